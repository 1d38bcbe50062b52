"""Write the question battery over the unseen eighteenth split: questions/holdout17.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout17/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout17.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a quarter of the prisoners' table is the row whose ``t`` is the first day of the quarter's last
  month (the March quarter of 2010, its first quarter, is ``2010-03-01``); a position is written
  ``2010Q1``; the prisoners of a state (or of Australia) in a quarter are the sum of its rows in that
  quarter (sexes and legal statuses together unless the question names them);
- a state or territory is named as people name it (``New South Wales`` for ``NSW``), but a ranking's
  entity is the code the file writes; a rat, a diet, a plot and a Congress by the number the file
  writes (``rat 3``, ``diet 2``, ``the 104th Congress``); a gas by its name (``methane`` is ``CH4``);
  a species by its Latin name (``Dipodomys merriami`` is the species_id ``DM``); an exam as people
  name it (``U.S. history`` is ``us_history``); a baseball team by the name it had that season;
- a Congress's parties: the Democrats are ``p1`` (their seats ``np1``) and the Republicans ``p2``
  (``np2``) from the 35th Congress on, which is checked wherever a question names them; a "when"
  of a Congress is the year it began (``year_start``);
- a capture of the Portal Project is a row; a day is the row's year, month and day; a weekend is
  Saturday and Sunday;
- a week of the gasoline table is its ISO week as the file writes it (``2010 W01``), a year's weeks
  those written with that year; a month of the electricity table is its fractional year's month
  (``2012.5`` is July 2012, position ``2012-07``);
- a Regents exam's students at a score are the count in that row; the row with no score (its counts
  unexplained by the documentation) is left out of every sum and share, which ``why`` says;
- "the states" are the 50 states: the District of Columbia and Puerto Rico are left out where a
  question says "states" and it matters (``why`` says so), kept where it asks of "places";
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty, a name that fits two members, a constraint the table cannot apply.

holdout17 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout17`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, path, unique_arg  # noqa: E402
from make_questions import compared as cmp  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout17"


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout17(b: Battery) -> None:
    b.split = SPLIT

    # australian-prisoners: state x gender x legal x quarter, 2005 Q1 .. 2016 Q4
    b.on(SPLIT, "australian-prisoners")
    d = read("australian-prisoners")
    d["q"] = d.t.str[:4] + "Q" + (d.t.str[5:7].astype(int) // 3).astype(str)
    s = d.set_index(["state", "gender", "legal", "q"])["count"]
    b.q("How many sentenced men were in prison in New South Wales in the March quarter of 2010?", "value",
        s[("NSW", "Male", "Sentenced", "2010Q1")], 0, position="2010Q1",
        why="count of the row NSW, Male, Sentenced, t 2010-03-01")
    q4 = d[d.q == "2016Q4"]
    assert len(q4) == 32
    b.q("How many prisoners were there in Australia altogether in the December quarter of 2016?", "sum",
        q4["count"].sum(), 0, why="sum of count over the 32 rows of t 2016-12-01 (8 states x 2 sexes x 2 statuses)")
    rem = d[(d.q == "2015Q2") & (d.gender == "Female") & (d.legal == "Remanded")].set_index("state")["count"]
    k, v = unique_arg(rem)
    b.q("Which state or territory had the most women on remand in the June quarter of 2015?", "ranking", v, 0,
        entity=k, why="the largest count over the 8 rows Female, Remanded, t 2015-06-01 (unique) and its state code")
    qld = d[d.state == "QLD"].groupby("q")["count"].sum()
    a, c = qld["2005Q1"], qld["2016Q4"]
    b.q("By what percentage did Queensland's prison population grow from the first quarter of 2005 to the last "
        "quarter of 2016?", "percent-change", 100 * (c - a) / a, 2,
        why=f"sum of count over Queensland's 4 rows (sexes x statuses) at 2016-12-01 ({c}) minus 2005-03-01 ({a}), "
        "over 2005-03-01, in percent")
    vic = d[(d.state == "VIC") & (d.q == "2014Q3")]
    b.q("What share of Victoria's prisoners were on remand in the September quarter of 2014?", "share",
        100 * vic[vic.legal == "Remanded"]["count"].sum() / vic["count"].sum(), 2,
        why="sum of count over VIC's 2 Remanded rows of t 2014-09-01 over the sum over its 4 rows, in percent")
    assert d.t.max() == "2016-12-01"
    b.refuse("How many prisoners were held in Western Australia in the March quarter of 2017?", "refusal-after-end",
             "the quarters run 2005 Q1 .. 2016 Q4 (t 2005-03-01 .. 2016-12-01)")

    # ice-core-greenhouse-gases: gas x year, every 20 years 20 .. 2000
    b.on(SPLIT, "ice-core-greenhouse-gases")
    d = read("ice-core-greenhouse-gases")
    g = {gas: d[d.gas == gas].set_index("year").concentration for gas in ("CO2", "CH4", "N2O")}
    b.q("What was the concentration of methane in the year 1000, according to the Law Dome ice core?", "value",
        g["CH4"][1000], 1, why="concentration of the row CH4, year 1000 (ppb)")
    a, c = g["CO2"][1800], g["CO2"][2000]
    b.q("By how much did carbon dioxide rise between 1800 and 2000?", "change", c - a, 1,
        why=f"concentration of CO2 in 2000 ({c}) minus 1800 ({a}), ppm")
    k, v = unique_arg(g["CO2"], largest=False)
    b.q("In which year was the carbon dioxide concentration at its lowest, and what was it?", "min", v, 1,
        position=str(k), why="the smallest concentration over the 100 rows CO2 (unique) and its year")
    n2o = g["N2O"].loc[1000:1500]
    assert len(n2o) == 26
    b.q("What was the average nitrous oxide concentration between the years 1000 and 1500?", "mean", n2o.mean(), 2,
        why="mean of concentration over the 26 rows N2O, year 1000, 1020 .. 1500")
    assert "O3" not in set(d.gas) and not [x for x in d.gas.unique() if "ozone" in x.lower()]
    b.refuse("What was the ozone concentration in the year 1500?", "refusal-unknown-member",
             "the gases are CO2, CH4 and N2O only: no ozone")

    # mlb-team-seasons: team x season 1876 .. 2020
    b.on(SPLIT, "mlb-team-seasons")
    d = read("mlb-team-seasons")
    s = d.set_index(["team_name", "year"])
    b.q("How many games did the Seattle Mariners win in 2001?", "value", s.loc[("Seattle Mariners", 2001), "wins"], 0,
        why="wins of the row Seattle Mariners, 2001")
    hr = d[d.year == 2019].set_index("team_name").homeruns
    k, v = unique_arg(hr)
    b.q("Which team hit the most home runs in 2019?", "ranking", v, 0, entity=k,
        why="the largest homeruns over the 30 rows of 2019 (unique) and its team_name")
    att = d[d.year == 2019]
    assert att.home_attendance.notna().all() and len(att) == 30
    b.q("What was the total home attendance across the major leagues in 2019?", "sum", att.home_attendance.sum(), 0,
        why="sum of home_attendance over the 30 rows of 2019")
    nyy = d[(d.team_name == "New York Yankees") & d.year.between(1990, 2020) & (d.world_series_winner == "Y")]
    b.q("How many World Series did the New York Yankees win between 1990 and 2020?", "count", len(nyy), 0,
        why="count of rows New York Yankees, year 1990 .. 2020, world_series_winner Y")
    cmp(b, "Did the Boston Red Sox or the New York Yankees score more runs in 2004, and by how many?",
        "Boston Red Sox", int(s.loc[("Boston Red Sox", 2004), "runs_scored"]), "New York Yankees",
        int(s.loc[("New York Yankees", 2004), "runs_scored"]), 0, "runs_scored of the rows of 2004")
    chi = d[(d.year == 2005) & d.team_name.str.startswith("Chicago")]
    assert len(chi) == 2
    b.refuse("How many games did Chicago win in 2005?", "refusal-ambiguous",
             f"two teams of 2005 are Chicago's: {' and '.join(chi.team_name)}")
    assert not [c for c in d.columns if "salar" in c or "payroll" in c]
    b.refuse("What was the New York Yankees' payroll in 2010?", "refusal-unknown-measure",
             "the table has no payroll or salaries (results, batting, pitching, fielding and attendance only)")

    # portal-rodents: one row a capture, month / day / year, 1977-07 .. 1989-12
    b.on(SPLIT, "portal-rodents")
    d = read("portal-rodents")
    d["date"] = pd.to_datetime(dict(year=d.year, month=d.month, day=d.day))
    dm85 = d[(d.species_id == "DM") & (d.year == 1985)]
    b.q("How many Dipodomys merriami were captured in 1985?", "count", len(dm85), 0,
        why="count of rows with species_id DM (genus Dipodomys, species merriami) and year 1985")
    ds80 = d[(d.species_id == "DS") & (d.year == 1980)]
    b.q("What was the average weight of the Dipodomys spectabilis caught in 1980?", "mean", ds80.weight.mean(), 2,
        why=f"mean of weight over the {ds80.weight.notna().sum()} rows DS, 1980 with a weight "
        f"(of {len(ds80)}: the empty weights left out)")
    y86 = d[d.year == 1986].set_index(d[d.year == 1986].date.dt.strftime("%Y-%m-%d")).weight
    k, v = unique_arg(y86)
    b.q("On which day of 1986 was the heaviest animal caught, and how much did it weigh?", "max", v, 0, position=k,
        why="the largest weight over the rows of 1986 (unique) and its year, month and day")
    s89 = d[(d.year == 1989) & d.sex.notna()]
    b.q("Of the animals whose sex was recorded in 1989, what percentage were female?", "share",
        100 * (s89.sex == "F").mean(), 2,
        why=f"rows of 1989 with sex F over the {len(s89)} rows of 1989 with sex M or F, in percent")
    we = d[(d.year == 1987) & (d.date.dt.day_of_week >= 5)]
    b.q("How many captures were made on weekends in 1987?", "count", len(we), 0,
        why="count of rows of 1987 whose day (year, month, day) is a Saturday or a Sunday")
    assert d.year.max() == 1989
    b.refuse("How many animals were captured at Portal in 1995?", "refusal-after-end",
             "the captures run from July 1977 to December 1989")

    # us-residual-oil: Year x Qtr, 1983 Q1 .. 2016 Q4
    b.on(SPLIT, "us-residual-oil")
    d = read("us-residual-oil")
    d["q"] = d.Year.astype(str) + "Q" + d.Qtr.astype(str)
    s = d.set_index("q").Oil
    b.q("How much residual fuel oil did US refiners sell per day in the third quarter of 2008?", "value",
        s["2008Q3"], 2, position="2008Q3", why="Oil of the row Year 2008, Qtr 3 (millions of gallons a day)")
    k, v = unique_arg(s)
    b.q("In which quarter were residual fuel oil sales at their highest, and how high were they?", "max", v, 2,
        position=k, why="the largest Oil over the 136 quarters (unique) and its Year and Qtr")
    a, c = s["2000Q1"], s["2016Q1"]
    b.q("By what percentage did residual oil sales fall from the first quarter of 2000 to the first quarter of "
        "2016?", "percent-change", 100 * (c - a) / a, 2,
        why=f"Oil of 2016 Q1 ({c}) minus 2000 Q1 ({a}), over 2000 Q1, in percent")
    late = d[d.Year.between(2010, 2016)]
    b.q("In how many quarters from 2010 to 2016 were sales below 20 million gallons a day?", "count",
        int((late.Oil < 20).sum()), 0, why="count of the 28 rows Year 2010 .. 2016 with Oil < 20")
    assert [c for c in d.columns if c not in ("rownames", "Year", "Qtr", "t", "q")] == ["Oil", "LogOil"]
    b.refuse("What was the price of residual fuel oil in 1995?", "refusal-unknown-measure",
             "the table has the volume sold (Oil, LogOil) only: no price")

    # us-electricity-generation: monthly, time = year + (month - 1) / 12, 1973-01 .. 2013-06
    b.on(SPLIT, "us-electricity-generation")
    d = read("us-electricity-generation")
    k12 = (d.time * 12).round().astype(int)
    d["y"], d["m"] = k12 // 12, k12 % 12 + 1
    d["pos"] = d.y.astype(str) + "-" + d.m.map("{:02d}".format)
    s = d.set_index("pos").value
    b.q("How much electricity did the United States generate in July 2012?", "value", s["2012-07"], 1,
        position="2012-07", why="value of the row time 2012.5 (July 2012; billions of kWh)")
    y00 = d[d.y == 2000]
    assert len(y00) == 12
    b.q("What was the total net generation of electricity in 2000?", "sum", y00.value.sum(), 1,
        why="sum of value over the 12 months of 2000 (a flow, billions of kWh)")
    k, v = unique_arg(s)
    b.q("In which month was the most electricity generated, and how much?", "max", v, 1, position=k,
        why="the largest value over the 486 months (unique) and its month (time as a fractional year)")
    su = d[(d.y == 2010) & d.m.isin([6, 7, 8])]
    b.q("What was the average monthly generation in the summer of 2010?", "mean", su.value.mean(), 2,
        why="mean of value over June, July and August 2010 (the summer, meteorological, northern hemisphere)")
    q1 = d[(d.y == 1990) & d.m.isin([1, 2, 3])]
    b.q("How much electricity was generated in the first quarter of 1990?", "sum", q1.value.sum(), 1,
        why="sum of value over January, February and March 1990 (time 1990.0 .. 1990.1667)")

    # rat-body-weights: 16 rats x 11 weighings (days 1 .. 64)
    b.on(SPLIT, "rat-body-weights")
    d = read("rat-body-weights")
    s = d.set_index(["Rat", "Time"]).weight
    b.q("How much did rat 3 weigh on day 36?", "value", s[(3, 36)], 0, why="weight of the row Rat 3, Time 36 (grams)")
    a, c = s[(12, 1)], s[(12, 64)]
    b.q("How much weight did rat 12 gain between day 1 and day 64?", "change", c - a, 0,
        why=f"weight of Rat 12 on day 64 ({c}) minus day 1 ({a})")
    d64 = d[d.Time == 64]
    b.q("What was the average weight of the rats on diet 2 on day 64?", "mean", d64[d64.Diet == 2].weight.mean(), 2,
        why="mean of weight over the 4 rows Diet 2, Time 64 (rats 9 .. 12)")
    k, v = unique_arg(d[d.Time == 1].set_index("Rat").weight)
    b.q("Which rat was the heaviest at the start of the study, on day 1?", "ranking", v, 0, entity=str(k),
        why="the largest weight over the 16 rows of Time 1 (unique) and its Rat")
    m64 = d64.groupby("Diet").weight.mean()
    cmp(b, "On day 64, were the rats on diet 3 or those on diet 1 heavier on average, and by how much?",
        "3", m64[3], "1", m64[1], 2, "mean of weight over the rows of Time 64, Diet 3 (4 rats) and Diet 1 (8 rats)")
    assert d.Rat.max() == 16
    b.refuse("How much did rat 17 weigh on day 22?", "refusal-unknown-member", "the rats are numbered 1 .. 16")

    # us-house-congresses: 1st .. 116th Congress
    b.on(SPLIT, "us-house-congresses")
    d = read("us-house-congresses")
    dr = d[d.congress >= 35]
    assert (dr.p1 == "Democrats").all() and (dr.p2 == "Republicans").all()
    s = d.set_index("congress")
    b.q("How many seats did the Republicans hold in the House in the 104th Congress?", "value", s.loc[104, "np2"], 0,
        why="np2 of the row congress 104 (p2 Republicans)")
    cmp(b, "Which party held more House seats in the 65th Congress, and by how many?", "Republicans",
        int(s.loc[65, "np2"]), "Democrats", int(s.loc[65, "np1"]), 0,
        "np2 (p2 Republicans) and np1 (p1 Democrats) of the row congress 65")
    k, v = unique_arg(dr.set_index("year_start").np1)
    b.q("When did the Democrats hold their largest number of House seats, and how many was it?", "max", v, 0,
        position=str(k), why=f"the largest np1 over the rows with p1 Democrats (unique) and its year_start "
        f"(congress {int(dr[dr.year_start == k].congress.iloc[0])})")
    b.q("In how many Congresses did the Republicans hold more House seats than the Democrats?", "count",
        int((dr.np2 > dr.np1).sum()), 0,
        why=f"count of the {len(dr)} rows from the 35th Congress (p1 Democrats, p2 Republicans) with np2 > np1")
    a, c = s.loc[111, "np1"], s.loc[112, "np1"]
    b.q("How many seats did the Democrats gain or lose from the 111th to the 112th Congress?", "change", c - a, 0,
        why=f"np1 of congress 112 ({c}) minus 111 ({a})")
    assert d.congress.max() == 116
    b.refuse("How many seats did the Republicans hold in the 117th Congress?", "refusal-after-end",
             "the table ends with the 116th Congress (2019-2021)")

    # southern-oscillation-index: one row a year 1900-2005, Jan .. Dec as columns
    b.on(SPLIT, "southern-oscillation-index")
    d = read("southern-oscillation-index").set_index("Year")
    b.q("What was the Southern Oscillation Index in March 1983?", "value", d.loc[1983, "Mar"], 1,
        why="Mar of the row Year 1983")
    k, v = unique_arg(d.SOI, largest=False)
    b.q("In which year was the annual Southern Oscillation Index at its lowest, and what was it?", "min", v, 2,
        position=str(k), why="the smallest SOI (the annual mean) over the 106 years (unique) and its Year")
    b.q("What was the average SOI from June to August 1997?", "mean", d.loc[1997, ["Jun", "Jul", "Aug"]].mean(), 2,
        why="mean of Jun, Jul and Aug of the row Year 1997")
    mid = d.loc[1950:1999]
    b.q("In how many years between 1950 and 1999 did Australia's average rainfall exceed 500 mm?", "count",
        int((mid.avrain > 500).sum()), 0, why="count of the 50 rows Year 1950 .. 1999 with avrain > 500")
    cmp(b, "Was south-eastern or south-western Australia wetter in 2000, and by how many millimetres?",
        "south-eastern", d.loc[2000, "seRain"], "south-western", d.loc[2000, "swRain"], 2,
        "seRain and swRain of the row Year 2000")
    assert d.index.max() == 2005
    b.refuse("What was the Southern Oscillation Index in January 2010?", "refusal-after-end",
             "the years run 1900 .. 2005")

    # nyc-regents-scores: score 0 .. 100 (and one row with no score) x five exams
    b.on(SPLIT, "nyc-regents-scores")
    d = read("nyc-regents-scores")
    sc = d.dropna(subset=["score"]).set_index("score")
    assert len(sc) == 101 and len(d) == 102
    b.q("How many students scored exactly 65 on the English Regents exam?", "value", sc.loc[65, "english"], 0,
        why="english of the row score 65")
    b.q("How many students scored 65 or more on the global history exam?", "sum",
        sc.loc[65:, "global_history"].sum(), 0,
        why="sum of global_history over the rows score 65 .. 100 (empty cells left out)")
    exams = ["integrated_algebra", "global_history", "living_environment", "english", "us_history"]
    k, v = unique_arg(sc.loc[65, exams])
    b.q("Which exam had the most students scoring exactly 65?", "ranking", v, 0, entity=k,
        why="the largest of the five exam columns of the row score 65 (unique) and its exam")
    le = sc.living_environment
    b.q("What share of the students who took the Living Environment exam scored 65 or above?", "share",
        100 * le.loc[65:].sum() / le.sum(), 2,
        why="sum of living_environment over the rows score 65 .. 100 over its sum over the rows score 0 .. 100, in "
        "percent (the row with no score left out)")
    assert not [c for c in d.columns if "chem" in c.lower()]
    b.refuse("How many students scored 80 on the chemistry exam?", "refusal-unknown-member",
             "the exams are integrated algebra, global history, living environment, English and U.S. history: "
             "no chemistry")

    # us-gasoline-weekly: ISO weeks 1991 W06 .. 2017 W03
    b.on(SPLIT, "us-gasoline-weekly")
    d = read("us-gasoline-weekly")
    d["y"] = d.Week.str[:4].astype(int)
    s = d.set_index("Week").Barrels
    y05 = d[d.y == 2005]
    b.q("On average, how much gasoline was supplied per day in 2005?", "mean", y05.Barrels.mean(), 3,
        why=f"mean of Barrels over the {len(y05)} weeks written 2005 (2005 W01 .. W52; millions of barrels a day)")
    b.q("How much gasoline was supplied in the first week of 2010?", "value", s["2010 W01"], 3,
        why="Barrels of the row Week '2010 W01' (millions of barrels a day)")
    a, c = s["1992 W01"], s["2016 W01"]
    b.q("By how much did weekly gasoline supply change from the first week of 1992 to the first week of 2016?",
        "change", c - a, 3, why=f"Barrels of 2016 W01 ({c}) minus 1992 W01 ({a})")
    y16 = d[d.y == 2016]
    b.q("In how many weeks of 2016 did gasoline supply exceed 9.5 million barrels a day?", "count",
        int((y16.Barrels > 9.5).sum()), 0, why=f"count of the {len(y16)} weeks written 2016 with Barrels > 9.5")
    assert d.Week.min() == "1991 W06"
    b.refuse("How much gasoline was supplied in the second week of 1990?", "refusal-before-start",
             "the weeks start with 1991 W06")

    # us-sea-level: yearly 1880-2015, CSIRO (to 2013) and NOAA (1993-2015)
    b.on(SPLIT, "us-sea-level")
    d = read("us-sea-level").set_index("year")
    b.q("How far above its 1880 level was the global sea level in 1950, in inches?", "value", d.loc[1950, "adjlev"], 2,
        why="adjlev of the row 1950 (inches against 1880, CSIRO)")
    a, c = d.loc[1900, "adjlev"], d.loc[2000, "adjlev"]
    b.q("By how many inches did the sea level rise between 1900 and 2000?", "change", c - a, 2,
        why=f"adjlev of 2000 ({c}) minus 1900 ({a})")
    b.q("What was the average sea level in NOAA's satellite series from 2010 to 2015?", "mean",
        d.loc[2010:2015, "adjlev_noaa"].mean(), 3, why="mean of adjlev_noaa over the 6 rows 2010 .. 2015")
    cmp(b, "In 2012, did CSIRO's reconstruction or NOAA's series show the higher sea level, and by how much?",
        "CSIRO", d.loc[2012, "adjlev"], "NOAA", d.loc[2012, "adjlev_noaa"], 3, "adjlev and adjlev_noaa of the row 2012")
    b.q("In how many years was the sea level below its 1880 level?", "count", int((d.adjlev < 0).sum()), 0,
        why="count of rows with adjlev < 0 (the empty 2014 and 2015 left out)")
    assert pd.isna(d.loc[2014, "adjlev"])
    b.refuse("What was the sea level in 2014 according to CSIRO's reconstruction?", "refusal-missing-value",
             "the adjlev cell of 2014 is empty (CSIRO's series stops in 2013)")

    # us-alcohol-wholesale: monthly 1992-01 .. 2017-09, FRED S4248SM144NCEN
    b.on(SPLIT, "us-alcohol-wholesale")
    d = read("us-alcohol-wholesale")
    col = "S4248SM144NCEN"
    d["pos"] = d.date.str[:7]
    d["y"] = d.date.str[:4].astype(int)
    s = d.set_index("pos")[col]
    b.q("What were US wholesale sales of beer, wine and spirits in December 2016?", "value", s["2016-12"], 0,
        position="2016-12", why=f"{col} of the row 2016-12-01 (millions of dollars)")
    y10 = d[d.y == 2010]
    b.q("What were the wholesalers' total sales of beer, wine and spirits in 2010?", "sum", y10[col].sum(), 0,
        why=f"sum of {col} over the 12 months of 2010 (a flow)")
    k, v = unique_arg(s)
    b.q("In which month were wholesale alcohol sales highest, and what were they?", "max", v, 0, position=k,
        why=f"the largest {col} over the 309 months (unique) and its month")
    q2 = d[d.date.between("2015-04-01", "2015-06-01")]
    assert len(q2) == 3
    b.q("What were average monthly sales in the second quarter of 2015?", "mean", q2[col].mean(), 2,
        why=f"mean of {col} over April, May and June 2015")
    a, c = d[d.y == 1993][col].sum(), d[d.y == 2016][col].sum()
    b.q("By what percentage did annual sales grow from 1993 to 2016?", "percent-change", 100 * (c - a) / a, 2,
        why=f"sum of {col} over the 12 months of 2016 ({c}) minus that of 1993 ({a}), over 1993, in percent")

    # physical-constants: 354 CODATA 2018 constants
    b.on(SPLIT, "physical-constants")
    d = read("physical-constants")
    s = d.set_index("name")
    b.q("What is the speed of light in vacuum, in metres per second?", "value",
        s.loc["speed of light in vacuum", "value"], 0, why="value of the row 'speed of light in vacuum' (m s^-1)")
    b.q("What is the value of the proton-electron mass ratio?", "value", s.loc["proton-electron mass ratio", "value"],
        3, why="value of the row 'proton-electron mass ratio'")
    b.q("How many of the constants are exact, with no uncertainty?", "count", int(d.uncert.isna().sum()), 0,
        why="count of rows whose uncert is empty (exact values)")
    b.q("How many constants are expressed in joules?", "count", int((d.units == "J").sum()), 0,
        why="count of rows whose units is 'J' exactly")
    assert not [n for n in d.name if "hubble" in n.lower()]
    b.refuse("What is the value of the Hubble constant?", "refusal-unknown-member",
             "the Hubble constant is not among the 354 CODATA constants")

    # paris-metro-stations: 308 stations, passengers = entries in 2021
    b.on(SPLIT, "paris-metro-stations")
    d = read("paris-metro-stations")
    d["line_set"] = d.lines.str.split(", ")
    s = d.set_index("name")
    b.q("How many passengers entered Bastille station in 2021?", "value", s.loc["Bastille", "passengers"], 0,
        why="passengers of the row Bastille")
    k, v = unique_arg(s.passengers)
    b.q("Which Metro station had the most entries in 2021?", "ranking", v, 0, entity=k,
        why="the largest passengers over the 304 stations with one (unique) and its name")
    l14 = d[d.line_set.map(lambda x: "14" in x)]
    b.q("How many stations does line 14 serve?", "count", len(l14), 0,
        why="count of rows whose lines list holds '14' (not '1' or '4' alone)")
    l7b = d[d.line_set.map(lambda x: "7bis" in x)]
    b.q("What was the average number of entries per station on line 7bis in 2021?", "mean", l7b.passengers.mean(), 0,
        why=f"mean of passengers over the {len(l7b)} rows whose lines list holds '7bis' (the whole station's entries)")
    cmp(b, "Which station had more entries in 2021, Châtelet or République, and by how many?", "Châtelet",
        int(s.loc["Châtelet", "passengers"]), "République", int(s.loc["République", "passengers"]), 0,
        "passengers of the rows Châtelet and République")
    assert pd.isna(s.loc["Aimé Césaire", "passengers"])
    b.refuse("How many passengers used Aimé Césaire station in 2021?", "refusal-missing-value",
             "the passengers cell of Aimé Césaire (a new station) is empty")

    # us-rent-income-2017: 50 states + DC + Puerto Rico x (income, rent)
    b.on(SPLIT, "us-rent-income-2017")
    d = read("us-rent-income-2017")
    inc = d[d.variable == "income"].set_index("NAME").estimate
    rent = d[d.variable == "rent"].set_index("NAME").estimate
    b.q("What was the median monthly rent in Oregon in 2017?", "value", rent["Oregon"], 0,
        why="estimate of the row Oregon, rent (dollars a month)")
    k, v = unique_arg(inc)
    b.q("Where in the United States was the median yearly income highest in 2017?", "ranking", v, 0, entity=k,
        why="the largest estimate over the 51 income rows with one (Puerto Rico's is empty; unique) and its NAME")
    cmp(b, "Was the median rent higher in California or in New York, and by how much?", "California",
        rent["California"], "New York", rent["New York"], 0, "estimate of the rows California, rent and New York, "
        "rent")
    states = inc.drop(["District of Columbia", "Puerto Rico"])
    assert len(states) == 50
    b.q("In how many states was the median yearly income below $25,000?", "count", int((states < 25000).sum()), 0,
        why="count of the 50 states' income rows with estimate < 25000 (DC's is above it; Puerto Rico's is empty)")
    b.q("In Texas, what share of the median yearly income would a year of median rent take?", "share",
        100 * 12 * rent["Texas"] / inc["Texas"], 2,
        why="12 times the estimate of Texas, rent over the estimate of Texas, income, in percent")
    assert pd.isna(inc["Puerto Rico"])
    b.refuse("What was the median yearly income in Puerto Rico in 2017?", "refusal-missing-value",
             "the estimate of Puerto Rico, income is empty")


def build() -> list[dict]:
    b = Battery()
    holdout17(b)
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
