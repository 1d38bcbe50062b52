"""Milvus as a :class:`~noesis.dense.index.VectorIndex` (optional extra ``noesis-rag[milvus]``).

One code path for both deployments of ``pymilvus.MilvusClient``: a local file URI
(``/path/kb.milvus.db``) runs milvus-lite, an embedded Milvus, and ``http://host:19530`` (with
an optional ``token``) reaches a Milvus cluster when a KB outgrows one machine.

Collection: ``id`` INT64 primary key (the span id), ``source`` VARCHAR, ``vec`` FLOAT_VECTOR,
indexed ``FLAT`` (exact) with the COSINE metric by default and created with Strong consistency,
so a search sees every write that returned before it. It is created on the first write, when the
dimension is known. Filters are ``source in [...]`` expressions. Results are re-ranked by
(score desc, id asc) from an over-fetched candidate list, as for every backend.

Milvus has no multi-statement transactions: ``replace_source`` deletes then upserts; if the
process dies in between, the source has no vectors and calling ``replace_source`` again repairs it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from ..errors import BackendError, StoreError
from .index import Hit, UpsertWrites, check_k, check_query, tie_safe_top_k

DEFAULT_COLLECTION = "noesis_spans"
MAX_SOURCE_LENGTH = 65535
MAX_TOPK = 16384  # Milvus' limit on ``limit``
WRITE_BATCH = 2000


def _literal(value: str) -> str:
    """A Milvus expression string literal (JSON escaping is what the parser accepts)."""
    return json.dumps(str(value), ensure_ascii=False)


class MilvusIndex(UpsertWrites):
    """``MilvusIndex(uri)`` — a milvus-lite file or a cluster URI; or ``MilvusIndex(client=...)``
    to share one ``MilvusClient`` between several collections."""

    def __init__(self, uri: str | os.PathLike[str] | None = None, *, client: Any = None,
                 collection: str = DEFAULT_COLLECTION, token: str = "", index_type: str = "FLAT"):
        if client is None:
            if uri is None:
                raise ValueError("MilvusIndex needs a uri (a local .db file or http://host:19530) or a client")
            try:
                from pymilvus import MilvusClient
            except ImportError as exc:
                raise BackendError(f"the Milvus index needs pymilvus ({exc}); pip install 'noesis-rag[milvus]'") from None
            uri = os.fspath(uri)
            try:
                client = MilvusClient(uri=uri, token=token)
            except Exception as exc:
                raise BackendError(f"cannot open Milvus at {uri} ({' '.join(str(exc).split())[:200]})") from None
            self._owns_client = True
        else:
            self._owns_client = False
        self.client = client
        self.uri = uri
        self.name = collection
        self.index_type = index_type
        self._dim: int | None = None
        self._unflushed = False
        if client.has_collection(collection):
            self._load()

    def __repr__(self) -> str:
        return f"MilvusIndex({self.uri!r}, collection={self.name!r})"

    def _load(self) -> None:
        desc = self.client.describe_collection(self.name)
        for field in desc.get("fields", []):
            if field.get("name") == "vec":
                self._dim = int(field.get("params", {}).get("dim"))
        if self._dim is None:
            raise StoreError(f"Milvus collection {self.name!r} has no 'vec' field; not a Noēsis vector collection")
        self.client.load_collection(self.name)
        self._unflushed = True  # rows another process wrote may still sit in growing segments

    def _create(self, dim: int) -> None:
        from pymilvus import DataType, MilvusClient

        schema = MilvusClient.create_schema(auto_id=False, enable_dynamic_field=False)
        schema.add_field("id", DataType.INT64, is_primary=True)
        schema.add_field("source", DataType.VARCHAR, max_length=MAX_SOURCE_LENGTH)
        schema.add_field("vec", DataType.FLOAT_VECTOR, dim=dim)
        params = self.client.prepare_index_params()
        params.add_index(field_name="vec", index_type=self.index_type, metric_type="COSINE")
        self.client.create_collection(self.name, schema=schema, index_params=params, consistency_level="Strong")
        self._dim = dim

    # ---- writes

    def _upsert(self, ids: list[int], sources: Sequence[str], m: np.ndarray) -> None:
        if not ids:
            return
        if self._dim is None:
            self._create(m.shape[1])
        elif m.shape[1] != self._dim:
            raise StoreError(
                f"cannot store {m.shape[1]}-dimensional vectors in a Milvus collection of {self._dim}-dimensional ones"
            )
        for start in range(0, len(ids), WRITE_BATCH):
            end = start + WRITE_BATCH
            rows = [{"id": i, "source": str(s), "vec": v}
                    for i, s, v in zip(ids[start:end], sources[start:end], m[start:end].tolist(), strict=True)]
            self.client.upsert(self.name, rows)
        self._unflushed = True

    def delete_source(self, source: str) -> None:
        if self._dim is not None:
            self.client.delete(self.name, filter=f"source == {_literal(source)}")
            self._unflushed = True

    def flush(self) -> None:
        """Seal what was written so far. Searching growing (unsealed) segments is slow — about
        180 ms against 25 ms per query on 2,000 vectors in milvus-lite — so the first search
        after a write flushes once; call it yourself at the end of an ingest."""
        if self._dim is not None and self._unflushed:
            self.client.flush(self.name)
        self._unflushed = False

    # ---- reads

    def count(self, sources: Sequence[str] | None = None) -> int:
        if self._dim is None:
            return 0
        res = self.client.query(self.name, filter=self._filter(sources) or "", output_fields=["count(*)"])
        return int(res[0]["count(*)"]) if res else 0

    @staticmethod
    def _filter(sources: Sequence[str] | None) -> str | None:
        if sources is None:
            return None
        return "source in [" + ", ".join(_literal(s) for s in sorted({str(s) for s in sources})) + "]"

    def search(self, vector: np.ndarray, k: int, sources: Sequence[str] | None = None) -> list[Hit]:
        k = check_k(k)
        if k <= 0 or (sources is not None and len(sources) == 0) or self._dim is None:
            return []
        q = check_query(vector, self._dim).tolist()
        expr = self._filter(sources) or ""
        self.flush()

        def fetch(n: int) -> list[Hit]:
            res = self.client.search(self.name, data=[q], filter=expr, limit=n, output_fields=["id"],
                                     anns_field="vec", search_params={"metric_type": "COSINE"})
            return [(int(h["id"]), float(h["distance"])) for h in res[0]]

        return tie_safe_top_k(fetch, k, MAX_TOPK)  # a short answer means the candidates ran out

    def close(self) -> None:
        if self._owns_client:
            self.client.close()
