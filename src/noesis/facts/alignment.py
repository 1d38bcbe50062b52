"""Cross-source alignment: which spans cover a fact's position.

"What was happening when X peaked" is a join on the shared axis, computed once at
ingestion. A span covers position ``p`` when ``start <= p < end`` (half-open, so
back-to-back cues never both claim a boundary second). Pure function over arrays.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def covering(
    positions: Sequence[float],
    starts: np.ndarray,
    ends: np.ndarray,
    ids: np.ndarray,
) -> list[tuple[int, int]]:
    """``(position index, span id)`` pairs for every span covering each position.

    ``starts`` must be sorted ascending (ties in any order); spans are visited in
    ``starts`` order, so the output is deterministic for a deterministic input.
    """
    if len(ids) == 0:
        return []
    out: list[tuple[int, int]] = []
    for i, p in enumerate(positions):
        hi = int(np.searchsorted(starts, p, side="right"))
        if hi == 0:
            continue
        mask = ends[:hi] > p
        for sid in ids[:hi][mask]:
            out.append((i, int(sid)))
    return out
