"""Response models of the page's exploring routes (:mod:`.explore`): example questions built
from a mesh's inventory, the readings of one series for a chart, and what a citation cites
(the rows of a table source or the passages of a text source in the cited window).

Positions are the KB's stored numbers (``position``, for drawing) beside their text in the
axis's own form (``label``: ``2009-03-01``, ``02:26``), so a client never shows a day number.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class AxisOut(BaseModel):
    name: str
    kind: str = Field(description="number | clock | ordinal | date | datetime")
    unit: str | None = None


class ExampleQuestion(BaseModel):
    kb: str
    question: str
    kind: Literal["peak", "low", "in_window", "value_at", "compare"] = Field(
        description="the rule it was built by: highest/lowest reading, highest in a window (a month or year), "
                    "the reading at a moment, two peaks compared")
    source: str
    entity: str
    metric: str


class ExampleList(BaseModel):
    """``GET /v1/examples``."""

    questions: list[ExampleQuestion]


class Point(BaseModel):
    position: float = Field(description="the stored position on the KB's axis")
    label: str = Field(description="the position in the axis's own form")
    value: float


class SeriesOut(BaseModel):
    """``GET /v1/series``: the readings of one (kb, source, entity, metric) series."""

    kb: str
    source: str
    entity: str
    metric: str
    unit: str | None = None
    axis: AxisOut
    count: int = Field(description="readings in the series (finite values)")
    points: list[Point] = Field(description="the readings, in axis order; at most `max_points`")
    downsampled: bool = Field(description="true when `count` > `max_points`: then `points` keeps, per bucket of "
                                          "consecutive readings, its lowest and highest (and the first and last "
                                          "reading), so the peak and the low are always drawn")
    max_points: int
    peak: Point | None = Field(description="the highest reading of the whole series (the first, when tied)")
    low: Point | None = Field(description="the lowest reading of the whole series (the first, when tied)")


class CitedRow(BaseModel):
    line: int = Field(description="the row's line in the source file (the header is line 1)")
    position: float | None = None
    label: str | None = Field(None, description="the row's position in the axis's own form")
    values: list[str | float | None] = Field(description="the row's cells, in `columns` order after line and time")
    cited: bool = Field(description="true for a row inside the cited window (false: a neighbour shown for context)")


class CitedPassage(BaseModel):
    id: int
    ordinal: int
    text: str
    kind: str
    start: float | None = None
    end: float | None = None
    label: str | None = Field(None, description="start–end in the axis's own form")
    speaker: str | None = None
    section: str | None = None
    cited: bool


class CitationOpen(BaseModel):
    """``GET /v1/cite``: what a citation's source holds in its window."""

    kb: str
    source: str
    kind: Literal["rows", "passages"]
    axis: AxisOut
    window: str | None = Field(description="the window as the citation wrote it, or null")
    start: float | None = Field(description="the window on the axis (null: the source's first rows/passages)")
    end: float | None = None
    window_label: str | None = Field(None, description="the window in the axis's own form")
    columns: list[str] = Field(description="for rows: the cell names after line and time")
    time_column: str | None = Field(None, description="for rows: the name of the time column(s)")
    rows: list[CitedRow]
    passages: list[CitedPassage]
    truncated: bool = Field(description="true when more rows/passages lie in the window than `limit`")
