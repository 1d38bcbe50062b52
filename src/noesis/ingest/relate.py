"""A profiled table → its :class:`~noesis.relation.Relation` (every row) and its series.

A series is one combination of the grain's dimensions × one measure along the time axis,
built from every row. Rows that repeat the whole key (the grain) of an earlier row cannot
be told apart: they stay in the relation, are left out of the series (the first is kept)
and are reported as a :class:`LostRows` problem — LOST ROWS in the summary, refused under
``--strict``. A wide table is melted: one row per (time, member column).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import Problem
from ..model import Series
from ..relation import Relation
from . import tables as tb
from .cells import Table, encode, text_column
from .columns import month_numbers, profile_column
from .grain import combined_key
from .profile import Profile
from .timeaxis import _civil, to_kind
from .widelayout import header_year

#: joins the values of several dimensions in one series' entity name
ENTITY_JOIN = " · "


@dataclass(frozen=True)
class LostRows(tb.RowLoss):
    """Rows whose whole key repeats an earlier row's (``lost`` of ``total``): always loud
    (LOST ROWS in the summary, refused under ``--strict``)."""

    @property
    def loud(self) -> bool:
        return True

    @property
    def reason_is_own(self) -> bool:
        return True


def _dim_strings(col) -> tuple[str | None, ...]:
    if col.values is not None:
        return tuple(None if not np.isfinite(v) else (f"{int(v)}" if float(v).is_integer() else f"{v:g}")
                     for v in col.values)
    arr = col.texts if col.texts is not None else tb._as_trimmed_strings(col.arr)
    return tuple(arr.tolist())


def _melt(profile: Profile, table: Table, kind: str, lines: np.ndarray) -> Relation:
    """A wide table → one row per (file row, member column), members in header order."""
    schema = profile.schema
    wide = schema.wide
    members = list(wide.columns)
    n, k = table.num_rows, len(members)
    by_name = {c.name: c for c in profile.columns}
    values = [tb.metric_values(table.column(table.column_names.index(m)))[0] for m in members]
    if wide.time_part == "year":  # the header is the time: 1960, 1961 …
        years = np.array([float(y[1]) if (y := header_year(m)) is not None else np.nan for m in members])
        time = to_kind(np.repeat(years, n), "number", kind) if kind != "date" else np.repeat(
            _civil(years, np.ones(k), np.ones(k)), n)
    elif wide.time_part == "month":  # the header holds the month, a column the year
        months = month_numbers(profile_column(text_column(members), 0, "month"))
        base = profile.time.positions
        years = np.floor(to_kind(base, profile.time.axis.kind, "number")) if profile.time.axis.kind != "number" else base
        ahead = wide.year_offsets or (0,) * k  # Jul … Jun beside the year the run starts in: Jan … Jun a year on
        time = to_kind(np.concatenate([_civil(years + y, np.full(n, m), np.ones(n)) for m, y in zip(months, ahead, strict=True)]),
                       "date", kind)
    elif profile.time is None:  # a cross table (row labels × member columns): no time
        time = np.full(n * k, np.nan)
    else:
        time = np.tile(to_kind(profile.time.positions, profile.time.axis.kind, kind), k)
    dims = []
    for d in schema.dimensions:
        if wide.time_part is None and d.column == wide.dimension:
            dims.append(tuple(m for m in members for _ in range(n)))
        else:
            dims.append(_dim_strings(by_name[d.column]) * k)
    by_column = {m.column: m for m in schema.measures}
    rest = np.full(n * (k - 1), np.nan)  # a beside column's cell is held once, on its row's first member
    beside = tuple(np.concatenate([tb.metric_values(by_name[c].arr)[0], rest]) for c in wide.beside if c in by_column)
    return Relation(schema, time, tuple(dims), (np.concatenate(values), *beside), np.tile(lines, k), n)


def _numeric(value: str | None) -> bool:
    """A number alone names nothing: "12" is named "Chick 12" after its column."""
    try:
        float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return False
    return True


def build_relation(profile: Profile, table: Table, kind: str, lines: np.ndarray) -> Relation:
    """Every row of the table under its schema, time converted to the KB's axis ``kind``."""
    schema = profile.schema
    if schema.wide is not None:
        return _melt(profile, table, kind, lines)
    by_name = {c.name: c for c in profile.columns}
    time = (to_kind(profile.time.positions, profile.time.axis.kind, kind) if profile.time is not None
            else np.full(table.num_rows, np.nan))
    dims = tuple(_dim_strings(by_name[d.column]) for d in schema.dimensions)
    measures = tuple(tb.metric_values(by_name[m.column].arr)[0] for m in schema.measures)
    return Relation(schema, time, dims, measures, lines, table.num_rows)


def _entity_names(relation: Relation, stem_entity: str) -> tuple[list[str], np.ndarray]:
    """Per row, its series' entity code, and the names: the grain's dimension values (the
    entity dimension first; an id or category as ``column value``), joined; -1 where a
    value is missing."""
    schema = relation.schema
    keyed = [i for i, d in enumerate(schema.dimensions)
             if d.column in schema.grain or d.column in schema.entity]
    order = sorted(keyed, key=lambda i: schema.dimensions[i].column not in schema.entity)
    if not order:
        return [stem_entity], np.zeros(len(relation), dtype=np.int64)
    codes, missing = [], np.zeros(len(relation), dtype=bool)
    for i in order:
        c = encode(relation.dims[i])[1]
        missing |= c < 0
        codes.append(c)
    combo = combined_key(codes)
    uniq, first = np.unique(combo, return_index=True)
    names = []
    for row in first:
        parts = []
        for i in order:
            d, value = schema.dimensions[i], relation.dims[i][row]
            parts.append(f"{d.column} {value}" if _numeric(value) else str(value))
        names.append(ENTITY_JOIN.join(parts))
    dense = np.searchsorted(uniq, combo)
    return names, np.where(missing, -1, dense)


def relation_series(relation: Relation, stem_entity: str, units: dict[str, str | None],
                    file: str, where) -> tuple[list[Series], list[Problem]]:
    """The series of every (entity combination × measure), from every row with a time."""
    problems: list[Problem] = []
    if relation.schema.time is None or not relation.schema.measures:
        return [], problems
    names, codes = _entity_names(relation, stem_entity)
    keep = np.isfinite(relation.time) & (codes >= 0)
    idx = np.flatnonzero(keep)
    if not len(idx):
        return [], problems
    uniq, first = np.unique(codes[idx], return_index=True)
    ordered = uniq[np.argsort(first, kind="stable")]
    rank = np.empty(int(uniq.max()) + 1, dtype=np.int64)
    rank[ordered] = np.arange(len(ordered))
    by_time = idx[np.argsort(relation.time[idx], kind="stable")]
    rows = by_time[np.argsort(rank[codes[by_time]], kind="stable")]
    r, p = rank[codes[rows]], relation.time[rows]
    dup = np.zeros(len(rows), dtype=bool)
    dup[1:] = (p[1:] == p[:-1]) & (r[1:] == r[:-1])
    if dup.any():
        problems.append(_lost(relation, rows[dup], file, where))
    groups = np.split(np.arange(len(rows)), np.flatnonzero(np.diff(r)) + 1)
    out: list[list[Series]] = [[] for _ in relation.schema.measures]
    for g in groups:
        g = g[~dup[g]]
        sel = rows[g]
        entity = names[int(codes[sel[0]])]
        for j, m in enumerate(relation.schema.measures):
            if relation.schema.wide is not None and m.column in relation.schema.wide.beside:
                continue  # a row's Total is no member's series (the table query reads it)
            out[j].append(Series(m.name, entity, units.get(m.name, m.unit), p[g], relation.measures[j][sel]))
    return [s for group in out for s in group], problems


def _lost(relation: Relation, rows: np.ndarray, file: str, where) -> LostRows:
    lines = sorted(int(relation.lines[i]) for i in rows[:5])
    key = ", ".join(relation.schema.grain) or "the time axis"
    first = lines[0]
    listed = ", ".join(where(line) for line in lines[:3])
    return LostRows(file, first if first > 0 else None,
                    f"{len(rows)} of {relation.rows_read} row(s) repeat the whole key "
                    f"({key}) of an earlier row and cannot be told apart: kept in the table, left out "
                    f"of the series facts (first at {listed}{' …' if len(rows) > 3 else ''}); declare "
                    "the column that tells them apart in dimensions = [...]",
                    lost=len(rows), total=relation.rows_read)


__all__ = ["LostRows", "build_relation", "relation_series"]
