"""Tier 0 — computed and curated facts, query-time computations, unresolved notices.

No relevance threshold: a fact the plan selects is in the context. Selection is an
ordered list of rules (:data:`FACT_RULES`; the first that applies to a KB wins), then
the computations each KB's facts allow (:data:`COMPUTATION_RULES`), then one rule across
KBs (:func:`superlative_ranking`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from ..axis import describe_position
from ..facts import operators
from ..facts.operators import Computation
from ..facts.tablequery import TableAnswer, TableRefusal, execute, frame_of, position_text
from ..model import STATISTICS, Fact
from ..query.inventory import KBInventory
from ..query.plan import KBPlan, Plan
from ..query.positionforms import (
    asked_threshold,
    asks_position_count,
    asks_which_position,
    asks_year_of_dated_columns,
    lists_positions,
)
from ..query.rowarithmetic import asked_row_operation
from ..query.tokens import singular_words
from ..text import fold
from .evidence import Item, Notice
from .sentences import cite, computation_sentence, fact_citation, fact_sentence

#: with more entities than this, a metric's values are cut to the extremes (each side)
MAX_PER_STATISTIC = 5
#: entities written into a ranking sentence
MAX_RANKED_SHOWN = 10
#: the longest row whose every reading Tier 0 lists for a "which years …" question
MAX_LISTED_READINGS = 12


@dataclass(frozen=True)
class Selection:
    """The facts one rule chose for one KB, and why (the trace's words)."""

    facts: tuple[Fact, ...]
    why: str
    left_out: int = 0  # facts the budget cut (stated in the context)


@dataclass(frozen=True)
class SelectedFact:
    kb: str
    fact: Fact
    why: str

    def as_trace(self) -> dict:
        f = self.fact
        return {"kb": self.kb, "fact": f.id, "priority": f.priority, "subject": f.subject,
                "predicate": f.predicate, "why": self.why}


@dataclass(frozen=True)
class Tier0:
    notices: tuple[Item, ...]
    p1: tuple[Item, ...]  # Priority-1 facts
    computations: tuple[Item, ...]
    p2: tuple[Item, ...]  # Priority-2 background
    facts: tuple[tuple[str, tuple[Fact, ...]], ...]  # per KB, in selection order
    selected: tuple[SelectedFact, ...]

    def facts_of(self, kb: str) -> tuple[Fact, ...]:
        return next((fs for k, fs in self.facts if k == kb), ())


def _fact_key(f: Fact) -> tuple:
    order = STATISTICS.index(f.statistic) if f.statistic in STATISTICS else 9
    return (f.priority, fold(f.subject), f.metric or "", order, f.id)


# --------------------------------------------------------------------------- fact rules
def anchored_entity_facts(plan: Plan, kbp: KBPlan, inv: KBInventory) -> Selection | None:
    """The anchored entities' facts, narrowed to the named metrics and statistics.

    "The peak share" needs the maximum, not the average beside it: the 0.5B model answered
    a peak comparison with the average (measured)."""
    if not kbp.entities:
        return None
    metrics, stats = kbp.metrics, plan.statistics
    chosen: dict[int, Fact] = {}
    for ent in kbp.entities:
        for f in inv.kb.store.facts(entity=ent):
            if f.origin == "computed" and metrics and f.metric not in metrics:
                continue
            if f.origin == "computed" and metrics and kbp.windows:
                continue  # computed over the whole series: outside the interval asked for
            if f.origin == "computed" and metrics and stats and f.statistic not in stats:
                continue
            chosen[f.id] = f
    why = "facts of the anchored entities" + (f" for {', '.join(metrics)}" if metrics else "") \
        + (f" ({', '.join(stats)})" if metrics and stats else "")
    return Selection(tuple(chosen.values()), why)


def named_metric_facts(plan: Plan, kbp: KBPlan, inv: KBInventory) -> Selection | None:
    """No entity named: every entity's facts of the named metrics (and statistics)."""
    if not kbp.metrics:
        return None
    if kbp.windows:  # the interval's values are computed at query time (window_rankings)
        return Selection((), f"every entity's {', '.join(kbp.metrics)}: computed over the asked interval")
    chosen: dict[int, Fact] = {}
    for m in kbp.metrics:
        for f in inv.kb.store.facts(metric=m):
            if not plan.statistics or f.statistic in plan.statistics:
                chosen[f.id] = f
    facts, left_out = _extremes_only(list(chosen.values()))
    why = f"every entity's {', '.join(kbp.metrics)} ({', '.join(plan.statistics) or 'all statistics'})"
    if left_out:
        why += f"; the {MAX_PER_STATISTIC} highest and lowest of each statistic shown, {left_out} left out"
    return Selection(tuple(facts), why, left_out)


def _extremes_only(facts: list[Fact]) -> tuple[list[Fact], int]:
    """With many entities, each (metric, statistic) keeps its highest and lowest
    ``MAX_PER_STATISTIC`` values: the budget holds, and a superlative's winner is kept."""
    groups: dict[tuple, list[Fact]] = {}
    for f in facts:
        groups.setdefault((f.priority, f.metric, f.statistic), []).append(f)
    kept: list[Fact] = []
    for group in groups.values():
        if len(group) <= 2 * MAX_PER_STATISTIC:
            kept += group
            continue
        ranked = sorted(group, key=lambda f: (f.value is None, -(f.value or 0.0), f.subject))
        kept += ranked[:MAX_PER_STATISTIC] + ranked[-MAX_PER_STATISTIC:]
    return kept, len(facts) - len(kept)


FACT_RULES: tuple[Callable[[Plan, KBPlan, KBInventory], Selection | None], ...] = (
    anchored_entity_facts,
    named_metric_facts,
)


# --------------------------------------------------------------------------- computation rules
def pairwise_differences(plan: Plan, kbp: KBPlan, inv: KBInventory, facts: Sequence[Fact]) -> list[Computation]:
    """Two or more anchored entities and a named statistic: each pair's difference."""
    if len(kbp.entities) < 2 or not plan.statistics:
        return []
    out: list[Computation] = []
    for metric in kbp.metrics or sorted({f.metric for f in facts if f.metric}):
        for stat in plan.statistics:
            per: dict[str, Fact] = {}
            for f in facts:
                if f.origin == "computed" and f.metric == metric and f.statistic == stat and f.priority == 1:
                    per.setdefault(fold(f.subject), f)
            picked = [per[fold(e)] for e in kbp.entities if fold(e) in per]
            for i in range(len(picked)):
                for j in range(i + 1, len(picked)):
                    c = operators.difference(picked[i], picked[j], kbp.kb, ratio=plan.ratio)
                    if c:
                        out.append(c)
    return out


def values_at_addresses(plan: Plan, kbp: KBPlan, inv: KBInventory, facts: Sequence[Fact]) -> list[Computation]:
    """An anchored entity and an address: its series' reading there (a point) or its
    extremes inside the window (a range)."""
    if not (kbp.windows and kbp.entities):
        return []
    out: list[Computation] = []
    read = _window_reader(inv, every_metric=not kbp.metrics)
    for metric in kbp.metrics or sorted(inv.series_of):
        for ent in kbp.entities:
            src = inv.series_of.get(metric, {}).get(fold(ent))
            if not src:
                continue
            for w in kbp.windows:  # each window reads only its own readings (store.series_window)
                for series in read(src, metric, w.start, w.end):
                    if fold(series.entity) == fold(ent):
                        out += _at_window(plan, series, src, kbp.kb, w, inv.axis.kind)
    return out


def _window_reader(inv: KBInventory, *, every_metric: bool):
    """``read(source, metric, start, end)``: the series of ``metric`` in ``source`` cut to the
    window. When every metric is asked for, a source's series are read once per window, all
    metrics together (one store call, not one a metric: a round trip each on PostgreSQL)."""
    held: dict[tuple[str, float, float], list] = {}

    def read(src: str, metric: str, start: float, end: float) -> list:
        if not every_metric:
            return [s for _name, s in inv.kb.store.series(source=src, metric=metric, within=(start, end))]
        key = (src, start, end)
        if key not in held:
            held[key] = [s for _name, s in inv.kb.store.series(source=src, within=(start, end))]
        return [s for s in held[key] if s.metric == metric]

    return read


def _at_window(plan: Plan, series, src: str, kb: str, w, kind: str) -> list[Computation]:
    """What one window asks of one series: the reading at a point (or the nearest, with its
    distance), the change across a range, the named statistics over it; the one reading of a
    calendar year, quarter or month on a date axis when it holds one (a report's column
    dated within it); else its extremes."""
    if w.kind == "point":
        c = operators.value_at(series, src, kb, w.start) or operators.nearest_reading(series, src, kb, w.start)
        return [c] if c else []
    if plan.change:
        c = operators.change(series, src, kb, w.start, w.end)
        return [c] if c else []
    if plan.statistics:
        found = [operators.window_statistic(series, src, kb, st, w.start, w.end) for st in plan.statistics]
        return [c for c in found if c]
    inside = [float(p) for p in series.positions if w.start <= p <= w.end]
    if len(inside) == 1 and _one_calendar_period(w.start, w.end, kind):
        c = operators.value_at(series, src, kb, inside[0])  # "in 2018" of a report dated July 27, 2018
        return [c] if c else []
    c = operators.window_extremes(series, src, kb, w.start, w.end)
    return [c] if c else []


def readings_of_asked_row(plan: Plan, kbp: KBPlan, inv: KBInventory, facts: Sequence[Fact]) -> list[Computation]:
    """"In which years was X less than 100 million / calculated?": an anchored entity, no
    address, a "which" asking positions on the axis and a threshold or a listing
    (:mod:`noesis.query.positionforms`): every reading of its short series, each a value
    at its position, for the answer to select from."""
    if kbp.windows or not kbp.entities or plan.change or not (
            asks_which_position(plan.question, inv.axis, plan.language)
            or asks_year_of_dated_columns(plan.question, inv.axis, plan.language)
            or asks_position_count(plan.question, inv.axis, plan.language)):
        return []
    out: list[Computation] = []
    for ent in kbp.entities:
        row = singular_words(ent)
        if asked_threshold(plan.question, plan.language) is None and not lists_positions(plan.question, row,
                                                                                           plan.language):
            continue
        for metric in kbp.metrics or sorted(inv.series_of):
            src = inv.series_of.get(metric, {}).get(fold(ent))
            for _name, series in inv.kb.store.series(source=src, metric=metric) if src else ():
                if fold(series.entity) == fold(ent) and len(series.positions) <= MAX_LISTED_READINGS:
                    out += [c for p in series.positions if (c := operators.value_at(series, src, kbp.kb, float(p)))]
    return out


def rows_combined(plan: Plan, kbp: KBPlan, inv: KBInventory, facts: Sequence[Fact]) -> list[Computation]:
    """"The sum of A and B in 2019", "A as a percentage of B in 2019": two anchored rows, one
    position, the operation the question asks (:mod:`noesis.query.rowarithmetic`): the
    readings there combined (:func:`~noesis.facts.operators.across_rows`)."""
    points = [w for w in kbp.windows if w.kind == "point"]
    if len(kbp.entities) != 2 or len(kbp.windows) != 1 or len(points) != 1 or plan.change:
        return []
    named = [(r.text, r.entity) for r in plan.references.matched if r.kb == kbp.kb and r.entity in kbp.entities]
    asked = asked_row_operation(plan.question, named, plan.language)
    if asked is None:
        return []
    got = [_reading_at(inv, kbp, ent, points[0].start) for ent in (asked.first, asked.second)]
    if None in got:
        return []
    c = operators.across_rows(got[0], got[1], asked.operation)
    return [c] if c else []


def _reading_at(inv: KBInventory, kbp: KBPlan, entity: str, position: float) -> operators.ValueAt | None:
    """The one reading of ``entity`` at ``position`` (None when it has none, or several metrics do)."""
    found = []
    for metric in kbp.metrics or sorted(inv.series_of):
        src = inv.series_of.get(metric, {}).get(fold(entity))
        for _name, series in inv.kb.store.series(source=src, metric=metric, within=(position, position)) if src else ():
            if fold(series.entity) == fold(entity) and (c := operators.value_at(series, src, kbp.kb, position)):
                found.append(c)
    return found[0] if len(found) == 1 else None


def _one_calendar_period(start: float, end: float, kind: str) -> bool:
    """Whether ``[start, end]`` on a date axis is one calendar year, quarter or month (the
    window "in 2018", "in Q4 2019", "in March 2019" reads), not a span across several."""
    if kind != "date":
        return False
    first = date(1970, 1, 1) + timedelta(days=int(start))
    last = date(1970, 1, 1) + timedelta(days=int(end))
    if first.day != 1 or (last + timedelta(days=1)).day != 1:
        return False
    months = (last.year - first.year) * 12 + last.month - first.month + 1
    return (months == 12 and first.month == 1) or (months == 3 and first.month % 3 == 1) or months == 1


COMPUTATION_RULES = (pairwise_differences, values_at_addresses, readings_of_asked_row, rows_combined)


def window_rankings(plan: Plan, invs: Sequence[KBInventory]) -> list[Computation]:
    """No entity named, one metric, one statistic (or none, at a point), an interval: every
    entity's value over that interval, ranked ("the highest life expectancy in 1952")."""
    if plan.has_entities or len(plan.named_metrics) != 1 or len(plan.statistics) > 1 or plan.change:
        return []
    if plan.statistics and plan.statistics[0] not in ("max", "min"):
        return []  # a ranking answers a superlative, not a total or a count
    if not plan.statistics and not plan.top:
        return []  # nothing asks for an order
    metric = plan.named_metrics[0]
    stat = plan.statistics[0] if plan.statistics else ("max" if plan.top[0] == "top" else "min")
    by_name = {inv.name: inv for inv in invs}
    out: list[Computation] = []
    for kbp in plan.kbs:
        inv = by_name[kbp.kb]
        owners = inv.series_of.get(metric, {})
        for w in kbp.windows:
            readings = []
            for src in sorted(set(owners.values())):  # an entity-column table holds many series
                for _n, series in inv.kb.store.series(source=src, metric=metric, within=(w.start, w.end)):
                    c = operators.window_statistic(series, src, kbp.kb, stat, w.start, w.end)
                    if c:
                        readings.append(c)
            ranked = operators.rank_readings(readings, highest=stat != "min")
            if ranked:
                out.append(ranked)
    return out


def superlative_ranking(plan: Plan, per_kb: Sequence[tuple[str, Sequence[Fact]]]) -> Computation | None:
    """A superlative across entities ("which programme had the highest share?"), ranked
    across every routed KB: the comparison a small model gets wrong (measured:
    Qwen2.5-0.5B named the third of four peaks)."""
    if len(plan.statistics) != 1 or plan.has_entities or len(plan.named_metrics) != 1:
        return None
    stat, metric = plan.statistics[0], plan.named_metrics[0]
    pool = [(kb, f) for kb, fs in sorted(per_kb) for f in fs
            if f.priority == 1 and f.origin == "computed" and f.statistic == stat and f.metric == metric]
    return operators.ranking(pool)


# --------------------------------------------------------------------------- assembly
def notice_item(name: str) -> Item:
    return Item(
        f'The knowledge bases hold no data about "{name}". Do not answer with any other '
        f'entity\'s values; say that there is no information about "{name}".',
        "", "", "notice", why="unresolved reference", evidence=Notice(name), rule="unresolved")


def not_applied_item(text: str, why: str) -> Item:
    return Item(
        f'Not applied: "{text}" ({why}). The values below are not restricted by it; say that this '
        f"part of the question was not understood.", "", "", "notice", why="constraint not applied",
        evidence=Notice(text), rule="not_applied")


def ambiguity_item(name: str, candidates: Sequence[str]) -> Item:
    listed = "; ".join(candidates)
    return Item(
        f'"{name}" matches several entities in the knowledge bases: {listed}. Do not answer '
        f"with any one of their values; say which entities the name matches and ask which one is meant.",
        "", "", "notice", why="ambiguous reference", evidence=Notice(name, tuple(candidates)), rule="ambiguous")


def fact_item(f: Fact, inv: KBInventory, why: str) -> Item:
    return Item(fact_sentence(f, inv.axis), f.source, inv.name, "background" if f.priority >= 2 else "fact",
                ref=f.id, why=why, evidence=f, rule="fact", label=None,
                citation=fact_citation(f, inv.axis))


def computation_item(c: Computation, inv: KBInventory) -> Item:
    return Item(computation_sentence(c, inv.axis), "; ".join(c.sources), c.kb, "computation",
                why=f"query-time {c.kind}", evidence=c, rule=c.kind,
                citation=" ".join(cite(s) for s in c.sources))


#: the refusals of a table reading worth a notice even when it is not the whole question
INFORMATIVE_REFUSALS = frozenset({"unknown_measure", "outside_data", "unknown_name", "ambiguous_name",
                                  "not_applied", "not_expressible"})


def _table_window(points: Sequence[float], scope, inv: KBInventory, kind: str) -> str | None:
    """Where a table answer's citation points, as the KB's axis writes it: its one position
    ("second 146 (02:26)"), else the one interval it was computed over ("between second 100
    and second 200"), else nowhere in particular (the whole table, or several intervals)."""
    def shown(p: float) -> str:
        return describe_position(p, inv.axis.name, inv.axis.kind) if inv.axis.kind == "clock" else position_text(p, kind)

    if len(points) == 1:
        return shown(points[0])
    window = scope.one_interval() if scope is not None else None
    if window is not None and window[0] < window[1]:
        return f"between {shown(window[0])} and {shown(window[1])}"
    return None


def table_evidence(plan: Plan, invs: Sequence[KBInventory]) -> Item | None:
    """The compiled table query, run by the store (:mod:`noesis.facts.tablequery`): its
    answer as computed evidence, or the reason there is none as a notice."""
    tc = plan.table
    if tc is None or tc.ignores_names:
        return None  # no table reading, or one whose query would ignore a name the question gives
    if tc.query is None:
        ev: TableRefusal | TableAnswer = TableRefusal(tc.kb, tc.source, tc.reason_kind, tc.reason)
    else:
        inv = next(i for i in invs if i.name == tc.kb)
        schema = next(t.schema for t in inv.tables if t.source == tc.source)
        src = inv.source_info(tc.source, schema.file)
        metric = next((m for m in inv.metrics if m.name == tc.query.measure), None)
        owner = src.entity if src is not None and src.entity and not schema.dimensions else ""
        frame = frame_of(schema, tc.query.measure, metric.unit if metric else None, owner, inv.axis.name,
                         tc.query.derived)
        ev = execute(inv.kb.store, tc.query, frame)
    if isinstance(ev, TableRefusal):
        if ev.reason_kind == "not_applied" and tc.whole:
            return None  # stated by the not-applied notices
        if not tc.whole and (ev.reason_kind not in INFORMATIVE_REFUSALS or tc.external):
            return None  # a reading that is not the whole question: its "no measure named" says nothing
        return Item(f"Not answered from {ev.source}: {ev.reason}.", ev.source, ev.kb, "notice",
                    why="table query refused", evidence=ev, rule="table_refusal")
    notes = " ".join(f"({n}.)" for n in tc.notes)
    where = _table_window(sorted(ev.reading_points()), tc.query.scope, inv, frame.kind)
    citation = cite(ev.source, where)
    return Item(" ".join(x for x in (ev.sentence, notes) if x) + f" {citation}", ev.source, ev.kb,
                "computation", window=where, why="query-time table query", evidence=ev, rule="table_query",
                citation=citation)


def build_tier0(plan: Plan, invs: Sequence[KBInventory]) -> Tier0:
    """Tier 0 for ``plan`` over the routed KBs' inventories ``invs`` (mesh order)."""
    notices = tuple(notice_item(n) for n in plan.unresolved) + tuple(
        ambiguity_item(r.text, r.candidates) for r in plan.ambiguous) + tuple(
        not_applied_item(n.text, n.why) for n in plan.not_applied)
    if plan.arm == "flat" or plan.unresolved_only:
        return Tier0(notices, (), (), (), (), ())
    p1: list[Item] = []
    p2: list[Item] = []
    comps: list[Item] = []
    per_kb: list[tuple[str, tuple[Fact, ...]]] = []
    selected: list[SelectedFact] = []
    by_name = {inv.name: inv for inv in invs}
    for kbp in plan.kbs:
        inv = by_name[kbp.kb]
        sel = next((s for rule in FACT_RULES if (s := rule(plan, kbp, inv)) is not None), None)
        if sel is None:
            continue
        facts = tuple(sorted(sel.facts, key=_fact_key))
        per_kb.append((kbp.kb, facts))
        for f in facts:
            (p2 if f.priority >= 2 else p1).append(fact_item(f, inv, sel.why))
            selected.append(SelectedFact(kbp.kb, f, sel.why))
        if sel.left_out:
            p1.append(Item(f"{sel.left_out} more values of {', '.join(kbp.metrics)} ({kbp.kb}) are not shown: "
                           f"only the {MAX_PER_STATISTIC} highest and lowest of each statistic are.",
                           "", kbp.kb, "notice", why="budget", evidence=Notice(kbp.kb), rule="left_out"))
        for rule in COMPUTATION_RULES:
            comps += [computation_item(c, inv) for c in rule(plan, kbp, inv, facts)]
    ranked = superlative_ranking(plan, per_kb)
    if ranked is not None:
        comps.insert(0, computation_item(ranked, by_name[ranked.kb]))
    comps = [computation_item(c, by_name[c.kb]) for c in window_rankings(plan, invs)] + comps
    table = table_evidence(plan, invs)
    if table is not None and table.kind == "computation":
        comps.insert(0, table)
    elif table is not None:
        notices += (table,)
    return Tier0(notices, tuple(p1), tuple(comps), tuple(p2), tuple(per_kb), tuple(selected))
