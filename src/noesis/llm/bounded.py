"""Bounds on one HTTP model call: its total time and the size of the reply.

A client's own timeout (httpx, and so ``openai`` and ``ollama``) bounds each *read*: a
backend that trickles a byte every second never trips it, and a 20 MB reply is read whole.
:class:`BoundedTransport` sits under the client and counts: the reply's bytes against
``max_bytes`` (:class:`~noesis.errors.ReplyTooLarge` at the bound, the connection closed
there) and the time since the call began against ``seconds``
(:class:`~noesis.errors.BackendTimeout`). One read already in progress may block for up to
the client's read timeout, so a call ends at the latest after ``2 × seconds``; a trickle
ends at the first chunk past ``seconds``. It asks for an uncompressed reply, so the bytes
counted are the bytes parsed.

:func:`bound_text` cuts a completion a backend wrote past ``max_tokens`` (some servers ignore
it) at :data:`MAX_CHARS_PER_TOKEN` characters a token.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx

from ..errors import BackendTimeout, ReplyTooLarge

#: characters a token may take before a completion counts as running past ``max_tokens``
MAX_CHARS_PER_TOKEN = 16


class _BoundedStream(httpx.SyncByteStream):
    def __init__(self, inner: httpx.SyncByteStream, transport: BoundedTransport):
        self._inner, self._t = inner, transport

    def __iter__(self) -> Iterator[bytes]:
        size = 0
        for chunk in self._inner:
            size += len(chunk)
            if size > self._t.max_bytes:
                raise ReplyTooLarge(f"{self._t.where} sent a reply over {self._t.max_bytes} bytes; "
                                    "reading stopped there")
            self._t.check_time()
            yield chunk

    def close(self) -> None:
        self._inner.close()


class BoundedTransport(httpx.BaseTransport):
    """An HTTP transport whose replies stop at ``max_bytes`` and ``seconds`` after it was made
    (make one per call). ``where`` names the backend in the errors."""

    def __init__(self, *, max_bytes: int, seconds: float, where: str):
        self.max_bytes, self.seconds, self.where = max_bytes, seconds, where
        self._end = time.monotonic() + seconds
        self._inner = httpx.HTTPTransport()

    def check_time(self) -> None:
        if time.monotonic() > self._end:
            raise BackendTimeout(f"{self.where} did not finish its reply within {self.seconds:g} s")

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.headers["Accept-Encoding"] = "identity"
        resp = self._inner.handle_request(request)
        try:
            self.check_time()
        except BackendTimeout:
            resp.close()
            raise
        assert isinstance(resp.stream, httpx.SyncByteStream)
        return httpx.Response(resp.status_code, headers=resp.headers, stream=_BoundedStream(resp.stream, self),
                              extensions=resp.extensions)

    def close(self) -> None:
        self._inner.close()


def bound_text(text: str, max_tokens: int) -> str:
    """``text`` cut at ``max_tokens × MAX_CHARS_PER_TOKEN`` characters."""
    limit = max(1, max_tokens) * MAX_CHARS_PER_TOKEN
    return text if len(text) <= limit else text[:limit]
