"""``noesis serve``: a typer-annotated function the CLI registers as a command.

Parses the options, opens the mesh (and the model, if one is named), hands both to
:func:`noesis.server.app.create_app` and runs uvicorn. Nothing else lives here. It prints
through typer (click), not Rich: nothing under ``noesis.server`` imports Rich.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated

import typer

from ..errors import NoesisError


def _say(head: str, text: str, *, color: str | None = None) -> None:
    """One line on stderr: ``head`` styled (bold, or ``color``) when stderr is a terminal."""
    typer.secho(head, fg=color, bold=color is None, err=True, nl=False)
    typer.echo(f" {text}", err=True)


def serve(
    mesh: Annotated[list[str], typer.Option("--mesh", help="KB file(s), a folder of them, or a mesh.toml")],
    llm: Annotated[str | None, typer.Option(
        help="ollama:MODEL | openai:URL#MODEL | gguf:PATH | smollm2 (default $NOESIS_LLM; none → "
             "deterministic answers)")] = None,
    host: Annotated[str, typer.Option(help="address to bind (loopback by default)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port")] = 8000,
    api_key: Annotated[str | None, typer.Option(
        "--api-key", envvar="NOESIS_API_KEY", show_envvar=True,
        help="require this key on every route but /healthz (prefer the env var: it stays out of `ps`)")] = None,
    threads: Annotated[int, typer.Option(help="meshes (threads) per process for concurrent KB reads")] = 4,
    processes: Annotated[int, typer.Option(
        help="uvicorn worker processes, each with its own meshes and model gate (docs/service.md)")] = 1,
    workers: Annotated[int | None, typer.Option(
        help="deprecated: the old name of --threads (it never meant processes)")] = None,
    model_concurrency: Annotated[int, typer.Option(help="model calls at once")] = 1,
    model_queue: Annotated[int, typer.Option(help="model calls waiting; past that → 503 + Retry-After")] = 8,
    queue_timeout: Annotated[float, typer.Option(help="seconds a request may wait for the model")] = 30.0,
    max_body: Annotated[int, typer.Option(help="largest request body, bytes (→ 413)")] = 256 * 1024,
    max_question: Annotated[int, typer.Option(help="longest question, characters (→ 413)")] = 2000,
    log_level: Annotated[str, typer.Option(help="uvicorn log level")] = "info",
    deadline: Annotated[float, typer.Option(help="seconds for all the model calls of one request (→ 504)")] = 120.0,
    allowed_host: Annotated[list[str] | None, typer.Option(
        "--allowed-host", help="a Host name served (repeat; '*.example.org' for subdomains; default: any)")] = None,
    allowed_origin: Annotated[list[str] | None, typer.Option(
        "--allowed-origin", help="a browser Origin, besides loopback ones, that may call /mcp "
                                 "(repeat; e.g. https://agent.example.org; default: loopback only)")] = None,
    head_timeout: Annotated[float, typer.Option(help="seconds a client has to send a request's headers")] = 10.0,
    body_timeout: Annotated[float, typer.Option(help="seconds a request's body may take after them (→ 408)")] = 30.0,
    max_connections: Annotated[int, typer.Option(help="open connections at most (stalled ones are closed first)")] = 512,
) -> None:
    """Serve the mesh over HTTP: JSON API, OpenAI-compatible chat, and a page at /."""
    import uvicorn

    from ..answer.engine import warm_up
    from ..llm.spec import configured_llm
    from ..mesh import Mesh
    from .app import create_app
    from .connections import ConnectionBounds, uvicorn_options
    from .deps import ServiceSettings

    if workers is not None:
        _say("warning:", "--workers is deprecated: it sets the meshes per process; say --threads "
                         "(--processes N runs N processes)", color="yellow")
        threads = workers
    if threads < 1 or processes < 1 or model_concurrency < 1 or model_queue < 0 or max_body < 1024 or max_question < 1:
        _say("error:", "--threads/--processes/--model-concurrency ≥ 1, --model-queue ≥ 0, --max-body ≥ 1024", color="red")
        raise typer.Exit(code=2)
    if deadline <= 0 or head_timeout <= 0 or body_timeout <= 0 or max_connections < 2:
        _say("error:", "--deadline, --head-timeout and --body-timeout > 0, --max-connections ≥ 2", color="red")
        raise typer.Exit(code=2)
    try:
        model = configured_llm(llm)
        opened = Mesh.open(mesh)
    except NoesisError as exc:
        _say("error:", str(exc), color="red")
        raise typer.Exit(code=2) from None
    settings = ServiceSettings(api_key=api_key or None, max_body_bytes=max_body, max_question_chars=max_question,
                        mesh_workers=threads, model_concurrency=model_concurrency, model_queue=model_queue,
                        queue_timeout_s=queue_timeout, request_deadline_s=deadline, body_timeout_s=body_timeout,
                        allowed_hosts=tuple(allowed_host or ()), allowed_origins=tuple(allowed_origin or ()))
    names = ", ".join(inv.name for inv in opened.inventories)
    _say("Noēsis", f"serving {names} at http://{host}:{port}/ · "
                   f"{model.name if model else 'deterministic answers (no model configured)'} · "
                   f"API key {'required' if api_key else 'not required'}")
    from .protect import loopback_host

    if not api_key and not loopback_host(host):
        _say("warning:", f"{host} is not loopback and no --api-key is set: "
                         "anyone who can reach it can query the KBs and the model", color="yellow")
    bounds = ConnectionBounds(head_timeout_s=head_timeout, max_connections=max_connections,
                              retry_after_s=settings.retry_after_s)
    if processes > 1:
        _run_processes(dataclasses.replace(settings, mesh=tuple(mesh), llm=llm), opened, processes,
                       host=host, port=port, log_level=log_level, bounds=bounds)
        return
    app = create_app(settings, mesh=warm_up(opened), llm=model, mesh_factory=lambda: warm_up(Mesh.open(mesh)))
    try:
        uvicorn.run(app, host=host, port=port, log_level=log_level, **uvicorn_options(bounds))
    finally:
        opened.close()


def _run_processes(settings, opened, processes: int, *, host: str, port: int, log_level: str,
                   bounds) -> None:
    """N worker processes through the app factory (:mod:`noesis.server.workers`): the mesh
    opened here only checked the paths; each worker opens its own. ``bounds`` (head timeout,
    connection cap) go to every worker through the environment."""
    import os

    import uvicorn

    from .connections import process_options
    from .workers import PARENT_ENV, settings_file

    opened.close()
    settings = dataclasses.replace(settings, llm=settings.llm or os.environ.get("NOESIS_LLM") or None)
    bounds_env, options = process_options(bounds)
    with settings_file(settings) as env:
        os.environ.update(env | bounds_env | {PARENT_ENV: str(os.getpid())})  # workers die with this process
        uvicorn.run("noesis.server.workers:create_worker_app", factory=True, workers=processes,
                    host=host, port=port, log_level=log_level, **options)
