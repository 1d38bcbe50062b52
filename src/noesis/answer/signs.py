"""The sign a change of a report's row takes when every reading is negative (docs/design.md §6).

Reports write a negative amount in parentheses — an allowance "(23)", a loss "(135)" — and
readers ask of such a row "what is the change in X" meaning either the signed difference of
the readings (−135 − −23 = −112) or the change of the amount the row states (135 − 23 = 112).
When every reading of the change is negative, the question does not say which: the engine
declines, naming why, instead of answering one sign of the two. A change with a reading at or
above zero has one reading only (the signed difference) and is answered; so is a *percent*
change, which both conventions give alike ((−135 − −23) / −23 = (135 − 23) / 23).

Pure: a typed result in, the reason (or ``None``) out.
"""

from __future__ import annotations

from dataclasses import replace

from ..lang import Language, asks_difference_only
from ..text import fold
from .result import Result

#: the operations whose value is a difference of two readings of one row
CHANGE_OPERATIONS = frozenset({"change"})


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def asks_percent(question: str, language: Language) -> bool:
    """Whether the question asks a percentage ("the percentage change", "by what %")."""
    words = set(fold(question).replace("%", " % ").split())
    return not words.isdisjoint(language.table.percent)


def negative_change_unsigned(question: str, result: Result, language: Language) -> str | None:
    """Why a change cannot be given signed: every reading it is computed from is negative
    (the report's parenthesised amounts), so its sign depends on a convention the question does
    not state; ``None`` for any other result, and for a question asking the percent change."""
    if result.operation not in CHANGE_OPERATIONS or not result.operands or asks_percent(question, language):
        return None
    values = [_number(o.value) for o in result.operands]
    if any(v is None or v >= 0 for v in values):
        return None
    row = result.operands[0].entity
    return (f"every reading of {row} is negative (a report's parenthesised amounts), so the sign of its change "
            "depends on whether the amounts or their magnitudes are meant: say which")


def difference_size(question: str, result: Result, language: Language) -> Result | None:
    """"The difference in X between 2018 and 2019" asks the size of the two readings'
    difference, not a direction (a "change", an "increase" or "from 2018 to 2019" do): the
    change's value (and percent) as magnitudes, the readings it is of unchanged; ``None`` when
    the question asks a direction or the result is no change of one row."""
    if result.operation not in CHANGE_OPERATIONS or result.value is None or not asks_difference_only(question, language):
        return None
    value, pct = _number(result.value), _number(result.percent) if result.percent is not None else None
    if value is None or value >= 0 and (pct is None or pct >= 0):
        return None
    return replace(result, value=result.value.lstrip("-"),
                   percent=result.percent.lstrip("-") if result.percent is not None else None)
