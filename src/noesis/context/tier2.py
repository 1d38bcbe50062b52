"""Tier 2 — discovered passages: lexical (and, with vectors, dense) fill under the budget.

The fill is bilevel: constrained to the files the route and Tier 1 resolved, with a
ladder of fallbacks (:data:`FILL_LADDER`) tried in order when a step finds nothing —
the names alone for a prose question, then the whole KB, never across a named scope.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..mesh import Mesh
from ..model import Span
from ..query.plan import Plan
from ..text import fold, tokens
from .budget import count_tokens
from .evidence import Item
from .sentences import span_citation, span_line, span_window
from .term_cut import MIN_SPANS, frequent_terms, or_query, or_terms
from .tier1 import Tier1

MAX_DISCOVERED = 8
#: reciprocal-rank fusion constant (BM25 + dense)
RRF_K = 60

Hit = tuple[float, str, Span]


@dataclass(frozen=True)
class Tier2Decision:
    mode: str
    query: str | None = None
    candidates: int | None = None
    dense: str | None = None
    #: terms of ``query`` dropped as too frequent in a large KB (:mod:`.term_cut`)
    dropped: tuple[str, ...] = ()

    def as_trace(self) -> dict:
        out: dict = {"mode": self.mode}
        if self.candidates is not None:
            out |= {"query": self.query, "candidates": self.candidates}
        if self.dropped:
            out["frequent_terms_dropped"] = list(self.dropped)
        if self.dense is not None:
            out["dense"] = self.dense
        return out


@dataclass(frozen=True)
class Tier2:
    items: tuple[Item, ...]
    decision: Tier2Decision


def fts_query(question: str, skip: set[str], stop: frozenset[str]) -> str | None:
    """The question's content words as an FTS5 OR query (quoted: FTS syntax is inert).

    ``skip`` holds words and phrases already resolved (a multi-word metric alias such as
    "tv share" skips each of its words); ``stop`` is the language's stop words."""
    skip = {w for phrase in skip for w in phrase.split()}
    words = [w for w in tokens(question) if len(w) >= 3 and w not in stop and w not in skip and w != "%"]
    words = list(dict.fromkeys(words))
    if not words:
        return None
    return " OR ".join(f'"{w}"' for w in words)


@dataclass(frozen=True)
class _Fill:
    """What every step of the ladder sees."""

    plan: Plan
    mesh: Mesh
    query: str | None
    names_query: str | None
    constrained: dict[str, list[str]]
    seen: frozenset[tuple[str, int]]
    tier1_empty: bool
    #: (kb, query) -> (the query searched there, the terms cut from it); filled as searched
    cuts: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = field(default_factory=dict)


Step = tuple[list[Hit], str, str | None]  # hits, mode, the query used


def constrained_fill(f: _Fill, query: str | None) -> Step | None:
    hits = _search(f, query, f.constrained or None)
    return hits, ("constrained to the files Tier 1 resolved" if f.constrained else "global (no files resolved)"), query


def by_names(f: _Fill, query: str | None) -> Step | None:
    """A prose question (no metric, statistic or addressed span) whose other words found
    nothing in its files: search them by the names it gave."""
    plan = f.plan
    if not (f.constrained and f.names_query and f.names_query != query and f.tier1_empty
            and not (plan.statistics or plan.named_metrics)):
        return None
    return (_search(f, f.names_query, f.constrained),
            "constrained, by the names (a prose question: no metric, statistic or addressed span, "
            "and its other words found nothing there)", f.names_query)


def starvation_valve(f: _Fill, query: str | None) -> Step | None:
    """The constrained fill found nothing: search the whole KB — never across a named scope
    (it would put other programmes' prose next to a named one)."""
    if not f.constrained:
        return None
    if f.plan.route.hard:
        return [], "constrained fill returned nothing; no global valve across a named scope", query
    return (_search(f, query, None),
            "global starvation valve (constrained fill returned nothing)", query)


FILL_LADDER: tuple[Callable[[_Fill, str | None], Step | None], ...] = (
    constrained_fill, by_names, starvation_valve,
)


def _run_ladder(fill: _Fill) -> Step:
    step: Step = ([], "", fill.query)
    for rule in FILL_LADDER:
        got = rule(fill, step[2])
        if got is None:
            continue
        step = got
        if step[0]:
            break
    return step


def build_tier2(plan: Plan, mesh: Mesh, tier1: Tier1, residual: int) -> Tier2:
    """Discovered passages for the ``full`` and ``flat`` arms within ``residual`` tokens."""
    if plan.arm not in ("full", "flat") or plan.unresolved_only:
        return Tier2((), Tier2Decision("off"))
    refs = plan.references.matched
    skip = set() if plan.arm == "flat" else set(plan.vocabulary_words) | {w for r in refs for w in fold(r.text).split()}
    stop = plan.language.common_words
    names_query = fts_query(" ".join(r.text for r in refs), set(), stop)
    query = fts_query(plan.question, skip, stop) or names_query
    dense_active = any(mesh.dense_for(kb) for kb in plan.routed)
    if query is None and not dense_active:
        return Tier2((), Tier2Decision("no query terms"))
    constrained = {k: list(v) for k, v in tier1.resolved_files if v} if plan.arm == "full" else {}
    fill = _Fill(plan, mesh, query, names_query, constrained, tier1.seen, not tier1.items)
    hits, mode, used_query = _run_ladder(fill)
    dropped = tuple(sorted({t for (_kb, q), (_u, cut) in fill.cuts.items() if q == used_query for t in cut}))
    items: list[Item] = []
    for score, kb, sp in hits:
        if len(items) >= MAX_DISCOVERED:
            break
        axis = mesh.inventory(kb).axis
        line = span_line(sp, axis)
        cost = count_tokens(line) + 2
        if cost > residual:
            continue
        residual -= cost
        items.append(Item(line, sp.source, kb, "span", span_window(sp, axis), sp.id,
                          f"fused {-score:.5f}" if dense_active else f"bm25 {score:.3f}",
                          evidence=sp, rule="discovered", citation=span_citation(sp, axis)))
    decision = Tier2Decision(mode, used_query, len(hits), mesh.dense if dense_active else None, dropped)
    return Tier2(tuple(items), decision)


def _kb_query(f: _Fill, kb: str, query: str) -> str:
    """``query`` as searched in ``kb``: without the terms too frequent there (:mod:`.term_cut`)."""
    key = (kb, query)
    if key not in f.cuts:
        inv = f.mesh.inventory(kb)
        cut: tuple[str, ...] = ()
        terms = or_terms(query) if inv.span_count >= MIN_SPANS else []
        if len(terms) > 1:  # a lone term always stays: no need to count it
            cut = frequent_terms(terms, inv.term_counts(terms), inv.span_count)
        f.cuts[key] = (or_query([t for t in terms if t not in cut]) if cut else query, cut)
    return f.cuts[key][0]


def _search(f: _Fill, query: str | None, constrained: dict[str, list[str]] | None) -> list[Hit]:
    """Tier-2 candidates. BM25 alone when no KB has vectors (the ordering of plain
    retrieval); with vectors, BM25 and dense ranks fused by reciprocal rank (k = 60),
    ties broken by KB, source and ordinal so the fill is deterministic."""
    mesh, plan, seen = f.mesh, f.plan, f.seen
    lexical: list[Hit] = []
    dense_lists: list[list[tuple[str, Span]]] = []
    for kb in plan.routed:
        if constrained is not None and kb not in constrained:
            continue
        inv = mesh.inventory(kb)
        sources = constrained.get(kb) if constrained is not None else None
        if mesh.dense != "only" and query:
            for sp, score in inv.kb.store.search(_kb_query(f, kb, query), limit=MAX_DISCOVERED * 2, sources=sources):
                if (kb, sp.id) not in seen:
                    lexical.append((score, kb, sp))
        pair = mesh.dense_for(kb)
        if pair is not None:
            index, emb = pair
            vec = mesh.query_vector(emb, plan.question)
            hits = index.search(vec, MAX_DISCOVERED * 2, sources=sources)
            spans = {s.id: s for s in inv.kb.store.spans_by_id([h[0] for h in hits])}
            dense_lists.append([(kb, spans[i]) for i, _s in hits if i in spans and (kb, i) not in seen])
    lexical.sort(key=lambda h: (round(h[0], 9), h[1], h[2].source, h[2].ordinal))
    if not dense_lists:
        return lexical
    return _fuse(lexical, dense_lists)


def _fuse(lexical: Sequence[Hit], dense_lists: Sequence[Sequence[tuple[str, Span]]]) -> list[Hit]:
    fused: dict[tuple[str, int], list] = {}
    for rank, (_score, kb, sp) in enumerate(lexical):
        fused.setdefault((kb, sp.id), [0.0, kb, sp])[0] += 1.0 / (RRF_K + rank + 1)
    merged = sorted((h for lst in dense_lists for h in lst), key=lambda h: (h[0], h[1].source, h[1].ordinal))
    order = {(kb, sp.id): i for lst in dense_lists for i, (kb, sp) in enumerate(lst)}
    for kb, sp in merged:
        fused.setdefault((kb, sp.id), [0.0, kb, sp])[0] += 1.0 / (RRF_K + order[(kb, sp.id)] + 1)
    out = sorted(fused.values(), key=lambda v: (-round(v[0], 12), v[1], v[2].source, v[2].ordinal))
    return [(-v[0], v[1], v[2]) for v in out]
