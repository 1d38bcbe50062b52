"""Tables inside Markdown and HTML reports, ingested with no manifest: row spans, series,
computed facts, entities, the KB's axis, and the answer to the issue's question.

Expected values come from the test's own table text by independent code (``_expected``)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from noesis.answer import Engine
from noesis.errors import ManifestError
from noesis.ingest.pipeline import ingest
from noesis.manifest import load_manifest
from noesis.mesh import Mesh
from noesis.store.kb import KBStore

from ..conftest import write

TABLE = """|                      | 2019  | 2018  | %Chg |
|----------------------|-------|-------|------|
| Capital expenditures |       |       |      |
| Wireless             | 1,320 | 1,086 | 22   |
| Cable                | 1,153 | 1,429 | (19) |
| Media                | (12)  | —     | n/m  |
| Margins              |       |       |      |
| Operating margin     | 12.5% | 11.0% | 1.5  |
"""
MARKDOWN = f"""# Annual report 2019

## Capital spending

Capital spending rose in wireless and fell in cable.

In millions of dollars

{TABLE}
A closing paragraph.
"""
QUESTION = "What was the change in wireless capital expenditure from 2018 to 2019?"


def _html() -> str:
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in TABLE.splitlines() if "---" not in line]
    head = "".join(f"<th>{c}</th>" for c in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows[1:])
    return (f"<html><body><h1>Annual report 2019</h1><p>Capital spending rose.</p><table>"
            f"<caption>Capital expenditures (in millions of dollars)</caption><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table><p>After the table.</p></body></html>")


def _expected(label: str) -> dict[int, float]:
    """The row's readings by year, read from TABLE by plain string handling."""
    lines = [[c.strip() for c in line.strip("|").split("|")] for line in TABLE.splitlines()]
    years = [int(y) for y in lines[0][1:3]]
    row = next(r for r in lines if r[0] == label)
    out = {}
    for year, cell in zip(years, row[1:3], strict=True):
        cell = cell.rstrip("%").replace(",", "")
        if cell.startswith("("):
            cell = "-" + cell.strip("()")
        if cell not in ("—", ""):
            out[year] = float(cell)
    return out


@pytest.fixture(params=["md", "html"])
def report_kb(request, tmp_path):
    folder = tmp_path / "reports"
    name = "report.md" if request.param == "md" else "report.html"
    write(folder, name, MARKDOWN if request.param == "md" else _html())
    kb = tmp_path / "reports.sqlite"
    report = ingest(folder, kb, workers=1)
    return kb, name, report


def test_rows_become_series_on_a_year_axis(report_kb):
    kb, name, report = report_kb
    assert report.problems == ()
    with KBStore.open(kb, readonly=True) as store:
        assert store.get_meta("axis")["name"] == "year" and store.get_meta("axis")["kind"] == "number"
        series = {s.entity: s for _src, s in store.series(source=name)}
    assert set(series) == {"Capital expenditures › Wireless", "Capital expenditures › Cable",
                           "Capital expenditures › Media", "Margins › Operating margin"}
    for entity, s in series.items():
        want = _expected(entity.split(" › ")[-1])
        got = {int(p): v for p, v in zip(s.positions, s.values, strict=True) if v == v}
        assert got == want, entity
    assert series["Capital expenditures › Wireless"].unit == "$ millions"
    assert series["Margins › Operating margin"].unit == "%"


def test_rows_are_citable_spans_and_paragraphs_keep_theirs(report_kb):
    kb, name, _ = report_kb
    with KBStore.open(kb, readonly=True) as store:
        spans = [s for s in store.spans_by_id(range(1, 100)) if s.source == name]
    rows = [s for s in spans if s.kind == "row"]
    paragraphs = [s for s in spans if s.kind == "paragraph"]
    wireless = next(s for s in rows if "Wireless" in s.text)
    assert wireless.text == "Capital expenditures › Wireless: 2019 1,320; 2018 1,086; %Chg 22"
    assert wireless.section.endswith("table 1, row 2")
    assert len(rows) == 4  # section rows are not spans; their names are in their rows' paths
    assert paragraphs[0].section.startswith("Annual report 2019") and "table" not in paragraphs[0].section
    assert any(s.text in ("A closing paragraph.", "After the table.") for s in paragraphs)


def test_row_entities_resolve_by_short_label(report_kb):
    kb, _name, _ = report_kb
    with KBStore.open(kb, readonly=True) as store:
        entities = {name: (kind, aliases) for _id, name, kind, aliases in store.entities()}
    assert entities["Capital expenditures › Wireless"] == ("column", ("Wireless",))
    assert "Report" not in entities  # a report of tables is about its rows, not its file stem


def test_context_and_deterministic_answer(report_kb):
    kb, name, _ = report_kb
    want = _expected("Wireless")
    change = want[2019] - want[2018]
    with Mesh.open([kb]) as mesh:
        engine = Engine(mesh)
        ctx = engine.context("What was the highest Wireless value?")
        assert [k.entities for k in ctx.plan.kbs] == [("Capital expenditures › Wireless",)]
        assert f"{max(want.values()):g}" in ctx.evidence and "1153" not in ctx.evidence
        answer = engine.ask(QUESTION, deterministic=True).text
    assert f"+{change:g}" in answer and name in answer


def test_noesis_facts_lists_the_computed_facts(report_kb):
    kb, _name, _ = report_kb
    proc = subprocess.run([sys.executable, "-m", "noesis.cli", "facts", str(kb), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    facts = json.loads(proc.stdout)
    peak = next(f for f in facts if f["subject"] == "Capital expenditures › Cable" and f["statistic"] == "max")
    want = _expected("Cable")
    assert (peak["value"], peak["position"]) == (max(want.values()), float(max(want, key=want.get)))


def test_quarters_give_a_date_axis(tmp_path):
    folder = tmp_path / "q"
    write(folder, "sales.md", "# Sales\n\n| Region | Q1 2020 | Q2 2020 |\n|---|---|---|\n| North | 10 | 12 |\n")
    ingest(folder, tmp_path / "q.sqlite", workers=1)
    with KBStore.open(tmp_path / "q.sqlite", readonly=True) as store:
        assert store.get_meta("axis")["kind"] == "date"
        ((_src, s),) = store.series()
    assert list(s.positions) == [18262.0, 18353.0]  # 2020-01-01, 2020-04-01 in days since 1970


def test_headers_not_on_a_declared_axis_are_reported(tmp_path):
    folder = tmp_path / "q"
    write(folder, "sales.md", "| Region | Q1 2020 | Q2 2020 |\n|---|---|---|\n| North | 10 | 12 |\n")
    write(folder, "noesis.toml", '[axis]\nname = "second"\nkind = "clock"\n')
    report = ingest(folder, tmp_path / "q.sqlite", workers=1)
    assert any("not on the KB's axis 'second'" in p.reason for p in report.problems)
    with KBStore.open(tmp_path / "q.sqlite", readonly=True) as store:
        assert store.series() == []
        assert [s.text for s in store.spans_by_id(range(1, 10))] == ["North: Q1 2020 10; Q2 2020 12"]


WIDE = "item,2019,2018,%Chg\nWireless,\"1,320\",\"1,086\",22\nCable,\"1,153\",\"1,429\",(19)\n"


def test_wide_csv_is_read_like_a_document_table(tmp_path):
    folder = tmp_path / "w"
    write(folder, "capex.csv", WIDE)
    write(folder, "noesis.toml", '[[source]]\nfile = "capex.csv"\norientation = "wide"\n')
    report = ingest(folder, tmp_path / "w.sqlite", workers=1)
    assert report.problems == ()
    with KBStore.open(tmp_path / "w.sqlite", readonly=True) as store:
        assert store.get_meta("axis")["name"] == "year"
        series = {s.entity: (list(s.positions), list(s.values)) for _src, s in store.series()}
        entities = {name for _id, name, _k, _a in store.entities()}
    assert series == {"Wireless": ([2018.0, 2019.0], [1086.0, 1320.0]),
                      "Cable": ([2018.0, 2019.0], [1429.0, 1153.0])}
    assert entities == {"Wireless", "Cable"}


@pytest.mark.parametrize(("source", "message"), [
    ('file = "notes.md"\norientation = "wide"', "is for CSV, TSV and Parquet"),
    ('file = "capex.csv"\norientation = "wide"\nentity_column = "item"', "drop entity_column"),
    ('file = "capex.csv"\norientation = "tall"', "orientation"),
])
def test_orientation_is_validated(tmp_path, source, message):
    write(tmp_path, "capex.csv", WIDE)
    write(tmp_path, "notes.md", "# Notes\n")
    write(tmp_path, "noesis.toml", f"[[source]]\n{source}\n")
    with pytest.raises(ManifestError, match=message):
        load_manifest(tmp_path)
