"""A unit the question writes ("above 580 feet", "in dollars") is checked against the unit the
manifest declares for the measure: the same unit however spelled is applied, another or none
declared is refused saying so. Ingested for real; truth from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

LEVELS = "year,level\n" + "\n".join(f"{1900 + i},{578.5 + (i * 7 % 5) * 0.6:.2f}" for i in range(20)) + "\n"


def _kb(tmp_path, toml):
    folder = tmp_path / "lake"
    folder.mkdir()
    (folder / "lake.csv").write_text(LEVELS, encoding="utf-8")
    if toml:
        (folder / "noesis.toml").write_text(toml, encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / "lake" / "lake.sqlite", workers=1)
    return tmp_path / "kbs" / "lake"


def test_a_threshold_in_the_declared_unit_is_applied_and_another_refused(tmp_path):
    kb = _kb(tmp_path, '[[source]]\nfile = "lake.csv"\nentity = "Lake Huron"\nunits = {level = "ft"}\n')
    above = sum(1 for r in csv.DictReader(io.StringIO(LEVELS)) if float(r["level"]) > 580)
    assert 0 < above < 20
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("In how many years was the level above 580 feet?", deterministic=True)
        assert a.result.value is not None and int(float(a.result.value)) == above
        b = e.ask("In how many years was the level above 580 metres?", deterministic=True)
        assert b.result.value is None and "metres" in b.text and "ft" in b.text


def test_with_no_unit_declared_a_unit_said_is_refused_by_name(tmp_path):
    kb = _kb(tmp_path, None)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("In how many years was the level above 580 feet?", deterministic=True)
        assert a.result.value is None and "no declared unit" in a.text
