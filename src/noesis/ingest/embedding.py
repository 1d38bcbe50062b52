"""The dense half of an ingest: span vectors kept in the KB file, incremental with it.

Runs inside the ingest's transaction, after the link phase. A source is (re-)embedded
when it was written by this ingest, when it has no vectors yet, or when the embedder's
identity differs from the one recorded in the KB (then every source is). The identity
and spec are recorded in ``meta['embedder']``; queries refuse a different embedder.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..dense.embedders import Embedder
from ..dense.index import ExactIndex
from ..store.protocol import KBStoreProtocol

BATCH = 256


def embed_sources(
    store: KBStoreProtocol,
    embedder: Embedder,
    spec: str,
    changed_ids: Sequence[int],
    removed: Sequence[str],
    progress: Callable[[str, int, int, str], None] | None = None,
) -> int:
    """Embed what needs it; returns the number of spans embedded."""
    note = progress or (lambda *_: None)
    index = ExactIndex(store)
    recorded = store.get_meta("embedder") or {}
    same = recorded.get("identity") == embedder.identity
    if not same:
        store.vectors.delete_all()
    for name in removed:
        index.delete_source(name)
    have = set(store.vectors.sources())
    changed = set(changed_ids)
    todo = [s for s in store.sources() if s.spans and (s.id in changed or s.name not in have or not same)]
    total = sum(s.spans for s in todo)
    done = 0
    note("embed", 0, total, "")
    for src in todo:
        spans = store.spans_of(src.name)
        ids = [sp.id for sp in spans]
        texts = [(f"{sp.speaker}: " if sp.speaker else "") + sp.text for sp in spans]
        parts = []
        for i in range(0, len(texts), BATCH):
            parts.append(embedder.embed(texts[i : i + BATCH]))
            done += len(texts[i : i + BATCH])
            note("embed", done, total, src.name)
        import numpy as np

        index.replace_source(src.name, ids, np.vstack(parts) if parts else np.zeros((0, 1), np.float32))
    store.set_meta("embedder", {"identity": embedder.identity, "spec": spec})
    return done


def drop_vectors(store: KBStoreProtocol) -> None:
    """Forget every vector and the recorded embedder (an ingest with ``--dense off``)."""
    store.vectors.delete_all()
    store.delete_meta("embedder")
