"""Each period's change from the one before (noesis.facts.steps): periods numbered on year and
date axes, gaps never bridged, the largest rise / fall / change with ties. Literal fixtures;
the expected numbers are worked out by hand here."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from noesis.facts.steps import consecutive_steps, largest_steps, period_index


def days(d: date) -> float:
    return float((d - date(1970, 1, 1)).days)


def test_periods_are_numbered_so_that_consecutive_ones_differ_by_one():
    assert period_index(1968.0, "year", "year") == 1968
    assert period_index(1968.0, "year", "month") is None  # a year axis has no months
    jan, feb = days(date(2012, 1, 31)), days(date(2012, 2, 1))
    assert period_index(feb, "date", "month") - period_index(jan, "date", "month") == 1
    assert period_index(days(date(2012, 12, 31)), "date", "quarter") + 1 == period_index(days(date(2013, 1, 1)), "date", "quarter")
    mon, sun = days(date(2024, 1, 1)), days(date(2024, 1, 7))  # 1 January 2024 is a Monday
    assert period_index(mon, "date", "week") == period_index(sun, "date", "week")
    assert period_index(sun + 1, "date", "week") == period_index(mon, "date", "week") + 1
    assert period_index(days(date(2012, 3, 1)) * 86400 + 3600, "datetime", "day") == date(2012, 3, 1).toordinal()


def test_a_gap_has_no_step_and_two_readings_in_one_period_none_at_all():
    readings = [(1950.0, Decimal("1.5")), (1951.0, Decimal("2.0")), (1953.0, Decimal("9.0")), (1954.0, Decimal("8.0"))]
    found = consecutive_steps(readings, "year", "year")
    assert [(s.before, s.at, s.change) for s in found.steps] == [(1950.0, 1951.0, Decimal("0.5")),
                                                                 (1953.0, 1954.0, Decimal("-1.0"))]
    assert found.gaps == 1  # 1953 has no 1952: never the 7.0 from 1951
    twice = consecutive_steps([(days(date(2012, 1, 1)), Decimal(1)), (days(date(2012, 1, 9)), Decimal(2))],
                              "date", "month")
    assert isinstance(twice, str) and "two readings fall in one month" in twice


def test_the_largest_rise_fall_and_change_with_ties_and_percent():
    found = consecutive_steps([(2000.0, Decimal(10)), (2001.0, Decimal(13)), (2002.0, Decimal(7)),
                               (2003.0, Decimal(10)), (2004.0, Decimal(5))], "year", "year")
    rise = largest_steps(found.steps, ">", percent=False)
    assert [s.at for s in rise] == [2001.0, 2003.0]  # +3 twice: both
    assert [s.at for s in largest_steps(found.steps, "<", percent=False)] == [2002.0]  # -6
    assert [s.at for s in largest_steps(found.steps, "", percent=False)] == [2002.0]  # |-6| the largest
    assert [s.at for s in largest_steps(found.steps, ">", percent=True)] == [2003.0]  # +42.86 % against +30 %
    assert rise[1].percent == Decimal("42.86")
    falling = consecutive_steps([(2000.0, Decimal(3)), (2001.0, Decimal(2))], "year", "year")
    assert largest_steps(falling.steps, ">", percent=False) == ()  # no rise: none named


def test_a_calendar_buckets_key_is_numbered_so_that_consecutive_buckets_differ_by_one():
    from noesis.facts.steps import bucket_period
    assert bucket_period(20134, "quarter") + 1 == bucket_period(20141, "quarter")
    assert bucket_period(201312, "month") + 1 == bucket_period(201401, "month")
    assert bucket_period(20130228, "day") + 1 == bucket_period(20130301, "day")
    found = consecutive_steps([(201311.0, Decimal(5)), (201312.0, Decimal(9)), (201402.0, Decimal(1))], "bucket", "month")
    assert [(s.at, s.change) for s in found.steps] == [(201312.0, Decimal(4))] and found.gaps == 1


def test_evenly_spaced_readings_step_from_one_reading_to_the_next():
    found = consecutive_steps([(1952.0, Decimal(1)), (1957.0, Decimal(4)), (1962.0, Decimal(5))], "year", "year")
    assert found.spacing == 5 and [(s.before, s.at) for s in found.steps] == [(1952.0, 1957.0), (1957.0, 1962.0)]
    uneven = consecutive_steps([(1952.0, Decimal(1)), (1957.0, Decimal(4)), (1959.0, Decimal(5))], "year", "year")
    assert uneven.spacing == 1 and uneven.steps == () and uneven.gaps == 2  # never bridged
