"""Ollama through its maintained client (``pip install ollama``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..errors import BackendUnreachable, MalformedResponse, backend_errors
from .base import Completion, Message, Options
from .bounded import BoundedTransport, bound_text

DEFAULT_HOST = "http://127.0.0.1:11434"


class OllamaChat:
    def __init__(self, model: str, host: str | None = None):
        self.model = model
        self.host = host or DEFAULT_HOST
        self.name = f"ollama:{model}"

    def _client(self, options: Options):
        """A client bounded in time (the whole call) and size (``options.max_reply_bytes``)."""
        try:
            import ollama
        except ImportError as exc:  # pragma: no cover - the dependency is declared
            raise BackendUnreachable(f"the ollama client is not installed ({exc}); pip install ollama") from None
        transport = BoundedTransport(max_bytes=options.max_reply_bytes, seconds=options.timeout,
                                     where=f"Ollama at {self.host}")
        return ollama.Client(host=self.host, timeout=options.timeout, transport=transport)

    def _request(self, messages: Sequence[Message], options: Options) -> dict:
        return {"model": self.model, "messages": [{"role": m.role, "content": m.content} for m in messages],
                "options": {"temperature": options.temperature, "num_predict": options.max_tokens,
                            "seed": options.seed, "repeat_penalty": options.repeat_penalty,
                            "stop": list(options.stop)}}

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        """Pieces as Ollama sends them; closing the generator closes the HTTP stream."""
        client = self._client(options)
        try:
            with backend_errors("ollama", self.host, self.model, options.timeout, "chat completions"):
                for part in client.chat(**self._request(messages, options), stream=True):
                    text = getattr(getattr(part, "message", None), "content", None)
                    if text:
                        yield text
        finally:
            client.close()

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        client = self._client(options)
        try:
            with backend_errors("ollama", self.host, self.model, options.timeout, "chat completions"):
                resp = client.chat(**self._request(messages, options), stream=False)
        finally:
            client.close()
        text = getattr(getattr(resp, "message", None), "content", None)
        if not isinstance(text, str):
            raise MalformedResponse(f"Ollama at {self.host} returned no message content")
        return Completion(bound_text(text, options.max_tokens), resp.prompt_eval_count, resp.eval_count, self.name)
