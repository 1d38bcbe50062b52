"""Activation: Personalized PageRank over a KB's entity graph.

The graph is the typed entity graph of the store (:meth:`KBStore.graph_edges`) folded to the level
where activation means something: entity, source and fact nodes, with span-level edges
aggregated (a source *mentions* an entity as often as its spans do; a fact is
*aligned_with* the source whose spans cover its position). It is built once per KB as a
column-normalised sparse matrix in CSR arrays (plain numpy: ``scipy.sparse`` alone cost
more to import than a whole question); a question's activation is a few sparse mat-vec
products, no Python loop over nodes.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..store.protocol import GraphEdge, KBStoreProtocol

#: an edge of the graph (the store's typed record; tests and callers build them by this name)
Edge = GraphEdge
#: seed lists whose top nodes a graph keeps (a bound on the memo: each entry is ~8 pairs)
MAX_TOP_MEMO = 4096


@dataclass(frozen=True, eq=False)
class Transition:
    """A square sparse matrix in CSR form: row ``r`` holds ``data[indptr[r]:indptr[r+1]]`` at
    columns ``indices[...]``; duplicate (row, column) entries are summed when built."""

    n: int
    data: np.ndarray
    indices: np.ndarray
    indptr: np.ndarray

    @classmethod
    def column_stochastic(cls, n: int, rows: np.ndarray, cols: np.ndarray, weights: np.ndarray) -> Transition:
        """The matrix of ``weights`` at (``rows``, ``cols``), each column scaled to sum to 1."""
        key = np.unique(rows * n + cols, return_inverse=True)
        cells, where = key
        w = np.bincount(where, weights=weights, minlength=len(cells))
        r, c = np.divmod(cells, n)
        out = np.bincount(c, weights=w, minlength=n)
        out[out == 0] = 1.0
        indptr = np.zeros(n + 1, dtype=np.int64)
        np.cumsum(np.bincount(r, minlength=n), out=indptr[1:])
        return cls(n, w * (1.0 / out)[c], c, indptr)  # cells are sorted by row, then column

    def __matmul__(self, vector: np.ndarray) -> np.ndarray:
        products = self.data * vector[self.indices]
        sums = np.add.reduceat(products, self.indptr[:-1]) if len(products) else np.zeros(self.n)
        sums[self.indptr[:-1] == self.indptr[1:]] = 0.0  # reduceat copies a value into empty rows
        return sums

    def column_sums(self) -> np.ndarray:
        return np.bincount(self.indices, weights=self.data, minlength=self.n)


class EntityGraph:
    """Nodes, typed edges and the transition matrix of one KB."""

    def __init__(self, edges: Sequence[Edge]):
        self.edges = list(edges)
        names = sorted({e.src for e in edges} | {e.dst for e in edges})
        self.nodes = names
        self.index = {n: i for i, n in enumerate(names)}
        n = len(names)
        empty = np.zeros(0, dtype=np.int64)
        rows = np.array([self.index[e.dst] for e in edges] + [self.index[e.src] for e in edges], dtype=np.int64)
        cols = np.array([self.index[e.src] for e in edges] + [self.index[e.dst] for e in edges], dtype=np.int64)
        w = np.array([np.log1p(e.weight) + 1.0 for e in edges] * 2, dtype=np.float64)
        self.matrix = Transition.column_stochastic(n, rows if n else empty, cols if n else empty, w)

    @classmethod
    def from_store(cls, store: KBStoreProtocol) -> EntityGraph:
        return cls(store.graph_edges())

    def neighbours(self, node: str) -> list[Edge]:
        return [e for e in self.edges if e.src == node or e.dst == node]

    def personalized_pagerank(
        self, seeds: Sequence[str], *, damping: float = 0.85, iterations: int = 40, tol: float = 1e-10
    ) -> dict[str, float]:
        """Scores of every node for a restart distribution uniform over ``seeds``."""
        score = self.pagerank_vector(seeds, damping=damping, iterations=iterations, tol=tol)
        if score is None:
            return {}
        return {self.nodes[i]: float(score[i]) for i in np.flatnonzero(score > 0)}

    def pagerank_vector(
        self, seeds: Sequence[str], *, damping: float = 0.85, iterations: int = 40, tol: float = 1e-10
    ) -> np.ndarray | None:
        """:meth:`personalized_pagerank` as an array in :attr:`nodes` order (``None`` when no
        seed is a node): a question reads its top nodes from it (:meth:`top`) without a dict
        of every node of the KB."""
        idx = [self.index[s] for s in seeds if s in self.index]
        if not idx:
            return None
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
        return score

    def top(self, score: np.ndarray, k: int = 8,
            prefix: Sequence[str] = ("entity:", "source:")) -> list[tuple[str, float]]:
        """:func:`top_nodes` of ``score`` (:meth:`pagerank_vector`), the same list: only the
        positive scores of the given kinds within 1e-9 of the ``k``-th largest of them are
        made into ``(name, score)`` pairs and ranked (a 12-decimal rounding moves none across
        that margin), not every node of the KB."""
        mask = self._kind_mask(tuple(prefix)) & (score > 0)
        idx = np.flatnonzero(mask)
        if k > 0 and len(idx) > k:
            vals = score[idx]
            v_k = np.partition(vals, len(vals) - k)[len(vals) - k]
            idx = idx[vals >= v_k - 1e-9]
        return top_nodes({self.nodes[i]: float(score[i]) for i in idx}, k=k, prefix=prefix)

    def top_for(self, seeds: Sequence[str], k: int = 8,
                prefix: Sequence[str] = ("entity:", "source:")) -> list[tuple[str, float]]:
        """:meth:`top` of :meth:`pagerank_vector`, kept per seed list (the graph is read-only):
        the questions of a conversation about one programme share their seeds, and a
        repeated question pays no whole-graph iteration (issue 29). The first question on a
        seed list still iterates over the whole graph."""
        key = (tuple(seeds), k, tuple(prefix))
        memo = self.__dict__.setdefault("_top_memo", {})
        got = memo.get(key)
        if got is None:
            vector = self.pagerank_vector(seeds)
            got = [] if vector is None else self.top(vector, k=k, prefix=prefix)
            if len(memo) >= MAX_TOP_MEMO:
                memo.clear()
            memo[key] = got
        return list(got)

    def _kind_mask(self, kinds: tuple[str, ...]) -> np.ndarray:
        masks = self.__dict__.setdefault("_kind_masks", {})
        mask = masks.get(kinds)
        if mask is None:
            mask = masks[kinds] = np.fromiter((n.startswith(kinds) for n in self.nodes), dtype=bool,
                                              count=len(self.nodes))
        return mask

    def edges_among(self, names: Sequence[str], types: Sequence[str]) -> list[Edge]:
        """The edges of ``types`` whose both ends are in ``names``, in edge order: read from an
        index by (src, dst) pair built once per graph, not a scan of every edge per question."""
        pairs = self.__dict__.get("_pairs")
        if pairs is None:
            pairs = {}
            for i, e in enumerate(self.edges):
                pairs.setdefault((e.src, e.dst), []).append(i)
            self.__dict__["_pairs"] = pairs
        wanted = set(types)
        got = sorted(i for a in names for b in names for i in pairs.get((a, b), ()))
        return [self.edges[i] for i in dict.fromkeys(got) if self.edges[i].type in wanted]


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
