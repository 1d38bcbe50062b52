"""What stands between a request and the routes: the key, the size limits, the error mapping.

* :class:`KeyAuth` — with an API key every route except :data:`OPEN_PATHS` needs it:
  ``Authorization: Bearer KEY`` (API clients) or HTTP Basic with the key as password (browsers
  prompt for it, then send it on every request of the page). Compared in constant time
  (:func:`hmac.compare_digest`); the key is never logged. Missing → 401, wrong bearer key → 403
  (a wrong Basic password answers 401 so that the browser asks again).
* :class:`BodyLimit` — 413 for a body over ``max_body_bytes``; :func:`check_question` — 400 for
  an empty question, 413 for one (or a history) over its limit.
* :func:`error_for` — the one map from the exception tree (:mod:`noesis.errors`) to a status;
  :func:`install_error_handlers` answers every error as JSON through it, and :class:`Guard`
  turns anything unexpected into a JSON 500 so that the process stays up whatever a request does.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import hmac
import json
import logging
from collections.abc import Sequence

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..errors import (
    BackendError,
    DeadlineExceeded,
    KBNotFoundError,
    NoesisError,
    QueryError,
    StoreError,
    UnknownNameError,
)
from .shared import ApiError

log = logging.getLogger("noesis.server")
#: routes that never need the key
OPEN_PATHS = frozenset({"/healthz"})


# ---------------------------------------------------------------------------------- errors
def error_for(exc: NoesisError, retry_after_s: int) -> ApiError:
    """The JSON error answered for ``exc``: unknown name → 404, bad query → 400, the request's
    deadline passed → 504, backend → 503 with ``Retry-After``, store → 500 (logged), anything else of the tree → 500."""
    if isinstance(exc, UnknownNameError | KBNotFoundError):
        return ApiError(404, str(exc), code="unknown_name")
    if isinstance(exc, QueryError):
        return ApiError(400, str(exc), code="bad_query")
    if isinstance(exc, DeadlineExceeded):
        return ApiError(504, f"the model did not answer in time: {exc}", code="deadline_exceeded",
                        type_="timeout_error")
    if isinstance(exc, BackendError):
        return ApiError(503, f"the model backend failed: {exc}", code="backend_unavailable",
                        type_="backend_error", headers={"Retry-After": str(retry_after_s)})
    if isinstance(exc, StoreError):
        log.error("store error: %s", exc)
        return ApiError(500, f"the KB store failed: {exc}", code="store_error")
    return ApiError(500, str(exc), code="noesis_error")


def _invalid(exc: RequestValidationError) -> ApiError:
    problems = []
    for e in exc.errors()[:5]:
        where = ".".join(str(p) for p in e.get("loc", ())[1:])
        problems.append(f"{where or 'body'}: {e.get('msg', 'invalid')}")
    first = exc.errors()[0].get("loc", ()) if exc.errors() else ()
    param = ".".join(str(p) for p in first[1:]) or None
    return ApiError(400, "invalid request: " + "; ".join(problems), code="invalid_request", param=param)


def _http(exc: StarletteHTTPException) -> ApiError:
    msg = exc.detail if isinstance(exc.detail, str) else json.dumps(exc.detail)
    if exc.status_code == 404 and msg == "Not Found":
        msg = "no such route; see /docs"
    return ApiError(exc.status_code, msg, headers=dict(exc.headers or {}))


def install_error_handlers(app: FastAPI, retry_after_s: int) -> None:
    """Every error a route raises, answered as ``{"error": …}`` JSON."""

    @app.exception_handler(ApiError)
    async def _api_error(_: Request, exc: ApiError):
        return exc.response()

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError):
        return _invalid(exc).response()

    @app.exception_handler(StarletteHTTPException)
    async def _starlette(_: Request, exc: StarletteHTTPException):
        return _http(exc).response()

    @app.exception_handler(NoesisError)
    async def _noesis(_: Request, exc: NoesisError):
        return error_for(exc, retry_after_s).response()


# ---------------------------------------------------------------------------------- limits
def check_question(question: str, history: Sequence[object], *, max_chars: int, max_turns: int) -> None:
    """400 for an empty question; 413 for one over ``max_chars`` or a history over ``max_turns``."""
    if not question.strip():
        raise ApiError(400, "the question is empty", param="question", code="empty_question")
    if len(question) > max_chars:
        raise ApiError(413, f"the question has {len(question)} characters; the limit is {max_chars}",
                       code="question_too_long", param="question")
    if len(history) > max_turns:
        raise ApiError(413, f"the history has {len(history)} turns; the limit is {max_turns}",
                       code="history_too_long", param="history")


class BodyLimit:
    """413 for a request body over ``limit`` bytes, declared (Content-Length) or streamed (chunked):
    the body is read here, at most ``limit`` bytes of it, and replayed to the app; 408 when it
    has not all arrived ``timeout`` seconds after the request's head (a client trickling its
    body would otherwise hold its connection and a worker for ever)."""

    def __init__(self, app, limit: int, timeout: float = 30.0):
        self.app, self.limit, self.timeout = app, limit, timeout

    async def _reject(self, scope, receive, send):
        err = ApiError(413, f"the request body is larger than {self.limit} bytes", code="body_too_large")
        await err.response()(scope, receive, send)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or ()).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.limit:
            return await self._reject(scope, receive, send)
        if scope.get("method") in ("GET", "HEAD", "OPTIONS", "DELETE"):
            return await self.app(scope, receive, send)
        chunks: list[bytes] = []
        size = 0
        end = asyncio.get_running_loop().time() + self.timeout
        while True:
            try:
                msg = await asyncio.wait_for(receive(), max(0.0, end - asyncio.get_running_loop().time()))
            except TimeoutError:
                err = ApiError(408, f"the request body did not arrive within {self.timeout:g} s",
                               code="body_timeout", headers={"Connection": "close"})
                return await err.response()(scope, receive, send)
            if msg["type"] == "http.disconnect":
                return None
            chunks.append(msg.get("body", b""))
            size += len(chunks[-1])
            if size > self.limit:
                return await self._reject(scope, receive, send)
            if not msg.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay():
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


# ---------------------------------------------------------------------------------- guard
class Guard:
    """An unexpected exception → a JSON 500, handled here so that it never reaches the server
    (the connection stays usable, the process stays up)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started = False

        async def tracked(msg):
            nonlocal started
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await self.app(scope, receive, tracked)
        except Exception as exc:
            log.exception("unhandled error on %s %s", scope.get("method"), scope.get("path"))
            if not started:
                err = ApiError(500, f"internal error ({type(exc).__name__}); the service is still up",
                               code="internal")
                await err.response()(scope, receive, send)


# ---------------------------------------------------------------------------------- auth
class KeyAuth:
    """Every route but :data:`OPEN_PATHS` needs the key (bearer, or Basic password)."""

    def __init__(self, app, key: str):
        self.app = app
        self._key = key.encode("utf-8")

    def _ok(self, given: str) -> bool:
        return hmac.compare_digest(given.encode("utf-8"), self._key)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["path"] in OPEN_PATHS or scope.get("method") == "OPTIONS":
            return await self.app(scope, receive, send)
        header = dict(scope.get("headers") or ()).get(b"authorization", b"").decode("latin-1").strip()
        scheme, _, value = header.partition(" ")
        scheme, value = scheme.lower(), value.strip()
        if scheme == "bearer" and value:
            if self._ok(value):
                return await self.app(scope, receive, send)
            log.warning("rejected a request to %s: wrong API key", scope["path"])
            err = ApiError(403, "the API key is not valid", code="invalid_api_key")
        elif scheme == "basic" and value:
            password = _basic_password(value)
            if password and self._ok(password):
                return await self.app(scope, receive, send)
            log.warning("rejected a request to %s: wrong API key (basic)", scope["path"])
            err = ApiError(401, "the API key is not valid (give it as the password)", code="invalid_api_key",
                           headers=_CHALLENGE)
        else:
            err = ApiError(401, "this server needs an API key: send 'Authorization: Bearer KEY'",
                           code="missing_api_key", headers=_CHALLENGE)
        await err.response()(scope, receive, send)


_CHALLENGE = {"WWW-Authenticate": 'Bearer realm="noesis", Basic realm="noesis", charset="UTF-8"'}


def _basic_password(value: str) -> str:
    """The password of a Basic credential (``""`` when it does not decode)."""
    try:
        _, _, password = base64.b64decode(value, validate=True).decode("utf-8").partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return ""
    return password
