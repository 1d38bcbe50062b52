"""The short answer a model's reply states (noesis.answer.shortanswer): each step on its own
fixture, then the whole cut. The replies are the shapes small models write (Qwen2.5-Coder
0.5B/1.5B on TAT-QA), rewritten over invented reports."""

from __future__ import annotations

import pytest

from noesis.answer.shortanswer import (
    STEPS,
    Cut,
    ShortAnswer,
    after_restatement,
    concluded,
    first_statement,
    shaped,
    short_answer,
    without_hedges,
    without_lead_in,
    worked_result,
)
from noesis.lang.language import ENGLISH


def cut(text: str, question: str = "") -> Cut:
    return Cut(text, question, ENGLISH)


def test_the_steps_run_in_the_documented_order():
    assert (concluded, first_statement, without_lead_in, worked_result, after_restatement, without_hedges) == STEPS


def test_a_worked_reply_states_its_conclusion_or_nothing():
    worked = "To determine the change, we follow these steps: 1. Find both values. 2. Subtract. Therefore, the change is 12.5%."
    assert concluded(cut(worked)) == "the change is 12.5%"
    assert concluded(cut("To calculate the ratio: 1. Identify the values - 2019: $9,317 thousand")) is None
    assert concluded(cut("The ratio is 1.3.")) == "The ratio is 1.3."


def test_the_first_statement_ends_at_a_sentence_not_at_an_initial_or_a_decimal():
    assert first_statement(cut("It holds U.S. treasury bonds. It also holds cash.")) == "It holds U.S. treasury bonds"
    assert first_statement(cut("The total is 1,347. This can be seen in the table.")) == "The total is 1,347"
    assert first_statement(cut("The margin was 49.3%. This comes from Tier 0.")) == "The margin was 49.3%"
    assert first_statement(cut("The cost was $36.5 million")) == "The cost was $36.5 million"


def test_a_lead_in_clause_is_cut_at_its_comma():
    assert without_lead_in(cut("According to the report, the cost was $1.1 billion")) == "the cost was $1.1 billion"
    assert without_lead_in(cut("Based on the table, 2019")) == "2019"
    assert without_lead_in(cut("Accordingly the cost rose")) == "Accordingly the cost rose"
    assert without_lead_in(cut("The answer is 5.")) == "5."
    assert without_lead_in(cut("Answer: $5 million")) == "$5 million"
    assert without_lead_in(cut("Answering costs rose")) == "Answering costs rose"


def test_a_worked_statement_states_its_result_after_the_last_equals_sign():
    assert worked_result(cut("The sum is $60.3 million + $80.5 million = $140.8 million")) == "$140.8 million"
    assert worked_result(cut("The sum is $140.8 million")) == "The sum is $140.8 million"


@pytest.mark.parametrize(("question", "reply", "answer"), [
    # the restated question and the linking verb after it
    ("What was the company acquired in 2019?", "The company acquired in 2019 was Acme Widgets, LLC",
     "Acme Widgets, LLC"),
    ("What do the audit fees comprise of?", "Audit fees are comprised of fees for the annual audit",
     "fees for the annual audit"),
    ("What does adjusted margin represent?", "Adjusted margin represents gross profit plus amortization",
     "gross profit plus amortization"),
    # no linking verb: after the restated words (two of the question's content words at least)
    ("Why did interest expense decrease in 2018?", "Interest expense decreased in 2018 primarily due to lower debt",
     "primarily due to lower debt"),
    # a reply that does not restate the question is its answer
    ("Who is the auditor?", "Deloitte", "Deloitte"),
    ("What is the ratio?", "Ratio of debt to equity", "Ratio of debt to equity"),  # one restated word: too weak
    # an amount after the question's own words: the amount
    ("What was the backlog in 2018?", "2018 439,606", "439,606"),
    ("What is the ratio?", "Ratio 1.3", "1.3"),
    # a new subject whose predicate restates the question
    ("Who is intu's external auditor for the 2019 audit?",
     "Deloitte was appointed as intu's external auditor for the 2019 audit, succeeding PwC", "Deloitte"),
    ("Who is the auditor?", "Deloitte was appointed in 2019", "Deloitte was appointed in 2019"),
    ("Was there a material bad debt expense in 2019?", "Yes, there was a material bad debt expense in 2019",
     "Yes, there was a material bad debt expense in 2019"),
])
def test_the_restated_question_is_cut(question, reply, answer):
    assert after_restatement(cut(reply, question)) == answer


def test_hedges_at_either_end_are_cut():
    assert without_hedges(cut("approximately $41.8 million, $86.3 million, and $5.7 million, respectively.")) == \
        "$41.8 million, $86.3 million, and $5.7 million"
    assert without_hedges(cut("about 7%")) == "7%"
    assert without_hedges(cut("the round-about route")) == "the round-about route"


@pytest.mark.parametrize(("text", "expected"), [
    ("$36.5 million", ShortAnswer(("$36.5",), "million", True)),
    ("2,806,364", ShortAnswer(("2,806,364",), "", True)),
    ("3.4%", ShortAnswer(("3.4%",), "percent", True)),
    ("$41.8 million, $86.3 million, and $5.7 million", ShortAnswer(("$41.8", "$86.3", "$5.7"), "million", True)),
    ("$621 million compared to 2018", ShortAnswer(("$621",), "million", True)),
    ("$5.1 million, an increase of 3%", ShortAnswer(("$5.1",), "million", True)),
    ("1.11% (2019 - 2018)", ShortAnswer(("1.11%",), "percent", True)),
    ("consistently been set at 7%", ShortAnswer(("7%",), "percent", True)),
    ("fixed-price, cost-plus, and time-and-material", ShortAnswer(("fixed-price", "cost-plus", "time-and-material"),
                                                                  "", False)),
    ("1. Cost-plus type 2. Fixed-price type", ShortAnswer(("Cost-plus type", "Fixed-price type"), "", False)),
    # "A and B" may be one name; commas inside a name make no list
    ("Horizon Clinicals and Series2000 Revenue Cycle", ShortAnswer(("Horizon Clinicals and Series2000 Revenue Cycle",),
                                                                   "", False)),
    ("Acme Widgets, LLC, formerly Acme, Inc", ShortAnswer(("Acme Widgets, LLC, formerly Acme, Inc",), "", False)),
    ("AU 18 cents", ShortAnswer(("AU 18 cents",), "", False)),
    # two scales: no list of amounts, the text as it is
    ("$5 million and 7%", ShortAnswer(("$5 million and 7%",), "", False)),
])
def test_the_cut_text_is_shaped_as_numbers_a_list_or_one_span(text, expected):
    assert shaped(text, ENGLISH) == expected


def test_a_reply_s_answer_end_to_end():
    q = "What was the federal, state and foreign tax credit carryforwards in 2019 respectively?"
    reply = ("According to the report, the federal, state, and foreign tax credit carryforwards in 2019 were "
             "approximately $41.8 million, $86.3 million, and $5.7 million, respectively [report.md @ paragraph 3]. "
             "They expire from 2020.")
    assert short_answer(q, reply, ENGLISH) == ShortAnswer(("$41.8", "$86.3", "$5.7"), "million", True)
    # a date's day and a digit inside a name are not the answer
    q = "What is the increase in chicken inventory due to?"
    reply = "The increase in chicken inventory is attributable to the mix of products at October 31, 2019."
    assert short_answer(q, reply, ENGLISH).spans == ("attributable to the mix of products at October 31, 2019",)


def test_a_refusal_and_an_unconcluded_working_state_no_answer():
    assert short_answer("What is X?", "I do not have enough information.", ENGLISH) is None
    assert short_answer("What is X?", "To determine X, we need to follow these steps: 1. Identify", ENGLISH) is None
    assert short_answer("What is X?", "FETCH: report.md\n[report.md @ paragraph 2]", ENGLISH) is None


def test_quoted_says_whether_the_evidence_holds_every_span():
    evidence = ["Total tax credit carryforwards of $41.8 million and $86.3 million expire from 2020.",
                "Substantially all of our contracts are fixed-price type contracts."]
    found = short_answer("What were the carryforwards?", "The carryforwards were $41.8 million and $86.3 million.",
                         ENGLISH, evidence)
    assert found.spans == ("$41.8", "$86.3") and found.quoted is True
    assert short_answer("What were the carryforwards?", "The carryforwards were $41.8 million and $90.1 million.",
                        ENGLISH, evidence).quoted is False
    assert short_answer("What are the contract types?", "The contract types are fixed-price type.",
                        ENGLISH, evidence).quoted is True
    assert short_answer("What are the contract types?", "The contract types are barter type.",
                        ENGLISH, evidence).quoted is False
    assert short_answer("What are the contract types?", "The contract types are barter type.", ENGLISH).quoted is None
