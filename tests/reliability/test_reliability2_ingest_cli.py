"""Issue 28, items 3–5 (ingest side), through the real CLI on real SQLite KBs.

Each test writes its inputs, computes what the KB must hold from them itself, and runs
``noesis ingest`` / ``facts`` / ``ask`` as a user would (a subprocess per command).
"""

from __future__ import annotations

import csv
import io
import json
import math
import subprocess
import sys
from pathlib import Path

from noesis.knowledge_base import KnowledgeBase


def _noesis(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "noesis.cli", *map(str, args)],
                          capture_output=True, text=True, timeout=300)


def _facts(kb: Path) -> list[dict]:
    out = _noesis("facts", kb, "--json")
    assert out.returncode == 0, out.stderr

    def refuse(name: str) -> None:
        raise AssertionError(f"facts --json printed the non-JSON constant {name}")

    return json.loads(out.stdout, parse_constant=refuse)


def _ingest_json(*args: str) -> tuple[subprocess.CompletedProcess, dict | None]:
    out = _noesis("ingest", *args, "--json")
    return out, (json.loads(out.stdout) if out.returncode == 0 else None)


def _problems(report: dict, file: str) -> list[str]:
    return next(s["problems"] for s in report["sources"] if s["name"] == file)


# --------------------------------------------------------------------------- item 3
def test_rowspan_values_land_on_their_own_year(tmp_path):
    truth = {("North", "Retail"): (10, 11), ("North", "Online"): (20, 21), ("South", "Retail"): (30, 31)}
    rows = ['<tr><td rowspan="2">North</td><td>Retail</td><td>10</td><td>11</td></tr>',
            "<tr><td>Online</td><td>20</td><td>21</td></tr>",
            "<tr><td>South</td><td>Retail</td><td>30</td><td>31</td></tr>"]
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "report.html").write_text(
        "<html><body><h1>Sales</h1><table><caption>Revenue</caption><tr><th>Region</th><th>Segment</th>"
        "<th>2019</th><th>2020</th></tr>" + "".join(rows) + "</table></body></html>")
    out, report = _ingest_json(folder, "--kb", tmp_path / "kb.sqlite")
    assert out.returncode == 0, out.stderr
    assert any("'North' repeats" in p for p in _problems(report, "report.html"))
    facts = _facts(tmp_path / "kb.sqlite")
    for (region, segment), (y2019, y2020) in truth.items():
        name = f"{region} ({segment})" if region == "North" else region
        got = {f["statistic"]: (f["value"], f["position"]) for f in facts if f["subject"] == name}
        assert got["min"] == (y2019, 2019.0) and got["max"] == (y2020, 2020.0), (name, got)


def test_a_400_digit_cell_is_a_problem_and_never_a_value(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    big = "9" * 400
    (folder / "t.md").write_text(f"# Ratings\n\n| Show | 2019 | 2020 |\n|---|---|---|\n| Alpha | {big} | 5 |\n"
                                 "| Beta | 3 | 4 |\n")
    out, report = _ingest_json(folder, "--kb", tmp_path / "kb.sqlite")
    assert out.returncode == 0, out.stderr
    (problem,) = [p for p in _problems(report, "t.md") if "float range" in p]
    assert problem.startswith("t.md:5:") and "row 1" in problem and "'2019'" in problem
    facts = _facts(tmp_path / "kb.sqlite")
    assert facts and all(math.isfinite(f["value"]) for f in facts if f["value"] is not None)
    alpha = {f["statistic"]: f["value"] for f in facts if f["subject"] == "Alpha"}
    assert alpha["max"] == alpha["min"] == 5.0  # the one readable value of Alpha


def test_repeated_row_labels_are_reported_and_told_apart(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    rows = [("Alpha", 1, 2), ("Alpha", 30, 40), ("Beta", 3, 4)]
    (folder / "t.md").write_text("# Ratings\n\n| Show | 2019 | 2020 |\n|---|---|---|\n"
                                 + "".join(f"| {n} | {a} | {b} |\n" for n, a, b in rows))
    out, report = _ingest_json(folder, "--kb", tmp_path / "kb.sqlite")
    assert out.returncode == 0
    assert any("'Alpha' repeats (rows 1, 2)" in p for p in _problems(report, "t.md"))
    facts = _facts(tmp_path / "kb.sqlite")
    for n, (label, a, b) in enumerate(rows, start=1):
        name = label if label == "Beta" else f"{label} (row {n})"
        means = [f["value"] for f in facts if f["subject"] == name and f["statistic"] == "mean"]
        assert means == [(a + b) / 2], name


# --------------------------------------------------------------------------- item 4
def test_a_superscript_colspan_fails_nothing_but_its_table(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "a.html").write_text('<table><tr><th>Item</th><th colspan="²">2019</th><th>2020</th></tr>'
                                   "<tr><td>X</td><td>1</td><td>2</td></tr></table>")
    (folder / "b.md").write_text("# B\n\n| Show | 2019 | 2020 |\n|---|---|---|\n| Beta | 3 | 4 |\n")
    out, report = _ingest_json(folder, "--kb", tmp_path / "kb.sqlite")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert any("colspan='²'" in p for p in _problems(report, "a.html"))
    subjects = {f["subject"] for f in _facts(tmp_path / "kb.sqlite")}
    assert {"X", "Beta"} <= subjects


def _temps_csv(cells: list[tuple[str, float]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["date", "temp"])
    w.writerows(cells)
    return buf.getvalue()


def test_dates_past_9999_in_utc_are_refused_per_row_and_nothing_crashes(tmp_path):
    cells = [("2020-01-01T00:00+00:00", 5.0), ("2020-01-02T00:00+00:00", 6.0),
             ("9999-12-31T23:00-05:00", 70.0), ("2020-01-03T00:00+00:00", 8.0)]
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "a.csv").write_text(_temps_csv(cells))
    kb = tmp_path / "kb.sqlite"
    out, report = _ingest_json(folder, "--kb", kb)
    assert out.returncode == 0, out.stderr
    (problem,) = [p for p in _problems(report, "a.csv") if "outside the dates" in p]
    # the cell as written, or (a column Arrow typed as timestamps) as its instant in UTC
    assert problem.startswith("a.csv:4:")
    assert "9999-12-31T23:00-05:00" in problem or "10000-01-01 04:00" in problem
    readable = [v for d, v in cells if not d.startswith("9999")]
    facts = _facts(kb)
    peak = next(f for f in facts if f["statistic"] == "max")
    assert peak["value"] == max(readable) and peak["position_text"].startswith("2020-01-03")
    asked = _noesis("ask", "what was the highest temp", "--mesh", kb)
    assert asked.returncode == 0 and "Traceback" not in asked.stderr, asked.stderr
    assert str(int(max(readable))) in asked.stdout


def test_a_typed_date_in_year_0_is_a_problem_of_its_row(tmp_path):
    cells = [("2020-01-01", 5.0), ("0000-06-01", 70.0), ("2020-01-03", 8.0)]
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "a.csv").write_text(_temps_csv(cells))
    kb = tmp_path / "kb.sqlite"
    out, report = _ingest_json(folder, "--kb", kb)
    assert out.returncode == 0, out.stderr
    assert any(p.startswith("a.csv:3:") for p in _problems(report, "a.csv"))
    peak = next(f for f in _facts(kb) if f["statistic"] == "max")
    assert peak["value"] == max(v for d, v in cells if not d.startswith("0000"))


# --------------------------------------------------------------------------- item 5
def _table(folder: Path, rating: str) -> None:
    rows = ["show,year,share,viewers,rating"] + [
        f"{s},{y},{y - 2000},{y - 1990},{rating if rating else y - 2010}" for s in "AB" for y in (2018, 2019, 2020)]
    (folder / "a.csv").write_text("\n".join(rows) + "\n")
    (folder / "b.csv").write_text("x,year,v\nX,2019,1\nX,2020,2\n")


def _state(kb: Path) -> dict[str, int]:
    with KnowledgeBase.open(kb) as base:
        return {s.name: s.facts for s in base.sources()}


def test_a_metric_gone_all_nan_is_a_shrink_refused_under_strict(tmp_path):
    folder, kb = tmp_path / "kb", tmp_path / "kb.sqlite"
    folder.mkdir()
    _table(folder, "")
    assert _noesis("ingest", folder, "--kb", kb).returncode == 0
    before = _state(kb)
    _table(folder, "NaN")
    strict = _noesis("ingest", folder, "--kb", kb, "--strict")
    assert strict.returncode != 0 and "'rating'" in strict.stderr
    assert _state(kb) == before
    out, report = _ingest_json(folder, "--kb", kb)
    assert out.returncode == 0
    assert any("'rating'" in p and "metric" in p for p in _problems(report, "a.csv"))
    with KnowledgeBase.open(kb) as base:
        assert not base.facts(metric="rating") and base.facts(metric="share")


def test_an_exclude_matching_every_file_never_empties_the_kb(tmp_path):
    folder, kb = tmp_path / "kb", tmp_path / "kb.sqlite"
    folder.mkdir()
    _table(folder, "")
    assert _noesis("ingest", folder, "--kb", kb).returncode == 0
    before = _state(kb)
    (folder / "noesis.toml").write_text('[kb]\nexclude = ["*"]\n')
    for strict in ((), ("--strict",)):
        out = _noesis("ingest", folder, "--kb", kb, *strict)
        assert out.returncode != 0 and "--allow-removal" in out.stderr and "a.csv" in out.stderr
        assert _state(kb) == before
    allowed = _noesis("ingest", folder, "--kb", kb, "--allow-removal")
    assert allowed.returncode == 0, allowed.stderr
    assert _state(kb) == {}


def test_a_deleted_or_excluded_file_is_reported_and_refused_under_strict(tmp_path):
    folder, kb = tmp_path / "kb", tmp_path / "kb.sqlite"
    folder.mkdir()
    _table(folder, "")
    assert _noesis("ingest", folder, "--kb", kb).returncode == 0
    before = _state(kb)
    (folder / "b.csv").unlink()
    strict = _noesis("ingest", folder, "--kb", kb, "--strict")
    assert strict.returncode != 0 and "b.csv" in strict.stderr
    assert _state(kb) == before
    out, report = _ingest_json(folder, "--kb", kb)
    assert out.returncode == 0
    (removal,) = _problems(report, "b.csv")
    assert f"{before['b.csv']} fact(s)" in removal and "no longer in the folder" in removal
    assert set(_state(kb)) == {"a.csv"}

    _table(folder, "")  # b.csv is back, then left out by exclude
    assert _noesis("ingest", folder, "--kb", kb).returncode == 0
    (folder / "noesis.toml").write_text('[kb]\nexclude = ["b.csv"]\n')
    strict = _noesis("ingest", folder, "--kb", kb, "--strict")
    assert strict.returncode != 0 and "exclude" in strict.stderr
    assert set(_state(kb)) == {"a.csv", "b.csv"}
    allowed = _noesis("ingest", folder, "--kb", kb, "--strict", "--allow-removal")
    assert allowed.returncode == 0, allowed.stderr
    assert set(_state(kb)) == {"a.csv"}


def test_one_nan_text_cell_is_its_rows_gap_not_the_columns(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    days = ["20140628", "20140629", "NaN", "20140630"]
    temps = [5.0, 6.0, 70.0, 8.0]
    folder, kb = tmp_path / "kb", tmp_path / "kb.sqlite"
    folder.mkdir()
    pq.write_table(pa.table({"date": days, "temp": temps}), folder / "a.parquet")
    out, report = _ingest_json(folder, "--kb", kb)
    assert out.returncode == 0, out.stderr
    assert any("kind = 'date'" in c for c in report["choices"])
    facts = _facts(kb)
    peak = next(f for f in facts if f["statistic"] == "max")
    dated = [(d, t) for d, t in zip(days, temps, strict=True) if d.isdigit()]
    best = max(dated, key=lambda x: x[1])
    # the real dates are dates (not the number 20140630), the NaN row alone is left out
    assert peak["value"] == best[1]
    assert peak["position_text"] == f"{best[0][:4]}-{best[0][4:6]}-{best[0][6:]}"
    assert any(p.startswith("a.parquet") and "row 3" in p for p in _problems(report, "a.parquet"))
