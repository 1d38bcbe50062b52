"""``noesis serve --processes N``: real uvicorn worker processes through the app factory,
on a free loopback port, stopped by PID."""

from __future__ import annotations

import signal
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from .conftest import PEAK
from .serving import free_port, run_serve, wait_up


def _parent_of(pid: int) -> int | None:
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        return None
    line = next(x for x in status.read_text().splitlines() if x.startswith("PPid:"))
    return int(line.split()[1])


def _ask(url: str, key: str) -> tuple[int, str, str]:
    r = httpx.post(f"{url}/v1/ask", json={"question": PEAK}, timeout=60,
                   headers={"Authorization": f"Bearer {key}", "Connection": "close"})
    return r.status_code, r.headers.get("x-noesis-pid", ""), r.json().get("answer", "")


def test_two_processes_answer_and_stop_with_their_parent(demo_kbs):
    port = free_port()
    key = "proc-key-5c4b3a"
    proc = run_serve("--mesh", str(demo_kbs), "--port", str(port), "--processes", "2", "--threads", "2",
                env={"NOESIS_API_KEY": key})
    url = f"http://127.0.0.1:{port}"
    pids: set[str] = set()
    try:
        wait_up(url, proc)
        assert httpx.get(f"{url}/v1/kbs").status_code == 401  # the key reached every worker
        with ThreadPoolExecutor(8) as pool:
            for _ in range(20):  # concurrent requests until both workers have answered
                for status, pid, answer in pool.map(lambda _: _ask(url, key), range(16)):
                    assert status == 200 and "37.5%" in answer
                    pids.add(pid)
                if len(pids) >= 2:
                    break
        assert len(pids) == 2 and str(proc.pid) not in pids
        if Path("/proc").exists():  # the answering processes are uvicorn's workers under noesis serve
            assert {_parent_of(int(p)) for p in pids} == {proc.pid}
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
    for pid in pids:  # the workers went with the parent
        deadline = time.monotonic() + 10
        while _parent_of(int(pid)) == proc.pid and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _parent_of(int(pid)) != proc.pid
    assert key not in err


def test_the_old_workers_option_still_works_and_says_it_is_deprecated(tmp_path):
    proc = run_serve("--mesh", str(tmp_path / "nope.sqlite"), "--workers", "2")
    _, err = proc.communicate(timeout=60)
    assert "--workers is deprecated" in err and "--threads" in err
    assert proc.returncode == 2 and "no such knowledge base" in err  # and the command ran on
