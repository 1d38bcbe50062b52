"""The series of a SQLite KB: ``series`` (one row per metric and entity of a source, its
positions and values as little-endian float64 blobs) and ``series_chunks`` (a long series'
readings in chunks, :mod:`.series_window`, so a window reads only the chunks it needs).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

import numpy as np

from ..errors import StoreError
from ..model import Series
from .base import StoreBase
from .series_window import (
    SMALL_SERIES,
    chunk_rows,
    read_chunked,
    read_chunks_whole,
    read_window,
    window_slice,
)


class SQLiteSeries(StoreBase):
    """The series methods of :class:`~.kb.KBStore`."""

    conn: sqlite3.Connection

    def _insert_series(self, sid: int, series: Sequence[Series]) -> None:
        for s in series:
            long = len(s) > SMALL_SERIES  # stored in chunks only (store/series_window.py)
            row = self.conn.execute(
                "INSERT INTO series (source_id, metric, entity, unit, n, positions, vals) VALUES (?,?,?,?,?,?,?)",
                (
                    sid, s.metric, s.entity, s.unit, len(s),
                    b"" if long else np.ascontiguousarray(s.positions, dtype="<f8").tobytes(),
                    b"" if long else np.ascontiguousarray(s.values, dtype="<f8").tobytes(),
                ),
            )
            if long:
                self._insert_chunks(int(row.lastrowid), s.positions, s.values)

    def _insert_chunks(self, series_id: int, positions: np.ndarray, values: np.ndarray) -> None:
        self.conn.executemany(
            "INSERT INTO series_chunks (series_id, first, first_pos, positions, vals) VALUES (?,?,?,?,?)",
            [(series_id, *row) for row in chunk_rows(positions, values)],
        )

    def chunk_long_series(self) -> int:
        """Move every long series stored whole (before schema migration 4) into chunks; the
        number moved. Ingest calls it in its transaction; the freed pages are reused."""
        rows = self.conn.execute(
            "SELECT id, positions, vals FROM series WHERE n > ? AND length(positions) > 0", (SMALL_SERIES,)).fetchall()
        for r in rows:
            self.conn.execute("DELETE FROM series_chunks WHERE series_id = ?", (int(r[0]),))  # any partial set
            self._insert_chunks(int(r[0]), np.frombuffer(r[1], dtype="<f8"), np.frombuffer(r[2], dtype="<f8"))
            self.conn.execute("UPDATE series SET positions = x'', vals = x'' WHERE id = ?", (int(r[0]),))
        return len(rows)

    def series(self, *, source: str | None = None, metric: str | None = None, entity: str | None = None,
               within: tuple[float, float] | None = None) -> list[tuple[str, Series]]:
        """The series matching the filters, whole; with ``within=(start, end)`` only the
        readings a window needs (:mod:`.series_window`): a long series is then read from the
        chunks that hold the window (or, stored before migration 4, from its blobs by binary
        search) instead of being decoded whole."""
        where, args = [], []
        for col, val in (("src.name", source), ("se.metric", metric), ("se.entity", entity)):
            if val is not None:
                where.append(f"{col} = ?")
                args.append(val)
        inline = f"length(se.positions) <= {SMALL_SERIES * 8}" if within is not None else "1"
        sql = (
            "SELECT src.name, se.id AS rid, se.metric, se.entity, se.unit, se.n,"
            " se.n > 0 AND length(se.positions) = 0 AS chunked,"
            f" CASE WHEN {inline} THEN se.positions END AS positions, CASE WHEN {inline} THEN se.vals END AS vals"
            " FROM series se JOIN sources src ON src.id = se.source_id"
            + (" WHERE " + " AND ".join(where) if where else "")
            + " ORDER BY src.name, se.metric, se.entity"
        )
        return [(r[0], self._series_row(r, within)) for r in self.conn.execute(sql, args).fetchall()]

    def _series_row(self, r: sqlite3.Row, within: tuple[float, float] | None) -> Series:
        head = (r["metric"], r["entity"], r["unit"])
        if r["chunked"]:
            got = (read_chunked(self.conn, r["rid"], r["n"], within[0], within[1], head) if within is not None
                   else read_chunks_whole(self.conn, r["rid"], r["n"], head))
            if got is None:
                raise StoreError(f"{self.path}: series {r['rid']} ({head[0]} of {head[1]}) has lost its chunks; "
                                 "re-ingest the KB")
            return got
        if r["positions"] is None:  # a long series stored whole (before migration 4), by window
            return read_window(self.conn, r["rid"], r["n"], within[0], within[1], head)
        whole = Series(*head, np.frombuffer(r["positions"], dtype="<f8"), np.frombuffer(r["vals"], dtype="<f8"))
        return whole if within is None else window_slice(whole, *within)

    def series_owners(self) -> list[tuple[str, str, str]]:
        """``(metric, entity, source name)`` of every stored series, by source."""
        return [
            (r[0], r[1], r[2])
            for r in self.conn.execute(
                "SELECT se.metric, se.entity, src.name FROM series se JOIN sources src ON src.id = se.source_id"
                " ORDER BY src.name"
            )
        ]
