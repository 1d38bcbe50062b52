"""The ``noesis`` command as a whole: every command registered on :data:`.app.app`, in the
order ``noesis -h`` lists them, and :func:`main`, the console script."""

from __future__ import annotations

import sys

from . import params
from .app import app, err, version
from .config import expand_multi_paths
from .demo_command import demo
from .kb_commands import facts, info, ingest, init
from .question_commands import ask, chat, context


def _register_commands() -> None:
    """The commands here, then those whose code lives beside the subsystem they drive."""
    from ..eval.command import eval_command
    from ..server.command import serve
    from ..server.mcp_command import mcp

    for name, command in (("ingest", ingest), ("init", init), ("facts", facts), ("info", info),
                          ("demo", demo), ("context", context), ("ask", ask), ("chat", chat),
                          ("version", version), ("eval", eval_command), ("serve", serve), ("mcp", mcp)):
        app.command(name)(command)


_register_commands()
params.install()


def main() -> None:
    try:
        app(args=expand_multi_paths(sys.argv[1:]), prog_name="noesis")
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)
