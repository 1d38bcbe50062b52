"""The producer plane: manifest → parse (parallel) → compute facts → write → link.

Parsing and fact computation run in one process a core — the single writer and forked
worker processes, only when the files are big enough to pay for the processes; the writer
parses a batch itself whenever the next result is not ready — and the results come back in
manifest order to the writer. The whole write — replaced sources, entities, mentions, alignments —
is one transaction: a killed ingest leaves the previous KB exactly as it was, and
``--strict`` with any unparseable file rolls back to it.
"""

from __future__ import annotations

import gc
import hashlib
import json
import multiprocessing as mp
import os
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

import numpy as np

from ..errors import IngestError, NoesisError, Problem, SourceError
from ..facts.statistics import compute_facts
from ..gazetteer import Gazetteer
from ..manifest import DEFAULT_STATS, Manifest, MetricSpec, SourceSpec, load_manifest
from ..model import FactRecord, ParsedSource, ReadResult, SourceInfo
from ..relation import SchemaChoice
from ..store.address import is_pg, open_store
from ..store.protocol import KBStoreProtocol
from ..store.structures import write_query_structures
from . import wire
from .contradictions import curated_contradictions
from .defaults import Choice, apply_defaults
from .docaxis import choose_axis
from .filecheck import regular_file
from .fresh_kb import remove_new_kb
from .linking import link, table_metrics
from .prelinking import (
    LinkedSource,
    SpanMentions,
    base_names,
    install_base,
    name_surfaces,
    names_gazetteer,
    with_mentions,
    worker_base,
)
from .readers import read_source
from .shrink import Removal, Shrink, measures_lost, removal_of, rows_lost, shrink_of
from .tables import RowLoss
from .workers import die_with_parent

#: bump when a reader's output changes, so unchanged files are re-parsed once
PARSER_VERSION = "3"
#: below this many bytes to parse, worker processes cost more than they save
PARALLEL_MIN_BYTES = 4 * 1024 * 1024

Progress = Callable[[str, int, int, str], None]


@dataclass(frozen=True)
class SourceReport:
    name: str
    kind: str
    status: str  # new | changed | unchanged | removed | failed | kept-previous
    rows: int = 0
    spans: int = 0
    facts: int = 0
    problems: tuple[Problem, ...] = ()
    #: a table's schema choices (each with the manifest line that overrides it)
    schema: tuple[SchemaChoice, ...] = ()


@dataclass(frozen=True)
class IngestReport:
    kb: str
    name: str
    sources: tuple[SourceReport, ...]
    counts: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    workers: int = 1
    #: the defaults the ingest chose where the manifest is silent (one summary line each)
    choices: tuple[Choice, ...] = ()
    #: files no reader knows, each with the manifest lines that would read it
    skipped: tuple[str, ...] = ()

    @property
    def problems(self) -> tuple[Problem, ...]:
        return tuple(p for s in self.sources for p in s.problems)

    @property
    def losses(self) -> tuple[RowLoss, ...]:
        """Sources that lost more than a small share of their rows to unreadable axis cells."""
        return tuple(p for p in self.problems if isinstance(p, RowLoss) and p.loud)

    def as_dict(self) -> dict:
        d = asdict(self)
        for s, src in zip(d["sources"], self.sources, strict=True):
            s["problems"] = [str(p) for p in src.problems]
            s["schema"] = [c.line() for c in src.schema]
        d["choices"] = [c.line() for c in self.choices]
        d["skipped"] = [skip_line(f) for f in self.skipped]
        return d


def skip_line(file: str) -> str:
    """What the summary says of a file no reader knows, with the manifest keys that read it."""
    ext = Path(file).suffix or "(none)"
    return (f"skipped {file}: no reader for the extension {ext}; to read it, add "
            f'[[source]] file = "{file}" kind = "document" format = "txt" (or kind = "table" '
            f'format = "csv", …) to noesis.toml')


#: the fields of a spec, in declaration order (what its signature holds)
_SPEC_FIELDS = tuple(f.name for f in fields(SourceSpec))


def _spec_json(spec: SourceSpec) -> str:
    """``json.dumps(asdict(spec), sort_keys=True)`` without ``asdict``'s deep copy of every
    value: a spec's fields are strings, numbers and tuples of them, but ``wide`` (a spec)."""
    values = {name: getattr(spec, name) for name in _SPEC_FIELDS}
    if spec.wide is not None:
        values["wide"] = asdict(spec.wide)
    return json.dumps(values, sort_keys=True)


@dataclass(frozen=True)
class ParseSignature:
    """The part of every file's content hash that the manifest gives (the parser version, the
    axis, the metrics), serialised once per ingest: ``asdict`` of the axis and of every metric
    with each spec cost 6.7 s of the writer at 10,000 files (issue 29). :meth:`digest` hashes
    the same text as ``json.dumps({"parser", "spec", "axis", "metrics"}, sort_keys=True)``, so
    a KB ingested before re-parses nothing."""

    head: bytes  # the signature's JSON up to the spec's value

    @classmethod
    def of(cls, manifest: Manifest) -> ParseSignature:
        axis = json.dumps(asdict(manifest.axis), sort_keys=True)
        metrics = json.dumps([asdict(m) for m in manifest.metrics], sort_keys=True)
        parser = json.dumps(PARSER_VERSION)
        return cls(f'{{"axis": {axis}, "metrics": {metrics}, "parser": {parser}, "spec": '.encode())

    def digest(self, path: Path, spec: SourceSpec) -> str:
        """Hash of the file's bytes and of everything in the manifest that shapes its parse."""
        h = hashlib.sha256(self.head)
        h.update(_spec_json(spec).encode())
        h.update(b"}")
        with path.open("rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
        return h.hexdigest()


def content_hash(path: Path, spec: SourceSpec, manifest: Manifest) -> str:
    """Hash of the file's bytes and of everything in the manifest that shapes its parse
    (one file; an ingest builds its :class:`ParseSignature` once)."""
    return ParseSignature.of(manifest).digest(path, spec)


@dataclass(frozen=True)
class ParseJob:
    """One file to parse: what a worker receives (the manifest it received once).

    ``digest`` is ``None`` for a file the KB did not hold: nothing needs its hash before it
    is parsed, so it is hashed where it is parsed (:func:`_digest_of`) — in a worker, not in
    the single writer before any worker starts (issue 29)."""

    spec: SourceSpec
    digest: str | None
    size: int = 0  # bytes, for the worker count and the batches


def parse_source(manifest: Manifest, spec: SourceSpec, digest: str) -> ParsedSource | Problem:
    """Read one source and compute its facts. Runs in a worker; never raises."""
    path = manifest.root / spec.file
    try:
        result = read_source(path, spec, manifest)
    except SourceError as exc:
        return exc.problem
    except MemoryError:
        return Problem(spec.file, None, "out of memory while parsing; split the file")
    except Exception as exc:  # a reader bug must not take the ingest down
        return Problem(spec.file, None, f"unexpected {type(exc).__name__}: {exc}")
    result = finite_values(result, spec.file)
    computed: list[FactRecord] = []
    for series in result.series:
        metric = manifest.metric(series.metric)
        stats = metric.stats if metric else DEFAULT_STATS
        computed.extend(compute_facts(series, stats, spec.file))
    return ParsedSource(name=spec.file, kind=spec.kind, entity=spec.entity or "", content_hash=digest,
                        read=result, computed=tuple(computed))


def finite_values(result: ReadResult, file: str) -> ReadResult:
    """``result`` with no infinite value left in a series: each reader reads a number past
    the float range as missing with its own problem (row, column); this is the net under
    them all — such a value is never stored, so no fact and no ``facts --json`` holds one."""
    bad = [(s, np.isinf(s.values)) for s in result.series]
    if not any(m.any() for _s, m in bad):
        return result
    fixed = tuple(replace(s, values=np.where(m, np.nan, s.values)) if m.any() else s for s, m in bad)
    where = "; ".join(f"{s.metric!r} of {s.entity!r} ({int(m.sum())})" for s, m in bad if m.any())
    return replace(result, series=fixed, problems=(*result.problems, Problem(
        file, None, f"infinite value(s) read as missing in {where}: a number past the float range "
                    "is not a value")))


def _digest_of(manifest: Manifest, job: ParseJob, signature: ParseSignature | None) -> str | Problem:
    """The job's content hash: the plan's, or the file's (a file the KB did not hold)."""
    if job.digest is not None:
        return job.digest
    try:
        return (signature or ParseSignature.of(manifest)).digest(manifest.root / job.spec.file, job.spec)
    except OSError as exc:
        return Problem(job.spec.file, None, f"cannot read: {exc}")


def _parse_and_link(manifest: Manifest, job: ParseJob, base: Gazetteer | None = None,
                    signature: ParseSignature | None = None) -> LinkedSource | Problem:
    """Parse one source and link its spans against ``base`` (the worker's own by default);
    ``signature`` hashes a job that comes without its digest (the worker's by default)."""
    digest = _digest_of(manifest, job, signature if signature is not None else _WORKER_SIGNATURE)
    if isinstance(digest, Problem):
        return digest
    return with_mentions(parse_source(manifest, job.spec, digest), job.spec,
                         base if base is not None else worker_base())


#: the manifest of the ingest a parse worker serves (set once by :func:`_init_worker`)
_WORKER_MANIFEST: Manifest | None = None
#: the parse signature of that manifest (hashes the files the KB did not hold)
_WORKER_SIGNATURE: ParseSignature | None = None
#: every job of that ingest: the writer sends a worker a range of them, not the jobs
_WORKER_JOBS: tuple[ParseJob, ...] = ()


def _init_worker(parent: int, base: Gazetteer, manifest: Manifest | None = None,
                 jobs: tuple[ParseJob, ...] = ()) -> None:
    """A parse worker dies with its parent (:mod:`.workers`), links against ``base``
    (:mod:`.prelinking`) and keeps ``manifest`` and ``jobs``: they are given once per worker
    (inherited with the fork, without pickling), not pickled with every batch (1.33 MB a job
    at 10,000 files made a parallel ingest quadratic, issue 29). The objects it inherits are
    frozen out of its garbage collector: they outlive the worker, and a collection walking
    them would copy every page they lie on."""
    global _WORKER_MANIFEST, _WORKER_SIGNATURE, _WORKER_JOBS
    gc.freeze()
    die_with_parent(parent)
    install_base(base)
    _WORKER_MANIFEST = manifest
    _WORKER_SIGNATURE = None if manifest is None else ParseSignature.of(manifest)
    _WORKER_JOBS = jobs


def _parse_batch(batch: tuple[ParseJob, ...]) -> list[LinkedSource | Problem]:
    """:func:`_parse_and_link` of each job of ``batch`` against the worker's manifest."""
    if _WORKER_MANIFEST is None:
        raise IngestError("internal: a parsing worker started without its manifest (_init_worker)")
    return [_parse_and_link(_WORKER_MANIFEST, job) for job in batch]


def _parse_range(start: int, stop: int) -> tuple[bytes, ...]:
    """The worker's jobs ``start`` to ``stop`` parsed and linked, each encoded for the writer
    (:mod:`.wire`: plain data, not pickled dataclasses)."""
    return tuple(wire.encode(linked) for linked in _parse_batch(_WORKER_JOBS[start:stop]))


#: a batch sent to a worker holds at most this many files and, beyond its first, bytes
BATCH_FILES = 64
BATCH_BYTES = 1 << 20


def job_batches(jobs: Sequence[ParseJob], workers: int) -> Iterator[tuple[ParseJob, ...]]:
    """``jobs`` in order, cut into batches of consecutive jobs: each future, its pickling and
    its wake-ups cost the writer ~0.4 ms, more than a small file's parse (issue 29), so
    small files travel together — at most :data:`BATCH_FILES` and :data:`BATCH_BYTES` a
    batch, and few enough a batch that every worker gets several (one big file is one batch)."""
    most = max(1, min(BATCH_FILES, len(jobs) // (8 * max(1, workers))))
    batch: list[ParseJob] = []
    size = 0
    for job in jobs:
        if batch and (len(batch) >= most or size + job.size > BATCH_BYTES):
            yield tuple(batch)
            batch, size = [], 0
        batch.append(job)
        size += job.size
    if batch:
        yield tuple(batch)


def batch_ranges(batches: Iterator[tuple[ParseJob, ...]]) -> Iterator[tuple[int, int]]:
    """Each batch as its ``(start, stop)`` among the jobs it was cut from (what a worker is sent)."""
    start = 0
    for batch in batches:
        yield start, start + len(batch)
        start += len(batch)


def _parsed_in_order(
    manifest: Manifest, jobs: Sequence[ParseJob], workers: int, names: tuple[str, ...] = ()
) -> Iterator[LinkedSource | Problem]:
    """Results in job order, parsed by ``workers`` processes: this one (the writer) and
    ``workers − 1`` forked ones (:func:`_pooled_in_order`); each links its files against
    ``names`` (:mod:`.prelinking`)."""
    if not jobs:
        return
    base = names_gazetteer(names)  # built once, here: a forked worker inherits it
    signature = ParseSignature.of(manifest)
    if workers <= 1:
        for job in jobs:
            yield _parse_and_link(manifest, job, base, signature)
        return

    def parse_here(start: int, stop: int) -> list[LinkedSource | Problem]:
        return [_parse_and_link(manifest, job, base, signature) for job in jobs[start:stop]]

    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    with ProcessPoolExecutor(max_workers=workers - 1, mp_context=ctx, initializer=_init_worker,
                             initargs=(os.getpid(), base, manifest, tuple(jobs))) as pool:
        yield from _pooled_in_order(pool, batch_ranges(job_batches(jobs, workers)), workers, parse_here)


def _pooled_in_order(pool: ProcessPoolExecutor, ranges: Iterator[tuple[int, int]], workers: int,
                     parse_here: Callable[[int, int], list[LinkedSource | Problem]]
                     ) -> Iterator[LinkedSource | Problem]:
    """The batches' results in order. The pool always has two batches a worker to parse,
    and the writer parses the next batch itself whenever the result it needs is not ready;
    at most ``4 × workers`` batches are held (flat memory). The writer is busy too: with as
    many pool workers as cores, three processes shared two cores and ran slower in their
    caches (issue 29); this way a batch parsed here crosses no pipe, and the cores stay busy
    whether the parsing or the writing is the larger part."""
    slots: deque[Future | list[LinkedSource | Problem]] = deque()
    most = 4 * workers

    def top_up() -> None:
        parsing = sum(1 for s in slots if isinstance(s, Future) and not s.done())
        while parsing < 2 * (workers - 1) and len(slots) < most and (nxt := next(ranges, None)) is not None:
            slots.append(pool.submit(_parse_range, *nxt))
            parsing += 1

    top_up()
    while slots:
        head = slots.popleft()
        while isinstance(head, Future) and not head.done() and len(slots) < most \
                and (nxt := next(ranges, None)) is not None:
            slots.append(parse_here(*nxt))  # the writer would wait: it parses the next batch itself
            top_up()
        top_up()
        if isinstance(head, Future):
            yield from map(wire.decode, head.result())  # each as it is written: it dies young
        else:
            yield from head


def choose_workers(sizes: list[int], requested: int | None = None) -> int:
    """Processes that parse (the writer and ``workers − 1`` forked ones), sized to the
    machine's cores and to how much there is to parse."""
    if requested is not None:
        return max(1, requested)
    if len(sizes) < 2 or sum(sizes) < PARALLEL_MIN_BYTES:
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, len(sizes)))


def _dense(store: KBStoreProtocol, manifest: Manifest, changed_ids: list[int], removed: list[str],
           spec: str | None, mode: str, note: Progress) -> None:
    from .embedding import drop_vectors, embed_sources

    if mode == "off":
        drop_vectors(store)
        return
    spec = spec or manifest.embedder or (store.get_meta("embedder") or {}).get("spec") \
        or os.environ.get("NOESIS_EMBEDDER")
    if not spec:
        if mode == "on":
            raise IngestError("--dense on needs an embedder: pass --embedder onnx (or set [dense] embedder)")
        return
    from ..dense.embedders import parse_embedder_spec

    embed_sources(store, parse_embedder_spec(spec), spec, changed_ids, removed, note)


def _plan(manifest: Manifest, old_hashes: dict[str, str]
          ) -> tuple[dict[str, SourceReport], list[ParseJob]]:
    """Which sources need parsing: the reports of those that cannot be read or are unchanged,
    and the parse jobs of the others (manifest order). Only a file the KB held is hashed
    here (to see whether it changed); a new one is hashed where it is parsed."""
    reports: dict[str, SourceReport] = {}
    jobs: list[ParseJob] = []
    signature = ParseSignature.of(manifest)
    for spec in manifest.sources:
        checked = regular_file(manifest.root, spec.file, manifest.follow_symlinks)
        if isinstance(checked, Problem):
            reports[spec.file] = SourceReport(spec.file, spec.kind, "failed", problems=(checked,))
            continue
        old = old_hashes.get(spec.file)
        if old is None:
            jobs.append(ParseJob(spec, None, checked.st_size))
            continue
        try:
            digest = signature.digest(manifest.root / spec.file, spec)
        except OSError as exc:
            reports[spec.file] = SourceReport(
                spec.file, spec.kind, "failed", problems=(Problem(spec.file, None, f"cannot read: {exc}"),)
            )
            continue
        if old == digest:
            reports[spec.file] = SourceReport(spec.file, spec.kind, "unchanged")
            continue
        jobs.append(ParseJob(spec, digest, checked.st_size))
    return reports, jobs


def _delete_removed(store: KBStoreProtocol, removals: Sequence[Removal], previous: dict[str, SourceInfo],
                    reports: dict[str, SourceReport]) -> None:
    for r in removals:
        store.delete_source(r.file)
        reports[r.file] = SourceReport(r.file, previous[r.file].kind, "removed", problems=(r,))


def _refuse_removals(removals: Sequence[Removal], strict: bool, listed: int, kb: str) -> None:
    """A removal nobody asked for (a deleted or excluded file): refused under ``--strict``;
    one that would leave the KB with no source at all is refused always. Raised before
    anything is written."""
    implicit = [r for r in removals if not r.explicit]
    if not implicit:
        return
    names = "; ".join(str(r) for r in implicit[:5]) + (f"; and {len(implicit) - 5} more" if len(implicit) > 5 else "")
    if not listed:
        raise IngestError(
            f"the folder lists no source now, so this ingest would remove all {len(removals)} source(s) of "
            f"{kb} (a [kb] exclude pattern matching every file, or the files gone); nothing was written. "
            f"{names}. Fix the folder or noesis.toml, or pass --allow-removal to empty the KB", implicit)
    if strict:
        raise IngestError(
            f"--strict: {len(implicit)} source(s) would be removed because their files are gone from the "
            f"folder or left out by [kb] exclude; nothing was written. {names}. Pass --allow-removal (or --remove FILE) to remove "
            "them, or restore the files", implicit)


def _write_parsed(store: KBStoreProtocol, manifest: Manifest, jobs: list[ParseJob], n_workers: int,
                  previous: dict[str, SourceInfo],
                  reports: dict[str, SourceReport], note: Progress, shrink_limit: float,
                  names: tuple[str, ...] = (), allowed: float = 0.0,
                  metrics: dict[str, frozenset[str]] | None = None) -> dict[int, SpanMentions | None]:
    """Parse the jobs and write each parsed source, recording its report; returns the written
    source ids with the mentions their worker found. A source that fails to parse, or whose
    new version holds nothing (:mod:`.shrink`), keeps its previous version, if it had one."""
    prelinked: dict[int, SpanMentions | None] = {}
    for done, (job, linked) in enumerate(
        zip(jobs, _parsed_in_order(manifest, jobs, n_workers, names), strict=True), start=1
    ):
        spec = job.spec
        result = linked if isinstance(linked, Problem) else linked.parsed
        shrink = None if isinstance(result, Problem) else shrink_of(previous.get(spec.file), result, shrink_limit)
        lost = None if isinstance(result, Problem) else rows_lost(previous.get(spec.file), result, allowed)
        if shrink is None and not isinstance(result, Problem) and metrics and spec.file in metrics:
            shrink = measures_lost(metrics[spec.file], result)
        if shrink is not None and shrink.emptied:
            result = shrink
        if not isinstance(result, Problem):
            written: list[int] = []
            result = _write_one(store, spec, result, written)
            if written:
                prelinked[written[0]] = linked.mentions
        if isinstance(result, Problem):
            status = "kept-previous" if spec.file in previous else "failed"
            reports[spec.file] = SourceReport(spec.file, spec.kind, status, problems=(result,))
        else:
            relation = result.read.relation
            reports[spec.file] = SourceReport(
                spec.file, spec.kind, "changed" if spec.file in previous else "new", result.read.rows,
                len(result.read.spans), len(result.facts), (*result.read.problems, *filter(None, [shrink, lost])),
                relation.schema.choices if relation is not None else (),
            )
        note("parse", done, len(jobs), spec.file)
    return prelinked


_STRICT_HINT = (". Fix the file(s) named, leave them out ([kb] exclude = ['FILE'] in noesis.toml; "
                "with --allow-removal when the KB already holds them), or ingest without --strict to "
                "keep every other file")


def _write_one(store: KBStoreProtocol, spec: SourceSpec, parsed: ParsedSource,
               changed_ids: list[int]) -> ParsedSource | Problem:
    """Write one source in a savepoint: text the store cannot encode fails this source
    only (its previous version stays), never the batch."""
    try:
        with store.savepoint():
            changed_ids.append(store.write_source(parsed, aliases=spec.aliases, priority=spec.priority,
                                                  fmt=spec.format))
    except (UnicodeError, ValueError) as exc:
        return Problem(spec.file, None, f"cannot be stored ({type(exc).__name__}: {exc})")
    return parsed


def _refuse_if_strict(strict: bool, reports: dict[str, SourceReport]) -> None:
    """Under ``--strict`` any unparseable source raises, rolling the transaction back."""
    failed = [r for r in reports.values() if r.status in ("failed", "kept-previous")]
    shrunk = [p for r in reports.values() for p in r.problems if isinstance(p, Shrink) and not p.emptied]
    if strict and shrunk:
        raise IngestError(
            f"--strict: {len(shrunk)} source(s) shrank (lost more than the shrink limit of their rows, "
            "spans or facts, or every value of a metric); nothing was written. " + "; ".join(str(p) for p in shrunk),
            shrunk,
        )
    lossy = [r for r in reports.values()
             if any(isinstance(p, RowLoss) and p.loud for p in r.problems)]
    if strict and lossy:
        problems = [p for r in lossy for p in r.problems if isinstance(p, RowLoss) and p.loud]
        raise IngestError(
            f"--strict: {len(lossy)} source(s) lost rows (LOST ROWS: lost more than 5 % of their rows "
            "to unreadable axis cells, rows that repeat the whole key, or fewer rows than the KB "
            "held); nothing was written. " + "; ".join(str(p) for p in problems) + _STRICT_HINT,
            problems,
        )
    if strict and failed:
        problems = [p for r in failed for p in r.problems]
        raise IngestError(
            f"--strict: {len(failed)} source(s) could not be parsed; nothing was written. "
            + "; ".join(str(p) for p in problems) + _STRICT_HINT,
            problems,
        )


def _metrics_by_source(store: KBStoreProtocol) -> dict[str, frozenset[str]]:
    """Per source, the metrics the KB holds series of (what a re-ingest must not lose unsaid)."""
    out: dict[str, set[str]] = {}
    for metric, _entity, source in store.series_owners():
        out.setdefault(source, set()).add(metric)
    return {k: frozenset(v) for k, v in out.items()}


def _found_metrics(store: KBStoreProtocol) -> tuple[MetricSpec, ...]:
    """With no ``[[metric]]`` declared, the KB's metrics are the series the tables gave
    (default statistics), so questions can name them."""
    names = dict.fromkeys(metric for metric, _entity, _source in store.series_owners())
    return tuple(MetricSpec(name) for name in names)


def _write_meta(store: KBStoreProtocol, manifest: Manifest) -> None:
    store.set_meta("kb", {"name": manifest.name, "language": manifest.language,
                          "description": manifest.description})
    store.set_meta("axis", asdict(manifest.axis))
    # a table's title in a document is a metric too (linking.table_metrics), with its aliases;
    # with no [[metric]] the other numeric columns found are metrics as they are
    titled = table_metrics(store, manifest)
    names = {m.name for m in titled}
    base = manifest.metrics or tuple(m for m in _found_metrics(store) if m.name not in names)
    store.set_meta("metrics", [asdict(m) for m in (*base, *(m for m in titled if m.name not in {b.name for b in base}))])
    store.set_meta("vocabulary", {k: list(v) for k, v in manifest.value_words})
    store.set_meta("position_formats", {s.file: s.position_format for s in manifest.sources
                                        if s.position_format})


def _report_contradictions(store: KBStoreProtocol, manifest: Manifest, reports: dict[str, SourceReport]) -> None:
    """Each curated fact that contradicts a computed one becomes a problem of its file."""
    for p in curated_contradictions(store, manifest):
        if p.file in reports:
            r = reports[p.file]
            reports[p.file] = replace(r, problems=(*r.problems, p))


def _ordered_reports(manifest: Manifest, reports: dict[str, SourceReport],
                     removed: list[str]) -> tuple[SourceReport, ...]:
    """Reports in manifest order, then the removed sources."""
    ordered = [reports[s.file] for s in manifest.sources if s.file in reports]
    ordered += [reports[n] for n in removed]
    return tuple(ordered)


def ingest(
    folder: str | Path,
    kb_path: str | Path,
    *,
    strict: bool = False,
    workers: int | None = None,
    progress: Progress | None = None,
    embedder: str | None = None,
    dense: str = "auto",
    remove: Sequence[str] = (),
    allow_removal: bool = False,
) -> IngestReport:
    """Ingest ``folder`` into the KB file ``kb_path`` (created if absent). See module doc.

    Dense vectors (docs/dense.md): ``dense="auto"`` embeds with ``embedder`` (a spec),
    else the manifest's ``[dense] embedder``, else the one the KB was embedded with
    before, else ``$NOESIS_EMBEDDER``; none of them means no vectors. ``dense="off"``
    drops the KB's vectors; ``dense="on"`` requires an embedder.

    ``remove`` names sources to delete from the KB even though their files are still
    there (the explicit way to empty a source: docs/reliability.md). A source whose file
    is gone from the folder is removed and reported; ``--strict`` refuses that, and no
    ingest removes every source of a KB, unless ``allow_removal``.
    """
    if dense not in ("auto", "on", "off"):
        raise IngestError(f"--dense {dense!r}: choose auto, on or off")
    t0 = time.perf_counter()
    defaults = apply_defaults(load_manifest(folder))  # raises ManifestError before any write
    manifest = defaults.manifest
    manifest = choose_axis(manifest)  # the axis of a KB whose tables carry positions in headers
    note = progress or (lambda *_: None)
    created = not is_pg(kb_path) and not Path(kb_path).exists()
    try:
        sources, counts, n_workers, where = _ingest_into(manifest, kb_path, strict, workers, note, embedder,
                                                        dense, remove, allow_removal)
    except NoesisError:
        if created:  # nothing was written (a refusal, a full disk): leave no KB file behind
            remove_new_kb(kb_path)
        raise
    return IngestReport(
        kb=where, name=manifest.name, sources=sources, counts=counts,
        seconds=time.perf_counter() - t0, workers=n_workers, choices=defaults.choices,
        skipped=manifest.skipped,
    )


def _removals(manifest: Manifest, previous: dict[str, SourceInfo], remove: Sequence[str]) -> list[str]:
    """The sources to delete: those no longer in the folder, and those named by ``remove``."""
    names = [Path(r).as_posix() for r in remove]
    unknown = [n for n in names if n not in previous]
    if unknown:
        raise IngestError(
            f"--remove: {', '.join(unknown)} is not a source of this KB; its sources are "
            + (", ".join(sorted(previous)) or "none")
        )
    listed = {s.file for s in manifest.sources}
    return sorted((set(previous) - listed) | set(names))


def _ingest_into(manifest: Manifest, kb_path: str | Path, strict: bool, workers: int | None,
                 note: Progress, embedder: str | None, dense: str, remove: Sequence[str],
                 allow_removal: bool = False) -> tuple[tuple[SourceReport, ...], dict[str, int], int, str]:
    """The store side of :func:`ingest`: plan, parse, write and link in one transaction."""
    store = open_store(kb_path, create=True, language=manifest.language)
    try:
        previous = {s.name: s for s in store.sources()}
        removed = _removals(manifest, previous, remove)
        named = {Path(r).as_posix() for r in remove}
        removals = [removal_of(previous[n], "--remove" if n in named else "--allow-removal" if allow_removal
                               else None, (manifest.root / n).exists()) for n in removed]
        kept = replace(manifest, sources=tuple(s for s in manifest.sources if s.file not in removed))
        _refuse_removals(removals, strict, len(kept.sources), store.path)
        metrics = _metrics_by_source(store) if previous else {}
        reports, jobs = _plan(kept, {n: s.content_hash for n, s in previous.items()})
        n_workers = choose_workers([job.size for job in jobs], workers)
        note("parse", 0, len(jobs), "")
        with store.transaction():
            _delete_removed(store, removals, previous, reports)
            names = base_names(store.entities(), kept)
            prelinked = _write_parsed(store, kept, jobs, n_workers, previous, reports, note,
                                      manifest.shrink_limit, names,
                                      manifest.shrink_limit if manifest.shrink_declared else 0.0, metrics)
            changed_ids = list(prelinked)
            _refuse_if_strict(strict, reports)
            note("link", 0, 1, "")
            _write_meta(store, kept)
            _report_contradictions(store, kept, reports)
            link(store, kept, changed_ids, force=bool(removed), prelinked=prelinked,
                 base=name_surfaces(names))
            store.prune_terms()
            note("link", 1, 1, "")
            _dense(store, kept, changed_ids, removed, embedder, dense, note)
            store.chunk_long_series()  # series stored before schema migration 4 (store/series_window.py)
            write_query_structures(store)  # what every reader would otherwise aggregate (store/structures.py)
        counts = store.counts()
    finally:
        store.close()
    return _ordered_reports(kept, reports, removed), counts, n_workers, store.path
