"""Axis values in the formats people write: detection per column and columnar reading."""

from __future__ import annotations

from datetime import date

import numpy as np
import pytest

from noesis.axis import format_position
from noesis.ingest import axisformats as af
from noesis.ingest.table_reader import read_table
from noesis.manifest import AxisSpec, Manifest, SourceSpec


def _days(iso: str) -> float:
    return float((date.fromisoformat(iso) - date(1970, 1, 1)).days)


def read_dates(tmp_path, cells, kind="date", axis_format=None, position_format=None,
               date_order=None, header="date"):
    body = "\n".join(f'"{c}",{i}' for i, c in enumerate(cells))
    (tmp_path / "t.csv").write_text(f"{header},v\n{body}\n", encoding="utf-8")
    man = Manifest(root=tmp_path, name="t",
                   axis=AxisSpec(header, kind, date_order=date_order, format=axis_format))
    spec = SourceSpec("t.csv", "table", "csv", "T", position_format=position_format)
    return read_table(tmp_path / "t.csv", spec, man)


@pytest.mark.parametrize(
    ("cells", "expected"),
    [
        (["2012/01/01", "2012/01/13"], ["2012-01-01", "2012-01-13"]),
        (["13/01/2000", "01/02/2000"], ["2000-01-13", "2000-02-01"]),  # dmy: a first field > 12
        (["01/13/2000", "02/01/2000"], ["2000-01-13", "2000-02-01"]),  # mdy: a second field > 12
        (["Jan 1 2000", "January 2, 2000", "3 gennaio 2000", "4 févr. 2000"],
         ["2000-01-01", "2000-01-02", "2000-01-03", "2000-02-04"]),
        (["2012-01-01", "2012-01-02T23:30:00Z"], ["2012-01-01", "2012-01-02"]),
    ],
)
def test_text_dates_in_common_formats(tmp_path, cells, expected):
    r = read_dates(tmp_path, cells)
    assert r.problems == ()
    assert sorted(r.series[0].positions.tolist()) == sorted(_days(e) for e in expected)


def test_year_integers_on_a_date_axis_are_the_first_of_january(tmp_path):
    r = read_dates(tmp_path, ["1999", "2000"])  # quoted, so text; numbers alike below
    assert r.series[0].positions.tolist() == [_days("1999-01-01"), _days("2000-01-01")]
    (tmp_path / "n.csv").write_text("year,v\n1975,1\n2000,2\n", encoding="utf-8")
    man = Manifest(root=tmp_path, name="t", axis=AxisSpec("year", "date"))
    n = read_table(tmp_path / "n.csv", SourceSpec("n.csv", "table", "csv", "N"), man)
    assert [format_position(p, "date") for p in n.series[0].positions] == ["1975-01-01", "2000-01-01"]


def test_epoch_seconds_and_time_zones_on_a_datetime_axis(tmp_path):
    r = read_dates(tmp_path, ["946684800", "946688400"], kind="datetime")
    assert r.series[0].positions.tolist() == [946684800.0, 946688400.0]
    z = read_dates(tmp_path, ["2000-01-01T02:00:00+02:00", "2000-01-01 01:00 PM"], kind="datetime")
    assert z.series[0].positions.tolist() == [946684800.0, 946684800.0 + 13 * 3600]


def test_ambiguous_day_month_follows_the_declared_order(tmp_path):
    dmy = read_dates(tmp_path, ["01/02/2000", "03/04/2000"], date_order="dmy")
    mdy = read_dates(tmp_path, ["01/02/2000", "03/04/2000"], date_order="mdy")
    assert dmy.series[0].positions[0] == _days("2000-02-01")
    assert mdy.series[0].positions[0] == _days("2000-01-02")


def test_declared_format_overrides_detection(tmp_path):
    # the data says day first (13 > 12) but nothing reads 13 as a month: declared mdy loses it
    r = read_dates(tmp_path, ["13/01/2000", "01/02/2000"], position_format="mdy")
    assert r.series[0].positions.tolist() == [_days("2000-01-02")]
    (loss,) = r.problems
    assert "'13/01/2000'" in loss.reason and "format 'mdy'" in loss.reason
    p = read_dates(tmp_path, ["01.02.2000", "x"], axis_format="%d.%m.%Y")
    assert p.series[0].positions.tolist() == [_days("2000-02-01")]


def test_unreadable_cells_are_listed_with_line_and_value_then_counted(tmp_path):
    cells = ["2012/01/01", "nope", "2012/02/30", "?", "later", "junk", *[f"2012/03/{d:02d}" for d in range(1, 20)]]
    r = read_dates(tmp_path, cells)
    (loss,) = r.problems
    assert loss.line == 3 and (loss.lost, loss.total) == (5, 25)
    assert "line 3 'nope', line 4 '2012/02/30', line 5 '?' and 2 more" in loss.reason
    assert loss.loud  # 20 % > 5 %


def test_detection_ambiguity_is_never_silent():
    fmt = af.detect_text_format(["01/02/2000", "03/04/2000"])
    assert fmt is not None and fmt.name == "dmy" and fmt.ambiguous and "AMBIGUOUS" in fmt.why


def test_days_from_civil_matches_the_calendar():
    ys, ms, ds = np.array([1970.0, 2000, 2024, 2023]), np.array([1.0, 2, 2, 2]), np.array([1.0, 29, 29, 29])
    out = af.days_from_civil(ys, ms, ds)
    assert out[:3].tolist() == [0.0, _days("2000-02-29"), _days("2024-02-29")]
    assert np.isnan(out[3])  # 2023 has no 29 February


def test_reading_is_columnar_for_many_rows():
    cells = np.array([f"{d % 28 + 1:02d}/{d % 12 + 1:02d}/{1900 + d % 120}" for d in range(200_000)], dtype=object)
    out = af.to_axis(af.text_seconds(cells, af.PositionFormat("dmy")), "date")
    assert np.isfinite(out).all() and out[0] == _days("1900-01-01")


@pytest.mark.parametrize("text, seconds", [
    ("0 days 00:43:05", 2585.0), ("1 days 00:00:10", 86410.0), ("2 day 01:00:00", 176400.0),  # pandas' durations
    ("29:00", 1740.0), ("01:02:03,5", 3723.5),
])
def test_clock_and_elapsed_times(text, seconds):
    from noesis.axis import parse_clock

    assert parse_clock(text) == seconds


def test_a_column_of_pandas_durations_is_a_clock_axis(tmp_path):
    from noesis.answer import Engine
    from noesis.ingest.pipeline import ingest
    from noesis.mesh import Mesh

    folder = tmp_path / "ride"
    folder.mkdir()
    rows = [(i * 5, 100 + (i * 37) % 90) for i in range(40)]
    (folder / "ride.csv").write_text("power,time\n" + "".join(
        f"{p},0 days {t // 3600:02d}:{t % 3600 // 60:02d}:{t % 60:02d}\n" for t, p in rows), encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / "ride" / "ride.sqlite", workers=1)
    with Mesh.open(tmp_path / "kbs" / "ride") as mesh:
        a = Engine(mesh).ask("What was the highest power, and when?", deterministic=True)
    assert a.result is not None, a.text
    top = max(p for _t, p in rows)
    at = next(t for t, p in rows if p == top)
    assert int(float(a.result.value)) == top and f"{at // 60:02d}:{at % 60:02d}" in a.text
