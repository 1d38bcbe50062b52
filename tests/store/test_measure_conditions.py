"""A condition between two measures of the same row (``Condition.other``: "Leave ahead of
Remain" is ``leave > remain``), on the SQLite file and on a real PostgreSQL server. The
readings are seeded random numbers, some missing; the expected counts are numpy's."""

from __future__ import annotations

import numpy as np

from noesis.model import ParsedSource, ReadResult
from noesis.relation import (
    AggregateQuery,
    Condition,
    Measure,
    Relation,
    RowQuery,
    TableSchema,
    TimeAxis,
)

RNG = np.random.default_rng(20)
N = 60
LEAVE = np.round(RNG.uniform(30, 55, N), 1)
REMAIN = np.round(RNG.uniform(30, 55, N), 1)
REMAIN[[3, 17, 40]] = np.nan  # polls with no Remain figure meet neither side


def _write(kb) -> None:
    schema = TableSchema("polls.csv", ("day", "leave", "remain"), ("day",), TimeAxis(("day",), ("number",), "number",
                                                                                   "number"), (),
                         (Measure("leave", "leave", "%", "level"), Measure("remain", "remain", "%", "level")))
    rel = Relation(schema, np.arange(N, dtype=float), (), (LEAVE, REMAIN), np.arange(N) + 2, rows_read=N)
    with kb.transaction():
        kb.write_source(ParsedSource("polls.csv", "table", "", "h", ReadResult(rows=N, relation=rel)),
                        aliases=[], priority=1, fmt="csv")


def test_rows_where_one_measure_is_above_or_below_another(kb):
    _write(kb)
    known = ~np.isnan(REMAIN)
    for op, expected in ((">", int((LEAVE[known] > REMAIN[known]).sum())), ("<", int((LEAVE[known] < REMAIN[known]).sum()))):
        rows = RowQuery("polls.csv", conditions=(Condition("leave", op, 0.0, "Leave ahead of Remain", other="remain"),))
        (g,) = kb.aggregate(AggregateQuery(rows, "leave", "count"))
        assert g.count == expected and 0 < expected < N
    late = RowQuery("polls.csv", start=30.0, conditions=(Condition("leave", ">", 0.0, other="remain"),))
    (g,) = kb.aggregate(AggregateQuery(late, "leave", "count"))
    assert g.count == int((LEAVE[30:][known[30:]] > REMAIN[30:][known[30:]]).sum())
    assert Condition("leave", ">", 0.0, "Leave ahead of Remain", other="remain").words == \
        "leave above remain (Leave ahead of Remain)"
