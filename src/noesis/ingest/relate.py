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
import pyarrow as pa

from ..errors import Problem
from ..model import Series
from ..relation import Relation, TableSchema
from . import tables as tb
from .columns import month_numbers, profile_column
from .profile import Profile
from .timeaxis import _civil, date_granularity, to_kind

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


def _dim_strings(col, kind: str) -> tuple[str | None, ...]:
    if col.values is not None:
        return tuple(None if not np.isfinite(v) else (f"{int(v)}" if float(v).is_integer() else f"{v:g}")
                     for v in col.values)
    arr = col.texts if col.texts is not None else tb._as_trimmed_strings(col.arr)
    return tuple(None if v is None else str(v) for v in arr.to_pylist())


def _melt(profile: Profile, table: pa.Table, kind: str, lines: np.ndarray
          ) -> tuple[np.ndarray, list[tuple[str | None, ...]], list[np.ndarray], np.ndarray, TableSchema]:
    """A wide table → (time, [member], [value], lines) with one row per (time, member)."""
    schema = profile.schema
    wide = schema.wide
    assert wide is not None and profile.time is not None
    members = list(wide.columns)
    n = table.num_rows
    base = profile.time.positions
    values = [tb.metric_values(table.column(table.column_names.index(m)))[0] for m in members]
    if wide.dimension == "month":  # the header holds the month: the time is year + month
        months = month_numbers(profile_column(pa.array(members), 0, "month"))
        years = np.floor(to_kind(base, profile.time.axis.kind, "number")) if profile.time.axis.kind != "number" else base
        time = np.concatenate([_civil(years, np.full(n, m), np.ones(n)) for m in months])
        time = to_kind(time, "date", kind)
        dims: list[tuple[str | None, ...]] = []
    else:
        time = np.tile(to_kind(base, profile.time.axis.kind, kind), len(members))
        dims = [tuple(m for m in members for _ in range(n))]
    return time, dims, [np.concatenate(values)], np.tile(lines, len(members)), schema


def build_relation(profile: Profile, table: pa.Table, kind: str, lines: np.ndarray) -> Relation:
    """Every row of the table under its schema, time converted to the KB's axis ``kind``."""
    schema = profile.schema
    if schema.wide is not None:
        time, dims, measures, row_lines, schema = _melt(profile, table, kind, lines)
        if schema.wide.dimension == "month":
            return Relation(schema, time, (), tuple(measures), row_lines, table.num_rows)
        return Relation(schema, time, tuple(dims), tuple(measures), row_lines, table.num_rows)
    by_name = {c.name: c for c in profile.columns}
    time = (to_kind(profile.time.positions, profile.time.axis.kind, kind) if profile.time is not None
            else np.full(table.num_rows, np.nan))
    dims = tuple(_dim_strings(by_name[d.column], d.kind) for d in schema.dimensions)
    measures = tuple(tb.metric_values(by_name[m.column].arr)[0] for m in schema.measures)
    return Relation(schema, time, dims, measures, lines, table.num_rows)


def _entity_names(relation: Relation, stem_entity: str) -> tuple[list[str], np.ndarray]:
    """Per row, its series' entity: the grain's dimension values (the entity dimension first)."""
    schema = relation.schema
    keyed = [i for i, d in enumerate(schema.dimensions)
             if d.column in schema.grain or d.column in schema.entity]
    order = sorted(keyed, key=lambda i: schema.dimensions[i].column not in schema.entity)
    if not order:
        return [stem_entity], np.zeros(len(relation), dtype=np.int64)
    labels = []
    for r in range(len(relation)):
        parts = []
        for i in order:
            value = relation.dims[i][r]
            d = schema.dimensions[i]
            parts.append(None if value is None else (f"{d.column} {value}" if d.kind in ("id", "category") else value))
        labels.append(None if any(p is None for p in parts) else ENTITY_JOIN.join(parts))
    arr = pa.array(labels, pa.string()).dictionary_encode()
    codes = np.asarray(arr.indices.fill_null(-1).to_numpy(zero_copy_only=False), dtype=np.int64)
    return [str(v) for v in arr.dictionary.to_pylist()], codes


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


__all__ = ["LostRows", "build_relation", "relation_series", "date_granularity"]
