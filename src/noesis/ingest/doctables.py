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

The cells are read in :mod:`noesis.ingest.tablecells` (positions, numbers, unit statements)
and each row's unit in :mod:`noesis.ingest.rowunits` (per-share, share counts, a label's own
unit, a scale the report leaves open); their names are re-exported here.
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
from .rowunits import (  # noqa: F401 — the row-unit rules, re-exported where they were found
    per_share_label,
    row_label_unit,
    row_unit,
    share_count_label,
    share_rows,
    share_scale,
    summed_share_rows,
    undecided_scale,
)
from .tablecells import (  # noqa: F401 — the cell readers, re-exported where they were found
    _SCALE_NAMES,
    _SIGN_MARKS,
    _UNIT_PHRASE_RE,
    PATH_SEPARATOR,
    Cell,
    HeaderPosition,
    ParsedTable,
    TableRow,
    TableSeries,
    _dated,
    detect_unit,
    is_unit_text,
    merge_units,
    month_day_of,
    parse_cell,
    parse_header_position,
    share_scale_statement,
    split_header_unit,
    stated_days,
    strip_footnote_marks,
    strip_restated,
    unit_statement,
)


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
    there; a row of column labels under a caption row (:func:`caption_row`) names the
    columns. Only when no header row holds a position, and only the first body row; 0
    otherwise."""
    if any(_positions_row(r) for r in header) or not body:
        return 0
    if _positions_row(body[0]) or labelled_positions_row(body[0]) or qualified_positions(body[0]):
        return 1
    if len(body) > 1 and heading_row(body[0]) and (_positions_row(body[1]) or labelled_positions_row(body[1])):
        return 2
    if header and caption_row(header[-1]) and _label_row(body[0]) and (
            leading_groups(body[0]) or not any(_leading_position(c) for c in body[0][1:])):
        return 1  # labels opening with positions only as measure groups: a year's column is never guessed
    return 0


def caption_row(row: Sequence[str]) -> bool:
    """A header row holding at most one cell after the first: a caption spanning the columns
    (``| | | Payments due by Period (In thousands) | |``, ``| December 31, 2019 | | | |``). A
    row of column labels below it (:func:`_label_row`) is then the header's last row
    (:func:`leading_header_rows`): the columns are named there, not by the caption."""
    return sum(1 for c in row[1:] if c.strip()) <= 1


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
        found = _restated_columns(row, found)
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
    return tuple(dated_years(best).items()) if best else ()


def _restated_columns(row: Sequence[str], found: dict[int, HeaderPosition]) -> dict[int, HeaderPosition]:
    """``found`` and the columns whose header is a position with a restatement after it
    ("Year-ended 31 March 2018 Restated See note 2", :func:`strip_restated`) where no other
    column of the row holds that period: the restated figures are then the period's only
    ones (beside the original column they are another version of it, and stay unread)."""
    if not found:
        return found
    out = dict(found)
    for i, c in enumerate(row):
        if not i or i in found or (plain := strip_restated(c)) == " ".join(c.split()):
            continue
        p = parse_header_position(plain)
        if p is not None and all((q.kind, q.year, q.month, q.day) != (p.kind, p.year, p.month, p.day)
                                 for q in out.values()):
            out[i] = p
    return dict(sorted(out.items()))


def dated_years(columns: dict[int, HeaderPosition]) -> dict[int, HeaderPosition]:
    """Year columns beside date columns that all close on one day are dates on that day:
    ``Years Ended December 31, 2019 | 2018`` is 2019-12-31 and 2018-12-31, not 2018-01-01
    (a question asking "as of December 31, 2018" then finds it). Quarters and months are
    left as they are, and so are years beside dates of different days. (A day stated only
    in a caption or a label cell, "October 31," over "2019 | 2018", is not applied: on a
    date axis a year asked, "in 2019", does not yet read the one reading inside it.)"""
    years = [i for i, p in columns.items() if p.kind == "year"]
    days = {(p.month, p.day) for p in columns.values() if p.kind == "date"}
    if not years or len(days) != 1 or any(p.kind in ("quarter", "month") for p in columns.values()):
        return columns
    (month, day), out = days.pop(), dict(columns)
    for i in years:
        if (got := _dated(columns[i].year, month, day, columns[i].label)) is not None:
            out[i] = got
    return out


_CHANGE_COLUMN_RE = re.compile(r"\b(?:change|chg|variance|increase|decrease|inc|dec|growth)\b|%", re.I)
#: a header cell stating only the length of a period: "53 WEEKS", "(12 months)"
_PERIOD_LENGTH_RE = re.compile(r"^\(?\d{1,2}\s+(?:weeks|months)\)?$", re.I)


def spans_several_measures(table: ParsedTable, row_index: int, columns: dict[int, HeaderPosition]) -> bool:
    """Whether a position heads several columns that a row below labels as different
    measures: ``| | December 31, 2019 | | December 31, 2018 | |`` over ``| (In millions) |
    Carrying Amount | Fair Value | Carrying Amount | Fair Value |``. Which of its columns is
    the position's value is not guessed: the table is not positional. Sub-labels that are
    units (``$`` over ``%``), the period's length (``53 WEEKS``) or a change column beside the
    position's own (``| F18 | |`` over ``| 52 WEEKS | CHANGE |``) do not count: the position's
    own column is its amount."""
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
                      if k < len(r) and r[k].strip() and not is_unit_text(r[k]) and parse_header_position(r[k]) is None
                      and not _PERIOD_LENGTH_RE.match(r[k].strip()) and (k == i or not _CHANGE_COLUMN_RE.search(r[k]))}
            if len(labels) >= 2:
                return True
    return False




def _leading_position(text: str) -> tuple[HeaderPosition, str] | None:
    """A header cell read as a position followed by a qualifier: ``"2019 Number"`` →
    (2019, ``"Number"``); None when it does not start with a position or is one."""
    words = " ".join(text.split()).split()
    for k in range(len(words) - 1, 0, -1):
        if (p := parse_header_position(" ".join(words[:k]))) is not None:
            return p, " ".join(words[k:])
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
            qualifiers.add(got[1].lower())
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


@dataclass(frozen=True)
class GroupedColumn:
    """One column of a header that groups its columns by position, each column of a group
    labelled by the measure it holds (:func:`measure_groups`)."""

    column: int
    position: HeaderPosition
    measure: str  # the column's label as written ("Fair Value", "Women Years")


def measure_groups(table: ParsedTable) -> tuple[GroupedColumn, ...]:
    """The columns of a header grouped by position, each group holding the same measures in
    the same order — ``| | December 31, 2019 | | December 31, 2018 | |`` over ``| (In millions)
    | Carrying Amount | Fair Value | Carrying Amount | Fair Value |`` (:func:`spanned_groups`),
    or one row ``| | 2019 Men Years | Women Years | 2018 Men Years | Women Years |``
    (:func:`leading_groups`). Such a table is not positional (which column is the position's
    value is not guessed, :func:`position_columns`), but each measure is a series along the
    positions (:func:`group_tables`). Empty for any other table: groups whose labels differ,
    a label repeated in a group, a label that is only a unit (``M`` beside ``$M``)."""
    return _measure_groups(table)


@lru_cache(maxsize=256)
def _measure_groups(table: ParsedTable) -> tuple[GroupedColumn, ...]:
    if position_columns(table):
        return ()
    for n in range(len(table.header)):
        if found := spanned_groups(table, n) or leading_groups(table.header[n]):
            return found
    return ()


def _same_measures(groups: Sequence[Sequence[GroupedColumn]]) -> tuple[GroupedColumn, ...]:
    """The columns of ``groups`` when there are two or more, each with the same two or more
    measures in the same order, none a unit or a position, none twice in a group; else ()."""
    names = [tuple(" ".join(g.measure.split()).casefold() for g in group) for group in groups]
    if len(groups) < 2 or len(names[0]) < 2 or len(set(names)) != 1 or len(set(names[0])) != len(names[0]):
        return ()
    if any(not m.measure.strip() or is_unit_text(m.measure) or not parse_cell(m.measure).missing
           or parse_header_position(m.measure) is not None for m in groups[0]):
        return ()
    return tuple(c for group in groups for c in group)


def spanned_groups(table: ParsedTable, n: int) -> tuple[GroupedColumn, ...]:
    """Header row ``n`` holds only positions, each heading its column and the empty ones after
    it, and the row below (the next header row, else the first body row) labels every column
    of each group with text: the groups (:func:`measure_groups`), else ()."""
    row = table.header[n]
    below = table.header[n + 1] if n + 1 < len(table.header) else (table.body[0] if table.body else ())
    rest = [(i, c) for i, c in enumerate(row) if i and c.strip()]
    starts = [(i, p) for i, c in rest if (p := parse_header_position(c)) is not None]
    if len(starts) < 2 or len(starts) != len(rest):
        return ()
    width = max(len(row), len(below))
    groups = []
    for k, (i, p) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else width
        groups.append([GroupedColumn(j, p, below[j] if j < len(below) else "") for j in range(i, end)])
    return _same_measures(groups)


def leading_groups(row: Sequence[str]) -> tuple[GroupedColumn, ...]:
    """One header row whose groups each start with a position before the first measure's
    label (``2019 Number of Shares``) and go on with the other measures' labels (``Weighted
    Average Grant Date Fair Value``) up to the next position: the groups
    (:func:`measure_groups`), else ()."""
    groups: list[list[GroupedColumn]] = []
    for i, c in enumerate(row):
        if not i:
            continue
        if (got := _leading_position(c)) is not None:
            groups.append([GroupedColumn(i, got[0], got[1])])
        elif not groups or not c.strip():
            return ()
        else:
            groups[-1].append(GroupedColumn(i, groups[-1][0].position, " ".join(c.split())))
    return _same_measures(groups)


def group_tables(table: ParsedTable) -> tuple[tuple[str, ParsedTable], ...]:
    """Per measure of a grouped header (:func:`measure_groups`), in the header's order: the
    table of its columns alone, headed by their positions (the top-left cells, where a unit
    may be stated, kept; caption, paragraph and statements kept), so it reads as any
    positional table."""
    groups = measure_groups(table)
    measures = list(dict.fromkeys(" ".join(g.measure.split()) for g in groups if g.position == groups[0].position))
    top_left = " ".join(" ".join(r[0].split()) for r in (*table.header, *table.body[:1]) if r and r[0].strip()
                        and is_unit_text(r[0]))
    labels = tuple(" ".join(g.measure.split()) for g in groups)
    rows = [r for r in table.body if tuple(" ".join(r[g.column].split()) if g.column < len(r) else ""
                                           for g in groups) != labels]  # the measures' own row
    out = []
    for m in measures:
        cols = [g for g in groups if " ".join(g.measure.split()).casefold() == m.casefold()]
        header = ((top_left, *(g.position.label for g in cols)),)
        body = tuple((r[0] if r else "", *(r[g.column] if g.column < len(r) else "" for g in cols)) for r in rows)
        lines = tuple(ln for r, ln in zip(table.body, table.lines, strict=False) if r in rows) if table.lines else ()
        out.append((m, replace(table, header=header, body=body, lines=lines)))
    return tuple(out)


def is_positional(table: ParsedTable) -> bool:
    """Whether the table's rows are series along header positions: its columns are positions
    (:func:`position_columns`) or positions grouping measures (:func:`measure_groups`)."""
    return bool(position_columns(table) or measure_groups(table))


def header_positions(table: ParsedTable) -> tuple[HeaderPosition, ...]:
    """The positions the table's header holds, in column order (for choosing the KB's axis)."""
    if columns := position_columns(table):
        return tuple(columns.values())
    return tuple(g.position for g in measure_groups(table))


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
        shifted_section_label(row) is not None or labelled_unit_row(row) is not None


def labelled_unit_row(row: Sequence[str]) -> str | None:
    """The unit a section row states over the numbers below it (``| Revenue from external
    customers by country | $M | $M |``: a label, then unit cells only), or None. The row is
    a section named by its label; its unit is the table's (:func:`table_unit`)."""
    if len(row) < 2 or not row[0].strip() or is_unit_text(row[0]):
        return None
    rest = [c for c in row[1:] if c.strip()]
    if not rest or not all(is_unit_text(c) for c in rest):
        return None
    return merge_units([detect_unit([c]) for c in rest])


def table_rows(table: ParsedTable) -> list[TableRow]:
    """The data rows of a positional table, with section paths and span texts. Rows whose
    entity repeats another row's are made distinct (:func:`distinct_rows`). A unit row
    (:func:`unit_row`) is not a data row; a section label written one column right is a
    section (:func:`shifted_section_label`); labels lose their footnote marks
    (:func:`row_label`)."""
    labels = grouped_labels(table) or column_labels(table)
    positional = is_positional(table)
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
    positions = set(position_columns(table)) | {g.column for g in measure_groups(table)}
    return [replace(r, text=_row_text(r, labels)) for r in distinct_rows(rows, positions)]


def grouped_labels(table: ParsedTable) -> tuple[str, ...]:
    """Per column of a grouped header (:func:`measure_groups`), its position and measure
    ("December 31, 2019 Fair Value"); () for any other table."""
    groups = measure_groups(table)
    if not groups:
        return ()
    labels = list(column_labels(table))
    labels += [""] * (max(g.column for g in groups) + 1 - len(labels))
    for g in groups:
        labels[g.column] = f"{g.position.label} {' '.join(g.measure.split())}"
    return tuple(labels)


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
        elif (labelled := labelled_unit_row(cells)) is not None:
            found.append((True, labelled))
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


#: a cell that names a currency and nothing else: "$", "US$", "€", "RMB"
_CURRENCY_ONLY_RE = re.compile(r"^\s*(?:US\$|HK\$|[$€£¥]|RMB|USD|EUR|GBP)\s*$")


def currency_row_without_scale(table: ParsedTable) -> bool:
    """Whether a unit row above the data writes the currency alone over the positions
    (``|  | $ | $ | $ |``) while nothing the table reads — caption, header, the paragraph above,
    the report's statements — states a scale: a report that gives its unit a row of its own
    and leaves the scale out of it states the scale where the table is not (the filing's
    heading), so the amounts' scale is open, not ones (never guessed)."""
    columns = position_columns(table)
    currency_rows = 0
    for cells in table.body:
        if unit_row(cells, tuple(columns))[0]:
            filled = [c for c in cells if c.strip()]
            currency_rows += bool(filled) and all(_CURRENCY_ONLY_RE.match(c) for c in filled)
        elif not _is_section(cells):
            break
    unit = table_unit(table)
    return currency_rows > 0 and (unit is None or unit.split()[-1] not in _SCALE_NAMES)


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


def row_section(table: ParsedTable, row: TableRow) -> str:
    """Where a row span sits: the heading path, then ``table N, row R``."""
    where = f"table {table.index}, row {row.row}"
    return f"{table.section} > {where}" if table.section else where


# --------------------------------------------------------------------------- series
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


def stated_period_end(table: ParsedTable) -> tuple[int, int] | None:
    """The day of the year a table's year columns end on, as its header states it ("October
    31," above "2019 | 2018"): the one month-day its header cells, caption or the line just
    above it write with no year (a whole cell or line, never a sentence); None when its positions are not all years, or it states none or several."""
    positions = position_columns(table).values()
    if not positions or any(p.kind != "year" for p in positions):
        return None
    found = _header_days(table)
    return found.pop() if len(found) == 1 else None


def _header_days(table: ParsedTable) -> set[tuple[int, int]]:
    """Every (month, day) the table's header cells, caption or the line just above it write
    with no year (a whole cell or line)."""
    cells = (*(c for row in table.header for c in row), table.caption or "", table.context or "")
    return {md for cell in cells if cell.strip() and (md := month_day_of(cell)) is not None}


def period_end(tables: Sequence[ParsedTable], texts: Sequence[str] = ()) -> str | None:
    """The year end ("MM-DD") a report's year tables agree on (:func:`stated_period_end`),
    when at least one states it and none states another; else, when no table states one, the
    one day of the year the report's text states a balance or a period at for a year its
    tables' columns hold (:func:`text_period_end`); else None."""
    found = {md for t in tables if (md := stated_period_end(t)) is not None}
    if not found and not any(len(_header_days(t)) > 1 for t in tables):  # a header of several days: none
        found = {md} if (md := text_period_end(tables, texts)) is not None else set()
    if len(found) != 1:
        return None
    month, day = found.pop()
    return f"{month:02d}-{day:02d}"


def text_period_end(tables: Sequence[ParsedTable], texts: Sequence[str]) -> tuple[int, int] | None:
    """The one day of the year the text states "at 31 March 2019" (:func:`stated_days`) for a
    year the tables' year columns hold, when every such day is that one; tables whose positions
    are not all years give none."""
    years = set()
    for t in tables:
        positions = position_columns(t).values()
        if positions and all(p.kind == "year" for p in positions):
            years |= {p.year for p in positions}
    days = {(m, d) for text in texts for y, m, d in stated_days(text) if y in years}
    return days.pop() if len(days) == 1 else None


def table_series(table: ParsedTable, axis: AxisSpec, file: str, metric: str) -> TableSeries:
    """The series of one positional table on ``axis``, one per data row with a label; of a
    table whose positions group measures (:func:`group_tables`), one per data row and
    measure, the measure its metric."""
    columns = position_columns(table)
    if not columns and measure_groups(table):
        return _grouped_series(table, axis, file)
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
    rows = table_rows(table)
    read = _RowReader(table, order, rows)
    series: list[Series] = []
    for row in rows:
        if row.label and (got := read.row(row)) is not None:
            unit, values = got
            series.append(Series(row.path[0] if len(row.path) > 1 else metric, row.entity, unit,
                                 np.array([placed[i] for i in order], dtype=float), values))
    if read.bad:
        problems.append(Problem(file, None, f"table {table.index}: {read.bad} non-numeric cell(s) in position "
                                            "columns read as missing"))
    if read.overflow:
        problems.append(_overflow_problem(read.overflow, table, file))
    if read.undecided:
        problems.append(_undecided_problem(read.undecided, table, file))
    if read.open_scale:
        problems.append(Problem(file, read.open_scale[0].line, f"table {table.index}: a unit row states the "
                                f"currency and no scale, and nothing else the table reads states one: "
                                f"{len(read.open_scale)} row(s) of amounts ({_names(read.open_scale)}) are kept "
                                "as text only (their scale is not guessed)"))
    problems += _repeat_problems(rows, table, file)
    return TableSeries(tuple(series), tuple(problems))


def _grouped_series(table: ParsedTable, axis: AxisSpec, file: str) -> TableSeries:
    """Each measure's table read as a positional one, its series named by the measure."""
    series: list[Series] = []
    problems: list[Problem] = []
    for measure, part in group_tables(table):
        got = table_series(part, axis, file, measure)
        series += [Series(measure, s.entity, s.unit, s.positions, s.values) for s in got.series]
        problems += [p for p in got.problems if p not in problems]
    return TableSeries(tuple(series), tuple(problems))


def unit_texts(table: ParsedTable) -> list[str]:
    """Where a table states its unit and the unit's exceptions: the paragraph above, the
    caption, the header's cells and the unit rows' cells."""
    rows = [cells for cells in table.body if unit_row(cells)[0]]
    return [table.context or "", table.caption or "", *(c for r in (*table.header, *rows) for c in r)]


class _RowReader:
    """Reads the rows of one table: each row's unit and values, and what could not be read."""

    def __init__(self, table: ParsedTable, order: Sequence[int], rows: Sequence[TableRow]) -> None:
        self.table, self.order = table, order
        self.unit, self.blocks = table_unit(table), row_units(table)
        self.shares = share_scale(unit_texts(table))
        self.share_rows = share_rows(rows, order) if self.shares is not None else set()
        self.labels = column_labels(table)
        self.bad = 0
        self.overflow: list[tuple[TableRow, str]] = []  # (row, column label) of each number past float
        self.undecided: list[TableRow] = []  # share counts and amounts scaled apart: which is it?
        self.unscaled = currency_row_without_scale(table)
        self.open_scale: list[TableRow] = []  # amounts under a currency row that states no scale
        self.common_size = common_size(rows, order)

    def row(self, row: TableRow) -> tuple[str | None, np.ndarray] | None:
        """``(unit, values)`` of a row, or None when it has no value or its scale is open."""
        cells = [parse_cell(row.cells[i]) if i < len(row.cells) else Cell(math.nan, blank=True)
                 for i in self.order]
        self.overflow += [(row, self.labels[i] if i < len(self.labels) and self.labels[i] else f"{i + 1}")
                          for i, c in zip(self.order, cells, strict=True) if c.overflow]
        self.bad += sum(1 for c in cells if c.missing and not c.blank and not c.overflow)
        present = [c for c in cells if not c.missing]
        if not present:
            return None
        unit = self.blocks.get(row.row, self.unit)
        counts = row.row in self.share_rows
        if undecided_scale(row, present, unit, self.shares, counts):
            self.undecided.append(row)
            return None
        if self.unscaled and not (all(c.percent for c in present) or per_share_label(row.label)
                                  or row_label_unit(row.label) or counts):
            self.open_scale.append(row)
            return None
        if self.common_size and not unit and not any(c.currency for c in present):
            return "%", np.array([c.value for c in cells], dtype=float)  # a row of a common-size statement
        return (row_unit(row, present, unit, self.shares, counts),
                np.array([c.value for c in cells], dtype=float))


def common_size(rows: Sequence[TableRow], order: Sequence[int]) -> bool:
    """A common-size statement: one row is 100 % in every column ("Sales | 100.0 % | 100.0 %"), the
    base every other row is stated as a percentage of, its figures written bare between the first
    and last rows' percent signs (a statement "as a percentage of net sales")."""
    for row in rows:
        cells = [parse_cell(row.cells[i]) for i in order if i < len(row.cells)]
        present = [c for c in cells if not c.missing]
        if len(present) >= 2 and all(c.percent and c.value == 100 for c in present):
            return True
    return False


def _names(rows: Sequence[TableRow]) -> str:
    return ", ".join(repr(r.entity) for r in rows[:3]) + (f" and {len(rows) - 3} more" if len(rows) > 3 else "")


def _undecided_problem(rows: Sequence[TableRow], table: ParsedTable, file: str) -> Problem:
    """Rows whose scale is open: named (the first three), kept as text."""
    names = _names(rows)
    return Problem(file, rows[0].line, f"table {table.index}: the report gives share counts and amounts "
                   f"different scales, and {len(rows)} row(s) are neither a share count nor written with a "
                   f"currency sign ({names}): which scale is theirs is not guessed; they are kept as text only")


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
