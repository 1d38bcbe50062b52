"""Request and response models of the Ollama-compatible routes (:mod:`.ollama_compat`).

The subset of Ollama's API (``docs/api.md`` of ollama/ollama) that chat front-ends and the
official ``ollama`` client use; fields Noēsis does not read (``format``, ``keep_alive``,
``tools``, ``images`` …) are accepted and ignored.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .schemas import ChatMessage, NoesisExtra


class OllamaOptions(BaseModel):
    """``options``: the two Noēsis reads; the rest of Ollama's (``top_k``, ``num_ctx`` …) are ignored."""

    model_config = ConfigDict(extra="allow")

    temperature: float | None = Field(None, ge=0.0, le=2.0)
    num_predict: int | None = Field(None, ge=-2, le=8192, description="most tokens the model may write")


class _Request(BaseModel):
    model_config = ConfigDict(extra="allow")

    model: str = Field(description="the mode: deterministic, or an arm (full | hydrate | skeleton | flat) "
                                   "when a model is configured; a `:tag` is ignored")
    stream: bool = Field(True, description="NDJSON chunks (Ollama's default) or, false, one JSON object")
    options: OllamaOptions | None = None


class OllamaChatRequest(_Request):
    messages: list[ChatMessage] = Field(default_factory=list, description="empty: load the model (no answer)")


class OllamaGenerateRequest(_Request):
    prompt: str = Field("", description="the question; empty: load the model (no answer)")
    system: str | None = Field(None, description="ignored: the engine writes its own rules")


class OllamaShowRequest(BaseModel):
    model_config = ConfigDict(extra="allow")

    model: str | None = None
    name: str | None = Field(None, description="the older spelling of `model`")


class OllamaDetails(BaseModel):
    parent_model: str = ""
    format: str
    family: str
    families: list[str]
    parameter_size: str
    quantization_level: str


class OllamaModel(BaseModel):
    name: str
    model: str
    modified_at: str
    size: int
    digest: str
    details: OllamaDetails


class OllamaTags(BaseModel):
    models: list[OllamaModel]


class OllamaRunning(BaseModel):
    name: str
    model: str
    size: int
    digest: str
    details: OllamaDetails
    expires_at: str = Field(description="never: a mode stays loaded while the server runs")
    size_vram: int


class OllamaPs(BaseModel):
    """``GET /api/ps``: the modes as loaded models (clients poll it)."""

    models: list[OllamaRunning]


class OllamaVersion(BaseModel):
    version: str


class OllamaShow(BaseModel):
    modelfile: str
    parameters: str
    template: str
    details: OllamaDetails
    model_info: dict[str, Any]
    capabilities: list[str]
    modified_at: str


class _Final(BaseModel):
    model: str
    created_at: str
    done: bool
    done_reason: str | None = None
    total_duration: int | None = Field(None, description="nanoseconds")
    load_duration: int | None = None
    prompt_eval_count: int | None = None
    prompt_eval_duration: int | None = None
    eval_count: int | None = None
    eval_duration: int | None = None
    noesis: NoesisExtra | None = Field(None, description="on the final object: what the answer rests on")


class OllamaMessage(BaseModel):
    role: str
    content: str


class OllamaChatResponse(_Final):
    message: OllamaMessage


class OllamaGenerateResponse(_Final):
    response: str
