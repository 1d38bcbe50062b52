"""The store contract: the same assertions against the SQLite file and a PostgreSQL KB.

Each test writes its inputs through the store protocol and checks what comes back
against answers computed here from those inputs (brute-force overlap, word membership,
the four quad orderings by filtering the written list). The PostgreSQL half runs against
a real throwaway server (tests/pgcluster.py); without one it skips locally and fails in CI.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from noesis.errors import KBNotFoundError, StoreError
from noesis.model import FactRecord, ParsedSource, ReadResult, Series, SpanRecord
from noesis.store.address import open_store

WORDS = ("harbour", "rovers", "keeper", "penalty", "corner", "referee", "striker", "whistle")




def _spans(n: int, seed: int) -> tuple[SpanRecord, ...]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        start = None if i % 7 == 6 else round(rng.uniform(0, 500), 3)
        end = None if start is None or i % 5 == 0 else round(start + rng.uniform(0, 20), 3)
        words = rng.sample(WORDS, 3)
        out.append(SpanRecord(i, " ".join(words), "cue", start, end, speaker="ANNA" if i % 3 == 0 else None))
    return tuple(out)


def _source(name: str, spans=(), series=(), facts=()) -> ParsedSource:
    return ParsedSource(name=name, kind="transcript", entity="", content_hash=f"h-{name}",
                        read=ReadResult(spans=tuple(spans), series=tuple(series), facts=tuple(facts), rows=len(spans)))


def test_sources_meta_and_reingest_by_hash(kb):
    with kb.transaction():
        kb.set_meta("kb", {"name": "x", "language": "en"})
        kb.write_source(_source("a.srt", _spans(10, 1)), aliases=["A"], priority=1, fmt="srt")
        kb.write_source(_source("b.srt", _spans(4, 2)), aliases=[], priority=2, fmt="srt")
    assert kb.get_meta("kb") == {"name": "x", "language": "en"}
    assert kb.get_meta("missing", 7) == 7
    assert kb.source_hashes() == {"a.srt": "h-a.srt", "b.srt": "h-b.srt"}
    assert [(s.name, s.spans, s.aliases, s.priority) for s in kb.sources()] == [
        ("a.srt", 10, ("A",), 1), ("b.srt", 4, (), 2)]
    with kb.transaction():  # replacing a source drops its old spans
        kb.write_source(_source("a.srt", _spans(3, 9)), aliases=[], priority=1, fmt="srt")
    assert [s.text for s in kb.spans_of("a.srt")] == [s.text for s in _spans(3, 9)]
    assert kb.counts()["spans"] == 7
    with kb.transaction():
        kb.delete_source("b.srt")
        kb.delete_meta("kb")
    assert kb.source_hashes() == {"a.srt": "h-a.srt"} and kb.get_meta("kb") is None


def test_a_failed_transaction_leaves_the_previous_state(kb):
    with kb.transaction():
        kb.write_source(_source("a.srt", _spans(5, 1)), aliases=[], priority=1, fmt="srt")
    before = (kb.counts(), kb.source_hashes())
    with pytest.raises(RuntimeError), kb.transaction():
        kb.write_source(_source("b.srt", _spans(50, 2)), aliases=[], priority=1, fmt="srt")
        kb.delete_source("a.srt")
        raise RuntimeError("killed")
    assert (kb.counts(), kb.source_hashes()) == before
    assert not kb.in_transaction


def test_a_failed_savepoint_forgets_the_terms_it_interned(kb):
    facts = [FactRecord("Anna", "plays for", "Rovers", "f.csv", value=1.0, origin="curated")]
    with kb.transaction():
        with pytest.raises(RuntimeError), kb.savepoint():
            kb.write_source(_source("f.csv", facts=facts), aliases=[], priority=1, fmt="csv")
            raise RuntimeError("this source failed")
        kb.write_source(_source("g.csv", facts=facts), aliases=[], priority=1, fmt="csv")
    assert kb.source_hashes() == {"g.csv": "h-g.csv"}
    assert [(f.subject, f.predicate, f.object, f.source) for f in kb.quads(s="Anna")] == [
        ("Anna", "plays for", "Rovers", "g.csv")]


def test_span_ranges_are_seeded_under_a_change_stamp_or_not_at_all(kb):
    stamp = kb.span_range_stamp()
    assert stamp is None or stamp == kb.change_stamp()
    with kb.transaction():
        kb.write_source(_source("a.srt", _spans(30, 1)), aliases=[], priority=1, fmt="srt")
        kb.write_source(_source("b.srt", _spans(30, 2)), aliases=[], priority=1, fmt="srt")
    hits = kb.search('"harbour"', limit=50, sources=["a.srt"])
    assert hits and {s.source for s, _ in hits} == {"a.srt"}
    kb.seed_span_ranges(stamp or (0, 0), [])  # taken before the write: a stale seed is never used
    assert kb.search('"harbour"', limit=50, sources=["a.srt"]) == hits


def test_interval_search_matches_brute_force(kb):
    spans = _spans(400, 3)
    with kb.transaction():
        kb.write_source(_source("a.srt", spans[:250]), aliases=[], priority=1, fmt="srt")
        kb.write_source(_source("b.srt", spans[250:]), aliases=[], priority=1, fmt="srt")
    owner = {i: ("a.srt" if i < 250 else "b.srt") for i in range(400)}

    def truth(lo, hi, sources=None):
        out = set()
        for i, sp in enumerate(spans):
            if sp.start is None or (sources and owner[i] not in sources):
                continue
            s, e = sp.start, sp.end if sp.end is not None else sp.start
            ok = (s <= lo < e or s == e == lo) if hi is None else (s < hi and e > lo)
            if ok:
                out.add((owner[i], sp.ordinal))
        return out

    rng = random.Random(5)
    points = [spans[0].start, spans[1].start, 250.0, 0.0, 499.9] + [rng.uniform(0, 520) for _ in range(20)]
    for lo in points:
        got = {(s.source, s.ordinal) for s in kb.spans_overlapping(lo)}
        assert got == truth(lo, None), lo
        hi = lo + rng.uniform(0, 40)
        assert {(s.source, s.ordinal) for s in kb.spans_overlapping(lo, hi)} == truth(lo, hi)
        assert {(s.source, s.ordinal) for s in kb.spans_overlapping(lo, hi, sources=["b.srt"])} == truth(lo, hi, {"b.srt"})
    starts, ends, ids = kb.positioned_spans(["a.srt"])
    want = sorted((sp.start, sp.end if sp.end is not None else sp.start) for sp in spans[:250] if sp.start is not None)
    assert list(zip(starts.tolist(), ends.tolist(), strict=True)) == [tuple(w) for w in want]
    assert [s.ordinal for s in kb.spans_by_id(ids.tolist())] == [
        sp.ordinal for sp in sorted((sp for sp in spans[:250] if sp.start is not None), key=lambda x: (x.start, x.ordinal))]


def test_full_text_search_finds_exactly_the_spans_with_the_words(kb):
    spans = _spans(120, 4)
    with kb.transaction():
        kb.write_source(_source("a.srt", spans[:60]), aliases=[], priority=1, fmt="srt")
        kb.write_source(_source("b.srt", spans[60:]), aliases=[], priority=1, fmt="srt")
    for w1, w2 in itertools.combinations(WORDS[:4], 2):
        want = {(("a.srt" if i < 60 else "b.srt"), sp.ordinal) for i, sp in enumerate(spans)
                if w1 in sp.text.split() or w2 in sp.text.split()}
        hits = kb.search(f'"{w1}" OR "{w2}"', limit=1000)
        assert {(s.source, s.ordinal) for s, _ in hits} == want
        scores = [score for _, score in hits]
        assert scores == sorted(scores)  # best (lowest) first
        only_b = kb.search(f'"{w1}"', limit=1000, sources=["b.srt"])
        assert {s.ordinal for s, _ in only_b} == {sp.ordinal for sp in spans[60:] if w1 in sp.text.split()}
    assert kb.search('"nowhere"', limit=5) == []
    assert len(kb.search(f'"{WORDS[0]}"', limit=3)) == 3


def test_quads_in_every_ordering(kb):
    rng = random.Random(6)
    facts = [FactRecord(f"s{rng.randrange(4)}", f"p{rng.randrange(3)}", f"o{rng.randrange(5)}", f"c{rng.randrange(2)}",
                        value=float(i), origin="curated") for i in range(80)]
    with kb.transaction():
        sid = kb.write_source(_source("f.csv", facts=facts), aliases=[], priority=1, fmt="csv")
    assert sid == kb.source_id("f.csv")
    for bound in itertools.product([None, "s1"], [None, "p2"], [None, "o3"], [None, "c0"]):
        want = [f.value for f in facts if all(b is None or b == getattr(f, k)
                                              for b, k in zip(bound, ("subject", "predicate", "object", "context"),
                                                              strict=True))]
        got = kb.quads(*bound)
        assert [f.value for f in got] == want, bound
    assert kb.quads(s="nobody") == []
    assert sorted(kb.curated_predicates()) == sorted({f.predicate for f in facts})
    assert {f.value for f in kb.facts(entity="S2")} == {f.value for f in facts if "s2" in (f.subject, f.object)}
    byid = kb.facts_by_id([f.id for f in kb.quads(s="s0")])
    assert [f.value for f in byid] == [f.value for f in facts if f.subject == "s0"]


def test_series_round_trip(kb):
    pos = np.arange(50, dtype=float) * 1.5
    vals = np.sin(pos)
    vals[7] = np.nan
    with kb.transaction():
        kb.write_source(_source("t.csv", series=[Series("share", "RAI", "%", pos, vals)]), aliases=[], priority=1, fmt="csv")
    ((src, got),) = kb.series(metric="share")
    assert src == "t.csv" and got.entity == "RAI" and got.unit == "%"
    np.testing.assert_array_equal(got.positions, pos)
    np.testing.assert_array_equal(got.values, vals)
    assert kb.series(entity="nobody") == []
    assert kb.series_owners() == [("share", "RAI", "t.csv")]


def test_series_within_a_window(kb):
    """``series(within=…)``: the readings inside the window plus the nearest valid reading
    beyond each end, on a series long enough that SQLite reads it from its blobs."""
    n = 10_000
    pos = np.arange(n, dtype=float) * 2.0
    vals = np.cos(pos)
    vals[2_000:2_650] = np.nan  # a long gap up to the window: the nearest valid reading is far
    with kb.transaction():
        kb.write_source(_source("w.csv", series=[Series("share", "RAI", "%", pos, vals)]), aliases=[], priority=1, fmt="csv")
    ((_src, got),) = kb.series(metric="share", within=(5_300.0, 5_310.0))
    valid = np.flatnonzero(~np.isnan(vals))
    lo = int(valid[valid < np.searchsorted(pos, 5_300.0)][-1])
    hi = int(valid[valid > np.searchsorted(pos, 5_310.0, "right") - 1][0])
    np.testing.assert_array_equal(got.positions, pos[lo:hi + 1])
    np.testing.assert_array_equal(got.values, vals[lo:hi + 1])
    assert got.positions[0] == 3_998.0  # the last valid reading before the gap
    ((_src, point),) = kb.series(metric="share", within=(9_999.0, 9_999.0))
    np.testing.assert_array_equal(point.positions, [9_998.0, 10_000.0])  # between two readings


def test_entities_mentions_alignments_and_graph(kb):
    spans = _spans(12, 7)
    fact = FactRecord("Anna", "share max", "12", "a.srt", value=12.0, position=1.0, origin="computed",
                      metric="share", statistic="max")
    with kb.transaction():
        kb.write_source(_source("a.srt", spans, facts=[fact]), aliases=[], priority=1, fmt="srt")
        assert kb.sync_entities([("Anna", "person", ["A."]), ("Rovers", "team", [])])
        ids = {name: eid for eid, name, _k, _a in kb.entities()}
        texts = [t for batch in kb.iter_span_texts(batch=5) for t in batch]
        mentions = [(sid, ids["Anna"], 1) for sid, text in texts if text.startswith("ANNA: ")]
        mentions += [(sid, ids["Rovers"], 2) for sid, text in texts if "rovers" in text]
        kb.replace_mentions(mentions, clear=True)
        (f,) = kb.facts(metric="share")
        assert kb.replace_alignments([(f.id, texts[0][0], 1.0), (f.id, texts[0][0], 1.0)]) == 1
    assert not kb.sync_entities([("Anna", "person", ["A."]), ("Rovers", "team", [])])
    assert len(texts) == 12 and kb.speakers() == ["ANNA"]
    anna = sum(1 for sp in spans if sp.speaker == "ANNA")
    rovers = sum(1 for sp in spans if "rovers" in sp.text.split())
    assert sorted(kb.mention_counts()) == sorted([("a.srt", ids["Anna"], anna), ("a.srt", ids["Rovers"], 2 * rovers)])
    both = {texts[i][0] for i, sp in enumerate(spans) if sp.speaker == "ANNA" and "rovers" in sp.text.split()}
    assert set(kb.co_mention_spans(["anna", "ROVERS"], None, limit=50)) == both
    assert kb.co_mention_spans(["anna", "nobody"], None) == []
    edges = {(e.src, e.type, e.dst): e.weight for e in kb.graph_edges()}
    assert edges[("source:a.srt", "mentions", "entity:Anna")] == anna
    assert edges[(f"fact:{f.id}", "subject", "entity:Anna")] == 1.0
    assert edges[(f"fact:{f.id}", "aligned_with", "source:a.srt")] == 1.0
    (aligned,) = kb.facts(metric="share")
    assert aligned.aligned == (texts[0][0],)


def test_vectors_round_trip(kb):
    with kb.transaction():
        kb.write_source(_source("a.srt", _spans(6, 8)), aliases=[], priority=1, fmt="srt")
        ids = [t[0] for batch in kb.iter_span_texts() for t in batch]
        m = np.arange(6 * 4, dtype=np.float32).reshape(6, 4)
        kb.vectors.put(ids, ["a.srt"] * 6, m)
        kb.vectors.put(ids[:1], ["a.srt"], np.full((1, 4), 9, dtype=np.float32))
    stored = kb.vectors.load()
    assert kb.vectors.count() == 6 and kb.vectors.dim() == 4 and kb.vectors.sources() == ("a.srt",)
    assert stored.ids.tolist() == ids
    np.testing.assert_array_equal(stored.matrix[1:], m[1:])
    np.testing.assert_array_equal(stored.matrix[0], np.full(4, 9, dtype=np.float32))
    before = kb.change_stamp()
    with kb.transaction():
        kb.vectors.delete_source("a.srt")
    assert kb.vectors.count() == 0 and kb.change_stamp() != before


def test_a_malformed_query_and_a_missing_kb_are_refused(kb, tmp_path):
    with pytest.raises(StoreError):
        kb.search('"unclosed', limit=1)
    with pytest.raises(KBNotFoundError):
        open_store(tmp_path / "nope.sqlite")
