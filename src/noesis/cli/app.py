"""The typer application every command registers on (:mod:`.main`), its two consoles, the
help texts options share, and the one way a command fails: an ``error:`` line and exit
status 2, or 3 when a requested model could not answer (docs/cli.md, "Exit status")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from .. import __version__
from ..errors import BackendError
from .render import SafeConsole, escape

if TYPE_CHECKING:
    from rich.progress import Progress

app = typer.Typer(no_args_is_help=True, help="Noēsis: deterministic-first RAG for small local models.",
                  context_settings={"help_option_names": ["-h", "--help"]})
console = SafeConsole()
err = SafeConsole(stderr=True)

MESH_HELP = ("KB file(s) (several after one --mesh, or repeated), a folder of them, or a mesh.toml; "
             "default $NOESIS_MESH, then the cli table of ./noesis.toml or ~/.config/noesis/config.toml")
LLM_HELP = ("ollama:MODEL | openai:URL#MODEL | gguf:PATH | smollm2; default $NOESIS_LLM, then the cli table "
            "in a config file")
FALLBACK_HELP = "when the named model cannot answer: error (exit 3) | deterministic (the engine's answer)"

#: exit status of an error: 3 when a requested model could not answer, else 2 (docs/cli.md)
EXIT_ERROR, EXIT_MODEL = 2, 3


def fail(exc: Exception) -> None:
    """Print ``exc`` as one ``error:`` line on stderr and exit with its status."""
    err.print(f"[red]error:[/] {escape(str(exc))}", highlight=False, soft_wrap=True)
    raise typer.Exit(code=EXIT_MODEL if isinstance(exc, BackendError) else EXIT_ERROR)


def show(value, as_json: bool, view) -> None:
    """A command's result: its ``as_dict()`` as JSON on stdout with ``--json``, else
    ``view(console, value)`` (an ingest report, a context, an answer)."""
    if as_json:
        from .render import json_text

        print(json_text(value.as_dict()))
    else:
        view(console, value)


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


def version() -> None:
    """Print the version."""
    console.print(__version__)


def progress_bar() -> Progress:
    """The transient progress bar of ``ingest`` and ``demo`` (on stderr, only at a terminal)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TextColumn("{task.fields[name]}"), TimeElapsedColumn(), console=err, transient=True,
        disable=not err.is_terminal,
    )
