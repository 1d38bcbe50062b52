"""What a mesh can be asked about: its KBs, sources, entities and their names.

Made when a mesh opens (the KB files are read-only for queries), each list read on first
use, and shared by every question: name resolution, routing, activation and assembly read
it instead of going back to SQL for the same lists.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import cached_property

from ..knowledge_base import KnowledgeBase
from ..lang.language import language_for
from ..model import SourceInfo
from ..naming import NameEntry, kb_name_entries
from ..relation import relation_source
from ..specs import AxisSpec, MetricSpec
from ..text import fold
from ..vocabulary import STATISTIC_WORDS
from .tablequestion.lexicon import TableLexicon, table_lexicon

#: terms whose span counts an inventory keeps (a bound on the memo, not a tuning knob)
MAX_TERM_COUNTS = 100_000


class KBInventory:
    """What one KB can be asked about. Its name, axis, metrics, vocabulary and language
    (the KB's meta) are read when it is made; its sources, entities, mention counts, series
    owners and lexicon on first use (each O(the KB): a mesh opens without them, issue 29)."""

    def __init__(self, kb: KnowledgeBase,
                 mention_counts: Callable[[], Sequence[tuple[str, int, int]] | None] | None = None):
        self.kb = kb
        self.name = kb.name
        self.axis: AxisSpec = kb.axis
        self.metrics: tuple[MetricSpec, ...] = kb.metrics
        self.vocabulary: dict[str, tuple[str, ...]] = kb.vocabulary
        #: the manifest's declared language code; ``noesis.lang.language_for`` selects its words
        self.language = kb.language
        #: the precomputed mention counts (:mod:`.prebuilt`), or ``None``: aggregated from the store
        self._mention_counts = mention_counts

    @cached_property
    def sources(self) -> dict[str, SourceInfo]:
        return {s.name: s for s in self.kb.sources()}

    def source_info(self, name: str, file: str = "") -> SourceInfo | None:
        """The source ``name`` — or, for a further relation of a file (``bomsoi.csv#year``), the
        source it was read from (``file``, or the name before its ``#``)."""
        found = self.sources.get(name)
        if found is None and (origin := file or relation_source(name)):
            found = self.sources.get(origin)
        return found

    @cached_property
    def entities(self) -> dict[str, tuple[int, str, tuple[str, ...]]]:
        """Entity name -> (id, kind, aliases)."""
        return {name: (eid, kind, aliases) for eid, name, kind, aliases in self.kb.store.entities()}

    @cached_property
    def mentioned_in(self) -> dict[str, dict[str, int]]:
        """Entity name (folded) -> {source name: mention count}."""
        counts = self._mention_counts() if self._mention_counts is not None else None
        by_id = {eid: name for name, (eid, _k, _a) in self.entities.items()}
        mentioned: dict[str, dict[str, int]] = defaultdict(dict)
        for source, eid, n in self.kb.store.mention_counts() if counts is None else counts:
            if eid in by_id:
                mentioned[fold(by_id[eid])][source] = n
        return dict(mentioned)

    @cached_property
    def series_of(self) -> dict[str, dict[str, str]]:
        """Metric -> entities (folded) that have a series of it, with the table source."""
        series_of: dict[str, dict[str, str]] = defaultdict(dict)
        for metric, entity, source in self.kb.store.series_owners():
            series_of[metric].setdefault(fold(entity), source)
        return dict(series_of)

    @cached_property
    def lexicon(self) -> frozenset[str]:
        """Folded words the KB uses as terms, not names: metric names, aliases and units,
        vocabulary words, curated predicates ("MPG" in "average MPG")."""
        return _lexicon(self.kb)

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
            src = self.source_info(source, schema.file)
            # a measure's words: its [[metric]] aliases and a [vocabulary] entry under its name or column
            aliases = {m.name: (*declared.get(m.name, ()), *self.vocabulary.get(m.name, ()),
                                *(self.vocabulary.get(m.column, ()) if m.column != m.name else ()))
                       for m in schema.measures}
            columns = [d.column for d in schema.dimensions] + list(schema.time.columns if schema.time else ()) \
                + ([self.axis.name] if schema.time and self.axis.name else [])  # the axis's declared words too
            column_words = {c: tuple(self.vocabulary.get(c, ())) for c in columns if self.vocabulary.get(c)}
            named = {*columns, *(n for m in schema.measures for n in (m.name, m.column)), *self._statistic_keys}
            value_words = {k: v for k, v in self.vocabulary.items() if k not in named}
            out.append(table_lexicon(self.name, source, schema, stored, store.dimension_values(source),
                                     store.time_span(source), aliases, src.entity if src else None, self.axis.name,
                                     column_words, value_words, self.axis.period_end, self.axis.unit or "",
                                     dict(language_for([self.language]).table.noun_equivalents)))
        return tuple(out)

    @cached_property
    def _statistic_keys(self) -> frozenset[str]:
        """[vocabulary] keys that name a statistic ("max") or the axis: never a value's words."""
        return frozenset((*STATISTIC_WORDS, "axis", "position", self.axis.name))

    def entity_name(self, folded: str) -> str | None:
        for name in self.entities:
            if fold(name) == folded:
                return name
        return None


def build_kb_inventory(kb: KnowledgeBase,
                       mention_counts: Sequence[tuple[str, int, int]] | None = None) -> KBInventory:
    """The inventory of ``kb``; ``mention_counts`` (as :meth:`KBStore.mention_counts` gives
    them) when precomputed, else aggregated from the store on first use."""
    return KBInventory(kb, None if mention_counts is None else (lambda: mention_counts))


def _lexicon(kb: KnowledgeBase) -> frozenset[str]:
    phrases = [p for m in kb.metrics for p in (m.name, m.unit or "", *m.aliases)]
    phrases += [w for ws in kb.vocabulary.values() for w in ws]
    phrases += kb.store.curated_predicates()
    return frozenset(w for p in phrases for w in fold(p).split())


def name_entries(inv: KBInventory) -> list[NameEntry]:
    """Every name in one KB, at its level, in a deterministic order."""
    return kb_name_entries(inv.name, inv.sources, inv.entities)
