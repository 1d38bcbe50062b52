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

from noesis.facts import operators
from noesis.model import Series
from noesis.store.series_window import read_window, window_slice


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
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE series (id INTEGER PRIMARY KEY, positions BLOB, vals BLOB)")
    conn.execute("INSERT INTO series VALUES (7, ?, ?)",
                 (s.positions.astype("<f8").tobytes(), s.values.astype("<f8").tobytes()))
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
    s = random_series(rng, int(rng.choice([1, 5, 50, 900, 3000])))
    conn = blob_db(s)
    for start, end in windows(rng, s):
        truth = answers(s, start, end)
        cut = window_slice(s, start, end)
        read = read_window(conn, 7, len(s), start, end, (s.metric, s.entity, s.unit))
        assert answers(cut, start, end) == truth, (start, end)
        assert answers(read, start, end) == truth, (start, end)
        assert np.array_equal(read.positions, cut.positions)
        assert np.array_equal(read.values, cut.values, equal_nan=True)


def test_a_point_reads_only_its_neighbourhood():
    n = 100_000
    pos = np.arange(n, dtype=float)
    vals = np.full(n, 1.0)
    vals[40_000:50_000] = np.nan  # the nearest valid reading before 49,999.5 is at 39,999
    s = Series("share", "x", None, pos, vals)
    read = read_window(blob_db(s), 7, n, 49_999.5, 49_999.5, ("share", "x", None))
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

    with KBStore.open(tmp_path / "kb.sqlite") as store:
        ((_n, whole),) = store.series(metric="share")
        assert len(whole) == n
        for start, end in ((100.0, 100.0), (5000.5, 5000.5), (3.0, 3.0), (-5.0, 2.0), (n - 3.0, n + 50.0)):
            ((_n, part),) = store.series(metric="share", within=(start, end))
            assert len(part) < 20
            assert answers(part, start, end) == answers(whole, start, end)
