"""The entities of a PostgreSQL KB and what links them (see :mod:`.entities` for the
SQLite file's): ``entities``, ``mentions``, ``aligned`` and the entity graph, every join on
``kb_id``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from .base import StoreBase
from .entities import entity_changes, entity_ids
from .protocol import GraphEdge

_GRAPH_EDGES_SQL = """
SELECT 'source:' || s.name, 'about', 'entity:' || e.name, 1.0::float8
  FROM sources s JOIN entities e ON e.kb_id = s.kb_id AND e.name = s.entity WHERE s.kb_id = %(kb)s
UNION ALL
SELECT 'source:' || src.name, 'mentions', 'entity:' || e.name, sum(m.count)::float8
  FROM mentions m JOIN spans sp ON sp.kb_id = m.kb_id AND sp.id = m.span_id
  JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id
  JOIN entities e ON e.kb_id = m.kb_id AND e.id = m.entity_id WHERE m.kb_id = %(kb)s GROUP BY src.name, e.name
UNION ALL
SELECT 'fact:' || q.id, 'subject', 'entity:' || e.name, 1.0::float8
  FROM quads q JOIN terms t ON t.kb_id = q.kb_id AND t.id = q.s
  JOIN entities e ON e.kb_id = q.kb_id AND e.name = t.value WHERE q.kb_id = %(kb)s
UNION ALL
SELECT 'fact:' || q.id, 'object', 'entity:' || e.name, 1.0::float8
  FROM quads q JOIN terms t ON t.kb_id = q.kb_id AND t.id = q.o
  JOIN entities e ON e.kb_id = q.kb_id AND e.name = t.value WHERE q.kb_id = %(kb)s
UNION ALL
SELECT 'fact:' || q.id, 'from', 'source:' || src.name, 1.0::float8
  FROM quads q JOIN sources src ON src.kb_id = q.kb_id AND src.id = q.source_id WHERE q.kb_id = %(kb)s
UNION ALL
SELECT 'fact:' || a.fact_id, 'aligned_with', 'source:' || src.name, count(*)::float8
  FROM aligned a JOIN spans sp ON sp.kb_id = a.kb_id AND sp.id = a.span_id
  JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id WHERE a.kb_id = %(kb)s
  GROUP BY a.fact_id, src.name
"""


class PGEntities(StoreBase):
    """The entity, mention, alignment and graph methods of :class:`~.postgres.PGStore`."""

    kb_id: int

    def entities(self) -> list[tuple[int, str, str, tuple[str, ...]]]:
        return [(int(r[0]), r[1], r[2], tuple(json.loads(r[3]))) for r in self._q(
            "SELECT id, name, kind, aliases FROM entities WHERE kb_id = %s ORDER BY name", (self.kb_id,))]

    def sync_entities(self, entities: Sequence[tuple[str, str, Sequence[str]]]) -> bool:
        """Make the entity table equal ``entities`` (name, kind, aliases), keeping ids of
        names that stay. Returns whether anything changed."""
        gone, new, changed = entity_changes(self.entities(), entities)
        if gone:
            self.conn.execute("DELETE FROM entities WHERE kb_id = %s AND id = ANY(%s::bigint[])", (self.kb_id, gone))
        with self.conn.cursor() as cur:
            cur.executemany("INSERT INTO entities (kb_id, name, kind, aliases) VALUES (%s,%s,%s,%s)",
                            [(self.kb_id, *r) for r in new])
            cur.executemany("UPDATE entities SET kind = %s, aliases = %s WHERE kb_id = %s AND id = %s",
                            [(kind, aliases, self.kb_id, eid) for kind, aliases, eid in changed])
        return bool(gone or new or changed)

    def replace_mentions(self, rows: Iterable[tuple[int, int, int]], *, clear: bool) -> None:
        if clear:
            self.conn.execute("DELETE FROM mentions WHERE kb_id = %s", (self.kb_id,))
        with self.conn.cursor() as cur:
            cur.executemany("INSERT INTO mentions VALUES (%s,%s,%s,%s) ON CONFLICT (kb_id, span_id, entity_id)"
                            " DO UPDATE SET count = excluded.count",
                            [(self.kb_id, int(s), int(e), int(c)) for s, e, c in rows])

    def replace_alignments(self, rows: Iterable[tuple[int, int, float]]) -> int:
        self.conn.execute("DELETE FROM aligned WHERE kb_id = %s", (self.kb_id,))
        unique = list(dict.fromkeys((int(f), int(s), float(p)) for f, s, p in rows))
        with self.conn.cursor() as cur, cur.copy("COPY aligned (kb_id, fact_id, span_id, position) FROM STDIN") as copy:
            for r in unique:
                copy.write_row((self.kb_id, *r))
        return len(unique)

    def mention_counts(self) -> list[tuple[str, int, int]]:
        return [(r[0], int(r[1]), int(r[2])) for r in self._q(
            "SELECT src.name, m.entity_id, sum(m.count) FROM mentions m JOIN spans sp ON sp.kb_id = m.kb_id"
            " AND sp.id = m.span_id JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id"
            " WHERE m.kb_id = %s GROUP BY src.name, m.entity_id ORDER BY src.name, m.entity_id", (self.kb_id,))]

    def co_mention_spans(self, names: Sequence[str], scope: Sequence[str] | None, limit: int = 4) -> list[int]:
        """Ids of up to ``limit`` spans mentioning every entity of ``names`` (see KBStore)."""
        ids = entity_ids(self.entities(), names)
        if ids is None:
            return []
        sql = ("SELECT m.span_id FROM mentions m JOIN spans sp ON sp.kb_id = m.kb_id AND sp.id = m.span_id"
               " JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id"
               " WHERE m.kb_id = %s AND m.entity_id = ANY(%s::bigint[])")
        args: list = [self.kb_id, ids]
        if scope:
            sql += " AND src.name = ANY(%s)"
            args.append(list(scope))
        sql += (f" GROUP BY m.span_id, src.name, sp.ordinal HAVING count(DISTINCT m.entity_id) = {len(ids)}"
                f" ORDER BY src.name, sp.ordinal LIMIT {int(limit)}")
        return [int(r[0]) for r in self._q(sql, args)]

    def graph_edges(self) -> list[GraphEdge]:
        return [GraphEdge(r[0], r[1], r[2], float(r[3])) for r in self._q(_GRAPH_EDGES_SQL, {"kb": self.kb_id})]
