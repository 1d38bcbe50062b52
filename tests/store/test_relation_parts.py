"""A source's further relations (``ReadResult.parts``: the row columns of a wide table whose
headers are its months) on the SQLite file and on a real PostgreSQL server: stored in row
tables of their own, named ``<source>#<part>``, queried like any relation, and dropped with
their source. The values are seeded random numbers; every expected figure is computed here
with numpy from the arrays written."""

from __future__ import annotations

import numpy as np
import pytest

from noesis.errors import UnknownNameError
from noesis.model import ParsedSource, ReadResult
from noesis.relation import AggregateQuery, Measure, Relation, RowQuery, TableSchema, TimeAxis
from noesis.store.kb import KBStore
from noesis.store.protocol import KBStoreProtocol

YEARS = (2001, 2002, 2003)
RNG = np.random.default_rng(58)
MONTHLY = np.round(RNG.normal(0, 10, len(YEARS) * 12), 1)
YEARLY = np.round(RNG.uniform(300, 900, len(YEARS)), 2)


def _month_days(year: int, month: int) -> float:
    return float(np.datetime64(f"{year}-{month:02d}-01", "D").astype(np.int64))


def _parsed(with_part: bool = True, name: str = "soi.csv") -> ParsedSource:
    times = np.array([_month_days(y, m) for y in YEARS for m in range(1, 13)])
    main = Relation(TableSchema(name, ("Year", "Jan", "rain"), ("Year", "<header>"),
                                TimeAxis(("Year", "<header>"), ("year", "month"), "month", "date"), (),
                                (Measure("value", "value"),)),
                    times, (), (MONTHLY,), np.repeat(np.arange(len(YEARS)) + 2, 12), rows_read=len(YEARS))
    part = Relation(TableSchema(name, ("Year", "rain"), ("Year",), TimeAxis(("Year",), ("year",), "year", "date"),
                                (), (Measure("rain", "rain", "mm", "flow"),), part="year"),
                    np.array([_month_days(y, 1) for y in YEARS]), (), (YEARLY,), np.arange(len(YEARS)) + 2,
                    rows_read=len(YEARS))
    return ParsedSource(name, "table", "", f"h-{with_part}", ReadResult(rows=len(YEARS), relation=main,
                                                                          parts=(part,) if with_part else ()))


def _write(kb: KBStoreProtocol, parsed: ParsedSource) -> None:
    with kb.transaction():
        kb.write_source(parsed, aliases=[], priority=1, fmt="csv")


def _exists(kb: KBStoreProtocol, table: str) -> bool:
    if isinstance(kb, KBStore):
        return kb.conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (table,)).fetchone() is not None
    return bool(kb.conn.execute("SELECT to_regclass(%s) IS NOT NULL", (table,)).fetchone()[0])


def _part_table(kb: KBStoreProtocol, source: str) -> str:
    sid = kb.source_id(source)
    assert sid is not None
    return f"{kb._relations.table_name(sid)}_p1"


def test_a_part_is_stored_under_its_own_name_and_queried(kb):
    _write(kb, _parsed())
    listed = {name: (schema, read, stored) for name, schema, read, stored in kb.relation_schemas()}
    assert sorted(listed) == ["soi.csv", "soi.csv#year"]
    schema, read, stored = listed["soi.csv#year"]
    assert schema.part == "year" and schema.time is not None and schema.time.granularity == "year"
    assert (read, stored) == (len(YEARS), len(YEARS)) and listed["soi.csv"][2] == len(MONTHLY)
    rows = kb.relation_rows(RowQuery("soi.csv#year"))
    assert [r[-1] for r in rows] == pytest.approx(list(YEARLY))
    (total,) = kb.aggregate(AggregateQuery(RowQuery("soi.csv#year"), "rain", "sum"))
    assert total.value == pytest.approx(float(YEARLY.sum())) and total.count == len(YEARS)
    (top,) = kb.aggregate(AggregateQuery(RowQuery("soi.csv#year"), "rain", "max"))
    assert top.positions == (_month_days(YEARS[int(np.argmax(YEARLY))], 1),)
    (monthly,) = kb.aggregate(AggregateQuery(RowQuery("soi.csv"), "value", "mean"))
    assert monthly.value == pytest.approx(float(MONTHLY.mean()))
    first, last, n = kb.time_span("soi.csv#year")
    assert (first, last, n) == (_month_days(YEARS[0], 1), _month_days(YEARS[-1], 1), len(YEARS))
    with pytest.raises(UnknownNameError):
        kb.aggregate(AggregateQuery(RowQuery("soi.csv#year"), "value", "sum"))  # the month's measure is not its


def test_a_part_goes_when_its_source_is_rewritten_without_it_or_removed(kb):
    _write(kb, _parsed())
    old = _part_table(kb, "soi.csv")
    assert _exists(kb, old)
    _write(kb, _parsed(with_part=False))
    assert not _exists(kb, old) and [s[0] for s in kb.relation_schemas()] == ["soi.csv"]
    with pytest.raises(UnknownNameError):
        kb.relation_rows(RowQuery("soi.csv#year"))
    _write(kb, _parsed())
    current = _part_table(kb, "soi.csv")
    assert _exists(kb, current)
    with kb.transaction():
        kb.delete_source("soi.csv")
    assert not _exists(kb, current) and kb.relation_schemas() == []


def test_a_source_name_with_a_hash_is_its_own(kb):
    """A file whose own name holds ``#`` is found by that name, never read as a part's."""
    _write(kb, _parsed(with_part=False, name="a#b.csv"))
    assert [s[0] for s in kb.relation_schemas()] == ["a#b.csv"]
    assert len(kb.relation_rows(RowQuery("a#b.csv"))) == len(MONTHLY)
