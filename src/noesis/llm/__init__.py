"""Language-model backends behind one small protocol (see :mod:`noesis.llm.base`)."""

from ..errors import BackendTimeout, BackendUnreachable, MalformedResponse, ModelNotFound
from .base import ChatModel, Completion, Message, Options
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
