"""A model the user named must answer, or the command says so and exits non-zero.

The engine, asked with a model that fails, falls back to its own answer and notes
``degraded`` — right for the HTTP service, misleading at a terminal where the user typed
``--llm``: exit status 0 and a deterministic answer read as "the model answered". The CLI
wraps the model in :class:`WatchedModel`, which remembers the backend's failure as it
happens (the exception itself, not the engine's note about it), and
:func:`check_model_answered` turns that into an error unless ``--fallback deterministic``
accepts the engine's answer instead.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..errors import BackendError, RequestedModelFailed
from ..llm.base import ChatModel, Completion, Message, Options

FALLBACKS = ("error", "deterministic")


class WatchedModel:
    """A :class:`ChatModel` that records the first :class:`BackendError` it raised."""

    def __init__(self, inner: ChatModel):
        self.inner = inner
        self.name = inner.name
        self.failure: BackendError | None = None

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        try:
            return self.inner.complete(messages, options)
        except BackendError as exc:
            self.failure = self.failure or exc
            raise

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        """The inner backend's pieces (whole, when it cannot stream), its failure recorded."""
        from ..llm.streaming import streaming

        try:
            yield from streaming(self.inner).stream(messages, options)
        except BackendError as exc:
            self.failure = self.failure or exc
            raise

    def __getattr__(self, attr: str):  # anything else a backend offers, unchanged
        return getattr(self.inner, attr)

    def take_failure(self) -> BackendError | None:
        """The failure since the last call (and forget it: a chat goes on to the next turn)."""
        failure, self.failure = self.failure, None
        return failure


def check_model_answered(model: WatchedModel | None, fallback: str) -> None:
    """Raise :class:`RequestedModelFailed` when the named model failed and no fallback was asked."""
    failure = model.take_failure() if model is not None else None
    if failure is None or fallback == "deterministic":
        return
    raise RequestedModelFailed(
        f"the model {model.name} could not answer: {failure}\n"
        "  Fix the model (start the server, pull the model, correct the path), or answer without "
        "it: --fallback deterministic (the engine's answer when the model fails) or --deterministic."
    )
