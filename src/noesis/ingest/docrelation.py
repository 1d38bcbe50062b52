"""A document's table whose columns are not positions → a :class:`~noesis.relation.Relation`.

A report table whose header holds no position (no year, quarter or date column) yields no
series (:mod:`noesis.ingest.doctables`): its columns are measures ("Weighted-Average Useful
Lives (in years) | Fair Value Amount"), buckets ("Less than 1 Year | 1-3 Years | Total"),
segments or roll-forward columns. Such a table is kept whole, as a CSV table is: its row
labels are one text **dimension** (the top-left header cell, else :data:`ROW_DIMENSION`)
and each labelled column holding numbers is a **measure** named by its header, so the
table question path (``query/tablequestion``) answers it by (row, column) like any
relation: the value of a named row in a named column (or in its only filled column: the
schema's ``filled``), two rows or two columns compared, one as a percentage of the other, the
sum of rows named — never an aggregate over rows it does not name (``compile.document_cells``:
a Total row is a row).

Each rule is a function:

* :func:`relation_table` — which table: the document's one table when it has no position
  column, every column holding numbers has a label of its own (:func:`labelled_columns`: no
  two alike, none empty), its rows have distinct names (:func:`row_names`: the label, the
  path where a label repeats; a row with no number is none, :func:`data_rows`) and no column's
  scale is left open (:func:`open_scale`); else None (rows kept as text only, as before).
* :func:`column_units` — units cells above the numbers state column by column
  (``(Shares in thousands)``, ``$M``).
* :func:`column_unit` — a column's unit: percent when every number is written with ``%``;
  the unit its own header states (``(in years)`` → years, ``(thousands)``, ``%``), a per-share amount's currency without the scale, a share
  count's scale without the currency, a duration or age unscaled; else the table's unit
  (caption, header, unit rows, the paragraph above: :func:`~noesis.ingest.doctables.table_unit`).
* :func:`cell_value` — a cell's number where it is written in its column's unit: a percent
  cell in a column that is not in percent (or the reverse), or a row whose label states
  another unit (a per-share row in a column of millions), is left out (NaN), never read in
  a unit it is not in.
* :func:`filled_columns` — per row name, the columns it holds a number in.
* :func:`kept_relation` — the relation of a document with no positional table, if any.

Pure: a parsed table in, a frozen relation out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

import numpy as np

from ..relation import Dimension, Measure, Relation, TableSchema
from .doctables import (
    ParsedTable,
    TableRow,
    column_labels,
    position_columns,
    row_label,
    table_rows,
    table_unit,
)
from .rowunits import per_share_label, row_label_unit, share_count_label, without_scale
from .tablecells import (
    _SCALE_NAMES,
    Cell,
    detect_unit,
    is_unit_text,
    parse_cell,
    share_scale_statement,
)

#: the dimension of a table's row labels when its top-left header cell names none
ROW_DIMENSION = "line item"

#: a column whose header says it counts time or age: its numbers are never amounts
_DURATION_RE = re.compile(r"\(\s*(?:in\s+)?(years?|months?|days?)\s*\)|^(?!.*\(\s*(?:in\s+)?(?:years?|months?|days?)\s*\))"
                          r".*\b(?:ages?|term|lives|life)\b", re.I)
#: a share table's weighted average price or fair value: an amount per share, never scaled
_PER_SHARE_COLUMN_RE = re.compile(r"\bweighted[-\s]+average\b.*\b(?:price|fair\s+value|value)\b", re.I)


def header_label(text: str) -> str:
    """A column's name as a question says it: whitespace collapsed, footnote marks dropped."""
    return row_label(text)


def relation_table(tables: Sequence[ParsedTable]) -> ParsedTable | None:
    """The one table of a document kept as a relation (see the module doc), or None."""
    if len(tables) != 1:
        return None
    table = tables[0]
    if position_columns(table) or not numeric_columns(table) or not labelled_columns(table):
        return None
    names = row_names(data_rows(table))
    if not names or len({n.casefold() for n in names}) != len(names):
        return None
    return None if scale_left_open(table) else table


def labelled_columns(table: ParsedTable) -> bool:
    """Every column holding numbers has a label of its own (no unit text), no two alike."""
    labels = column_labels(table)
    names = [header_label(labels[i]) if i < len(labels) else "" for i in numeric_columns(table)]
    return all(n and not is_unit_text(n) for n in names) and len({n.casefold() for n in names}) == len(names)


def scale_left_open(table: ParsedTable) -> bool:
    """Whether a column of the table holds amounts whose scale the report leaves open (:func:`open_scale`)."""
    labels, rows = column_labels(table), data_rows(table)
    units, unit = column_units(table), table_unit(table)
    for i in numeric_columns(table):
        cells = [parse_cell(r.cells[i]) for r in rows if i < len(r.cells)]
        label = header_label(labels[i])
        if open_scale(label, column_unit(label, units.get(i, unit), cells), cells):
            return True
    return False


def open_scale(label: str, unit: str | None, cells: Sequence[Cell]) -> bool:
    """Whether a column's amounts have a scale the report leaves open: written with a currency
    sign ("$19,373") while nothing the table reads states a scale, and no per-share amount or
    percent — a filing states it in its heading, so "$19,373" may be thousands; the table is then
    kept as text only (never answered in a scale guessed, as
    :func:`~noesis.ingest.doctables.currency_row_without_scale` reads a positional table)."""
    if unit is not None and (unit == "%" or unit.split()[-1] in _SCALE_NAMES or unit in ("years", "months", "days")):
        return False
    if per_share_label(label) or _PER_SHARE_COLUMN_RE.search(label):
        return False
    return any(c.currency for c in cells if not c.missing)


def data_rows(table: ParsedTable) -> list[TableRow]:
    """The rows of the relation: labelled rows holding a number in some column — not a row of
    unit cells ("| Revenue by country | $M | $M |", read by :func:`column_units`) nor a heading."""
    columns = numeric_columns(table)
    return [r for r in table_rows(table) if r.label
            and any(i < len(r.cells) and not parse_cell(r.cells[i]).missing for i in columns)]


def row_names(rows: Sequence[TableRow]) -> tuple[str, ...]:
    """Each row's name as its dimension value: its label as written ("Deferred income tax
    assets" under the section "Assets"), its path ("Liabilities › Total") where another row
    has the same label."""
    counts: dict[str, int] = {}
    for r in rows:
        counts[r.label.casefold()] = counts.get(r.label.casefold(), 0) + 1
    return tuple(r.label if counts[r.label.casefold()] == 1 else r.entity for r in rows)


def numeric_columns(table: ParsedTable) -> tuple[int, ...]:
    """The columns after the first holding a number in some body row."""
    width = max((len(r) for r in table.body), default=0)
    return tuple(i for i in range(1, width)
                 if any(i < len(r) and not parse_cell(r[i]).missing for r in table.body))


def column_unit(label: str, unit: str | None, cells: Sequence[Cell] = ()) -> str | None:
    """A column's unit from its header ``label``, the table's ``unit`` and its ``cells`` (every
    number written with ``%``: a percent; module doc)."""
    present = [c for c in cells if not c.missing]
    if present and all(c.percent for c in present):
        return "%"
    if own := row_label_unit(label):
        return own
    if detect_unit([label]) == "%" or label.rstrip().endswith("%"):
        return "%"
    if m := _DURATION_RE.search(label):
        return m.group(1).lower().rstrip("s") + "s" if m.group(1) else None
    if per_share_label(label) or _PER_SHARE_COLUMN_RE.search(label):
        return without_scale(unit)
    if share_count_label(label):
        scale = [w for w in (unit or "").split() if w in _SCALE_NAMES]
        return scale[0] if scale else None
    return unit


def column_units(table: ParsedTable) -> dict[int, str]:
    """The units body rows above the first number state column by column — ``| | (Shares in
    thousands) | | (Dollars in millions) |``, ``| Revenue by country | $M | $M |`` —: column →
    its unit (a cell that states a unit and nothing else, :func:`is_unit_text`, or the scale of
    share counts, :func:`share_scale_statement`)."""
    out: dict[int, str] = {}
    for cells in table.body:
        if any(not parse_cell(c).missing for c in cells[1:]):
            break
        for i, c in enumerate(cells):
            if i and c.strip() and (u := (detect_unit([c]) if is_unit_text(c) else share_scale_statement(c))):
                out[i] = u
    return out


def cell_value(cell: Cell, row: TableRow, unit: str | None) -> float:
    """The cell's number when it is written in its column's ``unit``, else NaN (module doc)."""
    if cell.missing or cell.percent != (unit == "%"):
        return math.nan
    own = row_label_unit(row.label)
    if own is not None and own != unit:
        return math.nan
    if per_share_label(row.label) and unit and unit.split()[-1] in _SCALE_NAMES:
        return math.nan
    return cell.value


def row_dimension(table: ParsedTable) -> str:
    """The name of the row labels' column: the top-left header cell, else :data:`ROW_DIMENSION`."""
    top = next((header_label(r[0]) for r in reversed(table.header) if r and r[0].strip()), "")
    return top if top and not is_unit_text(top) and parse_cell(top).missing else ROW_DIMENSION


def document_relation(table: ParsedTable, file: str) -> Relation:
    """The relation of a table :func:`relation_table` chose: one row per labelled body row."""
    labels = column_labels(table)
    columns = numeric_columns(table)
    unit = table_unit(table)
    stated = column_units(table)
    rows = data_rows(table)
    dimension = row_dimension(table)
    measures, values = [], []
    for i in columns:
        name = header_label(labels[i])
        cells = [parse_cell(r.cells[i]) if i < len(r.cells) else Cell(math.nan, blank=True) for r in rows]
        u = column_unit(name, stated.get(i, unit), cells)
        measures.append(Measure(name, name, u, "unknown", "a column of a document table"))
        values.append(np.array([cell_value(c, r, u) for c, r in zip(cells, rows, strict=True)], dtype=float))
    names = row_names(rows)
    schema = TableSchema(
        file=file, columns=(dimension, *(m.column for m in measures)), grain=(dimension,), time=None,
        dimensions=(Dimension(dimension, "text", len(set(names)), "the table's row labels"),),
        measures=tuple(measures), entity=(dimension,), filled=filled_columns(names, measures, values))
    lines = np.array([r.line if r.line is not None else r.row for r in rows], dtype=np.int64)
    return Relation(schema, np.full(len(rows), np.nan), (names,), tuple(values), lines, len(rows))


def filled_columns(names: Sequence[str], measures: Sequence[Measure],
                   values: Sequence[np.ndarray]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Per row name, the measures its row holds a number in (columns in table order)."""
    return tuple((n, tuple(m.name for m, v in zip(measures, values, strict=True) if np.isfinite(v[k])))
                 for k, n in enumerate(names))


def kept_relation(others: Sequence[ParsedTable], positional: Sequence[ParsedTable], file: str) -> Relation | None:
    """A document's relation: its one table with no position column (``others``), only when it
    has no positional table (a report's line items are read as series; a relation beside them
    is not)."""
    table = relation_table(others) if not positional else None
    return document_relation(table, file) if table is not None else None


__all__ = ["ROW_DIMENSION", "cell_value", "column_unit", "column_units", "data_rows", "document_relation",
           "filled_columns", "kept_relation", "labelled_columns", "numeric_columns", "open_scale", "relation_table", "row_dimension",
           "row_names", "scale_left_open"]
