"""Pearson's correlation of two measures over the rows that hold both ("what was the correlation
between temp_max and wind in 2013"): pure, over the readings the table query selects."""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

#: the fewest rows holding both measures a correlation is stated of
MIN_PAIRS = 3
#: the places a correlation is stated to
PLACES = Decimal("0.0001")


def pearson(pairs: Sequence[tuple[float, float]]) -> Decimal | None:
    """Pearson's r of ``pairs`` (x, y), to four places; None for fewer than :data:`MIN_PAIRS`
    pairs or a measure that does not vary (r is then undefined)."""
    if len(pairs) < MIN_PAIRS:
        return None
    n = len(pairs)
    mx = math.fsum(x for x, _ in pairs) / n
    my = math.fsum(y for _, y in pairs) / n
    sxy = math.fsum((x - mx) * (y - my) for x, y in pairs)
    sxx = math.fsum((x - mx) ** 2 for x, _ in pairs)
    syy = math.fsum((y - my) ** 2 for _, y in pairs)
    if sxx == 0 or syy == 0:
        return None
    r = max(-1.0, min(1.0, sxy / math.sqrt(sxx * syy)))
    return Decimal(repr(r)).quantize(PLACES, rounding=ROUND_HALF_UP)
