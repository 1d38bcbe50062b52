"""The store's ``span_vectors`` table (schema migration 2), its transactions and change
stamp, and the migration of KBs written by schema 1."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from noesis.errors import StoreError
from noesis.store.kb import KBStore
from noesis.store.schema import MIGRATIONS, SCHEMA_VERSION

IDS = [7, 3, 5, 1]
SOURCES = ["b.md", "a.md", "b.md", "c.md"]


def _matrix(rows: int, dim: int = 4, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal((rows, dim)).astype(np.float32)


def test_a_fresh_table_is_empty(store):
    v = store.vectors
    assert v.exists() and v.count() == 0 and v.dim() is None and v.sources() == ()
    empty = v.load()
    assert empty.sources == () and empty.ids.shape == (0,) and empty.matrix.shape == (0, 0)


def test_put_and_load_order_by_source_then_id(store):
    m = _matrix(len(IDS))
    store.vectors.put(IDS, SOURCES, m)
    assert store.vectors.count() == len(IDS)
    assert store.vectors.dim() == m.shape[1]
    assert store.vectors.sources() == tuple(sorted(set(SOURCES)))
    order = sorted(range(len(IDS)), key=lambda r: (SOURCES[r], IDS[r]))
    got = store.vectors.load()
    assert got.sources == tuple(SOURCES[r] for r in order)
    assert got.ids.dtype == np.int64 and got.ids.tolist() == [IDS[r] for r in order]
    assert got.matrix.dtype == np.float32
    np.testing.assert_array_equal(got.matrix, m[order])  # float32 survives the round trip exactly


def test_put_overwrites_by_span_id(store):
    store.vectors.put([1, 2], ["a.md", "a.md"], _matrix(2, seed=1))
    new = _matrix(1, seed=2)
    store.vectors.put([2], ["b.md"], new)
    got = store.vectors.load()
    assert got.ids.tolist() == [1, 2] and got.sources == ("a.md", "b.md")
    np.testing.assert_array_equal(got.matrix[1], new[0])


def test_delete_by_source_and_all(store):
    store.vectors.put(IDS, SOURCES, _matrix(len(IDS)))
    store.vectors.delete_source("b.md")
    assert store.vectors.count() == len(IDS) - SOURCES.count("b.md")
    assert store.vectors.sources() == tuple(sorted(set(SOURCES) - {"b.md"}))
    store.vectors.delete_source("nope.md")  # nothing to delete is not an error
    store.vectors.delete_all()
    assert store.vectors.count() == 0 and store.vectors.sources() == ()


def test_vectors_of_mixed_lengths_are_refused(store):
    store.vectors.put([1], ["a.md"], _matrix(1, dim=4))
    store.vectors.put([2], ["a.md"], _matrix(1, dim=6))
    with pytest.raises(StoreError, match="several lengths"):
        store.vectors.load()


def test_delete_meta(store):
    store.set_meta("embedder", {"identity": "x"})
    store.set_meta("other", 1)
    store.delete_meta("embedder")
    assert store.get_meta("embedder") is None and store.get_meta("other") == 1


def test_joining_transaction_joins_or_runs_its_own(tmp_path):
    path = tmp_path / "kb.sqlite"
    with KBStore.open(path, create=True) as store, KBStore.open(path) as other:
        assert not store.in_transaction
        with pytest.raises(RuntimeError), store.transaction():
            with store.joining_transaction():
                store.vectors.put([1], ["a.md"], _matrix(1))
            assert store.in_transaction  # joined: nothing committed yet
            assert other.vectors.count() == 0
            raise RuntimeError("roll back")
        assert store.vectors.count() == 0  # the caller's rollback decided
        with store.joining_transaction():  # no open transaction: one of its own
            store.vectors.put([2], ["a.md"], _matrix(1))
            assert store.in_transaction
        assert not store.in_transaction and other.vectors.count() == 1
        with pytest.raises(RuntimeError), store.joining_transaction():
            store.vectors.delete_all()
            raise RuntimeError("roll back")
        assert other.vectors.count() == 1


def test_change_stamp(tmp_path):
    path = tmp_path / "kb.sqlite"
    with KBStore.open(path, create=True) as store, KBStore.open(path) as other:
        before = store.change_stamp()
        assert store.change_stamp() == before  # reading changes nothing
        store.vectors.put([1], ["a.md"], _matrix(1))
        after_own = store.change_stamp()
        assert after_own != before  # a write on this connection
        other.vectors.put([2], ["a.md"], _matrix(1))
        assert store.change_stamp() != after_own  # a commit by another connection
        assert all(type(x) is int for x in store.change_stamp())


# ------------------------------------------------------------------ migration from schema 1


@pytest.fixture
def schema1_kb(tmp_path, monkeypatch):
    """A KB file as schema 1 wrote it (no span_vectors)."""
    path = tmp_path / "old.sqlite"
    with monkeypatch.context() as m:
        m.setattr("noesis.store.kb.MIGRATIONS", MIGRATIONS[:1])
        m.setattr("noesis.store.kb.SCHEMA_VERSION", 1)
        KBStore.open(path, create=True).close()
    return path


def _versions(path) -> list[int]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT version FROM migrations ORDER BY version")]
    finally:
        conn.close()


def test_schema1_kb_migrates_when_opened(schema1_kb):
    assert _versions(schema1_kb) == [1]
    with KBStore.open(schema1_kb) as store:
        assert store.vectors.exists() and store.vectors.count() == 0
        store.vectors.put([1], ["a.md"], _matrix(1))
    assert _versions(schema1_kb) == list(range(1, SCHEMA_VERSION + 1))


def test_schema1_kb_with_an_ad_hoc_vector_table_keeps_its_vectors(schema1_kb):
    old = _matrix(2)
    conn = sqlite3.connect(schema1_kb)  # as the dense index used to create it, outside the migrations
    conn.executescript(
        "CREATE TABLE span_vectors (span_id INTEGER PRIMARY KEY, source TEXT NOT NULL, vec BLOB NOT NULL);"
        "CREATE INDEX span_vectors_source ON span_vectors(source);"
    )
    conn.executemany("INSERT INTO span_vectors VALUES (?, ?, ?)",
                     [(i + 1, "a.md", old[i].astype("<f4").tobytes()) for i in range(2)])
    conn.commit()
    conn.close()
    with KBStore.open(schema1_kb) as store:
        got = store.vectors.load()
        assert got.ids.tolist() == [1, 2]
        np.testing.assert_array_equal(got.matrix, old)
    assert _versions(schema1_kb) == list(range(1, SCHEMA_VERSION + 1))


def test_schema1_kb_opened_read_only_is_read_as_it_is(schema1_kb):
    with KBStore.open(schema1_kb, readonly=True) as store:
        v = store.vectors
        assert not v.exists()
        assert v.count() == 0 and v.dim() is None and v.sources() == () and v.load().ids.size == 0
    assert _versions(schema1_kb) == [1]  # not migrated behind a reader's back
