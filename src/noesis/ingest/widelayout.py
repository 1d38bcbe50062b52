"""Wide tables: one numeric column per member over a shared time column, or time in the header.

Three layouts are recognised, each melted into one measure:

* members as headers (tickers ``GOOG, AAPL …``): one measure over a new dimension;
* month names as headers (``JAN … DEC``) beside a year column: time composed of both;
* years as headers (``1960, 1961 …``) beside the dimensions: the header is the time axis.

Headers that are only *like* members (lower-case names with no measure word, of similar
magnitude) are proposed, not applied: an uncertain choice for ``noesis init``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..relation import SchemaChoice, WideLayout, unnamed_column
from . import axisformats as af
from .columns import ColumnProfile, name_words
from .measurewords import additivity_of, unit_of

#: the pseudo-column of a melted layout whose headers hold time
HEADER = "<header>"
_TICKER_RE = re.compile(r"^[A-Z][A-Z0-9.\-]{0,6}$")
_MONTH_HEADER = frozenset({"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                           "nov", "dec", "january", "february", "march", "april", "june", "july",
                           "august", "september", "october", "november", "december", "sept"})
_YEAR_HEADER_RE = re.compile(r"^\s*(\d{4})\s*$")
#: a year after a stub that ends in a letter or a separator ("POP1992", "population_1996",
#: "under5_mortality_2018", R's "X1856" for a header "1856")
_STUB_YEAR_RE = re.compile(r"^\s*([A-Za-z](?:[A-Za-z0-9 _.\-]*[A-Za-z _.\-])?)(\d{4})\s*$")
_MIN_MEMBERS = 3


def _member_like(headers: Sequence[str]) -> tuple[bool, str, bool]:
    """Do these headers name members rather than measures? (member-like, dimension, sure)"""
    if all(h.strip().lower() in _MONTH_HEADER for h in headers):
        return True, "month", True
    if all(_TICKER_RE.match(h.strip()) for h in headers):
        return True, "symbol", True
    if any(additivity_of(h, unit_of(h))[0] != "unknown" or unit_of(h) for h in headers):
        return False, "", False
    return True, "series", False


def _wide_choice(layout: WideLayout, certain: bool) -> SchemaChoice:
    part = f"time part {layout.time_part!r} in the header" if layout.time_part else f"dimension {layout.dimension!r}"
    manifest = (f'[source.wide] with dimension = "{layout.dimension}" and measure = "{layout.measure}" '
                "on lines of their own (leave it out to read each column as its own measure)")
    return SchemaChoice("wide", f"{layout.measure} over {len(layout.columns)} columns ({part})",
                        layout.why, manifest, certain=certain)


def _similar(cols: Sequence[ColumnProfile]) -> bool:
    medians = [float(np.nanmedian(np.abs(c.values))) for c in cols
               if c.values is not None and np.isfinite(c.values).any()]
    return bool(medians) and min(medians) > 0 and max(medians) / min(medians) <= 50


def find_wide(measures: Sequence[ColumnProfile], has_time: bool, dims: int
              ) -> tuple[WideLayout | None, SchemaChoice | None]:
    """Members as headers over a shared time column: applied when sure, else proposed."""
    if not has_time or dims or len(measures) < _MIN_MEMBERS:
        return None, None
    measures = month_headed(measures) or measures
    headers = tuple(c.name for c in measures)
    member, dimension, sure = _member_like(headers)
    if not member:
        return None, None
    sure = sure and _similar(measures)
    time_part = "month" if dimension == "month" else None
    layout = WideLayout(dimension, "value", headers,
                        f"{len(headers)} numeric columns named like members ({', '.join(headers[:4])}"
                        f"{' …' if len(headers) > 4 else ''}) share the time column", time_part)
    return (layout if sure else None), _wide_choice(layout, sure)


def month_headed(cols: Sequence[ColumnProfile]) -> tuple[ColumnProfile, ...]:
    """The columns headed by distinct month names (``Jan … Dec`` beside ``Annual``), when at least
    three are and some other column is not: the months melt into time, the others stay out of the
    layout (named by the table reader). Empty when there are too few or no others."""
    months = tuple(c for c in cols if c.name.strip().lower() in _MONTH_HEADER)
    distinct = {c.name.strip().lower()[:3] for c in months}
    if len(months) < _MIN_MEMBERS or len(distinct) != len(months) or len(months) == len(cols):
        return ()
    return months


#: words of a year column's header that say which end of a run of months it is the year of
_START_WORDS = frozenset({"start", "starts", "begin", "begins", "beginning", "from", "first"})
_END_WORDS = frozenset({"end", "ends", "ending", "to", "last", "close"})


def season_years(layout: WideLayout, year_columns: Sequence[str]) -> tuple[WideLayout, SchemaChoice | None]:
    """Month headers that run across a year's end (``Jul`` … ``Dec``, ``Jan`` … ``Jun``): the
    row's year is the year of the run's start or of its end, which only the year column's header
    can say (``SeasonStart``, ``year_end``). Said: each member's year offset. Not said: the months
    are not composed with the row's year (``January 1894`` would be another row's month); they
    stay a dimension ``month`` over the row's year, and the choice says why."""
    if layout.time_part != "month" or len(year_columns) != 1:
        return layout, None
    months = [af.MONTH_NUMBERS.get(h.strip().lower().rstrip(".")) for h in layout.columns]
    wraps = [i for i in range(1, len(months)) if months[i] is not None and months[i - 1] is not None
             and months[i] < months[i - 1]]
    if not wraps:
        return layout, None
    words = set(name_words(year_columns[0]))
    start, end = bool(words & _START_WORDS), bool(words & _END_WORDS)
    column = year_columns[0]
    if len(wraps) == 1 and start != end:
        w = wraps[0]
        offsets = tuple((0 if i < w else 1) if start else (-1 if i < w else 0) for i in range(len(months)))
        said = "start" if start else "end"
        return replace(layout, year_offsets=offsets), SchemaChoice(
            "wide", f"{layout.columns[0]} … {layout.columns[-1]} across a year's end",
            f"the month headers run from {layout.columns[0]} to {layout.columns[-1]} across a year's end and "
            f"'{column}' names the year of the run's {said}: {layout.columns[w]} … {layout.columns[-1]} are "
            f"{'the next' if start else 'that'} year's, {layout.columns[0]} … {layout.columns[w - 1]} "
            f"{'that' if start else 'the previous'} year's", "time = [the start or end year's column]")
    return replace(layout, time_part=None, dimension="month"), SchemaChoice(
        "wide", f"month over {len(layout.columns)} columns (not composed with '{column}')",
        f"the month headers run from {layout.columns[0]} to {layout.columns[-1]} across a year's end, and "
        f"'{column}' does not say whether it is the year of the run's start or of its end: the months are "
        f"a dimension over '{column}', never a date", "time = [a column whose header says start or end]",
        certain=False)


def header_year(header: str) -> tuple[str, int] | None:
    """``(stub, year)`` of a header that is a year ("1960": stub "") or a year after a stub of
    letters ("POP1992": "POP", "population_1996": "population"), else None."""
    m = _YEAR_HEADER_RE.match(header)
    stub, year = ("", m.group(1)) if m else (n.group(1), n.group(2)) if (n := _STUB_YEAR_RE.match(header)) else ("", "")
    return (stub.strip(" _.-"), int(year)) if year and 1000 <= int(year) <= 2999 else None


def stub_measure(stub: str) -> str:
    """The measure a stub of year headers names: the stub, or ``value`` for none or R's ``X``
    (the prefix R gives a header that starts with a digit)."""
    return "value" if stub in ("", "X") else stub


def header_time_part(headers: Sequence[str], stubs: bool = True) -> str | None:
    """"year" when every header is a year (after one shared stub, if any and ``stubs``:
    ``POP1992`` …, each year once), "month" when every one is a month name, else None."""
    found = [f for h in headers if (f := header_year(h)) is not None]
    if headers and len(found) == len(headers) and len({f[0] for f in found}) == 1 \
            and len({f[1] for f in found}) == len(found) and (stubs or not found[0][0]):
        return "year"
    if headers and all(h.strip().lower() in _MONTH_HEADER for h in headers):
        return "month"
    return None


def year_headers(cols: Sequence[ColumnProfile]) -> WideLayout | None:
    """Years as headers (``1960``, ``1961`` …, or after one stub: ``POP1992`` …, ``X1856`` …),
    numbers or empty below: the header is time, the stub the measure. Columns of two stubs
    (``population_1996`` … beside ``density_1996`` …) are two measures a layout of one cannot
    hold: none is melted."""
    by_stub: dict[str, list[tuple[str, int]]] = {}
    for c in cols:
        found = header_year(c.name)
        if found is not None and (c.numeric or c.present == 0):
            by_stub.setdefault(found[0], []).append((c.name, found[1]))
    groups = [(stub, [n for n, _y in named]) for stub, named in by_stub.items() if len(named) >= _MIN_MEMBERS
              and len({y for _n, y in named}) == len(named)]
    if len(groups) != 1:
        return None
    stub, years = groups[0]
    headed = f"headed by years ({years[0]} … {years[-1]})" if not stub else \
        f"headed by '{stub}' and a year ({years[0]} … {years[-1]})"
    return WideLayout("year", stub_measure(stub), tuple(years),
                      f"{len(years)} columns {headed} hold one measure: the header is the time axis", "year")


_WHOLE_HEADER_RE = re.compile(r"^\s*\d{1,3}\s*$")


@dataclass(frozen=True)
class CrossTable:
    """A cross table found: the column of its row labels and the layout of its member columns."""

    label: str
    layout: WideLayout


def cross_table(cols: Sequence[ColumnProfile]) -> CrossTable | None:
    """A cross table of counts as R writes a ``table``: row labels in a first column with an
    empty header (one label a row), then three or more columns of whole numbers from 0 up whose
    headers name members, not measures (``fair, red, medium``; goals ``0 … 4``). Row labels
    that are whole numbers (``0 … 4``) are labels, not a row number, only when the headers are
    numbered too. Returns the label column and the layout (applied, marked uncertain)."""
    if len(cols) < 1 + _MIN_MEMBERS or not unnamed_column(cols[0].name):
        return None
    label, members = cols[0], cols[1:]
    rows = len(label.arr)
    if rows < 2 or label.present != rows or label.distinct != rows:
        return None
    if not all(_counts(c) for c in members):
        return None
    headers = tuple(c.name for c in members)
    numbered = all(_WHOLE_HEADER_RE.match(h) for h in headers)
    if not (label.text or (label.numeric and label.whole and numbered)):
        return None
    if not numbered and (header_time_part(headers) or not _member_like(headers)[0]):
        return None
    why = (f"a cross table: row labels in the first column, which has no header, and "
           f"{len(headers)} columns of counts headed by members ({', '.join(headers[:4])}"
           f"{' …' if len(headers) > 4 else ''})")
    return CrossTable(label.name, WideLayout("series", "value", headers, why))


def _counts(c: ColumnProfile) -> bool:
    """Whole numbers from 0 up in every cell present (a column of counts)."""
    return bool(c.numeric and c.whole and c.values is not None and c.present
                and np.nanmin(c.values) >= 0)
