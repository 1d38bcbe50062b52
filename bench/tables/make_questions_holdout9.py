"""Write the question battery over the unseen tenth split: questions/holdout9.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout9/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor holdout8's questions). ``why`` says how. Nothing is random. ``--check`` compares the
committed file with a fresh build (exit 1 when it differs). It needs only pandas (make_questions.py
imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout9.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a county, a patient, a girl, a map point are named as the file names them (the county number,
  the centre and the patient id, the subject code, the point number); a map by its maker and year;
- a cross table's total is the sum of its cells; a share is in percent; a height or finger class
  is named by its header or row label (cm);
- a month of the nowcast table is the row dated on its first day (``6/1/16`` = June 2016); a
  quarterly series is read in the quarter's last month, where the file has it;
- the baboons' mornings are named by their date (the file writes ``D/M/YY``); a clock time
  written ``HHMM`` in the file (``800``) is 08:00;
- a crop season is named as the file writes it (``1925-26``); a two-digit year (``81``, ``64``) is
  19xx;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` says where that
  happens).

holdout9 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout9`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout9"
CRIMES = ["Rape", "Assault", "Robbery", "Pickpocket", "Personal Larcency", "Burglary", "Household Larceny",
          "Auto Theft"]


def holdout9(b: Battery) -> None:
    b.split = SPLIT

    # langren-longitude: 61 estimates, graphs of 1628, 1632, 1633, 1644 and Lelewel's 1851 copy
    b.on(SPLIT, "langren-longitude")
    d = pd.read_csv(path(SPLIT, "langren-longitude"), index_col=0)
    assert len(d) == 61 and not d.duplicated(["Year", "Name"]).any()
    est = lambda y, n: one(d[(d.Year == y) & (d.Name == n)], "Longitude")  # noqa: E731
    b.q("What longitude difference between Toledo and Rome did Mercator's estimate give on van Langren's 1644 "
        "graph?", "value", est(1644, "Mercator"), 2, position="1644",
        why="Longitude of the row Year 1644, Name Mercator (degrees)")
    g44 = d[d.Year == 1644]
    b.q("What was the average of the estimates shown on the 1644 graph?", "mean", g44.Longitude.mean(), 2,
        why=f"mean of Longitude over the {len(g44)} rows of Year 1644")
    b.q("How many estimates does the 1632 graph show?", "count", int((d.Year == 1632).sum()), 0,
        why="count of the rows of Year 1632")
    nm, v = unique_arg(d[d.Year == 1628].set_index("Name").Longitude)
    b.q("Whose estimate was the largest on the 1628 graph?", "ranking", v, 2, entity=nm,
        why="largest Longitude over the 7 rows of Year 1628 (unique) and its Name")
    br, cl = est(1644, "Brahe"), est(1644, "Clavius")
    b.q("On the 1644 graph, was Brahe's or Clavius's estimate larger, and by how much?", "comparison",
        abs(br - cl), 2, entity="Brahe" if br > cl else "Clavius", members={"Brahe": br, "Clavius": cl},
        why=f"Year 1644: Brahe {br}, Clavius {cl}; the value is the difference (degrees)")
    assert not d.Name.str.contains("Galile").any()
    b.refuse("What longitude difference did Galileo's estimate give?", "refusal-unknown-member",
             "Galileo is not among the 19 names whose estimates the graphs show")

    # old-maps: 39 points x 12 sources (Actual + 11 maps of 1688..1818)
    b.on(SPLIT, "old-maps")
    d = pd.read_csv(path(SPLIT, "old-maps"), index_col=0)
    assert len(d) == 468 and not d.duplicated(["point", "col"]).any()
    b.q("What latitude does Mitchell's 1755 map give for point 10?", "value",
        one(d[(d.name == "Mitchell") & (d.point == 10)], "lat"), 2, position="1755",
        why="lat of the row name Mitchell (year 1755), point 10")
    da = d[d.name == "D'Anville"]
    assert len(da) == 39 and (da.long > 0).all()
    b.q("What is the average longitude that D'Anville's map gives the 39 points?", "mean", da.long.mean(), 2,
        why="mean of long over the 39 rows of name D'Anville (degrees west; none of them negative)")
    maps = d[d.name != "Actual"].drop_duplicates("col")
    assert len(maps) == 11
    b.q("How many of the maps were made before 1750?", "count", int((maps.year < 1750).sum()), 0,
        why="count of the 11 maps (col 2..12, one each) whose year is before 1750")
    p5 = d[(d.point == 5) & (d.name != "Actual")].reset_index(drop=True)
    i = p5.long.idxmax()  # Belin made two maps: the winner must be another maker
    assert (p5.long == p5.long.max()).sum() == 1 and p5.name[i] != "Belin"
    b.q("Which map puts point 5 furthest west?", "ranking", p5.long[i], 2, entity=p5.name[i],
        why="largest long of point 5 over the 11 maps (unique; Actual left out) and its map maker")
    co, ac = one(d[(d.point == 1) & (d.name == "Coronelli")], "long"), one(d[(d.point == 1) & (d.name == "Actual")], "long")
    b.q("Does Coronelli's map or the true position put point 1 further west, and by how many degrees?", "comparison",
        abs(co - ac), 2, entity="Coronelli" if co > ac else "Actual", members={"Coronelli": co, "Actual": ac},
        why=f"long of point 1: Coronelli {co}, Actual {ac}; the value is the difference")
    assert not (d.year == 1790).any()
    b.refuse("What latitude does the map of 1790 give for point 3?", "refusal-unknown-member",
             "no map of 1790: the maps are of 1688, 1703, 1733, 1744, 1755 (three), 1784, 1802, 1805 and 1818")

    # baboon-descents: 152 mornings 1963-08-04 .. 1964-10-28, date D/M/YY, time HHMM, observed 0/1
    b.on(SPLIT, "baboon-descents")
    d = pd.read_csv(path(SPLIT, "baboon-descents"), index_col=0)
    assert len(d) == 152 and d.date.is_unique
    dmy = d.date.str.split("/", expand=True).astype(int)
    d["dt"] = pd.to_datetime(dict(year=1900 + dmy[2], month=dmy[1], day=dmy[0]))
    assert d.dt.min() == pd.Timestamp("1963-08-04") and d.dt.max() == pd.Timestamp("1964-10-28")
    b.q("On how many mornings was the baboons' descent actually seen?", "count", int((d.observed == 1).sum()), 0,
        why="count of the rows with observed 1")
    m3 = d[(d.dt.dt.year == 1964) & (d.dt.dt.month == 3)]
    b.q("How many mornings of March 1964 are in the record?", "count", len(m3), 0,
        why="count of the rows whose date is in March 1964 (3/64)")
    early = d[(d.observed == 1) & (d.time < 800)]
    b.q("On how many mornings was the descent seen before 8 a.m.?", "count", len(early), 0,
        why="count of the rows with observed 1 and time before 800 (08:00)")
    y63 = d[(d.dt.dt.year == 1963) & (d.observed == 1)]
    b.q("In 1963, on how many mornings was the descent seen?", "count", len(y63), 0,
        why="count of the rows dated in 1963 (YY 63) with observed 1")
    b.refuse("At what time did the baboons come down on 15 December 1964?", "refusal-after-end",
             "the record ends on 28 October 1964")

    # nc-county-crime: 90 counties x 81..87
    b.on(SPLIT, "nc-county-crime")
    d = pd.read_csv(path(SPLIT, "nc-county-crime"), index_col=0)
    assert len(d) == 630 and not d.duplicated(["county", "year"]).any()
    b.q("What was the crime rate (crimes per person) in county 1 in 1985?", "value",
        one(d[(d.county == 1) & (d.year == 85)], "crmrte"), 4, position="1985",
        why="crmrte of the row county 1, year 85")
    y87 = d[d.year == 87]
    b.q("What was the average number of police per capita across the counties in 1987?", "mean", y87.polpc.mean(), 5,
        why=f"mean of polpc over the {len(y87)} rows of year 87")
    cty, v = unique_arg(y87.set_index("county").crmrte)
    b.q("Which county had the highest crime rate in 1987?", "ranking", v, 4, entity=cty,
        why="largest crmrte over the 90 rows of year 87 (unique) and its county")
    y81 = d[d.year == 81]
    we, ce = y81[y81.region == "west"].crmrte.mean(), y81[y81.region == "central"].crmrte.mean()
    b.q("In 1981, did the western or the central counties have the higher average crime rate, and by how much?",
        "comparison", abs(we - ce), 4, entity="west" if we > ce else "central", members={"west": we, "central": ce},
        why=f"mean crmrte over the rows of year 81: region west {we}, central {ce}; the value is the difference")
    a, z = one(d[(d.county == 3) & (d.year == 81)], "wmfg"), one(d[(d.county == 3) & (d.year == 87)], "wmfg")
    b.q("How much did the average weekly manufacturing wage in county 3 change from 1981 to 1987?", "change",
        z - a, 2, why=f"wmfg of county 3 in 87 ({z}) minus in 81 ({a})")
    b.refuse("What was the crime rate in county 1 in 1975?", "refusal-before-start",
             "the panel covers 1981-1987 only")

    # respiratory-trial: 111 patients (center + id) x visits 1..4
    b.on(SPLIT, "respiratory-trial")
    d = pd.read_csv(path(SPLIT, "respiratory-trial"), index_col=0)
    assert len(d) == 444 and not d.duplicated(["center", "id", "visit"]).any()
    pat = d.drop_duplicates(["center", "id"])
    assert len(pat) == 111
    b.q("How many patients received the active treatment?", "count", int((pat.treat == "A").sum()), 0,
        why="count of the distinct patients (center + id) with treat A")
    v4 = d[d.visit == 4]
    a4 = v4[v4.treat == "A"]
    b.q("What share of the patients on the active treatment were in good respiratory status at the fourth visit?",
        "share", 100 * a4.outcome.mean(), 2,
        why=f"rows of visit 4 with treat A ({len(a4)}): the share with outcome 1, in percent")
    pa, pp = 100 * v4[v4.treat == "A"].outcome.mean(), 100 * v4[v4.treat == "P"].outcome.mean()
    b.q("At the fourth visit, did the active group (A) or the placebo group (P) have the larger share of patients "
        "in good status, and by how many percentage points?", "comparison", abs(pa - pp), 2,
        entity="A" if pa > pp else "P", members={"A": pa, "P": pp},
        why=f"share of outcome 1 among the visit-4 rows: treat A {pa}, treat P {pp} (percent); the value is the difference")
    c1 = pat[pat.center == 1]
    b.q("What was the average age of the patients at centre 1?", "mean", c1.age.mean(), 2,
        why=f"mean of age over the {len(c1)} patients of center 1 (one row each)")
    assert d.visit.max() == 4
    b.refuse("What share of the patients were in good status at the sixth visit?", "refusal-after-end",
             "each patient was examined at four visits only (visit 1..4)")

    # eating-disorder-exercise: 231 girls (subject), ages 8 .. ~18, exercise hours a week
    b.on(SPLIT, "eating-disorder-exercise")
    d = pd.read_csv(path(SPLIT, "eating-disorder-exercise"), index_col=0, dtype={"subject": str})
    assert len(d) == 945 and not d.duplicated(["subject", "age"]).any()
    b.q("How many hours a week did subject 100 exercise at age 12?", "value",
        one(d[(d.subject == "100") & (d.age == 12)], "exercise"), 2, position="12",
        why="exercise of the row subject 100, age 12")
    p8 = d[(d.group == "patient") & (d.age == 8)]
    b.q("What was the average weekly exercise at age 8 among the eating-disorder patients?", "mean",
        p8.exercise.mean(), 2, why=f"mean of exercise over the {len(p8)} rows of group patient, age 8")
    a14 = d[d.age == 14]
    pm, cm = a14[a14.group == "patient"].exercise.mean(), a14[a14.group == "control"].exercise.mean()
    b.q("At age 14, did the patients or the controls exercise more on average, and by how many hours a week?",
        "comparison", abs(pm - cm), 2, entity="patient" if pm > cm else "control",
        members={"patient": pm, "control": cm},
        why=f"mean exercise over the rows of age 14: patient {pm}, control {cm}; the value is the difference")
    s, v = unique_arg(d[d.age == 12].set_index("subject").exercise)
    b.q("Which girl reported the most exercise at age 12?", "ranking", v, 2, entity=s,
        why="largest exercise over the rows of age 12 (unique) and its subject")
    b.q("How many of the girls were in the control group?", "count",
        int(d[d.group == "control"].subject.nunique()), 0, why="count of the distinct subjects with group control")
    a, z = one(d[(d.subject == "101") & (d.age == 8)], "exercise"), one(d[(d.subject == "101") & (d.age == 14)], "exercise")
    b.q("By how much did subject 101's weekly exercise change from age 8 to age 14?", "change", z - a, 2,
        why=f"exercise of subject 101 at age 14 ({z}) minus at age 8 ({a})")
    assert d.age.max() < 20
    b.refuse("How many hours a week did subject 100 exercise at age 20?", "refusal-after-end",
             f"the oldest age in the table is {d.age.max()}; subject 100's last reading is at {d[d.subject == '100'].age.max()}")

    # criminal-heights: 42 finger lengths x 22 heights (cm), 3000 criminals
    b.on(SPLIT, "criminal-heights")
    d = pd.read_csv(path(SPLIT, "criminal-heights"), index_col=0)
    d.index = [f"{x:g}" for x in d.index]
    assert d.shape == (42, 22) and int(d.values.sum()) == 3000
    b.q("How many of the criminals had a finger length of 11 cm and a height of 165.1 cm?", "value",
        d.loc["11", "165.1"], 0, why="the cell of row 11 (finger length) and column 165.1 (height)")
    b.q("How many of the criminals were 170.18 cm tall?", "sum", d["170.18"].sum(), 0,
        why="sum of the column 170.18 over the 42 finger lengths")
    h, v = unique_arg(d.sum())
    b.q("Which height class holds the most criminals?", "ranking", v, 0, entity=h,
        why="largest column sum over the 22 heights (unique) and its header")
    tall = [c for c in d.columns if float(c) > 175]
    b.q("What share of the criminals were taller than 175 cm?", "share", 100 * d[tall].values.sum() / d.values.sum(), 2,
        why=f"sum of the columns above 175 ({', '.join(tall)}) divided by the 3000 criminals, in percent")
    b.refuse("How many of the criminals were 200 cm tall?", "refusal-unknown-member",
             "the height classes run from 142.24 to 195.58 cm: no 200 cm class")

    # repeat-victimization: 8 x 8 crimes (first victimisation down, second across)
    b.on(SPLIT, "repeat-victimization")
    d = pd.read_csv(path(SPLIT, "repeat-victimization"), index_col=0)
    assert list(d.columns) == CRIMES and list(d.index) == CRIMES
    b.q("How many households were first burgled and then had a car stolen?", "value", d.loc["Burglary", "Auto Theft"],
        0, why="the cell of row Burglary (first) and column Auto Theft (second)")
    b.q("In how many cases was the second victimization an assault?", "sum", d["Assault"].sum(), 0,
        why="sum of the Assault column over the 8 first crimes")
    rob = d.loc["Robbery"]
    b.q("Of the households whose first victimization was a robbery, what share were robbed again?", "share",
        100 * rob["Robbery"] / rob.sum(), 2, why=f"row Robbery: the Robbery cell divided by the row's sum ({rob.sum()}), in percent")
    c, v = unique_arg(d.loc["Burglary"])
    b.q("After a first burglary, what was the most common second crime?", "ranking", v, 0, entity=c,
        why="largest cell of the Burglary row (unique) and its column")
    b.refuse("How many households were victims of arson twice?", "refusal-unknown-member",
             "the crimes are rape, assault, robbery, pickpocketing, personal larceny, burglary, household larceny "
             "and auto theft: no arson")

    # hospital-visits: visit frequency (3) x length of stay (2-9, 10-19, 20+ years)
    b.on(SPLIT, "hospital-visits")
    d = pd.read_csv(path(SPLIT, "hospital-visits"), index_col=0)
    assert list(d.columns) == ["2-9", "10-19", "20+"] and int(d.values.sum()) == 132
    b.q("How many of the patients who had been in hospital 20 years or more were never visited?", "value",
        d.loc["Never", "20+"], 0, why="the cell of row Never, column 20+")
    b.q("How many patients had been in hospital between 10 and 19 years?", "sum", d["10-19"].sum(), 0,
        why="sum of the 10-19 column over the 3 visit frequencies")
    b.q("What share of the patients were visited regularly?", "share", 100 * d.loc["Regular"].sum() / d.values.sum(), 2,
        why="sum of the Regular row divided by the 132 patients, in percent")
    c, v = unique_arg(d.loc["Never"])
    b.q("Which length of stay has the most patients who are never visited?", "ranking", v, 0, entity=c,
        why="largest cell of the Never row (unique) and its column")

    # us-nowcast-series: monthly 1985-01 .. 2016-06, Date M/D/YY; quarterly series in the quarter's last month
    b.on(SPLIT, "us-nowcast-series")
    d = pd.read_csv(path(SPLIT, "us-nowcast-series"))
    d["dt"] = pd.to_datetime(d.Date, format="%m/%d/%y")
    assert len(d) == 378 and d.dt.is_unique and d.dt.min() == pd.Timestamp("1985-01-01")
    d["ym"] = d.dt.dt.strftime("%Y-%m")
    e = d.set_index("ym")
    b.q("What was the US unemployment rate in October 2009?", "value", e.loc["2009-10", "UNRATE"], 1,
        position="2009-10", why="UNRATE of the row 10/1/09")
    w = d[d.dt.dt.year == 2007].UNRATE
    assert w.notna().sum() == 12
    b.q("What was the average unemployment rate in 2007?", "mean", w.mean(), 2,
        why="mean of UNRATE over the 12 months of 2007")
    pos, v = unique_arg(e.HOUST)
    b.q("When did housing starts peak, and at what annual rate?", "max", v, 0, position=pos,
        why="largest HOUST over the months (NA left out; unique) and its month")
    w = d[d.dt.dt.year == 2015].RSAFS
    assert w.notna().sum() == 12
    b.q("What was the total of retail sales over 2015, in millions of dollars?", "sum", w.sum(), 0,
        why="sum of RSAFS over the 12 months of 2015 (monthly values, a flow)")
    a, z = e.loc["2000-01", "CPIAUCSL"], e.loc["2010-01", "CPIAUCSL"]
    b.q("By what percentage did consumer prices (the CPI) rise from January 2000 to January 2010?", "percent-change",
        100 * (z - a) / a, 2, why=f"(CPIAUCSL 1/1/10 {z} - 1/1/00 {a}) / {a}, in percent")
    b.q("What was real GDP in the fourth quarter of 2008?", "value", e.loc["2008-12", "GDPC1"], 1,
        position="2008-12", why="GDPC1 of the row 12/1/08 (the quarter's last month; billions of chained dollars)")
    pos, v = unique_arg(e.GACDFSA066MSFRBPHI, largest=False)
    b.q("What was the lowest reading of the Philadelphia Fed manufacturing survey, and when was it?", "min", v, 1,
        position=pos, why="smallest GACDFSA066MSFRBPHI over the months (unique) and its month")
    b.refuse("What was the US unemployment rate in March 1980?", "refusal-before-start",
             "the table begins in January 1985")

    # income-inequality: yearly 1947..2012
    b.on(SPLIT, "income-inequality")
    d = pd.read_csv(path(SPLIT, "income-inequality"), index_col=0).set_index("Year")
    assert len(d) == 66 and d.index.min() == 1947 and d.index.max() == 2012
    b.q("What was the median US family income in 1970?", "value", d.loc[1970, "median"], 0, position="1970",
        why="median of the row 1970 (dollars)")
    a, z = d.loc[1980, "P99.99"], d.loc[2012, "P99.99"]
    b.q("By what percentage did the income threshold of the top 0.01 percent (P99.99) rise from 1980 to 2012?",
        "percent-change", 100 * (z - a) / a, 1, why=f"(P99.99 2012 {z} - 1980 {a}) / {a}, in percent")
    yr, v = unique_arg(d.personsPerFamily)
    b.q("In which year did families have the most persons on average, and how many?", "max", v, 3,
        position=str(yr), why="largest personsPerFamily over the 66 years (unique) and its year")
    ce, ps = d.loc[2000, "p95"], d.loc[2000, "P95"]
    b.q("In 2000, was the 95th percentile of family income higher in the Census figures (p95) or in Piketty and "
        "Saez's (P95), and by how much?", "comparison", abs(ce - ps), 0, entity="p95" if ce > ps else "P95",
        members={"p95": ce, "P95": ps}, why=f"year 2000: p95 {ce}, P95 {ps}; the value is the difference")
    b.refuse("What was the Gini coefficient of family income in 1990?", "refusal-unknown-measure",
             "the table has income quantiles, GDP, population and ratios: no Gini coefficient")

    # belgian-phone-calls: 50..73 (1950..1973), tens of millions
    b.on(SPLIT, "belgian-phone-calls")
    d = pd.read_csv(path(SPLIT, "belgian-phone-calls"), index_col=0).set_index("Year")
    assert len(d) == 24 and d.index.min() == 50 and d.index.max() == 73
    b.q("How many international calls were made from Belgium in 1960, in tens of millions?", "value",
        d.loc[60, "Calls"], 2, position="1960", why="Calls of the row Year 60")
    w = d.loc[50:59, "Calls"]
    assert len(w) == 10
    b.q("How many international calls were made from Belgium in total from 1950 to 1959?", "sum", w.sum(), 2,
        why="sum of Calls over the 10 years 50..59 (tens of millions)")
    yr, v = unique_arg(d.Calls)
    b.q("In which year was the number of calls at its highest, and what was it?", "max", v, 2,
        position=str(1900 + yr), why="largest Calls over the 24 years (unique) and its year (YY + 1900)")
    a, z = d.loc[50, "Calls"], d.loc[63, "Calls"]
    b.q("By what percentage did the number of calls grow from 1950 to 1963?", "percent-change", 100 * (z - a) / a, 1,
        why=f"(Calls 63 {z} - Calls 50 {a}) / {a}, in percent")
    b.refuse("How many international calls were made from Belgium in 1980?", "refusal-after-end",
             "the series ends in 1973")

    # crop-weather: 11 seasons 1920-21 .. 1930-31
    b.on(SPLIT, "crop-weather")
    d = pd.read_csv(path(SPLIT, "crop-weather"), index_col=0).set_index("year")
    assert len(d) == 11 and d.index[0] == "1920-21" and d.index[-1] == "1930-31"
    b.q("What was the harvest yield in the 1925-26 season?", "value", d.loc["1925-26", "yield"], 2,
        position="1925-26", why="yield of the row 1925-26 (quintals per hectare)")
    b.q("What was the average July temperature over the 11 seasons?", "mean", d.temp.mean(), 2,
        why="mean of temp over the 11 rows")
    s, v = unique_arg(d.rainNovDec)
    b.q("Which season had the wettest November and December, and how much rain fell?", "max", v, 1, position=s,
        why="largest rainNovDec (unique) and its season")
    s, v = unique_arg(d["yield"], largest=False)
    b.q("Which season had the poorest harvest, and what was the yield?", "min", v, 2, position=s,
        why="smallest yield (unique) and its season")
    a, z = d.loc["1926-27", "yield"], d.loc["1930-31", "yield"]
    b.q("Was the yield higher in 1926-27 or in 1930-31, and by how much?", "comparison", abs(a - z), 2,
        entity="1926-27" if a > z else "1930-31", members={"1926-27": a, "1930-31": z},
        why=f"yield: 1926-27 {a}, 1930-31 {z}; the value is the difference")
    b.refuse("What was the harvest yield in the 1935-36 season?", "refusal-after-end",
             "the last season in the table is 1930-31")

    # scottish-hill-races: 35 races (1984 records)
    b.on(SPLIT, "scottish-hill-races")
    d = pd.read_csv(path(SPLIT, "scottish-hill-races"), index_col=0)
    assert len(d) == 35 and d.index.is_unique
    b.q("What is the record time of the Ben Nevis race, in minutes?", "value", d.loc["Ben Nevis", "time"], 2,
        why="time of the row Ben Nevis (minutes)")
    r, v = unique_arg(d.climb)
    b.q("Which race has the biggest climb?", "ranking", v, 0, entity=r, why="largest climb (unique) and its race")
    b.q("What is the average distance of the races, in miles?", "mean", d.dist.mean(), 2,
        why="mean of dist over the 35 races")
    b.q("How many of the races are longer than 10 miles?", "count", int((d.dist > 10).sum()), 0,
        why="count of the rows with dist > 10")
    lg, tb = d.loc["Lairig Ghru", "dist"], d.loc["Two Breweries", "dist"]
    b.q("Which race is longer, the Lairig Ghru or the Two Breweries, and by how many miles?", "comparison",
        abs(lg - tb), 1, entity="Lairig Ghru" if lg > tb else "Two Breweries",
        members={"Lairig Ghru": lg, "Two Breweries": tb},
        why=f"dist: Lairig Ghru {lg}, Two Breweries {tb}; the value is the difference")
    assert not d.index.str.contains("Snowdon").any()
    b.refuse("What is the record time of the Snowdon race?", "refusal-unknown-member",
             "Snowdon is not among the 35 Scottish races")

    # heptathlon-1988: 25 athletes, 7 events + score
    b.on(SPLIT, "heptathlon-1988")
    d = pd.read_csv(path(SPLIT, "heptathlon-1988"), index_col=0)
    assert len(d) == 25 and d.index.is_unique
    b.q("How far did Joyner-Kersee throw the javelin?", "value", d.loc["Joyner-Kersee (USA)", "javelin"], 2,
        why="javelin of the row Joyner-Kersee (USA) (metres)")
    a, v = unique_arg(d.run800m, largest=False)
    b.q("Who ran the fastest 800 metres?", "ranking", v, 2, entity=a,
        why="smallest run800m (unique: the fastest time) and its athlete")
    b.q("What was the average score of the 25 athletes?", "mean", d.score.mean(), 1,
        why="mean of score over the 25 rows")
    b.q("How many athletes scored more than 6000 points?", "count", int((d.score > 6000).sum()), 0,
        why="count of the rows with score > 6000")
    jo, be = d.loc["John (GDR)", "highjump"], d.loc["Behmer (GDR)", "highjump"]
    assert jo != be
    b.q("Who jumped higher in the high jump, John or Behmer, and by how much?", "comparison", abs(jo - be), 2,
        entity="John (GDR)" if jo > be else "Behmer (GDR)", members={"John (GDR)": jo, "Behmer (GDR)": be},
        why=f"highjump: John (GDR) {jo}, Behmer (GDR) {be}; the value is the difference (metres)")
    b.refuse("How high did Joyner-Kersee clear in the pole vault?", "refusal-unknown-measure",
             "the pole vault is not a heptathlon event: the table has hurdles, high jump, shot, 200 m, long jump, "
             "javelin, 800 m and the score")

    # cow-butterfat: 100 cows, 5 breeds x 2 ages x 10
    b.on(SPLIT, "cow-butterfat")
    d = pd.read_csv(path(SPLIT, "cow-butterfat"))
    assert len(d) == 100
    gu = d[d.breed == "Guernsey"]
    b.q("What is the average butterfat percentage in the milk of Guernsey cows?", "mean", gu.butterfat.mean(), 3,
        why=f"mean of butterfat over the {len(gu)} rows of breed Guernsey")
    br, v = unique_arg(d.groupby("breed").butterfat.mean())
    b.q("Which breed gives the milk with the most butterfat on average?", "ranking", v, 3, entity=br,
        why="largest mean butterfat per breed (unique)")
    ma, yo = d[d.age == "Mature"].butterfat.mean(), d[d.age == "2 years old"].butterfat.mean()
    b.q("Do mature cows or two-year-olds give milk with more butterfat on average, and by how much?", "comparison",
        abs(ma - yo), 3, entity="Mature" if ma > yo else "2 years old", members={"Mature": ma, "2 years old": yo},
        why=f"mean butterfat: Mature {ma}, 2 years old {yo}; the value is the difference (percentage points)")
    b.q("How many of the cows give milk with more than 5 percent butterfat?", "count", int((d.butterfat > 5).sum()), 0,
        why="count of the rows with butterfat > 5")
    assert "Brown Swiss" not in set(d.breed)
    b.refuse("What is the average butterfat of Brown Swiss cows?", "refusal-unknown-member",
             "the breeds are Ayrshire, Canadian, Guernsey, Holstein-Friesian and Jersey: no Brown Swiss")


def build() -> list[dict]:
    b = Battery()
    holdout9(b)
    ids = [q["id"] for q in b.items]
    assert len(ids) == len(set(ids))
    for q in b.items:
        assert q.pop("split") == SPLIT
    assert all(math.isfinite(q["truth"]["value"]) for q in b.items if not q["refusal"])
    return b.items


def main(argv: list[str] | None = None) -> int:
    return write_splits(argv, build=lambda: {SPLIT: build()})


if __name__ == "__main__":
    sys.exit(main())
