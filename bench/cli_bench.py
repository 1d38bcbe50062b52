"""Whole-process CLI latency: CPU seconds (user + system, the kernel's accounting of each
finished child) of ``noesis context`` and ``noesis ask --deterministic`` on the demo mesh,
beside a bare ``python -c pass`` and ``python -c "import noesis.cli"``, run interleaved
(A B C D A B C D …) so a drifting machine load moves every command alike.

    python bench/cli_bench.py [--runs 9] [--mesh DIR] [--out bench/results/cli.json]

The demo KBs are ingested into a temp folder first unless ``--mesh`` names them. Bytecode
is cached as an installed package has it (``PYTHONDONTWRITEBYTECODE`` is dropped and the
caches go to a temp ``PYTHONPYCACHEPREFIX``; one warm-up run of each command fills them).
Not a test: it prints figures; docs/benchmarks.md quotes them.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from figures import Figure, figures_dict, previous_figures, print_figures

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "What was the peak share of Italia Sera and when did it occur?"
GOAL_CONTEXT_CPU_S = 0.35


def child_cpu(argv: list[str], env: dict[str, str]) -> float:
    """User + system seconds of one run of ``argv`` (output discarded)."""
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def demo_mesh(folder: Path) -> Path:
    from noesis.cli.demo import prepare

    prepare(ROOT / "examples", folder)
    return folder


def commands(mesh: Path) -> dict[str, list[str]]:
    py = sys.executable
    return {
        "python -c pass": [py, "-c", "pass"],
        "import noesis.cli": [py, "-c", "import noesis.cli"],
        "noesis context": [py, "-m", "noesis.cli", "context", QUESTION, "--mesh", str(mesh)],
        "noesis ask --deterministic": [py, "-m", "noesis.cli", "ask", QUESTION, "--deterministic",
                                       "--mesh", str(mesh)],
    }


def measure(cmds: dict[str, list[str]], runs: int, env: dict[str, str]) -> dict[str, list[float]]:
    for argv in cmds.values():  # warm-up: fills the bytecode caches
        child_cpu(argv, env)
    out: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(runs):
        for name, argv in cmds.items():
            out[name].append(child_cpu(argv, env))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--mesh", type=Path, default=None, help="folder of demo KBs (default: ingest them)")
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "cli.json")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="noesis-cli-bench-") as tmp:
        mesh = args.mesh or demo_mesh(Path(tmp) / "demo")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
        samples = measure(commands(mesh), args.runs, env)
    medians = {name: statistics.median(v) for name, v in samples.items()}
    bare = medians["python -c pass"]
    for name, v in samples.items():
        print(f"{name:<28} median {medians[name]:.3f} CPU-s  (min {min(v):.3f}, max {max(v):.3f}, "
              f"{medians[name] / max(bare, 1e-3):.0f}× python -c pass)")
    figs = [
        Figure("cli.context_cpu_s", medians["noesis context"], "CPU-s", goal=GOAL_CONTEXT_CPU_S),
        Figure("cli.ask_deterministic_cpu_s", medians["noesis ask --deterministic"], "CPU-s",
               goal=GOAL_CONTEXT_CPU_S),
        Figure("cli.import_cpu_s", medians["import noesis.cli"], "CPU-s"),
        Figure("cli.python_pass_cpu_s", bare, "CPU-s"),
    ]
    previous = previous_figures(args.out)
    print_figures(figs, previous)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "load": os.getloadavg()},
        "command": "python bench/cli_bench.py " + " ".join(sys.argv[1:]),
        "runs": args.runs, "question": QUESTION,
        "cpu_s": {name: [round(x, 4) for x in v] for name, v in samples.items()},
        "figures": figures_dict(figs),
    }
    args.out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
