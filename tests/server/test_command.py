"""``serve`` (the function the CLI registers as ``noesis serve``), run as a real process."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import httpx
import ollama

from .conftest import PEAK

WRAPPER = ("import typer; from noesis.server.command import serve; app = typer.Typer(); "
           "app.command()(serve); app()")


def _free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def _run(*args: str, env: dict | None = None) -> subprocess.Popen:
    full_env = {**os.environ, **(env or {})}
    full_env.pop("NOESIS_LLM", None)
    return subprocess.Popen([sys.executable, "-c", WRAPPER, *args], env=full_env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_serve_runs_uvicorn_with_a_key_from_the_environment(demo_kbs):
    port = _free_port()
    key = "env-key-9f8e7d"
    proc = _run("--mesh", str(demo_kbs), "--port", str(port), "--workers", "2", "--max-question", "100",
                env={"NOESIS_API_KEY": key})
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None, proc.stderr.read()
            assert time.monotonic() < deadline, "noesis serve did not come up"
            time.sleep(0.2)
        assert httpx.get(f"{url}/v1/kbs").status_code == 401
        auth = {"Authorization": f"Bearer {key}"}
        r = httpx.post(f"{url}/v1/ask", json={"question": PEAK}, headers=auth, timeout=30)
        assert r.status_code == 200 and "37.5%" in r.json()["answer"]
        long = httpx.post(f"{url}/v1/ask", json={"question": "x" * 101}, headers=auth, timeout=30)
        assert long.status_code == 413  # --max-question reached the app
        assert httpx.get(f"{url}/", headers=auth).status_code == 200
        # the official ollama client against the real `noesis serve` process
        client = ollama.Client(host=url, headers=auth, timeout=30)
        assert [m.model for m in client.list().models] == ["deterministic:latest"]
        assert "37.5%" in client.chat(model="deterministic", messages=[{"role": "user", "content": PEAK}]).message.content
        streamed = "".join(p.message.content for p in client.chat(
            model="deterministic", messages=[{"role": "user", "content": PEAK}], stream=True))
        assert "37.5%" in streamed
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
    assert "API key required" in err and "deterministic answers" in err
    assert key not in err


def test_serve_reports_a_missing_mesh(tmp_path):
    proc = _run("--mesh", str(tmp_path / "nope.sqlite"))
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert "error:" in err and "no such knowledge base" in err


def test_serve_reports_a_bad_model_spec(demo_kbs):
    proc = _run("--mesh", str(demo_kbs), "--llm", "nonsense")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "is not a model spec" in err
