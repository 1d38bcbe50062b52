"""Issue 28: the same concurrent campaign as on PostgreSQL
(``test_reliability2_pg_snapshot.py``), on a SQLite KB: contexts read while another thread
re-ingests again and again, none mixing versions (300 reads by default;
``NOESIS_SNAPSHOT_READS=3000`` for the issue's figure)."""

from __future__ import annotations

import os

from .concurrent_reads import reads_during_reingests

READS = int(os.environ.get("NOESIS_SNAPSHOT_READS", "300"))


def test_no_context_mixes_versions_under_a_concurrent_reingest_on_sqlite(tmp_path):
    written = reads_during_reingests(tmp_path / "src", str(tmp_path / "kb.sqlite"), READS)
    assert written[-1] in (1, 2)
