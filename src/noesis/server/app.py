"""The HTTP service (``noesis serve``): JSON endpoints, an OpenAI-compatible chat endpoint, a page.

:func:`create_app` builds a FastAPI app over an open :class:`~noesis.mesh.Mesh`.

Concurrency. FastAPI runs the (synchronous) endpoints in a thread pool. A KB store is one
SQLite connection; the app never lets two threads use one at the same time: a request
*leases* a whole mesh from a :class:`MeshPool` and gives it back when done. With a
``mesh_factory`` the pool opens up to ``settings.mesh_workers`` meshes over the same files
(one connection per KB each; SQLite readers do not block each other), so requests that only
read the KBs run side by side. Requests that call the model first pass a :class:`ModelGate`:
``model_concurrency`` calls at a time, ``model_queue`` more waiting; past that, and after
``queue_timeout_s`` of waiting, the answer is 503 with ``Retry-After`` instead of a pile-up.

Auth. With an API key every route except ``/healthz`` needs it: ``Authorization: Bearer KEY``
(API clients) or HTTP Basic with the key as password (browsers prompt for it, then send it on
every request of the page). Compared in constant time; never logged. Missing → 401, wrong
bearer key → 403 (a wrong Basic password answers 401 so the browser asks again).

Errors are JSON, ``{"error": {"message", "type", "code", "status"}}``: 400 bad input, 401/403
auth, 404 unknown route/KB/source/model, 413 body or question too large, 503 overloaded or
model backend failed. The process stays up whatever a request does.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import logging
import math
import queue
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, FastAPI, Query, Request, Security
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.security import HTTPBearer
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import __version__
from ..answer import Engine
from ..answer import Settings as Settings_
from ..errors import (
    BackendError,
    KBNotFoundError,
    NoesisError,
    QueryError,
    StoreError,
    UnknownNameError,
)
from ..llm.base import ChatModel, Completion, Message, Options
from ..mesh import Mesh
from ..render import fact_dict
from . import schemas as S

log = logging.getLogger("noesis.server")
STATIC = Path(__file__).resolve().parent / "static"
#: routes that never need the key
OPEN_PATHS = frozenset({"/healthz"})


@dataclass(frozen=True)
class Settings:
    """Limits and sizes of the service; every field has a CLI option in ``noesis serve``."""

    max_body_bytes: int = 256 * 1024
    max_question_chars: int = 2000
    max_history_turns: int = 64
    mesh_workers: int = 4
    model_concurrency: int = 1
    model_queue: int = 8
    queue_timeout_s: float = 30.0
    retry_after_s: int = 5
    max_facts: int = 5000


# ---------------------------------------------------------------------------------- errors
_TYPES = {400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
          404: "not_found_error", 405: "invalid_request_error", 413: "request_too_large",
          500: "server_error", 503: "overloaded_error"}


class ApiError(Exception):
    """An error answered as JSON with ``status``."""

    def __init__(self, status: int, message: str, *, code: str | None = None, type_: str | None = None,
                 headers: dict[str, str] | None = None, param: str | None = None,
                 fallback: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.code, self.param, self.fallback = status, message, code, param, fallback
        self.type = type_ or _TYPES.get(status, "server_error")
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


# ---------------------------------------------------------------------------------- the mesh pool
class MeshPool:
    """Meshes leased to one request at a time (see the module doc)."""

    def __init__(self, mesh: Mesh, factory: Callable[[], Mesh] | None, size: int, timeout: float):
        self.names = [inv.name for inv in mesh.inventories]
        self._factory = factory
        self._size = max(1, size if factory is not None else 1)
        self._timeout = timeout
        self._idle: queue.LifoQueue[Mesh] = queue.LifoQueue()
        self._idle.put(mesh)
        self._created = 1
        self._owned: list[Mesh] = []
        self._subs: dict[tuple[int, tuple[str, ...]], Mesh] = {}
        self._lock = threading.Lock()

    def _take(self) -> Mesh:
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            pass
        with self._lock:
            grow = self._factory is not None and self._created < self._size
            if grow:
                self._created += 1
        if grow:
            try:
                mesh = self._factory()  # type: ignore[misc]
            except Exception:
                with self._lock:
                    self._created -= 1
                raise
            with self._lock:
                self._owned.append(mesh)
            return mesh
        try:
            return self._idle.get(timeout=self._timeout)
        except queue.Empty:
            raise ApiError(503, "every KB connection is busy; try again shortly", code="busy") from None

    @contextmanager
    def lease(self, kbs: Sequence[str] | None = None) -> Iterator[Mesh]:
        mesh = self._take()
        try:
            if kbs is None or sorted(kbs) == sorted(self.names):
                yield mesh
            else:
                key = (id(mesh), tuple(sorted(set(kbs))))
                sub = self._subs.get(key)
                if sub is None:  # built under the lease: it reads through this mesh's connections
                    sub = Mesh([kb for kb in mesh.kbs if kb.name in key[1]])
                    self._subs[key] = sub
                yield sub
        finally:
            self._idle.put(mesh)

    def close(self) -> None:
        for mesh in self._owned:
            mesh.close()
        self._owned.clear()


# ---------------------------------------------------------------------------------- the model gate
class ModelGate:
    """At most ``slots`` model calls at once and ``waiting`` in line; the rest get 503."""

    def __init__(self, slots: int, waiting: int, timeout: float, retry_after: int):
        self._sem = threading.BoundedSemaphore(max(1, slots))
        self._cap = max(1, slots) + max(0, waiting)
        self._admitted = 0
        self._lock = threading.Lock()
        self._timeout = timeout
        self._retry = {"Retry-After": str(retry_after)}

    @property
    def admitted(self) -> int:
        return self._admitted

    @contextmanager
    def enter(self) -> Iterator[None]:
        with self._lock:
            if self._admitted >= self._cap:
                raise ApiError(503, "the model backend is at capacity; retry later", code="overloaded",
                               headers=self._retry)
            self._admitted += 1
        try:
            if not self._sem.acquire(timeout=self._timeout):
                raise ApiError(503, "waited too long for the model backend; retry later", code="overloaded",
                               headers=self._retry)
            try:
                yield
            finally:
                self._sem.release()
        finally:
            with self._lock:
                self._admitted -= 1


@dataclass
class _Watched:
    """Wraps the backend for one request and keeps the failures the engine degrades around."""

    inner: ChatModel
    errors: list[BackendError] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.inner.name

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        try:
            return self.inner.complete(messages, options)
        except BackendError as exc:
            self.errors.append(exc)
            raise


# ---------------------------------------------------------------------------------- state
@dataclass
class Service:
    """What the routes share (``app.state.noesis``)."""

    pool: MeshPool
    gate: ModelGate
    settings: Settings
    llm: ChatModel | None

    def kb_names(self, kbs: Sequence[str] | None) -> list[str] | None:
        if kbs is None:
            return None
        if not kbs:
            raise ApiError(400, "kbs is empty; omit it to use every KB", param="kbs")
        unknown = [k for k in kbs if k not in self.pool.names]
        if unknown:
            raise ApiError(404, f"no KB named {', '.join(map(repr, unknown))} in this mesh "
                                f"(have: {', '.join(self.pool.names)})", code="unknown_kb", param="kbs")
        return list(dict.fromkeys(kbs))

    def check_question(self, question: str, history: Sequence[object] = ()) -> None:
        if not question.strip():
            raise ApiError(400, "the question is empty", param="question", code="empty_question")
        if len(question) > self.settings.max_question_chars:
            raise ApiError(413, f"the question has {len(question)} characters; the limit is "
                                f"{self.settings.max_question_chars}", code="question_too_long", param="question")
        if len(history) > self.settings.max_history_turns:
            raise ApiError(413, f"the history has {len(history)} turns; the limit is "
                                f"{self.settings.max_history_turns}", code="history_too_long", param="history")

    def answer(self, question: str, *, arm: str, history: list[dict], deterministic: bool, budget: int,
               options: Options, kbs: Sequence[str] | None, allow_degraded: bool, verify: str = "flag"):
        """One answer; the model (if any) behind the gate; a backend failure → 503 unless allowed."""
        names = self.kb_names(kbs)
        if self.llm is None or deterministic:
            with self.pool.lease(names) as mesh:
                settings = Settings_(arm=arm, budget=budget, verify=verify, deterministic=deterministic, options=options)
                return Engine(mesh, None, settings).ask(question, history=history)
        watched = _Watched(self.llm)
        with self.gate.enter(), self.pool.lease(names) as mesh:
            settings = Settings_(arm=arm, budget=budget, verify=verify, options=options)
            answer = Engine(mesh, watched, settings).ask(question, history=history)
        if watched.errors and not allow_degraded:
            exc = watched.errors[-1]
            log.warning("model backend failed: %s", exc)
            raise ApiError(503, f"the model backend failed: {exc}", code="backend_unavailable",
                           type_="backend_error", headers={"Retry-After": str(self.settings.retry_after_s)},
                           fallback=answer.as_dict())
        return answer


def service(request: Request) -> Service:
    return request.app.state.noesis


# ---------------------------------------------------------------------------------- middleware
class BodyLimit:
    """413 for a request body over ``limit`` bytes, declared (Content-Length) or streamed (chunked):
    the body is read here, at most ``limit`` bytes of it, and replayed to the app."""

    def __init__(self, app, limit: int):
        self.app, self.limit = app, limit

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
        while True:
            msg = await receive()
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
        challenge = {"WWW-Authenticate": 'Bearer realm="noesis", Basic realm="noesis", charset="UTF-8"'}
        if scheme == "bearer" and value:
            if self._ok(value):
                return await self.app(scope, receive, send)
            log.warning("rejected a request to %s: wrong API key", scope["path"])
            err = ApiError(403, "the API key is not valid", code="invalid_api_key")
        elif scheme == "basic" and value:
            try:
                _, _, password = base64.b64decode(value, validate=True).decode("utf-8").partition(":")
            except (binascii.Error, UnicodeDecodeError):
                password = ""
            if password and self._ok(password):
                return await self.app(scope, receive, send)
            log.warning("rejected a request to %s: wrong API key (basic)", scope["path"])
            err = ApiError(401, "the API key is not valid (give it as the password)", code="invalid_api_key",
                           headers=challenge)
        else:
            err = ApiError(401, "this server needs an API key: send 'Authorization: Bearer KEY'",
                           code="missing_api_key", headers=challenge)
        await err.response()(scope, receive, send)


# ---------------------------------------------------------------------------------- routes
api = APIRouter(prefix="/v1", tags=["noesis"])
_bearer = HTTPBearer(auto_error=False, description="the key given to `noesis serve --api-key`")
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": S.ErrorResponse, "description": text}
    for code, text in ((400, "bad input"), (401, "no API key"), (403, "wrong API key"),
                       (404, "unknown KB, source or route"), (413, "body or question too large"),
                       (503, "overloaded or model backend failed (see Retry-After)"))
}


def _options(temperature: float | None, max_tokens: int | None) -> Options:
    base = Options()
    return Options(temperature=base.temperature if temperature is None else temperature,
                   max_tokens=max_tokens or base.max_tokens)


@api.post("/ask", response_model=S.AnswerResponse, responses=ERRORS, summary="Answer a question")
def ask_route(body: S.AskRequest, request: Request) -> JSONResponse:
    """Context assembly, then the model (when one is configured and `deterministic` is false),
    with hydration for the `hydrate` arm. Shaped like `noesis ask --json`."""
    svc = service(request)
    svc.check_question(body.question, body.history)
    answer = svc.answer(body.question, arm=body.arm, history=[t.model_dump() for t in body.history],
                        deterministic=body.deterministic, budget=body.budget,
                        options=_options(body.temperature, body.max_tokens), kbs=body.kbs,
                        allow_degraded=body.allow_degraded, verify=body.verify)
    out = answer.as_dict()
    if body.include_context:
        out["context"] = answer.context.as_dict()
    return JSON(out)


@api.post("/context", response_model=S.ContextResponse, responses=ERRORS, summary="Assemble the tiered context")
def context_route(body: S.ContextRequest, request: Request) -> JSONResponse:
    """The tiered context a model would read (no model involved). Shaped like `noesis context --json`."""
    svc = service(request)
    svc.check_question(body.question, body.history)
    with svc.pool.lease(svc.kb_names(body.kbs)) as mesh:
        ctx = Engine(mesh).context(body.question, arm=body.arm, budget=body.budget,
                           history=[t.model_dump() for t in body.history])
    return JSON(ctx.as_dict())


@api.get("/kbs", response_model=S.KBList, responses=ERRORS, summary="The KBs of the mesh")
def kbs_route(request: Request) -> JSONResponse:
    """Every KB with its sources, entities, axis, metrics and counts (`noesis info --json`)."""
    svc = service(request)
    with svc.pool.lease() as mesh:
        return JSON({"kbs": [_kb_info(kb) for kb in mesh.kbs]})


@api.get("/kbs/{name}", response_model=S.KBOut, responses=ERRORS, summary="One KB")
def kb_route(name: str, request: Request) -> JSONResponse:
    svc = service(request)
    svc.kb_names([name])
    with svc.pool.lease() as mesh:
        return JSON(_kb_info(next(kb for kb in mesh.kbs if kb.name == name)))


def _kb_info(kb) -> dict:
    info = kb.info()
    info["entities"] = [{"name": n, "kind": k, "aliases": list(a)} for _, n, k, a in kb.store.entities()]
    return info


@api.get("/facts", response_model=S.FactList, responses=ERRORS, summary="Facts, filtered")
def facts_route(
    request: Request,
    kb: Annotated[list[str] | None, Query(description="KB name(s); default every KB")] = None,
    entity: Annotated[str | None, Query(description="subject or object name")] = None,
    metric: Annotated[str | None, Query(description="metric series name")] = None,
    statistic: Annotated[str | None, Query(description="max, min, mean, first, last, sum, count")] = None,
    priority: Annotated[int | None, Query(ge=1, le=2, description="1 (computed/curated) or 2 (background)")] = None,
    source: Annotated[str | None, Query(description="source file name")] = None,
    limit: Annotated[int, Query(ge=1, le=5000, description="most facts returned")] = 500,
) -> JSONResponse:
    """Computed and curated facts with positions and aligned spans (`noesis facts --json`, plus `kb`)."""
    svc = service(request)
    names = svc.kb_names(kb) or svc.pool.names
    limit = min(limit, svc.settings.max_facts)
    rows: list[dict] = []
    truncated = False
    with svc.pool.lease() as mesh:
        bases = [b for b in mesh.kbs if b.name in names]
        if source is not None and not any(source in {s.name for s in b.sources()} for b in bases):
            raise ApiError(404, f"no source named {source!r} in {', '.join(names)}", code="unknown_source",
                           param="source")
        for base in bases:
            found = base.facts(entity=entity, metric=metric, statistic=statistic, priority=priority, source=source)
            room = limit - len(rows)
            if len(found) > room:
                truncated, found = True, found[:room]
            spans = {s.id: s for s in base.spans([i for f in found for i in f.aligned])}
            rows += [{"kb": base.name, **fact_dict(base, f, spans)} for f in found]
            if truncated:
                break
    return JSON({"facts": rows, "count": len(rows), "truncated": truncated})


# ---------------------------------------------------------------------------------- the app
def create_app(
    mesh: Mesh,
    *,
    llm: ChatModel | None = None,
    api_key: str | None = None,
    settings: Settings | None = None,
    mesh_factory: Callable[[], Mesh] | None = None,
) -> FastAPI:
    """The service over ``mesh``. ``mesh_factory`` (e.g. ``lambda: Mesh.open(paths)``) lets the
    pool open more meshes over the same files so KB reads run concurrently; without it every
    request uses ``mesh`` in turn. The caller keeps ownership of ``mesh``."""
    from .openai_compat import router as openai_router

    settings = settings or Settings()
    svc = Service(
        pool=MeshPool(mesh, mesh_factory, max(settings.mesh_workers, settings.model_concurrency + 1),
                      settings.queue_timeout_s),
        gate=ModelGate(settings.model_concurrency, settings.model_queue, settings.queue_timeout_s,
                       settings.retry_after_s),
        settings=settings,
        llm=llm,
    )

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        yield
        svc.pool.close()

    app = FastAPI(
        title="Noēsis",
        version=__version__,
        summary="Deterministic-first answers over knowledge bases, with their tiered context.",
        description=(
            "JSON endpoints (`/v1/ask`, `/v1/context`, `/v1/kbs`, `/v1/facts`), an OpenAI-compatible "
            "`/v1/chat/completions` whose `model` names the arm, and a page at `/`. "
            "Errors: `{\"error\": {message, type, code, status}}`. See docs/service.md."
        ),
        lifespan=lifespan,
    )
    app.state.noesis = svc
    deps = [Security(_bearer)] if api_key else []
    app.include_router(api, dependencies=deps)
    app.include_router(openai_router, dependencies=deps)

    @app.get("/healthz", response_model=S.Health, tags=["service"], summary="Liveness (never needs the key)")
    def healthz() -> JSONResponse:
        return JSON({"status": "ok", "kbs": svc.pool.names, "model": llm.name if llm else None,
                     "version": __version__})

    index = (STATIC / "index.html").read_text(encoding="utf-8")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def page() -> HTMLResponse:
        return HTMLResponse(index, headers={"Cache-Control": "no-store"})

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.exception_handler(ApiError)
    async def _api_error(_: Request, exc: ApiError):
        return exc.response()

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError):
        problems = []
        for e in exc.errors()[:5]:
            where = ".".join(str(p) for p in e.get("loc", ())[1:])
            problems.append(f"{where or 'body'}: {e.get('msg', 'invalid')}")
        first = exc.errors()[0].get("loc", ()) if exc.errors() else ()
        param = ".".join(str(p) for p in first[1:]) or None
        return ApiError(400, "invalid request: " + "; ".join(problems), code="invalid_request",
                        param=param).response()

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException):
        msg = exc.detail if isinstance(exc.detail, str) else json.dumps(exc.detail)
        if exc.status_code == 404 and msg == "Not Found":
            msg = "no such route; see /docs"
        return ApiError(exc.status_code, msg, headers=dict(exc.headers or {})).response()

    @app.exception_handler(NoesisError)
    async def _noesis(_: Request, exc: NoesisError):
        if isinstance(exc, UnknownNameError | KBNotFoundError):
            return ApiError(404, str(exc), code="unknown_name").response()
        if isinstance(exc, QueryError):
            return ApiError(400, str(exc), code="bad_query").response()
        if isinstance(exc, BackendError):
            return ApiError(503, f"the model backend failed: {exc}", code="backend_unavailable",
                            type_="backend_error",
                            headers={"Retry-After": str(settings.retry_after_s)}).response()
        if isinstance(exc, StoreError):
            log.error("store error: %s", exc)
            return ApiError(500, f"the KB store failed: {exc}", code="store_error").response()
        return ApiError(500, str(exc), code="noesis_error").response()

    app.add_middleware(BodyLimit, limit=settings.max_body_bytes)
    if api_key:
        app.add_middleware(KeyAuth, key=api_key)
    app.add_middleware(Guard)
    return app
