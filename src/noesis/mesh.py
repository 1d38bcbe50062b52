"""``Mesh``: several KBs opened together, read-only (docs/design.md §3, §7).

A mesh holds the open KBs, their inventories, the name resolver over all of them, and
the per-KB structures built lazily on first use (entity graphs, dense indexes). It
answers nothing itself: :class:`noesis.answer.Engine` plans, assembles and answers over it.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager
from functools import cached_property
from pathlib import Path

from .errors import KBNotFoundError, QueryError
from .knowledge_base import KnowledgeBase
from .lang import language_for
from .query.activation import EntityGraph
from .query.inventory import KBInventory
from .query.names import ChainedNames
from .query.prebuilt import entity_graph, kb_inventory, kb_names
from .query.references import Resolver
from .store.address import expand_pg, is_pg
from .store.snapshot import data_version, read_snapshot

DENSE_MODES = ("auto", "on", "only", "off")


def _no_kb_files(folder: Path) -> KBNotFoundError:
    """A folder given as --mesh with no KB file in it: empty, or the sources not yet ingested."""
    files = sorted(c.name for c in folder.iterdir() if c.is_file() and not c.name.startswith("."))
    if files:
        shown = ", ".join(files[:3]) + (", …" if len(files) > 3 else "")
        return KBNotFoundError(
            f"{folder}: holds source files ({shown}) but no KB file (*.sqlite); --mesh takes KB files. "
            f"Ingest the folder first: noesis ingest {folder} --kb {folder.name}.sqlite, "
            f"then --mesh {folder.name}.sqlite")
    return KBNotFoundError(
        f"{folder}: empty folder, no KB file (*.sqlite) in it; --mesh takes KB files or a folder "
        f"of them. Write one there: noesis ingest SOURCE_FOLDER --kb {folder / 'NAME.sqlite'}")


def _expand(paths: Iterable[str | Path]) -> list[Path | str]:
    out: list[Path | str] = []
    for given in paths:
        if is_pg(given):  # postgresql://HOST/DB (every KB in it) or …#KB (one)
            out += expand_pg(str(given))
            continue
        p = Path(given)
        if p.is_dir():
            found = sorted(p.glob("*.sqlite"))
            if not found:
                raise _no_kb_files(p)
            out += found
        elif p.suffix == ".toml" and p.exists():
            data = tomllib.loads(p.read_text(encoding="utf-8"))
            kbs = data.get("kbs") or [k.get("path") for k in data.get("kb", [])]
            if not kbs:
                raise KBNotFoundError(f"{p}: a mesh file lists its KBs as kbs = [\"a.sqlite\", …]")
            out += _expand(k if is_pg(k) else p.parent / k for k in kbs)
        else:
            out.append(p)
    return out


class Mesh:
    """KBs opened together; build once, ask many questions."""

    def __init__(self, kbs: Sequence[KnowledgeBase], *, dense: str = "auto", embedder: str | None = None):
        if dense not in DENSE_MODES:
            raise QueryError(f"--dense {dense!r}: choose one of {', '.join(DENSE_MODES)}")
        self.dense = dense
        self.embedder_spec = embedder
        self._embedders: dict[str, object] = {}
        self._indexes: dict[str, object] = {}
        if not kbs:
            raise QueryError("a mesh needs at least one KB")
        names = [kb.name for kb in kbs]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            files = "; ".join(f"{n}: " + " and ".join(str(getattr(kb.store, "path", "?")) for kb in kbs if kb.name == n)
                              for n in dupes)
            raise QueryError(f"two KBs share a name ({files}); give each a distinct [kb] name in its noesis.toml "
                             "and ingest it again, or pass only one of them to --mesh")
        self.kbs = sorted(kbs, key=lambda k: k.name)
        #: each KB's generation when the inventories were built (taken first: a commit while
        #: they are built makes the mesh stale, never fresh by mistake)
        self.versions = self._versions()
        self.inventories: list[KBInventory] = [kb_inventory(kb) for kb in self.kbs]
        self._by_name = {inv.name: inv for inv in self.inventories}
        #: English plus every language the KBs declare: the question words the planner reads
        self.language = language_for(inv.language for inv in self.inventories)
        #: every KB's names, from its stored index where it has one (nothing O(sources) here)
        self.resolver = Resolver(ChainedNames([kb_names(inv) for inv in self.inventories]), language=self.language)
        self._graphs: dict[str, EntityGraph] = {}

    @classmethod
    def open(cls, paths: str | Path | Iterable[str | Path], *, dense: str = "auto",
             embedder: str | None = None) -> Mesh:
        if isinstance(paths, str | Path):
            paths = [paths]
        return cls([KnowledgeBase.open(p) for p in _expand(paths)], dense=dense, embedder=embedder)

    def dense_for(self, name: str):
        """``(index, embedder)`` for Tier-2 dense fill in KB ``name``, or ``None``.

        ``auto`` uses vectors where a KB has them; ``on``/``only`` require them. The query
        embedder must be the one the KB was embedded with: anything else is an error,
        never silent garbage.
        """
        if self.dense == "off":
            return None
        inv = self.inventory(name)
        recorded = inv.kb.store.get_meta("embedder")
        if not recorded:
            if self.dense in ("on", "only"):
                raise QueryError(f"KB {name!r} has no vectors; ingest it with --embedder onnx, or use --dense auto|off")
            return None
        spec = self.embedder_spec or recorded.get("spec")
        if spec not in self._embedders:
            from .dense.embedders import parse_embedder_spec

            self._embedders[spec] = parse_embedder_spec(spec)
        emb = self._embedders[spec]
        if emb.identity != recorded.get("identity"):
            raise QueryError(
                f"KB {name!r} was embedded with {recorded.get('identity')}; this query uses {emb.identity}. "
                f"Query it with --embedder {recorded.get('spec')} or re-ingest with the new embedder"
            )
        if name not in self._indexes:
            from .dense.index import ExactIndex

            self._indexes[name] = ExactIndex(inv.kb.store)
        return self._indexes[name], emb

    def _versions(self) -> tuple[int, ...]:
        return tuple(data_version(kb.store) for kb in self.kbs)

    def snapshot(self) -> AbstractContextManager[None]:
        """Every read inside the ``with`` sees one committed state of each KB
        (:mod:`noesis.store.snapshot`); the engine reads a context and an answer in one."""
        return read_snapshot([kb.store for kb in self.kbs])

    def stale(self) -> bool:
        """A KB was written (re-ingested) since this mesh built its inventories."""
        return self._versions() != self.versions

    def reloaded(self) -> Mesh:
        """This mesh when it is current; else a new one over the same open KBs, with
        inventories, resolver and graphs built afresh (its embedders carried over)."""
        if not self.stale():
            return self
        fresh = Mesh(self.kbs, dense=self.dense, embedder=self.embedder_spec)
        fresh._embedders.update(self._embedders)
        return fresh

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

    def query_vector(self, embedder, question: str):
        key = (getattr(embedder, "identity", ""), question)
        cache = self.__dict__.setdefault("_qvec", {})
        if key not in cache:
            if len(cache) > 256:
                cache.clear()
            cache[key] = embedder.embed([question])[0]
        return cache[key]

    def warm(self) -> Mesh:
        """Do now what a first question would otherwise pay for once: compile every KB's
        address, calendar and question-cue patterns, build its vocabulary gazetteer and load
        each entity graph. For a long-lived process
        (``noesis serve`` calls it at start); returns the mesh."""
        from .query.planner import warm_patterns

        warm_patterns(self.inventories, self.language)
        for inv in self.inventories:
            self.graph(inv.name)
        return self

    def graph(self, name: str) -> EntityGraph:
        if name not in self._graphs:
            self._graphs[name] = entity_graph(self.inventory(name).kb.store)
        return self._graphs[name]

    @cached_property
    def source_names(self) -> dict[str, list[str]]:
        return {inv.name: sorted(inv.sources) for inv in self.inventories}
