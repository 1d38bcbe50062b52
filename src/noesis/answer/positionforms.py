"""Questions that ask *where* on the axis a row stands out: "In which year was X larger?",
"… the largest?" — the position of the row's maximum (or minimum), not a value.

Pure readings of the question: the direction its extreme word gives (a superlative, or a
comparative with a direction that no "than" follows: "larger than 100" is a threshold, not
an extreme), and whether its "which …" asks for a position on the KB's axis.
"""

from __future__ import annotations

from ..lang import Language, noun_fits_axis, which_nouns
from ..query.tokens import tokenize
from ..specs import AxisSpec


def asked_extreme(question: str, language: Language) -> str | None:
    """"max" or "min" when the question's superlatives and directed comparatives agree on
    one (none followed by "than"); else None."""
    words = [t.fold for t in tokenize(question) if t.kind == "word"]
    supers = dict(language.table.superlatives)
    directed = dict(language.table.comparative_directions)
    found = set()
    for i, w in enumerate(words):
        following = words[i + 1] if i + 1 < len(words) else ""
        if w in supers and supers[w][0] in ("max", "min"):
            found.add(supers[w][0])
        elif w in directed and not following.startswith("than"):  # "than15,000": one token
            found.add(directed[w])
        elif w in directed:
            return None  # "larger than 100": a threshold
    return found.pop() if len(found) == 1 else None


def asks_which_position(question: str, axis: AxisSpec, language: Language) -> bool:
    """Whether every "which …" of the question asks for a position on ``axis`` written as the
    axis writes it: "which year" on a date axis asks a year, which its dates (a fiscal year's
    last day) do not state, so it is not."""
    nouns = which_nouns(question, language)
    if axis.kind in ("date", "datetime") and any(language.table.unit_of(n) == "year" for n in nouns):
        return False
    return bool(nouns) and all(noun_fits_axis(n, (axis.name, axis.kind, axis.unit), language) for n in nouns)
