"""The report files: Markdown tables, JSON summary, valid PNG plots."""

from __future__ import annotations

import json
import struct

from noesis.eval.battery import load_battery
from noesis.eval.report import (
    ACCURACY_PNG,
    PROMPT_LATENCY_PNG,
    REPORT_FILE,
    SUMMARY_FILE,
    write_answer_report,
    write_context_report,
)
from noesis.eval.runner import answer_level

from .conftest import scripted
from .test_metrics import RECORDS

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(path):
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, f"{path} is not a PNG"
    assert data[12:16] == b"IHDR" and data.endswith(b"IEND\xaeB`\x82")
    return struct.unpack(">II", data[16:24])


def test_answer_report_files(tmp_path):
    cmd = "noesis eval b.yaml --level answer --llm smollm2 --runs 2"
    ctx = {"full": {"items": 4, "passed": 3, "needles": 5, "needles_found": 4, "forbidden_hits": 1,
                    "route_errors": 0, "tokens_total": 2000, "needle_recall": 0.8, "tokens_mean": 500.0}}
    paths = write_answer_report(tmp_path, RECORDS, model="gguf:tiny.gguf", battery="b.yaml", runs=2,
                                arms=["full", "hydrate", "flat"], command=cmd, context=ctx)
    assert {p.name for p in paths.values()} == {REPORT_FILE, SUMMARY_FILE, ACCURACY_PNG, PROMPT_LATENCY_PNG}
    for name in (ACCURACY_PNG, PROMPT_LATENCY_PNG):
        w, h = png_size(tmp_path / name)
        assert w >= 400 and h >= 300

    summary = json.loads((tmp_path / SUMMARY_FILE).read_text(encoding="utf-8"))
    assert summary["model"] == "gguf:tiny.gguf" and summary["runs"] == 2 and summary["command"] == cmd
    assert summary["answers"] == len(RECORDS) and summary["items"] == 10
    assert summary["answer"]["by_arm"]["full"]["correct"] == 2
    assert summary["context"]["full"]["needle_recall"] == 0.8
    assert summary["needs_prose"]["p1"] is True and summary["needs_prose"]["q1"] is False

    md = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert "- model: `gguf:tiny.gguf`" in md and "- runs per item and arm: 2" in md
    assert f"```bash\n{cmd}\n```" in md
    assert "| arm | accuracy | trap refusals | refusals on answerable |" in md
    assert "| full | 2/3 (67%) | 1/2 (50%) | 1/3 (33%) | 1/5 (20%) | n/a | n/a |" in md
    assert "| hydrate | 3/5 (60%) | no items | 1/5 (20%) | 0/5 (0%) | 2/3 (67%) | 1/2 (50%) |" in md
    assert "| class | full | hydrate | flat |" in md
    assert "| quantitative | 2/3 (67%) | 1/2 (50%) | not run |" in md
    assert "| arm | context | phase1 | fetch | phase2 | answer | total |" in md
    assert "| hydrate | 5 ms / 5 ms | 40 ms / 49 ms |" in md
    assert "## Context level" in md and "| full | 3/4 | 0.800 | 1 | 0 | 500 |" in md
    assert "## Failures (4)" in md
    assert "| t2 | full | 0 | forbidden ['37.5', 'Italia Sera']; did not refuse |" in md
    assert f"]({ACCURACY_PNG})" in md and f"]({PROMPT_LATENCY_PNG})" in md


def test_report_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    for out in (a, b):
        write_answer_report(out, RECORDS, model="m", battery="b.yaml", runs=1, arms=["full", "hydrate"])
    for name in (REPORT_FILE, SUMMARY_FILE, ACCURACY_PNG, PROMPT_LATENCY_PNG):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


def test_report_from_a_real_run(demo_mesh, battery_file, tmp_path):
    battery = load_battery(battery_file)
    records = answer_level(demo_mesh, battery, llm=scripted(), out_dir=tmp_path)
    write_answer_report(tmp_path, records, model="scripted", battery=str(battery_file),
                        runs=battery.runs, arms=battery.arms)
    md = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    # peak and follow-up right in every arm and run, injury refused, the trap refused by
    # construction (every target absent: the model is not asked)
    assert "| full | 4/6 (67%) | 2/2 (100%) | 2/6 (33%) |" in md
    assert "| follow-up | 2/2 (100%) | 2/2 (100%) | 2/2 (100%) |" in md
    assert "| nba-injury | flat | 1 | missing ['torn ligament in his left ankle']; refused an answerable question |" in md
    png_size(tmp_path / ACCURACY_PNG)


def test_context_report(demo_mesh, battery_file, tmp_path):
    from noesis.eval.metrics import context_summary

    battery = load_battery(battery_file)
    results, summary = context_summary(demo_mesh, battery, ["skeleton"])
    paths = write_context_report(tmp_path, results, summary, battery="b.yaml", arms=["skeleton"],
                                 command="noesis eval b.yaml")
    md = paths["report"].read_text(encoding="utf-8")
    assert "| skeleton | 3/4 | 0.800 |" in md
    assert "| nba-injury | skeleton | missing needles ['torn ligament in his left ankle'] |" in md
    rows = [json.loads(x) for x in paths["contexts"].read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in rows] == ["peak-italia-sera", "trap-absent-peak", "nba-injury",
                                       "followup-italia-sera-min"]
    assert json.loads(paths["summary"].read_text(encoding="utf-8"))["level"] == "context"


# --------------------------------------------------------------------------- k/n, not run, spread, engine row


def test_a_count_an_empty_group_and_a_group_not_run_read_differently():
    from noesis.eval.figures import NO_ITEMS, NOT_RUN, frac, spread

    assert frac(0, 3) == "0/3 (0%)" and frac(2, 3, space=" ") == "2/3 (67 %)"
    assert frac(0, 0) == NO_ITEMS != NOT_RUN
    assert spread([]) == NOT_RUN and spread([{"correct": 0, "scored": 4}]) == "1 run"
    runs = [{"correct": 1, "scored": 4}, {"correct": 2, "scored": 4}, {"correct": 4, "scored": 4}]
    rates = [25.0, 50.0, 100.0]
    mean = sum(rates) / 3
    sd = (sum((r - mean) ** 2 for r in rates) / 2) ** 0.5  # sample sd, by hand
    assert spread(runs) == f"25–100% (sd {sd:.1f} pp), 3 runs"
    assert spread([{"correct": 3, "scored": 4}] * 2) == "75% in each of 2 runs (sd 0.0 pp)"


def test_by_arm_gives_the_spread_and_not_run_phases(tmp_path):
    write_answer_report(tmp_path, RECORDS, model="m", battery="b.yaml", runs=2, arms=["full", "hydrate", "flat"])
    md = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    full = next(ln for ln in md.splitlines() if ln.startswith("| full |") and "spread" not in ln)
    # full: run 0 holds q1 (right) and q2 (wrong), run 1 holds q1 (right): 50 % and 100 %
    assert full.endswith("| 50–100% (sd 35.4 pp), 2 runs |")
    latency = next(ln for ln in md.splitlines() if ln.startswith("| full |") and "ms /" in ln)
    assert "| not run | not run | not run |" in latency  # phase1, fetch, phase2 never ran in full
    flat_verification = [ln for ln in md.splitlines() if ln.startswith("| flat |")][-1]
    assert flat_verification == "| flat | not run | not run | not run | not run | not run |"


def test_the_engine_row(demo_mesh, battery_file, tmp_path):
    from noesis.eval.engine_row import ENGINE_ARM, engine_records

    battery = load_battery(battery_file)
    engine = engine_records(demo_mesh, battery)
    assert [r["id"] for r in engine] == [i.id for i in battery.items]
    assert {r["arm"] for r in engine} == {ENGINE_ARM} and all(r["deterministic"] for r in engine)
    # strict accuracy by hand: every needle in the answer text (plain substring search)
    scored = [(i, r) for i, r in zip(battery.items, engine, strict=True) if i.needles]
    right = sum(all(n in r["answer"] for n in i.needles) for i, r in scored)
    assert 0 < right < len(scored)  # a row that tells right from wrong
    records = answer_level(demo_mesh, battery, llm=scripted(), out_dir=tmp_path)
    paths = write_answer_report(tmp_path, records, model="scripted", battery="b.yaml", runs=battery.runs,
                                arms=battery.arms, engine=engine)
    md = paths["report"].read_text(encoding="utf-8")
    row = next(ln for ln in md.splitlines() if ln.startswith(f"| {ENGINE_ARM} |"))
    assert row.startswith(f"| {ENGINE_ARM} | {right}/{len(scored)} (")
    assert "| no model call |" in row and row.endswith("| 1 run |")
    summary = json.loads(paths["summary"].read_text(encoding="utf-8"))
    assert summary["arms"][-1] == ENGINE_ARM and summary["answers"] == len(records)
    assert summary["engine_answers"] == len(battery.items)
    assert "- `deterministic` row: the engine alone (no model)" in md
    png_size(paths["accuracy"])
    png_size(paths["prompt_latency"])
