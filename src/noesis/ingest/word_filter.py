"""A compact "may this word occur?" set: a Bloom filter over a file's folded words.

The writer keeps one per freshly parsed file until the link phase (see
:mod:`noesis.ingest.prelinking`), so it must stay small whatever the number of files:
16 bits or more per distinct word and six probes (double hashing), so about 0.1 % of
absent words pass. A false positive only costs the writer a reading of that file; a
word that occurs is never reported absent. Hashes are BLAKE2b, so a filter means the
same in every process.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

#: filter bits per distinct word (rounded up to a power of two, at least 1,024)
BITS_PER_WORD = 16


#: probes per word (the optimum for 16 bits a word is ~11; 6 is within 2× its error)
PROBES = 6


@lru_cache(maxsize=4096)
def _probes(word: str, mask: int) -> tuple[int, ...]:
    """The bits of ``word`` in a filter of ``mask + 1`` bits. Cached: the writer asks the
    same few names' words of every file's filter (40,000 digests at 10,000 files, issue 29)."""
    digest = hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest()
    h1, h2 = int.from_bytes(digest[:4], "little"), int.from_bytes(digest[4:], "little") | 1
    return tuple((h1 + i * h2) & mask for i in range(PROBES))


@dataclass(frozen=True)
class WordFilter:
    bits: bytes
    mask: int  # number of bits − 1 (a power of two − 1)

    @classmethod
    def of(cls, words: Iterable[str]) -> WordFilter:
        distinct = set(words)
        size = 1024
        while size < BITS_PER_WORD * len(distinct):
            size *= 2
        if not distinct:
            return cls(bytes(size // 8), size - 1)
        # the probes of :func:`_probes` for every word at once: one BLAKE2b digest a word,
        # then the double hashing and the bit setting in numpy (the same bits; ~4× faster,
        # a fifth of a transcript ingest's CPU before, issue 29)
        blake = hashlib.blake2b
        digests = np.frombuffer(b"".join(blake(w.encode("utf-8"), digest_size=8).digest() for w in distinct),
                                dtype="<u4").reshape(-1, 2).astype(np.uint64)
        h1, h2 = digests[:, 0], digests[:, 1] | np.uint64(1)
        probes = (h1[:, None] + np.arange(PROBES, dtype=np.uint64)[None, :] * h2[:, None]) & np.uint64(size - 1)
        on = np.zeros(size, dtype=bool)
        on[probes.ravel()] = True
        return cls(np.packbits(on, bitorder="little").tobytes(), size - 1)

    def may_contain(self, word: str) -> bool:
        return all(self.bits[p >> 3] >> (p & 7) & 1 for p in _probes(word, self.mask))
