"""The store's named graph and mention queries, on a small KB built in the test: every
expected value is computed here from what was inserted."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from noesis.model import FactRecord, ParsedSource, ReadResult, Series, SpanRecord
from noesis.store.protocol import GraphEdge

ENTITIES = [("Alpha", "declared", ()), ("Beta", "declared", ()), ("Gamma", "subject", ())]
#: (source, span ordinal) -> {entity: mention count}
MENTIONS = {
    ("a.srt", 0): {"Alpha": 2, "Gamma": 1},
    ("a.srt", 1): {"Alpha": 1},
    ("a.srt", 2): {"Gamma": 3},
    ("b.srt", 0): {"Alpha": 1, "Gamma": 1},
    ("b.srt", 1): {"Beta": 4, "Gamma": 2, "Alpha": 1},
}
FACTS = [
    FactRecord("Alpha", "knows", "Gamma", "2023"),
    FactRecord("Alpha", "likes", "Gamma", "2023"),  # same (subject, object) as the first
    FactRecord("Beta", "based in", "Somewhere", "team"),
    FactRecord("Alpha", "share max", "12", "t.csv", origin="computed"),
]
SERIES = {
    "t.csv": [("share", "Alpha"), ("share", "Beta")],
    "u.csv": [("share", "Alpha"), ("reach", "Gamma")],
}


def _parsed(name, *, entity="", spans=(), facts=(), series=()):
    read = ReadResult(spans=tuple(spans), facts=tuple(facts), series=tuple(series))
    return ParsedSource(name=name, kind="x", entity=entity, content_hash="h-" + name, read=read)


def _series(metric, entity):
    return Series(metric, entity, None, np.arange(3, dtype=float), np.arange(3, dtype=float))


@pytest.fixture
def kb(store):
    """The store with two transcripts, a fact file and two tables; returns span ids by
    (source, ordinal) and the fact ids by FACTS index."""
    cues = {"a.srt": 3, "b.srt": 2}
    with store.transaction():
        for name, n in cues.items():
            spans = [SpanRecord(i, f"cue {i}", "cue", float(i), i + 1.0) for i in range(n)]
            store.write_source(_parsed(name, entity="Alpha" if name == "a.srt" else "Beta", spans=spans),
                               aliases=(), priority=1, fmt="srt")
        store.write_source(_parsed("f.jsonl", facts=FACTS), aliases=(), priority=1, fmt="jsonl")
        for name, pairs in SERIES.items():
            store.write_source(_parsed(name, entity="Alpha", series=[_series(m, e) for m, e in pairs]),
                               aliases=(), priority=1, fmt="csv")
        store.sync_entities(ENTITIES)
        eid = {name: i for i, name, _k, _a in store.entities()}
        span_id = {(sp.source, sp.ordinal): sp.id for name in cues for sp in store.spans_of(name)}
        store.replace_mentions(
            [(span_id[k], eid[e], n) for k, ents in MENTIONS.items() for e, n in ents.items()], clear=True
        )
        fact_ids = [f.id for f in store.quads()]
        # fact 0 aligned with two spans of a.srt and one of b.srt; fact 2 with one of b.srt
        aligned = [(fact_ids[0], span_id[("a.srt", 0)], 0.5), (fact_ids[0], span_id[("a.srt", 1)], 1.5),
                   (fact_ids[0], span_id[("b.srt", 0)], 0.5), (fact_ids[2], span_id[("b.srt", 1)], 1.5)]
        store.replace_alignments(aligned)
    return store, span_id, fact_ids, aligned


def _sorted_by_source(rows, at):
    return [r[at] for r in rows] == sorted(r[at] for r in rows)


def test_mention_counts(kb):
    store, _span_id, _f, _a = kb
    eid = {name: i for i, name, _k, _a in store.entities()}
    expected: Counter = Counter()
    for (source, _ordinal), ents in MENTIONS.items():
        for e, n in ents.items():
            expected[(source, eid[e])] += n
    got = store.mention_counts()
    assert sorted(got) == sorted((s, e, n) for (s, e), n in expected.items())
    assert _sorted_by_source(got, 0)
    assert all(type(v) is int for _s, e, n in got for v in (e, n))


def test_series_owners(kb):
    store, *_ = kb
    got = store.series_owners()
    assert sorted(got) == sorted((m, e, src) for src, pairs in SERIES.items() for m, e in pairs)
    assert _sorted_by_source(got, 2)


def test_curated_subjects_and_objects(kb):
    store, *_ = kb
    got = store.curated_subjects_and_objects()
    expected = {(f.subject, f.object) for f in FACTS if f.origin == "curated"}
    assert len(got) == len(set(got)) == len(expected)  # distinct: the repeated pair once
    assert set(got) == expected


def test_graph_edges(kb):
    store, span_id, fact_ids, aligned = kb
    names = {e for e, _k, _a in ENTITIES}
    expected = [GraphEdge("source:a.srt", "about", "entity:Alpha", 1.0),
                GraphEdge("source:b.srt", "about", "entity:Beta", 1.0)]
    expected += [GraphEdge(f"source:{src}", "about", "entity:Alpha", 1.0) for src in SERIES]
    mentions: Counter = Counter()
    for (source, _ordinal), ents in MENTIONS.items():
        for e, n in ents.items():
            mentions[(source, e)] += n
    expected += [GraphEdge(f"source:{s}", "mentions", f"entity:{e}", float(n)) for (s, e), n in mentions.items()]
    for fid, f in zip(fact_ids, FACTS, strict=True):
        expected.append(GraphEdge(f"fact:{fid}", "from", "source:f.jsonl", 1.0))
        expected += [GraphEdge(f"fact:{fid}", role, f"entity:{term}", 1.0)
                     for role, term in (("subject", f.subject), ("object", f.object)) if term in names]
    source_of = {sid: src for (src, _o), sid in span_id.items()}
    per_source = Counter((fid, source_of[sid]) for fid, sid, _pos in aligned)
    expected += [GraphEdge(f"fact:{fid}", "aligned_with", f"source:{s}", float(n)) for (fid, s), n in per_source.items()]
    got = store.graph_edges()
    key = lambda e: (e.src, e.type, e.dst, e.weight)  # noqa: E731
    assert sorted(got, key=key) == sorted(expected, key=key)
    assert all(isinstance(e, GraphEdge) and type(e.weight) is float for e in got)


def test_graph_edges_of_an_empty_store(store):
    assert store.graph_edges() == []


def _co_mentioning(names, scope=None):
    """(source, ordinal) keys mentioning every name, by source then ordinal."""
    return [k for k in sorted(MENTIONS) if set(names) <= set(MENTIONS[k]) and (not scope or k[0] in scope)]


def test_co_mention_spans(kb):
    store, span_id, _f, _a = kb
    both = [span_id[k] for k in _co_mentioning(["Alpha", "Gamma"])]
    assert len(both) == 3  # the fixture has co-mentions to find
    assert store.co_mention_spans(["alpha", "GAMMA"], None) == both[:4]  # names match case-folded
    assert store.co_mention_spans(["Alpha", "Gamma"], None, limit=2) == both[:2]
    assert store.co_mention_spans(["Alpha", "Gamma"], ["b.srt"]) == [
        span_id[k] for k in _co_mentioning(["Alpha", "Gamma"], ["b.srt"])
    ]
    assert store.co_mention_spans(["Alpha", "Beta", "Gamma"], None) == [
        span_id[k] for k in _co_mentioning(["Alpha", "Beta", "Gamma"])
    ]
    assert store.co_mention_spans(["Alpha", "Nobody"], None) == []  # an unknown name: nothing
