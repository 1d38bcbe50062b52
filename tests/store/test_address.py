"""KB addresses: parsing, password redaction, and a mesh over a PostgreSQL database."""

from __future__ import annotations

import pytest

from noesis.errors import KBNotFoundError, StoreError
from noesis.knowledge_base import KnowledgeBase
from noesis.mesh import _expand
from noesis.store.address import is_pg, open_store, parse_pg


def test_parse_keeps_the_password_out_of_the_display():
    a = parse_pg("postgresql://ann:s3cret@db.example:5433/kbs?sslmode=require#broadcast-it")
    assert a.kb == "broadcast-it"
    assert a.conninfo == "postgresql://ann:s3cret@db.example:5433/kbs?sslmode=require"
    assert a.display == "postgresql://ann@db.example:5433/kbs?sslmode=require#broadcast-it"
    assert "s3cret" not in a.with_kb("x").display
    assert parse_pg("postgres:///kbs").kb is None
    assert is_pg("postgresql://h/d") and not is_pg("kb.sqlite")
    with pytest.raises(StoreError):
        parse_pg("kb.sqlite")


def test_a_pg_mesh_entry_opens_every_kb_of_the_database(pg_url, tmp_path):
    from noesis.ingest.pipeline import ingest

    from ..conftest import EXAMPLES

    ingest(EXAMPLES / "sports", f"{pg_url}#sports-mesh", workers=1)
    with pytest.raises(StoreError):
        open_store(pg_url)  # no KB named
    with pytest.raises(KBNotFoundError):
        KnowledgeBase.open(f"{pg_url}#no-such-kb")
    found = _expand([pg_url])
    assert f"{pg_url}#sports-mesh" in found
    assert _expand([f"{pg_url}#sports-mesh"]) == [f"{pg_url}#sports-mesh"]
    toml = tmp_path / "mesh.toml"
    toml.write_text(f'kbs = ["{pg_url}#sports-mesh", "local.sqlite"]\n')
    assert _expand([toml]) == [f"{pg_url}#sports-mesh", tmp_path / "local.sqlite"]
    with KnowledgeBase.open(f"{pg_url}#sports-mesh") as base:
        assert base.name == "sports" and base.store.path == f"{pg_url}#sports-mesh"
