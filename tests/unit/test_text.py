"""Golden tests for the one fold (noesis.text) and its two variants."""

from __future__ import annotations

import pytest

from noesis.gazetteer import Gazetteer
from noesis.text import fold, fold_keeping_punctuation, fold_letters, fold_with_offsets, tokens

FOLD = [
    # Latin / ASCII: today's output, byte for byte
    ("Notte Italiana", "notte italiana"),
    ("notte-italiana", "notte italiana"),
    ("NOTTE ITALIANA!", "notte italiana"),
    ("Perché, NOTTE-Italiana!", "perche notte italiana"),
    ("  più   alto\t\n", "piu alto"),
    ("Crème Brûlée", "creme brulee"),
    ("São Paulo / Curaçao", "sao paulo curacao"),
    ("Ærø Škoda ÅNGSTRÖM", "ærø skoda angstrom"),
    ("italia_sera.csv", "italia sera csv"),
    ("37.5% at 21:30", "37 5% at 21 30"),
    ("ﬁnale²", "finale2"),
    ("„quoted“ — dash…", "quoted dash"),
    ("", ""),
    ("!!!", ""),
    # other scripts: letters and digits kept, case folded, accents stripped
    ("Москва", "москва"),
    ("МОСКВА-Сити, 2024", "москва сити 2024"),
    ("東京", "東京"),
    ("東京タワー", "東京タワー"),
    ("ｶﾞｲﾄﾞ", "ガイド"),
    ("Αθήνα", "αθηνα"),
    ("ΟΔΟΣ", "οδοσ"),
    ("القاهرة", "القاهرة"),
    ("القاهرة، مصر", "القاهرة مصر"),
    ("हिन्दी", "हिन्दी"),
    ("서울", "서울"),
    ("٣٧٫٥", "٣٧ ٥"),
    ("Straße", "strasse"),
]


@pytest.mark.parametrize("text,expected", FOLD)
def test_fold_golden(text, expected):
    assert fold(text) == expected


@pytest.mark.parametrize("text,expected", FOLD)
def test_tokens_are_the_words_of_fold(text, expected):
    assert tokens(text) == expected.split()


def test_folded_text_is_a_fixed_point():
    for text, expected in FOLD:
        assert fold(expected) == expected, text


@pytest.mark.parametrize("text,expected", [
    ("Italia Sera", "italia sera"),
    ("italia_sera.csv @ second 146", "italia_sera.csv @ second 146"),
    ("il valore PIÙ  ALTO\n", "il valore piu alto"),
    ("a four-day\n  week", "a four-day week"),
    ("31–19", "31–19"),
    ("Москва: 21:30", "москва: 21:30"),
])
def test_fold_keeping_punctuation(text, expected):
    assert fold_keeping_punctuation(text) == expected


def test_fold_with_offsets_maps_back_to_the_original():
    text = "Alle ORE 21:30 più ﬁne Straße"
    folded, index = fold_with_offsets(text)
    assert folded == "alle ore 21:30 piu fine strasse"
    assert len(index) == len(folded)
    assert index == sorted(index)
    at = folded.index("21:30")
    assert text[index[at]: index[at + 4] + 1] == "21:30"
    fi = folded.index("fine")
    assert text[index[fi]: index[fi + 3] + 1] == "ﬁne"


def test_a_lone_combining_accent_becomes_a_space():
    folded, index = fold_with_offsets("e\u0301x")
    assert (folded, index) == ("e x", [0, 1, 2])


def test_every_fold_shares_the_character_rule():
    for text, _ in FOLD:
        rule = fold_letters(text)
        assert fold_keeping_punctuation(text) == " ".join(rule.split())
        assert set(fold(text)) <= set(rule) | {" "}


def test_gazetteer_matches_names_in_any_script():
    g = Gazetteer({"Москва": "msk", "Αθήνα": "ath", "Notte Italiana": "ni"})
    assert g.keys_in("Рейтинг: МОСКВА, затем Αθήνα; NOTTE-ITALIANA.") == ["msk", "ath", "ni"]
    assert g.keys_in("Подмосковье") == []
