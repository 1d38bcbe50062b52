"""Questions about a report table as a whole, answered from its shape rather than from one
row (docs/design.md §6): "What years are included in the table?", "Which years does the
table provide information for X?" — the positions its columns hold.

Each rule reads the plan and the routed KB's stored series; it answers only when the KB
holds one table source: the positions any of its rows holds a reading at, or, when the
question names rows, the positions those rows all hold; else it returns ``None``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..axis import format_position
from ..context.result import Context
from ..mesh import Mesh
from ..query.positionforms import asks_table_positions, named_years
from ..text import fold
from .result import Operand, Result


def table_columns(rows: Sequence[tuple[float, ...]]) -> tuple[float, ...] | None:
    """The positions any row holds a reading at, in order (a column that is blank
    throughout is no position of the table); None when no row holds one."""
    found = sorted({p for r in rows for p in r})
    return tuple(found) or None


def shared_positions(rows: Sequence[tuple[float, ...]]) -> tuple[float, ...] | None:
    """The positions every row holds when all rows hold the same ones, in order; None when
    there is no row or two rows differ (the rows a question names, one missing a column:
    their positions are not one list)."""
    sets = {frozenset(r) for r in rows}
    if len(sets) != 1:
        return None
    return tuple(sorted(sets.pop())) or None


def one_table_source(ctx: Context, mesh: Mesh) -> tuple[str, str] | None:
    """``(kb, source)`` when the question routes to one KB whose series all come from one
    table source; else None."""
    if len(ctx.plan.kbs) != 1:
        return None
    kb = ctx.plan.kbs[0].kb
    sources = {src for owners in mesh.inventory(kb).series_of.values() for src in owners.values()}
    return (kb, sources.pop()) if len(sources) == 1 else None


def _table_rows(ctx: Context, mesh: Mesh) -> tuple[str, str, tuple[tuple[float, ...], ...]] | None:
    """The one routed KB's one table source and each of its series' positions that hold a
    reading (a blank cell is no position of its row) — only the anchored rows' when the
    question names rows."""
    found = one_table_source(ctx, mesh)
    if found is None:
        return None
    kb, source = found
    inv = mesh.inventory(kb)
    named = {fold(e) for e in ctx.plan.kbs[0].entities}
    rows = tuple(tuple(float(p) for p, v in zip(s.positions, s.values, strict=True) if not math.isnan(v))
                 for _n, s in inv.kb.store.series(source=source) if not named or fold(s.entity) in named)
    return kb, source, rows


def table_positions_answer(ctx: Context, mesh: Mesh) -> tuple[str, Result] | None:
    """"Which years does the table provide information for?": the positions the table's
    columns hold (:func:`~noesis.query.positionforms.asks_table_positions`) when the routed
    KB is one table; when the question names rows, the positions all of them hold (none
    when they differ)."""
    if len(ctx.plan.kbs) != 1:
        return None
    axis = mesh.inventory(ctx.plan.kbs[0].kb).axis
    if ctx.plan.kbs[0].windows or not asks_table_positions(ctx.question, axis, ctx.plan.language):
        return None
    found = _table_rows(ctx, mesh)
    if found is None:
        return None
    kb, source, rows = found
    positions = shared_positions(rows) if ctx.plan.kbs[0].entities else table_columns(rows)
    if not positions:
        return None
    if axis.kind == "date":  # the year each dated column is named for, or no answer
        years = named_years(positions)
        if years is None:
            return None
        texts = [str(years[p]) for p in positions]
    else:
        texts = [format_position(p, axis.kind) for p in positions]
    ops = tuple(Operand(kb, source, source, None, None, t, None, (p,), (t,)) for p, t in zip(positions, texts, strict=True))
    return f"The table in {source} holds {axis.name} {', '.join(texts)} [{source}].", Result("positions", ops)
