"""reStructuredText documents → paragraph spans with a section path (no docutils needed).

A small reader for what prose in ``.rst`` is made of: section titles (a line underlined —
and optionally overlined — with one punctuation character; levels in the order the
adornments first appear, as docutils does), paragraphs, list items and literal blocks.
Directives and comments (``.. name::``) are skipped with their indented bodies, except the
text of admonitions; inline markup is reduced to its text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import Problem
from ..manifest import Manifest, SourceSpec
from ..model import SpanRecord
from .base import ReadResult
from .textio import read_text

_ADORNMENT = re.compile(r"^([!-/:-@\[-`{-~])\1{2,}\s*$")
_DIRECTIVE = re.compile(r"^\.\.(?:\s+([\w-]+)::)?")
_ADMONITIONS = {"note", "tip", "warning", "important", "caution", "attention", "hint", "danger",
                "error", "admonition", "seealso"}
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)]|#\.)\s+")
_INLINE = [
    (re.compile(r"`([^`<]+?)\s*<[^>]+>`_{1,2}"), r"\1"),  # `text <url>`_
    (re.compile(r":[\w:+-]+:`([^`]+)`"), r"\1"),  # :role:`text`
    (re.compile(r"``(.+?)``"), r"\1"),
    (re.compile(r"\*\*(.+?)\*\*"), r"\1"),
    (re.compile(r"\*(.+?)\*"), r"\1"),
    (re.compile(r"`([^`]+)`_{0,2}"), r"\1"),
    (re.compile(r"\b(\w+)_\b"), r"\1"),  # reference_
]


def inline_text(text: str) -> str:
    for rx, sub in _INLINE:
        text = rx.sub(sub, text)
    return " ".join(text.split())


@dataclass
class _State:
    levels: list[tuple[str, bool]] = field(default_factory=list)  # (char, overlined) by level
    stack: list[tuple[int, str]] = field(default_factory=list)
    spans: list[SpanRecord] = field(default_factory=list)

    def section(self, style: tuple[str, bool], title: str) -> None:
        if style not in self.levels:
            self.levels.append(style)
        level = self.levels.index(style)
        while self.stack and self.stack[-1][0] >= level:
            self.stack.pop()
        self.stack.append((level, inline_text(title)))

    def add(self, lines: list[str], line: int) -> None:
        text = inline_text(" ".join(s.strip() for s in lines))
        if text:
            path = " > ".join(t for _, t in self.stack) or None
            self.spans.append(SpanRecord(len(self.spans), text, "paragraph", section=path, line=line))


def _title_at(lines: list[str], i: int) -> tuple[tuple[str, bool], str, int] | None:
    """A section title starting at line ``i``: (style, title, lines it takes) or None."""
    over = _ADORNMENT.match(lines[i])
    if over and i + 2 < len(lines) and lines[i + 1].strip() and _ADORNMENT.match(lines[i + 2]) \
            and lines[i + 2].strip()[0] == over.group(1):
        return (over.group(1), True), lines[i + 1].strip(), 3
    if i + 1 < len(lines) and lines[i].strip() and not lines[i].startswith((" ", "\t")):
        under = _ADORNMENT.match(lines[i + 1])
        if under and len(lines[i + 1].rstrip()) >= len(lines[i].rstrip()) - 1:
            return (under.group(1), False), lines[i].strip(), 2
    return None


def _indented_end(lines: list[str], i: int) -> int:
    """First line after ``i`` that is neither blank nor indented."""
    j = i + 1
    while j < len(lines) and (not lines[j].strip() or lines[j][:1] in (" ", "\t")):
        j += 1
    return j


def parse_rst(text: str) -> list[SpanRecord]:
    lines = text.splitlines()
    state = _State()
    block: list[str] = []
    start = 0

    def flush() -> None:
        if block:
            state.add(block, start + 1)
            block.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        title = _title_at(lines, i) if not block else None
        if title:
            state.section(title[0], title[1])
            i += title[2]
            continue
        directive = _DIRECTIVE.match(line)
        if directive and line.startswith(".."):
            flush()
            end = _indented_end(lines, i)
            if (directive.group(1) or "").lower() in _ADMONITIONS:
                body = [ln for ln in lines[i + 1:end] if ln.strip() and not ln.strip().startswith(":")]
                head = line[directive.end():].strip()
                state.add(([head] if head else []) + body, i + 1)
            i = end
            continue
        if not line.strip():
            flush()
            i += 1
            continue
        if _BULLET.match(line) and block:
            flush()
        if not block:
            start = i
        block.append(_BULLET.sub("", line) if _BULLET.match(line) else line)
        if line.rstrip().endswith("::"):  # a literal block follows
            block[-1] = line.rstrip()[:-1]
            flush()
            end = _indented_end(lines, i)
            literal = [ln for ln in lines[i + 1:end] if ln.strip()]
            if literal:
                state.add(literal, i + 2)
            i = end
            continue
        i += 1
    flush()
    return state.spans


def read_rst(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read a reStructuredText document into paragraph spans."""
    text, problems = read_text(path, spec.file, spec.encoding)
    if not text.strip():
        return ReadResult(problems=(*problems, Problem(spec.file, None, "empty file")))
    spans = parse_rst(text)
    if not spans:
        problems.append(Problem(spec.file, None, "no text found"))
    return ReadResult(spans=tuple(spans), problems=tuple(problems))
