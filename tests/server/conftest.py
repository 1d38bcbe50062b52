"""A real uvicorn server on a free loopback port, in a thread, over the demo mesh."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace

import httpx
import pytest
import uvicorn

from noesis.mesh import Mesh
from noesis.server.app import create_app
from noesis.server.deps import ServiceSettings

PEAK = "What was the peak share of Italia Sera and when did it occur?"
TRAP = "What was the peak share of Domenica Sportiva Estate?"


class LiveServer:
    """``create_app(...)`` served by uvicorn on 127.0.0.1:<free port> until :meth:`stop`."""

    def __init__(self, app, **options):
        self.app = app
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        options = {"timeout_keep_alive": 5, **options}
        self.server = uvicorn.Server(uvicorn.Config(app, log_config=None, log_level="info", access_log=True,
                                                   **options))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)

    def client(self, **kw) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=30, **kw)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=15)
        self.sock.close()


@pytest.fixture(scope="session")
def mesh_factory(demo_kbs) -> Callable[[], Mesh]:
    return lambda: Mesh.open(demo_kbs)


@pytest.fixture
def serve(demo_mesh, mesh_factory) -> Iterator[Callable[..., LiveServer]]:
    """``serve(llm=..., api_key=..., settings=...)`` → a running :class:`LiveServer` (stopped after)."""
    started: list[LiveServer] = []

    def start(*, mesh=None, factory=True, llm=None, api_key=None, settings=None) -> LiveServer:
        settings = replace(settings or ServiceSettings(), api_key=api_key)
        app = create_app(settings, mesh=mesh or demo_mesh, llm=llm, mesh_factory=mesh_factory if factory else None)
        server = LiveServer(app)
        started.append(server)
        return server

    yield start
    for s in started:
        s.stop()


@pytest.fixture(scope="module")
def live(demo_kbs) -> Iterator[LiveServer]:
    """One shared server with no model (deterministic answers) and no key."""
    mesh = Mesh.open(demo_kbs)
    server = LiveServer(create_app(ServiceSettings(), mesh=mesh, mesh_factory=lambda: Mesh.open(demo_kbs)))
    yield server
    server.stop()
    mesh.close()


class Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(record.getMessage() + " " + repr(record.args))


@pytest.fixture
def log_lines() -> Iterator[list[str]]:
    """Every line the server's loggers (uvicorn, access log, noesis) emit during the test."""
    handler = Records()
    names = ("uvicorn", "uvicorn.error", "uvicorn.access", "noesis", "noesis.server", "fastapi")
    loggers = [logging.getLogger(n) for n in names]
    levels = [lg.level for lg in loggers]
    for lg in loggers:
        lg.addHandler(handler)
        lg.setLevel(logging.DEBUG)
    yield handler.lines
    for lg, level in zip(loggers, levels, strict=True):
        lg.removeHandler(handler)
        lg.setLevel(level)
