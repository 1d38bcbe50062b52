"""Loading tables (CSV, TSV, Parquet) and reading their cells: the table reader's parts.

A file is loaded with pyarrow (multi-threaded; rows with the wrong number of fields are
skipped and reported; R's header-less row index is recognised); cells are converted
columnar with ``pyarrow.compute`` and numpy — numbers (decimal commas too), positions in
every axis kind and date format. Python only touches *distinct* odd cells (clock strings,
dates written as text). The reader that profiles a table and keeps its rows is
``table_reader.py``.

Recoverable oddities become one :class:`~noesis.errors.Problem` per column (count, first
line, an example) rather than one per cell: a 100k-row file with a bad export should
produce a readable report, not 100k lines. Tables produce no spans.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

from ..axis import DATE_RANGE_TEXT, PositionParseError, parse_clock, parse_position
from ..errors import Problem, SourceError
from ..manifest import SourceSpec
from . import axisformats as af
from .textio import decode_bytes, read_bytes

_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NUM_RE = f"^{_NUM}$"
_COMMA_DECIMAL_RE = r"^[-+]?\d+,\d+$"
_DOT_DECIMAL_RE = r"^[-+]?\d*\.\d+(?:[eE][-+]?\d+)?$"
_NUMERIC_SHARE = 0.9
_DELIMITERS = (",", ";", "\t", "|")
_CLOCK_PATTERN = r"^(?:(?P<h>\d+):)?(?P<m>\d{1,2}):(?P<s>\d{1,2})(?:[.,](?P<f>\d+))?$"
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
@dataclass(frozen=True)
class _Rows:
    """Maps a data-row index to where a person finds it: a file line (CSV) or a row number."""

    header_lines: int | None  # None: no line numbers (Parquet)
    skipped: tuple[int, ...] = ()  # file lines of rows the CSV parser dropped, sorted

    def line(self, i: int) -> int | None:
        if self.header_lines is None:
            return None
        line = i + self.header_lines + 1
        for s in self.skipped:  # skipped lines push later rows down
            if s <= line:
                line += 1
        return line

    def lines(self, n: int) -> np.ndarray:
        """The file line (or, for Parquet, the 1-based row number) of each of ``n`` rows."""
        out = np.arange(n, dtype=np.int64) + (self.header_lines or 0) + 1
        for s in self.skipped:
            out += out >= s
        return out

    def where(self, i: int) -> str:
        line = self.line(i)
        return f"line {line}" if line is not None else f"row {i + 1}"


# --------------------------------------------------------------------------- loading
def _sniff_delimiter(first_line: str) -> str:
    counts = {d: first_line.count(d) for d in _DELIMITERS}
    best = max(_DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def _load_csv(path: Path, spec: SourceSpec) -> tuple[pa.Table | None, list[Problem], _Rows]:
    data = read_bytes(path, spec.file)
    text, problems = decode_bytes(data, spec.file, spec.encoding)
    if not text.strip():
        problems.append(Problem(spec.file, None, "empty file"))
        return None, problems, _Rows(1)
    table, bad, payload, delimiter = csv_text_table(text, spec, problems, threads=True)
    if bad and any(num is None for num, _ in bad):
        # the threaded parser cannot number rows; re-read single-threaded (rare path)
        table, bad = _arrow_csv(payload, delimiter, spec.file, threads=False)
    skipped = tuple(sorted(num for num, _ in bad if num is not None))
    if bad:
        num, row = bad[0]
        problems.append(
            Problem(
                spec.file,
                num,
                f"{len(bad)} row(s) with the wrong number of fields skipped (first: {row[:60]!r})",
            )
        )
    return table, problems, _Rows(1, skipped)


def csv_text_table(text: str, spec: SourceSpec, problems: list[Problem], threads: bool
                   ) -> tuple[pa.Table, list[tuple[int | None, str]], bytes, str]:
    """CSV text → (table, skipped rows, the payload read, the delimiter), R's header-less row
    index recognised (every row one field longer than the header)."""
    first = text[: text.find("\n")] if "\n" in text else text
    delimiter = spec.delimiter or ("\t" if spec.format == "tsv" else _sniff_delimiter(first))
    payload = text.encode("utf-8")
    table, bad = _arrow_csv(payload, delimiter, spec.file, threads=threads)
    if bad and len(bad) >= 0.9 * (len(bad) + table.num_rows) and _index_without_header(text, delimiter):
        payload = (delimiter + text).encode("utf-8")
        table, bad = _arrow_csv(payload, delimiter, spec.file, threads=threads)
        problems.append(Problem(spec.file, 1, "the header has one field fewer than the rows: the "
                                "first column is read as an unnamed row index"))
    return table, bad, payload, delimiter


def _index_without_header(text: str, delimiter: str) -> bool:
    """Do the first rows all have exactly one field more than the header?"""
    import csv
    import io

    head = list(csv.reader(io.StringIO(text[:65536]), delimiter=delimiter))[:21]
    if len(head) < 2:
        return False
    width = len(head[0])
    return all(len(r) == width + 1 for r in head[1:-1] or head[1:])


def _arrow_csv(
    payload: bytes, delimiter: str, file: str, threads: bool
) -> tuple[pa.Table, list[tuple[int | None, str]]]:
    bad: list[tuple[int | None, str]] = []

    def on_invalid(row) -> str:
        bad.append((row.number, row.text))
        return "skip"

    try:
        table = pacsv.read_csv(
            pa.BufferReader(payload),
            read_options=pacsv.ReadOptions(use_threads=threads, block_size=1 << 22),
            parse_options=pacsv.ParseOptions(delimiter=delimiter, invalid_row_handler=on_invalid),
            convert_options=pacsv.ConvertOptions(strings_can_be_null=True),
        )
    except pa.ArrowException as exc:
        m = re.search(r"[Rr]ow #?(\d+)", str(exc))
        raise SourceError(
            file, int(m.group(1)) if m else None, f"not a readable CSV: {exc}"
        ) from None
    return table, bad


def _load_parquet(path: Path, spec: SourceSpec) -> pa.Table:
    try:
        return pq.read_table(path)
    except (pa.ArrowException, OSError) as exc:
        raise SourceError(spec.file, None, f"not a readable Parquet file: {exc}") from None


def _dedupe_columns(table: pa.Table, file: str, problems: list[Problem]) -> pa.Table:
    names = [str(n).strip() for n in table.column_names]
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
def _find_column(columns: tuple[str, ...], name: str) -> int | None:
    if name in columns:
        return columns.index(name)
    key = name.strip().lower()
    return next((i for i, c in enumerate(columns) if c.strip().lower() == key), None)


def _listing(columns: tuple[str, ...]) -> str:
    return ", ".join(repr(c) for c in columns)


# --------------------------------------------------------------------------- cell conversion
def _is_numeric_type(t: pa.DataType) -> bool:
    return pa.types.is_integer(t) or pa.types.is_floating(t) or pa.types.is_decimal(t)


def _to_float(arr: pa.ChunkedArray | pa.Array) -> np.ndarray:
    """Cast to float64 with NaN for nulls, as a writable numpy array."""
    out = pc.fill_null(pc.cast(arr, pa.float64()), float("nan"))
    if isinstance(out, pa.ChunkedArray):
        return np.array(out.to_numpy(), dtype=np.float64)
    return np.array(out.to_numpy(zero_copy_only=False), dtype=np.float64)


#: the cells that spell "no value" (``NaN``, ``NA``, ``null``, ``#N/A`` …): the CSV reader's own
#: list, so a Parquet or JSON text cell, or a CSV cell with spaces around it, is missing
#: exactly when a CSV cell would be — one such cell is its row's gap, never a reason to read
#: the whole column as text
MISSING_CELLS = pa.array(sorted(set(pacsv.ConvertOptions().null_values) - {""}), pa.string())


def _as_trimmed_strings(arr) -> pa.ChunkedArray:
    """Cast to string, trim, and turn empty cells and :data:`MISSING_CELLS` into nulls."""
    if isinstance(arr, pa.ChunkedArray):
        arr = arr.combine_chunks()
    s = pc.utf8_trim_whitespace(pc.cast(arr, pa.string()))
    missing = pc.or_(pc.equal(s, ""), pc.is_in(s, value_set=MISSING_CELLS))
    return pc.if_else(missing, pa.scalar(None, pa.string()), s)


def _numeric_mask(s) -> np.ndarray:
    return np.asarray(
        pc.fill_null(pc.match_substring_regex(s, _NUM_RE), False).to_numpy(zero_copy_only=False),
        dtype=bool,
    )


def _comma_decimal(s) -> bool:
    """True when the column writes decimals with a comma and never with a dot."""
    commas = (
        pc.sum(pc.cast(pc.match_substring_regex(s, _COMMA_DECIMAL_RE), pa.int64())).as_py() or 0
    )
    if not commas:
        return False
    dots = pc.sum(pc.cast(pc.match_substring_regex(s, _DOT_DECIMAL_RE), pa.int64())).as_py() or 0
    return dots == 0


def _cast_all(s: pa.Array) -> np.ndarray | None:
    """Cast every cell at once; None if any present cell is not a finite number."""
    try:
        values = _to_float(pc.cast(s, pa.float64()))
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        return None
    present = _present(s)
    return values if np.isfinite(values[present]).all() else None


def _present(s: pa.Array) -> np.ndarray:
    return np.asarray(pc.is_valid(s).to_numpy(zero_copy_only=False), dtype=bool)


def _contains(s: pa.Array, char: str) -> np.ndarray:
    """Per cell: does it contain ``char``? (a plain substring count: much cheaper than a regex)"""
    counts = pc.fill_null(pc.count_substring(s, char), 0)
    return np.asarray(counts.to_numpy(zero_copy_only=False)) > 0


def _strings_to_float(s: pa.Array) -> tuple[np.ndarray, np.ndarray]:
    """Trimmed strings → (floats with NaN, mask of non-empty cells that were not numbers);
    a number past the float range (``1e999``, 400 digits) is not a number (never ``inf``)."""
    values, bad = _strings_to_float_inf(s)
    infinite = np.isinf(values)
    if infinite.any():
        values[infinite] = np.nan
        bad = bad | infinite
    return values, bad


#: an accounting negative: "(2.5)" is -2.5, as report tables write it
_PAREN_NEGATIVE_RE = r"^\(\s*((?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*\)$"


def _accounting_negatives(s: pa.Array) -> pa.Array:
    """``(2.5)`` → ``-2.5`` (the document tables read it so; a CSV column of them is numbers)."""
    if not _contains(s, "(").any():
        return s
    return pc.replace_substring_regex(s, _PAREN_NEGATIVE_RE, "-\\1")


def _strings_to_float_inf(s: pa.Array) -> tuple[np.ndarray, np.ndarray]:
    """:func:`_strings_to_float` before infinities are dropped.

    A column that writes decimals with commas and has no dot at all is converted with
    one cast; mixed columns go through the regex path. (A failing Arrow cast costs as
    much as a full pass, so it is only tried when it is likely to succeed.)
    """
    s = _accounting_negatives(s)
    commas = _contains(s, ",")
    if commas.any() and not _contains(s, ".").any() and not _contains(s, ":").any():
        values = _cast_all(pc.replace_substring(s, ",", ".", max_replacements=1))
        if values is not None:
            return values, np.zeros(len(s), dtype=bool)
    if commas.any() and _comma_decimal(s):
        swapped = pc.replace_substring(s, ",", ".", max_replacements=1)
        s = pc.if_else(pc.match_substring_regex(s, _COMMA_DECIMAL_RE), swapped, s)
    ok = _numeric_mask(s)
    values = _to_float(pc.if_else(pa.array(ok), s, pa.scalar(None, pa.string())))
    return values, _present(s) & ~ok


def metric_values(arr) -> tuple[np.ndarray, np.ndarray]:
    """Any column → (float values, NaN where missing/non-numeric; mask of non-numeric cells)."""
    t = arr.type
    if _is_numeric_type(t) or pa.types.is_boolean(t):
        values = _to_float(arr)
        infinite = np.isinf(values)  # Arrow reads "inf" as a float; a metric has no use for it
        values[infinite] = np.nan
        return values, infinite
    if pa.types.is_null(t):
        return np.full(len(arr), np.nan), np.zeros(len(arr), dtype=bool)
    if pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_dictionary(t):
        return _strings_to_float(_as_trimmed_strings(arr))
    present = np.asarray(pc.is_valid(arr).to_numpy(zero_copy_only=False), dtype=bool)
    return np.full(len(arr), np.nan), present


def _numeric_share(arr, values: tuple[np.ndarray, np.ndarray]) -> float:
    """Share of non-empty cells that are numbers (``values`` = :func:`metric_values`)."""
    t = arr.type
    if _is_numeric_type(t):
        return 1.0
    if not (pa.types.is_string(t) or pa.types.is_large_string(t)):
        return 0.0
    present = (
        len(arr)
        - arr.null_count
        - int(pc.sum(pc.equal(pc.utf8_trim_whitespace(arr), "")).as_py() or 0)
    )
    if present <= 0:
        return 0.0
    bad = values[1]
    if bad.any():  # a number past the float range is still written as a number
        bad = bad & ~_number_shaped(arr)
    return float(present - int(bad.sum())) / present


_INFINITY_RE = r"^[-+]?(?:inf|infinity)$"


def _number_shaped(arr) -> np.ndarray:
    """Per cell: written as a number, whether or not a float can hold it (``1e999``, 400
    digits, ``-inf``, ``(2.5)``); such a cell is read as missing, with a problem line,
    but it does not make its column text."""
    s = _accounting_negatives(_as_trimmed_strings(arr))
    infinity = pc.fill_null(pc.match_substring_regex(s, _INFINITY_RE, ignore_case=True), False)
    return _numeric_mask(s) | np.asarray(infinity.to_numpy(zero_copy_only=False), dtype=bool)


def _clock_strings_to_seconds(s: pa.Array) -> np.ndarray:
    """Vectorised :func:`noesis.axis.parse_clock` for ``[h:]mm:ss[.frac]`` cells (NaN elsewhere).

    Same pattern as ``noesis.axis``; the cells are already trimmed.
    """
    parts = pc.extract_regex(s, _CLOCK_PATTERN)
    matched = np.asarray(pc.is_valid(parts).to_numpy(zero_copy_only=False), dtype=bool)
    out = np.full(len(s), np.nan)
    if not matched.any():
        return out

    def field(name: str, prefix: str = "") -> np.ndarray:
        col = pc.struct_field(parts, name)
        col = pc.if_else(pc.equal(col, ""), pa.scalar(None, pa.string()), col)
        if prefix:
            col = pc.binary_join_element_wise(prefix, col, "")
        return _to_float(col)

    hours, minutes, seconds, frac = (field("h"), field("m"), field("s"), field("f", "0."))
    total = np.nan_to_num(hours) * 3600 + minutes * 60 + seconds + np.nan_to_num(frac)
    out[matched] = total[matched]
    return out


def _parse_cell(text: str, kind: str) -> float:
    try:
        return parse_position(text, kind)
    except PositionParseError:
        if kind == "number":  # "00:29:00" on a seconds axis declared as plain numbers
            return parse_clock(text)
        raise


def column_format(arr, column: str, date_order: str | None = None) -> af.PositionFormat | None:
    """The format a date/datetime axis column is written in, detected from its values
    (None: nothing to detect from, or no known format reads it)."""
    t = arr.type
    if _is_numeric_type(t):
        return af.detect_number_format(_to_float(arr), column)
    if not (pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_dictionary(t)):
        return None
    s = _as_trimmed_strings(arr)
    distinct = pc.unique(pc.drop_null(s))
    values = [str(v) for v in distinct.slice(0, _DETECT_SAMPLE).to_pylist()]
    found = af.detect_text_format(values, date_order)
    if found is not None:
        return found
    numbers, bad = _strings_to_float(s)
    if _present(s).any() and not (bad & _present(s)).sum() > (1 - _NUMERIC_SHARE) * _present(s).sum():
        return af.detect_number_format(numbers, column)
    return None


def _date_positions(arr, kind: str, fmt: af.PositionFormat | None) -> np.ndarray | None:
    """A date/datetime axis column in ``fmt`` → positions; None to use the ISO cell parser."""
    if fmt is None:
        return None
    if _is_numeric_type(arr.type):
        return af.to_axis(af.number_seconds(_to_float(arr), fmt), kind)
    if not (pa.types.is_string(arr.type) or pa.types.is_large_string(arr.type)
            or pa.types.is_dictionary(arr.type)):
        return None
    return af.to_axis(af.text_seconds(_as_trimmed_strings(arr), fmt), kind)


def axis_positions(arr, kind: str, fmt: af.PositionFormat | None = None) -> np.ndarray:
    """Any axis column → float positions (NaN where missing or unparseable).

    On a date/datetime axis, text and number cells are read in ``fmt`` (see
    :mod:`noesis.ingest.axisformats`); without one, text cells are read as ISO dates.
    """
    t = arr.type
    if kind in ("date", "datetime"):
        done = _date_positions(arr, kind, fmt)
        if done is not None:
            return done
    if _is_numeric_type(t):
        out = _to_float(arr)
        if kind in ("date", "datetime"):
            out[~np.isfinite(out)] = np.nan
        return out
    if pa.types.is_date(t):
        days = _to_float(pc.cast(pc.cast(arr, pa.date32()), pa.int32()))
        return days * 86400.0 if kind == "datetime" else days
    if pa.types.is_timestamp(t):
        per_second = {"s": 1, "ms": 1e3, "us": 1e6, "ns": 1e9}[t.unit]
        seconds = _to_float(pc.cast(arr, pa.int64())) / per_second
        return seconds if kind == "datetime" else np.floor(seconds / 86400.0)
    if pa.types.is_time(t):
        per_second = {"s": 1, "ms": 1e3, "us": 1e6, "ns": 1e9}[t.unit]
        width = pa.int32() if pa.types.is_time32(t) else pa.int64()
        seconds = _to_float(pc.cast(arr, width)) / per_second
        return np.full(len(arr), np.nan) if kind in ("date", "datetime") else seconds
    s = _as_trimmed_strings(arr)
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
        rest = pc.filter(s, pa.array(todo))
        encoded = pc.dictionary_encode(rest)
        parsed = np.full(len(encoded.dictionary), np.nan)
        for j, cell in enumerate(encoded.dictionary.to_pylist()):
            with contextlib.suppress(PositionParseError):
                parsed[j] = _parse_cell(cell, kind)
        out[todo] = parsed[encoded.indices.to_numpy(zero_copy_only=False)]
    return out


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


def shown_cell(column, i: int) -> object:
    """Cell ``i`` of an Arrow column as a problem shows it: its Python value, or its text
    when Python cannot hold it (a typed date in year 0)."""
    try:
        return column[i].as_py()
    except (OverflowError, ValueError):
        return pc.cast(column.slice(i, 1), pa.string())[0].as_py()


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


