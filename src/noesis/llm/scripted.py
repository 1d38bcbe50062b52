"""A scripted chat model: fixed replies per prompt, for tests of the engine's own logic.

Rules are ``(needle, reply)`` pairs checked in order against the whole prompt (all
messages joined);
the first rule whose needle occurs in it wins, else ``default``. A reply may be an
exception instance (raised, to drive degradation branches) or a callable of the prompt.
Every call is recorded in ``calls``. ``stream`` yields the reply word by word and calls
``pause(k)`` before piece ``k`` (k ≥ 1) and once more (k = the piece count) when the reply is
done: a test makes a slow model with it, and sees where the consumer is between pieces.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from .base import Completion, Message, Options

Reply = str | BaseException | Callable[[str], str]


@dataclass
class ScriptedChat:
    rules: Sequence[tuple[str, Reply]] = ()
    default: Reply = "I do not have enough information"
    name: str = "scripted"
    calls: list[str] = field(default_factory=list)
    pause: Callable[[int], None] | None = None

    def _reply(self, messages: Sequence[Message]) -> tuple[str, str]:
        prompt = "\n".join(m.content for m in messages)
        self.calls.append(prompt)
        reply = next((r for needle, r in self.rules if needle in prompt), self.default)
        if isinstance(reply, BaseException):
            raise reply
        return prompt, (reply(prompt) if callable(reply) else reply)

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        prompt, text = self._reply(messages)
        return Completion(text, prompt_tokens=len(prompt.split()), completion_tokens=len(text.split()), model=self.name)

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        _prompt, text = self._reply(messages)
        pieces = re.findall(r"\S+\s*|\s+", text)
        for k, piece in enumerate(pieces):
            if k and self.pause is not None:
                self.pause(k)
            yield piece
        if self.pause is not None:
            self.pause(len(pieces))
