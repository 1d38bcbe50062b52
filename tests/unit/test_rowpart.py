"""``ingest/rowpart.py``: the numeric columns beside a wide table's month headers are read on the
row's own time as a relation of their own; a table with none has no part. Truth: the columns'
own values, written here."""

from __future__ import annotations

import numpy as np

from noesis.ingest.cells import table_of
from noesis.ingest.profile import profile_table
from noesis.ingest.relate import build_relation
from noesis.ingest.rowpart import row_columns, row_part
from noesis.ingest.schema_decl import declared_schema, time_context
from noesis.manifest import default_manifest
from noesis.relation import TableSchema, relation_name
from noesis.specs import SourceSpec

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
YEARS = [2001, 2002, 2003]


def _columns(extra: bool) -> dict:
    cols: dict = {"Year": YEARS}
    for k, m in enumerate(MONTHS):
        cols[m] = [float(y % 100 + k) for y in YEARS]
    if extra:
        cols["annual"] = [11.5, 12.5, 13.5]
        cols["rain"] = [400.0, None, 650.25]
    return cols


def _part(tmp_path, extra: bool):
    table = table_of(_columns(extra))
    spec, manifest = SourceSpec("t.csv", "table", "csv", "T"), default_manifest(tmp_path)
    profile = profile_table(table, "t.csv", time_context(spec, manifest),
                            declared_schema(spec, manifest, table.column_names))
    relation = build_relation(profile, table, manifest.axis.kind, np.arange(len(YEARS)) + 2)
    beside = row_columns(relation.schema, profile.columns)
    return profile, row_part(table, spec, manifest, relation.schema, beside, np.arange(len(YEARS)) + 2)


def test_the_columns_beside_the_months_are_read_on_the_year(tmp_path):
    profile, (part, said) = _part(tmp_path, extra=True)
    assert profile.schema.wide is not None and profile.schema.wide.time_part == "month"
    assert row_columns(profile.schema, profile.columns) == ("annual", "rain")
    assert part is not None and part.schema.part == "year" and part.schema.time.granularity == "year"
    assert [m.name for m in part.schema.measures] == ["annual", "rain"]
    rain = part.measures[[m.name for m in part.schema.measures].index("rain")]
    assert rain[0] == 400.0 and np.isnan(rain[1]) and rain[2] == 650.25 and len(part) == len(YEARS)
    assert said.value == relation_name("t.csv", "year") == "t.csv#year"


def test_a_month_table_with_nothing_beside_has_no_part(tmp_path):
    profile, (part, said) = _part(tmp_path, extra=False)
    assert row_columns(profile.schema, profile.columns) == () and part is None and said is None


def test_a_part_survives_its_schema_round_trip():
    schema = TableSchema("t.csv", ("Year", "rain"), ("Year",), None, (), (), part="year")
    back = TableSchema.from_json({**schema.to_json(), "columns": list(schema.columns)})
    assert back.part == "year" and "part" not in TableSchema.from_json(
        {**TableSchema("t.csv", (), (), None, (), ()).to_json(), "columns": []}).to_json()
