"""Verification of whole answers on the real-data KBs: empty and looping answers are never
verified, and a position outside the interval the question asked about is flagged."""

from __future__ import annotations

from noesis.answer import Engine
from noesis.answer.verify import loops, verify

SEATTLE_2015 = "What was the highest temp_max in Seattle in 2015?"


def test_an_empty_answer_is_no_answer(realdata_mesh):
    ctx = Engine(realdata_mesh).context(SEATTLE_2015, arm="full")
    v = verify("   ", ctx, realdata_mesh)
    assert not v.ok and v.summary() == "unverified: no answer (empty)"


def test_a_looping_answer_is_flagged_once(realdata_mesh):
    ctx = Engine(realdata_mesh).context(SEATTLE_2015, arm="full")
    v = verify("The maximum value of the maximum value of the maximum value of the maximum value of", ctx,
               realdata_mesh)
    assert not v.ok and v.summary().count("repeats itself") == 1
    assert loops("1.10% 1.10% 1.10% 1.10%") and not loops("1.10% and 1.20% and 1.30%")


def test_a_position_outside_the_asked_interval_is_unsupported(realdata_mesh):
    engine = Engine(realdata_mesh)
    ctx = engine.context(SEATTLE_2015, arm="full")
    inside = engine.ask(SEATTLE_2015, arm="full", deterministic=True)
    assert verify(inside.text, ctx, realdata_mesh).ok  # the engine's own answer, inside 2015
    v = verify("The highest temp_max was reached on 2014-08-11.", ctx, realdata_mesh)
    (claim,) = [c for c in v.claims if c.kind == "position"]
    assert claim.status == "unsupported" and "outside the interval" in claim.note
