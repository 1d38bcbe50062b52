"""An operation the question asks for that the engine does not compute blocks the
deterministic answer: no ranking for a total or a count, no bare values for a ratio; a total
across entities is the store's sum over their rows (truth: the csv module)."""

from __future__ import annotations

import csv

from noesis.answer import Engine
from noesis.facts.operators import WindowRanking

from .conftest import REALDATA


def _ask(mesh, q):
    engine = Engine(mesh)
    return engine.context(q, arm="full"), engine.ask(q, arm="full", deterministic=True).text


def test_a_total_across_entities_is_not_answered_by_a_ranking(realdata_mesh):
    ctx, text = _ask(realdata_mesh, "What was the total population in 2007?")
    assert not any(isinstance(i.evidence, WindowRanking) for i in ctx.tier(0))
    with open(REALDATA / "gapminder" / "gapminder.csv", newline="") as f:
        total = sum(int(float(r["pop"])) for r in csv.DictReader(f) if r["year"] == "2007")
    assert text.startswith(f"The total pop in 2007 was {total}")


def test_a_superlative_at_a_year_is_ranked(realdata_mesh):
    ctx, text = _ask(realdata_mesh, "Which country had the highest population in 2007?")
    assert any(isinstance(i.evidence, WindowRanking) for i in ctx.tier(0))
    assert text.startswith("The highest pop")


def test_a_ratio_of_interval_values_is_not_given_as_bare_values(realdata_mesh):
    ctx, text = _ask(realdata_mesh, "What is the ratio of the population of Chad to Sudan in 2007?")
    assert ctx.plan.ratio and ctx.tier(0)  # the values are in the context ...
    assert "Not applied" in text and "ratio" in text  # ... but the ratio asked for was not computed
    assert not any(ch.isdigit() for ch in text.replace("2007", ""))
