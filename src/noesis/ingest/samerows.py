"""Values two dimensions share that select the same rows.

``name`` and ``census_div`` both hold ``Toronto``, and the one row each selects is the same: a
question that says "Toronto" names one thing, whichever column it is read in. Where the rows
differ (the row ``Surrey`` of a distance table and its column ``Surrey``; ``NE`` a state and a
region) the name stays a question back. Found here, from the rows, once per table
(:attr:`~noesis.relation.TableSchema.same_rows`); the question plane reads it
(:func:`noesis.query.tablequestion.stages.dimension_members`).
"""

from __future__ import annotations

from collections import defaultdict

from ..relation import Relation

#: the most values recorded per table (a table whose two columns copy each other records its first ones)
MAX_VALUES = 500
#: above this many rows the search is not made
MAX_ROWS = 200_000


def _rows_by_value(column: tuple[str | None, ...]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = defaultdict(list)
    for i, v in enumerate(column):
        if v is not None:
            out[v].append(i)
    return out


def same_rows(rel: Relation) -> tuple[tuple[str, str, str], ...]:
    """``(value, dimension, other dimension)`` for each value two text or category dimensions both
    hold whose rows are the same in each (dimensions in schema order, values in code-point order)."""
    schema = rel.schema
    if len(rel) == 0 or len(rel) > MAX_ROWS:
        return ()
    texts = [i for i, d in enumerate(schema.dimensions) if d.kind != "id" and i < len(rel.dims)]
    by_value = {i: _rows_by_value(rel.dims[i]) for i in texts}
    out: list[tuple[str, str, str]] = []
    for a, i in enumerate(texts):
        for j in texts[a + 1:]:
            for v in sorted(by_value[i].keys() & by_value[j].keys()):
                if by_value[i][v] == by_value[j][v]:
                    out.append((v, schema.dimensions[i].column, schema.dimensions[j].column))
                    if len(out) >= MAX_VALUES:
                        return tuple(out)
    return tuple(out)
