"""Wide tables (``orientation = "wide"``): CSV/TSV/Parquet read like a table in a document.

The header row holds positions (``2019``, ``FY2018``, ``Q3 2020`` …), the first column the
line items; every other column (``%Chg``, notes) stays in the row's span text. The cells go
through :mod:`noesis.ingest.doctables` exactly as a Markdown table's would, so ``1,320``,
``(19)`` and ``12.5%`` read the same in a CSV as in a report.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..errors import Problem
from ..manifest import Manifest, SourceSpec, entity_from_stem
from ..model import ReadResult, SpanRecord
from .cells import Table
from .doctables import ParsedTable, position_columns, read_tables, row_section, table_rows


def _text(value: object) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return str(value).strip()


def wide_table(table: Table, spec: SourceSpec, line: Callable[[int], int | None]) -> ParsedTable:
    """The table as header + body cell strings; its title is the file's stem."""
    header = tuple(str(c).strip() for c in table.column_names)
    columns = [table.column(i).to_pylist() for i in range(table.num_columns)]
    body = tuple(tuple(_text(col[r]) for col in columns) for r in range(table.num_rows))
    return ParsedTable((header,), body, 1, None, entity_from_stem(spec.file),
                       tuple(line(r) for r in range(table.num_rows)))


def wide_result(table: Table, spec: SourceSpec, manifest: Manifest, problems: list[Problem],
                line: Callable[[int], int | None]) -> ReadResult:
    """Row spans and series of a wide table on the KB's axis."""
    parsed = wide_table(table, spec, line)
    if not position_columns(parsed):
        problems.append(Problem(spec.file, 1, 'orientation = "wide" but no header cell is a position '
                                              "(a year, quarter or date) after the first column"))
        return ReadResult(problems=tuple(problems), rows=table.num_rows, columns=parsed.header[0])
    spans = tuple(SpanRecord(i, row.text, "row", section=row_section(parsed, row), line=row.line)
                  for i, row in enumerate(table_rows(parsed)))
    got = read_tables([parsed], manifest.axis, spec.file)
    return ReadResult(spans=spans, series=got.series, problems=(*problems, *got.problems),
                      rows=table.num_rows, columns=parsed.header[0])

