"""Ollama through its maintained client (``pip install ollama``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from .base import (
    BackendTimeout,
    BackendUnreachable,
    Completion,
    MalformedResponse,
    Message,
    ModelNotFound,
    Options,
)

DEFAULT_HOST = "http://127.0.0.1:11434"


def one_line(obj) -> str:
    text = " ".join(str(obj).split())
    return text if len(text) <= 200 else text[:197] + "..."


@contextmanager
def ollama_errors(host: str, model: str, timeout: float, what: str) -> Iterator[None]:
    """The ollama client's failures as one-line BackendErrors (chat and embeddings alike)."""
    import httpx
    import ollama

    try:
        yield
    except ollama.ResponseError as exc:
        if exc.status_code == 404:
            raise ModelNotFound(f"Ollama at {host} has no model {model!r}; run `ollama pull {model}`") from None
        raise MalformedResponse(f"Ollama at {host} answered {exc.status_code}: {one_line(exc.error)}") from None
    except httpx.TimeoutException:
        raise BackendTimeout(f"Ollama at {host} did not answer within {timeout:g} s") from None
    except (httpx.ConnectError, ConnectionError) as exc:
        raise BackendUnreachable(
            f"cannot reach Ollama at {host} ({one_line(exc)}); start it with `ollama serve` or set OLLAMA_HOST"
        ) from None
    except (ValueError, TypeError) as exc:  # a body that is not the expected JSON
        raise MalformedResponse(f"Ollama at {host} returned no {what} ({one_line(exc)})") from None


class OllamaChat:
    def __init__(self, model: str, host: str | None = None):
        self.model = model
        self.host = host or DEFAULT_HOST
        self.name = f"ollama:{model}"

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        try:
            import ollama
        except ImportError as exc:  # pragma: no cover - the dependency is declared
            raise BackendUnreachable(f"the ollama client is not installed ({exc}); pip install ollama") from None
        client = ollama.Client(host=self.host, timeout=options.timeout)
        with ollama_errors(self.host, self.model, options.timeout, "a chat reply"):
            resp = client.chat(
                model=self.model,
                messages=[{"role": m.role, "content": m.content} for m in messages],
                options={"temperature": options.temperature, "num_predict": options.max_tokens,
                         "seed": options.seed},
                stream=False,
            )
        try:
            text = resp["message"]["content"]
        except (KeyError, TypeError):
            raise MalformedResponse(f"Ollama at {self.host} returned no message content") from None
        if not isinstance(text, str):
            raise MalformedResponse(f"Ollama at {self.host} returned non-text content")
        return Completion(text, resp.get("prompt_eval_count"), resp.get("eval_count"), self.name)
