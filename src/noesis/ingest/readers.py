"""One entry point for every source: pick the reader from the declared kind and format.

``read_source`` is the only function the ingest pipeline calls. Whatever goes wrong
inside a reader surfaces as :class:`~noesis.errors.SourceError` (file, line, reason) —
never a library traceback — so the pipeline can report the file and carry on.
"""

from __future__ import annotations

from pathlib import Path

from ..errors import SourceError
from ..manifest import Manifest, SourceSpec
from .base import Reader, ReadResult
from .documents import read_document
from .factfiles import read_facts
from .limits import LINE_FORMATS, check_line_length
from .reportdoc import REPORT_FORMATS, read_report
from .rst import read_rst
from .table_reader import read_table
from .transcripts import read_transcript

#: (kind, format) → reader; a file's kind decides, its format must be one the kind reads
READERS: dict[tuple[str, str], Reader] = {
    **{("table", f): read_table for f in ("csv", "tsv", "parquet")},
    **{("transcript", f): read_transcript for f in ("srt", "vtt", "txt", "json")},
    **{("document", f): read_document for f in ("md", "html", "txt")},
    **{("facts", f): read_facts for f in ("jsonl", "json", "csv", "tsv", "nquads")},
    ("document", "rst"): read_rst,
    **{("document", f): read_report for f in REPORT_FORMATS},  # PDF, XLSX, ODS, DOCX
}


def reader_for(spec: SourceSpec) -> Reader:
    reader = READERS.get((spec.kind, spec.format))
    if reader is None:
        formats = sorted(f for k, f in READERS if k == spec.kind)
        if not formats:
            raise SourceError(spec.file, None, f"unknown source kind {spec.kind!r}")
        raise SourceError(
            spec.file,
            None,
            f"a {spec.kind} source cannot be read from {spec.format!r}; "
            f"expected one of {', '.join(formats)} (check kind/format in noesis.toml)",
        )
    return reader


def read_source(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read one source file; raise :class:`SourceError` if it cannot be parsed at all."""
    reader = reader_for(spec)
    try:
        if spec.format in LINE_FORMATS:
            check_line_length(Path(path), spec.file)
        return reader(Path(path), spec, manifest)
    except SourceError:
        raise
    except RecursionError:
        raise SourceError(spec.file, None, "nested too deeply to parse") from None
    except Exception as exc:  # a library failure must not escape as a traceback
        reason = f"cannot be parsed as {spec.format} ({type(exc).__name__}: {exc})"
        raise SourceError(spec.file, getattr(exc, "lineno", None), reason) from exc
