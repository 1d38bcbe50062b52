"""The series of a PostgreSQL KB (see :mod:`.series` for the SQLite file's): one ``series``
row each, its positions and values as little-endian float64 ``bytea``; a long series
(more than :data:`~.series_window.SMALL_SERIES` readings) keeps empty ``bytea`` there and
its readings in ``series_chunks`` (schema migration 4), as the SQLite file does.

A read is one statement: the series rows and, for each chunked one, the chunks a window
needs — from the one holding the last position before the window's start to the first
starting after its end (index seeks on ``series_chunks_pos``), or all of them for a whole
read — as arrays beside its row. :func:`~.series_window.widened_slice` cuts the window
(fetching a further chunk only where no valid reading lies beyond an end in those read).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import StoreError
from ..model import Series
from .base import StoreBase
from .series_window import CHUNK, SMALL_SERIES, chunk_rows, widened_slice, window_slice

#: the series rows with, for a chunked one, its chunks from ``lo`` to ``hi`` (see the module doc)
_CHUNKED_SQL = f"""
SELECT src.name, se.id, se.metric, se.entity, se.unit, se.n, se.positions, se.vals,
       w.firsts, w.pos, w.vals
FROM series se JOIN sources src ON src.kb_id = se.kb_id AND src.id = se.source_id
LEFT JOIN LATERAL (
    SELECT array_agg(c.first ORDER BY c.first) AS firsts, array_agg(c.positions ORDER BY c.first) AS pos,
           array_agg(c.vals ORDER BY c.first) AS vals
    FROM series_chunks c
    WHERE c.kb_id = se.kb_id AND c.series_id = se.id
      AND c.first >= coalesce((SELECT b.first FROM series_chunks b WHERE b.kb_id = se.kb_id AND b.series_id = se.id
                               AND b.first_pos < %(lo)s ORDER BY b.first_pos DESC, b.first DESC LIMIT 1), 0)
      AND c.first <= coalesce((SELECT b.first FROM series_chunks b WHERE b.kb_id = se.kb_id AND b.series_id = se.id
                               AND b.first_pos > %(hi)s ORDER BY b.first_pos, b.first LIMIT 1), se.n)
) w ON se.n > {SMALL_SERIES} AND length(se.positions) = 0
WHERE se.kb_id = %(kb)s"""

_WHOLE_SQL = ("SELECT src.name, se.id, se.metric, se.entity, se.unit, se.n, se.positions, se.vals, NULL, NULL, NULL"
              " FROM series se JOIN sources src ON src.kb_id = se.kb_id AND src.id = se.source_id"
              " WHERE se.kb_id = %(kb)s")


def _f8(blobs: Sequence[bytes]) -> np.ndarray:
    return np.frombuffer(b"".join(bytes(b) for b in blobs), dtype="<f8")


class PGSeries(StoreBase):
    """The series methods of :class:`~.postgres.PGStore`."""

    kb_id: int
    #: the database's schema version (chunks from migration 4)
    schema: int

    def _insert_series(self, sid: int, series: Sequence[Series]) -> None:
        short = [s for s in series if len(s) <= SMALL_SERIES]
        with self.conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO series (kb_id, source_id, metric, entity, unit, n, positions, vals)"
                " VALUES (%s,%s,%s,%s,%s,%s,%s,%s)",
                [(self.kb_id, sid, s.metric, s.entity, s.unit, len(s),
                  np.ascontiguousarray(s.positions, dtype="<f8").tobytes(),
                  np.ascontiguousarray(s.values, dtype="<f8").tobytes()) for s in short],
            )
        for s in series:
            if len(s) > SMALL_SERIES:  # stored in chunks only
                rid = self._one("INSERT INTO series (kb_id, source_id, metric, entity, unit, n, positions, vals)"
                                " VALUES (%s,%s,%s,%s,%s,%s,'','') RETURNING id",
                                (self.kb_id, sid, s.metric, s.entity, s.unit, len(s)))
                self._insert_chunks(int(rid), s.positions, s.values)

    def _insert_chunks(self, series_id: int, positions: np.ndarray, values: np.ndarray) -> None:
        with self.conn.cursor() as cur:
            cur.executemany("INSERT INTO series_chunks (kb_id, series_id, first, first_pos, positions, vals)"
                            " VALUES (%s,%s,%s,%s,%s,%s)",
                            [(self.kb_id, series_id, *row) for row in chunk_rows(positions, values)])

    def chunk_long_series(self) -> int:
        """Move every long series stored whole (before schema migration 4) into chunks; the
        number moved. Ingest calls it in its transaction."""
        with self.conn.cursor(binary=True) as cur:
            rows = cur.execute("SELECT id, positions, vals FROM series WHERE kb_id = %s AND n > %s"
                               " AND length(positions) > 0", (self.kb_id, SMALL_SERIES)).fetchall()
        for rid, pos, vals in rows:
            self.conn.execute("DELETE FROM series_chunks WHERE kb_id = %s AND series_id = %s", (self.kb_id, rid))
            self._insert_chunks(int(rid), _f8([pos]), _f8([vals]))
            self.conn.execute("UPDATE series SET positions = '', vals = '' WHERE kb_id = %s AND id = %s",
                              (self.kb_id, rid))
        return len(rows)

    def series(self, *, source: str | None = None, metric: str | None = None,
               entity: str | None = None, within: tuple[float, float] | None = None) -> list[tuple[str, Series]]:
        """As :meth:`KBStore.series`: ``within=(start, end)`` reads only the chunks of a long
        series that the window needs (see the module doc), one statement in all."""
        lo, hi = within if within is not None else (float("-inf"), float("inf"))
        sql = _CHUNKED_SQL if self.schema >= 4 else _WHOLE_SQL
        args: dict = {"kb": self.kb_id, "lo": lo, "hi": hi}
        for col, key, val in (("src.name", "source", source), ("se.metric", "metric", metric),
                              ("se.entity", "entity", entity)):
            if val is not None:
                sql += f" AND {col} = %({key})s"
                args[key] = val
        with self.conn.cursor(binary=True) as cur:  # the blobs as bytes, not hex text
            rows = cur.execute(sql + " ORDER BY src.name, se.metric, se.entity", args).fetchall()
        return [(r[0], self._series_row(r, within)) for r in rows]

    def _series_row(self, r: Sequence, within: tuple[float, float] | None) -> Series:
        head = (r[2], r[3], r[4])
        if r[8] is None:  # stored whole
            if int(r[5]) > SMALL_SERIES and not len(r[6]):
                raise StoreError(f"{self.path}: series {r[1]} ({head[0]} of {head[1]}) has lost its chunks; "
                                 "re-ingest the KB")
            whole = Series(*head, _f8([r[6]]), _f8([r[7]]))
            return whole if within is None else window_slice(whole, *within)
        firsts, n = r[8], int(r[5])
        held = Series(*head, _f8(r[9]), _f8(r[10]))
        if within is None:
            if len(held) != n:
                raise StoreError(f"{self.path}: series {r[1]} ({head[0]} of {head[1]}) has lost chunks; re-ingest the KB")
            return held
        return widened_slice(held, (int(firsts[0]), int(firsts[-1]), (n - 1) // CHUNK * CHUNK), *within,
                             lambda first: self._chunk(int(r[1]), first))

    def _chunk(self, series_id: int, first: int) -> tuple[np.ndarray, np.ndarray]:
        with self.conn.cursor(binary=True) as cur:
            row = cur.execute("SELECT positions, vals FROM series_chunks WHERE kb_id = %s AND series_id = %s"
                              " AND first = %s", (self.kb_id, series_id, first)).fetchone()
        return (_f8([row[0]]), _f8([row[1]])) if row else (np.empty(0), np.empty(0))

    def series_owners(self) -> list[tuple[str, str, str]]:
        return [(r[0], r[1], r[2]) for r in self._q(
            "SELECT se.metric, se.entity, src.name FROM series se JOIN sources src ON src.kb_id = se.kb_id"
            " AND src.id = se.source_id WHERE se.kb_id = %s ORDER BY src.name, se.id", (self.kb_id,))]
