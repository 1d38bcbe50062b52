"""The row tables of one KB in a PostgreSQL database (see :mod:`.relations`).

One database holds many KBs, so a source's row table is ``rel_<kb id>_<source id>``; the
``relations`` table is keyed by ``(kb_id, source_id)`` and cascades with the source. Rows
go in with a binary ``COPY``, and the new table is analysed in the writing transaction so that the
planner sees its size at once.

A replaced or removed source's row table is not dropped in the writing transaction: a
reader's snapshot (``REPEATABLE READ``, :mod:`.snapshot`) may still be reading the previous
version, and ``DROP TABLE`` would wait for it while it waited for the ingest. Source ids are
never reused, so the old table is simply no longer referred to; after each commit
:meth:`PGRelations.drop_unreferenced` drops every such table that no reader holds (a short
``lock_timeout``), and leaves the others to the next ingest. A snapshot locks the tables
its version refers to (``ACCESS SHARE``, :meth:`~.postgres.PGStore.begin_snapshot`) before it
reads anything else, so none of them is dropped under it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .relations import POSTGRES, RelationTables, row_tables

#: how long dropping an unreferenced row table waits for a reader that holds it
_DROP_LOCK_TIMEOUT = "50ms"

#: the binary COPY type of the fixed row-table columns (``d<i>`` are text, ``m<j>`` float8)
_COPY_TYPES = {"row_no": "int8", "line": "int8", "t": "float8"}


class PGRelations(RelationTables):
    """The row tables of the KB ``kb_id``."""

    dialect = POSTGRES

    def __init__(self, conn: Any, kb_id: int):
        self.conn = conn
        self.kb_id = kb_id
        self._known = False

    def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        return self.conn.execute(sql, list(args)).fetchall()

    def _run(self, sql: str, args: Sequence[Any] = ()) -> None:
        self.conn.execute(sql, list(args))

    def _present(self) -> bool:
        if not self._known:
            self._known = bool(self.conn.execute("SELECT to_regclass('relations') IS NOT NULL").fetchone()[0])
        return self._known

    def table_name(self, source_id: int) -> str:
        return f"rel_{int(self.kb_id)}_{int(source_id)}"

    def _stored_rows(self, source: str | None) -> list[tuple]:
        sql = ("SELECT s.name, r.source_id, r.schema, r.rows_read, r.rows_stored FROM relations r"
               " JOIN sources s ON s.kb_id = r.kb_id AND s.id = r.source_id WHERE r.kb_id = %s")
        if source is not None:
            return self._fetch(sql + " AND s.name = %s", (self.kb_id, source))
        return self._fetch(sql + " ORDER BY s.name", (self.kb_id,))

    def _insert_meta(self, source_id: int, schema: str, rows_read: int, rows_stored: int) -> None:
        self._run("INSERT INTO relations (kb_id, source_id, schema, rows_read, rows_stored) VALUES (%s,%s,%s,%s,%s)"
                  " ON CONFLICT (kb_id, source_id) DO UPDATE SET schema = excluded.schema,"
                  " rows_read = excluded.rows_read, rows_stored = excluded.rows_stored",
                  (self.kb_id, source_id, schema, rows_read, rows_stored))

    def _bulk_insert(self, table: str, columns: Sequence[str], rows: Iterable[tuple]) -> None:
        """A binary ``COPY`` (twice as fast as text for float columns)."""
        types = [_COPY_TYPES.get(c, "text" if c.startswith("d") else "float8") for c in columns]
        with self.conn.cursor() as cur, cur.copy(
                f"COPY {table} ({', '.join(columns)}) FROM STDIN (FORMAT BINARY)") as copy:
            copy.set_types(types)
            for r in rows:
                copy.write_row(r)

    def _analyze(self, table: str) -> None:
        self._run(f"ANALYZE {table}")

    def referenced_tables(self) -> list[str]:
        """The row tables the KB's committed sources refer to (as this transaction sees them)."""
        if not self._present():
            return []
        return [name for sid, schema in self._fetch(
            "SELECT source_id, schema FROM relations WHERE kb_id = %s ORDER BY source_id", (self.kb_id,))
            for name in row_tables(self.table_name(int(sid)), schema)]

    def drop(self, source_id: int) -> None:
        """Nothing in the writing transaction (see the module doc): the table goes in
        :meth:`drop_unreferenced` once no source refers to it."""

    def drop_unreferenced(self) -> int:
        """Drop this KB's row tables that no committed source refers to and no reader holds;
        returns how many were dropped (call outside a transaction, after a commit)."""
        import psycopg

        names = [r[0] for r in self._fetch(
            "SELECT c.relname FROM pg_class c WHERE c.relkind = 'r' AND pg_table_is_visible(c.oid)"
            " AND c.relname LIKE %s AND NOT EXISTS (SELECT 1 FROM sources s WHERE s.kb_id = %s"
            " AND (c.relname = 'rel_' || s.kb_id || '_' || s.id"
            " OR c.relname LIKE 'rel\\_' || s.kb_id || '\\_' || s.id || '\\_p%%'))",
            (f"rel\\_{int(self.kb_id)}\\_%", self.kb_id))]
        dropped = 0
        for name in names:
            try:
                with self.conn.transaction():
                    self._run(f"SET LOCAL lock_timeout = '{_DROP_LOCK_TIMEOUT}'")
                    self._run(f"DROP TABLE IF EXISTS {name}")
                dropped += 1
            except psycopg.errors.LockNotAvailable:  # a snapshot still reads it: the next ingest drops it
                continue
        return dropped
