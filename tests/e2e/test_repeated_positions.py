"""A long table of world records, a row a record: an event's record broken twice in one year puts
two rows at that year. Ingested for real and asked through the engine: the year's one record is
asked back (never the mean of the two), the average asked is computed, a year of one record is its
value, and compared members are spelled as the question said them. Truth: the csv module."""

from __future__ import annotations

import csv
import io

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

ROWS = [("1988", "9.92", "100m", "M"), ("1991", "9.90", "100m", "M"), ("1991", "9.86", "100m", "M"),
        ("1994", "9.85", "100m", "M"), ("1988", "10.49", "100m", "F"), ("1991", "10.83", "400m", "F"),
        ("1994", "43.29", "400m", "M")]
MANIFEST = """[[source]]
file = "records.csv"
time = ["year"]
dimensions = ["event", "sex"]
units = {seconds = "seconds"}
additivity = {seconds = "level"}

[vocabulary]
seconds = ["record", "world record", "time"]
F = ["women"]
M = ["men"]
"""


def _text() -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("year", "seconds", "event", "sex"))
    w.writerows(ROWS)
    return out.getvalue()


def _records(text: str, year: str, event: str, sex: str) -> list[float]:
    return [float(r["seconds"]) for r in csv.DictReader(io.StringIO(text))
            if (r["year"], r["event"], r["sex"]) == (year, event, sex)]


def test_two_readings_at_one_position_are_asked_back_never_averaged(tmp_path):
    text = _text()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "records.csv").write_text(text, encoding="utf-8")
    (tmp_path / "src" / "noesis.toml").write_text(MANIFEST, encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "records.sqlite", workers=1)
    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        two = _records(text, "1991", "100m", "M")
        assert len(two) == 2
        a = engine.ask("What was the men's 100m world record in 1991?", deterministic=True)
        assert a.result.value is None and "rows apart" in a.text
        b = engine.ask("What was the average men's 100m world record in 1991?", deterministic=True)
        assert b.result.value is not None and abs(float(b.result.value) - sum(two) / 2) < 1e-4
        (one,) = _records(text, "1994", "100m", "M")
        c = engine.ask("What was the men's 100m world record in 1994?", deterministic=True)
        assert c.result.value is not None and float(c.result.value) == one
        d = engine.ask("In 1988, how much slower was the women's 100m record than the men's?", deterministic=True)
        (women,), (men,) = _records(text, "1988", "100m", "F"), _records(text, "1988", "100m", "M")
        assert d.result.value is not None and abs(float(d.result.value) - (women - men)) < 1e-9
        assert "(women" in d.text and "(men" in d.text  # the members as the question said them
