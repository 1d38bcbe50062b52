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
    sums = g.matrix.sum(axis=0)
    assert all(abs(s - 1.0) < 1e-9 for s in sums.A1)
    assert g.matrix.format == "csr"
