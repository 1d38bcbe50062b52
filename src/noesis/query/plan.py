"""The typed query plan: everything the query plane decided about one question.

The planner (:mod:`noesis.query.planner`) produces a :class:`Plan` as a pure function of
the question, the conversation so far and the mesh's inventories; context assembly
consumes it, and the trace is its serialisation (:meth:`Plan.as_trace`). No stage reads
a decision back from a dict or from rendered text.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lang import Language
from .addresses import Window
from .conversation import FollowUp
from .references import References, Rejected
from .routing import Route
from .tablequestion.compile import TableCompilation
from .unapplied import NotApplied

#: operations a question can ask for, in the order the plan reports them
OPERATIONS = ("compare", "rank", "value_at", "quote", "ratio", "change", "top")


@dataclass(frozen=True)
class KBPlan:
    """What the plan wants from one routed KB."""

    kb: str
    metrics: tuple[str, ...]  # named (or inherited) metrics, canonical names
    windows: tuple[Window, ...]  # addresses on this KB's axis (none in the flat arm)
    entities: tuple[str, ...]  # anchored entities, then a hard route's source owners


@dataclass(frozen=True)
class Plan:
    question: str
    arm: str
    references: References
    #: unresolved names after removing those the routed text mentions
    unresolved: tuple[str, ...]
    statistics: tuple[str, ...]
    #: every KB's metrics (routed or not), in mesh order, as the trace reports them
    metrics_by_kb: tuple[tuple[str, tuple[str, ...]], ...]
    metrics_inherited: bool
    #: folded vocabulary words (metric and statistic words, declared vocabulary)
    vocabulary_words: frozenset[str]
    follow_up: FollowUp
    route: Route
    kbs: tuple[KBPlan, ...]  # the routed KBs, in mesh order
    verbatim: bool  # the question asks for verbatim words
    ratio: bool  # a comparison that asks for a ratio
    change: bool  # one series between two positions: how it changed
    top: tuple[str, int] | None  # ("top" | "bottom", k) for "the top 3 …"
    language: Language  # the question words read (English plus the KBs' declared languages)
    #: constraints the question states that no routed KB applied, each with why
    not_applied: tuple[NotApplied, ...] = ()
    #: the question read over the routed KBs' tables: a typed query, or why there is none
    #: (None: no table's measure, name or operation is in the question)
    table: TableCompilation | None = None

    # ---- derived views ---------------------------------------------------------------
    def kb(self, name: str) -> KBPlan:
        return next(k for k in self.kbs if k.kb == name)

    @property
    def routed(self) -> tuple[str, ...]:
        return tuple(k.kb for k in self.kbs)

    @property
    def has_entities(self) -> bool:
        return any(k.entities for k in self.kbs)

    @property
    def ambiguous(self) -> tuple[Rejected, ...]:
        """Names that fit several entities; none of them is the answer's subject."""
        return tuple(r for r in self.references.rejected if r.ambiguous)

    @property
    def unresolved_only(self) -> bool:
        """Names were asked for and none resolved to one entity: no other entity's values
        may be shown."""
        return bool(self.unresolved or self.ambiguous) and not self.has_entities

    @property
    def named_metrics(self) -> tuple[str, ...]:
        return tuple(sorted({m for _kb, ms in self.metrics_by_kb for m in ms}))

    @property
    def points(self) -> tuple[Window, ...]:
        return tuple(w for k in self.kbs for w in k.windows if w.kind == "point")

    @property
    def operations(self) -> tuple[str, ...]:
        ops = set()
        if any(len(k.entities) >= 2 for k in self.kbs) and self.statistics:
            ops.add("compare")
        if len(self.statistics) == 1 and not self.has_entities and len(self.named_metrics) == 1:
            ops.add("rank")
        if any(k.windows and k.entities for k in self.kbs):
            ops.add("value_at")
        if self.verbatim:
            ops.add("quote")
        if self.ratio:
            ops.add("ratio")
        if self.change and any(w.kind == "range" for k in self.kbs for w in k.windows):
            ops.add("change")
        if self.top:
            ops.add("top")
        return tuple(o for o in OPERATIONS if o in ops)

    def as_trace(self) -> dict:
        """The plan's part of the trace (the JSON shape ``noesis context --json`` prints)."""
        refs = self.references
        return {
            "arm": self.arm,
            "references": {
                "matched": [r.__dict__ for r in refs.matched],
                "rejected": [{"text": r.text, "rule": r.rule, "candidates": list(r.candidates)}
                             for r in refs.rejected],
                "unresolved": list(self.unresolved),
                "ambiguous": [{"text": r.text, "candidates": list(r.candidates)} for r in self.ambiguous],
            },
            "vocabulary": {"metrics": {kb: list(ms) for kb, ms in self.metrics_by_kb},
                           "statistics": list(self.statistics),
                           "metrics_inherited_from_history": self.metrics_inherited},
            "addresses": {k.kb: [w.as_trace() for w in k.windows] for k in self.kbs},
            "conversation": {"follow_up": self.follow_up.is_follow_up, "rule": self.follow_up.rule,
                             "citations": [c.__dict__ for c in self.follow_up.citations]},
            "route": self.route.as_dict(),
            "entities": {k.kb: list(k.entities) for k in self.kbs},
            "operations": list(self.operations),
            "not_applied": [{"text": n.text, "why": n.why} for n in self.not_applied],
            "table": None if self.table is None else self.table.as_trace(),
        }
