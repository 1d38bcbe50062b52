"""The readings of a series a window needs, without decoding the whole series.

A position question ("the share at minute 3", "from 2018 to 2019") needs only the readings
inside its window and, for "no reading exactly there", the nearest *valid* (non-NaN) reading
on either side. On a 1M-span KB one series blob is ~3 MB of float64 positions and as much
of values, and decoding both for every such question was the largest transient allocation
of a request (bench/service_memory.py; issue 17). :func:`window_slice` cuts that slice from
decoded arrays (any store); :func:`read_window` reads the same slice from SQLite blobs by
binary search over the positions blob (``Connection.blobopen``), touching O(log n + window)
bytes — but SQLite reaches an offset inside a blob of many pages only by walking its
overflow-page chain, so a first read of a 3 MB blob still visits ~750 pages. A long series
is therefore stored in chunks of :data:`CHUNK` readings instead (``series_chunks``, schema
migration 4; :func:`chunk_rows` at ingest): :func:`read_chunked` reads the chunks a window
needs with index seeks, then cuts them with :func:`widened_slice` (shared with the
PostgreSQL store's chunks, :mod:`.pg_series`), and :func:`read_chunks_whole` joins them all. A series stored whole before migration 4 has no
chunks: :func:`read_window` serves it.

Every operator of :mod:`noesis.facts.operators` (``value_at``, ``nearest_reading``,
``change``, ``window_statistic``, ``window_extremes``) gives the same result on the slice as
on the whole series: the slice holds every reading inside ``[start, end]``, every reading at
the ends, and the nearest valid reading beyond each end (``tests/unit/test_series_window.py``
checks this against the whole series on random series with gaps).
"""

from __future__ import annotations

import sqlite3
import struct
from collections.abc import Callable

import numpy as np

from ..model import Series

_F8 = 8
#: a series of at most this many readings is read whole: a blob handle costs more than it saves
SMALL_SERIES = 4096
#: readings read per step while looking for the nearest valid reading beyond an end
_STEP = 256
#: readings per stored chunk of a long series (4 KB of positions, 4 KB of values)
CHUNK = 512


def window_slice(series: Series, start: float, end: float) -> Series:
    """``series`` cut to ``[start, end]`` plus the nearest valid reading beyond each end."""
    pos, vals = series.positions, series.values
    lo, hi = int(np.searchsorted(pos, start, "left")), int(np.searchsorted(pos, end, "right"))
    valid = np.flatnonzero(~np.isnan(vals))
    before = valid[valid < lo]
    after = valid[valid >= hi]
    lo = int(before[-1]) if len(before) else lo
    hi = int(after[0]) + 1 if len(after) else hi
    return Series(series.metric, series.entity, series.unit, pos[lo:hi], vals[lo:hi])


def _bisect(blob: sqlite3.Blob, n: int, x: float, *, right: bool) -> int:
    """``bisect_left`` (or ``_right``) of ``x`` in the sorted float64 array held by ``blob``."""
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi) // 2
        (v,) = struct.unpack("<d", blob[mid * _F8:(mid + 1) * _F8])
        if v < x or (right and v == x):
            lo = mid + 1
        else:
            hi = mid
    return lo


def _valid_before(vals: sqlite3.Blob, lo: int) -> int | None:
    """The index of the last non-NaN value before ``lo``, or None."""
    while lo > 0:
        a = max(0, lo - _STEP)
        chunk = np.frombuffer(vals[a * _F8:lo * _F8], dtype="<f8")
        ok = np.flatnonzero(~np.isnan(chunk))
        if len(ok):
            return a + int(ok[-1])
        lo = a
    return None


def _valid_from(vals: sqlite3.Blob, hi: int, n: int) -> int | None:
    """The index of the first non-NaN value at or after ``hi``, or None."""
    while hi < n:
        b = min(n, hi + _STEP)
        chunk = np.frombuffer(vals[hi * _F8:b * _F8], dtype="<f8")
        ok = np.flatnonzero(~np.isnan(chunk))
        if len(ok):
            return hi + int(ok[0])
        hi = b
    return None


def read_window(conn: sqlite3.Connection, rowid: int, n: int, start: float, end: float,
                head: tuple[str, str, str | None]) -> Series:
    """The :func:`window_slice` of row ``rowid`` of ``series`` (``n`` readings), read from its
    blobs; ``head`` is the row's ``(metric, entity, unit)``."""
    with conn.blobopen("series", "positions", rowid, readonly=True) as pos, \
            conn.blobopen("series", "vals", rowid, readonly=True) as vals:
        lo, hi = _bisect(pos, n, start, right=False), _bisect(pos, n, end, right=True)
        left, right = _valid_before(vals, lo), _valid_from(vals, hi, n)
        lo = lo if left is None else left
        hi = hi if right is None else right + 1
        positions = np.frombuffer(pos[lo * _F8:hi * _F8], dtype="<f8")
        values = np.frombuffer(vals[lo * _F8:hi * _F8], dtype="<f8")
    return Series(head[0], head[1], head[2], positions, values)


# --------------------------------------------------------------------------- chunks
def chunk_rows(positions: np.ndarray, values: np.ndarray) -> list[tuple[int, float, bytes, bytes]]:
    """``(first, first_pos, positions, vals)`` rows of a series cut in :data:`CHUNK` readings."""
    pos = np.ascontiguousarray(positions, dtype="<f8")
    vals = np.ascontiguousarray(values, dtype="<f8")
    return [(i, float(pos[i]), pos[i:i + CHUNK].tobytes(), vals[i:i + CHUNK].tobytes())
            for i in range(0, len(pos), CHUNK)]


_CHUNK_BEFORE = ("SELECT first FROM series_chunks WHERE series_id = ? AND first_pos < ?"
                 " ORDER BY first_pos DESC, first DESC LIMIT 1")
_CHUNK_AFTER = ("SELECT first FROM series_chunks WHERE series_id = ? AND first_pos > ?"
                " ORDER BY first_pos, first LIMIT 1")
_CHUNKS = "SELECT positions, vals FROM series_chunks WHERE series_id = ? AND first BETWEEN ? AND ? ORDER BY first"


def _first_of(conn: sqlite3.Connection, sql: str, args: tuple) -> int | None:
    row = conn.execute(sql, args).fetchone()
    return None if row is None else int(row[0])


def _chunks(conn: sqlite3.Connection, rowid: int, a: int, b: int) -> tuple[np.ndarray, np.ndarray]:
    rows = conn.execute(_CHUNKS, (rowid, a, b)).fetchall()
    return (np.frombuffer(b"".join(r[0] for r in rows), dtype="<f8"),
            np.frombuffer(b"".join(r[1] for r in rows), dtype="<f8"))


def read_chunks_whole(conn: sqlite3.Connection, rowid: int, n: int,
                      head: tuple[str, str, str | None]) -> Series | None:
    """Series ``rowid`` (``n`` readings) whole, from its chunks; None when it has none."""
    pos, vals = _chunks(conn, rowid, 0, max(0, (n - 1) // CHUNK * CHUNK))
    if len(pos) != n:
        return None
    return Series(head[0], head[1], head[2], pos, vals)


def read_chunked(conn: sqlite3.Connection, rowid: int, n: int, start: float, end: float,
                 head: tuple[str, str, str | None]) -> Series | None:
    """The :func:`window_slice` of series ``rowid`` (``n`` readings) read from its chunks,
    or None when it has none (a KB from before migration 4). The chunks read run from the
    one holding the last position before ``start`` to the first starting after ``end``
    (:func:`widened_slice` widens them where needed)."""
    last = (n - 1) // CHUNK * CHUNK
    a = _first_of(conn, _CHUNK_BEFORE, (rowid, start)) or 0
    b = _first_of(conn, _CHUNK_AFTER, (rowid, end))
    b = last if b is None else b
    pos, vals = _chunks(conn, rowid, a, b)
    if not len(pos):
        return None  # no chunks: every series holds a reading, so its chunk range is never empty
    return widened_slice(Series(head[0], head[1], head[2], pos, vals), (a, b, last), start, end,
                         lambda first: _chunks(conn, rowid, first, first))


def widened_slice(held: Series, chunks: tuple[int, int, int], start: float, end: float,
                  fetch: Callable[[int], tuple[np.ndarray, np.ndarray]]) -> Series:
    """The :func:`window_slice` of a chunked series from ``held``, the readings of its chunks
    ``a`` to ``b`` (``chunks = (a, b, last)``: first-reading indices, ``last`` that of the
    series' last chunk). Where no valid reading lies before ``start`` (after ``end``) in
    what is held, the chunk before ``a`` (after ``b``) is fetched (``fetch(first)``: one
    chunk's positions and values), a chunk at a time, until one does or the series ends;
    any store that keeps chunks (SQLite's, PostgreSQL's) reads through it."""
    a, b, last = chunks
    pos, vals = held.positions, held.values
    while True:
        lo, hi = int(np.searchsorted(pos, start, "left")), int(np.searchsorted(pos, end, "right"))
        need_before = a > 0 and not np.any(~np.isnan(vals[:lo]))
        need_after = b < last and not np.any(~np.isnan(vals[hi:]))
        if not (need_before or need_after):
            break
        if need_before:
            p, v = fetch(a - CHUNK)
            pos, vals, a = np.concatenate([p, pos]), np.concatenate([v, vals]), a - CHUNK
        if need_after:
            p, v = fetch(b + CHUNK)
            pos, vals, b = np.concatenate([pos, p]), np.concatenate([vals, v]), b + CHUNK
    return window_slice(Series(held.metric, held.entity, held.unit, pos, vals), start, end)
