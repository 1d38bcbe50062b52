"""The degrees of the adjective a measure's own noun is made of.

A table that names a measure ``hardness``, ``width`` or ``density`` is asked about it with
the adjective: "the hardest water", "wider zones", "denser than 2". The language pack says
which nouns are made of which adjectives (``DEGREE_NOUNS``: "width" of wide and, at its low
end, narrow; ``DEGREE_SUFFIXES``: "-ness" and "-ity" of the adjective itself); this module
inflects the adjectives (English spelling: hard → harder, hardest; wide → wider, widest; wet →
wetter; heavy → heavier) and gives, for the nouns of one table, the superlatives, comparatives
and thresholds they add — each bound to the noun it came from, so it reads only the measure
of that name. A word the language pack already reads (a static superlative, a comparative)
is never redefined.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .language import TableWords

VOWELS = frozenset("aeiou")
#: the shortest adjective stem a suffix is taken off ("city" is no degree noun of "c")
MIN_STEM = 3


@dataclass(frozen=True)
class DegreeWords:
    """The degrees a table's nouns add: word → (the end or comparison, the noun it reads)."""

    superlatives: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    comparatives: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    thresholds: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    #: the adjectives themselves ("how hard", "the most humid")
    positives: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()


def inflect(adjective: str) -> tuple[str, str]:
    """``(comparative, superlative)`` of an English adjective of one or two syllables."""
    a = adjective
    if a.endswith("e"):
        return a + "r", a + "st"
    if len(a) > 2 and a.endswith("y") and a[-2] not in VOWELS:
        return a[:-1] + "ier", a[:-1] + "iest"
    if len(a) >= 3 and a[-1] not in VOWELS | set("wxy") and a[-2] in VOWELS and a[-3] not in VOWELS \
            and sum(c in VOWELS for c in a) == 1:
        return a + a[-1] + "er", a + a[-1] + "est"  # wet → wetter, thin → thinnest
    return a + "er", a + "est"


def positive_forms(superlative: str) -> frozenset[str]:
    """The positive adjectives an English superlative can be of: "coldest" → cold, "hottest" →
    hot, "heaviest" → heavy, "largest" → large (a candidate set, matched against the question);
    the inverse of :func:`inflect`."""
    if not superlative.endswith("est") or len(superlative) < 6:
        return frozenset()
    stem = superlative[:-3]
    out = {stem, stem + "e"}
    if len(stem) >= 3 and stem[-1] == stem[-2]:
        out.add(stem[:-1])  # hott-est
    if stem.endswith("i"):
        out.add(stem[:-1] + "y")  # heavi-est
    return frozenset(out)


def comparative_positives(comparative: str) -> frozenset[str]:
    """The positive adjectives an English comparative can be of: "older" → old, "heavier" →
    heavy, "hotter" → hot (as :func:`positive_forms` reads the superlative)."""
    return positive_forms(comparative[:-2] + "est") if comparative.endswith("er") else frozenset()


def adjectives_of(noun: str, words: TableWords) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(high-end adjectives, low-end adjectives)`` the noun is made of ("" of none)."""
    irregular = dict(words.degree_nouns)
    if noun in irregular:
        return irregular[noun]
    for suffix, endings in sorted(words.degree_suffixes, key=lambda s: -len(s[0])):
        stem = noun[: -len(suffix)]
        if noun.endswith(suffix) and len(stem) >= MIN_STEM:
            return tuple(stem + e for e in endings), ()
    return (), ()


def degree_words(nouns: Iterable[str], words: TableWords) -> DegreeWords:
    """The superlatives, comparatives and thresholds the nouns of one table's measures add
    ("hardness": hardest → max, harder → the higher / above, softest → min …), leaving out
    every word the language already reads."""
    taken = (set(dict(words.superlatives)) | set(dict(words.concept_comparatives)) | set(dict(words.concept_thresholds))
             | words.comparatives | set(dict(words.comparative_directions)))
    sup: dict[str, tuple[str, tuple[str, ...]]] = {}
    comp: dict[str, tuple[str, tuple[str, ...]]] = {}
    thr: dict[str, tuple[str, tuple[str, ...]]] = {}
    pos: dict[str, tuple[str, tuple[str, ...]]] = {}
    for noun in sorted(set(nouns)):
        high, low = adjectives_of(noun, words)
        for adjectives, end, op in ((high, "max", ">"), (low, "min", "<")):
            for adjective in adjectives:
                more, most = inflect(adjective)
                _add(pos, adjective, end, noun)
                if most not in taken:
                    _add(sup, most, end, noun)
                if more not in taken:
                    _add(comp, more, end, noun)
                    _add(thr, more, op, noun)
    return DegreeWords(*(tuple((w, v) for w, v in d.items() if v[0]) for d in (sup, comp, thr, pos)))


def _add(out: dict[str, tuple[str, tuple[str, ...]]], word: str, end: str, noun: str) -> None:
    """One degree word more; a word two nouns give reads both ("narrower": width or breadth,
    which the measures then tell apart or ask back), one of opposite ends reads neither."""
    if word not in out:
        out[word] = (end, (noun,))
    elif out[word][0] == end:
        out[word] = (end, tuple(dict.fromkeys((*out[word][1], noun))))
    else:
        out[word] = ("", ())
