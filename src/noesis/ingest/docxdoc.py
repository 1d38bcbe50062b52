"""Word documents (DOCX, through python-docx) → report blocks.

The body is read in order: a paragraph styled ``Title`` or ``Heading N`` is a heading (the
section path of what follows, as ``#`` is in Markdown), any other non-empty paragraph a
paragraph, a table a grid (:mod:`noesis.ingest.reportdoc` finds its header). A cell's
paragraphs are joined with spaces. A cell merged across columns holds its text once; a
cell merged down rows repeats its text in each row it covers (as HTML's spans are read).
Headers, footers, comments and text boxes are not read.
"""

from __future__ import annotations

import re
from pathlib import Path

from .reportblocks import Blocks, Grid, Heading, Paragraph, check_archive, require

_HEADING_RE = re.compile(r"^heading\s*([1-9])$", re.I)


def _heading_level(paragraph) -> int | None:
    name = (paragraph.style.name if paragraph.style is not None else "") or ""
    if name.strip().lower() == "title":
        return 1
    m = _HEADING_RE.match(name.strip())
    return int(m.group(1)) if m else None


def _table_rows(table) -> list[list[str]]:
    rows: list[list[str]] = []
    for row in table.rows:
        cells = list(row.cells)
        out = ["" if i and cell == cells[i - 1] else cell.text for i, cell in enumerate(cells)]
        rows.append(out)
    return rows


def docx_blocks(path: Path, file: str) -> Blocks:
    docx = require("docx", "python-docx", "office", "a DOCX document", file)
    check_archive(path, file, "a DOCX")
    from docx.table import Table  # the package is there: require said so

    document = docx.Document(str(path))
    blocks: list = []
    for item in document.iter_inner_content():
        if isinstance(item, Table):
            blocks.append(Grid(tuple(tuple(r) for r in _table_rows(item))))
            continue
        text = item.text
        if not text.strip():
            continue
        level = _heading_level(item)
        blocks.append(Heading(level, text) if level else Paragraph(text))
    return Blocks(tuple(blocks))
