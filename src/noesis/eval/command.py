"""``noesis eval BATTERY``: the battery at context level (no model) or answer level (a model).

The function :func:`eval_command` is typer-annotated; ``noesis.cli`` registers it as the
``eval`` command. See docs/evaluation.md for the options and the files written.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import os
import re
import shlex
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from ..context.budget import DEFAULT_BUDGET
from ..errors import NoesisError, QueryError
from ..llm.base import DEFAULT_TEMPERATURE, ChatModel

if TYPE_CHECKING:  # the battery (yaml) and the rich tables load when `noesis eval` runs
    from rich.table import Table

    from ..mesh import Mesh
    from .battery import Battery

LEVELS = ("context", "answer")
DEFAULT_OUT_ROOT = Path("eval-results")

console = Console()
err = Console(stderr=True)


def _fail(exc: Exception) -> None:
    err.print(f"[red]error:[/] {escape(str(exc))}", highlight=False, soft_wrap=True)
    raise typer.Exit(code=2)


def _parse_arms(arms: str | None) -> tuple[str, ...] | None:
    from ..context.prompt import ARMS  # context assembly loads when `noesis eval` runs

    if arms is None:
        return None
    out = tuple(a.strip() for a in arms.split(",") if a.strip())
    bad = [a for a in out if a not in ARMS]
    if bad or not out:
        raise QueryError(f"--arms {arms!r}: unknown arm(s) {', '.join(bad) or '(none)'}; "
                         f"give a comma-separated list from {', '.join(ARMS)}")
    return out


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.") or "model"


def default_out(battery: Path, llm_spec: str) -> Path:
    """``eval-results/<battery stem>-<model spec slug>`` (one folder per battery and model)."""
    spec = llm_spec.split("#")[-1]
    spec = Path(spec.split(":", 1)[-1]).stem if spec.startswith("gguf:") else spec
    return DEFAULT_OUT_ROOT / f"{battery.stem}-{_slug(spec)}"


def select_items(bat: Battery, patterns: str | None) -> Battery:
    """The battery narrowed to the items whose id or class matches one of the comma-separated
    glob ``patterns`` (``peak-*,trap``); every pattern must match something."""
    if not patterns:
        return bat
    wanted = [p.strip() for p in patterns.split(",") if p.strip()]
    for p in wanted:
        if not any(fnmatch.fnmatchcase(i.id, p) or i.cls == p for i in bat.items):
            raise QueryError(f"--items {p!r} matches no item id or class of {bat.path or 'the battery'}")
    keep = tuple(i for i in bat.items if any(fnmatch.fnmatchcase(i.id, p) or i.cls == p for p in wanted))
    return dataclasses.replace(bat, items=keep)


def command_line(battery: Path, *, mesh: list[Path], level: str, arms: tuple[str, ...],
                 runs: int, llm: str | None, out: Path | None, max_tokens: int,
                 temperature: float, budget: int, verify: str = "flag", items: str | None = None) -> str:
    """The canonical command that reproduces this evaluation (written into the report)."""
    parts = ["noesis", "eval", str(battery)]
    for m in mesh:
        parts += ["--mesh", str(m)]
    parts += ["--level", level, "--arms", ",".join(arms)]
    if items:
        parts += ["--items", items]
    if level == "answer":
        parts += ["--runs", str(runs), "--llm", llm or "", "--max-tokens", str(max_tokens),
                  "--temperature", str(temperature)]
        if verify != "flag":
            parts += ["--verify", verify]
    if budget != DEFAULT_BUDGET:
        parts += ["--budget", str(budget)]
    if out is not None:
        parts += ["--out", str(out)]
    return " ".join(shlex.quote(p) for p in parts)


def _context_table(summary: dict) -> Table:
    from rich.table import Table

    t = Table(title="context level (no model)")
    for col in ("arm", "passed", "needle recall", "forbidden hits", "route errors", "mean prompt tokens"):
        t.add_column(col, justify="left" if col == "arm" else "right")
    for arm, s in summary.items():
        t.add_row(arm, f"{s['passed']}/{s['items']}", f"{s['needle_recall']:.3f}", str(s["forbidden_hits"]),
                  str(s["route_errors"]), f"{s['tokens_mean']:.0f}")
    return t


def _answer_table(summary: dict) -> Table:
    from rich.table import Table

    from .figures import frac as _pct

    m = summary["answer"]
    t = Table(title=f"answer level: {summary['model']}, N={summary['runs']}")
    for col in ("arm", "accuracy", "trap refusals", "refusals on answerable", "with forbidden",
                "hydration (prose / skeleton)", "prompt tokens", "median latency"):
        t.add_column(col, justify="left" if col == "arm" else "right")
    for arm in m["arms"]:
        s = m["by_arm"][arm]
        h = s["hydration"]
        med = s["latency_ms"]["total"]["median"]
        t.add_row(arm, _pct(s["correct"], s["scored"]), _pct(s["trap_refusals"], s["traps"]),
                  _pct(s["answerable_refusals"], s["answerable"]),
                  _pct(s["forbidden_answers"], s["answers"]),
                  (f"{_pct(h['needs_prose_fired'], h['needs_prose'])} / "
                   f"{_pct(h['skeleton_fired'], h['skeleton_answers'])}") if arm == "hydrate" else "n/a",
                  "–" if s["prompt_tokens"]["mean"] is None else f"{s['prompt_tokens']['mean']:.0f}",
                  "–" if med is None else f"{med / 1000:.2f} s")
    return t


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise QueryError(f"--level {level!r}: choose context or answer")


def _checked_runs(n_runs: int) -> int:
    if n_runs < 1:
        raise QueryError(f"--runs {n_runs}: must be at least 1")
    return n_runs


def _mesh_paths(battery: Path, mesh: list[Path] | None, bat: Battery) -> list[Path]:
    """``--mesh`` when given, else the battery's own ``mesh:``."""
    kbs = list(mesh) if mesh else list(bat.mesh)
    if not kbs:
        raise QueryError(f"{battery}: no mesh; pass --mesh KB… or set mesh: in the battery")
    return kbs


def _answer_model(llm: str | None) -> tuple[ChatModel, str | None]:
    """The model for answer level (``--llm`` or ``$NOESIS_LLM``) and the spec that named it."""
    from ..llm.spec import configured_llm

    spec = llm or os.environ.get("NOESIS_LLM")
    model = configured_llm(spec)
    if model is None:
        raise QueryError("--level answer needs a model; name one with --llm "
                         "(smollm2, gguf:PATH, ollama:MODEL, openai:URL#MODEL)")
    return model, spec


def _report_context(out: Path | None, results: list[Any], ctx_sum: dict[str, dict[str, Any]], *,
                    battery: Path, arms: tuple[str, ...], command: str) -> None:
    """Print the context-level table; write the report files only when ``--out`` was given."""
    from .report import write_context_report

    console.print(_context_table(ctx_sum))
    if out is not None:
        paths = write_context_report(out, results, ctx_sum, battery=str(battery), arms=arms, command=command)
        console.print(f"report: {paths['report']}", highlight=False, soft_wrap=True)


def _answer_records(m: Mesh, bat: Battery, *, model: ChatModel | None, arms: tuple[str, ...],
                    runs: int, out: Path, max_tokens: int, temperature: float, budget: int,
                    verify: str) -> list[dict[str, Any]]:
    """The answer-level run behind a progress bar; Ctrl-C keeps the finished answers (exit 130)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .runner import ANSWERS_FILE, answer_level

    with Progress(TextColumn("[bold]eval"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("{task.fields[name]}"), TimeElapsedColumn(), console=err,
                  transient=True, disable=not err.is_terminal) as bar:
        task = bar.add_task("eval", total=None, name="")

        def note(done: int, total: int, label: str) -> None:
            bar.update(task, completed=done, total=max(total, 1), name=label)

        try:
            return answer_level(m, bat, llm=model, arms=arms, runs=runs, out_dir=out,
                                progress=note, max_tokens=max_tokens,
                                temperature=temperature, budget=budget, verify=verify)
        except KeyboardInterrupt:
            err.print(f"interrupted: finished answers are kept in {out / ANSWERS_FILE}; "
                      "run the same command again to resume", highlight=False)
            raise typer.Exit(code=130) from None


def _print_answer_summary(records: list[dict[str, Any]], *, model: ChatModel, battery: Path, runs: int,
                          arms: tuple[str, ...], prose: dict[str, bool], report: Path, out: Path) -> None:
    from .report import build_summary
    from .runner import ANSWERS_FILE

    summary = build_summary(records, model=model.name, battery=str(battery), runs=runs,
                            arms=arms, prose=prose)
    console.print(_answer_table(summary))
    console.print(f"report: {report}\nanswers: {out / ANSWERS_FILE}", highlight=False, soft_wrap=True)


def eval_command(
    battery: Annotated[Path, typer.Argument(help="battery YAML file (format: docs/battery.md)")],
    mesh: Annotated[list[Path] | None, typer.Option(
        "--mesh", help="KB file(s), a folder of them, or a mesh.toml (default: the battery's mesh)")] = None,
    level: Annotated[str, typer.Option(help="context (no model) | answer (needs --llm)")] = "context",
    arms: Annotated[str | None, typer.Option(
        help="comma-separated arms: full,hydrate,skeleton,flat (default: the battery's)")] = None,
    runs: Annotated[int | None, typer.Option(help="answer level: runs per item and arm, seeds 0…N-1 "
                                             "(default: the battery's)")] = None,
    llm: Annotated[str | None, typer.Option(
        help="answer level: ollama:MODEL | openai:URL#MODEL | gguf:PATH | smollm2")] = None,
    out: Annotated[Path | None, typer.Option(
        help="output folder (answer level default: eval-results/<battery>-<model>; "
             "context level writes files only when given)")] = None,
    max_tokens: Annotated[int, typer.Option(help="answer level: most tokens the model may write")] = 256,
    temperature: Annotated[float, typer.Option(help="answer level: sampling temperature")] = DEFAULT_TEMPERATURE,
    budget: Annotated[int, typer.Option(help="token budget for each prompt")] = DEFAULT_BUDGET,
    verify: Annotated[str, typer.Option(help="answer level: flag | repair | off (docs/verification.md)")] = "flag",
    items: Annotated[str | None, typer.Option(
        help="only these items: comma-separated ids or classes, globs allowed (peak-*,trap)")] = None,
) -> None:
    """Run a question battery: context level (no model) or answer level (resumable)."""
    from ..answer import Engine
    from ..mesh import Mesh
    from .battery import load_battery
    from .engine_row import ENGINE_ARM, engine_records
    from .metrics import context_summary
    from .report import require_plots, write_answer_report
    from .runner import needs_prose

    try:
        _check_level(level)
        bat = select_items(load_battery(battery), items)
        chosen = _parse_arms(arms) or bat.arms
        n_runs = _checked_runs(bat.runs if runs is None else runs)
        kbs = _mesh_paths(battery, mesh, bat)
        model, spec = None, llm
        if level == "answer":
            require_plots()
            model, spec = _answer_model(llm)
            out = out or default_out(battery, spec or model.name)
        cmd = command_line(battery, mesh=list(mesh or []), level=level, arms=chosen, runs=n_runs,
                           llm=spec, out=out, max_tokens=max_tokens, temperature=temperature, verify=verify,
                           budget=budget, items=items)
        with Mesh.open(kbs) as m:
            results, ctx_sum = context_summary(m, bat, chosen, budget=budget)
            if level == "context":
                _report_context(out, results, ctx_sum, battery=battery, arms=chosen, command=cmd)
                return
            records = _answer_records(m, bat, model=model, arms=chosen, runs=n_runs, out=out,
                                      max_tokens=max_tokens, temperature=temperature, budget=budget,
                                      verify=verify)
            prose = needs_prose(Engine(m), bat, budget=budget)
            engine = engine_records(m, bat, budget=budget, verify=verify)  # the baseline row
            assert model is not None
            paths = write_answer_report(out, records, model=model.name, battery=str(battery),
                                        runs=n_runs, arms=chosen, command=cmd, context=ctx_sum,
                                        prose=prose, engine=engine)
    except NoesisError as exc:
        _fail(exc)
        return
    _print_answer_summary(records + engine, model=model, battery=battery, runs=n_runs,
                          arms=(*chosen, ENGINE_ARM), prose=prose, report=paths["report"], out=out)
