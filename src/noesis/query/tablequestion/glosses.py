"""Words the question glosses itself: "the Lucerne site (lu)", "Reiden (re)", "lu (Lucerne)",
"total demand (GNP)".

Words no stage reads (a name no value of the table holds, a word for a measure no vocabulary
declares), written beside a value or a measure of the table in parentheses, are the question's
own statement of what the words mean: the parenthesis says which value or measure they are. They
are then read as that value or measure — nothing is looked up, nothing guessed — and the claim
says so. Without the parenthesis they stay unread ("no data about 'Lucerne'", "Not applied: 'demand'").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .reading import Claim, Reading

_PARENTHESIS = re.compile(r"\(([^()]*)\)")


def glossed_names(r: Reading) -> Reading:
    """The unread words just before a parenthesised value or measure of the table ("Reiden (re)"),
    or an unread name in parentheses just after a value ("re (Reiden)"), read as that value or measure."""
    for inside in parenthesised(r):
        code = _member_claim(r, inside)
        if code is not None:  # "the Lucerne site (lu)": the name before the parenthesis
            gloss = _free_run_before(r, inside[0] - 1)
        else:  # "lu (Lucerne)": the parenthesis holds a name, a value stands before it (after a
            # measure, a parenthesis qualifies it: "income (log)", "sales (thousands)" — reported)
            gloss = inside
            before = _claim_at(r, inside[0] - 1)
            named = all(r.tokens[i].text[:1].isupper() for i in gloss)
            code = before if before is not None and before.stage == "name" and _is_member(r, before) and named else None
        if code is None or not gloss or not all(r.free(i) and r.tokens[i].kind == "word" for i in gloss):
            continue
        r = r.claim(gloss[0], gloss[-1], code.stage,
                    f"{code.what} (the question's own gloss: '{r.words(gloss[0], gloss[-1])}' is "
                    f"'{r.words(code.first, code.last)}')")
    return r


def parenthesised(r: Reading) -> list[tuple[int, ...]]:
    """The token indexes inside each pair of parentheses of the question."""
    return [inside for m in _PARENTHESIS.finditer(r.question)
            if (inside := tuple(t.index for t in r.tokens if m.start(1) <= t.start and t.end <= m.end(1)))]


def _free_run_before(r: Reading, j: int) -> tuple[int, ...]:
    """The run of free words ending at ``j``, past the words before it that say a dimension or
    the table ("the Lucerne site (lu)": 'site')."""
    while j >= 0 and (c := _claim_at(r, j)) is not None and _is_beside_word(c):
        j -= 1
    run: list[int] = []
    while j >= 0 and r.free(j) and r.tokens[j].kind == "word":
        run.insert(0, j)
        j -= 1
    return tuple(run)


def _is_beside_word(c: Claim) -> bool:
    """A claim reading a dimension's word or the table's title ("site", "cereals")."""
    return c.stage == "table" or (c.stage == "name" and c.what.startswith("the word of "))


def _is_member(r: Reading, c: Claim) -> bool:
    """A claim naming one value of the table (``column = value``) or one of its measures."""
    return (c.stage == "name" and any(c.what == f"{m.column} = {m.value}" for m in r.members)) or \
        (c.stage == "measure" and c.what in r.measures)


def _claim_at(r: Reading, i: int) -> Claim | None:
    return next((c for c in r.claims if c.first <= i <= c.last), None) if i >= 0 else None


def _member_claim(r: Reading, span: Sequence[int]) -> Claim | None:
    """The one claim naming a value of the table inside a parenthesis whose other words say that
    value's dimension ("(lu)", "(mfr K)"), else None."""
    if any(r.free(i) for i in span):
        return None
    claims = {c for i in span if (c := _claim_at(r, i)) is not None}
    values = [c for c in claims if _is_member(r, c)]
    if len(values) != 1 or any(not _is_beside_word(c) and c.stage != "function" for c in claims if c is not values[0]):
        return None
    return values[0]


