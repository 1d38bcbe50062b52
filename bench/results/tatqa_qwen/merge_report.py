"""Merge answer files of one model × arm run done in pieces, and report them with the
TAT-QA metric and trigger split of ``noesis.eval.tatqa`` (``summarize``, ``trigger_split``;
the scores are the ones each piece wrote: nothing is re-scored)::

    PYTHONPATH=src python bench/results/tatqa_qwen/merge_report.py --sample S.txt --out DIR A.jsonl B.jsonl
    PYTHONPATH=src python bench/results/tatqa_qwen/merge_report.py A.jsonl     # only print the counts

``--sample``: the sample's uids in order (``bench/tatqa.py``'s ``sample.txt``); the merged
``answers.jsonl`` follows it, each uid at most once and none outside it (a run stopped
early holds fewer: the report says how many). ``--uids FILE``: report only those uids
(e.g. another run's, for a same-questions comparison); each must be in the files. ``--out`` receives
``answers.jsonl``, ``report.md`` (``summary_markdown`` plus the counts below) and
``report.json``. The counts: answered by the engine (and how many exact), reached the
model (and model answers with EM 1), fetches by ``fetch_why``.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from noesis.eval.tatqa import Scored, summarize, summary_markdown


def load(path: Path) -> list[Scored]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        d["gold"], d["pred"] = tuple(d["gold"]), tuple(d["pred"])
        out.append(Scored(**d))
    return out


def counts(records: list[Scored]) -> dict:
    det = [r for r in records if r.deterministic and r.answered]
    reached = [r for r in records if r.reached_model]
    return {
        "questions": len(records),
        "answered": sum(r.answered for r in records),
        "by_engine": len(det),
        "by_engine_exact": sum(r.em == 1 for r in det),
        "refused_by_construction": sum(r.deterministic and not r.answered for r in records),
        "reached_model": len(reached),
        "model_answered": sum(r.answered for r in reached),
        "model_em1": sum(r.em == 1 for r in reached),
        "fetched": sum(r.fetched for r in records),
        "fetch_why": dict(Counter(r.fetch_why for r in records if r.fetched)),
        "model_seconds": round(sum(r.model_ms for r in records) / 1000, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--sample", type=Path)
    ap.add_argument("--uids", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--title", default="TAT-QA dev (merged)")
    args = ap.parse_args()
    records = [r for f in args.files for r in load(f)]
    if args.sample:
        order = args.sample.read_text(encoding="utf-8").split()
        by_uid = {r.uid: r for r in records}
        if len(by_uid) != len(records) or not set(by_uid) <= set(order):
            raise SystemExit(f"the files hold {len(records)} records ({len(by_uid)} uids), "
                             f"not each once from the sample's {len(order)} uids")
        records = [by_uid[u] for u in order if u in by_uid]
        print(f"{len(records)} of the sample's {len(order)} questions")
    if args.uids:
        by_uid = {r.uid: r for r in records}
        records = [by_uid[u] for u in args.uids.read_text(encoding="utf-8").split()]
    s, c = summarize(records), counts(records)
    md = summary_markdown(s, title=args.title)
    md += "\n" + "".join(f"- {k}: {v}\n" for k, v in c.items())
    print(md)
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "answers.jsonl").write_text(
            "".join(json.dumps(r.as_dict(), ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
        (args.out / "report.md").write_text(md, encoding="utf-8")
        (args.out / "report.json").write_text(json.dumps(
            {"merged_from": [str(f) for f in args.files], "questions": len(records), "counts": c,
             "summary": s.as_dict()}, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
