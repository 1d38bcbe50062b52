"""``Mesh``: several KBs queried together (DESIGN.md §3, §7)."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from pathlib import Path

from .context.assemble import assemble
from .context.budget import DEFAULT_BUDGET
from .context.result import Context
from .errors import KBNotFoundError, QueryError
from .knowledge_base import KnowledgeBase
from .query.activation import EntityGraph
from .query.inventory import KBInventory, build_kb_inventory, name_entries
from .query.references import Resolver


def _expand(paths: Iterable[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found = sorted(p.glob("*.sqlite"))
            if not found:
                raise KBNotFoundError(f"{p}: folder holds no *.sqlite KB files")
            out += found
        elif p.suffix == ".toml" and p.exists():
            data = tomllib.loads(p.read_text(encoding="utf-8"))
            kbs = data.get("kbs") or [k.get("path") for k in data.get("kb", [])]
            if not kbs:
                raise KBNotFoundError(f"{p}: a mesh file lists its KBs as kbs = [\"a.sqlite\", …]")
            out += _expand(p.parent / k for k in kbs)
        else:
            out.append(p)
    return out


class Mesh:
    """KBs opened together; build once, ask many questions."""

    def __init__(self, kbs: Sequence[KnowledgeBase]):
        if not kbs:
            raise QueryError("a mesh needs at least one KB")
        names = [kb.name for kb in kbs]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise QueryError(f"two KBs share the name {', '.join(dupes)}; give each KB a distinct [kb] name")
        self.kbs = sorted(kbs, key=lambda k: k.name)
        self.inventories: list[KBInventory] = [build_kb_inventory(kb) for kb in self.kbs]
        self._by_name = {inv.name: inv for inv in self.inventories}
        entries = [e for inv in self.inventories for e in name_entries(inv)]
        self.resolver = Resolver(entries)
        self._graphs: dict[str, EntityGraph] = {}

    @classmethod
    def open(cls, paths: str | Path | Iterable[str | Path]) -> Mesh:
        if isinstance(paths, str | Path):
            paths = [paths]
        return cls([KnowledgeBase.open(p) for p in _expand(paths)])

    def close(self) -> None:
        for kb in self.kbs:
            kb.close()

    def __enter__(self) -> Mesh:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def inventory(self, name: str) -> KBInventory:
        try:
            return self._by_name[name]
        except KeyError:
            raise QueryError(f"no KB named {name!r} in this mesh (have: {', '.join(self._by_name)})") from None

    def graph(self, name: str) -> EntityGraph:
        if name not in self._graphs:
            self._graphs[name] = EntityGraph.from_store(self.inventory(name).kb.store)
        return self._graphs[name]

    @cached_property
    def source_names(self) -> dict[str, list[str]]:
        return {inv.name: sorted(inv.sources) for inv in self.inventories}

    def context(
        self,
        question: str,
        *,
        arm: str = "full",
        budget: int = DEFAULT_BUDGET,
        history: Sequence[Mapping[str, str]] = (),
    ) -> Context:
        """Assemble the tiered context a model would read (deterministic)."""
        return assemble(self, question, arm=arm, budget=budget, history=history)

    def ask(
        self,
        question: str,
        *,
        llm=None,
        arm: str = "hydrate",
        history: Sequence[Mapping[str, str]] = (),
        deterministic: bool = False,
        budget: int = DEFAULT_BUDGET,
        options=None,
        verify: str = "flag",
    ):
        """Answer ``question`` (see :func:`noesis.engine.ask`)."""
        from .engine import ask

        return ask(self, question, llm=llm, arm=arm, history=history, deterministic=deterministic,
                   budget=budget, options=options, verify=verify)
