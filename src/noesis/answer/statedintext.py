"""A table reading is not the answer when a passage states what the question asks and the
table does not (docs/design.md §6).

"What are the amounts capitalized to internal use software related to continuing operations
for 2019 and 2018?" binds the row "Internal use software", but the words "amounts
capitalized … related to continuing operations" are the table's nowhere: a paragraph of the
same report states them, with the figures ($3,800 and $6,690). The question's *leftover*
content words — those no operand's row, metric or unit, no function or arithmetic word and
no position reads — all standing in one passage of the context (not a table row's span)
mean the passage answers it; the computed reading would be another quantity's.

Pure: words in, the passage that states them (or None) out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ..query.tokens import singular_words

#: the passages searched for the leftover words, best first (a bound, not a tuning knob)
MAX_STATING_PASSAGES = 5


#: the folded, singular words of a text, numbers left out (one comparison for labels and questions)
content_words = singular_words


def leftover_words(question: str, read: Iterable[str], ignored: frozenset[str]) -> frozenset[str]:
    """The question's content words that neither the answer's operands (``read``: their
    rows, metrics and units) nor ``ignored`` (function, statistic and arithmetic words) hold."""
    held = frozenset().union(*(content_words(r) for r in read))
    return frozenset(w for w in content_words(question) - held - ignored if len(w) > 2)


#: an amount a passage states: "$3,800", "€ 1.2", "148.6 million"
_AMOUNT = re.compile(r"[$€£]\s?\d|\d[\d,.]*\s*(?:thousand|million|billion)s?\b", re.I)


def stating_passage(leftover: frozenset[str], passages: Iterable[str], at_least: int = 2,
                    readings: Iterable[float] = ()) -> str | None:
    """The first passage holding every leftover word and stating an amount, or one of the
    answer's own ``readings`` as a figure ("a total of 866.6 RSUs to other management", "a 30%
    share"), when there are ``at_least`` leftover words (one stray word is too weak a sign);
    else None. A passage that only describes the quantity ("operating revenues increased by
    3.6 %") states no amount of it and leaves the table's reading the answer."""
    if len(leftover) < at_least:
        return None
    figures = frozenset(readings)
    return next((p for p in passages if leftover <= content_words(p)
                 and (_AMOUNT.search(p) or not figures.isdisjoint(stated_figures(p)))), None)


#: a figure written in a passage: "866.6", "1,001,100", "30%" (its number only)
_FIGURE = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\w|[.,]\d)|(?<![\w.,])\d+(?:\.\d+)?(?!\w|[.,]\d)")


def stated_figures(passage: str) -> frozenset[float]:
    """The numbers a passage writes, thousands separators read ("1,001,100" is 1001100)."""
    return frozenset(float(m.group(0).replace(",", "")) for m in _FIGURE.finditer(passage))


#: a prefix that negates the participle or adjective it heads ("unrevised", "non-recurring")
_NEGATED = re.compile(r"^(?:non|un[a-z]{4,}(?:ed|able|ible)|non(?!e)[a-z]{4,})$")


def negated_qualifiers(leftover: Iterable[str]) -> frozenset[str]:
    """The leftover words that negate a quantity's qualifier ("unrevised", "unrecognized",
    "noncurrent"): a row read without them is the other quantity, the revised or the
    recognized one, so one such word is sign enough (where one plain word is not). Words
    that only begin like a negation ("united", "under", "unit") are not."""
    return frozenset(w for w in leftover if _NEGATED.match(w))


@lru_cache(maxsize=8)
def ignored_words(language) -> frozenset[str]:
    """The words a question may hold beside its row and position without naming another
    quantity: function and question words, statistic, change, ratio, amount, percent,
    share, comparison and reporting words, list words ("respective"), period words
    ("fiscal", "ended"), position nouns,
    months and calendar units (the language pack's). Built once per language: every series
    answer asks it."""
    t = language.table

    def words(phrases: Iterable[str]) -> set[str]:
        return {w for p in phrases for w in content_words(p)}

    return frozenset(
        language.glue | words(language.change_words) | words(language.ratio_words) | words(language.amount_words)
        | words(language.top_words) | words(language.bottom_words) | words(t.percent) | words(t.share)
        | words(t.comparatives) | words(t.by_how_much) | words(t.range_openers) | words(t.range_joiners)
        | words(language.common_words) | words(n for _k, ns in language.position_nouns for n in ns)
        | words(language.months) | words(w for _u, us in t.units for w in us) | words(t.count_words)
        | words(language.glue_words) | words(p for _s, ps in language.statistic_words for p in ps)
        | words(t.reporting_verbs) | words(t.list_words) | words(t.period_words) | words(dict(t.superlatives))
        | words(p for _o, ps in t.row_operations for p in ps))


def captioned(words: Iterable[str], passages: Iterable[str]) -> frozenset[str]:
    """The ``words`` some passage holds while stating no amount: the report's own words for
    the table as a whole ("The following unaudited pro forma information …"), which qualify
    every reading and so are read by the table. A passage stating an amount beside the word
    ("$60.3 million unrecognized …") speaks of that other quantity and reads nothing."""
    plain = [content_words(p) for p in passages if not _AMOUNT.search(p)]
    return frozenset(w for w in words if any(w in held for held in plain))
