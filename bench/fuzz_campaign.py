"""The long fault-injection campaign (``make fuzz``), issues 16 and 28.

Two parts, both seeded, both judged on what the KB stores *and* on what it answers:

1. **Mutated readers** (issue 16): every reader's sample (tests/reliability/harness.py) is
   mutated and re-ingested into one KB, judged against the clean KB (a crash, a hang, a
   source emptied, another source changed, unclean text, a failed integrity check).
2. **Generated tables** (issue 28, bench/fuzz_judge.py): Markdown and HTML document tables
   (spans, hostile numbers), wide CSV tables on a date axis (years 0 and past 9999) and
   mutations of them, each re-ingested into a date-axis KB and judged cell by cell (the
   per-column loss count: stored, missing, reported by a problem line, lost, wrong); every
   fifth input re-draws the mesh anchor, asked over the mesh with a second KB that
   disagrees (the answer must be a question back, neither side verified).

After every re-ingest of either part the judge runs ``noesis facts --json`` and ``noesis ask
--json`` (engine policy, deterministic) in-process through the CLI, and the same requests
to the served app (``/v1/facts``, ``/v1/ask``, ``/v1/context``; the FastAPI app in-process
through its test client, one live app per mesh that notices each re-ingest): a traceback,
a 5xx, a non-JSON body (``Infinity``), a served answer that differs from the CLI's, or an
answered peak that is not the cells' peak is a crash or a wrong.

    python bench/fuzz_campaign.py [--per-reader 60] [--generated 1200] [--seed 28]
                                  [--hang-seconds 30] [--json bench/results/fuzz.json]

Prints one row per reader / generated family — inputs, crashes, hangs, data lost, wrong —
the per-column loss count and the answers judged; exits 1 unless crashes, hangs, data
lost and wrong are all 0. CI runs a seeded slice (tests/e2e/test_fuzz_slice.py).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT)]

from bench.fuzz_judge import (  # noqa: E402
    AnswerCheck,
    ColumnCount,
    Generated,
    Judge,
    account,
    anchor_other_md,
    gen_anchor,
    generate,
    real_server,
)
from tests.reliability.harness import (  # noqa: E402
    SAMPLES,
    Hang,
    Outcome,
    Tally,
    guard,
    judge,
    kb_state,
    mutate,
    parquet_sample,
    unclean,
    write_folder,
)

from noesis.errors import NoesisError  # noqa: E402
from noesis.ingest.pipeline import ingest  # noqa: E402
from noesis.store.kb import KBStore  # noqa: E402

COLUMNS = ("part / family", "inputs tried", "crashes", "hangs", "data lost", "wrong")


@dataclass
class Results:
    tallies: dict[str, Tally] = field(default_factory=dict)
    columns: ColumnCount = field(default_factory=ColumnCount)
    answers: dict[str, int] = field(default_factory=lambda: {"peak answered": 0, "refused": 0, "mesh conflicts": 0,
                                                              "served requests": 0})
    #: every failure, with what reproduces it (the input is written under --keep)
    findings: list[dict] = field(default_factory=list)
    progress: bool = False

    def total(self) -> Tally:
        total = Tally()
        for t in self.tallies.values():
            for name in ("inputs", "crashes", "hangs", "lost", "wrong"):
                setattr(total, name, getattr(total, name) + getattr(t, name))
        return total

    def ok(self) -> bool:
        t = self.total()
        return not (t.crashes or t.hangs or t.lost or t.wrong)


def _note(res: Results, tally: Tally, kind: str, what: str, files: dict[str, bytes], keep: Path | None,
          label: str) -> None:
    tally.first = tally.first or f"{kind}: {what}"
    entry = {"part": label, "kind": kind, "what": what[:400]}
    if keep is not None:
        case = keep / f"case{len(res.findings):04d}"
        case.mkdir(parents=True, exist_ok=True)
        for name, data in files.items():
            (case / name).write_bytes(data)
        entry["repro"] = str(case)
        with (keep / "findings.jsonl").open("a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")
    res.findings.append(entry)


def _progress(res: Results) -> None:
    t = res.total()
    if res.progress and t.inputs % 200 == 0:
        print(f"… {t.inputs} inputs: {t.crashes} crashes, {t.hangs} hangs, {t.lost} lost, {t.wrong} wrong",
              file=sys.stderr, flush=True)


def _answers(res: Results, check: AnswerCheck) -> None:
    res.answers["peak answered"] += check.answered
    res.answers["refused"] += check.refused
    res.answers["served requests"] += check.requests


# --------------------------------------------------------------------------- part 1
def mutated_readers(res: Results, workdir: Path, per_reader: int, seed: int, hang_seconds: int,
                    keep: Path | None) -> None:
    samples = (*SAMPLES, parquet_sample())
    folder, kb = workdir / "readers", workdir / "readers.sqlite"
    write_folder(folder, samples)
    ingest(folder, kb, workers=1)
    before = kb_state(kb)
    judged = Judge(kb)
    try:
        for sample in samples:
            rng = random.Random(f"{seed}:{sample.file}")
            tally = res.tallies.setdefault(f"readers {sample.kind}/{sample.fmt}", Tally())
            for _ in range(per_reader):
                data = mutate(sample.good, rng)
                outcome = judge(folder, kb, sample, data, before, hang_seconds)
                if outcome == Outcome():
                    try:
                        with guard(hang_seconds):
                            check = judged.check(("Table", "share", None), None)
                        _answers(res, check)
                        outcome = Outcome(crash=check.crash, wrong=check.wrong)
                    except Hang:
                        outcome = Outcome(hang=True)
                tally.add(outcome)
                _progress(res)
                for kind, bad in (("crash", outcome.crash), ("hang", outcome.hang), ("lost", outcome.lost),
                                  ("wrong", outcome.wrong)):
                    if bad:
                        _note(res, tally, kind, str(bad), {sample.file: data, "noesis.toml":
                                                            (folder / "noesis.toml").read_bytes()}, keep, "readers")
                # the judged re-ingest left the clean sample; bring the KB back to it
                if outcome != Outcome():
                    ingest(folder, kb, workers=1)
    finally:
        judged.close()


# --------------------------------------------------------------------------- part 2
_BASE_CSV = "date,level\n" + "".join(f"2020-01-{d:02d},{d * 1.5:g}\n" for d in range(1, 11))


def generated_tables(res: Results, workdir: Path, n: int, seed: int, hang_seconds: int,
                     keep: Path | None, known: bool = True, serve: bool = True) -> None:
    folder, kb = workdir / "tables", workdir / "tables.sqlite"
    other_folder, other = workdir / "other", workdir / "other.sqlite"
    folder.mkdir()
    other_folder.mkdir()
    (folder / "base.csv").write_text(_BASE_CSV, encoding="utf-8")
    (other_folder / "ratings.md").write_text(anchor_other_md(), encoding="utf-8")
    ingest(other_folder, other, workers=1)
    rng = random.Random(f"{seed}:generated")
    first = gen_anchor(rng, 0)
    (folder / first.file).write_bytes(first.data)
    ingest(folder, kb, workers=1)
    anchor_values = first.anchor_values
    judged = Judge(kb, other)
    try:
        for i in range(n):
            g = generate(rng, i, mutate, known)
            written: list[Generated] = [g]
            if i % 5 == 4:
                written.append(gen_anchor(rng, i))
            tally = res.tallies.setdefault(f"generated {g.family}", Tally())
            one(res, tally, folder, kb, written, judged, hang_seconds, keep)
            for w in written:
                if w.family == "anchor":
                    anchor_values = w.anchor_values
        if serve:  # the last KB, once more, through a real `noesis serve` on loopback
            tally = res.tallies.setdefault("noesis serve (real)", Tally())
            got = real_server(kb, other)
            res.answers["served requests"] += got.get("requests", 0)
            want = "kb_conflict" if anchor_values else None
            wrong = got.get("wrong") or (None if got.get("crash") or got.get("reason_kind") == want else
                                         f"real server: {got.get('answer')!r} (reason_kind {got.get('reason_kind')})")
            outcome = Outcome(crash=got.get("crash"), wrong=wrong)
            tally.add(outcome)
            if outcome != Outcome():
                _note(res, tally, "crash" if outcome.crash else "wrong", str(outcome.crash or outcome.wrong), {},
                      keep, "serve")
    finally:
        judged.close()


def _series_of(kb: Path, file: str) -> tuple[list, str]:
    with KBStore.open(kb, readonly=True) as s:
        return [se for _, se in s.series(source=file)], s.axis_kind


def one(res: Results, tally: Tally, folder: Path, kb: Path, written: list[Generated], judged: Judge,
        hang_seconds: int, keep: Path | None) -> None:
    before = kb_state(kb)
    files = {w.file: w.data for w in written}
    for w in written:
        (folder / w.file).write_bytes(w.data)
    report = None
    outcome = Outcome()
    try:
        with guard(hang_seconds):
            report = ingest(folder, kb, workers=1)
    except Hang:
        outcome = Outcome(hang=True)
    except NoesisError:
        pass
    except Exception as exc:  # noqa: BLE001 - what the campaign counts
        outcome = Outcome(crash=f"ingest: {type(exc).__name__}: {exc}"[:300])
    if outcome == Outcome():
        outcome = _judge_kb(res, kb, written, before, report, judged, hang_seconds)
    tally.add(outcome)
    _progress(res)
    for kind, bad in (("crash", outcome.crash), ("hang", outcome.hang), ("lost", outcome.lost),
                      ("wrong", outcome.wrong)):
        if bad:
            _note(res, tally, kind, str(bad), files, keep, "generated")
    if outcome.hang or outcome.crash:  # leave a KB the next input can build on
        for w in written:
            (folder / w.file).unlink(missing_ok=True)
        with contextlib.suppress(NoesisError):
            ingest(folder, kb, workers=1, allow_removal=True)


def _judge_kb(res: Results, kb: Path, written: list[Generated], before: dict, report, judged: Judge,
              hang_seconds: int) -> Outcome:
    try:
        after = kb_state(kb)
    except AssertionError:
        return Outcome(wrong="integrity check failed")
    mine = {w.file for w in written}
    others = [name for name in before if name not in mine and after.get(name) != before[name]]
    if others:
        return Outcome(wrong=f"other sources changed: {others}")
    if unclean(after):
        return Outcome(wrong=f"unclean text stored: {unclean(after)[:1]!r}")
    if report is None and after != before:  # refused as a whole: the KB must be as it was
        return Outcome(wrong="a refused ingest changed the KB")
    lost, wrong = [], []
    question, anchor = None, None
    statuses = {s.name: s for s in report.sources} if report is not None else {}
    for w in written:
        src = statuses.get(w.file)
        if src is None:
            continue
        if src.status == "kept-previous":
            if after.get(w.file) != before.get(w.file):
                wrong.append(f"{w.file}: kept-previous but its content changed")
            continue
        if src.status == "failed":  # refused as a whole: every cell reported by its problem, or lost
            cells = sum(1 for col in w.columns for _, _, c, _ in col.cells if c.value is not None or c.hostile)
            res.columns.cells += cells
            if src.problems:
                res.columns.reported += cells
            elif cells:
                res.columns.lost += cells
                lost.append(f"{w.file}: failed with no problem")
            continue
        series, axis_kind = _series_of(kb, w.file)
        counted, notes = account(w, series, [str(p) for p in src.problems], axis_kind)
        res.columns.add(counted)
        if counted.wrong:
            wrong += notes
        elif counted.lost:
            lost += notes
        if w.family == "anchor":
            anchor = w.anchor_values if counted.wrong == 0 else None
            if anchor is not None:
                res.answers["mesh conflicts"] += 1
        elif w.question is not None and not counted.lost and not counted.wrong:
            question = w.question
        elif w.family == "mutated":
            question = None
    try:
        with guard(hang_seconds):
            check = judged.check(question, anchor)
    except Hang:
        return Outcome(hang=True)
    _answers(res, check)
    if check.crash:
        return Outcome(crash=check.crash)
    if wrong or check.wrong:
        return Outcome(wrong="; ".join([*wrong, *([check.wrong] if check.wrong else [])])[:600])
    if lost:
        return Outcome(lost="; ".join(lost)[:600])
    return Outcome()


# --------------------------------------------------------------------------- report
def table(res: Results) -> str:
    rows = [*res.tallies.items(), ("total", res.total())]
    lines = [" | ".join(COLUMNS), " | ".join("---" for _ in COLUMNS)]
    lines += [f"{r} | {t.inputs} | {t.crashes} | {t.hangs} | {t.lost} | {t.wrong}" for r, t in rows]
    c = res.columns
    lines += ["", "per-column loss count (generated tables):",
              "columns | columns with a cell lost | cells | stored | missing | reported | lost | wrong",
              " | ".join("---" for _ in range(8)),
              f"{c.columns} | {c.columns_lost} | {c.cells} | {c.stored} | {c.missing} | {c.reported} | {c.lost} "
              f"| {c.wrong}",
              "", "answers judged: " + ", ".join(f"{k} {v}" for k, v in res.answers.items())]
    return "\n".join(lines)


def run(workdir: Path, per_reader: int, generated: int, seed: int, hang_seconds: int = 30,
        keep: Path | None = None, known: bool = True, serve: bool = True, progress: bool = False) -> Results:
    """Both parts; ``known=False`` leaves out the inputs of the findings already reported
    (:data:`bench.fuzz_judge.KNOWN_TRIGGERS`), ``serve=False`` the real server."""
    res = Results(progress=progress)
    if per_reader:
        mutated_readers(res, workdir, per_reader, seed, hang_seconds, keep)
    if generated:
        generated_tables(res, workdir, generated, seed, hang_seconds, keep, known, serve)
    return res


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-reader", type=int, default=60, help="mutations per reader (15 readers)")
    ap.add_argument("--generated", type=int, default=1200, help="generated table inputs")
    ap.add_argument("--seed", type=int, default=28)
    ap.add_argument("--hang-seconds", type=int, default=30)
    ap.add_argument("--keep", type=Path, help="write each failing input (and its manifest) under this folder")
    ap.add_argument("--json", type=Path, help="write the figures as JSON here")
    ap.add_argument("--without-known", action="store_true",
                    help="leave out the inputs of the findings already reported (as the CI slice does)")
    args = ap.parse_args()
    t0, load0 = time.perf_counter(), os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="noesis-fuzz-") as tmp:
        res = run(Path(tmp), args.per_reader, args.generated, args.seed, args.hang_seconds, args.keep,
                  known=not args.without_known, progress=True)
    seconds = time.perf_counter() - t0
    print(table(res))
    print(f"\nseed {args.seed}, {args.per_reader} mutations per reader, {args.generated} generated tables, "
          f"{seconds:.0f} s, load average {load0[0]:.1f} → {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    for f in res.findings[:20]:
        print(f"{f['part']} {f['kind']}: {f['what']}" + (f"  [{f['repro']}]" if "repro" in f else ""))
    if args.json:
        t = res.total()
        args.json.write_text(json.dumps({
            "seed": args.seed, "per_reader": args.per_reader, "generated": args.generated,
            "without_known": args.without_known,
            "seconds": round(seconds), "load_average": [round(load0[0], 2), round(os.getloadavg()[0], 2)],
            "cpus": os.cpu_count(),
            "total": {"inputs": t.inputs, "crashes": t.crashes, "hangs": t.hangs, "lost": t.lost, "wrong": t.wrong},
            "rows": {k: {"inputs": v.inputs, "crashes": v.crashes, "hangs": v.hangs, "lost": v.lost,
                         "wrong": v.wrong} for k, v in res.tallies.items()},
            "columns": asdict(res.columns), "answers": res.answers, "findings": res.findings,
        }, indent=1) + "\n", encoding="utf-8")
    return 0 if res.ok() else 1


if __name__ == "__main__":
    sys.exit(main())
