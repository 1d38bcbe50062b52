"""The official ``openai`` client against /v1/chat/completions on a real uvicorn server."""

from __future__ import annotations

import httpx
import openai
import pytest

from noesis.llm.scripted import ScriptedChat

from .conftest import PEAK, TRAP


def client(server, key: str = "unused") -> openai.OpenAI:
    return openai.OpenAI(base_url=f"{server.url}/v1", api_key=key, max_retries=0, timeout=30)


def test_non_streaming_deterministic(live):
    c = client(live)
    done = c.chat.completions.create(model="deterministic", messages=[{"role": "user", "content": PEAK}])
    assert done.object == "chat.completion" and done.model == "deterministic"
    text = done.choices[0].message.content
    assert "37.5%" in text and done.choices[0].finish_reason == "stop"
    extra = done.model_extra["noesis"]
    assert extra["deterministic"] is True and extra["backend"] is None
    assert extra["citations"][0]["source"] == "italia_sera.csv"
    tier0 = [t for t in extra["tiers"] if t["tier"] == 0]
    assert tier0 and tier0[0]["label"].startswith("Tier 0")
    assert extra["route"]["kbs"] == ["broadcast-it"]
    assert extra["verification"]["ok"] is True
    assert done.usage.total_tokens == done.usage.prompt_tokens + done.usage.completion_tokens


def test_streaming_matches_non_streaming(live):
    c = client(live)
    messages = [{"role": "system", "content": "be brief"}, {"role": "user", "content": PEAK}]
    whole = c.chat.completions.create(model="full", messages=messages).choices[0].message.content
    stream = c.chat.completions.create(model="full", messages=messages, stream=True,
                                       stream_options={"include_usage": True})
    pieces, finish, extra, usage = [], None, None, None
    for chunk in stream:
        assert chunk.object == "chat.completion.chunk"
        if chunk.usage is not None:
            usage = chunk.usage
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        if choice.delta.content:
            pieces.append(choice.delta.content)
        if choice.finish_reason:
            finish = choice.finish_reason
            extra = chunk.model_extra["noesis"]
    assert len(pieces) > 3  # really streamed, in pieces
    assert "".join(pieces) == whole
    assert finish == "stop"
    assert extra["citations"] and extra["arm"] == "full"
    assert usage is not None


def test_model_selects_the_arm(live):
    c = client(live)
    arms = {}
    for model in ("full", "hydrate", "skeleton", "flat", "noesis-flat"):
        done = c.chat.completions.create(model=model, messages=[{"role": "user", "content": PEAK}])
        arms[model] = done.model_extra["noesis"]["arm"]
    assert arms == {"full": "full", "hydrate": "hydrate", "skeleton": "skeleton", "flat": "flat",
                    "noesis-flat": "flat"}
    listed = [m.id for m in c.models.list()]
    assert listed == ["deterministic"]  # no model configured: the arms are not offered


def test_conversation_goes_through_the_engine(live):
    c = client(live)
    first = c.chat.completions.create(model="deterministic", messages=[{"role": "user", "content": PEAK}])
    follow = c.chat.completions.create(model="deterministic", messages=[
        {"role": "user", "content": PEAK},
        {"role": "assistant", "content": first.choices[0].message.content},
        {"role": "user", "content": "And what was the lowest value in these readings?"},
    ])
    extra = follow.model_extra["noesis"]
    assert extra["route"]["kbs"] == ["broadcast-it"]  # resolved through the previous answer's citation
    assert any("min" in (f.get("text") or "").lower() or "lowest" in (f.get("text") or "").lower()
               or "minimum" in (f.get("text") or "").lower() for f in extra["facts_used"])


def test_unresolved_reference_is_reported(live):
    done = client(live).chat.completions.create(model="full", messages=[{"role": "user", "content": TRAP}])
    assert done.model_extra["noesis"]["unresolved"] == ["Domenica Sportiva Estate"]
    assert "I do not have enough information" in done.choices[0].message.content


def test_errors_through_the_client(live):
    c = client(live)
    with pytest.raises(openai.NotFoundError) as nf:
        c.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": PEAK}])
    assert nf.value.status_code == 404 and "deterministic" in str(nf.value)
    with pytest.raises(openai.BadRequestError):
        c.chat.completions.create(model="full", messages=[{"role": "assistant", "content": "hi"}])
    with pytest.raises(openai.BadRequestError):
        c.chat.completions.create(model="full", messages=[])


def test_with_a_model_and_a_key(serve):
    llm = ScriptedChat(default="Italia Sera peaked at 37.5% [italia_sera.csv @ second 146 (02:26)].",
                       name="scripted-test")
    server = serve(llm=llm, api_key="k-123")
    with pytest.raises(openai.PermissionDeniedError):
        client(server, "nope").chat.completions.create(model="full", messages=[{"role": "user", "content": PEAK}])
    c = client(server, "k-123")
    done = c.chat.completions.create(model="full", messages=[{"role": "user", "content": PEAK}], temperature=0.3)
    assert done.choices[0].message.content == llm.default
    assert done.model_extra["noesis"]["backend"] == "scripted-test"
    assert done.model_extra["noesis"]["deterministic"] is False
    assert done.usage.prompt_tokens > 0
    assert [m.id for m in c.models.list()] == ["full", "hydrate", "skeleton", "flat", "deterministic"]
    assert len(llm.calls) == 1 and PEAK in llm.calls[0]  # the engine's prompt, with the question
    streamed = "".join(ch.choices[0].delta.content or "" for ch in c.chat.completions.create(
        model="full", messages=[{"role": "user", "content": PEAK}], stream=True) if ch.choices)
    assert streamed == llm.default
    det = c.chat.completions.create(model="deterministic", messages=[{"role": "user", "content": PEAK}])
    assert det.model_extra["noesis"]["deterministic"] is True and len(llm.calls) == 2


def test_raw_sse_framing(live):
    with httpx.stream("POST", f"{live.url}/v1/chat/completions", timeout=30,
                      json={"model": "full", "stream": True, "messages": [{"role": "user", "content": PEAK}]}) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        events = [line for line in r.iter_lines() if line]
    assert all(e.startswith("data: ") for e in events)
    assert events[-1] == "data: [DONE]"
