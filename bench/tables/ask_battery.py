"""Ask the question battery (bench/tables/questions/) of the engine alone and grade each answer.

For each table of the split, the table folder is copied to a temporary folder without its
``truth.json`` (with ``--manifest user`` the user's ``manifests/<name>/noesis.toml`` goes in too),
ingested into a KB of its own, and each of its questions is asked with
``Engine(mesh).ask(question, deterministic=True)``. The grade is this file's own code:

- **right**: the answer holds the truth: a number in the text, or in ``answer.result`` (its value,
  percent or operands' values), that rounds to the truth at the truth's decimals (thousands
  separators allowed; for a change or a comparison the sign may be carried by words); where the
  truth has a position (a "when" question), a spelling of the position in the text or in the
  operands' positions (a day number and a clock time, "day 307, 20:40", both in either order); where it has an entity (a "which" question), that name in the text (a header written in camel case
  read as its words: "IncomeTaxRegulations" names "regulations") or the operands. For a refusal item: the answer is a refusal and presents no number as the answer;
- **refused**: the engine declined (the refusal sentence, a ``refusal`` result, or "needs a
  language model") on an item with a truth, or said it needs a model on a refusal item;
- **wrong**: anything else: a confident answer without the truth.

Prints a per-table table and the totals, and writes
``bench/results/questions_<split>_<manifest>.json``. The answers of the held-out splits
(``holdout``, ``holdout2``, ``holdout3``, ``holdout4``, ``holdout5``, ``holdout6``, ``holdout7``,
``holdout8``, ``holdout9``, ``holdout10``, ``holdout11``, ``holdout12``, ``holdout13``, ``holdout14``, ``holdout15``,
``holdout16``, ``holdout17``, ``holdout18``, ``holdout19`` (measured), ``holdout20`` (measured), ``holdout21``
(measured), ``holdout22`` (measured), and ``holdout23``, the unseen split kept for the final measurement) are hidden (counts only, on screen and in the file) unless ``--details`` is given: don't
tune the engine on them. ``--split all`` is dev + holdout. A measurement: it exits 0 whatever it finds.

    .venv/bin/python bench/tables/ask_battery.py --split dev --manifest none
    .venv/bin/python bench/tables/ask_battery.py --split dev --manifest user --only airline,nile
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
QUESTIONS = HERE / "questions"
MANIFESTS = HERE / "manifests"
RESULTS = ROOT / "bench" / "results"
GRADES = ("right", "refused", "wrong")
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]
SPLITS = ("dev", "holdout", "holdout2", "holdout3", "holdout4", "holdout5", "holdout6", "holdout7",
          "holdout8", "holdout9", "holdout10", "holdout11", "holdout12", "holdout13", "holdout14",
          "holdout15", "holdout16", "holdout17", "holdout18", "holdout19", "holdout20", "holdout21",
          "holdout22", "holdout23")
SIGNLESS = ("change", "percent-change", "comparison")  # "fell by 2.7" states a negative change
QUARTER_WORDS = ["first", "second", "third", "fourth"]


# ------------------------------------------------------------------------------ the grading
def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return text.replace("\u2212", "-").replace("\u2013", "-").lower()


_NUMBER = re.compile(r"(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?")


_NOT_AN_ANSWER = re.compile(r"\[[^\]]*\]|\(\d+ readings?\)")  # citations, "(12 readings)"


def numbers_in(text: str) -> list[float]:
    """Every number written in ``text`` (``1,234.5`` and ``-0.27`` included), leaving out the
    citations ``[file @ window]`` and reading counts, which state no answer."""
    return [float(m.group(0).replace(",", "")) for m in _NUMBER.finditer(_NOT_AN_ANSWER.sub(" ", fold(text)))]


def _float(v) -> float | None:
    if v is None:
        return None
    try:
        return float(str(v).replace(",", ""))
    except ValueError:
        return None


def result_numbers(result, operands: bool = True) -> list[float]:
    """The result's value and percent, and (``operands``) its operands' values."""
    if result is None:
        return []
    vals = [result.value, result.percent] + ([o.value for o in result.operands] if operands else [])
    return [f for f in map(_float, vals) if f is not None]


def matches(x: float, truth: float, decimals: int, signless: bool) -> bool:
    """``x`` rounds to ``truth`` at ``decimals`` (half a unit of the last place, either way)."""
    tol = 0.5 * 10 ** -decimals + 1e-9 * max(1.0, abs(truth))
    if abs(x - truth) <= tol:
        return True
    return signless and abs(abs(x) - abs(truth)) <= tol


def position_spellings(pos: str) -> list[str]:
    """Regexes (on folded text) for the ways an answer may write a position."""
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", pos)
    if m:
        y, mo, d = m.group(1), int(m.group(2)), int(m.group(3))
        name = MONTHS[mo - 1]
        return [pos, f"{y}/{mo:02d}/{d:02d}", rf"{name[:3]}\w*\.? {d},? {y}", rf"{d} {name[:3]}\w*\.?,? {y}"]
    m = re.fullmatch(r"(\d{4})-(\d{2})", pos)
    if m and 1 <= int(m.group(2)) <= 12:  # a year-month ("1929-30" is a season: as written, below)
        y, mo = m.group(1), int(m.group(2))
        name = MONTHS[mo - 1]
        return [pos, f"{y}/{mo:02d}", rf"{name[:3]}\w*\.?,? {y}", rf"{y} {name[:3]}"]
    m = re.fullmatch(r"(\d{2})-(\d{2})", pos)  # a month and day with no year
    if m:
        mo, d = int(m.group(1)), int(m.group(2))
        name = MONTHS[mo - 1]
        return [rf"-{pos}\b", rf"\b{name[:3]}\w*\.? {d}\b", rf"\b{d} {name[:3]}"]
    m = re.fullmatch(r"(\d{4})Q([1-4])", pos)
    if m:
        y, q = m.group(1), int(m.group(2))
        return [rf"{y}\s*-?\s*q{q}", rf"q{q}\s*-?\s*{y}", f"{QUARTER_WORDS[q - 1]} quarter of {y}",
                f"{y}-{3 * q - 2:02d}"]
    return [rf"(?<![\d.]){re.escape(pos)}(?![\d]|\.\d)"]  # a year or a number


def has_position(pos: str, text: str, result) -> bool:
    texts = [fold(text)]
    if result is not None:
        texts += [fold(p) for o in result.operands for p in o.positions_text]
    parts = re.fullmatch(r"(day \d+), (\d{1,2}:\d{2})", pos)  # a day number and a clock time, either order
    if parts:
        return any(all(re.search(rf"(?<![\w.:]){re.escape(x)}(?![\d:])", t) for x in parts.groups()) for t in texts)
    return any(re.search(rx, t) for rx in position_spellings(pos) for t in texts)


def has_entity(entity: str, text: str, result) -> bool:
    """Whether the answer names ``entity``: as a word of its text or of an operand's entity, a
    header written in camel case read as its words ("IncomeTaxRegulations" names "regulations")."""
    forms = {fold(entity), fold(entity).replace("_", " ")}
    texts = [fold(text), fold(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text))]
    if result is not None:
        texts += [fold(o.entity or "") for o in result.operands]
    return any(re.search(rf"(?<!\w){re.escape(f)}(?!\w)", t) for f in forms for t in texts)


def declined(text: str, result) -> bool:
    from noesis.answer.deterministic import NEEDS_MODEL
    from noesis.context.prompt import is_refusal

    return is_refusal(text) or text.startswith(NEEDS_MODEL) or (result is not None and result.operation == "refusal")


def presents_a_value(result) -> bool:
    return result is not None and result.operation != "refusal" and bool(result.operands)


def grade(q: dict, text: str, result) -> tuple[str, str]:
    """(right | refused | wrong, why) for question ``q`` answered ``text`` with ``result``."""
    from noesis.answer.deterministic import NEEDS_MODEL
    from noesis.context.prompt import is_refusal

    refusal = is_refusal(text) or (result is not None and result.operation == "refusal")
    if q["refusal"]:
        if refusal and not presents_a_value(result):
            return "right", "refused as it should"
        if text.startswith(NEEDS_MODEL) and not presents_a_value(result):
            return "refused", "needs a model (the item expects a refusal)"
        return "wrong", "answered an item that has no answer"
    if declined(text, result) and not presents_a_value(result):
        return "refused", "declined"
    t = q["truth"]
    # a computed answer is graded by its typed result (its value, percent and operands), never by
    # another number of its sentence ("2 distinct Type values … (over 3 rows)" is no 3)
    computed = result is not None and result.value is not None and presents_a_value(result)
    # an operand stands in for the value only where the truth names its member and the answer names
    # it too ("which had the largest": the member and its reading); an answer that asks no member
    # ("the poverty rate outside New York City" answered as a comparison) is graded by its value
    named = bool(t.get("entity")) and has_entity(t["entity"], text, result)
    nums = result_numbers(result, operands=named) if computed else numbers_in(text) + result_numbers(result)
    signless = q["kind"] in SIGNLESS
    missing = []
    if not any(matches(x, t["value"], t["decimals"], signless) for x in nums):
        missing.append(f"value {t['value']}")
    if t.get("position") and not has_position(t["position"], text, result):
        missing.append(f"position {t['position']}")
    if t.get("entity") and not has_entity(t["entity"], text, result):
        missing.append(f"entity {t['entity']}")
    if not missing:
        return "right", "holds the truth"
    if declined(text, result):
        return "refused", "declined; missing " + ", ".join(missing)
    members = t.get("members") or {}
    if members and all(any(matches(x, v, t["decimals"], False) for x in nums) for v in members.values()):
        missing.append("(partial: states each member's value, not the difference)")
    return "wrong", "missing " + ", ".join(missing)


# ------------------------------------------------------------------------------ the asking
def load_questions(split: str) -> list[dict]:
    splits = ("dev", "holdout") if split == "all" else (split,)
    out = []
    for s in splits:
        for q in json.loads((QUESTIONS / f"{s}.json").read_text(encoding="utf-8")):
            out.append({**q, "split": s})
    return out


def prepare(split: str, table: str, manifest: str, work: Path) -> Path:
    """Copy the table folder (no truth.json; the user's manifest with ``manifest == "user"``),
    ingest it into a KB folder of its own, and return that folder."""
    from noesis.ingest.pipeline import ingest

    src = HERE / split / table
    folder = work / "tables" / table
    folder.mkdir(parents=True)
    for f in src.iterdir():
        if f.is_file() and f.name != "truth.json":
            shutil.copy2(f, folder / f.name)
    if manifest == "user":
        m = MANIFESTS / table / "noesis.toml"
        if m.exists():
            shutil.copy2(m, folder / "noesis.toml")
    kb_dir = work / "kbs" / table
    kb_dir.mkdir(parents=True)
    ingest(folder, kb_dir / f"{table}.sqlite", workers=1)
    return kb_dir


def ask_table(kb_dir: Path, questions: list[dict]) -> list[dict]:
    from noesis.answer import Engine
    from noesis.mesh import Mesh

    out = []
    with Mesh.open(kb_dir) as mesh:
        engine = Engine(mesh)
        for q in questions:
            t0 = time.perf_counter()
            try:
                answer = engine.ask(q["question"], deterministic=True)
                text, result = answer.text, answer.result
                g, why = grade(q, text, result)
                res = result.as_dict() if result is not None else None
            except Exception as exc:  # a crash is a finding, not an answer
                text, res, g, why = f"ERROR {type(exc).__name__}: {exc}", None, "wrong", "the engine raised"
            out.append({**q, "answer": text, "result": res, "grade": g, "grade_why": why,
                        "ms": round((time.perf_counter() - t0) * 1000, 1)})
    return out


def run(split: str, manifest: str, only: set[str] | None = None, work: Path | None = None) -> list[dict]:
    qs = [q for q in load_questions(split) if not only or q["table"] in only]
    tables: dict[tuple[str, str], list[dict]] = {}
    for q in qs:
        tables.setdefault((q["split"], q["table"]), []).append(q)
    own = work is None
    work = Path(tempfile.mkdtemp(prefix="noesis-questions-")) if own else work
    try:
        graded = []
        for (s, table), items in tables.items():
            base = work / f"{s}-{table}-{manifest}"
            try:
                kb_dir = prepare(s, table, manifest, base)
            except Exception as exc:
                graded += [{**q, "answer": f"INGEST ERROR {type(exc).__name__}: {exc}", "result": None,
                            "grade": "wrong", "grade_why": "ingest failed",
                            "ms": 0.0} for q in items]
                continue
            graded += ask_table(kb_dir, items)
        return graded
    finally:
        if own:
            shutil.rmtree(work, ignore_errors=True)


# ------------------------------------------------------------------------------ the report
def counts(rows: list[dict]) -> dict[str, int]:
    c = Counter(r["grade"] for r in rows)
    return {g: c[g] for g in GRADES} | {"total": len(rows)}


def render(graded: list[dict], details: bool) -> str:
    lines = []
    shown = [r for r in graded if details or r["split"] == "dev"]
    hidden = [r for r in graded if not (details or r["split"] == "dev")]
    if shown:
        w = max(len(r["table"]) for r in shown) + 2
        lines.append(f"{'table':{w}} {'n':>3} {'right':>6} {'refused':>8} {'wrong':>6}")
        per: dict[str, list[dict]] = {}
        for r in shown:
            per.setdefault(r["table"], []).append(r)
        for table, rows in per.items():
            c = counts(rows)
            lines.append(f"{table:{w}} {c['total']:>3} {c['right']:>6} {c['refused']:>8} {c['wrong']:>6}")
        kinds: dict[str, list[dict]] = {}
        for r in shown:
            kinds.setdefault(r["kind"], []).append(r)
        lines += ["", f"{'kind':{w}} {'n':>3} {'right':>6} {'refused':>8} {'wrong':>6}"]
        for kind, rows in sorted(kinds.items()):
            c = counts(rows)
            lines.append(f"{kind:{w}} {c['total']:>3} {c['right']:>6} {c['refused']:>8} {c['wrong']:>6}")
        lines += ["", "not right:"]
        for r in shown:
            if r["grade"] != "right":
                lines.append(f"  {r['grade']:7} {r['id']}: {r['question']}")
                lines.append(f"          truth {json.dumps(r['truth'])}; {r['grade_why']}")
                lines.append(f"          answer: {r['answer'][:220]}")
    for s in SPLITS:
        rows = [r for r in graded if r["split"] == s]
        if rows:
            c = counts(rows)
            note = f" ({s}: details hidden; --details shows them)" if any(r in hidden for r in rows) else ""
            lines.append(f"\n{s}: right {c['right']}, refused {c['refused']}, wrong {c['wrong']} of {c['total']}{note}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=(*SPLITS, "all"), default="dev")
    ap.add_argument("--manifest", choices=("none", "user"), default="none")
    ap.add_argument("--only", help="comma-separated table names")
    ap.add_argument("--details", action="store_true", help="show the held-out splits' answers too")
    ap.add_argument("--out", type=Path, help="results JSON (default: bench/results/questions_<split>_<manifest>.json)")
    args = ap.parse_args(argv)
    only = set(args.only.split(",")) if args.only else None
    t0 = time.perf_counter()
    graded = run(args.split, args.manifest, only)
    print(render(graded, args.details))
    print(f"({len(graded)} questions in {time.perf_counter() - t0:.1f} s)")
    keep = [r if (args.details or r["split"] == "dev") else
            {k: r[k] for k in ("id", "split", "table", "kind", "refusal", "grade")} for r in graded]
    out = args.out or RESULTS / f"questions_{args.split}_{args.manifest}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    by_split = {s: counts([r for r in graded if r["split"] == s]) for s in SPLITS
                if any(r["split"] == s for r in graded)}
    out.write_text(json.dumps({"split": args.split, "manifest": args.manifest, "details": args.details,
                               "totals": by_split, "questions": keep}, indent=1, ensure_ascii=False) + "\n",
                   encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
