"""The outermost middleware: security headers, the allowed hosts, keys kept out of URLs.

:class:`Protect` wraps every response of the app (the page, the API, the errors, the guard's
500):

* **Headers.** ``Content-Security-Policy`` (:data:`PAGE_CSP`: everything from this origin
  only, no inline script or style, no framing; the page is ``index.html`` plus the files under
  ``/static``; FastAPI's ``/docs`` and ``/redoc`` load Swagger/ReDoc from their CDN and get
  :data:`DOCS_CSP`), ``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY``,
  ``Referrer-Policy: no-referrer``, ``Cross-Origin-Opener-Policy: same-origin``.
* **Retry-After on every 503**: whoever answered 503 (the model gate, the mesh pool, a
  backend failure, a route), the client is told when to come back.
* **Allowed hosts.** With ``allowed_hosts`` set, a request whose ``Host`` is not one of them
  (``*.example.org`` matches subdomains; the port is ignored) is answered 400 before it
  reaches a route: a DNS-rebinding page cannot talk to a service on loopback.
* **Origins on the MCP endpoint.** A request to one of ``origin_paths`` (``/mcp``) that carries
  an ``Origin`` header is answered 403 unless that origin is a loopback one
  (``http://localhost[:port]``, ``http://127.0.0.1[:port]``, ``http://[::1][:port]``, or the
  same over https) or one of ``allowed_origins`` (``--allowed-origin``): the MCP spec's
  Streamable HTTP transport requires it against DNS rebinding. A request without ``Origin``
  (the CLI clients, the SDK, curl) is not a browser's and passes.
* **Keys never in URLs.** A query parameter named like a key (:data:`URL_KEY_PARAMS`) is
  blanked in the request's scope *in place* before anything else runs, so the server's
  access log, which prints the path from that same scope, never holds it; with an API key
  required, such a request is refused 401, naming the header to use.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from urllib.parse import parse_qsl, urlencode, urlsplit

from .shared import ApiError

PAGE_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            "frame-ancestors 'none'")
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
            "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
            "img-src 'self' data: https://fastapi.tiangolo.com https://cdn.redoc.ly; "
            "worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
DOCS_PATHS = frozenset({"/docs", "/redoc", "/docs/oauth2-redirect"})
HEADERS = ((b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY"),
           (b"referrer-policy", b"no-referrer"), (b"cross-origin-opener-policy", b"same-origin"))
#: query parameters that carry a key; blanked in the scope, refused when a key is required
URL_KEY_PARAMS = frozenset({"api_key", "api-key", "apikey", "key", "access_token", "token"})
REDACTED = "REDACTED"


def host_allowed(host: str, allowed: Sequence[str]) -> bool:
    """``host`` (a ``Host`` header, port and case ignored) is one of ``allowed``; an entry
    ``*.example.org`` allows the subdomains of example.org, ``*`` any host."""
    name = host.strip().lower()
    if name.startswith("["):  # [::1]:8000
        name = name[1:].partition("]")[0]
    elif name.count(":") == 1:
        name = name.partition(":")[0]
    for pattern in (a.strip().lower() for a in allowed):
        if pattern == "*" or name == pattern:
            return True
        if pattern.startswith("*.") and name.endswith(pattern[1:]):
            return True
    return False


def _origin(value: str) -> str:
    """An ``Origin`` header as compared: lower case, no trailing slash."""
    return value.strip().lower().rstrip("/")


def loopback_origin(origin: str) -> bool:
    """``origin`` is ``http(s)://`` a loopback host (``localhost``, ``127.0.0.0/8``, ``[::1]``)
    with any port and nothing after it."""
    try:
        parts = urlsplit(_origin(origin))
        parts.port  # noqa: B018 - raises ValueError on a port that is not one
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or parts.path or parts.query or parts.fragment or parts.username:
        return False
    return loopback_host(parts.hostname or "")


def loopback_host(host: str) -> bool:
    """``localhost`` or a loopback address (``127.0.0.0/8``, ``::1``)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def origin_allowed(origin: str, allowed: Sequence[str]) -> bool:
    """A loopback origin, or one of ``allowed`` (exact, case and a trailing slash ignored)."""
    return loopback_origin(origin) or _origin(origin) in {_origin(a) for a in allowed}


def redact_url_keys(query: bytes) -> tuple[bytes, bool]:
    """``(query string with key parameters blanked, whether there was one)``."""
    if not query:
        return query, False
    pairs = parse_qsl(query.decode("latin-1"), keep_blank_values=True)
    if not any(k.lower() in URL_KEY_PARAMS for k, _ in pairs):
        return query, False
    kept = [(k, REDACTED if k.lower() in URL_KEY_PARAMS else v) for k, v in pairs]
    return urlencode(kept).encode("latin-1"), True


class Protect:
    """See the module doc. ``refuse_url_keys``: the service requires an API key."""

    def __init__(self, app, *, allowed_hosts: Sequence[str] = (), retry_after_s: int = 5,
                 refuse_url_keys: bool = False, allowed_origins: Sequence[str] = (),
                 origin_paths: Sequence[str] = ()):
        self.app, self.allowed = app, tuple(allowed_hosts)
        self.allowed_origins, self.origin_paths = tuple(allowed_origins), tuple(origin_paths)
        self.retry_after = str(retry_after_s).encode()
        self.refuse_url_keys = refuse_url_keys

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        csp = (DOCS_CSP if scope.get("path") in DOCS_PATHS else PAGE_CSP).encode()

        async def guarded(msg):
            if msg["type"] == "http.response.start":
                have = {k.lower() for k, _ in msg.get("headers", ())}
                extra = [(k, v) for k, v in ((b"content-security-policy", csp), *HEADERS) if k not in have]
                if msg["status"] == 503 and b"retry-after" not in have:
                    extra.append((b"retry-after", self.retry_after))
                msg = {**msg, "headers": [*msg.get("headers", ()), *extra]}
            await send(msg)

        scope["query_string"], had_key = redact_url_keys(scope.get("query_string", b""))
        error = self._refusal(scope, had_key)
        if error is not None:
            return await error.response()(scope, receive, guarded)
        await self.app(scope, receive, guarded)

    def _refusal(self, scope, had_key: bool) -> ApiError | None:
        if self.allowed:
            host = dict(scope.get("headers") or ()).get(b"host", b"").decode("latin-1")
            if not host_allowed(host, self.allowed):
                return ApiError(400, f"the host {host!r} is not served here (allowed: {', '.join(self.allowed)})",
                                code="host_not_allowed")
        path = scope.get("path") or ""
        if any(path == p or path.startswith(p + "/") for p in self.origin_paths):
            raw = dict(scope.get("headers") or ()).get(b"origin")
            origin = raw.decode("latin-1") if raw is not None else None
            if origin is not None and not origin_allowed(origin, self.allowed_origins):
                return ApiError(403, f"the Origin {origin!r} may not call {path}: only loopback origins and "
                                     "those named by --allowed-origin are accepted there (a defence against "
                                     "DNS rebinding); if this client is yours, restart noesis serve with "
                                     f"--allowed-origin {origin}", code="origin_not_allowed")
        if had_key and self.refuse_url_keys:
            return ApiError(401, "API keys are not accepted in the URL (it ends up in logs and history): "
                                 "send 'Authorization: Bearer KEY'", code="key_in_url")
        return None
