"""Embedders: texts → float32 unit vectors, and the ``--embedder`` spec strings that name them.

=====================================================  ==========================================
spec                                                   embedder
=====================================================  ==========================================
``onnx``                                               all-MiniLM-L6-v2 int8, in-process, offline
``onnx:/path/model.onnx``                              that model, ``tokenizer.json`` beside it
``onnx:/path/model.onnx#/path/tokenizer.json``         that model and tokenizer
``ollama:nomic-embed-text``                            Ollama at ``$OLLAMA_HOST`` or 127.0.0.1:11434
``ollama:http://host:11434#nomic-embed-text``          Ollama at that host
``openai:http://127.0.0.1:8080/v1#model``              any OpenAI-compatible ``/v1/embeddings``
=====================================================  ==========================================

An embedder's ``identity`` is what a KB records next to its vectors; querying with an embedder
of another identity must be refused (vectors of two models are not comparable). The host is not
part of a remote identity — the same model served elsewhere gives the same vectors.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

import numpy as np

from ..backend_spec import RemoteSpec, is_remote_spec, parse_remote_spec
from ..errors import BackendError, BackendUnreachable, MalformedResponse, backend_errors

DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"
DEFAULT_TIMEOUT = 120.0

HOW_TO = (
    "name an embedder with --embedder: onnx, onnx:/path/model.onnx[#/path/tokenizer.json], "
    "ollama:MODEL, ollama:http://HOST:PORT#MODEL or openai:http://HOST:PORT/v1#MODEL; see docs/dense.md"
)


@runtime_checkable
class Embedder(Protocol):
    """``embed(texts) -> (n, dim)`` float32 with L2-normalised rows, deterministic for a given
    model; ``identity`` names the model (recorded in a KB). Raise ``BackendError`` on failure."""

    identity: str

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


def unit_rows(rows: Sequence[Sequence[float]], where: str, expected: int) -> np.ndarray:
    """Check a backend's vectors (count, one dimension, finite, non-zero) and normalise them."""
    if len(rows) != expected:
        raise MalformedResponse(f"{where} returned {len(rows)} vectors for {expected} texts")
    try:
        m = np.asarray(rows, dtype=np.float64)
    except (TypeError, ValueError):
        raise MalformedResponse(f"{where} returned vectors that are not lists of numbers of one length") from None
    if m.ndim != 2 or m.shape[1] == 0:
        raise MalformedResponse(f"{where} returned vectors of shape {m.shape}, expected (n, dim)")
    if not np.isfinite(m).all():
        raise MalformedResponse(f"{where} returned non-finite vector components")
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    if (norms == 0).any():
        raise MalformedResponse(f"{where} returned an all-zero vector")
    return (m / norms).astype(np.float32)


def _texts(texts: Sequence[str]) -> list[str]:
    if isinstance(texts, str):
        raise TypeError("embed() takes a sequence of texts, not one string")
    return list(texts)


class OllamaEmbedder:
    """Ollama's ``/api/embed`` through the ``ollama`` client."""

    def __init__(self, model: str, host: str | None = None, *, batch_size: int = 64,
                 timeout: float = DEFAULT_TIMEOUT):
        self.model = model
        self.host = (host or DEFAULT_OLLAMA_HOST).rstrip("/")
        self.batch_size = batch_size
        self.timeout = timeout
        self.identity = f"ollama:{model}"
        self.dim: int | None = None

    def __repr__(self) -> str:
        return f"OllamaEmbedder({self.model!r}, {self.host!r})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        texts = _texts(texts)
        if not texts:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        try:
            import ollama
        except ImportError as exc:  # pragma: no cover - the dependency is declared
            raise BackendUnreachable(f"the ollama client is not installed ({exc}); pip install ollama") from None
        client = ollama.Client(host=self.host, timeout=self.timeout)
        parts = []
        for start in range(0, len(texts), self.batch_size):
            batch = texts[start : start + self.batch_size]
            with backend_errors("ollama", self.host, self.model, self.timeout, "embeddings"):
                resp = client.embed(model=self.model, input=batch)
            try:
                rows = resp["embeddings"]
            except (KeyError, TypeError):
                raise MalformedResponse(f"Ollama at {self.host} returned no embeddings") from None
            if not isinstance(rows, list):
                raise MalformedResponse(f"Ollama at {self.host} returned no embeddings")
            parts.append(unit_rows(rows, f"Ollama at {self.host}", len(batch)))
        return _stack(parts, self, f"Ollama at {self.host}")


class OpenAIEmbedder:
    """Any OpenAI-compatible ``/v1/embeddings`` (llama.cpp server, vLLM, text-embeddings-inference)."""

    def __init__(self, base_url: str, model: str, api_key: str | None = None, *, batch_size: int = 64,
                 timeout: float = DEFAULT_TIMEOUT):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY") or "sk-no-key-needed"
        self.batch_size = batch_size
        self.timeout = timeout
        self.identity = f"openai:{model}"
        self.dim: int | None = None

    def __repr__(self) -> str:
        return f"OpenAIEmbedder({self.base_url!r}, {self.model!r})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        texts = _texts(texts)
        if not texts:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        import openai

        client = openai.OpenAI(base_url=self.base_url, api_key=self.api_key, timeout=self.timeout, max_retries=0)
        parts = []
        for start in range(0, len(texts), self.batch_size):
            batch = texts[start : start + self.batch_size]
            with backend_errors("openai", self.base_url, self.model, self.timeout, "embeddings"):
                resp = client.embeddings.create(model=self.model, input=batch, encoding_format="float")
            try:
                items = sorted(resp.data, key=lambda d: d.index)
                rows = [d.embedding for d in items]
            except (AttributeError, TypeError):
                raise MalformedResponse(f"{self.base_url} returned no embeddings") from None
            parts.append(unit_rows(rows, self.base_url, len(batch)))
        return _stack(parts, self, self.base_url)


def _stack(parts: list[np.ndarray], embedder, where: str) -> np.ndarray:
    dims = {p.shape[1] for p in parts}
    if embedder.dim is not None:
        dims.add(embedder.dim)
    if len(dims) != 1:
        raise MalformedResponse(f"{where} returned vectors of different dimensions {sorted(dims)}")
    embedder.dim = dims.pop()
    return np.vstack(parts)


def parse_embedder_spec(spec: str) -> Embedder:
    """An embedder from a spec string (table in the module docstring); ``BackendError`` if not one."""
    spec = (spec or "").strip()
    kind, _, rest = spec.partition(":")
    if spec == "onnx":
        from .onnx_embedder import default_onnx_embedder

        return default_onnx_embedder()
    if kind == "onnx" and rest:
        from .onnx_embedder import OnnxEmbedder

        model, _, tokenizer = rest.partition("#")
        model_path = Path(model).expanduser()
        tokenizer_path = Path(tokenizer).expanduser() if tokenizer else model_path.parent / "tokenizer.json"
        return OnnxEmbedder(model_path, tokenizer_path)
    if is_remote_spec(spec):
        return _remote_embedder(parse_remote_spec(spec, "--embedder"))
    raise BackendError(f"--embedder {spec!r} is not an embedder spec; {HOW_TO}")


def _remote_embedder(remote: RemoteSpec) -> Embedder:
    if remote.kind == "ollama":
        return OllamaEmbedder(remote.model, remote.host or os.environ.get("OLLAMA_HOST"))
    return OpenAIEmbedder(remote.host or "", remote.model)


def configured_embedder(spec: str | None) -> Embedder | None:
    """The embedder named by ``spec`` or ``$NOESIS_EMBEDDER``; ``None`` when neither is set."""
    spec = spec or os.environ.get("NOESIS_EMBEDDER")
    return parse_embedder_spec(spec) if spec else None

