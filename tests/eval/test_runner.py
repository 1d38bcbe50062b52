"""The answer-level runner over the demo mesh with a scripted model."""

from __future__ import annotations

import json

import pytest

from noesis.answer import Engine
from noesis.errors import BackendError, QueryError
from noesis.eval.battery import load_battery, parse_battery
from noesis.eval.runner import (
    ANSWERS_FILE,
    answer_level,
    is_refusal,
    needs_prose,
    plan,
    read_answers,
)
from noesis.llm import ScriptedChat

from .conftest import ITEMS, scripted, write_battery


class Interrupt(Exception):
    """Raised by the scripted model to stand in for Ctrl-C / a killed process."""


def lines(path):
    return [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines()]


def test_records_scored_against_the_answer(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    chat = scripted()
    out = tmp_path / "out"
    records = answer_level(demo_mesh, battery, llm=chat, arms=["full", "flat"], runs=1, out_dir=out)
    by = {(r["id"], r["arm"]): r for r in records}
    assert [(r["id"], r["arm"], r["run"]) for r in records] == [
        (i["id"], a, 0) for i in ITEMS for a in ("full", "flat")]
    peak = by[("peak-italia-sera", "full")]
    assert peak["answer"] == "The peak share was 37.5% at second 146."
    assert peak["correct"] and peak["found"] == ["37.5", "146"] and peak["missing"] == []
    assert not peak["refused"] and not peak["expect_refusal"]
    assert peak["usage"]["prompt_tokens"] > 0 and peak["context_tokens"] > 0
    assert {"context", "answer", "total"} <= set(peak["timings"])
    assert peak["model"] == "scripted" and peak["class"] == "quantitative"
    trap = by[("trap-absent-peak", "full")]
    # every target absent: refused by construction, the scripted model is not asked
    assert trap["expect_refusal"] and trap["refused"] and trap["deterministic"]
    assert trap["forbidden_hits"] == []
    injury = by[("nba-injury", "full")]
    assert injury["refused"] and not injury["correct"] and injury["missing"] == ["torn ligament in his left ankle"]
    follow = by[("followup-italia-sera-min", "flat")]
    assert follow["correct"]
    # the file holds exactly the returned records, one line each
    assert lines(out / ANSWERS_FILE) == records


def test_forbidden_hits_and_seeds(demo_mesh, tmp_path, demo_kbs):
    # the peak item (a trap would be refused by construction: no model call to record)
    items = [dict(ITEMS[0], forbidden=["36.5", "Notte Italiana"])]
    battery = load_battery(write_battery(tmp_path, demo_kbs, items=items, arms=["skeleton"], runs=3))
    seeds = []

    class Recording(ScriptedChat):
        def complete(self, messages, options):
            seeds.append(options.seed)
            return super().complete(messages, options)

    chat = Recording(rules=[("Italia Sera", "Like Notte Italiana it peaked at 36.5%.")])
    records = answer_level(demo_mesh, battery, llm=chat, runs=None, out_dir=tmp_path / "o", warmup=False)
    assert [r["run"] for r in records] == [0, 1, 2] and [r["seed"] for r in records] == [0, 1, 2]
    assert seeds == [0, 1, 2]
    assert all(r["forbidden_hits"] == ["36.5", "Notte Italiana"] and not r["refused"] for r in records)


def test_interrupted_run_resumes_without_redoing(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    total = len(plan(battery, None, battery.runs))
    assert total == 4 * 3 * 2
    out = tmp_path / "out"
    k = 7
    first = scripted()
    answered = []

    def progress(done, total_, label):
        answered.append(done)
        if done == k:
            raise Interrupt  # stands in for Ctrl-C right after the k-th answer was saved

    with pytest.raises(Interrupt):
        answer_level(demo_mesh, battery, llm=first, out_dir=out, progress=progress)
    saved = lines(out / ANSWERS_FILE)
    assert len(saved) == k
    # warm-up + one call per answer the model gave (a trap is refused by construction)
    assert len(first.calls) == 1 + sum(not r["deterministic"] for r in saved)

    second = scripted()
    records = answer_level(demo_mesh, battery, llm=second, out_dir=out)
    new = [r for r in records if r not in saved]
    assert len(new) == total - k
    assert len(second.calls) == 1 + sum(not r["deterministic"] for r in new)  # finished items not asked again
    assert len(records) == total
    assert len({(r["id"], r["arm"], r["run"]) for r in records}) == total
    assert lines(out / ANSWERS_FILE)[:k] == saved  # the kept lines are untouched
    assert len(lines(out / ANSWERS_FILE)) == total
    assert records == [r for key in plan(battery, None, battery.runs)
                       for r in records if (r["id"], r["arm"], r["run"]) == (key[0].id, key[1], key[2])]

    third = scripted()
    again = answer_level(demo_mesh, battery, llm=third, out_dir=out)
    assert third.calls == [] and again == records


def test_interrupt_raised_inside_the_model(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    out = tmp_path / "out"
    count = {"n": 0}

    def reply(prompt):
        count["n"] += 1
        if count["n"] > 4:  # warm-up + 3 answers, then the process "dies"
            raise Interrupt
        return "The peak share was 37.5% at second 146."

    with pytest.raises(Interrupt):
        answer_level(demo_mesh, battery, llm=ScriptedChat(default=reply), out_dir=out)
    saved = lines(out / ANSWERS_FILE)
    assert sum(not r["deterministic"] for r in saved) == 3  # three model answers were saved
    rerun = scripted()
    final = answer_level(demo_mesh, battery, llm=rerun, out_dir=out)
    assert len(final) == 24
    assert len(rerun.calls) == 1 + sum(not r["deterministic"] for r in final) - 3


def test_torn_last_line_is_dropped_and_redone(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    out = tmp_path / "out"
    records = answer_level(demo_mesh, battery, llm=scripted(), arms=["flat"], runs=1, out_dir=out)
    path = out / ANSWERS_FILE
    kept = path.read_text(encoding="utf-8").splitlines(keepends=True)[:-1]
    path.write_text("".join(kept) + '{"id": "followup-italia', encoding="utf-8")
    assert len(read_answers(path)) == len(records) - 1
    assert path.read_text(encoding="utf-8").endswith("\n")
    chat = scripted()
    again = answer_level(demo_mesh, battery, llm=chat, arms=["flat"], runs=1, out_dir=out)
    assert len(chat.calls) == 2  # warm-up + the one torn answer
    assert [r["id"] for r in again] == [r["id"] for r in records]
    assert len(lines(path)) == len(records)


def test_refuses_to_mix_models_or_questions(demo_mesh, battery_file, tmp_path, demo_kbs):
    battery = load_battery(battery_file)
    out = tmp_path / "out"
    answer_level(demo_mesh, battery, llm=scripted(), arms=["flat"], runs=1, out_dir=out)
    with pytest.raises(QueryError, match="from model 'scripted', not 'other'"):
        answer_level(demo_mesh, battery, llm=scripted(name="other"), arms=["flat"], runs=1, out_dir=out)
    changed = [dict(ITEMS[0], question="What was the peak share of Italia Sera?"), *ITEMS[1:]]
    other = load_battery(write_battery(tmp_path, demo_kbs, items=changed))
    with pytest.raises(QueryError, match="different question"):
        answer_level(demo_mesh, other, llm=scripted(), arms=["flat"], runs=1, out_dir=out)
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / ANSWERS_FILE).write_text("not json\n{}\n", encoding="utf-8")
    with pytest.raises(QueryError, match="line 1 is not an answer record"):
        answer_level(demo_mesh, battery, llm=scripted(), out_dir=bad)


def test_argument_errors(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    with pytest.raises(QueryError, match="needs a model"):
        answer_level(demo_mesh, battery, llm=None, out_dir=tmp_path)
    with pytest.raises(QueryError, match="unknown arm"):
        answer_level(demo_mesh, battery, llm=scripted(), arms=["fll"], out_dir=tmp_path)
    with pytest.raises(QueryError, match="at least 1"):
        answer_level(demo_mesh, battery, llm=scripted(), runs=0, out_dir=tmp_path)


def test_backend_that_cannot_answer_stops_before_any_answer(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    dead = ScriptedChat(default=BackendError("model file missing"))
    with pytest.raises(BackendError, match="model file missing"):
        answer_level(demo_mesh, battery, llm=dead, out_dir=tmp_path / "o")
    assert read_answers(tmp_path / "o" / ANSWERS_FILE) == []


def test_hydration_recorded(demo_mesh, tmp_path, demo_kbs):
    battery = load_battery(write_battery(tmp_path, demo_kbs, items=[ITEMS[0], ITEMS[2]],
                                         arms=["hydrate"], runs=1))

    def reply(prompt):
        asked = prompt.split("## Question")[-1]
        if "LeBron James" in asked and "FETCH: <source name>" in prompt:
            return "FETCH: james_injury.md"  # phase 1 of a needs-prose question carries the contract
        if "peak share" in asked:
            return "The peak share was 37.5% at second 146."
        return "He suffered a torn ligament in his left ankle."

    records = answer_level(demo_mesh, battery, llm=ScriptedChat(default=reply), out_dir=tmp_path / "o")
    peak, injury = records
    assert not peak["hydration"]["fired"] and peak["hydration"]["fetched"] == [] and peak["correct"]
    # the skeleton answers the peak: one call, no FETCH contract (hydration by plan)
    assert "answer" in peak["timings"] and "phase2" not in peak["timings"]
    assert injury["hydration"]["fired"] and injury["hydration"]["fetched"]
    assert injury["hydration"]["fetched"][0]["source"].endswith("james_injury.md")
    assert {"phase1", "fetch", "phase2"} <= set(injury["timings"])
    assert injury["correct"] and injury["needs_prose"] and not peak["needs_prose"]


def test_needs_prose_uses_the_skeleton_context(demo_mesh, battery_file):
    battery = load_battery(battery_file)
    prose = needs_prose(Engine(demo_mesh), battery)
    assert prose == {"peak-italia-sera": False, "trap-absent-peak": False, "nba-injury": True,
                     "followup-italia-sera-min": False}


def test_is_refusal_folds_case_and_spacing():
    assert is_refusal("i do  not have enough INFORMATION.")
    assert is_refusal("Sorry: I do not have enough information about that.")
    assert not is_refusal("I have enough information: 37.5%.")


def test_plan_order_is_items_then_arms_then_runs():
    battery = parse_battery({"items": [
        {"id": "a", "class": "open", "question": "q a"},
        {"id": "b", "class": "open", "question": "q b", "arms": ["flat", "full"]}]})
    keys = [(i.id, a, r) for i, a, r in plan(battery, ["full", "skeleton", "flat"], 2)]
    assert keys == [("a", "full", 0), ("a", "full", 1), ("a", "skeleton", 0), ("a", "skeleton", 1),
                    ("a", "flat", 0), ("a", "flat", 1), ("b", "full", 0), ("b", "full", 1),
                    ("b", "flat", 0), ("b", "flat", 1)]
