"""noesis.ingest.cells: CSV split with the standard library, column types inferred per
distinct cell. Kinds are checked against pyarrow's CSV inference (an independent reader, in
the dev extra) and values against the csv module and Python's own parsers."""

from __future__ import annotations

import csv
import datetime as dt
import io
import math

import numpy as np
import pytest

from noesis.ingest import cells

#: (cells of one column, the family pyarrow's CSV reader infers)
_FAMILIES = [
    (["1", "2", "-3", "007"], "int"),
    (["1", "2.5", "1e5"], "float"),
    ([".5", "5.", "inf", "-Infinity"], "float"),
    (["true", "False", "TRUE"], "bool"),
    (["1", "0", "true"], "bool"),
    (["2013-06-30", "2013-07-01"], "date"),
    (["12:30", "01:05:09"], "time"),
    (["2013-06-30 12:00", "2013-06-30T12:00:01"], "datetime"),
    (["2013-06-30", "2013-06-30 12:00"], "datetime"),
    (["2013-02-30"], "text"),
    (["2013/06/30"], "text"),
    (["1_000", "2"], "text"),
    (["yes", "no"], "text"),
    (["1.5e"], "text"),
    (["24:00:00"], "text"),
    (["NA", "n/a", ""], "null"),
    (["1", "NA", "3"], "int"),
]


def _arrow_family(column: list[str]) -> str:
    pa = pytest.importorskip("pyarrow")
    import pyarrow.csv as pacsv

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["a"])
    for c in column:
        w.writerow([c])
    t = pacsv.read_csv(pa.BufferReader(buf.getvalue().encode()),
                       convert_options=pacsv.ConvertOptions(strings_can_be_null=True)).schema.field(0).type
    for family, test in (("int", pa.types.is_integer), ("float", pa.types.is_floating), ("bool", pa.types.is_boolean),
                         ("date", pa.types.is_date), ("time", pa.types.is_time),
                         ("datetime", pa.types.is_timestamp), ("null", pa.types.is_null)):
        if test(t):
            return family
    return "text"


@pytest.mark.parametrize(("column", "family"), _FAMILIES)
def test_kinds_follow_the_conventional_csv_inference(column, family):
    assert _arrow_family(column) == family  # the fixture states what pyarrow does
    assert cells.infer_column(column).kind == family


def test_values_are_the_cells_read_by_python():
    col = cells.infer_column(["1.5", "NA", "-2e3", "inf"])
    assert col.valid.tolist() == [True, False, True, True]
    assert col.to_pylist() == [1.5, None, -2000.0, math.inf]
    day = cells.infer_column(["2013-06-30", "1969-12-31"])
    assert day.to_pylist() == [dt.date(2013, 6, 30), dt.date(1969, 12, 31)]
    assert day.data.tolist() == [(dt.date(2013, 6, 30) - dt.date(1970, 1, 1)).days, -1]
    when = cells.infer_column(["2013-06-30T12:00:00+02:00"])
    assert when.data[0] == dt.datetime(2013, 6, 30, 10, tzinfo=dt.UTC).timestamp()
    clock = cells.infer_column(["01:02:03"])
    assert clock.data.tolist() == [3723.0]


def test_records_keep_their_first_file_line_and_wrong_widths_are_returned():
    text = 'a,b\n1,x\n\n2,"two\nlines"\n3\n4,y\n'
    got = cells.read_csv(text, ",")
    truth = list(csv.reader(io.StringIO(text)))
    assert got.table.column_names == tuple(truth[0])
    kept = [r for r in truth[1:] if len(r) == 2]
    assert got.table.column(1).to_pylist() == [r[1] for r in kept]
    assert got.lines.tolist() == [2, 4, 7]  # the blank line 3 and the quoted break count
    assert got.bad == ((6, "3"),)


def test_a_header_one_field_short_reads_the_first_column_as_a_row_index():
    text = "x,y\n" + "".join(f"{i},{i * 2},{i * 3}\n" for i in range(1, 6))
    got = cells.read_csv(text, ",")
    assert got.index_column and got.table.column_names == ("", "x", "y")
    assert got.table.column(2).to_pylist() == [i * 3 for i in range(1, 6)]


def test_distinct_and_encode_keep_first_appearance_order():
    values = ["b", None, "a", "b", "c", "a"]
    uniq, codes = cells.encode(values)
    assert uniq == ["b", "a", "c"] and codes.tolist() == [0, -1, 1, 0, 2, 1]
    assert cells.distinct(values) == ["b", "a", "c"]


def test_extract_gives_named_groups_per_cell():
    texts = np.array(["12:30", None, "x", "7:05"], dtype=object)
    parts = cells.extract(texts, r"^(?P<h>\d+):(?P<m>\d+)$")
    assert parts["*"].tolist() == [True, False, False, True]
    assert parts["h"].tolist() == ["12", None, None, "7"]
    assert cells.group_floats(parts["m"])[[0, 3]].tolist() == [30.0, 5.0]


def test_parquet_columns_map_onto_the_same_kinds(tmp_path):
    pa = pytest.importorskip("pyarrow")
    table = pa.table({"i": [1, None], "f": [1.5, 2.0], "s": ["a", None], "d": [dt.date(2020, 1, 2), None],
                      "t": pa.array([dt.datetime(2020, 1, 2, 3), None], pa.timestamp("ms"))})
    got = cells.from_arrow(table)
    assert [c.kind for c in got.columns] == ["int", "float", "text", "date", "datetime"]
    assert [c.to_pylist() for c in got.columns] == [table.column(i).to_pylist() for i in range(5)]


def test_strings_show_numbers_and_dates_as_written():
    assert cells.column_of([5, None]).strings().tolist() == ["5", None]
    assert cells.column_of([2.0, 1.25]).strings().tolist() == ["2", "1.25"]
    assert cells.column_of([dt.date(2013, 6, 30)]).strings().tolist() == ["2013-06-30"]
    far = cells.Column(cells.DATETIME, np.array([253402318800.0 + 86400]), np.array([True]))
    assert far.strings().tolist() == [str(np.datetime64(int(far.data[0]), "s")).replace("T", " ")]


def test_a_column_aligned_csv_reads_its_quoted_fields_without_the_padding():
    text = 'Name,        Medal,    Time\n"Usain Bolt",  "GOLD",   9.63\n"Yohan Blake", "SILVER", 9.75\n'
    got = cells.read_csv(text, ",")
    truth = list(csv.reader(io.StringIO(text), skipinitialspace=True))
    assert got.table.column_names == tuple(truth[0])
    assert got.table.column(1).to_pylist() == [r[1] for r in truth[1:]] == ["GOLD", "SILVER"]


def test_a_first_line_of_data_is_no_header():
    text = ('CN010010,01,001,"Autauga County, AL",2009,"23,288  ",9.7\n'
            'PA011000,01,003,"Baldwin County, AL",2009,"81,706  ",9.1\n'
            'CN010050,01,005,"Barbour County, AL",2009,"9,703  ",13.4\n')
    got = cells.read_csv(text, ",")
    assert got.headerless and got.table.column_names[0] == "column1" and len(got.lines) == 3


@pytest.mark.parametrize("text", [
    ',1960,1961,1962\nFood,22.2,44.5,59.6\nHousehold,10.5,15.5,29.0\n',   # a wide table's years
    ',0,1,2,3\n0,8,12,7,2\n1,10,20,14,5\n',                                 # a cross table's numbers
    ',9.4,9.5,9.6\n142.24,0,0,1\n144.78,0,1,0\n',                            # decimal headers
    'date,temp,count\n2012-01-01,"1,204",01\n2012-01-02,"1,310",02\n',       # a header of words
])
def test_headers_that_look_like_numbers_stay_headers(text):
    assert not cells.read_csv(text, ",").headerless
