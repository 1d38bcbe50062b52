"""The page as a place to explore, in real headless Chromium, over a KB it has never seen
(built here from CSV files): example questions from that KB, the chart of the series with its
peak marked at the true peak, citations that open their rows, dates in the axis's form."""

from __future__ import annotations

import re

import httpx
import pytest

from noesis.mesh import Mesh
from noesis.server.app import create_app
from noesis.server.deps import ServiceSettings

from . import explore_kb as K
from .cdp import Browser
from .conftest import LiveServer
from .test_browser import _keep


@pytest.fixture(scope="module")
def harbour(tmp_path_factory):
    from noesis.ingest.pipeline import ingest

    root = tmp_path_factory.mktemp("harbour-page")
    src = K.write_kb(root / "src")
    ingest(src, root / "kbs" / "harbour-swell.sqlite")
    mesh = Mesh.open(root / "kbs")
    server = LiveServer(create_app(ServiceSettings(), mesh=mesh))
    yield src, server
    server.stop()
    mesh.close()


@pytest.fixture
def browser(tmp_path):
    b = Browser(tmp_path / "profile")
    yield b
    b.close()


def _ask_with(browser, question: str) -> None:
    browser.eval("document.body.dataset.state = 'idle'; document.getElementById('question').value = ''")
    browser.type_into("#question", question)
    browser.click("#ask")
    state = browser.wait_for("['done', 'error'].includes(document.body.dataset.state) && document.body.dataset.state")
    assert state == "done", browser.eval("document.getElementById('error').textContent")


def _line_vertices(browser) -> list[tuple[float, float]]:
    d = browser.eval("document.querySelector('#chart path.line').getAttribute('d')")
    return [(float(x), float(y)) for x, y in re.findall(r"[ML](-?[\d.]+),(-?[\d.]+)", d)]


def test_the_page_explores_a_kb_it_has_never_seen(harbour, browser, tmp_path):
    src, server = harbour
    browser.goto(f"{server.url}/")
    n = browser.wait_for("document.querySelectorAll('#examples button.example').length")
    shown = browser.eval("[...document.querySelectorAll('#examples button.example')].map(b => b.textContent)")
    api = httpx.get(f"{server.url}/v1/examples?limit=5", timeout=30).json()["questions"]
    assert n == len(api) >= 3 and shown == [q["question"] for q in api]
    assert all(("Kirkwall" in q or "Lerwick" in q) and ("swell" in q or "temperature" in q) for q in shown)
    placeholder = browser.eval("document.getElementById('question').placeholder")
    assert shown[0] in placeholder and "Italia Sera" not in placeholder
    _keep(browser.screenshot(tmp_path / "noesis-explore-landing.png"))

    # one click on the peak example asks it; the chart marks the peak at the CSV's peak
    peak_q = next(q for q in api if q["kind"] == "peak")
    top = K.peak(src, peak_q["source"].removesuffix(".csv"))
    browser.click(f"#examples button.example:nth-of-type({api.index(peak_q) + 1})")
    browser.wait_for("document.body.dataset.state === 'done'")
    assert peak_q["question"] == browser.eval("document.getElementById('question').value")
    assert top["date"] in browser.eval("document.getElementById('answer').textContent")
    browser.wait_for("!!document.querySelector('#chart g.peak')")
    assert browser.eval("document.getElementById('chart-panel').hidden") is False
    assert browser.eval("document.querySelector('#chart g.peak').dataset.label") == top["date"]
    assert float(browser.eval("document.querySelector('#chart g.peak').dataset.value")) == float(top["swell"])
    assert top["date"] in browser.eval("document.querySelector('#chart .peak-label').textContent")
    # drawn where the line is highest, and the answer's point sits on it
    vertices = _line_vertices(browser)
    highest = min(vertices, key=lambda v: v[1])
    marker = browser.eval("document.querySelector('#chart .peak-marker').getAttribute('d')")
    mx = float(re.match(r"M(-?[\d.]+),", marker).group(1))
    assert abs(mx - highest[0]) < 0.2
    point = browser.eval("[...document.querySelectorAll('#chart circle.answer-point')].map(c => "
                         "[Number(c.getAttribute('cx')), Number(c.dataset.position)])")
    assert len(point) == 1 and abs(point[0][0] - mx) < 0.2 and point[0][1] == K.day_number(top["date"])
    ticks = browser.eval("[...document.querySelectorAll('#chart text.xlabel')].map(t => t.textContent)")
    assert ticks[0] == "2011-01-01" and all(re.fullmatch(r"2011-\d\d-\d\d", t) for t in ticks)
    assert "300 readings" in browser.eval("document.getElementById('chart-note').textContent")

    # the citation opens its row: the file's line, the date, the cells
    chips = browser.eval("[...document.querySelectorAll('#citations button.cite-open')].map(b => b.textContent)")
    assert len(chips) == len(set(chips)) >= 1
    browser.click("#citations button.cite-open")
    browser.wait_for("!!document.querySelector('#citations .cite-view tr.cited')")
    cells = browser.eval("[...document.querySelector('#citations .cite-view tr.cited').cells].map(c => c.textContent)")
    assert cells == [str(top["line"]), top["date"], top["swell"], top["temperature"]]
    head = browser.eval("[...document.querySelectorAll('#citations .cite-view th')].map(c => c.textContent)")
    assert head == ["line", "date", "swell", "temperature"]
    assert browser.eval("document.querySelectorAll('#citations .cite-view tr.row').length") == 5  # ± 2 neighbours
    shot = _keep(browser.screenshot(tmp_path / "noesis-explore-peak.png"))
    assert shot.stat().st_size > 20_000


def test_the_asked_window_the_trace_dates_and_a_refusal(harbour, browser, tmp_path):
    src, server = harbour
    browser.goto(f"{server.url}/")
    browser.wait_for("document.querySelectorAll('#examples button.example').length")
    api = httpx.get(f"{server.url}/v1/examples?limit=5", timeout=30).json()["questions"]
    window_q = next(q for q in api if q["kind"] == "in_window")
    _ask_with(browser, window_q["question"])
    browser.wait_for("!!document.querySelector('#chart rect.window')")
    month = re.search(r"in (\w+) 2011", window_q["question"]).group(1)
    n = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"].index(month) + 1
    days = [r["date"] for r in K.rows(src, window_q["source"].removesuffix(".csv"))
            if r["date"].startswith(f"2011-{n:02d}")]
    rect = browser.eval("(() => { const r = document.querySelector('#chart rect.window'); "
                        "return [Number(r.dataset.start), Number(r.dataset.end)]; })()")
    assert rect == [K.day_number(days[0]), K.day_number(days[-1])]
    # the trace writes the window in the axis's form, never as day numbers
    addresses = browser.eval("document.getElementById('trace-addresses').innerText")
    assert f"{days[0]}\u2013{days[-1]}" in addresses
    assert not re.search(r"\b1[45]\d{3}\b", browser.eval("document.getElementById('trace').innerText"))
    # a citation of the whole source opens the asked window's rows
    browser.click("#citations button.cite-open")
    browser.wait_for("!!document.querySelector('#citations .cite-view tr.row')")
    labels = browser.eval("[...document.querySelectorAll('#citations .cite-view tr.row')].map(r => r.cells[1].textContent)")
    assert labels == days
    _keep(browser.screenshot(tmp_path / "noesis-explore-window.png"))

    # two peaks compared: each citation once (the whole-source repeats are dropped)
    compare_q = next(q for q in api if q["kind"] == "compare")
    _ask_with(browser, compare_q["question"])
    chips = browser.eval("[...document.querySelectorAll('#citations button.cite-open')].map(b => b.textContent)")
    assert sorted(chips) == sorted(f"{stem}.csv @ date {K.peak(src, stem)['date']} (harbour-swell)"
                                   for stem in K.HARBOURS)
    # both series on one chart, each peak marked at its CSV peak
    browser.wait_for("document.querySelectorAll('#chart g.peak').length === 2")
    peaks = browser.eval("Object.fromEntries([...document.querySelectorAll('#chart g.peak')]"
                         ".map(g => [g.dataset.entity, g.dataset.label]))")
    assert peaks == {entity: K.peak(src, stem)["date"] for stem, (entity, _) in K.HARBOURS.items()}
    assert browser.eval("document.querySelectorAll('#chart path.line').length") == 2
    _keep(browser.screenshot(tmp_path / "noesis-explore-compare.png"))

    # a refusal: no claims, so no green verdict, and no chart of an unrelated series
    _ask_with(browser, "What was the highest swell of Stromness?")
    verdict = browser.eval("document.querySelector('#trace-verification .verdict').className")
    assert "ok" not in verdict.split()
    assert "nothing to verify" in browser.eval("document.getElementById('trace-verification').innerText")
    assert browser.eval("document.getElementById('chart-panel').hidden") is True
    _keep(browser.screenshot(tmp_path / "noesis-explore-refusal.png"))


def test_the_answer_streams_with_its_phase(harbour, browser, tmp_path):
    import threading

    from noesis.llm.scripted import ScriptedChat

    src, _ = harbour
    top = K.peak(src, "kirkwall")
    reply = (f"The swell at Kirkwall was highest on {top['date']}, at {top['swell']} m, well above the rest "
             f"of the year [kirkwall.csv @ {top['date']}].")
    mesh = Mesh.open(src.parent / "kbs")
    server = LiveServer(create_app(ServiceSettings(), mesh=mesh, llm=ScriptedChat(
        default=reply, pause=lambda k: threading.Event().wait(0.12))))
    try:
        browser.goto(f"{server.url}/?arm=full")
        browser.wait_for("document.querySelectorAll('#examples button.example').length")
        browser.type_into("#question", "Describe the swell of Kirkwall through the year")
        browser.click("#ask")
        # while the model writes: the phase is shown and the first words are on the page
        browser.wait_for("document.body.dataset.state === 'loading' && "
                         "document.getElementById('answer').textContent.split(' ').length >= 3")
        assert "model" in browser.eval("document.getElementById('phase').textContent")
        partial = browser.eval("document.getElementById('answer').textContent")
        assert reply.startswith(partial) and partial != reply
        _keep(browser.screenshot(tmp_path / "noesis-explore-streaming.png"))
        browser.wait_for("document.body.dataset.state === 'done'", timeout=60)
        assert browser.eval("document.getElementById('answer').textContent").startswith(reply.split(" [")[0])
        assert "answer" in browser.eval("window.noesisPhases")
        assert browser.eval("document.getElementById('phase').textContent") == ""
        assert "arm full" in browser.eval("document.getElementById('meta').textContent")
    finally:
        server.stop()
        mesh.close()
