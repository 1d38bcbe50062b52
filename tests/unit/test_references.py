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


def test_an_auxiliary_that_opens_the_question_is_no_part_of_the_name_after_it():
    assert _resolve("Had Quiet Harbour or Domenica Sportiva Estate won more?").unresolved == (
        "Quiet Harbour", "Domenica Sportiva Estate")
    assert _resolve("Has Quiet Harbour grown?").unresolved == ("Quiet Harbour",)


def test_unresolved_ignores_question_words_and_known_words():
    refs = _resolve("Which programme had the highest share on Monday?", skip_words=["share"])
    assert refs.unresolved == ()
    refs = _resolve("What did Marco Ferri say about the Quiet Harbour?")
    assert refs.unresolved == ("Quiet Harbour",)


def test_no_similarity_veto():
    # a near-miss spelling is not matched, and an exact match is never dropped for a score
    refs = _resolve("What about Evening Panoramas and Late Review?")
    assert {r.target for r in refs.matched} >= {"Late Review"}


# --------------------------------------------------------------------------- declared names
DECLARED = [
    NameEntry(fold(n), n, "entity", "world", n, n, "entity name (declared)", True)
    for n in ("Mali", "Chad", "Sudan", "JFK", "Congo, Dem. Rep.", "Congo, Rep.")
] + [NameEntry("jfk", "JFK", "source", "weather", "JFK.csv", "JFK", "stem"),
     NameEntry("tv", "TV", "source", "qa", "tv.md", "Tv", "stem")]


def _declared(q):
    return Resolver(DECLARED).resolve(q)


def test_a_declared_short_name_anchors_in_full():
    for q, want in (("What was the highest life expectancy of Mali?", "Mali"),
                    ("peak population of chad", "Chad"),
                    ("highest wind speed at JFK", "JFK")):
        refs = _declared(q)
        assert [r.entity for r in refs.matched if r.level == "entity"] == [want], q
        assert refs.unresolved == ()


def test_a_function_word_names_a_declared_entity_only_as_the_name_writes_it():
    states = [NameEntry(fold(n), n, "entity", "roads", n, n, "entity name (declared)", True) for n in ("IN", "OR", "OH")]
    refs = Resolver(states).resolve("Were more miles driven in OH or in IN in 1997?")
    assert sorted(r.entity for r in refs.matched) == ["IN", "OH"]  # "in" and "or" as written are words
    assert {r.text for r in refs.rejected} >= {"in", "or"}


def test_a_short_file_stem_alone_still_does_not_anchor():
    refs = _declared("What is TV?")
    assert refs.matched == ()
    assert [r.rule for r in refs.rejected] == ["short token or acronym never anchors alone"]


def test_compare_two_declared_names_anchors_both():
    refs = _declared("Compare the life expectancy of Chad and Sudan")
    assert sorted(r.entity for r in refs.matched) == ["Chad", "Sudan"]


def test_an_ambiguous_partial_name_is_reported_with_its_candidates():
    refs = _declared("What was the life expectancy of Congo in 2007?")
    assert refs.matched == ()
    (rej,) = refs.rejected
    assert rej.ambiguous and rej.candidates == ("Congo, Dem. Rep.", "Congo, Rep.")


def test_acronyms_and_quoted_names_that_match_nothing_are_unresolved():
    assert _declared("Peak price of TSLA").unresolved == ("TSLA",)
    assert _declared("UK population in 2007").unresolved == ("UK",)
    assert _declared('What was the share of "the show" in 2007?').unresolved == ("the show",)
    # a quoted declared name is resolved, not reported
    assert _declared('life expectancy of "Mali"').unresolved == ()


def test_an_unresolved_possessive_is_named_once_as_the_question_writes_it():
    # "Australia's" folds to two tokens ("australia", "s"): the notice names the word once
    refs = _resolve("What was Australia's resident population in 1980?")
    assert refs.unresolved == ("Australia's",)
    refs = _resolve("What was the share of Quiet Harbour's late edition?")
    assert refs.unresolved == ("Quiet Harbour's",)


# --------------------------------------------------------------------------- a KB named after its subject
KB_NAMES = [NameEntry(fold(n), n, "kb", n, n, None, "kb name") for n in ("vix-ohlc", "broadcast-uk", "sp500-daily")] + [
    NameEntry("tv trivia qa", "tv_trivia_qa.md", "source", "qa", "tv_trivia_qa.md", "Tv Trivia Qa", "stem")]


def test_an_acronym_anchors_the_kb_whose_name_it_begins():
    refs = Resolver(KB_NAMES).resolve("What was the VIX close on 2009-06-15?")
    assert [(r.level, r.target) for r in refs.matched] == [("kb", "vix-ohlc")]
    assert refs.unresolved == ()


def test_an_acronym_ending_a_kb_name_or_in_a_file_stem_does_not_anchor():
    refs = Resolver(KB_NAMES).resolve("What was the peak TV share in the UK?")
    assert refs.matched == ()
    assert set(refs.unresolved) >= {"UK"}


def test_an_acronym_beginning_two_kb_names_is_ambiguous():
    entries = KB_NAMES + [NameEntry("vix weekly", "vix-weekly", "kb", "vix-weekly", "vix-weekly", None, "kb name")]
    refs = Resolver(entries).resolve("What was the VIX close on 2009-06-15?")
    assert refs.matched == ()
    (rej,) = refs.rejected
    assert rej.ambiguous and rej.candidates == ("vix-ohlc", "vix-weekly")


def test_a_possessive_acronym_anchors_its_kb_and_leaves_nothing_unresolved():
    refs = Resolver(KB_NAMES).resolve("What was the VIX's highest high in July 2009?")
    assert [(r.level, r.target) for r in refs.matched] == [("kb", "vix-ohlc")]
    assert refs.unresolved == ()


def test_a_name_said_with_other_grammatical_numbers_binds_by_its_all_singular_form():
    from noesis.naming import kb_name_entries, singular_form

    assert singular_form("due from affiliates") == "due from affiliate"
    assert singular_form("trade accounts receivable sold") == "trade account receivable sold"
    assert singular_form("revenue") is None and singular_form("net income") is None  # one word; already singular
    entities = {"Due from affiliates": (1, "column", ()), "Trade accounts receivable sold": (2, "column", ()),
                "Other receivable": (3, "column", ()), "Other receivables": (4, "column", ())}
    resolver = Resolver(kb_name_entries("kb", {}, entities))
    got = resolver.resolve("What is the percentage change in dues from affiliates between 2018 and 2019?")
    assert [r.entity for r in got.matched] == ["Due from affiliates"]
    got = resolver.resolve("What were the trade accounts receivables sold in 2019?")
    assert [r.entity for r in got.matched] == ["Trade accounts receivable sold"]
    # two rows whose all-singular form is one: the form names neither; each binds as written
    got = resolver.resolve("What were the other receivables in 2019?")
    assert [r.entity for r in got.matched] == ["Other receivables"]
