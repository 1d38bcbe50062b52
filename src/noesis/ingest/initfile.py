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
from .defaults import Choice, Defaults, apply_defaults

_OTHER_KINDS = {"table": "document | transcript | facts", "document": "table | transcript | facts",
                "transcript": "document | table | facts", "facts": "table | document | transcript"}


def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)  # a TOML basic string


def _comment(choice: Choice | None, fallback: str) -> str:
    if choice is None:
        return f"  # {fallback}"
    return f"  # {choice.why}; otherwise {choice.instead}"


def manifest_text(defaults: Defaults) -> str:
    m = defaults.manifest
    chosen = {(c.file, c.key): c for c in defaults.choices}
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
        if spec.entity_column:
            out.append(f"entity_column = {_q(spec.entity_column)}"
                       + _comment(chosen.get((spec.file, "entity_column")), "declared"))
        elif spec.entity:
            out.append(f"entity = {_q(spec.entity)}  # from the file name; or any name, or "
                       'entity_column = "<column>" for one entity per value')
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
    text = manifest_text(apply_defaults(default_manifest(folder)))
    target.write_text(text, encoding="utf-8")
    return target
