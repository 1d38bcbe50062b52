"""The relation store: a table source's every row, written by ``write_source`` and read back
by ``relation_rows`` / ``aggregate``, on the SQLite file and on a real PostgreSQL server.

The tables are real public data already in the repository (examples/realdata: gapminder, the
three New York airports' hourly weather, Seattle's daily weather), loaded with pandas; each
store answer is checked against pandas computing the same thing from the frame on its own
(filters with ``isin``, ``groupby``, sorting), for seeded random queries.
"""

from __future__ import annotations

import math
import random
import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from noesis.errors import QueryError, UnknownNameError
from noesis.model import ParsedSource, ReadResult
from noesis.relation import (
    AGGREGATE_OPS,
    AggregateQuery,
    AggregateRow,
    Dimension,
    Filter,
    Measure,
    Relation,
    RowQuery,
    TableSchema,
    TimeAxis,
)
from noesis.store.address import open_store
from noesis.store.kb import KBStore
from noesis.store.protocol import KBStoreProtocol

pd = pytest.importorskip("pandas")

REALDATA = Path(__file__).resolve().parents[2] / "examples" / "realdata"


# ---------------------------------------------------------------------------- the tables
@dataclass(frozen=True)
class Table:
    """A pandas frame with the columns chosen by hand: ``t`` (the time position), the
    dimensions and the measures; ``row_no`` is the frame's row order."""

    name: str
    frame: pd.DataFrame
    dims: tuple[str, ...]
    measures: tuple[str, ...]
    time_source: str


def _gapminder() -> Table:
    df = pd.read_csv(REALDATA / "gapminder" / "gapminder.csv")
    df["t"] = df["year"].astype(float)
    rng = np.random.default_rng(3)  # some missing readings, so that NaN handling is exercised
    df.loc[rng.random(len(df)) < 0.05, "lifeExp"] = np.nan
    return Table("gapminder.csv", df, ("country", "continent"), ("lifeExp", "pop", "gdpPercap"), "year")


def _nyc() -> Table:
    parts = []
    for station in ("EWR", "JFK", "LGA"):
        df = pd.read_csv(REALDATA / "nyc-weather" / f"{station}.csv")
        df.insert(0, "station", station)
        parts.append(df)
    df = pd.concat(parts, ignore_index=True)
    stamp = pd.to_datetime(df["datetime"])
    df["month"] = stamp.dt.strftime("%Y-%m")
    df["t"] = (stamp - pd.Timestamp("1970-01-01")) // pd.Timedelta(seconds=1) * 1.0
    return Table("nyc.csv", df, ("station", "month"), ("temp", "humid", "pressure", "precip"), "datetime")


def _seattle() -> Table:
    df = pd.read_csv(REALDATA / "seattle" / "seattle-weather.csv")
    df["t"] = (pd.to_datetime(df["date"]) - pd.Timestamp("1970-01-01")).dt.days.astype(float)
    return Table("seattle-weather.csv", df, ("weather",), ("precipitation", "temp_max", "wind"), "date")


TABLES = {"gapminder": _gapminder, "nyc": _nyc, "seattle": _seattle}
#: seeded random queries per table (75 per backend in all)
QUERIES = 25


@pytest.fixture(scope="module")
def tables() -> dict[str, Table]:
    return {k: make() for k, make in TABLES.items()}


def schema_of(table: Table) -> TableSchema:
    df = table.frame
    return TableSchema(
        file=table.name,
        columns=tuple(c for c in df.columns if c != "t"),
        grain=(*table.dims, table.time_source),
        time=TimeAxis((table.time_source,), ("number",), "number", "number"),
        dimensions=tuple(Dimension(c, "text", int(df[c].nunique())) for c in table.dims),
        measures=tuple(Measure(name=c, column=c, unit=None, additivity="unknown") for c in table.measures),
        entity=table.dims[:1],
    )


def relation_of(table: Table) -> Relation:
    df = table.frame
    dims = tuple(tuple(None if pd.isna(v) else str(v) for v in df[c]) for c in table.dims)
    return Relation(
        schema=schema_of(table),
        time=df["t"].to_numpy(dtype=np.float64),
        dims=dims,
        measures=tuple(df[c].to_numpy(dtype=np.float64) for c in table.measures),
        lines=np.arange(len(df), dtype=np.int64) + 2,
        rows_read=len(df),
    )


def parsed(table: Table, relation: Relation | None = None) -> ParsedSource:
    rel = relation if relation is not None else relation_of(table)
    return ParsedSource(name=table.name, kind="table", entity="", content_hash=f"h-{table.name}-{len(rel)}",
                        read=ReadResult(rows=len(rel), columns=rel.schema.columns, relation=rel))


def write(kb: KBStoreProtocol, *sources: ParsedSource) -> None:
    with kb.transaction():
        for p in sources:
            kb.write_source(p, aliases=[], priority=1, fmt="csv")


# ---------------------------------------------------------------------------- the stores


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def loaded(request, tables, tmp_path_factory):
    """A store of each backend holding the three tables (written once per module)."""
    if request.param == "sqlite":
        store = open_store(tmp_path_factory.mktemp("relations") / "kb.sqlite", create=True)
    else:
        url = request.getfixturevalue("pg_url")
        store = open_store(f"{url}#rel-loaded-{uuid.uuid4().hex[:8]}", create=True, language="en")
    write(store, *(parsed(t) for t in tables.values()))
    yield store
    store.close()


def _table_exists(kb: KBStoreProtocol, table: str) -> bool:
    if isinstance(kb, KBStore):
        return kb.conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (table,)).fetchone() is not None
    return bool(kb.conn.execute("SELECT to_regclass(%s) IS NOT NULL", (table,)).fetchone()[0])


def _row_table(kb: KBStoreProtocol, source: str) -> str:
    sid = kb.source_id(source)
    assert sid is not None
    return kb._relations.table_name(sid)


# ---------------------------------------------------------------------------- pandas truth
def _none(v) -> str | float | None:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return None
    return v if isinstance(v, str) else float(v)


def select(table: Table, q: RowQuery) -> pd.DataFrame:
    """The rows ``q`` selects, in time (missing last) then row order, computed by pandas."""
    df = table.frame.assign(row_no=np.arange(len(table.frame)))
    keep = np.ones(len(df), dtype=bool)
    for f in q.filters:
        keep &= df[f.column].isin(list(f.values)).to_numpy()
    if q.start is not None:
        keep &= (df["t"] >= q.start).to_numpy()
    if q.end is not None:
        keep &= (df["t"] <= q.end).to_numpy()
    df = df[keep]
    df = df.assign(_untimed=df["t"].isna()).sort_values(["_untimed", "t", "row_no"], kind="stable")
    return df if q.limit is None else df.head(q.limit)


def _sort_key(group: tuple) -> tuple:
    return tuple((v is None, v if v is not None else 0) for v in group)


def truth(table: Table, q: AggregateQuery) -> list[AggregateRow]:
    """The store's aggregate semantics, computed by pandas on the frame (vectorised: a
    group by time of the airports' table has thousands of groups)."""
    df = select(table, q.rows)
    keys = ["t" if g == "time" else g for g in q.group_by]
    df = df.assign(_all=0, _timed=df["t"].notna())
    by = keys or ["_all"]
    m = q.measure
    grouped = df.groupby(by, dropna=False, sort=False)[m]
    n = grouped.count()
    if n.empty and not keys:
        return [AggregateRow((), 0.0 if q.op == "count" else None, 0)]
    positions = pd.Series(index=n.index, dtype=object)
    if q.op in ("first", "last"):
        asc = q.op == "first"
        ordered = df[df[m].notna()].sort_values(["_timed", "t", "row_no"], ascending=[False, asc, asc])
        pick = ordered.groupby(by, dropna=False, sort=False).head(1).set_index(by, drop=False)
        value, positions = pick[m], pick["t"].map(lambda t: () if pd.isna(t) else (float(t),))
    elif q.op == "count":
        value = n.astype(float)
    else:  # median: the middle reading(s); stdev: the sample standard deviation (n - 1)
        value = getattr(grouped, {"stdev": "std"}.get(q.op, q.op))()
    if q.op in ("min", "max"):
        hit = df[(df[m] == grouped.transform(q.op)) & df["_timed"]]
        positions = hit.groupby(by, dropna=False)["t"].agg(lambda s: tuple(sorted(set(s.astype(float)))))
    rows = []
    for key, count, v, pos in zip(n.index, n, value.reindex(n.index), positions.reindex(n.index), strict=True):
        group = tuple(_none(k) for k in (key if isinstance(key, tuple) else (key,))) if keys else ()
        has = q.op == "count" or count > (1 if q.op == "stdev" else 0)
        rows.append(AggregateRow(group, float(v) if has else None, int(count),
                                 pos if has and isinstance(pos, tuple) else ()))
    return sorted(rows, key=lambda r: _sort_key(r.group))


def assert_same(got: Sequence[AggregateRow], want: Sequence[AggregateRow], q: AggregateQuery) -> None:
    assert [r.group for r in got] == [r.group for r in want], q
    for g, w in zip(got, want, strict=True):
        assert g.count == w.count, (q, g, w)
        if w.value is None:
            assert g.value is None, (q, g, w)
        else:
            assert g.value == pytest.approx(w.value, rel=1e-9, abs=1e-9), (q, g, w)
        assert g.positions == w.positions, (q, g, w)


def random_query(table: Table, rng: random.Random) -> AggregateQuery:
    df = table.frame
    filters = []
    for dim in rng.sample(table.dims, k=rng.choice([0, 1, 1, len(table.dims)]) if table.dims else 0):
        values = sorted(df[dim].dropna().unique().tolist())
        chosen = rng.sample(values, k=min(len(values), rng.randint(1, 6)))
        if rng.random() < 0.2:
            chosen.append("Atlantis")  # a value no row has
        filters.append(Filter(dim, tuple(chosen)))
    t = df["t"].dropna().to_numpy()
    start = end = None
    if rng.random() < 0.6:
        lo, hi = sorted(rng.sample(sorted(set(t.tolist())), 2))
        start, end = (lo, hi) if rng.random() < 0.7 else rng.choice([(lo, None), (None, hi)])
    group_options = [(), ("time",)]
    if table.dims:
        group_options += [*((d,) for d in table.dims), (table.dims[0], "time"), tuple(table.dims)]
    return AggregateQuery(
        rows=RowQuery(table.name, tuple(filters), start, end, limit=rng.choice([None] * 9 + [rng.randint(0, 300)])),
        measure=rng.choice(table.measures), op=rng.choice(AGGREGATE_OPS), group_by=rng.choice(group_options))


# ---------------------------------------------------------------------------- tests
@pytest.mark.parametrize("name", sorted(TABLES))
def test_random_aggregates_and_rows_match_pandas(loaded, tables, name):
    kb, table = loaded, tables[name]
    rng = random.Random(f"{name}-17")
    for _ in range(QUERIES):
        q = random_query(table, rng)
        assert_same(kb.aggregate(q), truth(table, q), q)
        rows = kb.relation_rows(q.rows)
        want = select(table, q.rows)
        assert [r[0] for r in rows] == (want["row_no"] + 2).tolist(), q.rows
        if len(rows):
            k = len(table.dims)
            first = want.iloc[0]
            assert rows[0][1] == first["t"] and rows[0][2:2 + k] == tuple(first[d] for d in table.dims)
            assert [_none(v) for v in rows[0][2 + k:]] == [_none(first[m]) for m in table.measures]


def test_schemas_and_row_counts(loaded, tables):
    kb = loaded
    got = kb.relation_schemas()
    assert [g[0] for g in got] == sorted(t.name for t in tables.values())
    for name, schema, rows_read, rows_stored in got:
        table = next(t for t in tables.values() if t.name == name)
        assert schema == schema_of(table)
        assert rows_read == rows_stored == len(table.frame)
        assert len(kb.relation_rows(RowQuery(name))) == len(table.frame)
    (count,) = kb.aggregate(AggregateQuery(RowQuery("nyc.csv"), "pressure", "count"))
    assert count.count == int(tables["nyc"].frame["pressure"].notna().sum()) < len(tables["nyc"].frame)


def test_rewrite_replaces_rows_and_delete_drops_the_table(kb, tables):
    table = tables["gapminder"]
    write(kb, parsed(table), parsed(tables["seattle"]))
    old = _row_table(kb, table.name)
    assert _table_exists(kb, old)
    small = Table(table.name, table.frame.head(100).copy(), table.dims, table.measures, table.time_source)
    write(kb, parsed(small))
    assert not _table_exists(kb, old) and _row_table(kb, table.name) != old
    ((name, _s, read, stored), _) = kb.relation_schemas()
    assert (name, read, stored) == (table.name, 100, 100)
    assert len(kb.relation_rows(RowQuery(table.name))) == 100
    (pop,) = kb.aggregate(AggregateQuery(RowQuery(table.name), "pop", "sum"))
    assert pop.value == pytest.approx(float(small.frame["pop"].sum())) and pop.count == 100
    current = _row_table(kb, table.name)
    with kb.transaction():
        kb.delete_source(table.name)
    assert not _table_exists(kb, current)
    assert [s[0] for s in kb.relation_schemas()] == ["seattle-weather.csv"]
    with pytest.raises(UnknownNameError, match="gapminder.csv.*seattle-weather.csv"):
        kb.relation_rows(RowQuery(table.name))


def test_a_rolled_back_write_leaves_no_row_table(kb, tables):
    with pytest.raises(RuntimeError), kb.transaction():
        kb.write_source(parsed(tables["seattle"]), aliases=[], priority=1, fmt="csv")
        table = _row_table(kb, "seattle-weather.csv")
        raise RuntimeError("killed")
    assert not _table_exists(kb, table) and kb.relation_schemas() == []


def _tiny(values: Sequence[float], times: Sequence[float], who: Sequence[str | None]) -> ParsedSource:
    schema = TableSchema("tiny.csv", ("who", "t", "v"), ("who", "t"), TimeAxis(("t",), ("number",), "number", "number"),
                         (Dimension("who", "text", 2),), (Measure("v", "v"),))
    rel = Relation(schema, np.array(times, dtype=float), (tuple(who),), (np.array(values, dtype=float),),
                   np.arange(len(values)) + 2, rows_read=len(values) + 1)
    return ParsedSource("tiny.csv", "table", "", "h-tiny", ReadResult(rows=len(values), relation=rel))


def test_nan_ties_first_last_and_empty_groups(kb):
    nan = float("nan")
    #          row:  0    1    2    3    4    5    6    7
    values = [1.0, nan, 3.0, 3.0, 5.0, nan, nan, 2.0]
    times = [10.0, 11.0, 12.0, 14.0, 10.0, 11.0, 12.0, 12.0]
    who = ["a", "a", "a", "a", "b", "c", "c", None]
    write(kb, _tiny(values, times, who))
    ((_, _, read, stored),) = kb.relation_schemas()
    assert (read, stored) == (9, 8)

    def agg(op: str, group_by=("who",), **rows) -> list[tuple]:
        got = kb.aggregate(AggregateQuery(RowQuery("tiny.csv", **rows), "v", op, group_by))
        return [(r.group, r.value, r.count, r.positions) for r in got]

    assert agg("sum") == [(("a",), 7.0, 3, ()), (("b",), 5.0, 1, ()), (("c",), None, 0, ()), ((None,), 2.0, 1, ())]
    assert agg("count")[2] == (("c",), 0.0, 0, ())
    assert agg("mean", ())[0][1:3] == (pytest.approx(14 / 5), 5)
    assert agg("max")[0] == (("a",), 3.0, 3, (12.0, 14.0))  # both tied positions
    assert agg("max", ()) == [((), 5.0, 5, (10.0,))]
    assert agg("min", ("time",)) == [((10.0,), 1.0, 2, (10.0,)), ((11.0,), None, 0, ()), ((12.0,), 2.0, 2, (12.0,)),
                                     ((14.0,), 3.0, 1, (14.0,))]
    assert agg("first", ("time",))[2] == ((12.0,), 3.0, 2, (12.0,))  # rows 2 and 7 tie at t=12: row 2
    assert agg("last", ("time",))[2] == ((12.0,), 2.0, 2, (12.0,))  # … and row 7 is the last
    assert agg("first", ()) == [((), 1.0, 5, (10.0,))] and agg("last", ()) == [((), 3.0, 5, (14.0,))]
    assert agg("last")[2] == (("c",), None, 0, ())
    assert agg("sum", (), start=100.0) == [((), None, 0, ())]  # nothing selected: one empty group
    assert agg("sum", ("who",), start=100.0) == []
    rows = kb.relation_rows(RowQuery("tiny.csv", (Filter("who", ("c", "b")),), start=10.0, end=11.0))
    assert rows == [(6, 10.0, "b", 5.0), (7, 11.0, "c", None)]
    assert kb.relation_rows(RowQuery("tiny.csv", (Filter("who", ()),))) == []
    assert [r[0] for r in kb.relation_rows(RowQuery("tiny.csv", limit=3))] == [2, 6, 3]


def test_unknown_names_are_refused_with_the_names_that_exist(kb, tables):
    write(kb, parsed(tables["seattle"]))
    src = "seattle-weather.csv"
    with pytest.raises(UnknownNameError, match=r"no table source 'nope.csv'.*seattle-weather\.csv"):
        kb.aggregate(AggregateQuery(RowQuery("nope.csv"), "wind", "sum"))
    with pytest.raises(UnknownNameError, match=r"no measure 'rain'.*precipitation, temp_max, wind"):
        kb.aggregate(AggregateQuery(RowQuery(src), "rain", "sum"))
    with pytest.raises(UnknownNameError, match=r"no dimension 'city'.*weather"):
        kb.relation_rows(RowQuery(src, (Filter("city", ("x",)),)))
    with pytest.raises(UnknownNameError, match=r"no dimension 'city'.*'time'"):
        kb.aggregate(AggregateQuery(RowQuery(src), "wind", "max", ("city",)))
    with pytest.raises(QueryError, match="unknown aggregate 'mode'"):
        kb.aggregate(AggregateQuery(RowQuery(src), "wind", "mode"))
    assert issubclass(UnknownNameError, QueryError)


def test_other_table_sources_and_kinds_are_untouched(kb, tables):
    write(kb, parsed(tables["seattle"]))
    plain = ParsedSource("notes.csv", "table", "", "h-notes", ReadResult(rows=0))
    write(kb, plain)
    assert [s[0] for s in kb.relation_schemas()] == ["seattle-weather.csv"]
    with kb.transaction():
        kb.delete_source("notes.csv")
    assert len(kb.relation_rows(RowQuery("seattle-weather.csv"))) == len(tables["seattle"].frame)


def test_postgres_kbs_of_one_database_keep_their_own_row_tables(pg_url, tables):
    base = f"{pg_url}#rel-two-{uuid.uuid4().hex[:8]}"
    one, two = open_store(base + "-a", create=True), open_store(base + "-b", create=True)
    try:
        write(one, parsed(tables["seattle"]))
        small = tables["seattle"].frame.head(10).copy()
        t = tables["seattle"]
        write(two, parsed(Table(t.name, small, t.dims, t.measures, t.time_source)))
        assert _row_table(one, t.name) != _row_table(two, t.name)
        with two.transaction():
            two.delete_source(t.name)
        assert two.relation_schemas() == []
        assert one.relation_schemas()[0][3] == len(t.frame)
        assert len(one.relation_rows(RowQuery(t.name))) == len(t.frame)
    finally:
        one.close()
        two.close()


def test_sqlite_kb_of_schema_4_migrates(tmp_path, tables):
    path = tmp_path / "old.sqlite"
    KBStore.open(path, create=True).close()
    conn = sqlite3.connect(path)  # make it a KB from before migration 5
    conn.executescript("DROP TABLE relations; DELETE FROM migrations WHERE version = 5;")
    conn.close()
    with KBStore.open(path, readonly=True) as ro:  # an old file read as it is
        assert ro.relation_schemas() == []
        with pytest.raises(UnknownNameError):
            ro.relation_rows(RowQuery("seattle-weather.csv"))
    with KBStore.open(path) as kb:
        from noesis.store.schema import SCHEMA_VERSION

        assert {r[0] for r in kb.conn.execute("SELECT version FROM migrations")} == set(range(1, SCHEMA_VERSION + 1))
        write(kb, parsed(tables["seattle"]))
        assert kb.relation_schemas()[0][3] == len(tables["seattle"].frame)


def test_sqlite_writes_100k_rows(tmp_path):
    """100k rows written and counted (the write speed is measured in bench/relations_bench.py)."""
    n = 100_000
    rng = np.random.default_rng(1)
    schema = TableSchema("big.csv", ("k", "c", "t", "x", "y"), ("k", "c", "t"),
                         TimeAxis(("t",), ("number",), "number", "number"),
                         (Dimension("k", "text", 50), Dimension("c", "text", 7)), (Measure("x", "x"), Measure("y", "y")))
    keys = tuple(f"k{i % 50}" for i in range(n))
    cats = tuple(f"c{i % 7}" for i in range(n))
    rel = Relation(schema, np.arange(n, dtype=float), (keys, cats), (rng.random(n), rng.random(n)),
                   np.arange(n) + 2, rows_read=n)
    with KBStore.open(tmp_path / "big.sqlite", create=True) as kb:
        write(kb, ParsedSource("big.csv", "table", "", "h", ReadResult(rows=n, relation=rel)))
        assert kb.relation_schemas()[0][3] == n
        (s,) = kb.aggregate(AggregateQuery(RowQuery("big.csv", (Filter("k", ("k3",)),)), "x", "count"))
        assert s.count == n // 50


@pytest.mark.parametrize(("op", "bound"), [(">", 30.0), (">=", 30.0), ("<", 0.0), ("<=", 0.0), ("=", 0.0)])
def test_a_condition_on_a_measure_selects_the_rows_it_holds_on(loaded, tables, op, bound):
    from noesis.relation import Condition

    table = tables["seattle"]
    df = table.frame
    measure = "precipitation" if op == "=" else "temp_max"  # "days with 0 precipitation"
    rows = RowQuery(table.name, conditions=(Condition(measure, op, bound),))
    keep = {">": df["temp_max"] > bound, ">=": df["temp_max"] >= bound, "<": df["temp_max"] < bound,
            "<=": df["temp_max"] <= bound, "=": df["precipitation"] == bound}[op]
    assert 0 < int(keep.sum()) < len(df)
    (count,) = loaded.aggregate(AggregateQuery(rows, "precipitation", "count"))
    assert count.count == int(df.loc[keep, "precipitation"].notna().sum())
    (mean,) = loaded.aggregate(AggregateQuery(rows, "precipitation", "mean"))
    assert mean.value == pytest.approx(float(df.loc[keep, "precipitation"].mean()))
    with pytest.raises(QueryError):
        loaded.aggregate(AggregateQuery(RowQuery(table.name, conditions=(Condition("temp_max", "!=", 1.0),)),
                                        "precipitation", "count"))


@pytest.mark.parametrize("op", ["max", "min", "mean"])
def test_a_rows_difference_between_two_measures_is_aggregated_like_a_measure(loaded, tables, op):
    table = tables["seattle"]
    df = table.frame
    diff = (df["temp_max"] - df["wind"]).abs().round(9)  # the store is told nothing of units
    (got,) = loaded.aggregate(AggregateQuery(RowQuery(table.name), "temp_max", op, minus="wind"))
    want = {"max": diff.max(), "min": diff.min(), "mean": diff.mean()}[op]
    assert got.value == pytest.approx(float(want)) and got.count == int(diff.notna().sum())
    if op in ("max", "min"):  # every tied row's position, as of a measure's own extreme
        assert sorted(got.positions) == sorted(df.loc[diff == want, "t"].astype(float).tolist())
