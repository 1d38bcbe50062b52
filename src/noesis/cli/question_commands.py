"""The question commands: ``context``, ``ask`` and ``chat`` (docs/cli.md).

Each parses its options, resolves the mesh and the model from flag, environment or config
file (:mod:`.config`), makes one library call and renders the result (:mod:`.render`).
The library loads when the command runs; ``ask`` starts the live view only at a terminal
with a model (:mod:`.live_view`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from ..context.budget import DEFAULT_BUDGET
from ..errors import NoesisError, QueryError
from .app import FALLBACK_HELP, LLM_HELP, MESH_HELP, console, err, fail, show
from .config import resolve_llm, resolve_mesh
from .render import answer_view, context_panels, escape

if TYPE_CHECKING:
    from .watched_model import WatchedModel


def _check_fallback(fallback: str) -> None:
    from .watched_model import FALLBACKS

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
    from ..answer import Engine
    from ..mesh import Mesh

    try:
        turns = _load_history(history)
        with Mesh.open(resolve_mesh(mesh), dense=dense, embedder=embedder) as m:
            ctx = Engine(m).context(question, arm=arm, budget=budget, history=turns)
    except NoesisError as exc:
        fail(exc)
    show(ctx, as_json, context_panels)


def _llm(spec: str | None) -> WatchedModel | None:
    from ..llm.spec import configured_llm
    from .watched_model import WatchedModel

    model = configured_llm(resolve_llm(spec))
    return WatchedModel(model) if model is not None else None


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
    from ..answer import Engine, Settings
    from ..llm.base import Options
    from ..mesh import Mesh
    from .live_view import LiveAnswer
    from .watched_model import check_model_answered

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
        fail(exc)
    show(answer, as_json, answer_view)


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
    from ..answer import Engine, Settings
    from ..mesh import Mesh
    from .watched_model import check_model_answered

    try:
        _check_fallback(fallback)
        model = None if deterministic else _llm(llm)
        m = Mesh.open(resolve_mesh(mesh))
        engine = Engine(m, model, Settings(arm=arm, verify=verify, deterministic=deterministic, policy=policy))
    except NoesisError as exc:
        fail(exc)
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
