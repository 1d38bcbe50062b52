"""Noēsis: deterministic-first retrieval for factuality-critical questions.

The public API is re-exported here; everything else is private to its module. The
heavier names load on first use (PEP 562), so ``import noesis.cli`` or a question pays
only for the modules the question path needs.
"""

from typing import TYPE_CHECKING

from .errors import (
    BackendError,
    IngestError,
    KBNotFoundError,
    ManifestError,
    NoesisError,
    Problem,
    QueryError,
    SourceError,
    StoreError,
    UnknownNameError,
)

if TYPE_CHECKING:
    from .answer import Answer, Engine, Settings
    from .knowledge_base import KnowledgeBase
    from .manifest import Manifest, load_manifest
    from .mesh import Mesh

__version__ = "0.1.0"

#: public name → the module that defines it (imported when the name is first read)
_LAZY = {
    "Answer": "answer", "Engine": "answer", "Settings": "answer", "KnowledgeBase": "knowledge_base",
    "Manifest": "manifest", "load_manifest": "manifest", "Mesh": "mesh",
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'noesis' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value

__all__ = [
    "Answer",
    "Engine",
    "Settings",
    "BackendError",
    "IngestError",
    "KBNotFoundError",
    "KnowledgeBase",
    "Manifest",
    "ManifestError",
    "Mesh",
    "NoesisError",
    "Problem",
    "QueryError",
    "SourceError",
    "StoreError",
    "UnknownNameError",
    "load_manifest",
    "__version__",
]
