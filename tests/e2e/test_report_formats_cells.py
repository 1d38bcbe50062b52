"""How the report readers write what a file stores (noesis.ingest.xlsxdoc, .reportblocks,
.pdfdoc, .docxdoc): a spreadsheet's numbers as the report shows them, a grid's caption and
header rows, a Word document's headings and merged cells, a PDF's wrapped row labels."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from noesis.ingest.pipeline import ingest
from noesis.ingest.reportblocks import Grid, grid_parts
from noesis.ingest.xlsxdoc import cell_text, number_text, sheet_blocks
from noesis.store.kb import KBStore

from .report_formats_support import Report, write


@pytest.mark.parametrize(("value", "fmt", "text"), [
    (1452.4, "General", "1452.4"),
    (1146.1999999999998, "General", "1146.2"),  # float noise of a formula
    (2019.0, "General", "2019"),
    (0.04, "0.00%", "4%"),
    (0.125, "0.0%", "12.5%"),
    (-19.0, "#,##0;(#,##0)", "-19"),
    (1452.4, '"$"#,##0.0', "$1452.4"),
    (-12.0, "[$€-407] #,##0", "-€12"),
    (0.0000001, "General", "0.0000001"),
    (12.0, "[Red]#,##0", "12"),
])
def test_a_stored_number_is_written_as_the_report_shows_it(value, fmt, text):
    assert number_text(value, fmt) == text


def test_other_cell_values():
    assert cell_text(None) == "" and cell_text(True) == "TRUE" and cell_text(7) == "7"
    assert cell_text(datetime(2019, 12, 31)) == "2019-12-31"  # a position a header can hold
    assert cell_text(date(2019, 3, 29)) == "2019-03-29"
    assert cell_text(datetime(2019, 12, 31, 9, 30)) == "2019-12-31 09:30:00"


def test_a_grid_caption_and_header_rows_are_found_as_the_bench_writes_them():
    parts = grid_parts(Grid((
        ("", "", "", "", ""),
        ("", "", "Years Ended September 30,", "", ""),
        ("", "", "Domestic", "", "International"),
        ("", "", "2019", "2018", "2019"),
        ("", "Discount rate", "4.00%", "3.75%", "1.90%"),
    ), lines=(1, 2, 3, 4, 5)))
    assert parts is not None
    assert parts.captions == ("Years Ended September 30,",)
    assert parts.header == ("", "Domestic 2019", "2018", "International 2019")
    assert parts.body == (("Discount rate", "4.00%", "3.75%", "1.90%"),)
    assert parts.header_line == 2 and parts.body_lines == (5,)


def test_a_sheet_splits_at_blank_rows_into_paragraphs_and_tables():
    blocks = sheet_blocks("Sheet1", [["Net sales (in millions)", ""], ["", ""], ["", "2019"],
                                     ["Retail", "10"], ["", ""], ["Note: unaudited.", ""]])
    kinds = [type(b).__name__ for b in blocks]
    assert kinds == ["Heading", "Paragraph", "Grid", "Paragraph"]
    assert blocks[0].text == "" and blocks[1].line == 1 and blocks[2].lines == (3, 4)
    assert sheet_blocks("Income statement", [])[0].text == "Income statement"


def test_a_word_document_s_headings_are_sections_and_merged_cells_read_as_spans(tmp_path):
    docx = pytest.importorskip("docx")
    document = docx.Document()
    document.add_heading("Annual report 2019", 1)
    document.add_heading("Capital spending", 2)
    document.add_paragraph("In millions of dollars")
    table = document.add_table(rows=4, cols=4)
    cells = [["", "2019", "2018", "Region"], ["Cable", "1", "2", "North"], ["", "3", "4", "South"],
             ["Wireless", "1,320", "1,086", ""]]
    for i, row in enumerate(cells):
        for j, c in enumerate(row):
            table.cell(i, j).text = c
    table.cell(1, 0).merge(table.cell(2, 0))  # "Cable" down two rows
    table.cell(3, 2).merge(table.cell(3, 3))  # across: the text once
    document.save(str(tmp_path / "capex.docx"))
    report = ingest(tmp_path, tmp_path / "kb.sqlite", workers=1)
    assert [s.status for s in report.sources] == ["new"]
    with KBStore.open(tmp_path / "kb.sqlite", readonly=True) as store:
        series = {s.entity: s for _src, s in store.series(source="capex.docx")}
        spans = store.spans_of("capex.docx")
    assert set(series) == {"Cable (North)", "Cable (South)", "Wireless"}
    assert series["Wireless"].metric == "Capital spending" and series["Wireless"].unit == "$ millions"
    assert series["Wireless"].values.tolist() == [1086.0, 1320.0]
    wireless = next(s for s in spans if s.text.startswith("Wireless"))
    assert wireless.section == "Annual report 2019 > Capital spending > table 1, row 3"


def test_an_aligned_pdf_row_label_on_two_lines_is_one_row(tmp_path):
    pytest.importorskip("fpdf")
    pytest.importorskip("pdfplumber")
    report = Report(paragraphs=("Deferred tax (in thousands)",), table=(
        ("", "2019", "2018"),
        ("Net deferred tax asset before valuation allowance and other adjustments", "19,911", "15,916"),
        ("Valuation allowance", "(19,911)", "(15,916)"),
    ))
    write(report, "pdf_aligned", tmp_path)
    ingest(tmp_path, tmp_path / "kb.sqlite", workers=1)
    with KBStore.open(tmp_path / "kb.sqlite", readonly=True) as store:
        series = {s.entity: s.values.tolist() for _src, s in store.series(source="report.pdf")}
    assert series == {"Net deferred tax asset before valuation allowance and other adjustments": [15916.0, 19911.0],
                      "Valuation allowance": [-15916.0, -19911.0]}


def test_a_word_hyphenated_at_a_line_end_is_joined():
    from noesis.ingest.pdfdoc import _joined

    lines = [{"text": "total net sales disaggre-"}, {"text": "gated by type;"}, {"text": "Self-"},
             {"text": "Service rose"}]
    assert _joined(lines) == "total net sales disaggregated by type; Self- Service rose"


BALANCE = (("", "December 31, 2019", "December 31, 2018", "Change"), ("Assets", "", "", ""),
           ("Cash and cash equivalents", "$ 12,345", "$ 10,111", "22%"),
           ("Accounts receivable, net of allowance for doubtful accounts", "4,500", "(3,900)", "15%"),
           ("Total assets", "$ 16,845", "$ 14,011", "20%"))


def test_an_aligned_pdf_with_right_aligned_figures_and_dates_reads_as_its_markdown(tmp_path):
    fpdf = pytest.importorskip("fpdf")
    pytest.importorskip("pdfplumber")
    intro = "Consolidated balance sheet (in thousands of dollars)."
    pdf = fpdf.FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=9)
    pdf.multi_cell(0, 4.5, intro)
    pdf.ln(3)
    with pdf.table(col_widths=(80, 35, 35, 20), width=170, first_row_as_headings=False, borders_layout="NONE",
                   text_align=("LEFT", "RIGHT", "RIGHT", "RIGHT"), line_height=5) as table:
        for row in BALANCE:
            cells = table.row()
            for c in row:
                cells.cell(c)
    (tmp_path / "pdf").mkdir()
    pdf.output(str(tmp_path / "pdf" / "balance.pdf"))
    write(Report((intro,), BALANCE), "md", tmp_path / "md", "balance")
    got = {}
    for form in ("pdf", "md"):
        ingest(tmp_path / form, tmp_path / f"{form}.sqlite", workers=1)
        with KBStore.open(tmp_path / f"{form}.sqlite", readonly=True) as store:
            got[form] = sorted((s.metric, s.entity, s.unit, s.positions.tolist(), s.values.tolist())
                               for _src, s in store.series())
            assert store.get_meta("axis")["kind"] == "date"
    assert got["pdf"] == got["md"] and len(got["md"]) == 3
    cash = next(s for s in got["pdf"] if s[1] == "Assets › Cash and cash equivalents")
    assert cash[2] == "$ thousands" and cash[4] == [10111.0, 12345.0]


def test_a_formula_with_no_saved_value_is_empty_and_a_problem_line(tmp_path):
    openpyxl = pytest.importorskip("openpyxl")
    from noesis.ingest.xlsxdoc import xlsx_blocks

    wb = openpyxl.Workbook()
    ws = wb.active
    for row in ([None, 2019, 2018], ["Retail", 1, 2], ["Total", "=B2", "=C2"]):
        ws.append(row)
    wb.save(tmp_path / "f.xlsx")  # openpyxl computes no formula: none has a saved value
    found = xlsx_blocks(tmp_path / "f.xlsx", "f.xlsx")
    assert found.blocks[-1].rows[-1] == ("Total", "", "")
    assert found.problems == ("2 formula cell(s) have no saved value (the file was written by a program that "
                              "does not compute formulas); they read as empty — open and save it in a "
                              "spreadsheet program",)
