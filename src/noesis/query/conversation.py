"""Conversation: a follow-up that names nothing and refers back takes the sources cited
in the previous assistant turn as its address.

Citations are the markers the prompt asks the model to write — ``[italia_sera.csv @
second 146]`` — and that deterministic answers write too; they are parsed here, never
guessed. A question is a follow-up only when all of these hold: there is a previous
assistant turn with at least one citation of a known source; the question anchors no
name of its own; it contains a referring expression ("these readings", "that
programme", "it", "quelle" …: the language's ``follow_up_cues``); and it does not itself ask *which* thing ("which
programme …?"), which makes it self-contained.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..lang import DEFAULT_LANGUAGE, Language, asks_which, refers_back
from ..text import fold

CITATION = re.compile(r"\[([^\[\]\n]{1,300})\]")


@dataclass(frozen=True)
class Citation:
    source: str
    kb: str
    window: str | None


@dataclass(frozen=True)
class FollowUp:
    is_follow_up: bool
    rule: str
    citations: tuple[Citation, ...] = ()


def parse_citations(text: str, sources: Mapping[str, Sequence[str]]) -> list[Citation]:
    """Citations of known sources in ``text``; ``sources`` maps KB name → source names.

    A marker may hold several citations separated by ``;`` or ``,`` and each may carry a
    window after ``@``. Unknown names are ignored (a model may invent one).
    """
    index: dict[str, tuple[str, str]] = {}
    for kb, names in sorted(sources.items()):
        for name in names:
            index.setdefault(fold(name), (kb, name))
    out: list[Citation] = []
    for m in CITATION.finditer(text):
        for part in re.split(r"[;]", m.group(1)):
            name, _, window = part.partition("@")
            name = re.sub(r"^\s*(source|fonte)\s*:\s*", "", name.strip(), flags=re.I).strip().strip("'\"`")
            hit = index.get(fold(name))
            if hit is None:
                continue
            cit = Citation(hit[1], hit[0], window.strip() or None)
            if cit not in out:
                out.append(cit)
    return _without_subsumed(out)


def _without_subsumed(citations: list[Citation]) -> list[Citation]:
    """A citation without a window of a source the answer also cites at a window says nothing
    the windowed one does not (a comparison cites each side at its position, then both again
    for the difference): it is dropped, the first place of each source kept."""
    windowed = {(c.kb, c.source) for c in citations if c.window is not None}
    return [c for c in citations if c.window is not None or (c.kb, c.source) not in windowed]


def detect_follow_up(
    question: str,
    history: Sequence[Mapping[str, str]],
    sources: Mapping[str, Sequence[str]],
    *,
    anchored: bool,
    language: Language = DEFAULT_LANGUAGE,
) -> FollowUp:
    """Whether ``question`` refers back to the previous answer's citations (module doc).

    ``language`` gives the referring expressions and "which" words (default: English and
    Italian).
    """
    last = next((t for t in reversed(history) if t.get("role") == "assistant"), None)
    if last is None:
        return FollowUp(False, "no previous assistant turn")
    if anchored:
        return FollowUp(False, "the question names its own source or entity")
    if asks_which(question, language):
        return FollowUp(False, "the question asks 'which …' itself (self-contained)")
    if not refers_back(question, language):
        return FollowUp(False, "no referring expression")
    cites = parse_citations(last.get("content", ""), sources)
    if not cites:
        return FollowUp(False, "the previous answer cites no known source")
    return FollowUp(True, "refers back: inherits the previous answer's cited sources", tuple(cites))
