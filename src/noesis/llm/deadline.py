"""A deadline over every model call of one request (the service gives one to each request).

:class:`WithDeadline` wraps a :class:`~noesis.llm.base.ChatModel`: each call gets the time
left as its ``timeout`` (which the HTTP backends enforce over the whole call, see
:mod:`noesis.llm.bounded`), and once the time is spent a call fails at once with
:class:`~noesis.errors.DeadlineExceeded`, so an engine that degrades around backend
failures (phase 1, phase 2, a rephrase) finishes without waiting again.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
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
