"""Passages that contradict a computed fact: evidence of lower standing, marked as such.

A Tier-0 computed fact is the data's own statistic (the peak share computed from every
reading). A passage — a transcript line, a paragraph, a hydrated span — is someone's
words: when a sentence of it names the same entity, metric and statistic but states
another value ("The peak share of Italia Sera was 99.9% at second 1" where the table's
peak is 37.5 %), the passage is marked as contradicting the fact. Verification then never
lets it support a claim (:mod:`noesis.answer.verify`), and the prompt says which value
prevails. Instruction-like text in such a passage stays what it is: data in an evidence
block, never part of the rules.

The matching is lexical and per sentence, with the same vocabulary and name resolver the
question goes through: metric and statistic words (:func:`resolve_vocabulary`), entity
names (the mesh's resolver) plus the passage's own source entity. It holds across a mesh:
a passage or curated fact of one KB that states another value for a statistic another KB
computes for the same entity is marked too, read with that KB's vocabulary (issue 28,
failure 1). Two KBs' *computed* facts that disagree have the same standing; they are
reported as a conflict (:mod:`.kb_conflicts`). Positions written in
the sentence are not values. A sentence that names the triple but holds no other number
states nothing to contradict.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from decimal import Decimal

from ..axis import describe_position
from ..mesh import Mesh
from ..model import Fact, Span
from ..numbers import matches, numbers_in, readings
from ..query.addresses import parse_addresses
from ..query.vocabulary import resolve_vocabulary
from ..text import fold, sentences
from .evidence import Item


def computed_facts(items: Iterable[Item]) -> tuple[tuple[str, Fact], ...]:
    """``(kb, fact)`` of every computed fact among ``items`` (Tier 0's statistics)."""
    return tuple((i.kb, i.evidence) for i in items
                 if isinstance(i.evidence, Fact) and i.evidence.origin == "computed"
                 and i.evidence.metric and i.evidence.statistic)


def spoken_of(sentence: str, entities: set[str], facts: Sequence[tuple[str, Fact]], mesh: Mesh,
              kb: str) -> list[Fact]:
    """The computed facts of ``kb`` whose entity (folded, in ``entities``), metric and
    statistic ``sentence`` names."""
    inv = mesh.inventory(kb)
    words = resolve_vocabulary(sentence, inv.metrics, inv.vocabulary, language=mesh.language)
    if not words.metrics or not words.statistics:
        return []
    return [f for k, f in facts if k == kb and f.metric in words.metrics
            and f.statistic in words.statistics and fold(f.subject) in entities]


def stated_values(sentence: str, mesh: Mesh, kb: str) -> list[Decimal]:
    """The numbers ``sentence`` states as values: every number outside the positions it
    writes on the KB's axis ("99.9% at second 1" states 99.9)."""
    inv = mesh.inventory(kb)
    masked = sentence
    for w in parse_addresses(sentence, inv.axis, inv.vocabulary, language=mesh.language):
        masked = masked.replace(w.text, " ")
    return numbers_in(masked)


def states_fact(values: Sequence[Decimal], fact: Fact) -> bool:
    """Whether one of ``values`` is the fact's value (as written, or rounded as people do)."""
    return any(matches(v, s) for v in values for s in readings(fact.object))


def contradicted(text: str, entities: set[str], facts: Sequence[tuple[str, Fact]], mesh: Mesh,
                 kb: str) -> tuple[str, Fact] | None:
    """The first computed fact (and its KB: ``kb``'s own or another's) a sentence of ``text``,
    from ``kb``, speaks of with another value."""
    fact_kbs = list(dict.fromkeys(k for k, _f in facts))
    for _start, sentence in sentences(text):
        if not any(ch.isdigit() for ch in sentence):
            continue  # no value stated: nothing to contradict (and no name or word lookups)
        names = entities | {fold(r.entity or r.target) for r in mesh.resolver.resolve(sentence).matched}
        about = [(k, f) for k in fact_kbs for f in spoken_of(sentence, names, facts, mesh, k)]
        if not about:
            continue
        values = stated_values(sentence, mesh, kb)
        if not values:
            continue
        agreed = {_key(f) for _k, f in about if states_fact(values, f)}
        for fact_kb, fact in about:
            if not states_fact(values, fact) and _key(fact) not in agreed:
                return fact_kb, fact  # (a value another KB computes for it is no contradiction)
    return None


def _key(fact: Fact) -> tuple[str, str | None, str | None]:
    return fold(fact.subject), fold(fact.metric or ""), fact.statistic


def passage_entities(item: Item, mesh: Mesh) -> set[str]:
    """The folded entity a passage's own source is about (its declared entity)."""
    if not item.kb:
        return set()
    src = mesh.inventory(item.kb).sources.get(item.source)
    return {fold(src.entity)} if src and src.entity else set()


def mark(item: Item, fact: Fact, mesh: Mesh, fact_kb: str | None = None) -> Item:
    """The passage with what it contradicts written after it (the model reads which value
    prevails) and recorded on the item (verification reads it). ``fact_kb``: the fact's KB
    when it is not the passage's own."""
    axis = mesh.inventory(fact_kb or item.kb).axis
    where = ""
    if fact.position is not None:
        where = " at " + describe_position(fact.position, axis.name, axis.kind)
    what = "curated fact" if isinstance(item.evidence, Fact) else "passage"
    origin = fact.source if fact_kb in (None, item.kb) else f"{fact.source} (knowledge base {fact_kb})"
    note = (f" (This {what} contradicts the {fact.statistic} {fact.metric} of {fact.subject} "
            f"computed from {origin}: {value_text(fact)}{where}; the computed fact prevails.)")
    return replace(item, text=item.text + note, contradicts=fact)


def value_text(fact: Fact) -> str:
    """The fact's value with its unit as sentences write it (``37.5%``, ``1,200 viewers``)."""
    unit = fact.unit or ""
    return fact.object + (unit if unit == "%" else f" {unit}" if unit else "")


def mark_contradictions(items: Sequence[Item], facts: Sequence[tuple[str, Fact]], mesh: Mesh) -> tuple[Item, ...]:
    """``items`` with every passage or curated fact that contradicts one of ``facts`` marked."""
    if not facts:
        return tuple(items)
    out = []
    for item in items:
        found, ev = None, item.evidence
        if not item.kb or item.contradicts is not None:
            pass
        elif isinstance(ev, Span):
            found = contradicted(ev.text, passage_entities(item, mesh), facts, mesh, item.kb)
        elif isinstance(ev, Fact) and ev.origin != "computed":
            found = contradicted(f"{ev.subject} {ev.predicate}: {ev.object}", {fold(ev.subject)}, facts, mesh, item.kb)
        out.append(mark(item, found[1], mesh, found[0]) if found is not None else item)
    return tuple(out)
