"""A period the data holds only part of is never presented as the whole period: a total over a
year the monthly readings stop inside, days of unequal hourly readings ranked by their totals, a
mean of yearly totals with a part of a year. What the data does hold whole is answered, with
truth computed here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from decimal import Decimal

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

#: monthly sales of two cities, January 2013 to July 2015 (the data stops inside 2015)
MONTHS = [(y, m) for y in (2013, 2014, 2015) for m in range(1, 13) if (y, m) <= (2015, 7)]
SALES = "city,year,month,sales\n" + "".join(
    f"{c},{y},{m},{100 + 7 * m + 13 * (y - 2013) + (5 if c == 'Austin' else 0)}\n" for c in ("Austin", "Dallas")
    for y, m in MONTHS)

#: hourly page views: 2013-03-01 has every hour, 2013-03-02 only six
HOURS = [("2013-03-01", h) for h in range(24)] + [("2013-03-02", h) for h in range(6)]
VIEWS = "date_hour,views\n" + "".join(f"{d} {h:02d}:00:00,{1000 + 37 * h}\n" for d, h in HOURS)


def _kb(tmp_path, name, text):
    folder = tmp_path / name
    folder.mkdir()
    (folder / f"{name}.csv").write_text(text, encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / name / f"{name}.sqlite", workers=1)
    return tmp_path / "kbs" / name


def _rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def test_a_total_over_a_year_the_data_stops_inside_is_refused_and_a_whole_year_answered(tmp_path):
    with Mesh.open(_kb(tmp_path, "sales", SALES)) as mesh:
        e = Engine(mesh)
        a = e.ask("What were the total sales of Austin in 2015?", deterministic=True)
        assert a.result.value is None and "inside 2015" in a.text
        b = e.ask("What were the total sales of Austin in 2014?", deterministic=True)
        truth = sum(Decimal(r["sales"]) for r in _rows(SALES) if r["city"] == "Austin" and r["year"] == "2014")
        assert Decimal(b.result.value) == truth
        c = e.ask("Which year had the most sales in Austin?", deterministic=True)
        assert c.result.value is None and "2015" in c.text  # 2015's seven months are no year's total


def test_days_holding_unequal_readings_are_not_ranked_by_their_totals(tmp_path):
    with Mesh.open(_kb(tmp_path, "views", VIEWS)) as mesh:
        e = Engine(mesh)
        a = e.ask("Which day had the most views?", deterministic=True)
        assert a.result.value is None and "2013-03-02" in a.text and "6 readings" in a.text
        per_day = defaultdict(list)
        for r in _rows(VIEWS):
            per_day[r["date_hour"][:10]].append(Decimal(r["views"]))
        top = max(v for vs in per_day.values() for v in vs)
        b = e.ask("What was the highest views?", deterministic=True)
        assert Decimal(b.result.value) == top
