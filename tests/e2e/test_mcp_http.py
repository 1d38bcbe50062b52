"""``/mcp`` under a real ``noesis serve`` process on loopback, driven by the official ``mcp`` SDK
client over streamable HTTP: the same tools, and the same answers as ``noesis ask --json``
(and so as ``noesis mcp`` over stdio); the API key guards it like every other route."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

mcp = pytest.importorskip("mcp")

from mcp import Client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp.shared._httpx_utils import create_mcp_http_client  # noqa: E402

from ..server.serving import free_port, run_serve, wait_up  # noqa: E402
from .mcp_support import PEAK, TRAP, ask_json, build_kbs, clock, italia_peak  # noqa: E402

KEY = "mcp-test-key-0123456789"
AGENT_ORIGIN = "https://agent.example.org"
SAME = ("answer", "result", "citations", "verification", "deterministic", "policy", "facts_used", "unresolved")


@pytest.fixture(scope="module")
def kbs(tmp_path_factory) -> Path:
    return build_kbs(tmp_path_factory.mktemp("mcp-http-kbs"))


def _serve(kbs: Path, *extra: str) -> Iterator[str]:
    port = free_port()
    proc = run_serve("--mesh", str(kbs), "--port", str(port), "--log-level", "warning", *extra)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_up(url, proc)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@pytest.fixture(scope="module")
def served(kbs) -> Iterator[str]:
    yield from _serve(kbs)


@pytest.fixture(scope="module")
def served_with_key(kbs) -> Iterator[str]:
    yield from _serve(kbs, "--api-key", KEY)


@pytest.fixture(scope="module")
def served_with_origin(kbs) -> Iterator[str]:
    yield from _serve(kbs, "--allowed-origin", AGENT_ORIGIN)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 240))


def test_the_tools_over_http_answer_as_noesis_ask_json(served, kbs):
    async def go():
        async with Client(f"{served}/mcp", read_timeout_seconds=120) as c:
            tools = (await c.list_tools()).tools
            return tools, [await c.call_tool("ask", {"question": q}) for q in (PEAK, TRAP)]

    tools, (peak, trap) = run(go())
    assert {t.name for t in tools} == {"ask", "context", "facts", "inventory"}
    for got, question in ((peak, PEAK), (trap, TRAP)):
        assert not got.is_error
        cli = ask_json(question, kbs)
        assert {k: got.structured_content[k] for k in SAME} == {k: cli[k] for k in SAME}, question
    share, second = italia_peak()
    (operand,) = peak.structured_content["result"]["operands"]
    assert float(operand["value"]) == share and operand["positions_text"] == [clock(second)]
    assert trap.structured_content["result"]["operation"] == "refusal"


def test_inventory_and_facts_over_http(served):
    async def go():
        async with Client(f"{served}/mcp", read_timeout_seconds=120) as c:
            return (await c.call_tool("inventory", {"kb": "seattle"}),
                    await c.call_tool("facts", {"kb": "broadcast-it", "entity": "Italia Sera", "metric": "share",
                                                "statistic": "max"}))

    inv, facts = run(go())
    assert [k["name"] for k in inv.structured_content["kbs"]] == ["seattle"]
    share, second = italia_peak()
    (fact,) = facts.structured_content["facts"]
    assert fact["value"] == share and fact["position"] == second and fact["kb"] == "broadcast-it"


def test_the_api_key_guards_mcp(served_with_key):
    url = f"{served_with_key}/mcp"
    hello = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    refused = httpx.post(url, json=hello, headers={"Accept": "application/json, text/event-stream"})
    assert refused.status_code == 401 and refused.json()["error"]["code"] == "missing_api_key"

    async def go():
        http = create_mcp_http_client(headers={"Authorization": f"Bearer {KEY}"})
        async with http, Client(streamable_http_client(url, http_client=http), read_timeout_seconds=120) as c:
            return await c.call_tool("ask", {"question": PEAK})

    peak = run(go())
    share, _ = italia_peak()
    assert not peak.is_error and f"{share:g}%" in peak.structured_content["answer"]


def test_mcp_refuses_a_foreign_origin(served_with_origin):
    """DNS rebinding (the MCP spec's Streamable HTTP security warning): a browser page of another
    origin is refused 403 before a tool runs; loopback origins, the --allowed-origin ones and
    requests with no Origin at all (the SDK, CLI clients) are served."""
    url = f"{served_with_origin}/mcp"
    hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                        "clientInfo": {"name": "origin-test", "version": "0"}}}
    accept = {"Accept": "application/json, text/event-stream"}

    def post(origin: str | None) -> httpx.Response:
        return httpx.post(url, json=hello, headers=accept | ({"Origin": origin} if origin else {}), timeout=60)

    for origin in ("http://attacker.example.com", "http://localhost.attacker.example.com:8000", "null",
                   "https://agent.example.org.attacker.example.com"):
        refused = post(origin)
        assert refused.status_code == 403, origin
        error = refused.json()["error"]
        assert error["code"] == "origin_not_allowed" and origin in error["message"]
        assert "--allowed-origin" in error["message"]
    for origin in (None, "http://localhost:6274", "http://127.0.0.1:8000", "http://[::1]:3000", AGENT_ORIGIN):
        served = post(origin)
        assert served.status_code == 200, (origin, served.text)
        assert served.json()["result"]["serverInfo"]["name"] == "noesis", origin
    # only /mcp: the rest of the service (the page's own API calls) keeps its rules
    assert httpx.get(f"{served_with_origin}/v1/kbs", headers={"Origin": "http://attacker.example.com"},
                     timeout=60).status_code == 200

    async def go():  # the SDK's client sends no Origin
        async with Client(url, read_timeout_seconds=120) as c:
            return await c.call_tool("inventory", {})

    assert not run(go()).is_error


WITHOUT_MCP = ("import sys; sys.modules['mcp'] = None; import typer; from noesis.server.command import serve; "
               "app = typer.Typer(); app.command()(serve); app()")


def test_serve_without_the_mcp_extra_serves_the_rest(kbs):
    """``sys.modules['mcp'] = None`` is Python's own "not installed": the import raises."""
    import subprocess
    import sys

    from .mcp_support import cli_env

    port = free_port()
    proc = subprocess.Popen([sys.executable, "-c", WITHOUT_MCP, "--mesh", str(kbs), "--port", str(port)],
                            env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_up(url, proc)
        missing = httpx.post(f"{url}/mcp", json={})
        assert missing.status_code == 404 and missing.json()["error"]["code"] == "mcp_not_installed"
        assert "pip install 'noesis-rag[mcp]'" in missing.json()["error"]["message"]
        assert httpx.post(f"{url}/v1/ask", json={"question": PEAK}, timeout=60).status_code == 200
    finally:
        proc.terminate()
        proc.wait(timeout=30)
