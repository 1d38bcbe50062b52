"""A table source's every row, in one SQL table per source, and the queries run on them.

Each table source with a :class:`~noesis.relation.Relation` gets a row table (``rel_<source
id>`` in the SQLite file, ``rel_<kb id>_<source id>`` in a PostgreSQL database that holds many
KBs) with the columns ``row_no`` (the row's index in the relation), ``line`` (its file line),
``t`` (its position on the KB's axis, NULL when it has none), ``d0..`` (the dimensions, text, in
``schema.dimensions`` order) and ``m0..`` (the measures, NULL where missing, in
``schema.measures`` order), indexed on ``(t)`` and on each dimension. The ``relations`` table
keeps one row per such source: the schema (``TableSchema.to_json()`` plus its ``columns``, so
:meth:`TableSchema.from_json` round-trips), ``rows_read`` and ``rows_stored``. The SQL column of
a dimension or measure is its index in the stored schema, so identifiers come only from that
mapping; every value is a bound parameter.

A source may hold further relations read from the same file (``ReadResult.parts``: the year's own
columns beside a wide table's month headers, :mod:`noesis.ingest.rowpart`): each has a row table
of its own, ``<row table>_p<k>`` (k from 1), and its schema and row counts in the ``parts`` list of
the source's ``relations.schema``; it goes by ``<source>#<part>``
(:func:`~noesis.relation.relation_name`) wherever a relation is named, and is dropped with its
source.

:class:`RelationTables` holds what both stores share (the SQL is rendered per
:class:`Dialect`); :class:`SQLiteRelations` is the SQLite file's, and
:class:`~noesis.store.pg_relations.PGRelations` the PostgreSQL database's; :class:`RelationRows` is the
stores' face of them (``relation_schemas``, ``relation_rows``, ``aggregate``).

Semantics (both stores):

* rows come in time order (rows without a time last), then ``row_no``;
* a filter keeps the rows whose dimension is one of its values (filters are ANDed); a time
  interval ``[start, end]`` is inclusive and drops the rows without time;
* aggregates ignore missing measures; ``count`` counts the rows with a value (its ``value`` is
  that count, 0.0 for an empty group); ``min``/``max`` list every distinct time the extreme
  occurs at; ``first``/``last`` take the earliest/latest timed row with a value (a row without
  time only when no timed row has one), ties in time broken by the lowest/highest ``row_no``;
  ``median`` is the middle reading (the mean of the two middle ones for an even count) and
  ``stdev`` the sample standard deviation (n − 1; None for fewer than two readings);
* groups come ordered by their values (missing values last); with no ``group_by`` there is
  always exactly one group, ``()``.
"""

from __future__ import annotations

import json
import math
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import QueryError, StoreError, UnknownNameError
from ..relation import (
    AGGREGATE_OPS,
    CONDITION_OPS,
    AggregateQuery,
    AggregateRow,
    Relation,
    RowQuery,
    TableSchema,
    relation_name,
    relation_source,
)

#: the pseudo-column of ``group_by`` that means the row's time position
TIME = "time"


@dataclass(frozen=True)
class Dialect:
    """How one database spells what the relation SQL needs."""

    param: str  # the placeholder of one bound value
    integer: str
    real: str
    text: str  # a text column that sorts by code point
    #: the calendar year and month of ``t`` (epoch days on a date axis, epoch seconds on a
    #: datetime axis), ``{t}`` and ``{scale}`` (seconds per unit) filled in
    year_of: str
    month_of: str
    day_of: str  # the day of the month
    weekday_of: str  # the ISO day of the week: 1 Monday … 7 Sunday
    #: one row's difference between two measures, ``{a}`` and ``{b}``, rounded to 9 decimals (33.9 − 15
    #: is 18.9 as 18.4 + 0.5 is: ties of a difference stay ties)
    difference: str = "round(abs({a} - {b}), 9)"


SQLITE = Dialect(param="?", integer="INTEGER", real="REAL", text="TEXT",
                 year_of="CAST(strftime('%Y', {t} * {scale}, 'unixepoch') AS INTEGER)",
                 month_of="CAST(strftime('%m', {t} * {scale}, 'unixepoch') AS INTEGER)",
                 day_of="CAST(strftime('%d', {t} * {scale}, 'unixepoch') AS INTEGER)",
                 weekday_of="((CAST(strftime('%w', {t} * {scale}, 'unixepoch') AS INTEGER) + 6) % 7 + 1)")
POSTGRES = Dialect(param="%s", integer="bigint", real="double precision", text='text COLLATE "C"',
                   year_of="CAST(extract(year FROM to_timestamp({t} * {scale}) AT TIME ZONE 'UTC') AS bigint)",
                   month_of="CAST(extract(month FROM to_timestamp({t} * {scale}) AT TIME ZONE 'UTC') AS bigint)",
                   day_of="CAST(extract(day FROM to_timestamp({t} * {scale}) AT TIME ZONE 'UTC') AS bigint)",
                   weekday_of="CAST(extract(isodow FROM to_timestamp({t} * {scale}) AT TIME ZONE 'UTC') AS bigint)",
                   difference="CAST(round(CAST(abs({a} - {b}) AS numeric), 9) AS double precision)")

#: the time buckets ``AggregateQuery.time_bucket`` may ask for
TIME_BUCKETS = ("year", "quarter", "month", "day", "weekday", "season", "monthofyear", "decade")
#: the most intervals one row query may list (each is two bound values)
MAX_INTERVALS = 5000


@dataclass(frozen=True)
class StoredRelation:
    """One source's row table as the ``relations`` table describes it."""

    source: str
    source_id: int
    table: str
    schema: TableSchema
    rows_read: int
    rows_stored: int

    def dimension_column(self, name: str) -> str:
        """``d<i>`` of the dimension column ``name``; an unknown name is refused."""
        for i, d in enumerate(self.schema.dimensions):
            if d.column == name:
                return f"d{i}"
        names = ", ".join(d.column for d in self.schema.dimensions) or "none"
        raise UnknownNameError(f"table source {self.source!r} has no dimension {name!r}; its dimensions: {names}")

    def measure_column(self, name: str) -> str:
        """``m<j>`` of the measure named ``name`` (or, failing that, of the measure read from
        the column ``name``); an unknown name is refused."""
        measures = self.schema.measures
        j = next((j for j, m in enumerate(measures) if m.name == name), None)
        if j is None:
            j = next((j for j, m in enumerate(measures) if m.column == name), None)
        if j is not None:
            return f"m{j}"
        names = ", ".join(m.name for m in self.schema.measures) or "none"
        raise UnknownNameError(f"table source {self.source!r} has no measure {name!r}; its measures: {names}")

    def group_column(self, name: str, d: Dialect | None = None, bucket: str | None = None) -> str:
        """The SQL column of one ``group_by`` entry: ``t`` for ``"time"`` (or its calendar
        ``bucket`` on a date or datetime axis), else a dimension — a dimension headed ``time``
        (tips' Lunch / Dinner) where the table has no time axis."""
        if name == TIME and (self.schema.time is not None or self.schema.dimension(TIME) is None):
            return "t" if bucket is None or d is None else self.bucket_expression(d, bucket)
        try:
            return self.dimension_column(name)
        except UnknownNameError as exc:
            raise UnknownNameError(f"{exc} (or {TIME!r} to group by time)") from None


    def bucket_expression(self, d: Dialect, bucket: str) -> str:
        """The SQL of ``t``'s calendar ``bucket`` (year: 2013; quarter: 20132; month: 201306; day:
        20130630; weekday: 1 Monday … 7 Sunday, every week's; season: 1 winter (December–February)
        … 4 autumn, meteorological, every year's; monthofyear: 1 January … 12 December, every year's)."""
        time = self.schema.time
        if bucket not in TIME_BUCKETS:
            raise QueryError(f"unknown time bucket {bucket!r}; one of {', '.join(TIME_BUCKETS)}")
        if bucket == "decade" and time is not None and time.kind == "number" and time.granularity == "year":
            return "(CAST(t AS INTEGER) / 10 * 10)"  # a year number's decade: 1869 → 1860 (whole years only)
        if time is None or time.kind not in ("date", "datetime"):
            raise QueryError(f"table source {self.source!r} has no calendar time axis to group by {bucket}")
        scale = 86400 if time.kind == "date" else 1
        if bucket == "weekday":
            return d.weekday_of.format(t="t", scale=scale)
        if bucket == "monthofyear":
            return d.month_of.format(t="t", scale=scale)
        if bucket == "season":  # (month mod 12) / 3 + 1, written without "%" (a placeholder to psycopg)
            month = d.month_of.format(t="t", scale=scale)
            return f"(({month} - 12 * ({month} / 12)) / 3 + 1)"
        year = d.year_of.format(t="t", scale=scale)
        if bucket == "year":
            return year
        if bucket == "decade":
            return f"({year} / 10 * 10)"
        month = d.month_of.format(t='t', scale=scale)
        if bucket == "quarter":
            return f"({year} * 10 + ({month} + 2) / 3)"
        if bucket == "day":
            return f"({year} * 10000 + {month} * 100 + {d.day_of.format(t='t', scale=scale)})"
        return f"({year} * 100 + {month})"


def schema_json(schema: TableSchema, parts: Sequence[Relation] = ()) -> str:
    """The ``relations.schema`` text: ``to_json()`` plus the table's ``columns``, and the
    further relations read from the same file (``parts``: each one's schema and row counts;
    its rows in ``<row table>_p<k>``, k from 1)."""
    data = {**schema.to_json(), "columns": list(schema.columns)}
    if parts:
        data["parts"] = [{"schema": {**p.schema.to_json(), "columns": list(p.schema.columns)},
                          "rows_read": int(p.rows_read), "rows_stored": len(p)} for p in parts]
    return json.dumps(data, ensure_ascii=False)


def part_table(table: str, k: int) -> str:
    """The row table of a source's ``k``-th further relation (k from 1)."""
    return f"{table}_p{int(k)}"


def row_tables(table: str, schema: str) -> list[str]:
    """A source's row table and those of its further relations, from its ``relations.schema``."""
    return [table, *(part_table(table, k) for k in range(1, len(json.loads(schema).get("parts", ())) + 1))]


def _floats(values: np.ndarray) -> list[float | None]:
    """A float column as Python values, NaN as None (SQL NULL: PostgreSQL would keep a NaN)."""
    arr = np.asarray(values, dtype=np.float64)
    out: list[float | None] = arr.tolist()
    for i in np.flatnonzero(np.isnan(arr)).tolist():
        out[i] = None
    return out


def row_tuples(rel: Relation) -> Iterable[tuple]:
    """``(row_no, line, t, *dims, *measures)`` per row of ``rel``, checked against its schema."""
    n = len(rel)
    s = rel.schema
    if len(rel.dims) != len(s.dimensions) or len(rel.measures) != len(s.measures):
        raise StoreError(f"{s.file}: the relation has {len(rel.dims)} dimension and {len(rel.measures)} measure "
                         f"columns, its schema {len(s.dimensions)} and {len(s.measures)}")
    columns = [rel.time, *rel.dims, *rel.measures]
    if any(len(c) != n for c in columns):
        raise StoreError(f"{s.file}: the relation's columns differ in length (rows: {n})")
    lines = np.asarray(rel.lines).astype(np.int64).tolist()
    dims = [[v if v is None or type(v) is str else str(v) for v in d] for d in rel.dims]
    return zip(range(n), lines, _floats(rel.time), *dims, *(_floats(m) for m in rel.measures), strict=True)


def table_ddl(d: Dialect, table: str, schema: TableSchema) -> list[str]:
    """The statement that creates a row table (its indexes come after its rows: :func:`index_ddl`)."""
    cols = [f"row_no {d.integer} PRIMARY KEY", f"line {d.integer}", f"t {d.real}"]
    cols += [f"d{i} {d.text}" for i in range(len(schema.dimensions))]
    cols += [f"m{j} {d.real}" for j in range(len(schema.measures))]
    return [f"CREATE TABLE {table} ({', '.join(cols)})"]


def index_ddl(table: str, schema: TableSchema) -> list[str]:
    """The row table's indexes (built after the rows are in: faster than row by row)."""
    out = [f"CREATE INDEX {table}_t ON {table} (t, row_no)"]
    out += [f"CREATE INDEX {table}_d{i} ON {table} (d{i}, t)" for i in range(len(schema.dimensions))]
    return out


def column_names(schema: TableSchema) -> list[str]:
    return ["row_no", "line", "t", *(f"d{i}" for i in range(len(schema.dimensions))),
            *(f"m{j}" for j in range(len(schema.measures)))]


_ORDER = "t NULLS LAST, row_no"


def _selection(d: Dialect, rel: StoredRelation, q: RowQuery) -> tuple[str, list[Any]]:
    """``(FROM … WHERE …, args)`` of the rows ``q`` selects; with a limit, a sub-select of the
    first ``limit`` rows in row order."""
    where: list[str] = []
    args: list[Any] = []
    for f in q.filters:
        col = rel.dimension_column(f.column)
        named = [v for v in f.values if v is not None]
        parts = [f"{col} IN ({', '.join([d.param] * len(named))})"] if named else []
        parts += [f"{col} IS NULL"] if len(named) < len(f.values) else []
        where.append("(" + " OR ".join(parts) + ")" if parts else "1 = 0")
        args += named
    for f in q.excluded:
        col = rel.dimension_column(f.column)
        where.append(f"({col} IS NULL OR {col} NOT IN ({', '.join([d.param] * len(f.values))}))")
        args += list(f.values)
    for op, bound in ((">=", q.start), ("<=", q.end)):
        if bound is not None:
            where.append(f"t {op} {d.param}")
            args.append(float(bound))
    for c in q.conditions:
        if c.op not in CONDITION_OPS:
            raise QueryError(f"unknown condition {c.op!r}; one of {', '.join(CONDITION_OPS)}")
        if c.other:  # another measure of the row ("leave > remain")
            where.append(f"{rel.measure_column(c.measure)} {c.op} {rel.measure_column(c.other)}")
            continue
        where.append(f"{rel.measure_column(c.measure)} {c.op} {d.param}")
        args.append(float(c.value))
    if q.intervals:
        if len(q.intervals) > MAX_INTERVALS:
            raise QueryError(f"a row query may list at most {MAX_INTERVALS} time intervals, not {len(q.intervals)}")
        where.append("(" + " OR ".join([f"(t >= {d.param} AND t <= {d.param})"] * len(q.intervals)) + ")")
        args += [float(x) for iv in q.intervals for x in iv]
    sql = f" FROM {rel.table}" + (" WHERE " + " AND ".join(where) if where else "")
    if q.limit is not None:
        if q.limit < 0:
            raise QueryError(f"a row limit must be 0 or more, not {q.limit}")
        sql = f" FROM (SELECT *{sql} ORDER BY {_ORDER} LIMIT {d.param}) sel"
        args.append(int(q.limit))
    return sql, args


def rows_sql(d: Dialect, rel: StoredRelation, q: RowQuery) -> tuple[str, list[Any]]:
    """``(line, t, *dims, *measures)`` of the selected rows, in row order."""
    cols = column_names(rel.schema)[1:]
    source, args = _selection(d, rel, q)
    return f"SELECT {', '.join(cols)}{source} ORDER BY {_ORDER}", args


def aggregate_sql(d: Dialect, rel: StoredRelation, q: AggregateQuery) -> tuple[str, list[Any]]:
    """The SQL of one aggregate (see :func:`aggregate_rows` for the shape of its rows)."""
    if q.op not in AGGREGATE_OPS:
        raise QueryError(f"unknown aggregate {q.op!r}; one of {', '.join(AGGREGATE_OPS)}")
    m = "*" if q.measure == "" and q.op == "count" else rel.measure_column(q.measure)
    if q.minus:  # each row's difference between two measures
        m = d.difference.format(a=m, b=rel.measure_column(q.minus))
    groups = [rel.group_column(g, d, q.time_bucket) for g in q.group_by]
    source, args = _selection(d, rel, q.rows)
    gsel = "".join(f"{c} AS g{i}, " for i, c in enumerate(groups))
    gout = "".join(f"g{i}, " for i in range(len(groups)))
    order = " ORDER BY " + ", ".join(f"g{i} NULLS LAST" for i in range(len(groups))) if groups else ""
    part = f"PARTITION BY {', '.join(groups)}" if groups else ""
    if q.op in ("sum", "mean", "count"):
        fn = {"sum": "sum", "mean": "avg", "count": "count"}[q.op]
        group = f" GROUP BY {', '.join(groups)}" if groups else ""
        return f"SELECT {gsel}{fn}({m}), count({m}){source}{group}{order}", args
    if q.op in ("median", "stdev"):
        return _spread_sql(q.op, m, gsel, gout, part, source, order), args
    if q.op in ("min", "max"):
        inner = (f"SELECT {gsel}t, {m} AS m, {q.op}({m}) OVER ({part}) AS v, count({m}) OVER ({part}) AS n,"
                 f" row_number() OVER ({part} ORDER BY row_no) AS rn{source}")
        tail = ", t" if groups else " ORDER BY t"
        return (f"SELECT {gout}v, n, t, m FROM ({inner}) x WHERE m = v OR (v IS NULL AND rn = 1)"
                f"{order}{tail}"), args
    way = "t, row_no" if q.op == "first" else "t DESC, row_no DESC"
    inner = (f"SELECT {gsel}t, {m} AS m, count({m}) OVER ({part}) AS n, row_number() OVER"
             f" ({part} ORDER BY ({m} IS NULL), (t IS NULL), {way}) AS rn{source}")
    return f"SELECT {gout}m, t, n FROM ({inner}) x WHERE rn = 1{order}", args


def _spread_sql(op: str, m: str, gsel: str, gout: str, part: str, source: str, order: str) -> str:
    """The median (the middle reading, or the mean of the two middle ones) or the sum of squared
    deviations from the mean (the sample standard deviation is taken from it in Python: SQLite
    has no square root), with the count of readings, per group."""
    group = f" GROUP BY {gout.rstrip(', ')}" if gout else ""
    if op == "median":
        inner = (f"SELECT {gsel}{m} AS m, count({m}) OVER ({part}) AS n,"
                 f" row_number() OVER ({part} ORDER BY ({m} IS NULL), {m}) AS rn{source}")
        return (f"SELECT {gout}avg(m), max(n) FROM ({inner}) x WHERE rn IN ((n + 1) / 2, (n + 2) / 2)"
                f"{group}{order}")
    inner = f"SELECT {gsel}{m} AS m, avg({m}) OVER ({part}) AS a{source}"
    return f"SELECT {gout}sum((m - a) * (m - a)), count(m) FROM ({inner}) x{group}{order}"


def _num(v: Any) -> float | None:
    return None if v is None else float(v)


def aggregate_rows(q: AggregateQuery, rows: Sequence[Sequence[Any]]) -> list[AggregateRow]:
    """The :class:`AggregateRow` list of :func:`aggregate_sql`'s result rows."""
    k = len(q.group_by)
    out: list[AggregateRow] = []
    if q.op in ("min", "max"):
        ties: dict[tuple, tuple[float | None, int, set[float]]] = {}
        for r in rows:  # (*groups, v, n, t, m): one row per tied row, or one for an empty group
            value, n, t, m = _num(r[k]), int(r[k + 1]), _num(r[k + 2]), r[k + 3]
            _, _, positions = ties.setdefault(tuple(r[:k]), (value, n, set()))
            if value is not None and m is not None and t is not None:
                positions.add(t)
        out = [AggregateRow(g, v, n, tuple(sorted(p))) for g, (v, n, p) in ties.items()]
    elif q.op in ("first", "last"):
        for r in rows:  # (*groups, m, t, n)
            value, t = _num(r[k]), _num(r[k + 1])
            out.append(AggregateRow(tuple(r[:k]), value, int(r[k + 2]),
                                    (t,) if value is not None and t is not None else ()))
    else:
        for r in rows:  # (*groups, value, count); stdev: the sum of squared deviations
            n = int(r[k + 1] or 0)
            value = float(n) if q.op == "count" else _num(r[k])
            if q.op == "stdev":
                value = math.sqrt(value / (n - 1)) if value is not None and n > 1 else None
            out.append(AggregateRow(tuple(r[:k]), value, n))
    if not out and k == 0:  # no rows selected: one empty group
        out = [AggregateRow((), 0.0 if q.op == "count" else None, 0)]
    return out


def _group_value(v: Any) -> str | float | None:
    return v if v is None or isinstance(v, str) else float(v)


class RelationTables(ABC):
    """The row tables of one KB: written by ``write_source``, read by the query plane."""

    dialect: Dialect

    # ------------------------------------------------------------------ per store
    @abstractmethod
    def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]: ...

    @abstractmethod
    def _run(self, sql: str, args: Sequence[Any] = ()) -> None: ...

    @abstractmethod
    def _present(self) -> bool:
        """Whether the ``relations`` table exists (an old KB opened read-only may lack it)."""

    @abstractmethod
    def table_name(self, source_id: int) -> str: ...

    @abstractmethod
    def _stored_rows(self, source: str | None) -> list[tuple]:
        """``(name, source id, schema json, rows_read, rows_stored)`` of one source or all."""

    @abstractmethod
    def _insert_meta(self, source_id: int, schema: str, rows_read: int, rows_stored: int) -> None: ...

    @abstractmethod
    def _bulk_insert(self, table: str, columns: Sequence[str], rows: Iterable[tuple]) -> None: ...

    @abstractmethod
    def _analyze(self, table: str) -> None:
        """Planner statistics for a freshly written table (where the database wants them)."""

    # ------------------------------------------------------------------ writes
    def write(self, source_id: int, rel: Relation, parts: Sequence[Relation] = ()) -> None:
        """Store ``rel`` as the rows of source ``source_id``, and each of ``parts`` (further
        relations of the same file) in a row table of its own (call inside a transaction,
        after the ``sources`` row is in)."""
        table = self.table_name(source_id)
        self._write_rows(table, rel)
        for k, part in enumerate(parts, start=1):
            self._write_rows(part_table(table, k), part)
        self._insert_meta(source_id, schema_json(rel.schema, parts), int(rel.rows_read), len(rel))

    def _write_rows(self, table: str, rel: Relation) -> None:
        self._run(f"DROP TABLE IF EXISTS {table}")  # a stale table of a reused source id
        for stmt in table_ddl(self.dialect, table, rel.schema):
            self._run(stmt)
        self._bulk_insert(table, column_names(rel.schema), row_tuples(rel))
        for stmt in index_ddl(table, rel.schema):
            self._run(stmt)
        self._analyze(table)

    @abstractmethod
    def drop(self, source_id: int) -> None:
        """Let go of the row tables of ``source_id`` (its ``relations`` row goes with the source)."""

    # ------------------------------------------------------------------ reads
    def _stored(self, source: str | None) -> list[StoredRelation]:
        if not self._present():
            return []
        rows = self._stored_rows(source)
        if not rows and source is not None and (origin := relation_source(source)):  # <source>#<part>
            rows = self._stored_rows(origin)
        out = []
        for r in rows:
            data, table = json.loads(r[2]), self.table_name(int(r[1]))
            out.append(StoredRelation(r[0], int(r[1]), table, TableSchema.from_json(data), int(r[3]), int(r[4])))
            for k, p in enumerate(data.get("parts", ()), start=1):
                schema = TableSchema.from_json(p["schema"])
                out.append(StoredRelation(relation_name(r[0], schema.part), int(r[1]), part_table(table, k), schema,
                                          int(p["rows_read"]), int(p["rows_stored"])))
        return out if source is None else [s for s in out if s.source == source]

    def stored(self, source: str) -> StoredRelation:
        """The row table of the table source ``source``; an unknown name is refused."""
        found = self._stored(source)
        if found:
            return found[0]
        names = ", ".join(s.source for s in self._stored(None)) or "none"
        raise UnknownNameError(f"no table source {source!r} with stored rows; table sources: {names}")

    def schemas(self) -> list[tuple[str, TableSchema, int, int]]:
        """``(source name, schema, rows_read, rows_stored)`` of every table source, by name."""
        return [(s.source, s.schema, s.rows_read, s.rows_stored) for s in self._stored(None)]

    def rows(self, q: RowQuery) -> list[tuple]:
        """``(line, t, *dims, *measures)`` of the rows ``q`` selects, in time then row order
        (a missing time or measure is None)."""
        sql, args = rows_sql(self.dialect, self.stored(q.source), q)
        return [(int(r[0]), _num(r[1]), *r[2:]) for r in self._fetch(sql, args)]

    def dimension_values(self, source: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """``(dimension column, its distinct values in code-point order)`` of every dimension
        of ``source``, in schema order (missing values left out)."""
        rel = self.stored(source)
        out = []
        for i, dim in enumerate(rel.schema.dimensions):
            rows = self._fetch(f"SELECT DISTINCT d{i} FROM {rel.table} WHERE d{i} IS NOT NULL ORDER BY d{i}")
            out.append((dim.column, tuple(str(r[0]) for r in rows)))
        return tuple(out)

    def time_span(self, source: str) -> tuple[float, float, int] | None:
        """``(first, last, distinct positions)`` of ``source``'s timed rows; None when none has a time."""
        rel = self.stored(source)
        first, last, n = self._fetch(f"SELECT min(t), max(t), count(DISTINCT t) FROM {rel.table}")[0]
        return None if first is None else (float(first), float(last), int(n))

    def aggregate(self, q: AggregateQuery) -> list[AggregateRow]:
        """``q.op`` of ``q.measure`` per group (see the module doc)."""
        sql, args = aggregate_sql(self.dialect, self.stored(q.rows.source), q)
        k = len(q.group_by)
        rows = [(*(_group_value(v) for v in r[:k]), *r[k:]) for r in self._fetch(sql, args)]
        return aggregate_rows(q, rows)


class RelationRows:
    """The row methods of both stores (a mixin): they hand on to the store's
    :class:`RelationTables` (``_relations``)."""

    _relations: RelationTables

    def relation_schemas(self) -> list[tuple[str, TableSchema, int, int]]:
        """``(source name, schema, rows_read, rows_stored)`` of every table source whose
        rows are stored, by name."""
        return self._relations.schemas()

    def relation_rows(self, q: RowQuery) -> list[tuple]:
        """``(line, t, *dims, *measures)`` of the rows ``q`` selects, in time then row order."""
        return self._relations.rows(q)

    def aggregate(self, q: AggregateQuery) -> list[AggregateRow]:
        """One aggregate of a table source's measure per group."""
        return self._relations.aggregate(q)

    def dimension_values(self, source: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Every dimension of a table source with its distinct values."""
        return self._relations.dimension_values(source)

    def time_span(self, source: str) -> tuple[float, float, int] | None:
        """The first and last time of a table source's rows, and how many distinct times."""
        return self._relations.time_span(source)


class SQLiteRelations(RelationTables):
    """The row tables of one SQLite KB file (``rel_<source id>``)."""

    dialect = SQLITE

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn
        self._known = False

    def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        return [tuple(r) for r in self.conn.execute(sql, list(args))]

    def _run(self, sql: str, args: Sequence[Any] = ()) -> None:
        self.conn.execute(sql, list(args))

    def _present(self) -> bool:
        if not self._known:
            self._known = self.conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'relations'").fetchone() is not None
        return self._known

    def table_name(self, source_id: int) -> str:
        return f"rel_{int(source_id)}"

    def drop(self, source_id: int) -> None:
        """Drop the row tables of ``source_id``, its further relations' too, in the writing transaction."""
        if self._present():
            found = self._fetch("SELECT schema FROM relations WHERE source_id = ?", (int(source_id),))
            table = self.table_name(source_id)
            for name in row_tables(table, found[0][0]) if found else [table]:
                self._run(f"DROP TABLE IF EXISTS {name}")

    def _stored_rows(self, source: str | None) -> list[tuple]:
        sql = ("SELECT s.name, r.source_id, r.schema, r.rows_read, r.rows_stored FROM relations r"
               " JOIN sources s ON s.id = r.source_id")
        if source is not None:
            return self._fetch(sql + " WHERE s.name = ?", (source,))
        return self._fetch(sql + " ORDER BY s.name")

    def _insert_meta(self, source_id: int, schema: str, rows_read: int, rows_stored: int) -> None:
        self._run("INSERT OR REPLACE INTO relations (source_id, schema, rows_read, rows_stored) VALUES (?,?,?,?)",
                  (source_id, schema, rows_read, rows_stored))

    def _bulk_insert(self, table: str, columns: Sequence[str], rows: Iterable[tuple]) -> None:
        marks = ", ".join("?" * len(columns))
        self.conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    def _analyze(self, table: str) -> None:
        """Nothing: SQLite plans a row table's queries well from its indexes alone."""
