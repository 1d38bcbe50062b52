"""One exception tree for the whole engine.

Every error says what was wrong, where, and what to do; the CLI prints ``str(error)``
as one line and exits non-zero, the HTTP layer maps the class to a status code.

::

    NoesisError
    ├── ManifestError          noesis.toml does not validate (every problem listed)
    ├── SourceError            one source file cannot be parsed (file, line, reason)
    ├── IngestError            the ingest as a whole failed (e.g. --strict with problems)
    ├── StoreError             the KB file is missing, not a KB, or from a newer schema
    │   └── KBNotFoundError    a KB path or name that does not exist
    ├── QueryError             a question or request that cannot be served as given
    │   └── UnknownNameError   a source, entity or KB name that is not in the inventory
    └── BackendError           a model / embedder backend failed (timeout, refused …)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


class NoesisError(Exception):
    """Base of every error Noēsis raises on purpose."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input: where it is and what is wrong with it."""

    file: str
    line: int | None
    reason: str
    key: str | None = None

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
        if self.key:
            where += f" [{self.key}]"
        return f"{where}: {self.reason}"


class ManifestError(NoesisError):
    """The manifest does not validate; ``problems`` lists every problem found."""

    def __init__(self, problems: Sequence[Problem]):
        self.problems = tuple(problems)
        lines = "; ".join(str(p) for p in self.problems)
        super().__init__(
            f"invalid manifest ({len(self.problems)} problem(s)): {lines}. "
            "Fix noesis.toml and ingest again; nothing was written."
        )


class SourceError(NoesisError):
    """A source file cannot be parsed."""

    def __init__(self, file: str, line: int | None, reason: str):
        self.problem = Problem(file, line, reason)
        super().__init__(str(self.problem))


class IngestError(NoesisError):
    """The ingest as a whole could not be completed."""

    def __init__(self, message: str, problems: Sequence[Problem] = ()):
        self.problems = tuple(problems)
        super().__init__(message)


class StoreError(NoesisError):
    """The knowledge-base file cannot be used."""


class KBNotFoundError(StoreError):
    """A KB path that does not exist."""


class QueryError(NoesisError):
    """A question or request that cannot be served as given."""


class UnknownNameError(QueryError):
    """A name (source, entity, KB) that is not in the inventory."""


class BackendError(NoesisError):
    """A model or embedder backend failed."""
