"""Query structures precomputed at ingest: the per-(source, entity) mention counts the
inventory reads and the entity graph activation runs on.

Both are aggregates over ``mentions`` (one row per linked span): computing them costs
O(spans) in every process that opens the KB — ~85 ms each at 100k spans, ten times that at
1M — while what they hold is small (pairs of sources and entities, facts). The ingest
writes them in its own transaction (:func:`write_query_structures`, after linking), so
they change exactly when the data they summarise does. A reader loads them in O(their
size) (:func:`read_mention_counts`, :func:`read_graph_edges`) and returns ``None`` where a
KB predates migration 3 or holds none, and the caller computes them from the tables as
before.

The same transaction writes the KB's name index (:mod:`.names`), described by a row of its
own. The *generation* is a content hash of every payload: equal generations mean equal
structures, so a process can share one copy between every mesh that opens the KB
(:mod:`noesis.query.prebuilt`).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

from ..naming import kb_name_entries
from .kb import KBStore
from .names import NAME_INDEX, NameIndexInfo, index_payload, read_name_index, write_name_index
from .protocol import GraphEdge, KBStoreProtocol

MENTIONS = "mention_counts"
GRAPH = "graph_edges"
#: each source's first and last span id and span count: a source-filtered search seeks rowid
#: ranges (``KBStore._span_ranges``), and counting them is O(spans) — ~45 ms on a 1M-span KB,
#: paid by the first such search of every process
SPAN_BLOCKS = "span_blocks"
#: bumped when the payload layout changes; a payload of another version is ignored (recomputed)
PAYLOAD_VERSION = 1


def _payloads(store: KBStore) -> dict[str, str]:
    counts = store.mention_counts()
    mentions = [list(r) for r in counts]
    graph = store.graph_edge_rows(counts)
    blocks = [list(b) for b in store.span_blocks()]
    return {name: json.dumps({"v": PAYLOAD_VERSION, "rows": rows}, ensure_ascii=False, separators=(",", ":"))
            for name, rows in ((MENTIONS, mentions), (GRAPH, graph), (SPAN_BLOCKS, blocks))}


def write_query_structures(store: KBStoreProtocol) -> str:
    """Recompute and store both structures (inside the caller's transaction, if any);
    returns their generation. A PostgreSQL KB has no such table: ``""``, nothing written."""
    if not isinstance(store, KBStore):
        return ""
    payloads = _payloads(store)
    with store.joining_transaction():
        names = write_name_index(store, _kb_name(store), kb_name_entries(
            _kb_name(store), {s.name: s for s in store.sources()},
            {name: (eid, kind, aliases) for eid, name, kind, aliases in store.entities()}))
        if names is not None:
            payloads[NAME_INDEX] = index_payload(names)
        digest = hashlib.sha256()
        for name in sorted(payloads):
            digest.update(name.encode() + b"\0" + payloads[name].encode() + b"\0")
        generation = digest.hexdigest()[:32]
        store.conn.execute("DELETE FROM query_structures")
        store.conn.executemany(
            "INSERT INTO query_structures (name, generation, payload) VALUES (?, ?, ?)",
            [(name, generation, payloads[name]) for name in sorted(payloads)],
        )
    return generation


def _kb_name(store: KBStoreProtocol) -> str:
    """The KB's name as :attr:`noesis.knowledge_base.KnowledgeBase.name` reads it."""
    return (store.get_meta("kb") or {}).get("name", Path(store.path).stem)


def read_names_info(store: KBStoreProtocol, generation: str) -> NameIndexInfo | None:
    """The stored name index of ``generation`` (:mod:`.names`), when it is there and current."""
    if not isinstance(store, KBStore):
        return None
    try:
        row = store.conn.execute("SELECT payload FROM query_structures WHERE name = ? AND generation = ?",
                                 (NAME_INDEX, generation)).fetchone()
    except sqlite3.OperationalError:
        return None
    return read_name_index(store, None if row is None else row[0])


def query_generation(store: KBStoreProtocol) -> str | None:
    """The generation of the stored structures; ``None`` when the KB has none (or only part)."""
    if not isinstance(store, KBStore):
        return None
    try:
        rows = store.conn.execute("SELECT name, generation FROM query_structures").fetchall()
    except sqlite3.OperationalError:  # a KB from before migration 3, opened read-only
        return None
    found = {r[0]: r[1] for r in rows}
    if not {MENTIONS, GRAPH} <= set(found) or len(set(found.values())) != 1:
        return None  # (the span blocks came later: a KB without them still has the other two)
    return found[MENTIONS]


def _rows(store: KBStoreProtocol, name: str, generation: str) -> list | None:
    if not isinstance(store, KBStore):  # a PostgreSQL KB stores none
        return None
    try:
        row = store.conn.execute(
            "SELECT payload FROM query_structures WHERE name = ? AND generation = ?", (name, generation)
        ).fetchone()
    except sqlite3.OperationalError:
        return None
    if row is None:
        return None
    data = json.loads(row[0])
    return data["rows"] if data.get("v") == PAYLOAD_VERSION else None


def read_mention_counts(store: KBStoreProtocol, generation: str) -> list[tuple[str, int, int]] | None:
    """What :meth:`KBStore.mention_counts` returns, as stored under ``generation``."""
    rows = _rows(store, MENTIONS, generation)
    return None if rows is None else [(r[0], int(r[1]), int(r[2])) for r in rows]


def read_graph_edges(store: KBStoreProtocol, generation: str) -> list[GraphEdge] | None:
    """What :meth:`KBStore.graph_edges` returns, as stored under ``generation``."""
    rows = _rows(store, GRAPH, generation)
    return None if rows is None else [GraphEdge(r[0], r[1], r[2], float(r[3])) for r in rows]


def source_count(store: KBStoreProtocol) -> int | None:
    """How many sources the KB holds (a count of index pages, not a read of the rows);
    ``None`` for a store with no stored structures (PostgreSQL)."""
    if not isinstance(store, KBStore):
        return None
    return int(store.conn.execute("SELECT count(*) FROM sources").fetchone()[0])


def read_span_blocks(store: KBStoreProtocol, generation: str) -> list[tuple[str, int, int, int]] | None:
    """What :meth:`KBStore.span_blocks` returns, as stored under ``generation``; ``None`` for a
    KB ingested before they were stored."""
    rows = _rows(store, SPAN_BLOCKS, generation)
    return None if rows is None else [(r[0], int(r[1]), int(r[2]), int(r[3])) for r in rows]
