"""The CLI as a user runs it: real subprocesses, real files."""

from __future__ import annotations

import json
import subprocess
import sys

from ..conftest import write


def run(*args, check=True):
    proc = subprocess.run([sys.executable, "-m", "noesis.cli", *map(str, args)], capture_output=True, text=True, timeout=300)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def test_ingest_facts_info_json(tmp_path):
    folder = tmp_path / "kb"
    write(folder, "show.csv", "second,share\n0,10\n1,12.5\n2,11\n")
    write(folder, "show.srt", "1\n00:00:00,000 --> 00:00:03,000\nHOST: benvenuti\n")
    kb = tmp_path / "kb.sqlite"
    out = run("ingest", folder, "--kb", kb, "--json")
    report = json.loads(out.stdout)
    assert report["counts"]["sources"] == 2
    facts = json.loads(run("facts", kb, "--metric", "share", "--json").stdout)
    peak = next(f for f in facts if f["statistic"] == "max")
    for key in ("subject", "predicate", "object", "context", "value", "unit", "position", "priority", "origin", "source"):
        assert key in peak
    assert (peak["subject"], peak["value"], peak["position"]) == ("Show", 12.5, 1.0)
    assert peak["aligned"][0]["text"] == "benvenuti"
    info = json.loads(run("info", kb, "--json").stdout)
    assert info["counts"]["facts"] == len(json.loads(run("facts", kb, "--json").stdout))
    human = run("ingest", folder, "--kb", kb).stdout
    assert "unchanged" in human


def test_errors_are_one_clear_line(tmp_path):
    proc = run("facts", tmp_path / "missing.sqlite", check=False)
    assert proc.returncode == 2
    assert "no such knowledge base" in proc.stderr and "Traceback" not in proc.stderr
    folder = tmp_path / "bad"
    write(folder, "noesis.toml", "[axis]\nkind = 'furlongs'\n")
    proc = run("ingest", folder, "--kb", tmp_path / "x.sqlite", check=False)
    assert proc.returncode == 2 and "axis.kind" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "x.sqlite").exists()
