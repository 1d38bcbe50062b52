"""Deterministic computations at query time, from facts and series only.

* the difference and ratio between two entities' values of the same metric and
  statistic, with the arithmetic shown (decimal arithmetic on the values exactly as
  stored, so 37.5 − 36.5 is 1.0, never 0.9999999);
* the value of a series at an addressed position, or its extremes inside an addressed
  window.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

import numpy as np

from ..axis import format_number
from ..context.sentences import STAT_WORDS, cite, position_phrase, with_unit
from ..manifest import AxisSpec
from ..model import Fact, Series
from .addresses import Window


@dataclass(frozen=True)
class Computation:
    kind: str  # difference | value_at | window
    text: str
    kb: str
    sources: tuple[str, ...]
    inputs: tuple[int, ...] = ()  # fact ids


def _decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except (InvalidOperation, ValueError):
        return None


def _fmt(d: Decimal) -> str:
    return format(d, "f")


RATIO_WORDS = re.compile(r"\b(ratio|times|fold|twice|double|triple|multiple|proportion|relative)\b", re.I)


def asks_ratio(question: str) -> bool:
    """Whether a comparison question asks for a ratio rather than a difference."""
    return bool(RATIO_WORDS.search(question))


def difference(a: Fact, b: Fact, kb: str, *, ratio: bool = False) -> Computation | None:
    """``a`` vs ``b`` (same metric and statistic); the larger is named first.

    The ratio is written only when asked for (``ratio=True``): measured on Qwen2.5-0.5B,
    "how much higher" with both figures in the sentence was answered with the ratio, the
    last number written."""
    da, db = _decimal(a.object), _decimal(b.object)
    if da is None or db is None:
        return None
    if db > da:
        a, b, da, db = b, a, db, da
    diff = da - db
    unit = a.unit
    unit_words = ("percentage point" if diff == 1 else "percentage points") if unit == "%" else (unit or "")
    stat = STAT_WORDS.get(a.statistic or "", a.statistic or "")
    what = f"{stat} {a.metric}"
    if diff == 0:
        head = f"{a.subject} and {b.subject} have the same {what} ({with_unit(a.object, unit)})"
    else:
        head = (
            f"{a.subject}'s {what} ({with_unit(a.object, unit)}) is higher than {b.subject}'s "
            f"({with_unit(b.object, unit)}) by {_fmt(diff)} {unit_words} ({a.object} − {b.object} = {_fmt(diff)})"
        ).replace("  ", " ")
    times = ""
    if ratio and db != 0:
        times = f"; ratio {a.object} / {b.object} = {format_number(round(float(da / db), 4))}"
    text = f"{head}{times} {cite(a.source)} {cite(b.source)}."
    return Computation("difference", text, kb, (a.source, b.source), (a.id, b.id))


def ranking(facts: Sequence[tuple[str, Fact]]) -> Computation | None:
    """Every entity's value of one statistic of one metric, best first, and the winner(s).

    For a superlative with no named entity ("which programme had the highest share?"):
    the comparison a small model gets wrong (measured: Qwen2.5-0.5B named the third of four
    peaks) is made here, across every routed KB. ``facts`` are ``(kb, fact)`` pairs of one
    metric and one statistic (``max`` ranks highest first, ``min`` lowest first)."""
    vals = [(kb, f, _decimal(f.object)) for kb, f in facts]
    vals = [(kb, f, d) for kb, f, d in vals if d is not None]
    if len(vals) < 2:
        return None
    stat = vals[0][1].statistic
    if stat not in ("max", "min") or any(f.statistic != stat or f.metric != vals[0][1].metric for _k, f, _d in vals):
        return None
    highest = stat == "max"
    vals.sort(key=lambda x: (-x[2] if highest else x[2], x[1].subject))
    best = vals[0][2]
    winners = [(kb, f) for kb, f, d in vals if d == best]
    first = vals[0][1]
    what = f"{STAT_WORDS.get(stat, stat)} {first.metric}"
    order = ", ".join(f"{f.subject} {with_unit(f.object, f.unit)}" for _k, f, _d in vals)
    word = "highest" if highest else "lowest"
    names = " and ".join(f"{f.subject}'s" for _k, f in winners)
    text = (f"Ranked by {what}, {word} first: {order}. The {word} is {names} "
            f"{with_unit(first.object, first.unit)} {' '.join(cite(f.source) for _k, f in winners)}.")
    return Computation("ranking", text, winners[0][0], tuple(f.source for _k, f in winners),
                       tuple(f.id for _k, f, _d in vals))


def value_at(series: Series, source: str, window: Window, axis: AxisSpec, kb: str) -> Computation | None:
    pos, vals = series.positions, series.values
    if window.kind == "point":
        i = int(np.searchsorted(pos, window.start))
        if i < len(pos) and pos[i] == window.start and not np.isnan(vals[i]):
            where = position_phrase(axis, window.start)
            text = (f"{series.entity}: the {series.metric} at {where} was "
                    f"{with_unit(format_number(float(vals[i])), series.unit)} {cite(source, where)}.")
            return Computation("value_at", text, kb, (source,))
        return None
    lo, hi = int(np.searchsorted(pos, window.start, "left")), int(np.searchsorted(pos, window.end, "right"))
    v, p = vals[lo:hi], pos[lo:hi]
    ok = ~np.isnan(v)
    if not ok.any():
        return None
    v, p = v[ok], p[ok]
    imax, imin = int(np.argmax(v)), int(np.argmin(v))
    span = f"between {position_phrase(axis, window.start)} and {position_phrase(axis, window.end)}"
    text = (
        f"{series.entity}: {span} the {series.metric} ranged from "
        f"{with_unit(format_number(float(v[imin])), series.unit)} at {position_phrase(axis, float(p[imin]))} to "
        f"{with_unit(format_number(float(v[imax])), series.unit)} at {position_phrase(axis, float(p[imax]))} "
        f"({len(v)} readings) {cite(source, span)}."
    )
    return Computation("window", text, kb, (source,))
