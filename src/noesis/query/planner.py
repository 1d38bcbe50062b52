"""Question → :class:`~noesis.query.plan.Plan`, by rule (docs/design.md §3).

A ladder of small pure steps over the question, the conversation and the mesh's
inventories: vocabulary per KB → named references → follow-up (and an inherited
metric) → route → addresses on each routed KB's axis → entities in scope → unresolved
names. Nothing here reads a store beyond the inventories' own lookups.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..lang import (
    Language,
    asks_change,
    asks_ratio,
    asks_top,
    language_for,
    wants_verbatim,
)
from ..text import fold
from .addresses import Window, listed_points, parse_addresses
from .conversation import FollowUp, detect_follow_up
from .inventory import KBInventory
from .namedstatistics import metrics_not_in_names, statistics_not_in_names, statistics_not_named
from .plan import KBPlan, Plan
from .references import References, Resolver
from .routing import Route, route
from .tablequestion.compile import TableCompilation, compile_question, previous_question
from .tokens import words_of
from .unapplied import NotApplied, unapplied
from .unapplied import warm as warm_unapplied
from .vocabulary import resolve_vocabulary


def _vocabulary(question: str, invs: Sequence[KBInventory]) -> tuple[dict[str, list[str]], list[str], set[str]]:
    """Per-KB metrics (aliases are the producer's), statistics, and every vocabulary word."""
    metrics, statistics, words, _surfaces = _vocabulary_surfaces(question, invs)
    return metrics, statistics, words


def _vocabulary_surfaces(question: str, invs: Sequence[KBInventory]
                         ) -> tuple[dict[str, list[str]], list[str], set[str], dict[str, list[str]]]:
    """:func:`_vocabulary` and, per statistic, the surfaces the question wrote it with."""
    metrics: dict[str, list[str]] = {}
    statistics: list[str] = []
    words: set[str] = set()
    surfaces: dict[str, list[str]] = {}
    for inv in invs:
        vm = resolve_vocabulary(question, inv.metrics, inv.vocabulary, language=language_for([inv.language]))
        metrics[inv.name] = list(vm.metrics)
        statistics += [s for s in vm.statistics if s not in statistics]
        words |= {surface for surface, _k, _c in vm.matched}
        for surface, kind, canonical in vm.matched:
            if kind == "statistic" and surface not in surfaces.setdefault(canonical, []):
                surfaces[canonical].append(surface)
        for ws in inv.vocabulary.values():
            words |= {fold(w) for w in ws}
    return metrics, statistics, words, surfaces


def _inherit_metrics(history: Sequence[Mapping[str, str]], invs: Sequence[KBInventory]) -> dict[str, list[str]]:
    """"These readings" name no metric: take the one the previous question named."""
    prev = next((t.get("content", "") for t in reversed(history) if t.get("role") == "user"), "")
    return {inv.name: list(resolve_vocabulary(prev, inv.metrics, inv.vocabulary,
                                              language=language_for([inv.language])).metrics) for inv in invs}


def _entities(refs: References, rt: Route, invs: Mapping[str, KBInventory]) -> dict[str, list[str]]:
    """Anchored entities per routed KB, then (on a hard route) the owners of its sources."""
    out: dict[str, list[str]] = {kb: [] for kb in rt.kbs}
    for r in refs.matched:
        if r.kb in out and r.entity and r.entity not in out[r.kb]:
            out[r.kb].append(r.entity)
    for kb, src in rt.sources:
        ent = invs[kb].sources[src].entity
        if rt.hard and ent and ent not in out[kb]:
            out[kb].append(ent)
    return out


def _is_term(name: str, invs: Sequence[KBInventory]) -> bool:
    """Whether every word of an unresolved name is a term some KB uses ("MPG" of the
    curated "average MPG", a unit, a metric alias): a term, not a missing entity."""
    words = fold(name).split()
    return bool(words) and any(set(words) <= inv.lexicon for inv in invs)


def _in_text(name: str, routed: Sequence[KBInventory]) -> bool:
    """Whether an unresolved capitalised name occurs, as a phrase, in a routed KB's text.

    Such a name is not an entity, but the KB does hold text about it ("il traghetto per
    Ischia"); announcing that the KBs hold no data about it made the model refuse a quote
    it had in front of it. A trap's invented programme occurs nowhere."""
    phrase = '"' + name.replace('"', '""') + '"'
    return any(inv.kb.store.search(phrase, limit=1) for inv in routed)


def _read_as_time(name: str, windows: Sequence[str]) -> bool:
    """Whether an unresolved capitalised name is a time an address read ("FY2018" of a report's
    year axis): a position, not a missing entity."""
    said = fold(name)
    return any(said and said in fold(w) for w in windows)


def make_plan(
    question: str,
    *,
    arm: str,
    history: Sequence[Mapping[str, str]],
    inventories: Sequence[KBInventory],
    resolver: Resolver,
    source_names: Mapping[str, Sequence[str]],
    language: Language,
) -> Plan:
    """The plan for ``question`` over ``inventories`` (in mesh order)."""
    metrics, statistics, vocab_words, stat_surfaces = _vocabulary_surfaces(question, inventories)
    refs = resolver.resolve(question, skip_words=vocab_words)
    respective = not language.table.respective_words.isdisjoint(fold(question).split())
    statistics = list(statistics_not_in_names(statistics, stat_surfaces, refs.matched, respective))
    statistics = list(statistics_not_named(statistics, stat_surfaces, question))
    metrics = {kb: list(metrics_not_in_names(ms, refs.matched, kb)) for kb, ms in metrics.items()}
    follow: FollowUp = detect_follow_up(question, history, source_names, anchored=bool(refs.matched),
                                        language=language)
    inherited = False
    if follow.is_follow_up and not any(metrics.values()):
        metrics = _inherit_metrics(history, inventories)
        inherited = any(metrics.values())
    rt = route(refs, inventories, metrics, follow)
    by_name = {inv.name: inv for inv in inventories}
    routed = [inv for inv in inventories if inv.name in rt.kbs]
    entities = _entities(refs, rt, by_name)
    windows = _windows_per_kb(question, routed, arm)
    if not statistics and not asks_change(question, language) and not asks_ratio(question, language):
        windows = {kb: listed_points(ws) for kb, ws in windows.items()}  # "X in 2019 and 2018": each
    kbs = tuple(
        KBPlan(inv.name, tuple(metrics[inv.name]), windows[inv.name], tuple(entities[inv.name]))
        for inv in routed
    )
    not_applied = _not_applied(question, kbs, routed) if arm != "flat" else ()
    verbatim = wants_verbatim(question, language)
    windows_text = tuple(w.text for k in kbs for w in k.windows)
    table = (_table(question, routed, history, language, refs, windows_text)
             if arm != "flat" and not verbatim else None)
    unresolved = tuple(n for n in refs.unresolved if not _is_term(n, inventories) and not _in_text(n, routed)
                       and not _read_as_time(n, windows_text))
    if table is not None and table.whole:
        # the table reading accounts for every word itself
        not_applied = tuple(NotApplied(t, table.why_of(t)) for t in table.not_applied)
        def read(text: str) -> bool:  # every word the table read, the glue between names aside ("DEN and MIA")
            return set(words_of(text)) - language.function_words <= table.claimed_words

        unresolved = tuple(n for n in unresolved if not read(n))
        refs = References(refs.matched, tuple(r for r in refs.rejected if not read(r.text)), refs.unresolved)
    elif table is not None:  # read as time by the table's own axis: its query applies it, or its refusal says why not
        not_applied = tuple(n for n in not_applied if not set(fold(n.text).split()) <= table.claimed_words)
    return Plan(
        question=question,
        arm=arm,
        references=refs,
        unresolved=unresolved,
        statistics=tuple(statistics),
        metrics_by_kb=tuple((inv.name, tuple(metrics[inv.name])) for inv in inventories),
        metrics_inherited=inherited,
        vocabulary_words=frozenset(vocab_words),
        follow_up=follow,
        route=rt,
        kbs=kbs,
        verbatim=verbatim,
        ratio=asks_ratio(question, language),
        change=asks_change(question, language),
        top=asks_top(question, language),
        language=language,
        not_applied=not_applied,
        table=table,
    )


def _table(question: str, routed: Sequence[KBInventory], history: Sequence[Mapping[str, str]],
           language: Language, refs: References, addressed: Sequence[str] = ()) -> TableCompilation | None:
    """The question read over every table of the routed KBs (:mod:`.tablequestion`); the
    words the KBs use as terms elsewhere (curated predicates, vocabulary) and the names the
    references matched are the other stages' words."""
    tables = [t for inv in routed for t in inv.tables]
    if not tables:
        return None
    # the KBs' terms (curated predicates, vocabulary) and the address words the KB axes read
    external = frozenset().union(*(inv.lexicon for inv in routed), *(words_of(t) for t in addressed))
    named = tuple((r.text, r.entity) for r in refs.matched if r.entity)
    return compile_question(question, tables, language, previous_question(history), external, named,
                            tuple(refs.unresolved) + tuple(r.text for r in refs.rejected))


def _not_applied(question: str, kbs: Sequence[KBPlan], routed: Sequence[KBInventory]) -> tuple[NotApplied, ...]:
    """Date- and time-like phrases no routed KB's axis applied (a phrase one KB applies is
    applied); each says why, in the question's own words."""
    seen: dict[tuple, tuple[NotApplied, ...]] = {}  # KBs of one axis and language find the same phrases
    per_kb = []
    for k, inv in zip(kbs, routed, strict=True):
        key = (inv.axis, inv.language, k.windows)
        if key not in seen:
            seen[key] = unapplied(question, k.windows, inv.axis, language_for([inv.language]))
        per_kb.append(seen[key])
    if not per_kb:
        return ()
    common = set.intersection(*({n.text for n in found} for found in per_kb))
    return tuple(n for n in per_kb[0] if n.text in common)


#: holds a digit, an address word and a calendar word: parsing it builds every pattern family
_WARM_QUESTION = "at 1 minute 2 on 3 May 2000 around 12:00 from 2001 to 2002 between 4 and 5"


def warm_patterns(inventories: Sequence[KBInventory], language: Language) -> None:
    """Compile the patterns a question on these KBs can need — each KB's address grammar
    (its axis, vocabulary and language), the calendar and the not-applied patterns, the
    vocabulary gazetteers, and the verbatim cues of the mesh's ``language`` — now,
    instead of inside the first question that needs them (~10 ms, the same at every KB size:
    most of a first context's extra cost, bench/open_bench.py). Each is cached per process by
    its own key, so this is for a long-lived process (a service at start); a one-question
    CLI call compiles only what its question uses."""
    for inv in inventories:
        windows = _windows(_WARM_QUESTION, inv, "full")
        own = language_for([inv.language])
        unapplied(_WARM_QUESTION, windows, inv.axis, own)
        warm_unapplied(own)
        # the contradiction notes read addresses and metric words with the mesh's language
        # (context/contradictions.py)
        if language != own:
            parse_addresses(_WARM_QUESTION, inv.axis, inv.vocabulary, language=language)
            resolve_vocabulary(_WARM_QUESTION, inv.metrics, inv.vocabulary, language=language)
    _vocabulary(_WARM_QUESTION, inventories)
    wants_verbatim(_WARM_QUESTION, language)


def _windows_per_kb(question: str, routed: Sequence[KBInventory], arm: str) -> dict[str, tuple[Window, ...]]:
    """:func:`_windows` of each routed KB, parsed once per distinct axis, vocabulary and
    language: a question that names nothing is routed to every KB, and fifty KBs on one
    axis read the same addresses."""
    seen: dict[tuple, tuple[Window, ...]] = {}
    out = {}
    for inv in routed:
        key = (inv.axis, inv.language, tuple(sorted((k, tuple(v)) for k, v in inv.vocabulary.items())))
        if key not in seen:
            seen[key] = _windows(question, inv, arm)
        out[inv.name] = seen[key]
    return out


def _windows(question: str, inv: KBInventory, arm: str) -> tuple[Window, ...]:
    """Addresses on the KB's axis; the flat arm is plain retrieval and reads none."""
    if arm == "flat":
        return ()
    return tuple(parse_addresses(question, inv.axis, inv.vocabulary, language=language_for([inv.language])))
