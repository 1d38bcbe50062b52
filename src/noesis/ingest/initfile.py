"""``noesis init FOLDER``: the ``noesis.toml`` that an ingest without one amounts to.

Every key the defaults chose is written with a comment saying why and what else it could
be, so the file is a starting point to edit; ingesting with it gives the same facts as
ingesting with no manifest at all.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import IngestError
from ..manifest import MANIFEST_NAME, default_manifest
from ..relation import TableSchema
from .defaults import Choice, Defaults, apply_defaults
from .widelayout import HEADER

_OTHER_KINDS = {"table": "document | transcript | facts", "document": "table | transcript | facts",
                "transcript": "document | table | facts", "facts": "table | document | transcript"}


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)  # a TOML basic string


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
    return "\n".join(out) + "\n"


def write_init(folder: str | Path, force: bool = False) -> Path:
    """Write ``FOLDER/noesis.toml`` from the defaults; refuse to overwrite unless ``force``."""
    target = Path(folder) / MANIFEST_NAME
    if target.exists() and not force:
        raise IngestError(f"{target} already exists; pass --force to overwrite it")
    text = manifest_text(apply_defaults(default_manifest(folder), schemas=True))
    target.write_text(text, encoding="utf-8")
    return target
