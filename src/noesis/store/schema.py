"""The KB file's schema and its migrations.

One KB is one SQLite file (WAL, foreign keys). Migrations are an ordered list of SQL
scripts; ``migrations`` records which ran. A file written by a newer Noēsis (a version
this code does not know) is refused rather than guessed at.

Quads intern their terms and are indexed in the four orderings of the 3-tier design
(spoc, pocs, ocsp, cspo), so any combination of bound s/p/o/c is an index range scan.
Spans carry their exact interval; ``spans_rtree`` (``rtree_i32``, integer-scaled by the
axis, see :func:`noesis.axis.rtree_scale`) only narrows candidates, and ``spans_fts``
(FTS5, external content) serves BM25. The R*Tree indexes *blocks* of up to 32
consecutive positioned spans (first id, last id, bounding interval): an insert costs
~25 µs, so one box per span would dominate a transcript ingest, and scanning 32 rows
of a hit block is free. The typed entity graph is the view ``graph_edges``
over the tables that already hold its edges, so nothing is stored twice.

``span_vectors`` (migration 2) holds one little-endian float32 vector per span for the
exact dense index. Before it was a migration the index created it ad hoc, so the
migration is ``IF NOT EXISTS``: a KB that already has the table migrates without change.

``query_structures`` (migration 3) holds what every process that opens the KB would
otherwise aggregate from ``mentions`` (O(spans)): the mention counts of the inventory and
the entity graph, written at the end of each ingest in its transaction, under one
content hash (the *generation*; see :mod:`noesis.store.structures`). A KB from before it
has no rows there and opens by computing them, as it did.

``series_chunks`` (migration 4) holds each long series (more than
:data:`~noesis.store.series_window.SMALL_SERIES` readings) in chunks of
:data:`~noesis.store.series_window.CHUNK` readings, keyed by the index and position of each
chunk's first reading; its ``series`` row keeps ``n`` and two empty blobs. A window is then
read with index seeks: SQLite reaches an offset inside a multi-megabyte blob only by walking
its overflow-page chain. A series stored whole before has no chunks and is read from its
blobs (:func:`~noesis.store.series_window.read_window`); the next ingest into the KB moves
it into chunks (``KBStore.chunk_long_series``).

``relations`` (migration 5) describes the row table of each table source whose every row
is stored (``rel_<source id>``, created and dropped with the source by
:mod:`noesis.store.relations`): its schema as JSON, the rows read and the rows stored. A
KB from before it has no table source with stored rows until it is re-ingested.

``name_entries`` and ``name_tokens`` (migration 6) hold every name of the KB
(:func:`noesis.naming.kb_name_entries`, written with the query structures at the end of each
ingest): a mesh resolves a question's names by looking its word runs up there instead of
building an automaton over every name when it opens (issue 29: O(sources) per open). A KB
from before it has empty tables and no stored index, and its mesh builds the names in memory.
"""

from __future__ import annotations

SCHEMA_VERSION = 6

MIGRATIONS: list[tuple[int, str, str]] = [
    (
        1,
        "initial schema",
        """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE sources (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    format TEXT NOT NULL,
    entity TEXT,
    aliases TEXT NOT NULL DEFAULT '[]',
    priority INTEGER NOT NULL DEFAULT 1,
    content_hash TEXT NOT NULL,
    rows INTEGER NOT NULL DEFAULT 0,
    spans INTEGER NOT NULL DEFAULT 0,
    facts INTEGER NOT NULL DEFAULT 0,
    columns TEXT NOT NULL DEFAULT '[]',
    problems TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE terms (id INTEGER PRIMARY KEY, value TEXT NOT NULL UNIQUE);

CREATE TABLE quads (
    id INTEGER PRIMARY KEY,
    s INTEGER NOT NULL REFERENCES terms(id),
    p INTEGER NOT NULL REFERENCES terms(id),
    o INTEGER NOT NULL REFERENCES terms(id),
    c INTEGER NOT NULL REFERENCES terms(id),
    source_id INTEGER REFERENCES sources(id) ON DELETE CASCADE,
    value REAL,
    unit TEXT,
    position REAL,
    positions TEXT NOT NULL DEFAULT '[]',
    tie_count INTEGER NOT NULL DEFAULT 1,
    priority INTEGER NOT NULL DEFAULT 1,
    origin TEXT NOT NULL CHECK (origin IN ('curated', 'computed')),
    metric TEXT,
    statistic TEXT,
    line INTEGER
);
CREATE INDEX quads_spoc ON quads (s, p, o, c);
CREATE INDEX quads_pocs ON quads (p, o, c, s);
CREATE INDEX quads_ocsp ON quads (o, c, s, p);
CREATE INDEX quads_cspo ON quads (c, s, p, o);
CREATE INDEX quads_source ON quads (source_id);
CREATE INDEX quads_metric ON quads (metric, statistic);

CREATE TABLE series (
    id INTEGER PRIMARY KEY,
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    metric TEXT NOT NULL,
    entity TEXT NOT NULL,
    unit TEXT,
    n INTEGER NOT NULL,
    positions BLOB NOT NULL,
    vals BLOB NOT NULL
);
CREATE INDEX series_source ON series (source_id);

CREATE TABLE spans (
    id INTEGER PRIMARY KEY,
    source_id INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    kind TEXT NOT NULL,
    start REAL,
    "end" REAL,
    speaker TEXT,
    section TEXT,
    line INTEGER,
    text TEXT NOT NULL
);
CREATE INDEX spans_source ON spans (source_id, ordinal);
-- one R*Tree box per block of up to 32 consecutive positioned spans of a source:
-- id = first span id, +last_id = last span id (R*Tree inserts cost ~25 µs each)
CREATE VIRTUAL TABLE spans_rtree USING rtree_i32 (id, lo, hi, +last_id);
CREATE VIRTUAL TABLE spans_fts USING fts5 (
    text, content='spans', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
);

CREATE TABLE entities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    aliases TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE mentions (
    span_id INTEGER NOT NULL REFERENCES spans(id) ON DELETE CASCADE,
    entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    count INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (span_id, entity_id)
) WITHOUT ROWID;
CREATE INDEX mentions_entity ON mentions (entity_id, span_id);

CREATE TABLE aligned (
    fact_id INTEGER NOT NULL REFERENCES quads(id) ON DELETE CASCADE,
    span_id INTEGER NOT NULL REFERENCES spans(id) ON DELETE CASCADE,
    position REAL NOT NULL,
    PRIMARY KEY (fact_id, span_id, position)
) WITHOUT ROWID;
CREATE INDEX aligned_span ON aligned (span_id);

-- The typed entity graph: node ids are 'kind:id' strings over the tables above.
CREATE VIEW graph_edges (src, type, dst) AS
    SELECT 'source:' || s.id, 'about', 'entity:' || e.id
      FROM sources s JOIN entities e ON e.name = s.entity
    UNION ALL
    SELECT 'span:' || id, 'part_of', 'source:' || source_id FROM spans
    UNION ALL
    SELECT 'span:' || span_id, 'mentions', 'entity:' || entity_id FROM mentions
    UNION ALL
    SELECT 'fact:' || q.id, 'subject', 'entity:' || e.id
      FROM quads q JOIN terms t ON t.id = q.s JOIN entities e ON e.name = t.value
    UNION ALL
    SELECT 'fact:' || q.id, 'object', 'entity:' || e.id
      FROM quads q JOIN terms t ON t.id = q.o JOIN entities e ON e.name = t.value
    UNION ALL
    SELECT 'fact:' || id, 'from', 'source:' || source_id FROM quads WHERE source_id IS NOT NULL
    UNION ALL
    SELECT 'fact:' || fact_id, 'aligned_with', 'span:' || span_id FROM aligned;
""",
    ),
    (
        2,
        "span vectors",
        """
CREATE TABLE IF NOT EXISTS span_vectors (
    span_id INTEGER PRIMARY KEY,
    source  TEXT NOT NULL,
    vec     BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS span_vectors_source ON span_vectors(source);
""",
    ),
    (
        3,
        "query structures",
        """
CREATE TABLE IF NOT EXISTS query_structures (
    name       TEXT PRIMARY KEY,
    generation TEXT NOT NULL,
    payload    TEXT NOT NULL
);
""",
    ),
    (
        4,
        "series chunks",
        """
CREATE TABLE IF NOT EXISTS series_chunks (
    series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
    first     INTEGER NOT NULL,  -- index in the series of the chunk's first reading
    first_pos REAL NOT NULL,     -- that reading's position
    positions BLOB NOT NULL,
    vals      BLOB NOT NULL,
    PRIMARY KEY (series_id, first)
);
CREATE INDEX IF NOT EXISTS series_chunks_pos ON series_chunks (series_id, first_pos, first);
""",
    ),
    (
        5,
        "relations",
        """
CREATE TABLE IF NOT EXISTS relations (
    source_id   INTEGER PRIMARY KEY REFERENCES sources(id) ON DELETE CASCADE,
    schema      TEXT NOT NULL,     -- TableSchema.to_json() plus "columns"
    rows_read   INTEGER NOT NULL,
    rows_stored INTEGER NOT NULL
);
""",
    ),
    (
        6,
        "name index",
        """
CREATE TABLE IF NOT EXISTS name_entries (
    ordinal  INTEGER PRIMARY KEY,  -- the entry's place in noesis.naming.kb_name_entries
    surface  TEXT NOT NULL,        -- what a question's folded words must equal
    folded   TEXT NOT NULL,
    display  TEXT NOT NULL,
    level    TEXT NOT NULL,
    target   TEXT NOT NULL,
    entity   TEXT,
    how      TEXT NOT NULL,
    declared INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS name_entries_surface ON name_entries (surface, ordinal);
CREATE TABLE IF NOT EXISTS name_tokens (
    token   TEXT NOT NULL,         -- a word of a name of two or more words
    ordinal INTEGER NOT NULL,
    PRIMARY KEY (token, ordinal)
) WITHOUT ROWID;
""",
    ),
]
