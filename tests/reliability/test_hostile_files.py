"""Failures 6 and 8 (ingest parts) of issue 16: hostile file shapes cost little and are
refused with a problem — deep HTML, a huge line, a hostile manifest, links and special
files in the KB folder."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from noesis.errors import ManifestError
from noesis.ingest.limits import MAX_HTML_DEPTH, MAX_LINE_BYTES, check_line_length
from noesis.ingest.pipeline import ingest
from noesis.manifest import MANIFEST_MAX_BYTES, load_manifest

from .harness import kb_state


def _statuses(report):
    return {s.name: (s.status, " ".join(str(p) for p in s.problems)) for s in report.sources}


def test_deep_html_is_refused_before_the_parser(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "deep.html").write_text("<div>" * 200_000 + "x", encoding="utf-8")  # 1 MB
    (folder / "lists.md").write_text("# L\n\n" + "<ul><li>" * 100_000 + "\n", encoding="utf-8")
    (folder / "fine.html").write_text("<div>" * (MAX_HTML_DEPTH - 10) + "<p>deep but fine</p>", encoding="utf-8")
    (folder / "rows.html").write_text("<table>" + "<tr><td>1<td>2" * 20_000 + "</table><p>ok</p>",
                                      encoding="utf-8")  # unclosed cells are not nesting
    report = ingest(folder, tmp_path / "kb.sqlite", workers=1)
    got = _statuses(report)
    assert got["deep.html"][0] == "failed" and "nested more than" in got["deep.html"][1]
    assert got["lists.md"][0] == "failed" and "nested more than" in got["lists.md"][1]
    assert got["fine.html"][0] == "new" and got["rows.html"][0] == "new"


def _peak_rss_of(code: str) -> int:
    """Peak RSS in MB of a fresh interpreter running ``code``."""
    script = code + "\nimport resource; print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert done.returncode == 0, done.stderr
    return int(done.stdout.split()[-1]) // 1024


def test_a_50_mb_line_is_refused_without_the_memory(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    with open(folder / "one.txt", "wb") as fh:
        fh.write(b"word " * 10_000_000 + b"\n")  # one 50 MB line
    (folder / "one.csv").write_bytes(b"second,share\n0," + b"9" * (MAX_LINE_BYTES + 1) + b"\n")
    code = (f"from noesis.ingest.pipeline import ingest\nr = ingest({str(folder)!r}, "
            f"{str(tmp_path / 'kb.sqlite')!r}, workers=1)\n"
            "assert {s.status for s in r.sources} == {'failed'}, r.sources\n"
            "assert all('a line longer than' in str(p) for p in r.problems), r.problems")
    peak = _peak_rss_of(code)
    baseline = _peak_rss_of("import noesis.ingest.pipeline")
    assert peak - baseline < 200  # the 50 MB line is never held, let alone expanded (1.4 GB before)


def test_line_check_boundaries(tmp_path):
    p = tmp_path / "f"
    p.write_bytes(b"a" * 10 + b"\n" + b"b" * 10)
    check_line_length(p, "f", limit=10)
    p.write_bytes(b"a\n" * 5 + b"b" * 11 + b"\n")
    with pytest.raises(Exception, match="longer than") as exc:
        check_line_length(p, "f", limit=10)
    assert exc.value.problem.line == 6


@pytest.mark.parametrize("shape", ["folder", "fifo", "huge", "deep", "deep-inline"])
def test_a_hostile_manifest_is_one_clear_error(tmp_path, shape):
    folder = tmp_path / "kb"
    folder.mkdir()
    mpath = folder / "noesis.toml"
    if shape == "folder":
        mpath.mkdir()
    elif shape == "fifo":
        os.mkfifo(mpath)  # reading it would block forever
    elif shape == "huge":
        mpath.write_text("# " + "x" * MANIFEST_MAX_BYTES + "\n", encoding="utf-8")
    elif shape == "deep":
        mpath.write_text("a = " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    else:
        mpath.write_text("a = " + "{b = " * 5_000 + "1" + "}" * 5_000 + "\n", encoding="utf-8")
    with pytest.raises(ManifestError, match="noesis.toml"):
        load_manifest(folder)


def test_symlinks_and_special_files_are_not_followed(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("root:x:0:0:the content of a system file\n", encoding="utf-8")
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "notes.md").write_text("# N\n\nThe real notes.\n", encoding="utf-8")
    (folder / "link.txt").symlink_to(outside)
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "more.txt").write_text("outside text\n", encoding="utf-8")
    (folder / "dir").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    os.mkfifo(folder / "pipe.txt")
    kb = tmp_path / "kb.sqlite"
    report = ingest(folder, kb, workers=1)
    got = _statuses(report)
    assert got["link.txt"][0] == "failed" and "symbolic link" in got["link.txt"][1]
    assert "dir/more.txt" not in got  # a linked folder is not walked
    state = kb_state(kb)
    assert not any("system file" in t or "outside text" in t for st in state.values() for t in st.spans)
    assert "notes.md" in state

    # nor read when listed by name
    (folder / "noesis.toml").write_text('[[source]]\nfile = "dir/more.txt"\n', encoding="utf-8")
    got = _statuses(ingest(folder, kb, workers=1))
    assert got["dir/more.txt"][0] == "failed" and "dir is a symbolic link" in got["dir/more.txt"][1]

    # a FIFO listed explicitly is a clear manifest error, never a hang
    (folder / "noesis.toml").write_text('[[source]]\nfile = "pipe.txt"\n', encoding="utf-8")
    with pytest.raises(ManifestError, match="pipe.txt"):
        ingest(folder, kb, workers=1)

    (folder / "noesis.toml").write_text("[kb]\nfollow_symlinks = true\n", encoding="utf-8")
    report = ingest(folder, kb, workers=1)
    assert _statuses(report)["link.txt"][0] == "new"
    assert any("system file" in t for t in kb_state(kb)["link.txt"].spans)

