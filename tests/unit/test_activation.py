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
