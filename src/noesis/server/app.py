"""The HTTP service (``noesis serve``): JSON endpoints, an OpenAI-compatible chat endpoint, a page.

:func:`create_app` is the app factory; the pieces live beside it:

==========================  =====================================================================
:mod:`.deps`                settings, mesh pool, model gate, the engine calls (answer, context)
:mod:`.middleware`          API key, body and question limits, the error → status map, the guard
:mod:`.shared`              ``ApiError``, the JSON response, the OpenAPI error table, options
:mod:`.api`                 ``/v1/ask``, ``/v1/context``, ``/v1/kbs``, ``/v1/facts``, ``/healthz``
:mod:`.openai_compat`       ``/v1/chat/completions``, ``/v1/models``
:mod:`.ollama_compat`       ``/api/tags``, ``/api/chat``, ``/api/generate``, ``/api/show``, ``/api/version``
:mod:`.explore`             the page's ``/v1/examples``, ``/v1/series``, ``/v1/cite``, ``/v1/ask/stream``
:mod:`.page`                the page at ``/`` and ``/static``
:mod:`.mcp_server`          ``/mcp``: the MCP tools over streamable HTTP (with the ``mcp`` extra)
==========================  =====================================================================

``create_app()`` with no argument reads :meth:`ServiceSettings.from_env`, so
``uvicorn --factory noesis.server:create_app`` serves ``$NOESIS_MESH``.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import asynccontextmanager, nullcontext

from fastapi import FastAPI, Security
from fastapi.security import HTTPBearer

from .. import __version__
from ..answer.engine import warm_up
from ..errors import QueryError
from ..llm.base import ChatModel
from ..mesh import Mesh
from .api import health
from .api import router as api_router
from .deps import Service, ServiceSettings
from .explore import router as explore_router
from .mcp_server import HTTP_PATH, http_transport, not_installed
from .middleware import BodyLimit, Guard, KeyAuth, install_error_handlers
from .ollama_compat import OllamaHabits
from .ollama_compat import router as ollama_router
from .openai_compat import router as openai_router
from .page import add_page
from .protect import Protect

__all__ = ["ServiceSettings", "create_app"]

_bearer = HTTPBearer(auto_error=False, description="the key given to `noesis serve --api-key`")
_DESCRIPTION = (
    "JSON endpoints (`/v1/ask`, `/v1/context`, `/v1/kbs`, `/v1/facts`), an OpenAI-compatible "
    "`/v1/chat/completions` whose `model` names the arm, and a page at `/`. "
    "Errors: `{\"error\": {message, type, code, status}}`. See docs/service.md."
)


def _service(settings: ServiceSettings, mesh: Mesh | None, llm: ChatModel | None,
             mesh_factory: Callable[[], Mesh] | None) -> Service:
    """The shared state; opens ``settings.mesh`` / ``settings.llm`` where no object was given."""
    owned: tuple[Mesh, ...] = ()
    if mesh is None:
        paths = settings.mesh
        if not paths:
            raise QueryError("no KBs to serve: give create_app a mesh, or ServiceSettings(mesh=paths)")

        def reopen() -> Mesh:
            return warm_up(Mesh.open(paths))  # its first request costs what later ones do

        mesh = reopen()
        owned = (mesh,)
        mesh_factory = mesh_factory or reopen
    if llm is None and settings.llm:
        from ..llm.spec import parse_llm_spec

        llm = parse_llm_spec(settings.llm)
    return Service.build(settings, mesh, llm, mesh_factory, owned=owned)


def create_app(
    settings: ServiceSettings | None = None,
    *,
    mesh: Mesh | None = None,
    llm: ChatModel | None = None,
    mesh_factory: Callable[[], Mesh] | None = None,
) -> FastAPI:
    """The service described by ``settings`` (default :meth:`ServiceSettings.from_env`).

    ``mesh`` / ``llm``: objects already open that take the place of ``settings.mesh`` /
    ``settings.llm`` (``noesis serve`` opens them first to report a bad path or spec; tests
    pass a scripted model). The caller keeps ownership of a ``mesh`` it passes; one opened
    here from ``settings.mesh`` is closed at shutdown. ``mesh_factory`` (e.g.
    ``lambda: Mesh.open(paths)``, the default for ``settings.mesh``) lets the pool open more
    meshes over the same files so KB reads run concurrently; without it every request uses
    ``mesh`` in turn.
    """
    if settings is None:
        settings = ServiceSettings.from_env()
    svc = _service(settings, mesh, llm, mesh_factory)
    mcp = http_transport(svc)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        async with mcp.run() if mcp else nullcontext():
            yield
        svc.close()

    app = FastAPI(title="Noēsis", version=__version__, lifespan=lifespan, description=_DESCRIPTION,
                  summary="Deterministic-first answers over knowledge bases, with their tiered context.")
    app.state.noesis = svc
    deps = [Security(_bearer)] if settings.api_key else []
    app.include_router(api_router, dependencies=deps)
    app.include_router(explore_router, dependencies=deps)
    app.include_router(openai_router, dependencies=deps)
    app.include_router(ollama_router, dependencies=deps)
    app.include_router(health)
    if mcp:
        app.router.routes.extend(mcp.routes)
    else:
        app.add_api_route(HTTP_PATH, not_installed, methods=["GET", "POST", "DELETE"], include_in_schema=False)
    add_page(app)
    install_error_handlers(app, settings.retry_after_s)
    app.add_middleware(BodyLimit, limit=settings.max_body_bytes, timeout=settings.body_timeout_s)
    if settings.api_key:
        app.add_middleware(KeyAuth, key=settings.api_key)
    app.add_middleware(Guard)
    app.add_middleware(OllamaHabits)  # inside Protect: it sees the scope Protect redacted
    app.add_middleware(Protect, allowed_hosts=settings.allowed_hosts, retry_after_s=settings.retry_after_s,
                       refuse_url_keys=bool(settings.api_key), allowed_origins=settings.allowed_origins,
                       origin_paths=(HTTP_PATH,))
    return app
