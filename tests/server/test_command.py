"""``serve`` (the function the CLI registers as ``noesis serve``), run as a real process."""

from __future__ import annotations

import signal
import subprocess

import httpx
import ollama

from .conftest import PEAK
from .serving import free_port, run_serve, wait_up


def test_serve_runs_uvicorn_with_a_key_from_the_environment(demo_kbs):
    port = free_port()
    key = "env-key-9f8e7d"
    proc = run_serve("--mesh", str(demo_kbs), "--port", str(port), "--workers", "2", "--max-question", "100",
                env={"NOESIS_API_KEY": key})
    url = f"http://127.0.0.1:{port}"
    try:
        wait_up(url, proc, 60)
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
    proc = run_serve("--mesh", str(tmp_path / "nope.sqlite"))
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2
    assert "error:" in err and "no such knowledge base" in err


def test_serve_reports_a_bad_model_spec(demo_kbs):
    proc = run_serve("--mesh", str(demo_kbs), "--llm", "nonsense")
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "is not a model spec" in err
