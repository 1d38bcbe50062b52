"""A report's conventions read on a real ingest (issue 27, eighth pass): amounts written
"$(7,125)", a line named without the other sign's name or a note ("Net income" of "Net income
(loss)", "Free Cash Flow" of "Free Cash Flow (non-U.S. GAAP measure)"), a line named with
other grammatical numbers ("dues from affiliates"), a figure the text states rounded, and the
words that make a question name another line than the one its words spell.

Expected values come from the test's own table text by independent code (``_cell``)."""

from __future__ import annotations

import re

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

from ..conftest import write

TABLE = """|  | 2019 | 2018 |
|---|---|---|
| Net sales | $5,563.7 | $5,875.0 |
| Net income (loss) | $542.0 | $(762.3) |
| Due from affiliates | 186 | 161 |
| Free Cash Flow (non-U.S. GAAP measure) | $497 | $533 |
| Statutory federal income tax (benefit) | $14,694 | $34,105 |
| State income tax | 2,164 | 3,200 |
| Income tax expense (benefit) | $(7,125) | $5,534 |
| Net deferred tax liability | $(2,780) | (2,397) |
| Total operating expense | $31,867 | $18,560 |
"""
REPORT = f"""# Annual report 2019

## Results

Amounts in millions of dollars.

{TABLE}
Of the $2.8 billion and $2.4 billion net deferred tax liability at December 31, 2019 and 2018,
respectively, most is long-term.
"""


def _cell(label: str, year: int) -> float:
    """The reading of ``label`` at ``year``, read from TABLE by plain string handling: a
    parenthesised amount is negative, "$" and thousands separators dropped."""
    lines = [[c.strip() for c in line.strip("|").split("|")] for line in TABLE.splitlines() if "---" not in line]
    column = lines[0].index(str(year))
    raw = next(r for r in lines if r[0] == label)[column]
    digits = re.sub(r"[$,()\s]", "", raw)
    return -float(digits) if "(" in raw else float(digits)


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    root = tmp_path_factory.mktemp("report")
    write(root / "docs", "report.md", REPORT)
    ingest(root / "docs", root / "kb.sqlite", workers=1)
    with Mesh.open(root / "kb.sqlite") as mesh:
        yield Engine(mesh)


def _number(text: str) -> float:
    return float(re.search(r"was (-?[\d.]+)", text).group(1))


def test_an_amount_written_dollar_then_parenthesis_is_a_negative_reading(engine):
    a = engine.ask("What was the Income tax expense (benefit) in 2019?", deterministic=True)
    assert _number(a.text) == _cell("Income tax expense (benefit)", 2019) == -7125.0


@pytest.mark.parametrize("question, label, year", [
    ("What was Net income in 2018?", "Net income (loss)", 2018),
    ("What was the Free Cash Flow in 2019?", "Free Cash Flow (non-U.S. GAAP measure)", 2019),
    ("What were the dues from affiliates in 2018?", "Due from affiliates", 2018),
])
def test_a_line_named_as_a_sentence_names_it(engine, question, label, year):
    a = engine.ask(question, deterministic=True)
    assert _number(a.text) == _cell(label, year)


def test_the_figure_the_text_states_rounded_is_the_answer_the_reading_beside_it(engine):
    a = engine.ask("What is the net deferred tax liability in 2019?", deterministic=True)
    assert a.result is not None and a.result.value == "2.8" and "billion" in (a.result.unit or "")
    exact = _cell("Net deferred tax liability", 2019)
    assert str(exact).rstrip("0").rstrip(".") in a.text  # the table's own reading stays stated


@pytest.mark.parametrize("question", [
    "What was the federal state income tax in 2019?",        # a word another line says
    "What was the income before income tax expense in 2019?",  # another amount than the line
    "What are the primary factors that caused the net income in 2019?",  # a cause, no reading
])
def test_words_that_name_another_line_or_ask_a_cause_are_never_answered_with_a_reading(engine, question):
    a = engine.ask(question, deterministic=True)
    assert a.result is None or a.result.operation == "refusal"
    assert not re.search(r"\bwas -?[\d.]+", a.text)


def test_the_line_named_alone_is_still_answered(engine):
    a = engine.ask("What was the state income tax in 2019?", deterministic=True)
    assert _number(a.text) == _cell("State income tax", 2019)


def test_respectively_asks_a_total_rows_readings_each_never_their_sum(engine):
    a = engine.ask("What was the Total operating expense in 2019 and 2018 respectively?", deterministic=True)
    got = {float(o.value) for o in a.result.operands}
    assert got == {_cell("Total operating expense", 2019), _cell("Total operating expense", 2018)}
    assert a.result.value is None  # no sum computed
