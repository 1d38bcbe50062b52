"""A table of a row a year with a column a month (``Jan`` … ``Dec``) and, beside them, columns of
the year itself (an annual index, a year's rainfall): the months are read on the month, the
year's columns on the year as a relation of their own (``<file>#year``), nothing left out. A
yearly number is never answered for a month. Each folder is ingested for real and asked
through the engine; the truth is read here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io

import numpy as np

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
YEARS = tuple(range(1990, 2000))


def _csv() -> str:
    rng = np.random.default_rng(7)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(("Year", *MONTHS, "annual_index", "rainfall", "northRain"))
    for y in YEARS:
        months = np.round(rng.normal(0, 10, 12), 1)
        w.writerow((y, *months, round(float(months.mean()), 3), round(float(rng.uniform(300, 900)), 2),
                    round(float(rng.uniform(200, 1200)), 2)))
    return out.getvalue()


def _rows(text: str) -> dict[int, dict[str, str]]:
    return {int(r["Year"]): r for r in csv.DictReader(io.StringIO(text))}


def _kb(tmp_path, text: str, manifest: str = "") -> Mesh:
    folder = tmp_path / "src"
    folder.mkdir(exist_ok=True)
    (folder / "index.csv").write_text(text, encoding="utf-8")
    if manifest:
        (folder / "noesis.toml").write_text(manifest, encoding="utf-8")
    report = ingest(folder, tmp_path / "kb" / "index.sqlite", workers=1)
    return Mesh.open(tmp_path / "kb"), report


def test_the_year_columns_are_a_relation_of_their_own(tmp_path):
    text = _csv()
    rows = _rows(text)
    mesh, report = _kb(tmp_path, text)
    problems = [str(p) for r in report.sources for p in r.problems]
    assert not any("not read" in p for p in problems), problems
    with mesh:
        engine = Engine(mesh)
        a = engine.ask("What was the rainfall in 1994?", deterministic=True)
        assert a.result.value is not None and float(a.result.value) == float(rows[1994]["rainfall"])
        wettest = max(YEARS, key=lambda y: float(rows[y]["rainfall"]))
        b = engine.ask("In which year was the rainfall highest?", deterministic=True)
        assert str(wettest) in b.text and float(b.result.operands[0].value) == float(rows[wettest]["rainfall"])
        c = engine.ask("What was the value in March 1996?", deterministic=True)
        assert c.result.value is not None and float(c.result.value) == float(rows[1996]["Mar"])
        d = engine.ask("What was the rainfall in March 1996?", deterministic=True)
        assert d.result.operation == "refusal" and rows[1996]["rainfall"] not in d.text
        wetter = "rainfall" if float(rows[1997]["rainfall"]) > float(rows[1997]["northRain"]) else "northRain"
        e = engine.ask("Was rainfall or northRain higher in 1997, and by how much?", deterministic=True)
        diff = abs(float(rows[1997]["rainfall"]) - float(rows[1997]["northRain"]))
        assert e.result.value is not None and abs(float(e.result.value) - diff) < 1e-6
        assert e.text.index(wetter) < e.text.index("higher")


def test_a_manifest_may_give_the_year_columns_units(tmp_path):
    """Units and additivity declared for a column beside the month headers are that column's,
    not an error that fails the source (as they were before such columns were read)."""
    text = _csv()
    rows = _rows(text)
    manifest = ('[[source]]\nfile = "index.csv"\ntime = ["Year"]\n'
                'units = {monthly = "points", rainfall = "mm", northRain = "mm"}\n'
                'additivity = {monthly = "level", rainfall = "flow", northRain = "flow"}\n\n'
                '[source.wide]\ndimension = "month"\nmeasure = "monthly"\ncolumns = ['
                + ", ".join(f'"{m}"' for m in MONTHS) + ']\n\n'
                '[vocabulary]\nnorthRain = ["northern rainfall", "rainfall in the north"]\n'
                'rainfall = ["total rainfall"]\n')
    mesh, report = _kb(tmp_path, text, manifest)
    assert all(r.status == "new" for r in report.sources), [str(p) for r in report.sources for p in r.problems]
    with mesh:
        engine = Engine(mesh)
        a = engine.ask("What was the total rainfall in 1991?", deterministic=True)
        assert float(a.result.value) == float(rows[1991]["rainfall"]) and "mm" in a.text
        b = engine.ask("What was the monthly in May 1993?", deterministic=True)
        assert float(b.result.value) == float(rows[1993]["May"])
        c = engine.ask("Was the total rainfall or the northern rainfall higher in 1995, and by how much?",
                       deterministic=True)
        diff = abs(float(rows[1995]["rainfall"]) - float(rows[1995]["northRain"]))
        assert c.result.value is not None and abs(float(c.result.value) - diff) < 1e-6
        assert "northern rainfall" in c.text  # the measure as the question said it, beside its header


def test_a_changed_file_replaces_its_part_and_a_removed_one_takes_it_away(tmp_path):
    text = _csv()
    rows = _rows(text)
    mesh, _report = _kb(tmp_path, text)
    mesh.close()
    changed = text.replace(rows[1995]["rainfall"], "1234.5", 1)
    assert changed != text
    mesh, _report = _kb(tmp_path, changed)
    with mesh:
        a = Engine(mesh).ask("What was the rainfall in 1995?", deterministic=True)
        assert float(a.result.value) == 1234.5
        names = [name for name, *_ in mesh.kbs[0].store.relation_schemas()]
        assert names == ["index.csv", "index.csv#year"]
    (tmp_path / "src" / "index.csv").unlink()
    (tmp_path / "src" / "other.csv").write_text("year,sales\n2001,5\n2002,7\n", encoding="utf-8")
    ingest(tmp_path / "src", tmp_path / "kb" / "index.sqlite", workers=1, allow_removal=True)
    with Mesh.open(tmp_path / "kb") as mesh:
        assert [name for name, *_ in mesh.kbs[0].store.relation_schemas()] == ["other.csv"]
        tables = {r[0] for r in mesh.kbs[0].store.conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rel_%'")}
        assert not any("_p" in t for t in tables)
