"""The scale a report's paragraphs show for a table's own figures (ingest/statedamounts).
Each fixture is a literal table and sentence; the expected scale is worked out by hand in
the comment beside it."""

from __future__ import annotations

from noesis.ingest.statedamounts import scale_of_stated_amounts, stated_amounts

TAX = [["Statutory federal income tax", "$14,694", "$34,105"],
       ["Enacted rate change", "—", "(42,973)"],
       ["Other, net", "(918)", "(545)"]]


def test_an_amount_the_text_states_rounded_gives_the_tables_scale():
    # 42,973 thousand = $42.973 million, "$43 million" rounded to the million
    text = "In fiscal 2018, the Company recorded a $43 million tax benefit."
    assert scale_of_stated_amounts(TAX, text) == "$ thousands"


def test_a_round_amount_of_one_significant_digit_decides_nothing():
    assert stated_amounts("a $5 million charge and $40 million of debt") == []
    assert scale_of_stated_amounts([["Charge", "5", "40"]], "a $5 million charge, $40 million of debt") is None


def test_an_amount_stated_unscaled_vetoes_a_scale():
    # a cell 418,000 is "$0.418 million" at no scale: that match vetoes the thousands
    # that "$43 million" points at
    rows = [*TAX, ["Refunded", "418,000", "47"]]
    text = "A $43 million benefit. Taxes of $0.418 million were refunded."
    assert scale_of_stated_amounts(rows[:3], text) == "$ thousands"
    assert scale_of_stated_amounts(rows, text) is None


def test_amounts_pointing_at_two_scales_give_none():
    rows = [["Revenue", "2,493", "2,407"], ["Margin", "43", "40"]]
    # $2,493 million: the cell in millions; $43 thousand: the cell 43 in thousands
    assert scale_of_stated_amounts(rows, "Revenue was $2,493 million; a $43 thousand fee.") is None
    assert scale_of_stated_amounts(rows, "Revenue was $2,493 million, up from $2,407 million.") == "$ millions"


def test_an_amount_written_out_counts_at_no_scale():
    # "$418,000" is 418 in thousands: it agrees with "$43 million"
    rows = [*TAX, ["Refunded", "418", "47"]]
    assert stated_amounts("$418,000") == [(418000.0, 0.5, "$")]
    assert stated_amounts("$2.45 per share") == []  # small, unscaled: a per-share figure
    assert scale_of_stated_amounts(rows, "A $43 million benefit; $418,000 was refunded.") == "$ thousands"


def test_no_match_no_scale_and_percent_cells_never_match():
    assert scale_of_stated_amounts([["Growth", "12.5%", "43%"]], "a $43 million benefit") is None
    assert scale_of_stated_amounts(TAX, "Revenue grew by 1.6%.") is None


def test_a_report_states_the_day_its_years_end_on():
    from noesis.ingest.doctables import ParsedTable, period_end, stated_period_end
    from noesis.ingest.tablecells import month_day_of

    assert [month_day_of(t) for t in ("October 31,", "December31,", "31 December", "Year ended June 30",
                                      "2019", "March 2019", "Feb 30")] == [
        (10, 31), (12, 31), (12, 31), (6, 30), None, None, None]
    head = (("October 31,", "", ""), ("", "2019", "2018"))
    table = ParsedTable(head, (("Raw material", "222", "191"),))
    assert stated_period_end(table) == (10, 31)
    above = ParsedTable((("", "2019", "2018"),), (("Derivative liabilities", "93.8", "120.5"),), context="December31,")
    assert stated_period_end(above) == (12, 31)  # the line just above the table
    assert period_end([table]) == "10-31"
    assert period_end([table, above]) is None  # two year ends: none
    dated = ParsedTable((("October 31,", "Q3 2019", "Q3 2018"),), (("Sales", "1", "2"),))
    assert stated_period_end(dated) is None  # not year columns


def test_a_reports_text_states_the_day_its_years_end_on_when_its_tables_do_not():
    from noesis.ingest.doctables import ParsedTable, period_end
    from noesis.ingest.tablecells import stated_days

    assert stated_days("deposits held as collateral at 31 March 2019 were £3.5m; as of December 31, 2018 and "
                       "for the year ended 30 June 2017; on 31 Feb 2019") == {(2019, 3, 31), (2018, 12, 31), (2017, 6, 30)}
    years = ParsedTable((("", "2019", "2018"),), (("Deposits", "3.5", "3.1"),))
    assert period_end([years], ["The maximum exposure at 31 March 2019 was £59.1m."]) == "03-31"
    assert period_end([years], ["at 31 March 2019 and at 30 June 2019"]) is None  # two days: none
    assert period_end([years], ["at 31 March 2015"]) is None  # no year of the tables'
    head = ParsedTable((("October 31,", "", ""), ("", "2019", "2018")), (("Raw material", "222", "191"),))
    assert period_end([head], ["at 31 March 2019"]) == "10-31"  # the header's day first
