"""Arithmetic a question asks for that the engine's result does not hold.

"What is the sum of accrued expenses and other liabilities in 2019?" resolves two rows
and a year: the result holds the two readings, not their sum. "What percentage of total
fees were audit fees?" resolves one row: its reading is an amount, not the percentage.
Answering either with the readings is a wrong answer, not a partial one — so a question
holding an arithmetic word (sum, total, average, percentage, proportion, ratio,
difference, a change word …) that the result's operation does not compute gets no
deterministic answer (refusing is always allowed).

A "percentage change" of a row whose values are percents is left unanswered too: it may
mean the relative change or the difference in points, and the question does not say.

Words inside the names the question matched ("Total assets", "Net change in cash") and
inside the named metrics are the names' words, not an operation asked for.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..lang import Language, asks_which, noun_fits_axis, which_nouns
from ..specs import AxisSpec
from ..text import fold
from .result import Result

#: words that ask for a computation over values (English, Italian)
_AGGREGATE = frozenset({
    "sum", "total", "totals", "combined", "altogether", "together", "aggregate",
    "somma", "totale", "complessivo",
})
_MEAN = frozenset({"average", "mean", "media", "medio"})
_PERCENT = frozenset({"percentage", "percent", "percentages", "%", "percentuale"})
_SHARE = frozenset({"proportion", "ratio", "share", "portion", "fraction", "proporzione", "quota"})
_DIFFERENCE = frozenset({"difference", "differences", "differenza"})

#: the statistic a window statistic computed → the words it answers
_STATISTIC_ANSWERS = {"mean": _MEAN, "sum": _AGGREGATE}


def _asked_words(question: str, names: Iterable[str]) -> set[str]:
    """The question's folded words outside the matched names and named metrics."""
    text = f" {fold(question)} "
    for name in sorted({fold(n) for n in names if fold(n)}, key=len, reverse=True):
        text = text.replace(f" {name} ", "  ")
    return set(text.split())


def _percent_valued(result: Result) -> bool:
    return bool(result.operands) and all((o.unit or "").strip() == "%" for o in result.operands)


def answered_words(result: Result, language: Language) -> frozenset[str]:
    """The arithmetic words ``result`` answers."""
    op = result.operation
    words: set[str] = set()
    if op == "change":
        words |= language.change_words | _DIFFERENCE
        if result.percent is not None and not _percent_valued(result):
            words |= _PERCENT  # of a percent-valued row, "percentage change" may mean points
        return frozenset(words)
    elif op == "difference":
        words |= _DIFFERENCE
    elif op == "window_statistic":
        for o in result.operands:
            words |= _STATISTIC_ANSWERS.get(o.statistic or "", frozenset())
    if _percent_valued(result):
        words |= _PERCENT
    return frozenset(words)


def _answers_which_of_two(result: Result) -> bool:
    """Whether ``result`` compares the same statistic of two or more entities ("which had the
    higher peak share, A or B?"): the difference states which is higher, and by how much."""
    ents = [o.entity for o in result.operands]
    return (result.operation == "difference" and len(ents) >= 2 and len(set(ents)) == len(ents)
            and len({(o.metric, o.statistic) for o in result.operands}) == 1)


def _axis(a: AxisSpec) -> tuple[str, str, str | None]:
    return a.name, a.kind, a.unit


def _answers_which_position(question: str, result: Result, axes: Mapping[str, AxisSpec],
                            language: Language) -> bool:
    """Whether every "which …" of ``question`` asks for a position on the axis of each of
    ``result``'s KBs ("at which second" on a clock axis, "in which year" on an axis named
    year), and ``result`` states where an extreme lies (a maximum or minimum with its
    position): the position is that answer. "In which year" on a clock axis is not."""
    if result.operation not in ("fact", "window_statistic") or not result.operands:
        return False
    if not all(o.statistic in ("max", "min") and o.positions and o.kb in axes for o in result.operands):
        return False
    nouns = which_nouns(question, language)
    return bool(nouns) and all(noun_fits_axis(n, _axis(axes[o.kb]), language) for n in nouns for o in result.operands)


def unanswered_arithmetic(question: str, names: Iterable[str], result: Result,
                          language: Language, axes: Mapping[str, AxisSpec] | None = None) -> frozenset[str]:
    """The arithmetic words of ``question`` (outside ``names``) that ``result`` does not
    compute; empty when it answers all the question asks. Two more mismatches count, under
    the names ``"which"`` and the statistic's own: a "which …" question answered by a
    value rather than a ranking, and a sum or mean whose words are only inside a name
    ("Total operating expense in 2019 and 2018" asks for the two readings, not a sum)."""
    asked = _asked_words(question, names)
    arithmetic = (_AGGREGATE | _MEAN | _PERCENT | _SHARE | _DIFFERENCE | language.change_words) & asked
    left = set(arithmetic - answered_words(result, language))
    if result.operation != "ranking" and asks_which(question, language) \
            and not _answers_which_position(question, result, axes or {}, language) \
            and not _answers_which_of_two(result):
        left.add("which")
    if result.operation == "window_statistic":
        for o in result.operands:
            words = _STATISTIC_ANSWERS.get(o.statistic or "")
            if words is not None and not words & asked:
                left.add(o.statistic or "")
    return frozenset(left)
