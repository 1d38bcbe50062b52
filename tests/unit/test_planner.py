"""``make_plan``, step by step, on the tiny KB (tests/unit/tinykb.py).

Each step of the planner's ladder has a case where it decides something and one where it
does not; expected values come from the fixture's own manifest and rows.
"""

from __future__ import annotations

from noesis.query.planner import asks_ratio, wants_verbatim

from .tinykb import ALPHA, ALPHA_CSV, ALPHA_SRT, BETA, BETA_CSV, CSV_OF, KB

PEAK_ALPHA = f"What was the peak share of {ALPHA}?"
HISTORY = (
    {"role": "user", "content": PEAK_ALPHA},
    {"role": "assistant", "content": f"It peaked at 14.5% [{ALPHA_CSV} @ second 3]."},
)
#: the sources the manifest declares about Alpha Show
ALPHA_SOURCES = ((KB, ALPHA_CSV), (KB, ALPHA_SRT))


# --------------------------------------------------------------------------- vocabulary
def test_vocabulary_names_metric_and_statistic(tiny):
    plan = tiny.plan(PEAK_ALPHA)
    assert plan.metrics_by_kb == ((KB, ("share",)),)
    assert plan.statistics == ("max",)
    assert plan.named_metrics == ("share",)
    assert {"peak", "share"} <= plan.vocabulary_words


def test_vocabulary_alias_resolves_to_the_metric(tiny):
    plan = tiny.plan("Which programme had the lowest audience share?")
    assert plan.kb(KB).metrics == ("share",)
    assert plan.statistics == ("min",)


def test_vocabulary_finds_nothing_in_prose(tiny):
    plan = tiny.plan("Where did the lemon cake recipe come from?")
    assert plan.metrics_by_kb == ((KB, ()),)
    assert plan.statistics == ()
    assert plan.named_metrics == ()


# --------------------------------------------------------------------------- references, entities
def test_named_entities_are_anchored_in_question_order(tiny):
    plan = tiny.plan(f"Compare the peak share of {BETA} and {ALPHA}")
    assert plan.kb(KB).entities == (BETA, ALPHA)
    assert plan.has_entities


def test_no_name_anchors_no_entity(tiny):
    plan = tiny.plan("Which programme had the highest share?")
    assert plan.kb(KB).entities == ()
    assert not plan.has_entities
    assert plan.references.matched == ()


# --------------------------------------------------------------------------- route
def test_a_named_entity_commits_a_hard_route_to_its_sources(tiny):
    plan = tiny.plan(PEAK_ALPHA)
    assert plan.route.hard
    assert plan.route.sources == ALPHA_SOURCES
    assert plan.routed == (KB,)


def test_a_metric_alone_routes_by_sustained_activation_to_its_tables(tiny):
    plan = tiny.plan("Which programme had the highest share?")
    assert not plan.route.hard
    assert plan.route.sources == tuple(sorted((KB, s) for s in CSV_OF.values()))


def test_no_signal_routes_every_kb_without_scope(tiny):
    plan = tiny.plan("Where did the lemon cake recipe come from?")
    assert plan.route.kbs == (KB,)
    assert plan.route.sources == ()
    assert not plan.route.hard


# --------------------------------------------------------------------------- follow-up
def test_follow_up_inherits_metric_and_cited_sources(tiny):
    plan = tiny.plan("And the lowest of these readings?", history=HISTORY)
    assert plan.follow_up.is_follow_up
    assert plan.metrics_inherited
    assert plan.kb(KB).metrics == ("share",)
    assert plan.statistics == ("min",)
    assert plan.route.hard and plan.route.sources == ((KB, ALPHA_CSV),)
    assert plan.kb(KB).entities == (ALPHA,)  # the hard route's source owner


def test_no_history_means_no_follow_up(tiny):
    plan = tiny.plan("And the lowest of these readings?")
    assert not plan.follow_up.is_follow_up
    assert not plan.metrics_inherited
    assert plan.kb(KB).metrics == ()


# --------------------------------------------------------------------------- addresses
def test_point_address_on_the_axis(tiny):
    plan = tiny.plan(f"What was the share of {ALPHA} at second 3?")
    (w,) = plan.kb(KB).windows
    assert (w.kind, w.start, w.end, w.anchor) == ("point", 3.0, 3.0, 3.0)
    assert plan.points == (w,)


def test_range_address_on_the_axis(tiny):
    plan = tiny.plan(f"What was the share of {ALPHA} between second 2 and second 6?")
    (w,) = plan.kb(KB).windows
    assert (w.kind, w.start, w.end, w.anchor) == ("range", 2.0, 6.0, None)
    assert plan.points == ()


def test_flat_arm_reads_no_address(tiny):
    plan = tiny.plan(f"What was the share of {ALPHA} at second 3?", arm="flat")
    assert plan.kb(KB).windows == ()


def test_no_address_without_unit_word(tiny):
    plan = tiny.plan(f"What were the top 3 readings of {ALPHA}?")
    assert plan.kb(KB).windows == ()


# --------------------------------------------------------------------------- unresolved
def test_unknown_name_stays_unresolved(tiny):
    plan = tiny.plan("What was the share of Gamma Show?")
    assert plan.unresolved == ("Gamma",)
    assert plan.unresolved_only


def test_unresolved_name_the_routed_text_mentions_is_dropped(tiny):
    plan = tiny.plan("What about Turin?")
    assert "Turin" in plan.references.unresolved  # no entity of that name …
    assert plan.unresolved == ()  # … but the notes mention it: not announced as missing
    assert not plan.unresolved_only


# --------------------------------------------------------------------------- flags and operations
def test_verbatim_and_ratio_flags():
    assert wants_verbatim(f"What was said at second 3 in {ALPHA}?")
    assert not wants_verbatim(PEAK_ALPHA)
    assert asks_ratio(f"What is the ratio of the peak share of {BETA} to {ALPHA}?")
    assert not asks_ratio(f"Compare the peak share of {ALPHA} and {BETA}")


def test_operations_follow_the_plan(tiny):
    assert tiny.plan(f"Compare the peak share of {ALPHA} and {BETA}").operations == ("compare",)
    assert tiny.plan(f"What is the ratio of the peak share of {BETA} to {ALPHA}?").operations == (
        "compare", "ratio")
    assert tiny.plan("Which programme had the highest share?").operations == ("rank",)
    assert tiny.plan(f"What was said at second 3 in {ALPHA}?").operations == ("value_at", "quote")
    assert tiny.plan("Where did the lemon cake recipe come from?").operations == ()


def test_trace_is_the_plan_serialised(tiny):
    plan = tiny.plan(f"Compare the peak share of {ALPHA} and {BETA}")
    trace = plan.as_trace()
    assert trace["entities"] == {KB: [ALPHA, BETA]}
    assert trace["route"]["sources"] == [{"kb": KB, "source": s}
                                         for s in sorted((ALPHA_CSV, ALPHA_SRT, BETA_CSV))]
    assert trace["operations"] == ["compare"]
