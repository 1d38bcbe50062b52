"""A read snapshot's store side, both stores: what it keeps until ``end_snapshot`` and how
few statements it sends.

Statements are counted on the store's own connection — SQLite's trace callback, a psycopg
cursor class that counts its executions — against the real database; a meta value written
by another connection while a snapshot is open must not show in it, and must show in the
next one (``end_snapshot`` forgets the cached meta).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from noesis.model import ParsedSource, ReadResult, SpanRecord
from noesis.store.address import open_store


@contextmanager
def counted(store, received: list[int] | None = None) -> Iterator[list[str]]:
    """The statements ``store`` sends inside the block (and, PostgreSQL, the bytes of each
    result's cells appended to ``received``)."""
    sent: list[str] = []
    if isinstance(store.conn, sqlite3.Connection):
        store.conn.set_trace_callback(sent.append)
        try:
            yield sent
        finally:
            store.conn.set_trace_callback(None)
        return
    import psycopg

    class Counting(psycopg.Cursor):
        def execute(self, query, *args, **kwargs):
            sent.append(str(query))
            out = super().execute(query, *args, **kwargs)
            res = self.pgresult
            if received is not None and res is not None:
                received.append(sum(len(res.get_value(r, c) or b"") for r in range(res.ntuples) for c in range(res.nfields)))
            return out

    before = store.conn.cursor_factory
    store.conn.cursor_factory = Counting
    try:
        yield sent
    finally:
        store.conn.cursor_factory = before


def _source(name: str, n: int) -> ParsedSource:
    spans = tuple(SpanRecord(i, f"harbour keeper {name} line {i}", "cue", float(i), float(i) + 1) for i in range(n))
    return ParsedSource(name=name, kind="transcript", entity="", content_hash=f"h-{name}",
                        read=ReadResult(spans=spans, rows=n))


def test_meta_is_read_once_per_snapshot_and_forgotten_at_its_end(kb):
    with kb.transaction():
        kb.set_meta("kb", {"name": "first"})
        kb.write_source(_source("a.srt", 5), aliases=[], priority=1, fmt="srt")
    writer = _second_connection(kb)
    try:
        kb.begin_snapshot()
        assert kb.get_meta("kb") == {"name": "first"}
        with writer.transaction():  # commits while the snapshot is open
            writer.set_meta("kb", {"name": "second"})
        with counted(kb) as sent:
            assert kb.get_meta("kb") == {"name": "first"}  # the snapshot's value, from its cache
            assert kb.get_meta("kb")["name"] == "first"
        assert sent == []
        kb.end_snapshot()
        assert not kb.in_transaction
        assert kb.get_meta("kb") == {"name": "second"}  # end_snapshot forgot the cached value
        kb.begin_snapshot()
        assert kb.get_meta("kb") == {"name": "second"}
        kb.end_snapshot()
    finally:
        writer.close()


def _second_connection(kb):
    if isinstance(kb.conn, sqlite3.Connection):
        return open_store(kb.path)
    url = "postgresql://" + kb.conn.info.user + "@" + kb.conn.info.host + ":" + str(kb.conn.info.port)
    name = kb.conn.execute("SELECT name FROM kbs WHERE id = %s", (kb.kb_id,)).fetchone()[0]
    return open_store(f"{url}/{kb.conn.info.dbname}#{name}")


def test_a_snapshot_sends_one_statement_to_begin_and_one_to_end(kb):
    with kb.transaction():
        kb.set_meta("kb", {"name": "x"})
        kb.set_meta("axis", {"kind": "clock"})
        kb.write_source(_source("a.srt", 5), aliases=[], priority=1, fmt="srt")
    sqlite = isinstance(kb.conn, sqlite3.Connection)
    with counted(kb) as begin:
        kb.begin_snapshot()
    with counted(kb) as stamp_read:
        stamp = kb.change_stamp()
        assert kb.change_stamp() == stamp
    with counted(kb) as meta_read:
        assert kb.get_meta("kb") == {"name": "x"}
        assert kb.axis_kind == "clock"
        assert kb.get_meta("absent", 3) == 3
        assert kb.get_meta("kb") == {"name": "x"}
        assert kb.spans_by_id([]) == []
    with counted(kb) as end:
        kb.end_snapshot()
    assert not kb.in_transaction
    assert len(begin) == 1 and [s.strip().upper() for s in end] == ["ROLLBACK"]
    if sqlite:  # in process: each key read once (three), the stamp a PRAGMA each time
        assert len(stamp_read) == 2 and len(meta_read) == 3, (stamp_read, meta_read)
    else:  # the stamp and every meta row came with the BEGIN
        assert stamp_read == [] and meta_read == [], meta_read
        assert kb.change_stamp() == stamp  # outside a snapshot: asked, the same


def test_pg_snapshot_of_a_database_before_migration_3_reads_meta_by_key(pg_kb):
    kb = pg_kb
    with kb.transaction():
        kb.set_meta("kb", {"name": "x"})
    kb.schema = 2  # as opened on a database its reader did not migrate
    with counted(kb) as sent:
        kb.begin_snapshot()
        assert kb.get_meta("kb") == {"name": "x"} and kb.get_meta("kb") == {"name": "x"}
        kb.end_snapshot()
    assert sent[0].startswith("BEGIN") and ";" not in sent[0]
    assert sum("FROM meta" in s for s in sent) == 1


def test_pg_ingest_leaves_no_pending_full_text_entries(pg_kb):
    kb = pg_kb
    with kb.transaction():
        kb.write_source(_source("a.srt", 200), aliases=[], priority=1, fmt="srt")
    # what the commit left pending (GIN fastupdate): 0 pages when the store cleaned the list
    assert kb.conn.execute("SELECT gin_clean_pending_list('spans_tsv'::regclass)").fetchone()[0] == 0
    assert [s.source for s, _score in kb.search('"harbour"', limit=3)] == ["a.srt"] * 3


def test_pg_spans_read_in_a_snapshot_are_hydrated_without_a_round_trip(pg_kb):
    kb = pg_kb
    with kb.transaction():
        kb.write_source(_source("a.srt", 20), aliases=[], priority=1, fmt="srt")
    writer = _second_connection(kb)
    try:
        kb.begin_snapshot()
        found = kb.spans_overlapping(3.5, 5.5)
        assert [sp.ordinal for sp in found] == [3, 4, 5]
        with counted(kb) as sent:
            again = kb.spans_by_id([found[2].id, found[0].id])
        assert sent == [] and again == [found[2], found[0]]
        other = kb.spans_of("a.srt")[10]
        with counted(kb) as sent:  # only the id not yet read is asked for
            assert kb.spans_by_id([found[1].id, other.id]) == [found[1], other]
        assert len(sent) == 1
        with writer.transaction():
            writer.delete_source("a.srt")
        assert kb.spans_by_id([found[0].id]) == [found[0]]  # the snapshot's state
        kb.end_snapshot()
        with counted(kb) as sent:  # outside a snapshot: asked, and gone
            assert kb.spans_by_id([found[0].id]) == []
        assert len(sent) == 1
    finally:
        writer.close()


def test_pg_facts_come_with_their_alignments_in_one_statement(pg_kb):
    from noesis.model import FactRecord

    kb = pg_kb
    fact = FactRecord(subject="Rovers", predicate="peak", object="share", context="a.srt", value=3.0,
                      metric="share", statistic="max")
    with kb.transaction():
        sid = kb.write_source(_source("a.srt", 4), aliases=[], priority=1, fmt="srt")
        kb.add_facts([fact], sid)
    (f,) = kb.facts()
    spans = kb.spans_of("a.srt")
    with kb.transaction():
        kb.replace_alignments([(f.id, spans[2].id, 2.0), (f.id, spans[1].id, 1.0)])
    with counted(kb) as sent:
        (f,) = kb.facts(metric="share")
    assert len(sent) == 1 and f.aligned == (spans[1].id, spans[2].id)  # by position
