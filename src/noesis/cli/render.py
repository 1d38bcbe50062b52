"""Rich renderings for the CLI (tables and panels); no logic lives here.

What reaches a terminal passes :func:`~noesis.text.terminal_safe` (KB text and model
output may carry escape sequences that move the cursor or recolour the screen):
:func:`escape` for every value put in markup, :class:`SafeConsole` for whole lines, and
:func:`json_text` for ``--json`` (escapes controls, and encodes even a lone surrogate).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape as _markup_escape

from ..axis import format_position
from ..text import terminal_safe


def escape(text: str) -> str:
    """``text`` for Rich markup: no terminal escapes or control characters, brackets escaped."""
    return _markup_escape(terminal_safe(text))


class SafeConsole(Console):
    """A console whose printed strings are :func:`~noesis.text.terminal_safe` first."""

    def print(self, *objects, **kwargs) -> None:  # noqa: D102 - Console.print
        super().print(*(terminal_safe(o) if isinstance(o, str) else o for o in objects), **kwargs)


def json_text(value: object) -> str:
    """``value`` as indented JSON that always encodes: control characters are escaped by
    JSON itself, and a lone surrogate (a question's undecodable bytes) is written as its
    ``\\uXXXX`` escape, which JSON readers accept."""
    text = json.dumps(value, indent=2, ensure_ascii=False)
    return text.encode("utf-8", "backslashreplace").decode("utf-8")

if TYPE_CHECKING:  # only ingest and facts views need these; the question path does not
    from ..ingest.pipeline import IngestReport
    from ..knowledge_base import KnowledgeBase
    from ..model import Fact


def ingest_summary(console: Console, report: IngestReport) -> None:
    from rich.table import Table

    from ..ingest.pipeline import skip_line

    table = Table(title=f"{report.name} → {report.kb}", title_justify="left")
    for col in ("source", "kind", "status", "rows", "spans", "facts", "problems"):
        table.add_column(col, justify="right" if col in ("rows", "spans", "facts", "problems") else "left")
    for s in report.sources:
        style = {"failed": "red", "kept-previous": "yellow", "unchanged": "dim"}.get(s.status, "")
        table.add_row(*(escape(str(x)) for x in (s.name, s.kind, s.status, s.rows, s.spans, s.facts,
                      len(s.problems))), style=style)
    c = report.counts
    table.caption = (
        f"{c.get('sources', 0)} sources · {c.get('rows', 0):,} rows · {c.get('spans', 0):,} spans · "
        f"{c.get('facts', 0):,} facts · {c.get('alignments', 0):,} alignments · "
        f"{c.get('mentions', 0):,} mentions · {report.seconds:.2f} s · {report.workers} worker(s)"
    )
    console.print(table)
    for c in report.choices:
        console.print(f"[cyan]chose[/] {escape(c.line())}", highlight=False, soft_wrap=True)
    for s in report.sources:
        for certain, line in schema_lines(s.schema):
            tag = "[cyan]chose[/]" if certain else "[yellow]proposal[/]"
            console.print(f"{tag} {escape(s.name)}: {escape(line)}", highlight=False, soft_wrap=True)
    for p in report.problems:
        console.print(f"[yellow]problem[/] {escape(str(p))}", highlight=False)
    for p in report.losses:
        if p.reason_is_own:
            console.print(f"[bold red]LOST ROWS[/] {escape(p.file)}: {escape(p.reason)}",
                          highlight=False, soft_wrap=True)
            continue
        console.print(f"[bold red]LOST ROWS[/] {escape(p.file)}: {p.lost} of {p.total} rows "
                      f"({100 * p.share:.1f} %) have an axis cell that cannot be read; set "
                      "position_format for this file in noesis.toml (--strict refuses this)",
                      highlight=False, soft_wrap=True)
    for f in report.skipped:
        console.print(f"[yellow]{escape(skip_line(f))}[/]", highlight=False, soft_wrap=True)


def schema_lines(choices) -> list[tuple[bool, str]]:
    """A table's schema choices, one line each, the measures' additivity folded into two
    lines (the inferred ones, the ones to declare)."""
    out = [(c.certain, c.line()) for c in choices if not c.key.endswith(".additivity")]
    adds = [c for c in choices if c.key.endswith(".additivity")]
    known = [f"{c.key.split('.')[1]} {c.value}" for c in adds if c.certain]
    unknown = [c.key.split(".")[1] for c in adds if not c.certain]
    if known:
        out.append((True, "additivity: " + ", ".join(known) + " (from the column names); to choose "
                    'otherwise: additivity = {"<column>" = "flow" | "level"} in its [[source]]'))
    if unknown:
        out.append((False, "additivity unknown for " + ", ".join(unknown) + ': declare additivity = '
                    '{"<column>" = "flow" | "level"} in its [[source]] (flow: summed over time)'))
    return out


#: the tied positions a fact's line shows before it counts the rest
MAX_SHOWN_POSITIONS = 5


def shown_positions(texts: list[str], joiner: str) -> str:
    """A fact's positions, the first :data:`MAX_SHOWN_POSITIONS` of them and then how many
    more (a minimum tied on 838 dates is not 838 dates long)."""
    if len(texts) <= MAX_SHOWN_POSITIONS:
        return joiner.join(texts)
    return joiner.join(texts[:MAX_SHOWN_POSITIONS]) + f" … and {len(texts) - MAX_SHOWN_POSITIONS} more"


def facts_table(console: Console, kb: KnowledgeBase, facts: list[Fact], spans: dict, title: str) -> None:
    from rich.table import Table

    kind = kb.axis.kind
    table = Table(title=title, title_justify="left")
    for col in ("P", "subject", "predicate", "value", "position", "source", "aligned with"):
        table.add_column(col, overflow="fold")
    for f in facts:
        pos = "" if f.position is None else shown_positions(
            [format_position(p, kind) for p in (f.positions or (f.position,))], ", ")
        if f.tie_count > 1:
            pos += f" (tie ×{f.tie_count})"
        unit = f" {f.unit}" if f.unit else ""
        aligned = "; ".join(
            f"{spans[s].source}: {spans[s].text[:60]}" for s in f.aligned[:2] if s in spans
        )
        table.add_row(*(escape(str(x)) for x in (f.priority, f.subject, f.predicate, f"{f.object}{unit}",
                      pos, f.source or f.context, aligned)))
    console.print(table)


def _value(f: Fact) -> str:
    if f.origin == "curated":
        return f"{f.object} {f.unit}" if f.unit else f.object
    if f.value is not None and f.unit and f.unit != "%":
        return f"{f.value:,.0f} {f.unit}" if float(f.value).is_integer() else f"{f.object} {f.unit}"
    return f"{f.object}{f.unit or ''}"


def facts_lines(console: Console, kb: KnowledgeBase, facts: list[Fact], spans: dict, title: str) -> None:
    """A compact, narrow-terminal rendering: one line a fact, one line an aligned span."""
    axis = kb.axis
    console.print(f"[bold]{escape(title)}[/]")
    for f in facts:
        where = ""
        if f.position is not None:
            where = " at " + shown_positions([kb.describe(p) for p in (f.positions or (f.position,))], " and ")
            if f.tie_count > 1:
                where += f" (tied ×{f.tie_count})"
        ctx = f" ({f.context})" if f.origin == "curated" and f.context else ""
        console.print(
            f"  P{f.priority} [cyan]{escape(f.subject)}[/] {escape(f.predicate)} "
            f"[bold]{escape(_value(f))}[/]{escape(where + ctx)} [dim]\\[{escape(f.source)}][/]",
            highlight=False,
        )
        for sid in f.aligned[:2]:
            sp = spans.get(sid)
            if sp is None:
                continue
            window = f"{format_position(sp.start, axis.kind)}–{format_position(sp.end, axis.kind)}"
            who = f"{sp.speaker}: " if sp.speaker else ""
            text = sp.text if len(sp.text) <= 90 else sp.text[:87] + "…"
            console.print(f"      [dim]↳ {escape(sp.source)} {window}[/] {escape(who + text)}", highlight=False)


def context_panels(console: Console, ctx) -> None:
    """Each tier as a labelled panel, then the route, unresolved names and token counts."""
    from rich.panel import Panel

    route = ctx.route
    console.print(f"[bold]route[/] {escape(', '.join(route['kbs']))} — {escape(route['rule'])}", highlight=False)
    if ctx.unresolved:
        console.print(f"[red]unresolved[/] {escape(', '.join(ctx.unresolved))}", highlight=False)
    for tier in ctx.tiers:
        body = "\n".join(f"• {escape(i.text)}" for i in tier.items)
        console.print(Panel(body, title=escape(tier.label), title_align="left",
                            border_style={0: "green", 1: "cyan", 2: "magenta"}.get(tier.tier, "white")))
    if ctx.graph:
        console.print(Panel("\n".join(escape(g) for g in ctx.graph), title="graph", title_align="left", border_style="blue"))
    t = ctx.tokens
    console.print(f"[dim]tokens: tier0 {t['tier0']} · tier1 {t['tier1']} · tier2 {t['tier2']} · "
                  f"graph {t['graph']} · total {t['total']} / budget {t['budget']} · arm {ctx.arm}[/]")


def answer_view(console: Console, answer, compact: bool = False) -> None:
    """The answer, its citations, and a compact view of the tiers it was given."""
    from rich.panel import Panel

    who = "deterministic (computed facts, no model)" if answer.deterministic else (answer.model or "model")
    if answer.degraded:
        who += f" — degraded: {answer.degraded}"
    console.print(Panel(escape(answer.text), title=f"answer · {escape(who)}", title_align="left", border_style="green"))
    v = answer.verification
    if v is not None and v.ok is False:
        note = " (repaired: " + (v.repair or "") + ")" if answer.repaired else ""
        console.print(f"[yellow]warning:[/] {escape(v.summary)}{escape(note)}", highlight=False)
    if answer.citations:
        console.print("[dim]citations:[/] " + escape("; ".join(
            f"{c.source}" + (f" @ {c.window}" if c.window else "") for c in answer.citations)), highlight=False)
    h = answer.hydration
    if h.fired:
        fetched = ", ".join(f.source + (f" @ {f.window}" if f.window else "") for f in h.fetched)
        why = " (forced)" if h.forced else " (after a phase-1 refusal)" if h.refusal else ""
        console.print(f"[dim]hydration{why}: fetched {escape(fetched)}[/]")
    if compact:
        return
    ctx = answer.context
    for tier in ctx.tiers:
        console.print(f"[dim]{escape(tier.label)}: {len(tier.items)} item(s)[/]")
        for item in tier.items[:3]:
            text = item.text if len(item.text) <= 110 else item.text[:107] + "…"
            console.print(f"[dim]   • {escape(text)}[/]", highlight=False)
    u = answer.usage
    if u:
        console.print(f"[dim]usage: {u.get('prompt_tokens', '?')} prompt + {u.get('completion_tokens', '?')} completion tokens[/]")
    console.print(f"[dim]route: {escape(', '.join(ctx.route['kbs']))} · timings (ms): "
                  + escape(", ".join(f"{k} {v:.0f}" for k, v in answer.timings.items())) + "[/]")
