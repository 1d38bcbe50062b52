"""How the dates and times people write are found and read on a date or datetime axis.

One :class:`PositionFormat` per axis column, detected from the column's values (or declared:
``[axis] format`` / ``[[source]] position_format``, a name below or a strptime pattern):

==========  ===========================================  =================================
name        written as                                   notes
==========  ===========================================  =================================
iso         ``2012-01-01``, ``2012-01-01T10:00+02:00``   time and time zone optional
ymd         ``2012/01/01``, ``2012.01.01``
dmy / mdy   ``31/12/2012`` / ``12/31/2012``              order settled by a field > 12, or
                                                         by ``[axis] date_order``
monthname   ``Jan 1 2000``, ``January 1, 2000``,         English, Italian, French, German,
            ``1 gennaio 2000``                           Spanish month names
isoweek     ``1991 W06``, ``1991-W06``, ``1991W06-3``      an ISO 8601 week: its Thursday, the
                                                         day that puts it in its year (or
                                                         the weekday written after it)
year        ``2000``                                     that year's 1 January
yyyymmdd    ``20000101``
yymmdd      ``800102``                                   two-digit years: 63–92 are 1963–1992
epoch       ``946684800``                                seconds since 1970 (``epoch-ms``)
days        ``10957``                                    days since 1970 (the stored form)
==========  ===========================================  =================================

Reading is columnar: one regex pass over the distinct cells splits each into its fields, numpy
turns the fields into days or seconds (proleptic Gregorian, time zones folded to UTC), and a
cell that does not fit the column's format, or names no real day, becomes NaN (the table
reader reports it with its line).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

import numpy as np

from .cells import extract, group_floats, per_distinct, zone_offset

_EPOCH = dt.datetime(1970, 1, 1)

_TIME = (
    r"(?:(?:[T ]|,? +)(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2})(?:[.,](?P<f>\d{1,9}))?)?"
    r" *(?P<ampm>[AaPp]\.?[Mm]\.?)?)? *(?P<tz>Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?"
)
_PATTERNS = {
    "iso": rf"^(?P<y>\d{{4}})-(?P<m>\d{{1,2}})-(?P<d>\d{{1,2}}){_TIME}$",
    "ymd": rf"^(?P<y>\d{{4}})[/.](?P<m>\d{{1,2}})[/.](?P<d>\d{{1,2}}){_TIME}$",
    "dmy": rf"^(?P<d>\d{{1,2}})[/.-](?P<m>\d{{1,2}})[/.-](?P<y>\d{{4}}|\d{{2}}){_TIME}$",
    "mdy": rf"^(?P<m>\d{{1,2}})[/.-](?P<d>\d{{1,2}})[/.-](?P<y>\d{{4}}|\d{{2}}){_TIME}$",
    # "Jan 1 2000", "January 1, 2000", "Jan. 1st, 2000"
    "monthname": rf"^(?P<mon>[A-Za-zÀ-ÖØ-öø-ÿ]{{3,}})\.?(?: +|-)(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:,? +|-)(?P<y>\d{{4}}){_TIME}$",
    # "1 gennaio 2000", "1 Jan 2000", "1. Januar 2000", "1 de enero de 2000", "01-Jan-2000"
    "daymonthname": (
        rf"^(?P<d>\d{{1,2}})(?:st|nd|rd|th|er|º)?\.?[ -]+(?:de )?(?P<mon>[A-Za-zÀ-ÖØ-öø-ÿ]{{3,}})\.?,?[ -]+"
        rf"(?:de )?(?P<y>\d{{4}}){_TIME}$"
    ),
    # ISO 8601 week dates: "1991 W06", "1991-W06", "1991W06", "1991-W06-3" (a weekday, Monday 1)
    "isoweek": r"^(?P<y>\d{4})[- ]?[Ww](?P<w>\d{1,2})(?:-?(?P<wd>[1-7]))?$",
}
_MONTHS = {
    1: "january jan gennaio genn gen janvier janv januar jän enero ene",
    2: "february feb febbraio febvrier février févr fevrier fevr februar febrero",
    3: "march mar marzo mars märz marz",
    4: "april apr aprile avr avril abril abr",
    5: "may maggio mag mai mayo",
    6: "june jun giugno giu juin juni junio",
    7: "july jul luglio lug juillet juil juli julio",
    8: "august aug agosto ago août aout ags",
    9: "september sep sept settembre set septembre septiembre",
    10: "october oct ottobre ott octobre oktober okt octubre",
    11: "november nov novembre novembre noviembre",
    12: "december dec dicembre dic décembre decembre dezember dez diciembre",
}
MONTH_NUMBERS = {word: n for n, words in _MONTHS.items() for word in words.split()}
_SHARE = 0.5  # the share of distinct values a format must read to be the column's


@dataclass(frozen=True)
class PositionFormat:
    """How one axis column is written; ``why`` says what in the values decided it."""

    name: str  # one of noesis.axis.AXIS_FORMAT_NAMES, or "strptime"
    pattern: str | None = None  # the strptime pattern (name "strptime")
    why: str = ""
    ambiguous: bool = False  # dmy/mdy not settled by the data nor by a declaration

    @property
    def label(self) -> str:
        return self.pattern if self.name == "strptime" and self.pattern else self.name


def yearless(pattern: str | None) -> bool:
    """A strptime pattern of a month and a day that writes no year ("%b%d": ``Oct18``): strptime
    would put every date in 1900."""
    return bool(pattern) and "%" in pattern and not any(d in pattern for d in ("%Y", "%y", "%G", "%C", "%x", "%c")) \
        and any(d in pattern for d in ("%m", "%b", "%B")) and any(d in pattern for d in ("%d", "%e"))


def declared_format(text: str) -> PositionFormat:
    """A manifest's ``format`` value → the format (validated by the manifest)."""
    if "%" in text:
        return PositionFormat("strptime", text, "declared in noesis.toml")
    return PositionFormat(text, None, "declared in noesis.toml")


# --------------------------------------------------------------------------- detection
def _matches(values: list[str], name: str) -> list[re.Match]:
    rx = re.compile(_PATTERNS[name])
    return [m for m in (rx.match(v) for v in values) if m]


def _has_time(matches: list[re.Match]) -> bool:
    return any("H" in m.re.groupindex and m.group("H") for m in matches)  # an ISO week has no clock


def _day_month_order(values: list[str], date_order: str | None) -> PositionFormat:
    """``a/b/yyyy``: the data settles day and month (a field over 12), else the declaration."""
    matches = _matches(values, "dmy")
    firsts = [int(m.group("d")) for m in matches]
    seconds = [int(m.group("m")) for m in matches]
    first_day, second_day = max(firsts) > 12, max(seconds) > 12
    example = matches[0].group(0)
    if first_day and not second_day:
        return PositionFormat("dmy", None, f"day first: a first field is over 12 (e.g. {example!r})")
    if second_day and not first_day:
        return PositionFormat("mdy", None, f"month first: a second field is over 12 (e.g. {example!r})")
    if date_order:
        return PositionFormat(date_order, None, f"[axis] date_order = {date_order!r} "
                              f"(the values, e.g. {example!r}, do not settle it)")
    return PositionFormat("dmy", None, f"AMBIGUOUS: no field is over 12 (e.g. {example!r}); read "
                          "day first — set position_format = \"mdy\" if it is month first",
                          ambiguous=True)


def detect_text_format(values: list[str], date_order: str | None = None) -> PositionFormat | None:
    """The date format that reads the most of ``values`` (distinct, trimmed) — at least half
    of them, else None. Cells it does not read are reported by the table reader."""
    if not values:
        return None
    counts = {name: len(_matches(values, name)) for name in ("iso", "ymd", "dmy", "isoweek")}
    counts["monthname"] = sum(
        1 for n in ("monthname", "daymonthname") for m in _matches(values, n)
        if m.group("mon").lower().rstrip(".") in MONTH_NUMBERS
    )
    best = max(counts, key=lambda n: counts[n])
    if counts[best] < _SHARE * len(values):
        return None
    if best == "dmy":
        return _day_month_order(values, date_order)
    example = next(v for v in values if re.match(_PATTERNS[best], v)
                   or (best == "monthname" and re.match(_PATTERNS["daymonthname"], v)))
    what = {"iso": "ISO dates", "ymd": "year/month/day dates", "monthname": "dates with month names",
            "isoweek": "ISO weeks, each read as its Thursday (the day that puts it in its year)"}
    return PositionFormat(best, None, f"{what[best]} (e.g. {example!r})")


def detect_number_format(values: np.ndarray, column: str) -> PositionFormat:
    """Numbers on a date/datetime axis: years, ``yyyymmdd``, epoch seconds/ms, else days."""
    v = values[np.isfinite(values)]
    if not len(v):
        return PositionFormat("days", None, "no values")
    whole = bool(np.all(v == np.floor(v)))
    lo, hi = float(v.min()), float(v.max())
    if whole and lo >= 1000 and hi <= 2999:
        return PositionFormat("year", None, f"whole numbers {lo:.0f}–{hi:.0f} are years (1 January each)")
    if whole and lo >= 10000101 and hi <= 29991231:
        months, days = (v // 100) % 100, v % 100
        if np.all((months >= 1) & (months <= 12) & (days >= 1) & (days <= 31)):
            return PositionFormat("yyyymmdd", None, f"8-digit dates (e.g. {lo:.0f})")
    six = number_date_format(v) if whole and hi <= 991231 else None
    if six is not None:  # days since 1970 would be the years 1997–4683
        return six
    if lo >= 1e11 and hi < 1e14:
        return PositionFormat("epoch-ms", None, "milliseconds since 1970")
    if lo >= 1e8 and hi < 1e11:
        return PositionFormat("epoch", None, "seconds since 1970 (epoch)")
    return PositionFormat("days", None, f"numbers in column {column!r} read as days since 1970")


#: two-digit years: a run of them is put in the latest century that ends it by this year (a
#: constant, so that an ingest does not depend on the day it runs): 63–92 → 1963–1992, 5–20 →
#: 2005–2020; a run that wraps (95 … 99, 0 … 4) is 1995–2004
TWO_DIGIT_PIVOT = 2030


def two_digit_years(values: np.ndarray) -> np.ndarray:
    """Whole numbers 0–99 as years (see :data:`TWO_DIGIT_PIVOT`)."""
    u = np.unique(values[np.isfinite(values)])
    gaps = np.diff(u)
    if len(gaps) and gaps.max() > 30:  # 95 … 99, 0 … 4: the low part is the next century
        cut = u[int(np.argmax(gaps)) + 1]
        return np.where(values < cut, values + 2000, values + 1900)
    century = 2000 if 2000 + u.max() <= TWO_DIGIT_PIVOT else 1900
    return values + century


#: the fewest distinct values that make whole numbers, every one a valid ``yyyymmdd``, dates whatever
#: the header (``DTSTART`` of an iCal export: 19991231); a few such numbers could be codes
EIGHT_DIGIT_DATES = 10


def dates_under_any_header(fmt: PositionFormat | None, distinct: int) -> bool:
    """Whole numbers read as ``yyyymmdd`` (``fmt``), at least :data:`EIGHT_DIGIT_DATES` distinct:
    dates whatever the column is called; fewer, or ``yymmdd``, need a header that says date."""
    return fmt is not None and fmt.name == "yyyymmdd" and distinct >= EIGHT_DIGIT_DATES


def number_date_format(values: np.ndarray) -> PositionFormat | None:
    """Whole numbers that are every one a valid date written ``yyyymmdd`` (``19800102``) or
    ``yymmdd`` (``800102``, two-digit years as :func:`two_digit_years` reads them); None if
    any present number is not one."""
    v = values[np.isfinite(values)]
    if not len(v) or not np.all(v == np.floor(v)) or v.min() < 10101:
        return None
    if v.min() >= 10000101 and v.max() <= 29991231:
        fmt = PositionFormat("yyyymmdd", None, f"8-digit dates (e.g. {v[0]:.0f})")
    elif v.max() <= 991231:
        fmt = PositionFormat("yymmdd", None, f"6-digit dates, two-digit years (e.g. {v[0]:.0f})")
    else:
        return None
    return fmt if np.all(np.isfinite(number_seconds(v, fmt))) else None


def text_has_time(values: list[str], fmt: PositionFormat) -> bool:
    """Do the values carry a clock time (so the axis is a datetime one)?"""
    if fmt.name == "strptime":
        return any(d in (fmt.pattern or "") for d in ("%H", "%I", "%M", "%S", "%T"))
    names = ("monthname", "daymonthname") if fmt.name == "monthname" else (fmt.name,)
    return any(_has_time(_matches(values, n)) for n in names if n in _PATTERNS)


# --------------------------------------------------------------------------- reading
def _field(parts: dict[str, np.ndarray], name: str) -> np.ndarray:
    return group_floats(parts[name])


def _month_field(parts: dict[str, np.ndarray]) -> np.ndarray:
    return per_distinct(parts["mon"], lambda u: np.array(
        [float(MONTH_NUMBERS.get(w.lower().rstrip("."), "nan")) for w in u]))


def days_from_civil(y: np.ndarray, m: np.ndarray, d: np.ndarray) -> np.ndarray:
    """Days since 1970-01-01 of proleptic Gregorian dates (NaN where the date does not exist)."""
    ok = np.isfinite(y) & np.isfinite(m) & np.isfinite(d) & (m >= 1) & (m <= 12) & (d >= 1)
    yy = np.where(ok, y, 1970).astype(np.int64)
    mm = np.where(ok, m, 1).astype(np.int64)
    dd = np.where(ok, d, 1).astype(np.int64)
    leap = ((yy % 4 == 0) & (yy % 100 != 0)) | (yy % 400 == 0)
    month_len = np.array([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])[mm - 1] + (leap & (mm == 2))
    ok &= dd <= month_len
    ya = yy - (mm <= 2)
    era = np.floor_divide(ya, 400)
    yoe = ya - era * 400
    doy = (153 * (mm + np.where(mm > 2, -3, 9)) + 2) // 5 + dd - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    days = (era * 146097 + doe - 719468).astype(np.float64)
    days[~ok] = np.nan
    return days


def iso_week_days(y: np.ndarray, w: np.ndarray, wd: np.ndarray) -> np.ndarray:
    """Days since 1970 of ISO 8601 week dates: week ``w`` of ISO year ``y`` (week 1 holds 4
    January), weekday ``wd`` (Monday 1; NaN: Thursday, the day ISO 8601 places a week in its year
    by, so "in 2008" holds exactly the weeks written 2008 — week 1's Monday is 31 December 2007).
    NaN for a week the year does not have (a 53rd week whose Thursday is in the next year)."""
    jan4 = days_from_civil(y, np.full_like(y, 1.0), np.full_like(y, 4.0))
    monday1 = jan4 - np.mod(jan4 + 3, 7)  # 1970-01-01 was a Thursday (weekday 3, Monday 0)
    day = monday1 + 7 * (w - 1) + np.where(np.isfinite(wd), wd - 1, 3)
    thursday = monday1 + 7 * (w - 1) + 3
    next_jan4 = days_from_civil(y + 1, np.full_like(y, 1.0), np.full_like(y, 4.0))
    next_monday1 = next_jan4 - np.mod(next_jan4 + 3, 7)
    ok = (w >= 1) & (w <= 53) & (thursday < next_monday1 + 3) & np.isfinite(day)
    return np.where(ok, day, np.nan)


def _clock_seconds(parts: dict[str, np.ndarray]) -> np.ndarray:
    h, mi, s, f = (_field(parts, k) for k in ("H", "M", "S", "f"))
    digits = per_distinct(parts["f"], lambda u: np.array([len(v) for v in u]), missing=0, dtype=np.int64)
    frac = np.nan_to_num(f) / np.power(10.0, digits)
    ampm = per_distinct(parts["ampm"], lambda u: np.array([v[0].lower() for v in u], dtype=object),
                        missing="", dtype=object)
    pm, am = ampm == "p", ampm == "a"
    h = np.nan_to_num(h)
    bad = (h > 23) | ((am | pm) & ((h > 12) | (h < 1)))
    h = np.where(pm & (h < 12), h + 12, np.where(am & (h == 12), 0, h))
    secs = h * 3600 + np.nan_to_num(mi) * 60 + np.nan_to_num(s) + frac
    secs[bad | (np.nan_to_num(mi) > 59) | (np.nan_to_num(s) > 60)] = np.nan
    return secs - per_distinct(parts["tz"], lambda u: np.array([zone_offset(z) for z in u]), missing=0.0)


def _regex_seconds(s: np.ndarray, name: str) -> np.ndarray:
    """Seconds since 1970 (UTC) for each cell of a regex family; NaN where it does not fit."""
    parts = extract(s, _PATTERNS[name])
    if name == "isoweek":
        return iso_week_days(_field(parts, "y"), _field(parts, "w"), _field(parts, "wd")) * 86400.0
    if name == "monthname":  # either month-name order
        other = extract(s, _PATTERNS["daymonthname"])
        a, b = _regex_fields(parts, month_name=True), _regex_fields(other, month_name=True)
        return np.where(np.isfinite(a), a, b)
    return _regex_fields(parts, month_name=False)


def _regex_fields(parts: dict[str, np.ndarray], month_name: bool) -> np.ndarray:
    y = _field(parts, "y")
    # the two-digit-year pivot only for a year written in two digits: "0000" is year 0 (out
    # of range, refused), never 2000
    digits = per_distinct(parts["y"], lambda u: np.array([len(v) for v in u]), missing=0, dtype=np.int64)
    two = digits <= 2
    y = np.where((y < 100) & two, np.where(y < 70, y + 2000, y + 1900), y)
    m = _month_field(parts) if month_name else _field(parts, "m")
    days = days_from_civil(y, m, _field(parts, "d"))
    return days * 86400.0 + _clock_seconds(parts)


def _strptime_one(cell: str, pattern: str) -> float:
    try:
        when = dt.datetime.strptime(cell, pattern)
    except ValueError:
        return np.nan
    if when.tzinfo is not None:
        return when.timestamp()
    return (when - _EPOCH).total_seconds()


def _strptime_seconds(s: np.ndarray, pattern: str) -> np.ndarray:
    return per_distinct(s, lambda u: np.array([_strptime_one(v, pattern) for v in u]))


_PLAIN_NUMBER = re.compile(r"^[-+]?\d+(?:\.\d+)?$")


def text_seconds(s: np.ndarray, fmt: PositionFormat) -> np.ndarray:
    """Trimmed text cells → seconds since 1970 UTC (NaN: empty or not in ``fmt``)."""
    if fmt.name == "strptime":
        return _strptime_seconds(s, fmt.pattern or "")
    if fmt.name in _PATTERNS:
        return _regex_seconds(s, fmt.name)
    numbers = per_distinct(s, lambda u: np.array([float(v) if _PLAIN_NUMBER.match(v) else np.nan for v in u]))
    return number_seconds(numbers, fmt)


def number_seconds(values: np.ndarray, fmt: PositionFormat) -> np.ndarray:
    """Numbers → seconds since 1970 UTC in ``fmt`` (year, yyyymmdd, epoch, epoch-ms, days)."""
    v = np.asarray(values, dtype=np.float64)
    if fmt.name == "strptime":  # 800102 in "%y%m%d": the number's digits read in the pattern
        return _strptime_seconds(_digits(v, _pattern_width(fmt.pattern or "")), fmt.pattern or "")
    if fmt.name == "year":
        whole = v == np.floor(v)
        return np.where(whole, days_from_civil(v, np.ones_like(v), np.ones_like(v)), np.nan) * 86400.0
    if fmt.name in ("yyyymmdd", "yymmdd"):
        years = v // 10000 if fmt.name == "yyyymmdd" else two_digit_years(v // 10000)
        return days_from_civil(years, (v // 100) % 100, v % 100) * 86400.0
    if fmt.name == "epoch":
        return v.copy()
    if fmt.name == "epoch-ms":
        return v / 1000.0
    return v * 86400.0  # days since 1970: the stored form of a date


#: the digits each numeric strptime directive reads
_DIRECTIVE_WIDTHS = {"%Y": 4, "%y": 2, "%m": 2, "%d": 2, "%H": 2, "%M": 2, "%S": 2, "%j": 3}


def _pattern_width(pattern: str) -> int | None:
    """How many digits a pattern of numeric directives alone reads ("%y%m%d": 6); None when it
    holds anything else (a separator, a month name), which no number is written in."""
    parts = [pattern[i:i + 2] for i in range(0, len(pattern), 2)]
    if not pattern or len(pattern) % 2 or any(p not in _DIRECTIVE_WIDTHS for p in parts):
        return None
    return sum(_DIRECTIVE_WIDTHS[p] for p in parts)


def _digits(v: np.ndarray, width: int | None) -> np.ndarray:
    """Whole numbers as the text a pattern reads, zero-padded to its width (50102 → "050102");
    empty (unread) for a fraction, a missing cell, or a pattern no number is written in."""
    ok = np.isfinite(v) & (v == np.floor(v)) & (v >= 0) if width else np.zeros(len(v), dtype=bool)
    return np.array([f"{int(x):0{width}d}" if good else "" for x, good in zip(v, ok, strict=True)], dtype=object)


def to_axis(seconds: np.ndarray, kind: str) -> np.ndarray:
    """Seconds since 1970 → the stored position: days for a date axis, seconds otherwise."""
    out = np.floor(seconds / 86400.0) if kind == "date" else seconds
    out[~np.isfinite(out)] = np.nan
    return out
