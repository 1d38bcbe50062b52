"""A distance table: a row per airport, a column per airport, every distance written both ways.
Ingested for real with the manifest a user writes (the columns a wide table of one measure) and
asked through the engine: two airports name one cell whichever is the row, two compared against a
third are that row's cells. The truth is read here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io
import itertools

import numpy as np

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

CODES = ("ATL", "BOS", "DEN", "LAX", "MIA", "SEA")
MANIFEST = """[[source]]
file = "cities.csv"
time = []
units = {distance = "miles"}

[source.wide]
dimension = "destination"
measure = "distance"
columns = ["ATL", "BOS", "DEN", "LAX", "MIA", "SEA"]

[vocabulary]
distance = ["distance", "how far", "farther"]
"""


def _csv() -> str:
    rng = np.random.default_rng(11)
    miles = {frozenset(p): int(rng.integers(150, 2800)) for p in itertools.combinations(CODES, 2)}
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("", *CODES))
    for a in CODES:
        w.writerow((a, *(0 if a == b else miles[frozenset((a, b))] for b in CODES)))
    return out.getvalue()


def _cell(text: str, row: str, column: str) -> float:
    return float(next(r for r in csv.DictReader(io.StringIO(text)) if r[""] == row)[column])


def test_two_airports_name_one_cell_and_two_compared_beside_a_third(tmp_path):
    text = _csv()
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "cities.csv").write_text(text, encoding="utf-8")
    (folder / "noesis.toml").write_text(MANIFEST, encoding="utf-8")
    ingest(folder, tmp_path / "kb" / "cities.sqlite", workers=1)
    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        a = engine.ask("How far is it from BOS to LAX?", deterministic=True)
        assert a.result.value is not None and float(a.result.value) == _cell(text, "BOS", "LAX") == _cell(text, "LAX", "BOS")
        b = engine.ask("What is the distance between DEN and MIA?", deterministic=True)
        assert b.result.value is not None and float(b.result.value) == _cell(text, "DEN", "MIA")
        c = engine.ask("Is ATL or MIA farther from SEA, and by how much?", deterministic=True)
        truth = abs(_cell(text, "SEA", "ATL") - _cell(text, "SEA", "MIA"))
        assert c.result.value is not None and float(c.result.value) == truth
