from noesis.gazetteer import Gazetteer
from noesis.text import fold


def test_fold_case_accents_punctuation():
    assert fold("Perché, NOTTE-Italiana!") == "perche notte italiana"


def test_word_boundaries():
    g = Gazetteer({"Ann": 1, "Marco Ferri": 2})
    assert g.keys_in("Annalisa met marco ferri.") == [2]
    assert g.keys_in("ANN said hello") == [1]


def test_longest_match_wins():
    g = Gazetteer([("Italia", "country"), ("Italia Sera", "programme")])
    assert g.keys_in("Ieri Italia Sera ha vinto") == ["programme"]
    assert g.keys_in("In Italia piove") == ["country"]


def test_accent_insensitive_alias():
    g = Gazetteer([("Citta Nuova", 7)])
    assert g.keys_in("a Città Nuova, ieri") == [7]


def test_empty_gazetteer():
    assert Gazetteer({}).find("anything") == []
