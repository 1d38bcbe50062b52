"""A report's text states a table's reading rounded: the report's own figure is the answer's
(docs/design.md §6).

"What is the net deferred tax liability as of December 31, 2019?" reads the row "Net deferred
tax liability" at 2019, $(2,780) millions; the report's paragraph says "Of the $2.8 billion and
$2.4 billion net deferred tax liability at December 31, 2019 and 2018 …". The figure the
report states for that line is $2.8 billion — the reading rounded to the precision the report
chose — and a reader asking the question is answered in the report's words, with the table's
exact reading beside it. A passage states the line when it holds every content word of the
row's label; its figure is the reading's when the reading's size, rounded to the figure's
decimals at the figure's scale, is the figure (a figure of two significant digits or more, so
"$3 billion" rounds nothing), and only one figure of the passages does so.

Pure: a reading, its label and passages in; the stated figure (or None) out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .statedintext import content_words

#: the scales a report's sentence writes after a figure, by their factor
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}

#: a scaled figure in a sentence: "$2.8 billion", "2,780 million", "€1.2bn" is not read
_SCALED = re.compile(r"(?P<cur>[$€£])?\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?"
                     r"(?P<scale>thousand|million|billion)s?\b", re.I)


@dataclass(frozen=True)
class StatedFigure:
    """A figure a passage writes for a reading: as written, its number, its scale word."""

    text: str
    number: float
    decimals: int
    currency: str
    scale: str
    passage: str


def scale_of_unit(unit: str | None) -> str | None:
    """The scale word a stored unit holds ("$ millions" → "million"), or None."""
    low = (unit or "").lower()
    return next((s for s in SCALES if s in low), None)


def _significant(number: str) -> int:
    return len(number.replace(",", "").replace(".", "").lstrip("0"))


def stated_rounded(reading: float, unit: str | None, label: str, passages: Iterable[str]) -> StatedFigure | None:
    """The one figure the passages holding every content word of ``label`` write for
    ``reading`` (in ``unit``) rounded, else None (also when they write the reading itself)."""
    factor = SCALES.get(scale_of_unit(unit) or "", 1.0)
    size = abs(reading) * factor
    want = content_words(label)
    found: dict[tuple[float, str], StatedFigure] = {}
    for passage in passages:
        if not want or not want <= content_words(passage):
            continue
        for m in _SCALED.finditer(passage):
            digits = m["num"].replace(",", "")
            decimals = len(digits.split(".")[1]) if "." in digits else 0
            scale = m["scale"].lower()
            number = float(digits)
            if abs(number * SCALES[scale] - size) < 1e-9:
                return None  # the text states the reading itself: the table's figure is the report's
            if _significant(m["num"]) < 2:
                continue  # too coarse to be the reading's
            if round(size / SCALES[scale], decimals) == number:
                found.setdefault((number, scale), StatedFigure(m.group(0).strip(), number, decimals,
                                                              m["cur"] or "", scale, passage))
    return next(iter(found.values())) if len(found) == 1 else None
