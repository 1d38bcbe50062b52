"""Document sources (Markdown, HTML, plain text) → paragraph spans with a section path.

Headings are not spans themselves: they build the section path (``"Cast > Hosts"``) that
every following paragraph carries, so a retrieved paragraph always says where it sits.
Paragraphs, list items, block quotes, code blocks and table rows each become one
``paragraph`` span, whitespace collapsed, numbered from 0 in document order.

A table whose header holds positions (years, quarters, dates; see
:mod:`noesis.ingest.doctables`) is read as a table instead: each data row becomes one
``row`` span (``"Capital expenditures › Wireless: 2019 1,320; 2018 1,086"``, section
``"<heading path> > table 1, row 2"``) and one series per row on the KB's axis.
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
from .docrelation import kept_relation
from .doctables import (
    ParsedTable,
    is_positional,
    leading_header_rows,
    read_tables,
    row_section,
    table_rows,
    unit_statement,
)
from .limits import check_html_depth
from .statedamounts import scale_of_stated_amounts
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
        self.tables: list[ParsedTable] = []  # the positional ones
        self.other_tables: list[ParsedTable] = []  # the others (rows kept as paragraphs)
        self.n_tables = 0
        self.last_paragraph: str | None = None
        #: paragraphs since the last table: where a report states its unit ("in thousands")
        self.statements: list[str] = []
        #: what the parse itself could not read as written (a span attribute, inline markup)
        self.problems: list[str] = []

    def add(self, text: str, line: int | None, kind: str = "paragraph",
            section: str | None = None) -> None:
        text = collapse(text)
        if text:
            self.spans.append(
                SpanRecord(len(self.spans), text, kind, section=section or self.sections.path,
                           line=line)
            )
        self.last_paragraph = text if kind == "paragraph" else None
        if kind == "paragraph" and text:
            self.statements.append(text)

    def add_table(self, header: list[list[str]], body: list[list[str]], lines: list[int | None],
                  caption: str | None = None, header_lines: list[int | None] | None = None) -> None:
        """A positional table → row spans (kept for its series); any other → one paragraph
        per row, cells joined with `` | `` (as before tables were read). A first body row
        holding the positions is a header row (:func:`leading_header_rows`)."""
        self.n_tables += 1
        n = leading_header_rows(header, body)
        if n:
            header, body = [*header, *body[:n]], body[n:]
            header_lines = [*(header_lines or [None] * (len(header) - n)), *lines[:n]]
            lines = lines[n:]
        table = ParsedTable(tuple(map(tuple, header)), tuple(map(tuple, body)), self.n_tables,
                            caption, self.sections.path, tuple(lines), self.last_paragraph,
                            _stated_unit(body, " ".join(self.statements)))
        self.statements = []
        if not is_positional(table):
            self.other_tables.append(table)
            head = zip(header, header_lines or [None] * len(header), strict=True)
            for cells, line in [*head, *zip(body, lines, strict=True)]:
                self.add(" | ".join(c for c in cells if c), line)
            return
        self.tables.append(table)
        for row in table_rows(table):
            self.add(row.text, row.line, "row", row_section(table, row))


# --------------------------------------------------------------------------- markdown
def _stated_unit(body: list[list[str]], text: str) -> str | None:
    """The unit the paragraphs before a table give it: a statement ("in thousands"), else
    the scale at which the table's cells are the amounts they state
    (:func:`~noesis.ingest.statedamounts.scale_of_stated_amounts`)."""
    return unit_statement(text) or scale_of_stated_amounts(body, text)


def _inline_text(token: Token) -> str:
    parts: list[str] = []
    for child in token.children or ():
        if child.type in ("text", "text_special", "code_inline"):
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
    return _markdown(text).spans


class _MarkdownTable:
    """The rows of the Markdown table being read (header first)."""

    def __init__(self) -> None:
        self.header: list[list[str]] = []
        self.body: list[list[str]] = []
        self.lines: list[int | None] = []
        self.header_lines: list[int | None] = []
        self.in_head = False
        self.row: list[str] | None = None
        self.row_line: int | None = None

    def close_row(self) -> None:
        if self.row is None:
            return
        if self.in_head:
            self.header.append(self.row)
            self.header_lines.append(self.row_line)
        else:
            self.body.append(self.row)
            self.lines.append(self.row_line)
        self.row = None


#: the inline parser's cost budget of a Markdown document: markup units (a ``[`` counts
#: :data:`_BRACKET_COST`, any other markup character 1) allowed through markdown-it's inline
#: rules, plus one per :data:`_BUDGET_PER` characters of the document. markdown-it is
#: linear but slow on markup floods (200 kB of ``[`` took 4 s, 50 kB/s); past the budget an
#: inline run is read as its plain text, with a problem saying so.
_INLINE_BUDGET = 6000
_BUDGET_PER = 40
_BRACKET_COST = 8
_MARKUP = "<*_`!\\&"


def _markup_cost(content: str) -> int:
    return _BRACKET_COST * content.count("[") + sum(content.count(c) for c in _MARKUP)


def _budgeted_inline(state) -> None:
    """markdown-it's core ``inline`` rule under a cost budget (``state.env["budget"]``):
    an inline run past it gets one text child, its content as written."""
    env = state.env
    for token in state.tokens:
        if token.type != "inline":
            continue
        token.children = []
        cost = _markup_cost(token.content)
        if cost <= env["budget"]:
            env["budget"] -= cost
            state.md.inline.parse(token.content, state.md, env, token.children)
        else:
            env["plain"] += 1
            token.children.append(Token("text", "", 0, content=token.content))


def _markdown_parser(inline: bool = True) -> MarkdownIt:
    md = MarkdownIt("commonmark").enable("table")
    if inline:
        md.core.ruler.at("inline", _budgeted_inline)
    else:
        md.core.ruler.disable("inline")
    return md


_MD = _markdown_parser()
_MD_BLOCKS = _markdown_parser(inline=False)


def _markdown_tokens(text: str) -> tuple[list[Token], int]:
    """The document's tokens (inline runs parsed within the budget) and how many inline
    runs were read as plain text past it. Linear in the text."""
    env = {"budget": _INLINE_BUDGET + len(text) // _BUDGET_PER, "plain": 0}
    tokens = _MD.parse(_strip_front_matter(text), env)
    return tokens, env["plain"]


def _markdown(text: str) -> _Collector:
    tokens, plain = _markdown_tokens(text)
    out = _Collector()
    if plain:
        out.problems.append(f"{plain} paragraph(s) or cell(s) hold more inline markup than the parse "
                            "budget (a flood of '[', '*' …); read as plain text, markup kept")
    table: _MarkdownTable | None = None
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
        elif tok.type == "table_open":
            table = _MarkdownTable()
        elif table is not None:
            _table_token(tok, line, table, out)
            if tok.type == "table_close":
                table = None
    return out


#: body rows a table's positions can depend on (:func:`leading_header_rows`, a caption row's
#: labels below it): the axis pre-pass reads no more of a table
_PREPASS_BODY_ROWS = 2


def markdown_table_heads(text: str) -> list[ParsedTable]:
    """The axis pre-pass of a Markdown document: its tables' header rows and first body
    rows, read from the block structure alone (no inline parse of its paragraphs), so the
    document itself is parsed once, by :func:`read_document`."""
    tokens = _MD_BLOCKS.parse(_strip_front_matter(text))
    tables: list[ParsedTable] = []
    rows: list[list[str]] = []
    head: list[list[str]] = []
    in_head = in_table = False
    above = None  # the paragraph just above a table, raw: "December31," may state its year end
    for tok in tokens:
        if tok.type == "inline" and not in_table:
            above = tok.content
        if tok.type == "table_open":
            rows, head, in_table = [], [], True
        elif tok.type in ("thead_open", "thead_close"):
            in_head = tok.type == "thead_open"
        elif tok.type == "tr_open":
            (head if in_head else rows).append([])
        elif tok.type == "inline" and (head if in_head else rows) and len(rows) <= _PREPASS_BODY_ROWS:
            (head if in_head else rows)[-1].append(_cell_text(tok.content))
        elif tok.type == "table_close":
            body = [r for r in rows[:_PREPASS_BODY_ROWS]]
            n = leading_header_rows(head, body)
            tables.append(ParsedTable(tuple(map(tuple, [*head, *body[:n]])), tuple(map(tuple, body[n:])),
                                      len(tables) + 1, context=above))
            in_table, above = False, None
    return [t for t in tables if is_positional(t)]


def _cell_text(content: str) -> str:
    """A table cell's text, inline-parsed (a cell is short; a long one is read as written)."""
    if _markup_cost(content) > _INLINE_BUDGET // 10:
        return collapse(content)
    children: list[Token] = []
    _MD.inline.parse(content, _MD, {}, children)
    return collapse(_inline_text(Token("inline", "", 0, children=children)))


def _table_token(tok: Token, line: int | None, table: _MarkdownTable, out: _Collector) -> None:
    if tok.type in ("thead_open", "thead_close"):
        table.in_head = tok.type == "thead_open"
    elif tok.type == "tr_open":
        table.row, table.row_line = [], line
    elif tok.type == "inline" and table.row is not None:
        table.row.append(collapse(_inline_text(tok)))
    elif tok.type == "tr_close":
        table.close_row()
    elif tok.type == "table_close":
        out.add_table(table.header, table.body, table.lines, header_lines=table.header_lines)


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
            elif tag == "table":
                _html_table(child, out)
            elif tag == "tr":
                out.add(" | ".join(c for c in _html_cells(child) if c), None)
            elif tag == "pre":
                out.add(child.text(separator=""), None)
            else:
                _walk_html(child, out, buffer)
                _flush(out, buffer)


def _html_cells(tr: LexborNode) -> list[str]:
    """The texts of a row's cells (a row outside a table: joined, so spans do not matter)."""
    return [collapse(c.text(separator=" ")) for c in tr.iter() if c.tag in ("td", "th")]


#: the most columns one cell spans, and rows (HTML's own limits are 1000 and 65534)
_MAX_COLSPAN = 1000
_MAX_ROWSPAN = 65534
_SPAN_RE = re.compile(r"\s*([0-9]+)")


def _span(raw: str | None, name: str, limit: int) -> tuple[int, str | None]:
    """A ``colspan``/``rowspan`` value as HTML reads it (leading ASCII digits; absent, 0
    for colspan, or not a number → 1; at most ``limit``), with a problem when it is not a
    number (``colspan="²"``: ``str.isdigit`` says yes, ``int`` says no)."""
    if raw is None:
        return 1, None
    m = _SPAN_RE.match(raw)
    if m is None:
        return 1, f"{name}={raw[:20]!r} is not a number; read as 1"
    n = int(m.group(1))
    if name == "rowspan" and n == 0:
        return limit, None  # "to the end of the table"
    return max(1, min(n, limit)), None


#: a cell as the table grid needs it: its text, its ``colspan`` and ``rowspan`` attributes
HtmlCell = tuple[str, str | None, str | None]


#: a grid may hold this many cells per cell written, plus :data:`_GRID_BASE`: past that the
#: spans are hostile (``colspan=1000`` on every cell of 10,000 rows) and the table is text
_GRID_FACTOR = 16
_GRID_BASE = 10_000


class GridTooLarge(ValueError):
    """The spans of a table would make a grid past :data:`_GRID_FACTOR` (its rows are
    read as text instead)."""


def html_grid(rows: list[list[HtmlCell]], problems: list[str] | None = None) -> list[list[str]]:
    """Table rows of cells → a grid of texts, spans expanded: a cell spanning n columns is
    followed by n − 1 empty cells (its value is written once); a cell spanning n rows puts
    its text in the same column of the n − 1 rows below (a merged label or value belongs to
    each row it covers), so no later cell of those rows shifts left. Linear in the cells
    written: a grid past ``16 ×`` them (+ 10,000) raises :class:`GridTooLarge`."""
    grid: list[list[str]] = []
    below: dict[int, tuple[int, str]] = {}  # column → (rows still covered, text)
    budget = _GRID_BASE + _GRID_FACTOR * sum(len(tr) for tr in rows)
    for tr in rows:
        out: list[str] = []
        for text, colspan, rowspan in tr:
            _fill_covered(out, below)
            cols, bad_col = _span(colspan, "colspan", _MAX_COLSPAN)
            span, bad_row = _span(rowspan, "rowspan", _MAX_ROWSPAN)
            if problems is not None:
                problems += [p for p in (bad_col, bad_row) if p]
            start = len(out)
            out += [text, *[""] * (cols - 1)]
            if len(out) > budget:
                raise GridTooLarge(f"its spans make a grid of more than {_GRID_FACTOR} cells per cell written")
            if span > 1:
                for j in range(start, start + cols):
                    below[j] = (span - 1, text if j == start else "")
        while below and max(below) >= len(out):  # covered columns after the row's own cells
            if len(out) in below:
                _fill_covered(out, below)
            else:
                out.append("")
        budget -= len(out)
        if budget < 0:
            raise GridTooLarge(f"its spans make a grid of more than {_GRID_FACTOR} cells per cell written")
        grid.append(out)
    return grid


def _fill_covered(out: list[str], below: dict[int, tuple[int, str]]) -> None:
    """Append the texts of the cells above that cover the next columns of ``out``."""
    while len(out) in below:
        left, text = below.pop(len(out))
        if left > 1:
            below[len(out)] = (left - 1, text)
        out.append(text)


def _row_cells(tr: LexborNode) -> list[HtmlCell]:
    return [(collapse(c.text(separator=" ")), c.attributes.get("colspan"), c.attributes.get("rowspan"))
            for c in tr.iter() if c.tag in ("td", "th")]


def _table_rows(table: LexborNode) -> list[tuple[LexborNode, bool]]:
    """The table's own rows (not a nested table's), each with: is it in ``<thead>``?"""
    rows: list[tuple[LexborNode, bool]] = []
    for child in table.iter():
        if child.tag == "tr":
            rows.append((child, False))
        elif child.tag in ("thead", "tbody", "tfoot"):
            rows += [(tr, child.tag == "thead") for tr in child.iter() if tr.tag == "tr"]
    return rows


def _html_table(table: LexborNode, out: _Collector) -> None:
    """Header rows: those in ``<thead>``; else the leading rows of ``<th>`` cells only; else
    the first row."""
    caption = next((collapse(c.text(separator=" ")) for c in table.iter() if c.tag == "caption"), None)
    rows = _table_rows(table)
    n_head = sum(1 for _, head in rows if head)
    if not n_head:
        while n_head < len(rows) and all(c.tag == "th" for c in rows[n_head][0].iter()
                                         if c.tag in ("td", "th")):
            n_head += 1
        n_head = n_head or min(1, len(rows))
    spans: list[str] = []
    try:
        cells = html_grid([_row_cells(tr) for tr, _ in rows], spans)
    except GridTooLarge as exc:
        out.n_tables += 1
        out.problems.append(f"table {out.n_tables}: {exc}; its rows are kept as text only")
        for tr, _ in rows:
            out.add(" | ".join(t for t, _c, _r in _row_cells(tr) if t), None)
        return
    if spans:
        out.problems.append(f"table {out.n_tables + 1}: {spans[0]}"
                            + (f" (and {len(spans) - 1} more)" if len(spans) > 1 else ""))
    body = cells[n_head:]
    out.add_table(cells[:n_head], body, [None] * len(body), caption or None)


def _flush(out: _Collector, buffer: list[str]) -> None:
    if buffer:
        out.add("".join(buffer), None)
        buffer.clear()


def parse_html(text: str) -> list[SpanRecord]:
    return _html(text).spans


def _html(text: str) -> _Collector:
    tree = LexborHTMLParser(text)
    root = tree.body or tree.root
    out = _Collector()
    if root is None:
        return out
    buffer: list[str] = []
    _walk_html(root, out, buffer)
    _flush(out, buffer)
    return out


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


def _plain(text: str) -> _Collector:
    out = _Collector()
    out.spans = parse_plain_text(text)
    return out


_PARSERS = {"md": _markdown, "html": _html, "txt": _plain}


def document_tables(path: Path, spec: SourceSpec) -> list[ParsedTable]:
    """The positional tables of a document (for choosing the KB's axis; see
    :mod:`noesis.ingest.docaxis`). An unreadable document has none. A Markdown document's
    tables are read from its block structure alone (:func:`markdown_table_heads`)."""
    if spec.format not in ("md", "html"):
        return []
    try:
        text, _problems = read_text(path, spec.file, spec.encoding)
    except SourceError:
        return []
    if ("|" if spec.format == "md" else "<table") not in text.lower():
        return []  # most documents have no table: skip the parse
    try:
        check_html_depth(text, spec.file)
    except SourceError:
        return []
    return markdown_table_heads(text) if spec.format == "md" else _html(text).tables


def document_texts(path: Path, spec: SourceSpec) -> list[str]:
    """The text of a Markdown, HTML or plain-text document (for the axis pre-pass:
    :mod:`noesis.ingest.docaxis`); another format or an unreadable file, none."""
    if spec.format not in ("md", "html", "txt"):
        return []
    try:
        return [read_text(path, spec.file, spec.encoding)[0]]
    except SourceError:
        return []


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
    if spec.format in ("md", "html"):
        check_html_depth(text, spec.file)
    parsed = parser(text)
    problems += [Problem(spec.file, None, p) for p in parsed.problems]
    if not parsed.spans:
        problems.append(Problem(spec.file, None, "no text found"))
    tables = read_tables(parsed.tables, manifest.axis, spec.file)
    return ReadResult(spans=tuple(parsed.spans), series=tables.series,
                      problems=(*problems, *tables.problems),
                      relation=kept_relation(parsed.other_tables, parsed.tables, spec.file))
