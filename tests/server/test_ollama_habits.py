"""Ollama's habits on the ``/api/*`` routes, over real HTTP on loopback: ``curl -d`` without a
``Content-Type`` (as Ollama's own tutorials write it) read as JSON, ``/api/ps`` answering the
official client, every error in Ollama's ``{"error": "message"}`` shape, and the model list
agreeing with the 404. The expected figure is read from the demo CSV by plain ``csv`` code."""

from __future__ import annotations

import csv
import json
import shutil
import subprocess

import httpx
import ollama
import pytest

from noesis.llm.scripted import ScriptedChat

from ..conftest import EXAMPLES
from .conftest import PEAK

KEY = "ollama-habits-key"


def _peak_share() -> str:
    with (EXAMPLES / "broadcast-it" / "italia_sera.csv").open(newline="") as f:
        return f"{max(float(r['share']) for r in csv.DictReader(f)):g}%"


def curl(*args: str) -> tuple[int, str]:
    """Real curl: ``(status, body)``."""
    done = subprocess.run(["curl", "-s", "-o", "-", "-w", "\n%{http_code}", *args], capture_output=True, text=True,
                          timeout=60)
    body, _, status = done.stdout.rpartition("\n")
    return int(status), body


needs_curl = pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")


@needs_curl
@pytest.mark.parametrize("route,body", [
    ("/api/generate", {"model": "deterministic", "prompt": PEAK, "stream": False}),
    ("/api/chat", {"model": "deterministic", "messages": [{"role": "user", "content": PEAK}], "stream": False}),
])
def test_curl_d_without_a_content_type_is_read_as_json(live, route, body):
    status, text = curl(f"{live.url}{route}", "-d", json.dumps(body))  # curl sends x-www-form-urlencoded
    assert status == 200, text
    done = json.loads(text)
    said = done.get("response") if route.endswith("generate") else done["message"]["content"]
    assert done["done"] is True and _peak_share() in said


@needs_curl
def test_curl_d_streams_ndjson_by_default(live):
    status, text = curl(f"{live.url}/api/generate", "-d", json.dumps({"model": "deterministic", "prompt": PEAK}))
    lines = [json.loads(line) for line in text.splitlines() if line.strip()]
    assert status == 200 and lines[-1]["done"] is True and all(not c["done"] for c in lines[:-1])
    assert _peak_share() in "".join(c["response"] for c in lines)


def test_api_ps_answers_the_official_client(live):
    running = ollama.Client(host=live.url, timeout=30).ps()
    assert [m.model for m in running.models] == ["deterministic:latest"]
    assert [m.name for m in running.models] == [m.model for m in ollama.Client(host=live.url).list().models]
    assert running.models[0].expires_at.year == 9999 and running.models[0].size_vram == 0


def test_api_ps_lists_the_arms_with_a_model(serve):
    server = serve(llm=ScriptedChat(["unused"]))
    names = [m["name"] for m in httpx.get(f"{server.url}/api/ps").json()["models"]]
    assert names == [m["name"] for m in httpx.get(f"{server.url}/api/tags").json()["models"]]
    assert "hydrate:latest" in names and "deterministic:latest" in names


@pytest.mark.parametrize("method,route,kw,status", [
    ("post", "/api/chat", {"json": {"messages": [{"role": "user", "content": PEAK}]}}, 400),  # no model
    ("post", "/api/generate", {"content": b"{not json", "headers": {"Content-Type": "application/json"}}, 400),
    ("get", "/api/nothing", {}, 404),
    ("post", "/api/chat", {"json": {"model": "deterministic", "messages": [{"role": "user", "content": "  "}]}}, 400),
    ("post", "/api/generate", {"json": {"model": "deterministic", "prompt": "x" * 3000}}, 413),
])
def test_every_api_error_is_ollamas_shape(live, method, route, kw, status):
    got = getattr(httpx, method)(f"{live.url}{route}", timeout=30, **kw)
    assert got.status_code == status
    body = got.json()
    assert set(body) == {"error"} and isinstance(body["error"], str) and body["error"]
    assert int(got.headers["content-length"]) == len(got.content)


def test_the_key_and_body_limit_errors_too(serve):
    server = serve(api_key=KEY)
    missing = httpx.post(f"{server.url}/api/chat", json={"model": "deterministic", "messages": []})
    assert missing.status_code == 401 and isinstance(missing.json()["error"], str)
    assert "API key" in missing.json()["error"]
    with pytest.raises(ollama.ResponseError) as err:  # the official client reads the message
        ollama.Client(host=server.url, headers={"Authorization": "Bearer wrong"}).ps()
    assert err.value.status_code == 403 and "not valid" in err.value.error
    big = httpx.post(f"{server.url}/api/generate", content=b"{" + b" " * 300_000 + b"}",
                     headers={"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
    assert big.status_code == 413 and isinstance(big.json()["error"], str)
    v1 = httpx.post(f"{server.url}/v1/ask", json={"question": PEAK})  # other routes keep their shape
    assert v1.status_code == 401 and v1.json()["error"]["code"] == "missing_api_key"


def test_the_404_names_what_the_model_list_offers(live):
    with pytest.raises(ollama.ResponseError) as err:
        ollama.Client(host=live.url).chat(model="llama3", messages=[{"role": "user", "content": PEAK}])
    listed = [m.model.removesuffix(":latest") for m in ollama.Client(host=live.url).list().models]
    assert err.value.status_code == 404 and listed == ["deterministic"]
    assert "choose one of deterministic (" in err.value.error and "need a model" in err.value.error
    openai_404 = httpx.post(f"{live.url}/v1/chat/completions", json={"model": "llama3", "messages": [
        {"role": "user", "content": PEAK}]})
    assert openai_404.status_code == 404 and "choose one of deterministic (" in openai_404.json()["error"]["message"]
