"""Tier-2 fill cost by KB size: CPU time of ``build_tier2`` (and of the whole full context) per
question kind, on the corpora of bench/context_bench.py.

    python bench/tier2_bench.py [--sizes 100000,1000000] [--questions 48] [--keep DIR]

Each size's corpus is generated and ingested (in ``--keep DIR`` when given, reused there on
the next run: a 1M-span ingest takes minutes), then the Mesh is opened once and every
question is assembled three times under the full arm; a question's figure is its least CPU
time (``time.process_time``) of the three, which keeps a shared machine's noise out. Goal
(issue 17): the fill at 1M spans within 2x its 100k cost. Not a test: it prints figures.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from context_bench import questions, write_corpus  # noqa: E402

GOAL = 2.0


def kb_for(size: int, root: Path) -> tuple[Path, dict[str, int]]:
    from noesis.ingest.pipeline import ingest

    folder = root / f"ctx{size}"
    if not (folder / "kb" / "bench.sqlite").exists():
        (folder / "corpus").mkdir(parents=True, exist_ok=True)
        (folder / "kb").mkdir(exist_ok=True)
        (folder / "durations.json").write_text(json.dumps(write_corpus(folder / "corpus", size)))
        ingest(folder / "corpus", folder / "kb" / "bench.sqlite")
    return folder / "kb", json.loads((folder / "durations.json").read_text())


def measure(kb: Path, durations: dict[str, int], n: int) -> dict:
    import noesis.context.assemble as assemble_module
    from noesis.mesh import Mesh

    qs = questions(durations, n)
    t0 = time.process_time()
    mesh = Mesh.open([kb])
    open_cpu = time.process_time() - t0
    real, fills = assemble_module.build_tier2, []

    def timed(*args):
        t = time.process_time()
        out = real(*args)
        fills.append((time.process_time() - t) * 1000)
        return out

    assemble_module.build_tier2 = timed
    try:
        for _k, q in qs[:6]:
            assemble_module.assemble(mesh, q)
        rows = []
        for kind, q in qs:
            tier2, total = [], []
            for _ in range(3):
                t = time.process_time()
                assemble_module.assemble(mesh, q)
                total.append((time.process_time() - t) * 1000)
                tier2.append(fills[-1])
            rows.append((kind, min(tier2), min(total)))
    finally:
        assemble_module.build_tier2 = real
        mesh.close()

    def pct(xs: list[float], q: float) -> float:
        return round(float(np.percentile(xs, q)), 3)

    kinds = list(dict.fromkeys(k for k, _a, _b in rows))
    return {"open_cpu_s": round(open_cpu, 2),
            "tier2_p50_ms": pct([r[1] for r in rows], 50), "tier2_p95_ms": pct([r[1] for r in rows], 95),
            "full_p50_ms": pct([r[2] for r in rows], 50), "full_p95_ms": pct([r[2] for r in rows], 95),
            "by_kind": {k: {"tier2_p50_ms": pct([r[1] for r in rows if r[0] == k], 50),
                            "full_p50_ms": pct([r[2] for r in rows if r[0] == k], 50)} for k in kinds}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--questions", type=int, default=48)
    ap.add_argument("--keep", help="folder to keep (and reuse) the generated KBs in")
    args = ap.parse_args()
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(args.keep) if args.keep else Path(tmp)
        out = {}
        for size in (int(s) for s in args.sizes.split(",")):
            kb, durations = kb_for(size, root)
            out[size] = measure(kb, durations, args.questions)
    print(f"load: {load}")
    first = None
    for size, r in out.items():
        first = first or r
        print(f"{size:>9,} spans: Tier-2 fill p50 {r['tier2_p50_ms']:.3f} p95 {r['tier2_p95_ms']:.3f} CPU-ms; "
              f"full context p50 {r['full_p50_ms']:.2f} p95 {r['full_p95_ms']:.2f}; open {r['open_cpu_s']} CPU-s")
        for kind, k in r["by_kind"].items():
            base = first["by_kind"][kind]["tier2_p50_ms"]
            ratio = k["tier2_p50_ms"] / base if base else float("nan")
            print(f"    {kind:<10} fill p50 {k['tier2_p50_ms']:7.3f}  ({ratio:4.1f}x the first size; goal ≤ {GOAL}x)"
                  f"   context p50 {k['full_p50_ms']:6.2f}")
    print(json.dumps({str(k): v for k, v in out.items()}))


if __name__ == "__main__":
    main()
