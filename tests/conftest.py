"""Shared fixtures: fresh in-memory stores and small KB folders written on the fly."""

from __future__ import annotations

from pathlib import Path

import pytest

from noesis.store.kb import KBStore

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture
def store():
    s = KBStore.open(":memory:", create=True)
    yield s
    s.close()


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="session")
def demo_kbs(tmp_path_factory) -> Path:
    """Every demo KB ingested once per test session; returns the folder of KB files."""
    from noesis.ingest.pipeline import ingest

    out = tmp_path_factory.mktemp("demo-kbs")
    for folder in sorted(p for p in EXAMPLES.iterdir() if (p / "noesis.toml").exists()):
        ingest(folder, out / f"{folder.name}.sqlite")
    return out


@pytest.fixture(scope="session")
def demo_mesh(demo_kbs):
    from noesis.mesh import Mesh

    mesh = Mesh.open(demo_kbs)
    yield mesh
    mesh.close()


from .pgcluster import pg_demo_url, pg_url  # noqa: E402,F401  (the throwaway PostgreSQL cluster fixtures)
