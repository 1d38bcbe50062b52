"""The unit of each row of a report table: what the table's unit becomes for one row.

A report states one unit for a table ("(In thousands)", "$ in millions") and then the
exceptions: per-share amounts are never scaled, share counts may have their own scale
("shares in thousands") or none ("except share and per share data"), a row's label may
state its own unit ("Gross profit (in thousands)"), a row written in percents is a percent.
Each rule is a function here; :func:`row_unit` applies them in order, and
:func:`undecided_scale` names the rows whose scale the report leaves open (such a row is
kept as text, never read as a series: its value would be answered in a scale guessed).
Pure: strings and cells in, units out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from .tablecells import (
    _SCALE_NAMES,
    Cell,
    TableRow,
    detect_unit,
    is_unit_text,
    merge_units,
    parse_cell,
    share_scale_statement,
)

_PER_SHARE_RE = re.compile(r"\bper\s+(?:[\w-]+\s+){0,3}(?:share|ADS|ADR|unit)s?\b|\bEPS\b|"
                           r"\bearnings\s+per\b|\bdividends?\s+per\b", re.I)
_LABEL_UNIT_RE = re.compile(r"\(([^()]*)\)\s*$|[-–—,]\s*(in\s+\S+(?:\s+of\s+\S+)?)\s*$")
_SHARE_COUNT_RE = re.compile(r"\bshares?\b|\bnumber of (?:ordinary |common )?shares\b", re.I)
#: "(in thousands, except share and per share data)", "except for share data", "except
#: number of shares": share counts are not in the stated scale ("except per share" is not this)
_SHARE_EXCEPTION_RE = re.compile(r"\bexcept(?:\s+for)?\s+(?:the\s+)?(?:number\s+of\s+)?shares?\b"
                                 r"(?!\s*-?\s*price)", re.I)


def per_share_label(label: str) -> bool:
    """A per-share amount ("Basic net income per common share", "Diluted EPS", "Dividends
    per share"): never scaled by the table's thousands or millions."""
    return bool(_PER_SHARE_RE.search(label))


def row_label_unit(label: str) -> str | None:
    """The unit a row's own label states at its end — ``"Gross profit (in thousands)"`` →
    ``thousands``, ``"Revenue ($M)"`` → ``$ millions``, ``"Margin (%)"`` → ``%`` — else
    None. It is that row's unit, whatever the table's."""
    m = _LABEL_UNIT_RE.search(" ".join(label.split()))
    if not m:
        return None
    text = m.group(1) if m.group(1) is not None else m.group(2)
    return detect_unit([text]) if is_unit_text(text) else None


def share_count_label(label: str) -> bool:
    """A row whose label counts shares ("Basic weighted average common shares
    outstanding"), never a per-share amount. "Dilutive securities" is not one by its label;
    :func:`summed_share_rows` finds it by its sum."""
    return bool(_SHARE_COUNT_RE.search(label)) and not per_share_label(label)


def share_exception(text: str) -> bool:
    """Whether a unit statement exempts share counts from its scale: ``"(in thousands,
    except share and per share data)"``, ``"except for share data"`` — not ``"except per
    share data"`` (that exempts per-share amounts, which are never scaled anyway)."""
    return bool(_SHARE_EXCEPTION_RE.search(text or ""))


def share_scale(texts: Sequence[str]) -> str | None:
    """The scale share counts have in a table whose unit statements are ``texts`` (the
    paragraph above, the caption, the header's and the unit rows' cells): ``"thousands"``
    for "(shares in thousands, …)" (:func:`share_scale_statement`), ``""`` (unscaled) when a
    statement exempts them (:func:`share_exception`), else None (the table's own scale)."""
    joined = " ".join(t for t in texts if t)
    if found := share_scale_statement(joined):
        return found
    return "" if share_exception(joined) else None


def _places(text: str) -> int:
    m = re.search(r"\.(\d+)", text)
    return len(m.group(1)) if m else 0


def _adds_up(first: TableRow, between: Sequence[TableRow], total: TableRow, columns: Sequence[int]) -> bool:
    """Whether ``first`` plus the rows ``between`` give ``total`` in every position column
    where the two share-count rows have values (within the rounding of the figures as
    written), with at least one such column and one value between."""
    checked = False
    for i in columns:
        texts = [r.cells[i] if i < len(r.cells) else "" for r in (first, *between, total)]
        cells = [parse_cell(t) for t in texts]
        if any(c.missing and not c.blank for c in cells):
            return False
        if cells[0].missing or cells[-1].missing or all(c.missing for c in cells[1:-1]):
            continue
        parts = sum(0.0 if c.missing else c.value for c in cells[:-1])
        tolerance = 0.5 * len(cells) * 10.0 ** -max(_places(t) for t in texts) + 1e-9
        if not math.isclose(parts, cells[-1].value, abs_tol=tolerance):
            return False
        checked = True
    return checked


def summed_share_rows(rows: Sequence[TableRow], columns: Sequence[int]) -> set[int]:
    """Body row numbers of rows that count shares because they add up with share counts:
    the rows between two consecutive share-count rows (:func:`share_count_label`) whose sum
    with the first gives the second in every column (``Basic weighted average shares`` +
    ``Dilutive securities`` = ``Diluted weighted average shares``)."""
    counted = [k for k, r in enumerate(rows) if share_count_label(r.label)]
    out: set[int] = set()
    for a, b in zip(counted, counted[1:], strict=False):
        between = rows[a + 1:b]
        if between and _adds_up(rows[a], between, rows[b], columns):
            out |= {r.row for r in between}
    return out


def share_rows(rows: Sequence[TableRow], columns: Sequence[int]) -> set[int]:
    """Body row numbers of the rows that count shares: by label or by sum."""
    return {r.row for r in rows if share_count_label(r.label)} | summed_share_rows(rows, columns)


def without_scale(unit: str | None) -> str | None:
    """``"$ millions"`` → ``"$"``; a unit that is only a scale → None."""
    return " ".join(w for w in (unit or "").split() if w not in _SCALE_NAMES) or None


def currency_unit(cells: Sequence[Cell]) -> str | None:
    signs = {c.currency for c in cells if c.currency}
    return signs.pop() if len(signs) == 1 else None


def undecided_scale(row: TableRow, present: Sequence[Cell], unit: str | None,
                    shares: str | None, counts_shares: bool) -> bool:
    """Whether the report leaves this row's scale open: share counts have a scale of their
    own that is not the table's ("Tabular amounts in millions … shares in thousands") and the
    row is neither a share count, a per-share amount, a percent, a row whose label states its
    unit, nor written with a currency sign. A count or an amount? Not guessed."""
    if not shares or not unit or unit.split()[-1] not in _SCALE_NAMES or unit.split()[-1] == shares:
        return False
    if counts_shares or all(c.percent for c in present) or row_label_unit(row.label):
        return False
    return not per_share_label(row.label) and not any(c.currency for c in present)


def row_unit(row: TableRow, present: Sequence[Cell], unit: str | None,
             shares: str | None = None, counts_shares: bool = False) -> str | None:
    """A row's unit: ``%`` when all its values are written as percents; the unit its
    label states (:func:`row_label_unit`); for a row counting shares, the scale the report
    gives share counts (``shares``: a scale, or ``""`` when exempted from the table's); the
    table's (or its unit row's) without the scale for a per-share amount
    (:func:`per_share_label`); else the table's, else the currency its cells are written
    with. A row whose scale is open (:func:`undecided_scale`) is not read at all."""
    if all(c.percent for c in present):
        return "%"
    if own := row_label_unit(row.label):
        if own != "%" and unit and unit != "%":
            return merge_units([own, without_scale(unit)]) or own
        return own
    if shares is not None and counts_shares:
        return shares or None
    if per_share_label(row.label):
        return without_scale(unit) or currency_unit(present)
    return unit or currency_unit(present)
