"""Answers the engine gives by itself, with zero model cost (``--deterministic``).

Only when the question resolves fully by rule; each rule reads the plan and the typed
evidence of the context (never its rendered text):

* an unresolved reference → the refusal sentence and what was not found;
* a verbatim question at one point address → the spans covering it, quoted;
* an anchored entity and every word of one of its curated predicates ("average MPG")
  → the Priority-1 fact, with disagreeing Priority-2 values named as background;
* every anchored entity has a Priority-1 fact for every named metric and statistic
  (plus the computed difference when two are compared);
* a named metric and extreme with no entity → the superlative across routed entities.

Anything else returns ``None``: a model is needed.
"""

from __future__ import annotations

from ..context.prompt import REFUSAL
from ..context.result import Context
from ..context.sentences import fact_sentence
from ..facts.operators import Difference
from ..mesh import Mesh
from ..model import Fact
from ..text import fold

NEEDS_MODEL = (
    "This question needs a language model: it does not resolve to computed facts alone."
)

def tier0_facts(ctx: Context) -> list[tuple[str, Fact]]:
    """The Tier-0 facts (Priority 1 and 2) as ``(kb, fact)``, by KB then fact id."""
    found = [(i.kb, i.evidence) for i in ctx.tier(0) if i.kind in ("fact", "background") and isinstance(i.evidence, Fact)]
    return sorted(found, key=lambda kf: (kf[0], kf[1].id))


def _anchored(ctx: Context) -> dict[str, tuple[str, ...]]:
    return {k.kb: k.entities for k in ctx.plan.kbs if k.entities}


def _not_answered(ctx: Context) -> list[str]:
    """What the answer must say it does not cover: absent names, ambiguous names."""
    plan = ctx.plan
    out = []
    if plan.unresolved:
        names = ", ".join(f'"{n}"' for n in plan.unresolved)
        out.append(f"The knowledge bases hold no data about {names}.")
    for r in plan.ambiguous:
        out.append(f'"{r.text}" matches several entities: {"; ".join(r.candidates)}. Name the one you mean.')
    return out


def refusal_for_unresolved(ctx: Context, mesh: Mesh) -> str | None:
    """Every named target is absent or ambiguous: the refusal, naming what is missing."""
    if not ctx.plan.unresolved_only:
        return None
    said = _not_answered(ctx)
    first = said[0][0].lower() + said[0][1:]
    return f"{REFUSAL}: " + " ".join([first, *said[1:]])


def quoted_at_address(ctx: Context, mesh: Mesh) -> str | None:
    """A verbatim question at one point address: quote the spans covering that point."""
    if not ctx.plan.verbatim:
        return None
    points = ctx.plan.points
    spans = [i for i in ctx.tier(1) if i.rule in ("address", "co_mention")]
    if len(points) != 1 or not spans:
        return None
    label = spans[0].label
    if label:  # Tier-1 lines already say which position they answer (address_label)
        return " ".join([spans[0].text] + [i.text.removeprefix(label + " — ") for i in spans[1:]])
    return "At " + points[0].text.removeprefix("at ") + ": " + " ".join(i.text for i in spans)


def curated_lookup(ctx: Context, mesh: Mesh) -> str | None:
    """An anchored entity plus every word of a curated predicate in the question."""
    entities = _anchored(ctx)
    if not entities:
        return None
    q = set(fold(ctx.question).split())
    hits: list[tuple[str, Fact]] = []
    for kb, f in tier0_facts(ctx):
        anchored = {fold(e) for e in entities.get(kb, ())}
        if f.origin != "curated" or not ({fold(f.subject), fold(f.object)} & anchored):
            continue
        words = {w for w in fold(f.predicate).split() if len(w) >= 3 and w not in ctx.plan.language.glue_words}
        if words and words <= q:
            hits.append((kb, f))
    p1 = [(k, f) for k, f in hits if f.priority == 1]
    if not p1:
        return None
    text = " ".join(fact_sentence(f, mesh.inventory(k).axis) for k, f in p1)
    p2 = [(k, f) for k, f in hits if f.priority >= 2 and all(f.object != g.object for _k, g in p1)]
    if p2:
        text += " Background statistics (Priority 2) disagree: " + " ".join(
            fact_sentence(f, mesh.inventory(k).axis) for k, f in p2) + " The Priority 1 value prevails."
    return text


def _computed(ctx: Context) -> list[tuple[str, Fact]]:
    plan = ctx.plan
    return [(kb, f) for kb, f in tier0_facts(ctx)
            if f.priority == 1 and f.origin == "computed" and f.metric in plan.named_metrics
            and f.statistic in plan.statistics]


def entity_statistics(ctx: Context, mesh: Mesh) -> str | None:
    """Every anchored entity's fact for every named metric and statistic, then the
    computed differences; ``None`` when one of them has a series but no such fact."""
    entities, plan = _anchored(ctx), ctx.plan
    facts = _computed(ctx)
    if not entities or not plan.statistics or not plan.named_metrics or not facts:
        return None
    sentences = []
    for kb, ents in sorted(entities.items()):
        inv = mesh.inventory(kb)
        for ent in ents:
            for m in plan.named_metrics:
                for st in plan.statistics:
                    hit = [f for k, f in facts if k == kb and fold(f.subject) == fold(ent) and f.metric == m and f.statistic == st]
                    if not hit:
                        if fold(ent) in inv.series_of.get(m, {}):
                            return None
                        continue
                    sentences.append(fact_sentence(hit[0], inv.axis))
    if not sentences:
        return None
    comps = [i.text for i in ctx.tier(0) if isinstance(i.evidence, Difference)]
    return " ".join(sentences + comps)


def superlative(ctx: Context, mesh: Mesh) -> str | None:
    """A named metric and one extreme, no entity: the winner(s) across routed KBs."""
    plan = ctx.plan
    facts = _computed(ctx)
    if _anchored(ctx) or not facts or len(plan.statistics) != 1 or plan.statistics[0] not in ("max", "min") \
            or len(plan.named_metrics) != 1:
        return None
    pick = max if plan.statistics[0] == "max" else min
    best = pick(f.value for _k, f in facts if f.value is not None)
    winners = [(k, f) for k, f in facts if f.value == best]
    word = "highest" if plan.statistics[0] == "max" else "lowest"
    lines = [fact_sentence(f, mesh.inventory(k).axis) for k, f in winners]
    names = " and ".join(f.subject for _k, f in winners)
    return f"{names} had the {word} {plan.named_metrics[0]} in the routed knowledge base(s). " + " ".join(lines)


#: tried in order; the first that answers wins
RULES = (refusal_for_unresolved, quoted_at_address, curated_lookup, entity_statistics, superlative)


def deterministic_answer(ctx: Context, mesh: Mesh) -> str | None:
    """The first rule's answer; for a question that named absent or ambiguous targets
    beside resolved ones, followed by what it does not cover."""
    for rule in RULES:
        text = rule(ctx, mesh)
        if text is not None:
            if rule is not refusal_for_unresolved:
                text = " ".join([text, *_not_answered(ctx)])
            return text
    return None
