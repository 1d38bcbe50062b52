"""A KB's declared language selects the words the query plane reads (and only then)."""

from noesis.ingest.pipeline import ingest
from noesis.knowledge_base import KnowledgeBase
from noesis.lang import ENGLISH, language_for
from noesis.manifest import AxisSpec
from noesis.query.addresses import parse_addresses
from noesis.query.conversation import detect_follow_up
from noesis.query.inventory import NameEntry, build_kb_inventory
from noesis.query.references import Resolver
from noesis.query.vocabulary import resolve_vocabulary
from noesis.text import fold

from ..conftest import EXAMPLES

ITALIAN = language_for(["it"])
CLOCK = AxisSpec("second", "clock")
ENTRIES = [NameEntry(fold("Evening Panorama"), "Evening Panorama", "entity", "kb", "Evening Panorama",
                     "Evening Panorama", "entity name")]


def test_italian_address_words_apply_only_when_a_kb_declares_italian():
    assert parse_addresses("al secondo 1740", CLOCK, language=ENGLISH) == []
    assert parse_addresses("al secondo 1740", CLOCK) == []  # default: English, as before
    (win,) = parse_addresses("al secondo 1740", CLOCK, language=ITALIAN)
    assert (win.start, win.kind, win.text) == (1740.0, "point", "al secondo 1740")
    (rng,) = parse_addresses("tra il minuto 3 e 5", CLOCK, language=ITALIAN)
    assert (rng.start, rng.end, rng.kind) == (180.0, 300.0, "range")


def test_italian_name_connector_joins_an_unresolved_name_only_with_italian():
    q = "What was the peak of Festival della Canzone?"
    assert Resolver(ENTRIES, language=ENGLISH).resolve(q).unresolved == ("Festival", "Canzone")
    assert Resolver(ENTRIES, language=ITALIAN).resolve(q).unresolved == ("Festival della Canzone",)
    assert Resolver(ENTRIES).resolve(q).unresolved == ("Festival della Canzone",)  # default: en + it


def test_a_domain_noun_is_skipped_because_the_kb_declares_it_not_because_it_is_common():
    q = "What was the Share of Evening Panorama?"
    resolver = Resolver(ENTRIES, language=ENGLISH)
    assert resolver.resolve(q).unresolved == ("Share",)
    refs = resolver.resolve(q, skip_words=["share"])
    assert refs.unresolved == () and [r.target for r in refs.matched] == ["Evening Panorama"]


def test_italian_statistic_words_need_italian_or_the_manifest_vocabulary():
    assert resolve_vocabulary("il picco e la media", []).statistics == ()
    assert resolve_vocabulary("il picco e la media", [], language=ITALIAN).statistics == ("max", "mean")
    assert resolve_vocabulary("il picco", [], {"max": ["picco"]}, language=ENGLISH).statistics == ("max",)


def test_italian_follow_up_cue_needs_italian():
    history = [{"role": "assistant", "content": "Il picco è 20 [italia_sera.csv @ second 146]."}]
    sources = {"kb": ["italia_sera.csv"]}
    assert not detect_follow_up("e il minimo di quelle?", history, sources, anchored=False,
                                language=ENGLISH).is_follow_up
    assert detect_follow_up("e il minimo di quelle?", history, sources, anchored=False,
                            language=ITALIAN).is_follow_up


def test_inventory_carries_the_declared_language(tmp_path):
    ingest(EXAMPLES / "broadcast-it", tmp_path / "it.sqlite", workers=1)
    with KnowledgeBase.open(tmp_path / "it.sqlite") as kb:
        inv = build_kb_inventory(kb)
    assert inv.language == "it"
    assert language_for([inv.language]) is ITALIAN
