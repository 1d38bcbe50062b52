"""Any OpenAI-compatible server (llama.cpp server, vLLM, LM Studio …) via the ``openai`` client."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence

from ..errors import MalformedResponse, backend_errors
from .base import Completion, Message, Options


class OpenAIChat:
    def __init__(self, base_url: str, model: str, api_key: str | None = None):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY") or "sk-no-key-needed"
        self.name = f"openai:{self.base_url}#{model}"

    def _create(self, messages: Sequence[Message], options: Options, stream: bool):
        import openai

        client = openai.OpenAI(base_url=self.base_url, api_key=self.api_key, timeout=options.timeout, max_retries=0)
        # OpenAI's API has no repeat penalty; a frequency penalty of (penalty - 1) is its nearest
        return client.chat.completions.create(
            model=self.model, messages=[{"role": m.role, "content": m.content} for m in messages],
            temperature=options.temperature, max_tokens=options.max_tokens, seed=options.seed,
            stop=list(options.stop) or None, frequency_penalty=round(options.repeat_penalty - 1.0, 3),
            stream=stream)

    def stream(self, messages: Sequence[Message], options: Options) -> Iterator[str]:
        """Pieces as the server sends them; closing the generator closes the HTTP stream."""
        with backend_errors("openai", self.base_url, self.model, options.timeout, "chat completions"):
            for chunk in self._create(messages, options, stream=True):
                choices = getattr(chunk, "choices", None) or []
                text = getattr(getattr(choices[0], "delta", None), "content", None) if choices else None
                if text:
                    yield text

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        with backend_errors("openai", self.base_url, self.model, options.timeout, "chat completions"):
            resp = self._create(messages, options, stream=False)
        try:
            text = resp.choices[0].message.content
        except (AttributeError, IndexError, TypeError):
            raise MalformedResponse(f"{self.base_url} returned no choices") from None
        if not isinstance(text, str):
            raise MalformedResponse(f"{self.base_url} returned no text content")
        usage = getattr(resp, "usage", None)
        return Completion(text, getattr(usage, "prompt_tokens", None), getattr(usage, "completion_tokens", None), self.name)
