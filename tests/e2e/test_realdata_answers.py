"""The real-data battery answered by the engine alone (no model): right / refused / wrong.

A deterministic answer is *right* when it holds every needle and no forbidden value (for an
item that expects a refusal: the refusal, no forbidden value); *refused* when the engine
declines (the refusal or "needs a language model") on an item it should answer; *wrong*
otherwise — a confident answer missing the truth or stating a forbidden value. Wrong must be
0: refusing is always allowed, a wrong number never is. Figures: docs/benchmarks.md.
"""

from __future__ import annotations

from collections import Counter

import pytest

from noesis.answer import Engine
from noesis.answer.deterministic import NEEDS_MODEL
from noesis.context.prompt import is_refusal
from noesis.eval.battery import find_needles, load_battery

from .conftest import REALDATA

BATTERY = load_battery(REALDATA / "battery.yaml")


def grade(item, text: str) -> str:
    found, missing = find_needles(item.needles, text)
    hits, _ = find_needles(item.forbidden, text)
    declined = is_refusal(text) or text.startswith(NEEDS_MODEL)
    if hits:
        return "wrong"
    if item.expect_refusal:
        return "right" if is_refusal(text) else "refused" if declined else "wrong"
    if not item.needles:
        return "right"
    if not missing:
        return "right"
    return "refused" if declined else "wrong"


@pytest.fixture(scope="module")
def graded(realdata_mesh):
    engine = Engine(realdata_mesh)
    out = []
    for item in BATTERY.items:
        answer = engine.ask(item.question, arm="skeleton", deterministic=True)
        out.append((item, answer, grade(item, answer.text)))
    return out


def test_grade_rules():
    item = BATTERY.items[0]
    assert item.needles and not item.expect_refusal
    assert grade(item, " ".join(item.needles)) == "right"
    assert grade(item, NEEDS_MODEL) == "refused"
    assert grade(item, "It was 12345.678.") == "wrong"


def test_no_deterministic_answer_is_wrong(graded):
    counts = Counter(g for _i, _a, g in graded)
    print(f"\nreal-data battery, engine alone: right {counts['right']}, refused {counts['refused']}, "
          f"wrong {counts['wrong']} of {len(graded)}")
    for item, answer, g in graded:
        if g != "right":
            print(f"  {g:8} {item.id}: {answer.text[:160]}")
    assert counts["wrong"] == 0, [(i.id, a.text) for i, a, g in graded if g == "wrong"]


def test_resolved_answers_carry_a_typed_result(graded):
    for item, answer, g in graded:
        if g == "right" and answer.deterministic and not is_refusal(answer.text):
            r = answer.result
            assert r is not None and r.operation, item.id
            values = {o.value for o in r.operands} | {r.value, r.percent}
            # the result holds the numbers the text states (as the engine wrote them)
            assert any(v and v in answer.text for v in values), item.id
