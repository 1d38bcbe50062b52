"""``ingest/samerows.py`` and its reading: a value two dimensions hold that selects the same rows
in each names one thing ("Toronto" a municipality and its census division); where the rows
differ (``NE`` a state and a region) the name is asked back. Truth: the rows written here."""

from __future__ import annotations

import numpy as np

from noesis.ingest.samerows import same_rows
from noesis.lang import language_for
from noesis.query.tablequestion.compile import compile_question
from noesis.query.tablequestion.lexicon import table_lexicon
from noesis.relation import Dimension, Measure, Relation, TableSchema

NAMES = ("Toronto", "Mississauga", "Brampton", "Nebraska", "Maine")
DIVISIONS = ("Toronto", "Peel", "Peel", "NE", "NE")
ABBREVIATIONS = ("ON1", "ON2", "ON3", "NE", "ME")
POPULATION = np.array([2794356.0, 717961.0, 656480.0, 1961504.0, 1362359.0])


def _relation() -> Relation:
    dims = (Dimension("name", "text", 5), Dimension("division", "text", 3), Dimension("abbr", "text", 5))
    schema = TableSchema("towns.csv", ("name", "division", "abbr", "population"), ("name",), None, dims,
                         (Measure("population", "population", "people", "level"),))
    return Relation(schema, np.full(5, np.nan), (NAMES, DIVISIONS, ABBREVIATIONS), (POPULATION,),
                    np.arange(5) + 2, rows_read=5)


def test_values_whose_rows_coincide_are_found_and_others_not():
    found = same_rows(_relation())
    assert ("Toronto", "name", "division") in found
    assert not any(v == "NE" for v, _a, _b in found)  # a region of two states and one state's code
    assert not any(v == "Peel" for v, _a, _b in found)  # Peel is no name


def _lexicon():
    rel = _relation()
    schema = TableSchema(**{**rel.schema.__dict__, "same_rows": same_rows(rel)})
    values = (("name", tuple(sorted(NAMES))), ("division", tuple(sorted(set(DIVISIONS)))),
              ("abbr", tuple(sorted(ABBREVIATIONS))))
    return table_lexicon("kb", "towns.csv", schema, 5, values, None, {}, None)


def test_a_name_of_the_same_rows_in_two_dimensions_is_read_and_another_asked_back():
    en = language_for(["en"])
    c = compile_question("What was Toronto's population?", [_lexicon()], en)
    assert c.query is not None and c.query.filters[0].values == ("Toronto",)
    row = NAMES.index("Toronto")
    assert POPULATION[row] == 2794356.0
    amb = compile_question("What was the population of NE?", [_lexicon()], en)
    assert amb.query is None and amb.reason_kind == "ambiguous_name"
