"""A scripted chat model: fixed replies per prompt, for tests of the engine's own logic.

Rules are ``(needle, reply)`` pairs checked in order against the whole prompt (all
messages joined);
the first rule whose needle occurs in it wins, else ``default``. A reply may be an
exception instance (raised, to drive degradation branches) or a callable of the prompt.
Every call is recorded in ``calls``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .base import Completion, Message, Options

Reply = str | BaseException | Callable[[str], str]


@dataclass
class ScriptedChat:
    rules: Sequence[tuple[str, Reply]] = ()
    default: Reply = "I do not have enough information"
    name: str = "scripted"
    calls: list[str] = field(default_factory=list)

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        prompt = "\n".join(m.content for m in messages)
        self.calls.append(prompt)
        reply = next((r for needle, r in self.rules if needle in prompt), self.default)
        if isinstance(reply, BaseException):
            raise reply
        text = reply(prompt) if callable(reply) else reply
        return Completion(text, prompt_tokens=len(prompt.split()), completion_tokens=len(text.split()), model=self.name)
