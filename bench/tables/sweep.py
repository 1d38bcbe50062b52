"""Constraint-phrase sweep: the engine never presents an answer that ignores a phrase.

Generated questions put a constraint phrase on a simple base question over a real dev table
(``What was the highest <measure> <phrase>?``, ``What was the average <measure> of <member>
<phrase>?``, ``What was the total <measure> <phrase>?``), with the table's own column names and
members. Six phrase families:

1. ``invented``: made-up words ("during the flurbish");
2. ``unknown-group``: groupings and filters the table has no column for ("for group 3");
3. ``weekday``: weekends, weekdays, named days ("on Mondays");
4. ``calendar``: seasons, quarters, halves and months ("in summer 2012", "in Q3");
5. ``event``: events and vague periods ("during the recession");
6. ``condition``: conditions the table cannot test ("when it rained", "excluding outliers").

The truth is computed here with pandas from the file itself, never from the engine: for
families 3 and 4, where the table has what the phrase needs (a date for a weekday; a month,
and a year where the phrase names one), the value under the constraint; otherwise, and for
the other families always, ``None``: the phrase cannot be applied, so it must be reported.
Seasons are meteorological, northern hemisphere (Dec-Feb winter, Mar-May spring, Jun-Aug
summer, Sep-Nov autumn); a phrase without a year ("in Q3", "in March") means those months of
every year; a phrase that selects no rows has truth ``None``. A computable phrase whose truth
equals the unconstrained value (an ignoring engine would pass by chance) is not generated.

Each answer is graded with code of its own:

- ``applied``: the truth is not ``None`` and the answer states it (the typed result's value or
  operands when there is a result, else the numbers of the text; compared at the precision the
  answer states, at least two decimals where the truth has them);
- ``reported``: the typed result lists the phrase in ``not_applied``, or the text says "not
  applied", or it is the refusal, or it states no number (e.g. "needs a language model");
- ``ignored``: anything else, i.e. a number that is not the truth under the phrase (typically
  the unconstrained value). This is the violation.

Usage::

    .venv/bin/python bench/tables/sweep.py                 # exit 1 if any answer ignores its phrase
    .venv/bin/python bench/tables/sweep.py --show 30 --json /tmp/sweep.json
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

import pandas as pd

HERE = Path(__file__).resolve().parent
DEV = HERE / "dev"

FAMILIES = ("invented", "unknown-group", "weekday", "calendar", "event", "condition")
GRADES = ("applied", "reported", "ignored")


@dataclass(frozen=True)
class SweepQuestion:
    table: str  # folder name under bench/tables/dev/
    question: str
    phrase: str  # the constraint phrase, as it occurs in the question
    kind: str  # the phrase family (one of FAMILIES)
    truth: float | None  # the value under the constraint; None: it cannot be computed from the data
    operation: str = "max"  # max | mean | sum
    measure: str = ""
    member: str | None = None
    baseline: float | None = None  # the same question's value with no phrase (pandas)

    @property
    def base(self) -> str:
        """The question with the phrase taken out."""
        return self.question.replace(f" {self.phrase}?", "?")


# ---------------------------------------------------------------- the tables, read with pandas

@dataclass(frozen=True)
class _Table:
    name: str
    frame: pd.DataFrame  # the measures, the member columns, and _year / _month / _weekday (nullable)
    measures: tuple[str, ...]
    flows: tuple[str, ...]  # measures whose total means something
    member_columns: tuple[str, ...] = ()
    members: tuple[str, ...] = ()
    years: tuple[int, ...] = (2012,)  # years a phrase may name (from the data where it has them)


def _dated(frame: pd.DataFrame, dates: pd.Series) -> pd.DataFrame:
    d = pd.to_datetime(dates)
    return frame.assign(_year=d.dt.year.astype("Int64"), _month=d.dt.month.astype("Int64"),
                        _weekday=d.dt.day_of_week.astype("Int64"))


def _na(frame: pd.DataFrame, *columns: str) -> pd.DataFrame:
    return frame.assign(**{c: pd.array([pd.NA] * len(frame), dtype="Int64") for c in columns})


def _years(frame: pd.DataFrame, pick: Iterable[int]) -> tuple[int, ...]:
    have = set(frame["_year"].dropna().astype(int))
    return tuple(y for y in pick if y in have)


def _load(name: str) -> _Table:
    folder = DEV / name
    if name == "lincoln-weather":
        raw = pd.read_csv(folder / "lincoln_weather.csv")
        f = _dated(raw, raw["DATE"])
        return _Table(name, f, ("TMAX", "TMIN"), (), years=(2016,))
    if name == "stocks-ohlc":
        raw = pd.read_parquet(folder / "stocks.parquet")
        f = _dated(raw, raw["Date"])
        return _Table(name, f, ("Close", "High", "Low", "Open", "Volume"), ("Volume",), ("Ticker",),
                      tuple(sorted(raw["Ticker"].unique())), _years(f, (2001, 2005, 2008, 2010, 2012)))
    if name == "airline":
        raw = pd.read_csv(folder / "Airline.csv")
        f = _na(_dated(raw, raw["Date"] + "-01"), "_weekday")  # monthly: no weekday
        return _Table(name, f, ("Passengers",), ("Passengers",), years=_years(f, (1952, 1955, 1958, 1960)))
    if name == "co2-monthly":
        raw = pd.read_csv(folder / "co2.csv")
        year = raw["time"].astype(float).apply(lambda t: int(t + 1e-6))
        month = ((raw["time"] - year) * 12).round().astype(int) + 1
        f = _na(raw.assign(_year=year.astype("Int64"), _month=month.astype("Int64")), "_weekday")
        return _Table(name, f, ("co2",), (), years=_years(f, (1965, 1975, 1990, 1997)))
    if name == "un-population":
        raw = pd.read_csv(folder / "population.csv")
        f = _na(raw.assign(_year=raw["Year"].astype("Int64")), "_month", "_weekday")
        return _Table(name, f, ("Value",), (), ("Location",), tuple(sorted(raw["Location"].unique())),
                      _years(f, (1955, 1990, 2012, 2020)))
    if name == "airquality":  # Month + Day, no year: months are known, years and weekdays are not
        raw = pd.read_csv(folder / "airquality.csv")
        f = _na(raw.assign(_month=raw["Month"].astype("Int64")), "_year", "_weekday")
        return _Table(name, f, ("Ozone", "Solar.R", "Temp", "Wind"), ("Solar.R",), years=(1973,))
    if name == "tips":  # no time axis; its ``day`` column names the weekday of each bill
        raw = pd.read_csv(folder / "tips.csv")
        wd = raw["day"].map({"Thur": 3, "Fri": 4, "Sat": 5, "Sun": 6}).astype("Int64")
        f = _na(raw.assign(_weekday=wd), "_year", "_month")
        return _Table(name, f, ("tip", "total_bill"), ("tip", "total_bill"), ("sex", "time"),
                      ("Female", "Male", "Dinner", "Lunch"), years=(1990,))
    raise KeyError(name)


TABLES = ("lincoln-weather", "stocks-ohlc", "airline", "co2-monthly", "un-population", "airquality", "tips")


def _value(t: _Table, op: str, measure: str, member: str | None, mask: pd.Series | None) -> float | None:
    f = t.frame
    keep = pd.Series(True, index=f.index)
    if member is not None:
        keep &= f[list(t.member_columns)].eq(member).any(axis=1)
    if mask is not None:
        keep &= mask.fillna(False).astype(bool)
    s = f.loc[keep, measure].dropna()
    if s.empty:
        return None
    v = {"max": s.max, "mean": s.mean, "sum": s.sum}[op]()
    return round(float(v), 9)  # 51.96, not 51.959999999999994


# ---------------------------------------------------------------- phrases

Mask = Callable[[_Table], "pd.Series | None"]  # None: the table lacks what the phrase needs


def _none(_t: _Table) -> None:
    return None


def _has(t: _Table, column: str) -> bool:
    return bool(t.frame[column].notna().any())


def _weekdays(days: set[int]) -> Mask:
    def mask(t: _Table) -> pd.Series | None:
        return t.frame["_weekday"].isin(days) if _has(t, "_weekday") else None
    return mask


def _months(months: set[int], year: int | None = None) -> Mask:
    def mask(t: _Table) -> pd.Series | None:
        if not _has(t, "_month") or (year is not None and not _has(t, "_year")):
            return None
        m = t.frame["_month"].isin(months)
        return m & (t.frame["_year"] == year) if year is not None else m
    return mask


INVENTED = ("during the flurbish", "in the zorblat period", "for the quiddle cohort", "after the snorvik",
            "in the blemquist era", "among the wuzzle segment", "before the gronkle", "in the vextor zone",
            "for plimbo accounts", "during the trandle phase")
UNKNOWN_GROUPS = ("for group 3", "in region North", "for the control arm", "among left-handed customers",
                  "for segment B", "in the treatment group", "for premium members", "in cluster 7",
                  "for the east division", "among first-time buyers")
EVENTS = ("during the recession", "after the merger", "in the holidays", "around the crash",
          "during the war", "before the pandemic", "after the election", "during the strike",
          "during the heatwave", "around the dot-com bubble")
CONDITIONS = ("when it rained", "on days above 30 degrees", "excluding outliers", "during heavy snow",
              "when the market was volatile", "on windy days", "at high humidity",
              "when prices were falling", "ignoring the anomalies", "on foggy mornings")
WEEKDAYS = (("on weekends", {5, 6}), ("on weekdays", {0, 1, 2, 3, 4}), ("on Mondays", {0}),
            ("on Tuesdays", {1}), ("on Wednesdays", {2}), ("on Thursdays", {3}), ("on Fridays", {4}),
            ("on Saturdays", {5}), ("on Sundays", {6}), ("at weekends", {5, 6}))
SEASONS = {"spring": {3, 4, 5}, "summer": {6, 7, 8}, "autumn": {9, 10, 11}, "winter": {12, 1, 2}}
QUARTERS = {1: {1, 2, 3}, 2: {4, 5, 6}, 3: {7, 8, 9}, 4: {10, 11, 12}}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def _calendar(t: _Table, rng: random.Random) -> list[tuple[str, Mask]]:
    y = lambda: rng.choice(t.years)  # noqa: E731
    out: list[tuple[str, Mask]] = []
    for name, months in SEASONS.items():
        out.append((f"in {name}", _months(months)))
        if name != "winter":  # "winter 2012" straddles two years: not generated
            yr = y()
            out.append((f"in {name} {yr}", _months(months, yr)))
    out.append(("in the fall", _months(SEASONS["autumn"])))
    for q, months in QUARTERS.items():
        out.append((f"in Q{q}", _months(months)))
    q = rng.choice((1, 2, 3, 4))
    yr = y()
    out.append((f"in Q{q} {yr}", _months(QUARTERS[q], yr)))
    out.append(("in the third quarter", _months(QUARTERS[3])))
    for half, months in (("first", set(range(1, 7))), ("second", set(range(7, 13)))):
        yr = y()
        out.append((f"in the {half} half of {yr}", _months(months, yr)))
    for m in rng.sample(range(12), 3):
        out.append((f"in {MONTHS[m]}", _months({m + 1})))
    m, yr = rng.randrange(12), y()
    out.append((f"in {MONTHS[m]} {yr}", _months({m + 1}, yr)))
    return out


def _phrases(family: str, t: _Table, rng: random.Random) -> list[tuple[str, Mask | None]]:
    """(phrase, mask) pairs; a mask of None: the phrase is never computable (truth None)."""
    if family == "invented":
        return [(p, None) for p in INVENTED]
    if family == "unknown-group":
        return [(p, None) for p in UNKNOWN_GROUPS]
    if family == "event":
        return [(p, None) for p in EVENTS]
    if family == "condition":
        return [(p, None) for p in CONDITIONS]
    if family == "weekday":
        return [(p, _weekdays(days)) for p, days in WEEKDAYS]
    if family == "calendar":
        return _calendar(t, rng)
    raise KeyError(family)


# ---------------------------------------------------------------- questions

def _ask_text(op: str, measure: str, member: str | None, phrase: str) -> str:
    of = f" of {member}" if member else ""
    word = {"max": "highest", "mean": "average", "sum": "total"}[op]
    return f"What was the {word} {measure}{of} {phrase}?"


OP_WEIGHTS = {"max": 3.0, "mean": 1.5, "sum": 1.0}


def _candidates(t: _Table, rng: random.Random) -> list[tuple[str, str, str | None]]:
    """(operation, measure, member) choices for one phrase, in a seeded order."""
    out: list[tuple[str, str, str | None]] = []
    for m in t.measures:
        out.append(("max", m, None))
        out.append(("mean", m, rng.choice(t.members) if t.members else None))
    for m in t.flows:
        out.append(("sum", m, rng.choice(t.members) if t.members and rng.random() < 0.5 else None))
    # a seeded order, highest first more often: it is the base question the engine answers most
    keys = {c: rng.random() ** (1 / OP_WEIGHTS[c[0]]) for c in out}
    return sorted(out, key=keys.__getitem__, reverse=True)


def questions(seed: int = 0, tables: Iterable[str] = TABLES) -> list[SweepQuestion]:
    """The sweep's questions: every (family, table, phrase), each on one base question."""
    rng = random.Random(seed)
    loaded = [_load(name) for name in tables]
    out: list[SweepQuestion] = []
    for family in FAMILIES:
        for t in loaded:
            for phrase, make_mask in _phrases(family, t, rng):
                mask = make_mask(t) if make_mask is not None else None
                for op, measure, member in _candidates(t, rng):
                    baseline = _value(t, op, measure, member, None)
                    if baseline is None:
                        continue
                    truth = _value(t, op, measure, member, mask) if mask is not None else None
                    if truth is not None and _same(truth, baseline):
                        continue  # ignoring the phrase would give the truth: not a test of it
                    out.append(SweepQuestion(t.name, _ask_text(op, measure, member, phrase), phrase,
                                             family, truth, op, measure, member, baseline))
                    break
    return out


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


# ---------------------------------------------------------------- grading

_DATE = re.compile(r"\b\d{4}-\d{2}(?:-\d{2})?(?:[ T]\d{2}:\d{2}(?::\d{2})?)?\b")
_READINGS = re.compile(r"\(\d[\d,]* readings?\)")
_CITATION = re.compile(r"\[[^\]]*\]")
_NUMBER = re.compile(r"(?<![\w.])-?\d[\d,]*(?:\.\d+)?")
_STOP = {"in", "on", "the", "of", "for", "during", "among", "at", "around", "after", "before",
         "when", "it", "was", "days", "day", "a", "an", "and", "above", "period"}


def _numbers(text: str) -> list[str]:
    return [m.group(0).rstrip(",") for m in _NUMBER.finditer(text)]


def _to_float(s: str) -> float | None:
    try:
        return float(s.replace(",", ""))
    except ValueError:
        return None


def presented(q: SweepQuestion, answer) -> list[str]:
    """The numbers the answer presents as its answer: the typed result's value and operands
    where there is a result, else the numbers of the text (dates, reading counts, citations and
    the question's own numbers left out)."""
    result = getattr(answer, "result", None)
    if result is not None:
        if result.operation == "refusal":
            return []
        vals = [result.value] + [o.value for o in result.operands]
        return [v for v in vals if v is not None and _to_float(str(v)) is not None]
    text = _CITATION.sub(" ", _READINGS.sub(" ", _DATE.sub(" ", answer.text or "")))
    asked = {_to_float(n) for n in _numbers(q.question)}
    return [n for n in _numbers(text) if _to_float(n) is not None and _to_float(n) not in asked]


def _decimals(s: str) -> int:
    return len(s.split(".", 1)[1]) if "." in s else 0


def _truth_decimals(v: float) -> int:
    for d in range(5):
        if abs(round(v, d) - v) < 1e-9:
            return d
    return 4


def matches(stated: str, truth: float) -> bool:
    """Whether ``stated`` is ``truth`` at the precision it is written in (at least two decimals
    where the truth has them, so "27" is not an average of 27.0584)."""
    x = _to_float(stated)
    if x is None:
        return False
    d = _decimals(stated.replace(",", ""))
    if d < min(_truth_decimals(truth), 2):
        return False
    return abs(x - truth) <= 0.5 * 10 ** -d + 1e-9 * max(1.0, abs(truth))


def _names_phrase(item: str, phrase: str) -> bool:
    from noesis.text import fold

    words = {w for w in fold(phrase).split() if w not in _STOP}
    got = fold(str(item))
    return fold(phrase) in got or got in fold(phrase) or any(w in got.split() for w in words)


@dataclass(frozen=True)
class Graded:
    question: SweepQuestion
    grade: str  # applied | reported | ignored
    how: str  # why this grade: the marker found, or the numbers stated
    text: str
    numbers: tuple[str, ...] = ()
    not_covered: bool = False  # ignored, but the answer says it holds no data about the phrase


def grade(q: SweepQuestion, answer) -> Graded:
    from noesis.answer.deterministic import NEEDS_MODEL
    from noesis.context.prompt import is_refusal

    text = answer.text or ""
    result = getattr(answer, "result", None)
    nums = tuple(presented(q, answer))
    if q.truth is not None and any(matches(n, q.truth) for n in nums):
        return Graded(q, "applied", "states the truth", text, nums)
    not_applied = tuple(getattr(result, "not_applied", ()) or ())
    if any(_names_phrase(item, q.phrase) for item in not_applied):
        reason = getattr(result, "reason", "") or ""
        return Graded(q, "reported", f"result.not_applied ({reason})" if reason else "result.not_applied",
                      text, nums)
    if "not applied" in text.lower():
        return Graded(q, "reported", "text: not applied", text, nums)
    if is_refusal(text):
        return Graded(q, "reported", "refusal", text, nums)
    if text.startswith(NEEDS_MODEL) and not nums:
        return Graded(q, "reported", "needs a model", text, nums)
    if not nums:
        return Graded(q, "reported", "no number", text, nums)
    covered = tuple(getattr(result, "not_covered", ()) or ())
    flagged = any(_names_phrase(item, q.phrase) for item in covered)
    return Graded(q, "ignored", "states " + ", ".join(nums), text, nums, flagged)


# ---------------------------------------------------------------- running

def ingest_tables(names: Iterable[str], workdir: Path) -> dict[str, Path]:
    """Each table folder (copied without its truth.json) ingested into a folder of its own;
    returns table name -> the folder holding its KB (what ``Mesh.open`` takes)."""
    from noesis.ingest.pipeline import ingest

    out: dict[str, Path] = {}
    for name in dict.fromkeys(names):
        src = workdir / "src" / name
        src.mkdir(parents=True, exist_ok=True)
        for f in (DEV / name).iterdir():
            if f.is_file() and f.name != "truth.json":
                shutil.copy(f, src / f.name)
        kb = workdir / "kb" / name
        kb.mkdir(parents=True, exist_ok=True)
        ingest(src, kb / f"{name}.sqlite", workers=1)
        out[name] = kb
    return out


def run(qs: list[SweepQuestion], kbs: dict[str, Path]) -> list[Graded]:
    """Ask every question of its table's KB (deterministic) and grade the answer."""
    from noesis.answer import Engine
    from noesis.mesh import Mesh

    graded: list[Graded] = []
    for name, folder in kbs.items():
        mine = [q for q in qs if q.table == name]
        if not mine:
            continue
        with Mesh.open(folder) as mesh:
            engine = Engine(mesh)
            graded.extend(grade(q, engine.ask(q.question, deterministic=True)) for q in mine)
    return graded


def base_check(qs: list[SweepQuestion], kbs: dict[str, Path]) -> tuple[int, int]:
    """How many distinct base questions (the phrase taken out) the engine answers with the
    unconstrained value: a measure of how much the sweep can see."""
    from noesis.answer import Engine
    from noesis.mesh import Mesh

    right = total = 0
    for name, folder in kbs.items():
        bases = {q.base: q.baseline for q in qs if q.table == name}
        with Mesh.open(folder) as mesh:
            engine = Engine(mesh)
            for text, baseline in bases.items():
                total += 1
                a = engine.ask(text, deterministic=True)
                probe = SweepQuestion(name, text, "", "base", baseline)
                right += baseline is not None and any(matches(n, baseline) for n in presented(probe, a))
    return right, total


def summary(graded: list[Graded]) -> str:
    lines = []
    by = Counter((g.question.kind, g.grade) for g in graded)
    head = f"{'family':<15}" + "".join(f"{g:>10}" for g in GRADES) + f"{'total':>8}  computable"
    lines.append(head)
    for fam in FAMILIES:
        n = sum(by[(fam, g)] for g in GRADES)
        comp = sum(1 for g in graded if g.question.kind == fam and g.question.truth is not None)
        lines.append(f"{fam:<15}" + "".join(f"{by[(fam, g)]:>10}" for g in GRADES) + f"{n:>8}  {comp}")
    tot = Counter(g.grade for g in graded)
    lines.append(f"{'all':<15}" + "".join(f"{tot[g]:>10}" for g in GRADES) + f"{len(graded):>8}")
    lines.append("")
    bt = Counter((g.question.table, g.grade) for g in graded)
    lines.append(f"{'table':<17}" + "".join(f"{g:>10}" for g in GRADES))
    for t in dict.fromkeys(g.question.table for g in graded):
        lines.append(f"{t:<17}" + "".join(f"{bt[(t, g)]:>10}" for g in GRADES))
    lines.append("")
    hows = Counter((g.grade, g.how.split(" (")[0] if g.grade != "ignored" else "a number") for g in graded)
    lines.append("how: " + "; ".join(f"{k[0]}/{k[1]}: {v}" for k, v in sorted(hows.items())))
    flagged = sum(g.not_covered for g in graded if g.grade == "ignored")
    if flagged:
        lines.append(f"ignored but naming the phrase as not covered (\"no data about ...\"): {flagged}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", help="comma-separated table names")
    ap.add_argument("--show", type=int, default=15, help="how many ignored answers to print")
    ap.add_argument("--json", type=Path, help="write every graded question here")
    ap.add_argument("--no-base", action="store_true", help="skip asking the base questions")
    args = ap.parse_args(argv)
    tables = args.only.split(",") if args.only else TABLES
    qs = questions(args.seed, tables)
    with tempfile.TemporaryDirectory(prefix="noesis-sweep-") as tmp:
        kbs = ingest_tables([q.table for q in qs], Path(tmp))
        graded = run(qs, kbs)
        base = None if args.no_base else base_check(qs, kbs)
    print(f"{len(qs)} questions over {len({q.table for q in qs})} tables (seed {args.seed})\n")
    print(summary(graded))
    if base is not None:
        print(f"base questions (phrase taken out) answered with the pandas value: {base[0]}/{base[1]}")
    ignored = [g for g in graded if g.grade == "ignored"]
    if ignored:
        print(f"\nignored (first {min(args.show, len(ignored))} of {len(ignored)}):")
        for g in ignored[: args.show]:
            q = g.question
            truth = "None" if q.truth is None else f"{q.truth:g}"
            print(f"- [{q.kind}] {q.table}: {q.question}\n    truth {truth}, unconstrained {q.baseline:g}; "
                  f"{g.how}{' (says not covered)' if g.not_covered else ''}\n    {g.text[:300]}")
    if args.json:
        args.json.write_text(json.dumps([{**asdict(g.question), "grade": g.grade, "how": g.how,
                                          "numbers": list(g.numbers), "not_covered": g.not_covered,
                                          "answer": g.text} for g in graded], indent=1, ensure_ascii=False),
                             encoding="utf-8")
    return 1 if ignored else 0


if __name__ == "__main__":
    sys.exit(main())
