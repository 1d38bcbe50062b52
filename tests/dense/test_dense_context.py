"""Dense Tier 2 end to end: ingest with the offline ONNX embedder, then a paraphrased
question whose needed span BM25 alone misses."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from noesis.answer import Engine
from noesis.errors import QueryError
from noesis.mesh import Mesh

from ..conftest import EXAMPLES

PARAPHRASE = "Which critic rose to her feet when the actors took their bows?"
NEEDLE = "curtain call"


def _cli(*args):
    proc = subprocess.run([sys.executable, "-m", "noesis.cli", *map(str, args)], capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def uk_dense(tmp_path_factory):
    kb = tmp_path_factory.mktemp("dense") / "uk.sqlite"
    _cli("ingest", EXAMPLES / "broadcast-uk", "--kb", kb, "--embedder", "onnx")
    return kb


def _tier2(kb, dense):
    ctx = json.loads(_cli("context", PARAPHRASE, "--mesh", kb, "--dense", dense, "--json"))
    return ctx, [i["text"] for t in ctx["tiers"] if t["tier"] == 2 for i in t["items"]]


def test_paraphrase_found_by_hybrid_missed_by_bm25(uk_dense):
    _, bm25 = _tier2(uk_dense, "off")
    ctx, hybrid = _tier2(uk_dense, "on")
    assert bm25 and not any(NEEDLE in t for t in bm25)
    assert any(NEEDLE in t for t in hybrid)
    assert ctx["trace"]["tier2"]["dense"] == "on"


def test_incremental_and_recorded_identity(uk_dense):
    with Mesh.open(uk_dense) as m:
        meta = m.inventory("broadcast-uk").kb.store.get_meta("embedder")
        assert meta["identity"].startswith("onnx:") and meta["spec"] == "onnx"
        n = m.inventory("broadcast-uk").kb.store.vectors.count()
        assert n == m.inventory("broadcast-uk").kb.store.counts()["spans"]
    out = json.loads(_cli("ingest", EXAMPLES / "broadcast-uk", "--kb", uk_dense, "--json"))
    assert {s["status"] for s in out["sources"]} == {"unchanged"}


def test_wrong_embedder_is_a_clear_error(uk_dense, tmp_path):
    import shutil

    with Mesh.open(uk_dense, dense="on", embedder="onnx") as m:
        Engine(m).context(PARAPHRASE, arm="full")  # the KB's own embedder: fine
    copy = tmp_path / "uk.sqlite"
    shutil.copy(uk_dense, copy)
    with Mesh.open(copy, dense="on") as m:
        m.inventory("broadcast-uk").kb.store.set_meta("embedder", {"identity": "other:model", "spec": "onnx"})
        with pytest.raises(QueryError, match="was embedded with other:model"):
            Engine(m).context(PARAPHRASE, arm="full")


def test_dense_on_without_vectors_is_an_error(demo_kbs):
    with Mesh.open(demo_kbs / "broadcast-it.sqlite", dense="on") as m, pytest.raises(QueryError, match="no vectors"):
        Engine(m).context(PARAPHRASE, arm="full")
