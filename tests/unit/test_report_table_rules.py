"""Report tables answered by rule (TAT-QA coverage): the implied metric of a row, the
report's unit statement, units after header positions, "in 2019 from 2018", and the
arithmetic a result does not compute. Pure rules on literals, then one tiny report ingested
for real and asked through the public API; expected values computed from the table here."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.answer.asked import unanswered_arithmetic
from noesis.answer.implied import implied_metric
from noesis.answer.result import Operand, Result
from noesis.ingest.doctables import parse_header_position, split_header_unit, unit_statement
from noesis.ingest.pipeline import ingest
from noesis.lang import ENGLISH
from noesis.manifest import AxisSpec
from noesis.mesh import Mesh
from noesis.query.addresses import parse_addresses

# --------------------------------------------------------------------------- pure rules


def test_implied_metric_only_when_the_entity_holds_one():
    series_of = {"Revenue": {"cable": "r.md", "wireless": "r.md"}, "Capex": {"wireless": "r.md"}}
    assert implied_metric(series_of, "Cable") == ("Revenue",)
    assert implied_metric(series_of, "Wireless") == ()  # two metrics: the question must name one
    assert implied_metric(series_of, "Satellite") == ()


@pytest.mark.parametrize(("text", "unit"), [
    ("Deferred charges consisted of the following (in thousands):", "thousands"),
    ("The table below shows revenue ($ in millions).", "$ millions"),
    ("Amounts in millions of dollars, except per share data.", "$ millions"),
    ("All figures ($'000) are audited.", "$ thousands"),
    ("Revenue increased $15.5 billion or 14%.", None),  # an amount, not a statement
    ("Figures in thousands; the note is in millions.", None),  # two scales state none
    ("No unit here.", None),
])
def test_unit_statement(text, unit):
    assert unit_statement(text) == unit


@pytest.mark.parametrize(("cell", "year", "unit"), [
    ("2019 £m", 2019, "£m"), ("2018 (in millions)", 2018, "(in millions)"),
    ("2019 $'000", 2019, "$'000"), ("FY 2018", 2018, ""),
])
def test_header_position_with_a_unit_after_it(cell, year, unit):
    pos = parse_header_position(cell)
    assert pos is not None and pos.year == year
    assert split_header_unit(cell)[1] == unit


def test_header_unit_does_not_make_a_label_a_position():
    assert parse_header_position("Change %") is None
    assert parse_header_position("£m") is None


def test_in_year_from_year_is_the_range_between():
    ws = parse_addresses("What was the change in Cable in 2019 from 2018?", AxisSpec("year", "number"))
    assert [(w.start, w.end, w.kind, w.text) for w in ws] == [(2018.0, 2019.0, "range", "in 2019 from 2018")]


def _op(value: str, unit: str | None, statistic: str | None = None) -> Operand:
    return Operand("kb", "r.md", "Cable", "Revenue", statistic, value, unit)


@pytest.mark.parametrize(("question", "result", "left"), [
    ("What is the sum of Cable and Wireless in 2019?", Result("multiple", (_op("1", None), _op("2", None))),
     {"sum"}),
    ("What percentage of total fees were Cable in 2019?", Result("value_at", (_op("5", "$"),)),
     {"percentage", "total"}),
    ("What was the percentage change in Cable from 2018 to 2019?",
     Result("change", (_op("1", None), _op("2", None)), "1", None, "100.00"), set()),
    ("What was the average Cable from 2017 to 2019?", Result("window_statistic", (_op("3", None, "mean"),)),
     set()),
    ("What is the 2019 average Cable?", Result("value_at", (_op("3", None),)), {"average"}),
    ("What percentage of revenue was Cable in 2019?", Result("value_at", (_op("12", "%"),)), set()),
])
def test_unanswered_arithmetic(question, result, left):
    assert unanswered_arithmetic(question, ["Cable", "Wireless"], result, ENGLISH) == left


def test_words_of_a_matched_name_are_not_asked_arithmetic():
    r = Result("value_at", (_op("7", None),))
    assert unanswered_arithmetic("What was the Total assets in 2019?", ["Total assets"], r, ENGLISH) == frozenset()
    assert unanswered_arithmetic("What was the Total assets in 2019?", ["assets"], r, ENGLISH) == {"total"}


# --------------------------------------------------------------------------- end to end

TABLE = {"Cable": (1153.0, 1429.0), "Wireless": (1320.0, 1086.0)}  # 2019, 2018
REPORT = (
    "Capital expenditures by segment were as follows (in thousands):\n\n"
    "|  | 2019 £m | 2018 £m |\n|---|---|---|\n"
    + "".join(f"| {name} | {a:,.0f} | {b:,.0f} |\n" for name, (a, b) in TABLE.items())
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    folder = tmp_path_factory.mktemp("report")
    (folder / "report.md").write_text(REPORT, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    with Mesh.open(kb) as mesh:
        yield Engine(mesh)


def test_change_of_a_row_without_a_metric_named(engine):
    a = engine.ask("What was the change in Wireless in 2019 from 2018?", deterministic=True)
    new, old = TABLE["Wireless"]
    assert a.result is not None and a.result.operation == "change"
    assert float(a.result.value) == new - old
    assert float(a.result.percent) == round((new - old) / old * 100, 2)


def test_unit_from_the_header_wins_over_the_paragraph(engine):
    a = engine.ask("What was the change in Cable from 2018 to 2019?", deterministic=True)
    assert a.result is not None and a.result.unit == "£ millions"


def test_a_sum_of_two_rows_is_not_answered_by_their_readings(engine):
    a = engine.ask("What was the sum of Cable and Wireless in 2019?", deterministic=True)
    assert a.result is None or a.result.operation == "refusal"
