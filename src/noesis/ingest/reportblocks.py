"""The blocks a report is made of — headings, paragraphs, table grids — as the PDF, XLSX/ODS
and DOCX readers give them to :mod:`noesis.ingest.reportdoc`, and what those readers share:
importing an optional library (a missing one names its extra), the archive guard, and how a
grid's caption, header and body are found (see :mod:`noesis.ingest.reportdoc`)."""

from __future__ import annotations

import importlib
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from ..errors import SourceError
from .documents import collapse

#: the uncompressed size an XLSX/ODS/DOCX archive may have (a zip bomb is refused unread)
MAX_UNZIPPED_BYTES = 256 << 20


@dataclass(frozen=True)
class Heading:
    level: int
    text: str


@dataclass(frozen=True)
class Paragraph:
    text: str
    line: int | None = None


@dataclass(frozen=True)
class Grid:
    """A table as cell strings, row by row; ``lines`` is each row's place in the file (a
    sheet's row number), when it has one."""

    rows: tuple[tuple[str, ...], ...]
    lines: tuple[int | None, ...] = ()
    caption: str | None = None


Block = Heading | Paragraph | Grid


@dataclass(frozen=True)
class Blocks:
    """What a format reader found: the blocks in reading order, and what it could not read."""

    blocks: tuple[Block, ...]
    problems: tuple[str, ...] = ()


# --------------------------------------------------------------------------- libraries
def require(module: str, package: str, extra: str, what: str, file: str) -> ModuleType:
    """``module`` imported, or a :class:`SourceError` naming the package and the extra."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise SourceError(file, None, f"reading {what} needs the {package} package, which is not "
                          f"installed; install it with: pip install 'noesis-rag[{extra}]' (the other "
                          "files are read as usual)") from None


def check_archive(path: Path, file: str, what: str) -> None:
    """An Office/OpenDocument file is a zip archive: refuse one that is not, or that unpacks
    to more than :data:`MAX_UNZIPPED_BYTES`, before a library opens it. ``what`` names the
    format with its article ("an XLSX")."""
    if not zipfile.is_zipfile(path):
        raise SourceError(file, None, f"is not {what} file (not a zip archive: damaged, or "
                          "another format under this extension)")
    with zipfile.ZipFile(path) as z:
        size = sum(i.file_size for i in z.infolist())
    if size > MAX_UNZIPPED_BYTES:
        raise SourceError(file, None, f"unpacks to {size:,} bytes, over the {MAX_UNZIPPED_BYTES:,} "
                          "bytes a document may hold; split it")


# --------------------------------------------------------------------------- grids
def _header_rows(rows: Sequence[Sequence[str]]) -> int:
    n = 0
    while n < min(3, len(rows) - 1) and not rows[n][0]:
        n += 1
    return max(n, 1) if len(rows) > 1 else len(rows)


def trim_columns(rows: Sequence[Sequence[str]]) -> list[list[str]]:
    """Rows padded to one width, whitespace collapsed, empty outer columns dropped."""
    width = max((len(r) for r in rows), default=0)
    grid = [[collapse(c) for c in r] + [""] * (width - len(r)) for r in rows]
    used = [i for i in range(width) if any(r[i] for r in grid)]
    if not used:
        return []
    return [r[used[0]:used[-1] + 1] for r in grid]


@dataclass(frozen=True)
class GridParts:
    captions: tuple[str, ...]
    header: tuple[str, ...]
    body: tuple[tuple[str, ...], ...]
    header_line: int | None
    body_lines: tuple[int | None, ...]


def grid_parts(grid: Grid) -> GridParts | None:
    """The caption lines, the header row and the body rows of a grid (the module doc's rule)."""
    rows = trim_columns(grid.rows)
    lines = [*grid.lines, *[None] * (len(grid.rows) - len(grid.lines))][:len(grid.rows)]
    keep = [i for i, r in enumerate(rows) if any(r)]  # blank rows inside a grid carry nothing
    rows, lines = [rows[i] for i in keep], [lines[i] for i in keep]
    if not rows:
        return None
    n = _header_rows(rows)
    spans = [i < n - 1 and sum(bool(c) for c in r) == 1 for i, r in enumerate(rows[:n])]
    captions = tuple(" ".join(c for c in r if c) for r, cap in zip(rows, spans, strict=False) if cap)
    heads = [r for r, cap in zip(rows, spans, strict=False) if not cap]
    header = tuple(" ".join(r[i] for r in heads if r[i]) for i in range(len(rows[0])))
    return GridParts(captions, header, tuple(map(tuple, rows[n:])), lines[0], tuple(lines[n:]))
