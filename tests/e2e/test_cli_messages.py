"""Every error message a newcomer meets says what, where and what to do, with an honest exit
status (issue 18, item 3). The command runs in-process through click's runner (real files,
real KBs, a real closed loopback port for an unreachable Ollama); the first test runs it as
a subprocess of ``python -m noesis``, as a user does."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from contextlib import chdir
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from noesis.cli import app
from noesis.cli.config import expand_multi_paths
from noesis.ingest.pipeline import ingest

from ..conftest import write

SRC = Path(__file__).resolve().parents[2] / "src"
#: a question the engine cannot answer by rule, so the model is asked
NEEDS_MODEL = "Who is the curator of the museum?"


@dataclass(frozen=True)
class Run:
    returncode: int
    stdout: str
    stderr: str


def noesis(*args: object, cwd: Path, env: dict[str, str] | None = None) -> Run:
    """``noesis ARGS`` in ``cwd``, as ``noesis.cli.main`` parses them, with no mesh/model defaults."""
    env = {"NOESIS_LLM": None, "NOESIS_MESH": None, **(env or {})}
    with chdir(cwd):
        result = CliRunner().invoke(app, expand_multi_paths([str(a) for a in args]), env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return Run(result.exit_code, result.stdout, result.stderr)


def noesis_process(*args: object, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("NOESIS_LLM", "NOESIS_MESH")}
    return subprocess.run([sys.executable, "-m", "noesis", *map(str, args)], cwd=cwd,
                          env={**env, "PYTHONPATH": str(SRC)}, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def kb(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("msgs")
    folder = root / "museum"
    write(folder, "museum.csv", "day,visitors\n2024-01-01,120\n2024-01-02,180\n2024-01-03,150\n")
    write(folder, "notes.md", "# Notes\n\nThe museum reopened on 2 January; the curator is Ada Rossi.\n")
    path = root / "kbs" / "museum.sqlite"
    ingest(folder, path)
    return path


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_unreachable_ollama_is_an_error_with_the_whole_message(kb: Path, tmp_path: Path) -> None:
    port = closed_port()
    proc = noesis_process("ask", NEEDS_MODEL, "--mesh", kb, "--llm", f"ollama:http://127.0.0.1:{port}#llama3.2",
                          cwd=tmp_path)
    assert proc.returncode == 3
    assert proc.stdout == ""  # no answer panel pretending the model answered
    first, hint = proc.stderr.splitlines()[:2]
    assert first.startswith("error: the model ollama:llama3.2 could not answer: cannot reach Ollama at "
                            f"http://127.0.0.1:{port}")
    assert first.endswith("start it with `ollama serve` or set OLLAMA_HOST")
    assert "--fallback deterministic" in hint


def test_wrong_gguf_path_is_an_error(kb: Path, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "model.gguf"
    proc = noesis("ask", NEEDS_MODEL, "--mesh", kb, "--llm", f"gguf:{missing}", cwd=tmp_path)
    assert proc.returncode == 3
    assert f"error: the model gguf:model.gguf could not answer: {missing}: no such GGUF file" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_fallback_deterministic_accepts_the_engine_answer(kb: Path, tmp_path: Path) -> None:
    missing = tmp_path / "model.gguf"
    proc = noesis("ask", NEEDS_MODEL, "--mesh", kb, "--llm", f"gguf:{missing}", "--fallback", "deterministic",
                  "--json", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert f"{missing}: no such GGUF file" in proc.stdout  # the degradation is still reported


def test_a_model_not_needed_is_not_an_error(kb: Path, tmp_path: Path) -> None:
    """The engine answers a resolved question by rule; the unreachable model is never asked."""
    proc = noesis("ask", "What was the peak visitors of Museum?", "--mesh", kb,
                  "--llm", f"ollama:http://127.0.0.1:{closed_port()}#llama3.2", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "180" in proc.stdout


def test_ingest_of_a_missing_folder(tmp_path: Path) -> None:
    proc = noesis("ingest", "no-such-folder", "--kb", "kb.sqlite", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: no-such-folder: no such folder (working folder ")
    assert "noesis ingest FOLDER --kb kb.sqlite" in proc.stderr
    assert "manifest" not in proc.stderr and not (tmp_path / "kb.sqlite").exists()


def test_ingest_of_a_single_file(tmp_path: Path) -> None:
    write(tmp_path / "data", "sales.csv", "year,sales\n2020,1\n")
    proc = noesis("ingest", "data/sales.csv", "--kb", "kb.sqlite", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: data/sales.csv: is a file; ingest reads a folder of source files.")
    assert "noesis ingest data --kb kb.sqlite" in proc.stderr and "manifest" not in proc.stderr


def test_an_empty_folder_as_mesh(tmp_path: Path) -> None:
    (tmp_path / "kbs").mkdir()
    proc = noesis("ask", "x", "--mesh", "kbs", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: kbs: empty folder, no KB file (*.sqlite) in it;")
    assert "noesis ingest SOURCE_FOLDER --kb kbs/NAME.sqlite" in proc.stderr


def test_a_source_folder_as_mesh(tmp_path: Path) -> None:
    write(tmp_path / "sources", "sales.csv", "year,sales\n2020,1\n")
    proc = noesis("context", "x", "--mesh", "sources", cwd=tmp_path)
    assert proc.returncode == 2
    assert "sources: holds source files (sales.csv) but no KB file (*.sqlite)" in proc.stderr
    assert "noesis ingest sources --kb sources.sqlite, then --mesh sources.sqlite" in proc.stderr


def test_no_mesh_at_all(tmp_path: Path) -> None:
    proc = noesis("ask", "x", cwd=tmp_path, env={"XDG_CONFIG_HOME": str(tmp_path / "config")})
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: no knowledge base given: pass --mesh KB.sqlite")
    assert "NOESIS_MESH" in proc.stderr and str(tmp_path / "config" / "noesis" / "config.toml") in proc.stderr


@pytest.mark.parametrize(("flag", "value", "wording"), [
    ("--metric", "visitor", "error: --metric: unknown metric 'visitor' in museum; did you mean 'visitors'? "
                            "The metrics: visitors."),
    ("--entity", "musem", "error: --entity: unknown entity 'musem' in museum; did you mean 'Museum'? "
                          "The entities: Museum."),
    ("--statistic", "maxx", "error: --statistic: unknown statistic 'maxx'; did you mean 'max'? "
                            "The statistics: max, min, mean, first, last, sum, count."),
])
def test_a_misspelled_facts_filter(kb: Path, tmp_path: Path, flag: str, value: str, wording: str) -> None:
    proc = noesis("facts", kb, flag, value, cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.strip() == wording


def test_a_filter_the_kb_holds_may_match_nothing(kb: Path, tmp_path: Path) -> None:
    """Known names whose combination matches nothing: an empty list, exit 0 (sum is not computed)."""
    proc = noesis("facts", kb, "--metric", "visitors", "--statistic", "sum", "--json", cwd=tmp_path)
    assert proc.returncode == 0 and proc.stdout.strip() == "[]"


def test_a_misspelled_arm(kb: Path, tmp_path: Path) -> None:
    proc = noesis("context", "x", "--mesh", kb, "--arm", "hydrat", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("error: --arm: unknown arm 'hydrat'; did you mean 'hydrate'? "
                                   "The arms: full, hydrate, skeleton, flat. See docs/models.md.")


def test_strict_leaves_no_kb_file_behind(tmp_path: Path) -> None:
    write(tmp_path / "src", "good.csv", "year,sales\n2020,1\n2021,2\n")
    write(tmp_path / "src", "broken.jsonl", "not json\n")
    proc = noesis("ingest", "src", "--kb", "kb.sqlite", "--strict", cwd=tmp_path)
    assert proc.returncode == 2
    assert "--strict: 1 source(s) could not be parsed; nothing was written. broken.jsonl" in proc.stderr
    assert "or ingest without --strict to keep every other file" in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src"]
