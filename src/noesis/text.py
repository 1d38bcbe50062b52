"""Text folding shared by the gazetteer, name resolution and the query plane.

``fold`` lowercases, strips accents and turns punctuation into spaces, so that
"Notte Italiana", "notte-italiana" and "NOTTE ITALIANA!" compare equal; word boundaries
stay spaces, which is what multi-pattern matching checks after the automaton.
"""

from __future__ import annotations

import re
import unicodedata

_NON_WORD = re.compile(r"[^0-9a-z%]+")
_TOKEN = re.compile(r"[0-9a-z%]+")
#: combining diacritical marks (the blocks NFKD leaves accents in)
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def strip_accents(text: str) -> str:
    if text.isascii():
        return text
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


def fold(text: str) -> str:
    """Case-, accent- and punctuation-folded text, single-spaced, no edges."""
    return _NON_WORD.sub(" ", strip_accents(text).lower()).strip()


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(strip_accents(text).lower())


def name_variants(name: str) -> list[str]:
    """Folded forms a name is matched under: itself and, for a file name, its stem."""
    out = [fold(name)]
    if "." in name:
        stem = name.rsplit("/", 1)[-1].split(".", 1)[0]
        out.append(fold(stem))
    return [v for v in dict.fromkeys(out) if v]
