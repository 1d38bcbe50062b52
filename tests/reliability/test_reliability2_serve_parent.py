"""Issue 28, failure 6: after ``kill -9`` of ``noesis serve --processes 2``'s parent, its
workers kept serving the port. A real server on loopback; only the PID this test started
is killed; the workers must be gone and the port closed within a few seconds."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path

import httpx
import pytest

from noesis.ingest.pipeline import ingest

from ..server.serving import free_port, run_serve, wait_up

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _children(pid: int) -> set[int]:
    """The spawned workers (multiprocessing's ``spawn_main``) whose parent is ``pid``."""
    out = set()
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(line.split(":", 1) for line in status.read_text().splitlines() if ":" in line)
            cmdline = (status.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if int(fields.get("PPid", "0").strip()) == pid and b"spawn_main" in cmdline:
            out.add(int(status.parent.name))
    return out


def _alive(pid: int) -> bool:
    """Running (a zombie waiting for a reaper has stopped serving: it counts as gone)."""
    try:
        state = next(x for x in Path(f"/proc/{pid}/status").read_text().splitlines() if x.startswith("State:"))
    except (OSError, StopIteration):
        return False
    return "Z" not in state.split()[1]


def _serves(url: str) -> bool:
    try:
        return httpx.get(f"{url}/healthz", timeout=1, headers={"Connection": "close"}).status_code == 200
    except httpx.TransportError:
        return False


def test_workers_exit_when_the_parent_is_killed(tmp_path):
    kb = tmp_path / "it.sqlite"
    ingest(EXAMPLES / "broadcast-it", kb, workers=1)
    port = free_port()
    proc = run_serve("--mesh", str(kb), "--port", str(port), "--processes", "2", "--threads", "1")
    url = f"http://127.0.0.1:{port}"
    workers: set[int] = set()
    try:
        wait_up(url, proc)
        deadline = time.monotonic() + 30
        while len(workers) < 2 and time.monotonic() < deadline:
            workers = _children(proc.pid)
            time.sleep(0.1)
        assert len(workers) == 2, f"expected 2 workers under {proc.pid}, found {workers}"
        assert all(_alive(w) for w in workers) and _serves(url)
        proc.send_signal(signal.SIGKILL)  # the parent only: nothing tells the workers
        proc.wait(10)
        deadline = time.monotonic() + 10
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = {w for w in workers if _alive(w)}
        assert not left, f"workers {left} outlived their parent"
        assert not _serves(url), "the port is still served after the parent was killed"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for w in workers:  # only the workers this test's server started, by PID
            if _alive(w):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(w, signal.SIGKILL)
