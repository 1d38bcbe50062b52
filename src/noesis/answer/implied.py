"""The metric a question implies by naming an entity that holds only one.

A report table's row is a line item: a series of one measure at the header's positions
("Appliances" under the table's title). A question naming the row ("the change in
Appliances from 2018 to 2019") names no metric, but there is only one it can mean. An
entity holding series of several metrics implies none: the question must name one.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..text import fold


def implied_metric(series_of: Mapping[str, Mapping[str, str]], entity: str) -> tuple[str, ...]:
    """``(metric,)`` when ``entity`` has a series of exactly one metric, else ``()``.

    ``series_of`` is the inventory's metric → {folded entity: source} map."""
    key = fold(entity)
    held = tuple(m for m, owners in series_of.items() if key in owners)
    return held if len(held) == 1 else ()
