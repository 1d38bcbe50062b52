"""SQLite vs PostgreSQL store: ingest throughput, context latency and context CPU.

    python bench/pg_bench.py [--sizes 100000] [--questions 60] [--rounds 5] [--pg postgresql://…/DB]
                             [--out bench/results/pg.json]

For each size the seeded transcript corpus of bench/context_bench.py (SRT cues = spans,
per-second CSV tables = rows) is ingested once into a SQLite file and once into a
PostgreSQL KB (timed: rows/s and cues/s over the whole ingest). Both meshes are then
opened in this process, warmed up, and `Engine.context` (arms ``full`` and ``hydrate``)
runs over the same seeded questions in ``--rounds`` rounds, the two stores interleaved
within each round (SQLite, PostgreSQL, SQLite, …), so that the load of other jobs on the
machine falls on both alike. Per context it reports:

- wall-clock p50 / p95 (every round's contexts together);
- CPU: this process's (``time.process_time``; SQLite's only cost) plus, for PostgreSQL,
  the server backend's (the CPU time of the KB connection's backend process,
  ``pg_backend_pid()``, from ``/proc/<pid>/schedstat`` in nanoseconds, or
  ``/proc/<pid>/stat``'s clock ticks where the kernel keeps no schedstat), each round's total over its
  contexts divided by their number; the PostgreSQL/SQLite ratio of client + server CPU per
  round, and its median over the rounds (the issue 29 goal: ≤ 1.5× for ``full``);
- statements sent to the server per context (psycopg cursor executions, counted);
- the same CPU and ratio per question kind (bench/context_bench.py's six), each kind's
  contexts run as one pass per store and round, summed over the rounds.

Without ``--pg`` a throwaway local cluster is started (tests/pgcluster.py: Debian's
postgresql package, fsync off — the same for both is not claimed: SQLite runs with its
WAL and synchronous=NORMAL), so the server runs on this machine and ``/proc`` shows it;
with a remote ``--pg`` server CPU is not measured. Not a test: docs/scale.md quotes the
figures.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from context_bench import questions, write_corpus  # noqa: E402

from noesis.answer import Engine  # noqa: E402
from noesis.ingest.pipeline import ingest  # noqa: E402
from noesis.mesh import Mesh  # noqa: E402

ARMS = ("full", "hydrate")
_TICK = os.sysconf("SC_CLK_TCK")


def _ingest(folder: Path, address: str) -> dict:
    t0 = time.perf_counter()
    report = ingest(folder, address)
    s = time.perf_counter() - t0
    c = report.counts
    return {"seconds": round(s, 2), "spans": c["spans"], "rows": c["rows"],
            "cues_per_s": round(c["spans"] / s), "rows_per_s": round(c["rows"] / s), "workers": report.workers}


def _backend_cpu(pids: list[int]) -> float:
    """CPU seconds the server backends ``pids`` have run: ``/proc/<pid>/schedstat``'s
    nanoseconds on a CPU where the kernel keeps it, else user + system clock ticks of
    ``/proc/<pid>/stat`` (0 where /proc cannot show them: a remote server)."""
    total = 0.0
    for pid in pids:
        try:
            total += int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e9
            continue
        except (OSError, IndexError, ValueError):
            pass
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return 0.0
        total += (int(fields[11]) + int(fields[12])) / _TICK  # utime, stime (fields 14, 15 of stat)
    return total


def _counting(mesh: Mesh) -> tuple[list[int], list[int]]:
    """The backend pids of the mesh's PostgreSQL connections, and a one-cell statement
    counter that every cursor of those connections increments on each execute."""
    import psycopg

    count = [0]

    class Counting(psycopg.Cursor):
        def execute(self, *a, **k):
            count[0] += 1
            return super().execute(*a, **k)

        def executemany(self, *a, **k):
            count[0] += 1
            return super().executemany(*a, **k)

    pids = []
    for kb in mesh.kbs:
        conn = kb.store.conn
        if isinstance(conn, psycopg.Connection):
            conn.cursor_factory = Counting
            pids.append(conn.info.backend_pid)
    return pids, count


def _pass(mesh: Mesh, qs: list[str], arm: str, pids: list[int], count: list[int]) -> dict:
    """One pass over ``qs``: wall ms per context; client and server CPU ms and statements, in all."""
    n0, c0, s0 = count[0], time.process_time(), _backend_cpu(pids)
    ms = []
    for q in qs:
        t0 = time.perf_counter()
        Engine(mesh).context(q, arm=arm)
        ms.append((time.perf_counter() - t0) * 1000)
    return {"ms": ms, "n": len(qs), "client": (time.process_time() - c0) * 1000,
            "server": (_backend_cpu(pids) - s0) * 1000, "statements": count[0] - n0}


def _per_context(passes: list[dict]) -> dict:
    """Passes summed: CPU ms and statements per context."""
    n = sum(p["n"] for p in passes)
    return {"client": sum(p["client"] for p in passes) / n, "server": sum(p["server"] for p in passes) / n,
            "statements": sum(p["statements"] for p in passes) / n}


def _summary(rounds: list[dict[str, dict]]) -> dict:
    """``rounds``: one ``{kind: pass}`` each."""
    ms = [m for r in rounds for p in r.values() for m in p["ms"]]
    per = [_per_context(list(r.values())) for r in rounds]
    cpu = [p["client"] + p["server"] for p in per]
    return {"p50_ms": round(float(np.percentile(ms, 50)), 2), "p95_ms": round(float(np.percentile(ms, 95)), 2),
            "max_ms": round(max(ms), 2),
            "client_cpu_ms": round(statistics.median(p["client"] for p in per), 2),
            "server_cpu_ms": round(statistics.median(p["server"] for p in per), 2),
            "cpu_ms": round(statistics.median(cpu), 2), "cpu_ms_rounds": [round(c, 2) for c in cpu],
            "statements_per_context": round(statistics.median(p["statements"] for p in per), 2),
            "by_kind": {k: {key: round(v, 2) for key, v in _per_context([r[k] for r in rounds]).items()}
                        for k in rounds[0]}}


def _contexts(addresses: dict[str, str], qs: list[tuple[str, str]], warmup: int, rounds: int) -> dict:
    """Both stores' contexts, interleaved kind by kind and round by round (see the module doc)."""
    kinds: dict[str, list[str]] = {}
    for kind, q in qs:
        kinds.setdefault(kind, []).append(q)
    with contextlib.ExitStack() as stack:
        meshes = {b: stack.enter_context(Mesh.open([a])) for b, a in addresses.items()}
        counters = {b: _counting(m) for b, m in meshes.items()}
        for mesh in meshes.values():
            for _kind, q in qs[:warmup]:
                for arm in ARMS:
                    Engine(mesh).context(q, arm=arm)
        runs: dict = {b: {arm: [{} for _ in range(rounds)] for arm in ARMS} for b in meshes}
        for i in range(rounds):
            for arm in ARMS:
                for kind, group in kinds.items():
                    for b, mesh in meshes.items():
                        runs[b][arm][i][kind] = _pass(mesh, group, arm, *counters[b])
    out = {b: {arm: _summary(r) for arm, r in by_arm.items()} for b, by_arm in runs.items()}
    out["ratio"] = {arm: _ratios(runs["sqlite"][arm], runs["postgresql"][arm]) for arm in ARMS}
    return out


def _ratios(sqlite: list[dict], pg: list[dict]) -> dict:
    """PostgreSQL (client + server) over SQLite CPU per round, and per kind over all rounds."""
    def cpu(passes):
        p = _per_context(passes)
        return p["client"] + p["server"]

    per = [cpu(list(p.values())) / cpu(list(s.values())) for s, p in zip(sqlite, pg, strict=True)]
    by_kind = {k: round(cpu([r[k] for r in pg]) / cpu([r[k] for r in sqlite]), 3) for k in sqlite[0]}
    return {"median": round(statistics.median(per), 3), "rounds": [round(r, 3) for r in per], "by_kind": by_kind}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100000")
    ap.add_argument("--questions", type=int, default=60)
    ap.add_argument("--warmup", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--pg", help="a postgresql:// database URL (default: a throwaway local cluster)")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "pg.json"))
    args = ap.parse_args()
    results: dict = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                                 "platform": platform.platform(), "load_avg": os.getloadavg()},
                     "command": " ".join(["python bench/pg_bench.py", *sys.argv[1:]]), "sizes": {}}
    with contextlib.ExitStack() as stack:
        if args.pg:
            url = args.pg
        else:
            from tests.pgcluster import running_cluster

            url = stack.enter_context(running_cluster())
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        for size in (int(s) for s in args.sizes.split(",")):
            corpus = tmp / f"corpus{size}"
            corpus.mkdir()
            durations = write_corpus(corpus, size)
            qs = questions(durations, args.questions)
            addresses = {"sqlite": str(tmp / f"kb{size}.sqlite"), "postgresql": f"{url}#bench-{size}-{uuid.uuid4().hex[:6]}"}
            row: dict = {b: {"ingest": _ingest(corpus, a)} for b, a in addresses.items()}
            ctx = _contexts(addresses, qs, args.warmup, args.rounds)
            for b in addresses:
                row[b]["context"] = ctx[b]
            row["ratio_cpu"] = ctx["ratio"]
            for b in addresses:
                ing, c = row[b]["ingest"], row[b]["context"]
                print(f"{size:>9,} {b:<10} ingest {ing['seconds']:.1f} s ({ing['cues_per_s']:,} cues/s, "
                      f"{ing['rows_per_s']:,} rows/s); " + "; ".join(
                          f"{a} p50 {v['p50_ms']:.1f} p95 {v['p95_ms']:.1f} ms, cpu {v['client_cpu_ms']:.2f}"
                          f"+{v['server_cpu_ms']:.2f} ms, {v['statements_per_context']:.1f} stmts"
                          for a, v in c.items()), file=sys.stderr)
            print(f"{size:>9,} PG/SQLite CPU " + "; ".join(
                f"{a} {v['median']:.2f}x {v['rounds']} by kind {v['by_kind']}" for a, v in ctx["ratio"].items()),
                file=sys.stderr)
            results["sizes"][str(size)] = row
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results["sizes"], indent=1))


if __name__ == "__main__":
    main()
