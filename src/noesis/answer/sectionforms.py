"""The rows a report's section holds, answered from the table's own structure (docs/design.md §6):
"What are the components of current assets?", "How many items are there under deferred tax
liabilities?".

A section is a row with a label and no numbers; the rows below it carry its label in their path
("Current assets › Debtors", :mod:`noesis.ingest.doctables`). Its components are the rows directly
under it, in the table's order, up to its total: the unlabelled row that closes it (its span is the
section's path alone), a row labelled as a total ("Total", "Subtotal"), or a row whose readings are
the sum of the rows above it at every column it holds. The question is read by
:mod:`noesis.query.componentforms` (a component noun, one section label, no other word).

No answer (``None``: the other rules, then a model) when the routed KB is not one table source,
the section holds a section of its own, two sections of that label hold different rows, or a total
closes rows of opposite signs — a deduction ("Allowance for doubtful accounts" under accounts
receivable) is in the sum, and whether it is one of the section's "types" is not the table's to say.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from ..context.evidence import Item
from ..context.prompt import REFUSAL
from ..context.result import Context
from ..context.sentences import span_citation, span_line, span_window
from ..mesh import Mesh
from ..model import PATH_SEPARATOR, Series
from ..query.componentforms import ComponentsAsked, asked_components, named_label
from ..text import fold
from .result import Operand, Result
from .tableforms import one_table_source

#: the first words of a row label that make the row a total
TOTAL_LEADS = ("total", "subtotal", "sub-total")


@dataclass(frozen=True)
class Section:
    """A section's rows up to its total, and whether a total closes them."""

    path: str
    rows: tuple[str, ...]
    closed: bool


def _label(entity: str) -> str:
    return entity.rsplit(PATH_SEPARATOR, 1)[-1]


#: a footnote digit written against a row label's last word ("Amounts owed by subsidiaries1")
_GLUED_MARK = re.compile(r"(?<=[a-z]{3})\d$")


def row_name(entity: str) -> str:
    """A component's name as the answer lists it: its label less a footnote digit written
    against its last word (the ingest drops "(1)" and "*" marks, :func:`~noesis.ingest.doctables.row_label`)."""
    return _GLUED_MARK.sub("", _label(entity))


def section_paths(entities: Sequence[str]) -> tuple[str, ...]:
    """The paths of sections: every proper prefix of a row's path that is no row itself."""
    rows = set(entities)
    out: dict[str, None] = {}
    for e in entities:
        parts = e.split(PATH_SEPARATOR)
        for k in range(1, len(parts)):
            p = PATH_SEPARATOR.join(parts[:k])
            if p not in rows:
                out[p] = None
    return tuple(out)


def sums_to(total: Series, parts: Sequence[Series]) -> bool:
    """Whether ``total``'s readings are the sum of ``parts``' at every position it holds (a blank
    cell adds nothing), within the last written digit's rounding; at least one position."""
    held = [(p, v) for p, v in zip(total.positions, total.values, strict=True) if not math.isnan(v)]
    if not held or len(parts) < 2:
        return False
    for p, v in held:
        s = sum(x for part in parts for q, x in zip(part.positions, part.values, strict=True)
                if q == p and not math.isnan(x))
        if abs(s - v) > (1.0 if abs(v) >= 100 else 0.11):
            return False
    return True


def section_rows(path: str, row_texts: Sequence[str], series: dict[str, Series]) -> Section | None:
    """The rows directly under ``path`` in table order (``row_texts``: the table's row spans, each
    its row's path then ``":"``), up to the section's total; None when a row under it belongs to a
    section of its own."""
    lead = path + PATH_SEPARATOR
    rows: list[str] = []
    closed = False
    for text in row_texts:
        if text.startswith(lead):
            entity = max((e for e in series if text.startswith(e + ":")), key=len, default=None)
            if entity is None or PATH_SEPARATOR in entity[len(lead):]:
                return None
            rows.append(entity)
        elif rows:
            closed = text.startswith(path + ":")
            break
    for k, e in enumerate(rows):
        if fold(_label(e)).startswith(TOTAL_LEADS) or sums_to(series[e], [series[r] for r in rows[:k]]):
            return Section(path, tuple(rows[:k]), True) if k else None
    return Section(path, tuple(rows), closed) if rows else None


def _sign(s: Series) -> int:
    vals = [v for v in s.values if not math.isnan(v) and v != 0]
    return 1 if vals and all(v > 0 for v in vals) else -1 if vals and all(v < 0 for v in vals) else 0


def deducted(section: Section, series: dict[str, Series]) -> tuple[str, ...]:
    """The rows a total closing rows of opposite signs deducts (those of the sign fewer rows
    have); none when no total closes the section or every row has one sign."""
    signs = [_sign(series[e]) for e in section.rows]
    if not section.closed or len(set(signs) - {0}) < 2:
        return ()
    usual = max((1, -1), key=signs.count)
    return tuple(e for e, g in zip(section.rows, signs, strict=True) if g == -usual)


@dataclass(frozen=True)
class SectionRows:
    """The computed evidence of a components answer: the section, its rows and how many
    (:class:`~noesis.facts.operators.SelfDescribing`: verification reads these)."""

    section: str
    rows: tuple[str, ...]

    kind = "section rows"

    def values(self) -> list[Decimal]:
        return [Decimal(len(self.rows))]

    def points(self) -> set[float]:
        return set()

    def names(self) -> list[str]:
        return [self.section, *self.rows]


@dataclass(frozen=True)
class _Table:
    kb: str
    source: str
    series: dict[str, Series]
    rows: tuple[Item, ...]  # the table's row spans, in order: the answer's evidence


def _one_table(ctx: Context, mesh: Mesh) -> _Table | None:
    found = one_table_source(ctx, mesh)
    if found is None:
        return None
    kb, source = found
    inv = mesh.inventory(kb)
    series = {s.entity: s for _n, s in inv.kb.store.series(source=source)}
    rows = tuple(Item(span_line(sp, inv.axis), sp.source, kb, "span", span_window(sp, inv.axis), sp.id,
                      "the rows of a section", evidence=sp, rule="section", citation=span_citation(sp, inv.axis))
                 for sp in inv.kb.store.spans_of(source) if sp.kind == "row")
    return _Table(kb, source, series, rows)


@dataclass(frozen=True)
class SectionAnswer:
    """What the section form answers: the text, its typed result and the evidence it read."""

    text: str
    result: Result
    read: tuple[Item, ...]


def components_answer(ctx: Context, mesh: Mesh) -> SectionAnswer | None:
    """The rows of the one section the question names (module doc), listed or counted, with the
    row spans read (the answer's evidence: the context need not hold them)."""
    asked = asked_components(ctx.question, ctx.plan.language)
    if asked is None:
        return None
    found = _one_table(ctx, mesh)
    if found is None:
        return None
    series, texts = found.series, [i.evidence.text for i in found.rows]
    paths = section_paths(list(series))
    label = named_label(asked, [_label(p) for p in paths], ctx.plan.language)
    if label is None:
        return None
    sections = [section_rows(p, texts, series) for p in paths if fold(_label(p)) == fold(label)]
    if any(s is None for s in sections):
        return None
    if len({tuple(_label(e) for e in s.rows) for s in sections}) != 1:
        return _declined(f"{len(sections)} sections are called {label}, and they hold different rows: "
                         "say which (by the section above it)", found)
    if minus := deducted(sections[0], series):
        return _declined(f"the total of {label} deducts {', '.join(row_name(e) for e in minus)} from the rows "
                         "above it: whether a deduction is one of its components the table does not say", found)
    text, result = _answered(asked, sections, found.kb, found.source, series)
    counted = SectionRows(sections[0].path, tuple(row_name(e) for e in sections[0].rows))
    computed = Item(f"{counted.section}: {len(counted.rows)} rows", found.source, found.kb, "computation",
                    evidence=counted, rule="section")
    return SectionAnswer(text, result, (*found.rows, computed))


def _declined(reason: str, table: _Table) -> SectionAnswer:
    return SectionAnswer(f"{REFUSAL}: {reason}.", Result("refusal", reason=reason, reason_kind="section_undecided"),
                         table.rows)


def _answered(asked: ComponentsAsked, sections: Sequence[Section], kb: str, source: str,
              series: dict[str, Series]) -> tuple[str, Result]:
    first = sections[0]
    ops = tuple(Operand(kb, source, e, series[e].metric, None, row_name(e), series[e].unit) for e in first.rows)
    names = "; ".join(row_name(e) for e in first.rows)
    where = " and ".join(PATH_SEPARATOR.join(p.rstrip(":") for p in s.path.split(PATH_SEPARATOR)) for s in sections)
    upto = ", up to its total" if first.closed else ""
    noun = "row" if len(first.rows) == 1 else "rows"
    if asked.count:
        text = f"{len(first.rows)} {noun} under {where} in {source}{upto}: {names} [{source}]."
        return text, Result("components", ops, value=str(len(first.rows)))
    return f"The {noun} under {where} in {source}{upto}: {names} [{source}].", Result("components", ops)
