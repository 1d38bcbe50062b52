"""Mesh routing: which KBs (and which of their sources) a question is about.

1. **Hard scope.** A follow-up inherits the previous answer's cited sources; named
   sources (file names, stems, owner aliases, declared entities) and named KBs commit
   the route to the KBs that own them.
2. **Sustained activation.** Otherwise a KB is routed only when its signals cover at
   least ``MIN_REGIONS`` distinct regions (sources) — or holds a series of a metric the
   question names (the KB's own vocabulary, never incidental): sources about or mentioning an
   anchored entity, fact files whose subject it is, tables holding a named metric. One
   incidental match never routes a KB.
3. **No signal.** Every KB is eligible.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..text import fold
from .conversation import FollowUp
from .inventory import KBInventory
from .references import References

MIN_REGIONS = 2


@dataclass(frozen=True)
class Route:
    kbs: tuple[str, ...]
    sources: tuple[tuple[str, str], ...]  # (kb, source) in scope; empty = whole KBs
    hard: bool
    rule: str
    regions: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def sources_in(self, kb: str) -> list[str]:
        return [s for k, s in self.sources if k == kb]

    def as_dict(self) -> dict:
        return {
            "kbs": list(self.kbs),
            "sources": [{"kb": k, "source": s} for k, s in self.sources],
            "hard": self.hard,
            "rule": self.rule,
            "regions": {k: list(v) for k, v in sorted(self.regions.items())},
        }


def entity_regions(inv: KBInventory, entity: str) -> set[str]:
    key = fold(entity)
    regions = set(inv.sources_about(entity)) | set(inv.mentioned_in.get(key, {}))
    for f in inv.kb.store.facts(entity=entity):
        if f.source:
            regions.add(f.source)
    return regions


def route(
    refs: References,
    inventories: Sequence[KBInventory],
    metrics_by_kb: dict[str, Sequence[str]],
    follow: FollowUp,
) -> Route:
    by_name = {inv.name: inv for inv in inventories}
    if follow.is_follow_up:
        pairs = sorted({(c.kb, c.source) for c in follow.citations})
        return Route(tuple(sorted({k for k, _ in pairs})), tuple(pairs), True, f"follow-up: {follow.rule}")

    pairs: set[tuple[str, str]] = set()
    for r in refs.of_level("source"):
        pairs.add((r.kb, r.target))
    for r in refs.of_level("kb"):
        pairs.update((r.kb, s) for s in by_name[r.kb].sources)
    for r in refs.of_level("entity"):
        inv = by_name[r.kb]
        pairs.update((r.kb, s) for s in inv.sources_about(r.target))
    if pairs:
        kbs = tuple(sorted({k for k, _ in pairs}))
        return Route(kbs, tuple(sorted(pairs)), True, "named source(s) commit the route to their KB(s)")

    regions: dict[str, set[str]] = {}
    #: a metric the KB declares and holds is its own vocabulary, not an incidental match:
    #: one table of it routes ("the highest life expectancy in 1952" over a single table)
    metric_kbs: set[str] = set()
    for inv in inventories:
        found: set[str] = set()
        for r in refs.of_level("entity"):
            if r.kb == inv.name:
                found |= entity_regions(inv, r.target)
        for metric in metrics_by_kb.get(inv.name, ()):
            found |= set(inv.series_of.get(metric, {}).values())
            if inv.series_of.get(metric):
                metric_kbs.add(inv.name)
        if found:
            regions[inv.name] = found
    routed = sorted({k for k, v in regions.items() if len(v) >= MIN_REGIONS} | metric_kbs)
    frozen = {k: tuple(sorted(v)) for k, v in regions.items()}
    if routed:
        srcs = tuple(sorted((k, s) for k in routed for s in regions[k]))
        return Route(tuple(routed), srcs, False,
                     f"sustained activation (≥{MIN_REGIONS} regions, or a named metric's tables) in "
                     f"{', '.join(routed)}", frozen)
    rule = "no signal: every KB is eligible" if not regions else (
        f"only incidental signal (<{MIN_REGIONS} regions): every KB is eligible"
    )
    return Route(tuple(sorted(by_name)), (), False, rule, frozen)
