"""A statistic of one named row over all its readings, the question naming no period
(issue 27): "What is the average Interest expense?" over a report table whose row
*Interest expense* holds 2019 and 2018.

The row's implied metric (:mod:`noesis.answer.implied`) names the series; its whole-series
Priority-1 fact for the statistic is the answer — only when

* the question asks exactly one statistic, and asks it with a word that is not a word of
  the row's name ("the weighted average exercise price" names a row, it asks no mean:
  :func:`statistic_outside_names`);
* the row has a reading at every position its table has (:func:`row_complete`): a mean over
  the two of a table's three years that are filled is not "the average X" of that table
  (a document's table; a data file's series is whole by itself: :func:`whole_row_statistic_allowed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..lang import Language
from ..text import fold
from ..vocabulary import resolve_vocabulary


@dataclass(frozen=True)
class RowReadings:
    """How many positions a row has readings at, beside the most any row of its source has."""

    entity: str
    read: int
    widest: int
    missing: int  # cells of the row that hold no number

    @property
    def complete(self) -> bool:
        return self.read > 1 and self.missing == 0 and self.read == self.widest


def row_readings(store, source: str, entity: str, metric: str) -> RowReadings | None:
    """The row's reading counts from ``store`` (its series API), or None when it holds no series."""
    found = store.series(source=source)
    widest = max((len(s) for _src, s in found), default=0)
    mine = [s for _src, s in found if fold(s.entity) == fold(entity) and s.metric == metric]
    if len(mine) != 1:
        return None
    values = np.asarray(mine[0].values, dtype=float)
    return RowReadings(entity, int(len(mine[0])), widest, int(np.isnan(values).sum()))


def row_complete(readings: RowReadings | None) -> bool:
    """A whole-row statistic is the table's: every position of the table read in the row."""
    return readings is not None and readings.complete


def whole_row_statistic_allowed(inv, source: str, entity: str, metric: str) -> bool:
    """A whole-series mean or sum answers "the average X" of a document's table only when the
    row is read at every position (:func:`row_complete`; the widest row of the document is the
    table's width, so a document of two tables of unlike widths refuses: never a guess). A
    data file's series (a CSV) is a series in its own right: its whole-series facts stand."""
    info = inv.sources.get(source)
    if info is None or info.kind != "document":
        return True
    return row_complete(row_readings(inv.kb.store, source, entity, metric))


def statistic_outside_names(question: str, names: Sequence[str], language: Language) -> tuple[str, ...]:
    """The statistics the question asks with words outside ``names`` (the matched row names as
    the question wrote them): each name is cut from the question before its words are read."""
    rest = question
    for n in sorted(names, key=len, reverse=True):
        if n:
            idx = fold(rest).find(fold(n))
            if idx >= 0 and len(fold(rest)) == len(rest):
                rest = rest[:idx] + " , " + rest[idx + len(n):]
            else:
                rest = rest.replace(n, " , ")
    return resolve_vocabulary(rest, (), {}, language=language).statistics
