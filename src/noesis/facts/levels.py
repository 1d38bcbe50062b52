"""Levels no one adds up over time: a temperature, a price, a rate, a population.

A sum of such a measure's readings over several positions ("the total temp_max in 2014", "the
total lifeExp of Japan") is no quantity, so neither the table queries nor the series
computations give it. A level named by other words ("solar" radiation: a day's insolation) may be
an amount a day and is left to the question."""

from __future__ import annotations

import re

__all__ = ["never_summed"]

_WORDS = frozenset({"temp", "temperature", "tmax", "tmin", "price", "prices", "rate", "rates", "index", "ratio",
                    "pct", "percent", "percentage", "share", "speed", "wind", "humidity", "pressure",
                    "concentration", "ppm", "level", "expectancy", "lifeexp", "cpi", "inflation", "unemployment",
                    "unemp", "pop", "population", "close", "open", "high", "low", "adj"})
_UNITS = frozenset({"%", "percent", "°c", "°f", "c", "f", "ppm"})


def never_summed(name: str, unit: str | None) -> bool:
    """Whether a measure so named (or in such a unit) is a level no one sums over time."""
    words = {w.lower() for w in re.split(r"[^A-Za-z]+|(?<=[a-z])(?=[A-Z])", name) if w}
    words.add(re.sub(r"[^a-z]", "", name.lower()))  # "lifeExp" whole
    return bool(words & _WORDS) or (unit or "").strip().lower() in _UNITS
