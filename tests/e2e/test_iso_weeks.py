"""ISO 8601 week dates as a time column (``1991 W06``, the US weekly gasoline supply): read as
each week's Thursday, so a year holds exactly the weeks written with it (2008's week 1 begins on
31 December 2007). Checked against Python's own ``date.fromisocalendar``, and ingested for real
with truth from the CSV text (the csv module)."""

from __future__ import annotations

import csv
import io
from datetime import date, timedelta

import numpy as np
import pytest

from noesis.answer import Engine
from noesis.ingest.axisformats import iso_week_days
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

EPOCH = date(1970, 1, 1)


@pytest.mark.parametrize("year, week", [(1991, 6), (2008, 1), (2009, 53), (2015, 53), (2020, 53), (2010, 1)])
def test_an_iso_week_is_its_thursday(year, week):
    got = iso_week_days(np.array([float(year)]), np.array([float(week)]), np.array([np.nan]))[0]
    assert EPOCH + timedelta(days=int(got)) == date.fromisocalendar(year, week, 4)


def test_a_week_the_year_does_not_have_is_no_date():
    with pytest.raises(ValueError):
        date.fromisocalendar(2016, 53, 1)
    assert np.isnan(iso_week_days(np.array([2016.0]), np.array([53.0]), np.array([np.nan]))[0])


WEEKS = "Week,Barrels\n" + "\n".join(
    f"{y} W{w:02d},{8 + ((y * 53 + w) * 37 % 100) / 100}" for y in (2007, 2008, 2009) for w in range(1, 53)) + "\n"


def test_a_year_of_iso_weeks_holds_the_weeks_written_with_it(tmp_path):
    folder = tmp_path / "gasoline"
    folder.mkdir()
    (folder / "gasoline.csv").write_text(WEEKS, encoding="utf-8")
    (folder / "noesis.toml").write_text('[[source]]\nfile = "gasoline.csv"\nentity = "US gasoline supply"\n'
                                        'time = ["Week"]\nadditivity = {Barrels = "level"}\n', encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / "gasoline" / "gasoline.sqlite", workers=1)
    rows = [r for r in csv.DictReader(io.StringIO(WEEKS)) if r["Week"].startswith("2008")]
    want = sum(float(r["Barrels"]) for r in rows) / len(rows)
    with Mesh.open(tmp_path / "kbs" / "gasoline") as mesh:
        a = Engine(mesh).ask("What was the average Barrels in 2008?", deterministic=True)
    assert a.result is not None and a.result.value is not None, a.text
    assert abs(float(a.result.value) - want) < 1e-3 and f"of {len(rows)} readings" in a.text
