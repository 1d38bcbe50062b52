"""The ``phrase`` answer policy: the model rewrites the engine's resolved answer in the
user's register, and the rewrite stands only if nothing the engine stated is lost."""

from __future__ import annotations

from collections.abc import Sequence

from ..context.result import Context
from ..mesh import Mesh
from ..text import fold
from .verify import matches, numbers_with_spans

PHRASE_RULES = (
    "You rewrite an answer for the person who asked. Write it in the language of the question, "
    "plainly. Keep every number, date, position, name and citation in square brackets exactly as "
    "written; add nothing, drop nothing."
)


def phrase_prompt(ctx: Context, answer: str) -> str:
    """Rules as the head (the system message), then the question and the engine's answer."""
    return f"{PHRASE_RULES}\n\n## Question\n{ctx.question.strip()}\n\n## Answer to rewrite\n{answer}\n\n## Rewritten answer\n"


def lost_claims(original: str, phrased: str, ctx: Context, mesh: Mesh,
                positions: Sequence[str] = ()) -> list[str]:
    """What of ``original`` — its numbers, the names it resolves and each of ``positions``
    (the resolved result's positions as the axis writes them) it states — ``phrased`` lacks.

    A position is checked whole: a rewrite that drops one of three tied datetimes keeps
    every number token of it ("2013", "07", "19", "15", "00" all occur in the other two)."""
    if not phrased.strip():
        return ["everything (empty)"]
    said, stated = fold(phrased), fold(original)
    lost = [f"position {p!r}" for p in dict.fromkeys(positions) if fold(p) in stated and fold(p) not in said]
    have = [v for _s, _e, _t, vals in numbers_with_spans(phrased) for v in vals]
    lost += [f"number {tok!r}" for _s, _e, tok, vals in numbers_with_spans(original)
             if not any(matches(h, v) or h == v for v in vals for h in have)]
    for r in mesh.resolver.resolve(original).matched:
        if fold(r.text) not in said:
            lost.append(f"name {r.text!r}")
    return list(dict.fromkeys(lost))
