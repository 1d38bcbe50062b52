"""The ``ollama:`` and ``openai:`` halves of the ``--llm`` and ``--embedder`` spec strings.

Both flags name a remote server the same way, so one pure parser reads them; each side
builds its own backend (a chat model, an embedder) from the :class:`RemoteSpec`.

=====================================================  ==========================================
spec                                                   server
=====================================================  ==========================================
``ollama:MODEL``                                       Ollama at ``$OLLAMA_HOST`` or 127.0.0.1:11434
``ollama:http://HOST:PORT#MODEL``                      Ollama at that host
``openai:http://HOST:PORT/v1#MODEL``                   an OpenAI-compatible server at that base URL
=====================================================  ==========================================
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import BackendError

REMOTE_KINDS = ("ollama", "openai")
_EXPECTED = {
    "ollama": "ollama:MODEL or ollama:http://HOST:PORT#MODEL",
    "openai": "openai:http://HOST:PORT/v1#MODEL",
}


@dataclass(frozen=True)
class RemoteSpec:
    """A server and a model on it."""

    kind: str  # "ollama" | "openai"
    host: str | None  # Ollama's host or the OpenAI base URL; None: Ollama's default host
    model: str


def is_remote_spec(spec: str) -> bool:
    """Whether ``spec`` starts with one of :data:`REMOTE_KINDS` and a colon."""
    kind, colon, _ = spec.strip().partition(":")
    return bool(colon) and kind in REMOTE_KINDS


def _is_url(text: str) -> bool:
    return text.startswith(("http://", "https://"))


def parse_remote_spec(spec: str, flag: str) -> RemoteSpec:
    """``ollama:…`` / ``openai:…`` → :class:`RemoteSpec`; ``BackendError`` naming ``flag``
    (``"--llm"``, ``"--embedder"``) and the expected forms when the spec is not one."""
    spec = spec.strip()
    kind, _, rest = spec.partition(":")
    if kind not in REMOTE_KINDS:
        raise BackendError(f"{flag} {spec!r}: expected one of {', '.join(_EXPECTED.values())}")
    if kind == "ollama" and rest and not _is_url(rest):
        return RemoteSpec(kind, None, rest)
    host, _, model = rest.partition("#")
    if not _is_url(host) or not model:
        raise BackendError(f"{flag} {spec!r}: expected {_EXPECTED[kind]}")
    return RemoteSpec(kind, host, model)
