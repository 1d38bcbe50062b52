"""The names a :class:`~noesis.query.references.Resolver` matches, held in memory or read
from each KB's stored name index on demand (issue 29).

Every implementation answers the resolver's three questions in the entries' global order
(the KBs of a mesh in order, each KB's entries in :func:`noesis.naming.kb_name_entries`
order): the word-bounded names in a folded question, longest-leftmost
(:meth:`NameLookup.find`, each match's keys the ordinals of every entry under that name,
ascending), the entries of two or more words holding a word (:meth:`NameLookup.tokens`),
and the entries at some ordinals (:meth:`NameLookup.entries_at`).

In memory (:class:`MemoryNames`) that is an Aho–Corasick automaton over every name, built
when the mesh opens — O(names), 0.5 s at 10,000 sources. A stored index
(:class:`StoredNames`) instead looks up every run of the question's words whose length is
the length of some name: a name matches word-bounded exactly when it equals such a run (a
folded text is its words joined by single spaces), so the matches are the same, at a cost
bounded by the question, not by the KB.
"""

from __future__ import annotations

import bisect
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Sequence

from ..gazetteer import Gazetteer, Match, longest_leftmost
from ..naming import NameEntry
from ..store.names import NameIndexInfo, entry_rows, surface_ordinals, token_ordinals
from ..store.protocol import KBStoreProtocol

#: stored entries kept per KB once read (a bound on the memo, not a tuning knob)
MAX_CACHED_ENTRIES = 100_000


class NameLookup(ABC):
    """The names of one KB or of a mesh (see the module doc)."""

    @abstractmethod
    def __len__(self) -> int: ...

    @abstractmethod
    def hits(self, folded: str) -> list[Match]:
        """Every word-bounded match in the folded text, overlaps included, in no order."""

    @abstractmethod
    def tokens(self, token: str) -> list[int]:
        """The ordinals of the entries of two or more words one of which is ``token``, ascending."""

    @abstractmethod
    def entries_at(self, ordinals: Sequence[int]) -> list[NameEntry]:
        """The entries at ``ordinals``, in that order."""

    def find(self, folded: str) -> list[Match]:
        """The word-bounded matches, longest-leftmost, non-overlapping, in text order."""
        return longest_leftmost(self.hits(folded))


class MemoryNames(NameLookup):
    """Every entry in memory, matched by one automaton (a KB with no stored index)."""

    def __init__(self, entries: Sequence[NameEntry]):
        self.entries = list(entries)
        self.gazetteer = Gazetteer((e.folded, i) for i, e in enumerate(self.entries))
        token_index: dict[str, set[int]] = defaultdict(set)
        for i, e in enumerate(self.entries):
            words = e.folded.split()
            if len(words) >= 2:
                for w in words:
                    token_index[w].add(i)
        self.token_index = {k: sorted(v) for k, v in token_index.items()}

    def __len__(self) -> int:
        return len(self.entries)

    def hits(self, folded: str) -> list[Match]:
        return self.gazetteer.hits_folded(folded)

    def tokens(self, token: str) -> list[int]:
        return self.token_index.get(token, [])

    def entries_at(self, ordinals: Sequence[int]) -> list[NameEntry]:
        return [self.entries[k] for k in ordinals]


def word_runs(folded: str, lengths: Sequence[int]) -> list[tuple[int, int, str]]:
    """``(start, end, text)`` of every run of ``lengths`` consecutive words of ``folded``
    (offsets in ``folded``): the word-bounded places a name of that many words can match."""
    if not folded:
        return []
    words = folded.split(" ")
    starts, pos = [], 0
    for w in words:
        starts.append(pos)
        pos += len(w) + 1
    runs = []
    for i in range(len(words)):
        for n in lengths:
            j = i + n
            if j > len(words):
                break
            end = starts[j - 1] + len(words[j - 1])
            runs.append((starts[i], end, folded[starts[i]:end]))
    return runs


class StoredNames(NameLookup):
    """One KB's stored name index (:mod:`noesis.store.names`), read per question."""

    def __init__(self, store: KBStoreProtocol, kb: str, info: NameIndexInfo):
        self.store = store
        self.kb = kb
        self.info = info
        self._entries: dict[int, NameEntry] = {}

    def __len__(self) -> int:
        return self.info.entries

    def hits(self, folded: str) -> list[Match]:
        runs = word_runs(folded, self.info.lengths)
        if not runs:
            return []
        keys: dict[str, list[int]] = defaultdict(list)
        for surface, ordinal in surface_ordinals(self.store, (text for _s, _e, text in runs)):
            keys[surface].append(ordinal)
        found = {s: tuple(sorted(k)) for s, k in keys.items()}
        return [Match(start, end, text, found[text]) for start, end, text in runs if text in found]

    def tokens(self, token: str) -> list[int]:
        return token_ordinals(self.store, token)

    def entries_at(self, ordinals: Sequence[int]) -> list[NameEntry]:
        known = self._entries
        missing = [k for k in ordinals if k not in known]
        if missing:
            if len(known) > MAX_CACHED_ENTRIES:
                known.clear()
            known.update(entry_rows(self.store, self.kb, missing))
        return [known[k] for k in ordinals]


class ChainedNames(NameLookup):
    """The names of several KBs in order: each KB's ordinals shifted by the entries before it."""

    def __init__(self, parts: Sequence[NameLookup]):
        self.parts = list(parts)
        self.offsets: list[int] = []
        total = 0
        for part in self.parts:
            self.offsets.append(total)
            total += len(part)
        self._len = total

    def __len__(self) -> int:
        return self._len

    def hits(self, folded: str) -> list[Match]:
        if len(self.parts) == 1:
            return self.parts[0].hits(folded)
        merged: dict[tuple[int, int, str], list[int]] = {}
        for offset, part in zip(self.offsets, self.parts, strict=True):
            for m in part.hits(folded):
                merged.setdefault((m.start, m.end, m.surface), []).extend(offset + k for k in m.keys)
        return [Match(start, end, surface, tuple(keys)) for (start, end, surface), keys in merged.items()]

    def tokens(self, token: str) -> list[int]:
        return [offset + k for offset, part in zip(self.offsets, self.parts, strict=True)
                for k in part.tokens(token)]

    def entries_at(self, ordinals: Sequence[int]) -> list[NameEntry]:
        if len(self.parts) == 1:
            return self.parts[0].entries_at(ordinals)
        where = [bisect.bisect_right(self.offsets, k) - 1 for k in ordinals]
        got: dict[int, NameEntry] = {}
        for i in dict.fromkeys(where):  # one read per KB
            local = [k for k, w in zip(ordinals, where, strict=True) if w == i]
            got.update(zip(local, self.parts[i].entries_at([k - self.offsets[i] for k in local]), strict=True))
        return [got[k] for k in ordinals]
