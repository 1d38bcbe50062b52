"""The activated graph block: Personalized PageRank from the plan's entities and sources,
rendered as a few ``A —mentions→ B (kb)`` lines between the facts and the passages."""

from __future__ import annotations

from dataclasses import dataclass

from ..mesh import Mesh
from ..query.plan import Plan

MAX_GRAPH_LINES = 6
TOP_NODES = 8


@dataclass(frozen=True)
class Activation:
    #: per KB, the top activated nodes with their scores (rounded for the trace)
    scores: tuple[tuple[str, tuple[tuple[str, float], ...]], ...]
    lines: tuple[str, ...]

    def as_trace(self) -> dict:
        return {kb: [[n, s] for n, s in top] for kb, top in self.scores}


def activate(plan: Plan, mesh: Mesh) -> Activation:
    if plan.arm == "flat" or plan.unresolved_only:
        return Activation((), ())
    scores_out: list[tuple[str, tuple[tuple[str, float], ...]]] = []
    lines: list[str] = []
    for kbp in plan.kbs:
        seeds = [f"entity:{e}" for e in kbp.entities] + [f"source:{s}" for s in plan.route.sources_in(kbp.kb)]
        if not seeds:
            continue
        g = mesh.graph(kbp.kb)
        top = g.top_for(seeds, k=TOP_NODES)
        scores_out.append((kbp.kb, tuple((n, round(s, 6)) for n, s in top)))
        names = {n for n, _ in top}
        scores = dict(top)  # every edge drawn has both ends among the top nodes
        edges = g.edges_among(sorted(names), ("about", "mentions"))
        edges.sort(key=lambda e: (-round(scores.get(e.src, 0) + scores.get(e.dst, 0), 12), e.src, e.type, e.dst))
        lines += [f"{e.src.split(':', 1)[1]} —{e.type}→ {e.dst.split(':', 1)[1]} ({kbp.kb})"
                  for e in edges[:MAX_GRAPH_LINES]]
    return Activation(tuple(scores_out), tuple(sorted(dict.fromkeys(lines))))
