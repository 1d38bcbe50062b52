"""An answer as a stream of events while the engine works (for ``stream: true`` routes).

The engine runs in a worker thread with a :class:`~noesis.answer.progress.Listener` that
puts each piece of the model's text on a queue; the route's generator reads the queue, so
the first content reaches the client while the model is still writing. The last event is
the finished :class:`~noesis.answer.Answer` (or the error that stopped it): its text may
extend what was streamed (the engine's "not in the knowledge bases" statement) or, after a
verification repair, differ from it — :func:`tail` says what a client still needs.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..answer import Answer
from ..answer.progress import Listener


@dataclass(frozen=True)
class Delta:
    text: str


@dataclass(frozen=True)
class Finished:
    answer: Answer | None
    error: BaseException | None = None


Event = Delta | Finished


def stream_answer(run: Callable[[Listener], Answer]) -> Iterator[Event]:
    """``run(listener)`` in a thread; its streamed pieces, then :class:`Finished`."""
    events: queue.Queue[Event] = queue.Queue()

    def work() -> None:
        try:
            events.put(Finished(run(Listener(on_delta=lambda text: events.put(Delta(text))))))
        except BaseException as exc:  # handed to the route, which reports it in the stream
            events.put(Finished(None, exc))

    threading.Thread(target=work, name="noesis-stream", daemon=True).start()
    while True:
        event = events.get()
        yield event
        if isinstance(event, Finished):
            return


def tail(streamed: str, final: str) -> tuple[str, bool]:
    """``(text still to send, replaced)``: the rest of ``final`` when ``streamed`` is its
    start, else the whole ``final`` (the streamed text was replaced, e.g. by a repair)."""
    if final.startswith(streamed):
        return final[len(streamed):], False
    lead = streamed.strip()
    if lead and final.startswith(lead):
        return final[len(lead):], False
    return final, bool(streamed)
