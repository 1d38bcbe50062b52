"""Questions tested against a :class:`~noesis.lang.language.Language`'s cues — pure functions.

Pass ``language_for(<the KBs' declared codes>)`` to read a question with the words of the
languages its KBs declare. Each default reproduces the list the predicate replaces:
English and Italian (:data:`~noesis.lang.language.DEFAULT_LANGUAGE`) for the verbatim,
follow-up and "which" cues, English (:data:`~noesis.lang.language.ENGLISH`) for ratio words
(``hydrate._VERBATIM``, ``conversation._ANAPHORA`` and ``computations.RATIO_WORDS``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..text import fold
from .language import DEFAULT_LANGUAGE, ENGLISH, Language

__all__ = ["asks_change", "asks_difference_only", "asks_ratio", "asks_top", "asks_which", "refers_back", "wants_verbatim"]


@lru_cache(maxsize=16)
def _verbatim_re(patterns: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(patterns) + r")\b", re.IGNORECASE)


def _has_phrase(question: str, phrases: tuple[str, ...]) -> bool:
    """Whether a folded phrase occurs word-bounded in the folded question."""
    padded = f" {fold(question)} "
    return any(f" {p} " in padded for p in phrases)


def wants_verbatim(question: str, language: Language = DEFAULT_LANGUAGE) -> bool:
    """Whether the question asks for the words themselves ("what was said", a quote)."""
    return bool(_verbatim_re(language.verbatim_patterns).search(question))


def asks_ratio(question: str, language: Language = ENGLISH) -> bool:
    """Whether a comparison asks for a ratio ("how many times higher") rather than a difference."""
    return not language.ratio_words.isdisjoint(fold(question).split())


def asks_change(question: str, language: Language = ENGLISH) -> bool:
    """Whether the question asks how a value changed ("the change in … from 1952 to 2007"), or
    the difference of its readings ("the difference in X between 2018 and 2019": a change whose
    size is asked, :func:`asks_difference_only`)."""
    words = fold(question).split()
    return not language.change_words.isdisjoint(words) or not language.difference_words.isdisjoint(words)


def asks_difference_only(question: str, language: Language = ENGLISH) -> bool:
    """Whether the question asks the difference of two readings with no direction: "the
    difference in X between 2018 and 2019" (its size), not "the change", "the increase" nor "the
    difference … from 2018 to 2019" (a direction: the signed change)."""
    words = fold(question).split()
    if language.difference_words.isdisjoint(words) or not language.change_words.isdisjoint(words):
        return False
    return not ("from" in words and "to" in words[words.index("from"):])


def asks_top(question: str, language: Language = ENGLISH) -> tuple[str, int] | None:
    """``("top"|"bottom", k)`` for "the top 3 …" / "the 5 lowest …", else ``None``."""
    words = fold(question).split()
    for i, w in enumerate(words):
        if not w.isdigit() or not 1 <= int(w) <= 50:
            continue
        near = set(words[max(0, i - 1):i]) | set(words[i + 1:i + 2])
        if near & language.top_words:
            return "top", int(w)
        if near & language.bottom_words:
            return "bottom", int(w)
    return None


def refers_back(question: str, language: Language = DEFAULT_LANGUAGE) -> bool:
    """Whether the question holds a referring expression ("these readings", "quelle")."""
    return _has_phrase(question, language.follow_up_cues)


def asks_which(question: str, language: Language = DEFAULT_LANGUAGE) -> bool:
    """Whether the question asks *which* thing ("which programme …?"): self-contained."""
    return _has_phrase(question, language.self_contained_cues)


def which_nouns(question: str, language: Language = DEFAULT_LANGUAGE) -> tuple[str, ...]:
    """The (folded) word after each *which* of the question ("at which second" → "second")."""
    words = [w.strip(".,;:!?\"'()") for w in fold(question).split()]
    return tuple(words[i + 1] if i + 1 < len(words) else "" for i, w in enumerate(words)
                 if w in language.self_contained_cues)


#: which axis kinds each role of :attr:`Language.position_nouns` fits
_NOUN_AXES = {"any": None, "clock": ("clock", "datetime"), "calendar": ("date", "datetime")}


def noun_fits_axis(noun: str, axis: tuple[str, str, str | None],
                   language: Language = DEFAULT_LANGUAGE) -> bool:
    """Whether "which <noun>" asks for a position on the axis ``(name, kind, unit)``: the
    axis's own name or unit ("which year" on an axis named year), a word for any axis
    ("which moment"), a clock word on a clock axis, a calendar word on a date axis."""
    name, kind, unit = axis
    if noun and noun in {fold(name), fold(unit or "")}:
        return True
    for role, nouns in language.position_nouns:
        kinds = _NOUN_AXES.get(role, ())
        if noun in nouns and (kinds is None or kind in kinds):
            return True
    return False
