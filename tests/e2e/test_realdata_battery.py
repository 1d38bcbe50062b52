"""The real-data battery (examples/realdata/battery.yaml) at context level.

The three real-data KBs (gapminder, nyc-weather, seattle) are ingested once per session and
every item is assembled in the ``full``, ``hydrate`` and ``skeleton`` arms: every needle
present, no forbidden needle, the expected route. The needles come from
tests/e2e/realdata_truth.py (the committed CSVs read with :mod:`csv`, never the engine);
``test_battery_matches_truth`` recomputes them and compares with the committed YAML.

Items the engine gets wrong today are listed in ``EXPECTED_FAILURES`` and marked
``xfail(strict=True)``: a fix shows up as XPASS, which fails, so the list must shrink with it.
"""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.eval.battery import context_level, load_battery, summarize

from .conftest import REALDATA
from .realdata_truth import SPECS, render_battery, truth_of

ASSERTED_ARMS = ("full", "hydrate", "skeleton")
BATTERY_PATH = REALDATA / "battery.yaml"
BATTERY_DATA = load_battery(BATTERY_PATH)

#: item id -> why it fails today (every asserted arm), or (item id, arm) -> why (one arm)
EXPECTED_FAILURES: dict[str | tuple[str, str], str] = {}


def _mark(item_id: str, arm: str) -> list:
    reason = EXPECTED_FAILURES.get((item_id, arm)) or EXPECTED_FAILURES.get(item_id)
    return [pytest.mark.xfail(strict=True, reason=reason)] if reason else []


CASES = [pytest.param(item, arm, id=f"{item.id}-{arm}", marks=_mark(item.id, arm))
         for item in BATTERY_DATA.items for arm in BATTERY_DATA.arms_for(item, ASSERTED_ARMS)]


@pytest.fixture(scope="module")
def results(realdata_mesh):
    return context_level(Engine(realdata_mesh), BATTERY_DATA)


def test_battery_matches_truth():
    """The committed YAML is what realdata_truth computes from the committed CSVs."""
    assert BATTERY_PATH.read_text(encoding="utf-8") == render_battery()
    by_id = {i.id: i for i in BATTERY_DATA.items}
    assert len(by_id) == len(SPECS) >= 40
    for spec in SPECS:
        truth = truth_of(spec)
        assert by_id[spec.id].needles == truth.needles, spec.id
        assert by_id[spec.id].forbidden == truth.forbidden, spec.id


def test_truth_spot_checks():
    """A few values read off the CSVs by hand, so the truth code itself is checked."""
    values = {s.id: truth_of(s) for s in SPECS}
    assert values["at-rwanda-1992"].needles == ("23.599",)
    assert values["rank-lifeexp-2007"].needles == ("Japan", "82.603")
    assert values["window-year-lifeexp-1952"].needles == ("Norway", "72.67")
    assert values["change-china-lifeexp"].needles == ("28.961", "44", "72.961")
    assert values["no-reading-rwanda-1990"].forbidden == ("33.8095",)


def test_expected_failures_name_real_items():
    ids = {i.id for i in BATTERY_DATA.items}
    for key in EXPECTED_FAILURES:
        item_id, arm = key if isinstance(key, tuple) else (key, ASSERTED_ARMS[0])
        assert item_id in ids and arm in ASSERTED_ARMS, key


@pytest.mark.parametrize(("item", "arm"), CASES)
def test_item(results, item, arm):
    (r,) = [r for r in results if r.id == item.id and r.arm == arm]
    assert r.passed, f"{item.id} [{arm}] {item.question!r}: " + "; ".join(r.problems())


def test_results_are_reported(results):
    summary = summarize(results)
    print("\nreal-data battery at context level (flat = baseline, not asserted)")
    print(f"{'arm':<9} {'passed':>9} {'needle recall':>14} {'forbidden':>10} {'route err':>10} {'mean tokens':>12}")
    for arm in BATTERY_DATA.arms:
        s = summary[arm]
        print(f"{arm:<9} {s['passed']:>4}/{s['items']:<4} {s['needle_recall']:>14.3f} "
              f"{s['forbidden_hits']:>10} {s['route_errors']:>10} {s['tokens_mean']:>12.1f}")
    for r in results:
        if r.arm != "flat" and not r.passed:
            print(f"  {r.arm:<8} {r.id}: {'; '.join(r.problems())}")
    assert set(summary) == set(BATTERY_DATA.arms)
    assert all(r.tokens > 0 for r in results)
