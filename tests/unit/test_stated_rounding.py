"""A report's text stating a table's reading rounded (answer/statedrounding). Fixtures are
literal passages written like a report's; the expected figures are read off by hand."""

from __future__ import annotations

from noesis.answer.statedrounding import scale_of_unit, stated_rounded

P = ("Of the $2.8 billion and $2.4 billion net deferred tax liability at December 31, 2019 and 2018, "
     "respectively, $2.9 billion and $2.5 billion is reflected as a long-term liability.")


def test_the_figure_the_text_writes_for_the_reading_rounded():
    got = stated_rounded(-2780.0, "$ millions", "Net deferred tax liability", [P])
    assert got is not None and (got.text, got.number, got.decimals, got.scale, got.currency) == (
        "$2.8 billion", 2.8, 1, "billion", "$")
    got = stated_rounded(-2397.0, "$ millions", "Net deferred tax liability", [P])
    assert got is not None and got.number == 2.4


def test_no_figure_when_the_passage_does_not_name_the_line_or_states_no_rounding():
    assert stated_rounded(-2780.0, "$ millions", "Gross deferred tax liabilities", [P]) is None  # "gross" absent
    assert stated_rounded(-2600.0, "$ millions", "Net deferred tax liability", [P]) is None  # rounds to none
    exact = "The net deferred tax liability was $2,780 million at December 31, 2019."
    assert stated_rounded(-2780.0, "$ millions", "Net deferred tax liability", [exact]) is None
    coarse = "The net deferred tax liability was about $3 billion."  # one significant digit rounds nothing
    assert stated_rounded(-2780.0, "$ millions", "Net deferred tax liability", [coarse]) is None


def test_two_figures_rounding_the_reading_are_no_answer():
    two = "The net deferred tax liability was $2.8 billion, or $2.78 billion as restated."
    assert stated_rounded(2781.0, "$ millions", "Net deferred tax liability", [two]) is None


def test_the_reading_stated_exactly_anywhere_is_no_rounding():
    both = "The net deferred tax liability was $2.8 billion ($2,780 million)."
    assert stated_rounded(2780.0, "$ millions", "Net deferred tax liability", [both]) is None


def test_the_scale_a_unit_holds():
    assert scale_of_unit("$ millions") == "million" and scale_of_unit("€ thousands") == "thousand"
    assert scale_of_unit("%") is None and scale_of_unit(None) is None
