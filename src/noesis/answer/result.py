"""The typed result of an answer the engine resolved: the operation, its operands and its
value, so a program can use the number without parsing prose (``noesis ask --json``'s
``result``, the HTTP API's ``result``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from ..axis import format_number, format_position
from ..facts.operators import (
    AcrossRows,
    Change,
    Computation,
    Difference,
    NearestReading,
    Ranking,
    ValueAt,
    WindowExtremes,
    WindowRanking,
    WindowStatistic,
    rounded_percent,
)
from ..facts.tablequery import TableAnswer, position_text
from ..model import Fact
from ..numbers import stated_round
from ..specs import AxisSpec


@dataclass(frozen=True)
class Operand:
    """One value the answer states, with where it comes from."""

    kb: str
    source: str
    entity: str
    metric: str | None
    statistic: str | None
    value: str  # as stored / computed, exactly
    unit: str | None
    positions: tuple[float, ...] = ()
    positions_text: tuple[str, ...] = ()
    window: tuple[float, float] | None = None


@dataclass(frozen=True)
class Result:
    operation: str  # fact | curated | difference | ranking | value_at | nearest | window_statistic | change | positions | rows_<op> | refusal
    operands: tuple[Operand, ...] = ()
    value: str | None = None  # what the operation computed (a difference, a change) beyond its operands
    unit: str | None = None
    percent: str | None = None  # a percent change, rounded half-up to two decimals
    not_covered: tuple[str, ...] = ()  # names the answer states it has no data for, or finds ambiguous
    #: the question's words the plan did not apply (the answer then gives no number)
    not_applied: tuple[str, ...] = ()
    #: why the engine gives no computed answer (a refusal): an unknown measure, a date
    #: outside the data, a name that is no value of the table …
    reason: str | None = None
    reason_kind: str | None = None
    #: how the value was computed ("sum of the 12 monthly readings")
    how: str | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def _fmt(v: float) -> str:
    return format_number(v)


def fact_operand(kb: str, f: Fact, axis: AxisSpec) -> Operand:
    positions = f.positions or ((f.position,) if f.position is not None else ())
    return Operand(kb, f.source, f.subject, f.metric, f.statistic if f.origin == "computed" else f.predicate,
                   f.object, f.unit, tuple(positions), tuple(format_position(p, axis.kind) for p in positions))


def _reading(c: ValueAt | WindowStatistic, axis: AxisSpec, stat: str | None) -> Operand:
    if isinstance(c, WindowStatistic):
        pos, window = c.positions, (c.start, c.end)
        value = _fmt(stated_round(c.value)) if c.statistic == "mean" else _fmt(c.value)
    else:
        pos, window, value = (c.position,), None, _fmt(c.value)
    return Operand(c.kb, c.source, c.entity, c.metric, stat, value, c.unit, tuple(pos),
                   tuple(format_position(p, axis.kind) for p in pos), window)


def computation_result(c: Computation, axis: AxisSpec) -> Result:
    """The result of one operator, its operands in order."""
    if isinstance(c, AcrossRows):
        ops = (_reading(c.first, axis, None), _reading(c.second, axis, None))
        return Result(f"rows_{c.operation}", ops, format(c.value, "f"), c.unit)
    if isinstance(c, Difference):
        ops = (fact_operand(c.kb, c.larger, axis), fact_operand(c.kb, c.smaller, axis))
        return Result("difference", ops, format(c.diff, "f"), c.larger.unit)
    if isinstance(c, Ranking):
        return Result("ranking", tuple(fact_operand(kb, f, axis) for kb, f in c.ordered))
    if isinstance(c, WindowRanking):
        return Result("ranking", tuple(_reading(r, axis, r.statistic) for r in c.ordered))
    if isinstance(c, ValueAt):
        return Result("value_at", (_reading(c, axis, None),))
    if isinstance(c, NearestReading):
        sides = tuple(Operand(c.kb, c.source, c.entity, c.metric, None, _fmt(v), c.unit, (p,),
                              (format_position(p, axis.kind),)) for p, v in (c.nearest, *[x for x in (c.before, c.after) if x != c.nearest]))
        return Result("nearest", sides)
    if isinstance(c, WindowStatistic):
        return Result("window_statistic", (_reading(c, axis, c.statistic),))
    if isinstance(c, Change):
        ends = tuple(Operand(c.kb, c.source, c.entity, c.metric, None, _fmt(v), c.unit, (p,),
                             (format_position(p, axis.kind),)) for v, p in ((c.first, c.start), (c.last, c.end)))
        pct = None if c.percent is None else format(rounded_percent(c.percent), "f")
        return Result("change", ends, format(c.diff, "f"), c.unit, pct)
    assert isinstance(c, WindowExtremes)
    lo = Operand(c.kb, c.source, c.entity, c.metric, "min", _fmt(c.min_value), c.unit, (c.min_position,),
                 (format_position(c.min_position, axis.kind),), (c.start, c.end))
    hi = Operand(c.kb, c.source, c.entity, c.metric, "max", _fmt(c.max_value), c.unit, (c.max_position,),
                 (format_position(c.max_position, axis.kind),), (c.start, c.end))
    return Result("window_extremes", (lo, hi))


def table_result(a: TableAnswer) -> Result:
    """The result of a table query: its readings in order, the computed value beside them."""
    op = {"value": "value_at" if not a.how else "window_statistic", "max": "window_statistic",
          "min": "window_statistic"}.get(a.query.op, a.query.op)
    if a.query.op in ("mean", "sum", "count", "first", "last", "median", "stdev"):
        op = "window_statistic"
    stat = a.query.statistic or None
    window = a.query.scope.one_interval() if a.query.scope is not None else None
    ops = tuple(Operand(a.kb, a.source, r.label, a.query.measure, stat, _fmt(r.value), a.unit, tuple(r.positions),
                        tuple(position_text(p, a.time_kind) for p in r.positions), window) for r in a.readings)
    value = None if a.value is None else format(a.value, "f")
    pct = None if a.percent is None else format(a.percent, "f")
    return Result(op, ops, value, a.unit, pct, how=a.how or None)


def combined(results: Sequence[Result], not_covered: Sequence[str] = ()) -> Result:
    """One result for an answer that states several: a single one as is, else ``multiple``."""
    if len(results) == 1:
        r = results[0]
        return Result(r.operation, r.operands, r.value, r.unit, r.percent, tuple(not_covered))
    return Result("multiple", tuple(o for r in results for o in r.operands), not_covered=tuple(not_covered))
