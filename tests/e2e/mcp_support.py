"""What the MCP and retriever tests share: two real KBs ingested from examples/ (a broadcast
with a clock axis, Seattle's weather with a date axis), the truths read from their CSVs by
plain ``csv`` / pandas code (never through the engine), and ``noesis ask --json`` run as the
user would run it, to compare an agent's answer with."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd

from noesis.ingest.pipeline import ingest

from ..conftest import EXAMPLES

PEAK = "What was the peak share of Italia Sera and when did it occur?"
TRAP = "What was the peak share of Domenica Sportiva Estate?"
SEATTLE_2015 = "What was the highest temp_max in Seattle in 2015?"
CORPORA = {"broadcast-it": EXAMPLES / "broadcast-it", "seattle": EXAMPLES / "realdata" / "seattle"}


def build_kbs(folder: Path) -> Path:
    """``<kb>.sqlite`` for each of :data:`CORPORA` under ``folder``; returns ``folder``."""
    for name, corpus in CORPORA.items():
        ingest(corpus, folder / f"{name}.sqlite", workers=1)
    return folder


def clock(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m:02d}:{s:02d}"


def italia_peak() -> tuple[float, int]:
    """The peak share of Italia Sera and its (first) second, from the CSV."""
    with (CORPORA["broadcast-it"] / "italia_sera.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    best = max(rows, key=lambda r: float(r["share"]))
    return float(best["share"]), int(best["second"])


def italia_seconds() -> tuple[int, int, int]:
    """First and last second of the Italia Sera readings, and how many there are."""
    with (CORPORA["broadcast-it"] / "italia_sera.csv").open(newline="") as f:
        seconds = [int(r["second"]) for r in csv.DictReader(f)]
    return min(seconds), max(seconds), len(set(seconds))


def seattle() -> pd.DataFrame:
    return pd.read_csv(CORPORA["seattle"] / "seattle-weather.csv", parse_dates=["date"])


def seattle_max_2015() -> tuple[float, str]:
    df = seattle()
    year = df[df.date.dt.year == 2015]
    row = year.loc[year.temp_max.idxmax()]
    return float(row.temp_max), row.date.strftime("%Y-%m-%d")


def cli_env() -> dict[str, str]:
    """The environment of a command run as a user would: no model configured."""
    env = {k: v for k, v in os.environ.items() if k != "NOESIS_LLM"}
    env["XDG_CONFIG_HOME"] = os.devnull  # no ~/.config/noesis/config.toml model choice
    return env


def noesis(*args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """``noesis ARGS`` in ``cwd`` (a folder without a noesis.toml)."""
    return subprocess.run([sys.executable, "-m", "noesis.cli", *args], capture_output=True, text=True,
                          timeout=timeout, env=cli_env(), cwd=cwd)


def ask_json(question: str, kbs: Path) -> dict:
    """``noesis ask QUESTION --mesh KBS --json``, parsed."""
    done = noesis("ask", question, "--mesh", str(kbs), "--json", cwd=kbs)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)
