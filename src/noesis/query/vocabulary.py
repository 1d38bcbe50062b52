"""The question's metric and statistic words: :mod:`noesis.vocabulary`, re-exported for the
query plane (the same matcher reads curated predicates at ingest)."""

from ..vocabulary import STATISTIC_WORDS, VocabularyMatch, resolve_vocabulary

__all__ = ["STATISTIC_WORDS", "VocabularyMatch", "resolve_vocabulary"]
