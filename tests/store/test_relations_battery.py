"""The relation store on the table battery, end to end: each public table is ingested by the
engine (profiler → relation → store, SQLite and a real PostgreSQL server) with no manifest,
and the store's grouped aggregates and row selections are checked against pandas reading
the file on its own — the time position computed from the file's own columns, the
dimensions and measures named as the battery's truth states them — for seeded random
filters, intervals, operations and groupings."""

from __future__ import annotations

import json
import random
import shutil
import uuid
from pathlib import Path

import numpy as np
import pytest

from noesis.knowledge_base import KnowledgeBase

from .test_relations import Table, assert_same, random_query, select, truth

pd = pytest.importorskip("pandas")

DEV = Path(__file__).resolve().parents[2] / "bench" / "tables" / "dev"
QUERIES = 20


def _days(stamps) -> np.ndarray:
    return ((pd.to_datetime(stamps) - pd.Timestamp("1970-01-01")) // pd.Timedelta(days=1)).astype(float).to_numpy()


def _iowa() -> tuple[str, pd.DataFrame]:
    df = pd.read_csv(DEV / "iowa-electricity" / "iowa-electricity.csv")
    return "iowa-electricity", df.assign(t=_days(df["year"]))


def _un() -> tuple[str, pd.DataFrame]:
    df = pd.read_csv(DEV / "un-population" / "population.csv")
    return "un-population", df.assign(t=df["Year"].astype(float))


def _macro() -> tuple[str, pd.DataFrame]:
    df = pd.read_csv(DEV / "macrodata" / "macrodata.csv")
    first = pd.to_datetime(dict(year=df["year"], month=(df["quarter"] - 1) * 3 + 1, day=1))
    return "macrodata", df.assign(t=_days(first))


def _dietox() -> tuple[str, pd.DataFrame]:
    df = pd.read_csv(DEV / "dietox" / "dietox.csv")  # pandas reads R's unnamed index as the index
    return "dietox", df.assign(t=df["Time"].astype(float), Pig=df["Pig"].astype(str))


def _airquality() -> tuple[str, pd.DataFrame]:
    df = pd.read_csv(DEV / "airquality" / "airquality.csv")
    return "airquality", df.assign(t=(df["Month"] * 100 + df["Day"]).astype(float))


TABLES = {"iowa-electricity": _iowa, "un-population": _un, "macrodata": _macro, "dietox": _dietox,
          "airquality": _airquality}


def _truth_table(name: str, df: pd.DataFrame) -> Table:
    truth_file = json.loads((DEV / name / "truth.json").read_text())
    dims = tuple(d["column"] for d in truth_file["dimensions"] if d["column"] in df.columns)
    measures = tuple(m["column"] for m in truth_file["measures"])
    for d in dims:
        df[d] = df[d].map(lambda v: v if isinstance(v, str) or pd.isna(v) else str(int(v)))
    source = next(p.name for p in (DEV / name).iterdir() if p.name != "truth.json")
    return Table(source, df.reset_index(drop=True), dims, measures, "")


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def stores(request, tmp_path_factory):
    """Each battery table ingested by the engine into its own KB of the backend."""
    out = {}
    for name, make in TABLES.items():
        folder = tmp_path_factory.mktemp(name)
        for f in (DEV / name).iterdir():
            if f.name != "truth.json":
                shutil.copy(f, folder / f.name)
        if request.param == "sqlite":
            address = tmp_path_factory.mktemp("kbs") / f"{name}.sqlite"
        else:
            address = f"{request.getfixturevalue('pg_url')}#bat-{name}-{uuid.uuid4().hex[:6]}"
        kb = KnowledgeBase.ingest(folder, address, strict=False, workers=1)
        out[name] = (kb, _truth_table(name, make()[1]))
    yield out
    for kb, _ in out.values():
        kb.close()


@pytest.mark.parametrize("name", sorted(TABLES))
def test_battery_aggregates_match_pandas(stores, name):
    kb, table = stores[name]
    ((source, schema, _read, stored),) = kb.store.relation_schemas()
    assert source == table.name and stored == len(table.frame)
    assert {d.column for d in schema.dimensions} >= set(table.dims)
    rng = random.Random(f"battery-{name}-5")
    for _ in range(QUERIES):
        q = random_query(table, rng)
        assert_same(kb.store.aggregate(q), truth(table, q), q)
        rows = kb.store.relation_rows(q.rows)
        assert [r[0] for r in rows] == (select(table, q.rows)["row_no"] + 2).tolist(), q.rows
