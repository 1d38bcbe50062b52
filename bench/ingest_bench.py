"""Ingestion benchmark: metric rows/s through fact computation, transcript cues/s end to
end, peak memory (does it grow with the number of files?) and KB file size.

    python bench/ingest_bench.py [--rows 1000000] [--cues 100000] [--out bench/results/ingest.json]

Each measurement runs in a fresh process so its peak RSS is its own (parent + workers).
Not a test: it prints figures; the README quotes them.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

MANIFEST = """
[kb]
name = "bench"
[axis]
name = "second"
kind = "clock"
[[metric]]
name = "share"
unit = "%"
stats = ["max", "min", "mean", "first", "last", "sum", "count"]
[[metric]]
name = "audience"
unit = "viewers"
stats = ["max", "min", "mean"]
"""
WORDS = ["the", "programme", "tonight", "with", "news", "weather", "sport", "guests", "studio", "audience", "share", "peak", "minute", "interview", "report", "live", "music", "quiz", "final", "round", "winner", "host", "panel", "question", "answer"]


def write_tables(folder: Path, files: int, rows: int, seed: int = 7) -> None:
    rng = np.random.default_rng(seed)
    per = rows // files
    for f in range(files):
        share = np.round(np.clip(20 + np.cumsum(rng.normal(0, 0.2, per)), 1, 60), 1)
        audience = rng.integers(100_000, 5_000_000, per)
        sec = np.arange(per)
        lines = "\n".join(f"{s},{v},{a}" for s, v, a in zip(sec, share, audience, strict=True))
        (folder / f"prog{f:03d}.csv").write_text("second,share,audience\n" + lines + "\n")


def write_transcripts(folder: Path, files: int, cues: int, seed: int = 11) -> None:
    rng = np.random.default_rng(seed)
    per = cues // files
    speakers = ["ANNA", "MARCO", "LUCIA", "GIORGIO"]
    for f in range(files):
        out = []
        for i in range(per):
            s, e = i * 3, i * 3 + 3
            words = " ".join(WORDS[j] for j in rng.integers(0, len(WORDS), 12))
            out.append(
                f"{i + 1}\n{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d},000 --> "
                f"{e // 3600:02d}:{e // 60 % 60:02d}:{e % 60:02d},000\n{speakers[i % 4]}: {words}\n"
            )
        (folder / f"prog{f:03d}.srt").write_text("\n".join(out))


def _peak_mb() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, kids) / 1024


def child(mode: str, folder: str, kb: str) -> None:
    """Runs in a fresh interpreter; prints one JSON line."""
    from noesis.ingest.pipeline import ingest, parse_source
    from noesis.manifest import load_manifest

    if mode == "facts":  # parse + statistics only, serial: the rows/s of fact computation
        manifest = load_manifest(folder)
        t0 = time.perf_counter()
        rows = facts = 0
        for spec in manifest.sources:
            parsed = parse_source(manifest, spec, "x")
            rows += parsed.read.rows
            facts += len(parsed.facts)
        secs = time.perf_counter() - t0
        print(json.dumps({"rows": rows, "facts": facts, "seconds": secs, "peak_mb": _peak_mb()}))
        return
    t0, c0, k0 = time.perf_counter(), time.process_time(), _children_cpu()
    report = ingest(folder, kb)
    secs = time.perf_counter() - t0
    print(json.dumps({"counts": report.counts, "seconds": secs, "workers": report.workers,
                      "cpu_writer_s": time.process_time() - c0, "cpu_workers_s": _children_cpu() - k0,
                      "peak_mb": _peak_mb(), "size_mb": os.path.getsize(kb) / 1e6}))


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def _cpu_bound(run: dict) -> float:
    """Cues/s the CPU time allows on an idle machine: the writer's CPU, or the whole CPU
    spread over the cores, whichever is longer (the wall figure is that plus waiting)."""
    cores = min(os.cpu_count() or 1, run["workers"] + 1)
    return run["counts"]["spans"] / max(run["cpu_writer_s"], (run["cpu_writer_s"] + run["cpu_workers_s"]) / cores)


def measure(mode: str, folder: Path, kb: Path) -> dict:
    if kb.exists():
        kb.unlink()
    out = subprocess.run([sys.executable, __file__, "--child", mode, str(folder), str(kb)],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--cues", type=int, default=100_000)
    ap.add_argument("--files", type=int, default=10)
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "ingest.json"))
    ap.add_argument("--child", nargs=3)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return

    results: dict = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "sqlite": sqlite3.sqlite_version, "platform": platform.platform()},
    }
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        tables, cues = tmp / "tables", tmp / "cues"
        for d in (tables, cues):
            d.mkdir()
            (d / "noesis.toml").write_text(MANIFEST)
        write_tables(tables, args.files, args.rows)
        write_transcripts(cues, args.files, args.cues)
        f = measure("facts", tables, tmp / "x.sqlite")
        results["fact_computation"] = {**f, "rows_per_s": f["rows"] / f["seconds"]}
        t = measure("ingest", tables, tmp / "tables.sqlite")
        results["tables_end_to_end"] = {**t, "rows_per_s": t["counts"]["rows"] / t["seconds"]}
        c = measure("ingest", cues, tmp / "cues.sqlite")
        results["transcripts_end_to_end"] = {**c, "cues_per_s": c["counts"]["spans"] / c["seconds"],
                                             "cues_per_s_cpu_bound": _cpu_bound(c), "load": os.getloadavg()}
        # memory vs number of files: the same 80,000 cues in 4 files and in 16 files
        small, big = tmp / "few", tmp / "many"
        for d, n in ((small, 4), (big, 16)):
            d.mkdir()
            (d / "noesis.toml").write_text(MANIFEST)
            write_transcripts(d, n, 80_000)
        m1 = measure("ingest", small, tmp / "few.sqlite")
        m2 = measure("ingest", big, tmp / "many.sqlite")
        results["memory_vs_files"] = {"files_4_peak_mb": m1["peak_mb"], "files_16_peak_mb": m2["peak_mb"]}

    rows = [
        ("fact computation (parse + stats, 1 process)", f"{results['fact_computation']['rows_per_s']:,.0f} rows/s",
         f"{results['fact_computation']['rows']:,} rows, {results['fact_computation']['seconds']:.2f} s, peak {results['fact_computation']['peak_mb']:.0f} MB"),
        ("tables end to end (ingest)", f"{results['tables_end_to_end']['rows_per_s']:,.0f} rows/s",
         f"{results['tables_end_to_end']['seconds']:.2f} s, {results['tables_end_to_end']['workers']} workers, KB {results['tables_end_to_end']['size_mb']:.1f} MB, peak {results['tables_end_to_end']['peak_mb']:.0f} MB"),
        ("transcripts end to end (FTS, R*Tree, mentions)", f"{results['transcripts_end_to_end']['cues_per_s']:,.0f} cues/s",
         f"{results['transcripts_end_to_end']['counts']['spans']:,} cues, {results['transcripts_end_to_end']['seconds']:.2f} s, KB {results['transcripts_end_to_end']['size_mb']:.1f} MB, peak {results['transcripts_end_to_end']['peak_mb']:.0f} MB"),
        ("transcripts, CPU (writer + workers)", f"{results['transcripts_end_to_end']['cues_per_s_cpu_bound']:,.0f} cues/s",
         f"writer {results['transcripts_end_to_end']['cpu_writer_s']:.2f} CPU-s, workers {results['transcripts_end_to_end']['cpu_workers_s']:.2f} CPU-s; load {results['transcripts_end_to_end']['load'][0]:.1f} on {os.cpu_count()} CPUs"),
        ("peak memory, 80k cues in 4 vs 16 files", f"{results['memory_vs_files']['files_4_peak_mb']:.0f} MB vs {results['memory_vs_files']['files_16_peak_mb']:.0f} MB", ""),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'measure':<{width}}  {'figure':>22}  detail")
    for name, fig, detail in rows:
        print(f"{name:<{width}}  {fig:>22}  {detail}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
