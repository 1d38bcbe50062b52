"""The grain of a table: the smallest set of key columns unique per row.

Columns are compared by integer codes (:func:`codes`), several combined into one int64 key per
row (:func:`combined_key`); uniqueness is a sort. Up to eight candidates the search is
exhaustive, smallest sets first, in candidate order; beyond, greedy then minimised.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

from .cells import encode
from .columns import ColumnProfile


# --------------------------------------------------------------------------- grain
def codes(col: ColumnProfile) -> np.ndarray:
    if col.values is not None:
        v = np.where(np.isfinite(col.values), col.values, -np.inf)
        return np.unique(v, return_inverse=True)[1]
    if col.texts is not None:
        return encode(col.texts)[1]
    arr = col.arr
    return encode(v if ok else None for v, ok in zip(arr.data.tolist(), arr.valid.tolist(), strict=True))[1]


def combined_key(keys: Sequence[np.ndarray]) -> np.ndarray:
    """One int64 code per row for the combination of several code columns (codes ≥ -1):
    mixed arithmetically while the product of cardinalities fits, re-densified when not."""
    out = np.zeros(len(keys[0]) if keys else 0, dtype=np.int64)
    span = 1
    for k in keys:
        card = int(k.max()) + 2 if len(k) else 1
        if span * card >= 1 << 62:
            out = np.unique(out, return_inverse=True)[1].astype(np.int64)
            span = int(out.max()) + 1 if len(out) else 1
        out = out * card + (k.astype(np.int64) + 1)
        span *= card
    return out


def is_unique(keys: Sequence[np.ndarray], rows: int) -> bool:
    if not keys:
        return rows <= 1
    k = np.sort(combined_key(keys))
    return bool((k[1:] != k[:-1]).all())


#: with more key candidates than this the grain is searched greedily (then minimised)
_EXHAUSTIVE = 8


def find_grain(time_key: np.ndarray | None, time_cols: tuple[str, ...],
               candidates: Sequence[tuple[str, np.ndarray]], rows: int) -> tuple[tuple[str, ...], bool]:
    """The smallest set of key columns unique per row (the time axis counts as one, tried
    first), and whether one was found (else every key column, with duplicates)."""
    units: list[tuple[tuple[str, ...], np.ndarray]] = []
    if time_key is not None:
        units.append((time_cols, time_key))
    units += [((n,), k) for n, k in candidates]
    everything = tuple(c for names, _ in units for c in names)
    if len(units) <= _EXHAUSTIVE:
        for size in range(1, len(units) + 1):
            for combo in itertools.combinations(range(len(units)), size):
                if is_unique([units[i][1] for i in combo], rows):
                    return tuple(c for i in combo for c in units[i][0]), True
        return everything, False
    chosen = _greedy_key(units, rows)
    if chosen is None:
        return everything, False
    return tuple(c for i in chosen for c in units[i][0]), True


def distinct(key: np.ndarray) -> int:
    k = np.sort(key)
    return int((k[1:] != k[:-1]).sum()) + 1 if len(k) else 0


def _greedy_key(units, rows: int) -> list[int] | None:
    """Add the unit that tells the most rows apart until the key is unique; then drop any unit
    the key does not need."""
    chosen: list[int] = []
    key = np.zeros(rows, dtype=np.int64)
    while not is_unique([key], rows):
        rest = [i for i in range(len(units)) if i not in chosen]
        if not rest:
            return None
        best = max(rest, key=lambda i: (distinct(combined_key([key, units[i][1]])), -i))
        chosen.append(best)
        key = combined_key([key, units[best][1]])
    for i in list(chosen):
        trial = [j for j in chosen if j != i]
        if trial and is_unique([units[j][1] for j in trial], rows):
            chosen = trial
    return sorted(chosen)



def functional(t: np.ndarray, codes: np.ndarray) -> bool:
    """Is ``codes`` a function of ``t`` (one value per distinct t)?"""
    tk = np.unique(t, return_inverse=True)[1]
    return distinct(combined_key([tk, codes])) == distinct(tk)
