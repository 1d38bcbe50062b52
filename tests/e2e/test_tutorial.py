"""docs/tutorial.md, run as written: every shell command of its ``sh`` blocks, in order, in an
empty folder, with the real ``noesis`` command (a subprocess); exit status 0 each, and the
key output checked against figures computed from the files the tutorial wrote."""

from __future__ import annotations

import csv
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "docs" / "tutorial.md"


def commands(text: str) -> list[str]:
    """Each command of the ``sh`` blocks; a heredoc (``<<'EOF'``) runs with its body."""
    out: list[str] = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        lines = block.splitlines()
        while lines:
            line = lines.pop(0)
            if not line.strip():
                continue
            heredoc = re.search(r"<<'(\w+)'", line)
            if heredoc:
                end = lines.index(heredoc.group(1))
                line = "\n".join([line, *lines[: end + 1]])
                del lines[: end + 1]
            out.append(line)
    return out


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory) -> dict[str, str]:
    """PATH with a ``noesis`` that runs this checkout; no mesh, model or config from outside."""
    bindir = tmp_path_factory.mktemp("bin")
    shim = bindir / "noesis"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m noesis "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("NOESIS_")}
    return {**env, "PATH": f"{bindir}{os.pathsep}{env.get('PATH', '')}", "PYTHONPATH": str(ROOT / "src"),
            "XDG_CONFIG_HOME": str(bindir / "config"), "COLUMNS": "200"}


def _extreme(rows: list[dict[str, str]], metric: str, pick) -> tuple[str, str]:
    best = pick(rows, key=lambda r: float(r[metric]))
    return best[metric], best["date"]


def test_the_tutorial_runs_command_by_command(tmp_path: Path, shell_env: dict[str, str]) -> None:
    steps = commands(TUTORIAL.read_text(encoding="utf-8"))
    outputs: list[tuple[str, str]] = []
    for cmd in steps:
        proc = subprocess.run(["bash", "-c", cmd], cwd=tmp_path, env=shell_env, capture_output=True,
                              text=True, timeout=120)
        assert proc.returncode == 0, f"{cmd!r} exited {proc.returncode}: {proc.stderr}"
        outputs.append((cmd, proc.stdout + proc.stderr))

    with (tmp_path / "my-data" / "city_museum.csv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    peak, peak_date = _extreme(rows, "visitors", max)
    low_tickets, low_date = _extreme(rows, "tickets_sold", min)
    expected = {  # the noesis command → what its output must show
        "noesis ingest": [f"{len(rows)} rows", "2 sources"],
        "noesis info": ["metric: visitors", "metric: tickets_sold", "source: city_museum.csv"],
        "noesis facts": [peak, peak_date],
        "noesis ask \"What was the peak": [f"the maximum (peak) visitors was {peak} at date {peak_date}"],
        "noesis ask \"What was the lowest": [f"the minimum (lowest) tickets_sold was {low_tickets} at date {low_date}"],
        "noesis context": ["Ada Rossi, led the guided tours"],
    }
    ran = [cmd for cmd, _ in outputs if cmd.startswith("noesis ")]
    assert len(ran) == len(expected)  # every noesis command of the tutorial is checked below
    for prefix, wanted in expected.items():
        (out,) = [text for cmd, text in outputs if cmd.startswith(prefix)]
        for piece in wanted:
            assert piece in out, f"{prefix}: {piece!r} not in\n{out}"
    assert (tmp_path / "kbs" / "my-data.sqlite").is_file()
