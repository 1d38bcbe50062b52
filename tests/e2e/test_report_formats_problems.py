"""A PDF, XLSX, ODS or DOCX file that cannot be read is that file's problem line, never a
traceback, and every other file of the folder still ingests (issue 27, item 5): an empty
file, a damaged one, one of another format under the extension, one that unpacks past the
limit, and one whose reading library is not installed (the line names the extra)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from noesis.ingest import reportblocks
from noesis.ingest.pipeline import ingest

from .report_formats_support import Report, write

REPORT_FORMATS = ("xlsx", "ods", "docx", "pdf")
GOOD = Report(paragraphs=("Sales in millions of dollars",),
              table=(("", "2019", "2018"), ("Wireless", "1,320", "1,086")))
NOTES = "# Notes\n\nThe wireless business grew.\n"
#: runs the CLI with these packages unimportable (a None entry in sys.modules is Python's
#: own "not installed": import raises ImportError)
WITHOUT = ("import sys; [sys.modules.__setitem__(m, None) for m in sys.argv.pop(1).split(',')]; "
           "from noesis.cli import main; sys.argv = ['noesis', *sys.argv[1:]]; main()")


def _cli(*args: str, without: str | None = None) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-c", WITHOUT, without] if without else [sys.executable, "-m", "noesis.cli"]
    return subprocess.run([*cmd, *args], capture_output=True, text=True, timeout=300)


def _by_name(proc: subprocess.CompletedProcess) -> dict[str, dict]:
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    return {s["name"]: s for s in json.loads(proc.stdout)["sources"]}


def _damaged(fmt: str, folder: Path) -> None:
    """Four broken files of the format: empty, truncated, a zip of something else (an
    Office format) or a PDF cut short, and plain text under the extension."""
    good = write(GOOD, fmt, folder / "tmp", "good").read_bytes()
    (folder / f"empty.{fmt}").write_bytes(b"")
    (folder / f"truncated.{fmt}").write_bytes(good[: len(good) // 2])
    (folder / f"text.{fmt}").write_text("this is not a document, only text\n", encoding="utf-8")
    if fmt == "pdf":
        (folder / f"other.{fmt}").write_bytes(b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n")
    else:
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as z:
            z.writestr("readme.txt", "a zip, not a workbook")
        (folder / f"other.{fmt}").write_bytes(buf.getvalue())
    for p in (folder / "tmp").iterdir():
        p.unlink()
    (folder / "tmp").rmdir()


@pytest.mark.parametrize("fmt", REPORT_FORMATS)
def test_a_broken_file_is_a_problem_line_and_the_others_ingest(fmt, tmp_path):
    pytest.importorskip({"xlsx": "openpyxl", "ods": "python_calamine", "docx": "docx", "pdf": "pdfplumber"}[fmt])
    folder = tmp_path / "kb"
    _damaged(fmt, folder)
    write(GOOD, fmt, folder, "good")
    (folder / "notes.md").write_text(NOTES, encoding="utf-8")
    sources = _by_name(_cli("ingest", str(folder), "--kb", str(tmp_path / "kb.sqlite"), "--json"))
    assert sources["notes.md"]["status"] == "new" and sources["notes.md"]["spans"] == 1
    assert sources[f"good.{fmt}"]["status"] == "new" and sources[f"good.{fmt}"]["facts"] > 0
    assert sources[f"empty.{fmt}"]["problems"] == [f"empty.{fmt}: empty file"]
    for name in (f"truncated.{fmt}", f"text.{fmt}", f"other.{fmt}"):
        assert sources[name]["spans"] == 0 and sources[name]["problems"], name
        line = sources[name]["problems"][0]
        assert line.startswith(f"{name}: ") and "\n" not in line, line
    if fmt != "pdf":
        article = "a" if fmt == "docx" else "an"
        assert f"is not {article} {fmt.upper()} file (not a zip archive" in sources[f"text.{fmt}"]["problems"][0]
    else:
        assert "is not a PDF file (no %PDF header" in sources[f"text.{fmt}"]["problems"][0]


@pytest.mark.parametrize(("fmt", "module", "extra"), [("xlsx", "openpyxl", "office"),
                                                      ("ods", "python_calamine", "office"),
                                                      ("docx", "docx", "office"),
                                                      ("pdf", "pdfplumber", "pdf")])
def test_a_missing_library_names_the_extra_and_the_others_ingest(fmt, module, extra, tmp_path):
    pytest.importorskip(module)
    folder = tmp_path / "kb"
    write(GOOD, fmt, folder, "report")
    (folder / "notes.md").write_text(NOTES, encoding="utf-8")
    proc = _cli("ingest", str(folder), "--kb", str(tmp_path / "kb.sqlite"), "--json", without=module)
    sources = _by_name(proc)
    assert sources["notes.md"]["status"] == "new"
    (line,) = sources[f"report.{fmt}"]["problems"]
    assert f"pip install 'noesis-rag[{extra}]'" in line and line.startswith(f"report.{fmt}: reading "), line


def test_an_archive_past_the_limit_is_refused_unread(tmp_path, monkeypatch):
    pytest.importorskip("openpyxl")
    write(GOOD, "xlsx", tmp_path, "big")
    monkeypatch.setattr(reportblocks, "MAX_UNZIPPED_BYTES", 1000)
    report = ingest(tmp_path, tmp_path / "kb.sqlite", workers=1)
    (source,) = report.sources
    assert source.spans == 0 and "bytes a document may hold; split it" in source.problems[0].reason


def test_a_pdf_with_no_text_layer_says_so(tmp_path):
    fpdf = pytest.importorskip("fpdf")
    pytest.importorskip("pdfplumber")
    pdf = fpdf.FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 50, style="F")  # a scan is a picture: no characters
    pdf.output(str(tmp_path / "scan.pdf"))
    (source,) = ingest(tmp_path, tmp_path / "kb.sqlite", workers=1).sources
    assert [p.reason for p in source.problems] == [
        "no text found (a scanned PDF has no text layer: run OCR on it first)"]
