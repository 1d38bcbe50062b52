"""The ``noesis`` command (docs/cli.md): parse arguments → one library call → render.

=====================  ===================================================================
:mod:`.main`           every command registered, in ``noesis -h`` order; :func:`main`
:mod:`.app`            the typer app, its consoles, shared help texts, the error exit
:mod:`.kb_commands`    ``ingest``, ``init``, ``facts``, ``info``
:mod:`.question_commands`  ``context``, ``ask``, ``chat``
:mod:`.demo_command`   ``demo`` (what it ingests and asks: :mod:`.demo`)
:mod:`.config`         defaults: flag > environment > ``[cli]`` table of a config file
:mod:`.watched_model`  a model the user named must answer, or the command exits 3
:mod:`.render`         Rich views (tables, panels) and terminal-safe text; no logic
:mod:`.live_view`      the spinner and streamed text while a model writes
:mod:`.params`         option values converted without pydantic (see there)
=====================  ===================================================================

(``eval``, ``serve`` and ``mcp`` live beside what they drive: :mod:`noesis.eval.command`,
:mod:`noesis.server.command`, :mod:`noesis.server.mcp_command`.) Each command imports the
library when it runs, so a question loads only what it uses (``tests/e2e/test_import_budget.py``).

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

from .main import app, main  # noqa: E402

__all__ = ["app", "main"]
