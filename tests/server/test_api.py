"""The JSON endpoints over a real uvicorn server: shapes, and every error status."""

from __future__ import annotations

import json

import httpx
import pytest

from noesis.answer import Engine
from noesis.server.deps import ServiceSettings

from .conftest import PEAK, TRAP


def test_healthz(live):
    r = httpx.get(f"{live.url}/healthz")
    assert r.status_code == 200
    body = r.json()
    assert body["status"] == "ok"
    assert "broadcast-it" in body["kbs"] and body["model"] is None


def test_ask_is_shaped_like_the_cli_json(live, demo_mesh):
    with live.client() as c:
        r = c.post("/v1/ask", json={"question": PEAK, "arm": "full"})
    assert r.status_code == 200, r.text
    got = r.json()
    want = Engine(demo_mesh).ask(PEAK, arm="full").as_dict()
    assert set(got) == set(want) | {"mode"}  # plus the mode that answered
    assert got["mode"] == "deterministic"
    assert got["answer"] == want["answer"]
    assert "37.5%" in got["answer"] and got["deterministic"] is True
    assert got["citations"] == [{"source": "italia_sera.csv", "kb": "broadcast-it", "window": "second 146 (02:26)"}]
    assert "context" not in got
    assert got["verification"]["ok"] is True and got["verification"]["claims"]
    # the typed result: the operation (the store's maximum over the table's rows), its value and position
    assert got["result"]["operation"] == "window_statistic"
    (op,) = got["result"]["operands"]
    assert (op["entity"], op["metric"], op["statistic"], op["value"]) == ("Italia Sera", "share", "max", "37.5")
    assert op["positions"] == [146.0] and got["result"] == json.loads(json.dumps(want["result"]))
    with live.client() as c:
        off = c.post("/v1/ask", json={"question": PEAK, "arm": "full", "verify": "off"}).json()
        bad = c.post("/v1/ask", json={"question": PEAK, "verify": "sometimes"})
    assert off["verification"] is None
    assert bad.status_code == 400


def test_ask_with_context_and_history(live):
    with live.client() as c:
        first = c.post("/v1/ask", json={"question": PEAK, "include_context": True}).json()
        tier0 = [t for t in first["context"]["tiers"] if t["tier"] == 0]
        assert tier0 and any("37.5" in i["text"] for t in tier0 for i in t["items"])
        history = [{"role": "user", "content": PEAK}, {"role": "assistant", "content": first["answer"]}]
        r = c.post("/v1/ask", json={"question": "And what was the lowest value in these readings?",
                                    "history": history, "include_context": True})
    assert r.status_code == 200
    follow = r.json()
    assert follow["trace"]["conversation"]["follow_up"] is True
    assert follow["route"]["kbs"] == ["broadcast-it"]


def test_ask_without_a_model_says_how_to_configure_one(live):
    with live.client() as c:
        r = c.post("/v1/ask", json={"question": "Describe the mood of the broadcast.", "arm": "flat"})
    assert r.status_code == 200
    assert "needs a language model" in r.json()["answer"] and "--llm" in r.json()["answer"]


def test_context_matches_the_library(live, demo_mesh):
    with live.client() as c:
        r = c.post("/v1/context", json={"question": TRAP, "arm": "skeleton", "budget": 1200})
    assert r.status_code == 200
    got = r.json()
    want = json.loads(json.dumps(Engine(demo_mesh).context(TRAP, arm="skeleton", budget=1200).as_dict()))
    for d in (got, want):
        d["trace"].pop("timings_ms")  # wall-clock, differs run to run
    assert got == want
    assert r.json()["unresolved"] == ["Domenica Sportiva Estate"]


def test_context_restricted_to_named_kbs(live):
    with live.client() as c:
        r = c.post("/v1/context", json={"question": PEAK, "kbs": ["nba"]})
        assert r.status_code == 200
        assert r.json()["route"]["kbs"] == ["nba"]
        assert r.json()["unresolved"] == ["Italia Sera"]  # the other KBs are out of the mesh
        assert all(i["kb"] in ("nba", "") for t in r.json()["tiers"] for i in t["items"])
        full = c.post("/v1/context", json={"question": PEAK}).json()
    assert full["route"]["kbs"] == ["broadcast-it"]


def test_kbs(live):
    with live.client() as c:
        r = c.get("/v1/kbs")
        one = c.get("/v1/kbs/broadcast-it")
        missing = c.get("/v1/kbs/nope")
    assert r.status_code == 200
    kbs = {k["name"]: k for k in r.json()["kbs"]}
    assert {"broadcast-it", "broadcast-uk", "nba", "qa-bench", "sports"} <= set(kbs)
    it = kbs["broadcast-it"]
    assert {"sources", "entities", "axis", "metrics", "counts"} <= set(it)
    assert any(s["name"] == "italia_sera.csv" for s in it["sources"])
    assert it["entities"] and it["axis"]["name"]
    assert one.status_code == 200 and one.json()["name"] == "broadcast-it"
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "unknown_kb"


def test_facts_filters(live):
    with live.client() as c:
        r = c.get("/v1/facts", params={"kb": "broadcast-it", "source": "italia_sera.csv", "statistic": "max"})
        limited = c.get("/v1/facts", params={"limit": 2})
    assert r.status_code == 200
    facts = r.json()["facts"]
    assert facts and all(f["kb"] == "broadcast-it" and f["statistic"] == "max" for f in facts)
    assert all(f["source"] == "italia_sera.csv" for f in facts)
    assert any(f["value"] == 37.5 for f in facts)
    assert limited.json()["count"] == 2 and limited.json()["truncated"] is True


@pytest.mark.parametrize(
    ("method", "path", "payload", "status", "code"),
    [
        ("post", "/v1/ask", {"question": ""}, 400, "invalid_request"),
        ("post", "/v1/ask", {"question": "   "}, 400, "empty_question"),
        ("post", "/v1/ask", {"question": PEAK, "arm": "bogus"}, 400, "invalid_request"),
        ("post", "/v1/ask", {"question": PEAK, "budget": 10}, 400, "invalid_request"),
        ("post", "/v1/ask", {"question": PEAK, "surprise": 1}, 400, "invalid_request"),
        ("post", "/v1/ask", {"question": PEAK, "history": [{"role": "robot", "content": "x"}]}, 400,
         "invalid_request"),
        ("post", "/v1/context", {"question": PEAK, "kbs": []}, 400, None),
        ("post", "/v1/context", {"question": PEAK, "kbs": ["nope"]}, 404, "unknown_kb"),
        ("post", "/v1/ask", {"question": "x" * 2001}, 413, "question_too_long"),
        ("post", "/v1/ask", {"question": PEAK, "history": [{"role": "user", "content": "a"}] * 65}, 413,
         "history_too_long"),
        ("get", "/v1/facts?priority=3", None, 400, "invalid_request"),
        ("get", "/v1/facts?kb=nope", None, 404, "unknown_kb"),
        ("get", "/v1/facts?source=nope.csv", None, 404, "unknown_source"),
        ("get", "/v1/nothing-here", None, 404, None),
        ("get", "/v1/ask", None, 405, None),
    ],
)
def test_errors_are_json_with_the_right_status(live, method, path, payload, status, code):
    with live.client() as c:
        r = c.request(method.upper(), path, json=payload)
        assert r.status_code == status, r.text
        err = r.json()["error"]
        assert err["status"] == status and err["message"]
        if code:
            assert err["code"] == code
        assert c.get("/healthz").status_code == 200  # still up


def test_malformed_json_is_400(live):
    with live.client() as c:
        r = c.post("/v1/ask", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert r.json()["error"]["type"] == "invalid_request_error"


def test_body_limit_declared_and_streamed(serve):
    server = serve(settings=ServiceSettings(max_body_bytes=2048))
    big = json.dumps({"question": "x", "history": [{"role": "user", "content": "y" * 4000}]}).encode()
    with server.client() as c:
        declared = c.post("/v1/ask", content=big, headers={"content-type": "application/json"})
        streamed = c.post("/v1/ask", content=iter([big[:1000], big[1000:]]),
                          headers={"content-type": "application/json"})
        small = c.post("/v1/ask", json={"question": PEAK})
    assert declared.status_code == 413 and declared.json()["error"]["code"] == "body_too_large"
    assert streamed.status_code == 413 and streamed.json()["error"]["code"] == "body_too_large"
    assert small.status_code == 200


def test_openapi_documents_the_schemas(live):
    spec = httpx.get(f"{live.url}/openapi.json").json()
    paths = spec["paths"]
    for p in ("/v1/ask", "/v1/context", "/v1/kbs", "/v1/facts", "/v1/chat/completions", "/healthz"):
        assert p in paths
    schemas = spec["components"]["schemas"]
    for name in ("AskRequest", "AnswerResponse", "ContextResponse", "ChatCompletion", "ErrorResponse", "KBList"):
        assert name in schemas
    assert "413" in paths["/v1/ask"]["post"]["responses"]
    assert "noesis" in schemas["ChatCompletion"]["properties"]


def test_page_and_assets_are_served(live):
    with live.client() as c:
        page = c.get("/")
        js = c.get("/static/app.js")
        css = c.get("/static/app.css")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert 'id="tier-0"' in page.text and "/static/app.js" in page.text
    assert js.status_code == 200 and "/v1/ask" in js.text
    assert css.status_code == 200
