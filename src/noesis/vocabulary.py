"""Vocabulary: metric words and statistic words of a question, resolved to canonical names.

Metric words are each :class:`~noesis.manifest.MetricSpec`'s name and aliases (any
language, multi-word), plus any ``vocabulary`` entry keyed by a metric's name. Statistic
words are the selected :class:`~noesis.lang.Language`'s ``statistic_words`` (English plus the
KBs' declared languages) plus ``vocabulary[stat]`` for each canonical statistic
(``vocabulary["max"] = ["picco", "massimo", "più alto"]``).

All words go into one :class:`noesis.gazetteer.Gazetteer`, so matching is case-, accent-
and punctuation-insensitive, word-bounded, and the longest phrase wins across both kinds:
with metrics ``audience`` and ``share`` (alias ``audience share``), "audience share" is
``share`` only; a metric called "number of viewers" beats the statistic words "number of".

A statistic word counts wherever it stands: in "the highest-rated programme's share" the
superlative qualifies "rated", not "share", yet ``max`` is still reported. The resolver is
deliberately lexical; deciding what a superlative attaches to is the caller's business.

A word declared both as a metric alias and as a statistic word yields both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .gazetteer import Gazetteer, Match
from .lang import ENGLISH, Language
from .specs import MetricSpec
from .text import fold

__all__ = ["STATISTIC_WORDS", "VocabularyMatch", "resolve_vocabulary"]

#: the default language's statistic words (English), for callers that import them
STATISTIC_WORDS: Mapping[str, tuple[str, ...]] = ENGLISH.statistics


@dataclass(frozen=True)
class VocabularyMatch:
    metrics: tuple[str, ...]  # metric names in order of first mention
    statistics: tuple[str, ...]  # canonical statistics in order of first mention
    # (surface text as folded, "metric"|"statistic", canonical), in order of first mention,
    # each triple once
    matched: tuple[tuple[str, str, str], ...]


_VocabKey = tuple[tuple[str, tuple[str, ...]], ...]


@lru_cache(maxsize=128)
def _gazetteer(metrics: tuple[tuple[str, tuple[str, ...]], ...], vocab: _VocabKey, stats: _VocabKey) -> Gazetteer:
    words = dict(vocab)
    statistic_words = dict(stats)
    names: list[tuple[str, list[tuple[str, str]]]] = []  # a list: the Gazetteer spreads tuples
    for name, aliases in metrics:
        key = ("metric", name)
        extra = words.get(name, ()) if name not in statistic_words else ()
        names.extend((w, [key]) for w in (name, *aliases, *extra))
    for stat, builtin in stats:
        key = ("statistic", stat)
        names.extend((w, [key]) for w in (*builtin, *words.get(stat, ())))
    return Gazetteer(names)


def resolve_vocabulary(
    question: str,
    metrics: Sequence[MetricSpec],
    vocabulary: Mapping[str, Sequence[str]] = {},  # noqa: B006 - read only
    *,
    language: Language = ENGLISH,
) -> VocabularyMatch:
    """Metric and statistic words in ``question``, in order of first mention."""
    gazetteer = _gazetteer(
        tuple((m.name, tuple(m.aliases)) for m in metrics),
        tuple(sorted((str(k), tuple(str(w) for w in v)) for k, v in vocabulary.items())),
        language.statistic_words,
    )
    found_metrics: list[str] = []
    found_stats: list[str] = []
    matched: list[tuple[str, str, str]] = []
    folded = fold(question)
    hits = gazetteer.find_folded(folded)
    for k, hit in enumerate(hits):
        if k and _amount_noun(hits[k - 1], hit, folded):
            continue
        for kind, canonical in hit.keys:
            bucket = found_metrics if kind == "metric" else found_stats
            if canonical not in bucket:
                bucket.append(canonical)
            triple = (hit.surface, kind, canonical)
            if triple not in matched:
                matched.append(triple)
    return VocabularyMatch(tuple(found_metrics), tuple(found_stats), tuple(matched))


def _amount_noun(before: Match, hit: Match, folded: str) -> bool:
    """"The average number of rights", "the total number of shares": a count's words right after
    another statistic's are the noun of the amount that statistic is of, not a second statistic
    (the readings' mean, never the mean and the number of readings)."""
    stats = {c for kind, c in before.keys if kind == "statistic"}
    counts = [c for kind, c in hit.keys if kind == "statistic"] == ["count"]
    return bool(stats - {"count"}) and counts and not folded[before.end:hit.start].strip()

