"""Calendar phrases: dates the way people write them, each at its own granularity.

:func:`calendar_phrases` reads, on a date or datetime axis (on other axes it gives the
spans only, see its doc):

* **months** — ``July 2013``, ``Jul. 2013``, ``July of 2013``, ``luglio 2013`` (month words
  of the selected :class:`~noesis.lang.Language`), ``2013-07``: first … last day (on a
  datetime axis: first … last second);
* **days** — ``4 July 2013``, ``4th July 2013``, ``the 4th of July 2013``, ``July 4, 2013``,
  ``July 4 2013``, ``2013-07-04``, ``2013/07/04`` and ``07/04/2013`` (also with ``.`` or
  ``-``): a point on a date axis, the day's seconds on a datetime axis. A day/month/year
  triple is read in the axis's declared ``date_order`` (``dmy`` | ``mdy``); with none
  declared it is read only when one reading alone is a calendar date (``25/12/2013``,
  ``07/07/2013``), else it is ambiguous and gives no window
  (:func:`noesis.query.unapplied.unapplied` says why);
* **moments** — an ISO datetime with ``T`` and an optional ``Z`` or offset
  (``2013-07-04T18:00:00Z``): a point in epoch seconds (UTC) on a datetime axis, its day
  on a date axis;
* **ranges** — ``from July 2013 to September 2013``, ``between 4 July 2013 and 6 July
  2013``, either side may be a bare year; the first side may leave out what the second
  gives (``from July to September 2013``, ``between 4 and 6 July 2013``);
* an optional leading preposition (``in July 2013``) or ``around`` word, as the address
  grammar reads them (:mod:`noesis.query.addresses`).

Matching runs on the text of :func:`noesis.text.fold_with_offsets`, so the spans it
returns are the caller's to map back to the question's own words. Overlaps among
calendar phrases: the longest wins, then the leftmost.
"""

from __future__ import annotations

import calendar as _stdlib_calendar
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from types import ModuleType

from ..lang import Language, en, it
from ..specs import AxisSpec
from ..text import fold_keeping_punctuation
from .gates import GatedPattern, compiled, gated, has_digit

__all__ = [
    "CalendarAtom", "CalendarPhrase", "calendar_atoms", "calendar_phrases", "interval_cue_pattern",
    "interval_cue_words", "month_pattern", "month_words", "numeric_date_readings",
]

_MODULES: dict[str, ModuleType] = {"en": en, "it": it}
_EPOCH = date(1970, 1, 1)
_DAY_SECONDS = 86400.0


@dataclass(frozen=True)
class CalendarPhrase:
    """One calendar phrase: its span in the folded question and its window on the axis."""

    begin: int  # span in the folded text (fold_with_offsets), end exclusive
    finish: int
    start: float  # on the axis's float line
    end: float
    kind: str  # "point" | "around" | "range"
    anchor: float | None


@dataclass(frozen=True)
class _When:
    """What an atom names: a run of whole days, or one moment (epoch seconds)."""

    first: date
    last: date
    moment: float | None = None


@dataclass(frozen=True)
class _Words:
    month_of: dict[str, int]  # folded month word → 1..12
    suffixes: tuple[str, ...]
    connectors: tuple[str, ...]
    cues: tuple[str, ...]  # interval qualifiers not applied ("after", "first half")


# --------------------------------------------------------------------------- words
@lru_cache(maxsize=16)
def _words(codes: tuple[str, ...]) -> _Words:
    month_of: dict[str, int] = {}
    suffixes: list[str] = []
    connectors: list[str] = []
    cues: list[str] = []
    for code in codes:
        mod = _MODULES.get(code)
        if mod is None:
            continue
        for i, name in enumerate(mod.MONTHS, 1):
            month_of.setdefault(name, i)
        for i, abbrevs in enumerate(mod.MONTH_ABBREVIATIONS, 1):
            for word in abbrevs:
                month_of.setdefault(word, i)
        suffixes += mod.DAY_SUFFIXES
        connectors += mod.DATE_CONNECTORS
        cues += mod.INTERVAL_CUES
    return _Words(month_of, tuple(dict.fromkeys(suffixes)), tuple(dict.fromkeys(connectors)),
                  tuple(dict.fromkeys(cues)))


def _alt(words: Sequence[str]) -> str:
    uniq = sorted(set(words), key=lambda w: (-len(w), w))
    if not uniq:
        return r"(?!x)x"
    return "(?:" + "|".join(r"\s+".join(re.escape(p) for p in w.split()) for w in uniq) + ")"


def month_words(language: Language) -> tuple[str, ...]:
    """Every month word of ``language`` (names and abbreviations) :func:`month_pattern` reads."""
    return tuple(_words(language.codes).month_of)


def interval_cue_words(language: Language) -> tuple[str, ...]:
    """Every interval qualifier of ``language`` :func:`interval_cue_pattern` reads."""
    return _words(language.codes).cues


def month_pattern(language: Language) -> str:
    """A regex alternative for one month word of ``language`` (abbreviations may take a dot)."""
    words = _words(language.codes)
    return rf"(?<![\w'])(?:{_alt(list(words.month_of))})(?:\.|(?!\w))"


# --------------------------------------------------------------------------- atoms
_ISO_MOMENT = (r"\d{4}-\d{2}-\d{2}t\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?"
               r"(?:z|[+-]\d{2}(?::?\d{2})?)?")


def _atom(tag: str, w: _Words, partial: bool, seasons: str) -> str:
    """One calendar value; group names end in ``tag`` (each form has its own: ``dm*`` day
    month year, ``md*`` month day year, ``my*`` month year, ``by`` a bare year). ``partial``
    (the first side of a range) also allows a month (``pm``) or a day (``pd``) alone,
    completed from the second side. ``2013-07`` before a year word (``seasons``: "the
    2010-11 season") is no month."""

    def month(name: str) -> str:
        return rf"(?<![\w'])(?P<{name}{tag}>{_alt(list(w.month_of))})(?:\.|(?!\w))"

    def day(name: str) -> str:
        return rf"(?<![\w.,:/-])(?P<{name}{tag}>\d{{1,2}})(?:{_alt(w.suffixes)})?(?!\w)"

    def year(name: str) -> str:
        return rf"(?P<{name}{tag}>\d{{4}})(?![\w:%/-]|[.,]\d)"

    of = rf"(?:\s+{_alt(w.connectors)})?"
    num = r"(?<![\w.,:/-])"
    alts = [
        rf"{num}(?P<iso{tag}>{_ISO_MOMENT})(?![\w:+-])",
        rf"{num}(?P<ymd{tag}>\d{{4}}[/-]\d{{1,2}}[/-]\d{{1,2}})(?![\w:/-]|[.,]\d)",
        rf"{num}(?P<ym{tag}>\d{{4}}-\d{{2}})(?![\w:/-]|[.,]\d|\s+{seasons}(?!\w))",
        rf"{num}(?P<dmy{tag}>\d{{1,2}}(?P<sep{tag}>[/.-])\d{{1,2}}(?P=sep{tag})\d{{4}})"
        r"(?![\w:/-]|[.,]\d)",
        rf"{day('dmd')}{of}\s+{month('dmm')}\s*,?{of}\s+{year('dmy_')}",
        rf"{month('mdm')}\s+{day('mdd')}\s*,?\s+{year('mdy_')}",
        rf"{month('mym')}{of}\s*,?\s+{year('myy')}",
        rf"{num}{year('by')}",
    ]
    if partial:
        alts += [month("pm"), day("pd")]
    return "(?:" + "|".join(alts) + ")"


def numeric_date_readings(a: int, b: int, year: int, order: str | None) -> tuple[date, ...]:
    """The calendar dates ``a/b/year`` can be: one in the declared ``order``, else every
    valid one of day-first and month-first (two: ambiguous)."""
    orders = (order,) if order in ("dmy", "mdy") else ("dmy", "mdy")
    out: list[date] = []
    for o in orders:
        day, month = (a, b) if o == "dmy" else (b, a)
        try:
            out.append(date(year, month, day))
        except ValueError:
            continue
    return tuple(dict.fromkeys(out))


def _month_span(year: int, month: int) -> _When | None:
    if not 1 <= month <= 12 or not 1 <= year <= 9999:
        return None
    return _When(date(year, month, 1), date(year, month, _stdlib_calendar.monthrange(year, month)[1]))


def _day(year: int, month: int, day: int) -> _When | None:
    try:
        d = date(year, month, day)
    except ValueError:
        return None
    return _When(d, d)


def _moment(text: str) -> _When | None:
    iso = text.upper().replace(",", ".")
    if iso.endswith("Z"):
        iso = iso[:-1] + "+00:00"
    try:
        dt = datetime.fromisoformat(iso)
    except ValueError:
        return None
    day = dt.date()
    return _When(day, day, _epoch(dt))


def _epoch(dt: datetime) -> float:
    if dt.tzinfo is None:
        return (dt - datetime(1970, 1, 1)).total_seconds()
    return dt.timestamp()


def _value(m: re.Match[str], tag: str, w: _Words, order: str | None) -> _When | None:
    """The days (or moment) one complete atom names, or None (no such date, ambiguous)."""
    g = {k[: -len(tag)]: v for k, v in m.groupdict().items() if k.endswith(tag) and v}
    if "iso" in g:
        return _moment(g["iso"])
    if "ymd" in g:
        y, mo, d = (int(x) for x in re.split(r"[/-]", g["ymd"]))
        return _day(y, mo, d)
    if "ym" in g:
        y, mo = (int(x) for x in g["ym"].split("-"))
        return _month_span(y, mo)
    if "dmy" in g:
        a, b, y = (int(x) for x in re.split(r"[/.-]", g["dmy"]))
        readings = numeric_date_readings(a, b, y, order)
        return _When(readings[0], readings[0]) if len(readings) == 1 else None
    if "dmd" in g:
        return _day(int(g["dmy_"]), _month(w, g["dmm"]), int(g["dmd"]))
    if "mdd" in g:
        return _day(int(g["mdy_"]), _month(w, g["mdm"]), int(g["mdd"]))
    if "mym" in g:
        return _month_span(int(g["myy"]), _month(w, g["mym"]))
    if "by" in g:
        year = int(g["by"])
        return _When(date(year, 1, 1), date(year, 12, 31)) if year >= 1 else None
    return None


def _month(w: _Words, word: str) -> int:
    return w.month_of[" ".join(word.split())]


def _first_side(m: re.Match[str], w: _Words, order: str | None, second: _When) -> _When | None:
    """The first side of a range, completed from the second when it is a month or day alone."""
    year = second.first.year
    if m.group("pm1"):
        return _month_span(year, _month(w, m.group("pm1")))
    if m.group("pd1"):
        if second.first != second.last or second.moment is not None:
            return None  # "between 4 and July 2013": a day needs a day to borrow a month from
        return _day(year, second.first.month, int(m.group("pd1")))
    return _value(m, "1", w, order)


# --------------------------------------------------------------------------- phrases
@dataclass(frozen=True)
class _Patterns:
    words: _Words
    point: GatedPattern
    around: GatedPattern
    ranges: tuple[GatedPattern, ...]


@lru_cache(maxsize=64)
def _patterns(codes: tuple[str, ...], at: tuple[str, ...], around: tuple[str, ...],
              between: tuple[str, ...], and_: tuple[str, ...], from_: tuple[str, ...],
              to: tuple[str, ...], articles: tuple[str, ...], years: tuple[str, ...]) -> _Patterns:
    """The phrase patterns (sources: each compiles on the first question that can match it)."""
    w = _words(codes)
    seasons = _alt(years)
    lead = r"(?<![\w'])"
    art = rf"(?:{_alt([a for a in articles if not a.endswith(chr(39))])}\s+)?"
    at_re = rf"(?:{_alt(at)})"
    one, two = _atom("1", w, False, seasons), _atom("2", w, False, seasons)
    first = _atom("1", w, True, seasons)
    return _Patterns(
        w,
        gated(rf"(?:{lead}(?P<pre>{at_re})\s+{art})?{one}"),
        gated(rf"{lead}{_alt(around)}\s+(?:{at_re}\s+)?{art}{one}", around),
        (
            gated(rf"{lead}{_alt(between)}\s+{art}{first}\s+{_alt(and_)}\s+{art}{two}", between, and_),
            gated(rf"{lead}{_alt(from_)}\s+{art}{first}\s+{_alt(to)}\s+{art}{two}", from_, to),
        ),
    )


def _on_axis(when: _When, kind: str) -> tuple[float, float] | None:
    if kind == "date":
        return float((when.first - _EPOCH).days), float((when.last - _EPOCH).days)
    if kind == "datetime":
        if when.moment is not None:
            return when.moment, when.moment
        start = (when.first - _EPOCH).days * _DAY_SECONDS
        return start, ((when.last - _EPOCH).days + 1) * _DAY_SECONDS - 1
    return None


def _is_bare_year(m: re.Match[str], tag: str) -> bool:
    return m.group("by" + tag) is not None


def calendar_phrases(folded: str, axis: AxisSpec, language: Language, tolerance: float,
                     vocabulary: Mapping[str, Sequence[str]] | None = None) -> list[CalendarPhrase]:
    """Calendar phrases of ``folded`` (a question through :func:`~noesis.text.fold_with_offsets`)
    as windows on ``axis``; ``tolerance`` widens an ``around`` window; ``vocabulary`` (the
    manifest's) adds preposition words.

    On an axis that holds no dates the phrases are still found, as a date axis reads them,
    but with no bare-year-only range among them ("from 1952 to 2007" is the grammar's): the
    caller uses their spans to keep the grammar from reading a part of one ("in 2013-07" is
    not the year 2013, "T18:00:00+02:00" holds no clock time)."""
    if not has_digit(folded):
        return []  # every form holds a digit (a day, a year, an ISO date): skip compiling the patterns
    pats = _patterns_for(language, vocabulary or {})
    kind = axis.kind if axis.kind in ("date", "datetime") else "date"
    found: list[CalendarPhrase] = []
    for family, pattern in (("point", pats.point), ("around", pats.around)):
        for m in pattern.finditer(folded):
            if _is_bare_year(m, "1"):
                continue  # a bare year is the grammar's (it knows when a number is a year)
            when = _value(m, "1", pats.words, axis.date_order)
            span = _on_axis(when, kind) if when else None
            if span is None:
                continue
            if family == "around":
                found.append(CalendarPhrase(*m.span(), span[0] - tolerance, span[1] + tolerance,
                                            "around", span[0]))
            else:
                point = span[0] == span[1]
                found.append(CalendarPhrase(*m.span(), span[0], span[1],
                                            "point" if point else "range", span[0] if point else None))
    for pattern in pats.ranges:
        for m in pattern.finditer(folded):
            if kind != axis.kind and _is_bare_year(m, "1") and _is_bare_year(m, "2"):
                continue
            phrase = _range(m, pats.words, axis.date_order, kind)
            if phrase:
                found.append(phrase)
    return _longest(found)


def _patterns_for(language: Language, vocab: Mapping[str, Sequence[str]]) -> _Patterns:
    a = language.address

    def words(key: str, builtin: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted({*builtin, *(fold_keeping_punctuation(x) for x in vocab.get(key, ()))}))

    return _patterns(language.codes, words("at", a.at) + words("in", ()) + words("on", ()),
                     words("around", a.around), words("between", a.between), words("and", a.and_),
                     words("from", a.from_), words("to", a.to), words("the", a.articles),
                     words("year", a.year))


def _range(m: re.Match[str], w: _Words, order: str | None, kind: str) -> CalendarPhrase | None:
    second = _value(m, "2", w, order)
    first = _first_side(m, w, order, second) if second else None
    if first is None or second is None:
        return None
    lo, hi = _on_axis(first, kind), _on_axis(second, kind)
    if lo is None or hi is None:
        return None
    return CalendarPhrase(*m.span(), min(lo[0], hi[0]), max(lo[1], hi[1]), "range", None)


def _longest(found: list[CalendarPhrase]) -> list[CalendarPhrase]:
    chosen: list[CalendarPhrase] = []
    for p in sorted(found, key=lambda p: (-(p.finish - p.begin), p.begin)):
        if all(p.finish <= c.begin or p.begin >= c.finish for c in chosen):
            chosen.append(p)
    return sorted(chosen, key=lambda p: p.begin)




# --------------------------------------------------------------------------- atoms alone
@dataclass(frozen=True)
class CalendarAtom:
    """One date-like value of a question, read or not (for what was not applied)."""

    begin: int  # span in the folded text, end exclusive
    finish: int
    form: str  # "moment" | "day" | "month" | "year"
    readings: int  # calendar dates it can be: 0 (no such date), 1, 2 (day/month ambiguous)


def calendar_atoms(folded: str, language: Language, date_order: str | None) -> list[CalendarAtom]:
    """Every date-like value of ``folded`` (moments, days, months, bare years), leftmost
    longest, whether or not it is a valid or unambiguous date."""
    if not has_digit(folded):
        return []  # every atom holds a digit (a year or a day)
    pattern = _atoms_alone(language.codes, _alt(language.address.year))
    w = _words(language.codes)
    out: list[CalendarAtom] = []
    for m in pattern.finditer(folded):
        g = {k[:-1]: v for k, v in m.groupdict().items() if v}
        form = ("moment" if "iso" in g else "month" if "ym" in g or "mym" in g
                else "year" if "by" in g else "day")
        if "dmy" in g:
            a, b, y = (int(x) for x in re.split(r"[/.-]", g["dmy"]))
            readings = len(numeric_date_readings(a, b, y, date_order))
        else:
            readings = 1 if _value(m, "1", w, date_order) is not None else 0
        out.append(CalendarAtom(*m.span(), form, readings))
    return out


@lru_cache(maxsize=16)
def _atoms_alone(codes: tuple[str, ...], seasons: str) -> re.Pattern[str]:
    return compiled(_atom("1", _words(codes), False, seasons))


def interval_cue_pattern(language: Language) -> str:
    """A regex alternative for one interval qualifier of ``language`` ("after", "first half")."""
    return rf"(?<![\w'])(?:{_alt(_words(language.codes).cues)})(?!\w)"
