"""A Markdown report whose one table has no position column (measures and buckets as columns),
ingested with no manifest: kept as a relation and answered by (row, column).

Truth comes from the test's own table text by plain string parsing (``_cell``), never from the
engine; the refusals asked for are a row filled in several columns with none named, a column
the table lacks, and an aggregate over every row (its Total is one of them)."""

from __future__ import annotations

import re

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.store.kb import KBStore

from ..conftest import write

TABLE = """|  | Weighted-Average Useful Lives (in years) | Fair Value Amount |
|---|---|---|
| Purchased technology | 4.2 | $232 |
| Customer relationships and customer lists | 7.0 | 215 |
| Trademarks and tradenames | 5.0 | 25 |
| Other | 2.0 | 20 |
| Total definite-lived intangible assets |  | $492 |
"""
MARKDOWN = f"""# Note 4. Acquisitions

The fair values of the definite-lived intangible assets acquired (in millions) were as follows.

{TABLE}
Goodwill is not deductible for tax purposes.
"""


def _rows() -> list[list[str]]:
    lines = [[c.strip() for c in line.strip().strip("|").split("|")] for line in TABLE.strip().splitlines()]
    return [lines[0], *lines[2:]]


def _cell(row: str, column: str) -> float:
    """The number in ``row`` under ``column``, read from TABLE with plain string handling."""
    rows = _rows()
    j = rows[0].index(column)
    text = next(r for r in rows[1:] if r[0] == row)[j]
    return float(re.sub(r"[$,]", "", text))


@pytest.fixture(scope="module")
def cell_kb(tmp_path_factory):
    root = tmp_path_factory.mktemp("cells")
    write(root / "kb", "report.md", MARKDOWN)
    kb = root / "kb.sqlite"
    ingest(root / "kb", kb, workers=1)
    return kb


def _ask(kb, question: str):
    with Mesh.open([kb]) as mesh:
        return Engine(mesh).ask(question, deterministic=True)


def test_the_table_is_kept_as_a_relation_and_yields_no_series(cell_kb):
    with KBStore.open(cell_kb, readonly=True) as store:
        assert list(store.series(source="report.md")) == []
        (source, schema, _read, stored), = store.relation_schemas()
    assert source == "report.md" and stored == len(_rows()) - 1
    assert [m.name for m in schema.measures] == _rows()[0][1:]


def test_a_row_in_its_only_filled_column(cell_kb):
    a = _ask(cell_kb, "What were the total definite-lived intangible assets?")
    assert a.result is not None and a.result.operation != "refusal"
    want = _cell("Total definite-lived intangible assets", "Fair Value Amount")
    assert float(a.result.operands[0].value) == want
    assert "million" in (a.result.operands[0].unit or "")


def test_a_row_in_a_named_column(cell_kb):
    a = _ask(cell_kb, "What was the fair value amount of trademarks and tradenames?")
    assert float(a.result.operands[0].value) == _cell("Trademarks and tradenames", "Fair Value Amount")


def test_two_rows_compared_in_a_named_column(cell_kb):
    a = _ask(cell_kb, "What was the difference in the fair value amount between purchased technology and "
                      "trademarks and tradenames?")
    want = _cell("Purchased technology", "Fair Value Amount") - _cell("Trademarks and tradenames", "Fair Value Amount")
    assert a.result is not None and a.result.operation != "refusal"
    assert abs(float(a.result.value) - abs(want)) < 1e-9


def test_a_row_as_a_percentage_of_another(cell_kb):
    a = _ask(cell_kb, "What was the fair value amount of Other as a percentage of total definite-lived intangible "
                      "assets?")
    want = _cell("Other", "Fair Value Amount") / _cell("Total definite-lived intangible assets", "Fair Value Amount")
    assert a.result is not None and a.result.unit == "%"
    assert abs(float(a.result.value) - round(100 * want, 2)) < 1e-9


def test_a_row_filled_in_several_columns_with_none_named_is_asked_back(cell_kb):
    a = _ask(cell_kb, "What was the purchased technology?")
    assert a.result is None or a.result.operation == "refusal"
    assert "Weighted-Average Useful Lives (in years)" in a.text and "Fair Value Amount" in a.text
    assert str(int(_cell("Purchased technology", "Fair Value Amount"))) not in a.text


def test_a_column_the_table_lacks_is_refused(cell_kb):
    a = _ask(cell_kb, "What was the carrying amount of purchased technology?")
    assert a.result is None or a.result.operation == "refusal"
    assert "carrying" in a.text  # the reason names the word no column reads
    assert str(int(_cell("Purchased technology", "Fair Value Amount"))) not in a.text


def test_an_aggregate_over_every_row_is_refused(cell_kb):
    a = _ask(cell_kb, "What was the average fair value amount?")
    assert a.result is None or a.result.operation == "refusal"
    every = [_cell(r[0], "Fair Value Amount") for r in _rows()[1:]]
    assert f"{sum(every) / len(every):g}" not in a.text
