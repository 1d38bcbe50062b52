"""Computed facts of two KBs that disagree about one entity: reported, never picked.

Inside one KB a fact has one standing: a computed statistic prevails over a passage or a
curated fact that states otherwise (:mod:`.contradictions`). Across a mesh, two KBs may
each compute the same statistic of the same metric for an entity of the same name — the
Italian demo KB's peak share of *Italia Sera* (37.5 %, from its ratings table) and another
KB whose report table has a row "Italia Sera" (99.9, at year 2019). The mesh identifies
entities by name, so nothing says which one the question means, and neither computed fact
outranks the other. Such a pair is a :class:`KBConflict`:

* the context writes the disagreement after each fact it touches (the model reads both
  values, with their KBs and sources);
* the engine answers a question about it with a question back (the values, where each
  comes from, and how to name one), never with one of them
  (:func:`noesis.answer.deterministic.kb_conflict_question`);
* verification never lets a value only such facts hold support a claim, unless the answer
  states every value of the disagreement (it reports the conflict).

Two facts disagree when neither states the other's value (as written or rounded the way
people write it, :func:`.contradictions.states_fact`). Entity and metric names are compared
folded ("Share" and "share" are one metric), statistics exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from ..facts.operators import Difference, Ranking
from ..facts.tablequery import TableAnswer
from ..mesh import Mesh
from ..model import Fact
from ..numbers import readings
from ..text import fold
from .contradictions import states_fact, value_text
from .evidence import Item
from .sentences import STAT_WORDS, fact_citation, position_phrase

Key = tuple[str, str, str]  # (folded entity, folded metric, statistic)


@dataclass(frozen=True)
class KBConflict:
    """One entity's statistic of one metric, computed by several KBs with values that disagree."""

    key: Key
    facts: tuple[tuple[str, Fact], ...]  # (kb, fact), by KB name then fact id

    @property
    def kbs(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(kb for kb, _f in self.facts))

    def reported_by(self, stated: Sequence[Decimal]) -> bool:
        """Whether ``stated`` (the numbers a text writes) holds every value of the conflict."""
        return all(states_fact(stated, f) for _kb, f in self.facts)

    def note(self, kb: str, mesh: Mesh) -> str:
        """What the other KBs compute, for an item of ``kb`` ("ratings computes 99.9 at year
        2019 [ratings.md @ year 2019]")."""
        others = [(k, f) for k, f in self.facts if k != kb] or list(self.facts)
        return "; ".join(f"{k} computes {_value_where(k, f, mesh, name_kb=False)}" for k, f in others)

    def sentence(self, mesh: Mesh) -> str:
        """The disagreement in one sentence ("The knowledge bases disagree on the maximum (peak)
        share of Italia Sera: 37.5% at second 146 (02:26) in broadcast-it [italia_sera.csv @ …];
        99.9 at year 2019 in ratings [ratings.md @ …].")."""
        first = self.facts[0][1]
        stat = STAT_WORDS.get(first.statistic or "", first.statistic or "")
        parts = [_value_where(kb, f, mesh) for kb, f in self.facts]
        return (f"The knowledge bases disagree on the {stat} {first.metric} of {first.subject}: "
                + "; ".join(parts) + ".")


def _value_where(kb: str, fact: Fact, mesh: Mesh, *, name_kb: bool = True) -> str:
    axis = mesh.inventory(kb).axis
    at = f" at {position_phrase(axis, fact.position)}" if fact.position is not None else ""
    return f"{value_text(fact)}{at}{f' in {kb}' if name_kb else ''} {fact_citation(fact, axis)}"


def fact_key(fact: Fact) -> Key | None:
    """The key of a computed statistic; None for any other fact."""
    if fact.origin != "computed" or not fact.metric or not fact.statistic:
        return None
    return fold(fact.subject), fold(fact.metric), fact.statistic


def _disagree(a: Fact, b: Fact) -> bool:
    return not states_fact(readings(a.object), b) and not states_fact(readings(b.object), a)


def kb_conflicts(facts: Iterable[tuple[str, Fact]]) -> tuple[KBConflict, ...]:
    """The :class:`KBConflict` among ``(kb, fact)`` pairs: each key whose facts come from
    several KBs and where two of different KBs disagree."""
    groups: dict[Key, dict[tuple[str, int], Fact]] = {}
    for kb, f in facts:
        key = fact_key(f)
        if key is not None:
            groups.setdefault(key, {})[(kb, f.id)] = f
    out = []
    for key, found in groups.items():
        pairs = sorted(found.items())
        if any(ka != kb and _disagree(fa, fb) for (ka, _i), fa in pairs for (kb, _j), fb in pairs):
            out.append(KBConflict(key, tuple((kb, f) for (kb, _id), f in pairs)))
    return tuple(sorted(out, key=lambda c: c.key))


def item_keys(item: Item, mesh: Mesh) -> set[Key]:
    """The statistics an evidence item states: a computed fact's own; a difference's or a
    ranking's operands'; a table answer's entity, measure and operation."""
    ev = item.evidence
    if isinstance(ev, Fact):
        key = fact_key(ev)
        return {key} if key else set()
    if isinstance(ev, Difference | Ranking):
        return {k for f in ev.operands if (k := fact_key(f))}
    if isinstance(ev, TableAnswer):
        stat = ev.query.statistic or ev.query.op
        entity = ev.entity
        if not entity and item.kb:
            src = mesh.inventory(item.kb).source_info(ev.source)
            entity = src.entity if src else ""
        return {(fold(entity), fold(ev.metric), stat)} if entity else set()
    return set()


def conflicts_of(item: Item, conflicts: Sequence[KBConflict], mesh: Mesh) -> list[KBConflict]:
    """The conflicts an item takes part in."""
    keys = item_keys(item, mesh)
    return [c for c in conflicts if c.key in keys]


def mark_kb_conflicts(items: Sequence[Item], conflicts: Sequence[KBConflict], mesh: Mesh) -> tuple[Item, ...]:
    """``items`` with the disagreement written after each one that takes part in a conflict
    (the model reads that the KBs disagree, and both values)."""
    if not conflicts:
        return tuple(items)
    out = []
    for item in items:
        found = conflicts_of(item, conflicts, mesh)
        if found:
            note = "; ".join(c.note(item.kb, mesh) for c in found)
            item = replace(item, text=f"{item.text} (Another knowledge base disagrees: {note}. Neither prevails: "
                                      "an answer must state both.)")
        out.append(item)
    return tuple(out)
