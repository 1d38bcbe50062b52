"""What an ingest chooses where the manifest says nothing, and why.

A KB has exactly one axis, so its kind cannot be decided per file: before any file is
parsed, the head of each table (a few hundred kilobytes) is read and

* the axis is named after the first table's axis column (``date``, ``time``, ``year`` …)
  and its kind inferred from that column's values (dates, date-times, clock times, numbers);
* a date/datetime axis column's format is detected (``2012/01/01``, ``Jan 1 2000`` …) and
  written into the source's ``position_format``, so every row is read the same way;
* a table whose axis values repeat, with a low-cardinality text column that makes
  (value, position) unique, is read with that column as its ``entity_column``.

Each choice is a :class:`Choice` — the manifest key, the value, why, and what else it could
be — shown one line each in the ingest summary and written out by ``noesis init``. Keys the
manifest declares are never overridden.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, replace
from pathlib import Path

from ..errors import SourceError
from ..manifest import Manifest, SourceSpec, entity_from_stem
from ..relation import TableSchema, TimeAxis
from . import tables as tb
from .axisformats import yearless
from .cells import DATE, DATETIME, TEXT, Table, distinct, from_arrow
from .textio import decode_bytes
from .widelayout import HEADER

#: bytes of a table's head read to choose its defaults
SAMPLE_BYTES = 256 * 1024
#: most distinct values an inferred entity column may have
_MAX_ENTITIES = 1000
#: column names that usually hold an entity (tried first among equals)
_ENTITY_HINTS = ("symbol", "ticker", "species", "country", "station", "city", "region", "state",
                 "name", "entity", "id", "code", "site", "location", "team", "player", "sensor")
_CLOCK_RE = re.compile(r"^(?:\d+ days?,? )?\d{1,3}:\d{2}(?::\d{2})?(?:[.,]\d+)?$")
_KINDS = "number | clock | date | datetime | ordinal"


@dataclass(frozen=True)
class Choice:
    """One default the ingest chose: ``key`` in the manifest (``file``'s ``[[source]]``, or
    ``[axis]`` when ``file`` is None), its ``value``, ``why``, and how to choose otherwise."""

    file: str | None
    key: str
    value: str
    why: str
    instead: str

    def line(self) -> str:
        where = f"[[source]] {self.file}" if self.file else "[axis]"
        return f"{where}: {self.key} = {self.value!r} — {self.why}; otherwise {self.instead}"


@dataclass(frozen=True)
class Defaults:
    manifest: Manifest
    choices: tuple[Choice, ...] = ()
    #: each table's schema as profiled from its head (``noesis init`` writes it as proposals)
    schemas: tuple[TableSchema, ...] = ()


# --------------------------------------------------------------------------- sampling
def sample_table(path: Path, spec: SourceSpec) -> Table | None:
    """The first rows of a table (None when it cannot be read: the reader will say why)."""
    try:
        if spec.format == "parquet":
            return _parquet_head(path)
        with path.open("rb") as fh:
            data = fh.read(SAMPLE_BYTES + 1)
        if len(data) > SAMPLE_BYTES:
            data = data[: data.rfind(b"\n", 0, SAMPLE_BYTES) + 1] or data[:SAMPLE_BYTES]
        text, _ = decode_bytes(data, spec.file, spec.encoding)
        if not text.strip():
            return None
        return tb._dedupe_columns(tb.csv_text_table(text, spec, []).table, spec.file, [])
    except (OSError, SourceError, ValueError):
        return None


def _parquet_head(path: Path) -> Table | None:
    """A Parquet file's first 20,000 rows (None without pyarrow or when unreadable)."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        return None
    try:
        batch = next(pq.ParquetFile(path).iter_batches(batch_size=20_000), None)
    except (OSError, pa.ArrowException):
        return None
    return from_arrow(pa.Table.from_batches([batch])) if batch is not None else None


# --------------------------------------------------------------------------- the axis
def infer_kind(arr, column: str) -> tuple[str, str]:
    """The axis kind an axis column's values say, and why."""
    arr = tb.as_column(arr)
    fmt = tb.column_format(arr, column)
    if arr.kind == DATE:
        return "date", f"column {column!r} holds dates"
    if arr.kind == DATETIME:
        return "datetime", f"column {column!r} holds date-times"
    if fmt is not None and fmt.name in ("iso", "ymd", "dmy", "mdy", "monthname", "isoweek"):
        values = [str(v) for v in distinct(tb._as_trimmed_strings(arr))[:200]]
        from .axisformats import text_has_time

        timed = text_has_time(values, fmt)
        return ("datetime" if timed else "date"), (
            f"column {column!r} holds {'date-times' if timed else 'dates'}: {fmt.why}")
    numeric_named_date = column.strip().lower() in ("date", "datetime", "timestamp", "day", "time")
    from .axisformats import dates_under_any_header

    if dates_under_any_header(fmt, len(distinct(tb._as_trimmed_strings(arr)))):
        numeric_named_date = True  # eight digits every one a date, under any header (``DTSTART``: 19991231)
    if fmt is not None and numeric_named_date and fmt.name in ("yyyymmdd", "yymmdd", "epoch", "epoch-ms"):
        kind = "date" if fmt.name in ("yyyymmdd", "yymmdd") else "datetime"
        return kind, f"column {column!r} holds {fmt.why}"
    if arr.kind == TEXT:
        cells = [c for c in tb._as_trimmed_strings(arr) if c is not None][:2000]
        if cells and sum(bool(_CLOCK_RE.match(c)) for c in cells) >= 0.9 * len(cells):
            return "clock", f"column {column!r} holds clock times (e.g. {cells[0]!r})"
    return "number", f"column {column!r} holds numbers"


@dataclass(frozen=True)
class _Found:
    axis: TimeAxis
    why: str


def _profiled_time(table: Table, spec: SourceSpec, manifest: Manifest) -> _Found | None:
    """The time axis the profiler finds in a table's head (None: none, or unreadable)."""
    from .profile import profile_table
    from .schema_decl import declared_schema, time_context

    try:
        declared = declared_schema(spec, manifest, tuple(table.column_names))
        profile = profile_table(table, spec.file, time_context(spec, manifest), declared)
    except SourceError:
        return None
    axis = profile.schema.time
    if axis is None:
        return None
    wide = profile.schema.wide
    why = profile.time.why if profile.time is not None and axis is profile.time.axis else wide.why
    return _Found(axis, why)


def _axis_name(found) -> str:
    if found.axis.columns == (HEADER,):
        return found.axis.parts[0]
    if not found.axis.composed:
        from .timeaxis import unnamed  # the profiler's stack loads on first use
        column = found.axis.columns[0]
        return found.axis.parts[0] if unnamed(column) else column.strip().lower()  # "year", not "column1"
    return "date" if found.axis.kind in ("date", "datetime") else found.axis.parts[-1]


#: strptime directives of a calendar date, and of a time of day
_DATE_DIRECTIVES = ("%d", "%m", "%y", "%Y", "%b", "%B", "%j", "%e")
_CLOCK_DIRECTIVES = ("%H", "%I", "%M", "%S")


def _kind_of_format(manifest: Manifest) -> tuple[str, str] | None:
    """The axis kind a declared ``position_format`` says ("%m/%y": dates), and why."""
    for spec in manifest.sources:
        fmt = spec.position_format or manifest.axis.format
        if fmt and any(d in fmt for d in _DATE_DIRECTIVES):
            kind = "datetime" if any(d in fmt for d in _CLOCK_DIRECTIVES) else "date"
            if kind == "date" and yearless(fmt):
                return "number", (f"{spec.file} declares position_format = {fmt!r}: a month and a day with no "
                                  "year (positions month × 100 + day)")
            return kind, f"{spec.file} declares position_format = {fmt!r}: {kind}s"
    return None


def _choose_axis(manifest: Manifest, samples: dict[str, Table]) -> tuple[Manifest, list[Choice]]:
    """Name and kind of the axis from the first table with a time axis (undeclared only); a
    declared date format says the kind before any table is read."""
    declared = manifest.axis_declared
    if {"name", "kind"} <= declared:
        return manifest, []
    said = _kind_of_format(manifest) if "kind" not in declared else None
    if said is not None:
        manifest = replace(manifest, axis=replace(manifest.axis, kind=said[0]),
                           axis_declared=frozenset(declared | {"kind"}))
        chosen, more = _choose_axis(manifest, samples)
        return chosen, [Choice(None, "kind", said[0], said[1], f"[axis] kind = one of {_KINDS}"), *more]
    for spec in manifest.sources:
        table = samples.get(spec.file)
        found = _profiled_time(table, spec, manifest) if table is not None else None
        if found is None:
            continue
        axis = manifest.axis
        choices = []
        columns = " + ".join(repr(c) for c in found.axis.columns)
        if "name" not in declared and not spec.position and not spec.time:
            axis = replace(axis, name=_axis_name(found))
            choices.append(Choice(None, "name", axis.name, f"{columns} of {spec.file} is the time "
                                  f"axis ({found.axis.granularity}; a KB has exactly one axis)",
                                  "[axis] name = \"<the word questions use>\""))
        if "kind" not in declared:
            if (found.axis.composed or HEADER in found.axis.columns
                    or found.axis.parts[0] in ("fractional-year", "year-month", "quarter")):
                kind, why = found.axis.kind, found.why
            else:
                column = found.axis.columns[0]
                kind, why = infer_kind(table.column(table.column_names.index(column)), column)
            axis = replace(axis, kind=kind)
            choices.append(Choice(None, "kind", kind, why, f"[axis] kind = one of {_KINDS}"))
        return replace(manifest, axis=axis), choices
    return manifest, []


# --------------------------------------------------------------------------- per source
def _position_format(spec: SourceSpec, table: Table, idx: int, manifest: Manifest
                     ) -> tuple[SourceSpec, list[Choice]]:
    if manifest.axis.kind not in ("date", "datetime") or spec.position_format or manifest.axis.format:
        return spec, []
    column = table.column_names[idx]
    fmt = tb.column_format(table.column(idx), column, manifest.axis.date_order)
    if fmt is None or fmt.name == "strptime":
        return spec, []
    choice = Choice(spec.file, "position_format", fmt.label, f"column {column!r}: {fmt.why}",
                    'position_format = a strptime pattern ("%d.%m.%Y") or iso | ymd | dmy | mdy | '
                    "monthname | year | yyyymmdd | yymmdd | epoch | epoch-ms | days")
    return replace(spec, position_format=fmt.label), [choice]


def _text_columns(table: Table, skip: int) -> list[int]:
    out = []
    for i in range(table.num_columns):
        if i == skip:
            continue
        arr = table.column(i)
        if arr.kind != TEXT:
            continue
        if tb._numeric_share(arr, tb.metric_values(arr)) < 0.9:
            out.append(i)
    return out


def _most_entities(hinted: bool, rows: int) -> int:
    """The most values an entity column may hold: half the rows (each entity seen twice on
    average), or, for a column named like an entity (``Name``, ``country``), all but one row
    (a medallist's name that recurs only now and then is still the one that names the row)."""
    return max(2, rows - 1 if hinted else rows // 2)


def _entity_column(spec: SourceSpec, table: Table, idx: int) -> tuple[SourceSpec, list[Choice]]:
    """A text column that tells apart the rows sharing a position, if the positions repeat."""
    if spec.entity_column or spec.entity != entity_from_stem(spec.file) or table.num_rows < 2:
        return spec, []
    axis = tb._as_trimmed_strings(table.column(idx))
    n = table.num_rows
    n_axis = len(set(axis.tolist()))
    if n_axis >= n:
        return spec, []
    best: tuple[tuple[int, int], int, int] | None = None
    for i in _text_columns(table, idx):
        values = tb._as_trimmed_strings(table.column(i))
        k = len(distinct(values))
        name = table.column_names[i].strip().lower()
        if not 2 <= k <= min(_MAX_ENTITIES, _most_entities(name in _ENTITY_HINTS, n)):
            continue
        pairs = len(set(zip(values.tolist(), axis.tolist(), strict=True)))
        if pairs < 0.98 * n:
            continue
        rank = (0 if name in _ENTITY_HINTS else 1, k)
        if best is None or rank < best[0]:
            best = (rank, i, k)
    if best is None:
        return spec, []
    _, i, k = best
    column = table.column_names[i]
    examples = ", ".join(repr(v) for v in distinct(table.column(i).to_pylist())[:3])
    why = (f"the axis repeats ({n_axis} distinct positions in {n} rows) and column {column!r} "
           f"tells the rows apart with {k} values ({examples}{' …' if k > 3 else ''})")
    instead = f'entity = "{spec.entity}" to read the file as one entity, or entity_column = "<another column>"'
    return replace(spec, entity_column=column, entity=None), [
        Choice(spec.file, "entity_column", column, why, instead)]


# --------------------------------------------------------------------------- entry point
def apply_defaults(manifest: Manifest, *, schemas: bool = False) -> Defaults:
    """Fill in what the manifest leaves open (see the module docstring); with ``schemas``
    (``noesis init``) also profile each sampled table (an ingest profiles the whole file)."""
    samples: dict[str, Table] = {}
    for spec in manifest.sources:
        if spec.kind == "table" and spec.format in ("csv", "tsv", "parquet"):
            with contextlib.suppress(Exception):  # the reader reports an unreadable file
                table = sample_table(manifest.root / spec.file, spec)
                if table is not None and table.num_rows:
                    samples[spec.file] = table
    manifest, choices = _choose_axis(manifest, samples)
    sources = []
    for spec in manifest.sources:
        table = samples.get(spec.file)
        found = _profiled_time(table, spec, manifest) if table is not None else None
        idx = (table.column_names.index(found.axis.columns[0])
               if found is not None and not found.axis.composed and HEADER not in found.axis.columns
               and found.axis.parts[0] in ("date", "datetime", "number", "year", "clock") else None)
        if idx is not None:
            spec, made = _position_format(spec, table, idx, manifest)
            choices += made
            if spec.file not in manifest.listed:
                spec, made = _entity_column(spec, table, idx)
                choices += made
        sources.append(spec)
    manifest = replace(manifest, sources=tuple(sources))
    return Defaults(manifest, tuple(choices), _sample_schemas(manifest, samples) if schemas else ())


def _sample_schemas(manifest: Manifest, samples: dict[str, Table]) -> tuple[TableSchema, ...]:
    """Each sampled table's profiled schema (a table the profiler cannot read is left out:
    the ingest reports it)."""
    from .profile import profile_table
    from .schema_decl import declared_schema, time_context

    out = []
    for spec in manifest.sources:
        table = samples.get(spec.file)
        if table is None or spec.orientation == "wide":
            continue
        with contextlib.suppress(SourceError):
            declared = declared_schema(spec, manifest, tuple(table.column_names))
            out.append(profile_table(table, spec.file, time_context(spec, manifest), declared).schema)
    return tuple(out)
