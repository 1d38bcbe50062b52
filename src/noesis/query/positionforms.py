"""Questions that ask *where* on the axis a row stands out: "In which year was X larger?",
"… the largest?" — the position of the row's maximum (or minimum), not a value
(docs/design.md §6).

Pure readings of the question: the direction its extreme word gives (a superlative, or a
comparative with a direction that no "than" follows: "larger than 100" is a threshold, not
an extreme), whether its "which …" asks for a position on the KB's axis, the threshold it
sets ("less than 100.0 million": :class:`Threshold`) and whether it lists a row's positions
("in which years was X calculated?").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from ..lang import Language, noun_fits_axis, which_nouns
from ..specs import AxisSpec
from .tokens import singular, tokenize


def asked_extreme(question: str, language: Language) -> str | None:
    """"max" or "min" when the question's superlatives and directed comparatives agree on
    one (none followed by "than"); else None."""
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    supers = dict(language.table.superlatives)
    directed = dict(language.table.comparative_directions)
    found = set()
    for i, w in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if w in supers and i and words[i - 1] == "at":
            return None  # "at least 1000", "at most": a condition, not an extreme
        if w in supers and supers[w][0] in ("max", "min"):
            found.add(supers[w][0])
        elif w in directed and not following.startswith("than"):  # "than15,000": one token
            found.add(directed[w])
        elif w in directed:
            return None  # "larger than 100": a threshold
    return found.pop() if len(found) == 1 else None


def asks_which_position(question: str, axis: AxisSpec, language: Language) -> bool:
    """Whether every "which …" of the question asks for a position on ``axis`` written as the
    axis writes it: "which year" on a date axis asks a year, which its dates (a fiscal year's
    last day) do not state, so it is not."""
    nouns = which_nouns(question, language)
    if axis.kind in ("date", "datetime") and any(language.table.unit_of(n) == "year" for n in nouns):
        return False
    spec = (axis.name, axis.kind, axis.unit)
    return bool(nouns) and all(noun_fits_axis(n, spec, language) or noun_fits_axis(singular(n), spec, language)
                               for n in nouns)  # "which years did X exceed …": each position that did


def counted_nouns(question: str, language: Language) -> tuple[str, ...]:
    """The plural position noun after each "how many" of the question ("How many years did X
    exceed …" → "years"); a "how many" followed by any other word gives none."""
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    out = []
    for i in range(len(words) - 2):
        if (words[i], words[i + 1]) == ("how", "many"):
            noun = words[i + 2]
            if not language.table.unit_of(noun) or singular(noun) == noun:
                return ()
            out.append(noun)
    return tuple(out)


def asks_position_count(question: str, axis: AxisSpec, language: Language) -> bool:
    """Whether the question asks how many positions of ``axis`` a row's readings meet a
    threshold in ("How many years did net income exceed $30,000 thousand?"): a "how many
    <positions>" whose noun fits the axis as :func:`asks_which_position` reads one, and a
    threshold (:func:`asked_threshold`)."""
    nouns = counted_nouns(question, language)
    if not nouns or asked_threshold(question, language) is None:
        return False
    if axis.kind == "date" and all(language.table.unit_of(singular(n)) == "year" for n in nouns):
        return True  # dated columns counted as years: the answer checks each is a year of its own
    if axis.kind in ("date", "datetime") and any(language.table.unit_of(n) == "year" for n in nouns):
        return False
    return all(noun_fits_axis(n, (axis.name, axis.kind, axis.unit), language)
               or noun_fits_axis(singular(n), (axis.name, axis.kind, axis.unit), language) for n in nouns)


@dataclass(frozen=True)
class Threshold:
    """"less than 15,000 thousands": the readings ``op`` (``<`` or ``>``) ``value`` times
    ``factor`` (the scale word's; 1 without one), ``percent`` when written with ``%``; ``text``
    is the phrase as written."""

    op: str
    value: float
    factor: float
    percent: bool
    text: str

    def holds(self, reading: float, unit: str | None) -> bool | None:
        """Whether a reading in ``unit`` passes; None when the scales cannot be compared (a
        threshold in millions against readings with no stated scale). A threshold with no
        scale word is a number as the table writes it."""
        row_factor = scale_factor(unit)
        if self.factor != 1.0 and row_factor is None:
            return None
        if self.percent != (unit == "%"):
            return None
        limit = self.value if self.factor == 1.0 else self.value * self.factor / (row_factor or 1.0)  # bare: as written
        return reading < limit if self.op == "<" else reading > limit


#: a unit's scale word ("$ thousands" → 1e3); "%" and plain units have none
_UNIT_SCALES = {"thousands": 1e3, "millions": 1e6, "billions": 1e9}


def scale_factor(unit: str | None) -> float | None:
    """The factor a stored unit's scale word gives, None when it states none."""
    return _UNIT_SCALES.get((unit or "").split()[-1]) if unit else None


def asked_threshold(question: str, language: Language) -> Threshold | None:
    """The one threshold the question sets ("less than 100.0 million", "exceed $20,000
    thousand", "greater than 2.0%"); None when it sets none or several."""
    toks = tokenize(question)
    directed = dict(language.table.comparative_directions)
    words = dict(language.table.threshold_words)
    scales = dict(language.table.scale_words)
    found = []
    for i, t in enumerate(toks):
        j = None
        if t.fold in directed and i + 2 < len(toks) and toks[i + 1].fold == "than":
            op, j = (">" if directed[t.fold] == "max" else "<"), i + 2
        elif t.fold in words and i + 1 < len(toks):
            op, j = words[t.fold], i + 1
        if j is None or toks[j].kind != "number" or toks[j].number is None:
            continue
        after = toks[j + 1] if j + 1 < len(toks) else None
        factor = scales.get(after.fold, 1.0) if after is not None else 1.0
        percent = after is not None and after.kind == "percent"
        last = j + 1 if after is not None and (factor != 1.0 or percent) else j
        found.append(Threshold(op, toks[j].number, factor, percent, question[t.start:toks[last].end]))
    return found[0] if len(found) == 1 else None


def lists_positions(question: str, row_words: frozenset[str], language: Language) -> bool:
    """"In which years was X calculated?": a plural "which <position noun>", a reporting verb,
    and no other content word than the row's own (``row_words``, folded and singular)."""
    nouns = which_nouns(question, language) or _what_nouns(question, language)
    if not nouns or not all(language.table.unit_of(n) and singular(n) != n for n in nouns):
        return False
    verbs = language.table.reporting_verbs
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    if not any(w in verbs for w in words):
        return False
    glue = language.glue
    return all(w in glue or w in verbs or w in nouns or singular(w) in row_words for w in words)


def _what_nouns(question: str, language: Language) -> tuple[str, ...]:
    """"What years …": the plural calendar noun right after the question's first word."""
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    if len(words) > 1 and words[0] in language.table.question_words and language.table.unit_of(words[1]):
        return (words[1],)
    return ()


def asks_table_positions(question: str, axis: AxisSpec, language: Language) -> bool:
    """"What years are included in the table?", "Which years does the table provide
    information for X?": a plural "which/what <position noun>" fitting ``axis`` (on dated
    columns, "years": the years they are named for), a reporting verb,
    and no condition on the readings — no threshold, no extreme or comparative word, no
    "how many". The answer is the positions the table holds, whatever X names."""
    if axis.kind == "datetime":
        return False
    nouns = which_nouns(question, language) or _what_nouns(question, language) or _listed_noun(question, language)
    if not nouns or not all(language.table.unit_of(n) and singular(n) != n for n in nouns):
        return False
    if axis.kind == "date":  # dated columns: the years they are named for (:func:`named_years`)
        if not all(language.table.unit_of(singular(n)) == "year" for n in nouns):
            return False
    elif not all(noun_fits_axis(singular(n), (axis.name, axis.kind, axis.unit), language) for n in nouns):
        return False
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    if not any(w in language.table.reporting_verbs for w in words) or counted_nouns(question, language):
        return False
    return not _sets_condition(words, language)


def _listed_noun(question: str, language: Language) -> tuple[str, ...]:
    """"What are the years …": the plural calendar noun after "what are the"."""
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    if len(words) > 3 and words[0] == "what" and words[1] in ("are", "were") and words[2] == "the" \
            and language.table.unit_of(words[3]):
        return (words[3],)
    return ()


def _sets_condition(words: list[str], language: Language) -> bool:
    """Whether the words set a condition on the readings: a threshold word or phrase
    ("exceed", "less than"), a comparative or a superlative."""
    single = (set(dict(language.table.threshold_words)) | set(dict(language.table.comparative_directions))
              | set(dict(language.table.superlatives)))
    pairs = {tuple(p.split()) for p, _op in language.table.threshold_phrases if len(p.split()) == 2}
    return any(w in single for w in words) or any(pair in pairs for pair in zip(words, words[1:], strict=False))


def asks_year_of_dated_columns(question: str, axis: AxisSpec, language: Language) -> bool:
    """"In which year was X larger?" of a report whose columns are dated ("April 27, 2019"):
    every "which …" asks a year on a date axis — answered by the year each dated column is
    named for (:func:`named_years`), never by a date."""
    nouns = which_nouns(question, language)
    return (axis.kind == "date" and bool(nouns)
            and all(language.table.unit_of(singular(n)) == "year" for n in nouns))


#: a fiscal year of 52/53 weeks ends on the weekday nearest its year's end: a column dated
#: in the first days of January is named for the year before, so its year is not read
_NEW_YEAR_DAYS = 7


def named_years(days: Sequence[float]) -> dict[float, int] | None:
    """The calendar year each dated column (days since 1970-01-01) is named for, when each
    column falls in a year of its own and none in the first days of January (a year end a
    report may name for either year); else None."""
    years = {}
    for d in days:
        day = date(1970, 1, 1) + timedelta(days=int(d))
        if day.month == 1 and day.day <= _NEW_YEAR_DAYS:
            return None
        years[float(d)] = day.year
    return years if len(set(years.values())) == len(years) else None
