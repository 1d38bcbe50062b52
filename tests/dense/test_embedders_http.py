"""The Ollama and OpenAI-compatible embedders against a real HTTP server on loopback returning
canned vectors: batching, order, normalisation, and each failure as its own one-line error."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from noesis.dense.embedders import OllamaEmbedder, OpenAIEmbedder
from noesis.errors import BackendTimeout, BackendUnreachable, MalformedResponse, ModelNotFound

from ..server.serving import free_port as _closed_port  # bound then closed: nothing listens

SEEN: list[tuple[str, dict]] = []


def canned(text: str) -> list[float]:
    """A deterministic, un-normalised 4-d vector for a text."""
    return [float(len(text)), float(sum(map(ord, text)) % 7), 1.0, 2.0]


class Handler(BaseHTTPRequestHandler):
    mode = "ok"

    def log_message(self, *a):
        pass

    def _send(self, code: int, body: bytes, ctype="application/json"):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):  # noqa: N802
        length = int(self.headers.get("Content-Length", 0))
        req = json.loads(self.rfile.read(length) or b"{}")
        SEEN.append((self.path, req))
        mode = type(self).mode
        texts = req.get("input")
        texts = [texts] if isinstance(texts, str) else list(texts or [])
        vectors = [canned(t) for t in texts]
        if mode == "slow":
            time.sleep(2)
        if mode == "missing":
            return self._send(404, json.dumps({"error": f"model '{req.get('model')}' not found"}).encode())
        if mode == "garbage":
            return self._send(200, b"<html>not json</html>", "text/html")
        if mode == "short":
            vectors = vectors[:-1]
        if mode == "zero":
            vectors[0] = [0.0, 0.0, 0.0, 0.0]
        if mode == "ragged":
            vectors[-1] = vectors[-1][:3]
        if mode == "server-error":
            return self._send(500, json.dumps({"error": "out of memory\nwhile embedding"}).encode())
        if self.path.endswith("/api/embed"):
            body = {"model": req["model"], "embeddings": vectors}
        else:
            data = [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)]
            body = {"object": "list", "model": req["model"], "data": data[::-1],  # out of order on purpose
                    "usage": {"prompt_tokens": 3, "total_tokens": 3}}
        self._send(200, json.dumps(body).encode())


@pytest.fixture
def server():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    SEEN.clear()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()
    Handler.mode = "ok"


BACKENDS = {
    "ollama": lambda base, **kw: OllamaEmbedder("nomic-embed-text", base, **kw),
    "openai": lambda base, **kw: OpenAIEmbedder(base + "/v1", "bge-small", **kw),
}
TEXTS = ["the cooking final", "the last round of the culinary contest", "share", "a", "peak at 21:30"]


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_vectors_in_order_normalised_and_batched(server, kind):
    emb = BACKENDS[kind](server, batch_size=2)
    out = emb.embed(TEXTS)
    expected = np.array([canned(t) for t in TEXTS], dtype=np.float64)
    expected /= np.linalg.norm(expected, axis=1, keepdims=True)
    assert out.dtype == np.float32 and out.shape == (5, 4)
    np.testing.assert_allclose(out, expected, rtol=1e-6)
    assert len(SEEN) == 3  # 2 + 2 + 1
    path, req = SEEN[0]
    assert path.endswith("/api/embed" if kind == "ollama" else "/v1/embeddings")
    assert req["input"] == TEXTS[:2]
    assert emb.dim == 4
    assert np.array_equal(emb.embed(TEXTS), out)
    assert emb.embed([]).shape == (0, 4)
    assert emb.identity == ("ollama:nomic-embed-text" if kind == "ollama" else "openai:bge-small")


@pytest.mark.parametrize("kind", sorted(BACKENDS))
@pytest.mark.parametrize("mode,error", [
    ("missing", ModelNotFound),
    ("garbage", MalformedResponse),
    ("short", MalformedResponse),
    ("zero", MalformedResponse),
    ("ragged", MalformedResponse),
    ("server-error", MalformedResponse),
])
def test_failures_are_clear(server, kind, mode, error):
    Handler.mode = mode
    with pytest.raises(error) as info:
        BACKENDS[kind](server).embed(TEXTS)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_timeout(server, kind):
    Handler.mode = "slow"
    with pytest.raises(BackendTimeout):
        BACKENDS[kind](server, timeout=0.5).embed(TEXTS)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_connection_refused(kind):
    with pytest.raises(BackendUnreachable) as info:
        BACKENDS[kind](f"http://127.0.0.1:{_closed_port()}", timeout=5).embed(TEXTS)
    assert "cannot reach" in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_one_string_is_refused(kind):
    with pytest.raises(TypeError):
        BACKENDS[kind]("http://127.0.0.1:1").embed("one text")
