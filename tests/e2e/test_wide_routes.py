"""A question naming no entity over a KB of 100+ entities stays within the token budget in
every arm, and says how many values it left out (never a truncated list)."""

from __future__ import annotations

import csv

import pytest

from noesis.answer import Engine
from noesis.context.budget import DEFAULT_BUDGET
from noesis.context.prompt import ARMS

from .conftest import REALDATA

QUESTIONS = (
    "What was the highest life expectancy?",
    "What was the lowest GDP per capita?",
    "What was the life expectancy?",
    "Tell me about population.",
    "Which country had the highest population in 1952?",
    "What were the top 5 countries by life expectancy in 2007?",
)


def _countries() -> set[str]:
    with (REALDATA / "gapminder" / "gapminder.csv").open(encoding="utf-8", newline="") as fh:
        return {row["country"] for row in csv.DictReader(fh)}


def test_the_kb_is_wide():
    assert len(_countries()) >= 100


@pytest.mark.parametrize("arm", ARMS)
@pytest.mark.parametrize("question", QUESTIONS)
def test_within_budget(realdata_mesh, question, arm):
    ctx = Engine(realdata_mesh).context(question, arm=arm)
    assert ctx.tokens["total"] <= DEFAULT_BUDGET, (question, arm, ctx.tokens)


def test_left_out_values_are_counted(realdata_mesh):
    ctx = Engine(realdata_mesh).context("What was the life expectancy?", arm="full")
    facts = [i for i in ctx.tier(0) if i.kind == "fact"]
    shown = {i.evidence.subject for i in facts}
    assert 0 < len(shown) < len(_countries())
    why = [s.why for s in ctx.decisions.facts]
    assert any("left out" in w for w in why)
    (note,) = [i for i in ctx.tier(0) if i.rule == "left_out"]
    stats = {i.evidence.statistic for i in facts}
    left = int(note.text.split()[0])  # every country has one fact per statistic
    assert left == len(stats) * len(_countries()) - len(facts) > 0


def test_a_table_only_kb_gets_no_fetch_contract(realdata_mesh):
    ctx = Engine(realdata_mesh).context("What was the highest life expectancy?", arm="hydrate")
    assert "FETCH" not in ctx.prompt and ctx.available == ()
