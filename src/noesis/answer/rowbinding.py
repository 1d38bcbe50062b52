"""A row bound by name is the answer's row only when no other row reads the question better
(docs/design.md §6).

The resolver binds a report row ("Internal use software") by the words of the question that
its label holds. Another row of the same KB whose label holds those words *and more of the
question's content words* ("Less: Accumulated depreciation and amortization, internal use
software" for "the depreciation … related to internal use software") reads the question
better than the bound row, though not wholly: the binding is not unique, and the answer is
the question back naming both — never the bound row's number.

Content words are the question's words less the language's function words, the plan's
vocabulary (metric and statistic words) and the words of the other names it resolved.
Pure: words in, the competing row names out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..query.tokens import singular, tokenize
from ..text import fold


def words_of(text: str) -> frozenset[str]:
    """The folded, singular words of a text (a label or a question), a footnote digit written
    onto a word dropped ("Current year1" is "current year")."""
    return frozenset(singular(_FOOTNOTE.sub("", t.fold)) for t in tokenize(text) if t.kind == "word")


#: a footnote digit written onto a label's word: "year1", "income2" (never "fy19", "q4")
_FOOTNOTE = re.compile(r"(?<=[a-z]{3})\d{1,2}$")


def competing_rows(bound: str, question: frozenset[str], rows: Iterable[str]) -> tuple[str, ...]:
    """The rows of ``rows`` (not ``bound``) that hold every content word of the question the
    bound row holds, and at least one more (``question``: the content words)."""
    held = words_of(bound) & question
    if not held:
        return ()
    out = []
    for row in rows:
        if row == bound:
            continue
        theirs = words_of(row) & question
        if held < theirs:
            out.append(row)
    return tuple(sorted(out))


def series_owners(series_of: Mapping[str, Mapping[str, str]], names: Iterable[str]) -> tuple[str, ...]:
    """The entity names (as stored) that own a series of some metric."""
    owners = {e for ents in series_of.values() for e in ents}
    return tuple(n for n in names if fold(n) in owners)
