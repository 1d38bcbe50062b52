"""Long series in chunks, both stores: a window read returns what the whole series'
:func:`window_slice` returns (random series with NaN gaps and runs, random windows), a
whole read returns the series, and a PostgreSQL window read is one statement that carries
only the chunks around the window, not the whole series."""

from __future__ import annotations

import numpy as np
import pytest

from noesis.model import ParsedSource, ReadResult, Series
from noesis.store.series_window import CHUNK, SMALL_SERIES, window_slice

from ..unit.test_series_window import random_series, windows
from .test_snapshot_store import counted


def _write(kb, series: list[Series]) -> None:
    src = ParsedSource(name="t.csv", kind="table", entity="", content_hash="h",
                       read=ReadResult(series=tuple(series), rows=len(series[0])))
    with kb.transaction():
        kb.write_source(src, aliases=[], priority=1, fmt="csv")


def _same(got: Series, want: Series) -> None:
    assert (got.metric, got.entity, got.unit) == (want.metric, want.entity, want.unit)
    np.testing.assert_array_equal(got.positions, want.positions)
    np.testing.assert_array_equal(got.values, want.values)


@pytest.mark.parametrize("seed", range(3))
def test_window_reads_answer_as_the_whole_series(kb, seed):
    rng = np.random.default_rng(seed)
    long = random_series(rng, SMALL_SERIES + 3 * CHUNK + int(rng.integers(1, CHUNK)))
    short = Series("audience", "Italia Sera", None, np.arange(10.0), np.arange(10.0) * 2)
    _write(kb, [long, short])
    by_metric = {s.metric: s for _name, s in kb.series()}
    _same(by_metric["share"], long)
    _same(by_metric["audience"], short)
    for start, end in windows(rng, long):
        (name, got), = kb.series(metric="share", within=(start, end))
        assert name == "t.csv"
        _same(got, window_slice(long, start, end))


def test_a_pg_window_read_is_one_statement_over_a_few_chunks(pg_kb):
    kb = pg_kb
    n = 40 * CHUNK
    long = Series("share", "Italia Sera", "%", np.arange(float(n)), np.linspace(0, 1, n))
    _write(kb, [long])
    start = 20.5 * CHUNK
    received: list[int] = []
    with counted(kb, received) as sent:
        (_name, got), = kb.series(metric="share", within=(start, start + 10))
    assert len(sent) == 1
    _same(got, window_slice(long, start, start + 10))
    # what came back: the window's chunk and its two neighbours (16 bytes a reading), not
    # the 40 chunks of the series
    assert 2 * 16 * CHUNK <= received[0] < 4 * 16 * CHUNK
    with counted(kb, received) as sent:
        (_name, whole), = kb.series(metric="share")
    assert len(sent) == 1 and received[1] >= 40 * 16 * CHUNK
    _same(whole, long)


def test_tier0_reads_every_metric_of_a_source_window_in_one_store_call(kb):
    from types import SimpleNamespace

    from noesis.context.tier0 import _window_reader

    share = Series("share", "Italia Sera", "%", np.arange(100.0), np.arange(100.0) / 10)
    audience = Series("audience", "Italia Sera", None, np.arange(100.0), np.arange(100.0) * 1000)
    _write(kb, [share, audience])
    inv = SimpleNamespace(kb=SimpleNamespace(store=kb))
    for every, calls in ((True, 1), (False, 2)):
        read = _window_reader(inv, every_metric=every)
        with counted(kb) as sent:
            got = {m: read("t.csv", m, 40.0, 42.0) for m in ("audience", "share")}
        assert len([s for s in sent if "series" in s]) == calls, sent
        for m, whole in (("share", share), ("audience", audience)):
            (one,) = got[m]
            _same(one, window_slice(whole, 40.0, 42.0))


def test_a_pg_series_stored_whole_before_migration_4_is_read_and_then_moved_into_chunks(pg_kb):
    kb = pg_kb
    rng = np.random.default_rng(7)
    long = random_series(rng, SMALL_SERIES + 2 * CHUNK + 3)
    _write(kb, [long])
    # as a KB written before migration 4 holds it: the readings in the series row, no chunks
    with kb.transaction():
        kb.conn.execute("DELETE FROM series_chunks WHERE kb_id = %s", (kb.kb_id,))
        kb.conn.execute("UPDATE series SET positions = %s, vals = %s WHERE kb_id = %s",
                        (long.positions.astype("<f8").tobytes(), long.values.astype("<f8").tobytes(), kb.kb_id))
    windows_ = windows(rng, long)
    before = [kb.series(within=w)[0][1] for w in windows_]
    _same(kb.series()[0][1], long)
    with kb.transaction():
        assert kb.chunk_long_series() == 1
        assert kb.chunk_long_series() == 0  # nothing left to move
    n_chunks, stored = kb.conn.execute(
        "SELECT (SELECT count(*) FROM series_chunks WHERE kb_id = %(kb)s),"
        " (SELECT length(positions) FROM series WHERE kb_id = %(kb)s)", {"kb": kb.kb_id}).fetchone()
    assert (n_chunks, stored) == (-(-len(long) // CHUNK), 0)
    _same(kb.series()[0][1], long)
    for w, old in zip(windows_, before, strict=True):
        _same(old, window_slice(long, *w))
        _same(kb.series(within=w)[0][1], old)
