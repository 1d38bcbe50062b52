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


def leading_rivals(question: str, phrase: str, bound: str, content: frozenset[str],
                   rows: Iterable[str]) -> tuple[str, str, tuple[str, ...]] | None:
    """The content word just before ``phrase`` (the words a row was bound by) that the bound
    row's label does not hold and other rows' labels do — "federal" before "state income tax"
    bound to "State income tax" beside "Statutory federal income tax": the question names a
    line the table tells apart by that word, and the bound row is not it (a total line's words
    name the whole, not a rival: :func:`_is_total`). Returns the word, the
    phrase and those rows, or None."""
    at = question.lower().find(phrase.lower())
    before = tokenize(question[:at]) if at > 0 else ()
    if not before or before[-1].kind != "word":
        return None
    word = singular(before[-1].fold)
    if word not in content or word in words_of(bound):
        return None
    rivals = tuple(sorted(r for r in rows if r != bound and word in words_of(r) and not _is_total(r)))
    return (word, phrase, rivals) if rivals else None


def _is_total(row: str) -> bool:
    """A total line ("Total non-marketable investments"): its words name the whole the lines
    above it are parts of, so a question naming a part by them names no other line."""
    label = row.rsplit("›", 1)[-1].strip().lower()
    return label.startswith(("total ", "subtotal ")) or label == "total"


def series_owners(series_of: Mapping[str, Mapping[str, str]], names: Iterable[str]) -> tuple[str, ...]:
    """The entity names (as stored) that own a series of some metric."""
    owners = {e for ents in series_of.values() for e in ents}
    return tuple(n for n in names if fold(n) in owners)
