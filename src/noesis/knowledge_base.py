"""``KnowledgeBase``: one ingested KB file, the library's entry point for the producer plane."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .axis import describe_position
from .model import Fact, SourceInfo, Span
from .specs import AxisSpec, MetricSpec
from .store.address import open_store
from .store.protocol import KBStoreProtocol

if TYPE_CHECKING:  # the ingest stack (readers, pyarrow, parsers) loads on first ingest only
    from .ingest.pipeline import IngestReport, Progress


class KnowledgeBase:
    """A KB file opened for reading. Create one with :meth:`ingest` or :meth:`open`."""

    def __init__(self, store: KBStoreProtocol, report: IngestReport | None = None):
        self.store = store
        self.report = report

    @classmethod
    def open(cls, path: str | Path) -> KnowledgeBase:
        """A KB file, or a ``postgresql://HOST/DB#KB`` address (:mod:`noesis.store.address`)."""
        return cls(open_store(path))

    @classmethod
    def ingest(
        cls,
        folder: str | Path,
        path: str | Path,
        *,
        strict: bool = False,
        workers: int | None = None,
        progress: Progress | None = None,
        embedder: str | None = None,
        dense: str = "auto",
        remove: Sequence[str] = (),
        allow_removal: bool = False,
    ) -> KnowledgeBase:
        from .ingest.pipeline import ingest

        report = ingest(folder, path, strict=strict, workers=workers, progress=progress,
                        embedder=embedder, dense=dense, remove=remove, allow_removal=allow_removal)
        return cls(open_store(path), report)

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> KnowledgeBase:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------ what it holds
    @property
    def name(self) -> str:
        return (self.store.get_meta("kb") or {}).get("name", Path(self.store.path).stem)

    @property
    def language(self) -> str:
        return (self.store.get_meta("kb") or {}).get("language", "en")

    @property
    def description(self) -> str:
        return (self.store.get_meta("kb") or {}).get("description", "")

    @property
    def axis(self) -> AxisSpec:
        return AxisSpec(**(self.store.get_meta("axis") or {}))

    @property
    def metrics(self) -> tuple[MetricSpec, ...]:
        return tuple(
            MetricSpec(m["name"], m["unit"], tuple(m["aliases"]), tuple(m["stats"]), m["column"])
            for m in self.store.get_meta("metrics") or []
        )

    @property
    def vocabulary(self) -> dict[str, tuple[str, ...]]:
        return {k: tuple(v) for k, v in (self.store.get_meta("vocabulary") or {}).items()}

    def sources(self) -> list[SourceInfo]:
        return self.store.sources()

    def facts(
        self,
        *,
        entity: str | None = None,
        metric: str | None = None,
        statistic: str | None = None,
        priority: int | None = None,
        source: str | None = None,
    ) -> list[Fact]:
        return self.store.facts(
            entity=entity, metric=metric, statistic=statistic, priority=priority, source=source
        )

    def spans(self, ids: Sequence[int]) -> list[Span]:
        return self.store.spans_by_id(ids)

    def describe(self, position: float | None) -> str:
        axis = self.axis
        return describe_position(position, axis.name, axis.kind)

    def info(self) -> dict:
        axis = self.axis
        return {
            "path": self.store.path,
            "name": self.name,
            "language": self.language,
            "description": self.description,
            "axis": {"name": axis.name, "kind": axis.kind, "unit": axis.unit},
            "position_formats": dict(self.store.get_meta("position_formats") or {}),
            "metrics": [
                {"name": m.name, "unit": m.unit, "aliases": list(m.aliases), "stats": list(m.stats)}
                for m in self.metrics
            ],
            "sources": [
                {"name": s.name, "kind": s.kind, "entity": s.entity, "aliases": list(s.aliases),
                 "priority": s.priority, "rows": s.rows, "spans": s.spans, "facts": s.facts}
                for s in self.sources()
            ],
            "tables": [
                {"source": name, "rows_read": read, "rows_stored": stored, **schema.to_json()}
                for name, schema, read, stored in self.store.relation_schemas()
            ],
            "counts": self.store.counts(),
        }
