"""Report tables (TAT-QA shapes) in the document-table reader: the table's scale from unit
rows and header units, and headers with footnote marks, fiscal years and spanning labels.
One small fixture table per rule; what each rule must never do is tested beside it."""

from __future__ import annotations

import pytest

from noesis.ingest.doctables import (
    ParsedTable,
    currency_row_without_scale,
    dated_years,
    detect_unit,
    group_tables,
    grouped_columns,
    heading_row,
    is_unit_text,
    labelled_positions_row,
    leading_header_rows,
    measure_groups,
    merge_units,
    parse_header_position,
    per_share_label,
    position_columns,
    qualified_positions,
    read_tables,
    row_label,
    row_label_unit,
    row_units,
    share_scale_statement,
    shifted_section_label,
    spans_several_measures,
    strip_footnote_marks,
    summed_share_rows,
    table_rows,
    table_unit,
    unit_row,
    unit_statement,
)
from noesis.ingest.rowunits import share_scale
from noesis.manifest import AxisSpec

YEARS = AxisSpec(name="year", kind="number")


def _t(header, body, context=None, stated=None) -> ParsedTable:
    return ParsedTable(tuple(map(tuple, header)), tuple(map(tuple, body)), 1, None, None, (),
                       context, stated)


def _units(table: ParsedTable) -> dict[str, str | None]:
    return {s.entity: s.unit for s in read_tables([table], YEARS, "r.md").series}


# --------------------------------------------------------------------------- headers
@pytest.mark.parametrize(("text", "expected"), [
    ("2019 (1)", "2019"), ("2019(a)", "2019"), ("2019*", "2019"), ("2018 (iv)", "2018"),
    ("April 27, 2019 (1)", "April 27, 2019"), ("2019¹", "2019"), ("Note 3", "Note 3"), ("(1)", "(1)"),
])
def test_strip_footnote_marks(text, expected):
    assert strip_footnote_marks(text) == expected


@pytest.mark.parametrize(("text", "year"), [
    ("2019 (1)", 2019), ("2019(a)", 2019), ("2019*", 2019), ("July 27, 2019 (1)", 2019),
    ("Fiscal 2019", 2019), ("Fiscal Year 2018", 2018), ("FY19", 2019), ("FY'18", 2018), ("F19", 2019),
    ("2019 53 WEEKS", 2019), ("2018 (52 weeks)", 2018),
])
def test_header_positions_with_marks_fiscal_years_and_period_lengths(text, year):
    pos = parse_header_position(text)
    assert pos is not None and pos.year == year


@pytest.mark.parametrize("text", ["2019 (restated)", "2019 1", "Variance in Percent", "F1", "% Change 2018 to 2019"])
def test_header_texts_that_stay_no_position(text):
    assert parse_header_position(text) is None


def test_labelled_positions_row_is_a_header_row():
    header = [["", "Fiscal Year", "", "Variance in", ""]]
    body = [["(In millions, except for percentages)", "2018", "2017", "Dollar", "Percent"],
            ["Net revenues", "$2,280", "$1,664", "$616", "37%"]]
    assert labelled_positions_row(body[0])
    assert not labelled_positions_row(body[1])  # numbers: a data row
    assert not labelled_positions_row(["Domestic–state", "2039", "$57,299"])  # one position, a number
    assert leading_header_rows(header, body) == 1
    table = _t([*header, body[0]], body[1:])
    assert sorted(position_columns(table)) == [1, 2]
    assert table_unit(table) == "$ millions"  # "Dollar" over a column names the currency


def test_heading_row_above_the_positions_row():
    header = [["2.1 Office Buildings", "", ""]]
    body = [["Indicators", "For the year ended 31 December", ""], ["", "2019", "2018"],
            ["Total energy consumption (MWh)", "205,092.26", "167,488.48"]]
    assert heading_row(body[0])
    assert not heading_row(body[2])
    assert leading_header_rows(header, body) == 2
    assert leading_header_rows(header, [body[0], body[2]]) == 0  # no positions below it


def test_qualified_positions_share_one_qualifier():
    assert sorted(qualified_positions(["", "2019 Number", "2018 Number"])) == [1, 2]
    assert sorted(qualified_positions(["Segment", "Fiscal 2019 Net Sales", "Fiscal 2018 Net Sales", "% Inc (Dec)"])) == [1, 2]
    # two measures per year, or a column of another measure: which is the year's is not guessed
    assert qualified_positions(["", "2019 Men Years", "Women Years", "2018 Men Years", "Women Years"]) == {}
    assert qualified_positions(["", "2019 Number of Shares", "Weighted Average Grant Date Fair Value",
                                "2018 Number of Shares", "Weighted Average Grant Date Fair Value"]) == {}
    assert qualified_positions(["", "2019 Number", "", "2018 Number", ""]) == {}
    table = _t([["", "2019 Number", "2018 Number"]], [["Outstanding at 1 April", "690,791", "776,045"]])
    assert sorted(position_columns(table)) == [1, 2]


def test_grouped_columns_are_not_positional():
    header = [["", "August 31, 2019", "Net additions (losses) August 31, 2019", "August 31, 2018 (1)",
               "% of penetration(2)(3) August 31, 2019", "August 31, 2018 (3)"]]
    table = _t(header, [["Internet service customers", "446,137", "21,189", "21,417", "50.8", "49.7"]])
    found = {i: p for i, c in enumerate(header[0]) if i and (p := parse_header_position(c))}
    assert grouped_columns(table, found)
    assert position_columns(table) == {}
    # a change column naming two years is not a group
    change = _t([["($ in thousands)", "2019", "% Change 2018 to 2019", "2018"]], [["Services", "$59,545", "(8)%", "$64,476"]])
    assert sorted(position_columns(change)) == [1, 3]


def test_a_position_over_several_measures_is_not_read():
    header = [["", "December 31, 2019", "", "December 31, 2018", ""]]
    body = [["(In millions)", "Carrying Amount", "Fair Value", "Carrying Amount", "Fair Value"],
            ["Total debt", "3,774.4", "4,073.9", "3,700.0", "3,800.0"]]
    table = _t(header, body)
    assert spans_several_measures(table, 0, {1: parse_header_position("December 31, 2019"),
                                             3: parse_header_position("December 31, 2018")})
    assert position_columns(table) == {}
    # "$" over "%": units, the position's own column is its amount
    money = _t([["", "2019", "", "2018", ""], ["", "$", "%", "$", "%"]], [["Canada", "96,168", "6.1%", "70,774", "6.6%"]])
    assert sorted(position_columns(money)) == [1, 3]
    # the period's length under the position and a change column beside it: the position's own column
    weeks = _t([["", "F19", "F18", "", ""]], [["$ MILLION", "53 WEEKS", "52 WEEKS", "CHANGE", "CHANGE NORMALISED"],
                                              ["Sales", "1,671", "1,612", "3.7%", "1.8%"]])
    assert sorted(position_columns(weeks)) == [1, 2]
    # a change-like label in the position's own column is still its own measure
    share = _t([["", "2019", "", "2018", ""], ["", "% of revenue", "Amount", "% of revenue", "Amount"]],
               [["Canada", "6.1%", "96,168", "6.6%", "70,774"]])
    assert position_columns(share) == {}


def test_positions_grouping_the_same_measures_read_each_measure_along_them():
    header = [["", "December 31, 2019", "", "December 31, 2018", ""]]
    body = [["(In millions)", "Carrying Amount", "Fair Value", "Carrying Amount", "Fair Value"],
            ["Total debt", "3,774.4", "4,073.9", "3,700.0", "3,800.0"]]
    table = _t(header, body)
    assert [(g.column, g.position.year, g.measure) for g in measure_groups(table)] == [
        (1, 2019, "Carrying Amount"), (2, 2019, "Fair Value"), (3, 2018, "Carrying Amount"), (4, 2018, "Fair Value")]
    got = read_tables([table], AxisSpec(name="date", kind="date"), "r.md").series
    fair = next(s for s in got if s.metric == "Fair Value")
    assert fair.entity == "Total debt" and sorted(fair.values.tolist()) == [3800.0, 4073.9]
    assert {s.metric for s in got} == {"Carrying Amount", "Fair Value"}
    assert all(s.unit and "million" in s.unit for s in got)  # the top-left unit cell is kept
    # one header row: each group opens with its position before the first measure's label
    flat = _t([["", "2019 Men Years", "Women Years", "2018 Men Years", "Women Years"]],
              [["Member aged 65", "86.8", "88.9", "87.3", "89.3"]])
    assert [m for m, _t2 in group_tables(flat)] == ["Men Years", "Women Years"]
    women = next(s for s in read_tables([flat], AxisSpec(name="year", kind="number"), "r.md").series
                 if s.metric == "Women Years")
    assert dict(zip(women.positions.tolist(), women.values.tolist(), strict=True)) == {2018.0: 89.3, 2019.0: 88.9}


@pytest.mark.parametrize(("header", "body"), [
    ([["", "2019", "", "2018", ""], ["", "Amount", "Share", "Amount", "Count"]], [["A", "1", "2", "3", "4"]]),  # groups differ
    ([["", "2019 NUMBER", "", "2018 NUMBER", ""]], [["SHARE CAPITAL", "M", "$M", "M", "$M"], ["B", "1", "2", "3", "4"]]),
    ([["", "2019", "", "2018", ""], ["", "$", "%", "$", "%"]], [["C", "1", "2%", "3", "4%"]]),  # units, not measures
    ([["", "2019 Men", "Men", "2018 Men", "Men"]], [["D", "1", "2", "3", "4"]]),  # a label twice in a group
])
def test_headers_that_are_no_measure_groups(header, body):
    assert measure_groups(_t(header, body)) == ()


# --------------------------------------------------------------------------- units
@pytest.mark.parametrize("text", ["(In thousands)", "US$'000", "US$’000", "$ in millions", "(in millions, except per share)",
                                  "(In thousands of Canadian dollars)", "$", "%", "(Dollars in thousands)", "$M",
                                  "All figures in USD ‘000, except TCE rate per day", "(inthousands)"])
def test_unit_texts(text):
    assert is_unit_text(text)


@pytest.mark.parametrize("text", ["Million shares", "(restated, Note 3)", "Notes", "M", "Revenues", "", "Change"])
def test_texts_that_are_not_units(text):
    assert not is_unit_text(text)


def test_detect_unit_left_quote_and_lost_space():
    assert detect_unit(["USD ‘000"]) == "$ thousands"
    assert detect_unit(["(inthousands)"]) == "thousands"


def test_merge_units_never_guesses():
    assert merge_units(["$", "thousands"]) == "$ thousands"
    assert merge_units(["$ millions", "millions"]) == "$ millions"
    assert merge_units(["millions", "thousands"]) is None
    assert merge_units(["$", "€"]) is None
    assert merge_units(["%", "$"]) is None
    assert merge_units(["%", "%"]) == "%"
    assert merge_units([None, None]) is None


def test_unit_row_kinds():
    assert unit_row(["(In thousands)", "", ""]) == (True, "thousands")
    assert unit_row(["", "US$’000", "US$’000"]) == (True, "$ thousands")
    assert unit_row(["(In thousands of Canadian dollars)", "$", "$"]) == (True, "$ thousands")
    assert unit_row(["$ MILLION", "53 WEEKS", "52 WEEKS", "CHANGE"]) == (True, "$ millions")
    assert unit_row(["", "$", "%", "$", "%"], (1, 3)) == (True, "$")
    assert unit_row(["", "$", "%", "$", "%"]) == (True, None)  # the columns disagree
    assert unit_row(["Revenues", "$68,024", "$67,314"])[0] is False
    assert unit_row(["", "", "(restated, Note 3)"])[0] is False
    assert unit_row(["Million shares", "", ""])[0] is False


def test_a_unit_row_is_the_scale_not_a_section():
    table = _t([["", "2019", "2018"]], [["(In thousands)", "", ""], ["Revenues", "$68,024", "$67,314"],
                                        ["Income from operations", "$12,491", "$9,587"]])
    assert [r.entity for r in table_rows(table)] == ["Revenues", "Income from operations"]
    assert table_unit(table) == "thousands"
    assert set(_units(table).values()) == {"thousands"}


def test_a_unit_row_under_the_years():
    table = _t([["Parent", "", ""], ["", "2019", "2018"]], [["", "US$’000", "US$’000"],
                                                          ["Total current assets", "121,041", "73,202"]])
    assert _units(table) == {"Total current assets": "$ thousands"}


def test_percent_sub_header_is_a_column_unit_not_the_tables():
    table = _t([["", "December 31, 2019 $", "%", "December 31, 2018 $", "%"]],
               [["Canada", "96,168", "6.1%", "70,774", "6.6%"]])
    assert table_unit(table) == "$"
    cisco = _t([["", "July 27, 2019 (1)", "July 28, 2018", "Variance in Dollars", "Variance in Percent"]],
               [["Product", "$39,005", "$36,709", "$2,296", "6%"]], context="(in millions, except percentages):")
    assert table_unit(cisco) == "$ millions"


def test_header_currency_takes_the_scale_stated_above():
    table = _t([["", "2019 $", "2018 $"]], [["Revenue", "10", "9"]], context="The table (in thousands):")
    assert table_unit(table) == "$ thousands"
    clash = _t([["(in millions)", "2019", "2018"]], [["(In thousands)", "", ""], ["Revenue", "10", "9"]])
    assert table_unit(clash) is None  # two scales: not guessed


def test_a_unit_row_halfway_down_scales_the_rows_below():
    table = _t([["($ in millions)", "2019", "2018"]],
               [["Revenue", "10", "9"], ["(in thousands)", "", ""], ["Employees", "12", "11"]])
    assert row_units(table) == {3: "thousands"}
    assert _units(table) == {"Revenue": "$ millions", "Employees": "thousands"}


def test_row_label_units_and_per_share_rows():
    assert row_label_unit("Gross profit (in thousands)") == "thousands"
    assert row_label_unit("Revenue ($M)") == "$ millions"
    assert row_label_unit("Margin (%)") == "%"
    assert row_label_unit("Net income attributable to Cal-Maine Foods, Inc. - (in thousands)") == "thousands"
    assert row_label_unit("Capital leases (1)") is None
    assert per_share_label("Basic net income per common share")
    assert per_share_label("Diluted EPS")
    assert not per_share_label("Shares outstanding")
    table = _t([["($ in millions, except per share)", "2019", "2018"]],
               [["Net income", "100", "90"], ["Diluted net income per share", "1.20", "1.10"],
                ["Gross profit (in thousands)", "5", "4"], ["Margin (%)", "40", "41"]])
    assert _units(table) == {"Net income": "$ millions", "Diluted net income per share": "$",
                             "Gross profit (in thousands)": "$ thousands", "Margin (%)": "%"}


def test_share_scale_is_not_the_tables_scale():
    above = "per common share computational data (shares in thousands, except per share data):"
    assert unit_statement(above) is None
    assert share_scale_statement(above) == "thousands"
    assert unit_statement("Tabular amounts in millions. " + above) == "millions"
    table = _t([["", "2019", "2018"]],
               [["Net income", "$1,887.8", "$1,236.4"], ["Basic weighted average common shares outstanding", "442,319", "439,606"],
                ["Basic net income per common share", "$4.24", "$2.79"], ["Dilutive securities", "3,201", "3,354"]],
               context=above, stated="millions")
    # "Dilutive securities" after the per-share row: a count or an amount? Not read (kept as text)
    assert _units(table) == {"Net income": "millions", "Basic weighted average common shares outstanding": "thousands",
                             "Basic net income per common share": "$"}
    problems = read_tables([table], YEARS, "r.md").problems
    assert any("'Dilutive securities'" in p.reason and "not guessed" in p.reason for p in problems)


EPS = [["Net income", "$1,887.8", "$1,236.4"], ["Dividends on preferred stock", "—", "(9.4)"],
       ["Basic weighted average common shares outstanding", "442,319", "439,606"],
       ["Dilutive securities", "3,201", "3,354"],
       ["Diluted weighted average common shares outstanding", "445,520", "442,960"],
       ["Diluted net income per common share", "$4.24", "$2.77"]]


def test_a_row_that_adds_up_with_share_counts_counts_shares():
    """Basic shares + dilutive securities = diluted shares: the row between is a share count."""
    table = _t([["", "2019", "2018"]], EPS, context="(shares in thousands, except per share data):",
               stated="millions")
    rows = table_rows(table)
    assert summed_share_rows(rows, [1, 2]) == {4}
    units = _units(table)
    assert units["Dilutive securities"] == "thousands"
    assert "Dividends on preferred stock" not in units  # an amount with no sign: its scale is open
    assert units["Net income"] == "millions"


def test_rows_that_do_not_add_up_are_not_share_counts():
    body = [list(r) for r in EPS]
    body[3] = ["Dilutive securities", "3,101", "3,354"]  # 442,319 + 3,101 ≠ 445,520
    rows = table_rows(_t([["", "2019", "2018"]], body))
    assert summed_share_rows(rows, [1, 2]) == set()
    assert summed_share_rows(table_rows(_t([["", "2019"]], [["Basic shares", "10"], ["Diluted shares", "12"]])),
                             [1]) == set()  # nothing between


@pytest.mark.parametrize(("text", "expected"), [
    ("(in thousands, except share and per share data)", ""),
    ("Expressed in US $000's except share and per share amounts", ""),
    ("(in thousands, except for share data)", ""),
    ("(in thousands, except per share data)", None),
    ("(shares in thousands, except per share data)", "thousands"),
    ("(in millions, except share price)", None),
])
def test_share_scale_and_its_exception(text, expected):
    assert share_scale([text]) == expected


def test_share_counts_exempted_from_the_scale_are_unscaled():
    table = _t([["(in thousands, except share and per share data)", "2019", "2018"]],
               [["Revenue", "1,200", "1,100"], ["Weighted average shares outstanding", "12,345,678", "12,000,000"],
                ["Net income per share", "0.10", "0.09"]])
    assert _units(table) == {"Revenue": "thousands", "Weighted average shares outstanding": None,
                             "Net income per share": None}


@pytest.mark.parametrize(("text", "expected"), [
    ("Comparison of Year Ended December 31, 2019 to Year Ended December 31, 2018 (in 000’s)", "thousands"),
    ("Expressed in US $000's except share and per share amounts", "$ thousands"),
    ("(000's)", "thousands"),
    ("In the 2000s sales rose", None),
    ("We sold 1,000s of units", None),
])
def test_unit_statements_written_with_000s(text, expected):
    assert unit_statement(text) == expected


# --------------------------------------------------------------------------- rows
def test_shifted_section_label():
    assert shifted_section_label(["", "Consolidated Statements of Operations Data:", "", ""]) == \
        "Consolidated Statements of Operations Data:"
    assert shifted_section_label(["", "1,234", "", ""]) is None
    assert shifted_section_label(["", "(In thousands)", "", ""]) is None
    assert shifted_section_label(["Revenue", "", ""]) is None
    table = _t([["(Dollars in millions)", "2019", "2018"]],
               [["", "Cloud and License Revenues:", ""], ["Americas (1)", "$18,410", "$18,030"]])
    assert [r.entity for r in table_rows(table)] == ["Cloud and License Revenues: › Americas"]


@pytest.mark.parametrize(("text", "expected"), [
    ("Capital leases (1)", "Capital leases"), ("Other(2)", "Other"), ("Revenue*", "Revenue"),
    ("Class (A)", "Class (A)"), ("Tier 1", "Tier 1"), ("Transition costs (1):", "Transition costs:"),
])
def test_row_label_drops_footnote_marks(text, expected):
    assert row_label(text) == expected


def test_years_beside_dates_of_one_day_are_dates_on_that_day():
    table = _t([["", "Years Ended December 31, 2019", "2018", "Percent"]], [["Revenue", "10", "9", "11%"]])
    cols = position_columns(table)
    assert [(p.kind, p.year, p.month, p.day) for p in cols.values()] == [("date", 2019, 12, 31), ("date", 2018, 12, 31)]
    assert dated_years({1: parse_header_position("June 30, 2019"), 2: parse_header_position("2018")})[2].month == 6
    two_days = {1: parse_header_position("June 30, 2019"), 2: parse_header_position("March 31, 2019"),
                3: parse_header_position("2018")}
    assert dated_years(two_days)[3].kind == "year"  # two days: the year is left a year
    years = {1: parse_header_position("2019"), 2: parse_header_position("2018")}
    assert dated_years(years) == years  # no date beside them: years stay years


def test_positions_with_one_qualifier_in_the_first_body_row_are_the_header():
    header = [["($ in millions)", "", "", ""]]
    body = [["Reporting Segment", "Fiscal 2019 Net Sales", "Fiscal 2018 Net Sales", "% Inc (Dec)"],
            ["Grocery & Snacks", "$3,279.2", "$3,287.0", "—%"]]
    assert leading_header_rows(header, body) == 1
    two = [["Segment", "2019 Men", "Women", "2018 Men"], ["A", "1", "2", "3"]]
    assert leading_header_rows(header, two) == 0  # two qualifiers: which column is the year's is not guessed


# --------------------------------------------------------------------------- a currency row with no scale
SWAPS_HEADER = [["", "2019", "2018", "2017"]]
SWAPS_BODY = [["", "$", "$", "$"], ["Realized losses", "(5,062)", "(6,533)", "(18,494)"],
              ["Change in fair value (%)", "(62)%", "(65)%", "12%"]]


def test_a_currency_row_with_no_scale_anywhere_leaves_the_amounts_unread():
    table = _t(SWAPS_HEADER, SWAPS_BODY, context="The effect on the statements of loss is as follows:")
    assert currency_row_without_scale(table)
    got = read_tables([table], YEARS, "r.md")
    assert [s.entity for s in got.series] == ["Change in fair value (%)"]  # percents do not depend on the scale
    assert any("states the currency and no scale" in p.reason and "Realized losses" in p.reason
               for p in got.problems)


def test_a_currency_row_under_a_stated_scale_or_a_currency_in_the_cells_reads_as_before():
    stated = _t(SWAPS_HEADER, SWAPS_BODY, context="The effect is as follows (in thousands of U.S. dollars):")
    assert not currency_row_without_scale(stated)
    assert _units(stated)["Realized losses"] == "$ thousands"
    inline = _t(SWAPS_HEADER, [["Realized losses", "$5,062", "$6,533", "$18,494"]])
    assert not currency_row_without_scale(inline) and _units(inline)["Realized losses"] == "$"
