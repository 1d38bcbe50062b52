"""The prompt text for each arm: rules, then the tiers in epistemic order, then the question.

Pure string building from already-selected items, so the same items always give the
same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..text import fold
from .evidence import Tier

REFUSAL = "I do not have enough information"
ARMS = ("full", "hydrate", "skeleton", "flat")
MAX_FETCH = 3

RULES = (
    "Rules:\n"
    "1. Priority 1 facts were computed from the data or curated by its owner: they are authoritative. "
    "Use their values and positions exactly as written.\n"
    "2. Priority 2 background statistics are supplementary. Use them only where no Priority 1 fact "
    "answers, and never let them override a Priority 1 value or name.\n"
    "3. Passages may be used, at your judgment, for what the facts do not cover.\n"
    "4. State a position (second, time, date, scene) only if a fact or passage above gives it; never estimate one.\n"
    "5. Never present one source's data as another's. If the question's subject is not in the evidence, say so.\n"
    f'6. If the evidence does not answer the question, reply exactly: "{REFUSAL}".\n'
    "7. Cite every value with its source in square brackets as shown, e.g. {example}.\n"
)
FLAT_RULES = (
    "Rules:\n"
    "1. Answer only from the passages below; never estimate a value or a position.\n"
    "2. Never present one source's data as another's.\n"
    f'3. If the passages do not answer the question, reply exactly: "{REFUSAL}".\n'
    "4. Cite the source of every value in square brackets as shown, e.g. {example}.\n"
)
def is_refusal(text: str) -> bool:
    """Whether ``text`` contains the refusal sentence (case, accents and spacing folded)."""
    return fold(REFUSAL) in fold(text)


HYDRATE_RULE = (
    "8. If the evidence above answers the question, answer now. Only if the question needs verbatim "
    f"words that are not shown, reply instead with nothing but up to {MAX_FETCH} lines "
    "\"FETCH: <source name>\" or \"FETCH: <source name> @ <window>\", naming sources from "
    "the list of available sources.\n"
)


def _block(title: str, lines: Sequence[str]) -> str:
    if not lines:
        return ""
    return f"## {title}\n" + "\n".join(f"- {ln}" for ln in lines) + "\n"


@dataclass(frozen=True)
class Rendered:
    prompt: str  # the exact text a model receives
    evidence: str  # the head and the evidence blocks: the prompt less its rules and question


def render(
    *,
    arm: str,
    kbs: Sequence[str],
    tiers: Sequence[Tier],
    graph: Sequence[str],
    available: Sequence[str],
    question: str,
    example: str,
) -> Rendered:
    head = (
        "You answer questions using only the evidence below, assembled deterministically from "
        f"the knowledge base(s): {', '.join(kbs) if kbs else 'none'}.\n"
    )
    rules = (FLAT_RULES if arm == "flat" else RULES).format(example=example)
    hydrate = arm == "hydrate" and bool(available)  # no prose to fetch: no FETCH contract
    if hydrate:
        rules += HYDRATE_RULE
    blocks = [_block(t.label, [i.text for i in t.items]) for t in tiers if t.tier == 0]
    if arm != "flat" and graph:
        blocks.append(_block("Graph (activated entities and sources)", graph))
    blocks += [_block(t.label, [i.text for i in t.items]) for t in tiers if t.tier > 0]
    if hydrate:
        blocks.append(_block("Available sources (for FETCH)", available))
    blocks = [b for b in blocks if b]
    tail = [f"## Question\n{question.strip()}\n", "## Answer\n"]
    return Rendered("\n".join([head, rules, *blocks, *tail]), "\n".join([head, *blocks]))

