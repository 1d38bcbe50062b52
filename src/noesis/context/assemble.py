"""Tiered context assembly (DESIGN.md §4): evidence ordered by how it was selected.

Tier 0 — computed / absolute: Priority-1 facts for the anchored entities and named
metrics, query-time computations and unresolved-reference notices (no threshold: present
in the KB ⇒ in the context), then Priority-2 background statistics in their own block.
Tier 1 — addressed: spans at resolved positions in scoped sources, and spans aligned
with Tier-0 facts. Tier 2 — discovered: BM25 fill under the residual budget, bilevel:
constrained to the files Tier 1 resolved, global only when that returns nothing.
With no address and no facts, the output is plain retrieval.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ..errors import QueryError
from ..model import Fact, Span
from ..query.activation import top_nodes
from ..query.addresses import Window, parse_addresses
from ..query.computations import Computation, asks_ratio, difference, ranking, value_at
from ..query.conversation import detect_follow_up
from ..query.references import COMMON_WORDS
from ..query.routing import Route, route
from ..query.vocabulary import resolve_vocabulary
from ..text import fold, tokens
from .budget import DEFAULT_BUDGET, count_tokens
from .prompt import ARMS, render_prompt
from .result import Context, Item, Tier
from .sentences import address_label, cite, fact_sentence, span_line, span_window

if TYPE_CHECKING:
    from ..mesh import Mesh

MAX_ADDRESSED_PER_WINDOW = 6
MAX_DISCOVERED = 8
MAX_GRAPH_LINES = 6
#: reciprocal-rank fusion constant (BM25 + dense)
RRF_K = 60
#: aligned spans per fact in Tier 1 (ties can align thousands of positions)
MAX_ALIGNED_PER_FACT = 4
_STAT_ORDER = {"max": 0, "min": 1, "mean": 2, "first": 3, "last": 4, "sum": 5, "count": 6}


def _fts_query(question: str, skip: set[str]) -> str | None:
    words = [w for w in tokens(question) if len(w) >= 3 and w not in COMMON_WORDS and w not in skip and w != "%"]
    words = list(dict.fromkeys(words))
    if not words:
        return None
    return " OR ".join(f'"{w}"' for w in words)


def _fact_key(f: Fact) -> tuple:
    return (f.priority, fold(f.subject), f.metric or "", _STAT_ORDER.get(f.statistic or "", 9), f.id)


def assemble(
    mesh: Mesh,
    question: str,
    *,
    arm: str = "full",
    budget: int = DEFAULT_BUDGET,
    history: Sequence[Mapping[str, str]] = (),
) -> Context:
    if arm not in ARMS:
        raise QueryError(f"unknown arm {arm!r}; choose one of {', '.join(ARMS)}")
    if not question or not question.strip():
        raise QueryError("empty question")
    if budget < 64:
        raise QueryError(f"budget {budget} is too small; give at least 64 tokens")
    timings: dict[str, float] = {}
    t = time.perf_counter()
    invs = mesh.inventories

    # ---- vocabulary (per KB: metric aliases are the producer's) -------------------------
    metrics_by_kb: dict[str, list[str]] = {}
    statistics: list[str] = []
    vocab_words: set[str] = set()
    for inv in invs:
        vm = resolve_vocabulary(question, inv.metrics, inv.vocabulary)
        metrics_by_kb[inv.name] = list(vm.metrics)
        statistics += [s for s in vm.statistics if s not in statistics]
        vocab_words |= {surface for surface, _k, _c in vm.matched}
        for words in inv.vocabulary.values():
            vocab_words |= {fold(w) for w in words}
    timings["vocabulary"] = time.perf_counter() - t

    # ---- named references, conversation, route ------------------------------------------
    t = time.perf_counter()
    refs = mesh.resolver.resolve(question, skip_words=vocab_words)
    follow = detect_follow_up(question, history, mesh.source_names, anchored=bool(refs.matched))
    inherited_metrics = False
    if follow.is_follow_up and not any(metrics_by_kb.values()):
        # "these readings" name no metric: take the one the previous question named
        prev = next((t.get("content", "") for t in reversed(history) if t.get("role") == "user"), "")
        for inv in invs:
            metrics_by_kb[inv.name] = list(resolve_vocabulary(prev, inv.metrics, inv.vocabulary).metrics)
        inherited_metrics = any(metrics_by_kb.values())
    rt: Route = route(refs, invs, metrics_by_kb, follow)
    routed = [inv for inv in invs if inv.name in rt.kbs]
    timings["resolve"] = time.perf_counter() - t

    # ---- addresses on each routed KB's axis ----------------------------------------------
    windows: dict[str, list[Window]] = {
        inv.name: parse_addresses(question, inv.axis, inv.vocabulary) for inv in routed
    }
    if arm == "flat":
        windows = {k: [] for k in windows}

    # ---- entities in scope ------------------------------------------------------------------
    entities: dict[str, list[str]] = {inv.name: [] for inv in routed}
    for r in refs.matched:
        if r.kb in entities and r.entity and r.entity not in entities[r.kb]:
            entities[r.kb].append(r.entity)
    for kb, src in rt.sources:
        inv = mesh.inventory(kb)
        ent = inv.sources[src].entity
        if rt.hard and ent and ent not in entities[kb]:
            entities[kb].append(ent)
    unresolved = tuple(n for n in refs.unresolved if not _in_text(n, routed))
    unresolved_only = bool(unresolved) and not any(entities.values())

    # ---- activation ---------------------------------------------------------------------------
    t = time.perf_counter()
    graph_lines: list[str] = []
    activation: dict[str, list] = {}
    for inv in routed:
        seeds = [f"entity:{e}" for e in entities[inv.name]]
        seeds += [f"source:{s}" for s in rt.sources_in(inv.name)]
        if not seeds or arm == "flat" or unresolved_only:
            continue
        g = mesh.graph(inv.name)
        scores = g.personalized_pagerank(seeds)
        top = top_nodes(scores, k=8)
        activation[inv.name] = [[n, round(s, 6)] for n, s in top]
        names = {n for n, _ in top}
        edges = [e for e in g.edges if e.src in names and e.dst in names and e.type in ("about", "mentions")]
        edges.sort(key=lambda e: (-round(scores.get(e.src, 0) + scores.get(e.dst, 0), 12), e.src, e.type, e.dst))
        for e in edges[:MAX_GRAPH_LINES]:
            graph_lines.append(f"{e.src.split(':', 1)[1]} —{e.type}→ {e.dst.split(':', 1)[1]} ({inv.name})")
    graph_lines = sorted(dict.fromkeys(graph_lines))
    timings["activation"] = time.perf_counter() - t

    # ---- Tier 0 -------------------------------------------------------------------------------
    t = time.perf_counter()
    p1: list[Item] = []
    p2: list[Item] = []
    notices: list[Item] = []
    comps: list[Item] = []
    selected: list[dict] = []
    tier0_facts: dict[str, list[Fact]] = {}
    for name in unresolved:
        notices.append(Item(
            f'The knowledge bases hold no data about "{name}". Do not answer with any other '
            f'programme\'s or entity\'s values; say that there is no information about "{name}".',
            "", "", "notice", why="unresolved reference"))
    if arm != "flat" and not unresolved_only:
        for inv in routed:
            store = inv.kb.store
            named_metrics = metrics_by_kb[inv.name]
            chosen: dict[int, Fact] = {}
            if entities[inv.name]:
                for ent in entities[inv.name]:
                    for f in store.facts(entity=ent):
                        if f.origin == "computed" and named_metrics and f.metric not in named_metrics:
                            continue
                        if f.origin == "computed" and named_metrics and statistics and f.statistic not in statistics:
                            # "the peak share" needs the maximum, not the average beside it: the
                            # 0.5B model answered a peak comparison with the average (measured)
                            continue
                        chosen[f.id] = f
                why = "facts of the anchored entities" + (f" for {', '.join(named_metrics)}" if named_metrics else "") \
                    + (f" ({', '.join(statistics)})" if named_metrics and statistics else "")
            elif named_metrics:
                for m in named_metrics:
                    for f in store.facts(metric=m):
                        if statistics and f.statistic not in statistics:
                            continue
                        chosen[f.id] = f
                why = f"every entity's {', '.join(named_metrics)} ({', '.join(statistics) or 'all statistics'})"
            else:
                continue
            facts = sorted(chosen.values(), key=_fact_key)
            tier0_facts[inv.name] = facts
            for f in facts:
                item = Item(fact_sentence(f, inv.axis), f.source, inv.name,
                            "background" if f.priority >= 2 else "fact", ref=f.id, why=why)
                (p2 if f.priority >= 2 else p1).append(item)
                selected.append({"kb": inv.name, "fact": f.id, "priority": f.priority,
                                 "subject": f.subject, "predicate": f.predicate, "why": why})
            comps += [_comp_item(c) for c in _computations(mesh, inv.name, facts, statistics,
                                                                 entities[inv.name], named_metrics,
                                                                 windows[inv.name], asks_ratio(question))]
    if arm != "flat" and len(statistics) == 1 and not any(entities.values()):
        # a superlative across entities ("which programme had the highest share?")
        named = sorted({m for ms in metrics_by_kb.values() for m in ms})
        pool = [(kb, f) for kb, fs in sorted(tier0_facts.items()) for f in fs
                if f.priority == 1 and f.origin == "computed" and f.statistic == statistics[0]]
        if len(named) == 1:
            c = ranking([(kb, f) for kb, f in pool if f.metric == named[0]])
            if c:
                comps.insert(0, _comp_item(c))
    timings["tier0"] = time.perf_counter() - t

    # ---- Tier 1 ---------------------------------------------------------------------------------
    t = time.perf_counter()
    tier1: list[Item] = []
    seen_spans: set[tuple[str, int]] = set()
    resolved_files: dict[str, set[str]] = {inv.name: set(rt.sources_in(inv.name)) for inv in routed}
    if arm != "flat":
        for inv in routed:
            store = inv.kb.store
            want: list[tuple[int, str]] = []
            labels: dict[int, Window] = {}  # span id → the address it was selected for
            for f in tier0_facts.get(inv.name, []):
                if f.priority != 1 or not f.aligned:
                    continue
                if statistics and f.statistic not in statistics:
                    continue
                if not statistics and (windows[inv.name] or (f.origin == "computed" and f.statistic not in ("max", "min"))):
                    continue  # an addressed question is about its address, not the extremes
                want += [(sid, f"aligned with {f.subject} {f.predicate}") for sid in f.aligned[:MAX_ALIGNED_PER_FACT]]
            scope = rt.sources_in(inv.name) or None
            if unresolved_only:
                scope = []
            if len(entities[inv.name]) >= 2 and scope != []:
                # a graph address: passages that mention every anchored entity at once
                for sid in _co_mentions(store, entities[inv.name], scope):
                    want.append((sid, "addressed: mentions " + " and ".join(entities[inv.name])))
            for w in windows[inv.name]:
                if scope == []:
                    break
                hits = store.spans_overlapping(w.start, None if w.kind == "point" else w.end, sources=scope)
                anchor = w.anchor if w.anchor is not None else w.start
                hits = sorted(hits, key=lambda s: (abs((s.start or 0) - anchor), s.source, s.ordinal))
                want += [(s.id, f"addressed: {w.text}") for s in hits[:MAX_ADDRESSED_PER_WINDOW]]
                for s_ in hits[:MAX_ADDRESSED_PER_WINDOW]:
                    labels.setdefault(s_.id, w)
            spans = {s.id: s for s in store.spans_by_id([sid for sid, _ in want])}
            items: list[tuple[tuple, Item]] = []
            for sid, why in want:
                sp = spans.get(sid)
                if sp is None or (inv.name, sid) in seen_spans:
                    continue
                seen_spans.add((inv.name, sid))
                resolved_files[inv.name].add(sp.source)
                items.append(((sp.source, sp.start or 0.0, sp.ordinal),
                              Item(span_line(sp, inv.axis, _label(labels.get(sid), inv.axis)), sp.source,
                                   inv.name, "span", span_window(sp, inv.axis), sid, why)))
            tier1 += [it for _k, it in sorted(items, key=lambda x: x[0])]
    timings["tier1"] = time.perf_counter() - t

    # ---- budget so far ------------------------------------------------------------------------------
    tiers0 = []
    if p1 or comps or notices:
        tiers0.append(Tier(0, "Tier 0 — computed and curated facts (Priority 1)", tuple(notices + p1 + comps)))
    if p2:
        tiers0.append(Tier(0, "Tier 0 — background statistics (Priority 2: supplementary, never overrides Priority 1)", tuple(p2)))
    tier1_t = [Tier(1, "Tier 1 — addressed passages (verbatim, at resolved positions)", tuple(tier1))] if tier1 else []
    example = _example(p1, tier1, mesh)
    available = sorted(f"{s} ({kb})" for kb in rt.kbs for s in mesh.inventory(kb).sources)
    base_prompt = render_prompt(arm=arm, kbs=rt.kbs, tiers=tiers0 + tier1_t, graph=graph_lines,
                                available=available, question=question, example=example)
    used = count_tokens(base_prompt)

    # ---- Tier 2 ----------------------------------------------------------------------------------------
    t = time.perf_counter()
    tier2: list[Item] = []
    tier2_trace: dict = {"mode": "off"}
    if arm in ("full", "flat") and not unresolved_only:
        # the bilevel fill searches for what the question asks beyond the names it scoped
        # by; the flat baseline is plain retrieval over the whole question
        skip = set() if arm == "flat" else vocab_words | {w for r in refs.matched for w in fold(r.text).split()}
        names_query = _fts_query(" ".join(r.text for r in refs.matched), set())
        query = _fts_query(question, skip) or names_query
        dense_active = any(mesh.dense_for(i.name) for i in routed)
        if query is None and not dense_active:
            tier2_trace = {"mode": "no query terms"}
        else:
            constrained = {k: sorted(v) for k, v in resolved_files.items() if v} if arm == "full" else {}
            hits = _search(mesh, routed, query, constrained or None, seen_spans, question)
            mode = "constrained to the files Tier 1 resolved" if constrained else "global (no files resolved)"
            if not hits and constrained and names_query and names_query != query and not tier1 \
                    and not (statistics or any(metrics_by_kb.values())):
                query = names_query
                hits = _search(mesh, routed, query, constrained, seen_spans, question)
                mode = "constrained, by the names (a prose question: no metric, statistic or addressed span, and its other words found nothing there)"
            if not hits and constrained and not rt.hard:
                hits = _search(mesh, routed, query, None, seen_spans, question)
                mode = "global starvation valve (constrained fill returned nothing)"
            elif not hits and constrained:
                mode = "constrained fill returned nothing; no global valve across a named scope"
            tier2_trace = {"mode": mode, "query": query, "candidates": len(hits)}
            if dense_active:
                tier2_trace["dense"] = mesh.dense
            residual = budget - used
            for score, kb, sp in hits:
                if len(tier2) >= MAX_DISCOVERED:
                    break
                line = span_line(sp, mesh.inventory(kb).axis)
                cost = count_tokens(line) + 2
                if cost > residual:
                    continue
                residual -= cost
                tier2.append(Item(line, sp.source, kb, "span", span_window(sp, mesh.inventory(kb).axis),
                                  sp.id, f"fused {-score:.5f}" if dense_active else f"bm25 {score:.3f}"))
    timings["tier2"] = time.perf_counter() - t

    tiers = list(tiers0) + tier1_t
    if tier2:
        tiers.append(Tier(2, "Tier 2 — discovered passages (lexical search)", tuple(tier2)))
    prompt = render_prompt(arm=arm, kbs=rt.kbs, tiers=tiers, graph=graph_lines,
                           available=available, question=question, example=example)
    tok = {
        "tier0": sum(count_tokens(i.text) for t_ in tiers0 for i in t_.items),
        "tier1": sum(count_tokens(i.text) for i in tier1),
        "tier2": sum(count_tokens(i.text) for i in tier2),
        "graph": sum(count_tokens(g) for g in graph_lines) if arm != "flat" else 0,
    }
    tok["total"] = count_tokens(prompt)
    tok["budget"] = budget
    trace = {
        "arm": arm,
        "references": {
            "matched": [r.__dict__ for r in refs.matched],
            "rejected": [{"text": r.text, "rule": r.rule, "candidates": list(r.candidates)} for r in refs.rejected],
            "unresolved": list(unresolved),
        },
        "vocabulary": {"metrics": metrics_by_kb, "statistics": statistics,
                       "metrics_inherited_from_history": inherited_metrics},
        "addresses": {kb: [w.__dict__ for w in ws] for kb, ws in windows.items()},
        "conversation": {"follow_up": follow.is_follow_up, "rule": follow.rule,
                         "citations": [c.__dict__ for c in follow.citations]},
        "route": rt.as_dict(),
        "entities": entities,
        "activation": activation,
        "facts": selected,
        "facts_withheld": "the only subject is unresolved" if unresolved_only and arm != "flat" else None,
        "tier2": tier2_trace,
        "tokens": tok,
        "timings_ms": {k: round(v * 1000, 3) for k, v in timings.items()},
    }
    return Context(question, arm, prompt, tuple(tiers), tuple(graph_lines) if arm != "flat" else (),
                   rt.as_dict(), unresolved, tok, trace,
                   {inv.name: tuple(sorted(inv.sources)) for inv in invs}, tuple(available), example)


def _in_text(name: str, routed: Sequence) -> bool:
    """Whether an unresolved capitalised name occurs, as a phrase, in a routed KB's text.

    Such a name is not an entity, but the KB does hold text about it ("il traghetto per
    Ischia"); announcing that the KBs hold no data about it made the model refuse a quote
    it had in front of it. A trap's invented programme occurs nowhere."""
    phrase = '"' + name.replace('"', '""') + '"'
    return any(inv.kb.store.search(phrase, limit=1) for inv in routed)


def _label(w: Window | None, axis) -> str | None:
    """The position a Tier-1 passage was addressed at (:func:`address_label`); a range
    gets none (every passage inside it would repeat the same label)."""
    if w is None or w.kind == "range":
        return None
    return address_label(axis, w.anchor if w.anchor is not None else w.start)


def _example(p1: Sequence[Item], tier1: Sequence[Item], mesh: Mesh) -> str:
    for item in list(p1) + list(tier1):
        m = re.search(r"\[[^\[\]]+\]", item.text)
        if m:
            return m.group()
    return "[file.csv @ second 146]"


def _comp_item(c: Computation) -> Item:
    return Item(c.text, "; ".join(c.sources), c.kb, "computation", why=f"query-time {c.kind}")


def _computations(mesh: Mesh, kb: str, facts: Sequence[Fact], statistics: Sequence[str],
                  entities: Sequence[str], metrics: Sequence[str], windows: Sequence[Window],
                  ratio: bool = False) -> list[Computation]:
    out: list[Computation] = []
    inv = mesh.inventory(kb)
    if len(entities) >= 2 and statistics:
        for metric in metrics or sorted({f.metric for f in facts if f.metric}):
            for stat in statistics:
                per = {}
                for f in facts:
                    if f.origin == "computed" and f.metric == metric and f.statistic == stat and f.priority == 1:
                        per.setdefault(fold(f.subject), f)
                picked = [per[fold(e)] for e in entities if fold(e) in per]
                for i in range(len(picked)):
                    for j in range(i + 1, len(picked)):
                        c = difference(picked[i], picked[j], kb, ratio=ratio)
                        if c:
                            out.append(c)
    if windows and entities:
        want_metrics = metrics or sorted(inv.series_of)
        for metric in want_metrics:
            for ent in entities:
                src = inv.series_of.get(metric, {}).get(fold(ent))
                if not src:
                    continue
                for _name, series in inv.kb.store.series(source=src, metric=metric):
                    if fold(series.entity) != fold(ent):
                        continue
                    for w in windows:
                        c = value_at(series, src, w, inv.axis, kb)
                        if c:
                            out.append(c)
    return out


def _co_mentions(store, names: Sequence[str], scope: Sequence[str] | None, limit: int = 4) -> list[int]:
    return store.co_mention_spans(names, scope, limit)


def _search(mesh: Mesh, routed, query: str | None, constrained: dict[str, list[str]] | None,
            seen: set[tuple[str, int]], question: str = "") -> list[tuple[float, str, Span]]:
    """Tier-2 candidates. BM25 alone when no KB has vectors (the ordering of plain
    retrieval); with vectors, BM25 and dense ranks fused by reciprocal rank (k = 60),
    ties broken by KB, source and ordinal so the fill is deterministic."""
    lexical: list[tuple[float, str, Span]] = []
    dense_lists: list[list[tuple[str, Span]]] = []
    any_dense = False
    for inv in routed:
        if constrained is not None and inv.name not in constrained:
            continue
        sources = constrained.get(inv.name) if constrained is not None else None
        if mesh.dense != "only" and query:
            for sp, score in inv.kb.store.search(query, limit=MAX_DISCOVERED * 2, sources=sources):
                if (inv.name, sp.id) not in seen:
                    lexical.append((score, inv.name, sp))
        pair = mesh.dense_for(inv.name) if question else None
        if pair is not None:
            any_dense = True
            index, emb = pair
            vec = mesh.query_vector(emb, question)
            hits = index.search(vec, MAX_DISCOVERED * 2, sources=sources)
            spans = {s.id: s for s in inv.kb.store.spans_by_id([h[0] for h in hits])}
            dense_lists.append([(inv.name, spans[i]) for i, _s in hits if i in spans and (inv.name, i) not in seen])
    lexical.sort(key=lambda h: (round(h[0], 9), h[1], h[2].source, h[2].ordinal))
    if not any_dense:
        return lexical
    fused: dict[tuple[str, int], list] = {}
    for rank, (_score, kb, sp) in enumerate(lexical):
        fused.setdefault((kb, sp.id), [0.0, kb, sp])[0] += 1.0 / (RRF_K + rank + 1)
    merged = sorted((h for lst in dense_lists for h in lst), key=lambda h: (h[0], h[1].source, h[1].ordinal))
    order = {(kb, sp.id): i for lst in dense_lists for i, (kb, sp) in enumerate(lst)}
    for kb, sp in merged:
        fused.setdefault((kb, sp.id), [0.0, kb, sp])[0] += 1.0 / (RRF_K + order[(kb, sp.id)] + 1)
    out = sorted(fused.values(), key=lambda v: (-round(v[0], 12), v[1], v[2].source, v[2].ordinal))
    return [(-v[0], v[1], v[2]) for v in out]


__all__ = ["assemble", "cite"]
