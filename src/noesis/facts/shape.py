"""The JSON shape of a fact, shared by ``noesis facts --json`` and ``GET /v1/facts``.

Plain data, no rendering library: the CLI's Rich views (:mod:`noesis.cli.render`) and the HTTP
layer (:mod:`noesis.server`) both build on it, and the server must not import Rich.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..axis import format_position
from ..model import Fact, Span

if TYPE_CHECKING:
    from ..knowledge_base import KnowledgeBase


def fact_dict(kb: KnowledgeBase, fact: Fact, spans: Mapping[int, Span]) -> dict:
    """``fact.as_dict()`` plus its position as the KB's axis writes it and its aligned spans
    (those of ``spans``, keyed by span id; the others are left out)."""
    d = fact.as_dict()
    d["position_text"] = None if fact.position is None else format_position(fact.position, kb.axis.kind)
    d["aligned"] = [
        {
            "span": sid,
            "source": spans[sid].source,
            "start": spans[sid].start,
            "end": spans[sid].end,
            "speaker": spans[sid].speaker,
            "text": spans[sid].text,
        }
        for sid in fact.aligned
        if sid in spans
    ]
    return d
