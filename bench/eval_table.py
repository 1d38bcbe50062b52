"""The results table of docs/evaluation.md, from the raw answers of `noesis eval` runs.

    python bench/eval_table.py docs/results/qwen2.5-coder-0.5b docs/results/smollm2-135m-n3
    python bench/eval_table.py OLD_RUN --rescore examples/battery.yaml   # today's needles
    python bench/eval_table.py RUN --engine examples/battery.yaml --mesh KBS  # + the engine-alone row

Reads each folder's ``answers.jsonl`` (never the report), so the figures are the runs'
own. ``--rescore`` scores the recorded answers again against a battery file: a run made
before a needle was corrected is then comparable with a run made after it. Each row gives,
per arm, the model's own text (verification off) and the answer as given under the run's
policy (``--verify repair`` replaces flagged answers), strict accuracy over all runs, the
spread over runs, quantitative exact values, trap refusals, flagged answers, mean prompt
tokens and median latency (of run 0: later runs reuse the cached prompt). ``--engine``
adds the deterministic row: today's engine alone (no model), one run, over ``--mesh``.
Cells as in the report (:mod:`noesis.eval.figures`): ``k/n (p %)``, ``no items``, ``not run``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from noesis.eval.battery import load_battery
from noesis.eval.engine_row import ENGINE_ARM, engine_records
from noesis.eval.figures import NOT_RUN, spread
from noesis.eval.figures import frac as _frac
from noesis.eval.metrics import answer_metrics, percentile
from noesis.eval.runner import ANSWERS_FILE, is_refusal, score
from noesis.mesh import Mesh


def load(folder: Path, battery=None) -> list[dict]:
    records = [json.loads(line) for line in (folder / ANSWERS_FILE).read_text(encoding="utf-8").splitlines()
               if line.strip()]
    if battery is None:
        return records
    items = {i.id: i for i in battery.items}
    for r in records:
        item = items.get(r["id"])
        if item is None:
            continue
        r.update(score(item, r["answer"]))
        r["needles"] = list(item.needles)
        if r.get("original_answer") is not None:
            r["original_correct"] = score(item, r["original_answer"])["correct"]
            r["original_refused"] = is_refusal(r["original_answer"])
    return records


def frac(k: int, n: int) -> str:
    return _frac(k, n, space=" ")


def _latency(ms: float | None) -> str:
    if ms is None:
        return NOT_RUN
    return f"{ms / 1000:.1f} s" if ms >= 1000 else f"{ms:.0f} ms"


_NAMES = {"flat": "**flat** (baseline)", ENGINE_ARM: "**deterministic** (engine alone, no model)"}


def table(records: list[dict]) -> str:
    m = answer_metrics(records)
    rows = ["| arm | accuracy, model's text | accuracy, as answered | per run (model's text) | "
            "spread over runs (model's text) | "
            "quantitative exact values (model's → answered) | trap refusals (model's → answered) | "
            "answers flagged | mean prompt tokens | median latency (run 0) |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    for arm in m["arms"]:
        s = m["by_arm"][arm]
        q = m["by_class"].get("quantitative", {}).get(arm)
        runs = ", ".join(f"{r['own_correct']}/{r['scored']}" for r in s["per_run"])
        quant = f"{q['own']['correct']}/{q['scored']} → {q['correct']}/{q['scored']}" if q else NOT_RUN
        traps = f"{s['own']['trap_refusals']}/{s['traps']} → {s['trap_refusals']}/{s['traps']}"
        v = s["verification"]
        # run 0 only: llama.cpp reuses the KV cache of an identical prompt, so runs 1…N-1
        # of an item (asked right after run 0) mostly skip the prompt's prefill
        lat = percentile([float(r["timings"]["total"]) for r in records
                          if r["arm"] == arm and r.get("run", 0) == 0 and "total" in (r.get("timings") or {})], 50)
        tokens = s["prompt_tokens"]["mean"]
        flagged = f"{v['flagged']}/{v['checked']}" if v["checked"] else NOT_RUN
        rows.append(f"| {_NAMES.get(arm, arm)} | {frac(s['own']['correct'], s['scored'])} | "
                    f"{frac(s['correct'], s['scored'])} | {runs} | {spread(s['per_run'], 'own_correct', space=' ')} | "
                    f"{quant} | {traps} | {flagged} | "
                    f"{'no model call' if tokens is None else f'{tokens:.0f}'} | {_latency(lat)} |")
    return "\n".join(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("folders", nargs="+", type=Path)
    ap.add_argument("--rescore", type=Path, help="score the answers again against this battery")
    ap.add_argument("--engine", type=Path, help="add the engine-alone row: answer this battery with no model")
    ap.add_argument("--mesh", type=Path, action="append", help="with --engine: the KBs")
    args = ap.parse_args()
    battery = load_battery(args.rescore) if args.rescore else None
    engine: list[dict] = []
    if args.engine:
        if not args.mesh:
            ap.error("--engine needs --mesh")
        with Mesh.open(args.mesh) as mesh:
            engine = engine_records(mesh, load_battery(args.engine))
    for folder in args.folders:
        records = load(folder, battery)
        model = records[0]["model"] if records else "?"
        runs = len({r["run"] for r in records})
        print(f"### {folder.name} — `{model}`, {len(records)} answers, N = {runs}\n")
        print(table(records + engine))
        print()


if __name__ == "__main__":
    main()
