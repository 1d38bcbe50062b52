"""Real streaming on /v1/chat/completions: a slow scripted model over a real loopback server."""

from __future__ import annotations

import json
import threading

import httpx

from noesis.llm.scripted import ScriptedChat

from .conftest import PEAK

REPLY = "Italia Sera peaked at 37.5% at second 146 [italia_sera.csv @ second 146 (02:26)]."
PIECES = len(REPLY.split())


def _events(server, model: str = "full") -> list[dict]:
    body = {"model": model, "stream": True, "messages": [{"role": "user", "content": PEAK}]}
    with httpx.stream("POST", f"{server.url}/v1/chat/completions", json=body, timeout=60) as r:
        assert r.status_code == 200
        return [json.loads(line[6:]) for line in r.iter_lines() if line.startswith("data: {")]


def test_first_content_chunk_arrives_before_the_model_finishes(serve):
    client_got_first = threading.Event()
    order: list[str] = []

    def pause(k: int) -> None:
        if k == 1:  # the model holds its second piece until the client has read the first
            order.append("model resumed" if client_got_first.wait(timeout=30) else "model gave up waiting")
        if k == PIECES:
            order.append("model finished")

    server = serve(llm=ScriptedChat(default=REPLY, pause=pause))
    body = {"model": "full", "stream": True, "messages": [{"role": "user", "content": PEAK}]}
    content, final = [], None
    with httpx.stream("POST", f"{server.url}/v1/chat/completions", json=body, timeout=60) as r:
        assert r.status_code == 200
        for line in r.iter_lines():
            if not line.startswith("data: {"):
                continue
            chunk = json.loads(line[6:])
            delta = chunk["choices"][0]["delta"] if chunk["choices"] else {}
            if delta.get("content"):
                if not client_got_first.is_set():
                    order.append("client read the first piece")
                    client_got_first.set()
                content.append(delta["content"])
            if chunk["choices"] and chunk["choices"][0]["finish_reason"] == "stop":
                final = chunk["noesis"]
    assert order == ["client read the first piece", "model resumed", "model finished"]
    assert content[0] == "Italia " and "".join(content) == final["answer"] == REPLY
    assert final["verification"]["ok"] is True and final["streamed_text_replaced"] is False


def test_a_looping_model_is_stopped_and_flagged(serve):
    looping = "The share was " + "1.10% " * 60
    llm = ScriptedChat(default=looping)
    events = _events(serve(llm=llm))
    text = "".join(e["choices"][0]["delta"].get("content") or "" for e in events if e["choices"])
    final = next(e["noesis"] for e in events if e["choices"] and e["choices"][0]["finish_reason"] == "stop")
    assert text.count("1.10%") < 10  # cut by the loop detector, not at the 60th repeat
    assert final["verification"]["ok"] is False
    assert any("loop" in p for p in final["verification"]["problems"])


def test_a_backend_down_before_any_text_keeps_its_status(serve):
    from noesis.llm.base import BackendUnreachable

    server = serve(llm=ScriptedChat(default=BackendUnreachable("connection refused")))
    body = {"model": "full", "stream": True, "messages": [{"role": "user", "content": PEAK}]}
    r = httpx.post(f"{server.url}/v1/chat/completions", json=body, timeout=60)
    assert r.status_code == 503 and "connection refused" in r.text
