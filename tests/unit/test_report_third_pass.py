"""Issue 27, third pass: report questions answered by typed mechanisms (each a named
function tested on literals, then one tiny report ingested for real and asked through the
public API; the expected values are computed from the table here)."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.answer.rowstatistic import RowReadings, row_complete, statistic_outside_names
from noesis.ingest.pipeline import ingest
from noesis.lang import ENGLISH
from noesis.mesh import Mesh
from noesis.query.namedstatistics import statistics_not_in_names
from noesis.query.references import Reference

TABLE = {  # row: (2019, 2018, 2017); None is an empty cell
    "Interest expense": (1344.0, 723.0, 650.0),
    "Total cost of revenue": (48881.0, 51896.0, 50010.0),
    "Weighted average exercise price": (12.5, 11.0, 10.25),
    "Other charges": (40.0, None, 12.0),
}


def _cell(v: float | None) -> str:
    return "" if v is None else f"{v:,.2f}".removesuffix(".00")


REPORT = (
    "The following table shows selected items (in millions):\n\n"
    "|  | 2019 | 2018 | 2017 |\n|---|---|---|---|\n"
    + "".join(f"| {name} | {' | '.join(_cell(v) for v in vals)} |\n" for name, vals in TABLE.items())
)


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    folder = tmp_path_factory.mktemp("report3")
    (folder / "report.md").write_text(REPORT, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    with Mesh.open(kb) as mesh:
        yield Engine(mesh)


# --------------------------------------------------------------------------- a statistic word in the row's name


def _ref(text: str, entity: str) -> Reference:
    return Reference(text, "entity", "kb", entity, entity, "exact")


def test_a_statistic_word_inside_the_named_row_is_the_names_when_another_is_asked():
    refs = [_ref("total cost of revenue", "Total cost of revenue")]
    surfaces = {"mean": ["average"], "sum": ["total"]}
    assert statistics_not_in_names(("mean", "sum"), surfaces, refs) == ("mean",)
    # alone, "the total X in 2018 and 2019" may ask a sum: not decided by the words
    assert statistics_not_in_names(("sum",), {"sum": ["total"]}, refs) == ("sum",)
    # a word the row's label lacks is asked ("the total revenue" bound to the row Revenue)
    assert statistics_not_in_names(("mean", "sum"), surfaces, [_ref("total revenue", "Revenue")]) == ("mean", "sum")


def test_the_statistics_asked_outside_the_matched_names():
    assert statistic_outside_names("What is the average Interest expense?", ["Interest expense"], ENGLISH) == ("mean",)
    assert statistic_outside_names("What is the weighted average exercise price?",
                                   ["weighted average exercise price"], ENGLISH) == ()


def test_a_row_is_complete_only_when_read_at_every_position_of_its_table():
    assert row_complete(RowReadings("X", 3, 3, 0))
    assert not row_complete(RowReadings("X", 3, 3, 1))  # an empty cell
    assert not row_complete(RowReadings("X", 2, 3, 0))  # a position the table has and the row lacks
    assert not row_complete(RowReadings("X", 1, 1, 0))  # one reading: no mean to speak of
    assert not row_complete(None)


def test_average_total_row_over_two_years_is_the_mean_of_the_row(engine):
    a = engine.ask("What is the average total cost of revenue for 2018 and 2019?", deterministic=True)
    new, old, _ = TABLE["Total cost of revenue"]
    assert a.result is not None and [float(o.value) for o in a.result.operands] == [(new + old) / 2]


def test_the_average_of_a_row_with_no_period_is_its_mean_over_the_table(engine):
    a = engine.ask("What is the average Interest expense?", deterministic=True)
    vals = TABLE["Interest expense"]
    assert a.result is not None and a.result.operation == "fact"
    assert float(a.result.operands[0].value) == pytest.approx(sum(vals) / 3, abs=1e-3)
    assert "(3 readings)" in a.text


def test_no_whole_row_mean_for_a_row_missing_a_year_or_a_mean_in_the_name(engine):
    assert engine.ask("What is the average Other charges?", deterministic=True).result is None
    a = engine.ask("What is the weighted average exercise price?", deterministic=True)
    assert a.result is None or a.result.operation != "fact"
