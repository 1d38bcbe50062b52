"""ChromaDB as a :class:`~noesis.dense.index.VectorIndex` (optional extra ``noesis-rag[chroma]``).

The collection is created with ``embedding_function=None`` and the cosine space: Noēsis always
supplies the vectors, Chroma never embeds. Span ids are stored as decimal strings, the source
as metadata (``where={"source": {"$in": [...]}}`` filters). Chroma's HNSW search is approximate
and its order under ties is its own, so results are re-ranked by (score desc, id asc) from an
over-fetched candidate list (:func:`~noesis.dense.index.tie_safe_top_k`).

Chroma has no transactions: ``replace_source`` deletes then upserts. If the process dies between
the two, the source has no vectors (never a mix); calling ``replace_source`` again repairs it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import BackendError, StoreError
from .index import Hit, UpsertWrites, check_k, check_query, tie_safe_top_k

DEFAULT_COLLECTION = "noesis-spans"


def _settings():
    from chromadb.config import Settings

    return Settings(anonymized_telemetry=False)


def _import_chromadb():
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    try:
        import chromadb
    except ImportError as exc:
        raise BackendError(f"the Chroma index needs chromadb ({exc}); pip install 'noesis-rag[chroma]'") from None
    return chromadb


class ChromaIndex(UpsertWrites):
    """``ChromaIndex(path)`` — a local folder (``PersistentClient``); ``ChromaIndex(client=...)``
    — any Chroma client, e.g. :meth:`http` for a Chroma server; neither — an in-memory client
    (shared by every in-memory ``ChromaIndex`` of the process: give each its own ``collection``)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, client: Any = None,
                 collection: str = DEFAULT_COLLECTION, hnsw: dict[str, int] | None = None):
        chromadb = _import_chromadb()
        if client is None:
            if path is None:
                client = chromadb.EphemeralClient(settings=_settings())
            else:
                Path(path).mkdir(parents=True, exist_ok=True)
                client = chromadb.PersistentClient(path=str(path), settings=_settings())
        self.client = client
        self.name = collection
        # ``hnsw`` (e.g. {"ef_search": 400, "ef_construction": 200, "max_neighbors": 32}) applies
        # when the collection is created; Chroma's defaults are ef 100 / 100, 16 neighbours.
        self.collection = client.get_or_create_collection(
            collection, embedding_function=None, configuration={"hnsw": {"space": "cosine", **(hnsw or {})}}
        )
        self._batch = max(1, int(getattr(client, "get_max_batch_size", lambda: 5000)()))
        self._known_dim: int | None = None  # a Chroma collection keeps its first dimension

    @classmethod
    def http(cls, host: str = "localhost", port: int = 8000, *, ssl: bool = False,
             headers: dict[str, str] | None = None, collection: str = DEFAULT_COLLECTION) -> ChromaIndex:
        """A Chroma server (``chroma run``) through ``HttpClient``."""
        chromadb = _import_chromadb()
        try:
            client = chromadb.HttpClient(host=host, port=port, ssl=ssl, headers=headers, settings=_settings())
        except Exception as exc:
            raise BackendError(f"cannot reach Chroma at {host}:{port} ({' '.join(str(exc).split())})") from None
        return cls(client=client, collection=collection)

    def __repr__(self) -> str:
        return f"ChromaIndex(collection={self.name!r}, count={self.count()})"

    # ---- writes

    def _dim(self) -> int | None:
        if self._known_dim is None:
            got = self.collection.get(limit=1, include=["embeddings"])
            emb = got.get("embeddings")
            self._known_dim = None if emb is None or len(emb) == 0 else len(emb[0])
        return self._known_dim

    def _upsert(self, ids: list[int], sources: Sequence[str], m: np.ndarray) -> None:
        if not ids:
            return
        dim = self._dim()
        if dim is not None and m.shape[1] != dim:
            raise StoreError(
                f"cannot store {m.shape[1]}-dimensional vectors in a Chroma collection of {dim}-dimensional ones"
            )
        for start in range(0, len(ids), self._batch):
            end = start + self._batch
            self.collection.upsert(
                ids=[str(i) for i in ids[start:end]],
                embeddings=m[start:end],
                metadatas=[{"source": str(s)} for s in sources[start:end]],
            )

    def delete_source(self, source: str) -> None:
        self.collection.delete(where={"source": str(source)})

    # ---- reads

    def count(self) -> int:
        return int(self.collection.count())

    def search(self, vector: np.ndarray, k: int, sources: Sequence[str] | None = None) -> list[Hit]:
        k = check_k(k)
        if k <= 0 or (sources is not None and len(sources) == 0):
            return []
        total = self.count()
        if total == 0:
            return []
        q = check_query(vector, self._dim())
        where = None if sources is None else {"source": {"$in": sorted({str(s) for s in sources})}}

        def fetch(n: int) -> list[Hit]:
            res = self.collection.query(query_embeddings=[q], n_results=n, where=where, include=["distances"])
            return [(int(i), 1.0 - float(d)) for i, d in zip(res["ids"][0], res["distances"][0], strict=True)]

        return tie_safe_top_k(fetch, k, total)

    def close(self) -> None:
        """Chroma clients hold no resource that needs closing; kept for the protocol."""
