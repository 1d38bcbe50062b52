"""Questions that ask for the rows a report's section holds: "What are the components of current
assets?", "What financial items does X consist of?", "How many types of Y are there?" (docs/design.md §6).

Pure readings of the question against the section labels of one table: whether it asks the form
(a component noun or word of the language pack, :attr:`~noesis.lang.TableWords.component_nouns`),
whether it counts them ("how many"), and which section label it names — by every word of the
label, as one run of the question's words, the longest label that does — with every other word of
the question a function, reporting or component word. Any other word (a year, "largest", "major")
leaves the question to the other rules: the rows of a section are its answer only when nothing else
is asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..lang import Language
from ..text import singular
from .tokens import tokenize


@dataclass(frozen=True)
class ComponentsAsked:
    """A question asking a section's rows: whether it counts them, and its words (folded, and
    folded singular: what labels are matched by)."""

    count: bool
    folds: tuple[str, ...]
    words: tuple[str, ...]


def asked_components(question: str, language: Language) -> ComponentsAsked | None:
    """The form when the question holds a component noun ("components", "items") or asks what a
    section "consists of"; None otherwise. A number in the question (a year, an amount) is not
    part of the form: None."""
    tokens = tokenize(question)
    if any(t.kind != "word" for t in tokens):
        return None
    folds = [t.fold for t in tokens]
    t = language.table
    if not any(w in t.component_nouns or w in t.component_verbs for w in folds):
        return None
    counting = any((a, b) == ("how", "many") for a, b in zip(folds, folds[1:], strict=False))
    return ComponentsAsked(counting, tuple(folds), tuple(singular(w) for w in folds))


def label_words(label: str) -> tuple[str, ...]:
    """A section label's words as :class:`ComponentsAsked` holds the question's (footnote digits
    and numbers left out)."""
    return tuple(singular(t.fold) for t in tokenize(label) if t.kind == "word")


def label_run(asked: ComponentsAsked, label: str) -> tuple[int, int] | None:
    """Where the label's words stand in the question, as one run (first, past-last); None when
    they do not."""
    want = label_words(label)
    n = len(want)
    if not n:
        return None
    for i in range(len(asked.words) - n + 1):
        if asked.words[i:i + n] == want:
            return i, i + n
    return None


def named_label(asked: ComponentsAsked, labels: Sequence[str], language: Language) -> str | None:
    """The one label (of ``labels``, folded alike when written alike) the question names, when
    every other word of it is a function, reporting, count or component word; None otherwise —
    no label, two labels of different words, or a word nothing reads."""
    runs = {label_words(lb): (lb, r) for lb in labels if (r := label_run(asked, lb)) is not None}
    if not runs:
        return None
    longest = max(len(k) for k in runs)
    named = [v for k, v in runs.items() if len(k) == longest]
    if len(named) != 1:
        return None
    label, (first, last) = named[0]
    rest = asked.folds[:first] + asked.folds[last:]
    return label if all(_form_word(w, language) for w in rest) else None


def _form_word(word: str, language: Language) -> bool:
    t = language.table
    return (word in language.common_words or word in t.component_nouns or word in t.component_words
            or word in t.reporting_verbs or word in ("how", "many", "table"))
