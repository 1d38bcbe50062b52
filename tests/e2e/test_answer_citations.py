"""What an answer's citations say: each source once, at the position or interval its number
was computed at (issue 30's page opens a citation's rows, so a citation without its window
opens the whole table). Truth from the demo CSV files by the csv module."""

from __future__ import annotations

import csv

from noesis.answer import Engine
from noesis.query.conversation import Citation, parse_citations

from ..conftest import EXAMPLES


def _share(name: str) -> dict[int, float]:
    with open(EXAMPLES / "broadcast-it" / f"{name}.csv", newline="") as fh:
        return {int(r["second"]): float(r["share"]) for r in csv.DictReader(fh)}


def test_a_windowless_citation_of_a_source_cited_at_a_window_is_dropped():
    text = "A was 3 [a.csv @ second 4]. B was 2 [b.csv @ second 9]. A is higher [a.csv] [b.csv] [c.csv]."
    got = parse_citations(text, {"kb": ["a.csv", "b.csv", "c.csv"]})
    assert got == [Citation("a.csv", "kb", "second 4"), Citation("b.csv", "kb", "second 9"),
                   Citation("c.csv", "kb", None)]


def test_a_comparison_cites_each_side_once_at_its_peak(demo_mesh):
    a = Engine(demo_mesh).ask("Which had the higher peak share, Italia Sera or Notte Italiana?", deterministic=True)
    sources = [c.source for c in a.citations]
    assert sorted(sources) == ["italia_sera.csv", "notte_italiana.csv"], a.citations
    for c in a.citations:
        share = _share(c.source.removesuffix(".csv"))
        peak_at = min(s for s, v in share.items() if v == max(share.values()))
        assert c.window is not None and c.window.startswith(f"second {peak_at} "), (c, peak_at)


def test_an_interval_answer_cites_its_interval(demo_mesh):
    a = Engine(demo_mesh).ask("What was the average share of Italia Sera between second 100 and second 200?",
                              deterministic=True)
    share = _share("italia_sera")
    inside = [v for s, v in share.items() if 100 <= s <= 200]
    assert f"{round(sum(inside) / len(inside), 4)}%" in a.text and "between second 100 and second 200" in a.text
    (c,) = a.citations
    assert c.source == "italia_sera.csv" and c.window is not None
    assert c.window.startswith("between second 100 ") and " and second 200 " in c.window, c.window
    (op,) = a.result.operands
    assert op.window == (100.0, 200.0)
