"""A table as a relation: its profiled schema, its rows, and the queries the store runs on them.

A table source is not squeezed into "one series per entity along one axis": every row is
kept, typed, under a :class:`TableSchema` the ingest profiles (``noesis.ingest.profile``):

* the **grain** — the smallest set of columns unique per row (dimensions + time);
* the **time axis** — one column, or composed from parts (year + month [+ day], year +
  quarter, year + week, date + time, month + day), at its own granularity;
* the **dimensions** — text/categorical columns and numeric columns that behave as ids;
* the **measures** — the other numeric columns, with unit and additivity.

A :class:`Relation` is the schema plus the typed columns the store writes (one SQL table per
source, ``store/relations.py``); :class:`RowQuery` / :class:`AggregateQuery` are what the
query plane asks of it and :class:`AggregateRow` what the store answers.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Literal

import numpy as np

#: how fine a time axis is
Granularity = Literal["year", "quarter", "month", "week", "day", "hour", "minute", "second",
                      "number", "clock"]
GRANULARITIES: tuple[str, ...] = ("year", "quarter", "month", "week", "day", "hour", "minute",
                                  "second", "number", "clock")
#: what a time axis's parts are (the column roles of a composed axis)
TimePart = Literal["year", "quarter", "month", "week", "day", "date", "time", "datetime",
                   "fractional-year", "year-month", "number", "clock"]
#: can a measure be summed over time (a flow: sales), or not (a level: a price, a rate)
Additivity = Literal["flow", "level", "unknown"]
ADDITIVITIES: tuple[str, ...] = ("flow", "level", "unknown")
#: a dimension's values: text/categorical, or numbers that behave as ids
DimensionKind = Literal["text", "id", "category"]
AggregateOp = Literal["sum", "mean", "min", "max", "count", "first", "last"]
AGGREGATE_OPS: tuple[str, ...] = ("sum", "mean", "min", "max", "count", "first", "last", "median", "stdev")


@dataclass(frozen=True)
class TimeAxis:
    """Where a table's time lives: ``columns`` (one, or the parts of a composed axis, in
    ``parts`` order), the ``granularity`` its positions step by, and whether it has a year
    (a Month + Day table does not: its positions are ``month * 100 + day``)."""

    columns: tuple[str, ...]
    parts: tuple[str, ...]
    granularity: str
    kind: str  # the axis kind its positions are stored in (noesis.axis.AXIS_KINDS)
    has_year: bool = True
    format: str | None = None  # a single column's detected position format label

    @property
    def composed(self) -> bool:
        return len(self.columns) > 1


#: the name the loader gives a column with an empty header (``column1``)
_UNNAMED_COLUMN = re.compile(r"column\d+")


def unnamed_column(name: str) -> bool:
    """Is ``name`` the loader's name for a column with an empty header (``column1``)?"""
    return bool(_UNNAMED_COLUMN.fullmatch(name))


@dataclass(frozen=True)
class Dimension:
    """A column that says *which* row: text/categorical values, or integer ids."""

    column: str
    kind: str  # DimensionKind
    distinct: int
    why: str = ""


@dataclass(frozen=True)
class Measure:
    """A numeric column that says *how much*: ``name`` (the metric), its ``column``, ``unit``
    and ``additivity``. A wide table's measure gathers several columns (``members``)."""

    name: str
    column: str
    unit: str | None = None
    additivity: str = "unknown"  # Additivity
    why: str = ""


@dataclass(frozen=True)
class WideLayout:
    """A wide table read as one measure over a dimension: ``columns`` are the members
    (one numeric column per region, index or product), named in ``dimension``."""

    dimension: str
    measure: str
    columns: tuple[str, ...]
    why: str = ""
    #: the time part the headers hold ("year" for 1960, 1961 …; "month" for JAN … DEC), or
    #: None when the members are a dimension (tickers, regions)
    time_part: str | None = None
    #: numeric columns beside the members (a ``Total``, a rate of the row): measures of the file
    #: row, not of a member — each held once a row (on its first member's), never summed per member
    beside: tuple[str, ...] = ()
    #: month headers that run across a year's end (``Jul`` … ``Jun``): the years to add to the
    #: row's year for each member, in header order (``+1`` from ``Jan`` on when the row's year is
    #: the run's start), empty when the months stay within the row's year
    year_offsets: tuple[int, ...] = ()


@dataclass(frozen=True)
class SchemaChoice:
    """One schema decision: what, why, the manifest line that overrides it, and whether the
    engine is confident (an uncertain choice is a proposal in ``noesis init``)."""

    key: str
    value: str
    why: str
    manifest: str
    certain: bool = True

    def line(self) -> str:
        flag = "" if self.certain else " [uncertain: check it]"
        return f"{self.key} = {self.value} — {self.why}; to choose otherwise: {self.manifest}{flag}"


@dataclass(frozen=True)
class TableSchema:
    """A table's profiled schema (see the module docstring)."""

    file: str
    columns: tuple[str, ...]
    grain: tuple[str, ...]
    time: TimeAxis | None
    dimensions: tuple[Dimension, ...]
    measures: tuple[Measure, ...]
    #: the dimensions that name the entity in answers (a series is one combination of them)
    entity: tuple[str, ...] = ()
    wide: WideLayout | None = None
    ignored: tuple[str, ...] = ()  # columns neither dimension, time nor measure (free text)
    choices: tuple[SchemaChoice, ...] = ()
    #: rows that repeat the whole key of an earlier row (kept, but not in the series)
    lost_rows: int = 0
    #: a document table's rows (:mod:`noesis.ingest.docrelation`): per row label, the measures
    #: (columns) its row has a number in — a row named with no column is read in its only one
    filled: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: ``(dimension, value)``: a value whose readings are the sum of the others' (a ``World`` row among
    #: countries), found at ingestion (:mod:`noesis.ingest.totalrows`); left out of what spans the others
    totals: tuple[tuple[str, str], ...] = ()
    #: "" for a file's own relation; for a further relation read from the same file (the numeric
    #: columns beside a wide table's month headers, on the row's own time), its time's grain
    #: ("year"): the relation goes by :func:`relation_name`
    part: str = ""
    #: ``(value, dimension, other dimension)``: a value two dimensions hold that selects the same rows
    #: in each (``Toronto`` a municipality and its census division), found at ingestion
    #: (:mod:`noesis.ingest.samerows`): saying it names one thing
    same_rows: tuple[tuple[str, str, str], ...] = ()
    #: ``(dimension, other dimension)``: two dimensions holding the same values whose readings at
    #: ``(x, y)`` and ``(y, x)`` are the same (a distance table's rows and columns), found at
    #: ingestion (:mod:`noesis.ingest.mirror`): two names of them say one cell, whichever is which
    mirrored: tuple[tuple[str, str], ...] = ()

    def filled_measures(self, value: str) -> tuple[str, ...] | None:
        """The measures row ``value`` has a number in; None when the table records none."""
        return next((ms for v, ms in self.filled if v == value), None)

    @property
    def uncertain(self) -> tuple[SchemaChoice, ...]:
        return tuple(c for c in self.choices if not c.certain)

    def dimension(self, column: str) -> Dimension | None:
        return next((d for d in self.dimensions if d.column == column), None)

    def measure(self, name: str) -> Measure | None:
        return next((m for m in self.measures if m.name == name), None)

    def to_json(self) -> dict:
        """The schema as ``noesis info --json`` reports it (rows are added by the store)."""
        return {
            "file": self.file,
            "columns": list(self.columns),
            "grain": list(self.grain),
            "time": None if self.time is None else {
                "columns": list(self.time.columns), "parts": list(self.time.parts),
                "granularity": self.time.granularity, "kind": self.time.kind,
                "has_year": self.time.has_year, "format": self.time.format,
            },
            "dimensions": [{"column": d.column, "kind": d.kind, "distinct": d.distinct}
                           for d in self.dimensions],
            "entity": list(self.entity),
            "measures": [{"name": m.name, "column": m.column, "unit": m.unit,
                          "additivity": m.additivity} for m in self.measures],
            "wide": None if self.wide is None else {
                "dimension": self.wide.dimension, "measure": self.wide.measure,
                "columns": list(self.wide.columns), "time_part": self.wide.time_part,
                "beside": list(self.wide.beside),
                **({"year_offsets": list(self.wide.year_offsets)} if self.wide.year_offsets else {})},
            "ignored": list(self.ignored),
            "lost_rows": self.lost_rows,
            **({"filled": [[v, list(ms)] for v, ms in self.filled]} if self.filled else {}),
            **({"totals": [[c, v] for c, v in self.totals]} if self.totals else {}),
            **({"part": self.part} if self.part else {}),
            **({"same_rows": [list(t) for t in self.same_rows]} if self.same_rows else {}),
            **({"mirrored": [list(t) for t in self.mirrored]} if self.mirrored else {}),
            "choices": [{"key": c.key, "value": c.value, "why": c.why, "manifest": c.manifest,
                         "certain": c.certain} for c in self.choices],
        }

    @classmethod
    def from_json(cls, data: dict) -> TableSchema:
        t = data.get("time")
        w = data.get("wide")
        return cls(
            file=data["file"],
            columns=tuple(data.get("columns", ())),
            grain=tuple(data["grain"]),
            time=None if t is None else TimeAxis(
                tuple(t["columns"]), tuple(t["parts"]), t["granularity"], t["kind"],
                t.get("has_year", True), t.get("format")),
            dimensions=tuple(Dimension(d["column"], d["kind"], d["distinct"])
                             for d in data["dimensions"]),
            measures=tuple(Measure(m["name"], m["column"], m.get("unit"), m.get("additivity", "unknown"))
                           for m in data["measures"]),
            entity=tuple(data.get("entity", ())),
            wide=None if w is None else WideLayout(w["dimension"], w["measure"], tuple(w["columns"]),
                                                    time_part=w.get("time_part"),
                                                    beside=tuple(w.get("beside", ())),
                                                    year_offsets=tuple(w.get("year_offsets", ()))),
            ignored=tuple(data.get("ignored", ())),
            lost_rows=int(data.get("lost_rows", 0)),
            filled=tuple((v, tuple(ms)) for v, ms in data.get("filled", ())),
            totals=tuple((c, v) for c, v in data.get("totals", ())),
            part=str(data.get("part", "")),
            same_rows=tuple((str(v), str(a), str(b)) for v, a, b in data.get("same_rows", ())),
            mirrored=tuple((str(a), str(b)) for a, b in data.get("mirrored", ())),
            choices=tuple(SchemaChoice(c["key"], c["value"], c["why"], c["manifest"], c["certain"])
                          for c in data.get("choices", ())),
        )


def relation_name(source: str, part: str) -> str:
    """The name a relation of the table source ``source`` goes by: the source's own, or
    ``<source>#<part>`` for a further relation read from the same file (``bomsoi.csv#year``)."""
    return f"{source}#{part}" if part else source


def relation_source(name: str) -> str | None:
    """The source a further relation's name (:func:`relation_name`) is of: ``bomsoi.csv`` of
    ``bomsoi.csv#year``; None for a name with no part."""
    return name.rsplit("#", 1)[0] if "#" in name else None


@dataclass(frozen=True, eq=False)
class Relation:
    """A table's rows as typed columns, ready for the store (one entry per stored row).

    ``time`` holds positions on the KB's axis (NaN where the row has none); ``dims`` one
    string array per dimension (None where empty) in ``schema.dimensions`` order;
    ``measures`` one float array per measure (NaN where missing) in ``schema.measures``
    order; ``lines`` the file line (or row number) each row came from. A wide table's
    relation is already melted: one row per (time, member).
    """

    schema: TableSchema
    time: np.ndarray
    dims: tuple[tuple[str | None, ...], ...]
    measures: tuple[np.ndarray, ...]
    lines: np.ndarray
    rows_read: int = 0

    def __len__(self) -> int:
        return int(self.lines.shape[0])


@dataclass(frozen=True)
class Filter:
    """Rows whose dimension ``column`` is one of ``values``."""

    column: str
    values: tuple[str, ...]


#: the comparisons a condition on a measure may make
CONDITION_OPS = (">", ">=", "<", "<=", "=")


@dataclass(frozen=True)
class Condition:
    """Rows whose ``measure`` compares with ``value`` by ``op`` (one of :data:`CONDITION_OPS`):
    "above 70" is ``(">", 70)``, "negative" ``("<", 0)``."""

    measure: str
    op: str
    value: float
    text: str = ""  # the question's words
    #: said as having the measure ("had a banking crisis"): above 0, which holds only for a
    #: measure with no negative readings (the executor checks)
    existence: bool = False
    #: another measure of the same row the measure compares with instead of ``value`` ("Leave ahead
    #: of Remain": ``leave > remain``)
    other: str = ""

    @property
    def words(self) -> str:
        """The condition as the answer says it: the question's words, with the measure's name
        before them when they do not hold it ("price above 100")."""
        if self.other:
            said = f"{self.measure} {'above' if self.op in ('>', '>=') else 'below'} {self.other}"
            return f"{said} ({self.text})" if self.text else said
        if not self.text:
            return f"{self.measure} {self.op} {self.value:g}"
        return self.text if self.measure.lower() in self.text.lower() else f"{self.measure} {self.text}"


@dataclass(frozen=True)
class RowQuery:
    """Rows of one table source, optionally filtered on dimensions and a time interval
    ``[start, end]`` (inclusive, on the KB's axis)."""

    source: str
    filters: tuple[Filter, ...] = ()
    start: float | None = None
    end: float | None = None
    limit: int | None = None
    #: when given, only rows whose time lies in one of these inclusive ``(start, end)``
    #: intervals (a season of every year, the weekends of the data): ORed, then ANDed with
    #: ``start``/``end``; an empty tuple means no such restriction
    intervals: tuple[tuple[float, float], ...] = ()
    #: only rows whose measures meet these conditions (ANDed)
    conditions: tuple[Condition, ...] = ()
    #: rows whose dimension ``column`` is one of ``values`` are left out (a total row beside its parts)
    excluded: tuple[Filter, ...] = ()


@dataclass(frozen=True)
class AggregateQuery:
    """``op`` of ``measure`` over the rows a :class:`RowQuery` selects, grouped by
    dimension columns (and/or ``"time"``). ``min``/``max`` carry every tied position;
    ``first``/``last`` the earliest/latest row in time that has a value."""

    rows: RowQuery
    measure: str  # "" with ``count``: the rows themselves
    op: str  # AggregateOp
    group_by: tuple[str, ...] = ()
    #: group ``"time"`` by this calendar part of a date axis (``"year"``, ``"month"``) instead
    #: of by each position; the group value is the part's number (2013, or 2013*100+6)
    time_bucket: str | None = None
    #: a second measure: the aggregate is of each row's difference |measure − minus|
    minus: str = ""


@dataclass(frozen=True)
class AggregateRow:
    """One group's result: its ``group`` values (in ``group_by`` order), the ``value``
    (None when no row has one), how many rows had a value (``count``), and for
    min/max/first/last the ``positions`` of the rows that give it (ties all listed,
    earliest first)."""

    group: tuple[str | float | None, ...]
    value: float | None
    count: int
    positions: tuple[float, ...] = field(default=())


# --------------------------------------------------------------------------- table questions
@dataclass(frozen=True)
class TimeScope:
    """The part of a table's time axis a question asks about, as inclusive intervals of
    axis positions (none: the whole table)."""

    text: str  # the question's words ("in summer 2013")
    label: str  # how the answer states it ("summer 2013 (June–August)")
    intervals: tuple[tuple[float, float], ...] = ()
    unit: str = ""  # the calendar unit the question names (year, quarter, month, week, day, …)
    note: str = ""  # a convention the answer states ("meteorological seasons, northern hemisphere")
    #: the whole periods the label names, before the data's ends cut them ("in 2013" is all of 2013
    #: where the readings stop on 30 December): positions the answer states by naming them
    stated: tuple[tuple[float, float], ...] = ()

    def one_interval(self) -> tuple[float, float] | None:
        """The interval, when the scope is one with both ends (not "since 2005", not every June)."""
        if len(self.intervals) == 1 and all(math.isfinite(x) for x in self.intervals[0]):
            lo, hi = self.intervals[0]
            return float(lo), float(hi)
        return None


#: ``TableQuery.over`` of a comparison across measures ("was Biology or Business higher"):
#: its ``members`` are measure names, each read over the same rows and scope
MEASURES = "<measures>"
#: the calendar buckets that recur (every week's Mondays, every year's summers or Junes): a group of
#: them is no part of a period, and "per" one of them is no period
RECURRING_BUCKETS: tuple[str, ...] = ("weekday", "season", "monthofyear")
#: ``TableQuery.over`` when the members compared are two parts of time ("in 1955 or in 1956",
#: "on weekdays or at weekends"): their scopes are ``ends``
TIMES = "<times>"

#: the operations of a :class:`TableQuery`
TABLE_OPS: tuple[str, ...] = ("value", "max", "min", "mean", "sum", "count", "first", "last", "median", "stdev", "range", "correlation",
                              "change", "compare", "share", "rank", "list", "attribute", "members", "steps",
                              "percent_of")


@dataclass(frozen=True)
class Counted:
    """What a ranking by "the most <things>" counts in each group: the values of a dimension
    (``column``: "the most countries in a banking crisis") or the positions of the time axis
    (``unit``: "the most days with rain"), each once, where the conditions hold."""

    words: str  # the question's words: "countries", "days"
    column: str | None = None
    unit: str | None = None


@dataclass(frozen=True)
class TableQuery:
    """One question over one table source, compiled: the measure, the operation, the rows
    (dimension filters and a time scope) and how rows are grouped."""

    kb: str
    source: str
    measure: str
    op: str  # one of TABLE_OPS
    filters: tuple[Filter, ...] = ()
    scope: TimeScope | None = None
    #: the aggregate over a scope of several readings (sum, mean, max …; "" = one reading)
    statistic: str = ""
    #: what the answer says of that aggregate ("sum of the 12 monthly readings" is filled in
    #: by execution; here the reason: "flow measure", "asked")
    statistic_why: str = ""
    #: compare / share / rank: the dimension whose members are compared or ranked
    over: str | None = None
    members: tuple[str, ...] = ()
    #: change: the two ends; a comparison over :data:`TIMES`: the two parts of time compared
    ends: tuple[TimeScope, TimeScope] | None = None
    percent: bool = False
    top: int = 1
    descending: bool = True
    #: rank: only the group at this place ("the second highest"), 0 for every one of the top
    nth: int = 0
    #: a change over groups: only those whose change has this sign (">": "which countries grew",
    #: "<": "which fell"), every one of them listed; steps: the direction ranked (">" the largest
    #: rise, "<" the largest fall, "" the largest change in size)
    signed: str = ""
    #: two measures whose per-row difference ``measure`` names ("the biggest difference between
    #: temp_max and temp_min": each row's |temp_max − temp_min|)
    derived: tuple[str, str] | tuple[()] = ()
    #: rank over time buckets ("which year"): the bucket (year, month) or "time" (each position)
    by_time: str | None = None
    #: compare: the comparative the question asks with and the end it names ("faster", "min":
    #: the lower time is the faster), said in the answer instead of "higher"; a ranked change:
    #: ("fall", "min") when the question ranks falls ("which fell the most")
    said_as: tuple[str, str] | tuple[()] = ()
    #: only the rows whose measure meets these ("above 70", "negative")
    conditions: tuple[Condition, ...] = ()
    #: rows left out: a value whose readings are the sum of the others' (``TableSchema.totals``)
    excluded: tuple[Filter, ...] = ()
    #: steps: the question said "over the year before", so readings several periods apart have no step
    step_said: bool = False
    #: rows counted as a percent: the dimension whose value they hold, every value of it the whole ("what
    #: share of days in 2014 were rainy": the rain days of all the days of 2014)
    whole_over: str = ""
    #: the statistic is over every row a member selects, whatever unnamed dimension they differ
    #: in (the cells of a count over a table with no time axis: "did more men or women survive")
    over_rows: bool = False
    #: rank: each group's count of these (one row each) where the conditions hold, not a
    #: statistic of the measure ("which year had the most days with precipitation above 10")
    counted: Counted | None = None
    #: count of a measure's readings the question names no reading word for ("how many members
    #: survived"): a 0/1 measure's rows where it holds (1) are counted, not all its readings
    holds: bool = False
    #: a count of rows averaged over this many calendar units (``by_time``), a unit with no row counting 0
    #: ("how many disasters per year on average in the 1860s": the 1860s' rows over 10 years)
    units: int = 0
    #: compare: the members the question names in other words than the table writes them
    #: (``FL``: "Florida"), named so beside the table's value in the answer
    spelled: tuple[tuple[str, str], ...] = ()
    #: the dimensions whose values name different quantities (a header ``indicator``, ``variable``:
    #: ``SP.POP.TOTL`` beside ``SP.POP.GROW``, a population beside a rate) and the question leaves
    #: open: rows that differ in one are never summed, averaged or ranked together — which is asked
    quantities: tuple[str, ...] = ()
