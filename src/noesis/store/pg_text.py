"""Translating the engine's full-text expressions to PostgreSQL ``tsquery`` SQL.

The engine writes FTS5 expressions of double-quoted phrases joined by ``OR``
(for example ``"peak" OR "share"``); each phrase becomes
``phraseto_tsquery(cfg, phrase)`` and the phrases are OR-ed (``||``). Anything else
is refused, as FTS5 refuses a malformed expression.
"""

from __future__ import annotations

import re

from ..errors import StoreError

_PHRASE = re.compile(r'"((?:[^"]|"")*)"')
_OR = re.compile(r"\s+OR\s+")


def fts_phrases(query: str) -> list[str]:
    """The phrases of ``"a" OR "b c"``; raises :class:`StoreError` on any other syntax."""
    phrases: list[str] = []
    pos = 0
    text = query.strip()
    while pos < len(text):
        m = _PHRASE.match(text, pos)
        if m is None:
            raise StoreError(f"full-text query {query!r} failed: only quoted phrases joined by OR are supported")
        phrases.append(m.group(1).replace('""', '"'))
        pos = m.end()
        if pos < len(text):
            sep = _OR.match(text, pos)
            if sep is None:
                raise StoreError(f"full-text query {query!r} failed: expected OR at {pos}")
            pos = sep.end()
    if not phrases:
        raise StoreError(f"full-text query {query!r} failed: empty expression")
    return phrases


def tsquery_sql(n: int) -> str:
    """SQL for the OR of ``n`` phrase queries, each with two parameters (config, phrase)."""
    return "(" + " || ".join(["phraseto_tsquery(%s::regconfig, %s)"] * n) + ")"
