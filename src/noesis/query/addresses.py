"""Positional addresses: phrases of a question that point at places on the KB's axis.

``parse_addresses("what was said around 29:00?", AxisSpec("second", "clock"))`` gives one
:class:`Window` (kind ``around``, anchor 1740 ± the axis tolerance). Every window is on the
axis's own float line (see :mod:`noesis.axis`): seconds for clock axes, days since
1970-01-01 for date axes, epoch seconds (UTC) for datetime axes, the value itself for
number and ordinal axes.

How a phrase is read — all deterministic, no scores:

* **Atoms.** An ISO date (``2013-07-04``), an ISO date with a time (``2013-07-04 14:00``,
  ``2013-07-04T14:00``, ``2013-07-04 at 14:00``), a clock time (``29:00``, ``00:29:00``) or a
  plain number (``1740``, ``3.5``, ``3,5``).
* **Units.** A plain number is an address only with a unit word next to it (before or after:
  ``second 1740``, ``1740 seconds``). Unit words are the axis's name and unit (and their
  plural with ``s``), taken as is; on clock axes — and on number axes whose name or unit is a
  time unit — second/minute/hour words convert (minute ×60, hour ×3600 on a seconds line);
  on ordinal axes ``scene``/``section`` words; on axes named year/season, and on date and
  datetime axes, year/season words. The words are the selected
  :class:`~noesis.lang.Language`'s ``address`` words (English plus the KBs' declared
  languages), extended by the manifest's ``vocabulary`` under the canonical keys
  ``second``, ``minute``, ``hour``, ``scene``, ``section``, ``year``.
* **Years.** A bare four-digit number is a year only on an axis that can hold years (a
  number/ordinal axis named year/season, a date or datetime axis) and only after a
  preposition (``in 1987``), ``around``, or inside ``between … and …``/``from … to …``. On a
  date axis a year is the range Jan 1 … Dec 31 in days; on a datetime axis the range from its
  first to its last second.
* **Days on a datetime axis** are ranges: midnight … 23:59:59 (inclusive end, whole seconds).
* **Phrases.** A point (``at second 1740``, ``al secondo 1740``, ``scene 4``), an
  ``around`` window (the value ± :func:`default_tolerance`; an ``around`` over a range value
  widens both ends and anchors at its start), or a range (``between minute 3 and 5``,
  ``from 10:00 to 12:30``, ``tra il minuto 3 e 5``, ``in 2019 from 2018`` — the range
  between the two, whichever is written first): a unit given on one side of a range is
  shared by the other. A clock time or a date is an address with or without a preposition.
* **Non-addresses.** Numbers with no unit word (``the top 3 programmes``, ``2 programmes``),
  percentages (``37.5%``), numbers with another unit (``12.0 MPG``) and years on axes that
  cannot hold years give no window.

* **Calendar phrases** (months, days and moments as people write them, ``from July to
  September 2013``; :mod:`noesis.query.calendar`) on date and datetime axes. A calendar
  phrase overlapping a grammar window wins unless the grammar window strictly contains it
  ("between 2013-07-04 and 2013-07-06" stays the grammar's range). On other axes a
  calendar phrase gives no window but still keeps the grammar from reading a part of it
  ("in 2013-07" is not the year 2013 on a year axis).

Overlapping phrases: the longest wins (then the leftmost). The result is sorted by
``(start, end, text)`` with duplicates removed. Regexes are compiled once per
``(axis, vocabulary, language)`` and cached.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache

from ..axis import parse_clock
from ..lang import ENGLISH, AddressWords, Language
from ..specs import AxisSpec
from ..text import fold_keeping_punctuation, fold_with_offsets
from .calendar import calendar_phrases
from .gates import GatedPattern, has_digit
from .gates import gated as gated_pattern

__all__ = ["Window", "default_tolerance", "listed_points", "parse_addresses"]

_EPOCH = date(1970, 1, 1)
_DAY_SECONDS = 86400.0


@dataclass(frozen=True)
class Window:
    start: float  # on the KB's axis (same float encoding as noesis.axis)
    end: float  # inclusive end for ranges; == start for a point
    kind: str  # "point" | "around" | "range"
    text: str  # the phrase of the question that produced it (original casing)
    anchor: float | None  # the addressed point for point/around, None for range
    #: a range written as a list of its two positions ("2019 and 2018"): those points, in
    #: the question's order; a question that asks no statistic of it asks each
    #: (:func:`listed_points`)
    listed: tuple[Window, ...] = ()

    def as_trace(self) -> dict:
        """The window as the trace reports it (its listed points are what the plan made of it)."""
        return {"start": self.start, "end": self.end, "kind": self.kind, "text": self.text, "anchor": self.anchor}


def default_tolerance(axis: AxisSpec) -> float:
    """The half-width of an ``around`` window: the axis's own, else a per-kind default."""
    if axis.tolerance is not None:
        return float(axis.tolerance)
    if axis.kind == "clock":
        return 30.0
    if axis.kind == "date":
        return 3.0
    if axis.kind == "datetime":
        return 1800.0
    if axis.kind == "ordinal":
        return 1.0
    return max(1.0, float(axis.step or 0.0))


# --------------------------------------------------------------------------- words
_TIME_FACTORS = {"second": 1.0, "minute": 60.0, "hour": 3600.0}
# axis units that name a time unit without being question words ("s" would match "1980s")
_AXIS_TIME_UNITS = {"s": "second", "h": "hour"}


def _norm(word: str) -> str:
    return fold_keeping_punctuation(word)


def _alternation(words: Sequence[str]) -> str:
    """Longest first, spaces match any whitespace run, word-bounded at the end."""
    uniq = sorted({w for w in (_norm(w) for w in words) if w}, key=lambda w: (-len(w), w))
    if not uniq:
        return r"(?!x)x"
    # an elided article ("l'") is bounded by its apostrophe, every other word by a non-word
    body = "|".join(
        r"\s+".join(re.escape(part) for part in w.split(" "))
        + ("" if w.endswith("'") else r"(?!\w)")
        for w in uniq
    )
    return rf"(?:{body})"


@dataclass(frozen=True)
class _Unit:
    kind: str  # "scale" (value × factor) | "year"
    factor: float = 1.0


@dataclass(frozen=True)
class _Grammar:
    units: dict[str, _Unit]
    year_axis: bool  # number/ordinal axis whose positions are years
    time_base: float | None  # seconds per axis unit on time axes (clock: 1), else None
    patterns: tuple[tuple[str, GatedPattern], ...]  # (family, pattern)


_DATE = r"\d{4}-\d{2}-\d{2}"
_TIME = r"\d{1,2}:\d{2}(?::\d{2})?"
_CLOCK = r"\d+:\d{2}(?::\d{2})?(?:[.,]\d+)?"
_NUM = r"\d+(?:[.,]\d+)?"
_DATETIME_PARTS = re.compile(rf"({_DATE})\D+?({_TIME})$")
_YEAR4 = re.compile(r"\d{4}")


def _slot(tag: str, unit_re: str, at_re: str) -> str:
    """One address value with an optional unit before or after it; groups suffixed ``tag``."""
    atom = (
        rf"(?P<dt{tag}>{_DATE}(?:t|\s*,\s*|\s+(?:{at_re}\s+)?){_TIME})(?![\w:]|[.,]\d)"
        rf"|(?P<d{tag}>{_DATE})(?![\w-]|[.,:]\d)"  # "on 2013-07-04: 21.7" ends at the colon
        rf"|(?P<c{tag}>{_CLOCK})(?![\w:%]|[.,]\d)"
        rf"|(?P<n{tag}>{_NUM})(?![\w:%]|[.,]\d)"
    )
    return (
        rf"(?:(?P<ua{tag}>{unit_re})\s+)?"
        rf"(?<![\w.,:-])(?:{atom})"
        rf"(?:\s*(?P<ub{tag}>{unit_re}))?"
    )


@lru_cache(maxsize=128)
def _grammar(
    name: str, kind: str, unit: str | None, vocab: tuple[tuple[str, tuple[str, ...]], ...],
    lang: AddressWords,
) -> _Grammar:
    words = dict(vocab)

    def w(key: str, builtin: Sequence[str] = ()) -> list[str]:
        return [*builtin, *words.get(key, ())]

    axis_words = [x for x in (_norm(name), _norm(unit or "")) if x and any(c.isalpha() for c in x)]
    time_of: dict[str, str] = {}
    for canon, builtin in (("second", lang.second), ("minute", lang.minute), ("hour", lang.hour)):
        for word in w(canon, builtin):
            time_of.setdefault(_norm(word), canon)
    year_words = {_norm(x) for x in w("year", lang.year)}
    year_axis = kind in ("number", "ordinal") and any(x in year_words for x in axis_words)

    units: dict[str, _Unit] = {}
    # the axis's own name and unit: as is (their plural too)
    for x in axis_words:
        units.setdefault(x, _Unit("scale"))
        units.setdefault(x + "s", _Unit("scale"))
    # time words convert relative to the axis's own time unit
    base: float | None = 1.0 if kind == "clock" else None
    if base is None and kind == "number":
        for x in axis_words:
            canon = time_of.get(x) or _AXIS_TIME_UNITS.get(x)
            if canon:
                base = _TIME_FACTORS[canon]
                break
    if base is not None:
        for word, canon in time_of.items():
            units[word] = _Unit("scale", _TIME_FACTORS[canon] / base)
    if kind == "ordinal":
        for canon, builtin in (("scene", lang.scene), ("section", lang.section)):
            for word in w(canon, builtin):
                units.setdefault(_norm(word), _Unit("scale"))
    if year_axis:
        for word in year_words:
            units.setdefault(word, _Unit("scale"))
    elif kind in ("date", "datetime"):
        for word in year_words:
            units[word] = _Unit("year")
    units = {k: v for k, v in units.items() if k}

    unit_re = _alternation(list(units))
    at, around, between = w("at", lang.at) + w("in") + w("on"), w("around", lang.around), w("between", lang.between)
    and_, from_, to = w("and", lang.and_), w("from", lang.from_), w("to", lang.to)
    at_re, around_re, between_re = _alternation(at), _alternation(around), _alternation(between)
    and_re, from_re, to_re = _alternation(and_), _alternation(from_), _alternation(to)
    art_re = _alternation(w("the", lang.articles))
    lead = r"(?<![\w'])"
    art = rf"(?:{art_re}\s*)?"  # "l'ora" has no space after the article

    def s(tag: str) -> str:
        return _slot(tag, unit_re, at_re)

    def gated(source: str, *needs: Sequence[str]) -> GatedPattern:
        return gated_pattern(source, *([_norm(x) for x in g] for g in needs))  # folded as _alternation folds

    patterns = (
        ("point", gated(rf"{lead}(?:(?P<pre>{at_re})\s+{art})?{s('1')}")),
        ("around", gated(rf"{lead}(?:{around_re})\s+(?:{at_re}\s+)?{art}{s('1')}", around)),
        ("range", gated(rf"{lead}(?:{between_re})\s+{art}{s('1')}\s+(?:{and_re})\s+{art}{s('2')}",
                        between, and_)),
        ("range", gated(rf"{lead}(?:{from_re})\s+{art}{s('1')}\s+(?:{to_re})\s+{art}{s('2')}",
                        from_, to)),
        # "between 2017 to 2019": the opener of one form, the joiner of the other
        ("range", gated(rf"{lead}(?:{between_re})\s+{art}{s('1')}\s+(?:{to_re})\s+{art}{s('2')}",
                        between, to)),
        # "in 2019 from 2018": the later position first, the range is the same
        ("range", gated(rf"{lead}(?:{at_re})\s+{art}{s('1')}\s+(?:{from_re})\s+{art}{s('2')}",
                        at, from_)),
    )
    return _Grammar(units, year_axis, base, patterns)


# --------------------------------------------------------------------------- values
def _days(d: date) -> float:
    return float((d - _EPOCH).days)


def _epoch(dt: datetime) -> float:
    return dt.replace(tzinfo=UTC).timestamp() if dt.tzinfo is None else dt.timestamp()


def _year_span(year: int, kind: str) -> tuple[float, float] | None:
    try:
        first, last = date(year, 1, 1), date(year, 12, 31)
    except ValueError:
        return None
    if kind == "date":
        return _days(first), _days(last)
    return _days(first) * _DAY_SECONDS, _days(last) * _DAY_SECONDS + _DAY_SECONDS - 1


def _time_of_day(text: str) -> float:
    """``14:00`` → 50400 (hours:minutes[:seconds], unlike a clock offset's minutes:seconds)."""
    h, m, *sec = (int(x) for x in text.split(":"))
    return float(h * 3600 + m * 60 + (sec[0] if sec else 0))


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def _value(
    m: re.Match[str],
    tag: str,
    unit_word: str | None,
    grammar: _Grammar,
    kind: str,
    context: bool,
) -> tuple[float, float] | None:
    """The ``(lo, hi)`` a slot addresses on the axis, or None when it is no address."""
    dt, d, c, n = (m.group(g + tag) for g in ("dt", "d", "c", "n"))
    if dt is not None:
        parts = _DATETIME_PARTS.match(dt)
        if parts is None:
            return None
        try:
            day = date.fromisoformat(parts.group(1))
        except ValueError:
            return None
        if kind == "date":
            return _days(day), _days(day)
        if kind != "datetime":
            return None
        moment = _days(day) * _DAY_SECONDS + _time_of_day(parts.group(2))
        return moment, moment
    if d is not None:
        try:
            day = date.fromisoformat(d)
        except ValueError:
            return None
        if kind == "date":
            return _days(day), _days(day)
        if kind == "datetime":
            start = _days(day) * _DAY_SECONDS
            return start, start + _DAY_SECONDS - 1
        return None
    if c is not None:
        if kind == "clock":
            seconds = parse_clock(c)
            return seconds, seconds
        if kind == "number" and grammar.time_base is not None:
            value = parse_clock(c) / grammar.time_base
            return value, value
        return None
    if n is None:
        return None
    if unit_word is not None:
        unit = grammar.units[_norm(unit_word)]
        if unit.kind == "year":
            if not _YEAR4.fullmatch(n):
                return None
            return _year_span(int(n), kind)
        value = _number(n) * unit.factor
        return value, value
    if not context or not _YEAR4.fullmatch(n):
        return None
    if grammar.year_axis:
        return float(n), float(n)
    if kind in ("date", "datetime"):
        return _year_span(int(n), kind)
    return None


def _counted_units(m: re.Match[str], counted_before: frozenset[str]) -> bool:
    """A point match written "<number> <units>" (plural) with no preposition, after a word that
    counts (``counted_before``: "the", "all", "the whole" …): "over the 26 days" counts days — day
    26 is "day 26", "at 26 days"."""
    if m.group("pre") is not None or m.group("ua1") or not m.group("ub1") or not m.group("ub1").endswith("s"):
        return False  # "the 2019 year end": one year named, no count of them
    before = m.string[:m.start()].split()
    return bool(before) and before[-1] in counted_before


def _unit_of(m: re.Match[str], tag: str) -> str | None:
    return m.group("ua" + tag) or m.group("ub" + tag)


# --------------------------------------------------------------------------- parsing
def _vocab_key(vocabulary: Mapping[str, Sequence[str]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(sorted((str(k), tuple(str(x) for x in v)) for k, v in vocabulary.items()))


def parse_addresses(
    question: str,
    axis: AxisSpec,
    vocabulary: Mapping[str, Sequence[str]] = {},  # noqa: B006
    *,
    language: Language = ENGLISH,
) -> list[Window]:
    """Windows on ``axis`` addressed by ``question``, sorted by (start, end, text).

    ``language`` gives the built-in address words (default: English, as before languages
    were selected; the manifest vocabulary adds the KB language's) and the month words of
    calendar phrases (:mod:`noesis.query.calendar`)."""
    text, index = fold_with_offsets(question)
    if not has_digit(text):
        return []  # every atom, year range and calendar phrase holds a digit: nothing to compile
    grammar = _grammar(axis.name, axis.kind, axis.unit, _vocab_key(vocabulary), language.address)
    tolerance = default_tolerance(axis)
    candidates: list[tuple[int, int, Window]] = []
    for family, pattern in grammar.patterns:
        for m in pattern.finditer(text):
            window = _window(m, family, grammar, axis.kind, tolerance, language.table.counted_before)
            if window is None:
                continue
            a, b = m.span()
            phrase = question[index[a] : index[b - 1] + 1]
            candidates.append((a, b, Window(window[0], window[1], family, phrase, window[2])))
    candidates += _year_ranges(question, text, index, grammar, axis.kind)
    candidates += _fiscal_years(question, text, index, grammar)
    candidates += _year_lists(question, text, index, grammar, axis.kind)
    candidates += _report_years(question, text, index, grammar)
    candidates += _report_year_spans(question, text, index, grammar, axis.kind)
    candidates += _quarters(question, text, index, axis.kind)
    chosen: list[tuple[int, int, Window]] = []
    for a, b, win in sorted(candidates, key=lambda c: (-(c[1] - c[0]), c[0])):
        if all(b <= ca or a >= cb for ca, cb, _ in chosen):
            chosen.append((a, b, win))
    calendar = [
        (p.begin, p.finish, Window(p.start, p.end, p.kind,
                                   question[index[p.begin] : index[p.finish - 1] + 1], p.anchor))
        for p in calendar_phrases(text, axis, language, tolerance, vocabulary)
    ]
    merged = _merge(chosen, calendar)
    if axis.kind not in ("date", "datetime"):  # calendar phrases only keep the grammar off …
        merged = _period_end_windows(merged, calendar, axis, grammar, (question, text, index))
    elif axis.kind == "date":
        merged = _same_day_years(merged, calendar, (question, text, index))
    out = sorted({win for _, _, win in merged}, key=lambda w: (w.start, w.end, w.text, w.kind))
    return [_retag(w) for w in out]


#: "… October 31, 2019 and 2018", "December 31, 2018, and 2019": the other year of a period-end date
_AND_YEAR = re.compile(r"\s*,?\s*(?:and|&)\s+(?P<y>\d{4})(?![\w:%/-]|[.,]\d)")


def _phrase(question: str, index: Sequence[int], a: int, b: int) -> str:
    """The question's own text of the folded span ``[a, b)``."""
    return question[index[a]:index[b - 1] + 1]


def _year_point(year: int, text: str) -> Window:
    """The point ``year`` on a year axis, written ``text`` in the question."""
    return Window(float(year), float(year), "point", text, float(year))


#: a fiscal year as reports write it: "FY 2019", "FY2019", "FY19", "FY'19", "F19", "fiscal 2019"
_FISCAL = r"(?:fy\s?['’]?(?:\d{4}|\d{2})|f\d{2}|fiscal\s+(?:year\s+)?\d{4})"
_FISCAL_ONE = re.compile(rf"(?<![\w.,:/-]){_FISCAL}(?![\w:%/-]|[.,]\d)")
#: two of them joined: "F19 and F18", "from FY2018 to FY2019", "between fiscal 2018 and 2019"
_FISCAL_TWO = re.compile(rf"(?<![\w.,:/-])(?:(?P<open>between|from)\s+)?(?P<a>{_FISCAL})\s+(?P<join>and|to|&|-|–)\s+"
                         rf"(?P<b>{_FISCAL}|\d{{4}})(?![\w:%/-]|[.,]\d)")


def _fiscal_year(token: str) -> int | None:
    """The year of one fiscal-year token (two digits: 20yy below 70, else 19yy)."""
    digits = re.sub(r"\D", "", token)
    if len(digits) == 2:
        return (2000 if int(digits) < 70 else 1900) + int(digits)
    return int(digits) if len(digits) == 4 and 1000 <= int(digits) <= 2999 else None


def _fiscal_years(question: str, text: str, index: Sequence[int], grammar: _Grammar) -> list[Spanned]:
    """Fiscal years on a year axis (a report's years): each a point, two joined a range —
    "F19 and F18" also lists both (as "2019 and 2018" does). Not on a date axis, where a
    fiscal year is not the calendar year the axis would read."""
    if not grammar.year_axis:
        return []
    out: list[Spanned] = []
    for m in _FISCAL_ONE.finditer(text):
        if (y := _fiscal_year(m.group(0))) is not None:
            out.append((m.start(), m.end(), _year_point(y, _phrase(question, index, m.start(), m.end()))))
    for m in _FISCAL_TWO.finditer(text):
        ya, yb = _fiscal_year(m["a"]), _fiscal_year(m["b"])
        if ya is None or yb is None or ya == yb:
            continue
        listed = ()
        if m["join"] in ("and", "&") and not m["open"] and abs(ya - yb) == 1:
            listed = tuple(_year_point(y, _phrase(question, index, m.start(g), m.end(g))) for g, y in (("a", ya), ("b", yb)))
        lo, hi = sorted((float(ya), float(yb)))
        out.append((m.start(), m.end(), Window(lo, hi, "range", _phrase(question, index, m.start(), m.end()), None, listed)))
    return out


#: a bare year after the words reports put before one: "for 2019", "the 2019 notional amount",
#: "of 2018", "as of 2019", "by 2020", "vs 2018" (never "than 2019": a threshold)
_REPORT_YEAR = re.compile(r"(?<![\w.,:/-])(?P<w>for|the|of|by|as of|as at|vs\.?|versus)\s+(?P<y>(?:19|20)\d{2})"
                          r"(?![\w:%/-]|[.,]\d)")


def _report_years(question: str, text: str, index: Sequence[int], grammar: _Grammar) -> list[Spanned]:
    """On a year axis only, a year after one of :data:`_REPORT_YEAR`'s words is that year (on
    any other axis "for 2019" may be a count, and the grammar's prepositions decide)."""
    if not grammar.year_axis:
        return []
    out: list[Spanned] = []
    for m in _REPORT_YEAR.finditer(text):
        out.append((m.start("y"), m.end(), _year_point(int(m["y"]), _phrase(question, index, m.start("y"), m.end()))))
    return out


#: a year compared with another: "2019 compared to 2018", "fiscal 2019 as compared with fiscal 2018",
#: "FY2019 vs FY2018", "2019 versus 2018" — the two years a change or difference is asked between
_COMPARED = re.compile(rf"(?<![\w.,:/-])(?P<a>{_FISCAL}|(?:19|20)\d{{2}})\s+(?:(?:as\s+)?compared\s+(?:to|with)|vs\.?|versus)"
                       rf"\s+(?:the\s+)?(?:year\s+)?(?P<b>{_FISCAL}|(?:19|20)\d{{2}})(?![\w:%/-]|[.,]\d)")


def _report_year_spans(question: str, text: str, index: Sequence[int], grammar: _Grammar,
                       kind: str) -> list[Spanned]:
    """Two report years compared ("in 2019 compared to 2018", "FY2019 vs FY2018"): the range
    between them, as "from 2018 to 2019" is — on a year axis the two years, on a date axis
    the earlier calendar year's first day to the later's last (fiscal years only on a year axis)."""
    if not (grammar.year_axis or kind in ("date", "datetime")):
        return []
    out: list[Spanned] = []
    for m in _COMPARED.finditer(text):
        ya, yb = _fiscal_year(m["a"]), _fiscal_year(m["b"])
        if ya is None or yb is None or ya == yb:
            continue
        if not grammar.year_axis and not (_YEAR4.fullmatch(m["a"]) and _YEAR4.fullmatch(m["b"])):
            continue  # a fiscal year is not the calendar year a date axis reads
        y1, y2 = sorted((ya, yb))
        if grammar.year_axis:
            lo, hi = float(y1), float(y2)
        else:
            first, last = _year_span(y1, kind), _year_span(y2, kind)
            if first is None or last is None:
                continue
            lo, hi = first[0], last[1]
        out.append((m.start(), m.end(), Window(lo, hi, "range", _phrase(question, index, m.start(), m.end()), None)))
    return out


#: a quarter of a year: "Q4 2019", "Q4 of 2019", "2019 Q4", "4Q 2019", "4Q19", "the fourth quarter
#: of 2019", "fourth quarter 2019", "the 2019 fourth quarter"
_ORDINAL = r"(?P<o>first|second|third|fourth|1st|2nd|3rd|4th)"
_QUARTER_RES = (
    re.compile(r"(?<![\w.,:/-])q(?P<q>[1-4])\s*(?:of\s+)?(?:fiscal\s+|fy\s?)?(?P<y>\d{4})(?![\w:%/-]|[.,]\d)"),
    re.compile(r"(?<![\w.,:/-])(?:(?:in|for|of|during|the)\s+)?(?P<y>\d{4})\s*q(?P<q>[1-4])(?![\w:%/-]|[.,]\d)"),
    re.compile(r"(?<![\w.,:/-])(?P<q>[1-4])q\s?(?P<y>\d{4}|\d{2})(?![\w:%/-]|[.,]\d)"),
    re.compile(rf"(?<![\w.,:/-]){_ORDINAL}\s+quarter\s+(?:of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s?)?(?P<y>\d{{4}})"
               r"(?![\w:%/-]|[.,]\d)"),
    re.compile(rf"(?<![\w.,:/-])(?:(?:in|for|of|during|the)\s+)?(?:fiscal\s+)?(?P<y>\d{{4}})\s+{_ORDINAL}\s+quarter\b"),
)
_ORDINAL_NUMBER = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}


def _quarters(question: str, text: str, index: Sequence[int], kind: str) -> list[Spanned]:
    """A quarter of a year on a date axis: the calendar quarter's days (a report's quarter
    column, dated its first day, is the one reading in it)."""
    if kind != "date":
        return []
    out: list[Spanned] = []
    for rx in _QUARTER_RES:
        for m in rx.finditer(text):
            q = int(m["q"]) if "q" in m.groupdict() and m["q"] else _ORDINAL_NUMBER[m["o"]]
            y = int(m["y"]) if len(m["y"]) == 4 else 2000 + int(m["y"])
            first = date(y, 3 * q - 2, 1)
            last = date(y + (q == 4), 1 if q == 4 else 3 * q + 1, 1) - timedelta(days=1)
            phrase = _phrase(question, index, m.start(), m.end())
            out.append((m.start(), m.end(), Window(_days(first), _days(last), "range", phrase, None)))
    return out


def _period_end_windows(merged: list[Spanned], calendar: list[Spanned], axis: AxisSpec, grammar: _Grammar,
                        where: tuple[str, str, Sequence[int]]) -> list[Spanned]:
    """The grammar's windows, and each calendar phrase that is a period-end date as its
    year (:func:`_period_end_year`); "October 31, 2019 and 2018" lists both years (a range,
    as "2019 and 2018" is)."""
    question, text, index = where
    out: list[Spanned] = []
    for a, b, w in merged:
        if (a, b, w) not in calendar:
            out.append((a, b, w))
        elif (year := _period_end_year(w, axis, grammar) or _year_ended(w, grammar, text[:a])) is not None:
            more = _AND_YEAR.match(text, b)
            other = float(more["y"]) if more else None
            if other is None or abs(other - year.start) != 1 or any(ca < more.end() and cb > b for ca, cb, _w in merged
                                                               if (ca, cb) != (a, b)):
                out.append((a, b, year))
                continue
            phrase = _phrase(question, index, a, more.end())
            second = _year_point(int(other), more["y"])
            lo, hi = sorted((year.start, other))
            out.append((a, more.end(), Window(lo, hi, "range", phrase, None, (year, second))))
    return out


def _same_day_years(merged: list[Spanned], calendar: list[Spanned],
                    where: tuple[str, str, Sequence[int]]) -> list[Spanned]:
    """On a date axis, a day followed by "and" and the year before or after ("December 31,
    2018 and 2019", as reports date their columns) lists that day in both years: a range
    over the two days, each a point."""
    question, text, index = where
    out: list[Spanned] = []
    for a, b, w in merged:
        more = _AND_YEAR.match(text, b) if (a, b, w) in calendar and w.kind == "point" else None
        day = _EPOCH + timedelta(days=int(w.start))
        if more is None or abs(int(more["y"]) - day.year) != 1 or any(
                ca < more.end() and cb > b for ca, cb, _w in merged if (ca, cb) != (a, b)):
            out.append((a, b, w))
            continue
        try:
            other_day = day.replace(year=int(more["y"]))
        except ValueError:  # February 29
            out.append((a, b, w))
            continue
        other = float((other_day - _EPOCH).days)
        second = Window(other, other, "point", more["y"], other)
        lo, hi = sorted((w.start, other))
        out.append((a, more.end(), Window(lo, hi, "range", _phrase(question, index, a, more.end()), None, (w, second))))
    return out


def _period_end_year(w: Window, axis: AxisSpec, grammar: _Grammar) -> Window | None:
    """… but on a year axis whose years end on ``axis.period_end`` ("10-31"), a date on that
    day is its year: "as of October 31, 2019" → the point 2019 (a report's fiscal year)."""
    if not (axis.period_end and grammar.year_axis and w.kind == "point"):
        return None
    day = _EPOCH + timedelta(days=int(w.start))
    if f"{day.month:02d}-{day.day:02d}" != axis.period_end:
        return None
    return _year_point(day.year, w.text)


#: the words that name a fiscal year by its last day: "for the year ended 31 December 2019"
_YEAR_ENDED = re.compile(r"\b(?:fiscal\s+)?years?\s+end(?:ed|ing)\s+(?:on\s+)?$")
#: a 52/53-week year ends on the weekday nearest its year's end: a last day in the first
#: days of January may name the year before
_NEW_YEAR_DAYS = 7


def _year_ended(w: Window, grammar: _Grammar, before: str) -> Window | None:
    """… and on any year axis, a date the question calls a year's end ("the year ended 31
    December 2019") is that year: a fiscal year is named for the year it ends in — unless it
    ends in the first days of January."""
    if not (grammar.year_axis and w.kind == "point" and _YEAR_ENDED.search(before)):
        return None
    day = _EPOCH + timedelta(days=int(w.start))
    if day.month == 1 and day.day <= _NEW_YEAR_DAYS:
        return None
    return _year_point(day.year, w.text)


Spanned = tuple[int, int, Window]

#: "2017-2019", "years 2017–2019": two years joined by a hyphen or dash
_YEAR_RANGE = re.compile(r"(?<![\w.,:/-])(?P<a>\d{4})\s*[-–]\s*(?P<b>\d{4})(?![\w:%/-]|[.,]\d)")
#: "2018 and 2019", "2019 and 2018": two consecutive years, the range they make up (two
#: years further apart are a set of positions, not the range between them: not read)
_LISTED = re.compile(r"\d{4}\s*,\s*$")
_YEAR_PAIR = re.compile(r"(?<![\w.,:/-])(?P<a>\d{4})\s+(?:and|&|e)\s+(?P<b>\d{4})(?![\w:%/-]|[.,]\d)")
#: "fiscal years 2019 to 2017": after a year word, two years joined by "to" (without "from")
_YEARS_TO = re.compile(r"(?<![\w.,:/-])(?P<a>\d{4})\s+(?:to|through)\s+(?P<b>\d{4})(?![\w:%/-]|[.,]\d)")
#: "from the period 2018 to 2019", "from, 2019 to 2018": a range whose opener stands apart
#: from its first year (a comma, "the period", "the year" between them)
_FROM_PERIOD = re.compile(r"(?<![\w'])from\s*,?\s+(?:the\s+)?(?:periods?|years?|fiscal\s+years?)?\s*,?\s*"
                          r"(?P<a>\d{4})\s+to\s+(?P<b>\d{4})(?![\w:%/-]|[.,]\d)")
#: the most years a range written "years A to B" lists one by one
_MAX_LISTED_YEARS = 10


def _year_ranges(question: str, text: str, index: Sequence[int], grammar: _Grammar,
                 kind: str) -> list[Spanned]:
    """Year ranges written with a dash ("2017-2019"), two consecutive years joined by
    "and" ("2018 and 2019") and two years joined by "to" after a year word ("fiscal years
    2019 to 2017", each year listed), on an axis that can hold years: the range from the earlier
    year's start to the later's end (a year-word before it is part of the phrase,
    so "years 2017-2019" beats the point "years 2017")."""
    if not (grammar.year_axis or kind in ("date", "datetime")):
        return []
    year_words = [w for w, u in grammar.units.items() if u.kind == "year" or grammar.year_axis]
    lead = re.compile(rf"(?:{_alternation(year_words)})\s+$") if year_words else None
    out: list[Spanned] = []
    for m in [*_YEAR_RANGE.finditer(text), *_YEAR_PAIR.finditer(text), *_YEARS_TO.finditer(text),
              *_FROM_PERIOD.finditer(text)]:
        y1, y2 = sorted((int(m["a"]), int(m["b"])))
        if not 1000 <= y1 < y2 <= 2999:
            continue
        if m.re is _YEARS_TO and (lead is None or not lead.search(text[: m.start()]) or y2 - y1 >= _MAX_LISTED_YEARS):
            continue  # "to" alone joins two years only after a year word ("years 2019 to 2017")
        if m.re is _YEAR_PAIR and (y2 - y1 != 1 or _LISTED.search(text[: m.start()])):
            continue  # "2019, 2018 and 2017": a list of positions, not a range
        if grammar.year_axis:
            lo, hi = float(y1), float(y2)
        else:
            first, last = _year_span(y1, kind), _year_span(y2, kind)
            if first is None or last is None:
                continue
            lo, hi = first[0], last[1]
        a = m.start()
        if lead is not None and (w := lead.search(text[:a])):
            a = w.start()
        phrase = question[index[a] : index[m.end() - 1] + 1]
        listed = ()
        if m.re is _YEAR_PAIR:
            listed = tuple(_listed_year(int(m[g]), _phrase(question, index, m.start(g), m.end(g)), grammar, kind)
                           for g in ("a", "b"))
        elif m.re is _YEARS_TO:  # each year, in the order written
            step = 1 if int(m["a"]) < int(m["b"]) else -1
            listed = tuple(_listed_year(y, str(y), grammar, kind) for y in range(int(m["a"]), int(m["b"]) + step, step))
        out.append((a, m.end(), Window(lo, hi, "range", phrase, None, listed)))
    return out


def _listed_year(year: int, text: str, grammar: _Grammar, kind: str) -> Window:
    """One year of a list: its point on a year axis, its calendar year on a date axis (the
    window "in 2019" reads there: a report's column dated within it)."""
    if grammar.year_axis:
        return _year_point(year, text)
    span = _year_span(year, kind)
    assert span is not None  # the caller checked the years
    return Window(span[0], span[1], "range", text, None)


#: three or more years listed: "2019, 2018 and 2017", "2017, 2018, and 2019"
_YEAR_LIST = re.compile(r"(?<![\w.,:/-])\d{4}(?:\s*,\s*\d{4})+\s*,?\s+(?:and|&)\s+\d{4}(?![\w:%/-]|[.,]\d)")


def _year_lists(question: str, text: str, index: Sequence[int], grammar: _Grammar, kind: str) -> list[Spanned]:
    """Three or more years listed ("in 2019, 2018 and 2017 respectively") on a year or date
    axis: when they are consecutive, the range they make up, listing each year (as "2019
    and 2018" does); years with a gap between them are a set the range would not be: not
    read."""
    if not (grammar.year_axis or kind in ("date", "datetime")):
        return []
    out: list[Spanned] = []
    for m in _YEAR_LIST.finditer(text):
        found = [(int(y.group(0)), m.start() + y.start(), m.start() + y.end()) for y in re.finditer(r"\d{4}", m.group(0))]
        years = sorted(y for y, _a, _b in found)
        if len(set(years)) != len(years) or years[-1] - years[0] != len(years) - 1 or not 1000 <= years[0] <= 2999:
            continue
        listed = tuple(_listed_year(y, _phrase(question, index, a, b), grammar, kind) for y, a, b in found)
        lo, hi = listed[0].start, listed[0].end
        for w in listed:
            lo, hi = min(lo, w.start), max(hi, w.end)
        out.append((m.start(), m.end(), Window(lo, hi, "range", _phrase(question, index, m.start(), m.end()), None,
                                               listed)))
    return out


def listed_points(windows: Sequence[Window]) -> tuple[Window, ...]:
    """A listed range ("in 2019 and 2018") as its points, for a question that asks no
    statistic, change or ratio of it: the value at each, in the order asked."""
    return tuple(p for w in windows for p in (w.listed or (w,)))


def _merge(grammar: list[Spanned], calendar: list[Spanned]) -> list[Spanned]:
    """A calendar phrase overlapping a grammar window wins, unless the grammar window
    strictly contains it ("between 2013-07-04 and 2013-07-06" keeps its range)."""

    def inside(a: int, b: int, ga: int, gb: int) -> bool:
        return ga <= a and b <= gb and (ga, gb) != (a, b)

    kept_calendar = [c for c in calendar if not any(inside(c[0], c[1], g[0], g[1]) for g in grammar)]
    kept_grammar = [
        g for g in grammar if all(g[1] <= c[0] or g[0] >= c[1] for c in kept_calendar)
    ]
    return kept_grammar + kept_calendar


def _retag(win: Window) -> Window:
    """A 'point' phrase that addresses a span (a day on a datetime axis) is a range."""
    if win.kind == "point" and win.end != win.start:
        return Window(win.start, win.end, "range", win.text, None)
    return win


def _window(
    m: re.Match[str], family: str, grammar: _Grammar, kind: str, tolerance: float,
    counted_before: frozenset[str] = frozenset(),
) -> tuple[float, float, float | None] | None:
    if family == "range":
        u1, u2 = _unit_of(m, "1"), _unit_of(m, "2")
        first = _value(m, "1", u1 or u2, grammar, kind, True)
        second = _value(m, "2", u2 or u1, grammar, kind, True)
        if first is None or second is None:
            return None
        lo, hi = min(first[0], second[0]), max(first[1], second[1])
        return lo, hi, None
    context = family == "around" or m.group("pre") is not None
    if family == "point" and _counted_units(m, counted_before):
        return None
    value = _value(m, "1", _unit_of(m, "1"), grammar, kind, context)
    if value is None:
        return None
    lo, hi = value
    if family == "around":
        return lo - tolerance, hi + tolerance, lo
    return lo, hi, lo
