"""Bounds on the server's connections: how many, and how long a request's head may take.

uvicorn bounds the time *between* requests on a kept-alive connection
(``timeout_keep_alive``) but not the time a client takes to send a request's head: a client
that sends half a request line and then nothing holds its connection (and a file
descriptor) for ever, and a few hundred of them exhaust the process's descriptors and lock
every client out (issue 16, failure 4). :func:`protocol` wraps uvicorn's HTTP protocol
(httptools when installed, else h11) with :class:`_Bounded`:

* **A head timeout.** From the moment a connection opens, or a kept-alive connection starts
  its next request, the client has ``head_timeout_s`` to finish the request's head (request
  line and headers); past it the connection is closed.
* **A connection cap.** With ``max_connections`` open, a new connection closes the one that
  has waited longest for a request head (a stalled client, or an idle kept-alive one); only
  when every open connection is serving a request is the new one answered ``503`` with
  ``Retry-After`` and closed. A client that sends its request at once is never locked out by
  stalled ones.
* **A head size bound** (h11: ``h11_max_incomplete_event_size``; httptools keeps its own).

:func:`uvicorn_options` gives the keyword arguments for ``uvicorn.run`` / ``uvicorn.Config``.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class ConnectionBounds:
    """The defaults keep ``max_connections`` well under the usual 1024-descriptor limit."""

    head_timeout_s: float = 10.0
    keep_alive_s: int = 5
    max_connections: int = 512
    max_head_bytes: int = 64 * 1024
    retry_after_s: int = 5


def _busy_reply(retry_after_s: int) -> bytes:
    body = json.dumps({"error": {"message": "the server has too many open connections; retry later",
                                 "type": "overloaded_error", "code": "too_many_connections", "status": 503}})
    return (f"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nRetry-After: {retry_after_s}\r\nConnection: close\r\n\r\n{body}"
            ).encode()


class _Bounded:
    """Mixed in before uvicorn's protocol class (see the module doc)."""

    bounds: ConnectionBounds = ConnectionBounds()
    _waiting_since: float | None = None
    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport) -> None:  # type: ignore[no-untyped-def]
        if not self._make_room():
            transport.write(_busy_reply(self.bounds.retry_after_s))
            transport.close()
            return
        super().connection_made(transport)  # type: ignore[misc]
        self._wait_for_head()

    def data_received(self, data: bytes) -> None:
        if self._head_timer is None and self._between_requests():
            self._wait_for_head()
        super().data_received(data)  # type: ignore[misc]
        if self._head_timer is not None and not self._between_requests():
            self._stop_waiting()

    def connection_lost(self, exc) -> None:  # type: ignore[no-untyped-def]
        self._stop_waiting()
        if getattr(self, "transport", None) is not None:
            super().connection_lost(exc)  # type: ignore[misc]

    # -- the head timeout
    def _between_requests(self) -> bool:
        cycle = getattr(self, "cycle", None)
        return cycle is None or cycle.response_complete

    def _wait_for_head(self) -> None:
        self._waiting_since = time.monotonic()
        self._head_timer = self.loop.call_later(self.bounds.head_timeout_s, self._head_timed_out)  # type: ignore[attr-defined]

    def _stop_waiting(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer, self._waiting_since = None, None

    def _head_timed_out(self) -> None:
        self._head_timer = None
        if self._between_requests():
            self.transport.close()  # type: ignore[attr-defined]

    # -- the cap
    def _make_room(self) -> bool:
        """Room for one more connection, closing the longest-stalled one if need be."""
        open_ = self.connections  # type: ignore[attr-defined]
        if len(open_) < self.bounds.max_connections:
            return True
        stalled = [c for c in open_ if isinstance(c, _Bounded) and c._waiting_since is not None]
        if not stalled:
            return False
        oldest = min(stalled, key=lambda c: c._waiting_since or 0.0)
        oldest._stop_waiting()
        oldest.connections.discard(oldest)  # type: ignore[attr-defined]
        oldest.transport.close()  # type: ignore[attr-defined]
        return True


def protocol(bounds: ConnectionBounds) -> type:
    """uvicorn's HTTP protocol class (httptools if installed, else h11) under ``bounds``."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol as base
    except ImportError:  # pragma: no cover - httptools is optional
        from uvicorn.protocols.http.h11_impl import H11Protocol as base
    return type(f"Bounded{base.__name__}", (_Bounded, base), {"bounds": bounds})


def uvicorn_options(bounds: ConnectionBounds) -> dict[str, Any]:
    """Keyword arguments of ``uvicorn.Config`` that apply ``bounds``."""
    return {"http": protocol(bounds), "timeout_keep_alive": bounds.keep_alive_s,
            "h11_max_incomplete_event_size": bounds.max_head_bytes}


#: the environment variable that carries the bounds into worker processes
BOUNDS_ENV = "NOESIS_CONNECTION_BOUNDS"
#: the import string uvicorn resolves in each worker process (see :func:`__getattr__`)
PROCESS_PROTOCOL = "noesis.server.connections:ProcessBoundedProtocol"


def process_options(bounds: ConnectionBounds) -> tuple[dict[str, str], dict[str, Any]]:
    """``(environment, uvicorn options)`` that apply ``bounds`` in every worker process of
    ``uvicorn.run(..., workers=N)``: a class made here cannot be pickled into a spawned
    worker, so the worker builds it from the environment by import string."""
    env = {BOUNDS_ENV: json.dumps(asdict(bounds))}
    options = {"http": PROCESS_PROTOCOL, "timeout_keep_alive": bounds.keep_alive_s,
               "h11_max_incomplete_event_size": bounds.max_head_bytes}
    return env, options


def __getattr__(name: str) -> Any:
    """``ProcessBoundedProtocol``: the bounded protocol under the bounds in the environment."""
    if name == "ProcessBoundedProtocol":
        raw = os.environ.get(BOUNDS_ENV)
        return protocol(ConnectionBounds(**json.loads(raw)) if raw else ConnectionBounds())
    raise AttributeError(name)
