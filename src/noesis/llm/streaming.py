"""Streaming: text as the model produces it, with a loop detector that stops generation.

A backend that can stream implements :class:`StreamingBackend` (one method, beside
:class:`~noesis.llm.base.ChatModel`'s ``complete``); any other backend is adapted by
:func:`streaming`, which yields its whole completion as one piece. :func:`collect` drains a
stream into a :class:`~noesis.llm.base.Completion`, hands every piece to a sink as it
arrives, and closes the stream (which stops llama.cpp / the HTTP read) as soon as the text
falls into a repetition loop — measured on SmolLM2-135M: "1.10% 1.10% …" until
``max_tokens`` ran out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from .base import ChatModel, Completion, Message, Options

Sink = Callable[[str], None]

#: a run of 1..LOOP_LONGEST words repeated LOOP_TIMES times in a row at the end of the text
LOOP_TIMES = 4
LOOP_LONGEST = 8


@runtime_checkable
class StreamingBackend(Protocol):
    """``stream(messages, options)`` yields the completion's text in pieces, in order."""

    name: str

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]: ...


@dataclass
class _Whole:
    """A non-streaming backend as a stream of one piece."""

    inner: ChatModel

    @property
    def name(self) -> str:
        return self.inner.name

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        yield self.inner.complete(messages, options).text


def streaming(backend: ChatModel) -> StreamingBackend:
    """``backend`` itself when it streams, else an adapter that yields its whole reply."""
    return backend if isinstance(backend, StreamingBackend) else _Whole(backend)


def loops_at_end(text: str, times: int = LOOP_TIMES, longest: int = LOOP_LONGEST) -> bool:
    """Whether the text ends in a run of 1–``longest`` words repeated ``times`` times."""
    words = text.lower().split()
    for n in range(1, longest + 1):
        if len(words) < n * times:
            break
        tail = words[len(words) - n:]
        if all(words[len(words) - (k + 1) * n:len(words) - k * n] == tail for k in range(1, times)):
            return True
    return False


@dataclass(frozen=True)
class Collected:
    completion: Completion
    looped: bool  # generation was stopped by the loop detector


def collect(pieces: Iterator[str], sink: Sink | None = None, *, name: str = "") -> Collected:
    """Drain ``pieces`` (handing each to ``sink``); stop at a repetition loop."""
    parts: list[str] = []
    looped = False
    try:
        for piece in pieces:
            if not piece:
                continue
            parts.append(piece)
            if sink is not None:
                sink(piece)
            if piece.strip() and loops_at_end("".join(parts)):
                looped = True
                break
    finally:
        close = getattr(pieces, "close", None)
        if close is not None:
            close()
    text = "".join(parts)
    return Collected(Completion(text, None, len(parts), name), looped)
