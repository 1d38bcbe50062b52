"""The demo battery at context level (DESIGN.md §8, issue 3 item 12).

Every item of examples/battery.yaml is assembled over the five demo KBs in each arm. The
``full``, ``hydrate`` and ``skeleton`` arms must hold every needle, no forbidden needle, the
Tier-0 needles and the expected route; the ``flat`` arm is the ablation baseline: its figures
are printed (run with ``-s``) and never asserted.
"""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.eval.battery import context_level, load_battery, summarize

from .conftest import BATTERY

ASSERTED_ARMS = ("full", "hydrate", "skeleton")
BATTERY_DATA = load_battery(BATTERY)


@pytest.fixture(scope="module")
def results(demo_mesh):
    return context_level(Engine(demo_mesh), BATTERY_DATA)


def test_battery_covers_every_class():
    classes = {i.cls for i in BATTERY_DATA.items}
    assert classes == {"quantitative", "comparative", "temporal", "verbatim", "open", "trap",
                       "collision", "routing", "follow-up"}
    assert 30 <= len(BATTERY_DATA.items) <= 40


CASES = [pytest.param(item, arm, id=f"{item.id}-{arm}")
         for item in BATTERY_DATA.items for arm in BATTERY_DATA.arms_for(item, ASSERTED_ARMS)]


@pytest.mark.parametrize(("item", "arm"), CASES)
def test_item(results, item, arm):
    (r,) = [r for r in results if r.id == item.id and r.arm == arm]
    assert r.passed, f"{item.id} [{arm}] {item.question!r}: " + "; ".join(r.problems())


def test_flat_baseline_is_reported(results):
    summary = summarize(results)
    print("\ncontext-level battery (flat = baseline, not asserted)")
    print(f"{'arm':<9} {'passed':>9} {'needle recall':>14} {'forbidden':>10} {'route err':>10} {'mean tokens':>12}")
    for arm in BATTERY_DATA.arms:
        s = summary[arm]
        print(f"{arm:<9} {s['passed']:>4}/{s['items']:<4} {s['needle_recall']:>14.3f} "
              f"{s['forbidden_hits']:>10} {s['route_errors']:>10} {s['tokens_mean']:>12.1f}")
    for r in results:
        if r.arm == "flat" and not r.passed:
            print(f"  flat {r.id}: {'; '.join(r.problems())}")
    assert set(summary) == set(BATTERY_DATA.arms)
    assert all(r.tokens > 0 for r in results)
