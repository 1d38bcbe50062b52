"""Opening a KB and its first context, with and without the precomputed query structures.

    python bench/open_bench.py [--sizes 10000,100000,1000000] [--kbs DIR] [--runs 3]
                               [--out bench/results/open.json]

For each size the transcript corpus of bench/context_bench.py is generated and ingested
(or ``--kbs DIR`` holds ``SIZE.sqlite`` files already ingested). A copy with the
structures stripped (what a KB from before schema migration 3 is) is measured beside it.
Each measurement is a fresh process that imports everything first, then times in CPU
seconds (``time.process_time``): ``Mesh.open``, the first ``Engine.context`` of a
question, and the same question again once every question ran (warm), for each question in
turn as the first; and the same again with
``warm_up(mesh)`` after the open (``Mesh.warm()`` and one answer to a question naming
nothing: what ``noesis serve`` does at start for each mesh it opens), counted in its open. Runs are interleaved
(with, without, with, …) and the median is kept.
Not a test: it prints figures; docs/benchmarks.md quotes them.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from figures import Figure, figures_dict, previous_figures, print_figures

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = [
    "What was the peak share of Harbour Lights Tonight?",
    "What was said about the harbour at second 600 in Morning Market Report?",
    "What did they say about the weather?",
]
GOAL_OPEN_MS = 100.0
GOAL_FIRST_OVER_WARM = 2.0

CHILD = """
import json, sys, time
import noesis.cli  # every import before the clock starts
from noesis.answer import Engine
from noesis.answer.engine import warm_up
from noesis.mesh import Mesh
t = time.process_time
a = t(); m = Mesh.open([sys.argv[1]]); b = t()
if sys.argv[3] == "warmed":  # what noesis serve does at start for each mesh it opens
    warm_up(m); b = t()
e = Engine(m)
qs = json.loads(sys.argv[2])
first = qs[int(sys.argv[4])]
c = t(); e.context(first); d = t()
for q in qs:
    e.context(q)
f = t(); e.context(first); g = t()
print(json.dumps({"open_ms": 1000 * (b - a), "first_ms": 1000 * (d - c), "warm_ms": 1000 * (g - f)}))
"""


def build(size: int, folder: Path) -> Path:
    import context_bench

    from noesis.ingest.pipeline import ingest

    corpus = folder / f"corpus-{size}"
    corpus.mkdir(parents=True, exist_ok=True)
    context_bench.write_corpus(corpus, size)
    kb = folder / f"{size}.sqlite"
    ingest(corpus, kb)
    shutil.rmtree(corpus)
    return kb


def strip_copy(kb: Path, folder: Path) -> Path:
    """A copy of ``kb`` as a KB from before migration 3 is (no query structures)."""
    out = folder / f"{kb.stem}-without-structures.sqlite"
    src = sqlite3.connect(kb)
    dst = sqlite3.connect(out)
    src.backup(dst)
    src.close()
    dst.executescript("DROP TABLE IF EXISTS query_structures; DELETE FROM migrations WHERE version >= 3;")
    dst.close()
    return out


def run_child(kb: Path, mode: str, first: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, "-c", CHILD, str(kb), json.dumps(QUESTIONS), mode, str(first)],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def measure(kb: Path, old: Path, runs: int, first: int) -> dict[str, dict[str, float]]:
    """Medians per arm of a fresh process whose first context is ``QUESTIONS[first]``."""
    samples: dict[str, list[dict[str, float]]] = {"with": [], "warmed": [], "without": []}
    for _ in range(runs):
        samples["with"].append(run_child(kb, "lazy", first))
        samples["warmed"].append(run_child(kb, "warmed", first))
        samples["without"].append(run_child(old, "lazy", first))
    return {arm: {k: round(statistics.median(s[k] for s in got), 2) for k in got[0]}
            for arm, got in samples.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--kbs", type=Path, default=None, help="folder of SIZE.sqlite KBs already ingested (sizes missing there are built)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "open.json")
    args = ap.parse_args()
    results: dict[str, dict] = {}
    figs: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="noesis-open-bench-") as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            given = args.kbs / f"{size}.sqlite" if args.kbs else None
            kb = given if given and given.exists() else build(size, args.kbs or Path(tmp))
            old = strip_copy(kb, Path(tmp))
            per_question = [measure(kb, old, args.runs, i) for i in range(len(QUESTIONS))]
            results[str(size)] = per_question
            for i, got in enumerate(per_question):
                w, h = got["with"], got["warmed"]
                print(f"{size:>8} spans  q{i}  with structures: open {w['open_ms']:.1f} ms, first {w['first_ms']:.1f} ms, "
                      f"warm {w['warm_ms']:.1f} ms · open + warm_up {h['open_ms']:.1f} ms, first {h['first_ms']:.1f} ms,"
                      f" warm {h['warm_ms']:.1f} ms · without: open {got['without']['open_ms']:.1f} ms, "
                      f"first {got['without']['first_ms']:.1f} ms")
                figs += [
                    Figure(f"open.{size}.q{i}.first_context_cpu_ms", w["first_ms"], "CPU-ms"),
                    Figure(f"open.{size}.q{i}.first_over_warm", w["first_ms"] / max(w["warm_ms"], 1e-3), "×",
                           goal=GOAL_FIRST_OVER_WARM),
                    Figure(f"open.{size}.q{i}.warmed_first_over_warm", h["first_ms"] / max(h["warm_ms"], 1e-3),
                           "×", goal=GOAL_FIRST_OVER_WARM),
                ]
            w, h = per_question[0]["with"], per_question[0]["warmed"]
            figs += [
                Figure(f"open.{size}.open_cpu_ms", w["open_ms"], "CPU-ms", goal=GOAL_OPEN_MS),
                Figure(f"open.{size}.warmed_open_cpu_ms", h["open_ms"], "CPU-ms", goal=GOAL_OPEN_MS),
                Figure(f"open.{size}.open_cpu_ms_without_structures", per_question[0]["without"]["open_ms"], "CPU-ms"),
            ]
    previous = previous_figures(args.out)
    print_figures(figs, previous)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    payload = {"machine": {"cpus": os.cpu_count(), "load": os.getloadavg()},
               "command": "python bench/open_bench.py " + " ".join(sys.argv[1:]),
               "questions": QUESTIONS, "sizes": results, "figures": figures_dict(figs)}
    args.out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
