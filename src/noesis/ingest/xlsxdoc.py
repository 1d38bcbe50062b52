"""Workbooks (XLSX through openpyxl, ODS through python-calamine) → report blocks.

Each visible sheet is read top to bottom. Its rows split at blank rows into blocks: a block
whose rows hold at most one filled cell each is paragraphs (a title, a note, "in
millions"); any other block is a table grid (:mod:`noesis.ingest.reportdoc` finds its
header). A sheet's name is the section of what it holds (a heading), unless it is a
default name ("Sheet1", "Feuil1" …). A span's line is the sheet's row number.

Cells are read as the report shows them where the file says how: a number stored as a
value is written plainly (``1452.4``; float noise such as ``1146.1999999999998`` rounded to
15 significant digits), with ``%`` when its XLSX number format is a percent (``0.04`` shown
as ``4.00%`` → ``4%``) and with the currency sign its format shows (``$``, ``€``, ``£``);
a date is written ``2019-12-31`` (a position a header can hold). A formula cell is read
from the value the spreadsheet program saved with it (a file written by a script without
one has none: such cells are missing, and a problem says so). ODS files are read through
python-calamine, which gives values without their number formats: a percent cell reads as
its fraction there. Merged cells read as HTML's spans do: a merge across columns holds its
text once, a merge down rows repeats it in each row it covers.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from datetime import date, datetime, time, timedelta
from pathlib import Path

from .reportblocks import Blocks, Grid, Heading, Paragraph, check_archive, require

_DEFAULT_SHEET_RE = re.compile(r"^(?:sheet|tabelle|feuil|hoja|foglio|blad|planilha|arkusz|лист)\s*\d*$",
                               re.I)
_QUOTED_RE = re.compile(r'"[^"]*"|\\.|\[[^\]]*\]')
_LOCALE_RE = re.compile(r"\[\$([^\]-]*)[^\]]*\]")
#: the most cells a sheet may span (a sheet formatted down to row 1,048,576 is refused)
MAX_SHEET_CELLS = 2_000_000
_FORMULA_CHECK_CELLS = 200_000
_CURRENCY_RE = re.compile(r"[$€£¥]")


def number_text(value: float, number_format: str = "General") -> str:
    """A stored number as the report would write it (see the module doc)."""
    if not math.isfinite(value):
        return ""
    first = _LOCALE_RE.sub(r"\1", number_format.split(";")[0])  # "[$€-407]#,##0" → "€#,##0"
    percent = "%" in _QUOTED_RE.sub("", first)
    if percent:
        value *= 100
    if value == int(value) and abs(value) < 1e15:
        text = str(int(value))
    else:
        text = f"{value:.15g}"
        if "e" in text:
            text = f"{value:.15f}".rstrip("0").rstrip(".")
    sign = _CURRENCY_RE.search(first)
    if sign and not percent:
        text = f"-{sign.group(0)}{text[1:]}" if text.startswith("-") else f"{sign.group(0)}{text}"
    return f"{text}%" if percent else text


def cell_text(value: object, number_format: str = "General") -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int | float):
        return number_text(float(value), number_format)
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == time() else value.isoformat(sep=" ")
    if isinstance(value, date | time):
        return value.isoformat()
    if isinstance(value, timedelta):
        return str(value)
    return str(value)


def sheet_blocks(name: str, rows: Sequence[Sequence[str]], first_line: int = 1) -> list:
    """One sheet's blocks: its heading (unless a default name), then paragraphs and grids."""
    out: list = [Heading(1, "" if _DEFAULT_SHEET_RE.match(name.strip()) else name)]
    run: list[tuple[int, Sequence[str]]] = []

    def flush() -> None:
        if not run:
            return
        if all(sum(bool(c.strip()) for c in r) <= 1 for _, r in run):
            out.extend(Paragraph(next(c for c in r if c.strip()), line) for line, r in run)
        else:
            out.append(Grid(tuple(tuple(r) for _, r in run), tuple(line for line, _ in run)))
        run.clear()

    for n, row in enumerate(rows, start=first_line):
        if any(c.strip() for c in row):
            run.append((n, row))
        else:
            flush()
    flush()
    return out


def _spread_merges(grid: list[list[str]], ranges: Iterable[tuple[int, int, int, int]]) -> None:
    """A merged range (0-based rows/cols, inclusive) down several rows: its text in the
    first column of each row it covers (across columns it is written once)."""
    for r0, c0, r1, _c1 in ranges:
        if r0 < len(grid) and c0 < len(grid[r0]):
            for r in range(r0 + 1, min(r1, len(grid) - 1) + 1):
                if c0 < len(grid[r]) and not grid[r][c0]:
                    grid[r][c0] = grid[r0][c0]


# --------------------------------------------------------------------------- XLSX
def xlsx_blocks(path: Path, file: str) -> Blocks:
    """An XLSX workbook's visible sheets, through openpyxl."""
    openpyxl = require("openpyxl", "openpyxl", "office", "an XLSX workbook", file)
    check_archive(path, file, "an XLSX")
    wb = openpyxl.load_workbook(path, data_only=True, read_only=False)
    blocks: list = []
    problems: list[str] = []
    try:
        formulas = _formula_cells_without_value(path, wb, openpyxl)
        for ws in wb.worksheets:
            if ws.sheet_state != "visible":
                problems.append(f"sheet {ws.title!r} is hidden; not read")
                continue
            if ws.max_row * ws.max_column > MAX_SHEET_CELLS:
                problems.append(f"sheet {ws.title!r} spans {ws.max_row:,} rows × {ws.max_column:,} "
                                f"columns, over the {MAX_SHEET_CELLS:,} cells a sheet may have; not read")
                continue
            grid = [[cell_text(c.value, c.number_format or "General") for c in row]
                    for row in ws.iter_rows()]
            _spread_merges(grid, ((m.min_row - 1, m.min_col - 1, m.max_row - 1, m.max_col - 1)
                                  for m in ws.merged_cells.ranges))
            blocks += sheet_blocks(ws.title, grid)
    finally:
        wb.close()
    if formulas:
        problems.append(f"{formulas} formula cell(s) have no saved value (the file was written by a "
                        "program that does not compute formulas); they read as empty — open and save "
                        "it in a spreadsheet program")
    return Blocks(tuple(blocks), tuple(problems))


def _formula_cells_without_value(path: Path, wb, openpyxl) -> int:
    """How many formula cells hold no saved value (looked for only when some cell is empty,
    in a workbook of at most :data:`_FORMULA_CHECK_CELLS` cells: it reads the file again)."""
    if sum(ws.max_row * ws.max_column for ws in wb.worksheets) > _FORMULA_CHECK_CELLS:
        return 0
    if not any(c.value is None for ws in wb.worksheets for row in ws.iter_rows() for c in row):
        return 0
    raw = openpyxl.load_workbook(path, data_only=False, read_only=True)
    try:
        values = {ws.title: ws for ws in wb.worksheets}
        n = 0
        for ws in raw.worksheets:
            cooked = values.get(ws.title)
            for row in ws.iter_rows():
                for c in row:
                    if (isinstance(c.value, str) and c.value.startswith("=") and cooked is not None
                            and getattr(c, "row", None) and cooked.cell(c.row, c.column).value is None):
                        n += 1
        return n
    finally:
        raw.close()


# --------------------------------------------------------------------------- ODS
def ods_blocks(path: Path, file: str) -> Blocks:
    """An ODS workbook's visible sheets, through python-calamine."""
    calamine = require("python_calamine", "python-calamine", "office", "an ODS workbook", file)
    check_archive(path, file, "an ODS")
    wb = calamine.CalamineWorkbook.from_path(str(path))
    blocks: list = []
    problems: list[str] = []
    try:
        for meta in wb.sheets_metadata:
            if meta.visible != calamine.SheetVisibleEnum.Visible:
                problems.append(f"sheet {meta.name!r} is hidden; not read")
                continue
            sheet = wb.get_sheet_by_name(meta.name)
            if sheet.total_height * sheet.total_width > MAX_SHEET_CELLS:
                problems.append(f"sheet {meta.name!r} spans {sheet.total_height:,} rows × "
                                f"{sheet.total_width:,} columns, over the {MAX_SHEET_CELLS:,} cells a "
                                "sheet may have; not read")
                continue
            grid = [[cell_text(v) for v in row] for row in sheet.to_python(skip_empty_area=False)]
            if ranges := sheet.merged_cell_ranges:
                _spread_merges(grid, ((r0, c0, r1, c1) for (r0, c0), (r1, c1) in ranges))
            blocks += sheet_blocks(meta.name, grid)
    finally:
        wb.close()
    return Blocks(tuple(blocks), tuple(problems))
