"""A fresh store of each backend: a SQLite file, and a KB of a real PostgreSQL server."""

from __future__ import annotations

import uuid

import pytest

from noesis.store.address import open_store
from noesis.store.protocol import KBStoreProtocol


@pytest.fixture(params=["sqlite", "postgresql"])
def kb(request, tmp_path):
    if request.param == "sqlite":
        store = open_store(tmp_path / "kb.sqlite", create=True)
    else:
        url = request.getfixturevalue("pg_url")
        store = open_store(f"{url}#kb-{uuid.uuid4().hex[:10]}", create=True, language="en")
    assert isinstance(store, KBStoreProtocol)
    yield store
    store.close()


@pytest.fixture
def pg_kb(pg_url):
    """A fresh KB of the PostgreSQL store only (what SQLite has no counterpart of)."""
    store = open_store(f"{pg_url}#pg-{uuid.uuid4().hex[:10]}", create=True, language="en")
    yield store
    store.close()
