"""A value whose readings are the sum of the others' (a ``World`` row among countries) is found at
ingestion from the data alone and left out of every sum, rank and share over the dimension, the
answer saying so; named, it is read as any value. Each folder is ingested for real and asked
through the engine; truth is read here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io

import numpy as np

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.ingest.totalrows import aggregate_members
from noesis.mesh import Mesh
from noesis.relation import Dimension, Measure, Relation, TableSchema, TimeAxis

PARTS = {"China": (25.7, 27.8), "United States": (10.9, 11.3), "Japan": (9.7, 9.7), "Germany": (4.7, 5.1),
         "India": (4.5, 5.2)}
YEARS = (2019, 2018)


def _csv(with_world: bool = True, world_off: float = 0.0) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("country", "year", "vehicles"))
    for k, y in enumerate(YEARS):
        for c, vs in PARTS.items():
            w.writerow((c, y, vs[k]))
        if with_world:
            w.writerow(("World", y, round(sum(vs[k] for vs in PARTS.values()) * (1 + world_off), 3)))
    return out.getvalue()


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def _ask(tmp_path, text: str, *questions: str):
    folder = tmp_path / "src"
    folder.mkdir(exist_ok=True)
    (folder / "mvprod.csv").write_text(text, encoding="utf-8")
    (folder / "noesis.toml").write_text('[[source]]\nfile = "mvprod.csv"\nadditivity = {vehicles = "flow"}\n',
                                        encoding="utf-8")
    ingest(folder, tmp_path / "kb" / "mv.sqlite", workers=1)
    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        return [engine.ask(q, deterministic=True) for q in questions]


def test_a_total_row_is_left_out_of_sums_ranks_and_shares(tmp_path):
    text = _csv()
    parts = [r for r in _rows(text) if r["year"] == "2019" and r["country"] != "World"]
    total, ranked = sum(float(r["vehicles"]) for r in parts), sorted(parts, key=lambda r: -float(r["vehicles"]))
    china = next(float(r["vehicles"]) for r in parts if r["country"] == "China")
    a, b, c, d = _ask(tmp_path, text, "What was the total vehicles of all countries in 2019?",
                      "Which country had the second highest vehicles in 2019?",
                      "What share of the vehicles in 2019 came from China?",
                      "What were the vehicles of World in 2019?")
    assert abs(float(a.result.value) - total) < 1e-6 and "World is left out" in a.text, a.text
    assert ranked[1]["country"] in b.text and "World is left out" in b.text, b.text
    assert abs(float(c.result.value) - round(100 * china / total, 2)) < 0.01, c.text
    world = next(float(r["vehicles"]) for r in _rows(text) if r["year"] == "2019" and r["country"] == "World")
    assert float(d.result.value) == world and "left out" not in d.text, d.text


def test_a_row_that_is_not_the_sum_of_the_others_stays_a_value(tmp_path):
    text = _csv(world_off=0.5)  # half as much again: no total
    parts = [r for r in _rows(text) if r["year"] == "2019"]
    (a,) = _ask(tmp_path, text, "What was the total vehicles of all countries in 2019?")
    assert abs(float(a.result.value) - sum(float(r["vehicles"]) for r in parts)) < 1e-6 and "left out" not in a.text


def _relation(values: dict[str, tuple[float, ...]], times: tuple[float, ...]) -> Relation:
    names = [n for n in values for _ in times]
    time = np.array([t for _n in values for t in times])
    measure = np.array([v for vs in values.values() for v in vs], dtype=float)
    schema = TableSchema("t.csv", (), ("country", "year"), TimeAxis(("year",), ("year",), "year", "number"),
                         (Dimension("country", "text", len(values)),), (Measure("v", "v", None, "flow"),))
    return Relation(schema, time, (tuple(names),), (measure,), np.arange(len(names)))


def test_aggregate_members_needs_the_sum_in_most_groups_and_one_value_alone():
    parts = {"a": (1.0, 2.0), "b": (2.0, 3.0), "c": (3.0, 4.0)}
    assert aggregate_members(_relation({**parts, "all": (6.0, 9.0)}, (1.0, 2.0))) == (("country", "all"),)
    assert aggregate_members(_relation({**parts, "all": (6.0, 20.0)}, (1.0, 2.0))) == ()  # once: no total
    assert aggregate_members(_relation(parts, (1.0, 2.0))) == ()
