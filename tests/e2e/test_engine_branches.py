"""Every branch of the answer path, driven by the scripted chat model over the demo mesh."""

from __future__ import annotations

import pytest

from noesis.answer import Engine, Settings
from noesis.llm.base import BackendTimeout, BackendUnreachable, MalformedResponse
from noesis.llm.scripted import ScriptedChat


def model_engine(mesh, llm):
    """An engine that always asks the model (the ``model`` answer policy): these tests
    exercise the model path, which the default ``engine`` policy skips when the plan resolves."""
    return Engine(mesh, llm, Settings(policy="model"))

PEAK = "What was the peak share of Italia Sera and when did it occur?"
OPEN = "Who hosts Italia Sera and what happens in the show?"


def test_phase1_answers_directly(demo_mesh):
    llm = ScriptedChat(default="37.5% at second 146 [italia_sera.csv @ second 146].")
    a = model_engine(demo_mesh, llm).ask(PEAK)
    assert a.text.startswith("37.5%") and not a.hydration.fired and len(llm.calls) == 1
    assert [(c.source, c.window) for c in a.citations] == [("italia_sera.csv", "second 146")]
    # hydration by plan: the skeleton answers a peak, so the prompt carries no FETCH contract
    assert "FETCH: <source name>" not in llm.calls[0] and "Available sources" not in llm.calls[0]


def test_skeleton_answered_question_ignores_fetch_lines(demo_mesh):
    llm = ScriptedChat(default="FETCH: italia_sera.srt\n37.5% at second 146 [italia_sera.csv @ second 146].")
    a = model_engine(demo_mesh, llm).ask(PEAK, arm="hydrate")
    assert not a.context.needs_prose and a.context.available == ()
    assert len(llm.calls) == 1 and not a.hydration.fired and a.hydration.fetched == ()
    assert "FETCH" not in a.text and a.text.startswith("37.5%")


def test_needs_prose_question_keeps_the_contract(demo_mesh):
    llm = ScriptedChat(default="They bake a cake.")
    a = model_engine(demo_mesh, llm).ask(OPEN, arm="hydrate")
    assert a.context.needs_prose and "FETCH: <source name>" in llm.calls[0]
    assert "italia_sera.srt (broadcast-it)" in a.context.available


def test_needs_prose_question_the_model_does_not_fetch_for_is_hydrated_by_the_engine(demo_mesh):
    """The plan says the skeleton cannot answer; the model answered without FETCH: the
    engine fetches the routed prose itself and phase 2 answers from it."""
    llm = ScriptedChat(rules=[("Fetched passages", "Giulia Rossi hosts it [italia_sera.srt @ 00:00].")],
                       default="They bake a cake.")
    a = model_engine(demo_mesh, llm).ask(OPEN, arm="hydrate")
    assert a.hydration.forced and a.hydration.fired and len(llm.calls) == 2
    assert {f.source for f in a.hydration.fetched} <= {"italia_sera.srt", "italia_sera.md"}
    assert "Fetched passages" in llm.calls[1] and a.text.startswith("Giulia Rossi hosts it")


def test_a_refusal_on_a_needs_prose_question_is_not_overruled_by_a_fetch_without_scope(demo_mesh):
    llm = ScriptedChat(default="I do not have enough information")
    a = model_engine(demo_mesh, llm).ask("What did the guests talk about?", arm="hydrate")
    assert a.context.needs_prose and not a.context.plan.route.hard
    assert len(llm.calls) == 1 and not a.hydration.fired


def test_fetch_then_phase2(demo_mesh):
    llm = ScriptedChat(rules=[("Fetched passages", "They bake a cake [italia_sera.srt @ 02:25].")],
                       default="FETCH: italia_sera.srt @ 02:20-02:40")
    a = model_engine(demo_mesh, llm).ask(OPEN)
    assert a.hydration.fired and a.hydration.fetched[0].source == "italia_sera.srt"
    assert "torta della nonna Lucia" in llm.calls[1]
    assert "Fetched passages" in llm.calls[1] and "FETCH: <source name>" not in llm.calls[1]
    assert a.text.startswith("They bake") and a.degraded is None
    assert a.usage["prompt_tokens"] > 0 and set(a.timings) >= {"context", "phase1", "fetch", "phase2", "total"}


def test_unknown_and_escaping_names_fetch_nothing(demo_mesh):
    llm = ScriptedChat(rules=[("Fetched passages", "no")], default="FETCH: ../../etc/passwd\nFETCH: secrets.txt")
    a = model_engine(demo_mesh, llm).ask(OPEN)
    assert {d.name for d in a.hydration.discarded} == {"../../etc/passwd", "secrets.txt"}
    # the question needs prose: the engine fetches the routed KB's own prose instead, nothing else
    assert a.hydration.forced and {f.source for f in a.hydration.fetched} <= {"italia_sera.srt", "italia_sera.md"}
    assert "root:" not in llm.calls[-1]


def test_phase1_failure_degrades_to_deterministic(demo_mesh):
    a = model_engine(demo_mesh, ScriptedChat(default=BackendUnreachable("refused"))).ask(PEAK)
    assert a.deterministic and "37.5%" in a.text and "refused" in a.degraded


def test_phase1_failure_without_facts_refuses(demo_mesh):
    a = model_engine(demo_mesh, ScriptedChat(default=BackendTimeout("slow"))).ask(OPEN)
    assert a.text.startswith("I do not have enough information") and "slow" in a.degraded


def test_phase2_failure_degrades(demo_mesh):
    llm = ScriptedChat(rules=[("Fetched passages", MalformedResponse("garbage"))], default="FETCH: italia_sera.srt")
    a = model_engine(demo_mesh, llm).ask(OPEN)
    assert "phase 2" in a.degraded and a.text.startswith("I do not have enough information")


def test_phase2_only_directives_degrades(demo_mesh):
    llm = ScriptedChat(default="FETCH: italia_sera.srt")
    a = model_engine(demo_mesh, llm).ask(OPEN)
    assert a.degraded and "FETCH" not in a.text


def test_fetch_failure_degrades(demo_mesh, monkeypatch):
    store = demo_mesh.inventory("broadcast-it").kb.store

    def boom(*a, **k):
        raise RuntimeError("disk gone")

    monkeypatch.setattr(store, "spans_of", boom)
    monkeypatch.setattr(store, "search", boom)
    llm = ScriptedChat(default="FETCH: italia_sera.md")
    a = model_engine(demo_mesh, llm).ask(OPEN)
    assert "fetch failed" in a.degraded and "disk gone" in a.degraded


def test_forced_hydration_for_verbatim_questions(demo_mesh):
    llm = ScriptedChat(default="He said the lighthouse keeper is his father [late_review.vtt].")
    a = model_engine(demo_mesh, llm).ask("What did Marco Ferri say in Late Review?")
    assert a.hydration.forced and a.hydration.fired and len(llm.calls) == 1
    assert "Fetched passages" in llm.calls[0]
    assert all(f.kb == "broadcast-uk" for f in a.hydration.fetched)


@pytest.mark.parametrize("arm", ["full", "skeleton", "flat"])
def test_single_call_arms_and_their_failure(demo_mesh, arm):
    ok = model_engine(demo_mesh, ScriptedChat(default="37.5 [italia_sera.csv]")).ask(PEAK, arm=arm)
    assert ok.text == "37.5 [italia_sera.csv]" and not ok.hydration.fired
    bad = model_engine(demo_mesh, ScriptedChat(default=BackendUnreachable("down"))).ask(PEAK, arm=arm)
    assert bad.degraded and "down" in bad.degraded
    # the flat baseline holds no facts, so it degrades to the refusal; the others to the facts
    assert ("37.5%" in bad.text) == (arm != "flat")


def test_deterministic_mode_and_no_model(demo_mesh):
    llm = ScriptedChat(default="should not be called")
    a = model_engine(demo_mesh, llm).ask(PEAK, deterministic=True)
    assert a.deterministic and "37.5% at second 146" in a.text and llm.calls == []
    trap = Engine(demo_mesh).ask("What was the peak share of Domenica Sportiva Estate?")
    assert trap.text.startswith("I do not have enough information") and "Domenica Sportiva Estate" in trap.text
    open_q = Engine(demo_mesh).ask(OPEN)
    assert "needs a language model" in open_q.text and "--llm" in open_q.text


def test_follow_up_through_citations(demo_mesh):
    first = Engine(demo_mesh).ask(PEAK)
    history = [{"role": "user", "content": PEAK}, {"role": "assistant", "content": first.text}]
    second = Engine(demo_mesh).ask("And what was the lowest value in these readings?", history=history)
    assert "14.2%" in second.text and "Notte" not in second.text


def test_phase1_refusal_under_a_named_scope_hydrates_the_scope(demo_mesh):
    # Qwen2.5-0.5B answered the FETCH contract with the refusal sentence on questions its
    # skeleton answers; the engine then fetches the named programme's prose and asks again
    llm = ScriptedChat(rules=[("Fetched passages", "Marco Ferri hosts it [italia_sera.md].")],
                       default="I do not have enough information.")
    a = model_engine(demo_mesh, llm).ask(OPEN)
    assert len(llm.calls) == 2 and a.hydration.refusal and a.hydration.fired
    assert {f.source for f in a.hydration.fetched} <= {"italia_sera.srt", "italia_sera.md"}
    assert a.hydration.fetched and "FETCH: <source name>" not in llm.calls[1]
    assert a.text.startswith("Marco Ferri hosts it")


def test_phase1_refusal_without_a_named_scope_stands(demo_mesh):
    llm = ScriptedChat(default="I do not have enough information.")
    trap = model_engine(demo_mesh, llm).ask("What was the peak share of Domenica Sportiva Estate and when did it occur?")
    # every target absent: refused by construction, in every policy; the model is not asked
    assert llm.calls == [] and trap.deterministic and not trap.hydration.fired
    assert trap.text.startswith("I do not have enough information") and "Domenica Sportiva Estate" in trap.text


def test_a_fetch_copied_from_the_list_with_its_kb_is_read(demo_mesh):
    """The available list writes "italia_sera.srt (broadcast-it)"; models copy it whole."""
    llm = ScriptedChat(rules=[("Fetched passages", "They bake a cake [italia_sera.srt @ 02:25].")],
                       default="FETCH: italia_sera.srt (broadcast-it) @ 02:20-02:40")
    a = model_engine(demo_mesh, llm).ask(OPEN, arm="hydrate")
    assert a.hydration.fired and not a.hydration.forced and not a.hydration.discarded
    assert [f.source for f in a.hydration.fetched] == ["italia_sera.srt"]


def test_a_fetch_naming_the_entity_reads_its_prose(demo_mesh):
    """Small models write the subject, not the file ("FETCH: Italia Sera (broadcast-it)")."""
    llm = ScriptedChat(rules=[("Fetched passages", "They bake a cake [italia_sera.srt @ 02:25].")],
                       default="FETCH: Italia Sera (broadcast-it) @ 02:20-02:40")
    a = model_engine(demo_mesh, llm).ask(OPEN, arm="hydrate")
    fetched = {f.source for f in a.hydration.fetched}
    assert a.hydration.fired and not a.hydration.forced
    assert fetched and fetched <= {"italia_sera.srt", "italia_sera.md"}
    assert "torta della nonna Lucia" in llm.calls[1]


def test_a_fetch_naming_nothing_the_kbs_hold_on_a_needs_prose_question_is_forced(demo_mesh):
    llm = ScriptedChat(rules=[("Fetched passages", "Giulia Rossi hosts it [italia_sera.srt @ 00:00].")],
                       default="FETCH: the_show_notes.pdf")
    a = model_engine(demo_mesh, llm).ask(OPEN, arm="hydrate")
    assert a.hydration.forced and a.hydration.fired and a.hydration.discarded
    assert a.text.startswith("Giulia Rossi hosts it")


def _one_report_mesh(tmp_path, *, second: bool = False):
    from noesis.ingest.pipeline import ingest
    from noesis.mesh import Mesh

    folder = tmp_path / "acme"
    folder.mkdir()
    (folder / "report.md").write_text(
        "# Annual report\n\nRevenue grew because the company opened two new stores in Lyon.\n\n"
        "| Item | 2019 | 2018 |\n|---|---|---|\n| Revenue | 120 | 100 |\n", encoding="utf-8")
    if second:
        (folder / "letter.md").write_text("# Letter\n\nThe chair thanks the staff.\n", encoding="utf-8")
    ingest(folder, tmp_path / "acme.sqlite", workers=1)
    return Mesh.open([tmp_path / "acme.sqlite"])


def test_phase1_refusal_with_one_routed_report_fetches_its_paragraphs(tmp_path):
    # issue 27: the question names no source, but the route holds one report: its paragraphs
    # are fetched after a refusal, as under a named scope
    llm = ScriptedChat(rules=[("Fetched passages", "Two new stores in Lyon [report.md].")],
                       default="I do not have enough information.")
    a = model_engine(_one_report_mesh(tmp_path), llm).ask("What did the company open?", arm="hydrate")
    assert not a.context.plan.route.hard  # no source or row named
    assert len(llm.calls) == 2 and a.hydration.refusal and a.hydration.fired
    assert [f.source for f in a.hydration.fetched] == ["report.md"]
    assert "opened two new stores" in llm.calls[1] and a.text.startswith("Two new stores")


def test_phase1_refusal_with_two_routed_prose_sources_or_an_absent_name_stands(tmp_path):
    llm = ScriptedChat(default="I do not have enough information.")
    a = model_engine(_one_report_mesh(tmp_path, second=True), llm).ask("What did the company open?", arm="hydrate")
    assert not a.context.plan.route.hard and len(llm.calls) == 1 and not a.hydration.fired
    llm = ScriptedChat(default="I do not have enough information.")
    (tmp_path / "b").mkdir()
    b = model_engine(_one_report_mesh(tmp_path / "b"), llm).ask("What did Globex open?", arm="hydrate")
    assert not b.hydration.fired and "Globex" in b.text
