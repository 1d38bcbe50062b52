"""A KB of many sources: the per-question shortcuts (issue 17, item 3) give what the plain
per-question scans gave — checked against those scans, written out here independently."""

from __future__ import annotations

import random

import pytest

from noesis.context import term_cut, tier2
from noesis.context.assemble import (
    MAX_AVAILABLE,
    PROSE_KINDS,
    _available,
    _example,
    assemble,
    plan_question,
)
from noesis.context.term_cut import MIN_SPANS, frequent_terms, or_query, or_terms
from noesis.context.tier2 import fts_query
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.query.activation import top_nodes
from noesis.store import spans as kb_module
from noesis.text import fold

MANIFEST = """
[kb]
name = "wide"
language = "en"
[axis]
name = "second"
kind = "clock"
unit = "s"
[[metric]]
name = "share"
unit = "%"
"""
STEMS = [f"{a}_{b}_hour" for a in ("alder", "birch", "cedar", "damson", "elm", "fir")
         for b in ("north", "south", "east", "west", "mid", "far")]  # 36 programmes


def _naive_top(scores, k, prefix):
    items = [(n, s) for n, s in scores.items() if n.startswith(tuple(prefix))]
    items.sort(key=lambda x: (-round(x[1], 12), x[0]))
    return items[:k]


@pytest.mark.parametrize("seed", range(40))
def test_top_nodes_is_the_full_sort_cut_to_k(seed):
    rng = random.Random(seed)
    kinds = ("entity:", "source:", "fact:", "span:")
    base = [rng.random() / 10 for _ in range(rng.randint(1, 6))]
    scores = {}
    for i in range(rng.randint(0, 300)):
        # few distinct levels, nudged below and above the 12-decimal rounding, so ties and
        # near-ties straddle the cut
        s = rng.choice(base) + rng.choice([0.0, 1e-13, -1e-13, 4e-12, -4e-12, 2e-10, rng.random() * 1e-3])
        scores[f"{rng.choice(kinds)}n{i:03d}"] = s
    for k in (0, 1, 3, 8, 50):
        for prefix in (("entity:", "source:"), ("fact:",), ("span:", "entity:")):
            assert top_nodes(scores, k=k, prefix=prefix) == _naive_top(scores, k, prefix)


@pytest.fixture(scope="module")
def wide_mesh(tmp_path_factory):
    root = tmp_path_factory.mktemp("wide")
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "noesis.toml").write_text(MANIFEST)
    for i, stem in enumerate(STEMS):
        cues = [f"{c + 1}\n00:00:{2 * c:02d},000 --> 00:00:{2 * c + 2:02d},000\nHost {i % 3}: talk {stem} "
                f"number {c} about the {('harbour', 'market', 'garden')[c % 3]}\n" for c in range(4)]
        (corpus / f"{stem}.srt").write_text("\n".join(cues))
        if i % 9 == 0:  # a few tables beside the prose
            (corpus / f"{stem}.csv").write_text("second,share\n" + "".join(f"{s},{10 + s % 7}\n" for s in range(8)))
    ingest(corpus, root / "wide.sqlite")
    with Mesh.open([root / "wide.sqlite"]) as mesh:
        yield mesh


QUESTIONS = ["What did they say about the harbour in Cedar East Hour?", "Who talked about the market?",
             "What was the peak share of Alder North Hour?", "What was said at second 3 in elm_far_hour.srt?",
             "Compare Birch Mid Hour and Fir South Hour."]


def _naive_available(plan, mesh):
    scoped = set(plan.route.sources)
    found = [(kb, s, info.kind in PROSE_KINDS) for kb in plan.route.kbs
             for s, info in mesh.inventory(kb).sources.items()]
    if not any(prose for _kb, _s, prose in found):
        return ()
    found.sort(key=lambda f: (not f[2], (f[0], f[1]) not in scoped, f[1], f[0]))
    return tuple(sorted(f"{s} ({kb})" for kb, s, _p in found[:MAX_AVAILABLE]))


@pytest.mark.parametrize("question", QUESTIONS)
def test_available_and_example_match_the_full_scan(wide_mesh, question):
    plan = plan_question(wide_mesh, question, "hydrate", ())
    got = _available(plan, wide_mesh)
    assert got == _naive_available(plan, wide_mesh)
    assert len(got) == MAX_AVAILABLE  # the KB has more sources than the cap: the cut is exercised
    names = sorted(s for kb in plan.route.kbs for s in wide_mesh.inventory(kb).sources)
    assert _example((), plan, wide_mesh) == f"[{names[0]}]"


def test_available_keeps_scoped_sources_past_the_cap(wide_mesh):
    # fir_* sorts last by name: only scoping can bring it into the first MAX_AVAILABLE
    plan = plan_question(wide_mesh, "What did they say in Fir West Hour?", "hydrate", ())
    assert ("wide", "fir_west_hour.srt") in set(plan.route.sources)
    got = _available(plan, wide_mesh)
    assert "fir_west_hour.srt (wide)" in got and got == _naive_available(plan, wide_mesh)


def test_sources_about_matches_a_scan_of_every_source(wide_mesh):
    (inv,) = wide_mesh.inventories
    entities = {s.entity for s in inv.sources.values() if s.entity}
    assert len(entities) == len(STEMS)
    for entity in sorted(entities) + ["Nobody At All"]:
        key = fold(entity)
        expected = {n for n, s in inv.sources.items() if s.entity and fold(s.entity) == key}
        expected |= {src for owners in inv.series_of.values() if (src := owners.get(key))}
        assert inv.sources_about(entity) == sorted(expected)
        assert inv.sources_about(entity.upper()) == sorted(expected)


@pytest.mark.parametrize("query", ['"harbour"', '"market" OR "number"', '"talk" OR "garden" OR "cedar"', '"nothing"'])
def test_search_cut_to_limit_is_the_full_ranking_cut(wide_mesh, query):
    store = wide_mesh.inventories[0].kb.store
    full = store.search(query, limit=10**6)
    assert [(sc, s.id) for s, sc in full] == sorted((sc, s.id) for s, sc in full)  # score, then span id
    terms = {w.strip('"') for w in query.split(" OR ")}
    spans = [sp for name in wide_mesh.inventories[0].sources for sp in store.spans_of(name)]
    assert {s.id for s, _ in full} == {sp.id for sp in spans if terms & set(fold(sp.text).split())}
    assert len(full) > 16 or query == '"nothing"'
    scope = ["cedar_east_hour.srt", "fir_west_hour.srt", "alder_north_hour.csv"]
    assert store._span_ranges(scope) is not None  # ingest writes a source's spans as one block
    for k in (1, 5, 16):
        assert store.search(query, limit=k) == full[:k]
        assert store.search(query, limit=k, sources=scope) == [h for h in full if h[0].source in scope][:k]
        assert store.search(query, limit=k, sources=["alder_north_hour.csv"]) == []  # a table: no spans


def test_search_by_joining_sources_gives_what_the_rowid_ranges_give(wide_mesh, monkeypatch):
    store = wide_mesh.inventories[0].kb.store
    scope = [f"{stem}.srt" for stem in STEMS[::12]]  # 3 sources: within MAX_RANGE_QUERIES
    by_ranges = store.search('"market" OR "number" OR "birch"', limit=16, sources=scope)
    monkeypatch.setattr(kb_module, "MAX_RANGE_QUERIES", 0)
    assert store.search('"market" OR "number" OR "birch"', limit=16, sources=scope) == by_ranges
    assert len(by_ranges) == 12 and {s.source for s, _ in by_ranges} == set(scope)  # every cue of the 3 (4 each)


def test_frequent_terms_drops_only_terms_over_the_share_and_never_all():
    counts = {"really": 900, "harbour": 40, "zanquin": 1, "talk": 700}
    assert frequent_terms(["harbour", "zanquin"], counts, 10_000) == ()  # 40 and 1 ≤ 5 % of 10,000
    assert frequent_terms(["really", "harbour"], counts, 10_000) == ("really",)  # 900 > 500
    assert frequent_terms(["really", "harbour"], counts, 20_000) == ()  # 900 ≤ 1,000
    assert frequent_terms(["talk", "really"], counts, 10_000) == ("really",)  # the rarest stays
    assert frequent_terms(["really", "talk", "zanquin"], counts, 10_000) == ("really", "talk")
    assert frequent_terms(["really", "harbour"], counts, MIN_SPANS - 1) == ()  # a small KB is never cut
    assert frequent_terms(["a", "b"], {"a": 800, "b": 800}, 10_000) == ("b",)  # equal counts: the first stays
    assert frequent_terms(["talk", "absent", "really"], counts, 10_000) == ("really",)  # "absent" matches nothing
    assert frequent_terms([], counts, 10_000) == ()


def test_or_terms_reads_back_the_query_fts_query_built():
    q = fts_query("Who talked about the Zanquin harbour, really?", set(), frozenset({"who", "about", "the"}))
    assert or_terms(q) == ["talked", "zanquin", "harbour", "really"] and or_query(or_terms(q)) == q


def test_term_document_counts_are_span_counts(wide_mesh):
    store = wide_mesh.inventories[0].kb.store
    spans = [sp for name in wide_mesh.inventories[0].sources for sp in store.spans_of(name)]
    terms = ["talk", "harbour", "cedar", "host", "absent"]
    got = store.term_document_counts(terms)
    assert got == {t: sum(t in fold(sp.text).split() for sp in spans) for t in terms}
    assert got["talk"] == len(spans) and got["absent"] == 0
    inv = wide_mesh.inventories[0]
    assert inv.term_counts(terms[:2]) == {t: got[t] for t in terms[:2]}
    assert inv.term_counts(terms[::-1]) == {t: got[t] for t in terms[::-1]}  # memo and store agree


def test_a_large_kb_searches_without_its_frequent_terms(wide_mesh, monkeypatch):
    q = "Who was talking about the talk and the harbour?"
    before = assemble(wide_mesh, q)
    assert "frequent_terms_dropped" not in before.trace["tier2"]  # 144 spans: below MIN_SPANS
    monkeypatch.setattr(term_cut, "MIN_SPANS", 100)
    monkeypatch.setattr(tier2, "MIN_SPANS", 100)
    monkeypatch.setattr(term_cut, "MAX_SHARE", 0.5)
    after = assemble(wide_mesh, q)
    assert after.trace["tier2"]["frequent_terms_dropped"] == ["talk"]  # in every span; harbour in a third (≤ 0.5)
    assert after.trace["tier2"]["query"] == before.trace["tier2"]["query"]
    passages = [i for t in after.tiers if t.tier == 2 for i in t.items]
    assert passages and all("harbour" in i.evidence.text for i in passages)
    store = wide_mesh.inventories[0].kb.store
    assert [i.evidence.id for i in passages] == [s.id for s, _ in store.search('"talking" OR "harbour"', limit=16)][:len(passages)]


def test_frequent_terms_bounds_the_postings_of_a_very_large_kb():
    """Past ``MAX_POSTINGS / MAX_SHARE`` spans the cut is a number of spans, not a share
    (issue 29): a search never scores more than ``MAX_POSTINGS`` postings of a kept term."""
    counts = {"weather": term_cut.MAX_POSTINGS + 1, "harbour": term_cut.MAX_POSTINGS, "zanquin": 1}
    huge = 100 * term_cut.MAX_POSTINGS  # its share limit (5 %) would be 5 × MAX_POSTINGS
    assert frequent_terms(["weather", "harbour", "zanquin"], counts, huge) == ("weather",)
    assert frequent_terms(["harbour", "zanquin"], counts, huge) == ()  # at the bound: kept
    assert frequent_terms(["harbour", "zanquin"], counts, 10 * term_cut.MAX_POSTINGS) == ("harbour",)  # 5 % is less
    assert frequent_terms(["weather"], counts, huge) == ()  # never all: the rarest stays
