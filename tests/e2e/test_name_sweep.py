"""Every entity name and alias routes to that entity alone; unknown names are refused.

For each demo KB (examples/*/noesis.toml) and real-data KB (examples/realdata/*/) the names
are read from the manifest and the CSV files themselves (never from the engine): every
entity of a table (its declared entity, or each value of its entity column), with each
alias the manifest gives it. For each name the question "What was the highest <metric> of
<name>?" must plan exactly that entity in its KB and put no other entity's fact in Tier 0.
Ten names that no KB holds must get the deterministic refusal, with no number in it.

Names that fail today are listed in ``EXPECTED_FAILURES`` (``xfail(strict=True)``): a fix
shows up as XPASS, which fails, so the list must shrink with it.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from noesis.answer import Engine
from noesis.manifest import load_manifest
from noesis.model import Fact
from noesis.text import fold

from ..conftest import EXAMPLES
from .conftest import DEMO_KBS, REALDATA, REALDATA_KBS


@dataclass(frozen=True)
class Name:
    mesh: str  # "demo" | "realdata"
    kb: str
    entity: str
    name: str  # the entity name itself or one of its aliases
    metric: str  # how the question names a metric the entity has a series of


def _column_values(path: Path, column: str) -> list[str]:
    with path.open(encoding="utf-8", newline="") as fh:
        return sorted({row[column].strip() for row in csv.DictReader(fh) if row[column].strip()})


def _header(path: Path) -> list[str]:
    with path.open(encoding="utf-8", newline="") as fh:
        return next(csv.reader(fh))


def _names(mesh: str, folder: Path) -> list[Name]:
    manifest = load_manifest(folder)
    aliases: dict[str, list[str]] = {}
    for src in manifest.sources:
        if src.entity:
            aliases.setdefault(src.entity, []).extend(src.aliases)
    out: list[Name] = []
    for src in manifest.sources:
        if src.kind != "table":
            continue
        header = _header(folder / src.file)
        names = src.metrics or tuple(m.name for m in manifest.metrics if m.column_name in header)
        spec = manifest.metric(names[0])
        metric = spec.aliases[0] if spec and spec.aliases else names[0].replace("_", " ")
        if src.entity_column:
            column_aliases = dict(src.entity_aliases)
            owners = {v: column_aliases.get(v, ()) for v in _column_values(folder / src.file, src.entity_column)}
        else:
            owners = {src.entity: tuple(aliases.get(src.entity, ()))}
        for entity, alias_list in owners.items():
            for name in dict.fromkeys((entity, *alias_list)):
                out.append(Name(mesh, manifest.name, entity, name, metric))
    return list(dict.fromkeys(out))


NAMES = [n for kb in DEMO_KBS for n in _names("demo", EXAMPLES / kb)] + [
    n for kb in REALDATA_KBS for n in _names("realdata", REALDATA / kb)
]
UNKNOWN = ("Wakanda", "Gondor", "Atlantis", "Narnia", "TSLA", "Zubrowka", "Genovia",
           "Latveria", "Elbonia", "Freedonia")
UNKNOWN_METRIC = {"demo": "share", "realdata": "life expectancy"}

#: "kb:name" (or "mesh:unknown name") -> why it fails today
EXPECTED_FAILURES: dict[str, str] = {}


def _param(key: str, value, test_id: str):
    reason = EXPECTED_FAILURES.get(key)
    return pytest.param(value, id=test_id, marks=[pytest.mark.xfail(strict=True, reason=reason)] if reason else [])


@pytest.fixture(scope="module")
def engines(demo_mesh, realdata_mesh):
    return {"demo": Engine(demo_mesh), "realdata": Engine(realdata_mesh)}


def test_names_were_found():
    """The sweep covers what it claims: per-file entities, column entities and their aliases."""
    by_kb = {(n.kb, n.name) for n in NAMES}
    assert ("broadcast-it", "Italy Tonight") in by_kb
    assert ("nyc-weather", "Kennedy Airport") in by_kb
    assert ("gapminder", "Rwanda") in by_kb and ("gapminder", "DR Congo") in by_kb
    assert len({n.entity for n in NAMES if n.kb == "gapminder"}) == 142
    assert not set(UNKNOWN) & {fold(n.name) for n in NAMES}
    keys = {f"{n.kb}:{n.name}" for n in NAMES} | {f"{m}:{u}" for m in UNKNOWN_METRIC for u in UNKNOWN}
    assert set(EXPECTED_FAILURES) <= keys


@pytest.mark.parametrize("entry", [_param(f"{n.kb}:{n.name}", n, f"{n.kb}:{n.name}") for n in NAMES])
def test_name_routes_to_its_entity(engines, entry: Name):
    ctx = engines[entry.mesh].context(f"What was the highest {entry.metric} of {entry.name}?")
    planned = [(k.kb, k.entities) for k in ctx.plan.kbs if k.entities]
    assert planned == [(entry.kb, (entry.entity,))], f"{entry.name!r}: planned {planned}"
    others = sorted({i.evidence.subject for i in ctx.tier(0)
                     if isinstance(i.evidence, Fact) and i.kind != "background"
                     and fold(i.evidence.subject) != fold(entry.entity)})
    assert not others, f"{entry.name!r}: Tier 0 holds facts of {others[:5]}"


@pytest.mark.parametrize("mesh_name", [
    _param(f"{m}:{u}", (m, u), f"{m}:{u}") for m in UNKNOWN_METRIC for u in UNKNOWN
])
def test_unknown_name_is_refused(engines, mesh_name):
    mesh, name = mesh_name
    text = engines[mesh].ask(f"What was the highest {UNKNOWN_METRIC[mesh]} of {name}?", deterministic=True).text
    assert "I do not have enough information" in text, text
    assert not re.search(r"\d", text), text
