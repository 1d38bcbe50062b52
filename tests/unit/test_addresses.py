"""Positional addresses: golden question → window pairs, non-address numbers, caching."""

import json
from pathlib import Path

import pytest

from noesis.manifest import AxisSpec
from noesis.query import addresses
from noesis.query.addresses import Window, default_tolerance, parse_addresses

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "addresses"
CLOCK = AxisSpec("second", "clock")


def _cases():
    for path in sorted(GOLDEN.glob("*.json")):
        for i, case in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            yield pytest.param(case, id=f"{path.stem}-{i}-{case['question'][:40]}")


def _axis(spec: dict) -> AxisSpec:
    return AxisSpec(spec["name"], spec["kind"], spec.get("unit"), spec.get("tolerance"))


def _as_dict(w: Window) -> dict:
    return {"start": w.start, "end": w.end, "kind": w.kind, "text": w.text, "anchor": w.anchor}


@pytest.mark.parametrize("case", list(_cases()))
def test_golden(case):
    got = parse_addresses(case["question"], _axis(case["axis"]), case["vocabulary"])
    assert [_as_dict(w) for w in got] == case["expected"]


def test_golden_files_present():
    assert len(list(_cases())) >= 60


@pytest.mark.parametrize(
    "question",
    [
        "Which programme had a share of 37.5%?",
        "Show the top 3 programmes",
        "This car does 12.0 MPG",
        "Compare 2 programmes",
        "What happened in 1987?",
        "between 1987 and 1990",
        "the 1990s were different",
        "12 programmes with 37.5% in 2013",
    ],
)
def test_non_address_numbers_give_no_window(question):
    assert parse_addresses(question, CLOCK) == []


@pytest.mark.parametrize(
    "axis",
    [
        AxisSpec("year", "number"),
        AxisSpec("scene", "ordinal"),
        AxisSpec("minute", "number"),
        AxisSpec("date", "date"),
        AxisSpec("timestamp", "datetime"),
    ],
)
def test_non_address_numbers_on_other_axes(axis):
    question = "a share of 37.5% for the top 3 programmes at 12.0 MPG, 2 programmes"
    assert parse_addresses(question, axis) == []


def test_a_count_of_the_axis_units_is_no_position():
    days = AxisSpec("day", "number")
    assert parse_addresses("Over the 26 days, what was her average pulse?", days) == []
    assert parse_addresses("What was it over all 12 days?", days) == []
    assert [w.start for w in parse_addresses("What was her pulse on day 26?", days)] == [26.0]
    assert [w.start for w in parse_addresses("What was her pulse at 26 days?", days)] == [26.0]
    # one year named after "the", no count of years: "the 2019 year end"
    assert [w.start for w in parse_addresses("What is the 2019 year end revenue?", AxisSpec("year", "number"))] == [2019.0]


def test_non_address_numbers_around_a_real_address():
    got = parse_addresses("The top 3 programmes at minute 29 had a 37.5% share", CLOCK)
    assert got == [Window(1740.0, 1740.0, "point", "at minute 29", 1740.0)]


def test_longest_phrase_wins_over_its_parts():
    (w,) = parse_addresses("between minute 3 and 5", CLOCK)
    assert (w.kind, w.start, w.end) == ("range", 180.0, 300.0)


def test_sorted_and_deduplicated():
    got = parse_addresses("at second 300, at minute 1 and at second 300", CLOCK)
    assert [(w.start, w.text) for w in got] == [(60.0, "at minute 1"), (300.0, "at second 300")]


def test_original_casing_and_accents_kept_in_text():
    vocab = {"around": ["intorno al"], "minute": ["minuto"]}
    (w,) = parse_addresses("Cosa è successo INTORNO AL Minuto 29?", CLOCK, vocab)
    assert w.text == "INTORNO AL Minuto 29"
    vocab = {"around": ["più o meno al"], "minute": ["minuto"]}
    (w,) = parse_addresses("PIÙ O MENO AL minuto 2", CLOCK, vocab)
    assert (w.text, w.anchor) == ("PIÙ O MENO AL minuto 2", 120.0)


def test_vocabulary_words_do_not_leak_between_calls():
    vocab = {"second": ["secondo"]}
    assert parse_addresses("al secondo 1740", CLOCK, vocab)[0].start == 1740.0
    assert parse_addresses("secondo 1740", CLOCK) == []


def test_default_tolerance():
    assert default_tolerance(AxisSpec("second", "clock")) == 30.0
    assert default_tolerance(AxisSpec("second", "clock", tolerance=5.0)) == 5.0
    assert default_tolerance(AxisSpec("second", "clock", tolerance=0.0)) == 0.0
    assert default_tolerance(AxisSpec("date", "date")) == 3.0
    assert default_tolerance(AxisSpec("t", "datetime")) == 1800.0
    assert default_tolerance(AxisSpec("scene", "ordinal")) == 1.0
    assert default_tolerance(AxisSpec("x", "number")) == 1.0
    assert default_tolerance(AxisSpec("x", "number", step=10.0)) == 10.0


def test_around_uses_axis_tolerance():
    (w,) = parse_addresses("around second 100", AxisSpec("second", "clock", tolerance=5.0))
    assert (w.start, w.end, w.anchor) == (95.0, 105.0, 100.0)


def test_grammar_compiled_once_per_axis_and_vocabulary():
    addresses._grammar.cache_clear()
    for _ in range(3):
        parse_addresses("at second 1", CLOCK, {"minute": ["minuto"]})
        parse_addresses("at second 1", CLOCK, {"minute": ["minuto"]})
    info = addresses._grammar.cache_info()
    assert (info.misses, info.hits) == (1, 5)
    parse_addresses("at second 1", AxisSpec("second", "clock", tolerance=1.0))
    assert addresses._grammar.cache_info().misses == 2


def test_window_is_frozen():
    w = Window(1.0, 1.0, "point", "x", 1.0)
    with pytest.raises(AttributeError):
        w.start = 2.0  # type: ignore[misc]


def test_a_date_followed_by_a_colon_is_that_day_and_a_date_time_still_reads_its_clock():
    # "Temp_max on 2013-07-04: 21.7 °C." was read as "on 2013" (the whole year)
    day = AxisSpec("date", "date")
    got = parse_addresses("Temp_max on 2013-07-04: 21.7 °C.", day)
    assert [(w.start, w.end) for w in got] == [(15890.0, 15890.0)]
    stamp = AxisSpec("timestamp", "datetime")
    got = parse_addresses("at 2013-07-04 10:30 the reading", stamp)
    assert [w.start for w in got] == [15890.0 * 86400 + 10 * 3600 + 30 * 60]


def test_two_years_joined_by_and_are_a_range_that_lists_its_points():
    from noesis.query.addresses import listed_points

    year = AxisSpec("year", "number")
    (w,) = parse_addresses("What was the revenue in 2019 and 2018 respectively?", year)
    assert (w.kind, w.start, w.end) == ("range", 2018.0, 2019.0)
    assert [(p.kind, p.start, p.text) for p in w.listed] == [("point", 2019.0, "2019"), ("point", 2018.0, "2018")]
    assert listed_points([w]) == w.listed  # the order asked
    (b,) = parse_addresses("What was the change between 2018 and 2019?", year)
    assert b.kind == "range" and b.listed == ()  # "between … and …" is the range only
    (d,) = parse_addresses("What was the revenue in 2017-2019?", year)
    assert d.listed == () and listed_points([d]) == (d,)


def test_a_date_on_the_axis_year_end_names_its_year():
    year = AxisSpec("year", "number", period_end="10-31")
    (w,) = parse_addresses("What was the value of poultry as of October 31, 2019?", year)
    assert (w.kind, w.start, w.text) == ("point", 2019.0, "October 31, 2019")
    (both,) = parse_addresses("What was it as of October 31, 2019 and 2018 respectively?", year)
    assert (both.kind, both.start, both.end) == ("range", 2018.0, 2019.0)
    assert [p.start for p in both.listed] == [2019.0, 2018.0]
    # another day, or no stated year end: no year is read from the date
    assert parse_addresses("What was it as of December 31, 2019?", year) == []
    assert parse_addresses("What was it as of October 31, 2019?", AxisSpec("year", "number")) == []


@pytest.mark.parametrize(("question", "expected"), [
    ("What was EBITDA in FY 2019?", [("point", 2019.0, 2019.0)]),
    ("What was EBITDA in FY2019?", [("point", 2019.0, 2019.0)]),
    ("What was EBITDA in F19?", [("point", 2019.0, 2019.0)]),
    ("What was EBITDA in fiscal 2019?", [("point", 2019.0, 2019.0)]),
    ("What was the change from FY2018 to FY2019?", [("range", 2018.0, 2019.0)]),
    ("What is the difference in EBITDA between F19 and F18?", [("range", 2018.0, 2019.0)]),
])
def test_fiscal_years_on_a_year_axis(question, expected):
    got = parse_addresses(question, AxisSpec("year", "number"))
    assert [(w.kind, w.start, w.end) for w in got] == expected


def test_fiscal_years_listed_and_not_on_a_date_axis():
    (w,) = parse_addresses("What was EBITDA in FY19 and FY18 respectively?", AxisSpec("year", "number"))
    assert [p.start for p in w.listed] == [2019.0, 2018.0]
    # a fiscal year is not the calendar year a date axis would read
    assert parse_addresses("What was EBITDA in FY19?", AxisSpec("date", "date")) == []


def test_a_year_after_the_words_reports_put_before_one():
    year = AxisSpec("year", "number")
    assert [(w.start, w.text) for w in parse_addresses("What is the 2019 notional amount?", year)] == [(2019.0, "2019")]
    assert [w.start for w in parse_addresses("What were the accrued expenses for 2018?", year)] == [2018.0]
    assert parse_addresses("In which year was X less than 2019 thousand?", year) == []  # a threshold
    assert parse_addresses("What is the 2019 notional amount?", AxisSpec("second", "clock")) == []


@pytest.mark.parametrize(("question", "first", "last"), [
    ("What was X in Q4 2019?", (2019, 10, 1), (2019, 12, 31)),
    ("What was X in the fourth quarter of 2019?", (2019, 10, 1), (2019, 12, 31)),
    ("What was X in 2019 Q1?", (2019, 1, 1), (2019, 3, 31)),
    ("What was X in 3Q19?", (2019, 7, 1), (2019, 9, 30)),
    ("What was the revenue in the fiscal 2019 second quarter?", (2019, 4, 1), (2019, 6, 30)),
])
def test_a_quarter_on_a_date_axis_is_its_days(question, first, last):
    from datetime import date

    def days(t):
        return float((date(*t) - date(1970, 1, 1)).days)

    (w,) = parse_addresses(question, AxisSpec("date", "date"))
    assert (w.kind, w.start, w.end) == ("range", days(first), days(last))


def test_a_report_year_compared_to_another_is_the_range_between_them():
    from noesis.query.addresses import parse_addresses as parse
    from noesis.specs import AxisSpec as Axis

    years = Axis("year", "number")
    for q, text in (("the change in 2019 compared to 2018?", "2019 compared to 2018"),
                    ("revenue for 2019 vs 2018", "2019 vs 2018"),
                    ("FY2019 as compared with FY2018", "FY2019 as compared with FY2018")):
        (w,) = parse(q, years)
        assert (w.start, w.end, w.kind, w.text, w.listed) == (2018.0, 2019.0, "range", text, ())
    (w,) = parse("gross assets in 2019 compared to 2018", Axis("date", "date"))
    assert (w.start, w.end) == (17532.0, 18261.0)  # 2018-01-01 and 2019-12-31 in days since 1970
    assert parse("FY2019 vs FY2018", Axis("date", "date")) == []  # fiscal years: not calendar years
    assert all(w.kind != "range" for w in parse("in 2019 compared to 2019", years))


def test_a_date_called_a_years_end_names_that_year():
    year = AxisSpec("year", "number")  # no period end stated
    (w,) = parse_addresses("How much was the energy used for the year ended 31 December 2018?", year)
    assert (w.kind, w.start, w.text) == ("point", 2018.0, "31 December 2018")
    (f,) = parse_addresses("What was revenue for the fiscal year ending June 30, 2019?", year)
    assert f.start == 2019.0
    # a bare date is not called a year's end; a year ending in early January may be the year before
    assert parse_addresses("What was revenue at 31 December 2019?", year) == []
    assert parse_addresses("What was revenue for the year ended January 3, 2020?", year) == []


def test_between_one_position_to_another_is_a_range():
    year = AxisSpec("year", "number")
    (w,) = parse_addresses("What is the total cash provided by financing activities between 2017 to 2019?", year)
    assert (w.kind, w.start, w.end, w.text) == ("range", 2017.0, 2019.0, "between 2017 to 2019")


@pytest.mark.parametrize("question", [
    "What is the increase/ (decrease) in Audit-Related Fees from the period 2018 to 2019?",
    "What is the increase/ (decrease) in Revenues from, 2019 to 2018?",
    "What was the change in revenue from fiscal year 2018 to 2019?",
])
def test_from_a_period_to_another_is_a_range(question):
    (w,) = parse_addresses(question, AxisSpec("year", "number"))
    assert (w.kind, w.start, w.end, w.listed) == ("range", 2018.0, 2019.0, ())
