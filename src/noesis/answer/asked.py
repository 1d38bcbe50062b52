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

Two more asks no computed value answers: a reason ("Why did revenue increase by 14%?" — the
change is the premise, not the answer) and a condition on the values ("how many of the
years was R&D more than 5 million?" — the plane counts readings, it applies no threshold;
a difference or a change answers "how much more than"). A count does not answer "how many
million …", which asks for an amount.

Words inside the names the question matched ("Total assets", "Net change in cash") and
inside the named metrics are the names' words, not an operation asked for.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..lang import Language, asks_which, noun_fits_axis, which_nouns
from ..query.namedstatistics import NAME_LEADS
from ..query.positionforms import asked_extreme
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

#: an operation across two rows → the words it answers
_ROW_ANSWERS = {"rows_sum": _AGGREGATE, "rows_difference": _DIFFERENCE, "rows_percent_of": _PERCENT | _SHARE,
                "rows_ratio": _SHARE}

#: the statistic a window statistic computed → the words it answers
_STATISTIC_ANSWERS = {"mean": _MEAN, "sum": _AGGREGATE}


#: nouns said right after a name that are the name's own ("the net debt to EBITDA ratio"), when one
#: name alone is said: with two ("the debt to equity ratio" of the rows Debt and Equity) a ratio is asked
_NAME_NOUNS = ("ratio",)


def _asked_text(question: str, names: Iterable[str]) -> str:
    """The folded question outside the matched names and named metrics, space-padded."""
    text = f" {fold(question)} "
    folded = sorted({fold(n) for n in names if fold(n)}, key=len, reverse=True)
    for name in folded:
        if len(folded) == 1:  # "the net debt to EBITDA ratio": the one row named, with its noun
            for noun in _NAME_NOUNS:
                text = text.replace(f" {name} {noun} ", "  ")
        text = text.replace(f" {name} ", "  ")
    for lead in NAME_LEADS:  # "weighted average …": a measure's name, no mean asked
        for word in _MEAN:
            text = text.replace(f" {lead} {word} ", "  ")
    return text


def asks_ratio_beyond(question: str, names: Iterable[str], language: Language) -> bool:
    """Whether the question asks a ratio outside the names it matched: "the net debt to EBITDA ratio"
    names the one row with its noun (:data:`_NAME_NOUNS`) and asks none; "the debt to equity ratio"
    of two rows asks one."""
    return not language.ratio_words.isdisjoint(_asked_text(question, names).split())


def _has_cue(text: str, cue: str) -> bool:
    return f" {fold(cue)} " in text


def asks_reason(text: str, language: Language) -> bool:
    """Whether the (asked) text asks why: a reason cue of ``language``."""
    return any(_has_cue(text, c) for c in language.reason_cues)


def value_conditions(text: str, language: Language) -> tuple[str, ...]:
    """The condition cues on values in the (asked) text: a strong cue anywhere ("more
    than", "at least"), a weak one before a number ("over 5", not "over the period")."""
    words = text.split()
    strong = [c for c in language.condition_cues if _has_cue(text, c)]
    weak = [w for i, w in enumerate(words[:-1]) if w in language.weak_condition_cues and words[i + 1][0].isdigit()]
    return tuple(dict.fromkeys(fold(c) for c in [*strong, *weak]))


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
        if len({o.entity for o in result.operands}) == 1 and all(not o.window for o in result.operands):
            words |= {"total"}  # "the change in the total trade receivables": one row's two readings
        return frozenset(words)
    elif op == "difference":
        words |= _DIFFERENCE
    elif op in _ROW_ANSWERS:  # two rows combined: the operation asked
        words |= _ROW_ANSWERS[op]
    elif op in ("window_statistic", "fact"):  # a whole series' fact answers its statistic's words too
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


def asks_an_amount(text: str, language: Language, units: Iterable[str] = ()) -> bool:
    """Whether a count phrase of the (asked) text is followed by an amount word ("how many
    million of receivables …" asks how much, not how many readings) or by a word of the
    readings' own ``units`` ("by how many inches": snow in inches, not a number of readings)."""
    words = text.split()
    amounts = language.amount_words | {w for u in units for w in fold(u).split()}
    for phrase in language.statistics.get("count", ()):
        p = fold(phrase).split()
        for i in range(len(words) - len(p)):
            if words[i:i + len(p)] == p and words[i + len(p)] in amounts:
                return True
    return False


def unanswered_arithmetic(question: str, names: Iterable[str], result: Result,
                          language: Language, axes: Mapping[str, AxisSpec] | None = None) -> frozenset[str]:
    """The arithmetic words of ``question`` (outside ``names``) that ``result`` does not
    compute; empty when it answers all the question asks. More mismatches count, under the
    names ``"which"``, ``"why"``, the condition cue's and the statistic's own: a "which …"
    question answered by a value rather than a ranking, a question asking why, a condition
    on the values that only a difference or change answers, and a sum or mean whose words
    are only inside a name ("Total operating expense in 2019 and 2018" asks for the two
    readings, not a sum)."""
    text = _asked_text(question, names)
    asked = set(text.split())
    arithmetic = (_AGGREGATE | _MEAN | _PERCENT | _SHARE | _DIFFERENCE | language.change_words) & asked
    left = set(arithmetic - answered_words(result, language))
    if result.operation not in ("ranking", "positions") and asks_which(question, language) \
            and not _answers_which_position(question, result, axes or {}, language) \
            and not _answers_which_of_two(result):
        left.add("which")
    if asks_reason(text, language):
        left.add("why")
    if result.operation in ("value_at", "multiple") and asked_extreme(text, language) is not None:
        left.add("extreme")  # "the component that contributed the most": a reading is no extreme
    if result.operation not in ("difference", "change", "positions", "count"):  # positions, count: the readings that meet it
        left.update(value_conditions(text, language))
    if result.operation == "window_statistic":
        for o in result.operands:
            words = _STATISTIC_ANSWERS.get(o.statistic or "")
            if words is not None and not words & asked:
                left.add(o.statistic or "")
    if any(o.statistic == "count" and asks_an_amount(text, language, [o.unit or ""]) for o in result.operands):
        left.add("count")  # a number of readings is no amount (of any operation that states one)
    return frozenset(left)
