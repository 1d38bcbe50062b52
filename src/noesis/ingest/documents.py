"""Document sources (Markdown, HTML, plain text) → paragraph spans with a section path.

Headings are not spans themselves: they build the section path (``"Cast > Hosts"``) that
every following paragraph carries, so a retrieved paragraph always says where it sits.
Paragraphs, list items, block quotes, code blocks and table rows each become one
``paragraph`` span, whitespace collapsed, numbered from 0 in document order.
"""

from __future__ import annotations

import re
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token
from selectolax.lexbor import LexborHTMLParser, LexborNode

from ..errors import Problem, SourceError
from ..manifest import Manifest, SourceSpec
from ..model import SpanRecord
from .base import ReadResult
from .textio import read_text

_FRONT_MATTER_RE = re.compile(r"\A---\n.*?\n(?:---|\.\.\.)\n", re.S)
_UNDERLINE_RE = re.compile(r"^\s*(=+|-+)\s*$")
_HTML_SKIP = frozenset(
    {
        "script",
        "style",
        "nav",
        "footer",
        "head",
        "noscript",
        "template",
        "svg",
        "iframe",
        "form",
        "button",
        "select",
    }
)
_HTML_INLINE = frozenset(
    {
        "a",
        "abbr",
        "b",
        "bdi",
        "bdo",
        "br",
        "cite",
        "code",
        "data",
        "dfn",
        "em",
        "i",
        "kbd",
        "mark",
        "q",
        "s",
        "samp",
        "small",
        "span",
        "strong",
        "sub",
        "sup",
        "time",
        "u",
        "var",
        "wbr",
        "img",
        "del",
        "ins",
        "label",
        "font",
        "-text",
    }
)
_HEADINGS = {f"h{i}": i for i in range(1, 7)}


def collapse(text: str) -> str:
    return " ".join(text.split())


class _Sections:
    """The heading stack; ``path`` is ``"A > B"`` or None before the first heading."""

    def __init__(self) -> None:
        self._stack: list[tuple[int, str]] = []

    def enter(self, level: int, title: str) -> None:
        while self._stack and self._stack[-1][0] >= level:
            self._stack.pop()
        if title:
            self._stack.append((level, title))

    @property
    def path(self) -> str | None:
        return " > ".join(t for _, t in self._stack) or None


class _Collector:
    def __init__(self) -> None:
        self.sections = _Sections()
        self.spans: list[SpanRecord] = []

    def add(self, text: str, line: int | None) -> None:
        text = collapse(text)
        if text:
            self.spans.append(
                SpanRecord(
                    len(self.spans), text, "paragraph", section=self.sections.path, line=line
                )
            )


# --------------------------------------------------------------------------- markdown
def _inline_text(token: Token) -> str:
    parts: list[str] = []
    for child in token.children or ():
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
        elif child.type == "image":
            parts.append(_inline_text(child))
    return "".join(parts)


def _html_fragment_text(html: str) -> str:
    """Raw HTML inside Markdown: its visible text (comments, scripts and styles dropped)."""
    tree = LexborHTMLParser(html)
    tree.strip_tags(sorted(_HTML_SKIP - {"head"}), recursive=True)
    return (tree.body or tree.root).text(separator=" ") if (tree.body or tree.root) else ""


def _strip_front_matter(text: str) -> str:
    """YAML front matter would parse as a setext heading; blank it, keeping line numbers."""
    m = _FRONT_MATTER_RE.match(text)
    return "\n" * m.group(0).count("\n") + text[m.end() :] if m else text


def parse_markdown(text: str) -> list[SpanRecord]:
    tokens = MarkdownIt("commonmark").enable("table").parse(_strip_front_matter(text))
    out = _Collector()
    row: list[str] | None = None
    row_line: int | None = None
    for i, tok in enumerate(tokens):
        line = tok.map[0] + 1 if tok.map else None
        if tok.type == "heading_open":
            out.sections.enter(int(tok.tag[1]), collapse(_inline_text(tokens[i + 1])))
        elif tok.type == "paragraph_open":
            out.add(_inline_text(tokens[i + 1]), line)
        elif tok.type in ("fence", "code_block"):
            out.add(tok.content, line)
        elif tok.type == "html_block":
            out.add(_html_fragment_text(tok.content), line)
        elif tok.type == "tr_open":
            row, row_line = [], line
        elif tok.type == "inline" and row is not None:
            row.append(collapse(_inline_text(tok)))
        elif tok.type == "tr_close" and row is not None:
            out.add(" | ".join(row), row_line)
            row = None
    return out.spans


# --------------------------------------------------------------------------- html
def _walk_html(node: LexborNode, out: _Collector, buffer: list[str]) -> None:
    """Depth-first: inline content accumulates in ``buffer``; block boundaries flush it."""
    for child in node.iter(include_text=True):
        tag = child.tag
        if tag in _HTML_SKIP or tag in ("-comment", "#comment"):
            continue
        if tag == "-text":
            buffer.append(child.text(deep=False) or "")
        elif tag == "br":
            buffer.append(" ")
        elif tag in _HTML_INLINE:
            _walk_html(child, out, buffer)
        else:
            _flush(out, buffer)
            if tag in _HEADINGS:
                out.sections.enter(_HEADINGS[tag], collapse(child.text(separator=" ")))
            elif tag == "tr":
                cells = [
                    collapse(c.text(separator=" ")) for c in child.iter() if c.tag in ("td", "th")
                ]
                out.add(" | ".join(c for c in cells if c), None)
            elif tag == "pre":
                out.add(child.text(separator=""), None)
            else:
                _walk_html(child, out, buffer)
                _flush(out, buffer)


def _flush(out: _Collector, buffer: list[str]) -> None:
    if buffer:
        out.add("".join(buffer), None)
        buffer.clear()


def parse_html(text: str) -> list[SpanRecord]:
    tree = LexborHTMLParser(text)
    root = tree.body or tree.root
    out = _Collector()
    if root is None:
        return out.spans
    buffer: list[str] = []
    _walk_html(root, out, buffer)
    _flush(out, buffer)
    return out.spans


# --------------------------------------------------------------------------- plain text
def parse_plain_text(text: str) -> list[SpanRecord]:
    """Blank-line separated paragraphs; a line underlined with ``===``/``---`` is a heading."""
    out = _Collector()
    para: list[str] = []
    para_line = 0

    def flush() -> None:
        if para:
            out.add(" ".join(para), para_line)
            para.clear()

    lines = text.split("\n")
    for n, line in enumerate(lines, 1):
        under = _UNDERLINE_RE.match(line)
        if under and len(under.group(1)) >= 3:
            if para:  # the line above is a heading
                title = para.pop()
                flush()
                out.sections.enter(1 if under.group(1)[0] == "=" else 2, collapse(title))
            else:  # a bare rule: a paragraph break
                flush()
            continue
        if not line.strip():
            flush()
            continue
        if not para:
            para_line = n
        para.append(line.strip())
    flush()
    return out.spans


_PARSERS = {"md": parse_markdown, "html": parse_html, "txt": parse_plain_text}


def read_document(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read a Markdown / HTML / plain-text document into paragraph spans."""
    parser = _PARSERS.get(spec.format)
    if parser is None:
        raise SourceError(
            spec.file, None, f"format {spec.format!r} is not a document format (md, html, txt)"
        )
    text, problems = read_text(path, spec.file, spec.encoding)
    if not text.strip():
        return ReadResult(problems=(*problems, Problem(spec.file, None, "empty file")))
    spans = parser(text)
    if not spans:
        problems.append(Problem(spec.file, None, "no text found"))
    return ReadResult(spans=tuple(spans), problems=tuple(problems))
