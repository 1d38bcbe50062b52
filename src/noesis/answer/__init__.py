"""Answering: the :class:`Engine` (plan → context → deterministic answer → model →
verification), its :class:`Settings` and the :class:`Answer` it returns."""

from .answer import Answer
from .engine import Engine
from .settings import ANSWER_POLICIES, POLICIES, Settings

__all__ = ["ANSWER_POLICIES", "POLICIES", "Answer", "Engine", "Settings"]
