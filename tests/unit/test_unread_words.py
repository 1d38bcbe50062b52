"""A word the table's own reading leaves unread blocks every rule's number from that table
(answer/deterministic.unread_in_table): 'the Nile's flow' over a table whose one measure is
``volume`` is not answered with the volume, and the refusal says which word and why."""

from __future__ import annotations

import csv

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

from ..conftest import write

YEARS = range(1871, 1901)


def volume(year: int) -> int:
    return 1000 + (37 * (year - 1871)) % 400


@pytest.fixture
def nile(tmp_path):
    folder = tmp_path / "nile"
    rows = "".join(f"{y},{volume(y)}\n" for y in YEARS)
    write(folder, "nile.csv", "time,volume\n" + rows)
    path = tmp_path / "nile.sqlite"
    ingest(folder, path, workers=1)
    with (folder / "nile.csv").open() as f:  # the truth, read back by csv
        truth = {int(r["time"]): int(r["volume"]) for r in csv.DictReader(f)}
    with Mesh.open(path) as mesh:
        yield Engine(mesh), truth


def test_the_named_measure_is_answered(nile):
    engine, truth = nile
    a = engine.ask("What was the volume in 1880?", deterministic=True)
    assert a.result.operation != "refusal" and f"{truth[1880]}" in a.text


@pytest.mark.parametrize("question", ["What was the Nile's flow in 1880?",
                                      "What was the average flow of the Nile between 1875 and 1885?",
                                      "What was the highest flow?"])
def test_an_unread_word_is_the_answer_not_the_one_measures_number(nile, question):
    engine, truth = nile
    a = engine.ask(question, deterministic=True)
    assert a.result.operation == "refusal" and "'flow'" in a.text
    assert "its one measure is volume" in a.text
    assert not any(f"{v}" in a.text for v in truth.values())  # no reading of the table is offered as the answer
    assert "cannot hold years" not in a.text  # the table's axis reads the year; only 'flow' is unread
