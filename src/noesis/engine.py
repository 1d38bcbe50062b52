"""question → route → context → model → answer (DESIGN.md §5–§6).

Total by construction: every model call goes through :func:`_call`, which turns a
backend failure into a recorded degradation; the answer falls back to the previous
variant (phase 2 → phase 1's own answer → the deterministic answer → the refusal
sentence), and :func:`ask` never raises on the chat path for a backend problem.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .context.budget import DEFAULT_BUDGET
from .context.prompt import REFUSAL, is_refusal
from .context.result import Context
from .deterministic import NEEDS_MODEL, deterministic_answer
from .errors import BackendError, QueryError
from .hydrate import (
    fetch,
    forced_fetches,
    parse_directives,
    phase2_prompt,
    validate,
    wants_verbatim,
)
from .llm.base import ChatModel, Completion, Message, Options
from .llm.spec import HOW_TO
from .query.conversation import Citation, parse_citations
from .verify import POLICIES
from .verify import verify as verify_answer

if TYPE_CHECKING:
    from .mesh import Mesh


@dataclass(frozen=True)
class Answer:
    question: str
    text: str
    arm: str
    citations: tuple[Citation, ...]
    deterministic: bool
    model: str | None
    hydration: dict
    usage: dict
    timings: dict
    context: Context
    degraded: str | None = None
    facts_used: tuple[dict, ...] = field(default=())
    verification: dict | None = None
    repaired: bool = False
    original: str | None = None  # the model's text when repair replaced it

    def as_dict(self) -> dict:
        return {
            "question": self.question,
            "answer": self.text,
            "citations": [{"source": c.source, "kb": c.kb, "window": c.window} for c in self.citations],
            "arm": self.arm,
            "deterministic": self.deterministic,
            "model": self.model,
            "hydration": self.hydration,
            "usage": self.usage,
            "timings": self.timings,
            "degraded": self.degraded,
            "facts_used": list(self.facts_used),
            "verification": self.verification,
            "repaired": self.repaired,
            "original": self.original,
            "tiers": [{"tier": t.tier, "label": t.label, "items": len(t.items)} for t in self.context.tiers],
            "route": self.context.route,
            "unresolved": list(self.context.unresolved),
            "trace": self.context.trace,
        }


def _clean(text: str) -> str:
    lines = [ln for ln in text.strip().splitlines() if not ln.strip().upper().startswith("FETCH:")]
    return "\n".join(lines).strip()


def messages(prompt: str) -> list[Message]:
    """The prompt as chat messages: its head and rules (everything before the first
    ``## `` section) as the system message, the evidence and question as the user
    message. Measured on SmolLM2-135M: with everything in one user message it copied
    the graph block and a wrong fact; split this way it answered the peak question
    exactly, with the right citation."""
    cut = prompt.find("\n## ")
    if cut <= 0:
        return [Message("user", prompt)]
    return [Message("system", prompt[:cut].strip()), Message("user", prompt[cut:].strip())]


def _call(llm: ChatModel, prompt: str, options: Options, usage: dict, timings: dict, stage: str) -> Completion:
    t = time.perf_counter()
    try:
        return llm.complete(messages(prompt), options)
    finally:
        timings[stage] = round((time.perf_counter() - t) * 1000, 3)


def _refusal_with_facts(ctx: Context) -> str:
    facts = [i.text for i in ctx.tier(0) if i.kind in ("fact", "computation")][:5]
    if not facts:
        return REFUSAL + "."
    return f"{REFUSAL}. What the knowledge base does state: " + " ".join(facts)


def _covered(ctx: Context) -> bool:
    """Does Tier 1 already hold the verbatim text the question asks for? Spans at an
    address it names do; spans aligned with a statistic do only if it names one."""
    tier1 = ctx.tier(1)
    return any(i.why.startswith("addressed") for i in tier1) or (
        bool(ctx.trace["vocabulary"]["statistics"]) and bool(tier1)
    )


def _add_usage(usage: dict, c: Completion) -> None:
    for key, val in (("prompt_tokens", c.prompt_tokens), ("completion_tokens", c.completion_tokens)):
        if val is not None:
            usage[key] = usage.get(key, 0) + int(val)


def ask(
    mesh: Mesh,
    question: str,
    *,
    llm: ChatModel | None = None,
    arm: str = "hydrate",
    history: Sequence[Mapping[str, str]] = (),
    deterministic: bool = False,
    budget: int = DEFAULT_BUDGET,
    options: Options | None = None,
    verify: str = "flag",
) -> Answer:
    """Answer ``question`` over ``mesh``. See the module doc for the degradation chain;
    ``verify`` (flag | repair | off) checks the answer against its evidence."""
    if verify not in POLICIES:
        raise QueryError(f"unknown verify policy {verify!r}; choose one of {', '.join(POLICIES)}")
    options = options or Options()
    timings: dict[str, float] = {}
    usage: dict[str, int] = {}
    t0 = time.perf_counter()
    ctx = mesh.context(question, arm=arm, budget=budget, history=history)
    timings["context"] = round((time.perf_counter() - t0) * 1000, 3)
    det = deterministic_answer(ctx, mesh)
    hydration: dict = {"fired": False, "forced": False, "refusal": False, "fetched": [], "discarded": [], "phase1": None}
    facts_used = tuple(
        {"kb": i.kb, "fact": i.ref, "text": i.text, "kind": i.kind}
        for i in ctx.tier(0) if i.kind in ("fact", "background", "computation")
    )

    fetched_items: list = []

    def done(text: str, *, is_det: bool, model: str | None, degraded: str | None = None) -> Answer:
        report, repaired, original = None, False, None
        if verify != "off":
            t = time.perf_counter()
            try:
                v = verify_answer(text, ctx, mesh, fetched_items)
                report = v.as_dict()
                ok = v.ok
                if not is_det and det is not None and is_refusal(text) and not is_refusal(det):
                    # the refusal says the evidence does not answer; the facts say it does
                    ok = report["ok"] = False
                    report["refusal_contradicted"] = True
                    report["summary"] = ("the answer refuses, but the facts answer the question by rule; "
                                         "--verify repair gives that answer")
                if verify == "repair" and not ok and not is_det:
                    original, repaired = text, True
                    text = det if det is not None else _refusal_with_facts(ctx)
                    report["repair"] = "deterministic answer" if det is not None else "refusal with the supported facts"
            except Exception as exc:  # verification must never break the answer path
                report = {"ok": None, "summary": f"verification failed: {exc}", "claims": []}
            timings["verify"] = round((time.perf_counter() - t) * 1000, 3)
        timings["total"] = round((time.perf_counter() - t0) * 1000, 3)
        return Answer(question, text, arm, tuple(parse_citations(text, ctx.sources)), is_det, model,
                      hydration, usage, timings, ctx, degraded, facts_used, report, repaired, original)

    if deterministic or llm is None:
        if det is not None:
            return done(det, is_det=True, model=None)
        msg = NEEDS_MODEL if deterministic else f"{NEEDS_MODEL} No model is configured: {HOW_TO}."
        return done(msg, is_det=True, model=None)

    def fallback(reason: str, previous: str | None = None) -> Answer:
        if previous:
            return done(previous, is_det=False, model=llm.name, degraded=reason)
        if det is not None:
            return done(det, is_det=True, model=llm.name, degraded=reason)
        return done(f"{REFUSAL} (the model backend failed: {reason})", is_det=False, model=llm.name, degraded=reason)

    if arm != "hydrate":
        try:
            c = _call(llm, ctx.prompt, options, usage, timings, "answer")
        except BackendError as exc:
            return fallback(str(exc))
        _add_usage(usage, c)
        return done(_clean(c.text) or REFUSAL, is_det=False, model=llm.name)

    # ---- hydrate: phase 1 (or forced), fetch, phase 2 ---------------------------------------
    phase1_answer: str | None = None
    if wants_verbatim(question) and not _covered(ctx):
        hydration["forced"] = True
        fetches = forced_fetches(ctx, mesh)
    else:
        try:
            c1 = _call(llm, ctx.prompt, options, usage, timings, "phase1")
        except BackendError as exc:
            return fallback(f"phase 1: {exc}")
        _add_usage(usage, c1)
        hydration["phase1"] = c1.text
        directives, answered = parse_directives(c1.text)
        if not directives and is_refusal(c1.text) and ctx.route.get("hard"):
            # A refusal under a named scope reads as "the skeleton is not enough": small
            # models answer the contract with the refusal sentence instead of FETCH lines
            # (measured on Qwen2.5-0.5B: peak questions the skeleton arm answers). The
            # engine fetches the scope's prose itself and asks phase 2 under the plain
            # rules. Never without a named scope: a trap's refusal must stand.
            hydration["refusal"] = True
            fetches = forced_fetches(ctx, mesh)
        elif not directives:
            return done(_clean(c1.text) or REFUSAL, is_det=False, model=llm.name)
        else:
            fetches, discarded = validate(directives, mesh, ctx.route["kbs"])
            hydration["discarded"] = discarded
            phase1_answer = _clean(c1.text) if answered else None
    t = time.perf_counter()
    try:
        items = fetch(mesh, fetches, question)
        fetched_items.extend(items)
    except Exception as exc:  # a store failure must not take the chat path down
        timings["fetch"] = round((time.perf_counter() - t) * 1000, 3)
        return fallback(f"fetch failed: {exc}", phase1_answer)
    timings["fetch"] = round((time.perf_counter() - t) * 1000, 3)
    hydration["fired"] = bool(fetches)
    hydration["fetched"] = [{"kb": f.kb, "source": f.source, "window": f.window, "spans": f.spans} for f in fetches]
    prompt2 = phase2_prompt(ctx, items)
    hydration["phase2_prompt_tokens_estimate"] = len(prompt2.split())
    try:
        c2 = _call(llm, prompt2, options, usage, timings, "phase2")
    except BackendError as exc:
        return fallback(f"phase 2: {exc}", phase1_answer)
    _add_usage(usage, c2)
    text = _clean(c2.text)
    if not text:
        return fallback("phase 2 returned only directives or nothing", phase1_answer)
    return done(text, is_det=False, model=llm.name)
