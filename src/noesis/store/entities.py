"""The entities of a SQLite KB and what links them: ``entities`` (name, kind, aliases),
``mentions`` (an entity named in a span, with a count), ``aligned`` (a fact with the spans
that state it) and the entity graph folded from them (:class:`~.protocol.GraphEdge`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence

from ..text import fold
from .base import StoreBase
from .protocol import GraphEdge

#: the ``graph_edges`` view folded to entity, source and fact nodes (span edges aggregated)
_GRAPH_ABOUT_SQL = """
SELECT 'source:' || s.name, 'about', 'entity:' || e.name, 1.0
  FROM sources s JOIN entities e ON e.name = s.entity
"""
_GRAPH_MENTIONS_SQL = """
SELECT 'source:' || src.name, 'mentions', 'entity:' || e.name, sum(m.count)
  FROM mentions m JOIN spans sp ON sp.id = m.span_id JOIN sources src ON src.id = sp.source_id
  JOIN entities e ON e.id = m.entity_id GROUP BY src.name, e.name
"""
_GRAPH_FACTS_SQL = """
SELECT 'fact:' || q.id, 'subject', 'entity:' || e.name, 1.0
  FROM quads q JOIN terms t ON t.id = q.s JOIN entities e ON e.name = t.value
UNION ALL
SELECT 'fact:' || q.id, 'object', 'entity:' || e.name, 1.0
  FROM quads q JOIN terms t ON t.id = q.o JOIN entities e ON e.name = t.value
UNION ALL
SELECT 'fact:' || q.id, 'from', 'source:' || src.name, 1.0
  FROM quads q JOIN sources src ON src.id = q.source_id
UNION ALL
SELECT 'fact:' || a.fact_id, 'aligned_with', 'source:' || src.name, count(*)
  FROM aligned a JOIN spans sp ON sp.id = a.span_id JOIN sources src ON src.id = sp.source_id
  GROUP BY a.fact_id, src.name
"""
_GRAPH_EDGES_SQL = f"{_GRAPH_ABOUT_SQL}UNION ALL{_GRAPH_MENTIONS_SQL}UNION ALL{_GRAPH_FACTS_SQL}"


def entity_ids(entities: Iterable[tuple[int, str, str, tuple[str, ...]]], names: Sequence[str]) -> list[int] | None:
    """The ids of the entities ``names`` names (matched case-folded), or ``None`` when some
    name is no entity (both stores' :meth:`co_mention_spans`)."""
    ents = {fold(n) for n in names}
    ids = [eid for eid, name, _k, _a in entities if fold(name) in ents]
    return None if len(ids) < len(ents) else ids


def entity_changes(current: Iterable[tuple[int, str, str, tuple[str, ...]]],
                   wanted: Iterable[tuple[str, str, Sequence[str]]]) -> tuple[list[int], list[tuple], list[tuple]]:
    """What makes the entity table (``current``, as :meth:`entities` lists it) equal
    ``wanted`` (name, kind, aliases), keeping the ids of names that stay: the ids to delete,
    the ``(name, kind, aliases JSON)`` to insert and the ``(kind, aliases JSON, id)`` to
    update, each in name order (both stores' :meth:`sync_entities`)."""
    have = {name: (eid, kind, aliases) for eid, name, kind, aliases in current}
    want = {name: (kind, tuple(aliases)) for name, kind, aliases in wanted}
    gone = [have[n][0] for n in sorted(set(have) - set(want))]
    new = [(n, k, json.dumps(list(a), ensure_ascii=False)) for n, (k, a) in sorted(want.items()) if n not in have]
    changed = [(k, json.dumps(list(a), ensure_ascii=False), have[n][0]) for n, (k, a) in sorted(want.items())
               if n in have and have[n][1:] != (k, a)]
    return gone, new, changed


class SQLiteEntities(StoreBase):
    """The entity, mention, alignment and graph methods of :class:`~.kb.KBStore`."""

    conn: sqlite3.Connection

    def entities(self) -> list[tuple[int, str, str, tuple[str, ...]]]:
        cur = self.conn.cursor()
        cur.row_factory = None  # plain tuples; an empty alias list is not parsed (issue 29)
        return [
            (r[0], r[1], r[2], () if r[3] == "[]" else tuple(json.loads(r[3])))
            for r in cur.execute("SELECT id, name, kind, aliases FROM entities ORDER BY name")
        ]

    def sync_entities(self, entities: Sequence[tuple[str, str, Sequence[str]]]) -> bool:
        """Make the entity table equal ``entities`` (name, kind, aliases), keeping ids of
        names that stay. Returns whether anything changed."""
        gone, new, changed = entity_changes(self.entities(), entities)
        self.conn.executemany("DELETE FROM entities WHERE id = ?", [(eid,) for eid in gone])
        self.conn.executemany("INSERT INTO entities (name, kind, aliases) VALUES (?,?,?)", new)
        self.conn.executemany("UPDATE entities SET kind = ?, aliases = ? WHERE id = ?", changed)
        return bool(gone or new or changed)

    def replace_mentions(self, rows: Iterable[tuple[int, int, int]], *, clear: bool) -> None:
        if clear:
            self.conn.execute("DELETE FROM mentions")
        self.conn.executemany("INSERT OR REPLACE INTO mentions VALUES (?,?,?)", rows)

    def replace_alignments(self, rows: Iterable[tuple[int, int, float]]) -> int:
        self.conn.execute("DELETE FROM aligned")
        cur = self.conn.executemany("INSERT OR IGNORE INTO aligned VALUES (?,?,?)", rows)
        return cur.rowcount

    def mention_counts(self) -> list[tuple[str, int, int]]:
        """``(source name, entity id, mentions in its spans)`` for every pair with any, by source."""
        return [
            (r[0], int(r[1]), int(r[2]))
            for r in self.conn.execute(
                "SELECT src.name, m.entity_id, sum(m.count) FROM mentions m JOIN spans sp ON sp.id = m.span_id"
                " JOIN sources src ON src.id = sp.source_id GROUP BY src.name, m.entity_id ORDER BY src.name"
            )
        ]

    def co_mention_spans(self, names: Sequence[str], scope: Sequence[str] | None, limit: int = 4) -> list[int]:
        """Ids of up to ``limit`` spans that mention every entity of ``names`` (matched
        case-folded), in ``scope`` sources when given, by source name then ordinal; none
        when some name is no entity."""
        ids = entity_ids(self.entities(), names)
        if ids is None:
            return []
        sql = (
            "SELECT m.span_id FROM mentions m JOIN spans sp ON sp.id = m.span_id JOIN sources src ON src.id = sp.source_id"
            f" WHERE m.entity_id IN ({','.join('?' * len(ids))})"
        )
        args: list = list(ids)
        if scope:
            sql += f" AND src.name IN ({','.join('?' * len(scope))})"
            args += list(scope)
        sql += (
            f" GROUP BY m.span_id HAVING count(DISTINCT m.entity_id) = {len(ids)}"
            f" ORDER BY src.name, sp.ordinal LIMIT {int(limit)}"
        )
        return [int(r[0]) for r in self.conn.execute(sql, args)]

    def graph_edges(self) -> list[GraphEdge]:
        """The entity graph activation runs on (see :class:`GraphEdge`)."""
        return [GraphEdge(r[0], r[1], r[2], float(r[3])) for r in self.conn.execute(_GRAPH_EDGES_SQL)]

    def graph_edge_rows(self, mention_counts: Sequence[tuple[str, int, int]]) -> list[list]:
        """:meth:`graph_edges` as ``[src, type, dst, weight]`` lists, its source-mentions-entity
        edges taken from ``mention_counts`` (what :meth:`mention_counts` returned, in the same
        transaction) instead of aggregating ``mentions`` over ``spans`` a second time (issue 29).
        The same edges in the same order: grouped by (source name, entity name), which SQLite
        emits in ascending binary order, the order of Python's ``str`` comparison."""
        names = dict(self.conn.execute("SELECT id, name FROM entities").fetchall())
        mentions = sorted((source, names[eid], n) for source, eid, n in mention_counts if eid in names)
        return [
            *([r[0], r[1], r[2], float(r[3])] for r in self.conn.execute(_GRAPH_ABOUT_SQL)),
            *(["source:" + source, "mentions", "entity:" + entity, float(n)] for source, entity, n in mentions),
            *([r[0], r[1], r[2], float(r[3])] for r in self.conn.execute(_GRAPH_FACTS_SQL)),
        ]
