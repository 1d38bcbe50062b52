"""A qualifier leading the question's row phrase that the bound row's label lacks blocks the
binding (naming.leading_qualifier). Fixtures are literal questions and labels; the expected
qualifier is read off by hand."""

from __future__ import annotations

from noesis.naming import complement_word, leading_qualifier


def test_a_qualifier_the_label_lacks_is_named():
    q = "What is the net property and equipment in 2019?"
    assert leading_qualifier(q, "property and equipment", "Property and equipment") == "net"
    q = "What were the billed trade receivables in 2018?"
    assert leading_qualifier(q, "trade receivables", "Trade receivables") == "billed"
    q = "What is the long-term deferred revenue in 2019?"
    assert leading_qualifier(q, "deferred revenue", "Deferred revenue") == "long-term"


def test_a_label_or_section_holding_the_qualifier_binds():
    q = "What is the net property and equipment in 2019?"
    assert leading_qualifier(q, "property and equipment", "Property and equipment, net") is None
    q = "What is the long-term deferred revenue in 2019?"
    assert leading_qualifier(q, "deferred revenue", "Long term › Deferred revenue") is None


def test_other_leading_words_and_total_do_not_block():
    assert leading_qualifier("What is the revenue in 2019?", "revenue", "Revenue") is None
    assert leading_qualifier("What is the total revenue in 2018 and 2019?", "revenue", "Revenue") is None
    assert leading_qualifier("What is net income?", "net income", "Net income") is None


def test_a_phrase_after_before_or_excluding_qualifies_another_amount():
    q = "How much was the company's income before income tax expense in 2019?"
    assert complement_word(q, "income tax expense", "Income tax expense (benefit)") == "before"
    q = "What is the revenue from China (excluding Hong Kong) in 2019?"
    assert complement_word(q, "Hong Kong", "Hong Kong") == "excluding"


def test_a_label_holding_the_word_or_a_phrase_opening_the_question_binds():
    q = "What was the income before income taxes in 2019?"
    assert complement_word(q, "income taxes", "Income before income taxes") is None
    assert complement_word("Before tax items in 2019?", "tax items", "Tax items") is None  # no word before it
    assert complement_word("What was the income tax expense in 2019?", "income tax expense", "Income tax") is None
