"""The TAT-QA bench's seeded sample and the hydrate arm's trigger split (noesis.eval.tatqa)."""

from __future__ import annotations

import pytest

from noesis.errors import QueryError
from noesis.eval.tatqa import (
    TatContext,
    TatQuestion,
    sample,
    scored,
    summarize,
    summary_markdown,
    trigger_split,
)


def Q(uid: str, source: str = "table") -> TatQuestion:
    return TatQuestion(uid, f"What is {uid}?", ("5",), "span", source, "", "")


def contexts() -> tuple[TatContext, ...]:
    return tuple(TatContext(f"t{c}", (), (), tuple(Q(f"t{c}q{i}") for i in range(4))) for c in range(10))


def uids(ctxs) -> list[str]:
    return [q.uid for c in ctxs for q in c.questions]


# --- the sample


def test_sample_is_deterministic_with_the_seed_and_drawn_from_the_whole_file():
    a, b = sample(contexts(), 12, seed=0), sample(contexts(), 12, seed=0)
    assert uids(a) == uids(b) and len(uids(a)) == 12
    assert uids(sample(contexts(), 12, seed=1)) != uids(a)
    # drawn from every context, not the first ones: 12 of 40 questions span more than 3 contexts
    assert len(a) > 3


def test_sample_keeps_file_order_and_only_the_sampled_questions():
    s = sample(contexts(), 12, seed=7)
    everything = uids(contexts())
    got = uids(s)
    assert got == [u for u in everything if u in set(got)]
    assert all(c.questions for c in s)
    assert [c.uid for c in s] == sorted({c.uid for c in s}, key=lambda u: int(u[1:]))


def test_sample_larger_than_the_file_takes_every_question_and_zero_is_refused():
    assert uids(sample(contexts(), 1000, seed=0)) == uids(contexts())
    with pytest.raises(QueryError):
        sample(contexts(), 0, seed=0)


# --- the trigger split


def test_trigger_split_counts_fetches_among_questions_that_reached_the_model():
    ctx = TatContext("t", (), (), ())
    right, wrong = "The answer is 5 in total.", "The answer is 6 in total."
    recs = [
        # answer in the paragraphs: 4 reached the model, 3 fetched (2 right), 1 not fetched (right)
        scored(ctx, Q("a", "text"), right, None, False, reached_model=True, fetched=True, fetch_why="refusal"),
        scored(ctx, Q("b", "table-text"), right, None, False, reached_model=True, fetched=True, fetch_why="model"),
        scored(ctx, Q("c", "text"), wrong, None, False, reached_model=True, fetched=True, fetch_why="forced"),
        scored(ctx, Q("d", "table-text"), right, None, False, reached_model=True),
        # not reached: deterministic, never counted
        scored(ctx, Q("e", "text"), "5", None, True),
        # table only: 2 reached, 1 fetched (wrong), 1 not (wrong)
        scored(ctx, Q("f", "table"), wrong, None, False, reached_model=True, fetched=True, fetch_why="model"),
        scored(ctx, Q("g", "table"), wrong, None, False, reached_model=True),
        scored(ctx, Q("h", "table"), "5", None, True),
    ]
    t = trigger_split(recs)
    p, tb = t.paragraphs, t.table
    assert (p.reached, p.fetched, p.em_fetched, p.em_not_fetched) == (4, 3, pytest.approx(66.67), 100.0)
    assert (tb.reached, tb.fetched, tb.em_fetched, tb.em_not_fetched) == (2, 1, 0.0, 0.0)
    s = summarize(recs)
    assert s.reached_model == 6 and s.trigger == t
    md = summary_markdown(s)
    assert "| answer in the paragraphs | 4 | 3 | 66.7 | 100.0 |" in md
    assert "| answer in the table only | 2 | 1 | 0.0 | 0.0 |" in md
    assert recs[0].as_dict()["fetch_why"] == "refusal" and recs[0].as_dict()["fetched"] is True


def test_no_model_no_trigger_split():
    ctx = TatContext("t", (), (), ())
    s = summarize([scored(ctx, Q("a"), "5", None, True)])
    assert s.trigger is None and s.reached_model == 0
    assert "Trigger split" not in summary_markdown(s)
