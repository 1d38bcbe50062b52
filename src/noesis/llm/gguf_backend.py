"""A local GGUF file run in-process by llama.cpp (``pip install 'noesis-rag[gguf]'``).

The model is loaded once per backend object (loading is the slow part) and calls are
serialised: llama.cpp contexts are not thread-safe.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

from ..errors import BackendUnreachable, MalformedResponse, ModelNotFound
from .base import Completion, Message, Options

DEFAULT_CTX = 4096


class GGUFChat:
    def __init__(self, path: str | Path, n_ctx: int = DEFAULT_CTX, threads: int | None = None):
        self.path = Path(path)
        self.n_ctx = n_ctx
        self.threads = threads or max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 1)
        self.name = f"gguf:{self.path.name}"
        self._llm = None
        self._lock = threading.Lock()

    def _load(self):
        if self._llm is not None:
            return self._llm
        if not self.path.is_file():
            raise ModelNotFound(f"{self.path}: no such GGUF file")
        try:
            from llama_cpp import Llama
        except ImportError:
            raise BackendUnreachable(
                "llama-cpp-python is not installed; pip install 'noesis-rag[gguf]' to run GGUF files"
            ) from None
        try:
            self._llm = Llama(model_path=str(self.path), n_ctx=self.n_ctx, n_threads=self.threads,
                              seed=0, verbose=False)
        except (ValueError, RuntimeError) as exc:
            raise ModelNotFound(f"{self.path}: llama.cpp cannot load it ({exc})") from None
        return self._llm

    @staticmethod
    def _request(messages: Sequence[Message], options: Options) -> dict:
        return {"messages": [{"role": m.role, "content": m.content} for m in messages],
                "temperature": options.temperature, "max_tokens": options.max_tokens, "seed": options.seed,
                "repeat_penalty": options.repeat_penalty, "stop": list(options.stop)}

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        """Pieces as llama.cpp samples them; closing the generator stops generation."""
        with self._lock:
            llm = self._load()
            try:
                chunks = llm.create_chat_completion(**self._request(messages, options), stream=True)
                for chunk in chunks:
                    delta = (chunk.get("choices") or [{}])[0].get("delta") or {}
                    if delta.get("content"):
                        yield delta["content"]
            except ValueError as exc:
                raise MalformedResponse(f"{self.path.name}: {exc}") from None

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        with self._lock:
            llm = self._load()
            try:
                out = llm.create_chat_completion(**self._request(messages, options))
            except ValueError as exc:  # e.g. prompt longer than the context window
                raise MalformedResponse(f"{self.path.name}: {exc}") from None
        try:
            text = out["choices"][0]["message"]["content"] or ""
        except (KeyError, IndexError, TypeError):
            raise MalformedResponse(f"{self.path.name}: llama.cpp returned no choices") from None
        usage = out.get("usage") or {}
        return Completion(text, usage.get("prompt_tokens"), usage.get("completion_tokens"), self.name)
