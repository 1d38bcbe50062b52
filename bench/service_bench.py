"""Load benchmark for `noesis serve`: requests/s and p50/p95 latency of POST /v1/context
under 1 and 16 concurrent clients on loopback, then past saturation (64 clients), for 1, 2
and 4 server processes, counting every status code (the service must answer 200s or 503s,
nothing else). Prints each headline figure beside its goal and the previous run.

    python bench/service_bench.py [--seconds 8] [--clients 1,16,64] [--processes 1,2,4]
                                  [--threads 4] [--kbs DIR | --postgres [URL]]

``--postgres`` serves the demo KBs from PostgreSQL: ingested into a throwaway local cluster
(tests/pgcluster.py), or into a fresh database beside the one URL names.

The server runs in its own process (`noesis serve --processes N`, deterministic answers, demo KBs);
the clients are threads in this process, each with its own keep-alive connection.
Writes bench/results/service.json and prints a table.
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
import threading
import time
from collections import Counter
from pathlib import Path

import httpx
from figures import Figure, figures_dict, previous_figures, print_figures
from serving import served

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = [
    "What was the peak share of Italia Sera and when did it occur?",
    "What was said at second 612 in Late Review?",
    "Which programme had the highest share?",
    "What was LeBron James's average MPG in the 2023 season?",
    "What was the peak share of Domenica Sportiva Estate?",
    "How much higher was the peak share of Italia Sera than the peak share of Notte Italiana?",
]


def ensure_kbs(folder: Path) -> None:
    from noesis.ingest.pipeline import ingest

    for kb in sorted(p for p in (ROOT / "examples").iterdir() if (p / "noesis.toml").exists()):
        ingest(kb, folder / f"{kb.name}.sqlite")


def ensure_pg_kbs(server_url: str) -> str:
    """The demo KBs ingested into a fresh database on the server of ``server_url``."""
    from tests.pgcluster import fresh_database

    from noesis.ingest.pipeline import ingest

    url = fresh_database(server_url, "noesis_service_bench")
    for kb in sorted(p for p in (ROOT / "examples").iterdir() if (p / "noesis.toml").exists()):
        ingest(kb, f"{url}#{kb.name}", workers=1)
    return url


def run_level(base: str, clients: int, seconds: float) -> dict:
    latencies: list[float] = []
    codes: Counter = Counter()
    errors: Counter = Counter()
    lock = threading.Lock()
    stop = time.perf_counter() + seconds

    def worker(i: int) -> None:
        local_lat, local_codes, local_err = [], Counter(), Counter()
        with httpx.Client(base_url=base, timeout=30) as client:
            n = i
            while time.perf_counter() < stop:
                q = QUESTIONS[n % len(QUESTIONS)]
                n += 1
                t = time.perf_counter()
                try:
                    r = client.post("/v1/context", json={"question": q})
                    local_codes[r.status_code] += 1
                except httpx.HTTPError as exc:
                    local_err[type(exc).__name__] += 1
                    continue
                local_lat.append((time.perf_counter() - t) * 1000)
        with lock:
            latencies.extend(local_lat)
            codes.update(local_codes)
            errors.update(local_err)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(clients)]
    t0 = time.perf_counter()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    elapsed = time.perf_counter() - t0
    lat = sorted(latencies)

    def pct(p: float) -> float | None:
        return round(lat[min(len(lat) - 1, int(p / 100 * len(lat)))], 2) if lat else None

    return {
        "clients": clients,
        "requests": len(lat),
        "rps": round(len(lat) / elapsed, 1),
        "p50_ms": pct(50),
        "p95_ms": pct(95),
        "mean_ms": round(statistics.fmean(lat), 2) if lat else None,
        "status": {str(k): v for k, v in sorted(codes.items())},
        "client_errors": dict(errors),
    }


def measure_server(kbs: str | Path, processes: int, threads: int, clients: list[int], seconds: float) -> list[dict]:
    """Start ``noesis serve --processes N`` on a free port, warm it, drive each client level."""
    with served(["--mesh", kbs, "--threads", threads, "--processes", processes], seconds=90) as (base, _server):
        run_level(base, 2 * processes, 1.0 + processes)  # warm-up: every worker's graphs and inventories
        return [{**run_level(base, c, seconds), "processes": processes} for c in clients]


def _figures(by_processes: dict[int, list[dict]]) -> list[Figure]:
    figs: list[Figure] = []
    at16 = {n: next((lv for lv in levels if lv["clients"] == 16), None) for n, levels in by_processes.items()}
    for n, lv in sorted(at16.items()):
        if lv:
            figs.append(Figure(f"service.rps_16_clients_{n}_processes", lv["rps"], "req/s", better="higher"))
            figs.append(Figure(f"service.p95_ms_16_clients_{n}_processes", lv["p95_ms"], "ms", goal=100))
    base = at16.get(1)
    for n, lv in sorted(at16.items()):
        if n > 1 and lv and base and base["rps"]:
            figs.append(Figure(f"service.rps_16_clients_{n}_vs_1_process", lv["rps"] / base["rps"], "×",
                               goal=2.5 if n == 4 else None, better="higher"))
    return figs


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--clients", default="1,16,64")
    ap.add_argument("--processes", default="1,2,4", help="server processes to measure, comma-separated")
    ap.add_argument("--kbs", default=None, help="a folder of KB files, or a postgresql:// database")
    ap.add_argument("--postgres", nargs="?", const="local", default=None,
                    help="serve the demo KBs from PostgreSQL (a throwaway cluster, or the server of URL)")
    ap.add_argument("--threads", "--workers", type=int, default=4, help="meshes per server process")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "service.json"))
    args = ap.parse_args()

    clients = [int(c) for c in args.clients.split(",")]
    with contextlib.ExitStack() as stack:
        kbs = args.kbs
        if args.postgres:
            sys.path.insert(0, str(ROOT))
            from tests.pgcluster import running_cluster

            server = args.postgres if args.postgres != "local" else stack.enter_context(running_cluster())
            kbs = ensure_pg_kbs(server)
        elif kbs is None:
            kbs = stack.enter_context(tempfile.TemporaryDirectory())
            ensure_kbs(Path(kbs))
        by_processes = {int(n): measure_server(kbs, int(n), args.threads, clients, args.seconds)
                        for n in args.processes.split(",")}
    levels = [lv for n in sorted(by_processes) for lv in by_processes[n]]
    figs = _figures(by_processes)
    result = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "load": os.getloadavg()},
              "command": "python bench/service_bench.py " + " ".join(sys.argv[1:]),
              "store": "postgresql" if args.postgres or str(kbs).startswith("postgresql://") else "sqlite",
              "endpoint": "POST /v1/context", "server_threads": args.threads, "seconds": args.seconds,
              "levels": levels, "figures": figures_dict(figs)}
    print(f"{'procs':>5} {'clients':>7} {'req/s':>8} {'p50 ms':>8} {'p95 ms':>8}  status")
    for lv in levels:
        print(f"{lv['processes']:>5} {lv['clients']:>7} {lv['rps']:>8} {lv['p50_ms']:>8} {lv['p95_ms']:>8}  "
              f"{lv['status']} {lv['client_errors'] or ''}")
    print_figures(figs, previous_figures(Path(args.out)))
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
