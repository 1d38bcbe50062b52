"""Report tables read on a real ingest (issue 27): a header whose positions group the same
measures ("December 31, 2019" over "Carrying Amount | Fair Value"; "2019 Men Years | Women
Years"), a one-reading total named by its row, a share "among the" total, and the reason a
question asking for more than the readings found is given instead of a bare "needs a
language model".

Expected values come from the tables' own text, read by independent string handling (``_cells``)."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

from ..conftest import write

DEBT = """|  | December 31, 2019 |  | December 31, 2018 |  |
|---|---|---|---|---|
| (In millions) | Carrying Amount | Fair Value | Carrying Amount | Fair Value |
| Term loan due 2022 | $ 474.6 | $ 474.6 | $ — | $ — |
| Senior notes due 2023 | 421.9 | 450.1 | 421.1 | 421.2 |
| Total debt | $ 896.5 | $ 924.7 | $ 421.1 | $ 421.2 |
"""
LIFE = """|  | 2019 Men Years | Women Years | 2018 Men Years | Women Years |
|---|---|---|---|---|
| Member aged 65 (current life expectancy) | 86.8 | 88.9 | 87.3 | 89.3 |
| Member aged 45 (life expectancy at age 65) | 88.5 | 90.7 | 89.0 | 91.1 |
"""
FEES = """|  | 2019 | 2018 |
|---|---|---|
| Audit fees | 1,092 | 1,010 |
| Non-audit fees | 598 | 512 |
| Total fees paid to auditor | 1,690 | 1,522 |
| Total operating expense | 31,867 | 18,560 |
"""
# a common-size statement: the base row at 100.0 % in every column, the others written bare
COMMON = """|  | 2019 | 2018 |
|---|---|---|
| Sales | 100.0 % | 100.0 % |
| Gross profit | 40.0 | 50.9 |
| Operating expenses | 33.1 | 27.0 |
| Net income | 7.2 % | 20.5 % |
"""


def _cells(table: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip().strip("|").split("|")] for line in table.splitlines() if "---" not in line]


def _number(raw: str) -> float:
    return float(re.sub(r"[$,\s]", "", raw))


@pytest.fixture(scope="module")
def kbs(tmp_path_factory):
    out = {}
    for name, table, unit in (("debt", DEBT, ""), ("life", LIFE, ""), ("fees", FEES, "Amounts in thousands of pounds."),
                              ("common", COMMON, "The table shows items as a percentage of sales.")):
        root = tmp_path_factory.mktemp(name)
        write(root / "docs", "report.md", f"# Annual report\n\n{unit}\n\n{table}\n")
        ingest(root / "docs", root / "kb.sqlite", workers=1)
        out[name] = root / "kb.sqlite"
    return out


def _ask(kbs, name: str, question: str):
    with Mesh.open(kbs[name]) as mesh:
        return Engine(mesh).ask(question, deterministic=True)


def test_a_measure_under_a_grouping_position_is_read_at_that_position(kbs):
    rows = _cells(DEBT)
    want = _number(next(r for r in rows if r[0] == "Total debt")[rows[1].index("Fair Value")])
    a = _ask(kbs, "debt", "What is the fair value of total debt as of December 31, 2019?")
    assert a.result is not None and a.result.operation == "value_at"
    assert float(a.result.operands[0].value) == want
    assert a.result.operands[0].metric == "Fair Value"


def test_a_row_holding_several_grouped_measures_names_none_by_itself(kbs):
    a = _ask(kbs, "debt", "What is the total debt as of December 31, 2019?")
    assert a.result is None or a.result.operation == "refusal"
    assert not re.search(r"\b(896\.5|924\.7)\b", a.text)  # neither column is guessed


def test_groups_opened_by_a_position_in_one_header_row(kbs):
    rows = _cells(LIFE)
    header = rows[0]
    row = next(r for r in rows if r[0].startswith("Member aged 65"))
    want = _number(row[header.index("Women Years", header.index("2018 Men Years"))])
    a = _ask(kbs, "life", "What were the Women Years of Member aged 65 (current life expectancy) in 2018?")
    assert a.result is not None and float(a.result.operands[0].value) == want


def test_a_total_named_by_its_row_at_one_year_is_the_reading(kbs):
    rows = _cells(FEES)
    want = _number(next(r for r in rows if r[0] == "Total operating expense")[rows[0].index("2019")])
    a = _ask(kbs, "fees", "What is the company's total operating expense in 2019?")
    assert a.result is not None and a.result.operation == "value_at"
    assert float(a.result.operands[0].value) == want


def test_a_share_among_the_total_is_computed(kbs):
    rows = _cells(FEES)
    col = rows[0].index("2019")
    part = Decimal(next(r for r in rows if r[0] == "Non-audit fees")[col].replace(",", ""))
    whole = Decimal(next(r for r in rows if r[0] == "Total fees paid to auditor")[col].replace(",", ""))
    a = _ask(kbs, "fees", "What is the percentage of non-audit fees among the total fees paid to auditor in 2019?")
    assert a.result is not None and a.result.operation == "rows_percent_of"
    assert Decimal(a.result.value).quantize(Decimal("0.01"), ROUND_HALF_UP) == \
        (part / whole * 100).quantize(Decimal("0.01"), ROUND_HALF_UP)


def test_a_sum_said_only_inside_a_name_is_refused_with_its_reason(kbs):
    a = _ask(kbs, "fees", "What was the Total operating expense in 2019 and 2018?")
    assert a.result is not None and a.result.operation == "refusal"
    assert a.result.reason_kind == "operation_not_computed"
    assert "sum the question does not ask for" in a.text and "Total operating expense" in a.text


def test_a_reason_asked_is_named_as_prose_not_a_number(kbs):
    a = _ask(kbs, "fees", "Why did audit fees increase from 2018 to 2019?")
    assert a.result is not None and a.result.reason_kind == "operation_not_computed"
    assert "why" in a.result.reason and "needs a language model" in a.text


def test_words_no_row_reads_are_named_in_the_decline(kbs):
    a = _ask(kbs, "fees", "What was the interim dividend in 2019?")
    assert a.result is None or a.result.operation == "refusal"
    assert "needs a language model" in a.text and "'interim dividend'" in a.text
    assert not re.search(r"\b(1,?092|598|1,?690)\b", a.text)


@pytest.mark.parametrize("question", ["What was the percentage of sales represented by gross profit in 2018?",
                                      "What was gross profit as a percentage of sales in 2018?"])
def test_a_row_of_a_common_size_statement_is_a_percentage_of_its_base(kbs, question):
    rows = _cells(COMMON)
    want = _number(next(r for r in rows if r[0] == "Gross profit")[rows[0].index("2018")])
    a = _ask(kbs, "common", question)
    assert a.result is not None and a.result.operation == "rows_percent_of", a.text
    assert abs(float(a.result.value) - want) < 1e-6 and a.result.unit == "%"

