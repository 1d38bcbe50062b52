"""Language data (noesis.lang): data sanity per module, selection, and the cue predicates."""

from dataclasses import FrozenInstanceError

import pytest

from noesis.lang import (
    DEFAULT_LANGUAGE,
    ENGLISH,
    SUPPORTED,
    asks_ratio,
    asks_which,
    en,
    it,
    language_for,
    refers_back,
    shared,
    wants_verbatim,
)
from noesis.lang.language import _ADDRESS_FIELDS
from noesis.text import fold, strip_accents

MODULES = (en, it)
WORD_SETS = ("FUNCTION_WORDS", "STOP_WORDS", "MONTHS", "WEEKDAYS", "NAME_CONNECTORS", "FOLLOW_UP_CUES",
             "SELF_CONTAINED_CUES", "RATIO_WORDS", "GLUE_WORDS")
STATISTICS = {"max", "min", "mean", "first", "last", "sum", "count"}
DOMAIN_NOUNS = ("share", "audience", "programme", "program", "match", "team", "player", "viewers",
                "programma")


def _words(module):
    for name in WORD_SETS:
        yield from ((name, w) for w in getattr(module, name))
    for stat, words in module.STATISTIC_WORDS.items():
        yield from ((f"STATISTIC_WORDS[{stat}]", w) for w in words)


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.CODE)
def test_entries_are_folded(module):
    bad = [(role, w) for role, w in _words(module) if fold(w) != w]
    assert bad == []


@pytest.mark.parametrize("module", [*MODULES, shared], ids=lambda m: getattr(m, "CODE", "shared"))
def test_address_words_are_lower_case_without_accents_under_known_keys(module):
    assert set(module.ADDRESS_WORDS) <= set(_ADDRESS_FIELDS)
    for words in module.ADDRESS_WORDS.values():
        assert all(w == strip_accents(w).lower().strip() and w for w in words)
        assert len(set(words)) == len(words)


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.CODE)
def test_each_word_has_one_role_where_roles_exclude_each_other(module):
    common = [*module.FUNCTION_WORDS, *module.STOP_WORDS, *module.MONTHS, *module.WEEKDAYS]
    assert len(common) == len(set(common)), "a common word listed under two roles"
    assert len(module.MONTHS) == 12 and len(module.WEEKDAYS) == 7
    assert not set(module.FOLLOW_UP_CUES) & set(module.SELF_CONTAINED_CUES)
    stat_words = [w for words in module.STATISTIC_WORDS.values() for w in words]
    assert len(stat_words) == len(set(stat_words)), "a word naming two statistics"
    assert not module.RATIO_WORDS & set(stat_words)
    assert set(module.STATISTIC_WORDS) <= STATISTICS
    units = [w for key in ("second", "minute", "hour", "scene", "section", "year")
             for w in module.ADDRESS_WORDS.get(key, ())]
    assert len(units) == len(set(units)), "a word naming two address units"


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.CODE)
def test_every_module_defines_every_role(module):
    for name in (*WORD_SETS, "VERBATIM_PATTERNS", "STATISTIC_WORDS", "ADDRESS_WORDS"):
        assert getattr(module, name), f"{module.CODE}.{name} is empty"


def test_domain_nouns_are_not_common_words():
    for lang in (ENGLISH, DEFAULT_LANGUAGE):
        assert not set(DOMAIN_NOUNS) & lang.common_words
    # language words stay: question words, statistic and unit words, months
    kept = {"what", "quale", "peak", "picco", "second", "season", "gennaio", "domenica"}
    assert kept <= DEFAULT_LANGUAGE.common_words


def test_language_for_is_english_plus_the_declared_languages():
    assert SUPPORTED == ("en", "it")
    assert ENGLISH.codes == ("en",) and DEFAULT_LANGUAGE.codes == ("en", "it")
    assert language_for([]) is ENGLISH and language_for(["en", "EN"]) is ENGLISH
    assert language_for(["it"]) is language_for(["IT-it", "it_IT"]) is DEFAULT_LANGUAGE
    assert "quale" in DEFAULT_LANGUAGE.function_words and "quale" not in ENGLISH.function_words
    assert "what" in language_for(["it"]).function_words
    assert DEFAULT_LANGUAGE.statistics["max"][:2] == ("peak", "highest")
    assert "picco" in DEFAULT_LANGUAGE.statistics["max"]
    assert "picco" not in ENGLISH.statistics["max"]
    assert "secondo" in DEFAULT_LANGUAGE.address.second and "secondo" not in ENGLISH.address.second
    # the shared words come with every selection
    assert {"van", "von", "de"} <= ENGLISH.name_connectors and "il" in ENGLISH.address.articles


def test_unknown_language_is_served_in_english_with_a_note():
    lang = language_for(["fr", "it"])
    assert lang.codes == ("en", "it") and lang.unsupported == ("fr",)
    assert "'fr'" in lang.note and "supported: en, it" in lang.note
    assert language_for(["fr"]).codes == ("en",)
    assert ENGLISH.note is None


def test_language_is_frozen_and_hashable():
    with pytest.raises(FrozenInstanceError):
        ENGLISH.codes = ("it",)  # type: ignore[misc]
    assert len({ENGLISH, DEFAULT_LANGUAGE, language_for(["en"])}) == 2


def test_wants_verbatim():
    assert wants_verbatim("What was said at second 612 in Late Review?", ENGLISH)
    assert wants_verbatim("What did the host say about the film?", ENGLISH)
    assert wants_verbatim("Give me the EXACT WORDS of the host", ENGLISH)
    assert not wants_verbatim("What was the peak share of Late Review?", ENGLISH)
    assert not wants_verbatim("Cosa ha detto Marco Ferri?", ENGLISH)
    assert wants_verbatim("Cosa ha detto Marco Ferri?", language_for(["it"]))
    assert wants_verbatim("Cosa ha detto Marco Ferri?")  # default: English and Italian, as hydrate had


def test_asks_ratio():
    assert asks_ratio("How many times higher was the share of A than B?")
    assert asks_ratio("What is the ratio of A's peak to B's?")
    assert not asks_ratio("How much higher was the share of A than B?")
    assert not asks_ratio("Relatively speaking, which was higher?")  # word-bounded: relatively ≠ relative
    assert not asks_ratio("Qual è il rapporto tra A e B?")  # default: English, as computations had
    assert asks_ratio("Qual è il rapporto tra A e B?", language_for(["it"]))


def test_follow_up_and_which_cues():
    assert refers_back("And what was the lowest value in these readings?", ENGLISH)
    assert refers_back("what about that programme?", ENGLISH)
    assert not refers_back("Tell me the lowest share", ENGLISH)
    assert not refers_back("e il minimo di quelle?", ENGLISH)
    assert refers_back("e il minimo di quelle?", language_for(["it"]))
    assert refers_back("E lì?", language_for(["it"]))  # folded: lì → li
    assert asks_which("Which programme had the highest share?", ENGLISH)
    assert not asks_which("Quale programma ha avuto il picco?", ENGLISH)
    assert asks_which("Quale programma ha avuto il picco?", language_for(["it"]))


@pytest.mark.parametrize("pack", ["en", "it", "shared"])
def test_a_pack_names_each_of_its_word_lists_once(pack):
    """Two lists under one name in a pack module: the second silently replaces the first (a
    "PERCENT_WORDS" of fractions had replaced the percent words, and "by what percent" was unread)."""
    import ast
    from pathlib import Path

    import noesis.lang

    tree = ast.parse((Path(noesis.lang.__file__).parent / f"{pack}.py").read_text(encoding="utf-8"))
    names = [t.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
             for t in (node.targets if isinstance(node, ast.Assign) else [node.target]) if isinstance(t, ast.Name)]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})
