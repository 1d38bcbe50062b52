"""Tier 2, rule by rule (context/tier2.py) on the tiny KB (tests/unit/tinykb.py).

The fill ladder's steps are called directly on a hand-built ``_Fill`` (what every step
sees), so each can be shown applying and not applying; which passages should match a word
is read off the fixture's own cues and notes.
"""

from __future__ import annotations

from dataclasses import replace

from noesis.context import tier2
from noesis.context.budget import count_tokens
from noesis.context.tier0 import build_tier0
from noesis.context.tier1 import Tier1, build_tier1
from noesis.context.tier2 import (
    FILL_LADDER,
    _Fill,
    _run_ladder,
    build_tier2,
    by_names,
    constrained_fill,
    fts_query,
    starvation_valve,
)
from noesis.lang import DEFAULT_LANGUAGE

from .tinykb import ALPHA, ALPHA_CSV, ALPHA_CUES, ALPHA_SRT, BETA_CSV, KB, NOTES, NOTES_TEXT

LEMON = "Where did the lemon cake recipe come from?"
RANK = "Which programme had the highest share?"
#: a prose question that names a programme (hard route) and no metric or statistic
PROSE_ALPHA = f"Did {ALPHA} mention zebras?"

CUE_TEXTS = {c[3]: ALPHA_SRT for c in ALPHA_CUES}
NOTE_TEXTS = {ln: NOTES for ln in NOTES_TEXT.splitlines() if ln and not ln.startswith("#")}
PASSAGES = CUE_TEXTS | NOTE_TEXTS  # every passage of the KB -> its source

STOP = DEFAULT_LANGUAGE.common_words  # English and Italian, as the tiny KB declares neither


def _with(word: str, sources=None) -> set[str]:
    """Passages containing ``word`` (case-folded), in ``sources`` when given."""
    return {t for t, s in PASSAGES.items() if word in t.lower() and (sources is None or s in sources)}


def _fill(tiny, question: str, *, query, names_query=None, constrained=None, seen=frozenset(),
          tier1_empty=True) -> _Fill:
    return _Fill(tiny.plan(question), tiny.mesh, query, names_query, constrained or {}, seen, tier1_empty)


def _hit_texts(step) -> set[str]:
    return {sp.text for _score, _kb, sp in step[0]}


# --------------------------------------------------------------------------- fts_query
def test_fts_query_keeps_content_words_once_quoted():
    assert fts_query(LEMON, set(), STOP) == '"lemon" OR "cake" OR "recipe"'
    assert fts_query("cake, cake and lemon", set(), STOP) == '"cake" OR "lemon"'


def test_fts_query_skips_given_and_short_words():
    assert fts_query(LEMON, {"lemon", "cake"}, STOP) == '"recipe"'
    assert fts_query("an ox in it", set(), STOP) is None


def test_fts_query_makes_fts_syntax_inert(tiny):
    q = fts_query('lemon* OR NEAR(cake) "recipe', set(), STOP)
    assert q == '"lemon" OR "near" OR "cake" OR "recipe"'
    assert tiny.store.search(q)  # a valid FTS5 expression


# --------------------------------------------------------------------------- constrained_fill
def test_constrained_fill_searches_only_the_resolved_files(tiny):
    step = constrained_fill(_fill(tiny, LEMON, query='"lemon"', constrained={KB: [NOTES]}), '"lemon"')
    assert _hit_texts(step) == _with("lemon", {NOTES})
    assert step[1] == "constrained to the files Tier 1 resolved"


def test_constrained_fill_is_global_when_nothing_resolved(tiny):
    step = constrained_fill(_fill(tiny, LEMON, query='"lemon"'), '"lemon"')
    assert _hit_texts(step) == _with("lemon") and len(_with("lemon")) == 2
    assert step[1] == "global (no files resolved)"


def test_constrained_fill_leaves_out_what_is_already_in_the_context(tiny):
    cue = next(s for s in tiny.store.spans_of(ALPHA_SRT) if "lemon" in s.text)
    step = constrained_fill(_fill(tiny, LEMON, query='"lemon"', seen=frozenset({(KB, cue.id)})), '"lemon"')
    assert _hit_texts(step) == _with("lemon") - {cue.text}


def test_constrained_fill_finds_nothing_for_an_absent_word(tiny):
    step = constrained_fill(_fill(tiny, LEMON, query='"zebra"', constrained={KB: [ALPHA_SRT]}), '"zebra"')
    assert step[0] == []


# --------------------------------------------------------------------------- by_names
def _names_fill(tiny, **changes) -> _Fill:
    base = _fill(tiny, PROSE_ALPHA, query='"zebras"', names_query='"alpha"',
                 constrained={KB: [ALPHA_CSV, ALPHA_SRT]})
    return replace(base, **changes)


def test_by_names_searches_the_names_in_the_resolved_files(tiny):
    step = by_names(_names_fill(tiny), '"zebras"')
    assert _hit_texts(step) == _with("alpha", {ALPHA_SRT})
    assert step[1].startswith("constrained, by the names")
    assert step[2] == '"alpha"'


def test_by_names_not_when_tier1_drew_passages(tiny):
    assert by_names(_names_fill(tiny, tier1_empty=False), '"zebras"') is None


def test_by_names_not_for_a_metric_question(tiny):
    assert by_names(_names_fill(tiny, plan=tiny.plan(f"What was the peak share of {ALPHA}?")), '"zebras"') is None


def test_by_names_not_when_the_names_were_the_query(tiny):
    assert by_names(_names_fill(tiny), '"alpha"') is None


def test_by_names_not_without_resolved_files(tiny):
    assert by_names(_names_fill(tiny, constrained={}), '"zebras"') is None


# --------------------------------------------------------------------------- starvation_valve
def test_valve_searches_the_whole_kb_on_a_soft_route(tiny):
    fill = _fill(tiny, RANK, query='"lemon"', constrained={KB: [ALPHA_CSV, BETA_CSV]})
    assert not fill.plan.route.hard
    step = starvation_valve(fill, '"lemon"')
    assert _hit_texts(step) == _with("lemon")
    assert step[1] == "global starvation valve (constrained fill returned nothing)"


def test_valve_stays_shut_across_a_named_scope(tiny):
    fill = _fill(tiny, PROSE_ALPHA, query='"lemon"', constrained={KB: [ALPHA_CSV]})
    assert fill.plan.route.hard
    step = starvation_valve(fill, '"lemon"')
    assert step == ([], "constrained fill returned nothing; no global valve across a named scope", '"lemon"')


def test_valve_not_when_the_fill_was_global(tiny):
    assert starvation_valve(_fill(tiny, RANK, query='"lemon"'), '"lemon"') is None


# --------------------------------------------------------------------------- order of FILL_LADDER
def test_fill_ladder_order():
    assert [r.__name__ for r in FILL_LADDER] == ["constrained_fill", "by_names", "starvation_valve"]


def test_ladder_stops_at_the_first_step_with_hits(tiny):
    fill = _fill(tiny, RANK, query='"lemon"', constrained={KB: [NOTES]})
    hits, mode, _q = _run_ladder(fill)
    assert mode == "constrained to the files Tier 1 resolved"  # the valve would have found more
    assert {sp.text for _s, _k, sp in hits} == _with("lemon", {NOTES})


def test_ladder_prefers_the_names_to_the_valve(tiny):
    hits, mode, query = _run_ladder(_names_fill(tiny))
    assert mode.startswith("constrained, by the names") and query == '"alpha"'
    assert {sp.text for _s, _k, sp in hits} == _with("alpha", {ALPHA_SRT})


def test_ladder_falls_through_to_the_valve(tiny):
    fill = _fill(tiny, RANK, query='"lemon"', constrained={KB: [ALPHA_CSV, BETA_CSV]})
    hits, mode, _q = _run_ladder(fill)
    assert mode == "global starvation valve (constrained fill returned nothing)"
    assert {sp.text for _s, _k, sp in hits} == _with("lemon")


# --------------------------------------------------------------------------- build_tier2
def _tier1(tiny, plan) -> Tier1:
    return build_tier1(plan, [tiny.inv], build_tier0(plan, [tiny.inv]))


def test_build_tier2_fills_discovered_passages(tiny):
    plan = tiny.plan(LEMON)
    t2 = build_tier2(plan, tiny.mesh, _tier1(tiny, plan), 10_000)
    assert {i.evidence.text for i in t2.items} == _with("lemon") | _with("cake") | _with("recipe")
    assert {i.rule for i in t2.items} == {"discovered"}
    assert t2.decision.mode == "global (no files resolved)"
    assert t2.decision.candidates == len(t2.items)


def test_build_tier2_never_repeats_tier1(tiny):
    plan = tiny.plan(f"What was said at second 3 in {ALPHA}?")
    t1 = _tier1(tiny, plan)
    t2 = build_tier2(plan, tiny.mesh, t1, 10_000)
    assert t1.seen and t2.items
    assert not {(i.kb, i.ref) for i in t2.items} & t1.seen


def test_build_tier2_respects_the_residual_budget(tiny):
    plan = tiny.plan(LEMON)
    t1 = _tier1(tiny, plan)
    full = build_tier2(plan, tiny.mesh, t1, 10_000).items
    assert len(full) >= 2
    first = count_tokens(full[0].text) + 2  # a line and its bullet
    assert build_tier2(plan, tiny.mesh, t1, first).items == full[:1]
    assert full[0] not in build_tier2(plan, tiny.mesh, t1, first - 1).items
    assert build_tier2(plan, tiny.mesh, t1, 0).items == ()


def test_build_tier2_keeps_at_most_max_discovered(tiny, monkeypatch):
    monkeypatch.setattr(tier2, "MAX_DISCOVERED", 1)
    plan = tiny.plan(LEMON)
    assert len(build_tier2(plan, tiny.mesh, _tier1(tiny, plan), 10_000).items) == 1


def test_build_tier2_is_off_for_other_arms_and_unresolved_subjects(tiny):
    for arm in ("hydrate", "skeleton"):
        plan = tiny.plan(LEMON, arm=arm)
        t2 = build_tier2(plan, tiny.mesh, _tier1(tiny, plan), 10_000)
        assert (t2.items, t2.decision.mode) == ((), "off")
    plan = tiny.plan("What was the share of Gamma Show?")
    assert build_tier2(plan, tiny.mesh, _tier1(tiny, plan), 10_000).decision.mode == "off"


def test_build_tier2_needs_query_terms(tiny):
    plan = tiny.plan("What was it?")
    t2 = build_tier2(plan, tiny.mesh, _tier1(tiny, plan), 10_000)
    assert (t2.items, t2.decision.mode) == ((), "no query terms")


def test_fts_query_skips_each_word_of_a_resolved_phrase():
    # a multi-word metric alias ("tv share") is resolved: neither of its words is searched
    assert fts_query("the tv share of lemon cake", {"tv share"}, STOP) == '"lemon" OR "cake"'
