"""The two-phase hydration protocol (docs/design.md §5).

Phase 1 sends the skeleton (Tier 0, graph, Tier 1 — no discovered prose) with a
contract: answer, or reply only with up to ``MAX_FETCH`` lines ``FETCH: <source>`` (``@
<window>`` optional). Directives are parsed leniently, validated against the routed KBs'
inventory (an unknown name — or anything that looks like a path — is discarded, never
opened: spans are read from the KB store by source name only), fetched verbatim and
region-bounded to the named source, and phase 2 answers from the skeleton plus those
spans marked authoritative.

Forced hydration: a question that asks for verbatim content ("what was said", a quote,
the exact words) with no Tier-1 span to answer from is hydrated without asking the
model whether to fetch.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..context.assemble import PROSE_KINDS
from ..context.evidence import Item, Tier
from ..context.prompt import MAX_FETCH, render
from ..context.result import Context
from ..context.sentences import span_citation, span_line, span_window
from ..lang import language_for
from ..mesh import Mesh
from ..query.addresses import Window, parse_addresses
from ..text import fold

_DIRECTIVE = re.compile(r"fetch\s*[:：=]\s*(.+)", re.IGNORECASE)
_RANGE_DASH = re.compile(r"^\s*(\d{1,2}(?::\d{2}){1,2}(?:\.\d+)?)\s*[–—-]\s*(\d{1,2}(?::\d{2}){1,2}(?:\.\d+)?)\s*$")
MAX_SPANS_PER_FETCH = 6
#: the longest source name and window a directive may carry (a source name is a file path
#: in the KB; a window is a time or a range). A longer one is refused before its window is
#: parsed as an address (superlinear in its length: a 1.6 MB window took over 120 s), so a
#: hostile reply costs one linear scan.
MAX_NAME_CHARS = 256
MAX_WINDOW_CHARS = 64


@dataclass(frozen=True)
class Directive:
    """``name`` / ``window`` as the model wrote them; ``too_long``: past the bounds above
    (``name`` then holds only its first :data:`MAX_NAME_CHARS` characters, for the trace)."""

    name: str
    window: str | None
    too_long: bool = False


@dataclass
class Fetch:
    kb: str
    source: str
    window: str | None
    spans: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Discarded:
    """A FETCH directive the engine refused, and why."""

    name: str
    reason: str


@dataclass(frozen=True)
class Fetched:
    """What one fetch read: the source and window, and the spans it returned."""

    kb: str
    source: str
    window: str | None
    spans: tuple[int, ...] = ()


@dataclass(frozen=True)
class Hydration:
    """What the two-phase protocol did for one answer (``Answer.hydration``)."""

    fired: bool = False  # prose was fetched
    forced: bool = False  # the engine fetched it without (or beyond) the model's directives
    refusal: bool = False  # fetched after a phase-1 refusal under a named scope
    fetched: tuple[Fetched, ...] = ()
    discarded: tuple[Discarded, ...] = ()
    phase1: str | None = None  # the phase-1 reply
    loop_cut: str | None = None  # the stage the loop detector stopped
    phase2_prompt_tokens_estimate: int | None = None

    def as_dict(self) -> dict:
        out = {"fired": self.fired, "forced": self.forced, "refusal": self.refusal,
               "fetched": [{"kb": f.kb, "source": f.source, "window": f.window, "spans": list(f.spans)}
                           for f in self.fetched],
               "discarded": [{"name": d.name, "reason": d.reason} for d in self.discarded], "phase1": self.phase1}
        if self.loop_cut is not None:
            out["loop_cut"] = self.loop_cut
        if self.phase2_prompt_tokens_estimate is not None:
            out["phase2_prompt_tokens_estimate"] = self.phase2_prompt_tokens_estimate
        return out


def parse_directives(text: str, limit: int = MAX_FETCH) -> tuple[list[Directive], bool]:
    """``(directives, answered)``: lenient about bullets, casing, quotes and extra prose.

    ``answered`` is True when the reply is prose with no directive (the model answered
    from the skeleton); with any directive the engine fetches.
    """
    found: list[Directive] = []
    prose = []
    for line in text.splitlines():
        m = _DIRECTIVE.search(line)
        if not m:
            if line.strip():
                prose.append(line)
            continue
        if len(found) >= limit:
            continue
        d = _directive(m.group(1))
        if d is not None and d not in found:
            found.append(d)
    return found, bool(prose) and not found


def _directive(target: str) -> Directive | None:
    """One directive from the text after ``FETCH:`` (linear in its length); over the bounds →
    ``too_long``."""
    target = target.strip().strip("*`'\"“”‘’[]() ").strip()
    name, _, window = target.partition("@")
    name = name.strip().strip("*`'\"“”‘’[]() ")
    window = window.strip().strip("*`'\"“”‘’[]() ")
    if not name:
        return None
    if len(name) > MAX_NAME_CHARS or len(window) > MAX_WINDOW_CHARS:
        return Directive(name[:MAX_NAME_CHARS], None, too_long=True)
    return Directive(name, window or None)


def validate(directives: Sequence[Directive], mesh: Mesh, kbs: Sequence[str]) -> tuple[list[Fetch], list[Discarded]]:
    """Keep directives naming a source of a routed KB (by file name, stem or alias)."""
    index: dict[str, tuple[str, str]] = {}
    for kb in kbs:
        inv = mesh.inventory(kb)
        # prose first: a stem or alias shared by a table and its transcript ("italia_sera")
        # means the prose, the only thing a FETCH returns
        ordered = sorted(inv.sources.items(), key=lambda kv: (kv[1].kind not in PROSE_KINDS, kv[0]))
        for name, src in ordered:
            keys = [name, name.rsplit("/", 1)[-1], name.rsplit("/", 1)[-1].split(".", 1)[0], *src.aliases]
            for k in keys:
                index.setdefault(fold(k), (kb, name))
    ok: list[Fetch] = []
    discarded: list[Discarded] = []
    for d in directives:
        if d.too_long:
            discarded.append(Discarded(d.name, f"longer than {MAX_NAME_CHARS} characters (name) or "
                                               f"{MAX_WINDOW_CHARS} (window): refused"))
            continue
        # "italia_sera.srt (broadcast-it)" as the list writes it; _directive strips the ")"
        key = fold(re.sub(r"\s*\([^()]*\)?\s*$", "", d.name))
        hits = [index[key]] if key in index else _entity_prose(key, mesh, kbs)
        if not hits or ".." in d.name or d.name.startswith(("/", "~")):
            discarded.append(Discarded(d.name, "not a source of the routed KB(s)"))
            continue
        for kb, source in hits:
            if not any(f.kb == kb and f.source == source and f.window == d.window for f in ok):
                ok.append(Fetch(kb, source, d.window))
    return ok[:MAX_FETCH], discarded


def _entity_prose(key: str, mesh: Mesh, kbs: Sequence[str]) -> list[tuple[str, str]]:
    """A directive that names an entity, not a file ("FETCH: Italia Sera"; small models
    write the subject they want to read about): that entity's prose sources."""
    out: list[tuple[str, str]] = []
    for kb in kbs:
        inv = mesh.inventory(kb)
        entity = next((name for name, (_id, _kind, aliases) in sorted(inv.entities.items())
                       if key in {fold(name), *(fold(a) for a in aliases)}), None)
        if entity is not None:
            out += [(kb, s) for s in inv.sources_about(entity) if inv.sources[s].kind in PROSE_KINDS]
    return out


def _window(text: str, mesh: Mesh, kb: str) -> Window | None:
    inv = mesh.inventory(kb)
    m = _RANGE_DASH.match(text)
    phrase = f"from {m.group(1)} to {m.group(2)}" if m else (text if re.search(r"[a-z]", text, re.I) else f"at {text}")
    wins = parse_addresses(phrase, inv.axis, inv.vocabulary, language=language_for([inv.language]))
    return wins[0] if wins else None


def fetch(mesh: Mesh, fetches: Sequence[Fetch], question: str) -> list[Item]:
    """Verbatim spans, region-bounded to each named source."""
    items: list[Item] = []
    seen: set[tuple[str, int]] = set()
    words = [w for w in re.findall(r"[^\W_]{3,}", fold(question))]
    query = " OR ".join(f'"{w}"' for w in dict.fromkeys(words)) or None
    for f in fetches:
        inv = mesh.inventory(f.kb)
        store = inv.kb.store
        spans = []
        win = _window(f.window, mesh, f.kb) if f.window else None
        if win is not None:
            spans = store.spans_overlapping(win.start, None if win.kind == "point" else win.end, sources=[f.source])
            anchor = win.anchor if win.anchor is not None else win.start
            spans = sorted(spans, key=lambda s: (abs((s.start or 0) - anchor), s.ordinal))[:MAX_SPANS_PER_FETCH]
        if not spans and query:
            spans = [s for s, _ in store.search(query, limit=MAX_SPANS_PER_FETCH, sources=[f.source])]
        if not spans:
            spans = store.spans_of(f.source, limit=MAX_SPANS_PER_FETCH)
        for sp in sorted(spans, key=lambda s: (s.start if s.start is not None else -1, s.ordinal)):
            if (f.kb, sp.id) in seen:
                continue
            seen.add((f.kb, sp.id))
            f.spans.append(sp.id)
            items.append(Item(span_line(sp, inv.axis), sp.source, f.kb, "span", span_window(sp, inv.axis),
                              sp.id, f"fetched: {f.source}" + (f" @ {f.window}" if f.window else ""),
                              evidence=sp, rule="fetched", citation=span_citation(sp, inv.axis)))
    return items


def forced_fetches(ctx: Context, mesh: Mesh) -> list[Fetch]:
    """What to fetch without asking: the routed prose sources (transcripts, documents)."""
    out = []
    route = ctx.plan.route
    for kb in route.kbs:
        inv = mesh.inventory(kb)
        scoped = route.sources_in(kb) or sorted(inv.sources)
        for name in scoped:
            if inv.sources[name].kind in PROSE_KINDS:
                out.append(Fetch(kb, name, None))
    return out[:MAX_FETCH]


def phase2_prompt(ctx: Context, fetched: Sequence[Item]) -> str:
    tiers = [t for t in ctx.tiers if t.tier < 2]
    tiers.append(Tier(1, "Fetched passages (verbatim from the sources requested; authoritative for wording)", tuple(fetched)))
    return render(arm="skeleton", kbs=ctx.plan.route.kbs, tiers=tiers, graph=ctx.graph,
                  available=ctx.available, question=ctx.question, example=ctx.example).prompt
