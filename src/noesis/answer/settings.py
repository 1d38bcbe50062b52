"""The one frozen settings object an :class:`~noesis.answer.Engine` answers under."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..context.budget import DEFAULT_BUDGET
from ..context.prompt import ARMS
from ..errors import QueryError
from ..llm.base import Options
from ..suggest import unknown_name

#: what verification does with an answer: report, replace a failing one, or nothing
POLICIES = ("flag", "repair", "off")
#: who answers when the plan resolves fully: the engine (zero model cost, the default: a
#: factuality-critical answer the infrastructure computed is not handed to a 135M model to
#: retype), the model (always — today's measurement arm), or the model rephrasing the
#: engine's answer (kept only when every number, position and name survives)
ANSWER_POLICIES = ("engine", "model", "phrase")


@dataclass(frozen=True)
class Settings:
    arm: str = "hydrate"
    budget: int = DEFAULT_BUDGET
    verify: str = "flag"
    #: answer by rule only, never calling the model
    deterministic: bool = False
    policy: str = "engine"
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        if self.arm not in ARMS:
            raise QueryError(f"--arm: {unknown_name('arm', self.arm, ARMS)} See docs/models.md.")
        if self.policy not in ANSWER_POLICIES:
            raise QueryError(f"unknown answer policy {self.policy!r}; choose one of {', '.join(ANSWER_POLICIES)}")
        if self.verify not in POLICIES:
            raise QueryError(f"unknown verify policy {self.verify!r}; choose one of {', '.join(POLICIES)}")

    def with_(self, *, arm: str | None = None, budget: int | None = None, verify: str | None = None,
              deterministic: bool | None = None, options: Options | None = None,
              policy: str | None = None) -> Settings:
        """A copy with the given fields replaced (``None`` keeps the current value)."""
        given = {"arm": arm, "budget": budget, "verify": verify, "deterministic": deterministic, "options": options,
                 "policy": policy}
        return replace(self, **{k: v for k, v in given.items() if v is not None})
