"""Evidence items: what a context holds, each beside the object it renders.

An :class:`Item` carries its rendered ``text`` (what the model reads), its citation
(``source``, ``kb``, ``window``) and the typed ``evidence`` it was rendered from — a
stored :class:`~noesis.model.Fact` or :class:`~noesis.model.Span`, a query-time
:mod:`~noesis.facts.operators` result, or a :class:`Notice`. Verification, deterministic
answers, citations and the evaluation read ``evidence``; nothing parses ``text`` back.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..facts.operators import Computation
from ..facts.tablequery import TableRefusal
from ..model import Fact, Span


@dataclass(frozen=True)
class Notice:
    """A statement about the question itself: a name that resolves to nothing, or to
    several entities (``candidates``)."""

    name: str
    candidates: tuple[str, ...] = ()


Evidence = Fact | Span | Computation | Notice | TableRefusal


@dataclass(frozen=True)
class Item:
    text: str
    source: str
    kb: str
    kind: str  # fact | background | computation | notice | span
    window: str | None = None
    ref: int | None = None  # fact id or span id in its KB
    why: str = ""
    evidence: Evidence | None = None
    #: the tier rule that selected the item (e.g. ``"address"``, ``"aligned"``)
    rule: str = ""
    #: the position label written before a Tier-1 passage ("At second 146 (02:26)")
    label: str | None = None
    #: the citation marker the text carries ("[italia_sera.csv @ second 146 (02:26)]")
    citation: str = ""
    #: the Tier-0 computed fact this passage states otherwise (:mod:`.contradictions`):
    #: the passage never supports a claim the fact speaks to
    contradicts: Fact | None = None

    @property
    def sources(self) -> tuple[str, ...]:
        if isinstance(self.evidence, Computation):
            return tuple(self.evidence.sources)
        return (self.source,) if self.source else ()

    def as_dict(self) -> dict:
        return {"text": self.text, "source": self.source, "kb": self.kb, "kind": self.kind,
                "window": self.window, "ref": self.ref, "why": self.why}


@dataclass(frozen=True)
class Tier:
    tier: int
    label: str
    items: tuple[Item, ...]

    def as_dict(self) -> dict:
        return {"tier": self.tier, "label": self.label, "items": [i.as_dict() for i in self.items]}
