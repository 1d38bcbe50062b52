"""Side by side with a flat vector store: Noēsis's full context against a flat ChromaDB top-5.

    python bench/peer_bench.py [--sizes 100x20,1000x20] [--questions 40]
                               [--out bench/results/peer.json]

For each size (FILES x CUES per file) one corpus is generated (seeded) in a temp dir:
transcript-like SRT files, one programme each (its entity name comes from the file stem),
with Zipf-distributed pseudo-word prose, plus a few per-second tables (share, audience)
under a manifest. Some cues are needles: a sentence of rare words found nowhere else, so
the gold passage of each needle question is known by construction. Half the questions name
the programme, half do not; half also carry words the filler uses often ("really", in ~19 %
of the cues, or a mid-frequency pseudo-word), so the lexical fill has real work to do.

Noēsis: the corpus is ingested, then ``assemble`` (the full context) runs per question.
Peer: a flat Chroma collection over the same chunks (one chunk = one cue, the text the KB
stores), embedded with the offline MiniLM ONNX model
(:func:`noesis.dense.onnx_embedder.default_onnx_embedder`; nothing is downloaded); its query
cost is embedding the question + a Chroma top-5 query. Both run on one thread
(OMP/ORT/HNSW threads = 1) and are timed in CPU time (``time.process_time``), interleaved per
question (the order alternates). A needle is found when its answer word is in Noēsis's
prompt, or its chunk is in Chroma's top 5.

Not a test: it prints each figure beside its goal (full context ≤ 0.3× Chroma) and the ratio
to the previous run (``--out``). The machine may be shared: the load (``uptime``) is recorded.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "ORT_NUM_THREADS"):
    os.environ[_var] = "1"
os.environ["ANONYMIZED_TELEMETRY"] = "False"

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import sqlite3  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from context_bench import MANIFEST, SPEAKERS, VOCAB, WORDS, ZIPF, _mean_reverting, _ts  # noqa: E402
from figures import git_state  # noqa: E402

SEED = 20261201
GOAL_RATIO = 0.3
TOP_K = 5
#: needle words are built from syllables the filler vocabulary never uses
NEEDLE_SYLLABLES = ["bix", "cuz", "drab", "fyx", "gox", "jub", "kwa", "plo", "quy", "snu", "trix", "vog",
                    "wub", "xel", "yip", "zog"]
NAME_SYLLABLES = ["al", "ben", "cor", "dal", "ev", "for", "gar", "hol", "in", "jor", "kel", "lin",
                  "mor", "nor", "os", "per", "ril", "sten", "tor", "val"]
SHOWS = ["hour", "report", "weekly", "live", "review", "stories", "desk", "panel", "journal", "tonight"]
TABLES = 4


@dataclass(frozen=True)
class Needle:
    """A planted cue: the question asks about ``topic``; ``answer`` is only in the gold cue."""

    stem: str
    ordinal: int  # 0-based cue index in the file
    question: str
    answer: str


@dataclass(frozen=True)
class Corpus:
    chunks: tuple[tuple[str, int, str], ...]  # (file stem, cue index, text the KB stores)
    needles: tuple[Needle, ...]


def _names(n: int, rng: np.random.Generator) -> list[str]:
    """``n`` distinct programme stems, e.g. ``kelmor_valtor_review``."""
    out: dict[str, None] = {}
    while len(out) < n:
        a, b = ("".join(NAME_SYLLABLES[j] for j in rng.integers(0, len(NAME_SYLLABLES), 2)) for _ in range(2))
        out[f"{a}_{b}_{SHOWS[int(rng.integers(0, len(SHOWS)))]}"] = None
    return list(out)


def _needle_words(n: int, rng: np.random.Generator) -> list[str]:
    out: dict[str, None] = {}
    while len(out) < n:
        out["".join(NEEDLE_SYLLABLES[j] for j in rng.integers(0, len(NEEDLE_SYLLABLES), 3))] = None
    return list(out)


def entity(stem: str) -> str:
    return " ".join(w.capitalize() for w in stem.split("_"))


def write_corpus(folder: Path, files: int, cues: int, n_questions: int, seed: int = SEED) -> Corpus:
    """Write the corpus into ``folder``; the chunks and needles are returned by construction."""
    rng = np.random.default_rng(seed + files)
    stems = _names(files, rng)
    words = _needle_words(3 * n_questions, rng)
    planted: dict[tuple[str, int], tuple[str, Needle]] = {}
    while len(planted) < n_questions:
        stem, ordinal = stems[int(rng.integers(0, files))], int(rng.integers(0, cues))
        if (stem, ordinal) in planted:
            continue
        i = len(planted)
        a, b, answer = words[3 * i: 3 * i + 3]
        text = f"the {a} {b} agreement was signed at {answer} harbour last night"
        common = VOCAB[int(rng.integers(20, 200))]  # a filler word in ~0.5-3 % of the cues
        q = (f"What did they say about the {a} {b} agreement in {entity(stem)}?",
             f"Who mentioned the {a} {b} agreement?",
             f"So what did they really say about the {a} {b} agreement in {entity(stem)}?",
             f"Who was really talking about the {a} {b} agreement and the {common}?")[i % 4]
        planted[(stem, ordinal)] = (text, Needle(stem, ordinal, q, answer))
    (folder / "noesis.toml").write_text(MANIFEST)
    chunks: list[tuple[str, int, str]] = []
    for f, stem in enumerate(stems):
        lengths = rng.integers(2, 5, cues)
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        filler = rng.choice(len(WORDS), (cues, 11), p=ZIPF)
        who = rng.integers(0, 4, cues)
        out = []
        for i in range(cues):
            text = planted[(stem, i)][0] if (stem, i) in planted else " ".join(WORDS[j] for j in filler[i])
            line = f"{SPEAKERS[(f + who[i]) % len(SPEAKERS)]}: {text}"
            chunks.append((stem, i, line))
            out.append(f"{i + 1}\n{_ts(int(starts[i]))} --> {_ts(int(starts[i] + lengths[i]))}\n{line}\n")
        (folder / f"{stem}.srt").write_text("\n".join(out))
        if f < TABLES:
            dur = int(starts[-1] + lengths[-1])
            share = np.round(_mean_reverting(rng, dur, mean=15.0 + f, sd=3.0), 1)
            audience = rng.integers(100_000, 5_000_000, dur)
            rows = "\n".join(f"{s},{v},{a}" for s, v, a in zip(range(dur), share, audience, strict=True))
            (folder / f"{stem}.csv").write_text("second,share,audience\n" + rows + "\n")
    return Corpus(tuple(chunks), tuple(n for _t, n in planted.values()))


class Peer:
    """A flat Chroma collection (cosine HNSW, one thread) over the chunks, MiniLM-ONNX vectors."""

    def __init__(self, chunks: tuple[tuple[str, int, str], ...], name: str):
        import chromadb
        from chromadb.config import Settings

        from noesis.dense.onnx_embedder import default_onnx_embedder

        self.embedder = default_onnx_embedder(threads=1)
        client = chromadb.EphemeralClient(settings=Settings(anonymized_telemetry=False))
        self.collection = client.get_or_create_collection(
            name, embedding_function=None, configuration={"hnsw": {"space": "cosine", "num_threads": 1}})
        t_cpu, t_wall = time.process_time(), time.perf_counter()
        vectors = self.embedder.embed([c[2] for c in chunks])
        ids = [f"{s}#{i}" for s, i, _t in chunks]
        step = max(1, int(client.get_max_batch_size()))
        for k in range(0, len(ids), step):
            self.collection.add(ids=ids[k:k + step], embeddings=vectors[k:k + step],
                                documents=[c[2] for c in chunks[k:k + step]])
        self.build_cpu_s, self.build_wall_s = time.process_time() - t_cpu, time.perf_counter() - t_wall

    def query(self, question: str) -> list[str]:
        vec = self.embedder.embed([question])
        return self.collection.query(query_embeddings=vec, n_results=TOP_K, include=[])["ids"][0]


def _cpu_ms(fn, *args):
    t = time.process_time()
    out = fn(*args)
    return (time.process_time() - t) * 1000, out


def _pct(xs: list[float], q: float) -> float:
    return round(float(np.percentile(xs, q)), 3)


def run_size(files: int, cues: int, n_questions: int, warmup: int, tmp: Path, with_peer: bool = True) -> dict:
    from noesis.context.assemble import assemble
    from noesis.ingest.pipeline import ingest
    from noesis.mesh import Mesh

    folder, kb_dir = tmp / f"corpus{files}", tmp / f"kb{files}"
    folder.mkdir()
    kb_dir.mkdir()
    corpus = write_corpus(folder, files, cues, n_questions)
    t_cpu, t_wall = time.process_time(), time.perf_counter()
    report = ingest(folder, kb_dir / "peer.sqlite")
    ingest_cpu, ingest_wall = time.process_time() - t_cpu, time.perf_counter() - t_wall
    peer = Peer(corpus.chunks, f"peer{files}") if with_peer else None
    mesh = Mesh.open([kb_dir])
    for n in corpus.needles[:warmup]:
        assemble(mesh, n.question)
        if peer:
            peer.query(n.question)
    ours, theirs, found_ours, found_theirs = [], [], 0, 0
    for k, n in enumerate(corpus.needles):
        gold = f"{n.stem}#{n.ordinal}"
        if peer is None:
            ms_n, ctx = _cpu_ms(assemble, mesh, n.question)
            ours.append(ms_n)
            found_ours += n.answer in ctx.prompt
            continue
        if k % 2 == 0:
            ms_n, ctx = _cpu_ms(assemble, mesh, n.question)
            ms_c, ids = _cpu_ms(peer.query, n.question)
        else:
            ms_c, ids = _cpu_ms(peer.query, n.question)
            ms_n, ctx = _cpu_ms(assemble, mesh, n.question)
        ours.append(ms_n)
        theirs.append(ms_c)
        found_ours += n.answer in ctx.prompt
        found_theirs += gold in ids
    mesh.close()
    out = {
        "files": files, "chunks": len(corpus.chunks), "spans": report.counts["spans"],
        "tables": TABLES, "questions": len(corpus.needles),
        "ingest_cpu_s": round(ingest_cpu, 2), "ingest_wall_s": round(ingest_wall, 2),
        "noesis_full": {"p50_cpu_ms": _pct(ours, 50), "p95_cpu_ms": _pct(ours, 95), "recall": found_ours},
    }
    if peer is None:
        return out
    return out | {
        "chroma_build_cpu_s": round(peer.build_cpu_s, 2), "chroma_build_wall_s": round(peer.build_wall_s, 2),
        "chroma_top5": {"p50_cpu_ms": _pct(theirs, 50), "p95_cpu_ms": _pct(theirs, 95), "recall": found_theirs},
        "ratio_p50": round(_pct(ours, 50) / _pct(theirs, 50), 3),
        "ratio_p95": round(_pct(ours, 95) / _pct(theirs, 95), 3),
    }



def _uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""


def _vs(now: float, before: float | None) -> str:
    return f"{now / before:.2f}× previous" if before else "no previous run"


def report(results: dict, previous: dict) -> None:
    print(f"load: {results['load_before']}")
    for key, r in results["sizes"].items():
        old = previous.get("sizes", {}).get(key, {})
        print(f"{r['chunks']:,} chunks in {r['files']:,} files, {r['questions']} needle questions")
        for label, arm in (("Noēsis full context", "noesis_full"), ("Chroma top-5 (embed + query)", "chroma_top5")):
            if arm not in r:
                continue
            a, o = r[arm], old.get(arm, {})
            print(f"  {label:<29} p50 {a['p50_cpu_ms']:7.2f} CPU-ms ({_vs(a['p50_cpu_ms'], o.get('p50_cpu_ms'))}), "
                  f"p95 {a['p95_cpu_ms']:7.2f} ({_vs(a['p95_cpu_ms'], o.get('p95_cpu_ms'))}), "
                  f"needles {a['recall']}/{r['questions']}")
        if "chroma_top5" not in r:
            continue
        ok = "met" if r["ratio_p50"] <= GOAL_RATIO else "NOT met"
        print(f"  ratio Noēsis/Chroma p50 {r['ratio_p50']:.3f} (goal ≤ {GOAL_RATIO}: {ok}; "
              f"{_vs(r['ratio_p50'], old.get('ratio_p50'))}), p95 {r['ratio_p95']:.3f}")
        print(f"  ingest {r['ingest_cpu_s']:.2f} CPU-s; Chroma build (embed + add) {r['chroma_build_cpu_s']:.2f} CPU-s"
              f" — needle recall {r['noesis_full']['recall']} vs {r['chroma_top5']['recall']}")
    print(f"load: {results['load_after']}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="100x20,1000x20", help="FILESxCUES, comma-separated")
    ap.add_argument("--questions", type=int, default=40, help="needle questions per size")
    ap.add_argument("--warmup", type=int, default=4)
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "peer.json"))
    ap.add_argument("--no-peer", action="store_true",
                    help="Noēsis alone (no Chroma build): a quick before/after; compare with --out elsewhere")
    args = ap.parse_args()
    out = Path(args.out)
    previous = json.loads(out.read_text()) if out.exists() else {}
    results: dict = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "sqlite": sqlite3.sqlite_version, "platform": platform.platform()},
        "command": " ".join(["python bench/peer_bench.py", *sys.argv[1:]]),
        "git": git_state(), "seed": SEED, "goal_ratio": GOAL_RATIO, "load_before": _uptime(), "sizes": {},
    }
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes.split(","):
            files, cues = (int(x) for x in size.split("x"))
            results["sizes"][size] = run_size(files, cues, args.questions, args.warmup, Path(tmp), not args.no_peer)
            print(f"  {size}: done", file=sys.stderr)
    results["load_after"] = _uptime()
    report(results, previous)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n")
    print(f"written {out}")


if __name__ == "__main__":
    main()
