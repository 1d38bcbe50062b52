"""The spans of a PostgreSQL KB (see :mod:`.spans` for the SQLite file's): one ``spans``
table with a ``tsvector`` column under the KB's text-search configuration (full-text
search, ``ts_rank``) and a ``floatrange`` column under a GiST index (interval search).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import numpy as np

from ..model import ParsedSource, Span
from .base import StoreBase
from .pg_text import fts_phrases, tsquery_sql
from .spans import overlaps

_SPAN_COLS = 'sp.id, src.name, sp.ordinal, sp.text, sp.kind, sp.start, sp."end", sp.speaker, sp.section'
_SPAN_FROM = " FROM spans sp JOIN sources src ON src.kb_id = sp.kb_id AND src.id = sp.source_id"


def _span(r: Sequence[Any]) -> Span:
    return Span(id=int(r[0]), source=r[1], ordinal=r[2], text=r[3], kind=r[4], start=r[5], end=r[6],
                speaker=r[7], section=r[8])


class PGSpans(StoreBase):
    """The span methods of :class:`~.postgres.PGStore`.

    Inside a read snapshot every span read by id, by interval or by search is kept by id
    until :meth:`end_snapshot` (the snapshot cannot change it): :meth:`spans_by_id` then asks
    the server only for the ids it has not seen — hydrating the passages a context already
    found costs no round trip."""

    kb_id: int
    #: the KB's text-search configuration (``regconfig``)
    _cfg: str
    #: the spans read in the current snapshot, by id (None outside one)
    _snapshot_spans: dict[int, Span] | None = None

    def _seen(self, spans: Iterable[Span]) -> None:
        if self._snapshot_spans is not None:
            self._snapshot_spans.update((sp.id, sp) for sp in spans)

    def _insert_spans(self, sid: int, parsed: ParsedSource) -> None:
        spans = parsed.read.spans
        if not spans:
            return
        ids = [r[0] for r in self._q("SELECT nextval('spans_id_seq') FROM generate_series(1, %s)", (len(spans),))]
        with self.conn.cursor() as cur, cur.copy(
            'COPY spans (kb_id, id, source_id, ordinal, kind, start, "end", speaker, section, line, text, cfg)'
            " FROM STDIN"
        ) as copy:
            for i, sp in zip(ids, spans, strict=True):
                copy.write_row((self.kb_id, i, sid, sp.ordinal, sp.kind, sp.start, sp.end, sp.speaker,
                                sp.section, sp.line, sp.text, self._cfg))

    # ------------------------------------------------------------------ reads by id and source
    def span_ids(self, source_id: int) -> Sequence[int]:
        """The ids of a source's spans in span order (the order the ingest wrote them)."""
        return [int(r[0]) for r in self.conn.execute(
            "SELECT id FROM spans WHERE kb_id = %s AND source_id = %s ORDER BY id", (self.kb_id, source_id))]

    def span(self, span_id: int) -> Span | None:
        found = self.spans_by_id([span_id])
        return found[0] if found else None

    def spans_by_id(self, ids: Sequence[int]) -> list[Span]:
        known = self._snapshot_spans if self._snapshot_spans is not None else {}
        missing = sorted({int(i) for i in ids} - known.keys())
        out = dict(known)
        if missing:
            rows = self._q("SELECT " + _SPAN_COLS + _SPAN_FROM + " WHERE sp.kb_id = %s AND sp.id = ANY(%s::bigint[])",
                           (self.kb_id, missing))
            fetched = [_span(r) for r in rows]
            self._seen(fetched)
            out.update((sp.id, sp) for sp in fetched)
        return [out[i] for i in ids if i in out]

    def spans_of(self, source: str, *, limit: int | None = None) -> list[Span]:
        sql = "SELECT " + _SPAN_COLS + _SPAN_FROM + " WHERE sp.kb_id = %s AND src.name = %s ORDER BY sp.ordinal"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_span(r) for r in self._q(sql, (self.kb_id, source))]

    def iter_span_texts(self, *, source_ids: Sequence[int] | None = None,
                        batch: int = 5000) -> Iterator[list[tuple[int, str]]]:
        """Batches of ``(span id, text)``, the speaker leading the text when known."""
        if source_ids is not None and not source_ids:
            return
        sql = ("SELECT id, CASE WHEN speaker IS NULL THEN text ELSE speaker || ': ' || text END"
               " FROM spans WHERE kb_id = %s")
        args: list = [self.kb_id]
        if source_ids is not None:
            sql += " AND source_id = ANY(%s::bigint[])"
            args.append([int(i) for i in source_ids])
        with self.conn.cursor() as cur:
            cur.execute(sql + " ORDER BY id", args)
            while rows := cur.fetchmany(batch):
                yield [(int(r[0]), r[1]) for r in rows]

    def speakers(self) -> list[str]:
        return [r[0] for r in self._q("SELECT DISTINCT speaker FROM spans WHERE kb_id = %s AND speaker IS NOT NULL"
                                      " AND speaker <> '' ORDER BY speaker", (self.kb_id,))]

    # ------------------------------------------------------------------ the interval index
    def spans_overlapping(self, start: float, end: float | None = None, *,
                          sources: Sequence[str] | None = None) -> list[Span]:
        """Spans whose interval ``[s, e)`` overlaps ``[start, end)`` (a point when ``end`` is None).

        The GiST index narrows candidates on the closed range; the exact test (the SQLite
        store's, :func:`~.spans.overlaps`) runs on the stored floats."""
        hi = start if end is None else max(start, end)
        sql = ("SELECT " + _SPAN_COLS + _SPAN_FROM + " WHERE sp.kb_id = %s AND sp.iv && floatrange(%s, %s, '[]')")
        args: list = [self.kb_id, start, hi]
        if sources:
            sql += " AND src.name = ANY(%s)"
            args.append(list(sources))
        rows = self._q(sql + " ORDER BY src.name, sp.start, sp.ordinal", args)
        found = [_span(r) for r in rows if overlaps(r[5], r[6], start, end)]
        self._seen(found)
        return found

    def positioned_spans(self, sources: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(starts, ends, ids)`` of positioned spans in ``sources``, sorted by start then id."""
        rows = self._q('SELECT sp.start, coalesce(sp."end", sp.start), sp.id' + _SPAN_FROM
                       + " WHERE sp.kb_id = %s AND src.name = ANY(%s) AND sp.start IS NOT NULL"
                       " ORDER BY sp.start, sp.id", (self.kb_id, list(sources))) if sources else []
        arr = np.array(rows, dtype=np.float64).reshape(-1, 3)
        return arr[:, 0], arr[:, 1], arr[:, 2].astype(np.int64)

    # ------------------------------------------------------------------ full-text search
    def search(self, query: str, *, limit: int = 10, sources: Sequence[str] | None = None) -> list[tuple[Span, float]]:
        """Ranked full-text search (``ts_rank`` under the KB's configuration, negated so that
        lower is better as with BM25); ``query`` is the engine's FTS5 expression."""
        phrases = fts_phrases(query)
        tsq = tsquery_sql(len(phrases))
        args: list = [a for ph in phrases for a in (self._cfg, ph)]
        sql = ("SELECT -ts_rank(sp.tsv, q.q)::float8 AS score, " + _SPAN_COLS + _SPAN_FROM
               + f" CROSS JOIN (SELECT {tsq} AS q) q WHERE sp.kb_id = %s AND sp.tsv @@ q.q")
        args.append(self.kb_id)
        if sources:
            sql += " AND src.name = ANY(%s)"
            args.append(list(sources))
        sql += " ORDER BY score, sp.id LIMIT %s"
        args.append(limit)
        found = [(_span(r[1:]), float(r[0])) for r in self._q(sql, args)]
        self._seen(sp for sp, _score in found)
        return found

    def term_document_counts(self, terms: Sequence[str]) -> dict[str, int]:
        """Every term as held by no span: a PostgreSQL KB gets no document-frequency cut in
        its Tier-2 query (context/term_cut.py), its full-text ranking (``ts_rank`` over
        stemmed ``tsvector``) already differs from SQLite's BM25."""
        return dict.fromkeys(terms, 0)

    # ------------------------------------------------------------------ span ranges per source
    def span_range_stamp(self) -> None:
        """None: no span ranges to seed — a source filter is one ``= ANY`` in the search."""
        return None

    def seed_span_ranges(self, stamp: tuple[int, int], blocks: Iterable[tuple[str, int, int, int]]) -> None:
        """Nothing to seed (see :meth:`span_range_stamp`)."""
