"""The service's memory under a burst (issue 17): RSS of `noesis serve` after start, then its
peak (VmHWM) over a burst of N concurrent clients on one large KB.

    python bench/service_memory.py KB.sqlite [--clients 16] [--seconds 20] [--threads 4]
                                   [--out bench/results/service_memory.json]

Questions are built from the KB's own entities (peak, value at a position, what was said):
each client asks in turn, with its own keep-alive connection. Linux only (/proc). Prints
the figures beside the goal (peak ≤ 1.5 × the memory after start) and the previous run.
"""

from __future__ import annotations

import argparse
import json
import os
import threading
import time
from collections import Counter
from pathlib import Path

import httpx
from figures import Figure, figures_dict, previous_figures, print_figures
from serving import served

ROOT = Path(__file__).resolve().parents[1]


def _status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def questions(kb: Path) -> list[str]:
    from noesis.knowledge_base import KnowledgeBase

    with KnowledgeBase.open(kb) as base:
        entities = sorted({s.entity for s in base.sources() if s.entity})
    out = []
    for i, e in enumerate(entities):
        out += [f"What was the peak share of {e} and when did it occur?",
                f"What was said at second {60 + 37 * i} in {e}?",
                f"What was the share of {e} at minute {3 + i}?"]
    return out


def burst(base: str, qs: list[str], clients: int, seconds: float) -> Counter:
    codes: Counter = Counter()
    lock = threading.Lock()
    stop = time.perf_counter() + seconds

    def worker(i: int) -> None:
        local: Counter = Counter()
        with httpx.Client(base_url=base, timeout=60) as client:
            n = i
            while time.perf_counter() < stop:
                try:
                    local[client.post("/v1/context", json={"question": qs[n % len(qs)]}).status_code] += 1
                except httpx.HTTPError as exc:
                    local[type(exc).__name__] += 1
                n += 1
        with lock:
            codes.update(local)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return codes


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("kb", type=Path)
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--threads", type=int, default=4)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "service_memory.json")
    args = ap.parse_args()
    with served(["--mesh", args.kb, "--threads", args.threads]) as (base, server):
        after_start = _status_kb(server.pid, "VmRSS")
        codes = burst(base, questions(args.kb), args.clients, args.seconds)
        peak = _status_kb(server.pid, "VmHWM")
        after = _status_kb(server.pid, "VmRSS")
    ratio = peak / after_start
    figs = [Figure("service_memory.after_start_mb", round(after_start / 1024, 1), "MB"),
            Figure("service_memory.peak_mb", round(peak / 1024, 1), "MB"),
            Figure("service_memory.peak_vs_start", round(ratio, 3), "×", goal=1.5)]
    result = {"kb": str(args.kb), "clients": args.clients, "seconds": args.seconds, "threads": args.threads,
              "load": os.getloadavg(), "status": {str(k): v for k, v in codes.items()},
              "after_start_kb": after_start, "peak_kb": peak, "after_burst_kb": after, "figures": figures_dict(figs)}
    print(f"after start {after_start / 1024:.1f} MB · peak {peak / 1024:.1f} MB · after the burst "
          f"{after / 1024:.1f} MB · responses {dict(codes)}")
    print_figures(figs, previous_figures(args.out))
    args.out.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
