"""Time parts (:mod:`.timewords`) → a :class:`~noesis.relation.TimeScope` on one table's axis.

The parts of a question intersect: "summer 2013" and "on weekends" is the weekends of June–
August 2013. On a calendar axis (date, date-time) the scope is the data's days that satisfy
every part, as merged runs of days; on a year axis only whole years apply; on a month-day
axis (no year) only months and days of the month; on a numeric axis only its own positions
("day 4"). A part the axis cannot express is a :class:`NotExpressible` with the reason —
never dropped.
"""

from __future__ import annotations

import calendar
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta

from ...axis import SEASON, format_number, format_position, season_label
from ...relation import TimeScope
from .lexicon import AxisView
from .timewords import TimePart

_EPOCH = date(1970, 1, 1)
#: the most runs of days one scope may list (the store's bound on a row query's intervals)
MAX_RUNS = 5000


@dataclass(frozen=True)
class NotExpressible:
    part: TimePart
    why: str


def _day(position: float, axis: AxisView) -> date:
    days = position if axis.kind == "date" else position // 86400
    return _EPOCH + timedelta(days=int(days))


def _position(d: date, axis: AxisView, end: bool) -> float:
    days = (d - _EPOCH).days
    if axis.kind == "date":
        return float(days)
    return float(days * 86400 + (86399.999 if end else 0))


def _months_later(d: date, n: int) -> date:
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, 1)


#: a calendar step of each granularity, in days (date axes) or seconds (date-time axes)
_FIXED_STEPS = {"week": 7, "day": 1, "hour": 1 / 24, "minute": 1 / 1440, "second": 1 / 86400}
_MONTH_STEPS = {"month": 1, "quarter": 3, "year": 12}


def _beside(position: float, axis: AxisView, n: int) -> float | None:
    """The axis position one step of its granularity after (``n`` = 1) or before (-1)
    ``position``; None where the axis is no calendar and no year number."""
    g = axis.granularity
    if axis.years or axis.kind == "number" and g == "year":
        return position + n
    if not axis.calendar:
        return None
    if g in _MONTH_STEPS:
        d = _months_later(_day(position, axis).replace(day=1), n * _MONTH_STEPS[g])
        return _position(d, axis, False)
    step = _FIXED_STEPS.get(g)
    if step is None:
        return None
    return position + n * (step if axis.kind == "date" else step * 86400)


def cut_by_the_data(parts: Sequence[TimePart], axis: AxisView | None) -> str:
    """Where the data starts or ends inside a closed period the question names ("in 2015",
    "the 1990s") — a reading of the axis's step would still fall inside it before the data's
    first or after its last — said as "the data ends on 2015-07-01, inside 2015"; "" where it covers them."""
    if axis is None:
        return ""
    for p in parts:
        whole = _stated([p], axis) if axis.calendar else (
            ((float(p.lo.year), float(p.hi.year)),)
            if axis.years and p.kind == "span" and p.lo is not None and p.hi is not None and not p.open else ())
        for lo, hi in whole:
            after = _beside(axis.last, axis, 1)
            if lo <= axis.last < hi and after is not None and after <= hi:
                return f"the data ends on {format_position(axis.last, axis.kind)}, inside {p.label}"
            before = _beside(axis.first, axis, -1)
            if lo < axis.first <= hi and before is not None and before >= lo:
                return f"the data starts on {format_position(axis.first, axis.kind)}, inside {p.label}"
    return ""


def years_of_data(axis: AxisView | None) -> int:
    """How many calendar years the data's axis touches (1 for one year's readings; 0 for an
    axis of no years)."""
    if axis is None:
        return 0
    if axis.kind in ("date", "datetime"):
        return _day(axis.last, axis).year - _day(axis.first, axis).year + 1
    return int(axis.last - axis.first) + 1 if axis.granularity == "year" else 0


def data_range(axis: AxisView) -> str:
    if axis.month_day:  # month × 100 + day: "October 18 to December 7", never "1018 to 1207"
        return " to ".join(_month_day(f"{int(p) // 100}-{int(p) % 100}") for p in (axis.first, axis.last))
    if axis.granularity == SEASON:  # seasons as the column writes them: "1920-21 to 1930-31"
        return " to ".join(season_label(p, axis.time.format or "-4") for p in (axis.first, axis.last))
    return f"{format_position(axis.first, axis.kind)} to {format_position(axis.last, axis.kind)}"


def _recent_span(part: TimePart, axis: AxisView) -> tuple[date, date]:
    """The last ``count`` units ending at the data's last position (whole calendar units)."""
    end = _day(axis.last, axis)
    n = part.count
    if part.unit == "year":
        return date(end.year - n + 1, 1, 1), date(end.year, 12, 31)
    if part.unit == "month":
        y, m = divmod(end.year * 12 + end.month - 1 - (n - 1), 12)
        return date(y, m + 1, 1), end
    if part.unit == "quarter":
        q0 = (end.month - 1) // 3
        y, q = divmod(end.year * 4 + q0 - (n - 1), 4)
        return date(y, q * 3 + 1, 1), end
    if part.unit == "week":
        return end - timedelta(days=7 * n - 1), end
    return end - timedelta(days=n - 1), end


def _calendar_bounds(parts: Sequence[TimePart], axis: AxisView) -> tuple[date, date] | NotExpressible:
    lo, hi = _day(axis.first, axis), _day(axis.last, axis)
    for p in parts:
        if p.kind == "recent":
            a, b = _recent_span(p, axis)
        elif p.kind == "span":
            a, b = p.lo, p.hi
        else:
            continue
        if p.open == "before":
            a, b = date.min, a - timedelta(days=1)
        elif p.open == "after":
            a, b = b + timedelta(days=1), date.max
        elif p.open == "since":
            b = date.max
        elif p.open == "until":
            a = date.min
        lo, hi = max(lo, a), min(hi, b)
    return lo, hi


def _runs(lo: date, hi: date, months: set[int], weekdays: set[int]) -> list[tuple[date, date]]:
    """Merged runs of the days in ``[lo, hi]`` whose month and weekday pass the filters."""
    out: list[tuple[date, date]] = []
    if not months and not weekdays:
        return [(lo, hi)] if lo <= hi else []
    d = lo
    one = timedelta(days=1)
    while d <= hi:
        if (not months or d.month in months) and (not weekdays or d.weekday() in weekdays):
            if out and out[-1][1] == d - one:
                out[-1] = (out[-1][0], d)
            else:
                out.append((d, d))
        d += one
    return out


def _filters(parts: Sequence[TimePart]) -> tuple[set[int], set[int]]:
    months: set[int] = set()
    weekdays: set[int] = set()
    for p in parts:
        if p.kind == "months":
            months = set(p.months) if not months else months & set(p.months)
        if p.kind == "weekdays":
            weekdays = set(p.weekdays) if not weekdays else weekdays & set(p.weekdays)
    return months, weekdays


def _calendar_scope(parts: Sequence[TimePart], axis: AxisView) -> tuple[tuple[float, float], ...] | NotExpressible:
    instants = [p for p in parts if p.kind == "instant"]
    if instants:
        if axis.kind != "datetime":
            return NotExpressible(instants[0], f"'{instants[0].label}' is a time of day; the table's time axis "
                                               f"holds {axis.granularity}s")
        return tuple((p.number, p.number) for p in instants[:1])
    for p in parts:
        if p.kind in ("monthday", "position"):
            why = ("gives no year" if p.kind == "monthday" else "is not a date")
            return NotExpressible(p, f"'{p.label}' {why}; the table's time axis holds dates")
        if p.kind == "weekdays" and axis.granularity not in ("day", "hour", "minute", "second"):
            return NotExpressible(p, f"the table's time axis is {axis.granularity}ly: it has no weekdays")
        if p.kind == "months" and axis.granularity == "year":
            return NotExpressible(p, "the table's time axis holds whole years")
    bounds = _calendar_bounds(parts, axis)
    if isinstance(bounds, NotExpressible):
        return bounds
    lo, hi = bounds
    months, weekdays = _filters(parts)
    runs = _runs(lo, hi, months, weekdays)
    if len(runs) > MAX_RUNS:
        return NotExpressible(parts[0], f"the scope is {len(runs)} separate runs of days (at most {MAX_RUNS})")
    return tuple((_position(a, axis, False), _position(b, axis, True)) for a, b in runs)


def _opened(a: float, b: float, side: str, step: float) -> tuple[float, float]:
    """``[a, b]`` with its open side: before (… – a−step), after (b+step – …), since (a – …),
    until (… – b); ``step`` is the axis's smallest step between two positions."""
    if side == "before":
        return float("-inf"), a - step
    if side == "after":
        return b + step, float("inf")
    if side == "since":
        return a, float("inf")
    if side == "until":
        return float("-inf"), b
    return a, b


def _year_scope(parts: Sequence[TimePart], axis: AxisView) -> tuple[tuple[float, float], ...] | NotExpressible:
    lo, hi = axis.first, axis.last
    for p in parts:
        if p.kind == "recent" and p.unit == "year":
            lo = max(lo, axis.last - p.count + 1)
            continue
        if p.kind == "position" and p.number.is_integer():  # "the year 1985": the axis's word and a year
            a, b = _opened(p.number, p.number, p.open, 1.0)
            lo, hi = max(lo, a), min(hi, b)
            continue
        whole = p.kind == "span" and p.lo is not None and (p.lo.month, p.lo.day) == (1, 1) and (p.hi.month, p.hi.day) == (12, 31)
        if not whole and (year := _year_ended(p, axis)) is not None:
            a, b = _opened(year, year, p.open, 1.0)
            lo, hi = max(lo, a), min(hi, b)
            continue
        if not whole:
            ends = f" (its years end on {_month_day(axis.period_end)})" if axis.period_end else ""
            return NotExpressible(p, f"'{p.label}' is not a whole year; the table's time axis holds years{ends}")
        a, b = _opened(float(p.lo.year), float(p.hi.year), p.open, 1.0)
        lo, hi = max(lo, a), min(hi, b)
    return ((lo, hi),) if lo <= hi else ()


def _year_ended(p: TimePart, axis: AxisView) -> float | None:
    """"as of October 31, 2019" on a report's years that end on October 31: the year 2019 (one
    day, the day the axis's years end on), else None."""
    if p.kind != "span" or p.lo is None or p.lo != p.hi or not axis.period_end:
        return None
    return float(p.lo.year) if f"{p.lo.month:02d}-{p.lo.day:02d}" == axis.period_end else None


def _month_day(period_end: str) -> str:
    """"10-31" → "October 31"."""
    month, day = (int(x) for x in period_end.split("-"))
    return f"{calendar.month_name[month]} {day}"


def _month_day_scope(parts: Sequence[TimePart], axis: AxisView) -> tuple[tuple[float, float], ...] | NotExpressible:
    lo, hi = axis.first, axis.last
    months: set[int] = set()
    for p in parts:
        if p.kind == "months":
            months = set(p.months) if not months else months & set(p.months)
        elif p.kind == "monthday":
            a, b = _opened(float(p.md_lo), float(p.md_hi), p.open, 1.0)
            lo, hi = max(lo, a), min(hi, b)
        else:
            why = "the table's time axis has months and days but no year" if p.kind in ("span", "recent", "winter",
                                                                                        "hundreds") \
                else "the table's time axis has no weekdays (no year)" if p.kind == "weekdays" \
                else "the table's time axis holds months and days"
            return NotExpressible(p, why)
    if not months:
        return ((lo, hi),) if lo <= hi else ()
    return tuple((max(lo, m * 100 + 1.0), min(hi, m * 100 + 31.0)) for m in sorted(months) if m * 100 + 1 <= hi and m * 100 + 31 >= lo)


def _number_scope(parts: Sequence[TimePart], axis: AxisView) -> tuple[tuple[float, float], ...] | NotExpressible:
    lo, hi = axis.first, axis.last
    for p in parts:
        name = axis.axis_name or ", ".join(axis.time.columns)
        if p.kind == "unit_position":
            return NotExpressible(p, f"the axis '{name}' is a number with no declared unit, so '{p.label}' may "
                                     f"not be {name} {format_number(p.number)}; if {name} counts {p.unit}s, say "
                                     f"'{name} {format_number(p.number)}' or declare [axis] name = \"{p.unit}\" "
                                     "in the manifest")
        if p.kind != "position":
            what = f"{p.unit}s" if p.unit in ("year", "decade", "month", "quarter", "season", "day", "week") else "dates"
            return NotExpressible(p, f"the axis '{name}' ({axis.kind}) cannot hold {what}")
        a, b = _opened(p.number, p.number, p.open, 1e-9)
        lo, hi = max(lo, a), min(hi, b)
    return ((lo, hi),) if lo <= hi else ()


def _minus(keep: Sequence[tuple[float, float]], drop: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """The runs of ``keep`` outside every run of ``drop`` (inclusive runs; a cut ends a hair
    before the dropped run, so the position before it stays)."""
    eps = 1e-6
    out = list(keep)
    for c, d in drop:
        out = [piece for a, b in out for piece in ((a, min(b, c - eps)), (max(a, d + eps), b))
               if piece[0] <= piece[1] and not (piece[0] >= c and piece[1] <= d)]
    return out


def _excluding(parts: Sequence[TimePart], axis: AxisView, text: str) -> TimeScope | NotExpressible:
    """"in 2013 excluding July": the scope of the other parts (the whole data when none), less
    each excluded part's own scope."""
    kept = [p for p in parts if not p.excluded]
    base = scope_on(kept, axis, text) if kept else TimeScope(text, "", ((axis.first, axis.last),))
    if isinstance(base, NotExpressible):
        return base
    runs: list[tuple[float, float]] = list(base.intervals)
    for p in (p for p in parts if p.excluded):
        out = scope_on([replace(p, excluded=False)], axis, p.label)
        if isinstance(out, NotExpressible):
            return NotExpressible(p, out.why)
        runs = _minus(runs, out.intervals)
    if len(runs) > MAX_RUNS:
        return NotExpressible(parts[0], f"the scope is {len(runs)} separate runs (at most {MAX_RUNS})")
    label = " ".join(x for x in (base.label, *(p.label for p in parts if p.excluded)) if x)
    return TimeScope(text, label, tuple(runs), base.unit or _coarsest(parts), base.note)


def scope_on(parts: Sequence[TimePart], axis: AxisView | None, text: str) -> TimeScope | NotExpressible:
    """The scope the ``parts`` (the question's words ``text``) select on ``axis``."""
    if not parts:
        return TimeScope(text, "")
    parts = [_decades_as_years(p) for p in parts]
    if axis is not None and any(p.excluded for p in parts):
        return _excluding(parts, axis, text)
    if axis is None:
        return NotExpressible(parts[0], "the table has no time axis")
    if any(p.kind == "hundreds" for p in parts):
        p = next(p for p in parts if p.kind == "hundreds")
        y = p.lo.year
        return NotExpressible(p, f"'{p.label}' may be the decade {y}–{y + 9} or the century {y}–{y + 99}: say "
                                 f"'from {y} to {y + 9}' or 'from {y} to {y + 99}'")
    if any(p.kind == "century" for p in parts):
        p = next(p for p in parts if p.kind == "century")
        a = p.lo.year
        return NotExpressible(p, f"'{p.label}' is {a}–{a + 99} counted strictly or {a - 1}–{a + 98} as commonly "
                                 f"said: say 'from {a - 1} to {a + 98}' or 'from {a} to {a + 99}'")
    if any(p.kind == "winter" for p in parts):
        p = next(p for p in parts if p.kind == "winter")
        y = p.label.split()[-1]
        return NotExpressible(p, f"a winter spans two years: December {int(y) - 1}–February {y} or "
                                 f"December {y}–February {int(y) + 1}; name the months")
    ends = [p for p in parts if p.kind == "end"]
    if ends:
        return _end_scope(parts, ends, axis, text)
    counted = next((p for p in parts if p.kind == "unit_position"), None)
    if counted is not None and (axis.calendar or axis.years or axis.month_day):
        return NotExpressible(counted, f"'{counted.label}' counts {counted.unit}s from a start the table does not "
                                       "give; name the dates")
    if axis.calendar:
        parts = _in_the_one_year(parts, axis)
        try:
            found = _calendar_scope(parts, axis)
        except (OverflowError, ValueError):  # a KB stored before positions past year 9999 were refused
            return NotExpressible(parts[0], "the table's positions run past the calendar (year 1 to 9999); "
                                            "re-ingest the KB")
    elif axis.years:
        found = _year_scope(parts, axis)
    elif axis.month_day:
        found = _month_day_scope(parts, axis)
    else:
        found = _number_scope(parts, axis)
    if isinstance(found, NotExpressible):
        return found
    unit = _coarsest(parts)
    note = next((p.note for p in parts if p.note), "")
    label = " and ".join(_preposition(p) + p.label for p in parts)
    return TimeScope(text, label, found, unit, note, _stated(parts, axis))


def whole_units(scope: TimeScope | None, axis: AxisView, unit: str) -> int | str:
    """How many whole calendar ``unit``s (years or months) the scope spans, every one inside the
    data (a unit with no row then holds none: 0, not unknown); or why not — several runs, a unit
    cut by the scope, an end beyond the data's first or last row."""
    runs = scope.intervals if scope is not None and scope.label else ((axis.first, axis.last),)
    if len(runs) != 1 or unit not in ("year", "month") or not (axis.calendar or axis.years and unit == "year"):
        return f"a count of rows per {unit} is computed over one span of whole years or months only"
    lo, hi = runs[0]
    if lo < axis.first or hi > axis.last:
        return (f"the data runs from {data_range(axis)}: a {unit} beyond its first or last row is not known to hold "
                "none; narrow the interval to whole periods inside it")
    if axis.years:
        return int(hi) - int(lo) + 1
    a, b = _day(lo, axis), _day(hi, axis)
    if unit == "year" and ((a.month, a.day) != (1, 1) or (b.month, b.day) != (12, 31)) \
            or unit == "month" and (a.day != 1 or b.day != calendar.monthrange(b.year, b.month)[1]):
        return f"{a.isoformat()} to {b.isoformat()} is no span of whole {unit}s"
    return (b.year - a.year + 1) if unit == "year" else (b.year - a.year) * 12 + b.month - a.month + 1


def _decades_as_years(p: TimePart) -> TimePart:
    """"The last 2 decades" of the data: its last 20 whole years, said so (never the calendar
    decades 2000–2019, which the words do not say)."""
    if p.kind != "recent" or p.unit != "decade":
        return p
    n = p.count * 10
    return replace(p, unit="year", count=n, label=f"the last {n} years of the data",
                   note=p.note or f"'{p.label}' read as the last {n} years of the data")


def _in_the_one_year(parts: Sequence[TimePart], axis: AxisView) -> list[TimePart]:
    """"On 1 May" over a calendar axis whose readings all fall in one year: that year's day,
    said so in the scope's note ("'May 1' read as 2021-05-01: the data's one year"); a month
    and day over several years stays without one (:func:`_calendar_scope` refuses it)."""
    try:
        first, last = _day(axis.first, axis), _day(axis.last, axis)
    except (OverflowError, ValueError):
        return list(parts)
    out = []
    for p in parts:
        if p.kind != "monthday" or first.year != last.year:
            out.append(p)
            continue
        try:
            lo = date(first.year, p.md_lo // 100, p.md_lo % 100)
            hi = date(first.year, p.md_hi // 100, p.md_hi % 100)
        except ValueError:  # "February 29" of a year with none
            out.append(p)
            continue
        said = lo.isoformat() if lo == hi else f"{lo.isoformat()} to {hi.isoformat()}"
        out.append(replace(p, kind="span", lo=lo, hi=hi, label=said,
                           note=p.note or f"'{p.label}' read as {said}: every reading of the data is in {first.year}"))
    return out


def _stated(parts: Sequence[TimePart], axis: AxisView) -> tuple[tuple[float, float], ...]:
    """The whole days of each closed period the question names on a calendar axis, its last
    second included on a datetime one (as a written "in 2013" reads): the scope's label states
    them even where the data ends inside them."""
    if not axis.calendar:
        return ()
    out = []
    for p in parts:
        if p.kind == "span" and p.lo is not None and p.hi is not None and not p.open:
            lo, hi = float((p.lo - _EPOCH).days), float((p.hi - _EPOCH).days)
            out.append((lo, hi) if axis.kind == "date" else (lo * 86400, hi * 86400 + 86399))
    return tuple(out)


def _end_scope(parts: Sequence[TimePart], ends: Sequence[TimePart], axis: AxisView, text: str) -> TimeScope | NotExpressible:
    """"at the last measurement": the axis's last (or first) position, alone."""
    if len(ends) < len(parts) or len({p.unit for p in ends}) > 1:
        other = next((p for p in parts if p.kind != "end"), ends[-1])
        return NotExpressible(other, f"'{ends[0].label}' together with another time is not read: name the "
                                     "position")
    if ends[0].unit == "nth":  # "the fifth measurement": numbered one by one from the first, or not said
        n = ends[0].count
        if axis.kind != "number" or axis.positions != axis.last - axis.first + 1 or not float(axis.first).is_integer():
            return NotExpressible(ends[0], f"'{ends[0].label}' counts the axis's positions, which are not "
                                           "numbered one by one: name the position")
        if n > axis.positions:
            return NotExpressible(ends[0], f"the axis holds {axis.positions} positions, not {n}")
        at = axis.first + n - 1
    else:
        at = axis.last if ends[0].unit == "last" else axis.first
    label = f"at {ends[0].label} ({format_position(at, axis.kind)})"
    return TimeScope(text, label, ((at, at),), "", "")


def _preposition(part: TimePart) -> str:
    """"at" an instant, "on" a day or a weekday, "in" a longer span, nothing before "before 2005"."""
    if part.open or part.kind == "recent":
        return ""
    if part.kind == "instant":
        return "at "
    return "on " if part.kind == "weekdays" or part.unit == "day" else "in "


_UNITS = ("position", "day", "week", "month", "season", "quarter", "half", "year", "decade")


def _coarsest(parts: Sequence[TimePart]) -> str:
    units = [p.unit for p in parts if p.unit in _UNITS]
    return max(units, key=_UNITS.index) if units else ""

