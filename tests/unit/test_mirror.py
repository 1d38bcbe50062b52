"""``ingest/mirror.py`` and its reading: a table whose rows and columns are the same places and
whose reading of ``(x, y)`` is that of ``(y, x)`` (a distance table) is a symmetric matrix; two
names of it say one cell whichever is read where, and one name never reads its cell with itself.
Truth: the distances written here (miles between four US airports), read by hand."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from noesis.ingest.mirror import mirrored
from noesis.lang import language_for
from noesis.query.tablequestion.compile import compile_question
from noesis.query.tablequestion.lexicon import table_lexicon
from noesis.relation import MEASURES, Dimension, Measure, Relation, TableSchema

PLACES = ("ATL", "BOS", "SEA", "SFO")
MILES = {("ATL", "BOS"): 934.0, ("ATL", "SEA"): 2181.0, ("ATL", "SFO"): 2139.0, ("BOS", "SEA"): 2492.0,
         ("BOS", "SFO"): 2700.0, ("SEA", "SFO"): 678.0}


def _miles(a: str, b: str) -> float:
    return 0.0 if a == b else MILES.get((a, b), MILES.get((b, a), np.nan))


def _relation(symmetric: bool = True) -> Relation:
    pairs = list(itertools.product(PLACES, PLACES))
    values = [_miles(a, b) + (0.0 if symmetric or (a, b) != ("BOS", "ATL") else 1.0) for a, b in pairs]
    dims = (Dimension("column1", "text", 4), Dimension("destination", "text", 4))
    schema = TableSchema("cities.csv", ("", *PLACES), ("column1", "destination"), None, dims,
                         (Measure("distance", "distance", "miles", "level"),))
    return Relation(schema, np.full(len(pairs), np.nan), (tuple(a for a, _ in pairs), tuple(b for _, b in pairs)),
                    (np.array(values),), np.arange(len(pairs)) + 2, rows_read=4)


def test_a_symmetric_table_of_the_same_values_is_found_and_an_asymmetric_one_not():
    assert mirrored(_relation()) == (("column1", "destination"),)
    assert mirrored(_relation(symmetric=False)) == ()  # BOS→ATL differs from ATL→BOS by a mile


def _lexicon():
    rel = _relation()
    schema = TableSchema(**{**rel.schema.__dict__, "mirrored": mirrored(rel)})
    values = (("column1", PLACES), ("destination", PLACES))
    return table_lexicon("kb", "cities.csv", schema, 16, values, None, {"distance": ("how far", "farther")}, None)


@pytest.mark.parametrize("question", ["How far is it from BOS to SEA?", "How far is SEA from BOS?",
                                      "What is the distance between BOS and SEA?"])
def test_two_names_of_a_symmetric_matrix_are_its_one_cell(question):
    q = compile_question(question, [_lexicon()], language_for(["en"])).query
    cell = {(f.column, f.values) for f in q.filters}
    assert q.op == "value" and {v for _c, vs in cell for v in vs} == {"BOS", "SEA"}
    assert {c for c, _v in cell} == {"column1", "destination"}
    assert _miles("BOS", "SEA") == _miles("SEA", "BOS") == 2492.0  # either way round, the same cell's reading


def test_two_names_joined_by_or_are_compared_beside_the_third():
    q = compile_question("Is ATL or SFO farther from SEA?", [_lexicon()], language_for(["en"])).query
    assert q.op == "compare" and q.over != MEASURES and set(q.members) == {"ATL", "SFO"}
    others = [(f.column, f.values) for f in q.filters if f.column != q.over]
    assert [v for _c, v in others] == [("SEA",)] and {q.over, others[0][0]} == {"column1", "destination"}


def test_one_name_is_never_read_with_itself():
    q = compile_question("What is the distance of SFO?", [_lexicon()], language_for(["en"])).query
    named = [f for f in q.filters if f.values == ("SFO",)]
    assert len(named) == 1 and [(m.column, m.values) for m in q.excluded] == [
        ("destination" if named[0].column == "column1" else "column1", ("SFO",))]  # its cell with itself left out


def test_the_mirrored_pair_is_kept_in_the_schema_as_the_store_writes_it():
    rel = _relation()
    schema = TableSchema(**{**rel.schema.__dict__, "mirrored": mirrored(rel)})
    back = TableSchema.from_json(schema.to_json())
    assert back.mirrored == (("column1", "destination"),) and back == schema
