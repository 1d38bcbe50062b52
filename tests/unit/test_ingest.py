"""The producer plane end to end on small real files: facts, alignment, mentions,
incremental re-ingest, bad input, --strict, parallel parity."""

from __future__ import annotations

import json

import pytest

from noesis.errors import IngestError, ManifestError
from noesis.ingest.pipeline import choose_workers, ingest
from noesis.knowledge_base import KnowledgeBase
from noesis.store.kb import KBStore

from ..conftest import write

MANIFEST = """
[kb]
name = "mini"
language = "it"
[axis]
name = "second"
kind = "clock"
unit = "s"
[[metric]]
name = "share"
unit = "%"
aliases = ["quota di ascolto"]
stats = ["max", "min", "mean", "count"]
[[source]]
file = "serata.csv"
entity = "Serata Blu"
aliases = ["Blue Evening"]
[[source]]
file = "serata.srt"
entity = "Serata Blu"
"""


def _srt(n, speaker="ANNA"):
    blocks = []
    for i in range(n):
        s, e = i * 4, i * 4 + 4
        blocks.append(f"{i + 1}\n00:{s // 60:02d}:{s % 60:02d},000 --> 00:{e // 60:02d}:{e % 60:02d},000\n{speaker}: battuta {i} con Marco Ferri\n")
    return "\n".join(blocks)


def _csv(n, peak_at, peak=37.5):
    rows = ["second,share"]
    for i in range(n):
        rows.append(f"{i},{peak if i == peak_at else 20 + (i % 7) * 0.5}")
    return "\n".join(rows) + "\n"


@pytest.fixture
def kb_folder(tmp_path):
    folder = tmp_path / "kb"
    write(folder, "noesis.toml", MANIFEST)
    write(folder, "serata.csv", _csv(300, 146))
    write(folder, "serata.srt", _srt(75))
    write(folder, "facts.jsonl", '{"subject": "Marco Ferri", "predicate": "hosts", "object": "Serata Blu", "context": "2026"}\n')
    return folder


def test_facts_positions_and_alignment(kb_folder, tmp_path):
    kb_path = tmp_path / "mini.sqlite"
    report = ingest(kb_folder, kb_path)
    assert {s.status for s in report.sources} == {"new"}
    with KnowledgeBase.open(kb_path) as kb:
        (peak,) = kb.facts(metric="share", statistic="max")
        assert (peak.subject, peak.value, peak.position, peak.unit) == ("Serata Blu", 37.5, 146.0, "%")
        assert peak.origin == "computed" and peak.priority == 1 and peak.source == "serata.csv"
        (cue,) = kb.spans(peak.aligned)
        assert cue.source == "serata.srt" and cue.start <= 146 < cue.end
        assert "battuta 36" in cue.text
        (count,) = kb.facts(statistic="count")
        assert count.value == 300
        assert kb.name == "mini" and kb.axis.kind == "clock"


def test_entities_and_mentions(kb_folder, tmp_path):
    kb_path = tmp_path / "mini.sqlite"
    ingest(kb_folder, kb_path)
    with KBStore.open(kb_path) as s:
        names = {name: kind for _, name, kind, _ in s.entities()}
        assert names["Serata Blu"] == "declared" and names["Marco Ferri"] == "subject"
        assert names["ANNA"] == "speaker"
        marco = s.conn.execute(
            "SELECT count(*) FROM mentions m JOIN entities e ON e.id = m.entity_id WHERE e.name = 'Marco Ferri'"
        ).fetchone()[0]
        assert marco == 75
        types = {e.type for e in s.graph_edges()}
        assert {"about", "mentions", "subject", "object", "from", "aligned_with"} <= types


def test_incremental_reingest(kb_folder, tmp_path):
    kb_path = tmp_path / "mini.sqlite"
    ingest(kb_folder, kb_path)
    again = ingest(kb_folder, kb_path)
    assert {s.status for s in again.sources} == {"unchanged"}
    write(kb_folder, "serata.csv", _csv(300, 200, peak=38.0))
    third = ingest(kb_folder, kb_path)
    status = {s.name: s.status for s in third.sources}
    assert status == {"serata.csv": "changed", "serata.srt": "unchanged", "facts.jsonl": "unchanged"}
    with KnowledgeBase.open(kb_path) as kb:
        (peak,) = kb.facts(metric="share", statistic="max")
        assert (peak.value, peak.position) == (38.0, 200.0)
        (cue,) = kb.spans(peak.aligned)
        assert cue.start <= 200 < cue.end
        assert len(kb.facts(metric="share")) == 4  # old facts replaced, not added
    (kb_folder / "facts.jsonl").unlink()
    fourth = ingest(kb_folder, kb_path)
    assert {s.name: s.status for s in fourth.sources}["facts.jsonl"] == "removed"
    with KnowledgeBase.open(kb_path) as kb:
        assert kb.facts(entity="Marco Ferri") == []


def test_bad_file_reported_rest_ingested(kb_folder, tmp_path):
    write(kb_folder, "broken.jsonl", "this is not json\n{also not\n")
    kb_path = tmp_path / "mini.sqlite"
    report = ingest(kb_folder, kb_path)
    status = {s.name: s.status for s in report.sources}
    assert status["broken.jsonl"] == "failed" and status["serata.csv"] == "new"
    (problem,) = [p for p in report.problems if p.file == "broken.jsonl"]
    assert problem.line == 1
    with KnowledgeBase.open(kb_path) as kb:
        assert {s.name for s in kb.sources()} == {"serata.csv", "serata.srt", "facts.jsonl"}


def test_strict_writes_nothing(kb_folder, tmp_path):
    kb_path = tmp_path / "mini.sqlite"
    ingest(kb_folder, kb_path)
    write(kb_folder, "serata.csv", _csv(300, 10, peak=99.0))
    write(kb_folder, "broken.jsonl", "not json\n")
    with pytest.raises(IngestError, match="nothing was written"):
        ingest(kb_folder, kb_path, strict=True)
    with KnowledgeBase.open(kb_path) as kb:
        (peak,) = kb.facts(metric="share", statistic="max")
        assert peak.value == 37.5
        assert "broken.jsonl" not in {s.name for s in kb.sources()}


def test_changed_file_now_broken_keeps_previous(kb_folder, tmp_path):
    kb_path = tmp_path / "mini.sqlite"
    ingest(kb_folder, kb_path)
    write(kb_folder, "facts.jsonl", "garbage\n")
    report = ingest(kb_folder, kb_path)
    assert {s.name: s.status for s in report.sources}["facts.jsonl"] == "kept-previous"
    with KnowledgeBase.open(kb_path) as kb:
        assert kb.facts(entity="Marco Ferri")[0].object == "Serata Blu"


def test_invalid_manifest_writes_nothing(kb_folder, tmp_path):
    write(kb_folder, "noesis.toml", MANIFEST.replace('kind = "clock"', 'kind = "parsec"'))
    kb_path = tmp_path / "mini.sqlite"
    with pytest.raises(ManifestError):
        ingest(kb_folder, kb_path)
    assert not kb_path.exists()


def test_parallel_equals_serial(kb_folder, tmp_path):
    for i in range(3):
        write(kb_folder, f"extra{i}.srt", _srt(40, speaker=f"SPEAKER{i}"))
    a, b = tmp_path / "serial.sqlite", tmp_path / "parallel.sqlite"
    ra = ingest(kb_folder, a, workers=1)
    rb = ingest(kb_folder, b, workers=2)
    assert rb.workers == 2 and ra.counts == rb.counts
    with KnowledgeBase.open(a) as ka, KnowledgeBase.open(b) as kb:
        dump = lambda k: json.dumps([f.as_dict() for f in k.facts()], sort_keys=True)  # noqa: E731
        assert dump(ka) == dump(kb)


def test_choose_workers():
    assert choose_workers([100, 200]) == 1  # too small to pay for processes
    assert choose_workers([50 << 20]) == 1  # one file: nothing to share
    assert 1 <= choose_workers([50 << 20] * 8) <= 8
    assert choose_workers([1], requested=3) == 3
