"""Language-model backends behind one small protocol (see :mod:`noesis.llm.base`)."""

from .base import (
    BackendTimeout,
    BackendUnreachable,
    ChatModel,
    Completion,
    MalformedResponse,
    Message,
    ModelNotFound,
    Options,
)
from .scripted import ScriptedChat
from .spec import HOW_TO, configured_llm, parse_llm_spec, smollm2_path

__all__ = [
    "HOW_TO",
    "BackendTimeout",
    "BackendUnreachable",
    "ChatModel",
    "Completion",
    "MalformedResponse",
    "Message",
    "ModelNotFound",
    "Options",
    "ScriptedChat",
    "configured_llm",
    "parse_llm_spec",
    "smollm2_path",
]
