"""What the manifest declares about a table is taken as given: no time axis, a wide layout
(years in the header, its dimension as the entity), measure keys that must exist, row numbers
never measures."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.errors import SourceError
from noesis.ingest.table_reader import read_table
from noesis.manifest import AxisSpec, Manifest, SourceSpec, WideSpec


def read(tmp_path: Path, text: str, axis=("year", "number"), **spec):
    (tmp_path / "t.csv").write_text(text)
    man = Manifest(root=tmp_path, name="t", axis=AxisSpec(*axis), listed=frozenset({"t.csv"}))
    spec.setdefault("entity", None)
    return read_table(tmp_path / "t.csv", SourceSpec(file="t.csv", kind="table", format="csv", **spec), man)


def test_time_declared_empty_means_no_time_axis_and_no_complaint(tmp_path):
    r = read(tmp_path, "day,tip\nSun,1.5\nSat,2.0\n", no_time=True)
    assert r.relation.schema.time is None and len(r.relation) == 2 and r.problems == ()


def test_a_declared_wide_table_with_years_as_headers_has_the_header_as_time(tmp_path):
    text = "Country,1960,1961,1962\nAruba,4.8,4.6,4.4\nChad,6.1,6.2,6.3\n"
    r = read(tmp_path, text, wide=WideSpec("year", "fertility"), entity_column="year")
    s = r.relation.schema
    assert s.time.parts == ("year",) and s.wide.time_part == "year" and len(r.relation) == 6
    chad = next(x for x in r.series if x.entity == "Chad")
    assert chad.positions.tolist() == [1960.0, 1961.0, 1962.0] and chad.values.tolist() == [6.1, 6.2, 6.3]


def test_the_wide_dimension_may_be_the_entity(tmp_path):
    text = "date,GOOG,AAPL,AMZN\n2020-01-01,1,2,3\n2020-01-02,2,3,4\n"
    r = read(tmp_path, text, axis=("date", "date"), wide=WideSpec("symbol", "price"), entity_column="symbol")
    assert r.relation.schema.entity == ("symbol",)
    assert sorted(s.entity for s in r.series) == ["AAPL", "AMZN", "GOOG"]


def test_a_unit_for_a_column_that_is_not_a_measure_is_refused(tmp_path):
    with pytest.raises(SourceError, match="'nosuch' is not a measure"):
        read(tmp_path, "year,v\n2000,1\n2001,2\n", units=(("nosuch", "m3"),))


def test_a_column_beside_the_wide_members_is_the_rows_own_measure_with_its_declared_unit(tmp_path):
    text = "date,GOOG,AAPL,spread\n2020-01-01,1,2,0.5\n2020-01-02,2,3,0.7\n"
    r = read(tmp_path, text, axis=("date", "date"), wide=WideSpec("symbol", "price", ("GOOG", "AAPL")),
             units=(("spread", "USD"),))
    s = r.relation.schema
    assert s.wide.beside == ("spread",) and s.measure("spread").unit == "USD" and len(r.relation) == 4
    spread = r.relation.measures[[m.name for m in s.measures].index("spread")]
    assert sorted(v for v in spread.tolist() if v == v) == [0.5, 0.7]  # once a row, never once per symbol
    assert sorted(x.entity for x in r.series) == ["AAPL", "GOOG"] and {x.metric for x in r.series} == {"price"}


def test_a_row_number_is_not_a_measure_even_with_declared_dimensions(tmp_path):
    r = read(tmp_path, ",year,site,v\n1,2000,a,1\n2,2000,b,2\n3,2001,a,3\n", dimensions=("site",))
    s = r.relation.schema
    assert [m.name for m in s.measures] == ["v"] and "column1" in s.ignored


def test_unnamed_row_names_stay_a_dimension_beside_the_declared_ones(tmp_path):
    text = ',income,type\n"general.managers",25879,prof\n"nurses",4614,prof\n"janitors",3472,bc\n'
    r = read(tmp_path, text, no_time=True, dimensions=("type",))
    s = r.relation.schema
    assert [d.column for d in s.dimensions] == ["column1", "type"] and [m.name for m in s.measures] == ["income"]
    twice = read(tmp_path, ',income,type\n"a",1,prof\n"a",2,bc\n', no_time=True, dimensions=("type",))
    assert [d.column for d in twice.relation.schema.dimensions] == ["type"]  # a name repeated names no row
