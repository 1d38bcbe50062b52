"""Request and response models of the HTTP service (they are what ``/openapi.json`` documents).

Responses are shaped like the CLI's ``--json`` output: ``POST /v1/ask`` returns
``Answer.as_dict()`` (``noesis ask --json``), ``POST /v1/context`` returns
``Context.as_dict()`` (``noesis context --json``), ``GET /v1/facts`` returns the rows of
``noesis facts --json`` (each with its ``kb``) and ``GET /v1/kbs`` returns ``noesis info --json``
per KB plus its entities. Every error is ``{"error": {"message", "type", "code", "status"}}``,
the shape the OpenAI API uses, so one client-side handler serves every route.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..context.budget import DEFAULT_BUDGET
from .trace_schemas import PlanTrace, ResultOut, VerificationOut

Arm = Literal["full", "hydrate", "skeleton", "flat"]
#: the ``model`` names of ``/v1/chat/completions``: an arm, or ``deterministic`` (no model)
CHAT_MODELS: tuple[str, ...] = ("full", "hydrate", "skeleton", "flat", "deterministic")

MAX_BUDGET = 32_768


class Turn(BaseModel):
    """One previous turn of the conversation."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["user", "assistant", "system"]
    content: str = Field(description="the turn's text; an assistant turn's citations steer follow-ups")


class _Question(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=1, description="the question, in the KBs' language",
                          examples=["What was the peak share of Italia Sera and when did it occur?"])
    history: list[Turn] = Field(default_factory=list, description="previous turns, oldest first")
    budget: int = Field(DEFAULT_BUDGET, ge=64, le=MAX_BUDGET, description="token budget for the whole prompt")
    kbs: list[str] | None = Field(None, description="restrict to these KB names (default: every KB of the mesh)")


class ContextRequest(_Question):
    """Body of ``POST /v1/context``."""

    arm: Arm = Field("full", description="context-assembly arm")


class AskRequest(_Question):
    """Body of ``POST /v1/ask``."""

    arm: Arm = Field("hydrate", description="context-assembly arm the model reads")
    deterministic: bool = Field(False, description="answer from computed facts only; never call the model")
    max_tokens: int = Field(256, ge=1, le=8192, description="most tokens the model may write")
    temperature: float = Field(0.1, ge=0.0, le=2.0, description="sampling temperature")
    allow_degraded: bool = Field(
        False,
        description="when the model backend fails: false → 503 (the engine's fallback answer is in the "
                    "error's `fallback`); true → 200 with the fallback answer and `degraded` set",
    )
    include_context: bool = Field(False, description="add the full tiered context (`context`) to the answer")
    verify: Literal["flag", "repair", "off"] = Field(
        "flag", description="check the answer's numbers, positions and names against its evidence")
    policy: Literal["engine", "model", "phrase"] = Field(
        "engine", description="who answers a question the engine resolves fully: the engine (no model "
                              "call), the model, or the model rephrasing the engine's answer")


# ---------------------------------------------------------------------------------- responses
class ItemOut(BaseModel):
    text: str
    source: str
    kb: str
    kind: str = Field(description="fact | background | computation | notice | span")
    window: str | None = None
    ref: int | None = Field(None, description="fact id or span id in its KB")
    why: str = Field("", description="why the item was selected")


class TierOut(BaseModel):
    tier: int = Field(description="0 facts/computations, 1 addressed spans, 2 discovered passages")
    label: str
    items: list[ItemOut]


class ContextResponse(BaseModel):
    """``Context.as_dict()``: what ``noesis context --json`` prints."""

    question: str
    arm: str
    prompt: str = Field(description="the exact prompt a model would read")
    tiers: list[TierOut]
    graph: list[str]
    route: dict[str, Any] = Field(description="the KBs and sources the question was routed to")
    unresolved: list[str] = Field(description="references the question makes that no KB holds")
    tokens: dict[str, int]
    trace: dict[str, Any]


class CitationOut(BaseModel):
    source: str
    kb: str | None = None
    window: str | None = None


class TierSummary(BaseModel):
    tier: int
    label: str
    items: int


class ShortOut(BaseModel):
    spans: list[str]
    scale: str = Field(description="the scale word written after every number (million, percent …), or empty")
    numeric: bool
    quoted: bool | None = Field(description="every span stands in the evidence the model read")


class AnswerResponse(BaseModel):
    """``Answer.as_dict()``: what ``noesis ask --json`` prints (plus ``context`` on request)."""

    question: str
    answer: str
    citations: list[CitationOut]
    arm: str
    deterministic: bool = Field(description="true when the engine answered by itself")
    model: str | None = Field(description="the model backend's name, or null")
    hydration: dict[str, Any]
    usage: dict[str, Any]
    timings: dict[str, Any]
    degraded: str | None = Field(description="why the answer fell back (model backend failure), or null")
    facts_used: list[dict[str, Any]]
    verification: VerificationOut | None = Field(
        None, description="each number, position and name of the answer traced to the evidence "
                          "(docs/verification.md); null with verify=off")
    repaired: bool = Field(False, description="true when verify=repair replaced the model's answer")
    original: str | None = Field(None, description="the model's own text when it was repaired")
    policy: str = Field("engine", description="the answer policy the answer was given under")
    result: ResultOut | None = Field(
        None, description="for an answer the engine resolved (given as is, or verified against it): the "
                          "operation, its operands (kb, source, entity, metric, statistic, value, unit, "
                          "positions, window) and the computed value; null otherwise")
    short: ShortOut | None = Field(
        None, description="for a model's answer: the span(s) or number(s) it states, cut from its sentences "
                          "(the restated question, lead-in and hedges left out), the scale word after its "
                          "numbers, and whether the evidence it read holds each; null for the engine's own "
                          "answer and for a refusal")
    tiers: list[TierSummary]
    route: dict[str, Any]
    unresolved: list[str]
    trace: PlanTrace = Field(description="the plan: references matched/rejected/unresolved, addresses, route, "
                                         "what was not applied; plus assembly details (facts, tokens, timings)")
    mode: str = Field(description="the mode that answered: `deterministic` (the engine alone, no model call) "
                                  "or the arm the model read")
    context: ContextResponse | None = Field(None, description="present when include_context was true")


class MetricOut(BaseModel):
    name: str
    unit: str | None = None
    aliases: list[str]
    stats: list[str]


class SourceOut(BaseModel):
    name: str
    kind: str
    entity: str | None = None
    aliases: list[str]
    priority: int
    rows: int | None = None
    spans: int | None = None
    facts: int | None = None


class EntityOut(BaseModel):
    name: str
    kind: str | None = None
    aliases: list[str]


class KBOut(BaseModel):
    """``noesis info --json`` plus the KB's entities."""

    path: str
    name: str
    language: str
    description: str
    axis: dict[str, Any]
    metrics: list[MetricOut]
    sources: list[SourceOut]
    counts: dict[str, int]
    entities: list[EntityOut]


class KBList(BaseModel):
    kbs: list[KBOut]


class FactOut(BaseModel):
    model_config = ConfigDict(extra="allow")

    kb: str
    subject: str
    predicate: str
    object: str
    context: str | None = None
    value: float | None = None
    unit: str | None = None
    position: float | None = None
    priority: int
    metric: str | None = None
    statistic: str | None = None
    source: str | None = None
    position_text: str | None = Field(None, description="the position on the KB's axis, in words")
    aligned: list[dict[str, Any]] = Field(description="spans aligned with the fact's position")


class FactList(BaseModel):
    facts: list[FactOut]
    count: int
    truncated: bool = Field(description="true when more facts matched than `limit`")


class Health(BaseModel):
    status: Literal["ok"]
    kbs: list[str]
    model: str | None = Field(description="the configured model backend, or null (deterministic answers)")
    version: str


class ErrorBody(BaseModel):
    message: str
    type: str = Field(description="invalid_request_error | authentication_error | permission_error | "
                                  "not_found_error | request_too_large | overloaded_error | "
                                  "backend_error | server_error")
    code: str | None = None
    status: int
    param: str | None = None
    fallback: dict[str, Any] | None = Field(None, description="503 from a model backend: the engine's fallback answer")


class ErrorResponse(BaseModel):
    error: ErrorBody


# ---------------------------------------------------------------------------------- OpenAI-compatible
class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")

    role: Literal["system", "user", "assistant", "developer", "tool"]
    content: str | list[dict[str, Any]] | None = None

    def text(self) -> str:
        if self.content is None:
            return ""
        if isinstance(self.content, str):
            return self.content
        return "".join(p.get("text", "") for p in self.content if p.get("type") == "text")


class StreamOptions(BaseModel):
    model_config = ConfigDict(extra="allow")

    include_usage: bool = False


class ChatCompletionRequest(BaseModel):
    """The subset of OpenAI's chat-completions request Noēsis reads; other fields are ignored."""

    model_config = ConfigDict(extra="allow")

    model: str = Field(description="the arm: full | hydrate | skeleton | flat | deterministic "
                                   "(a `noesis-` prefix is accepted)")
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool = False
    stream_options: StreamOptions | None = None
    temperature: float | None = Field(None, ge=0.0, le=2.0)
    max_tokens: int | None = Field(None, ge=1, le=8192)
    max_completion_tokens: int | None = Field(None, ge=1, le=8192)
    n: int = Field(1, ge=1, le=1, description="only 1 is supported")


class NoesisExtra(BaseModel):
    """The ``noesis`` field of a chat completion: what the answer rests on."""

    citations: list[CitationOut]
    tiers: list[TierOut] = Field(description="the full tiered context, labelled")
    route: dict[str, Any]
    unresolved: list[str]
    arm: str
    deterministic: bool
    backend: str | None = Field(description="the model backend that answered, or null")
    degraded: str | None
    facts_used: list[dict[str, Any]]


class ChoiceMessage(BaseModel):
    role: Literal["assistant"]
    content: str


class Choice(BaseModel):
    index: int
    message: ChoiceMessage
    finish_reason: Literal["stop", "length"]


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatCompletion(BaseModel):
    id: str
    object: Literal["chat.completion"]
    created: int
    model: str
    choices: list[Choice]
    usage: Usage
    noesis: NoesisExtra


class ModelCard(BaseModel):
    id: str
    object: Literal["model"]
    created: int
    owned_by: str


class ModelList(BaseModel):
    object: Literal["list"]
    data: list[ModelCard]
