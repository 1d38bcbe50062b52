"""Answer-level figures from hand-made records."""

from __future__ import annotations

import pytest

from noesis.eval.battery import load_battery
from noesis.eval.metrics import answer_metrics, context_summary, failures, group_metrics, percentile


def rec(id_, cls, arm, *, run=0, needles=("1",), correct=True, refused=False, expect_refusal=False,
        forbidden=(), fired=False, forced=False, prose=False, prompt=100, timings=None, degraded=None):
    return {"id": id_, "class": cls, "arm": arm, "run": run, "needles": list(needles),
            "missing": [] if correct else list(needles)[:1], "correct": correct,
            "forbidden_hits": list(forbidden), "refused": refused, "expect_refusal": expect_refusal,
            "hydration": {"fired": fired, "forced": forced, "fetched": []}, "needs_prose": prose,
            "usage": {"prompt_tokens": prompt, "completion_tokens": 5}, "context_tokens": prompt - 10,
            "timings": timings if timings is not None else {"context": 10.0, "answer": 100.0, "total": 110.0},
            "degraded": degraded, "answer": "x"}


RECORDS = [
    # quantitative, full: 2 of 3 correct; one refused although answerable
    rec("q1", "quantitative", "full", prompt=100),
    rec("q1", "quantitative", "full", run=1, prompt=200),
    rec("q2", "quantitative", "full", correct=False, refused=True, prompt=300),
    # traps, full: one refused (right), one confabulated with two forbidden hits
    rec("t1", "trap", "full", expect_refusal=True, refused=True, needles=()),
    rec("t2", "trap", "full", expect_refusal=True, needles=(), forbidden=("37.5", "Italia Sera")),
    # hydrate arm: 3 need prose (2 fired, one by force), 2 answered by the skeleton (1 fired)
    rec("p1", "verbatim", "hydrate", prose=True, fired=True,
        timings={"context": 5.0, "phase1": 50.0, "fetch": 2.0, "phase2": 80.0, "total": 137.0}),
    rec("p2", "verbatim", "hydrate", prose=True, forced=True,
        timings={"context": 5.0, "fetch": 2.0, "phase2": 60.0, "total": 67.0}),
    rec("p3", "verbatim", "hydrate", prose=True, correct=False,
        timings={"context": 5.0, "phase1": 40.0, "total": 45.0}),
    rec("s1", "quantitative", "hydrate", fired=True,
        timings={"context": 5.0, "phase1": 30.0, "fetch": 1.0, "phase2": 30.0, "total": 66.0}),
    rec("s2", "quantitative", "hydrate", degraded="phase 1: timeout", refused=True, correct=False,
        timings={"context": 5.0, "total": 6.0}),
    # a routing item without needles: not scored for accuracy
    rec("r1", "routing", "flat", needles=(), correct=True),
]


def test_percentile_interpolates():
    assert percentile([], 50) is None
    assert percentile([4.0], 95) == 4.0
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([10, 20, 30, 40, 50], 95) == 48.0
    assert percentile([3, 1, 2], 0) == 1 and percentile([3, 1, 2], 100) == 3


def test_per_class_and_arm():
    m = answer_metrics(RECORDS)
    assert m["arms"] == ["full", "hydrate", "flat"]  # the battery format's arm order
    assert m["classes"] == ["quantitative", "verbatim", "trap", "routing"]
    q = m["by_class"]["quantitative"]["full"]
    assert (q["correct"], q["scored"], q["accuracy"]) == (2, 3, 0.6667)
    assert (q["answerable_refusals"], q["answerable"]) == (1, 3)
    assert q["traps"] == 0 and q["trap_refusal_rate"] is None
    t = m["by_class"]["trap"]["full"]
    assert (t["trap_refusals"], t["traps"], t["trap_refusal_rate"]) == (1, 2, 0.5)
    assert t["scored"] == 0 and t["accuracy"] is None  # trap items here carry no needles
    assert (t["forbidden_answers"], t["forbidden_hits"]) == (1, 2)
    assert "hydrate" not in m["by_class"]["trap"]
    full = m["by_arm"]["full"]
    assert (full["answers"], full["correct"], full["scored"]) == (5, 2, 3)
    assert (full["trap_refusals"], full["answerable_refusals"]) == (1, 1)
    assert full["prompt_tokens"] == {"n": 5, "mean": 160.0, "median": 100.0}
    assert full["context_tokens"]["mean"] == 150.0
    flat = m["by_arm"]["flat"]
    assert flat["scored"] == 0 and flat["accuracy"] is None and flat["answers"] == 1


def test_hydration_rates_split_by_need_for_prose():
    h = answer_metrics(RECORDS)["by_arm"]["hydrate"]["hydration"]
    assert (h["needs_prose_fired"], h["needs_prose"]) == (2, 3)  # forced counts as fired
    assert h["needs_prose_rate"] == pytest.approx(0.6667)
    assert (h["skeleton_fired"], h["skeleton_answers"], h["skeleton_rate"]) == (1, 2, 0.5)
    # an explicit id → needs-prose map overrides the records' own flags
    h2 = answer_metrics(RECORDS, prose={"s1": True, "p3": False})["by_arm"]["hydrate"]["hydration"]
    assert (h2["needs_prose_fired"], h2["needs_prose"]) == (3, 3)
    assert (h2["skeleton_fired"], h2["skeleton_answers"]) == (0, 2)


def test_latency_per_phase_and_degraded():
    hyd = answer_metrics(RECORDS)["by_arm"]["hydrate"]
    lat = hyd["latency_ms"]
    assert lat["phase1"] == {"n": 3, "median": 40.0, "p95": 49.0, "mean_per_answer": 24.0}
    assert lat["phase2"]["n"] == 3 and lat["phase2"]["median"] == 60.0
    assert lat["answer"] == {"n": 0, "median": None, "p95": None, "mean_per_answer": 0.0}
    assert lat["total"]["median"] == 66.0
    assert hyd["degraded"] == 1


def test_failures_list_every_kind_of_miss():
    f = {(x["id"], x["run"]): x["problems"] for x in failures(RECORDS)}
    assert f[("q2", 0)] == ["missing ['1']", "refused an answerable question"]
    assert f[("t2", 0)] == ["forbidden ['37.5', 'Italia Sera']", "did not refuse"]
    assert f[("s2", 0)][-1] == "degraded: phase 1: timeout"
    assert ("q1", 0) not in f and ("t1", 0) not in f and ("r1", 0) not in f


def test_group_metrics_of_nothing():
    g = group_metrics([])
    assert g["answers"] == 0 and g["accuracy"] is None and g["latency_ms"]["total"]["median"] is None


def test_context_summary_reuses_context_level(demo_mesh, battery_file):
    battery = load_battery(battery_file)
    results, summary = context_summary(demo_mesh, battery, ["skeleton", "flat"])
    assert [(r.id, r.arm) for r in results][:2] == [("peak-italia-sera", "skeleton"),
                                                     ("peak-italia-sera", "flat")]
    assert set(summary) == {"skeleton", "flat"}
    s = summary["skeleton"]
    assert s["items"] == 4 and s["needles"] == 5  # 2 + 0 + 1 + 2 needles
    assert s["needles_found"] == 4  # the injury is only in prose
    assert s["tokens_mean"] > 0


def test_own_text_and_per_run_figures():
    repaired_right = dict(rec("a", "quantitative", "full", correct=True), repaired=True,
                          original_correct=False, original_answer="It was 99%.")
    repaired_trap = dict(rec("t", "trap", "full", needles=(), expect_refusal=True, refused=True), repaired=True,
                         original_correct=False, original_answer="The peak was 37.5%.")
    own_trap = rec("t", "trap", "full", run=1, needles=(), expect_refusal=True, refused=True)
    plain = rec("a", "quantitative", "full", run=1, correct=False)
    m = group_metrics([repaired_right, repaired_trap, own_trap, plain])
    assert (m["correct"], m["own"]["correct"]) == (1, 0)
    assert (m["trap_refusals"], m["own"]["trap_refusals"]) == (2, 1)
    assert m["per_run"] == [{"run": 0, "correct": 1, "own_correct": 0, "scored": 1},
                            {"run": 1, "correct": 0, "own_correct": 0, "scored": 1}]


def test_a_needle_less_item_refused_is_no_false_refusal():
    """An ambiguous name answered by "which one do you mean?": no needles, not a trap."""
    records = [rec("c1", "collision", "full", needles=(), refused=True, forbidden=()),
               rec("q1", "quantitative", "full", correct=False, refused=True)]
    full = answer_metrics(records)["by_arm"]["full"]
    assert (full["answerable_refusals"], full["answerable"]) == (1, 1)
    assert [f["id"] for f in failures(records) if "refused an answerable question" in f["problems"]] == ["q1"]
