"""Question batteries and the context-level evaluation (docs/design.md §8).

A battery is a YAML file of questions, each with the strings an assembled context must
contain (**needles**) and must never contain (**forbidden** needles). The context level
asks no model: it assembles each question's context in every arm and checks the evidence.

Format
------

.. code-block:: yaml

    mesh: [kbs/]            # optional: KB files, folders of *.sqlite, or mesh .toml files,
                            # relative to the battery file (the caller may pass its own mesh)
    arms: [full, hydrate, skeleton, flat]   # optional, this is the default
    runs: 1                 # optional, how many times the answer level repeats each item
    items:
      - id: peak-italia-sera              # unique
        class: quantitative               # quantitative | comparative | temporal | verbatim |
                                          # open | trap | collision | routing | follow-up
        question: What was the peak share of Italia Sera and when did it occur?
        history:                          # optional: the conversation so far
          - {role: user, content: "…"}
          - {role: assistant, content: "… [italia_sera.csv @ second 146]"}
        needles: ["37.5", "146"]          # ALL must appear (default [])
        forbidden: ["36.5", "Late Review"]   # NONE may appear (default [])
        expect_refusal: false             # optional: the answer level expects a refusal
        expect_kbs: [broadcast-it]        # optional: the route's KBs must equal this set
        tier0: ["12.0"]                   # optional: must appear in Tier-0 Priority-1 items
        tier0_forbidden: ["35.5"]         # optional: must NOT appear in Tier-0 Priority-1 items
                                          # (they may still appear in the Priority-2 block)
        arms: [full, hydrate]             # optional: narrows the battery's arms for this item

Every problem is reported as :class:`BatteryError` (a :class:`~noesis.errors.QueryError`)
naming the file, the item id, the key and what was expected.

Matching
--------

* Text needles match by containment after folding case and accents and collapsing runs of
  whitespace (:func:`noesis.text.fold_keeping_punctuation`); punctuation is kept, so
  ``"Italia Sera"`` does not match the file name ``italia_sera.csv``.
* A needle that is a number (``"37.5"``, ``"37.5%"``, ``"1,0"``, ``"7976497"``) matches
  numerically against the numbers in the text (read by :mod:`noesis.numbers`): ``37.5`` =
  ``37.50`` = ``37.5%``; a decimal comma is read as a decimal point, and ``7,976,497`` /
  ``7.976.497`` as thousands; the needle's sign is ignored (text numbers are read unsigned). Numbers
  are whole tokens, so ``137.5`` and ``37.55`` do not match ``37.5``. A needle written with
  decimals only matches numbers written with decimals, so ``"1.0"`` does not match the
  ``1`` of "Priority 1".
* The text searched is the context's ``evidence`` (the prompt without its fixed rules block
  and without the question and answer cue at its end, as the renderer builds it): the
  question's own words are never evidence, and the rules' numbering is not data.

:func:`context_level` returns one :class:`ItemResult` per item and arm: needles found and
missing, forbidden hits, route KBs, prompt tokens.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from ..context.prompt import ARMS
from ..errors import QueryError
from ..numbers import has_decimals, numbers_in, readings
from ..text import fold_keeping_punctuation

CLASSES = ("quantitative", "comparative", "temporal", "verbatim", "open", "trap",
           "collision", "routing", "follow-up")
DEFAULT_ARMS = ARMS
ROLES = ("user", "assistant", "system")

_TOP_KEYS = {"mesh", "arms", "runs", "items"}
_ITEM_KEYS = {"id", "class", "question", "history", "needles", "forbidden", "expect_refusal",
              "expect_kbs", "tier0", "tier0_forbidden", "arms"}


class BatteryError(QueryError):
    """A battery file that does not validate: file, item, key and what was expected."""

    def __init__(self, file: str, reason: str, *, item: str | None = None, key: str | None = None):
        self.file, self.item, self.key, self.reason = file, item, key, reason
        where = file
        if item is not None:
            where += f" item {item!r}"
        if key is not None:
            where += f" [{key}]"
        super().__init__(f"{where}: {reason}")


@dataclass(frozen=True)
class BatteryItem:
    id: str
    cls: str
    question: str
    needles: tuple[str, ...] = ()
    forbidden: tuple[str, ...] = ()
    history: tuple[dict[str, str], ...] = ()
    expect_refusal: bool = False
    expect_kbs: frozenset[str] | None = None
    tier0: tuple[str, ...] = ()
    tier0_forbidden: tuple[str, ...] = ()
    arms: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Battery:
    items: tuple[BatteryItem, ...]
    arms: tuple[str, ...] = DEFAULT_ARMS
    runs: int = 1
    mesh: tuple[Path, ...] = ()
    path: Path | None = None

    def arms_for(self, item: BatteryItem, arms: Sequence[str] | None = None) -> tuple[str, ...]:
        """The arms an item runs in: the requested (or battery) arms, narrowed by the item's."""
        wanted = tuple(arms) if arms is not None else self.arms
        if item.arms is None:
            return wanted
        return tuple(a for a in wanted if a in item.arms)


# --------------------------------------------------------------------------- loading


def _strings(value: Any, file: str, item: str | None, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise BatteryError(file, f"expected a list of strings, got {type(value).__name__}",
                           item=item, key=key)
    out = []
    for i, v in enumerate(value):
        if isinstance(v, bool) or not isinstance(v, str | int | float):
            raise BatteryError(file, f"entry {i} must be a string, got {type(v).__name__}",
                               item=item, key=key)
        s = str(v).strip()
        if not s:
            raise BatteryError(file, f"entry {i} is empty; expected a non-empty string",
                               item=item, key=key)
        out.append(s)
    return tuple(out)


def _arms(value: Any, file: str, item: str | None) -> tuple[str, ...]:
    arms = _strings(value, file, item, "arms")
    if not arms:
        raise BatteryError(file, f"expected a non-empty list of arms from {', '.join(ARMS)}",
                           item=item, key="arms")
    bad = [a for a in arms if a not in ARMS]
    if bad:
        raise BatteryError(file, f"unknown arm(s) {', '.join(bad)}; expected any of {', '.join(ARMS)}",
                           item=item, key="arms")
    return arms


def _history(value: Any, file: str, item: str) -> tuple[dict[str, str], ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise BatteryError(file, "expected a list of {role, content} turns", item=item, key="history")
    turns = []
    for i, turn in enumerate(value):
        if not isinstance(turn, dict) or set(turn) != {"role", "content"}:
            raise BatteryError(file, f"turn {i} must be a mapping with exactly the keys role and content",
                               item=item, key="history")
        role, content = turn["role"], turn["content"]
        if role not in ROLES:
            raise BatteryError(file, f"turn {i}: role {role!r} must be one of {', '.join(ROLES)}",
                               item=item, key="history")
        if not isinstance(content, str) or not content.strip():
            raise BatteryError(file, f"turn {i}: content must be a non-empty string",
                               item=item, key="history")
        turns.append({"role": role, "content": content})
    return tuple(turns)


def _item(raw: Any, index: int, file: str) -> BatteryItem:
    if not isinstance(raw, dict):
        raise BatteryError(file, f"item #{index} must be a mapping, got {type(raw).__name__}", key="items")
    iid = raw.get("id")
    if isinstance(iid, bool) or not isinstance(iid, str | int) or not str(iid).strip():
        raise BatteryError(file, f"item #{index} needs an id (a non-empty string)", key="id")
    iid = str(iid).strip()
    unknown = sorted(set(map(str, raw)) - _ITEM_KEYS)
    if unknown:
        raise BatteryError(file, f"unknown key(s) {', '.join(unknown)}; expected any of "
                           f"{', '.join(sorted(_ITEM_KEYS))}", item=iid, key=unknown[0])
    cls = raw.get("class")
    if cls not in CLASSES:
        raise BatteryError(file, f"got {cls!r}; expected one of {', '.join(CLASSES)}",
                           item=iid, key="class")
    question = raw.get("question")
    if not isinstance(question, str) or not question.strip():
        raise BatteryError(file, "expected a non-empty question string", item=iid, key="question")
    refusal = raw.get("expect_refusal", False)
    if not isinstance(refusal, bool):
        raise BatteryError(file, f"expected true or false, got {refusal!r}", item=iid,
                           key="expect_refusal")
    kbs = raw.get("expect_kbs")
    expect_kbs = None
    if kbs is not None:
        names = _strings(kbs, file, iid, "expect_kbs")
        if not names:
            raise BatteryError(file, "expected a non-empty list of KB names", item=iid, key="expect_kbs")
        expect_kbs = frozenset(names)
    return BatteryItem(
        id=iid,
        cls=cls,
        question=question.strip(),
        needles=_strings(raw.get("needles"), file, iid, "needles"),
        forbidden=_strings(raw.get("forbidden"), file, iid, "forbidden"),
        history=_history(raw.get("history"), file, iid),
        expect_refusal=refusal,
        expect_kbs=expect_kbs,
        tier0=_strings(raw.get("tier0"), file, iid, "tier0"),
        tier0_forbidden=_strings(raw.get("tier0_forbidden"), file, iid, "tier0_forbidden"),
        arms=_arms(raw["arms"], file, iid) if "arms" in raw else None,
    )


def parse_battery(data: Any, *, file: str = "<battery>", base: Path | None = None) -> Battery:
    """Validate an already-parsed battery document (a mapping) into a :class:`Battery`."""
    if not isinstance(data, dict):
        raise BatteryError(file, "the top level must be a mapping with an items list")
    unknown = sorted(set(map(str, data)) - _TOP_KEYS)
    if unknown:
        raise BatteryError(file, f"unknown top-level key(s) {', '.join(unknown)}; expected any of "
                           f"{', '.join(sorted(_TOP_KEYS))}", key=unknown[0])
    runs = data.get("runs", 1)
    if isinstance(runs, bool) or not isinstance(runs, int) or runs < 1:
        raise BatteryError(file, f"expected a positive integer, got {runs!r}", key="runs")
    arms = _arms(data["arms"], file, None) if "arms" in data else DEFAULT_ARMS
    mesh_raw = data.get("mesh")
    if isinstance(mesh_raw, str):
        mesh_raw = [mesh_raw]
    mesh_paths = _strings(mesh_raw, file, None, "mesh")
    base = base or Path(".")
    mesh = tuple(p if (p := Path(m)).is_absolute() else base / p for m in mesh_paths)
    raw_items = data.get("items")
    if not isinstance(raw_items, list) or not raw_items:
        raise BatteryError(file, "expected a non-empty list of items", key="items")
    items = [_item(raw, i, file) for i, raw in enumerate(raw_items)]
    seen: set[str] = set()
    for it in items:
        if it.id in seen:
            raise BatteryError(file, "duplicate id; every item id must be unique", item=it.id, key="id")
        seen.add(it.id)
    return Battery(items=tuple(items), arms=arms, runs=runs, mesh=mesh,
                   path=Path(file) if file != "<battery>" else None)


def load_battery(path: str | Path) -> Battery:
    """Read and validate a battery YAML file; relative mesh paths resolve from its folder."""
    import yaml  # only `noesis eval` reads YAML: the question path does not load it

    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise BatteryError(str(path), f"cannot read the battery file ({e.strerror})") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise BatteryError(str(path), f"not valid YAML{where}: {getattr(e, 'problem', e)}") from None
    return parse_battery(data, file=str(path), base=path.parent)


# --------------------------------------------------------------------------- matching

_NUMBER_NEEDLE = re.compile(r"^[+-]?\d[\d.,]*%?$")


def _bare(needle: str) -> str:
    """A numeric needle without its sign and percent sign: numbers in text are read unsigned."""
    return needle.lstrip("+-").rstrip("%")


def is_numeric(needle: str) -> bool:
    n = needle.strip()
    return bool(_NUMBER_NEEDLE.match(n)) and bool(readings(_bare(n)))


def needle_in(needle: str, text: str, *, _numbers: Sequence[Decimal] | None = None) -> bool:
    """Whether ``needle`` appears in ``text`` (see the module docstring for the rules)."""
    n = needle.strip()
    if is_numeric(n):
        have = numbers_in(text) if _numbers is None else _numbers
        return any(v == wanted and (has_decimals(v) or not has_decimals(wanted))
                   for wanted in readings(_bare(n)) for v in have)
    return fold_keeping_punctuation(n) in fold_keeping_punctuation(text)


def find_needles(needles: Iterable[str], text: str) -> tuple[list[str], list[str]]:
    """Split ``needles`` into (found, missing) in ``text``."""
    nums = numbers_in(text)
    folded = fold_keeping_punctuation(text)
    found, missing = [], []
    for n in needles:
        ok = needle_in(n, text, _numbers=nums) if is_numeric(n) else fold_keeping_punctuation(n) in folded
        (found if ok else missing).append(n)
    return found, missing


# --------------------------------------------------------------------------- context level


def _tier0_priority1_text(context: Any) -> str:
    items = [i for t in context.tiers if t.tier == 0 for i in t.items if i.kind != "background"]
    return "\n".join(i.text for i in items)


@dataclass(frozen=True)
class ItemResult:
    id: str
    cls: str
    arm: str
    question: str
    found: tuple[str, ...]
    missing: tuple[str, ...]
    forbidden_hits: tuple[str, ...]
    tier0_missing: tuple[str, ...]
    tier0_forbidden_hits: tuple[str, ...]
    route_kbs: tuple[str, ...]
    expect_kbs: tuple[str, ...] | None
    unresolved: tuple[str, ...]
    tokens: int
    tokens_by_tier: dict[str, int] = field(default_factory=dict)

    @property
    def route_ok(self) -> bool:
        return self.expect_kbs is None or set(self.route_kbs) == set(self.expect_kbs)

    @property
    def passed(self) -> bool:
        return (not self.missing and not self.forbidden_hits and not self.tier0_missing
                and not self.tier0_forbidden_hits and self.route_ok)

    def problems(self) -> list[str]:
        out = []
        if self.missing:
            out.append(f"missing needles {list(self.missing)}")
        if self.forbidden_hits:
            out.append(f"forbidden present {list(self.forbidden_hits)}")
        if self.tier0_missing:
            out.append(f"not in Tier-0 Priority-1 {list(self.tier0_missing)}")
        if self.tier0_forbidden_hits:
            out.append(f"in Tier-0 Priority-1 but forbidden there {list(self.tier0_forbidden_hits)}")
        if not self.route_ok:
            out.append(f"route {list(self.route_kbs)} != expected {sorted(self.expect_kbs or ())}")
        return out

    def as_dict(self) -> dict:
        return {"id": self.id, "class": self.cls, "arm": self.arm, "question": self.question,
                "passed": self.passed, "found": list(self.found), "missing": list(self.missing),
                "forbidden_hits": list(self.forbidden_hits), "tier0_missing": list(self.tier0_missing),
                "tier0_forbidden_hits": list(self.tier0_forbidden_hits),
                "route_kbs": list(self.route_kbs),
                "expect_kbs": sorted(self.expect_kbs) if self.expect_kbs is not None else None,
                "unresolved": list(self.unresolved), "tokens": self.tokens,
                "tokens_by_tier": dict(self.tokens_by_tier)}


def check_context(item: BatteryItem, context: Any, arm: str) -> ItemResult:
    """Check one assembled context against one battery item."""
    evidence = context.evidence
    found, missing = find_needles(item.needles, evidence)
    hits, _ = find_needles(item.forbidden, evidence)
    p1 = _tier0_priority1_text(context)
    _, t0_missing = find_needles(item.tier0, p1)
    t0_hits, _ = find_needles(item.tier0_forbidden, p1)
    tokens = dict(context.tokens or {})
    return ItemResult(
        id=item.id, cls=item.cls, arm=arm, question=item.question,
        found=tuple(found), missing=tuple(missing), forbidden_hits=tuple(hits),
        tier0_missing=tuple(t0_missing), tier0_forbidden_hits=tuple(t0_hits), route_kbs=tuple(context.plan.route.kbs),
        expect_kbs=tuple(sorted(item.expect_kbs)) if item.expect_kbs is not None else None,
        unresolved=tuple(context.unresolved), tokens=int(tokens.get("total", 0)),
        tokens_by_tier=tokens,
    )


def context_level(engine: Any, battery: Battery, arms: Sequence[str] | None = None,
                  *, budget: int | None = None) -> list[ItemResult]:
    """Assemble every item's context in each of its arms and check needles and route.

    ``engine`` is a :class:`noesis.answer.Engine` (anything with ``context(question, arm=,
    budget=, history=)``). ``arms`` overrides the battery's arms (each item's own ``arms``
    still narrows them). Results come in item order, then arm order.
    """
    if arms is not None:
        bad = [a for a in arms if a not in ARMS]
        if bad:
            raise QueryError(f"unknown arm(s) {', '.join(bad)}; choose from {', '.join(ARMS)}")
    results = []
    for item in battery.items:
        for arm in battery.arms_for(item, arms):
            ctx = engine.context(item.question, arm=arm, budget=budget, history=list(item.history))
            results.append(check_context(item, ctx, arm))
    return results


def summarize(results: Sequence[ItemResult]) -> dict[str, dict[str, Any]]:
    """Per arm: items, passed, needle recall, forbidden hits and mean/total prompt tokens."""
    out: dict[str, dict[str, Any]] = {}
    for r in results:
        s = out.setdefault(r.arm, {"items": 0, "passed": 0, "needles": 0, "needles_found": 0,
                                   "forbidden_hits": 0, "route_errors": 0, "tokens_total": 0})
        s["items"] += 1
        s["passed"] += r.passed
        s["needles"] += len(r.found) + len(r.missing)
        s["needles_found"] += len(r.found)
        s["forbidden_hits"] += len(r.forbidden_hits)
        s["route_errors"] += not r.route_ok
        s["tokens_total"] += r.tokens
    for s in out.values():
        s["needle_recall"] = round(s["needles_found"] / s["needles"], 4) if s["needles"] else 1.0
        s["tokens_mean"] = round(s["tokens_total"] / s["items"], 1) if s["items"] else 0.0
    return out

