"""The spans of a SQLite KB: the ``spans`` table, its full-text index ``spans_fts`` (FTS5,
BM25) and its interval index ``spans_rtree`` (an R*Tree of blocks of consecutive spans),
and the searches they answer.

Span ids are consecutive in span order within a source (how ingest writes them), so a
source's spans are one block of ids: a source-filtered search seeks rowid ranges, and the
ranges are kept per source until the file changes (``_span_range_memo``, seeded from the
blocks ingest stored, :meth:`SQLiteSpans.seed_span_ranges`).
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from itertools import repeat

import numpy as np

from ..axis import rtree_scale
from ..errors import StoreError
from ..model import ParsedSource, Span
from ..span_columns import SpanColumns
from .base import StoreBase

_I32 = 2**31 - 1
#: positioned spans per R*Tree box (see schema)
RTREE_BLOCK = 32
#: a source filter of more sources than this is joined, not split into rowid ranges (each range
#: is an FTS5 query of its own: ~12 µs of set-up, against a join per match)
MAX_RANGE_QUERIES = 4
#: a source-filtered interval lookup whose sources hold at most this many spans in all reads
#: their own rowid ranges (each span's interval tested on the row) instead of the R*Tree,
#: whose walk visits the boxes of every source on the same clock (issue 29: 121 ms for one
#: source of a 10,000-source KB); a larger one walks the R*Tree, keeping only the named
#: sources' boxes before any span row is read
RANGE_SCAN_MAX = 4096
_SPAN_SELECT = """
SELECT sp.id, src.name AS source, sp.ordinal, sp.text, sp.kind, sp.start, sp."end" AS "end",
       sp.speaker, sp.section
  FROM spans sp JOIN sources src ON src.id = sp.source_id
"""


def _span_from_row(row: sqlite3.Row) -> Span:
    return Span(
        id=row["id"],
        source=row["source"],
        ordinal=row["ordinal"],
        text=row["text"],
        kind=row["kind"],
        start=row["start"],
        end=row["end"],
        speaker=row["speaker"],
        section=row["section"],
    )


def overlaps(s: float, e: float | None, start: float, end: float | None) -> bool:
    """Whether the span ``[s, e)`` (a point when ``e`` is None) overlaps ``[start, end)`` (a
    point when ``end`` is None): the exact test both stores run on the stored floats."""
    e = s if e is None else e
    return s <= start < e or s == e == start if end is None else s < end and e > start


def _rtree_boxes(ids: Sequence[int], starts: Sequence, ends: Sequence,
                 scale: float) -> list[tuple[int, int, int, int]]:
    """``(first id, lo, hi, last id)`` per block of up to :data:`RTREE_BLOCK` consecutive
    positioned spans; an unpositioned span closes the block before it. Each run of
    positioned spans is cut into blocks by slices, not span by span (a writer's per-span
    cost at 10,000 files, issue 29)."""
    boxes: list[tuple[int, int, int, int]] = []
    n = len(ids)
    i = 0
    while i < n:
        if starts[i] is None:
            i += 1
            continue
        j = i + 1
        while j < n and starts[j] is not None:
            j += 1
        for k in range(i, j, RTREE_BLOCK):
            m = min(k + RTREE_BLOCK, j)
            block_ends = [s if e is None else e for s, e in zip(starts[k:m], ends[k:m], strict=True)]
            lo = math.floor(min(starts[k:m]) * scale)
            hi = math.ceil(max(block_ends) * scale)
            lo, hi = max(-_I32, min(_I32, lo)), max(-_I32, min(_I32, hi))
            boxes.append((ids[k], lo, max(lo, hi), ids[m - 1]))
        i = j
    return boxes


class SQLiteSpans(StoreBase):
    """The span methods of :class:`~.kb.KBStore`."""

    conn: sqlite3.Connection

    # ------------------------------------------------------------------ writes
    def _insert_spans(self, sid: int, parsed: ParsedSource) -> None:
        """Span ids are consecutive in span order (``first + i`` for the i-th span)."""
        if not parsed.read.spans:
            return
        cols = SpanColumns.of(parsed.read.spans)
        first = self.conn.execute("SELECT coalesce(max(id), 0) + 1 FROM spans").fetchone()[0]
        ids = range(first, first + len(cols))
        self.conn.executemany(
            'INSERT INTO spans (id, source_id, ordinal, kind, start, "end", speaker, section, line, text)'
            " VALUES (?,?,?,?,?,?,?,?,?,?)",
            zip(ids, repeat(sid), cols.ordinals, cols.kinds, cols.starts, cols.ends, cols.speakers,
                cols.sections, cols.lines, cols.texts),
        )
        self.conn.execute(
            "INSERT INTO spans_fts (rowid, text) SELECT id, text FROM spans WHERE source_id = ?", (sid,)
        )
        boxes = _rtree_boxes(ids, cols.starts, cols.ends, rtree_scale(self.axis_kind))
        if boxes:
            self.conn.executemany("INSERT INTO spans_rtree VALUES (?,?,?,?)", boxes)

    def _unindex_spans(self, sid: int) -> None:
        """Take a source's spans out of the full-text and interval indexes (the span rows
        go with the source's row)."""
        self.conn.execute(
            "INSERT INTO spans_fts(spans_fts, rowid, text) SELECT 'delete', id, text FROM spans WHERE source_id = ?",
            (sid,),
        )
        self.conn.execute(
            "DELETE FROM spans_rtree WHERE id IN (SELECT id FROM spans WHERE source_id = ?)", (sid,)
        )

    # ------------------------------------------------------------------ reads by id and source
    def span_ids(self, source_id: int) -> Sequence[int]:
        """The ids of a source's spans in span order (see :meth:`_insert_spans`): a range
        when they are consecutive, as an ingest writes them."""
        lo, hi, n = self.conn.execute(
            "SELECT min(id), max(id), count(*) FROM spans WHERE source_id = ?", (source_id,)).fetchone()
        if n == 0 or hi - lo + 1 == n:
            return range(lo or 0, (lo or 0) + n)
        return [r[0] for r in self.conn.execute("SELECT id FROM spans WHERE source_id = ? ORDER BY id",
                                                (source_id,))]

    def span(self, span_id: int) -> Span | None:
        row = self.conn.execute(_SPAN_SELECT + " WHERE sp.id = ?", (span_id,)).fetchone()
        return None if row is None else _span_from_row(row)

    def spans_by_id(self, ids: Sequence[int]) -> list[Span]:
        out: dict[int, Span] = {}
        for i in range(0, len(ids), 900):
            chunk = list(ids[i : i + 900])
            q = _SPAN_SELECT + f" WHERE sp.id IN ({','.join('?' * len(chunk))})"
            for r in self.conn.execute(q, chunk):
                out[r["id"]] = _span_from_row(r)
        return [out[i] for i in ids if i in out]

    def spans_of(self, source: str, *, limit: int | None = None) -> list[Span]:
        sql = _SPAN_SELECT + " WHERE src.name = ? ORDER BY sp.ordinal"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_span_from_row(r) for r in self.conn.execute(sql, (source,))]

    def iter_span_texts(self, *, source_ids: Sequence[int] | None = None, batch: int = 5000) -> Iterator[list[tuple[int, str]]]:
        """Batches of ``(span id, text)`` — the speaker, when known, leads the text, so a
        speaker counts as a mention; all spans, or those of ``source_ids``."""
        if source_ids is not None and not source_ids:
            return
        sql = "SELECT id, CASE WHEN speaker IS NULL THEN text ELSE speaker || ': ' || text END FROM spans"
        args: list = []
        if source_ids is not None:
            sql += f" WHERE source_id IN ({','.join('?' * len(source_ids))})"
            args = list(source_ids)
        cur = self.conn.execute(sql + " ORDER BY id", args)
        while True:
            rows = cur.fetchmany(batch)
            if not rows:
                return
            yield [(r[0], r[1]) for r in rows]

    def speakers(self) -> list[str]:
        return [r[0] for r in self.conn.execute(
            "SELECT DISTINCT speaker FROM spans WHERE speaker IS NOT NULL AND speaker != '' ORDER BY speaker"
        )]

    # ------------------------------------------------------------------ the interval index
    def spans_overlapping(self, start: float, end: float | None = None, *, sources: Sequence[str] | None = None) -> list[Span]:
        """Spans whose interval ``[s, e)`` overlaps ``[start, end)`` (a point when ``end`` is None).

        The R*Tree narrows candidates on integer-scaled bounds; the exact test
        (:func:`overlaps`) runs on the stored floats.
        """
        ranges = self._span_ranges(sources) if sources else None
        if ranges is not None and not ranges:
            return []  # the named sources hold no spans
        if ranges is not None and sum(b - a + 1 for a, b in ranges) <= RANGE_SCAN_MAX:
            return self._overlapping_in_ranges(ranges, start, end, sources)
        scale = rtree_scale(self.axis_kind)
        lo = max(-_I32, min(_I32, math.floor(start * scale)))
        hi = max(-_I32, min(_I32, math.ceil((start if end is None else end) * scale)))
        # ``+sp.source_id`` keeps SQLite from driving a source-filtered query through the
        # spans_source index (every span of the source, then the R*Tree once per row):
        # the R*Tree goes first. 139 ms → 0.15 ms for one source of a 100k-span KB.
        sql = (
            _SPAN_SELECT.replace("src.id = sp.source_id", "src.id = +sp.source_id")
            + " JOIN spans_rtree r ON sp.id BETWEEN r.id AND r.last_id WHERE r.hi >= ? AND r.lo <= ?"
            + " AND sp.start IS NOT NULL"
        )
        args: list = [lo, hi]
        if ranges:
            # a box never spans two sources (ingest writes them per source): a box of another
            # source is dropped on its first id, before its spans are joined
            sql += " AND (" + " OR ".join(["r.id BETWEEN ? AND ?"] * len(ranges)) + ")"
            args += [x for r in ranges for x in r]
        if sources:
            sql += f" AND src.name IN ({','.join('?' * len(sources))})"
            args += list(sources)
        sql += " ORDER BY src.name, sp.start, sp.ordinal"
        return [_span_from_row(r) for r in self.conn.execute(sql, args) if overlaps(r["start"], r["end"], start, end)]

    def _overlapping_in_ranges(self, ranges: Sequence[tuple[int, int]], start: float, end: float | None,
                               sources: Sequence[str]) -> list[Span]:
        """:meth:`spans_overlapping` over the named sources' own span-id ranges: O(their
        spans), whatever the rest of the KB holds. SQL keeps a superset of the overlapping
        spans (closed bounds on the stored floats); :func:`overlaps` is the exact test."""
        sql = (_SPAN_SELECT.replace("src.id = sp.source_id", "src.id = +sp.source_id")  # rowid ranges first
               + " WHERE (" + " OR ".join(["sp.id BETWEEN ? AND ?"] * len(ranges)) + ")"
               + ' AND sp.start IS NOT NULL AND sp.start <= ? AND coalesce(sp."end", sp.start) >= ?'
               + f" AND src.name IN ({','.join('?' * len(sources))})"
               + " ORDER BY src.name, sp.start, sp.ordinal")
        args = [*(x for r in ranges for x in r), start if end is None else end, start, *sources]
        return [_span_from_row(r) for r in self.conn.execute(sql, args) if overlaps(r["start"], r["end"], start, end)]

    def positioned_spans(self, sources: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(starts, ends, ids)`` of positioned spans in ``sources``, sorted by start then id."""
        if not sources:
            empty = np.zeros(0)
            return empty, empty, np.zeros(0, dtype=np.int64)
        rows = self.conn.execute(
            'SELECT sp.start, coalesce(sp."end", sp.start), sp.id FROM spans sp JOIN sources src'
            f" ON src.id = sp.source_id WHERE src.name IN ({','.join('?' * len(sources))})"
            " AND sp.start IS NOT NULL ORDER BY sp.start, sp.id",
            list(sources),
        ).fetchall()
        arr = np.array(rows, dtype=np.float64).reshape(-1, 3)
        return arr[:, 0], arr[:, 1], arr[:, 2].astype(np.int64)

    # ------------------------------------------------------------------ full-text search
    def search(self, query: str, *, limit: int = 10, sources: Sequence[str] | None = None) -> list[tuple[Span, float]]:
        """BM25 full-text search (FTS5); ``query`` is already an FTS5 expression.

        The ranking runs on the FTS index alone (joined to ``spans`` only for a source
        filter) and is cut to ``limit`` before any span row is read: a term matching much of
        a large KB costs its BM25 scores, not a sort of every matching span's text (issue 17).
        The order is the same: score, then span id (the FTS rowid)."""
        ranked, args = self._ranked_sql(query, limit, sources)
        sql = (_SPAN_SELECT.replace("SELECT sp.id", "SELECT r.score AS score, sp.id")
               .replace("  FROM spans sp", f"  FROM ({ranked}) r JOIN spans sp ON sp.id = r.id")
               + " ORDER BY r.score, sp.id")
        try:
            rows = self.conn.execute(sql, args).fetchall()
        except sqlite3.OperationalError as exc:
            raise StoreError(f"full-text query {query!r} failed: {exc}") from None
        return [(_span_from_row(r), float(r["score"])) for r in rows]

    def _ranked_sql(self, query: str, limit: int, sources: Sequence[str] | None) -> tuple[str, list]:
        """``(sql, args)`` of the ``limit`` best ``(id, score)`` rows for :meth:`search`.

        A source filter whose sources each hold one contiguous block of span ids (how ingest
        writes them) becomes one rowid range per source, which FTS5 seeks into, each cut to
        ``limit`` and merged — the best ``limit`` of the union are the best of the parts.
        Otherwise every match is joined to ``spans`` for its source."""
        one = "SELECT rowid AS id, bm25(spans_fts) AS score FROM spans_fts WHERE spans_fts MATCH ?"
        if not sources:
            return f"{one} ORDER BY score, id LIMIT ?", [query, limit]
        ranges = self._span_ranges(sources)
        if ranges is not None and len(ranges) <= MAX_RANGE_QUERIES:
            if not ranges:
                return f"{one} AND 0 LIMIT ?", [query, limit]
            parts = [f"SELECT * FROM ({one} AND rowid BETWEEN ? AND ? ORDER BY score, id LIMIT ?)"] * len(ranges)
            args = [a for lo, hi in ranges for a in (query, lo, hi, limit)]
            return f"SELECT * FROM ({' UNION ALL '.join(parts)}) ORDER BY score, id LIMIT ?", [*args, limit]
        return ("SELECT f.rowid AS id, bm25(spans_fts) AS score FROM spans_fts f JOIN spans s ON s.id = f.rowid"
                " WHERE spans_fts MATCH ? AND s.source_id IN"
                f" (SELECT id FROM sources WHERE name IN ({','.join('?' * len(sources))}))"
                " ORDER BY score, id LIMIT ?", [query, *sources, limit])

    def term_document_counts(self, terms: Sequence[str]) -> dict[str, int]:
        """How many spans hold each full-text term (0 for a term the index lacks), read from
        FTS5's own vocabulary through a connection-local ``fts5vocab`` table in ``temp``
        (nothing is written to the KB file, which may be open read-only). Created on every
        call when absent: inside a snapshot's read transaction (store/snapshot.py) its
        creation is rolled back with the transaction, so a flag kept on the store would lie."""
        if not terms:
            return {}
        self.conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.spans_fts_vocab"
                          " USING fts5vocab(main, 'spans_fts', 'row')")
        unique = list(dict.fromkeys(terms))
        rows = self.conn.execute(
            f"SELECT term, doc FROM temp.spans_fts_vocab WHERE term IN ({','.join('?' * len(unique))})", unique
        ).fetchall()
        return {t: 0 for t in unique} | {r[0]: int(r[1]) for r in rows}

    # ------------------------------------------------------------------ span ranges per source
    def _span_ranges(self, sources: Sequence[str]) -> list[tuple[int, int]] | None:
        """Each named source's span ids as ``(first, last)`` (none for a source without
        spans), or ``None`` when some source's ids are not one contiguous block. Kept per
        source until the file changes (:meth:`change_stamp`)."""
        stamp = self.change_stamp()
        memo = getattr(self, "_span_range_memo", None)
        if memo is None or memo[0] != stamp:
            memo = self._span_range_memo = (stamp, {})
        known: dict[str, tuple[int, int] | None | bool] = memo[1]
        missing = [s for s in dict.fromkeys(sources) if s not in known]
        for i in range(0, len(missing), 900):
            chunk = missing[i: i + 900]
            for name, lo, hi, n in self.span_blocks(chunk):
                known[name] = (lo, hi) if hi - lo + 1 == n else None
            for name in chunk:
                known.setdefault(name, False)  # no spans (a table, an unknown name)
        got = [known[s] for s in dict.fromkeys(sources)]
        if any(r is None for r in got):
            return None
        return sorted(r for r in got if r)

    def span_blocks(self, sources: Sequence[str] | None = None) -> list[tuple[str, int, int, int]]:
        """``(source, first span id, last span id, spans)`` of every source with spans (of
        ``sources`` only, at most 900 names, when given). O(spans): ingest stores the answer
        for every source (:mod:`.structures`) and :meth:`seed_span_ranges` puts it back."""
        where = f" WHERE src.name IN ({','.join('?' * len(sources))})" if sources is not None else ""
        rows = self.conn.execute(
            "SELECT src.name, min(sp.id), max(sp.id), count(*) FROM sources src JOIN spans sp"
            f" ON sp.source_id = src.id{where} GROUP BY src.name ORDER BY src.name", list(sources or ())).fetchall()
        return [(r[0], int(r[1]), int(r[2]), int(r[3])) for r in rows]

    def span_range_stamp(self) -> tuple[int, int]:
        """The stamp to take before reading the span blocks to seed (:meth:`change_stamp`)."""
        return self.change_stamp()

    def seed_span_ranges(self, stamp: tuple[int, int], blocks: Iterable[tuple[str, int, int, int]]) -> None:
        """Take the :meth:`span_blocks` of every source, as stored at ingest and read at
        ``stamp`` (:meth:`change_stamp`, taken before they were read), as :meth:`_span_ranges`'
        memo: the first source-filtered search of a process then costs no O(spans) count.
        A source absent from ``blocks`` has no spans. Any later write changes the stamp and
        the memo is computed again from the tables."""
        known: dict[str, tuple[int, int] | None | bool] = {
            name: (lo, hi) if hi - lo + 1 == n else None for name, lo, hi, n in blocks}
        for (name,) in self.conn.execute("SELECT name FROM sources"):
            known.setdefault(name, False)
        self._span_range_memo = (stamp, known)
