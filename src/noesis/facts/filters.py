"""Why ``noesis facts --metric …`` found nothing: a name the KB does not hold, said so.

An empty list is the right answer when every filter names something the KB holds and
their combination matches nothing; it is a misleading one when a filter is misspelled.
:func:`check_filters` runs only after a filtered query came back empty and raises
:class:`~noesis.errors.UnknownNameError` (with "did you mean") for the first filter whose
value the KB does not hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import UnknownNameError
from ..model import STATISTICS, Fact
from ..suggest import unknown_name


def _sorted_unique(values: list[str]) -> list[str]:
    return sorted(dict.fromkeys(v for v in values if v), key=str.casefold)


def check_filters(kb: str, facts: Sequence[Fact], sources: Sequence[str], *, entity: str | None = None,
                  metric: str | None = None, statistic: str | None = None,
                  source: str | None = None) -> None:
    """Raise for a filter value absent from ``facts`` (every fact of the KB) or ``sources``."""
    if statistic is not None and statistic not in STATISTICS:
        raise UnknownNameError("--statistic: " + unknown_name("statistic", statistic, STATISTICS))
    metrics = _sorted_unique([f.metric or "" for f in facts])
    if metric is not None and metric not in metrics:
        raise UnknownNameError("--metric: " + unknown_name("metric", metric, metrics, kb))
    # a metric fact's object is its value; a curated quad's object is a name
    entities = _sorted_unique([n for f in facts for n in (f.subject, f.object if f.metric is None else "")])
    if entity is not None and entity.casefold() not in {e.casefold() for e in entities}:
        raise UnknownNameError("--entity: " + unknown_name("entity", entity, entities, kb, "entities"))
    if source is not None and source not in sources:
        raise UnknownNameError("--source: " + unknown_name("source", source, list(sources), kb))
