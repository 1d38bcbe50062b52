"""Any OpenAI-compatible server (llama.cpp server, vLLM, LM Studio …) via the ``openai`` client."""

from __future__ import annotations

import os
from collections.abc import Sequence

from ..errors import MalformedResponse, backend_errors
from .base import Completion, Message, Options
from .bounded import BoundedTransport, bound_text


class OpenAIChat:
    def __init__(self, base_url: str, model: str, api_key: str | None = None):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY") or "sk-no-key-needed"
        self.name = f"openai:{self.base_url}#{model}"

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        """One chat completion, bounded in time (``options.timeout`` for the whole call) and
        size (``options.max_reply_bytes``); any reply that is not a completion →
        :class:`MalformedResponse`."""
        import httpx
        import openai

        transport = BoundedTransport(max_bytes=options.max_reply_bytes, seconds=options.timeout,
                                     where=self.base_url)
        with httpx.Client(transport=transport, timeout=options.timeout) as http, \
                backend_errors("openai", self.base_url, self.model, options.timeout, "chat completions"):
            client = openai.OpenAI(base_url=self.base_url, api_key=self.api_key, timeout=options.timeout,
                                   max_retries=0, http_client=http)
            resp = client.chat.completions.create(
                model=self.model,
                messages=[{"role": m.role, "content": m.content} for m in messages],
                temperature=options.temperature,
                max_tokens=options.max_tokens,
                seed=options.seed,
            )
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
