"""``noesis.toml``: parse, apply defaults, validate.

The manifest is the producer's contract (docs/design.md §2). Everything has a default — kind
from the extension, entity from the file stem, axis column by name, metrics = numeric
columns — so a folder with no manifest is a valid KB. A manifest that does not validate
raises :class:`~noesis.errors.ManifestError` listing *every* problem, before anything is
written.
"""

from __future__ import annotations

import contextlib
import fnmatch
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .axis import AXIS_FORMAT_NAMES, AXIS_KINDS, valid_format
from .errors import ManifestError, Problem, SourceFolderError
from .model import SOURCE_KINDS, STATISTICS
from .specs import DEFAULT_STATS, AxisSpec, Manifest, MetricSpec, SourceSpec, WideSpec

MANIFEST_NAME = "noesis.toml"

#: extension → (reader format, default kind)
FORMATS: dict[str, tuple[str, str]] = {
    ".csv": ("csv", "table"),
    ".tsv": ("tsv", "table"),
    ".tab": ("tsv", "table"),
    ".parquet": ("parquet", "table"),
    ".pq": ("parquet", "table"),
    ".srt": ("srt", "transcript"),
    ".vtt": ("vtt", "transcript"),
    ".json": ("json", "transcript"),
    ".txt": ("txt", "document"),
    ".text": ("txt", "document"),
    ".md": ("md", "document"),
    ".markdown": ("md", "document"),
    ".html": ("html", "document"),
    ".htm": ("html", "document"),
    ".rst": ("rst", "document"),
    ".rest": ("rst", "document"),
    # reports as users have them (noesis.ingest.reportdoc; the `pdf` and `office` extras)
    ".pdf": ("pdf", "document"),
    ".xlsx": ("xlsx", "document"),
    ".xlsm": ("xlsx", "document"),
    ".ods": ("ods", "document"),
    ".docx": ("docx", "document"),
    ".jsonl": ("jsonl", "facts"),
    ".ndjson": ("jsonl", "facts"),
    ".nq": ("nquads", "facts"),
    ".nquads": ("nquads", "facts"),
}
FORMAT_NAMES = tuple(sorted({f for f, _ in FORMATS.values()}))
#: column names recognised as the axis column when the manifest names none
AXIS_COLUMN_NAMES = (
    "position", "second", "seconds", "sec", "time", "timestamp", "t", "minute", "minutes",
    "date", "datetime", "year", "scene", "section", "index", "ordinal", "day", "month", "week",
    "period",
)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_TIMESTAMPED_LINE = re.compile(r"^\s*\[\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\]")


# --------------------------------------------------------------------------- raw schema
class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _KB(_Strict):
    name: str | None = None
    language: str = "en"
    description: str = ""
    exclude: list[str] = Field(default_factory=list)
    #: read symbolic links inside the KB folder (off: a link could lead out of it)
    follow_symlinks: bool = False
    #: the share of a source's rows, spans or facts a re-ingest may lose before it is
    #: reported (and refused under --strict); an empty new version is always refused
    shrink_limit: float = Field(default=0.5, ge=0, le=1)


class _Axis(_Strict):
    name: str = "position"
    kind: Literal["number", "clock", "date", "datetime", "ordinal"] = "number"
    unit: str | None = None
    tolerance: float | None = Field(default=None, ge=0)
    step: float | None = Field(default=None, gt=0)
    #: how a numeric date "07/04/2013" in a question is read: day first or month first
    date_order: Literal["dmy", "mdy"] | None = None
    #: how the tables write the axis: a name of noesis.ingest.axisformats or a strptime pattern
    format: str | None = None
    #: on a year axis, the day each year ends on ("10-31"): a date on that day names its year
    period_end: str | None = Field(default=None, pattern=r"^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$")


class _Metric(_Strict):
    name: str = Field(min_length=1)
    unit: str | None = None
    aliases: list[str] = Field(default_factory=list)
    stats: list[Literal["max", "min", "mean", "first", "last", "sum", "count"]] = Field(
        default_factory=lambda: list(DEFAULT_STATS)
    )
    column: str | None = None
    #: "flow" (summed over time: sales) or "level" (not: a price, a rate)
    additivity: Literal["flow", "level"] | None = None


class _Wide(_Strict):
    """A wide table read as one measure over a dimension (one numeric column per member)."""

    dimension: str = Field(min_length=1)
    measure: str = Field(default="value", min_length=1)
    #: the member columns (default: every numeric column that is not time or a dimension)
    columns: list[str] | None = None


class _Source(_Strict):
    file: str = Field(min_length=1)
    kind: Literal["table", "transcript", "document", "facts"] | None = None
    format: str | None = None
    entity: str | None = None
    aliases: list[str] = Field(default_factory=list)
    position: str | None = None
    entity_column: str | None = None
    #: entity-column value → its aliases, e.g. ``{"Congo, Dem. Rep." = ["DR Congo"]}``
    entity_aliases: dict[str, list[str]] = Field(default_factory=dict)
    metrics: list[str] | None = None
    priority: Literal[1, 2] = 1
    encoding: str | None = None
    delimiter: str | None = None
    #: how this file writes its axis column (overrides ``[axis] format``)
    position_format: str | None = None
    #: "wide": a table whose header holds positions (years …) and whose rows are line items
    orientation: Literal["long", "wide"] = "long"
    #: the time axis composed from these columns (``["year", "month"]``) or one column
    time: list[str] | None = None
    #: every dimension column (text, category or id) of the table; the others are measures
    dimensions: list[str] | None = None
    #: a wide table: one measure over a dimension named by the member columns
    wide: _Wide | None = None
    #: measure column → its unit (``{price = "USD"}``)
    units: dict[str, str] = Field(default_factory=dict)
    #: measure column → "flow" (summed over time) or "level" (not)
    additivity: dict[str, Literal["flow", "level"]] = Field(default_factory=dict)


class _Dense(_Strict):
    embedder: str | None = None  # an embedder spec (docs/dense.md), e.g. "onnx"


class _Manifest(_Strict):
    kb: _KB = Field(default_factory=_KB)
    dense: _Dense = Field(default_factory=_Dense)
    axis: _Axis = Field(default_factory=_Axis)
    metric: list[_Metric] = Field(default_factory=list)
    source: list[_Source] = Field(default_factory=list)
    vocabulary: dict[str, list[str]] = Field(default_factory=dict)
    #: defaults for the ``noesis`` command (noesis.cli.config); ingestion ignores them
    cli: dict[str, object] = Field(default_factory=dict)


# --------------------------------------------------------------------------- helpers
def entity_from_stem(path: str) -> str:
    """``italia_sera.csv`` → ``Italia Sera`` (underscores, hyphens and dots become spaces)."""
    stem = Path(path).name.split(".")[0]
    words = [w for w in re.split(r"[_\-\s.]+", stem) if w]
    return " ".join(w if w.isupper() else w[:1].upper() + w[1:] for w in words) or stem


def _sniff_kind(path: Path, fmt: str, default: str) -> str:
    """Refine the extension's default kind by a look at the first line (of a CSV, TSV or
    text file: no other format's kind depends on it, so no other file is opened here)."""
    if fmt not in ("csv", "tsv", "txt"):
        return default
    try:
        with path.open("rb") as fh:
            head = fh.read(4096).decode("utf-8", errors="replace").lstrip("\ufeff")
    except OSError:
        return default
    first = next((ln for ln in head.splitlines() if ln.strip()), "")
    if fmt in ("csv", "tsv"):
        cols = {c.strip().strip('"').lower() for c in re.split(r"[,\t;]", first)}
        if {"subject", "predicate", "object"} <= cols:
            return "facts"
    if fmt == "txt" and _TIMESTAMPED_LINE.match(first):
        return "transcript"
    return default


def _loc(loc: tuple, raw: dict) -> str:
    parts: list[str] = []
    for i, item in enumerate(loc):
        if isinstance(item, int):
            parts[-1] = f"{parts[-1]}[{item}]" if parts else f"[{item}]"
            table = loc[i - 1] if i else None
            if table == "source":
                with contextlib.suppress(KeyError, IndexError, TypeError):
                    parts[-1] += f" ({raw['source'][item]['file']})"
        else:
            parts.append(str(item))
    return ".".join(parts)


def _suffix(name: str) -> str:
    """``PurePath(name).suffix``: from the last dot, unless the name starts or ends with it."""
    i = name.rfind(".")
    return name[i:] if 0 < i < len(name) - 1 else ""


def _walk(folder: str, parts: tuple[str, ...], out: list[tuple[tuple[str, ...], str]]) -> None:
    """Every file under ``folder`` (a symbolic link followed to its file, never into a folder;
    a folder that cannot be listed left out), as ``(path parts, name)`` — what
    ``Path.rglob("*")`` and ``is_file`` found, without a ``Path`` an entry (issue 29)."""
    try:
        with os.scandir(folder) as it:
            entries = list(it)
    except (PermissionError, FileNotFoundError, NotADirectoryError):
        return
    for entry in entries:
        here = (*parts, entry.name)
        try:
            if entry.is_dir() and not entry.is_symlink():
                _walk(entry.path, here, out)
            elif entry.is_file():
                out.append((here, entry.name))
        except OSError:
            continue


def _list_files(root: Path, exclude: list[str]) -> tuple[list[str], list[str]]:
    """The readable files under ``root`` and those skipped for an unknown extension, in the
    order of their paths' parts (``sorted`` of ``Path`` objects)."""
    files: list[str] = []
    skipped: list[str] = []
    found: list[tuple[tuple[str, ...], str]] = []
    _walk(os.fspath(root), (), found)
    for parts, name in sorted(found):
        rel = "/".join(parts)
        if any(part.startswith(".") for part in parts) or rel == MANIFEST_NAME:
            continue
        if any(fnmatch.fnmatch(rel, pat) for pat in exclude):
            continue
        (files if _suffix(name).lower() in FORMATS else skipped).append(rel)
    return files, skipped


def _format_hint(value: str) -> str:
    return (f"unknown position format {value!r}; give a strptime pattern (e.g. \"%d.%m.%Y\") "
            f"or one of {', '.join(AXIS_FORMAT_NAMES)}")


def _entity_alias_problems(fname: str, key: str, src: _Source) -> list[Problem]:
    """``entity_aliases`` needs an ``entity_column`` and, per value, non-blank aliases."""
    if not src.entity_aliases:
        return []
    where = key + ".entity_aliases"
    if not src.entity_column:
        return [Problem(fname, None, "entity_aliases needs entity_column (the column whose values it names)", where)]
    problems = []
    for value, aliases in src.entity_aliases.items():
        if not value.strip():
            problems.append(Problem(fname, None, "an entity value must not be blank", where))
        elif not aliases or any(not a.strip() for a in aliases):
            problems.append(Problem(fname, None, f"{value!r}: give one or more non-blank aliases", f"{where}.{value}"))
    return problems


def _orientation_problems(fname: str, key: str, src: _Source) -> list[Problem]:
    """``orientation = "wide"`` is for CSV/TSV/Parquet tables, whose rows name themselves."""
    if src.orientation != "wide":
        return []
    fmt = src.format or FORMATS.get(Path(src.file).suffix.lower(), ("", ""))[0]
    where = key + ".orientation"
    if fmt not in ("csv", "tsv", "parquet") or src.kind not in (None, "table"):
        return [Problem(fname, None, "orientation = \"wide\" is for CSV, TSV and Parquet tables", where)]
    if src.entity_column or src.position:
        return [Problem(fname, None, "a wide table's positions are its header and its entities its "
                                     "first column: drop entity_column and position", where)]
    return []


def _entity_aliases(src: _Source) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple(sorted((v.strip(), tuple(a.strip() for a in al)) for v, al in src.entity_aliases.items()))


# --------------------------------------------------------------------------- the file itself
#: the largest manifest read. A hand-written one is a few kB, but a generated one lists
#: every source: a ``[[source]]`` block with an entity and two aliases is ~170 bytes, so
#: 10,000 sources take 1.7 MB (1 MiB held about 6,000, issue 29). 8 MiB holds ~50,000 such
#: blocks and still bounds what is parsed (tomllib reads 8 MiB of them in ~2 s)
MANIFEST_MAX_BYTES = 8 << 20
#: the deepest nesting of tables and arrays a manifest may have (a real one has 3)
MANIFEST_MAX_DEPTH = 32


def _manifest_text(mpath: Path, fname: str) -> str:
    """The manifest's text, refused (never a hang or a traceback) when it is not a regular
    file, is larger than :data:`MANIFEST_MAX_BYTES` or nests deeper than
    :data:`MANIFEST_MAX_DEPTH`."""
    try:
        st = mpath.stat()
    except OSError as exc:
        raise ManifestError([Problem(fname, None, f"cannot read: {exc.strerror or exc}")]) from None
    if not stat.S_ISREG(st.st_mode):
        what = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file (a FIFO, socket or device)"
        raise ManifestError([Problem(fname, None, f"is {what}; the manifest must be a regular file")])
    if st.st_size > MANIFEST_MAX_BYTES:
        raise ManifestError([Problem(fname, None, f"is {st.st_size:,} bytes; a manifest may have at most "
                                     f"{MANIFEST_MAX_BYTES:,}")])
    try:
        with mpath.open("rb") as fh:
            text = fh.read(MANIFEST_MAX_BYTES + 1).decode("utf-8-sig")
    except OSError as exc:
        raise ManifestError([Problem(fname, None, f"cannot read: {exc.strerror or exc}")]) from None
    depth = _max_depth(text)
    if depth > MANIFEST_MAX_DEPTH:
        raise ManifestError([Problem(fname, None, f"nests {depth} levels deep; at most {MANIFEST_MAX_DEPTH}")])
    return text


def _max_depth(text: str) -> int:
    """An upper bound of the bracket nesting (brackets inside strings count too, which
    only errs towards refusing a manifest no person would write)."""
    depth = deepest = 0
    for ch in _NOT_BRACKETS.sub("", text):  # only the brackets: a manifest is mostly other text
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth = max(0, depth - 1)
    return deepest


# --------------------------------------------------------------------------- entry point
def _require_folder(root: Path) -> None:
    """A KB is ingested from a folder; say so before anyone looks for a manifest."""
    if root.is_dir():
        return
    if root.exists():
        raise SourceFolderError(
            str(root), "is a file; ingest reads a folder of source files. Put the file in a folder "
            f"of its own and ingest that, e.g. noesis ingest {root.parent} --kb kb.sqlite")
    raise SourceFolderError(
        str(root), f"no such folder (working folder {Path.cwd()}); pass the folder that holds "
        "your CSV, Markdown, transcript or facts files: noesis ingest FOLDER --kb kb.sqlite")


def load_manifest(folder: str | Path) -> Manifest:
    """Read ``folder/noesis.toml`` (if any), apply defaults, validate, and resolve sources."""
    root = Path(folder)
    _require_folder(root)
    mpath = root / MANIFEST_NAME
    fname = str(mpath)
    raw: dict = {}
    declared = mpath.exists() or mpath.is_symlink()
    if declared:
        try:
            raw = tomllib.loads(_manifest_text(mpath, fname))
        except RecursionError:
            raise ManifestError([Problem(fname, None, "nested too deeply to read")]) from None
        except tomllib.TOMLDecodeError as exc:
            line = getattr(exc, "lineno", None)
            m = re.search(r"line (\d+)", str(exc))
            if line is None and m:
                line = int(m.group(1))
            raise ManifestError([Problem(fname, line, f"not valid TOML: {exc}")]) from None
        except UnicodeDecodeError as exc:
            raise ManifestError([Problem(fname, None, f"not UTF-8 text: {exc}")]) from None
    try:
        parsed = _Manifest.model_validate(raw)
    except ValidationError as exc:
        problems = [
            Problem(fname, None, f"{err['msg']} (got {err.get('input')!r})", key=_loc(err["loc"], raw))
            if err["type"] != "extra_forbidden"
            else Problem(fname, None, "unknown key; check the spelling", key=_loc(err["loc"], raw))
            for err in exc.errors()
        ]
        raise ManifestError(problems) from None
    return _resolve(root, fname, parsed, declared)


def default_manifest(folder: str | Path) -> Manifest:
    """The manifest of ``folder`` as if it had no ``noesis.toml`` (what ``noesis init`` writes)."""
    root = Path(folder)
    _require_folder(root)
    return _resolve(root, str(root / MANIFEST_NAME), _Manifest(), False)


def _wide_spec(w: _Wide) -> WideSpec:
    return WideSpec(w.dimension, w.measure, tuple(w.columns) if w.columns is not None else None)


def _resolve(root: Path, fname: str, m: _Manifest, declared: bool) -> Manifest:
    problems: list[Problem] = []
    metrics: list[MetricSpec] = []
    seen_metrics: set[str] = set()
    for i, met in enumerate(m.metric):
        if met.name in seen_metrics:
            problems.append(Problem(fname, None, f"metric {met.name!r} declared twice", f"metric[{i}].name"))
        seen_metrics.add(met.name)
        metrics.append(
            MetricSpec(met.name, met.unit, tuple(met.aliases), tuple(dict.fromkeys(met.stats)), met.column,
                       met.additivity)
        )
    listed: dict[str, _Source] = {}
    for i, src in enumerate(m.source):
        key = f"source[{i}] ({src.file})"
        rel = Path(src.file).as_posix()
        if rel in listed:
            problems.append(Problem(fname, None, "file listed twice", key + ".file"))
        listed[rel] = src
        path = root / rel
        if ".." in Path(rel).parts or Path(rel).is_absolute():
            problems.append(Problem(fname, None, "must be a path inside the KB folder", key + ".file"))
        elif not path.is_file():
            problems.append(Problem(fname, None, f"file not found in {root}", key + ".file"))
        if src.format is not None and src.format not in FORMAT_NAMES:
            problems.append(
                Problem(fname, None, f"unknown format {src.format!r}; expected one of {', '.join(FORMAT_NAMES)}", key + ".format")
            )
        elif src.format is None and Path(rel).suffix.lower() not in FORMATS:
            problems.append(
                Problem(fname, None, f"unknown extension {Path(rel).suffix!r}; set format = one of {', '.join(FORMAT_NAMES)}", key + ".format")
            )
        problems.extend(_entity_alias_problems(fname, key, src))
        if src.position_format is not None and not valid_format(src.position_format):
            problems.append(Problem(fname, None, _format_hint(src.position_format), key + ".position_format"))
        problems.extend(_orientation_problems(fname, key, src))
        for name in src.metrics or ():
            if metrics and name not in seen_metrics:
                problems.append(Problem(fname, None, f"metric {name!r} is not declared in [[metric]]", key + ".metrics"))
    if m.axis.format is not None and not valid_format(m.axis.format):
        problems.append(Problem(fname, None, _format_hint(m.axis.format), "axis.format"))
    for word in m.vocabulary:
        if not m.vocabulary[word]:
            problems.append(Problem(fname, None, "vocabulary entry has no words", f"vocabulary.{word}"))
    if problems:
        raise ManifestError(problems)

    sources: list[SourceSpec] = []
    files = list(listed)
    found, skipped = _list_files(root, m.kb.exclude)
    files += [f for f in found if f not in listed]
    for rel in files:
        src = listed.get(rel)
        path = root / rel
        fmt = (src.format if src and src.format else FORMATS[path.suffix.lower()][0])
        default_kind = next((k for f, k in FORMATS.values() if f == fmt), "document")
        kind = src.kind if src and src.kind else _sniff_kind(path, fmt, default_kind)
        # a facts file, or a table with an entity column, is about many entities, not its stem
        many = kind == "facts" or bool(src and (src.entity_column or src.orientation == "wide" or src.wide))
        entity = src.entity if src and src.entity else (None if many else entity_from_stem(rel))
        sources.append(
            SourceSpec(
                file=rel,
                kind=kind,
                format=fmt,
                entity=entity,
                aliases=tuple(src.aliases) if src else (),
                position=src.position if src else None,
                entity_column=src.entity_column if src else None,
                entity_aliases=_entity_aliases(src) if src else (),
                metrics=tuple(src.metrics) if src and src.metrics is not None else None,
                priority=src.priority if src else 1,
                encoding=src.encoding if src else None,
                delimiter=src.delimiter if src else None,
                position_format=src.position_format if src else None,
                orientation=src.orientation if src else "long",
                time=tuple(src.time) if src and src.time else (),
                no_time=bool(src and src.time is not None and not src.time),
                dimensions=tuple(src.dimensions) if src and src.dimensions is not None else None,
                wide=_wide_spec(src.wide) if src and src.wide else None,
                units=tuple(sorted(src.units.items())) if src else (),
                additivity=tuple(sorted(src.additivity.items())) if src else (),
            )
        )
    assert all(s.kind in SOURCE_KINDS for s in sources)
    assert all(all(st in STATISTICS for st in met.stats) for met in metrics)
    assert m.axis.kind in AXIS_KINDS
    return Manifest(
        root=root,
        name=m.kb.name or root.resolve().name,
        language=m.kb.language,
        description=m.kb.description,
        axis=AxisSpec(
            m.axis.name, m.axis.kind, m.axis.unit, m.axis.tolerance, m.axis.step, m.axis.date_order,
            m.axis.format, m.axis.period_end,
        ),
        metrics=tuple(metrics),
        sources=tuple(sources),
        vocabulary=tuple(sorted((k, tuple(v)) for k, v in m.vocabulary.items())),
        declared=declared,
        embedder=m.dense.embedder,
        axis_declared=frozenset(m.axis.model_fields_set),
        skipped=tuple(f for f in skipped if f not in listed),
        listed=frozenset(listed),
        follow_symlinks=m.kb.follow_symlinks,
        shrink_limit=m.kb.shrink_limit,
        shrink_declared="shrink_limit" in m.kb.model_fields_set,
    )
