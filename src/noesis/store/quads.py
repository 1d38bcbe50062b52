"""The facts of a SQLite KB as quads: ``terms`` (every subject, predicate, object and
context string once, by id) and ``quads`` (one fact each, indexed in four orderings), with
the fact's value, unit, position and provenance beside the four term ids.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence

from ..model import Fact, FactRecord
from .base import StoreBase

_FACT_SELECT = """
SELECT q.id, ts.value AS s, tp.value AS p, tob.value AS o, tc.value AS c, q.value, q.unit,
       q.position, q.positions, q.tie_count, q.priority, q.origin, q.metric, q.statistic,
       src.name AS source
  FROM quads q
  JOIN terms ts ON ts.id = q.s JOIN terms tp ON tp.id = q.p
  JOIN terms tob ON tob.id = q.o JOIN terms tc ON tc.id = q.c
  LEFT JOIN sources src ON src.id = q.source_id
"""


def _fact_from_row(row: sqlite3.Row) -> Fact:
    return Fact(
        id=row["id"],
        subject=row["s"],
        predicate=row["p"],
        object=row["o"],
        context=row["c"],
        value=row["value"],
        unit=row["unit"],
        position=row["position"],
        positions=tuple(json.loads(row["positions"])),
        tie_count=row["tie_count"],
        priority=row["priority"],
        origin=row["origin"],
        metric=row["metric"],
        statistic=row["statistic"],
        source=row["source"] or "",
    )


def bound_terms(term_id: Callable[[str], int | None], s: str | None, p: str | None, o: str | None,
                c: str | None) -> list[tuple[str, int]] | None:
    """``(column, term id)`` of each bound position of a quad pattern, or ``None`` when a
    bound value is no term (nothing matches); both stores' :meth:`quads`."""
    out = []
    for col, val in (("s", s), ("p", p), ("o", o), ("c", c)):
        if val is None:
            continue
        tid = term_id(val)
        if tid is None:
            return None
        out.append((col, tid))
    return out


def with_alignments(facts: list[Fact], aligned: Mapping[int, Sequence[int]]) -> list[Fact]:
    """``facts``, each with the ids of the spans it is aligned with (both stores)."""
    return [Fact(**{**f.__dict__, "aligned": tuple(aligned.get(f.id, ()))}) for f in facts]


class SQLiteQuads(StoreBase):
    """The term and fact methods of :class:`~.kb.KBStore`."""

    conn: sqlite3.Connection

    # ------------------------------------------------------------------ terms
    def intern(self, value: str) -> int:
        tid = self._term_cache.get(value)
        if tid is not None:
            return tid
        row = self.conn.execute("SELECT id FROM terms WHERE value = ?", (value,)).fetchone()
        if row is None:
            tid = int(self.conn.execute("INSERT INTO terms (value) VALUES (?)", (value,)).lastrowid)
        else:
            tid = int(row[0])
        self._term_cache[value] = tid
        return tid

    def _term_id(self, value: str) -> int | None:
        row = self.conn.execute("SELECT id FROM terms WHERE value = ?", (value,)).fetchone()
        return None if row is None else int(row[0])

    def prune_terms(self) -> None:
        self.conn.execute(
            "DELETE FROM terms WHERE id NOT IN (SELECT s FROM quads UNION SELECT p FROM quads"
            " UNION SELECT o FROM quads UNION SELECT c FROM quads)"
        )
        self._term_cache.clear()

    # ------------------------------------------------------------------ facts
    def add_facts(self, facts: Iterable[FactRecord], source_id: int | None) -> int:
        rows = [
            (
                self.intern(f.subject), self.intern(f.predicate), self.intern(f.object),
                self.intern(f.context), source_id, f.value, f.unit, f.position,
                json.dumps(list(f.positions)), f.tie_count, f.priority, f.origin, f.metric,
                f.statistic, f.line,
            )
            for f in facts
        ]
        self.conn.executemany(
            "INSERT INTO quads (s, p, o, c, source_id, value, unit, position, positions, tie_count,"
            " priority, origin, metric, statistic, line) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
        return len(rows)

    def quads(
        self, s: str | None = None, p: str | None = None, o: str | None = None, c: str | None = None
    ) -> list[Fact]:
        """Quads matching any combination of bound subject, predicate, object, context."""
        bound = bound_terms(self._term_id, s, p, o, c)
        if bound is None:
            return []
        where = " AND ".join(f"q.{col} = ?" for col, _ in bound)
        sql = _FACT_SELECT + (f" WHERE {where}" if where else "") + " ORDER BY q.id"
        return [_fact_from_row(r) for r in self.conn.execute(sql, [tid for _, tid in bound])]

    def facts(
        self,
        *,
        entity: str | None = None,
        metric: str | None = None,
        statistic: str | None = None,
        priority: int | None = None,
        source: str | None = None,
        origin: str | None = None,
    ) -> list[Fact]:
        """Facts filtered by attributes; ``entity`` matches subject or object (case-folded)."""
        where, args = [], []
        if entity is not None:
            where.append("(lower(ts.value) = lower(?) OR lower(tob.value) = lower(?))")
            args += [entity, entity]
        for col, val in (("q.metric", metric), ("q.statistic", statistic), ("q.priority", priority),
                         ("src.name", source), ("q.origin", origin)):
            if val is not None:
                where.append(f"{col} = ?")
                args.append(val)
        sql = _FACT_SELECT + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY q.priority, src.name, s, q.metric, q.id"
        facts = [_fact_from_row(r) for r in self.conn.execute(sql, args)]
        if not facts:
            return facts
        aligned: dict[int, list[int]] = {}
        ids = [f.id for f in facts]
        for i in range(0, len(ids), 900):
            chunk = ids[i : i + 900]
            q = f"SELECT fact_id, span_id FROM aligned WHERE fact_id IN ({','.join('?' * len(chunk))}) ORDER BY fact_id, position, span_id"
            for fid, spid in self.conn.execute(q, chunk):
                aligned.setdefault(fid, []).append(spid)
        return with_alignments(facts, aligned)

    def facts_by_id(self, ids: Sequence[int]) -> list[Fact]:
        """The facts with these ids (no alignment lists), in id order."""
        wanted = sorted(set(ids))
        out: list[Fact] = []
        for i in range(0, len(wanted), 900):
            chunk = wanted[i : i + 900]
            sql = _FACT_SELECT + f" WHERE q.id IN ({','.join('?' * len(chunk))}) ORDER BY q.id"
            out += [_fact_from_row(r) for r in self.conn.execute(sql, chunk)]
        return out

    def curated_predicates(self) -> list[str]:
        """Distinct predicates of curated facts ("average MPG", "plays for")."""
        return [r[0] for r in self.conn.execute(
            "SELECT DISTINCT tp.value FROM quads q JOIN terms tp ON tp.id = q.p"
            " WHERE q.origin = 'curated' ORDER BY tp.value")]

    def curated_subjects_and_objects(self) -> list[tuple[str, str]]:
        """Distinct ``(subject, object)`` pairs of curated facts (the link phase's entity candidates)."""
        return [
            (r[0], r[1])
            for r in self.conn.execute(
                "SELECT DISTINCT ts.value, tob.value FROM quads q JOIN terms ts ON ts.id = q.s"
                " JOIN terms tob ON tob.id = q.o WHERE q.origin = 'curated'"
            )
        ]
