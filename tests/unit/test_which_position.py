""""At which second …?" asks for the position of an extreme: a maximum or minimum fact that
states its position answers it, on an axis the noun fits; "which programme" still needs a
ranking, and "in which year" on a clock axis is not answered by a second."""

from __future__ import annotations

import pytest

from noesis.answer.asked import unanswered_arithmetic
from noesis.answer.result import Operand, Result
from noesis.lang import ENGLISH, language_for, noun_fits_axis, which_nouns
from noesis.specs import AxisSpec

CLOCK = AxisSpec(name="second", kind="clock", unit="s")
YEARS = AxisSpec(name="year", kind="number")
DATES = AxisSpec(name="date", kind="date")


def extreme(stat: str = "min", positions: tuple[float, ...] = (1322.0,), kb: str = "tv") -> Result:
    return Result("fact", (Operand(kb, "a.csv", "Italia Sera", "share", stat, "14.2", "%", positions),))


def test_the_word_after_each_which():
    assert which_nouns("What was the lowest share and at which second?") == ("second",)
    assert which_nouns("Which programme peaked, and in which minute?") == ("programme", "minute")
    assert which_nouns("In quale anno?", language_for(["it"])) == ("anno",)
    assert which_nouns("What was the peak share?") == ()


@pytest.mark.parametrize(("noun", "axis", "fits"), [
    ("second", CLOCK, True), ("minute", CLOCK, True), ("moment", CLOCK, True), ("year", CLOCK, False),
    ("year", YEARS, True), ("month", YEARS, False), ("second", YEARS, False), ("time", YEARS, True),
    ("month", DATES, True), ("day", DATES, True), ("minute", DATES, False), ("programme", CLOCK, False),
    ("date", DATES, True),
])
def test_a_noun_fits_the_axes_it_names(noun, axis, fits):
    assert noun_fits_axis(noun, (axis.name, axis.kind, axis.unit), ENGLISH) is fits


def test_an_extreme_with_its_position_answers_which_position():
    q = "What was the lowest share of Italia Sera and at which second?"
    assert unanswered_arithmetic(q, ["Italia Sera", "share"], extreme(), ENGLISH, {"tv": CLOCK}) == frozenset()


@pytest.mark.parametrize(("question", "result", "axes"), [
    # the noun does not fit the axis: a second does not say which year
    ("In which year was the share of Italia Sera lowest?", extreme(), {"tv": CLOCK}),
    # a which that asks for a thing, not a position: a ranking answers it, one fact does not
    ("Which programme had the lowest share, and at which second?", extreme(), {"tv": CLOCK}),
    # no position stated
    ("At which second was the share of Italia Sera lowest?", extreme(positions=()), {"tv": CLOCK}),
    # a mean has no position to give
    ("At which second was the share of Italia Sera average?", extreme(stat="mean"), {"tv": CLOCK}),
    # no axis known for the result's KB
    ("At which second was the share of Italia Sera lowest?", extreme(), {}),
])
def test_which_stays_unanswered(question, result, axes):
    assert "which" in unanswered_arithmetic(question, ["Italia Sera", "share"], result, ENGLISH, axes)


def difference(a: str = "Italia Sera", b: str = "Notte Italiana", stat_b: str = "max") -> Result:
    return Result("difference", (Operand("tv", "a.csv", a, "share", "max", "37.5", "%", (146.0,)),
                                 Operand("tv", "b.csv", b, "share", stat_b, "36.5", "%", (1060.0,))), value="1.0")


def test_a_difference_of_two_entities_answers_which_of_them():
    q = "Which had the higher peak share, Italia Sera or Notte Italiana, and by how much?"
    assert unanswered_arithmetic(q, ["Italia Sera", "Notte Italiana", "share"], difference(), ENGLISH) == frozenset()


def test_a_difference_of_one_entity_or_two_statistics_does_not():
    q = "Which had the higher peak share, Italia Sera or Notte Italiana, and by how much?"
    names = ["Italia Sera", "Notte Italiana", "share"]
    assert "which" in unanswered_arithmetic(q, names, difference(b="Italia Sera"), ENGLISH)
    assert "which" in unanswered_arithmetic(q, names, difference(stat_b="min"), ENGLISH)


def test_a_count_of_readings_answers_the_condition_it_counts():
    met = Operand("r", "report.md", "Net income", "value", None, "53330", "thousands", (2019.0,))
    q = "How many years did net income exceed $30,000 thousand?"
    assert unanswered_arithmetic(q, ["net income"], Result("count", (met,), "1"), ENGLISH, {"r": YEARS}) == frozenset()
    # the same readings as values do not answer "exceed"
    assert "exceed" in unanswered_arithmetic(q, ["net income"], Result("value_at", (met,)), ENGLISH, {"r": YEARS})


def test_a_ratio_word_after_the_one_row_named_is_its_noun_and_after_two_a_ratio_asked():
    peak = Result("fact", (Operand("r", "report.md", "Net debt to EBITDA", "value", "max", "0.9", None, (2019.0,)),))
    q = "In which year was the net debt to EBITDA ratio larger?"
    assert unanswered_arithmetic(q, ["net debt to EBITDA"], peak, ENGLISH, {"r": YEARS}) == frozenset()
    two = "What was the Debt to Equity ratio in 2019?"
    reading = Result("multiple", (Operand("r", "report.md", "Debt", "value", None, "10", None, (2019.0,)),
                                  Operand("r", "report.md", "Equity", "value", None, "20", None, (2019.0,))))
    assert "ratio" in unanswered_arithmetic(two, ["Debt", "Equity"], reading, ENGLISH, {"r": YEARS})
