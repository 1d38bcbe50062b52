"""Loading tables (CSV, TSV, Parquet) and reading their cells: the table reader's parts.

A CSV file is split and typed by :mod:`noesis.ingest.cells` (rows with the wrong number of
fields are skipped and reported; R's header-less row index is recognised; Parquet through
pyarrow, an extra); cells are converted with numpy, Python touching each *distinct* cell once
— numbers (decimal commas too), positions in every axis kind and date format. The reader
that profiles a table and keeps its rows is ``table_reader.py``.

Recoverable oddities become one :class:`~noesis.errors.Problem` per column (count, first
line, an example) rather than one per cell: a 100k-row file with a bad export should
produce a readable report, not 100k lines. Tables produce no spans.
"""

from __future__ import annotations

import contextlib
import csv
import math
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..axis import DATE_RANGE_TEXT, PositionParseError, parse_clock, parse_position
from ..errors import Problem, SourceError
from ..manifest import SourceSpec
from . import axisformats as af
from .cells import (
    BOOL,
    DATE,
    DATETIME,
    NULL,
    NULL_CELLS,
    TEXT,
    TIME,
    Column,
    CsvRead,
    Table,
    contains,
    distinct,
    encode,
    extract,
    from_arrow,
    group_floats,
    mapped,
    matches,
    per_distinct,
    read_csv,
    text_column,
)
from .textio import decode_bytes, read_bytes

_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NUM_RE = f"^{_NUM}$"
_COMMA_DECIMAL_RE = r"^[-+]?\d+,\d+$"
_DOT_DECIMAL_RE = r"^[-+]?\d*\.\d+(?:[eE][-+]?\d+)?$"
_NUMERIC_SHARE = 0.9
_DELIMITERS = (",", ";", "\t", "|")
_CLOCK_PATTERN = r"^(?:(?P<d>\d+) days?,? )?(?:(?P<h>\d+):)?(?P<m>\d{1,2}):(?P<s>\d{1,2})(?:[.,](?P<f>\d+))?$"
#: distinct values a date column's format is detected from
_DETECT_SAMPLE = 5000
#: unreadable axis cells listed by line and value; the rest are counted
_LISTED_CELLS = 3
#: a source losing more than this share of its rows to unreadable axis cells is reported loudly
#: (and refused under ``--strict``)
LOSS_SHARE = 0.05


@dataclass(frozen=True)
class RowLoss(Problem):
    """Rows dropped because their axis cell could not be read (``lost`` of ``total``)."""

    lost: int = 0
    total: int = 0

    @property
    def share(self) -> float:
        return self.lost / self.total if self.total else 0.0

    @property
    def loud(self) -> bool:
        return self.share > LOSS_SHARE

    @property
    def reason_is_own(self) -> bool:
        """The reason says the whole loss (not only unreadable axis cells)."""
        return False


# --------------------------------------------------------------------------- rows → lines
@dataclass(frozen=True, eq=False)
class _Rows:
    """Maps a data-row index to where a person finds it: its first file line (CSV) or its
    row number (Parquet: ``starts`` is None)."""

    starts: np.ndarray | None

    @property
    def has_lines(self) -> bool:
        return self.starts is not None

    def line(self, i: int) -> int | None:
        return None if self.starts is None else int(self.starts[i])

    def lines(self, n: int) -> np.ndarray:
        """The file line (or, for Parquet, the 1-based row number) of each of ``n`` rows."""
        if self.starts is None:
            return np.arange(1, n + 1, dtype=np.int64)
        return np.array(self.starts[:n], dtype=np.int64)

    def where(self, i: int) -> str:
        line = self.line(i)
        return f"line {line}" if line is not None else f"row {i + 1}"


# --------------------------------------------------------------------------- loading
def _sniff_delimiter(first_line: str) -> str:
    counts = {d: first_line.count(d) for d in _DELIMITERS}
    best = max(_DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def _load_csv(path: Path, spec: SourceSpec) -> tuple[Table | None, list[Problem], _Rows]:
    data = read_bytes(path, spec.file)
    text, problems = decode_bytes(data, spec.file, spec.encoding)
    if not text.strip():
        problems.append(Problem(spec.file, None, "empty file"))
        return None, problems, _Rows(np.empty(0, dtype=np.int64))
    got = csv_text_table(text, spec, problems)
    if got.bad:
        num, row = got.bad[0]
        problems.append(
            Problem(
                spec.file,
                num,
                f"{len(got.bad)} row(s) with the wrong number of fields skipped (first: {row[:60]!r})",
            )
        )
    return got.table, problems, _Rows(got.lines)


def csv_text_table(text: str, spec: SourceSpec, problems: list[Problem]) -> CsvRead:
    """CSV text → its records split and typed (:func:`noesis.ingest.cells.read_csv`), R's
    header-less row index recognised (every row one field longer than the header)."""
    first = text[: text.find("\n")] if "\n" in text else text
    delimiter = spec.delimiter or ("\t" if spec.format == "tsv" else _sniff_delimiter(first))
    try:
        got = read_csv(text, delimiter)
    except csv.Error as exc:
        raise SourceError(spec.file, None, f"not a readable CSV: {exc}") from None
    if got.index_column:
        problems.append(Problem(spec.file, 1, "the header has one field fewer than the rows: the "
                                "first column is read as an unnamed row index"))
    if got.headerless:
        problems.append(Problem(spec.file, 1, f"no header row (its first line holds data, '{first[:60]}'): the "
                                f"columns are named column1 … column{len(got.table.column_names)} and every line "
                                "is a row; name them in the manifest (dimensions, metrics)"))
    return got


def _load_parquet(path: Path, spec: SourceSpec) -> Table:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise SourceError(spec.file, None, "reading Parquet needs pyarrow, which the core install "
                          "leaves out: pip install 'noesis-rag[parquet]'") from None
    try:
        return from_arrow(pq.read_table(path))
    except (pa.ArrowException, OSError) as exc:
        raise SourceError(spec.file, None, f"not a readable Parquet file: {exc}") from None


def unquoted_header(name: str) -> str:
    """A header written in single quotes, as some exports quote it (``'age'``), without them."""
    t = name.strip()
    return t[1:-1].strip() if len(t) >= 3 and t[0] == t[-1] == "'" and "'" not in t[1:-1] else t


def _dedupe_columns(table: Table, file: str, problems: list[Problem]) -> Table:
    names = [unquoted_header(str(n)) for n in table.column_names]
    seen: dict[str, int] = {}
    out = []
    for i, name in enumerate(names):
        base = name or f"column{i + 1}"
        new = base
        while new in seen:
            seen[base] += 1
            new = f"{base}_{seen[base]}"
        seen.setdefault(new, 1)
        if new != name:
            problems.append(
                Problem(
                    file, 1, f"column {i + 1} renamed {name!r} → {new!r} (empty or repeated header)"
                )
            )
        out.append(new)
    return table.rename_columns(out) if out != list(table.column_names) else table


# --------------------------------------------------------------------------- column lookup
def header_matches(column: str, index: int, name: str) -> bool:
    """The manifest's ``name`` names the table's column ``column`` (at ``index``): case and
    padding aside, and an empty name is the empty header the reader renamed ``column<N>``
    (R's row names: ``time = [""]``)."""
    key = unquoted_header(name).lower()
    if not key:
        return column == f"column{index + 1}"
    return column.strip().lower() == key


def _find_column(columns: tuple[str, ...], name: str) -> int | None:
    if name in columns:
        return columns.index(name)
    return next((i for i, c in enumerate(columns) if header_matches(c, i, name)), None)


def _listing(columns: tuple[str, ...]) -> str:
    return ", ".join(repr(c) for c in columns)


# --------------------------------------------------------------------------- cell conversion
def as_column(arr: Column | np.ndarray) -> Column:
    """A column, or an array of text cells as one."""
    return arr if isinstance(arr, Column) else text_column(arr)


#: the cells that spell "no value" (``NaN``, ``NA``, ``null``, ``#N/A`` …): the CSV reader's own
#: list, so a Parquet or JSON text cell, or a CSV cell with spaces around it, is missing
#: exactly when a CSV cell would be — one such cell is its row's gap, never a reason to read
#: the whole column as text
MISSING_CELLS = NULL_CELLS - {""}


def _trimmed(v: str) -> str | None:
    t = v.strip()
    return None if not t or t in MISSING_CELLS else t


def _as_trimmed_strings(arr: Column | np.ndarray) -> np.ndarray:
    """Any column's cells as text, trimmed, with empty cells and :data:`MISSING_CELLS` as None."""
    return mapped(as_column(arr).strings(), _trimmed)


def _present(s: np.ndarray) -> np.ndarray:
    return np.fromiter((v is not None for v in s), dtype=bool, count=len(s))


def _contains(s: np.ndarray, char: str) -> np.ndarray:
    """Per cell: does it contain ``char``?"""
    return contains(s, char)


def _strings_to_float(s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Trimmed strings → (floats with NaN, mask of non-empty cells that were not numbers);
    a number past the float range (``1e999``, 400 digits) is not a number (never ``inf``)."""
    values, bad = _strings_to_float_inf(s)
    infinite = np.isinf(values)
    if infinite.any():
        values[infinite] = np.nan
        bad = bad | infinite
    return values, bad


#: an accounting negative: "(2.5)" is -2.5, as report tables write it
_PAREN_NEGATIVE_RE = re.compile(r"^\(\s*((?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*\)$")
_NUMBER = re.compile(_NUM_RE)
_COMMA_DECIMAL = re.compile(_COMMA_DECIMAL_RE)
_DOT_DECIMAL = re.compile(_DOT_DECIMAL_RE)


def _accounting_negative(v: str) -> str:
    """``(2.5)`` → ``-2.5`` (the document tables read it so; a CSV column of them is numbers)."""
    return _PAREN_NEGATIVE_RE.sub(r"-\1", v) if "(" in v else v


def _comma_decimal(uniq: list[str]) -> bool:
    """True when the column writes decimals with a comma and never with a dot."""
    return any(_COMMA_DECIMAL.match(v) for v in uniq) and not any(_DOT_DECIMAL.match(v) for v in uniq)


def _number_or_nan(v: str) -> float:
    return float(v) if _NUMBER.match(v) else np.nan


def _strings_to_float_inf(s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`_strings_to_float` before infinities are dropped, computed per distinct cell.

    Accounting negatives first; a column that writes decimals with commas and has no dot nor
    colon at all reads each first comma as the decimal point when that makes every cell a
    number; otherwise a comma is a decimal point only in a column that never writes one with
    a dot (:func:`_comma_decimal`)."""
    uniq, codes = encode(s)
    cells = [_accounting_negative(v) for v in uniq]
    if any("," in v for v in cells):
        no_dots = not any(("." in v) or (":" in v) for v in cells)
        swapped = [v.replace(",", ".", 1) for v in cells]
        if no_dots and all(_NUMBER.match(v) and math.isfinite(float(v)) for v in swapped):
            cells = swapped
        elif _comma_decimal(cells):
            cells = [v.replace(",", ".", 1) if _COMMA_DECIMAL.match(v) else v for v in cells]
    numbers = np.array([*(_number_or_nan(v) for v in cells), np.nan])
    ok = np.array([*(bool(_NUMBER.match(v)) for v in cells), True])
    return numbers[codes], ~ok[codes]


def metric_values(arr: Column | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Any column → (float values, NaN where missing/non-numeric; mask of non-numeric cells)."""
    col = as_column(arr)
    if col.numeric or col.kind == BOOL:
        values = col.floats()
        infinite = np.isinf(values)  # "inf" reads as a float; a metric has no use for it
        values[infinite] = np.nan
        return values, infinite
    if col.kind == NULL:
        return np.full(len(col), np.nan), np.zeros(len(col), dtype=bool)
    if col.kind == TEXT:
        return _strings_to_float(_as_trimmed_strings(col))
    return np.full(len(col), np.nan), col.valid.copy()


def _numeric_share(arr: Column | np.ndarray, values: tuple[np.ndarray, np.ndarray]) -> float:
    """Share of non-empty cells that are numbers (``values`` = :func:`metric_values`)."""
    col = as_column(arr)
    if col.numeric:
        return 1.0
    if col.kind != TEXT:
        return 0.0
    present = int(sum(1 for v in col.data if v is not None and v.strip()))
    if present <= 0:
        return 0.0
    bad = values[1]
    if bad.any():  # a number past the float range is still written as a number
        bad = bad & ~_number_shaped(col)
    return float(present - int(bad.sum())) / present


_INFINITY_RE = r"^[-+]?(?:inf|infinity)$"


def _number_shaped(arr: Column | np.ndarray) -> np.ndarray:
    """Per cell: written as a number, whether or not a float can hold it (``1e999``, 400
    digits, ``-inf``, ``(2.5)``); such a cell is read as missing, with a problem line,
    but it does not make its column text."""
    s = mapped(_as_trimmed_strings(arr), _accounting_negative)
    return matches(s, _NUM_RE) | matches(s, _INFINITY_RE, re.IGNORECASE)


def _clock_strings_to_seconds(s: np.ndarray) -> np.ndarray:
    """Vectorised :func:`noesis.axis.parse_clock` for ``[h:]mm:ss[.frac]`` cells (NaN elsewhere).

    Same pattern as ``noesis.axis``; the cells are already trimmed.
    """
    parts = extract(s, _CLOCK_PATTERN)
    matched = parts["*"]
    out = np.full(len(s), np.nan)
    if not matched.any():
        return out
    frac_digits = mapped(parts["f"], lambda f: "0." + f)
    days, hours, minutes, seconds, frac = (group_floats(parts["d"]), group_floats(parts["h"]), group_floats(parts["m"]),
                                           group_floats(parts["s"]), group_floats(frac_digits))
    total = np.nan_to_num(days) * 86400 + np.nan_to_num(hours) * 3600 + minutes * 60 + seconds + np.nan_to_num(frac)
    out[matched] = total[matched]
    return out


def _parse_cell(text: str, kind: str) -> float:
    try:
        return parse_position(text, kind)
    except PositionParseError:
        if kind == "number":  # "00:29:00" on a seconds axis declared as plain numbers
            return parse_clock(text)
        raise


def column_format(arr: Column | np.ndarray, column: str, date_order: str | None = None
                  ) -> af.PositionFormat | None:
    """The format a date/datetime axis column is written in, detected from its values
    (None: nothing to detect from, or no known format reads it)."""
    col = as_column(arr)
    if col.numeric:
        return af.detect_number_format(col.floats(), column)
    if col.kind != TEXT:
        return None
    s = _as_trimmed_strings(col)
    values = [str(v) for v in distinct(s)[:_DETECT_SAMPLE]]
    found = af.detect_text_format(values, date_order)
    if found is not None:
        return found
    numbers, bad = _strings_to_float(s)
    present = _present(s)
    if present.any() and not (bad & present).sum() > (1 - _NUMERIC_SHARE) * present.sum():
        return af.detect_number_format(numbers, column)
    return None


def _date_positions(col: Column, kind: str, fmt: af.PositionFormat | None) -> np.ndarray | None:
    """A date/datetime axis column in ``fmt`` → positions; None to use the ISO cell parser."""
    if fmt is None:
        return None
    if col.numeric:
        return af.to_axis(af.number_seconds(col.floats(), fmt), kind)
    if col.kind != TEXT:
        return None
    return af.to_axis(af.text_seconds(_as_trimmed_strings(col), fmt), kind)


def _typed_positions(col: Column, kind: str) -> np.ndarray:
    """A date, date-time or clock-time column → positions on a ``kind`` axis."""
    values = col.floats()
    if col.kind == DATE:
        return values * 86400.0 if kind == "datetime" else values
    if col.kind == DATETIME:
        return values if kind == "datetime" else np.floor(values / 86400.0)
    return np.full(len(col), np.nan) if kind in ("date", "datetime") else values


def _text_positions(s: np.ndarray, kind: str) -> np.ndarray:
    """Trimmed text cells → positions: clock strings and numbers columnar, the rest per
    distinct cell through :func:`noesis.axis.parse_position`."""
    out = np.full(len(s), np.nan)
    todo = _present(s)
    if kind in ("number", "clock", "ordinal"):
        colon = _contains(s, ":")
        if kind != "ordinal" and (todo & colon).any():
            clock = _clock_strings_to_seconds(s)
            done = todo & np.isfinite(clock)
            out[done] = clock[done]
            todo &= ~done
        if (todo & ~colon).any():
            fast, _ = _strings_to_float(s)
            done = todo & np.isfinite(fast)
            out[done] = fast[done]
            todo &= ~done
        if kind == "clock":
            todo[:] = False  # parse_clock would reject whatever is left
        else:
            todo &= _contains(s, ",")  # parse_position's per-cell decimal comma
    if todo.any():
        out[todo] = per_distinct(s[todo], lambda u: np.array([_parsed_or_nan(c, kind) for c in u]))
    return out


def _parsed_or_nan(cell: str, kind: str) -> float:
    with contextlib.suppress(PositionParseError):
        return _parse_cell(cell, kind)
    return np.nan


def axis_positions(arr: Column | np.ndarray, kind: str, fmt: af.PositionFormat | None = None) -> np.ndarray:
    """Any axis column → float positions (NaN where missing or unparseable).

    On a date/datetime axis, text and number cells are read in ``fmt`` (see
    :mod:`noesis.ingest.axisformats`); without one, text cells are read as ISO dates.
    """
    col = as_column(arr)
    if kind in ("date", "datetime"):
        done = _date_positions(col, kind, fmt)
        if done is not None:
            return done
    if col.numeric or col.kind == NULL:
        out = col.floats()
        if kind in ("date", "datetime"):
            out[~np.isfinite(out)] = np.nan
        return out
    if col.kind in (DATE, DATETIME, TIME):
        return _typed_positions(col, kind)
    return _text_positions(_as_trimmed_strings(col), kind)


# --------------------------------------------------------------------------- selection


def _axis_report(problems, file, rows: _Rows, dropped: np.ndarray, column, name: str, kind: str,
                 fmt: af.PositionFormat | None, outside: np.ndarray | None = None) -> None:
    """Empty axis cells: one problem. Unreadable ones: a :class:`RowLoss` naming the first
    few by line and value, counting the rest (and those ``outside`` the dates an axis holds)."""
    if not dropped.any():
        return
    empty = dropped & ~_present(_as_trimmed_strings(column))
    _report(problems, file, rows, empty, None, f"row(s) dropped: axis column {name!r} is empty")
    bad = np.flatnonzero(dropped & ~empty)
    if not len(bad):
        return
    listed = ", ".join(f"{rows.where(int(i))} {shown_cell(column, int(i))!r}" for i in bad[:_LISTED_CELLS])
    more = f" and {len(bad) - _LISTED_CELLS} more" if len(bad) > _LISTED_CELLS else ""
    total = len(dropped)
    how = f" in format {fmt.label!r}" if fmt is not None else ""
    n_out = int(outside.sum()) if outside is not None else 0
    why = (f" ({n_out} of them outside the dates an axis holds, {DATE_RANGE_TEXT})" if n_out else "")
    problems.append(RowLoss(
        file, rows.line(int(bad[0])),
        f"{len(bad)} of {total} row(s) ({100 * len(bad) / total:.1f} %) dropped: axis column "
        f"{name!r} is not a {kind}{how}: {listed}{more}{why}",
        lost=len(bad), total=total,
    ))


def shown_cell(column: Column, i: int) -> object:
    """Cell ``i`` of a column as a problem shows it: its Python value, or its text when
    Python cannot hold it (a date outside Python's years)."""
    try:
        return column.cell(i)
    except (OverflowError, ValueError):
        return column.strings()[i]


def _report(problems, file, rows: _Rows, mask: np.ndarray, column, what: str) -> None:
    count = int(mask.sum())
    if not count:
        return
    first = int(np.argmax(mask))
    example = ""
    if column is not None:
        cell = shown_cell(column, first)
        example = f", e.g. {cell!r}" if cell not in (None, "") else ""
    problems.append(
        Problem(file, rows.line(first), f"{count} {what} (first at {rows.where(first)}{example})")
    )


