"""The core install carries what ingest, ask, context and serve need (issue 30, item 3):
matplotlib is the ``eval`` extra, scipy is gone, and ``noesis eval --level answer`` without
matplotlib says which extra to install — before it asks a model anything."""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: runs the CLI with matplotlib unimportable (a None entry in sys.modules is Python's own
#: "not installed": import raises ImportError, importlib.util.find_spec answers None)
WITHOUT_MATPLOTLIB = ("import sys; sys.modules['matplotlib'] = None; from noesis.cli import main; "
                      "sys.argv = ['noesis', *sys.argv[1:]]; main()")


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _names(requirements: list[str]) -> set[str]:
    return {r.split(">")[0].split("=")[0].split("<")[0].split("[")[0].strip().lower() for r in requirements}


def test_matplotlib_is_the_eval_extra_and_scipy_is_not_required():
    project = _project()
    core = _names(project["dependencies"])
    assert "matplotlib" not in core and "scipy" not in core
    extras = project["optional-dependencies"]
    assert _names(extras["eval"]) == {"matplotlib"}
    dev = _names(extras["dev"])
    for extra in ("eval", "mcp", "langchain", "llamaindex", "pdf", "office"):
        assert _names(extras[extra]) <= dev, f"dev must install the {extra} extra (make test has every package)"


def test_no_module_imports_scipy():
    for path in (ROOT / "src" / "noesis").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            assert not any(n == "scipy" or n.startswith("scipy.") for n in names), path


def test_eval_without_matplotlib_names_the_extra(tmp_path):
    done = subprocess.run([sys.executable, "-c", WITHOUT_MATPLOTLIB, "eval", str(ROOT / "examples" / "battery.yaml"),
                           "--mesh", str(tmp_path), "--level", "answer", "--llm", "ollama:never-asked"],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "pip install 'noesis-rag[eval]'" in done.stderr and "matplotlib" in done.stderr
    assert list(tmp_path.iterdir()) == []  # nothing run, nothing written
