"""Facts, computations and spans rendered as short plain sentences with their source.

Sentence form is deliberate: sub-1B models copy a value from "X: the maximum share was
37.5% at second 146" far more reliably than from a key-value dump. Numbers are written
exactly as stored (no thousands separators, no rounding beyond the fact's own), and
every sentence ends with the citation marker the conversation step parses.
"""

from __future__ import annotations

from decimal import Decimal

from ..axis import describe_position, format_number, format_position, readings_phrase
from ..facts.operators import (
    AcrossRows,
    Change,
    Computation,
    Difference,
    NearestReading,
    Ranking,
    ValueAt,
    WindowExtremes,
    WindowRanking,
    WindowStatistic,
    rounded_percent,
)
from ..model import Fact, Span
from ..specs import AxisSpec

#: a long plateau can tie a maximum at thousands of positions; a sentence names the first few
MAX_TIED_SHOWN = 10

STAT_WORDS = {
    "max": "maximum (peak)",
    "min": "minimum (lowest)",
    "mean": "average",
    "first": "first",
    "last": "last",
    "sum": "total",
    "count": "number of readings of",
}


def with_unit(value: str, unit: str | None) -> str:
    if not unit:
        return value
    return f"{value}{unit}" if unit == "%" else f"{value} {unit}"


def cite(source: str, where: str | None = None) -> str:
    return f"[{source} @ {where}]" if where else f"[{source}]"


def position_phrase(axis: AxisSpec, position: float) -> str:
    return describe_position(position, axis.name, axis.kind)


def fact_sentence(fact: Fact, axis: AxisSpec) -> str:
    if fact.origin == "computed" and fact.statistic:
        stat = STAT_WORDS.get(fact.statistic, fact.statistic)
        if fact.statistic == "count":
            head = f"{fact.subject}: the {stat} {fact.metric} was {fact.object}"
        else:
            head = f"{fact.subject}: the {stat} {fact.metric} was {with_unit(fact.object, fact.unit)}"
        positions = fact.positions or ((fact.position,) if fact.position is not None else ())
        where = None
        if positions:
            where = position_phrase(axis, positions[0])
            shown = positions[:MAX_TIED_SHOWN]
            at = " and at ".join(position_phrase(axis, p) for p in shown)
            # a tie is announced before its positions: written after the first position,
            # both small models stopped at that first position (measured on the battery)
            if fact.tie_count > len(shown):
                head += (f", tied at {fact.tie_count} positions (the first {len(shown)} shown): "
                         f"at {at}")
            elif fact.tie_count > 1:
                head += f", tied at {fact.tie_count} positions: at {at}"
            else:
                head += f" at {at}"
        return f"{head} {cite(fact.source, where)}."
    return _curated_sentence(fact)


def fact_citation(fact: Fact, axis: AxisSpec) -> str:
    """The citation marker :func:`fact_sentence` ends with."""
    if fact.origin == "computed" and fact.statistic:
        positions = fact.positions or ((fact.position,) if fact.position is not None else ())
        return cite(fact.source, position_phrase(axis, positions[0]) if positions else None)
    return cite(fact.source or fact.context)


def _curated_sentence(fact: Fact) -> str:
    predicate = fact.predicate.replace("_", " ")
    obj = with_unit(fact.object, fact.unit)
    ctx = f" ({fact.context})" if fact.context else ""
    return f"{fact.subject} — {predicate}: {obj}{ctx} {cite(fact.source or fact.context)}."


def span_window(span: Span, axis: AxisSpec) -> str | None:
    if span.start is None:
        return f"paragraph {span.ordinal + 1}" if span.kind == "paragraph" else None
    if span.end is None or span.end == span.start:
        return format_position(span.start, axis.kind)
    return f"{format_position(span.start, axis.kind)}–{format_position(span.end, axis.kind)}"


def span_citation(span: Span, axis: AxisSpec) -> str:
    return cite(span.source, span_window(span, axis))


def span_line(span: Span, axis: AxisSpec, label: str | None = None) -> str:
    """``[source @ window] Speaker: text``, after ``label — `` when the passage was selected
    for a position (see :func:`address_label`)."""
    who = f"{span.speaker}: " if span.speaker else ""
    section = f"({span.section}) " if span.section else ""
    line = f"{cite(span.source, span_window(span, axis))} {section}{who}{span.text}"
    return f"{label} — {line}" if label else line


def address_label(axis: AxisSpec, position: float) -> str:
    """The position a Tier-1 passage answers, in the facts' own words: ``At second 146 (02:26)``.

    Measured on Qwen2.5-0.5B: asked "what was said at second 1060", it refused although the
    passage ``[notte_italiana.srt @ 17:39–17:44]`` was in the prompt; a small model does not
    map a second to a clock window, so the engine writes the mapping next to the passage.
    Passages aligned with an extreme carry no label: "At second 146, the peak share — [….srt]"
    made SmolLM2 cite the transcript for the share (measured)."""
    return f"At {position_phrase(axis, position)}"


def number(value: float) -> str:
    return format_number(value)


# --------------------------------------------------------------------------- computations
def _plain(d: Decimal) -> str:
    return format(d, "f")


def difference_sentence(c: Difference) -> str:
    """``A's maximum (peak) share (37.5%) is higher than B's (36.5%) by 1.0 percentage point
    (37.5 − 36.5 = 1.0)``. The ratio is written only when asked for: measured on
    Qwen2.5-0.5B, "how much higher" with both figures in the sentence was answered with the
    ratio, the last number written."""
    a, b = c.larger, c.smaller
    unit = a.unit
    unit_words = ("percentage point" if c.diff == 1 else "percentage points") if unit == "%" else (unit or "")
    what = f"{STAT_WORDS.get(a.statistic or '', a.statistic or '')} {a.metric}"
    if c.diff == 0:
        head = f"{a.subject} and {b.subject} have the same {what} ({with_unit(a.object, unit)})"
    else:
        head = (
            f"{a.subject}'s {what} ({with_unit(a.object, unit)}) is higher than {b.subject}'s "
            f"({with_unit(b.object, unit)}) by {_plain(c.diff)} {unit_words} "
            f"({a.object} − {b.object} = {_plain(c.diff)})"
        ).replace("  ", " ")
    times = f"; ratio {a.object} / {b.object} = {format_number(round(float(c.ratio), 4))}" if c.ratio is not None else ""
    return f"{head}{times} {cite(a.source)} {cite(b.source)}."


#: entities a ranking sentence names (the rest are counted)
MAX_RANKED_SHOWN = 10


def _more(total: int, shown: int) -> str:
    return f", and {total - shown} more" if total > shown else ""


def ranking_sentence(c: Ranking) -> str:
    first = c.ordered[0][1]
    stat = first.statistic or ""
    what = f"{STAT_WORDS.get(stat, stat)} {first.metric}"
    shown = c.ordered[:MAX_RANKED_SHOWN]
    order = ", ".join(f"{f.subject} {with_unit(f.object, f.unit)}" for _k, f in shown) + _more(len(c.ordered), len(shown))
    word = "highest" if c.highest else "lowest"
    names = " and ".join(f"{f.subject}'s" for _k, f in c.winners)
    return (f"Ranked by {what}, {word} first: {order}. The {word} is {names} "
            f"{with_unit(first.object, first.unit)} {' '.join(cite(f.source) for _k, f in c.winners)}.")


def value_at_sentence(c: ValueAt, axis: AxisSpec) -> str:
    where = position_phrase(axis, c.position)
    return (f"{c.entity}: the {c.metric} at {where} was "
            f"{with_unit(format_number(c.value), c.unit)} {cite(c.source, where)}.")


def window_sentence(c: WindowExtremes, axis: AxisSpec) -> str:
    span = f"between {position_phrase(axis, c.start)} and {position_phrase(axis, c.end)}"
    return (
        f"{c.entity}: {span} the {c.metric} ranged from "
        f"{with_unit(format_number(c.min_value), c.unit)} at {position_phrase(axis, c.min_position)} to "
        f"{with_unit(format_number(c.max_value), c.unit)} at {position_phrase(axis, c.max_position)} "
        f"({readings_phrase(c.count)}) {cite(c.source, span)}."
    )


def interval_phrase(axis: AxisSpec, start: float, end: float) -> str:
    if start == end:
        return f"at {position_phrase(axis, start)}"
    return f"between {position_phrase(axis, start)} and {position_phrase(axis, end)}"


def interval_citation(source: str, axis: AxisSpec, start: float, end: float) -> str:
    """``[src @ year 2007]`` for a point, ``[src @ between … and …]`` for a range."""
    return cite(source, position_phrase(axis, start) if start == end else interval_phrase(axis, start, end))


def window_statistic_sentence(c: WindowStatistic, axis: AxisSpec) -> str:
    """``Seattle: between date 2015-01-01 and date 2015-12-31 the maximum (peak) temp_max was
    35.6 °C at date 2015-06-27 (365 readings)``: computed over the asked interval only."""
    span = interval_phrase(axis, c.start, c.end)
    stat = STAT_WORDS.get(c.statistic, c.statistic)
    value = format_number(round(c.value, 4)) if c.statistic == "mean" else format_number(c.value)
    if c.statistic == "count":
        return f"{c.entity}: {span} the {stat} {c.metric} was {value} {interval_citation(c.source, axis, c.start, c.end)}."
    head = f"{c.entity}: {span} the {stat} {c.metric} was {with_unit(value, c.unit)}"
    if c.positions:
        shown = c.positions[:MAX_TIED_SHOWN]
        at = " and at ".join(position_phrase(axis, p) for p in shown)
        tie = f", tied at {len(c.positions)} positions:" if len(c.positions) > 1 else ""
        head += f"{tie} at {at}"
    return f"{head} ({readings_phrase(c.count)}) {interval_citation(c.source, axis, c.start, c.end)}."


def _distance(axis: AxisSpec, d: float) -> str:
    unit = {"date": "days", "datetime": "seconds", "clock": "seconds"}.get(axis.kind, f"{axis.name}s")
    return f"{format_number(d)} {unit}"


def nearest_sentence(c: NearestReading, axis: AxisSpec) -> str:
    """No reading at the asked position: both neighbours, each with its distance, the
    nearer first."""
    parts = []
    for pos, value in sorted((c.before, c.after), key=lambda pv: (abs(pv[0] - c.requested), pv[0])):
        where = position_phrase(axis, pos)
        side = "before" if pos < c.requested else "after"
        parts.append(f"{with_unit(format_number(value), c.unit)} at {where} ({_distance(axis, abs(pos - c.requested))} "
                     f"{side}) {cite(c.source, where)}")
    return (f"{c.entity}: there is no {c.metric} reading at {position_phrase(axis, c.requested)}; the nearest "
            f"readings are {parts[0]} and {parts[1]}.")


def signed(d: Decimal) -> str:
    text = format(d, "f")
    return text if d < 0 else f"+{text}"


def change_sentence(c: Change, axis: AxisSpec) -> str:
    """Both readings, the change and the percent change (rounded half-up to two decimals)."""
    a, b = position_phrase(axis, c.start), position_phrase(axis, c.end)
    first, last = format_number(c.first), format_number(c.last)
    pct = ""
    if c.percent is not None:
        pct = f", {signed(rounded_percent(c.percent))}%"
    return (f"{c.entity}: the {c.metric} was {with_unit(first, c.unit)} at {a} and {with_unit(last, c.unit)} "
            f"at {b}: a change of {signed(c.diff)}{pct} ({last} − {first} = {format(c.diff, 'f')}) "
            f"{cite(c.source, a)} {cite(c.source, b)}.")


def window_ranking_sentence(c: WindowRanking, axis: AxisSpec, shown: int = MAX_RANKED_SHOWN) -> str:
    """``Ranked by the maximum lifeExp at year 1952, highest first: Norway 72.67, …``."""
    first = c.ordered[0]
    span = interval_phrase(axis, first.start, first.end)
    word = "highest" if c.highest else "lowest"
    what = f"{STAT_WORDS.get(first.statistic, first.statistic)} {first.metric}"
    if first.start == first.end:
        what = first.metric
    head = c.ordered[:shown]
    order = ", ".join(f"{r.entity} {with_unit(format_number(r.value), r.unit)}" for r in head)
    names = " and ".join(f"{r.entity}'s" for r in c.winners)
    cites = " ".join(dict.fromkeys(interval_citation(r.source, axis, r.start, r.end) for r in c.winners))
    return (f"Ranked by {what} {span}, {word} first ({len(c.ordered)} entities): {order}"
            f"{_more(len(c.ordered), len(head))}. The {word} is {names} "
            f"{with_unit(format_number(first.value), first.unit)} {cites}.")


#: how each operation across rows is written: its name, and the sign between the readings
_ROW_WORDS = {"sum": ("sum", "+"), "difference": ("difference", "−"), "percent_of": ("share", "/"),
              "ratio": ("ratio", "/")}


def across_rows_sentence(c: AcrossRows, axis: AxisSpec) -> str:
    where = position_phrase(axis, c.first.position)
    name, sign = _ROW_WORDS[c.operation]
    a, b = (with_unit(format_number(r.value), r.unit) for r in (c.first, c.second))
    what = (f"{c.first.entity} as a percentage of {c.second.entity}" if c.operation == "percent_of"
            else f"the {name} of {c.first.entity} and {c.second.entity}")
    tail = " × 100" if c.operation == "percent_of" else ""
    cites = " ".join(dict.fromkeys(cite(r.source, where) for r in (c.first, c.second)))
    return f"At {where}, {what}: {a} {sign} {b}{tail} = {with_unit(format(c.value, 'f'), c.unit)} {cites}."


def computation_sentence(c: Computation, axis: AxisSpec) -> str:
    """The sentence for any operator result (``axis``: the KB the operands come from)."""
    if isinstance(c, AcrossRows):
        return across_rows_sentence(c, axis)
    if isinstance(c, Difference):
        return difference_sentence(c)
    if isinstance(c, Ranking):
        return ranking_sentence(c)
    if isinstance(c, ValueAt):
        return value_at_sentence(c, axis)
    if isinstance(c, WindowStatistic):
        return window_statistic_sentence(c, axis)
    if isinstance(c, NearestReading):
        return nearest_sentence(c, axis)
    if isinstance(c, Change):
        return change_sentence(c, axis)
    if isinstance(c, WindowRanking):
        return window_ranking_sentence(c, axis)
    return window_sentence(c, axis)
