"""The ``span_vectors`` table of one KB in PostgreSQL (the exact dense index's storage).

The same contract as :class:`noesis.store.vectors.SpanVectors`: little-endian float32
``bytea`` per span, searched exactly in memory by :class:`noesis.dense.index.ExactIndex`.
(pgvector is not used: Debian's PostgreSQL 15 here ships without it; docs/scale.md says
where it fits.)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import StoreError
from .vectors import StoredVectors

_F32 = "<f4"


class PGSpanVectors:
    """Reads and writes of one KB's vectors (writes join the store's transaction)."""

    def __init__(self, conn, kb_id: int):
        self._conn = conn
        self._kb = kb_id

    def exists(self) -> bool:
        return True

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM span_vectors WHERE kb_id = %s", (self._kb,)).fetchone()[0])

    def dim(self) -> int | None:
        row = self._conn.execute("SELECT length(vec) FROM span_vectors WHERE kb_id = %s LIMIT 1", (self._kb,)).fetchone()
        return None if row is None else int(row[0]) // 4

    def sources(self) -> tuple[str, ...]:
        return tuple(r[0] for r in self._conn.execute(
            "SELECT DISTINCT source FROM span_vectors WHERE kb_id = %s ORDER BY source", (self._kb,)))

    def put(self, ids: Sequence[int], sources: Sequence[str], matrix: np.ndarray) -> None:
        """Insert or overwrite (by span id) row ``r`` of ``matrix`` as the vector of ``ids[r]``."""
        rows = np.asarray(matrix).astype(_F32, copy=False)
        with self._conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO span_vectors (kb_id, span_id, source, vec) VALUES (%s, %s, %s, %s)"
                " ON CONFLICT (kb_id, span_id) DO UPDATE SET source = excluded.source, vec = excluded.vec",
                [(self._kb, int(i), str(s), rows[r].tobytes())
                 for r, (i, s) in enumerate(zip(ids, sources, strict=True))],
            )

    def delete_source(self, source: str) -> None:
        self._conn.execute("DELETE FROM span_vectors WHERE kb_id = %s AND source = %s", (self._kb, source))

    def delete_all(self) -> None:
        self._conn.execute("DELETE FROM span_vectors WHERE kb_id = %s", (self._kb,))

    def load(self) -> StoredVectors:
        """Every vector, ordered by (source, span id); refuses a table of mixed lengths."""
        with self._conn.cursor(binary=True) as cur:  # the vectors as bytes, not hex text
            rows = cur.execute("SELECT source, span_id, vec FROM span_vectors WHERE kb_id = %s"
                               " ORDER BY source, span_id", (self._kb,)).fetchall()
        lengths = {len(r[2]) for r in rows}
        if len(lengths) > 1:
            raise StoreError(f"span_vectors holds vectors of several lengths {sorted(lengths)}; re-embed the KB")
        dim = lengths.pop() // 4 if lengths else 0
        matrix = np.frombuffer(b"".join(bytes(r[2]) for r in rows), dtype=_F32).reshape(len(rows), dim)
        return StoredVectors(
            sources=tuple(r[0] for r in rows),
            ids=np.fromiter((r[1] for r in rows), dtype=np.int64, count=len(rows)),
            matrix=np.ascontiguousarray(matrix, dtype=np.float32),
        )
