"""Any OpenAI-compatible server (llama.cpp server, vLLM, LM Studio …) via the ``openai`` client."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from ..errors import MalformedResponse, backend_errors
from .base import Completion, Message, Options
from .bounded import BoundedTransport, bound_text


class OpenAIChat:
    def __init__(self, base_url: str, model: str, api_key: str | None = None):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY") or "sk-no-key-needed"
        self.name = f"openai:{self.base_url}#{model}"

    @contextmanager
    def _client(self, options: Options):
        """A client bounded in time (``options.timeout`` for the whole call) and size
        (``options.max_reply_bytes``), with its errors mapped to the backend error tree."""
        import httpx
        import openai

        transport = BoundedTransport(max_bytes=options.max_reply_bytes, seconds=options.timeout,
                                     where=self.base_url)
        with httpx.Client(transport=transport, timeout=options.timeout) as http, \
                backend_errors("openai", self.base_url, self.model, options.timeout, "chat completions"):
            yield openai.OpenAI(base_url=self.base_url, api_key=self.api_key, timeout=options.timeout,
                                max_retries=0, http_client=http)

    def _create(self, client, messages: Sequence[Message], options: Options, stream: bool):
        # OpenAI's API has no repeat penalty; a frequency penalty of (penalty - 1) is its nearest
        return client.chat.completions.create(
            model=self.model, messages=[{"role": m.role, "content": m.content} for m in messages],
            temperature=options.temperature, max_tokens=options.max_tokens, seed=options.seed,
            stop=list(options.stop) or None, frequency_penalty=round(options.repeat_penalty - 1.0, 3),
            stream=stream)

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        """Pieces as the server sends them; closing the generator closes the HTTP stream."""
        with self._client(options) as client:
            for chunk in self._create(client, messages, options, stream=True):
                choices = getattr(chunk, "choices", None)
                first = choices[0] if isinstance(choices, list) and choices else None
                text = getattr(getattr(first, "delta", None), "content", None)
                if isinstance(text, str) and text:
                    yield text

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        """One chat completion; any reply that is not a completion → :class:`MalformedResponse`."""
        with self._client(options) as client:
            resp = self._create(client, messages, options, stream=False)
        text = _reply_text(resp, self.base_url)
        usage = getattr(resp, "usage", None)
        return Completion(bound_text(text, options.max_tokens), _count(getattr(usage, "prompt_tokens", None)),
                          _count(getattr(usage, "completion_tokens", None)), self.name)


def _reply_text(resp: object, where: str) -> str:
    """The first choice's text; whatever else the server sent → :class:`MalformedResponse`
    (the client builds its objects without validating them: ``choices`` may be a dict, a
    string, ``None``)."""
    choices = getattr(resp, "choices", None)
    if not isinstance(choices, list) or not choices:
        raise MalformedResponse(f"{where} returned no choices")
    text = getattr(getattr(choices[0], "message", None), "content", None)
    if not isinstance(text, str):
        raise MalformedResponse(f"{where} returned no text content")
    return text


def _count(value: object) -> int | None:
    """A token count as the server gave it, when it is one."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None
