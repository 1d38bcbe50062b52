"""docs/manifest.md against the pydantic schema in noesis.manifest: every field of the schema
has a row in "Every key", every row names a field, each row gives type, default and example,
a closed set of values is spelled out in full, and the example manifest validates."""

from __future__ import annotations

import re
import tomllib
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from noesis.manifest import _Manifest

DOC = Path(__file__).resolve().parents[2] / "docs" / "manifest.md"


def schema_fields() -> dict[str, object]:
    """``table.key`` → annotation for sub-tables (``[kb]``, ``[[source]]`` …), ``key`` for the rest."""
    out: dict[str, object] = {}
    for name, field in _Manifest.model_fields.items():
        ann = field.annotation
        inner = typing.get_args(ann)[0] if typing.get_origin(ann) is list else ann
        if isinstance(inner, type) and issubclass(inner, BaseModel):
            out |= {f"{name}.{sub}": f.annotation for sub, f in inner.model_fields.items()}
        else:
            out[name] = ann
    return out


def doc_rows() -> dict[str, list[str]]:
    """The rows of the "Every key" table: key → its other cells."""
    section = DOC.read_text(encoding="utf-8").split("## Every key", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, list[str]] = {}
    for line in section.splitlines():
        m = re.match(r"^\| `([\w.]+)` \|(.*)\|$", line)
        if m:
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", m.group(2))]
            assert m.group(1) not in rows, f"{m.group(1)} listed twice"
            rows[m.group(1)] = cells
    return rows


def literal_values(ann: object) -> list[str]:
    found: list[str] = []
    for arg in (ann, *typing.get_args(ann)):
        if typing.get_origin(arg) is typing.Literal:
            found += [str(v) for v in typing.get_args(arg)]
        elif typing.get_args(arg) and arg is not ann:
            found += literal_values(arg)
    return found


def test_every_schema_field_is_documented_and_every_row_exists() -> None:
    fields, rows = schema_fields(), doc_rows()
    assert len(fields) > 30  # the walk reached the sub-tables
    assert sorted(set(fields) - set(rows)) == []
    assert sorted(set(rows) - set(fields)) == []


@pytest.mark.parametrize("key", sorted(schema_fields()))
def test_a_row_gives_type_default_example_and_meaning(key: str) -> None:
    cells = doc_rows()[key]
    assert len(cells) == 4 and all(cells), cells
    for value in literal_values(schema_fields()[key]):
        assert f"`{value}`" in cells[0], f"{key}: the type column omits {value!r}"


def test_the_example_manifest_validates() -> None:
    block = re.search(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    parsed = _Manifest.model_validate(tomllib.loads(block))
    assert parsed.source and parsed.metric and parsed.dense.embedder == "onnx" and parsed.cli
