"""The resolved manifest: the typed specs every stage reads (no parsing here).

Kept apart from :mod:`noesis.manifest` (which validates ``noesis.toml`` with pydantic) so
the question path can name an axis or a metric without importing the parser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_STATS = ("max", "min", "mean")


@dataclass(frozen=True)
class AxisSpec:
    name: str = "position"
    kind: str = "number"
    unit: str | None = None
    tolerance: float | None = None
    step: float | None = None
    date_order: str | None = None  # "dmy" | "mdy" | None (undeclared: ambiguous reads are reported)
    format: str | None = None  # how tables write the axis (see noesis.ingest.axisformats)
    #: on a year axis, the day each year ends on, "MM-DD" (a report's "October 31," above its
    #: year columns): a date on that day names its year ("as of October 31, 2019" → 2019)
    period_end: str | None = None


@dataclass(frozen=True)
class MetricSpec:
    name: str
    unit: str | None = None
    aliases: tuple[str, ...] = ()
    stats: tuple[str, ...] = DEFAULT_STATS
    column: str | None = None
    additivity: str | None = None  # "flow" | "level" | None (inferred from the name)

    @property
    def column_name(self) -> str:
        return self.column or self.name


@dataclass(frozen=True)
class WideSpec:
    """``[source.wide]``: the member columns read as one ``measure`` over ``dimension``."""

    dimension: str
    measure: str = "value"
    columns: tuple[str, ...] | None = None


@dataclass(frozen=True)
class SourceSpec:
    file: str
    kind: str
    format: str
    entity: str | None
    aliases: tuple[str, ...] = ()
    position: str | None = None
    entity_column: str | None = None
    #: ``(entity-column value, its aliases)`` pairs, sorted by value
    entity_aliases: tuple[tuple[str, tuple[str, ...]], ...] = ()
    metrics: tuple[str, ...] | None = None
    priority: int = 1
    encoding: str | None = None
    delimiter: str | None = None
    position_format: str | None = None  # declared, or detected by noesis.ingest.defaults
    orientation: str = "long"  # "long" | "wide" (tables only; see noesis.ingest.doctables)
    time: tuple[str, ...] = ()  # the time axis composed from these columns
    no_time: bool = False  # ``time = []``: the table has no time axis (declared)
    dimensions: tuple[str, ...] | None = None  # every dimension column, when declared
    wide: WideSpec | None = None  # one measure over the member columns
    units: tuple[tuple[str, str], ...] = ()  # (measure column, unit)
    additivity: tuple[tuple[str, str], ...] = ()  # (measure column, flow | level)

    @property
    def name(self) -> str:
        return self.file


@dataclass(frozen=True)
class Manifest:
    root: Path
    name: str
    language: str = "en"
    description: str = ""
    axis: AxisSpec = field(default_factory=AxisSpec)
    metrics: tuple[MetricSpec, ...] = ()
    sources: tuple[SourceSpec, ...] = ()
    vocabulary: tuple[tuple[str, tuple[str, ...]], ...] = ()
    declared: bool = False
    embedder: str | None = None
    #: the ``[axis]`` keys the manifest sets (the others are defaults the ingest may infer)
    axis_declared: frozenset[str] = frozenset()
    #: files left out because no reader knows their extension (reported by the ingest)
    skipped: tuple[str, ...] = ()
    #: the files the manifest lists in ``[[source]]`` (the others take every default)
    listed: frozenset[str] = frozenset()
    #: follow symbolic links inside the KB folder (``[kb] follow_symlinks``)
    follow_symlinks: bool = False
    #: the share of a source's rows, spans or facts a re-ingest may lose before it is
    #: reported (and refused under ``--strict``; ``[kb] shrink_limit``)
    shrink_limit: float = 0.5
    #: ``[kb] shrink_limit`` is declared: a table may then lose that share of its rows under
    #: ``--strict`` (undeclared, any row a table loses is refused)
    shrink_declared: bool = False

    def metric(self, name: str) -> MetricSpec | None:
        return next((m for m in self.metrics if m.name == name), None)

    def source(self, file: str) -> SourceSpec | None:
        return next((s for s in self.sources if s.file == file), None)

    def words(self, key: str) -> tuple[str, ...]:
        return dict(self.vocabulary).get(key, ())

    @property
    def value_words(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """``[vocabulary]`` with each source's ``entity_aliases`` added under their values: an
        alias declared for a value of the entity column ("Japan" for ``JPN``) is a word for that
        value wherever the question says it, as a ``[vocabulary]`` entry for it is."""
        merged = {k: list(v) for k, v in self.vocabulary}
        for s in self.sources:
            for value, aliases in s.entity_aliases:
                merged.setdefault(value, [])
                merged[value] += [a for a in aliases if a not in merged[value]]
        return tuple(sorted((k, tuple(v)) for k, v in merged.items()))
