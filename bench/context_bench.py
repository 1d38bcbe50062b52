"""Context-assembly benchmark: latency p50/p95/max per arm and prompt tokens per arm, on
transcript KBs of 10k, 100k and 1M spans, plus prompt tokens per arm on the demo mesh.

    python bench/context_bench.py [--sizes 10000,100000,1000000] [--questions 50]
                                  [--out bench/results/context.json]

For each size a corpus is generated (seeded) in a temp dir: a handful of programmes, each
an SRT transcript (its cues are the spans), a per-second CSV table (second, share,
audience) and a manifest declaring the axis `second` (clock) and the share metric. One
fresh process ingests it (timed); another opens a Mesh once, warms up, then times
`Mesh.context` for each question of a fixed, seeded list under each arm. Per-stage
medians come from each context's `trace['timings_ms']`; "untimed" is the rest of the
call (addresses, scoping, prompt rendering, token counting).
Not a test: it prints figures; docs/benchmarks.md quotes them.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from figures import git_state

from noesis.answer import Engine

ARMS = ("full", "hydrate", "skeleton", "flat")
SEED = 20260302

MANIFEST = """
[kb]
name = "bench-context"
language = "en"
[axis]
name = "second"
kind = "clock"
unit = "s"
[[metric]]
name = "share"
unit = "%"
aliases = ["audience share", "ratings share"]
stats = ["max", "min", "mean"]
[[metric]]
name = "audience"
unit = "viewers"
aliases = ["viewers"]
stats = ["max", "min", "mean"]
"""
# file stem -> entity "Harbour Lights Tonight" etc. (entity names come from the stem)
PROGRAMMES = [
    "harbour_lights_tonight", "morning_market_report", "northern_skies_weekly", "garden_quiz_hour",
    "city_beat_live", "silver_screen_review", "coastal_kitchen_stories", "midnight_science_desk",
]
UNKNOWN = ["Domenica Sportiva Estate", "Sunday Rally Roundup", "Polar Night Panel"]
SPEAKERS = ["Anna Berg", "Marco Ferri", "Lucia Neri", "Tom Hale", "Priya Shah", "Owen Price",
            "Greta Holm", "Samir Haddad"]
FUNCTION_WORDS = ["the", "and", "we", "then", "really", "about", "after", "this", "that", "our",
                  "with", "for", "you", "it", "was", "is", "of", "to", "in", "on", "so", "but"]
SYLLABLES = ["bar", "cel", "dor", "fen", "gal", "hup", "kir", "lom", "mar", "nel", "pov", "quin",
             "ros", "sal", "tev", "ulm", "var", "wes", "yor", "zan"]


def vocabulary(size: int = 4000, seed: int = SEED) -> list[str]:
    """Pseudo-words of 2–3 syllables, seeded; none collides with a manifest or question word."""
    rng = np.random.default_rng(seed + 2)
    out: dict[str, None] = {}
    while len(out) < size:
        out["".join(SYLLABLES[j] for j in rng.integers(0, len(SYLLABLES), int(rng.integers(2, 4))))] = None
    return list(out)


VOCAB = vocabulary()
WORDS = FUNCTION_WORDS + VOCAB  # ranked: Zipf weights make the function words the most frequent
ZIPF = 1 / (np.arange(len(WORDS)) + 2.7)
ZIPF /= ZIPF.sum()


def entity(stem: str) -> str:
    return " ".join(w.capitalize() for w in stem.split("_"))


def _ts(s: int) -> str:
    return f"{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d},000"


def write_corpus(folder: Path, spans: int, seed: int = SEED) -> dict[str, int]:
    """Write the corpus; returns each programme's duration in seconds."""
    rng = np.random.default_rng(seed)
    (folder / "noesis.toml").write_text(MANIFEST)
    n_prog = len(PROGRAMMES)
    durations: dict[str, int] = {}
    for p, stem in enumerate(PROGRAMMES):
        n = spans // n_prog + (1 if p < spans % n_prog else 0)
        lengths = rng.integers(2, 5, n)  # 2–4 s cues
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        words = rng.choice(len(WORDS), (n, 11), p=ZIPF)
        who = rng.integers(0, 4, n)
        speakers = SPEAKERS[p % 4: p % 4 + 4]
        out = []
        for i in range(n):
            s, e = int(starts[i]), int(starts[i] + lengths[i])
            text = " ".join(WORDS[j] for j in words[i])
            if i % 40 == 39:  # now and then a trail for another programme (gazetteer mentions)
                text += f", and later on {entity(PROGRAMMES[(p + 1 + i // 40) % n_prog])}"
            out.append(f"{i + 1}\n{_ts(s)} --> {_ts(e)}\n{speakers[who[i]]}: {text}\n")
        (folder / f"{stem}.srt").write_text("\n".join(out))
        dur = int(starts[-1] + lengths[-1])
        durations[stem] = dur
        share = np.round(_mean_reverting(rng, dur, mean=15.0 + p, sd=3.0), 1)
        audience = rng.integers(100_000, 5_000_000, dur)
        rows = "\n".join(f"{s},{v},{a}" for s, v, a in zip(range(dur), share, audience, strict=True))
        (folder / f"{stem}.csv").write_text("second,share,audience\n" + rows + "\n")
    return durations


def _mean_reverting(rng: np.random.Generator, n: int, mean: float, sd: float, theta: float = 0.01) -> np.ndarray:
    """An Ornstein–Uhlenbeck walk (no plateaus at a clip bound, so extremes have few ties)."""
    noise = rng.normal(0, sd * np.sqrt(2 * theta), n)
    x = np.empty(n)
    v = mean
    for i in range(n):
        v += theta * (mean - v) + noise[i]
        x[i] = v
    return np.clip(x, 0.1, 99.9)


def _clock(s: int) -> str:
    return f"{s // 60}:{s % 60:02d}" if s < 3600 else f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


def questions(durations: dict[str, int], n: int, seed: int = SEED) -> list[tuple[str, str]]:
    """A fixed, seeded list of (kind, question), cycling through six kinds."""
    rng = np.random.default_rng(seed + 1)
    stems = sorted(durations)
    out: list[tuple[str, str]] = []
    for i in range(n):
        stem = stems[int(rng.integers(0, len(stems)))]
        name, pos = entity(stem), int(rng.integers(0, durations[stem]))
        kind = ("peak", "at_second", "around", "open", "trap", "lexical")[i % 6]
        if kind == "peak":
            q = f"What was the peak share of {name}?"
        elif kind == "at_second":
            q = f"What was said at second {pos} in {name}?"
        elif kind == "around":
            q = f"What were they talking about around {_clock(pos)} in {name}?"
        elif kind == "open":
            q = ("Which programme had the highest share?", "Which programme had the lowest audience share?")[i // 6 % 2]
        elif kind == "trap":
            q = f"What was the peak share of {UNKNOWN[i // 6 % len(UNKNOWN)]}?"
        else:
            a, b = rng.choice(np.arange(50, 1500), 2, replace=False)  # mid-frequency words
            q = f"Who talked about the {VOCAB[a]} and the {VOCAB[b]}?"
        out.append((kind, q))
    return out


DEMO_QUESTIONS = [
    {"question": "What was the peak share of Italia Sera?"},
    {"question": "What was the lowest share of Notte Italiana, and at which second?"},
    {"question": "How much higher was the peak share of Italia Sera than that of Notte Italiana?"},
    {"question": "When did Late Review reach its highest share?"},
    {"question": "What was said at second 146 in Italia Sera?"},
    {"question": "What was being discussed around 20:05 in Evening Panorama?"},
    {"question": "Which programme had the highest share?"},
    {"question": "What was the average audience of Evening Panorama?"},
    {"question": "Who is Marco Ferri?"},
    {"question": "What was the peak share of Domenica Sportiva Estate?"},
    {"question": "What is a TV pilot?"},
    {"question": "What was the possession at minute 29 in Riverside Rovers v Harbour Athletic?"},
    {"question": "How many minutes per game did LeBron James average for the Ottawa Beavers?"},
    {"question": "What was the Ottawa Beavers' record when LeBron James left the season?"},
    {"question": "What was the peak share of Italia Sera?"},
    {"question": "And what was said at that moment?",
     "history": [{"role": "user", "content": "What was the peak share of Italia Sera?"},
                 {"role": "assistant", "content": "Italia Sera peaked at 37.5 % share "
                                                  "[italia_sera.csv @ second 146]."}]},
]


def _peak_mb() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, kids) / 1024


def _stats(ms: list[float], tokens: list[int], stages: list[dict[str, float]]) -> dict:
    names = list(dict.fromkeys(k for s in stages for k in s))
    med = {k: round(float(np.median([s.get(k, 0.0) for s in stages])), 3) for k in names}
    total = sum(ms) or 1.0
    share = {k: round(sum(s.get(k, 0.0) for s in stages) / total, 3) for k in names}
    return {
        "n": len(ms),
        "p50_ms": round(float(np.percentile(ms, 50)), 3),
        "p95_ms": round(float(np.percentile(ms, 95)), 3),
        "max_ms": round(float(max(ms)), 3),
        "mean_tokens": round(float(np.mean(tokens)), 1),
        "median_tokens": float(np.median(tokens)),
        "stage_median_ms": med,
        "stage_share_of_time": share,  # a stage's summed time over the summed call time
        "dominant_stage": max(share, key=share.get),
    }


def _time_one(mesh, question: str, arm: str, history=()) -> tuple[float, int, dict[str, float]]:
    t0 = time.perf_counter()
    ctx = Engine(mesh).context(question, arm=arm, history=history)
    ms = (time.perf_counter() - t0) * 1000
    stages = dict(ctx.trace["timings_ms"])
    stages["untimed"] = max(0.0, ms - sum(stages.values()))
    return ms, ctx.tokens["total"], stages


def child_ingest(folders: list[str], kb_dir: str) -> None:
    from noesis.ingest.pipeline import ingest

    out = {}
    for folder in folders:
        kb = Path(kb_dir) / f"{Path(folder).name}.sqlite"
        t0 = time.perf_counter()
        report = ingest(folder, kb)
        out[Path(folder).name] = {"counts": report.counts, "seconds": time.perf_counter() - t0,
                                  "workers": report.workers, "size_mb": os.path.getsize(kb) / 1e6}
    print(json.dumps({"kbs": out, "peak_mb": _peak_mb()}))


def child_query(kb_dir: str, qfile: str) -> None:
    from noesis.mesh import Mesh

    spec = json.loads(Path(qfile).read_text())
    items, warm = spec["items"], spec["warmup"]
    t0 = time.perf_counter()
    mesh = Mesh.open([kb_dir])
    open_ms = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    Engine(mesh).context(items[0]["question"], arm="full", history=items[0].get("history", ()))
    cold_ms = (time.perf_counter() - t0) * 1000
    for it in items[:warm]:
        for arm in ARMS:
            Engine(mesh).context(it["question"], arm=arm, history=it.get("history", ()))
    runs: dict[tuple[str, str], list[tuple[float, int, dict[str, float]]]] = {}
    for it in items:
        for arm in ARMS:
            runs.setdefault(("*", arm), []).append(_time_one(mesh, it["question"], arm, it.get("history", ())))
            runs.setdefault((it.get("kind", "-"), arm), []).append(runs[("*", arm)][-1])
    mesh.close()

    def stats(key: tuple[str, str]) -> dict:
        ms, tok, stg = zip(*runs[key], strict=True)
        return _stats(list(ms), list(tok), list(stg))

    kinds = list(dict.fromkeys(k for k, _a in runs if k != "*"))
    print(json.dumps({"open_ms": open_ms, "cold_first_ms": cold_ms, "peak_mb": _peak_mb(),
                      "arms": {a: stats(("*", a)) for a in ARMS},
                      "by_kind": {k: {a: stats((k, a)) for a in ARMS} for k in kinds}}))


def _run(*args: str) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True)
    if out.returncode:
        sys.stderr.write(out.stderr)
        raise SystemExit(f"child {args[0]} failed")
    return json.loads(out.stdout.strip().splitlines()[-1])



def _demo_items(examples: Path) -> tuple[str, list[dict]]:
    battery = examples / "battery.yaml"
    if battery.exists():
        import yaml

        data = yaml.safe_load(battery.read_text(encoding="utf-8")) or {}
        items = [{"question": it["question"], "history": it.get("history") or []}
                 for it in data.get("items", []) if it.get("question")]
        if items:
            return "examples/battery.yaml", items
    return "fixed demo list (bench/context_bench.py)", DEMO_QUESTIONS


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000,1000000", help="spans per KB, comma-separated")
    ap.add_argument("--questions", type=int, default=50, help="timed questions per arm")
    ap.add_argument("--warmup", type=int, default=6, help="questions run under every arm before timing")
    ap.add_argument("--examples", default=str(Path(__file__).resolve().parent.parent / "examples"))
    ap.add_argument("--no-demo", action="store_true", help="skip the demo-mesh token count")
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "context.json"))
    ap.add_argument("--child", nargs="+")
    args = ap.parse_args()
    if args.child:
        mode, *rest = args.child
        if mode == "ingest":
            child_ingest(rest[:-1], rest[-1])
        else:
            child_query(*rest)
        return

    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    results: dict = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "sqlite": sqlite3.sqlite_version, "platform": platform.platform()},
        "command": " ".join(["python bench/context_bench.py", *sys.argv[1:]]),
        "git": git_state(),
        "seed": SEED, "programmes": len(PROGRAMMES), "questions_per_arm": args.questions,
        "sizes": {},
    }
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for size in sizes:
            corpus, kbs = tmp / f"corpus{size}", tmp / f"kb{size}"
            corpus.mkdir()
            kbs.mkdir()
            t0 = time.perf_counter()
            durations = write_corpus(corpus, size)
            gen_s = time.perf_counter() - t0
            ing = _run("ingest", str(corpus), str(kbs))
            info = ing["kbs"][corpus.name]
            qs = questions(durations, args.questions)
            qfile = tmp / f"q{size}.json"
            qfile.write_text(json.dumps({"warmup": args.warmup,
                                         "items": [{"kind": k, "question": q} for k, q in qs]}))
            res = _run("query", str(kbs), str(qfile))
            results["sizes"][str(size)] = {
                "spans": info["counts"]["spans"], "table_rows": info["counts"].get("rows"),
                "generate_s": round(gen_s, 2),
                "ingest": {"seconds": round(info["seconds"], 2), "spans_per_s": round(info["counts"]["spans"] / info["seconds"]),
                           "workers": info["workers"], "size_mb": round(info["size_mb"], 1),
                           "peak_mb": round(ing["peak_mb"]), "counts": info["counts"]},
                "open_ms": round(res["open_ms"], 1), "cold_first_ms": round(res["cold_first_ms"], 1),
                "query_peak_mb": round(res["peak_mb"]),
                "arms": res["arms"], "by_kind": res["by_kind"],
                "questions": [q for _k, q in qs],
            }
            shutil.rmtree(corpus, ignore_errors=True)  # the KB stays until the temp dir goes
            print(f"  {size:>9,} spans: ingest {info['seconds']:.1f} s, timed {args.questions} questions × {len(ARMS)} arms",
                  file=sys.stderr)
        if not args.no_demo:
            examples = Path(args.examples)
            folders = sorted(str(p) for p in examples.iterdir() if (p / "noesis.toml").exists())
            demo_kbs = tmp / "demo"
            demo_kbs.mkdir()
            _run("ingest", *folders, str(demo_kbs))
            source, items = _demo_items(examples)
            qfile = tmp / "qdemo.json"
            qfile.write_text(json.dumps({"warmup": len(items), "items": items}))
            res = _run("query", str(demo_kbs), str(qfile))
            results["demo"] = {"questions_from": source, "n": len(items), "kbs": [Path(f).name for f in folders],
                               "arms": {a: {k: v[k] for k in ("mean_tokens", "median_tokens", "p50_ms", "p95_ms")}
                                        for a, v in res["arms"].items()}}

    print(f"{'KB spans':>10}  {'arm':<9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'tokens':>7}  dominant stage (share of time)")
    for size, r in results["sizes"].items():
        for arm, a in r["arms"].items():
            dom = a["dominant_stage"]
            print(f"{int(size):>10,}  {arm:<9} {a['p50_ms']:>8.2f} {a['p95_ms']:>8.2f} {a['max_ms']:>8.2f} "
                  f"{a['mean_tokens']:>7.0f}  {dom} ({a['stage_share_of_time'][dom]:.0%})")
        print(f"{'':>10}  ingest {r['ingest']['seconds']:.1f} s ({r['ingest']['spans_per_s']:,} spans/s, "
              f"KB {r['ingest']['size_mb']} MB); Mesh.open {r['open_ms']:.0f} ms; first context {r['cold_first_ms']:.0f} ms")
    if "demo" in results:
        d = results["demo"]
        print(f"demo mesh, {d['n']} questions from {d['questions_from']}: prompt tokens mean / median")
        for arm, a in d["arms"].items():
            print(f"  {arm:<9} {a['mean_tokens']:>7.1f} / {a['median_tokens']:<7.0f} (p50 {a['p50_ms']:.2f} ms)")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    print(f"written {args.out}")


if __name__ == "__main__":
    main()
