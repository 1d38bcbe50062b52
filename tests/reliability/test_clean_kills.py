"""Failures 7 and 8 of issue 16: a killed ingest leaves no parser workers behind, and a
full disk is one clear error with the previous KB intact."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from noesis.errors import KBFullError
from noesis.ingest.pipeline import ingest
from noesis.store.kb import KBStore

from .harness import SAMPLES, kb_state, write_folder

#: an ingest whose workers block in their parse (the parent is killed meanwhile)
_SLOW_INGEST = textwrap.dedent("""
    import sys, time
    from noesis.ingest import pipeline

    def slow(*args):
        time.sleep(600)

    pipeline.parse_source = slow  # fork: the workers inherit it
    pipeline.ingest(sys.argv[1], sys.argv[2], workers=3)  # the writer and two forked workers
""")


def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text() if (task / "children").exists() else ""
        out += [int(c) for c in text.split()]
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_workers_die_with_a_killed_ingest(tmp_path):
    write_folder(tmp_path / "kb", SAMPLES[:4])
    proc = subprocess.Popen([sys.executable, "-c", _SLOW_INGEST, str(tmp_path / "kb"), str(tmp_path / "kb.sqlite")],
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    try:
        workers: list[int] = []
        deadline = time.monotonic() + 60
        while len(workers) < 2 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
            workers = _children(proc.pid)
        assert len(workers) >= 2, "the ingest never started its workers"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        deadline = time.monotonic() + 10
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [w for w in workers if _alive(w)]
    finally:
        if proc.poll() is None:
            proc.kill()
    for w in left:  # clean up before failing, so no orphan outlives the test
        os.kill(w, signal.SIGKILL)
    assert left == [], f"worker(s) {left} outlived their killed parent"


def _limit_pages(monkeypatch, extra_pages: int) -> None:
    """Inject SQLITE_FULL: every KB opened for writing may grow by ``extra_pages`` only."""
    real_open = KBStore.open.__func__

    def open_limited(cls, path, *, create=False, readonly=False):
        store = real_open(cls, path, create=create, readonly=readonly)
        if not readonly:
            pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
            store.conn.execute(f"PRAGMA max_page_count = {pages + extra_pages}")
        return store

    monkeypatch.setattr(KBStore, "open", classmethod(open_limited))


def _big_srt(n: int) -> bytes:
    return "\n\n".join(f"{i + 1}\n00:{i // 60 % 60:02d}:{i % 60:02d},000 --> 00:{i // 60 % 60:02d}:{i % 60:02d},900\n"
                     f"HOST: a long line number {i} about everything that happened" for i in range(n)).encode()


def test_a_full_disk_is_one_clear_error_and_the_kb_survives(tmp_path, monkeypatch):
    folder = tmp_path / "kb"
    write_folder(folder, SAMPLES)
    kb = tmp_path / "kb.sqlite"
    ingest(folder, kb, workers=1)
    before = kb_state(kb)
    (folder / "cues.srt").write_bytes(_big_srt(3000))
    _limit_pages(monkeypatch, 8)
    with pytest.raises(KBFullError) as exc:
        ingest(folder, kb, workers=1)
    message = str(exc.value)
    assert str(kb) in message and "Free at least" in message and "MB free now" in message
    monkeypatch.undo()
    assert kb_state(kb) == before  # opens as a KB, integrity ok, same content
    ingest(folder, kb, workers=1)  # and with room again, the ingest completes
    assert len(kb_state(kb)["cues.srt"].spans) == 3000


def test_a_full_disk_on_a_new_kb_leaves_no_half_file(tmp_path, monkeypatch):
    folder = tmp_path / "kb"
    write_folder(folder, SAMPLES)
    (folder / "cues.srt").write_bytes(_big_srt(3000))
    kb = tmp_path / "new.sqlite"
    _limit_pages(monkeypatch, 4)
    with pytest.raises(KBFullError):
        ingest(folder, kb, workers=1)
    assert not kb.exists()  # not a file that later reads as "not a Noēsis KB"


def test_sqlite_reports_full_as_expected():
    """The injection point: SQLite's own error code for a write past max_page_count."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (x)")
    conn.execute("PRAGMA max_page_count = 2")
    with pytest.raises(sqlite3.OperationalError) as exc:
        conn.executemany("INSERT INTO t VALUES (?)", [("x" * 1000,)] * 100)
    assert exc.value.sqlite_errorcode == sqlite3.SQLITE_FULL
