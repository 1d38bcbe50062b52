"""Multi-pattern name matching (Aho–Corasick) with word boundaries checked afterwards.

Names are folded (:func:`noesis.text.fold`) before they enter the automaton and texts are
folded before they are scanned, so case, accents and punctuation never block a match. A
hit is kept only when it starts and ends on a word boundary of the folded text, and when
several names overlap the longest (then leftmost) wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import ahocorasick

from .text import fold


@dataclass(frozen=True)
class Match:
    start: int  # offsets in the folded text
    end: int
    surface: str  # the folded name that matched
    keys: tuple  # every key registered under that folded name


class Gazetteer:
    """Maps folded names to caller-defined keys (entity ids, source names …)."""

    def __init__(self, names: Mapping[str, Iterable] | Iterable[tuple[str, object]]):
        items = names.items() if isinstance(names, Mapping) else names
        table: dict[str, list] = {}
        for name, key in items:
            keys = key if isinstance(key, list | tuple | set | frozenset) else [key]
            folded = fold(name)
            if not folded:
                continue
            bucket = table.setdefault(folded, [])
            for k in keys:
                if k not in bucket:
                    bucket.append(k)
        self._table = {k: tuple(v) for k, v in table.items()}
        self._automaton = ahocorasick.Automaton()
        for folded, keys in self._table.items():
            self._automaton.add_word(folded, (folded, keys))
        self._empty = not self._table
        if not self._empty:
            self._automaton.make_automaton()

    def __len__(self) -> int:
        return len(self._table)

    def surfaces(self) -> frozenset[str]:
        """The folded names the automaton matches (built once: the table never changes, and
        an ingest asks for them once per file, issue 29)."""
        got = self.__dict__.get("_surfaces")
        if got is None:
            got = self.__dict__["_surfaces"] = frozenset(self._table)
        return got

    def keys_for(self, surface: str) -> tuple:
        """The keys registered under the folded name ``surface`` (empty when unknown)."""
        return self._table.get(surface, ())

    def hits_folded(self, folded: str) -> list[Match]:
        """Every word-bounded match in already-folded text, overlaps included, in no
        particular order (:func:`longest_leftmost` chooses among them)."""
        if self._empty or not folded:
            return []
        hits: list[Match] = []
        n = len(folded)
        for end_idx, (surface, keys) in self._automaton.iter(folded):
            start = end_idx - len(surface) + 1
            if start > 0 and folded[start - 1] != " ":
                continue
            if end_idx + 1 < n and folded[end_idx + 1] != " ":
                continue
            hits.append(Match(start, end_idx + 1, surface, keys))
        return hits

    def find_folded(self, folded: str) -> list[Match]:
        """Matches in already-folded text: word-bounded, longest-leftmost, non-overlapping."""
        return longest_leftmost(self.hits_folded(folded))

    def find(self, text: str) -> list[Match]:
        return self.find_folded(fold(text))

    def keys_in(self, text: str) -> list:
        """Distinct keys mentioned in ``text``, in order of first appearance."""
        out: list = []
        for m in self.find(text):
            for k in m.keys:
                if k not in out:
                    out.append(k)
        return out


def longest_leftmost(hits: list[Match]) -> list[Match]:
    """The non-overlapping matches, longest first (then leftmost), in text order.

    Two hits never tie on (start, length): that would be one folded name found twice at
    one place. So the choice does not depend on the order of ``hits``, and hits from two
    gazetteers with disjoint names choose as one gazetteer holding both would.
    """
    if len(hits) <= 1:
        return hits
    chosen: list[Match] = []
    for m in sorted(hits, key=lambda m: (-(m.end - m.start), m.start)):
        if all(m.end <= c.start or m.start >= c.end for c in chosen):
            chosen.append(m)
    return sorted(chosen, key=lambda m: m.start)
