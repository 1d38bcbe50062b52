"""bench/eval_table.py: the docs' results table is computed from raw answers, and
``--rescore`` applies today's needles to an old run."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from noesis.eval.battery import load_battery

from ..conftest import EXAMPLES

BENCH = Path(__file__).resolve().parents[2] / "bench" / "eval_table.py"


def _module():
    spec = importlib.util.spec_from_file_location("eval_table", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _rec(arm, run, answer, *, correct, original=None):
    r = {"id": "open-highest-share", "class": "open", "arm": arm, "run": run, "answer": answer,
         "needles": ["37.5", "36.5", "31.4", "24.8"], "correct": correct, "refused": False,
         "expect_refusal": False, "forbidden_hits": [], "hydration": {}, "usage": {"prompt_tokens": 700},
         "timings": {"total": 1000.0 * (run + 1)}, "repaired": original is not None,
         "verification": {"ok": original is None}, "model": "m"}
    if original is not None:
        r["original_answer"], r["original_correct"] = original, False
    return r


def test_table_and_rescore(tmp_path):
    mod = _module()
    recs = [_rec("full", 0, "Italia Sera had the highest share: 37.5%.", correct=False),
            _rec("full", 1, "Italia Sera had the highest share: 37.5%.", correct=False,
                 original="Evening Panorama, 31.4%.")]
    (tmp_path / "answers.jsonl").write_text("\n".join(json.dumps(r) for r in recs) + "\n", encoding="utf-8")
    row = [ln for ln in mod.table(mod.load(tmp_path)).splitlines() if ln.startswith("| full")][0]
    assert "| 0/2 (0 %) | 0/2 (0 %) | 0/1, 0/1 |" in row and row.endswith("| 1/2 | 700 | 1.0 s |")
    # the battery's needles for this item are now the winner and its value
    rescored = mod.load(tmp_path, load_battery(EXAMPLES / "battery.yaml"))
    assert [r["correct"] for r in rescored] == [True, True] and rescored[1]["original_correct"] is False
    row = [ln for ln in mod.table(rescored).splitlines() if ln.startswith("| full")][0]
    assert "| 1/2 (50 %) | 2/2 (100 %) | 1/1, 0/1 |" in row


def test_spread_and_the_engine_row(tmp_path):
    mod = _module()
    recs = [_rec("full", 0, "x", correct=True), _rec("full", 1, "x", correct=False)]
    engine = [{**_rec("deterministic", 0, "Italia Sera, 37.5%.", correct=True), "usage": {}, "verification": None,
               "timings": {"total": 3.0}, "model": "engine alone (no model)"}]
    lines = mod.table(recs + engine).splitlines()
    assert "| spread over runs (model's text) |" in lines[0]
    full = next(ln for ln in lines if ln.startswith("| full"))
    # run 0 right (100 %), run 1 wrong (0 %): sample sd of [100, 0] is 70.7 pp
    assert "| 1/1, 0/1 | 0–100 % (sd 70.7 pp), 2 runs |" in full
    det = next(ln for ln in lines if ln.startswith("| **deterministic**"))
    assert "| 1/1 (100 %) | 1/1 (100 %) | 1/1 | 1 run | not run |" in det  # no quantitative item: not run
    assert det.endswith("| not run | no model call | 3 ms |")
