"""Reports as users have them — PDF pages, XLSX/ODS sheets, DOCX documents — read like Markdown.

Each format's reader (:mod:`~noesis.ingest.pdfdoc`, :mod:`~noesis.ingest.xlsxdoc`,
:mod:`~noesis.ingest.docxdoc`) turns its file into the blocks a Markdown report is made of:
headings, paragraphs and table grids (rows of cell strings). :func:`collect` feeds them to
the Markdown reader's own collector (:mod:`noesis.ingest.documents`), so a table reads the
same — row spans, section rows, scale from the caption or the paragraph above, series per
row — whatever file it came in. Nothing of the report logic is duplicated here.

A grid's header is found as the TAT-QA bench renders a report table as Markdown
(``noesis.eval.tatqa.pipe_table``): the leading rows whose first cell is empty are header
rows (at least one, at most three, one body row left); a header row above the last one that
holds a single label (``Years Ended September 30,`` over ``2019 | 2018``, a merged cell)
is a caption line above the table; the other header rows are joined column by column.
Empty leading and trailing columns are dropped (a table starting in column B).

The libraries are optional extras, imported only when such a file is read: a missing one is
that file's problem, naming the extra to install, and every other file still ingests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..errors import Problem, SourceError
from ..manifest import Manifest, SourceSpec
from .base import ReadResult
from .docrelation import kept_relation
from .doctables import ParsedTable, read_tables
from .documents import _Collector, collapse
from .docxdoc import docx_blocks
from .pdfdoc import pdf_blocks
from .reportblocks import Block, Blocks, Heading, Paragraph, grid_parts
from .xlsxdoc import ods_blocks, xlsx_blocks


# --------------------------------------------------------------------------- reading
def collect(blocks: Sequence[Block]) -> _Collector:
    """The blocks through the Markdown reader's collector: spans and positional tables."""
    out = _Collector()
    for block in blocks:
        if isinstance(block, Heading):
            out.sections.enter(block.level, collapse(block.text))
        elif isinstance(block, Paragraph):
            out.add(block.text, block.line)
        elif (parts := grid_parts(block)) is not None:
            for caption in parts.captions:
                out.add(caption, parts.header_line)
            out.add_table([list(parts.header)], [list(r) for r in parts.body], list(parts.body_lines),
                          caption=block.caption, header_lines=[parts.header_line])
    return out


#: a format's reader: (path, file name as the KB knows it) → blocks
BlockReader = Callable[[Path, str], Blocks]


#: format → its reader (extension → format is in :data:`noesis.manifest.FORMATS`)
BLOCK_READERS: dict[str, BlockReader] = {"pdf": pdf_blocks, "xlsx": xlsx_blocks, "ods": ods_blocks,
                                         "docx": docx_blocks}
REPORT_FORMATS = tuple(sorted(BLOCK_READERS))


#: the blocks of the files read last, by (path, format, size, mtime): the axis pre-pass
#: (:func:`report_tables`) and the read of the same file parse it once (a PDF's pages are
#: slow: pdfminer reads about four dense pages a second)
_RECENT: dict[tuple[str, str, int, int], Blocks] = {}
_RECENT_FILES = 8


def _blocks(path: Path, spec: SourceSpec) -> Blocks | None:
    """The file's blocks; None for an empty file."""
    try:
        st = Path(path).stat()
    except OSError as exc:
        raise SourceError(spec.file, None, f"cannot read the file: {exc.strerror or exc}") from None
    if st.st_size == 0:
        return None
    key = (str(Path(path).resolve()), spec.format, st.st_size, st.st_mtime_ns)
    if (found := _RECENT.get(key)) is None:
        found = BLOCK_READERS[spec.format](Path(path), spec.file)
        while len(_RECENT) >= _RECENT_FILES:
            del _RECENT[next(iter(_RECENT))]
        _RECENT[key] = found
    return found


def read_report(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read a PDF / XLSX / ODS / DOCX document into paragraph and row spans, and the series
    of its positional tables, as :func:`noesis.ingest.documents.read_document` reads Markdown."""
    found = _blocks(path, spec)
    if found is None:
        return ReadResult(problems=(Problem(spec.file, None, "empty file"),))
    parsed = collect(found.blocks)
    problems = [Problem(spec.file, None, p) for p in (*found.problems, *parsed.problems)]
    if not parsed.spans:
        problems.append(Problem(spec.file, None, _nothing_found(spec.format)))
    tables = read_tables(parsed.tables, manifest.axis, spec.file)
    return ReadResult(spans=tuple(parsed.spans), series=tables.series,
                      problems=(*problems, *tables.problems),
                      relation=kept_relation(parsed.other_tables, parsed.tables, spec.file))


def _nothing_found(fmt: str) -> str:
    if fmt == "pdf":
        return "no text found (a scanned PDF has no text layer: run OCR on it first)"
    return "no text found"


def report_tables(path: Path, spec: SourceSpec) -> list[ParsedTable]:
    """The positional tables of such a document, for choosing the KB's axis
    (:mod:`noesis.ingest.docaxis`); an unreadable one has none (its read reports why)."""
    try:
        found = _blocks(path, spec)
    except Exception:  # noqa: BLE001 — the file's own read reports what is wrong with it
        return []
    return collect(found.blocks).tables if found is not None else []


def report_paragraphs(path: Path, spec: SourceSpec) -> list[str]:
    """The paragraphs of such a document, for the axis pre-pass (:mod:`noesis.ingest.docaxis`);
    an unreadable one has none (its read reports why)."""
    try:
        found = _blocks(path, spec)
    except Exception:  # noqa: BLE001 — the file's own read reports what is wrong with it
        return []
    return [b.text for b in found.blocks if isinstance(b, Paragraph)] if found is not None else []
