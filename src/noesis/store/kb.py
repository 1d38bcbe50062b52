"""The SQLite store: one KB in one file (schema: :mod:`.schema`). The ``store`` package is
the only one that speaks SQL (a test scans the others).

:class:`KBStore` opens a path or ``":memory:"`` (sqlite-utils style), migrates the file's
schema, and holds the file's transactions, meta and sources; its tables come from one
module per family: spans with their full-text and interval indexes (:mod:`.spans`), terms
and quads (:mod:`.quads`), series and their chunks (:mod:`.series`), entities, mentions,
alignments and the graph (:mod:`.entities`), a table source's rows (:mod:`.relations`) and
the span vectors (:mod:`.vectors`). Writes happen inside :meth:`KBStore.transaction` so an
ingest is all-or-nothing; readers see the previous state until it commits (WAL).
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path

from ..errors import KBFullError, KBNotFoundError, StoreError
from ..model import SourceInfo
from .base import StoreBase
from .entities import SQLiteEntities
from .quads import SQLiteQuads
from .relations import RelationRows, SQLiteRelations
from .schema import MIGRATIONS, SCHEMA_VERSION
from .series import SQLiteSeries
from .spans import SQLiteSpans
from .vectors import SpanVectors

KB_FORMAT = "noesis-kb"


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


#: SQLite's page cache per connection, in KiB. The ingest writer (``create``) keeps a large
#: one: it rewrites the same B-tree pages many times. A reader gets a small one: the OS page
#: cache already holds the file for every connection, and a service pools one connection per
#: KB per mesh, so a 64 MB cache each grew ``noesis serve`` on a 1M-span KB by ~66 MB per
#: pooled mesh under a burst (bench/service_memory.py) for no measurable speed: a context on
#: that KB costs the same CPU with 64 MB, 8 MB or 2 MB.
WRITER_CACHE_KIB = 65536
READER_CACHE_KIB = 4096


class KBStore(SQLiteSpans, SQLiteQuads, SQLiteSeries, SQLiteEntities, RelationRows, StoreBase):
    """One KB file. Use :meth:`open`; close it (or use ``with``) when done."""

    conn: sqlite3.Connection

    def __init__(self, conn: sqlite3.Connection, path: str):
        super().__init__(conn, path, vectors=SpanVectors(conn), relations=SQLiteRelations(conn))

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

    # ------------------------------------------------------------------ transactions
    @contextmanager
    def _write_transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE`` … ``COMMIT``. A full disk (at any statement or at COMMIT)
        becomes :class:`KBFullError` naming the KB."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
            self.conn.execute("COMMIT")
        except BaseException as exc:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.OperationalError) and exc.sqlite_errorcode == sqlite3.SQLITE_FULL:
                raise disk_full_error(self.path) from None
            raise

    @contextmanager
    def _savepoint(self) -> Iterator[None]:
        self.conn.execute("SAVEPOINT one_source")
        try:
            yield
        except BaseException:
            if self.conn.in_transaction:  # SQLite may have rolled back all of it (a full disk)
                with suppress(sqlite3.OperationalError):
                    self.conn.execute("ROLLBACK TO one_source")
                    self.conn.execute("RELEASE one_source")
            raise
        self.conn.execute("RELEASE one_source")

    def _committed(self) -> None:
        """Nothing: a reader sees the commit at its next statement (``change_stamp`` too)."""

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    def begin_snapshot(self) -> None:
        """Open a deferred read transaction: SQLite fixes its snapshot at the first read
        (:mod:`.snapshot`)."""
        self.conn.execute("BEGIN DEFERRED")
        self._snapshot_meta = {}  # filled as keys are read

    def _rollback(self) -> None:
        self.conn.execute("ROLLBACK")

    def change_stamp(self) -> tuple[int, int]:
        """``(PRAGMA data_version, total_changes)``: differs after any write on this
        connection or a commit by another one — a cache key for data read from the file."""
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0]), self.conn.total_changes

    # ------------------------------------------------------------------ meta
    def _meta_value(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def _put_meta(self, key: str, raw: str) -> None:
        self.conn.execute(
            "INSERT INTO meta VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, raw))

    def _delete_meta(self, key: str) -> None:
        self.conn.execute("DELETE FROM meta WHERE key = ?", (key,))

    # ------------------------------------------------------------------ sources
    def sources(self) -> list[SourceInfo]:
        # only the columns read, as plain tuples, and no JSON parse of an empty alias list:
        # a mesh reads every source when it opens (issue 29: 170 → ~100 CPU-ms at 10,000)
        cur = self.conn.cursor()
        cur.row_factory = None
        rows = cur.execute("SELECT id, name, kind, entity, aliases, priority, content_hash, rows, spans, facts"
                           " FROM sources ORDER BY name").fetchall()
        return [
            SourceInfo(
                id=sid, name=name, kind=kind, entity=entity or "",
                aliases=() if aliases == "[]" else tuple(json.loads(aliases)), priority=priority,
                content_hash=content_hash, rows=n_rows, spans=spans, facts=facts,
            )
            for sid, name, kind, entity, aliases, priority, content_hash, n_rows, spans, facts in rows
        ]

    def source_hashes(self) -> dict[str, str]:
        return {r[0]: r[1] for r in self.conn.execute("SELECT name, content_hash FROM sources")}

    def source_id(self, name: str) -> int | None:
        row = self.conn.execute("SELECT id FROM sources WHERE name = ?", (name,)).fetchone()
        return None if row is None else int(row[0])

    def _insert_source(self, row: tuple) -> int:
        cur = self.conn.execute(
            "INSERT INTO sources (name, kind, format, entity, aliases, priority, content_hash, rows,"
            " spans, facts, columns, problems) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", row)
        return int(cur.lastrowid)

    def _delete_source(self, sid: int) -> None:
        self._unindex_spans(sid)
        self._relations.drop(sid)
        self.conn.execute("DELETE FROM sources WHERE id = ?", (sid,))

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
