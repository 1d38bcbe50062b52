"""Every way a KB can be named: its name, each source's file name, stem and aliases, each
entity's name and aliases — the entries name resolution matches (docs/design.md §3.1).

Pure functions of a KB's name, sources and entities, so both the ingest (which stores
them with the KB, :mod:`noesis.store.names`, issue 29) and the query plane (which builds
them for a KB that has none stored) compute the same entries in the same order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .model import SourceInfo
from .text import fold, name_variants, number_variant, singular

#: entity kinds inferred from text rather than declared: a speaker's first name or a curated
#: fact's object ("guard") must not anchor a question by itself
INFERRED_KINDS = frozenset(["speaker", "object"])


@dataclass(frozen=True)
class NameEntry:
    """One way of naming something: ``folded`` is what the gazetteer matches."""

    folded: str
    display: str
    level: str  # "source" | "kb" | "entity"
    kb: str
    target: str  # source file name, KB name or entity name
    entity: str | None  # the entity the name stands for (a source's entity for sources)
    how: str  # "file name", "stem", "alias", "entity name", "kb name"
    #: a name the producer declared for an entity (manifest, entity column, curated subject):
    #: matched in full it anchors whatever its length ("Mali", "JFK")
    declared: bool = False


def kb_name_entries(kb: str, sources: Mapping[str, SourceInfo],
                    entities: Mapping[str, tuple[int, str, Sequence[str]]]) -> list[NameEntry]:
    """Every name in the KB ``kb`` (``sources`` by name; ``entities``: name -> (id, kind,
    aliases)), at its level, in a deterministic order: the KB, the sources by name, the
    entities by name."""
    out: list[NameEntry] = [NameEntry(fold(kb), kb, "kb", kb, kb, None, "kb name")]
    for name in sorted(sources):
        src = sources[name]
        variants = name_variants(name)
        out.append(NameEntry(variants[0], name, "source", kb, name, src.entity or None, "file name"))
        for v in variants[1:]:
            out.append(NameEntry(v, name, "source", kb, name, src.entity or None, "stem"))
        for alias in src.aliases:
            out.append(NameEntry(fold(alias), alias, "source", kb, name, src.entity or None, "alias",
                                 declared=bool(src.entity)))
    for name in sorted(entities):
        _eid, kind, aliases = entities[name]
        declared = kind not in INFERRED_KINDS
        out.append(NameEntry(fold(name), name, "entity", kb, name, name, f"entity name ({kind})", declared))
        for alias in aliases:
            out.append(NameEntry(fold(alias), alias, "entity", kb, name, name, f"entity alias ({kind})",
                                 declared))
    return _with_number_variants([e for e in out if e.folded])


def _with_number_variants(entries: list[NameEntry]) -> list[NameEntry]:
    """Each entity name and alias also under its other grammatical number ("Raw material" matched by
    "raw materials"), after all the names, unless that form is some entry's own name (two
    rows "Other receivable" and "Other receivables" stay apart)."""
    taken = {e.folded for e in entries}
    extra: dict[str, list[NameEntry]] = {}
    for e in entries:
        if e.level != "entity":
            continue
        for other, how in ((number_variant(e.folded), "other number"), (singular_form(e.folded), "every word singular")):
            if other and other not in taken:
                extra.setdefault(other, []).append(NameEntry(other, e.display, e.level, e.kb, e.target, e.entity,
                                                             f"{e.how}, {how}", e.declared))
    # two rows' variant names neither (nor one row's two variants twice)
    return [*entries, *(found[0] for found in extra.values() if len({f.entity for f in found}) == 1)]


def singular_form(folded: str) -> str | None:
    """A folded name of two words or more with every word singular ("due from affiliates" →
    "due from affiliate", "trade accounts receivable sold" → "trade account receivable sold"),
    matched against the question with every word singular (a question that writes "dues from
    affiliates" or "trade accounts receivables"); None when it is the name itself."""
    words = folded.split()
    if len(words) < 2:
        return None
    form = " ".join(singular(w) for w in words)
    return form if form != folded else None


#: words a report puts before a line item to name another amount than the bare item's: "net
#: property and equipment" is not "Property and equipment", "long-term deferred revenue" not
#: "Deferred revenue", "billed receivables" not "Receivables" ("total" is not among them: "the total
#: X in 2018 and 2019" asks a sum, and a row named "Total X" is the bare X's total)
QUALIFIERS = frozenset({"net", "gross", "long-term", "short-term", "non-current", "noncurrent", "current",
                        "billed", "unbilled", "deferred", "accrued", "adjusted", "diluted", "basic", "unrecognized",
                        "recognized", "cumulative", "unrealized", "realized"})

#: words after which a line item's name qualifies another amount: "income before income tax
#: expense" is not "Income tax expense", "revenue excluding acquisitions" not "Acquisitions"
COMPLEMENT_WORDS = frozenset({"before", "after", "excluding", "including", "excl", "incl", "ex"})

_LEADING = re.compile(r"(?:([a-z]+)\s+)?([a-z]+)\s+$")


def _label_words(label: str) -> frozenset[str]:
    folded = fold(label)
    return frozenset(re.findall(r"[a-z]+(?:-[a-z]+)?", folded)) | frozenset(re.findall(r"[a-z]+", folded))


def _two_words_before(question: str, phrase: str) -> tuple[str | None, str] | None:
    """The two words of ``question`` (folded) right before ``phrase``: ``(the one before the
    last, or None; the last)``; None when ``phrase`` is not in it or nothing stands before."""
    text = fold(question)
    at = text.find(fold(phrase))
    m = _LEADING.search(text[:at]) if at >= 0 else None
    return (m.group(1), m.group(2)) if m is not None else None


def leading_qualifier(question: str, phrase: str, label: str) -> str | None:
    """The qualifier word (:data:`QUALIFIERS`) that leads ``phrase`` — the words of ``question``
    a row was bound by — and that the row's ``label`` (with its section parents) does not hold:
    the question names a qualified amount the row is not ("net property and equipment" bound
    to "Property and equipment"); ``None`` when there is none."""
    before = _two_words_before(question, phrase)
    if before is None:
        return None
    first, last = before
    word = f"{first}-{last}" if f"{first}-{last}" in QUALIFIERS else last
    if word not in QUALIFIERS:  # folding writes "long-term" as "long term"
        return None
    words = _label_words(label)
    held = word in words or "".join(word.split("-")) in words or set(word.split("-")) <= words
    return None if held else word


def complement_word(question: str, phrase: str, label: str) -> str | None:
    """The word (:data:`COMPLEMENT_WORDS`) just before ``phrase`` — the words of ``question`` a
    row was bound by — after another word, that the row's ``label`` does not hold: the phrase
    qualifies another amount ("income before income tax expense"); ``None`` when there is none."""
    before = _two_words_before(question, phrase)
    if before is None or before[0] is None or before[1] not in COMPLEMENT_WORDS:
        return None
    return None if before[1] in _label_words(label) else before[1]
