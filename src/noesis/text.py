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


def strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


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
