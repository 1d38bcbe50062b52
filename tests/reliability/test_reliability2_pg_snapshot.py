"""Issue 28, failure 2: PostgreSQL reads were not snapshot-isolated; during a re-ingest 2 of
3,696 served contexts mixed versions (one version's peak fact with another's passages).

On a real PostgreSQL server (the throwaway cluster of tests/pgcluster.py): first the
re-ingest is made to commit *between* the fact read and the span read of one context (a
wrapper around the reader's connection runs it, in another thread, just before the first
span read after a fact read), so the race happens on every run; then contexts are read
while another thread re-ingests again and again, and none may mix versions. The version a
fact or passage belongs to is read from the files the test wrote, not from the engine."""

from __future__ import annotations

import os

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

from ..pgcluster import fresh_database
from ..unit.test_snapshot_reads import QUESTION, CommitBetweenReads, _versions_read, write_version
from .concurrent_reads import reads_during_reingests

#: reads of the concurrent test (the campaign's figure: NOESIS_SNAPSHOT_READS=3000)
READS = int(os.environ.get("NOESIS_SNAPSHOT_READS", "300"))


class TracedConnection:
    """A psycopg connection whose ``execute`` first calls ``hook(sql)``."""

    def __init__(self, conn, hook):
        self._conn, self._hook = conn, hook

    def execute(self, query, *args, **kwargs):
        self._hook(str(query))
        return self._conn.execute(query, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._conn, name)


def test_a_context_reads_one_version_while_a_reingest_commits(pg_url, tmp_path):
    folder = tmp_path / "src"
    address = fresh_database(pg_url, "snap_between") + "#gamma"
    write_version(folder, 1)
    ingest(folder, address, workers=1)
    with Mesh.open(address) as mesh:
        for now, then in ((1, 2), (2, 1), (1, 2)):
            store = mesh.kbs[0].store

            def reingest(version=then):
                write_version(folder, version)
                ingest(folder, address, workers=1)

            hook = CommitBetweenReads(reingest)
            raw, store.conn = store.conn, TracedConnection(store.conn, hook)
            try:
                ctx = Engine(mesh.reloaded()).context(QUESTION)
            finally:
                store.conn = raw
            assert hook.fired  # the commit really fell between the reads
            facts, spans = _versions_read(ctx)
            assert facts == {now} and spans == {now}, (facts, spans)
            mesh = mesh.reloaded()  # the next round reads the version just written
            assert _versions_read(Engine(mesh).context(QUESTION)) == ({then}, {then})


def test_no_context_mixes_versions_under_a_concurrent_reingest(pg_url, tmp_path):
    folder = tmp_path / "src"
    address = fresh_database(pg_url, "snap_concurrent") + "#gamma"
    written = reads_during_reingests(folder, address, READS)
    # with no reader left, the next re-ingest drops every row table no source refers to
    write_version(folder, 3 - written[-1])
    ingest(folder, address, workers=1)
    import psycopg

    url = address.split("#", 1)[0]
    with psycopg.connect(url, autocommit=True) as conn:
        tables = {r[0] for r in conn.execute(
            "SELECT relname FROM pg_class WHERE relkind = 'r' AND relname LIKE 'rel\\_%'")}
        sources = conn.execute("SELECT count(*) FROM relations").fetchone()[0]
    assert len(tables) == sources == 1, (tables, sources)
