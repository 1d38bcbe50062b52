"""Kill a real `noesis ingest` process in the middle of its write; the KB must still be
readable and exactly as the previous ingest left it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from noesis.knowledge_base import KnowledgeBase
from noesis.store.kb import KBStore

from ..conftest import write


def _srt(n: int, tag: str) -> str:
    out = []
    for i in range(n):
        s, e = i * 2, i * 2 + 2
        out.append(
            f"{i + 1}\n{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d},000 --> "
            f"{e // 3600:02d}:{e // 60 % 60:02d}:{e % 60:02d},000\nVOICE: {tag} line {i} about the evening news\n"
        )
    return "\n".join(out)


def _restore(saved: Path, kb: Path) -> None:
    """Put the saved KB back, with no write-ahead log of a later state beside it."""
    import shutil

    for suffix in ("-wal", "-shm"):
        Path(f"{kb}{suffix}").unlink(missing_ok=True)
    shutil.copy(saved, kb)


def _snapshot(path: Path):
    with KBStore.open(path) as s:
        assert s.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return s.counts(), sorted(s.source_hashes().items()), [f.as_dict() for f in s.facts()]


def test_killed_ingest_leaves_previous_state(tmp_path):
    folder = tmp_path / "kb"
    write(folder, "prog.csv", "second,share\n" + "".join(f"{i},{10 + i % 13}\n" for i in range(2000)))
    write(folder, "prog.srt", _srt(200, "first"))
    kb = tmp_path / "kb.sqlite"
    done = subprocess.run([sys.executable, "-m", "noesis.cli", "ingest", str(folder), "--kb", str(kb)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    before = _snapshot(kb)

    # a much bigger change, so the write transaction takes a while
    for i in range(24):
        write(folder, f"extra{i:02d}.srt", _srt(6000, f"extra{i}"))
    write(folder, "prog.srt", _srt(300, "second"))
    wal = Path(str(kb) + "-wal")
    proc = subprocess.Popen([sys.executable, "-m", "noesis.cli", "ingest", str(folder), "--kb", str(kb)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 120
    killed = False
    while time.time() < deadline and proc.poll() is None:
        if wal.exists() and wal.stat().st_size > 2_000_000:
            os.kill(proc.pid, signal.SIGKILL)
            killed = True
            break
        time.sleep(0.005)
    proc.wait(timeout=30)
    assert killed, "the ingest finished before it could be killed; make the change bigger"
    assert proc.returncode == -signal.SIGKILL

    assert _snapshot(kb) == before
    with KnowledgeBase.open(kb) as base:
        (peak,) = base.facts(metric="share", statistic="max")
        assert base.spans(peak.aligned)[0].text.startswith("first line")

    # and the next ingest completes normally
    done = subprocess.run([sys.executable, "-m", "noesis.cli", "ingest", str(folder), "--kb", str(kb)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    with KnowledgeBase.open(kb) as base:
        assert len(base.sources()) == 26


def test_kills_at_random_points_leave_old_or_new_never_a_mix(tmp_path):
    """Issue 16, item 8: SIGKILL a re-ingest at seeded random moments (start-up, parse,
    write, link); each time the KB passes its integrity check and holds exactly the
    previous state or, if the ingest had finished, exactly the new one."""
    import random

    folder = tmp_path / "kb"
    write(folder, "prog.csv", "second,share\n" + "".join(f"{i},{10 + i % 13}\n" for i in range(2000)))
    write(folder, "prog.srt", _srt(200, "first"))
    kb = tmp_path / "kb.sqlite"
    cmd = [sys.executable, "-m", "noesis.cli", "ingest", str(folder), "--kb", str(kb)]
    assert subprocess.run(cmd, capture_output=True, timeout=120).returncode == 0
    before = _snapshot(kb)
    for i in range(6):
        write(folder, f"more{i}.srt", _srt(3000, f"more{i}"))
    write(folder, "prog.srt", _srt(300, "second"))
    import shutil

    saved = tmp_path / "saved.sqlite"
    shutil.copy(kb, saved)  # a clean close leaves no WAL: the file is the whole KB
    assert subprocess.run(cmd, capture_output=True, timeout=300).returncode == 0
    after = _snapshot(kb)  # the new state, whole (what an ingest that commits leaves)
    assert after != before
    _restore(saved, kb)
    rng = random.Random(16)
    kills = finished = 0
    scale = 4.0
    while kills < 3 and finished < 8:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.1, 1.0) * scale)
        if proc.poll() is not None:  # done before the kill: the new state, whole
            assert proc.returncode == 0 and _snapshot(kb) != before
            _restore(saved, kb)
            finished, scale = finished + 1, scale / 2
            continue
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
        state = _snapshot(kb)
        assert state in (before, after)  # never a mix
        if state == after:  # it committed between the poll and the kill
            _restore(saved, kb)
            finished, scale = finished + 1, scale / 2
            continue
        kills += 1
    assert kills == 3
    # and an ingest left to finish gives the new state
    assert subprocess.run(cmd, capture_output=True, timeout=300).returncode == 0
    with KnowledgeBase.open(kb) as base:
        assert len(base.sources()) == 8
