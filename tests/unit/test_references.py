"""Named-reference rules on a small hand-made inventory."""

from noesis.query.inventory import NameEntry
from noesis.query.references import Resolver
from noesis.text import fold


def _e(name, level="entity", kb="kb1", target=None, entity=None, how="entity name"):
    return NameEntry(fold(name), name, level, kb, target or name, entity if entity is not None else (target or name), how)


ENTRIES = [
    _e("Evening Panorama"),
    _e("evening panorama", level="source", target="evening_panorama.csv", entity="Evening Panorama", how="stem"),
    _e("Late Review"),
    _e("Marco Ferri", kb="kb1"),
    _e("Marco Ferri", kb="kb2"),
    _e("tv trivia qa", level="source", kb="qa", target="tv_trivia_qa.md", entity="Tv Trivia Qa", how="stem"),
    _e("Ottawa"),
    _e("ANNA"),
    _e("Ottawa Beavers"),
]


def _resolve(q, **kw):
    return Resolver(ENTRIES).resolve(q, **kw)


def test_full_multi_token_name_anchors_at_every_level_and_kb():
    refs = _resolve("What did marco ferri say in evening panorama?")
    got = {(r.level, r.kb, r.target) for r in refs.matched}
    assert ("entity", "kb1", "Marco Ferri") in got and ("entity", "kb2", "Marco Ferri") in got
    assert ("source", "kb1", "evening_panorama.csv") in got
    assert refs.unresolved == ()


def test_case_accent_punctuation_folding():
    refs = _resolve("EVENING-PANORAMA: what was the peak?")
    assert any(r.target == "Evening Panorama" for r in refs.matched)


def test_short_token_or_acronym_never_anchors_alone():
    refs = _resolve("What was the peak TV share? Ask ANNA.")
    assert refs.matched == ()
    rules = {r.text: r.rule for r in refs.rejected}
    assert "acronym never anchors alone" in rules["ANNA"]


def test_distinctive_single_token_needs_capital():
    assert [r.target for r in _resolve("Where is Ottawa?").matched] == ["Ottawa"]
    refs = _resolve("Is the ottawa river long? Ask Bob")
    assert all(r.target != "Ottawa" for r in refs.matched)


def test_partial_distinctive_token_and_ambiguity():
    refs = _resolve("What happened on Panorama last night?")
    assert {r.target for r in refs.matched} == {"Evening Panorama", "evening_panorama.csv"}
    assert "partial name" in refs.matched[0].rule
    amb = Resolver(ENTRIES + [_e("Panorama Italiano")]).resolve("What happened on Panorama?")
    assert amb.matched == () and amb.rejected[0].rule == "ambiguous partial name"


def test_longest_name_wins():
    refs = _resolve("Did the Ottawa Beavers win?")
    assert [r.target for r in refs.matched] == ["Ottawa Beavers"]


def test_unresolved_capitalised_run():
    refs = _resolve("What was the peak share of Domenica Sportiva Estate and when did it occur?")
    assert refs.unresolved == ("Domenica Sportiva Estate",)
    assert refs.matched == ()


def test_unresolved_ignores_question_words_and_known_words():
    refs = _resolve("Which programme had the highest share on Monday?", skip_words=["share"])
    assert refs.unresolved == ()
    refs = _resolve("What did Marco Ferri say about the Quiet Harbour?")
    assert refs.unresolved == ("Quiet Harbour",)


def test_no_similarity_veto():
    # a near-miss spelling is not matched, and an exact match is never dropped for a score
    refs = _resolve("What about Evening Panoramas and Late Review?")
    assert {r.target for r in refs.matched} >= {"Late Review"}
