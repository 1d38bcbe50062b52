"""``noesis.integrations.llamaindex.NoesisRetriever`` with the real ``llama-index-core``: scored
nodes in the context's order (the Tier-0 fact first for the peak question), a real
``RetrieverQueryEngine`` over it, and no network at import or run time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("llama_index.core")

from llama_index.core.base.base_retriever import BaseRetriever  # noqa: E402
from llama_index.core.llms import MockLLM  # noqa: E402
from llama_index.core.query_engine import RetrieverQueryEngine  # noqa: E402
from llama_index.core.schema import NodeWithScore  # noqa: E402

from noesis.integrations.llamaindex import NoesisRetriever  # noqa: E402

from .mcp_support import PEAK, SEATTLE_2015, build_kbs, clock, italia_peak, seattle_max_2015  # noqa: E402


@pytest.fixture(scope="module")
def kbs(tmp_path_factory) -> Path:
    return build_kbs(tmp_path_factory.mktemp("li-kbs"))


@pytest.fixture(scope="module")
def retriever(kbs):
    r = NoesisRetriever(str(kbs))
    yield r
    r.close()


def test_nodes_in_order_tier0_fact_first(retriever):
    assert isinstance(retriever, BaseRetriever)
    nodes = retriever.retrieve(PEAK)
    share, second = italia_peak()
    assert all(isinstance(n, NodeWithScore) for n in nodes)
    first = nodes[0]
    meta = first.node.metadata
    assert meta["tier"] == 0 and meta["kind"] == "fact" and meta["source"] == "italia_sera.csv"
    assert f"{share:g}%" in first.node.get_content() and clock(second) in meta["citation"]
    assert first.node.node_id == f"broadcast-it:fact:{meta['ref']}"
    scores = [n.score for n in nodes]
    assert scores == sorted(scores, reverse=True) and scores[0] == 1.0
    tiers = [n.node.metadata["tier"] for n in nodes]
    assert tiers == sorted(tiers)
    assert len({n.node.node_id for n in nodes}) == len(nodes)


def test_a_query_engine_reads_the_tier0_fact_first(retriever):
    engine = RetrieverQueryEngine.from_args(retriever, llm=MockLLM())
    response = engine.query(PEAK)
    share, second = italia_peak()
    top = response.source_nodes[0]
    assert top.node.metadata["tier"] == 0 and f"{share:g}%" in top.node.get_content()
    assert clock(second) in top.node.metadata["citation"]
    value, day = seattle_max_2015()
    weather = engine.query(SEATTLE_2015).source_nodes[0]
    assert weather.node.metadata["kb"] == "seattle" and day in weather.node.get_content()
    assert f"{value:g}" in weather.node.get_content()


OFFLINE = """
import socket, sys
def refuse(*a, **k):
    raise OSError("the network is refused in this test")
socket.socket.connect = socket.socket.connect_ex = socket.create_connection = refuse
from llama_index.core.llms import MockLLM
from llama_index.core.query_engine import RetrieverQueryEngine
from noesis.integrations.llamaindex import NoesisRetriever
engine = RetrieverQueryEngine.from_args(NoesisRetriever(sys.argv[1]), llm=MockLLM())
top = engine.query(sys.argv[2]).source_nodes[0].node.metadata
print(top["tier"], top["source"])
"""


def test_runs_with_the_network_refused(kbs, tmp_path):
    """Neither llama-index's tokenizer (its packaged tiktoken cache) nor the retriever fetches anything."""
    done = subprocess.run([sys.executable, "-c", OFFLINE, str(kbs), PEAK], capture_output=True, text=True,
                          timeout=180, cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-2:] == ["0", "italia_sera.csv"]
