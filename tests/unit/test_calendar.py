"""Calendar phrases: golden (question, axis, windows) on date, datetime and year axes."""

import calendar
from datetime import date

import pytest

from noesis.lang import language_for
from noesis.manifest import AxisSpec
from noesis.query import Window, parse_addresses
from noesis.query.calendar import numeric_date_readings

DATE = AxisSpec("date", "date")
DATE_MDY = AxisSpec("date", "date", date_order="mdy")
DATE_DMY = AxisSpec("date", "date", date_order="dmy")
STAMP = AxisSpec("timestamp", "datetime")
STAMP_DMY = AxisSpec("timestamp", "datetime", date_order="dmy")
YEAR = AxisSpec("year", "number")
CLOCK = AxisSpec("second", "clock")
ITALIAN = language_for(["it"])


def d(y: int, m: int, dd: int) -> float:
    """Days since 1970-01-01."""
    return float((date(y, m, dd) - date(1970, 1, 1)).days)


def t(y: int, m: int, dd: int, h: int = 0, mi: int = 0, s: int = 0) -> float:
    """Epoch seconds, UTC."""
    return float(calendar.timegm((y, m, dd, h, mi, s)))


def pt(value: float, text: str) -> Window:
    return Window(value, value, "point", text, value)


def rg(lo: float, hi: float, text: str) -> Window:
    return Window(lo, hi, "range", text, None)


JULY_D = (d(2013, 7, 1), d(2013, 7, 31))
JULY_T = (t(2013, 7, 1), t(2013, 8, 1) - 1)
DAY4_T = (t(2013, 7, 4), t(2013, 7, 5) - 1)

GOLDEN = [
    # months
    ("What happened in July 2013?", DATE, [rg(*JULY_D, "in July 2013")]),
    ("What happened in July 2013?", STAMP, [rg(*JULY_T, "in July 2013")]),
    ("Readings for Jul 2013", DATE, [rg(*JULY_D, "Jul 2013")]),
    ("Readings for Jul. 2013", DATE, [rg(*JULY_D, "Jul. 2013")]),
    ("Readings for Sept 2013", DATE, [rg(d(2013, 9, 1), d(2013, 9, 30), "Sept 2013")]),
    ("during February 2012", DATE, [rg(d(2012, 2, 1), d(2012, 2, 29), "during February 2012")]),
    ("in 2013-07", DATE, [rg(*JULY_D, "in 2013-07")]),
    ("in 2013-07", STAMP, [rg(*JULY_T, "in 2013-07")]),
    ("July of 2013", DATE, [rg(*JULY_D, "July of 2013")]),
    # days
    ("on 4 July 2013", DATE, [pt(d(2013, 7, 4), "on 4 July 2013")]),
    ("on 4 July 2013", STAMP, [rg(*DAY4_T, "on 4 July 2013")]),
    ("on July 4, 2013", DATE, [pt(d(2013, 7, 4), "on July 4, 2013")]),
    ("July 4 2013 readings", DATE, [pt(d(2013, 7, 4), "July 4 2013")]),
    ("on 4th July 2013", DATE, [pt(d(2013, 7, 4), "on 4th July 2013")]),
    ("on the 4th of July 2013", DATE, [pt(d(2013, 7, 4), "on the 4th of July 2013")]),
    ("on 2013-07-04", DATE, [pt(d(2013, 7, 4), "on 2013-07-04")]),
    ("on 2013/07/04", DATE, [pt(d(2013, 7, 4), "on 2013/07/04")]),
    ("on 07/04/2013", DATE_MDY, [pt(d(2013, 7, 4), "on 07/04/2013")]),
    ("on 07/04/2013", DATE_DMY, [pt(d(2013, 4, 7), "on 07/04/2013")]),
    ("on 07.04.2013", DATE_DMY, [pt(d(2013, 4, 7), "on 07.04.2013")]),
    ("on 07/04/2013", STAMP_DMY, [rg(t(2013, 4, 7), t(2013, 4, 8) - 1, "on 07/04/2013")]),
    ("on 25/12/2013", DATE, [pt(d(2013, 12, 25), "on 25/12/2013")]),  # one reading only
    ("on 07/07/2013", DATE, [pt(d(2013, 7, 7), "on 07/07/2013")]),
    ("on 07/04/2013", DATE, []),  # ambiguous with no declared order
    ("on 13/25/2013", DATE_MDY, []),  # no such date in the declared order
    ("on 2013-02-30", DATE, []),
    # moments
    ("at 2013-07-04T18:00:00Z", STAMP, [pt(t(2013, 7, 4, 18), "at 2013-07-04T18:00:00Z")]),
    ("at 2013-07-04T18:00Z", STAMP, [pt(t(2013, 7, 4, 18), "at 2013-07-04T18:00Z")]),
    ("at 2013-07-04T18:00:00+02:00", STAMP, [pt(t(2013, 7, 4, 16), "at 2013-07-04T18:00:00+02:00")]),
    ("at 2013-07-04T18:00:00Z", DATE, [pt(d(2013, 7, 4), "at 2013-07-04T18:00:00Z")]),
    # ranges
    ("from July 2013 to September 2013", DATE,
     [rg(d(2013, 7, 1), d(2013, 9, 30), "from July 2013 to September 2013")]),
    ("from July 2013 to September 2013", STAMP,
     [rg(t(2013, 7, 1), t(2013, 10, 1) - 1, "from July 2013 to September 2013")]),
    ("from July to September 2013", DATE,
     [rg(d(2013, 7, 1), d(2013, 9, 30), "from July to September 2013")]),
    ("between 4 July 2013 and 6 July 2013", DATE,
     [rg(d(2013, 7, 4), d(2013, 7, 6), "between 4 July 2013 and 6 July 2013")]),
    ("between 4 and 6 July 2013", STAMP,
     [rg(t(2013, 7, 4), t(2013, 7, 7) - 1, "between 4 and 6 July 2013")]),
    ("from 2012 to July 2013", DATE, [rg(d(2012, 1, 1), d(2013, 7, 31), "from 2012 to July 2013")]),
    ("from 1952 to 2007", DATE, [rg(d(1952, 1, 1), d(2007, 12, 31), "from 1952 to 2007")]),
    ("between 2013-07-04 and 2013-07-06", DATE,
     [rg(d(2013, 7, 4), d(2013, 7, 6), "between 2013-07-04 and 2013-07-06")]),
    ("around July 2013", DATE, [Window(d(2013, 7, 1) - 3, d(2013, 7, 31) + 3, "around",
                                       "around July 2013", d(2013, 7, 1))]),
    # Italian month words only when Italian is selected
    ("nel luglio 2013", DATE, []),
    # number(year) axis: years stay the grammar's, months and days are no year
    ("from 1952 to 2007", YEAR, [rg(1952.0, 2007.0, "from 1952 to 2007")]),
    ("in 2015", YEAR, [pt(2015.0, "in 2015")]),
    ("in 2013-07", YEAR, []),
    ("in July 2013", YEAR, []),
    ("at 2013-07-04T18:00:00Z", YEAR, []),
    # a clock axis reads no clock time inside a datetime's offset
    ("at 2013-07-04T18:00:00+02:00", CLOCK, []),
    # no false dates
    ("the top 3 programmes", DATE, []),
    ("a share of 37.5%", STAMP, []),
    ("driving Route 66", DATE, []),
    ("compare 2 programmes", STAMP, []),
    ("the 2010-11 season", DATE, []),
    ("What may happen next?", DATE, []),
    ("in July", DATE, []),
]


@pytest.mark.parametrize(("question", "axis", "expected"), GOLDEN,
                         ids=[f"{a.kind}:{q}" for q, a, _ in GOLDEN])
def test_golden_calendar_windows(question, axis, expected):
    assert parse_addresses(question, axis) == expected


def test_italian_month_words_when_italian_is_selected():
    assert parse_addresses("nel luglio 2013", DATE, language=ITALIAN) == [
        rg(*JULY_D, "nel luglio 2013")]
    assert parse_addresses("il 4 luglio 2013", DATE, language=ITALIAN) == [
        pt(d(2013, 7, 4), "4 luglio 2013")]
    assert parse_addresses("dal 1° luglio 2013 al 3 luglio 2013", DATE, language=ITALIAN) == [
        rg(d(2013, 7, 1), d(2013, 7, 3), "dal 1° luglio 2013 al 3 luglio 2013")]


def test_calendar_phrase_beats_the_grammar_year_it_overlaps():
    # the grammar alone reads "in 2013" here; the month is the narrower, truer reading
    (w,) = parse_addresses("What happened in 2013-07?", DATE)
    assert (w.start, w.end, w.text) == (*JULY_D, "in 2013-07")


def test_grammar_range_strictly_containing_calendar_phrases_wins():
    (w,) = parse_addresses("from 2013-07-04 at 14:00 to 2013-07-04 at 15:00", STAMP)
    assert (w.start, w.end) == (t(2013, 7, 4, 14), t(2013, 7, 4, 15))


def test_two_phrases_in_one_question_keep_their_own_words():
    got = parse_addresses("Compare July 2013 with 4 August 2013", DATE)
    assert got == [rg(*JULY_D, "July 2013"), pt(d(2013, 8, 4), "4 August 2013")]


@pytest.mark.parametrize(
    ("a", "b", "order", "expected"),
    [
        (7, 4, None, (date(2013, 4, 7), date(2013, 7, 4))),
        (7, 4, "dmy", (date(2013, 4, 7),)),
        (7, 4, "mdy", (date(2013, 7, 4),)),
        (25, 12, None, (date(2013, 12, 25),)),
        (7, 7, None, (date(2013, 7, 7),)),
        (13, 25, None, ()),
    ],
)
def test_numeric_date_readings(a, b, order, expected):
    assert numeric_date_readings(a, b, 2013, order) == expected
