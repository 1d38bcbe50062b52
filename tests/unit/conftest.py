"""Fixtures of the unit tests: the tiny KB of :mod:`tests.unit.tinykb`, ingested once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .tinykb import Tiny, build


@pytest.fixture(scope="session")
def tiny(tmp_path_factory) -> Iterator[Tiny]:
    mesh = build(tmp_path_factory.mktemp("tinykb"))
    yield Tiny(mesh)
    mesh.close()
