"""Years listed in a question ("X in 2019 and 2018 respectively") on a report's dated
columns: each calendar year a window of its own, each answered by its one reading — or no
answer when a listed year has none (query/addresses, answer/coverage.every_window_read)."""

from __future__ import annotations

from datetime import date

import pytest

from noesis.answer import Engine
from noesis.answer.coverage import every_window_read
from noesis.ingest.pipeline import ingest
from noesis.manifest import AxisSpec
from noesis.mesh import Mesh
from noesis.query.addresses import listed_points, parse_addresses

_EPOCH = date(1970, 1, 1).toordinal()


def _days(d: date) -> float:
    return float(d.toordinal() - _EPOCH)


def test_two_years_listed_on_a_date_axis_are_each_a_calendar_year():
    (w,) = parse_addresses("What was the net income in 2019 and 2018 respectively?", AxisSpec("date", "date"))
    assert (w.start, w.end) == (_days(date(2018, 1, 1)), _days(date(2019, 12, 31)))
    assert [(p.kind, p.start, p.end, p.text) for p in listed_points([w])] == [
        ("range", _days(date(2019, 1, 1)), _days(date(2019, 12, 31)), "2019"),
        ("range", _days(date(2018, 1, 1)), _days(date(2018, 12, 31)), "2018")]


def test_every_listed_window_needs_a_reading():
    key = ("kb", "net income", "amount")
    assert every_window_read([key, key], [key], {"kb": 2})
    assert not every_window_read([key], [key], {"kb": 2})  # one listed year unread
    assert every_window_read([key], [key], {})  # no window counted: one reading is enough


DATED = ("Results (in millions):\n\n"
         "|  | April 27, 2019 | April 28, 2018 |\n|---|---|---|\n"
         "| Revenues | 1,073.3 | 1,095.0 |\n| Net income | 106.4 | 70.5 |\n")


@pytest.fixture(scope="module")
def dated(tmp_path_factory):
    folder = tmp_path_factory.mktemp("dated")
    (folder / "report.md").write_text(DATED, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    with Mesh.open(kb) as mesh:
        yield Engine(mesh)


def test_a_row_in_two_listed_years_of_dated_columns(dated):
    a = dated.ask("What was the net income in 2019 and 2018 respectively?", deterministic=True)
    assert a.result is not None and [float(o.value) for o in a.result.operands] == [106.4, 70.5]


def test_a_listed_year_no_column_holds_gives_no_answer(dated):
    a = dated.ask("What was the net income in 2019 and 2020 respectively?", deterministic=True)
    assert a.result is None or [float(o.value) for o in a.result.operands] != [106.4]


# --------------------------------------------------------------------------- "which year" of dated columns

def test_a_year_asked_of_dated_columns():
    from noesis.lang import ENGLISH
    from noesis.query.positionforms import asks_year_of_dated_columns

    dates, years = AxisSpec("date", "date"), AxisSpec("year", "number")
    assert asks_year_of_dated_columns("In which year was net income larger?", dates, ENGLISH)
    assert asks_year_of_dated_columns("Which years did net income exceed 100 million?", dates, ENGLISH)
    assert not asks_year_of_dated_columns("In which year was net income larger?", years, ENGLISH)  # not dated
    assert not asks_year_of_dated_columns("On which date was net income larger?", dates, ENGLISH)
    assert not asks_year_of_dated_columns("Which segment was larger?", dates, ENGLISH)


def test_the_year_each_dated_column_is_named_for():
    from noesis.query.positionforms import named_years

    april19, april18 = _days(date(2019, 4, 27)), _days(date(2018, 4, 28))
    assert named_years([april19, april18]) == {april19: 2019, april18: 2018}
    assert named_years([april19, _days(date(2019, 12, 31))]) is None  # two columns in one year
    assert named_years([_days(date(2020, 1, 3)), april18]) is None  # early January: either year


def test_which_year_of_dated_columns_is_a_year(dated):
    a = dated.ask("In which year was net income larger?", deterministic=True)
    assert a.result is not None and a.result.operands[0].positions_text == ("2019",)
    a = dated.ask("In which year was net income less than 100.0 million?", deterministic=True)
    assert a.result is not None and [o.positions_text for o in a.result.operands] == [("2018",)]


def test_a_day_and_the_next_year_list_that_day_in_both():
    (w,) = parse_addresses("What is the total gross profit for years ended December 31, 2018 and 2019?",
                           AxisSpec("date", "date"))
    assert (w.kind, w.start, w.end) == ("range", _days(date(2018, 12, 31)), _days(date(2019, 12, 31)))
    assert [(p.start, p.text) for p in w.listed] == [(_days(date(2018, 12, 31)), "December 31, 2018"),
                                                      (_days(date(2019, 12, 31)), "2019")]
    # a year two apart is not the other column of a pair
    (p,) = parse_addresses("What is X on December 31, 2019 and 2017?", AxisSpec("date", "date"))
    assert p.kind == "point" and p.start == _days(date(2019, 12, 31))


def test_years_a_to_b_after_a_year_word_list_each_year():
    (w,) = parse_addresses("What is the net income for fiscal years 2019 to 2017 respectively?",
                           AxisSpec("year", "number"))
    assert (w.kind, w.start, w.end) == ("range", 2017.0, 2019.0)
    assert [p.start for p in w.listed] == [2019.0, 2018.0, 2017.0]  # the order written
    assert parse_addresses("What is X 2017 to 2019?", AxisSpec("year", "number")) == []  # no year word: not read
    (f,) = parse_addresses("What is X from 2017 to 2019?", AxisSpec("year", "number"))
    assert f.listed == ()  # "from … to …": the range only


def test_a_comma_before_and_still_lists_the_other_year():
    q = "What is the rate for the years ended December 31, 2018, and 2019, respectively?"
    (w,) = parse_addresses(q, AxisSpec("year", "number"))
    assert [p.start for p in w.listed] == [2018.0, 2019.0]
    (d,) = parse_addresses(q, AxisSpec("date", "date"))
    assert [p.start for p in d.listed] == [_days(date(2018, 12, 31)), _days(date(2019, 12, 31))]


def test_how_many_dated_columns_met_a_threshold(dated):
    a = dated.ask("How many years did net income exceed 80 million?", deterministic=True)
    assert a.result is not None and a.result.operation == "count" and a.result.value == "1"
# --------------------------------------------------------------------------- three or more years listed

def test_three_consecutive_years_listed_on_a_date_axis():
    (w,) = parse_addresses("What was the income tax expense in 2019, 2018 and 2017 respectively?",
                           AxisSpec("date", "date"))
    assert (w.start, w.end) == (_days(date(2017, 1, 1)), _days(date(2019, 12, 31)))
    assert [p.text for p in w.listed] == ["2019", "2018", "2017"]
