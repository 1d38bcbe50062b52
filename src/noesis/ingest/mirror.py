"""Pairs of dimensions a table holds as a symmetric matrix.

A distance table (``cities.csv``: the row ``ATL`` and the column ``ATL``, 934 miles from ``ATL``
to ``BOS`` and from ``BOS`` to ``ATL``) read as a relation has two dimensions that hold the same
values, and its every reading of ``(x, y)`` equals the reading of ``(y, x)``. A question that
names two of those values ("how far is it from BOS to LAX") names one cell, whichever name is
read in which dimension; one that names one and asks for the other ("which airport is closest
to SFO") ranks the other dimension without the value itself (its distance to itself). Found
here, from the rows, once per table (:attr:`~noesis.relation.TableSchema.mirrored`); the
question plane reads it (:func:`noesis.query.tablequestion.stages.dimension_members`).
"""

from __future__ import annotations

import math

from ..relation import Relation

#: above this many rows the search is not made
MAX_ROWS = 200_000


def _cells(rel: Relation, i: int, j: int) -> dict[tuple[str, str], tuple[float, ...]] | None:
    """``(x, y)`` → the readings of every measure, or None where a pair repeats (no matrix)."""
    out: dict[tuple[str, str], tuple[float, ...]] = {}
    for k in range(len(rel)):
        x, y = rel.dims[i][k], rel.dims[j][k]
        if x is None or y is None or (x, y) in out:
            return None
        out[(x, y)] = tuple(float(m[k]) for m in rel.measures)
    return out


def _same(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return all(x == y or (math.isnan(x) and math.isnan(y)) for x, y in zip(a, b, strict=True))


def mirrored(rel: Relation) -> tuple[tuple[str, str], ...]:
    """``(dimension, other dimension)`` for each pair of text or category dimensions that hold the
    same values (three or more) and read the same measures at ``(x, y)`` and ``(y, x)``, every
    pair of values present both ways (dimensions in schema order)."""
    schema = rel.schema
    if len(rel) == 0 or len(rel) > MAX_ROWS or not rel.measures:
        return ()
    texts = [i for i, d in enumerate(schema.dimensions) if d.kind != "id" and i < len(rel.dims)]
    values = {i: {v for v in rel.dims[i] if v is not None} for i in texts}
    out: list[tuple[str, str]] = []
    for a, i in enumerate(texts):
        for j in texts[a + 1:]:
            if len(values[i]) < 3 or values[i] != values[j]:
                continue
            cells = _cells(rel, i, j)
            if cells is not None and all((y, x) in cells and _same(c, cells[(y, x)]) for (x, y), c in cells.items()):
                out.append((schema.dimensions[i].column, schema.dimensions[j].column))
    return tuple(out)
