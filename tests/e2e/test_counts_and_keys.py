"""A monitor's log read as users have it: whole-number readings beside a timestamp logged twice
now and then stay a measure (never ids that "complete the key"), and a count of readings meeting
a condition none meets is 0 of them, not "no reading". Ingested for real; truth from the CSV
text with the csv module."""

from __future__ import annotations

import csv
import io
from datetime import datetime, timedelta

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

START = datetime(2010, 3, 24, 9, 51)
STAMPS = [START + timedelta(minutes=5 * i) for i in range(200)]
STAMPS.insert(50, STAMPS[50])  # one minute logged twice
LOG = "isig,datetime,glucose\n" + "".join(
    f"{20 + (i * 7) % 13 / 10:.2f},{t:%Y-%m-%d %H:%M:%S},{120 + (i * 37) % 160}\n" for i, t in enumerate(STAMPS))


def _rows():
    return list(csv.DictReader(io.StringIO(LOG)))


def test_whole_number_readings_beside_a_repeated_timestamp_stay_a_measure(tmp_path):
    folder = tmp_path / "cgm"
    folder.mkdir()
    (folder / "CGM.csv").write_text(LOG, encoding="utf-8")
    report = ingest(folder, tmp_path / "kbs" / "cgm" / "cgm.sqlite", workers=1)
    assert report.sources[0].rows == len(_rows())
    with Mesh.open(tmp_path / "kbs" / "cgm") as mesh:
        e = Engine(mesh)
        a = e.ask("What was the highest glucose?", deterministic=True)
        assert int(float(a.result.value)) == max(int(r["glucose"]) for r in _rows()) and "isig" not in a.text
        b = e.ask("How many readings of glucose were above 900?", deterministic=True)
        assert b.result.value is not None and float(b.result.value) == 0 and f"of the {len(_rows())}" in b.text
        over = sum(1 for r in _rows() if int(r["glucose"]) > 250)
        c = e.ask("How many readings of glucose were above 250?", deterministic=True)
        assert int(float(c.result.value)) == over > 0
