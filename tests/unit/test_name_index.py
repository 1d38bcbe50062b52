"""The stored name index (issue 29): a mesh resolves names by looking up the question's word
runs in each KB's stored entries instead of building an automaton over every name when it
opens. The matches, candidate tokens and entries must be those of the in-memory automaton."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from noesis.gazetteer import Match
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.model import SourceInfo
from noesis.naming import NameEntry, kb_name_entries
from noesis.query.inventory import name_entries
from noesis.query.names import ChainedNames, MemoryNames, StoredNames, word_runs
from noesis.query.prebuilt import forget_shared
from noesis.query.references import Resolver
from noesis.store.kb import KBStore
from noesis.store.names import read_name_index, write_name_index
from noesis.store.structures import query_generation, read_names_info
from noesis.text import fold

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _source(name: str, entity: str = "", aliases: tuple[str, ...] = ()) -> SourceInfo:
    return SourceInfo(0, name, "transcript", entity, aliases, 1, "", 0, 0, 0)


def _entries(kb: str) -> list[NameEntry]:
    sources = {s.name: s for s in (
        _source("italia_sera.srt", "Italia Sera", ("IS", "La Sera")),
        _source("sera/italia_sera_extra.srt", "Italia Sera Extra"),
        _source("notte.srt", "Notte Italiana", ("Notte",)),
        _source("R&D report.md"),
    )}
    entities = {"Italia Sera": (1, "programme", ("Sera Italia",)), "Italia Sera Extra": (2, "programme", ()),
                "Notte Italiana": (3, "programme", ("La Notte",)), "ANNA": (4, "speaker", ()),
                "Mali": (5, "country", ("République du Mali",)), "Sera": (6, "object", ())}
    return kb_name_entries(kb, sources, entities)


QUESTIONS = [
    "What was the peak share of Italia Sera Extra and when did it occur?",
    "italia sera italia sera extra sera italia",
    "Did ANNA talk about la notte in notte.srt or italia_sera.srt?",
    "What did the R&D report say about Mali and the République du Mali?",
    "IS it Notte Italiana, Notte, or Sera?",
    "", "?", "nothing here at all", "broadcast it broadcast-it",
]


def _stored(entries: list[NameEntry], kb: str) -> StoredNames:
    store = KBStore.open(":memory:", create=True)
    info = write_name_index(store, kb, entries)
    assert info is not None and info.entries == len(entries)
    return StoredNames(store, kb, info)


def _key(matches: list[Match]) -> list[tuple[int, int, str, tuple]]:
    return [(m.start, m.end, m.surface, tuple(m.keys)) for m in matches]


def test_word_runs_are_every_word_bounded_place():
    assert word_runs("a bb c", (1, 2)) == [(0, 1, "a"), (0, 4, "a bb"), (2, 4, "bb"), (2, 6, "bb c"), (5, 6, "c")]
    assert word_runs("a bb c", (3, 5)) == [(0, 6, "a bb c")]
    assert word_runs("", (1,)) == [] and word_runs("a", ()) == []


def test_stored_names_match_as_the_automaton_does():
    entries = _entries("broadcast-it")
    memory, stored = MemoryNames(entries), _stored(entries, "broadcast-it")
    assert len(stored) == len(memory)
    for q in QUESTIONS:
        folded = fold(q)
        assert sorted(_key(stored.hits(folded))) == sorted(_key(memory.hits(folded)))
        assert _key(stored.find(folded)) == _key(memory.find(folded))
    assert any(stored.find(fold(q)) for q in QUESTIONS)  # not vacuous
    for token in {w for e in entries for w in e.folded.split()} | {"absent"}:
        assert stored.tokens(token) == memory.tokens(token)
    everything = list(range(len(entries)))
    assert stored.entries_at(everything[::-1]) == memory.entries_at(everything[::-1]) == entries[::-1]


def test_a_mesh_of_stored_kbs_resolves_as_one_built_in_memory():
    a, b = _entries("alpha"), _entries("beta")
    chained = ChainedNames([_stored(a, "alpha"), _stored(b, "beta")])
    mixed = ChainedNames([MemoryNames(a), _stored(b, "beta")])
    memory = Resolver(a + b)
    for q in QUESTIONS:
        want = memory.resolve(q)
        assert Resolver(chained).resolve(q) == want == Resolver(mixed).resolve(q)
    refs = Resolver(chained).resolve("What was the peak share of Italia Sera Extra?")
    assert {r.kb for r in refs.matched} == {"alpha", "beta"}  # one name, both KBs, in order
    many = chained.tokens("sera")
    assert many == sorted(many) and chained.entries_at(many) == [(a + b)[k] for k in many]


@pytest.fixture
def kb(tmp_path):
    folder = tmp_path / "broadcast-it"
    shutil.copytree(EXAMPLES / "broadcast-it", folder)
    path = tmp_path / "kb.sqlite"
    ingest(folder, path)
    forget_shared()
    yield path
    forget_shared()


def test_an_ingested_kb_opens_on_its_stored_names(kb):
    with Mesh.open(kb) as mesh:
        [names] = mesh.resolver.names.parts
        assert isinstance(names, StoredNames)
        inv = mesh.inventories[0]
        assert "sources" not in inv.__dict__ and "entities" not in inv.__dict__  # nothing read yet
        entries = name_entries(inv)
        assert names.entries_at(range(len(names))) == entries
        memory = Resolver(entries, language=mesh.language)
        questions = [f"What was the peak share of {e.display} and when?" for e in entries]
        questions += [f"did {e.display.lower()} say it" for e in entries] + QUESTIONS
        for q in questions:
            assert mesh.resolver.resolve(q) == memory.resolve(q)


def test_a_changed_kb_falls_back_to_names_in_memory(kb):
    with KBStore.open(kb) as store:
        generation = query_generation(store)
        assert read_names_info(store, generation) is not None
        store.conn.execute("INSERT INTO entities (name, kind, aliases) VALUES ('Added Later', 'programme', '[]')")
        assert read_names_info(store, generation) is None  # the entities are not those indexed
        assert read_name_index(store, None) is None
    with Mesh.open(kb) as mesh:
        [names] = mesh.resolver.names.parts
        assert isinstance(names, MemoryNames)
        assert [r.target for r in mesh.resolver.resolve("What about Added Later?").matched] == ["Added Later"]


def test_an_entity_is_also_named_in_its_other_grammatical_number():
    from noesis.naming import kb_name_entries
    from noesis.text import number_variant

    assert [number_variant(w) for w in ("raw material", "other receivables", "inventory", "tax")] == [
        "raw materials", "other receivable", "inventories", None]
    entries = kb_name_entries("kb", {}, {"Raw material": (1, "column", ()), "Other receivable": (2, "column", ()),
                                         "Other receivables": (3, "column", ()), "Net sale": (4, "column", ()),
                                         "Net sales": (5, "column", ("Sales",))})
    by_name = {}
    for e in entries:
        by_name.setdefault(e.folded, []).append(e.target)
    assert by_name["raw materials"] == ["Raw material"]  # the other number names the row
    # two rows whose names are each other's other number keep their own names only
    assert by_name["other receivable"] == ["Other receivable"] and by_name["other receivables"] == ["Other receivables"]
    assert by_name["sale"] == ["Net sales"]  # an alias's other number, when no other name is it
