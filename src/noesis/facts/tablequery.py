"""A compiled :class:`~noesis.relation.TableQuery` executed by the store: a typed
:class:`TableAnswer` that states its own values, positions and owners, or a
:class:`TableRefusal` with the reason.

Every aggregate runs in the store (``aggregate`` over the rows a :class:`RowQuery` selects);
the arithmetic between aggregates (a difference, a percent change, a share) is decimal on
the values as the store returns them. Several rows where the question asks for one value are
never collapsed silently: they sum (a flow), average (a level) or are asked back.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Protocol

from ..axis import (
    SEASON,
    describe_position,
    format_number,
    format_position,
    readings_phrase,
    season_label,
)
from ..numbers import stated_round
from ..relation import (
    MEASURES,
    RECURRING_BUCKETS,
    TIMES,
    AggregateQuery,
    AggregateRow,
    Condition,
    Filter,
    RowQuery,
    TableQuery,
    TableSchema,
    TimeScope,
    unnamed_column,
)
from .correlation import MIN_PAIRS, pearson
from .levels import never_summed
from .steps import Step, consecutive_steps, largest_steps

PLACES = Decimal("0.01")
#: a reading's label that is a number the answer states (a year bucket, an id)
_NUMBER_LABEL = re.compile(r"^-?\d+(?:\.\d+)?$")
#: a calendar bucket's label (:func:`bucket_label`): its numbers are the bucket's, not values
_BUCKET_LABEL = re.compile(r"^\d{4}(?:-\d{2}(?:-\d{2})?| Q[1-4])$")


class RelationStore(Protocol):
    def aggregate(self, q: AggregateQuery) -> list[AggregateRow]: ...


@dataclass(frozen=True)
class TableReading:
    """One value the answer states: whose (``label``), how many rows it is of, and where."""

    label: str
    value: float
    count: int
    positions: tuple[float, ...] = ()
    #: a calendar bucket's bounds on the axis ("2013-07-16" of an hourly axis): the interval its
    #: label states
    span: tuple[float, float] | None = None


@dataclass(frozen=True)
class TableAnswer:
    """The result of one table query (the operator result protocol: ``sources``,
    ``values()``, ``points()``, ``names()``, ``sentence``)."""

    kb: str
    source: str
    query: TableQuery
    unit: str | None
    readings: tuple[TableReading, ...]  # the operands, the answer's first
    value: Decimal | None  # what the operation computed: the reading, a difference, a share …
    percent: Decimal | None
    how: str  # "sum of the 12 monthly readings"
    sentence: str
    time_kind: str = "number"
    #: dimension values the answer states (an attribute's text value)
    stated: tuple[str, ...] = ()
    #: how many groups a ranking ranked ("of 12 quarters"), 0 for none
    ranked: int = 0
    #: other counts the sentence states ("of 101 readings, 101 series")
    counts: tuple[int, ...] = ()

    kind = "table_query"
    inputs: tuple[int, ...] = ()
    operands: tuple = ()

    @property
    def sources(self) -> tuple[str, ...]:
        return (self.source,)

    @property
    def entity(self) -> str:
        return self.readings[0].label if self.readings else ""

    @property
    def metric(self) -> str:
        return self.query.measure

    @property
    def measures(self) -> tuple[str, ...]:
        """The measures whose values it states: the compared ones across measures, else its one."""
        if self.query.over == MEASURES:
            return self.query.members
        return (self.query.measure, *self.query.derived)  # a difference is stated of both its measures

    def values(self) -> list[Decimal]:
        out = [Decimal(format_number(r.value)) for r in self.readings]
        out += [Decimal(r.count) for r in self.readings]
        out += [Decimal(r.label) for r in self.readings if _NUMBER_LABEL.match(r.label)]  # a year bucket: 1982
        out += [Decimal(n) for r in self.readings if _BUCKET_LABEL.match(r.label)  # a month's, a quarter's: 2013-08
                for n in re.findall(r"\d+", r.label)]
        out += [v for v in (self.value, self.percent) if v is not None]
        return out + ([Decimal(self.ranked)] if self.ranked else []) + [Decimal(n) for n in self.counts]

    def points(self) -> set[float]:
        """The readings' positions, and the bounds of the scope it was computed over (the
        sentence states them: "in Q3 2014 (from July to September 2014)")."""
        scopes = (self.query.scope, *(self.query.ends or ()))  # a change states both ends' intervals
        bounds = {b for s in scopes if s is not None and s.label for lo_hi in (*s.intervals, *s.stated) for b in lo_hi}
        return self.reading_points() | bounds

    def reading_points(self) -> set[float]:
        """Where its readings are (the operands' positions): what a citation points at."""
        return {p for r in self.readings for p in (*r.positions, *(r.span or ()))}

    def names(self) -> list[str]:
        return ([r.label for r in self.readings if r.label] + list(self.query.members) + list(self.stated)
                + [v for f in self.query.filters for v in f.values] + [self.source])


@dataclass(frozen=True)
class TableRefusal:
    kb: str
    source: str
    reason_kind: str
    reason: str


Executed = TableAnswer | TableRefusal


# --------------------------------------------------------------------------- helpers
#: dimension values that name nothing on their own: labelled with their column ("smoker Yes")
BARE_VALUES = frozenset({"yes", "no", "true", "false", "y", "n"})


def _label(schema: TableSchema, columns: Sequence[str], values: Sequence[object]) -> str:
    """A group's name: its values, an id's, a number's, a yes / no or a single letter after its
    column's name ("Pig 4601", "smoker Yes", "plate a": never a bare "Yes is higher")."""
    parts = []
    for c, v in zip(columns, values, strict=True):
        d = schema.dimension(c)
        text = format_number(v) if isinstance(v, (int, float)) else str(v)
        bare = isinstance(v, (int, float)) or text.strip().lower() in BARE_VALUES or len(text.strip()) == 1
        parts.append(f"{c} {text}" if d is not None and (d.kind == "id" or bare) else text)
    return " · ".join(parts)


def _unbound(schema: TableSchema, q: TableQuery) -> tuple[str, ...]:
    """The grain's dimensions the question does not filter on (each may still hold one value);
    never one headed ``time`` beside a time axis (the store's ``time`` is the axis there)."""
    bound = {f.column for f in q.filters} | ({q.over} if q.over else set())
    clash = {TIME_KEY} if schema.time is not None else set()
    if _beside(schema, q.measure):  # a row's Total is no member's: its row is named without one
        clash.add(schema.wide.dimension)
    return tuple(c for c in schema.grain if schema.dimension(c) is not None and c not in bound and c not in clash)


def _rows(q: TableQuery, scope: TimeScope | None, filters: tuple[Filter, ...] | None = None) -> RowQuery:
    return RowQuery(q.source, q.filters if filters is None else filters,
                    intervals=scope.intervals if scope is not None else (), conditions=q.conditions,
                    excluded=q.excluded)


def _dec(v: float) -> Decimal:
    return Decimal(format_number(v))


#: the store's group key of the time axis (a dimension so headed is only one where there is no axis)
TIME_KEY = "time"

#: a statistic as a sentence over several readings names it ("mean of the 12 monthly readings")
STATISTIC_NAMES = {"sum": "sum", "mean": "mean", "max": "highest", "min": "lowest", "count": "count",
                   "first": "first", "last": "last", "median": "median",
                   "stdev": "standard deviation (n − 1)"}

#: a group's statistic as the answer says it before the measure ("the average pop")
STATISTIC_WORDS = {"sum": "total", "mean": "average", "count": "number of readings of", "max": "highest",
                   "min": "lowest", "first": "first", "last": "last", "median": "median",
                   "stdev": "standard deviation (n − 1) of"}

#: the pseudo axis kind of a month-day axis (positions month × 100 + day, no year)
MONTH_DAY = "month-day"
#: the pseudo axis kind of a year axis (positions are year numbers: "in 1952")
YEAR = "year"


def _pos(p: float, kind: str) -> str:
    if kind == YEAR:
        return format_number(p)
    if kind.startswith(SEASON):  # "season-2": a season as its column writes it, "1920-21"
        return season_label(p, kind[len(SEASON):])
    if kind == MONTH_DAY:
        m, d = divmod(int(p), 100)
        return f"{calendar.month_name[m]} {d}" if 1 <= m <= 12 else format_number(p)
    return format_position(p, kind)


def position_text(p: float, kind: str) -> str:
    """A position as the answer writes it (a month-day axis: "06-11")."""
    return _pos(p, kind)


def _when(positions: Sequence[float], kind: str, axis_name: str = "", counted: str = "") -> str:
    """Where readings are, as the answer says it; ``counted``: what a number axis's positions
    count, its column's name ("at day 307", never a bare "at 307")."""
    if not positions:
        return ""
    texts = [describe_position(p, axis_name, kind) if kind == "clock" and axis_name
             else f"{counted} {_pos(p, kind)}" if counted else _pos(p, kind) for p in positions[:5]]
    if len(positions) > 5:
        texts.append(f"{len(positions) - 5} more")
    shown = texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " and " + texts[-1]
    if kind == YEAR or kind.startswith(SEASON):
        return f" in {shown}"
    return f" on {shown}" if kind in ("date", "datetime", MONTH_DAY) else f" at {shown}"


def _counted_by(f: Frame) -> str:
    """The name of a number axis's one column when it says what the positions count ("day",
    "week", "Time"): written before a position; "" for a calendar or an unnamed column."""
    time = f.schema.time
    if f.kind != "number" or time is None or len(time.columns) != 1 or unnamed_column(time.columns[0]):
        return ""
    return time.columns[0]


def _scope_words(scope: TimeScope | None) -> str:
    if scope is None or not scope.label:
        return ""
    return f" {scope.label}"


def _unit(v: str, unit: str | None) -> str:
    if not unit:
        return v
    return f"{v}{unit}" if unit == "%" else f"{v} {unit}"


#: units a difference of whose readings is stated in percentage points
PERCENT_UNITS = frozenset({"%", "percent", "percentage", "per cent"})


def _difference_unit(unit: str | None) -> str | None:
    """The unit a difference of two readings is stated in: "percentage points" for a measure
    in percent (3.5 points apart is not 3.5 % of anything), else the measure's own."""
    return "percentage points" if unit is not None and unit.strip().lower() in PERCENT_UNITS else unit


def _varying(store: RelationStore, q: TableQuery, schema: TableSchema, scope: TimeScope | None,
             filters: tuple[Filter, ...] | None = None) -> tuple[tuple[str, ...], list[AggregateRow]]:
    """The unbound grain dimensions that take several values in the selected rows, and the
    groups over them."""
    cols = _unbound(schema, q)
    if not cols:
        return (), []
    groups = [g for g in store.aggregate(AggregateQuery(_rows(q, scope, filters), q.measure, "count", cols)) if g.count]
    if len(groups) <= 1:
        return (), groups
    varying = tuple(c for i, c in enumerate(cols) if len({g.group[i] for g in groups}) > 1)
    return varying, groups


def _ask_which(q: TableQuery, schema: TableSchema, varying: tuple[str, ...], groups: list[AggregateRow]) -> TableRefusal:
    """The question back when the selected rows differ in a dimension the question does not name."""
    cols = _unbound(schema, q)
    i = cols.index(varying[0])
    values = list(dict.fromkeys(str(g.group[i]) for g in groups))
    shown = ", ".join(values[:10]) + (f" and {len(values) - 10} more" if len(values) > 10 else "")
    return TableRefusal(q.kb, q.source, "ambiguous_rows",
                        f"the rows of {q.source} the question selects differ in {varying[0]} ({shown}); name the "
                        f"{varying[0]} you mean" + ("" if varying[0] in q.quantities else ", or ask for a total or an average"))


# --------------------------------------------------------------------------- one value
@dataclass(frozen=True)
class _Value:
    value: float
    count: int
    positions: tuple[float, ...]
    how: str
    word: str = ""  # the statistic's word in ``how`` ("mean"), for a sentence over several values


def _no_reading(q: TableQuery, scope: TimeScope | None) -> str:
    """Why there is no value: no reading of the measure in the scope, or none that meets the
    question's conditions ("no reading of glucose meets 'above 900'": the readings exist)."""
    where = " and ".join(c.words for c in q.conditions)
    meets = f" meets '{where}'" if where else ""
    return f"no reading of {q.measure}{_scope_words(scope)} in {q.source}{meets}"


def _one_value(store: RelationStore, q: TableQuery, schema: TableSchema, scope: TimeScope | None,
               filters: tuple[Filter, ...] | None, granularity: str) -> _Value | str:
    """The question's one value over ``scope``: the reading when there is one, else the
    aggregate the measure's additivity (or the question) says — or why there is none."""
    rows = _rows(q, scope, filters)
    n = store.aggregate(AggregateQuery(rows, q.measure, "count"))[0].count
    if n == 0:
        return _no_reading(q, scope)
    if n == 1 or q.statistic in ("", "value"):
        if n > 1:
            return (f"{n} readings of {q.measure}{_scope_words(scope)}: {q.statistic_why}; ask for the total "
                    "or the average")
        g = store.aggregate(AggregateQuery(rows, q.measure, "first"))[0]
        return _Value(g.value, 1, g.positions, "")
    repeated = _repeated_position(store, q, schema, rows, n)
    if repeated:
        return repeated
    g = store.aggregate(AggregateQuery(rows, q.measure, q.statistic))[0]
    word = STATISTIC_NAMES[q.statistic]
    grain = f"{granularity}ly " if granularity in ("day", "week", "month", "quarter", "year", "hour") else ""
    grain = grain.replace("dayly", "daily")
    return _Value(g.value, g.count, g.positions, f"{word} of the {n} {grain}readings", word)


def _repeated_position(store: RelationStore, q: TableQuery, schema: TableSchema, rows, n: int) -> str:
    """Why ``n`` readings that all stand at one position, the statistic not asked, are no one
    value: the table's time does not tell its rows apart there (two 100 m records of 1991 are two
    records, never their mean); "" otherwise."""
    if n < 2 or schema.time is None or q.statistic_why == "asked":
        return ""
    at = [g for g in store.aggregate(AggregateQuery(rows, q.measure, "count", ("time",))) if g.group[0] is not None]
    if len(at) != 1:
        return ""
    return (f"{n} readings of {q.measure}{_scope_words(q.scope)} stand at one position of the table's time, which "
            "does not tell its rows apart (its key repeats); ask for their average or total, or name what tells "
            "them apart")


#: statistics whose value is no reading: stated to 4 decimals
ROUNDED = ("mean", "median", "stdev")


def _difference_of(a: tuple[float, _Value], b: tuple[float, _Value]) -> tuple[Decimal, Decimal | None]:
    """``a − b`` and its percent of ``b``, each ``(stated value, found value)``: of the stated
    values where neither was rounded, else of the exact values, the difference rounded as a
    statistic is stated (0.17754 − 0.07516 is 0.1024, never the rounded ends' 0.10234)."""
    (shown_a, found_a), (shown_b, found_b) = a, b
    exact = shown_a == found_a.value and shown_b == found_b.value
    x, y = (shown_a, shown_b) if exact else (found_a.value, found_b.value)
    diff = _dec(x) - _dec(y) if exact else _dec(stated_round(x - y))
    pct = ((_dec(x) - _dec(y)) / _dec(y) * 100).quantize(PLACES, rounding=ROUND_HALF_UP) if y else None
    return diff, pct


def _shown(found: _Value) -> float:
    """The value as the answer states it: a mean, median or deviation to 4 decimals."""
    rounded = {STATISTIC_NAMES[s] for s in ROUNDED}
    return stated_round(found.value) if found.word in rounded else found.value


# --------------------------------------------------------------------------- operations
def _named_by(store, schema: TableSchema, q: TableQuery, cols: tuple[str, ...]) -> tuple[str, ...]:
    """``cols`` and the columns that name their rows for a reader: the entity columns and a
    dimension headed "name" ("Os" of the key ``symbol`` is said "Os · Osmium"), never one
    the question binds, and only one that holds one value per group of ``cols`` (grouping by
    it splits no group)."""
    bound = {f.column for f in q.filters} | ({q.over} if q.over else set())
    extra = tuple(dict.fromkeys(c for c in (*schema.entity, *(d.column for d in schema.dimensions
                                                              if d.column.lower() == "name"))
                                if c not in cols and c not in bound and schema.dimension(c) is not None))
    if not extra or not cols:
        return cols
    rows = _rows(q, q.scope)
    alone = len(store.aggregate(AggregateQuery(rows, "", "count", cols)))
    named = len(store.aggregate(AggregateQuery(rows, "", "count", (*cols, *extra))))
    return (*cols, *extra) if named == alone else cols


#: the most series an extreme names when several share it (the others counted: a 0/1 column's
#: lowest value held by thousands of people is no list to read)
MOST_TIES_NAMED = 10


def _extreme(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    schema, kind = f.schema, f.kind
    cols = _named_by(store, schema, q, _unbound(schema, q))
    groups = store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, q.op, cols))
    groups = [g for g in groups if g.value is not None]
    if not groups:
        return TableRefusal(q.kb, q.source, _no_rows_kind(q.scope),
                            _no_reading(q, q.scope))
    pick = max if q.op == "max" else min
    best = pick(g.value for g in groups)
    tied = [g for g in groups if g.value == best]
    winners = tied[:MOST_TIES_NAMED]
    shared = None if _calendar_period(f) else _shared_position(store, q, cols, winners)
    if shared is not None:
        return shared
    readings = tuple(TableReading(_label(schema, cols, g.group) or _filter_label(q), g.value, g.count, g.positions)
                     for g in winners)
    word = "highest" if q.op == "max" else "lowest"
    count = sum(g.count for g in groups)
    where = "; ".join(f"{(r.label + ' ') if r.label and r.label != _filter_label(q) else ''}"
                      f"{_when(r.positions, kind, f.axis_name, _counted_by(f)).strip()}".strip() for r in readings)
    if len(tied) > len(winners):
        where += f"; and {len(tied) - len(winners)} more series at the same value"
    sep = " — " if len(readings) > 1 or any(r.label and r.label != _filter_label(q) for r in readings) else " "
    text = (f"The {word} {q.measure}{_filter_words(q)}{_scope_words(q.scope)} was {_unit(format_number(best), f.unit)}"
            f"{(sep + where) if where else ''} (of {readings_phrase(count)}{', ' + str(len(groups)) + ' series' if len(groups) > 1 else ''}).")
    return TableAnswer(q.kb, q.source, q, None, readings, _dec(best), None, f"{word} of {readings_phrase(count)}", text, kind,
                       counts=(count, len(groups)))


#: the calendar grains whose position is a period several events may fall in: "in November 2011"
#: says when each of them was, as finely as the table records it
PERIOD_GRAINS = frozenset({"month", "quarter", "year"})


def _calendar_period(f: Frame) -> bool:
    """Whether the table's time is a calendar period coarser than a day (a Year and Month
    table of samples): an extreme's position is then its period, which other readings may share
    without making it any less when the reading was; a day number, a day or a time of day
    shared by several readings names no reading (:func:`_shared_position`)."""
    time = f.schema.time
    return time is not None and time.kind in ("date", "datetime") and time.granularity in PERIOD_GRAINS


def _shared_position(store, q: TableQuery, cols: tuple[str, ...], winners: list[AggregateRow]) -> TableRefusal | None:
    """An extreme whose position other readings of the same series share (a day number with a
    clock time the axis does not read: 60 readings "at 307") names no reading: refused with why,
    never "at 307" as its time."""
    for g in winners:
        filters = (*q.filters, *(Filter(c, (str(v),)) for c, v in zip(cols, g.group, strict=True) if v is not None))
        for p in g.positions[:3]:
            n = store.aggregate(AggregateQuery(RowQuery(q.source, filters, intervals=((p, p),), excluded=q.excluded), q.measure,
                                               "count"))[0].count
            if n > 1:
                word = "highest" if q.op == "max" else "lowest"
                return TableRefusal(q.kb, q.source, "ambiguous_rows",
                                    f"the {word} {q.measure}, {format_number(g.value)}, is one of {n} readings at "
                                    f"{format_number(p)}: the table's time does not tell its rows apart (its key "
                                    "repeats); declare the columns that do in the manifest (time = [...])")
    return None


#: a calendar bucket holding under this share of the fullest bucket's readings is a part of one
FULL_BUCKET = 0.9


def _parts(groups: Sequence[AggregateRow]) -> tuple[int, list[AggregateRow]]:
    """The fullest bucket's count of readings, and the buckets holding under :data:`FULL_BUCKET`
    of it (parts of a period: a year the data starts in June), in the groups' order."""
    fullest = max(g.count for g in groups)
    return fullest, [g for g in groups if g.count < FULL_BUCKET * fullest]


def _partial_bucket(q: TableQuery, f: Frame, found: _Groups) -> TableRefusal | None:
    """Calendar buckets ranked by their totals ("which day had the most pageviews") where one
    holds under 90 % of the fullest one's readings: a part of a day is no day's total, so the
    totals are not compared (a mean, a maximum, a count of what is there are)."""
    if found.bucket is None or found.bucket in RECURRING_BUCKETS or found.stat != "sum" or not found.groups:
        return None  # every week's Mondays are whole Mondays, however many readings they hold
    fullest, part = _parts(found.groups)
    part = sorted(part, key=lambda g: g.count)
    if not part:
        return None
    g = part[0]
    return TableRefusal(q.kb, q.source, "not_expressible",
                        f"{found.name(g, q, f)} holds {g.count} reading{'' if g.count == 1 else 's'} of {q.measure}, "
                        f"the fullest {found.bucket} {fullest} ({len(part)} of the {len(found.groups)} {found.bucket}s "
                        f"hold{'s' if len(part) == 1 else ''} under 90 % of that): "
                        f"their totals are parts of {found.bucket}s, not comparable; ask for the highest reading or "
                        "the average")


def _stated_mean(values: Sequence[Decimal]) -> Decimal:
    """The mean of groups' values, rounded as the answer states it."""
    return Decimal(format_number(stated_round(float(sum(values) / len(values)))))


def _mean_of_members(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"The average number of doctor visits per person in 1988": each value of ``q.over``'s own
    amount in the rows selected (a flow's total; else its one reading — several readings of a
    measure that does not add up are asked about), then their mean over the values."""
    found = _grouped(store, replace(q, statistic=q.statistic if q.statistic == "sum" else "value"), f)
    if isinstance(found, TableRefusal):
        return found
    groups = found.groups
    mean = _stated_mean([_dec(g.value) for g in groups])
    each = "total" if found.stat == "sum" and not found.single else "reading"
    how = f"mean over {len(groups)} {_members_word(q.over or '', len(groups))} of each one's {each}"
    text = (f"The average {q.measure} per {q.over}{_filter_words(q)}{_scope_words(q.scope)} was "
            f"{_unit(format(mean, 'f'), f.unit)} ({how}).")
    reading = TableReading(f"{len(groups)} {_members_word(q.over or '', len(groups))}", float(mean), len(groups))
    return TableAnswer(q.kb, q.source, q, None, (reading,), mean, None, how, text, f.kind)


def _mean_of_buckets(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"How much rain fell on average per year": each calendar bucket's total (``q.statistic``),
    then their mean; a bucket with under 90 % of the fullest one's readings is a part of one
    (a year the data starts in June) and refused, never averaged in."""
    found = _grouped(store, q, f)
    if isinstance(found, TableRefusal):
        return found
    groups = sorted(found.groups, key=lambda g: g.group)
    unit = q.by_time or "position"
    fullest, part = _parts(groups)
    if part:
        g = part[0]
        return TableRefusal(q.kb, q.source, "not_expressible",
                            f"{found.name(g, q, f)} holds {g.count} readings of {q.measure}, the fullest {unit} "
                            f"{fullest}: a mean of the {unit}ly totals would mix a part of a {unit}; narrow the "
                            "interval to whole ones")
    mean = _stated_mean([_dec(g.value) for g in groups])
    each = "; ".join(f"{found.name(g, q, f)}: {_unit(format_number(g.value), f.unit)}" for g in groups)
    how = f"mean of the {len(groups)} {unit}ly totals"
    text = (f"The average {unit}ly total of {q.measure}{_filter_words(q)}{_scope_words(q.scope)} was "
            f"{_unit(format(mean, 'f'), f.unit)} ({how}: {each}).")
    readings = tuple(TableReading(found.name(g, q, f), g.value, g.count, g.positions, found.span(g, q, f))
                     for g in groups)
    return TableAnswer(q.kb, q.source, q, None, readings, mean, None, how, text, f.kind, ranked=len(groups))


def _aggregate(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    schema, kind = f.schema, f.kind
    if q.op == "mean" and q.by_time not in (None, "time"):
        return _mean_of_buckets(store, q, f)
    if q.op == "mean" and q.over is not None:
        return _mean_of_members(store, q, f)
    if q.op in ("first", "last") or q.quantities:
        varying, groups = _varying(store, q, schema, q.scope)
        if varying and (q.op in ("first", "last") or set(varying) & set(q.quantities)):
            return _ask_which(q, schema, varying, groups)
    if q.op == "sum" and (level := _level_over_time(store, q, schema)) is not None:
        return level
    if (shared := _shared_name(store, q, schema)) is not None:
        return shared
    g = store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, q.op))[0]
    if q.op == "count" and q.conditions:  # none meeting the conditions is a count of 0, not no reading
        negative = _negative_under_existence(store, q)
        return negative if negative is not None else _count_meeting(store, q, f, g)
    if q.op == "count" and q.holds and g.count and (held := _rows_holding(store, q, g)) is not None:
        return _count_meeting(store, held, f, store.aggregate(AggregateQuery(_rows(held, held.scope), q.measure,
                                                                             "count"))[0])
    if g.count == 0 or g.value is None:
        return TableRefusal(q.kb, q.source, "no_rows", _no_reading(q, q.scope))
    if q.op == "count" and not q.measure:  # "how many rows for 2013": the rows themselves
        if q.counted is not None and (once := _counted_once(store, q, f, _rows(q, q.scope), None)) is not None:
            return once  # "on how many days did patient 5 …": a day holding two of its rows is no one day
        label = _filter_label(q)
        if q.whole_over:  # "what share of days in 2014 were rainy": of the rows of every value of it
            return _rows_share(store, q, f, g, label)
        text = (f"{q.source} holds {format_number(g.value)} row{'s' if g.value != 1 else ''}"
                f"{(' of ' + label) if label else ''}{_scope_words(q.scope)}.")
        reading = TableReading(label, g.value, g.count, ())
        if q.units:  # "per year on average": the rows over the whole years, a year with none counting 0
            mean = Decimal(format_number(stated_round(g.value / q.units)))
            how = f"{format_number(g.value)} rows over {q.units} {q.by_time}s, a {q.by_time} with none counting 0"
            text = (f"{q.source} holds {format(mean, 'f')} rows a {q.by_time} on average{(' of ' + label) if label else ''}"
                    f"{_scope_words(q.scope)} ({how}).")
            return TableAnswer(q.kb, q.source, q, None, (reading,), mean, None, how, text, kind)
        return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(g.value), None, "rows counted", text, kind)
    word = {"mean": "average", "sum": "total", "count": "number of readings of", "first": "first", "last": "last",
            "median": "median", "stdev": "standard deviation (n − 1) of"}[q.op]
    value = stated_round(g.value) if q.op in ROUNDED else g.value
    who = _filter_words(q)
    shown = format_number(value) if q.op == "count" else _unit(format_number(value), f.unit)
    text = (f"The {word} {q.measure}{who}{_scope_words(q.scope)} was {shown}"
            f"{_when(g.positions, kind) if q.op in ('first', 'last') else ''} (of {readings_phrase(g.count)}).")
    reading = TableReading(_filter_label(q), value, g.count, g.positions)
    return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(value), None, f"{word} of {readings_phrase(g.count)}", text, kind)


def _shared_name(store, q: TableQuery, schema: TableSchema) -> TableRefusal | None:
    """A name several rows share, of a column that names rows one by one (a district's name:
    nine values in ten rows or more, no time axis), the rows differing in another column
    (three districts called Mountain View Elementary, in three counties): whose statistic is
    asked is not known — a question back, never their mean."""
    named = [f for f in q.filters if len(f.values) == 1 and (d := schema.dimension(f.column)) is not None
             and d.kind == "text"]
    if not named or schema.time is not None:
        return None
    total = store.aggregate(AggregateQuery(RowQuery(q.source, ()), "", "count"))[0].value or 0
    bound = {f.column for f in q.filters}
    others = tuple(d.column for d in schema.dimensions if d.column not in bound)
    for f in named:
        if 10 * schema.dimension(f.column).distinct < 9 * total or not others:
            continue
        groups = [g for g in store.aggregate(AggregateQuery(RowQuery(q.source, (f,)), "", "count", others)) if g.count]
        varying = [i for i, _c in enumerate(others) if len({g.group[i] for g in groups}) > 1]
        if not varying:
            continue
        i = next((k for k in varying if schema.dimension(others[k]).kind != "id"), varying[0])
        values = list(dict.fromkeys(str(g.group[i]) for g in groups))
        return TableRefusal(q.kb, q.source, "ambiguous_name",
                            f"'{f.values[0]}' names {len(groups)} rows of {q.source}, which differ in {others[i]} "
                            f"({', '.join(values[:10])}{' and more' if len(values) > 10 else ''}): name the "
                            f"{others[i]} you mean")
    return None


def _level_over_time(store, q: TableQuery, schema: TableSchema) -> TableRefusal | None:
    """"The total temp_max in 2014": a level (a temperature, a price, a population) summed over
    the positions of its series means nothing, so it is refused; a total across entities at one
    position ("the total pop of Asia in 2007": one reading a country) is answered."""
    m = schema.measure(q.measure)
    if m is None or m.additivity != "level" or schema.time is None or not never_summed(m.name, m.unit):
        return None
    cols = _unbound(schema, q)
    counts = store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, "count", cols))
    several = sum(1 for g in counts if g.count > 1)
    if not counts or several * 2 <= len(counts):
        return None
    return TableRefusal(q.kb, q.source, "not_expressible",
                        f"{q.measure} is a level, not summed over time (a reading of a state, not an amount "
                        f"added up), and the total would add up {'its' if not cols else 'each series’'} readings "
                        f"over several positions{_scope_words(q.scope)}: ask for the average, the highest or the last")


def _negative_under_existence(store, q: TableQuery) -> TableRefusal | None:
    """"had a crisis" reads the measure above 0: only for a measure with no negative reading
    anywhere in the table (a balance or a return has them; there, having it says nothing)."""
    said = [c for c in q.conditions if c.existence]
    if not said:
        return None
    whole = replace(q, conditions=(), filters=())  # a property of the measure, not of the rows asked
    low = store.aggregate(AggregateQuery(_rows(whole, None), q.measure, "min"))[0]
    if low.value is None or low.value >= 0:
        return None
    return TableRefusal(q.kb, q.source, "not_expressible",
                        f"'{said[0].text}' reads {q.measure} above 0, but {q.measure} has negative readings "
                        f"(down to {format_number(low.value)}): say the condition ('{q.measure} above …')")


def _rows_share(store, q: TableQuery, f: Frame, g: AggregateRow, label: str) -> TableAnswer | TableRefusal:
    """The rows holding a dimension's value named ("rainy" days), as a percent of the rows of
    every value of that dimension in the same interval and other filters."""
    others = tuple(x for x in q.filters if x.column != q.whole_over)
    whole = store.aggregate(AggregateQuery(_rows(q, q.scope, others), "", "count"))[0]
    if not whole.value:
        return TableRefusal(q.kb, q.source, "no_rows", _no_reading(q, q.scope))
    pct = (_dec(g.value) / _dec(whole.value) * 100).quantize(PLACES, rounding=ROUND_HALF_UP)
    text = (f"{format_number(g.value)} of the {format_number(whole.value)} rows of {q.source}{_scope_words(q.scope)} "
            f"hold {label} ({format(pct, 'f')} %).")
    reading = TableReading(label, g.value, int(whole.value), ())
    return TableAnswer(q.kb, q.source, q, "%", (reading,), pct, pct, f"rows of {label} of all rows", text, f.kind,
                       counts=(int(g.value), int(whole.value)))


def _rows_holding(store, q: TableQuery, g: AggregateRow) -> TableQuery | None:
    """"How many members survived" of a 0/1 measure (every reading of the table 0 or 1, both
    present): the query of the rows where it holds (= 1); None for a measure with other readings
    (its readings counted)."""
    one = Condition(q.measure, "=", 1.0, f"{q.measure} = 1")
    every = replace(q, filters=(), scope=None)
    total = store.aggregate(AggregateQuery(_rows(every, None), q.measure, "count"))[0].count
    counts = [store.aggregate(AggregateQuery(_rows(replace(every, conditions=(c,)), None), q.measure, "count"))[0].count
              for c in (one, Condition(q.measure, "=", 0.0))]
    return replace(q, conditions=(one,)) if g.count and sum(counts) == total and all(counts) else None


def _count_meeting(store, q: TableQuery, f: Frame, g: AggregateRow) -> TableAnswer | TableRefusal:
    """"In how many quarters was X above 70": the readings that meet the conditions, of all the
    readings of the measure in the rows and interval the question selects (none: 0 of them;
    no reading there at all: refused)."""
    everything = store.aggregate(AggregateQuery(_rows(replace(q, conditions=()), q.scope), q.measure, "count"))[0]
    if everything.count == 0:
        return TableRefusal(q.kb, q.source, "no_rows", _no_reading(q, q.scope))
    if g.value is None:
        g = replace(g, value=0.0)
    where = " and ".join(c.words for c in q.conditions)
    label = _filter_label(q)
    pct = (_dec(g.value) / everything.count * 100).quantize(PLACES, rounding=ROUND_HALF_UP) \
        if q.percent and everything.count else None  # "what percentage of days …": of all of them
    text = (f"{format_number(g.value)} of the {readings_phrase(everything.count)} of {q.measure}"
            f"{(' of ' + label) if label else ''}{_scope_words(q.scope)} meet '{where}'"
            f"{f' ({format(pct, chr(102))} %)' if pct is not None else ''}.")
    reading = TableReading(_filter_label(q), g.value, everything.count, ())
    return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(g.value), pct,
                       f"count of the readings meeting {where}", text, f.kind)


def _no_rows_kind(scope: TimeScope | None) -> str:
    """``no_reading_at`` for one instant with no reading (the nearest readings may answer it),
    else ``no_rows``."""
    if scope is not None and len(scope.intervals) == 1 and scope.intervals[0][0] == scope.intervals[0][1]:
        return "no_reading_at"
    return "no_rows"


#: a filter of more values than this is named by its first ones and how many it holds
LISTED_VALUES = 4


def _filter_label(q: TableQuery) -> str:
    """The filters' values, a yes / no or a single letter after its column ("plate a"); a filter of
    many values by its first ones and their number ("name IBM 3033 S, IBM 3033 U … (32 values)")."""
    def one(f, v: str) -> str:
        return f"{f.column} {v}" if len(v.strip()) == 1 or v.strip().lower() in BARE_VALUES else v

    return " · ".join(
        f"{f.column} {', '.join(f.values[:2])} … ({len(f.values)} values)" if len(f.values) > LISTED_VALUES
        else " · ".join(one(f, v) for v in f.values) for f in q.filters)


def _filter_words(q: TableQuery) -> str:
    label = _filter_label(q)
    where = " and ".join(c.words for c in q.conditions)
    return (f" of {label}" if label else "") + (f" ({where})" if where else "")


def _same_everywhere(store, q: TableQuery) -> TableAnswer | None:
    """Rows that differ in an unnamed dimension but hold one value (a household's income on
    each of its rows): that value is unique, and the answer says over how many rows."""
    rows = _rows(q, q.scope)
    lo = store.aggregate(AggregateQuery(rows, q.measure, "min"))[0]
    hi = store.aggregate(AggregateQuery(rows, q.measure, "max"))[0]
    if lo.value is None or lo.value != hi.value:
        return None
    text = (f"{q.measure}{_filter_words(q)}{_scope_words(q.scope)}: {format_number(lo.value)} "
            f"(the same in all {lo.count} rows).")
    reading = TableReading(_filter_label(q), lo.value, lo.count)
    return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(lo.value), None, f"the same in all {lo.count} rows",
                       text[0].upper() + text[1:])


def _value(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    schema, kind, granularity = f.schema, f.kind, f.granularity
    varying, groups = _varying(store, q, schema, q.scope)
    if varying:
        same = _same_everywhere(store, q)
        if same is not None:
            return same
        return _ask_which(q, schema, varying, groups)
    found = _one_value(store, q, schema, q.scope, None, granularity)
    if isinstance(found, str):
        kind_ = "ambiguous_rows" if not found.startswith("no reading") else _no_rows_kind(q.scope)
        return TableRefusal(q.kb, q.source, kind_, found)
    value = _shown(found)
    how = f" ({found.how})" if found.how else ""
    at = _when(found.positions, kind) if not found.how and not (q.scope and q.scope.label) else ""
    text = f"{q.measure}{_filter_words(q)}{_scope_words(q.scope)}{at}: {_unit(format_number(value), f.unit)}{how}."
    reading = TableReading(_filter_label(q), value, found.count, found.positions)
    return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(value), None, found.how, text[0].upper() + text[1:], kind)


def _over_rows_asked(q: TableQuery) -> bool:
    """The question asks a statistic over every row it selects ("on average", "in total"): rows
    that differ in a dimension it does not name are what the statistic is over, not a choice to
    ask back (a first or last reading is one series's)."""
    return q.over_rows or q.statistic_why == "asked" and q.statistic in ("mean", "sum", "max", "min", "count")


def _readings_at_ends(store, q: TableQuery, f: Frame) -> list | TableAnswer | TableRefusal:
    """The measure's statistic over each of two parts of time (``q.ends``) as ``(scope, value,
    found)``, or why not: rows the question does not tell apart, a level summed over time, no row."""
    varying, groups = _varying(store, q, f.schema, None)
    if varying:
        return _ask_which(q, f.schema, varying, groups)
    readings = []
    for scope in q.ends or ():
        level = _level_over_time(store, replace(q, scope=scope), f.schema) if q.statistic == "sum" else None
        if level is not None:
            return level
        found = _one_value(store, q, f.schema, scope, None, f.granularity)
        if isinstance(found, str):
            return TableRefusal(q.kb, q.source, "no_rows", found)
        readings.append((scope, _shown(found), found))
    return readings


def _compare_times(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """Two parts of time compared ("in 1955 or in 1956", "on weekdays or at weekends"): the
    measure's statistic over each (``q.ends``), the higher named and by how much."""
    readings = _readings_at_ends(store, q, f)
    if not isinstance(readings, list):
        return readings
    (sa, va, fa), (sb, vb, fb) = readings
    hi, lo = ((sa, va), (sb, vb)) if va >= vb else ((sb, vb), (sa, va))
    diff, pct = _difference_of((va, fa), (vb, fb)) if va >= vb else _difference_of((vb, fb), (va, fa))
    how = f" ({fa.how}; {fb.how})" if fa.how and q.measure else ""
    more = f" ({format(pct, 'f')} % more than {lo[0].label})" if pct is not None and diff else ""
    verdict = (f"Equal{how}." if diff == 0 else
               f"Higher {hi[0].label}, by {_unit(format(diff, 'f'), _difference_unit(f.unit))}{more}.")
    if q.said_as and diff:  # "was January 2013 or 2014 colder": the lower, said so
        word, end = q.said_as
        which = lo if end == "min" else hi
        verdict = (f"{word[0].upper() + word[1:]} {which[0].label}: {'lower' if end == 'min' else 'higher'} by "
                   f"{_unit(format(diff, 'f'), _difference_unit(f.unit))}.")
    text = (f"{q.measure or 'rows counted'}{_filter_words(q)}{how}: {sa.label} {_unit(format_number(va), f.unit)}; "
            f"{sb.label} {_unit(format_number(vb), f.unit)}. {verdict}")
    ops = (TableReading(sa.label, va, fa.count, fa.positions), TableReading(sb.label, vb, fb.count, fb.positions))
    return TableAnswer(q.kb, q.source, q, None, ops, diff, pct, fa.how, text[0].upper() + text[1:], f.kind)


def _member_readings(store, q: TableQuery, f: Frame) -> list | TableAnswer | TableRefusal:
    """Each member's ``(label, value, found)``, in the members' order (rows of ``q.over``, or
    measures read over the same rows), or why one cannot be read."""
    schema, granularity = f.schema, f.granularity
    readings = []
    across = q.over == MEASURES  # the members are measures, read over the same rows
    for member in q.members:
        filters = q.filters if across else (*q.filters, Filter(q.over, (member,)))
        sub = replace(q, measure=member, over=None, members=()) if across else replace(q, filters=filters, over=None)
        varying, groups = _varying(store, sub, schema, q.scope, filters)
        if varying and (not _over_rows_asked(q) or set(varying) & set(q.quantities)):
            return _ask_which(sub, schema, varying, groups)
        found = _one_value(store, sub, schema, q.scope, filters, granularity)
        if isinstance(found, str):
            return TableRefusal(q.kb, q.source, "no_rows", f"{member}: {found}")
        value = _shown(found)
        readings.append((member if across else _label(schema, (q.over,), (member,)), value, found))
    return readings


def _percent_of(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"A as a percentage of B" (``members`` = (A, B), rows or measures): A / B × 100, both
    readings stated; of two parts of time (``q.over`` TIMES), the first's total over the second's."""
    if q.over == TIMES:
        return _percent_of_times(store, q, f)
    readings = _member_readings(store, q, f)
    if not isinstance(readings, list):
        return readings
    (pa, va, fa), (pb, vb, fb) = readings
    if not vb:
        return TableRefusal(q.kb, q.source, "not_expressible", f"{pb} is 0: no percentage of it")
    share = (_dec(va) / _dec(vb) * 100).quantize(PLACES, rounding=ROUND_HALF_UP)
    what = f"{' and '.join(q.members) if q.over == MEASURES else q.measure}{_filter_words(q)}"
    text = (f"{what}{_scope_words(q.scope)}: {pa} {_unit(format_number(va), f.unit)}; {pb} "
            f"{_unit(format_number(vb), f.unit)}. {pa} is {format(share, 'f')} % of {pb}.")
    ops = (TableReading(pa, va, fa.count, fa.positions), TableReading(pb, vb, fb.count, fb.positions))
    return TableAnswer(q.kb, q.source, q, "%", ops, share, share, fa.how, text, f.kind)


def _percent_of_times(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"What share of 1991's sales came in December": the measure summed over each of ``q.ends``
    (the part, then the whole), the part as a percentage of the whole, both totals stated."""
    readings = _readings_at_ends(store, q, f)
    if not isinstance(readings, list):
        return readings
    (sa, va, fa), (sb, vb, fb) = readings
    if not vb:
        return TableRefusal(q.kb, q.source, "not_expressible", f"{q.measure} {sb.label} is 0: no percentage of it")
    share = (_dec(va) / _dec(vb) * 100).quantize(PLACES, rounding=ROUND_HALF_UP)
    how_a, how_b = (f" ({x.how})" if x.how else "" for x in (fa, fb))
    text = (f"{q.measure}{_filter_words(q)}: {sa.label} {_unit(format_number(va), f.unit)}{how_a}; {sb.label} "
            f"{_unit(format_number(vb), f.unit)}{how_b}. {sa.label[0].upper() + sa.label[1:]} is "
            f"{format(share, 'f')} % of {sb.label}.")
    ops = (TableReading(sa.label, va, fa.count, fa.positions), TableReading(sb.label, vb, fb.count, fb.positions))
    return TableAnswer(q.kb, q.source, q, "%", ops, share, share, fa.how, text[0].upper() + text[1:], f.kind)


def _compare(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    if q.over == TIMES:
        return _compare_times(store, q, f)
    kind = f.kind
    across = q.over == MEASURES
    readings = _member_readings(store, q, f)
    if not isinstance(readings, list):
        return readings
    ordered = sorted(readings, key=lambda r: -r[1])
    hi, lo = ordered[0], ordered[-1]
    diff, pct = _difference_of(hi[1:], lo[1:])
    how = readings[0][2].how
    if len({r[2].count for r in readings}) > 1 and how:  # "mean of the 25 readings" would be one member's
        how = f"{readings[0][2].word} of " + ", ".join(f"{m}'s {r.count}" for m, _v, r in readings) + " readings"
    # "FL (Florida)", "sex F (women)": the member as the table writes it and as the question said it,
    # by its label (the readings are in the members' order)
    said = dict(q.spelled)
    spelled = {label: said[m] for (label, _v, _f), m in zip(readings, q.members, strict=True) if m in said}

    def named(m: str) -> str:
        return f"{m} ({spelled[m]})" if m in spelled else m

    listed = "; ".join(f"{named(m)} {_unit(format_number(v), f.unit)}" for m, v, _f in ordered)
    same = " (equal)" if diff == 0 else ""
    what = f"{' and '.join(q.members) if across else q.measure}{_filter_words(q)}"
    more = f" ({format(pct, chr(102))} % more than {named(lo[0])})" if pct is not None and diff else ""
    verdict = f"{named(hi[0])} is higher by {_unit(format(diff, 'f'), _difference_unit(f.unit))}{same}{more}."
    if q.said_as and diff:  # "who was faster": the lower time, said so
        word, end = q.said_as
        who, other = (lo, hi) if end == "min" else (hi, lo)
        verdict = (f"{named(who[0])} is {word} than {named(other[0])} by {_unit(format(diff, 'f'), f.unit)} "
                   f"(a {'lower' if end == 'min' else 'higher'} {q.measure}).")
    each = " each" if len({r[2].count for r in readings}) == 1 else ""
    text = f"{what}{_scope_words(q.scope)}{(' (' + how + each + ')') if how else ''}: {listed}. {verdict}"
    ops = tuple(TableReading(m, v, f.count, f.positions) for m, v, f in ordered)
    return TableAnswer(q.kb, q.source, q, None, ops, diff, pct, how, text, kind)


def _share(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    schema, kind = f.schema, f.kind
    m = schema.measure(q.measure)
    if (m is None or m.additivity != "flow") and q.statistic != "sum":
        return TableRefusal(q.kb, q.source, "not_expressible",
                            f"a share of the total needs {q.measure} to add up (a flow); its additivity is "
                            f"{m.additivity if m else 'unknown'}")
    if (m is None or m.additivity != "flow") and schema.time is not None:
        times = [g for g in store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, "count", ("time",)))
                 if g.group[0] is not None]
        if len(times) > 1:  # a level's members add up at one position, never over several
            return TableRefusal(q.kb, q.source, "not_expressible",
                                f"{q.measure} is a level: a share of its total is read at one position, and "
                                f"{len(times)} positions{_scope_words(q.scope)} hold readings: name one")
    part = store.aggregate(AggregateQuery(_rows(q, q.scope, (*q.filters, Filter(q.over, q.members))), q.measure, "sum"))[0]
    total = store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, "sum"))[0]
    if not part.count or not total.value:
        return TableRefusal(q.kb, q.source, "no_rows", _no_reading(q, q.scope))
    share = (_dec(part.value) / _dec(total.value) * 100).quantize(PLACES, rounding=ROUND_HALF_UP)
    who = " and ".join(q.members)
    text = (f"{who}: {format_number(part.value)} of the total {q.measure}{_scope_words(q.scope)} "
            f"{format_number(total.value)} ({part.count} and {total.count} readings) = {format(share, 'f')} %.")
    ops = (TableReading(who, part.value, part.count), TableReading("total", total.value, total.count))
    return TableAnswer(q.kb, q.source, q, "%", ops, share, share, "sum", text, kind)


def _change(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    schema, kind, granularity = f.schema, f.kind, f.granularity
    varying, groups = _varying(store, q, schema, q.scope)
    if varying:
        return _ask_which(q, schema, varying, groups)
    ends = []
    for end in q.ends or ():
        found = _one_value(store, q, schema, end, None, granularity)
        if isinstance(found, str):
            return TableRefusal(q.kb, q.source, "no_rows", found)
        value = _shown(found)
        ends.append((end, value, found))
    (a, va, fa), (b, vb, fb) = ends
    diff, pct = _difference_of((vb, fb), (va, fa))
    way = "rose" if diff > 0 else "fell" if diff < 0 else "did not change"
    how = f" ({fa.how} and {fb.how})" if fa.how else ""
    text = (f"{q.measure}{_filter_words(q)} {way} from {_unit(format_number(va), f.unit)} ({a.label}) to "
            f"{_unit(format_number(vb), f.unit)} ({b.label}){how}: a change of {_unit(format(diff, 'f'), _difference_unit(f.unit))}"
            f"{f', {format(pct, chr(102))} %' if pct is not None else ''}.")
    ops = (TableReading(a.label, va, fa.count, fa.positions), TableReading(b.label, vb, fb.count, fb.positions))
    return TableAnswer(q.kb, q.source, q, None, ops, diff, pct, fa.how, text[0].upper() + text[1:], kind)


@dataclass(frozen=True)
class _Groups:
    """The groups a ranking or a listing is over: each one's statistic, and how they are named."""

    cols: tuple[str, ...]
    bucket: str | None
    stat: str
    single: bool
    groups: list[AggregateRow]

    def name(self, g: AggregateRow, q: TableQuery, f: Frame) -> str:
        if q.over is not None:
            return _label(f.schema, self.cols, g.group)
        if self.bucket is None:
            return _pos(float(g.group[0]), f.kind)
        return bucket_label(int(g.group[0]), self.bucket)

    def readings(self, groups: Sequence[AggregateRow], q: TableQuery, f: Frame) -> tuple[TableReading, ...]:
        """Each group as the answer states it: its name, its value (a mean, median or deviation to
        4 decimals), its count and positions."""
        return tuple(TableReading(self.name(g, q, f), stated_round(g.value) if self.stat in ROUNDED else g.value,
                                  g.count, g.positions, self.span(g, q, f)) for g in groups)

    def span(self, g: AggregateRow, q: TableQuery, f: Frame) -> tuple[float, float] | None:
        if q.over is not None or self.bucket is None or self.bucket in RECURRING_BUCKETS \
                or f.kind not in ("date", "datetime"):
            return None  # a weekday's readings are every week's: no one span
        return bucket_span(int(g.group[0]), self.bucket, f.kind)

    def how(self) -> str:
        return "" if self.single else STATISTIC_WORDS[self.stat] + " "


def _grouped(store, q: TableQuery, f: Frame) -> _Groups | TableRefusal:
    """The groups of ``q`` (its dimension, or its calendar bucket of the time axis), or why
    there are none."""
    schema, kind = f.schema, f.kind
    if q.over == TIME_KEY and schema.time is not None:
        return TableRefusal(q.kb, q.source, "not_expressible", f"{q.source} has a dimension headed '{TIME_KEY}' beside "
                            "its time axis: rename it in the manifest to group by it")
    if q.over is not None:
        cols: tuple[str, ...] = _named_by(store, schema, q, (q.over,))
        bucket = None
    else:
        cols, bucket = ("time",), (None if q.by_time in (None, "time") else q.by_time)
        if schema.time is not None and bucket == schema.time.granularity:
            bucket = None  # "the three windiest days" of a daily table: its own positions
        if bucket not in (None, "year", "quarter", "month", "day", "decade", *RECURRING_BUCKETS):
            return TableRefusal(q.kb, q.source, "not_expressible", f"grouping by {bucket} is not computed")
        finest = RECURRING_STEPS.get(bucket)
        if finest is not None and (schema.time is None or schema.time.granularity not in finest):
            step = schema.time.granularity if schema.time is not None else "none"
            return TableRefusal(q.kb, q.source, "not_expressible", f"the table's time steps by {step}: its readings "
                                f"are no {'day' if bucket == 'weekday' else 'month'}'s, so they have no "
                                f"{RECURRING_PLURALS[bucket][0]}")
        if bucket is not None and kind not in ("date", "datetime"):
            bucket = None if schema.time is not None and schema.time.granularity == bucket else bucket
            years = schema.time is not None and schema.time.kind == "number" and schema.time.granularity == "year"
            if bucket is not None and not (bucket == "decade" and years):
                return TableRefusal(q.kb, q.source, "not_expressible",
                                    f"the table's time axis is not a calendar: it cannot be grouped by {bucket}")
    if q.counted is not None:
        return _counted_groups(store, q, f, cols, bucket)
    rows = _rows(q, q.scope)
    timed = q.over is None  # a row with no time falls in no period: never a group of its own
    counts = [g for g in store.aggregate(AggregateQuery(rows, q.measure, "count", cols, bucket))
              if not timed or g.group[0] is not None]
    single = all(g.count <= 1 for g in counts)
    if not single and q.quantities and set((varying := _varying(store, q, schema, q.scope))[0]) & set(q.quantities):
        return _ask_which(q, schema, *varying)  # each group's readings are of several quantities
    stat = "first" if single else q.statistic
    if (not stat or stat == "value") and _constant_in_groups(store, rows, q.measure, cols, bucket):
        stat, single = "max", True  # "which family had the tallest father": one father repeated on each child's row
    if not stat or stat == "value":
        settled = _top_either_way(store, q, rows, cols, bucket, timed)
        if settled is not None:
            return settled
        return TableRefusal(q.kb, q.source, "ambiguous_rows", f"each {cols[0] if q.over else bucket or 'position'} has "
                            f"several readings of {q.measure}: {q.statistic_why}; ask for the total or the average")
    groups = [g for g in store.aggregate(AggregateQuery(rows, q.measure, stat, cols, bucket))
              if g.value is not None and (not timed or g.group[0] is not None)]
    if not groups:
        return TableRefusal(q.kb, q.source, "no_rows", _no_reading(q, q.scope))
    return _Groups(cols, bucket, stat, single, groups)


#: the ways a group's several readings may be one value, when the question does not say which
EITHER_WAY = ("sum", "mean", "max", "min")


def _top_either_way(store, q: TableQuery, rows: RowQuery, cols: tuple[str, ...], bucket: str | None,
                    timed: bool) -> _Groups | None:
    """"Which journal was cited the most", one title on two rows: whether a group's readings add
    up or average is not known, but when the one top group is the same whichever way
    (:data:`EITHER_WAY`) and holds one reading, its value is that reading either way — the
    answer does not depend on the choice. Only for the single extreme of a ranking."""
    if q.op != "rank" or q.top != 1 or q.nth or q.ends is not None or q.counted is not None:
        return None
    tops, first = set(), None
    for stat in EITHER_WAY:
        groups = [g for g in store.aggregate(AggregateQuery(rows, q.measure, stat, cols, bucket))
                  if g.value is not None and (not timed or g.group[0] is not None)]
        if not groups:
            return None
        edge = (max if q.descending else min)(g.value for g in groups)
        best = [g for g in groups if g.value == edge]
        if len(best) != 1 or best[0].count != 1:
            return None
        tops.add(best[0].group)
        first = first or groups
    return _Groups(cols, bucket, "sum", True, first) if len(tops) == 1 else None


def _constant_in_groups(store, rows: RowQuery, measure: str, cols: tuple[str, ...], bucket: str | None) -> bool:
    """Every group's readings of ``measure`` are one value repeated (a family's father on each of
    its children's rows): the group has that value, whatever its readings' additivity."""
    top = {g.group: g.value for g in store.aggregate(AggregateQuery(rows, measure, "max", cols, bucket))}
    low = {g.group: g.value for g in store.aggregate(AggregateQuery(rows, measure, "min", cols, bucket))}
    return bool(top) and top == low


def _counted_groups(store, q: TableQuery, f: Frame, cols: tuple[str, ...], bucket: str | None) -> _Groups | TableRefusal:
    """"Which year had the most days with precipitation above 10": each group's count of the
    things counted (days, countries) whose reading meets the conditions — a group where none
    does counts 0 — or why the rows are not one per thing counted."""
    every = RowQuery(q.source, q.filters, intervals=q.scope.intervals if q.scope is not None else (),
                     excluded=q.excluded)
    once = _counted_once(store, q, f, every, bucket)
    if once is not None:
        return once
    met = {g.group: g.count for g in store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, "count", cols, bucket))}
    groups = [AggregateRow(g.group, float(met.get(g.group, 0)), met.get(g.group, 0))
              for g in store.aggregate(AggregateQuery(every, "", "count", cols, bucket))
              if q.over is not None or g.group[0] is not None]  # a row with no time is in no period
    if not groups:
        return TableRefusal(q.kb, q.source, "no_rows", f"no row{_filter_words(q)}{_scope_words(q.scope)} in {q.source}")
    return _Groups(cols, bucket, "count", False, groups)


def _counted_once(store, q: TableQuery, f: Frame, every: RowQuery, bucket: str | None) -> TableRefusal | None:
    """None where each thing counted is one row of each group: the days of a daily axis (one row
    a day once the filters apply), a dimension's values (one row each per position, and groups
    no coarser than the axis's step); else why not."""
    c, axis = q.counted, f.schema.time
    if c.unit is not None and (axis is None or axis.granularity != c.unit):
        step = f"the time axis's step is a {axis.granularity}" if axis is not None else "the table has no time axis"
        return TableRefusal(q.kb, q.source, "not_expressible", f"'{c.words}' counts {c.unit}s, and {step}: a count "
                            f"of {c.unit}s is not a count of its rows")
    if c.column is not None and bucket is not None:
        return TableRefusal(q.kb, q.source, "not_expressible", f"'{c.words}' counts {c.column} values in each "
                            f"{bucket}, and a {bucket} holds several readings of each: ask about one position")
    key = ("time",) if c.unit is not None else ((c.column, "time") if axis is not None else (c.column,))
    shared = [g for g in store.aggregate(AggregateQuery(every, "", "count", key)) if g.count > 1]
    if shared:
        what = f"position {_pos(float(shared[0].group[0]), f.kind)}" if c.unit is not None else \
            f"{c.column} {shared[0].group[0]}"
        return TableRefusal(q.kb, q.source, "not_expressible", f"'{c.words}' counts one row each, and {len(shared)} "
                            f"{'positions' if c.unit is not None else 'of them'} hold several rows ({what}: "
                            f"{shared[0].count}): name the member the rows are of")
    return None


def _listed(readings: Sequence[TableReading], f: Frame) -> str:
    """"day 61: 47", where the label ends in a number; "Canada 123" otherwise."""
    return "; ".join(f"{r.label}{':' if r.label[-1:].isdigit() else ''} {_unit(format_number(r.value), f.unit)}"
                     for r in readings)


def _at_end(store, q: TableQuery, end: TimeScope) -> dict[tuple, AggregateRow] | TableRefusal:
    """Each group's one value at one end of a ranked change: its reading, or its readings'
    statistic (by the measure's additivity or the question), by group."""
    cols = (q.over,)
    rows = _rows(q, end)
    counts = store.aggregate(AggregateQuery(rows, q.measure, "count", cols))
    stat = "first" if all(g.count <= 1 for g in counts) else q.statistic
    if not stat or stat == "value":
        return TableRefusal(q.kb, q.source, "ambiguous_rows", f"each {q.over} has several readings of {q.measure} "
                            f"{end.label}: {q.statistic_why}; ask for the total or the average")
    return {g.group: g for g in store.aggregate(AggregateQuery(rows, q.measure, stat, cols)) if g.value is not None}


def _bare(label: str) -> str:
    """A scope's label without its preposition ("in 2001" → "2001"), after "from" or "to"."""
    head, _sep, rest = label.partition(" ")
    return rest if rest and head in ("in", "on", "at") else label


def _ranked_changes(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"Which source grew the most between 2001 and 2017": each group's change between the two
    ends (or its percent change), ranked; a group without a value at both ends is not ranked,
    and the answer says how many."""
    a_end, b_end = q.ends
    found = [_at_end(store, q, e) for e in q.ends]
    for x in found:
        if isinstance(x, TableRefusal):
            return x
    at_a, at_b = found
    both = [k for k in at_a if k in at_b]
    changes = []
    def shown(g: AggregateRow) -> Decimal:  # an end that is a mean of several readings: as a mean is stated
        return _dec(stated_round(g.value) if g.count > 1 and q.statistic in ROUNDED else g.value)

    for k in both:
        va, vb = shown(at_a[k]), shown(at_b[k])
        diff = vb - va
        pct = (diff / va * 100).quantize(PLACES, rounding=ROUND_HALF_UP) if va else None
        if q.percent and pct is None:
            continue
        changes.append((k, va, vb, diff, pct, pct if q.percent else diff))
    if not changes:
        return TableRefusal(q.kb, q.source, "no_rows", f"no {q.over} has a value of {q.measure} {a_end.label} and "
                            f"{b_end.label}")
    if q.signed:
        return _signed_changes(q, f, found, changes)
    changes.sort(key=lambda c: -c[5] if q.descending else c[5])
    k = q.top or len(changes)
    edge = changes[min(k, len(changes)) - 1][5]
    chosen = [c for c in changes if (c[5] >= edge if q.descending else c[5] <= edge)]
    readings, said = _changes_said(q, f, found, chosen, percent=q.percent)
    kind_of = "fall" if q.said_as == ("fall", "min") else "change"
    word = ("largest" if q.descending or kind_of == "fall" else "smallest") + (" percent" if q.percent else "") \
        + f" {kind_of}"
    dropped = len(set(at_a) | set(at_b)) - len(changes)
    note = f"; {dropped} without a value at both ends not ranked" if dropped else ""
    head = f"The {len(chosen)} {word}s" if q.top != 1 else f"The {word}"
    stat = _ends_statistic(q, found)  # each end a statistic of its rows: said
    how = f"the {stat} " if stat else ""
    text = (f"{head} of {how}{q.measure}{_filter_words(q)} from {_bare(a_end.label)} to {_bare(b_end.label)} (of {len(changes)} "
            f"{_members_word(q.over, len(changes))}{note}): {'; '.join(said)}.")
    top = chosen[0]
    if kind_of == "fall" and top[3] >= 0:
        return TableRefusal(q.kb, q.source, "no_rows", f"no {q.over} of {q.source} fell from {_bare(a_end.label)} to "
                            f"{_bare(b_end.label)} (the smallest change: {said[0]})")
    return TableAnswer(q.kb, q.source, q, None, tuple(readings), top[3], top[4], word, text, f.kind,
                       ranked=len(changes))


def _rank(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    if q.ends is not None and q.over is not None:
        return _ranked_changes(store, q, f)
    found = _grouped(store, q, f)
    if isinstance(found, TableRefusal):
        return found
    partial = _partial_bucket(q, f, found)
    if partial is not None:
        return partial
    groups = sorted(found.groups, key=lambda g: (-g.value if q.descending else g.value))
    if q.nth:
        return _placed(q, f, found, groups)
    if q.top == 0 and len(groups) > MOST_LISTED:  # "rank the countries": every one, or why not
        return TableRefusal(q.kb, q.source, "not_expressible",
                            f"{len(groups)} {_members_word(q.over or found.bucket or 'position', len(groups))} to "
                            f"rank, more than {MOST_LISTED}: ask for the top k ('the top 10 …')")
    k = q.top or len(groups)
    edge = groups[min(k, len(groups)) - 1].value
    chosen = [g for g in groups if (g.value >= edge if q.descending else g.value <= edge)]
    readings = found.readings(chosen, q, f)
    word = "highest" if q.descending else "lowest"
    how = found.how()
    head = f"The {len(readings)} {word}" if q.top != 1 else f"The {word}"
    if q.top > 1 and len(readings) > q.top:  # "the 5 highest" with a tie at the fifth: all tied listed
        head = f"The {q.top} {word} ({len(readings)} with the ties at {format_number(edge)})"
    members = _members_word(q.over or found.bucket or _grain_word(q), len(groups))
    said = f"{how}{q.measure}"
    if how.strip() == word:  # each group's own highest ranked: "the highest conc reading", never "highest highest"
        said = f"{q.measure} reading"
    text = (f"{head} {said}{_filter_words(q)}{_scope_words(q.scope)} "
            f"(of {len(groups)} {members}): {_listed(readings, f)}.")
    if q.top == 0:
        text = (f"The {how}{q.measure}{_filter_words(q)}{_scope_words(q.scope)} of the {len(groups)} {members}, "
                f"{word} first: {_listed(readings, f)}.")
    if q.counted is not None:  # "which year had the most days with …"
        listed = "; ".join(f"{r.label}: {format_number(r.value)} {q.counted.words}" for r in readings)
        text = (f"The {'most' if q.descending else 'fewest'} {q.counted.words}{_filter_words(q)}"
                f"{_scope_words(q.scope)} (of {len(groups)} {members}): {listed}.")
    if not q.measure:  # "the most common weather": the value the most rows hold; "which year had the most"
        listed = "; ".join(f"{r.label} ({format_number(r.value)} rows)" for r in readings)
        held = f"{q.over} held by" if q.over else f"{found.bucket or 'position'} with"
        text = (f"The {held} the most rows{_filter_words(q)}{_scope_words(q.scope)} (of {len(groups)} "
                f"{members}): {listed}.")
    return TableAnswer(q.kb, q.source, q, None, readings, _dec(readings[0].value), None, how.strip(), text, f.kind,
                       ranked=len(groups))


def _placed(q: TableQuery, f: Frame, found: _Groups, groups: list[AggregateRow]) -> TableAnswer | TableRefusal:
    """"The second highest": the groups at place ``q.nth`` (one more than those strictly above
    them; several when tied there). A tie above that place leaves the place to no group — "the
    second highest" of 35, 35, 31 is 35 or 31 by two conventions — so it is asked back, the top
    listed."""
    k, word = q.nth, "highest" if q.descending else "lowest"
    place = f"{k}{'th' if 10 < k % 100 < 14 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"
    members = _members_word(q.over or found.bucket or _grain_word(q), len(groups))
    if len(groups) < k:
        return TableRefusal(q.kb, q.source, "no_rows", f"there are {len(groups)} {members}{_scope_words(q.scope)}: no "
                            f"{place} {word}")
    value = groups[k - 1].value
    above = [g for g in groups if (g.value > value if q.descending else g.value < value)]
    if len(above) != k - 1:
        shared = [g for g in groups if g.value in {x.value for x in groups[:k]}]
        return TableRefusal(q.kb, q.source, "ambiguous_rows",
                            f"places above the {place} are shared ({_listed(found.readings(shared, q, f), f)}): the "
                            f"{place} {word} {q.measure} is the {place} value or the next one by two conventions; "
                            f"ask for the top {k}")
    chosen = [g for g in groups if g.value == value]
    readings = found.readings(chosen, q, f)
    text = (f"The {place} {word} {found.how()}{q.measure}{_filter_words(q)}{_scope_words(q.scope)} "
            f"(of {len(groups)} {members}): {_listed(readings, f)}.")
    return TableAnswer(q.kb, q.source, q, None, readings, _dec(value), None, f"{place} {word}", text, f.kind,
                       ranked=len(groups))


def _ends_statistic(q: TableQuery, found) -> str:
    """The statistic each group's end is ("average"), where an end holds several rows; "" where
    every end is one reading."""
    several = any(g.count > 1 for x in found for g in x.values())
    return STATISTIC_WORDS.get(q.statistic, q.statistic) if several else ""


def _changes_said(q: TableQuery, f: Frame, found, chosen: list, percent: bool) -> tuple[list, list[str]]:
    """Each chosen group's change as readings (the change or percent, then both ends) and as the
    answer says it ("Rwanda -20.421 years (44.02 to 23.599)")."""
    at_a, at_b = found
    readings, said = [], []
    for key, va, vb, diff, pct, _by in chosen:
        name = _label(f.schema, (q.over,), key)
        readings += [TableReading(name, float(pct if percent else diff), at_a[key].count + at_b[key].count),
                     TableReading(name, float(va), at_a[key].count, at_a[key].positions),
                     TableReading(name, float(vb), at_b[key].count, at_b[key].positions)]
        change = f"{format(pct, 'f')} %" if percent else _unit(format(diff, "f"), f.unit)
        said.append(f"{name} {change} ({format_number(float(va))} to {format_number(float(vb))})")
    return readings, said


def _signed_changes(q: TableQuery, f: Frame, found, changes: list) -> TableAnswer | TableRefusal:
    """"Which countries' life expectancy fell between 1987 and 1992": every group whose change has
    the asked sign, largest first; none is said as none; more than :data:`MOST_LISTED` refused
    with their count."""
    a_end, b_end = q.ends
    verb = "fell" if q.signed == "<" else "rose"
    what = f"{_ends_statistic(q, found)} {q.measure}".strip()
    kept = sorted((c for c in changes if (c[3] < 0 if q.signed == "<" else c[3] > 0)),
                  key=lambda c: c[3] if q.signed == "<" else -c[3])
    span = f"from {_bare(a_end.label)} to {_bare(b_end.label)}"
    of = f"of {len(changes)} {_members_word(q.over, len(changes))}"
    if not kept:
        return TableRefusal(q.kb, q.source, "no_rows", f"no {q.over}'s {what}{_filter_words(q)} {verb} {span} ({of})")
    if len(kept) > MOST_LISTED:
        return TableRefusal(q.kb, q.source, "not_expressible", f"{len(kept)} {_members_word(q.over, len(kept))}' "
                            f"{what} {verb} {span} ({of}), more than {MOST_LISTED} to list: ask for the top k "
                            f"('which {_members_word(q.over, 2)} {verb} the most')")
    readings, said = _changes_said(q, f, found, kept, percent=False)
    text = (f"The {len(kept)} {_members_word(q.over, len(kept))} whose {what}{_filter_words(q)} {verb} {span} "
            f"({of}): {'; '.join(said)}.")
    return TableAnswer(q.kb, q.source, q, None, tuple(readings), kept[0][3], None, f"{verb} {span}", text, f.kind,
                       ranked=len(changes), counts=(len(kept),))


def _grain_word(q: TableQuery) -> str:
    """What the axis's own positions are called in a listing: the grain the question grouped by
    ("in which years": years), else "position"."""
    return q.by_time if q.by_time not in (None, "time") else "position"


#: the most groups a listing states ("the total per day" over ten years is no answer to read)
MOST_LISTED = 40


def _list(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"The average temp_max in each month of 2013": every group's statistic, in the groups' order."""
    found = _grouped(store, q, f)
    if isinstance(found, TableRefusal):
        return found
    groups = sorted(found.groups, key=lambda g: tuple((0, x, "") if isinstance(x, (int, float)) else (1, 0, str(x))
                                                      for x in g.group))
    word = _members_word(q.over or found.bucket or _grain_word(q), len(groups))
    if len(groups) > MOST_LISTED:
        return TableRefusal(q.kb, q.source, "not_expressible",
                            f"{len(groups)} {word}{_scope_words(q.scope)} to list, more than {MOST_LISTED}: narrow the "
                            "interval or ask for one of them, or the highest")
    readings = found.readings(groups, q, f)
    how = found.how()
    text = (f"The {how}{q.measure}{_filter_words(q)}{_scope_words(q.scope)} of each of the {len(groups)} {word}: "
            f"{_listed(readings, f)}.")
    return TableAnswer(q.kb, q.source, q, None, readings, None, None, how.strip(), text, f.kind,
                       ranked=len(groups))


#: the steps of a time axis whose readings each fall in one recurring bucket (``RECURRING_BUCKETS``)
RECURRING_STEPS = {"weekday": ("day", "hour", "minute", "second"),
                   "season": ("month", "week", "day", "hour", "minute", "second"),
                   "monthofyear": ("month", "week", "day", "hour", "minute", "second")}
#: the meteorological seasons of the northern hemisphere, by the store's season bucket
SEASON_NAMES = ("winter (December–February)", "spring (March–May)", "summer (June–August)",
                "autumn (September–November)")


def bucket_label(v: int, bucket: str) -> str:
    """A calendar bucket's key as the answer writes it: 2013, 2013 Q2, 2013-06, Monday."""
    if bucket == "weekday":
        return calendar.day_name[v - 1]
    if bucket == "season":
        return SEASON_NAMES[v - 1]
    if bucket == "monthofyear":
        return calendar.month_name[v]
    if bucket == "year":
        return str(v)
    if bucket == "decade":
        return f"the {v}s"
    if bucket == "day":
        return f"{v // 10000}-{v // 100 % 100:02d}-{v % 100:02d}"
    return f"{v // 10} Q{v % 10}" if bucket == "quarter" else f"{v // 100}-{v % 100:02d}"


def bucket_span(v: int, bucket: str, kind: str) -> tuple[float, float]:
    """The first and last position of a calendar bucket's key (``bucket_label``'s) on a date axis
    (days since 1970-01-01) or a datetime one (seconds; the last second of the last day)."""
    if bucket == "year":
        lo, hi = (v, 1, 1), (v, 12, 31)
    elif bucket == "decade":
        lo, hi = (v, 1, 1), (v + 9, 12, 31)
    elif bucket == "quarter":
        y, first = v // 10, 3 * (v % 10) - 2
        lo, hi = (y, first, 1), (y, first + 2, calendar.monthrange(y, first + 2)[1])
    elif bucket == "month":
        y, m = v // 100, v % 100
        lo, hi = (y, m, 1), (y, m, calendar.monthrange(y, m)[1])
    else:
        lo = hi = (v // 10000, v // 100 % 100, v % 100)
    first, last = (float((date(*d) - _EPOCH).days) for d in (lo, hi))
    return (first * 86400, last * 86400 + 86399) if kind == "datetime" else (first, last)


#: the day a date axis counts its positions from
_EPOCH = date(1970, 1, 1)


def _number_or_text(v: str | float | None) -> str | float | None:
    """A dimension value as a number when it is one ("45" of an id column)."""
    if isinstance(v, str):
        try:
            return float(Decimal(v.strip()))
        except ArithmeticError:
            return v
    return v


def _attribute(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """The value of dimension ``q.over`` on the selected rows: one value, or the values listed back."""
    groups = [g for g in store.aggregate(AggregateQuery(_rows(q, q.scope), "", "count", (q.over,))) if g.count]
    if not groups:
        return TableRefusal(q.kb, q.source, _no_rows_kind(q.scope),
                            f"no row of {q.source}{_filter_words(q)}{_scope_words(q.scope)}")
    values = sorted((_number_or_text(g.group[0]) for g in groups),
                    key=lambda v: (0, v, "") if isinstance(v, float) else (1, 0.0, str(v)))
    if len(values) > 1:
        shown = ", ".join(format_number(v) if isinstance(v, float) else str(v) for v in values[:10])
        more = f" and {len(values) - 10} more" if len(values) > 10 else ""
        return TableRefusal(q.kb, q.source, "ambiguous_rows",
                            f"the rows of {q.source}{_filter_words(q)}{_scope_words(q.scope)} hold {len(values)} "
                            f"values of {q.over} ({shown}{more}); name the rows you mean")
    v, n = values[0], groups[0].count
    shown = format_number(v) if isinstance(v, float) else str(v)
    rows = "its one row" if n == 1 else f"the same in all {n} rows"
    who = _label(f.schema, [x.column for x in q.filters for _ in x.values], [y for x in q.filters for y in x.values])
    text = f"{q.over}{' of ' + who if who else ''}{_scope_words(q.scope)}: {shown} ({rows})."
    how = f"{q.over}, a dimension: {rows}"
    if isinstance(v, float):
        reading = TableReading(who, v, n)
        return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(v), None, how, text, f.kind)
    return TableAnswer(q.kb, q.source, q, None, (), None, None, how, text, f.kind, stated=(shown,))


def _members_word(column: str, n: int) -> str:
    """What the ranked members are called: the column's name, plural; "values of the column
    with no header" for an unnamed one (``column1``)."""
    if column in RECURRING_PLURALS:  # "of 7 days of the week", never "weekdays" (Monday to Friday)
        return RECURRING_PLURALS[column][n != 1]
    return "values of the column with no header" if unnamed_column(column) else _plural(column, n)


#: how a recurring calendar bucket's groups are called, one and several
RECURRING_PLURALS = {"weekday": ("day of the week", "days of the week"), "season": ("season", "seasons"),
                     "monthofyear": ("month of the year", "months of the year")}


def _plural(word: str, n: int) -> str:
    if n == 1 or word.endswith("s") and not word.endswith("ss"):
        return word
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        return word[:-1] + "ies"
    return word + "es" if word.endswith(("ss", "x", "sh", "ch")) else word + "s"


@dataclass(frozen=True)
class Frame:
    """What rendering a table's answer needs besides the query: the schema, how its axis
    writes positions, the measure's unit and the table's owner (a one-series file's entity)."""

    schema: TableSchema
    kind: str
    granularity: str
    unit: str | None = None
    owner: str = ""
    axis_name: str = ""


def frame_of(schema: TableSchema, measure: str, unit: str | None = None, owner: str = "", axis_name: str = "",
             derived: tuple[str, ...] = ()) -> Frame:
    kind = schema.time.kind if schema.time is not None else "number"
    if schema.time is not None and not schema.time.has_year and tuple(schema.time.parts) == ("month", "day"):
        kind = MONTH_DAY
    elif schema.time is not None and schema.time.kind == "number" and schema.time.granularity == "year":
        kind = YEAR
    elif schema.time is not None and schema.time.granularity == SEASON:
        kind = SEASON + (schema.time.format or "-4")
    m = schema.measure(derived[0] if derived else measure)  # a difference is in its measures' unit
    return Frame(schema, kind, schema.time.granularity if schema.time is not None else "",
                 unit if unit is not None else (m.unit if m is not None else None), owner, axis_name)


#: a column whose distinct values are at least this share of the table's rows labels its rows
LABELLING = 0.5


def _repeated_labels(store, q: TableQuery, column: str, groups: list[AggregateRow]) -> TableRefusal | None:
    """A column that labels the table's rows (most of its values name one row: a president's
    name) holding a value on several of the rows selected ("Bush" on two): whether those rows are
    one thing or several is not known, so the distinct values are no count of the things — asked."""
    many = [g for g in groups if g.count > 1]
    if not many:
        return None
    every = store.aggregate(AggregateQuery(RowQuery(q.source), q.measure, "count", (column,)))
    total = sum(g.count for g in every)
    if not total or len([g for g in every if g.count]) < LABELLING * total:
        return None  # a state on every year's row: its values are what the rows are of
    shown = ", ".join(f"{g.group[0]} ({g.count} rows)" for g in many[:5])
    return TableRefusal(q.kb, q.source, "ambiguous_rows",
                        f"the {sum(g.count for g in groups)} rows{_filter_words(q)} hold {len(groups)} distinct {column} "
                        f"values, and {column} labels the rows of {q.source} but repeats: {shown}; whether a repeated "
                        f"{column} is one thing or several is not known: ask how many rows, or name the {column}")


def _members(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"How many states does the table cover": the distinct values of a dimension in the rows
    (and interval) selected."""
    column = q.over or ""
    negative = _negative_under_existence(store, q) if q.conditions else None
    if negative is not None:
        return negative
    key = _key_with(f.schema, column)
    groups = [g for g in store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, "count", key))
              if g.count and all(v is not None for v in g.group)]
    if not groups:
        return TableRefusal(q.kb, q.source, "no_rows", f"no rows of {q.source}{_filter_words(q)}{_scope_words(q.scope)}")
    n = len(groups)
    rows = sum(g.count for g in groups)
    repeated = _repeated_labels(store, q, column, groups)
    if repeated is not None:
        return repeated
    where = " and ".join(c.words for c in q.conditions)
    label = _filter_label(q)
    joint = " that " if q.conditions and all(c.existence for c in q.conditions) else " with "
    what = f"{column} value{'s' if n != 1 else ''}" if len(key) == 1 else \
        f"{' · '.join(key)} pair{'s' if n != 1 else ''} (a {column} is one only with its {', '.join(key[1:])})"
    text = (f"{q.source} holds {n} distinct {what}{(' of ' + label) if label else ''}"
            f"{(joint + where) if where else ''}{_scope_words(q.scope)} (over {rows} rows).")
    reading = TableReading(column, float(n), rows, ())
    return TableAnswer(q.kb, q.source, q, None, (reading,), _dec(n), None,
                       f"distinct values of {' · '.join(key)}", text, f.kind)


def _key_with(schema: TableSchema, column: str) -> tuple[str, ...]:
    """The columns that tell one of ``column``'s things apart: the column, and the other id
    dimensions of the table's grain when it is an id that is part of a grain of several ids (a
    person number counts people only within its interview: ``persnum`` with ``intnum``)."""
    own = schema.dimension(column)
    if own is None or own.kind != "id" or column not in schema.grain:
        return (column,)
    others = tuple(c for c in schema.grain if c != column and (d := schema.dimension(c)) is not None and d.kind == "id")
    return (column, *others)


#: the word for a step of each direction ranked
_STEP_WORDS = {">": "rise", "<": "fall", "": "change"}


def _steps(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"Which year saw the biggest jump in incidence": each period's reading against the one of
    the period before (:mod:`.steps`), one series, ranked by the change (or its percent); a
    period with no reading before it has no step."""
    varying, groups = _varying(store, q, f.schema, q.scope)
    if varying:
        return _ask_which(q, f.schema, varying, groups)
    unit = q.by_time or ""
    bucket = unit if unit != f.granularity else None  # each year's average of daily readings
    if bucket is not None and q.statistic == "sum":
        level = _level_over_time(store, q, f.schema)
        if level is not None:
            return level
    stat = q.statistic if bucket is not None else "mean"
    rows = [g for g in store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, stat, ("time",), bucket))
            if g.value is not None and g.group[0] is not None]
    several = next((g for g in rows if g.count > 1), None) if bucket is None else None
    if several is not None:
        return TableRefusal(q.kb, q.source, "ambiguous_rows",
                            f"{several.count} readings of {q.measure} at {_pos(float(several.group[0]), f.kind)}: a "
                            f"change from one {unit} to the next needs one reading a {unit}; name the series you mean")
    left_out = ""
    if bucket is not None and rows:  # a part of a year's total or average is no year's: left out, said
        fullest, part = _parts(rows)
        rows = [g for g in rows if g.count >= FULL_BUCKET * fullest]
        if part:
            left_out = (f"; left out, as parts of {bucket}s: " + ", ".join(
                f"{bucket_label(int(g.group[0]), bucket)} ({g.count} readings)" for g in part[:5])
                + f", the fullest {bucket} holding {fullest}")
    kind = "bucket" if bucket is not None else f.kind
    found = consecutive_steps([(float(g.group[0]), _dec(g.value)) for g in rows], kind, unit)
    if isinstance(found, str):
        return TableRefusal(q.kb, q.source, "not_expressible", found)
    if found.spacing > 1 and q.step_said:
        return TableRefusal(q.kb, q.source, "not_expressible", f"the readings of {q.measure} are {found.spacing} {unit}s "
                            f"apart: none has a reading the {unit} before; ask for the largest change from one reading "
                            "to the next")
    word = _STEP_WORDS[q.signed]
    best = largest_steps(found.steps, q.signed, q.percent)
    if not found.steps:
        return TableRefusal(q.kb, q.source, "no_rows", f"no two readings of {q.measure}{_filter_words(q)}"
                            f"{_scope_words(q.scope)} in consecutive {unit}s: no change from one {unit} to the next")
    if not best:
        return TableRefusal(q.kb, q.source, "no_rows", f"no {unit}'s {q.measure}{_filter_words(q)}{_scope_words(q.scope)} "
                            f"shows a {word} from the {unit} before (of {len(found.steps)} changes)")
    answer = _steps_answer(q, f, found.steps, found.gaps, best, word, bucket, found.spacing)
    if not left_out:
        return answer
    counts = (*answer.counts, *(int(n) for n in re.findall(r"\((\d+) readings\)", left_out)), fullest)
    return replace(answer, sentence=answer.sentence[:-2] + left_out + ").", counts=counts)


def _step_reading(p: float, value: Decimal, f: Frame, bucket: str | None) -> TableReading:
    """One end of a step as the answer states it: a reading at its position, or a calendar
    bucket's aggregate named by its key and cited by its span."""
    if bucket is None:
        return TableReading(_pos(p, f.kind), float(value), 1, (p,))
    return TableReading(bucket_label(int(p), bucket), float(value), 0, (), bucket_span(int(p), bucket, f.kind))


def _steps_answer(q: TableQuery, f: Frame, steps: Sequence[Step], gaps: int, best: Sequence[Step],
                  word: str, bucket: str | None, spacing: int = 1) -> TableAnswer:
    unit = q.by_time or ""
    said = []
    for s in best:
        now, was = _step_reading(s.at, s.now, f, bucket), _step_reading(s.before, s.was, f, bucket)
        pct = f", {format(s.percent, 'f')} %" if s.percent is not None else ""
        said.append(f"{now.label}, from {_unit(format_number(float(s.was)), f.unit)} in {was.label} "
                    f"to {_unit(format_number(float(s.now)), f.unit)}: a change of "
                    f"{_unit(format(s.change, 'f'), _difference_unit(f.unit))}{pct}")
    gap = f"; {gaps} {unit}{'s have' if gaps != 1 else ' has'} no reading the {unit} before" if gaps else ""
    ranked = "by its percent " if q.percent else ""
    of = f"{STATISTIC_WORDS[q.statistic]} " if bucket is not None else ""
    before, between = (f"the {unit} before", f"one {unit} to the next") if spacing == 1 else \
        (f"the reading before ({spacing} {unit}s earlier: the readings are {spacing} {unit}s apart)",
         "one reading to the next")
    text = (f"The largest {word} {ranked}in {of}{q.measure}{_filter_words(q)}{_scope_words(q.scope)} over {before}: "
            f"{'; '.join(said)} (of {len(steps)} changes from {between}{gap}).")
    readings = tuple(r for s in best for r in (_step_reading(s.at, s.now, f, bucket),
                                               _step_reading(s.before, s.was, f, bucket)))
    first = best[0]
    return TableAnswer(q.kb, q.source, q, None, readings, first.change, first.percent,
                       f"each {unit}'s reading against the {unit} before", text, f.kind,
                       ranked=len(steps), counts=(len(steps), *((gaps,) if gaps else ()), *((spacing,) if spacing > 1 else ())))


def _one_reading_each(store, q: TableQuery, f: Frame) -> tuple[tuple[str, ...], list[AggregateRow]] | TableRefusal:
    """The unbound dimensions the selected rows vary in and their groups, when the rows are one
    series or several series' one reading each (a cross-section: "… in 2007" across the
    countries); several series of several readings each are asked back."""
    varying, groups = _varying(store, q, f.schema, q.scope)
    if varying and any(g.count > 1 for g in groups):
        return _ask_which(q, f.schema, varying, groups)
    return varying, groups


def _range(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """"The range of temp_max in 2013": the highest reading less the lowest, over one series'
    readings, or over several series' one reading each ("the range of lifeExp in 2007" across the
    countries), both cited; several series of several readings are asked back."""
    found = _one_reading_each(store, q, f)
    if isinstance(found, TableRefusal):
        return found
    varying, groups = found
    cols = _unbound(f.schema, q) if varying else ()
    ends = []
    for op in ("max", "min"):
        found = [g for g in store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure, op, cols)) if g.value is not None]
        if not found:
            return TableRefusal(q.kb, q.source, "no_rows", _no_reading(q, q.scope))
        best = (max if op == "max" else min)(g.value for g in found)
        tied = [g for g in found if g.value == best]
        who = ", ".join(_label(f.schema, cols, g.group) for g in tied[:3]) if cols else ""
        positions = tuple(p for g in tied for p in g.positions)
        ends.append((best, who, positions))
    (hi, hi_who, hi_at), (lo, lo_who, lo_at) = ends
    n = sum(g.count for g in groups) if varying else store.aggregate(AggregateQuery(_rows(q, q.scope), q.measure,
                                                                                     "count"))[0].count
    span = _dec(hi) - _dec(lo)

    def where(who: str, at: tuple[float, ...]) -> str:
        return f": {who}" if who else _when(at, f.kind, f.axis_name, _counted_by(f))

    series = f", {len(groups)} series" if varying else ""
    text = (f"The range of {q.measure}{_filter_words(q)}{_scope_words(q.scope)} was "
            f"{_unit(format(span, 'f'), _difference_unit(f.unit))}: from {_unit(format_number(lo), f.unit)} "
            f"(the lowest{where(lo_who, lo_at)}) to {_unit(format_number(hi), f.unit)} (the highest{where(hi_who, hi_at)})"
            f" (of {readings_phrase(n)}{series}).")
    ops = (TableReading(hi_who or "highest", hi, n, hi_at), TableReading(lo_who or "lowest", lo, n, lo_at))
    return TableAnswer(q.kb, q.source, q, None, ops, span, None, f"highest less lowest of {readings_phrase(n)}",
                       text, f.kind, counts=(n, len(groups)) if varying else (n,))


def _correlation(store, q: TableQuery, f: Frame) -> TableAnswer | TableRefusal:
    """Pearson's r of the two measures ``q.members`` over the rows that hold both: one series'
    rows, or several series' one reading each (a cross-section); several series of several
    readings each are asked back."""
    a, b = q.members
    found = _one_reading_each(store, q, f)
    if isinstance(found, TableRefusal):
        return found
    names = [m.name for m in f.schema.measures]
    at = 2 + len(f.schema.dimensions)  # a row is (line, t, *dims, *measures)
    ia, ib = at + names.index(a), at + names.index(b)
    pairs = [(float(row[ia]), float(row[ib])) for row in store.relation_rows(_rows(q, q.scope))
             if row[ia] is not None and row[ib] is not None]
    r = pearson(pairs)
    if r is None:
        why = (f"fewer than {MIN_PAIRS} rows hold both" if len(pairs) < MIN_PAIRS
               else "one of them does not vary over those rows")
        return TableRefusal(q.kb, q.source, "no_rows", f"no correlation of {a} and {b}{_filter_words(q)}"
                            f"{_scope_words(q.scope)}: {why}")
    text = (f"The correlation (Pearson's r) between {a} and {b}{_filter_words(q)}{_scope_words(q.scope)} was "
            f"{format(r, 'f')} (of {len(pairs)} rows holding both).")
    return TableAnswer(q.kb, q.source, q, None, (), r, None, f"Pearson's r over {len(pairs)} rows", text, f.kind,
                       counts=(len(pairs),))


#: the operation → its executor
_OPS = {"max": _extreme, "min": _extreme, "mean": _aggregate, "sum": _aggregate, "count": _aggregate,
        "median": _aggregate, "stdev": _aggregate, "range": _range, "correlation": _correlation,
        "first": _aggregate, "last": _aggregate, "compare": _compare, "share": _share, "change": _change,
        "rank": _rank, "list": _list, "value": _value, "attribute": _attribute, "members": _members,
        "steps": _steps, "percent_of": _percent_of}


def _lower_first(sentence: str) -> str:
    """The sentence after an owner's colon: its first word in lower case unless the word is a
    name written in capitals beyond its first letter (``HOUSTNSA``, ``GDP``, ``McGwire``)."""
    word = sentence.split(" ", 1)[0]
    return sentence if any(c.isupper() for c in word[1:]) else sentence[:1].lower() + sentence[1:]


def _beside(schema: TableSchema, measure: str) -> bool:
    """Is ``measure`` a column beside a wide table's members (``WideLayout.beside``)?"""
    m = schema.measure(measure)
    return schema.wide is not None and m is not None and m.column in schema.wide.beside


def _beside_by_member(q: TableQuery, schema: TableSchema) -> TableRefusal | None:
    """A measure beside a wide table's members (a county's ``Total`` beside its candidates'
    columns) is the row's, not a member's: filtered, grouped or compared by a member it is
    refused, never read off the member whose row holds it."""
    wide = schema.wide
    if not any(_beside(schema, m) for m in (q.members if q.over == MEASURES else (q.measure,))):
        return None
    if q.over == wide.dimension or any(f.column == wide.dimension for f in q.filters):
        return TableRefusal(q.kb, q.source, "not_expressible", f"{q.measure} is a column beside the {wide.dimension} "
                            f"columns: one value a row, not one for each {wide.dimension}; ask it without "
                            f"naming a {wide.dimension}")
    return None


@dataclass(frozen=True)
class _Difference:
    """The store, with the aggregates of a derived measure's name read as each row's difference
    between its two measures (``TableQuery.derived``); every operation runs unchanged over it."""

    store: RelationStore
    name: str
    measures: tuple[str, str]

    def aggregate(self, q: AggregateQuery) -> list[AggregateRow]:
        if q.measure == self.name:
            q = replace(q, measure=self.measures[0], minus=self.measures[1])
        return self.store.aggregate(q)


def execute(store: RelationStore, q: TableQuery, frame: Frame) -> Executed:
    """Run ``q`` against the store's rows of its table source."""
    if q.derived:
        store = _Difference(store, q.measure, q.derived)
    by_member = _beside_by_member(q, frame.schema)
    if by_member is not None:
        return by_member
    found = _OPS[q.op](store, q, frame)
    if isinstance(found, TableAnswer) and frame.owner and not any(r.label for r in found.readings):
        found = replace(found, readings=tuple(replace(r, label=frame.owner) for r in found.readings),
                        sentence=f"{frame.owner}: {_lower_first(found.sentence)}")
    counted = q.op in ("count", "members") or q.statistic == "count"  # a number of readings or rows has no unit
    if isinstance(found, TableAnswer) and found.unit is None and frame.unit and not counted:
        found = replace(found, unit=frame.unit)
    return found
