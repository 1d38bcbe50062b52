"""Tier 1, rule by rule (context/tier1.py) on the tiny KB (tests/unit/tinykb.py).

Which passages a rule should pick is worked out here from the fixture's cues (the cue
whose interval covers a position, the cues overlapping a window, the passages that name
both programmes), never by the engine.
"""

from __future__ import annotations

from dataclasses import replace

from noesis.context import tier1
from noesis.context.tier0 import build_tier0
from noesis.context.tier1 import (
    TIER1_RULES,
    addressed_windows,
    aligned_with_facts,
    build_tier1,
    co_mentions,
)

from .tinykb import (
    ALPHA,
    ALPHA_CSV,
    ALPHA_CUES,
    ALPHA_SRT,
    BETA,
    BETA_CSV,
    KB,
    NOTES,
    NOTES_TEXT,
    cue_covering,
    peak,
    trough,
)

PEAK_ALPHA = f"What was the peak share of {ALPHA}?"
COMPARE = f"Compare the peak share of {ALPHA} and {BETA}"
SAID_AT_3 = f"What was said at second 3 in {ALPHA}?"


def _args(tiny, question: str, **changes):
    plan = tiny.plan(question)
    if changes:
        plan = replace(plan, **changes)
    return plan, plan.kb(KB), tiny.inv, build_tier0(plan, [tiny.inv])


def _texts(tiny, picks) -> list[str]:
    """The text of each picked span, in pick order."""
    by_id = {s.id: s for s in tiny.store.spans_by_id([p.span_id for p in picks])}
    return [by_id[p.span_id].text for p in picks]


def _cue_text(cue) -> str:
    return cue[3]


def _both_named(text: str) -> bool:
    return ALPHA in text and BETA in text


# --------------------------------------------------------------------------- aligned_with_facts
def test_aligned_picks_the_cue_at_the_peak(tiny):
    picks = aligned_with_facts(*_args(tiny, PEAK_ALPHA))
    assert _texts(tiny, picks) == [_cue_text(cue_covering(peak(ALPHA)[1]))]
    assert {(p.rule, p.why, p.window) for p in picks} == {("aligned", f"aligned with {ALPHA} max share", None)}


def test_aligned_without_statistic_takes_both_extremes(tiny):
    picks = aligned_with_facts(*_args(tiny, f"Tell me about {ALPHA}"))
    expected = {_cue_text(cue_covering(peak(ALPHA)[1])), _cue_text(cue_covering(trough(ALPHA)[1]))}
    assert set(_texts(tiny, picks)) == expected and len(picks) == 2


def test_aligned_not_for_an_addressed_question_without_statistic(tiny):
    args = _args(tiny, SAID_AT_3)
    assert any(f.aligned for f in args[3].facts_of(KB))  # Tier 0 holds aligned facts …
    assert aligned_with_facts(*args) == []  # … but the question is about its address


def test_aligned_not_for_a_statistic_without_alignment(tiny):
    # the average has no position; Beta Show has no transcript to align with
    assert aligned_with_facts(*_args(tiny, f"What was the average share of {ALPHA}?")) == []
    assert aligned_with_facts(*_args(tiny, f"What was the peak share of {BETA}?")) == []


# --------------------------------------------------------------------------- co_mentions
def test_co_mentions_in_the_routed_sources(tiny):
    plan, kbp, inv, t0 = _args(tiny, COMPARE)
    assert NOTES not in plan.route.sources_in(KB)
    picks = co_mentions(plan, kbp, inv, t0)
    expected = [_cue_text(c) for c in ALPHA_CUES if _both_named(c[3])]
    assert _texts(tiny, picks) == expected
    assert {(p.rule, p.why) for p in picks} == {("co_mention", f"addressed: mentions {ALPHA} and {BETA}")}


def test_co_mentions_across_the_kb_when_unscoped(tiny):
    plan = tiny.plan(COMPARE)
    args = _args(tiny, COMPARE, route=replace(plan.route, sources=()))
    notes_paragraphs = [ln for ln in NOTES_TEXT.splitlines() if _both_named(ln)]
    expected = [_cue_text(c) for c in ALPHA_CUES if _both_named(c[3])] + notes_paragraphs
    # by source name, then position: alpha_show.srt before evening_notes.md
    assert sorted([ALPHA_SRT, NOTES]) == [ALPHA_SRT, NOTES]
    assert _texts(tiny, co_mentions(*args)) == expected


def test_co_mentions_need_two_entities(tiny):
    assert co_mentions(*_args(tiny, PEAK_ALPHA)) == []


# --------------------------------------------------------------------------- addressed_windows
def test_addressed_point_picks_the_covering_cue(tiny):
    plan, kbp, inv, t0 = _args(tiny, SAID_AT_3)
    picks = addressed_windows(plan, kbp, inv, t0)
    assert _texts(tiny, picks) == [_cue_text(cue_covering(3))]
    assert picks[0].rule == "address" and picks[0].window == kbp.windows[0]
    assert picks[0].why == "addressed: at second 3"


def test_addressed_range_picks_overlapping_cues_nearest_first(tiny):
    lo, hi = 3, 6
    picks = addressed_windows(*_args(tiny, f"What was said between second {lo} and second {hi} in {ALPHA}?"))
    overlapping = [c for c in ALPHA_CUES if c[0] < hi and c[1] > lo]
    expected = [_cue_text(c) for c in sorted(overlapping, key=lambda c: (abs(c[0] - lo), c[0]))]
    assert _texts(tiny, picks) == expected


def test_addressed_around_orders_by_distance_to_the_anchor(tiny):
    anchor = 5
    picks = addressed_windows(*_args(tiny, f"What was said around second {anchor} in {ALPHA}?"))
    # ±30 s covers every cue; nearest start first, ties by position in the transcript
    expected = [_cue_text(c) for c in sorted(ALPHA_CUES, key=lambda c: (abs(c[0] - anchor), c[0]))]
    assert _texts(tiny, picks) == expected


def test_addressed_windows_keep_at_most_the_cap(tiny, monkeypatch):
    monkeypatch.setattr(tier1, "MAX_ADDRESSED_PER_WINDOW", 1)
    picks = addressed_windows(*_args(tiny, f"What was said around second 5 in {ALPHA}?"))
    assert _texts(tiny, picks) == [_cue_text(cue_covering(5))]


def test_no_address_no_addressed_pick(tiny):
    assert addressed_windows(*_args(tiny, PEAK_ALPHA)) == []


def test_unresolved_only_draws_nothing_at_its_address(tiny):
    plan, kbp, inv, t0 = _args(tiny, "What was said at second 3 in Gamma Show?")
    assert plan.unresolved_only and kbp.windows
    assert addressed_windows(plan, kbp, inv, t0) == []


# --------------------------------------------------------------------------- order of TIER1_RULES
def test_tier1_rules_order_and_first_pick_wins(tiny):
    assert [r.__name__ for r in TIER1_RULES] == ["aligned_with_facts", "co_mentions", "addressed_windows"]
    # no metric named: the whole-series peak stays in Tier 0 beside the address (with a named
    # metric the address is the interval asked for, and the all-time peak is left out)
    plan, kbp, inv, t0 = _args(tiny, f"What was the peak of {ALPHA} at second 3?")
    aligned, addressed = aligned_with_facts(plan, kbp, inv, t0), addressed_windows(plan, kbp, inv, t0)
    assert {p.span_id for p in aligned} == {p.span_id for p in addressed}  # same cue, two rules
    (item,) = build_tier1(plan, [inv], t0).items
    assert item.rule == "aligned"  # the earlier rule's pick is the one kept
    assert item.label is not None and item.label.startswith("At second 3")


# --------------------------------------------------------------------------- build_tier1
def test_build_tier1_orders_by_position_and_labels_only_points(tiny):
    plan, kbp, inv, t0 = _args(tiny, f"Tell me about {ALPHA}")
    t1 = build_tier1(plan, [inv], t0)
    starts = [i.evidence.start for i in t1.items]
    assert starts == sorted(starts) and len(starts) == 2  # the trough's cue before the peak's
    assert [i.label for i in t1.items] == [None, None]  # aligned passages carry no label


def test_build_tier1_point_label_prefixes_the_line(tiny):
    plan, kbp, inv, t0 = _args(tiny, SAID_AT_3)
    (item,) = build_tier1(plan, [inv], t0).items
    assert item.label.startswith("At second 3")
    assert item.text.startswith(item.label + " — ")
    assert item.text.endswith(_cue_text(cue_covering(3)))


def test_build_tier1_range_carries_no_label(tiny):
    plan, kbp, inv, t0 = _args(tiny, f"What was said between second 3 and second 6 in {ALPHA}?")
    t1 = build_tier1(plan, [inv], t0)
    assert t1.items and all(i.label is None for i in t1.items)


def test_build_tier1_dedupes_and_records_seen(tiny):
    plan, kbp, inv, t0 = _args(tiny, f"What was the peak share of {ALPHA} at second 3?")
    t1 = build_tier1(plan, [inv], t0)
    assert t1.seen == frozenset((KB, i.ref) for i in t1.items)
    assert len({i.ref for i in t1.items}) == len(t1.items)


def test_resolved_files_are_the_route_plus_what_tier1_drew(tiny):
    plan, kbp, inv, t0 = _args(tiny, COMPARE)
    assert build_tier1(plan, [inv], t0).resolved_files == ((KB, tuple(sorted((ALPHA_CSV, ALPHA_SRT, BETA_CSV)))),)
    unscoped = replace(plan, route=replace(plan.route, sources=()))
    t1 = build_tier1(unscoped, [inv], build_tier0(unscoped, [inv]))
    assert t1.resolved_files == ((KB, tuple(sorted({i.source for i in t1.items}))),)
    assert NOTES in dict(t1.resolved_files)[KB]


def test_flat_arm_has_no_tier1(tiny):
    plan = tiny.plan(SAID_AT_3, arm="flat")
    t1 = build_tier1(plan, [tiny.inv], build_tier0(plan, [tiny.inv]))
    assert t1.items == () and t1.seen == frozenset()
    assert t1.resolved_files == ((KB, (ALPHA_CSV, ALPHA_SRT)),)
