"""Reading written numbers: every value a number as people write it can mean.

Both separator conventions are read, and a token that fits both yields both values:

==================  ===============================  ==========================================
written             read as                          rule
==================  ===============================  ==========================================
``146``             146                              digits
``37.5`` ``37,5``   37.5                             one ``.`` or ``,`` then digits: a decimal mark
``1,000``           1000, then 1.000                 ``d{1,3}`` + groups of three: thousands, and
``1.000``           1.000, then 1000                 with one group, a decimal mark too
``7,976,497``       7976497                          the same separator throughout, groups of 3
``7.976.497``       7976497
``7 976 497``       7976497                          a space, no-break or thin space as separator
``1,234.5``         1234.5                           thousands, then the *other* mark as decimal
``1.234,5``         1234.5
``−12,5`` ``+3``    −12.5, 3                         a leading ``+``, ``-`` or ``−`` (U+2212)
``37.5%``           37.5                             a trailing ``%`` (after an optional space)
``1.2.3``           nothing                          anything else is not one number
==================  ===============================  ==========================================

Values are :class:`~decimal.Decimal` as written (``37.50`` keeps its two decimals); when a
token has two readings the one in the ``1,234.5`` convention comes first.
"""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal

_SIGNS = {"+": "", "-": "-", "\u2212": "-"}
_GROUP_SPACES = " \u00a0\u2009\u202f"  # space, no-break, thin, narrow no-break
_DIGITS = re.compile(r"\d+")
_DECIMAL = re.compile(r"(?P<whole>\d+)(?P<mark>[.,])(?P<frac>\d+)")
_GROUPED = re.compile(
    rf"(?P<whole>\d{{1,3}}(?P<sep>[.,{_GROUP_SPACES}])\d{{3}}(?:(?P=sep)\d{{3}})*)"
    r"(?:(?P<mark>[.,])(?P<frac>\d+))?"
)
#: whole unsigned number tokens in running text (not part of a longer run of digits and marks)
_TOKEN = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)*")


def _unsigned(token: str) -> tuple[str, str]:
    """(sign, the rest) of a token, with a trailing percent sign and outer spaces removed."""
    t = token.strip()
    if t.endswith("%"):
        t = t[:-1].rstrip()
    sign = ""
    if t[:1] in _SIGNS:
        sign, t = _SIGNS[t[0]], t[1:]
    return sign, t


def readings(token: str) -> list[Decimal]:
    """Every value ``token`` can mean (the table in the module docstring); ``[]`` if none."""
    sign, t = _unsigned(token)
    found: list[tuple[bool, Decimal]] = []  # (written in the 1.234,5 convention, value)
    if _DIGITS.fullmatch(t):
        found.append((False, Decimal(sign + t)))
    if m := _DECIMAL.fullmatch(t):
        found.append((m["mark"] == ",", Decimal(f"{sign}{m['whole']}.{m['frac']}")))
    if (m := _GROUPED.fullmatch(t)) and m["mark"] != m["sep"]:
        whole = re.sub(r"\D", "", m["whole"])
        value = f"{sign}{whole}.{m['frac']}" if m["frac"] else sign + whole
        found.append((m["sep"] == "." or m["mark"] == ",", Decimal(value)))
    out: list[Decimal] = []
    for _, value in sorted(found, key=lambda f: f[0]):
        if value not in out:
            out.append(value)
    return out


def decimal_places(value: Decimal) -> int:
    """How many digits the number was written with after its decimal mark (``12.50`` → 2)."""
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def has_decimals(value: Decimal) -> bool:
    """Whether the number was written with digits after its decimal mark (``12.0`` but not ``12``)."""
    return decimal_places(value) > 0


def numbers_in(text: str) -> list[Decimal]:
    """Every reading of every whole unsigned number token in ``text``: ``137.5`` is not read as
    ``37.5``, and ``2.37.5`` (no one number) gives nothing."""
    out: list[Decimal] = []
    for m in _TOKEN.finditer(text):
        out.extend(readings(m.group(0)))
    return out


def matches(claimed: Decimal, stated: Decimal) -> bool:
    """``claimed`` is ``stated``, or ``stated`` rounded half-up to the claim's decimals
    where the claim keeps at least two of them (580.31 for 580.3052092, 24.26 for
    24.2588) — but 38 for 37.5 or 24.3 for 24.2588 is a different value."""
    if claimed == stated:
        return True
    places = decimal_places(claimed)
    if places < min(2, decimal_places(stated)) or places >= decimal_places(stated):
        return False
    return stated.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) == claimed


def stated_round(value: float) -> float:
    """A computed statistic (a mean, a median, a deviation) as an answer states it: to 4
    decimals, or to 4 significant digits where that is finer (0.00171, never 0.0017)."""
    if value == 0 or not math.isfinite(value):
        return value
    return round(value, max(4, 3 - math.floor(math.log10(abs(value)))))
