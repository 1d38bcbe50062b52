"""Malformed, trickling and huge replies from real loopback servers, for the Ollama and the
OpenAI-compatible backends: each ends as one BackendError leaf, never a traceback."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from noesis.errors import BackendTimeout, DeadlineExceeded, MalformedResponse, ReplyTooLarge
from noesis.llm import Message, Options
from noesis.llm.bounded import MAX_CHARS_PER_TOKEN
from noesis.llm.deadline import WithDeadline
from noesis.llm.ollama_backend import OllamaChat
from noesis.llm.openai_backend import OpenAIChat

MSG = [Message("user", "What was the peak?")]


def _ok_body(path: str, content: object) -> dict:
    if path.endswith("/api/chat"):
        return {"model": "m", "message": {"role": "assistant", "content": content}, "done": True}
    return {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}]}


#: reply bodies that are not completions (both APIs): what the campaign sent
MALFORMED = {
    "choices_dict": {"choices": {"0": {"message": {"content": "37.5%"}}},
                     "message": {"0": {"content": "37.5%"}}},
    "empty_object": {},
    "choices_empty": {"choices": [], "message": None},
    "choices_string": {"choices": "37.5%", "message": "37.5%"},
    "choice_null": {"choices": [None], "message": [None]},
    "content_number": {"choices": [{"message": {"content": 37.5}}], "message": {"content": 37.5}},
    "message_list": {"choices": [{"message": ["37.5%"]}], "message": ["37.5%"]},
    "json_list": [1, 2, 3],
    "json_string": "37.5%",
}


class Handler(BaseHTTPRequestHandler):
    mode = "ok"
    size = 0

    def log_message(self, *a):
        pass

    def _head(self, length: int | None = None, ctype: str = "application/json") -> None:
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        if length is not None:
            self.send_header("Content-Length", str(length))
        self.end_headers()

    def do_POST(self):  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        mode = type(self).mode
        try:
            if mode in MALFORMED:
                body = MALFORMED[mode]
                if isinstance(body, dict) and body:  # keep only the keys of this API
                    key = "message" if self.path.endswith("/api/chat") else "choices"
                    body = {key: body[key]}
                data = json.dumps(body).encode()
                self._head(len(data))
                self.wfile.write(data)
            elif mode == "not_json":
                data = b'{"choices": [{"message": {"content": "37.5%"'
                self._head(len(data))
                self.wfile.write(data)
            elif mode == "trickle":  # a valid reply, 40 bytes every 50 ms (about 4 s in all)
                data = json.dumps(_ok_body(self.path, "x" * 3000)).encode()
                self._head(len(data))
                for i in range(0, len(data), 40):
                    self.wfile.write(data[i:i + 40])
                    self.wfile.flush()
                    time.sleep(0.05)
            elif mode == "huge":  # a valid 20 MB reply
                data = json.dumps(_ok_body(self.path, "y" * (20 << 20))).encode()
                self._head(len(data))
                self.wfile.write(data)
            elif mode == "long_text":  # well within the byte bound, far past max_tokens
                data = json.dumps(_ok_body(self.path, "z" * type(self).size)).encode()
                self._head(len(data))
                self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):  # the client stopped reading: the point
            pass


@pytest.fixture(scope="module")
def base():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.daemon_threads = True
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


@pytest.fixture
def server(base):
    yield base
    Handler.mode = "ok"


BACKENDS = {
    "ollama": lambda base: OllamaChat("tiny:1b", base),
    "openai": lambda base: OpenAIChat(base + "/v1", "tiny"),
}


@pytest.mark.parametrize("kind", sorted(BACKENDS))
@pytest.mark.parametrize("mode", [*sorted(MALFORMED), "not_json"])
def test_malformed_reply_is_a_backend_error(server, kind, mode):
    Handler.mode = mode
    with pytest.raises(MalformedResponse) as info:
        BACKENDS[kind](server).complete(MSG, Options(timeout=10))
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_trickling_reply_ends_at_the_call_timeout(server, kind):
    """Each 40-byte piece comes well within the read timeout; the whole reply would take ~4 s."""
    Handler.mode = "trickle"
    with pytest.raises(BackendTimeout) as info:
        BACKENDS[kind](server).complete(MSG, Options(timeout=0.6))
    assert "within 0.6 s" in str(info.value)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_huge_reply_stops_at_the_byte_bound(server, kind):
    Handler.mode = "huge"
    with pytest.raises(ReplyTooLarge) as info:
        BACKENDS[kind](server).complete(MSG, Options(timeout=30, max_reply_bytes=64 * 1024))
    assert "over 65536 bytes" in str(info.value)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_text_past_max_tokens_is_cut(server, kind):
    Handler.mode, Handler.size = "long_text", 50_000
    c = BACKENDS[kind](server).complete(MSG, Options(timeout=10, max_tokens=100))
    assert c.text == "z" * (100 * MAX_CHARS_PER_TOKEN)


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_request_deadline_covers_every_call(server, kind):
    """One deadline for all the calls of a request: the first trickles past it, the next
    fails at once without reaching the server."""
    Handler.mode = "trickle"
    model = WithDeadline(BACKENDS[kind](server), 0.6)
    with pytest.raises(DeadlineExceeded) as first:
        model.complete(MSG, Options(timeout=60))
    assert "deadline of 0.6 s" in str(first.value)
    Handler.mode = "huge"  # would be ReplyTooLarge if the call were made
    with pytest.raises(DeadlineExceeded) as second:
        model.complete(MSG, Options(timeout=60, max_reply_bytes=1024))
    assert "before the model call" in str(second.value)


def test_the_cli_reports_a_malformed_reply_in_one_line(server, demo_kbs):
    """Was a ``KeyError: 0`` traceback (exit 1): now the requested model's failure is an
    error (exit 3) naming it on one line; with ``--fallback deterministic`` the answer is the
    degraded fallback, naming the failure in one line."""
    import subprocess
    import sys

    Handler.mode = "choices_dict"
    args = [sys.executable, "-m", "noesis.cli", "ask", "What did the hosts of Italia Sera talk about?",
            "--mesh", str(demo_kbs / "broadcast-it.sqlite"), "--llm", f"openai:{server}/v1#tiny",
            "--policy", "model", "--json"]
    r = subprocess.run(args, capture_output=True, text=True, timeout=120)
    assert r.returncode == 3, r.stderr
    assert "Traceback" not in r.stderr
    assert any("returned no choices" in line for line in r.stderr.splitlines())
    r = subprocess.run([*args, "--fallback", "deterministic"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    degraded = json.loads(r.stdout)["degraded"]
    assert "returned no choices" in degraded and "\n" not in degraded


@pytest.mark.parametrize("kind", sorted(BACKENDS))
def test_request_deadline_covers_a_streamed_call(server, kind):
    """The streamed path (the engine streams to a listener) keeps the request's deadline."""
    Handler.mode = "trickle"
    model = WithDeadline(BACKENDS[kind](server), 0.6)
    with pytest.raises(DeadlineExceeded):
        "".join(model.stream(MSG, Options(timeout=60)))
    with pytest.raises(DeadlineExceeded) as second:
        "".join(model.stream(MSG, Options(timeout=60)))
    assert "before the model call" in str(second.value)
