"""The tiered context of a question as a flat list of :class:`Passage` values, in the order a
model reads them (Tier 0 facts first, then Tier 1 addressed passages, then Tier 2 discovered
ones): what the LangChain and LlamaIndex retrievers hand on as documents / nodes.

:class:`MeshContext` opens the mesh once (paths, or an open :class:`~noesis.mesh.Mesh` the
caller keeps) and assembles contexts under a lock: a KB is one SQLite connection, and the
frameworks call retrievers from worker threads (``batch``, ``abatch``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..answer import Engine
from ..context.budget import DEFAULT_BUDGET
from ..context.evidence import Item, Tier
from ..context.result import Context
from ..mesh import Mesh

#: what a passage's ``epistemic`` field says of each item kind
EPISTEMIC = {
    "fact": "computed or curated fact (Priority 1)",
    "computation": "computed at query time from the stored readings",
    "background": "background statistic (Priority 2: never overrides Priority 1)",
    "notice": "a statement about the question (a name the KBs do not hold, or an ambiguous one)",
    "span": "verbatim passage of a source",
}


@dataclass(frozen=True)
class Passage:
    """One item of a context, with where it comes from."""

    text: str
    tier: int
    tier_label: str  # the tier's epistemic label, as the prompt writes it
    epistemic: str  # what the item is: see EPISTEMIC
    kind: str  # fact | computation | background | notice | span
    kb: str
    source: str
    window: str | None
    citation: str  # the marker the text carries, e.g. "[italia_sera.csv @ second 146 (02:26)]"
    ref: int | None  # the fact or span id in its KB
    why: str  # why the tier selected it
    rank: int  # 0 for the first passage a model reads

    @property
    def score(self) -> float:
        """``1 / (rank + 1)``: the context's order as a descending score (not a similarity)."""
        return 1.0 / (self.rank + 1)

    def metadata(self) -> dict[str, Any]:
        """Everything but the text, as a framework's metadata mapping."""
        out = asdict(self)
        del out["text"]
        return out


def passages(ctx: Context) -> list[Passage]:
    """The items of ``ctx``'s tiers in order, as :class:`Passage` values."""
    items: Iterable[tuple[Tier, Item]] = ((t, i) for t in ctx.tiers for i in t.items)
    return [Passage(text=i.text, tier=t.tier, tier_label=t.label, epistemic=EPISTEMIC.get(i.kind, i.kind),
                    kind=i.kind, kb=i.kb, source=i.source, window=i.window, citation=i.citation, ref=i.ref,
                    why=i.why, rank=n) for n, (t, i) in enumerate(items)]


MeshSpec = str | Path | Sequence[str | Path] | Mesh


class MeshContext:
    """Contexts over one mesh: ``mesh`` is KB file(s), a folder of them, a mesh.toml (opened
    here, closed by :meth:`close`) or an open :class:`Mesh` (the caller's to close)."""

    def __init__(self, mesh: MeshSpec, *, arm: str = "full", budget: int = DEFAULT_BUDGET,
                 kbs: Sequence[str] | None = None):
        self._owned = not isinstance(mesh, Mesh)
        opened = Mesh.open(mesh) if self._owned else mesh  # type: ignore[arg-type]
        self.mesh = _restricted(opened, kbs)
        self._all = opened
        self.arm, self.budget = arm, budget
        self._lock = threading.Lock()

    def context(self, question: str, history: Sequence[Mapping[str, str]] = ()) -> Context:
        with self._lock:
            return Engine(self.mesh).context(question, arm=self.arm, budget=self.budget, history=history)

    def passages(self, question: str, history: Sequence[Mapping[str, str]] = ()) -> list[Passage]:
        return passages(self.context(question, history))

    def close(self) -> None:
        if self._owned:
            self._all.close()


def _restricted(mesh: Mesh, kbs: Sequence[str] | None) -> Mesh:
    """``mesh``, or a mesh of only the KBs named (an unknown name is an error naming the KBs)."""
    if kbs is None:
        return mesh
    from ..errors import QueryError

    names = [kb.name for kb in mesh.kbs]
    unknown = [k for k in kbs if k not in names]
    if unknown or not kbs:
        raise QueryError(f"kbs: no KB named {', '.join(map(repr, unknown)) or '(none given)'} in this mesh "
                         f"(have: {', '.join(names)})")
    return Mesh([kb for kb in mesh.kbs if kb.name in kbs])
