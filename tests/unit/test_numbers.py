"""The one reader of written numbers (noesis.numbers), one test per reading rule."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from noesis.numbers import has_decimals, numbers_in, readings


@pytest.mark.parametrize("token,values", [
    ("146", [D("146")]),
    ("0", [D("0")]),
    ("007", [D("7")]),
])
def test_digits(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token,values", [
    ("37.5", [D("37.5")]),
    ("37,5", [D("37.5")]),
    ("37.50", [D("37.50")]),
    ("1,2345", [D("1.2345")]),
    ("1234.567", [D("1234.567")]),  # four digits before the mark: not a thousands group
])
def test_one_mark_is_a_decimal_mark(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token,values", [
    ("1,000", [D("1000"), D("1.000")]),  # the 1,234.5 convention's reading first
    ("1.000", [D("1.000"), D("1000")]),
    ("999,999", [D("999999"), D("999.999")]),
])
def test_one_group_of_three_reads_both_ways(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token,values", [
    ("7,976,497", [D("7976497")]),
    ("7.976.497", [D("7976497")]),
    ("7 976 497", [D("7976497")]),
    ("7\u00a0976\u00a0497", [D("7976497")]),
    ("7\u202f976\u202f497", [D("7976497")]),
    ("7\u2009976", [D("7976")]),
])
def test_thousands_separators(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token,values", [
    ("1,234.5", [D("1234.5")]),
    ("1.234,5", [D("1234.5")]),
    ("7.976.497,25", [D("7976497.25")]),
    ("7 976 497,25", [D("7976497.25")]),
    ("12,345.678", [D("12345.678")]),
])
def test_thousands_then_the_other_mark(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token,values", [
    ("-12,5", [D("-12.5")]),
    ("\u221212,5", [D("-12.5")]),
    ("+3", [D("3")]),
    ("-1,000", [D("-1000"), D("-1.000")]),
])
def test_signs(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token,values", [
    ("37.5%", [D("37.5")]),
    ("37,5 %", [D("37.5")]),
    ("-2%", [D("-2")]),
])
def test_percent(token, values):
    assert readings(token) == values


@pytest.mark.parametrize("token", [
    "", "%", "-", "1.2.3", "1,23,456", "1.234.56", "1.234.567.8", "1,234,56", "1,,2",
    "1.", ",5", "12a", "1,234.567,8", "1.000.000.5",
])
def test_not_one_number(token):
    assert readings(token) == []


def test_has_decimals():
    assert has_decimals(D("12.0")) and has_decimals(D("1.000"))
    assert not has_decimals(D("12")) and not has_decimals(D("1000"))


def test_numbers_in_reads_whole_unsigned_tokens():
    assert numbers_in("peak 37,5% at second 146; 1,000 viewers") == [
        D("37.5"), D("146"), D("1000"), D("1.000")]
    assert numbers_in("versions 2.37.5 differ") == []
    assert numbers_in("−4 and 137.5") == [D("4"), D("137.5")]
    assert numbers_in("no numbers") == []


@pytest.mark.parametrize("value, shown", [(13.570212765957443, 13.5702), (0.0017084, 0.001708),
                                          (0.00171, 0.00171), (-0.000123456, -0.0001235), (0.0, 0.0)])
def test_a_statistic_is_stated_to_four_decimals_or_four_significant_digits(value, shown):
    from noesis.numbers import stated_round
    assert stated_round(value) == shown


@pytest.mark.parametrize("value, text", [(146.0, "146"), (37.5, "37.5"), (12.3456789, "12.345679"),
                                         (0.0017868, "0.0017868"), (0.000012345, "0.000012345"),
                                         (-0.0000001234, "-0.0000001234")])
def test_a_small_reading_keeps_its_digits_when_written(value, text):
    from noesis.axis import format_number
    assert format_number(value) == text
