"""Write an evaluation's report.md, summary.json and plots again from its recorded answers.

    python bench/eval_report.py docs/results/qwen2.5-coder-0.5b docs/results/smollm2-135m \\
        --engine examples/battery.yaml --mesh KBS

Reads each folder's ``answers.jsonl`` and ``summary.json`` (for the model, runs, arms, the
command, the context-level figures and the needs-prose map) and rewrites the report files
with today's formatting; the recorded answers and their scores are not touched. With
``--engine BATTERY --mesh KBS`` the deterministic-engine row (today's engine alone, no model)
is added to every table and plot.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from noesis.eval.battery import load_battery
from noesis.eval.engine_row import ENGINE_ARM, engine_records
from noesis.eval.report import SUMMARY_FILE, write_answer_report
from noesis.eval.runner import ANSWERS_FILE, read_answers
from noesis.mesh import Mesh


def rewrite(folder: Path, engine: list[dict]) -> dict[str, Path]:
    summary = json.loads((folder / SUMMARY_FILE).read_text(encoding="utf-8"))
    records = read_answers(folder / ANSWERS_FILE)
    arms = [a for a in summary["arms"] if a != ENGINE_ARM]
    return write_answer_report(folder, records, model=summary["model"], battery=summary["battery"],
                               runs=summary["runs"], arms=arms, command=summary.get("command"),
                               context=summary.get("context"), prose=summary.get("needs_prose"),
                               engine=engine)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("folders", nargs="+", type=Path)
    ap.add_argument("--engine", type=Path, help="battery for the deterministic-engine row")
    ap.add_argument("--mesh", type=Path, action="append", help="the KBs the battery is asked over")
    args = ap.parse_args()
    engine: list[dict] = []
    if args.engine:
        if not args.mesh:
            ap.error("--engine needs --mesh")
        with Mesh.open(args.mesh) as mesh:
            engine = engine_records(mesh, load_battery(args.engine))
    for folder in args.folders:
        paths = rewrite(folder, engine)
        print(f"{folder}: " + ", ".join(p.name for p in paths.values()))


if __name__ == "__main__":
    main()
