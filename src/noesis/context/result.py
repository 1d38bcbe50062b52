"""What context assembly returns: labelled tiers, the prompt, the route and the trace."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Item:
    text: str
    source: str
    kb: str
    kind: str  # fact | background | computation | notice | span
    window: str | None = None
    ref: int | None = None  # fact id or span id in its KB
    why: str = ""

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


@dataclass(frozen=True)
class Context:
    question: str
    arm: str
    prompt: str
    tiers: tuple[Tier, ...]
    graph: tuple[str, ...]
    route: dict
    unresolved: tuple[str, ...]
    tokens: dict[str, int]
    trace: dict
    sources: dict[str, tuple[str, ...]] = field(default_factory=dict)  # inventory: kb -> sources
    available: tuple[str, ...] = ()  # "source (kb)" lines offered for FETCH
    example: str = ""  # the citation example the rules show

    def tier(self, n: int) -> list[Item]:
        return [i for t in self.tiers if t.tier == n for i in t.items]

    def as_dict(self) -> dict:
        return {
            "question": self.question,
            "arm": self.arm,
            "prompt": self.prompt,
            "tiers": [t.as_dict() for t in self.tiers],
            "graph": list(self.graph),
            "route": self.route,
            "unresolved": list(self.unresolved),
            "tokens": self.tokens,
            "trace": self.trace,
        }
