"""The package as a user installs it: build the wheel, install it into a fresh virtual
environment, run ``noesis`` in an empty folder (issue 18, item 2).

The check is of the PACKAGE — its files, entry point, package data and metadata — not of
pip's resolver: the wheel is built without build isolation (offline) and installed with
``--no-deps``; the fresh venv sees the dependencies through a ``.pth`` file naming the test
interpreter's site-packages (a plain path entry: the ``.pth`` files there, such as the
editable install of this checkout, are not processed, and the venv's own site-packages
comes first on ``sys.path``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: what a source distribution of the project holds (pyproject.toml names README and LICENSE)
PROJECT_FILES = ("pyproject.toml", "README.md", "LICENSE")

pytestmark = pytest.mark.packaging


def _run(*cmd: object, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{cmd}: {proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    return proc


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> tuple[Path, str]:
    """The wheel built from a copy of the project's files (no stray build/ in the checkout)."""
    src = tmp_path_factory.mktemp("project")
    for name in PROJECT_FILES:
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(ROOT / "src", src / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    dist = tmp_path_factory.mktemp("dist")
    proc = _run(sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "--no-build-isolation",
                "-w", dist, src, cwd=src)
    (built,) = dist.glob("noesis_rag-*.whl")
    return built, proc.stdout + proc.stderr


@pytest.fixture(scope="module")
def venv(tmp_path_factory, wheel) -> Path:
    root = tmp_path_factory.mktemp("venv") / "v"
    _run(sys.executable, "-m", "venv", "--without-pip", root, cwd=root.parent)
    python = root / "bin" / "python"
    site = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                     cwd=root).stdout.strip())
    (site / "noesis-test-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    _run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", wheel[0],
         cwd=root)
    return root


def _clean_env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("NOESIS_") and k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return {**env, "XDG_CACHE_HOME": str(tmp / "cache"), "XDG_CONFIG_HOME": str(tmp / "config"),
            "HOME": str(tmp), "OLLAMA_HOST": "http://127.0.0.1:9", "COLUMNS": "120"}


def test_the_build_warns_of_nothing_and_the_metadata_is_current(wheel) -> None:
    built, log = wheel
    assert "SetuptoolsDeprecationWarning" not in log and "deprecated" not in log.lower()
    with zipfile.ZipFile(built) as zf:
        names = set(zf.namelist())
        meta = zf.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "License-Expression: Apache-2.0" in meta
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "Project-URL: " in meta and "Classifier: Programming Language :: Python :: 3.11" in meta
    for packaged in ("noesis/demo_corpora.py", "noesis/__main__.py", "noesis/server/static/index.html",
                     "noesis/py.typed"):
        assert packaged in names


def test_installed_noesis_runs_the_demo_in_an_empty_folder(venv: Path, tmp_path: Path) -> None:
    work = tmp_path / "empty"
    work.mkdir()
    env = _clean_env(tmp_path)
    located = _run(venv / "bin" / "python", "-c", "import noesis; print(noesis.__file__)", cwd=work, env=env)
    assert Path(located.stdout.strip()).is_relative_to(venv)  # the installed copy, not the checkout
    version = _run(venv / "bin" / "noesis", "--version", cwd=work, env=env)
    assert version.stdout.strip() == _run(sys.executable, "-c", "import noesis; print(noesis.__version__)",
                                          cwd=work).stdout.strip()
    demo = _run(venv / "bin" / "noesis", "demo", "--no-model", cwd=work, env=env)
    assert "showcase · deterministic answers" in demo.stdout
    assert "37.5" in demo.stdout  # Italia Sera's peak share, computed from the generated corpus
    assert list(work.iterdir()) == []  # the demo writes into the cache, not the working folder
    corpora = tmp_path / "cache" / "noesis" / "demo" / "corpora"
    for name in ("broadcast-it/italia_sera.csv", "nba/facts.jsonl", "qa-bench/noesis.toml"):
        assert (corpora / name).read_bytes() == (ROOT / "examples" / name).read_bytes()
    module = _run(venv / "bin" / "python", "-m", "noesis", "-h", cwd=work, env=env)
    assert "demo" in module.stdout and "--version" in module.stdout
