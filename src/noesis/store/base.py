"""What every KB store does alike, whatever its database: no SQL here.

A store is one connection, the address it was opened at (``path``, without credentials),
its vector table and its row tables, and a cache of interned term ids. :class:`StoreBase`
holds the lifecycle around them (``close``, ``with``), the transaction discipline (a write
transaction is all-or-nothing, a savepoint undoes only itself, a joining transaction lets
the caller's decide, and any rollback forgets the term ids it undid), the meta table's JSON
values, and the order in which a source is written. Each dialect — :class:`~.kb.KBStore`
(SQLite) and :class:`~.postgres.PGStore` (PostgreSQL) — supplies the statements through the
abstract methods below; the table families come from mixins of their own modules
(spans, quads, series, entities, :class:`~.relations.RelationRows`), each a ``StoreBase``.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import Any, Self

from ..model import FactRecord, ParsedSource, Series
from .protocol import VectorStoreProtocol
from .relations import RelationTables


def source_row(parsed: ParsedSource, aliases: Sequence[str], priority: int, fmt: str) -> tuple:
    """``sources``' columns after the id, in table order: name, kind, format, entity,
    aliases, priority, content_hash, rows, spans, facts, columns, problems."""
    return (
        parsed.name, parsed.kind, fmt, parsed.entity or None,
        json.dumps(list(aliases), ensure_ascii=False), priority, parsed.content_hash,
        parsed.read.rows, len(parsed.read.spans), len(parsed.facts),
        json.dumps(list(parsed.read.columns), ensure_ascii=False),
        json.dumps([str(p) for p in parsed.read.problems], ensure_ascii=False),
    )


class StoreBase(ABC):
    """One KB over one connection (see the module doc)."""

    def __init__(self, conn: Any, path: str, *, vectors: VectorStoreProtocol, relations: RelationTables):
        self.conn = conn
        self.path = path
        #: interned term ids by value (forgotten on any rollback: the ids may be gone)
        self._term_cache: dict[str, int] = {}
        #: the span vectors (the exact dense index's storage)
        self.vectors = vectors
        #: the row tables of table sources
        self._relations = relations
        #: meta values (JSON text) read in the current read snapshot, kept until
        #: :meth:`end_snapshot`; None outside a snapshot (every read then asks the database)
        self._snapshot_meta: dict[str, str | None] | None = None
        #: the snapshot's meta holds every key (a key not in it is absent from the KB)
        self._snapshot_meta_whole = False

    # ------------------------------------------------------------------ lifecycle
    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _q(self, sql: str, args: Sequence[Any] | dict = ()) -> list:
        return self.conn.execute(sql, args).fetchall()

    def _one(self, sql: str, args: Sequence[Any] | dict = ()) -> Any:
        return self.conn.execute(sql, args).fetchone()[0]

    # ------------------------------------------------------------------ transactions
    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One write transaction: it commits when the block ends, and any exception rolls
        all of it back and propagates."""
        try:
            with self._write_transaction():
                yield
        except BaseException:
            self._term_cache.clear()
            raise
        self._committed()

    @contextmanager
    def savepoint(self) -> Iterator[None]:
        """A nested transaction (inside :meth:`transaction`): an exception undoes only what
        ran inside it, then propagates."""
        try:
            with self._savepoint():
                yield
        except BaseException:
            self._term_cache.clear()
            raise

    @contextmanager
    def joining_transaction(self) -> Iterator[None]:
        """Join the caller's open transaction (its commit or rollback decides), or else run
        as a :meth:`transaction` of its own."""
        if self.in_transaction:
            yield
            return
        with self.transaction():
            yield

    @property
    @abstractmethod
    def in_transaction(self) -> bool: ...

    @abstractmethod
    def _write_transaction(self) -> AbstractContextManager[None]:
        """The database's write transaction: commits at the end, rolls back on an exception."""

    @abstractmethod
    def _savepoint(self) -> AbstractContextManager[None]:
        """The database's savepoint: released at the end, rolled back to on an exception."""

    @abstractmethod
    def _committed(self) -> None:
        """What follows a commit of :meth:`transaction`."""

    @abstractmethod
    def change_stamp(self) -> tuple[int, int]:
        """A cache key for data read from the KB: it differs after any write."""

    @abstractmethod
    def begin_snapshot(self) -> None:
        """Open a read transaction (:mod:`.snapshot`): every read until :meth:`end_snapshot`
        sees one committed state of the KB."""

    def end_snapshot(self) -> None:
        """End the read transaction :meth:`begin_snapshot` opened (nothing to keep or lose)
        and forget what was read in it (the meta values)."""
        self._forget_snapshot()
        if self.in_transaction:
            self._rollback()

    def _forget_snapshot(self) -> None:
        self._snapshot_meta = None
        self._snapshot_meta_whole = False

    @abstractmethod
    def _rollback(self) -> None:
        """Roll the connection's open transaction back."""

    # ------------------------------------------------------------------ meta
    def get_meta(self, key: str, default: Any = None) -> Any:
        raw = self._snapshot_meta_value(key)
        return default if raw is None else json.loads(raw)

    def _snapshot_meta_value(self, key: str) -> str | None:
        """``key``'s JSON text: inside a read snapshot read once and kept until
        :meth:`end_snapshot` (the snapshot cannot change it), else read now."""
        cache = self._snapshot_meta
        if cache is None:
            return self._meta_value(key)
        if key not in cache:
            cache[key] = None if self._snapshot_meta_whole else self._meta_value(key)
        return cache[key]

    def set_meta(self, key: str, value: Any) -> None:
        self._forget_snapshot()
        self._put_meta(key, json.dumps(value, sort_keys=True, ensure_ascii=False))

    def delete_meta(self, key: str) -> None:
        self._forget_snapshot()
        self._delete_meta(key)

    @abstractmethod
    def _delete_meta(self, key: str) -> None: ...

    @abstractmethod
    def _meta_value(self, key: str) -> str | None:
        """The stored JSON text of ``key``, or ``None``."""

    @abstractmethod
    def _put_meta(self, key: str, raw: str) -> None:
        """Store the JSON text ``raw`` under ``key`` (insert or replace)."""

    @property
    def axis_kind(self) -> str:
        return (self.get_meta("axis") or {}).get("kind", "number")

    # ------------------------------------------------------------------ sources
    def write_source(self, parsed: ParsedSource, *, aliases: Sequence[str], priority: int, fmt: str) -> int:
        """Replace ``parsed.name`` by its new content (call inside a transaction); its id."""
        self.delete_source(parsed.name)
        sid = self._insert_source(source_row(parsed, aliases, priority, fmt))
        self._insert_spans(sid, parsed)
        self._insert_series(sid, parsed.read.series)
        self.add_facts(parsed.facts, sid)
        if parsed.read.relation is not None:
            self._relations.write(sid, parsed.read.relation, parsed.read.parts)
        return sid

    def delete_source(self, name: str) -> None:
        """Remove a source and all it holds (call inside a transaction); an unknown name is
        nothing to remove."""
        sid = self.source_id(name)
        if sid is not None:
            self._delete_source(sid)

    @abstractmethod
    def source_id(self, name: str) -> int | None: ...

    @abstractmethod
    def _insert_source(self, row: tuple) -> int:
        """Insert a :func:`source_row`; the new source's id."""

    @abstractmethod
    def _delete_source(self, sid: int) -> None:
        """Delete the source ``sid`` with its spans, series, facts and row table."""

    # what write_source fills, from the table families' mixins
    @abstractmethod
    def _insert_spans(self, sid: int, parsed: ParsedSource) -> None: ...

    @abstractmethod
    def _insert_series(self, sid: int, series: Sequence[Series]) -> None: ...

    @abstractmethod
    def add_facts(self, facts: Iterable[FactRecord], source_id: int | None) -> int: ...
