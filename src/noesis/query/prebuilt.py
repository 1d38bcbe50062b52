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
    read_names_info,
    read_span_blocks,
    source_count,
)
from .activation import EntityGraph
from .inventory import KBInventory, build_kb_inventory, name_entries
from .names import MemoryNames, NameLookup, StoredNames


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


#: a KB of at most this many sources has its stored span blocks seeded into the store when it
#: opens (~3 µs a source), so no search counts a big source's spans; a larger one opens without
#: them, and a source-filtered search counts the spans of the sources it names, once each
SEED_MAX_SOURCES = 1000


def kb_inventory(kb: KnowledgeBase) -> KBInventory:
    """The inventory of ``kb``, its mention counts read on first use from the KB's stored
    ones where it has them (shared by the process), else aggregated from the store. Nothing
    O(the KB's sources) is read here beyond :data:`SEED_MAX_SOURCES`: a mesh opens in time
    independent of its sources (issue 29)."""
    stamp = kb.store.span_range_stamp()  # before the blocks are read; None: nothing to seed
    entry = _shared(kb.store)
    if entry is None:
        return build_kb_inventory(kb)
    count = source_count(kb.store)
    if count is not None and count <= SEED_MAX_SOURCES:
        _seed_span_blocks(kb.store, entry, stamp)
    return KBInventory(kb, lambda: _mention_counts(kb.store, entry))


def _seed_span_blocks(store: KBStoreProtocol, entry: _Shared, stamp: tuple[int, int] | None) -> None:
    blocks = entry.span_blocks
    if blocks is None:
        blocks = read_span_blocks(store, entry.generation)
        if blocks is None:
            return
        entry.span_blocks = blocks
    if stamp is not None:
        store.seed_span_ranges(stamp, blocks)


def _mention_counts(store: KBStoreProtocol, entry: _Shared) -> list[tuple[str, int, int]] | None:
    if entry.mention_counts is None:
        entry.mention_counts = read_mention_counts(store, entry.generation)
    return entry.mention_counts


def kb_names(inv: KBInventory) -> NameLookup:
    """The names of ``inv``'s KB: its stored name index when it has a current one (read per
    question), else every name built in memory now (:mod:`.names`)."""
    store = inv.kb.store
    generation = query_generation(store)
    info = read_names_info(store, generation) if generation is not None else None
    if info is not None and info.kb == inv.name:
        return StoredNames(store, inv.name, info)
    return MemoryNames(name_entries(inv))


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
