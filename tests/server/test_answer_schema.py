"""Real ``/v1/ask`` answers against the typed schema fields the page's trace panel reads."""

from __future__ import annotations

import csv

import pytest

from noesis.server import schemas as S
from noesis.server import trace_schemas as T

from ..conftest import EXAMPLES
from .conftest import PEAK, TRAP

QUESTIONS = [
    PEAK,
    TRAP,
    "How much higher was the peak share of Italia Sera than the peak share of Notte Italiana?",
    "What was the share of Italia Sera at 02:26?",
    "What was the share of Italia Sera in 1987?",
]


def _share_at(second: int) -> float:
    with (EXAMPLES / "broadcast-it" / "italia_sera.csv").open(newline="") as f:
        return next(float(r["share"]) for r in csv.DictReader(f) if int(r["second"]) == second)


@pytest.fixture(scope="module")
def answers(live) -> dict[str, dict]:
    with live.client() as c:
        return {q: c.post("/v1/ask", json={"question": q, "arm": "full", "deterministic": True}).json()
                for q in QUESTIONS}


@pytest.mark.parametrize("question", QUESTIONS)
def test_every_answer_fits_the_typed_schema(answers, question):
    raw = answers[question]
    typed = S.AnswerResponse.model_validate(raw)
    assert typed.mode == "deterministic"
    # every typed field of the trace is really sent (the schema does not promise what is absent)
    assert set(T.PlanTrace.model_fields) <= set(raw["trace"])
    assert set(T.References.model_fields) <= set(raw["trace"]["references"])
    if raw["result"] is not None:
        assert set(T.ResultOut.model_fields) <= set(raw["result"])
    assert set(T.VerificationOut.model_fields) <= set(raw["verification"])


def test_typed_fields_carry_the_plan(answers):
    at = S.AnswerResponse.model_validate(answers["What was the share of Italia Sera at 02:26?"])
    (window,) = at.trace.addresses["broadcast-it"]
    assert (window.kind, window.text, window.anchor) == ("point", "at 02:26", 2 * 60 + 26)
    (operand,) = at.result.operands
    assert float(operand.value) == _share_at(146)

    year = S.AnswerResponse.model_validate(answers["What was the share of Italia Sera in 1987?"])
    assert [(n.text, n.why) for n in year.trace.not_applied] == [
        ("1987", "the axis 'second' (clock) cannot hold years")]
    trap = S.AnswerResponse.model_validate(answers[TRAP])
    assert trap.trace.references.unresolved == ["Domenica Sportiva Estate"]
    assert all(c.status == "supported" for c in S.AnswerResponse.model_validate(answers[PEAK]).verification.claims)
