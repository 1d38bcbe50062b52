"""A deadline over every model call of one request (the service gives one to each request).

:class:`WithDeadline` wraps a :class:`~noesis.llm.base.ChatModel`: each call gets the time
left as its ``timeout`` (which the HTTP backends enforce over the whole call, see
:mod:`noesis.llm.bounded`), and once the time is spent a call fails at once with
:class:`~noesis.errors.DeadlineExceeded`, so an engine that degrades around backend
failures (phase 1, phase 2, a rephrase) finishes without waiting again.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from ..errors import BackendTimeout, DeadlineExceeded
from .base import ChatModel, Completion, Message, Options


@dataclass
class WithDeadline:
    """``inner`` with ``seconds`` for all its calls together, counted from construction."""

    inner: ChatModel
    seconds: float
    started: float = field(default_factory=time.monotonic)

    @property
    def name(self) -> str:
        return self.inner.name

    def left(self) -> float:
        return self.seconds - (time.monotonic() - self.started)

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        left = self.left()
        if left <= 0:
            raise DeadlineExceeded(f"the request's deadline of {self.seconds:g} s passed before the model call")
        bound = left < options.timeout
        try:
            return self.inner.complete(messages, replace(options, timeout=left) if bound else options)
        except BackendTimeout as exc:
            if bound and not isinstance(exc, DeadlineExceeded):
                raise DeadlineExceeded(f"the request's deadline of {self.seconds:g} s passed during the "
                                       f"model call ({exc})") from None
            raise

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        """The inner backend's pieces (whole, when it cannot stream) under the same deadline:
        the call gets the time left, and a piece arriving after the deadline ends the stream
        with :class:`~noesis.errors.DeadlineExceeded`."""
        from .streaming import streaming

        left = self.left()
        if left <= 0:
            raise DeadlineExceeded(f"the request's deadline of {self.seconds:g} s passed before the model call")
        bound = left < options.timeout
        pieces = streaming(self.inner).stream(messages, replace(options, timeout=left) if bound else options)
        try:
            for piece in pieces:
                if self.left() <= 0:
                    raise DeadlineExceeded(f"the request's deadline of {self.seconds:g} s passed during the "
                                           "model's reply")
                yield piece
        except BackendTimeout as exc:
            if bound and not isinstance(exc, DeadlineExceeded):
                raise DeadlineExceeded(f"the request's deadline of {self.seconds:g} s passed during the "
                                       f"model call ({exc})") from None
            raise
        finally:
            close = getattr(pieces, "close", None)
            if close is not None:
                close()
