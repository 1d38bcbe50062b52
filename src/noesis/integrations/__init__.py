"""Noēsis where users already work: retrievers for LangChain (:mod:`.langchain`, the
``langchain`` extra) and LlamaIndex (:mod:`.llamaindex`, the ``llamaindex`` extra), both thin
adapters over :class:`.retrieval.MeshContext` — the tiered context of ``/v1/context`` as
passages in order, each with its tier's epistemic label, source, window and citation.
(The MCP server is :mod:`noesis.server.mcp_server`.) See docs/mcp.md."""
