"""What the manifest says about one table, as the profiler's inputs (:class:`Declared`,
:class:`~noesis.ingest.timeaxis.TimeContext`)."""

from __future__ import annotations

from ..errors import SourceError
from ..manifest import Manifest, SourceSpec, entity_from_stem
from ..relation import WideLayout
from . import axisformats as af
from .profile import Declared
from .tables import _find_column
from .timeaxis import TimeContext


def time_context(spec: SourceSpec, manifest: Manifest) -> TimeContext:
    text = spec.position_format or manifest.axis.format
    declared = spec.time or ((spec.position,) if spec.position else ())
    return TimeContext(manifest.axis.name, manifest.axis.kind, manifest.axis_declared,
                       manifest.axis.date_order, tuple(declared),
                       af.declared_format(text) if text else None, spec.no_time)


def _declared_measures(spec: SourceSpec, manifest: Manifest, columns: tuple[str, ...]
                       ) -> tuple[tuple[str, str], ...] | None:
    """(metric, column) pairs the manifest names for this table (None: infer them)."""
    if spec.metrics:
        out = []
        for name in spec.metrics:
            ms = manifest.metric(name)
            column = ms.column_name if ms else name
            i = _find_column(columns, column)
            if i is None:
                raise SourceError(spec.file, 1, f"metric column {column!r} not found; the columns are "
                                  + ", ".join(repr(c) for c in columns))
            out.append((name, columns[i]))
        return tuple(out)
    if manifest.metrics:
        found = [(m.name, columns[i]) for m in manifest.metrics
                 if (i := _find_column(columns, m.column_name)) is not None]
        return tuple(found)
    return None


def _require(spec: SourceSpec, columns: tuple[str, ...], what: str, name: str) -> str:
    i = _find_column(columns, name)
    if i is None:
        raise SourceError(spec.file, 1, f"{what} column {name!r} not found; the columns are "
                          + ", ".join(repr(c) for c in columns))
    return columns[i]


def check_measure_keys(spec: SourceSpec, measures: tuple[tuple[str, str], ...]) -> None:
    """``units`` / ``additivity`` keys must name a measure of the profiled table (its name or
    column, case aside): a key that names nothing is an error, not silently dropped."""
    known = {n.lower() for pair in measures for n in pair}
    for key, pairs in (("units", spec.units), ("additivity", spec.additivity)):
        for name, _ in pairs:
            if name.lower() not in known:
                listed = ", ".join(repr(m) for m, _ in measures) or "none"
                beside = (f" ({name!r} is a column beside the [source.wide] members, which a wide table "
                          "whose headers are its time does not read: list it there as a member, or ingest "
                          "it from a file of its own)"
                          if spec.wide is not None and name not in (spec.wide.columns or ()) else "")
                raise SourceError(spec.file, 1, f"{key}: {name!r} is not a measure of this table{beside}; "
                                  f"its measures are {listed}")


def declared_schema(spec: SourceSpec, manifest: Manifest, columns: tuple[str, ...]) -> Declared:
    """The manifest's word on this table; a declared column the table lacks is an error."""
    if spec.position:
        _require(spec, columns, "position", spec.position)
    for name in spec.time:
        _require(spec, columns, "time", name)
    wide_names = (spec.wide.dimension, spec.wide.measure) if spec.wide else ()
    if spec.entity_column and spec.entity_column not in wide_names:
        _require(spec, columns, "entity", spec.entity_column)

    for name in spec.dimensions or ():
        _require(spec, columns, "dimension", name)
    wide = None
    if spec.wide is not None:
        members = tuple(_require(spec, columns, "[source.wide] member", m) for m in spec.wide.columns or ())
        wide = WideLayout(spec.wide.dimension, spec.wide.measure, members, "declared")
    measures = _declared_measures(spec, manifest, columns)
    single = bool(spec.entity) and not spec.entity_column and spec.entity != entity_from_stem(spec.file)
    return Declared(
        time=spec.time or ((spec.position,) if spec.position else ()),
        dimensions=spec.dimensions,
        entity_column=spec.entity_column,
        single_entity=single or (bool(spec.entity) and spec.file in manifest.listed and not spec.entity_column),
        measures=measures,
        units=spec.units
        + tuple((c, u) for m, c in (measures or ()) if (ms := manifest.metric(m)) and (u := ms.unit))
        + tuple((m.column_name, m.unit) for m in manifest.metrics if m.unit),
        additivity=spec.additivity
        + tuple((m.column_name, m.additivity) for m in manifest.metrics if m.additivity),
        wide=wide,
        words=manifest.vocabulary,
    )
