"""TAT-QA dev as an external benchmark (docs/benchmarks.md, "TAT-QA dev").

    python bench/tatqa.py                                  # every dev context, deterministic
    python bench/tatqa.py --limit 20 --out eval-results/tatqa
    python bench/tatqa.py --contexts UID,UID --llm smollm2 --arm full
    python bench/tatqa.py --sample 150 --seed 0 --llm gguf:PATH --arm hydrate --out eval-results/q05-hydrate

Each context becomes a KB folder holding one Markdown report (paragraphs, then the table as a
pipe table) under ``--cache``, ingested with defaults; each question is asked through
``Engine.ask`` and scored with the TAT-QA metric (noesis.eval.tatqa). ``--out`` receives
``answers.jsonl`` (one line per question: with a model, whether it reached the model and
whether the hydrate arm fetched prose), ``report.md`` and ``report.json``. ``--sample N
--seed S`` asks a fixed seeded sample of N questions drawn from the whole file (before
``--contexts`` / ``--limit``); their uids are written to ``sample.txt`` in ``--out``.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

from noesis.errors import NoesisError
from noesis.eval.tatqa import (
    load_contexts,
    run_context,
    sample,
    select,
    summarize,
    summary_markdown,
)

DEV = Path("/work/shared/tatqa/tatqa_dataset_dev.json")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEV, help="a TAT-QA JSON file (default: the dev set)")
    ap.add_argument("--limit", type=int, help="only the first N contexts")
    ap.add_argument("--contexts", default="", help="comma-separated context (table) or question uids")
    ap.add_argument("--cache", type=Path, default=Path("eval-results/tatqa-cache"), help="KB folder (reused)")
    ap.add_argument("--out", type=Path, default=Path("eval-results/tatqa"))
    ap.add_argument("--llm", help="a model spec (smollm2, gguf:PATH, ollama:…); default deterministic")
    ap.add_argument("--arm", help="the context arm for the model path (full, hydrate, skeleton, flat)")
    ap.add_argument("--sample", type=int, help="a fixed seeded sample of N questions from the whole file")
    ap.add_argument("--seed", type=int, default=0, help="the sample's seed (default 0)")
    args = ap.parse_args(argv)
    try:
        contexts = load_contexts(args.data)
        if args.sample is not None:
            contexts = sample(contexts, args.sample, args.seed)
        contexts = select(contexts, ids=[i for i in args.contexts.split(",") if i.strip()], limit=args.limit)
        llm = None
        if args.llm:
            from noesis.llm import parse_llm_spec

            llm = parse_llm_spec(args.llm)
        args.out.mkdir(parents=True, exist_ok=True)
        asked = [q.uid for c in contexts for q in c.questions]
        if args.sample is not None:
            (args.out / "sample.txt").write_text("".join(u + "\n" for u in asked), encoding="utf-8")
        t0 = time.perf_counter()
        records = []
        with (args.out / "answers.jsonl").open("w", encoding="utf-8") as fh:
            for n, ctx in enumerate(contexts, 1):
                for r in run_context(ctx, args.cache, llm=llm, arm=args.arm):
                    records.append(r)
                    fh.write(json.dumps(r.as_dict(), ensure_ascii=False) + "\n")
                fh.flush()
                if n % (5 if llm else 20) == 0 or n == len(contexts):
                    print(f"{n}/{len(contexts)} contexts, {len(records)}/{len(asked)} questions, "
                          f"{time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    except NoesisError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    seconds = round(time.perf_counter() - t0, 1)
    summary = summarize(records)
    command = "python bench/tatqa.py " + shlex.join(argv if argv is not None else sys.argv[1:])
    mode = f"model {args.llm}, arm {args.arm or 'default'}" if args.llm else "deterministic"
    scope = f"sample of {len(asked)} questions, seed {args.seed}, " if args.sample is not None else ""
    md = summary_markdown(summary, title=f"TAT-QA ({args.data.name}, {scope}{len(contexts)} contexts, {mode})")
    md += f"\n`{command.strip()}` — {seconds} s\n"
    (args.out / "report.md").write_text(md, encoding="utf-8")
    (args.out / "report.json").write_text(json.dumps(
        {"command": command.strip(), "seconds": seconds, "contexts": len(contexts), "questions": len(asked),
         "sample": args.sample, "seed": args.seed if args.sample is not None else None, "mode": mode,
         "summary": summary.as_dict()}, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
