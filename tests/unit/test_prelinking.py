"""Mentions linked in the parsing workers, spans sent as columns: the KB after an ingest
holds exactly what linking every span in the writer would give.

Ground truth is independent of the code under test: spans are compared with what the
reader returns for each file (serial, in this process), and mentions with a brute-force
matcher (every word-bounded occurrence of every folded entity name by ``str.find``, then
longest-first, leftmost-first, non-overlapping) run over the stored spans and entities.
"""

from __future__ import annotations

import hashlib
import pickle
import random
import re
import sqlite3
from array import array
from pathlib import Path

import pytest

from noesis.gazetteer import Gazetteer
from noesis.ingest.defaults import apply_defaults
from noesis.ingest.docaxis import choose_axis
from noesis.ingest.pipeline import ingest, parse_source
from noesis.ingest.prelinking import SpanMentions, names_gazetteer, resolve, unknown_names
from noesis.ingest.word_filter import WordFilter
from noesis.manifest import load_manifest
from noesis.model import SpanRecord
from noesis.span_columns import SpanColumns
from noesis.text import fold, fold_words

from ..conftest import EXAMPLES, write

DEMOS = sorted(p for p in EXAMPLES.iterdir() if (p / "noesis.toml").exists())


def _rows(kb: Path, sql: str) -> list[tuple]:
    conn = sqlite3.connect(kb)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def _spans(kb: Path) -> list[tuple]:
    return _rows(kb, 'SELECT src.name, sp.ordinal, sp.kind, sp.start, sp."end", sp.speaker, sp.section,'
                     " sp.line, sp.text FROM spans sp JOIN sources src ON src.id = sp.source_id"
                     " ORDER BY src.name, sp.ordinal")


def _mentions(kb: Path) -> list[tuple]:
    return _rows(kb, "SELECT src.name, sp.ordinal, e.name, m.count FROM mentions m"
                     " JOIN spans sp ON sp.id = m.span_id JOIN sources src ON src.id = sp.source_id"
                     " JOIN entities e ON e.id = m.entity_id ORDER BY 1, 2, 3")


def _digest(kb: Path) -> str:
    """Every table a question reads, keyed by names rather than ids."""
    h = hashlib.sha256()
    for sql in (
        "SELECT name, kind, format, entity, aliases, priority, rows, spans, facts, columns, problems"
        " FROM sources ORDER BY name",
        "SELECT name, kind, aliases FROM entities ORDER BY name",
        "SELECT src.name, s.metric, s.entity, s.n, s.positions, s.vals FROM series s"
        " JOIN sources src ON src.id = s.source_id ORDER BY 1, 2, 3",
        "SELECT ts.value, tp.value, tob.value, tc.value, q.value, q.position, q.positions, q.origin"
        " FROM quads q JOIN terms ts ON ts.id = q.s JOIN terms tp ON tp.id = q.p"
        " JOIN terms tob ON tob.id = q.o JOIN terms tc ON tc.id = q.c ORDER BY 1, 2, 3, 4, 5",
        "SELECT a.position, sp.ordinal, src.name FROM aligned a JOIN spans sp ON sp.id = a.span_id"
        " JOIN sources src ON src.id = sp.source_id ORDER BY 1, 2, 3",
        "SELECT lo, hi, (SELECT ordinal FROM spans WHERE id = r.id), (SELECT ordinal FROM spans WHERE"
        " id = r.last_id) FROM spans_rtree r ORDER BY 1, 2, 3",
        "SELECT rowid IN (SELECT id FROM spans), count(*) FROM spans_fts GROUP BY 1",
    ):
        h.update(repr(_rows(kb, sql)).encode())
    h.update(repr(_spans(kb)).encode())
    h.update(repr(_mentions(kb)).encode())
    return h.hexdigest()


def _brute_mentions(kb: Path) -> list[tuple]:
    """Longest-leftmost word-bounded matches of every entity name and alias, by ``str.find``."""
    import json

    by_surface: dict[str, set[str]] = {}
    for name, aliases in _rows(kb, "SELECT name, aliases FROM entities"):
        for n in (name, *json.loads(aliases)):
            if fold(n):
                by_surface.setdefault(fold(n), set()).add(name)
    out = []
    for source, ordinal, speaker, text in _rows(
        kb, "SELECT src.name, sp.ordinal, sp.speaker, sp.text FROM spans sp JOIN sources src"
            " ON src.id = sp.source_id"):
        t = fold(text if speaker is None else f"{speaker}: {text}")
        hits = []
        for s in by_surface:
            i = t.find(s)
            while i >= 0:
                j = i + len(s)
                if (i == 0 or t[i - 1] == " ") and (j == len(t) or t[j] == " "):
                    hits.append((i, j, s))
                i = t.find(s, i + 1)
        chosen: list[tuple[int, int, str]] = []
        for i, j, s in sorted(hits, key=lambda h: (h[0] - h[1], h[0])):
            if all(j <= a or i >= b for a, b, _ in chosen):
                chosen.append((i, j, s))
        counts: dict[str, int] = {}
        for _i, _j, s in chosen:
            for name in by_surface[s]:
                counts[name] = counts.get(name, 0) + 1
        out += [(source, ordinal, name, n) for name, n in counts.items()]
    return sorted(out)


def _reader_spans(folder: Path) -> list[tuple]:
    manifest = choose_axis(apply_defaults(load_manifest(folder)).manifest)
    out = []
    for spec in manifest.sources:
        parsed = parse_source(manifest, spec, "x")
        out += [(spec.file, s.ordinal, s.kind, None if s.start is None else float(s.start),
                 None if s.end is None else float(s.end), s.speaker, s.section, s.line, s.text)
                for s in parsed.read.spans]
    return sorted(out, key=lambda r: (r[0], r[1]))


@pytest.mark.parametrize("folder", DEMOS, ids=lambda p: p.name)
def test_demo_kb_same_with_1_and_2_workers_and_as_linked_in_the_writer(folder, tmp_path):
    one, two = tmp_path / "one.sqlite", tmp_path / "two.sqlite"
    assert ingest(folder, one, workers=1).workers == 1
    assert ingest(folder, two, workers=2).workers == 2
    assert _digest(one) == _digest(two)
    assert _spans(one) == _reader_spans(folder)
    expected = _brute_mentions(one)
    assert _mentions(one) == expected
    if "broadcast" in folder.name:
        assert expected  # the demo's transcripts do mention their speakers and programmes


def _srt(lines: list[tuple[str, str]]) -> str:
    return "\n".join(f"{i + 1}\n00:00:{i:02d},000 --> 00:00:{i:02d},900\n{who}: {text}\n"
                     for i, (who, text) in enumerate(lines))


@pytest.mark.parametrize("workers", [1, 2])
def test_a_name_another_file_brings_is_linked_in_every_file(tmp_path, workers):
    """b.srt's worker cannot know ANNA ROSSI (a.srt's speaker) nor BOB: both are found in
    its text; and "anna rossi" beats its own speaker ANNA there (longest match)."""
    folder = tmp_path / "kb"
    write(folder, "noesis.toml", '[kb]\nname = "x"\n[axis]\nname = "second"\nkind = "clock"\n')
    write(folder, "a.srt", _srt([("ANNA ROSSI", "hello"), ("BOB", "hi there")]))
    write(folder, "b.srt", _srt([("ANNA", "we met anna rossi and bob"), ("ANNA", "nobody else")]))
    write(folder, "c.srt", _srt([("CARLA", "nothing to see"), ("CARLA", "still nothing")]))
    kb = tmp_path / "x.sqlite"
    ingest(folder, kb, workers=workers)
    got = _mentions(kb)
    assert got == _brute_mentions(kb)
    assert ("b.srt", 0, "ANNA ROSSI", 1) in got and ("b.srt", 0, "BOB", 1) in got
    assert ("b.srt", 0, "ANNA", 1) in got  # the speaker itself, not the "anna" of "anna rossi"
    # re-ingest after a change to one file only: the others keep their mentions
    write(folder, "c.srt", _srt([("CARLA BIANCHI", "now bob is here")]))
    ingest(folder, kb, workers=workers)
    assert ("c.srt", 0, "BOB", 1) in _mentions(kb)
    assert _mentions(kb) == _brute_mentions(kb)
    # CARLA BIANCHI leaves the KB: c.srt's worker still knows her from the previous KB and
    # chooses her name in "carla bianchi", where the final gazetteer finds CARLA instead
    write(folder, "c.srt", _srt([("CARLA", "carla bianchi and bob")]))
    ingest(folder, kb, workers=workers)
    got = _mentions(kb)
    assert got == _brute_mentions(kb)
    assert ("c.srt", 0, "CARLA", 2) in got and not any(r[2] == "CARLA BIANCHI" for r in got)


def test_the_writer_rechecks_only_what_the_final_gazetteer_may_decide_otherwise():
    final = Gazetteer([("Anna", 1), ("Anna Rossi", 2), ("Bob", 3), ("Roberto", 3)])
    base = names_gazetteer(["Anna", "Bob", "Roberto"]).surfaces()

    def mentions(surfaces, span, surface, count, vocabulary, own=()):
        return SpanMentions(tuple(surfaces), array("q", span), array("q", surface), array("q", count),
                            frozenset(own), WordFilter.of(vocabulary))

    # "anna rossi" unknown to the worker, and both its words occur in the file: recheck it
    assert unknown_names(mentions(["anna"], [0], [0], [1], {"anna", "rossi"}), final, base) == ["anna rossi"]
    # its words do not all occur: nothing to recheck; name and alias add up
    m = mentions(["anna", "bob", "roberto"], [0, 1, 1], [0, 1, 2], [2, 1, 1], {"anna", "bob"})
    assert unknown_names(m, final, base) == []
    assert resolve(m, [10, 11], final) == [(10, 1, 2), (11, 3, 2)]
    assert resolve(m, range(20, 22), final) == [(20, 1, 2), (21, 3, 2)]
    assert resolve(mentions([], [], [], [], {"zed"}), [10], final) == []
    # the names no worker knew, computed once per ingest, give the same answer; a name of
    # the file's own is known to its worker
    new = final.surfaces() - base
    for one in (mentions(["anna"], [0], [0], [1], {"anna", "rossi"}), m,
                mentions(["anna"], [0], [0], [1], {"anna", "rossi"}, own={"anna rossi"})):
        assert unknown_names(one, final, base, new) == unknown_names(one, final, base)
    assert unknown_names(mentions(["anna"], [0], [0], [1], {"anna", "rossi"}, own={"anna rossi"}), final, base) == []
    assert final.surfaces() is final.surfaces()  # built once


def test_span_columns_are_the_records_they_hold():
    spans = (
        SpanRecord(0, "ANNA: ciao", "cue", 0.0, 2.5, "ANNA", None, 3),
        SpanRecord(1, "prose", "paragraph", None, None, None, "Cast > Hosts", None),
        SpanRecord(2, "x", "cue", 4, 5.0, "", None, 9),
    )
    cols = SpanColumns.of(spans)
    assert tuple(cols) == spans and cols[-1] == spans[-1] and cols[1:] == spans[1:] and len(cols) == 3
    again = pickle.loads(pickle.dumps(cols))
    assert [(type(a.start), a) for a in again] == [(type(b.start), b) for b in spans]
    assert list(cols.mention_texts()) == ["ANNA: ANNA: ciao", "prose", ": x"]
    uniform = SpanColumns.of([SpanRecord(i, "t", "cue", float(i), i + 1.0) for i in range(50)])
    assert isinstance(uniform.starts, array) and isinstance(uniform.ordinals, array)
    with pytest.raises(IndexError):
        cols[3]


def test_word_filter_never_forgets_a_word_and_rarely_invents_one():
    rng = random.Random(3)
    words = {"".join(rng.choice("abcdefghij") for _ in range(rng.randint(1, 9))) for _ in range(5000)}
    f = WordFilter.of(words)
    assert all(f.may_contain(w) for w in words)
    others = [w + "zq" for w in words]
    false = sum(f.may_contain(w) for w in others)
    assert false < 0.01 * len(others)  # ~0.1 % expected at 16 bits a word and 6 probes
    assert len(f.bits) * 8 >= 16 * len(words)
    assert not WordFilter.of([]).may_contain("anything") and WordFilter.of(["x"]).may_contain("x")


_OLD_NON_WORD = re.compile(r"[^0-9a-z%]+")


def test_ascii_fold_fast_path_equals_the_regex_rule():
    rng = random.Random(5)
    alphabet = [chr(c) for c in range(128)]
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        assert fold(text) == _OLD_NON_WORD.sub(" ", text.lower()).strip(), repr(text)
        assert fold_words(text) == fold(text).split()
    for text in ("Città di Castello — Ünïcode", "東京 2020", "ﬁne Straße"):
        assert " ".join(fold_words(text)) == fold(text)


def test_a_worker_that_cannot_link_leaves_the_source_to_the_writer(tmp_path, monkeypatch):
    from noesis.ingest import prelinking

    def broken(*_a, **_k):
        raise RuntimeError("linking bug")

    monkeypatch.setattr(prelinking, "link_spans", broken)
    folder = tmp_path / "kb"
    write(folder, "noesis.toml", '[kb]\nname = "x"\n[axis]\nname = "second"\nkind = "clock"\n')
    write(folder, "a.srt", _srt([("ANNA", "hello bob"), ("BOB", "hi anna")]))
    kb = tmp_path / "x.sqlite"
    report = ingest(folder, kb, workers=1)
    assert [s.status for s in report.sources] == ["new"]
    got = _mentions(kb)
    assert got == _brute_mentions(kb) and ("a.srt", 0, "BOB", 1) in got


def test_serial_parsing_links_with_no_known_names(tmp_path):
    """An empty base gazetteer is still the one to use in-process (not the worker's)."""
    from noesis.ingest.pipeline import ParseJob, _parsed_in_order
    from noesis.ingest.prelinking import LinkedSource

    folder = tmp_path / "kb"
    write(folder, "noesis.toml", '[kb]\nname = "x"\n[axis]\nname = "second"\nkind = "clock"\n')
    write(folder, "a.srt", _srt([("ANNA", "hello")]))
    manifest = load_manifest(folder)
    [linked] = list(_parsed_in_order(manifest, [ParseJob(manifest.sources[0], "x")], 1, ()))
    assert isinstance(linked, LinkedSource) and linked.mentions is not None
    assert linked.mentions.surfaces == ("anna",) and linked.mentions.own == frozenset({"anna"})


def test_word_filter_bits_are_the_probes_of_every_word():
    """The vectorised build sets exactly the bits :func:`_probes` names, word by word."""
    import random

    from noesis.ingest.word_filter import _probes

    rng = random.Random(5)
    for n in (1, 2, 63, 64, 65, 700):
        words = {"".join(rng.choice("abcdeéßz") for _ in range(rng.randint(1, 9))) for _ in range(n)}
        f = WordFilter.of(words)
        want = bytearray(len(f.bits))
        for w in words:
            for p in _probes(w, f.mask):
                want[p >> 3] |= 1 << (p & 7)
        assert f.bits == bytes(want) and all(f.may_contain(w) for w in words)
