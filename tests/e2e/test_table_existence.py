""""In how many years did X have a <measure>": the years where the measure is above 0, counted
by the store; refused for a measure with negative readings. Real ingest into SQLite, real
engine; the truth is counted here from the CSV text with the csv module."""

from __future__ import annotations

import csv

from noesis.answer.engine import Engine
from noesis.context.prompt import REFUSAL
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

CRISES = "year,Argentina,Chile\n" + "".join(
    f"{y},{int(y % 7 == 0 or y % 11 == 0)},{int(y % 5 == 0)}\n" for y in range(1900, 1931))
BALANCE = "year,Argentina,Chile\n" + "".join(f"{y},{(y % 9) - 4},{y % 3}\n" for y in range(1900, 1931))


def _kb(tmp_path, name: str, rows: str):
    folder = tmp_path / name
    folder.mkdir()
    (folder / f"{name}.csv").write_text(rows, encoding="utf-8")
    (folder / "noesis.toml").write_text(f'[[source]]\nfile = "{name}.csv"\ntime = ["year"]\n\n[source.wide]\n'
                                        f'dimension = "country"\nmeasure = "{name}"\n'
                                        'columns = ["Argentina", "Chile"]\n', encoding="utf-8")
    ingest(folder, tmp_path / f"{name}.sqlite", workers=1)
    return Mesh.open([tmp_path / f"{name}.sqlite"])




def test_years_with_a_crisis_are_counted_and_a_signed_measure_is_refused(tmp_path):
    rows = list(csv.DictReader(CRISES.splitlines()))
    want = sum(1 for r in rows if 1905 <= int(r["year"]) <= 1925 and int(r["Argentina"]) > 0)
    with _kb(tmp_path, "crisis", CRISES) as mesh:
        a = Engine(mesh).ask("In how many years between 1905 and 1925 did Argentina have a crisis?",
                             deterministic=True)
    assert a.result.operation != "refusal" and int(a.result.value) == want, a.text
    with _kb(tmp_path, "balance", BALANCE) as mesh:
        b = Engine(mesh).ask("In how many years did Argentina have a balance?", deterministic=True)
    low = min(int(r["Argentina"]) for r in csv.DictReader(BALANCE.splitlines()))
    assert b.text.startswith(REFUSAL) and "negative readings" in b.text and str(low) in b.text


def test_members_that_had_it_are_counted_and_refused_for_a_signed_measure(tmp_path):
    rows = list(csv.DictReader(CRISES.splitlines()))
    row = next(r for r in rows if r["year"] == "1920")
    want = sum(1 for c in ("Argentina", "Chile") if int(row[c]) > 0)
    with _kb(tmp_path, "crisis", CRISES) as mesh:
        a = Engine(mesh).ask("How many countries had a crisis in 1920?", deterministic=True)
    assert a.result.operation != "refusal" and int(a.result.value) == want, a.text
    with _kb(tmp_path, "balance", BALANCE) as mesh:
        b = Engine(mesh).ask("How many countries had a balance in 1905?", deterministic=True)
    assert b.text.startswith(REFUSAL) and "negative readings" in b.text
