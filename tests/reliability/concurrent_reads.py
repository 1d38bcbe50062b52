"""Contexts read while another thread re-ingests the KB again and again (issue 28: on
SQLite and on PostgreSQL, 3,000 reads each with ``NOESIS_SNAPSHOT_READS=3000``). The version
a fact or passage belongs to is read from the files the test wrote, not from the engine."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

from ..unit.test_snapshot_reads import QUESTION, _versions_read, write_version


def reads_during_reingests(folder: Path, address: str, want: int) -> list[int]:
    """Read ``want`` contexts (at least) across at least 4 re-ingests; assert none mixed
    versions; return the versions written, in order."""
    write_version(folder, 1)
    ingest(folder, address, workers=1)
    stop, written, errors = threading.Event(), [], []

    def reingest_loop():
        version = 1
        try:
            while not stop.is_set():
                version = 3 - version
                write_version(folder, version)
                ingest(folder, address, workers=1)
                written.append(version)
        except Exception as exc:  # reported by the test, not lost in the thread
            errors.append(exc)

    writer = threading.Thread(target=reingest_loop)
    reads, mixed, seen = 0, [], set()
    with Mesh.open(address) as mesh:
        writer.start()
        try:
            deadline = time.monotonic() + max(25, want / 10)
            while time.monotonic() < deadline and (reads < want or len(written) < 4):
                mesh = mesh.reloaded()
                facts, spans = _versions_read(Engine(mesh).context(QUESTION))
                reads += 1
                seen |= facts | spans
                if len(facts | spans) != 1:
                    mixed.append((facts, spans))
        finally:
            stop.set()
            writer.join(120)
    assert not errors, errors
    assert len(written) >= 4 and seen == {1, 2}, (len(written), seen)  # the reads really ran across re-ingests
    assert reads >= want, f"only {reads} reads in the time allowed"
    assert not mixed, f"{len(mixed)} of {reads} contexts mixed versions: {mixed[:3]}"
    print(f"{reads} reads across {len(written)} re-ingests: 0 mixed")
    return written
