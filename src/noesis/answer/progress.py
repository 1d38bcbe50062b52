"""What an :class:`~noesis.answer.Engine` tells a caller while it works: the phase it is in
(for a spinner) and the answer's text as the model produces it (for a stream).

Only the calls whose text is the answer stream: the single call of the full, skeleton and
flat arms (and of a skeleton-answered hydrate question), and hydration's phase 2. Phase 1
may be FETCH lines and a rephrasing may be rejected, so their text is never streamed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

#: the model calls whose text is streamed to the listener
STREAMED_STAGES = ("answer", "phase2")

#: what each stage shows a person
PHASE_LABELS = {
    "answer": "the model is answering",
    "phase1": "the model reads the skeleton (hydration phase 1)",
    "fetch": "fetching the requested passages",
    "phase2": "the model answers from the fetched passages (phase 2)",
    "phrase": "the model phrases the engine's answer",
    "verify": "verifying the answer",
}


def _ignore(_: str) -> None:
    return None


@dataclass(frozen=True)
class Listener:
    """``on_phase(stage)`` before each stage; ``on_delta(text)`` for each streamed piece."""

    on_phase: Callable[[str], None] = _ignore
    on_delta: Callable[[str], None] = _ignore
