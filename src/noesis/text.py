"""Text folding shared by the gazetteer, name resolution, the query plane and the evaluation.

One character rule, :func:`fold_letters`: case folded (``casefold``), accents stripped
(NFKD, then the combining diacritics of the Latin-style accent blocks dropped), recomposed
(NFC, so Hangul and kana come back whole). Letters, marks and digits of every script
survive it: "Москва" → "москва", "Αθήνα" → "αθηνα", "東京" stays "東京".

On top of it:

* :func:`fold` — punctuation turned into single spaces, no edges, ``%`` kept, so that
  "Notte Italiana", "notte-italiana" and "NOTTE ITALIANA!" compare equal; word boundaries
  stay spaces, which is what multi-pattern matching checks after the automaton.
* :func:`fold_keeping_punctuation` — whitespace runs collapsed, punctuation kept (the
  evaluation's needles and the address grammar's words, where ``_`` or ``:`` matter).
* :func:`fold_with_offsets` — the character rule per character with, for each folded
  character, its index in the original (the address parser quotes the question's words).
"""

from __future__ import annotations

import os.path
import re
import unicodedata

_NON_WORD = re.compile(r"[^0-9a-z%]+")
#: ASCII: every character but ``[0-9a-z%]`` becomes a space (one ``translate`` and a split
#: are twice as fast as the regex on a transcript cue; ingest folds every span)
_ASCII_WORD = str.maketrans({chr(c): (chr(c) if chr(c).isdigit() or "a" <= chr(c) <= "z" or chr(c) == "%"
                                      else " ") for c in range(128)})
_SPACES = re.compile(r" {2,}")
#: combining diacritical marks (the blocks NFKD leaves accents in)
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def strip_accents(text: str) -> str:
    if text.isascii():
        return text
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text))


def fold_letters(text: str) -> str:
    """The character rule every fold shares: casefolded, accents stripped, NFC."""
    if text.isascii():
        return text.lower()  # casefold() and lower() agree on ASCII
    return unicodedata.normalize("NFC", strip_accents(text.casefold()))


class _WordChars(dict):
    """``str.translate`` table built on demand: a character that is part of a word (a letter,
    mark or digit of any script, or ``%``) maps to itself, any other to a space."""

    def __missing__(self, code: int) -> int:
        ch = chr(code)
        keep = ch == "%" or unicodedata.category(ch)[0] in "LMN"
        self[code] = code if keep else 0x20
        return self[code]


_WORD_CHARS = _WordChars()


def fold(text: str) -> str:
    """Case-, accent- and punctuation-folded text, single-spaced, no edges."""
    if text.isascii():
        return " ".join(text.lower().translate(_ASCII_WORD).split())
    folded = fold_letters(text)
    if folded.isascii():
        return _NON_WORD.sub(" ", folded).strip()
    return _SPACES.sub(" ", folded.translate(_WORD_CHARS)).strip()


def fold_words(text: str) -> list[str]:
    """The words of :func:`fold` (``" ".join(fold_words(t)) == fold(t)``), without joining
    them first on the ASCII path: linking needs both the folded text and its words."""
    if text.isascii():
        return text.lower().translate(_ASCII_WORD).split()
    return fold(text).split()


def fold_keeping_punctuation(text: str) -> str:
    """:func:`fold_letters` with whitespace runs collapsed to one space and no edges."""
    return " ".join(fold_letters(text).split())


def fold_with_offsets(text: str) -> tuple[str, list[int]]:
    """:func:`fold_letters` character by character (punctuation and spacing kept) and, per
    folded character, the index of the character of ``text`` it came from. A character that
    folds to nothing (a lone combining accent) becomes a space, so offsets stay monotone."""
    chars: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        folded = fold_letters(ch) or " "
        chars.append(folded)
        index.extend([i] * len(folded))
    return "".join(chars), index


def tokens(text: str) -> list[str]:
    """The words of :func:`fold`."""
    return fold(text).split()


#: English plurals no ending makes ("people" of "person"), each to its singular
IRREGULAR_PLURALS = {"people": "person", "men": "man", "women": "woman", "children": "child", "feet": "foot",
                     "teeth": "tooth", "mice": "mouse", "geese": "goose"}


def plural_of(word: str) -> str | None:
    """The singular of a folded plural, irregular ones included ("people" → "person",
    "stores" → "store"); None when ``word`` is no plural."""
    one = IRREGULAR_PLURALS.get(word) or singular(word)
    return one if one != word else None


def same_stem(a: str, b: str, *, left: int = 2) -> bool:
    """Two folded words of one stem: a common prefix of five letters or more that leaves at
    most ``left`` letters of the shorter ("generate", "generation"; not "flew", "flow")."""
    n = len(os.path.commonprefix([a, b]))
    return n >= 5 and n >= min(len(a), len(b)) - left


def singular(word: str) -> str:
    """A folded word without its English plural ending ("passengers" → "passenger",
    "varieties" → "variety", "boxes" → "box"); short words and "ss" endings stay (an irregular
    plural is :func:`plural_of`'s: "people" stays, as a measure's alias writes it)."""
    if len(word) <= 3 or word.endswith("ss") or not word.endswith("s"):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("xes", "ches", "shes", "sses")):
        return word[:-2]
    return word[:-1]


def number_variant(folded: str) -> str | None:
    """A folded name with its last word's grammatical number flipped ("raw material" ↔ "raw
    materials", "other receivables" → "other receivable"), for a question that writes the
    other; None when the last word is short or not a word (English endings)."""
    head, _, last = folded.rpartition(" ")
    if len(last) < 4 or not last.isalpha():
        return None
    one = singular(last)
    if one != last:
        other = one
    elif last.endswith("y") and last[-2] not in "aeiou":
        other = last[:-1] + "ies"
    elif last.endswith(("s", "x", "z", "ch", "sh")):
        other = last + "es"
    else:
        other = last + "s"
    return f"{head} {other}" if head else other


def name_variants(name: str) -> list[str]:
    """Folded forms a name is matched under: itself and, for a file name, its stem."""
    out = [fold(name)]
    if "." in name:
        stem = name.rsplit("/", 1)[-1].split(".", 1)[0]
        out.append(fold(stem))
    return [v for v in dict.fromkeys(out) if v]


#: a terminal escape sequence: CSI (``ESC [ … final``), OSC (``ESC ] … BEL|ST``) or a
#: two-character escape
_ESCAPE_SEQUENCE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]?|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[ -~]?)")
#: C0 controls but tab and newline, DEL and C1 controls
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> tuple[str, int]:
    """``text`` safe to store, print and encode: terminal escape sequences and control
    characters (but tab and newline) removed, lone surrogates replaced by U+FFFD; and how
    many characters changed (0: ``text`` is returned as it was).

    Why here: one rule for every reader (a source's bytes may carry them raw, JSON and
    N-Quads through ``\\u`` escapes) and for the terminal (KB and model text).
    """
    if text.isascii() and text.isprintable():
        return text, 0
    out = _CONTROL.sub("", _ESCAPE_SEQUENCE.sub("", text))
    out, surrogates = _SURROGATE.subn("\ufffd", out)
    return out, len(text) - len(out) + surrogates


def terminal_safe(text: str) -> str:
    """:func:`clean_text` for printing: what reaches a terminal moves no cursor, sets no
    colour and cannot fail to encode."""
    return clean_text(text)[0]


#: a sentence: up to ``.``/``!``/``?`` not followed by a digit (``99.9%`` stays whole), or a line
_SENTENCE = re.compile(r"(?:[^.!?\n]|\.(?=\d))+(?:[.!?](?!\d)|\n|$)")


def sentences(text: str) -> list[tuple[int, str]]:
    """``(start, sentence)`` of each sentence of ``text`` in order; a decimal point ends none."""
    return [(m.start(), m.group()) for m in _SENTENCE.finditer(text)]

