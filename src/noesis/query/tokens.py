"""The question as one token stream: folded words with offsets into the original.

A question over a table is tokenised once (:func:`tokenize`); every stage of
:mod:`noesis.query.tablequestion` claims spans of that stream, so "every word accounted
for" is a property of one list, not of seven regular expressions each with its own notion
of a word. A token is a date (``2013-06-30``), a clock time (``14:30``), a number
(``1,234.5``, ``3rd``, ``1950s``), a percent sign, or a word (letters and digits of any
script; ``temp_max`` is two words, as its header folds).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import fold_letters, singular  # noqa: F401 — singular is the question side's too

_TOKEN = re.compile(
    r"(?P<date>\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?)"
    r"|(?P<month>\d{4}-\d{1,2}(?!\d))"
    r"|(?P<clock>\d{1,2}:\d{2}(?::\d{2})?)"
    r"|(?P<number>(?:(?<![^\W_])-)?\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th|s)?(?![^\W_]))"
    r"|(?P<percent>%)"
    r"|(?P<word>[^\W_]+(?:['’][^\W\d_]+)?)"
)


@dataclass(frozen=True)
class Token:
    """One token: its text as written, folded, its kind and its character offsets."""

    index: int
    text: str
    fold: str
    kind: str  # date | month | clock | number | percent | word
    start: int
    end: int

    @property
    def number(self) -> float | None:
        """The token's value when it is a plain number ("1,234.5" → 1234.5; "3rd" → 3)."""
        if self.kind != "number":
            return None
        body = re.sub(r"(st|nd|rd|th|s)$", "", self.fold).replace(",", "")
        try:
            return float(body)
        except ValueError:
            return None

    @property
    def is_year(self) -> bool:
        """A four-digit whole number from 1000 to 2999 ("1987", not "1987s")."""
        return self.kind == "number" and re.fullmatch(r"[12]\d{3}", self.fold) is not None


def tokenize(question: str) -> tuple[Token, ...]:
    """The tokens of ``question`` in order (a possessive "'s" is dropped from its word)."""
    out = []
    for m in _TOKEN.finditer(question):
        kind = m.lastgroup or "word"
        text = m.group(0)
        start, end = m.start(), m.end()
        folded = fold_letters(text).replace("’", "'")
        if kind == "word" and folded.endswith("'s"):
            folded, text, end = folded[:-2], text[:-2], end - 2
        elif kind == "word" and "'" in folded:
            folded = folded.replace("'", "")
        out.append(Token(len(out), text, folded, kind, start, end))
    return tuple(out)


def singular_words(text: str) -> frozenset[str]:
    """The folded, singular words of a text, numbers left out ("Net Revenues in 2019" →
    {"net", "revenue", "in"}): what a label and a question are compared by."""
    return frozenset(singular(t.fold) for t in tokenize(text) if t.kind == "word")


def words_of(text: str) -> tuple[str, ...]:
    """The folded words of a name or header, as the question's tokens fold them."""
    return tuple(t.fold for t in tokenize(text))


def phrase(question: str, tokens: tuple[Token, ...]) -> str:
    """The original text from the first to the last of ``tokens``."""
    return question[tokens[0].start:tokens[-1].end] if tokens else ""
