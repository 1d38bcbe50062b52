"""Dense retrieval parts: embedders (texts → unit vectors) and vector indexes (span id → vector).

::

    from noesis.dense import default_onnx_embedder, ExactIndex

    emb = default_onnx_embedder()             # all-MiniLM-L6-v2 int8, offline, 384 dims
    index = ExactIndex(store)                 # vectors in the KB's SQLite file (a KBStore)
    index.replace_source("notes.md", span_ids, emb.embed(texts))
    index.search(emb.embed([question])[0], k=8, sources=["notes.md"])  # [(span_id, cosine), ...]

Nothing heavy is imported here: onnxruntime loads when an :class:`OnnxEmbedder` is built,
chromadb and pymilvus when :class:`ChromaIndex` / :class:`MilvusIndex` are first named.
See docs/dense.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .embedders import (
    Embedder,
    OllamaEmbedder,
    OpenAIEmbedder,
    configured_embedder,
    parse_embedder_spec,
)
from .index import ExactIndex, VectorIndex
from .onnx_embedder import OnnxEmbedder, default_onnx_embedder

if TYPE_CHECKING:  # pragma: no cover
    from .chroma_index import ChromaIndex
    from .milvus_index import MilvusIndex

__all__ = [
    "ChromaIndex",
    "Embedder",
    "ExactIndex",
    "MilvusIndex",
    "OllamaEmbedder",
    "OnnxEmbedder",
    "OpenAIEmbedder",
    "VectorIndex",
    "configured_embedder",
    "default_onnx_embedder",
    "parse_embedder_spec",
]


def __getattr__(name: str):
    if name == "ChromaIndex":
        from .chroma_index import ChromaIndex

        return ChromaIndex
    if name == "MilvusIndex":
        from .milvus_index import MilvusIndex

        return MilvusIndex
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
