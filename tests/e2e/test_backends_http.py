"""The Ollama and OpenAI-compatible backends against real HTTP servers on loopback:
success with usage, and each failure as its own one-line BackendError."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from noesis.errors import BackendError
from noesis.llm import (
    BackendTimeout,
    BackendUnreachable,
    MalformedResponse,
    Message,
    ModelNotFound,
    Options,
    configured_llm,
    parse_llm_spec,
)
from noesis.llm.ollama_backend import OllamaChat
from noesis.llm.openai_backend import OpenAIChat

from ..server.serving import free_port as _closed_port  # bound then closed: nothing listens

MSG = [Message("user", "What was the peak?")]
SEEN: list[dict] = []


class Handler(BaseHTTPRequestHandler):
    mode = "ok"

    def log_message(self, *a):  # keep test output clean
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
        SEEN.append(req)
        mode = type(self).mode
        if mode == "slow":
            time.sleep(2)
        if mode == "missing":
            return self._send(404, json.dumps({"error": f"model '{req.get('model')}' not found"}).encode())
        if mode == "garbage":
            return self._send(200, b"<html>not json</html>", "text/html")
        if self.path.endswith("/api/chat"):
            body = {"model": req["model"], "message": {"role": "assistant", "content": "37.5%"},
                    "done": True, "prompt_eval_count": 11, "eval_count": 3}
        else:
            body = {"id": "x", "object": "chat.completion", "created": 0, "model": req["model"],
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": "37.5%"}}],
                    "usage": {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14}}
        self._send(200, json.dumps(body).encode())


@pytest.fixture
def server():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    Handler.mode = "ok"


BACKENDS = {
    "ollama": lambda base: OllamaChat("tiny:1b", base),
    "openai": lambda base: OpenAIChat(base + "/v1", "tiny"),
}


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_success_with_usage_and_temperature(server, kind):
    SEEN.clear()
    c = BACKENDS[kind](server).complete(MSG, Options())
    assert (c.text, c.prompt_tokens, c.completion_tokens) == ("37.5%", 11, 3)
    temp = SEEN[0]["options"]["temperature"] if kind == "ollama" else SEEN[0]["temperature"]
    assert temp == pytest.approx(0.1)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
@pytest.mark.parametrize("mode,error", [("missing", ModelNotFound), ("garbage", MalformedResponse)])
def test_failures_are_clear(server, kind, mode, error):
    Handler.mode = mode
    with pytest.raises(error) as info:
        BACKENDS[kind](server).complete(MSG, Options())
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_timeout(server, kind):
    Handler.mode = "slow"
    with pytest.raises(BackendTimeout):
        BACKENDS[kind](server).complete(MSG, Options(timeout=0.5))


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_connection_refused(kind):
    with pytest.raises(BackendUnreachable) as info:
        BACKENDS[kind](f"http://127.0.0.1:{_closed_port()}").complete(MSG, Options(timeout=5))
    assert "cannot reach" in str(info.value)


def test_spec_strings(monkeypatch):
    assert parse_llm_spec("ollama:llama3.2:3b").model == "llama3.2:3b"
    o = parse_llm_spec("ollama:http://10.0.0.9:11434#qwen2.5:0.5b")
    assert (o.host, o.model) == ("http://10.0.0.9:11434", "qwen2.5:0.5b")
    oa = parse_llm_spec("openai:http://127.0.0.1:8080/v1#smol")
    assert (oa.base_url, oa.model) == ("http://127.0.0.1:8080/v1", "smol")
    assert parse_llm_spec("gguf:/models/x.gguf").path.name == "x.gguf"
    for bad in ("", "gpt-4", "openai:nohost#m", "openai:http://x/v1", "ollama:"):
        with pytest.raises(BackendError):
            parse_llm_spec(bad)
    monkeypatch.delenv("NOESIS_LLM", raising=False)
    assert configured_llm(None) is None
    monkeypatch.setenv("NOESIS_LLM", "ollama:m")
    assert configured_llm(None).model == "m"


def test_missing_gguf_is_clear(tmp_path):
    with pytest.raises(ModelNotFound, match="no such GGUF"):
        parse_llm_spec(f"gguf:{tmp_path}/absent.gguf").complete(MSG, Options())
