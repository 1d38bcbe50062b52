"""A LlamaIndex retriever over a mesh (the ``llamaindex`` extra: ``pip install 'noesis-rag[llamaindex]'``).

>>> from noesis.integrations.llamaindex import NoesisRetriever
>>> nodes = NoesisRetriever(mesh="kbs/").retrieve("What was the peak share of Italia Sera?")

Each :class:`~llama_index.core.schema.NodeWithScore` is one item of the question's tiered
context, in the order a model reads them (Tier 0 computed facts first); its score is the
order as ``1 / (rank + 1)`` (not a similarity) and its node's ``metadata`` holds the tier,
the tier's epistemic label, the kind, KB, source, window, citation and rank. The node ids are
stable (``kb:kind:ref`` where the item has a stored id). No model and no network are involved.
"""

from __future__ import annotations

from collections.abc import Sequence

try:
    from llama_index.core.base.base_retriever import BaseRetriever
    from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
except ImportError as exc:  # pragma: no cover - the message is the point
    raise ImportError(f"noesis.integrations.llamaindex needs llama-index-core: pip install "
                      f"'noesis-rag[llamaindex]' ({exc})") from None

from ..context.budget import DEFAULT_BUDGET
from .retrieval import MeshContext, MeshSpec, Passage

__all__ = ["NoesisRetriever", "node"]

#: metadata a response synthesizer need not show the model (the text carries its citation)
_HIDDEN = ["rank", "ref", "why", "tier_label", "epistemic"]


def node(p: Passage) -> NodeWithScore:
    ident = f"{p.kb}:{p.kind}:{p.ref}" if p.ref is not None else f"{p.kb}:{p.kind}:rank{p.rank}"
    text = TextNode(text=p.text, id_=ident, metadata=p.metadata(), excluded_llm_metadata_keys=list(_HIDDEN),
                    excluded_embed_metadata_keys=list(p.metadata()))
    return NodeWithScore(node=text, score=p.score)


class NoesisRetriever(BaseRetriever):
    """The tiered context of a query as scored nodes, Tier 0 first."""

    def __init__(self, mesh: MeshSpec, *, arm: str = "full", budget: int = DEFAULT_BUDGET,
                 kbs: Sequence[str] | None = None, k: int | None = None, **kwargs):
        super().__init__(**kwargs)
        self._context = MeshContext(mesh, arm=arm, budget=budget, kbs=kbs)
        self._k = k

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        found = self._context.passages(query_bundle.query_str)
        return [node(p) for p in found[: self._k]]

    def close(self) -> None:
        """Close the mesh this retriever opened (not one it was given)."""
        self._context.close()
