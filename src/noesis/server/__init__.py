"""The HTTP service. ``noesis.server:create_app`` is the app factory (see :mod:`.app`); it is
loaded on first use so that importing :mod:`noesis.server.command` (every CLI start) does not
import FastAPI."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import create_app

__all__ = ["create_app"]


def __getattr__(name: str) -> Any:
    if name == "create_app":
        from .app import create_app

        return create_app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
