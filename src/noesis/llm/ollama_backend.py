"""Ollama through its maintained client (``pip install ollama``)."""

from __future__ import annotations

from collections.abc import Sequence

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


class OllamaChat:
    def __init__(self, model: str, host: str | None = None):
        self.model = model
        self.host = host or DEFAULT_HOST
        self.name = f"ollama:{model}"

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        try:
            import httpx
            import ollama
        except ImportError as exc:  # pragma: no cover - the dependency is declared
            raise BackendUnreachable(f"the ollama client is not installed ({exc}); pip install ollama") from None
        client = ollama.Client(host=self.host, timeout=options.timeout)
        try:
            resp = client.chat(
                model=self.model,
                messages=[{"role": m.role, "content": m.content} for m in messages],
                options={"temperature": options.temperature, "num_predict": options.max_tokens,
                         "seed": options.seed},
                stream=False,
            )
        except ollama.ResponseError as exc:
            if exc.status_code == 404:
                raise ModelNotFound(
                    f"Ollama at {self.host} has no model {self.model!r}; run `ollama pull {self.model}`"
                ) from None
            raise MalformedResponse(f"Ollama at {self.host} answered {exc.status_code}: {exc.error}") from None
        except httpx.TimeoutException:
            raise BackendTimeout(f"Ollama at {self.host} did not answer within {options.timeout:g} s") from None
        except (httpx.ConnectError, ConnectionError) as exc:
            raise BackendUnreachable(
                f"cannot reach Ollama at {self.host} ({exc}); start it with `ollama serve` or set OLLAMA_HOST"
            ) from None
        except ValueError as exc:  # a body that is not JSON (json.JSONDecodeError is a ValueError)
            raise MalformedResponse(f"Ollama at {self.host} answered something that is not JSON ({exc})") from None
        try:
            text = resp["message"]["content"]
        except (KeyError, TypeError):
            raise MalformedResponse(f"Ollama at {self.host} returned no message content") from None
        if not isinstance(text, str):
            raise MalformedResponse(f"Ollama at {self.host} returned non-text content")
        return Completion(text, resp.get("prompt_eval_count"), resp.get("eval_count"), self.name)
