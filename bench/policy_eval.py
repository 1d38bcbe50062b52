"""The policy evaluation: batteries × models × arms × answer policies × runs (issue 15 item 6).

For each battery (default: the demo battery and the real-data battery), each model
(``--llm``, repeatable: ``smollm2``, ``gguf:PATH`` …) and each answer policy
(``engine|model|phrase``), :func:`noesis.eval.runner.answer_level` answers every item ×
arm × run and keeps the raw answers in ``OUT/<battery>/<model>/<policy>/answers.jsonl``
(resumable: answered records are not asked again). Then one table row per battery ×
model × policy × arm, written to ``OUT/summary.json`` and ``OUT/summary.md``:

* the model's own text and the answers as given under `--verify repair` (strict needle accuracy);
* trap refusals (``expect_refusal`` items), false refusals (answerable items refused);
* quantitative exact: quantitative items whose plan resolves fully in that arm (the engine
  answers by rule; never in the flat arm, which reads no facts), exact in the answer as given;
* the hydration trigger split as the paper reports it: hydrate-arm answers the model wrote
  that fetched, over questions the plan marks as needing prose, and over questions the
  skeleton answers (``Context.needs_prose``); an answer the engine gave by rule is in neither;
* mean prompt tokens per answer and median latency (ms).

Run it under ``nice`` on a shared machine, e.g.::

    PYTHONPATH=src nice -n 10 .venv/bin/python bench/policy_eval.py --llm smollm2 --runs 3 \\
        --out docs/results/policy-eval
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from noesis.answer import Engine
from noesis.eval.battery import load_battery
from noesis.eval.metrics import answer_metrics
from noesis.eval.runner import ANSWERS_FILE, answer_level, read_answers
from noesis.ingest.pipeline import ingest
from noesis.llm import parse_llm_spec
from noesis.mesh import Mesh

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
BATTERIES = {
    "demo": (EXAMPLES / "battery.yaml", EXAMPLES, ("broadcast-it", "broadcast-uk", "sports", "qa-bench", "nba")),
    "realdata": (EXAMPLES / "realdata" / "battery.yaml", EXAMPLES / "realdata", ("gapminder", "nyc-weather", "seattle")),
}
ARMS = ("full", "hydrate", "skeleton", "flat")
POLICIES = ("engine", "model", "phrase")


def kbs_for(name: str, cache: Path) -> Path:
    """The battery's KBs, ingested once into ``cache/<battery>/``."""
    _battery, root, kbs = BATTERIES[name]
    folder = cache / name
    folder.mkdir(parents=True, exist_ok=True)
    for kb in kbs:
        if not (folder / f"{kb}.sqlite").exists():
            ingest(root / kb, folder / f"{kb}.sqlite", workers=1)
    return folder


def plan_flags(mesh: Mesh, battery) -> dict[str, dict[str, bool]]:
    """Per item: does the plan mark it as needing prose, and does it resolve fully in each
    arm (``resolved:<arm>``; the flat arm reads no facts, so nothing resolves there)?"""
    engine = Engine(mesh)
    out = {}
    for item in battery.items:
        ctx = engine.context(item.question, arm="hydrate", history=list(item.history))
        out[item.id] = {"needs_prose": ctx.needs_prose}
        for arm in ARMS:
            alone = engine.ask(item.question, history=list(item.history), deterministic=True, arm=arm)
            out[item.id][f"resolved:{arm}"] = alone.result is not None
    return out


def _frac(k: int, n: int) -> str:
    return f"{k}/{n}" if n else "–"


def row(records: Sequence[dict], flags: dict[str, dict[str, bool]], arm: str) -> dict:
    m = answer_metrics(records)["by_arm"][arm]
    quant = [r for r in records if r["class"] == "quantitative" and flags[r["id"]][f"resolved:{arm}"]]
    # the trigger split counts the answers the model wrote from the context: one the engine
    # gave by rule (a resolved question under `engine`, a trap) or the model only rephrased
    # (`phrase`: the engine's answer rewritten) had no model asked to read for prose
    asked = [r for r in records if not r.get("deterministic") and not r.get("expect_refusal")
             and "phrase" not in (r.get("timings") or {})]
    prose = [r for r in asked if flags[r["id"]]["needs_prose"]]
    skel = [r for r in asked if not flags[r["id"]]["needs_prose"]]

    def fired(r: dict) -> bool:
        return bool(r["hydration"].get("fired"))

    return {
        "answers": m["answers"],
        "own": _frac(m["own"]["correct"], m["scored"]),
        "given": _frac(m["correct"], m["scored"]),
        "trap_refusals": _frac(m["trap_refusals"], m["traps"]),
        "false_refusals": _frac(m["answerable_refusals"], m["answerable"]),
        "quant_exact": _frac(sum(bool(r["correct"]) for r in quant), len(quant)),
        "fetch_needs_prose": _frac(sum(map(fired, prose)), len(prose)) if arm == "hydrate" else "n/a",
        "fetch_skeleton": _frac(sum(map(fired, skel)), len(skel)) if arm == "hydrate" else "n/a",
        "prompt_tokens": m["prompt_tokens"]["mean"],
        "latency_ms": m["latency_ms"].get("total", {}).get("median"),
    }


COLUMNS = ("battery", "model", "policy", "arm", "runs", "answers", "own", "given", "trap_refusals", "false_refusals",
           "quant_exact", "fetch_needs_prose", "fetch_skeleton", "prompt_tokens", "latency_ms")


def markdown(rows: Sequence[dict]) -> str:
    head = "| " + " | ".join(COLUMNS) + " |\n|" + "---|" * len(COLUMNS) + "\n"
    return head + "".join("| " + " | ".join(str(r.get(c, "")) for c in COLUMNS) + " |\n" for r in rows)


def _key(r: dict) -> tuple:
    return (r["battery"], r["model"], r["policy"], r["arm"])


def previous_rows(path: Path) -> list[dict]:
    """The rows an earlier invocation wrote into the same ``--out`` (each invocation adds its cells)."""
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else []


def merged(rows: Sequence[dict], fresh: Sequence[dict]) -> list[dict]:
    """``rows`` with each cell of ``fresh`` replacing the row of the same battery × model × policy × arm."""
    new = {_key(r): r for r in fresh}
    kept = [new.pop(_key(r), r) for r in rows]
    return sorted(kept + list(new.values()), key=lambda r: (r["battery"], r["model"], POLICIES.index(r["policy"]),
                                                            ARMS.index(r["arm"])))


def summarize(out: Path, cache: Path) -> list[dict]:
    """Every cell's row again from the raw answers under ``out`` (no model is loaded): what
    ``--summarize`` writes, so the figures follow today's metrics over the recorded answers."""
    rows: list[dict] = []
    for name in sorted(BATTERIES):
        folder = out / name
        if not folder.is_dir():
            continue
        battery = load_battery(BATTERIES[name][0])
        with Mesh.open(kbs_for(name, cache)) as mesh:
            flags = plan_flags(mesh, battery)
        for path in sorted(folder.glob("*/*/" + ANSWERS_FILE)):
            model, policy = path.parent.parent.name, path.parent.name
            records = [r for r in read_answers(path) if r["id"] in flags]
            for arm in ARMS:
                mine = [r for r in records if r["arm"] == arm]
                if mine:
                    runs = len({r["run"] for r in mine})
                    rows.append({"battery": name, "model": model, "policy": policy, "arm": arm, "runs": runs,
                                 **row(mine, flags, arm)})
    return merged([], rows)


def _ratio(cell: str) -> float | None:
    k, _, n = str(cell).partition("/")
    return 100 * int(k) / int(n) if n.isdigit() and int(n) else None


def plot(rows: Sequence[dict], out: Path) -> list[Path]:
    """One figure per battery, ``OUT/<battery>.png``: the answers as given (strict needle
    accuracy, %) and the median latency (ms, log scale) for each model × policy, a bar per
    arm, each labelled; a cell not measured has no bar."""
    from noesis.eval.report import _META, _bar_labels, _pyplot

    plt = _pyplot()
    written = []
    for battery in sorted({r["battery"] for r in rows}):
        mine = [r for r in rows if r["battery"] == battery]
        groups = list(dict.fromkeys((r["model"], r["policy"]) for r in mine))
        cell = {(r["model"], r["policy"], r["arm"]): r for r in mine}
        fig, (top, bottom) = plt.subplots(2, 1, figsize=(max(8.0, 1.5 * len(groups) + 2), 8.5), dpi=100)
        width = 0.8 / len(ARMS)
        for i, arm in enumerate(ARMS):
            xs = [j + (i - (len(ARMS) - 1) / 2) * width for j in range(len(groups))]
            got = [cell.get((m, p, arm)) for m, p in groups]
            acc = [(_ratio(r["given"]) if r else None) for r in got]
            lat = [(r["latency_ms"] if r and r["latency_ms"] else None) for r in got]
            top.bar(xs, [a or 0 for a in acc], width, label=arm)
            _bar_labels(top, xs, [a or 0 for a in acc], [r["given"] if r else "" for r in got], size=6.5)
            bottom.bar(xs, [v or 0 for v in lat], width, label=arm)
            _bar_labels(bottom, xs, [v or 1 for v in lat], [f"{v:,.0f}" if v else "" for v in lat], size=6.5)
        names = [f"{m.split('-instruct')[0]}\n{p}" for m, p in groups]
        for ax in (top, bottom):
            ax.set_xticks(range(len(groups)))
            ax.set_xticklabels(names, fontsize=7)
        top.set_ylim(0, 125)
        top.set_ylabel("answers as given: strict accuracy (%)")
        top.set_title(f"{battery} battery — per model and answer policy, a bar per arm (labels: k/n over all runs)")
        top.legend(fontsize="small", ncol=len(ARMS), loc="upper right")
        bottom.set_yscale("log")
        bottom.set_ylabel("median latency per answer (ms, log)")
        fig.tight_layout()
        path = out / f"{battery}.png"
        fig.savefig(path, format="png", metadata=_META)
        plt.close(fig)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--llm", action="append", help="model spec (repeatable; required unless --summarize)")
    ap.add_argument("--summarize", action="store_true",
                    help="only recompute summary.json/.md from the answers already under --out")
    ap.add_argument("--battery", action="append", choices=sorted(BATTERIES), help="default: both")
    ap.add_argument("--arms", default=",".join(ARMS))
    ap.add_argument("--policies", default=",".join(POLICIES))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "results" / "policy-eval")
    ap.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "noesis" / "policy-eval-kbs")
    args = ap.parse_args(argv)
    if args.summarize:
        rows = summarize(args.out, args.cache)
        (args.out / "summary.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
        (args.out / "summary.md").write_text(markdown(rows), encoding="utf-8")
        print(markdown(rows), flush=True)
        print("plots:", ", ".join(str(p) for p in plot(rows, args.out)))
        return 0
    if not args.llm:
        ap.error("name at least one model with --llm (or use --summarize)")
    arms = [a for a in args.arms.split(",") if a]
    policies = [p for p in args.policies.split(",") if p]
    rows = previous_rows(args.out / "summary.json")
    for spec in args.llm:
        llm = parse_llm_spec(spec)
        label = spec if not spec.startswith("gguf:") else Path(spec[5:]).stem
        for name in args.battery or sorted(BATTERIES):
            battery = load_battery(BATTERIES[name][0])
            with Mesh.open(kbs_for(name, args.cache)) as mesh:
                flags = plan_flags(mesh, battery)
                for policy in policies:
                    out = args.out / name / label / policy
                    records = answer_level(mesh, battery, llm=llm, arms=arms, runs=args.runs, out_dir=out,
                                           policy=policy, verify="repair")
                    fresh = [{"battery": name, "model": label, "policy": policy, "arm": arm, "runs": args.runs,
                              **row([r for r in records if r["arm"] == arm], flags, arm)} for arm in arms]
                    rows = merged(rows, fresh)
                    (args.out / "summary.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
                    (args.out / "summary.md").write_text(markdown(rows), encoding="utf-8")
                    print(markdown(fresh), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
