"""Issue 16, the service side: slow clients, slow and malformed models, security headers,
allowed hosts, keys in URLs, Retry-After. Real uvicorn servers and real loopback backends."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from noesis.llm.base import Completion
from noesis.llm.openai_backend import OpenAIChat
from noesis.server.app import create_app
from noesis.server.connections import ConnectionBounds, uvicorn_options
from noesis.server.deps import ServiceSettings
from noesis.server.protect import PAGE_CSP

from .conftest import PEAK, LiveServer
from .serving import WRAPPER
from .serving import free_port as _free_port

HALF = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "  # never finished


def _half_sent(port: int, n: int) -> list[socket.socket]:
    socks = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(HALF)
        socks.append(s)
    return socks


def _closed_by_server(s: socket.socket) -> bool:
    """The server closed ``s`` (EOF or reset) within the socket's timeout."""
    try:
        return s.recv(4096) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


# ---------------------------------------------------------------------------------- slow clients
def test_stalled_requests_do_not_lock_out_a_client_under_a_descriptor_limit(demo_kbs):
    """The campaign's case: half-sent requests past the process's descriptor limit. The cap
    (under the limit) closes the stalled connections first, so a normal request is served."""
    port = _free_port()
    args = ["--mesh", str(demo_kbs), "--port", str(port), "--workers", "1", "--max-connections", "48",
            "--head-timeout", "120"]

    def limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (128, 128))

    env = {k: v for k, v in os.environ.items() if k != "NOESIS_LLM"}
    proc = subprocess.Popen([sys.executable, "-c", WRAPPER, *args], env=env, preexec_fn=limit,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    socks: list[socket.socket] = []
    try:
        for _ in range(300):
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
            assert proc.poll() is None
        socks = _half_sent(port, 160)  # more than the 128 descriptors the server may open
        r = httpx.get(f"{url}/healthz", timeout=20)
        assert r.status_code == 200
        for s in socks:
            s.settimeout(0.05)
        still_open = sum(not _closed_by_server(s) for s in socks)
        assert still_open < 48  # the cap held
    finally:
        for s in socks:
            s.close()
        proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


@pytest.fixture
def bounded(demo_mesh):
    started: list[LiveServer] = []

    def start(bounds: ConnectionBounds, settings: ServiceSettings | None = None, llm=None) -> LiveServer:
        app = create_app(settings or ServiceSettings(), mesh=demo_mesh, llm=llm)
        server = LiveServer(app, **uvicorn_options(bounds))
        started.append(server)
        return server

    yield start
    for s in started:
        s.stop()


def test_a_request_head_has_a_timeout(bounded):
    server = bounded(ConnectionBounds(head_timeout_s=0.3))
    socks = _half_sent(server.port, 5)
    try:
        assert all(_closed_by_server(s) for s in socks)
        # a kept-alive connection gets the same bound for its next request
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert s.recv(4096).startswith(b"HTTP/1.1 200")
            s.sendall(HALF)
            assert _closed_by_server(s)
        with server.client() as c:
            assert c.get("/healthz").status_code == 200
    finally:
        for s in socks:
            s.close()


def test_the_cap_closes_stalled_connections_first(bounded):
    server = bounded(ConnectionBounds(head_timeout_s=120, max_connections=8))
    socks = _half_sent(server.port, 20)
    try:
        with server.client() as c:
            assert c.get("/healthz").status_code == 200
        for s in socks:
            s.settimeout(0.05)
        assert sum(not _closed_by_server(s) for s in socks) < 8
    finally:
        for s in socks:
            s.close()


# ---------------------------------------------------------------------------------- slow and malformed models
class Backend(BaseHTTPRequestHandler):
    mode = "trickle"

    def log_message(self, *a):
        pass

    def do_POST(self):  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if type(self).mode == "trickle":
            data = json.dumps({"choices": [{"message": {"role": "assistant", "content": "x" * 4000}}]}).encode()
        else:  # the campaign's malformed reply
            data = json.dumps({"choices": {"message": {"content": "37.5%"}}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        try:
            step = 40 if type(self).mode == "trickle" else len(data)
            for i in range(0, len(data), step):
                self.wfile.write(data[i:i + step])
                self.wfile.flush()
                if type(self).mode == "trickle":
                    time.sleep(0.05)
        except (BrokenPipeError, ConnectionResetError):
            pass


@pytest.fixture(scope="module")
def backend():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Backend)
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{srv.server_address[1]}/v1"
    srv.shutdown()
    srv.server_close()


def test_a_trickling_model_ends_at_the_request_deadline_with_504(serve, backend):
    Backend.mode = "trickle"
    server = serve(llm=OpenAIChat(backend, "tiny"), settings=ServiceSettings(request_deadline_s=0.6))
    with server.client() as c:
        r = c.post("/v1/ask", json={"question": PEAK, "policy": "model"})
        assert r.status_code == 504, r.text
        err = r.json()["error"]
        assert err["code"] == "deadline_exceeded" and "0.6 s" in err["message"]
        assert "37.5%" in err["fallback"]["answer"]  # the engine's answer comes with it
        ok = c.post("/v1/ask", json={"question": PEAK, "policy": "model", "allow_degraded": True})
        assert ok.status_code == 200 and ok.json()["degraded"]


def test_a_malformed_model_reply_is_503_with_retry_after(serve, backend):
    Backend.mode = "malformed"
    server = serve(llm=OpenAIChat(backend, "tiny"), settings=ServiceSettings(retry_after_s=7))
    with server.client() as c:
        r = c.post("/v1/ask", json={"question": PEAK, "policy": "model"})
    assert r.status_code == 503, r.text
    assert r.headers["retry-after"] == "7"
    assert r.json()["error"]["code"] == "backend_unavailable" and "no choices" in r.json()["error"]["message"]


# ---------------------------------------------------------------------------------- headers, hosts, keys
def test_page_and_api_send_the_security_headers(live):
    with live.client() as c:
        for path in ("/", "/static/app.js", "/v1/kbs", "/healthz", "/v1/nothing"):
            h = c.get(path).headers
            assert h["content-security-policy"] == PAGE_CSP, path
            assert "frame-ancestors 'none'" in h["content-security-policy"]
            assert (h["x-content-type-options"], h["x-frame-options"], h["referrer-policy"]) == \
                ("nosniff", "DENY", "no-referrer"), path
        page = c.get("/").text
    assert "<script>" not in page and "style=" not in page  # what the CSP forbids, the page does not use


class _Blocking:
    """A model that holds its call (and so the request's mesh) until released."""

    name = "blocking"

    def __init__(self):
        self.entered, self.release = threading.Event(), threading.Event()

    def complete(self, messages, options):
        self.entered.set()
        self.release.wait(30)
        return Completion("37.5%")


def test_every_503_carries_retry_after(serve):
    """The mesh pool's 'busy' 503 (one mesh, held by a model call) had no Retry-After."""
    model = _Blocking()
    server = serve(llm=model, factory=False, settings=ServiceSettings(queue_timeout_s=0.2, retry_after_s=3))
    with server.client() as c:
        t = threading.Thread(target=lambda: c.post("/v1/ask", json={"question": PEAK, "policy": "model"}))
        t.start()
        try:
            assert model.entered.wait(30)
            with server.client() as other:
                r = other.post("/v1/context", json={"question": PEAK})
        finally:
            model.release.set()
            t.join(30)
    assert r.status_code == 503 and r.json()["error"]["code"] == "busy"
    assert r.headers["retry-after"] == "3"


def test_allowed_hosts(serve):
    server = serve(settings=ServiceSettings(allowed_hosts=("noesis.example.org", "*.lan")))
    with server.client() as c:
        assert c.get("/healthz", headers={"Host": "noesis.example.org:8000"}).status_code == 200
        assert c.get("/v1/kbs", headers={"Host": "box.lan"}).status_code == 200
        r = c.get("/v1/kbs", headers={"Host": "attacker.example.com"})
        assert r.status_code == 400 and r.json()["error"]["code"] == "host_not_allowed"
        assert r.headers["x-frame-options"] == "DENY"
        assert c.get("/", headers={"Host": "127.0.0.1:8000"}).status_code == 400


def test_a_key_in_the_url_is_refused_and_never_logged(serve, log_lines):
    key = "url-key-5c4b3a"
    server = serve(api_key=key)
    with server.client() as c:
        r = c.get(f"/v1/kbs?api_key={key}")
        assert r.status_code == 401
        assert "Authorization: Bearer" in r.json()["error"]["message"]
        assert r.json()["error"]["code"] == "key_in_url"
        r2 = c.get("/v1/kbs", params={"token": key, "x": "1"}, headers={"Authorization": f"Bearer {key}"})
        assert r2.status_code == 401
        assert c.get("/v1/kbs", headers={"Authorization": f"Bearer {key}"}).status_code == 200
    server.stop()  # the access log is written by the server thread: all lines are in after it stops
    access = [line for line in log_lines if "/v1/kbs" in line]
    assert len(access) >= 3
    assert not any(key in line for line in log_lines)


def test_a_trickled_body_ends_with_408(serve):
    server = serve(settings=ServiceSettings(body_timeout_s=0.3))
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(b"POST /v1/context HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                  b"Content-Length: 100\r\n\r\n{\"question\": ")
        reply = b""
        while b"\r\n\r\n" not in reply or not reply.endswith(b"}}"):
            part = s.recv(4096)
            if not part:
                break
            reply += part
    assert reply.startswith(b"HTTP/1.1 408")
    assert b'"code":"body_timeout"' in reply
