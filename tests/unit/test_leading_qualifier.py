"""A qualifier leading the question's row phrase that the bound row's label lacks blocks the
binding (naming.leading_qualifier). Fixtures are literal questions and labels; the expected
qualifier is read off by hand."""

from __future__ import annotations

from noesis.naming import leading_qualifier


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
