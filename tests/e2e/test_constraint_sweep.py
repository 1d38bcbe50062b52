"""No answer ignores a constraint phrase (bench/tables/sweep.py over the dev table battery).

Hundreds of generated questions put a constraint phrase (invented words, unknown groupings,
weekdays, seasons / quarters / halves / months, events, conditions) on a simple question over
a real table. Each answer must either apply the phrase (state the value pandas computes under
it) or report it (the typed result's ``not_applied``, "not applied" in the text, the refusal, or
no number at all). An answer that states a number which is not the truth under the phrase,
typically the unconstrained value, ignores it: that is the failure. The truth is computed by
the sweep from the files with pandas, never by the engine. Each table is ingested once.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

import pytest

SWEEP_PY = Path(__file__).resolve().parents[2] / "bench" / "tables" / "sweep.py"
_spec = importlib.util.spec_from_file_location("constraint_sweep", SWEEP_PY)
sweep = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = sweep  # dataclasses look their module up there
_spec.loader.exec_module(sweep)

QUESTIONS = sweep.questions(seed=0)

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    kbs = sweep.ingest_tables([q.table for q in QUESTIONS], tmp_path_factory.mktemp("constraint-sweep"))
    return sweep.run(QUESTIONS, kbs)


def test_the_sweep_is_large_and_spread():
    """At least 200 questions from at least 4 tables, every family with at least 25; and the
    truths are computable where the data allow (a daily table's weekdays, its calendar)."""
    assert len(QUESTIONS) >= 200
    assert len({q.table for q in QUESTIONS}) >= 4
    per = Counter(q.kind for q in QUESTIONS)
    assert all(per[f] >= 25 for f in sweep.FAMILIES), per
    computable = Counter(q.kind for q in QUESTIONS if q.truth is not None)
    assert computable["weekday"] > 0 and computable["calendar"] > 0, computable
    assert set(computable) <= {"weekday", "calendar"}, computable
    assert len({q.question for q in QUESTIONS}) == len(QUESTIONS)
    for q in QUESTIONS:
        assert q.phrase in q.question and q.base != q.question


def test_the_truth_follows_the_calendar():
    """Spot checks of the sweep's pandas truths against pandas written out here: meteorological
    seasons, Q3 of every year, weekdays of a daily table; a monthly table has no weekdays; a
    phrase that selects no rows (stocks on weekends) has no truth."""
    import pandas as pd

    lincoln = pd.read_csv(sweep.DEV / "lincoln-weather" / "lincoln_weather.csv", parse_dates=["DATE"])
    t = sweep._load("lincoln-weather")
    summer = sweep._months({6, 7, 8}, 2016)(t)
    assert sweep._value(t, "max", "TMAX", None, summer) == lincoln.loc[lincoln.DATE.dt.month.between(6, 8), "TMAX"].max()
    winter = sweep._months({12, 1, 2})(t)
    assert sweep._value(t, "mean", "TMIN", None, winter) == round(
        lincoln.loc[lincoln.DATE.dt.month.isin([12, 1, 2]), "TMIN"].mean(), 9)
    weekend = sweep._weekdays({5, 6})(t)
    assert sweep._value(t, "max", "TMAX", None, weekend) == lincoln.loc[lincoln.DATE.dt.day_of_week >= 5, "TMAX"].max()
    airline = pd.read_csv(sweep.DEV / "airline" / "Airline.csv")
    a = sweep._load("airline")
    q3 = airline.Date.str[5:].isin(["07", "08", "09"])
    assert sweep._value(a, "sum", "Passengers", None, sweep._months({7, 8, 9})(a)) == airline.loc[q3, "Passengers"].sum()
    assert sweep._weekdays({0})(a) is None
    s = sweep._load("stocks-ohlc")
    assert sweep._value(s, "max", "Close", "AAPL", sweep._weekdays({5, 6})(s)) is None
    for q in QUESTIONS:
        if q.table == "airline" and q.kind == "weekday":
            assert q.truth is None
    assert sweep.questions(seed=0) == QUESTIONS  # deterministic


def test_grading_on_made_up_answers():
    """The grader itself: the truth stated is applied, the unconstrained value is ignored, a
    refusal / a not-applied note / no number is reported."""
    from types import SimpleNamespace as NS

    from noesis.answer.deterministic import NEEDS_MODEL

    q = sweep.SweepQuestion("x", "What was the highest TMAX on weekends?", "on weekends", "weekday",
                            93.0, "max", "TMAX", None, 99.0)
    op = lambda v: NS(value=v)  # noqa: E731
    res = lambda *vs, **kw: NS(operation="fact", value=None, operands=tuple(map(op, vs)), **kw)  # noqa: E731
    assert sweep.grade(q, NS(text="max 93 at 2016-06-15", result=res("93"))).grade == "applied"
    assert sweep.grade(q, NS(text="max 99 at 2016-06-15", result=res("99"))).grade == "ignored"
    assert sweep.grade(q, NS(text="max 99. Not applied: on weekends.", result=res("99"))).grade == "reported"
    assert sweep.grade(q, NS(text="max 99.", result=res("99", not_applied=("on weekends",)))).grade == "reported"
    assert sweep.grade(q, NS(text=NEEDS_MODEL, result=None)).grade == "reported"
    assert sweep.grade(q, NS(text="I do not have enough information.", result=None)).grade == "reported"
    assert sweep.grade(q, NS(text="It peaked at 99 on 2016-06-15.", result=None)).grade == "ignored"
    mean = sweep.SweepQuestion("x", "q?", "p", "calendar", 27.05841, "mean", "m", None, 30.0)
    assert sweep.matches("27.0584", mean.truth) and not sweep.matches("27", mean.truth)
    assert not sweep.matches("27.06", 27.0541)


def test_no_answer_ignores_its_phrase(graded):
    assert len(graded) == len(QUESTIONS)
    ignored = [g for g in graded if g.grade == "ignored"]
    per = Counter(g.question.kind for g in ignored)
    lines = [f"- [{g.question.kind}] {g.question.table}: {g.question.question} "
             f"(truth {g.question.truth}, unconstrained {g.question.baseline:g}) -> {g.text[:160]}"
             for g in ignored[:20]]
    if ignored:
        pytest.fail(f"{len(ignored)} of {len(graded)} answers ignore their phrase ({dict(per)}); "
                    "first ones:\n" + "\n".join(lines)
                    + "\n(the full table: .venv/bin/python bench/tables/sweep.py)", pytrace=False)
