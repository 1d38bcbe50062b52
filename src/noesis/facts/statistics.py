"""Statistics of a metric series, with the positions where they occur.

Pure functions over numpy arrays: no store, no I/O. Ties are reported deterministically
(all tied positions, earliest first, with the tie count); missing values (NaN) are
ignored; an all-missing series yields only ``count = 0``.
"""

from __future__ import annotations

import numpy as np

from ..axis import format_number
from ..model import STATISTICS, FactRecord, Series
from ..numbers import stated_round

#: statistics whose value sits at a position on the axis
POSITIONED = frozenset({"max", "min", "first", "last"})


def _render(value: float, statistic: str) -> str:
    if statistic == "mean":
        return format_number(stated_round(float(value)))
    return format_number(float(value))


def series_statistics(series: Series, stats: tuple[str, ...]) -> list[tuple[str, float, tuple[float, ...]]]:
    """``(statistic, value, positions)`` for each requested statistic, in ``STATISTICS`` order."""
    values = np.asarray(series.values, dtype=np.float64)
    positions = np.asarray(series.positions, dtype=np.float64)
    valid = ~np.isnan(values)
    count = int(valid.sum())
    out: list[tuple[str, float, tuple[float, ...]]] = []
    wanted = [s for s in STATISTICS if s in stats]
    if count == 0:
        return [("count", 0.0, ())] if "count" in wanted else []
    v = values[valid]
    p = positions[valid]
    for stat in wanted:
        if stat in ("max", "min"):
            extreme = v.max() if stat == "max" else v.min()
            at = p[v == extreme]  # positions are sorted ascending: earliest first
            out.append((stat, float(extreme), tuple(float(x) for x in at)))
        elif stat == "first":
            out.append((stat, float(v[0]), (float(p[0]),)))
        elif stat == "last":
            out.append((stat, float(v[-1]), (float(p[-1]),)))
        elif stat == "mean":
            out.append((stat, float(v.mean()), ()))
        elif stat == "sum":
            out.append((stat, float(v.sum()), ()))
        elif stat == "count":
            out.append((stat, float(count), ()))
    return out


def compute_facts(series: Series, stats: tuple[str, ...], source: str) -> list[FactRecord]:
    """Priority-1 computed facts for one series (docs/design.md §2)."""
    facts = []
    for stat, value, positions in series_statistics(series, stats):
        facts.append(
            FactRecord(
                subject=series.entity,
                predicate=f"{stat} {series.metric}",
                object=_render(value, stat),
                context=source,
                value=value,
                unit=None if stat == "count" else series.unit,
                position=positions[0] if positions else None,
                positions=positions,
                tie_count=max(1, len(positions)),
                priority=1,
                origin="computed",
                metric=series.metric,
                statistic=stat,
                source=source,
            )
        )
    return facts
