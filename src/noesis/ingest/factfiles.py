"""Curated fact files (JSONL, CSV/TSV, N-Quads, JSON) → :class:`~noesis.model.FactRecord`.

Every format yields rows of ``subject, predicate, object`` plus optional ``context,
value, unit, priority, position``; one shared function validates a row, so the rules are
the same everywhere. A bad line is skipped with a Problem (file, line, reason); a
non-empty file where no line is valid raises :class:`SourceError` naming the first bad
line — a file that is wholly wrong should stop loudly, one bad line should not.

N-Quads are parsed by a small, complete line parser (IRIs, literals with escapes,
``^^datatype``, ``@lang``, blank nodes, optional graph). IRIs are shown by their last
path or fragment segment with underscores as spaces, because questions name
``LeBron James``, not ``<http://ex.org/LeBron_James>``.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

from ..axis import PositionParseError, format_number, parse_position
from ..errors import Problem, SourceError
from ..manifest import Manifest, SourceSpec
from ..model import FactRecord
from ..text import clean_text
from .base import ReadResult
from .hygiene import json_loads_clean
from .textio import read_text

REQUIRED = ("subject", "predicate", "object")
OPTIONAL = ("context", "value", "unit", "priority", "position")


class BadLine(ValueError):
    """One line of a fact file that cannot be used; the message is the reason."""


# --------------------------------------------------------------------------- shared rules
def parse_number(value: object) -> float | None:
    """A finite number from a JSON number or a numeric string (``"37,5"`` too); else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        text = value.strip()
        if text.count(",") == 1 and "." not in text:
            text = text.replace(",", ".")
        try:
            number = float(text)
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _text(value: object, key: str, required: bool) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        if required:
            raise BadLine(f"{key} is missing or empty")
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise BadLine(f"{key} must be text, got {type(value).__name__}")
    if isinstance(value, float):
        return format_number(value)
    return str(value).strip()


def fact_from_row(
    row: dict, spec: SourceSpec, manifest: Manifest, line: int | None, numeric_object: bool = True
) -> FactRecord:
    """Validate one row (keys already lower-cased) and build the fact; raises :class:`BadLine`."""
    subject, predicate, obj = (_text(row.get(k), k, True) for k in REQUIRED)
    value = None
    raw_value = row.get("value")
    if raw_value is not None and raw_value != "":
        value = parse_number(raw_value)
        if value is None:
            raise BadLine(f"value is not a number: {raw_value!r}")
    elif numeric_object:
        value = parse_number(row.get("object"))
    priority = spec.priority
    raw_priority = row.get("priority")
    if raw_priority is not None and raw_priority != "":
        if str(raw_priority).strip() not in ("1", "2"):
            raise BadLine(f"priority must be 1 or 2, got {raw_priority!r}")
        priority = int(str(raw_priority).strip())
    position = None
    raw_position = row.get("position")
    if raw_position is not None and raw_position != "":
        try:
            position = parse_position(raw_position, manifest.axis.kind)
        except PositionParseError as exc:
            raise BadLine(f"position: {exc}") from None
    return FactRecord(
        subject=subject,
        predicate=predicate,
        object=obj,
        context=_text(row.get("context"), "context", False),
        value=value,
        unit=_text(row.get("unit"), "unit", False) or None,
        position=position,
        positions=(position,) if position is not None else (),
        priority=priority,
        origin="curated",
        source=spec.file,
        line=line,
    )


def _collect(
    rows, spec: SourceSpec, manifest: Manifest, problems: list[Problem], numeric_object: bool = True
) -> list[FactRecord]:
    """rows: iterable of (line, dict | BadLine). Bad rows become problems."""
    facts: list[FactRecord] = []
    first_bad: Problem | None = None
    for line, row in rows:
        try:
            if isinstance(row, BadLine):
                raise row
            facts.append(fact_from_row(row, spec, manifest, line, numeric_object))
        except BadLine as exc:
            problem = Problem(spec.file, line, f"line skipped: {exc}")
            problems.append(problem)
            first_bad = first_bad or problem
    if not facts and first_bad is not None:
        raise SourceError(
            spec.file,
            first_bad.line,
            f"no valid fact in the file; first bad line: {first_bad.reason}",
        )
    return facts


# --------------------------------------------------------------------------- JSONL / JSON
def _lower_keys(obj: object) -> dict:
    if not isinstance(obj, dict):
        raise BadLine(f"expected a JSON object, got {type(obj).__name__}")
    return {str(k).strip().lower(): v for k, v in obj.items()}


def jsonl_rows(text: str):
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            yield n, _lower_keys(json_loads_clean(line))
        except json.JSONDecodeError as exc:
            yield n, BadLine(f"not valid JSON: {exc.msg} (column {exc.colno})")
        except BadLine as exc:
            yield n, exc


def json_rows(text: str, file: str):
    try:
        data = json_loads_clean(text)
    except json.JSONDecodeError as exc:
        raise SourceError(file, exc.lineno, f"not valid JSON: {exc.msg}") from None
    if isinstance(data, dict):
        data = data.get("facts")
    if not isinstance(data, list):
        raise SourceError(file, 1, 'a JSON fact file must be a list of objects or {"facts": [...]}')
    for item in data:
        try:
            yield None, _lower_keys(item)
        except BadLine as exc:
            yield None, exc


# --------------------------------------------------------------------------- CSV / TSV
def csv_rows(text: str, file: str, delimiter: str):
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        return
    names = [h.strip().lstrip("\ufeff").lower() for h in header]
    missing = [k for k in REQUIRED if k not in names]
    if missing:
        raise SourceError(
            file,
            1,
            f"the header must name subject, predicate and object; missing {', '.join(missing)} (found {', '.join(names)})",
        )
    line = reader.line_num + 1
    try:
        for cells in reader:
            start, line = line, reader.line_num + 1
            if not any(c.strip() for c in cells):
                continue
            if len(cells) > len(names):
                yield start, BadLine(f"{len(cells)} fields, the header has {len(names)}")
                continue
            yield start, {k: c.strip() for k, c in zip(names, cells, strict=False)}
    except csv.Error as exc:
        raise SourceError(file, reader.line_num, f"not a readable CSV: {exc}") from None


def _delimiter(text: str, spec: SourceSpec) -> str:
    if spec.delimiter:
        return spec.delimiter
    if spec.format == "tsv":
        return "\t"
    first = text.split("\n", 1)[0]
    return max((",", ";", "\t", "|"), key=first.count) if any(d in first for d in ",;\t|") else ","


# --------------------------------------------------------------------------- N-Quads
@dataclass(frozen=True)
class Term:
    kind: str  # "iri" | "bnode" | "literal"
    value: str
    datatype: str | None = None
    lang: str | None = None


_ECHAR = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "f": "\f", '"': '"', "'": "'", "\\": "\\"}
_BNODE_RE = re.compile(
    r"_:([A-Za-z0-9_\u00c0-\uffff](?:[A-Za-z0-9_.\-\u00b7\u00c0-\uffff]*[A-Za-z0-9_\-\u00b7\u00c0-\uffff])?)"
)
_LANG_RE = re.compile(r"@([a-zA-Z]+(?:-[a-zA-Z0-9]+)*)")
_IRI_FORBIDDEN = set('<"{}|^`') | {chr(c) for c in range(0x21)}


class _Cursor:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def skip_ws(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in " \t":
            self.i += 1

    def peek(self) -> str:
        return self.text[self.i] if self.i < len(self.text) else ""

    def uchar(self) -> str:
        """At a backslash followed by u/U: decode the escape."""
        width = 4 if self.text[self.i + 1] == "u" else 8
        digits = self.text[self.i + 2 : self.i + 2 + width]
        if len(digits) != width or not all(c in "0123456789abcdefABCDEF" for c in digits):
            raise BadLine(f"bad \\{self.text[self.i + 1]} escape at column {self.i + 1}")
        self.i += 2 + width
        code = int(digits, 16)
        if code > 0x10FFFF:
            raise BadLine(f"escape out of range at column {self.i - width - 1}")
        if 0xD800 <= code <= 0xDFFF:
            raise BadLine(f"escape \\u{digits} at column {self.i - width - 1} is a lone surrogate, not a character")
        return clean_text(chr(code))[0]  # a control character decodes to nothing

    def iri(self) -> str:
        start = self.i
        self.i += 1  # '<'
        out: list[str] = []
        while True:
            ch = self.peek()
            if not ch:
                raise BadLine(f"IRI starting at column {start + 1} is not closed with '>'")
            if ch == ">":
                self.i += 1
                return "".join(out)
            if ch == "\\":
                if self.text[self.i + 1 : self.i + 2] not in ("u", "U"):
                    raise BadLine(f"bad escape in IRI at column {self.i + 1}")
                out.append(self.uchar())
                continue
            if ch in _IRI_FORBIDDEN:
                raise BadLine(f"character {ch!r} not allowed in an IRI (column {self.i + 1})")
            out.append(ch)
            self.i += 1

    def literal(self) -> Term:
        start = self.i
        self.i += 1  # '"'
        out: list[str] = []
        while True:
            ch = self.peek()
            if not ch:
                raise BadLine(f"literal starting at column {start + 1} is not closed with '\"'")
            if ch == '"':
                self.i += 1
                break
            if ch == "\\":
                nxt = self.text[self.i + 1 : self.i + 2]
                if nxt in ("u", "U"):
                    out.append(self.uchar())
                    continue
                if nxt not in _ECHAR:
                    raise BadLine(f"bad escape \\{nxt} in literal (column {self.i + 1})")
                out.append(_ECHAR[nxt])
                self.i += 2
                continue
            out.append(ch)
            self.i += 1
        if self.text.startswith("^^", self.i):
            self.i += 2
            if self.peek() != "<":
                raise BadLine(f"datatype after ^^ must be an IRI (column {self.i + 1})")
            return Term("literal", "".join(out), datatype=self.iri())
        if self.peek() == "@":
            m = _LANG_RE.match(self.text, self.i)
            if not m:
                raise BadLine(f"bad language tag at column {self.i + 1}")
            self.i = m.end()
            return Term("literal", "".join(out), lang=m.group(1))
        return Term("literal", "".join(out))

    def term(self, allowed: str) -> Term:
        self.skip_ws()
        ch = self.peek()
        if ch == "<" and "iri" in allowed:
            return Term("iri", self.iri())
        if ch == "_" and "bnode" in allowed:
            m = _BNODE_RE.match(self.text, self.i)
            if not m:
                raise BadLine(f"bad blank node at column {self.i + 1}")
            self.i = m.end()
            return Term("bnode", m.group(1))
        if ch == '"' and "literal" in allowed:
            return self.literal()
        found = self.text[self.i : self.i + 12] or "end of line"
        raise BadLine(
            f"expected {' or '.join(allowed.split())} at column {self.i + 1}, found {found!r}"
        )


def parse_nquad(line: str) -> tuple[Term, Term, Term, Term | None] | None:
    """One N-Quads line → (subject, predicate, object, graph); None for blank/comment lines."""
    cur = _Cursor(line)
    cur.skip_ws()
    if cur.peek() in ("", "#"):
        return None
    subject = cur.term("iri bnode")
    predicate = cur.term("iri")
    obj = cur.term("iri bnode literal")
    cur.skip_ws()
    graph = None
    if cur.peek() in ("<", "_"):
        graph = cur.term("iri bnode")
        cur.skip_ws()
    if cur.peek() != ".":
        raise BadLine(f"expected '.' at column {cur.i + 1}")
    cur.i += 1
    cur.skip_ws()
    if cur.peek() not in ("", "#"):
        raise BadLine(f"unexpected text after '.' at column {cur.i + 1}")
    return subject, predicate, obj, graph


def iri_label(iri: str) -> str:
    """``http://ex.org/LeBron_James`` → ``LeBron James`` (last path/fragment segment)."""
    trimmed = iri.rstrip("/#")
    cut = max(trimmed.rfind("#"), trimmed.rfind("/"))
    if cut < 0:
        cut = trimmed.rfind(":")
    segment = clean_text(unquote(trimmed[cut + 1 :]))[0].replace("_", " ").strip()
    return " ".join(segment.split()) or iri


def term_label(term: Term) -> str:
    if term.kind == "iri":
        return iri_label(term.value)
    if term.kind == "bnode":
        return f"_:{term.value}"
    return term.value


def nquad_rows(text: str):
    for n, line in enumerate(text.split("\n"), 1):
        try:
            quad = parse_nquad(line)
        except BadLine as exc:
            yield n, exc
            continue
        if quad is None:
            continue
        s, p, o, g = quad
        row = {
            "subject": term_label(s),
            "predicate": term_label(p),
            "object": term_label(o),
            "context": term_label(g) if g else None,
        }
        if o.kind == "literal" and "," not in o.value and parse_number(o.value) is not None:
            row["value"] = o.value  # N-Quads numbers are xsd lexical forms: dot decimals only
        yield n, row


# --------------------------------------------------------------------------- entry point
def read_facts(path: Path, spec: SourceSpec, manifest: Manifest) -> ReadResult:
    """Read a JSONL / CSV / TSV / N-Quads / JSON fact file into curated facts."""
    text, problems = read_text(path, spec.file, spec.encoding)
    if not text.strip():
        return ReadResult(problems=(*problems, Problem(spec.file, None, "empty file")))
    fmt = spec.format
    numeric_object = True
    if fmt == "jsonl":
        rows = jsonl_rows(text)
    elif fmt == "json":
        rows = json_rows(text, spec.file)
    elif fmt in ("csv", "tsv"):
        rows = csv_rows(text, spec.file, _delimiter(text, spec))
    elif fmt == "nquads":
        rows, numeric_object = nquad_rows(text), False  # only literals are numbers
    else:
        raise SourceError(
            spec.file, None, f"format {fmt!r} is not a fact format (jsonl, csv, tsv, nquads, json)"
        )
    facts = _collect(rows, spec, manifest, problems, numeric_object)
    if not facts:
        problems.append(Problem(spec.file, None, "no facts found"))
    return ReadResult(facts=tuple(facts), problems=tuple(problems))
