"""What :meth:`noesis.answer.Engine.ask` returns."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..context.result import Context
from ..query.conversation import Citation
from .checked import Checked
from .hydrate import Hydration
from .result import Result
from .shortanswer import ShortAnswer


@dataclass(frozen=True)
class Answer:
    question: str
    text: str
    arm: str
    citations: tuple[Citation, ...]
    deterministic: bool
    model: str | None
    hydration: Hydration
    usage: dict
    timings: dict
    context: Context
    degraded: str | None = None
    facts_used: tuple[dict, ...] = field(default=())
    verification: Checked | None = None
    repaired: bool = False
    original: str | None = None  # the model's text when repair replaced it
    #: the typed result of an answer the engine resolved (given, or verified against it)
    result: Result | None = None
    policy: str = "engine"  # the answer policy it was given under
    #: what a model's answer states, cut from its sentences (:mod:`.shortanswer`); None for the
    #: engine's own answer (its ``result`` is typed) and for a refusal
    short: ShortAnswer | None = None

    def as_dict(self) -> dict:
        return {
            "question": self.question,
            "answer": self.text,
            "citations": [{"source": c.source, "kb": c.kb, "window": c.window} for c in self.citations],
            "arm": self.arm,
            "deterministic": self.deterministic,
            "model": self.model,
            "hydration": self.hydration.as_dict(),
            "usage": self.usage,
            "timings": self.timings,
            "degraded": self.degraded,
            "facts_used": list(self.facts_used),
            "verification": self.verification.as_dict() if self.verification else None,
            "repaired": self.repaired,
            "original": self.original,
            "result": self.result.as_dict() if self.result else None,
            "policy": self.policy,
            "short": self.short.as_dict() if self.short else None,
            "tiers": [{"tier": t.tier, "label": t.label, "items": len(t.items)} for t in self.context.tiers],
            "route": self.context.route,
            "unresolved": list(self.context.unresolved),
            "trace": self.context.trace,
        }
