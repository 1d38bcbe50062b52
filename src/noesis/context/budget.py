"""Token counting for budgets.

``count_tokens`` is an estimate, deliberately simple and deterministic: one token per
word (a run of letters/digits) and one per punctuation mark or symbol. On English and
Italian prose this lands within about ±15 % of BPE tokenisers of the 0.1–8B model
families (words are often one token; long or rare words are several, punctuation is
one). Budgets leave that margin; usage reported by a model backend is always preferred
for measurement.
"""

from __future__ import annotations

import re

_PIECE = re.compile(r"[^\W_]+|[^\w\s]|_", re.UNICODE)

DEFAULT_BUDGET = 2048


def count_tokens(text: str) -> int:
    return len(_PIECE.findall(text))
