"""noesis.units: whether the unit a question writes is the unit a measure declares."""

from __future__ import annotations

import pytest

from noesis.units import in_currency, unit_match


@pytest.mark.parametrize("said, declared, after, expected", [
    ("feet", "ft", True, True),            # pint's plural and symbol of one unit
    ("metres", "m", False, True),          # British spelling
    ("metres", "ft", True, False),         # a length, another unit
    ("km/h", "mph", True, False),
    ("km/h", "kph", True, True),
    ("kilometres per hour", "km/h", False, True),
    ("hours", "h", True, True),
    ("°F", "F", True, True),               # a letter after a number is a temperature scale
    ("F", "degF", True, True),
    ("C", "°F", True, False),
    ("degrees", "°C", True, True),         # "30 degrees" of a table in °C: its own degrees
    ("dollars", "USD", False, True),       # currencies by ISO code
    ("US dollars", "usd", True, True),
    ("pounds", "USD", True, False),        # a mass is no currency
    ("pounds", "lb", True, True),
    ("feet", None, True, False),           # a unit said, none declared: not the same
])
def test_a_unit_said_is_the_declared_unit_or_not(said, declared, after, expected):
    assert unit_match(said, declared, after_number=after) is expected


@pytest.mark.parametrize("said, after", [
    ("in", False), ("at", False), ("a", False), ("in", True),   # function words are never units
    ("F", False),                                               # a letter alone, not after a number
    ("percent", True), ("number", True),                        # a percent has its own rule; a count no unit
    ("blargs", True), ("people", False),
])
def test_words_that_are_no_unit(said, after):
    assert unit_match(said, "ft", after_number=after) is None


@pytest.mark.parametrize("unit, money", [("USD", True), ("dollars per gallon", True), ("euro per MWh", True),
                                         ("million gallons per day", False), ("%", False), ("ppm", False)])
def test_a_unit_in_a_currency(unit, money):
    assert in_currency(unit) is money
