"""The five demo KBs ingested once per test session (shared by the battery and golden tests)."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

from ..conftest import EXAMPLES

DEMO_KBS = ("broadcast-it", "broadcast-uk", "sports", "qa-bench", "nba")
BATTERY = EXAMPLES / "battery.yaml"


@pytest.fixture(scope="session")
def demo_mesh_dir(tmp_path_factory) -> Path:
    """A folder holding ``<kb>.sqlite`` for each demo corpus in examples/."""
    folder = tmp_path_factory.mktemp("demo-mesh")
    for name in DEMO_KBS:
        ingest(EXAMPLES / name, folder / f"{name}.sqlite", workers=1)
    return folder


@pytest.fixture(scope="session")
def demo_mesh(demo_mesh_dir):
    with Mesh.open(demo_mesh_dir) as mesh:
        yield mesh


REALDATA = EXAMPLES / "realdata"
REALDATA_KBS = ("gapminder", "nyc-weather", "seattle")


@pytest.fixture(scope="session")
def realdata_mesh_dir(tmp_path_factory) -> Path:
    """A folder holding ``<kb>.sqlite`` for each real-data KB in examples/realdata/."""
    folder = tmp_path_factory.mktemp("realdata-mesh")
    for name in REALDATA_KBS:
        ingest(REALDATA / name, folder / f"{name}.sqlite", workers=1)
    return folder


@pytest.fixture(scope="session")
def realdata_mesh(realdata_mesh_dir):
    with Mesh.open(realdata_mesh_dir) as mesh:
        yield mesh
