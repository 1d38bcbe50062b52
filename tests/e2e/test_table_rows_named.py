"""Which row an extreme is: named as a reader names it (the key and the entity or "name" column),
and never by a position other rows of its series share. Real ingest into SQLite, real engine;
the truth is read here from the CSV text with the csv module."""

from __future__ import annotations

import csv

from noesis.answer.engine import Engine
from noesis.context.prompt import REFUSAL
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

ELEMENTS = ("symbol,name,density\nH,Hydrogen,0.00009\nFe,Iron,7.874\nOs,Osmium,22.59\nIr,Iridium,22.56\n"
            "Li,Lithium,0.534\n")
# a day number with a clock time every ten minutes (R's MASS::beav2 shape): the manifest reads
# the day alone, so every reading of a day shares its position
_TIMES = [(307, h * 100 + m) for h in range(9, 24) for m in range(0, 60, 10)] + \
    [(308, h * 100 + m) for h in range(0, 6) for m in range(0, 60, 10)]
BEAVER = '"","day","time","temp","activ"\n' + "".join(
    f'"{i}",{d},{t},{36.5 + ((i * 37) % 19) / 10:.2f},{int(i % 5 == 0)}\n' for i, (d, t) in enumerate(_TIMES, 1))


def _mesh(tmp_path, name: str, text: str, manifest: str):
    folder = tmp_path / name
    folder.mkdir()
    (folder / f"{name}.csv").write_text(text, encoding="utf-8")
    (folder / "noesis.toml").write_text(manifest, encoding="utf-8")
    ingest(folder, tmp_path / f"{name}.sqlite", workers=1)
    return Mesh.open([tmp_path / f"{name}.sqlite"])


def test_an_extreme_row_is_named_by_its_key_and_its_name(tmp_path):
    rows = list(csv.DictReader(ELEMENTS.splitlines()))
    top = max(rows, key=lambda r: float(r["density"]))
    manifest = ('[[source]]\nfile = "elements.csv"\ntime = []\ndimensions = ["symbol", "name"]\n'
                'entity_column = "name"\n')
    with _mesh(tmp_path, "elements", ELEMENTS, manifest) as mesh:
        a = Engine(mesh).ask("Which element has the highest density?", deterministic=True)
    assert top["symbol"] in a.text and top["name"] in a.text and top["density"] in a.text, a.text
    assert a.verification.ok, a.verification


def test_an_extreme_at_a_position_its_series_shares_names_no_time(tmp_path):
    rows = list(csv.DictReader(BEAVER.splitlines()))
    top = max(float(r["temp"]) for r in rows)
    day = next(r["day"] for r in rows if float(r["temp"]) == top)
    shared = sum(1 for r in rows if r["day"] == day)
    with _mesh(tmp_path, "beaver", BEAVER, '[[source]]\nfile = "beaver.csv"\ntime = ["day"]\nmetrics = ["temp"]\n') as mesh:
        a = Engine(mesh).ask("When was the temp at its highest?", deterministic=True)
    assert a.text.startswith(REFUSAL), a.text
    assert f"one of {shared} readings at {day}" in a.text and "does not tell its rows apart" in a.text


def test_a_name_column_is_said_beside_the_key_on_a_time_axis_too_when_it_splits_no_series(tmp_path):
    text = "symbol,name,period,density\nH,Hydrogen,1,0.00009\nLi,Lithium,2,0.534\nFe,Iron,4,7.874\nOs,Osmium,6,22.59\n"
    top = max(csv.DictReader(text.splitlines()), key=lambda r: float(r["density"]))
    manifest = '[[source]]\nfile = "el.csv"\ntime = ["period"]\ndimensions = ["symbol", "name"]\nmetrics = ["density"]\n'
    with _mesh(tmp_path, "el", text, manifest) as mesh:
        a = Engine(mesh).ask("Which symbol has the highest density?", deterministic=True)
    assert top["symbol"] in a.text and top["name"] in a.text, a.text


# samples collected several a month, the time a Year and a month name (R's scat shape): a
# month several samples share is still when each was collected
_MONTHS = ("January", "February", "March", "April")
SAMPLES = "Year,Month,Species,Mass\n" + "".join(
    f"{2011 + (i % 2)},{_MONTHS[i % 4]},{('fox', 'lynx', 'wolf')[i % 3]},{10 + (i * 7) % 23 + i / 10:.1f}\n"
    for i in range(24))


def test_an_extreme_in_a_calendar_month_several_readings_share_is_in_that_month(tmp_path):
    rows = list(csv.DictReader(SAMPLES.splitlines()))
    top = max(rows, key=lambda r: float(r["Mass"]))
    month = _MONTHS.index(top["Month"]) + 1
    shared = sum(1 for r in rows if (r["Year"], r["Month"]) == (top["Year"], top["Month"]))
    assert shared > 1  # the fixture is the case: the month holds other samples
    with _mesh(tmp_path, "samples", SAMPLES, '[[source]]\nfile = "samples.csv"\n') as mesh:
        a = Engine(mesh).ask("What was the heaviest sample?", deterministic=True)
    assert a.result is not None and float(a.result.value) == float(top["Mass"]), a.text
    assert f"{top['Year']}-{month:02d}" in a.text, a.text


# auctions each with an id of its own (R's mariokart shape): the id column is the rows' key, never a
# measure to average; the highest price is named by its auction's id
AUCTIONS = "id,duration,cond,start_pr,ship_sp,title\n" + "".join(
    f"{150377422259 + 7919 * i},{1 + i % 7},{('new', 'used')[i % 2]},{(0.99 + (i * 13) % 40):.2f},"
    f"{('standard', 'priority', 'ups')[i % 3]},{('Mario Kart Wii', 'MARIO KART + WHEEL')[i % 2]}\n" for i in range(30))


def test_a_header_id_with_a_value_a_row_is_the_rows_key_and_names_the_extreme(tmp_path):
    rows = list(csv.DictReader(AUCTIONS.splitlines()))
    top = max(rows, key=lambda r: float(r["start_pr"]))
    assert sum(1 for r in rows if r["start_pr"] == top["start_pr"]) == 1
    folder = tmp_path / "auctions"
    folder.mkdir()
    (folder / "auctions.csv").write_text(AUCTIONS, encoding="utf-8")
    ingest(folder, tmp_path / "auctions.sqlite", workers=1)
    with Mesh.open([tmp_path / "auctions.sqlite"]) as mesh:
        info = mesh.inventories[0].tables[0].schema
        a = Engine(mesh).ask("Which auction had the highest start_pr?", deterministic=True)
    assert ("id", "id") in {(d.column, d.kind) for d in info.dimensions}
    assert "id" not in {m.name for m in info.measures}
    assert top["id"] in a.text and top["start_pr"] in a.text, a.text
