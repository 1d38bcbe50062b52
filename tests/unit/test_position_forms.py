"""Questions that ask where on the axis a row stands out (query/positionforms): the
direction of the extreme word, and whether "which …" asks a position on the axis."""

from __future__ import annotations

import pytest

from noesis.lang import ENGLISH
from noesis.manifest import AxisSpec
from noesis.query.positionforms import asked_extreme, asks_which_position


@pytest.mark.parametrize(("question", "direction"), [
    ("In which year were Additions larger?", "max"),
    ("In which year was the amount of Interest cost largest?", "max"),
    ("Which year was the ship management creditors lower?", "min"),
    ("In which year was Maintenance less than 15,000 thousands?", None),  # a threshold
    ("In which year was Maintenance less than15,000 thousands?", None),  # one token, still a threshold
    ("In which year was X larger but Y the smallest?", None),  # two directions
    ("In which year was X reported?", None),
    ("Was Cable at least 1000 in 2019?", None),  # a condition
])
def test_the_direction_of_the_extreme_word(question, direction):
    assert asked_extreme(question, ENGLISH) == direction


def test_which_asks_a_position_on_the_axis():
    years = AxisSpec("year", "number")
    assert asks_which_position("In which year were Additions larger?", years, ENGLISH)
    assert not asks_which_position("Which segment was larger in 2019?", years, ENGLISH)
    # a plural asks every position that answers ("which years did X exceed …")
    assert asks_which_position("Which years did net sales exceed $1,000 thousand?", years, ENGLISH)
    assert not asks_which_position("Which segments exceeded $1,000 thousand?", years, ENGLISH)
    # a year asked of a date axis (31 March 2018): the date does not state the fiscal year
    assert not asks_which_position("In which year was APJ larger?", AxisSpec("date", "date"), ENGLISH)


@pytest.mark.parametrize(("question", "op", "value", "factor", "percent"), [
    ("In which year was net income less than 100.0 million?", "<", 100.0, 1e6, False),
    ("Which years did deferred tax assets exceed $20,000 thousand?", ">", 20000.0, 1e3, False),
    ("In which year was the risk-free rate greater than 2.0%?", ">", 2.0, 1.0, True),
    ("In which year was other income less than -3,000 thousands?", "<", -3000.0, 1e3, False),
])
def test_the_threshold_a_question_sets(question, op, value, factor, percent):
    from noesis.query.positionforms import asked_threshold

    t = asked_threshold(question, ENGLISH)
    assert t is not None and (t.op, t.value, t.factor, t.percent) == (op, value, factor, percent)


def test_a_threshold_compares_on_the_readings_scale_or_not_at_all():
    from noesis.query.positionforms import asked_threshold

    t = asked_threshold("less than 1,000 thousands", ENGLISH)
    assert t.holds(510.0, "$ thousands") is True and t.holds(1310.0, "$ thousands") is False
    assert t.holds(0.9, "$ millions") is True  # 0.9 million < 1,000 thousand
    assert t.holds(510.0, None) is None  # a scaled threshold, readings of no stated scale
    assert asked_threshold("greater than 2.0%", ENGLISH).holds(2.5, "$ thousands") is None  # % against money
    assert asked_threshold("more than 5 and less than 9", ENGLISH) is None  # two thresholds


def test_a_question_listing_a_rows_positions():
    from noesis.answer.rowbinding import words_of
    from noesis.query.positionforms import lists_positions

    row = words_of("Total equity")
    assert lists_positions("In which years was the total equity calculated?", row, ENGLISH)
    assert not lists_positions("In which year was the total equity calculated?", row, ENGLISH)  # one year
    assert not lists_positions("In which years was the total equity restated by the auditors?", row, ENGLISH)
    assert lists_positions("What years are the total equity shown in the table?", row, ENGLISH)  # "what years"
    assert lists_positions("Which years does the table provide information for the total equity?", row, ENGLISH)


@pytest.mark.parametrize(("question", "axis", "counts"), [
    ("How many years did net income exceed $30,000 thousand?", AxisSpec("year", "number"), True),
    ("How many quarters did basic EPS exceed $0.30?", AxisSpec("year", "number"), False),  # no quarter axis
    # dated columns: counted as years (the answer checks each column is a year of its own)
    ("How many years did net income exceed $30,000 thousand?", AxisSpec("date", "date"), True),
    ("How many years did net income exceed $30,000 thousand?", AxisSpec("t", "datetime"), False),
    ("How many years did net income grow?", AxisSpec("year", "number"), False),  # no threshold
    ("How many segments exceeded $50 million in 2019?", AxisSpec("year", "number"), False),  # not positions
])
def test_a_count_of_positions_meeting_a_threshold(question, axis, counts):
    from noesis.query.positionforms import asks_position_count, counted_nouns

    assert asks_position_count(question, axis, ENGLISH) is counts
    assert counted_nouns("How many years did X exceed 5?", ENGLISH) == ("years",)
    assert counted_nouns("How many assumptions are used?", ENGLISH) == ()
