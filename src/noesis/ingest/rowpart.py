"""A wide table whose headers are its time, and the numeric columns beside them.

``Year, Jan … Dec, SOI, avrain`` holds two things: a reading a month (the headers, melted
onto the month) and readings of the row itself (the year's index, the year's rainfall). The
second kind is not a month's: put on January it would answer "January's rainfall" with the
year's. Such columns are read here as a relation of their own, on the row's own time (the
year), with the table's dimensions: a part of the same source, named
``<file>#<grain>`` (:func:`~noesis.relation.relation_name`), queried like any table. Nothing
is dropped, and no yearly number stands on a month.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import Problem, SourceError
from ..manifest import Manifest, SourceSpec
from ..relation import Relation, SchemaChoice, TableSchema, relation_name
from .cells import Table
from .columns import ColumnProfile
from .profile import profile_table
from .relate import build_relation
from .schema_decl import declared_schema, time_context


def row_columns(schema: TableSchema, cols: tuple[ColumnProfile, ...] | list[ColumnProfile],
                time_headers: bool = False) -> tuple[str, ...]:
    """The numeric columns a wide layout does not read, in file order (none when the table is
    not wide, or with ``time_headers`` when its headers are no time): beside time headers they are
    the row's own measures (:func:`row_part`)."""
    wide = schema.wide
    if wide is None or time_headers and wide.time_part is None:
        return ()
    used = {*wide.columns, *wide.beside, *(schema.time.columns if schema.time else ()),
            *(d.column for d in schema.dimensions), *schema.ignored}
    return tuple(c.name for c in cols if c.numeric and c.name not in used)


def _part_spec(spec: SourceSpec, row_time: tuple[str, ...], dims: tuple[str, ...], measures: tuple[str, ...]
               ) -> SourceSpec:
    """The source's declarations as they bear on the row's columns: its time, its dimensions,
    the units and additivity of these measures, no wide layout."""
    mine = {m.lower() for m in measures}
    return replace(spec, wide=None, time=row_time, position=None, no_time=False, dimensions=dims,
                   metrics=measures, orientation="long",
                   entity_column=spec.entity_column if spec.entity_column in dims else None,
                   units=tuple(p for p in spec.units if p[0].lower() in mine),
                   additivity=tuple(p for p in spec.additivity if p[0].lower() in mine))


def row_part(table: Table, spec: SourceSpec, manifest: Manifest, schema: TableSchema,
             measures: tuple[str, ...], lines) -> tuple[Relation | None, SchemaChoice | Problem | None]:
    """The relation of ``measures``, the numeric columns beside a wide table's time headers
    (:func:`row_columns`), on the row's time, and the choice that says so; ``(None, None)`` when
    there are none, ``(None, problem)`` when they cannot be read on the row's time (the problem
    names them)."""
    time, wide = schema.time, schema.wide
    if time is None or wide is None or wide.time_part is None or not measures:
        return None, None
    row_time = tuple(c for c in time.columns if c in table.column_names)
    dims = tuple(d.column for d in schema.dimensions if d.column in table.column_names)
    listed = ", ".join(repr(m) for m in measures)
    if not row_time:
        return None, Problem(spec.file, 1, f"{len(measures)} numeric column(s) not read: {listed} (beside the "
                             f"[source.wide] members of {wide.measure!r}, with no time of the row's own to "
                             "stand on; ingest them from a file of their own)")
    keep = (*row_time, *dims, *measures)
    sub = Table(keep, tuple(table.column(c) for c in keep))
    part_spec = _part_spec(spec, row_time, dims, measures)
    try:
        declared = declared_schema(part_spec, manifest, keep)
        profile = profile_table(sub, spec.file, time_context(part_spec, manifest), declared)
    except SourceError as exc:
        return None, Problem(spec.file, 1, f"{len(measures)} numeric column(s) not read: {listed} (beside the "
                             f"[source.wide] members of {wide.measure!r}; on the row's time they cannot be read: "
                             f"{exc.problem.reason})")
    relation = build_relation(profile, sub, manifest.axis.kind, lines)
    part_time = relation.schema.time
    grain = part_time.granularity if part_time is not None else "rows"
    relation = replace(relation, schema=replace(relation.schema, part=grain, choices=()))
    name = relation_name(spec.file, grain)
    return relation, SchemaChoice(
        "part", name,
        f"{len(measures)} numeric column(s) beside the {wide.time_part} headers ({listed}) are readings of the "
        f"row, not of a {wide.time_part}: read on {' + '.join(row_time)} ({grain}) as a relation of their own",
        f"list them among the [source.wide] columns to read them as members of {wide.measure!r}")
