"""Failure 3 of issue 16: lone surrogates, control characters and terminal escapes.

A lone surrogate in JSON, JSONL or N-Quads used to raise ``UnicodeEncodeError`` at the
write and abort the whole batch; the same character in a question crashed ``--json``.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

from noesis.cli.render import SafeConsole, escape, json_text
from noesis.ingest.pipeline import ingest
from noesis.text import clean_text

from .harness import kb_state, unclean

ESC = "\x1b[2J\x1b[31m"


def _hostile_folder(folder):
    folder.mkdir()
    (folder / "facts.jsonl").write_text(
        '{"subject": "Team A", "predicate": "wins", "object": "3\\ud800"}\n'
        '{"subject": "Team B\\u001b[31m", "predicate": "wins", "object": "4"}\n', encoding="utf-8")
    (folder / "cues.json").write_text(
        '[{"start": 0, "end": 1, "text": "hello \\udc00 world"}, {"start": 1, "end": 2, "text": "bye\\u0007"}]',
        encoding="utf-8")
    (folder / "facts.nq").write_text(
        '<http://ex.org/a> <http://ex.org/p> "x\\uD800y" .\n<http://ex.org/b> <http://ex.org/p> "ok\\u001b" .\n',
        encoding="utf-8")
    (folder / "notes.md").write_text(f"# Notes\n\nThe {ESC}budget\x07 was discussed.\x0b\n", encoding="utf-8")
    (folder / "plain.csv").write_text("second,share\n0,1\n1,2\n", encoding="utf-8")


def test_hostile_characters_never_abort_the_batch(tmp_path):
    _hostile_folder(tmp_path / "kb")
    report = ingest(tmp_path / "kb", tmp_path / "kb.sqlite", workers=1)
    assert {s.name: s.status for s in report.sources} == dict.fromkeys(
        ("cues.json", "facts.jsonl", "facts.nq", "notes.md", "plain.csv"), "new")
    state = kb_state(tmp_path / "kb.sqlite")
    assert unclean(state) == []
    assert ("Team A", "wins", "3\ufffd") in state["facts.jsonl"].facts
    assert ("Team B", "wins", "4") in state["facts.jsonl"].facts
    assert [t for t in state["cues.json"].spans] == ["hello \ufffd world", "bye"]
    assert len(state["facts.nq"].facts) == 1  # the lone-surrogate line is rejected, the other read
    assert any("lone surrogate" in str(p) for p in report.problems)
    assert any("The budget was discussed." in t for t in state["notes.md"].spans)
    assert any("control character" in str(p) for p in report.problems)


def test_clean_text_rules():
    assert clean_text("plain text") == ("plain text", 0)
    assert clean_text("tab\tand\nnewline") == ("tab\tand\nnewline", 0)
    assert clean_text(f"a{ESC}b\x1b]0;title\x07c\x9bd") == ("abcd", len(ESC) + 11)
    assert clean_text("x\ud800") == ("x\ufffd", 1)


def test_terminal_output_is_stripped():
    buf = io.StringIO()
    console = SafeConsole(file=buf, force_terminal=False, width=200)
    console.print(f"model says {ESC}hi\x1b]52;c;cGF5bG9hZA==\x07 there")
    console.print(escape(f"[red]kb {ESC}text"))  # markup in KB text stays text
    out = buf.getvalue()
    assert "\x1b" not in out and "\x07" not in out
    assert "model says hi there" in out and "[red]kb text" in out


def test_json_output_always_encodes():
    text = json_text({"q": "peak \udcff share", "t": f"a{ESC}"})
    text.encode("utf-8")  # would raise before the fix
    assert json.loads(text) == {"q": "peak \udcff share", "t": f"a{ESC}"}
    assert "\x1b" not in text  # JSON escapes the control characters itself


def test_context_json_with_an_undecodable_question(tmp_path):
    folder = tmp_path / "kb"
    folder.mkdir()
    (folder / "prog.csv").write_text("second,share\n0,1\n1,5\n2,3\n", encoding="utf-8")
    ingest(folder, tmp_path / "kb.sqlite", workers=1)
    # an argument with bytes that are not UTF-8 reaches Python as lone surrogates
    done = subprocess.run([sys.executable, "-m", "noesis.cli", "context", "peak share \udcff of prog",
                           "--mesh", str(tmp_path / "kb.sqlite"), "--json"],
                          capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})  # strict, as on a UTF-8 terminal
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    data = json.loads(done.stdout.decode("utf-8"))
    assert data["question"] == "peak share \udcff of prog"
    assert data["tiers"]
