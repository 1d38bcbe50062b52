"""Each period's change from the one before ("which year saw the biggest jump in incidence"):
the readings of one series, one a period, paired with the reading of the period just before;
a period whose period before has no reading has no step (a gap is never bridged). Pure
functions over positions and values; the table query states and cites what they find."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

_EPOCH = date(1970, 1, 1)
PLACES = Decimal("0.01")
#: the calendar units a step may be taken over
STEP_UNITS = ("year", "quarter", "month", "week", "day")


@dataclass(frozen=True)
class Step:
    """The change from the reading at ``before`` to the one at ``at`` (consecutive periods)."""

    before: float
    at: float
    was: Decimal
    now: Decimal

    @property
    def change(self) -> Decimal:
        return self.now - self.was

    @property
    def percent(self) -> Decimal | None:
        if not self.was:
            return None
        return (self.change / abs(self.was) * 100).quantize(PLACES, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Steps:
    """Every step of a series, and how many of its periods have no reading the period before;
    ``spacing``: periods between the readings when every one is that many apart (a census every
    10 years, gapminder's every 5), the steps then from one reading to the next."""

    steps: tuple[Step, ...]
    gaps: int
    spacing: int = 1


def period_index(position: float, kind: str, unit: str) -> int | None:
    """The number of the calendar ``unit`` holding ``position`` (consecutive periods differ by
    one), on a year axis (``kind`` "year": the position is the year) or a date / datetime axis
    (days, or seconds, since 1970-01-01); None where the axis cannot say."""
    if kind == "year":
        return int(position) if unit == "year" else None
    if kind == "bucket":  # a calendar bucket's key: 2013, 20132 (Q2), 201306, 20130630
        return bucket_period(int(position), unit)
    if kind == "date":
        d = _EPOCH + timedelta(days=int(position // 1))
    elif kind == "datetime":
        d = _EPOCH + timedelta(seconds=int(position // 1))
    else:
        return None
    if unit == "year":
        return d.year
    if unit == "quarter":
        return d.year * 4 + (d.month - 1) // 3
    if unit == "month":
        return d.year * 12 + d.month - 1
    if unit == "week":
        return (d.toordinal() - 1) // 7  # weeks from Monday to Sunday
    if unit == "day":
        return d.toordinal()
    return None


def bucket_period(key: int, unit: str) -> int | None:
    """The number of the period a calendar bucket's key names (the store's keys: year 2013,
    quarter 20132, month 201306, day 20130630), consecutive periods one apart."""
    if unit == "year":
        return key
    if unit == "quarter":
        return (key // 10) * 4 + key % 10 - 1
    if unit == "month":
        return (key // 100) * 12 + key % 100 - 1
    if unit == "day":
        return date(key // 10000, key // 100 % 100, key % 100).toordinal()
    return None


def consecutive_steps(readings: Sequence[tuple[float, Decimal]], kind: str, unit: str) -> Steps | str:
    """The steps between readings of consecutive periods (``readings``: one ``(position,
    value)`` a period, any order), or why there are none to take: a period with two readings,
    positions the axis cannot place in periods."""
    indexed = []
    for p, v in sorted(readings):
        k = period_index(p, kind, unit)
        if k is None:
            return f"the table's positions cannot be placed in {unit}s"
        indexed.append((k, p, v))
    for (k1, p1, _), (k2, p2, _) in zip(indexed, indexed[1:], strict=False):
        if k1 == k2:
            return f"two readings fall in one {unit} ({p1:g} and {p2:g}): no one reading a {unit} to step from"
    pairs = list(zip(indexed, indexed[1:], strict=False))
    apart = {k2 - k1 for (k1, *_), (k2, *_) in pairs}
    if len(apart) == 1 and min(apart) > 1:  # evenly spaced readings: each from the one before
        return Steps(tuple(Step(p1, p2, v1, v2) for (_, p1, v1), (_, p2, v2) in pairs), 0, min(apart))
    steps = tuple(Step(p1, p2, v1, v2) for (k1, p1, v1), (k2, p2, v2) in pairs if k2 - k1 == 1)
    gaps = sum(1 for (k1, *_), (k2, *_) in pairs if k2 - k1 > 1)
    return Steps(steps, gaps)


def largest_steps(steps: Sequence[Step], direction: str, percent: bool) -> tuple[Step, ...]:
    """The steps ranked first (every tie): the largest rise (``direction`` ">"), the largest fall
    ("<"), or the largest change in size (""), by the change or (``percent``) its percent of the
    reading before (steps from a zero reading left out)."""
    def size(s: Step) -> Decimal | None:
        return s.percent if percent else s.change

    scored = [(size(s), s) for s in steps if size(s) is not None]
    if not scored:
        return ()
    if direction == ">":
        best = max(v for v, _ in scored)
        return tuple(s for v, s in scored if v == best) if best > 0 else ()
    if direction == "<":
        best = min(v for v, _ in scored)
        return tuple(s for v, s in scored if v == best) if best < 0 else ()
    best = max(abs(v) for v, _ in scored)
    return tuple(s for v, s in scored if abs(v) == best) if best else ()
