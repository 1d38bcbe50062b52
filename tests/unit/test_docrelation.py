"""A document table whose columns are not positions, kept as a relation: each rule of
``ingest/docrelation.py`` on literal tables, and the table question rules that answer it by
(row, column) (``compile.only_filled_column``, ``compile.document_cells``,
``stages.measure_between``). Truth is written out here, never computed by the engine."""

from __future__ import annotations

import math

import numpy as np
import pytest

from noesis.ingest.docrelation import (
    ROW_DIMENSION,
    cell_value,
    column_unit,
    column_units,
    data_rows,
    document_relation,
    filled_columns,
    kept_relation,
    labelled_columns,
    numeric_columns,
    open_scale,
    relation_table,
    row_dimension,
    row_names,
    scale_left_open,
)
from noesis.ingest.doctables import ParsedTable, TableRow, table_rows
from noesis.ingest.tablecells import parse_cell, unit_statement
from noesis.lang import ENGLISH
from noesis.query.tablequestion.compile import compile_question
from noesis.query.tablequestion.lexicon import table_lexicon
from noesis.query.tablequestion.reading import Reading
from noesis.query.tablequestion.stages import measure_between, read_question
from noesis.query.tokens import tokenize
from noesis.relation import Dimension, Measure, TableSchema

INTANGIBLES = ParsedTable(
    header=(("", "Weighted-Average Useful Lives (in years)", "Fair Value Amount"),),
    body=(("Purchased technology", "4.2", "$232"),
          ("Trademarks and tradenames", "5.0", "25"),
          ("Other", "2.0", "20"),
          ("Total definite-lived intangible assets", "", "$492")),
    context="The fair values of the intangible assets (in millions) were as follows.",
)


def _row(label: str) -> TableRow:
    return TableRow(label, label, (label,), (label,), label, 1, None)


# --------------------------------------------------------------------------- which table
def test_a_table_with_labelled_measure_columns_is_kept():
    assert relation_table([INTANGIBLES]) is INTANGIBLES
    assert numeric_columns(INTANGIBLES) == (1, 2)


def test_a_positional_table_or_two_tables_are_not_kept():
    years = ParsedTable(header=(("", "2019", "2018"),), body=(("Revenue", "10", "9"),))
    assert relation_table([years]) is None
    assert relation_table([INTANGIBLES, INTANGIBLES]) is None
    assert kept_relation([INTANGIBLES], [years], "r.md") is None  # line items are read as series there


def test_a_numeric_column_without_a_label_keeps_the_table_out():
    unlabelled = ParsedTable(header=(("", "December 31, 2019", ""),), body=(("Debt", "10", "11"),))
    assert relation_table([unlabelled]) is None


def test_two_columns_alike_keep_the_table_out():
    twice = ParsedTable(header=(("", "Amount", "Amount"),), body=(("Debt", "10", "11"),))
    assert relation_table([twice]) is None


def test_rows_are_named_by_label_and_by_path_where_a_label_repeats():
    rows = [TableRow("Assets › Total", "Total", ("Assets", "Total"), (), "", 1, None),
            TableRow("Liabilities › Total", "Total", ("Liabilities", "Total"), (), "", 2, None),
            TableRow("Assets › Cash", "Cash", ("Assets", "Cash"), (), "", 3, None)]
    assert row_names(rows) == ("Assets › Total", "Liabilities › Total", "Cash")


def test_the_row_dimension_is_the_top_left_header_or_line_item():
    assert row_dimension(INTANGIBLES) == ROW_DIMENSION
    named = ParsedTable(header=(("Days past due", "1–90", "Total"),), body=(("Low", "1", "2"),))
    assert row_dimension(named) == "Days past due"
    unit = ParsedTable(header=(("(In thousands)", "Amount"),), body=(("Low", "1"),))
    assert row_dimension(unit) == ROW_DIMENSION


# --------------------------------------------------------------------------- units
@pytest.mark.parametrize("label, table_unit, unit", [
    ("Fair Value Amount", "$ millions", "$ millions"),
    ("Weighted-Average Useful Lives (in years)", "$ millions", "years"),
    ("Weighted-Average Remaining Contractual Term", "$ thousands", None),
    ("Age", "$ thousands", None),
    ("Weighted-Average Exercise Price Per Share", "$ thousands", "$"),
    ("Weighted Average Grant Date Fair Value", "$ thousands", "$"),
    ("Number of Shares", "$ thousands", "thousands"),
    ("Number of Shares (in thousands)", None, "thousands"),
    ("External valuation %", "$ millions", "%"),
    ("Less Than 1 Year", "$ thousands", "$ thousands"),  # a bucket of years is no duration
])
def test_column_unit(label, table_unit, unit):
    assert column_unit(label, table_unit) == unit


def test_a_column_of_percents_is_in_percent():
    assert column_unit("Expected loss rate", "$ thousands", [parse_cell("1%"), parse_cell("7.5%")]) == "%"


def test_units_stated_column_by_column_above_the_numbers():
    t = ParsedTable(header=(("Period", "Total Number of Shares Purchased", "Approximate Dollar Value"),),
                    body=(("", "(Shares in thousands)", "(Dollars in millions)"), ("May", "262", "1,000")))
    assert column_units(t) == {1: "thousands", 2: "$ millions"}


def test_a_cell_is_read_only_in_its_columns_unit():
    assert cell_value(parse_cell("$232"), _row("Purchased technology"), "$ millions") == 232
    assert math.isnan(cell_value(parse_cell("5%"), _row("Expected loss rate"), "$ thousands"))
    assert math.isnan(cell_value(parse_cell("12"), _row("Revenue"), "%"))
    assert math.isnan(cell_value(parse_cell("1.25"), _row("Diluted earnings per share"), "$ millions"))
    assert math.isnan(cell_value(parse_cell("-"), _row("Other"), "$ millions"))


def test_amounts_with_a_currency_sign_and_no_scale_are_open():
    cells = [parse_cell("$19,373"), parse_cell("22,626")]
    assert open_scale("As reported", None, cells)
    assert open_scale("As reported", "$", cells)
    assert not open_scale("As reported", "$ thousands", cells)
    assert not open_scale("Average Price Paid per Share", "$", cells)
    assert not open_scale("Ground", None, [parse_cell("381")])
    no_scale = ParsedTable(header=(("", "As reported"),), body=(("Deferred income tax assets", "$22,626"),))
    assert relation_table([no_scale]) is None


def test_dollars_and_share_amounts_in_thousands_states_the_dollars_scale():
    assert unit_statement("(dollars and share amounts in thousands, except per share amounts)") == "thousands"
    assert unit_statement("Revenue rose (shares in thousands, except per share data) to $5 thousand.") is None


# --------------------------------------------------------------------------- the relation
def test_the_relation_holds_every_labelled_row_and_its_filled_columns():
    rel = document_relation(INTANGIBLES, "r.md")
    s = rel.schema
    assert [d.column for d in s.dimensions] == [ROW_DIMENSION] and s.entity == (ROW_DIMENSION,)
    assert [(m.name, m.unit) for m in s.measures] == [("Weighted-Average Useful Lives (in years)", "years"),
                                                    ("Fair Value Amount", "millions")]
    assert rel.dims[0] == tuple(r[0] for r in INTANGIBLES.body)
    assert rel.measures[1].tolist() == [232.0, 25.0, 20.0, 492.0]
    assert math.isnan(rel.measures[0][3]) and np.isnan(rel.time).all()
    assert s.filled_measures("Total definite-lived intangible assets") == ("Fair Value Amount",)
    assert s.filled_measures("Other") == ("Weighted-Average Useful Lives (in years)", "Fair Value Amount")
    assert s.filled_measures("Nothing") is None
    assert TableSchema.from_json(s.to_json()).filled == s.filled


def test_filled_columns():
    ms = [Measure("A", "A"), Measure("B", "B")]
    assert filled_columns(["x", "y"], ms, [np.array([1.0, np.nan]), np.array([2.0, 3.0])]) == (
        ("x", ("A", "B")), ("y", ("B",)))


def test_table_rows_of_the_fixture_are_its_labels():
    assert [r.label for r in table_rows(INTANGIBLES)] == [r[0] for r in INTANGIBLES.body]


# --------------------------------------------------------------------------- questions
def _lexicon():
    rel = document_relation(INTANGIBLES, "r.md")
    return table_lexicon("kb", "r.md", rel.schema, len(rel), ((ROW_DIMENSION, rel.dims[0]),), None, {}, None)


def _compiled(question: str):
    return compile_question(question, [_lexicon()], ENGLISH)


def test_a_row_named_with_no_column_is_read_in_its_only_filled_column():
    q = _compiled("What were the total definite-lived intangible assets?").query
    assert q is not None and q.op == "value" and q.measure == "Fair Value Amount"
    assert q.filters[0].values == ("Total definite-lived intangible assets",)


def test_a_row_filled_in_several_columns_and_none_named_is_asked_back_naming_them():
    c = _compiled("What was the purchased technology?")
    assert c.query is None and c.reason_kind == "ambiguous_measure"
    assert "Weighted-Average Useful Lives (in years), Fair Value Amount" in c.reason


def test_a_row_in_a_named_column():
    q = _compiled("What was the fair value amount of trademarks and tradenames?").query
    assert (q.op, q.measure, q.filters[0].values) == ("value", "Fair Value Amount", ("Trademarks and tradenames",))


def test_the_difference_in_a_column_between_two_rows():
    q = _compiled("What was the difference in the fair value amount between purchased technology and other?").query
    assert q.op == "compare" and q.measure == "Fair Value Amount"
    assert set(q.members) == {"Purchased technology", "Other"}


def test_measure_between_claims_the_between_after_the_measure_only():
    question = "the difference in the fair value amount between other and purchased technology"
    r = read_question(Reading(question, tokenize(question), _lexicon(), ENGLISH))
    assert not r.free([t.fold for t in r.tokens].index("between"))
    bare = "the difference in 2019 between"
    assert measure_between(Reading(bare, tokenize(bare), _lexicon(), ENGLISH), 2) is None  # nothing named before


@pytest.mark.parametrize("question", [
    "What was the average fair value amount?",  # the Total row is one of the rows
    "Which asset had the highest fair value amount?",
    "What was the fair value amount of Other as a percentage of the total?",  # no row named "the total"
    "What is the sum of the fair value amount of purchased technology and other?",
])
def test_what_the_cells_do_not_answer_is_refused(question):
    c = _compiled(question)
    assert c.query is None


def test_a_relation_of_a_csv_keeps_every_operation():
    schema = TableSchema("t.csv", ("item", "v"), ("item",), None, (Dimension("item", "text", 2),),
                         (Measure("v", "v"),), entity=("item",))
    lex = table_lexicon("kb", "t.csv", schema, 2, (("item", ("a", "b")),), None, {}, None)
    q = compile_question("What was the average v?", [lex], ENGLISH).query
    assert q is not None and q.op == "mean"


MATURITIES = ParsedTable(
    header=(("", "Operating Leases", "Finance Leases"),),
    body=(("2021", "138", "6"), ("2022", "135", "6"), ("Total lease liabilities", "855", "59")),
    context="Maturities of lease liabilities (in millions) were as follows.",
)


def _maturities():
    rel = document_relation(MATURITIES, "r.md")
    return table_lexicon("kb", "r.md", rel.schema, len(rel), ((ROW_DIMENSION, rel.dims[0]),), None, {}, None)


def test_a_row_labelled_by_a_number_is_named_by_it():
    q = compile_question("What were the operating leases for 2021?", [_maturities()], ENGLISH).query
    assert (q.op, q.measure, q.filters[0].values) == ("value", "Operating Leases", ("2021",))


def test_a_number_that_is_no_row_is_not_a_row():
    c = compile_question("What were the operating leases for 2030?", [_maturities()], ENGLISH)
    assert c.query is None


def test_a_change_between_two_rows_is_refused():
    # its direction (2022 less 2021) is not what a comparison of two rows states
    for question in ("What was the change in the operating leases between 2021 and 2022?",
                     "What was the change in operating leases from 2021 to 2022?"):
        assert compile_question(question, [_maturities()], ENGLISH).query is None


def test_a_row_of_unit_cells_is_no_row_and_states_its_columns_units():
    t = ParsedTable(header=(("", "Reported", "Restated"),),
                    body=(("Revenue by country", "$M", "$M"), ("UK", "83.2", "73.5")))
    assert [r.label for r in data_rows(t)] == ["UK"]
    assert column_units(t) == {1: "$ millions", 2: "$ millions"}


def test_labelled_columns_and_an_open_scale_per_table():
    assert labelled_columns(INTANGIBLES) and not scale_left_open(INTANGIBLES)
    no_scale = ParsedTable(header=(("", "As reported"),), body=(("Deferred income tax assets", "$22,626"),))
    assert scale_left_open(no_scale)


LEASES = ParsedTable(
    header=(("", "Total", "Less Than 1 Year", "More Than 5 Years"),),
    body=(("Operating leases", "98,389", "20,000", "11,825"), ("Capital leases", "610", "100", "50")),
    context="Contractual obligations (in thousands) were as follows.",
)


def _leases():
    rel = document_relation(LEASES, "r.md")
    return table_lexicon("kb", "r.md", rel.schema, len(rel), ((ROW_DIMENSION, rel.dims[0]),), None, {}, None)


def test_percent_of_two_columns_of_one_row_the_whole_after_in():
    q = compile_question("What is the percentage of the operating leases of more than 5 years in the total "
                         "operating leases?", [_leases()], ENGLISH).query
    assert (q.op, q.over, q.members) == ("percent_of", "<measures>", ("More Than 5 Years", "Total"))
    assert q.filters[0].values == ("Operating leases",)


def test_percent_of_two_rows_the_whole_after_as_a_percentage_of():
    q = _compiled("What was the fair value amount of Other as a percentage of total definite-lived intangible "
                  "assets?").query
    assert (q.op, q.measure, q.members) == ("percent_of", "Fair Value Amount",
                                            ("Other", "Total definite-lived intangible assets"))


@pytest.mark.parametrize("question", [
    "What percentage of total definite-lived intangible assets is other?",  # which is the whole is not said so
    "What was the fair value amount of Other and purchased technology as a percentage?",
])
def test_percent_of_where_the_whole_is_not_said_is_not_read(question):
    c = _compiled(question)
    assert c.query is None or c.query.op != "percent_of"
