"""The core install has no pyarrow (issue 30: a light core; Parquet is the ``parquet`` extra).

Each command runs in a process where ``import pyarrow`` fails, as it does in a core install:
the demo ingests its CSV tables and answers; a folder holding a CSV and a Parquet file keeps
the CSV's rows, and the Parquet file's problem says what to install. Row counts are the csv
module's, never the engine's."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
#: ``import pyarrow`` (and its submodules) raise ImportError in the process, then the CLI runs
BLOCKED = ("import sys; sys.modules['pyarrow'] = None; sys.modules['pyarrow.parquet'] = None; "
           "from noesis.cli import main; sys.argv = ['noesis', *sys.argv[1:]]; main()")


def noesis_without_pyarrow(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")])),
           "XDG_CACHE_HOME": str(cwd / "cache"), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-c", BLOCKED, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=600, env=env)


def test_the_demo_runs_without_pyarrow(tmp_path):
    proc = noesis_without_pyarrow("demo", "--no-model", "--examples", str(EXAMPLES), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Italia Sera" in proc.stdout


def test_a_parquet_file_without_pyarrow_is_a_problem_and_the_csv_is_kept(tmp_path):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    folder = tmp_path / "kb"
    folder.mkdir()
    rows = [(d, 10 + d % 7) for d in range(1, 41)]
    with (folder / "a.csv").open("w", newline="") as fh:
        csv.writer(fh).writerows([("second", "share"), *rows])
    pq.write_table(pa.table({"second": [1, 2], "share": [1.0, 2.0]}), folder / "b.parquet")
    proc = noesis_without_pyarrow("ingest", str(folder), "--kb", str(tmp_path / "kb.sqlite"), cwd=tmp_path)
    assert "pip install 'noesis-rag[parquet]'" in proc.stdout + proc.stderr
    info = noesis_without_pyarrow("info", str(tmp_path / "kb.sqlite"), "--json", cwd=tmp_path)
    assert info.returncode == 0, info.stderr[-2000:]
    with (folder / "a.csv").open(newline="") as fh:
        counted = sum(1 for _ in csv.reader(fh)) - 1
    tables = json.loads(info.stdout)["tables"]
    assert [t["rows_stored"] for t in tables if t["file"] == "a.csv"] == [counted]
