"""A source never shrinks to nothing by accident.

A re-export that comes out empty — a 0-byte, whitespace-only or BOM-only file, a CSV with
only its header, a file whose every row is bad — parses "successfully" into nothing, and
replacing the source by it would delete good facts and spans. :func:`shrink_of` compares
a source's new parse with what the KB holds for it:

* nothing left of a source that had content → ``emptied``: the ingest keeps the previous
  version and reports it (``--strict`` fails); removal is explicit (delete the file or
  ``noesis ingest --remove FILE``);
* more than ``limit`` of its rows, spans or facts lost → reported, and refused under
  ``--strict`` (the manifest's ``[kb] shrink_limit``, default 0.5);
* a metric the KB held from it with no value left (:func:`measures_lost`) → reported, and
  refused under ``--strict``, whatever the counts say.

A source whose file is gone (deleted, or left out by ``exclude``) is removed and reported
with what the KB held from it (:func:`removal_of`); ``--strict`` refuses that unless the
removal is explicit (``--remove FILE``, ``--allow-removal``), and no ingest empties a KB
of all its sources without ``--allow-removal``.
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


@dataclass(frozen=True)
class MeasureLost(Shrink):
    """Metrics the KB held from a source that its new version gives no value of (a column
    gone, or every cell of it NaN): a shrink, written but reported, refused under
    ``--strict``. ``lost`` names them."""

    lost: tuple[str, ...] = ()


def measures_lost(before: frozenset[str], parsed: ParsedSource) -> MeasureLost | None:
    """The metrics of ``before`` (what the KB held from this source) with no series left in
    ``parsed``, if any."""
    after = {s.metric for s in parsed.read.series}
    gone = tuple(sorted(before - after))
    if not gone:
        return None
    names = ", ".join(repr(m) for m in gone[:5]) + (f" and {len(gone) - 5} more" if len(gone) > 5 else "")
    return MeasureLost(parsed.name, None,
                       f"lost {len(gone)} of its {len(before)} metric(s): {names} had values in the KB "
                       "and have none in the new version (the column is gone or every cell of it is "
                       "empty or unreadable); --strict refuses this",
                       measure="metrics", before=len(before), after=len(before) - len(gone), lost=gone)


@dataclass(frozen=True)
class Removal(Problem):
    """A source the ingest removes, with what the KB held from it. ``explicit``: named by
    ``--remove`` (or allowed by ``--allow-removal``); otherwise its file is gone from the
    folder (deleted, or left out by ``[kb] exclude``), which ``--strict`` refuses."""

    rows: int = 0
    spans: int = 0
    facts: int = 0
    explicit: bool = False


def removal_of(info: SourceInfo, asked: str | None, still_there: bool) -> Removal:
    """The report of removing ``info``: why (``asked``: the option that asks for it,
    ``--remove`` or ``--allow-removal``; else excluded or deleted) and its counts."""
    explicit = asked is not None
    why = (f"{'named by' if asked == '--remove' else 'allowed by'} {asked}" if explicit else
           "its file is left out of the folder's sources ([kb] exclude, or an extension no reader knows)"
           if still_there else "its file is no longer in the folder")
    held = f"{info.rows} row(s), {info.spans} span(s), {info.facts} fact(s)"
    hint = "" if explicit else (
        "; under --strict this is refused: pass --allow-removal (or --remove FILE) to remove it")
    return Removal(info.name, None, f"removed ({why}); the KB held {held} from it{hint}",
                   rows=info.rows, spans=info.spans, facts=info.facts, explicit=explicit)
