"""Parse limits: what a hostile or broken file may cost is bounded before a parser runs.

* **Line length** — a line-oriented reader (CSV, subtitles, text, JSONL, N-Quads …)
  given one 50 MB line took 1.4 GB (measured); a line longer than
  :data:`MAX_LINE_BYTES` refuses the file with its line number. JSON and HTML, often one
  minified line, are exempt.
* **HTML nesting** — the HTML parser (lexbor) is quadratic in the depth of unclosed block
  elements (``<div>`` × 80,000: 22 s for 400 kB, measured) and the walk recurses per
  level; a document nesting deeper than :data:`MAX_HTML_DEPTH` is refused. The depth is
  counted by one linear scan of the tags, before any parse.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..errors import SourceError

#: the longest line a line-oriented format may have
MAX_LINE_BYTES = 4 << 20
#: the deepest element nesting an HTML document (or raw HTML in Markdown) may have
MAX_HTML_DEPTH = 400
#: formats read line by line (the others — json, html, parquet — are exempt)
LINE_FORMATS = frozenset({"csv", "tsv", "srt", "vtt", "txt", "md", "rst", "jsonl", "nquads"})

_CHUNK = 1 << 20
_TAG = re.compile(rb"<(/?)([A-Za-z][A-Za-z0-9-]*)[^<>]*?(/?)>")
#: elements that never hold content, or that the parser closes by itself
_NOT_NESTING = frozenset(
    b"area base br col embed hr img input link meta param source track wbr "
    b"p li dt dd td th tr thead tbody tfoot colgroup option optgroup rt rp".split()
)


def check_line_length(path: Path, file: str, limit: int = MAX_LINE_BYTES) -> None:
    """Raise :class:`SourceError` at the first line longer than ``limit`` bytes; reads the
    file in chunks, so the check itself costs no memory."""
    try:
        fh = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise SourceError(file, None, f"cannot read the file: {exc.strerror or exc}") from None
    with fh:
        _scan_lines(fh, file, limit)


def _scan_lines(fh, file: str, limit: int) -> None:
    run = 0
    line = 1
    for chunk in iter(lambda: fh.read(_CHUNK), b""):
        start = 0
        while (nl := chunk.find(b"\n", start)) >= 0:
            if run + nl - start > limit:
                break
            run, start, line = 0, nl + 1, line + 1
        else:
            run += len(chunk) - start
            if run <= limit:
                continue
        raise SourceError(file, line, f"a line longer than {limit:,} bytes; split it (the limit "
                          "keeps a broken export from taking gigabytes to parse)")


def check_html_depth(text: str, file: str, limit: int = MAX_HTML_DEPTH) -> None:
    """Raise :class:`SourceError` when the element nesting of ``text`` exceeds ``limit``."""
    if text.count("<") <= limit:
        return
    depth = 0
    data = text.encode("utf-8", "surrogatepass")
    for m in _TAG.finditer(data):
        closing, name, selfclosing = m.group(1), m.group(2).lower(), m.group(3)
        if selfclosing or name in _NOT_NESTING:
            continue
        if closing:
            depth = max(0, depth - 1)
            continue
        depth += 1
        if depth > limit:
            line = data.count(b"\n", 0, m.start()) + 1
            raise SourceError(file, line, f"HTML nested more than {limit} elements deep; not parsed "
                              "(the parser's cost grows with the square of the depth)")
