"""Language data as data: the word lists the query plane reads, per declared language.

``language_for(inv.language for inv in mesh.inventories)`` gives the :class:`Language`
(English plus every declared language) that name resolution, follow-up detection,
addresses and vocabulary read; the manifest's ``[vocabulary]`` extends its statistic
and address words. The word lists live in :mod:`noesis.lang.en`, :mod:`noesis.lang.it`
and :mod:`noesis.lang.shared`.
"""

from .language import (
    DEFAULT_LANGUAGE,
    ENGLISH,
    SUPPORTED,
    AddressWords,
    Language,
    language_for,
    normalise_code,
)
from .predicates import (
    asks_change,
    asks_difference_only,
    asks_ratio,
    asks_top,
    asks_which,
    noun_fits_axis,
    refers_back,
    wants_verbatim,
    which_nouns,
)

__all__ = [
    "DEFAULT_LANGUAGE",
    "ENGLISH",
    "SUPPORTED",
    "AddressWords",
    "Language",
    "asks_change",
    "asks_difference_only",
    "asks_ratio",
    "asks_top",
    "asks_which",
    "noun_fits_axis",
    "which_nouns",
    "language_for",
    "normalise_code",
    "refers_back",
    "wants_verbatim",
]
