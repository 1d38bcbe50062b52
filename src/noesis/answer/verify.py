"""Answer verification: every number, position and name in an answer traced to the
evidence it was given (no second model).

* **Claims** are extracted from the answer text: numbers (units, percent signs,
  thousands separators, decimal commas), positions on each routed KB's axis in every
  form the query plane parses, and source or entity names (the mesh's own resolver).
  Numbers that are part of the question, list numbering and citation markers are not
  claims.
* **Support**: a claim is ``supported`` when an evidence item of that answer's context
  (Tier 0, Tier 1, Tier 2, hydrated spans) holds the same value — rounding the way
  people write it: 580.31 for 580.3052092, 37.50 for 37.5, but never 38 for 37.5 —
  ``derived`` when the answer shows arithmetic on supported values that recomputes
  (``37.5 − 36.5 = 1.0``), else ``unsupported``.
* **Attribution**: a supported value in a sentence that names entities or sources, none
  of which owns an evidence item holding that value, is ``misattributed``; so is one that
  only evidence of other measures holds (the measure its clause names, else the one the
  question's plan bound, else those its sentence names: "the hottest day … 18.3" is not
  supported by the peak of ``temp_min``), or only evidence at other positions than the one
  its clause names.
* **Conflicts across KBs**: a value that only computed facts of a cross-KB conflict hold
  (two KBs computing one entity's statistic with values that disagree,
  :mod:`noesis.context.kb_conflicts`) is ``unsupported`` unless the answer states every
  value of the conflict: the disagreement reported, not one side verified.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence, Set
from dataclasses import asdict, dataclass, replace
from decimal import Decimal, InvalidOperation

from ..axis import describe_position, format_number
from ..context.contradictions import computed_facts, mark_contradictions, spoken_of, states_fact
from ..context.evidence import Item, Notice
from ..context.kb_conflicts import KBConflict, conflicts_of, kb_conflicts
from ..context.prompt import is_refusal
from ..context.result import Context
from ..facts.operators import (
    Change,
    Difference,
    NearestReading,
    Ranking,
    SelfDescribing,
    ValueAt,
    WindowExtremes,
    WindowRanking,
    WindowStatistic,
    rounded_percent,
)
from ..facts.tablequery import TableRefusal
from ..lang import language_for
from ..mesh import Mesh
from ..model import Fact, Span
from ..numbers import matches, readings, stated_round
from ..query.addresses import parse_addresses
from ..query.vocabulary import resolve_vocabulary
from ..text import fold, sentences
from .omissions import conflict_reported, label_spans, missing_position

_CITATION = re.compile(r"\[[^\[\]\n]{1,300}\]")
_NUMBER = re.compile(r"(?<![\w.,])([-+−]?\d+(?:[.,\s ]\d{3})*(?:[.,]\d+)?)(\s?%)?(?![\w])")
_LIST_MARK = re.compile(r"(?m)^\s*\d{1,2}[.)]\s")
_ARITH = re.compile(
    r"([-+]?\d+(?:[.,]\d+)?)\s*%?\s*([−\-+×x*/÷])\s*([-+]?\d+(?:[.,]\d+)?)\s*%?\s*=\s*([-+]?\d+(?:[.,]\d+)?)"
)


@dataclass(frozen=True)
class Claim:
    kind: str  # number | position | name
    text: str
    start: int
    end: int
    status: str  # supported | derived | unsupported | misattributed
    value: float | None = None
    evidence: str | None = None
    note: str = ""


@dataclass(frozen=True)
class Verification:
    claims: tuple[Claim, ...]
    #: what is wrong with the answer as a whole: empty, looping
    problems: tuple[str, ...] = ()

    @property
    def unsupported(self) -> list[Claim]:
        return [c for c in self.claims if c.status == "unsupported"]

    @property
    def misattributed(self) -> list[Claim]:
        return [c for c in self.claims if c.status == "misattributed"]

    @property
    def ok(self) -> bool:
        return not self.unsupported and not self.misattributed and not self.problems

    def summary(self) -> str:
        """One line; each distinct problem once, with how often it occurs."""
        n = len(self.claims)
        if self.ok:
            return f"verified: {n} claim(s), all traced to the evidence"
        if self.problems and not n:
            return "unverified: " + "; ".join(self.problems)
        counts: dict[str, int] = {}
        for c in self.unsupported + self.misattributed:
            key = f"{c.kind} {c.text!r} {c.status}"
            counts[key] = counts.get(key, 0) + 1
        bad = [k if k_n == 1 else f"{k} (×{k_n})" for k, k_n in counts.items()]
        head = f"unverified: {len(self.unsupported) + len(self.misattributed)} of {n} claim(s)"
        return head + " — " + "; ".join([*self.problems, *bad])

    def as_dict(self) -> dict:
        return {"ok": self.ok, "summary": self.summary(), "problems": list(self.problems),
                "claims": [asdict(c) for c in self.claims]}


# --------------------------------------------------------------------------- numbers
def numbers_with_spans(text: str) -> list[tuple[int, int, str, list[Decimal]]]:
    """Every written number of ``text`` outside citation markers and list numbering:
    ``(start, end, token, readings)``."""
    return _numbers(text)


def _numbers(text: str) -> list[tuple[int, int, str, list[Decimal]]]:
    text = _CITATION.sub(lambda m: " " * len(m.group()), text)
    text = _LIST_MARK.sub(lambda m: " " * len(m.group()), text)
    out = []
    for m in _NUMBER.finditer(text):
        token = m.group(1).strip()
        vals = readings(token)
        if vals:
            out.append((m.start(1), m.start(1) + len(token), token + (m.group(2) or ""), vals))
    return out


def _values_in(text: str | None) -> list[Decimal]:
    return [v for _s, _e, _t, vals in _numbers(text or "") for v in vals]


def _num(x: float) -> list[Decimal]:
    return readings(format_number(x))


def item_values(item: Item) -> list[Decimal]:
    """The values an evidence item states, read from the object it renders."""
    ev = item.evidence
    if isinstance(ev, SelfDescribing):
        return ev.values()
    if isinstance(ev, Fact):
        if ev.origin == "computed":
            out = readings(ev.object) + [v for p in ev.positions or (ev.position,) if p is not None for v in _num(p)]
            return out + (_num(ev.tie_count) if ev.tie_count > 1 else [])
        return _values_in(ev.object) + _values_in(ev.context)
    if isinstance(ev, Span):
        return _values_in(ev.text) + [v for p in (ev.start, ev.end) if p is not None for v in _num(p)]
    if isinstance(ev, Difference):
        out = readings(ev.larger.object) + readings(ev.smaller.object) + readings(format(ev.diff, "f"))
        return out + (_num(round(float(ev.ratio), 4)) if ev.ratio is not None else [])
    if isinstance(ev, Ranking):
        return [v for f in ev.operands for v in readings(f.object)]
    if isinstance(ev, ValueAt):
        return _num(ev.value) + _num(ev.position)
    if isinstance(ev, WindowExtremes):
        return [v for x in (ev.min_value, ev.max_value, ev.min_position, ev.max_position, ev.start, ev.end, ev.count)
                for v in _num(x)]
    if isinstance(ev, WindowStatistic):
        value = stated_round(ev.value) if ev.statistic == "mean" else ev.value
        return [v for x in (value, ev.count, *ev.positions, ev.start, ev.end) for v in _num(x)]
    if isinstance(ev, NearestReading):
        return [v for x in (*ev.before, *ev.after, ev.requested) for v in _num(x)]
    if isinstance(ev, Change):
        out = [v for x in (ev.first, ev.last, ev.start, ev.end) for v in _num(x)] + readings(format(ev.diff, "f"))
        return out + (readings(format(rounded_percent(ev.percent), "f")) if ev.percent is not None else [])
    if isinstance(ev, WindowRanking):
        return [v for r in ev.ordered for v in _num(r.value)]
    return []


def item_points(item: Item) -> set[float]:
    """The positions an evidence item states."""
    ev = item.evidence
    if isinstance(ev, SelfDescribing):
        return ev.points()
    if isinstance(ev, Fact):
        return {p for p in (*ev.positions, ev.position) if p is not None}
    if isinstance(ev, Span):
        return {p for p in (ev.start, ev.end) if p is not None}
    if isinstance(ev, ValueAt):
        return {ev.position}
    if isinstance(ev, WindowExtremes):
        return {ev.start, ev.end, ev.min_position, ev.max_position}
    if isinstance(ev, WindowStatistic):
        return {ev.start, ev.end, *ev.positions}
    if isinstance(ev, NearestReading):
        return {ev.before[0], ev.after[0]}
    if isinstance(ev, Change):
        return {ev.start, ev.end}
    if isinstance(ev, WindowRanking):
        return {p for r in ev.ordered for p in (r.start, r.end, *r.positions)}
    return set()


#: operator results about one entity's series
_SERIES_RESULTS = (ValueAt, WindowExtremes, WindowStatistic, NearestReading, Change)


def _source_texts(items: Sequence[Item]) -> list[str]:
    """The verbatim source text the evidence quotes (passages, curated objects and
    contexts): positions written there are stated by the evidence too."""
    out = []
    for i in items:
        ev = i.evidence
        if isinstance(ev, Span):
            out.append(ev.text)
        elif isinstance(ev, Fact) and ev.origin != "computed":
            out += [t for t in (ev.object, ev.context) if t]
        elif i.kind == "notice" and i.text:  # a refusal's reason, restated (only given for a refusal)
            out.append(i.text)
    return out


def _item_names(item: Item) -> list[str]:
    """Names an item's object holds (subjects, speakers, sources, its verbatim text)."""
    ev = item.evidence
    if isinstance(ev, SelfDescribing):
        return ev.names()
    if isinstance(ev, Fact):
        return [ev.subject, ev.object, ev.context, ev.source]
    if isinstance(ev, Span):
        return [ev.text, ev.speaker or "", ev.section or "", ev.source]
    if isinstance(ev, _SERIES_RESULTS):
        return [ev.entity, ev.source]
    if isinstance(ev, WindowRanking):
        return [n for r in ev.ordered for n in (r.entity, r.source)]
    if isinstance(ev, TableRefusal):
        return [ev.source]  # the table a refusal is about
    if ev is not None and not isinstance(ev, Notice):
        return [f.subject for f in ev.operands] + list(ev.sources)
    return [item.source]


#: the longest name whose digits are read as a name's (a label like "firm 2", never a passage)
_LONGEST_NAME = 60


def _numbered_names(answer: str, evidence: Sequence[Item]) -> list[tuple[int, int]]:
    """Spans of ``answer`` that write a table answer's name holding digits and letters ("firm
    2", "id 1040", "Class 1"): the digits name a row, they claim no value."""
    names = {n for i in evidence if isinstance(i.evidence, SelfDescribing) for n in i.evidence.names()
             if n and len(n) <= _LONGEST_NAME and any(ch.isdigit() for ch in n) and any(ch.isalpha() for ch in n)}
    return [(m.start(), m.end()) for n in sorted(names, key=len, reverse=True)
            for m in re.finditer(rf"(?<!\w){re.escape(n)}(?!\w)", answer, re.I)]


def _position_values(item: Item, mesh: Mesh) -> list[Decimal]:
    """The numbers of the item's positions as the axis writes them ("second 146 (02:26)"
    is 146, 02 and 26): a model copying a position in pieces copies these."""
    if not item.kb:
        return []
    axis = mesh.inventory(item.kb).axis
    return [v for p in sorted(item_points(item)) for v in _values_in(describe_position(p, axis.name, axis.kind))]


def _evidence_values(items: Iterable[Item], mesh: Mesh) -> list[tuple[Decimal, Item]]:
    return [(v, item) for item in items for v in item_values(item) + _position_values(item, mesh)]


# --------------------------------------------------------------------------- entities
def _owners(item: Item, mesh: Mesh) -> set[str]:
    """Folded names of the entities, sources and KB an evidence item belongs to."""
    names = {fold(s) for s in item.sources}
    if item.kb:
        names.add(fold(item.kb))
        inv = mesh.inventory(item.kb)
        for s in item.sources:
            src = inv.source_info(s)
            if src and src.entity:
                names.add(fold(src.entity))
    ev = item.evidence
    if isinstance(ev, SelfDescribing):
        names |= {fold(n) for n in ev.names()}
    elif isinstance(ev, Fact):
        names.add(fold(ev.subject))
    elif isinstance(ev, _SERIES_RESULTS):
        names.add(fold(ev.entity))
    elif isinstance(ev, WindowRanking):
        names |= {fold(r.entity) for r in ev.ordered}
    elif isinstance(ev, Difference | Ranking):
        names |= {fold(f.subject) for f in ev.operands}
    return names


def verify(answer: str, ctx: Context, mesh: Mesh, extra: Sequence[Item] = ()) -> Verification:
    """Check ``answer`` against the evidence of its own context (plus hydrated ``extra``)."""
    if not answer.strip():
        return Verification((), ("no answer (empty)",))
    given = [i for t in ctx.tiers for i in t.items if i.kind != "notice"]
    facts = computed_facts(given)
    given += mark_contradictions(extra, facts, mesh)
    # a passage that contradicts a computed fact supports nothing (evidence of higher standing wins)
    evidence = [i for i in given if i.contradicts is None]
    values = _evidence_values(evidence, mesh)
    stated = frozenset(v for item in evidence for v in item_values(item))  # the values, not the positions
    # spans already read (the engine's own labels, then positions): never number claims
    taken: list[tuple[int, int]] = label_spans(answer) + _numbered_names(answer, evidence)
    # a refusal restates the table reading's own reason (the data's range, what it asks back): the notice holds it
    reasons = [i for t in ctx.tiers for i in t.items if i.kind == "notice"] if is_refusal(answer) else []
    claims = _position_claims(answer, ctx, mesh, evidence + reasons, taken, stated)
    omitted = missing_position(ctx, answer, claims, item_points)
    values = values + [(v, i) for i in reasons for v in _values_in(i.text)]
    claims += _number_claims(answer, ctx, values, taken)
    # naming a contradicted source is no false claim, nor naming the file a refusal is about
    notices = [i for t in ctx.tiers for i in t.items if i.kind == "notice" and i.source]
    claims += _name_claims(answer, mesh, given + notices, " ".join(i.text for i in reasons if i.text))
    ordered = sorted(claims, key=lambda c: (c.start, c.kind))
    problems = ("the answer repeats itself (a generation loop)",) if loops(answer) else ()
    problems += (omitted,) if omitted else ()
    conflicts = kb_conflicts(facts)
    claims_out = tuple(_conflicted(_contradicting(_outside_interval(_attributed(c, answer, ctx, mesh, values, evidence,
                                                                                stated),
                                                                    ctx), answer, ctx, mesh, facts, values),
                                   answer, values, conflicts, mesh)
                       for c in ordered)
    return Verification(claims_out, problems)


def _contradicting(c: Claim, answer: str, ctx: Context, mesh: Mesh, facts, values) -> Claim:
    """A supported number that only passages hold, in a sentence naming an entity, metric
    and statistic whose Tier-0 computed fact states another value, is checked against the
    fact — the highest tier that speaks to it — and is unsupported."""
    if c.kind != "number" or c.status != "supported" or not facts:
        return c
    holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
    if not holders or any(not isinstance(i.evidence, Span) for i in holders):
        return c
    sentence = _sentence_at(answer, c.start)
    named = {fold(r.entity or r.target) for r in mesh.resolver.resolve(_CITATION.sub(" ", sentence)).matched}
    named |= {fold(e) for k in ctx.plan.kbs for e in k.entities} if not named else set()
    percent = c.text.rstrip().endswith("%")
    claimed = readings(c.text.rstrip("% "))
    for kb in ctx.plan.route.kbs:
        for fact in spoken_of(sentence, named, facts, mesh, kb):
            if (fact.unit == "%") == percent and not states_fact(claimed, fact):
                return replace(c, status="unsupported", evidence=None,
                               note=f"contradicts the computed {fact.statistic} {fact.metric} of "
                                    f"{fact.subject} ({fact.object}); only a passage states it")
    return c


def _conflicted(c: Claim, answer: str, values, conflicts: Sequence[KBConflict], mesh: Mesh) -> Claim:
    """A supported number that only facts of an unreported cross-KB conflict hold (passages
    aside: they never outrank a computed fact) is unsupported: verification never picks one
    KB's value over another's."""
    if c.kind != "number" or c.status != "supported" or not conflicts:
        return c
    holders = _holders(c, values)
    touched = [conflicts_of(i, conflicts, mesh) for i in holders]
    outside = [i for i, t in zip(holders, touched, strict=True) if not t and not isinstance(i.evidence, Span)]
    if not any(touched) or outside:
        return c  # no conflict holds it, or a computed item outside every conflict does
    stated = [v for _s, _e, _t, vals in _numbers(answer) for v in vals]
    open_ = [k for t in touched for k in t if not k.reported_by(stated)]
    if not open_:
        return c  # the answer states every value of the disagreement
    return replace(c, status="unsupported", evidence=None,
                   note=open_[0].sentence(mesh) + " An answer must state the disagreement, not one value.")


def loops(text: str, times: int = 4, longest: int = 8) -> bool:
    """Whether a run of 1–``longest`` words repeats ``times`` times in a row ("1.10% 1.10% …",
    "the maximum value of the maximum value of …"): a generation loop, never an answer."""
    words = text.lower().split()
    for n in range(1, longest + 1):
        for i in range(0, len(words) - n * times + 1):
            chunk = words[i:i + n]
            if all(words[i + k * n:i + (k + 1) * n] == chunk for k in range(1, times)):
                return True
    return False


def _outside_interval(c: Claim, ctx: Context) -> Claim:
    """A position the answer states outside every interval the question asked about is
    not the answer's to state, whatever the evidence holds."""
    if c.kind != "position" or c.value is None:
        return c
    ranges = [w for k in ctx.plan.kbs for w in k.windows if w.kind == "range"]
    if not ranges or len(ranges) != sum(len(k.windows) for k in ctx.plan.kbs):
        return c  # only when every address is an interval (a point names its own position)
    if any(w.start <= c.value <= w.end for w in ranges):
        return c
    return replace(c, status="unsupported", note="outside the interval the question asked about")


def _position_claims(answer: str, ctx: Context, mesh: Mesh, evidence: Sequence[Item],
                     taken: list[tuple[int, int]], stated: Set[Decimal] = frozenset()) -> list[Claim]:
    """Positions first: their numbers are not separate number claims. A position must be
    one the evidence states (a fact's position, a window's bounds); lying inside a cue is
    not enough: "the peak at second 150" is wrong."""
    found: dict[tuple[int, int], Claim] = {}  # each written position once, read on every routed KB's axis
    masked = _CITATION.sub(lambda m: " " * len(m.group()), answer)
    claimed = list(taken)
    for kb in ctx.plan.route.kbs:
        inv = mesh.inventory(kb)
        lang = language_for([inv.language])  # the KB's own words, as the planner reads them
        ev_points = set().union(*(item_points(i) for i in evidence), *(
            {b for w in parse_addresses(t, inv.axis, inv.vocabulary, language=lang) for b in (w.start, w.end)}
            for t in _source_texts(evidence)))
        q_points = {w.start for w in parse_addresses(ctx.question, inv.axis, inv.vocabulary, language=lang)}
        for w in parse_addresses(masked, inv.axis, inv.vocabulary, language=lang):
            at = masked.find(w.text)
            key = (at, at + len(w.text))
            if at < 0 or any(s <= at < e for s, e in claimed):
                continue
            covered = w.start in ev_points and w.end in ev_points
            if w.start in q_points or covered:  # the question's own position, or one this KB states
                found[key] = Claim("position", w.text, at, key[1], "supported", w.start,
                                   "a position stated in the evidence" if covered else "the question's position")
            elif _a_stated_value(w.text, stated):
                continue  # "75.64 years" of a measure in years: a value the evidence states, not a position
            elif key not in found:
                found[key] = Claim("position", w.text, at, key[1], "unsupported", w.start, None)
    ok = [k for k, c in found.items() if c.status == "supported"]
    found = {k: c for k, c in found.items()  # another axis's reading of the same words is not a claim
             if c.status == "supported" or not any(a < k[1] and k[0] < b for a, b in ok)}
    taken.extend(found)
    return [c for c in found.values() if c.note != "the question's position"]


_OPS = {"-": lambda a, b: a - b, "−": lambda a, b: a - b, "+": lambda a, b: a + b,
        "×": lambda a, b: a * b, "x": lambda a, b: a * b, "*": lambda a, b: a * b,
        "/": lambda a, b: a / b if b else None, "÷": lambda a, b: a / b if b else None}


def _arithmetic(answer: str) -> tuple[dict[int, str], dict[int, str]]:
    """Arithmetic the answer shows, by the start of its result: ``(holds, does not hold)``."""
    derived: dict[int, str] = {}
    wrong: dict[int, str] = {}
    for m in _ARITH.finditer(answer):
        a, op, b, c = m.group(1), m.group(2), m.group(3), m.group(4)
        try:
            da, db, dc = (Decimal(x.replace(",", ".")) for x in (a, b, c))
        except InvalidOperation:
            continue
        res = _OPS[op](da, db)
        if res is not None and matches(dc, res):
            derived[m.start(4)] = f"{a} {op} {b} = {c}"
        elif res is not None:
            wrong[m.start(4)] = f"{a} {op} {b} is {format(res.normalize(), 'f')}, not {c}"
    return derived, wrong


def _number_claims(answer: str, ctx: Context, values, taken: Sequence[tuple[int, int]]) -> list[Claim]:
    question_values = {v for _s, _e, _t, vals in _numbers(ctx.question) for v in vals}
    derived, wrong = _arithmetic(answer)
    claims: list[Claim] = []
    for start, end, token, vals in _numbers(answer):
        if any(s <= start < e for s, e in taken) or any(v in question_values for v in vals):
            continue
        if start in wrong:
            # a result the answer computed wrongly is wrong even if the number occurs elsewhere
            claims.append(Claim("number", token, start, end, "unsupported", float(vals[0]), None,
                                f"the arithmetic shown does not hold: {wrong[start]}"))
            continue
        hit = next(((v, item) for v in vals for ev, item in values if matches(v, ev)), None)
        if hit is not None:
            claims.append(Claim("number", token, start, end, "supported", float(hit[0]), hit[1].text[:160]))
        elif start in derived:
            claims.append(Claim("number", token, start, end, "derived", float(vals[0]), None, derived[start]))
        else:
            claims.append(Claim("number", token, start, end, "unsupported", float(vals[0])))
    return claims


def _name_claims(answer: str, mesh: Mesh, evidence: Sequence[Item], restated: str = "") -> list[Claim]:
    """Every entity or source the answer names must be in the evidence (or, for a refusal, in
    the table reading's reason it restates: the members it asks back between)."""
    owners_all = set().union(*(_owners(i, mesh) for i in evidence)) if evidence else set()
    ev_text = fold(" ".join(n for i in evidence for n in _item_names(i)) + " " + restated)
    claims: list[Claim] = []
    seen: set[str] = set()
    for r in mesh.resolver.resolve(_CITATION.sub(" ", answer)).matched:
        key = fold(r.entity or r.target)
        if key in seen:
            continue
        seen.add(key)
        at = max(answer.find(r.text), 0)
        ok = key in owners_all or fold(r.target) in owners_all or key in ev_text
        claims.append(Claim("name", r.text, at, at + len(r.text), "supported" if ok else "unsupported", None,
                            None if not ok else "named in the evidence"))
    return claims


def _speaks_for(item: Item, named: set[str], mesh: Mesh) -> set[str]:
    """Whose value an item states: a fact only its own; a passage every entity it mentions."""
    owners = _owners(item, mesh)
    if isinstance(item.evidence, Span):
        owners |= {n for n in named if n in fold(item.evidence.text)}
    return owners


def _names_owner(sentence: str, named: set[str], owner_sets: list[set[str]]) -> bool:
    """The sentence writes an owner's name as a name of its own ("Africa"), whatever the
    resolver matched beside it by a part ("South Africa" by its last word) — never as a part of
    another name it writes ("South Africa's 54.8" is not Africa's)."""
    plain = f" {fold(_CITATION.sub(' ', sentence))} "
    written = [n for n in named if n and f" {n} " in plain]
    return any(f" {o} " in plain and not any(o != n and f" {o} " in f" {n} " for n in written)
               for owners in owner_sets for o in owners if o)


def _attributed(c: Claim, answer: str, ctx: Context, mesh: Mesh, values, evidence: Sequence[Item],
                stated: Set[Decimal] = frozenset()) -> Claim:
    """A supported number next to names that do not own it, or presented as another
    statistic, is misattributed."""
    if c.kind != "number" or c.status != "supported":
        return c
    if any(item.kind == "notice" for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)):
        return c  # a refusal's count restated from the table reading's reason ("and 132 more"): the notice's own
    sentence = _sentence_at(answer, c.start)
    overridden = None if conflict_reported(answer, c.start, evidence, _fact_key) else _overridden(c, values, evidence)
    note = (overridden or _statistic_mismatch(c, sentence, values, mesh, ctx)
            or _measure_mismatch(c, answer, values, mesh, ctx) or _position_mismatch(c, answer, values, mesh, ctx, stated))
    if note:
        return replace(c, status="misattributed", note=note)
    named = {fold(r.entity or r.target) for r in mesh.resolver.resolve(_CITATION.sub(" ", sentence)).matched}
    holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
    if not named:
        return c
    # a computation names both operands' owners; the facts say whose value it is
    holders = [i for i in holders if i.kind != "computation"] or holders
    owner_sets = [_speaks_for(i, named, mesh) for i in holders]
    if _names_owner(sentence, named, owner_sets):
        return c
    if owner_sets and not any(named & o for o in owner_sets):
        return replace(c, status="misattributed",
                       note="the value belongs to " + ", ".join(sorted({n for o in owner_sets for n in o})[:3]))
    return c


def _fact_key(item: Item) -> tuple[str, str] | None:
    f = item.evidence
    return (fold(f.subject), fold(f.predicate)) if isinstance(f, Fact) else None


def _overridden(c: Claim, values, evidence: Sequence[Item]) -> str | None:
    """A value found only in Priority-2 background whose subject and predicate have a
    Priority-1 fact: the answer let background override the authoritative value (rule 2;
    SmolLM2 answered "average MPG … 35.5" over the curated 12.0)."""
    holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
    if not holders or any(i.kind != "background" for i in holders):
        return None
    keys = {_fact_key(i) for i in holders}
    p1 = [i for i in evidence if i.kind == "fact" and _fact_key(i) in keys]
    if not p1:
        return None
    return "a Priority-2 background value where a Priority-1 fact answers: " + p1[0].text[:120]


#: the statistics a fact sentence names in words (``count`` is phrased as a number of readings)
_WORDED_STATISTICS = frozenset(["max", "min", "mean", "first", "last", "sum"])


def _statistic_mismatch(c: Claim, sentence: str, values, mesh: Mesh, ctx: Context) -> str | None:
    """A value presented as one statistic (\"the lowest share was 24.8%\") that the
    evidence states only as another (24.8% is the maximum): an attribution error too."""
    named: set[str] = set()
    for kb in ctx.plan.route.kbs:
        inv = mesh.inventory(kb)
        named |= set(resolve_vocabulary(sentence, inv.metrics, inv.vocabulary,
                                        language=language_for([inv.language])).statistics)
    named &= {"max", "min", "mean"}
    if not named:
        return None
    holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
    stats = set()
    for item in holders:
        f = item.evidence
        if item.kind != "fact":
            return None  # also stated by a passage or computation: no single statistic owns it
        if not isinstance(f, Fact) or f.origin != "computed" or f.statistic not in _WORDED_STATISTICS:
            return None
        stats.add(f.statistic)
    if stats and not (stats & named):
        return f"presented as the {'/'.join(sorted(named))}, but the evidence states it as the {'/'.join(sorted(stats))}"
    return None


def item_measures(item: Item) -> frozenset[str] | None:
    """The measures whose values an item states; None when it names none (a passage, a
    curated fact): such an item neither agrees nor disagrees with a measure."""
    ev = item.evidence
    if isinstance(ev, Span | Notice) or ev is None:
        return None
    if isinstance(ev, Difference):
        found = {ev.larger.metric, ev.smaller.metric}
    elif isinstance(ev, Ranking):
        found = {f.metric for f in ev.operands}
    elif isinstance(ev, WindowRanking):
        found = {r.metric for r in ev.ordered}
    else:  # a table answer comparing measures states each (``measures``); others their one metric
        found = set(getattr(ev, "measures", ()) or {getattr(ev, "metric", None)})
    return frozenset(m for m in found if m) or None


def _named_measures(text: str, mesh: Mesh, ctx: Context) -> set[str]:
    named: set[str] = set()
    for kb in ctx.plan.route.kbs:
        inv = mesh.inventory(kb)
        named |= set(resolve_vocabulary(text, inv.metrics, inv.vocabulary,
                                        language=language_for([inv.language])).metrics)
    return named


def _plan_measure(ctx: Context) -> set[str]:
    """The one measure the question's plan bound (a metric it named, or the table reading's
    measure), or none when it bound none or several."""
    bound = {m for k in ctx.plan.kbs for m in k.metrics}
    table = ctx.plan.table
    if table is not None and table.bound and table.query is not None:
        bound.add(table.query.measure)
    return bound if len({fold(m) for m in bound}) == 1 else set()


def claimed_measures(clause: str, sentence: str, mesh: Mesh, ctx: Context) -> frozenset[str]:
    """The measures a claim is about: those its clause names; else the one the question's
    plan bound; else those its sentence names; else none (nothing to check against)."""
    return frozenset(_named_measures(clause, mesh, ctx) or _plan_measure(ctx)
                     or _named_measures(sentence, mesh, ctx))


_CLAUSE_BREAK = re.compile(r"[;:—–]\s*|,\s+")
_MAJOR_BREAK = re.compile(r"[;:—–]\s*")


def clause_at(text: str, pos: int, *, commas: bool = True) -> str:
    """The clause of ``text`` around ``pos``: its sentence cut at ``;``, ``:``, dashes and,
    with ``commas``, at ``, `` (a comma with a space: ``1,234`` is one number)."""
    breaks = _CLAUSE_BREAK if commas else _MAJOR_BREAK
    for start, sentence in sentences(text):
        if start <= pos < start + len(sentence):
            cuts = [0, *(m.end() for m in breaks.finditer(sentence)), len(sentence)]
            at = pos - start
            lo = max(c for c in cuts if c <= at)
            hi = min((c for c in cuts if c > at), default=len(sentence))
            return sentence[lo:hi]
    return text


def _holders(c: Claim, values) -> list[Item]:
    return [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]


def _measure_mismatch(c: Claim, answer: str, values, mesh: Mesh, ctx: Context) -> str | None:
    """A value of a clause about one measure that only evidence of other measures holds
    (issue 28, failure 8): the same number is not the same fact."""
    wanted = claimed_measures(clause_at(answer, c.start), _sentence_at(answer, c.start), mesh, ctx)
    if not wanted:
        return None
    folded = {fold(m) for m in wanted}
    stated = [item_measures(i) for i in _holders(c, values)]
    if not stated or any(m is None or {fold(x) for x in m} & folded for m in stated):
        return None  # a holder of that measure, or one that names no measure (a passage)
    others = sorted({m for ms in stated if ms for m in ms})
    return (f"the sentence is about {'/'.join(sorted(wanted))}, but only evidence of "
            f"{'/'.join(others)} states {c.text.strip()}")


_DATE_LIKE = re.compile(r"\d[-/:]\d")


def _a_stated_value(text: str, stated: Set[Decimal]) -> bool:
    """Words read as a position that are a number then its unit, the number a value the evidence
    states ("75.64 years" of a life expectancy): the value, not a position. A date or a time of
    day ("2014-08-11", "15:00") and a unit's word before its number ("year 2007", "in 2007") are
    always a position."""
    numbers = _numbers(text.strip())
    return (len(numbers) == 1 and numbers[0][0] == 0 and not _DATE_LIKE.search(text)
            and any(v in stated for v in numbers[0][3]))


def claimed_points(sentence: str, mesh: Mesh, ctx: Context,
                   stated: Set[Decimal] = frozenset()) -> dict[str, set[float]]:
    """The positions a sentence names, by routed KB (those the question names excluded: a
    sentence repeating the question's position says nothing of its own about it; and a value
    the evidence states with a unit that reads as one, ``stated``: "75.64 years")."""
    masked = _CITATION.sub(lambda m: " " * len(m.group()), sentence)
    out: dict[str, set[float]] = {}
    for kb in ctx.plan.route.kbs:
        inv = mesh.inventory(kb)
        lang = language_for([inv.language])
        asked = {w.start for w in parse_addresses(ctx.question, inv.axis, inv.vocabulary, language=lang)}
        points = {w.start for w in parse_addresses(masked, inv.axis, inv.vocabulary, language=lang)
                  if w.start == w.end and w.start not in asked and not _a_stated_value(w.text, stated)}
        if points:
            out[kb] = points
    return out


def _at(item: Item, points: dict[str, set[float]]) -> bool | None:
    """Whether an item states its value at one of the named points of its KB; None when it
    states no position (a mean, a count), or names no point of its own KB."""
    wanted = points.get(item.kb or "")
    have = item_points(item)
    if not wanted or not have:
        return None
    ev = item.evidence
    if isinstance(ev, Span):  # a passage covers its cue
        return any(min(have) <= p <= max(have) for p in wanted)
    return bool(have & wanted)


def _position_mismatch(c: Claim, answer: str, values, mesh: Mesh, ctx: Context,
                       stated: Set[Decimal] = frozenset()) -> str | None:
    """A value in a clause naming a position (cut at ``;``, ``:`` and dashes, not commas:
    "On 2014-08-11, it was 18.3" is one) that only evidence at other positions holds
    ("on 2014-08-11 … 18.3", where 18.3 is the value of other dates)."""
    holders = _holders(c, values)
    if not holders:
        return None
    points = claimed_points(clause_at(answer, c.start, commas=False), mesh, ctx, stated)
    if not points:
        return None
    verdicts = [_at(i, points) for i in holders]
    if any(v is None or v for v in verdicts):
        return None
    named = ", ".join(sorted({describe_position(p, mesh.inventory(kb).axis.name, mesh.inventory(kb).axis.kind)
                              for kb, ps in points.items() for p in ps}))
    return f"the evidence states {c.text.strip()} at other positions than the sentence names ({named})"


def _sentence_at(text: str, pos: int) -> str:
    for start, sentence in sentences(text):
        if start <= pos < start + len(sentence):
            return sentence
    return text
