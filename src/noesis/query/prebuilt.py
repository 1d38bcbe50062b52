"""The precomputed query structures of a KB, loaded once per process and shared by every
mesh that opens it.

A KB ingested by this version holds its mention counts and entity graph
(:mod:`noesis.store.structures`) under a content hash, the *generation*. The process keeps
one copy per (KB file, generation): the first mesh over a KB reads them in O(their size),
every later one (a server's pooled meshes, a second ``Mesh.open``) reuses them — an
``EntityGraph`` and the mention lists are read-only once built. A KB re-ingested since
has a new generation, so its new structures replace the old copy; a KB with none (from
before migration 3) is computed from its tables per mesh, as before.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from ..knowledge_base import KnowledgeBase
from ..store.protocol import KBStoreProtocol
from ..store.structures import (
    query_generation,
    read_graph_edges,
    read_mention_counts,
    read_span_blocks,
)
from .activation import EntityGraph
from .inventory import KBInventory, build_kb_inventory


@dataclass
class _Shared:
    generation: str
    mention_counts: list[tuple[str, int, int]] | None = None
    graph: EntityGraph | None = None
    span_blocks: list[tuple[str, int, int, int]] | None = None


_LOCK = threading.Lock()
#: resolved KB path → the structures of its latest generation seen by this process
_SHARED: dict[str, _Shared] = {}


def _shared(store: KBStoreProtocol) -> _Shared | None:
    generation = query_generation(store)
    if generation is None or store.path == ":memory:":
        return None
    key = str(Path(store.path).resolve())
    with _LOCK:
        entry = _SHARED.get(key)
        if entry is None or entry.generation != generation:
            entry = _SHARED[key] = _Shared(generation)
        return entry


def kb_inventory(kb: KnowledgeBase) -> KBInventory:
    """:func:`build_kb_inventory` over the KB's stored mention counts where it has them (and
    the store seeded with its stored span blocks)."""
    stamp = kb.store.span_range_stamp()  # before the blocks are read; None: nothing to seed
    entry = _shared(kb.store)
    if entry is None:
        return build_kb_inventory(kb)
    _seed_span_blocks(kb.store, entry, stamp)
    counts = entry.mention_counts
    if counts is None:
        counts = read_mention_counts(kb.store, entry.generation)
        if counts is None:
            return build_kb_inventory(kb)
        entry.mention_counts = counts
    return build_kb_inventory(kb, counts)


def _seed_span_blocks(store: KBStoreProtocol, entry: _Shared, stamp: tuple[int, int] | None) -> None:
    blocks = entry.span_blocks
    if blocks is None:
        blocks = read_span_blocks(store, entry.generation)
        if blocks is None:
            return
        entry.span_blocks = blocks
    if stamp is not None:
        store.seed_span_ranges(stamp, blocks)


def entity_graph(store: KBStoreProtocol) -> EntityGraph:
    """The KB's entity graph: the process's shared copy, else the stored edges, else computed."""
    entry = _shared(store)
    if entry is None:
        return EntityGraph.from_store(store)
    if entry.graph is None:
        edges = read_graph_edges(store, entry.generation)
        graph = EntityGraph(edges) if edges is not None else EntityGraph.from_store(store)
        with _LOCK:
            if entry.graph is None:
                entry.graph = graph
    return entry.graph


def forget_shared() -> None:
    """Drop every shared copy (tests; a process that re-ingests and wants memory back)."""
    with _LOCK:
        _SHARED.clear()
