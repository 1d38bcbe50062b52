"""The engine: question → plan → context → deterministic answer → model/hydration →
verification (docs/design.md §5–§6).

Total by construction: every model call goes through :meth:`Engine._call`, which turns a
backend failure into a recorded degradation; the answer falls back to the previous
variant (phase 2 → phase 1's own answer → the deterministic answer → the refusal
sentence), and :meth:`Engine.ask` never raises on the chat path for a backend problem.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace

from ..context.assemble import assemble
from ..context.evidence import Item
from ..context.prompt import REFUSAL, is_refusal
from ..context.result import Context
from ..errors import BackendError, NoesisError
from ..llm.base import ChatModel, Completion, Message
from ..llm.spec import HOW_TO
from ..llm.streaming import collect, streaming
from ..mesh import Mesh
from ..query.conversation import parse_citations
from .answer import Answer
from .checked import Checked
from .deterministic import (
    NEEDS_MODEL,
    Resolved,
    deterministic_answer,
    not_covered_statement,
    undecided_reason,
)
from .hydrate import (
    Fetch,
    Fetched,
    Hydration,
    fetch,
    forced_fetches,
    parse_directives,
    phase2_prompt,
    validate,
)
from .omissions import only_missing_position, with_position
from .phrasing import lost_claims, phrase_prompt
from .progress import STREAMED_STAGES, Listener
from .settings import Settings
from .shortanswer import ShortAnswer, short_answer
from .verify import item_points
from .verify import verify as verify_answer

History = Sequence[Mapping[str, str]]


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


def _refusal_with_facts(ctx: Context) -> str:
    facts = [i.text for i in ctx.tier(0) if i.kind in ("fact", "computation")][:5]
    if not facts:
        return REFUSAL + "."
    return f"{REFUSAL}. What the knowledge base does state: " + " ".join(facts)


def _covered(ctx: Context) -> bool:
    """Does Tier 1 already hold the verbatim text the question asks for? Spans at an
    address it names do; spans aligned with a statistic do only if it names one."""
    tier1 = ctx.tier(1)
    return any(i.rule in ("address", "co_mention") for i in tier1) or (bool(ctx.plan.statistics) and bool(tier1))


@dataclass
class _Run:
    """The mutable record of one ``ask``: what the answer will report."""

    question: str
    settings: Settings
    ctx: Context
    resolved: Resolved | None
    t0: float
    timings: dict[str, float] = field(default_factory=dict)
    usage: dict[str, int] = field(default_factory=dict)
    hydration: Hydration = field(default_factory=Hydration)
    fetched: list[Item] = field(default_factory=list)

    @property
    def det(self) -> str | None:
        """The engine's own answer text, when the plan resolves fully."""
        return self.resolved.text if self.resolved else None

    def add_usage(self, c: Completion) -> None:
        for key, val in (("prompt_tokens", c.prompt_tokens), ("completion_tokens", c.completion_tokens)):
            if val is not None:
                self.usage[key] = self.usage.get(key, 0) + int(val)


class Engine:
    """Answers questions over a :class:`~noesis.mesh.Mesh` (build once, ask many)."""

    def __init__(self, mesh: Mesh, llm: ChatModel | None = None, settings: Settings | None = None,
                 listener: Listener | None = None):
        self.mesh = mesh
        self.llm = llm
        self.settings = settings or Settings()
        #: given, the answer's text streams to it and each phase is announced (answer/progress.py)
        self.listener = listener

    # ---- context -------------------------------------------------------------------------
    def context(self, question: str, *, arm: str | None = None, budget: int | None = None,
                history: History = ()) -> Context:
        """The tiered context a model would read (deterministic)."""
        s = self.settings.with_(arm=arm, budget=budget)
        with self.mesh.snapshot():
            return assemble(self.mesh, question, arm=s.arm, budget=s.budget, history=history)

    # ---- answers -------------------------------------------------------------------------
    def ask(self, question: str, *, history: History = (), arm: str | None = None, budget: int | None = None,
            deterministic: bool | None = None, verify: str | None = None, policy: str | None = None) -> Answer:
        """Answer ``question``; see the module doc for the degradation chain. The keyword
        arguments override this engine's :class:`Settings` for one call. Every KB read of the
        answer (context, hydration, verification) sees one state of each KB."""
        with self.mesh.snapshot():
            return self._ask(question, history=history, arm=arm, budget=budget, deterministic=deterministic,
                             verify=verify, policy=policy)

    def _ask(self, question: str, *, history: History = (), arm: str | None = None, budget: int | None = None,
             deterministic: bool | None = None, verify: str | None = None, policy: str | None = None) -> Answer:
        s = self.settings.with_(arm=arm, budget=budget, verify=verify, deterministic=deterministic, policy=policy)
        t0 = time.perf_counter()
        ctx = assemble(self.mesh, question, arm=s.arm, budget=s.budget, history=history)
        run = _Run(question, s, ctx, deterministic_answer(ctx, self.mesh), t0)
        run.timings["context"] = round((time.perf_counter() - t0) * 1000, 3)
        if s.deterministic or self.llm is None:
            return self._engine_only(run)
        if run.resolved is not None and run.resolved.reaches_model:
            run.resolved = None  # a reason the model may answer around: it reads it in Tier 0
        if run.resolved is not None and run.resolved.result.operation == "refusal":
            # every target absent, or the metric absent for it: refused by construction,
            # the model is not asked (a 135M model invents a value for an unknown name)
            return self._done(run, run.det, is_det=True, model=None)
        if run.resolved is not None and s.policy == "engine":
            return self._done(run, run.det, is_det=True, model=None)
        if run.resolved is not None and s.policy == "phrase":
            return self._phrase(run)
        if s.arm != "hydrate" or not ctx.available:
            return self._single_call(run)  # no prose to fetch, or the skeleton answers: one call
        return self._hydrate(run)

    def _phrase(self, run: _Run) -> Answer:
        """The model rewrites the engine's answer; the rewrite stands only if it keeps every
        number, position and name the engine's answer states, else the engine's does."""
        prompt = phrase_prompt(run.ctx, run.det)
        try:
            c = self._call(run, prompt, "phrase")
        except BackendError as exc:
            return self._done(run, run.det, is_det=True, model=self.llm.name, degraded=f"phrase: {exc}")
        text = _clean(c.text)
        result = run.resolved.result if run.resolved is not None else None
        positions = [t for o in result.operands for t in o.positions_text] if result is not None else []
        lost = lost_claims(run.det, text, run.ctx, self.mesh, positions)
        if lost:
            return self._done(run, run.det, is_det=True, model=self.llm.name,
                              degraded="the rephrased answer lost " + "; ".join(lost[:3]))
        return self._done(run, text, is_det=False, model=self.llm.name)

    def _engine_only(self, run: _Run) -> Answer:
        if run.det is not None:
            return self._done(run, run.det, is_det=True, model=None)
        why = undecided_reason(run.ctx)
        msg = NEEDS_MODEL + why if run.settings.deterministic else f"{NEEDS_MODEL}{why} No model is configured: {HOW_TO}."
        return self._done(run, msg, is_det=True, model=None)

    def _call(self, run: _Run, prompt: str, stage: str) -> Completion:
        t = time.perf_counter()
        try:
            if self.listener is None:
                c = self.llm.complete(messages(prompt), run.settings.options)
            else:
                c = self._streamed(run, prompt, stage)
        finally:
            run.timings[stage] = round((time.perf_counter() - t) * 1000, 3)
        run.add_usage(c)
        return c

    def _announce(self, stage: str) -> None:
        if self.listener is not None:
            self.listener.on_phase(stage)

    def _streamed(self, run: _Run, prompt: str, stage: str) -> Completion:
        """The call through the listener: announced, streamed when its text is the answer,
        stopped by the loop detector (recorded in ``hydration.loop_cut``)."""
        self.listener.on_phase(stage)
        if stage not in STREAMED_STAGES:
            return self.llm.complete(messages(prompt), run.settings.options)
        backend = streaming(self.llm)
        got = collect(backend.stream(messages(prompt), run.settings.options), self.listener.on_delta,
                      name=self.llm.name)
        if got.looped:
            run.hydration = replace(run.hydration, loop_cut=stage)
        return got.completion

    def _single_call(self, run: _Run) -> Answer:
        try:
            c = self._call(run, run.ctx.prompt, "answer")
        except BackendError as exc:
            return self._fallback(run, str(exc))
        return self._done(run, _clean(c.text) or REFUSAL, is_det=False, model=self.llm.name)

    def _phase1(self, run: _Run) -> tuple[list[Fetch] | None, str | None, Answer | None]:
        """``(fetches, phase-1 answer to fall back on, final answer)``."""
        ctx = run.ctx
        if ctx.plan.verbatim and not _covered(ctx):
            run.hydration = replace(run.hydration, forced=True)
            return forced_fetches(ctx, self.mesh), None, None
        try:
            c1 = self._call(run, ctx.prompt, "phase1")
        except BackendError as exc:
            return None, None, self._fallback(run, f"phase 1: {exc}")
        run.hydration = replace(run.hydration, phase1=c1.text)
        directives, answered = parse_directives(c1.text)
        only = _the_one_routed_prose(ctx, self.mesh)
        if not directives and is_refusal(c1.text) and (ctx.plan.route.hard or only):
            # A refusal under a named scope reads as "the skeleton is not enough": small
            # models answer the contract with the refusal sentence instead of FETCH lines
            # (measured on Qwen2.5-0.5B: peak questions the skeleton arm answers). The
            # engine fetches the scope's prose itself and asks phase 2 under the plain
            # rules — also when the route holds one prose source only (a report's
            # paragraphs: the engine knows where it routed). Never for a question naming
            # something the KBs lack or several things at once: a trap's refusal must stand.
            run.hydration = replace(run.hydration, refusal=True)
            return (forced_fetches(ctx, self.mesh) if ctx.plan.route.hard else only), None, None
        if not directives and ctx.needs_prose and ctx.available and not is_refusal(c1.text):
            # the plan says the skeleton cannot answer: the engine fetches the prose the model
            # did not ask for, and phase 2 answers from it (phase 1's answer is the fallback)
            run.hydration = replace(run.hydration, forced=True)
            return forced_fetches(ctx, self.mesh), _clean(c1.text) or None, None
        if not directives:
            return None, None, self._done(run, _clean(c1.text) or REFUSAL, is_det=False, model=self.llm.name)
        fetches, discarded = validate(directives, self.mesh, ctx.plan.route.kbs)
        run.hydration = replace(run.hydration, discarded=tuple(discarded))
        if not fetches and ctx.needs_prose and ctx.available:
            # it asked for prose but named nothing the KBs hold: the engine fetches the routed prose
            run.hydration = replace(run.hydration, forced=True)
            fetches = forced_fetches(ctx, self.mesh)
        return fetches, (_clean(c1.text) if answered else None), None

    def _hydrate(self, run: _Run) -> Answer:
        fetches, phase1_answer, final = self._phase1(run)
        if final is not None:
            return final
        self._announce("fetch")
        t = time.perf_counter()
        try:
            run.fetched.extend(fetch(self.mesh, fetches, run.question))
        except Exception as exc:  # a store failure must not take the chat path down
            run.timings["fetch"] = round((time.perf_counter() - t) * 1000, 3)
            return self._fallback(run, f"fetch failed: {exc}", phase1_answer)
        run.timings["fetch"] = round((time.perf_counter() - t) * 1000, 3)
        prompt2 = phase2_prompt(run.ctx, run.fetched)
        run.hydration = replace(run.hydration, fired=bool(fetches),
                                fetched=tuple(Fetched(f.kb, f.source, f.window, tuple(f.spans)) for f in fetches),
                                phase2_prompt_tokens_estimate=len(prompt2.split()))
        try:
            c2 = self._call(run, prompt2, "phase2")
        except BackendError as exc:
            return self._fallback(run, f"phase 2: {exc}", phase1_answer)
        text = _clean(c2.text)
        if not text:
            return self._fallback(run, "phase 2 returned only directives or nothing", phase1_answer)
        return self._done(run, text, is_det=False, model=self.llm.name)

    def _fallback(self, run: _Run, reason: str, previous: str | None = None) -> Answer:
        name = self.llm.name
        if previous:
            return self._done(run, previous, is_det=False, model=name, degraded=reason)
        if run.det is not None:
            return self._done(run, run.det, is_det=True, model=name, degraded=reason)
        return self._done(run, f"{REFUSAL} (the model backend failed: {reason})", is_det=False, model=name,
                          degraded=reason)

    def _verify(self, run: _Run, text: str, is_det: bool) -> tuple[str, Checked | None, bool, str | None]:
        """``(text, verdict, repaired, original)`` under the verify policy."""
        policy = run.settings.verify
        if policy == "off":
            return text, None, False, None
        self._announce("verify")
        t = time.perf_counter()
        repaired, original = False, None
        try:
            read = run.resolved.read if run.resolved is not None and is_det else ()
            v = verify_answer(text, run.ctx, self.mesh, [*run.fetched, *read])
            # a refusal says the evidence does not answer; the facts say it does
            verdict = Checked(v, refusal_contradicted=not is_det and run.det is not None and is_refusal(text)
                              and not is_refusal(run.det))
            if policy == "repair" and not verdict.ok and not is_det:
                original, repaired = text, True
                if only_missing_position(v.problems, len(v.unsupported) + len(v.misattributed)):
                    text, how = with_position(text, run.ctx, item_points), "the fact's position added"
                else:
                    text = run.det if run.det is not None else _refusal_with_facts(run.ctx)
                    how = "deterministic answer" if run.det is not None else "refusal with the supported facts"
                verdict = replace(verdict, repair=how)
        except Exception as exc:  # verification must never break the answer path
            verdict = Checked(None, failure=str(exc))
        run.timings["verify"] = round((time.perf_counter() - t) * 1000, 3)
        return text, verdict, repaired, original

    def _done(self, run: _Run, text: str, *, is_det: bool, model: str | None, degraded: str | None = None) -> Answer:
        if not is_det:
            text = not_covered_statement(run.ctx, text)
        text, report, repaired, original = self._verify(run, text, is_det)
        run.timings["total"] = round((time.perf_counter() - run.t0) * 1000, 3)
        ctx = run.ctx
        facts_used = tuple({"kb": i.kb, "fact": i.ref, "text": i.text, "kind": i.kind}
                           for i in ctx.tier(0) if i.kind in ("fact", "background", "computation"))
        # the typed result belongs to the engine's answer: given as is, or one verification passed
        result = run.resolved.result if run.resolved and (
            (is_det and text == run.det) or repaired or (report is not None and report.ok)) else None
        return Answer(run.question, text, run.settings.arm, tuple(parse_citations(text, ctx.sources)), is_det,
                      model, run.hydration, run.usage, run.timings, ctx, degraded, facts_used, report,
                      repaired, original, result, run.settings.policy, None if is_det else _short(run, text))


def _short(run: _Run, text: str) -> ShortAnswer | None:
    """The short answer a model's text states, checked against the evidence it read: the
    context's items and the spans it fetched."""
    evidence = [i.text for t in run.ctx.tiers for i in t.items] + [i.text for i in run.fetched]
    return short_answer(run.question, text, run.ctx.plan.language, evidence)


#: a question naming nothing: answering it once runs the whole question path (see warm_up)
WARM_UP_QUESTION = "What do the sources say?"


def warm_up(mesh: Mesh) -> Mesh:
    """Do at start what a long-lived process's first question would pay once, and return
    ``mesh``: :meth:`Mesh.warm` (the patterns, gazetteers and entity graphs), then one
    deterministic answer to :data:`WARM_UP_QUESTION`, which prepares each KB's SQLite
    statements and runs the interpreter through the question path (bench/open_bench.py: a
    first context then costs what later ones do). ``noesis serve`` calls it for each mesh it
    opens. A warm-up that fails is no reason not to serve: the error is left to the first
    request that meets it."""
    mesh.warm()
    with suppress(NoesisError):
        Engine(mesh).ask(WARM_UP_QUESTION, deterministic=True)
    return mesh


def _the_one_routed_prose(ctx: Context, mesh: Mesh) -> list[Fetch]:
    """The routed prose when it is one source and the question names nothing the KBs lack
    and nothing ambiguous (``[]`` otherwise): where a refusal of phase 1 is read as "the
    skeleton is not enough" though the question names no source (issue 27: a report's
    paragraphs)."""
    plan = ctx.plan
    if plan.unresolved or any(r.ambiguous for r in plan.references.rejected):
        return []
    fetches = forced_fetches(ctx, mesh)
    return fetches if len(fetches) == 1 else []
