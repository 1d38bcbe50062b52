"""Total rows among their parts: a dimension value whose readings are the sum of the others'.

A table of countries that holds a ``World`` row, of states with a ``United States`` row, of
categories with an ``All items`` row counts the whole beside its parts: a sum over the dimension
counts it twice, and a ranking puts it first. It is found here, from the data alone (its name
may be anything): among the rows that share a time and every other dimension's value (a group),
the value whose reading is, within :data:`TOLERANCE`, the sum of the others' — in most groups,
and never one other value. Ranks and aggregates over the dimension then leave it out, and say so
(:func:`noesis.query.tablequestion.compile.totals_left_out`).
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np

from ..relation import Relation

#: how close a total's reading is to the sum of the others' (a share of the total): tables round,
#: and a "World" counts producers the table does not list
TOLERANCE = 0.06
#: the share of the groups a value must be the total of
AGREEING = 0.8
#: the fewest other values beside a total in a group
PARTS = 3
#: above this many rows the search is not made (a total row is a small table's habit)
MAX_ROWS = 200_000


def aggregate_members(rel: Relation) -> tuple[tuple[str, str], ...]:
    """``(dimension, value)`` for each text or category dimension that holds one total row."""
    schema = rel.schema
    if not schema.measures or len(rel) == 0 or len(rel) > MAX_ROWS or schema.filled:
        return ()
    out = []
    for i, d in enumerate(schema.dimensions):
        if d.kind == "id" or d.distinct < PARTS + 1:
            continue
        total = _total_of(rel, i)
        if total is not None:
            out.append((d.column, total))
    return tuple(out)


def _groups(rel: Relation, i: int) -> dict[tuple, list[int]]:
    """The rows of each group: one time and one value of every other dimension."""
    others = [rel.dims[j] for j in range(len(rel.dims)) if j != i]
    groups: dict[tuple, list[int]] = defaultdict(list)
    times = rel.time.tolist()
    for k in range(len(rel)):
        groups[(times[k], *(o[k] for o in others))].append(k)
    return groups


def _total_of(rel: Relation, i: int) -> str | None:
    """The one value of dimension ``i`` that, for some measure, is the sum of the others in most
    groups that measure has readings enough in (two agreements at least, over the measures that
    agree: a table of no time has one group, and needs two measures that add up), or None."""
    column = rel.dims[i]
    tried: dict[int, int] = defaultdict(int)
    agreed: dict[tuple[int, str], int] = defaultdict(int)
    for rows in _groups(rel, i).values():
        if len(rows) < PARTS + 1:
            continue
        for j, values in enumerate(rel.measures):
            v = np.asarray([values[k] for k in rows], dtype=np.float64)
            ok = np.isfinite(v)
            if ok.sum() < PARTS + 1 or (v[ok] < 0).any():
                continue
            top = int(np.flatnonzero(ok)[np.argmax(v[ok])])
            tried[j] += 1
            name = column[rows[top]]
            rest = float(v[ok].sum() - v[top])
            if name is not None and v[top] > 0 and abs(v[top] - rest) <= TOLERANCE * v[top]:
                agreed[(j, name)] += 1
    score: dict[str, int] = defaultdict(int)
    for (j, name), a in agreed.items():
        if a >= AGREEING * tried[j]:
            score[name] += a
    found = [n for n, a in score.items() if a >= 2]
    return found[0] if len(found) == 1 else None
