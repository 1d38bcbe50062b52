import math

import numpy as np
import pytest

from noesis.query.activation import Edge, EntityGraph, top_nodes


def _graph():
    return EntityGraph([
        Edge("source:a.csv", "about", "entity:A", 1),
        Edge("source:a.srt", "about", "entity:A", 1),
        Edge("source:a.srt", "mentions", "entity:Chef", 4),
        Edge("source:b.vtt", "mentions", "entity:Chef", 1),
        Edge("source:b.vtt", "about", "entity:B", 1),
        Edge("fact:1", "subject", "entity:A", 1),
        Edge("fact:1", "from", "source:a.csv", 1),
    ])


def test_ppr_is_a_distribution_concentrated_near_seeds():
    scores = _graph().personalized_pagerank(["entity:A"])
    assert sum(scores.values()) == pytest.approx(1.0, abs=1e-6)
    assert scores["entity:A"] > scores["entity:Chef"] > scores["entity:B"]
    assert scores["source:a.srt"] > scores["source:b.vtt"]


def test_unknown_seed_gives_nothing_and_top_nodes_is_deterministic():
    g = _graph()
    assert g.personalized_pagerank(["entity:Nobody"]) == {}
    top = top_nodes(g.personalized_pagerank(["entity:Chef"]), k=3)
    assert top[0][0] == "entity:Chef" and len(top) == 3
    assert top == top_nodes(g.personalized_pagerank(["entity:Chef"]), k=3)


def test_matrix_is_sparse_and_column_stochastic():
    g = _graph()
    assert all(abs(s - 1.0) < 1e-9 for s in g.matrix.column_sums())
    assert len(g.matrix.data) < len(g.nodes) ** 2  # only the edges are stored


def test_sparse_product_matches_the_dense_matrix_built_from_the_edges():
    g = EntityGraph([*_graph().edges, Edge("source:a.srt", "cites", "entity:Chef", 2)])  # a repeated pair
    n = len(g.nodes)
    dense = [[0.0] * n for _ in range(n)]
    for e in g.edges:  # symmetric adjacency, log-damped weights, duplicates summed
        w = math.log1p(e.weight) + 1.0
        dense[g.index[e.dst]][g.index[e.src]] += w
        dense[g.index[e.src]][g.index[e.dst]] += w
    out = [sum(dense[r][c] for r in range(n)) or 1.0 for c in range(n)]
    vector = [float(i + 1) for i in range(n)]
    want = [sum(dense[r][c] / out[c] * vector[c] for c in range(n)) for r in range(n)]
    got = g.matrix @ np.array(vector)
    assert all(abs(a - b) < 1e-9 for a, b in zip(got, want, strict=True))


def test_top_of_the_vector_and_edges_among_match_the_full_scans():
    """What a question reads (issue 29) is what the dict of every node and the scan of every
    edge gave: ties, near-ties and hubs included."""
    import random

    rng = random.Random(7)
    edges = []
    for s in range(60):
        edges.append(Edge(f"source:s{s:02d}.srt", "about", f"entity:P{s % 20}", 1))
        for h in rng.sample(range(5), 3):  # a few shared hubs
            edges.append(Edge(f"source:s{s:02d}.srt", "mentions", f"entity:Host{h}", rng.choice([1, 1, 3])))
    edges += [Edge("fact:1", "subject", "entity:P3", 1), Edge("fact:1", "from", "source:s03.srt", 1)]
    g = EntityGraph(edges)
    for seeds in (["entity:P3"], ["source:s07.srt", "entity:P7"], ["entity:Host2"], ["entity:Nobody"]):
        scores = g.personalized_pagerank(seeds)
        vector = g.pagerank_vector(seeds)
        assert (vector is None) == (scores == {})
        for k in (0, 1, 3, 8, 40):
            for prefix in (("entity:", "source:"), ("fact:",), ("source:",)):
                want = top_nodes(scores, k=k, prefix=prefix)
                assert (g.top(vector, k=k, prefix=prefix) if vector is not None else []) == want
        names = {n for n, _ in top_nodes(scores, k=8)}
        want = [e for e in g.edges if e.src in names and e.dst in names and e.type in ("about", "mentions")]
        assert g.edges_among(sorted(names), ("about", "mentions")) == want


def test_top_for_is_kept_per_seed_list_and_equals_the_computation():
    g = _graph()
    for seeds in (["entity:A"], ["entity:Chef", "source:b.vtt"], ["entity:Nobody"]):
        want = top_nodes(g.personalized_pagerank(seeds), k=3)
        first = g.top_for(seeds, k=3)
        assert first == want and g.top_for(seeds, k=3) == want
        first.clear()  # a caller's copy: the kept list is not changed
        assert g.top_for(seeds, k=3) == want
