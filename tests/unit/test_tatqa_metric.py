"""The TAT-QA metric (noesis.eval.tatqa): hand-made cases, one group per rule."""

from __future__ import annotations

import pytest

from noesis.answer.result import Operand, Result
from noesis.eval.tatqa import (
    NO_ANSWER,
    Number,
    Prediction,
    TatContext,
    TatQuestion,
    pipe_table,
    prediction,
    report_markdown,
    scale_of,
    score,
    scored,
    summarize,
    tokens,
)


def P(*spans: str, scale: str = "") -> Prediction:
    return Prediction(tuple(spans), scale, "result")


# --- normalisation


def test_numbers_parse_separators_parentheses_percent_and_currency():
    assert tokens("1,496.5") == (Number(1496.5, 1),)
    assert tokens("(12.5)") == (Number(-12.5, 1),)
    assert tokens("-22.22%") == (Number(-22.22, 2),)
    assert tokens("$1,202.9") == (Number(1202.9, 1),)
    assert tokens("$ 1,036.9")[-1] == Number(1036.9, 1)
    assert tokens("5")[0].places == 0 and tokens("0.50")[0].places == 2


def test_text_is_lowered_stripped_of_punctuation_and_articles():
    assert tokens("The Fixed-price, type.") == ("fixed", "price", "type")
    assert tokens("an Apple a day") == ("apple", "day")


# --- exact match


def test_em_ignores_case_punctuation_articles_and_number_format():
    assert score(("Fixed Price",), "", "span", P("the fixed price.")).em == 1.0
    assert score(("$1,496.5",), "million", "span", P("1496.5", scale="million")).em == 1.0
    assert score(("(44.1)",), "", "span", P("-44.1")).em == 1.0


def test_em_multi_span_is_order_free_but_needs_every_span():
    gold = ("fixed-price type", "cost-plus type")
    assert score(gold, "", "multi-span", P("cost-plus type", "fixed-price type")).em == 1.0
    assert score(gold, "", "multi-span", P("cost-plus type")).em == 0.0
    assert score(gold, "", "multi-span", P("cost-plus type", "fixed-price type", "other")).em == 0.0


# --- numbers: rounding to the gold's precision


def test_a_number_matches_after_rounding_to_the_gold_precision():
    assert score(("-22.22",), "percent", "arithmetic", P("-22.2222", scale="percent")).em == 1.0
    assert score(("-22.22",), "percent", "arithmetic", P("-22.2", scale="percent")).em == 0.0
    assert score(("3",), "", "count", P("3.4")).em == 1.0
    assert score(("12.6",), "", "arithmetic", P("-12.6")).em == 0.0


# --- F1


def test_f1_is_bag_of_tokens_overlap_for_spans():
    s = score(("fixed-price type", "cost-plus type", "time-and-material type"), "", "multi-span",
              P("cost-plus type", "fixed-price type"))
    assert s.em == 0.0 and s.f1 == pytest.approx(2 / 3)
    s = score(("our allowable incurred costs",), "", "span", P("allowable costs"))
    assert s.f1 == pytest.approx(2 * (1.0 * 0.5) / 1.5)


def test_f1_is_zero_when_both_hold_numbers_and_the_gold_number_is_missed():
    assert score(("revenue of 120",), "", "span", P("revenue of 121")).f1 == 0.0
    assert score(("revenue of 120",), "", "span", P("revenue of 120.0")).f1 == 1.0


def test_f1_equals_em_for_arithmetic_and_count():
    assert score(("12.6",), "", "arithmetic", P("12.6 and 3")).f1 == 0.0
    assert score(("4",), "", "count", P("4")).f1 == 1.0


# --- scale


def test_a_wrong_scale_scores_zero():
    s = score(("-12.6",), "million", "arithmetic", P("-12.6", scale="thousand"))
    assert (s.em, s.f1, s.em_any_scale) == (0.0, 0.0, 1.0)
    assert score(("-12.6",), "million", "arithmetic", P("-12.6", scale="million")).em == 1.0
    assert score(("2019",), "", "span", P("2019", scale="percent")).f1 == 0.0


def test_a_scale_written_in_words_is_the_answers_scale():
    # gold "$2.8 billion" with no scale field is 2.8 at the scale billion, and so is a prediction
    assert score(("$2.8 billion",), "", "span", P("2.8", scale="billion")).em == 1.0
    assert score(("24.9",), "million", "span", P("$24.9 million")).em == 1.0
    assert score(("$2.8 billion",), "", "span", P("2.8", scale="million")).em == 0.0
    assert score(("$2.8 billion",), "", "span", P("2.8")).em == 0.0
    # a span that is more than a number and a scale word stays a span
    assert score(("about 2.8 billion",), "", "span", P("2.8", scale="billion")).em == 0.0
    # a list whose every span is a number and one scale word: those numbers at that scale
    gold = ("$41.8 million", "$86.3 million", "$5.7 million")
    assert score(gold, "", "multi-span", P("$41.8", "$86.3", "$5.7", scale="million")).em == 1.0
    assert score(gold, "", "multi-span", P("$41.8", "$86.3", "$5.7")).em == 0.0
    assert score(("$41.8 million", "$5.7 billion"), "", "multi-span", P("$41.8", "$5.7", scale="million")).em == 0.0


def test_scale_words():
    assert scale_of("$ million") == "million"
    assert scale_of("%") == "percent" and scale_of("percent") == "percent"
    assert scale_of("$'000") == "thousand" and scale_of("in thousands") == "thousand"
    assert scale_of("USD") == "" and scale_of(None) == ""


def test_no_answer_scores_zero():
    assert score(("5",), "", "count", NO_ANSWER) == score(("5",), "", "count", P())


# --- the prediction from what the engine answered


def _op(value: str, unit: str | None = None, pos: str = "2019") -> Operand:
    return Operand("kb", "report.md", "Other", "sales", None, value, unit, (2019.0,), (pos,))


def test_a_percent_change_is_scored_as_its_percent():
    r = Result("change", (_op("56.7", "$ million", "2018"), _op("44.1", "$ million")), "-12.6", "$ million", "-22.22")
    assert prediction("What is the percentage change in Other in 2019 from 2018?", "…", r) == \
        Prediction(("-22.22",), "percent", "result")
    assert prediction("What is the change in Other in 2019 from 2018?", "…", r) == \
        Prediction(("-12.6",), "million", "result")


def test_a_value_at_is_scored_as_its_operand():
    r = Result("value_at", (_op("1496.5", "$ thousand"),))
    assert prediction("What is the total sales in 2019?", "…", r) == Prediction(("1496.5",), "thousand", "result")


def test_refusals_and_needs_a_model_are_no_answer():
    assert prediction("q?", "I do not have enough information to answer.", None) == NO_ANSWER
    assert prediction("q?", "This question needs a language model: it does not resolve.", None) == NO_ANSWER
    assert prediction("q?", "The knowledge bases hold no data.", Result("refusal")) == NO_ANSWER
    assert prediction("q?", "   ", None) == NO_ANSWER


def test_a_model_text_is_scored_on_the_short_answer_it_states():
    p = prediction("What is the change in Other in 2019 from 2018?", "The change was -12.6 million [report.md].", None)
    assert p == Prediction(("-12.6",), "million", "text")
    assert prediction("What are the contract types?", "Fixed price", None) == Prediction(("Fixed price",), "", "text")
    # the question's own numbers (years) and list markers are not the answer
    p = prediction("What is the percentage change in Other in 2019 from 2018?",
                   "The percentage change in Other in 2019 from 2018 is 1.11% (2019 - 2018).", None)
    assert p == Prediction(("1.11%",), "percent", "text")
    # a numbered list is its items; a date's day is no answer ("October 31, 2019")
    text = "The contract types are: 1. Cost-plus type 2. Fixed-price type"
    assert prediction("What are the contract types?", text, None).answer == ("Cost-plus type", "Fixed-price type")
    p = prediction("What is the increase in inventory due to?",
                   "The increase in inventory is attributable to the mix of products at October 31, 2019.", None)
    assert p == Prediction(("attributable to the mix of products at October 31, 2019",), "", "text")


# --- the report


def test_pipe_table_header_rows_caption_and_escaping():
    md = pipe_table([["", "", "Years Ended", ""], ["", "2019", "2018", "2017"], ["Other | misc", "44.1", "56.7", "70.8"]])
    assert md.splitlines() == ["Years Ended", "", "|  | 2019 | 2018 | 2017 |", "|---|---|---|---|",
                               "| Other \\| misc | 44.1 | 56.7 | 70.8 |"]
    merged = pipe_table([["", "2019", "", "2018", ""], ["", "Amount", "%", "Amount", "%"], ["Sales", "1", "2", "3", "4"]])
    assert merged.splitlines()[0] == "|  | 2019 Amount | % | 2018 Amount | % |"


def test_report_holds_paragraphs_in_order_then_the_table():
    q = TatQuestion("q1", "What is x?", ("1",), "span", "table", "", "")
    ctx = TatContext("t1", (("", "2019"), ("x", "1")), ("First.", "Second."), (q,))
    assert report_markdown(ctx) == "First.\n\nSecond.\n\n| | 2019 |\n|---|---|\n| x | 1 |\n".replace("| |", "|  |")


def test_summary_counts_answered_wrong_and_arithmetic_from_the_table():
    ctx = TatContext("t", (), (), ())
    qs = [TatQuestion(f"q{i}", "What is the change?", ("5",), "arithmetic", "table", "", "") for i in range(3)]
    recs = [scored(ctx, qs[0], "", Result("difference", (), "5"), True),
            scored(ctx, qs[1], "", Result("difference", (), "6"), True),
            scored(ctx, qs[2], "This question needs a language model.", None, True)]
    s = summarize(recs)
    a = s.arithmetic_table
    assert (a.n, a.answered, a.wrong, a.em_answered) == (3, 2, 1, 50.0)
    assert s.overall.em == pytest.approx(100 / 3, abs=0.01) and s.refused == 1 and s.deterministic == 2
