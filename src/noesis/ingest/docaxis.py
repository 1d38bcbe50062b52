"""How a KB's axis is chosen when its tables carry positions in their headers, and whom
such a document is about.

A KB has exactly one axis. The rule, applied once per ingest before anything is parsed:

1. An ``[axis]`` in the manifest is the axis; a document table whose headers it cannot hold
   (quarters on a number axis, say) keeps its row spans and gets no series, and the ingest
   report says so for that file.
2. With no ``[axis]``, and no source that puts its own positions on the axis (a long table
   or a transcript), the axis comes from the position headers of the KB's document tables
   and wide tables (:func:`noesis.ingest.doctables.header_axis`): only years → a number axis
   named ``year`` (so "from 2018 to 2019" reads as years), with the day its years end on
   when the headers state one ("October 31," above "2019 | 2018":
   :func:`noesis.ingest.doctables.period_end`, so "as of October 31, 2019" is 2019); any
   quarter, month or date → a date axis named ``date`` (a year is then 1 January).
3. Otherwise the default axis stays; year headers are numbers on it, other headers are not
   on it (rule 1's report).

A document with a positional table is about its rows' entities, like a table read with an
entity column: its file-stem entity is dropped (an ``entity`` the manifest gives it stays).
Otherwise "Report" would be anchored next to "Wireless" by every question routed to it.

The pre-pass reads each file on its own: one that fails here has no tables for the choice
and is reported by its own read (every stage is per file). The choice is part of every
source's content hash (``noesis.ingest.pipeline``), so when it
changes every source is parsed again.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..errors import SourceError
from ..manifest import Manifest, SourceSpec, entity_from_stem
from .doctables import ParsedTable, header_axis, header_positions, period_end
from .documents import document_tables, document_texts
from .reportdoc import REPORT_FORMATS, report_paragraphs, report_tables
from .tables import _load_csv, _load_parquet, _Rows
from .wide import wide_table


def _owns_positions(kind: str, orientation: str) -> bool:
    return kind == "transcript" or (kind == "table" and orientation != "wide")


def choose_axis(manifest: Manifest) -> Manifest:
    """``manifest`` with the axis and document owners the module doc's rules choose."""
    tables = {spec.file: _tables(manifest, spec) for spec in manifest.sources}
    sources = tuple(
        replace(spec, entity=None)
        if spec.kind == "document" and tables[spec.file] and spec.entity == entity_from_stem(spec.file)
        else spec
        for spec in manifest.sources
    )
    manifest = replace(manifest, sources=sources)
    if manifest.axis_declared or any(_owns_positions(s.kind, s.orientation) for s in manifest.sources):
        return manifest
    axis = header_axis([p for ts in tables.values() for t in ts for p in header_positions(t)])
    if axis is not None and axis.kind == "number":
        every = [t for ts in tables.values() for t in ts]
        ended = period_end(every)  # the headers' day first: the documents' text is read only without one
        if ended is None:
            ended = period_end(every, [text for spec in manifest.sources if tables[spec.file]
                                       for text in _texts(manifest, spec)])
        axis = replace(axis, period_end=ended)
    return replace(manifest, axis=axis) if axis else manifest


def _texts(manifest: Manifest, spec: SourceSpec) -> list[str]:
    """The paragraphs of a document with positional tables (a day its text states a balance
    at: :func:`noesis.ingest.doctables.text_period_end`); a file that fails here has none."""
    if spec.kind != "document":
        return []
    path = manifest.root / spec.file
    try:
        return report_paragraphs(path, spec) if spec.format in REPORT_FORMATS else document_texts(path, spec)
    except Exception:  # noqa: BLE001 — the file's own read reports what is wrong with it
        return []


def _tables(manifest: Manifest, spec: SourceSpec) -> list[ParsedTable]:
    """The source's positional tables (a document's, or a wide table's). The pre-pass is
    per file like every stage: a file it cannot read has none here, and its own read (in
    the per-file guard of ``pipeline.parse_source``) reports why; no file stops the ingest."""
    try:
        return _file_tables(manifest, spec)
    except Exception:  # noqa: BLE001 — a reader bug is that file's problem, reported by its read
        return []


def _file_tables(manifest: Manifest, spec: SourceSpec) -> list[ParsedTable]:
    path = manifest.root / spec.file
    if spec.kind == "document":
        return report_tables(path, spec) if spec.format in REPORT_FORMATS else document_tables(path, spec)
    if spec.kind == "table" and spec.orientation == "wide":
        return wide_tables(path, spec)
    return []


def wide_tables(path: Path, spec: SourceSpec) -> list[ParsedTable]:
    """The wide table of a source (none when unreadable), loaded with the table reader's own
    loaders (private to it: ``tables.py`` stays as it is)."""
    try:
        if spec.format == "parquet":
            table, rows = _load_parquet(path, spec), _Rows(None)
        else:
            table, _problems, rows = _load_csv(path, spec)
    except SourceError:
        return []
    return [wide_table(table, spec, rows.line)] if table is not None else []
