"""A table whose time is written as seasons of two years ("1920-21", "2009-2010"): ingested for real
and asked through the engine. A season the question writes by its two years is one position, never
the two years' range; "which season" asks for one of them, never a meteorological season; two seasons
joined by a range's words are a change's ends; the answer and the data's range write seasons as the
column does; a bare year, which may be either of two seasons, is not applied. Truth: the csv module."""

from __future__ import annotations

import csv
import io

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

ROWS = [("1920-21", 28.37, 87.9), ("1921-22", 23.77, 89.9), ("1922-23", 26.5, 150.2), ("1923-24", 21.66, 60.0),
        ("1924-25", 25.1, 220.9)]
MANIFEST = """[[source]]
file = "harvests.csv"
time = ["year"]
additivity = {yield = "level", rain = "flow"}
"""


def _text() -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("year", "yield", "rain"))
    w.writerows(ROWS)
    return out.getvalue()


def _by_season(text: str, column: str) -> dict[str, float]:
    return {r["year"]: float(r[column]) for r in csv.DictReader(io.StringIO(text))}


def test_seasons_are_positions_written_as_the_column_writes_them(tmp_path):
    text = _text()
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "harvests.csv").write_text(text, encoding="utf-8")
    (tmp_path / "src" / "noesis.toml").write_text(MANIFEST, encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "h.sqlite", workers=1)
    yields, rain = _by_season(text, "yield"), _by_season(text, "rain")
    with Mesh.open(tmp_path / "kb") as mesh:
        engine = Engine(mesh)
        a = engine.ask("What was the yield in the 1922-23 season?", deterministic=True)
        assert float(a.result.operands[0].value) == yields["1922-23"] and "1922-23" in a.text
        b = engine.ask("Which season had the lowest yield?", deterministic=True)
        low = min(yields, key=yields.get)
        assert float(b.result.operands[0].value) == yields[low] and low in b.text
        c = engine.ask("How much did the yield change from 1920-21 to 1923-24?", deterministic=True)
        assert abs(float(c.result.value) - (yields["1923-24"] - yields["1920-21"])) < 1e-9
        d = engine.ask(f"What was the total rain over the {len(ROWS)} seasons?", deterministic=True)
        assert abs(float(d.result.value) - sum(rain.values())) < 1e-6
        e = engine.ask("What was the yield in the 1935-36 season?", deterministic=True)
        assert e.result.value is None and "1920-21 to 1924-25" in e.text
        f = engine.ask("What was the yield in 1922?", deterministic=True)  # 1921-22 or 1922-23: not applied
        assert f.result.value is None and "1922" in f.text
