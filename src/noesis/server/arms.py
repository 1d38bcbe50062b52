"""The answering modes a chat client picks by ``model`` name, shared by the OpenAI- and
Ollama-compatible routes.

A mode is an arm (``full``, ``hydrate``, ``skeleton``, ``flat``: how the context a model reads
is assembled) or ``deterministic`` (the engine alone, no model). The arms need a model: they
are *listed* only when the server has one, so a client never offers a mode that would quietly
answer deterministically. A request that names an arm on a server without a model is still
answered (older clients keep working); its reply says ``deterministic: true``.
"""

from __future__ import annotations

from . import schemas as S
from .shared import ApiError

#: the mode that needs no model
DETERMINISTIC = "deterministic"
_PREFIXES = ("noesis-", "noesis:", "noesis/")


def listed(has_model: bool) -> tuple[str, ...]:
    """The modes a model list offers: every arm and ``deterministic`` with a model, else only
    ``deterministic``."""
    return S.CHAT_MODELS if has_model else (DETERMINISTIC,)


def arm_for(model: str, has_model: bool = True) -> tuple[str, bool]:
    """``(arm, deterministic)`` for a ``model`` name (``noesis-`` prefixes accepted);
    404 ``model_not_found`` for a name that is no mode, naming what the model list offers."""
    name = model.strip().lower()
    for prefix in _PREFIXES:
        if name.startswith(prefix):
            name = name[len(prefix):]
    if name not in S.CHAT_MODELS:
        offered = listed(has_model)
        arms = [m for m in S.CHAT_MODELS if m not in offered]
        raise ApiError(404, f"The model {model!r} does not exist; choose one of {', '.join(offered)}"
                       + (f" (the arms {', '.join(arms)} need a model: noesis serve --llm SPEC)" if arms else ""),
                       code="model_not_found", param="model")
    return ("full", True) if name == DETERMINISTIC else (name, False)
