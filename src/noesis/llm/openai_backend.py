"""Any OpenAI-compatible server (llama.cpp server, vLLM, LM Studio …) via the ``openai`` client."""

from __future__ import annotations

import os
from collections.abc import Sequence

from ..errors import MalformedResponse, backend_errors
from .base import Completion, Message, Options


class OpenAIChat:
    def __init__(self, base_url: str, model: str, api_key: str | None = None):
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY") or "sk-no-key-needed"
        self.name = f"openai:{self.base_url}#{model}"

    def complete(self, messages: Sequence[Message], options: Options) -> Completion:
        import openai

        client = openai.OpenAI(base_url=self.base_url, api_key=self.api_key, timeout=options.timeout, max_retries=0)
        with backend_errors("openai", self.base_url, self.model, options.timeout, "chat completions"):
            resp = client.chat.completions.create(
                model=self.model,
                messages=[{"role": m.role, "content": m.content} for m in messages],
                temperature=options.temperature,
                max_tokens=options.max_tokens,
                seed=options.seed,
            )
        try:
            text = resp.choices[0].message.content
        except (AttributeError, IndexError, TypeError):
            raise MalformedResponse(f"{self.base_url} returned no choices") from None
        if not isinstance(text, str):
            raise MalformedResponse(f"{self.base_url} returned no text content")
        usage = getattr(resp, "usage", None)
        return Completion(text, getattr(usage, "prompt_tokens", None), getattr(usage, "completion_tokens", None), self.name)
