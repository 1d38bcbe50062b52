"""The facts of a PostgreSQL KB as quads (see :mod:`.quads` for the SQLite file's):
``terms`` and ``quads`` keyed by ``kb_id``, facts written with ``COPY``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from ..model import Fact, FactRecord
from .base import StoreBase
from .quads import bound_terms, with_alignments

_FACT_SELECT = """
SELECT q.id, ts.value, tp.value, tob.value, tc.value, q.value, q.unit, q.position, q.positions,
       q.tie_count, q.priority, q.origin, q.metric, q.statistic, src.name
  FROM quads q
  JOIN terms ts ON ts.kb_id = q.kb_id AND ts.id = q.s JOIN terms tp ON tp.kb_id = q.kb_id AND tp.id = q.p
  JOIN terms tob ON tob.kb_id = q.kb_id AND tob.id = q.o JOIN terms tc ON tc.kb_id = q.kb_id AND tc.id = q.c
  LEFT JOIN sources src ON src.kb_id = q.kb_id AND src.id = q.source_id
 WHERE q.kb_id = %s"""


#: each fact's aligned span ids, in the statement that reads the facts (one round trip, not two)
_ALIGNED_COLUMN = (",\n       (SELECT array_agg(a.span_id ORDER BY a.position, a.span_id) FROM aligned a"
                   " WHERE a.kb_id = q.kb_id AND a.fact_id = q.id)\n ")


def _fact(r: Sequence[Any]) -> Fact:
    return Fact(id=int(r[0]), subject=r[1], predicate=r[2], object=r[3], context=r[4], value=r[5],
                unit=r[6], position=r[7], positions=tuple(json.loads(r[8])), tie_count=r[9],
                priority=r[10], origin=r[11], metric=r[12], statistic=r[13], source=r[14] or "")


class PGQuads(StoreBase):
    """The term and fact methods of :class:`~.postgres.PGStore`."""

    kb_id: int

    # ------------------------------------------------------------------ terms
    def intern(self, value: str) -> int:
        tid = self._term_cache.get(value)
        if tid is None:
            tid = int(self._one(
                "WITH ins AS (INSERT INTO terms (kb_id, value) VALUES (%s, %s) ON CONFLICT (kb_id, value) DO NOTHING"
                " RETURNING id) SELECT id FROM ins UNION ALL SELECT id FROM terms WHERE kb_id = %s AND value = %s",
                (self.kb_id, value, self.kb_id, value)))
            self._term_cache[value] = tid
        return tid

    def _term_id(self, value: str) -> int | None:
        row = self.conn.execute("SELECT id FROM terms WHERE kb_id = %s AND value = %s", (self.kb_id, value)).fetchone()
        return None if row is None else int(row[0])

    def prune_terms(self) -> None:
        self.conn.execute(
            "DELETE FROM terms t WHERE t.kb_id = %(kb)s AND NOT EXISTS (SELECT 1 FROM quads q WHERE q.kb_id = %(kb)s"
            " AND t.id IN (q.s, q.p, q.o, q.c))", {"kb": self.kb_id})
        self._term_cache.clear()

    # ------------------------------------------------------------------ facts
    def add_facts(self, facts: Iterable[FactRecord], source_id: int | None) -> int:
        rows = [
            (self.kb_id, self.intern(f.subject), self.intern(f.predicate), self.intern(f.object),
             self.intern(f.context), source_id, f.value, f.unit, f.position, json.dumps(list(f.positions)),
             f.tie_count, f.priority, f.origin, f.metric, f.statistic, f.line)
            for f in facts
        ]
        if rows:
            with self.conn.cursor() as cur, cur.copy(
                "COPY quads (kb_id, s, p, o, c, source_id, value, unit, position, positions, tie_count,"
                " priority, origin, metric, statistic, line) FROM STDIN"
            ) as copy:
                for r in rows:
                    copy.write_row(r)
        return len(rows)

    def quads(self, s: str | None = None, p: str | None = None, o: str | None = None,
              c: str | None = None) -> list[Fact]:
        """Quads matching any combination of bound subject, predicate, object, context."""
        bound = bound_terms(self._term_id, s, p, o, c)
        if bound is None:
            return []
        where = "".join(f" AND q.{col} = %s" for col, _ in bound)
        return [_fact(r) for r in self._q(_FACT_SELECT + where + " ORDER BY q.id",
                                          [self.kb_id, *(tid for _, tid in bound)])]

    def facts(self, *, entity: str | None = None, metric: str | None = None, statistic: str | None = None,
              priority: int | None = None, source: str | None = None, origin: str | None = None) -> list[Fact]:
        """Facts filtered by attributes; ``entity`` matches subject or object (case-folded)."""
        where, args = "", [self.kb_id]
        if entity is not None:
            where += " AND (lower(ts.value) = lower(%s) OR lower(tob.value) = lower(%s))"
            args += [entity, entity]
        for col, val in (("q.metric", metric), ("q.statistic", statistic), ("q.priority", priority),
                         ("src.name", source), ("q.origin", origin)):
            if val is not None:
                where += f" AND {col} = %s"
                args.append(val)
        order = " ORDER BY q.priority, src.name NULLS FIRST, ts.value, q.metric NULLS FIRST, q.id"
        rows = self._q(_FACT_SELECT.replace(" FROM quads q", _ALIGNED_COLUMN + " FROM quads q", 1) + where + order, args)
        facts = [_fact(r) for r in rows]
        return with_alignments(facts, {f.id: [int(i) for i in r[-1]] for f, r in zip(facts, rows, strict=True) if r[-1]})

    def facts_by_id(self, ids: Sequence[int]) -> list[Fact]:
        return [_fact(r) for r in self._q(_FACT_SELECT + " AND q.id = ANY(%s::bigint[]) ORDER BY q.id",
                                          (self.kb_id, sorted(set(ids))))]

    def curated_predicates(self) -> list[str]:
        return [r[0] for r in self._q(
            "SELECT DISTINCT tp.value FROM quads q JOIN terms tp ON tp.kb_id = q.kb_id AND tp.id = q.p"
            " WHERE q.kb_id = %s AND q.origin = 'curated' ORDER BY tp.value", (self.kb_id,))]

    def curated_subjects_and_objects(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self._q(
            "SELECT DISTINCT ts.value, tob.value FROM quads q JOIN terms ts ON ts.kb_id = q.kb_id AND ts.id = q.s"
            " JOIN terms tob ON tob.kb_id = q.kb_id AND tob.id = q.o WHERE q.kb_id = %s AND q.origin = 'curated'",
            (self.kb_id,))]
