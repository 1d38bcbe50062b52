"""The commands over one KB file: ``ingest``, ``init``, ``facts`` and ``info``.

Each parses its options, makes one library call and renders the result (:mod:`.render`);
the library loads when the command runs, so that a question or ``noesis -h`` does not
import the ingest machinery.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from ..errors import NoesisError
from .app import console, err, fail, progress_bar, show
from .render import escape, facts_table, ingest_summary, json_text

if TYPE_CHECKING:
    from ..knowledge_base import KnowledgeBase


def _ingest(folder: Path, kb: str, strict: bool, workers: int | None, embedder: str | None = None,
            dense: str = "auto", remove: list[str] | None = None, allow_removal: bool = False) -> KnowledgeBase:
    from ..knowledge_base import KnowledgeBase

    with progress_bar() as bar:
        tasks: dict[str, int] = {}

        def note(stage: str, done: int, total: int, name: str) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=max(total, 1), name="")
            bar.update(tasks[stage], completed=done, total=max(total, 1), name=name)

        return KnowledgeBase.ingest(folder, kb, strict=strict, workers=workers, progress=note,
                                    embedder=embedder, dense=dense, remove=tuple(remove or ()),
                                    allow_removal=allow_removal)


def ingest(
    folder: Annotated[Path, typer.Argument(help="folder of source files (+ optional noesis.toml)")],
    kb: Annotated[str, typer.Option("--kb", help="KB file to create or update")],
    strict: Annotated[bool, typer.Option(help="write nothing if any file cannot be parsed")] = False,
    workers: Annotated[int | None, typer.Option(help="processes that parse, the writer included (default: one a core; 1 for a small folder)")] = None,
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
        fail(exc)
    show(report, as_json, ingest_summary)


def init(
    folder: Annotated[Path, typer.Argument(help="folder of source files")],
    force: Annotated[bool, typer.Option(help="overwrite an existing noesis.toml")] = False,
) -> None:
    """Write the noesis.toml an ingest without one amounts to, every choice commented."""
    from ..ingest.initfile import write_init

    try:
        target = write_init(folder, force=force, warn=lambda p: err.print(
            f"[yellow]problem:[/] {escape(str(p))}", highlight=False, soft_wrap=True))
    except NoesisError as exc:
        fail(exc)
    console.print(f"wrote {escape(str(target))}", highlight=False)


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
    from ..facts.filters import check_filters
    from ..facts.shape import fact_dict
    from ..knowledge_base import KnowledgeBase

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
        fail(exc)


def info(
    kb: Annotated[str, typer.Argument(help="KB file")],
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """What a KB holds: axis, metrics, sources, counts."""
    from ..knowledge_base import KnowledgeBase

    try:
        with KnowledgeBase.open(kb) as base:
            data = base.info()
    except NoesisError as exc:
        fail(exc)
    if as_json:
        print(json_text(data))
        return
    for line in info_lines(data):
        console.print(line)
    for t in data["tables"]:
        _print_table_schema(t)
    console.print("counts: " + ", ".join(f"{k}={v}" for k, v in data["counts"].items()))


def info_lines(data: dict) -> list[str]:
    """The head of ``noesis info``: the KB, its axis, metrics and sources, saying nothing of
    what is not there (no "unit None", no empty entity, no "— " before an empty description)."""
    axis = data["axis"]
    head = f"[bold]{escape(data['name'])}[/] ({data['language']})"
    lines = [head + (f" — {escape(data['description'])}" if data["description"] else ""),
             f"axis: {axis['name']} ({axis['kind']}" + (f", unit {axis['unit']}" if axis["unit"] else "") + ")"]
    lines += [f"axis format: {file} writes its {axis['name']} as {fmt!r}" for file, fmt in data["position_formats"].items()]
    for m in data["metrics"]:
        lines.append(escape(f"metric: {m['name']}" + (f" [{m['unit']}]" if m["unit"] else "")
                            + f" stats={','.join(m['stats'])}"
                            + (f" aliases={', '.join(m['aliases'])}" if m["aliases"] else "")))
    for s in data["sources"]:
        about = f"entity {s['entity']!r}" if s["entity"] else "no entity"
        lines.append(escape(f"source: {s['name']} ({s['kind']}, {about}, P{s['priority']}) "
                            f"rows={s['rows']} spans={s['spans']} facts={s['facts']}"))
    return lines


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
