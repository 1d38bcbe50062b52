"""The ``span_vectors`` table: one vector per span id, tagged with the span's source.

The exact dense index (:class:`noesis.dense.index.ExactIndex`) keeps its vectors here, in
the KB file, so vector writes share the ingest's transaction. A vector is stored as a
little-endian float32 blob; this module is the only one that knows that encoding. The
table comes from schema migration 2; a KB of schema 1 opened read-only may lack it, and
every read here then answers as for an empty table.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..errors import StoreError

_F32 = "<f4"


@dataclass(frozen=True, eq=False)
class StoredVectors:
    """Every stored vector, one row each, ordered by (source, span id)."""

    sources: tuple[str, ...]  # the source of each row
    ids: np.ndarray  # int64 span id of each row
    matrix: np.ndarray  # float32 (rows, dim); (0, 0) when empty


class SpanVectors:
    """Reads and writes of ``span_vectors`` on a KB's connection (writes join its transaction)."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def exists(self) -> bool:
        return self._conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'span_vectors'"
        ).fetchone() is not None

    def count(self) -> int:
        if not self.exists():
            return 0
        return int(self._conn.execute("SELECT count(*) FROM span_vectors").fetchone()[0])

    def dim(self) -> int | None:
        """Dimension of the stored vectors (of the first row); None when there are none."""
        if not self.exists():
            return None
        row = self._conn.execute("SELECT length(vec) FROM span_vectors LIMIT 1").fetchone()
        return None if row is None else int(row[0]) // 4

    def sources(self) -> tuple[str, ...]:
        """The sources that have at least one vector, sorted."""
        if not self.exists():
            return ()
        return tuple(r[0] for r in self._conn.execute("SELECT DISTINCT source FROM span_vectors ORDER BY source"))

    def put(self, ids: Sequence[int], sources: Sequence[str], matrix: np.ndarray) -> None:
        """Insert or overwrite (by span id) row ``r`` of ``matrix`` as the vector of ``ids[r]``."""
        rows = np.asarray(matrix).astype(_F32, copy=False)
        self._conn.executemany(
            "INSERT OR REPLACE INTO span_vectors(span_id, source, vec) VALUES (?, ?, ?)",
            ((int(i), str(s), rows[r].tobytes()) for r, (i, s) in enumerate(zip(ids, sources, strict=True))),
        )

    def delete_source(self, source: str) -> None:
        self._conn.execute("DELETE FROM span_vectors WHERE source = ?", (source,))

    def delete_all(self) -> None:
        self._conn.execute("DELETE FROM span_vectors")

    def load(self) -> StoredVectors:
        """Every vector, ordered by (source, span id); refuses a table of mixed lengths."""
        if not self.exists():
            return StoredVectors((), np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32))
        rows = self._conn.execute("SELECT source, span_id, vec FROM span_vectors ORDER BY source, span_id").fetchall()
        lengths = {len(r[2]) for r in rows}
        if len(lengths) > 1:
            raise StoreError(f"span_vectors holds vectors of several lengths {sorted(lengths)}; re-embed the KB")
        dim = lengths.pop() // 4 if lengths else 0
        matrix = np.frombuffer(b"".join(r[2] for r in rows), dtype=_F32).reshape(len(rows), dim)
        return StoredVectors(
            sources=tuple(r[0] for r in rows),
            ids=np.fromiter((r[1] for r in rows), dtype=np.int64, count=len(rows)),
            matrix=np.ascontiguousarray(matrix, dtype=np.float32),
        )
