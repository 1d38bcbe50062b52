"""Mention linking in the parsing workers, checked exactly by the single writer.

Linking needs the KB's final entity list, which is only known once every file is parsed
(speakers, fact subjects and table entities come out of the files). So each worker links
its file against the names it *can* know — the previous KB's entities and aliases and
the manifest's declared names (:func:`base_names`, one gazetteer per worker, built once)
plus the file's own speakers and fact subjects — and reports, per span, which folded names
it chose (:class:`SpanMentions`, columns of ints).

At link time the writer knows the final gazetteer and checks each source
(:func:`write_prelinked`). The worker's choice in a span is the final one when

* every folded name it chose is still a final name (a name that was only a candidate
  and lost to a longer one changes nothing: the longest-leftmost choice never looks back
  at a loser), and
* no final name the worker did not know occurs in the span. Each of its words would be
  a word of the file, and the worker sends a filter of the file's folded words
  (:class:`~noesis.ingest.word_filter.WordFilter`: a few bytes a word, so the writer can
  hold one per file until the link phase). Only a file where such a name may occur is
  read again, and only its spans where the name does occur are linked again in full.

Then the mentions follow from the chosen names and the final keys (entity ids) under
each. A source whose worker chose a name that is no longer one (or could not link) is
linked again in the writer exactly as before. Either way no mention differs from
linking every span in the writer.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from ..errors import IngestError, Problem
from ..gazetteer import Gazetteer, longest_leftmost
from ..manifest import Manifest, SourceSpec
from ..model import ParsedSource
from ..span_columns import SpanColumns
from ..store.protocol import KBStoreProtocol
from ..text import fold, fold_words
from .word_filter import WordFilter


@dataclass(frozen=True, eq=False)
class SpanMentions:
    """The folded names a worker chose in one source's spans, as columns: entry ``j`` is
    ``count[j]`` occurrences of ``surfaces[surface[j]]`` in the span at index ``span[j]``
    (entries in span order)."""

    surfaces: tuple[str, ...]
    span: array
    surface: array
    count: array
    #: folded names the worker matched beyond the shared base (the file's own)
    own: frozenset[str]
    #: the folded words of the file's spans (a filter: it may say yes for a word absent)
    words: WordFilter


@dataclass(frozen=True, eq=False)
class LinkedSource:
    """A parsed source with its spans as columns and the mentions found in them."""

    parsed: ParsedSource
    #: ``None`` when the worker could not link (the writer links the source itself)
    mentions: SpanMentions | None


def base_names(entities: Iterable[tuple[int, str, str, Sequence[str]]], manifest: Manifest) -> tuple[str, ...]:
    """The names every worker links against: the KB's entities and aliases before this
    ingest, and every entity name and alias the manifest declares."""
    names: dict[str, None] = {}
    for _eid, name, _kind, aliases in entities:
        names.update(dict.fromkeys((name, *aliases)))
    for spec in manifest.sources:
        if spec.entity:
            names.update(dict.fromkeys((spec.entity, *spec.aliases)))
        for entity, aliases in spec.entity_aliases:
            names.update(dict.fromkeys((entity, *aliases)))
    return tuple(n for n in names if n)


def names_gazetteer(names: Iterable[str]) -> Gazetteer:
    """A gazetteer whose keys are its own folded names (the worker needs no entity ids)."""
    return Gazetteer([(n, fold(n)) for n in names])


def name_surfaces(names: Iterable[str]) -> frozenset[str]:
    """The folded names :func:`names_gazetteer` would match, without building its automaton
    (the writer needs only the set, once per ingest)."""
    return frozenset(f for n in names if (f := fold(n)))


#: a file's own names are kept as one shared gazetteer up to this many (a table's entity
#: column can bring thousands: those are built for the file alone)
SHARED_OWN_NAMES = 64


@lru_cache(maxsize=256)
def _shared_gazetteer(names: tuple[str, ...]) -> Gazetteer:
    return names_gazetteer(names)


def _own_gazetteer(names: tuple[str, ...]) -> Gazetteer:
    """The gazetteer of a file's own names (sorted), built once per distinct set in a
    process when the set is small: the files of a corpus mostly share their speakers (one
    automaton a file before, issue 29)."""
    return _shared_gazetteer(names) if len(names) <= SHARED_OWN_NAMES else names_gazetteer(names)


def _own_names(parsed: ParsedSource, spec: SourceSpec) -> list[str]:
    """Entity names the file itself brings: its speakers, its facts' subjects, the series
    entities of a table read with an entity column."""
    own = [s for s in dict.fromkeys(sp.speaker for sp in parsed.read.spans) if s]
    own += [f.subject for f in parsed.read.facts]
    if spec.entity_column:
        own += [s.entity for s in parsed.read.series]
    return own


def link_spans(spans: SpanColumns, base: Gazetteer, own_names: Iterable[str]) -> SpanMentions:
    """The longest-leftmost names of ``base`` ∪ ``own_names`` in each span's text."""
    known = base.surfaces()
    own = _own_gazetteer(tuple(sorted({n for n in own_names if fold(n) not in known})))
    index: dict[str, int] = {}
    span_col, surface_col, count_col = array("q"), array("q"), array("q")
    vocabulary: set[str] = set()
    for i, text in enumerate(spans.mention_texts()):
        words = fold_words(text)
        vocabulary.update(words)
        folded = " ".join(words)
        hits = base.hits_folded(folded) + own.hits_folded(folded)
        if not hits:
            continue
        counts: dict[str, int] = {}
        for m in longest_leftmost(hits):
            counts[m.surface] = counts.get(m.surface, 0) + 1
        for surface, n in counts.items():
            span_col.append(i)
            surface_col.append(index.setdefault(surface, len(index)))
            count_col.append(n)
    return SpanMentions(tuple(index), span_col, surface_col, count_col, own.surfaces(), WordFilter.of(vocabulary))


def with_mentions(result: ParsedSource | Problem, spec: SourceSpec, base: Gazetteer) -> LinkedSource | Problem:
    """A parsed source with its spans turned into columns and linked. Runs in a worker
    after :func:`~noesis.ingest.pipeline.parse_source`; never raises: should linking
    fail, the source goes without mentions and the writer links it as before."""
    if isinstance(result, Problem):
        return result
    spans = SpanColumns.of(result.read.spans)
    try:
        mentions: SpanMentions | None = link_spans(spans, base, _own_names(result, spec))
    except Exception:  # a linking bug must cost speed, never a source
        mentions = None
    return LinkedSource(replace(result, read=replace(result.read, spans=spans)), mentions)


# -------------------------------------------------------------- the worker process
_WORKER_BASE: Gazetteer | None = None


def install_base(base: Gazetteer) -> None:
    """Process-pool initializer: keep the base gazetteer the writer built once
    (:func:`names_gazetteer`; a forked worker inherits it, it is not built again in each)."""
    global _WORKER_BASE
    _WORKER_BASE = base


def worker_base() -> Gazetteer:
    """The gazetteer :func:`install_base` built in this worker process."""
    if _WORKER_BASE is None:
        raise IngestError("internal: a parsing worker started without its gazetteer (install_base)")
    return _WORKER_BASE


# -------------------------------------------------------------- the writer
def unknown_names(mentions: SpanMentions, final: Gazetteer, base: frozenset[str],
                  new: frozenset[str] | None = None) -> list[str]:
    """The final folded names the worker did not know and whose every word may occur in
    the file: only spans where one of them occurs can be linked differently. ``new`` is
    ``final.surfaces() - base`` when the caller has it: computed once per ingest, not once
    per file over every name (quadratic in the files, issue 29)."""
    candidates = final.surfaces() - base if new is None else new
    own = mentions.own
    return sorted(s for s in candidates
                  if s not in own and all(mentions.words.may_contain(word) for word in s.split()))


def resolve(mentions: SpanMentions, span_ids: Sequence[int], final: Gazetteer) -> list[tuple[int, int, int]]:
    """The ``(span id, entity id, count)`` rows of the worker's choice under the final
    gazetteer's keys (span by span, entity ids ascending), every chosen name being final."""
    if not mentions.surfaces:
        return []
    keys = [final.keys_for(s) for s in mentions.surfaces]
    if len(mentions.span) <= SMALL_RESOLVE:
        return _resolve_small(mentions, span_ids, keys)
    per_surface = np.array([len(k) for k in keys], dtype=np.int64)
    flat = np.array([k for ks in keys for k in ks], dtype=np.int64)
    offsets = np.concatenate(([0], np.cumsum(per_surface)[:-1]))
    surface = np.frombuffer(mentions.surface, dtype=np.int64)
    reps = per_surface[surface]
    span = np.repeat(np.frombuffer(mentions.span, dtype=np.int64), reps)
    count = np.repeat(np.frombuffer(mentions.count, dtype=np.int64), reps)
    within = np.arange(len(span)) - np.repeat(np.cumsum(reps) - reps, reps)
    entity = flat[np.repeat(offsets[surface], reps) + within]
    order = np.lexsort((entity, span))
    span, entity, count = span[order], entity[order], count[order]
    new = np.ones(len(span), dtype=bool)
    new[1:] = (span[1:] != span[:-1]) | (entity[1:] != entity[:-1])
    starts = np.flatnonzero(new)
    total = np.add.reduceat(count, starts)
    if isinstance(span_ids, range) and span_ids.step == 1:
        ids = span[starts] + span_ids.start
    else:
        ids = np.asarray(span_ids, dtype=np.int64)[span[starts]]
    return list(zip(ids.tolist(), entity[starts].tolist(), total.tolist(), strict=True))


#: a source with at most this many chosen names is resolved in plain Python: numpy's dozen
#: calls cost more than the loop for a small file (~40 µs a file, issue 29)
SMALL_RESOLVE = 256


def _resolve_small(mentions: SpanMentions, span_ids: Sequence[int],
                   keys: list[tuple]) -> list[tuple[int, int, int]]:
    """:func:`resolve`'s rows by a dict: the same rows, in the same order."""
    total: dict[tuple[int, int], int] = {}
    for span, surface, count in zip(mentions.span, mentions.surface, mentions.count, strict=True):
        for entity in keys[surface]:
            total[(span, entity)] = total.get((span, entity), 0) + count
    return [(span_ids[span], entity, n) for (span, entity), n in sorted(total.items())]


def span_mention_rows(gazetteer: Gazetteer, span_id: int, folded: str) -> list[tuple[int, int, int]]:
    """One span's ``(span id, entity id, count)`` rows, entity ids ascending."""
    counts: dict[int, int] = {}
    for m in gazetteer.find_folded(folded):
        for eid in m.keys:
            counts[eid] = counts.get(eid, 0) + 1
    return [(span_id, eid, n) for eid, n in sorted(counts.items())]


def recheck(store: KBStoreProtocol, source_id: int, rows: list[tuple[int, int, int]], final: Gazetteer,
            unknown: Sequence[str]) -> list[tuple[int, int, int]]:
    """``rows`` with every span where an ``unknown`` name occurs linked again in full."""
    probe = names_gazetteer(unknown)
    redone: dict[int, list[tuple[int, int, int]]] = {}
    for batch in store.iter_span_texts(source_ids=[source_id]):
        for span_id, text in batch:
            folded = fold(text)
            if probe.hits_folded(folded):
                redone[span_id] = span_mention_rows(final, span_id, folded)
    if not redone:
        return rows
    kept = [r for r in rows if r[0] not in redone]
    return sorted(kept + [r for rs in redone.values() for r in rs])


def write_prelinked(store: KBStoreProtocol, final: Gazetteer, prelinked: Mapping[int, SpanMentions | None],
                    base: frozenset[str]) -> list[int]:
    """Insert the mentions of every prelinked source, re-linking in full only the spans
    the worker could have linked differently; returns the ids of the sources to link
    again entirely (the worker could not link, or chose a name that is no longer one)."""
    again: list[int] = []
    finals = final.surfaces()
    new = finals - base  # the names no worker knew, once for every file
    pending: list[tuple[int, int, int]] = []
    for sid, mentions in prelinked.items():
        if mentions is None or any(s not in finals for s in mentions.surfaces):
            again.append(sid)
            continue
        rows = resolve(mentions, store.span_ids(sid), final)
        unknown = unknown_names(mentions, final, base, new)
        if unknown:
            rows = recheck(store, sid, rows, final, unknown)
        pending += rows
        if len(pending) >= MENTION_BATCH:  # one statement for many sources (issue 29)
            store.replace_mentions(pending, clear=False)
            pending = []
    store.replace_mentions(pending, clear=False)
    return again


#: mention rows :func:`write_prelinked` inserts in one statement
MENTION_BATCH = 50_000
