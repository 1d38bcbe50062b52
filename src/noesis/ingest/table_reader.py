"""The table reader: CSV / TSV / Parquet → every row under its profiled schema, and its series.

The file is loaded (``tables.py``), profiled (``profile.py``: time axis, dimensions, grain,
measures, layout), kept whole as a :class:`~noesis.relation.Relation` and cut into series
(``relate.py``). Recoverable oddities are problems, one per column.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np

from ..axis import DATE_RANGE_TEXT
from ..errors import Problem, SourceError
from ..manifest import Manifest, SourceSpec, entity_from_stem
from ..model import ReadResult
from . import axisformats as af
from .cells import Table, text_column
from .columns import normal_name
from .mirror import mirrored
from .profile import profile_table
from .relate import build_relation, relation_series
from .rowpart import row_columns, row_part
from .samerows import same_rows
from .schema_decl import check_measure_keys, declared_schema, time_context
from .tables import (
    _axis_report,
    _dedupe_columns,
    _listing,
    _load_csv,
    _load_parquet,
    _report,
    _Rows,
    metric_values,
)
from .timeaxis import CLOCK_NAMES
from .totalrows import aggregate_members


# --------------------------------------------------------------------------- entry point
def read_table(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read a CSV/TSV/Parquet table into metric series (see the module docstring)."""
    if spec.format in ("csv", "tsv"):
        table, problems, rows = _load_csv(path, spec)
    elif spec.format == "parquet":
        table, problems, rows = _load_parquet(path, spec), [], _Rows(None)
    else:
        raise SourceError(
            spec.file, None, f"format {spec.format!r} is not a table format (csv, tsv, parquet)"
        )
    if table is None:
        return ReadResult(problems=tuple(problems))
    if spec.orientation == "wide":  # positions in the header, line items in rows
        from .wide import wide_result

        result = wide_result(table, spec, manifest, problems, rows.line)
        return replace(result, relation=_kept_rows(_dedupe_columns(table, spec.file, []), spec, manifest, rows))
    table = _dedupe_columns(table, spec.file, problems)
    return table_result(table, spec, manifest, problems, rows)


def _kept_rows(table: Table, spec: SourceSpec, manifest: Manifest, rows: _Rows):
    """A line-item table's rows under its profiled schema (its series come from the line
    items); None when it cannot be profiled (the line-item reading reports the file)."""
    if not table.num_rows:
        return None
    try:
        declared = declared_schema(spec, manifest, tuple(table.column_names))
        profile = profile_table(table, spec.file, time_context(spec, manifest), declared)
    except SourceError:
        return None
    return build_relation(profile, table, manifest.axis.kind, rows.lines(table.num_rows))


def table_result(
    table: Table, spec: SourceSpec, manifest: Manifest, problems: list[Problem], rows: _Rows
) -> ReadResult:
    """Every row under the table's profiled schema (``profile.py``), and its series."""
    columns = tuple(table.column_names)
    n = table.num_rows
    if n == 0:
        problems.append(Problem(spec.file, None, "no data rows"))
        return ReadResult(problems=tuple(problems), rows=0, columns=columns)
    declared = declared_schema(spec, manifest, columns)
    profile = profile_table(table, spec.file, time_context(spec, manifest), declared)
    wanted = spec.time or ((spec.position,) if spec.position else ())
    if wanted and (profile.time is None or len(profile.time.axis.columns) != len(wanted)):
        spec, profile, table = _time_and_keys(table, spec, manifest, profile, wanted, problems)
    beside = row_columns(profile.schema, profile.columns, time_headers=True)  # a relation of their own (rowpart.py)
    check_measure_keys(spec, (*((m.name, m.column) for m in profile.schema.measures), *((c, c) for c in beside)))
    relation = build_relation(profile, table, manifest.axis.kind, rows.lines(n))
    part, said = row_part(table, spec, manifest, relation.schema, beside, rows.lines(n))
    if isinstance(said, Problem):
        problems.append(said)
    elif said is not None:
        relation = replace(relation, schema=replace(relation.schema, choices=(*relation.schema.choices, said)))
    schema = relation.schema
    if schema.time is None and not spec.no_time:
        problems.append(Problem(spec.file, 1, f"no time axis (no column is a date, a year, a time or "
                                f"named like an axis; the columns are {_listing(columns)}): its "
                                f"{n} rows are kept as a table, with no series facts. Set time = "
                                '["<column>", …] or position = "<column>" for this file in noesis.toml'))
    elif profile.time is not None:
        _time_report(problems, spec.file, rows, profile, table, manifest)
    if not schema.measures:
        problems.append(Problem(spec.file, None, "no metric column found (no numeric column, "
                                "or none of the declared metrics)"))
    if schema.wide is not None:
        if said is None:  # none beside time headers (those are read, or named, by row_part)
            _wide_left_out(problems, spec.file, schema, profile.columns)
    else:
        for m in schema.measures:
            i = columns.index(m.column)
            _report(problems, spec.file, rows, metric_values(table.column(i))[1], table.column(i),
                    f"non-numeric cell(s) in {m.column!r} read as missing"
                    + ("" if m.name == m.column else f" (metric {m.name!r})"))
    _entity_report(problems, spec.file, rows, relation, table)
    units = {ms.name: ms.unit for ms in manifest.metrics if ms.unit}
    series, lost = relation_series(relation, spec.entity or entity_from_stem(spec.file), units,
                                   spec.file, lambda line: f"line {line}" if rows.has_lines else f"row {line}")
    problems += lost
    if lost:
        relation = replace(relation, schema=replace(relation.schema, lost_rows=sum(p.lost for p in lost)))
    totals, alike, mirror = aggregate_members(relation), same_rows(relation), mirrored(relation)
    if totals or alike or mirror:
        relation = replace(relation, schema=replace(relation.schema, totals=totals, same_rows=alike, mirrored=mirror))
    if part is not None:
        _part_cells(problems, spec.file, rows, part, table)
    return ReadResult(series=tuple(series), problems=tuple(problems), rows=n, columns=columns,
                      relation=relation, parts=(part,) if part is not None else ())


def _time_and_keys(table: Table, spec: SourceSpec, manifest: Manifest, profile, wanted: tuple[str, ...],
                   problems: list[Problem]):
    """Declared time columns that make no one axis (a day number and a clock time, a year and a
    day of a trial): the first that is a time axis alone, the others dimensions that tell its
    rows apart — said in a problem line, never the file refused; or the error that none is."""
    dims = spec.dimensions if spec.dimensions is not None else tuple(d.column for d in profile.schema.dimensions)
    for first in wanted:
        named = {c: ("clock time" if c.strip().lower() == "time" else c) for c in wanted if c != first}
        rest = tuple(named.values())  # a dimension is never headed "time" beside the time axis
        clocks = {new for old, new in named.items() if normal_name(old) in CLOCK_NAMES}  # "time", "hhmm"
        keyed = _clock_texts(table.rename_columns([named.get(c, c) for c in table.column_names]), clocks)
        alone = replace(spec, time=(first,), position=None, dimensions=tuple(dict.fromkeys((*dims, *rest))))
        found = profile_table(keyed, spec.file, time_context(alone, manifest),
                              declared_schema(alone, manifest, tuple(keyed.column_names)))
        if found.time is not None and len(found.time.axis.columns) == 1:
            listed = ", ".join(repr(c) for c in rest) + "".join(
                f" (the column {old!r})" for old, new in named.items() if old != new)
            problems.append(Problem(spec.file, 1, f"the declared time columns {list(wanted)} make no one time axis "
                                    f"(a calendar needs a year, month and day, or a date and a time): {first!r} is "
                                    f"the time axis and {listed} {'tells' if len(rest) == 1 else 'tell'} its rows apart as "
                                    f"{'a dimension' if len(rest) == 1 else 'dimensions'}; declare time = "
                                    f"[\"{first}\"] and dimensions with {listed} to say so"))
            return alone, found, keyed
    raise SourceError(spec.file, 1, f"the declared time columns {list(wanted)} cannot be read as one time axis: "
                      "name its parts year, month, day, quarter, week, date or time (or declare one column)")


def _clock_texts(table: Table, names: set[str]) -> Table:
    """A key column named like a clock ("time", "hhmm") whose whole numbers are all clock times
    written HHMM (840, 2150), as the times they are ("08:40", "21:50"): a row is named "21:50",
    never "2150"."""
    cols = list(table.columns)
    for i, name in enumerate(table.column_names):
        if name not in names or not table.column(i).numeric:
            continue
        v = table.column(i).floats()
        ok = np.isfinite(v)
        if not ok.any() or not ((v[ok] == np.floor(v[ok])) & (v[ok] >= 0) & (v[ok] < 2400) & (v[ok] % 100 < 60)).all():
            continue
        cols[i] = text_column([f"{int(x) // 100:02d}:{int(x) % 100:02d}" if good else None
                               for x, good in zip(v, ok, strict=True)])
    return Table(table.column_names, tuple(cols))


def _part_cells(problems, file, rows: _Rows, part, table: Table) -> None:
    """Non-numeric cells of the row columns read as a relation of their own (``rowpart.py``)."""
    for m in part.schema.measures:
        column = table.column(m.column)
        _report(problems, file, rows, metric_values(column)[1], column,
                f"non-numeric cell(s) in {m.column!r} read as missing")


def _wide_left_out(problems, file, schema, cols) -> None:
    """Numeric columns a wide layout does not read: beside members that are a dimension a numeric
    column is the row's own measure (``WideLayout.beside``); beside headers that are the time
    (1960, 1961 …) it is named here, never dropped silently."""
    left = row_columns(schema, cols)
    if left:
        problems.append(Problem(file, 1, f"{len(left)} numeric column(s) not read: {_listing(tuple(left))} "
                                f"(not among the [source.wide] columns of the measure "
                                f"{schema.wide.measure!r}; list them there to read them as members, "
                                "or ingest them from a file of their own)"))


def _entity_report(problems, file, rows: _Rows, relation, table: Table) -> None:
    """Rows with an empty entity cell (kept in the table, not in any series)."""
    schema = relation.schema
    for column in schema.entity:
        i = next((j for j, d in enumerate(schema.dimensions) if d.column == column), None)
        if i is None or not len(relation.dims):
            continue
        empty = np.array([v is None for v in relation.dims[i]], dtype=bool)
        if len(empty) == table.num_rows:
            _report(problems, file, rows, empty, None,
                    f"row(s) dropped from the series: entity column {column!r} is empty (kept in the table)")


def _time_report(problems, file, rows: _Rows, profile, table: Table, manifest: Manifest) -> None:
    """Rows whose time cell is empty or unreadable (kept in the table, not in the series)."""
    found = profile.time
    missing = ~np.isfinite(found.positions)
    if not missing.any():
        return
    first = found.axis.columns[0]
    column = table.column(table.column_names.index(first))
    if len(found.axis.columns) == 1:
        fmt = af.declared_format(found.axis.format) if found.axis.format and found.axis.format not in (
            "year-month", "year-quarter") else None
        _axis_report(problems, file, rows, missing, column, first, found.axis.kind, fmt, found.out_of_range)
        return
    outside = found.out_of_range.sum() if found.out_of_range is not None else 0
    _report(problems, file, rows, missing, column,
            f"row(s) have no readable time in {', '.join(found.axis.columns)} (kept in the table, "
            "not in the series" + (f"; {outside} outside the dates {DATE_RANGE_TEXT}" if outside else "")
            + ")")


