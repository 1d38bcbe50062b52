"""What a question asks on the axis that no window applies: one test per reason."""

import pytest

from noesis.manifest import AxisSpec
from noesis.query import NotApplied, Window, parse_addresses, unapplied
from noesis.query.unapplied import AMBIGUOUS_ORDER, NOT_UNDERSTOOD

DATE = AxisSpec("date", "date")
STAMP = AxisSpec("timestamp", "datetime")
YEAR = AxisSpec("year", "number")
CLOCK = AxisSpec("second", "clock")
SCORE = AxisSpec("position", "number")


def left(question: str, axis: AxisSpec) -> list[tuple[str, str]]:
    """What parse_addresses leaves unapplied in ``question``."""
    return [(n.text, n.why) for n in unapplied(question, parse_addresses(question, axis), axis)]


@pytest.mark.parametrize(
    ("question", "axis", "expected"),
    [
        ("What happened on 07/04/2013?", DATE, [("07/04/2013", AMBIGUOUS_ORDER)]),
        ("What happened on 07/04/2013?", STAMP, [("07/04/2013", AMBIGUOUS_ORDER)]),
        ("between 10:00 and 11:00", DATE,
         [("10:00", "the axis holds dates, not times"), ("11:00", "the axis holds dates, not times")]),
        ("What happened in 1987?", CLOCK, [("1987", "the axis 'second' (clock) cannot hold years")]),
        ("the 2023 season", SCORE, [("2023", "the axis 'position' (number) cannot hold years")]),
        ("in July 2013", YEAR, [("July 2013", "the axis 'year' holds years, not months")]),
        ("in July 2013", CLOCK, [("July 2013", "the axis 'second' (clock) cannot hold months")]),
        ("on 4 July 2013", YEAR, [("4 July 2013", "the axis 'year' holds years, not days")]),
        ("on 2013-02-30", DATE, [("2013-02-30", "not a calendar date")]),
        ("in July", DATE, [("in July", "no year given")]),
        ("on July 4", STAMP, [("on July 4", "no year given")]),
        ("at 10:00", STAMP, [("10:00", "a time of day with no date")]),
        ("after minute 30", CLOCK, [("after minute 30", NOT_UNDERSTOOD)]),
        ("before 2015", DATE, [("before 2015", NOT_UNDERSTOOD)]),
        ("since July 2013", DATE, [("since July 2013", NOT_UNDERSTOOD)]),
        ("goals in the first half", CLOCK, [("first half", NOT_UNDERSTOOD)]),
        ("in 2015 and 2017", DATE, [("2017", NOT_UNDERSTOOD)]),  # consecutive years are a range
    ],
)
def test_each_reason(question, axis, expected):
    assert left(question, axis) == expected


@pytest.mark.parametrize(
    ("question", "axis"),
    [
        ("What happened in July 2013?", DATE),
        ("from July to September 2013", STAMP),
        ("at 2013-07-04T18:00:00Z", STAMP),
        ("in 2015", YEAR),
        ("between 10:00 and 11:00", CLOCK),
        ("at minute 29", CLOCK),
        ("top 3 programmes with 37.5% on Route 66", DATE),
        ("compare 2 programmes with 1500 viewers", CLOCK),
        ("the 2015 share", CLOCK),
        ("What may happen after the goal?", DATE),
    ],
)
def test_applied_or_not_date_like_gives_nothing(question, axis):
    assert left(question, axis) == []


def test_declared_order_removes_the_ambiguity():
    axis = AxisSpec("date", "date", date_order="dmy")
    assert left("on 07/04/2013", axis) == []


def test_a_window_from_elsewhere_counts_as_applied():
    window = Window(0.0, 0.0, "point", "in 1987", 0.0)
    assert unapplied("What happened in 1987?", [window], CLOCK) == ()
    assert unapplied("What happened in 1987?", [], CLOCK) == (
        NotApplied("1987", "the axis 'second' (clock) cannot hold years"),)


def test_original_words_are_reported():
    assert left("Cosa è successo IN JULY?", DATE) == [("IN JULY", "no year given")]


def test_not_applied_is_frozen():
    with pytest.raises(AttributeError):
        NotApplied("x", "y").why = "z"  # type: ignore[misc]
