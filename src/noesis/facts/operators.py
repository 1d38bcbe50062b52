"""Query-time operators over stored facts and series: typed results, no text.

Each operator is a pure function that records its operands (the facts or the series it
read) beside its result, so rendering (``context.sentences``), verification and the
deterministic answer all read the same object instead of re-parsing a sentence.

Arithmetic is decimal on the values exactly as stored, so 37.5 − 36.5 is 1.0, never
0.9999999; a ratio is rounded to four decimals when rendered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

import numpy as np

from ..model import Fact, Series


def decimal_of(text: str) -> Decimal | None:
    """The stored value of a fact's object as a Decimal (``None`` when not a number)."""
    try:
        return Decimal(text)
    except (InvalidOperation, ValueError):
        return None


@dataclass(frozen=True)
class Difference:
    """``larger`` vs ``smaller``: one metric and statistic of two entities."""

    kb: str
    larger: Fact
    smaller: Fact
    diff: Decimal
    ratio: Decimal | None  # only when the question asks for one

    kind = "difference"

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.larger.source, self.smaller.source)

    @property
    def inputs(self) -> tuple[int, ...]:
        return (self.larger.id, self.smaller.id)

    @property
    def operands(self) -> tuple[Fact, ...]:
        return (self.larger, self.smaller)


@dataclass(frozen=True)
class Ranking:
    """Every entity's value of one statistic of one metric, best first."""

    kb: str  # the first winner's KB
    ordered: tuple[tuple[str, Fact], ...]  # (kb, fact), best first
    winners: tuple[tuple[str, Fact], ...]
    highest: bool

    kind = "ranking"

    @property
    def sources(self) -> tuple[str, ...]:
        return tuple(f.source for _k, f in self.winners)

    @property
    def inputs(self) -> tuple[int, ...]:
        return tuple(f.id for _k, f in self.ordered)

    @property
    def operands(self) -> tuple[Fact, ...]:
        return tuple(f for _k, f in self.ordered)


@dataclass(frozen=True)
class ValueAt:
    """The reading of one series at one position."""

    kb: str
    source: str
    entity: str
    metric: str
    unit: str | None
    position: float
    value: float

    kind = "value_at"

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.source,)

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class WindowExtremes:
    """The lowest and highest reading of one series inside ``[start, end]``."""

    kb: str
    source: str
    entity: str
    metric: str
    unit: str | None
    start: float
    end: float
    min_value: float
    min_position: float
    max_value: float
    max_position: float
    count: int

    kind = "window"

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.source,)

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()


Computation = Difference | Ranking | ValueAt | WindowExtremes


def difference(a: Fact, b: Fact, kb: str, *, ratio: bool = False) -> Difference | None:
    """``a`` vs ``b`` (same metric and statistic); the larger is named first."""
    da, db = decimal_of(a.object), decimal_of(b.object)
    if da is None or db is None:
        return None
    if db > da:
        a, b, da, db = b, a, db, da
    times = da / db if ratio and db != 0 else None
    return Difference(kb, a, b, da - db, times)


def ranking(facts: Sequence[tuple[str, Fact]]) -> Ranking | None:
    """``(kb, fact)`` pairs of one metric and one statistic (``max`` ranks highest first,
    ``min`` lowest first), or ``None`` when there is nothing to rank."""
    vals = [(kb, f, decimal_of(f.object)) for kb, f in facts]
    vals = [(kb, f, d) for kb, f, d in vals if d is not None]
    if len(vals) < 2:
        return None
    first = vals[0][1]
    if first.statistic not in ("max", "min") or any(
        f.statistic != first.statistic or f.metric != first.metric for _k, f, _d in vals
    ):
        return None
    highest = first.statistic == "max"
    vals.sort(key=lambda x: (-x[2] if highest else x[2], x[1].subject))
    best = vals[0][2]
    winners = tuple((kb, f) for kb, f, d in vals if d == best)
    return Ranking(winners[0][0], tuple((kb, f) for kb, f, _d in vals), winners, highest)


def value_at(series: Series, source: str, kb: str, position: float) -> ValueAt | None:
    """The reading at exactly ``position``, or ``None`` when there is none."""
    pos, vals = series.positions, series.values
    i = int(np.searchsorted(pos, position))
    if i < len(pos) and pos[i] == position and not np.isnan(vals[i]):
        return ValueAt(kb, source, series.entity, series.metric, series.unit, position, float(vals[i]))
    return None


def window_extremes(series: Series, source: str, kb: str, start: float, end: float) -> WindowExtremes | None:
    """The extremes of the readings inside ``[start, end]``, or ``None`` when it holds none."""
    pos, vals = series.positions, series.values
    lo, hi = int(np.searchsorted(pos, start, "left")), int(np.searchsorted(pos, end, "right"))
    v, p = vals[lo:hi], pos[lo:hi]
    ok = ~np.isnan(v)
    if not ok.any():
        return None
    v, p = v[ok], p[ok]
    imax, imin = int(np.argmax(v)), int(np.argmin(v))
    return WindowExtremes(kb, source, series.entity, series.metric, series.unit, start, end,
                          float(v[imin]), float(p[imin]), float(v[imax]), float(p[imax]), len(v))
