"""Where a table's time lives: one column in any common form, or composed from parts.

:data:`TIME_RULES` are tried in order; the first that finds a time axis wins. Each returns a
:class:`TimeFound` — the :class:`~noesis.relation.TimeAxis`, the positions of every row in the
axis's own kind (days since 1970 for dates, seconds for date-times, numbers otherwise), why,
and whether the engine is sure. :func:`to_kind` converts positions to the KB's axis kind.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..axis import POSITION_LIMITS, SEASON_TEXT, season_start
from ..manifest import AXIS_COLUMN_NAMES
from ..relation import TimeAxis, unnamed_column
from . import axisformats as af
from . import tables as tb
from .cells import distinct, mapped
from .columns import (
    ColumnProfile,
    month_numbers,
    mostly_within,
    normal_name,
    quarter_numbers,
    year_month_of,
    year_quarter_of,
)

YEAR_NAMES = frozenset({"year", "yr", "years", "yyyy", "anno", "jahr", "ano", "fiscalyear", "fy"})
MONTH_NAMES = frozenset({"month", "mon", "mo", "mm", "months", "mese", "monat", "mes"})
DAY_NAMES = frozenset({"day", "dom", "dd", "mday", "dayofmonth", "giorno", "tag", "dia"})
QUARTER_NAMES = frozenset({"quarter", "qtr", "q", "quarters", "trimestre"})
WEEK_NAMES = frozenset({"week", "wk", "weekofyear", "isoweek", "weeknum", "weeknumber"})
CLOCK_NAMES = frozenset({"time", "hour", "clock", "hhmm", "timeofday"})
#: headers of a column of whole hours of the day (0 .. 23) beside a date's parts
HOUR_NAMES = frozenset({"hour", "hr", "hh", "hours"})
DATE_NAMES = frozenset({"date", "datetime", "timestamp", "day", "time", "period", "ds", "dt"})
FRACTION_WORDS = ("year", "date", "time", "decimal", "frac")


@dataclass(frozen=True, eq=False)
class TimeFound:
    axis: TimeAxis
    positions: np.ndarray  # in axis.kind
    why: str
    certain: bool = True
    #: rows whose cell reads as a date outside :data:`noesis.axis.POSITION_LIMITS` (now NaN)
    out_of_range: np.ndarray | None = None


@dataclass(frozen=True)
class TimeContext:
    """What a rule may know besides the columns: the KB axis and the manifest's word."""

    axis_name: str
    axis_kind: str
    axis_declared: bool
    date_order: str | None
    declared: tuple[str, ...] = ()  # the manifest's time columns (``time`` / ``position``)
    declared_format: af.PositionFormat | None = None
    none: bool = False  # ``time = []``: the manifest says the table has no time axis


# --------------------------------------------------------------------------- granularity
def date_granularity(days: np.ndarray) -> str:
    """year | quarter | month | week | day, from the distinct dates (days since 1970)."""
    d = np.unique(days[np.isfinite(days)]).astype("int64")
    if not len(d):
        return "day"
    dates = d.astype("datetime64[D]")
    months = dates.astype("datetime64[M]")
    first_of_month = np.all(months.astype("datetime64[D]") == dates)
    if first_of_month:
        month_no = months.astype(int) % 12 + 1
        if np.all(month_no == 1):
            return "year"
        if np.all(np.isin(month_no, (1, 4, 7, 10))) and len(np.unique(month_no)) > 1:
            return "quarter"
        return "month"
    if len(d) > 1 and np.all(np.diff(d) % 7 == 0):
        return "week"
    return period_ends(dates) or "day"


#: fewest distinct dates whose all being the last day of their month make a monthly series
PERIOD_END_MIN = 3


def period_ends(dates: np.ndarray) -> str | None:
    """Dates that are every one the last day of a month (``1967-06-30``, ``1967-07-31`` …: a
    monthly series stamped at its periods' ends): year when each is 31 December, quarter when each
    ends a quarter, else month; None when they are not all month ends or too few."""
    if len(dates) < PERIOD_END_MIN:
        return None
    nxt = dates + np.timedelta64(1, "D")
    if not np.all(nxt.astype("datetime64[M]").astype("datetime64[D]") == nxt):
        return None
    month_no = dates.astype("datetime64[M]").astype(int) % 12 + 1
    if np.all(month_no == 12):
        return "year"
    if np.all(np.isin(month_no, (3, 6, 9, 12))) and len(np.unique(month_no)) > 1:
        return "quarter"
    return "month"


def seconds_granularity(seconds: np.ndarray) -> str:
    s = np.unique(seconds[np.isfinite(seconds)])
    if not len(s):
        return "second"
    if np.all(s % 86400 == 0):
        return date_granularity(s / 86400)
    if np.all(s % 3600 == 0):
        return "hour"
    return "minute" if np.all(s % 60 == 0) else "second"


def _dated(columns: tuple[str, ...], parts: tuple[str, ...], days: np.ndarray, why: str,
           granularity: str | None = None, fmt: str | None = None, certain: bool = True) -> TimeFound:
    g = granularity or date_granularity(days)
    return TimeFound(TimeAxis(columns, parts, g, "date", True, fmt), days, why, certain)


# --------------------------------------------------------------------------- helpers
def _named(cols: Sequence[ColumnProfile], names: frozenset[str]) -> list[ColumnProfile]:
    return [c for c in cols if normal_name(c.name) in names]


def _years(col: ColumnProfile) -> np.ndarray | None:
    if not (col.numeric and col.whole and col.values is not None):
        return None
    lo, hi = col.range()
    return col.values if lo >= 1000 and hi <= 2999 else None


#: fewest distinct whole numbers one apart that make a column named ``time`` a year column
YEAR_RUN_MIN = 5


#: the even steps between years a time column may take beside one: biennial, a four-yearly
#: election, a five-yearly survey, a decennial census (1790, 1800, … 1970)
YEAR_STEPS = (2, 4, 5, 10)
#: years a column stepping by more than one must lie in, so that a count of seconds
#: (1000, 1010, …) is not read as years
STEPPED_YEARS = (1500, 2100)


def yearly_run(col: ColumnProfile) -> bool:
    """The column's whole numbers in 1000..2999 are one run one apart (1875, 1876, … 1972), or
    one run of an even step of :data:`YEAR_STEPS` within :data:`STEPPED_YEARS` (a census's
    1790, 1800, … 1970): years, whatever the header, when the column is the axis (R's
    ``time(LakeHuron)``, ``time(uspop)``)."""
    years = _years(col)
    if years is None:
        return False
    distinct = np.unique(years[np.isfinite(years)])
    steps = np.diff(distinct)
    if len(steps) + 1 < YEAR_RUN_MIN or not np.all(steps == steps[0]):
        return False
    lo, hi = STEPPED_YEARS
    return steps[0] == 1 or steps[0] in YEAR_STEPS and distinct[0] >= lo and distinct[-1] <= hi


def _year_granularity(col: ColumnProfile, declared: bool) -> bool:
    """An axis column of numbers is on years: named a year, or declared / named like a time
    and holding one run of consecutive years."""
    if _years(col) is None:
        return False
    name = normal_name(col.name)
    if name in YEAR_NAMES:
        return True
    return (declared or any(w in name for w in FRACTION_WORDS)) and yearly_run(col)


def _in_range(col: ColumnProfile, lo: int, hi: int) -> np.ndarray | None:
    return mostly_within(col, lo, hi)


def _civil(y: np.ndarray, m: np.ndarray, d: np.ndarray) -> np.ndarray:
    """Days since 1970 of valid (y, m, d); NaN where a part is missing or the date invalid."""
    out = af.days_from_civil(y, m, d)
    ok = np.isfinite(out)
    back = np.full(len(out), np.nan)
    if ok.any():
        dates = out[ok].astype("int64").astype("datetime64[D]")
        mm = dates.astype("datetime64[M]").astype(int) % 12 + 1
        dd = (dates - dates.astype("datetime64[M]").astype("datetime64[D]")).astype(int) + 1
        valid = (mm == m[ok]) & (dd == d[ok])
        back[np.flatnonzero(ok)[valid]] = out[ok][valid]
    return back


def _iso_weeks(y: np.ndarray, w: np.ndarray) -> np.ndarray:
    out = np.full(len(y), np.nan)
    epoch = dt.date(1970, 1, 1)
    cache: dict[tuple[int, int], float] = {}
    for i, (yy, ww) in enumerate(zip(y, w, strict=True)):
        if not (np.isfinite(yy) and np.isfinite(ww)):
            continue
        key = (int(yy), int(ww))
        if key not in cache:
            try:
                cache[key] = float((dt.date.fromisocalendar(key[0], key[1], 1) - epoch).days)
            except ValueError:
                cache[key] = np.nan
        out[i] = cache[key]
    return out


# --------------------------------------------------------------------------- the rules
def _format_for(col: ColumnProfile, ctx: TimeContext, kind: str) -> af.PositionFormat | None:
    if ctx.declared_format is not None:
        return ctx.declared_format
    if kind not in ("date", "datetime"):
        return None
    return tb.column_format(col.arr, col.name, ctx.date_order)


def read_single(col: ColumnProfile, ctx: TimeContext, kind: str, why: str,
                part: str | None = None, certain: bool = True, declared: bool = False) -> TimeFound:
    """One column read in ``kind`` (the table reader's own cell reading); ``declared``: the
    manifest names it the time column."""
    fmt = _format_for(col, ctx, kind)
    if fmt is not None and fmt.name == "strptime" and af.yearless(fmt.pattern) and kind in ("date", "number"):
        return _month_day_written(col, fmt, why, certain)
    positions = tb.axis_positions(col.arr, kind, fmt)
    if kind == "date":
        granularity = date_granularity(positions)
    elif kind == "datetime":
        granularity = seconds_granularity(positions)
    elif kind == "clock":
        granularity = "clock"
    else:
        granularity = "year" if _year_granularity(col, declared) else "number"
        if granularity == "year" and normal_name(col.name) not in YEAR_NAMES:
            lo, hi = col.range()
            step = float(np.min(np.diff(np.unique(col.values[np.isfinite(col.values)]))))
            apart = "one apart" if step == 1 else f"{step:g} apart"
            why += f" (whole numbers {lo:g}–{hi:g} {apart}: years)"
    part = part or ("week" if fmt is not None and fmt.name == "isoweek" else None) \
        or {"date": "date", "datetime": "datetime", "clock": "clock"}.get(kind, "year" if granularity == "year" else "number")
    axis = TimeAxis((col.name,), (part,), granularity, kind, True, fmt.label if fmt else None)
    return TimeFound(axis, positions, why, certain)


def _month_day_written(col: ColumnProfile, fmt: af.PositionFormat, why: str, certain: bool) -> TimeFound:
    """A column of dates written with no year (``Oct18`` under ``%b%d``): positions month × 100 +
    day, as month and day columns give, never strptime's year 1900."""
    days = tb.axis_positions(col.arr, "date", fmt)
    finite = np.isfinite(days)
    when = days[finite].astype("int64").astype("datetime64[D]")
    month_start = when.astype("datetime64[M]")
    positions = np.full(len(days), np.nan)
    positions[finite] = ((month_start.astype("int64") % 12) + 1) * 100 + (when - month_start).astype("int64") + 1
    axis = TimeAxis((col.name,), ("month", "day"), "day", "number", has_year=False, format=fmt.label)
    return TimeFound(axis, positions, f"{why}; {fmt.label!r} writes a month and a day with no year (positions "
                     "month × 100 + day: 5 June is 605)", certain)


def declared_time(cols, ctx: TimeContext) -> TimeFound | None:
    """The manifest's ``time`` columns (composed by their names) or ``position`` column."""
    if not ctx.declared:
        return None
    chosen = [c for name in ctx.declared for i, c in enumerate(cols) if tb.header_matches(c.name, i, name)]
    if len(chosen) == 1:
        for rule in (year_month_text, declared_decimal_years, two_digit_year_column, numbered_labels, season_spans):
            # forms read only by their own rule
            found = rule(chosen, ctx)
            if found is not None:
                return TimeFound(found.axis, found.positions, found.why + " (declared)")
        return read_single(chosen[0], ctx, ctx.axis_kind, f"column {chosen[0].name!r} is declared", declared=True)
    for rule in (composed_date_parts, month_day, date_and_clock):
        found = rule(chosen, ctx)
        if found is not None and len(found.axis.columns) == len(chosen):
            return TimeFound(found.axis, found.positions, found.why + " (declared)")
    return None


def manifest_axis_column(cols, ctx: TimeContext) -> TimeFound | None:
    """A column named as the manifest's ``[axis] name``, read in its declared kind."""
    if "name" not in ctx.axis_declared:
        return None
    col = next((c for c in cols if c.name.strip().lower() == ctx.axis_name.lower()), None)
    if col is None:
        return None
    return read_single(col, ctx, ctx.axis_kind, f"column {col.name!r} is the declared axis")


def typed_temporal_column(cols, ctx: TimeContext) -> TimeFound | None:
    """An Arrow date or timestamp column (Parquet, typed CSV)."""
    for c in cols:
        if c.typed_time in ("date", "datetime"):
            return read_single(c, ctx, c.typed_time, f"column {c.name!r} holds typed "
                               f"{'dates' if c.typed_time == 'date' else 'date-times'}")
    return None


def _dated_columns(cols) -> list[ColumnProfile]:
    found = [c for c in cols if c.date_format is not None]
    return sorted(found, key=lambda c: normal_name(c.name) not in DATE_NAMES)


def date_and_clock(cols, ctx: TimeContext) -> TimeFound | None:
    """A date column and a clock-time column ("date" + "time") → date-times."""
    dated = _dated_columns(cols)
    clocks = [c for c in _named(cols, CLOCK_NAMES) if c.texts is not None and c.date_format is None]
    if not dated or not clocks:
        return None
    day = read_single(dated[0], ctx, "date", "")
    seconds = tb.axis_positions(clocks[0].arr, "clock")
    if not tb._contains(mapped(clocks[0].texts, lambda v: v.replace(":", "", 1)), ":").any():
        seconds = seconds * 60  # "13:00" in a time-of-day column is hours and minutes
    if not np.isfinite(seconds[np.isfinite(day.positions)]).mean() >= 0.9:
        return None
    positions = day.positions * 86400.0 + seconds
    axis = TimeAxis((dated[0].name, clocks[0].name), ("date", "time"), seconds_granularity(positions),
                    "datetime", True, day.axis.format)
    return TimeFound(axis, positions, f"columns {dated[0].name!r} and {clocks[0].name!r} are a date "
                     "and a time of day")


def text_date_column(cols, ctx: TimeContext) -> TimeFound | None:
    """A text column of dates or date-times in a detected format (a column named like a date first)."""
    dated = _dated_columns(cols)
    if not dated:
        return None
    col = dated[0]
    fmt = col.date_format
    values = [str(v) for v in distinct(col.texts)[:200]]
    timed = af.text_has_time(values, fmt)
    return read_single(col, ctx, "datetime" if timed else "date",
                       f"column {col.name!r} holds {'date-times' if timed else 'dates'}: {fmt.why}",
                       certain=not fmt.ambiguous)


#: headers that say a column of numbers holds whole dates (not ``time`` or ``day``: counts)
NUMBER_DATE_NAMES = frozenset({"date", "dates", "ds", "dt", "tradedate", "obsdate"})


def number_date_column(cols, ctx: TimeContext) -> TimeFound | None:
    """A column named like a date holding whole numbers that are all dates written without
    separators (``800102`` = 2 January 1980): a date axis; two-digit years are marked uncertain.
    Eight digits that are every one a valid date are dates under any header
    (:func:`~.axisformats.dates_under_any_header`)."""
    for c in cols:
        if not (c.numeric and c.values is not None):
            continue
        fmt = af.number_date_format(c.values)
        if fmt is None:
            continue
        if normal_name(c.name) not in NUMBER_DATE_NAMES and not af.dates_under_any_header(fmt, c.distinct):
            continue
        days = af.number_seconds(c.values, fmt) / 86400.0
        example = c.values[np.isfinite(c.values)][0]
        return _dated((c.name,), ("date",), days, f"column {c.name!r} holds dates written "
                      f"{fmt.name.upper()} as numbers (e.g. {example:.0f})", fmt=fmt.name,
                      certain=fmt.name == "yyyymmdd")
    return None


def named_axis_column(cols, ctx: TimeContext) -> TimeFound | None:
    """A column named like an axis (``year``, ``time``, ``t`` …) holding numbers or clock times."""
    for col in axis_named_columns(cols, ctx):
        if _kind_of(col) is None and col.name.strip().lower() != ctx.axis_name.lower():
            continue
        kind = ctx.axis_kind  # a KB has one axis: its time column is read on it
        return read_single(col, ctx, kind, f"column {col.name!r} is named like an axis")
    return None


def _kind_of(col: ColumnProfile) -> str | None:
    if col.typed_time == "time":
        return "clock"
    if col.numeric:
        return "number"
    if col.texts is not None:
        secs = tb.axis_positions(col.arr, "clock")
        if np.isfinite(secs).sum() >= 0.5 * max(col.present, 1):
            return "clock"
    return None


def composed_date_parts(cols, ctx: TimeContext) -> TimeFound | None:
    """year + month [+ day], year + quarter, year + week columns."""
    years = [(c, v) for c in _named(cols, YEAR_NAMES) if (v := _years(c)) is not None]
    if not years:
        return None
    ycol, y = years[0]
    month = next(((c, v) for c in _named(cols, MONTH_NAMES) if (v := month_numbers(c)) is not None), None)
    if month is not None:
        mcol, m = month
        day = next(((c, v) for c in _named(cols, DAY_NAMES) if (v := _in_range(c, 1, 31)) is not None), None)
        if day is not None:
            dcol, d = day
            days = _civil(y, m, d)
            hour = next(((c, v) for c in _named(cols, HOUR_NAMES) if (v := _in_range(c, 0, 23)) is not None), None)
            if hour is not None:  # a storm's year, month, day and hour in four columns: date-times
                return _hourly((ycol.name, mcol.name, dcol.name), days, hour)
            return _dated((ycol.name, mcol.name, dcol.name), ("year", "month", "day"), days,
                          f"columns {ycol.name!r}, {mcol.name!r} and {dcol.name!r} are a date's parts",
                          "day")
        days = _civil(y, m, np.ones(len(y)))
        return _dated((ycol.name, mcol.name), ("year", "month"), days,
                      f"columns {ycol.name!r} and {mcol.name!r} are a year and a month", "month")
    quarter = next(((c, v) for c in _named(cols, QUARTER_NAMES) if (v := quarter_numbers(c)) is not None), None)
    if quarter is not None:
        qcol, q = quarter
        days = _civil(y, (q - 1) * 3 + 1, np.ones(len(y)))
        return _dated((ycol.name, qcol.name), ("year", "quarter"), days,
                      f"columns {ycol.name!r} and {qcol.name!r} are a year and a quarter", "quarter")
    week = next(((c, v) for c in _named(cols, WEEK_NAMES) if (v := _in_range(c, 1, 53)) is not None), None)
    if week is not None:
        wcol, w = week
        return _dated((ycol.name, wcol.name), ("year", "week"), _iso_weeks(y, w),
                      f"columns {ycol.name!r} and {wcol.name!r} are a year and an ISO week", "week")
    return None


def _hourly(date_columns: tuple[str, str, str], days: np.ndarray, hour) -> TimeFound:
    """A date's parts and a column of whole hours of the day: seconds since 1970 at each hour."""
    hcol, h = hour
    positions = days * 86400.0 + h * 3600.0
    columns = (*date_columns, hcol.name)
    axis = TimeAxis(columns, ("year", "month", "day", "clock"), seconds_granularity(positions), "datetime", True)
    return TimeFound(axis, positions, "columns " + ", ".join(repr(c) for c in columns[:3])
                     + f" and {hcol.name!r} are a date's parts and its hour")


def year_month_text(cols, ctx: TimeContext) -> TimeFound | None:
    """A text column of year-months ("2010-01", "2010M01", "Jan 2010") or year-quarters ("2010Q1")."""
    for c in cols:
        if c.texts is None or not (c.year_month or c.year_quarter):
            continue
        cells = list(c.texts)
        y, m = np.full(len(cells), np.nan), np.full(len(cells), np.nan)
        for i, cell in enumerate(cells):
            ym = _parse_year_month(cell, c.year_quarter)
            if ym is not None:
                y[i], m[i] = ym
        days = _civil(y, m, np.ones(len(y)))
        part = "year-quarter" if c.year_quarter else "year-month"
        return _dated((c.name,), (part if part == "year-month" else "quarter",), days,
                      f"column {c.name!r} holds {'year-quarters' if c.year_quarter else 'year-months'}"
                      f" (e.g. {cells[0]!r})", "quarter" if c.year_quarter else "month", fmt=part)
    return None


def _parse_year_month(cell: str | None, quarter: bool) -> tuple[int, int] | None:
    if not quarter:
        return year_month_of(cell)
    yq = year_quarter_of(cell)
    return (yq[0], (yq[1] - 1) * 3 + 1) if yq else None


def fractional_year(cols, ctx: TimeContext) -> TimeFound | None:
    """A column of decimal years (2000.0833 = February 2000), named like a year/date/time."""
    for c in cols:
        if not (c.numeric and not c.whole and c.values is not None):
            continue
        if not any(w in normal_name(c.name) for w in FRACTION_WORDS):
            continue
        lo, hi = c.range()
        if not (lo >= 1000 and hi < 3000):
            continue
        return decimal_years(c)
    return None


def declared_decimal_years(cols, ctx: TimeContext) -> TimeFound | None:
    """The declared time column holds decimal years, whatever its header (R's row names of a
    ``ts``: an empty header over ``1962.25``)."""
    c = cols[0]
    if not (c.numeric and not c.whole and c.values is not None):
        return None
    lo, hi = c.range()
    return decimal_years(c) if lo >= 1000 and hi < 3000 else None


def decimal_years(c: ColumnProfile) -> TimeFound:
    v = c.values
    year = np.floor(v)
    frac = v - year
    finite = np.isfinite(frac)
    monthly = None
    for offset in (0.0, 0.5):  # k/12 (the month's start), (k + 0.5)/12 (its middle)
        k = frac[finite] * 12 - offset
        if len(k) and np.all(np.abs(k - np.round(k)) < 0.02):
            monthly = np.round(frac * 12 - offset) + 1
            break
    if monthly is not None:
        days = _civil(year, np.clip(monthly, 1, 12), np.ones(len(v)))
        step = "quarterly" if np.all(np.isin(monthly[finite], (1, 4, 7, 10))) else "monthly"
        return _dated((c.name,), ("fractional-year",), days,
                      f"column {c.name!r} holds decimal years on a {step} step (e.g. {v[finite][0]:g})",
                      "quarter" if step == "quarterly" else "month")
    start = af.days_from_civil(year, np.ones(len(v)), np.ones(len(v)))
    length = af.days_from_civil(year + 1, np.ones(len(v)), np.ones(len(v))) - start
    days = start + np.floor(frac * length + 1e-6)
    return _dated((c.name,), ("fractional-year",), days,
                  f"column {c.name!r} holds decimal years (e.g. {v[finite][0]:g})", certain=False)


def month_day(cols, ctx: TimeContext) -> TimeFound | None:
    """Month and Day columns with no year: positions ``month * 100 + day`` (no year is invented)."""
    month = next(((c, v) for c in _named(cols, MONTH_NAMES) if (v := month_numbers(c)) is not None), None)
    day = next(((c, v) for c in _named(cols, DAY_NAMES) if (v := _in_range(c, 1, 31)) is not None), None)
    if month is None or day is None:
        return None
    (mcol, m), (dcol, d) = month, day
    positions = m * 100 + d
    axis = TimeAxis((mcol.name, dcol.name), ("month", "day"), "day", "number", has_year=False)
    return TimeFound(axis, positions, f"columns {mcol.name!r} and {dcol.name!r} are a month and a "
                     "day with no year (positions read month × 100 + day: 5 June is 605)")


TimeRule = Callable[[Sequence[ColumnProfile], TimeContext], "TimeFound | None"]

#: tried in order; the first that finds a time axis wins
def unnamed_year_index(cols, ctx: TimeContext) -> TimeFound | None:
    """A first column with no header (``column1``: an exported series' index) holding
    ascending whole numbers 1000–2999, one a row, consecutive or a few years apart (1951, 1956,
    1957 …: a series with gaps): years, read as such and marked uncertain."""
    if not cols or not unnamed(cols[0].name) or ctx.axis_kind != "number":
        return None
    c = cols[0]
    years = _years(c)
    steps = np.diff(years) if years is not None else None
    if years is None or len(years) < 3 or not np.all((steps >= 1) & (steps <= MAX_YEAR_GAP)):
        return None
    lo, hi = c.range()
    how = "consecutive" if np.all(steps == 1) else "ascending"
    axis = TimeAxis((c.name,), ("year",), "year", "number", True, None)
    return TimeFound(axis, np.asarray(years, dtype=np.float64),
                     f"column {c.name!r} has no header and holds the {how} whole numbers {lo:.0f}–{hi:.0f}, "
                     "one a row: read as years", certain=False)


def unnamed_decimal_years(cols, ctx: TimeContext) -> TimeFound | None:
    """A first column with no header holding ascending decimal years on a monthly or quarterly
    step (R's row names of a ``ts``: ``1962.25``, ``1962.5`` …): the axis, marked uncertain."""
    if not cols or not unnamed(cols[0].name):
        return None
    c = cols[0]
    if not (c.numeric and not c.whole and c.values is not None and c.present == len(c.values)):
        return None
    lo, hi = c.range()
    if not (lo >= 1000 and hi < 3000 and len(c.values) >= 3 and np.all(np.diff(c.values) > 0)):
        return None
    found = decimal_years(c)
    if not found.certain:  # no monthly or quarterly step
        return None
    return replace(found, why=found.why + "; its header is empty (a series' row names)", certain=False)


#: the widest gap between two rows of an unnamed year index (a yearly series with missing years)
MAX_YEAR_GAP = 10

TWO_DIGIT_PIVOT = af.TWO_DIGIT_PIVOT
two_digit_years = af.two_digit_years


def two_digit_year_column(cols, ctx: TimeContext) -> TimeFound | None:
    """A column named like a year holding whole numbers 0–99, at least three distinct
    (``year`` = 63 … 92): two-digit years, read in their century and marked uncertain."""
    if ctx.axis_kind != "number":
        return None
    for c in _named(cols, YEAR_NAMES):
        if not (c.numeric and c.whole and c.values is not None and c.distinct >= 3):
            continue
        lo, hi = c.range()
        if not (lo >= 0 and hi <= 99):
            continue
        years = two_digit_years(c.values)
        axis = TimeAxis((c.name,), ("year",), "year", "number", True, None)
        return TimeFound(axis, years.astype(np.float64),
                         f"column {c.name!r} holds two-digit years {lo:.0f}–{hi:.0f}: read as "
                         f"{np.nanmin(years):.0f}–{np.nanmax(years):.0f}", certain=False)
    return None


#: a label that numbers a position after one word: "Day1", "Week 12", "T3", "visit_2"
_NUMBERED_LABEL = re.compile(r"^([A-Za-z]+)[\s_.-]?(\d{1,6})$")


def numbered_labels(cols, ctx: TimeContext) -> TimeFound | None:
    """A declared time column of text whose every value is one shared word and a whole number
    ("Day1" … "Day26", "Week 3"): the numbers are its positions, on a number axis; the word, the
    same in every row, says what they count. Read only when declared: undeclared, "Site1" is a
    name."""
    if ctx.axis_kind != "number" or len(cols) != 1 or cols[0].texts is None:
        return None
    c = cols[0]
    present = [t for t in c.texts if t is not None]
    matches = [_NUMBERED_LABEL.match(t) for t in present]
    if not present or not all(matches) or len({m.group(1).casefold() for m in matches if m}) != 1:
        return None
    positions = np.array([float(m.group(2)) if (m := _NUMBERED_LABEL.match(t)) else np.nan
                          for t in (x if x is not None else "" for x in c.texts)], dtype=np.float64)
    word = matches[0].group(1) if matches[0] else ""
    axis = TimeAxis((c.name,), ("number",), "number", "number", True, None)
    return TimeFound(axis, positions, f"column {c.name!r} numbers its rows' positions after the word {word!r} "
                     f"({present[0]!r}): read as the numbers")


#: headers a column of seasons may have undeclared
SEASON_NAMES = frozenset({"season", "seasons", "campaign"})


def season_spans(cols, ctx: TimeContext) -> TimeFound | None:
    """A column of seasons, each written by its two consecutive years ("1920-21" … "1930-31",
    "2003-2004"; the first year's century holds the second's two digits): positions the first
    year, the axis's granularity ``season`` and its format the form the column writes (the
    answer writes a season as the column does). Declared as the time, or named like a year or a
    season. Two years that do not follow one another ("2017-2019") are a range, no season."""
    if ctx.axis_kind != "number":
        return None
    named = cols if len(cols) == 1 and ctx.declared else _named(cols, YEAR_NAMES | SEASON_NAMES)
    for c in named:
        present = [t for t in (c.texts if c.texts is not None else ()) if t is not None]
        found = [SEASON_TEXT.match(t.strip()) for t in present]
        if len(present) < 2 or not all(found) or not all(season_start(m.group(1), m.group(3)) for m in found if m):
            continue
        forms = {m.group(2) + str(len(m.group(3))) for m in found if m}
        if len(forms) != 1:
            continue
        starts = {t.strip(): float(m.group(1)) for t, m in zip(present, found, strict=True) if m}
        positions = np.array([starts.get(t.strip(), np.nan) if t is not None else np.nan for t in c.texts],
                             dtype=np.float64)
        form = forms.pop()
        axis = TimeAxis((c.name,), ("season",), "season", "number", True, form)
        return TimeFound(axis, positions, f"column {c.name!r} writes seasons by their two years "
                         f"({present[0]!r}): positions are the first year")
    return None


#: headers that count time elapsed in a unit (``Days`` since the study began: 0, 1, 2 …)
ELAPSED_NAMES = frozenset({"days", "weeks"})
#: events numbered in order (``gameno``, ``visit_number``, ``round no``): with an ordinal word
#: after them the column numbers the event, the axis of a table with no date
EVENT_WORDS = frozenset({"game", "match", "round", "trial", "visit", "wave", "session", "lap",
                         "race", "episode", "step", "run", "occasion", "day", "week"})
ORDINAL_WORDS = ("number", "num", "nr", "no", "idx", "index")


def counted_name(name: str) -> bool:
    """``Days``, ``weeks``, ``gameno``, ``visit_number``: a count of time elapsed, or an event's
    number in its order (an event word then an ordinal word, joined or not)."""
    norm = normal_name(name)
    if norm in ELAPSED_NAMES:
        return True
    return any(norm.endswith(o) and norm[: -len(o)] in EVENT_WORDS for o in ORDINAL_WORDS)


#: fewest distinct numbers a counted axis holds
COUNTED_MIN = 3


#: the share of row-to-row steps that must not go back for a column to be in time order
IN_ORDER_SHARE = 0.8


def in_order(v: np.ndarray) -> bool:
    """Rows written in the column's order: at least 80 % of the steps from one row to the next
    do not go back (0, 1, 2 … 9, 0, 1 … per subject; or 1, 1, 1, 2, 2, 2 … time first). A
    measure's readings go up and down."""
    steps = np.diff(v)
    return bool(len(steps)) and float(np.mean(steps >= 0)) >= IN_ORDER_SHARE


def counted_axis_column(cols, ctx: TimeContext) -> TimeFound | None:
    """A column of whole numbers from 0 up named like elapsed time or an event's number
    (``Days`` 0–9 per subject, ``gameno`` 1–163 per player), the rows written in its order:
    the axis of a table that has no date, read as numbers and marked uncertain (a count of
    days could be a measure)."""
    if ctx.axis_kind != "number":
        return None
    for c in cols:
        if not (counted_name(c.name) and c.numeric and c.whole and c.values is not None):
            continue
        lo, _ = c.range()
        if lo < 0 or c.distinct < COUNTED_MIN or c.present < len(c.values) or not in_order(c.values):
            continue
        return read_single(c, ctx, "number", f"column {c.name!r} is named like elapsed time or an "
                           f"event's number and holds whole numbers ({c.distinct} values)", certain=False)
    return None


#: is this the name the loader gives a column with an empty header (``column1``)?
unnamed = unnamed_column

TIME_RULES: tuple[TimeRule, ...] = (
    declared_time, manifest_axis_column, typed_temporal_column, date_and_clock, text_date_column,
    number_date_column,
    year_month_text, season_spans, composed_date_parts, fractional_year, month_day, unnamed_year_index,
    unnamed_decimal_years, two_digit_year_column, named_axis_column, counted_axis_column,
)


def find_time(cols: Sequence[ColumnProfile], ctx: TimeContext) -> TimeFound | None:
    if ctx.none:
        return None
    for rule in TIME_RULES:
        found = rule(cols, ctx)
        if found is not None:
            return within_limits(found)
    return None


def within_limits(found: TimeFound) -> TimeFound:
    """``found`` with every date or datetime outside :data:`noesis.axis.POSITION_LIMITS`
    made unreadable (NaN): that row's problem, never a position nothing can render."""
    lo, hi = POSITION_LIMITS.get(found.axis.kind, (-np.inf, np.inf))
    p = found.positions
    with np.errstate(invalid="ignore"):
        out = np.isfinite(p) & ((p < lo) | (p > hi))
    if not out.any():
        return found
    return replace(found, positions=np.where(out, np.nan, p), out_of_range=out)


def axis_named_columns(cols: Sequence[ColumnProfile], ctx: TimeContext) -> list[ColumnProfile]:
    """Columns named like an axis, the KB axis's own name first when it is declared; else a
    column named like a year that holds years comes first (``Year`` beside a race's ``Time``
    in seconds: the race's time is a measure, its year the axis)."""
    named = [c for c in cols if c.name.strip().lower() == ctx.axis_name.lower()]
    if "name" not in ctx.axis_declared:
        named = [c for c in cols if normal_name(c.name) in YEAR_NAMES and _years(c) is not None] + named
    first = list(dict.fromkeys(named))
    rest = [c for c in cols if c.name.strip().lower() in AXIS_COLUMN_NAMES and c not in first]
    return first + rest


def to_kind(positions: np.ndarray, source_kind: str, kind: str) -> np.ndarray:
    """Positions in ``source_kind`` → the KB axis ``kind`` (dates → decimal years on a number
    axis; date-times → days on a date axis; days → seconds on a datetime axis)."""
    if source_kind == kind or kind in ("ordinal",):
        return positions
    if source_kind == "date" and kind == "datetime":
        return positions * 86400.0
    if source_kind == "datetime" and kind == "date":
        return np.floor(positions / 86400.0)
    if source_kind == "date" and kind == "number":
        dates = np.where(np.isfinite(positions), positions, 0).astype("int64").astype("datetime64[D]")
        years = dates.astype("datetime64[Y]")
        start = years.astype("datetime64[D]").astype(float)
        length = (years + 1).astype("datetime64[D]").astype(float) - start
        out = years.astype(float) + 1970 + (positions - start) / length
        out[~np.isfinite(positions)] = np.nan
        return out
    return positions


