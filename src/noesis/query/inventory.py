"""What a mesh can be asked about: its KBs, sources, entities and their names.

Built once when a mesh opens (the KB files are read-only for queries) and shared by
every question: name resolution, routing, activation and assembly read it instead of
going back to SQL for the same lists.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from ..knowledge_base import KnowledgeBase
from ..model import SourceInfo
from ..specs import AxisSpec, MetricSpec
from ..text import fold, name_variants
from .tablequestion.lexicon import TableLexicon, table_lexicon

#: terms whose span counts an inventory keeps (a bound on the memo, not a tuning knob)
MAX_TERM_COUNTS = 100_000


@dataclass(frozen=True)
class NameEntry:
    """One way of naming something: ``folded`` is what the gazetteer matches."""

    folded: str
    display: str
    level: str  # "source" | "kb" | "entity"
    kb: str
    target: str  # source file name, KB name or entity name
    entity: str | None  # the entity the name stands for (a source's entity for sources)
    how: str  # "file name", "stem", "alias", "entity name", "kb name"
    #: a name the producer declared for an entity (manifest, entity column, curated subject):
    #: matched in full it anchors whatever its length ("Mali", "JFK")
    declared: bool = False


@dataclass
class KBInventory:
    kb: KnowledgeBase
    name: str
    axis: AxisSpec
    metrics: tuple[MetricSpec, ...]
    vocabulary: dict[str, tuple[str, ...]]
    sources: dict[str, SourceInfo]
    entities: dict[str, tuple[int, str, tuple[str, ...]]]  # name -> (id, kind, aliases)
    #: entity name (folded) -> {source name: mention count}
    mentioned_in: dict[str, dict[str, int]] = field(default_factory=dict)
    #: metric -> entities (folded) that have a series of it, with the table source
    series_of: dict[str, dict[str, str]] = field(default_factory=dict)
    #: the manifest's declared language code; ``noesis.lang.language_for`` selects its words
    language: str = "en"
    #: folded words the KB uses as terms, not names: metric names, aliases and units,
    #: vocabulary words, curated predicates ("MPG" in "average MPG")
    lexicon: frozenset[str] = frozenset()

    def sources_about(self, entity: str) -> list[str]:
        """Sources declared about ``entity``, and tables holding a series of it (a table
        read with an entity column is about every value of that column)."""
        key = fold(entity)
        about = set(self._sources_by_entity.get(key, ()))
        about.update(src for owners in self.series_of.values() if (src := owners.get(key)))
        return sorted(about)

    @cached_property
    def _sources_by_entity(self) -> dict[str, tuple[str, ...]]:
        """Folded entity -> the sources declared about it, folded once per inventory rather
        than once per source per question (34 % of a 1,000-source context, issue 17)."""
        out: dict[str, list[str]] = defaultdict(list)
        for n, s in self.sources.items():
            if s.entity:
                out[fold(s.entity)].append(n)
        return {k: tuple(v) for k, v in out.items()}

    @cached_property
    def first_source(self) -> str | None:
        """The least source name (the rules' example citation when a context has none of
        its own), found once per inventory rather than over every source per question."""
        return min(self.sources, default=None)

    @cached_property
    def sorted_sources(self) -> tuple[str, ...]:
        """Every source name, sorted once per inventory (a context lists them per KB)."""
        return tuple(sorted(self.sources))

    @cached_property
    def span_count(self) -> int:
        return sum(s.spans for s in self.sources.values())

    def term_counts(self, terms: Sequence[str]) -> dict[str, int]:
        """Spans holding each full-text term, each term read from the store once per
        inventory (the KB file is read-only for queries, like everything held here)."""
        known = self._term_counts
        missing = [t for t in terms if t not in known]
        if missing:
            if len(known) > MAX_TERM_COUNTS:
                known.clear()
            known.update(self.kb.store.term_document_counts(missing))
        return {t: known[t] for t in terms}

    @cached_property
    def _term_counts(self) -> dict[str, int]:
        return {}

    def sources_in_order(self, first_kinds: tuple[str, ...]) -> tuple[tuple[str, bool], ...]:
        """``(name, kind in first_kinds)`` of every source, those kinds first, then by name;
        sorted once per inventory and ``first_kinds``, not once per question."""
        order = self._orders.get(first_kinds)
        if order is None:
            flagged = [(n, s.kind in first_kinds) for n, s in self.sources.items()]
            order = self._orders[first_kinds] = tuple(sorted(flagged, key=lambda f: (not f[1], f[0])))
        return order

    @cached_property
    def _orders(self) -> dict[tuple[str, ...], tuple[tuple[str, bool], ...]]:
        return {}

    @cached_property
    def tables(self) -> tuple[TableLexicon, ...]:
        """The lexicon of every table source whose rows are stored (by source name)."""
        store = self.kb.store
        declared = {m.name: m.aliases for m in self.metrics}
        out = []
        for source, schema, _read, stored in store.relation_schemas():
            src = self.sources.get(source)
            # a measure's words: its [[metric]] aliases and a [vocabulary] entry under its name or column
            aliases = {m.name: (*declared.get(m.name, ()), *self.vocabulary.get(m.name, ()),
                                *(self.vocabulary.get(m.column, ()) if m.column != m.name else ()))
                       for m in schema.measures}
            out.append(table_lexicon(self.name, source, schema, stored, store.dimension_values(source),
                                     store.time_span(source), aliases, src.entity if src else None, self.axis.name))
        return tuple(out)

    def entity_name(self, folded: str) -> str | None:
        for name in self.entities:
            if fold(name) == folded:
                return name
        return None


def build_kb_inventory(kb: KnowledgeBase,
                       mention_counts: Sequence[tuple[str, int, int]] | None = None) -> KBInventory:
    """The inventory of ``kb``; ``mention_counts`` (as :meth:`KBStore.mention_counts` gives
    them) when precomputed, else aggregated from the store."""
    store = kb.store
    entities = {name: (eid, kind, aliases) for eid, name, kind, aliases in store.entities()}
    by_id = {eid: name for name, (eid, _k, _a) in entities.items()}
    mentioned: dict[str, dict[str, int]] = defaultdict(dict)
    for source, eid, n in store.mention_counts() if mention_counts is None else mention_counts:
        if eid in by_id:
            mentioned[fold(by_id[eid])][source] = n
    series_of: dict[str, dict[str, str]] = defaultdict(dict)
    for metric, entity, source in store.series_owners():
        series_of[metric].setdefault(fold(entity), source)
    return KBInventory(
        kb=kb,
        name=kb.name,
        axis=kb.axis,
        metrics=kb.metrics,
        vocabulary=kb.vocabulary,
        sources={s.name: s for s in kb.sources()},
        entities=entities,
        mentioned_in=dict(mentioned),
        series_of=dict(series_of),
        language=kb.language,
        lexicon=_lexicon(kb),
    )


def _lexicon(kb: KnowledgeBase) -> frozenset[str]:
    phrases = [p for m in kb.metrics for p in (m.name, m.unit or "", *m.aliases)]
    phrases += [w for ws in kb.vocabulary.values() for w in ws]
    phrases += kb.store.curated_predicates()
    return frozenset(w for p in phrases for w in fold(p).split())


#: entity kinds inferred from text rather than declared: a speaker's first name or a curated
#: fact's object ("guard") must not anchor a question by itself
INFERRED_KINDS = frozenset(["speaker", "object"])


def name_entries(inv: KBInventory) -> list[NameEntry]:
    """Every name in one KB, at its level, in a deterministic order."""
    out: list[NameEntry] = []
    out.append(NameEntry(fold(inv.name), inv.name, "kb", inv.name, inv.name, None, "kb name"))
    for name in sorted(inv.sources):
        src = inv.sources[name]
        variants = name_variants(name)
        out.append(NameEntry(variants[0], name, "source", inv.name, name, src.entity or None, "file name"))
        for v in variants[1:]:
            out.append(NameEntry(v, name, "source", inv.name, name, src.entity or None, "stem"))
        for alias in src.aliases:
            out.append(NameEntry(fold(alias), alias, "source", inv.name, name, src.entity or None, "alias",
                                 declared=bool(src.entity)))
    for name in sorted(inv.entities):
        _eid, kind, aliases = inv.entities[name]
        declared = kind not in INFERRED_KINDS
        out.append(NameEntry(fold(name), name, "entity", inv.name, name, name, f"entity name ({kind})", declared))
        for alias in aliases:
            out.append(NameEntry(fold(alias), alias, "entity", inv.name, name, name, f"entity alias ({kind})",
                                 declared))
    return [e for e in out if e.folded]
