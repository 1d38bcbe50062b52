"""A window's slice of a series answers every position operator as the whole series does.

Ground truth is the operator on the whole, decoded series; the slice comes from
:func:`window_slice` (decoded arrays) and from :func:`read_window` (SQLite blobs read by
binary search). Random series with repeated positions and long NaN gaps, random windows
inside, across and outside them.
"""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from noesis.errors import StoreError
from noesis.facts import operators
from noesis.model import Series
from noesis.store.schema import MIGRATIONS
from noesis.store.series_window import CHUNK, chunk_rows, read_chunked, read_window, window_slice


def random_series(rng: np.random.Generator, n: int) -> Series:
    pos = np.sort(rng.choice(np.arange(n * 2, dtype=float), size=n, replace=True))  # repeats allowed
    vals = rng.normal(50, 10, size=n).round(2)
    gaps = rng.random(n) < rng.choice([0.0, 0.3, 0.95])
    vals[gaps] = np.nan
    if n > 600 and rng.random() < 0.5:  # one long run of NaN, longer than a read step
        a = int(rng.integers(0, n - 600))
        vals[a:a + 600] = np.nan
    return Series("share", "Italia Sera", "%", pos, vals)


def answers(s: Series, start: float, end: float) -> tuple:
    """Every operator's result for this window (the ground truth on the whole series)."""
    return (operators.value_at(s, "a.csv", "kb", start), operators.value_at(s, "a.csv", "kb", end),
            operators.nearest_reading(s, "a.csv", "kb", start),
            operators.window_extremes(s, "a.csv", "kb", start, end),
            operators.window_statistic(s, "a.csv", "kb", "mean", start, end),
            operators.window_statistic(s, "a.csv", "kb", "max", start, end),
            operators.change(s, "a.csv", "kb", start, end))


def blob_db(s: Series) -> sqlite3.Connection:
    """Series 7 as blobs, and in chunks as ingest stores them (the migration's own table)."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE series (id INTEGER PRIMARY KEY, positions BLOB, vals BLOB)")
    conn.execute("INSERT INTO series VALUES (7, ?, ?)",
                 (s.positions.astype("<f8").tobytes(), s.values.astype("<f8").tobytes()))
    (script,) = [sql for version, _name, sql in MIGRATIONS if version == 4]
    conn.executescript(script)
    conn.executemany("INSERT INTO series_chunks VALUES (7, ?, ?, ?, ?)", chunk_rows(s.positions, s.values))
    return conn


def windows(rng: np.random.Generator, s: Series) -> list[tuple[float, float]]:
    top = float(s.positions[-1]) if len(s) else 10.0
    out = []
    for _ in range(12):
        a = float(rng.integers(-5, int(top) + 6))
        b = a if rng.random() < 0.4 else a + float(rng.integers(0, max(2, int(top) // 3)))
        out.append((a, b))
    if len(s):
        out.append((float(s.positions[0]), float(s.positions[-1])))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_the_slice_answers_as_the_whole_series(seed):
    rng = np.random.default_rng(seed)
    s = random_series(rng, int(rng.choice([1, 5, 50, 900, 3000, CHUNK, CHUNK + 1])))
    conn = blob_db(s)
    head = (s.metric, s.entity, s.unit)
    for start, end in windows(rng, s):
        truth = answers(s, start, end)
        cut = window_slice(s, start, end)
        assert answers(cut, start, end) == truth, (start, end)
        for read in (read_window(conn, 7, len(s), start, end, head), read_chunked(conn, 7, len(s), start, end, head)):
            assert answers(read, start, end) == truth, (start, end)
            assert np.array_equal(read.positions, cut.positions)
            assert np.array_equal(read.values, cut.values, equal_nan=True)


def test_positions_repeated_across_a_chunk_boundary():
    """A position held by the last readings of one chunk and the first of the next."""
    n = 3 * CHUNK
    pos = np.arange(n, dtype=float)
    pos[CHUNK - 5:CHUNK + 5] = float(CHUNK)  # ten readings at one position, across the boundary
    pos = np.maximum.accumulate(pos)
    vals = np.arange(n, dtype=float)
    s = Series("share", "x", None, pos, vals)
    conn = blob_db(s)
    for start, end in ((CHUNK, CHUNK), (CHUNK - 1, CHUNK), (CHUNK, CHUNK + 6.0), (CHUNK + 0.5, CHUNK + 0.5)):
        got = read_chunked(conn, 7, n, start, end, ("share", "x", None))
        assert answers(got, start, end) == answers(s, start, end)
        assert np.array_equal(got.positions, window_slice(s, start, end).positions)


def test_a_series_without_chunks_reads_none():
    s = Series("share", "x", None, np.arange(10.0), np.ones(10))
    conn = blob_db(s)
    conn.execute("DELETE FROM series_chunks")
    assert read_chunked(conn, 7, 10, 3.0, 3.0, ("share", "x", None)) is None


def test_a_point_reads_only_its_neighbourhood():
    n = 100_000
    pos = np.arange(n, dtype=float)
    vals = np.full(n, 1.0)
    vals[40_000:50_000] = np.nan  # the nearest valid reading before 49,999.5 is at 39,999
    s = Series("share", "x", None, pos, vals)
    conn = blob_db(s)
    for read in (read_window(conn, 7, n, 49_999.5, 49_999.5, ("share", "x", None)),
                 read_chunked(conn, 7, n, 49_999.5, 49_999.5, ("share", "x", None))):
        assert (read.positions[0], read.positions[-1]) == (39_999, 50_000)
    assert operators.nearest_reading(read, "a", "kb", 49_999.5).before == (39_999.0, 1.0)
    assert len(window_slice(s, 70_000, 70_000)) == 3  # the reading, and one valid either side


def test_the_store_reads_a_long_series_by_window(tmp_path):
    """KBStore.series(within=…) over a real ingested KB equals slicing the whole series."""
    from noesis.ingest.pipeline import ingest
    from noesis.store.series_window import SMALL_SERIES

    folder = tmp_path / "kb"
    folder.mkdir()
    n = SMALL_SERIES * 3
    rows = "\n".join(f"{i},{'' if i % 7 == 3 else 10 + (i * 37) % 91}" for i in range(n))
    (folder / "ratings.csv").write_text("second,share\n" + rows + "\n", encoding="utf-8")
    (folder / "noesis.yaml").write_text(
        "axis: {kind: offset, unit: s}\nsources:\n  - file: ratings.csv\n    kind: series\n"
        "    position: second\n    entity: Ratings\n", encoding="utf-8")
    ingest(folder, tmp_path / "kb.sqlite", workers=1)
    from noesis.store.kb import KBStore

    def check(store: KBStore) -> None:
        ((_n, whole),) = store.series(metric="share")
        assert len(whole) == n
        for start, end in ((100.0, 100.0), (5000.5, 5000.5), (3.0, 3.0), (-5.0, 2.0), (n - 3.0, n + 50.0)):
            ((_n, part),) = store.series(metric="share", within=(start, end))
            assert len(part) < 20
            assert answers(part, start, end) == answers(whole, start, end)

    chunks = "SELECT count(*) FROM series_chunks"
    blobs = "SELECT length(positions) + length(vals) FROM series"
    with KBStore.open(tmp_path / "kb.sqlite") as store:
        assert store.conn.execute(chunks).fetchone()[0] == -(-n // CHUNK)  # chunked at ingest,
        assert store.conn.execute(blobs).fetchone()[0] == 0  # and stored only there
        check(store)
        ((_n, whole),) = store.series(metric="share")
        # as a KB from before migration 4 stores it: whole, in two blobs, no chunks
        store.conn.execute("UPDATE series SET positions = ?, vals = ?",
                           (whole.positions.astype("<f8").tobytes(), whole.values.astype("<f8").tobytes()))
        store.conn.execute("DELETE FROM series_chunks")
        check(store)  # read from its blobs
        assert store.chunk_long_series() == 1  # and moved into chunks by the next ingest
        assert store.conn.execute(chunks).fetchone()[0] == -(-n // CHUNK)
        assert store.conn.execute(blobs).fetchone()[0] == 0
        check(store)
        store.conn.execute("DELETE FROM series_chunks")  # a damaged file: said, not read as empty
        with pytest.raises(StoreError, match="lost its chunks"):
            store.series(metric="share")
