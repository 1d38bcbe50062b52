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
  of which owns an evidence item holding that value, is ``misattributed``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import TYPE_CHECKING

from .context.result import Context, Item
from .numbers import readings
from .query.addresses import parse_addresses
from .text import fold

if TYPE_CHECKING:
    from .mesh import Mesh

POLICIES = ("flag", "repair", "off")
_CITATION = re.compile(r"\[[^\[\]\n]{1,300}\]")
_NUMBER = re.compile(r"(?<![\w.,])([-+−]?\d+(?:[.,\s ]\d{3})*(?:[.,]\d+)?)(\s?%)?(?![\w])")
_LIST_MARK = re.compile(r"(?m)^\s*\d{1,2}[.)]\s")
_ARITH = re.compile(
    r"([-+]?\d+(?:[.,]\d+)?)\s*%?\s*([−\-+×x*/÷])\s*([-+]?\d+(?:[.,]\d+)?)\s*%?\s*=\s*([-+]?\d+(?:[.,]\d+)?)"
)
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?](?!\d)|\n|$)")


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

    @property
    def unsupported(self) -> list[Claim]:
        return [c for c in self.claims if c.status == "unsupported"]

    @property
    def misattributed(self) -> list[Claim]:
        return [c for c in self.claims if c.status == "misattributed"]

    @property
    def ok(self) -> bool:
        return not self.unsupported and not self.misattributed

    def summary(self) -> str:
        n = len(self.claims)
        if self.ok:
            return f"verified: {n} claim(s), all traced to the evidence"
        bad = [f"{c.kind} {c.text!r} {c.status}" for c in self.unsupported + self.misattributed]
        return f"unverified: {len(bad)} of {n} claim(s) — " + "; ".join(bad)

    def as_dict(self) -> dict:
        return {"ok": self.ok, "summary": self.summary(), "claims": [asdict(c) for c in self.claims]}


# --------------------------------------------------------------------------- numbers
def _decimals(d: Decimal) -> int:
    exp = d.as_tuple().exponent
    return -exp if isinstance(exp, int) and exp < 0 else 0


def matches(claimed: Decimal, stated: Decimal) -> bool:
    """``claimed`` is ``stated``, or ``stated`` rounded half-up to the claim's decimals
    where the claim keeps at least two of them (580.31 for 580.3052092, 24.26 for
    24.2588) — but 38 for 37.5 or 24.3 for 24.2588 is a different value."""
    if claimed == stated:
        return True
    places = _decimals(claimed)
    if places < min(2, _decimals(stated)) or places >= _decimals(stated):
        return False
    return stated.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP) == claimed


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


def _evidence_values(items: Iterable[Item]) -> list[tuple[Decimal, Item]]:
    out = []
    for item in items:
        for _s, _e, _t, vals in _numbers(item.text):
            out += [(v, item) for v in vals]
    return out


# --------------------------------------------------------------------------- entities
def _owners(item: Item, mesh: Mesh) -> set[str]:
    """Folded names of the entities and sources an evidence item belongs to."""
    names = {fold(s) for s in re.split(r";\s*", item.source) if s}
    if item.kb:
        inv = mesh.inventory(item.kb)
        for s in re.split(r";\s*", item.source):
            src = inv.sources.get(s)
            if src and src.entity:
                names.add(fold(src.entity))
    head = item.text.split(":", 1)[0] if item.kind in ("fact", "background") else ""
    head = head.split(" — ", 1)[0]
    if head:
        names.add(fold(head))
    if item.kind == "computation":
        names |= {fold(m) for m in re.findall(r"([A-Z][\w ]+?)'s", item.text)}
    return names


def verify(answer: str, ctx: Context, mesh: Mesh, extra: Sequence[Item] = ()) -> Verification:
    """Check ``answer`` against the evidence of its own context (plus hydrated ``extra``)."""
    evidence = [i for t in ctx.tiers for i in t.items if i.kind != "notice"] + list(extra)
    values = _evidence_values(evidence)
    question_values = {v for _s, _e, _t, vals in _numbers(ctx.question) for v in vals}
    claims: list[Claim] = []
    taken: list[tuple[int, int]] = []

    # positions first: their numbers are not separate number claims
    kbs = ctx.route.get("kbs", [])
    ev_text = "\n".join(i.text for i in evidence)
    for kb in kbs:
        inv = mesh.inventory(kb)
        ev_windows = parse_addresses(ev_text, inv.axis, inv.vocabulary)
        ev_points = {w.start for w in ev_windows} | {w.end for w in ev_windows}
        q_points = {w.start for w in parse_addresses(ctx.question, inv.axis, inv.vocabulary)}
        masked = _CITATION.sub(lambda m: " " * len(m.group()), answer)
        for w in parse_addresses(masked, inv.axis, inv.vocabulary):
            at = masked.find(w.text)
            if at < 0 or any(s <= at < e for s, e in taken):
                continue
            taken.append((at, at + len(w.text)))
            if w.start in q_points:
                continue
            # a position must be one the evidence states (a fact's position, a window's
            # bounds); lying inside a cue is not enough: "the peak at second 150" is wrong
            covered = w.start in ev_points and w.end in ev_points
            claims.append(Claim("position", w.text, at, at + len(w.text),
                                "supported" if covered else "unsupported", w.start,
                                None if not covered else "a position stated in the evidence"))

    # arithmetic the answer shows
    derived: dict[tuple[int, int], str] = {}
    wrong_arith: dict[tuple[int, int], str] = {}
    for m in _ARITH.finditer(answer):
        a, op, b, c = m.group(1), m.group(2), m.group(3), m.group(4)
        try:
            da, db, dc = Decimal(a.replace(",", ".")), Decimal(b.replace(",", ".")), Decimal(c.replace(",", "."))
        except InvalidOperation:
            continue
        res = {"-": da - db, "−": da - db, "+": da + db, "×": da * db, "x": da * db, "*": da * db,
               "/": da / db if db else None, "÷": da / db if db else None}[op]
        if res is not None and matches(dc, res):
            derived[(m.start(4), m.end(4))] = f"{a} {op} {b} = {c}"
        elif res is not None:
            wrong_arith[(m.start(4), m.end(4))] = f"{a} {op} {b} is {format(res.normalize(), 'f')}, not {c}"

    for start, end, token, vals in _numbers(answer):
        if any(s <= start < e for s, e in taken):
            continue
        if any(v in question_values for v in vals):
            continue
        bad = next((note for (s, e), note in wrong_arith.items() if s == start), None)
        if bad:
            # a result the answer computed wrongly is wrong even if the number occurs elsewhere
            claims.append(Claim("number", token, start, end, "unsupported", float(vals[0]), None,
                                f"the arithmetic shown does not hold: {bad}"))
            continue
        hit = next(((v, item) for v in vals for ev, item in values if matches(v, ev)), None)
        if hit is not None:
            claims.append(Claim("number", token, start, end, "supported", float(hit[0]), hit[1].text[:160]))
            continue
        d = next((note for (s, e), note in derived.items() if s == start), None)
        if d:
            claims.append(Claim("number", token, start, end, "derived", float(vals[0]), None, d))
            continue
        claims.append(Claim("number", token, start, end, "unsupported", float(vals[0])))

    # names: every entity or source the answer names must be in the evidence
    owners_all = set().union(*(_owners(i, mesh) for i in evidence)) if evidence else set()
    refs = mesh.resolver.resolve(_CITATION.sub(" ", answer))
    seen: set[str] = set()
    for r in refs.matched:
        key = fold(r.entity or r.target)
        if key in seen:
            continue
        seen.add(key)
        at = answer.find(r.text)
        ok = key in owners_all or fold(r.target) in owners_all or key in fold(ev_text)
        claims.append(Claim("name", r.text, max(at, 0), max(at, 0) + len(r.text),
                            "supported" if ok else "unsupported", None,
                            None if not ok else "named in the evidence"))

    # attribution: a supported number next to names that do not own it
    out: list[Claim] = []
    for c in sorted(claims, key=lambda c: (c.start, c.kind)):
        if c.kind == "number" and c.status == "supported":
            sentence = _sentence_at(answer, c.start)
            named = {fold(r.entity or r.target) for r in mesh.resolver.resolve(_CITATION.sub(" ", sentence)).matched}
            stat_note = _overridden(c, values, evidence) or _statistic_mismatch(c, sentence, values, mesh, ctx)
            if stat_note:
                c = Claim(c.kind, c.text, c.start, c.end, "misattributed", c.value, c.evidence, stat_note)
            elif named:
                holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
                # a computation names both operands' owners; the facts say whose value it is
                primary = [i for i in holders if i.kind != "computation"]
                holders = primary or holders
                # a passage speaks for every entity it mentions; a fact only for its own
                owner_sets = [_owners(i, mesh) | ({n for n in named if n in fold(i.text)} if i.kind == "span" else set())
                              for i in holders]
                if owner_sets and not any(named & o for o in owner_sets):
                    c = Claim(c.kind, c.text, c.start, c.end, "misattributed", c.value, c.evidence,
                              "the value belongs to " + ", ".join(sorted({n for o in owner_sets for n in o})[:3]))
        out.append(c)
    return Verification(tuple(out))


def _overridden(c: Claim, values, evidence: Sequence[Item]) -> str | None:
    """A value found only in Priority-2 background whose subject and predicate have a
    Priority-1 fact: the answer let background override the authoritative value (rule 2;
    SmolLM2 answered "average MPG … 35.5" over the curated 12.0)."""
    holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
    if not holders or any(i.kind != "background" for i in holders):
        return None
    heads = {fold(i.text.split(":", 1)[0]) for i in holders}
    p1 = [i for i in evidence if i.kind == "fact" and fold(i.text.split(":", 1)[0]) in heads]
    if not p1:
        return None
    return "a Priority-2 background value where a Priority-1 fact answers: " + p1[0].text[:120]


_STAT_OF_ITEM = re.compile(r": the (maximum \(peak\)|minimum \(lowest\)|average|first|last|total) ")
_ITEM_STAT = {"maximum (peak)": "max", "minimum (lowest)": "min", "average": "mean", "first": "first",
              "last": "last", "total": "sum"}


def _statistic_mismatch(c: Claim, sentence: str, values, mesh: Mesh, ctx: Context) -> str | None:
    """A value presented as one statistic (\"the lowest share was 24.8%\") that the
    evidence states only as another (24.8% is the maximum): an attribution error too."""
    from .query.vocabulary import resolve_vocabulary

    named: set[str] = set()
    for kb in ctx.route.get("kbs", []):
        inv = mesh.inventory(kb)
        named |= set(resolve_vocabulary(sentence, inv.metrics, inv.vocabulary).statistics)
    named &= {"max", "min", "mean"}
    if not named:
        return None
    holders = [item for v in readings(c.text.rstrip("% ")) for ev, item in values if matches(v, ev)]
    stats = set()
    for item in holders:
        if item.kind != "fact":
            return None  # also stated by a passage or computation: no single statistic owns it
        m = _STAT_OF_ITEM.search(item.text)
        if not m:
            return None
        stats.add(_ITEM_STAT[m.group(1)])
    if stats and not (stats & named):
        return f"presented as the {'/'.join(sorted(named))}, but the evidence states it as the {'/'.join(sorted(stats))}"
    return None


def _sentence_at(text: str, pos: int) -> str:
    for m in _SENTENCE.finditer(text):
        if m.start() <= pos < m.end():
            return m.group()
    return text
