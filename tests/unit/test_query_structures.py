"""Query structures written at ingest (store/structures.py) and shared per process
(query/prebuilt.py): what is stored equals what the tables aggregate to, a KB without
them opens by computing them, meshes over one KB share one graph, a re-ingest that
changes the data changes the generation."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.query.prebuilt import forget_shared
from noesis.store.kb import KBStore
from noesis.store.structures import query_generation, read_graph_edges, read_mention_counts

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def kb(tmp_path) -> tuple[Path, Path]:
    folder = tmp_path / "broadcast-it"
    shutil.copytree(EXAMPLES / "broadcast-it", folder)
    path = tmp_path / "kb.sqlite"
    ingest(folder, path)
    forget_shared()
    yield folder, path
    forget_shared()


def _strip_structures(path: Path) -> None:
    """Make the file what a KB ingested before migration 3 looks like."""
    conn = sqlite3.connect(path)
    conn.executescript("DROP TABLE query_structures; DELETE FROM migrations WHERE version = 3;")
    conn.close()


def test_stored_structures_equal_the_aggregates_of_the_tables(kb):
    _, path = kb
    with KBStore.open(path) as store:
        generation = query_generation(store)
        assert generation is not None
        assert read_mention_counts(store, generation) == store.mention_counts()
        assert read_graph_edges(store, generation) == store.graph_edges()
        assert store.mention_counts()  # the demo KB does link mentions: the check is not vacuous
        assert read_graph_edges(store, "another-generation") is None


def test_a_kb_without_structures_opens_by_computing_them(kb):
    _, path = kb
    with Mesh.open(path) as m:
        want_mentions = m.inventories[0].mentioned_in
        want_edges = m.graph(m.inventories[0].name).edges
    forget_shared()
    _strip_structures(path)
    with KBStore.open(path, readonly=True) as store:
        assert query_generation(store) is None  # read-only: the old file as it is
    with Mesh.open(path) as m:  # read-write open migrates, finds no rows, computes
        assert m.inventories[0].mentioned_in == want_mentions
        assert m.graph(m.inventories[0].name).edges == want_edges
        assert query_generation(m.inventories[0].kb.store) is None


def test_meshes_over_one_kb_share_its_graph_until_the_data_changes(kb):
    folder, path = kb
    with Mesh.open(path) as a, Mesh.open(path) as b:
        name = a.inventories[0].name
        assert a.graph(name) is b.graph(name)
        before = query_generation(a.inventories[0].kb.store)
        mentions_before = a.inventories[0].mentioned_in  # read on first use: while the KB is open
    ingest(folder, path)  # nothing changed: same content, same generation
    with KBStore.open(path) as store:
        assert query_generation(store) == before
    srt = folder / "italia_sera.srt"
    srt.write_text(srt.read_text(encoding="utf-8") + "\n99\n00:59:00,000 --> 00:59:05,000\n"
                   "Notte Italiana and Notte Italiana again.\n", encoding="utf-8")
    ingest(folder, path)
    with Mesh.open(path) as c:
        store = c.inventories[0].kb.store
        assert query_generation(store) != before
        graph = c.graph(name)
        assert graph is not a.graph(name)
        assert graph.edges == store.graph_edges()
        assert c.inventories[0].mentioned_in != mentions_before


def span_blocks_from_tables(store) -> list[tuple]:
    """Ground truth straight from the tables, not through the store's own method: each
    source's name, first and last span id and span count."""
    return [(r[0], r[1], r[2], r[3]) for r in store.conn.execute(
        "SELECT src.name, min(sp.id), max(sp.id), count(*) FROM spans sp JOIN sources src"
        " ON src.id = sp.source_id GROUP BY src.name ORDER BY src.name")]


def test_stored_span_blocks_equal_the_tables_and_seed_each_mesh(kb):
    from noesis.store.structures import SPAN_BLOCKS, read_span_blocks

    _, path = kb
    with KBStore.open(path) as store:
        generation = query_generation(store)
        truth = span_blocks_from_tables(store)
        assert truth and read_span_blocks(store, generation) == truth
    with Mesh.open(path) as m:
        store = m.kbs[0].store
        stamp, known = store._span_range_memo  # seeded at open, before any search
        assert stamp == store.change_stamp()
        assert {n: r for n, r in known.items() if r} == {n: (lo, hi) for n, lo, hi, c in truth if hi - lo + 1 == c}
        name = max(truth, key=lambda t: t[3])[0]  # the source with most spans
        word = store.spans_of(name, limit=1)[0].text.split()[0].strip(".,!?").lower()
        seeded = store.search(f'"{word}"', limit=5, sources=[name])
        assert seeded
        del store._span_range_memo  # computed from the tables instead
        assert store.search(f'"{word}"', limit=5, sources=[name]) == seeded
    # a KB ingested before the span blocks were stored keeps its other structures
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM query_structures WHERE name = ?", (SPAN_BLOCKS,))
    conn.commit()
    conn.close()
    forget_shared()
    with KBStore.open(path) as store:
        assert query_generation(store) is not None and read_span_blocks(store, query_generation(store)) is None
    with Mesh.open(path) as m:
        assert not hasattr(m.kbs[0].store, "_span_range_memo")


def test_a_kb_of_many_sources_opens_without_its_span_blocks(kb, monkeypatch):
    from noesis.query import prebuilt
    from noesis.store.structures import read_span_blocks

    monkeypatch.setattr(prebuilt, "SEED_MAX_SOURCES", 0)  # as a KB of more sources than the bound
    _, path = kb
    with KBStore.open(path) as store:
        generation = query_generation(store)
        truth = span_blocks_from_tables(store)
        assert truth and read_span_blocks(store, generation) == truth
    with Mesh.open(path) as m:
        store = m.kbs[0].store
        # opening reads nothing per source (issue 29): the first filtered search finds the
        # ranges of the sources it names, and only those, from the tables
        assert not hasattr(store, "_span_range_memo")
        name, lo, hi, _n = max(truth, key=lambda t: t[3])  # the source with most spans
        word = store.spans_of(name, limit=1)[0].text.split()[0].strip(".,!?").lower()
        found = store.search(f'"{word}"', limit=5, sources=[name])
        assert found and all(lo <= span.id <= hi for span, _score in found)
        stamp, known = store._span_range_memo
        assert stamp == store.change_stamp() and known == {name: (lo, hi)}
        store.seed_span_ranges(stamp, truth)  # seeded from the stored blocks: the same spans
        assert store.search(f'"{word}"', limit=5, sources=[name]) == found


def _srt(cues: list[str]) -> str:
    return "\n".join(f"{i}\n00:00:{i:02d},000 --> 00:00:{i + 1:02d},000\n{text}\n" for i, text in enumerate(cues, 1))


@pytest.mark.parametrize("corpus", ["broadcast-it", "nba", "names"])
def test_graph_rows_from_the_mention_counts_equal_the_graph_edges(tmp_path, corpus):
    """The payload's graph takes its mention edges from the mention counts (issue 29): the
    same edges in the same order as the SQL aggregate, names beyond ASCII included."""
    folder = tmp_path / corpus
    if corpus == "names":
        folder.mkdir()
        speakers = ["Émile Zola", "Zoë Ångström", "anna bell", "Anna Bell", "Ángel Ruiz", "Łukasz Ś", "ßtraße X"]
        for k, stem in enumerate(["élan", "Zeta", "alpha", "Ärger", "beta_show"]):
            cues = [f"{speakers[(k + j) % len(speakers)]}: we met {speakers[(k + 2 * j) % len(speakers)]} today"
                    for j in range(6)]
            (folder / f"{stem}.srt").write_text(_srt(cues), encoding="utf-8")
    else:
        shutil.copytree(EXAMPLES / corpus, folder)
    path = tmp_path / "kb.sqlite"
    ingest(folder, path)
    with KBStore.open(path) as store:
        counts = store.mention_counts()
        assert counts
        assert store.graph_edge_rows(counts) == [[e.src, e.type, e.dst, e.weight] for e in store.graph_edges()]
