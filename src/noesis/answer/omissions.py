"""What verification sees beyond wrong claims: omissions, and the engine's own labels.

* **A missing position**: a question that asks *when* ("… and when did it occur?", "at
  which second …") is not answered by a value alone. When the answer states no position
  and a Priority-1 fact of its context carries one, verification flags it, and repair adds
  that fact (its value, position and citation) rather than discarding a correct value.
* **The engine's labels are not claims**: "Priority 1", "Tier 0", "Tier-1 passages" are the
  names of the context's sections; a model that quotes them has not stated the numbers 1 or
  0. :func:`label_spans` marks them so the number check skips them.

The cue words are per language, like the planner's; they live here because only
verification reads them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..context.evidence import Item
from ..context.prompt import is_refusal
from ..context.result import Context

#: a question asking for a position (English, Italian); "when" as a conjunction in the
#: middle of a question ("the record when James left") is not one
_WHEN = re.compile(
    r"(?:^\s*(?:when|quando)\b|\b(?:and|e|,)\s*(?:when|quando)\b|\bwhen\s+(?:did|was|were|does|is)\b"
    r"|\bat\s+(?:which|what)\s+(?:position|second|minute|time|point|moment|scene)\b"
    r"|\ba\s+che\s+ora\b|\bin\s+(?:quale|che)\s+(?:momento|secondo|minuto|punto|scena)\b)",
    re.IGNORECASE)
#: the context's own section names ("Priority 1", "Tier 0", "Tier-1", "priorità 2")
_LABEL = re.compile(r"\b(?:priority|priorit[àa]|tier)[\s-]?[0-3]\b", re.IGNORECASE)

MISSING_POSITION = "the question asks when, and the answer states no position"


#: a sentence that reports a value as Priority-2 background ("Background statistics
#: (Priority 2) disagree: … 35.5"), the engine's own conflict answer's wording
_BACKGROUND_LABEL = re.compile(r"\bpriorit(?:y|[àa])[\s-]?2\b|\bbackground statistics?\b", re.IGNORECASE)


#: where one sentence of an answer ends and the next begins ("…[facts.jsonl]. Background …")
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[^\W\d_])")


def conflict_reported(answer: str, at: int, evidence: Sequence[Item], key: Callable[[Item], object]) -> bool:
    """Whether the sentence of ``answer`` around offset ``at`` reports a background value
    as background while another sentence states the Priority-1 value of the same subject
    and predicate (``key``): a conflict reported, not background overriding the facts."""
    cuts = [0, *(m.end() for m in _SENTENCE_BREAK.finditer(answer)), len(answer)]
    start = max(c for c in cuts if c <= at)
    end = min((c for c in cuts if c > at), default=len(answer))
    if not _BACKGROUND_LABEL.search(answer[start:end]):
        return False
    keys = {key(i) for i in evidence if i.kind == "background"} - {None}
    p1 = [i.evidence for i in evidence if i.kind == "fact" and key(i) in keys]
    rest = answer[:start] + " " + answer[end:]
    return any(getattr(f, "object", "") and str(f.object) in rest for f in p1)


def asks_position(question: str) -> bool:
    return bool(_WHEN.search(question))


def label_spans(answer: str) -> list[tuple[int, int]]:
    """Spans of the engine's own labels in ``answer`` (never number claims)."""
    return [(m.start(), m.end()) for m in _LABEL.finditer(answer)]


Points = Callable[[Item], set[float]]


def positioned_fact(ctx: Context, points: Points) -> Item | None:
    """The first Priority-1 fact or computation of the context that states a position
    (``points``: the positions an item states, :func:`noesis.answer.verify.item_points`)."""
    return next((i for i in ctx.tier(0) if i.kind in ("fact", "computation") and points(i)), None)


def missing_position(ctx: Context, answer: str, claims: Sequence[object], points: Points) -> str | None:
    """The omission problem, when the question asks when, the answer (not a refusal: that
    is judged elsewhere) states no position and the evidence has one to give."""
    if any(getattr(c, "kind", "") == "position" for c in claims) or not asks_position(ctx.question):
        return None
    if is_refusal(answer) or positioned_fact(ctx, points) is None:
        return None
    return MISSING_POSITION


def only_missing_position(problems: Sequence[str], failing_claims: int) -> bool:
    """Whether the missing position is all that is wrong (so repair adds it, keeping the rest)."""
    return tuple(problems) == (MISSING_POSITION,) and not failing_claims


def with_position(answer: str, ctx: Context, points: Points) -> str:
    """The answer with the positioned fact appended (the repair of a missing position)."""
    fact = positioned_fact(ctx, points)
    if fact is None:
        return answer
    return f"{answer.rstrip()} {fact.text}".strip()
