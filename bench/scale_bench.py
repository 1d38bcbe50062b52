"""Per-question cost against the number of sources (issue 29), Noēsis alone.

    python bench/scale_bench.py [--sizes 100x20,1000x20,10000x20] [--dir DIR] [--out FILE]

Each size (FILES x CUES per file) is the corpus of ``bench/peer_bench.py`` (same seeded
generator, same 40 needle questions), ingested with ``--workers 1`` into ``DIR/SIZE/``
once and reused by later runs (10,000 files take ~20 CPU-s to ingest on an idle machine). For each size, in
this process and in CPU time (``time.process_time``):

* ``open``: ``Mesh.open`` of the KB (median of 5, the process-wide shared structures
  dropped before each), and a sixth open with its first question (what a one-question
  process pays: the inventory's lists are read on first use);
* ``context``: the full context (``assemble``) of each needle question after 4 warm-up
  questions, p50 / p95, and per question class (the four forms of peer_bench: named programme,
  unnamed, named + a frequent word, unnamed + a mid-frequency word) and needles found;
* ``point``: ``spans_overlapping`` at one second, restricted to one programme (10 of the
  needles' sources), and over a 30-second window;
* ``band``: 20 needle questions with a word held by 1–5 % of the spans added, and 20
  questions made of two such words only, p50 (see ``context/term_cut.py``).

``--ingest 1,2`` also ingests each size's corpus afresh once per workers value, each in a
fresh process, and reports its CPU (the process and its workers, imports included) and wall
time.

For a before/after, run it twice with ``PYTHONPATH`` pointing at the other ``src/``; the
KBs under ``--dir`` are shared. Not a test: it prints its figures and writes ``--out``.
"""

from __future__ import annotations

import argparse
import json
import pickle
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import peer_bench  # noqa: E402


def _ms(fn, *args):
    t = time.process_time()
    out = fn(*args)
    return (time.process_time() - t) * 1000, out


def build(root: Path, files: int, cues: int) -> peer_bench.Corpus:
    from noesis.ingest.pipeline import ingest

    if (root / "corpus.pkl").exists():
        return pickle.loads((root / "corpus.pkl").read_bytes())
    folder = root / "corpus"
    folder.mkdir(parents=True, exist_ok=True)
    corpus = peer_bench.write_corpus(folder, files, cues, 40)
    ingest(folder, root / "kb" / "scale.sqlite", workers=1)
    (root / "corpus.pkl").write_bytes(pickle.dumps(corpus))
    return corpus


def measure(root: Path, corpus: peer_bench.Corpus) -> dict:
    from noesis.context.assemble import assemble
    from noesis.mesh import Mesh
    from noesis.query.prebuilt import forget_shared

    kb = root / "kb"
    opens = []
    for _ in range(5):
        forget_shared()
        ms, mesh = _ms(Mesh.open, [kb])
        opens.append(ms)
        mesh.close()
    forget_shared()
    first_open, mesh = _ms(Mesh.open, [kb])
    first_question = _ms(assemble, mesh, corpus.needles[0].question)[0]
    for n in corpus.needles[1:4]:
        assemble(mesh, n.question)
    per_class: dict[int, list[float]] = {0: [], 1: [], 2: [], 3: []}
    found = 0
    for k, n in enumerate(corpus.needles):
        ms, ctx = _ms(assemble, mesh, n.question)
        per_class[k % 4].append(ms)
        found += n.answer in ctx.prompt
    every = [x for xs in per_class.values() for x in xs]
    store = mesh.inventories[0].kb.store
    sources = [f"{n.stem}.srt" for n in corpus.needles[:10]]
    point = {}
    for label, end in (("point", None), ("window_30s", 30.0)):
        t = time.process_time()
        for _ in range(5):
            for s in sources:
                store.spans_overlapping(7.0, end, sources=[s])
        point[label] = round((time.process_time() - t) * 1000 / 50, 3)
    store.conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.scale_vocab USING fts5vocab(main, 'spans_fts', 'row')")
    spans = mesh.inventories[0].span_count
    band = [r[0] for r in store.conn.execute(
        "SELECT term FROM temp.scale_vocab WHERE doc > ? AND doc < ? AND length(term) > 4 ORDER BY term",
        (0.01 * spans, 0.05 * spans))]
    band_ms: dict[str, list[float]] = {"needle_and_band": [], "band_only": []}
    band_found = 0
    if band:
        for i, n in enumerate(corpus.needles[:20]):
            a, b = re.search(r"the (\w+) (\w+) agreement", n.question).groups()
            t1, t2 = band[i % len(band)], band[(7 * i + 3) % len(band)]
            ms, ctx = _ms(assemble, mesh, f"What about the {a} {b} agreement and the {t1}?")
            band_ms["needle_and_band"].append(ms)
            band_found += n.answer in ctx.prompt
            band_ms["band_only"].append(_ms(assemble, mesh, f"What did they say about {t1} and {t2}?")[0])
    mesh.close()
    p50 = lambda xs: round(statistics.median(xs), 3) if xs else None  # noqa: E731
    p95 = lambda xs: round(sorted(xs)[int(0.95 * (len(xs) - 1))], 3)  # noqa: E731
    return {
        "spans": spans, "open_cpu_ms": p50(opens),
        "open_and_first_question_cpu_ms": round(first_open + first_question, 3),
        "context": {"p50_cpu_ms": p50(every), "p95_cpu_ms": round(sorted(every)[int(0.95 * (len(every) - 1))], 3),
                    "per_class_p50": [p50(per_class[c]) for c in range(4)],
                    "per_class_p95": [p95(per_class[c]) for c in range(4)], "needles": found,
                    "questions": len(corpus.needles)},
        "point_lookup_cpu_ms": point,
        "band": {"terms": len(band), **{k: p50(v) for k, v in band_ms.items()}, "needles": band_found},
    }


INGEST_CHILD = """
import resource, sys, tempfile, time
from pathlib import Path
from noesis.ingest.pipeline import ingest
with tempfile.TemporaryDirectory() as d:
    t = time.perf_counter()
    r = ingest(sys.argv[1], Path(d) / "kb.sqlite", workers=int(sys.argv[2]))
    wall = time.perf_counter() - t
own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
print(round(own.ru_utime + own.ru_stime, 2), round(kids.ru_utime + kids.ru_stime, 2), round(wall, 2), r.workers)
"""


def ingest_cost(folder: Path, workers: int) -> dict:
    out = subprocess.run([sys.executable, "-c", INGEST_CHILD, str(folder), str(workers)],
                         capture_output=True, text=True, check=True).stdout.split()
    return {"cpu_s": float(out[0]), "workers_cpu_s": float(out[1]), "wall_s": float(out[2]), "workers": int(out[3])}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100x20,1000x20,10000x20")
    ap.add_argument("--dir", default="/tmp/noesis-scale-bench", help="where the corpora and KBs are kept")
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "scale.json"))
    ap.add_argument("--ingest", default="", help="workers values to time a fresh ingest with, e.g. 1,2")
    args = ap.parse_args()
    import noesis

    load = lambda: subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()  # noqa: E731
    results = {"command": " ".join(["python bench/scale_bench.py", *sys.argv[1:]]),
               "noesis": str(Path(noesis.__file__).parent), "load_before": load(), "sizes": {}}
    for size in args.sizes.split(","):
        files, cues = (int(x) for x in size.split("x"))
        root = Path(args.dir) / size
        corpus = build(root, files, cues)
        r = results["sizes"][size] = measure(root, corpus)
        c = r["context"]
        print(f"{size} ({r['spans']:,} spans): open {r['open_cpu_ms']:.1f} CPU-ms (with the first question "
              f"{r['open_and_first_question_cpu_ms']:.1f}); context p50 {c['p50_cpu_ms']:.2f} "
              f"p95 {c['p95_cpu_ms']:.2f} (per class p50 {c['per_class_p50']} p95 {c['per_class_p95']}), "
              f"needles {c['needles']}/{c['questions']}; "
              f"point lookup {r['point_lookup_cpu_ms']}; band {r['band']}")
        for w in filter(None, args.ingest.split(",")):
            cost = r.setdefault("ingest", {})[w] = ingest_cost(root / "corpus", int(w))
            print(f"  ingest --workers {w}: {cost['cpu_s'] + cost['workers_cpu_s']:.2f} CPU-s "
                  f"({cost['workers_cpu_s']:.2f} in workers), wall {cost['wall_s']:.2f} s")
    results["load_after"] = load()
    print(f"load: {results['load_before']} → {results['load_after']}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
