"""A new user's own files, ingested with NO manifest through the CLI, answered exactly.

Expected values are computed here from the CSVs with the csv module, never from the KB.
"""

from __future__ import annotations

import csv
import datetime as dt
import random
import subprocess
import sys
from pathlib import Path

import pytest

from noesis.answer import Engine
from noesis.mesh import Mesh

SRC = Path(__file__).resolve().parents[2] / "src"


def _write_folder(root: Path) -> None:
    rnd = random.Random(7)
    with (root / "sales.csv").open("w", newline="") as fh:  # one entity, dates as 2012/01/01
        w = csv.writer(fh)
        w.writerow(["date", "revenue"])
        for i in range(90):
            day = dt.date(2012, 1, 1) + dt.timedelta(days=i)
            w.writerow([day.strftime("%Y/%m/%d"), f"{rnd.uniform(100, 900):.2f}"])
    with (root / "stocks.csv").open("w", newline="") as fh:  # several entities, "Jan 1 2000"
        w = csv.writer(fh)
        w.writerow(["symbol", "date", "close"])
        for symbol in ("AAPL", "MSFT", "IBM"):
            for i in range(40):
                day = dt.date(2000, 1, 1) + dt.timedelta(days=i)
                w.writerow([symbol, f"{day:%b} {day.day} {day.year}", f"{rnd.uniform(10, 200):.2f}"])
    # a report page with a financial table (rows = line items, year columns = positions)
    (root / "capex.md").write_text(REPORT, encoding="utf-8")


REPORT = """# Capital expenditures

In millions of dollars.

| | 2019 | 2018 |
|---|---|---|
| Capital expenditures | | |
| Wireless | 1,320 | 1,086 |
| Cable | 1,153 | 1,429 |
"""


def _report_cells(label: str) -> dict[str, int]:
    """``{year: value}`` of one row of REPORT, read here from its own text."""
    header, *rows = [ln for ln in REPORT.splitlines() if ln.startswith("|")]
    years = [c.strip() for c in header.strip("|").split("|")][1:]
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        if cells[0] == label:
            return {y: int(c.replace(",", "")) for y, c in zip(years, cells[1:], strict=True)}
    raise KeyError(label)


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as fh:
        return list(csv.DictReader(fh))


@pytest.fixture(scope="module")
def kb(tmp_path_factory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("newuser")
    folder = root / "files"
    folder.mkdir()
    _write_folder(folder)
    out = root / "kb.sqlite"
    run = subprocess.run([sys.executable, "-m", "noesis.cli", "ingest", str(folder), "--kb", str(out)],
                         capture_output=True, text=True, env={"PYTHONPATH": str(SRC), "COLUMNS": "200"},
                         check=False)
    assert run.returncode == 0, run.stderr
    assert "entity_column = 'symbol'" in run.stdout  # the choice is said, with how to override
    assert "problem " not in run.stdout
    return folder, out


def test_peak_with_date_from_slash_dates(kb):
    folder, path = kb
    rows = _rows(folder / "sales.csv")
    best = max(rows, key=lambda r: float(r["revenue"]))
    day = dt.datetime.strptime(best["date"], "%Y/%m/%d").date().isoformat()
    with Mesh.open([path]) as mesh:
        text = Engine(mesh).ask("When was the revenue highest?", deterministic=True).text
    assert f"{float(best['revenue']):g}" in text and day in text, text


@pytest.mark.parametrize("symbol", ["AAPL", "MSFT", "IBM"])
def test_per_symbol_peak_from_month_name_dates(kb, symbol):
    folder, path = kb
    rows = [r for r in _rows(folder / "stocks.csv") if r["symbol"] == symbol]
    best = max(rows, key=lambda r: float(r["close"]))
    day = dt.datetime.strptime(best["date"], "%b %d %Y").date().isoformat()
    with Mesh.open([path]) as mesh:
        text = Engine(mesh).ask(f"What was the highest close of {symbol}?", deterministic=True).text
    assert symbol in text and f"{float(best['close']):g}" in text and day in text, text


def test_change_between_years_from_a_report_table(kb):
    _folder, path = kb
    cells = _report_cells("Wireless")
    with Mesh.open(path) as mesh:
        text = Engine(mesh).ask("What was the change in wireless capital expenditure from 2018 to 2019?",
                                deterministic=True).text
    change = cells["2019"] - cells["2018"]
    assert f"+{change}" in text and str(cells["2018"]) in text and str(cells["2019"]) in text, text


def test_init_writes_the_manifest_and_refuses_to_overwrite(tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    _write_folder(folder)
    env = {"PYTHONPATH": str(SRC), "COLUMNS": "200"}
    cmd = [sys.executable, "-m", "noesis.cli", "init", str(folder)]
    first = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    assert first.returncode == 0, first.stderr
    manifest = (folder / "noesis.toml").read_text(encoding="utf-8")
    assert "symbol" in manifest and "#" in manifest  # the entity column it chose, commented
    again = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    assert again.returncode != 0 and (folder / "noesis.toml").read_text(encoding="utf-8") == manifest
    forced = subprocess.run([*cmd, "--force"], capture_output=True, text=True, env=env, check=False)
    assert forced.returncode == 0
