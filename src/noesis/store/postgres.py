"""The PostgreSQL store: one KB of a database that holds many (schema: :mod:`.pg_schema`).

:class:`PGStore` connects, migrates the database's schema, and holds the KB's transactions,
meta and sources; its tables come from one module per family, as the SQLite store's do:
:mod:`.pg_spans`, :mod:`.pg_quads`, :mod:`.pg_series`, :mod:`.pg_entities`,
:mod:`.pg_relations` and :mod:`.pg_vectors`.

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
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from datetime import UTC, datetime
from typing import Any

from ..errors import KBNotFoundError, StoreError
from ..model import SourceInfo
from .base import StoreBase
from .pg_entities import PGEntities
from .pg_quads import PGQuads
from .pg_relations import PGRelations
from .pg_schema import PG_MIGRATIONS, PG_SCHEMA_VERSION, SPANS_IV_INDEX, ts_config
from .pg_series import PGSeries
from .pg_spans import PGSpans
from .pg_vectors import PGSpanVectors
from .relations import RelationRows

#: the tables an ingest changes (analysed after each write transaction)
_ANALYZED = ("sources", "terms", "quads", "series", "series_chunks", "spans", "entities", "mentions", "aligned")
#: how often a read snapshot is retaken when a re-ingest drops a table it was to lock
_SNAPSHOT_TRIES = 5
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


class PGStore(PGSpans, PGQuads, PGSeries, PGEntities, RelationRows, StoreBase):
    """One KB in a PostgreSQL database. Use :meth:`open`; close it when done."""

    def __init__(self, conn, kb_id: int, path: str, language: str | None = None, schema: int = PG_SCHEMA_VERSION):
        super().__init__(conn, path, vectors=PGSpanVectors(conn, kb_id), relations=PGRelations(conn, kb_id))
        self.kb_id = kb_id
        #: the database's schema version (a reader does not migrate: an older one is read as it is)
        self.schema = schema
        #: this connection's committed write transactions (:meth:`change_stamp`)
        self._writes = 0
        #: a read snapshot is open (:meth:`begin_snapshot`)
        self._snapshot_open = False
        #: the KB's stamp as the current read snapshot sees it (None until read)
        self._snapshot_stamp: int | None = None
        self._cfg = ts_config(language or (self.get_meta("kb") or {}).get("language"))

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
            row = conn.execute("SELECT id, (SELECT coalesce(max(version), 0) FROM noesis_migrations)"
                               " FROM kbs WHERE name = %s", (kb,)).fetchone()
            if row is None:
                raise KBNotFoundError(f"{address}: no such knowledge base; create it with "
                                      f"`noesis ingest FOLDER --kb {address}`")
            return cls(conn, int(row[0]), address, language, schema=int(row[1]))
        except BaseException:
            conn.close()
            raise

    # ------------------------------------------------------------------ transactions
    @contextmanager
    def _write_transaction(self) -> Iterator[None]:
        """One database transaction holding the KB's advisory lock (two writers of one KB
        queue up) and bumping its ``stamp``."""
        with self.conn.transaction():
            self.conn.execute("SELECT pg_advisory_xact_lock(7465837, %s)", (self.kb_id,))
            self.conn.execute("UPDATE kbs SET stamp = stamp + 1 WHERE id = %s", (self.kb_id,))
            yield

    def begin_snapshot(self) -> None:
        """Open this connection's read snapshot (``REPEATABLE READ READ ONLY``) and lock the
        row tables its version refers to (``ACCESS SHARE``: a re-ingest's clean-up cannot drop
        them while it reads, :mod:`.pg_relations`) — one round trip (``noesis_snapshot``,
        :mod:`.pg_schema`), which also returns the KB's stamp and meta, kept until
        :meth:`end_snapshot` (a database from before migration 3: read in one statement at the
        first call that needs them). A table dropped between
        the snapshot and its lock means a newer version committed: the snapshot is taken again."""
        import psycopg

        for _ in range(_SNAPSHOT_TRIES):
            try:
                if self.schema >= 3:  # no parameters: one simple query, one round trip
                    cur = self.conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY;"
                                            f" SELECT mkey, mvalue FROM noesis_snapshot({int(self.kb_id)})")
                    cur.nextset()
                    self._keep_snapshot_meta(cur.fetchall())
                else:  # a database from before migration 3, read as it is
                    self.conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    tables = self._relations.referenced_tables()
                    if tables:
                        self.conn.execute(f"LOCK TABLE {', '.join(tables)} IN ACCESS SHARE MODE")
                self._snapshot_open, self._snapshot_spans = True, {}
                return
            except psycopg.errors.UndefinedTable:
                self.conn.execute("ROLLBACK")
        raise StoreError(f"{self.path}: the KB changed {_SNAPSHOT_TRIES} times while a read began; try again")

    def _snapshot_meta_value(self, key: str) -> str | None:
        if self._snapshot_open and self._snapshot_meta is None:
            self._read_snapshot_meta()
        return super()._snapshot_meta_value(key)

    def _read_snapshot_meta(self) -> None:
        """The KB's stamp and every meta row, in one statement (a snapshot of a database
        from before migration 3)."""
        self._keep_snapshot_meta(self._q("SELECT NULL, stamp::text FROM kbs WHERE id = %(kb)s"
                                         " UNION ALL SELECT key, value FROM meta WHERE kb_id = %(kb)s",
                                         {"kb": self.kb_id}))

    def _keep_snapshot_meta(self, rows) -> None:
        """Keep the ``(key, value)`` rows (the stamp where ``key`` is NULL) until :meth:`end_snapshot`."""
        meta: dict[str, str | None] = {}
        for key, value in rows:
            if key is None:
                self._snapshot_stamp = int(value)
            else:
                meta[key] = value
        self._snapshot_meta, self._snapshot_meta_whole = meta, True

    def _forget_snapshot(self) -> None:
        super()._forget_snapshot()
        self._snapshot_open, self._snapshot_stamp, self._snapshot_spans = False, None, None

    def _rollback(self) -> None:
        self.conn.execute("ROLLBACK")

    def _savepoint(self) -> AbstractContextManager[None]:
        return self.conn.transaction()  # inside the ingest's transaction: a SAVEPOINT

    def _committed(self) -> None:
        self._writes += 1
        self._relations.drop_unreferenced()  # replaced sources' row tables, once no snapshot reads them
        # fresh planner statistics: with the ones from before the write, a just-ingested KB
        # is planned as empty (a source-index scan of every span instead of the primary key)
        self.conn.execute("ANALYZE " + ", ".join(_ANALYZED))
        self._clean_text_index()

    def _clean_text_index(self) -> None:
        """Move the full-text index's pending list (GIN ``fastupdate``: what the ingest just
        inserted) into the index proper, so that searches do not scan it; autovacuum would,
        later. Only the index's owner may: anyone else leaves it to autovacuum."""
        import psycopg

        with suppress(psycopg.errors.InsufficientPrivilege):
            self.conn.execute("SELECT gin_clean_pending_list('spans_tsv'::regclass)")

    @property
    def in_transaction(self) -> bool:
        from psycopg.pq import TransactionStatus

        return self.conn.info.transaction_status != TransactionStatus.IDLE

    def change_stamp(self) -> tuple[int, int]:
        """``(the KB's committed write count, this connection's writes)``: a cache key."""
        if self._snapshot_open:  # read once in the snapshot, with its meta
            if self._snapshot_stamp is None:
                self._read_snapshot_meta()
            return int(self._snapshot_stamp), self._writes
        return int(self._one("SELECT stamp FROM kbs WHERE id = %s", (self.kb_id,))), self._writes

    # ------------------------------------------------------------------ meta
    def _meta_value(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE kb_id = %s AND key = %s", (self.kb_id, key)).fetchone()
        return row[0] if row else None

    def _put_meta(self, key: str, raw: str) -> None:
        self.conn.execute(
            "INSERT INTO meta VALUES (%s, %s, %s) ON CONFLICT (kb_id, key) DO UPDATE SET value = excluded.value",
            (self.kb_id, key, raw),
        )

    def set_meta(self, key: str, value: Any) -> None:
        super().set_meta(key, value)
        if key == "kb" and isinstance(value, dict):
            cfg = ts_config(value.get("language"))
            if cfg != self._cfg:  # the KB's language changed: re-index its text under the new one
                self._cfg = cfg
                self.conn.execute("UPDATE spans SET cfg = %s::regconfig WHERE kb_id = %s AND cfg <> %s::regconfig",
                                  (cfg, self.kb_id, cfg))

    def _delete_meta(self, key: str) -> None:
        self.conn.execute("DELETE FROM meta WHERE kb_id = %s AND key = %s", (self.kb_id, key))

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

    def _insert_source(self, row: tuple) -> int:
        return int(self._one(
            "INSERT INTO sources (kb_id, name, kind, format, entity, aliases, priority, content_hash, rows,"
            " spans, facts, columns, problems) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) RETURNING id",
            (self.kb_id, *row)))

    def _delete_source(self, sid: int) -> None:
        self._relations.drop(sid)  # deferred to the commit (pg_relations.py)
        self.conn.execute("DELETE FROM sources WHERE kb_id = %s AND id = %s", (self.kb_id, sid))

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
