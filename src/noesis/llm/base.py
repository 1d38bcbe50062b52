"""The one thing Noēsis needs from a language model: turn messages into a completion.

A backend implements :class:`ChatModel` (one method). Backends translate their
client's failures into :class:`~noesis.errors.BackendError` subclasses with one clear
line each (:func:`noesis.errors.backend_errors`), so the engine can degrade instead of crashing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

# The BackendError leaves live in noesis.errors; re-exported here for older imports.
from ..errors import (  # noqa: F401
    BackendError,
    BackendTimeout,
    BackendUnreachable,
    MalformedResponse,
    ModelNotFound,
)

DEFAULT_TEMPERATURE = 0.1
#: llama.cpp's repeat penalty (1.0 = none). Off by default: measured on SmolLM2-135M (demo
#: battery, hydrate subset, seed 0) it costs copied numbers — 1.1 answered 2 of 4 peak items
#: exactly ("31.4% at second 20:59", "3581207." without its second), 1.05 3 of 4, 1.0 4 of 4;
#: loops are cut by the stream's loop detector (llm/streaming.py) and the stop sequences
DEFAULT_REPEAT_PENALTY = 1.0
#: where generation stops: a model that starts a new prompt section ("## Question") is
#: echoing the prompt, not answering
DEFAULT_STOP = ("\n## ",)


@dataclass(frozen=True)
class Message:
    role: str  # system | user | assistant
    content: str


@dataclass(frozen=True)
class Options:
    temperature: float = DEFAULT_TEMPERATURE
    max_tokens: int = 256
    seed: int = 0
    #: seconds for the whole call (HTTP backends: see :mod:`noesis.llm.bounded`)
    timeout: float = 120.0
    #: the largest reply an HTTP backend reads; past it → ``ReplyTooLarge``
    max_reply_bytes: int = 1 << 20
    repeat_penalty: float = DEFAULT_REPEAT_PENALTY
    stop: tuple[str, ...] = DEFAULT_STOP


@dataclass(frozen=True)
class Completion:
    text: str
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str = ""


@runtime_checkable
class ChatModel(Protocol):
    """``complete(messages, options) -> Completion``; raise ``BackendError`` on failure."""

    name: str

    def complete(self, messages: Sequence[Message], options: Options) -> Completion: ...

