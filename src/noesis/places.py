"""Codes a table may write for places — ISO 3166 countries (``GBR``, ``GB``) and US states
(``IL``) — and the names a question says them by: a dimension whose every value is a code of
one system, and of no other, takes those names as its values' declared words ("Illinois" for
``IL``, "United Kingdom" for ``GBR``). pycountry's tables, loaded on first use (0.1 s)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

#: the fewest distinct values that make a dimension a column of codes
MIN_CODES = 3
#: a column of three-letter codes most of which are ISO 3166 countries (the others groups of
#: them, as the World Bank's WLD or EAS) is a column of country codes: at least this share of its
#: distinct values, and at least MIN_MOSTLY of them (a list of airports holds a few by chance:
#: 20 of 514 US airports' IATA codes)
MOSTLY = 0.75
MIN_MOSTLY = 20
ALPHA3 = "ISO 3166 country (three letters)"


@lru_cache(maxsize=1)
def _systems() -> dict[str, dict[str, tuple[str, ...]]]:
    """Each code system: code → the names of the place it stands for."""
    import pycountry  # noqa: PLC0415 — 8 MB of tables, read only for a column of codes

    us = {s.code.split("-", 1)[1]: (s.name,) for s in pycountry.subdivisions.get(country_code="US")}
    alpha2: dict[str, tuple[str, ...]] = {}
    alpha3: dict[str, tuple[str, ...]] = {}
    for c in pycountry.countries:
        names = tuple(dict.fromkeys(n for n in (getattr(c, "common_name", None), c.name,
                                                getattr(c, "official_name", None)) if n))
        alpha2[c.alpha_2], alpha3[c.alpha_3] = names, names
    return {"US state": us, "ISO 3166 country (two letters)": alpha2, ALPHA3: alpha3}


def _code_shaped(values: Sequence[str]) -> bool:
    return len(values) >= MIN_CODES and all(len(v) in (2, 3) and v.isascii() and v.isalpha() and v.isupper()
                                            for v in values)


def code_system(values: Sequence[str]) -> str | None:
    """The one code system every value belongs to ("US state" for IL, IN, MI, OH, WI), or three-
    letter codes most of which are ISO 3166 countries (see MOSTLY); None when the values are no
    codes, or codes of two systems alike (CA, DE, IN: states or countries — the question back
    would be a guess)."""
    vs = [str(v).strip() for v in values]
    if not _code_shaped(vs):
        return None
    fits = [name for name, table in _systems().items() if all(v in table for v in vs)]
    if not fits and all(len(v) == 3 for v in vs):  # the World Bank's: countries beside groups (WLD, EAS)
        alpha3 = _systems()[ALPHA3]
        known = sum(1 for v in set(vs) if v in alpha3)
        fits = [ALPHA3] if known >= MIN_MOSTLY and known >= MOSTLY * len(set(vs)) else []
    return fits[0] if len(fits) == 1 else None


def place_names(system: str, code: str) -> tuple[str, ...]:
    """The names of the place ``code`` stands for in ``system`` (empty when it is none)."""
    return _systems().get(system, {}).get(code.strip(), ())
