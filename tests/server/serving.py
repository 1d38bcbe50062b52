"""`noesis serve` as a real process for the service tests: a free loopback port, the command
started through its typer wrapper, and a wait until it answers ``/healthz``."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time

import httpx

WRAPPER = ("import typer; from noesis.server.command import serve; app = typer.Typer(); "
           "app.command()(serve); app()")


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def run_serve(*args: str, env: dict | None = None) -> subprocess.Popen:
    """``noesis serve ARGS`` with no model configured from the environment."""
    full_env = {**os.environ, **(env or {})}
    full_env.pop("NOESIS_LLM", None)
    return subprocess.Popen([sys.executable, "-c", WRAPPER, *args], env=full_env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_up(url: str, proc: subprocess.Popen, seconds: float = 90) -> None:
    """Until ``url/healthz`` answers 200; fails with the server's stderr if it exits first."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        assert proc.poll() is None, proc.stderr.read()
        assert time.monotonic() < deadline, "noesis serve did not come up"
        time.sleep(0.2)
