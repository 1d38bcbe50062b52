"""PDF pages (through pdfplumber) → report blocks.

Page by page, top to bottom: a table pdfplumber finds from the page's ruling lines is a
grid (:mod:`noesis.ingest.reportdoc` finds its header; a merged cell reads as empty where
it does not begin). Where a page has no ruled table, a table laid out by alignment alone (a
financial statement's columns of figures) is found from its words (:func:`aligned_tables`):
a line of two or more positions (``2019  2018``, ``Dec 31, 2019``) set apart by wide gaps is
its header, each of its cells a column; the lines below whose pieces all fall in the label
column or under a column are its rows, until a line that does not (prose) or a wide gap. A
row's label wrapped onto a second line (a lowercase start), or its figures set between two
label lines, is joined into one row. The text outside the tables is paragraphs: consecutive
lines, a new paragraph where the gap between two lines is over half a line, a word
hyphenated at a line's end joined again ("disaggre-" + "gated"). A page number alone at a
page's foot is dropped.

A PDF has no headings the reader can trust (sizes and fonts are not structure), so its
spans carry no section path, and no line (a page is not a line). A scanned PDF has no text
layer: it reads as "no text found" (run OCR first). An encrypted PDF needs its password
removed first.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from pathlib import Path

from ..errors import SourceError
from .doctables import parse_header_position
from .reportblocks import Blocks, Grid, Paragraph, require

#: the most pages a PDF may have
MAX_PAGES = 3000
#: a gap between two lines over this share of a line's height starts a new paragraph
PARAGRAPH_GAP = 0.5
_PAGE_NUMBER_RE = re.compile(r"^(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?$|^[-–]\s*\d{1,4}\s*[-–]$", re.I)


def _inside(obj: dict, box: Sequence[float]) -> bool:
    x0, top, x1, bottom = box
    cx, cy = (obj["x0"] + obj["x1"]) / 2, (obj["top"] + obj["bottom"]) / 2
    return x0 <= cx <= x1 and top <= cy <= bottom


_HYPHENATED_RE = re.compile(r"(?<=[a-z])-$")


def _joined(lines: Sequence[dict]) -> str:
    """A paragraph's lines as one text; a word hyphenated at a line's end is joined."""
    text = ""
    for line in lines:
        piece = line["text"].strip()
        if _HYPHENATED_RE.search(text) and piece[:1].islower():
            text = text[:-1] + piece
        else:
            text = f"{text} {piece}" if text else piece
    return text


def _paragraphs(lines: Sequence[dict]) -> list[tuple[float, str]]:
    """(top, text) of each paragraph the lines make."""
    out: list[tuple[float, str]] = []
    run: list[dict] = []
    for line in lines:
        if run:
            height = max(run[-1]["bottom"] - run[-1]["top"], 1.0)
            if line["top"] - run[-1]["bottom"] > PARAGRAPH_GAP * height:
                out.append((run[0]["top"], _joined(run)))
                run = []
        run.append(line)
    if run:
        out.append((run[0]["top"], _joined(run)))
    return out


Box = tuple[float, float, float, float]


def _tables(page) -> list[tuple[Box, list[list[str]]]]:
    """(bbox, rows) of the page's ruled tables that hold any text, else its aligned ones."""
    found = [(t.bbox, [[c or "" for c in row] for row in t.extract()]) for t in page.find_tables()]
    found = [(b, rows) for b, rows in found if rows and any(any(c.strip() for c in r) for r in rows)]
    return found or aligned_tables(page.extract_words(extra_attrs=["size"]))


# --------------------------------------------------------------------------- aligned tables
#: a gap between two words wider than this share of the font size parts two cells
CELL_GAP = 0.9
#: a gap between two lines wider than this many line heights ends an aligned table
TABLE_GAP = 2.5


class _Piece:
    """Words of one line set close together: a cell's text."""

    def __init__(self, words: list[dict]) -> None:
        self.words = words
        self.x0, self.x1 = words[0]["x0"], words[-1]["x1"]
        self.text = " ".join(w["text"] for w in words)


class _Line:
    def __init__(self, words: list[dict]) -> None:
        words = sorted(words, key=lambda w: w["x0"])
        self.top = min(w["top"] for w in words)
        self.bottom = max(w["bottom"] for w in words)
        self.pieces: list[_Piece] = []
        run = [words[0]]
        for w in words[1:]:
            if w["x0"] - run[-1]["x1"] > CELL_GAP * max(w.get("size") or 0, run[-1].get("size") or 0, 1):
                self.pieces.append(_Piece(run))
                run = []
            run.append(w)
        self.pieces.append(_Piece(run))

    @property
    def height(self) -> float:
        return max(self.bottom - self.top, 1.0)


def _word_lines(words: list[dict]) -> list[_Line]:
    """Words clustered into lines by their tops (within half a line), top to bottom."""
    lines: list[list[dict]] = []
    for w in sorted(words, key=lambda w: (w["top"], w["x0"])):
        if lines and abs(w["top"] - lines[-1][0]["top"]) <= 0.5 * max(w["bottom"] - w["top"], 1.0):
            lines[-1].append(w)
        else:
            lines.append([w])
    return [_Line(ws) for ws in lines]


def _header(line: _Line) -> tuple[str, list[_Piece]] | None:
    """A header line: (the label column's header, the column pieces), two or more of them
    positions; at most one piece before the first position (the label column's)."""
    at = [i for i, p in enumerate(line.pieces) if parse_header_position(p.text) is not None]
    if len(at) < 2 or at[0] > 1:
        return None
    columns = line.pieces[at[0]:]
    if any(len(p.text.split()) > 4 for p in columns):
        return None
    return (line.pieces[0].text if at[0] else ""), columns


def _cells(line: _Line, columns: list[_Piece], label_right: float, loose: bool = False) -> list[str] | None:
    """The line's cells under the header's columns (column 0 the label), or None when a
    piece falls under none of them or spans two (prose, not a table row). ``loose`` (a line
    right under the header): a piece spanning columns belongs to the one under its centre
    ("U.S. $ in thousands" under "2019")."""
    centres = [(c.x0 + c.x1) / 2 for c in columns]
    bounds = [(a + b) / 2 for a, b in zip(centres, centres[1:], strict=False)]
    cells = [""] * (len(columns) + 1)
    for p in line.pieces:
        if p.x1 <= label_right:
            cells[0] = f"{cells[0]} {p.text}".strip()
            continue
        if p.x0 < label_right:
            return None
        lo = sum(1 for b in bounds if b < p.x0)
        hi = sum(1 for b in bounds if b < p.x1)
        if lo != hi:
            if not loose:
                return None
            lo = sum(1 for b in bounds if b < (p.x0 + p.x1) / 2)
        cells[lo + 1] = f"{cells[lo + 1]} {p.text}".strip()
    return cells


def _heads_above(lines: list[_Line], i: int, columns: list[_Piece], label_right: float) -> int:
    """How many lines right above the header line ``i`` head its columns too (``Domestic``
    over ``September 30, 2019 | 2018``): close above it, every piece under a column."""
    k = i
    while k > 0 and lines[k].top - lines[k - 1].bottom <= lines[k - 1].height:
        cells = _cells(lines[k - 1], columns, label_right, loose=True)
        if cells is None or cells[0]:
            break
        k -= 1
    return i - k


def aligned_tables(words: list[dict]) -> list[tuple[Box, list[list[str]]]]:
    """The tables laid out by alignment in a page's words (see the module doc)."""
    lines = _word_lines(words)
    found: list[tuple[Box, list[list[str]]]] = []
    i = 0
    done = 0  # lines before this one belong to a table already found
    while i < len(lines):
        head = _header(lines[i])
        if head is None:
            i += 1
            continue
        label, columns = head
        label_right = columns[0].x0 - CELL_GAP * lines[i].height
        above = min(_heads_above(lines, i, columns, label_right), i - done)
        rows: list[list[str]] = [c for ln in lines[i - above:i]
                                 if (c := _cells(ln, columns, label_right, loose=True)) is not None]
        rows.append([label, *(c.text for c in columns)])
        rows_of = _Rows(rows, ["header"] * len(rows))
        j = i + 1
        while j < len(lines) and lines[j].top - lines[j - 1].bottom <= TABLE_GAP * lines[j - 1].height:
            cells = _cells(lines[j], columns, label_right, loose=rows_of.kinds[-1] == "header")
            if cells is None:
                break
            rows_of.add(cells, lines[j])
            j += 1
        if "data" in rows_of.kinds:
            span = lines[i - above:j]
            box = (min(p.x0 for ln in span for p in ln.pieces), span[0].top,
                   max(p.x1 for ln in span for p in ln.pieces), span[-1].bottom)
            found.append((box, rows))
            i = done = j
        else:
            i += 1
    return found


class _Rows:
    """The rows of an aligned table as its lines come (:meth:`add`)."""

    def __init__(self, rows: list[list[str]], kinds: list[str]) -> None:
        self.rows, self.kinds = rows, kinds
        #: the bottom of figures set below their label's first line: a label line above
        #: it continues that label (a two-line label with its figures in the middle)
        self.centred_until: float | None = None
        self.label_top = 0.0

    def add(self, cells: list[str], line: _Line) -> None:
        """A label alone that starts lowercase, or that sits beside the figures of the
        label above, continues that row; figures with no label complete a label alone above;
        figures with no label right under the header are a header row."""
        label, values = cells[0], cells[1:]
        rows, kinds, last = self.rows, self.kinds, self.kinds[-1]
        if label and not any(values):
            beside = self.centred_until is not None and line.top <= self.centred_until
            if last in ("data", "label") and (label[:1].islower() or beside):
                rows[-1][0] = f"{rows[-1][0]} {label}"
                return
            self.centred_until, self.label_top = None, line.top
            rows.append(cells)
            kinds.append("label")
            return
        self.centred_until = None
        if not label and last == "label":
            rows[-1][1:] = values
            kinds[-1] = "data"
            if line.top > self.label_top + 0.5 * line.height:
                self.centred_until = line.bottom
            return
        rows.append(cells)
        kinds.append("header" if not label and last == "header" else "data")


def _page_blocks(page) -> list:
    tables = _tables(page)
    boxes = [b for b, _ in tables]
    outside = page.filter(lambda o: o.get("object_type") != "char" or not any(_inside(o, b) for b in boxes))
    lines = [ln for ln in outside.extract_text_lines(return_chars=False) if ln["text"].strip()]
    if lines and _PAGE_NUMBER_RE.match(lines[-1]["text"].strip()):
        lines = lines[:-1]
    placed: list[tuple[float, object]] = [(top, Paragraph(text)) for top, text in _paragraphs(lines)]
    placed += [(box[1], Grid(tuple(tuple(r) for r in rows))) for box, rows in tables]
    return [block for _, block in sorted(placed, key=lambda p: p[0])]


def pdf_blocks(path: Path, file: str) -> Blocks:
    pdfplumber = require("pdfplumber", "pdfplumber", "pdf", "a PDF", file)
    logging.getLogger("pdfminer").setLevel(logging.ERROR)  # its font warnings are not the user's
    with open(path, "rb") as fh:
        if b"%PDF-" not in fh.read(1024):
            raise SourceError(file, None, "is not a PDF file (no %PDF header: damaged, or another "
                              "format under this extension)")
    blocks: list = []
    with pdfplumber.open(str(path)) as pdf:
        if len(pdf.pages) > MAX_PAGES:
            raise SourceError(file, None, f"has {len(pdf.pages):,} pages, over the {MAX_PAGES:,} a "
                              "document may have; split it")
        for page in pdf.pages:
            blocks += _page_blocks(page)
            page.close()
    return Blocks(tuple(blocks))
