"""Tables inside documents (and wide tables) → row spans and series, by rule.

A table is *positional* when a header row holds positions — a year (``2019``, ``FY2018``,
``FY 2018``), a quarter (``Q3 2020``, ``2020 Q3``, ``3Q 2020``), a month (``Dec 2019``) or a
date (``2019-12-31``, ``Dec 31, 2019``, ``31 December 2019``) — in any column but the first.
Then rows are line items and position columns are the series' positions. A header row
holding a single position above a row of column labels is a caption spanning them (a merged
cell flattened, ``As of March 29, 2019`` over ``As Reported | Effect of Change``): that table
is not positional.

* **Cells.** ``1,320`` → 1320, ``$ 1,452.4`` → 1452.4, ``(19)`` → −19, ``12.5%`` → 12.5
  (the row's unit becomes ``%`` when all its values are percents), ``—``/``-``/``n/a``/empty
  → missing. A cell that is none of these is missing too, and counted as a problem; so is a
  number past the float range (400 digits: ``float`` makes it ``inf``), named by row and
  column — never a value.
* **Repeated labels.** Rows of one table with the same entity are distinct series, named by
  their other text cells ("North (Retail)") or their row ("Alpha (row 2)"), and reported.
* **Section rows.** A label whose other cells are all empty is the parent of the rows below
  it, until the next data row is followed by another section row (consecutive section rows
  nest). A row's entity is its path joined with ``" › "`` (``"Capital expenditures ›
  Wireless"``); its short label becomes an alias at link time (see
  :func:`noesis.ingest.linking.column_entities`), so rows sharing a label under different
  parents stay distinct and both names resolve.
* **Unit and scale** come from the caption, the header cells and (Markdown) the paragraph
  just above the table: ``In millions of dollars`` → ``$ millions``, ``$'000`` →
  ``$ thousands``, ``(%)`` → ``%``. Values are kept as written, not multiplied.
* **Other columns** (``%Chg``, ``Change``, notes) are not positions: their cells stay in the
  row's span text (``"Wireless: 2019 1,320; 2018 1,086; %Chg 22"``), not in a series.
* **Metric.** A row under a section row is a reading of that section's measure: its metric
  is the top section row (``Capital expenditures``). Any other row's metric is the table's
  title: its caption (less the unit phrase), else the nearest heading, else ``value``. A
  (metric, entity) pair already read from an earlier table gets ``(table N)``.

Positions go onto the KB's axis with :func:`on_axis`: years on a number axis (or a date
axis: 1 January), quarters, months and dates on a date or datetime axis (their first day).
A table whose headers the axis cannot hold keeps its row spans and yields no series, with a
problem saying so. Everything here is pure: strings in, frozen values out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from functools import lru_cache

import numpy as np

from ..errors import Problem
from ..manifest import AxisSpec
from ..model import Series

PATH_SEPARATOR = " › "
_MONTHS = {
    m: i
    for i, names in enumerate(
        (
            ("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"),
            ("may",), ("jun", "june"), ("jul", "july"), ("aug", "august"),
            ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for m in names
}
_MONTH = r"(?P<mon>[A-Za-z]{3,9})\.?"
_YEAR_RE = re.compile(
    r"^(?:FY\s?|(?:fiscal|financial)\s+(?:years?\s+)?)?(?P<y>1[89]\d\d|2[01]\d\d)$", re.I)
#: a fiscal year written with two digits: "FY19", "FY 19", "FY'19", "F19" (2000 + the digits)
_SHORT_FISCAL_YEAR_RE = re.compile(r"^F(?:Y\s?)?['’]?(?P<yy>\d\d)$", re.I)
#: the length of the period after a header's position: "2019 53 weeks", "2018 (52 weeks)"
_PERIOD_LENGTH_RE = re.compile(r"\s+\(?\d{1,2}\s+(?:weeks|months)\)?$", re.I)
#: footnote marks after a header's position: "2019 (1)", "2019(a)", "2019*", "2018 (iv)"
_SIGN_MARKS = r"\s*[*†‡]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+"  # "*", "†", superscript digits
_FOOTNOTE_MARKS_RE = re.compile(rf"(?:\s*\((?:\d{{1,2}}|[a-z]|[ivx]{{1,4}})\)|{_SIGN_MARKS})+$", re.I)
_QUARTER_RES = (
    re.compile(r"^Q(?P<q>[1-4])[\s\-/]*(?:FY\s?)?(?P<y>1[89]\d\d|2[01]\d\d)$", re.I),
    re.compile(r"^(?P<y>1[89]\d\d|2[01]\d\d)[\s\-/]*Q(?P<q>[1-4])$", re.I),
    re.compile(r"^(?P<q>[1-4])Q[\s\-/]*(?P<y>1[89]\d\d|2[01]\d\d)$", re.I),
)
_ISO_DATE_RE = re.compile(r"^(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})$")
_DATE_RES = (
    re.compile(rf"^{_MONTH}\s+(?P<d>\d{{1,2}}),?\s+(?P<y>\d{{4}})$"),
    re.compile(rf"^(?P<d>\d{{1,2}})\s+{_MONTH},?\s+(?P<y>\d{{4}})$"),
)
_MONTH_YEAR_RE = re.compile(rf"^{_MONTH}\s+(?P<y>\d{{4}})$")

_BLANKS = frozenset({"", "-", "—", "–", "−", "n/a", "na", "n/m", "nm", "none", "nil", "..."})
_CURRENCIES = (("$", "$"), ("€", "€"), ("£", "£"), ("¥", "¥"))
_CELL_RE = re.compile(
    r"^(?P<neg1>[-−–])?\s*(?P<open>\()?\s*(?P<neg2>[-−–])?\s*(?P<cur>[$€£¥])?\s*(?P<neg3>[-−–])?\s*"
    r"(?P<num>\d[\d,.\s]*\d|\d)\s*(?P<pct>%)?\s*(?P<close>\))?\s*(?P<pct2>%)?$"
)
_THOUSANDS_RE = re.compile(r"^\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
_SPACED_THOUSANDS_RE = re.compile(r"^\d{1,3}(?:\s\d{3})+(?:[.,]\d+)?$")
_EURO_RE = re.compile(r"^\d{1,3}(?:\.\d{3})+(?:,\d+)?$")
_DECIMAL_COMMA_RE = re.compile(r"^\d+,\d{1,2}$")
_PLAIN_RE = re.compile(r"^\d+(?:\.\d+)?$")

_SCALES = (
    (re.compile(r"\b(?:billions?|bn)\b|\$\s?bn\b|\$b\b", re.I), "billions"),
    (re.compile(r"\bmillions?\b|\bmn\b|\bmm\b|[$€£]\s?m\b", re.I), "millions"),
    (re.compile(r"\bthousands?\b|['’‘`]000s?\b|\(000s?\)|\b000s\b", re.I), "thousands"),
)
_CURRENCY_WORDS = (
    (re.compile(r"\$|\bdollars?\b|\bUSD\b|\bUS\$", re.I), "$"),
    (re.compile(r"€|\beuros?\b|\bEUR\b", re.I), "€"),
    (re.compile(r"£|\bpounds?\b|\bGBP\b|\bsterling\b", re.I), "£"),
)
_PERCENT_UNIT_RE = re.compile(r"^\(?\s*%\s*\)?$|\bin (?:per ?cent|percent)\b|\(%\)", re.I)
_UNIT_PHRASE_RE = re.compile(
    r"\(?\s*(?:\b(?:in|amounts? in|figures? in|all figures in)\s+)?"
    r"(?:[$€£]\s?(?:'000|’000|m|bn)\b|(?:[$€£]\s*)?(?:thousands|millions|billions)(?:\s+of\s+\w+)?"
    r"(?:\s*\([^)]*\))?)\s*\)?",
    re.I,
)


# --------------------------------------------------------------------------- values
@dataclass(frozen=True)
class HeaderPosition:
    """A header cell read as a position: ``kind`` is year | quarter | month | date."""

    kind: str
    year: int
    month: int = 1
    day: int = 1
    label: str = ""


@dataclass(frozen=True)
class Cell:
    """A body cell read as a number: NaN when missing; ``blank`` when written as empty or a
    dash (not a problem), ``percent`` when written with ``%``, ``currency`` its sign."""

    value: float
    blank: bool = False
    percent: bool = False
    currency: str | None = None
    #: written as a number outside the float range (400 digits): missing, and a problem
    overflow: bool = False

    @property
    def missing(self) -> bool:
        return math.isnan(self.value)


@dataclass(frozen=True)
class ParsedTable:
    """A table as a document reader found it: header rows and body rows of cell strings.

    ``index`` counts the document's tables from 1; ``lines`` is each body row's file line
    (None when unknown); ``context`` is text just outside the table that may hold its unit
    (the paragraph above a Markdown table); ``stated_unit`` is the unit the paragraphs
    between the previous table and this one declare (:func:`unit_statement`), the last
    resort when the table itself states none."""

    header: tuple[tuple[str, ...], ...]
    body: tuple[tuple[str, ...], ...]
    index: int = 1
    caption: str | None = None
    section: str | None = None
    lines: tuple[int | None, ...] = ()
    context: str | None = None
    stated_unit: str | None = None


@dataclass(frozen=True)
class TableRow:
    """One data row of a positional table: its entity (the path), the cells by column, the
    span text and where it sits (1-based row number in the body, file line)."""

    entity: str
    label: str
    path: tuple[str, ...]
    cells: tuple[str, ...]
    text: str
    row: int
    line: int | None
    #: the label as written when it repeats another row's and was made distinct
    repeated: str | None = None


@dataclass(frozen=True)
class TableSeries:
    """What a positional table yields on an axis: series and problems."""

    series: tuple[Series, ...]
    problems: tuple[Problem, ...]


#: a unit written after a header's position: "2019 £m", "2018 (in millions)", "2019 $'000",
#: "2019 U.S. $ in thousands", "2019 RMB'Million", "2019 (S$ million)"
_UNIT_CORE = r"(?:['’‘]?000s?|m|bn|mn|thousands?|millions?|billions?)"
_UNIT_CURRENCY = r"(?:U\.?S\.?\s*\$|[SAC]\$|[$€£¥]|RMB|USD|EUR|GBP)"
_HEADER_UNIT_RE = re.compile(
    rf"\s+\(?\s*(?:in\s*)?(?:{_UNIT_CURRENCY}\s*['’]?\s*(?:in\s+)?{_UNIT_CORE}?(?:\s+of\s+\w+)?"
    rf"|{_UNIT_CORE}(?:\s+of\s+\w+)?|%)\s*\)?$",
    re.I,
)
#: words naming the period a header's date closes: "Years Ended December 31, 2019",
#: "At December 31, 2019", "52 weeks ended 30 Mar 2019", "Year-ended 31 March 2019"
_PERIOD_PREFIX_RE = re.compile(
    r"^(?:for\s+the\s+)?(?:(?:fiscal|financial)\s+)?(?:(?:years?|quarters?|periods?|\d+\s+weeks|"
    r"(?:three|six|nine|twelve|\d+)\s+months)[\s-]+(?:ended|ending)\s+|(?:at|as\s+of|as\s+at)\s+)",
    re.I,
)
_SPACED_YEAR_RE = re.compile(r"^([12])\s([0-9])\s([0-9])\s([0-9])$")  # "2 0 1 8", a PDF's letter-spacing


def split_header_unit(text: str) -> tuple[str, str]:
    """A header cell as ``(position text, unit text)``: ``"2019 £m"`` → ``("2019", "£m")``;
    a cell with no unit after it gives ``(text, "")``. Words naming the period the date
    closes ("Years Ended", "At", "As of") are dropped from the position text, and a
    letter-spaced year ("2 0 1 8") is closed up."""
    s = " ".join(text.replace("\u00a0", " ").split()).strip()
    unit = ""
    m = _HEADER_UNIT_RE.search(s)
    if m and s[: m.start()].strip():
        # "(inthousands)": a PDF's lost space, restored so the scale word reads as a word
        s, unit = s[: m.start()].strip(), re.sub(r"(?i)\bin(?=thousand|million|billion)", "in ", m.group(0).strip())
    s = _PERIOD_PREFIX_RE.sub("", s, count=1)
    s = _SPACED_YEAR_RE.sub(r"\1\2\3\4", s)
    return s, unit


def strip_footnote_marks(text: str) -> str:
    """A header cell less the footnote marks after it: ``"2019 (1)"`` → ``"2019"``,
    ``"2019(a)"`` → ``"2019"``, ``"2019*"`` → ``"2019"``, ``"April 27, 2019 (1)"`` →
    ``"April 27, 2019"``. Only marks at the end: a number inside a label stays."""
    s = " ".join(text.split())
    stripped = _FOOTNOTE_MARKS_RE.sub("", s).strip()
    return stripped or s


def parse_header_position(text: str) -> HeaderPosition | None:
    """A header cell as a position, or None (``%Chg``, ``Change``, ``Notes`` …); a unit
    after the position (``2019 £m``, ``2018 (in millions)``) is the table's unit, not part
    of the position (:func:`split_header_unit`), and footnote marks after it (``2019 (1)``)
    are not part of it either (:func:`strip_footnote_marks`)."""
    s = strip_footnote_marks(split_header_unit(strip_footnote_marks(text))[0])
    s = _PERIOD_LENGTH_RE.sub("", s).strip() or s
    if m := _YEAR_RE.match(s):
        return HeaderPosition("year", int(m["y"]), label=s)
    if m := _SHORT_FISCAL_YEAR_RE.match(s):
        return HeaderPosition("year", 2000 + int(m["yy"]), label=s)
    for rx in _QUARTER_RES:
        if m := rx.match(s):
            return HeaderPosition("quarter", int(m["y"]), 3 * int(m["q"]) - 2, label=s)
    if m := _ISO_DATE_RE.match(s):
        return _dated(int(m["y"]), int(m["m"]), int(m["d"]), s)
    for rx in _DATE_RES:
        if (m := rx.match(s)) and m["mon"].lower() in _MONTHS:
            return _dated(int(m["y"]), _MONTHS[m["mon"].lower()], int(m["d"]), s)
    if (m := _MONTH_YEAR_RE.match(s)) and m["mon"].lower() in _MONTHS:
        return HeaderPosition("month", int(m["y"]), _MONTHS[m["mon"].lower()], label=s)
    return None


def _dated(y: int, mo: int, d: int, label: str) -> HeaderPosition | None:
    try:
        date(y, mo, d)
    except ValueError:
        return None
    return HeaderPosition("date", y, mo, d, label)


def parse_cell(text: str) -> Cell:
    """A body cell as a number (see the module doc)."""
    s = " ".join(text.replace("\u00a0", " ").split())
    if s.lower() in _BLANKS:
        return Cell(math.nan, blank=True)
    m = _CELL_RE.match(s)
    if not m or bool(m["open"]) != bool(m["close"]):
        return Cell(math.nan)
    value = _number(m["num"])
    if value is None:
        return Cell(math.nan)
    if not math.isfinite(value):  # float("9" * 400) is inf: never a value
        return Cell(math.nan, overflow=True)
    negative = bool(m["open"] or m["neg1"] or m["neg2"] or m["neg3"])
    return Cell(-value if negative else value, percent=bool(m["pct"] or m["pct2"]), currency=m["cur"])


def _number(digits: str) -> float | None:
    d = digits.strip()
    if _PLAIN_RE.match(d):
        return float(d)
    if _THOUSANDS_RE.match(d):
        return float(d.replace(",", ""))
    if _SPACED_THOUSANDS_RE.match(d):
        return float(d.replace(" ", "").replace(",", "."))
    if _EURO_RE.match(d):
        return float(d.replace(".", "").replace(",", "."))
    if _DECIMAL_COMMA_RE.match(d):
        return float(d.replace(",", "."))
    return None


_FUSED_IN_RE = re.compile(r"\bin(?=thousands?\b|millions?\b|billions?\b)", re.I)


def _spaced_in(text: str) -> str:
    """``"(inthousands)"`` (a lost space) → ``"(in thousands)"``."""
    return _FUSED_IN_RE.sub("in ", text)


def detect_unit(texts: Sequence[str]) -> str | None:
    """The unit a caption or header states: ``"$ millions"``, ``"thousands"``, ``"%"``."""
    texts = [_spaced_in(t) for t in texts if t]
    joined = " ".join(texts)
    if not joined.strip():
        return None
    if any(_PERCENT_UNIT_RE.search(t) for t in texts if t):
        return "%"
    scale = next((name for rx, name in _SCALES if rx.search(joined)), None)
    currency = next((sign for rx, sign in _CURRENCY_WORDS if rx.search(joined)), None)
    if scale is None and currency is None:
        return None
    return " ".join(x for x in (currency, scale) if x)


# --------------------------------------------------------------------------- structure
def _positions_row(row: Sequence[str]) -> bool:
    """Cells after the first are all positions or empty, at least one a position."""
    rest = [c for c in row[1:] if c.strip()]
    return bool(rest) and all(parse_header_position(c) is not None for c in rest)


def labelled_positions_row(row: Sequence[str]) -> bool:
    """A row of column headings that mixes positions with column labels: two or more
    positions, and every other cell after the first empty or a text label (no number) —
    ``| (In millions) | 2018 | 2017 | Dollar | Percent |``, ``| For the year: | 2019 | 2018 |
    Yr.-to-Yr. Percent Change |``. A data row has numbers; this row has none."""
    rest = [c for c in row[1:] if c.strip()]
    positions = sum(1 for c in rest if parse_header_position(c) is not None)
    return positions >= 2 and all(parse_header_position(c) is not None or
                                  (parse_cell(c).missing and not parse_cell(c).blank) for c in rest)


def leading_header_rows(header: Sequence[Sequence[str]], body: Sequence[Sequence[str]]) -> int:
    """How many leading body rows are header rows: a table whose header holds no positions
    but whose first body row does (``| ($ in millions) | 2019 | 2018 |`` under a caption
    row ``| | June 30, | |``, or ``| (In millions) | 2018 | 2017 | Dollar |`` under ``| |
    Fiscal Year | | Variance in |``: :func:`labelled_positions_row`) has its positions
    there. Only when no header row holds a position, and only the first body row; 0
    otherwise."""
    if any(_positions_row(r) for r in header) or not body:
        return 0
    if _positions_row(body[0]) or labelled_positions_row(body[0]):
        return 1
    if len(body) > 1 and heading_row(body[0]) and (_positions_row(body[1]) or labelled_positions_row(body[1])):
        return 2
    return 0


def heading_row(row: Sequence[str]) -> bool:
    """A row of headings only, above the positions row: no number, no position, at most
    one cell after the first (``| Indicators | For the year ended 31 December | |``, ``| |
    | | Percent Change | |``). The positions row below it is then the second body row
    (:func:`leading_header_rows`)."""
    rest = [c for c in row[1:] if c.strip()]
    return (len(rest) <= 1 and any(c.strip() for c in row)
            and all(parse_header_position(c) is None and parse_cell(c).missing and not parse_cell(c).blank
                    for c in [*rest, *([row[0]] if row and row[0].strip() else [])]))


def _label_row(row: Sequence[str]) -> bool:
    """Two or more cells after the first, every one a text label: no number, no position."""
    rest = [c.strip() for c in row[1:]]
    return (len(rest) >= 2 and all(rest) and all(parse_header_position(c) is None for c in rest)
            and all(parse_cell(c).missing for c in rest))


def _spans_labelled_columns(table: ParsedTable, row_index: int, column: int) -> bool:
    """Whether a later header row, or the first body row, labels ``column`` and another
    column with text: a lone position above such a row heads them all ("As of March 29,
    2019" over "As Reported | Without Adoption | Effect of Change"), not its own column."""
    below = [*table.header[row_index + 1:], *table.body[:1]]
    return any(_label_row(r) and len(r) > column for r in below)


def position_columns(table: ParsedTable) -> dict[int, HeaderPosition]:
    """Column index → position, from the header row with the most positions (never column
    0, the label column); empty when the table is not positional. A header row holding a
    single position above a row of column labels is a caption spanning them (a merged cell
    flattened): the table is then not positional, and no column's values are read as that
    position's (the rows stay readable as text). Computed once per table: the axis pass,
    the rows, the unit and the series all ask."""
    return dict(_position_columns(table))


@lru_cache(maxsize=256)
def _position_columns(table: ParsedTable) -> tuple[tuple[int, HeaderPosition], ...]:
    best: dict[int, HeaderPosition] = {}
    where = -1
    for n, row in enumerate(table.header):
        if row and parse_header_position(row[0]) is not None:
            continue  # positions down the first column: a long table, not this shape
        found = {i: p for i, c in enumerate(row) if i and (p := parse_header_position(c))}
        if len(found) > len(best):
            best, where = found, n
    if not best:
        for n, row in enumerate(table.header):
            if (found := qualified_positions(row)) and len(found) > len(best):
                best, where = found, n
    if len(best) == 1 and _spans_labelled_columns(table, where, next(iter(best))):
        return ()
    if best and (grouped_columns(table, best) or spans_several_measures(table, where, best)):
        return ()
    return tuple(best.items())


def spans_several_measures(table: ParsedTable, row_index: int, columns: dict[int, HeaderPosition]) -> bool:
    """Whether a position heads several columns that a row below labels as different
    measures: ``| | December 31, 2019 | | December 31, 2018 | |`` over ``| (In millions) |
    Carrying Amount | Fair Value | Carrying Amount | Fair Value |``. Which of its columns is
    the position's value is not guessed: the table is not positional. Sub-labels that are
    units (``$`` over ``%``) do not count: the position's own column is its amount."""
    row = table.header[row_index]
    below = [r for r in [*table.header[row_index + 1:], *table.body[:1]]
             if sum(1 for c in r[1:] if c.strip()) >= 2 and all(parse_cell(c).missing for c in r[1:] if c.strip())]
    for i in columns:
        span = [i]
        while span[-1] + 1 < len(row) and not row[span[-1] + 1].strip():
            span.append(span[-1] + 1)
        if len(span) < 2:
            continue
        for r in below:
            labels = {" ".join(r[k].split()).lower() for k in span
                      if k < len(r) and r[k].strip() and not is_unit_text(r[k]) and parse_header_position(r[k]) is None}
            if len(labels) >= 2:
                return True
    return False


_CHANGE_COLUMN_RE = re.compile(r"\b(?:change|chg|variance|increase|decrease|inc|dec|growth)\b|%", re.I)


def _leading_position(text: str) -> tuple[HeaderPosition, str] | None:
    """A header cell read as a position followed by a qualifier: ``"2019 Number"`` →
    (2019, ``"number"``); None when it does not start with a position or is one."""
    words = " ".join(text.split()).split()
    for k in range(len(words) - 1, 0, -1):
        if (p := parse_header_position(" ".join(words[:k]))) is not None:
            return p, " ".join(words[k:]).lower()
    return None


def qualified_positions(row: Sequence[str]) -> dict[int, HeaderPosition]:
    """Column index → position for a header row whose positions all carry the same
    qualifier after them — ``| | 2019 Number | 2018 Number |``, ``| | Fiscal 2019 Net Sales |
    Fiscal 2018 Net Sales | % Inc (Dec) |`` — when every other column is a change column
    (change, variance, %). Two qualifiers (``2019 Men | Women | 2018 Men | Women``), a
    column of another measure or an unlabelled one: none (which column is the position's
    value is not guessed)."""
    found: dict[int, HeaderPosition] = {}
    qualifiers: set[str] = set()
    for i, c in enumerate(row):
        if not i:
            continue
        if not c.strip():
            return {}
        if (got := _leading_position(c)) is not None:
            found[i] = got[0]
            qualifiers.add(got[1])
        elif not _CHANGE_COLUMN_RE.search(c):
            return {}
    return found if len(found) >= 2 and len(qualifiers) == 1 else {}


def _trailing_position(text: str) -> HeaderPosition | None:
    """The position a header cell that is not one ends with: ``"Net additions (losses)
    August 31, 2019"`` → August 31, 2019; None when it ends with none."""
    words = strip_footnote_marks(text).split()
    for k in range(1, len(words)):
        if (p := parse_header_position(" ".join(words[k:]))) is not None:
            return p
    return None


_YEAR_WORD_RE = re.compile(r"(?<!\d)(?:1[89]|2[01])\d\d(?!\d)")


def grouped_columns(table: ParsedTable, columns: dict[int, HeaderPosition]) -> bool:
    """Whether the header groups its columns under measure labels flattened into the first
    column of each group: a column that is not a position but whose header ends with one
    the position columns hold (``| | August 31, 2019 | Net additions (losses) August 31,
    2019 | August 31, 2018 |``). The bare position columns then belong to different
    measures, and a row read across them would mix them: the table is not positional."""
    held = {(p.kind, p.year, p.month, p.day) for p in columns.values()}
    for row in table.header:
        for i, c in enumerate(row):
            if not i or i in columns or parse_header_position(c) is not None:
                continue
            if len(_YEAR_WORD_RE.findall(c)) != 1:
                continue  # "% Change 2018 to 2019", "2019 vs. 2018": a change column, not a group
            if (p := _trailing_position(c)) is not None and (p.kind, p.year, p.month, p.day) in held:
                return True
    return False


def column_labels(table: ParsedTable) -> tuple[str, ...]:
    """Per column, the header text that names it (the last non-empty header row's cell)."""
    width = max((len(r) for r in (*table.header, *table.body)), default=0)
    labels = [""] * width
    for row in table.header:
        for i, c in enumerate(row):
            if c.strip():
                labels[i] = " ".join(c.split())
    return tuple(labels)


_LABEL_FOOTNOTE_RE = re.compile(rf"(?:\s*\(\d{{1,2}}\)|{_SIGN_MARKS})+(?=\s*:?\s*$)")


def row_label(text: str) -> str:
    """A row label as questions name it: whitespace collapsed, footnote marks at its end
    dropped (``"Capital leases (1)"`` → ``"Capital leases"``, ``"Other(2)"`` → ``"Other"``,
    ``"Revenue*"`` → ``"Revenue"``). A letter in parentheses stays (``"Class (A)"``)."""
    s = " ".join(text.split())
    return _LABEL_FOOTNOTE_RE.sub("", s).strip() or s


def shifted_section_label(row: Sequence[str]) -> str | None:
    """The label of a section row written one column to the right (a merged cell
    flattened): an empty first cell and a single text cell after it, no number, no
    position, no unit (``| | Consolidated Statements of Operations Data: | | |``); else None."""
    if not row or row[0].strip() or len(row) < 3:
        return None
    filled = [c for c in row[1:] if c.strip()]
    if len(filled) != 1 or not row[1].strip():
        return None
    c = row[1]
    if parse_header_position(c) is not None or not parse_cell(c).missing or parse_cell(c).blank or is_unit_text(c):
        return None
    return " ".join(c.split())


def _is_section(row: Sequence[str]) -> bool:
    return (bool(row and row[0].strip()) and all(not c.strip() for c in row[1:])) or \
        shifted_section_label(row) is not None


def table_rows(table: ParsedTable) -> list[TableRow]:
    """The data rows of a positional table, with section paths and span texts. Rows whose
    entity repeats another row's are made distinct (:func:`distinct_rows`). A unit row
    (:func:`unit_row`) is not a data row; a section label written one column right is a
    section (:func:`shifted_section_label`); labels lose their footnote marks
    (:func:`row_label`)."""
    labels = column_labels(table)
    positional = bool(position_columns(table))
    parents: list[str] = []
    after_data = False
    rows: list[TableRow] = []
    for n, cells in enumerate(table.body, start=1):
        label = " ".join(cells[0].split()) if cells else ""
        label = shifted_section_label(cells) or row_label(label)
        if positional and unit_row(cells)[0]:
            continue  # a unit row: the table's unit (:func:`table_unit`), not a row; a table
            # that is not positional keeps its rows as written
        if _is_section(cells):
            parents = [*parents, label] if not after_data else [label]
            after_data = False
            continue
        after_data = True
        path = (*parents, label) if label else tuple(parents)
        line = table.lines[n - 1] if n - 1 < len(table.lines) else None
        rows.append(TableRow(PATH_SEPARATOR.join(path), label, path, tuple(cells), "", n, line))
    return [replace(r, text=_row_text(r, labels)) for r in distinct_rows(rows, set(position_columns(table)))]


def _row_text(row: TableRow, labels: Sequence[str]) -> str:
    parts = [f"{labels[i] if i < len(labels) else ''} {c}".strip()
             for i, c in enumerate(row.cells) if i and c.strip()]
    return f"{row.entity}: {'; '.join(parts)}" if row.entity else "; ".join(parts)


def _qualifier(row: TableRow, positions: set[int]) -> str:
    """The row's other text cells (not positions, not numbers): what tells it apart."""
    return ", ".join(" ".join(c.split()) for i, c in enumerate(row.cells)
                     if i and i not in positions and c.strip() and parse_cell(c).missing
                     and not parse_cell(c).blank)


def distinct_rows(rows: Sequence[TableRow], positions: set[int]) -> list[TableRow]:
    """Rows whose entity repeats another row's (two "Alpha" rows; "North" over two segments
    after a ``rowspan``) would be one series with two rows' values, or two series no
    question could tell apart. Each gets a distinct name — its other text cells in
    parentheses when they tell the rows apart ("North (Retail)"), else its row number
    ("Alpha (row 2)") — and keeps the label as written in ``repeated`` (reported by
    :func:`table_series`)."""
    groups: dict[str, list[int]] = {}
    for k, r in enumerate(rows):
        if r.label:
            groups.setdefault(r.entity, []).append(k)
    out = list(rows)
    for members in (g for g in groups.values() if len(g) > 1):
        quals = [_qualifier(rows[k], positions) for k in members]
        by_text = all(quals) and len(set(quals)) == len(quals)
        for k, q in zip(members, quals, strict=True):
            r = rows[k]
            tag = q if by_text else f"row {r.row}"
            label = f"{r.label} ({tag})"
            out[k] = replace(r, entity=PATH_SEPARATOR.join((*r.path[:-1], label)), label=label,
                             path=(*r.path[:-1], label), repeated=r.label)
    return out


def table_title(table: ParsedTable) -> str:
    """The metric name: caption less its unit phrase, else the nearest heading, else ``value``."""
    if table.caption:
        title = " ".join(_UNIT_PHRASE_RE.sub(" ", table.caption).split()).strip(" ,;:-–—()")
        if title:
            return title
    if table.section:
        return table.section.split(" > ")[-1]
    return "value"


_UNIT_STATEMENT_RE = re.compile(
    r"(?:[$€£]\s*)?\bin\s+(?:[$€£]\s*|US\$\s*)?(?:thousands|millions|billions)\b(?:\s+of\s+(?:[A-Z]{2,3}\s+)?\w+)?"
    r"|\(\s*[$€£]?\s*['’]?000s?\s*\)|[$€£]\s?['’]000\b",
    re.I,
)


def unit_statement(text: str) -> str | None:
    """The unit a report's sentence declares for its figures — ``"(in thousands)"``,
    ``"$ in millions"``, ``"in millions of dollars"``, ``"($'000)"`` — else None.

    Stricter than :func:`detect_unit`: a bare "$15.5 billion" in a sentence is an amount,
    not a statement of the table's scale; only "in <scale>" and the ``'000`` forms count.
    Two statements of different units in one text declare none. A line of at most four
    words and no amount that states a unit ("€ million", "(£m)", "$'000") is a unit line."""
    if len(text.split()) <= 4 and not re.search(r"\d", text.replace("000", "")) and (line := detect_unit([text])):
        return line  # a unit line above a table: "€ million", "(£m)", "US$ thousands"
    found = {u for m in _UNIT_STATEMENT_RE.finditer(text)
             if not _scoped_before(text, m.start()) and (u := detect_unit([m.group(0)]))}
    scales = {u.split()[-1] for u in found}
    if len(scales) != 1:
        return None
    return found.pop() if len(found) == 1 else scales.pop()  # "$ thousands" and "thousands": the scale


#: a unit statement scoped to counted things, not amounts: "(shares in thousands, …)",
#: "units in millions", "number of customers in thousands"
_SCOPED_NOUN = r"(?:shares?|share\s+(?:counts?|data|amounts?)|units?|customers|subscribers|employees|tonnes|tons|barrels)"
_SCOPED_STATEMENT_RE = re.compile(rf"\b{_SCOPED_NOUN}\s+(?:are\s+|is\s+)?in\s+(?P<scale>thousands|millions|billions)\b", re.I)


def _scoped_before(text: str, start: int) -> bool:
    """Whether the unit statement at ``start`` is scoped to a counted noun just before it."""
    return bool(re.search(rf"\b{_SCOPED_NOUN}\s+(?:are\s+|is\s+)?$", text[:start], re.I))


def share_scale_statement(text: str) -> str | None:
    """The scale a sentence gives share counts — ``"(shares in thousands, except per share
    data)"`` → ``thousands`` — else None (none, or two that disagree). A statement scoped so
    is not the table's scale (:func:`unit_statement` skips it); it is the scale of the rows
    that count shares (:func:`share_count_label`)."""
    found = {m["scale"].lower() for m in _SCOPED_STATEMENT_RE.finditer(text or "")
             if m.group(0).lower().startswith("share")}
    return found.pop() if len(found) == 1 else None


_SHARE_COUNT_RE = re.compile(r"\bshares?\b|\bnumber of (?:ordinary |common )?shares\b", re.I)


def share_count_label(label: str) -> bool:
    """A row that counts shares ("Basic weighted average common shares outstanding",
    "Dilutive securities" is not one), never a per-share amount."""
    return bool(_SHARE_COUNT_RE.search(label)) and not per_share_label(label)


def merge_units(units: Sequence[str | None]) -> str | None:
    """One unit from several statements of it (``"$"`` and ``"thousands"`` → ``"$
    thousands"``), or None when they disagree: two scales, two currencies, or a percent
    with an amount. A scale that is not unique is not guessed."""
    stated = [u for u in units if u]
    if not stated:
        return None
    if any(u == "%" for u in stated):
        return "%" if all(u == "%" for u in stated) else None
    currencies = {w for u in stated for w in u.split() if w not in _SCALE_NAMES}
    scales = {w for u in stated for w in u.split() if w in _SCALE_NAMES}
    if len(currencies) > 1 or len(scales) > 1:
        return None
    return " ".join([*currencies, *scales]) or None


_SCALE_NAMES = frozenset({"thousands", "millions", "billions"})
#: what a cell that only states a unit may hold besides the unit itself: "(In thousands of
#: Canadian dollars)", "US$'000", "$ in millions", "(in millions, except per share)"
_UNIT_TEXT_RES = (
    re.compile(r"\b(?:except|excluding|unless)\b.*$", re.I),  # the exceptions the unit states
    re.compile(r"(?:\b(?:US|U\.S\.|HK|NT|[SACR])|\b)\$|[$€£¥]", re.I),
    re.compile(r"['’‘`]?\b000s?\b|\b(?:thousands?|millions?|billions?|bn|mn|mm|m|k)\b", re.I),
    re.compile(r"\b(?:in|of|all|amounts?|figures?|expressed|tabular|presented|stated|dollars?|euros?|"
               r"pounds?|sterling|usd|eur|gbp|rmb|cad|aud|chf|jpy|inr|canadian|australian|u\.?s\.?|"
               r"per ?cent(?:ages?)?|percentages?|and)\b", re.I),
    re.compile(r"[%()\[\],.:;\-–—'’‘`/\s]+"),
)


def is_unit_text(text: str) -> bool:
    """Whether a cell states a unit and nothing else: ``"(In thousands)"``, ``"US$'000"``,
    ``"$ in millions"``, ``"(in millions, except per share)"``, ``"$"``, ``"%"`` — not
    ``"Million shares"`` or ``"(restated, Note 3)"``."""
    s = _spaced_in(" ".join(text.split()))
    if not s or detect_unit([s]) is None:
        return False
    for rx in _UNIT_TEXT_RES:
        s = rx.sub(" ", s)
    return not s.strip()


def unit_row(row: Sequence[str], columns: Sequence[int] = ()) -> tuple[bool, str | None]:
    """Whether a body row only states the table's unit — every non-empty cell a unit text
    (:func:`is_unit_text`): ``| (In thousands) | | |``, ``| | US$'000 | US$'000 |``, ``|
    (In thousands of Canadian dollars) | $ | $ |`` — and the unit it states: its first cell
    and its cells in ``columns`` (the position columns read; all when none given) merged
    (:func:`merge_units`), None when they disagree (``$`` over one year, ``%`` over
    another). A row whose first cell states a unit and whose other cells are column labels
    (``| $ MILLION | 53 WEEKS | 52 WEEKS | CHANGE |``, no number) is one too. Such a row is
    neither a section nor a data row."""
    cells = [(i, c) for i, c in enumerate(row) if c.strip()]
    if not cells or not all(is_unit_text(c) for _, c in cells):
        if not (row and is_unit_text(row[0]) and all(
                parse_cell(c).missing and not parse_cell(c).blank and parse_header_position(c) is None
                for _, c in cells[1:])):
            return False, None
        # "| $ MILLION | 53 WEEKS | 52 WEEKS | CHANGE |": column labels beside the unit
        cells = [(i, c) for i, c in cells if is_unit_text(c)]
    read = [c for i, c in cells if i == 0 or not columns or i in columns]
    return True, merge_units([detect_unit([c]) for c in read])


_PER_SHARE_RE = re.compile(r"\bper\s+(?:[\w-]+\s+){0,3}(?:share|ADS|ADR|unit)s?\b|\bEPS\b|"
                           r"\bearnings\s+per\b|\bdividends?\s+per\b", re.I)
_LABEL_UNIT_RE = re.compile(r"\(([^()]*)\)\s*$|[-–—,]\s*(in\s+\S+(?:\s+of\s+\S+)?)\s*$")


def per_share_label(label: str) -> bool:
    """A per-share amount ("Basic net income per common share", "Diluted EPS", "Dividends
    per share"): never scaled by the table's thousands or millions."""
    return bool(_PER_SHARE_RE.search(label))


def row_label_unit(label: str) -> str | None:
    """The unit a row's own label states at its end — ``"Gross profit (in thousands)"`` →
    ``thousands``, ``"Revenue ($M)"`` → ``$ millions``, ``"Margin (%)"`` → ``%`` — else
    None. It is that row's unit, whatever the table's."""
    m = _LABEL_UNIT_RE.search(" ".join(label.split()))
    if not m:
        return None
    text = m.group(1) if m.group(1) is not None else m.group(2)
    return detect_unit([text]) if is_unit_text(text) else None


def _header_unit(table: ParsedTable, columns: dict[int, HeaderPosition]) -> str | None:
    """The unit the caption and header state. A percent sign over a column that is not a
    position (``%``, ``Change (%)``, ``Variance in Percent`` beside ``2019 | 2018``) is that
    column's unit, not the table's; the units after positions (``2019 $'000``) count only
    for the columns read."""
    top_left = [r[0] for r in table.header if r]
    others = [c for r in table.header for i, c in enumerate(r)
              if i and i not in columns and parse_header_position(c) is None]
    others = [c for c in others if detect_unit([c]) != "%"]
    after = [split_header_unit(c)[1] for r in table.header for i, c in enumerate(r)
             if i and (i in columns or not columns) and parse_header_position(c) is not None]
    return detect_unit([table.caption or "", *top_left, *others, *after])


def _leading_unit_rows(table: ParsedTable, columns: dict[int, HeaderPosition]) -> list[tuple[bool, str | None]]:
    """The unit rows above the first data row (section rows may sit between)."""
    found = []
    for cells in table.body:
        is_unit, unit = unit_row(cells, tuple(columns))
        if is_unit:
            found.append((True, unit))
        elif not _is_section(cells):
            break
    return found


def table_unit(table: ParsedTable) -> str | None:
    """The table's unit: the caption's, the header's (:func:`_header_unit`) and the unit
    rows' above its first data row (:func:`unit_row`) merged; when they state a currency
    but no scale, the scale the paragraph above or the report's statement gives. Units that
    disagree give None (not guessed)."""
    columns = position_columns(table)
    head = _header_unit(table, columns)
    rows = _leading_unit_rows(table, columns)
    if any(unit is None for _, unit in rows):
        return None  # a unit row whose columns disagree
    stated = [u for u in (head, *(u for _, u in rows)) if u]
    unit = merge_units(stated)
    if stated and unit is None:
        return None
    if unit is not None and (unit == "%" or unit.split()[-1] in _SCALE_NAMES):
        return unit
    around = unit_statement(table.context or "") or table.stated_unit
    if unit is None:
        return around
    return merge_units([unit, around]) if around else unit


def row_units(table: ParsedTable) -> dict[int, str | None]:
    """Body row number (1-based) → the unit a unit row above it states, for rows below a
    unit row that follows data rows (``(in thousands)`` halfway down a table in millions):
    those rows are in that unit, until the next unit row. Rows not in the mapping are in
    the table's unit."""
    columns = tuple(position_columns(table))
    out: dict[int, str | None] = {}
    seen_data, current, active = False, None, False
    for n, cells in enumerate(table.body, start=1):
        is_unit, unit = unit_row(cells, columns)
        if is_unit:
            if seen_data:
                current, active = unit, True
            continue
        if not _is_section(cells):
            seen_data = True
        if active:
            out[n] = current
    return out


# --------------------------------------------------------------------------- axis
def on_axis(pos: HeaderPosition, axis: AxisSpec) -> float | None:
    """The position on ``axis`` (see the module doc), or None when the axis cannot hold it."""
    if axis.kind == "number":
        return float(pos.year) if pos.kind == "year" else None
    if axis.kind not in ("date", "datetime"):
        return None
    day = date(pos.year, pos.month, pos.day)
    if axis.kind == "date":
        return float((day - date(1970, 1, 1)).days)
    return datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp()


def header_axis(positions: Sequence[HeaderPosition]) -> AxisSpec | None:
    """The axis a KB of these header positions gets when none is declared: all years → a
    number axis named ``year``; any quarter, month or date → a date axis named ``date``."""
    if not positions:
        return None
    if all(p.kind == "year" for p in positions):
        return AxisSpec(name="year", kind="number")
    return AxisSpec(name="date", kind="date")


def table_series(table: ParsedTable, axis: AxisSpec, file: str, metric: str) -> TableSeries:
    """The series of one positional table on ``axis``, one per data row with a label."""
    columns = position_columns(table)
    if not columns:
        return TableSeries((), ())
    placed = {i: on_axis(p, axis) for i, p in columns.items()}
    if any(v is None for v in placed.values()):
        shown = ", ".join(p.label for p in list(columns.values())[:3])
        return TableSeries((), (Problem(
            file, table.lines[0] if table.lines else None,
            f"table {table.index}: its headers ({shown}) are not on the KB's axis {axis.name!r} "
            f"({axis.kind}); its rows are kept as text only"),))
    problems: list[Problem] = []
    order = _column_order(placed, table, file, problems)
    unit = table_unit(table)
    blocks = row_units(table)
    share_scale = share_scale_statement(table.context or "")
    labels = column_labels(table)
    series: list[Series] = []
    bad = 0
    overflow: list[tuple[TableRow, str]] = []  # (row, column label) of each number past float
    rows = table_rows(table)
    for row in rows:
        if not row.label:
            continue
        cells = [parse_cell(row.cells[i]) if i < len(row.cells) else Cell(math.nan, blank=True)
                 for i in order]
        overflow += [(row, labels[i] if i < len(labels) and labels[i] else f"{i + 1}")
                     for i, c in zip(order, cells, strict=True) if c.overflow]
        bad += sum(1 for c in cells if c.missing and not c.blank and not c.overflow)
        present = [c for c in cells if not c.missing]
        if not present:
            continue
        row_unit = _row_unit(row, present, blocks.get(row.row, unit), share_scale)
        series.append(Series(row.path[0] if len(row.path) > 1 else metric, row.entity, row_unit, np.array([placed[i] for i in order], dtype=float),
                             np.array([c.value for c in cells], dtype=float)))
    if bad:
        problems.append(Problem(file, None, f"table {table.index}: {bad} non-numeric cell(s) in position "
                                            "columns read as missing"))
    if overflow:
        problems.append(_overflow_problem(overflow, table, file))
    problems += _repeat_problems(rows, table, file)
    return TableSeries(tuple(series), tuple(problems))


def _overflow_problem(cells: Sequence[tuple[TableRow, str]], table: ParsedTable, file: str) -> Problem:
    """Numbers past the float range: where each is (the first three), never a value."""
    where = "; ".join(f"row {r.row}{f' (line {r.line})' if r.line else ''} ({r.entity}), column {c!r}"
                      for r, c in cells[:3])
    more = f" and {len(cells) - 3} more" if len(cells) > 3 else ""
    return Problem(file, cells[0][0].line, f"table {table.index}: {len(cells)} number(s) outside the "
                   f"float range (over 1.8e308) read as missing, at {where}{more}; write such a value "
                   "in a larger unit")


def _repeat_problems(rows: Sequence[TableRow], table: ParsedTable, file: str) -> list[Problem]:
    """One problem per repeated row label, naming the rows and the names they now have."""
    groups: dict[str, list[TableRow]] = {}
    for r in rows:
        if r.repeated is not None:
            groups.setdefault(PATH_SEPARATOR.join((*r.path[:-1], r.repeated)), []).append(r)
    return [Problem(file, group[0].line, f"table {table.index}: the row label {name!r} repeats (rows "
                    f"{', '.join(str(r.row) for r in group)}); each is its own series, named "
                    f"{', '.join(repr(r.entity) for r in group)}")
            for name, group in groups.items()]


def _column_order(placed: dict[int, float | None], table: ParsedTable, file: str,
                  problems: list[Problem]) -> list[int]:
    """Position columns sorted by position; a repeated position keeps its first column."""
    seen: dict[float, int] = {}
    for i in sorted(placed):
        value = placed[i]
        assert value is not None
        if value in seen:
            problems.append(Problem(file, None, f"table {table.index}: column {i + 1} repeats the position "
                                                f"of column {seen[value] + 1}; the first is kept"))
            continue
        seen[value] = i
    return [seen[v] for v in sorted(seen)]


def _row_unit(row: TableRow, present: Sequence[Cell], unit: str | None,
              share_scale: str | None = None) -> str | None:
    """A row's unit: ``%`` when all its values are written as percents; the unit its
    label states (:func:`row_label_unit`); the scale the paragraph above gives share
    counts for a row counting shares (:func:`share_scale_statement`); the table's (or its
    unit row's) without the scale for a per-share amount (:func:`per_share_label`); else
    the table's, else the currency its cells are written with. When share counts have a
    scale of their own that is not the table's, a row that is neither a share count nor
    written with a currency sign gets no unit: which scale is its is not guessed."""
    if all(c.percent for c in present):
        return "%"
    if own := row_label_unit(row.label):
        if own != "%" and unit and unit != "%":
            return merge_units([own, _without_scale(unit)]) or own
        return own
    if share_scale and share_count_label(row.label):
        return share_scale
    if (share_scale and unit and unit.split()[-1] in _SCALE_NAMES and unit.split()[-1] != share_scale
            and not per_share_label(row.label) and not any(c.currency for c in present)):
        return None  # a count or an amount? shares and amounts have different scales: not guessed
    if per_share_label(row.label):
        return _without_scale(unit) or _currency_unit(present)
    return unit or _currency_unit(present)


def _without_scale(unit: str | None) -> str | None:
    """``"$ millions"`` → ``"$"``; a unit that is only a scale → None."""
    return " ".join(w for w in (unit or "").split() if w not in _SCALE_NAMES) or None


def _currency_unit(cells: Sequence[Cell]) -> str | None:
    signs = {c.currency for c in cells if c.currency}
    return signs.pop() if len(signs) == 1 else None


def read_tables(tables: Sequence[ParsedTable], axis: AxisSpec, file: str) -> TableSeries:
    """Every positional table's series on ``axis`` (tables in document order)."""
    series: list[Series] = []
    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    for table in tables:
        got = table_series(table, axis, file, table_title(table))
        for s in got.series:
            if (s.metric, s.entity) in seen:
                s = Series(f"{s.metric} (table {table.index})", s.entity, s.unit, s.positions, s.values)
            seen.add((s.metric, s.entity))
            series.append(s)
        problems += got.problems
    return TableSeries(tuple(series), tuple(problems))


def row_section(table: ParsedTable, row: TableRow) -> str:
    """Where a row span sits: the heading path, then ``table N, row R``."""
    where = f"table {table.index}, row {row.row}"
    return f"{table.section} > {where}" if table.section else where
