"""``POST /v1/chat/completions`` and ``GET /v1/models``, compatible with OpenAI's API.

* ``model`` names the arm: ``full``, ``hydrate``, ``skeleton``, ``flat``, or ``deterministic``
  (the engine alone, no model; ``noesis-`` prefixes are accepted too). An unknown name is 404
  ``model_not_found``, as OpenAI answers.
* ``messages``: the last one must be the user's question; earlier user/assistant turns are the
  history the engine resolves follow-ups through (anaphora via the previous answer's
  citations); system/developer messages are ignored (the engine writes its own rules).
* The reply carries, beside the standard fields, ``noesis``: the answer's citations, the full
  tiered context (labelled tiers with their items), the route, the unresolved references, the
  arm, whether the engine answered by itself, the backend and any degradation. With the
  ``openai`` client read it as ``completion.noesis`` (or ``completion.model_extra["noesis"]``).
* ``stream: true``: Server-Sent Events of ``chat.completion.chunk`` objects carrying the
  model's text as it produces it (the single call, or hydration's phase 2; an answer the
  engine gives by itself arrives in word-sized deltas at the end); the final chunk
  (``finish_reason: "stop"``) carries ``noesis`` with the verification verdict, the final
  ``answer`` and ``streamed_text_replaced`` (true when a repair replaced what was streamed:
  the replacement follows as content after a blank line); a usage chunk follows when
  ``stream_options.include_usage`` is set; then ``data: [DONE]``. The response starts at the
  first piece, so a failure before any text still answers with its status code; one after
  it arrives as an ``error`` event before ``[DONE]``.
"""

from __future__ import annotations

import itertools
import json
import re
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, StreamingResponse

from ..answer import Answer
from ..context.budget import count_tokens
from . import schemas as S
from .arms import arm_for as _arm
from .arms import listed
from .deps import AnswerQuery, answer, service
from .shared import ERRORS, JSON, ApiError, options
from .streaming import Delta, Finished, stream_answer, tail

router = APIRouter(prefix="/v1", tags=["openai-compatible"])
_CREATED = int(time.time())


def _conversation(messages: list[S.ChatMessage]) -> tuple[str, list[dict]]:
    turns = [m for m in messages if m.role in ("user", "assistant")]
    if not turns or turns[-1].role != "user" or messages[-1].role != "user":
        raise ApiError(400, "the last message must be the user's question", param="messages",
                       code="no_question")
    history = [{"role": m.role, "content": m.text()} for m in turns[:-1]]
    return turns[-1].text(), history


def _extra(answer: Answer) -> dict:
    return {
        "citations": [{"source": c.source, "kb": c.kb, "window": c.window} for c in answer.citations],
        "tiers": [t.as_dict() for t in answer.context.tiers],
        "route": answer.context.route,
        "unresolved": list(answer.context.unresolved),
        "arm": answer.arm,
        "deterministic": answer.deterministic,
        "backend": answer.model,
        "degraded": answer.degraded,
        "facts_used": list(answer.facts_used),
        "verification": answer.verification.as_dict() if answer.verification else None,
    }


def _usage(answer: Answer) -> dict:
    prompt = int(answer.usage.get("prompt_tokens", 0))
    completion = int(answer.usage.get("completion_tokens", 0)) or (
        count_tokens(answer.text) if not answer.deterministic else 0)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _pieces(text: str) -> list[str]:
    """Word-sized deltas that concatenate back to ``text`` exactly."""
    return re.findall(r"\S+\s*|\s+", text) or [""]


@router.get("/models", response_model=S.ModelList, responses=ERRORS, summary="The modes, as models")
def models_route(request: Request) -> JSONResponse:
    """The arms when a model is configured, and ``deterministic`` (the engine alone) always."""
    return JSON({"object": "list", "data": [
        {"id": name, "object": "model", "created": _CREATED, "owned_by": "noesis"}
        for name in listed(service(request).llm is not None)]})


@router.post(
    "/chat/completions",
    response_model=S.ChatCompletion,
    responses={**ERRORS, 200: {"description": "a chat completion, or with `stream: true` an SSE stream "
                                              "of chat.completion.chunk objects ending in `data: [DONE]`",
                                "content": {"text/event-stream": {}}}},
    summary="OpenAI-compatible chat completions (model = arm)",
)
def chat_completions(body: S.ChatCompletionRequest, request: Request):
    """The conversation goes through the engine; `noesis` carries citations and tiers."""
    svc = service(request)
    arm, deterministic = _arm(body.model, svc.llm is not None)
    question, history = _conversation(body.messages)
    svc.check_question(question, history)
    query = AnswerQuery(
        question=question, arm=arm, budget=S.ContextRequest.model_fields["budget"].default,
        history=tuple(history), deterministic=deterministic,
        options=options(body.temperature, body.max_completion_tokens or body.max_tokens),
        # an OpenAI client picks the engine by the model name: "deterministic" is the engine
        # alone, an arm name asks the model (a trap is still refused by construction)
        policy="model")
    cid = f"chatcmpl-{uuid.uuid4().hex[:24]}"
    created = int(time.time())
    model = body.model
    if body.stream:
        include_usage = bool(body.stream_options and body.stream_options.include_usage)
        return _streamed(svc, query, _Chunks(cid, created, model), include_usage)
    found = answer(svc, query)
    return JSON({
        "id": cid, "object": "chat.completion", "created": created, "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": found.text},
                     "finish_reason": "stop", "logprobs": None}],
        "usage": _usage(found),
        "noesis": _extra(found),
    })


@dataclass(frozen=True)
class _Chunks:
    """Formats the ``chat.completion.chunk`` events of one stream."""

    cid: str
    created: int
    model: str

    def chunk(self, delta: dict, finish: str | None = None, **more) -> str:
        data = {"id": self.cid, "object": "chat.completion.chunk", "created": self.created, "model": self.model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}], **more}
        return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"

    def usage(self, found: Answer) -> str:
        data = {"id": self.cid, "object": "chat.completion.chunk", "created": self.created, "model": self.model,
                "choices": [], "usage": _usage(found)}
        return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"


def _streamed(svc, query: AnswerQuery, fmt: _Chunks, include_usage: bool) -> StreamingResponse:
    """The model's text as it is produced. The response starts at the first event, so a
    failure before any text (busy, backend down) still answers with its status code."""
    events = stream_answer(lambda listener: answer(svc, query, listener))
    first = next(events)
    if isinstance(first, Finished) and first.error is not None:
        raise first.error

    def body() -> Iterator[str]:
        yield fmt.chunk({"role": "assistant", "content": ""})
        sent = ""
        for event in itertools.chain([first], events):
            if isinstance(event, Delta):
                sent += event.text
                yield fmt.chunk({"content": event.text})
                continue
            if event.error is not None:  # after text was sent: the status is already 200
                error = {"message": str(event.error), "type": "server_error"}
                yield f"data: {json.dumps({'error': error}, ensure_ascii=False)}\n\n"
                break
            found = event.answer
            rest, replaced = tail(sent, found.text)
            for piece in (_pieces(("\n\n" if replaced else "") + rest) if rest else ()):
                yield fmt.chunk({"content": piece})
            extra = _extra(found) | {"answer": found.text, "streamed_text_replaced": replaced}
            yield fmt.chunk({}, "stop", noesis=extra)
            if include_usage:
                yield fmt.usage(found)
        yield "data: [DONE]\n\n"

    return StreamingResponse(body(), media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
