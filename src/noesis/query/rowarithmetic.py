"""Arithmetic a question asks across two named rows at one position: "the sum of A and B in
2019", "the difference between A and B", "A as a percentage of B", "the ratio of A to B"
(docs/design.md §6).

Pure: the question, the two names as the question wrote them (each with its entity) and the
language pack's cue words in; the operation with its operands in order, or None. The order
is the question's: the first named is the minuend, the numerator; "as a percentage of"
puts what stands before it over what follows it. A question with cues of two operations
reads as none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..lang import Language
from ..text import fold


@dataclass(frozen=True)
class RowOperation:
    operation: str  # facts.operators.ROW_OPERATIONS
    first: str  # entity
    second: str  # entity


def _all(folded: str, phrase: str) -> list[int]:
    """Every word-bounded place of a phrase in the folded question (padded offsets)."""
    padded, out, i = f" {folded} ", [], 0
    while (i := padded.find(f" {phrase} ", i)) >= 0:
        out.append(i)
        i += 1
    return out


def _at(folded: str, phrase: str) -> int:
    """Where a folded phrase first stands in the folded question, word-bounded (-1: absent)."""
    found = _all(folded, phrase)
    return found[0] if found else -1


def asked_row_operation(question: str, named: Sequence[tuple[str, str]], language: Language) -> RowOperation | None:
    """The operation across the two rows ``named`` ((text as written, entity) each) the
    question asks for (see the module doc)."""
    if len(named) != 2 or named[0][1] == named[1][1]:
        return None
    q = fold(question)
    where = [_at(q, fold(text)) for text, _e in named]
    if min(where) < 0:
        return None
    (a, b) = [e for _w, (_t, e) in sorted(zip(where, named, strict=True))]
    spans = [(w, w + len(fold(t)) + 1) for w, (t, _e) in zip(where, named, strict=True)]
    found = {op: min((i for p in phrases for i in _all(q, p)
                      if not any(lo <= i + 1 < hi or lo <= i + len(p) < hi for lo, hi in spans)), default=-1)
             for op, phrases in language.table.row_operations}  # a cue inside a name ("Total fees") is the name's
    asked = [op for op, i in found.items() if i >= 0]
    if len(asked) != 1:
        return None
    op = asked[0]
    if op == "percent_of" and found[op] < min(where):
        return _share_before(q, max(where), named, language)
    return RowOperation(op, a, b)


def _share_before(q: str, second_at: int, named: Sequence[tuple[str, str]], language: Language) -> RowOperation | None:
    """"The percentage of A in B": a cue before both names reads as the first over the second
    only when a share joiner ("in", "to", "among") stands right before the second name, or
    before its article ("among the total …"); "the percentage of sales represented by gross
    profit" (a share-by phrase before the second) the second over the first; "the percentage
    of revenue from Apple" reads the other way and is left unread."""
    before = q[:second_at].split()
    if before and before[-1] in language.address.articles:
        before = before[:-1]
    order = sorted(((_at(q, fold(t)), e) for t, e in named))
    if any(tuple(before[-len(p.split()):]) == tuple(p.split()) for p in language.table.share_by_phrases):
        return RowOperation("percent_of", order[1][1], order[0][1])  # "… of sales represented by gross profit"
    if not before or before[-1] not in language.table.share_joiners:
        return None
    return RowOperation("percent_of", order[0][1], order[1][1])
