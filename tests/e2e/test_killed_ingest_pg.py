"""Kill a real `noesis ingest` writing to a real PostgreSQL server in the middle of its
transaction; the KB must read exactly as the previous ingest left it, and the next
ingest must complete (the SQLite version: test_killed_ingest.py)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import psycopg

from noesis.knowledge_base import KnowledgeBase
from noesis.store.address import open_store

from ..conftest import write
from ..pgcluster import fresh_database
from .test_killed_ingest import _srt


def _snapshot(address: str):
    with open_store(address) as s:
        return s.counts(), sorted(s.source_hashes().items()), [f.as_dict() for f in s.facts()]


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in open(f"/proc/{pid}/task/{pid}/children").read().split()]
    except OSError:
        return []


def _ingest(folder, address):
    return [sys.executable, "-m", "noesis.cli", "ingest", str(folder), "--kb", address]


def test_killed_ingest_leaves_the_previous_kb(pg_url, tmp_path):
    url = fresh_database(pg_url, "noesis_killed")
    address = f"{url}#prog"
    folder = tmp_path / "kb"
    write(folder, "prog.csv", "second,share\n" + "".join(f"{i},{10 + i % 13}\n" for i in range(2000)))
    write(folder, "prog.srt", _srt(200, "first"))
    done = subprocess.run(_ingest(folder, address), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    before = _snapshot(address)

    for i in range(10):
        write(folder, f"extra{i:02d}.srt", _srt(6000, f"extra{i}"))
    write(folder, "prog.srt", _srt(300, "second"))
    with psycopg.connect(url, autocommit=True) as watch:
        size = lambda: watch.execute("SELECT pg_total_relation_size('spans')").fetchone()[0]  # noqa: E731
        base = size()
        proc = subprocess.Popen(_ingest(folder, address), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.time() + 120
        killed = False
        workers: list[int] = []
        while time.time() < deadline and proc.poll() is None:
            if size() > base + 3_000_000:  # uncommitted rows already extend the table's files
                workers = _children(proc.pid)
                os.kill(proc.pid, signal.SIGKILL)
                killed = True
                break
            time.sleep(0.01)
        proc.wait(timeout=30)
        assert killed, "the ingest finished before it could be killed; make the change bigger"
        assert proc.returncode == -signal.SIGKILL
        # the server sees the client's socket close and rolls its transaction back (the
        # forked parse workers do not keep the socket: noesis.store.postgres detaches it)
        for _ in range(200):
            open_xacts = watch.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                                       " AND pid <> pg_backend_pid() AND xact_start IS NOT NULL").fetchone()[0]
            if not open_xacts:
                break
            time.sleep(0.05)
        for child in workers:  # the parse workers it forked would linger as orphans
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGKILL)
        assert not open_xacts, "the killed ingest's transaction is still open on the server"

    assert _snapshot(address) == before
    with KnowledgeBase.open(address) as base:
        (peak,) = base.facts(metric="share", statistic="max")
        assert base.spans(peak.aligned)[0].text.startswith("first line")

    done = subprocess.run(_ingest(folder, address), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    with KnowledgeBase.open(address) as base:
        assert len(base.sources()) == 12
        (peak,) = base.facts(metric="share", statistic="max")
        assert base.spans(peak.aligned)[0].text.startswith("second line")
