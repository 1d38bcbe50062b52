"""The answer-level evaluation: ask a real model every battery item in every arm (docs/design.md §8).

:func:`answer_level` runs each item × arm × run in a fixed order (items in battery order,
then arms in the requested order, then runs ``0 … N-1``); run ``r`` uses
``Options(seed=r)``. Each answer becomes one JSON line appended to ``answers.jsonl`` in the
output folder and flushed at once, so an interrupted evaluation keeps everything finished.

Resuming: on start the runner reads ``answers.jsonl`` and skips every ``(item, arm, run)``
already recorded; a half-written last line (the process was killed mid-write) is dropped
and the file rewritten without it. A file written by a different model, or for an item
whose question has changed since, is refused with a :class:`~noesis.errors.QueryError`
(use another output folder) so one report never mixes two measurements.

One record (see :data:`RECORD_KEYS`) holds the item id, class, arm, run, seed, model,
question, the answer text, citations, hydration ``{fired, forced, fetched}``, usage,
timings, ``degraded``, ``deterministic``, the needles found and missing *in the answer
text*, the forbidden needles the answer contains, ``refused`` (the refusal sentence
appears in the answer), ``expect_refusal``, ``needs_prose`` (the item's needles are not
all in its skeleton-arm context, see :func:`needs_prose`) and the assembled context's
token count. Needles match exactly as at context level (:func:`~.battery.find_needles`),
against the whole answer including its citation markers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from ..answer import Engine, Settings
from ..context.prompt import is_refusal
from ..errors import QueryError
from ..llm.base import DEFAULT_TEMPERATURE, Message, Options
from .battery import ARMS, Battery, BatteryItem, check_context, find_needles

ANSWERS_FILE = "answers.jsonl"
RECORD_KEYS = (
    "id", "class", "arm", "run", "seed", "model", "question", "answer", "citations",
    "hydration", "usage", "timings", "degraded", "deterministic", "needles", "found",
    "missing", "correct", "forbidden_hits", "refused", "expect_refusal", "needs_prose",
    "context_tokens",
)

Progress = Callable[[int, int, str], None]
"""``progress(done, total, label)``: called before the first answer and after each one."""


def needs_prose(engine: Any, battery: Battery, items: Iterable[BatteryItem] | None = None,
                *, budget: int | None = None) -> dict[str, bool]:
    """Per item id: True when its needles are NOT all in its skeleton-arm context.

    Such a question needs prose the skeleton does not carry, so hydration *should* fire
    on it; the others the skeleton already answers.
    """
    out: dict[str, bool] = {}
    for item in items if items is not None else battery.items:
        ctx = engine.context(item.question, arm="skeleton", budget=budget, history=list(item.history))
        out[item.id] = bool(check_context(item, ctx, "skeleton").missing)
    return out


def plan(battery: Battery, arms: Sequence[str] | None, runs: int) -> list[tuple[BatteryItem, str, int]]:
    """Every (item, arm, run) to answer, in the evaluation's fixed order."""
    return [(item, arm, run) for item in battery.items for arm in battery.arms_for(item, arms)
            for run in range(runs)]


def record_key(rec: dict[str, Any]) -> tuple[str, str, int]:
    return (str(rec["id"]), str(rec["arm"]), int(rec["run"]))


def read_answers(path: Path) -> list[dict[str, Any]]:
    """The complete records of an ``answers.jsonl`` (a torn last line is dropped and the
    file rewritten without it, so later appends start on a fresh line)."""
    if not path.exists():
        return []
    raw = path.read_text(encoding="utf-8")
    records: list[dict[str, Any]] = []
    torn = False
    for n, line in enumerate(raw.split("\n")):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
            record_key(rec)
        except (ValueError, KeyError, TypeError):
            torn = True
            if n < raw.count("\n"):  # a bad line that is not the last one: a foreign file
                raise QueryError(f"{path}: line {n + 1} is not an answer record; "
                                 "choose another --out folder") from None
            continue
        records.append(rec)
    if torn or (raw and not raw.endswith("\n")):
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                        encoding="utf-8")
    return records


def score(item: BatteryItem, text: str) -> dict[str, Any]:
    """Needles found and missing in an answer, forbidden hits and whether it refused."""
    found, missing = find_needles(item.needles, text)
    hits, _ = find_needles(item.forbidden, text)
    refused = is_refusal(text)
    # a trap is answered correctly by refusing without offering another entity's values;
    # the refusal need not repeat the unknown name
    correct = (refused and not hits) if item.expect_refusal else not missing
    return {"needles": list(item.needles), "found": found, "missing": missing,
            "correct": correct, "forbidden_hits": hits, "refused": refused,
            "expect_refusal": item.expect_refusal}


def make_record(item: BatteryItem, arm: str, run: int, answer: Any, *, model: str,
                prose: bool) -> dict[str, Any]:
    d = answer.as_dict()
    hyd = d.get("hydration") or {}
    rec: dict[str, Any] = {
        "id": item.id, "class": item.cls, "arm": arm, "run": run, "seed": run, "model": model,
        "question": item.question, "answer": d["answer"], "citations": d["citations"],
        "hydration": {"fired": bool(hyd.get("fired")), "forced": bool(hyd.get("forced")),
                      "refusal": bool(hyd.get("refusal")), "phase1": hyd.get("phase1"),
                      "fetched": list(hyd.get("fetched") or [])},
        "usage": dict(d.get("usage") or {}), "timings": dict(d.get("timings") or {}),
        "degraded": d.get("degraded"), "deterministic": bool(d.get("deterministic")),
    }
    rec.update(score(item, d["answer"]))
    v = d.get("verification") or {}
    claims = v.get("claims") or []
    rec["verification"] = {
        "ok": v.get("ok"),
        "unsupported": sum(c["status"] == "unsupported" for c in claims),
        "misattributed": sum(c["status"] == "misattributed" for c in claims),
        "claims": len(claims),
    } if v else None
    rec["repaired"] = bool(d.get("repaired"))
    if d.get("repaired") and d.get("original") is not None:
        rec["original_answer"] = d["original"]
        rec["original_correct"] = score(item, d["original"])["correct"]
        rec["original_refused"] = is_refusal(d["original"])
    rec["needs_prose"] = prose
    rec["context_tokens"] = int((answer.context.tokens or {}).get("total", 0))
    return rec


def answer_level(
    mesh: Any,
    battery: Battery,
    *,
    llm: Any,
    arms: Sequence[str] | None = None,
    runs: int | None = None,
    out_dir: str | Path,
    progress: Progress | None = None,
    max_tokens: int = 256,
    temperature: float = DEFAULT_TEMPERATURE,
    timeout: float = 120.0,
    budget: int | None = None,
    warmup: bool = True,
    verify: str = "flag",
    policy: str = "model",
) -> list[dict[str, Any]]:
    """Answer every item × arm × run with ``llm``; returns all records in plan order.

    ``arms`` and ``runs`` default to the battery's. Records already in
    ``out_dir/answers.jsonl`` are kept and not asked again. With ``warmup`` (and anything
    left to answer) one tiny call is made first: it loads a local model outside the timed
    answers, and a backend that cannot answer at all (a wrong path, a server down) stops
    the evaluation with its :class:`~noesis.errors.BackendError` instead of recording a
    whole battery of degraded answers. ``policy`` is the answer policy
    (:data:`noesis.answer.ANSWER_POLICIES`); the evaluation's default is ``model``: it
    measures what the model writes, where a user's default (``engine``) would skip it.
    """
    if llm is None:
        raise QueryError("the answer level needs a model; name one with --llm (e.g. smollm2 or gguf:PATH)")
    arms = tuple(arms) if arms is not None else battery.arms
    bad = [a for a in arms if a not in ARMS]
    if bad or not arms:
        raise QueryError(f"unknown arm(s) {', '.join(bad) or '(none)'}; choose from {', '.join(ARMS)}")
    runs = battery.runs if runs is None else runs
    if runs < 1:
        raise QueryError(f"runs must be at least 1, got {runs}")
    model = str(getattr(llm, "name", type(llm).__name__))
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / ANSWERS_FILE

    questions = {i.id: i.question for i in battery.items}
    existing = read_answers(path)
    done: dict[tuple[str, str, int], dict[str, Any]] = {}
    for rec in existing:
        if rec.get("model") != model:
            raise QueryError(f"{path} holds answers from model {rec.get('model')!r}, not {model!r}; "
                             "choose another --out folder")
        if rec["id"] in questions and rec.get("question") != questions[rec["id"]]:
            raise QueryError(f"{path}: item {rec['id']!r} was answered for a different question; "
                             "choose another --out folder")
        done[record_key(rec)] = rec

    todo = plan(battery, arms, runs)
    pending = [t for t in todo if (t[0].id, t[1], t[2]) not in done]
    prose = needs_prose(Engine(mesh), battery, {t[0].id: t[0] for t in pending}.values(), budget=budget)
    total, finished = len(todo), len(todo) - len(pending)
    if progress:
        progress(finished, total, "")
    if warmup and pending:
        llm.complete([Message("user", "Reply with the word OK.")],
                     Options(temperature=temperature, max_tokens=4, seed=0, timeout=timeout))
    with path.open("a", encoding="utf-8") as fh:
        for item, arm, run in pending:
            opts = Options(temperature=temperature, max_tokens=max_tokens, seed=run, timeout=timeout)
            engine = Engine(mesh, llm, Settings(arm=arm, verify=verify, options=opts, policy=policy).with_(budget=budget))
            answer = engine.ask(item.question, history=list(item.history))
            rec = make_record(item, arm, run, answer, model=model, prose=prose[item.id])
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            fh.flush()
            done[(item.id, arm, run)] = rec
            finished += 1
            if progress:
                progress(finished, total, f"{item.id} [{arm}] run {run}")
    return [done[(i.id, a, r)] for i, a, r in todo]
