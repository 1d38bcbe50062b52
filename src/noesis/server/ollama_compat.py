"""``/api/tags``, ``/api/chat``, ``/api/generate``, ``/api/show`` and ``/api/version``, compatible
with Ollama's API, so Ollama clients and front-ends connect unchanged.

* ``model`` names the mode as on ``/v1/chat/completions`` (:mod:`.arms`); a ``:tag``
  (``deterministic:latest``) is ignored. ``/api/tags`` lists ``deterministic`` always and the
  arms only when a model is configured.
* ``/api/chat``: ``messages`` as OpenAI's (the last one the user's question, earlier
  user/assistant turns the history); ``/api/generate``: ``prompt`` is the question. An empty
  ``messages`` / ``prompt`` is Ollama's "load the model" call: ``done_reason: "load"``.
* ``stream`` defaults to true, as Ollama's does: NDJSON objects with ``done: false`` carrying
  pieces of the answer, then one with ``done: true``, the durations (nanoseconds) and
  ``noesis`` (citations, tiers, route, unresolved references, arm, whether the engine answered
  alone). ``stream: false``: that final object with the whole answer. The answer is computed
  before the first byte, so an error still comes back with its status code, as Ollama's
  ``{"error": "message"}``.
* ``/api/ps`` lists the modes as loaded models (clients poll it).
* :class:`OllamaHabits` (middleware on ``/api/*``): a body posted without a JSON
  ``Content-Type`` — ``curl -d '{…}'``, as Ollama's own examples write it, sends
  ``application/x-www-form-urlencoded`` — is read as JSON, and every error, whoever raised it
  (validation, the key, the body limit, an unknown route), is answered as ``{"error": "message"}``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, StreamingResponse

from .. import __version__
from ..answer import Answer
from . import ollama_schemas as O
from . import schemas as S
from .arms import arm_for, listed
from .deps import AnswerQuery, answer, service
from .openai_compat import _conversation, _extra, _pieces, _usage
from .shared import ERRORS, JSON, ApiError, options

router = APIRouter(prefix="/api", tags=["ollama-compatible"])
_STARTED = datetime.now(UTC).isoformat().replace("+00:00", "Z")
#: ``expires_at`` of a loaded mode: it never unloads while the server runs
_NEVER = "9999-12-31T23:59:59Z"
_DETAILS = {"parent_model": "", "format": "noesis", "family": "noesis", "families": ["noesis"],
            "parameter_size": "", "quantization_level": ""}


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


def _mode(model: str, has_model: bool = True) -> tuple[str, bool]:
    """``arm_for`` on the name without its Ollama ``:tag`` (``noesis:full`` keeps its prefix)."""
    name, _, tag = model.strip().partition(":")
    return arm_for(model if name.lower() == "noesis" and tag else name, has_model)


def _ollama_error(exc: ApiError) -> JSONResponse:
    """Ollama's error shape: ``{"error": "message"}``."""
    return JSON({"error": exc.message}, status_code=exc.status, headers=exc.headers)


def _ask(request: Request, model: str, question: str, history: list[dict],
         opts: O.OllamaOptions | None) -> Answer:
    svc = service(request)
    arm, deterministic = _mode(model, svc.llm is not None)
    svc.check_question(question, history)
    opts = opts or O.OllamaOptions()
    max_tokens = opts.num_predict if opts.num_predict and opts.num_predict > 0 else None
    return answer(svc, AnswerQuery(
        question=question, arm=arm, budget=S.ContextRequest.model_fields["budget"].default,
        history=tuple(history), deterministic=deterministic,
        options=options(opts.temperature, max_tokens), policy="model"))


def _stats(found: Answer) -> dict:
    usage = _usage(found)
    total_ns = int(float(found.timings.get("total", 0.0)) * 1_000_000)
    return {"done": True, "done_reason": "stop", "total_duration": total_ns, "load_duration": 0,
            "prompt_eval_count": usage["prompt_tokens"], "prompt_eval_duration": 0,
            "eval_count": usage["completion_tokens"], "eval_duration": 0, "noesis": _extra(found)}


def ndjson(pieces: Iterable[str], chunk: Callable[[str], dict], final: dict) -> Iterator[str]:
    """Ollama's stream: ``chunk(piece)`` with ``done: false`` per piece, then ``final``.

    ``pieces`` may be any iterator of text (the word pieces of a finished answer today, a
    model's tokens as they come later)."""
    for piece in pieces:
        yield json.dumps({**chunk(piece), "done": False}, ensure_ascii=False) + "\n"
    yield json.dumps(final, ensure_ascii=False) + "\n"


def _reply(stream: bool, pieces: Iterable[str], chunk: Callable[[str], dict], final: dict):
    if not stream:
        return JSON(final)
    return StreamingResponse(ndjson(pieces, chunk, final), media_type="application/x-ndjson",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


@router.get("/version", response_model=O.OllamaVersion, summary="The server's version")
def version_route() -> JSONResponse:
    return JSON({"version": __version__})


@router.get("/tags", response_model=O.OllamaTags, responses=ERRORS, summary="The modes, as Ollama models")
def tags_route(request: Request) -> JSONResponse:
    """``deterministic`` always; the arms only when a model is configured."""
    names = listed(service(request).llm is not None)
    return JSON({"models": [{"name": f"{n}:latest", "model": f"{n}:latest", "modified_at": _STARTED, "size": 0,
                             "digest": "", "details": _DETAILS} for n in names]})


@router.get("/ps", response_model=O.OllamaPs, responses=ERRORS, summary="The modes, as loaded Ollama models")
def ps_route(request: Request) -> JSONResponse:
    """What ``/api/tags`` lists, each loaded for as long as the server runs."""
    names = listed(service(request).llm is not None)
    return JSON({"models": [{"name": f"{n}:latest", "model": f"{n}:latest", "size": 0, "digest": "",
                             "details": _DETAILS, "expires_at": _NEVER, "size_vram": 0} for n in names]})


@router.post("/show", response_model=O.OllamaShow, responses=ERRORS, summary="One mode, as an Ollama model")
def show_route(body: O.OllamaShowRequest, request: Request) -> JSONResponse:
    try:
        arm, deterministic = _mode(body.model or body.name or "", service(request).llm is not None)
    except ApiError as exc:
        return _ollama_error(exc)
    what = "the engine alone, no model" if deterministic else f"the {arm} arm read by the configured model"
    return JSON({"modelfile": f"# Noēsis: {what}\n", "parameters": "", "template": "", "details": _DETAILS,
                 "model_info": {"noesis.arm": arm, "noesis.deterministic": deterministic},
                 "capabilities": ["completion"], "modified_at": _STARTED})


@router.post("/chat", response_model=O.OllamaChatResponse, responses=ERRORS,
             summary="Ollama-compatible chat (NDJSON stream by default)")
def chat_route(body: O.OllamaChatRequest, request: Request):
    created = _now()

    def chunk(piece: str) -> dict:
        return {"model": body.model, "created_at": created, "message": {"role": "assistant", "content": piece}}

    if not body.messages:
        return _reply(body.stream, (), chunk, {**chunk(""), "done": True, "done_reason": "load"})
    try:
        question, history = _conversation(body.messages)
        found = _ask(request, body.model, question, history, body.options)
    except ApiError as exc:
        return _ollama_error(exc)
    final = {**chunk("" if body.stream else found.text), **_stats(found)}
    return _reply(body.stream, _pieces(found.text), chunk, final)


@router.post("/generate", response_model=O.OllamaGenerateResponse, responses=ERRORS,
             summary="Ollama-compatible generation: the prompt is the question")
def generate_route(body: O.OllamaGenerateRequest, request: Request):
    created = _now()

    def chunk(piece: str) -> dict:
        return {"model": body.model, "created_at": created, "response": piece}

    if not body.prompt.strip():
        return _reply(body.stream, (), chunk, {**chunk(""), "done": True, "done_reason": "load"})
    try:
        found = _ask(request, body.model, body.prompt.strip(), [], body.options)
    except ApiError as exc:
        return _ollama_error(exc)
    final = {**chunk("" if body.stream else found.text), **_stats(found), "context": []}
    return _reply(body.stream, _pieces(found.text), chunk, final)


# ---------------------------------------------------------------------------------- habits
PREFIX = "/api/"
#: what a body posted without ``-H 'Content-Type: application/json'`` arrives as
_NOT_DECLARED = (b"", b"application/x-www-form-urlencoded", b"text/plain")


def _declared_json(headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """``headers`` with a missing, form or plain-text ``Content-Type`` replaced by JSON's."""
    kind = next((v for k, v in headers if k.lower() == b"content-type"), b"")
    if kind.split(b";")[0].strip().lower() not in _NOT_DECLARED:
        return headers
    return [(k, v) for k, v in headers if k.lower() != b"content-type"] + [(b"content-type", b"application/json")]


def ollama_error_body(body: bytes) -> bytes | None:
    """The service's ``{"error": {"message": …}}`` as Ollama's ``{"error": "message"}``;
    None when ``body`` is not the service's error (already Ollama's, or not JSON)."""
    try:
        err = json.loads(body).get("error")
    except (ValueError, AttributeError):
        return None
    if not isinstance(err, dict) or not isinstance(err.get("message"), str):
        return None
    return json.dumps({"error": err["message"]}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


class OllamaHabits:
    """On ``/api/*``: JSON whatever the declared ``Content-Type``; errors in Ollama's shape
    (see the module doc). Other paths pass through untouched."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or not scope["path"].startswith(PREFIX):
            return await self.app(scope, receive, send)
        if scope.get("method") == "POST":
            scope["headers"] = _declared_json(list(scope.get("headers") or ()))
        start: dict | None = None
        chunks: list[bytes] = []

        async def reshaped(msg):
            nonlocal start
            if msg["type"] == "http.response.start" and msg["status"] >= 400:
                start = msg  # held until the whole (small) error body is here
                return None
            if start is None or msg["type"] != "http.response.body":
                return await send(msg)
            chunks.append(msg.get("body", b""))
            if msg.get("more_body", False):
                return None
            body = b"".join(chunks)
            body = ollama_error_body(body) or body
            headers = [(k, v) for k, v in start.get("headers", ()) if k.lower() != b"content-length"]
            await send({**start, "headers": [*headers, (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})

        await self.app(scope, receive, reshaped)
