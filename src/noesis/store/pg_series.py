"""The series of a PostgreSQL KB (see :mod:`.series` for the SQLite file's): one
``series`` row each, its positions and values as little-endian float64 ``bytea``; no
chunks — a window is sliced from the one read.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..model import Series
from .base import StoreBase
from .series_window import window_slice


class PGSeries(StoreBase):
    """The series methods of :class:`~.postgres.PGStore`."""

    kb_id: int

    def _insert_series(self, sid: int, series: Sequence[Series]) -> None:
        with self.conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO series (kb_id, source_id, metric, entity, unit, n, positions, vals)"
                " VALUES (%s,%s,%s,%s,%s,%s,%s,%s)",
                [(self.kb_id, sid, s.metric, s.entity, s.unit, len(s),
                  np.ascontiguousarray(s.positions, dtype="<f8").tobytes(),
                  np.ascontiguousarray(s.values, dtype="<f8").tobytes()) for s in series],
            )

    def chunk_long_series(self) -> int:
        """Nothing to move: PostgreSQL slices a window's readings in its one read (``series``)."""
        return 0

    def series(self, *, source: str | None = None, metric: str | None = None,
               entity: str | None = None, within: tuple[float, float] | None = None) -> list[tuple[str, Series]]:
        """As :meth:`KBStore.series`; ``within`` slices the decoded arrays (one round trip
        beats a binary search over ``substring`` calls)."""
        whole = self._series(source, metric, entity)
        return whole if within is None else [(name, window_slice(s, *within)) for name, s in whole]

    def _series(self, source: str | None, metric: str | None, entity: str | None) -> list[tuple[str, Series]]:
        where, args = "", [self.kb_id]
        for col, val in (("src.name", source), ("se.metric", metric), ("se.entity", entity)):
            if val is not None:
                where += f" AND {col} = %s"
                args.append(val)
        with self.conn.cursor(binary=True) as cur:  # the blobs as bytes, not hex text
            rows = cur.execute("SELECT src.name, se.metric, se.entity, se.unit, se.positions, se.vals FROM series se"
                               " JOIN sources src ON src.kb_id = se.kb_id AND src.id = se.source_id WHERE se.kb_id = %s"
                               + where + " ORDER BY src.name, se.metric, se.entity", args).fetchall()
        return [(r[0], Series(r[1], r[2], r[3], np.frombuffer(bytes(r[4]), dtype="<f8"),
                              np.frombuffer(bytes(r[5]), dtype="<f8"))) for r in rows]

    def series_owners(self) -> list[tuple[str, str, str]]:
        return [(r[0], r[1], r[2]) for r in self._q(
            "SELECT se.metric, se.entity, src.name FROM series se JOIN sources src ON src.kb_id = se.kb_id"
            " AND src.id = se.source_id WHERE se.kb_id = %s ORDER BY src.name, se.id", (self.kb_id,))]
