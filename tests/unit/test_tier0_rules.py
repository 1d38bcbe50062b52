"""Tier 0, rule by rule (context/tier0.py) on the tiny KB (tests/unit/tinykb.py).

Each rule is called directly on a plan from ``make_plan``; what it should select is
computed here from the fixture's rows (``max()``, ``min()``, slices), never by the engine.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from noesis.context import tier0
from noesis.context.evidence import Notice
from noesis.context.tier0 import (
    COMPUTATION_RULES,
    FACT_RULES,
    anchored_entity_facts,
    build_tier0,
    named_metric_facts,
    pairwise_differences,
    superlative_ranking,
    values_at_addresses,
)
from noesis.facts.operators import Difference, Ranking, ValueAt, WindowExtremes

from .tinykb import ALPHA, ALPHA_CSV, ALPHA_SHARE, BETA, HOST_P1, HOST_P2, KB, SHARES, peak, trough

PEAK_ALPHA = f"What was the peak share of {ALPHA}?"
COMPARE = f"Compare the peak share of {ALPHA} and {BETA}"
RANK = "Which programme had the highest share?"


def _what(f) -> tuple:
    """A fact as (subject, statistic or predicate, value or object, priority)."""
    if f.origin == "computed":
        return (f.subject, f.statistic, round(f.value, 6), f.priority)
    return (f.subject, f.predicate, f.object, f.priority)


def _stat(entity: str, stat: str) -> tuple:
    values = SHARES[entity]
    value = {"max": max(values), "min": min(values), "mean": sum(values) / len(values)}[stat]
    return (entity, stat, round(value, 6), 1)


def _rule_input(tiny, question: str):
    plan = tiny.plan(question)
    return plan, plan.kb(KB), tiny.inv


def _selected(sel) -> list[tuple]:
    return sorted((_what(f) for f in sel.facts), key=str)


def _expect(*facts) -> list[tuple]:
    return sorted(facts, key=str)


# --------------------------------------------------------------------------- anchored_entity_facts
def test_anchored_entity_facts_narrow_to_named_metric_and_statistic(tiny):
    sel = anchored_entity_facts(*_rule_input(tiny, PEAK_ALPHA))
    # the peak only (not the trough or the average beside it), plus the curated facts
    assert _selected(sel) == _expect(_stat(ALPHA, "max"), HOST_P1, HOST_P2)
    assert sel.why == "facts of the anchored entities for share (max)"


def test_anchored_entity_facts_without_statistic_keep_every_statistic(tiny):
    sel = anchored_entity_facts(*_rule_input(tiny, f"What was the share of {ALPHA}?"))
    assert _selected(sel) == _expect(*(_stat(ALPHA, s) for s in ("max", "min", "mean")),
                                     HOST_P1, HOST_P2)


def test_anchored_entity_facts_need_an_entity(tiny):
    assert anchored_entity_facts(*_rule_input(tiny, RANK)) is None


# --------------------------------------------------------------------------- named_metric_facts
def test_named_metric_facts_take_every_entitys_statistic(tiny):
    sel = named_metric_facts(*_rule_input(tiny, RANK))
    assert _selected(sel) == _expect(_stat(ALPHA, "max"), _stat(BETA, "max"))
    assert sel.why == "every entity's share (max)"


def test_named_metric_facts_without_statistic_take_all(tiny):
    sel = named_metric_facts(*_rule_input(tiny, "Tell me about the share readings"))
    assert _selected(sel) == _expect(*(_stat(e, s) for e in (ALPHA, BETA) for s in ("max", "min", "mean")))
    assert sel.why == "every entity's share (all statistics)"


def test_named_metric_facts_need_a_metric(tiny):
    assert named_metric_facts(*_rule_input(tiny, f"Who is the host of {ALPHA}?")) is None


# --------------------------------------------------------------------------- order of FACT_RULES
def test_fact_rules_order_and_first_applicable_wins(tiny):
    assert [r.__name__ for r in FACT_RULES] == ["anchored_entity_facts", "named_metric_facts"]
    plan, kbp, inv = _rule_input(tiny, PEAK_ALPHA)
    first, second = (rule(plan, kbp, inv) for rule in FACT_RULES)
    assert first is not None and second is not None  # both apply …
    assert {f.subject for f in second.facts} == {ALPHA, BETA}
    t0 = build_tier0(plan, [inv])
    # … and the anchored entity's selection is the one Tier 0 holds
    assert {f.id for f in t0.facts_of(KB)} == {f.id for f in first.facts}
    assert {s.why for s in t0.selected} == {first.why}


# --------------------------------------------------------------------------- pairwise_differences
def _facts_for(tiny, question: str):
    plan, kbp, inv = _rule_input(tiny, question)
    return plan, kbp, inv, anchored_entity_facts(plan, kbp, inv).facts


def test_pairwise_difference_of_two_peaks(tiny):
    (c,) = pairwise_differences(*_facts_for(tiny, COMPARE))
    (hi_name, hi), (lo_name, lo) = sorted(((e, max(SHARES[e])) for e in (ALPHA, BETA)),
                                          key=lambda x: -x[1])
    assert isinstance(c, Difference)
    assert (c.larger.subject, c.smaller.subject) == (hi_name, lo_name)
    assert c.diff == Decimal(str(hi)) - Decimal(str(lo))
    assert c.ratio is None  # not asked for
    assert c.kb == KB


def test_pairwise_difference_is_decimal_exact(tiny):
    (c,) = pairwise_differences(*_facts_for(tiny, f"Compare the average share of {ALPHA} and {BETA}"))
    means = {e: sum(v) / len(v) for e, v in SHARES.items()}
    assert c.diff == abs(Decimal(str(means[ALPHA])) - Decimal(str(means[BETA])))
    assert c.diff == Decimal("0.05")  # not 0.04999…


def test_pairwise_difference_ratio_when_asked(tiny):
    plan, kbp, inv, facts = _facts_for(tiny, f"What is the ratio of the peak share of {BETA} to {ALPHA}?")
    (c,) = pairwise_differences(plan, kbp, inv, facts)
    assert c.ratio == Decimal(str(max(SHARES[BETA]))) / Decimal(str(max(SHARES[ALPHA])))


def test_pairwise_difference_needs_two_entities(tiny):
    assert pairwise_differences(*_facts_for(tiny, PEAK_ALPHA)) == []


def test_pairwise_difference_needs_a_statistic(tiny):
    plan, kbp, inv, facts = _facts_for(tiny, COMPARE)
    assert pairwise_differences(replace(plan, statistics=()), kbp, inv, facts) == []


# --------------------------------------------------------------------------- values_at_addresses
def test_value_at_a_point(tiny):
    plan, kbp, inv, facts = _facts_for(tiny, f"What was the share of {ALPHA} at second 3?")
    (c,) = values_at_addresses(plan, kbp, inv, facts)
    assert isinstance(c, ValueAt)
    assert (c.entity, c.source, c.metric, c.position, c.value) == (ALPHA, ALPHA_CSV, "share", 3.0, ALPHA_SHARE[3])


def test_extremes_inside_a_range(tiny):
    plan, kbp, inv, facts = _facts_for(tiny, f"What was the share of {ALPHA} between second 2 and second 6?")
    (c,) = values_at_addresses(plan, kbp, inv, facts)
    inside = {s: ALPHA_SHARE[s] for s in range(2, 7)}  # inclusive ends
    lo, hi = min(inside.values()), max(inside.values())
    assert isinstance(c, WindowExtremes)
    assert (c.min_value, c.max_value, c.count) == (lo, hi, len(inside))
    assert c.min_position == min(s for s, v in inside.items() if v == lo)
    assert c.max_position == min(s for s, v in inside.items() if v == hi)


def test_no_value_where_the_series_has_no_reading(tiny):
    second = len(ALPHA_SHARE) + 20
    plan, kbp, inv, facts = _facts_for(tiny, f"What was the share of {ALPHA} at second {second}?")
    assert kbp.windows  # the address parsed …
    assert values_at_addresses(plan, kbp, inv, facts) == []  # … but holds no reading


def test_a_short_row_asked_which_positions_meet_a_threshold_lists_its_readings(tiny):
    from noesis.context.tier0 import readings_of_asked_row

    plan, kbp, inv, facts = _facts_for(tiny, f"At which second was the share of {ALPHA} less than 11?")
    found = readings_of_asked_row(plan, kbp, inv, facts)
    assert [(c.position, c.value) for c in found] == [(float(s), v) for s, v in enumerate(ALPHA_SHARE)]
    # no threshold and no listing: the extremes answer, nothing is listed
    assert readings_of_asked_row(*_facts_for(tiny, f"At which second was the share of {ALPHA} highest?")) == []


def test_no_value_without_address(tiny):
    assert values_at_addresses(*_facts_for(tiny, PEAK_ALPHA)) == []


def test_no_value_without_entity(tiny):
    plan, kbp, inv = _rule_input(tiny, "What was the share at second 3?")
    assert kbp.windows and not kbp.entities
    assert values_at_addresses(plan, kbp, inv, ()) == []


def test_computation_rules_order():
    assert [r.__name__ for r in COMPUTATION_RULES] == ["pairwise_differences", "values_at_addresses",
                                                         "readings_of_asked_row", "rows_combined"]


# --------------------------------------------------------------------------- superlative_ranking
def _ranked(tiny, question: str):
    plan, kbp, inv = _rule_input(tiny, question)
    facts = named_metric_facts(plan, kbp, inv).facts
    return superlative_ranking(plan, [(KB, facts)])


def test_superlative_ranks_highest_first(tiny):
    c = _ranked(tiny, RANK)
    expected = sorted(SHARES, key=lambda e: -max(SHARES[e]))
    assert isinstance(c, Ranking) and c.highest
    assert [f.subject for _kb, f in c.ordered] == expected
    assert [f.subject for _kb, f in c.winners] == [expected[0]]
    assert c.winners[0][1].value == max(peak(e)[0] for e in SHARES)


def test_superlative_ranks_lowest_first(tiny):
    c = _ranked(tiny, "Which programme had the lowest share?")
    expected = sorted(SHARES, key=lambda e: min(SHARES[e]))
    assert not c.highest
    assert [f.subject for _kb, f in c.ordered] == expected
    assert c.winners[0][1].value == min(trough(e)[0] for e in SHARES)


def test_superlative_not_with_an_anchored_entity(tiny):
    plan, kbp, inv = _rule_input(tiny, PEAK_ALPHA)
    facts = named_metric_facts(plan, kbp, inv).facts
    assert superlative_ranking(plan, [(KB, facts)]) is None


def test_superlative_not_with_two_statistics(tiny):
    plan = tiny.plan("Which programme had the highest and the lowest share?")
    assert len(plan.statistics) == 2
    facts = named_metric_facts(plan, plan.kb(KB), tiny.inv).facts
    assert superlative_ranking(plan, [(KB, facts)]) is None


# --------------------------------------------------------------------------- build_tier0
def test_unresolved_name_gives_a_notice_and_nothing_else(tiny):
    t0 = build_tier0(tiny.plan("What was the share of Gamma Show?"), [tiny.inv])
    assert [i.evidence for i in t0.notices] == [Notice("Gamma")]
    assert '"Gamma"' in t0.notices[0].text
    assert (t0.p1, t0.computations, t0.p2, t0.facts) == ((), (), (), ())


def test_notice_beside_the_facts_of_a_resolved_name(tiny):
    t0 = build_tier0(tiny.plan(f"Compare the peak share of {ALPHA} and Gamma Show"), [tiny.inv])
    assert [i.evidence for i in t0.notices] == [Notice("Gamma")]
    assert {i.evidence.subject for i in t0.p1} == {ALPHA}


def test_flat_arm_has_no_tier0(tiny):
    t0 = build_tier0(tiny.plan(PEAK_ALPHA, arm="flat"), [tiny.inv])
    assert (t0.notices, t0.p1, t0.computations, t0.p2) == ((), (), (), ())


def test_priority_split_puts_the_conflicting_fact_in_background(tiny):
    t0 = build_tier0(tiny.plan(f"Who is the host of {ALPHA}?"), [tiny.inv])
    assert [_what(i.evidence) for i in t0.p2] == [HOST_P2]
    assert {i.kind for i in t0.p2} == {"background"}
    assert HOST_P1 in [_what(i.evidence) for i in t0.p1]
    assert all(i.evidence.priority == 1 and i.kind == "fact" for i in t0.p1)


def test_facts_are_ordered_curated_then_by_statistic(tiny):
    t0 = build_tier0(tiny.plan(f"Tell me about {ALPHA}"), [tiny.inv])
    # metric-less (curated) first, then the statistics in max, min, mean order
    assert [_what(i.evidence) for i in t0.p1] == [
        HOST_P1, _stat(ALPHA, "max"), _stat(ALPHA, "min"), _stat(ALPHA, "mean")]


def test_ranking_leads_the_computations(tiny):
    t0 = build_tier0(tiny.plan(RANK), [tiny.inv])
    assert [i.rule for i in t0.computations] == ["ranking"]
    t0 = build_tier0(tiny.plan(COMPARE), [tiny.inv])
    assert [i.rule for i in t0.computations] == ["difference"]


def test_ranking_is_inserted_before_other_computations(tiny, monkeypatch):
    """With a second computation present, the cross-KB ranking still comes first."""
    plan = tiny.plan(RANK)

    def extra(plan, kbp, inv, facts):
        return [ValueAt(KB, ALPHA_CSV, ALPHA, "share", "%", 0.0, ALPHA_SHARE[0])]

    monkeypatch.setattr(tier0, "COMPUTATION_RULES", (extra,))
    t0 = build_tier0(plan, [tiny.inv])
    assert [i.rule for i in t0.computations] == ["ranking", "value_at"]


def test_one_calendar_period_on_a_date_axis():
    from datetime import date

    from noesis.context.tier0 import _one_calendar_period

    def days(y, m, d):
        return float((date(y, m, d) - date(1970, 1, 1)).days)

    assert _one_calendar_period(days(2018, 1, 1), days(2018, 12, 31), "date")  # a year
    assert _one_calendar_period(days(2019, 10, 1), days(2019, 12, 31), "date")  # a quarter
    assert _one_calendar_period(days(2019, 2, 1), days(2019, 2, 28), "date")  # a month
    assert not _one_calendar_period(days(2017, 1, 1), days(2018, 12, 31), "date")  # two years
    assert not _one_calendar_period(days(2019, 2, 1), days(2019, 4, 30), "date")  # three months, not a quarter
    assert not _one_calendar_period(2018.0, 2018.0, "number")
