"""The document-frequency cut on Tier 2's full-text query (issue 17, item 3).

The lexical fill ORs every content word of the question; on a large KB a word the prose
uses everywhere ("really", a host's catch-phrase) makes the query match a large share of
the spans, and FTS5 scores every match before the top few are kept — the fill's cost grows
with the KB while the word adds almost nothing to BM25 (its IDF is near zero). So, in a KB
of at least :data:`MIN_SPANS` spans, a term found in more than :data:`MAX_SHARE` of them is
dropped from that KB's query — unless the rest would match nothing: then the rarest of the
frequent terms stays.
Smaller KBs are searched with the query as it was (their cost is small either way).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: KBs with fewer spans are never cut
MIN_SPANS = 10_000
#: a term in more than this share of a KB's spans is dropped from its query
MAX_SHARE = 0.05


def or_terms(query: str) -> list[str]:
    """The terms of a query :func:`noesis.context.tier2.fts_query` built (``"a" OR "b"``):
    its own format, words without quotes or spaces, read back."""
    return [t[1:-1] for t in query.split(" OR ")]


def or_query(terms: Sequence[str]) -> str:
    return " OR ".join(f'"{t}"' for t in terms)


def frequent_terms(terms: Sequence[str], counts: Mapping[str, int], spans: int) -> tuple[str, ...]:
    """The terms to drop: each in more than ``MAX_SHARE`` of ``spans``, in query order —
    none below ``MIN_SPANS``, and never so many that what is left matches nothing (then the
    rarest frequent term, the first of equal counts, stays)."""
    if spans < MIN_SPANS or not terms:
        return ()
    limit = MAX_SHARE * spans
    drop = [t for t in terms if counts.get(t, 0) > limit]
    if drop and not any(counts.get(t, 0) for t in terms if t not in drop):
        drop.remove(min(drop, key=lambda t: counts.get(t, 0)))  # min keeps the first of equal counts
    return tuple(drop)
