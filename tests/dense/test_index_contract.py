"""One contract, three vector backends: the exact index in the KB's SQLite file, ChromaDB
(PersistentClient on a folder) and Milvus (milvus-lite on a local file). Every backend must
give the same hits in the same order (score desc, then span id asc) for the same writes."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from noesis.dense.index import ExactIndex, VectorIndex, top_k
from noesis.errors import StoreError
from noesis.store.kb import KBStore
from noesis.store.schema import MIGRATIONS

DIM = 8
_names = itertools.count()


@pytest.fixture(scope="module")
def milvus_client(tmp_path_factory):
    pytest.importorskip("pymilvus")
    pytest.importorskip("milvus_lite")
    from pymilvus import MilvusClient

    client = MilvusClient(str(tmp_path_factory.mktemp("milvus") / "contract.db"))
    yield client
    client.close()


def _exact(tmp_path, request):
    store = KBStore.open(tmp_path / "kb.sqlite", create=True)
    request.addfinalizer(store.close)
    return ExactIndex(store)


def _chroma(tmp_path, request):
    pytest.importorskip("chromadb")
    from noesis.dense.chroma_index import ChromaIndex

    return ChromaIndex(tmp_path / "chroma", collection=f"contract-{next(_names)}")


def _milvus(tmp_path, request):
    from noesis.dense.milvus_index import MilvusIndex

    return MilvusIndex(client=request.getfixturevalue("milvus_client"), collection=f"contract_{next(_names)}")


BACKENDS = {"exact": _exact, "chroma": _chroma, "milvus": _milvus}


@pytest.fixture(params=sorted(BACKENDS))
def index(request, tmp_path) -> VectorIndex:
    idx = BACKENDS[request.param](tmp_path, request)
    yield idx
    idx.close() if hasattr(idx, "close") else None


def unit(*components: float) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[: len(components)] = components
    return v / np.linalg.norm(v)


def rows(*vectors) -> np.ndarray:
    return np.vstack(vectors).astype(np.float32)


E0, E1, E2 = unit(1), unit(0, 1), unit(0, 0, 1)


def ids_of(hits):
    return [h[0] for h in hits]


def test_is_a_vector_index(index):
    assert isinstance(index, VectorIndex)


def test_empty_index(index):
    assert index.count() == 0
    assert index.search(E0, 5) == []
    assert index.search(E0, 5, sources=["a.md"]) == []
    index.delete_source("a.md")  # nothing to delete is not an error
    assert index.count() == 0


def test_add_and_search_scores_are_cosines(index):
    index.add([1, 2, 3], ["a.md", "a.md", "b.md"], rows(E0, unit(1, 1), E1) * 3.0)  # scale is ignored
    assert index.count() == 3
    hits = index.search(E0, 3)
    assert ids_of(hits) == [1, 2, 3]
    assert [round(s, 4) for _, s in hits] == [1.0, round(2 ** -0.5, 4), 0.0]
    assert all(isinstance(i, int) and isinstance(s, float) for i, s in hits)
    assert ids_of(index.search(E1, 1)) == [3]
    assert index.search(E0, 0) == []
    assert len(index.search(E0, 50)) == 3  # k larger than the index


def test_add_overwrites_by_id(index):
    index.add([1], ["a.md"], rows(E0))
    index.add([1], ["b.md"], rows(E1))
    assert index.count() == 1
    assert ids_of(index.search(E1, 5, sources=["b.md"])) == [1]
    assert index.search(E1, 5, sources=["a.md"]) == []


def test_filtered_top_k_by_source_set(index):
    index.add([1, 2, 3, 4, 5], ["a.md", "b.md", "c.md", "a.md", "b.md"],
              rows(E0, unit(1, 0.1), unit(1, 0.2), unit(1, 0.3), E2))
    assert ids_of(index.search(E0, 5)) == [1, 2, 3, 4, 5]
    assert ids_of(index.search(E0, 5, sources=["b.md"])) == [2, 5]
    assert ids_of(index.search(E0, 2, sources=["c.md", "a.md"])) == [1, 3]
    assert ids_of(index.search(E0, 5, sources=("a.md", "a.md"))) == [1, 4]
    assert index.search(E0, 5, sources=["nope.md"]) == []
    assert index.search(E0, 5, sources=[]) == []


def test_replace_source(index):
    index.add([1, 2], ["a.md", "a.md"], rows(E0, E1))
    index.add([3], ["b.md"], rows(E0))
    index.replace_source("a.md", [10, 11, 12], rows(E2, unit(0, 0, 1, 1), unit(1, 1, 1)))
    assert index.count() == 4
    assert ids_of(index.search(E0, 10, sources=["a.md"])) == [12, 10, 11]
    assert not {1, 2} & set(ids_of(index.search(E0, 10)))
    assert ids_of(index.search(E0, 10, sources=["b.md"])) == [3]  # other sources untouched
    index.replace_source("a.md", [], rows(E0)[:0])  # replacing with nothing empties the source
    assert index.count() == 1


def test_delete_source(index):
    index.add([1, 2, 3], ["a.md", "b.md", "a.md"], rows(E0, E0, E1))
    index.delete_source("a.md")
    assert index.count() == 1
    assert index.search(E0, 5) == [(2, pytest.approx(1.0, abs=1e-5))]
    index.delete_source("b.md")
    assert index.count() == 0 and index.search(E0, 5) == []


def test_ties_are_broken_by_id_ascending(index):
    # ten identical vectors added in scrambled order: any k must return the smallest ids.
    ids = [17, 3, 42, 8, 1, 99, 23, 5, 64, 11]
    index.add(ids, ["t.md"] * 10, rows(*[unit(1, 1)] * 10))
    index.add([7], ["u.md"], rows(E0))
    assert ids_of(index.search(unit(1, 1), 3)) == [1, 3, 5]
    assert ids_of(index.search(unit(1, 1), 10)) == sorted(ids)
    assert ids_of(index.search(unit(1, 1), 11)) == sorted(ids) + [7]
    assert index.search(unit(1, 1), 4) == index.search(unit(1, 1), 4)


def test_same_writes_same_hits_across_backends(index):
    rng = np.random.default_rng(7)
    vecs = rng.standard_normal((200, DIM)).astype(np.float32)
    sources = [f"s{i % 5}.md" for i in range(200)]
    index.add(range(1000, 1200), sources, vecs)
    q = rng.standard_normal(DIM).astype(np.float32)
    hits = index.search(q, 10, sources=["s1.md", "s3.md"])
    m = vecs / np.linalg.norm(vecs, axis=1, keepdims=True)
    scores = m @ (q / np.linalg.norm(q))
    keep = np.array([s in ("s1.md", "s3.md") for s in sources])
    expected = top_k(np.arange(1000, 1200)[keep], scores[keep], 10)
    assert ids_of(hits) == ids_of(expected)
    assert [s for _, s in hits] == pytest.approx([s for _, s in expected], abs=1e-5)


def test_bad_writes_and_queries_are_refused(index):
    with pytest.raises(ValueError):
        index.add([1, 2], ["a.md"], rows(E0, E1))
    with pytest.raises(ValueError):
        index.add([1], ["a.md"], rows(E0, E1))
    with pytest.raises(ValueError):
        index.add([1, 1], ["a.md", "a.md"], rows(E0, E1))
    index.add([1], ["a.md"], rows(E0))
    with pytest.raises(StoreError):
        index.add([2], ["a.md"], np.ones((1, DIM + 1), dtype=np.float32))
    with pytest.raises(StoreError):
        index.search(np.ones(DIM + 1, dtype=np.float32), 3)
    assert index.count() == 1


# ----------------------------------------------------------------- backend-specific guarantees


class _Rollback(Exception):
    pass


def test_exact_index_joins_the_callers_transaction(tmp_path):
    store = KBStore.open(tmp_path / "kb.sqlite", create=True)
    idx = ExactIndex(store)
    idx.add([1, 2], ["a.md", "a.md"], rows(E0, E1))
    with pytest.raises(_Rollback), store.transaction():
        idx.replace_source("a.md", [3], rows(E2))
        assert store.in_transaction  # nothing was committed behind the caller's back
        assert ids_of(idx.search(E2, 5)) == [3]  # the open transaction sees its own writes
        raise _Rollback
    assert ids_of(idx.search(E0, 5)) == [1, 2]  # and the cache did not keep them
    other = KBStore.open(tmp_path / "kb.sqlite")
    assert ExactIndex(other).count() == 2
    with store.transaction():
        idx.replace_source("a.md", [3], rows(E2))
    assert ExactIndex(other).count() == 1
    other.close(), store.close()


def test_exact_index_sees_commits_by_other_connections(tmp_path):
    a = KBStore.open(tmp_path / "kb.sqlite", create=True)
    b = KBStore.open(tmp_path / "kb.sqlite")
    ia, ib = ExactIndex(a), ExactIndex(b)
    ia.add([1], ["a.md"], rows(E0))
    assert ids_of(ib.search(E0, 5)) == [1]  # cached in b now
    ia.add([2], ["c.md"], rows(E0))
    assert ids_of(ib.search(E0, 5)) == [1, 2]
    b.vectors.delete_source("a.md")  # a write on b's connection not made through the index
    assert ids_of(ib.search(E0, 5)) == [2]
    a.close(), b.close()


def test_exact_index_lives_in_the_kb_file(tmp_path):
    store = KBStore.open(tmp_path / "kb.sqlite", create=True)
    idx = ExactIndex(store)
    with store.transaction():
        idx.replace_source("a.md", [1, 2], rows(E0, E1))
    store.close()
    store = KBStore.open(tmp_path / "kb.sqlite")
    assert ids_of(ExactIndex(store).search(E1, 1)) == [2]
    store.close()


def test_chroma_persists(tmp_path):
    pytest.importorskip("chromadb")
    from noesis.dense.chroma_index import ChromaIndex

    ChromaIndex(tmp_path / "c").add([1, 2], ["a.md", "b.md"], rows(E0, E1))
    assert ids_of(ChromaIndex(tmp_path / "c").search(E1, 1)) == [2]


def test_milvus_persists(tmp_path):
    pytest.importorskip("milvus_lite")
    from noesis.dense.milvus_index import MilvusIndex

    idx = MilvusIndex(tmp_path / "m.db")
    idx.add([1, 2], ["a.md", 'quoted "b".md'], rows(E0, E1))
    idx.close()
    idx = MilvusIndex(tmp_path / "m.db")
    assert idx.count() == 2
    assert ids_of(idx.search(E0, 5, sources=['quoted "b".md'])) == [2]
    idx.close()


def test_top_k_helper_breaks_ties_at_the_cut():
    ids = np.array([9, 4, 7, 1, 3], dtype=np.int64)
    scores = np.array([0.5, 0.9, 0.5, 0.5, 0.1], dtype=np.float32)
    assert ids_of(top_k(ids, scores, 2)) == [4, 1]
    assert ids_of(top_k(ids, scores, 3)) == [4, 1, 7]
    assert ids_of(top_k(ids, scores, 9)) == [4, 1, 7, 9, 3]


def test_exact_index_on_a_read_only_kb(tmp_path, monkeypatch):
    path = tmp_path / "kb.sqlite"
    with monkeypatch.context() as m:  # a KB written by schema 1, before span_vectors
        m.setattr("noesis.store.kb.MIGRATIONS", MIGRATIONS[:1])
        m.setattr("noesis.store.kb.SCHEMA_VERSION", 1)
        KBStore.open(path, create=True).close()
    ro = KBStore.open(path, readonly=True)
    idx = ExactIndex(ro)  # an older KB without vectors opens as an empty index
    assert idx.count() == 0 and idx.search(E0, 3) == [] and idx.dim is None
    with pytest.raises(StoreError, match="read-only"):
        idx.add([1], ["a.md"], rows(E0))
    ro.close()
    rw = KBStore.open(path)  # opened for writing it migrates, and gains the table
    ExactIndex(rw).add([1], ["a.md"], rows(E0))
    rw.close()
    ro = KBStore.open(path, readonly=True)
    assert ids_of(ExactIndex(ro).search(E0, 3)) == [1]
    ro.close()
