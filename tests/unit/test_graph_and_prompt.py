"""The activated graph block (context/graph.py) and prompt rendering (context/prompt.py)."""

from __future__ import annotations

from noesis.context.evidence import Item, Tier
from noesis.context.graph import MAX_GRAPH_LINES, TOP_NODES, activate
from noesis.context.prompt import FLAT_RULES, HYDRATE_RULE, RULES, render

from .tinykb import ALPHA, ALPHA_CSV, BETA, BETA_CSV, KB

COMPARE = f"Compare the peak share of {ALPHA} and {BETA}"


# --------------------------------------------------------------------------- activate
def test_activation_draws_the_edges_around_the_seeds(tiny):
    act = activate(tiny.plan(COMPARE), tiny.mesh)
    # the manifest declares each table about its programme
    assert f"{ALPHA_CSV} —about→ {ALPHA} ({KB})" in act.lines
    assert f"{BETA_CSV} —about→ {BETA} ({KB})" in act.lines
    assert list(act.lines) == sorted(set(act.lines)) and len(act.lines) <= MAX_GRAPH_LINES
    assert all("—about→" in ln or "—mentions→" in ln for ln in act.lines)
    ((kb, top),) = act.scores
    assert kb == KB and 0 < len(top) <= TOP_NODES
    assert {f"entity:{ALPHA}", f"entity:{BETA}"} <= {n for n, _s in top}


def test_no_activation_without_seeds(tiny):
    plan = tiny.plan("Where did the lemon cake recipe come from?")
    assert not plan.has_entities and not plan.route.sources
    assert activate(plan, tiny.mesh).lines == ()


def test_no_activation_on_the_flat_arm_or_an_unresolved_subject(tiny):
    assert activate(tiny.plan(COMPARE, arm="flat"), tiny.mesh).lines == ()
    act = activate(tiny.plan("What was the share of Gamma Show?"), tiny.mesh)
    assert (act.scores, act.lines) == ((), ())


# --------------------------------------------------------------------------- render
def _item(text: str) -> Item:
    return Item(text, "s.csv", KB, "fact")


TIERS = (
    Tier(0, "Facts", (_item("fact one"),)),
    Tier(1, "Passages", (_item("passage one"),)),
    Tier(2, "Discovered", (_item("found one"),)),
    Tier(0, "Background", ()),  # empty: no block
)


def _render(arm: str, **kw):
    args = dict(arm=arm, kbs=[KB], tiers=TIERS, graph=["a —about→ b (tiny)"], available=["s.csv (tiny)"],
                question="  Why?  ", example="[s.csv @ second 3]")
    return render(**(args | kw))


def test_render_orders_facts_graph_passages_question():
    out = _render("full").prompt
    order = ["## Facts", "## Graph (activated entities and sources)", "## Passages", "## Discovered",
             "## Question\nWhy?\n", "## Answer\n"]
    assert [out.index(h) for h in order] == sorted(out.index(h) for h in order)
    assert "## Background" not in out
    assert RULES.format(example="[s.csv @ second 3]") in out
    assert "- fact one\n" in out and "- a —about→ b (tiny)\n" in out


def test_render_flat_arm_has_its_rules_and_no_graph():
    out = _render("flat").prompt
    assert FLAT_RULES.format(example="[s.csv @ second 3]") in out
    assert "## Graph" not in out and "## Facts" in out


def test_render_hydrate_adds_the_fetch_rule_and_the_sources():
    out = _render("hydrate").prompt
    assert HYDRATE_RULE in out
    assert "## Available sources (for FETCH)\n- s.csv (tiny)\n" in out
    assert "## Available sources" not in _render("full").prompt


def test_render_evidence_is_the_prompt_without_rules_and_question():
    r = _render("full")
    assert r.evidence.startswith("You answer questions") and "Rules:" not in r.evidence
    assert "## Question" not in r.evidence and "- passage one\n" in r.evidence


def test_render_is_deterministic_and_names_no_kb_as_none():
    assert _render("full") == _render("full")
    assert "knowledge base(s): none." in _render("full", kbs=[]).prompt
