"""A row bound by name is the answer's row only when no other row reads the question better
(answer/rowbinding). Fixtures are literal labels; the expected rivals are read off by hand."""

from __future__ import annotations

from noesis.answer.rowbinding import competing_rows, leading_rivals, series_owners, words_of

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


TAX = ("Statutory federal income tax (benefit)", "State income tax", "Domestic manufacturers deduction",
       "Total income tax")


def test_a_word_before_the_bound_phrase_that_other_rows_hold_is_a_rival():
    q = "What was the federal state income tax in fiscal year 2019?"
    got = leading_rivals(q, "state income tax", "State income tax", words_of(q), TAX)
    assert got == ("federal", "state income tax", (TAX[0],))


def test_no_rival_for_a_word_the_bound_row_holds_no_other_row_or_only_a_total_holds():
    q = "What was the state income tax in 2019?"
    assert leading_rivals(q, "state income tax", "State income tax", words_of(q) - {"the"}, TAX) is None
    q = "What was the domestic state income tax in 2019?"  # a word another line says, whatever it names
    assert leading_rivals(q, "state income tax", "State income tax", words_of(q), TAX) == (
        "domestic", "state income tax", (TAX[2],))
    rows = ("Accounted for using the equity method", "Total non-marketable investments")
    q = "How much was the non-marketable investments accounted for using the equity method in 2019?"
    assert leading_rivals(q, "accounted for using the equity method", rows[0], words_of(q), rows) is None
    q = "What was the 2019 state income tax?"  # a number before the phrase is no word
    assert leading_rivals(q, "state income tax", "State income tax", words_of(q), TAX) is None
