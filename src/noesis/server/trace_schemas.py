"""Typed views of what an answer rests on, as ``POST /v1/ask`` returns them: the plan's trace
(references, addresses, route, what was not applied), the computed result (operator and
operands) and the verification verdicts per claim.

They document the shapes :meth:`Plan.as_trace`, :meth:`Result.as_dict` and the verifier
write (``extra="allow"``: a field added there is passed through, not refused); the page's
trace panel reads exactly these fields. tests/server/test_answer_schema.py validates real
answers against them.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class MatchedRef(_Open):
    text: str = Field(description="the words of the question")
    level: str = Field(description="what they matched: source | entity | kb …")
    kb: str
    target: str = Field(description="the source file or entity name matched")
    entity: str | None = None
    rule: str = Field(description="why it matched")


class RejectedRef(_Open):
    text: str
    rule: str = Field(description="why it was not taken")
    candidates: list[str]


class AmbiguousRef(_Open):
    text: str
    candidates: list[str]


class References(_Open):
    matched: list[MatchedRef]
    rejected: list[RejectedRef]
    unresolved: list[str] = Field(description="names the question makes that no KB holds")
    ambiguous: list[AmbiguousRef]


class Address(_Open):
    """A window on a KB's axis that the question addresses."""

    start: float
    end: float
    kind: str = Field(description="point | around | range")
    text: str = Field(description="the phrase of the question it came from")
    anchor: float | None = None


class NotApplied(_Open):
    text: str = Field(description="what the question states")
    why: str = Field(description="why no routed KB could apply it")


class RouteSource(_Open):
    kb: str
    source: str


class RouteOut(_Open):
    kbs: list[str]
    sources: list[RouteSource]
    hard: bool = Field(description="true when named sources commit the route")
    rule: str
    regions: dict[str, list[str]] = Field(default_factory=dict)


class PlanTrace(_Open):
    """The plan's part of the trace (``noesis context --json``'s ``trace``)."""

    arm: str
    references: References
    addresses: dict[str, list[Address]] = Field(description="per routed KB")
    route: RouteOut
    entities: dict[str, list[str]] = Field(description="anchored entities per routed KB")
    operations: list[str] = Field(description="compare | rank | value_at | quote | ratio | change | top")
    not_applied: list[NotApplied]


class Operand(_Open):
    kb: str
    source: str | None = None
    entity: str | None = None
    metric: str | None = None
    statistic: str | None = None
    value: str | None = None
    unit: str | None = None
    positions: list[float]
    positions_text: list[str]
    window: list[float] | None = None


class ResultOut(_Open):
    """A computed result: the operator and its operands in order."""

    operation: str = Field(description="fact | difference | ratio | ranking | change | … ")
    operands: list[Operand]
    value: str | None = Field(None, description="the computed value, or null when the answer states a fact")
    unit: str | None = None
    percent: str | None = None
    not_covered: list[str]


class Claim(_Open):
    kind: str = Field(description="number | position | name")
    text: str
    start: int
    end: int
    status: str = Field(description="supported | derived | unsupported | misattributed")
    value: float | None = None
    evidence: str | None = None
    note: str = ""


class VerificationOut(_Open):
    ok: bool
    summary: str
    problems: list[str]
    claims: list[Claim]
