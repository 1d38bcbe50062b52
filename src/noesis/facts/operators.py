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
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Protocol, runtime_checkable

import numpy as np

from ..axis import format_number
from ..model import Fact, Series
from .levels import never_summed
from .statistics import series_statistics
from .tablequery import TableAnswer

#: the one rounding rule of query-time arithmetic: a percent change is rounded half-up to
#: two decimals when written; every other value is exact decimal arithmetic on stored values
PERCENT_PLACES = Decimal("0.01")


def rounded_percent(p: Decimal) -> Decimal:
    return p.quantize(PERCENT_PLACES, rounding=ROUND_HALF_UP)


def decimal_of(text: str) -> Decimal | None:
    """The stored value of a fact's object as a Decimal (``None`` when not a number)."""
    try:
        return Decimal(text)
    except (InvalidOperation, ValueError):
        return None


@runtime_checkable
class SelfDescribing(Protocol):
    """An operator result that states its own evidence: the values and positions it says,
    and the names it belongs to (verification reads these, never its sentence)."""

    def values(self) -> list[Decimal]: ...

    def points(self) -> set[float]: ...

    def names(self) -> list[str]: ...


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


@dataclass(frozen=True)
class WindowStatistic:
    """One statistic of one series over ``[start, end]``, computed at query time: the
    interval the question asked for, never the whole series."""

    kb: str
    source: str
    entity: str
    metric: str
    unit: str | None
    statistic: str
    start: float
    end: float
    value: float
    positions: tuple[float, ...]  # where a max/min/first/last sits (ties, earliest first)
    count: int  # readings inside the window

    kind = "window_statistic"

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.source,)

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class NearestReading:
    """No reading at the asked position: the readings either side of it (``before`` and
    ``after``, each ``(position, value)``), the nearer one first in ``position``/``value``."""

    kb: str
    source: str
    entity: str
    metric: str
    unit: str | None
    requested: float
    before: tuple[float, float]
    after: tuple[float, float]

    kind = "nearest"

    @property
    def nearest(self) -> tuple[float, float]:
        """The nearer neighbour (the earlier one on a tie)."""
        b, a = self.before, self.after
        return b if self.requested - b[0] <= a[0] - self.requested else a

    @property
    def position(self) -> float:
        return self.nearest[0]

    @property
    def value(self) -> float:
        return self.nearest[1]

    @property
    def distance(self) -> float:
        return abs(self.position - self.requested)

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.source,)

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class Change:
    """A series' change between two positions: the readings there, the difference and the
    percent change (of the first reading; none when it is 0)."""

    kb: str
    source: str
    entity: str
    metric: str
    unit: str | None
    start: float
    end: float
    first: float
    last: float
    diff: Decimal
    percent: Decimal | None

    kind = "change"

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.source,)

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class WindowRanking:
    """Every entity's value of one statistic over one interval, best first."""

    kb: str
    ordered: tuple[WindowStatistic, ...]
    highest: bool

    kind = "window_ranking"

    @property
    def winners(self) -> tuple[WindowStatistic, ...]:
        best = self.ordered[0].value
        return tuple(r for r in self.ordered if r.value == best)

    @property
    def sources(self) -> tuple[str, ...]:
        return tuple(r.source for r in self.winners)

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()


#: the operations across two rows at one position, by name
ROW_OPERATIONS = ("sum", "difference", "percent_of", "ratio")


@dataclass(frozen=True)
class AcrossRows:
    """Two rows' readings at one position combined: their ``sum``, the first less the second
    (``difference``), the first as a percentage of the second (``percent_of``, rounded to
    two decimals like a percent change) or the first over the second (``ratio``, four)."""

    kb: str
    operation: str  # ROW_OPERATIONS
    first: ValueAt
    second: ValueAt
    value: Decimal
    unit: str | None

    kind = "across_rows"

    @property
    def sources(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((self.first.source, self.second.source)))

    inputs: tuple[int, ...] = ()
    operands: tuple[Fact, ...] = ()

    def values(self) -> list[Decimal]:
        return [Decimal(format_number(v)) for v in (self.first.value, self.second.value, self.first.position)] + [
            self.value]

    def points(self) -> set[float]:
        return {self.first.position}

    def names(self) -> list[str]:
        return [self.first.entity, self.second.entity, *self.sources]


def across_rows(first: ValueAt, second: ValueAt, operation: str) -> AcrossRows | None:
    """``operation`` of two readings at one position; None when they are at different
    positions, a sum or difference of different units, or a share of zero."""
    if first.position != second.position or operation not in ROW_OPERATIONS:
        return None
    a, b = decimal_of(format_number(first.value)), decimal_of(format_number(second.value))
    if a is None or b is None:
        return None
    if operation in ("sum", "difference"):
        if first.unit != second.unit:
            return None
        return AcrossRows(first.kb, operation, first, second, a + b if operation == "sum" else a - b, first.unit)
    if b == 0 or first.unit != second.unit:
        return None
    if operation == "percent_of":
        return AcrossRows(first.kb, operation, first, second, rounded_percent(a / b * 100), "%")
    return AcrossRows(first.kb, operation, first, second, (a / b).quantize(Decimal("0.0001"), ROUND_HALF_UP), None)


Computation = (Difference | Ranking | ValueAt | WindowExtremes | WindowStatistic | NearestReading | Change
               | WindowRanking | TableAnswer | AcrossRows)


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


def _window(series: Series, start: float, end: float) -> tuple[np.ndarray, np.ndarray]:
    """The readings inside ``[start, end]`` (NaN dropped), positions ascending."""
    pos, vals = series.positions, series.values
    lo, hi = int(np.searchsorted(pos, start, "left")), int(np.searchsorted(pos, end, "right"))
    v, p = vals[lo:hi], pos[lo:hi]
    ok = ~np.isnan(v)
    return p[ok], v[ok]


def window_statistic(series: Series, source: str, kb: str, statistic: str, start: float,
                     end: float) -> WindowStatistic | None:
    """``statistic`` over the readings inside ``[start, end]`` (``None`` when there are none)."""
    p, v = _window(series, start, end)
    if not len(v) or statistic == "sum" and len(v) > 1 and never_summed(series.metric, series.unit):
        return None  # a level's readings over several positions add up to no quantity (:mod:`.levels`)
    sliced = Series(series.metric, series.entity, series.unit, p, v)
    ((stat, value, positions),) = series_statistics(sliced, (statistic,))
    return WindowStatistic(kb, source, series.entity, series.metric, series.unit, stat, start, end,
                           value, positions, len(v))


def nearest_reading(series: Series, source: str, kb: str, position: float) -> NearestReading | None:
    """The readings either side of ``position`` when none is exactly there and ``position``
    lies inside the series' span (past its ends there is no neighbour, only the series' edge)."""
    p, v = _window(series, -np.inf, np.inf)
    if not len(v) or not p[0] < position < p[-1]:
        return None
    i = int(np.searchsorted(p, position))  # p[i-1] < position < p[i]: no reading exactly there
    return NearestReading(kb, source, series.entity, series.metric, series.unit, position,
                          (float(p[i - 1]), float(v[i - 1])), (float(p[i]), float(v[i])))


def change(series: Series, source: str, kb: str, start: float, end: float) -> Change | None:
    """The change from the reading at ``start`` to the reading at ``end``; when the range's
    ends hold no reading (a year asked on a date axis: "from 2018 to 2019" is 2018-01-01 …
    2019-12-31), from its first to its last reading inside — the positions used are stated."""
    a, b = value_at(series, source, kb, start), value_at(series, source, kb, end)
    if a is None or b is None:
        p, v = _window(series, start, end)
        if len(v) < 2:
            return None
        (pa, va), (pb, vb) = (float(p[0]), float(v[0])), (float(p[-1]), float(v[-1]))
    else:
        (pa, va), (pb, vb) = (a.position, a.value), (b.position, b.value)
    first, last = Decimal(format_number(va)), Decimal(format_number(vb))
    diff = last - first
    percent = (diff / first * 100) if first != 0 else None
    return Change(kb, source, series.entity, series.metric, series.unit, pa, pb, va, vb, diff, percent)


def rank_readings(readings: Sequence[WindowStatistic], *, highest: bool) -> WindowRanking | None:
    """Readings of one statistic over one interval, best first (ties by entity name)."""
    if len(readings) < 2:
        return None
    ordered = sorted(readings, key=lambda r: (-r.value if highest else r.value, r.entity))
    return WindowRanking(ordered[0].kb, tuple(ordered), highest)
