"""Activation: Personalized PageRank over a KB's entity graph.

The graph is the typed entity graph of the store (:meth:`KBStore.graph_edges`) folded to the level
where activation means something: entity, source and fact nodes, with span-level edges
aggregated (a source *mentions* an entity as often as its spans do; a fact is
*aligned_with* the source whose spans cover its position). It is built once per KB as a
column-normalised ``scipy.sparse`` matrix; a question's activation is a few sparse
mat-vec products, no Python loop over nodes.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

import numpy as np
import scipy.sparse as sp

from ..store.kb import GraphEdge, KBStore

#: an edge of the graph (the store's typed record; tests and callers build them by this name)
Edge = GraphEdge


class EntityGraph:
    """Nodes, typed edges and the transition matrix of one KB."""

    def __init__(self, edges: Sequence[Edge]):
        self.edges = list(edges)
        names = sorted({e.src for e in edges} | {e.dst for e in edges})
        self.nodes = names
        self.index = {n: i for i, n in enumerate(names)}
        n = len(names)
        if n == 0:
            self.matrix = sp.csr_matrix((0, 0))
            return
        rows = np.array([self.index[e.dst] for e in edges] + [self.index[e.src] for e in edges])
        cols = np.array([self.index[e.src] for e in edges] + [self.index[e.dst] for e in edges])
        w = np.array([np.log1p(e.weight) + 1.0 for e in edges] * 2)
        adj = sp.csr_matrix((w, (rows, cols)), shape=(n, n))
        out = np.asarray(adj.sum(axis=0)).ravel()
        out[out == 0] = 1.0
        self.matrix = (adj @ sp.diags(1.0 / out)).tocsr()  # column-stochastic

    @classmethod
    def from_store(cls, store: KBStore) -> EntityGraph:
        return cls(store.graph_edges())

    def neighbours(self, node: str) -> list[Edge]:
        return [e for e in self.edges if e.src == node or e.dst == node]

    def personalized_pagerank(
        self, seeds: Sequence[str], *, damping: float = 0.85, iterations: int = 40, tol: float = 1e-10
    ) -> dict[str, float]:
        """Scores of every node for a restart distribution uniform over ``seeds``."""
        idx = [self.index[s] for s in seeds if s in self.index]
        if not idx:
            return {}
        n = len(self.nodes)
        restart = np.zeros(n)
        restart[idx] = 1.0 / len(idx)
        score = restart.copy()
        for _ in range(iterations):
            nxt = damping * (self.matrix @ score) + (1 - damping) * restart
            done = np.abs(nxt - score).sum() < tol
            score = nxt
            if done:
                break
        return {self.nodes[i]: float(score[i]) for i in np.flatnonzero(score > 0)}


def top_nodes(scores: dict[str, float], k: int = 8, prefix: Sequence[str] = ("entity:", "source:")) -> list[tuple[str, float]]:
    """The ``k`` highest-scoring nodes of the given kinds, ties broken by name.

    Nodes rank by their score rounded to 12 decimals, so none scoring below the ``k``-th
    raw score of those kinds less 1e-11 can make the top ``k``: only the nodes near the top
    are filtered by kind and sorted, not every node of a 1,000-source graph (issue 17)."""
    kinds = tuple(prefix)
    if len(scores) > k > 0:
        v_k = heapq.nlargest(k, scores.values())[-1]
        near = [(n, s) for n, s in scores.items() if s >= v_k - 1e-9 and n.startswith(kinds)]
        if len(near) >= k:
            p_k = heapq.nlargest(k, (s for _n, s in near))[-1]  # exact: every other node < v_k - 1e-9
            if p_k - 1e-11 >= v_k - 1e-9:
                return _ranked([it for it in near if it[1] >= p_k - 1e-11], k)
    return _ranked([(n, s) for n, s in scores.items() if n.startswith(kinds)], k)


def _ranked(items: list[tuple[str, float]], k: int) -> list[tuple[str, float]]:
    items.sort(key=lambda x: (-round(x[1], 12), x[0]))
    return items[:k]
