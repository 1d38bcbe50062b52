"""A question that names nothing is routed to every KB: context cost at 1, 10 and 50 KBs.

    python bench/fanout_bench.py [--counts 1,10,50] [--rounds 5] [--keep DIR]
                                 [--out bench/results/fanout.json]

The KBs are copies of ``examples/broadcast-uk`` under distinct ``[kb]`` names (same axis,
same vocabulary), ingested once into ``--keep`` (or a temporary folder). Four questions
that name no programme, KB or source are assembled under the full arm after a warm-up;
each is timed ``--rounds`` times in CPU time. Prints p50/p95 per KB count and the growth
per KB beside the previous run (issue 17: "p95 grows 2.1 ms per KB").
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

from figures import Figure, figures_dict, previous_figures, print_figures

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = ["What did they say about the weather?", "Who talked about the harbour and the market?",
             "What was the peak share?", "Was anything said about football?"]


def build(n: int, folder: Path) -> list[Path]:
    from noesis.ingest.pipeline import ingest

    out = []
    for i in range(1, n + 1):
        kb = folder / f"uk{i:02d}.sqlite"
        if not kb.exists():
            src = folder / f"src-{i:02d}"
            shutil.copytree(ROOT / "examples" / "broadcast-uk", src, dirs_exist_ok=True)
            manifest = src / "noesis.toml"
            text = manifest.read_text(encoding="utf-8")
            manifest.write_text(re.sub(r'(?m)^name = "broadcast-uk"$', f'name = "uk{i:02d}"', text, count=1),
                                encoding="utf-8")
            ingest(src, kb, workers=1)
            shutil.rmtree(src)
        out.append(kb)
    return out


def measure(kbs: list[Path], rounds: int) -> dict[str, float]:
    from noesis.answer import Engine
    from noesis.mesh import Mesh

    with Mesh.open(kbs) as mesh:
        engine = Engine(mesh.warm())
        for q in QUESTIONS:
            engine.context(q, arm="full")
        times = []
        for _ in range(rounds):
            for q in QUESTIONS:
                t = time.process_time()
                engine.context(q, arm="full")
                times.append(1000 * (time.process_time() - t))
    times.sort()
    return {"p50_ms": round(times[len(times) // 2], 2), "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--counts", default="1,10,50")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--keep", type=Path, default=None, help="folder to keep (and reuse) the KBs in")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "fanout.json")
    args = ap.parse_args()
    counts = [int(c) for c in args.counts.split(",")]
    with tempfile.TemporaryDirectory(prefix="noesis-fanout-") as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        kbs = build(max(counts), folder)
        results = {str(n): measure(kbs[:n], args.rounds) for n in counts}
    for n, r in results.items():
        print(f"{n:>3} KBs: context p50 {r['p50_ms']:.1f}  p95 {r['p95_ms']:.1f} CPU-ms")
    lo, hi = str(min(counts)), str(max(counts))
    per_kb = (results[hi]["p95_ms"] - results[lo]["p95_ms"]) / max(1, max(counts) - min(counts))
    figs = [Figure(f"fanout.{n}.p95_ms", r["p95_ms"], "CPU-ms") for n, r in results.items()]
    figs.append(Figure("fanout.p95_growth_per_kb_ms", round(per_kb, 2), "CPU-ms"))
    print_figures(figs, previous_figures(args.out))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"machine": {"cpus": os.cpu_count(), "load": os.getloadavg()},
                                    "command": "python bench/fanout_bench.py " + " ".join(sys.argv[1:]),
                                    "questions": QUESTIONS, "counts": results, "figures": figures_dict(figs)},
                                   indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
