"""``noesis serve --mesh postgresql://…/DB`` as a real process over the demo KBs in a real
PostgreSQL server (every KB of the database; several meshes for concurrent reads)."""

from __future__ import annotations

import signal

import httpx

from .conftest import PEAK
from .serving import free_port, run_serve, wait_up


def test_serve_over_a_postgresql_database(pg_demo_url):
    port = free_port()
    proc = run_serve("--mesh", pg_demo_url, "--port", str(port), "--workers", "2")
    url = f"http://127.0.0.1:{port}"
    try:
        wait_up(url, proc, 60)
        kbs = httpx.get(f"{url}/v1/kbs", timeout=10).json()
        assert sorted(k["name"] for k in kbs["kbs"]) == ["broadcast-it", "broadcast-uk", "nba", "qa-bench", "sports"]
        with httpx.Client(base_url=url, timeout=30) as c:
            answers = [c.post("/v1/ask", json={"question": PEAK}).json()["answer"] for _ in range(4)]
        assert all("37.5%" in a for a in answers)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)


def test_four_processes_over_a_postgresql_database(pg_demo_url):
    """``noesis serve --processes 4 --mesh postgresql://…``: every worker opens its own
    connections to the same database and answers."""
    from concurrent.futures import ThreadPoolExecutor

    port = free_port()
    proc = run_serve("--mesh", pg_demo_url, "--port", str(port), "--processes", "4", "--threads", "1")
    url = f"http://127.0.0.1:{port}"
    pids: set[str] = set()
    try:
        wait_up(url, proc)

        def ask(_):
            r = httpx.post(f"{url}/v1/ask", json={"question": PEAK}, timeout=60, headers={"Connection": "close"})
            return r.status_code, r.headers.get("x-noesis-pid", ""), r.json().get("answer", "")

        with ThreadPoolExecutor(8) as pool:
            for _ in range(30):
                for status, pid, answer in pool.map(ask, range(16)):
                    assert status == 200 and "37.5%" in answer
                    pids.add(pid)
                if len(pids) >= 4:
                    break
        assert len(pids) == 4 and str(proc.pid) not in pids
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=30)
        except Exception:
            proc.kill()
            proc.communicate()
