"""Noēsis: deterministic-first retrieval for factuality-critical questions.

The public API is re-exported here; everything else is private to its module.
"""

from .answer import Answer, Engine, Settings
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
from .knowledge_base import KnowledgeBase
from .manifest import Manifest, load_manifest
from .mesh import Mesh

__version__ = "0.1.0"

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
