"""Failure 1 of issue 16: an empty or all-bad re-export never wipes a source's content.

Matrix: every format × (0 bytes, whitespace, BOM only, header only, every row bad). The
previous content of each source must survive byte for byte, be reported, and make
``--strict`` fail; removal is explicit (``--remove``, or deleting the file).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from noesis.errors import IngestError
from noesis.ingest.pipeline import ingest
from noesis.ingest.shrink import Shrink

from .harness import EMPTY_VARIANTS, SAMPLES, kb_state, parquet_sample, write_folder

ALL = (*SAMPLES, parquet_sample())
VARIANTS = (*EMPTY_VARIANTS, "header-only", "all-bad")


def _variant(sample, variant: str) -> bytes | None:
    if variant in EMPTY_VARIANTS:
        return EMPTY_VARIANTS[variant]
    return sample.header_only if variant == "header-only" else sample.all_bad


@pytest.fixture(scope="module")
def clean_kb(tmp_path_factory):
    root = tmp_path_factory.mktemp("reexport")
    write_folder(root / "kb", ALL)
    ingest(root / "kb", root / "kb.sqlite", workers=1)
    state = kb_state(root / "kb.sqlite")
    assert all(not st.empty for st in state.values()), state  # the samples have content
    return root, state


@pytest.mark.parametrize("variant", VARIANTS)
def test_empty_reexport_keeps_every_source(clean_kb, variant):
    root, before = clean_kb
    contents = {s.file: b for s in ALL if (b := _variant(s, variant)) is not None}
    write_folder(root / "kb", ALL, contents)
    try:
        report = ingest(root / "kb", root / "kb.sqlite", workers=1)
        assert kb_state(root / "kb.sqlite") == before
        statuses = {s.name: s.status for s in report.sources}
        assert {statuses[f] for f in contents} == {"kept-previous"}
        assert all(s.problems for s in report.sources if s.name in contents)
        with pytest.raises(IngestError):
            ingest(root / "kb", root / "kb.sqlite", workers=1, strict=True)
        assert kb_state(root / "kb.sqlite") == before
    finally:
        write_folder(root / "kb", ALL)


def test_a_new_empty_file_is_accepted_as_empty(tmp_path):
    """The guard is about losing content: a source that never had any is just empty."""
    write_folder(tmp_path / "kb", SAMPLES[:1], {SAMPLES[0].file: b""})
    report = ingest(tmp_path / "kb", tmp_path / "kb.sqlite", workers=1)
    assert report.sources[0].status == "new"


def _table(n: int) -> str:
    return "second,share\n" + "".join(f"{i},{5 + i % 9}\n" for i in range(n))


def test_a_large_shrink_is_reported_and_refused_under_strict(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "prog.csv").write_text(_table(100), encoding="utf-8")
    kb = tmp_path / "kb.sqlite"
    ingest(folder, kb, workers=1)
    (folder / "prog.csv").write_text(_table(30), encoding="utf-8")
    with pytest.raises(IngestError, match="shrink limit"):
        ingest(folder, kb, workers=1, strict=True)
    assert kb_state(kb)["prog.csv"].rows == 100
    report = ingest(folder, kb, workers=1)
    (shrink,) = [p for p in report.problems if isinstance(p, Shrink)]
    assert (shrink.measure, shrink.before, shrink.after) == ("rows", 100, 30)
    assert kb_state(kb)["prog.csv"].rows == 30


def test_the_shrink_limit_is_a_manifest_setting(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "noesis.toml").write_text('[kb]\nshrink_limit = 0.8\n', encoding="utf-8")
    (folder / "prog.csv").write_text(_table(100), encoding="utf-8")
    kb = tmp_path / "kb.sqlite"
    ingest(folder, kb, workers=1)
    (folder / "prog.csv").write_text(_table(30), encoding="utf-8")  # 70 % lost: within 80 %
    report = ingest(folder, kb, workers=1, strict=True)
    assert not [p for p in report.problems if isinstance(p, Shrink)]


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "noesis.cli", "ingest", *args],
                          capture_output=True, text=True, timeout=120)


def test_remove_and_delete_are_the_explicit_ways(tmp_path):
    folder = tmp_path / "kb"
    write_folder(folder, SAMPLES[:3])
    (folder / "noesis.toml").unlink()  # no manifest: deleting a file removes its source
    kb = tmp_path / "kb.sqlite"
    assert _cli(str(folder), "--kb", str(kb)).returncode == 0
    (folder / "cues.srt").write_bytes(b"")
    strict = _cli(str(folder), "--kb", str(kb), "--strict")
    assert strict.returncode != 0 and "cues.srt" in strict.stderr
    assert not kb_state(kb)["cues.srt"].empty

    removed = _cli(str(folder), "--kb", str(kb), "--remove", "cues.srt", "--json")
    assert removed.returncode == 0, removed.stderr
    assert '"status": "removed"' in removed.stdout
    assert "cues.srt" not in kb_state(kb)

    (folder / "table.tsv").unlink()
    report = ingest(folder, kb, workers=1)
    assert [s.name for s in report.sources if s.status == "removed"] == ["table.tsv"]
    state = kb_state(kb)
    assert set(state) == {"table.csv", "cues.srt"}  # the empty file is a new, empty source now
    assert state["cues.srt"].empty and not state["table.csv"].empty

    unknown = _cli(str(folder), "--kb", str(kb), "--remove", "nope.csv")
    assert unknown.returncode != 0 and "nope.csv" in unknown.stderr
