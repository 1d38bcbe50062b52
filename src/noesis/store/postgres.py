"""The PostgreSQL store: one KB of a database that holds many (schema: :mod:`.pg_schema`).

:class:`PGStore` satisfies :class:`noesis.store.protocol.KBStoreProtocol` like the
SQLite :class:`noesis.store.kb.KBStore`; the contract suite runs against both. Every
statement names the KB's ``kb_id`` first and every join matches on it, so the same SQL
runs on Citus with the tables distributed by ``kb_id``.

The connection runs in autocommit; :meth:`PGStore.transaction` is one database
transaction (the ingest's), holding a per-KB advisory lock so two writers of one KB
queue up, and bumping the KB's ``stamp`` (the cache key of :meth:`change_stamp`).
Readers see the previous KB until it commits. Credentials come from the URL, the
``PG*`` environment variables or a service file (libpq reads them); ``path`` is the
address without its password, so nothing logs one.
"""

from __future__ import annotations

import json
import os
import weakref
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

import numpy as np

from ..errors import KBNotFoundError, StoreError
from ..model import Fact, FactRecord, ParsedSource, Series, SourceInfo, Span
from ..relation import AggregateQuery, AggregateRow, RowQuery, TableSchema
from ..text import fold
from .kb import GraphEdge
from .pg_relations import PGRelations
from .pg_schema import PG_MIGRATIONS, PG_SCHEMA_VERSION, SPANS_IV_INDEX, ts_config
from .pg_text import fts_phrases, tsquery_sql
from .pg_vectors import PGSpanVectors
from .series_window import window_slice

_SPAN_COLS = 'sp.id, src.name, sp.ordinal, sp.text, sp.kind, sp.start, sp."end", sp.speaker, sp.section'
_SPAN_FROM = " FROM spans sp JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id"
_FACT_SELECT = """
SELECT q.id, ts.value, tp.value, tob.value, tc.value, q.value, q.unit, q.position, q.positions,
       q.tie_count, q.priority, q.origin, q.metric, q.statistic, src.name
  FROM quads q
  JOIN terms ts ON ts.kb_id = q.kb_id AND ts.id = q.s JOIN terms tp ON tp.kb_id = q.kb_id AND tp.id = q.p
  JOIN terms tob ON tob.kb_id = q.kb_id AND tob.id = q.o JOIN terms tc ON tc.kb_id = q.kb_id AND tc.id = q.c
  LEFT JOIN sources src ON src.kb_id = q.kb_id AND src.id = q.source_id
 WHERE q.kb_id = %s"""
_GRAPH_EDGES_SQL = """
SELECT 'source:' || s.name, 'about', 'entity:' || e.name, 1.0::float8
  FROM sources s JOIN entities e ON e.kb_id = s.kb_id AND e.name = s.entity WHERE s.kb_id = %(kb)s
UNION ALL
SELECT 'source:' || src.name, 'mentions', 'entity:' || e.name, sum(m.count)::float8
  FROM mentions m JOIN spans sp ON sp.kb_id = m.kb_id AND sp.id = m.span_id
  JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id
  JOIN entities e ON e.kb_id = m.kb_id AND e.id = m.entity_id WHERE m.kb_id = %(kb)s GROUP BY src.name, e.name
UNION ALL
SELECT 'fact:' || q.id, 'subject', 'entity:' || e.name, 1.0::float8
  FROM quads q JOIN terms t ON t.kb_id = q.kb_id AND t.id = q.s
  JOIN entities e ON e.kb_id = q.kb_id AND e.name = t.value WHERE q.kb_id = %(kb)s
UNION ALL
SELECT 'fact:' || q.id, 'object', 'entity:' || e.name, 1.0::float8
  FROM quads q JOIN terms t ON t.kb_id = q.kb_id AND t.id = q.o
  JOIN entities e ON e.kb_id = q.kb_id AND e.name = t.value WHERE q.kb_id = %(kb)s
UNION ALL
SELECT 'fact:' || q.id, 'from', 'source:' || src.name, 1.0::float8
  FROM quads q JOIN sources src ON src.kb_id = q.kb_id AND src.id = q.source_id WHERE q.kb_id = %(kb)s
UNION ALL
SELECT 'fact:' || a.fact_id, 'aligned_with', 'source:' || src.name, count(*)::float8
  FROM aligned a JOIN spans sp ON sp.kb_id = a.kb_id AND sp.id = a.span_id
  JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id WHERE a.kb_id = %(kb)s
  GROUP BY a.fact_id, src.name
"""


def _span(r: Sequence[Any]) -> Span:
    return Span(id=int(r[0]), source=r[1], ordinal=r[2], text=r[3], kind=r[4], start=r[5], end=r[6],
                speaker=r[7], section=r[8])


def _fact(r: Sequence[Any]) -> Fact:
    return Fact(id=int(r[0]), subject=r[1], predicate=r[2], object=r[3], context=r[4], value=r[5],
                unit=r[6], position=r[7], positions=tuple(json.loads(r[8])), tie_count=r[9],
                priority=r[10], origin=r[11], metric=r[12], statistic=r[13], source=r[14] or "")


#: the tables an ingest changes (analysed after each write transaction)
_ANALYZED = ("sources", "terms", "quads", "series", "spans", "entities", "mentions", "aligned")
#: every open PostgreSQL connection of this process (see :func:`_detach_in_child`)
_OPEN: weakref.WeakSet = weakref.WeakSet()


def _detach_in_child() -> None:
    """In a forked child (the ingest's parse workers), point each inherited connection's
    socket at /dev/null: the child never uses it, and an inherited socket would keep the
    server session — and the ingest's open transaction with its locks — alive after the
    parent is killed, until the orphaned workers exit."""
    for conn in list(_OPEN):
        try:
            fd = conn.pgconn.socket
        except Exception:  # closed
            continue
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, fd)
        os.close(null)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_detach_in_child)


def _connect(conninfo: str, address: str):
    try:
        import psycopg
    except ImportError:
        raise StoreError(f"{address}: the PostgreSQL store needs psycopg: pip install 'noesis-rag[postgres]'") from None
    try:
        conn = psycopg.connect(conninfo, autocommit=True)
    except psycopg.Error as exc:
        raise StoreError(f"{address}: cannot connect ({str(exc).strip().splitlines()[0]})") from None
    _OPEN.add(conn)
    return conn


def migrate(conn) -> None:
    """Create or bring the database's schema up to date (serialised by an advisory lock)."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(7465836)")
        conn.execute("CREATE TABLE IF NOT EXISTS noesis_migrations (version integer PRIMARY KEY,"
                     " name text NOT NULL, applied_at text NOT NULL)")
        applied = {r[0] for r in conn.execute("SELECT version FROM noesis_migrations")}
        if max(applied, default=0) > PG_SCHEMA_VERSION:
            raise StoreError(f"database schema {max(applied)} is newer than this Noēsis ({PG_SCHEMA_VERSION}); upgrade noesis-rag")
        for version, name, script in PG_MIGRATIONS:
            if version in applied:
                continue
            conn.execute(script)
            if version == 1:
                _interval_index(conn)
            conn.execute("INSERT INTO noesis_migrations VALUES (%s, %s, %s)",
                         (version, name, datetime.now(UTC).isoformat(timespec="seconds")))


def _interval_index(conn) -> None:
    try:
        with conn.transaction():
            conn.execute("CREATE EXTENSION IF NOT EXISTS btree_gist")
            conn.execute(SPANS_IV_INDEX[0])
    except Exception:  # no btree_gist (or no right to create it): the range alone
        conn.execute(SPANS_IV_INDEX[1])


def kb_names(conninfo: str, address: str) -> list[str]:
    """Every KB the database holds, by name."""
    conn = _connect(conninfo, address)
    try:
        has = conn.execute("SELECT to_regclass('kbs') IS NOT NULL").fetchone()[0]
        return [r[0] for r in conn.execute("SELECT name FROM kbs ORDER BY name")] if has else []
    finally:
        conn.close()


class PGStore:
    """One KB in a PostgreSQL database. Use :meth:`open`; close it when done."""

    def __init__(self, conn, kb_id: int, path: str, language: str | None = None):
        self.conn = conn
        self.kb_id = kb_id
        self.path = path
        self._term_cache: dict[str, int] = {}
        self._writes = 0
        self._cfg = ts_config(language or (self.get_meta("kb") or {}).get("language"))
        self.vectors = PGSpanVectors(conn, kb_id)
        #: the row tables of table sources (``relations``, ``rel_<kb id>_<source id>``)
        self._relations = PGRelations(conn, kb_id)

    @classmethod
    def open(cls, conninfo: str, kb: str, *, address: str, create: bool = False,
             language: str | None = None) -> PGStore:
        conn = _connect(conninfo, address)
        try:
            if create:
                migrate(conn)
                conn.execute("INSERT INTO kbs (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (kb,))
            elif not conn.execute("SELECT to_regclass('noesis_migrations') IS NOT NULL").fetchone()[0]:
                raise KBNotFoundError(f"{address}: the database holds no Noēsis KBs")
            row = conn.execute("SELECT id FROM kbs WHERE name = %s", (kb,)).fetchone()
            if row is None:
                raise KBNotFoundError(f"{address}: no such knowledge base; create it with "
                                      f"`noesis ingest FOLDER --kb {address}`")
            return cls(conn, int(row[0]), address, language)
        except BaseException:
            conn.close()
            raise

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> PGStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _q(self, sql: str, args: Sequence[Any] | dict = ()) -> list[tuple]:
        return self.conn.execute(sql, args).fetchall()

    def _one(self, sql: str, args: Sequence[Any] = ()) -> Any:
        return self.conn.execute(sql, args).fetchone()[0]

    # ------------------------------------------------------------------ transactions
    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """A nested transaction (a SAVEPOINT inside the ingest's): a failure inside rolls
        back only what it wrote."""
        with self.conn.transaction():
            yield

    @contextmanager
    def transaction(self) -> Iterator[None]:
        try:
            with self.conn.transaction():
                self.conn.execute("SELECT pg_advisory_xact_lock(7465837, %s)", (self.kb_id,))
                self.conn.execute("UPDATE kbs SET stamp = stamp + 1 WHERE id = %s", (self.kb_id,))
                yield
        except BaseException:
            self._term_cache.clear()
            raise
        self._writes += 1
        # fresh planner statistics: with the ones from before the write, a just-ingested KB
        # is planned as empty (a source-index scan of every span instead of the primary key)
        self.conn.execute("ANALYZE " + ", ".join(_ANALYZED))

    @property
    def in_transaction(self) -> bool:
        from psycopg.pq import TransactionStatus

        return self.conn.info.transaction_status != TransactionStatus.IDLE

    @contextmanager
    def joining_transaction(self) -> Iterator[None]:
        if self.in_transaction:
            yield
            return
        with self.transaction():
            yield

    def change_stamp(self) -> tuple[int, int]:
        """``(the KB's committed write count, this connection's writes)``: a cache key."""
        return int(self._one("SELECT stamp FROM kbs WHERE id = %s", (self.kb_id,))), self._writes

    # ------------------------------------------------------------------ meta
    def get_meta(self, key: str, default=None):
        row = self.conn.execute("SELECT value FROM meta WHERE kb_id = %s AND key = %s", (self.kb_id, key)).fetchone()
        return json.loads(row[0]) if row else default

    def set_meta(self, key: str, value) -> None:
        self.conn.execute(
            "INSERT INTO meta VALUES (%s, %s, %s) ON CONFLICT (kb_id, key) DO UPDATE SET value = excluded.value",
            (self.kb_id, key, json.dumps(value, sort_keys=True, ensure_ascii=False)),
        )
        if key == "kb" and isinstance(value, dict):
            cfg = ts_config(value.get("language"))
            if cfg != self._cfg:  # the KB's language changed: re-index its text under the new one
                self._cfg = cfg
                self.conn.execute("UPDATE spans SET cfg = %s::regconfig WHERE kb_id = %s AND cfg <> %s::regconfig",
                                  (cfg, self.kb_id, cfg))

    def delete_meta(self, key: str) -> None:
        self.conn.execute("DELETE FROM meta WHERE kb_id = %s AND key = %s", (self.kb_id, key))

    @property
    def axis_kind(self) -> str:
        return (self.get_meta("axis") or {}).get("kind", "number")

    # ------------------------------------------------------------------ sources
    def sources(self) -> list[SourceInfo]:
        rows = self._q("SELECT id, name, kind, entity, aliases, priority, content_hash, rows, spans, facts"
                       " FROM sources WHERE kb_id = %s ORDER BY name", (self.kb_id,))
        return [SourceInfo(id=int(r[0]), name=r[1], kind=r[2], entity=r[3] or "", aliases=tuple(json.loads(r[4])),
                           priority=r[5], content_hash=r[6], rows=r[7], spans=r[8], facts=r[9]) for r in rows]

    def source_hashes(self) -> dict[str, str]:
        return dict(self._q("SELECT name, content_hash FROM sources WHERE kb_id = %s", (self.kb_id,)))

    def source_id(self, name: str) -> int | None:
        row = self.conn.execute("SELECT id FROM sources WHERE kb_id = %s AND name = %s", (self.kb_id, name)).fetchone()
        return None if row is None else int(row[0])

    def delete_source(self, name: str) -> None:
        sid = self.source_id(name)
        if sid is None:
            return
        self._relations.drop(sid)
        self.conn.execute("DELETE FROM sources WHERE kb_id = %s AND id = %s", (self.kb_id, sid))

    def write_source(self, parsed: ParsedSource, *, aliases: Sequence[str], priority: int, fmt: str) -> int:
        """Replace ``parsed.name`` by its new content (call inside a transaction)."""
        self.delete_source(parsed.name)
        sid = int(self._one(
            "INSERT INTO sources (kb_id, name, kind, format, entity, aliases, priority, content_hash, rows,"
            " spans, facts, columns, problems) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) RETURNING id",
            (self.kb_id, parsed.name, parsed.kind, fmt, parsed.entity or None,
             json.dumps(list(aliases), ensure_ascii=False), priority, parsed.content_hash,
             parsed.read.rows, len(parsed.read.spans), len(parsed.facts),
             json.dumps(list(parsed.read.columns), ensure_ascii=False),
             json.dumps([str(p) for p in parsed.read.problems], ensure_ascii=False)),
        ))
        self._insert_spans(sid, parsed)
        with self.conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO series (kb_id, source_id, metric, entity, unit, n, positions, vals)"
                " VALUES (%s,%s,%s,%s,%s,%s,%s,%s)",
                [(self.kb_id, sid, s.metric, s.entity, s.unit, len(s),
                  np.ascontiguousarray(s.positions, dtype="<f8").tobytes(),
                  np.ascontiguousarray(s.values, dtype="<f8").tobytes()) for s in parsed.read.series],
            )
        self.add_facts(parsed.facts, sid)
        if parsed.read.relation is not None:
            self._relations.write(sid, parsed.read.relation)
        return sid

    # ------------------------------------------------------------------ relations
    def relation_schemas(self) -> list[tuple[str, TableSchema, int, int]]:
        """As :meth:`KBStore.relation_schemas`."""
        return self._relations.schemas()

    def relation_rows(self, q: RowQuery) -> list[tuple]:
        """As :meth:`KBStore.relation_rows`."""
        return self._relations.rows(q)

    def aggregate(self, q: AggregateQuery) -> list[AggregateRow]:
        """As :meth:`KBStore.aggregate`."""
        return self._relations.aggregate(q)

    def _insert_spans(self, sid: int, parsed: ParsedSource) -> None:
        spans = parsed.read.spans
        if not spans:
            return
        ids = [r[0] for r in self._q("SELECT nextval('spans_id_seq') FROM generate_series(1, %s)", (len(spans),))]
        with self.conn.cursor() as cur, cur.copy(
            'COPY spans (kb_id, id, source_id, ordinal, kind, start, "end", speaker, section, line, text, cfg)'
            " FROM STDIN"
        ) as copy:
            for i, sp in zip(ids, spans, strict=True):
                copy.write_row((self.kb_id, i, sid, sp.ordinal, sp.kind, sp.start, sp.end, sp.speaker,
                                sp.section, sp.line, sp.text, self._cfg))

    # ------------------------------------------------------------------ quads
    def intern(self, value: str) -> int:
        tid = self._term_cache.get(value)
        if tid is None:
            tid = int(self._one(
                "WITH ins AS (INSERT INTO terms (kb_id, value) VALUES (%s, %s) ON CONFLICT (kb_id, value) DO NOTHING"
                " RETURNING id) SELECT id FROM ins UNION ALL SELECT id FROM terms WHERE kb_id = %s AND value = %s",
                (self.kb_id, value, self.kb_id, value)))
            self._term_cache[value] = tid
        return tid

    def add_facts(self, facts: Iterable[FactRecord], source_id: int | None) -> int:
        rows = [
            (self.kb_id, self.intern(f.subject), self.intern(f.predicate), self.intern(f.object),
             self.intern(f.context), source_id, f.value, f.unit, f.position, json.dumps(list(f.positions)),
             f.tie_count, f.priority, f.origin, f.metric, f.statistic, f.line)
            for f in facts
        ]
        if rows:
            with self.conn.cursor() as cur, cur.copy(
                "COPY quads (kb_id, s, p, o, c, source_id, value, unit, position, positions, tie_count,"
                " priority, origin, metric, statistic, line) FROM STDIN"
            ) as copy:
                for r in rows:
                    copy.write_row(r)
        return len(rows)

    def _term_id(self, value: str) -> int | None:
        row = self.conn.execute("SELECT id FROM terms WHERE kb_id = %s AND value = %s", (self.kb_id, value)).fetchone()
        return None if row is None else int(row[0])

    def quads(self, s: str | None = None, p: str | None = None, o: str | None = None,
              c: str | None = None) -> list[Fact]:
        """Quads matching any combination of bound subject, predicate, object, context."""
        where, args = [], [self.kb_id]
        for col, val in (("s", s), ("p", p), ("o", o), ("c", c)):
            if val is None:
                continue
            tid = self._term_id(val)
            if tid is None:
                return []
            where.append(f" AND q.{col} = %s")
            args.append(tid)
        return [_fact(r) for r in self._q(_FACT_SELECT + "".join(where) + " ORDER BY q.id", args)]

    def facts(self, *, entity: str | None = None, metric: str | None = None, statistic: str | None = None,
              priority: int | None = None, source: str | None = None, origin: str | None = None) -> list[Fact]:
        """Facts filtered by attributes; ``entity`` matches subject or object (case-folded)."""
        where, args = "", [self.kb_id]
        if entity is not None:
            where += " AND (lower(ts.value) = lower(%s) OR lower(tob.value) = lower(%s))"
            args += [entity, entity]
        for col, val in (("q.metric", metric), ("q.statistic", statistic), ("q.priority", priority),
                         ("src.name", source), ("q.origin", origin)):
            if val is not None:
                where += f" AND {col} = %s"
                args.append(val)
        order = " ORDER BY q.priority, src.name NULLS FIRST, ts.value, q.metric NULLS FIRST, q.id"
        facts = [_fact(r) for r in self._q(_FACT_SELECT + where + order, args)]
        if not facts:
            return facts
        aligned: dict[int, list[int]] = {}
        for fid, spid in self._q("SELECT fact_id, span_id FROM aligned WHERE kb_id = %s AND fact_id = ANY(%s::bigint[])"
                                 " ORDER BY fact_id, position, span_id", (self.kb_id, [f.id for f in facts])):
            aligned.setdefault(int(fid), []).append(int(spid))
        return [Fact(**{**f.__dict__, "aligned": tuple(aligned.get(f.id, ()))}) for f in facts]

    def facts_by_id(self, ids: Sequence[int]) -> list[Fact]:
        return [_fact(r) for r in self._q(_FACT_SELECT + " AND q.id = ANY(%s::bigint[]) ORDER BY q.id",
                                          (self.kb_id, sorted(set(ids))))]

    def curated_predicates(self) -> list[str]:
        return [r[0] for r in self._q(
            "SELECT DISTINCT tp.value FROM quads q JOIN terms tp ON tp.kb_id = q.kb_id AND tp.id = q.p"
            " WHERE q.kb_id = %s AND q.origin = 'curated' ORDER BY tp.value", (self.kb_id,))]

    def curated_subjects_and_objects(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._q(
            "SELECT DISTINCT ts.value, tob.value FROM quads q JOIN terms ts ON ts.kb_id = q.kb_id AND ts.id = q.s"
            " JOIN terms tob ON tob.kb_id = q.kb_id AND tob.id = q.o WHERE q.kb_id = %s AND q.origin = 'curated'",
            (self.kb_id,))]

    def prune_terms(self) -> None:
        self.conn.execute(
            "DELETE FROM terms t WHERE t.kb_id = %(kb)s AND NOT EXISTS (SELECT 1 FROM quads q WHERE q.kb_id = %(kb)s"
            " AND t.id IN (q.s, q.p, q.o, q.c))", {"kb": self.kb_id})
        self._term_cache.clear()

    # ------------------------------------------------------------------ series
    def chunk_long_series(self) -> int:
        """Nothing to move: PostgreSQL slices a window's readings in its one read (``series``)."""
        return 0

    def series(self, *, source: str | None = None, metric: str | None = None,
               entity: str | None = None, within: tuple[float, float] | None = None) -> list[tuple[str, Series]]:
        """As :meth:`KBStore.series`; ``within`` slices the decoded arrays (one round trip
        beats a binary search over ``substring`` calls)."""
        whole = self._series(source, metric, entity)
        return whole if within is None else [(name, window_slice(s, *within)) for name, s in whole]

    def _series(self, source: str | None, metric: str | None, entity: str | None) -> list[tuple[str, Series]]:
        where, args = "", [self.kb_id]
        for col, val in (("src.name", source), ("se.metric", metric), ("se.entity", entity)):
            if val is not None:
                where += f" AND {col} = %s"
                args.append(val)
        with self.conn.cursor(binary=True) as cur:  # the blobs as bytes, not hex text
            rows = cur.execute("SELECT src.name, se.metric, se.entity, se.unit, se.positions, se.vals FROM series se"
                               " JOIN sources src ON src.kb_id = se.kb_id AND src.id = se.source_id WHERE se.kb_id = %s"
                               + where + " ORDER BY src.name, se.metric, se.entity", args).fetchall()
        return [(r[0], Series(r[1], r[2], r[3], np.frombuffer(bytes(r[4]), dtype="<f8"),
                              np.frombuffer(bytes(r[5]), dtype="<f8"))) for r in rows]

    def series_owners(self) -> list[tuple[str, str, str]]:
        return [(r[0], r[1], r[2]) for r in self._q(
            "SELECT se.metric, se.entity, src.name FROM series se JOIN sources src ON src.kb_id = se.kb_id"
            " AND src.id = se.source_id WHERE se.kb_id = %s ORDER BY src.name, se.id", (self.kb_id,))]

    # ------------------------------------------------------------------ spans
    def span(self, span_id: int) -> Span | None:
        found = self.spans_by_id([span_id])
        return found[0] if found else None

    def spans_by_id(self, ids: Sequence[int]) -> list[Span]:
        rows = self._q("SELECT " + _SPAN_COLS + _SPAN_FROM + " WHERE sp.kb_id = %s AND sp.id = ANY(%s::bigint[])",
                       (self.kb_id, [int(i) for i in ids]))
        out = {int(r[0]): _span(r) for r in rows}
        return [out[i] for i in ids if i in out]

    def spans_of(self, source: str, *, limit: int | None = None) -> list[Span]:
        sql = "SELECT " + _SPAN_COLS + _SPAN_FROM + " WHERE sp.kb_id = %s AND src.name = %s ORDER BY sp.ordinal"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_span(r) for r in self._q(sql, (self.kb_id, source))]

    def spans_overlapping(self, start: float, end: float | None = None, *,
                          sources: Sequence[str] | None = None) -> list[Span]:
        """Spans whose interval ``[s, e)`` overlaps ``[start, end)`` (a point when ``end`` is None).

        The GiST index narrows candidates on the closed range; the exact test (the SQLite
        store's) runs on the stored floats."""
        hi = start if end is None else max(start, end)
        sql = ("SELECT " + _SPAN_COLS + _SPAN_FROM + " WHERE sp.kb_id = %s AND sp.iv && floatrange(%s, %s, '[]')")
        args: list = [self.kb_id, start, hi]
        if sources:
            sql += " AND src.name = ANY(%s)"
            args.append(list(sources))
        out = []
        for r in self._q(sql + " ORDER BY src.name, sp.start, sp.ordinal", args):
            s, e = r[5], r[6] if r[6] is not None else r[5]
            if (s <= start < e or s == e == start) if end is None else (s < end and e > start):
                out.append(_span(r))
        return out

    def search(self, query: str, *, limit: int = 10, sources: Sequence[str] | None = None) -> list[tuple[Span, float]]:
        """Ranked full-text search (``ts_rank`` under the KB's configuration, negated so that
        lower is better as with BM25); ``query`` is the engine's FTS5 expression."""
        phrases = fts_phrases(query)
        tsq = tsquery_sql(len(phrases))
        args: list = [a for ph in phrases for a in (self._cfg, ph)]
        sql = ("SELECT -ts_rank(sp.tsv, q.q)::float8 AS score, " + _SPAN_COLS + _SPAN_FROM
               + f" CROSS JOIN (SELECT {tsq} AS q) q WHERE sp.kb_id = %s AND sp.tsv @@ q.q")
        args.append(self.kb_id)
        if sources:
            sql += " AND src.name = ANY(%s)"
            args.append(list(sources))
        sql += " ORDER BY score, sp.id LIMIT %s"
        args.append(limit)
        return [(_span(r[1:]), float(r[0])) for r in self._q(sql, args)]

    def positioned_spans(self, sources: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(starts, ends, ids)`` of positioned spans in ``sources``, sorted by start then id."""
        rows = self._q('SELECT sp.start, coalesce(sp."end", sp.start), sp.id' + _SPAN_FROM
                       + " WHERE sp.kb_id = %s AND src.name = ANY(%s) AND sp.start IS NOT NULL"
                       " ORDER BY sp.start, sp.id", (self.kb_id, list(sources))) if sources else []
        arr = np.array(rows, dtype=np.float64).reshape(-1, 3)
        return arr[:, 0], arr[:, 1], arr[:, 2].astype(np.int64)

    def span_ids(self, source_id: int) -> Sequence[int]:
        """The ids of a source's spans in span order (the order the ingest wrote them)."""
        return [int(r[0]) for r in self.conn.execute(
            "SELECT id FROM spans WHERE kb_id = %s AND source_id = %s ORDER BY id", (self.kb_id, source_id))]

    def iter_span_texts(self, *, source_ids: Sequence[int] | None = None,
                        batch: int = 5000) -> Iterator[list[tuple[int, str]]]:
        """Batches of ``(span id, text)``, the speaker leading the text when known."""
        if source_ids is not None and not source_ids:
            return
        sql = ("SELECT id, CASE WHEN speaker IS NULL THEN text ELSE speaker || ': ' || text END"
               " FROM spans WHERE kb_id = %s")
        args: list = [self.kb_id]
        if source_ids is not None:
            sql += " AND source_id = ANY(%s::bigint[])"
            args.append([int(i) for i in source_ids])
        with self.conn.cursor() as cur:
            cur.execute(sql + " ORDER BY id", args)
            while rows := cur.fetchmany(batch):
                yield [(int(r[0]), r[1]) for r in rows]

    def speakers(self) -> list[str]:
        return [r[0] for r in self._q("SELECT DISTINCT speaker FROM spans WHERE kb_id = %s AND speaker IS NOT NULL"
                                      " AND speaker <> '' ORDER BY speaker", (self.kb_id,))]

    # ------------------------------------------------------------------ entities & graph
    def entities(self) -> list[tuple[int, str, str, tuple[str, ...]]]:
        return [(int(r[0]), r[1], r[2], tuple(json.loads(r[3]))) for r in self._q(
            "SELECT id, name, kind, aliases FROM entities WHERE kb_id = %s ORDER BY name", (self.kb_id,))]

    def sync_entities(self, entities: Sequence[tuple[str, str, Sequence[str]]]) -> bool:
        """Make the entity table equal ``entities`` (name, kind, aliases), keeping ids of
        names that stay. Returns whether anything changed."""
        current = {r[1]: (r[0], r[2], r[3]) for r in self.entities()}
        wanted = {name: (kind, tuple(aliases)) for name, kind, aliases in entities}
        gone = [current[n][0] for n in set(current) - set(wanted)]
        if gone:
            self.conn.execute("DELETE FROM entities WHERE kb_id = %s AND id = ANY(%s::bigint[])", (self.kb_id, gone))
        changed = bool(gone)
        with self.conn.cursor() as cur:
            new = [(self.kb_id, n, k, json.dumps(list(a), ensure_ascii=False))
                   for n, (k, a) in sorted(wanted.items()) if n not in current]
            cur.executemany("INSERT INTO entities (kb_id, name, kind, aliases) VALUES (%s,%s,%s,%s)", new)
            upd = [(k, json.dumps(list(a), ensure_ascii=False), self.kb_id, current[n][0])
                   for n, (k, a) in sorted(wanted.items()) if n in current and (current[n][1], current[n][2]) != (k, a)]
            cur.executemany("UPDATE entities SET kind = %s, aliases = %s WHERE kb_id = %s AND id = %s", upd)
        return changed or bool(new) or bool(upd)

    def replace_mentions(self, rows: Iterable[tuple[int, int, int]], *, clear: bool) -> None:
        if clear:
            self.conn.execute("DELETE FROM mentions WHERE kb_id = %s", (self.kb_id,))
        with self.conn.cursor() as cur:
            cur.executemany("INSERT INTO mentions VALUES (%s,%s,%s,%s) ON CONFLICT (kb_id, span_id, entity_id)"
                            " DO UPDATE SET count = excluded.count",
                            [(self.kb_id, int(s), int(e), int(c)) for s, e, c in rows])

    def replace_alignments(self, rows: Iterable[tuple[int, int, float]]) -> int:
        self.conn.execute("DELETE FROM aligned WHERE kb_id = %s", (self.kb_id,))
        unique = list(dict.fromkeys((int(f), int(s), float(p)) for f, s, p in rows))
        with self.conn.cursor() as cur, cur.copy("COPY aligned (kb_id, fact_id, span_id, position) FROM STDIN") as copy:
            for r in unique:
                copy.write_row((self.kb_id, *r))
        return len(unique)

    def mention_counts(self) -> list[tuple[str, int, int]]:
        return [(r[0], int(r[1]), int(r[2])) for r in self._q(
            "SELECT src.name, m.entity_id, sum(m.count) FROM mentions m JOIN spans sp ON sp.kb_id = m.kb_id"
            " AND sp.id = m.span_id JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id"
            " WHERE m.kb_id = %s GROUP BY src.name, m.entity_id ORDER BY src.name, m.entity_id", (self.kb_id,))]

    def co_mention_spans(self, names: Sequence[str], scope: Sequence[str] | None, limit: int = 4) -> list[int]:
        """Ids of up to ``limit`` spans mentioning every entity of ``names`` (see KBStore)."""
        ents = {fold(n) for n in names}
        ids = [eid for eid, name, _k, _a in self.entities() if fold(name) in ents]
        if len(ids) < len(ents):
            return []
        sql = ("SELECT m.span_id FROM mentions m JOIN spans sp ON sp.kb_id = m.kb_id AND sp.id = m.span_id"
               " JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id"
               " WHERE m.kb_id = %s AND m.entity_id = ANY(%s::bigint[])")
        args: list = [self.kb_id, ids]
        if scope:
            sql += " AND src.name = ANY(%s)"
            args.append(list(scope))
        sql += (f" GROUP BY m.span_id, src.name, sp.ordinal HAVING count(DISTINCT m.entity_id) = {len(ids)}"
                f" ORDER BY src.name, sp.ordinal LIMIT {int(limit)}")
        return [int(r[0]) for r in self._q(sql, args)]

    def graph_edges(self) -> list[GraphEdge]:
        return [GraphEdge(r[0], r[1], r[2], float(r[3])) for r in self._q(_GRAPH_EDGES_SQL, {"kb": self.kb_id})]

    def term_document_counts(self, terms: Sequence[str]) -> dict[str, int]:
        """Every term as held by no span: a PostgreSQL KB gets no document-frequency cut in
        its Tier-2 query (context/term_cut.py), its full-text ranking (``ts_rank`` over
        stemmed ``tsvector``) already differs from SQLite's BM25."""
        return dict.fromkeys(terms, 0)

    def counts(self) -> dict[str, int]:
        kb = self.kb_id
        r = self.conn.execute(
            "SELECT (SELECT count(*) FROM sources WHERE kb_id = %(kb)s),"
            " (SELECT coalesce(sum(rows), 0) FROM sources WHERE kb_id = %(kb)s),"
            " (SELECT count(*) FROM spans WHERE kb_id = %(kb)s), (SELECT count(*) FROM quads WHERE kb_id = %(kb)s),"
            " (SELECT count(*) FROM quads WHERE kb_id = %(kb)s AND origin = 'computed'),"
            " (SELECT count(*) FROM entities WHERE kb_id = %(kb)s), (SELECT count(*) FROM mentions WHERE kb_id = %(kb)s),"
            " (SELECT count(*) FROM aligned WHERE kb_id = %(kb)s)", {"kb": kb}).fetchone()
        keys = ("sources", "rows", "spans", "facts", "computed_facts", "entities", "mentions", "alignments")
        return {k: int(v) for k, v in zip(keys, r, strict=True)}
