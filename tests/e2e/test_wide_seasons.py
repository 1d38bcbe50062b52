"""Month headers that run across a year's end (``Jul`` … ``Jun``, a snowfall season) beside the
year the row is labelled with. The row's year is the season's start or its end only as the year
column's header says; unsaid, the months are never composed into dates. Each folder is ingested
for real and asked through the engine; truth is read here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io

import pytest

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.ingest.widelayout import season_years
from noesis.mesh import Mesh
from noesis.relation import WideLayout

MONTHS = ("Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun")
ROWS = ((1893, 0, 0, 0, 0.0, 8.0, 24.9, 12.5, 6.8, 4.8, 2.0, 0.0, 0.0),
        (1894, 0, 0, 0, 0.0, 7.5, 5.3, 21.5, 8.0, 22.5, 0.0, 0.0, 0.0),
        (1895, 0, 0, 0, 1.0, 3.5, 10.2, 17.0, 9.9, 12.1, 4.0, 0.0, 0.0))


def _csv(year_header: str) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow((year_header, *MONTHS))
    w.writerows(ROWS)
    return out.getvalue()


def _kb(tmp_path, year_header: str):
    folder = tmp_path / year_header
    folder.mkdir()
    (folder / "snow.csv").write_text(_csv(year_header), encoding="utf-8")
    (folder / "noesis.toml").write_text(f'''[[source]]
file = "snow.csv"
entity = "Grand Rapids"
time = ["{year_header}"]
units = {{snowfall = "inches"}}
[source.wide]
dimension = "month"
measure = "snowfall"
columns = {list(MONTHS)!r}
''', encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / year_header / "snow.sqlite", workers=1)
    return tmp_path / "kbs" / year_header


def _truth(year_header: str, month: str, year: int) -> str:
    """The cell of ``month`` in the season that holds it in calendar ``year``, read from the CSV."""
    for row in csv.DictReader(io.StringIO(_csv(year_header))):
        label = int(row[year_header])
        start = label if "Start" in year_header else label - 1
        calendar = start if MONTHS.index(month) < MONTHS.index("Jan") else start + 1
        if calendar == year:
            return row[month]
    raise AssertionError("no such month in the CSV")


@pytest.mark.parametrize("year_header", ["SeasonStart", "SeasonEnd"])
@pytest.mark.parametrize("month, name, year", [("Jan", "January", 1895), ("Dec", "December", 1894)])
def test_a_season_labelled_by_its_start_or_end_puts_each_month_in_its_calendar_year(
        tmp_path, year_header, month, name, year):
    with Mesh.open(_kb(tmp_path, year_header)) as mesh:
        a = Engine(mesh).ask(f"How much snow fell in {name} {year}?", deterministic=True)
    assert a.result is not None and a.result.value is not None
    assert float(a.result.value) == float(_truth(year_header, month, year)), a.text


def test_a_season_whose_year_says_neither_end_is_never_composed_into_dates(tmp_path):
    with Mesh.open(_kb(tmp_path, "Season")) as mesh:
        a = Engine(mesh).ask("How much snow fell in January 1895?", deterministic=True)
    assert a.result is None or a.result.value is None, a.text  # 21.5 or 17.0 would both be a guess


def test_season_years_offsets_follow_the_year_columns_word():
    layout = WideLayout("month", "snowfall", MONTHS, time_part="month")
    start, _ = season_years(layout, ("SeasonStart",))
    end, _ = season_years(layout, ("year_end",))
    unsaid, choice = season_years(layout, ("Season",))
    assert start.year_offsets == (0,) * 6 + (1,) * 6 and end.year_offsets == (-1,) * 6 + (0,) * 6
    assert unsaid.time_part is None and choice is not None and not choice.certain
    calendar = WideLayout("month", "v", ("Jan", "Feb", "Mar"), time_part="month")
    assert season_years(calendar, ("Year",)) == (calendar, None)
