"""Score a stored TAT-QA model run again with today's reading of its replies.

A model run (``bench/tatqa.py --llm … --arm …``) stores every reply's text in its
``answers.jsonl``. This command re-reads each reply that came from the model with the engine's
short-answer cut (:mod:`noesis.answer.shortanswer`, through ``noesis.eval.tatqa.prediction``)
and scores it again; the engine's own answers are kept as they were, or, with
``--deterministic``, taken from a fresh deterministic run (``bench/tatqa.py`` without ``--llm``)
wherever that run now answers the question (such a question would not reach the model today).
The model's replies are the stored run's: its prompts may differ from today's, so the figure is
a re-reading, not a new run (docs/benchmarks.md says which is which)::

    PYTHONPATH=src python bench/tatqa_rescore.py bench/results/tatqa_qwen/q15_full/answers.jsonl
    PYTHONPATH=src python bench/tatqa_rescore.py RUN/answers.jsonl --deterministic DET/answers.jsonl

Prints EM / F1 overall, of the model's answers, and on the two parts of the dev set the
project develops and holds out on (a context is held out when its uid's sha256, read as a
number from its first 8 hex digits, is divisible by 3).
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

from noesis.eval.tatqa import prediction, score


def held_out(context: str) -> bool:
    return int(hashlib.sha256(context.encode()).hexdigest()[:8], 16) % 3 == 0


def rescored(row: dict, now: dict | None) -> dict:
    """One record scored again: the fresh deterministic answer when it answers, else the
    model's reply read again, else the stored score (an engine answer)."""
    if now is not None and now["answered"]:
        return {**row, "em": now["em"], "f1": now["f1"], "pred": now["pred"], "by": "engine now"}
    if not row["reached_model"] or row["deterministic"]:
        return {**row, "by": "engine then"}
    p = prediction(row["question"], row["text"], None)
    s = score(row["gold"], row["gold_scale"], row["answer_type"], p)
    return {**row, "em": s.em, "f1": s.f1, "pred": list(p.answer), "by": "model"}


def line(name: str, rows: list[dict]) -> str:
    n = len(rows)
    em = sum(r["em"] for r in rows)
    f1 = sum(r["f1"] for r in rows)
    return f"{name:<22} {n:>4} questions  EM {100 * em / max(n, 1):5.1f} ({em:.0f})  F1 {100 * f1 / max(n, 1):5.1f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", type=Path, help="a model run's answers.jsonl")
    ap.add_argument("--deterministic", type=Path, help="a deterministic run's answers.jsonl (same dev file)")
    args = ap.parse_args(argv)
    rows = [json.loads(x) for x in args.run.read_text(encoding="utf-8").splitlines() if x.strip()]
    now = {}
    if args.deterministic:
        now = {d["uid"]: d for d in map(json.loads, args.deterministic.read_text(encoding="utf-8").splitlines())}
    out = [rescored(r, now.get(r["uid"])) for r in rows]
    print(line("all", out))
    for by in ("engine now", "engine then", "model"):
        print(line(f"  answered by {by}", [r for r in out if r["by"] == by]))
    print(line("dev two thirds", [r for r in out if not held_out(r["context"])]))
    print(line("held-out third", [r for r in out if held_out(r["context"])]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
