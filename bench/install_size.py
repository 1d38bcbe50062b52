"""What ``pip install noesis-rag`` costs: the wheel built from this checkout, installed with its
dependencies into a fresh venv (pip resolves them from the configured index), measured as
the size of the venv's site-packages (pip's own files left out) and the number of packages;
then ``noesis demo --no-model`` run in an empty folder to show the install works.

    python bench/install_size.py [--extras mcp,eval] [--out bench/results/install.json]

Not a test (it needs the package index): it prints figures; the README quotes them.
Issue 30's goal for the core: at most 250 MB. Met: 141.3 MB in 38 packages
(bench/results/install.json) since CSV/TSV ingestion left pyarrow (176 MB; now the ``parquet``
extra); numpy is 71 MB of what is left.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL_MB = 250
NOT_COUNTED = ("pip", "setuptools")  # what `python -m venv` itself installs


def _run(*cmd: object, cwd: Path, env: dict[str, str] | None = None) -> str:
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=1800)
    if proc.returncode != 0:
        sys.exit(f"{' '.join(map(str, cmd))} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return proc.stdout


def build_wheel(tmp: Path) -> Path:
    src = tmp / "project"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(ROOT / "src", src / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", tmp / "dist", src, cwd=src)
    (wheel,) = (tmp / "dist").glob("noesis_rag-*.whl")
    return wheel


def size_bytes(folder: Path, skip: tuple[str, ...] = ()) -> int:
    total = 0
    for entry in folder.iterdir():
        if entry.name.lower().startswith(skip):
            continue
        paths = [entry] if entry.is_file() else [p for p in entry.rglob("*") if p.is_file() and not p.is_symlink()]
        total += sum(p.stat().st_size for p in paths)
    return total


#: run in the fresh venv: each distribution's MB on disk (its RECORD's files and the byte code
#: beside them, each file once), the largest first
PER_PACKAGE = """
import importlib.metadata as md, json, pathlib
rows = []
for d in md.distributions():
    files = set()
    for f in d.files or []:
        p = pathlib.Path(f.locate())
        if p.is_file() and not p.is_symlink():
            files.add(p.resolve())
        if p.suffix == ".py" and (p.parent / "__pycache__").is_dir():
            files.update(q.resolve() for q in (p.parent / "__pycache__").glob(p.stem + ".*.pyc"))
    rows.append((d.metadata["Name"], round(sum(q.stat().st_size for q in files) / 1e6, 1)))
print(json.dumps(sorted(rows, key=lambda r: -r[1])))
"""


def measure(extras: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="noesis-install-") as t:
        tmp = Path(t)
        wheel = build_wheel(tmp)
        venv = tmp / "venv"
        _run(sys.executable, "-m", "venv", venv, cwd=tmp)
        python = venv / "bin" / "python"
        site = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=tmp).strip())
        target = f"{wheel}[{extras}]" if extras else str(wheel)
        _run(python, "-m", "pip", "install", "--quiet", target, cwd=tmp)
        listed = json.loads(_run(python, "-m", "pip", "list", "--format=json", cwd=tmp))
        packages = sorted(p["name"] for p in listed if p["name"].lower() not in NOT_COUNTED)
        empty = tmp / "empty"
        empty.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith("NOESIS_")}
        env.update(XDG_CACHE_HOME=str(tmp / "cache"), XDG_CONFIG_HOME=str(tmp / "config"),
                   OLLAMA_HOST="http://127.0.0.1:9")
        demo = _run(venv / "bin" / "noesis", "demo", "--no-model", cwd=empty, env=env)
        mb = size_bytes(site, skip=NOT_COUNTED) / 1e6
        per = [(n, m) for n, m in json.loads(_run(python, "-c", PER_PACKAGE, cwd=tmp))
               if n.lower() not in NOT_COUNTED]
        return {"extras": extras or None, "site_packages_mb": round(mb, 1), "packages": len(packages),
                "names": packages, "demo_ok": "37.5" in demo and not any(empty.iterdir()),
                "goal_mb": GOAL_MB if not extras else None,
                "largest_mb": {n: m for n, m in per[:8]}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--extras", default="", help="comma-separated extras to install with the core")
    ap.add_argument("--out", type=Path, default=None, help="write the figures as JSON here")
    args = ap.parse_args()
    got = measure(args.extras)
    print(f"noesis-rag{'[' + args.extras + ']' if args.extras else ''}: {got['site_packages_mb']} MB in "
          f"site-packages, {got['packages']} packages (noesis-rag included); demo --no-model "
          f"{'ran' if got['demo_ok'] else 'FAILED'}" + (f"; goal ≤ {GOAL_MB} MB" if not args.extras else ""))
    print("largest: " + ", ".join(f"{n} {m} MB" for n, m in got["largest_mb"].items()))
    if args.out:
        args.out.write_text(json.dumps(got, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
