"""Write the question battery over the unseen ninth split: questions/holdout8.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout8/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout8.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a baseball player, a young man, a patient and a cereal are named as the file names them (the
  Lahman code ``ruthba01``, the number ``nr``, the ``id``, R's row name); a player's season is the
  sum over his stints (the rows of one year);
- a poll is dated by its first field day (``startDate``); "in 2006" means the polls that started in
  2006;
- the beaver's readings are named by the file's day number (day 307) and a clock time;
- an airport is named by its code; a distance is in miles;
- a cross table's total is the sum of its cells; a share is in percent;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` says where that
  happens).

holdout8 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout8`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout8"
BUNDESTAG = ["SPD", "CDU/CSU", "Gruene", "FDP", "Linke"]
AIRPORTS = ["ATL", "BOS", "ORD", "DCA", "DEN", "LAX", "MIA", "JFK", "SEA", "SFO", "MSY"]


def holdout8(b: Battery) -> None:
    b.split = SPLIT

    # baseball-careers: season batting of long-career players, 1871..2007; one row per stint
    b.on(SPLIT, "baseball-careers")
    d = pd.read_csv(path(SPLIT, "baseball-careers"), index_col=0)
    assert len(d) == 21699 and not d.duplicated(["id", "year", "stint"]).any()
    assert d.year.min() == 1871 and d.year.max() == 2007
    b.q("How many home runs did ruthba01 hit in 1927?", "value", one(d[(d.id == "ruthba01") & (d.year == 1927)], "hr"),
        0, position="1927", why="hr of the row id ruthba01, year 1927 (one stint)")
    aaron = d[d.id == "aaronha01"]
    b.q("How many home runs did aaronha01 hit over his whole career?", "sum", aaron.hr.sum(), 0,
        why=f"sum of hr over the {len(aaron)} rows of id aaronha01")
    p, v = unique_arg(d[d.year == 1985].groupby("id").h.sum())
    b.q("Which player had the most hits in 1985?", "ranking", v, 0, entity=p,
        why="largest sum of h per id over the rows of year 1985 (unique)")
    yr, v = unique_arg(d[d.id == "mayswi01"].groupby("year").hr.sum())
    b.q("In which season did mayswi01 hit the most home runs, and how many did he hit?", "max", v, 0,
        position=str(yr), why="largest sum of hr per year over the rows of id mayswi01 (unique) and its year")
    cobb, rose = d[d.id == "cobbty01"].h.sum(), d[d.id == "rosepe01"].h.sum()
    b.q("Who had more career hits, cobbty01 or rosepe01, and by how many?", "comparison", abs(cobb - rose), 0,
        entity="cobbty01" if cobb > rose else "rosepe01", members={"cobbty01": cobb, "rosepe01": rose},
        why=f"sum of h over all rows: cobbty01 {cobb}, rosepe01 {rose}; the value is the difference")
    y90 = d[d.year == 1990]
    traded = int(y90[y90.stint >= 2].id.nunique())
    b.q("How many of these players played for more than one team during the 1990 season?", "count", traded, 0,
        why="count of the distinct ids with a row of stint 2 or more in year 1990")
    b.refuse("How many home runs did aaronha01 hit in June 1970?", "refusal-constraint",
             "the table has season totals only: no months")
    assert not d.id.str.startswith("suzukic").any()
    b.refuse("How many hits did suzukic01 get in 2004?", "refusal-unknown-member",
             "suzukic01 is not in the table (only players with 15 or more seasons by 2007 are)")

    # australian-polls: 239 polls, 2004-10-30 .. 2007-11-23
    b.on(SPLIT, "australian-polls")
    d = pd.read_csv(path(SPLIT, "australian-polls"), index_col=0)
    assert len(d) == 239
    d["y"] = d.startDate.str[:4].astype(int)
    b.q("What primary vote did Newspoll give Labor (ALP) in its poll that started on 16 November 2007?", "value",
        one(d[(d.org == "Newspoll") & (d.startDate == "2007-11-16")], "ALP"), 1, position="2007-11-16",
        why="ALP of the Newspoll row with startDate 2007-11-16 (percent)")
    np06 = d[(d.org == "Newspoll") & (d.y == 2006)]
    b.q("What was Labor's average primary vote across Newspoll's polls in 2006?", "mean", np06.ALP.mean(), 2,
        why=f"mean of ALP over the {len(np06)} Newspoll rows whose startDate is in 2006")
    b.q("How many polls did Galaxy publish?", "count", int((d.org == "Galaxy").sum()), 0,
        why="count of the rows with org Galaxy")
    e = d.set_index("startDate")
    pos, v = unique_arg(e.Green)
    b.q("What was the highest Green vote in any of these polls, and when did that poll start?", "max", v, 1,
        position=pos, why="largest Green over the 239 polls (unique) and its startDate")
    y07 = d[d.y == 2007]
    nw, ni = y07[y07.org == "Newspoll"].ALP.mean(), y07[y07.org == "Nielsen"].ALP.mean()
    b.q("In 2007, which pollster had Labor higher on average, Newspoll or Nielsen, and by how much?", "comparison",
        abs(nw - ni), 2, entity="Newspoll" if nw > ni else "Nielsen", members={"Newspoll": nw, "Nielsen": ni},
        why=f"mean ALP over the polls that started in 2007: Newspoll {nw}, Nielsen {ni}; the value is the difference")
    assert d.endDate.max() == "2007-11-23"
    b.refuse("What was Labor's primary vote in Newspoll's poll of mid-December 2007?", "refusal-after-end",
             "the last poll ended on 23 November 2007, the eve of the election")

    # beaver-november: every 10 minutes, day 307 09:30 .. day 308 02:00 (time HHMM)
    b.on(SPLIT, "beaver-november")
    d = pd.read_csv(path(SPLIT, "beaver-november"), index_col=0)
    assert len(d) == 100 and not d.duplicated(["day", "time"]).any()
    bt = lambda day, hhmm: one(d[(d.day == day) & (d.time == hhmm)], "temp")  # noqa: E731
    b.q("What was the beaver's body temperature at 11:00 on day 307?", "value", bt(307, 1100), 2,
        position="day 307, 11:00", why="temp of the row day 307, time 1100")
    d["pos"] = [f"day {dy}, {t // 100:02d}:{t % 100:02d}" for dy, t in zip(d.day, d.time, strict=True)]
    pos, v = unique_arg(d.set_index("pos").temp)
    b.q("When was the beaver's temperature at its highest, and what was it?", "max", v, 2, position=pos,
        why="largest temp over the 100 readings (unique) and its day and time")
    act = d[d.activ == 1]
    b.q("How many of the 10-minute readings found the beaver active outside its retreat?", "count", len(act), 0,
        why="count of the rows with activ 1")
    a, z = bt(307, 1200), bt(307, 1800)
    b.q("By how much did its temperature change between 12:00 and 18:00 on day 307?", "change", z - a, 2,
        why=f"temp at day 307 time 1800 ({z}) minus temp at day 307 time 1200 ({a})")
    b.refuse("What was the beaver's temperature at 06:00 on day 308?", "refusal-after-end",
             "the readings end at 02:00 on day 308")

    # young-men-wages: 545 men x 1980..1987; wage = log hourly wage
    b.on(SPLIT, "young-men-wages")
    d = pd.read_csv(path(SPLIT, "young-men-wages"), index_col=0)
    assert len(d) == 4360 and not d.duplicated(["nr", "year"]).any()
    b.q("What was the log hourly wage of man number 13 in 1985?", "value",
        one(d[(d.nr == 13) & (d.year == 1985)], "wage"), 3, position="1985", why="wage of the row nr 13, year 1985")
    y87 = d[d.year == 1987]
    b.q("What was the average log wage of the men in 1987?", "mean", y87.wage.mean(), 3,
        why=f"mean of wage over the {len(y87)} rows of 1987")
    un, nu = y87[y87.union == "yes"].wage.mean(), y87[y87.union == "no"].wage.mean()
    b.q("In 1987, did union members or non-members earn the higher average log wage, and by how much?", "comparison",
        abs(un - nu), 3, entity="yes" if un > nu else "no", members={"yes": un, "no": nu},
        why=f"mean wage in 1987: union yes {un}, union no {nu}; the value is the difference")
    y80 = d[d.year == 1980]
    b.q("How many of the men were married in 1980?", "count", int((y80.married == "yes").sum()), 0,
        why="count of the 545 rows of 1980 with married yes")
    ind, v = unique_arg(y87.groupby("industry").size())
    b.q("Which industry employed the most of these men in 1987?", "ranking", v, 0, entity=ind,
        why="largest count of rows per industry in 1987 (unique; NA industry left out)")
    b.refuse("How many hours a week did man number 13 work in 1985?", "refusal-unknown-measure",
             "the table has schooling, experience and the log wage: no hours")

    # arthritis-trial: 302 patients x time 1, 3, 5; y NA in 18 rows
    b.on(SPLIT, "arthritis-trial")
    d = pd.read_csv(path(SPLIT, "arthritis-trial"), index_col=0)
    assert len(d) == 906 and not d.duplicated(["id", "time"]).any()
    b.q("What self-assessment score did patient 10 give at month 3?", "value",
        one(d[(d.id == 10) & (d.time == 3)], "y"), 0, position="3", why="y of the row id 10, time 3")
    t5 = d[d.time == 5]
    b.q("What was the mean self-assessment score at month 5?", "mean", t5.y.mean(), 3,
        why=f"mean of y over the {int(t5.y.notna().sum())} rows of time 5 with a score (NA left out)")
    g1, g2 = t5[t5.trt == 1].y.mean(), t5[t5.trt == 2].y.mean()
    b.q("At month 5, which treatment group had the higher mean score, group 1 or group 2, and by how much?",
        "comparison", abs(g1 - g2), 3, entity="1" if g1 > g2 else "2", members={"1": g1, "2": g2},
        why=f"mean y at time 5 (NA left out): trt 1 {g1}, trt 2 {g2}; the value is the difference")
    pat = d.drop_duplicates("id")
    assert len(pat) == 302
    b.q("How many patients were in treatment group 2?", "count", int((pat.trt == 2).sum()), 0,
        why="count of the distinct ids with trt 2")
    assert d.time.max() == 5
    b.refuse("What was the mean self-assessment score at month 12?", "refusal-after-end",
             "the follow-up times are months 1, 3 and 5 only")

    # bundestag-2005: 16 states x 5 parties (votes)
    b.on(SPLIT, "bundestag-2005")
    d = pd.read_csv(path(SPLIT, "bundestag-2005"), index_col=0)
    assert d.shape == (16, 5) and list(d.columns) == BUNDESTAG
    b.q("How many votes did the SPD get in Bayern?", "value", d.loc["Bayern", "SPD"], 0,
        why="the cell Bayern, SPD")
    b.q("How many votes did the Linke win across the whole country?", "sum", d.Linke.sum(), 0,
        why="sum of the Linke column over the 16 states")
    sa = d.loc["Sachsen"]
    b.q("What share of the votes for these five parties in Sachsen went to the Linke?", "share",
        100 * sa["Linke"] / sa.sum(), 2, why=f"Linke / the sum of the 5 party cells of Sachsen ({sa.sum()}), in percent")
    st, v = unique_arg(d.FDP)
    b.q("In which state did the FDP get the most votes?", "ranking", v, 0, entity=st,
        why="largest cell of the FDP column (unique)")
    spd, cdu = d.loc["Berlin", "SPD"], d.loc["Berlin", "CDU/CSU"]
    b.q("In Berlin, did the SPD or the CDU/CSU get more votes, and by how many?", "comparison", abs(spd - cdu), 0,
        entity="SPD" if spd > cdu else "CDU/CSU", members={"SPD": spd, "CDU/CSU": cdu},
        why=f"Berlin: SPD {spd}, CDU/CSU {cdu}; the value is the difference")
    b.refuse("How many votes did the NPD get in Sachsen?", "refusal-unknown-member",
             "the parties in the table are SPD, CDU/CSU, Gruene, FDP and Linke: no NPD")

    # airport-distances: 11 x 11 symmetric, miles
    b.on(SPLIT, "airport-distances")
    d = pd.read_csv(path(SPLIT, "airport-distances"), index_col=0)
    assert list(d.columns) == AIRPORTS and list(d.index) == AIRPORTS and (d.values == d.values.T).all()
    b.q("How far is it from BOS to LAX?", "value", d.loc["BOS", "LAX"], 0, why="the cell BOS, LAX (miles)")
    ap, v = unique_arg(d.loc["ATL"])
    b.q("Which of these airports is farthest from ATL?", "ranking", v, 0, entity=ap,
        why="largest cell of the ATL row (unique)")
    den = d.loc["DEN"].drop("DEN")
    b.q("What is the average distance from DEN to the other ten airports?", "mean", den.mean(), 1,
        why="mean of the DEN row without its 0 diagonal cell (10 distances)")
    ap, v = unique_arg(d.loc["SFO"].drop("SFO"), largest=False)
    b.q("Which airport is closest to SFO?", "ranking", v, 0, entity=ap,
        why="smallest cell of the SFO row, the diagonal left out (unique)")
    mia, msy = d.loc["SEA", "MIA"], d.loc["SEA", "MSY"]
    b.q("Is MIA or MSY farther from SEA, and by how many miles?", "comparison", abs(mia - msy), 0,
        entity="MIA" if mia > msy else "MSY", members={"MIA": mia, "MSY": msy},
        why=f"SEA row: MIA {mia}, MSY {msy}; the value is the difference")
    b.refuse("How far is it from ORD to DFW?", "refusal-unknown-member",
             "the airports are ATL, BOS, ORD, DCA, DEN, LAX, MIA, JFK, SEA, SFO and MSY: no DFW")

    # probability-words: 46 respondents x 17 phrases (percent)
    b.on(SPLIT, "probability-words")
    d = pd.read_csv(path(SPLIT, "probability-words"))
    assert d.shape == (46, 17)
    b.q("On average, what probability do people attach to 'highly likely'?", "mean", d["Highly Likely"].mean(), 2,
        why="mean of the 'Highly Likely' column over the 46 respondents (percent)")
    pr, li = d["Probable"].mean(), d["Likely"].mean()
    b.q("Do people rate 'probable' or 'likely' as more likely on average, and by how much?", "comparison",
        abs(pr - li), 2, entity="Probable" if pr > li else "Likely", members={"Probable": pr, "Likely": li},
        why=f"mean: Probable {pr}, Likely {li}; the value is the difference")
    b.q("How many respondents put 'about even' at exactly 50 percent?", "count", int((d["About Even"] == 50).sum()), 0,
        why="count of the 46 rows with About Even == 50")
    ph, v = unique_arg(d.mean(), largest=False)
    b.q("Which phrase suggests the lowest probability on average?", "ranking", v, 2, entity=ph,
        why="smallest column mean among the 17 phrases (unique)")
    b.refuse("What probability do people give to 'a safe bet'?", "refusal-unknown-member",
             "'a safe bet' is not one of the 17 phrases")

    # cran-packages: 29 counts, 2001-06-21 .. 2014-04-13, irregular dates
    b.on(SPLIT, "cran-packages")
    d = pd.read_csv(path(SPLIT, "cran-packages"), index_col=0)
    assert len(d) == 29 and d.Date.is_unique
    e = d.set_index("Date")
    b.q("How many packages were on CRAN on 12 October 2004?", "value", e.loc["2004-10-12", "Packages"], 0,
        position="2004-10-12", why="Packages of the row Date 2004-10-12")
    a, z = e.loc["2011-04-13", "Packages"], e.loc["2014-04-13", "Packages"]
    b.q("By how many packages did CRAN grow between 13 April 2011 and 13 April 2014?", "change", z - a, 0,
        why=f"Packages 2014-04-13 ({z}) minus Packages 2011-04-13 ({a})")
    a, z = e.loc["2001-06-21", "Packages"], e.loc["2007-04-12", "Packages"]
    b.q("By what percentage did the number of CRAN packages grow from 21 June 2001 to 12 April 2007?",
        "percent-change", 100 * (z - a) / a, 1, why=f"(Packages 2007-04-12 {z} - 2001-06-21 {a}) / {a}, in percent")
    b.q("How many of the counts were recorded by Spencer Graves?", "count", int((d.Source == "Spencer Graves").sum()), 0,
        why="count of the rows with Source 'Spencer Graves'")
    assert d.Date.max() == "2014-04-13"
    b.refuse("How many packages were on CRAN at the start of 2020?", "refusal-after-end",
             "the last count is of 13 April 2014")

    # british-exports: yearly 1855..1899, millions of pounds
    b.on(SPLIT, "british-exports")
    d = pd.read_csv(path(SPLIT, "british-exports"), index_col=0).set_index("Year")
    assert len(d) == 45 and d.index.min() == 1855 and d.index.max() == 1899
    b.q("What were British exports worth in 1870?", "value", d.loc[1870, "Value"], 1, position="1870",
        why="Value of the row 1870 (millions of pounds)")
    w = d.loc[1880:1889, "Value"]
    assert len(w) == 10
    b.q("What was the total value of exports over the 1880s?", "sum", w.sum(), 1,
        why="sum of Value over the 10 years 1880..1889 (a flow)")
    yr, v = unique_arg(d.Value)
    b.q("In which year did exports peak, and at what value?", "max", v, 1, position=str(yr),
        why="largest Value over the 45 years (unique) and its year")
    a, z = d.loc[1855, "Value"], d.loc[1899, "Value"]
    b.q("By what percentage did exports grow from 1855 to 1899?", "percent-change", 100 * (z - a) / a, 1,
        why=f"(Value 1899 {z} - Value 1855 {a}) / {a}, in percent")
    b.refuse("What were British exports worth in 1850?", "refusal-before-start", "the series begins in 1855")

    # longley-economy: yearly 1947..1962
    b.on(SPLIT, "longley-economy")
    d = pd.read_csv(path(SPLIT, "longley-economy"), index_col=0).set_index("Year")
    assert len(d) == 16 and d.index.min() == 1947 and d.index.max() == 1962
    b.q("What was the Unemployed figure in 1950?", "value", d.loc[1950, "Unemployed"], 1, position="1950",
        why="Unemployed of the row 1950 (as the table writes it)")
    w = d.loc[1950:1953, "Armed.Forces"]
    assert len(w) == 4
    b.q("What was the average size of the armed forces from 1950 to 1953?", "mean", w.mean(), 2,
        why="mean of Armed.Forces over the 4 years 1950..1953 (as the table writes it)")
    yr, v = unique_arg(d.Unemployed)
    b.q("In which year was unemployment highest, and what was the figure?", "max", v, 1, position=str(yr),
        why="largest Unemployed over the 16 years (unique) and its year")
    a, z = d.loc[1947, "GNP"], d.loc[1962, "GNP"]
    b.q("By what percentage did GNP grow between 1947 and 1962?", "percent-change", 100 * (z - a) / a, 1,
        why=f"(GNP 1962 {z} - GNP 1947 {a}) / {a}, in percent")
    b.refuse("What was the federal budget deficit in 1955?", "refusal-unknown-measure",
             "the table has the GNP deflator, GNP, unemployed, armed forces, population and employed: no budget")

    # classified-documents: 1980..2012 (every second year to 1988), NA before a series starts
    b.on(SPLIT, "classified-documents")
    d = pd.read_csv(path(SPLIT, "classified-documents"), index_col=0).set_index("year")
    assert len(d) == 29 and d.index.min() == 1980 and d.index.max() == 2012
    b.q("How many original classification decisions were made in 2001?", "value", d.loc[2001, "OCActivity"], 0,
        position="2001", why="OCActivity of the row 2001")
    yr, v = unique_arg(d.DerivClassActivity)
    b.q("In which year did derivative classification peak, and how many decisions were there?", "max", v, 0,
        position=str(yr), why="largest DerivClassActivity over the years (NA left out; unique) and its year")
    w = d.loc[2000:2009, "OCActivity"]
    assert len(w) == 10 and w.notna().all()
    b.q("How many original classification decisions were made in total from 2000 to 2009?", "sum", w.sum(), 0,
        why="sum of OCActivity over the 10 years 2000..2009 (a flow)")
    a, z = d.loc[1980, "OCAuthorities"], d.loc[2012, "OCAuthorities"]
    b.q("How did the number of original classification authorities change between 1980 and 2012?", "change",
        z - a, 0, why=f"OCAuthorities 2012 ({z}) minus OCAuthorities 1980 ({a})")
    assert d.OCActivity.first_valid_index() == 1989
    b.refuse("How many original classification decisions were made in 1985?", "refusal-before-start",
             "original classification activity is recorded from 1989 (and the table has no 1985 row)")

    # canada-population: censuses 1851..2001, millions
    b.on(SPLIT, "canada-population")
    d = pd.read_csv(path(SPLIT, "canada-population"), index_col=0).set_index("year")
    assert len(d) == 16 and d.index.min() == 1851 and d.index.max() == 2001
    b.q("What was Canada's population at the 1901 census?", "value", d.loc[1901, "population"], 3, position="1901",
        why="population of the row 1901 (millions)")
    a, z = d.loc[1951, "population"], d.loc[2001, "population"]
    b.q("By how much did Canada's population grow between 1951 and 2001?", "change", z - a, 3,
        why=f"population 2001 ({z}) minus population 1951 ({a}), millions")
    a, z = d.loc[1851, "population"], d.loc[1901, "population"]
    b.q("By what percentage did the population grow from 1851 to 1901?", "percent-change", 100 * (z - a) / a, 1,
        why=f"(population 1901 {z} - 1851 {a}) / {a}, in percent")
    b.q("In how many of the censuses was the population above 10 million?", "count",
        int((d.population > 10).sum()), 0, why="count of the 16 rows with population > 10")
    b.refuse("What was Canada's population in 2011?", "refusal-after-end", "the last census in the table is 2001")

    # periodic-table: 118 elements
    b.on(SPLIT, "periodic-table")
    d = pd.read_csv(path(SPLIT, "periodic-table"))
    assert len(d) == 118 and d.name.is_unique
    e = d.set_index("name")
    b.q("What is the atomic mass of iron?", "value", float(e.loc["Iron", "atomic mass"]), 3,
        why="atomic mass of the row Iron")
    b.q("What is the melting point of gold, in kelvin?", "value", e.loc["Gold", "melting point"], 0,
        why="melting point of the row Gold (K)")
    b.q("How many elements are gases in their standard state?", "count", int((d["standard state"] == "gas").sum()), 0,
        why="count of the rows with standard state 'gas'")
    el, v = unique_arg(e.density)
    b.q("Which element has the highest density?", "ranking", v, 2, entity=el,
        why="largest density over the elements that have one (NA left out; unique)")
    hal = d[d.metal == "halogen"]
    assert hal.electronegativity.notna().sum() >= 5
    b.q("What is the average electronegativity of the halogens?", "mean", hal.electronegativity.mean(), 3,
        why=f"mean of electronegativity over the {int(hal.electronegativity.notna().sum())} rows with metal "
            f"'halogen' that have one (NA left out)")
    assert "Adamantium" not in e.index
    b.refuse("What is the atomic mass of adamantium?", "refusal-unknown-member",
             "adamantium is not an element: no such row")

    # us-cereals: 65 cereals, per cup
    b.on(SPLIT, "us-cereals")
    d = pd.read_csv(path(SPLIT, "us-cereals"), index_col=0)
    assert len(d) == 65 and d.index.is_unique
    b.q("How many calories are there in a cup of Cheerios?", "value", d.loc["Cheerios", "calories"], 1,
        why="calories of the row Cheerios (per cup)")
    ce, v = unique_arg(d.sugars)
    b.q("Which cereal has the most sugar per cup?", "ranking", v, 2, entity=ce, why="largest sugars (unique)")
    k = d[d.mfr == "K"]
    b.q("What is the average sodium content of the Kellogg's cereals (mfr K)?", "mean", k.sodium.mean(), 2,
        why=f"mean of sodium over the {len(k)} rows with mfr K (Kelloggs)")
    b.q("How many of the cereals are displayed on shelf 3?", "count", int((d.shelf == 3).sum()), 0,
        why="count of the rows with shelf 3")
    ab, hb = d.loc["All-Bran", "fibre"], d.loc["100% Bran", "fibre"]
    b.q("Which has more fibre per cup, All-Bran or 100% Bran, and by how much?", "comparison", abs(ab - hb), 2,
        entity="All-Bran" if ab > hb else "100% Bran", members={"All-Bran": ab, "100% Bran": hb},
        why=f"fibre: All-Bran {ab}, 100% Bran {hb}; the value is the difference")
    assert not d.index.str.contains("Cocoa Kr").any()
    b.refuse("How many calories are in a cup of Cocoa Krispies?", "refusal-unknown-member",
             "Cocoa Krispies is not among the 65 cereals (Rice Krispies and Cocoa Puffs are)")

    # suicide-methods: 306 cells, sex x method x age (West Germany 1974-77)
    b.on(SPLIT, "suicide-methods")
    d = pd.read_csv(path(SPLIT, "suicide-methods"), index_col=0)
    assert len(d) == 306 and not d.duplicated(["sex", "method", "age"]).any()
    b.q("How many men in the age class 30 died by hanging?", "value",
        one(d[(d.sex == "male") & (d.method == "hang") & (d.age == 30)], "Freq"), 0,
        why="Freq of the cell male, hang, age 30")
    b.q("How many suicides by drowning were recorded in total?", "sum", d[d.method == "drown"].Freq.sum(), 0,
        why="sum of Freq over the 34 cells with method drown")
    w = d[d.sex == "female"]
    b.q("What percentage of the women's suicides were by poisoning?", "share",
        100 * w[w.method == "poison"].Freq.sum() / w.Freq.sum(), 2,
        why="sum of Freq over female cells with method poison divided by the sum over all female cells, in percent")
    m, v = unique_arg(d[d.sex == "male"].groupby("method").Freq.sum())
    b.q("What was the most common method among men?", "ranking", v, 0, entity=m,
        why="largest sum of Freq per method over the male cells (unique; the 9 methods of the method column)")
    gm = d[(d.method2 == "gas") & (d.sex == "male")].Freq.sum()
    gf = d[(d.method2 == "gas") & (d.sex == "female")].Freq.sum()
    b.q("Did more men or more women take their lives with gas, and how many more?", "comparison", abs(gm - gf), 0,
        entity="male" if gm > gf else "female", members={"male": gm, "female": gf},
        why=f"sum of Freq over method2 gas (cookgas + toxicgas): male {gm}, female {gf}; the value is the difference")
    b.refuse("How many suicides were recorded in 1976?", "refusal-constraint",
             "the table pools 1974-1977: it has no year")


def build() -> list[dict]:
    b = Battery()
    holdout8(b)
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
