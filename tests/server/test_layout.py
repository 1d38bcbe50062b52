"""The server's structure: no import cycle, no Rich, one place that calls the engine, and the
app factory (``create_app(settings)``, ``create_app()`` from the environment)."""

from __future__ import annotations

import ast
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from uvicorn.importer import import_from_string

import noesis.server
from noesis.errors import (
    BackendError,
    KBNotFoundError,
    NoesisError,
    QueryError,
    StoreError,
    UnknownNameError,
)
from noesis.server.app import create_app
from noesis.server.deps import ServiceSettings
from noesis.server.middleware import error_for

SERVER = Path(noesis.server.__file__).parent
PACKAGE = "noesis.server"


def _modules() -> dict[str, ast.Module]:
    out = {}
    for path in sorted(SERVER.glob("*.py")):
        name = PACKAGE if path.stem == "__init__" else f"{PACKAGE}.{path.stem}"
        out[name] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return out


def _imports(name: str, tree: ast.Module) -> set[str]:
    """Every module ``name`` imports, anywhere in it (function bodies too), as absolute names."""
    package = name if name == PACKAGE else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            if node.module:  # `from . import schemas` names the module, not the package
                found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return found


def test_the_server_import_graph_has_no_cycle():
    modules = _modules()
    graph = {m: {i for i in _imports(m, t) if i in modules and i != m} for m, t in modules.items()}
    assert graph["noesis.server.openai_compat"] >= {"noesis.server.shared", "noesis.server.deps"}
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for nxt in graph[m]:
            assert state.get(nxt) != 1, f"import cycle: {' → '.join([*path, m, nxt])}"
            if nxt not in state:
                visit(nxt, [*path, m])
        state[m] = 2

    for m in graph:
        if m not in state:
            visit(m, [])


def test_nothing_under_server_imports_rich_or_the_cli():
    for name, tree in _modules().items():
        bad = {i for i in _imports(name, tree) if i.split(".")[0] == "rich" or i.startswith("noesis.cli")}
        assert not bad, f"{name} imports {sorted(bad)}"


def test_only_deps_calls_the_engine():
    """``Engine.ask`` / ``Engine.context`` are called in :mod:`noesis.server.deps` and nowhere else."""
    calls = {name: [n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call)
                    and isinstance(n.func, ast.Attribute) and n.func.attr in ("ask", "context")]
             for name, tree in _modules().items()}
    assert sorted(calls.pop("noesis.server.deps")) == ["ask", "ask", "context"]
    assert all(not found for found in calls.values()), calls


@pytest.mark.parametrize("module", ["noesis.server.app", "noesis.server.openai_compat"])
def test_a_fresh_import_loads_neither_rich_nor_the_cli(module):
    code = (f"import sys, {module}; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich' or m.startswith('noesis.cli')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_create_app_from_the_environment_is_a_uvicorn_factory(demo_kbs, monkeypatch):
    monkeypatch.setenv("NOESIS_MESH", str(demo_kbs))
    monkeypatch.setenv("NOESIS_API_KEY", "env-key")
    monkeypatch.delenv("NOESIS_LLM", raising=False)
    factory = import_from_string("noesis.server:create_app")  # what `uvicorn --factory` resolves
    assert factory is create_app
    app = factory()
    owned = app.state.noesis.owned[0]
    with TestClient(app) as client:
        health = client.get("/healthz").json()
        assert health["model"] is None and len(health["kbs"]) >= 2
        assert client.get("/v1/kbs").status_code == 401
        assert client.get("/v1/kbs", headers={"Authorization": "Bearer env-key"}).status_code == 200
    with pytest.raises(sqlite3.ProgrammingError):  # the mesh the app opened is closed at shutdown
        owned.kbs[0].store.conn.execute("select 1")


def test_settings_need_a_mesh_and_hide_the_key():
    with pytest.raises(QueryError, match="NOESIS_MESH"):
        ServiceSettings.from_env({})
    with pytest.raises(QueryError, match="no KBs to serve"):
        create_app(ServiceSettings())
    assert "s3cret" not in repr(ServiceSettings(api_key="s3cret"))
    paths = ServiceSettings.from_env({"NOESIS_MESH": "a.sqlite:b.sqlite", "NOESIS_LLM": "ollama:x"})
    assert paths.mesh == (Path("a.sqlite"), Path("b.sqlite")) and paths.llm == "ollama:x"


@pytest.mark.parametrize(("exc", "status", "code"), [
    (UnknownNameError("no entity"), 404, "unknown_name"),
    (KBNotFoundError("no KB"), 404, "unknown_name"),
    (QueryError("bad"), 400, "bad_query"),
    (BackendError("refused"), 503, "backend_unavailable"),
    (StoreError("broken"), 500, "store_error"),
    (NoesisError("other"), 500, "noesis_error"),
])
def test_the_error_tree_maps_to_status_codes(exc, status, code):
    err = error_for(exc, retry_after_s=7)
    assert (err.status, err.code) == (status, code)
    assert (err.headers.get("Retry-After") == "7") == isinstance(exc, BackendError)
