"""``noesis mcp`` spawned as an agent spawns it, driven by the official ``mcp`` SDK client over
stdio, against real KBs ingested from examples/; every figure checked against the CSVs (read
by plain ``csv`` / pandas code) and against ``noesis ask --json``."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

mcp = pytest.importorskip("mcp")

from mcp import Client, StdioServerParameters  # noqa: E402

from .mcp_support import (  # noqa: E402
    PEAK,
    SEATTLE_2015,
    TRAP,
    ask_json,
    build_kbs,
    cli_env,
    clock,
    italia_peak,
    italia_seconds,
    seattle,
    seattle_max_2015,
)

TOOLS = {"ask", "context", "facts", "inventory"}
#: the fields of `noesis ask --json` the ask tool hands on as they are
SAME = ("answer", "result", "citations", "verification", "deterministic", "policy", "facts_used", "unresolved")


@pytest.fixture(scope="module")
def kbs(tmp_path_factory) -> Path:
    return build_kbs(tmp_path_factory.mktemp("mcp-kbs"))


def stdio(kbs: Path, *extra: str) -> Client:
    """A client that spawns ``noesis mcp --mesh KBS`` (no model configured)."""
    return Client(StdioServerParameters(command=sys.executable, args=["-m", "noesis.cli", "mcp", "--mesh", str(kbs),
                                                                      *extra],
                                        env=cli_env(), cwd=str(kbs)), read_timeout_seconds=120)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 240))


def test_lists_the_tools_with_schemas_an_agent_can_use(kbs):
    async def go():
        async with stdio(kbs) as c:
            return c.server_info, c.instructions, (await c.list_tools()).tools

    info, instructions, tools = run(go())
    assert info.name == "noesis" and "inventory" in instructions
    assert {t.name for t in tools} == TOOLS
    for t in tools:
        assert t.description and t.title and t.annotations.read_only_hint is True
        props = t.input_schema["properties"]
        assert props and all(p.get("description") for p in props.values()), t.name
        assert t.output_schema["type"] == "object"
    by_name = {t.name: t for t in tools}
    assert by_name["ask"].input_schema["required"] == ["question"]
    assert by_name["ask"].input_schema["properties"]["policy"]["default"] == "engine"
    assert set(by_name["ask"].output_schema["properties"]) >= {"answer", "result", "citations", "verification",
                                                             "not_applied"}


def test_ask_gives_what_noesis_ask_json_gives(kbs):
    async def go():
        async with stdio(kbs) as c:
            return [await c.call_tool("ask", {"question": q}) for q in (PEAK, TRAP, SEATTLE_2015)]

    peak, trap, weather = run(go())
    assert not (peak.is_error or trap.is_error or weather.is_error)
    for got, question in ((peak, PEAK), (trap, TRAP), (weather, SEATTLE_2015)):
        cli = ask_json(question, kbs)
        assert {k: got.structured_content[k] for k in SAME} == {k: cli[k] for k in SAME}, question
        assert got.structured_content["not_applied"] == cli["trace"]["not_applied"]

    share, second = italia_peak()
    p = peak.structured_content
    assert p["deterministic"] is True and p["mode"] == "deterministic" and p["model"] is None
    (operand,) = p["result"]["operands"]
    assert float(operand["value"]) == share and operand["positions"] == [second]
    assert operand["positions_text"] == [clock(second)] and operand["source"] == "italia_sera.csv"
    assert f"{share:g}%" in p["answer"] and p["citations"][0]["source"] == "italia_sera.csv"
    assert p["verification"]["ok"] is True

    t = trap.structured_content
    assert t["result"]["operation"] == "refusal" and t["result"]["not_covered"] == ["Domenica Sportiva Estate"]
    assert t["citations"] == [] and "Domenica Sportiva Estate" in t["answer"]

    value, day = seattle_max_2015()
    w = weather.structured_content
    assert float(w["result"]["value"]) == value and w["result"]["operands"][0]["positions_text"] == [day]
    assert peak.content[0].type == "text" and '"answer"' in peak.content[0].text  # the JSON, for text-only agents


def test_context_facts_and_inventory(kbs):
    async def go():
        async with stdio(kbs) as c:
            return (await c.call_tool("context", {"question": PEAK, "kbs": ["broadcast-it"]}),
                    await c.call_tool("facts", {"kb": "broadcast-it", "metric": "share", "statistic": "max"}),
                    await c.call_tool("inventory", {}))

    ctx, facts, inv = (r.structured_content for r in run(go()))
    share, second = italia_peak()
    assert [t["tier"] for t in ctx["tiers"]] == sorted(t["tier"] for t in ctx["tiers"])
    first = ctx["tiers"][0]["items"][0]
    assert ctx["tiers"][0]["tier"] == 0 and first["kind"] == "fact" and first["source"] == "italia_sera.csv"
    assert f"{share:g}%" in first["text"] and clock(second) in first["citation"]
    assert ctx["prompt"] is None and ctx["route"]["kbs"] == ["broadcast-it"]

    by_entity = {f["subject"]: f for f in facts["facts"]}
    assert by_entity["Italia Sera"]["value"] == share and by_entity["Italia Sera"]["position"] == second
    assert facts["count"] == len(facts["facts"]) and facts["truncated"] is False

    kbs_ = {k["name"]: k for k in inv["kbs"]}
    assert set(kbs_) == {"broadcast-it", "seattle"}
    first_s, last_s, n = italia_seconds()
    italia = next(r for r in kbs_["broadcast-it"]["ranges"] if r["source"] == "italia_sera.csv")
    assert (italia["first"], italia["last"], italia["positions"]) == (clock(first_s), clock(last_s), n)
    assert {"share", "audience"} <= set(italia["measures"])
    df = seattle()
    (weather,) = kbs_["seattle"]["ranges"]
    assert weather["first"] == df.date.min().strftime("%Y-%m-%d") and weather["last"] == df.date.max().strftime("%Y-%m-%d")
    assert weather["positions"] == df.date.nunique()
    assert {m["name"] for m in kbs_["seattle"]["metrics"]} == {"precipitation", "temp_max", "temp_min", "wind"}
    assert kbs_["seattle"]["axis"]["kind"] == "date"
    assert "Italia Sera" in {s["entity"] for s in kbs_["broadcast-it"]["sources"]}


def test_errors_say_what_and_what_to_do(kbs):
    async def go():
        async with stdio(kbs) as c:
            return (await c.call_tool("facts", {"kb": "nope"}),
                    await c.call_tool("ask", {"question": PEAK, "kbs": ["broadcast"]}),
                    await c.call_tool("ask", {"question": "   "}),
                    await c.call_tool("facts", {"metric": "shar"}),
                    await c.call_tool("facts", {"kb": "broadcast-it", "metric": "audience", "statistic": "sum"}))

    unknown, bad_kb, empty, misspelled, none = run(go())
    assert misspelled.is_error and "did you mean 'share'" in misspelled.content[0].text
    assert not none.is_error and none.structured_content["count"] == 0  # real names, no such fact
    assert unknown.is_error and "no KB named 'nope'" in unknown.content[0].text
    assert "have: broadcast-it, seattle" in unknown.content[0].text
    assert bad_kb.is_error and "broadcast-it" in bad_kb.content[0].text
    assert empty.is_error and "empty" in empty.content[0].text


def test_a_bad_mesh_fails_before_serving(tmp_path):
    from .mcp_support import noesis

    done = noesis("mcp", "--mesh", str(tmp_path / "missing"), cwd=tmp_path, timeout=60)
    assert done.returncode == 2 and "error:" in done.stderr and done.stdout == ""
