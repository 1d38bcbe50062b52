"""What a reader returns, and the reader signature every source kind implements.

A reader is a pure function ``(path, spec, manifest) -> ReadResult``. It raises
:class:`~noesis.errors.SourceError` (file, line, reason) when the file cannot be parsed
at all; recoverable oddities (a non-numeric cell, a duplicate timestamp, a cue that
overlaps the previous one, a legacy encoding) become ``problems`` and parsing goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import Problem
from ..manifest import Manifest, SourceSpec
from ..model import FactRecord, Series, SpanRecord


@dataclass(frozen=True, eq=False)
class ReadResult:
    spans: tuple[SpanRecord, ...] = ()
    series: tuple[Series, ...] = ()
    facts: tuple[FactRecord, ...] = ()
    problems: tuple[Problem, ...] = ()
    rows: int = 0
    columns: tuple[str, ...] = ()


Reader = Callable[[Path, SourceSpec, Manifest], ReadResult]
