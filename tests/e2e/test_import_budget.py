"""The question path imports only what it uses: a ``noesis context`` / ``noesis ask
--deterministic`` process never loads the ingest readers, the manifest parser, the server
stack, model clients, pydantic, Rich's live display and tables, plotting or the parsers of
formats it does not read.

Module presence is deterministic (``-X importtime`` lists every module a process imports),
so this is a budget on *what* is imported, never on how long it takes (bench/cli_bench.py
times the whole process)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"

#: top-level packages (and noesis modules) a question must not import
HEAVY = (
    "pyarrow", "markdown_it", "selectolax", "pysrt", "webvtt", "charset_normalizer", "yaml",
    "scipy", "matplotlib", "fastapi", "starlette", "uvicorn", "httpx", "openai", "ollama",
    "llama_cpp", "onnxruntime", "chromadb", "rich.progress", "rich.live", "rich.table",
    # typer converts option values with pydantic; noesis.cli.params does it for plain values
    "pydantic", "pydantic_core", "typer._adapters",
    "noesis.ingest", "noesis.manifest", "noesis.server.app", "noesis.eval.battery", "noesis.eval.figures",
    "noesis.dense", "noesis.cli.demo",
)

QUESTION = "What was the peak share of Italia Sera and when did it occur?"


def imported_modules(*args: str) -> tuple[set[str], str]:
    """Every module a ``python -m noesis.cli ARGS`` process imports, and its stdout."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "noesis.cli", *args],
                          capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    names = set(re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s*(\S+)$", proc.stderr, flags=re.M))
    assert "noesis.errors" in names  # the listing was read (noesis.cli.__main__ itself runs as __main__)
    return names, proc.stdout


def heavy_in(names: set[str]) -> list[str]:
    return sorted(n for n in names if any(n == h or n.startswith(h + ".") for h in HEAVY))


@pytest.mark.parametrize("command", [
    ["context", QUESTION, "--json"],
    ["ask", QUESTION, "--deterministic", "--json"],
])
def test_the_question_path_imports_no_heavy_module(demo_kbs, command):
    names, out = imported_modules(*command, "--mesh", str(demo_kbs))
    assert heavy_in(names) == []
    data = json.loads(out)  # and the command still did its work
    assert "Italia Sera" in json.dumps(data, ensure_ascii=False)
    assert "noesis.query.planner" in names  # the listing covers the question path itself


def test_the_budget_sees_a_heavy_module_when_one_is_imported(demo_kbs, tmp_path):
    """The check can fail: ingesting a folder loads the readers and the manifest parser."""
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "notes.md").write_text("# Notes\n\nItalia Sera aired at nine.\n", encoding="utf-8")
    names, _ = imported_modules("ingest", str(folder), "--kb", str(tmp_path / "kb.sqlite"))
    assert {"noesis.manifest", "noesis.ingest.pipeline"} <= set(heavy_in(names))


#: noesis.cli first (its setting acts only before numpy loads), then numpy; threads counted after
THREADS = ("import os, noesis.cli, numpy; "
           "print(os.environ['OPENBLAS_NUM_THREADS'], len(os.listdir('/proc/self/task')))")


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts threads through /proc (Linux)")
@pytest.mark.parametrize(("given", "expected"), [(None, "1"), ("2", "2")])
def test_the_command_starts_no_blas_threads_unless_asked(given, expected):
    """numpy's OpenBLAS starts a spinning thread per core at import (~0.09 CPU-s of a CLI
    call): the command sets one thread before numpy loads, and keeps a user's own setting."""
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    out = subprocess.run([sys.executable, "-c", THREADS], capture_output=True, text=True, timeout=120,
                         env=env, check=True).stdout.split()
    assert out[0] == expected
    if given is None:
        assert out[1] == "1"  # the interpreter's own thread only
