"""Verification's omissions and noise: a "when" answer without its position, the engine's
own labels, and the engine's conflict answer reporting a background value."""

from __future__ import annotations

from noesis.answer import Engine, Settings
from noesis.answer.omissions import MISSING_POSITION, asks_position
from noesis.answer.verify import verify
from noesis.llm.scripted import ScriptedChat

PEAK = "What was the peak share of Italia Sera and when did it occur?"
MPG = "What was LeBron James's average MPG in the 2023 season?"


def _ctx(mesh, question):
    return Engine(mesh).context(question, arm="full")


def test_a_when_question_answered_without_a_position_is_flagged(demo_mesh):
    v = verify("The peak share was 37.5% [italia_sera.csv].", _ctx(demo_mesh, PEAK), demo_mesh)
    assert not v.ok and v.problems == (MISSING_POSITION,) and not v.unsupported
    ok = verify("The peak share was 37.5% at second 146 [italia_sera.csv].", _ctx(demo_mesh, PEAK), demo_mesh)
    assert ok.ok and ok.problems == ()


def test_a_refusal_is_not_an_omission(demo_mesh):
    v = verify("I do not have enough information.", _ctx(demo_mesh, PEAK), demo_mesh)
    assert MISSING_POSITION not in v.problems


def test_repair_adds_the_facts_position_and_keeps_the_answer(demo_mesh):
    said = "The peak share was 37.5% [italia_sera.csv]."
    engine = Engine(demo_mesh, ScriptedChat(default=said), Settings(arm="full", policy="model", verify="repair"))
    a = engine.ask(PEAK)
    assert a.repaired and a.original == said and a.verification.repair == "the fact's position added"
    assert a.text.startswith(said) and "at second 146" in a.text[len(said):]


def test_which_questions_ask_for_a_position():
    assert asks_position(PEAK)
    assert asks_position("When did Late Review peak?")
    assert asks_position("At which second was the share lowest?")
    assert asks_position("Quando è stato il picco di Italia Sera?")
    assert not asks_position("What was the Ottawa Beavers' win record when LeBron James left the season?")
    assert not asks_position("What was the peak share of Italia Sera?")


def test_the_engines_labels_are_not_number_claims(demo_mesh):
    text = ("Per the Priority 1 facts (Tier 0) and the Tier-1 passages, the peak share was 37.5% "
            "at second 146 [italia_sera.csv @ second 146]; Priority 2 adds nothing.")
    v = verify(text, _ctx(demo_mesh, PEAK), demo_mesh)
    assert v.ok, v.summary()
    assert sorted(c.text for c in v.claims if c.kind == "number") == ["37.5%"]


def test_the_engines_conflict_answer_verifies(demo_mesh):
    a = Engine(demo_mesh).ask(MPG)
    assert "35.5" in a.text and "12.0" in a.text and a.deterministic
    assert a.verification.ok is True, a.verification.summary


def test_background_overriding_the_fact_is_still_misattributed(demo_mesh):
    v = verify("The background statistics give 35.5 MPG [background_stats.csv].", _ctx(demo_mesh, MPG), demo_mesh)
    assert [c.status for c in v.claims if c.text == "35.5"] == ["misattributed"]
