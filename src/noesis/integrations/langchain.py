"""A LangChain retriever over a mesh (the ``langchain`` extra: ``pip install 'noesis-rag[langchain]'``).

>>> from noesis.integrations.langchain import NoesisRetriever
>>> docs = NoesisRetriever(mesh="kbs/").invoke("What was the peak share of Italia Sera?")

Each :class:`~langchain_core.documents.Document` is one item of the question's tiered context,
in the order a model reads them (Tier 0 computed facts first); its ``metadata`` holds the
tier, the tier's epistemic label, the kind, KB, source, window, citation and rank
(:meth:`noesis.integrations.retrieval.Passage.metadata`). No model and no network are involved.
"""

from __future__ import annotations

from typing import Any

try:
    from langchain_core.callbacks import CallbackManagerForRetrieverRun
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever
except ImportError as exc:  # pragma: no cover - the message is the point
    raise ImportError(f"noesis.integrations.langchain needs langchain-core: pip install 'noesis-rag[langchain]' "
                      f"({exc})") from None
from pydantic import ConfigDict, Field, PrivateAttr

from ..context.budget import DEFAULT_BUDGET
from .retrieval import MeshContext, Passage

__all__ = ["NoesisRetriever", "document"]


def document(p: Passage) -> Document:
    return Document(page_content=p.text, metadata=p.metadata())


class NoesisRetriever(BaseRetriever):
    """The tiered context of a query as documents, Tier 0 first."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    mesh: Any = Field(description="KB file(s), a folder of them, a mesh.toml, or an open noesis Mesh")
    arm: str = Field("full", description="full | hydrate | skeleton | flat (see docs/models.md)")
    budget: int = Field(DEFAULT_BUDGET, description="token budget of the assembled context")
    kbs: list[str] | None = Field(None, description="only these KB names (default every KB)")
    k: int | None = Field(None, ge=1, description="at most this many documents (default all, in order)")
    _context: MeshContext = PrivateAttr()

    def model_post_init(self, __context: Any) -> None:
        self._context = MeshContext(self.mesh, arm=self.arm, budget=self.budget, kbs=self.kbs)

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        found = self._context.passages(query)
        return [document(p) for p in found[: self.k]]

    def close(self) -> None:
        """Close the mesh this retriever opened (not one it was given)."""
        self._context.close()
