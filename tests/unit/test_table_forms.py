"""Questions about a report table as a whole (answer/tableforms): the positions its columns
hold. Pure readings on literals, then tiny reports ingested and asked end to end."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.answer.tableforms import shared_positions, table_columns
from noesis.ingest.pipeline import ingest
from noesis.lang import ENGLISH
from noesis.manifest import AxisSpec
from noesis.mesh import Mesh
from noesis.query.positionforms import asks_table_positions

YEARS = AxisSpec("year", "number")


@pytest.mark.parametrize(("question", "asks"), [
    ("What years are included in the table?", True),
    ("What are the years included in the table?", True),
    ("Which years does the table provide information for net sales?", True),
    ("In which years was operating income calculated for?", True),
    ("For which years were the options outstanding at 31 March calculated in?", True),  # "at", not "at least"
    ("In which year was operating income calculated?", False),  # one year: a row's position
    ("Which years did net sales exceed $1,000 thousand?", False),  # a threshold
    ("In which years was net income more than 5 reported?", False),
    ("In which years was the lowest net income recorded?", False),  # an extreme
    ("In which years was net income larger?", False),  # a comparative
    ("How many years are included in the table?", False),  # a count
    ("Which years had net sales?", False),  # no reporting verb
])
def test_a_question_asking_the_tables_positions(question, asks):
    assert asks_table_positions(question, YEARS, ENGLISH) == asks


def test_dated_columns_are_asked_by_their_years_only():
    dates = AxisSpec("date", "date")
    assert asks_table_positions("What years are included in the table?", dates, ENGLISH)
    assert not asks_table_positions("What dates are included in the table?", dates, ENGLISH)
    assert not asks_table_positions("What years are included in the table?", AxisSpec("t", "datetime"), ENGLISH)


def test_table_columns_are_the_positions_any_row_reads():
    assert table_columns([(2019.0, 2018.0), (2019.0,)]) == (2018.0, 2019.0)
    assert table_columns([(), ()]) is None


def test_shared_positions_only_when_every_row_holds_the_same():
    assert shared_positions([(2019.0, 2018.0), (2018.0, 2019.0)]) == (2018.0, 2019.0)
    assert shared_positions([(2019.0, 2018.0), (2019.0,)]) is None  # a row lacks a column
    assert shared_positions([]) is None


# --------------------------------------------------------------------------- end to end

FULL = ("Net sales by region were as follows (in thousands):\n\n"
        "|  | 2019 | 2018 | 2017 |\n|---|---|---|---|\n"
        "| Mexico | 231,643 | 210,000 | 181,573 |\n| Romania | 195,837 | 170,000 | 114,363 |\n")
GAPPED = ("Other items (in thousands):\n\n"
          "|  | 2019 | 2018 |\n|---|---|---|\n| Fees | 12 | 10 |\n| Grants | 7 |  |\n")


def _engine(tmp_path_factory, report: str):
    folder = tmp_path_factory.mktemp("report")
    (folder / "report.md").write_text(report, encoding="utf-8")
    kb = folder.parent / f"{folder.name}.sqlite"
    ingest(folder, kb, workers=1)
    return Mesh.open(kb)


def test_the_years_a_table_holds(tmp_path_factory):
    with _engine(tmp_path_factory, FULL) as mesh:
        for q in ("What years are included in the table?",
                  "Which years does the table provide information for net sales?"):
            a = Engine(mesh).ask(q, deterministic=True)
            assert a.result is not None and a.result.operation == "positions"
            assert sorted(o.positions_text[0] for o in a.result.operands) == ["2017", "2018", "2019"]


def test_a_blank_cell_is_no_position_of_its_row(tmp_path_factory):
    with _engine(tmp_path_factory, GAPPED) as mesh:
        a = Engine(mesh).ask("What years are included in the table?", deterministic=True)
        assert a.result is not None and sorted(o.positions_text[0] for o in a.result.operands) == ["2018", "2019"]
        a = Engine(mesh).ask("In which years were Fees and Grants reported?", deterministic=True)
        assert a.result is None or a.result.operation != "positions"  # the two rows hold different years


DATED = ("Revenue by type (in thousands):\n\n"
         "|  | June 30, 2020 | June 30, 2019 | June 30, 2018 |\n|---|---|---|---|\n"
         "| License | 10 | 9 | 8 |\n| Services | 5 | 4 | 3 |\n")


def test_the_years_dated_columns_are_named_for(tmp_path_factory):
    with _engine(tmp_path_factory, DATED) as mesh:
        a = Engine(mesh).ask("Which years does the table provide information for revenue by type?",
                             deterministic=True)
        assert a.result is not None and a.result.operation == "positions"
        assert sorted(o.positions_text[0] for o in a.result.operands) == ["2018", "2019", "2020"]
