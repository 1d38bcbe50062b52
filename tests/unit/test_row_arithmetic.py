"""Arithmetic across two named rows at one position: the question's reading
(query/rowarithmetic) and the operator (facts/operators.across_rows). Expected values are
worked out here with Decimal from the literal readings."""

from __future__ import annotations

from decimal import Decimal

import pytest

from noesis.facts.operators import ValueAt, across_rows
from noesis.lang import ENGLISH
from noesis.query.rowarithmetic import asked_row_operation

NAMED = [("audit fees", "Audit fees"), ("total fees", "Total fees")]


@pytest.mark.parametrize(("question", "named", "expected"), [
    ("What is the sum of net bookings and in-game net bookings in 2019?",
     [("net bookings", "NB"), ("in-game net bookings", "IG")], ("sum", "NB", "IG")),
    ("What is the percentage of audit fees in total fees in 2019?", NAMED, ("percent_of", "Audit fees", "Total fees")),
    ("What is audit fees as a percentage of total fees in 2019?", NAMED, ("percent_of", "Audit fees", "Total fees")),
    ("What is the percentage of audit fees among the total fees in 2019?", NAMED,
     ("percent_of", "Audit fees", "Total fees")),  # the joiner's article
    ("What is the ratio of total fees to audit fees in 2019?", NAMED, ("ratio", "Total fees", "Audit fees")),
    ("What is the percentage of total fees represented by audit fees in 2019?", NAMED,
     ("percent_of", "Audit fees", "Total fees")),  # the part after "represented by"
    ("What percentage of total fees was accounted for by audit fees in 2019?", NAMED,
     ("percent_of", "Audit fees", "Total fees")),
    ("What is the difference between total fees and audit fees in 2019?", NAMED,
     ("difference", "Total fees", "Audit fees")),
])
def test_the_operation_and_its_order(question, named, expected):
    got = asked_row_operation(question, named, ENGLISH)
    assert got is not None and (got.operation, got.first, got.second) == expected


@pytest.mark.parametrize("question", [
    "What percentage of total fees is from audit fees in 2019?",  # the part named second: not read
    "What is the sum and the difference of audit fees and total fees?",  # two operations
    "What were audit fees and total fees in 2019?",  # no operation
    "What is the percentage of audit fees from the total fees in 2019?",  # "from": no share joiner
])
def test_questions_read_as_no_operation(question):
    assert asked_row_operation(question, NAMED, ENGLISH) is None


def test_a_cue_inside_a_name_is_the_names():
    named = [("audit fees", "A"), ("fees in total", "T")]
    got = asked_row_operation("What is the percentage of audit fees in fees in total?", named, ENGLISH)
    assert got is not None and got.operation == "percent_of"  # "in total" inside the name is no sum


def _at(entity: str, value: float, unit: str | None = "$ thousands", position: float = 2019.0) -> ValueAt:
    return ValueAt("kb", "r.md", entity, "value", unit, position, value)


def test_across_rows_computes_in_decimal_on_the_stored_values():
    a, b = _at("A", 150.0), _at("B", 180.5)
    assert across_rows(a, b, "sum").value == Decimal("150") + Decimal("180.5")
    assert across_rows(a, b, "difference").value == Decimal("150") - Decimal("180.5")
    share = across_rows(a, b, "percent_of")
    assert share.unit == "%" and share.value == (Decimal("150") / Decimal("180.5") * 100).quantize(Decimal("0.01"))
    assert across_rows(a, b, "ratio").value == (Decimal("150") / Decimal("180.5")).quantize(Decimal("0.0001"))


def test_across_rows_refuses_what_it_cannot_combine():
    assert across_rows(_at("A", 1.0), _at("B", 2.0, "%"), "sum") is None  # different units
    assert across_rows(_at("A", 1.0), _at("B", 0.0), "percent_of") is None  # a share of zero
    assert across_rows(_at("A", 1.0), _at("B", 2.0, position=2018.0), "sum") is None  # two positions
