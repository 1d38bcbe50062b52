"""What a reader returns, and the reader signature every source kind implements.

A reader is a pure function ``(path, spec, manifest) -> ReadResult``. It raises
:class:`~noesis.errors.SourceError` (file, line, reason) when the file cannot be parsed
at all; recoverable oddities (a non-numeric cell, a duplicate timestamp, a cue that
overlaps the previous one, a legacy encoding) become ``problems`` and parsing goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..manifest import Manifest, SourceSpec
from ..model import ReadResult

Reader = Callable[[Path, SourceSpec, Manifest], ReadResult]

__all__ = ["ReadResult", "Reader"]
