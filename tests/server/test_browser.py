"""The page at / in real headless Chromium (Debian's ``chromium``), driven over CDP."""

from __future__ import annotations

import os
import shutil
import struct
from pathlib import Path

import httpx
import pytest

from .cdp import Browser
from .conftest import PEAK, TRAP

KEY = "browser-key-42"


@pytest.fixture
def browser(tmp_path):
    b = Browser(tmp_path / "profile")
    yield b
    b.close()


def _keep(shot: Path) -> Path:
    """Also copy the screenshot to $NOESIS_TEST_ARTIFACTS when set (CI artifacts)."""
    target = os.environ.get("NOESIS_TEST_ARTIFACTS")
    if target:
        Path(target).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(target) / shot.name)
    return shot


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_page_asks_and_shows_the_answer_beside_tier_0(live, browser, tmp_path):
    browser.goto(f"{live.url}/")
    chips = browser.wait_for("document.querySelectorAll('#mesh .chip').length")
    assert chips == 5  # the KB list loaded from /v1/kbs
    assert browser.eval("document.getElementById('result').hidden") is True
    assert browser.eval("getComputedStyle(document.getElementById('keybox')).display") == "none"

    browser.eval("document.getElementById('arm').value = 'deterministic'")
    browser.type_into("#question", PEAK)
    browser.click("#ask")
    state = browser.wait_for("['done', 'error'].includes(document.body.dataset.state) && document.body.dataset.state")
    assert state == "done", browser.eval("document.getElementById('error').textContent")

    answer = browser.eval("document.getElementById('answer').textContent")
    assert "37.5%" in answer
    assert browser.eval("document.querySelectorAll('#answer mark.cite').length") >= 1
    assert "italia_sera.csv" in browser.eval("document.getElementById('citations').textContent")
    assert "deterministic" in browser.eval("document.getElementById('meta').textContent")
    tier0 = browser.eval("document.getElementById('tier-0').innerText")
    assert "Tier 0" in tier0 and "37.5" in tier0
    assert browser.eval("document.querySelectorAll('#tier-0 .item').length") >= 1
    route = browser.eval("document.getElementById('route').textContent")
    assert "broadcast-it" in route and "italia_sera.csv" in route
    # the panels sit side by side: answer on the left, tiers on the right
    left = browser.eval("document.getElementById('answer-panel').getBoundingClientRect().right")
    right = browser.eval("document.getElementById('tier-0').getBoundingClientRect().left")
    assert left <= right

    shot = _keep(browser.screenshot(tmp_path / "noesis-page.png"))
    width, height = _png_size(shot)
    assert width >= 1000 and height >= 500
    assert shot.stat().st_size > 20_000  # a rendered page, not a blank one

    # a trap question: the unresolved reference is listed
    browser.eval("document.getElementById('question').value = ''")
    browser.type_into("#question", TRAP)
    browser.eval("document.body.dataset.state = 'idle'")
    browser.click("#ask")
    browser.wait_for("document.body.dataset.state === 'done'")
    assert "Domenica Sportiva Estate" in browser.eval("document.getElementById('unresolved').textContent")
    assert "previous turn" in browser.eval("document.getElementById('turns').textContent")
    _keep(browser.screenshot(tmp_path / "noesis-page-unresolved.png"))


def test_page_from_a_link_with_a_key(serve, browser):
    server = serve(api_key=KEY)
    browser.send("Network.setExtraHTTPHeaders", {"headers": {"Authorization": f"Bearer {KEY}"}}, session=True)
    browser.goto(f"{server.url}/?arm=deterministic&q=" + PEAK.replace(" ", "+").replace("?", "%3F"))
    browser.wait_for("document.body.dataset.state === 'done'")
    assert "37.5%" in browser.eval("document.getElementById('answer').textContent")
    assert browser.eval("document.querySelectorAll('#tier-0 .item').length") >= 1


def test_page_shows_the_key_box_when_the_key_is_wrong(serve, browser):
    server = serve(api_key=KEY)
    browser.send("Network.setExtraHTTPHeaders", {"headers": {"Authorization": f"Bearer {KEY}"}}, session=True)
    browser.goto(f"{server.url}/")
    browser.wait_for("document.querySelectorAll('#mesh .chip').length")
    # the page's own key (sent by fetch) overrides: a wrong one is refused and the key box appears
    browser.eval("sessionStorage.setItem('noesis-key', 'wrong'); document.getElementById('arm').value = 'full'")
    browser.send("Network.setExtraHTTPHeaders", {"headers": {}}, session=True)
    browser.type_into("#question", PEAK)
    browser.click("#ask")
    browser.wait_for("document.body.dataset.state === 'error'")
    assert "403" in browser.eval("document.getElementById('error').textContent")
    assert browser.eval("getComputedStyle(document.getElementById('keybox')).display") != "none"


COMPARE = "How much higher was the peak share of Italia Sera than the peak share of Notte Italiana?"
YEAR = "What was the share of Italia Sera in 1987?"


def _csv_peak(name: str) -> float:
    """The peak share of a demo programme, read by plain ``csv`` code (not the engine)."""
    import csv

    from ..conftest import EXAMPLES

    with (EXAMPLES / "broadcast-it" / f"{name}.csv").open(newline="") as f:
        return max(float(r["share"]) for r in csv.DictReader(f))


def _ask_on_page(browser, question: str) -> None:
    browser.eval("document.getElementById('question').value = ''; document.body.dataset.state = 'idle'")
    browser.type_into("#question", question)
    browser.click("#ask")
    state = browser.wait_for("['done', 'error'].includes(document.body.dataset.state) && document.body.dataset.state")
    assert state == "done", browser.eval("document.getElementById('error').textContent")


def _text(browser, element_id: str) -> str:
    return browser.eval(f"document.getElementById('{element_id}').innerText")


def test_trace_panel_mode_route_and_verdicts(live, browser, tmp_path):
    browser.goto(f"{live.url}/")
    browser.wait_for("document.querySelectorAll('#mesh .chip').length")
    # no model configured: the arms are offered disabled and "deterministic" is selected
    assert browser.eval("document.getElementById('arm').value") == "deterministic"
    assert browser.eval("[...document.getElementById('arm').options].filter(o => o.disabled).length") == 4

    _ask_on_page(browser, PEAK)
    meta = _text(browser, "meta")
    assert "mode: deterministic" in meta and "arm" not in meta  # the selection and the mode used agree
    mode = _text(browser, "trace-mode")
    assert "selected deterministic" in mode and "used deterministic" in mode
    route = _text(browser, "route")
    assert route.startswith("Routed to broadcast-it") and "{" not in route and "[" not in route
    api = httpx.post(f"{live.url}/v1/ask", timeout=30,
                     json={"question": PEAK, "arm": "full", "deterministic": True}).json()
    refs = _text(browser, "trace-refs")
    for m in api["trace"]["references"]["matched"]:
        assert f"\u201c{m['text']}\u201d \u2192 {m['level']} {m['target']}" in refs
    claims = browser.eval("[...document.querySelectorAll('#trace-verification tr.claim')]"
                          ".map(r => [r.cells[0].textContent, r.cells[2].textContent])")
    assert claims == [[c["text"], c["status"]] for c in api["verification"]["claims"]] and claims
    assert f"{_csv_peak('italia_sera'):g}" in _text(browser, "trace-result")

    _ask_on_page(browser, COMPARE)
    result = _text(browser, "trace-result")
    a, b = _csv_peak("italia_sera"), _csv_peak("notte_italiana")
    assert f"difference = {a - b:.1f}" in result
    assert f"Italia Sera · share · max = {a:g}" in result and f"Notte Italiana · share · max = {b:g}" in result
    assert "compare" in _text(browser, "trace-ops")
    shot = _keep(browser.screenshot(tmp_path / "noesis-trace.png"))
    assert shot.stat().st_size > 20_000

    _ask_on_page(browser, YEAR)
    assert "\u201c1987\u201d: the axis 'second' (clock) cannot hold years" in _text(browser, "trace-not-applied")
    result = _text(browser, "trace-result")
    assert "refusal" in result and "not applied: 1987" in result  # the refusal says what it did not apply


def test_a_link_to_an_arm_without_a_model_says_who_answered(live, browser):
    browser.goto(f"{live.url}/?arm=hydrate&q=" + PEAK.replace(" ", "+").replace("?", "%3F"))
    browser.wait_for("document.body.dataset.state === 'done'")
    assert "mode: deterministic" in _text(browser, "meta")
    assert "selected hydrate: no model is configured, the engine answered alone" in _text(browser, "trace-mode")
