"""The document-frequency cut on Tier 2's full-text query (issue 17, item 3).

The lexical fill ORs every content word of the question; on a large KB a word the prose
uses everywhere ("really", a host's catch-phrase) makes the query match a large share of
the spans, and FTS5 scores every match before the top few are kept — the fill's cost grows
with the KB while the word adds almost nothing to BM25 (its IDF is near zero). So, in a KB
of at least :data:`MIN_SPANS` spans, a term found in more than :data:`MAX_SHARE` of them is
dropped from that KB's query — unless the rest would match nothing: then the rarest of the
frequent terms stays.
Smaller KBs are searched with the query as it was (their cost is small either way).

The share alone lets the cost grow with the KB: FTS5 scores every posting of a kept term
(its ``bm25`` even counts each phrase's matches over the whole index), ~2 µs a posting —
a term in 4.9 % of 200k spans costs 20 ms a search. So a term is also dropped above
:data:`MAX_POSTINGS` spans, whatever the KB's size (issue 29): a search then reads at most
that many postings per term kept, plus the one rarest kept when all are frequent. The
trade-off: in a KB of more than ``MAX_POSTINGS / MAX_SHARE`` spans, a term in between (an
IDF of ~3–4.6 at 200k spans, against ~11 for a needle's own words) no longer adds to the
BM25 order of the spans that hold it (measured in docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: KBs with fewer spans are never cut
MIN_SPANS = 10_000
#: a term in more than this share of a KB's spans is dropped from its query
MAX_SHARE = 0.05
#: ... and one in more than this many spans, however large the KB (the bound on a search's cost)
MAX_POSTINGS = 2_000


def or_terms(query: str) -> list[str]:
    """The terms of a query :func:`noesis.context.tier2.fts_query` built (``"a" OR "b"``):
    its own format, words without quotes or spaces, read back."""
    return [t[1:-1] for t in query.split(" OR ")]


def or_query(terms: Sequence[str]) -> str:
    return " OR ".join(f'"{t}"' for t in terms)


def frequent_terms(terms: Sequence[str], counts: Mapping[str, int], spans: int) -> tuple[str, ...]:
    """The terms to drop: each in more than ``MAX_SHARE`` of ``spans`` or more than
    ``MAX_POSTINGS`` spans, in query order — none below ``MIN_SPANS``, and never so many
    that what is left matches nothing (then the rarest frequent term, the first of equal
    counts, stays)."""
    if spans < MIN_SPANS or not terms:
        return ()
    limit = min(MAX_SHARE * spans, MAX_POSTINGS)
    drop = [t for t in terms if counts.get(t, 0) > limit]
    if drop and not any(counts.get(t, 0) for t in terms if t not in drop):
        drop.remove(min(drop, key=lambda t: counts.get(t, 0)))  # min keeps the first of equal counts
    return tuple(drop)
