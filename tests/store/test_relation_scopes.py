"""What table questions ask of the relation store beyond one interval: a union of time
intervals (a season of every year, the weekends), groups by calendar year or month, a
dimension's distinct values and the time span — on SQLite and on a real PostgreSQL server,
each checked against pandas on Seattle's daily weather (examples/realdata)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from noesis.errors import QueryError
from noesis.model import ParsedSource, ReadResult
from noesis.relation import (
    AggregateQuery,
    Dimension,
    Filter,
    Measure,
    Relation,
    RowQuery,
    TableSchema,
    TimeAxis,
)

pd = pytest.importorskip("pandas")

SEATTLE = Path(__file__).resolve().parents[2] / "examples" / "realdata" / "seattle" / "seattle-weather.csv"
SOURCE = "seattle-weather.csv"


@pytest.fixture(scope="module")
def frame():
    df = pd.read_csv(SEATTLE)
    df["day"] = pd.to_datetime(df["date"])
    df["t"] = (df["day"] - pd.Timestamp("1970-01-01")).dt.days.astype(float)
    return df


@pytest.fixture
def store(kb, frame):
    schema = TableSchema(SOURCE, tuple(c for c in frame.columns if c not in ("t", "day")), ("date",),
                         TimeAxis(("date",), ("date",), "day", "date"),
                         (Dimension("weather", "category", int(frame["weather"].nunique())),),
                         tuple(Measure(c, c, None, "unknown") for c in ("precipitation", "temp_max", "wind")))
    rel = Relation(schema, frame["t"].to_numpy(np.float64), (tuple(frame["weather"].astype(str)),),
                   tuple(frame[c].to_numpy(np.float64) for c in ("precipitation", "temp_max", "wind")),
                   np.arange(len(frame), dtype=np.int64) + 2, len(frame))
    src = ParsedSource(name=SOURCE, kind="table", entity="", content_hash="h",
                       read=ReadResult(rows=len(rel), columns=schema.columns, relation=rel))
    with kb.transaction():
        kb.write_source(src, aliases=[], priority=1, fmt="csv")
    return kb


def _days(d: str) -> float:
    return float((pd.Timestamp(d) - pd.Timestamp("1970-01-01")).days)


def test_a_union_of_intervals_selects_every_run(store, frame):
    # the summers (June-August) of 2013 and 2014: two runs, one query
    runs = ((_days("2013-06-01"), _days("2013-08-31")), (_days("2014-06-01"), _days("2014-08-31")))
    got = store.aggregate(AggregateQuery(RowQuery(SOURCE, intervals=runs), "temp_max", "max"))[0]
    summers = frame[frame["day"].dt.month.isin([6, 7, 8]) & frame["day"].dt.year.isin([2013, 2014])]
    assert got.count == len(summers)
    assert got.value == summers["temp_max"].max()
    assert got.positions == tuple(sorted(summers.loc[summers["temp_max"] == got.value, "t"]))


def test_intervals_and_with_filters_and_bounds(store, frame):
    weekends = frame[frame["day"].dt.day_of_week >= 5]
    saturdays = weekends.loc[weekends["day"].dt.day_of_week == 5, "t"]
    runs = tuple((t, t + 1) for t in saturdays)  # each Saturday and the Sunday after it
    q = RowQuery(SOURCE, filters=(Filter("weather", ("rain",)),), start=_days("2014-01-01"), intervals=runs)
    got = store.aggregate(AggregateQuery(q, "precipitation", "sum"))[0]
    want = weekends[(weekends["weather"] == "rain") & (weekends["day"] >= "2014-01-01")]
    assert got.count == len(want)
    assert got.value == pytest.approx(want["precipitation"].sum())


def test_too_many_intervals_are_refused(store):
    runs = tuple((float(i), float(i)) for i in range(5001))
    with pytest.raises(QueryError, match="at most 5000"):
        store.aggregate(AggregateQuery(RowQuery(SOURCE, intervals=runs), "wind", "mean"))


@pytest.mark.parametrize("bucket", ["year", "quarter", "month", "day", "weekday", "season", "monthofyear", "decade"])
def test_groups_by_a_calendar_bucket(store, frame, bucket):
    got = store.aggregate(AggregateQuery(RowQuery(SOURCE), "precipitation", "sum", ("time",), bucket))
    key = {"year": frame["day"].dt.year, "quarter": frame["day"].dt.year * 10 + frame["day"].dt.quarter,
           "month": frame["day"].dt.year * 100 + frame["day"].dt.month,
           "day": frame["day"].dt.year * 10000 + frame["day"].dt.month * 100 + frame["day"].dt.day,
           "weekday": frame["day"].dt.dayofweek + 1,  # ISO: 1 Monday … 7 Sunday
           "season": frame["day"].dt.month % 12 // 3 + 1,  # 1 winter (December–February) … 4 autumn
           "monthofyear": frame["day"].dt.month, "decade": frame["day"].dt.year // 10 * 10}[bucket]
    want = frame.groupby(key)["precipitation"].sum()
    assert [int(g.group[0]) for g in got] == [int(k) for k in want.index]
    assert [g.value for g in got] == pytest.approx(list(want))


def test_the_decades_of_an_axis_of_year_numbers(kb):
    years = np.arange(1851, 1963, dtype=np.float64)
    counts = np.array([float((int(y) * 7) % 5) for y in years])
    schema = TableSchema("coal.csv", ("year", "n"), ("year",), TimeAxis(("year",), ("year",), "year", "number"), (),
                         (Measure("n", "n", None, "flow"),))
    rel = Relation(schema, years, (), (counts,), np.arange(len(years), dtype=np.int64) + 2, len(years))
    src = ParsedSource(name="coal.csv", kind="table", entity="", content_hash="c",
                       read=ReadResult(rows=len(rel), columns=schema.columns, relation=rel))
    with kb.transaction():
        kb.write_source(src, aliases=[], priority=1, fmt="csv")
    got = kb.aggregate(AggregateQuery(RowQuery("coal.csv"), "n", "sum", ("time",), "decade"))
    want = pd.Series(counts).groupby((years // 10 * 10).astype(int)).sum()
    assert [int(g.group[0]) for g in got] == list(want.index)
    assert [g.value for g in got] == pytest.approx(list(want))


def test_a_bucket_needs_a_calendar_axis_and_a_known_name(store):
    with pytest.raises(QueryError, match="unknown time bucket"):
        store.aggregate(AggregateQuery(RowQuery(SOURCE), "wind", "sum", ("time",), "fortnight"))


def test_dimension_values_and_time_span(store, frame):
    assert store.dimension_values(SOURCE) == (("weather", tuple(sorted(frame["weather"].unique()))),)
    first, last, n = store.time_span(SOURCE)
    assert (first, last, n) == (frame["t"].min(), frame["t"].max(), frame["t"].nunique())


def test_a_count_of_no_measure_counts_the_rows_of_each_group(store, frame):
    """``count`` with the measure "" counts rows (an attribute lookup: which values a
    dimension takes on the selected rows), and any other aggregate still needs a measure."""
    first = _days("2013-06-01")
    rows = RowQuery(SOURCE, intervals=((first, first + 29),))
    got = {g.group[0]: g.count for g in store.aggregate(AggregateQuery(rows, "", "count", ("weather",)))}
    june = frame[(frame["t"] >= first) & (frame["t"] <= first + 29)]
    assert got == june["weather"].value_counts().to_dict()
    with pytest.raises(QueryError):
        store.aggregate(AggregateQuery(rows, "", "sum"))


def test_a_dimension_headed_time_groups_where_the_table_has_no_time_axis(kb):
    # tips' "time" (Lunch / Dinner): with no time axis the store's "time" group is that dimension
    tips = pd.DataFrame({"time": ["Lunch", "Dinner", "Dinner", "Lunch", "Dinner"], "tip": [1.0, 3.0, 4.0, 2.0, 5.0]})
    schema = TableSchema("tips.csv", ("time", "tip"), ("time",), None, (Dimension("time", "category", 2),),
                         (Measure("tip", "tip", None, "unknown"),))
    rel = Relation(schema, np.full(len(tips), np.nan), (tuple(tips["time"]),), (tips["tip"].to_numpy(np.float64),),
                   np.arange(len(tips), dtype=np.int64) + 2, len(tips))
    src = ParsedSource(name="tips.csv", kind="table", entity="", content_hash="t",
                       read=ReadResult(rows=len(rel), columns=schema.columns, relation=rel))
    with kb.transaction():
        kb.write_source(src, aliases=[], priority=1, fmt="csv")
    got = {g.group[0]: g.value for g in kb.aggregate(AggregateQuery(RowQuery("tips.csv"), "tip", "mean", ("time",)))}
    assert got == tips.groupby("time")["tip"].mean().to_dict()
