"""``noesis demo``: the command; what it ingests and asks is :mod:`.demo`, loaded when it runs."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..errors import NoesisError
from .app import console, err, fail, progress_bar
from .render import answer_view, escape, ingest_summary


def demo(
    examples: Annotated[Path | None, typer.Option(help="folder of demo KB folders")] = None,
    cache: Annotated[Path | None, typer.Option(help="where the demo KB files are kept")] = None,
    llm: Annotated[str | None, typer.Option(help="model spec; default: the best available")] = None,
    model: Annotated[bool, typer.Option(help="use a model when one is available")] = True,
) -> None:
    """Ingest the demo corpora (once) and answer a showcase of questions beside their tiers."""
    from ..mesh import Mesh
    from . import demo as showcase_mod
    from .live_view import LiveAnswer

    out = cache or showcase_mod.default_cache()
    root = showcase_mod.demo_corpora(examples, out)
    if not showcase_mod.demo_folders(root):
        fail(NoesisError(f"{root}: no demo KB folders (folders holding a noesis.toml) found; pass "
                          "--examples DIR, or unset NOESIS_EXAMPLES to use the packaged corpora"))
    try:
        with progress_bar() as bar:
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
        fail(exc)
