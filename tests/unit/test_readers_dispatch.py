"""read_source: kind/format dispatch, and no library exception escapes as a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.errors import SourceError
from noesis.ingest import readers
from noesis.ingest.readers import read_source
from noesis.manifest import AxisSpec, Manifest, SourceSpec, load_manifest


def manifest(tmp_path: Path) -> Manifest:
    return Manifest(root=tmp_path, name="t", axis=AxisSpec("second", "clock"))


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_table_format_declared_facts_goes_to_fact_reader(tmp_path):
    path = write(tmp_path, "bg.csv", "subject,predicate,object\nA,share,36.5\n")
    spec = SourceSpec(file="bg.csv", kind="facts", format="csv", entity=None, priority=2)
    r = read_source(path, spec, manifest(tmp_path))
    assert r.series == ()
    assert (r.facts[0].subject, r.facts[0].value, r.facts[0].priority) == ("A", 36.5, 2)


def test_txt_declared_transcript_goes_to_transcript_reader(tmp_path):
    path = write(tmp_path, "show.txt", "[00:00:01] ANNA: ciao\n")
    spec = SourceSpec(file="show.txt", kind="transcript", format="txt", entity="Show")
    r = read_source(path, spec, manifest(tmp_path))
    assert r.spans[0].kind == "cue" and r.spans[0].speaker == "ANNA"


def test_txt_as_document(tmp_path):
    path = write(tmp_path, "notes.txt", "[00:00:01] not a cue here\n")
    spec = SourceSpec(file="notes.txt", kind="document", format="txt", entity="Notes")
    r = read_source(path, spec, manifest(tmp_path))
    assert r.spans[0].kind == "paragraph"


def test_defaults_from_load_manifest_route_every_kind(tmp_path):
    write(tmp_path, "italia_sera.csv", "second,share\n1,2\n")
    write(tmp_path, "background.csv", "subject,predicate,object\nA,b,c\n")
    write(tmp_path, "italia_sera.srt", "1\n00:00:01,000 --> 00:00:02,000\nciao\n")
    write(tmp_path, "guide.md", "# A\n\ntext\n")
    write(tmp_path, "log.txt", "[00:01] ciao\n")
    man = load_manifest(tmp_path)
    got = {}
    for spec in man.sources:
        r = read_source(tmp_path / spec.file, spec, man)
        got[spec.file] = (len(r.series), len(r.spans), len(r.facts))
    assert got == {
        "background.csv": (0, 0, 1),
        "guide.md": (0, 1, 0),
        "italia_sera.csv": (1, 0, 0),
        "italia_sera.srt": (0, 1, 0),
        "log.txt": (0, 1, 0),
    }


@pytest.mark.parametrize(
    ("kind", "fmt"),
    [
        ("document", "csv"),
        ("table", "md"),
        ("transcript", "nquads"),
        ("facts", "srt"),
        ("video", "mp4"),
    ],
)
def test_unexpected_kind_or_format(tmp_path, kind, fmt):
    path = write(tmp_path, "x.dat", "x")
    with pytest.raises(SourceError) as info:
        read_source(
            path, SourceSpec(file="x.dat", kind=kind, format=fmt, entity="X"), manifest(tmp_path)
        )
    assert info.value.problem.file == "x.dat"


def test_library_exceptions_become_source_errors(tmp_path, monkeypatch):
    def explode(path, spec, manifest):
        raise KeyError("internal detail")

    monkeypatch.setitem(readers.READERS, ("document", "md"), explode)
    path = write(tmp_path, "a.md", "# x\n")
    with pytest.raises(SourceError) as info:
        read_source(
            path,
            SourceSpec(file="a.md", kind="document", format="md", entity="A"),
            manifest(tmp_path),
        )
    assert "cannot be parsed as md" in str(info.value)
    assert "KeyError" in str(info.value)


def test_missing_file_is_a_source_error(tmp_path):
    spec = SourceSpec(file="gone.srt", kind="transcript", format="srt", entity="X")
    with pytest.raises(SourceError, match="cannot read the file"):
        read_source(tmp_path / "gone.srt", spec, manifest(tmp_path))
