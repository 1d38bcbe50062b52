"""Figures from answer records (docs/design.md §8): per class and arm, and per arm overall.

Every figure is a count with its denominator, so a table can show ``k/n``:

* **accuracy** — strict needle accuracy: answers holding *all* their item's needles, over
  the answers whose item has at least one needle (items without needles are not scored);
* **forbidden** — answers holding at least one forbidden needle (``forbidden_answers``)
  and the total number of hits (``forbidden_hits``);
* **refusals** — on traps (``expect_refusal`` items: a refusal is the right answer) and on
  answerable items (items with needles: a refusal is a miss); both counted. An item with
  neither needles nor ``expect_refusal`` (an ambiguous name, where asking which entity is
  the right answer and only the forbidden values are checked) is in neither count;
* **hydration** — how often hydration fired (fetched passages, including forced fetches),
  split into questions that need prose (their needles are not all in the skeleton-arm
  context, :func:`noesis.eval.runner.needs_prose`) and questions the skeleton answers;
* **prompt tokens** — the model-reported prompt tokens of all calls for one answer
  (phase 1 + phase 2 in the hydrate arm), mean and median; and the assembled context's
  own token count;
* **latency** — median and p95 per phase (``context``, ``phase1``, ``fetch``, ``phase2``,
  ``answer``, ``total``; milliseconds), over the answers where that phase ran, and the
  phase's mean per answer counting a phase that did not run as 0 (these add up to the
  mean total);
* **degraded** — answers where the backend failed and the engine fell back;
* **model's own text** (``own``) — accuracy and trap refusals of the text the model wrote,
  before ``--verify repair`` replaced it (the same as the main figures when nothing was
  repaired), so one repair run gives both policies from identical model outputs;
* **per run** — strict accuracy of each run ``0 … N-1`` separately (the spread over seeds).

:func:`context_summary` gives the context-level figures per arm (needle recall, forbidden
hits, prompt tokens), reusing :func:`~noesis.eval.battery.context_level` and
:func:`~noesis.eval.battery.summarize`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..answer import Engine
from .battery import ARMS, CLASSES, Battery, context_level, summarize
from .runner import is_refusal

PHASES = ("context", "phase1", "fetch", "phase2", "answer", "total")


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0–100) with linear interpolation; None for no values."""
    if not values:
        return None
    xs = sorted(values)
    pos = (len(xs) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    value = xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)
    return round(value, 3)


def _rate(k: int, n: int) -> float | None:
    return round(k / n, 4) if n else None


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 1) if values else None


def group_metrics(records: Sequence[Mapping[str, Any]],
                  prose: Mapping[str, bool] | None = None) -> dict[str, Any]:
    """The figures of one group of answer records (see the module doc)."""
    scored = [r for r in records if r.get("needles")]
    correct = sum(bool(r.get("correct")) for r in scored)
    traps = [r for r in records if r.get("expect_refusal")]
    answerable = [r for r in scored if not r.get("expect_refusal")]
    trap_refusals = sum(bool(r.get("refused")) for r in traps)
    wrong_refusals = sum(bool(r.get("refused")) for r in answerable)

    def needs(r: Mapping[str, Any]) -> bool:
        if prose is not None and r["id"] in prose:
            return bool(prose[r["id"]])
        return bool(r.get("needs_prose"))

    def fired(r: Mapping[str, Any]) -> bool:
        h = r.get("hydration") or {}
        return bool(h.get("fired") or h.get("forced"))

    def own_correct(r: Mapping[str, Any]) -> bool:
        return bool(r.get("original_correct") if r.get("repaired") else r.get("correct"))

    def own_refused(r: Mapping[str, Any]) -> bool:
        return is_refusal(str(r.get("original_answer", ""))) if r.get("repaired") else bool(r.get("refused"))

    own = sum(own_correct(r) for r in scored)
    own_traps = sum(own_refused(r) for r in traps)
    runs = sorted({int(r.get("run", 0)) for r in scored})
    per_run = [{"run": k, "correct": sum(bool(r.get("correct")) for r in scored if r.get("run", 0) == k),
                "own_correct": sum(own_correct(r) for r in scored if r.get("run", 0) == k),
                "scored": sum(r.get("run", 0) == k for r in scored)} for k in runs]
    need = [r for r in records if needs(r)]
    skel = [r for r in records if not needs(r)]
    prompt_tokens = [float(r["usage"]["prompt_tokens"]) for r in records
                     if (r.get("usage") or {}).get("prompt_tokens") is not None]
    ctx_tokens = [float(r["context_tokens"]) for r in records if r.get("context_tokens") is not None]
    latency: dict[str, dict[str, float | None]] = {}
    for phase in PHASES:
        vals = [float(r["timings"][phase]) for r in records if phase in (r.get("timings") or {})]
        latency[phase] = {"n": len(vals), "median": percentile(vals, 50), "p95": percentile(vals, 95),
                          "mean_per_answer": round(sum(vals) / len(records), 3) if records else None}
    return {
        "answers": len(records),
        "scored": len(scored),
        "correct": correct,
        "accuracy": _rate(correct, len(scored)),
        "forbidden_answers": sum(bool(r.get("forbidden_hits")) for r in records),
        "forbidden_hits": sum(len(r.get("forbidden_hits") or ()) for r in records),
        "traps": len(traps),
        "trap_refusals": trap_refusals,
        "trap_refusal_rate": _rate(trap_refusals, len(traps)),
        "answerable": len(answerable),
        "answerable_refusals": wrong_refusals,
        "answerable_refusal_rate": _rate(wrong_refusals, len(answerable)),
        "hydration": {
            "needs_prose": len(need),
            "needs_prose_fired": sum(fired(r) for r in need),
            "needs_prose_rate": _rate(sum(fired(r) for r in need), len(need)),
            "skeleton_answers": len(skel),
            "skeleton_fired": sum(fired(r) for r in skel),
            "skeleton_rate": _rate(sum(fired(r) for r in skel), len(skel)),
        },
        "prompt_tokens": {"n": len(prompt_tokens), "mean": _mean(prompt_tokens),
                          "median": percentile(prompt_tokens, 50)},
        "context_tokens": {"n": len(ctx_tokens), "mean": _mean(ctx_tokens),
                           "median": percentile(ctx_tokens, 50)},
        "latency_ms": latency,
        "degraded": sum(bool(r.get("degraded")) for r in records),
        "own": {"correct": own, "accuracy": _rate(own, len(scored)),
                "trap_refusals": own_traps, "trap_refusal_rate": _rate(own_traps, len(traps))},
        "per_run": per_run,
        "verification": _verification(records),
    }


def _verification(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Answers with unsupported or misattributed claims, how many of those the needles
    also mark wrong, and what ``--verify repair`` did to wrong answers."""
    checked = [r for r in records if r.get("verification") and r["verification"].get("ok") is not None]
    flagged = [r for r in checked if r["verification"]["ok"] is False]
    repaired = [r for r in records if r.get("repaired")]
    fixed = [r for r in repaired if not r.get("original_correct") and r.get("correct") and not r.get("refused")]
    to_refusal = [r for r in repaired if not r.get("original_correct") and r.get("refused")]
    broke = [r for r in repaired if r.get("original_correct") and not r.get("correct")]
    return {
        "checked": len(checked),
        "flagged": len(flagged),
        "flagged_wrong": sum(not r.get("correct") for r in flagged if not r.get("repaired"))
        + sum(not r.get("original_correct") for r in flagged if r.get("repaired")),
        "correct_unflagged": sum(bool(r.get("correct")) for r in checked if r["verification"]["ok"]),
        "repaired": len(repaired),
        "repaired_wrong_to_right": len(fixed),
        "repaired_wrong_to_refusal": len(to_refusal),
        "repaired_right_to_wrong": len(broke),
    }


def _ordered(values: Iterable[str], order: Sequence[str]) -> list[str]:
    vals = set(values)
    return [v for v in order if v in vals] + sorted(vals - set(order))


def answer_metrics(records: Sequence[Mapping[str, Any]],
                   prose: Mapping[str, bool] | None = None) -> dict[str, Any]:
    """``{"arms": [...], "classes": [...], "by_arm": {arm: m}, "by_class": {class: {arm: m}}}``.

    ``prose`` maps item id → needs prose; without it each record's ``needs_prose`` is used.
    Arms and classes keep the battery format's order.
    """
    arms = _ordered((str(r["arm"]) for r in records), ARMS)
    classes = _ordered((str(r["class"]) for r in records), CLASSES)
    by_arm = {a: group_metrics([r for r in records if r["arm"] == a], prose) for a in arms}
    by_class = {c: {a: group_metrics([r for r in records if r["arm"] == a and r["class"] == c], prose)
                    for a in arms if any(r["arm"] == a and r["class"] == c for r in records)}
                for c in classes}
    return {"arms": arms, "classes": classes, "by_arm": by_arm, "by_class": by_class}


def failures(records: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The answers that missed a needle, hit a forbidden one, or refused wrongly / not at all."""
    out = []
    for r in records:
        problems = []
        if r.get("needles") and r.get("missing"):
            problems.append(f"missing {list(r['missing'])}")
        if r.get("forbidden_hits"):
            problems.append(f"forbidden {list(r['forbidden_hits'])}")
        if r.get("expect_refusal") and not r.get("refused"):
            problems.append("did not refuse")
        if r.get("needles") and not r.get("expect_refusal") and r.get("refused"):
            problems.append("refused an answerable question")
        if r.get("degraded"):
            problems.append(f"degraded: {r['degraded']}")
        if problems:
            out.append({"id": r["id"], "class": r["class"], "arm": r["arm"], "run": r["run"],
                        "problems": problems, "answer": r.get("answer", "")})
    return out


def context_summary(mesh: Any, battery: Battery, arms: Sequence[str] | None = None,
                    *, budget: int | None = None) -> tuple[list[Any], dict[str, dict[str, Any]]]:
    """Context-level results and their per-arm summary (needle recall, forbidden hits, tokens)."""
    results = context_level(Engine(mesh), battery, arms, budget=budget)
    return results, summarize(results)
