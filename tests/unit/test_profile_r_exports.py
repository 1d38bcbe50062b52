"""The profiler on the shapes R's ``write.csv`` gives a table: row names with gaps, a cross
table's unnamed row labels, decimal years as row names, dates written as numbers, a count named
like its file, a column constant per row of a one-row-each dimension, an axis named like elapsed
time or an event's number. Each rule on its own literal fixture."""

from __future__ import annotations

import numpy as np
import pytest

from noesis.errors import SourceError
from noesis.ingest import axisformats as af
from noesis.ingest import timeaxis as ta
from noesis.ingest.cells import table_of
from noesis.ingest.columns import profile_columns
from noesis.ingest.profile import Declared
from noesis.ingest.relate import build_relation
from noesis.ingest.roles import counts_named, row_numbers
from noesis.ingest.widelayout import WideLayout, cross_table

from .test_profile import CTX, days, profile  # the profiler's fixtures, shared


# --------------------------------------------------------------------------- row numbers
def test_row_numbers_count_by_one_or_keep_r_s_numbers_of_a_subset():
    assert row_numbers(np.array([1.0, 2, 3, 4]))
    assert row_numbers(np.array([0.0, 1, 2]))
    subset = np.array([1.0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13])  # row 11 dropped in R
    assert row_numbers(subset)
    reordered = np.array([float(k) for k in range(1, 20)] + [1000.0, 21, 22])  # one row moved
    assert row_numbers(reordered)


def test_numbers_that_repeat_jump_or_are_years_are_not_row_numbers():
    assert not row_numbers(np.array([1.0, 2, 2, 3]))
    assert not row_numbers(np.array([1.0, 5, 9, 13, 17]))
    assert not row_numbers(np.array([1951.0, 1952, 1953, 1954, 1955]))
    assert not row_numbers(np.array([1.0, np.nan, 3]))


def test_an_unnamed_column_of_r_row_names_with_gaps_is_ignored_not_a_measure():
    s = profile({"column1": [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12], "v": [float(k) for k in range(11)]}).schema
    assert "column1" in s.ignored and [m.column for m in s.measures] == ["v"]


# --------------------------------------------------------------------------- counts and ids
def test_a_plural_header_over_a_file_named_in_the_singular_counts_its_things():
    assert counts_named("homeruns", "homerun")
    assert not counts_named("pig", "pigs") and not counts_named("class", "class")
    s = profile({"player": ["a"] * 4 + ["b"] * 4, "game": [1, 2, 3, 4] * 2,
                 "homeruns": [0, 1, 0, 2, 1, 0, 0, 1]}, file="homerun.csv").schema
    assert [m.column for m in s.measures] == ["homeruns"]


def test_a_dimension_with_a_value_a_row_says_nothing_of_the_other_columns():
    """Whole-number percentages beside a province's name are measures, not groupings of it."""
    t = {"column1": ["a", "b", "c", "d", "e", "f"], "Education": [12, 9, 5, 7, 12, 9],
         "Fertility": [80.2, 83.1, 92.5, 85.8, 76.9, 76.1]}
    s = profile(t).schema
    assert [d.column for d in s.dimensions] == ["column1"]
    assert [m.column for m in s.measures] == ["Education", "Fertility"]


def test_a_code_named_like_an_id_one_to_one_with_a_name_a_row_is_its_id():
    t = {"district": ["x", "y", "z", "w"], "votes": [10, 20, 31, 17], "district_id": [101, 102, 103, 104]}
    s = profile(t).schema
    assert {d.column: d.kind for d in s.dimensions} == {"district": "text", "district_id": "id"}
    assert [m.column for m in s.measures] == ["votes"]
    assert any(c.key == "dimensions.district_id" and not c.certain for c in s.choices)


# --------------------------------------------------------------------------- cross tables
def test_an_unnamed_label_column_beside_columns_of_counts_is_a_cross_table():
    t = {"column1": ["blue", "light", "dark"], "fair": [326, 688, 98], "red": [38, 116, 48],
         "dark": [110, 188, 403]}
    found = cross_table(profile_columns(table_of(t)))
    assert found.label == "column1" and found.layout.columns == ("fair", "red", "dark")
    p = profile(t)
    s = p.schema
    assert s.wide is not None and s.grain == ("column1", "series") and s.entity == ("column1",)
    assert any(c.key == "wide" and not c.certain for c in s.choices)
    rel = build_relation(p, table_of(t), "number", np.arange(2, 5))
    assert len(rel.lines) == 9  # every cell kept: 3 rows x 3 members


def test_numbered_row_labels_under_numbered_headers_are_labels_not_row_numbers():
    t = {"column1": [0, 1, 2], "0": [27, 59, 28], "1": [29, 53, 32], "2": [10, 14, 14]}
    s = profile(t).schema
    assert s.wide is not None and s.wide.columns == ("0", "1", "2")
    assert [d.column for d in s.dimensions][0] == "column1" and "column1" not in s.ignored


def test_no_cross_table_without_an_unnamed_label_column_or_with_measures_or_fractions():
    named = {"nation": ["a", "b", "c"], "gold": [1, 2, 3], "silver": [3, 2, 1], "bronze": [1, 1, 1]}
    assert cross_table(profile_columns(table_of(named))) is None
    rates = {"column1": ["a", "b"], "x": [1.5, 2.0], "y": [2.0, 3.0], "z": [1.0, 1.0]}
    assert cross_table(profile_columns(table_of(rates))) is None
    numbered_rows = {"column1": [1, 2, 3], "fair": [3, 4, 5], "red": [1, 2, 3], "dark": [4, 4, 4]}
    assert cross_table(profile_columns(table_of(numbered_rows))) is None  # a row number, then measures
    measured = {"column1": ["a", "b"], "sales": [1, 2], "cost": [2, 3], "profit": [1, 1]}
    assert cross_table(profile_columns(table_of(measured))) is None


def test_a_declared_schema_turns_the_cross_table_rule_off():
    t = {"column1": ["a", "b"], "fair": [1, 2], "red": [2, 3], "dark": [1, 1]}
    assert profile(t, declared=Declared(dimensions=("column1",))).schema.wide is None


def test_a_declared_wide_cross_table_keeps_its_unnamed_row_labels_as_the_rows_dimension():
    # the manifest names the member columns and their dimension, not the row labels R left unnamed
    t = {"column1": [0, 1, 2], "0": [27, 59, 28], "1": [29, 53, 32], "2": [10, 14, 14]}
    declared = Declared(wide=WideLayout("away goals", "matches", ("0", "1", "2")))
    p = profile(t, declared=declared)
    assert p.schema.grain == ("column1", "away goals") and "column1" not in p.schema.ignored
    rel = build_relation(p, table_of(t), "number", np.arange(2, 5))
    assert len(rel.lines) == 9  # every cell kept: 3 rows x 3 members
    listed = Declared(wide=WideLayout("away goals", "matches", ("column1", "0", "1", "2")))
    with pytest.raises(SourceError, match="needs what tells the rows apart"):  # listed as a member
        profile(t, declared=listed)


# --------------------------------------------------------------------------- time axes
def test_unnamed_decimal_years_on_a_quarterly_step_are_the_axis_marked_uncertain():
    cols = profile_columns(table_of({"column1": [1962.25, 1962.5, 1962.75, 1963.0], "y": [8.79, 8.79, 8.81, 8.8]}))
    found = ta.unnamed_decimal_years(cols, CTX)
    assert found.axis.granularity == "quarter" and not found.certain
    assert found.positions.tolist() == [days(1962, 4, 1), days(1962, 7, 1), days(1962, 10, 1), days(1963, 1, 1)]
    irregular = profile_columns(table_of({"column1": [1962.13, 1962.5, 1962.77], "y": [1.0, 2, 3]}))
    assert ta.unnamed_decimal_years(irregular, CTX) is None
    named = profile_columns(table_of({"size": [1962.25, 1962.5, 1962.75], "y": [1.0, 2, 3]}))
    assert ta.unnamed_decimal_years(named, CTX) is None


def test_whole_numbers_named_date_written_yymmdd_or_yyyymmdd_are_dates():
    found = ta.number_date_column(profile_columns(table_of({"date": [800102, 800103, 870521], "v": [1.0, 2, 3]})), CTX)
    assert found.axis.kind == "date" and found.axis.granularity == "day" and not found.certain
    assert found.positions.tolist() == [days(1980, 1, 2), days(1980, 1, 3), days(1987, 5, 21)]
    eight = ta.number_date_column(profile_columns(table_of({"date": [19800102, 19800103]})), CTX)
    assert eight.certain and eight.positions.tolist() == [days(1980, 1, 2), days(1980, 1, 3)]
    assert ta.number_date_column(profile_columns(table_of({"date": [800102, 801332]})), CTX) is None  # no 32nd
    assert ta.number_date_column(profile_columns(table_of({"count": [800102, 800103]})), CTX) is None


def test_the_yymmdd_format_reads_numbers_in_their_century():
    fmt = af.number_date_format(np.array([990101.0, 10102.0]))
    assert fmt.name == "yymmdd"
    assert (af.number_seconds(np.array([990101.0, 10102.0]), fmt) / 86400).tolist() == [days(1999, 1, 1), days(2001, 1, 2)]
    assert af.detect_number_format(np.array([800102.0, 800103.0]), "date").name == "yymmdd"


def test_a_column_named_like_elapsed_days_or_an_event_number_is_the_axis_marked_uncertain():
    for name in ("Days", "gameno", "visit_number", "round no"):
        cols = profile_columns(table_of({name: [0, 1, 2, 0, 1, 2], "who": ["a"] * 3 + ["b"] * 3, "v": [1.0] * 6}))
        found = ta.counted_axis_column(cols, CTX)
        assert found is not None and found.axis.columns == (name,) and not found.certain, name
    for name in ("hours", "game", "number", "nox"):
        cols = profile_columns(table_of({name: [0, 1, 2], "v": [1.0] * 3}))
        assert ta.counted_axis_column(cols, CTX) is None, name
    assert ta.counted_axis_column(profile_columns(table_of({"Days": [-1, 0, 1]})), CTX) is None


def test_a_game_number_per_player_is_the_axis_of_the_table():
    s = profile({"column1": [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12], "gameno": [1, 2, 3, 4, 5, 1, 2, 3, 4, 6, 7],
                 "homeruns": [1, 0, 2, 0, 0, 1, 0, 0, 3, 1, 0], "player": ["M"] * 5 + ["S"] * 6},
                file="homerun.csv").schema
    assert s.time.columns == ("gameno",) and set(s.grain) == {"gameno", "player"}
    assert [m.column for m in s.measures] == ["homeruns"] and "column1" in s.ignored


def test_dates_that_all_end_their_month_are_a_monthly_series():
    assert ta.date_granularity(np.array([days(1967, 6, 30), days(1967, 7, 31), days(1967, 8, 31)])) == "month"
    assert ta.date_granularity(np.array([days(1990, 3, 31), days(1990, 6, 30), days(1990, 9, 30)])) == "quarter"
    assert ta.date_granularity(np.array([days(1990, 12, 31), days(1991, 12, 31), days(1992, 12, 31)])) == "year"
    assert ta.date_granularity(np.array([days(1967, 6, 30), days(1967, 7, 30), days(1967, 8, 31)])) == "day"
    assert ta.date_granularity(np.array([days(1967, 6, 30), days(1967, 7, 31)])) == "day"  # too few to say



def test_a_count_read_once_per_subject_is_a_measure_and_a_litter_shared_by_pigs_a_grouping():
    subjects = [s for s in range(1, 31) for _ in range(2)]
    base = {s: 10 + (s * 7) % 20 for s in range(1, 31)}  # 20 values over 30 subjects
    s = profile({"subject": subjects, "period": [1, 2] * 30, "base": [base[k] for k in subjects],
                 "y": [float(k % 5) for k in range(60)]}).schema
    assert "base" in [m.column for m in s.measures]
    litter = {k: (k - 1) // 2 + 1 for k in range(1, 31)}  # 15 litters of 2 pigs
    s = profile({"pig": subjects, "period": [1, 2] * 30, "litter": [litter[k] for k in subjects],
                 "y": [float(k % 5) for k in range(60)]}).schema
    assert {d.column: d.kind for d in s.dimensions}.get("litter") == "id"


def test_a_count_of_days_that_goes_up_and_down_is_no_axis():
    assert ta.in_order(np.array([0.0, 1, 2, 0, 1, 2])) and ta.in_order(np.array([1.0, 1, 1, 2, 2, 2]))
    stays = profile_columns(table_of({"days": [3, 12, 1, 7, 2, 9, 4, 30, 5, 6], "v": [1.0] * 10}))
    assert ta.counted_axis_column(stays, CTX) is None


def test_a_column_whose_unit_or_additivity_is_declared_is_a_measure_however_it_looks():
    # a yearly count named like its file in the singular ("pig" in pigs.csv) reads as the file's id;
    # the manifest's units / additivity for it say it is measured
    t = {"time": [1860, 1861, 1862, 1863, 1864, 1865], "pig": [5, 3, 0, 2, 0, 3]}
    plain = profile(t, file="pigs.csv").schema
    assert "pig" not in [m.column for m in plain.measures]
    s = profile(t, file="pigs.csv", declared=Declared(units=(("pig", "pigs"),))).schema
    assert [m.column for m in s.measures] == ["pig"] and not s.dimensions


def test_a_plural_column_named_as_its_plural_file_counts_the_files_things():
    # "discoveries" in discoveries.csv: a header in the plural counts, as "homeruns" in homerun.csv;
    # an id is named in the singular ("pig" in pigs.csv)
    t = {"time": [1860, 1861, 1862, 1863, 1864, 1865], "discoveries": [5, 3, 0, 2, 0, 3]}
    assert [m.column for m in profile(t, file="discoveries.csv").schema.measures] == ["discoveries"]
    assert counts_named("discoveries", "discoveries") and not counts_named("class", "class")


# --------------------------------------------------------------------------- beside the members
def test_a_total_beside_declared_members_is_a_measure_of_the_row_held_once():
    t = {"column1": ["a", "b", "c"], "gore": [10, 20, 30], "bush": [5, 6, 7], "Total": [15, 26, 37]}
    declared = Declared(wide=WideLayout("candidate", "votes", ("gore", "bush")))
    p = profile(t, declared=declared)
    assert p.schema.wide.beside == ("Total",) and [m.column for m in p.schema.measures] == ["votes", "Total"]
    rel = build_relation(p, table_of(t), "number", np.arange(2, 5))
    assert len(rel.lines) == 6 and rel.measures[0].tolist() == [10, 20, 30, 5, 6, 7]
    total = rel.measures[1]  # each row's Total once (on its first member's row), never per member
    assert np.nansum(total) == 15 + 26 + 37 and int(np.isfinite(total).sum()) == 3


def test_zero_padded_codes_stay_text_as_written():
    from noesis.ingest.cells import infer_column, zero_padded_codes
    assert zero_padded_codes(["001", "002", "205"]) and zero_padded_codes(["01001", "56045"])
    assert not zero_padded_codes(["01", "02", "12"])  # a month or a day written with two digits stays a number
    assert not zero_padded_codes(["100", "205"]) and not zero_padded_codes(["001", "12"])
    assert infer_column(["001", "002", "017"]).to_pylist() == ["001", "002", "017"]
    # "136A" among padded codes: every code kept as written, none read as a missing number
    codes = [f"{k:03d}" for k in range(1, 31) for _ in range(2)] + ["136A", "136A"]  # 97 % digits
    t = {"family": codes, "father": [60.0 + k % 17 for k in range(len(codes))]}
    s = profile(t, file="families.csv").schema
    fam = next(d for d in s.dimensions if d.column == "family")
    assert fam.distinct == 31 and "family" not in [m.column for m in s.measures]


def test_zero_padded_row_numbers_stay_row_numbers():
    from noesis.ingest.cells import infer_column
    rows = [f"{k:03d}" for k in range(1, 101)]  # R's row names "001" .. "100", one a row
    assert infer_column(rows).numeric
    from noesis.ingest.cells import infer_column as typed
    t = {"column1": typed(rows).to_pylist(), "Expt": [1 + k // 20 for k in range(100)],
         "Run": [1 + k % 20 for k in range(100)], "Speed": [float(700 + (k * 37) % 300) for k in range(100)]}
    s = profile(t, file="michelson.csv").schema  # the unnamed header, as the CSV reader names it
    assert [m.column for m in s.measures] == ["Speed"] and "column1" in s.ignored


def test_eight_digit_dates_beside_the_axis_are_no_measure():
    start = [int(f"{2000 + k // 12}{1 + k % 12:02d}15") for k in range(40)]
    t = {"DTSTART": start, "DTEND": [v + 1 for v in start], "SUMMARY": [f"event {k}" for k in range(40)]}
    s = profile(t, file="events.csv").schema
    assert s.time is not None and s.time.columns == ("DTSTART",) and s.time.kind == "date"
    assert not s.measures  # DTEND is a date, never summed or averaged
