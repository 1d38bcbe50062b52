"""The MCP server: ``noesis mcp`` (stdio) and ``/mcp`` under ``noesis serve`` (streamable HTTP).

Four tools, each a thin adapter over what the HTTP routes already call (:mod:`.deps`), so an
agent gets over MCP what ``noesis ask --json`` / ``/v1/ask`` give:

=============  ==============================================================================
``ask``        the answer (engine policy by default), its typed ``result``, citations,
               verification and what the question states that was not applied
``context``    the assembled tiers (Tier 0 facts, Tier 1 addressed passages, Tier 2 discovered)
``facts``      a KB's stored facts, filtered (``noesis facts --json``)
``inventory``  the KBs: sources, measures, entities, the axis and each table's range
=============  ==============================================================================

Both transports serve one :class:`~.deps.Service` (the mesh pool, the model gate, the
limits), so stdio and HTTP answer alike. Needs the ``mcp`` extra (``pip install
'noesis-rag[mcp]'``); :func:`require_sdk` says so when it is missing. See docs/mcp.md.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, Field

from .. import __version__
from ..axis import format_position
from ..context.budget import DEFAULT_BUDGET
from ..errors import NoesisError, QueryError
from ..facts.shape import fact_dict
from . import schemas as S
from .deps import AnswerQuery, ContextQuery, Service, answer, context
from .middleware import error_for
from .shared import ApiError, options
from .trace_schemas import NotApplied, ResultOut, VerificationOut

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

log = logging.getLogger("noesis.mcp")

#: what ``noesis serve`` mounts the streamable-HTTP transport at
HTTP_PATH = "/mcp"
INSTALL_HINT = "the MCP server needs the mcp extra: pip install 'noesis-rag[mcp]'"
INSTRUCTIONS = (
    "Noēsis answers questions over local knowledge bases (KBs) deterministically where it can: "
    "peaks, minima, means, values at a time, differences, rankings and changes are computed from "
    "the stored readings, and every answer carries citations (source file and window) and a "
    "verification of its numbers, positions and names. Call `inventory` first to see the KBs, "
    "their sources, measures, entities and the range of their axis; ask with `ask`; read the "
    "evidence with `context`; list stored facts with `facts`. A `result` with operation "
    "`refusal` means the KBs hold no data for the question: say so rather than guess."
)


def require_sdk() -> None:
    """Raise a :class:`QueryError` naming the extra when the ``mcp`` SDK is not installed."""
    try:
        import mcp.server.mcpserver  # noqa: F401
    except ImportError as exc:
        raise QueryError(f"{INSTALL_HINT} ({exc})") from None


# ---------------------------------------------------------------------------------- outputs
class AskOut(BaseModel):
    """What the ``ask`` tool returns: the fields of ``noesis ask --json`` an agent acts on."""

    question: str
    answer: str = Field(description="the answer's text, citations in [source @ window] form")
    result: ResultOut | None = Field(
        description="the typed result when the engine resolved the question: operation (fact, difference, "
                    "ranking, value_at, window_statistic, change, refusal …), operands with kb, source, "
                    "entity, metric, statistic, value, unit and positions, and the computed value")
    citations: list[S.CitationOut]
    verification: VerificationOut | None = Field(
        description="each number, position and name of the answer traced to the evidence")
    not_applied: list[NotApplied] = Field(
        description="what the question states that no KB could apply (the answer then ignores it)")
    unresolved: list[str] = Field(description="names in the question that no KB holds")
    deterministic: bool = Field(description="true when the engine answered by itself (no model call)")
    mode: str = Field(description="`deterministic`, or the arm the model read")
    model: str | None
    policy: str
    degraded: str | None = Field(description="why the answer fell back from the model, or null")
    facts_used: list[dict[str, Any]]


class ContextItem(S.ItemOut):
    citation: str = Field(description="the citation marker the text carries, e.g. [file.csv @ 02:26]")
    label: str | None = Field(None, description="the position label written before a Tier-1 passage")


class ContextTier(BaseModel):
    tier: int = Field(description="0 facts/computations, 1 addressed spans, 2 discovered passages")
    label: str = Field(description="the tier's epistemic label, as the prompt writes it")
    items: list[ContextItem]


class ContextOut(BaseModel):
    """What the ``context`` tool returns: the tiers in order, each item with its citation."""

    question: str
    arm: str
    tiers: list[ContextTier] = Field(description="Tier 0: computed and curated facts; Tier 1: passages at an "
                                               "address the question names; Tier 2: passages discovered by search")
    route: dict[str, Any] = Field(description="the KBs and sources the question was routed to")
    unresolved: list[str]
    not_applied: list[NotApplied]
    tokens: dict[str, int]
    prompt: str | None = Field(None, description="the exact prompt a model would read (include_prompt=true)")


class TableRange(BaseModel):
    source: str
    first: str = Field(description="the first position, as the axis writes it")
    last: str
    positions: int = Field(description="distinct positions (readings in time)")
    measures: list[str]


class KBInventory(BaseModel):
    name: str
    description: str
    language: str
    axis: dict[str, Any] = Field(description="name, kind (clock, date, …) and unit of the positions")
    metrics: list[S.MetricOut] = Field(description="the measures, their units, aliases and statistics")
    sources: list[S.SourceOut]
    entities: list[S.EntityOut]
    ranges: list[TableRange] = Field(description="per table source: the first and last position")
    counts: dict[str, int]


class InventoryOut(BaseModel):
    kbs: list[KBInventory]


# ---------------------------------------------------------------------------------- tools
Arm = Literal["full", "hydrate", "skeleton", "flat"]
Question = Annotated[str, Field(min_length=1, description="the question, in the KBs' language; name the "
                                                         "programme, place or series it is about")]
KBs = Annotated[list[str] | None, Field(description="restrict to these KB names (see `inventory`); "
                                                    "default every KB")]
History = Annotated[list[S.Turn] | None, Field(description="previous turns, oldest first; an assistant "
                                                           "turn's citations steer a follow-up question")]
Budget = Annotated[int, Field(ge=64, le=S.MAX_BUDGET, description="token budget for the assembled context")]


@contextmanager
def _as_tool_errors(svc: Service) -> Iterator[None]:
    """An error of the service or the engine → a tool error whose message says what and what to do."""
    from mcp.server.mcpserver.exceptions import ToolError

    try:
        yield
    except ApiError as exc:
        raise ToolError(exc.message) from None
    except NoesisError as exc:
        raise ToolError(error_for(exc, svc.settings.retry_after_s).message) from None


def _turns(history: list[S.Turn] | None) -> tuple[dict[str, str], ...]:
    return tuple(t.model_dump() for t in history or ())


class Tools:
    """The four tools over one :class:`Service` (methods, so each reads ``self.svc``)."""

    def __init__(self, svc: Service):
        self.svc = svc

    def ask(
        self,
        question: Question,
        kbs: KBs = None,
        history: History = None,
        policy: Annotated[Literal["engine", "model", "phrase"], Field(
            description="who answers a question the engine resolves fully: the engine (default; no model "
                        "call), the model, or the model rephrasing the engine's answer")] = "engine",
        deterministic: Annotated[bool, Field(description="never call the model, even where one is "
                                                         "configured")] = False,
        arm: Annotated[Arm, Field(description="the context the model reads")] = "hydrate",
        budget: Budget = DEFAULT_BUDGET,
        verify: Annotated[Literal["flag", "repair", "off"], Field(
            description="flag: report unsupported claims; repair: replace a failing model answer")] = "flag",
    ) -> AskOut:
        """Answer a question over the knowledge bases. Peaks, minima, means, values at a time,
        differences, rankings and changes are computed from the stored readings (no model call
        under the default policy); the answer carries its citations ([source @ window]), the
        typed `result` (its operands and value, or `refusal` when the KBs hold no data), a
        verification of every number, position and name, and `not_applied`: what the question
        states that no KB could apply. Quote the answer and its citations as they are."""
        with _as_tool_errors(self.svc):
            turns = _turns(history)
            self.svc.check_question(question, turns)
            found = answer(self.svc, AnswerQuery(
                question=question, arm=arm, budget=budget, history=turns, kbs=None if kbs is None else tuple(kbs),
                deterministic=deterministic, options=options(None, None), verify=verify, policy=policy))
        out = found.as_dict()
        return AskOut(**{k: out[k] for k in AskOut.model_fields if k in out},
                      not_applied=out["trace"].get("not_applied", []),
                      mode="deterministic" if found.deterministic else found.arm)

    def context(
        self,
        question: Question,
        kbs: KBs = None,
        history: History = None,
        arm: Annotated[Arm, Field(description="full: every tier; skeleton: Tier 0 only; hydrate: Tier 0 "
                                              "and Tier 1; flat: search passages only")] = "full",
        budget: Budget = DEFAULT_BUDGET,
        include_prompt: Annotated[bool, Field(description="add the exact prompt a model would read")] = False,
    ) -> ContextOut:
        """The evidence a model would read for a question, without answering it: Tier 0
        computed and curated facts, Tier 1 verbatim passages at the positions the question
        names, Tier 2 passages found by search, in that order; each item with its kind, KB,
        source, window and citation marker. Use it to read around an answer or to answer
        a question `ask` leaves open."""
        with _as_tool_errors(self.svc):
            turns = _turns(history)
            self.svc.check_question(question, turns)
            ctx = context(self.svc, ContextQuery(question=question, arm=arm, budget=budget, history=turns,
                                                 kbs=None if kbs is None else tuple(kbs)))
        d = ctx.as_dict()
        tiers = [ContextTier(tier=t.tier, label=t.label, items=[
            ContextItem(**i.as_dict(), citation=i.citation, label=i.label) for i in t.items]) for t in ctx.tiers]
        return ContextOut(question=d["question"], arm=d["arm"], tiers=tiers, route=d["route"],
                          unresolved=d["unresolved"], not_applied=d["trace"].get("not_applied", []),
                          tokens=d["tokens"], prompt=d["prompt"] if include_prompt else None)

    def facts(
        self,
        kb: Annotated[str | None, Field(description="the KB name (see `inventory`); default every KB")] = None,
        entity: Annotated[str | None, Field(description="subject or object name")] = None,
        metric: Annotated[str | None, Field(description="metric series name, e.g. share")] = None,
        statistic: Annotated[Literal["max", "min", "mean", "first", "last", "sum", "count"] | None,
                             Field(description="the computed statistic")] = None,
        priority: Annotated[int | None, Field(ge=1, le=2, description="1 computed/curated, 2 background")] = None,
        source: Annotated[str | None, Field(description="source file name")] = None,
        limit: Annotated[int, Field(ge=1, le=5000, description="most facts returned")] = 100,
    ) -> S.FactList:
        """Stored facts of the KBs, filtered: the statistics computed at ingest (max, min,
        mean … of each measure per entity, with the position where they occur) and curated
        statements, each with its position in the axis's own words and the passages aligned
        with it. Names are those `inventory` lists."""
        filters = {"entity": entity, "metric": metric, "statistic": statistic, "priority": priority, "source": source}
        with _as_tool_errors(self.svc):
            names = self.svc.kb_names(None if kb is None else [kb]) or self.svc.pool.names
            with self.svc.pool.lease() as mesh:
                bases = [b for b in mesh.kbs if b.name in names]
                rows, truncated = _fact_rows(bases, filters, min(limit, self.svc.settings.max_facts))
                if not rows:
                    _explain_empty(bases, filters)
        return S.FactList(facts=rows, count=len(rows), truncated=truncated)

    def inventory(
        self,
        kb: Annotated[str | None, Field(description="one KB name; default every KB")] = None,
    ) -> InventoryOut:
        """What the knowledge bases hold: per KB its description and language, the axis
        (seconds of a broadcast, dates …), the measures with units, aliases and statistics, the
        sources with their entity, the entities, and per table the first and last position.
        Call it first to learn the names to ask about."""
        with _as_tool_errors(self.svc):
            names = self.svc.kb_names(None if kb is None else [kb]) or self.svc.pool.names
            with self.svc.pool.lease() as mesh:
                return InventoryOut(kbs=[_kb_inventory(b) for b in mesh.kbs if b.name in names])


def _fact_rows(bases: Sequence[Any], filters: dict[str, Any], limit: int) -> tuple[list[dict], bool]:
    """At most ``limit`` facts of ``bases`` as ``/v1/facts`` rows, and whether more matched."""
    rows: list[dict] = []
    for base in bases:
        found = base.facts(**filters)
        room = limit - len(rows)
        spans = {s.id: s for s in base.spans([i for f in found[:room] for i in f.aligned])}
        rows += [{"kb": base.name, **fact_dict(base, f, spans)} for f in found[:room]]
        if len(found) > room:
            return rows, True
    return rows, False


def _explain_empty(bases: Sequence[Any], filters: dict[str, Any]) -> None:
    """No fact matched: a filter naming nothing in any of ``bases`` is an error with the
    nearest names (:func:`~noesis.facts.filters.check_filters`); else no fact simply matched."""
    from ..facts.filters import check_filters

    named = {k: v for k, v in filters.items() if k != "priority" and v is not None}
    if not named or not bases:
        return
    problems = []
    for base in bases:
        try:
            check_filters(base.name, base.facts(), [src.name for src in base.sources()], **named)
        except NoesisError as exc:
            problems.append(str(exc).removeprefix("--"))
        else:
            return  # the names exist in this KB: the combination simply matches no fact
    raise QueryError(problems[0] if len(problems) == 1 else "; ".join(problems))


def _kb_inventory(kb) -> KBInventory:
    info = kb.info()
    ranges = []
    for source, schema, _, _ in kb.store.relation_schemas():
        span = kb.store.time_span(source)
        if span is not None:
            ranges.append(TableRange(source=source, first=format_position(span[0], kb.axis.kind),
                                     last=format_position(span[1], kb.axis.kind), positions=span[2],
                                     measures=[m["name"] for m in schema.to_json()["measures"]]))
    entities = [S.EntityOut(name=n, kind=k, aliases=list(a)) for _, n, k, a in kb.store.entities()]
    return KBInventory(name=info["name"], description=info["description"], language=info["language"],
                       axis=info["axis"], metrics=info["metrics"], sources=info["sources"], entities=entities,
                       ranges=ranges, counts=info["counts"])


_READ_ONLY = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
_TITLES = {"ask": "Ask the knowledge bases", "context": "Assemble the tiered context",
           "facts": "List stored facts", "inventory": "What the knowledge bases hold"}


def build(svc: Service) -> MCPServer:
    """The MCP server over ``svc``: its four tools, with their input and output schemas."""
    require_sdk()
    from mcp.server.mcpserver import MCPServer
    from mcp.types import ToolAnnotations

    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    server = MCPServer("noesis", title="Noēsis", version=__version__, instructions=INSTRUCTIONS,
                       description="Deterministic-first answers over local knowledge bases, with citations.",
                       log_level="WARNING")
    root.handlers[:] = handlers  # the SDK configures the root logger (logging.basicConfig): undone,
    root.setLevel(level)  # so that logging stays the host application's
    tools = Tools(svc)
    for name in ("ask", "context", "facts", "inventory"):
        fn = getattr(tools, name)
        server.add_tool(fn, name=name, title=_TITLES[name], description=inspect.cleandoc(fn.__doc__ or ""),
                        annotations=ToolAnnotations(**_READ_ONLY), structured_output=True)
    return server


# ---------------------------------------------------------------------------------- transports
def run_stdio(svc: Service) -> None:
    """Serve ``svc`` over stdio until the client closes it (``noesis mcp``)."""
    build(svc).run("stdio")


@dataclass(frozen=True)
class HttpTransport:
    """The streamable-HTTP transport as ``create_app`` mounts it: its route(s), and the
    session manager's ``run`` to enter for the app's lifetime."""

    routes: Sequence[Any]
    run: Callable[[], AbstractAsyncContextManager[None]]


def not_installed() -> None:
    """What ``/mcp`` answers when the SDK is not installed: a 404 that names the extra."""
    raise ApiError(404, f"{HTTP_PATH} is not served: {INSTALL_HINT}, then restart noesis serve",
                   code="mcp_not_installed")


def http_transport(svc: Service) -> HttpTransport | None:
    """``/mcp`` over ``svc``, stateless (any worker process answers any request) with JSON
    responses; None, logged, when the SDK is not installed. The ``Host`` and ``Origin`` checks
    are the service's own (``--allowed-host``, ``--allowed-origin``, :mod:`.protect`), the API key
    its :class:`~.middleware.KeyAuth`."""
    try:
        require_sdk()
    except QueryError:
        log.info("%s; /mcp is not served", INSTALL_HINT)
        return None
    from mcp.server.transport_security import TransportSecuritySettings

    server = build(svc)
    app = server.streamable_http_app(
        streamable_http_path=HTTP_PATH, stateless_http=True, json_response=True,
        max_request_body_size=svc.settings.max_body_bytes,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False))
    return HttpTransport(routes=tuple(app.routes), run=server.session_manager.run)
