"""The one frozen settings object an :class:`~noesis.answer.Engine` answers under."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..context.budget import DEFAULT_BUDGET
from ..context.prompt import ARMS
from ..errors import QueryError
from ..llm.base import Options

#: what verification does with an answer: report, replace a failing one, or nothing
POLICIES = ("flag", "repair", "off")


@dataclass(frozen=True)
class Settings:
    arm: str = "hydrate"
    budget: int = DEFAULT_BUDGET
    verify: str = "flag"
    #: answer by rule only, never calling the model
    deterministic: bool = False
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        if self.arm not in ARMS:
            raise QueryError(f"unknown arm {self.arm!r}; choose one of {', '.join(ARMS)}")
        if self.verify not in POLICIES:
            raise QueryError(f"unknown verify policy {self.verify!r}; choose one of {', '.join(POLICIES)}")

    def with_(self, *, arm: str | None = None, budget: int | None = None, verify: str | None = None,
              deterministic: bool | None = None, options: Options | None = None) -> Settings:
        """A copy with the given fields replaced (``None`` keeps the current value)."""
        given = {"arm": arm, "budget": budget, "verify": verify, "deterministic": deterministic, "options": options}
        return replace(self, **{k: v for k, v in given.items() if v is not None})
