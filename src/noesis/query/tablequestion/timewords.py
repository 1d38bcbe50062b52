"""Time words of a question → typed :class:`TimePart` values, each claiming its tokens.

Every rule is a named function in :data:`ATOM_RULES`, tried in order at each token; it
returns the part it read and the index after it, or ``None``. Atoms are calendar spans
("2013-06-30", "June 2013", "Q3 2013", "summer 2013", "2013", "the 1950s"), recurring
filters ("in March", "in Q3", "on weekends", "on Mondays") and positions of a numeric axis
("day 4"). :func:`time_parts` then reads the relations around atoms ("before 2005",
"between 2001 and 2005", "the last 5 years") with :data:`RELATION_RULES`.

Nothing here knows a table: :mod:`.timescope` turns parts into intervals of one axis, or
says why it cannot.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta

from ...lang import Language
from ..tokens import Token, singular


@dataclass(frozen=True)
class TimePart:
    """One time expression of the question.

    ``kind``: ``span`` (``lo``–``hi``, days, inclusive), ``months`` (those months of every
    year), ``weekdays`` (Monday 0), ``monthday`` (``md_lo``–``md_hi`` as month×100+day, no
    year), ``position`` (``number`` on a numeric axis), ``recent`` (the last ``count``
    ``unit``s of the data), ``end`` (the axis's ``first`` or ``last`` position), ``winter`` (a winter with a year: not unique),
    ``hundreds`` ("the 1600s": a decade or a century, not unique)."""

    kind: str
    first: int  # token indexes, inclusive
    last: int
    label: str
    unit: str = ""
    lo: date | None = None
    hi: date | None = None
    months: tuple[int, ...] = ()
    weekdays: tuple[int, ...] = ()
    md_lo: int = 0
    md_hi: int = 0
    number: float = 0.0
    count: int = 0
    note: str = ""
    #: an open side: "before" (…–lo), "after" (hi–…), "since" (lo–…), "until" (…–hi)
    open: str = ""
    #: taken out of the scope the other parts select ("excluding July")
    excluded: bool = False


@dataclass(frozen=True)
class TimeRange:
    """"between X and Y" / "from X to Y": two atoms (the ends of a change)."""

    start: TimePart
    end: TimePart


# --------------------------------------------------------------------------- helpers
def _month_of(word: str, lang: Language) -> int | None:
    if word in lang.months:
        return lang.months.index(word) % 12 + 1
    for i, abbrs in enumerate(_ABBREVIATIONS):
        if word in abbrs:
            return i + 1
    return None


_ABBREVIATIONS = (("jan",), ("feb",), ("mar",), ("apr",), (), ("jun",), ("jul",), ("aug",), ("sep", "sept"),
                  ("oct",), ("nov",), ("dec",))


def _month_span(year: int, m1: int, m2: int) -> tuple[date, date]:
    return date(year, m1, 1), date(year, m2, calendar.monthrange(year, m2)[1])


def _at(tokens: Sequence[Token], i: int) -> Token | None:
    return tokens[i] if 0 <= i < len(tokens) else None


def _year_after(tokens: Sequence[Token], i: int, of_words: frozenset[str] = frozenset({"of", "in"})) -> tuple[int, int] | None:
    """``(year, index after it)`` when token ``i`` is a year, or "of"/"in" and then a year."""
    t = _at(tokens, i)
    if t is not None and t.is_year:
        return int(t.fold), i + 1
    if t is not None and t.fold in of_words and (n := _at(tokens, i + 1)) is not None and n.is_year:
        return int(n.fold), i + 2
    return None


def _day_number(t: Token | None) -> int | None:
    if t is None or t.kind != "number" or t.fold.endswith("s"):
        return None
    v = t.number
    return int(v) if v is not None and v.is_integer() and 1 <= v <= 31 else None


def _ordinal(t: Token | None, lang: Language) -> int | None:
    return dict(lang.table.ordinals).get(t.fold) if t is not None else None


MONTH_NAMES = tuple(calendar.month_name[1:])

Rule = Callable[[Sequence[Token], int, Language], tuple[TimePart, int] | None]


# --------------------------------------------------------------------------- atom rules
def iso_date(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``2013-06-30`` (a time after it is read as that day)."""
    t = tokens[i]
    if t.kind != "date":
        return None
    day, _sep, clock = t.fold.replace("t", " ").partition(" ")
    try:
        d = date.fromisoformat("-".join(p.zfill(2) for p in day.split("-")))
    except ValueError:
        return None
    if clock:  # "2013-03-05 14:00": an instant
        h, m, *sec = (int(x) for x in clock.split(":"))
        seconds = (d - date(1970, 1, 1)).days * 86400 + h * 3600 + m * 60 + (sec[0] if sec else 0)
        return TimePart("instant", i, i, f"{d.isoformat()} {h:02d}:{m:02d}", "position", d, d,
                        number=float(seconds)), i + 1
    return TimePart("span", i, i, d.isoformat(), "day", d, d), i + 1


def iso_month(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``2010-05``."""
    t = tokens[i]
    if t.kind != "month":
        return None
    y, m = (int(p) for p in t.fold.split("-"))
    if not 1 <= m <= 12:
        return None
    lo, hi = _month_span(y, m, m)
    return TimePart("span", i, i, f"{MONTH_NAMES[m - 1]} {y}", "month", lo, hi), i + 1


def day_month_year(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``30 June 2013``, ``the 4th of July 2013``, ``June 30, 2013``, ``June 30`` (no year)."""
    day, j = _day_number(tokens[i]), i + 1
    if day is not None:
        if (t := _at(tokens, j)) is not None and t.fold == "of":
            j += 1
        month = _month_of(_at(tokens, j).fold, lang) if _at(tokens, j) is not None else None
        j += 1
    else:
        month = _month_of(tokens[i].fold, lang)
        day = _day_number(_at(tokens, i + 1))
        j = i + 2
    if month is None or day is None:
        return None
    year = _year_after(tokens, j, frozenset())
    if year is None:
        if day > calendar.monthrange(2000, month)[1]:
            return None
        md = month * 100 + day
        return TimePart("monthday", i, j - 1, f"{MONTH_NAMES[month - 1]} {day}", "day", md_lo=md, md_hi=md), j
    y, k = year
    try:
        d = date(y, month, day)
    except ValueError:
        return None
    return TimePart("span", i, k - 1, d.isoformat(), "day", d, d), k


def month_year(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``June 2013``, ``June of 2013``; ``June`` alone is every June."""
    month = _month_of(tokens[i].fold, lang)
    if month is None or ((nxt := _at(tokens, i + 1)) is not None and nxt.fold in lang.table.quarter):
        return None  # "the March quarter": a quarter named by its last month (quarter_half)
    if tokens[i].fold == "may" and not (_year_after(tokens, i + 1) or (i > 0 and tokens[i - 1].fold in ("in", "of", "during"))):
        return None  # "may" the verb
    year = _year_after(tokens, i + 1)
    if year is None:
        return TimePart("months", i, i, f"{MONTH_NAMES[month - 1]} (every year)", "month", months=(month,)), i + 1
    y, k = year
    lo, hi = _month_span(y, month, month)
    return TimePart("span", i, k - 1, f"{MONTH_NAMES[month - 1]} {y}", "month", lo, hi), k


def _quarter_or_half(tokens: Sequence[Token], i: int, lang: Language) -> tuple[str, int, int] | None:
    """``("quarter" | "half", n, index after)`` of "Q3", "H1", "the third quarter", "the September
    quarter"."""
    t = tokens[i]
    if len(t.fold) == 2 and t.fold[0] in "qh" and t.fold[1].isdigit():
        n = int(t.fold[1])
        kind = "quarter" if t.fold[0] == "q" else "half"
        if 1 <= n <= (4 if kind == "quarter" else 2):
            return kind, n, i + 1
        return None
    nxt = _at(tokens, i + 1)
    month = _month_of(t.fold, lang)
    if month is not None and nxt is not None and nxt.fold in lang.table.quarter:
        # "the March quarter", "the December quarter of 2016": the quarter that month ends; a month
        # that ends none ("the April quarter") names no quarter
        return ("quarter", month // 3, i + 2) if month % 3 == 0 else None
    n = _ordinal(t, lang)
    if n is None or nxt is None:
        return None
    if nxt.fold in lang.table.quarter and n <= 4:
        return "quarter", n, i + 2
    if nxt.fold in lang.table.half and n <= 2:
        return "half", n, i + 2
    return None


def quarter_half(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``Q3 2013``, ``the third quarter of 2013``, ``the September quarter of 2013``, ``H1 1960``,
    ``the second half of 1955``; without a year, that quarter or half of every year."""
    found = _quarter_or_half(tokens, i, lang)
    if found is None:
        return None
    kind, n, j = found
    size = 3 if kind == "quarter" else 6
    m1, m2 = (n - 1) * size + 1, n * size
    name = f"Q{n}" if kind == "quarter" else f"{('first', 'second')[n - 1]} half"
    span = f"{MONTH_NAMES[m1 - 1]}–{MONTH_NAMES[m2 - 1]}"
    year = _year_after(tokens, j)
    if year is None:
        return TimePart("months", i, j - 1, f"{name} of every year ({span})", kind,
                        months=tuple(range(m1, m2 + 1))), j
    y, k = year
    lo, hi = _month_span(y, m1, m2)
    return TimePart("span", i, k - 1, f"{name} {y} ({_months_of(m1, m2, y)})", kind, lo, hi), k


def _months_of(m1: int, m2: int, year: int) -> str:
    """"from July to September 2014": a span of one year's months as the answer states it, in
    words the answer's verification reads back as the whole span (not as "September 2014")."""
    return f"from {MONTH_NAMES[m1 - 1]} to {MONTH_NAMES[m2 - 1]} {year}"


_SEASON_NOTE = "meteorological seasons, northern hemisphere"


def season(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``summer 2013``, ``the summer of 2013``; ``in summer`` is every summer. A winter with
    a year spans two years and is not read as one ("winter 2013")."""
    months = dict(lang.table.seasons).get(tokens[i].fold)
    if months is None:
        return None
    year = _year_after(tokens, i + 1)
    word = tokens[i].fold
    if year is None:
        if word in lang.table.seasons_needing_year:
            return None
        names = f"{MONTH_NAMES[months[0] - 1]}–{MONTH_NAMES[months[-1] - 1]}"
        return TimePart("months", i, i, f"{word} of every year ({names})", "season", months=months,
                        note=_SEASON_NOTE), i + 1
    y, k = year
    if months[0] > months[-1]:
        return TimePart("winter", i, k - 1, f"{word} {y}", "season", note=_SEASON_NOTE), k
    lo, hi = _month_span(y, months[0], months[-1])
    label = f"{word} {y} ({_months_of(months[0], months[-1], y)})"
    return TimePart("span", i, k - 1, label, "season", lo, hi, note=_SEASON_NOTE), k


def weekday_words(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``Monday(s)``, ``weekends``, ``weekdays`` / ``working days``."""
    w = tokens[i].fold
    tw = lang.table
    if w in lang.weekdays or w in tw.weekday_plurals:
        n = (lang.weekdays.index(w) if w in lang.weekdays else tw.weekday_plurals.index(w)) % 7
        return TimePart("weekdays", i, i, f"{calendar.day_name[n]}s", "day", weekdays=(n,)), i + 1
    if w in tw.weekend:
        return TimePart("weekdays", i, i, "weekends (Saturday and Sunday)", "day", weekdays=(5, 6)), i + 1
    if w in tw.workday:
        j = i + 1
        if (t := _at(tokens, j)) is not None and tw.unit_of(t.fold) == "day" and w == "working":
            j += 1
        elif w == "working":
            return None
        return TimePart("weekdays", i, j - 1, "weekdays (Monday to Friday)", "day", weekdays=(0, 1, 2, 3, 4)), j
    return None


def year_quarter(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``1960 Q1``, ``1970 H2``: a year, then its quarter or half."""
    t = tokens[i]
    if not t.is_year or _at(tokens, i + 1) is None:
        return None
    found = _quarter_or_half(tokens, i + 1, lang)
    if found is None or found[2] != i + 2:
        return None
    kind, q, _j = found
    size = 3 if kind == "quarter" else 6
    y = int(t.fold)
    lo, hi = _month_span(y, (q - 1) * size + 1, q * size)
    name = f"Q{q}" if kind == "quarter" else f"H{q}"
    return TimePart("span", i, i + 1, f"{y} {name}", kind, lo, hi), i + 2


def week_of(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``the week of 1995-06-03``: the seven days from that date."""
    t = tokens[i]
    if lang.table.unit_of(t.fold) != "week" or (o := _at(tokens, i + 1)) is None or o.fold != "of":
        return None
    found = iso_date(tokens, i + 2, lang) if i + 2 < len(tokens) else None
    if found is None:
        return None
    d = found[0].lo
    return TimePart("span", i, i + 2, f"the week of {d.isoformat()}", "week", d, d + timedelta(days=6)), i + 3


def clock_at(tokens: Sequence[Token], i: int) -> tuple[int, int, int] | None:
    """``(hour, minute, the index after)`` of a time of day at token ``i``: "15:00", "3 pm",
    "3pm", "3:30 p.m.", "noon" ("midnight" is not read: the start or the end of the day)."""
    t = _at(tokens, i)
    if t is None:
        return None
    if t.fold == "noon":
        return 12, 0, i + 1
    text, j = t.fold, i + 1
    suffix = ""
    for ending in ("am", "pm"):
        if t.kind == "word" and text.endswith(ending) and text[:-2].isdigit():
            text, suffix = text[:-2], ending
    if not suffix:
        if t.kind not in ("clock", "number"):
            return None
        n = _at(tokens, j)
        if n is not None and n.fold in ("am", "pm"):
            suffix, j = n.fold, j + 1
        elif n is not None and n.fold in ("a", "p") and (m := _at(tokens, j + 1)) is not None and m.fold == "m":
            suffix, j = n.fold + "m", j + 2
        elif t.kind == "number":
            return None  # a bare number is no time of day
    hour, _sep, minute = text.partition(":")
    if not hour.isdigit() or (minute and not minute.isdigit()):
        return None
    h, m = int(hour), int(minute or 0)
    if suffix:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if suffix == "pm" else 0)
    return (h, m, j) if 0 <= h <= 23 and 0 <= m <= 59 else None


def _instant(day: TimePart, h: int, m: int, first: int, last: int) -> TimePart:
    seconds = (day.lo - date(1970, 1, 1)).days * 86400 + h * 3600 + m * 60
    return TimePart("instant", first, last, f"{day.lo.isoformat()} {h:02d}:{m:02d}", "position", day.lo, day.lo,
                    number=float(seconds))


def _a_day(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    if i >= len(tokens):  # "at 02:26" ends the question: no day after it
        return None
    for rule in (iso_date, day_month_year):
        found = rule(tokens, i, lang)
        if found is not None and found[0].kind == "span" and found[0].unit == "day":
            return found
    return None


def clock_on_day(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """"3 pm on 4 July 2010", "15:00 on 2010-07-04": a time of day then its day, one instant."""
    clock = clock_at(tokens, i)
    if clock is None:
        return None
    h, m, j = clock
    if (t := _at(tokens, j)) is not None and t.fold in ("on", "of"):
        j += 1
    if (t := _at(tokens, j)) is not None and t.fold == "the":
        j += 1
    day = _a_day(tokens, j, lang)
    if day is None:
        return None
    return _instant(day[0], h, m, i, day[1] - 1), day[1]


def day_at_clock(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """"4 July 2010 at 3 pm", "2010-07-04 at 15:00": a day then its time of day, one instant."""
    day = _a_day(tokens, i, lang)
    if day is None:
        return None
    j = day[1] + 1 if (t := _at(tokens, day[1])) is not None and t.fold == "at" else day[1]
    clock = clock_at(tokens, j)
    if clock is None:
        return None
    h, m, k = clock
    return _instant(day[0], h, m, i, k - 1), k


def year_or_decade(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``2013`` (a year), ``the 1950s`` (a decade); ``the 1600s`` either a decade or a century
    (kind ``hundreds``: asked back, :func:`.timescope.scope_on`)."""
    t = tokens[i]
    if t.is_year:
        y = int(t.fold)
        return TimePart("span", i, i, str(y), "year", date(y, 1, 1), date(y, 12, 31)), i + 1
    if t.kind == "number" and len(t.fold) == 5 and t.fold.endswith("0s") and t.fold[0] in "12":
        y = int(t.fold[:4])
        if y % 100 == 0:  # "the 1600s": the decade 1600-1609 or the century 1600-1699, not said which
            return TimePart("hundreds", i, i, f"the {y}s", "decade", date(y, 1, 1), date(y + 99, 12, 31)), i + 1
        return TimePart("span", i, i, f"the {y}s", "decade", date(y, 1, 1), date(y + 9, 12, 31)), i + 1
    return None


#: the ordinals a century is named by, in words ("the nineteenth century"); digits read as "19th"
CENTURY_ORDINALS = {"eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
                    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
                    "twenty-first": 21}


def century(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``the 19th century``: 1801–1900 counted strictly or 1800–1899 as commonly said (kind
    ``century``: asked back naming both, :func:`.timescope.scope_on`)."""
    t, nxt = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None or nxt.fold not in ("century", "centuries"):
        return None
    n = CENTURY_ORDINALS.get(t.fold)
    if n is None and t.kind == "number" and t.fold[:-2].isdigit() and t.fold[-2:] in ("st", "nd", "rd", "th"):
        n = int(t.fold[:-2])
    if n is None or not 1 <= n <= 21:
        return None
    y = (n - 1) * 100
    return TimePart("century", i, i + 1, f"the {t.text} century", "year", date(y + 1, 1, 1), date(y + 100, 12, 31)), i + 2


#: tried in order at each token (more specific forms first)
ATOM_RULES: tuple[Rule, ...] = (clock_on_day, day_at_clock, iso_date, iso_month, week_of, day_month_year, month_year, quarter_half, season,
                                weekday_words, year_quarter, year_or_decade, century)


def atom_at(tokens: Sequence[Token], i: int, lang: Language, axis_words: Sequence[str] = (),
            amounts: Sequence[Sequence[str]] = ()) -> tuple[TimePart, int] | None:
    """The first atom rule that reads token ``i`` (or a numeric axis position: "day 4", "20.2
    ms" where ``amounts`` holds the axis's words after a number)."""
    for rule in ATOM_RULES:
        found = rule(tokens, i, lang)
        if found is not None:
            return found
    return axis_position(tokens, i, axis_words, lang) or axis_amount(tokens, i, amounts, lang)


def _after_threshold(tokens: Sequence[Token], i: int, lang: Language) -> bool:
    """Token ``i`` follows a threshold ("more than 40", "above 40") or a word that counts the
    units after it ("the 30 periods", "the first 10 milliseconds")."""
    words = [t.fold for t in tokens[max(0, i - 3):i]]
    tw = lang.table
    return bool(words) and (words[-1] in dict(tw.threshold_words) or words[-1] in tw.counted_before
                            or any(words[-len(p.split()):] == p.split() for p, _ in tw.threshold_phrases))


def axis_amount(tokens: Sequence[Token], i: int, amounts: Sequence[Sequence[str]],
                lang: Language) -> tuple[TimePart, int] | None:
    """``20.2 milliseconds``, ``20.2 ms``, ``20.2 milliseconds after the impact``: a number and,
    after it, the words of a number axis's name, unit or declared phrase
    (:attr:`.lexicon.AxisView.amounts`): that position of the axis. Never after a threshold
    ("more than 40 milliseconds" is a condition) nor a word that counts ("the 30 periods")."""
    t = tokens[i]
    if not amounts or t.kind != "number" or t.number is None or _after_threshold(tokens, i, lang):
        return None
    for phrase in amounts:
        words = tokens[i + 1:i + 1 + len(phrase)]
        if len(words) == len(phrase) and all(singular(u.fold) == w for u, w in zip(words, phrase, strict=True)):
            last = i + len(phrase)
            return TimePart("position", i, last, " ".join(u.text for u in tokens[i:last + 1]), "position",
                            number=t.number), last + 1
    return None


def _bare_end(tokens: Sequence[Token], j: int, lang: Language, amounts: Sequence[Sequence[str]]
              ) -> tuple[TimePart, int] | None:
    """"between 30.2 and 31 milliseconds": a range's first end written as a bare number whose
    axis words the second end carries (:func:`axis_amount`) — that position; else None."""
    t, joiner = tokens[j], _at(tokens, j + 1)
    if not amounts or t.kind != "number" or t.number is None or joiner is None \
            or joiner.fold not in lang.table.range_joiners or j + 2 >= len(tokens):
        return None
    second = axis_amount(tokens, j + 2, amounts, lang)
    if second is None:
        return None
    said = second[0].label.split(" ", 1)[1]  # "31 milliseconds after the impact": its words after the number
    return TimePart("position", j, j, f"{t.text} {said}", "position", number=t.number), j + 1


def axis_position(tokens: Sequence[Token], i: int, axis_words: Sequence[str],
                  lang: Language | None = None) -> tuple[TimePart, int] | None:
    """``day 4``, ``week 12``: the axis column's word and a number (a numeric axis); a
    calendar unit's word that is not the axis's ("week 12" on an axis called Time) is a
    ``unit_position`` the scope refuses with its reason (the axis says no unit)."""
    t, n = tokens[i], _at(tokens, i + 1)
    if not axis_words or n is None or n.number is None:
        return None
    if t.fold.rstrip("s") in axis_words:
        return TimePart("position", i, i + 1, f"{t.text} {n.text}", "position", number=n.number), i + 2
    unit = lang.table.unit_of(t.fold) if lang is not None else None
    if unit is None or unit == "year" or not n.number.is_integer() or not 0 <= n.number < 1000:
        return None
    return TimePart("unit_position", i, i + 1, f"{t.text} {n.text}", unit, number=n.number), i + 2


# --------------------------------------------------------------------------- relations
#: how many of each unit a year holds, for "the last quarter of 2010"
_PER_YEAR = {"quarter": 4, "half": 2, "month": 12}


def end_of_year(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``the last quarter of 2010``, ``the first month of 2012``, ``the final half of 1999``: the
    first or last quarter, half or month of the year named right after it — never the data's last
    quarter (:func:`recent`) nor the axis's first occasion (:func:`occasion_end`)."""
    end = dict(lang.table.occasion_ends).get(tokens[i].fold)
    nxt = _at(tokens, i + 1)
    unit = (lang.table.unit_of(nxt.fold) or "") if nxt is not None and nxt.fold == singular(nxt.fold) else ""
    year = _year_after(tokens, i + 2) if end is not None and unit in _PER_YEAR else None
    if year is None:
        return None
    y, k = year
    n = _PER_YEAR[unit]
    place = 1 if end == "first" else n
    m1, m2 = (place - 1) * (12 // n) + 1, place * (12 // n)
    lo, hi = _month_span(y, m1, m2)
    name = f"Q{place} {y}" if unit == "quarter" else f"{('first', 'second')[place - 1]} half {y}" \
        if unit == "half" else f"{MONTH_NAMES[m1 - 1]} {y}"
    label = name if unit == "month" else f"{name} ({_months_of(m1, m2, y)})"
    return TimePart("span", i, k - 1, label, unit, lo, hi), k


def recent(tokens: Sequence[Token], i: int, lang: Language) -> tuple[TimePart, int] | None:
    """``the last 5 years``, ``the past 3 months``, ``the last year`` of the data."""
    tw = lang.table
    if tokens[i].fold not in tw.recent:
        return None
    j, count = i + 1, 1
    if (t := _at(tokens, j)) is not None and t.number is not None and t.number.is_integer() and t.number > 0:
        count, j = int(t.number), j + 1
    unit = tw.unit_of(_at(tokens, j).fold) if _at(tokens, j) is not None else None
    if unit is None or unit == "day" and _at(tokens, j).fold in ("date", "dates"):
        return None
    return TimePart("recent", i, j, f"the last {count} {unit}{'s' if count > 1 else ''} of the data", unit,
                    count=count), j + 1


def _end_or_place(t: Token, lang: Language) -> tuple[str | None, int | None]:
    """``(end, place)`` a word says of an axis: "last" its end, "fifth" its fifth place, else neither."""
    end = dict(lang.table.occasion_ends).get(t.fold)
    return end, (dict(lang.table.rank_ordinals).get(t.fold) if end is None else None)


def occasion_end(tokens: Sequence[Token], i: int, lang: Language, axis_words: Sequence[str] = ()) -> tuple[TimePart, int] | None:
    """``the last measurement``, ``the first reading``, ``the final time`` (an axis's own word):
    one end of the axis, named by an occasion and not a calendar unit (``the last year`` is
    :func:`recent`). Its ``unit`` is the end: ``first`` or ``last``."""
    tw = lang.table
    end, place = _end_or_place(tokens[i], lang)
    noun = _at(tokens, i + 1)
    if end is None and place is None or noun is None or not (noun.fold in tw.occasions
                                                             or noun.fold.rstrip("s") in axis_words):
        return None
    if place is not None and tw.unit_of(noun.fold) is not None:
        return None  # "the third quarter": a calendar part (:func:`quarter_half`), never the axis's third place
    if place is not None:  # "the fifth measurement", "the ninth occasion": that place of the axis
        return TimePart("end", i, i + 1, f"the {tokens[i].text} {noun.text}", "nth", count=place), i + 2
    return TimePart("end", i, i + 1, f"the {end} {noun.text}", end), i + 2


def _ends_range(tokens: Sequence[Token], i: int, j: int, lang: Language, axis_words: Sequence[str]
                ) -> tuple[TimePart, TimePart, int] | None:
    """"from the first period to the last (period)": a range opened at ``i`` whose two ends are
    the axis's ends (:func:`occasion_end`), the second's noun left out when it is the first's.
    ``(first end, second end, the token after)``, or None."""
    first = occasion_end(tokens, j, lang, axis_words) if j < len(tokens) else None
    if first is None and j < len(tokens):
        first = _noun_after(tokens, j, lang, axis_words)  # "between the first and the ninth occasion"
    if first is None or (joiner := _at(tokens, first[1])) is None or joiner.fold not in lang.table.range_joiners:
        return None
    m = first[1] + 1
    m = m + 1 if (t := _at(tokens, m)) is not None and t.fold == "the" else m
    second = occasion_end(tokens, m, lang, axis_words) if m < len(tokens) else None
    end = dict(lang.table.occasion_ends).get(tokens[m].fold) if m < len(tokens) else None
    if second is None and end is not None and ((t := _at(tokens, m + 1)) is None or t.kind != "word"):
        noun = tokens[first[0].last]  # "to the last": the first end's noun
        second = TimePart("end", m, m, f"the {end} {noun.text}", end), m + 1
    if second is None or second[0].unit == first[0].unit and second[0].count == first[0].count:
        return None
    if first[0].last == first[0].first:  # the first end's noun is the second's
        first = replace(first[0], label=f"{first[0].label} {tokens[second[0].last].text}"), first[1]
    return replace(first[0], first=i), second[0], second[1]


def _noun_after(tokens: Sequence[Token], j: int, lang: Language, axis_words: Sequence[str]
                ) -> tuple[TimePart, int] | None:
    """"the first and the ninth occasion": an end or a place whose noun the range's second end
    says — read with that noun, or None."""
    tw = lang.table
    end, place = _end_or_place(tokens[j], lang)
    joiner = _at(tokens, j + 1)
    if end is None and place is None or joiner is None or joiner.fold not in tw.range_joiners:
        return None
    m = j + 3 if (t := _at(tokens, j + 2)) is not None and t.fold == "the" else j + 2
    if m >= len(tokens) or occasion_end(tokens, m, lang, axis_words) is None:
        return None
    if place is not None:
        return TimePart("end", j, j, f"the {tokens[j].text}", "nth", count=place), j + 1
    return TimePart("end", j, j, f"the {end}", end), j + 1


def _unit_named(tokens: Sequence[Token], i: int, lang: Language, axis_words: Sequence[str]) -> tuple[TimePart, int] | None:
    """"the year 2016": a unit's word before an atom of that unit is part of it."""
    unit = lang.table.unit_of(tokens[i].fold)
    found = atom_at(tokens, i + 1, lang, axis_words) if unit is not None and i + 1 < len(tokens) else None
    if found is None or found[0].unit != unit:
        return None
    return replace(found[0], first=i), found[1]


def year_shared(first: TimePart, second: TimePart) -> TimePart:
    """"between January and June 1975": a range's first end named without a year (a month,
    a quarter or a half of every year) is in the year of its second end, when that end lies
    in one year; otherwise the first end as read."""
    if first.kind != "months" or first.unit not in ("month", "quarter", "half") or second.kind != "span":
        return first
    if second.lo is None or second.hi is None or second.lo.year != second.hi.year or not first.months:
        return first
    y, m1, m2 = second.lo.year, min(first.months), max(first.months)
    if tuple(first.months) != tuple(range(m1, m2 + 1)):
        return first
    lo, hi = _month_span(y, m1, m2)
    if first.unit == "month":
        label = f"{MONTH_NAMES[m1 - 1]} {y}"
    else:
        size = m2 - m1 + 1
        name = f"Q{m2 // 3}" if first.unit == "quarter" else f"{('first', 'second')[m2 // 6 - 1]} half"
        label = f"{name} {y} ({_months_of(m1, m2, y)})" if size > 1 else f"{name} {y}"
    return replace(first, kind="span", label=label, lo=lo, hi=hi, months=())


def _bounded(part: TimePart, side: str, first: int) -> TimePart:
    return replace(part, first=first, open=side, label=f"{side} {part.label}")


def _excluding_at(tokens: Sequence[Token], i: int, lang: Language) -> int | None:
    """The index after an excluding phrase at ``i`` ("excluding", "other than", "apart from")
    and the words that may follow it ("in", "the"), or None."""
    for phrase in lang.table.excluding:
        words = phrase.split()
        if all((t := _at(tokens, i + k)) is not None and t.fold == w for k, w in enumerate(words)):
            j = i + len(words)
            while (t := _at(tokens, j)) is not None and t.fold in ("in", "on", "the", "for", "during"):
                j += 1
            return j
    return None


def _excluded(tokens: Sequence[Token], i: int, lang: Language, axis_words: Sequence[str]) -> tuple[TimePart, int] | None:
    """"excluding July", "other than in summer": the atom after the phrase, taken out."""
    j = _excluding_at(tokens, i, lang)
    atom = atom_at(tokens, j, lang, axis_words) if j is not None and j < len(tokens) else None
    if atom is None:
        return None
    part, k = atom
    return replace(part, first=i, excluded=True, label=f"excluding {part.label}"), k


def time_parts(tokens: Sequence[Token], lang: Language, axis_words: Sequence[str] = (),
               claimed: frozenset[int] = frozenset(), dashed: frozenset[int] = frozenset(),
               amounts: Sequence[Sequence[str]] = ()) -> tuple[list[TimePart], list[TimeRange]]:
    """Every time part of the question, left to right, and the ranges among them (a range's
    two atoms are in the parts too, marked by the range). ``dashed``: the tokens written right
    after a dash that follows the token before ("1983-1991", "1983–1991": a range); ``amounts``:
    a number axis's words after a number (:func:`axis_amount`)."""
    tw = lang.table
    parts: list[TimePart] = []
    ranges: list[TimeRange] = []
    i = 0
    while i < len(tokens):
        if i in claimed:
            i += 1
            continue
        w = tokens[i].fold
        found = end_of_year(tokens, i, lang) or recent(tokens, i, lang) or occasion_end(tokens, i, lang, axis_words) \
            or _excluded(tokens, i, lang, axis_words)
        if found is not None:
            parts.append(found[0])
            i = found[1]
            continue
        opener = w in tw.range_openers
        side = ("after" if w == "after" else "since" if w in tw.after else
                "before" if w in tw.before and w != "through" else "until" if w == "through" else "")
        j = i + 1 if (opener or side) else i
        if j > i and (t := _at(tokens, j)) is not None and t.fold in ("to",) and w == "prior":
            j += 1
        if j > i and (t := _at(tokens, j)) is not None and t.fold == "the":
            j += 1
        atom = atom_at(tokens, j, lang, axis_words, amounts) if j < len(tokens) else None
        if atom is None and j < len(tokens):
            atom = _unit_named(tokens, j, lang, axis_words)
        if atom is None and opener and j < len(tokens):
            atom = _bare_end(tokens, j, lang, amounts)
        ends = _ends_range(tokens, i, j, lang, axis_words) if atom is None and opener else None
        if ends is not None:  # "from the first period to the last": the axis's two ends
            a, b, i = ends
            parts += [a, b]
            ranges.append(TimeRange(a, b))
            continue
        if atom is None:
            i += 1
            continue
        first, k = atom
        joiner = _at(tokens, k)
        bare = not opener and not side and joiner is not None and joiner.fold != "and"  # "2013-07-01 to 2013-07-05"
        dash = k in dashed and not side  # "1983-1991": the dash joins two of one unit
        if (opener or bare) and joiner is not None and joiner.fold in tw.range_joiners or dash:
            m = k if dash else k + 2 if (t := _at(tokens, k + 1)) is not None and t.fold == "the" else k + 1
            second = atom_at(tokens, m, lang, axis_words, amounts) if m < len(tokens) else None
            if second is not None and (not dash or second[0].unit == first.unit):
                b = second[0]
                a = replace(year_shared(first, b), first=i)
                parts += [a, b]
                ranges.append(TimeRange(a, b))
                i = second[1]
                continue
        if side:
            parts.append(_bounded(first, side, i))
        else:
            parts.append(first)
        i = k
    return parts, ranges

