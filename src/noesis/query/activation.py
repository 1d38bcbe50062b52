"""Activation: Personalized PageRank over a KB's entity graph.

The graph is the typed entity graph of the store (:meth:`KBStore.graph_edges`) folded to the level
where activation means something: entity, source and fact nodes, with span-level edges
aggregated (a source *mentions* an entity as often as its spans do; a fact is
*aligned_with* the source whose spans cover its position). It is built once per KB as a
column-normalised sparse matrix in CSR arrays (plain numpy: ``scipy.sparse`` alone cost
more to import than a whole question).

A question's activation is local (issue 29): a forward push from the seeds
(:meth:`EntityGraph.local_pagerank`) moves residual mass node by node through the seeds'
neighbourhood and stops at the hubs (nodes with :data:`HUB_NEIGHBOURS` or more neighbours:
the speakers joining every programme), whose own PageRank vectors are solved once per graph
(conjugate gradients, :func:`solve_pagerank`) and added in proportion to the mass that
reached them. Its L1 error is bounded (:class:`LocalRank`, at most ~1.1e-6) far below the
0.85**40 truncation of the 40-step power iteration (:meth:`EntityGraph.pagerank_vector`),
which stays as the reference. A push that would cross a quarter of the graph (a small
graph, or one without hubs) hands what it left to one solve over the whole graph.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..store.protocol import GraphEdge, KBStoreProtocol

#: an edge of the graph (the store's typed record; tests and callers build them by this name)
Edge = GraphEdge
#: seed lists whose top nodes a graph keeps (a bound on the memo: each entry is ~8 pairs)
MAX_TOP_MEMO = 4096
#: the damping of every activation (the walk continues with this probability)
DAMPING = 0.85
#: a node with this many neighbours or more is a hub: a push stops there, and its own
#: PageRank vector (computed once per graph) carries the mass on (issue 29)
HUB_NEIGHBOURS = 32
#: the push goes on until the residual mass left on non-hub nodes is at most this: the L1
#: error of a local activation (hub vectors' own error added), ~1,500 times below the
#: 0.85**40 ≈ 1.5e-3 per node (3.1e-3 in L1) that the 40-step power iteration accepts
PUSH_RESIDUAL = 1e-6
#: hub vectors are solved until their L1 error bound is below this
HUB_TOLERANCE = 1e-7
#: a push that would cross more than this share of the graph's edges in all stops: what is
#: left is solved over the whole graph (a small graph, or one without hubs)
SPREAD_SHARE = 0.25
#: a graph with at most this many hubs solves them all when the first is reached (one slow
#: question, not several); a larger one solves each hub when reached
EAGER_HUBS = 8
#: a push that reaches more hubs than this is finished by one solve over the whole graph
#: instead (a first question never pays more than this many hub solves)
MAX_REACHED_HUBS = 16
#: conjugate-gradient steps a solve may take (each divides the error by ~1.8 at damping 0.85)
MAX_SOLVE_STEPS = 400
#: hub vector entries a graph keeps (n floats each): past it the memo is cleared, and a
#: vector is recomputed, identical, when next reached
MAX_HUB_FLOATS = 1 << 23


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


@dataclass(frozen=True, eq=False)
class LocalRank:
    """A local activation (:meth:`EntityGraph.local_pagerank`): ``vector`` in node order, zero
    where neither the push nor a hub's vector reached; ``bound`` an upper bound of its L1
    distance to the exact Personalized PageRank, hence of every node's error; ``pushed`` the
    node pushes made (the work) and ``hubs`` the hubs whose vectors were added."""

    vector: np.ndarray
    bound: float
    pushed: int
    hubs: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Push:
    """What a push leaves (:func:`forward_push`): ``settled`` mass per node (the estimate so
    far) and ``residual`` mass not yet spread (the rest of the PageRank is the residual's own
    PageRank, by linearity), in the order first reached; ``left`` the residual on non-hub
    nodes, ``pushed`` the pushes made, ``spread`` whether it stopped short of ``left`` being
    small because it was crossing a large part of the graph."""

    settled: dict[int, float]
    residual: dict[int, float]
    left: float
    pushed: int
    spread: bool


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
        #: weighted degree: the column sums before normalising (the adjacency is symmetric)
        self.degree = np.bincount(cols if n else empty, weights=w, minlength=n)

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
        restart = np.zeros(len(self.nodes))
        restart[idx] = 1.0 / len(idx)
        return power_iteration(self.matrix, restart, damping, iterations, tol)[0]

    def local_pagerank(self, seeds: Sequence[str], *, damping: float = DAMPING,
                       residual: float = PUSH_RESIDUAL) -> LocalRank | None:
        """Personalized PageRank from ``seeds`` by a forward push that stops at the hubs
        (``None`` when no seed is a node). The push settles mass on the nodes it reaches until
        at most ``residual`` is left on non-hub nodes; the mass that reached a hub is spread by
        that hub's own vector (:meth:`hub_vector`). The work is the pushes of the seeds'
        neighbourhood short of the hubs, plus one multiply-add per reached hub: not an
        iteration over the whole graph. A push that would cross a large part of the graph (a
        small graph, or one without hubs) stops, and the PageRank of what it left (hubs'
        residual included) is solved over the whole graph instead, as it is when the push
        reached more than :data:`MAX_REACHED_HUBS` hubs: no dearer than the whole graph."""
        idx = sorted({self.index[s] for s in seeds if s in self.index})
        if not idx:
            return None
        share = 1.0 / sum(s in self.index for s in seeds)  # as the power iteration: a repeated seed once
        hubs = self._hub_mask()
        push = forward_push(self._neighbours, hubs, idx, share, damping, residual,
                            SPREAD_SHARE * len(self.matrix.indices))
        vector = np.zeros(len(self.nodes))
        vector[list(push.settled)] = list(push.settled.values())
        reached = sorted(h for h in push.residual if hubs[h])
        if push.spread or len(reached) > MAX_REACHED_HUBS:  # the rest over the whole graph
            rest = np.zeros(len(self.nodes))
            rest[list(push.residual)] = list(push.residual.values())
            solved, bound = solve_pagerank(self.matrix, self.degree, rest, damping, residual)
            return LocalRank(vector + solved, bound, push.pushed, ())
        bound = push.left
        for h in reached:
            hub, error = self.hub_vector(h, damping)
            vector += push.residual[h] * hub
            bound += push.residual[h] * error
        return LocalRank(vector, bound, push.pushed, tuple(reached))

    def hub_vector(self, node: int, damping: float = DAMPING) -> tuple[np.ndarray, float]:
        """The PageRank vector restarting at hub ``node`` and a bound of its L1 error
        (:func:`solve_pagerank` to :data:`HUB_TOLERANCE`), kept per graph (read-only). The
        hubs of a graph with at most :data:`EAGER_HUBS` of them are all solved when the first
        is reached: the first question pays, not every later one for a new hub. Each is its
        own solve, so a vector has the same bits whenever it is computed (the memo changes
        the cost, never the result)."""
        memo = self.__dict__.setdefault("_hub_memo", {})
        got = memo.get((node, damping))
        if got is None:
            hub_ids = np.flatnonzero(self._hub_mask())
            group = hub_ids.tolist() if len(hub_ids) <= EAGER_HUBS and self._hub_mask()[node] else [node]
            if len(memo) + len(group) > MAX_HUB_FLOATS // max(len(self.nodes), 1):
                memo.clear()
            for h in group:
                solved = memo.get((h, damping))
                if solved is None:
                    restart = np.zeros(len(self.nodes))
                    restart[h] = 1.0
                    solved = memo[(h, damping)] = solve_pagerank(self.matrix, self.degree, restart, damping,
                                                                 HUB_TOLERANCE)
                if h == node:
                    got = solved  # kept here: another thread may clear the memo meanwhile
        return got

    def _neighbours(self, node: int) -> tuple[list[int], list[float]]:
        """The nodes ``node`` pushes to and their shares, ``A[u, v] / degree(u)``, as lists
        (a push is a short Python loop), kept per node once read."""
        memo = self.__dict__.setdefault("_push_rows", {})
        got = memo.get(node)
        if got is None:
            m = self.matrix
            lo, hi = m.indptr[node], m.indptr[node + 1]
            cols = m.indices[lo:hi]
            shares = m.data[lo:hi] * self.degree[cols] / self.degree[node]
            got = memo[node] = (cols.tolist(), shares.tolist())
        return got

    def _hub_mask(self) -> np.ndarray:
        mask = self.__dict__.get("_hubs")
        if mask is None:
            mask = self.__dict__["_hubs"] = np.diff(self.matrix.indptr) >= HUB_NEIGHBOURS
        return mask

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
        """:meth:`top` of :meth:`local_pagerank`, kept per seed list (the graph is read-only):
        the questions of a conversation about one programme share their seeds, and a
        repeated question pays nothing. The vector is :meth:`local_pagerank`'s (issue 29): no
        iteration over the whole graph, its error bounded by :data:`PUSH_RESIDUAL`."""
        key = (tuple(seeds), k, tuple(prefix))
        memo = self.__dict__.setdefault("_top_memo", {})
        got = memo.get(key)
        if got is None:
            local = self.local_pagerank(seeds)
            got = [] if local is None else self.top(local.vector, k=k, prefix=prefix)
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


def power_iteration(matrix: Transition, restart: np.ndarray, damping: float, iterations: int,
                    tol: float) -> tuple[np.ndarray, float]:
    """``score = damping * matrix @ score + (1 - damping) * restart`` from ``restart``, at most
    ``iterations`` steps, stopping once a step moves less than ``tol`` in L1; the vector and
    its last step's L1 size (its L1 error is at most that times ``damping / (1 - damping)``)."""
    score, step = restart.copy(), float("inf")
    for _ in range(iterations):
        nxt = damping * (matrix @ score) + (1 - damping) * restart
        step = float(np.abs(nxt - score).sum())
        score = nxt
        if step < tol:
            break
    return score, step


def solve_pagerank(matrix: Transition, degree: np.ndarray, restart: np.ndarray, damping: float,
                   tol: float) -> tuple[np.ndarray, float]:
    """The PageRank of ``restart`` (any non-negative mass), ``y = (1 - damping) (I - damping *
    matrix)^-1 restart``, and a bound of its L1 error, at most ``tol`` unless
    :data:`MAX_SOLVE_STEPS` run out. The graph is symmetric, so ``I - damping * matrix`` is
    ``D^1/2 (I - damping * S) D^-1/2`` with ``S`` symmetric and the eigenvalues of
    ``I - damping * S`` in [1 - damping, 1 + damping]: conjugate gradients on it converge at
    ~0.56 a step where the power iteration's 0.85 is slow on this near-bipartite graph. The
    bound needs no assumption on the solver: the L1 norm of ``(I - damping * matrix)^-1`` is
    at most ``1 / (1 - damping)``, so the error is at most the L1 residual over
    ``1 - damping``. Sums are numpy's own (no threaded BLAS): the same input, the same bits."""
    root = np.sqrt(np.where(degree > 0, degree, 1.0))
    target = (1 - damping) * restart
    z, res = np.zeros(matrix.n), target / root
    direction, rr = res.copy(), float((res * res).sum())
    for _ in range(MAX_SOLVE_STEPS):
        if float(np.abs(res * root).sum()) <= 0.5 * tol * (1 - damping):
            break
        step = direction - damping * ((matrix @ (direction * root)) / root)
        a = rr / float((direction * step).sum())
        z += a * direction
        res -= a * step
        rr, rr_before = float((res * res).sum()), rr
        direction = res + (rr / rr_before) * direction
    y = z * root
    residual = target - (y - damping * (matrix @ y))
    return y, float(np.abs(residual).sum()) / (1 - damping)


def forward_push(neighbours: Callable[[int], tuple[list[int], list[float]]], hubs: np.ndarray,
                 seeds: list[int], share: float, damping: float, residual: float, budget: float) -> Push:
    """Forward push (Andersen, Chung and Lang) from ``seeds`` (``share`` each): the non-hub
    node first in a queue settles ``1 - damping`` of its residual and passes the rest to its
    neighbours by their shares; a neighbour not a hub joins the queue's end, a hub keeps
    what it receives. It stops once at most ``residual`` is left on non-hub nodes (each
    pass over the queue multiplies it by ``damping`` at most), or, ``spread``, before a push
    would take the edges pushed past ``budget``. The queue is first-in first-out from the
    sorted seeds, each node's neighbours in node order: the same question, the same bits.
    Invariant: exact PageRank = settled + the PageRank of the residual."""
    rest = dict.fromkeys(seeds, share)
    settled: dict[int, float] = {}
    queue = deque(s for s in seeds if not hubs[s])
    queued = set(queue)
    left, pushed, work = share * len(queue), 0, 0
    while left > residual and queue:
        u = queue[0]
        targets, shares = neighbours(u)
        if work + len(targets) > budget:
            return Push(settled, rest, left, pushed, True)
        queue.popleft()
        queued.discard(u)
        mass = rest.pop(u)
        settled[u] = settled.get(u, 0.0) + (1 - damping) * mass
        left -= mass
        passed = damping * mass
        for v, w in zip(targets, shares, strict=True):
            rest[v] = rest.get(v, 0.0) + passed * w
            if not hubs[v]:
                left += passed * w
                if v not in queued:
                    queue.append(v)
                    queued.add(v)
        pushed, work = pushed + 1, work + len(targets)
    left = sum(m for v, m in rest.items() if not hubs[v])  # exact, not the running sum
    return Push(settled, rest, left, pushed, False)


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
