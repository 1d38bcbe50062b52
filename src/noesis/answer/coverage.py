"""Whether a statistic over a range saw every position the range asks for.

"The average operating leases for 2020-2024" over a table whose columns are ``2020``,
``2021-2022``, ``2023-2024`` has one reading in that window: the mean of one year is not
the average over five. A sum or a mean over a range of years answers only when the
window holds a reading for each year it spans — on a year axis (a number axis of whole
years) every whole position in it, on a date axis at least one reading per calendar year and as many readings as a whole
number of times the years (three readings over two years: one year read twice).
Other statistics (the highest, the first …) and other axes are not judged here.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from datetime import date, timedelta

from ..facts.operators import WindowStatistic
from ..specs import AxisSpec

#: statistics whose value depends on every reading of the window
_EVERY_READING = frozenset({"mean", "sum", "count"})
_EPOCH = date(1970, 1, 1)


def _years_spanned(start: float, end: float, per_day: float) -> int:
    first = _EPOCH + timedelta(days=math.floor(start / per_day))
    last = _EPOCH + timedelta(days=math.floor(end / per_day))
    return last.year - first.year + 1


def partial_window(c: WindowStatistic, axis: AxisSpec) -> bool:
    """``c`` is a sum or mean over a range of years with fewer readings than its years
    (on a year axis: not one reading per year, two columns of one year count twice)."""
    if c.statistic not in _EVERY_READING or c.end <= c.start:
        return False
    if axis.kind == "number":
        if not (float(c.start).is_integer() and float(c.end).is_integer()):
            return False
        return c.count != int(c.end - c.start) + 1  # more: a position read twice (two columns)
    if axis.kind in ("date", "datetime"):
        per_day = 1.0 if axis.kind == "date" else 86400.0
        years = _years_spanned(c.start, c.end, per_day)
        return c.count < years or c.count % years != 0  # uneven years: some read more often
    return False


def every_window_read(read: Sequence[tuple[str, str, str]], asked: Collection[tuple[str, str, str]],
                      windows: Mapping[str, int]) -> bool:
    """Whether each asked (kb, entity, metric) has a reading for each of its KB's windows
    ("X in 2019 and 2018 respectively": one per listed year): ``read`` holds one key per
    computation found. A listed year with none would be dropped from the answer silently."""
    counts = Counter(read)
    return all(counts[key] >= windows.get(key[0], 1) for key in asked)
