"""``noesis serve --processes N``: N uvicorn worker processes over the same KBs.

uvicorn starts several worker processes only from an import string of an app *factory*;
each process calls :func:`create_worker_app`, which reads the service settings the parent
wrote to a temp JSON file (its path in ``$NOESIS_SERVE_SETTINGS``; the API key travels in
``$NOESIS_API_KEY``, never in the file) and builds the app with
:func:`noesis.server.app.create_app`. Every process opens its own meshes (the KB files are
read-only for queries, SQLite shares them), its own mesh pool of ``--threads`` and its own
model gate: ``--model-concurrency`` is per process (see docs/service.md).

Each response of a worker carries ``X-Noesis-Pid``: which process answered.

Workers die with their parent: the parent's PID travels in ``$NOESIS_SERVE_PARENT`` and
each worker, as it builds its app, asks the kernel for SIGKILL when its parent dies
(``prctl(PR_SET_PDEATHSIG)`` on Linux) and starts a thread polling ``os.getppid()``
(:func:`noesis.ingest.workers.die_with_parent`). Without it a ``kill -9`` of
``noesis serve`` left its workers serving the port (issue 28, failure 6).
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from ..store.address import is_pg
from .deps import ServiceSettings

SETTINGS_ENV = "NOESIS_SERVE_SETTINGS"
KEY_ENV = "NOESIS_API_KEY"
PARENT_ENV = "NOESIS_SERVE_PARENT"
PID_HEADER = b"x-noesis-pid"


def settings_document(settings: ServiceSettings) -> dict:
    """``settings`` as JSON-ready data, without the API key."""
    data = {f.name: getattr(settings, f.name) for f in dataclasses.fields(settings) if f.name != "api_key"}
    data["mesh"] = [str(p) for p in settings.mesh]
    return data


def settings_from_document(data: Mapping, environ: Mapping[str, str] = os.environ) -> ServiceSettings:
    known = {f.name for f in dataclasses.fields(ServiceSettings)} - {"api_key", "mesh"}
    return ServiceSettings(mesh=tuple(p if is_pg(p) else Path(p) for p in data["mesh"]), api_key=environ.get(KEY_ENV) or None,
                    **{k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in known})


@contextmanager
def settings_file(settings: ServiceSettings) -> Iterator[dict[str, str]]:
    """A temp file (mode 0600) holding ``settings``; yields the environment the workers need."""
    fd, path = tempfile.mkstemp(prefix="noesis-serve-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(settings_document(settings), f)
        env = {SETTINGS_ENV: path}
        if settings.api_key:
            env[KEY_ENV] = settings.api_key
        yield env
    finally:
        Path(path).unlink(missing_ok=True)


class PidHeader:
    """ASGI middleware: adds ``X-Noesis-Pid`` to every HTTP response."""

    def __init__(self, app):
        self.app = app
        self.pid = str(os.getpid()).encode()

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_pid(message):
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), (PID_HEADER, self.pid)]}
            await send(message)

        await self.app(scope, receive, send_with_pid)


def create_worker_app():
    """The app factory each worker process runs (``uvicorn --factory``)."""
    from ..ingest.workers import die_with_parent
    from .app import create_app

    parent = os.environ.get(PARENT_ENV, "")
    if parent.isdigit():
        die_with_parent(int(parent))
    path = os.environ.get(SETTINGS_ENV)
    if not path:
        from ..errors import QueryError

        raise QueryError(f"${SETTINGS_ENV} is not set: start workers with `noesis serve --processes N`")
    settings = settings_from_document(json.loads(Path(path).read_text(encoding="utf-8")))
    app = create_app(settings)
    app.add_middleware(PidHeader)
    return app
