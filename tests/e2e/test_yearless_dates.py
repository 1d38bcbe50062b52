"""Dates written with no year (``Oct18``, declared ``position_format = "%b%d"``): read as a month
and a day, never put in strptime's year 1900; "on which day" asks the position even beside a
measure named ``days``. Ingested for real and asked through the engine; truth read here from the
CSV text with the csv module."""

from __future__ import annotations

import csv
import io

from noesis.answer import Engine
from noesis.ingest.axisformats import yearless
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

TEMPS = '''"","long","temp","days","date"
"1",37.6,0,6,"Oct18"
"2",36,0,6,"Oct24"
"3",33.2,-9,16,"Nov09"
"4",32,-21,5,"Nov14"
"5",29.2,-11,10,"Nov24"
"6",28.5,-20,4,"Nov28"
"7",27.2,-24,3,"Dec01"
"8",26.7,-30,5,"Dec06"
"9",25.3,-26,1,"Dec07"
'''
MONTHS = {"Oct": "October", "Nov": "November", "Dec": "December"}


def _kb(tmp_path):
    folder = tmp_path / "retreat"
    folder.mkdir()
    (folder / "temps.csv").write_text(TEMPS, encoding="utf-8")
    (folder / "noesis.toml").write_text('''[[source]]
file = "temps.csv"
entity = "the retreat"
time = ["date"]
position_format = "%b%d"
units = {temp = "degrees Reaumur", days = "days"}
additivity = {temp = "level", days = "flow"}
''', encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / "retreat" / "retreat.sqlite", workers=1)
    return tmp_path / "kbs" / "retreat"


def test_a_date_written_without_a_year_is_a_month_and_a_day(tmp_path):
    rows = list(csv.DictReader(io.StringIO(TEMPS)))
    coldest = min(rows, key=lambda r: float(r["temp"]))
    said = f"{MONTHS[coldest['date'][:3]]} {int(coldest['date'][3:])}"
    with Mesh.open(_kb(tmp_path)) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the coldest temperature, and on which day?", deterministic=True)
        assert a.result is not None and float(a.result.value) == float(coldest["temp"]), a.text
        assert said in a.text and "1900" not in a.text
        after = e.ask("What was the temperature on December 20?", deterministic=True)
        assert after.result is None or after.result.value is None
        assert "October 18 to December 7" in after.text and "1900" not in after.text


def test_yearless_patterns():
    assert yearless("%b%d") and yearless("%d/%m")
    assert not yearless("%d/%m/%Y") and not yearless("%b %y") and not yearless("%H:%M") and not yearless("iso")
