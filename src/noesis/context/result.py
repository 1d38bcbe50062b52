"""What context assembly returns: the plan, labelled tiers, the prompt and the decisions."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..query.plan import Plan
from .evidence import Item, Tier
from .graph import Activation
from .tier0 import SelectedFact
from .tier2 import Tier2Decision


@dataclass(frozen=True)
class Decisions:
    """What each tier decided beyond the plan (the rest of the trace)."""

    activation: Activation
    facts: tuple[SelectedFact, ...]
    facts_withheld: str | None
    tier2: Tier2Decision
    timings_ms: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Context:
    plan: Plan
    prompt: str
    tiers: tuple[Tier, ...]
    graph: tuple[str, ...]
    tokens: dict[str, int]
    decisions: Decisions
    sources: dict[str, tuple[str, ...]] = field(default_factory=dict)  # inventory: kb -> sources
    available: tuple[str, ...] = ()  # "source (kb)" lines offered for FETCH
    example: str = ""  # the citation example the rules show
    evidence: str = ""  # the prompt without its rules and question: what the model reads as evidence
    #: the question needs prose the skeleton lacks (see ``context.assemble.needs_prose``)
    needs_prose: bool = True

    @property
    def question(self) -> str:
        return self.plan.question

    @property
    def arm(self) -> str:
        return self.plan.arm

    @property
    def route(self) -> dict:
        return self.plan.route.as_dict()

    @property
    def unresolved(self) -> tuple[str, ...]:
        return self.plan.unresolved

    def tier(self, n: int) -> list[Item]:
        return [i for t in self.tiers if t.tier == n for i in t.items]

    @property
    def trace(self) -> dict:
        """Every decision, for people and ``--json``: the plan's serialisation plus each
        tier's decisions. Produced here only; no code reads it back."""
        d = self.decisions
        return self.plan.as_trace() | {
            "activation": d.activation.as_trace(),
            "facts": [s.as_trace() for s in d.facts],
            "facts_withheld": d.facts_withheld,
            "tier2": d.tier2.as_trace(),
            "tokens": self.tokens,
            "timings_ms": dict(d.timings_ms),
        }

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
