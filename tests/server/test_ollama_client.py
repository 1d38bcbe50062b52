"""The official ``ollama`` client against the Ollama-compatible /api routes on a real uvicorn server.

The expected figure is read from the demo CSV by plain ``csv`` code, not through the engine.
"""

from __future__ import annotations

import csv
import json

import httpx
import ollama
import pytest

from noesis import __version__
from noesis.llm.scripted import ScriptedChat

from ..conftest import EXAMPLES
from .conftest import PEAK, TRAP

ARMS = ["full", "hydrate", "skeleton", "flat"]


def _peak() -> tuple[str, str]:
    """The peak share of Italia Sera and its second, straight from the CSV."""
    with (EXAMPLES / "broadcast-it" / "italia_sera.csv").open(newline="") as f:
        best = max(csv.DictReader(f), key=lambda r: float(r["share"]))
    return f"{float(best['share']):g}%", best["second"]


def client(server, key: str | None = None) -> ollama.Client:
    headers = {"Authorization": f"Bearer {key}"} if key else None
    return ollama.Client(host=server.url, timeout=30, headers=headers)


def test_lists_only_the_deterministic_mode_without_a_model(live):
    listed = client(live).list()
    assert [m.model for m in listed.models] == ["deterministic:latest"]
    assert [m["id"] for m in httpx.get(f"{live.url}/v1/models").json()["data"]] == ["deterministic"]
    assert httpx.get(f"{live.url}/api/version").json() == {"version": __version__}


def test_chat_not_streaming(live):
    share, second = _peak()
    done = client(live).chat(model="deterministic:latest", messages=[{"role": "user", "content": PEAK}])
    assert done.done is True and done.done_reason == "stop" and done.message.role == "assistant"
    assert share in done.message.content and second in done.message.content
    raw = httpx.post(f"{live.url}/api/chat", timeout=30, json={  # the client drops fields it does not know
        "model": "deterministic", "stream": False, "messages": [{"role": "user", "content": PEAK}]}).json()
    assert raw["message"]["content"] == done.message.content
    assert raw["noesis"]["deterministic"] is True and raw["noesis"]["citations"][0]["source"] == "italia_sera.csv"


def test_chat_streaming_matches_not_streaming(live):
    c = client(live)
    messages = [{"role": "system", "content": "be brief"}, {"role": "user", "content": PEAK}]
    whole = c.chat(model="deterministic", messages=messages).message.content
    parts = list(c.chat(model="deterministic", messages=messages, stream=True))
    assert all(p.done is False for p in parts[:-1]) and parts[-1].done is True
    assert len(parts) > 3  # really streamed, in pieces
    assert "".join(p.message.content for p in parts) == whole
    assert _peak()[0] in whole


def test_default_is_a_stream_of_ndjson(live):
    with httpx.stream("POST", f"{live.url}/api/chat", timeout=30,
                      json={"model": "deterministic", "messages": [{"role": "user", "content": PEAK}]}) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
        lines = [json.loads(line) for line in r.iter_lines() if line]
    assert [x["done"] for x in lines] == [False] * (len(lines) - 1) + [True]
    assert lines[-1]["noesis"]["route"]["kbs"] == ["broadcast-it"]
    assert lines[-1]["total_duration"] > 0


def test_generate(live):
    share, _ = _peak()
    c = client(live)
    done = c.generate(model="deterministic", prompt=PEAK)
    assert done.done is True and share in done.response
    streamed = "".join(p.response for p in c.generate(model="deterministic", prompt=PEAK, stream=True))
    assert streamed == done.response
    trap = c.generate(model="deterministic", prompt=TRAP)
    assert "I do not have enough information" in trap.response
    assert c.generate(model="deterministic", prompt="").done_reason == "load"


def test_show_and_unknown_model(live):
    c = client(live)
    shown = c.show("deterministic:latest")
    assert "engine alone" in shown.modelfile
    with pytest.raises(ollama.ResponseError) as nf:
        c.chat(model="llama3.2", messages=[{"role": "user", "content": PEAK}])
    assert nf.value.status_code == 404 and "deterministic" in nf.value.error
    with pytest.raises(ollama.ResponseError) as bad:
        c.chat(model="deterministic", messages=[{"role": "assistant", "content": "hi"}])
    assert bad.value.status_code == 400


def test_with_a_model_and_a_key(serve):
    llm = ScriptedChat(default="Italia Sera peaked at 37.5% [italia_sera.csv @ second 146 (02:26)].",
                       name="scripted-test")
    server = serve(llm=llm, api_key="k-9")
    with pytest.raises(ollama.ResponseError) as denied:
        client(server, "nope").list()
    assert denied.value.status_code == 403
    c = client(server, "k-9")
    assert [m.model for m in c.list().models] == [f"{a}:latest" for a in ARMS] + ["deterministic:latest"]
    assert [m["id"] for m in httpx.get(f"{server.url}/v1/models", headers={"Authorization": "Bearer k-9"})
            .json()["data"]] == ARMS + ["deterministic"]
    done = c.chat(model="full:latest", messages=[{"role": "user", "content": PEAK}],
                  options={"temperature": 0.3, "num_predict": 64})
    assert done.message.content == llm.default and done.prompt_eval_count > 0
    assert len(llm.calls) == 1 and PEAK in llm.calls[0]
    streamed = "".join(p.message.content for p in c.chat(
        model="hydrate", messages=[{"role": "user", "content": PEAK}], stream=True))
    assert streamed == llm.default and len(llm.calls) == 2
    det = c.chat(model="deterministic", messages=[{"role": "user", "content": PEAK}])
    assert _peak()[0] in det.message.content and len(llm.calls) == 2  # the engine alone
