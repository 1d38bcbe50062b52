"""Write an evaluation's report: Markdown, a JSON summary and PNG plots (docs/design.md §8).

Files in the output folder (fixed names, so a rerun overwrites them):

=====================  ===========================================================
``answers.jsonl``      every raw answer, one JSON record a line (written by the runner)
``summary.json``       the figures (:func:`build_summary`), JSON
``report.md``          tables per arm and per class × arm, latency, context level, failures
``accuracy.png``       strict needle accuracy by class and arm (grouped bars labelled ``k/n``)
``prompt_latency.png`` mean prompt tokens by arm, and median latency per phase and arm (log scale)
``contexts.jsonl``     context level only: one :class:`~.battery.ItemResult` a line
=====================  ===========================================================

Cells follow :mod:`.figures`: ``k/n (p%)`` beside every percentage, ``no items`` where there
was nothing to count and ``not run`` where the arm, phase or check did not run, never 0.
With ``engine`` records (:mod:`.engine_row`) every table gains the ``deterministic`` row:
the engine alone, no model.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from .engine_row import ENGINE_ARM, ENGINE_MODEL
from .figures import NOT_RUN, frac, spread
from .metrics import PHASES, answer_metrics, failures

SUMMARY_FILE = "summary.json"
REPORT_FILE = "report.md"
ACCURACY_PNG = "accuracy.png"
PROMPT_LATENCY_PNG = "prompt_latency.png"
CONTEXTS_FILE = "contexts.jsonl"


def build_summary(records: Sequence[Mapping[str, Any]], *, model: str, battery: str, runs: int,
                  arms: Sequence[str], command: str | None = None,
                  context: Mapping[str, Any] | None = None,
                  prose: Mapping[str, bool] | None = None) -> dict[str, Any]:
    """The JSON summary of an answer-level evaluation."""
    metrics = answer_metrics(records, prose)
    if prose is None:
        prose = {str(r["id"]): bool(r.get("needs_prose")) for r in records}
    return {
        "level": "answer",
        "battery": battery,
        "model": model,
        "runs": runs,
        "arms": list(arms),
        "command": command,
        "items": len({r["id"] for r in records}),
        "answers": sum(r["arm"] != ENGINE_ARM for r in records),  # the model's; the engine row apart
        "engine_answers": sum(r["arm"] == ENGINE_ARM for r in records),
        "answer": metrics,
        "context": dict(context) if context is not None else None,
        "needs_prose": dict(sorted(prose.items())),
    }


# --------------------------------------------------------------------------- Markdown


_frac = frac


def _ms(v: float | None) -> str:
    if v is None:
        return NOT_RUN
    return f"{v / 1000:.2f} s" if v >= 1000 else f"{v:.0f} ms"


def _num(v: float | None) -> str:
    """Mean prompt tokens; none recorded means the model was never called."""
    return "no model call" if v is None else f"{v:.0f}"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(str(c).replace("|", "\\|") for c in row) + " |" for row in rows]
    return out


def context_table(context: Mapping[str, Mapping[str, Any]]) -> list[str]:
    rows = [[arm, f"{s['passed']}/{s['items']}", f"{s['needle_recall']:.3f}",
             str(s["forbidden_hits"]), str(s["route_errors"]), f"{s['tokens_mean']:.0f}"]
            for arm, s in context.items()]
    return _table(["arm", "passed", "needle recall", "forbidden hits", "route errors",
                   "mean prompt tokens"], rows)


def _header(summary: Mapping[str, Any]) -> list[str]:
    lines = [f"# Evaluation: {summary['battery']}", ""]
    lines += [f"- model: `{summary['model']}`", f"- runs per item and arm: {summary['runs']}",
              f"- arms: {', '.join(summary['arms'])}",
              f"- items: {summary['items']}, answers: {summary['answers']}"]
    if ENGINE_ARM in summary["arms"]:
        lines.append(f"- `{ENGINE_ARM}` row: the {ENGINE_MODEL}, one run (it does not vary), today's engine")
    if summary.get("command"):
        lines += ["", "Command:", "", "```bash", summary["command"], "```"]
    return lines


def _by_arm_section(m: Mapping[str, Any], arms: Sequence[str]) -> list[str]:
    rows = []
    for arm in arms:
        s = m["by_arm"][arm]
        h = s["hydration"]
        rows.append([arm, _frac(s["correct"], s["scored"]), _frac(s["trap_refusals"], s["traps"]),
                     _frac(s["answerable_refusals"], s["answerable"]),
                     _frac(s["forbidden_answers"], s["answers"]),
                     _frac(h["needs_prose_fired"], h["needs_prose"]) if arm == "hydrate" else "n/a",
                     _frac(h["skeleton_fired"], h["skeleton_answers"]) if arm == "hydrate" else "n/a",
                     _num(s["prompt_tokens"]["mean"]), _ms(s["latency_ms"]["total"]["median"]),
                     _ms(s["latency_ms"]["total"]["p95"]), str(s["degraded"]), spread(s["per_run"])])
    lines = ["", "## By arm", ""]
    lines += _table(["arm", "accuracy", "trap refusals", "refusals on answerable",
                     "answers with forbidden", "hydration (needs prose)",
                     "hydration (skeleton answers)", "mean prompt tokens", "median latency",
                     "p95 latency", "degraded", "spread over runs"], rows)
    lines += ["", "Accuracy: answers holding every needle of their item, over the answers whose "
              "item has needles. Hydration (hydrate arm only): how often it fetched prose, on questions "
              "whose needles are not all in the skeleton context (needs prose) and on the others "
              "(skeleton answers). Spread over runs: the lowest and highest accuracy of one run and "
              "their sample standard deviation (pp: percentage points). \"no items\": nothing of that "
              "kind was asked; \"not run\": the arm, phase or check did not run."]
    return lines


def _accuracy_by_class_section(m: Mapping[str, Any], arms: Sequence[str],
                               classes: Sequence[str]) -> list[str]:
    rows = [[c] + [_frac(m["by_class"][c][a]["correct"], m["by_class"][c][a]["scored"])
                   if a in m["by_class"][c] else NOT_RUN for a in arms] for c in classes]
    return ["", "## Strict needle accuracy by class", ""] + _table(["class", *arms], rows)


def _refusal_cell(s: Mapping[str, Any] | None) -> str:
    if s is None:
        return NOT_RUN
    refused = (f"refused {_frac(s['trap_refusals'], s['traps'])}" if s["traps"]
               else f"refused {_frac(s['answerable_refusals'], s['answerable'])}")
    return f"{refused}; forbidden {s['forbidden_hits']}"


def _refusals_by_class_section(m: Mapping[str, Any], arms: Sequence[str],
                               classes: Sequence[str]) -> list[str]:
    rows = [[c] + [_refusal_cell(m["by_class"][c].get(a)) for a in arms] for c in classes]
    return ["", "## Refusals and forbidden needles by class", ""] + _table(["class", *arms], rows)


def _latency_section(m: Mapping[str, Any], arms: Sequence[str]) -> list[str]:
    rows = []
    for a in arms:
        lat = m["by_arm"][a]["latency_ms"]
        rows.append([a] + [f"{_ms(lat[p]['median'])} / {_ms(lat[p]['p95'])}" if lat[p]["n"] else NOT_RUN
                           for p in PHASES])
    return ["", "## Latency per phase (median / p95)", ""] + _table(["arm", *PHASES], rows)


def _runs_section(m: Mapping[str, Any], arms: Sequence[str],
                  records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The model's own text against what was answered, and the spread over runs; only when an
    answer was repaired or there is more than one run (otherwise it repeats "By arm")."""
    if not (any(r.get("repaired") for r in records) or len(m["by_arm"][arms[0]].get("per_run", ())) > 1):
        return []
    rows = []
    for a in arms:
        s = m["by_arm"][a]
        own = s.get("own") or {}
        runs = s.get("per_run") or []
        rows.append([a, _frac(own.get("correct", 0), s["scored"]), _frac(s["correct"], s["scored"]),
                     _frac(own.get("trap_refusals", 0), s["traps"]), _frac(s["trap_refusals"], s["traps"]),
                     ", ".join(f"{r['own_correct']}/{r['scored']}" for r in runs),
                     ", ".join(f"{r['correct']}/{r['scored']}" for r in runs)])
    lines = ["", "## The model's own text and the spread over runs", ""]
    lines += _table(["arm", "accuracy (model's text)", "accuracy (as answered)",
                     "trap refusals (model's text)", "trap refusals (as answered)",
                     "per run (model's text)", "per run (as answered)"], rows)
    lines += ["", "\"Model's text\" is what the model wrote; \"as answered\" is what the user got after "
              "the verification policy (they differ only where `--verify repair` replaced an answer)."]
    return lines


def _verification_section(m: Mapping[str, Any], arms: Sequence[str]) -> list[str]:
    rows = []
    for a in arms:
        v = m["by_arm"][a].get("verification") or {}
        if not v.get("checked"):
            rows.append([a] + [NOT_RUN] * 5)
            continue
        rows.append([a, _frac(v["flagged"], v["checked"]), str(v["flagged_wrong"]), str(v["repaired"]),
                     str(v["repaired_wrong_to_right"]), str(v["repaired_wrong_to_refusal"])])
    return ["", "## Verification (claims traced to the evidence)", ""] + _table(
        ["arm", "answers with unsupported/misattributed claims", "of those wrong by needles",
         "repaired", "repair: wrong → right", "repair: wrong → refusal"], rows)


def _context_section(summary: Mapping[str, Any]) -> list[str]:
    if not summary.get("context"):
        return []
    return ["", "## Context level", ""] + context_table(summary["context"])


def _failures_section(records: Sequence[Mapping[str, Any]]) -> list[str]:
    fails = failures(records)
    lines = ["", f"## Failures ({len(fails)})", ""]
    if not fails:
        return lines + ["None."]
    rows = [[f["id"], f["arm"], str(f["run"]), "; ".join(f["problems"]),
             " ".join(str(f["answer"]).split())[:160]] for f in fails]
    return lines + _table(["item", "arm", "run", "problems", "answer"], rows)


def _plots_section() -> list[str]:
    return ["", f"![accuracy by class and arm]({ACCURACY_PNG})", "",
            f"![prompt size and latency by arm]({PROMPT_LATENCY_PNG})", ""]


def markdown(summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]] = ()) -> str:
    """The report of an answer-level evaluation as Markdown."""
    m = summary["answer"]
    arms, classes = m["arms"], m["classes"]
    lines = _header(summary)
    lines += _by_arm_section(m, arms)
    lines += _accuracy_by_class_section(m, arms, classes)
    lines += _refusals_by_class_section(m, arms, classes)
    lines += _latency_section(m, arms)
    lines += _runs_section(m, arms, records)
    lines += _verification_section(m, arms)
    lines += _context_section(summary)
    lines += _failures_section(records)
    lines += _plots_section()
    return "\n".join(lines)


def context_markdown(summary: Mapping[str, Any], results: Sequence[Any] = ()) -> str:
    """The report of a context-level evaluation as Markdown."""
    lines = [f"# Context-level evaluation: {summary['battery']}", "",
             f"- arms: {', '.join(summary['arms'])}", f"- items: {summary['items']}"]
    if summary.get("command"):
        lines += ["", "Command:", "", "```bash", summary["command"], "```"]
    lines += ["", "## By arm", ""] + context_table(summary["context"])
    failed = [r for r in results if not r.passed]
    lines += ["", f"## Failures ({len(failed)})", ""]
    if failed:
        lines += _table(["item", "arm", "problems"], [[r.id, r.arm, "; ".join(r.problems())] for r in failed])
    else:
        lines.append("None.")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- plots


#: what ``noesis eval --level answer`` says when the figures cannot be drawn
PLOTS_MISSING = ("noesis eval --level answer draws its figures with matplotlib, which is not installed; "
                 "install the eval extra: pip install 'noesis-rag[eval]' (the context level needs no plots)")


def require_plots() -> None:
    """A :class:`ConfigError` naming the ``eval`` extra when matplotlib is not installed
    (checked before a battery runs, so hours of model calls never end in an ImportError)."""
    import importlib.util

    if importlib.util.find_spec("matplotlib") is None:
        raise ConfigError(PLOTS_MISSING)


def _pyplot():
    require_plots()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


_META = {"Software": None}  # no version stamp: the same figures give the same bytes


def _bar_labels(ax, xs, heights, labels, *, rotation: int = 90, size: float = 7.5) -> None:
    """A label above each bar (``k/n``, a value or ``not run``)."""
    for x, h, text in zip(xs, heights, labels, strict=True):
        ax.annotate(text, (x, h), xytext=(0, 2), textcoords="offset points", ha="center", va="bottom",
                    rotation=rotation, fontsize=size)


def plot_accuracy(summary: Mapping[str, Any], path: Path) -> Path:
    """Grouped bars: strict needle accuracy (%) per class, one bar per arm, each labelled
    ``k/n``; a class an arm was not asked shows ``not run`` (no bar), not a bar at 0."""
    plt = _pyplot()
    m = summary["answer"]
    arms, classes = m["arms"], [c for c in m["classes"]
                                if any(s["scored"] for s in m["by_class"][c].values())]
    fig, ax = plt.subplots(figsize=(max(7.0, 1.3 * len(classes) + 2), 4.8), dpi=100)
    width = 0.8 / max(len(arms), 1)
    for i, arm in enumerate(arms):
        ys, labels = [], []
        for c in classes:
            s = m["by_class"][c].get(arm)
            if s is None or not s["scored"]:
                ys.append(0.0)
                labels.append(NOT_RUN if s is None else "no items")
            else:
                ys.append(100 * s["correct"] / s["scored"])
                labels.append(f"{s['correct']}/{s['scored']}")
        xs = [j + (i - (len(arms) - 1) / 2) * width for j in range(len(classes))]
        ax.bar(xs, ys, width, label=arm, hatch="//" if arm == ENGINE_ARM else None,
               edgecolor="black" if arm == ENGINE_ARM else None, linewidth=0.5)
        _bar_labels(ax, xs, ys, labels)
    ax.set_xticks(range(len(classes)))
    ax.set_xticklabels(classes, rotation=20, ha="right")
    ax.set_ylim(0, 118)
    ax.set_yticks(range(0, 101, 20))
    ax.set_ylabel("strict needle accuracy, as answered (%)")
    ax.set_title(f"Accuracy by class and arm — {summary['model']}, N={summary['runs']} (labels: k/n)")
    ax.legend(fontsize="small", ncol=len(arms), loc="upper center", bbox_to_anchor=(0.5, -0.22))
    fig.tight_layout()
    fig.savefig(path, format="png", metadata=_META)
    plt.close(fig)
    return path


_LATENCY_PHASES = ("context", "phase1", "fetch", "phase2", "answer", "total")


def _fmt_ms(v: float) -> str:
    return f"{v / 1000:.1f} s" if v >= 1000 else (f"{v:.0f} ms" if v >= 10 else f"{v:.1f} ms")


def _latency_panel(ax, m: Mapping[str, Any], arms: Sequence[str]) -> None:
    """Median latency per phase, one bar per arm, on a log scale so a 2 ms fetch shows beside
    a 10 s answer; every bar labelled with its value, a phase an arm never ran ``not run``."""
    width = 0.8 / max(len(arms), 1)
    floor = 0.1
    for i, arm in enumerate(arms):
        lat = m["by_arm"][arm]["latency_ms"]
        ys, labels = [], []
        for phase in _LATENCY_PHASES:
            med = lat[phase]["median"] if lat[phase]["n"] else None
            ys.append(max(med, floor) if med is not None else floor)
            labels.append(_fmt_ms(med) if med is not None else NOT_RUN)
        xs = [j + (i - (len(arms) - 1) / 2) * width for j in range(len(_LATENCY_PHASES))]
        ax.bar(xs, [y - floor for y in ys], width, bottom=floor, label=arm,
               hatch="//" if arm == ENGINE_ARM else None, edgecolor="black" if arm == ENGINE_ARM else None,
               linewidth=0.5)
        _bar_labels(ax, xs, ys, labels, size=7)
    ax.set_yscale("log")
    ax.set_ylim(floor, max(floor * 10, _top(m, arms) * 30))
    ax.set_xticks(range(len(_LATENCY_PHASES)))
    ax.set_xticklabels(_LATENCY_PHASES)
    ax.set_ylabel("median latency per phase (ms, log scale)")
    ax.set_title("Latency per phase and arm (median over the answers where it ran)")
    ax.legend(fontsize="small", ncol=len(arms), loc="upper left")


def _top(m: Mapping[str, Any], arms: Sequence[str]) -> float:
    return max((m["by_arm"][a]["latency_ms"][p]["median"] or 0.0 for a in arms for p in _LATENCY_PHASES),
               default=1.0) or 1.0


def plot_prompt_latency(summary: Mapping[str, Any], path: Path) -> Path:
    """Left: mean prompt tokens by arm. Right: median latency per phase and arm (log scale)."""
    plt = _pyplot()
    m = summary["answer"]
    arms = m["arms"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5), dpi=100, gridspec_kw={"width_ratios": [1, 2.4]})
    tokens = [m["by_arm"][a]["prompt_tokens"]["mean"] for a in arms]
    left.bar(arms, [t or 0.0 for t in tokens], color="tab:blue")
    _bar_labels(left, range(len(arms)), [t or 0.0 for t in tokens],
                [f"{t:.0f}" if t is not None else "no model call" for t in tokens], rotation=0, size=8)
    left.set_ylabel("prompt tokens per answer (mean)")
    left.set_title("Prompt size by arm")
    left.tick_params(axis="x", labelrotation=20)
    _latency_panel(right, m, arms)
    fig.suptitle(f"{summary['model']}, N={summary['runs']}")
    fig.tight_layout()
    fig.savefig(path, format="png", metadata=_META)
    plt.close(fig)
    return path


# --------------------------------------------------------------------------- writers


def write_answer_report(out_dir: str | Path, records: Sequence[Mapping[str, Any]], *, model: str,
                        battery: str, runs: int, arms: Sequence[str], command: str | None = None,
                        context: Mapping[str, Any] | None = None,
                        prose: Mapping[str, bool] | None = None,
                        engine: Sequence[Mapping[str, Any]] = ()) -> dict[str, Path]:
    """Write summary.json, report.md, accuracy.png and prompt_latency.png; returns their paths.

    ``engine``: the records of :func:`.engine_row.engine_records`, reported as the
    ``deterministic`` row beside the model's arms."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if engine:
        records, arms = [*records, *engine], [*arms, ENGINE_ARM]
    summary = build_summary(records, model=model, battery=battery, runs=runs, arms=arms,
                            command=command, context=context, prose=prose)
    paths = {"summary": out / SUMMARY_FILE, "report": out / REPORT_FILE,
             "accuracy": out / ACCURACY_PNG, "prompt_latency": out / PROMPT_LATENCY_PNG}
    paths["summary"].write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    paths["report"].write_text(markdown(summary, records), encoding="utf-8")
    plot_accuracy(summary, paths["accuracy"])
    plot_prompt_latency(summary, paths["prompt_latency"])
    return paths


def write_context_report(out_dir: str | Path, results: Sequence[Any], context: Mapping[str, Any], *,
                         battery: str, arms: Sequence[str], command: str | None = None) -> dict[str, Path]:
    """Write summary.json, report.md and contexts.jsonl for a context-level evaluation."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    summary = {"level": "context", "battery": battery, "arms": list(arms), "command": command,
               "items": len({r.id for r in results}), "context": dict(context)}
    paths = {"summary": out / SUMMARY_FILE, "report": out / REPORT_FILE,
             "contexts": out / CONTEXTS_FILE}
    paths["summary"].write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    paths["report"].write_text(context_markdown(summary, results), encoding="utf-8")
    paths["contexts"].write_text("".join(json.dumps(r.as_dict(), ensure_ascii=False) + "\n"
                                         for r in results), encoding="utf-8")
    return paths
