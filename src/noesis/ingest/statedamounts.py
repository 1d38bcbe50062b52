"""The scale a report's paragraphs show for a table's own figures (docs/design.md §2).

A table that states no unit anywhere (caption, header, unit rows, a sentence "in
thousands") may still be read against the report's text: when a paragraph states an amount
with its scale ("a $43 million tax benefit", or none: "$418,000") and that amount is one of the table's cells at
one scale ("Enacted rate change | (42,973)" read in thousands, rounded as the paragraph
rounds), the paragraph says what the table's numbers are counted in. Every such match must
point at the same scale — a cell that the text states unscaled ("$418,000" beside a cell
418,000) is a match at no scale and vetoes the others — and the stated amount must carry at
least :data:`MIN_SIGNIFICANT` significant digits, so a round "$5 million" never decides.

Pure: cell strings and text in, a unit string (``"$ thousands"``, ``"millions"``) or None out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from .tablecells import parse_cell

#: the scales a table's cells may be counted in, by the factor to the stated amount
TABLE_SCALES: tuple[tuple[str, float], ...] = (("", 1.0), ("thousands", 1e3), ("millions", 1e6), ("billions", 1e9))
_WORD_FACTOR = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
#: the significant digits a stated amount needs to decide a scale ("$43 million": 2)
MIN_SIGNIFICANT = 2
#: an amount written without a scale counts from this size ("$418,000", never "$2.45")
UNSCALED_MIN = 1000.0
#: "$43 million", "€ 1.2 billion", "$148.6 million": a currency sign, a number, a scale word
#: (or none: "$418,000" is an amount at no scale)
_AMOUNT_RE = re.compile(r"(?P<cur>[$€£])\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*"
                        r"(?P<scale>thousand|million|billion)?s?\b", re.I)


def stated_amounts(text: str) -> list[tuple[float, float, str]]:
    """Each scaled amount the text states: (amount, the half-width its rounding leaves,
    currency), for amounts of :data:`MIN_SIGNIFICANT` significant digits or more."""
    out = []
    for m in _AMOUNT_RE.finditer(text):
        digits = m["num"].replace(",", "")
        decimals = len(digits.split(".")[1]) if "." in digits else 0
        if _significant(digits) < MIN_SIGNIFICANT:
            continue
        factor = _WORD_FACTOR[m["scale"].lower()] if m["scale"] else 1.0
        if factor == 1.0 and float(digits) < UNSCALED_MIN:
            continue  # "$2.45 per share": a per-share figure, unscaled in any table
        out.append((float(digits) * factor, factor / 10 ** decimals / 2, m["cur"]))
    return out


def _significant(digits: str) -> int:
    """Significant digits as written: "43" 2, "40" 1, "148.6" 4, "0.418" 3."""
    whole, _, decimals = digits.partition(".")
    return len((whole + decimals).lstrip("0")) if decimals else len(whole.strip("0"))


def _cell_values(body: Sequence[Sequence[str]]) -> set[float]:
    values = set()
    for row in body:
        for text in row[1:]:
            cell = parse_cell(text)
            if not math.isnan(cell.value) and not cell.percent and abs(cell.value) >= 1:
                values.add(abs(cell.value))
    return values


def scale_of_stated_amounts(body: Sequence[Sequence[str]], text: str) -> str | None:
    """The one scale at which the table's cells are the amounts the text states (see the
    module doc), with the text's currency when its amounts share one; else None."""
    amounts = stated_amounts(text)
    if not amounts:
        return None
    values = _cell_values(body)
    scales, currencies = set(), set()
    for amount, half, currency in amounts:
        for name, factor in TABLE_SCALES:
            if any(abs(v * factor - amount) <= half for v in values):
                scales.add(name)
                currencies.add(currency)
    if len(scales) != 1 or "" in scales:
        return None
    scale = scales.pop()
    return f"{currencies.pop()} {scale}" if len(currencies) == 1 else scale
