"""What the routes depend on: the settings, the mesh pool, the model gate, and the two calls
into the engine (:func:`answer`, :func:`context`).

Concurrency. FastAPI runs the (synchronous) endpoints in a thread pool. A KB store is one
SQLite connection; the app never lets two threads use one at the same time: a request
*leases* a whole mesh from a :class:`MeshPool` and gives it back when done. With a
``mesh_factory`` the pool opens up to ``settings.mesh_workers`` meshes over the same files
(one connection per KB each; SQLite readers do not block each other), so requests that only
read the KBs run side by side. Requests that call the model first pass a :class:`ModelGate`:
``model_concurrency`` calls at a time, ``model_queue`` more waiting; past that, and after
``queue_timeout_s`` of waiting, the answer is 503 with ``Retry-After`` instead of a pile-up.

Reload. A lease first checks the mesh against the KB files' generations (a re-ingest bumps
them) and rebuilds its inventories when one changed (:meth:`MeshPool.lease`); each
context and answer then reads one snapshot of each KB (:mod:`noesis.store.snapshot`).

Every route that answers a question goes through :func:`answer`, every route that assembles a
context through :func:`context`: they are the only places the server calls the engine.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from fastapi import Request

from ..answer import Answer, Engine, Settings
from ..answer.progress import Listener
from ..context.result import Context
from ..errors import BackendError, QueryError
from ..llm.base import ChatModel, Completion, Message, Options
from ..llm.deadline import WithDeadline
from ..llm.streaming import streaming
from ..mesh import Mesh
from ..store.address import split_mesh_list
from .middleware import check_question, error_for
from .shared import ApiError

log = logging.getLogger("noesis.server")


# ---------------------------------------------------------------------------------- settings
@dataclass(frozen=True)
class ServiceSettings:
    """What the service serves and its limits; every field has a CLI option in ``noesis serve``.

    ``mesh`` (KB files, folders of them or a mesh.toml) and ``llm`` (a ``--llm`` spec; ``None``
    → deterministic answers) are read by :func:`~noesis.server.app.create_app` when it is not
    handed an open mesh / model. ``api_key`` is kept out of ``repr`` so that it is never logged.
    """

    mesh: tuple[Path, ...] = ()
    llm: str | None = None
    api_key: str | None = field(default=None, repr=False)
    max_body_bytes: int = 256 * 1024
    max_question_chars: int = 2000
    max_history_turns: int = 64
    mesh_workers: int = 4
    model_concurrency: int = 1
    model_queue: int = 8
    queue_timeout_s: float = 30.0
    retry_after_s: int = 5
    max_facts: int = 5000
    #: seconds for all the model calls of one request (→ 504 past it; see noesis.llm.deadline)
    request_deadline_s: float = 120.0
    #: seconds a request's body may take to arrive after its head (→ 408)
    body_timeout_s: float = 30.0
    #: the ``Host`` names served (empty: any; see noesis.server.protect)
    allowed_hosts: tuple[str, ...] = ()
    #: origins besides loopback that a browser may call ``/mcp`` from (see noesis.server.protect)
    allowed_origins: tuple[str, ...] = ()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> ServiceSettings:
        """``$NOESIS_MESH`` (paths joined by ``os.pathsep``), ``$NOESIS_LLM``, ``$NOESIS_API_KEY``;
        the limits keep their defaults. What ``create_app()`` with no argument serves (e.g.
        ``uvicorn --factory noesis.server:create_app``)."""
        paths = tuple(split_mesh_list(environ.get("NOESIS_MESH", "")))
        if not paths:
            raise QueryError("no KBs to serve: set NOESIS_MESH to KB file(s), a folder of them or a mesh.toml "
                             f"(several joined by {os.pathsep!r})")
        return cls(mesh=paths, llm=environ.get("NOESIS_LLM") or None,
                   api_key=environ.get("NOESIS_API_KEY") or None)


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

    def _current(self, mesh: Mesh) -> Mesh:
        """``mesh``, or a reloaded one when a KB was re-ingested since it was built
        (:meth:`Mesh.reloaded`): a source added by a re-ingest is routable without a restart."""
        fresh = mesh.reloaded()
        if fresh is not mesh:
            log.info("a KB changed on disk; reloaded its inventory")
            with self._lock:
                self._subs = {k: v for k, v in self._subs.items() if k[0] != id(mesh)}
                self.names = [inv.name for inv in fresh.inventories]
        return fresh

    @contextmanager
    def lease(self, kbs: Sequence[str] | None = None) -> Iterator[Mesh]:
        mesh = self._current(self._take())
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
        """Close the meshes the pool opened (not the one it was given)."""
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


# ---------------------------------------------------------------------------------- the service
@dataclass
class Service:
    """What the routes share (``app.state.noesis``). ``owned``: meshes closed at shutdown."""

    pool: MeshPool
    gate: ModelGate
    settings: ServiceSettings
    llm: ChatModel | None
    owned: tuple[Mesh, ...] = ()

    @classmethod
    def build(cls, settings: ServiceSettings, mesh: Mesh, llm: ChatModel | None,
              mesh_factory: Callable[[], Mesh] | None, *, owned: tuple[Mesh, ...] = ()) -> Service:
        """The pool holds one mesh more than the model calls at once, so KB-only requests
        always find one while the model is busy."""
        return cls(
            pool=MeshPool(mesh, mesh_factory, max(settings.mesh_workers, settings.model_concurrency + 1),
                          settings.queue_timeout_s),
            gate=ModelGate(settings.model_concurrency, settings.model_queue, settings.queue_timeout_s,
                           settings.retry_after_s),
            settings=settings,
            llm=llm,
            owned=owned,
        )

    def kb_names(self, kbs: Sequence[str] | None) -> list[str] | None:
        """``kbs`` checked against the mesh (400 empty, 404 unknown), duplicates dropped."""
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
        check_question(question, history, max_chars=self.settings.max_question_chars,
                       max_turns=self.settings.max_history_turns)

    def close(self) -> None:
        self.pool.close()
        for mesh in self.owned:
            mesh.close()


def service(request: Request) -> Service:
    return request.app.state.noesis


# ---------------------------------------------------------------------------------- the engine calls
@dataclass(frozen=True)
class ContextQuery:
    """A question as a route received it (already checked by :meth:`Service.check_question`)."""

    question: str
    arm: str
    budget: int
    history: tuple[Mapping[str, str], ...] = ()
    kbs: tuple[str, ...] | None = None


@dataclass(frozen=True)
class AnswerQuery(ContextQuery):
    """A question to answer; ``allow_degraded``: a backend failure keeps the engine's fallback
    answer instead of answering 503 (which carries that answer as ``fallback``)."""

    deterministic: bool = False
    options: Options = field(default_factory=Options)
    allow_degraded: bool = False
    verify: str = "flag"
    policy: str = "engine"


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

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        try:
            yield from streaming(self.inner).stream(messages, options)
        except BackendError as exc:
            self.errors.append(exc)
            raise


def answer(svc: Service, q: AnswerQuery, listener: Listener | None = None) -> Answer:
    """The one call through which the server answers: the model (if any, and unless
    ``q.deterministic``) behind the gate; a backend failure → 503 unless ``q.allow_degraded``."""
    names = svc.kb_names(q.kbs)
    history = [dict(t) for t in q.history]
    settings = Settings(arm=q.arm, budget=q.budget, verify=q.verify, deterministic=q.deterministic, policy=q.policy,
                         options=q.options)
    if svc.llm is None or q.deterministic:
        with svc.pool.lease(names) as mesh:
            return Engine(mesh, None, settings).ask(q.question, history=history)
    watched = _Watched(WithDeadline(svc.llm, svc.settings.request_deadline_s))
    with svc.gate.enter(), svc.pool.lease(names) as mesh:
        found = Engine(mesh, watched, settings, listener).ask(q.question, history=history)
    if watched.errors and not q.allow_degraded:
        exc = watched.errors[-1]
        log.warning("model backend failed: %s", exc)
        err = error_for(exc, svc.settings.retry_after_s)
        err.fallback = found.as_dict()
        raise err
    return found


def context(svc: Service, q: ContextQuery) -> Context:
    """The one call through which the server assembles a context (no model involved)."""
    with svc.pool.lease(svc.kb_names(q.kbs)) as mesh:
        return Engine(mesh).context(q.question, arm=q.arm, budget=q.budget, history=[dict(t) for t in q.history])
