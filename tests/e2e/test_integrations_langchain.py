"""``noesis.integrations.langchain.NoesisRetriever`` with the real ``langchain-core``: the
tiered context as documents in order (the Tier-0 fact first for the peak question), their
metadata as ``noesis context --json`` has it, inside a real LCEL chain, and with no network."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("langchain_core")

from langchain_core.documents import Document  # noqa: E402
from langchain_core.prompts import PromptTemplate  # noqa: E402
from langchain_core.retrievers import BaseRetriever  # noqa: E402
from langchain_core.runnables import RunnablePassthrough  # noqa: E402

from noesis.errors import QueryError  # noqa: E402
from noesis.integrations.langchain import NoesisRetriever  # noqa: E402

from .mcp_support import (  # noqa: E402
    PEAK,
    SEATTLE_2015,
    TRAP,
    build_kbs,
    clock,
    italia_peak,
    noesis,
    seattle_max_2015,
)


@pytest.fixture(scope="module")
def kbs(tmp_path_factory) -> Path:
    return build_kbs(tmp_path_factory.mktemp("lc-kbs"))


@pytest.fixture(scope="module")
def retriever(kbs):
    r = NoesisRetriever(mesh=str(kbs))
    yield r
    r.close()


def _cli_context(question: str, kbs: Path) -> dict:
    done = noesis("context", question, "--mesh", str(kbs), "--json", cwd=kbs)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_the_documents_are_the_tiers_in_order_tier0_fact_first(retriever, kbs):
    assert isinstance(retriever, BaseRetriever)
    docs = retriever.invoke(PEAK)
    share, second = italia_peak()
    first = docs[0]
    assert isinstance(first, Document)
    assert first.metadata["tier"] == 0 and first.metadata["kind"] == "fact"
    assert first.metadata["source"] == "italia_sera.csv" and first.metadata["kb"] == "broadcast-it"
    assert f"{share:g}%" in first.page_content and clock(second) in first.metadata["citation"]
    assert first.metadata["tier_label"].startswith("Tier 0") and "fact" in first.metadata["epistemic"]
    tiers = [d.metadata["tier"] for d in docs]
    assert tiers == sorted(tiers) and [d.metadata["rank"] for d in docs] == list(range(len(docs)))

    cli = _cli_context(PEAK, kbs)  # what /v1/context and `noesis context --json` hold, in order
    items = [(t["tier"], t["label"], i) for t in cli["tiers"] for i in t["items"]]
    assert [d.page_content for d in docs] == [i["text"] for _, _, i in items]
    for d, (tier, label, i) in zip(docs, items, strict=True):
        assert (d.metadata["tier"], d.metadata["tier_label"]) == (tier, label)
        assert {k: d.metadata[k] for k in ("source", "kb", "kind", "window", "ref", "why")} == \
            {k: i[k] for k in ("source", "kb", "kind", "window", "ref", "why")}
        assert d.metadata["citation"]


def test_a_chain_reads_the_tier0_fact_first(retriever):
    prompt = PromptTemplate.from_template("Evidence:\n{context}\n\nQuestion: {question}")

    def evidence(docs: list[Document]) -> str:
        return "\n".join(f"- ({d.metadata['tier_label']}) {d.page_content}" for d in docs)

    chain = {"context": retriever | evidence, "question": RunnablePassthrough()} | prompt
    text = chain.invoke(PEAK).to_string()
    share, second = italia_peak()
    first_line = text.splitlines()[1]
    assert first_line.startswith("- (Tier 0") and f"{share:g}%" in first_line and clock(second) in first_line


def test_batch_k_and_a_trap(retriever, kbs):
    peak, weather, trap = retriever.batch([PEAK, SEATTLE_2015, TRAP])  # worker threads, one mesh
    assert peak[0].metadata["source"] == "italia_sera.csv"
    value, day = seattle_max_2015()
    assert weather[0].metadata["tier"] == 0 and weather[0].metadata["kb"] == "seattle"
    assert f"{value:g}" in weather[0].page_content and day in weather[0].page_content
    assert trap[0].metadata["kind"] == "notice" and "Domenica Sportiva Estate" in trap[0].page_content
    two = NoesisRetriever(mesh=str(kbs), k=2, kbs=["broadcast-it"])
    try:
        assert len(two.invoke(PEAK)) == 2
    finally:
        two.close()
    with pytest.raises(QueryError, match=r"no KB named 'nope'.*have: broadcast-it, seattle"):
        NoesisRetriever(mesh=str(kbs), kbs=["nope"])


OFFLINE = """
import socket, sys
def refuse(*a, **k):
    raise OSError("the network is refused in this test")
socket.socket.connect = socket.socket.connect_ex = socket.create_connection = refuse
from noesis.integrations.langchain import NoesisRetriever
docs = NoesisRetriever(mesh=sys.argv[1]).invoke(sys.argv[2])
print(docs[0].metadata["tier"], docs[0].metadata["source"])
"""


def test_runs_with_the_network_refused(kbs, tmp_path):
    done = subprocess.run([sys.executable, "-c", OFFLINE, str(kbs), PEAK], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["0", "italia_sera.csv"]
