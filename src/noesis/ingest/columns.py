"""What each column of a table holds, measured once: the profiler's input.

A :class:`ColumnProfile` says whether a column is numeric (typed, or text that is at least
90 % numbers), whether its numbers are whole, how many distinct values it has, and for text
columns the date format its values are written in. Everything is computed with numpy over
the whole column (Python once per distinct cell).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from . import axisformats as af
from . import tables as tb
from .cells import BOOL, DATE, DATETIME, TEXT, TIME, Column, Table, distinct, padded_codes

#: distinct values a text column's date format is detected from
_DETECT = 2000
YEAR_MONTH_RE = re.compile(r"^(?P<y>\d{4})[-/.]?(?:M)?(?P<m>0?[1-9]|1[0-2])$")
YEAR_QUARTER_RE = re.compile(r"^(?P<y>\d{4})[-/ ]?Q(?P<q>[1-4])$", re.IGNORECASE)
QUARTER_YEAR_RE = re.compile(r"^Q(?P<q>[1-4])[-/ ]?(?P<y>\d{4})$", re.IGNORECASE)  # "Q3 1991"
MONTH_YEAR_RE = re.compile(r"^(?P<mon>[A-Za-z]{3,9})\.?[-/ ,]+(?P<y>\d{4})$")
YEAR_MONTHNAME_RE = re.compile(r"^(?P<y>\d{4})[-/ ]+(?P<mon>[A-Za-z]{3,9})\.?$")  # "1991 Jul" (R's yearmonth)
#: "1/86", "12/1990": a month and a year; two-digit years only above 31 (no day of a month:
#: "3/12" may be the 3rd of December), read as 19yy
MONTH_SLASH_YEAR_RE = re.compile(r"^(?P<m>0?[1-9]|1[0-2])/(?P<y>\d{4}|3[2-9]|[4-9]\d)$")


def year_month_of(cell: str | None) -> tuple[int, int] | None:
    """``"2010-01"``, ``"2010M01"``, ``"Jan 2010"``, ``"2010 Jan"``, ``"1/86"`` → (year, month); else None."""
    if cell is None:
        return None
    if mm := YEAR_MONTH_RE.match(cell):
        return int(mm.group("y")), int(mm.group("m"))
    if ms := MONTH_SLASH_YEAR_RE.match(cell):
        y = int(ms.group("y"))
        return (y if y >= 100 else 1900 + y), int(ms.group("m"))
    mn = MONTH_YEAR_RE.match(cell) or YEAR_MONTHNAME_RE.match(cell)
    month = af.MONTH_NUMBERS.get(mn.group("mon").lower().rstrip(".")) if mn else None
    return (int(mn.group("y")), month) if mn and month else None


def year_quarter_of(cell: str | None) -> tuple[int, int] | None:
    """``"2010Q1"``, ``"2010 Q1"``, ``"Q1 2010"`` → (year, quarter); else None."""
    mq = (YEAR_QUARTER_RE.match(cell) or QUARTER_YEAR_RE.match(cell)) if cell is not None else None
    return (int(mq.group("y")), int(mq.group("q"))) if mq else None


def normal_name(column: str) -> str:
    """``"Solar.R"`` → ``"solarr"``, ``"Decimal Date"`` → ``"decimaldate"``: names compared by letters."""
    return re.sub(r"[^0-9a-z]", "", column.lower())


def name_words(column: str) -> tuple[str, ...]:
    """``"temp_max"`` → ``("temp", "max")``, ``"netGeneration"`` → ``("net", "generation")``."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", column)
    return tuple(w for w in re.split(r"[^0-9a-z%]+", spaced.lower()) if w)


@dataclass(frozen=True, eq=False)
class ColumnProfile:
    """One column measured (see the module docstring). ``values`` holds the numbers (NaN
    elsewhere) of a numeric column, ``texts`` the trimmed strings of a text column."""

    index: int
    name: str
    arr: Column
    numeric: bool
    whole: bool  # every present number is an integer
    distinct: int
    present: int
    values: np.ndarray | None
    texts: np.ndarray | None  # object: str, None where missing
    date_format: af.PositionFormat | None = None
    year_month: bool = False  # text like "2010-01", "2010M01", "Jan 2010"
    year_quarter: bool = False  # text like "2010Q1", "2010-Q1"
    typed_time: str | None = None  # "date" | "datetime" | "time" for typed temporal columns
    mean_length: float = 0.0

    @property
    def text(self) -> bool:
        return self.texts is not None

    def range(self) -> tuple[float, float]:
        v = self.values[np.isfinite(self.values)] if self.values is not None else np.array([])
        return (float(v.min()), float(v.max())) if len(v) else (float("nan"), float("nan"))



def _text_shapes(distinct: list[str]) -> tuple[bool, bool]:
    if not distinct:
        return False, False
    ym = sum(1 for v in distinct if year_month_of(v) is not None)
    yq = sum(1 for v in distinct if year_quarter_of(v) is not None)
    return ym >= 0.9 * len(distinct), yq >= 0.9 * len(distinct)


_TEMPORAL = {DATE: "date", DATETIME: "datetime", TIME: "time"}


def profile_column(arr: Column | np.ndarray, index: int, name: str, date_order: str | None = None) -> ColumnProfile:
    """Measure one column (see :class:`ColumnProfile`)."""
    arr = tb.as_column(arr)
    temporal = _TEMPORAL.get(arr.kind)
    if temporal is not None:
        n_distinct = len(np.unique(arr.data[arr.valid]))
        return ColumnProfile(index, name, arr, False, False, n_distinct, len(arr) - arr.null_count,
                             None, None, typed_time=temporal)
    values, bad = tb.metric_values(arr)
    share = tb._numeric_share(arr, (values, bad))
    present = int(np.isfinite(values).sum())
    padded = _padded_codes(arr)
    if (arr.numeric or arr.kind == BOOL) or (present and share >= 0.9 and not padded):
        finite = values[np.isfinite(values)]
        whole = bool(len(finite)) and bool(np.all(finite == np.floor(finite)))
        return ColumnProfile(index, name, arr, True, whole, len(np.unique(finite)), present, values, None)
    texts = tb._as_trimmed_strings(arr)
    uniq = distinct(texts)
    sample = [str(v) for v in uniq[:_DETECT]]
    lengths = [len(v) for v in texts if v is not None]
    mean_len = float(np.mean(lengths)) if lengths else 0.0
    ym, yq = _text_shapes(sample)
    fmt = None if (ym or yq or padded) else tb.column_format(texts, name, date_order)
    return ColumnProfile(index, name, arr, False, False, len(uniq), len(lengths),
                         None, texts, date_format=fmt, year_month=ym, year_quarter=yq,
                         mean_length=mean_len)


def _padded_codes(arr: Column) -> bool:
    """A text column whose digit cells are codes written zero-padded ("001" .. "205" beside
    "136A"): kept as text, every code as written, never numbers with "136A" read as missing."""
    if arr.kind != TEXT:
        return False
    digits = [str(v) for v in distinct(tb._as_trimmed_strings(arr)) if v is not None and str(v).isdigit()]
    return bool(digits) and padded_codes(digits, len(arr))


def profile_columns(table: Table, date_order: str | None = None) -> tuple[ColumnProfile, ...]:
    return tuple(profile_column(table.column(i), i, name, date_order)
                 for i, name in enumerate(table.column_names))


def month_numbers(col: ColumnProfile) -> np.ndarray | None:
    """A month column (1–12, or month names) → month numbers (NaN where missing); None if it
    is not one."""
    if col.numeric and col.values is not None:
        return mostly_within(col, 1, 12)
    if col.texts is None:
        return None
    words = [None if w is None else w.lower() for w in col.texts]
    out = np.array([af.MONTH_NUMBERS.get(w.rstrip(".")) if w else None for w in words], dtype=float)
    present = np.array([w is not None for w in words])
    return out if present.any() and np.isfinite(out[present]).all() else None


#: the share of a time part's cells that must be in range (the rest are unreadable, reported)
PART_SHARE = 0.9


def mostly_within(col: ColumnProfile, lo: int, hi: int) -> np.ndarray | None:
    """A whole-number column whose values are (at least 90 %) within ``[lo, hi]`` → the values,
    NaN outside; None if it is not one."""
    if not (col.numeric and col.whole and col.values is not None):
        return None
    v = col.values
    present = np.isfinite(v)
    inside = present & (v >= lo) & (v <= hi)
    if not present.any() or inside.sum() < PART_SHARE * present.sum():
        return None
    return np.where(inside, v, np.nan)


def quarter_numbers(col: ColumnProfile) -> np.ndarray | None:
    """A quarter column (1–4, or "Q1"–"Q4") → quarter numbers; None if it is not one."""
    if col.numeric and col.values is not None:
        return mostly_within(col, 1, 4)
    if col.texts is None:
        return None
    cells = list(col.texts)
    out = np.array([float(c[-1]) if c and re.fullmatch(r"[Qq]?[1-4]", c) else np.nan for c in cells])
    present = np.array([c is not None for c in cells])
    return out if present.any() and np.isfinite(out[present]).all() else None
