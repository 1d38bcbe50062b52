"""A source never shrinks to nothing by accident.

A re-export that comes out empty — a 0-byte, whitespace-only or BOM-only file, a CSV with
only its header, a file whose every row is bad — parses "successfully" into nothing, and
replacing the source by it would delete good facts and spans. :func:`shrink_of` compares
a source's new parse with what the KB holds for it:

* nothing left of a source that had content → ``emptied``: the ingest keeps the previous
  version and reports it (``--strict`` fails); removal is explicit (delete the file or
  ``noesis ingest --remove FILE``);
* more than ``limit`` of its rows, spans or facts lost → reported, and refused under
  ``--strict`` (the manifest's ``[kb] shrink_limit``, default 0.5).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import Problem
from ..model import ParsedSource, SourceInfo
from .tables import RowLoss

#: the share of a source's rows, spans or facts a re-ingest may lose before it is reported
DEFAULT_SHRINK_LIMIT = 0.5


@dataclass(frozen=True)
class Shrink(Problem):
    """A source's new version holds ``after`` of the ``before`` rows/spans/facts it had;
    ``emptied``: no span and no fact is left (rows alone, every one unreadable, are not
    content)."""

    measure: str = ""
    before: int = 0
    after: int = 0
    emptied: bool = False

    @property
    def share(self) -> float:
        return 1 - self.after / self.before if self.before else 0.0


def _measures(previous: SourceInfo, parsed: ParsedSource) -> list[tuple[str, int, int]]:
    return [
        ("rows", previous.rows, parsed.read.rows),
        ("spans", previous.spans, len(parsed.read.spans)),
        ("facts", previous.facts, len(parsed.facts)),
    ]


@dataclass(frozen=True)
class TableRowsLost(RowLoss):
    """A table's new version has fewer rows (``lost`` of the ``total`` the KB held): LOST
    ROWS in the summary; refused under ``--strict`` when more than ``allowed`` of them (0
    unless ``[kb] shrink_limit`` is declared)."""

    allowed: float = 0.0

    @property
    def loud(self) -> bool:
        return self.share > self.allowed

    @property
    def reason_is_own(self) -> bool:
        return True


def rows_lost(previous: SourceInfo | None, parsed: ParsedSource, allowed: float = 0.0) -> TableRowsLost | None:
    """A table re-ingested with fewer rows than before (any number): said with counts."""
    if previous is None or parsed.kind != "table" or parsed.read.rows >= previous.rows:
        return None
    before, after = previous.rows, parsed.read.rows
    share = (before - after) / before
    verdict = ("--strict refuses this" if share > allowed else
               f"within the declared shrink_limit {100 * allowed:.0f} %")
    return TableRowsLost(parsed.name, None,
                         f"the new version has {after} row(s), the KB held {before}: "
                         f"{before - after} row(s) lost ({100 * share:.1f} %); {verdict}",
                         lost=before - after, total=before, allowed=allowed)


def shrink_of(previous: SourceInfo | None, parsed: ParsedSource, limit: float) -> Shrink | None:
    """The shrink to report for ``parsed`` against the KB's ``previous`` version, if any."""
    if previous is None:
        return None
    had = [(m, b, a) for m, b, a in _measures(previous, parsed) if b > 0]
    content = [(m, b, a) for m, b, a in had if m != "rows"]
    if content and all(a == 0 for _m, _b, a in content):
        m, before, _ = max(content, key=lambda x: x[1])
        return Shrink(parsed.name, None,
                      f"the new version holds nothing (the KB has {before} {m} from it); kept the "
                      "previous version. To remove the source, delete the file or run "
                      f"`noesis ingest --remove {parsed.name}`",
                      measure=m, before=before, after=0, emptied=True)
    if not had:
        return None
    m, before, after = max(had, key=lambda x: 1 - x[2] / x[1])
    lost = 1 - after / before
    if lost <= limit:
        return None
    return Shrink(parsed.name, None,
                  f"lost {before - after} of its {before} {m} ({100 * lost:.0f} %, more than the "
                  f"shrink_limit {100 * limit:.0f} %); --strict refuses this",
                  measure=m, before=before, after=after)
