"""Tier 1 — addressed passages: verbatim spans selected by position or by graph address.

Each rule (:data:`TIER1_RULES`, in order) proposes span ids with the reason it chose
them; the spans are then read once, de-duplicated across rules and KBs, and ordered by
source and position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..query.addresses import Window
from ..query.inventory import KBInventory
from ..query.plan import KBPlan, Plan
from .evidence import Item
from .sentences import address_label, span_citation, span_line, span_window
from .tier0 import Tier0

#: addressed spans kept per window, nearest the address first
MAX_ADDRESSED_PER_WINDOW = 6
#: aligned spans per fact (ties can align thousands of positions)
MAX_ALIGNED_PER_FACT = 4
#: passages that co-mention every anchored entity
MAX_CO_MENTIONS = 4


@dataclass(frozen=True)
class Pick:
    """A span a rule wants, why, and the address it answers (for its label)."""

    span_id: int
    why: str
    rule: str
    window: Window | None = None


@dataclass(frozen=True)
class Tier1:
    items: tuple[Item, ...]
    #: per KB, the sources the route scoped plus those Tier 1 drew from (Tier 2's constraint)
    resolved_files: tuple[tuple[str, tuple[str, ...]], ...]
    seen: frozenset[tuple[str, int]]  # (kb, span id) already in the context


def _scope(plan: Plan, kbp: KBPlan) -> list[str] | None:
    """The sources a rule may draw from: the route's (``None`` = the whole KB), none at
    all when every named target is unresolved."""
    if plan.unresolved_only:
        return []
    return plan.route.sources_in(kbp.kb) or None


def aligned_with_facts(plan: Plan, kbp: KBPlan, inv: KBInventory, tier0: Tier0) -> list[Pick]:
    """Spans aligned with the Tier-0 facts' positions (the passage at the peak). An
    addressed question is about its address, not the extremes."""
    out: list[Pick] = []
    for f in tier0.facts_of(kbp.kb):
        if f.priority != 1 or not f.aligned:
            continue
        if plan.statistics and f.statistic not in plan.statistics:
            continue
        if not plan.statistics and (kbp.windows or (f.origin == "computed" and f.statistic not in ("max", "min"))):
            continue
        out += [Pick(sid, f"aligned with {f.subject} {f.predicate}", "aligned") for sid in f.aligned[:MAX_ALIGNED_PER_FACT]]
    return out


def co_mentions(plan: Plan, kbp: KBPlan, inv: KBInventory, tier0: Tier0) -> list[Pick]:
    """A graph address: passages that mention every anchored entity at once."""
    scope = _scope(plan, kbp)
    if len(kbp.entities) < 2 or scope == []:
        return []
    why = "addressed: mentions " + " and ".join(kbp.entities)
    return [Pick(sid, why, "co_mention") for sid in inv.kb.store.co_mention_spans(kbp.entities, scope, MAX_CO_MENTIONS)]


def addressed_windows(plan: Plan, kbp: KBPlan, inv: KBInventory, tier0: Tier0) -> list[Pick]:
    """Spans at each address the question names, nearest the addressed point first."""
    scope = _scope(plan, kbp)
    if scope == []:
        return []
    out: list[Pick] = []
    store = inv.kb.store
    for w in kbp.windows:
        hits = store.spans_overlapping(w.start, None if w.kind == "point" else w.end, sources=scope)
        anchor = w.anchor if w.anchor is not None else w.start
        hits = sorted(hits, key=lambda s: (abs((s.start or 0) - anchor), s.source, s.ordinal))
        out += [Pick(s.id, f"addressed: {w.text}", "address", w) for s in hits[:MAX_ADDRESSED_PER_WINDOW]]
    return out


TIER1_RULES = (aligned_with_facts, co_mentions, addressed_windows)


def _label(w: Window | None, inv: KBInventory) -> str | None:
    """The position a passage was addressed at (:func:`address_label`); a range gets none
    (every passage inside it would repeat the same label)."""
    if w is None or w.kind == "range":
        return None
    return address_label(inv.axis, w.anchor if w.anchor is not None else w.start)


def _render(picks: Sequence[Pick], inv: KBInventory, seen: set[tuple[str, int]], files: set[str]) -> list[Item]:
    spans = {s.id: s for s in inv.kb.store.spans_by_id([p.span_id for p in picks])}
    windows: dict[int, Window] = {}
    for p in picks:
        if p.window is not None:
            windows.setdefault(p.span_id, p.window)
    items: list[tuple[tuple, Item]] = []
    for p in picks:
        sp = spans.get(p.span_id)
        if sp is None or (inv.name, p.span_id) in seen:
            continue
        seen.add((inv.name, p.span_id))
        files.add(sp.source)
        label = _label(windows.get(p.span_id), inv)
        items.append(((sp.source, sp.start or 0.0, sp.ordinal),
                      Item(span_line(sp, inv.axis, label), sp.source, inv.name, "span",
                           span_window(sp, inv.axis), sp.id, p.why, evidence=sp, rule=p.rule,
                           label=label, citation=span_citation(sp, inv.axis))))
    return [it for _k, it in sorted(items, key=lambda x: x[0])]


def build_tier1(plan: Plan, invs: Sequence[KBInventory], tier0: Tier0) -> Tier1:
    by_name = {inv.name: inv for inv in invs}
    seen: set[tuple[str, int]] = set()
    files = {k.kb: set(plan.route.sources_in(k.kb)) for k in plan.kbs}
    items: list[Item] = []
    if plan.arm != "flat":
        for kbp in plan.kbs:
            inv = by_name[kbp.kb]
            picks = [p for rule in TIER1_RULES for p in rule(plan, kbp, inv, tier0)]
            items += _render(picks, inv, seen, files[kbp.kb])
    return Tier1(tuple(items), tuple((kb, tuple(sorted(v))) for kb, v in files.items()), frozenset(seen))
