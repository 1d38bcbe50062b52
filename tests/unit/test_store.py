import itertools
import sqlite3

import numpy as np
import pytest

from noesis.errors import KBNotFoundError, StoreError
from noesis.model import FactRecord, ParsedSource, ReadResult, Series, SpanRecord
from noesis.store.kb import KBStore
from noesis.store.schema import SCHEMA_VERSION


def _parsed(name="a.srt", spans=(), facts=(), series=(), entity="A"):
    read = ReadResult(spans=tuple(spans), facts=tuple(facts), series=tuple(series))
    return ParsedSource(name=name, kind="transcript", entity=entity, content_hash="h-" + name, read=read)


def _cues(n, length=5.0):
    return [SpanRecord(i, f"cue number {i} says word{i}", "cue", i * length, (i + 1) * length) for i in range(n)]


QUADS = [
    FactRecord("LeBron James", "plays for", "Ottawa Beavers", "2023 season", priority=1),
    FactRecord("LeBron James", "plays for", "LAL", "2023 season", priority=2),
    FactRecord("LeBron James", "average MPG", "12.0", "2023 season", value=12.0, unit="MPG"),
    FactRecord("Ottawa Beavers", "based in", "downtown Ottawa", "team"),
]


def test_quads_any_pattern(store):
    with store.transaction():
        store.write_source(_parsed("f.jsonl", facts=QUADS, entity=""), aliases=(), priority=1, fmt="jsonl")
    terms = ("s", "p", "o", "c")
    for r in range(0, 5):
        for combo in itertools.combinations(terms, r):
            for q in QUADS:
                bound = {k: getattr(q, {"s": "subject", "p": "predicate", "o": "object", "c": "context"}[k]) for k in combo}
                got = store.quads(**bound)
                expected = [x for x in QUADS if all(getattr(x, {"s": "subject", "p": "predicate", "o": "object", "c": "context"}[k]) == v for k, v in bound.items())]
                assert [(f.subject, f.predicate, f.object, f.context) for f in got] == [
                    (x.subject, x.predicate, x.object, x.context) for x in expected
                ], bound
    assert store.quads(s="Nobody") == []


def test_four_orderings_indexed(store):
    names = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"quads_spoc", "quads_pocs", "quads_ocsp", "quads_cspo"} <= names
    plan = " ".join(str(r[3]) for r in store.conn.execute("EXPLAIN QUERY PLAN SELECT * FROM quads WHERE o = 1 AND c = 2"))
    assert "quads_ocsp" in plan


def test_facts_filters_and_values(store):
    with store.transaction():
        store.write_source(_parsed("f.jsonl", facts=QUADS, entity=""), aliases=(), priority=1, fmt="jsonl")
    mpg = store.facts(entity="lebron james", priority=1)
    assert [f.object for f in mpg] == ["Ottawa Beavers", "12.0"]
    assert store.facts(priority=2)[0].object == "LAL"
    assert mpg[1].value == 12.0 and mpg[1].unit == "MPG" and mpg[1].source == "f.jsonl"


def test_spans_interval_index_exact(store):
    store.set_meta("axis", {"kind": "clock"})
    with store.transaction():
        store.write_source(_parsed(spans=_cues(100)), aliases=(), priority=1, fmt="srt")
    hits = store.spans_overlapping(146.0)
    assert [(s.start, s.end) for s in hits] == [(145.0, 150.0)]
    assert store.spans_overlapping(145.0)[0].ordinal == 29  # half-open: 145 belongs to [145, 150)
    window = store.spans_overlapping(10.0, 20.0)
    assert [s.ordinal for s in window] == [2, 3]
    assert store.spans_overlapping(146.0, sources=["other.srt"]) == []


def test_fts_bm25_and_source_filter(store):
    with store.transaction():
        store.write_source(_parsed("a.srt", spans=_cues(20)), aliases=(), priority=1, fmt="srt")
        store.write_source(_parsed("b.srt", spans=_cues(20)), aliases=(), priority=1, fmt="srt")
    hits = store.search("word7", limit=5)
    assert {s.source for s, _ in hits} == {"a.srt", "b.srt"} and all(s.ordinal == 7 for s, _ in hits)
    only_b = store.search("word7", sources=["b.srt"])
    assert [s.source for s, _ in only_b] == ["b.srt"]
    with pytest.raises(StoreError):
        store.search('"unbalanced')


def test_replace_source_removes_old_rows_everywhere(store):
    with store.transaction():
        store.write_source(_parsed(spans=_cues(10)), aliases=(), priority=1, fmt="srt")
    with store.transaction():
        store.write_source(_parsed(spans=_cues(3)), aliases=(), priority=1, fmt="srt")
    assert store.counts()["spans"] == 3
    assert store.search("word7") == []
    assert store.conn.execute("SELECT count(*) FROM spans_rtree").fetchone()[0] == 1  # one block
    assert [s.ordinal for s in store.spans_overlapping(0.0, 100.0)] == [0, 1, 2]


def test_rollback_leaves_previous_state(store):
    with store.transaction():
        store.write_source(_parsed(spans=_cues(10)), aliases=(), priority=1, fmt="srt")
    with pytest.raises(RuntimeError), store.transaction():
        store.delete_source("a.srt")
        raise RuntimeError("killed")
    assert store.counts()["spans"] == 10 and len(store.search("word3")) == 1


def test_series_roundtrip(store):
    s = Series("share", "A", "%", np.arange(5, dtype=float), np.array([1, np.nan, 3, 4, 5.5]))
    with store.transaction():
        store.write_source(_parsed("a.csv", series=[s]), aliases=(), priority=1, fmt="csv")
    ((name, got),) = store.series(metric="share")
    assert name == "a.csv" and got.unit == "%"
    np.testing.assert_array_equal(got.values, s.values)


def test_missing_and_foreign_files(tmp_path):
    with pytest.raises(KBNotFoundError):
        KBStore.open(tmp_path / "nope.sqlite")
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE x (y)").connection.commit()
    with pytest.raises(StoreError, match="not a Noēsis KB"):
        KBStore.open(other)
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError):
        KBStore.open(junk)


def test_newer_schema_refused(tmp_path):
    path = tmp_path / "kb.sqlite"
    KBStore.open(path, create=True).close()
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO migrations VALUES (?, 'future', 'x')", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="newer"):
        KBStore.open(path)


def test_file_store_uses_wal_and_foreign_keys(tmp_path):
    with KBStore.open(tmp_path / "kb.sqlite", create=True) as s:
        assert s.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert s.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert [r[0] for r in s.conn.execute("SELECT version FROM migrations")] == list(range(1, SCHEMA_VERSION + 1))


def test_interval_index_blocks_with_unordered_and_unpositioned_spans(store):
    store.set_meta("axis", {"kind": "number"})
    # 80 spans: out of order, overlapping, with unpositioned prose in between
    spans = []
    for i in range(80):
        if i % 10 == 5:
            spans.append(SpanRecord(i, f"prose {i}", "paragraph"))
        else:
            start = float((i * 37) % 80)
            spans.append(SpanRecord(i, f"cue {i}", "cue", start, start + 2.5))
    with store.transaction():
        store.write_source(_parsed(spans=spans), aliases=(), priority=1, fmt="srt")
    for p in (0.0, 1.0, 17.5, 40.0, 79.9, 81.0):
        expected = sorted(s.ordinal for s in spans if s.start is not None and s.start <= p < s.end)
        assert sorted(s.ordinal for s in store.spans_overlapping(p)) == expected, p
    expected = sorted(s.ordinal for s in spans if s.start is not None and s.start < 30 and s.end > 20)
    assert sorted(s.ordinal for s in store.spans_overlapping(20.0, 30.0)) == expected


@pytest.mark.parametrize("range_scan_max", [0, 4096])
def test_source_filtered_interval_lookup_reads_the_named_sources_ranges(store, monkeypatch, range_scan_max):
    """Both ways a source-filtered lookup can go (its sources' own span-id ranges, or the
    R*Tree keeping only their boxes) give the brute-force answer, in the same order."""
    from noesis.store import spans as spans_module

    monkeypatch.setattr(spans_module, "RANGE_SCAN_MAX", range_scan_max)
    store.set_meta("axis", {"kind": "number"})
    truth: dict[str, list[SpanRecord]] = {}
    with store.transaction():
        for k, name in enumerate(["a.srt", "b.srt", "c.srt", "d.srt"]):
            spans = []
            for i in range(70):  # out of order, overlapping, some unpositioned, points too
                if i % 9 == 4:
                    spans.append(SpanRecord(i, f"prose {i}", "paragraph"))
                else:
                    start = float((i * (31 + k)) % 70)
                    spans.append(SpanRecord(i, f"cue {i}", "cue", start, None if i % 11 == 0 else start + 2.5))
            truth[name] = spans
            store.write_source(_parsed(name, spans=spans), aliases=(), priority=1, fmt="srt")

    def expected(p, q, names):
        out = []
        for n in sorted(names):
            for s in truth[n]:
                if s.start is None:
                    continue
                e = s.start if s.end is None else s.end
                hit = (s.start <= p < e or s.start == e == p) if q is None else (s.start < q and e > p)
                if hit:
                    out.append((n, s.start, s.ordinal))
        return sorted(out)

    for names in (["b.srt"], ["a.srt", "d.srt"], ["c.srt", "nosuch.srt"], ["nosuch.srt"]):
        for p, q in ((0.0, None), (12.0, None), (33.0, None), (40.5, None), (69.0, None), (20.0, 30.0), (0.0, 80.0)):
            got = [(s.source, s.start, s.ordinal) for s in store.spans_overlapping(p, q, sources=names)]
            assert got == expected(p, q, [n for n in names if n in truth]), (names, p, q)
