"""Tier-2 needle recall for BM25 alone, dense alone and the hybrid fill, on paraphrased
questions (examples/battery_paraphrase.yaml), plus the regular demo battery with the
hybrid fill on (it must still pass).

    python bench/dense_recall.py [--embedder onnx]

Ingests the demo KBs with the embedder into a temporary folder (offline), then runs the
context level under --dense off | only | on. Writes bench/results/dense_recall.json.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from noesis.answer import Engine
from noesis.eval.battery import context_level, load_battery
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--embedder", default="onnx")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "dense_recall.json"))
    args = ap.parse_args()
    para = load_battery(ROOT / "examples" / "battery_paraphrase.yaml")
    demo = load_battery(ROOT / "examples" / "battery.yaml")
    result: dict = {"embedder": args.embedder, "paraphrase": {}, "demo_battery_hybrid": {}}
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        spans = 0
        for kb in sorted(p for p in (ROOT / "examples").iterdir() if (p / "noesis.toml").exists()):
            rep = ingest(kb, Path(tmp) / f"{kb.name}.sqlite", embedder=args.embedder)
            spans += rep.counts["spans"]
        result["ingest"] = {"spans": spans, "seconds": round(time.perf_counter() - t0, 2)}
        for mode in ("off", "only", "on"):
            with Mesh.open(tmp, dense=mode) as mesh:
                rows = context_level(Engine(mesh), para, ["full"])
                found = sum(len(r.found) for r in rows)
                total = sum(len(r.found) + len(r.missing) for r in rows)
                result["paraphrase"][mode] = {
                    "items_passed": sum(not r.missing for r in rows), "items": len(rows),
                    "needle_recall": round(found / total, 3) if total else None,
                    "passed": [r.id for r in rows if not r.missing],
                }
        with Mesh.open(tmp, dense="on") as mesh:
            rows = context_level(Engine(mesh), demo, ["full", "hydrate", "skeleton"])
            result["demo_battery_hybrid"] = {
                "checks": len(rows), "passed": sum(not r.missing and not r.forbidden_hits for r in rows),
                "failed": [f"{r.id}/{r.arm}" for r in rows if r.missing or r.forbidden_hits],
            }
    print(f"ingest with {args.embedder}: {result['ingest']['spans']} spans in {result['ingest']['seconds']} s")
    print(f"{'Tier 2':<8} {'items passed':>14} {'needle recall':>14}")
    for mode, label in (("off", "BM25"), ("only", "dense"), ("on", "hybrid")):
        r = result["paraphrase"][mode]
        print(f"{label:<8} {r['items_passed']:>8} / {r['items']:<4} {r['needle_recall']:>14}")
    d = result["demo_battery_hybrid"]
    print(f"demo battery with the hybrid fill: {d['passed']} / {d['checks']} checks pass {d['failed'] or ''}")
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
