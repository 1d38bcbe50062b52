"""Date- and time-like phrases of a question that no window applies, and why.

``unapplied("What happened on 07/04/2013?", windows, AxisSpec("date", "date"))`` gives
``(NotApplied("07/04/2013", "day/month order ambiguous: declare [axis] date_order"),)``:
the plan lists each such phrase as "not applied: … (why)" rather than answer as if the
question had not asked for it. Pure: the windows are whatever
:func:`~noesis.query.addresses.parse_addresses` (or a caller) made of the question.

What counts as date- or time-like, and left unapplied when no window's text covers it:

* a calendar value (:func:`noesis.query.calendar.calendar_atoms`): a moment, a day, a
  month with its year, an ISO month;
* a four-digit year (1000 … 2999) after a preposition or ``around`` word, or before a
  year word ("in 1987", "the 2023 season"); a bare "2015 share" or "1500 viewers" is not;
* a month name with no year after a preposition ("in July"), or any month word next to a
  day number ("July 4", "4 Jul");
* a time of day (``10:00``, ``10:00:30``) on an axis that is not a clock;
* an interval qualifier (``after``, ``before``, ``since``, ``first half`` …; the
  language's ``INTERVAL_CUES``) before an address or date, and ``first``/``second half``
  anywhere: the plane reads no open or half intervals, so they are "not understood".

Reasons, first that applies: the axis cannot hold the value ("the axis holds dates, not
times", "the axis 'second' (clock) cannot hold years", "the axis 'year' holds years, not
days"); a numeric day/month with no declared order and two readings ("day/month order
ambiguous: declare [axis] date_order"); no such date ("not a calendar date"); a month or
day with no year ("no year given"); else "not understood".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..lang import ENGLISH, Language
from ..specs import AxisSpec
from ..text import fold_with_offsets
from .addresses import Window
from .calendar import (
    calendar_atoms,
    interval_cue_pattern,
    interval_cue_words,
    month_pattern,
    month_words,
)
from .gates import has_digit, may_hold

__all__ = ["AMBIGUOUS_ORDER", "NOT_UNDERSTOOD", "NotApplied", "unapplied", "warm"]

AMBIGUOUS_ORDER = "day/month order ambiguous: declare [axis] date_order"
NOT_UNDERSTOOD = "not understood"
_HALVES = ("first half", "second half", "primo tempo", "secondo tempo", "prima meta", "seconda meta")


@dataclass(frozen=True)
class NotApplied:
    """A phrase of the question (its own words) the plan did not apply, and why."""

    text: str
    why: str


@dataclass(frozen=True)
class _Found:
    begin: int  # span in the folded question, end exclusive
    finish: int
    what: str  # "year" | "month" | "day" | "moment" | "time" | "cue"
    why: str | None = None  # set when the value itself explains it (ambiguous, no such date)


def unapplied(
    question: str,
    windows: Sequence[Window],
    axis: AxisSpec,
    language: Language = ENGLISH,
) -> tuple[NotApplied, ...]:
    """Date- and time-like phrases of ``question`` no window in ``windows`` covers, in
    question order, each with why it was not applied (see the module doc)."""
    folded, index = fold_with_offsets(question)
    covered = _window_spans(question, windows)
    out: list[NotApplied] = []
    taken: list[tuple[int, int]] = []
    for f in sorted(_found(folded, axis, language), key=lambda f: (f.begin, -f.finish)):
        a, b = index[f.begin], index[f.finish - 1] + 1
        if any(a < tb and ta < b for ta, tb in taken):
            continue
        if f.what == "cue":
            if any(ca <= a and b <= cb for ca, cb in covered):
                continue
        elif any(a < cb and ca < b for ca, cb in covered):
            continue
        taken.append((a, b))
        out.append(NotApplied(question[a:b], _reason(f, axis)))
    return tuple(out)


def _window_spans(question: str, windows: Sequence[Window]) -> list[tuple[int, int]]:
    spans = []
    for w in windows:
        if not w.text:
            continue
        at = question.find(w.text)
        while at >= 0:  # every non-overlapping occurrence, as re.finditer of the escaped text
            spans.append((at, at + len(w.text)))
            at = question.find(w.text, at + len(w.text))
    return spans


def _found(folded: str, axis: AxisSpec, language: Language) -> list[_Found]:
    found: list[_Found] = []
    atoms = calendar_atoms(folded, language, axis.date_order)
    for atom in atoms:
        if atom.form == "year":
            if _year_like(folded, atom.begin, atom.finish, _year_patterns(language)):
                found.append(_Found(atom.begin, atom.finish, "year"))
            continue
        why = None
        if atom.readings == 0:
            why = "not a calendar date"
        elif atom.readings > 1:
            why = AMBIGUOUS_ORDER
        found.append(_Found(atom.begin, atom.finish, atom.form, why))
    in_atom = [(x.begin, x.finish) for x in atoms if x.form != "year"]
    lone: list[tuple[re.Pattern[str], str, str | None]] = []
    if may_hold(folded, _month_words(language)):
        lone.append((_month_alone(language), "month", "no year given"))
    if has_digit(folded):
        lone.append((_TIME, "time", None))
    for pattern, what, why in lone:
        for m in pattern.finditer(folded):
            if not any(m.start() < b and a < m.end() for a, b in in_atom):
                found.append(_Found(*m.span(), what, why))
    if may_hold(folded, (*_cue_words(language), *_HALVES)):
        found += [_Found(*m.span(), "cue") for m in _cue(language).finditer(folded)]
    return found


# Each pattern compiles on the first question that passes its gate (noesis.query.gates): a
# question with no digit and no month word compiles none of them.
_TIME = re.compile(r"(?<![\w.,:/-])\d{1,2}:\d{2}(?::\d{2})?(?![\w:]|[.,]\d)")
_DAY = r"\d{1,2}(?:st|nd|rd|th|°)?(?!\w)"


@dataclass(frozen=True)
class _YearPatterns:
    before: re.Pattern[str]  # what makes a four-digit number a year when it precedes it
    after: re.Pattern[str]


def _alt(words: Sequence[str]) -> str:
    uniq = sorted({w for w in words if w and not w.endswith("'")}, key=lambda w: (-len(w), w))
    return "(?:" + "|".join(r"\s+".join(map(re.escape, w.split())) for w in uniq) + ")"


def _prepositions(language: Language) -> str:
    a = language.address
    return _alt([*a.at, *a.around, *a.between, *a.and_, *a.from_, *a.to, "of", "since", "after",
                 "before", "dal", "dopo", "del", "nel", *a.year])


@lru_cache(maxsize=16)
def _year_patterns(language: Language) -> _YearPatterns:
    a = language.address
    return _YearPatterns(
        re.compile(rf"(?<![\w'])(?:{_prepositions(language)})\s+(?:(?:{_alt(a.articles)})\s+)?$"),
        re.compile(rf"^\s+{_alt(a.year)}(?!\w)"),
    )


@lru_cache(maxsize=16)
def _month_words(language: Language) -> tuple[str, ...]:
    return (*month_words(language), *language.months)


@lru_cache(maxsize=16)
def _month_alone(language: Language) -> re.Pattern[str]:
    """A month with no year: after a preposition, or next to a day."""
    month = month_pattern(language)
    full = _alt([m for m in language.months if m != "may"])
    arts = _alt(language.address.articles)
    return re.compile(rf"(?<![\w'])(?:{_prepositions(language)})\s+(?:(?:{arts})\s+)?(?:{full})(?!\w)"
                      rf"(?:\s+{_DAY})?|(?<![\w.,:/-]){_DAY}\s+{month}|{month}\s+{_DAY}")


@lru_cache(maxsize=16)
def _cue_words(language: Language) -> tuple[str, ...]:
    return interval_cue_words(language)


@lru_cache(maxsize=16)
def _cue(language: Language) -> re.Pattern[str]:
    """An interval qualifier before an address, or a half."""
    a = language.address
    target = (rf"(?:(?:{_alt(a.articles)})\s+)?(?:{_alt([*a.second, *a.minute, *a.hour, *a.scene, *a.section, *a.year])}"
              rf"\s+)?(?:\d|{month_pattern(language)})")
    return re.compile(rf"{interval_cue_pattern(language)}\s+{target}[\w:./-]*(?:\s+\d{{4}}(?!\w))?"
                      rf"|(?<![\w'])(?:{_alt(_HALVES)})(?!\w)")


def warm(language: Language) -> None:
    """Compile every pattern of ``language`` now (a long-lived process, at start)."""
    _year_patterns(language)
    _month_alone(language)
    _cue(language)


def _year_like(folded: str, begin: int, finish: int, pats: _YearPatterns) -> bool:
    if not 1000 <= int(folded[begin:finish]) <= 2999:
        return False
    return bool(pats.before.search(folded[:begin]) or pats.after.match(folded[finish:]))


def _reason(f: _Found, axis: AxisSpec) -> str:
    """Why ``f`` is not applied on ``axis`` (see the module doc for the order)."""
    if f.what == "cue":
        return NOT_UNDERSTOOD
    held = _cannot_hold(f.what, axis)
    if held:
        return held
    if f.why:
        return f.why
    if f.what == "time" and axis.kind == "datetime":
        return "a time of day with no date"
    return NOT_UNDERSTOOD


def _cannot_hold(what: str, axis: AxisSpec) -> str | None:
    """The axis-capability reason, or None when the axis can hold ``what``."""
    plural = {"year": "years", "month": "months", "day": "days", "moment": "dates and times",
              "time": "times"}[what]
    if axis.kind == "datetime":
        return None
    if axis.kind == "date":
        return "the axis holds dates, not times" if what == "time" else None
    if axis.kind == "clock":
        return None if what == "time" else f"the axis {axis.name!r} (clock) cannot hold {plural}"
    if _year_axis(axis):
        return None if what == "year" else f"the axis {axis.name!r} holds years, not {plural}"
    return f"the axis {axis.name!r} ({axis.kind}) cannot hold {plural}"


def _year_axis(axis: AxisSpec) -> bool:
    names = {(axis.name or "").lower(), (axis.unit or "").lower()}
    return axis.kind in ("number", "ordinal") and bool(names & {"year", "years", "season", "seasons",
                                                                "anno", "anni", "stagione"})
