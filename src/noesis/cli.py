"""The ``noesis`` command: parse arguments → one library call → render.

The command is a process of its own, so it sets one thing of its environment before numpy
loads: ``OPENBLAS_NUM_THREADS=1`` unless the user set it. numpy's OpenBLAS starts a thread
per core at import, and those threads spin: ~0.09 CPU-s of a ~0.3 CPU-s ``noesis context``
(bench/cli_bench.py). Nothing on the question, ingest or service path multiplies matrices
large enough to gain from BLAS threads (PageRank and the series are vector work; a service
gets its parallelism from ``--threads`` and ``--processes``). A program importing the
library keeps its own setting."""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy loads (see the module doc)

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from . import __version__
from .answer import Engine, Settings
from .cli_config import expand_multi_paths, resolve_llm, resolve_mesh
from .cli_model import FALLBACKS, WatchedModel, check_model_answered
from .context.budget import DEFAULT_BUDGET
from .errors import BackendError, NoesisError, QueryError
from .facts.filters import check_filters
from .facts.shape import fact_dict
from .knowledge_base import KnowledgeBase
from .mesh import Mesh
from .render import (
    SafeConsole,
    answer_view,
    context_panels,
    escape,
    facts_table,
    ingest_summary,
    json_text,
)

if TYPE_CHECKING:
    from rich.progress import Progress

app = typer.Typer(no_args_is_help=True, help="Noēsis: deterministic-first RAG for small local models.",
                  context_settings={"help_option_names": ["-h", "--help"]})
console = SafeConsole()
MESH_HELP = ("KB file(s) (several after one --mesh, or repeated), a folder of them, or a mesh.toml; "
             "default $NOESIS_MESH, then the cli table of ./noesis.toml or ~/.config/noesis/config.toml")
LLM_HELP = ("ollama:MODEL | openai:URL#MODEL | gguf:PATH | smollm2; default $NOESIS_LLM, then the cli table "
            "in a config file")
FALLBACK_HELP = "when the named model cannot answer: error (exit 3) | deterministic (the engine's answer)"
err = SafeConsole(stderr=True)


#: exit status of an error: 3 when a requested model could not answer, else 2 (docs/cli.md)
EXIT_ERROR, EXIT_MODEL = 2, 3


def _fail(exc: Exception) -> None:
    err.print(f"[red]error:[/] {escape(str(exc))}", highlight=False, soft_wrap=True)
    raise typer.Exit(code=EXIT_MODEL if isinstance(exc, BackendError) else EXIT_ERROR)


def _print_version(value: bool) -> None:
    if value:
        console.print(__version__, highlight=False)
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", callback=_print_version, is_eager=True,
                                          help="print the version and exit")] = False,
) -> None:
    """Noēsis: deterministic-first RAG for small local models."""


def _progress() -> Progress:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TextColumn("{task.fields[name]}"), TimeElapsedColumn(), console=err, transient=True,
        disable=not err.is_terminal,
    )


def _ingest(folder: Path, kb: str, strict: bool, workers: int | None, embedder: str | None = None,
            dense: str = "auto", remove: list[str] | None = None, allow_removal: bool = False) -> KnowledgeBase:
    with _progress() as bar:
        tasks: dict[str, int] = {}

        def note(stage: str, done: int, total: int, name: str) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=max(total, 1), name="")
            bar.update(tasks[stage], completed=done, total=max(total, 1), name=name)

        return KnowledgeBase.ingest(folder, kb, strict=strict, workers=workers, progress=note,
                                    embedder=embedder, dense=dense, remove=tuple(remove or ()),
                                    allow_removal=allow_removal)


@app.command()
def ingest(
    folder: Annotated[Path, typer.Argument(help="folder of source files (+ optional noesis.toml)")],
    kb: Annotated[str, typer.Option("--kb", help="KB file to create or update")],
    strict: Annotated[bool, typer.Option(help="write nothing if any file cannot be parsed")] = False,
    workers: Annotated[int | None, typer.Option(help="parser processes (default: by cores and sizes)")] = None,
    embedder: Annotated[str | None, typer.Option(help="embed spans for dense Tier 2: onnx | ollama:M | openai:URL#M")] = None,
    dense: Annotated[str, typer.Option(help="auto | on | off (off drops the KB's vectors)")] = "auto",
    as_json: Annotated[bool, typer.Option("--json", help="print the report as JSON")] = False,
    remove: Annotated[list[str] | None, typer.Option("--remove", help="delete this source (a file name "
                      "relative to FOLDER) from the KB; repeatable")] = None,
    allow_removal: Annotated[bool, typer.Option("--allow-removal", help="remove the sources whose files are "
                             "gone from the folder even under --strict, or when none is left")] = False,
) -> None:
    """Ingest a folder into a KB file (incremental: unchanged files are skipped)."""
    try:
        with _ingest(folder, kb, strict, workers, embedder, dense, remove, allow_removal) as base:
            report = base.report
    except NoesisError as exc:
        _fail(exc)
    if as_json:
        print(json_text(report.as_dict()))
    else:
        ingest_summary(console, report)


@app.command()
def init(
    folder: Annotated[Path, typer.Argument(help="folder of source files")],
    force: Annotated[bool, typer.Option(help="overwrite an existing noesis.toml")] = False,
) -> None:
    """Write the noesis.toml an ingest without one amounts to, every choice commented."""
    from .ingest.initfile import write_init

    try:
        target = write_init(folder, force=force, warn=lambda p: err.print(
            f"[yellow]problem:[/] {escape(str(p))}", highlight=False, soft_wrap=True))
    except NoesisError as exc:
        _fail(exc)
    console.print(f"wrote {escape(str(target))}", highlight=False)


@app.command()
def facts(
    kb: Annotated[str, typer.Argument(help="KB file")],
    entity: Annotated[str | None, typer.Option(help="subject or object name")] = None,
    metric: Annotated[str | None, typer.Option(help="metric series name")] = None,
    statistic: Annotated[str | None, typer.Option(help="max, min, mean, first, last, sum, count")] = None,
    priority: Annotated[int | None, typer.Option(help="1 or 2")] = None,
    source: Annotated[str | None, typer.Option(help="source file name")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print a JSON list")] = False,
) -> None:
    """List facts (computed and curated), with positions and aligned spans."""
    try:
        with KnowledgeBase.open(kb) as base:
            found = base.facts(entity=entity, metric=metric, statistic=statistic, priority=priority, source=source)
            if not found:  # a misspelled filter is an error with a suggestion, not an empty table
                check_filters(base.name, base.facts(), [src.name for src in base.sources()],
                              entity=entity, metric=metric, statistic=statistic, source=source)
            spans = {s.id: s for s in base.spans([i for f in found for i in f.aligned])}
            if as_json:
                print(json_text([fact_dict(base, f, spans) for f in found]))
            else:
                facts_table(console, base, found, spans, f"{base.name}: {len(found)} fact(s)")
    except NoesisError as exc:
        _fail(exc)


@app.command()
def info(
    kb: Annotated[str, typer.Argument(help="KB file")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """What a KB holds: axis, metrics, sources, counts."""
    try:
        with KnowledgeBase.open(kb) as base:
            data = base.info()
    except NoesisError as exc:
        _fail(exc)
    if as_json:
        print(json_text(data))
        return
    console.print(f"[bold]{data['name']}[/] ({data['language']}) — {data['description']}")
    console.print(f"axis: {data['axis']['name']} ({data['axis']['kind']}, unit {data['axis']['unit']})")
    for file, fmt in data["position_formats"].items():
        console.print(f"axis format: {file} writes its {data['axis']['name']} as {fmt!r}")
    for m in data["metrics"]:
        console.print(f"metric: {m['name']} [{m['unit']}] stats={','.join(m['stats'])} aliases={', '.join(m['aliases'])}")
    for s in data["sources"]:
        console.print(f"source: {s['name']} ({s['kind']}, entity {s['entity']!r}, P{s['priority']}) "
                      f"rows={s['rows']} spans={s['spans']} facts={s['facts']}")
    for t in data["tables"]:
        _print_table_schema(t)
    console.print("counts: " + ", ".join(f"{k}={v}" for k, v in data["counts"].items()))


def _print_table_schema(t: dict) -> None:
    """One table's profiled schema, as ``noesis info`` prints it (``--json`` has it all)."""

    time = t["time"]
    when = ("no time axis" if time is None else
            f"time {' + '.join(time['columns'])} ({time['granularity']}"
            + ("" if time["has_year"] else ", no year") + ")")
    dims = ", ".join(f"{d['column']} ({d['kind']}, {d['distinct']} values)" for d in t["dimensions"]) or "none"
    measures = ", ".join(m["name"] + (f" [{m['unit']}]" if m["unit"] else "") + f" {m['additivity']}"
                         for m in t["measures"]) or "none"
    lines = [f"table: {t['source']} rows read={t['rows_read']} stored={t['rows_stored']}"
             + (f" LOST ROWS={t['lost_rows']}" if t["lost_rows"] else ""),
             f"  grain: {', '.join(t['grain']) or '(none)'}; {when}",
             f"  dimensions: {dims}" + (f"; entity: {', '.join(t['entity'])}" if t["entity"] else ""),
             f"  measures: {measures}"]
    if t["wide"]:
        lines.append(f"  wide: {len(t['wide']['columns'])} columns read as {t['wide']['measure']} "
                     f"over {t['wide']['dimension']}")
    lines += [f"  {'proposal' if not c['certain'] else 'chose'}: {c['key']} = {c['value']} — {c['why']}; "
              f"otherwise {c['manifest']}" for c in t["choices"]]
    for line in lines:
        console.print(escape(line), highlight=False, soft_wrap=True)


@app.command()
def demo(
    examples: Annotated[Path | None, typer.Option(help="folder of demo KB folders")] = None,
    cache: Annotated[Path | None, typer.Option(help="where the demo KB files are kept")] = None,
    llm: Annotated[str | None, typer.Option(help="model spec; default: the best available")] = None,
    model: Annotated[bool, typer.Option(help="use a model when one is available")] = True,
) -> None:
    """Ingest the demo corpora (once) and answer a showcase of questions beside their tiers."""
    from . import demo as showcase_mod
    from .live_view import LiveAnswer

    out = cache or showcase_mod.default_cache()
    root = showcase_mod.demo_corpora(examples, out)
    if not showcase_mod.demo_folders(root):
        _fail(NoesisError(f"{root}: no demo KB folders (folders holding a noesis.toml) found; pass "
                          "--examples DIR, or unset NOESIS_EXAMPLES to use the packaged corpora"))
    try:
        with _progress() as bar:
            task = bar.add_task("ingest", total=None, name="")
            reports = showcase_mod.prepare(root, out, lambda st, d, t, n: bar.update(task, description=st, name=n))
        for report in reports:
            ingest_summary(console, report)
        backend = showcase_mod.best_backend(llm, use_model=model)
        console.rule(f"showcase · {backend.name if backend else 'deterministic answers (no model available)'}")
        with Mesh.open(out) as m, LiveAnswer(err, enabled=backend is not None) as live:
            for item in showcase_mod.showcase(m, backend, live.listener, live.reset):
                console.print(f"\n[bold]{escape(item.kind)}[/] · [bold cyan]{escape(item.question)}[/]")
                answer_view(console, item.answer)
                if item.deterministic and item.deterministic != item.answer.text:
                    console.print(f"[dim]the engine alone: {escape(item.deterministic)}[/]", highlight=False)
    except NoesisError as exc:
        _fail(exc)


def _check_fallback(fallback: str) -> None:
    if fallback not in FALLBACKS:
        raise QueryError(f"--fallback {fallback!r}: choose one of {', '.join(FALLBACKS)}")


def _load_history(path: Path | None) -> list[dict]:
    if path is None:
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise QueryError(f"{path}: cannot read history ({exc}); give a JSON list of {{role, content}}") from None
    if not isinstance(data, list) or not all(isinstance(t, dict) and "role" in t and "content" in t for t in data):
        raise QueryError(f"{path}: history must be a JSON list of objects with 'role' and 'content'")
    return data


@app.command()
def context(
    question: Annotated[str, typer.Argument(help="the question")],
    mesh: Annotated[list[str] | None, typer.Option("--mesh", help=MESH_HELP)] = None,
    arm: Annotated[str, typer.Option(help="full | hydrate | skeleton | flat")] = "full",
    budget: Annotated[int, typer.Option(help="token budget for the whole prompt")] = DEFAULT_BUDGET,
    history: Annotated[Path | None, typer.Option(help="JSON file: previous turns [{role, content}]")] = None,
    dense: Annotated[str, typer.Option(help="Tier 2: auto | on (hybrid) | only (dense) | off (BM25)")] = "auto",
    embedder: Annotated[str | None, typer.Option(help="query embedder (default: the KB's own)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the context as JSON")] = False,
) -> None:
    """Assemble the tiered context a model would read for QUESTION (no model involved)."""
    try:
        turns = _load_history(history)
        with Mesh.open(resolve_mesh(mesh), dense=dense, embedder=embedder) as m:
            ctx = Engine(m).context(question, arm=arm, budget=budget, history=turns)
    except NoesisError as exc:
        _fail(exc)
    if as_json:
        print(json_text(ctx.as_dict()))
    else:
        context_panels(console, ctx)


def _llm(spec: str | None) -> WatchedModel | None:
    from .llm.spec import configured_llm

    model = configured_llm(resolve_llm(spec))
    return WatchedModel(model) if model is not None else None


@app.command()
def ask(
    question: Annotated[str, typer.Argument(help="the question")],
    mesh: Annotated[list[str] | None, typer.Option("--mesh", help=MESH_HELP)] = None,
    llm: Annotated[str | None, typer.Option(help=LLM_HELP)] = None,
    fallback: Annotated[str, typer.Option(help=FALLBACK_HELP)] = "error",
    arm: Annotated[str, typer.Option(help="full | hydrate | skeleton | flat")] = "hydrate",
    deterministic: Annotated[bool, typer.Option(help="answer from computed facts only; no model")] = False,
    budget: Annotated[int, typer.Option(help="token budget for the prompt")] = DEFAULT_BUDGET,
    history: Annotated[Path | None, typer.Option(help="JSON file: previous turns [{role, content}]")] = None,
    max_tokens: Annotated[int, typer.Option(help="most tokens the model may write")] = 256,
    temperature: Annotated[float, typer.Option(help="sampling temperature")] = 0.1,
    verify: Annotated[str, typer.Option(help="flag | repair | off: check numbers, positions, names")] = "flag",
    policy: Annotated[str, typer.Option(help="engine (answer by rule when the plan resolves) | model | phrase")] = "engine",
    dense: Annotated[str, typer.Option(help="Tier 2: auto | on (hybrid) | only (dense) | off (BM25)")] = "auto",
    as_json: Annotated[bool, typer.Option("--json", help="print the answer as JSON")] = False,
) -> None:
    """Answer QUESTION over the mesh (a model if named, else deterministic answers)."""
    from .live_view import LiveAnswer
    from .llm.base import Options

    try:
        turns = _load_history(history)
        _check_fallback(fallback)
        model = None if deterministic else _llm(llm)
        with Mesh.open(resolve_mesh(mesh), dense=dense) as m:
            settings = Settings(arm=arm, budget=budget, verify=verify, deterministic=deterministic, policy=policy,
                                options=Options(temperature=temperature, max_tokens=max_tokens))
            with LiveAnswer(err, enabled=model is not None and not as_json) as live:
                answer = Engine(m, model, settings, live.listener).ask(question, history=turns)
        check_model_answered(model, fallback)
    except NoesisError as exc:
        _fail(exc)
    if as_json:
        print(json_text(answer.as_dict()))
    else:
        answer_view(console, answer)


@app.command()
def chat(
    mesh: Annotated[list[str] | None, typer.Option("--mesh", help=MESH_HELP)] = None,
    llm: Annotated[str | None, typer.Option(help=LLM_HELP)] = None,
    fallback: Annotated[str, typer.Option(help=FALLBACK_HELP)] = "error",
    arm: Annotated[str, typer.Option(help="full | hydrate | skeleton | flat")] = "hydrate",
    deterministic: Annotated[bool, typer.Option(help="answer from computed facts only; no model")] = False,
    verify: Annotated[str, typer.Option(help="flag | repair | off")] = "flag",
    policy: Annotated[str, typer.Option(help="engine | model | phrase")] = "engine",
) -> None:
    """An interactive conversation; follow-ups resolve through the previous answer's citations."""
    try:
        _check_fallback(fallback)
        model = None if deterministic else _llm(llm)
        m = Mesh.open(resolve_mesh(mesh))
        engine = Engine(m, model, Settings(arm=arm, verify=verify, deterministic=deterministic, policy=policy))
    except NoesisError as exc:
        _fail(exc)
    turns: list[dict] = []
    console.print(f"[bold]Noēsis chat[/] over {', '.join(inv.name for inv in m.inventories)} "
                  f"({model.name if model else 'deterministic answers'}). Empty line or Ctrl-D to quit.")
    with m:
        while True:
            try:
                question = console.input("[bold cyan]you>[/] ").strip()
            except (EOFError, KeyboardInterrupt):
                break
            if not question or question in ("/quit", "/exit"):
                break
            try:
                answer = engine.ask(question, history=turns)
                check_model_answered(model, fallback)
            except NoesisError as exc:
                err.print(f"[red]error:[/] {escape(str(exc))}")
                continue
            answer_view(console, answer, compact=True)
            turns += [{"role": "user", "content": question}, {"role": "assistant", "content": answer.text}]


@app.command()
def version() -> None:
    """Print the version."""
    console.print(__version__)


def _register_commands() -> None:
    """Commands whose code lives beside the subsystem they drive."""
    from .eval.command import eval_command
    from .server.command import serve
    from .server.mcp_command import mcp

    app.command("eval")(eval_command)
    app.command("serve")(serve)
    app.command("mcp")(mcp)


_register_commands()


def main() -> None:
    try:
        app(args=expand_multi_paths(sys.argv[1:]), prog_name="noesis")
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)


if __name__ == "__main__":
    main()
