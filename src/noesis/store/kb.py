"""The knowledge-base store. The ``store`` package is the only one that speaks SQL (a
test scans the others); the vector table lives in :mod:`.vectors`.

Opens a path or ``":memory:"`` (sqlite-utils style). Writes happen inside
:meth:`KBStore.transaction` so an ingest is all-or-nothing; readers see the previous
state until it commits (WAL).
"""

from __future__ import annotations

import json
import math
import shutil
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import repeat
from pathlib import Path

import numpy as np

from ..axis import rtree_scale
from ..errors import KBFullError, KBNotFoundError, StoreError
from ..model import Fact, FactRecord, ParsedSource, Series, SourceInfo, Span
from ..relation import AggregateQuery, AggregateRow, RowQuery, TableSchema
from ..span_columns import SpanColumns
from ..text import fold
from .relations import SQLiteRelations
from .schema import MIGRATIONS, SCHEMA_VERSION
from .series_window import (
    SMALL_SERIES,
    chunk_rows,
    read_chunked,
    read_chunks_whole,
    read_window,
    window_slice,
)
from .vectors import SpanVectors

KB_FORMAT = "noesis-kb"
_I32 = 2**31 - 1
#: positioned spans per R*Tree box (see schema)
RTREE_BLOCK = 32


@dataclass(frozen=True)
class GraphEdge:
    """One edge of the entity graph at the level activation runs on: node ids are
    ``'entity:NAME'``, ``'source:NAME'`` or ``'fact:ID'``; ``weight`` counts what the edge
    aggregates (mentions of an entity in a source's spans, spans aligned with a fact)."""

    src: str
    type: str
    dst: str
    weight: float


def _fact_from_row(row: sqlite3.Row) -> Fact:
    return Fact(
        id=row["id"],
        subject=row["s"],
        predicate=row["p"],
        object=row["o"],
        context=row["c"],
        value=row["value"],
        unit=row["unit"],
        position=row["position"],
        positions=tuple(json.loads(row["positions"])),
        tie_count=row["tie_count"],
        priority=row["priority"],
        origin=row["origin"],
        metric=row["metric"],
        statistic=row["statistic"],
        source=row["source"] or "",
    )


def _span_from_row(row: sqlite3.Row) -> Span:
    return Span(
        id=row["id"],
        source=row["source"],
        ordinal=row["ordinal"],
        text=row["text"],
        kind=row["kind"],
        start=row["start"],
        end=row["end"],
        speaker=row["speaker"],
        section=row["section"],
    )


_FACT_SELECT = """
SELECT q.id, ts.value AS s, tp.value AS p, tob.value AS o, tc.value AS c, q.value, q.unit,
       q.position, q.positions, q.tie_count, q.priority, q.origin, q.metric, q.statistic,
       src.name AS source
  FROM quads q
  JOIN terms ts ON ts.id = q.s JOIN terms tp ON tp.id = q.p
  JOIN terms tob ON tob.id = q.o JOIN terms tc ON tc.id = q.c
  LEFT JOIN sources src ON src.id = q.source_id
"""
#: a source filter of more sources than this is joined, not split into rowid ranges (each range
#: is an FTS5 query of its own: ~12 µs of set-up, against a join per match)
MAX_RANGE_QUERIES = 4
_SPAN_SELECT = """
SELECT sp.id, src.name AS source, sp.ordinal, sp.text, sp.kind, sp.start, sp."end" AS "end",
       sp.speaker, sp.section
  FROM spans sp JOIN sources src ON src.id = sp.source_id
"""
#: the ``graph_edges`` view folded to entity, source and fact nodes (span edges aggregated)
_GRAPH_EDGES_SQL = """
SELECT 'source:' || s.name, 'about', 'entity:' || e.name, 1.0
  FROM sources s JOIN entities e ON e.name = s.entity
UNION ALL
SELECT 'source:' || src.name, 'mentions', 'entity:' || e.name, sum(m.count)
  FROM mentions m JOIN spans sp ON sp.id = m.span_id JOIN sources src ON src.id = sp.source_id
  JOIN entities e ON e.id = m.entity_id GROUP BY src.name, e.name
UNION ALL
SELECT 'fact:' || q.id, 'subject', 'entity:' || e.name, 1.0
  FROM quads q JOIN terms t ON t.id = q.s JOIN entities e ON e.name = t.value
UNION ALL
SELECT 'fact:' || q.id, 'object', 'entity:' || e.name, 1.0
  FROM quads q JOIN terms t ON t.id = q.o JOIN entities e ON e.name = t.value
UNION ALL
SELECT 'fact:' || q.id, 'from', 'source:' || src.name, 1.0
  FROM quads q JOIN sources src ON src.id = q.source_id
UNION ALL
SELECT 'fact:' || a.fact_id, 'aligned_with', 'source:' || src.name, count(*)
  FROM aligned a JOIN spans sp ON sp.id = a.span_id JOIN sources src ON src.id = sp.source_id
  GROUP BY a.fact_id, src.name
"""


def disk_full_error(path: str) -> KBFullError:
    """The error for a write that filled the disk: which KB, how much space it needs."""
    p = Path(path)
    size = sum(q.stat().st_size for q in (p, Path(f"{path}-wal")) if q.exists())
    need = max(2 * size, 16 << 20)  # a rewrite needs the old pages and the new ones
    try:
        free = shutil.disk_usage(p.resolve().parent).free
    except OSError:
        free = 0
    return KBFullError(
        f"{path}: the disk is full (no space left to write the KB); nothing was written and "
        f"the previous KB is intact. Free at least {need / 1e6:,.0f} MB on the disk holding "
        f"{p.resolve().parent} ({free / 1e6:,.0f} MB free now) and ingest again"
    )


def _rtree_boxes(ids: Sequence[int], starts: Sequence, ends: Sequence,
                 scale: float) -> list[tuple[int, int, int, int]]:
    """``(first id, lo, hi, last id)`` per block of up to :data:`RTREE_BLOCK` consecutive
    positioned spans; an unpositioned span closes the block before it."""
    boxes: list[tuple[int, int, int, int]] = []
    block: list[tuple[int, float, float]] = []

    def flush() -> None:
        if block:
            lo = math.floor(min(b[1] for b in block) * scale)
            hi = math.ceil(max(b[2] for b in block) * scale)
            lo, hi = max(-_I32, min(_I32, lo)), max(-_I32, min(_I32, hi))
            boxes.append((block[0][0], lo, max(lo, hi), block[-1][0]))
            block.clear()

    for span_id, start, end in zip(ids, starts, ends, strict=True):
        if start is None:
            flush()
            continue
        block.append((span_id, start, start if end is None else end))
        if len(block) == RTREE_BLOCK:
            flush()
    flush()
    return boxes


#: SQLite's page cache per connection, in KiB. The ingest writer (``create``) keeps a large
#: one: it rewrites the same B-tree pages many times. A reader gets a small one: the OS page
#: cache already holds the file for every connection, and a service pools one connection per
#: KB per mesh, so a 64 MB cache each grew ``noesis serve`` on a 1M-span KB by ~66 MB per
#: pooled mesh under a burst (bench/service_memory.py) for no measurable speed: a context on
#: that KB costs the same CPU with 64 MB, 8 MB or 2 MB.
WRITER_CACHE_KIB = 65536
READER_CACHE_KIB = 4096


class KBStore:
    """One KB file. Use :meth:`open`; close it (or use ``with``) when done."""

    def __init__(self, conn: sqlite3.Connection, path: str):
        self.conn = conn
        self.path = path
        self._term_cache: dict[str, int] = {}
        #: the ``span_vectors`` table (the exact dense index's storage)
        self.vectors = SpanVectors(conn)
        #: the row tables of table sources (``relations``, ``rel_<source id>``)
        self._relations = SQLiteRelations(conn)

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    def open(cls, path: str | Path, *, create: bool = False, readonly: bool = False) -> KBStore:
        spath = str(path)
        memory = spath == ":memory:"
        if not memory:
            p = Path(spath)
            if not p.exists() and not create:
                raise KBNotFoundError(
                    f"{spath}: no such knowledge base; create it with `noesis ingest FOLDER --kb {spath}`"
                )
            if p.exists() and p.is_dir():
                raise StoreError(f"{spath}: is a folder, not a KB file")
            if create:
                p.parent.mkdir(parents=True, exist_ok=True)
        try:
            if readonly and not memory:
                conn = sqlite3.connect(
                    f"file:{Path(spath).resolve()}?mode=ro", uri=True, check_same_thread=False
                )
            else:
                conn = sqlite3.connect(spath, check_same_thread=False)
        except sqlite3.Error as exc:
            raise StoreError(f"{spath}: cannot open ({exc})") from None
        conn.row_factory = sqlite3.Row
        conn.isolation_level = None  # explicit transactions only
        store = cls(conn, spath)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA busy_timeout = 10000")
            if not memory and not readonly:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA temp_store = MEMORY")
            conn.execute(f"PRAGMA cache_size = -{WRITER_CACHE_KIB if create else READER_CACHE_KIB}")
            store._check_or_migrate(create and not readonly, readonly=readonly)
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise StoreError(f"{spath}: not a Noēsis KB file ({exc})") from None
        except StoreError:
            conn.close()
            raise
        return store

    def _check_or_migrate(self, create: bool, *, readonly: bool = False) -> None:
        tables = {r[0] for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "migrations" not in tables:
            if tables - {"sqlite_sequence"}:
                raise StoreError(f"{self.path}: a SQLite file, but not a Noēsis KB")
            if not create:
                raise StoreError(
                    f"{self.path}: empty file, not a KB; create it with `noesis ingest FOLDER --kb {self.path}`"
                )
            self.conn.execute(
                "CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
            )
        applied = {r[0] for r in self.conn.execute("SELECT version FROM migrations")}
        newest = max(applied, default=0)
        if newest > SCHEMA_VERSION:
            raise StoreError(
                f"{self.path}: written by a newer Noēsis (schema {newest} > {SCHEMA_VERSION}); upgrade noesis-rag"
            )
        pending = [m for m in MIGRATIONS if m[0] not in applied]
        if pending and not create and not applied:
            raise StoreError(f"{self.path}: schema is incomplete; re-ingest the KB")
        if readonly:
            # a read-only reader takes an older file as it is: the later migrations only add
            # tables (span_vectors), and their readers treat a missing table as empty
            pending = []
        for version, name, script in pending:
            # each migration and its record commit together
            stamp = datetime.now(UTC).isoformat(timespec="seconds")
            self.conn.executescript(
                "BEGIN;\n" + script
                + f"\nINSERT INTO migrations VALUES ({int(version)}, '{name}', '{stamp}');"
                + f"\nINSERT OR IGNORE INTO meta VALUES ('format', '\"{KB_FORMAT}\"');\nCOMMIT;"
            )
        if self.get_meta("format") != KB_FORMAT:
            raise StoreError(f"{self.path}: not a Noēsis KB file")

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> KBStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One write transaction; rolled back on any exception. A full disk (at any
        statement or at COMMIT) becomes :class:`KBFullError` naming the KB."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            self.conn.execute("COMMIT")
        except BaseException as exc:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            self._term_cache.clear()
            if isinstance(exc, sqlite3.OperationalError) and exc.sqlite_errorcode == sqlite3.SQLITE_FULL:
                raise disk_full_error(self.path) from None
            raise

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """A nested transaction (inside :meth:`transaction`): an exception undoes only
        what ran inside it, then propagates."""
        self.conn.execute("SAVEPOINT one_source")
        try:
            yield
        except BaseException:
            self._term_cache.clear()
            if self.conn.in_transaction:  # SQLite may have rolled back all of it (a full disk)
                with suppress(sqlite3.OperationalError):
                    self.conn.execute("ROLLBACK TO one_source")
                    self.conn.execute("RELEASE one_source")
            raise
        self.conn.execute("RELEASE one_source")

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    @contextmanager
    def joining_transaction(self) -> Iterator[None]:
        """Join the caller's open transaction (its commit or rollback decides), or else
        run as a :meth:`transaction` of its own."""
        if self.conn.in_transaction:
            yield
            return
        with self.transaction():
            yield

    def change_stamp(self) -> tuple[int, int]:
        """``(PRAGMA data_version, total_changes)``: differs after any write on this
        connection or a commit by another one — a cache key for data read from the file."""
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0]), self.conn.total_changes

    # ------------------------------------------------------------------ meta
    def get_meta(self, key: str, default=None):
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return json.loads(row[0]) if row else default

    def set_meta(self, key: str, value) -> None:
        self.conn.execute(
            "INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, json.dumps(value, sort_keys=True, ensure_ascii=False)),
        )

    def delete_meta(self, key: str) -> None:
        self.conn.execute("DELETE FROM meta WHERE key = ?", (key,))

    @property
    def axis_kind(self) -> str:
        return (self.get_meta("axis") or {}).get("kind", "number")

    # ------------------------------------------------------------------ sources
    def sources(self) -> list[SourceInfo]:
        rows = self.conn.execute("SELECT * FROM sources ORDER BY name").fetchall()
        return [
            SourceInfo(
                id=r["id"], name=r["name"], kind=r["kind"], entity=r["entity"] or "",
                aliases=tuple(json.loads(r["aliases"])), priority=r["priority"],
                content_hash=r["content_hash"], rows=r["rows"], spans=r["spans"], facts=r["facts"],
            )
            for r in rows
        ]

    def source_hashes(self) -> dict[str, str]:
        return {r[0]: r[1] for r in self.conn.execute("SELECT name, content_hash FROM sources")}

    def delete_source(self, name: str) -> None:
        row = self.conn.execute("SELECT id FROM sources WHERE name = ?", (name,)).fetchone()
        if row is None:
            return
        sid = row[0]
        self.conn.execute(
            "INSERT INTO spans_fts(spans_fts, rowid, text) SELECT 'delete', id, text FROM spans WHERE source_id = ?",
            (sid,),
        )
        self.conn.execute(
            "DELETE FROM spans_rtree WHERE id IN (SELECT id FROM spans WHERE source_id = ?)", (sid,)
        )
        self._relations.drop(sid)
        self.conn.execute("DELETE FROM sources WHERE id = ?", (sid,))

    def write_source(self, parsed: ParsedSource, *, aliases: Sequence[str], priority: int, fmt: str) -> int:
        """Replace ``parsed.name`` by its new content (call inside a transaction)."""
        self.delete_source(parsed.name)
        cur = self.conn.execute(
            "INSERT INTO sources (name, kind, format, entity, aliases, priority, content_hash, rows,"
            " spans, facts, columns, problems) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                parsed.name, parsed.kind, fmt, parsed.entity or None,
                json.dumps(list(aliases), ensure_ascii=False), priority, parsed.content_hash,
                parsed.read.rows, len(parsed.read.spans), len(parsed.facts),
                json.dumps(list(parsed.read.columns), ensure_ascii=False),
                json.dumps([str(p) for p in parsed.read.problems], ensure_ascii=False),
            ),
        )
        sid = int(cur.lastrowid)
        self._insert_spans(sid, parsed)
        for s in parsed.read.series:
            long = len(s) > SMALL_SERIES  # stored in chunks only (store/series_window.py)
            row = self.conn.execute(
                "INSERT INTO series (source_id, metric, entity, unit, n, positions, vals) VALUES (?,?,?,?,?,?,?)",
                (
                    sid, s.metric, s.entity, s.unit, len(s),
                    b"" if long else np.ascontiguousarray(s.positions, dtype="<f8").tobytes(),
                    b"" if long else np.ascontiguousarray(s.values, dtype="<f8").tobytes(),
                ),
            )
            if long:
                self._insert_chunks(int(row.lastrowid), s.positions, s.values)
        self.add_facts(parsed.facts, sid)
        if parsed.read.relation is not None:
            self._relations.write(sid, parsed.read.relation)
        return sid

    # ------------------------------------------------------------------ relations
    def relation_schemas(self) -> list[tuple[str, TableSchema, int, int]]:
        """``(source name, schema, rows_read, rows_stored)`` of every table source whose
        rows are stored, by name (:mod:`.relations`)."""
        return self._relations.schemas()

    def relation_rows(self, q: RowQuery) -> list[tuple]:
        """``(line, t, *dims, *measures)`` of the rows ``q`` selects, in time then row order."""
        return self._relations.rows(q)

    def aggregate(self, q: AggregateQuery) -> list[AggregateRow]:
        """One aggregate of a table source's measure per group (:mod:`.relations`)."""
        return self._relations.aggregate(q)

    def _insert_spans(self, sid: int, parsed: ParsedSource) -> None:
        """Span ids are consecutive in span order (``first + i`` for the i-th span)."""
        if not parsed.read.spans:
            return
        cols = SpanColumns.of(parsed.read.spans)
        first = self.conn.execute("SELECT coalesce(max(id), 0) + 1 FROM spans").fetchone()[0]
        ids = range(first, first + len(cols))
        self.conn.executemany(
            'INSERT INTO spans (id, source_id, ordinal, kind, start, "end", speaker, section, line, text)'
            " VALUES (?,?,?,?,?,?,?,?,?,?)",
            zip(ids, repeat(sid), cols.ordinals, cols.kinds, cols.starts, cols.ends, cols.speakers,
                cols.sections, cols.lines, cols.texts),
        )
        self.conn.execute(
            "INSERT INTO spans_fts (rowid, text) SELECT id, text FROM spans WHERE source_id = ?", (sid,)
        )
        boxes = _rtree_boxes(ids, cols.starts, cols.ends, rtree_scale(self.axis_kind))
        if boxes:
            self.conn.executemany("INSERT INTO spans_rtree VALUES (?,?,?,?)", boxes)

    def span_ids(self, source_id: int) -> Sequence[int]:
        """The ids of a source's spans in span order (see :meth:`_insert_spans`): a range
        when they are consecutive, as an ingest writes them."""
        lo, hi, n = self.conn.execute(
            "SELECT min(id), max(id), count(*) FROM spans WHERE source_id = ?", (source_id,)).fetchone()
        if n == 0 or hi - lo + 1 == n:
            return range(lo or 0, (lo or 0) + n)
        return [r[0] for r in self.conn.execute("SELECT id FROM spans WHERE source_id = ? ORDER BY id",
                                                (source_id,))]

    # ------------------------------------------------------------------ quads
    def intern(self, value: str) -> int:
        tid = self._term_cache.get(value)
        if tid is not None:
            return tid
        row = self.conn.execute("SELECT id FROM terms WHERE value = ?", (value,)).fetchone()
        if row is None:
            tid = int(self.conn.execute("INSERT INTO terms (value) VALUES (?)", (value,)).lastrowid)
        else:
            tid = int(row[0])
        self._term_cache[value] = tid
        return tid

    def add_facts(self, facts: Iterable[FactRecord], source_id: int | None) -> int:
        rows = [
            (
                self.intern(f.subject), self.intern(f.predicate), self.intern(f.object),
                self.intern(f.context), source_id, f.value, f.unit, f.position,
                json.dumps(list(f.positions)), f.tie_count, f.priority, f.origin, f.metric,
                f.statistic, f.line,
            )
            for f in facts
        ]
        self.conn.executemany(
            "INSERT INTO quads (s, p, o, c, source_id, value, unit, position, positions, tie_count,"
            " priority, origin, metric, statistic, line) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
        return len(rows)

    def _term_id(self, value: str) -> int | None:
        row = self.conn.execute("SELECT id FROM terms WHERE value = ?", (value,)).fetchone()
        return None if row is None else int(row[0])

    def quads(
        self, s: str | None = None, p: str | None = None, o: str | None = None, c: str | None = None
    ) -> list[Fact]:
        """Quads matching any combination of bound subject, predicate, object, context."""
        where, args = [], []
        for col, val in (("s", s), ("p", p), ("o", o), ("c", c)):
            if val is None:
                continue
            tid = self._term_id(val)
            if tid is None:
                return []
            where.append(f"q.{col} = ?")
            args.append(tid)
        sql = _FACT_SELECT + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY q.id"
        return [_fact_from_row(r) for r in self.conn.execute(sql, args)]

    def facts(
        self,
        *,
        entity: str | None = None,
        metric: str | None = None,
        statistic: str | None = None,
        priority: int | None = None,
        source: str | None = None,
        origin: str | None = None,
    ) -> list[Fact]:
        """Facts filtered by attributes; ``entity`` matches subject or object (case-folded)."""
        where, args = [], []
        if entity is not None:
            where.append("(lower(ts.value) = lower(?) OR lower(tob.value) = lower(?))")
            args += [entity, entity]
        for col, val in (("q.metric", metric), ("q.statistic", statistic), ("q.priority", priority),
                         ("src.name", source), ("q.origin", origin)):
            if val is not None:
                where.append(f"{col} = ?")
                args.append(val)
        sql = _FACT_SELECT + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY q.priority, src.name, s, q.metric, q.id"
        facts = [_fact_from_row(r) for r in self.conn.execute(sql, args)]
        if not facts:
            return facts
        aligned: dict[int, list[int]] = {}
        ids = [f.id for f in facts]
        for i in range(0, len(ids), 900):
            chunk = ids[i : i + 900]
            q = f"SELECT fact_id, span_id FROM aligned WHERE fact_id IN ({','.join('?' * len(chunk))}) ORDER BY fact_id, position, span_id"
            for fid, spid in self.conn.execute(q, chunk):
                aligned.setdefault(fid, []).append(spid)
        return [
            Fact(**{**f.__dict__, "aligned": tuple(aligned.get(f.id, ()))}) for f in facts
        ]

    def facts_by_id(self, ids: Sequence[int]) -> list[Fact]:
        """The facts with these ids (no alignment lists), in id order."""
        wanted = sorted(set(ids))
        out: list[Fact] = []
        for i in range(0, len(wanted), 900):
            chunk = wanted[i : i + 900]
            sql = _FACT_SELECT + f" WHERE q.id IN ({','.join('?' * len(chunk))}) ORDER BY q.id"
            out += [_fact_from_row(r) for r in self.conn.execute(sql, chunk)]
        return out

    # ------------------------------------------------------------------ series
    def _insert_chunks(self, series_id: int, positions: np.ndarray, values: np.ndarray) -> None:
        self.conn.executemany(
            "INSERT INTO series_chunks (series_id, first, first_pos, positions, vals) VALUES (?,?,?,?,?)",
            [(series_id, *row) for row in chunk_rows(positions, values)],
        )

    def chunk_long_series(self) -> int:
        """Move every long series stored whole (before schema migration 4) into chunks; the
        number moved. Ingest calls it in its transaction; the freed pages are reused."""
        rows = self.conn.execute(
            "SELECT id, positions, vals FROM series WHERE n > ? AND length(positions) > 0", (SMALL_SERIES,)).fetchall()
        for r in rows:
            self.conn.execute("DELETE FROM series_chunks WHERE series_id = ?", (int(r[0]),))  # any partial set
            self._insert_chunks(int(r[0]), np.frombuffer(r[1], dtype="<f8"), np.frombuffer(r[2], dtype="<f8"))
            self.conn.execute("UPDATE series SET positions = x'', vals = x'' WHERE id = ?", (int(r[0]),))
        return len(rows)

    def series(self, *, source: str | None = None, metric: str | None = None, entity: str | None = None,
               within: tuple[float, float] | None = None) -> list[tuple[str, Series]]:
        """The series matching the filters, whole; with ``within=(start, end)`` only the
        readings a window needs (:mod:`.series_window`): a long series is then read from the
        chunks that hold the window (or, stored before migration 4, from its blobs by binary
        search) instead of being decoded whole."""
        where, args = [], []
        for col, val in (("src.name", source), ("se.metric", metric), ("se.entity", entity)):
            if val is not None:
                where.append(f"{col} = ?")
                args.append(val)
        inline = f"length(se.positions) <= {SMALL_SERIES * 8}" if within is not None else "1"
        sql = (
            "SELECT src.name, se.id AS rid, se.metric, se.entity, se.unit, se.n,"
            " se.n > 0 AND length(se.positions) = 0 AS chunked,"
            f" CASE WHEN {inline} THEN se.positions END AS positions, CASE WHEN {inline} THEN se.vals END AS vals"
            " FROM series se JOIN sources src ON src.id = se.source_id"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY src.name, se.metric, se.entity"
        )
        return [(r[0], self._series_row(r, within)) for r in self.conn.execute(sql, args).fetchall()]

    def _series_row(self, r: sqlite3.Row, within: tuple[float, float] | None) -> Series:
        head = (r["metric"], r["entity"], r["unit"])
        if r["chunked"]:
            got = (read_chunked(self.conn, r["rid"], r["n"], within[0], within[1], head) if within is not None
                   else read_chunks_whole(self.conn, r["rid"], r["n"], head))
            if got is None:
                raise StoreError(f"{self.path}: series {r['rid']} ({head[0]} of {head[1]}) has lost its chunks; "
                                 "re-ingest the KB")
            return got
        if r["positions"] is None:  # a long series stored whole (before migration 4), by window
            return read_window(self.conn, r["rid"], r["n"], within[0], within[1], head)
        whole = Series(*head, np.frombuffer(r["positions"], dtype="<f8"), np.frombuffer(r["vals"], dtype="<f8"))
        return whole if within is None else window_slice(whole, *within)

    # ------------------------------------------------------------------ spans
    def span(self, span_id: int) -> Span | None:
        row = self.conn.execute(_SPAN_SELECT + " WHERE sp.id = ?", (span_id,)).fetchone()
        return None if row is None else _span_from_row(row)

    def spans_by_id(self, ids: Sequence[int]) -> list[Span]:
        out: dict[int, Span] = {}
        for i in range(0, len(ids), 900):
            chunk = list(ids[i : i + 900])
            q = _SPAN_SELECT + f" WHERE sp.id IN ({','.join('?' * len(chunk))})"
            for r in self.conn.execute(q, chunk):
                out[r["id"]] = _span_from_row(r)
        return [out[i] for i in ids if i in out]

    def spans_of(self, source: str, *, limit: int | None = None) -> list[Span]:
        sql = _SPAN_SELECT + " WHERE src.name = ? ORDER BY sp.ordinal"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_span_from_row(r) for r in self.conn.execute(sql, (source,))]

    def spans_overlapping(self, start: float, end: float | None = None, *, sources: Sequence[str] | None = None) -> list[Span]:
        """Spans whose interval ``[s, e)`` overlaps ``[start, end)`` (a point when ``end`` is None).

        The R*Tree narrows candidates on integer-scaled bounds; the exact test runs on the
        stored floats.
        """
        scale = rtree_scale(self.axis_kind)
        lo = max(-_I32, min(_I32, math.floor(start * scale)))
        hi = max(-_I32, min(_I32, math.ceil((start if end is None else end) * scale)))
        # ``+sp.source_id`` keeps SQLite from driving a source-filtered query through the
        # spans_source index (every span of the source, then the R*Tree once per row):
        # the R*Tree goes first. 139 ms → 0.15 ms for one source of a 100k-span KB.
        sql = (
            _SPAN_SELECT.replace("src.id = sp.source_id", "src.id = +sp.source_id")
            + " JOIN spans_rtree r ON sp.id BETWEEN r.id AND r.last_id WHERE r.hi >= ? AND r.lo <= ?"
            + " AND sp.start IS NOT NULL"
        )
        args: list = [lo, hi]
        if sources:
            sql += f" AND src.name IN ({','.join('?' * len(sources))})"
            args += list(sources)
        sql += " ORDER BY src.name, sp.start, sp.ordinal"
        out = []
        for r in self.conn.execute(sql, args):
            s, e = r["start"], r["end"] if r["end"] is not None else r["start"]
            ok = s <= start < e or s == e == start if end is None else s < end and e > start
            if ok:
                out.append(_span_from_row(r))
        return out

    def search(self, query: str, *, limit: int = 10, sources: Sequence[str] | None = None) -> list[tuple[Span, float]]:
        """BM25 full-text search (FTS5); ``query`` is already an FTS5 expression.

        The ranking runs on the FTS index alone (joined to ``spans`` only for a source
        filter) and is cut to ``limit`` before any span row is read: a term matching much of
        a large KB costs its BM25 scores, not a sort of every matching span's text (issue 17).
        The order is the same: score, then span id (the FTS rowid)."""
        ranked, args = self._ranked_sql(query, limit, sources)
        sql = (_SPAN_SELECT.replace("SELECT sp.id", "SELECT r.score AS score, sp.id")
               .replace("  FROM spans sp", f"  FROM ({ranked}) r JOIN spans sp ON sp.id = r.id")
               + " ORDER BY r.score, sp.id")
        try:
            rows = self.conn.execute(sql, args).fetchall()
        except sqlite3.OperationalError as exc:
            raise StoreError(f"full-text query {query!r} failed: {exc}") from None
        return [(_span_from_row(r), float(r["score"])) for r in rows]

    def _ranked_sql(self, query: str, limit: int, sources: Sequence[str] | None) -> tuple[str, list]:
        """``(sql, args)`` of the ``limit`` best ``(id, score)`` rows for :meth:`search`.

        A source filter whose sources each hold one contiguous block of span ids (how ingest
        writes them) becomes one rowid range per source, which FTS5 seeks into, each cut to
        ``limit`` and merged — the best ``limit`` of the union are the best of the parts.
        Otherwise every match is joined to ``spans`` for its source."""
        one = "SELECT rowid AS id, bm25(spans_fts) AS score FROM spans_fts WHERE spans_fts MATCH ?"
        if not sources:
            return f"{one} ORDER BY score, id LIMIT ?", [query, limit]
        ranges = self._span_ranges(sources)
        if ranges is not None and len(ranges) <= MAX_RANGE_QUERIES:
            if not ranges:
                return f"{one} AND 0 LIMIT ?", [query, limit]
            parts = [f"SELECT * FROM ({one} AND rowid BETWEEN ? AND ? ORDER BY score, id LIMIT ?)"] * len(ranges)
            args = [a for lo, hi in ranges for a in (query, lo, hi, limit)]
            return f"SELECT * FROM ({' UNION ALL '.join(parts)}) ORDER BY score, id LIMIT ?", [*args, limit]
        return ("SELECT f.rowid AS id, bm25(spans_fts) AS score FROM spans_fts f JOIN spans s ON s.id = f.rowid"
                " WHERE spans_fts MATCH ? AND s.source_id IN"
                f" (SELECT id FROM sources WHERE name IN ({','.join('?' * len(sources))}))"
                " ORDER BY score, id LIMIT ?", [query, *sources, limit])

    def _span_ranges(self, sources: Sequence[str]) -> list[tuple[int, int]] | None:
        """Each named source's span ids as ``(first, last)`` (none for a source without
        spans), or ``None`` when some source's ids are not one contiguous block. Kept per
        source until the file changes (:meth:`change_stamp`)."""
        stamp = self.change_stamp()
        memo = getattr(self, "_span_range_memo", None)
        if memo is None or memo[0] != stamp:
            memo = self._span_range_memo = (stamp, {})
        known: dict[str, tuple[int, int] | None | bool] = memo[1]
        missing = [s for s in dict.fromkeys(sources) if s not in known]
        for i in range(0, len(missing), 900):
            chunk = missing[i: i + 900]
            for name, lo, hi, n in self.span_blocks(chunk):
                known[name] = (lo, hi) if hi - lo + 1 == n else None
            for name in chunk:
                known.setdefault(name, False)  # no spans (a table, an unknown name)
        got = [known[s] for s in dict.fromkeys(sources)]
        if any(r is None for r in got):
            return None
        return sorted(r for r in got if r)

    def span_blocks(self, sources: Sequence[str] | None = None) -> list[tuple[str, int, int, int]]:
        """``(source, first span id, last span id, spans)`` of every source with spans (of
        ``sources`` only, at most 900 names, when given). O(spans): ingest stores the answer
        for every source (:mod:`.structures`) and :meth:`seed_span_ranges` puts it back."""
        where = f" WHERE src.name IN ({','.join('?' * len(sources))})" if sources is not None else ""
        rows = self.conn.execute(
            "SELECT src.name, min(sp.id), max(sp.id), count(*) FROM sources src JOIN spans sp"
            f" ON sp.source_id = src.id{where} GROUP BY src.name ORDER BY src.name", list(sources or ())).fetchall()
        return [(r[0], int(r[1]), int(r[2]), int(r[3])) for r in rows]

    def seed_span_ranges(self, stamp: tuple[int, int], blocks: Iterable[tuple[str, int, int, int]]) -> None:
        """Take the :meth:`span_blocks` of every source, as stored at ingest and read at
        ``stamp`` (:meth:`change_stamp`, taken before they were read), as :meth:`_span_ranges`'
        memo: the first source-filtered search of a process then costs no O(spans) count.
        A source absent from ``blocks`` has no spans. Any later write changes the stamp and
        the memo is computed again from the tables."""
        known: dict[str, tuple[int, int] | None | bool] = {
            name: (lo, hi) if hi - lo + 1 == n else None for name, lo, hi, n in blocks}
        for (name,) in self.conn.execute("SELECT name FROM sources"):
            known.setdefault(name, False)
        self._span_range_memo = (stamp, known)

    def term_document_counts(self, terms: Sequence[str]) -> dict[str, int]:
        """How many spans hold each full-text term (0 for a term the index lacks), read from
        FTS5's own vocabulary through a connection-local ``fts5vocab`` table in ``temp``
        (nothing is written to the KB file, which may be open read-only). Created on every
        call when absent: inside a snapshot's read transaction (store/snapshot.py) its
        creation is rolled back with the transaction, so a flag kept on the store would lie."""
        if not terms:
            return {}
        self.conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.spans_fts_vocab"
                          " USING fts5vocab(main, 'spans_fts', 'row')")
        unique = list(dict.fromkeys(terms))
        rows = self.conn.execute(
            f"SELECT term, doc FROM temp.spans_fts_vocab WHERE term IN ({','.join('?' * len(unique))})", unique
        ).fetchall()
        return {t: 0 for t in unique} | {r[0]: int(r[1]) for r in rows}

    def positioned_spans(self, sources: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(starts, ends, ids)`` of positioned spans in ``sources``, sorted by start then id."""
        if not sources:
            empty = np.zeros(0)
            return empty, empty, np.zeros(0, dtype=np.int64)
        rows = self.conn.execute(
            'SELECT sp.start, coalesce(sp."end", sp.start), sp.id FROM spans sp JOIN sources src'
            f" ON src.id = sp.source_id WHERE src.name IN ({','.join('?' * len(sources))})"
            " AND sp.start IS NOT NULL ORDER BY sp.start, sp.id",
            list(sources),
        ).fetchall()
        arr = np.array(rows, dtype=np.float64).reshape(-1, 3)
        return arr[:, 0], arr[:, 1], arr[:, 2].astype(np.int64)

    # ------------------------------------------------------------------ entities & graph
    def entities(self) -> list[tuple[int, str, str, tuple[str, ...]]]:
        return [
            (r[0], r[1], r[2], tuple(json.loads(r[3])))
            for r in self.conn.execute("SELECT id, name, kind, aliases FROM entities ORDER BY name")
        ]

    def sync_entities(self, entities: Sequence[tuple[str, str, Sequence[str]]]) -> bool:
        """Make the entity table equal ``entities`` (name, kind, aliases), keeping ids of
        names that stay. Returns whether anything changed."""
        current = {r[1]: (r[0], r[2], r[3]) for r in self.entities()}
        wanted = {name: (kind, tuple(aliases)) for name, kind, aliases in entities}
        changed = False
        for name in sorted(set(current) - set(wanted)):
            self.conn.execute("DELETE FROM entities WHERE id = ?", (current[name][0],))
            changed = True
        for name in sorted(wanted):
            kind, aliases = wanted[name]
            if name not in current:
                self.conn.execute(
                    "INSERT INTO entities (name, kind, aliases) VALUES (?,?,?)",
                    (name, kind, json.dumps(list(aliases), ensure_ascii=False)),
                )
                changed = True
            elif (current[name][1], current[name][2]) != (kind, aliases):
                self.conn.execute(
                    "UPDATE entities SET kind = ?, aliases = ? WHERE id = ?",
                    (kind, json.dumps(list(aliases), ensure_ascii=False), current[name][0]),
                )
                changed = True
        return changed

    def iter_span_texts(self, *, source_ids: Sequence[int] | None = None, batch: int = 5000) -> Iterator[list[tuple[int, str]]]:
        """Batches of ``(span id, text)`` — the speaker, when known, leads the text, so a
        speaker counts as a mention; all spans, or those of ``source_ids``."""
        if source_ids is not None and not source_ids:
            return
        sql = "SELECT id, CASE WHEN speaker IS NULL THEN text ELSE speaker || ': ' || text END FROM spans"
        args: list = []
        if source_ids is not None:
            sql += f" WHERE source_id IN ({','.join('?' * len(source_ids))})"
            args = list(source_ids)
        cur = self.conn.execute(sql + " ORDER BY id", args)
        while True:
            rows = cur.fetchmany(batch)
            if not rows:
                return
            yield [(r[0], r[1]) for r in rows]

    def speakers(self) -> list[str]:
        return [r[0] for r in self.conn.execute(
            "SELECT DISTINCT speaker FROM spans WHERE speaker IS NOT NULL AND speaker != '' ORDER BY speaker"
        )]

    def source_id(self, name: str) -> int | None:
        row = self.conn.execute("SELECT id FROM sources WHERE name = ?", (name,)).fetchone()
        return None if row is None else int(row[0])

    def replace_mentions(self, rows: Iterable[tuple[int, int, int]], *, clear: bool) -> None:
        if clear:
            self.conn.execute("DELETE FROM mentions")
        self.conn.executemany("INSERT OR REPLACE INTO mentions VALUES (?,?,?)", rows)

    def replace_alignments(self, rows: Iterable[tuple[int, int, float]]) -> int:
        self.conn.execute("DELETE FROM aligned")
        cur = self.conn.executemany("INSERT OR IGNORE INTO aligned VALUES (?,?,?)", rows)
        return cur.rowcount

    def graph_edges(self) -> list[GraphEdge]:
        """The entity graph activation runs on (see :class:`GraphEdge`)."""
        return [GraphEdge(r[0], r[1], r[2], float(r[3])) for r in self.conn.execute(_GRAPH_EDGES_SQL)]

    def mention_counts(self) -> list[tuple[str, int, int]]:
        """``(source name, entity id, mentions in its spans)`` for every pair with any, by source."""
        return [
            (r[0], int(r[1]), int(r[2]))
            for r in self.conn.execute(
                "SELECT src.name, m.entity_id, sum(m.count) FROM mentions m JOIN spans sp ON sp.id = m.span_id"
                " JOIN sources src ON src.id = sp.source_id GROUP BY src.name, m.entity_id ORDER BY src.name"
            )
        ]

    def series_owners(self) -> list[tuple[str, str, str]]:
        """``(metric, entity, source name)`` of every stored series, by source."""
        return [
            (r[0], r[1], r[2])
            for r in self.conn.execute(
                "SELECT se.metric, se.entity, src.name FROM series se JOIN sources src ON src.id = se.source_id"
                " ORDER BY src.name"
            )
        ]

    def curated_predicates(self) -> list[str]:
        """Distinct predicates of curated facts ("average MPG", "plays for")."""
        return [r[0] for r in self.conn.execute(
            "SELECT DISTINCT tp.value FROM quads q JOIN terms tp ON tp.id = q.p"
            " WHERE q.origin = 'curated' ORDER BY tp.value")]

    def curated_subjects_and_objects(self) -> list[tuple[str, str]]:
        """Distinct ``(subject, object)`` pairs of curated facts (the link phase's entity candidates)."""
        return [
            (r[0], r[1])
            for r in self.conn.execute(
                "SELECT DISTINCT ts.value, tob.value FROM quads q JOIN terms ts ON ts.id = q.s"
                " JOIN terms tob ON tob.id = q.o WHERE q.origin = 'curated'"
            )
        ]

    def co_mention_spans(self, names: Sequence[str], scope: Sequence[str] | None, limit: int = 4) -> list[int]:
        """Ids of up to ``limit`` spans that mention every entity of ``names`` (matched
        case-folded), in ``scope`` sources when given, by source name then ordinal; none
        when some name is no entity."""
        ents = {fold(n) for n in names}
        ids = [eid for eid, name, _k, _a in self.entities() if fold(name) in ents]
        if len(ids) < len(ents):
            return []
        sql = (
            "SELECT m.span_id FROM mentions m JOIN spans sp ON sp.id = m.span_id JOIN sources src ON src.id = sp.source_id"
            f" WHERE m.entity_id IN ({','.join('?' * len(ids))})"
        )
        args: list = list(ids)
        if scope:
            sql += f" AND src.name IN ({','.join('?' * len(scope))})"
            args += list(scope)
        sql += (
            f" GROUP BY m.span_id HAVING count(DISTINCT m.entity_id) = {len(ids)}"
            f" ORDER BY src.name, sp.ordinal LIMIT {int(limit)}"
        )
        return [int(r[0]) for r in self.conn.execute(sql, args)]

    def prune_terms(self) -> None:
        self.conn.execute(
            "DELETE FROM terms WHERE id NOT IN (SELECT s FROM quads UNION SELECT p FROM quads"
            " UNION SELECT o FROM quads UNION SELECT c FROM quads)"
        )
        self._term_cache.clear()

    def counts(self) -> dict[str, int]:
        one = lambda sql: int(self.conn.execute(sql).fetchone()[0])  # noqa: E731
        return {
            "sources": one("SELECT count(*) FROM sources"),
            "rows": one("SELECT coalesce(sum(rows), 0) FROM sources"),
            "spans": one("SELECT count(*) FROM spans"),
            "facts": one("SELECT count(*) FROM quads"),
            "computed_facts": one("SELECT count(*) FROM quads WHERE origin = 'computed'"),
            "entities": one("SELECT count(*) FROM entities"),
            "mentions": one("SELECT count(*) FROM mentions"),
            "alignments": one("SELECT count(*) FROM aligned"),
        }
