"""A row bound by name is the answer's row only when no other row reads the question better
(answer/rowbinding). Fixtures are literal labels; the expected rivals are read off by hand."""

from __future__ import annotations

from noesis.answer.rowbinding import competing_rows, series_owners, words_of

ROWS = ("Internal use software", "Less: Accumulated depreciation and amortization, internal use software",
        "Internal use software, net", "Furniture and equipment")


def test_a_row_holding_more_of_the_question_is_a_rival():
    q = words_of("depreciation expense from continuing operations related to internal use software costs")
    assert competing_rows("Internal use software", q, ROWS) == (ROWS[1],)


def test_no_rival_when_the_bound_row_holds_all_the_others_hold():
    q = words_of("internal use software in 2019")
    assert competing_rows("Internal use software", q, ROWS) == ()
    # the longer label is bound and holds everything the question names
    q = words_of("internal use software net in 2019")
    assert competing_rows("Internal use software, net", q, ROWS) == ()


def test_words_are_folded_and_singular():
    assert words_of("Net Revenues") == {"net", "revenue"}


def test_series_owners_keeps_the_stored_names_that_own_a_series():
    assert series_owners({"value": {"cable": "r.md"}}, ["Cable", "Wireless"]) == ("Cable",)


def test_a_footnote_digit_on_a_word_is_dropped():
    assert words_of("Current year1") == {"current", "year"}
    assert words_of("FY19 Q4") == {"fy19", "q4"}  # not a word with a footnote
    rows = ("Overseas current tax expense › Current year", "United Kingdom corporation tax expense › Current year1")
    q = words_of("How much is the 2019 United Kingdom corporation current year tax expense?")
    assert competing_rows(rows[0], q, rows) == (rows[1],)
