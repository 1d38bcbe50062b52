"""Report tables answered by rule (TAT-QA coverage): the implied metric of a row, the
report's unit statement, units after header positions, "in 2019 from 2018", and the
arithmetic a result does not compute. Pure rules on literals, then one tiny report ingested
for real and asked through the public API; expected values computed from the table here."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from noesis.answer import Engine
from noesis.answer.asked import unanswered_arithmetic
from noesis.answer.coverage import partial_window
from noesis.answer.implied import implied_metric
from noesis.answer.result import Operand, Result
from noesis.facts.operators import WindowStatistic
from noesis.ingest.doctables import (
    leading_header_rows,
    parse_header_position,
    split_header_unit,
    unit_statement,
)
from noesis.ingest.pipeline import ingest
from noesis.lang import ENGLISH, language_for
from noesis.manifest import AxisSpec
from noesis.mesh import Mesh
from noesis.query.addresses import parse_addresses

# --------------------------------------------------------------------------- pure rules


def test_implied_metric_only_when_the_entity_holds_one():
    series_of = {"Revenue": {"cable": "r.md", "wireless": "r.md"}, "Capex": {"wireless": "r.md"}}
    assert implied_metric(series_of, "Cable") == ("Revenue",)
    assert implied_metric(series_of, "Wireless") == ()  # two metrics: the question must name one
    assert implied_metric(series_of, "Satellite") == ()


@pytest.mark.parametrize(("text", "unit"), [
    ("Deferred charges consisted of the following (in thousands):", "thousands"),
    ("The table below shows revenue ($ in millions).", "$ millions"),
    ("Amounts in millions of dollars, except per share data.", "$ millions"),
    ("All figures ($'000) are audited.", "$ thousands"),
    ("Revenue increased $15.5 billion or 14%.", None),  # an amount, not a statement
    ("Figures in thousands; the note is in millions.", None),  # two scales state none
    ("No unit here.", None),
    ("(£m)", "£ millions"),  # a unit line
    ("$'000", "$ thousands"),
    ("Up $1.3 billion.", None),  # short, but an amount: not a unit line
    ("Net financing costs rose $1.3 billion.", None),
])
def test_unit_statement(text, unit):
    assert unit_statement(text) == unit


@pytest.mark.parametrize(("cell", "year", "unit"), [
    ("2019 £m", 2019, "£m"), ("2018 (in millions)", 2018, "(in millions)"),
    ("2019 $'000", 2019, "$'000"), ("FY 2018", 2018, ""),
    ("2018 (inthousands)", 2018, "(in thousands)"), ("Years Ended December 31, 2019", 2019, ""),
    ("2019 U.S. $ in thousands", 2019, "U.S. $ in thousands"), ("2 0 1 8", 2018, ""),
    ("2018 (dollars in thousands)", 2018, "(dollars in thousands)"),  # a unit line flattened into the year's cell
])
def test_header_position_with_a_unit_after_it(cell, year, unit):
    pos = parse_header_position(cell)
    assert pos is not None and pos.year == year
    assert split_header_unit(cell)[1] == unit


def test_header_unit_does_not_make_a_label_a_position():
    assert parse_header_position("Change %") is None
    assert parse_header_position("£m") is None
    assert parse_header_position("2019 (unaudited)") is None  # a group that states no unit stays the cell's


def test_in_year_from_year_is_the_range_between():
    ws = parse_addresses("What was the change in Cable in 2019 from 2018?", AxisSpec("year", "number"))
    assert [(w.start, w.end, w.kind, w.text) for w in ws] == [(2018.0, 2019.0, "range", "in 2019 from 2018")]


def _op(value: str, unit: str | None, statistic: str | None = None) -> Operand:
    return Operand("kb", "r.md", "Cable", "Revenue", statistic, value, unit)


@pytest.mark.parametrize(("question", "result", "left"), [
    ("What is the sum of Cable and Wireless in 2019?", Result("multiple", (_op("1", None), _op("2", None))),
     {"sum"}),
    ("What percentage of total fees were Cable in 2019?", Result("value_at", (_op("5", "$"),)),
     {"percentage", "total"}),
    ("What was the percentage change in Cable from 2018 to 2019?",
     Result("change", (_op("1", None), _op("2", None)), "1", None, "100.00"), set()),
    ("What was the average Cable from 2017 to 2019?", Result("window_statistic", (_op("3", None, "mean"),)),
     set()),
    ("What is the 2019 average Cable?", Result("value_at", (_op("3", None),)), {"average"}),
    ("What was the average Cable?", Result("fact", (_op("3", None, "mean"),)), set()),  # a series' mean fact
    # "the total X" of one row's change: its two readings; of two rows' changes, a total no result computes
    ("What was the change in the total Cable from 2018 to 2019?",
     Result("change", (_op("1", None), _op("2", None)), "1", None, "100.00"), set()),
    ("What was the change in the total Cable and Wireless from 2018 to 2019?",
     Result("change", (_op("1", None), replace(_op("2", None), entity="Wireless")), "1", None, "100.00"), {"total"}),
    ("What was the total Cable?", Result("fact", (_op("3", None, "mean"),)), {"total"}),
    ("What percentage of revenue was Cable in 2019?", Result("value_at", (_op("12", "%"),)), set()),
    # a cause asked in other words than "why": no reading answers it
    ("What are the primary factors that caused a negative Cable in 2019?", Result("value_at", (_op("5", "$"),)),
     {"why"}),
    ("What could result in the 2019 Cable increasing by $6.5 million?", Result("value_at", (_op("5", "$"),)),
     {"why"}),
])
def test_unanswered_arithmetic(question, result, left):
    assert unanswered_arithmetic(question, ["Cable", "Wireless"], result, ENGLISH) == left


def test_words_of_a_matched_name_are_not_asked_arithmetic():
    r = Result("value_at", (_op("7", None),))
    assert unanswered_arithmetic("What was the Total assets in 2019?", ["Total assets"], r, ENGLISH) == frozenset()
    assert unanswered_arithmetic("What was the Total assets in 2019?", ["assets"], r, ENGLISH) == {"total"}


# --------------------------------------------------------------------------- end to end

TABLE = {"Cable": (1153.0, 1429.0), "Wireless": (1320.0, 1086.0)}  # 2019, 2018
REPORT = (
    "Capital expenditures by segment were as follows (in thousands):\n\n"
    "|  | 2019 £m | 2018 £m |\n|---|---|---|\n"
    + "".join(f"| {name} | {a:,.0f} | {b:,.0f} |\n" for name, (a, b) in TABLE.items())
)


def _report_engine(tmp_path_factory, name: str, text: str):
    """An engine over a fresh KB of one ``report.md`` holding ``text``."""
    folder = tmp_path_factory.mktemp(name)
    (folder / "report.md").write_text(text, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    with Mesh.open(kb) as mesh:
        yield Engine(mesh)


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    yield from _report_engine(tmp_path_factory, "report", REPORT)


def test_change_of_a_row_without_a_metric_named(engine):
    a = engine.ask("What was the change in Wireless in 2019 from 2018?", deterministic=True)
    new, old = TABLE["Wireless"]
    assert a.result is not None and a.result.operation == "change"
    assert float(a.result.value) == new - old
    assert float(a.result.percent) == round((new - old) / old * 100, 2)


def test_unit_from_the_header_wins_over_the_paragraph(engine):
    a = engine.ask("What was the change in Cable from 2018 to 2019?", deterministic=True)
    assert a.result is not None and a.result.unit == "£ millions"


def test_a_sum_of_two_rows_is_their_readings_added_never_the_readings_alone(engine):
    a = engine.ask("What was the sum of Cable and Wireless in 2019?", deterministic=True)
    assert a.result is not None and a.result.operation == "rows_sum"
    assert float(a.result.value) == TABLE["Cable"][0] + TABLE["Wireless"][0]
    assert [o.entity for o in a.result.operands] == ["Cable", "Wireless"]
    a = engine.ask("What was Cable as a percentage of Wireless in 2018?", deterministic=True)
    assert a.result is not None and a.result.unit == "%"
    assert float(a.result.value) == round(TABLE["Cable"][1] / TABLE["Wireless"][1] * 100, 2)


def test_a_row_asked_in_two_listed_years_is_its_value_in_each(engine):
    new, old = TABLE["Cable"]
    a = engine.ask("What was Cable in 2019 and 2018 respectively?", deterministic=True)
    assert a.result is not None and [float(o.value) for o in a.result.operands] == [new, old]
    a = engine.ask("What was the average Cable for 2019 and 2018?", deterministic=True)
    assert a.result is not None and [float(o.value) for o in a.result.operands] == [(new + old) / 2]  # the range


def test_which_year_a_row_was_larger_is_the_position_of_its_maximum(engine):
    new, old = TABLE["Cable"]
    assert new != old
    a = engine.ask("In which year was Cable larger?", deterministic=True)
    assert a.result is not None and a.result.operation == "ranking"
    assert a.result.operands[0].positions == ((2019.0,) if new > old else (2018.0,))
    a = engine.ask("In which year was Cable larger than 1?", deterministic=True)  # a threshold: not the maximum
    assert a.result is None or a.result.operation != "ranking"


def test_which_years_a_row_met_a_threshold(engine):
    new, old = TABLE["Cable"]
    limit = (new + old) / 2  # between the two readings: exactly one year meets it
    a = engine.ask(f"In which year was Cable less than {limit:.1f}?", deterministic=True)
    assert a.result is not None and a.result.operation == "positions"
    assert [o.positions for o in a.result.operands] == [((2019.0,) if new < old else (2018.0,))]
    a = engine.ask(f"In which year was Cable less than {limit / 1000:.4f} billion?", deterministic=True)
    assert a.result is not None and [o.positions for o in a.result.operands] == [  # £ millions read as billions
        ((2019.0,) if new < old else (2018.0,))]
    a = engine.ask(f"In which year was Cable less than {min(new, old) - 1:.1f}?", deterministic=True)
    assert a.result is None or a.result.operation != "positions"  # no year meets it: no answer by rule


# --------------------------------------------------------------------------- later rules
def test_year_dash_range_on_year_and_date_axes():
    q = "What was the average Cable between fiscal years 2017-2019?"
    ws = parse_addresses(q, AxisSpec("year", "number"))
    assert [(w.start, w.end, w.kind, w.text) for w in ws] == [(2017.0, 2019.0, "range", "years 2017-2019")]
    (w,) = parse_addresses(q, AxisSpec("date", "date"))
    assert (w.start, w.end) == (float((date(2017, 1, 1) - date(1970, 1, 1)).days),
                                float((date(2019, 12, 31) - date(1970, 1, 1)).days))
    assert parse_addresses("call 555-1234 or 2013-07-04", AxisSpec("year", "number")) == []
    assert parse_addresses("the 2017-2019 period", AxisSpec("second", "clock")) == []


def test_leading_body_row_of_positions_is_a_header_row():
    header = [["", "June 30,", ""]]
    body = [["($ in millions)", "2019", "2018"], ["Cable", "1", "2"]]
    assert leading_header_rows(header, body) == 1
    assert leading_header_rows([["", "2019", "2018"]], body) == 0  # the header holds the positions
    assert leading_header_rows(header, [["Cable", "1", "2"]]) == 0


def test_percentage_change_of_a_percent_row_is_not_answered():
    pct = Result("change", (_op("3.75", "%"), _op("4.0", "%")), "0.25", "%", "6.67")
    assert unanswered_arithmetic("What was the percentage change in Cable from 2018 to 2019?", ["Cable"],
                                 pct, ENGLISH) == {"percentage"}
    assert unanswered_arithmetic("What was the change in Cable from 2018 to 2019?", ["Cable"],
                                 pct, ENGLISH) == frozenset()


def _mean(start: float, end: float, count: int) -> WindowStatistic:
    return WindowStatistic("kb", "r.md", "Cable", "Revenue", None, "mean", start, end, 1.0, (), count)


def test_partial_window_on_a_year_axis():
    axis = AxisSpec("year", "number")
    assert partial_window(_mean(2020, 2024, 1), axis)
    assert not partial_window(_mean(2017, 2019, 3), axis)
    assert not partial_window(replace(_mean(2020, 2024, 1), statistic="max"), axis)


def test_partial_window_on_a_date_axis():
    axis = AxisSpec("date", "date")
    days = [float((date(y, m, d) - date(1970, 1, 1)).days) for y, m, d in ((2017, 1, 1), (2019, 12, 31))]
    assert partial_window(_mean(days[0], days[1], 2), axis)  # three calendar years, two readings
    assert not partial_window(_mean(days[0], days[1], 36), axis)


def test_consecutive_years_joined_by_and_are_a_range():
    axis = AxisSpec("year", "number")
    (w,) = parse_addresses("What is the average Cable for 2019 and 2018?", axis)
    assert (w.start, w.end, w.kind, w.text) == (2018.0, 2019.0, "range", "2019 and 2018")
    # two years apart: a set of positions, not the range between them
    assert all(w.kind == "point" for w in parse_addresses("Cable in 2017 and 2019", axis))
    # a list of three: not a range of the last two, but the three consecutive years, each listed
    (three,) = parse_addresses("Cable in 2019, 2018 and 2017", axis)
    assert (three.start, three.end) == (2017.0, 2019.0) and [p.start for p in three.listed] == [2019.0, 2018.0, 2017.0]
    # three years with a gap: a set the range would not be, not read as one
    assert all(w.kind == "point" for w in parse_addresses("Cable in 2020, 2018 and 2017", axis))


def test_which_question_answered_by_a_value_is_unanswered():
    r = Result("window_statistic", (_op("3", None, "max"),))
    assert "which" in unanswered_arithmetic("Which year had higher Cable?", ["Cable"], r, ENGLISH)
    rank = Result("ranking", (_op("3", None),))
    assert unanswered_arithmetic("Which year had higher Cable?", ["Cable"], rank, ENGLISH) == frozenset()


def test_a_sum_whose_word_is_only_inside_a_name_is_unanswered():
    r = Result("window_statistic", (_op("50", None, "sum"),))
    q = "What was the Total operating expense in 2019 and 2018?"
    assert unanswered_arithmetic(q, ["Total operating expense"], r, ENGLISH) == {"sum"}
    assert unanswered_arithmetic("What was the total Cable in 2019 and 2018?", ["Cable"], r, ENGLISH) == frozenset()


def test_partial_window_on_a_date_axis_read_unevenly():
    axis = AxisSpec("date", "date")
    days = [float((date(y, m, d) - date(1970, 1, 1)).days) for y, m, d in ((2018, 1, 1), (2019, 12, 31))]
    assert partial_window(_mean(days[0], days[1], 3), axis)  # 2018 read twice (Jan 1 and Dec 31)
    assert not partial_window(_mean(days[0], days[1], 2), axis)


# --------------------------------------------------------------------------- reasons, conditions
@pytest.mark.parametrize(("question", "asked"), [
    ("Why did Cable increase from 2018 to 2019?", True),
    ("What was the reason for the change in Cable?", True),
    ("What caused Cable to fall in 2019?", True),
    ("Perché il Cable è calato nel 2019?", True),
    ("What was the change in Cable from 2018 to 2019?", False),
    ("How did Cable change from 2018 to 2019?", False),
])
def test_a_question_asking_why_is_unanswered_by_a_value(question, asked):
    r = Result("change", (_op("1", None), _op("2", None)), "1", None, "100.00")
    assert ("why" in unanswered_arithmetic(question, ["Cable"], r, language_for(["it"]))) is asked


def test_a_reason_word_inside_a_matched_name_is_not_asked():
    r = Result("value_at", (_op("7", None),))
    q = "What was the Reason code adjustments in 2019?"
    assert unanswered_arithmetic(q, ["Reason code adjustments"], r, ENGLISH) == frozenset()


@pytest.mark.parametrize(("question", "operation", "left"), [
    ("In how many years was Cable more than 1,200?", "window_statistic", {"more than"}),
    ("Was Cable at least 1000 in 2019?", "value_at", {"at least"}),
    ("In which years did Cable exceed 1200?", "ranking", {"exceed"}),
    ("How many years was Cable over 1200?", "window_statistic", {"over"}),
    ("What was Cable over the period from 2018 to 2019?", "window_statistic", set()),  # "over" a period
    ("What was Cable in the table below for 2019?", "value_at", set()),
    ("How much more than Wireless was Cable in 2019?", "difference", set()),  # a difference answers it
    ("By how much did Cable exceed its 2018 value?", "change", set()),
])
def test_a_condition_on_the_values_is_unanswered_unless_a_comparison_answers_it(question, operation, left):
    statistic = "count" if operation == "window_statistic" else None
    r = Result(operation, (_op("2", None, statistic),))
    got = unanswered_arithmetic(question, ["Cable", "Wireless"], r, ENGLISH) - {"count", "which"}
    assert got == left


def test_why_and_condition_questions_get_no_deterministic_answer(engine):
    for q in ("Why did Wireless decrease from 2018 to 2019?",
              "From 2018 to 2019, in how many years was Cable more than 1,200?"):
        a = engine.ask(q, deterministic=True)
        assert a.result is None or a.result.operation == "refusal", (q, a.text)
    # the same questions without the reason or the condition are answered
    a = engine.ask("What was the change in Wireless from 2018 to 2019?", deterministic=True)
    new, old = TABLE["Wireless"]
    assert a.result is not None and float(a.result.value) == new - old


@pytest.mark.parametrize(("question", "left"), [
    ("How many million of Cable were sold in 2019?", {"count"}),
    ("Quanti milioni di Cable nel 2019?", {"count"}),
    ("How many years had Cable from 2017 to 2019?", set()),
    ("What was the number of readings of Cable from 2017 to 2019?", set()),
])
def test_how_many_million_asks_an_amount_not_a_count(question, left):
    r = Result("window_statistic", (_op("3", None, "count"),))
    assert unanswered_arithmetic(question, ["Cable"], r, language_for(["it"])) == left


@pytest.mark.parametrize(("question", "operation", "left"), [
    ("Was February 1978 or February 1979 snowier, and by how many inches?", "multiple", {"count"}),
    ("By how many inches did snowfall exceed 40 in 1979?", "window_statistic", {"count"}),
    ("How many months of 1979 had snowfall?", "multiple", set()),
])
def test_how_many_of_the_readings_own_unit_asks_an_amount(question, operation, left):
    """"By how many inches": an amount in the readings' own unit, never their number — of any
    operation whose operands state a count."""
    r = Result(operation, (replace(_op("1", None, "count"), unit="inches"),))
    assert unanswered_arithmetic(question, ["snowfall"], r, language_for(["en"])) >= left
    assert ("count" in unanswered_arithmetic(question, ["snowfall"], r, language_for(["en"]))) == bool(left)


def test_which_years_a_row_exceeded_a_threshold_lists_each(engine):
    new, old = TABLE["Cable"]
    a = engine.ask(f"Which years did Cable exceed {min(new, old) - 1:.0f}?", deterministic=True)
    assert a.result is not None and a.result.operation == "positions"
    assert sorted(o.positions[0] for o in a.result.operands) == [2018.0, 2019.0]


ROWS = {"Cable": (1153.0, 1429.0), "Allowance": (-16.0, -15.0), "Reserve": (40.0, None)}  # 2019, 2018
MEANS = (
    "Segment amounts (in thousands):\n\n|  | 2019 | 2018 |\n|---|---|---|\n"
    + "".join(f"| {n} | {a:,.0f} | {'' if b is None else f'{b:,.0f}'} |\n".replace("-16", "(16)").replace("-15", "(15)")
              for n, (a, b) in ROWS.items())
)


@pytest.fixture(scope="module")
def means(tmp_path_factory):
    yield from _report_engine(tmp_path_factory, "means", MEANS)


def test_the_average_of_a_row_named_alone_is_its_mean(means):
    a = means.ask("What was the average Cable?", deterministic=True)
    assert a.result is not None and a.result.operands[0].statistic == "mean"
    assert float(a.result.operands[0].value) == sum(ROWS["Cable"]) / 2


@pytest.mark.parametrize("question", [
    "What was the average Allowance?",           # every reading parenthesised: the sign is a convention
    "What was the average Reserve?",             # one reading: no mean to give
    "What was the average Cable within Europe?",  # a word no row reads
    "When was Cable at a record?",               # a statistic other than the mean, of a row named alone
])
def test_a_row_named_alone_is_not_given_another_statistic_or_a_doubtful_mean(means, question):
    a = means.ask(question, deterministic=True)
    assert a.result is None or a.result.operation != "fact"
