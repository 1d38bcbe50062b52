"""Necessary conditions for the question patterns: a question compiles only what can match.

The address, calendar and not-applied patterns are large alternations (~10 ms of
``re.compile`` in a process, the same at every KB size; bench/open_bench.py). Each gate
here is a condition a text must meet for a pattern to match at all: every address and
calendar atom holds a digit, and an alternation of literal words (spaces written ``\\s+``)
matches only where the first word of one of them occurs literally. A text that fails the
gate cannot match, so the pattern is neither compiled nor run; a text that passes runs the
pattern as before. tests/unit/test_pattern_gates.py checks each gated pattern against its
ungated result."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["GatedPattern", "has_digit", "may_hold"]

_DIGIT = re.compile(r"\d")


def has_digit(text: str) -> bool:
    """Whether ``text`` holds a digit (as ``\\d`` reads one: any Unicode decimal digit)."""
    return _DIGIT.search(text) is not None


def may_hold(text: str, words: Iterable[str]) -> bool:
    """False only when no word of ``words`` can occur in ``text``: the first token of each,
    literally (an alternation of these words can match nowhere else)."""
    return any(parts and parts[0] in text for parts in (w.split() for w in words))


@dataclass(frozen=True)
class GatedPattern:
    """A pattern compiled on the first text that passes its gate: a word of each group of
    ``needs`` occurs (:func:`may_hold`). The caller checks any gate common to all its
    patterns (a digit) before."""

    source: str
    needs: tuple[tuple[str, ...], ...] = ()

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if not all(may_hold(text, group) for group in self.needs):
            return iter(())
        return compiled(self.source).finditer(text)


@lru_cache(maxsize=256)
def compiled(source: str) -> re.Pattern[str]:
    """``source`` compiled (Unicode), once per process."""
    return re.compile(source, re.UNICODE)


def gated(source: str, *needs: Sequence[str]) -> GatedPattern:
    """A :class:`GatedPattern` of ``source`` needing a word of each of ``needs``."""
    return GatedPattern(source, tuple(tuple(g) for g in needs))
