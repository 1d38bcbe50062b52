"""A loaded table's cells: typed columns over numpy, read from CSV with the standard library.

The table reader's input is a :class:`Table` of :class:`Column` s. A CSV/TSV file is split by
Python's :mod:`csv` (quotes, doubled quotes and quoted line breaks as RFC 4180 writes them;
each record's first file line kept, so a problem names the line a person finds it on), and
each column's type is inferred from its present cells in the order a CSV reader conventionally
tries them — whole numbers, true/false, ISO dates, clock times, ISO date-times, decimals,
else text — over the column's *distinct* cells only. The cells that spell "no value"
(:data:`NULL_CELLS`: ``NA``, ``NaN``, ``#N/A``, ``null`` …) are missing.

Parquet is read through pyarrow when it is installed (the ``parquet`` extra); its typed
columns map onto the same kinds (:func:`from_arrow`). Nothing else here needs it: the core
install stays light (issue 30).

Text columns are numpy object arrays of ``str`` (``None`` where missing); the helpers at the
end (:func:`encode`, :func:`per_distinct`, :func:`extract`) run Python per distinct cell and
broadcast the result through integer codes.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

TEXT, INT, FLOAT, BOOL, DATE, DATETIME, TIME, NULL = (
    "text", "int", "float", "bool", "date", "datetime", "time", "null")

#: cells that spell "no value" (the list CSV readers conventionally use; ``""`` is missing too)
NULL_CELLS = frozenset((
    "", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
    "N/A", "NA", "NULL", "NaN", "n/a", "nan", "null",
))
TRUE_CELLS = frozenset(("1", "True", "TRUE", "true"))
FALSE_CELLS = frozenset(("0", "False", "FALSE", "false"))

_INT_RE = re.compile(r"\s*-?\d{1,19}\s*", re.ASCII)
_FLOAT_RE = re.compile(r"\s*[-+]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|inf|infinity)\s*",
                       re.ASCII | re.IGNORECASE)
_DATE_RE = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})\s*", re.ASCII)
_TIME_RE = re.compile(r"(\d{2}):(\d{2})(?::(\d{2}))?", re.ASCII)
_DATETIME_RE = re.compile(
    r"\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?)?"
    r"(Z|[+-]\d{2}:?\d{2})?\s*", re.ASCII)
_EPOCH_DAY = dt.date(1970, 1, 1).toordinal()
_INT64 = 1 << 63


# --------------------------------------------------------------------------- columns
@dataclass(frozen=True, eq=False)
class Column:
    """One column: ``kind`` (text, int, float, bool, date, datetime, time, null) and its
    ``data`` — text: ``str``/``None`` objects; int: int64; float: float64; bool: bool;
    date: int64 days since 1970; datetime: float64 seconds since 1970 UTC; time: float64
    seconds after midnight; null: float64 NaN — with ``valid`` marking present cells."""

    kind: str
    data: np.ndarray
    valid: np.ndarray

    def __len__(self) -> int:
        return len(self.data)

    @property
    def null_count(self) -> int:
        return int(len(self.valid) - self.valid.sum())

    @property
    def numeric(self) -> bool:
        return self.kind in (INT, FLOAT)

    @property
    def is_text(self) -> bool:
        return self.kind == TEXT

    def take(self, rows: np.ndarray) -> Column:
        return Column(self.kind, self.data[rows], self.valid[rows])

    def floats(self) -> np.ndarray:
        """The cells as float64 (NaN where missing; text is all NaN — see the table reader)."""
        if self.kind == TEXT:
            return np.full(len(self), np.nan)
        out = self.data.astype(np.float64)
        out[~self.valid] = np.nan
        return out

    def strings(self) -> np.ndarray:
        """Each cell as text (``None`` where missing): text as written, a number as the
        shortest form that reads back (``5``, ``1.5``), a date in ISO form."""
        if self.kind == TEXT:
            return self.data
        return np.array([_shown(self.kind, v) if ok else None for v, ok in zip(self.data.tolist(), self.valid.tolist(),
                                                                                strict=True)], dtype=object)

    def to_pylist(self) -> list[object]:
        """Each cell as a Python value (``int``, ``float``, ``bool``, ``datetime.date`` …)."""
        return [_python(self.kind, v) if ok else None
                for v, ok in zip(self.data.tolist(), self.valid.tolist(), strict=True)]

    def cell(self, i: int) -> object:
        return _python(self.kind, self.data[i].item() if self.kind != TEXT else self.data[i]) if self.valid[i] else None


def _python(kind: str, v: object) -> object:
    if kind == DATE:
        return dt.date.fromordinal(int(v) + _EPOCH_DAY)
    if kind == DATETIME:
        return dt.datetime(1970, 1, 1) + dt.timedelta(seconds=float(v))
    if kind == TIME:
        return (dt.datetime.min + dt.timedelta(seconds=float(v))).time()
    return v


def _shown(kind: str, v: object) -> str:
    if kind == FLOAT:
        f = float(v)  # type: ignore[arg-type]
        return str(int(f)) if f.is_integer() and abs(f) < 1e15 else repr(f)
    if kind == BOOL:
        return "true" if v else "false"
    if kind in (DATE, DATETIME, TIME):
        try:
            return str(_python(kind, v))
        except (OverflowError, ValueError):  # past Python's years: numpy's calendar has them
            return str(np.datetime64(int(v), "D" if kind == DATE else "s")).replace("T", " ")
    return str(v)


def text_column(values: Sequence[str | None]) -> Column:
    data = np.array(values, dtype=object) if len(values) else np.empty(0, dtype=object)
    return Column(TEXT, data, np.fromiter((v is not None for v in data), dtype=bool, count=len(data)))


# --------------------------------------------------------------------------- tables
@dataclass(frozen=True, eq=False)
class Table:
    """Named columns of one length."""

    column_names: tuple[str, ...]
    columns: tuple[Column, ...]

    @property
    def num_rows(self) -> int:
        return len(self.columns[0]) if self.columns else 0

    @property
    def num_columns(self) -> int:
        return len(self.columns)

    def column(self, key: int | str) -> Column:
        return self.columns[key if isinstance(key, int) else self.column_names.index(key)]

    def rename_columns(self, names: Iterable[str]) -> Table:
        return Table(tuple(names), self.columns)

    def take(self, rows: np.ndarray) -> Table:
        return Table(self.column_names, tuple(c.take(rows) for c in self.columns))


def column_of(values: Sequence[object]) -> Column:
    """Python values (``None`` missing) → a column: all bools, all ints, numbers, dates,
    date-times, else text (``str`` of each value)."""
    present = [v for v in values if v is not None]
    valid = np.array([v is not None for v in values], dtype=bool)
    for kind, test, conv, dtype in _PY_KINDS:
        if present and all(test(v) for v in present):
            data = np.array([conv(v) if v is not None else 0 for v in values], dtype=dtype)
            return Column(kind, data, valid)
    if not present:
        return Column(NULL, np.full(len(values), np.nan), valid)
    return text_column([None if v is None else str(v) for v in values])


_PY_KINDS = (
    (BOOL, lambda v: isinstance(v, bool), bool, np.bool_),
    (INT, lambda v: isinstance(v, int) and not isinstance(v, bool), int, np.int64),
    (FLOAT, lambda v: isinstance(v, int | float) and not isinstance(v, bool), float, np.float64),
    (DATETIME, lambda v: isinstance(v, dt.datetime), lambda v: (v - dt.datetime(1970, 1, 1)).total_seconds(),
     np.float64),
    (DATE, lambda v: isinstance(v, dt.date) and not isinstance(v, dt.datetime),
     lambda v: v.toordinal() - _EPOCH_DAY, np.int64),
)


def table_of(columns: dict[str, Sequence[object]]) -> Table:
    """``{"year": [2001, 2002], "v": [1.5, None]}`` → a :class:`Table` (:func:`column_of`)."""
    return Table(tuple(columns), tuple(column_of(list(v)) for v in columns.values()))


# --------------------------------------------------------------------------- CSV
@dataclass(frozen=True, eq=False)
class CsvRead:
    """A CSV text split into records: the table, the records of the wrong width (their
    line and text), and each kept record's first file line."""

    table: Table
    bad: tuple[tuple[int, str], ...]
    lines: np.ndarray
    index_column: bool = False  # the header had one field fewer than the rows (R's row index)
    headerless: bool = False  # the first record is data: the columns are named column1 … columnN


def read_csv(text: str, delimiter: str) -> CsvRead:
    """Split ``text`` (decoded) into a typed :class:`Table`; blank lines are skipped, records
    whose width is not the header's are returned in ``bad``. ``csv.Error`` propagates."""
    records, starts = _records(text, delimiter)
    if not records:
        return CsvRead(Table((), ()), (), np.empty(0, dtype=np.int64))
    header, body, body_starts = records[0], records[1:], starts[1:]
    headerless = _no_header(text, header)
    if headerless:
        header, body, body_starts = [f"column{i + 1}" for i in range(len(header))], records, starts
    width = len(header)
    wider = sum(1 for r in body if len(r) == width + 1)
    index_column = bool(body) and wider >= 0.9 * len(body) and _first_rows_wider(body, width)
    if index_column:
        header, width = ["", *header], width + 1
    kept = [i for i, r in enumerate(body) if len(r) == width]
    bad = tuple((body_starts[i], delimiter.join(body[i])) for i, r in enumerate(body) if len(r) != width)
    rows = [body[i] for i in kept]
    cols = list(zip(*rows, strict=True)) if rows else [()] * width
    table = Table(tuple(header), tuple(infer_column(c) for c in cols))
    return CsvRead(table, bad, np.array([body_starts[i] for i in kept], dtype=np.int64), index_column, headerless)


#: a header cell no header writes: a number with a leading zero ("01", "001") or thousands
#: grouped ("23,288"), as a data row holds codes and counts
_DATA_SHAPED = re.compile(r"^\s*(?:0\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?)\s*$")


def _no_header(text: str, first: Sequence[str]) -> bool:
    """Whether the first record is data, not a header: the standard library's sniffer finds no
    header (its columns' types run through the first row) and two of its cells are shaped as
    data ("01", "23,288"), never as headers write — a wide table's years, a cross table's
    numbers (``0 … 4``, ``9.4``) are headers as written."""
    if sum(1 for c in first if _DATA_SHAPED.match(c)) < 2:
        return False
    try:
        return not csv.Sniffer().has_header(text[:20000])
    except csv.Error:
        return False


def _records(text: str, delimiter: str) -> tuple[list[list[str]], list[int]]:
    # skipinitialspace: a column-aligned CSV (``Name,   "Usain Bolt",   "JAM"``) quotes its
    # fields after the padding; without it the quotes would stay in the values
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False,
                        skipinitialspace=True)
    records: list[list[str]] = []
    starts: list[int] = []
    line = 0
    for row in reader:
        start = line + 1
        line = reader.line_num
        if row:
            records.append(row)
            starts.append(start)
    return records, starts


def _first_rows_wider(body: list[list[str]], width: int) -> bool:
    head = body[:20]
    return all(len(r) == width + 1 for r in head[:-1] or head)


# --------------------------------------------------------------------------- type inference
def infer_column(cells: Sequence[str]) -> Column:
    """CSV cells → a typed column (see the module docstring)."""
    values = [None if c in NULL_CELLS else c for c in cells]
    uniq, codes = encode(values)
    if not uniq:
        return Column(NULL, np.full(len(values), np.nan), np.zeros(len(values), dtype=bool))
    if padded_codes(uniq, len(values)):
        return text_column(values)
    for kind, parse, dtype in _KINDS:
        parsed = _all_parsed(uniq, parse)
        if parsed is not None:
            data = np.array(parsed, dtype=dtype)
            filler = np.array([0], dtype=dtype)
            return Column(kind, np.concatenate([data, filler])[codes], codes >= 0)
    return text_column(values)


def zero_padded_codes(uniq: Sequence[str]) -> bool:
    """Digits all of one width of three or more, some with a leading zero ("001" .. "205", the
    FIPS "01001"): codes, kept as written, never the numbers 1 .. 205 (a month or a day written
    "01" .. "12" is two digits wide and stays a number)."""
    widths = {len(v) for v in uniq}
    return len(widths) == 1 and min(widths) >= 3 and all(v.isascii() and v.isdigit() for v in uniq) \
        and any(v.startswith("0") for v in uniq)


def padded_codes(digits: Sequence[str], rows: int) -> bool:
    """The distinct digit cells of a column of ``rows`` rows are :func:`zero_padded_codes`, and
    not "001" .. "100" one a row — R's row names written zero-padded, numbers 1 .. n (an index the
    profiler reads as such)."""
    if not zero_padded_codes(digits):
        return False
    return not (len(digits) == rows and sorted(int(v) for v in digits) == list(range(1, rows + 1)))


def _all_parsed(uniq: list[str], parse: Callable[[str], object | None]) -> list[object] | None:
    out = []
    for v in uniq:
        got = parse(v)
        if got is None:
            return None
        out.append(got)
    return out


def _int(v: str) -> int | None:
    if not _INT_RE.fullmatch(v):
        return None
    n = int(v)
    return n if -_INT64 <= n < _INT64 else None


def _bool(v: str) -> bool | None:
    return True if v in TRUE_CELLS else False if v in FALSE_CELLS else None


def _date(v: str) -> int | None:
    m = _DATE_RE.fullmatch(v)
    if not m:
        return None
    try:
        return dt.date(int(m[1]), int(m[2]), int(m[3])).toordinal() - _EPOCH_DAY
    except ValueError:
        return None


def _time(v: str) -> float | None:
    m = _TIME_RE.fullmatch(v)
    if not m:
        return None
    h, mi, s = int(m[1]), int(m[2]), int(m[3] or 0)
    return float(h * 3600 + mi * 60 + s) if h < 24 and mi < 60 and s < 60 else None


def _datetime(v: str) -> float | None:
    m = _DATETIME_RE.fullmatch(v)
    if not m:
        return None
    try:
        day = dt.date(int(m[1]), int(m[2]), int(m[3])).toordinal() - _EPOCH_DAY
    except ValueError:
        return None
    h, mi, s = int(m[4] or 0), int(m[5] or 0), int(m[6] or 0)
    if h > 23 or mi > 59 or s > 59:
        return None
    frac = float(f"0.{m[7]}") if m[7] else 0.0
    return day * 86400.0 + h * 3600 + mi * 60 + s + frac - zone_offset(m[8])


def zone_offset(zone: str | None) -> float:
    """Seconds east of UTC of ``+02:00`` / ``-0500`` / ``+02`` (0 for none, Z, UTC, GMT)."""
    m = re.fullmatch(r"([+-])(\d{2}):?(\d{2})?", zone or "")
    if not m:
        return 0.0
    return (1 if m[1] == "+" else -1) * (int(m[2]) * 3600 + int(m[3] or 0) * 60)


def _float(v: str) -> float | None:
    return float(v) if _FLOAT_RE.fullmatch(v) else None


#: the order kinds are tried in: the first that reads every distinct present cell wins
_KINDS: tuple[tuple[str, Callable[[str], object | None], type], ...] = (
    (INT, _int, np.int64),
    (BOOL, _bool, np.bool_),
    (DATE, _date, np.int64),
    (TIME, _time, np.float64),
    (DATETIME, _datetime, np.float64),
    (FLOAT, _float, np.float64),
)


# --------------------------------------------------------------------------- Parquet
def from_arrow(table) -> Table:
    """A pyarrow table (Parquet) → a :class:`Table` (pyarrow is imported by the caller)."""
    import pyarrow as pa

    return Table(tuple(str(n) for n in table.column_names),
                 tuple(_arrow_column(table.column(i).combine_chunks(), pa) for i in range(table.num_columns)))


def _arrow_column(arr, pa) -> Column:
    import pyarrow.compute as pc

    t = arr.type
    valid = np.asarray(arr.is_valid().to_numpy(zero_copy_only=False), dtype=bool)
    if pa.types.is_dictionary(t):
        arr, t = arr.dictionary_decode(), t.value_type
    if pa.types.is_integer(t):
        return Column(INT, np.asarray(arr.fill_null(0).to_numpy(zero_copy_only=False), dtype=np.int64), valid)
    if pa.types.is_floating(t) or pa.types.is_decimal(t):
        floats = pc.cast(arr, pa.float64()).fill_null(float("nan"))
        return Column(FLOAT, np.array(floats.to_numpy(zero_copy_only=False), dtype=np.float64), valid)
    if pa.types.is_boolean(t):
        return Column(BOOL, np.asarray(arr.fill_null(False).to_numpy(zero_copy_only=False), dtype=bool), valid)
    if pa.types.is_date(t):
        days = pc.cast(pc.cast(arr, pa.date32()), pa.int32()).fill_null(0)
        return Column(DATE, np.asarray(days.to_numpy(zero_copy_only=False), dtype=np.int64), valid)
    if pa.types.is_timestamp(t) or pa.types.is_time(t):
        per_second = {"s": 1, "ms": 1e3, "us": 1e6, "ns": 1e9}[t.unit]
        width = pa.int32() if pa.types.is_time32(t) else pa.int64()
        raw = np.asarray(pc.cast(arr, width).fill_null(0).to_numpy(zero_copy_only=False), dtype=np.float64)
        return Column(DATETIME if pa.types.is_timestamp(t) else TIME, raw / per_second, valid)
    if pa.types.is_null(t):
        return Column(NULL, np.full(len(arr), np.nan), valid)
    if pa.types.is_string(t) or pa.types.is_large_string(t):
        return text_column(arr.to_pylist())
    return text_column([None if v is None else str(v) for v in arr.to_pylist()])


# --------------------------------------------------------------------------- text helpers
def encode(values: Iterable[object]) -> tuple[list, np.ndarray]:
    """Distinct non-missing values in first-appearance order, and each cell's code (-1: missing)."""
    index: dict = {}
    codes = [-1 if v is None else index.setdefault(v, len(index)) for v in values]
    return list(index), np.array(codes, dtype=np.int64)


def distinct(values: Iterable[object]) -> list:
    """The distinct non-missing values in first-appearance order."""
    return [v for v in dict.fromkeys(values) if v is not None]


def per_distinct(texts: np.ndarray, fn: Callable[[np.ndarray], np.ndarray], missing: object = np.nan,
                 dtype: type = np.float64) -> np.ndarray:
    """``fn`` over the distinct present cells (an object array) broadcast back to every cell;
    ``missing`` where a cell is missing."""
    uniq, codes = encode(texts)
    got = np.asarray(fn(np.array(uniq, dtype=object)) if uniq else np.empty(0), dtype=dtype)
    return np.concatenate([got, np.array([missing], dtype=dtype)])[codes]


def matches(texts: np.ndarray, pattern: str, flags: int = 0) -> np.ndarray:
    """Per cell: does the whole cell match ``pattern``? (False where missing)"""
    rx = re.compile(pattern, flags)
    return per_distinct(texts, lambda u: np.array([rx.search(v) is not None for v in u], dtype=bool),
                        missing=False, dtype=np.bool_)


def contains(texts: np.ndarray, part: str) -> np.ndarray:
    return per_distinct(texts, lambda u: np.array([part in v for v in u], dtype=bool),
                        missing=False, dtype=np.bool_)


def mapped(texts: np.ndarray, fn: Callable[[str], str | None]) -> np.ndarray:
    """Each present cell through ``fn`` (computed once per distinct cell)."""
    uniq, codes = encode(texts)
    out = np.array([*(fn(v) for v in uniq), None], dtype=object)
    return out[codes]


def extract(texts: np.ndarray, pattern: str) -> dict[str, np.ndarray]:
    """The named groups of ``pattern`` per cell (object arrays; ``None`` where the cell is
    missing, does not match, or the group is empty), and ``"*"``: the matched mask."""
    rx = re.compile(pattern)
    uniq, codes = encode(texts)
    found = [rx.search(v) for v in uniq]
    out = {}
    for name in rx.groupindex:
        col = [(m.group(name) or None) if m else None for m in found]
        out[name] = np.array([*col, None], dtype=object)[codes]
    out["*"] = np.array([m is not None for m in found] + [False], dtype=bool)[codes]
    return out


def group_floats(group: np.ndarray) -> np.ndarray:
    """A group of :func:`extract` (digits) → float64, NaN where absent."""
    return per_distinct(group, lambda u: np.array([float(v) for v in u]))


__all__ = ["BOOL", "DATE", "DATETIME", "FLOAT", "INT", "NULL", "NULL_CELLS", "TEXT", "TIME", "Column",
           "CsvRead", "Table", "column_of", "contains", "distinct", "encode", "extract", "from_arrow", "group_floats",
           "infer_column", "mapped", "matches", "per_distinct", "read_csv", "table_of", "text_column", "zone_offset"]
