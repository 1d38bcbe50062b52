"""Tables in documents: golden files (one per rule) for the pure reader, and its cell rules."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from noesis.ingest.doctables import (
    ParsedTable,
    detect_unit,
    header_axis,
    parse_cell,
    parse_header_position,
    position_columns,
    read_tables,
    table_rows,
)
from noesis.ingest.linking import row_entities
from noesis.manifest import AxisSpec

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "doctables"
CASES = sorted(p.name.removesuffix(".input.json") for p in GOLDEN.glob("*.input.json"))


def _table(data: dict) -> ParsedTable:
    return ParsedTable(tuple(map(tuple, data["header"])), tuple(map(tuple, data["body"])), 1,
                       data.get("caption"), data.get("section"))


def _floats(xs) -> list[float | None]:
    return [None if math.isnan(x) else float(x) for x in xs]


@pytest.mark.parametrize("case", CASES)
def test_golden(case):
    data = json.loads((GOLDEN / f"{case}.input.json").read_text())
    expected = json.loads((GOLDEN / f"{case}.expected.json").read_text())
    table = _table(data)
    assert [[r.entity, r.text, r.row] for r in table_rows(table)] == expected["rows"]
    got = read_tables([table], AxisSpec(**data["axis"]), "report.md")
    assert [[s.metric, s.entity, s.unit, _floats(s.positions), _floats(s.values)] for s in got.series] == [
        [m, e, u, [float(p) for p in ps], [None if v is None else float(v) for v in vs]]
        for m, e, u, ps, vs in expected["series"]
    ]
    assert [p.reason for p in got.problems] == expected["problems"]


def test_every_rule_has_a_golden_file():
    assert set(CASES) >= {"cells", "sections", "units_and_other_columns", "quarters_on_a_date_axis",
                          "headers_not_on_the_axis", "repeated_position"}


@pytest.mark.parametrize(("text", "kind", "year", "month", "day"), [
    ("2019", "year", 2019, 1, 1), ("FY2018", "year", 2018, 1, 1), ("FY 2018", "year", 2018, 1, 1),
    ("Q3 2020", "quarter", 2020, 7, 1), ("2020 Q4", "quarter", 2020, 10, 1), ("3Q 2020", "quarter", 2020, 7, 1),
    ("2019-12-31", "date", 2019, 12, 31), ("Dec 31, 2019", "date", 2019, 12, 31),
    ("31 December 2019", "date", 2019, 12, 31), ("March 2021", "month", 2021, 3, 1),
])
def test_position_headers(text, kind, year, month, day):
    p = parse_header_position(text)
    assert p is not None and (p.kind, p.year, p.month, p.day) == (kind, year, month, day)


def test_a_restated_periods_column_is_that_period_unless_the_original_stands_beside_it():
    alone = ParsedTable((("", "Year-ended 31 March 2019", "Year-ended 31 March 2018 Restated See note 2"),),
                        (("UK", "83.2", "73.5"),))
    assert [(p.year, p.month) for p in position_columns(alone).values()] == [(2019, 3), (2018, 3)]
    beside = ParsedTable((("", "2019", "2018", "2018 (restated)"),), (("UK", "83.2", "73.5", "74.0"),))
    assert sorted(position_columns(beside)) == [1, 2]  # another version of 2018: not read as 2018
    assert parse_header_position("2018 $’000 RESTATED3") is None  # a cell alone decides nothing


def test_a_section_label_over_unit_cells_is_a_section_stating_the_tables_unit():
    from noesis.ingest.doctables import labelled_unit_row, table_unit

    assert labelled_unit_row(("Revenue from external customers by country", "$M", "$M")) == "$ millions"
    assert labelled_unit_row(("UK", "83.2", "73.5")) is None  # numbers: a data row
    assert labelled_unit_row(("(In millions)", "", "")) is None  # a unit row, not a section
    t = ParsedTable((("", "Year-ended 31 March 2019", "Year-ended 31 March 2018 Restated See note 2"),),
                    (("Revenue from external customers by country", "$M", "$M"), ("UK", "83.2", "73.5")))
    assert table_unit(t) == "$ millions"
    rows = table_rows(t)
    assert [r.entity for r in rows] == ["Revenue from external customers by country › UK"]


@pytest.mark.parametrize("text", ["%Chg", "Change", "Notes", "", "12", "2019-02-30", "Q5 2020", "1,320",
                                  "Restated", "(restated, Note 3)", "2019 As reported"])
def test_not_position_headers(text):
    assert parse_header_position(text) is None


@pytest.mark.parametrize(("text", "value"), [
    ("1,320", 1320.0), ("$ 1,452.4", 1452.4), ("(19)", -19.0), ("12.5%", 12.5), ("-5", -5.0),
    ("−7", -7.0), ("($ 3.2)", -3.2), ("1.234,5", 1234.5), ("37,5", 37.5), ("1 250", 1250.0),
    ("$(7,125)", -7125.0), ("$ (3,781)", -3781.0), ("£(12.5)", -12.5),  # the currency before the parenthesis
])
def test_cells(text, value):
    assert parse_cell(text).value == value


@pytest.mark.parametrize("text", ["", "—", "–", "-", "n/a", "n/m"])
def test_blank_cells_are_missing_not_problems(text):
    cell = parse_cell(text)
    assert cell.missing and cell.blank


@pytest.mark.parametrize("text", ["abc", "(12", "1,3200", "12 apples", "$($5)", "$(5"])
def test_odd_cells_are_missing_and_counted(text):
    cell = parse_cell(text)
    assert cell.missing and not cell.blank


@pytest.mark.parametrize(("texts", "unit"), [
    (["In millions of dollars"], "$ millions"), (["$'000"], "$ thousands"), (["(%)"], "%"),
    (["Amounts in thousands of euros"], "€ thousands"), (["£m"], "£ millions"), (["Wireless"], None),
])
def test_units(texts, unit):
    assert detect_unit(texts) == unit


def test_header_axis():
    years = [parse_header_position(t) for t in ("2019", "FY2018")]
    assert header_axis(years) == AxisSpec(name="year", kind="number")
    assert header_axis([*years, parse_header_position("Q3 2020")]) == AxisSpec(name="date", kind="date")
    assert header_axis([]) is None


def test_row_entities_short_label_alias_unless_shared():
    names = ["Capital expenditures › Wireless", "Capital expenditures › Cable", "Revenue › Cable", "Media"]
    assert row_entities(names) == {
        "Capital expenditures › Wireless": ("Wireless",),
        "Capital expenditures › Cable": (),  # "Cable" names two rows
        "Revenue › Cable": (),
        "Media": (),
    }
    assert row_entities(["A › Wireless"], taken={"Wireless"}) == {"A › Wireless": ()}


def test_a_lone_position_over_labelled_columns_spans_them():
    """A merged header cell flattened ("As of March 29, 2019" over three labelled columns)
    heads every column: no column's values are read as that date's."""
    from noesis.ingest.doctables import position_columns

    labels = ("(In millions)", "As Reported", "Without Adoption", "Effect of Change")
    spanning = ParsedTable((("", "", "As of March 29, 2019", ""),), (labels, ("Receivables", "$708", "$657", "$51")))
    assert position_columns(spanning) == {}
    as_header = ParsedTable((("", "", "As of March 29, 2019", ""), labels), (("Receivables", "$708", "$657", "$51"),))
    assert position_columns(as_header) == {}
    # a lone position over values (one value column, or the others unlabelled) is that column's
    one_column = ParsedTable((("", "2019"),), (("Receivables", "$708"),))
    assert list(position_columns(one_column)) == [1]
    over_values = ParsedTable((("", "", "2019", ""),), (("Receivables", "", "$657", ""),))
    assert list(position_columns(over_values)) == [2]


@pytest.mark.parametrize("label, turned", [
    ("Inventories, net", "net Inventories"), ("Property and equipment, gross", "gross Property and equipment"),
    ("Salaries, wages and benefits", None),      # a list, not a qualifier after the comma
    ("Accounts receivable, net of allowance", None), ("Net sales", None),
])
def test_an_inverted_labels_qualifier_said_first(label, turned):
    from noesis.ingest.linking import turned_label

    assert turned_label(label) == turned


@pytest.mark.parametrize("label, said", [
    ("Net income (loss)", ("Net income",)),
    ("Net cash provided by (used in) investing activities", ("Net cash provided by investing activities",)),
    ("Other income (expense), net", ("Other income, net", "net Other income (expense)", "net Other income")),
    ("Income tax expense (benefit)", ("Income tax expense",)),
    ("Class (A)", ()), ("(Loss)", ()), ("Revenue (Americas)", ()),  # a letter, the sign alone, a segment
    # a parenthesis saying how the line is stated: a unit, a note, a standard
    ("Free Cash Flow (non-U.S. GAAP measure)", ("Free Cash Flow",)), ("Revenue (in thousands)", ("Revenue",)),
    ("Receivable from SSL (see Note 13)", ("Receivable from SSL",)),
    ("Net income (loss) (in millions)", ("Net income (loss)", "Net income")),
    ("Global (excluding Tamil films)", ()),  # what the line leaves out: part of which line it is
    # a head before the period (and amount) the line is stated for
    ("Interim dividend for the half year ended 31 December 2018 of AU 16 cents", ("Interim dividend",)),
    ("Revenue in 2019", ()), ("Outstanding at September 30, 2018", ()),  # one word: no other line's name
])
def test_a_labels_other_sign_name_is_dropped_as_a_sentence_says_it(label, said):
    from noesis.ingest.linking import said_labels

    assert said_labels(label) == said


def test_a_signless_label_is_an_alias_unless_another_row_says_it():
    from noesis.ingest.linking import row_entities

    got = row_entities(["A › Net income (loss)", "A › Basic net income (loss) per share"])
    assert got["A › Net income (loss)"] == ("Net income (loss)", "Net income")
    both = row_entities(["A › Net income (loss)", "B › Net income"])
    assert "Net income" not in both["A › Net income (loss)"]  # another row's own label says it
    twice = row_entities(["A › Net income (loss)", "B › Net income (losses)"])
    assert all("Net income" not in v for v in twice.values())  # two rows' signless label: neither


def test_a_dated_heads_alias_stands_only_where_no_other_row_says_it():
    from noesis.ingest.linking import row_entities

    one = row_entities(["Interim dividend for the half year ended 31 December 2018 of AU 16 cents",
                        "Final dividend for the year ended 30 June 2018 of AU 14 cents"])
    assert "Interim dividend" in one["Interim dividend for the half year ended 31 December 2018 of AU 16 cents"]
    two = row_entities(["Interim dividend for the half year ended 31 December 2018",
                        "Interim dividend for the half year ended 31 December 2017"])
    assert all("Interim dividend" not in v for v in two.values())  # two lines' head: neither


def test_a_turned_label_is_an_alias_unless_another_row_says_it():
    from noesis.ingest.linking import row_entities

    got = row_entities(["Note 4 › Inventories, net", "Note 4 › Less: Inventory reserves"])
    assert got["Note 4 › Inventories, net"] == ("Inventories, net", "net Inventories")
    both = row_entities(["A › Inventories, net", "B › Net inventories"])
    assert "net Inventories" not in both["A › Inventories, net"]  # another row's own label says it
