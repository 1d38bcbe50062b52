"""Curated facts that contradict a computed one: reported at ingest, never silently kept.

A curated fact file may state a statistic the tables compute ("Italia Sera — peak share:
99.9%" where the readings give 37.5 %). Both are kept — each with its origin, so the
context shows where each comes from — and the ingest reports the curated line as a
problem; at query time the computed fact prevails (:mod:`noesis.context.contradictions`,
``curated_lookup`` in :mod:`noesis.answer.deterministic`). The curated predicate is read
with the same metric and statistic words a question is (:mod:`noesis.vocabulary`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import Problem
from ..lang import language_for
from ..manifest import Manifest, MetricSpec
from ..model import Fact
from ..numbers import matches, numbers_in, readings
from ..store.protocol import KBStoreProtocol
from ..text import fold
from ..vocabulary import resolve_vocabulary


def _states(curated: Fact, computed: Fact) -> bool:
    values = numbers_in(curated.object) + (readings(format(curated.value, "f")) if curated.value is not None else [])
    return any(matches(v, s) for v in values for s in readings(computed.object))


def contradictions(curated: Sequence[Fact], computed: Sequence[Fact], metrics: Sequence[MetricSpec],
                   manifest: Manifest) -> list[Problem]:
    """One problem per curated fact whose subject, metric and statistic a computed fact
    states with another value."""
    by_key = {(fold(f.subject), f.metric, f.statistic): f for f in computed if f.metric and f.statistic}
    language = language_for([manifest.language])
    vocabulary = {k: tuple(v) for k, v in manifest.vocabulary}
    out = []
    for f in curated:
        words = resolve_vocabulary(f.predicate, metrics, vocabulary, language=language)
        for metric in words.metrics:
            for stat in words.statistics:
                c = by_key.get((fold(f.subject), metric, stat))
                if c is not None and not _states(f, c):
                    unit = c.unit if c.unit == "%" else (f" {c.unit}" if c.unit else "")
                    out.append(Problem(f.source, None, (
                        f"curated fact {f.subject!r} {f.predicate!r} = {f.object!r} contradicts the "
                        f"{stat} {metric} computed from {c.source} ({c.object}{unit}); both are kept "
                        "with their origins and the computed value prevails in answers")))
    return out


def curated_contradictions(store: KBStoreProtocol, manifest: Manifest) -> list[Problem]:
    """The contradictions between the KB's curated and computed facts (after the write)."""
    curated = store.facts(origin="curated")
    if not curated:
        return []
    metrics = tuple(MetricSpec(**{**m, "aliases": tuple(m.get("aliases") or ()),
                                  "stats": tuple(m.get("stats") or ())})
                    for m in store.get_meta("metrics", []) or [])
    return contradictions(curated, store.facts(origin="computed"), metrics or manifest.metrics, manifest)
