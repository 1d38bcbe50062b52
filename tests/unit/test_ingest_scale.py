"""Ingest linear in the number of files (issue 29): the content hash's manifest part built
once, small files sent to the workers in batches, a file's own names linked with a shared
gazetteer — each the same result as the per-file way it replaces."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, replace
from pathlib import Path

from noesis.ingest.pipeline import (
    BATCH_BYTES,
    BATCH_FILES,
    PARSER_VERSION,
    ParseJob,
    ParseSignature,
    job_batches,
)
from noesis.ingest.prelinking import (
    SHARED_OWN_NAMES,
    _own_gazetteer,
    name_surfaces,
    names_gazetteer,
)
from noesis.specs import AxisSpec, Manifest, MetricSpec, SourceSpec, WideSpec


def _legacy_hash(path: Path, spec: SourceSpec, manifest: Manifest) -> str:
    """The content hash as it was computed per file before (every KB stores these)."""
    h = hashlib.sha256()
    signature = {"parser": PARSER_VERSION, "spec": asdict(spec), "axis": asdict(manifest.axis),
                 "metrics": [asdict(m) for m in manifest.metrics]}
    h.update(json.dumps(signature, sort_keys=True).encode())
    h.update(path.read_bytes())
    return h.hexdigest()


def test_the_signature_hashes_what_every_file_hashed_before(tmp_path):
    path = tmp_path / "a.csv"
    path.write_bytes(b"second,share\n0,1.5\n" * 1000)
    plain = SourceSpec("a.csv", "table", "csv", "A")
    specs = [
        plain,
        replace(plain, aliases=("Alpha", "Älpha"), entity_aliases=(("x", ("y", "z")),), metrics=("share",),
                priority=2, delimiter=";", time=("year", "month"), dimensions=(), units=(("share", "%"),),
                additivity=(("share", "level"),)),
        replace(plain, entity=None, orientation="wide", wide=WideSpec("region", "sales", ("north", "south"))),
        replace(plain, wide=WideSpec("region"), no_time=True, metrics=None),
    ]
    manifests = [
        Manifest(root=tmp_path, name="kb"),
        Manifest(root=tmp_path, name="kb", axis=AxisSpec("year", "date", "y", 0.5, 1.0, "dmy", "%Y"),
                 metrics=(MetricSpec("share", "%", ("quota",), ("max",), "s", "level"), MetricSpec("audience"))),
    ]
    for manifest in manifests:
        signature = ParseSignature.of(manifest)
        digests = {signature.digest(path, spec) for spec in specs}
        assert len(digests) == len(specs)  # every field of the spec counts
        for spec in specs:
            assert signature.digest(path, spec) == _legacy_hash(path, spec, manifest)


def _jobs(sizes: list[int]) -> list[ParseJob]:
    return [ParseJob(SourceSpec(f"f{i}.srt", "transcript", "srt", None), str(i), size) for i, size in enumerate(sizes)]


def test_batches_keep_the_order_and_every_job_once():
    for sizes, workers in (([10] * 10_000, 2), ([10] * 5, 2), ([BATCH_BYTES * 2, 5, 5, BATCH_BYTES, 1], 4),
                           ([BATCH_BYTES // 3] * 30, 1), ([], 2)):
        jobs = _jobs(sizes)
        batches = list(job_batches(jobs, workers))
        assert [j for b in batches for j in b] == jobs
        assert all(b for b in batches)
        for b in batches:  # a batch past the byte bound is one file
            assert len(b) <= BATCH_FILES and (len(b) == 1 or sum(j.size for j in b) <= BATCH_BYTES)


def test_small_files_travel_together_and_every_worker_gets_several_batches():
    batches = list(job_batches(_jobs([2_000] * 10_000), 2))
    assert len(batches) == 10_000 // BATCH_FILES + 1 and len(batches[0]) == BATCH_FILES
    few = list(job_batches(_jobs([2_000] * 40), 2))  # 40 files, 2 workers: 2 files a batch
    assert len(few) == 20 and {len(b) for b in few} == {2}
    assert [len(b) for b in job_batches(_jobs([2_000] * 4), 2)] == [1, 1, 1, 1]
    big = list(job_batches(_jobs([BATCH_BYTES // 2 + 1] * 200), 1))  # two such files pass the bound
    assert {len(b) for b in big} == {1}


def test_a_files_own_names_share_one_gazetteer_when_few():
    names = ("ANNA", "Bob Rossi")
    assert _own_gazetteer(names) is _own_gazetteer(names)
    g = _own_gazetteer(names)
    fresh = names_gazetteer(names)
    text = "anna met bob rossi and bob"
    assert [(m.start, m.end, m.surface) for m in g.find_folded(text)] == \
        [(m.start, m.end, m.surface) for m in fresh.find_folded(text)]
    many = tuple(f"name {i}" for i in range(SHARED_OWN_NAMES + 1))
    assert _own_gazetteer(many) is not _own_gazetteer(many)  # a big set is built for its file only
    assert _own_gazetteer(many).surfaces() == names_gazetteer(many).surfaces()


def test_name_surfaces_are_the_gazetteers_without_its_automaton():
    names = ("Évening Panorama", "ANNA", "anna", "", "  ", "R&D")
    assert name_surfaces(names) == names_gazetteer(names).surfaces()


def _boxes_span_by_span(ids, starts, ends, scale):
    """The R*Tree blocks as the writer cut them before, one span at a time."""
    import math

    from noesis.store.spans import _I32, RTREE_BLOCK

    boxes, block = [], []

    def flush():
        if block:
            lo = max(-_I32, min(_I32, math.floor(min(b[1] for b in block) * scale)))
            hi = max(-_I32, min(_I32, math.ceil(max(b[2] for b in block) * scale)))
            boxes.append((block[0][0], lo, max(lo, hi), block[-1][0]))
            block.clear()

    for span_id, start, end in zip(ids, starts, ends, strict=True):
        if start is None:
            flush()
            continue
        block.append((span_id, start, start if end is None else end))
        if len(block) == RTREE_BLOCK:
            flush()
    flush()
    return boxes


def test_rtree_blocks_are_those_cut_span_by_span():
    import random
    from array import array

    from noesis.store.spans import _rtree_boxes

    rng = random.Random(29)
    for n in (0, 1, 31, 32, 33, 64, 100, 257):
        for holes in (0.0, 0.1, 0.6):
            starts = [None if rng.random() < holes else rng.uniform(-5, 500) for _ in range(n)]
            ends = [None if s is None or rng.random() < 0.2 else s + rng.uniform(0, 9) for s in starts]
            ids = range(1000, 1000 + n)
            for scale in (1.0, 1000.0):
                assert _rtree_boxes(ids, starts, ends, scale) == _boxes_span_by_span(ids, starts, ends, scale)
        whole = array("d", [float(i) for i in range(n)])  # a column of floats only: one run
        assert _rtree_boxes(range(n), whole, whole, 1.0) == _boxes_span_by_span(range(n), whole, whole, 1.0)


def test_small_sources_resolve_as_the_vectorised_way():
    import random
    from array import array

    from noesis.gazetteer import Gazetteer
    from noesis.ingest import prelinking
    from noesis.ingest.prelinking import SpanMentions, resolve
    from noesis.ingest.word_filter import WordFilter

    rng = random.Random(7)
    final = Gazetteer([("anna", 3), ("anna", 1), ("bob", 2), ("sera", 1), ("sera", 5), ("x y", 9)])
    surfaces = ("anna", "bob", "sera", "x y")
    for n in (1, 5, 40, 200):
        span = sorted(rng.randrange(30) for _ in range(n))
        mentions = SpanMentions(surfaces, array("q", span), array("q", [rng.randrange(4) for _ in span]),
                                array("q", [rng.randint(1, 3) for _ in span]), frozenset(), WordFilter.of([]))
        for ids in (range(100, 130), list(range(500, 560, 2))):
            small = resolve(mentions, ids, final)
            old, prelinking.SMALL_RESOLVE = prelinking.SMALL_RESOLVE, -1
            try:
                assert small == resolve(mentions, ids, final)
            finally:
                prelinking.SMALL_RESOLVE = old


def _srt_text(n: int) -> str:
    return "".join(f"{i}\n00:00:{i:02d},000 --> 00:00:{i + 1:02d},000\nANNA: line {i} of {n}\n\n" for i in range(1, 4))


def test_a_new_file_is_hashed_where_it_is_parsed_with_the_plans_hash(tmp_path):
    """A file the KB did not hold goes to the parse without a digest (the worker hashes it,
    not the writer before any worker starts); the KB stores the hash the plan would have."""
    import os

    from noesis.ingest.defaults import apply_defaults
    from noesis.ingest.pipeline import _plan, content_hash, ingest
    from noesis.manifest import load_manifest
    from noesis.store.kb import KBStore

    folder = tmp_path / "kb"
    folder.mkdir()
    for n in range(6):
        (folder / f"show_{n}.srt").write_text(_srt_text(n), encoding="utf-8")
    manifest = apply_defaults(load_manifest(folder)).manifest
    _reports, jobs = _plan(manifest, {})
    assert [j.digest for j in jobs] == [None] * 6
    assert [j.size for j in jobs] == [os.path.getsize(folder / j.spec.file) for j in jobs]
    want = {s.file: content_hash(folder / s.file, s, manifest) for s in manifest.sources}
    for workers in (1, 2):
        path = tmp_path / f"w{workers}.sqlite"
        ingest(folder, path, workers=workers)
        with KBStore.open(path) as store:
            assert {s.name: s.content_hash for s in store.sources()} == want
    reports, jobs = _plan(manifest, want)  # what the KB holds: every file unchanged, none hashed again
    assert jobs == [] and {r.status for r in reports.values()} == {"unchanged"}
    (folder / "show_0.srt").write_text(_srt_text(99), encoding="utf-8")
    _reports, jobs = _plan(manifest, want)
    assert [(j.spec.file, j.digest) for j in jobs] == [
        ("show_0.srt", content_hash(folder / "show_0.srt", manifest.sources[0], manifest))]


def test_the_folder_listing_is_that_of_sorted_rglob(tmp_path):
    """``_list_files`` walks with ``os.scandir``: the files and the order of ``sorted(rglob('*'))``
    with ``is_file`` (links to files followed, never into folders; hidden parts left out)."""
    import fnmatch
    import os

    from noesis.manifest import FORMATS, MANIFEST_NAME, _list_files

    def by_pathlib(root: Path, exclude: list[str]) -> tuple[list[str], list[str]]:
        files, skipped = [], []
        for p in sorted(root.rglob("*")):
            if not p.is_file():
                continue
            rel = p.relative_to(root).as_posix()
            if any(part.startswith(".") for part in Path(rel).parts) or rel == MANIFEST_NAME:
                continue
            if any(fnmatch.fnmatch(rel, pat) for pat in exclude):
                continue
            (files if p.suffix.lower() in FORMATS else skipped).append(rel)
        return files, skipped

    d = tmp_path
    for rel in ("a/b.srt", "a-c.srt", "A.srt", ".h/x.srt", "foo.", "x.SRT", "sub/deep/z.md", "sub/.k/y.md",
                "sub/n.tar.gz", "noesis.toml", "é/ü.txt", "b.csv"):
        (d / rel).parent.mkdir(parents=True, exist_ok=True)
        (d / rel).write_text("x")
    (d / "lnk.srt").symlink_to(d / "A.srt")
    (d / "ld").symlink_to(d / "a")
    (d / "broken.srt").symlink_to(d / "nope")
    if hasattr(os, "mkfifo"):
        os.mkfifo(d / "fifo.srt")
    for exclude in ([], ["sub/*"], ["*.csv", "a/*"]):
        assert _list_files(d, exclude) == by_pathlib(d, exclude)
    assert _list_files(d, [])[0][:3] == ["A.srt", "a/b.srt", "a-c.srt"]  # by path parts, not by string
