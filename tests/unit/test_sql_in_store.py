"""Only ``noesis.store`` speaks SQL: every other module calls named store methods.

An AST scan of ``src/noesis`` outside ``store/`` reports any ``.execute(``,
``.executemany(`` or ``.executescript(`` call, any ``sqlite3`` import, and any access to
an attribute named ``conn`` (directly or through ``getattr``), so a query cannot leak
back out of the store.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "noesis"
STORE = SRC / "store"
_SQL_CALLS = frozenset({"execute", "executemany", "executescript"})
_BANNED_ATTRS = _SQL_CALLS | {"conn"}


def sql_sites(source: str, filename: str) -> list[str]:
    """``file:line: what`` for every way ``source`` reaches SQL, in line order."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _SQL_CALLS:
            out.append((node.lineno, f".{node.func.attr}( call"))
        elif isinstance(node, ast.Attribute) and node.attr == "conn":
            out.append((node.lineno, ".conn access"))
        elif (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"getattr", "setattr"}
            and len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and node.args[1].value in _BANNED_ATTRS
        ):
            out.append((node.lineno, f"{node.func.id}(..., {node.args[1].value!r})"))
        elif isinstance(node, ast.Import) and any(a.name == "sqlite3" for a in node.names):
            out.append((node.lineno, "import sqlite3"))
        elif isinstance(node, ast.ImportFrom) and node.module == "sqlite3":
            out.append((node.lineno, "from sqlite3 import"))
    return [f"{filename}:{line}: {what}" for line, what in sorted(out)]


def _modules_outside_store() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py") if STORE not in p.parents)


def test_no_sql_outside_the_store():
    modules = _modules_outside_store()
    assert len(modules) > 20  # the scan really walked the package
    sites = [s for p in modules for s in sql_sites(p.read_text(encoding="utf-8"), str(p.relative_to(SRC.parent)))]
    assert sites == [], "SQL outside noesis/store/ (add a named KBStore method instead):\n" + "\n".join(sites)


def test_the_scan_reports_each_kind_of_leak():
    leaky = (
        "import sqlite3\n"
        "def f(store):\n"
        "    rows = store.conn.execute('SELECT 1')\n"
        "    c = getattr(store, 'conn')\n"
        "    c.executemany('INSERT INTO t VALUES (?)', [(1,)])\n"
        "    c.executescript('DELETE FROM t')\n"
        "    return store.sources()\n"
    )
    assert sql_sites(leaky, "noesis/leaky.py") == [
        "noesis/leaky.py:1: import sqlite3",
        "noesis/leaky.py:3: .conn access",
        "noesis/leaky.py:3: .execute( call",
        "noesis/leaky.py:4: getattr(..., 'conn')",
        "noesis/leaky.py:5: .executemany( call",
        "noesis/leaky.py:6: .executescript( call",
    ]
    assert sql_sites("def f(store):\n    return store.sources()\n", "ok.py") == []


def test_the_store_itself_is_what_the_scan_would_catch():
    # the scan is not vacuous: the store's own modules are full of what it looks for
    assert len(sql_sites((STORE / "kb.py").read_text(encoding="utf-8"), "kb.py")) > 20
    assert sql_sites((STORE / "vectors.py").read_text(encoding="utf-8"), "vectors.py")
