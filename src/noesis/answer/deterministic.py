"""Answers the engine gives by itself, with zero model cost (``--deterministic``).

Only when the question resolves fully by rule; each rule reads the plan and the typed
evidence of the context (never its rendered text) and returns a :class:`Resolved` — the
answer's text and its typed :class:`~noesis.answer.result.Result`:

* every named target absent or ambiguous → the refusal, naming what is missing;
* two KBs compute the asked statistic of an anchored entity with values that disagree →
  a question back stating both and where each comes from, never one of them;
* a named metric that no anchored entity holds → the refusal, naming the pair;
* a verbatim question at one point address → the spans covering it, quoted;
* an anchored entity and every word of one of its curated predicates ("average MPG")
  → the Priority-1 fact, with disagreeing Priority-2 values named as background;
* an interval or position the question names → the query-time values over it (a reading,
  the nearest reading, a statistic over the interval, a change), never a whole-series fact;
* every anchored entity has a Priority-1 fact for every named metric and statistic
  (plus the computed difference when two are compared);
* a named metric and extreme with no entity → the winner across routed entities (over the
  asked interval when there is one).

A question that also names absent or ambiguous targets gets the statement of what is not
covered appended; one with a constraint the plan could not apply ("after minute 30") gets
no deterministic answer but the refusal. Anything else returns ``None``: a model is needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..axis import format_number
from ..context.contradictions import value_text
from ..context.evidence import Item
from ..context.kb_conflicts import KBConflict, kb_conflicts
from ..context.prompt import REFUSAL
from ..context.result import Context
from ..context.sentences import fact_sentence, interval_citation, interval_phrase, with_unit
from ..facts.operators import (
    AcrossRows,
    Change,
    Difference,
    NearestReading,
    ValueAt,
    WindowRanking,
    WindowStatistic,
)
from ..facts.tablequery import TableAnswer, TableRefusal
from ..mesh import Mesh
from ..model import Fact
from ..naming import complement_word, leading_qualifier
from ..query.positionforms import (
    asked_extreme,
    asked_threshold,
    asks_position_count,
    asks_which_position,
    asks_year_of_dated_columns,
    named_years,
)
from ..query.references import Reference
from ..query.tablequestion.lexicon import TableLexicon
from ..query.tokens import Token, tokenize
from ..text import fold
from .asked import asks_ratio_beyond, unanswered_arithmetic
from .coverage import every_window_read, partial_window
from .implied import implied_metric
from .result import Operand, Result, combined, computation_result, fact_operand, table_result
from .rowbinding import competing_rows, leading_rivals, series_owners, words_of
from .sectionforms import components_answer
from .signs import difference_size, negative_change_unsigned
from .statedintext import (
    MAX_STATING_PASSAGES,
    captioned,
    content_words,
    ignored_words,
    leftover_words,
    negated_qualifiers,
    stating_passage,
)
from .statedrounding import stated_rounded
from .tableforms import table_positions_answer

NEEDS_MODEL = (
    "This question needs a language model: it does not resolve to computed facts alone."
)


def undecided_reason(ctx: Context) -> str:
    """Why no rule answered: the table reading's reason (the question fits several tables …),
    else the question's words no computed fact reads (:func:`unread_phrases`) — said beside
    "needs a language model", so a decline carries its reason."""
    tc = ctx.plan.table
    if tc is not None and tc.query is None and tc.reason:
        return f" The table reading: {tc.reason}."
    phrases = unread_phrases(ctx)
    if not phrases:
        return ""
    return (f" No row, measure or time of the knowledge bases reads {', '.join(repr(p) for p in phrases)}: "
            "the computed facts do not answer it.")


def unread_phrases(ctx: Context) -> tuple[str, ...]:
    """The question's runs of content words, as written, that no name it matched, no metric
    it named, no position it stated and no function, statistic, period or arithmetic word of
    its language reads (:func:`~noesis.answer.statedintext.leftover_words`)."""
    tc = ctx.plan.table
    read = [*_asked_names(ctx), *(w.text for k in ctx.plan.kbs for w in k.windows),
            *(tc.claimed_words if tc is not None else ())]  # what the table reading read ("morning") is read
    left = leftover_words(ctx.question, read, ignored_words(ctx.plan.language))
    runs: list[list[Token]] = [[]]
    for t in tokenize(ctx.question):
        words = content_words(t.fold) if t.kind == "word" else frozenset()
        if words and words <= left:
            runs[-1].append(t)
        elif runs[-1]:
            runs.append([])
    return tuple(ctx.question[r[0].start:r[-1].end] for r in runs if r)


@dataclass(frozen=True)
class Resolved:
    text: str
    result: Result
    #: a refusal that states a reason a model may answer around (an unread word, a measure
    #: the table does not name): with a model configured the question still reaches it, the
    #: reason in its context; the engine's refusal is the deterministic answer
    reaches_model: bool = False
    #: evidence the answer read beyond the context (a section's row spans): verified against it too
    read: tuple[Item, ...] = ()


def tier0_facts(ctx: Context) -> list[tuple[str, Fact]]:
    """The Tier-0 facts (Priority 1 and 2) as ``(kb, fact)``, by KB then fact id."""
    found = [(i.kb, i.evidence) for i in ctx.tier(0) if i.kind in ("fact", "background") and isinstance(i.evidence, Fact)]
    return sorted(found, key=lambda kf: (kf[0], kf[1].id))


def _anchored(ctx: Context) -> dict[str, tuple[str, ...]]:
    return {k.kb: k.entities for k in ctx.plan.kbs if k.entities}


def _windowed(ctx: Context) -> bool:
    """The question names an interval or position on a routed KB's axis."""
    return any(k.windows for k in ctx.plan.kbs)


def _not_answered(ctx: Context) -> list[str]:
    """What the answer must say it does not cover: absent names, ambiguous names."""
    plan = ctx.plan
    out = []
    if plan.unresolved:
        names = ", ".join(f'"{n}"' for n in plan.unresolved)
        out.append(f"The knowledge bases hold no data about {names}.")
    for r in plan.ambiguous:
        out.append(f'"{r.text}" matches several entities: {"; ".join(r.candidates)}. Name the one you mean.')
    return out


def not_covered_statement(ctx: Context, text: str) -> str:
    """``text`` followed by what it does not cover — absent or ambiguous names — that it does
    not already name: the engine states it itself, whoever wrote ``text``."""
    said = fold(text)
    absent = [n for n in ctx.plan.unresolved if fold(n) not in said]
    out = [text]
    if absent:
        out.append("The knowledge bases hold no data about " + ", ".join(f'"{n}"' for n in absent) + ".")
    out += [f'"{r.text}" matches several entities: {"; ".join(r.candidates)}. Name the one you mean.'
            for r in ctx.plan.ambiguous if fold(r.text) not in said]
    return " ".join(out)


def _not_covered(ctx: Context) -> tuple[str, ...]:
    return ctx.plan.unresolved + tuple(r.text for r in ctx.plan.ambiguous)


def refusal_for_unresolved(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Every named target is absent or ambiguous: the refusal, naming what is missing."""
    if not ctx.plan.unresolved_only:
        return None
    said = _not_answered(ctx)
    first = said[0][0].lower() + said[0][1:]
    return Resolved(f"{REFUSAL}: " + " ".join([first, *said[1:]]), Result("refusal", not_covered=_not_covered(ctx)))


def _asked_conflicts(ctx: Context) -> list[KBConflict]:
    """The cross-KB conflicts among Tier 0's computed facts that the question asks about:
    an anchored entity, a named metric (or the table reading's measure), a named statistic
    (or the table reading's operation)."""
    plan, table = ctx.plan, ctx.plan.table
    entities = {fold(e) for k in plan.kbs for e in k.entities}
    metrics = {fold(m) for m in plan.named_metrics}
    statistics = set(plan.statistics)
    if table is not None and table.bound and table.query is not None:
        metrics.add(fold(table.query.measure))
        statistics |= {table.query.statistic or table.query.op}
    return [c for c in kb_conflicts(f for f in tier0_facts(ctx) if f[1].priority == 1)
            if c.key[0] in entities and c.key[1] in metrics and c.key[2] in statistics]


def kb_conflict_question(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Two KBs compute what the question asks with values that disagree (the same name, two
    entities the mesh cannot tell apart): the question back, with both values and their
    origins — never one of them as the answer (:mod:`noesis.context.kb_conflicts`)."""
    found = _asked_conflicts(ctx)
    if not found:
        return None
    kbs = sorted({kb for c in found for kb in c.kbs})
    said = " ".join(c.sentence(mesh) for c in found)
    said = said[0].lower() + said[1:]
    reason = said.removesuffix(".") + f". Which one do you mean? Ask one knowledge base ({' or '.join(kbs)})."
    ops = tuple(fact_operand(kb, f, mesh.inventory(kb).axis) for c in found for kb, f in c.facts)
    return Resolved(f"{REFUSAL}: {reason}", Result("refusal", ops, not_covered=_not_covered(ctx), reason=reason,
                                                   reason_kind="kb_conflict"))


def absent_metric(ctx: Context, mesh: Mesh) -> Resolved | None:
    """The question names a metric some KB holds and entities that hold none of it ("the
    life expectancy of Seattle"): the refusal, naming the pair — never another entity's."""
    plan, entities = ctx.plan, _anchored(ctx)
    if not entities or not plan.named_metrics or plan.verbatim:
        return None
    for kb, ents in entities.items():
        held = mesh.inventory(kb).series_of
        if any(fold(e) in held.get(m, {}) for e in ents for m in plan.named_metrics):
            return None
    if any(f.origin == "curated" for _kb, f in tier0_facts(ctx)):
        return None  # a curated fact may answer it (curated_lookup decides)
    names = " and ".join(e for ents in entities.values() for e in ents)
    metrics = ", ".join(plan.named_metrics)
    return Resolved(f"{REFUSAL}: the knowledge bases hold no {metrics} data for {names}.",
                    Result("refusal", not_covered=(f"{metrics} of {names}",)))


def quoted_at_address(ctx: Context, mesh: Mesh) -> Resolved | None:
    """A verbatim question at one point address: quote the spans covering that point."""
    if not ctx.plan.verbatim:
        return None
    points = ctx.plan.points
    spans = [i for i in ctx.tier(1) if i.rule in ("address", "co_mention")]
    if len(points) != 1 or not spans:
        return None
    label = spans[0].label
    if label:  # Tier-1 lines already say which position they answer (address_label)
        text = " ".join([spans[0].text] + [i.text.removeprefix(label + " — ") for i in spans[1:]])
    else:
        text = "At " + points[0].text.removeprefix("at ") + ": " + " ".join(i.text for i in spans)
    return Resolved(text, Result("quote"))


def curated_lookup(ctx: Context, mesh: Mesh) -> Resolved | None:
    """An anchored entity plus every word of a curated predicate in the question."""
    entities = _anchored(ctx)
    if not entities:
        return None
    q = set(fold(ctx.question).split())
    hits: list[tuple[str, Fact]] = []
    overruled = {i.evidence.id for i in ctx.tier(0) if i.contradicts is not None and isinstance(i.evidence, Fact)}
    for kb, f in tier0_facts(ctx):
        if f.id in overruled:
            continue  # a computed fact states otherwise: it answers (_overruled says so)
        anchored = {fold(e) for e in entities.get(kb, ())}
        if f.origin != "curated" or not ({fold(f.subject), fold(f.object)} & anchored):
            continue
        words = {w for w in fold(f.predicate).split() if len(w) >= 3 and w not in ctx.plan.language.glue_words}
        if words and words <= q:
            hits.append((kb, f))
    p1 = [(k, f) for k, f in hits if f.priority == 1]
    if not p1:
        return None
    text = " ".join(fact_sentence(f, mesh.inventory(k).axis) for k, f in p1)
    p2 = [(k, f) for k, f in hits if f.priority >= 2 and all(f.object != g.object for _k, g in p1)]
    if p2:
        text += " Background statistics (Priority 2) disagree: " + " ".join(
            fact_sentence(f, mesh.inventory(k).axis) for k, f in p2) + " The Priority 1 value prevails."
    ops = tuple(fact_operand(k, f, mesh.inventory(k).axis) for k, f in p1)
    return Resolved(text, Result("curated", ops))


_READINGS = (ValueAt, NearestReading, WindowStatistic, Change)


def _computations(ctx: Context, kinds: tuple[type, ...]) -> list[Item]:
    return [i for i in ctx.tier(0) if i.kind == "computation" and isinstance(i.evidence, kinds)]


def _metrics_of(ctx: Context, mesh: Mesh, kb: str, entity: str) -> tuple[str, ...]:
    """The metrics the question asks of ``entity``: the named ones, else the entity's only
    metric — a report table's row (a line item) is a series of one measure, so naming the
    row names it; an entity with several metrics and none named gives none (no answer)."""
    named = ctx.plan.kb(kb).metrics
    if named:
        return named
    return implied_metric(mesh.inventory(kb).series_of, entity)


def row_not_unique(ctx: Context, mesh: Mesh) -> Resolved | None:
    """A row bound by name while another row reads the question better (:mod:`.rowbinding`,
    :mod:`noesis.naming`): the question back naming why, never the bound row's value."""
    plan = ctx.plan
    refs = [r for r in plan.references.matched if r.level == "entity" and r.entity]
    ignored = plan.language.glue | {w for v in plan.vocabulary_words for w in words_of(v)}
    content = words_of(ctx.question) - ignored
    for r in refs:
        others = frozenset().union(*(words_of(x.text) for x in refs if x is not r))
        inv = mesh.inventory(r.kb)
        reason = _row_misread(ctx.question, r, content - others, series_owners(inv.series_of, inv.entities))
        if reason is not None:
            return Resolved(f"{REFUSAL}: {reason}.", Result("refusal", not_covered=_not_covered(ctx), reason=reason,
                                                           reason_kind="ambiguous_row"))
    return None


def _row_misread(question: str, r: Reference, content: frozenset[str], rows: tuple[str, ...]) -> str | None:
    """Why the row ``r`` is bound by words that name another amount or row, first that applies:
    a qualifier it lacks ("net"), a word before it that makes it another amount's qualifier
    ("before"), a word other rows say and it does not ("federal"), rows holding more of the
    question's words; None when it is the question's row."""
    if (word := leading_qualifier(question, r.text, r.entity)) is not None:
        return (f"'{word} {r.text}' names a {word} amount, and the row {r.entity} it reads as is not one: "
                "name the row you mean")
    if (word := complement_word(question, r.text, r.entity)) is not None:
        return f"'{word} {r.text}' qualifies another amount than the row {r.entity}: name the row you mean"
    if (lead := leading_rivals(question, r.text, r.entity, content, rows)) is not None:
        word, phrase, rivals = lead
        return (f"'{word} {phrase}' reads as the row {r.entity}, which does not say '{word}', and "
                f"{'; '.join(rivals)} {'does' if len(rivals) == 1 else 'do'}: name the row you mean")
    if rivals := competing_rows(r.entity, content, rows):
        return (f"'{r.text}' reads as the row {r.entity}, but {'; '.join(rivals)} "
                f"{'holds' if len(rivals) == 1 else 'hold'} more of the question's words: name the row you mean")
    return None


def _around_table(ctx: Context, found: Resolved) -> bool:
    """A series rule's answer read from the very table the table reading refused (an operation
    it cannot compute, words not applied, a scope outside its data, a name it lacks): the refusal
    stands — never the count of readings of "the slowest month … how many were started". Another
    source's rows (a report's table beside the CSV) may still answer."""
    tc = ctx.plan.table
    if tc is None or tc.query is not None or not tc.reason or tc.reason_kind == "ambiguous_table":
        return False
    return any(o.kb == tc.kb and o.source == tc.source for o in found.result.operands)


def _table_refused(ctx: Context) -> bool:
    """The table reading read the question and refused it: its reason stands, and no rule
    reading the table as one series per row answers around it."""
    tc = ctx.plan.table
    return tc is not None and tc.query is None and bool(tc.reason)


def which_position_extreme(ctx: Context, mesh: Mesh) -> Resolved | None:
    """"In which year was X larger / the largest?": one anchored row, no interval, no change
    asked, an extreme word (:func:`asked_extreme`) and a "which" that asks for a position:
    the position of the row's computed maximum (minimum), when it is not tied."""
    plan, entities = ctx.plan, _anchored(ctx)
    if _windowed(ctx) or plan.change or _ratio_asked(ctx) or len(entities) != 1:
        return None
    if _table_refused(ctx):
        return None
    ((kb, ents),) = entities.items()
    axis = mesh.inventory(kb).axis
    direction = asked_extreme(ctx.question, plan.language)
    dated = asks_year_of_dated_columns(ctx.question, axis, plan.language)
    if len(ents) != 1 or direction is None or not (dated or asks_which_position(ctx.question, axis, plan.language)):
        return None
    metrics = _metrics_of(ctx, mesh, kb, ents[0])
    found = [f for k, f in tier0_facts(ctx) if k == kb and f.origin == "computed" and f.priority == 1
             and fold(f.subject) == fold(ents[0]) and f.metric in metrics and f.statistic == direction]
    if len(metrics) != 1 or len(found) != 1 or found[0].tie_count > 1 or len(found[0].positions) > 1:
        return None  # no one position (tied, or several metrics): not answered by rule
    peak = [f for k, f in tier0_facts(ctx) if k == kb and f.origin == "computed" and f.statistic == "max"
            and fold(f.subject) == fold(ents[0]) and f.metric == metrics[0]]
    if peak and peak[0].value is not None and peak[0].value < 0:
        return None  # every reading negative (written in parentheses): "larger" may mean the magnitude
    result = Result("ranking", (fact_operand(kb, found[0], axis),))
    if dated and (result := _in_named_years(result, _row_positions(mesh, kb, ents[0], metrics[0]))) is None:
        return None
    return Resolved(fact_sentence(found[0], axis), result)


def _ratio_asked(ctx: Context) -> bool:
    """Whether the question asks a ratio (:attr:`Plan.ratio`) beyond the rows it names
    (:func:`~noesis.answer.asked.asks_ratio_beyond`)."""
    names = [r.text for r in ctx.plan.references.matched]
    return ctx.plan.ratio and asks_ratio_beyond(ctx.question, names, ctx.plan.language)


def _row_positions(mesh: Mesh, kb: str, entity: str, metric: str) -> list[float]:
    """Every position of ``entity``'s series of ``metric`` that holds a reading."""
    inv = mesh.inventory(kb)
    src = inv.series_of.get(metric, {}).get(fold(entity))
    return [float(p) for _n, s in (inv.kb.store.series(source=src, metric=metric) if src else ())
            if fold(s.entity) == fold(entity) for p, v in zip(s.positions, s.values, strict=True) if v == v]


def _in_named_years(result: Result, positions: list[float]) -> Result | None:
    """``result`` with each operand's position written as the year its dated column is
    named for (:func:`~noesis.query.positionforms.named_years` over the row's ``positions``);
    None when the columns do not name one year each."""
    years = named_years(positions)
    if years is None or any(p not in years for o in result.operands for p in o.positions):
        return None
    ops = tuple(replace(o, positions_text=tuple(str(years[p]) for p in o.positions)) for o in result.operands)
    return replace(result, operands=ops)


def which_positions(ctx: Context, mesh: Mesh) -> Resolved | None:
    """"In which years was X less than 100 million / calculated?": the positions of the one
    anchored row's readings (Tier 0 lists them: :func:`~noesis.context.tier0.readings_of_asked_row`)
    that meet the question's threshold, or all of them; nothing when the threshold's scale
    and the readings' cannot be compared, or no reading meets it."""
    plan, entities = ctx.plan, _anchored(ctx)
    if _windowed(ctx) or len(entities) != 1 or len(next(iter(entities.values()))) != 1:
        return None  # an address: the readings there are values asked, not positions
    if _table_refused(ctx):
        return None
    kb = next(iter(entities))
    counted = asks_position_count(ctx.question, mesh.inventory(kb).axis, plan.language)
    dated = asks_year_of_dated_columns(ctx.question, mesh.inventory(kb).axis, plan.language)
    if not counted and not dated and not asks_which_position(ctx.question, mesh.inventory(kb).axis, plan.language):
        return None
    readings = [i for i in _computations(ctx, (ValueAt,)) if i.rule == "value_at"]
    if not readings or len({(i.kb, i.evidence.entity, i.evidence.metric) for i in readings}) != 1:
        return None
    threshold = asked_threshold(ctx.question, plan.language)
    all_readings = readings
    if threshold is not None:
        held = [threshold.holds(i.evidence.value, i.evidence.unit) for i in readings]
        if None in held:
            return None
        readings = [i for i, ok in zip(readings, held, strict=True) if ok]
    if counted and mesh.inventory(kb).axis.kind == "date" and named_years(
            [i.evidence.position for i in all_readings]) is None:
        return None  # dated columns that are not one year each: no count of years
    if counted:
        return _position_count(ctx, mesh, all_readings, readings, threshold)
    if not readings:
        return None
    axis = mesh.inventory(readings[0].kb).axis
    ops = tuple(computation_result(i.evidence, axis).operands[0] for i in readings)
    result = Result("positions", ops)
    if dated and (result := _in_named_years(result, [i.evidence.position for i in all_readings])) is None:
        return None
    return Resolved(" ".join(i.text for i in readings), result)


def _position_count(ctx: Context, mesh: Mesh, read: list[Item], meeting: list[Item], threshold) -> Resolved:
    """"How many years did X exceed …": the number of the row's readings (``read``) that meet
    the threshold (``meeting``), counted over every position the row has, with the ones met."""
    axis = mesh.inventory(read[0].kb).axis
    ops = tuple(computation_result(i.evidence, axis).operands[0] for i in meeting)
    row = read[0].evidence.entity
    noun = "position" if len(meeting) == 1 else "positions"
    text = (f"{len(meeting)} of the {len(read)} {'reading' if len(read) == 1 else 'readings'} of {row} "
            f"{'meets' if len(meeting) == 1 else 'meet'} '{threshold.text}' ({len(meeting)} {noun})"
            + (": " + " ".join(i.text for i in meeting) if meeting else "."))
    return Resolved(text, Result("count", ops, str(len(meeting))))


def table_positions(ctx: Context, mesh: Mesh) -> Resolved | None:
    """"What years are included in the table?": the positions its columns hold
    (:func:`~noesis.answer.tableforms.table_positions_answer`)."""
    found = table_positions_answer(ctx, mesh)
    return Resolved(*found) if found is not None else None


def section_components(ctx: Context, mesh: Mesh) -> Resolved | None:
    """"What are the components of current assets?": the rows a report's section holds, up to
    its total (:func:`~noesis.answer.sectionforms.components_answer`); the question's every word
    is the form's or the section's, so no other rule's reading of it is passed over."""
    found = components_answer(ctx, mesh)
    if found is None:
        return None
    return Resolved(found.text, found.result, reaches_model=found.result.operation == "refusal", read=found.read)


def rows_combined_answer(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Two rows combined at one position as the question asks (the sum, the difference, one
    as a percentage of the other: :func:`~noesis.context.tier0.rows_combined`)."""
    items = _computations(ctx, (AcrossRows,))
    if len(items) != 1:
        return None
    return Resolved(items[0].text, computation_result(items[0].evidence, mesh.inventory(items[0].kb).axis))


def interval_values(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Anchored entities and an interval or position: every (entity, metric) the plan names
    (or implies, :func:`implied_metric`) has its query-time value there — else no answer
    (the model, or nothing)."""
    plan = ctx.plan
    entities = _anchored(ctx)
    if not entities or not _windowed(ctx) or plan.ratio:
        return None  # a ratio of interval values is not computed: not an answer by rule
    items = _computations(ctx, (Change,) if plan.change else _READINGS)
    have = {(i.kb, fold(i.evidence.entity), i.evidence.metric) for i in items}
    asked: set[tuple[str, str, str]] = set()
    for kb, ents in entities.items():
        kbp = plan.kb(kb)
        if not kbp.windows:
            continue
        for ent in ents:
            metrics = _metrics_of(ctx, mesh, kb, ent)
            if not metrics:
                return None
            asked |= {(kb, fold(ent), m) for m in metrics}
    if not asked or not asked <= have:
        return None
    items = [i for i in items if (i.kb, fold(i.evidence.entity), i.evidence.metric) in asked]
    listed = not plan.statistics and not plan.change  # each window asked for its own value
    if listed and not every_window_read([(i.kb, fold(i.evidence.entity), i.evidence.metric) for i in items],
                                        asked, {kb: len(plan.kb(kb).windows) for kb in entities}):
        return None  # a listed year with no reading: the answer would leave it out
    if any(isinstance(i.evidence, WindowStatistic) and partial_window(i.evidence, mesh.inventory(i.kb).axis)
           for i in items):
        return None  # a sum or mean over years some of which have no reading
    gaps = [i for i in items if isinstance(i.evidence, NearestReading)]
    if gaps:  # no reading at the asked position: said, with its neighbours, never as the answer
        why = " ".join(i.text for i in gaps)
        return Resolved(f"{REFUSAL}: {why}", Result("refusal", not_covered=_not_covered(ctx), reason=why,
                                                    reason_kind="no_reading_at"), reaches_model=True)
    results = [_lone_reading(ctx, mesh, i.evidence) or computation_result(i.evidence, mesh.inventory(i.kb).axis)
               for i in items]
    return Resolved(" ".join(i.text for i in items), combined(results, _not_covered(ctx)))


def _lone_reading(ctx: Context, mesh: Mesh, c: object) -> Result | None:
    """A sum or mean over an interval that holds one reading, its statistic's words said only
    inside a name ("the total cost of revenue in 2019", the row "Total cost of revenue"): the
    reading at its position, which the question asks for — not a statistic it never asked.
    None for any other computation."""
    if not isinstance(c, WindowStatistic) or c.count != 1 or c.statistic not in ("sum", "mean"):
        return None
    positions = [p for p in _row_positions(mesh, c.kb, c.entity, c.metric) if c.start <= p <= c.end]
    if len(positions) != 1:
        return None
    axis = mesh.inventory(c.kb).axis
    if c.statistic not in unanswered_arithmetic(ctx.question, _asked_names(ctx), computation_result(c, axis),
                                                ctx.plan.language):
        return None
    return computation_result(ValueAt(c.kb, c.source, c.entity, c.metric, c.unit, positions[0], c.value), axis)


def _computed(ctx: Context) -> list[tuple[str, Fact]]:
    plan = ctx.plan
    return [(kb, f) for kb, f in tier0_facts(ctx)
            if f.priority == 1 and f.origin == "computed" and f.metric in plan.named_metrics
            and f.statistic in plan.statistics]


def entity_statistics(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Every anchored entity's fact for every named metric (or the one its series implies,
    :func:`_metrics_of`: "the average Interest expense" of a report's row) and statistic,
    then the computed differences; ``None`` when one of them has a series but no such fact,
    an entity with several metrics names none, or the question names an interval (a
    whole-series fact is not its answer)."""
    entities, plan = _anchored(ctx), ctx.plan
    facts = [(kb, f) for kb, f in tier0_facts(ctx)
             if f.priority == 1 and f.origin == "computed" and f.statistic in plan.statistics]
    if not entities or not plan.statistics or not facts or _windowed(ctx):
        return None
    sentences, used = [], []
    for kb, ents in sorted(entities.items()):
        inv = mesh.inventory(kb)
        for ent in ents:
            metrics = _metrics_of(ctx, mesh, kb, ent)  # named, else a report row's one measure
            if not metrics or not plan.named_metrics and not _row_mean_asked(ctx, inv, ent, metrics[0]):
                return None
            for m in metrics:
                for st in plan.statistics:
                    hit = [f for k, f in facts if k == kb and fold(f.subject) == fold(ent) and f.metric == m and f.statistic == st]
                    if not hit:
                        if fold(ent) in inv.series_of.get(m, {}):
                            return None
                        continue
                    sentences.append(fact_sentence(hit[0], inv.axis))
                    used.append(fact_operand(kb, hit[0], inv.axis))
    if not sentences:
        return None
    diffs = _computations(ctx, (Difference,))
    if plan.ratio and not any(d.evidence.ratio is not None for d in diffs):
        return None  # the ratio asked for is not computed: the facts alone are not the answer
    if plan.change:
        return None  # a change asked of whole-series facts has no interval to compute it over
    results = [Result("fact", tuple(used))] + [computation_result(i.evidence, mesh.inventory(i.kb).axis) for i in diffs]
    if len(used) == 2 and len(diffs) == 1:  # a comparison: the difference is the result
        results = [computation_result(diffs[0].evidence, mesh.inventory(diffs[0].kb).axis)]
    elif len(used) == 1 and not diffs:
        results = [Result("fact", tuple(used))]
    return Resolved(" ".join(sentences + [i.text for i in diffs]), combined(results, _not_covered(ctx)))


def _row_mean_asked(ctx: Context, inv, entity: str, metric: str) -> bool:
    """Whether a question naming a report's row and no metric asks its mean ("the average
    Interest expense"): the mean alone (a "record", a "high" is as often another word of the
    question), over two readings or more (a mean of one is a header misread), and no content
    word of the question left that neither the row nor a function word reads ("the average
    Legal reserve *within Appropriation of earnings*" may be another section's row); not of a
    row whose every reading is negative, a report's parenthesised amounts, whose mean is signed
    or not by a convention the question does not state (as a change's, :mod:`.signs`)."""
    if ctx.plan.statistics != ("mean",):
        return False
    found = inv.kb.store.series(metric=metric, entity=entity)
    values = found[0][1].values[~np.isnan(found[0][1].values)] if len(found) == 1 else np.array([])
    if len(values) < 2 or bool(np.all(values < 0)):
        return False  # every reading parenthesised: the mean's sign is a convention (answer/signs.py)
    read = [r.text for r in ctx.plan.references.matched] + [entity, metric]
    return not leftover_words(ctx.question, read, ignored_words(ctx.plan.language))


def superlative(ctx: Context, mesh: Mesh) -> Resolved | None:
    """A named metric and one extreme, no entity: the winner(s) across routed KBs — over
    the asked interval when the question names one."""
    plan = ctx.plan
    if _anchored(ctx) or len(plan.named_metrics) != 1:
        return None
    if _windowed(ctx):
        return _interval_superlative(ctx, mesh)
    facts = _computed(ctx)
    if not facts or len(plan.statistics) != 1 or plan.statistics[0] not in ("max", "min"):
        return None
    pick = max if plan.statistics[0] == "max" else min
    best = pick(f.value for _k, f in facts if f.value is not None)
    winners = [(k, f) for k, f in facts if f.value == best]
    word = "highest" if plan.statistics[0] == "max" else "lowest"
    lines = [fact_sentence(f, mesh.inventory(k).axis) for k, f in winners]
    names = " and ".join(f.subject for _k, f in winners)
    ops = tuple(fact_operand(k, f, mesh.inventory(k).axis) for k, f in winners)
    return Resolved(f"{names} had the {word} {plan.named_metrics[0]} in the routed knowledge base(s). "
                    + " ".join(lines), Result("ranking", ops))


def _interval_superlative(ctx: Context, mesh: Mesh) -> Resolved | None:
    """The ranking over the asked interval: its winner(s), or the top/bottom k asked for."""
    ranks = _computations(ctx, (WindowRanking,))
    if len(ranks) != 1:
        return None
    item = ranks[0]
    c: WindowRanking = item.evidence
    axis = mesh.inventory(item.kb).axis
    top = ctx.plan.top
    chosen = c.ordered[: top[1]] if top else c.winners
    span = interval_phrase(axis, chosen[0].start, chosen[0].end)
    word = "highest" if c.highest else "lowest"
    listed = "; ".join(f"{r.entity} {with_unit(format_number(r.value), r.unit)}" for r in chosen)
    head = f"The {len(chosen)} {word}" if top else f"The {word}"
    cites = " ".join(dict.fromkeys(interval_citation(r.source, axis, r.start, r.end) for r in chosen))
    text = f"{head} {chosen[0].metric} {span}: {listed} {cites}."
    result = computation_result(c, axis)
    return Resolved(text, Result("ranking", result.operands[: len(chosen)]))


def table_answer(ctx: Context, mesh: Mesh) -> Resolved | None:
    """The question compiled to a table query with every word read: the store's answer."""
    item = next((i for i in ctx.tier(0) if i.rule == "table_query"), None)
    if item is None or not isinstance(item.evidence, TableAnswer) or not ctx.plan.table.whole:
        return None
    return Resolved(item.text, table_result(item.evidence))


def not_applied_refusal(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Words of the question no stage of the plan applied: no number, and which words."""
    phrases = [(n.text, n.why) for n in ctx.plan.not_applied]  # the table reading's among them
    tc = ctx.plan.table
    if not phrases:
        return None
    listed = "; ".join(f"'{p}' ({why})" for p, why in phrases)
    reason = f"Not applied: {listed}"
    restated = tc is not None and tc.reason_kind == "not_expressible" and {p for p, _w in phrases} <= set(tc.not_applied)
    if tc is not None and tc.query is None and tc.reason_kind not in ("not_applied", "") and not restated:
        reason += f". Also: {tc.reason}"  # another reason than the phrases' own
    return Resolved(f"{REFUSAL}. {reason}.", Result("refusal", not_covered=_not_covered(ctx),
                                                      not_applied=tuple(p for p, _w in phrases), reason=reason,
                                                      reason_kind="not_applied"), reaches_model=True)


def bound_table_refusal(ctx: Context, mesh: Mesh) -> Resolved | None:
    """A question that names a table's measure or member and that the table reading refuses
    (a name that is no value, several measures, rows where one is asked …): its reason,
    before any rule that reads the table as one series per entity could answer around it."""
    tc = ctx.plan.table
    if tc is None or not tc.whole:
        return None
    found = table_refusal(ctx, mesh)
    if found is not None and found.result.reason_kind == "no_reading_at":
        return None  # no reading at that instant: interval_values states the nearest readings
    return found


def table_refusal(ctx: Context, mesh: Mesh) -> Resolved | None:
    """The table reading's reason there is no answer (an unknown measure, a date outside the
    data, a name that is no value, several rows where one is asked): said, not "needs a model"."""
    item = next((i for i in ctx.tier(0) if i.rule == "table_refusal"), None)
    if item is None or not isinstance(item.evidence, TableRefusal):
        return None
    ev = item.evidence
    tc = ctx.plan.table
    return Resolved(f"{REFUSAL}: {ev.reason}.", Result("refusal", not_covered=_not_covered(ctx), reason=ev.reason,
                                                       reason_kind=ev.reason_kind,
                                                       not_applied=tc.not_applied if tc is not None else ()),
                    reaches_model=True)


#: how many measures a refusal lists per table before "and N more"
LISTED_MEASURES = 8


def _measures_listed(t: TableLexicon) -> str:
    names = [m.measure.name for m in t.measures]
    more = f" and {len(names) - LISTED_MEASURES} more" if len(names) > LISTED_MEASURES else ""
    return f"{t.source} ({', '.join(names[:LISTED_MEASURES])}{more})"


def tables_unread(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Routed KBs that hold only tables, when no rule answered: the table reading's reason (it
    named no measure), or, where no table's words are in the question at all, that — with the
    tables' measures. Not "needs a language model", which is for prose a model reads."""
    tc = ctx.plan.table
    if tc is not None and (tc.query is not None or not tc.reason) or ctx.unresolved:
        return None
    invs = [mesh.inventory(kb) for kb in ctx.plan.route.kbs]
    tables = [t for inv in invs for t in inv.tables]
    if not tables or any(s.kind != "table" for inv in invs for s in inv.sources.values()):
        return None
    if tc is not None:
        reason, kind = tc.reason, tc.reason_kind or "no_measure"
    else:
        reason, kind = ("the question names no measure, name or time of "
                        + "; ".join(_measures_listed(t) for t in tables[:3])
                        + (f" and {len(tables) - 3} more tables" if len(tables) > 3 else "")
                        + ": name the measure you mean, or declare the words you use for it in the manifest's "
                        "[vocabulary]"), "no_measure"
    return Resolved(f"{REFUSAL}: {reason}.", Result("refusal", not_covered=_not_covered(ctx), reason=reason,
                                                     reason_kind=kind,
                                                     not_applied=tc.not_applied if tc is not None else ()),
                    reaches_model=True)


def kbs_empty(ctx: Context, mesh: Mesh) -> Resolved | None:
    """Routed KBs that hold no source at all (every file of the ingest failed, or none was
    given): that, by name, instead of "needs a language model" — a model has nothing to read."""
    kbs = ctx.plan.route.kbs
    if not kbs or ctx.unresolved or any(mesh.inventory(kb).sources for kb in kbs):
        return None
    reason = (f"the knowledge base{'s' if len(kbs) > 1 else ''} {', '.join(repr(kb) for kb in kbs)} "
              f"hold{'' if len(kbs) > 1 else 's'} no source: nothing was ingested (run `noesis ingest` "
              "again and read the problems it reports)")
    return Resolved(f"{REFUSAL}: {reason}.", Result("refusal", not_covered=_not_covered(ctx), reason=reason,
                                                     reason_kind="kb_empty"))


def _overruled(ctx: Context) -> list[str]:
    """Curated facts in Tier 0 that a computed fact contradicts, shown with both origins."""
    out = []
    for i in ctx.tier(0):
        f, c = i.evidence, i.contradicts
        if c is not None and isinstance(f, Fact):
            out.append(f"A curated fact in {f.source} ({f.subject} — {f.predicate}) states another value; "
                       f"the {c.statistic} {c.metric} computed from {c.source} ({value_text(c)}) prevails.")
    return out


#: tried in order; the first that answers wins
RULES = (section_components, refusal_for_unresolved, not_applied_refusal, kb_conflict_question, table_answer,
         bound_table_refusal, absent_metric, quoted_at_address, curated_lookup, row_not_unique, which_position_extreme, which_positions, table_positions, rows_combined_answer, interval_values, entity_statistics, superlative, table_refusal,
         tables_unread, kbs_empty)


def _leaves_arithmetic(ctx: Context, found: Resolved, mesh: Mesh) -> frozenset[str]:
    """What the question asks (a sum, a percentage, an average, which one, why …) that the
    result does not compute (:mod:`noesis.answer.asked`): the readings alone are not its answer."""
    if found.result.operation in ("refusal", "quote", "curated", "components"):
        return frozenset()
    axes = {o.kb: mesh.inventory(o.kb).axis for o in found.result.operands}
    return unanswered_arithmetic(ctx.question, _asked_names(ctx), found.result, ctx.plan.language, axes)


#: how a reason names what :func:`~noesis.answer.asked.unanswered_arithmetic` found asked and
#: not computed, where its name is not the question's own word
_NOT_COMPUTED = {"which": "which one", "why": "why (a reason is prose)", "extreme": "the largest or smallest",
                 "count": "an amount, not a number of readings"}
#: statistics the result computed that the question did not ask (their words only inside a name)
_UNASKED_STATISTICS = ("sum", "mean")


def arithmetic_not_computed(ctx: Context, found: Resolved, mesh: Mesh) -> Resolved | None:
    """A rule's readings where the question asks for more than they state (:func:`_leaves_arithmetic`):
    "needs a language model" with its reason — the readings found, and what is asked and not
    computed. A model configured reads the question as before (``reaches_model``)."""
    left = _leaves_arithmetic(ctx, found, mesh)
    if not left:
        return None
    read = "; ".join(_operand_phrase(o) for o in found.result.operands[:4])
    more = f" and {len(found.result.operands) - 4} more" if len(found.result.operands) > 4 else ""
    unasked = [w for w in sorted(left) if w in _UNASKED_STATISTICS]
    asked = ", ".join(_NOT_COMPUTED.get(w, f"'{w}'") for w in sorted(left) if w not in unasked)
    reasons = [f"the question asks for {asked}, which the readings found ({read}{more}) do not state by "
               "themselves"] if asked else []
    reasons += [f"it read a {w} the question does not ask for ({read}{more}): the word is only inside a name"
                for w in unasked]
    reason = "; ".join(reasons)
    return Resolved(f"{NEEDS_MODEL} The engine computes no answer: {reason}.",
                    Result("refusal", found.result.operands, not_covered=_not_covered(ctx), reason=reason,
                           reason_kind="operation_not_computed"), reaches_model=True)


def _operand_phrase(o: Operand) -> str:
    """One operand as a reason names it: "Revenue at 2019: 120 $ millions"."""
    where = f" at {', '.join(o.positions_text)}" if o.positions_text else ""
    stat = f" ({o.statistic})" if o.statistic else ""
    return f"{o.entity}{where}{stat}: {o.value}{f' {o.unit}' if o.unit else ''}"


def _asked_names(ctx: Context) -> list[str]:
    """The names the question matched and the metrics it named: their words are no operation asked."""
    return [r.text for r in ctx.plan.references.matched] + list(ctx.plan.named_metrics)


#: the rules whose answers read a series (a row): a passage may state what they do not
_SERIES_RULES = frozenset({"which_position_extreme", "which_positions", "rows_combined_answer", "interval_values",
                           "entity_statistics"})


def _leftover(ctx: Context, found: Resolved) -> frozenset[str]:
    """The question's content words that no operand of ``found`` (row, metric, unit), no
    matched reference or named metric and no function word reads."""
    read = [n for o in found.result.operands for n in (o.entity, o.metric or "", o.unit or "")]
    read += [r.text for r in ctx.plan.references.matched] + list(ctx.plan.named_metrics)
    return leftover_words(ctx.question, read, ignored_words(ctx.plan.language))


def _passages(mesh: Mesh, kb: str, source: str, words: Sequence[str]) -> list[str]:
    """The texts of the passages of ``source`` (never a table row's span) that hold any of
    ``words``, best first, at most :data:`MAX_STATING_PASSAGES`."""
    if not words:
        return []
    query = " OR ".join(f'"{w}"' for w in words)
    hits = mesh.inventory(kb).kb.store.search(query, limit=MAX_STATING_PASSAGES, sources=[source])
    return [sp.text for sp, _score in hits if sp.kind != "row"]


def rounded_in_text(ctx: Context, found: Resolved, mesh: Mesh) -> Resolved | None:
    """A reading of a report's row that the report's text states rounded ("$2.8 billion" for
    $(2,780) millions, :mod:`noesis.answer.statedrounding`): the answer is the report's figure,
    the exact reading beside it; None for any other answer."""
    r = found.result
    if r.operation != "value_at" or len(r.operands) != 1:
        return None
    o = r.operands[0]
    inv = mesh.inventory(o.kb)
    info = inv.sources.get(o.source)
    if info is None or info.kind != "document":
        return None
    try:
        reading = float(o.value)
    except ValueError:
        return None
    label = o.entity.rsplit("›", 1)[-1]
    passages = _passages(mesh, o.kb, o.source, [t.fold for t in tokenize(label) if t.kind == "word"])
    stated = stated_rounded(reading, o.unit, label, passages)
    if stated is None:
        return None
    unit = " ".join(x for x in (stated.currency, f"{stated.scale}s") if x)
    text = f"{found.text} The report's text states it rounded, as {stated.text}."
    return Resolved(text, replace(r, value=format(stated.number, f".{stated.decimals}f"), unit=unit))


def _readings(found: Resolved) -> tuple[float, ...]:
    """The numbers the answer's operands read, as stored (a passage may state them)."""
    out = []
    for o in found.result.operands:
        try:
            out.append(float(o.value))
        except ValueError:
            continue
    return tuple(out)


def negated_qualifier_refusal(ctx: Context, found: Resolved, mesh: Mesh) -> Resolved | None:
    """The question qualifies the quantity with a negated word no operand reads ("the
    unrevised value of Food Care", "expense (recognized and unrecognized)"): the row read is
    the other quantity (the revised, the recognized one), so it is refused, naming the word
    (:func:`noesis.answer.statedintext.negated_qualifiers`) — unless the report's own words
    for the table hold it (:func:`noesis.answer.statedintext.captioned`)."""
    negated = negated_qualifiers(_leftover(ctx, found))
    if not negated:
        return None
    for kb, source in dict.fromkeys((o.kb, o.source) for o in found.result.operands):
        negated -= captioned(negated, _passages(mesh, kb, source, sorted(negated)))
    words = sorted(negated)
    if not words:
        return None
    rows = ", ".join(dict.fromkeys(o.entity for o in found.result.operands)) or "the rows read"
    reason = (f"the question asks for the {' '.join(words)} quantity, and no row, column or section read "
              f"({rows}) says so: the reading would be the other quantity's")
    return Resolved(f"{REFUSAL}: {reason}.", Result("refusal", found.result.operands, not_covered=_not_covered(ctx),
                                                    reason=reason, reason_kind="qualifier_unread"),
                    reaches_model=True)  # the paragraphs may state the qualified quantity


def _stated_in_text(ctx: Context, found: Resolved, mesh: Mesh) -> bool:
    """A passage of the answer's own sources states the question's words its rows do not
    (:mod:`noesis.answer.statedintext`), with an amount or the reading's own figure: the
    reading is another quantity's, or the passage's statement is the answer. The passages
    are searched for those words (any arm: the hydrate arm's context holds none)."""
    left = _leftover(ctx, found)
    if len(left) < 2:
        return False
    words = [t.fold for t in tokenize(ctx.question) if t.kind == "word"
             and content_words(t.fold) <= left and content_words(t.fold)]
    for kb, source in dict.fromkeys((o.kb, o.source) for o in found.result.operands):
        if stating_passage(left, _passages(mesh, kb, source, words), readings=_readings(found)) is not None:
            return True
    return False


def unread_in_table(ctx: Context, found: Resolved) -> Resolved | None:
    """An answer read from a table whose own reading of the question left content words no
    stage read ("how much rain fell" over a table of temperatures, the one measure): another
    rule's number from that table would ignore them — the words are reported instead. (Words
    another stage reads, a curated predicate or a name, are not among them.)"""
    tc = ctx.plan.table
    if tc is None or tc.reason_kind != "not_applied" or not tc.not_applied:
        return None
    if not any(o.kb == tc.kb and o.source == tc.source for o in found.result.operands):
        return None
    reason = tc.reason
    return Resolved(f"{REFUSAL}: {reason}.", Result("refusal", not_covered=_not_covered(ctx), reason=reason,
                                                    not_applied=tc.not_applied, reason_kind="not_applied"),
                    reaches_model=True)


def deterministic_answer(ctx: Context, mesh: Mesh) -> Resolved | None:
    """The first rule's answer; for a question that named absent or ambiguous targets
    beside resolved ones, followed by what it does not cover."""
    for rule in RULES:
        found = rule(ctx, mesh)
        if found is not None and rule.__name__ in _SERIES_RULES and _around_table(ctx, found):
            continue  # the table reading read the question over that table and said why not
        if found is not None and rule is not table_answer and (unread := unread_in_table(ctx, found)) is not None:
            return unread  # before the arithmetic test: the words the table's reading left are the reason
        if found is not None and rule is not table_answer and (
                unasked := arithmetic_not_computed(ctx, found, mesh)) is not None:
            return unasked
        if found is not None and rule.__name__ in _SERIES_RULES and (
                negated := negated_qualifier_refusal(ctx, found, mesh)) is not None:
            return negated
        if found is not None and rule.__name__ in _SERIES_RULES and _stated_in_text(ctx, found, mesh):
            return None  # a passage states what the question asks: a model reads it
        if found is not None and (unsigned := negative_change_unsigned(ctx.question, found.result, ctx.plan.language)) is not None:
            return Resolved(f"{REFUSAL}: {unsigned}.", Result("refusal", found.result.operands,
                                                              not_covered=_not_covered(ctx), reason=unsigned,
                                                              reason_kind="sign_ambiguous"))
        if found is not None and rule.__name__ in _SERIES_RULES and (
                stated := rounded_in_text(ctx, found, mesh)) is not None:
            found = stated
        if found is not None and (size := difference_size(ctx.question, found.result, ctx.plan.language)) is not None:
            found = Resolved(f"{found.text} The difference between the two readings is {size.value}"
                             f"{f' ({size.percent}%)' if size.percent is not None else ''}.", size)
        if found is not None:
            if rule not in (section_components, refusal_for_unresolved, absent_metric, not_applied_refusal, table_refusal,
                            bound_table_refusal, kb_conflict_question, row_not_unique, tables_unread):
                found = Resolved(" ".join([found.text, *_overruled(ctx), *_not_answered(ctx)]), found.result)
            return found
    return None
