"""Answers the engine gives by itself, with zero model cost (``--deterministic``).

Only when the question resolves fully by rule:

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

from typing import TYPE_CHECKING

from .context.prompt import REFUSAL
from .context.result import Context
from .context.sentences import fact_sentence
from .model import Fact
from .text import fold

if TYPE_CHECKING:
    from .mesh import Mesh

NEEDS_MODEL = (
    "This question needs a language model: it does not resolve to computed facts alone."
)


def _tier0_facts(ctx: Context, mesh: Mesh) -> list[tuple[str, Fact]]:
    out: list[tuple[str, Fact]] = []
    by_kb: dict[str, list[int]] = {}
    for item in ctx.tier(0):
        if item.kind in ("fact", "background") and item.ref is not None:
            by_kb.setdefault(item.kb, []).append(item.ref)
    for kb, ids in sorted(by_kb.items()):
        out += [(kb, f) for f in mesh.inventory(kb).kb.store.facts_by_id(ids)]
    return out


_GLUE = frozenset(["the", "for", "and", "with", "from", "into", "has", "had", "was", "were", "are", "its"])


def _quoted_at_address(ctx: Context) -> str | None:
    """A verbatim question at a point address: quote the spans covering that point."""
    points = [w for ws in ctx.trace["addresses"].values() for w in ws if w["kind"] == "point"]
    spans = [i for i in ctx.tier(1) if i.why.startswith("addressed")]
    if len(points) != 1 or not spans:
        return None
    label = spans[0].text.split(" — [", 1)[0] if " — [" in spans[0].text else None
    if label:  # Tier-1 lines already say which position they answer (address_label)
        return " ".join([spans[0].text] + [i.text.removeprefix(label + " — ") for i in spans[1:]])
    return "At " + points[0]["text"].removeprefix("at ") + ": " + " ".join(i.text for i in spans)


def _curated_lookup(ctx: Context, mesh: Mesh, entities: dict[str, list[str]]) -> str | None:
    """An anchored entity plus every word of a curated predicate in the question."""
    q = set(fold(ctx.question).split())
    hits: list[tuple[str, Fact]] = []
    for kb, f in _tier0_facts(ctx, mesh):
        anchored = {fold(e) for e in entities.get(kb, [])}
        if f.origin != "curated" or not ({fold(f.subject), fold(f.object)} & anchored):
            continue
        words = {w for w in fold(f.predicate).split() if len(w) >= 3 and w not in _GLUE}
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


def deterministic_answer(ctx: Context, mesh: Mesh) -> str | None:
    from .hydrate import wants_verbatim

    trace = ctx.trace
    entities = {kb: ents for kb, ents in trace["entities"].items() if ents}
    if ctx.unresolved and not entities:
        names = ", ".join(f'"{n}"' for n in ctx.unresolved)
        return f"{REFUSAL}: the knowledge bases hold no data about {names}."
    if wants_verbatim(ctx.question):
        quoted = _quoted_at_address(ctx)
        if quoted:
            return quoted
    curated = _curated_lookup(ctx, mesh, entities) if entities else None
    if curated:
        return curated
    stats = trace["vocabulary"]["statistics"]
    metrics = sorted({m for ms in trace["vocabulary"]["metrics"].values() for m in ms})
    if not stats or not metrics:
        return None
    facts = [(kb, f) for kb, f in _tier0_facts(ctx, mesh)
             if f.priority == 1 and f.origin == "computed" and f.metric in metrics and f.statistic in stats]
    if not facts:
        return None
    if entities:
        sentences = []
        for kb, ents in sorted(entities.items()):
            axis = mesh.inventory(kb).axis
            for ent in ents:
                for m in metrics:
                    for st in stats:
                        hit = [f for k, f in facts if k == kb and fold(f.subject) == fold(ent) and f.metric == m and f.statistic == st]
                        if not hit:
                            if m in mesh.inventory(kb).series_of and fold(ent) in mesh.inventory(kb).series_of[m]:
                                return None
                            continue
                        sentences.append(fact_sentence(hit[0], axis))
        if not sentences:
            return None
        comps = [i.text for i in ctx.tier(0) if i.kind == "computation" and i.why == "query-time difference"]
        return " ".join(sentences + comps)
    if len(stats) == 1 and stats[0] in ("max", "min") and len(metrics) == 1:
        pick = max if stats[0] == "max" else min
        best = pick(f.value for _k, f in facts if f.value is not None)
        winners = [(k, f) for k, f in facts if f.value == best]
        word = "highest" if stats[0] == "max" else "lowest"
        lines = [fact_sentence(f, mesh.inventory(k).axis) for k, f in winners]
        names = " and ".join(f.subject for _k, f in winners)
        return f"{names} had the {word} {metrics[0]} in the routed knowledge base(s). " + " ".join(lines)
    return None
