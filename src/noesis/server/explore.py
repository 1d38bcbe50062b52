"""The page's exploring routes: ``/v1/examples``, ``/v1/series``, ``/v1/cite`` and the
streamed ask, ``POST /v1/ask/stream``.

* ``GET /v1/examples``: 3–5 questions built by rule from each KB's own inventory (its series:
  measure, entity, and the range of the axis), so the page offers questions the mesh can
  answer whatever it holds;
* ``GET /v1/series``: the readings of one series for a chart, downsampled past ``max_points``
  (per bucket its lowest and highest reading, so the peak and the low are always among them);
* ``GET /v1/cite``: what a citation cites, the rows of a table source (with their line in the
  file) or the passages of a text source inside the citation's window;
* ``POST /v1/ask/stream``: ``POST /v1/ask`` as NDJSON events, one JSON object a line: the
  engine's phases and the model's text as it is written, then the whole answer.

Everything is read through the store's methods (``series``, ``series_owners``,
``relation_rows``, ``spans_overlapping``…); no SQL here. Positions come back beside their text
in the axis's own form (:func:`noesis.axis.format_position`).
"""

from __future__ import annotations

import itertools
import json
import math
import queue
import re
import threading
from collections.abc import Iterator
from datetime import date, timedelta
from typing import Annotated

import numpy as np
from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse, StreamingResponse

from ..answer.progress import PHASE_LABELS, Listener
from ..axis import PositionParseError, format_clock, format_position, parse_position
from ..relation import Filter, RowQuery
from . import explore_schemas as E
from . import schemas as S
from .api import answer_body
from .deps import AnswerQuery, answer, service
from .shared import ERRORS, JSON, ApiError, options

router = APIRouter(prefix="/v1", tags=["noesis"])

#: the most points /v1/series returns, and its default
MAX_POINTS, DEFAULT_POINTS = 5000, 600
#: the most rows or passages /v1/cite returns
MAX_CITED = 200


def _kb(mesh, name: str):
    found = next((kb for kb in mesh.kbs if kb.name == name), None)
    if found is None:  # the pool's names were checked first; a reload may have dropped it
        raise ApiError(404, f"no KB named {name!r} in this mesh", code="unknown_kb", param="kb")
    return found


def _axis(kb) -> E.AxisOut:
    axis = kb.axis
    return E.AxisOut(name=axis.name, kind=axis.kind, unit=axis.unit)


def _point(pos: float, value: float, kind: str) -> dict:
    return {"position": float(pos), "label": format_position(float(pos), kind), "value": float(value)}


# ---------------------------------------------------------------------------------- examples
_PLAIN = re.compile(r"[a-z]{5,}( [a-z]+)*")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")


def _when(span: tuple[float, float, int], axis_name: str, kind: str) -> tuple[str, str] | None:
    """A window inside the axis's range ``(first, last, distinct positions)`` as a question
    names it, with the rule's kind: a month (or a year) of a date axis (``in_window``), a
    minute of a clock, the middle position of a number axis (``value_at``)."""
    first, last, n = span
    mid = (first + last) / 2
    if kind in ("date", "datetime"):
        day = date(1970, 1, 1) + timedelta(days=int(mid if kind == "date" else mid // 86400))
        span_days = (last - first) if kind == "date" else (last - first) / 86400
        words = f"in {day.year}" if span_days > 3 * 366 else f"in {_MONTHS[day.month - 1]} {day.year}"
        return "in_window", words
    if kind == "clock":
        return "value_at", f"at {format_clock(round(mid / 60) * 60)}"
    if n > 1:  # on an evenly spaced axis, a position that holds a reading
        step = (last - first) / (n - 1)
        at = first + step * round((n - 1) / 2)
        if float(at).is_integer():
            words = format_position(at, kind)
            return "value_at", f"in {words}" if axis_name.lower() == "year" else f"at {axis_name} {words}"
    return None


def _kb_examples(kb) -> list[dict]:
    """Up to five questions for one KB, each by one rule (module doc), over its series."""
    owners = kb.store.series_owners()  # (metric, entity, source)
    if not owners:
        return []
    specs = {m.name: m for m in kb.metrics}
    order = [m.name for m in kb.metrics]
    owners = sorted(owners, key=lambda o: (order.index(o[0]) if o[0] in order else len(order), o[1], o[2]))

    def stats(metric: str) -> tuple[str, ...]:
        spec = specs.get(metric)
        return spec.stats if spec and spec.stats else ("max", "min", "mean")

    entities = list(dict.fromkeys(e for _, e, _ in owners))
    out: list[dict] = []

    def said(metric: str) -> str:
        """The metric as a question says it: its name when that is a plain word (``share``),
        else its first declared alias (``lifeExp`` → ``life expectancy``)."""
        spec = specs.get(metric)
        if _PLAIN.fullmatch(metric) or spec is None or not spec.aliases:
            return metric
        return spec.aliases[0]

    def add(kind: str, question: str, owner: tuple[str, str, str]) -> None:
        out.append({"kb": kb.name, "question": question, "kind": kind, "source": owner[2],
                    "entity": owner[1], "metric": owner[0]})

    first = next((o for o in owners if "max" in stats(o[0])), owners[0])
    add("peak", f"What was the highest {said(first[0])} of {first[1]}?", first)
    other = next((o for o in owners if o[1] != first[1] and o[0] == first[0]), None)
    span = kb.store.time_span(first[2]) if first[2] in {s for s, *_ in kb.store.relation_schemas()} else None
    when = _when(span, kb.axis.name, kb.axis.kind) if span else None
    if when:
        at = other or first
        rule, words = when
        add(rule, f"What was the highest {said(at[0])} of {at[1]} {words}?" if rule == "in_window"
            else f"What was the {said(at[0])} of {at[1]} {words}?", at)
    low = next((o for o in owners if o[0] != first[0] and "min" in stats(o[0])), None)
    if low:
        add("low", f"What was the lowest {said(low[0])} of {low[1]}?", low)
    if other and other[2] != first[2]:  # (of one table, the engine compares two entities by their means)
        add("compare", f"How much higher was the highest {said(first[0])} of {first[1]} than the highest "
                       f"{said(first[0])} of {other[1]}?", first)
    elif len(entities) == 1 and low is None and "min" in stats(first[0]):
        add("low", f"What was the lowest {said(first[0])} of {first[1]}?", first)
    return out


@router.get("/examples", response_model=E.ExampleList, responses=ERRORS, summary="Example questions for the mesh")
def examples_route(
    request: Request,
    kb: Annotated[list[str] | None, Query(description="KB name(s); default every KB")] = None,
    limit: Annotated[int, Query(ge=1, le=20, description="most questions returned")] = 5,
) -> JSONResponse:
    """Questions built by rule from each KB's series (highest and lowest reading of an entity's
    measure, its reading in a window inside the axis's range, two entities' peaks compared),
    taken from the KBs in turn."""
    svc = service(request)
    names = svc.kb_names(kb) or svc.pool.names
    with svc.pool.lease() as mesh:
        per_kb = [_kb_examples(base) for base in mesh.kbs if base.name in names]
    out: list[dict] = []
    for i in range(max((len(q) for q in per_kb), default=0)):
        out += [q[i] for q in per_kb if i < len(q)]
    return JSON({"questions": out[:limit]})


# ---------------------------------------------------------------------------------- series
def downsample(positions: np.ndarray, values: np.ndarray, max_points: int) -> np.ndarray:
    """The indices kept of a series of ``len(positions)`` readings: all of them when they fit,
    else per bucket of consecutive readings its lowest and highest, plus the first and last."""
    n = len(positions)
    if n <= max_points:
        return np.arange(n)
    buckets = max(1, (max_points - 2) // 2)
    keep = {0, n - 1}
    for chunk in np.array_split(np.arange(n), buckets):
        if len(chunk):
            part = values[chunk]
            keep.add(int(chunk[int(np.argmin(part))]))
            keep.add(int(chunk[int(np.argmax(part))]))
    return np.array(sorted(keep))


@router.get("/series", response_model=E.SeriesOut, responses=ERRORS, summary="The readings of one series")
def series_route(
    request: Request,
    kb: Annotated[str, Query(description="the KB")],
    metric: Annotated[str, Query(description="the metric (a measure of the KB)")],
    entity: Annotated[str | None, Query(description="the entity; needed when the source holds several")] = None,
    source: Annotated[str | None, Query(description="the table source; needed when several hold the series")] = None,
    max_points: Annotated[int, Query(ge=10, le=MAX_POINTS, description="most points returned")] = DEFAULT_POINTS,
) -> JSONResponse:
    """One series (kb, source, entity, metric) for a chart: its readings in axis order (at most
    `max_points`, downsampled keeping each bucket's extremes), the peak and the low of the whole."""
    svc = service(request)
    svc.kb_names([kb])
    with svc.pool.lease() as mesh:
        base = _kb(mesh, kb)
        found = base.store.series(source=source, metric=metric, entity=entity)
        kind = base.axis.kind
        axis = _axis(base)
    if not found:
        what = ", ".join(f"{k} {v!r}" for k, v in (("source", source), ("entity", entity), ("metric", metric)) if v)
        raise ApiError(404, f"no series in {kb} with {what}", code="unknown_series")
    if len(found) > 1:
        names = "; ".join(f"{s.entity} · {s.metric} ({src})" for src, s in found[:8])
        raise ApiError(400, f"{len(found)} series match ({names}); name the entity and/or the source",
                       code="ambiguous_series")
    src, s = found[0]
    ok = np.isfinite(s.values)
    pos, vals = np.asarray(s.positions)[ok], np.asarray(s.values)[ok]
    keep = downsample(pos, vals, max_points)
    points = [_point(pos[i], vals[i], kind) for i in keep]
    peak = _point(pos[int(np.argmax(vals))], vals.max(), kind) if len(vals) else None
    low = _point(pos[int(np.argmin(vals))], vals.min(), kind) if len(vals) else None
    return JSON({"kb": kb, "source": src, "entity": s.entity, "metric": s.metric, "unit": s.unit,
                 "axis": axis.model_dump(), "count": int(len(vals)), "points": points,
                 "downsampled": bool(len(keep) < len(vals)), "max_points": max_points, "peak": peak, "low": low})


# ---------------------------------------------------------------------------------- citations
_RANGE = re.compile(r"\s*(?:–|—|\.\.|\bto\b|\band\b|-(?=\s))\s*")


def _parse_one(text: str, axis_name: str, kind: str) -> float:
    text = text.strip()
    candidates = [text]
    inner = re.search(r"\(([^()]+)\)", text)
    if inner:
        candidates.append(inner.group(1))
    bare = re.sub(r"\([^()]*\)", "", text).strip()
    if bare.lower().startswith(axis_name.lower() + " "):
        bare = bare[len(axis_name) + 1:]
    candidates.append(bare)
    for c in candidates:
        try:
            return parse_position(c.strip(), kind)
        except (PositionParseError, ValueError, TypeError):
            continue
    raise ApiError(400, f"cannot read {text!r} as a position on the axis {axis_name!r} ({kind})",
                   code="bad_window", param="window")


def window_bounds(text: str, axis_name: str, kind: str) -> tuple[float, float]:
    """A citation's window (``second 146 (02:26)``, ``2009-05-11``, ``00:10–00:20``) on the axis."""
    text = re.sub(r"^\s*(between|from)\s+", "", text.strip(), flags=re.I)
    parts = [p for p in _RANGE.split(text) if p.strip()]
    if len(parts) == 2:
        a, b = _parse_one(parts[0], axis_name, kind), _parse_one(parts[1], axis_name, kind)
        return min(a, b), max(a, b)
    x = _parse_one(text, axis_name, kind)
    return x, x


def _label(start: float | None, end: float | None, kind: str) -> str | None:
    if start is None:
        return None
    a = format_position(start, kind)
    return a if end is None or end == start else f"{a}–{format_position(end, kind)}"


def _cell(v):
    if isinstance(v, float) and not math.isfinite(v):
        return None
    return v


def _open_rows(base, source: str, schema, start: float | None, end: float | None, entity: str | None,
               context: int, limit: int) -> dict:
    kind = base.axis.kind
    filters: tuple[Filter, ...] = ()
    if entity and len(schema.entity) == 1 and schema.dimension(schema.entity[0]) is not None:
        filters = (Filter(schema.entity[0], (entity,)),)
    lo, hi = start, end
    if start is not None and context:
        span = base.store.time_span(source)
        if span and span[2] > 1:
            step = (span[1] - span[0]) / (span[2] - 1)
            lo, hi = start - context * step * 1.001, end + context * step * 1.001
    rows = base.store.relation_rows(RowQuery(source, filters=filters, start=lo, end=hi,
                                             limit=limit + 1 if start is None else None))
    truncated = False
    if start is not None:
        inside = [r for r in rows if r[1] is not None and start <= r[1] <= end]
        if len(inside) > limit:
            truncated, rows = True, inside[:limit]
        elif len(rows) > limit:  # keep the cited rows, and as many neighbours as fit, nearest first
            truncated = True
            rest = sorted((r for r in rows if r not in inside),
                          key=lambda r: min(abs(r[1] - start), abs(r[1] - end)) if r[1] is not None else math.inf)
            picked = set(map(id, inside + rest[:limit - len(inside)]))
            rows = [r for r in rows if id(r) in picked]
    elif len(rows) > limit:
        truncated, rows = True, rows[:limit]
    time_col = " ".join(schema.time.columns) if schema.time is not None else None
    columns = [d.column for d in schema.dimensions] + [m.column or m.name for m in schema.measures]
    out = [{"line": int(r[0]), "position": r[1], "label": None if r[1] is None else format_position(r[1], kind),
            "values": [_cell(v) for v in r[2:]],
            "cited": start is not None and r[1] is not None and start <= r[1] <= end} for r in rows]
    return {"kind": "rows", "columns": columns, "time_column": time_col, "rows": out, "passages": [],
            "truncated": truncated}


def _open_passages(base, source: str, start: float | None, end: float | None, limit: int) -> dict:
    kind = base.axis.kind
    if start is None:
        spans = base.store.spans_of(source, limit=limit + 1)
    else:
        spans = base.store.spans_overlapping(start, end, sources=[source])
    truncated = len(spans) > limit
    out = [{"id": s.id, "ordinal": s.ordinal, "text": s.text, "kind": s.kind, "start": s.start, "end": s.end,
            "label": _label(s.start, s.end, kind), "speaker": s.speaker, "section": s.section,
            "cited": start is not None} for s in spans[:limit]]
    return {"kind": "passages", "columns": [], "time_column": None, "rows": [], "passages": out,
            "truncated": truncated}


@router.get("/cite", response_model=E.CitationOpen, responses=ERRORS, summary="What a citation cites")
def cite_route(
    request: Request,
    kb: Annotated[str, Query(description="the citation's KB")],
    source: Annotated[str, Query(description="the citation's source")],
    window: Annotated[str | None, Query(description="the citation's window as written (`second 146 (02:26)`)")] = None,
    start: Annotated[float | None, Query(description="or the window's start on the axis (a stored position)")] = None,
    end: Annotated[float | None, Query(description="and its end (default: start)")] = None,
    entity: Annotated[str | None, Query(description="for a table of several entities: only this one's rows")] = None,
    context: Annotated[int, Query(ge=0, le=20, description="neighbouring rows shown either side")] = 2,
    limit: Annotated[int, Query(ge=1, le=MAX_CITED, description="most rows or passages returned")] = 50,
) -> JSONResponse:
    """The rows (a table source: each with its line in the file) or the passages (a text
    source) inside the cited window, and for rows `context` neighbours either side. With no
    window, the source's first rows or passages."""
    svc = service(request)
    svc.kb_names([kb])
    with svc.pool.lease() as mesh:
        base = _kb(mesh, kb)
        kind, axis = base.axis.kind, _axis(base)
        if source not in {s.name for s in base.sources()}:
            raise ApiError(404, f"no source named {source!r} in {kb}", code="unknown_source", param="source")
        if window is not None and start is None:
            start, end = window_bounds(window, axis.name, kind)
        if start is not None:
            end = start if end is None else end
            start, end = min(start, end), max(start, end)
        tables = {name: schema for name, schema, *_ in base.store.relation_schemas()}
        if source in tables:
            body = _open_rows(base, source, tables[source], start, end, entity, context, limit)
        else:
            body = _open_passages(base, source, start, end, limit)
    return JSON({"kb": kb, "source": source, "axis": axis.model_dump(), "window": window, "start": start,
                 "end": end, "window_label": _label(start, end, kind), **body})


# ---------------------------------------------------------------------------------- streamed ask
def _events(run) -> Iterator[dict]:
    """``run(listener)`` in a thread; its phases and text pieces as events, then the answer
    (``{"event": "done", "answer": …}``) or the error that stopped it (``"failed"``)."""
    q: queue.Queue[dict] = queue.Queue()

    def work() -> None:
        try:
            q.put({"event": "done", "answer": run(Listener(
                on_phase=lambda stage: q.put({"event": "phase", "stage": stage,
                                              "label": PHASE_LABELS.get(stage, stage)}),
                on_delta=lambda text: q.put({"event": "delta", "text": text})))})
        except BaseException as exc:  # handed to the route, which reports it
            q.put({"event": "failed", "error": exc})

    threading.Thread(target=work, name="noesis-page-stream", daemon=True).start()
    while True:
        event = q.get()
        yield event
        if event["event"] in ("done", "failed"):
            return


def _line(event: dict) -> str:
    return json.dumps(event, ensure_ascii=False, allow_nan=False, default=str) + "\n"


@router.post("/ask/stream", responses=ERRORS, summary="Answer a question, streamed as NDJSON events")
def ask_stream_route(body: S.AskRequest, request: Request):
    """`POST /v1/ask` as a stream of JSON lines: `{"event": "phase", "stage", "label"}` before each
    stage of the model's work, `{"event": "delta", "text"}` for each piece of the model's answer
    as it is written, then `{"event": "answer", "answer": …}` (the body `POST /v1/ask` returns)
    or `{"event": "error", "error": {message, type, code, status}}`. A failure before the first
    event is answered with its status, as `POST /v1/ask` would."""
    svc = service(request)
    svc.check_question(body.question, body.history)
    query = AnswerQuery(
        question=body.question, arm=body.arm, budget=body.budget,
        history=tuple(t.model_dump() for t in body.history), kbs=tuple(body.kbs) if body.kbs is not None else None,
        deterministic=body.deterministic, options=options(body.temperature, body.max_tokens),
        allow_degraded=body.allow_degraded, verify=body.verify, policy=body.policy)
    events = _events(lambda listener: answer(svc, query, listener))
    first = next(events)
    if first["event"] == "failed":
        raise first["error"]

    def lines() -> Iterator[str]:
        for event in itertools.chain([first], events):
            if event["event"] == "done":
                out = answer_body(event["answer"], include_context=body.include_context)
                try:
                    yield _line({"event": "answer", "answer": out})
                except ValueError:  # a NaN or infinity: null, as JSON() writes it
                    yield JSON(out).body.decode("utf-8").join(('{"event":"answer","answer":', "}\n"))
            elif event["event"] == "failed":
                exc = event["error"]
                err = exc.body()["error"] if isinstance(exc, ApiError) else {
                    "message": str(exc), "type": "server_error", "code": None, "status": 500}
                yield _line({"event": "error", "error": err})
            else:
                yield _line(event)

    return StreamingResponse(lines(), media_type="application/x-ndjson",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
