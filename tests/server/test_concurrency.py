"""Many parallel requests; a bounded queue before the model (503 + Retry-After); backend down."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from noesis.answer import Engine
from noesis.llm.scripted import ScriptedChat
from noesis.llm.spec import parse_llm_spec
from noesis.server.deps import MeshPool, ServiceSettings

from .conftest import PEAK, TRAP
from .serving import free_port as _closed_port  # bound then closed: nothing listens

QUESTIONS = [PEAK, TRAP, "What was said at second 612 in Late Review?",
             "What was LeBron James's average MPG in the 2023 season?"]


def _expected(demo_mesh) -> dict[str, str]:
    return {q: Engine(demo_mesh).ask(q, arm="full").text for q in QUESTIONS}


@pytest.mark.parametrize("factory", [True, False], ids=["mesh-pool", "single-mesh"])
def test_many_parallel_requests_agree(serve, demo_mesh, factory):
    server = serve(factory=factory)
    want = _expected(demo_mesh)

    def one(i: int) -> tuple[str, int, str]:
        q = QUESTIONS[i % len(QUESTIONS)]
        with httpx.Client(base_url=server.url, timeout=60) as c:
            if i % 2:
                r = c.post("/v1/context", json={"question": q})
                return q, r.status_code, "context" if r.status_code == 200 and r.json()["question"] == q else r.text
            r = c.post("/v1/ask", json={"question": q, "arm": "full"})
            return q, r.status_code, r.json().get("answer", r.text)

    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(one, range(96)))
    assert [s for _, s, _ in results] == [200] * 96
    for q, _, got in results:
        assert got in ("context", want[q])


def test_mesh_pool_grows_to_its_size_and_no_further(demo_mesh, mesh_factory):
    pool = MeshPool(demo_mesh, mesh_factory, size=3, timeout=0.2)
    try:
        leases = [pool.lease() for _ in range(3)]
        meshes = [lease.__enter__() for lease in leases]
        assert len({id(m) for m in meshes}) == 3  # three distinct meshes, three sets of connections
        blocked = pool.lease()
        with pytest.raises(Exception, match="busy"):
            blocked.__enter__()
        for lease in leases:
            lease.__exit__(None, None, None)
        with pool.lease(["nba"]) as sub:
            assert [inv.name for inv in sub.inventories] == ["nba"]
    finally:
        pool.close()


def _slow(seconds: float, text: str = "Italia Sera peaked at 37.5%."):
    def reply(_prompt: str) -> str:
        time.sleep(seconds)
        return text
    return reply


def test_overload_answers_503_with_retry_after(serve):
    llm = ScriptedChat(default=_slow(2.0))
    server = serve(llm=llm, settings=ServiceSettings(model_concurrency=1, model_queue=2, queue_timeout_s=30,
                                              retry_after_s=7))
    barrier = threading.Barrier(10)

    def one(_: int) -> httpx.Response:
        with httpx.Client(base_url=server.url, timeout=60) as c:
            barrier.wait()
            return c.post("/v1/ask", json={"question": PEAK, "arm": "full", "policy": "model"})

    with ThreadPoolExecutor(max_workers=10) as pool:
        futures = [pool.submit(one, i) for i in range(10)]
        time.sleep(0.5)
        # while the model is busy and the queue full, everything else still answers at once
        with httpx.Client(base_url=server.url, timeout=5) as c:
            t = time.perf_counter()
            assert c.get("/healthz").status_code == 200
            assert c.post("/v1/context", json={"question": PEAK}).status_code == 200
            assert c.post("/v1/ask", json={"question": PEAK, "deterministic": True}).status_code == 200
            assert time.perf_counter() - t < 1.5
        responses = [f.result() for f in futures]
    codes = sorted(r.status_code for r in responses)
    assert codes == [200] * 3 + [503] * 7  # one running + two queued; the rest turned away
    for r in responses:
        if r.status_code == 503:
            assert r.headers["retry-after"] == "7"
            assert r.json()["error"]["code"] == "overloaded"
        else:
            assert r.json()["answer"] == "Italia Sera peaked at 37.5%."
    assert len(llm.calls) == 3


def test_queue_timeout_is_503(serve):
    llm = ScriptedChat(default=_slow(1.5))
    server = serve(llm=llm, settings=ServiceSettings(model_concurrency=1, model_queue=5, queue_timeout_s=0.3))

    def one(_: int) -> httpx.Response:
        with httpx.Client(base_url=server.url, timeout=60) as c:
            return c.post("/v1/ask", json={"question": PEAK, "arm": "full", "policy": "model"})

    with ThreadPoolExecutor(max_workers=3) as pool:
        responses = list(pool.map(one, range(3)))
    codes = sorted(r.status_code for r in responses)
    assert codes == [200, 503, 503]
    assert all("retry-after" in r.headers for r in responses if r.status_code == 503)


def test_backend_unreachable_is_503_and_the_service_stays_up(serve):
    llm = parse_llm_spec(f"ollama:http://127.0.0.1:{_closed_port()}#llama3.2:1b")
    server = serve(llm=llm, settings=ServiceSettings(retry_after_s=3))
    with server.client() as c:
        r = c.post("/v1/ask", json={"question": PEAK, "arm": "full", "policy": "model"})
        assert r.status_code == 503
        assert r.headers["retry-after"] == "3"
        err = r.json()["error"]
        assert err["code"] == "backend_unavailable" and "cannot reach Ollama" in err["message"]
        assert "37.5%" in err["fallback"]["answer"]  # the engine's own answer comes along
        chat = c.post("/v1/chat/completions", json={"model": "hydrate",
                                                    "messages": [{"role": "user", "content": PEAK}]})
        assert chat.status_code == 503 and chat.json()["error"]["type"] == "backend_error"
        degraded = c.post("/v1/ask", json={"question": PEAK, "arm": "full", "allow_degraded": True, "policy": "model"})
        assert degraded.status_code == 200 and "cannot reach Ollama" in degraded.json()["degraded"]
        det = c.post("/v1/chat/completions", json={"model": "deterministic",
                                                   "messages": [{"role": "user", "content": PEAK}]})
        assert det.status_code == 200 and "37.5%" in det.json()["choices"][0]["message"]["content"]
        assert c.get("/healthz").json()["model"] == llm.name


def test_a_crashing_backend_is_a_json_500_and_the_service_stays_up(serve):
    llm = ScriptedChat(default=RuntimeError("boom"))
    server = serve(llm=llm)
    with server.client() as c:
        r = c.post("/v1/ask", json={"question": PEAK, "arm": "full", "policy": "model"})
        assert r.status_code == 500 and r.json()["error"]["code"] == "internal"
        assert "boom" not in r.json()["error"]["message"]  # no internals leak
        assert c.get("/healthz").status_code == 200
        assert c.post("/v1/ask", json={"question": PEAK, "deterministic": True}).status_code == 200
