"""The JSON routes: ``/v1/ask``, ``/v1/context``, ``/v1/kbs``, ``/v1/facts`` and ``/healthz``.

Each is shaped like the CLI's ``--json`` output (see :mod:`.schemas`); questions go through
:func:`.deps.answer` / :func:`.deps.context`.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse

from .. import __version__
from ..facts.shape import fact_dict
from . import schemas as S
from .deps import AnswerQuery, ContextQuery, answer, context, service
from .shared import ERRORS, JSON, ApiError, options

router = APIRouter(prefix="/v1", tags=["noesis"])
#: routes that never need the key (see :data:`.middleware.OPEN_PATHS`)
health = APIRouter(tags=["service"])


@health.get("/healthz", response_model=S.Health, summary="Liveness (never needs the key)")
def healthz(request: Request) -> JSONResponse:
    svc = service(request)
    return JSON({"status": "ok", "kbs": svc.pool.names, "model": svc.llm.name if svc.llm else None,
                 "version": __version__})


def _kbs(kbs: list[str] | None) -> tuple[str, ...] | None:
    return None if kbs is None else tuple(kbs)


@router.post("/ask", response_model=S.AnswerResponse, responses=ERRORS, summary="Answer a question")
def ask_route(body: S.AskRequest, request: Request) -> JSONResponse:
    """Context assembly, then the model (when one is configured and `deterministic` is false),
    with hydration for the `hydrate` arm. Shaped like `noesis ask --json`."""
    svc = service(request)
    svc.check_question(body.question, body.history)
    found = answer(svc, AnswerQuery(
        question=body.question, arm=body.arm, budget=body.budget,
        history=tuple(t.model_dump() for t in body.history), kbs=_kbs(body.kbs),
        deterministic=body.deterministic, options=options(body.temperature, body.max_tokens),
        allow_degraded=body.allow_degraded, verify=body.verify, policy=body.policy))
    return JSON(answer_body(found, include_context=body.include_context))


def answer_body(found, *, include_context: bool) -> dict:
    """An answer as ``POST /v1/ask`` returns it: ``as_dict()``, the ``mode``, the context on request."""
    out = found.as_dict()
    out["mode"] = "deterministic" if found.deterministic else found.arm
    if include_context:
        out["context"] = found.context.as_dict()
    return out


@router.post("/context", response_model=S.ContextResponse, responses=ERRORS, summary="Assemble the tiered context")
def context_route(body: S.ContextRequest, request: Request) -> JSONResponse:
    """The tiered context a model would read (no model involved). Shaped like `noesis context --json`."""
    svc = service(request)
    svc.check_question(body.question, body.history)
    ctx = context(svc, ContextQuery(question=body.question, arm=body.arm, budget=body.budget,
                                    history=tuple(t.model_dump() for t in body.history), kbs=_kbs(body.kbs)))
    return JSON(ctx.as_dict())


@router.get("/kbs", response_model=S.KBList, responses=ERRORS, summary="The KBs of the mesh")
def kbs_route(request: Request) -> JSONResponse:
    """Every KB with its sources, entities, axis, metrics and counts (`noesis info --json`)."""
    svc = service(request)
    with svc.pool.lease() as mesh:
        return JSON({"kbs": [_kb_info(kb) for kb in mesh.kbs]})


@router.get("/kbs/{name}", response_model=S.KBOut, responses=ERRORS, summary="One KB")
def kb_route(name: str, request: Request) -> JSONResponse:
    svc = service(request)
    svc.kb_names([name])
    with svc.pool.lease() as mesh:
        return JSON(_kb_info(next(kb for kb in mesh.kbs if kb.name == name)))


def _kb_info(kb) -> dict:
    info = kb.info()
    info["entities"] = [{"name": n, "kind": k, "aliases": list(a)} for _, n, k, a in kb.store.entities()]
    return info


@router.get("/facts", response_model=S.FactList, responses=ERRORS, summary="Facts, filtered")
def facts_route(
    request: Request,
    kb: Annotated[list[str] | None, Query(description="KB name(s); default every KB")] = None,
    entity: Annotated[str | None, Query(description="subject or object name")] = None,
    metric: Annotated[str | None, Query(description="metric series name")] = None,
    statistic: Annotated[str | None, Query(description="max, min, mean, first, last, sum, count")] = None,
    priority: Annotated[int | None, Query(ge=1, le=2, description="1 (computed/curated) or 2 (background)")] = None,
    source: Annotated[str | None, Query(description="source file name")] = None,
    limit: Annotated[int, Query(ge=1, le=5000, description="most facts returned")] = 500,
) -> JSONResponse:
    """Computed and curated facts with positions and aligned spans (`noesis facts --json`, plus `kb`)."""
    svc = service(request)
    names = svc.kb_names(kb) or svc.pool.names
    limit = min(limit, svc.settings.max_facts)
    rows: list[dict] = []
    truncated = False
    with svc.pool.lease() as mesh:
        bases = [b for b in mesh.kbs if b.name in names]
        if source is not None and not any(source in {s.name for s in b.sources()} for b in bases):
            raise ApiError(404, f"no source named {source!r} in {', '.join(names)}", code="unknown_source",
                           param="source")
        for base in bases:
            found = base.facts(entity=entity, metric=metric, statistic=statistic, priority=priority, source=source)
            room = limit - len(rows)
            if len(found) > room:
                truncated, found = True, found[:room]
            spans = {s.id: s for s in base.spans([i for f in found for i in f.aligned])}
            rows += [{"kb": base.name, **fact_dict(base, f, spans)} for f in found]
            if truncated:
                break
    return JSON({"facts": rows, "count": len(rows), "truncated": truncated})
