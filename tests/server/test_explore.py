"""The page's exploring routes (/v1/examples, /v1/series, /v1/cite) over a KB built here from
CSV files, their answers checked against the files read with plain ``csv`` code."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from noesis.mesh import Mesh
from noesis.server.app import create_app
from noesis.server.deps import ServiceSettings
from noesis.server.explore import downsample, window_bounds

from ..conftest import EXAMPLES
from . import explore_kb as K


@pytest.fixture(scope="module")
def harbour(tmp_path_factory):
    from noesis.ingest.pipeline import ingest

    root = tmp_path_factory.mktemp("harbour")
    src = K.write_kb(root / "src")
    ingest(src, root / "kbs" / "harbour-swell.sqlite")
    return src, root / "kbs"


@pytest.fixture(scope="module")
def client(harbour):
    mesh = Mesh.open(harbour[1])
    with TestClient(create_app(ServiceSettings(), mesh=mesh)) as c:
        yield c
    mesh.close()


def _ask(client, question: str) -> dict:
    r = client.post("/v1/ask", json={"question": question, "arm": "full", "deterministic": True})
    assert r.status_code == 200, r.text
    return r.json()


# ---------------------------------------------------------------------------------- examples
def test_examples_come_from_the_kbs_inventory_and_resolve(client, harbour):
    body = client.get("/v1/examples").json()
    qs = body["questions"]
    assert 3 <= len(qs) <= 5
    entities = {e for e, _ in K.HARBOURS.values()}
    for q in qs:
        assert q["kb"] == "harbour-swell"
        assert q["entity"] in entities and q["entity"] in q["question"]
        assert q["metric"] in ("swell", "temperature") and q["metric"] in q["question"]
        assert q["source"] in {f"{s}.csv" for s in K.HARBOURS}
        assert "Italia Sera" not in q["question"]  # nothing of the demo
        a = _ask(client, q["question"])
        assert a["result"] is not None and a["result"]["operation"] != "refusal", (q, a["answer"])
    kinds = [q["kind"] for q in qs]
    assert kinds[0] == "peak" and "in_window" in kinds and "compare" in kinds
    window = next(q for q in qs if q["kind"] == "in_window")
    month = re.search(r"in (\w+) (\d{4})\?", window["question"])
    assert month and month.group(2) == "2011"  # inside the axis's range


def test_examples_limit_and_kb_filter(client):
    assert len(client.get("/v1/examples", params={"limit": 2}).json()["questions"]) == 2
    r = client.get("/v1/examples", params={"kb": "no-such-kb"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "unknown_kb"


def test_examples_of_the_demo_mesh_take_the_kbs_in_turn_and_resolve(demo_mesh):
    with TestClient(create_app(ServiceSettings(), mesh=demo_mesh)) as c:
        qs = c.get("/v1/examples").json()["questions"]
        assert len(qs) == 5
        assert len({q["kb"] for q in qs}) >= 3  # one rule per KB first, not five of one KB
        every = c.get("/v1/examples", params={"limit": 20}).json()["questions"]
        for q in every:
            a = _ask(c, q["question"])
            assert a["result"] is not None and a["result"]["operation"] != "refusal", (q, a["answer"])
            assert q["entity"] in a["answer"]


# ---------------------------------------------------------------------------------- series
def test_series_is_the_csv_with_its_peak(client, harbour):
    src, _ = harbour
    truth = K.rows(src, "lerwick")
    top = K.peak(src, "lerwick")
    s = client.get("/v1/series", params={"kb": "harbour-swell", "entity": "Lerwick", "metric": "swell",
                                         "max_points": 5000}).json()
    assert s["source"] == "lerwick.csv" and s["unit"] == "m" and s["axis"]["kind"] == "date"
    assert s["count"] == len(truth) and not s["downsampled"]
    assert [p["label"] for p in s["points"]] == [r["date"] for r in truth]
    assert [p["value"] for p in s["points"]] == [float(r["swell"]) for r in truth]
    assert s["peak"] == {"position": K.day_number(top["date"]), "label": top["date"], "value": float(top["swell"])}
    low = min(truth, key=lambda r: float(r["swell"]))
    assert s["low"]["label"] == low["date"] and s["low"]["value"] == float(low["swell"])


def test_series_is_bounded_and_keeps_the_peak(client, harbour):
    src, _ = harbour
    truth = {r["date"]: float(r["swell"]) for r in K.rows(src, "kirkwall")}
    top = K.peak(src, "kirkwall")
    s = client.get("/v1/series", params={"kb": "harbour-swell", "entity": "Kirkwall", "metric": "swell",
                                         "max_points": 40}).json()
    assert s["downsampled"] and len(s["points"]) <= 40 and s["count"] == len(truth)
    labels = [p["label"] for p in s["points"]]
    assert labels == sorted(labels) and labels[0] == min(truth) and labels[-1] == max(truth)
    assert top["date"] in labels  # the peak is always drawn
    assert all(truth[p["label"]] == p["value"] for p in s["points"])  # real readings, not averages


def test_series_errors(client):
    r = client.get("/v1/series", params={"kb": "harbour-swell", "metric": "swell"})
    assert r.status_code == 400 and r.json()["error"]["code"] == "ambiguous_series"
    assert "Kirkwall" in r.json()["error"]["message"] and "Lerwick" in r.json()["error"]["message"]
    r = client.get("/v1/series", params={"kb": "harbour-swell", "metric": "rain", "entity": "Kirkwall"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "unknown_series"
    r = client.get("/v1/series", params={"kb": "nope", "metric": "swell"})
    assert r.status_code == 404 and set(r.json()["error"]) >= {"message", "type", "code", "status"}
    r = client.get("/v1/series", params={"kb": "harbour-swell", "metric": "swell", "max_points": 1})
    assert r.status_code == 400


def test_downsample_keeps_extremes_and_ends():
    import numpy as np

    values = np.array([0, 5, 1, 9, 2, 3, 7, 1, 0, 4, 8, 2], dtype=float)
    keep = downsample(np.arange(len(values), dtype=float), values, 6)
    assert len(keep) <= 6 and keep[0] == 0 and keep[-1] == len(values) - 1
    assert int(np.argmax(values)) in keep
    assert list(downsample(np.arange(3.0), values[:3], 6)) == [0, 1, 2]


# ---------------------------------------------------------------------------------- citations
def test_a_peak_answers_citation_opens_its_row(client, harbour):
    src, _ = harbour
    top = K.peak(src, "lerwick")
    a = _ask(client, "What was the highest swell of Lerwick?")
    cite = next(c for c in a["citations"] if c["window"])
    assert cite["source"] == "lerwick.csv"
    r = client.get("/v1/cite", params={"kb": cite["kb"], "source": cite["source"], "window": cite["window"]}).json()
    assert r["kind"] == "rows" and r["columns"] == ["swell", "temperature"] and r["time_column"] == "date"
    assert r["window_label"] == top["date"]
    cited = [row for row in r["rows"] if row["cited"]]
    assert len(cited) == 1
    assert cited[0]["line"] == top["line"] and cited[0]["label"] == top["date"]
    assert cited[0]["values"] == [float(top["swell"]), float(top["temperature"])]
    lines = [row["line"] for row in r["rows"]]  # two neighbours either side, in file order
    assert lines == list(range(top["line"] - 2, top["line"] + 3))
    by_line = {row["line"]: row for row in K.rows(src, "lerwick")}
    assert all(row["label"] == by_line[row["line"]]["date"] for row in r["rows"])


def test_cite_a_window_by_its_bounds_and_the_first_rows(client, harbour):
    src, _ = harbour
    truth = [r for r in K.rows(src, "kirkwall") if r["date"].startswith("2011-03")]
    r = client.get("/v1/cite", params={"kb": "harbour-swell", "source": "kirkwall.csv", "context": 0,
                                       "start": K.day_number("2011-03-01"), "end": K.day_number("2011-03-31")}).json()
    assert [row["line"] for row in r["rows"]] == [t["line"] for t in truth]
    assert all(row["cited"] for row in r["rows"]) and r["window_label"] == "2011-03-01–2011-03-31"
    r = client.get("/v1/cite", params={"kb": "harbour-swell", "source": "kirkwall.csv", "start": K.day_number(
        "2011-03-01"), "end": K.day_number("2011-03-31"), "limit": 10, "context": 0}).json()
    assert r["truncated"] and [row["line"] for row in r["rows"]] == [t["line"] for t in truth[:10]]
    r = client.get("/v1/cite", params={"kb": "harbour-swell", "source": "kirkwall.csv", "limit": 3}).json()
    assert [row["line"] for row in r["rows"]] == [2, 3, 4] and r["truncated"] and r["start"] is None


def test_cite_errors(client):
    r = client.get("/v1/cite", params={"kb": "harbour-swell", "source": "nope.csv"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "unknown_source"
    r = client.get("/v1/cite", params={"kb": "harbour-swell", "source": "kirkwall.csv", "window": "last Tuesday"})
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_window"
    assert r.json()["error"]["param"] == "window"


def test_cite_opens_a_transcripts_passages(demo_mesh):
    srt = (EXAMPLES / "broadcast-it" / "italia_sera.srt").read_text(encoding="utf-8")
    with TestClient(create_app(ServiceSettings(), mesh=demo_mesh)) as c:
        r = c.get("/v1/cite", params={"kb": "broadcast-it", "source": "italia_sera.srt",
                                      "window": "between second 140 (02:20) and second 150 (02:30)"}).json()
        assert r["kind"] == "passages" and r["start"] == 140 and r["end"] == 150 and r["passages"]
        for p in r["passages"]:
            assert p["start"] <= 150 and p["end"] >= 140 and p["cited"]
            assert re.match(r"\d\d:\d\d", p["label"])
            assert p["text"].split()[0] in srt
        peak = c.get("/v1/cite", params={"kb": "broadcast-it", "source": "italia_sera.csv",
                                         "window": "second 146 (02:26)"}).json()
    row = next(x for x in peak["rows"] if x["cited"])
    import csv

    with (EXAMPLES / "broadcast-it" / "italia_sera.csv").open(newline="") as f:
        lines = {n: r for n, r in enumerate(csv.DictReader(f), start=2)}
    assert float(lines[row["line"]]["share"]) == row["values"][peak["columns"].index("share")] == 37.5


@pytest.mark.parametrize(("text", "kind", "bounds"), [
    ("second 146 (02:26)", "clock", (146, 146)),
    ("between second 900 (15:00) and second 1500 (25:00)", "clock", (900, 1500)),
    ("02:20–02:30", "clock", (140, 150)),
    ("date 2011-06-01", "date", (K.day_number("2011-06-01"),) * 2),
    ("2011-03-01–2011-03-31", "date", (K.day_number("2011-03-01"), K.day_number("2011-03-31"))),
])
def test_window_bounds(text, kind, bounds):
    assert window_bounds(text, "second" if kind == "clock" else "date", kind) == bounds


def test_the_routes_need_the_key_and_are_documented(harbour):
    from dataclasses import replace

    mesh = Mesh.open(harbour[1])
    try:
        with TestClient(create_app(replace(ServiceSettings(), api_key="k-123"), mesh=mesh)) as c:
            for path in ("/v1/examples", "/v1/series?kb=harbour-swell&metric=swell&entity=Kirkwall",
                         "/v1/cite?kb=harbour-swell&source=kirkwall.csv"):
                assert c.get(path).status_code == 401
                assert c.get(path, headers={"Authorization": "Bearer k-123"}).status_code == 200
            paths = c.get("/openapi.json", headers={"Authorization": "Bearer k-123"}).json()["paths"]
    finally:
        mesh.close()
    for path, model in (("/v1/examples", "ExampleList"), ("/v1/series", "SeriesOut"), ("/v1/cite", "CitationOpen")):
        ok = paths[path]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
        assert ok == {"$ref": f"#/components/schemas/{model}"}


# ---------------------------------------------------------------------------------- streamed ask
def _stream(c, **body) -> list[dict]:
    import json

    with c.stream("POST", "/v1/ask/stream", json=body) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
        return [json.loads(line) for line in r.iter_lines() if line.strip()]


def test_ask_stream_deterministic_is_the_ask_body(client):
    q = "What was the highest swell of Lerwick?"
    events = _stream(client, question=q, arm="full", deterministic=True, include_context=True)
    assert [e["event"] for e in events] == ["answer"]
    plain = _ask(client, q)
    got = events[0]["answer"]
    assert got["answer"] == plain["answer"] and got["result"] == plain["result"] and got["mode"] == "deterministic"
    assert got["context"]["tiers"]
    r = client.post("/v1/ask/stream", json={"question": ""})
    assert r.status_code == 400 and "error" in r.json()


def test_ask_stream_sends_the_phases_and_the_models_words(harbour):
    import threading

    from noesis.llm.scripted import ScriptedChat

    reply = "Kirkwall had its highest swell, 5.96 m, on 2011-06-01 [kirkwall.csv @ 2011-06-01]."
    mesh = Mesh.open(harbour[1])
    try:
        with TestClient(create_app(ServiceSettings(), mesh=mesh, llm=ScriptedChat(default=reply,
                                                                           pause=lambda k: threading.Event().wait(0.01)))) as c:
            events = _stream(c, question="Tell me about the swell of Kirkwall on 2011-06-01", arm="full",
                             policy="model")
            r = c.post("/v1/ask/stream", json={"question": "x" * 100_000})
    finally:
        mesh.close()
    kinds = [e["event"] for e in events]
    assert kinds[0] == "phase" and kinds[-1] == "answer" and "delta" in kinds
    phases = [e for e in events if e["event"] == "phase"]
    assert "answer" in [p["stage"] for p in phases] and all(p["label"] for p in phases)
    text = "".join(e["text"] for e in events if e["event"] == "delta")
    final = events[-1]["answer"]
    assert text == reply and final["answer"].startswith(reply) and final["mode"] == "full"
    assert r.status_code in (400, 413)
