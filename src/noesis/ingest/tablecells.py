"""The cells of a report table, read one by one: header positions, numbers, units.

What :mod:`noesis.ingest.doctables` reads a table with, below its structure (rows, sections,
columns): a header cell as a position (:func:`parse_header_position`: ``2019``, ``FY19``,
``Dec 31, 2019``, ``Years Ended December 31, 2019``, with footnote marks and units after it),
a body cell as a number (:func:`parse_cell`: ``1,320``, ``$ 1,452.4``, ``(19)``, ``12.5%``),
the unit a caption, header or sentence states (:func:`detect_unit`, :func:`unit_statement`,
``$000's`` and ``(in 000's)`` included), a cell that states a unit and nothing else
(:func:`is_unit_text`), and several units merged into one or none (:func:`merge_units`). The
frozen values a table is read into (:class:`ParsedTable`, :class:`TableRow`) live here too.
Pure: strings in, values out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from ..errors import Problem
from ..model import PATH_SEPARATOR, Series  # noqa: F401 — the path separator, re-exported where it was found

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
    r"^(?P<neg1>[-−–])?\s*(?P<cur0>[$€£¥])?\s*(?P<open>\()?\s*(?P<neg2>[-−–])?\s*(?P<cur>[$€£¥])?\s*(?P<neg3>[-−–])?\s*"
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
    (re.compile(r"\bthousands?\b|['’‘`]000s?\b|\(000s?\)|(?<![\d,.])\b000['’‘`]?s\b", re.I), "thousands"),
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


#: "October 31,", "December31,", "31 December", "As of September 30,", "Year ended June 30":
#: a day of the year with no year (what a report writes above its year columns)
_MONTH_DAY_RES = (
    re.compile(r"^(?:(?:fiscal\s+)?(?:years?|periods?|quarters?)\s+ended|as\s+(?:of|at)|at|ended)?\s*"
               r"(?P<mon>[A-Za-z]{3,9})\.?\s*(?P<d>\d{1,2}),?$", re.I),
    re.compile(r"^(?:(?:fiscal\s+)?(?:years?|periods?)\s+ended|as\s+(?:of|at)|at|ended)?\s*"
               r"(?P<d>\d{1,2})\s+(?P<mon>[A-Za-z]{3,9})\.?,?$", re.I),
)


#: a day the text states a balance or a period at, with its year: "at 31 March 2019", "as of
#: December 31, 2019", "the year ended 30 June 2019"
_STATED_DAY_RES = (
    re.compile(r"\b(?:as\s+(?:of|at)|at|ended|ending)\s+(?P<d>\d{1,2})\s+(?P<mon>[A-Za-z]{3,9})\.?,?\s+(?P<y>\d{4})\b",
               re.I),
    re.compile(r"\b(?:as\s+(?:of|at)|at|ended|ending)\s+(?P<mon>[A-Za-z]{3,9})\.?\s+(?P<d>\d{1,2}),?\s+(?P<y>\d{4})\b",
               re.I),
)


def stated_days(text: str) -> set[tuple[int, int, int]]:
    """Every (year, month, day) the text states a balance or a period at ("at 31 March 2019")."""
    out: set[tuple[int, int, int]] = set()
    for rx in _STATED_DAY_RES:
        for m in rx.finditer(text):
            mon = _MONTHS.get(m["mon"].lower())
            try:
                if mon is not None:
                    date(int(m["y"]), mon, int(m["d"]))
                    out.add((int(m["y"]), mon, int(m["d"])))
            except ValueError:
                continue
    return out


def month_day_of(text: str) -> tuple[int, int] | None:
    """(month, day) of a header cell that states a day of the year and no year; else None."""
    t = " ".join(text.split())
    for rx in _MONTH_DAY_RES:
        m = rx.match(t)
        if m and (mon := _MONTHS.get(m["mon"].lower())) is not None:
            try:
                date(2000, mon, int(m["d"]))  # 2000: a leap year, so Feb 29 is a day too
            except ValueError:
                return None
            return mon, int(m["d"])
    return None


#: a parenthesised group ending a header cell: "(dollars in thousands)"
_TRAILING_GROUP_RE = re.compile(r"\s+\([^()]{2,40}\)$")


def split_header_unit(text: str) -> tuple[str, str]:
    """A header cell as ``(position text, unit text)``: ``"2019 £m"`` → ``("2019", "£m")``,
    ``"2018 (dollars in thousands)"`` → ``("2018", "(dollars in thousands)")`` (a parenthesised
    group :func:`unit_statement` reads as a unit); a cell with no unit after it gives ``(text, "")``. Words naming the period the date
    closes ("Years Ended", "At", "As of") are dropped from the position text, and a
    letter-spaced year ("2 0 1 8") is closed up."""
    s = " ".join(text.replace("\u00a0", " ").split()).strip()
    unit = ""
    m = _HEADER_UNIT_RE.search(s)
    g = _TRAILING_GROUP_RE.search(s)
    if g and s[: g.start()].strip() and not (m and m.start() <= g.start()) and unit_statement(g.group(0)):
        # "2018 (dollars in thousands)": a unit line under the year, flattened into its cell
        s, unit = s[: g.start()].strip(), g.group(0).strip()
    elif m and s[: m.start()].strip():
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


#: a restatement said after a header's position: "Year-ended 31 March 2018 Restated See note 2",
#: "2018 $'000 RESTATED3", "2018 (restated, Note 3)" — the column's period is the same
_RESTATED_RE = re.compile(r"\s*[(,]?\s*\b(?:as\s+)?restated\d{0,2}\b\s*,?\s*(?:(?:see\s+|refer\s+to\s+)?notes?\s*\d+[a-z]?)?"
                          r"\s*\)?\s*$", re.I)


def strip_restated(text: str) -> str:
    """A header cell less the restatement said after its position ("… Restated See note 2")."""
    s = " ".join(text.split())
    return _RESTATED_RE.sub("", s).strip() or s


def parse_header_position(text: str) -> HeaderPosition | None:
    """A header cell as a position, or None (``%Chg``, ``Change``, ``Notes`` …); a unit
    after the position (``2019 £m``, ``2018 (in millions)``) is the table's unit, not part
    of the position (:func:`split_header_unit`), and footnote marks after it (``2019 (1)``)
    are not part of it either (:func:`strip_footnote_marks`). A restatement after it (``2019
    (restated)``) makes it none here: beside the original column it is another version of
    the period (the table decides, :func:`noesis.ingest.doctables.position_columns`)."""
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
    if not m or bool(m["open"]) != bool(m["close"]) or (m["cur0"] and m["cur"]):
        return Cell(math.nan)
    value = _number(m["num"])
    if value is None:
        return Cell(math.nan)
    if not math.isfinite(value):  # float("9" * 400) is inf: never a value
        return Cell(math.nan, overflow=True)
    negative = bool(m["open"] or m["neg1"] or m["neg2"] or m["neg3"])
    return Cell(-value if negative else value, percent=bool(m["pct"] or m["pct2"]),
                currency=m["cur"] or m["cur0"])


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


_UNIT_STATEMENT_RE = re.compile(
    r"(?:[$€£]\s*)?\bin\s+(?:[$€£]\s*|US\$\s*)?(?:thousands|millions|billions)\b(?:\s+of\s+(?:[A-Z]{2,3}\s+)?\w+)?"
    r"|\(\s*(?:in\s+)?[$€£]?\s*['’]?000(?:['’]?s)?\s*\)|[$€£]\s?(?:['’]000\b|000['’]?s\b)",
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
    """Whether the unit statement at ``start`` is scoped to a counted noun just before it — and
    to it alone: "(dollars and share amounts in thousands)" states the dollars' scale too."""
    return bool(re.search(rf"(?<!dollars and )(?<!amounts and )\b{_SCOPED_NOUN}\s+(?:are\s+|is\s+)?$",
                          text[:start], re.I))


def share_scale_statement(text: str) -> str | None:
    """The scale a sentence gives share counts — ``"(shares in thousands, except per share
    data)"`` → ``thousands`` — else None (none, or two that disagree). A statement scoped so
    is not the table's scale (:func:`unit_statement` skips it); it is the scale of the rows
    that count shares (:func:`share_count_label`)."""
    found = {m["scale"].lower() for m in _SCOPED_STATEMENT_RE.finditer(text or "")
             if m.group(0).lower().startswith("share")}
    return found.pop() if len(found) == 1 else None


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
    re.compile(r"['’‘`]?\b000(?:['’‘`]?s)?\b|\b(?:thousands?|millions?|billions?|bn|mn|mm|m|k)\b", re.I),
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
