"""Tables as relations through the CLI: every row kept and counted, LOST ROWS said with counts
(and refused under --strict), the profiled schema in `noesis info`, and a manifest written by
`noesis init` giving the same schema as none. Truth comes from the files (csv module)."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import numpy as np


def run(*args, check=True):
    proc = subprocess.run([sys.executable, "-m", "noesis.cli", *map(str, args)], capture_output=True,
                          text=True, timeout=300)
    if check:
        assert proc.returncode == 0, proc.stderr + proc.stdout
    return proc


def long_table(path: Path, months: int = 24, symbols=("AAA", "BBB", "CCC"), drop: int = 0) -> None:
    """A tidy long table (symbol, year, month, decimal year, two measures), seeded."""
    rng = np.random.default_rng(7)
    rows = [(s, 2000 + m // 12, m % 12 + 1, round(2000 + m / 12, 4), int(rng.integers(10, 99)),
             round(float(rng.random() * 100), 2)) for s in symbols for m in range(months)]
    rows = rows[: len(rows) - drop] if drop else rows
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["symbol", "year", "month", "decimal_year", "sales", "price"])
        w.writerows(rows)


def file_rows(path: Path) -> int:
    with path.open(newline="") as fh:
        return sum(1 for _ in csv.reader(fh)) - 1


def table_info(kb: Path) -> dict:
    (table,) = json.loads(run("info", kb, "--json").stdout)["tables"]
    return table


def test_a_long_table_keeps_every_row_under_its_profiled_schema(tmp_path):
    folder, kb = tmp_path / "sales", tmp_path / "sales.sqlite"
    long_table(folder / "sales.csv")
    run("ingest", folder, "--kb", kb, "--strict")
    t = table_info(kb)
    assert t["rows_read"] == t["rows_stored"] == file_rows(folder / "sales.csv") == 72
    assert t["time"]["columns"] == ["year", "month"] and t["time"]["granularity"] == "month"
    assert set(t["grain"]) == {"year", "month", "symbol"} and t["entity"] == ["symbol"]
    assert [d["column"] for d in t["dimensions"]] == ["symbol"] and t["dimensions"][0]["distinct"] == 3
    assert {(m["name"], m["additivity"]) for m in t["measures"]} == {("sales", "flow"), ("price", "level")}
    assert t["ignored"] == ["decimal_year"] and t["lost_rows"] == 0
    facts = json.loads(run("facts", kb, "--metric", "sales", "--json").stdout)
    with (folder / "sales.csv").open(newline="") as fh:
        rows = list(csv.DictReader(fh))
    for sym in ("AAA", "BBB", "CCC"):
        peak = next(f for f in facts if f["subject"] == sym and f["statistic"] == "max")
        assert peak["value"] == max(int(r["sales"]) for r in rows if r["symbol"] == sym)
    human = run("info", kb).stdout
    assert "grain:" in human and "time year + month (month)" in human


def test_a_re_ingest_that_loses_rows_says_lost_rows_and_strict_refuses(tmp_path):
    folder, kb = tmp_path / "sales", tmp_path / "sales.sqlite"
    long_table(folder / "sales.csv")
    run("ingest", folder, "--kb", kb)
    long_table(folder / "sales.csv", drop=5)
    strict = run("ingest", folder, "--kb", kb, "--strict", check=False)
    assert strict.returncode != 0 and "LOST ROWS" in strict.stderr + strict.stdout
    assert table_info(kb)["rows_stored"] == 72  # nothing was written
    lax = run("ingest", folder, "--kb", kb)
    assert "LOST ROWS" in lax.stdout and "5 row(s) lost" in lax.stdout
    assert table_info(kb)["rows_stored"] == 67


def test_rows_repeating_the_whole_key_are_lost_rows_with_lines(tmp_path):
    folder, kb = tmp_path / "t", tmp_path / "t.sqlite"
    folder.mkdir()
    (folder / "t.csv").write_text("date,v\n2020-01-01,1\n2020-01-02,2\n2020-01-02,3\n2020-01-03,4\n")
    lax = run("ingest", folder, "--kb", kb)
    assert "LOST ROWS" in lax.stdout and "line 4" in lax.stdout
    t = table_info(kb)
    assert t["rows_stored"] == 4 and t["lost_rows"] == 1
    assert run("ingest", folder, "--kb", tmp_path / "s.sqlite", "--strict", check=False).returncode != 0


def test_init_writes_the_schema_and_ingesting_with_it_gives_the_same(tmp_path):
    folder = tmp_path / "sales"
    long_table(folder / "sales.csv")
    run("ingest", folder, "--kb", tmp_path / "none.sqlite")
    run("init", folder)
    text = (folder / "noesis.toml").read_text()
    assert 'time = ["year", "month"]' in text and 'dimensions = ["symbol"]' in text
    run("ingest", folder, "--kb", tmp_path / "init.sqlite")
    a, b = table_info(tmp_path / "none.sqlite"), table_info(tmp_path / "init.sqlite")
    for key in ("grain", "time", "dimensions", "entity", "wide", "rows_stored"):
        assert a[key] == b[key], key
    assert [(m["name"], m["additivity"]) for m in a["measures"]] == [(m["name"], m["additivity"]) for m in b["measures"]]


def test_a_column_aligned_race_table_answers_by_runner_and_year(tmp_path):
    """Padded quoted fields, a race ``Time`` beside its ``Year``; a possessive name; "faster"."""
    rng = np.random.default_rng(11)
    runners = ["Usain Bolt", "Carl Lewis", "Ben Johnson", "Linford Christie"]
    lines = ['Name,               Medal,     Time, Year']
    for year in (1988, 1992, 1996):
        for name, medal in zip(runners[:3], ("GOLD", "SILVER", "BRONZE"), strict=True):
            lines.append(f'"{name}",{" " * (18 - len(name))}"{medal}",{" " * (8 - len(medal))}'
                         f'{9.6 + float(rng.random()) / 2:.2f}, {year}')
    folder, kb = tmp_path / "sprint", tmp_path / "sprint.sqlite"
    folder.mkdir()
    (folder / "sprint.csv").write_text("\n".join(lines) + "\n")
    run("ingest", folder, "--kb", kb)
    with (folder / "sprint.csv").open(newline="") as fh:
        rows = list(csv.DictReader(fh, skipinitialspace=True))
    time = {(r["Name"], int(r["Year"])): float(r["Time"]) for r in rows}
    from noesis.answer import Engine
    from noesis.mesh import Mesh
    engine = Engine(Mesh.open([kb]))
    text = engine.ask("What was Carl Lewis's time in 1992?", deterministic=True).text
    assert f"{time[('Carl Lewis', 1992)]:.2f}" in text and "no data" not in text
    a, b = ("Carl Lewis", 1988), ("Ben Johnson", 1988)
    text = engine.ask("Who was faster in 1988, Carl Lewis or Ben Johnson?", deterministic=True).text
    faster, slower = sorted((a, b), key=time.get)
    assert f"{faster[0]} is faster than {slower[0]}" in text


def test_members_and_conditions_are_counted_from_the_rows(tmp_path):
    """'How many states …', '… had a price above N': distinct members and the rows meeting a
    condition, against the csv module's own count."""
    rng = np.random.default_rng(5)
    rows = [(s, y, round(float(rng.uniform(20, 200)), 1)) for s in range(1, 9) for y in range(80, 93)]
    folder, kb = tmp_path / "cig", tmp_path / "cig.sqlite"
    folder.mkdir()
    with (folder / "Cigar.csv").open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["state", "year", "price"])
        w.writerows(rows)
    run("ingest", folder, "--kb", kb)
    from noesis.answer import Engine
    from noesis.mesh import Mesh
    engine = Engine(Mesh.open([kb]))
    text = engine.ask("How many states are there?", deterministic=True).text
    assert "holds 8 distinct state values" in text
    above = len({s for s, y, p in rows if 85 <= y <= 90 and p > 100})
    text = engine.ask("How many states had a price above 100 between 1985 and 1990?", deterministic=True).text
    assert f"holds {above} distinct state values" in text
    n = sum(1 for s, y, p in rows if s == 3 and p > 100)
    text = engine.ask("In how many years was the price of state 3 above 100?", deterministic=True).text
    assert f"{n} of the 13 readings" in text, text
