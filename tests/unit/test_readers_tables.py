"""Table reader: CSV / TSV / Parquet → one Series per (metric, entity)."""

from __future__ import annotations

import codecs
import math
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from noesis.errors import SourceError
from noesis.ingest.readers import read_source
from noesis.ingest.relate import LostRows
from noesis.ingest.table_reader import read_table
from noesis.manifest import AxisSpec, Manifest, MetricSpec, SourceSpec


def manifest(tmp_path: Path, axis="second", kind="number", metrics=()) -> Manifest:
    return Manifest(root=tmp_path, name="t", axis=AxisSpec(axis, kind), metrics=tuple(metrics))


def read(tmp_path, content, name="prog.csv", fmt=None, man=None, **spec_kw):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    fmt = fmt or name.rsplit(".", 1)[1]
    spec_kw.setdefault("entity", "Italia Sera")
    spec = SourceSpec(file=name, kind="table", format=fmt, **spec_kw)
    return read_table(path, spec, man or manifest(tmp_path))


def by_key(result):
    return {(s.metric, s.entity): s for s in result.series}


def reasons(result):
    return [p.reason for p in result.problems]


# --------------------------------------------------------------------------- happy paths
def test_numeric_csv_gives_one_series_per_metric(tmp_path):
    csv = "second,share,viewers\n0,30.5,1200000\n60,31.0,1250000\n120,37.5,1400000\n"
    man = manifest(tmp_path, metrics=[MetricSpec("share", "%"), MetricSpec("viewers")])
    r = read(tmp_path, csv, man=man)
    assert r.rows == 3
    assert r.columns == ("second", "share", "viewers")
    assert r.spans == ()
    assert r.problems == ()
    share = by_key(r)["share", "Italia Sera"]
    assert share.unit == "%"
    assert share.positions.tolist() == [0.0, 60.0, 120.0]
    assert share.values.tolist() == [30.5, 31.0, 37.5]
    assert by_key(r)["viewers", "Italia Sera"].values[2] == 1400000.0


def test_positions_are_sorted_ascending(tmp_path):
    r = read(tmp_path, "second,share\n120,3\n0,1\n60,2\n")
    s = r.series[0]
    assert s.positions.tolist() == [0.0, 60.0, 120.0]
    assert s.values.tolist() == [1.0, 2.0, 3.0]


def test_thousands_of_rows_split_by_entity_column(tmp_path):
    n = 6000
    lines = ["second,programme,share"]
    for i in range(n):
        prog = "Rai Uno" if i % 3 else "Canale Cinque"
        lines.append(f"{n - i},{prog},{(i % 400) / 10}")
    r = read(tmp_path, "\n".join(lines) + "\n", entity=None, entity_column="programme")
    assert r.rows == n
    keys = [(s.metric, s.entity) for s in r.series]
    assert keys == [("share", "Canale Cinque"), ("share", "Rai Uno")]  # first appearance order
    canale = by_key(r)["share", "Canale Cinque"]
    assert len(canale) == 2000
    assert len(by_key(r)["share", "Rai Uno"]) == 4000
    assert np.all(np.diff(canale.positions) > 0)
    assert r.problems == ()


def test_tsv_and_explicit_delimiter(tmp_path):
    r = read(tmp_path, "second\tshare\n1\t2.5\n", name="a.tsv")
    assert r.series[0].values.tolist() == [2.5]
    r = read(tmp_path, "second|share\n1|4.5\n", name="b.csv", delimiter="|")
    assert r.series[0].values.tolist() == [4.5]


def test_semicolon_csv_with_decimal_commas(tmp_path):
    r = read(tmp_path, "second;share\n1;37,5\n2;36,0\n3;\n")
    s = r.series[0]
    assert s.values[:2].tolist() == [37.5, 36.0]
    assert math.isnan(s.values[2])
    assert r.problems == ()


def test_quoted_decimal_commas_in_comma_csv(tmp_path):
    r = read(tmp_path, 'second,share\n1,"37,5"\n2,"12"\n')
    assert r.series[0].values.tolist() == [37.5, 12.0]


def test_parquet(tmp_path):
    table = pa.table({"minute": [3, 1, 2], "team": ["A", "B", "A"], "points": [10, 20, None]})
    pq.write_table(table, tmp_path / "game.parquet")
    spec = SourceSpec(
        file="game.parquet", kind="table", format="parquet", entity=None, entity_column="team"
    )
    r = read_table(tmp_path / "game.parquet", spec, manifest(tmp_path, axis="minute"))
    a = by_key(r)["points", "A"]
    assert a.positions.tolist() == [2.0, 3.0]
    assert math.isnan(a.values[0]) and a.values[1] == 10.0
    assert by_key(r)["points", "B"].values.tolist() == [20.0]
    assert r.rows == 3


# --------------------------------------------------------------------------- axis column
def test_axis_from_spec_position(tmp_path):
    r = read(tmp_path, "t_sec,share\n5,1\n", position="t_sec")
    assert r.series[0].positions.tolist() == [5.0]
    assert [s.metric for s in r.series] == ["share"]


def test_axis_by_manifest_axis_name_case_insensitive(tmp_path):
    r = read(tmp_path, "Year,gdp\n1987,1.5\n", man=manifest(tmp_path, axis="year"))
    assert r.series[0].positions.tolist() == [1987.0]
    assert r.series[0].metric == "gdp"


def test_axis_from_known_names(tmp_path):
    r = read(tmp_path, "share,Timestamp\n1,10\n", man=manifest(tmp_path, axis="moment"))
    assert r.series[0].metric == "share"
    assert r.series[0].positions.tolist() == [10.0]


def test_no_axis_column_keeps_the_rows_and_tells_the_user_what_to_set(tmp_path):
    r = read(tmp_path, "a,b\n1,2\n3,4\n")
    (p,) = r.problems
    assert 'position = "<column>"' in p.reason and "'a', 'b'" in p.reason
    assert r.series == () and len(r.relation) == 2 and r.relation.schema.time is None


def test_missing_position_column(tmp_path):
    with pytest.raises(SourceError, match="position column 'sec' not found"):
        read(tmp_path, "second,share\n1,2\n", position="sec")


def test_clock_axis_with_clock_strings(tmp_path):
    csv = "time,share\n00:29:00,37.5\n00:28:30,30\n01:00:01,1\n"
    r = read(tmp_path, csv, man=manifest(tmp_path, kind="clock"))
    assert r.series[0].positions.tolist() == [1710.0, 1740.0, 3601.0]
    assert r.series[0].values.tolist() == [30.0, 37.5, 1.0]


def test_mm_ss_clock_strings_and_number_axis(tmp_path):
    r = read(tmp_path, "second,share\n29:00,1\n2:05,2\n", man=manifest(tmp_path, kind="clock"))
    assert r.series[0].positions.tolist() == [125.0, 1740.0]
    # a seconds axis declared as plain numbers still reads clock strings
    r = read(tmp_path, "second,share\n00:29:00,1\n30,2\n", name="n.csv")
    assert r.series[0].positions.tolist() == [30.0, 1740.0]


def test_date_axis(tmp_path):
    r = read(
        tmp_path,
        "date,close\n2013-07-04,10\n1970-01-02,5\n",
        man=manifest(tmp_path, "date", "date"),
    )
    assert r.series[0].positions.tolist() == [1.0, 15890.0]


def test_datetime_axis(tmp_path):
    csv = "datetime,load\n2013-07-04 14:00:00,1\n2013-07-04T14:01:00,2\n"
    r = read(tmp_path, csv, man=manifest(tmp_path, "datetime", "datetime"))
    assert r.series[0].positions.tolist() == [1372946400.0, 1372946460.0]


def test_rows_with_bad_axis_cells_are_dropped_empty_and_unreadable_apart(tmp_path):
    csv = "second,share\n1,10\nabc,11\n,12\n4,13\nlater,14\n"
    r = read(tmp_path, csv)
    assert r.rows == 5
    assert r.series[0].positions.tolist() == [1.0, 4.0]
    empty, unreadable = r.problems
    assert (empty.line, empty.reason) == (4, "1 row(s) dropped: axis column 'second' is empty (first at line 4)")
    assert unreadable.line == 3
    assert unreadable.reason.startswith("2 of 5 row(s) (40.0 %) dropped: axis column 'second'")
    assert "line 3 'abc', line 6 'later'" in unreadable.reason
    assert (unreadable.lost, unreadable.total, unreadable.loud) == (2, 5, True)


# --------------------------------------------------------------------------- metric columns
def test_spec_metrics_use_declared_column_and_unit(tmp_path):
    man = manifest(
        tmp_path, metrics=[MetricSpec("share", "%", column="Share %"), MetricSpec("reach")]
    )
    r = read(tmp_path, "second,Share %,reach,other\n1,37.5,9,0\n", man=man, metrics=("share",))
    assert [(s.metric, s.unit) for s in r.series] == [("share", "%")]
    assert r.series[0].values.tolist() == [37.5]


def test_unknown_requested_metric_column_names_columns(tmp_path):
    with pytest.raises(SourceError) as info:
        read(tmp_path, "second,share\n1,2\n", metrics=("rating",))
    assert "'rating'" in str(info.value)
    assert "'second', 'share'" in str(info.value)


def test_manifest_metrics_only_where_column_exists(tmp_path):
    man = manifest(tmp_path, metrics=[MetricSpec("share", "%"), MetricSpec("rating")])
    r = read(tmp_path, "second,share,viewers\n1,2,3\n", man=man)
    assert [s.metric for s in r.series] == ["share"]


def test_auto_metrics_need_ninety_percent_numeric(tmp_path):
    lines = ["second,mostly,half,label"]
    for i in range(20):
        mostly = "oops" if i == 7 else str(i)  # 95 % numeric
        half = str(i) if i % 2 else "x"  # 50 % numeric
        lines.append(f"{i},{mostly},{half},name{i}")
    r = read(tmp_path, "\n".join(lines) + "\n")
    assert [s.metric for s in r.series] == ["mostly"]
    mostly = r.series[0]
    assert math.isnan(mostly.values[7])
    assert mostly.values[8] == 8.0
    (problem,) = r.problems
    assert problem.line == 9
    assert "1 non-numeric cell(s) in 'mostly'" in problem.reason
    assert "'oops'" in problem.reason


def test_missing_cells_are_nan_silently(tmp_path):
    r = read(tmp_path, "second,share\n1,\n2,NA\n3,4\n")
    assert np.isnan(r.series[0].values[:2]).all()
    assert r.series[0].values[2] == 4.0
    assert r.problems == ()


def test_non_numeric_cells_in_declared_metric(tmp_path):
    man = manifest(tmp_path, metrics=[MetricSpec("share", "%")])
    csv = "second,share\n1,1.5\n2,n.d.\n3,2.5\n4,--\n"
    r = read(tmp_path, csv, man=man)
    s = r.series[0]
    assert s.values[0] == 1.5 and s.values[2] == 2.5
    assert np.isnan(s.values[[1, 3]]).all()
    (p,) = r.problems
    assert p.line == 3
    assert p.reason.startswith("2 non-numeric cell(s) in 'share'")
    assert "'n.d.'" in p.reason


def test_duplicate_positions_keep_first(tmp_path):
    csv = "second,share\n1,10\n2,20\n2,21\n3,30\n1,11\n"
    r = read(tmp_path, csv)
    s = r.series[0]
    assert s.positions.tolist() == [1.0, 2.0, 3.0]
    assert s.values.tolist() == [10.0, 20.0, 30.0]
    (p,) = r.problems
    assert p.line == 4
    assert isinstance(p, LostRows) and p.loud and (p.lost, p.total) == (2, 5)
    assert "repeat the whole key (second)" in p.reason
    assert len(r.relation) == 5  # every row is kept in the table


def test_same_position_in_different_entities_is_not_a_duplicate(tmp_path):
    r = read(tmp_path, "second,team,pts\n1,A,1\n1,B,2\n", entity=None, entity_column="team")
    assert r.problems == ()
    assert len(r.series) == 2


def test_rows_without_entity_are_dropped(tmp_path):
    r = read(tmp_path, "second,team,pts\n1,A,1\n2,,2\n", entity=None, entity_column="team")
    assert [s.entity for s in r.series] == ["A"]
    assert r.problems[0].line == 3
    assert "entity column 'team' is empty" in r.problems[0].reason


def test_missing_entity_column(tmp_path):
    with pytest.raises(SourceError, match="entity column 'team' not found"):
        read(tmp_path, "second,pts\n1,2\n", entity_column="team")


def test_entity_defaults_to_file_stem(tmp_path):
    r = read(tmp_path, "second,x\n1,2\n", name="italia_sera.csv", entity=None)
    assert r.series[0].entity == "Italia Sera"


# --------------------------------------------------------------------------- odd files
def test_cp1252_csv_is_decoded_with_a_problem(tmp_path):
    data = "second;città;share\n1;Città;37,5\n".encode("cp1252")
    r = read(tmp_path, data, entity=None, entity_column="città")
    assert r.series[0].entity == "Città"
    assert r.series[0].values.tolist() == [37.5]
    assert any("decoded as cp1252" in reason for reason in reasons(r))


def test_utf8_bom_and_crlf(tmp_path):
    data = codecs.BOM_UTF8 + b"second,share\r\n1,2\r\n3,4\r\n"
    r = read(tmp_path, data)
    assert r.columns == ("second", "share")
    assert r.series[0].values.tolist() == [2.0, 4.0]
    assert r.problems == ()


def test_empty_file(tmp_path):
    r = read(tmp_path, b"")
    assert r.series == ()
    assert reasons(r) == ["empty file"]


def test_header_only(tmp_path):
    r = read(tmp_path, "second,share\n")
    assert r.series == ()
    assert r.columns == ("second", "share")
    assert "no data rows" in reasons(r)


def test_ragged_rows_are_skipped_with_their_line(tmp_path):
    r = read(tmp_path, "second,share\n1,2\n3\n4,5,6\n7,8\n")
    assert r.series[0].positions.tolist() == [1.0, 7.0]
    p = r.problems[0]
    assert p.line == 3
    assert p.reason.startswith("2 row(s) with the wrong number of fields")


def test_line_numbers_after_skipped_rows(tmp_path):
    r = read(tmp_path, "second,share\n1,2\nbroken\n3,x\n4,5\n", metrics=("share",))
    bad = next(p for p in r.problems if "non-numeric" in p.reason)
    assert bad.line == 4


def test_binary_csv_is_a_source_error(tmp_path):
    with pytest.raises(SourceError, match="binary"):
        read(tmp_path, b"second,share\n1,2\n\x00\x00\x00")


def test_corrupt_parquet_is_a_source_error(tmp_path):
    (tmp_path / "bad.parquet").write_bytes(b"PAR1 this is not parquet")
    spec = SourceSpec(file="bad.parquet", kind="table", format="parquet", entity="X")
    with pytest.raises(SourceError, match="not a readable Parquet"):
        read_source(tmp_path / "bad.parquet", spec, manifest(tmp_path))


# --------------------------------------------------------------------------- fast-path parity
def test_comma_column_with_a_dotted_word_still_reads_commas(tmp_path):
    r = read(tmp_path, "second;share\n1;37,5\n2;n.d.\n3;12\n", metrics=("share",))
    s = r.series[0]
    assert s.values[[0, 2]].tolist() == [37.5, 12.0]
    assert math.isnan(s.values[1])
    assert "'n.d.'" in r.problems[0].reason


def test_infinite_and_nan_words_are_not_numbers(tmp_path):
    r = read(tmp_path, "second,share\n1,inf\n2,nan\n3,-Infinity\n4,5\n", metrics=("share",))
    s = r.series[0]
    assert s.values[3] == 5.0
    assert np.isnan(s.values[:3]).all()
    assert r.problems[0].reason.startswith("2 non-numeric cell(s)")  # 'nan' reads as missing


def test_clock_axis_beyond_24_hours_and_fractions(tmp_path):
    csv = 'time,v\n100:00:01,1\n00:00:01.5,2\n"00:00:02,25",3\n12:3x,4\n'
    r = read(tmp_path, csv, man=manifest(tmp_path, kind="clock"))
    assert r.series[0].positions.tolist() == [1.5, 2.25, 360001.0]
    (p,) = r.problems
    assert p.line == 5 and "'12:3x'" in p.reason


def test_number_axis_with_a_decimal_comma_cell(tmp_path):
    r = read(tmp_path, 'second,v\n1.5,1\n"2,5",2\n', metrics=("v",))
    assert r.series[0].positions.tolist() == [1.5, 2.5]


@pytest.mark.slow
def test_a_large_numeric_csv_keeps_every_row_and_value(tmp_path):
    # its speed is bench/ingest_bench.py's (a timed assertion here failed under load)
    n = 300_000
    rng = np.random.default_rng(1)
    share, v = rng.random(n) * 40, rng.integers(0, 9, n)
    rows = "".join(f"{i},{s!r},{k}\n" for i, s, k in zip(range(n), share.tolist(), v.tolist(), strict=True))
    (tmp_path / "big.csv").write_text("second,share,v\n" + rows)
    spec = SourceSpec(file="big.csv", kind="table", format="csv", entity="Big")
    r = read_table(tmp_path / "big.csv", spec, manifest(tmp_path))
    assert [len(s) for s in r.series] == [n, n]
    got = {s.metric: s for s in r.series}
    assert np.array_equal(np.asarray(got["share"].values, dtype=float), share)
    assert np.array_equal(np.asarray(got["v"].values, dtype=float), v.astype(float))


def test_repeated_and_empty_headers_are_renamed(tmp_path):
    r = read(tmp_path, " second , share,share,\n1,2,3,4\n")
    assert r.columns == ("second", "share", "share_2", "column4")
    assert [s.metric for s in r.series] == ["share", "share_2", "column4"]
    assert sorted(p.reason.split(" renamed")[0] for p in r.problems) == ["column 3", "column 4"]
