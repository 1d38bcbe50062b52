"""Questions that ask where on the axis a row stands out (answer/positionforms): the
direction of the extreme word, and whether "which …" asks a position on the axis."""

from __future__ import annotations

import pytest

from noesis.answer.positionforms import asked_extreme, asks_which_position
from noesis.lang import ENGLISH
from noesis.manifest import AxisSpec


@pytest.mark.parametrize(("question", "direction"), [
    ("In which year were Additions larger?", "max"),
    ("In which year was the amount of Interest cost largest?", "max"),
    ("Which year was the ship management creditors lower?", "min"),
    ("In which year was Maintenance less than 15,000 thousands?", None),  # a threshold
    ("In which year was Maintenance less than15,000 thousands?", None),  # one token, still a threshold
    ("In which year was X larger but Y the smallest?", None),  # two directions
    ("In which year was X reported?", None),
])
def test_the_direction_of_the_extreme_word(question, direction):
    assert asked_extreme(question, ENGLISH) == direction


def test_which_asks_a_position_on_the_axis():
    years = AxisSpec("year", "number")
    assert asks_which_position("In which year were Additions larger?", years, ENGLISH)
    assert not asks_which_position("Which segment was larger in 2019?", years, ENGLISH)
    # a year asked of a date axis (31 March 2018): the date does not state the fiscal year
    assert not asks_which_position("In which year was APJ larger?", AxisSpec("date", "date"), ENGLISH)
