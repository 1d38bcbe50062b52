"""Query-time operators (facts/operators.py) and their sentences (context/sentences.py).

Pure functions, so the operands are built here: a handful of facts and one small series.
Each operator has a case with a result and one that gives ``None``.
"""

from __future__ import annotations

from decimal import Decimal

import numpy as np

from noesis.context.sentences import computation_sentence
from noesis.facts.operators import (
    Difference,
    Ranking,
    ValueAt,
    WindowExtremes,
    decimal_of,
    difference,
    ranking,
    value_at,
    window_extremes,
)
from noesis.manifest import AxisSpec
from noesis.model import Fact, Series

AXIS = AxisSpec("second", "clock", "s")
POSITIONS = (0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0)
READINGS = (10.0, 12.5, float("nan"), 9.0, 14.0, 14.0, 11.0, 8.5)


def _fact(fid: int, subject: str, obj: str, *, stat: str = "max", metric: str = "share",
          unit: str | None = "%", source: str | None = None) -> Fact:
    value = float(obj) if decimal_of(obj) is not None else None
    return Fact(fid, subject, f"{stat} {metric}", obj, source or f"{subject.lower()}.csv", value, unit,
                None, (), 1, 1, "computed", metric, stat, source or f"{subject.lower()}.csv")


def _series() -> Series:
    return Series("share", "Alpha", "%", np.array(POSITIONS), np.array(READINGS))


def _readings(lo: float, hi: float) -> list[tuple[float, float]]:
    """(position, value) of the numeric readings with ``lo <= position <= hi``."""
    return [(p, v) for p, v in zip(POSITIONS, READINGS, strict=True) if lo <= p <= hi and v == v]


# --------------------------------------------------------------------------- difference
def test_difference_names_the_larger_first_and_is_decimal_exact():
    a, b = _fact(1, "Alpha", "0.1"), _fact(2, "Beta", "0.3")
    c = difference(a, b, "kb")
    assert isinstance(c, Difference)
    assert (c.larger, c.smaller) == (b, a)
    assert c.diff == Decimal("0.2")  # float arithmetic would give 0.19999999999999998
    assert c.ratio is None and c.inputs == (2, 1) and c.sources == ("beta.csv", "alpha.csv")


def test_difference_ratio_only_when_asked():
    a, b = _fact(1, "Alpha", "37.5"), _fact(2, "Beta", "36.5")
    assert difference(a, b, "kb").ratio is None
    assert difference(a, b, "kb", ratio=True).ratio == Decimal("37.5") / Decimal("36.5")
    assert difference(a, _fact(3, "Zero", "0"), "kb", ratio=True).ratio is None  # no division by zero


def test_difference_of_a_non_number_is_none():
    assert difference(_fact(1, "Alpha", "37.5"), _fact(2, "Beta", "n/a"), "kb") is None


def test_difference_sentence():
    c = difference(_fact(1, "Alpha", "37.5"), _fact(2, "Beta", "36.5"), "kb")
    assert computation_sentence(c, AXIS) == (
        "Alpha's maximum (peak) share (37.5%) is higher than Beta's (36.5%) by 1.0 percentage point "
        "(37.5 − 36.5 = 1.0) [alpha.csv] [beta.csv].")


def test_difference_sentence_of_equal_values_and_a_ratio():
    same = difference(_fact(1, "Alpha", "12"), _fact(2, "Beta", "12"), "kb")
    assert same.diff == 0
    assert computation_sentence(same, AXIS).startswith("Alpha and Beta have the same maximum (peak) share (12%)")
    ratio = difference(_fact(1, "Alpha", "30"), _fact(2, "Beta", "12"), "kb", ratio=True)
    assert "; ratio 30 / 12 = 2.5 " in computation_sentence(ratio, AXIS)


# --------------------------------------------------------------------------- ranking
def test_ranking_max_highest_first_with_ties():
    facts = [("a", _fact(1, "Alpha", "14.5")), ("b", _fact(2, "Beta", "16")), ("a", _fact(3, "Gamma", "16"))]
    c = ranking(facts)
    assert isinstance(c, Ranking) and c.highest
    best = max(Decimal(f.object) for _k, f in facts)
    assert [f.subject for _k, f in c.winners] == sorted(f.subject for _k, f in facts if Decimal(f.object) == best)
    assert [f.subject for _k, f in c.ordered] == ["Beta", "Gamma", "Alpha"]  # ties by subject
    assert c.kb == "b"  # the first winner's KB


def test_ranking_min_lowest_first():
    c = ranking([("k", _fact(1, "Alpha", "10", stat="min")), ("k", _fact(2, "Beta", "9", stat="min"))])
    assert not c.highest and [f.subject for _k, f in c.ordered] == ["Beta", "Alpha"]


def test_ranking_needs_two_numbers_of_one_extreme():
    assert ranking([("k", _fact(1, "Alpha", "10"))]) is None
    assert ranking([("k", _fact(1, "Alpha", "10")), ("k", _fact(2, "Beta", "n/a"))]) is None
    assert ranking([("k", _fact(1, "Alpha", "10", stat="mean")), ("k", _fact(2, "Beta", "9", stat="mean"))]) is None
    assert ranking([("k", _fact(1, "Alpha", "10")), ("k", _fact(2, "Beta", "9", stat="min"))]) is None
    assert ranking([("k", _fact(1, "Alpha", "10")), ("k", _fact(2, "Beta", "9", metric="audience"))]) is None


def test_ranking_sentence():
    c = ranking([("k", _fact(1, "Alpha", "14.5")), ("k", _fact(2, "Beta", "16"))])
    assert computation_sentence(c, AXIS) == (
        "Ranked by maximum (peak) share, highest first: Beta 16%, Alpha 14.5%. "
        "The highest is Beta's 16% [beta.csv].")


# --------------------------------------------------------------------------- value_at
def test_value_at_reads_exactly_the_position():
    c = value_at(_series(), "alpha.csv", "kb", 4.0)
    assert isinstance(c, ValueAt)
    assert (c.entity, c.metric, c.unit, c.position, c.value) == ("Alpha", "share", "%", 4.0,
                                                                 READINGS[POSITIONS.index(4.0)])
    assert computation_sentence(c, AXIS) == (
        "Alpha: the share at second 4 (00:04) was 14% [alpha.csv @ second 4 (00:04)].")


def test_value_at_none_between_readings_outside_or_missing():
    s = _series()
    assert value_at(s, "alpha.csv", "kb", 3.5) is None  # no reading at 3.5
    assert value_at(s, "alpha.csv", "kb", 99.0) is None  # past the end
    assert value_at(s, "alpha.csv", "kb", 2.0) is None  # the cell was not a number


# --------------------------------------------------------------------------- window_extremes
def test_window_extremes_inside_an_inclusive_range():
    lo, hi = 1.0, 5.0
    c = window_extremes(_series(), "alpha.csv", "kb", lo, hi)
    inside = _readings(lo, hi)  # the NaN at 2 is skipped
    low, high = min(v for _p, v in inside), max(v for _p, v in inside)
    assert isinstance(c, WindowExtremes)
    assert (c.min_value, c.max_value, c.count) == (low, high, len(inside))
    assert c.min_position == next(p for p, v in inside if v == low)
    assert c.max_position == next(p for p, v in inside if v == high)  # first of a tie
    assert computation_sentence(c, AXIS) == (
        "Alpha: between second 1 (00:01) and second 5 (00:05) the share ranged from 9% at second 3 "
        "(00:03) to 14% at second 4 (00:04) (4 readings) "
        "[alpha.csv @ between second 1 (00:01) and second 5 (00:05)].")


def test_window_extremes_none_when_the_window_holds_no_reading():
    s = _series()
    assert window_extremes(s, "alpha.csv", "kb", 20.0, 30.0) is None
    assert window_extremes(s, "alpha.csv", "kb", 2.0, 2.0) is None  # only the missing cell
