"""The table profiler: each time-axis rule and column rule on its own fixture, the grain, the
wide layout, additivity, and the relation and series built from every row."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pytest

from noesis.ingest import timeaxis as ta
from noesis.ingest.cells import table_of
from noesis.ingest.columns import profile_columns
from noesis.ingest.profile import (
    COLUMN_RULES,
    Declared,
    additivity_of,
    find_grain,
    profile_table,
    unit_of,
)
from noesis.ingest.relate import LostRows, build_relation, relation_series
from noesis.ingest.tables import header_matches
from noesis.relation import WideLayout

CTX = ta.TimeContext("position", "number", frozenset(), None)


NOTHING = Declared()


def profile(columns: dict, file="t.csv", ctx=CTX, declared=NOTHING):
    return profile_table(table_of(columns), file, ctx, declared)


def days(y, m, d) -> float:
    return float((dt.date(y, m, d) - dt.date(1970, 1, 1)).days)


# --------------------------------------------------------------------------- time rules
def test_the_time_rules_are_an_ordered_list_of_named_functions():
    names = [r.__name__ for r in ta.TIME_RULES]
    assert names[0] == "declared_time" and names[-2:] == ["named_axis_column", "counted_axis_column"]
    assert names.index("text_date_column") < names.index("composed_date_parts") < names.index("month_day")


def test_year_and_month_columns_compose_a_monthly_axis():
    found = ta.composed_date_parts(profile_columns(table_of(
        {"Year": [2010, 2010, 2011], "Month": [1, 12, 2], "v": [1.0, 2.0, 3.0]})), CTX)
    assert found.axis.columns == ("Year", "Month") and found.axis.granularity == "month"
    assert found.positions.tolist() == [days(2010, 1, 1), days(2010, 12, 1), days(2011, 2, 1)]


def test_month_names_count_as_months_and_a_day_column_makes_days():
    found = ta.composed_date_parts(profile_columns(table_of(
        {"year": [2013, 2013], "month": ["Jan", "February"], "day": [31, 2]})), CTX)
    assert found.axis.parts == ("year", "month", "day") and found.axis.granularity == "day"
    assert found.positions.tolist() == [days(2013, 1, 31), days(2013, 2, 2)]


def test_a_date_s_parts_and_an_hour_column_make_date_times():
    found = ta.composed_date_parts(profile_columns(table_of(
        {"year": [2005, 2005, 2005], "month": [8, 8, 8], "day": [28, 28, 29], "hour": [0, 18, 6],
         "wind": [145.0, 150.0, 110.0]})), CTX)
    assert found.axis.parts == ("year", "month", "day", "clock") and found.axis.kind == "datetime"
    assert found.positions.tolist() == [days(2005, 8, 28) * 86400, days(2005, 8, 28) * 86400 + 18 * 3600,
                                        days(2005, 8, 29) * 86400 + 6 * 3600]
    # an "hour" column of more than a day's hours is no hour of the day: the date stays a date
    counted = ta.composed_date_parts(profile_columns(table_of(
        {"year": [2005, 2005, 2005], "month": [8, 8, 8], "day": [28, 28, 29], "hour": [30, 45, 90]})), CTX)
    assert counted.axis.parts == ("year", "month", "day")


def test_an_impossible_date_is_missing_not_rolled_over():
    found = ta.composed_date_parts(profile_columns(table_of(
        {"year": [2013, 2013], "month": [2, 3], "day": [30, 1]})), CTX)
    assert np.isnan(found.positions[0]) and found.positions[1] == days(2013, 3, 1)


def test_year_and_quarter_and_year_and_week():
    q = ta.composed_date_parts(profile_columns(table_of({"year": [1959, 1959], "quarter": [1, 4]})), CTX)
    assert q.axis.granularity == "quarter" and q.positions.tolist() == [days(1959, 1, 1), days(1959, 10, 1)]
    w = ta.composed_date_parts(profile_columns(table_of({"year": [2020, 2020], "week": [1, 53]})), CTX)
    assert w.axis.granularity == "week"
    assert w.positions.tolist() == [float((dt.date.fromisocalendar(2020, k, 1) - dt.date(1970, 1, 1)).days)
                                    for k in (1, 53)]


def test_month_and_day_without_a_year_invent_no_year():
    found = ta.month_day(profile_columns(table_of({"Month": [5, 6], "Day": [1, 30], "Temp": [67, 80]})), CTX)
    assert found.axis.has_year is False and found.axis.kind == "number"
    assert found.positions.tolist() == [501.0, 630.0]


def test_decimal_years_on_a_monthly_step():
    found = ta.fractional_year(profile_columns(table_of(
        {"decimal_date": [2000.0 + k / 12 for k in range(14)]})), CTX)
    assert found.axis.parts == ("fractional-year",) and found.axis.granularity == "month"
    assert found.positions[1] == days(2000, 2, 1) and found.positions[13] == days(2001, 2, 1)


def test_mid_month_decimal_years():
    found = ta.fractional_year(profile_columns(table_of(
        {"time": [1990 + (k + 0.5) / 12 for k in range(12)]})), CTX)
    assert found.axis.granularity == "month" and found.positions[0] == days(1990, 1, 1)


def test_year_month_strings():
    found = ta.year_month_text(profile_columns(table_of({"period": ["2010-01", "2010-02", "2011-12"]})), CTX)
    assert found.axis.granularity == "month" and found.positions[2] == days(2011, 12, 1)
    q = ta.year_month_text(profile_columns(table_of({"period": ["2010Q1", "2010Q3"]})), CTX)
    assert q.axis.granularity == "quarter" and q.positions[1] == days(2010, 7, 1)


@pytest.mark.parametrize("cells, want", [
    (["1991 Jul", "1991 Aug", "2008 Jun"], (2008, 6, 1)),        # R's yearmonth ("tsibble")
    (["Jul 1991", "Aug 1991", "June 2008"], (2008, 6, 1)),
    (["1991-Jul", "1991-Aug", "2008-June"], (2008, 6, 1)),
])
def test_year_month_strings_with_month_names_either_way_round(cells, want):
    found = ta.year_month_text(profile_columns(table_of({"Month": cells})), CTX)
    assert found.axis.granularity == "month" and found.positions[2] == days(*want)
    assert found.positions[0] == days(1991, 7, 1)


def test_quarter_before_year_is_a_year_quarter():
    q = ta.year_month_text(profile_columns(table_of({"period": ["Q1 2010", "Q3 2010", "Q4-2011"]})), CTX)
    assert q.axis.granularity == "quarter" and list(q.positions) == [days(2010, 1, 1), days(2010, 7, 1),
                                                                      days(2011, 10, 1)]


def test_a_year_and_a_word_that_is_no_month_is_not_a_year_month():
    assert ta.year_month_text(profile_columns(table_of({"x": ["1991 Foo", "1992 Bar"]})), CTX) is None


def test_an_unnamed_first_column_of_ascending_years_is_a_year_axis_marked_uncertain():
    cols = profile_columns(table_of({"column1": [1821, 1822, 1823, 1824], "0": [269.0, 321, 585, 871]}))
    found = ta.unnamed_year_index(cols, CTX)
    assert found.axis.granularity == "year" and list(found.positions) == [1821.0, 1822.0, 1823.0, 1824.0]
    assert not found.certain
    gaps = profile_columns(table_of({"column1": [1951, 1956, 1957], "0": [1.0, 2, 3]}))  # a series with gaps
    assert list(ta.unnamed_year_index(gaps, CTX).positions) == [1951.0, 1956.0, 1957.0]
    for not_years in ([1821, 1850, 1900], [1821, 1821, 1822], [1830, 1823, 1821]):  # too far apart, repeated, descending
        assert ta.unnamed_year_index(profile_columns(table_of({"column1": not_years, "0": [1.0, 2, 3]})), CTX) is None
    rows = profile_columns(table_of({"column1": [1, 2, 3], "0": [1.0, 2, 3]}))  # row numbers, not years
    assert ta.unnamed_year_index(rows, CTX) is None
    named = profile_columns(table_of({"id": [1821, 1822, 1823], "0": [1.0, 2, 3]}))  # a header says what it is
    assert ta.unnamed_year_index(named, CTX) is None


def test_a_date_column_and_a_time_column_make_date_times():
    found = ta.date_and_clock(profile_columns(table_of(
        {"date": ["2020-01-01", "2020-01-02"], "time": ["13:00", "08:30"]})), CTX)
    assert found.axis.kind == "datetime" and found.axis.granularity == "minute"
    assert found.positions.tolist() == [days(2020, 1, 1) * 86400 + 13 * 3600, days(2020, 1, 2) * 86400 + 8.5 * 3600]


def test_date_granularity_from_the_values():
    assert ta.date_granularity(np.array([days(2000, m, 1) for m in range(1, 13)])) == "month"
    assert ta.date_granularity(np.array([days(y, 1, 1) for y in range(2000, 2005)])) == "year"
    assert ta.date_granularity(np.array([days(2000, m, 1) for m in (1, 4, 7, 10)])) == "quarter"
    assert ta.date_granularity(np.array([days(2000, 1, 3) + 7 * k for k in range(5)])) == "week"
    assert ta.date_granularity(np.array([days(2000, 1, 1) + k for k in range(5)])) == "day"


def test_a_declared_composition_wins():
    ctx = ta.TimeContext("position", "date", frozenset(), None, ("a", "b"))
    found = ta.declared_time(profile_columns(table_of({"a": [2001], "b": [3]})), ctx)
    assert found is None  # a composition needs part names it can read (the reader says so)
    ctx2 = ta.TimeContext("position", "date", frozenset(), None, ("year", "month"))
    found2 = ta.declared_time(profile_columns(table_of({"year": [2001], "month": [3], "x": [1.0]})), ctx2)
    assert found2.axis.columns == ("year", "month") and "declared" in found2.why


def test_a_time_named_column_of_consecutive_whole_years_is_a_year_axis():
    run = list(range(1871, 1881))
    for name, values, declared, want in (("time", run, False, "year"),       # R's time(): named like time
                                         ("x", run, True, "year"),           # declared the time column
                                         ("x", run, False, "number"),        # neither
                                         ("time", run[::3], False, "number"),  # three apart: no even step
                                         ("time", run[:4], False, "number")):  # too short a run
        col = profile_columns(table_of({name: values, "v": [1.0] * len(values)}))[0]
        found = ta.read_single(col, CTX, "number", "why", declared=declared)
        assert found.axis.granularity == want, (name, values, declared)
        assert ("one apart: years" in found.why) == (want == "year")


def test_a_time_column_of_years_an_even_step_apart_is_a_year_axis_within_plausible_years():
    census = list(range(1790, 1971, 10))
    for values, want, apart in ((census, "year", "10 apart"),               # R's time(uspop)
                                (list(range(1872, 1881, 2)), "year", "2 apart"),
                                (list(range(1000, 1100, 10)), "number", ""),  # seconds, not years
                                (list(range(1790, 1971, 10))[:4], "number", ""),  # too short a run
                                ([1790, 1800, 1810, 1830, 1840], "number", "")):  # a step missing
        col = profile_columns(table_of({"time": values, "v": [1.0] * len(values)}))[0]
        found = ta.read_single(col, CTX, "number", "why")
        assert found.axis.granularity == want, values
        assert (f"{apart}: years" in found.why) == bool(apart)
    assert ta.yearly_run(profile_columns(table_of({"t": [1999, 2000, 2001, 2002, 2003]}))[0])


def test_an_empty_declared_header_names_the_column_the_reader_renamed():
    assert header_matches("column1", 0, "") and not header_matches("column2", 0, "")
    assert header_matches(" Time ", 3, "time") and not header_matches("times", 3, "time")
    ctx = ta.TimeContext("position", "number", frozenset(), None, ("",))
    quarters = [1962.25, 1962.5, 1962.75, 1963.0, 1963.25]
    found = ta.declared_time(profile_columns(table_of({"column1": quarters, "y": [8.8, 8.9, 8.9, 9.0, 9.0]})), ctx)
    assert found.axis.columns == ("column1",) and "declared" in found.why
    assert found.axis.granularity == "quarter"


# --------------------------------------------------------------------------- column rules
def test_the_column_rules_are_an_ordered_list():
    names = [r.__name__ for r in COLUMN_RULES]
    assert names[0] == "declared_role" and names[-1] == "other_ignored"


def test_an_empty_column_is_ignored_and_makes_no_other_column_a_code():
    p = profile({"Year": [2018] * 4, "Month": [1, 2, 3, 4], "1 unit": [859.0, 882.0, 862.0, 797.0],
                 "2 to 4 units": [None, None, None, None], "South": [596.0, 655.0, 595.0, 613.0]})
    s = p.schema
    assert s.measure("1 unit") is not None  # numbers, never "a code one-to-one with" an empty column
    assert s.dimension("2 to 4 units") is None and s.measure("2 to 4 units") is None


def test_a_numeric_subject_id_is_a_dimension_and_a_constant_treatment_a_category():
    chick = [c for c in range(1, 11) for _ in range(4)]
    p = profile({"weight": [40.0 + i for i in range(40)], "Time": [0, 2, 4, 6] * 10, "Chick": chick,
                 "Diet": [(c - 1) // 3 + 1 for c in chick]}, file="ChickWeight.csv")
    s = p.schema
    assert s.time.columns == ("Time",)
    assert {(d.column, d.kind) for d in s.dimensions} == {("Chick", "id"), ("Diet", "category")}
    assert [m.name for m in s.measures] == ["weight"]
    assert set(s.grain) == {"Time", "Chick"} and s.entity == ("Chick",)
    assert any(c.key == "dimensions.Diet" and not c.certain for c in s.choices)


def test_negative_whole_numbers_are_never_a_code_and_a_column_of_one_row_a_value_owns_nothing():
    # Minard's temperatures beside dates written as text ("Oct18"), one date missing: every
    # column is constant for each date, which says nothing; -21 degrees is a reading, no code
    s = profile({"long": [37.6, 36.0, 33.2, 32.0, 29.2, 28.5, 27.2, 26.7, 25.3],
                 "temp": [0, 0, -9, -21, -11, -20, -24, -30, -26], "days": [6, 6, 16, 5, 10, 4, 3, 5, 1],
                 "date": ["Oct18", "Oct24", "Nov09", "Nov14", None, "Nov28", "Dec01", "Dec06", "Dec07"]},
                file="Minard.temp.csv").schema
    assert {m.name for m in s.measures} == {"long", "temp", "days"}
    assert [d.column for d in s.dimensions] == ["date"]


def test_whole_numbers_named_like_what_an_experiment_numbers_are_an_id():
    # R's attenu: 182 accelerometer readings of 23 earthquakes, "event" numbering the quakes
    s = profile({"event": [1, 2, 2, 3, 3, 3], "mag": [7.0, 7.4, 7.4, 5.3, 5.3, 5.3], "station": ["117", "1083", "1095",
                 "283", "135", "475"], "accel": [0.359, 0.014, 0.196, 0.135, 0.062, 0.054]}, file="attenu.csv").schema
    assert ("event", "id") in {(d.column, d.kind) for d in s.dimensions}
    assert "event" not in {m.name for m in s.measures}


def test_tests_numbered_alike_are_measures_never_ids_that_complete_a_key():
    # R's Baumann: a group and five scores, pretest.1 .. post.test.3, no pupil id: the key repeats,
    # and no score becomes an id because its readings happen to tell the rows apart
    cols = {"group": ["Basal", "Basal", "Basal", "DRTA", "DRTA", "DRTA"],
            "pretest.1": [4, 6, 4, 7, 7, 6], "pretest.2": [3, 5, 3, 2, 6, 5],
            "post.test.1": [5, 9, 5, 7, 8, 11], "post.test.3": [41, 41, 43, 46, 50, 48]}
    s = profile(cols, file="Baumann.csv").schema
    assert {m.name for m in s.measures} == {"pretest.1", "pretest.2", "post.test.1", "post.test.3"}
    assert [d.column for d in s.dimensions] == ["group"]


def test_numbered_family():
    from noesis.ingest.roles import numbered_family
    assert numbered_family(["group", "pretest.1", "pretest.2", "post.test.3", "score"]) == {"pretest.1", "pretest.2"}
    assert numbered_family(["exam1", "exam2", "exam_3", "id"]) == {"exam1", "exam2", "exam_3"}
    assert numbered_family(["subject", "week", "x1990"]) == frozenset()


def test_a_column_named_like_its_file_is_an_id_only_over_time():
    # statsmodels' stackloss: 21 runs, no time, whole numbers, STACKLOSS named like the file
    runs = {"STACKLOSS": [42, 37, 37, 28, 18, 18, 19, 20, 15, 14, 14, 13, 11, 12, 8, 7, 8, 8, 9, 15, 15],
            "AIRFLOW": [80, 80, 75, 62, 62, 62, 62, 62, 58, 58, 58, 58, 58, 58, 50, 50, 50, 50, 50, 56, 70],
            "WATERTEMP": [27, 27, 25, 24, 22, 23, 24, 24, 23, 18, 18, 17, 18, 19, 18, 18, 19, 19, 20, 20, 20]}
    s = profile(runs, file="stackloss.csv").schema
    assert {m.name for m in s.measures} == {"STACKLOSS", "AIRFLOW", "WATERTEMP"} and s.dimensions == ()
    # over time, a column named like the file numbers its things ("pig" in pigs.csv)
    pigs = profile({"pig": [1, 1, 2, 2, 3, 3], "week": [1, 2, 1, 2, 1, 2], "weight": [20.0, 25, 21, 26, 19, 24]},
                   file="pigs.csv").schema
    assert [(d.column, d.kind) for d in pigs.dimensions] == [("pig", "id")]


def test_a_small_integer_measure_that_changes_over_time_stays_a_measure():
    s = profile({"minute": list(range(20)), "shots": [i // 3 for i in range(20)]}).schema
    assert [m.name for m in s.measures] == ["shots"] and s.dimensions == ()


def test_free_text_is_ignored_and_a_column_re_expressing_time_is_not_a_measure():
    s = profile({"year": [2000, 2000, 2001], "month": [1, 2, 1], "decimal_date": [2000.0, 2000.0833, 2001.0],
                 "note": [f"a long free-text remark number {i} about nothing at all here" for i in range(3)],
                 "sales": [1.0, 2.0, 3.0]}).schema
    assert s.time.columns == ("year", "month")
    assert set(s.ignored) == {"decimal_date", "note"} and [m.name for m in s.measures] == ["sales"]


# --------------------------------------------------------------------------- grain, wide, measures
def test_the_grain_is_the_smallest_unique_key():
    t = np.array([0, 0, 1, 1])
    a = np.array([0, 1, 0, 1])
    b = np.array([0, 0, 0, 0])
    assert find_grain(t, ("t",), [("b", b), ("a", a)], 4) == (("t", "a"), True)
    assert find_grain(t, ("t",), [("b", b)], 4) == (("t", "b"), False)


def test_a_long_table_with_two_dimensions_keeps_both_in_the_series_name():
    rows = [(c, s, y) for c in ("France", "Chad") for s in ("f", "m") for y in (2000, 2001)]
    p = profile({"country": [r[0] for r in rows], "sex": [r[1] for r in rows], "year": [r[2] for r in rows],
                 "lifeExp": [float(i) for i in range(8)]})
    assert set(p.schema.grain) == {"year", "country", "sex"} and p.schema.entity == ("country",)
    rel = build_relation(p, table_of({"x": [0] * 8}), "number", np.arange(2, 10))
    series, lost = relation_series(rel, "T", {}, "t.csv", str)
    assert lost == [] and sorted(s.entity for s in series) == ["Chad · f", "Chad · m", "France · f", "France · m"]
    assert all(len(s) == 2 for s in series)


def test_tickers_as_headers_are_one_measure_over_a_symbol_dimension():
    p = profile({"date": [f"2020-01-0{d}" for d in range(1, 6)], "GOOG": [1.0, 2, 3, 4, 5],
                 "AAPL": [1.5, 2, 3, 4, 5], "AMZN": [2.0, 2, 3, 4, 5]},
                ctx=ta.TimeContext("date", "date", frozenset(), None))
    assert p.schema.wide.columns == ("GOOG", "AAPL", "AMZN") and p.schema.wide.dimension == "symbol"
    rel = build_relation(p, table_of({"GOOG": [1.0, 2, 3, 4, 5], "AAPL": [1.5, 2, 3, 4, 5],
                                      "AMZN": [2.0, 2, 3, 4, 5]}), "date", np.arange(2, 7))
    assert len(rel) == 15 and rel.dims[0][:5] == ("GOOG",) * 5


def test_month_headers_beside_an_annual_column_melt_into_months_and_leave_the_annual_out():
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    cols = {"Year": [1948, 1949, 1950]} | {m: [4.0 + i, 5.0, 6.0] for i, m in enumerate(months)}
    p = profile(cols | {"Annual": [3.8, 5.9, 5.3]}, ctx=ta.TimeContext("date", "date", frozenset(), None))
    assert p.schema.wide.columns == tuple(months) and p.schema.wide.time_part == "month"
    assert "Annual" not in p.schema.wide.columns
    # twelve months and nothing else: every column melts, as before
    q = profile(cols, ctx=ta.TimeContext("date", "date", frozenset(), None))
    assert q.schema.wide.columns == tuple(months)


def test_measure_like_headers_are_not_read_as_wide():
    p = profile({"date": [f"2020-01-0{d}" for d in range(1, 4)], "temp_max": [1.0, 2, 3],
                 "temp_min": [0.0, 1, 2], "precipitation": [0.0, 0, 1]},
                ctx=ta.TimeContext("date", "date", frozenset(), None))
    assert p.schema.wide is None and len(p.schema.measures) == 3


@pytest.mark.parametrize(("column", "unit", "want"), [
    ("sales", None, "flow"), ("net_generation", None, "flow"), ("price", None, "level"),
    ("temp_max", None, "level"), ("unemployment_rate", None, "level"), ("realgdp", None, "flow"),
    ("tbilrate", None, "level"), ("share", "%", "level"), ("x", None, "unknown"), ("homeruns", None, "flow"),
])
def test_additivity_from_the_name(column, unit, want):
    assert additivity_of(column, unit)[0] == want


@pytest.mark.parametrize("words, want", [
    (("maths score", "math score"), "level"),     # "score" says a level
    (("number of children",), "unknown"),         # "number" says a flow, which declared words never give
    (("average income", "income"), "unknown"),    # the words disagree
    (("pupils",), "unknown"),                     # nothing said
])
def test_the_words_declared_for_a_measure_say_its_level_when_its_header_says_nothing(words, want):
    columns = {"district": ["a", "b", "c", "d"], "mathscr": [650.5, 660.0, 640.25, 700.0]}
    m = profile(columns, declared=Declared(words=(("mathscr", words),))).schema.measure("mathscr")
    assert m is not None and m.additivity == want


def test_units_from_the_header():
    assert unit_of("price (USD)") == "USD" and unit_of("rain [mm]") == "mm" and unit_of("growth_pct") == "%"
    assert unit_of("price") is None


@pytest.mark.parametrize("column, unit", [
    ("Weight_in_lbs", "lbs"), ("dist_km", "km"), ("price_usd", "usd"), ("wind_mph", "mph"),
    ("Miles_per_Gallon", "miles per gallon"),      # a rate whole
    ("cost_per_unit", None),                       # a rate the registry does not know: nothing
    ("time_min", None), ("temp_c", None),           # a unit that is an everyday word or a letter: nothing certain
    ("Horsepower", None), ("total_days", None),
])
def test_a_unit_the_registry_knows_ending_a_header(column, unit):
    assert unit_of(column) == unit


def test_rows_repeating_the_whole_key_are_kept_and_reported():
    p = profile({"second": [1, 2, 2, 3], "v": [1.0, 2.0, 2.5, 3.0]})
    rel = build_relation(p, table_of({"v": [1.0, 2.0, 2.5, 3.0]}), "number", np.arange(2, 6))
    series, lost = relation_series(rel, "T", {}, "t.csv", lambda n: f"line {n}")
    assert len(rel) == 4 and len(series[0]) == 3
    (loss,) = lost
    assert isinstance(loss, LostRows) and loss.lost == 1 and loss.line == 4 and loss.loud


def test_decimal_years_on_a_quarterly_step_are_a_quarterly_axis():
    years = [1945 + k / 4 for k in range(8)]
    found = ta.fractional_year(profile_columns(table_of({"time": years, "v": [float(k) for k in range(8)]})), CTX)
    assert found.axis.granularity == "quarter"
    assert found.positions.tolist() == [days(1945 + k // 4, 1 + 3 * (k % 4), 1) for k in range(8)]
    monthly = ta.fractional_year(profile_columns(table_of({"time": [1969 + k / 12 for k in range(14)]})), CTX)
    assert monthly.axis.granularity == "month"


def test_a_column_named_like_its_file_with_missing_cells_is_its_series_not_an_id():
    ratings = [None, 87, 82, 75, 63, 50, 43, 32] * 3
    s = profile({"time": [1945 + k / 4 for k in range(24)], "presidents": ratings}, file="presidents.csv").schema
    assert [m.name for m in s.measures] == ["presidents"]
    s = profile({"pig": [1, 1, 2, 2], "week": [1, 2, 1, 2], "weight": [1.0, 2.0, 3.0, 4.0]}, file="pigs.csv").schema
    assert [d.column for d in s.dimensions] == ["pig"]


def test_a_year_column_holding_years_is_the_axis_before_a_measure_named_time():
    s = profile({"Name": ["a", "b", "c", "d"], "Time": [9.63, 9.75, 9.69, 9.89], "Year": [2012, 2012, 2008, 2008]}).schema
    assert s.time.columns == ("Year",) and [m.name for m in s.measures] == ["Time"]


@pytest.mark.parametrize(("values", "want"), [
    ([63, 64, 65, 92], [1963, 1964, 1965, 1992]),
    ([5, 6, 20], [2005, 2006, 2020]),
    ([97, 98, 99, 0, 1], [1997, 1998, 1999, 2000, 2001]),
])
def test_two_digit_years_in_a_year_column_are_read_in_their_century(values, want):
    found = ta.two_digit_year_column(profile_columns(table_of({"year": values, "v": [1.0] * len(values)})), CTX)
    assert found is not None and found.positions.tolist() == [float(w) for w in want] and not found.certain


def test_a_declared_column_numbering_positions_after_one_word_is_a_number_axis():
    labels = ["Day1", "Day2", "Day10", "Day26"]
    found = ta.numbered_labels(profile_columns(table_of({"Day": labels})), CTX)
    assert found is not None and found.positions.tolist() == [float(x[3:]) for x in labels]
    assert found.axis.kind == "number" and found.axis.granularity == "number"
    # two words ("Day1", "Week2"), or a value with no number: no axis read so
    assert ta.numbered_labels(profile_columns(table_of({"Day": ["Day1", "Week2"]})), CTX) is None
    assert ta.numbered_labels(profile_columns(table_of({"Day": ["Day1", "Day2", "baseline"]})), CTX) is None


def test_a_column_of_seasons_is_an_axis_of_their_first_years():
    found = ta.season_spans(profile_columns(table_of({"season": ["1920-21", "1921-22", "1999-00"], "v": [1.0, 2.0, 3.0]})),
                            CTX)
    assert found is not None and found.positions.tolist() == [1920.0, 1921.0, 1999.0]
    assert (found.axis.granularity, found.axis.format) == ("season", "-2")
    four = ta.season_spans(profile_columns(table_of({"year": ["2003-2004", "2009-2010"], "v": [1.0, 2.0]})), CTX)
    assert four is not None and four.positions.tolist() == [2003.0, 2009.0] and four.axis.format == "-4"
    # two years that do not follow one another are a range, no season; nor is a column named otherwise
    assert ta.season_spans(profile_columns(table_of({"season": ["2017-2019", "2019-2021"], "v": [1.0, 2.0]})), CTX) is None
    assert ta.season_spans(profile_columns(table_of({"label": ["1920-21", "1921-22"], "v": [1.0, 2.0]})), CTX) is None


def test_month_slash_year_text_is_a_monthly_axis():
    found = ta.year_month_text(profile_columns(table_of({"month": ["1/86", "2/86", "12/86", "1/87"],
                                                         "v": [1.0, 2.0, 3.0, 4.0]})), CTX)
    assert found is not None and found.axis.granularity == "month"
    assert found.positions.tolist() == [days(1986, 1, 1), days(1986, 2, 1), days(1986, 12, 1), days(1987, 1, 1)]
    # "3/12" may be the 3rd of December: a two-digit year of 31 or less is not read as a year
    assert ta.year_month_text(profile_columns(table_of({"month": ["1/12", "2/12", "3/12"]})), CTX) is None


def test_a_declared_wide_cross_table_with_no_time_melts_over_its_row_labels():
    t = {"column1": ["50-54", "55-59"], "Rural Male": [11.7, 18.1], "Urban Female": [8.4, 13.6]}
    wide = Declared(wide=WideLayout("group", "rate", ("Rural Male", "Urban Female")), dimensions=("column1",))
    p = profile(t, declared=wide)
    rel = build_relation(p, table_of(t), "number", np.arange(1, 3))
    assert p.schema.grain == ("column1", "group") and len(rel.lines) == 4
    got = {(a, b): v for a, b, v in zip(rel.dims[0], rel.dims[1], rel.measures[0], strict=True)}
    assert got == {("50-54", "Rural Male"): 11.7, ("55-59", "Rural Male"): 18.1,
                   ("50-54", "Urban Female"): 8.4, ("55-59", "Urban Female"): 13.6}


@pytest.mark.parametrize("header", ["Obs", "obs.", "row", "#"])
def test_a_column_headed_as_a_row_number_and_counting_the_rows_is_no_measure(header):
    s = profile({header: [1, 2, 3, 4], "YEAR": [1947, 1948, 1949, 1950], "GNP": [234.3, 259.4, 258.1, 284.6]}).schema
    assert header in s.ignored and [m.name for m in s.measures] == ["GNP"]
    kept = profile({"Obs": [3, 9, 4, 7], "YEAR": [1947, 1948, 1949, 1950], "GNP": [234.3, 259.4, 258.1, 284.6]}).schema
    assert "Obs" not in kept.ignored  # numbers that do not count the rows stay what they are


@pytest.mark.parametrize("name, unit, never", [
    ("temp_max", None, True), ("lifeExp", "years", True), ("pop", None, True), ("Close", "USD", True),
    ("growth", "%", True), ("precipitation", "mm", False), ("Solar.R", None, False), ("sales", None, False),
])
def test_the_levels_no_one_sums_over_time(name, unit, never):
    from noesis.facts.levels import never_summed

    assert never_summed(name, unit) is never


def test_a_header_ending_in_no_beside_its_yes_is_a_measure_never_a_number():
    cities = ["Beijing", "Shanghai", "Shenyang", "Nanjing", "Harbin", "Zhengzhou", "Taiyuan", "Nanchang"]
    p = profile({"Location": cities,
                 "smoking_yes_cancer_yes": [126, 908, 913, 235, 402, 182, 60, 104],
                 "smoking_yes_cancer_no": [100, 688, 747, 172, 308, 156, 99, 89],
                 "smoking_no_cancer_yes": [35, 497, 336, 58, 121, 72, 11, 21],
                 "smoking_no_cancer_no": [61, 807, 598, 121, 215, 98, 43, 36]})
    assert {m.name for m in p.schema.measures} == {"smoking_yes_cancer_yes", "smoking_yes_cancer_no",
                                                   "smoking_no_cancer_yes", "smoking_no_cancer_no"}
    ids = profile({"Location": cities, "lap_no": list(range(1, 9)), "time": [5.1, 5.2, 5.0, 4.9, 5.3, 5.4, 5.2, 5.1]})
    assert [d.column for d in ids.schema.dimensions if d.kind == "id"] == ["lap_no"]  # no "yes" beside it: a number


def test_a_header_in_single_quotes_is_read_without_them(tmp_path):
    from noesis.ingest.tables import unquoted_header

    assert [unquoted_header(h) for h in ("'age'", " 'TVnews' ", "'", "''", "it's", "'a'b'", "age")] == [
        "age", "TVnews", "'", "''", "it's", "'a'b'", "age"]
    assert header_matches("age", 0, "'age'") and header_matches("age", 0, "AGE")
