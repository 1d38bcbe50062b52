"""The ordered axis a KB declares, and how positions on it are read and written.

Every position is stored as a float on one numeric line, whatever the axis kind:

=========  ================================  ==========================
kind       stored as                         shown as
=========  ================================  ==========================
number     the number itself                 ``1740`` / ``12.5``
clock      seconds                           ``29:00`` or ``01:02:03``
date       days since 1970-01-01             ``2013-07-04``
datetime   seconds since 1970-01-01 (UTC)    ``2013-07-04 14:00``
ordinal    the ordinal                       ``4``
=========  ================================  ==========================

Keeping one numeric line lets the interval index, alignment and statistics treat all
axes alike; only parsing and rendering know the kind.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, date, datetime

AXIS_KINDS = ("number", "clock", "date", "datetime", "ordinal")
#: how a table may write a date/datetime axis (``[axis] format``, ``position_format``);
#: a strptime pattern (anything with a ``%``) is also accepted. See noesis.ingest.axisformats.
AXIS_FORMAT_NAMES = ("iso", "ymd", "dmy", "mdy", "monthname", "isoweek", "year", "yyyymmdd", "yymmdd",
                     "epoch", "epoch-ms", "days")

_EPOCH_DATE = date(1970, 1, 1)
#: the positions a date or datetime axis holds: 0001-01-01 to 9999-12-31 (UTC), the dates
#: every reader, renderer and question can handle; a cell outside is not a position
POSITION_LIMITS = {
    "date": (float((date(1, 1, 1) - _EPOCH_DATE).days), float((date(9999, 12, 31) - _EPOCH_DATE).days)),
    "datetime": (datetime(1, 1, 1, tzinfo=UTC).timestamp(),
                 datetime(9999, 12, 31, 23, 59, 59, tzinfo=UTC).timestamp()),
}
DATE_RANGE_TEXT = "0001-01-01 to 9999-12-31 (UTC)"
#: ``h:mm:ss`` or ``m:ss`` (minutes unbounded without hours: ``123:45`` is 2 h 3 min 45 s)
#: a clock or elapsed time, after a count of days as pandas writes a duration ("0 days 00:43:05")
_CLOCK_RE = re.compile(r"^\s*(?:(\d+)\s+days?,?\s+)?(?:(\d+):(\d{1,2})|(\d+)):(\d{1,2})(?:[.,](\d+))?\s*$")


def valid_format(text: str) -> bool:
    """Is ``text`` a position format a manifest may declare?"""
    return "%" in text or text in AXIS_FORMAT_NAMES


class PositionParseError(ValueError):
    """A cell or string that is not a position on the axis."""


def parse_clock(text: str) -> float:
    """``"29:00"`` → 1740.0, ``"01:02:03,5"`` → 3723.5, ``"1 days 00:00:10"`` → 86410.0; plain
    numbers are seconds."""
    m = _CLOCK_RE.match(text)
    if not m:
        try:
            return float(text)
        except ValueError:
            raise PositionParseError(f"not a clock time: {text!r}") from None
    days, hours, hminutes, minutes, seconds, frac = m.groups()
    value = int(days or 0) * 86400 + int(hours or 0) * 3600 + int(hminutes or minutes) * 60 + int(seconds)
    if frac:
        value += float("0." + frac)
    return float(value)


def in_range(value: float, kind: str) -> bool:
    """Whether ``value`` is a position a ``kind`` axis can hold (:data:`POSITION_LIMITS`;
    other kinds have no limit here)."""
    if kind not in POSITION_LIMITS:
        return True
    lo, hi = POSITION_LIMITS[kind]
    return lo <= value <= hi


def parse_position(text: object, kind: str) -> float:
    """Parse one axis cell (string or number) into the stored float; a date or datetime
    outside :data:`POSITION_LIMITS` (``9999-12-31T23:00-05:00`` is year 10000 in UTC) is
    not a position."""
    value = _parse_position(text, kind)
    if not in_range(value, kind):
        raise PositionParseError(f"{text!r} is outside the dates an axis holds, {DATE_RANGE_TEXT}")
    return value


def _parse_position(text: object, kind: str) -> float:
    if isinstance(text, int | float) and not isinstance(text, bool):
        if kind in ("date", "datetime") and not math.isfinite(float(text)):
            raise PositionParseError(f"not a {kind}: {text!r}")
        return float(text)
    if isinstance(text, datetime):
        return _datetime_value(text) if kind == "datetime" else float(
            (text.date() - _EPOCH_DATE).days
        )
    if isinstance(text, date):
        return float((text - _EPOCH_DATE).days)
    s = str(text).strip()
    if not s:
        raise PositionParseError("empty position")
    if kind == "clock":
        return parse_clock(s)
    if kind == "date":
        try:
            return float((date.fromisoformat(s[:10]) - _EPOCH_DATE).days)
        except ValueError:
            raise PositionParseError(f"not an ISO date: {s!r}") from None
    if kind == "datetime":
        try:
            return _datetime_value(datetime.fromisoformat(s.replace("Z", "+00:00")))
        except ValueError:
            raise PositionParseError(f"not an ISO datetime: {s!r}") from None
    try:
        value = float(s.replace(",", ".")) if s.count(",") == 1 and "." not in s else float(s)
    except ValueError:
        raise PositionParseError(f"not a number: {s!r}") from None
    if not math.isfinite(value):
        raise PositionParseError(f"not a finite number: {s!r}")
    return value


def _datetime_value(value: datetime) -> float:
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.timestamp()


def format_clock(seconds: float) -> str:
    total = int(round(seconds)) if abs(seconds - round(seconds)) < 1e-9 else seconds
    if isinstance(total, float):
        whole = int(math.floor(total))
        frac = total - whole
        base = format_clock(whole)
        return f"{base}.{int(round(frac * 1000)):03d}"
    sign = "-" if total < 0 else ""
    total = abs(total)
    h, rem = divmod(total, 3600)
    m, s = divmod(rem, 60)
    if h:
        return f"{sign}{h:02d}:{m:02d}:{s:02d}"
    return f"{sign}{m:02d}:{s:02d}"


def format_number(value: float) -> str:
    """Shortest faithful rendering: 146.0 → ``146``, 37.5 → ``37.5``, 0.0017868 → ``0.0017868``
    (six decimals, and six significant digits below 0.1)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    places = 6 if value == 0 or abs(value) >= 0.1 else min(6 - 1 - math.floor(math.log10(abs(value))), 20)
    text = f"{value:.{places}f}".rstrip("0").rstrip(".")  # six decimals, and six digits of a small value
    return text if text not in ("-0", "") else "0"


#: a table's time axis whose positions are seasons written by their two years ("1920-21"): its
#: granularity; the axis's format is the separator and the second year's digits ("-2", "/4")
SEASON = "season"


#: a season written by its two years: "1920-21", "2009-2010", "1999/00"
SEASON_TEXT = re.compile(r"^((?:1[5-9]|2[01])\d\d)\s*([-/\u2013])\s*(\d{2}|\d{4})$")


def season_start(first: str, second: str) -> int | None:
    """The first year of a season written by two years, the second following the first ("1925",
    "26"; "2009", "2010"; "1999", "00"), else None (two years apart are a range, no season)."""
    if not (first.isdigit() and second.isdigit() and len(first) == 4 and len(second) in (2, 4)):
        return None
    follows = int(second) == int(first) + 1 if len(second) == 4 else int(second) == (int(first) + 1) % 100
    return int(first) if follows else None


def season_label(start: float, form: str) -> str:
    """A season as its column writes it, from its first year: ``form`` "-2" → "1920-21", "-4" →
    "2009-2010"."""
    sep, digits, first = form[:1] or "-", form[1:], int(start)
    return f"{first}{sep}{(first + 1) % 100:02d}" if digits == "2" else f"{first}{sep}{first + 1}"


def format_position(value: float | None, kind: str) -> str:
    """Render a stored position the way the axis shows it (never raises: a position no
    calendar holds is shown as its number)."""
    if value is None or math.isnan(value):
        return "n/a"
    if kind == "clock":
        return format_clock(value)
    if kind in POSITION_LIMITS and not in_range(value, kind):  # a KB written before the limit
        return f"{format_number(value)} ({'days' if kind == 'date' else 'seconds'} from 1970, not a date)"
    if kind == "date":
        return date.fromordinal(_EPOCH_DATE.toordinal() + int(value)).isoformat()
    if kind == "datetime":
        dt = datetime.fromtimestamp(value, tz=UTC)
        return dt.strftime("%Y-%m-%d %H:%M:%S") if dt.second else dt.strftime("%Y-%m-%d %H:%M")
    return format_number(value)


def describe_position(value: float | None, axis_name: str, kind: str) -> str:
    """``second 146 (02:26)`` for clock axes, ``year 1987`` otherwise."""
    if value is None:
        return "no position"
    if kind == "clock":
        return f"{axis_name} {format_number(value)} ({format_clock(value)})"
    return f"{axis_name} {format_position(value, kind)}"


def rtree_scale(kind: str) -> float:
    """Integer scale for the ``rtree_i32`` interval index (exact values stay in the row)."""
    return {"number": 1000.0, "clock": 1000.0, "ordinal": 1.0, "date": 1.0, "datetime": 1 / 60}[
        kind
    ]


def readings_phrase(n: int) -> str:
    """"1 reading", "12 readings": a count of readings as a sentence writes it."""
    return f"{n} reading" if n == 1 else f"{n} readings"
