"""The degrees of the adjective a measure's noun is made of (noesis.lang.degrees): English
inflection, the adjectives of irregular and suffixed nouns, and the words one table's nouns add
— never a word the language already reads."""

from __future__ import annotations

import pytest

from noesis.lang import ENGLISH
from noesis.lang.degrees import adjectives_of, degree_words, inflect


@pytest.mark.parametrize(("adjective", "more", "most"), [
    ("hard", "harder", "hardest"), ("wide", "wider", "widest"), ("wet", "wetter", "wettest"),
    ("thin", "thinner", "thinnest"), ("deep", "deeper", "deepest"), ("narrow", "narrower", "narrowest"),
    ("dense", "denser", "densest"), ("strong", "stronger", "strongest"), ("heavy", "heavier", "heaviest"),
])
def test_english_inflection(adjective, more, most):
    assert inflect(adjective) == (more, most)


@pytest.mark.parametrize(("noun", "high", "low"), [
    ("width", ("wide",), ("narrow",)), ("hardness", ("hard",), ("soft",)),
    ("heaviness", ("heavy",), ()), ("density", ("dens", "dense"), ()), ("humidity", ("humid", "humide"), ()),
    ("city", (), ()), ("sales", (), ()), ("illness", ("ill",), ()),
])
def test_the_adjectives_a_noun_is_made_of(noun, high, low):
    assert adjectives_of(noun, ENGLISH.table) == (high, low)


def test_a_tables_nouns_add_their_degrees_bound_to_the_noun():
    d = degree_words(["hardness", "mortality", "town"], ENGLISH.table)
    sup, comp, thr, pos = (dict(x) for x in (d.superlatives, d.comparatives, d.thresholds, d.positives))
    assert sup["hardest"] == ("max", ("hardness",)) and sup["softest"] == ("min", ("hardness",))
    assert comp["harder"] == ("max", ("hardness",)) and thr["softer"] == ("<", ("hardness",))
    assert pos["hard"] == ("max", ("hardness",))
    assert not any(w.startswith("town") for w in sup)


def test_a_word_the_language_reads_is_never_redefined():
    # "length" makes "longest" and "heaviness" makes "heaviest": both are the language's own
    d = degree_words(["heaviness", "width"], ENGLISH.table)
    assert "heaviest" not in dict(d.superlatives) and "heavier" not in dict(d.comparatives)
    assert "widest" in dict(d.superlatives)


def test_one_word_of_two_nouns_reads_both_at_one_end_and_neither_at_opposite_ends():
    # "narrower" is the low end of width and of breadth: both, which the measures tell apart
    d = degree_words(["width", "breadth"], ENGLISH.table)
    assert dict(d.comparatives)["narrower"] == ("min", ("breadth", "width"))
    # "dimmer": the low end of brightness, the high end of dimness — no direction, not read
    d = degree_words(["brightness", "dimness"], ENGLISH.table)
    assert "dimmer" not in dict(d.comparatives) and "dimmest" not in dict(d.superlatives)
