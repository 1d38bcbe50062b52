"""What every part of the server shares: the JSON error, the JSON response, the OpenAPI error
table and the parsing of model options.

Both routers (:mod:`.api`, :mod:`.openai_compat`), the dependencies (:mod:`.deps`) and the
middleware (:mod:`.middleware`) import from here; this module imports nothing of the server,
so the server's import graph has no cycle.

Errors are JSON, ``{"error": {"message", "type", "code", "status"}}`` (plus ``param`` and
``fallback`` where they apply): 400 bad input, 401/403 auth, 404 unknown route/KB/source/model,
413 body or question too large, 500 internal, 503 overloaded or model backend failed (always
with ``Retry-After``), 504 the request's deadline for its model calls passed.
"""

from __future__ import annotations

import json
import math
from typing import Any

from fastapi.responses import JSONResponse

from ..llm.base import Options
from . import schemas as S

#: the ``type`` of an error answered with each status (OpenAI's vocabulary)
ERROR_TYPES: dict[int, str] = {
    400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
    404: "not_found_error", 405: "invalid_request_error", 408: "timeout_error", 413: "request_too_large",
    500: "server_error", 503: "overloaded_error", 504: "timeout_error",
}

#: the error statuses every route documents in OpenAPI (``responses=ERRORS``)
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": S.ErrorResponse, "description": text}
    for code, text in ((400, "bad input"), (401, "no API key"), (403, "wrong API key"),
                       (404, "unknown KB, source or route"), (413, "body or question too large"),
                       (503, "overloaded or model backend failed (see Retry-After)"),
                       (504, "the model did not answer within the request's deadline"))
}


class ApiError(Exception):
    """An error answered as JSON with ``status``."""

    def __init__(self, status: int, message: str, *, code: str | None = None, type_: str | None = None,
                 headers: dict[str, str] | None = None, param: str | None = None,
                 fallback: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.code, self.param, self.fallback = status, message, code, param, fallback
        self.type = type_ or ERROR_TYPES.get(status, "server_error")
        self.headers = headers or {}

    def body(self) -> dict:
        err: dict[str, Any] = {"message": self.message, "type": self.type, "code": self.code, "status": self.status}
        if self.param is not None:
            err["param"] = self.param
        if self.fallback is not None:
            err["fallback"] = self.fallback
        return {"error": err}

    def response(self) -> JSONResponse:
        return JSON(self.body(), status_code=self.status, headers=self.headers)


def _finite(x):
    if isinstance(x, float) and not math.isfinite(x):
        return None
    if isinstance(x, dict):
        return {k: _finite(v) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return [_finite(v) for v in x]
    return x


class JSON(JSONResponse):
    """UTF-8 JSON; a NaN or infinity (never valid JSON) becomes null."""

    def render(self, content) -> bytes:
        try:
            text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        except ValueError:
            text = json.dumps(_finite(content), ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        return text.encode("utf-8")


def options(temperature: float | None, max_tokens: int | None) -> Options:
    """Model options from a request: an omitted temperature or ``max_tokens`` keeps the default."""
    base = Options()
    return Options(temperature=base.temperature if temperature is None else temperature,
                   max_tokens=max_tokens or base.max_tokens)
