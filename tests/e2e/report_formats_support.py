"""One report — paragraphs, then a table — written as Markdown, XLSX, ODS, DOCX and PDF with
the libraries that write those formats (openpyxl, odfpy, python-docx, fpdf2), for the
tests of ``noesis.ingest.reportdoc`` (tests/e2e/test_report_formats_*.py).

The Markdown form is the TAT-QA bench's own rendering (``noesis.eval.tatqa.report_markdown``);
the other forms hold the table's grid as the dataset has it (a caption row, then the header
row, then the rows), as a spreadsheet or a word processor would."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

#: the characters the PDF's core font (Latin-1) cannot draw, written plainly in every form
_PLAIN = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-", "€": "EUR "})

#: the forms: "pdf" draws the table's ruling lines, "pdf_aligned" sets it by alignment alone
FORMATS = ("md", "xlsx", "ods", "docx", "pdf", "pdf_aligned")


@dataclass(frozen=True)
class Report:
    paragraphs: tuple[str, ...]
    table: tuple[tuple[str | float, ...], ...]  # a float is a number cell (XLSX/ODS)
    #: XLSX/ODS number format of a number cell, by (row, column): "0.00%" …
    formats: tuple[tuple[tuple[int, int], str], ...] = ()
    #: the table's cells as the Markdown and the PDF and DOCX write them (default: table)
    written: tuple[tuple[str, ...], ...] | None = None


def plain(text: str) -> str:
    return " ".join(text.translate(_PLAIN).split())


def text_grid(report: Report) -> list[list[str]]:
    if report.written is not None:
        return [list(r) for r in report.written]
    return [[c if isinstance(c, str) else f"{c:g}" for c in row] for row in report.table]


def _md_paragraph(text: str) -> str:
    """A paragraph as Markdown writes it: a leading "24." or "#" escaped (not a list, a heading)."""
    return re.sub(r"^(\d+)([.)])(\s)|^([#>*+-])", lambda m: f"{m[1]}\\{m[2]}{m[3]}" if m[1] else f"\\{m[4]}",
                  text)


def write_markdown(report: Report, path: Path) -> Path:
    from noesis.eval.tatqa import pipe_table

    text = "\n\n".join([*map(_md_paragraph, report.paragraphs), pipe_table(text_grid(report))]) + "\n"
    path.write_text(text, encoding="utf-8")
    return path


def write_xlsx(report: Report, path: Path) -> Path:
    openpyxl = pytest.importorskip("openpyxl")
    wb = openpyxl.Workbook()
    ws = wb.active
    for p in report.paragraphs:
        ws.append([p])
    first = len(report.paragraphs) + 2  # a blank row between the paragraphs and the table
    ws.append([])
    for r, row in enumerate(report.table):
        for c, value in enumerate(row):
            if value != "":
                ws.cell(first + r, c + 1, value)
    for (r, c), fmt in report.formats:
        ws.cell(first + r, c + 1).number_format = fmt
    wb.save(path)
    return path


def write_ods(report: Report, path: Path) -> Path:
    pytest.importorskip("odf")
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    doc = OpenDocumentSpreadsheet()
    sheet = Table(name="Sheet1")

    def add(cells: Sequence[str | float]) -> None:
        tr = TableRow()
        for c in cells:
            if isinstance(c, float):
                tc = TableCell(valuetype="float", value=c)
                tc.addElement(P(text=f"{c:g}"))
            else:
                tc = TableCell(valuetype="string")
                if c:
                    tc.addElement(P(text=c))
            tr.addElement(tc)
        sheet.addElement(tr)

    # python-calamine reads an ODS cell's value, not its number format: a percent is
    # written as its text here (noesis.ingest.xlsxdoc's module doc says so)
    percent = {rc for rc, fmt in report.formats if "%" in fmt}
    for p in report.paragraphs:
        add([p])
    add([""])
    for r, row in enumerate(report.table):
        add([f"{c * 100:g}%" if (r, j) in percent and isinstance(c, float) else c
             for j, c in enumerate(row)])
    doc.spreadsheet.addElement(sheet)
    doc.save(str(path))
    return path


def write_docx(report: Report, path: Path) -> Path:
    docx = pytest.importorskip("docx")
    document = docx.Document()
    for p in report.paragraphs:
        document.add_paragraph(p)
    grid = text_grid(report)
    table = document.add_table(rows=len(grid), cols=max(len(r) for r in grid))
    for i, row in enumerate(grid):
        for j, cell in enumerate(row):
            table.cell(i, j).text = cell
    document.save(str(path))
    return path


def write_pdf(report: Report, path: Path, *, ruled: bool = True) -> Path:
    fpdf = pytest.importorskip("fpdf")
    pdf = fpdf.FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=9)
    for p in report.paragraphs:
        pdf.multi_cell(0, 4.5, p)
        pdf.ln(3)
    grid = text_grid(report)
    layout = "ALL" if ruled else "NONE"
    widths = (70, *([30] * (max(len(r) for r in grid) - 1)))
    with pdf.table(col_widths=widths, width=sum(widths), first_row_as_headings=False,
                   borders_layout=layout, text_align="LEFT", line_height=6) as table:
        for row in grid:
            cells = table.row()
            filled = [j for j, c in enumerate(row) if c]
            if len(filled) == 1 and filled[0] > 0:  # a caption over the columns: one merged cell
                for c in row[:filled[0]]:
                    cells.cell(c)
                cells.cell(row[filled[0]], colspan=len(row) - filled[0])
                continue
            for c in row:
                cells.cell(c)
    pdf.output(str(path))
    return path


def write_aligned_pdf(report: Report, path: Path) -> Path:
    return write_pdf(report, path, ruled=False)


WRITERS = {"md": write_markdown, "xlsx": write_xlsx, "ods": write_ods, "docx": write_docx,
           "pdf": write_pdf, "pdf_aligned": write_aligned_pdf}


def write(report: Report, fmt: str, folder: Path, stem: str = "report") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return WRITERS[fmt](report, folder / f"{stem}.{fmt.split('_')[0]}")


def tatqa_report(ctx) -> Report:
    """A TAT-QA context as a report: its paragraphs (in order) and its table's grid."""
    return Report(tuple(plain(p) for p in ctx.paragraphs),
                  tuple(tuple(plain(c) for c in row) for row in ctx.table))
