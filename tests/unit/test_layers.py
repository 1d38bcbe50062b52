"""The architecture as contracts: layers and forbidden imports (``[tool.importlinter]`` in
pyproject.toml, checked by ``lint-imports``) and no import cycle anywhere in the package."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Set
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]


def test_import_contracts_hold():
    exe = Path(sys.executable).with_name("lint-imports")
    proc = subprocess.run([str(exe), "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 broken" in proc.stdout


def cycles(graph: Mapping[str, Set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one node (or a self-loop), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in graph.get(v, ()):
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
    assert cycles({"a": {"a"}}) == [["a"]]


def test_no_import_cycle_in_the_package():
    sys.setrecursionlimit(10_000)
    g = grimp.build_graph("noesis", exclude_type_checking_imports=True)
    graph = {m: set(g.find_modules_directly_imported_by(m)) for m in g.modules}
    # a package's __init__ re-exporting its own modules is not a cycle of the design
    graph = {m: {d for d in deps if not (m.startswith(d + ".") or d.startswith(m + "."))}
             for m, deps in graph.items()}
    assert cycles(graph) == []
