"""`noesis serve` as a process for the service benches: a free loopback port, the command
started with no model, a wait until it answers ``/healthz``, and a stop by its PID.

    with served(["--mesh", kb, "--threads", "4"]) as (base, server):
        ...  # drive http://127.0.0.1:PORT; server.pid for its memory
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import httpx


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


@contextmanager
def served(args: Sequence[str], *, seconds: float = 120) -> Iterator[tuple[str, subprocess.Popen]]:
    """``noesis serve ARGS --port P --log-level warning`` up and answering; stopped after."""
    port = free_port()
    with tempfile.TemporaryFile() as log:  # not a pipe, which would stall the server when full
        server = subprocess.Popen(
            [sys.executable, "-m", "noesis.cli", "serve", *map(str, args), "--port", str(port),
             "--log-level", "warning"],
            env={**os.environ, "NOESIS_LLM": ""}, stdout=subprocess.DEVNULL, stderr=log)
        base = f"http://127.0.0.1:{port}"
        try:
            _wait_up(base, server, log, seconds)
            yield base, server
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(timeout=30)


def _wait_up(base: str, server: subprocess.Popen, log, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            log.seek(0)
            raise SystemExit("noesis serve did not come up: " + log.read().decode()[-2000:])
        time.sleep(0.2)
