"""Vector indexes: the :class:`VectorIndex` protocol and the default exact backend.

Every backend stores one vector per span id, tagged with the span's source, and answers
``search(vector, k, sources)`` with ``(span_id, cosine)`` pairs sorted by score descending
then span id ascending — the same order from every backend, stable under ties (a tie at the
k-th place is broken by the smaller id, never by insertion or thread order).

:class:`ExactIndex` keeps the vectors in the KB's own SQLite file (the store's ``span_vectors``), so
the file stays the single artefact of a KB and vector writes share the ingest's transaction.
Search is an exact dot product over a float32 matrix cached in memory. The optional backends
(:mod:`.chroma_index`, :mod:`.milvus_index`) keep them in an external store.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

from ..errors import StoreError

if TYPE_CHECKING:  # pragma: no cover
    from ..store.protocol import KBStoreProtocol

Hit = tuple[int, float]


@runtime_checkable
class VectorIndex(Protocol):
    """Span vectors tagged by source; cosine top-k, optionally restricted to a set of sources."""

    def add(self, ids: Sequence[int], sources: Sequence[str], vectors: np.ndarray) -> None:
        """Insert or overwrite (by span id) one vector per id."""

    def replace_source(self, source: str, ids: Sequence[int], vectors: np.ndarray) -> None:
        """Drop every vector of ``source``, then add these; when it returns only the new ones exist."""

    def delete_source(self, source: str) -> None:
        """Drop every vector of ``source`` (no error if it has none)."""

    def search(self, vector: np.ndarray, k: int, sources: Sequence[str] | None = None) -> list[Hit]:
        """Top ``k`` ``(span_id, cosine)``, score desc then id asc; ``sources=None`` searches all."""

    def count(self) -> int:
        """Number of vectors stored."""

    def close(self) -> None:
        """Release the backend (files, connections, embedded servers)."""


# --------------------------------------------------------------------------- shared helpers


def check_batch(ids: Sequence[int], sources: Sequence[str] | None, vectors: np.ndarray) -> tuple[list[int], np.ndarray]:
    """Validate one write: integer ids, as many sources and rows as ids, a 2-D finite matrix.
    Returns the ids as Python ints and the rows as float32 unit vectors."""
    ids = [int(i) for i in ids]
    m = np.asarray(vectors, dtype=np.float32)
    if m.ndim == 1 and m.size == 0:
        m = m.reshape(0, 0)
    if m.ndim != 2:
        raise ValueError(f"vectors must be a 2-D (n, dim) array, got shape {m.shape}")
    if m.shape[0] != len(ids):
        raise ValueError(f"{len(ids)} ids but {m.shape[0]} vectors")
    if sources is not None and len(sources) != len(ids):
        raise ValueError(f"{len(ids)} ids but {len(sources)} sources")
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate span ids in one write")
    if m.size and not np.isfinite(m).all():
        raise ValueError("vectors contain NaN or infinity")
    return ids, normalise(m)


def normalise(m: np.ndarray) -> np.ndarray:
    m = np.asarray(m, dtype=np.float32)
    if m.ndim == 1:
        n = float(np.linalg.norm(m))
        return (m / n).astype(np.float32) if n else m
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (m / norms).astype(np.float32, copy=False)


def check_query(vector: np.ndarray, dim: int | None) -> np.ndarray:
    q = np.asarray(vector, dtype=np.float32)
    if q.ndim == 2 and q.shape[0] == 1:
        q = q[0]
    if q.ndim != 1:
        raise ValueError(f"search takes one vector, got shape {q.shape}")
    if dim is not None and q.shape[0] != dim:
        raise StoreError(
            f"query vector has {q.shape[0]} dimensions but the index holds {dim}-dimensional vectors; "
            "was the KB embedded with another model?"
        )
    if not np.isfinite(q).all():
        raise ValueError("query vector contains NaN or infinity")
    return normalise(q)


def rank(hits: Sequence[Hit], k: int) -> list[Hit]:
    """Score descending, then span id ascending; the first ``k``."""
    return sorted(hits, key=lambda h: (-h[1], h[0]))[:k]


def tie_safe_top_k(fetch: Callable[[int], list[Hit]], k: int, limit: int) -> list[Hit]:
    """Top-k from a backend that returns *some* ``n`` best hits in its own order: fetch more than
    ``k``, re-rank, and widen the fetch while a tie at the k-th score might continue past what was
    fetched, so ties are always broken by the smaller id (up to the backend's own recall)."""
    if k <= 0 or limit <= 0:
        return []
    n = min(limit, max(2 * k, k + 16))
    while True:
        hits = rank(fetch(n), n)
        if len(hits) < n or n >= limit or len(hits) <= k or hits[-1][1] < hits[k - 1][1]:
            return hits[:k]
        n = min(limit, 2 * n)


def check_k(k: int) -> int:
    if isinstance(k, bool) or not isinstance(k, int | np.integer):
        raise TypeError(f"k must be an integer, got {k!r}")
    return int(k)


class UpsertWrites:
    """``add`` and ``replace_source`` for a client-server index (Chroma, Milvus) that has
    only upserts and a delete by source: the subclass supplies ``_upsert(ids, sources,
    matrix)`` and ``delete_source(source)``."""

    def _upsert(self, ids: list[int], sources: list[str], m: np.ndarray) -> None:
        raise NotImplementedError

    def delete_source(self, source: str) -> None:
        raise NotImplementedError

    def add(self, ids: Sequence[int], sources: Sequence[str], vectors: np.ndarray) -> None:
        ids, m = check_batch(ids, sources, vectors)
        self._upsert(ids, list(sources), m)

    def replace_source(self, source: str, ids: Sequence[int], vectors: np.ndarray) -> None:
        ids, m = check_batch(ids, None, vectors)
        self.delete_source(source)
        self._upsert(ids, [source] * len(ids), m)


# --------------------------------------------------------------------------- exact backend


@dataclass(frozen=True)
class _Snapshot:
    """The vectors as loaded: rows ordered by (source, span_id); ``ranges[source]`` = its rows."""

    version: tuple[int, int]  # the store's change stamp when loaded
    ids: np.ndarray  # int64, one per row
    matrix: np.ndarray  # float32 (rows, dim), unit rows
    ranges: dict[str, tuple[int, int]]


class ExactIndex:
    """Exact cosine search over vectors kept in the KB's SQLite file (the store's
    ``span_vectors`` table, :mod:`noesis.store.vectors`).

    Writes join the caller's transaction when one is open on the store (nothing is committed
    then: the caller's commit or rollback decides); otherwise each write is its own transaction.
    The matrix is loaded from the table ordered by (source, span_id), so the rows of a source are
    one contiguous slice and a source filter costs nothing per row. It is cached in memory and
    reloaded after any write on the store's connection or a commit by another connection
    (:meth:`KBStore.change_stamp`); it is never cached while the store has an open transaction
    (a rollback could otherwise leave stale rows in the cache).
    """

    def __init__(self, store: KBStoreProtocol):
        self.store = store
        # False only for a KB of schema 1 opened read-only: an empty index that refuses writes
        self._table = store.vectors.exists()
        self._cache: _Snapshot | None = None

    # ---- writes

    @contextmanager
    def _write(self) -> Iterator[None]:
        if not self._table:
            raise StoreError("this KB has no span_vectors table and was opened read-only; ingest it again")
        self._cache = None
        try:
            with self.store.joining_transaction():
                yield
        finally:
            self._cache = None

    def _insert(self, ids: list[int], sources: Sequence[str], m: np.ndarray) -> None:
        if not ids:
            return
        dim = self.store.vectors.dim()
        if dim is not None and m.shape[1] != dim:
            raise StoreError(
                f"cannot store {m.shape[1]}-dimensional vectors in an index of {dim}-dimensional ones; "
                "re-embed the whole KB with one model"
            )
        self.store.vectors.put(ids, sources, m)

    def add(self, ids: Sequence[int], sources: Sequence[str], vectors: np.ndarray) -> None:
        ids, m = check_batch(ids, sources, vectors)
        with self._write():
            self._insert(ids, sources, m)

    def replace_source(self, source: str, ids: Sequence[int], vectors: np.ndarray) -> None:
        ids, m = check_batch(ids, None, vectors)
        with self._write():
            self.store.vectors.delete_source(source)
            self._insert(ids, [source] * len(ids), m)

    def delete_source(self, source: str) -> None:
        with self._write():
            self.store.vectors.delete_source(source)

    # ---- reads

    def count(self) -> int:
        return self.store.vectors.count()

    @property
    def dim(self) -> int | None:
        return self.store.vectors.dim()

    def _snapshot(self) -> _Snapshot:
        version = self.store.change_stamp()
        if self._cache is not None and self._cache.version == version and not self.store.in_transaction:
            return self._cache
        stored = self.store.vectors.load()
        ranges: dict[str, tuple[int, int]] = {}
        for pos, source in enumerate(stored.sources):
            first = ranges.get(source, (pos, pos))[0]
            ranges[source] = (first, pos + 1)
        snap = _Snapshot(version, stored.ids, stored.matrix, ranges)
        if not self.store.in_transaction:
            self._cache = snap
        return snap

    def search(self, vector: np.ndarray, k: int, sources: Sequence[str] | None = None) -> list[Hit]:
        k = check_k(k)
        if k <= 0 or (sources is not None and len(sources) == 0) or not self._table:
            return []
        snap = self._snapshot()
        if len(snap.ids) == 0:
            return []
        q = check_query(vector, snap.matrix.shape[1])
        if sources is None:
            return top_k(snap.ids, snap.matrix @ q, k)
        # Rows are grouped by source, so a source filter is a few contiguous slices: no gather.
        slices = [snap.ranges[s] for s in sorted({str(s) for s in sources}) if s in snap.ranges]
        if not slices:
            return []
        ids = np.concatenate([snap.ids[a:b] for a, b in slices])
        scores = np.concatenate([snap.matrix[a:b] @ q for a, b in slices])
        return top_k(ids, scores, k)

    def close(self) -> None:
        """Drop the cached matrix; the store belongs to the caller and stays open."""
        self._cache = None


def top_k(ids: np.ndarray, scores: np.ndarray, k: int) -> list[Hit]:
    """Exact top-k by (score desc, id asc): every row tied with the k-th score is a candidate,
    so a tie at the cut is broken by id, not by argpartition's arbitrary choice."""
    n = len(ids)
    if n == 0 or k <= 0:
        return []
    if k < n:
        kth = np.partition(scores, n - k)[n - k]  # the k-th largest score
        cand = np.flatnonzero(scores >= kth)
    else:
        cand = np.arange(n)
    order = np.lexsort((ids[cand], -scores[cand]))[:k]
    chosen = cand[order]
    return [(int(i), float(s)) for i, s in zip(ids[chosen], scores[chosen], strict=True)]
