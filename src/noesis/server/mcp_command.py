"""``noesis mcp``: the MCP server over stdio, a typer-annotated function the CLI registers.

Opens the mesh (and the model, if one is named), builds the same service ``noesis serve``
builds and serves its tools (:mod:`.mcp_server`) on stdin/stdout until the client closes
them. stdout carries the protocol only: every message of this command goes to stderr.
Imports nothing heavy until it runs (every CLI start imports this module).
"""

from __future__ import annotations

from typing import Annotated

import typer

from ..errors import NoesisError


def mcp(
    mesh: Annotated[list[str], typer.Option("--mesh", help="KB file(s), a folder of them, or a mesh.toml")],
    llm: Annotated[str | None, typer.Option(
        help="ollama:MODEL | openai:URL#MODEL | gguf:PATH | smollm2 (default $NOESIS_LLM; none → "
             "deterministic answers)")] = None,
    threads: Annotated[int, typer.Option(help="meshes (threads) for concurrent KB reads")] = 2,
) -> None:
    """Serve the mesh to an agent over the Model Context Protocol (stdio): tools ask, context,
    facts, inventory. See docs/mcp.md for a desktop agent's configuration."""
    from ..answer.engine import warm_up
    from ..llm.spec import configured_llm
    from ..mesh import Mesh
    from .deps import Service, ServiceSettings
    from .mcp_server import require_sdk, run_stdio

    try:
        require_sdk()
        model = configured_llm(llm)
        opened = warm_up(Mesh.open(mesh))
    except NoesisError as exc:
        typer.secho("error:", fg="red", err=True, nl=False)
        typer.echo(f" {exc}", err=True)
        raise typer.Exit(code=2) from None
    names = ", ".join(inv.name for inv in opened.inventories)
    typer.echo(f"Noēsis MCP over stdio · {names} · "
               f"{model.name if model else 'deterministic answers (no model configured)'}", err=True)
    svc = Service.build(ServiceSettings(mesh_workers=max(1, threads)), opened, model,
                        lambda: warm_up(Mesh.open(mesh)), owned=(opened,))
    try:
        run_stdio(svc)
    finally:
        svc.close()
