"""Document reader: Markdown, HTML and plain text → paragraph spans with section paths."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.ingest.documents import read_document
from noesis.manifest import Manifest, SourceSpec


def read(tmp_path: Path, content, name: str, fmt: str | None = None):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    spec = SourceSpec(
        file=name, kind="document", format=fmt or name.rsplit(".", 1)[1], entity="Guide"
    )
    return read_document(path, spec, Manifest(root=tmp_path, name="t"))


def triples(result):
    return [(s.section, s.text) for s in result.spans]


MD = """---
title: Guida
author: Redazione
---
# Italia Sera

Il programma va in onda
alle **20:30** su [Rai 1](https://rai.it).

## Conduttori

- Anna Bianchi
- Marco   Rossi, con `ospiti`

> Una citazione
> su due righe.

### Note tecniche

```
share = ascolti / totale
```

# Ascolti

| fascia | share |
|--------|-------|
| 20:30  | 37,5 % |
"""


def test_markdown_sections_and_block_kinds(tmp_path):
    r = read(tmp_path, MD, "guida.md")
    assert r.problems == ()
    assert triples(r) == [
        ("Italia Sera", "Il programma va in onda alle 20:30 su Rai 1."),
        ("Italia Sera > Conduttori", "Anna Bianchi"),
        ("Italia Sera > Conduttori", "Marco Rossi, con ospiti"),
        ("Italia Sera > Conduttori", "Una citazione su due righe."),
        ("Italia Sera > Conduttori > Note tecniche", "share = ascolti / totale"),
        ("Ascolti", "fascia | share"),
        ("Ascolti", "20:30 | 37,5 %"),
    ]
    assert all(s.kind == "paragraph" and s.start is None and s.end is None for s in r.spans)
    assert [s.ordinal for s in r.spans] == list(range(7))
    assert r.spans[0].line == 7  # front matter does not shift line numbers
    assert r.spans[1].line == 12


def test_markdown_raw_html_blocks(tmp_path):
    md = "# T\n\n<!-- nota interna -->\n\n<div class='box'>Testo <b>in HTML</b></div>\n\n<script>x()</script>\n"
    r = read(tmp_path, md, "a.md")
    assert triples(r) == [("T", "Testo in HTML")]
    assert r.spans[0].line == 5


def test_markdown_text_before_first_heading_has_no_section(tmp_path):
    r = read(tmp_path, "Intro.\n\n## Dopo\n\nTesto.\n", "a.md")
    assert triples(r) == [(None, "Intro."), ("Dopo", "Testo.")]


def test_markdown_crlf_and_bom(tmp_path):
    data = b"\xef\xbb\xbf# Titolo\r\n\r\nRiga uno\r\nriga due\r\n"
    r = read(tmp_path, data, "a.md")
    assert triples(r) == [("Titolo", "Riga uno riga due")]
    assert r.spans[0].line == 3


HTML = """<!doctype html>
<html><head><title>Ignored title</title><style>p { color: red }</style>
<script>var x = "<p>not text</p>";</script></head>
<body>
<nav><a href="/">Home</a> | <a href="/about">About</a></nav>
<h1>Italia Sera</h1>
<p>Il programma &egrave; in onda <b>alle 20:30</b>.</p>
<div>Testo libero <em>nel div</em><p>Paragrafo interno</p></div>
<h2>Conduttori</h2>
<ul><li>Anna Bianchi<ul><li>dal 2020</li></ul></li><li>Marco Rossi</li></ul>
<blockquote>Una   citazione</blockquote>
<h2>Ascolti</h2>
<table><thead><tr><th>fascia</th><th>share</th></tr></thead>
<tbody><tr><td>20:30</td><td>37,5 %</td></tr></tbody></table>
<pre>riga   uno
riga due</pre>
<footer>Copyright</footer>
</body></html>
"""


def test_html_sections_and_skipped_chrome(tmp_path):
    r = read(tmp_path, HTML, "page.html")
    assert triples(r) == [
        ("Italia Sera", "Il programma è in onda alle 20:30."),
        ("Italia Sera", "Testo libero nel div"),
        ("Italia Sera", "Paragrafo interno"),
        ("Italia Sera > Conduttori", "Anna Bianchi"),
        ("Italia Sera > Conduttori", "dal 2020"),
        ("Italia Sera > Conduttori", "Marco Rossi"),
        ("Italia Sera > Conduttori", "Una citazione"),
        ("Italia Sera > Ascolti", "fascia | share"),
        ("Italia Sera > Ascolti", "20:30 | 37,5 %"),
        ("Italia Sera > Ascolti", "riga uno riga due"),
    ]
    text = " ".join(s.text for s in r.spans)
    for hidden in ("Ignored title", "not text", "Home", "Copyright", "color"):
        assert hidden not in text


def test_html_heading_levels_pop_the_path(tmp_path):
    html = "<h1>A</h1><h2>B</h2><h3>C</h3><p>x</p><h2>D</h2><p>y</p><h1>E</h1><p>z</p>"
    r = read(tmp_path, html, "p.htm", fmt="html")
    assert triples(r) == [("A > B > C", "x"), ("A > D", "y"), ("E", "z")]


TXT = """Italia Sera
===========

Il programma va in onda
alle 20:30.

Conduttori
----------
Anna Bianchi e Marco Rossi.

---

Ultimo paragrafo.
"""


def test_plain_text_paragraphs_and_underlined_headings(tmp_path):
    r = read(tmp_path, TXT, "guida.txt")
    assert triples(r) == [
        ("Italia Sera", "Il programma va in onda alle 20:30."),
        ("Italia Sera > Conduttori", "Anna Bianchi e Marco Rossi."),
        ("Italia Sera > Conduttori", "Ultimo paragrafo."),
    ]
    assert [s.line for s in r.spans] == [4, 9, 13]


def test_plain_text_in_cp1252(tmp_path):
    r = read(tmp_path, "Perché così?\n\nÈ già tardi.\n".encode("cp1252"), "a.txt")
    assert [s.text for s in r.spans] == ["Perché così?", "È già tardi."]
    assert "decoded as cp1252" in r.problems[0].reason


def test_thousands_of_paragraphs(tmp_path):
    r = read(tmp_path, "\n\n".join(f"Paragrafo numero {i}." for i in range(4000)), "long.txt")
    assert len(r.spans) == 4000
    assert r.spans[-1].text == "Paragrafo numero 3999."
    assert r.spans[-1].line == 7999


@pytest.mark.parametrize("name", ["e.md", "e.html", "e.txt"])
def test_empty_file(tmp_path, name):
    r = read(tmp_path, b"\n \n", name)
    assert r.spans == ()
    assert [p.reason for p in r.problems] == ["empty file"]


def test_html_with_no_text(tmp_path):
    r = read(
        tmp_path,
        "<html><head><title>x</title></head><body><script>1</script></body></html>",
        "x.html",
    )
    assert r.spans == ()
    assert [p.reason for p in r.problems] == ["no text found"]
