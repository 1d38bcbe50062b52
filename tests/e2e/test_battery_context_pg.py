"""The demo battery at context level over PostgreSQL KBs (the SQLite run:
test_battery_context.py). The five demo corpora are ingested into one database of a real
throwaway server and opened as a mesh by its address (``postgresql://…/DB``: every KB in
it); every asserted arm must pass as it does over the SQLite files."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.eval.battery import context_level
from noesis.mesh import Mesh

from .conftest import DEMO_KBS
from .test_battery_context import ASSERTED_ARMS, BATTERY_DATA, CASES


@pytest.fixture(scope="module")
def pg_results(pg_demo_url):
    with Mesh.open(pg_demo_url) as mesh:
        assert sorted(kb.name for kb in mesh.kbs) == sorted(DEMO_KBS)
        yield context_level(Engine(mesh), BATTERY_DATA)


@pytest.mark.parametrize(("item", "arm"), CASES)
def test_item_on_postgresql(pg_results, item, arm):
    assert arm in ASSERTED_ARMS
    (r,) = [r for r in pg_results if r.id == item.id and r.arm == arm]
    assert r.passed, f"{item.id} [{arm}] {item.question!r}: " + "; ".join(r.problems())
