"""``noesis init FOLDER``: the ``noesis.toml`` that an ingest without one amounts to.

Every key the defaults chose is written with a comment saying why and what else it could
be, so the file is a starting point to edit; ingesting with it gives the same facts as
ingesting with no manifest at all.

What the file says comes only from the keys written here, never from the data: every
string is a TOML basic string with its quotes, backslashes and control characters escaped
(:func:`toml_string`), every comment is one line (:func:`one_line`: a file or column name
holding a newline cannot start a key of its own), and the text is parsed back before it is
written, its files checked against the ones chosen. A file whose name is not UTF-8 (bytes
that decode only by ``surrogateescape``) cannot be named in TOML: it is left out, with a
problem naming it by ``repr`` (issue 28, failure 7).
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Callable
from pathlib import Path

from ..errors import IngestError, Problem
from ..manifest import MANIFEST_NAME, Manifest, default_manifest
from ..relation import TableSchema
from .defaults import Choice, Defaults, apply_defaults
from .widelayout import HEADER

_OTHER_KINDS = {"table": "document | transcript | facts", "document": "table | transcript | facts",
                "transcript": "document | table | facts", "facts": "table | document | transcript"}


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def _undecodable(text: str) -> bool:
    """Holds a lone surrogate: bytes ``os.fsdecode`` could only keep by ``surrogateescape``."""
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)


def _control(code: int) -> bool:
    """A character TOML does not allow raw in a string or a comment (or that would end the line
    for an editor): C0 and C1 controls, DEL, the line and paragraph separators."""
    return code < 0x20 or 0x7F <= code < 0xA0 or code in (0x2028, 0x2029)


def _escape(ch: str) -> str:
    return _ESCAPES.get(ch) or (f"\\u{ord(ch):04X}" if _control(ord(ch)) else ch)


def toml_string(value: str) -> str:
    """``value`` as a TOML basic string: ``"``, ``\\`` and control characters escaped.
    A lone surrogate has no TOML form: an :class:`IngestError` (callers leave such names out)."""
    if _undecodable(value):
        raise IngestError(f"{value!r} is not valid text (undecodable bytes); it cannot be written to {MANIFEST_NAME}")
    return '"' + "".join(_escape(ch) for ch in value) + '"'


_q = toml_string


def one_line(line: str) -> str:
    """One line of the file: control characters (a newline above all) and lone surrogates in
    a comment made from data are written as ``\\uXXXX``, so no data starts a line of its own."""
    return "".join(f"\\u{ord(ch):04X}" if ch != "\t" and (_control(ord(ch)) or _undecodable(ch)) else ch
                   for ch in line)


def _comment(choice: Choice | None, fallback: str) -> str:
    if choice is None:
        return f"  # {fallback}"
    return f"  # {choice.why}; otherwise {choice.instead}"


def _flag(certain: bool) -> str:
    return "" if certain else "  # UNCERTAIN: a proposal, check it"


def _toml_list(items) -> str:
    return "[" + ", ".join(_q(i) for i in items) + "]"


def _choice(schema: TableSchema, key: str):
    return next((c for c in schema.choices if c.key == key), None)


def schema_lines(schema: TableSchema, axis_name: str) -> list[str]:
    """A table's profiled schema as ``[[source]]`` keys, each with why; uncertain ones flagged."""
    out = []
    t = schema.time
    if t is not None and (t.composed or t.parts[0] not in ("date", "datetime", "number", "year", "clock")):
        c = _choice(schema, "time")
        out.append(f"time = {_toml_list(x for x in t.columns if x != HEADER)}  # {t.granularity}: {c.why if c else ''}"
                   + (_flag(c.certain) if c else ""))
    dims = [d for d in schema.dimensions if schema.wide is None or d.column != schema.wide.dimension]
    if dims or schema.wide is not None:
        uncertain = [d.column for d in dims if (c := _choice(schema, f"dimensions.{d.column}")) and not c.certain]
        why = "; ".join(f"{d.column}: {d.why}" for d in dims if d.why) or "none"
        out.append(f"dimensions = {_toml_list(d.column for d in dims)}  # {why}"
                   + (f"  # UNCERTAIN: {', '.join(uncertain)} — a proposal, check it" if uncertain else ""))
    units = {m.column: m.unit for m in schema.measures if m.unit}
    if units:
        out.append("units = {" + ", ".join(f"{_q(c)} = {_q(u)}" for c, u in units.items()) + "}")
    known = {m.column: m.additivity for m in schema.measures if m.additivity in ("flow", "level")}
    unknown = [m.column for m in schema.measures if m.additivity not in ("flow", "level")]
    if known and schema.wide is None:
        out.append("additivity = {" + ", ".join(f"{_q(c)} = {_q(a)}" for c, a in known.items())
                   + "}  # flow: summed over time; level: not (from the column names)")
    if unknown and schema.wide is None:
        out.append(f"# UNCERTAIN: is {', '.join(unknown)} a flow (summed over time) or a level? "
                   "declare it in additivity = {…}")
    return out


def wide_lines(schema: TableSchema) -> list[str]:
    """A wide layout as its ``[source.wide]`` sub-table (after the source's plain keys)."""
    c = _choice(schema, "wide")
    if schema.wide is None:
        if c is not None:  # recognised but not sure: proposed, not applied
            return [f"# UNCERTAIN, not applied: {c.value} — {c.why}; to read it so, add:",
                    f"# {c.manifest}"]
        return []
    w = schema.wide
    return ["[source.wide]" + (f"  # {c.why}" if c else ""), f"dimension = {_q(w.dimension)}",
            f"measure = {_q(w.measure)}", f"columns = {_toml_list(w.columns)}"]


def manifest_text(defaults: Defaults) -> str:
    m = defaults.manifest
    chosen = {(c.file, c.key): c for c in defaults.choices}
    schemas = {t.file: t for t in defaults.schemas}
    out = [
        f"# {MANIFEST_NAME} written by `noesis init`: what an ingest with no manifest chooses.",
        "# Edit any key (docs/manifest.md); ingesting with this file as written gives the same",
        "# facts as ingesting with none.",
        "",
        "[kb]",
        f"name = {_q(m.name)}  # the folder's name",
        "",
        "[axis]  # a KB has exactly one axis: split files on different axes into their own KBs",
        f"name = {_q(m.axis.name)}" + _comment(chosen.get((None, "name")), "the default name"),
        f"kind = {_q(m.axis.kind)}" + _comment(chosen.get((None, "kind")),
                                                 "no table says otherwise; or clock | date | datetime | ordinal"),
    ]
    for spec in m.sources:
        out += ["", "[[source]]", f"file = {_q(spec.file)}",
                f"kind = {_q(spec.kind)}  # from the extension and first line; or {_OTHER_KINDS[spec.kind]}",
                f"format = {_q(spec.format)}"]
        if spec.position_format:
            out.append(f"position_format = {_q(spec.position_format)}"
                       + _comment(chosen.get((spec.file, "position_format")), "declared"))
        schema = schemas.get(spec.file)
        if schema is not None:
            out += schema_lines(schema, m.axis.name)
        if spec.entity_column:
            out.append(f"entity_column = {_q(spec.entity_column)}"
                       + _comment(chosen.get((spec.file, "entity_column")), "declared"))
        elif schema is not None and schema.entity:
            choice = next((c for c in schema.choices if c.key == "entity"), None)
            out.append(f"entity_column = {_q(schema.entity[0])}"
                       + (_flag(choice.certain) + f"  # {choice.why}" if choice else ""))
        elif spec.entity:
            out.append(f"entity = {_q(spec.entity)}  # from the file name; or any name, or "
                       'entity_column = "<column>" for one entity per value')
        if schema is not None:
            out += wide_lines(schema)
    for file in m.skipped:
        out += ["", f"# {file}: no reader knows its extension; to read it, uncomment and choose:",
                "# [[source]]", f"# file = {_q(file)}", '# kind = "document"  # or table | transcript | facts',
                '# format = "txt"  # or md | html | rst | csv | tsv | json | srt | vtt | jsonl …']
    return "\n".join(one_line(x) for x in out) + "\n"


def nameable(manifest: Manifest) -> tuple[Manifest, tuple[Problem, ...]]:
    """``manifest`` without the files whose names are not UTF-8, and a problem for each."""
    bad = [s.file for s in manifest.sources if _undecodable(s.file)] + [f for f in manifest.skipped if _undecodable(f)]
    problems = tuple(Problem(ascii(f), None, "left out of noesis.toml: its name is not valid UTF-8 (undecodable "
                             "bytes); rename it (e.g. `convmv`), or exclude it in [kb] exclude", "source.file")
                     for f in bad)
    kept = dataclasses.replace(manifest, sources=tuple(s for s in manifest.sources if not _undecodable(s.file)),
                               skipped=tuple(f for f in manifest.skipped if not _undecodable(f)))
    return kept, problems


def _check(text: str, manifest: Manifest, target: Path) -> None:
    """The text parses and lists exactly the chosen files (a bug here must never write a
    manifest that says something else)."""
    try:
        files = [s.get("file") for s in tomllib.loads(text).get("source", [])]
    except tomllib.TOMLDecodeError as exc:
        raise IngestError(f"{target}: noesis init made unparsable TOML ({exc}); please report it") from None
    if files != [s.file for s in manifest.sources]:
        raise IngestError(f"{target}: noesis init's TOML lists other files than it chose; please report it")


def write_init(folder: str | Path, force: bool = False, *,
               warn: Callable[[Problem], None] = lambda problem: None) -> Path:
    """Write ``FOLDER/noesis.toml`` from the defaults; refuse to overwrite unless ``force``.
    Each file left out (:func:`nameable`) is passed to ``warn``."""
    target = Path(folder) / MANIFEST_NAME
    if target.exists() and not force:
        raise IngestError(f"{target} already exists; pass --force to overwrite it")
    manifest, problems = nameable(default_manifest(folder))
    defaults = apply_defaults(manifest, schemas=True)
    text = manifest_text(defaults)
    _check(text, defaults.manifest, target)
    for problem in problems:
        warn(problem)
    target.write_text(text, encoding="utf-8")
    return target
