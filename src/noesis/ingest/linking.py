"""The link phase of an ingest: entities, gazetteer mentions, cross-source alignment.

Runs inside the ingest's transaction, after every changed source is written, because
all three depend on the whole KB: a new alias changes which spans mention an entity,
a changed transcript changes which cue covers another source's peak.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence

from ..facts.alignment import covering
from ..gazetteer import Gazetteer
from ..manifest import Manifest, MetricSpec
from ..model import SourceInfo
from ..naming import QUALIFIERS
from ..store.protocol import KBStoreProtocol
from ..text import fold
from .doctables import PATH_SEPARATOR
from .prelinking import SpanMentions, write_prelinked
from .tablecells import is_unit_text

#: a fact tied at thousands of positions is aligned at its first few only
MAX_ALIGNED_POSITIONS = 32
_NUMERIC = re.compile(r"^[\s\d.,:%+\-/]+$")
#: entity kinds, strongest first: a name declared by the producer beats one inferred
_KIND_RANK = {"declared": 0, "column": 1, "subject": 2, "speaker": 3, "object": 4}


def collect_entities(store: KBStoreProtocol, manifest: Manifest, sources: Sequence[SourceInfo] | None = None
                     ) -> list[tuple[str, str, tuple[str, ...]]]:
    """``(name, kind, aliases)`` from the manifest, entity columns, fact subjects/objects
    and speakers.

    A table read with ``entity_column`` holds one series per value of that column; each value
    is an entity (kind ``column``) with the source's ``entity_aliases`` for it, so the
    question resolver can reach it like a per-file entity. A row of a positional table in a
    document (or a wide table) is one too, with its short label as alias (:func:`row_entities`).
    ``sources`` is ``store.sources()`` when the caller read it already.
    """
    found: dict[str, tuple[str, list[str]]] = {}

    def add(name: str, kind: str, aliases: Sequence[str] = ()) -> None:
        name = name.strip()
        if not name or not fold(name):
            return
        if name in found:
            old_kind, old_aliases = found[name]
            if _KIND_RANK[kind] < _KIND_RANK[old_kind]:
                old_kind = kind
            found[name] = (old_kind, old_aliases + [a for a in aliases if a not in old_aliases])
        else:
            found[name] = (kind, [a for a in dict.fromkeys(aliases) if a])

    for src in store.sources() if sources is None else sources:
        if src.entity:
            add(src.entity, "declared", src.aliases)
    for name, aliases in column_entities(store, manifest):
        add(name, "column", aliases)
    for subject, obj in store.curated_subjects_and_objects():
        add(subject, "subject")
        if len(obj) <= 80 and not _NUMERIC.match(obj) and any(c.isalpha() for c in obj) and "://" not in obj:
            add(obj, "object")
    for speaker in store.speakers():
        add(speaker, "speaker")
    return [(name, kind, tuple(aliases)) for name, (kind, aliases) in sorted(found.items())]


def column_entities(store: KBStoreProtocol, manifest: Manifest) -> list[tuple[str, tuple[str, ...]]]:
    """``(entity, aliases)`` for every series entity of a source read with an entity column,
    and for every row of a positional table (a document's, or a wide table's; see
    :mod:`noesis.ingest.doctables`)."""
    with_column = {s.file: dict(s.entity_aliases) for s in manifest.sources if s.entity_column}
    by_rows = _by_rows(manifest)
    out: dict[str, tuple[str, ...]] = {}
    rows: list[str] = []
    for _metric, entity, source in store.series_owners():
        if source in with_column and entity not in out:
            out[entity] = with_column[source].get(entity, ())
        elif source in by_rows and entity not in rows:
            rows.append(entity)
    for entity, aliases in row_entities(rows, set(out)).items():
        out.setdefault(entity, aliases)
    return sorted(out.items())


def row_entities(names: Sequence[str], taken: set[str] = frozenset()) -> dict[str, tuple[str, ...]]:
    """A table row's entity is its path (``"Capital expenditures › Wireless"``); its short
    label (``"Wireless"``) is its alias unless another row of the KB has the same label, or
    the label is itself an entity's name (then the label would name two things)."""
    shorts = {n: n.rsplit(PATH_SEPARATOR, 1)[-1] for n in names}
    count: dict[str, int] = {}
    for short in shorts.values():
        key = fold(short)
        count[key] = count.get(key, 0) + 1
    names_folded = {fold(n) for n in (*names, *taken)}
    out = {n: ((short,) if short != n and count[fold(short)] == 1 and fold(short) not in names_folded else ())
           for n, short in shorts.items()}
    said = {n: said_labels(short) for n, short in shorts.items()}
    seen: dict[str, int] = {}
    for forms in said.values():
        for t in forms:
            seen[fold(t)] = seen.get(fold(t), 0) + 1
    for n, forms in said.items():
        for t in forms:
            if seen[fold(t)] == 1 and fold(t) not in names_folded and fold(t) not in count:
                out[n] = (*out[n], t)
    return out


def said_labels(label: str) -> tuple[str, ...]:
    """The other ways a sentence says a report's label: without a parenthesis saying how it is
    stated (:func:`noteless_label`), without its sign's other name (:func:`signless_label`),
    turned (:func:`turned_label`), and both; and its head before the period and amount it is
    stated for (:func:`dated_head`)."""
    plain = noteless_label(label) or label
    signless = signless_label(plain)
    forms = [plain if plain != label else None, signless, turned_label(plain), turned_label(signless) if signless else None,
             dated_head(label)]
    return tuple(dict.fromkeys(f for f in forms if f))


#: a label's tail that says which period or amount the line is stated for: "for the half year ended 31
#: December 2018 of AU 16 cents", "for the year ended 30 June 2018" (a preposition, then a year or a day)
_DATED_TAIL = re.compile(r"^(?P<head>[A-Za-z][A-Za-z' -]*?[A-Za-z])\s+(?:for|of|at|as\s+of|in)\s+(?P<tail>.*\b(?:1[89]|20)\d\d\b.*)$")


def dated_head(label: str) -> str | None:
    """A report's label of two words or more before a tail stating the period (and amount) it is
    for — "Interim dividend for the half year ended 31 December 2018 of AU 16 cents (2017: AU 13
    cents)" → "Interim dividend" — as a sentence names the line; None for any other label (the
    head of "Net cash provided by operating activities" is no other line's name, and it names no
    period). Kept only where no other line says it (:func:`row_entities`)."""
    m = _DATED_TAIL.match(" ".join(label.split()))
    if m is None or len(m.group("head").split()) < 2:
        return None
    return m.group("head")


#: a parenthesis ending a label that says how it is stated, not which line it is: a unit
#: ("(in thousands)"), a note it refers to ("(see Note 13)"), the standard it is measured by
#: ("(non-U.S. GAAP measure)")
_NOTE = re.compile(r"^(?:see\s+)?notes?\s+\d+[a-z]?$|\bgaap\b", re.I)
_LAST_PARENTHESIS = re.compile(r"\s*\(([^()]*)\)\s*$")


def noteless_label(label: str) -> str | None:
    """A report's label without the parenthesis that ends it when that says how the line is
    stated (:data:`_NOTE`, or a unit): "Free Cash Flow (non-U.S. GAAP measure)" → "Free Cash
    Flow", "Revenue (in thousands)" → "Revenue"; None when it ends in no such parenthesis."""
    m = _LAST_PARENTHESIS.search(label)
    if m is None or not label[:m.start()].strip():
        return None
    inside = m.group(1).strip()
    if not (_NOTE.search(inside) or is_unit_text(f"({inside})")):
        return None
    return " ".join(label[:m.start()].split())


#: the other sign's name a report writes in parentheses after a line item's, so that one row
#: holds both signs: "Net income (loss)", "Income tax expense (benefit)", "Net cash provided by
#: (used in) investing activities", "Other income (expense), net", "Net deferred tax assets
#: (liabilities)"
_SIGN_NAME = re.compile(r"\s*\((?:loss|losses|gain|gains|expense|expenses|income|benefit|benefits|"
                        r"benefit from|credit|credits|charge|charges|decrease|increase|deficit|surplus|"
                        r"used in|used for|provided by|liability|liabilities|asset|assets)\)", re.I)


def signless_label(label: str) -> str | None:
    """A report's label without the other sign's name it holds in parentheses, as a
    sentence names the line: "Net income (loss)" → "Net income", "Net cash provided by (used
    in) investing activities" → "Net cash provided by investing activities"; None when it
    holds none."""
    plain = " ".join(_SIGN_NAME.sub("", label).split())
    return plain if plain != " ".join(label.split()) and plain.strip(" ,:") else None


def turned_label(label: str) -> str | None:
    """A report's inverted label said the way a sentence says it: "Inventories, net" → "net
    Inventories", "Property and equipment, gross" → "gross Property and equipment" — only where
    what follows the comma is one qualifier word (:data:`noesis.naming.QUALIFIERS`)."""
    head, sep, tail = label.rpartition(",")
    word = tail.strip().lower()
    if not sep or not head.strip() or word not in QUALIFIERS or "," in head:
        return None
    return f"{word} {head.strip()}"


def _by_rows(manifest: Manifest) -> set[str]:
    """Sources whose series come from positional tables (documents, wide tables)."""
    return {s.file for s in manifest.sources if s.kind == "document" or s.orientation == "wide"}


def table_metrics(store: KBStoreProtocol, manifest: Manifest) -> list[MetricSpec]:
    """The metrics of positional tables (a table's title) that the manifest does not declare,
    so a question can name them: each with its singular/plural variant as alias
    ("capital expenditure" names "Capital expenditures")."""
    declared = {m.name for m in manifest.metrics}
    rows = _by_rows(manifest)
    names = sorted({metric for metric, _e, source in store.series_owners()
                    if source in rows and metric not in declared and metric != "value"})
    return [MetricSpec(name, aliases=(_number_variant(name),)) for name in names]


def _number_variant(name: str) -> str:
    """``"Capital expenditures"`` ↔ ``"Capital expenditure"`` (the last word's plain s)."""
    if name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name + "s"


def build_gazetteer(entities: Sequence[tuple[int, str, str, Sequence[str]]]) -> Gazetteer:
    names: list[tuple[str, int]] = []
    for eid, name, _kind, aliases in entities:
        names.append((name, eid))
        names.extend((a, eid) for a in aliases)
    return Gazetteer(names)


def compute_mentions(store: KBStoreProtocol, gazetteer: Gazetteer, source_ids: Sequence[int] | None) -> int:
    total = 0
    for batch in store.iter_span_texts(source_ids=source_ids):
        rows = []
        for span_id, text in batch:
            counts: dict[int, int] = {}
            for m in gazetteer.find(text):
                for eid in m.keys:
                    counts[eid] = counts.get(eid, 0) + 1
            rows.extend((span_id, eid, n) for eid, n in sorted(counts.items()))
        store.replace_mentions(rows, clear=False)
        total += len(rows)
    return total


def compute_alignments(store: KBStoreProtocol, sources: Sequence[SourceInfo] | None = None
                       ) -> list[tuple[int, int, float]]:
    """``(fact id, span id, position)`` for every positioned fact and every covering span
    of *another* source about the same entity (``sources``: ``store.sources()``, if read)."""
    sources_by_entity: dict[str, list[str]] = {}
    for src in store.sources() if sources is None else sources:
        if src.entity:
            sources_by_entity.setdefault(fold(src.entity), []).append(src.name)
    cache: dict[tuple[str, ...], tuple] = {}
    rows: list[tuple[int, int, float]] = []
    for fact in store.facts():
        if fact.position is None:
            continue
        others = tuple(n for n in sources_by_entity.get(fold(fact.subject), []) if n != fact.source)
        if not others:
            continue
        if others not in cache:
            cache[others] = store.positioned_spans(others)
        starts, ends, ids = cache[others]
        positions = (fact.positions or (fact.position,))[:MAX_ALIGNED_POSITIONS]
        for idx, span_id in covering(positions, starts, ends, ids):
            rows.append((fact.id, span_id, float(positions[idx])))
    return rows


def link(store: KBStoreProtocol, manifest: Manifest, changed_source_ids: Sequence[int], *, force: bool = False,
         prelinked: Mapping[int, SpanMentions | None] | None = None, base: frozenset[str] = frozenset()) -> None:
    """Entities, mentions and alignments of the whole KB. ``prelinked`` holds the mentions
    the parsing workers found in freshly written sources (by source id), against the
    folded names ``base`` plus each file's own (:mod:`noesis.ingest.prelinking`); those
    that the final gazetteer confirms are written as they are, the others linked here."""
    sources = store.sources()  # read once: linking changes no source (issue 29)
    entities = collect_entities(store, manifest, sources)
    changed = store.sync_entities(entities)
    signature = hashlib.sha256(json.dumps(entities, ensure_ascii=False).encode()).hexdigest()
    rescan_all = force or changed or store.get_meta("gazetteer") != signature
    gazetteer = build_gazetteer(store.entities())
    prelinked = prelinked or {}
    if rescan_all:
        store.replace_mentions([], clear=True)
        if prelinked:
            others = [s.id for s in sources if s.id not in prelinked]
            compute_mentions(store, gazetteer, others + write_prelinked(store, gazetteer, prelinked, base))
        else:
            compute_mentions(store, gazetteer, None)
    else:
        others = [sid for sid in changed_source_ids if sid not in prelinked]
        compute_mentions(store, gazetteer, others + write_prelinked(store, gazetteer, prelinked, base))
    store.set_meta("gazetteer", signature)
    store.replace_alignments(compute_alignments(store, sources))
