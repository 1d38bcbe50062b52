"""SQLite vs PostgreSQL store: ingest throughput and context-assembly latency.

    python bench/pg_bench.py [--sizes 100000] [--questions 60] [--pg postgresql://…/DB]
                             [--out bench/results/pg.json]

For each size the seeded transcript corpus of bench/context_bench.py (SRT cues = spans,
per-second CSV tables = rows) is ingested once into a SQLite file and once into a
PostgreSQL KB (timed: rows/s and cues/s over the whole ingest), then each backend's mesh
is opened and `Engine.context` is timed over the same seeded questions (arm ``full``
and ``hydrate``) after a warm-up. Without ``--pg`` a throwaway local cluster is started
(tests/pgcluster.py: Debian's postgresql package, fsync off — the same for both is not
claimed: SQLite runs with its WAL and synchronous=NORMAL). Not a test: docs/scale.md
quotes the figures.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import sys
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from context_bench import questions, write_corpus  # noqa: E402

from noesis.answer import Engine  # noqa: E402
from noesis.ingest.pipeline import ingest  # noqa: E402
from noesis.mesh import Mesh  # noqa: E402

ARMS = ("full", "hydrate")


def _ingest(folder: Path, address: str) -> dict:
    t0 = time.perf_counter()
    report = ingest(folder, address)
    s = time.perf_counter() - t0
    c = report.counts
    return {"seconds": round(s, 2), "spans": c["spans"], "rows": c["rows"],
            "cues_per_s": round(c["spans"] / s), "rows_per_s": round(c["rows"] / s), "workers": report.workers}


def _latency(address: str, qs: list[str], warmup: int) -> dict:
    out = {}
    with Mesh.open([address]) as mesh:
        for q in qs[:warmup]:
            for arm in ARMS:
                Engine(mesh).context(q, arm=arm)
        for arm in ARMS:
            ms = []
            for q in qs:
                t0 = time.perf_counter()
                Engine(mesh).context(q, arm=arm)
                ms.append((time.perf_counter() - t0) * 1000)
            out[arm] = {"p50_ms": round(float(np.percentile(ms, 50)), 2),
                        "p95_ms": round(float(np.percentile(ms, 95)), 2), "max_ms": round(max(ms), 2)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100000")
    ap.add_argument("--questions", type=int, default=60)
    ap.add_argument("--warmup", type=int, default=6)
    ap.add_argument("--pg", help="a postgresql:// database URL (default: a throwaway local cluster)")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "pg.json"))
    args = ap.parse_args()
    results: dict = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                                 "platform": platform.platform()},
                     "command": " ".join(["python bench/pg_bench.py", *sys.argv[1:]]), "sizes": {}}
    with contextlib.ExitStack() as stack:
        if args.pg:
            url = args.pg
        else:
            from tests.pgcluster import running_cluster

            url = stack.enter_context(running_cluster())
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        for size in (int(s) for s in args.sizes.split(",")):
            corpus = tmp / f"corpus{size}"
            corpus.mkdir()
            durations = write_corpus(corpus, size)
            qs = [q for _k, q in questions(durations, args.questions)]
            sqlite_kb = str(tmp / f"kb{size}.sqlite")
            pg_kb = f"{url}#bench-{size}-{uuid.uuid4().hex[:6]}"
            row = {}
            for backend, address in (("sqlite", sqlite_kb), ("postgresql", pg_kb)):
                ing = _ingest(corpus, address)
                row[backend] = {"ingest": ing, "context": _latency(address, qs, args.warmup)}
                print(f"{size:>9,} {backend:<10} ingest {ing['seconds']:.1f} s ({ing['cues_per_s']:,} cues/s, "
                      f"{ing['rows_per_s']:,} rows/s); " + "; ".join(
                          f"{a} p50 {v['p50_ms']:.1f} p95 {v['p95_ms']:.1f} ms" for a, v in row[backend]["context"].items()),
                      file=sys.stderr)
            results["sizes"][str(size)] = row
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results["sizes"], indent=1))


if __name__ == "__main__":
    main()
