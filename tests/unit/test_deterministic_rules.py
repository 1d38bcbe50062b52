"""Deterministic answers, rule by rule (answer/deterministic.py) on the tiny KB.

Each rule reads an assembled context; the answer it should give is checked against the
fixture's own values (the peak of the rows, the covering cue, the curated host).
"""

from __future__ import annotations

from dataclasses import replace

from noesis.answer.deterministic import (
    RULES,
    curated_lookup,
    deterministic_answer,
    entity_statistics,
    quoted_at_address,
    refusal_for_unresolved,
    superlative,
)
from noesis.context.assemble import assemble
from noesis.context.evidence import Tier
from noesis.context.prompt import REFUSAL

from .tinykb import ALPHA, BETA, HOST_P1, HOST_P2, SHARES, cue_covering

PEAK_ALPHA = f"What was the peak share of {ALPHA}?"
COMPARE = f"Compare the peak share of {ALPHA} and {BETA}"
SAID_AT_3 = f"What was said at second 3 in {ALPHA}?"
HOST = f"Who is the host of {ALPHA}?"
RANK = "Which programme had the highest share?"


def _ask(tiny, rule, question: str):
    found = rule(assemble(tiny.mesh, question), tiny.mesh)
    return found.text if found is not None else None


def _pct(value: float) -> str:
    return f"{value:g}%"


# --------------------------------------------------------------------------- refusal_for_unresolved
def test_refusal_names_what_was_not_found(tiny):
    assert _ask(tiny, refusal_for_unresolved, "What was the share of Gamma Show?") == (
        f'{REFUSAL}: the knowledge bases hold no data about "Gamma".')


def test_no_refusal_when_everything_resolved(tiny):
    assert _ask(tiny, refusal_for_unresolved, PEAK_ALPHA) is None


def test_no_refusal_beside_an_anchored_entity(tiny):
    ctx = assemble(tiny.mesh, f"Compare the peak share of {ALPHA} and Gamma Show")
    assert ctx.plan.unresolved == ("Gamma",)
    assert refusal_for_unresolved(ctx, tiny.mesh) is None


# --------------------------------------------------------------------------- quoted_at_address
def test_quote_at_one_point(tiny):
    text = _ask(tiny, quoted_at_address, SAID_AT_3)
    _start, _end, speaker, words = cue_covering(3)
    assert text.startswith("At second 3")
    assert text.endswith(f"{speaker}: {words}")


def test_quote_without_labels_names_the_point(tiny):
    ctx = assemble(tiny.mesh, SAID_AT_3)
    unlabelled = tuple(
        Tier(t.tier, t.label, tuple(replace(i, label=None, text=i.text.removeprefix(f"{i.label} — "))
                                    if i.label else i for i in t.items)) for t in ctx.tiers)
    text = quoted_at_address(replace(ctx, tiers=unlabelled), tiny.mesh).text
    assert text.startswith("At second 3: [") and text.endswith(cue_covering(3)[3])


def test_no_quote_for_a_question_not_asking_for_words(tiny):
    assert _ask(tiny, quoted_at_address, f"What was the share of {ALPHA} at second 3?") is None


def test_no_quote_at_two_points_or_a_range(tiny):
    ctx = assemble(tiny.mesh, f"What was said at second 3 and at second 6 in {ALPHA}?")
    assert len(ctx.plan.points) == 2 and ctx.plan.verbatim
    assert quoted_at_address(ctx, tiny.mesh) is None
    assert _ask(tiny, quoted_at_address, f"What was said between second 2 and second 6 in {ALPHA}?") is None


# --------------------------------------------------------------------------- curated_lookup
def test_curated_lookup_gives_priority_1_and_names_the_disagreement(tiny):
    text = _ask(tiny, curated_lookup, HOST)
    p1, p2 = HOST_P1[2], HOST_P2[2]
    head, _, background = text.partition(" Background statistics (Priority 2) disagree: ")
    assert p1 in head and p2 not in head
    assert p2 in background and background.endswith("The Priority 1 value prevails.")


def test_curated_lookup_needs_the_predicates_words(tiny):
    assert _ask(tiny, curated_lookup, PEAK_ALPHA) is None


def test_curated_lookup_needs_an_anchored_entity(tiny):
    assert _ask(tiny, curated_lookup, "Who was the host?") is None


# --------------------------------------------------------------------------- entity_statistics
def test_entity_statistics_of_one_entity(tiny):
    text = _ask(tiny, entity_statistics, PEAK_ALPHA)
    assert text.startswith(f"{ALPHA}: the maximum (peak) share was {_pct(max(SHARES[ALPHA]))}")
    assert BETA not in text


def test_entity_statistics_with_the_difference_of_two(tiny):
    text = _ask(tiny, entity_statistics, COMPARE)
    for e in (ALPHA, BETA):
        assert f"{e}: the maximum (peak) share was {_pct(max(SHARES[e]))}" in text
    hi, lo = sorted((ALPHA, BETA), key=lambda e: -max(SHARES[e]))
    assert f"{hi}'s maximum (peak) share ({_pct(max(SHARES[hi]))}) is higher than {lo}'s" in text


def test_entity_statistics_need_a_statistic(tiny):
    assert _ask(tiny, entity_statistics, f"What was the share of {ALPHA}?") is None


def test_entity_statistics_need_a_computed_fact_of_it(tiny):
    assert _ask(tiny, entity_statistics, f"What was the total share of {ALPHA}?") is None  # sum not computed


def test_entity_statistics_need_an_entity(tiny):
    assert _ask(tiny, entity_statistics, RANK) is None


# --------------------------------------------------------------------------- superlative
def test_superlative_names_the_highest(tiny):
    winner = max(SHARES, key=lambda e: max(SHARES[e]))
    text = _ask(tiny, superlative, RANK)
    assert text.startswith(f"{winner} had the highest share in the routed knowledge base(s). ")
    assert f"the maximum (peak) share was {_pct(max(SHARES[winner]))}" in text


def test_superlative_names_the_lowest(tiny):
    winner = min(SHARES, key=lambda e: min(SHARES[e]))
    text = _ask(tiny, superlative, "Which programme had the lowest share?")
    assert text.startswith(f"{winner} had the lowest share")


def test_no_superlative_with_an_entity_or_a_non_extreme(tiny):
    assert _ask(tiny, superlative, PEAK_ALPHA) is None
    assert _ask(tiny, superlative, "Which programme had the highest average share?") is None
    assert _ask(tiny, superlative, "Which programme had the average share?") is None


# --------------------------------------------------------------------------- order of RULES
def test_rules_order_and_first_applicable_wins(tiny):
    assert [r.__name__ for r in RULES] == [
        "section_components", "refusal_for_unresolved", "not_applied_refusal", "kb_conflict_question", "table_answer",
        "bound_table_refusal",
        "absent_metric",
        "quoted_at_address", "curated_lookup", "row_not_unique", "which_position_extreme", "which_positions", "table_positions", "rows_combined_answer", "interval_values", "entity_statistics", "superlative", "table_refusal",
        "tables_unread", "kbs_empty"]
    ctx = assemble(tiny.mesh, f"What was the peak share and the host of {ALPHA}?")
    applying = [r.__name__ for r in RULES if r(ctx, tiny.mesh) is not None]
    assert applying == ["curated_lookup", "entity_statistics"]
    assert deterministic_answer(ctx, tiny.mesh) == curated_lookup(ctx, tiny.mesh)


def test_no_rule_answers_a_prose_question(tiny):
    assert deterministic_answer(assemble(tiny.mesh, "Where did the lemon cake recipe come from?"), tiny.mesh) is None
