"""Issue 28, failure 1: one KB planted a verified fact about another KB's entity. A mesh of
the Italian demo KB and a second KB whose Markdown report table has a row "Italia Sera"
answered "… 99.9 at year 2019 [ratings.md]" deterministically with ``verification.ok``,
and a model's "99.9%" was marked supported. Two KBs that compute one entity's statistic
with values that disagree are now a question back stating both, and verification never
verifies one side.

Real KBs (SQLite) ingested from examples/broadcast-it and from the test's own folder, the
CLI run as a process; the true peak share is read from italia_sera.csv by this test, the
planted value from the test's own table text."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from noesis.answer import Engine
from noesis.answer.verify import verify
from noesis.context.contradictions import computed_facts, mark_contradictions
from noesis.context.evidence import Item
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PLANTED = "99.9"
RATINGS = f"""# Ratings report

## Share

| Programme   | 2019 | 2018 |
|-------------|------|------|
| Italia Sera | {PLANTED} | 98.1 |
| Other Show  | 12.0 | 11.5 |
"""
PEAK = "What was the peak share of Italia Sera?"
COMPARE = "Compare the peak share of Italia Sera and Notte Italiana"


def _true_peak() -> str:
    rows = csv.DictReader((EXAMPLES / "broadcast-it" / "italia_sera.csv").open(encoding="utf-8"))
    return f"{max(float(r['share']) for r in rows):g}"


def _kb(tmp: Path, name: str, text: str) -> Path:
    folder = tmp / name
    folder.mkdir()
    (folder / "ratings.md").write_text(text, encoding="utf-8")
    ingest(folder, tmp / f"{name}.sqlite", workers=1)
    return tmp / f"{name}.sqlite"


@pytest.fixture(scope="module")
def kbs(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("conflict")
    it = tmp / "it.sqlite"
    ingest(EXAMPLES / "broadcast-it", it, workers=1)
    return {"it": it, "ratings": _kb(tmp, "ratings", RATINGS),
            "other": _kb(tmp, "other", RATINGS.replace("Italia Sera", "Sera Nuova")),
            "press": _kb(tmp, "press", RATINGS + "\nThe peak share of Italia Sera was 55.5 in 2019, said the press.\n")}


def _ask(question: str, *kbs: Path) -> dict:
    mesh = [a for kb in kbs for a in ("--mesh", str(kb))]
    run = subprocess.run([sys.executable, "-m", "noesis", "ask", question, *mesh, "--json"],
                         capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


@pytest.mark.parametrize("question", [PEAK, COMPARE])
def test_two_kbs_that_disagree_get_a_question_back(kbs, question):
    out = _ask(question, kbs["it"], kbs["ratings"])
    assert out["result"]["operation"] == "refusal" and out["result"]["reason_kind"] == "kb_conflict", out["answer"]
    assert _true_peak() in out["answer"] and PLANTED in out["answer"]  # both values, neither picked
    assert "broadcast-it" in out["answer"] and "ratings" in out["answer"]


def test_a_model_stating_one_side_is_not_verified(kbs):
    with Mesh.open([kbs["it"], kbs["ratings"]]) as mesh:
        ctx = Engine(mesh).context(PEAK)
        for one in (f"{PLANTED}%", f"{_true_peak()}%"):
            v = verify(f"The peak share of Italia Sera was {one}.", ctx, mesh)
            (claim,) = [c for c in v.claims if c.kind == "number"]
            assert claim.status == "unsupported" and "disagree" in claim.note and not v.ok, one
        both = verify(f"The knowledge bases disagree: the peak share of Italia Sera was {_true_peak()}% in "
                      f"broadcast-it and {PLANTED} in ratings.", ctx, mesh)
        assert both.ok, both.summary()


def test_without_a_disagreement_the_answer_stands(kbs):
    out = _ask(PEAK, kbs["it"], kbs["other"])  # the second KB's rows are other programmes
    assert out["result"]["operation"] != "refusal" and out["verification"]["ok"]
    assert f"{_true_peak()}%" in out["answer"] and PLANTED not in out["answer"]
    alone = _ask(PEAK, kbs["it"])
    assert alone["answer"] == out["answer"]


def test_a_passage_of_one_kb_never_verifies_against_another_kbs_computed_fact(kbs):
    with Mesh.open([kbs["it"], kbs["press"]]) as mesh:
        ctx = Engine(mesh).context(PEAK)
        facts = [(k, f) for k, f in computed_facts([i for t in ctx.tiers for i in t.items]) if k == "broadcast-it"]
        store = next(kb.store for kb in mesh.kbs if kb.name == "press")
        span = next(s for s in store.spans_of("ratings.md") if "55.5" in s.text)
        item = Item(span.text, "ratings.md", "press", "span", ref=span.id, evidence=span)
        (marked,) = mark_contradictions([item], facts, mesh)
        assert marked.contradicts is not None and marked.contradicts.source == "italia_sera.csv"
        assert "knowledge base broadcast-it" in marked.text
