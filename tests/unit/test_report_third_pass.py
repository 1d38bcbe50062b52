"""Issue 27, third pass: report questions answered by typed mechanisms (each a named
function tested on literals, then one tiny report ingested for real and asked through the
public API; the expected values are computed from the table here)."""

from __future__ import annotations

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh
from noesis.query.namedstatistics import statistics_not_in_names
from noesis.query.references import Reference

TABLE = {  # row: (2019, 2018, 2017)
    "Interest expense": (1344.0, 723.0, 650.0),
    "Total cost of revenue": (48881.0, 51896.0, 50010.0),
}


def _cell(v: float) -> str:
    return f"{v:,.2f}".removesuffix(".00")


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
    # "… for 2018 and 2019 respectively": each value on its own, the row's "total" no sum
    assert statistics_not_in_names(("sum",), {"sum": ["total"]}, refs, respective=True) == ()
    assert statistics_not_in_names(("sum",), {"sum": ["total"]}, [_ref("total revenue", "Revenue")],
                                   respective=True) == ("sum",)


def test_average_total_row_over_two_years_is_the_mean_of_the_row(engine):
    a = engine.ask("What is the average total cost of revenue for 2018 and 2019?", deterministic=True)
    new, old, _ = TABLE["Total cost of revenue"]
    assert a.result is not None and [float(o.value) for o in a.result.operands] == [(new + old) / 2]



def test_a_weighted_average_is_a_measures_name_not_a_mean_asked():
    from noesis.answer.asked import unanswered_arithmetic
    from noesis.answer.result import Operand, Result
    from noesis.lang import ENGLISH
    from noesis.query.namedstatistics import named_statistic_surface, statistics_not_named

    q = "What are the weighted-average exchange rates for Yen and Won in 2018?"
    assert named_statistic_surface("the weighted average exchange rate", "average")
    assert not named_statistic_surface("the average weighted rate", "average")
    assert statistics_not_named(["mean"], {"mean": ["average"]}, q) == ()
    # a mean asked beside the name is still asked
    both = "What is the average weighted-average exchange rate for 2018 and 2019?"
    assert statistics_not_named(["mean"], {"mean": ["average"]}, both) == ("mean",)
    reading = Result("value_at", (Operand("kb", "r.md", "Yen", None, None, "110.43", None),))
    assert unanswered_arithmetic(q, [], reading, ENGLISH) == frozenset()
    assert unanswered_arithmetic(both, [], reading, ENGLISH) != frozenset()


def test_a_section_the_named_rows_words_spell_is_no_measure_asked():
    from noesis.query.namedstatistics import metrics_not_in_names
    from noesis.query.references import Reference

    row = Reference("net deferred tax assets", "entity", "kb", "r.md",
                    "Deferred tax liabilities: › Net deferred tax assets", "alias")
    assert metrics_not_in_names(["Deferred tax assets:"], [row], "kb") == ()
    assert metrics_not_in_names(["Capital expenditure"], [row], "kb") == ("Capital expenditure",)  # other words
    assert metrics_not_in_names(["Deferred tax assets:"], [row], "other") == ("Deferred tax assets:",)  # other KB
    assert metrics_not_in_names(["Deferred tax assets:"], [], "kb") == ("Deferred tax assets:",)


def test_a_statistic_word_inside_a_hyphenated_word_is_no_statistic():
    from noesis.query.namedstatistics import in_compound, statistics_not_named

    q = "What are the respective values of the indemnification receivable for pre-closing taxes in 2018 and 2019?"
    assert in_compound(q, "closing") and statistics_not_named(["last"], {"last": ["closing"]}, q) == ()
    both = "What was the closing balance of pre-closing taxes?"  # once a word of its own: asked
    assert not in_compound(both, "closing") and statistics_not_named(["last"], {"last": ["closing"]}, both) == ("last",)
