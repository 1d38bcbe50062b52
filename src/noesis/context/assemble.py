"""Tiered context assembly (docs/design.md §4): evidence ordered by how it was selected.

A ladder over a :class:`~noesis.query.plan.Plan`: Tier 0 (:mod:`.tier0`: computed and
curated facts, query-time computations, unresolved notices), the activated graph
(:mod:`.graph`), Tier 1 (:mod:`.tier1`: passages at resolved positions and graph
addresses), the budget so far, Tier 2 (:mod:`.tier2`: discovered passages under the
residual budget), then the prompt (:mod:`.prompt`). With no address and no facts, the
output is plain retrieval.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..errors import QueryError
from ..mesh import Mesh
from ..query.plan import Plan
from ..query.planner import make_plan
from ..suggest import unknown_name
from .budget import DEFAULT_BUDGET, count_tokens
from .contradictions import computed_facts, mark_contradictions
from .evidence import Item, Tier
from .graph import activate
from .kb_conflicts import kb_conflicts, mark_kb_conflicts
from .prompt import ARMS, render
from .result import Context, Decisions
from .tier0 import Tier0, build_tier0
from .tier1 import build_tier1
from .tier2 import build_tier2

#: the citation the rules show when the context has none of its own
DEFAULT_EXAMPLE = "[file.csv @ second 146]"

P1_LABEL = "Tier 0 — computed and curated facts (Priority 1)"
P2_LABEL = "Tier 0 — background statistics (Priority 2: supplementary, never overrides Priority 1)"
T1_LABEL = "Tier 1 — addressed passages (verbatim, at resolved positions)"
T2_LABEL = "Tier 2 — discovered passages (lexical search)"


def check_request(question: str, arm: str, budget: int) -> None:
    if arm not in ARMS:
        raise QueryError(f"--arm: {unknown_name('arm', arm, ARMS)} See docs/models.md.")
    if not question or not question.strip():
        raise QueryError("empty question")
    if budget < 64:
        raise QueryError(f"budget {budget} is too small; give at least 64 tokens")


def plan_question(mesh: Mesh, question: str, arm: str, history: Sequence[Mapping[str, str]]) -> Plan:
    return make_plan(question, arm=arm, history=history, inventories=mesh.inventories,
                     resolver=mesh.resolver, source_names=mesh.source_names, language=mesh.language)


def _tier0_tiers(t0: Tier0) -> list[Tier]:
    out = []
    if t0.p1 or t0.computations or t0.notices:
        out.append(Tier(0, P1_LABEL, t0.notices + t0.p1 + t0.computations))
    if t0.p2:
        out.append(Tier(0, P2_LABEL, t0.p2))
    return out


def _example(items: Sequence[Item], plan: Plan, mesh: Mesh) -> str:
    """The citation the rules show: the context's first, else one of a routed source's own
    name (never the demo corpora's "[file.csv @ second 146]" over someone else's data)."""
    first = next((i.citation for i in items if i.citation), None)
    if first:
        return first
    first_name = min((s for kb in plan.route.kbs if (s := mesh.inventory(kb).first_source) is not None),
                     default=None)
    return f"[{first_name}]" if first_name is not None else DEFAULT_EXAMPLE


#: sources a hydrate prompt offers for FETCH, at most
MAX_AVAILABLE = 24
#: source kinds whose prose a FETCH returns
PROSE_KINDS = ("transcript", "document")


def _available(plan: Plan, mesh: Mesh) -> tuple[str, ...]:
    """The sources a hydrate prompt offers: none when no routed source holds prose (there is
    nothing to fetch, so no FETCH contract); else the routed sources, prose and scoped ones
    first, capped so the list never spells out a whole wide KB. Tables stay in the list
    beside the prose: measured on SmolLM2-135M, with only the transcript and document
    listed it cited the transcript for a peak share the table's fact states."""
    scoped = set(plan.route.sources)
    orders = [(kb, mesh.inventory(kb).sources_in_order(PROSE_KINDS)) for kb in plan.route.kbs]
    if not any(order and order[0][1] for _kb, order in orders):
        return ()
    # Only a KB's first MAX_AVAILABLE + (its scoped sources) in its (prose, name) order, and
    # the scoped ones, can be among the first MAX_AVAILABLE overall: a wide KB is not sorted
    # per question.
    found: dict[tuple[str, str], bool] = {}
    for kb, order in orders:
        inv = mesh.inventory(kb)
        mine = [s for k, s in scoped if k == kb and s in inv.sources]
        found.update(((kb, s), prose) for s, prose in order[:MAX_AVAILABLE + len(mine)])
        found.update(((kb, s), inv.sources[s].kind in PROSE_KINDS) for s in mine)
    first = heapq.nsmallest(MAX_AVAILABLE, found.items(),
                            key=lambda f: (not f[1], f[0] not in scoped, f[0][1], f[0][0]))
    return tuple(sorted(f"{s} ({kb})" for (kb, s), _p in first))


def assemble(
    mesh: Mesh,
    question: str,
    *,
    arm: str = "full",
    budget: int = DEFAULT_BUDGET,
    history: Sequence[Mapping[str, str]] = (),
) -> Context:
    """The context a model reads for ``question`` (deterministic: same KB ⇒ same bytes)."""
    check_request(question, arm, budget)
    timings: dict[str, float] = {}

    def timed(name: str, fn, *args):
        t = time.perf_counter()
        out = fn(*args)
        timings[name] = round((time.perf_counter() - t) * 1000, 3)
        return out

    plan = timed("plan", plan_question, mesh, question, arm, history)
    routed = [mesh.inventory(kb) for kb in plan.routed]
    t0 = timed("tier0", build_tier0, plan, routed)
    act = timed("activation", activate, plan, mesh)
    t1 = timed("tier1", build_tier1, plan, routed, t0)
    facts = computed_facts(t0.p1)
    t0 = replace(t0, p1=mark_contradictions(t0.p1, facts, mesh), p2=mark_contradictions(t0.p2, facts, mesh))
    conflicts = kb_conflicts(facts)  # two KBs' computed facts that disagree: both shown, neither prevails
    t0 = replace(t0, p1=mark_kb_conflicts(t0.p1, conflicts, mesh),
                 computations=mark_kb_conflicts(t0.computations, conflicts, mesh))
    tiers = _tier0_tiers(t0)
    t1_items = mark_contradictions(t1.items, facts, mesh)
    if t1_items:
        tiers.append(Tier(1, T1_LABEL, t1_items))
    example = _example(t0.p1 + t1.items, plan, mesh)
    prose = needs_prose(plan, t0)
    # hydration by plan: a question the skeleton answers gets no FETCH contract (the
    # hydrate arm then makes one call and ignores FETCH lines); one that needs prose keeps it
    available = _available(plan, mesh) if prose else ()
    graph = act.lines

    def rendered(ts: Sequence[Tier]):
        return render(arm=arm, kbs=plan.route.kbs, tiers=ts, graph=graph, available=available,
                      question=question, example=example)

    used = count_tokens(rendered(tiers).prompt)
    t2 = timed("tier2", build_tier2, plan, mesh, t1, budget - used)
    if t2.items:
        tiers.append(Tier(2, T2_LABEL, _within_budget(mark_contradictions(t2.items, facts, mesh), budget - used)))
    out = rendered(tiers)
    tokens = _tokens(tiers, graph, arm, out.prompt, budget)
    withheld = "the only subject is unresolved" if plan.unresolved_only and arm != "flat" else None
    decisions = Decisions(act, t0.selected, withheld, t2.decision, timings)
    return Context(plan, out.prompt, tuple(tiers), graph if arm != "flat" else (), tokens, decisions,
                   {inv.name: inv.sorted_sources for inv in mesh.inventories}, available, example,
                   out.evidence, prose)


def _within_budget(items: Sequence[Item], budget: int) -> tuple[Item, ...]:
    """Tier-2 items in their order while they fit ``budget`` (a contradiction's mark can
    make a selected passage longer than the fill counted)."""
    out: list[Item] = []
    used = 0
    for item in items:
        used += count_tokens(item.text)
        if used > budget and out:
            break
        out.append(item)
    return tuple(out)


def needs_prose(plan: Plan, t0: Tier0) -> bool:
    """Whether the question needs prose the skeleton does not carry. The hydrate arm acts
    on it: only such a question is offered the FETCH contract (hydration by plan); the
    evaluation reports its hydration split on it.

    A verbatim question does ("what was said"); a question whose named metric the Tier-0
    facts or computations answer does not (a peak, a value at a position, a change); a
    question with no named metric (a narrative, a topic, "who hosts …") does. Absent targets
    need nothing: they are refused."""
    if plan.verbatim:
        return True
    if plan.unresolved_only:
        return False
    answered = bool(plan.named_metrics) and bool(t0.p1 or t0.computations)
    return not answered


def _tokens(tiers: Sequence[Tier], graph: Sequence[str], arm: str, prompt: str, budget: int) -> dict[str, int]:
    def of(n: int) -> int:
        return sum(count_tokens(i.text) for t in tiers if t.tier == n for i in t.items)

    return {
        "tier0": of(0),
        "tier1": of(1),
        "tier2": of(2),
        "graph": sum(count_tokens(g) for g in graph) if arm != "flat" else 0,
        "total": count_tokens(prompt),
        "budget": budget,
    }
