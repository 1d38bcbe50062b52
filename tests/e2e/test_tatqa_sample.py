"""TAT-QA on a fixed sample of five dev contexts (bench/tatqa.py's harness, end to end).

``data/tatqa_dev_sample.json`` holds five contexts of the TAT-QA dev set, unmodified (Zhu et
al., ACL 2021, github.com/NExTplusplus/TAT-QA; licence CC BY 4.0). The whole dev set stays
out of the suite: docs/benchmarks.md ("TAT-QA dev") has its figures and the command.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.eval.tatqa import (
    Prediction,
    context_kb,
    load_contexts,
    run_context,
    score,
    select,
    summarize,
)

SAMPLE = Path(__file__).parent / "data" / "tatqa_dev_sample.json"
UIDS = (
    "3ffd9053-a45d-491c-957a-1b2fa0af0570",
    "52164b70-6973-4844-af6a-76e8f1298d64",
    "6bf238a5-0a3e-492d-91f8-7f62d3b37fba",
    "f8ac9ddd-9872-4681-902d-a0ee7c0ee83a",
    "386352cf-f7e3-4148-920c-63bc57cf156b",
)


@pytest.fixture(scope="module")
def contexts():
    return select(load_contexts(SAMPLE), ids=UIDS)


@pytest.fixture(scope="module")
def records(contexts, tmp_path_factory):
    cache = tmp_path_factory.mktemp("tatqa-cache")
    return [r for ctx in contexts for r in run_context(ctx, cache)]


def test_the_sample_is_the_five_named_contexts(contexts):
    assert tuple(c.uid for c in contexts) == UIDS
    assert sum(len(c.questions) for c in contexts) == 30


def test_the_harness_runs_end_to_end(contexts, records):
    assert [r.uid for r in records] == [q.uid for c in contexts for q in c.questions]
    assert all(r.em in (0.0, 1.0) and 0.0 <= r.f1 <= 1.0 and r.text for r in records)
    assert all(r.deterministic or not r.answered for r in records)
    s = summarize(records)
    assert s.overall.n == 30 and s.overall.answered + s.refused == 30
    assert s.arithmetic_table.n == sum(r.answer_type == "arithmetic" and r.answer_from == "table" for r in records)


def test_a_cached_kb_is_reused_and_answers_the_same(contexts, records, tmp_path):
    kb = context_kb(contexts[0], tmp_path)
    stamp = kb.stat().st_mtime_ns
    assert context_kb(contexts[0], tmp_path) == kb and kb.stat().st_mtime_ns == stamp
    assert "| Other | 44.1 | 56.7 | 70.8 |" in (tmp_path / contexts[0].uid / "report.md").read_text()
    again = run_context(contexts[0], tmp_path)
    assert [(r.uid, r.text) for r in again] == [(r.uid, r.text) for r in records[:len(again)]]


def test_the_metric_on_known_pairs(contexts):
    qs = {q.uid: q for c in contexts for q in c.questions}
    # every gold answer, given back with its scale, is an exact match; with another scale, 0
    for q in qs.values():
        assert score(q.answer, q.scale, q.answer_type, Prediction(q.answer, q.scale, "result")).em == 1.0, q.uid
        other = "million" if q.scale != "million" else "thousand"
        assert score(q.answer, q.scale, q.answer_type, Prediction(q.answer, other, "result")).f1 == 0.0
    change = qs["eb787966-fa02-401f-bfaf-ccabf3828b23"]  # -12.6 million (44.1 - 56.7)
    assert score(change.answer, "million", "arithmetic", Prediction(("-12.60",), "million", "result")).em == 1.0
    assert score(change.answer, "million", "arithmetic", Prediction(("12.6",), "million", "result")).em == 0.0
    pct = qs["05b670d3-5b19-438c-873f-9bf6de29c69e"]  # -22.22 percent
    assert score(pct.answer, "percent", "arithmetic", Prediction(("-22.2222",), "percent", "result")).em == 1.0


def test_no_deterministic_answer_in_the_sample_is_wrong(records):
    wrong = [r.uid for r in records if r.answered and r.deterministic and r.em == 0]
    assert wrong == []


def test_a_model_reply_is_scored_on_the_short_answer_it_states(contexts, tmp_path):
    """The scripted model answers in a sentence that restates the question: the record scores
    the three types it lists, and the answer says the paragraphs it read hold them."""
    from noesis.answer import Engine
    from noesis.llm.scripted import ScriptedChat
    from noesis.mesh import Mesh

    reply = ("According to the report, the contract types are fixed-price type, cost-plus type, and "
             "time-and-material type [report.md @ paragraph 2].")
    ctx = contexts[0]
    records = run_context(ctx, tmp_path, llm=ScriptedChat(default=reply), arm="full")
    rec = next(r for r in records if r.question == "What are the contract types?")
    assert rec.reached_model and not rec.deterministic
    assert rec.pred == ("fixed-price type", "cost-plus type", "time-and-material type") and rec.em == 1.0
    with Mesh.open(context_kb(ctx, tmp_path)) as mesh:
        a = Engine(mesh, ScriptedChat(default=reply)).ask("What are the contract types?", arm="full")
        assert a.short is not None and a.short.quoted is True and a.as_dict()["short"]["spans"] == list(rec.pred)
        made_up = "The contract types are barter type, swap type, and lease type."
        b = Engine(mesh, ScriptedChat(default=made_up)).ask("What are the contract types?", arm="full")
        assert b.short.spans == ("barter type", "swap type", "lease type") and b.short.quoted is False
