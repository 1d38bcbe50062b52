""""Did you mean …?" for a misspelled name: metric, entity, statistic, arm."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence

#: how many of the known names a message lists
LISTED = 12


def close_names(word: str, choices: Iterable[str], n: int = 3) -> list[str]:
    """The ``choices`` nearest ``word`` (case-folded), best first; ``[]`` when none is close."""
    by_key: dict[str, str] = {}
    for c in choices:
        by_key.setdefault(c.casefold(), c)
    return [by_key[k] for k in difflib.get_close_matches(word.casefold(), list(by_key), n=n, cutoff=0.6)]


def unknown_name(kind: str, word: str, choices: Sequence[str], where: str = "",
                 plural: str | None = None) -> str:
    """``unknown metric 'visitor' in mine; did you mean 'visitors'? The metrics: …``."""
    plural = plural or kind + "s"
    near = close_names(word, choices)
    text = f"unknown {kind} {word!r}" + (f" in {where}" if where else "")
    text += ("; did you mean " + " or ".join(repr(c) for c in near) + "?") if near else "."
    if not choices:
        return text + f" There are no {plural}."
    listed = ", ".join(choices[:LISTED]) + (f", … ({len(choices)} in all)" if len(choices) > LISTED else "")
    return f"{text} The {plural}: {listed}."
