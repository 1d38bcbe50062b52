"""Frozen value types shared by every stage.

Parsed records (``SpanRecord``, ``Series``, ``FactRecord``) are what readers and fact
computation produce, before the store gives them ids; ``Span`` and ``Fact`` are what the
store returns. Positions are floats on the KB's axis (see :mod:`noesis.axis`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import numpy as np

from .errors import Problem
from .relation import Relation

SourceKind = Literal["table", "transcript", "document", "facts"]
SOURCE_KINDS: tuple[str, ...] = ("table", "transcript", "document", "facts")
STATISTICS: tuple[str, ...] = ("max", "min", "mean", "first", "last", "sum", "count")
Origin = Literal["curated", "computed"]


@dataclass(frozen=True)
class SpanRecord:
    """A verbatim unit of text as a reader produced it.

    ``kind`` is ``cue`` (transcript), ``section``/``paragraph`` (document) or ``row``.
    ``start``/``end`` are the interval ``[start, end)`` on the axis, or ``None`` for
    prose with no position. ``section`` is the heading path (``"Cast > Hosts"``).
    """

    ordinal: int
    text: str
    kind: str
    start: float | None = None
    end: float | None = None
    speaker: str | None = None
    section: str | None = None
    line: int | None = None


#: what joins a report row's section path into its entity ("Capital expenditures › Wireless")
PATH_SEPARATOR = " › "


@dataclass(frozen=True, eq=False)
class Series:
    """One metric series of one entity in one table source (positions sorted ascending).

    ``values`` holds NaN where a cell was missing or not numeric.
    """

    metric: str
    entity: str
    unit: str | None
    positions: np.ndarray
    values: np.ndarray

    def __len__(self) -> int:
        return int(self.positions.shape[0])


@dataclass(frozen=True)
class FactRecord:
    """A quad ``(subject, predicate, object, context)`` with typed attributes.

    Computed facts use ``predicate = "<metric> <statistic>"`` (e.g. ``"share max"``),
    ``object`` = the rendered value, ``context`` = the source file name.
    ``positions`` lists every tied position (earliest first); ``position`` is the first.
    """

    subject: str
    predicate: str
    object: str
    context: str = ""
    value: float | None = None
    unit: str | None = None
    position: float | None = None
    positions: tuple[float, ...] = ()
    tie_count: int = 1
    priority: int = 1
    origin: Origin = "curated"
    metric: str | None = None
    statistic: str | None = None
    source: str = ""
    line: int | None = None


@dataclass(frozen=True, eq=False)
class ReadResult:
    """What a reader returns for one file (see :mod:`noesis.ingest.base`)."""

    spans: tuple[SpanRecord, ...] = ()
    series: tuple[Series, ...] = ()
    facts: tuple[FactRecord, ...] = ()
    problems: tuple[Problem, ...] = ()
    rows: int = 0
    columns: tuple[str, ...] = ()
    #: a table's every row under its profiled schema (None for other kinds)
    relation: Relation | None = None
    #: further relations read from the same file, each on its own time (``TableSchema.part``)
    parts: tuple[Relation, ...] = ()


@dataclass(frozen=True, eq=False)
class ParsedSource:
    """Everything one reader produced for one file, ready for the single writer: the file's
    identity, the reader's :class:`ReadResult`, and the facts computed from its series."""

    name: str
    kind: str
    entity: str
    content_hash: str
    read: ReadResult = field(default_factory=ReadResult)
    computed: tuple[FactRecord, ...] = ()

    @property
    def facts(self) -> tuple[FactRecord, ...]:
        """The reader's facts, then the computed ones."""
        return self.read.facts + self.computed


@dataclass(frozen=True)
class SourceInfo:
    """A source as the store knows it."""

    id: int
    name: str
    kind: str
    entity: str
    aliases: tuple[str, ...]
    priority: int
    content_hash: str
    rows: int
    spans: int
    facts: int


@dataclass(frozen=True)
class Span:
    """A stored span."""

    id: int
    source: str
    ordinal: int
    text: str
    kind: str
    start: float | None
    end: float | None
    speaker: str | None = None
    section: str | None = None


@dataclass(frozen=True)
class Fact:
    """A stored fact (quad + attributes + the spans aligned with its position)."""

    id: int
    subject: str
    predicate: str
    object: str
    context: str
    value: float | None
    unit: str | None
    position: float | None
    positions: tuple[float, ...]
    tie_count: int
    priority: int
    origin: str
    metric: str | None
    statistic: str | None
    source: str
    aligned: tuple[int, ...] = field(default=())

    def as_dict(self) -> dict:
        return {
            "subject": self.subject,
            "predicate": self.predicate,
            "object": self.object,
            "context": self.context,
            "value": self.value,
            "unit": self.unit,
            "position": self.position,
            "positions": list(self.positions),
            "tie_count": self.tie_count,
            "priority": self.priority,
            "origin": self.origin,
            "metric": self.metric,
            "statistic": self.statistic,
            "source": self.source,
        }
