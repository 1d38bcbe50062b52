"""Years written after a stub in the headers (``POP1992`` … ``POP1996``, R's ``X1856`` …): with no
manifest the header is the time axis and the stub the measure; columns of two stubs (``pop_1996``
… beside ``density_1996`` …) are left as they are. A declared wide table of such headers beside
other measures keeps its years a dimension. Each folder is ingested for real and asked through the
engine; truth is read here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.ingest.widelayout import header_time_part, header_year
from noesis.mesh import Mesh

CITIES = (("Toronto", "ON", 4116.9, 4198.2, 4256.0, 4346.3, 4444.7),
          ("Calgary", "WEST", 776.0, 790.6, 812.8, 830.7, 851.6),
          ("Quebec", "QC", 672.4, 680.0, 687.2, 693.1, 697.6),
          ("Montreal", "QC", 3251.1, 3288.9, 3308.4, 3335.6, 3359.0))
YEARS = (1992, 1993, 1994, 1995, 1996)


def _csv(stubs: tuple[str, ...]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("CITY", "REGION", *(f"{s}{y}" for s in stubs for y in YEARS)))
    for row in CITIES:
        w.writerow((*row[:2], *(v * (k + 1) for k, _s in enumerate(stubs) for v in row[2:])))
    return out.getvalue()


def _kb(tmp_path, stubs: tuple[str, ...], manifest: str = ""):
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "cities.csv").write_text(_csv(stubs), encoding="utf-8")
    if manifest:
        (folder / "noesis.toml").write_text(manifest, encoding="utf-8")
    ingest(folder, tmp_path / "kb" / "cities.sqlite", workers=1)
    return tmp_path / "kb"


def _cell(stubs: tuple[str, ...], city: str, column: str) -> float:
    for row in csv.DictReader(io.StringIO(_csv(stubs))):
        if row["CITY"] == city:
            return float(row[column])
    raise AssertionError("no such city in the CSV")


@pytest.mark.parametrize("header, found", [("POP1992", ("POP", 1992)), ("population_1996", ("population", 1996)),
                                           ("X1856", ("X", 1856)), ("under5_mortality_2018", ("under5_mortality", 2018)),
                                           ("1960", ("", 1960)), ("pop_change_1996_2001_pct", None), ("ab12019", None)])
def test_a_header_is_a_year_after_a_stub_that_ends_in_a_letter_or_a_separator(header, found):
    assert header_year(header) == found


def test_headers_of_one_stub_are_years_and_a_stub_is_kept_out_where_asked():
    assert header_time_part(["POP1992", "POP1993", "POP1994"]) == "year"
    assert header_time_part(["a1992", "b1993"]) is None  # two stubs: no one axis
    assert header_time_part(["POP1992", "POP1993"], stubs=False) is None


def test_one_stub_of_years_is_the_time_axis_and_the_stub_the_measure(tmp_path):
    stubs = ("POP",)
    with Mesh.open(_kb(tmp_path, stubs)) as mesh:
        engine = Engine(mesh)
        a = engine.ask("What was Calgary's POP in 1994?", deterministic=True)
        b = engine.ask("By how much did Toronto's POP change from 1992 to 1996?", deterministic=True)
    assert a.result is not None and float(a.result.value) == _cell(stubs, "Calgary", "POP1994"), a.text
    change = _cell(stubs, "Toronto", "POP1996") - _cell(stubs, "Toronto", "POP1992")
    assert b.result is not None and float(b.result.value) == pytest.approx(change, abs=0.05), b.text


def test_two_stubs_of_years_are_left_measures_of_their_own(tmp_path):
    """No year axis: "pop in 1994" is the measure ``pop_1994`` said apart (its header's words in
    its order, a glue word between), never a year applied to another column."""
    stubs = ("pop_", "density_")
    with Mesh.open(_kb(tmp_path, stubs)) as mesh:
        a = Engine(mesh).ask("What was Calgary's pop in 1994?", deterministic=True)
        b = Engine(mesh).ask("What was Calgary's pop in 1990?", deterministic=True)
    assert a.result is not None and a.result.operands[0].metric == "pop_1994", a.text
    assert float(a.result.value) == _cell(stubs, "Calgary", "pop_1994")
    assert b.result is None or b.result.value is None, b.text  # no pop_1990: 1990 is never applied by guess


def test_a_declared_wide_of_stub_years_beside_other_measures_keeps_them(tmp_path):
    stubs = ("POP", "AREA")
    manifest = '''[[source]]
file = "cities.csv"
time = []
dimensions = ["CITY", "REGION"]
[source.wide]
dimension = "year"
measure = "population"
columns = ["POP1992", "POP1993", "POP1994", "POP1995", "POP1996"]
'''
    with Mesh.open(_kb(tmp_path, stubs, manifest)) as mesh:
        a = Engine(mesh).ask("What was Calgary's AREA1994?", deterministic=True)
    assert a.result is not None and float(a.result.value) == _cell(stubs, "Calgary", "AREA1994"), a.text
