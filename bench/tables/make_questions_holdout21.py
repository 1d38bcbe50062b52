"""Write the question battery over the unseen twenty-second split: questions/holdout21.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout21/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor any other split's questions but make_questions.py's and holdout20's, read for the
format). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout21.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a position is written as the file writes its time, made plain: a year ``1911``; a season of
  the basketball table as written, ``2012-2013``; a date ``2018-05-19`` (a creek's reading, a house
  sale from ``YearSold``, ``MonthSold`` and ``DaySold``, a fortnight by its first day); a quarter
  ``1970Q1`` (the woollen yarn's fractional year, ``1970.0`` is the first quarter of 1970); a month
  ``1993-12`` (the souvenir shop's ``1993 Dec``); a week of a study by its number; a day of the pulse
  table as written, ``Day12``;
- "the 1980s" is 1980-1989 and "the 1920s" 1920-1929; a calendar year of the fortnightly cycling
  table is the fortnights whose first day falls in it;
- a county, a creek, a team, a policy, a union as people name them (``Oxfordshire`` is ``Oxford``;
  ``Wildwood Creek`` is ``Wildwood Creek Spring``; ``Mainland China`` is ``China (Mainland)``;
  ``withdrawal`` is ``D``; ``1 pm`` is ``one``), a ranking's entity as the file writes it (a
  union's name without its trailing no-break space);
- coffee imports are in thousands of 60-kg bags, Edgeworth's death rates and Yule's figures as
  written, flows in cubic feet per second, bilirubin in micromoles per litre, prices in dollars,
  unless the question asks for a share, which is in percent;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value; a change is the later value minus the earlier;
- ``grinnell-house-sales`` writes ten sales twice, in identical rows: its counts, sums and means are
  over the 919 distinct sales (the rows deduplicated), as the questions say; ``nitrofen-brood-toxicity``
  repeats rows too, but there each row is an animal, so every row counts;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty, a name that fits two members, a constraint the table cannot apply.

holdout21 was the unseen split kept for the final measurement until holdout22 was built; it is
now a measured split.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import (  # noqa: E402
    Battery,
    one_split,
    path,
    pct,
    ranked,
    unique_arg,
)
from make_questions import compared as cmp  # noqa: E402
from make_questions import main as write_splits  # noqa: E402
from make_questions import only as one  # noqa: E402

SPLIT = "holdout21"


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout21(b: Battery) -> None:
    b.split = SPLIT

    # coffee-imports: country x year 1990 .. 2019 (+ seven blank rows a year), value in thousands of bags
    b.on(SPLIT, "coffee-imports")
    d = read("coffee-imports")
    c = d.dropna(subset=["country"])
    s = c.set_index(["country", "year"])["value"]
    b.q("How much coffee did Japan import in 2005, in thousands of 60-kg bags?", "value", s[("Japan", 2005)], 0,
        position=2005, why="value of the row Japan, 2005 (thousands of 60-kg bags)")
    a, z = s[("China (Mainland)", 2000)], s[("China (Mainland)", 2019)]
    b.q("How much did mainland China's coffee imports grow from 2000 to 2019, in percent?", "percent-change",
        pct(z, a), 1, why=f"(value China (Mainland) 2019 {z} - 2000 {a}) / {a} x 100")
    k, v = ranked(c[c.year == 2019].set_index("country")["value"], 3)
    b.q("Which country was the third-largest coffee importer in 2019?", "ranking", v, 0, entity=k,
        why="the rows of 2019 with a country, sorted by value from the largest: the third")
    mem = c[(c.year == 2019) & (c.member == 1)]
    assert mem.value.isna().sum() == 1
    b.q("Taken together, how much coffee did the member countries of the International Coffee Organization "
        "import in 2019?", "sum", mem.value.sum(), 0,
        why=f"sum of value over the {len(mem)} rows of 2019 whose member is 1 (Belgium/Luxembourg's empty "
            "cell left out)")
    assert pd.isna(s[("Belgium", 1995)]) and pd.notna(s[("Belgium/Luxembourg", 1995)])
    b.refuse("How much coffee did Belgium import on its own in 1995?", "refusal-missing-value",
             why="Belgium's cell is empty before 1999: its imports are reported with Luxembourg's, "
                 "'Belgium/Luxembourg'")
    assert {"Republic of Korea", "Democratic People's Republic of Korea"} <= set(c.country)
    b.refuse("How many bags of coffee did Korea import in 2010?", "refusal-ambiguous",
             why="two countries fit, the Republic of Korea and the Democratic People's Republic of Korea")

    # county-death-rates-1876-1882: County (6) x year 1876 .. 1882, Freq as written
    b.on(SPLIT, "county-death-rates-1876-1882")
    d = read("county-death-rates-1876-1882")
    s = d.set_index(["County", "year"])["Freq"]
    b.q("What death rate does the table give for Oxfordshire in 1878?", "value", s[("Oxford", 1878)], 0,
        position=1878, why="Freq of the row Oxford, 1878 (as written)")
    y, v = unique_arg(d[d.County == "Berks"].set_index("year")["Freq"], largest=False)
    b.q("In which year was Berkshire's death rate at its lowest?", "min", v, 0, position=y,
        why="the smallest Freq among the Berks rows, and its year")
    y80 = d[d.year == 1880]
    assert len(y80) == 6
    b.q("Averaged over the six counties, what was the death rate in 1880?", "mean", y80.Freq.mean(), 2,
        why="mean of Freq over the 6 rows of 1880")
    k, v = unique_arg(d.groupby("County")["Freq"].mean())
    b.q("Over 1876-1882 as a whole, which county had the highest average death rate?", "ranking", v, 2, entity=k,
        why="mean of Freq for each County over its 7 years; the largest")
    cmp(b, "In 1879, which had the higher death rate, Cambridgeshire or Hertfordshire, and by how much?",
        "Cambridge", s[("Cambridge", 1879)], "Herts", s[("Herts", 1879)], 0,
        why="Freq of the rows Cambridge, 1879 and Herts, 1879")
    assert "Yorkshire" not in set(d.County) and "York" not in set(d.County)
    b.refuse("What was the death rate in Yorkshire in 1880?", "refusal-unknown-member",
             why="the six counties are Berks, Herts, Bucks, Oxford, Bedford and Cambridge: no Yorkshire")

    # college-basketball-rankings: team x season (2003-2004, 2009-2010, 2012-2013, 2015-2016)
    b.on(SPLIT, "college-basketball-rankings")
    d = read("college-basketball-rankings")
    s = d.set_index(["team", "year"])
    b.q("How many games did Duke win in the 2009-2010 season?", "value", s.loc[("Duke", "2009-2010"), "wins"], 0,
        position="2009-2010", why="wins of the row Duke, 2009-2010")
    k, v = unique_arg(d[d.year == "2015-2016"].set_index("team")["postrpi"], largest=False)
    b.q("Which team finished 2015-2016 with the best post-season RPI ranking?", "ranking", v, 0, entity=k,
        why="the smallest postrpi (rank 1 is the best) among the rows of 2015-2016")
    be = d[(d.conference == "Big East") & (d.year == "2012-2013")]
    b.q("How many Big East teams reached the NCAA tournament in 2012-2013?", "count", int(be.tourney.sum()), 0,
        why=f"rows of the Big East in 2012-2013 whose tourney is 1 (of {len(be)} teams)")
    sec = d[(d.conference == "SEC") & (d.year == "2003-2004")]
    b.q("What was the average winning percentage of SEC teams in 2003-2004?", "mean", sec.winperc.mean(), 2,
        why=f"mean of winperc over the {len(sec)} SEC rows of 2003-2004 (each team under its 2016-2017 conference)")
    a, z = s.loc[("Kentucky", "2009-2010"), "wins"], s.loc[("Kentucky", "2012-2013"), "wins"]
    b.q("How did Kentucky's win total change between the 2009-2010 and 2012-2013 seasons?", "change", z - a, 0,
        why=f"wins Kentucky 2012-2013 ({z}) minus wins Kentucky 2009-2010 ({a})")
    assert {"North Carolina", "North Carolina State", "South Carolina"} <= set(d.team)
    b.refuse("How many games did Carolina win in 2015-2016?", "refusal-ambiguous",
             why="three teams fit: North Carolina, North Carolina State and South Carolina")

    # creek-flow-rates: site (4) x irregular dates, flow in cubic feet per second
    b.on(SPLIT, "creek-flow-rates")
    d = read("creek-flow-rates")
    s = d.set_index(["site", "date"])["flow"]
    b.q("What flow was measured on Leach Creek on 19 May 2018?", "value", s[("Leach Creek", "2018-05-19")], 2,
        position="2018-05-19", why="flow of the row Leach Creek, 2018-05-19 (cubic feet per second)")
    dt, v = unique_arg(d[d.site == "Wildwood Creek Spring"].set_index("date")["flow"])
    b.q("When was Wildwood Creek running at its highest, and what was the flow?", "max", v, 2, position=dt,
        why="the largest flow among the Wildwood Creek Spring rows, and its date")
    cl = d[d.site == "Clarks Creek"]
    b.q("Across all of its readings, what was Clarks Creek's average flow?", "mean", cl.flow.mean(), 2,
        why=f"mean of flow over the {len(cl)} Clarks Creek rows")
    cmp(b, "On 30 September 2017, how much more water was flowing in Clarks Creek than in Silver Creek?",
        "Clarks Creek", s[("Clarks Creek", "2017-09-30")], "Silver Creek", s[("Silver Creek", "2017-09-30")], 2,
        why="flow of the rows of 2017-09-30, Clarks Creek and Silver Creek")
    ww = d[d.site == "Wildwood Creek Spring"]
    b.q("On how many visits was Wildwood Creek Spring flowing at less than 0.2 cubic feet per second?", "count",
        int((ww.flow < 0.2).sum()), 0, why="Wildwood Creek Spring rows whose flow is below 0.2")
    assert cl.date.max() < "2019-01-01"
    b.refuse("What was the flow of Clarks Creek in spring 2019?", "refusal-after-end",
             why=f"Clarks Creek's readings end on {cl.date.max()}")

    # grinnell-house-sales: 929 rows, 919 distinct sales; sale date in YearSold, MonthSold, DaySold
    b.on(SPLIT, "grinnell-house-sales")
    d = read("grinnell-house-sales")
    u = d.drop(columns="rownames").drop_duplicates()
    assert len(u) == 919
    b.q("What price did the house at 918 Chatterton St fetch when it sold in March 2006?", "value",
        one(d[d.Address.str.strip() == "918 Chatterton St"].SalePrice), 0, position="2006-03",
        why="SalePrice of the only row whose Address is '918 Chatterton St ' (sold 2006-03-15)")
    n09 = u[u.YearSold == 2009]
    b.q("How many homes changed hands in Grinnell in 2009?", "count", len(n09), 0,
        why="distinct sales (identical rows counted once) whose YearSold is 2009")
    y12 = u[u.YearSold == 2012]
    b.q("What was the average selling price of a Grinnell house in 2012, counting each sale once?", "mean",
        y12.SalePrice.mean(), 0, why=f"mean of SalePrice over the {len(y12)} distinct sales of 2012 (one of "
                                     "its sales is written twice and counted once)")
    top = u.sort_values("SalePrice")
    assert top.SalePrice.iloc[-1] != top.SalePrice.iloc[-2]
    r = top.iloc[-1]
    b.q("What is the most anyone paid for a house in the table, and on what date was that sale?", "max",
        r.SalePrice, 0, position=f"{r.YearSold}-{r.MonthSold:02d}-{r.DaySold:02d}",
        why="the largest SalePrice of the table, and its YearSold, MonthSold, DaySold")
    y10 = u[u.YearSold == 2010]
    b.q("What was the combined value of all the house sales recorded for 2010?", "sum", y10.SalePrice.sum(), 0,
        why=f"sum of SalePrice over the {len(y10)} distinct sales of 2010 (one of its sales is written twice "
            "and counted once)")
    assert not any("market" in c.lower() or c.lower() == "dom" for c in d.columns)
    b.refuse("How many days was 1020 Center St on the market before it sold?", "refusal-unknown-measure",
             why="the table has prices and the sale date, but no listing date or days on the market")

    # student-pulse-readings: Day1 .. Day26 x Time (morning, noon, one, evening)
    b.on(SPLIT, "student-pulse-readings")
    d = read("student-pulse-readings")
    s = d.set_index(["Day", "Time"])["Pulse"]
    b.q("What was the student's pulse at noon on day 12?", "value", s[("Day12", "noon")], 0, position="Day12",
        why="Pulse of the row Day12, noon")
    mo = d[d.Time == "morning"]
    assert len(mo) == 26
    b.q("Over the 26 days, what was her average pulse in the morning?", "mean", mo.Pulse.mean(), 2,
        why="mean of Pulse over the 26 morning rows")
    cmp(b, "On day 3, was her pulse higher in the morning or at 1 pm, and by how many beats?",
        "morning", s[("Day3", "morning")], "1 pm", s[("Day3", "one")], 0,
        why="Pulse of the rows Day3, morning and Day3, one (1 pm)")
    k, v = unique_arg(d.groupby("Time")["Pulse"].mean())
    b.q("At which time of day was her pulse highest on average?", "ranking", v, 2, entity=k,
        why="mean of Pulse for each Time over the 26 days; the largest")
    assert set(d.Time) == {"morning", "noon", "one", "evening"}
    b.refuse("What was her pulse at midnight on day 5?", "refusal-unknown-member",
             why="the readings are morning, noon, one (1 pm) and evening: none at midnight")

    # australian-woollen-yarn: time a fractional year, 1965.0 (1965 Q1) .. 1994.5 (1994 Q3), tonnes
    b.on(SPLIT, "australian-woollen-yarn")
    d = read("australian-woollen-yarn")
    k = (d.time * 4).round().astype(int)
    d["year"], d["quarter"] = k // 4, k % 4 + 1
    s = d.set_index(["year", "quarter"])["value"]
    b.q("How many tonnes of woollen yarn did Australia produce in the third quarter of 1980?", "value",
        s[(1980, 3)], 0, position="1980Q3", why="value of the row time 1980.5")
    y75 = d[d.year == 1975]
    assert len(y75) == 4
    b.q("What was Australia's woollen yarn output for 1975 as a whole?", "sum", y75.value.sum(), 0,
        why="sum of value over the 4 quarters of 1975")
    (yy, qq), v = unique_arg(s, largest=False)
    b.q("Which quarter saw the lowest woollen yarn production, and how much was made?", "min", v, 0,
        position=f"{yy}Q{qq}", why="the smallest value of the table, and its quarter")
    a, z = s[(1970, 1)], s[(1990, 1)]
    b.q("By what percentage did first-quarter production change between 1970 and 1990?", "percent-change",
        pct(z, a), 1, why=f"(value 1990 Q1 {z} - 1970 Q1 {a}) / {a} x 100")
    e80 = d[d.year.between(1980, 1989)]
    assert len(e80) == 40
    b.q("What was the average quarterly production of woollen yarn during the 1980s?", "mean", e80.value.mean(), 1,
        why="mean of value over the 40 quarters of 1980 .. 1989")
    assert (d.year.iloc[-1], d.quarter.iloc[-1]) == (1994, 3)
    b.refuse("How much woollen yarn did Australia produce in the last quarter of 1994?", "refusal-after-end",
             why="the table ends with the third quarter of 1994 (time 1994.5)")

    # daycare-late-pickups: center 1 .. 10 x week 1 .. 20
    b.on(SPLIT, "daycare-late-pickups")
    d = read("daycare-late-pickups")
    s = d.set_index(["center", "week"])["late_pickups"]
    b.q("How many children were collected late at centre 4 in week 11?", "value", s[(4, 11)], 0, position=11,
        why="late_pickups of the row center 4, week 11")
    c2 = d[(d.center == 2) & d.week.between(5, 16)]
    assert len(c2) == 12
    b.q("While the fine applied (weeks 5 to 16), how many late pickups did centre 2 record in total?", "sum",
        c2.late_pickups.sum(), 0, why="sum of late_pickups over the rows center 2, weeks 5 .. 16")
    pre = d[(d.group == "test") & (d.week <= 4)]
    assert len(pre) == 24
    b.q("Before any fine was introduced, how many late pickups did the test centres average per week?", "mean",
        pre.late_pickups.mean(), 2, why="mean of late_pickups over the 24 rows of the test group, weeks 1 .. 4 "
                                         "(per centre and week)")
    k, v = unique_arg(d.groupby("center")["late_pickups"].sum())
    b.q("Which daycare centre had the most late pickups over the whole 20 weeks?", "ranking", v, 0, entity=k,
        why="late_pickups summed over the 20 weeks for each center; the largest")
    a, z = s[(1, 1)], s[(1, 20)]
    b.q("At centre 1, how much did the weekly number of late pickups rise from week 1 to week 20, in percent?",
        "percent-change", pct(z, a), 1, why=f"(late_pickups center 1 week 20 {z} - week 1 {a}) / {a} x 100")
    assert 12 not in set(d.center)
    b.refuse("How many late pickups were there at centre 12 in week 3?", "refusal-unknown-member",
             why="the centres are numbered 1 .. 10: no centre 12")

    # hepatitis-bilirubin-trial: subject 1 .. 66 x week 0 .. 4, sbvalue with 42 empty cells
    b.on(SPLIT, "hepatitis-bilirubin-trial")
    d = read("hepatitis-bilirubin-trial")
    s = d.set_index(["subject", "week"])["sbvalue"]
    b.q("What was patient 40's serum bilirubin in week 2?", "value", s[(40, 2)], 1, position=2,
        why="sbvalue of the row subject 40, week 2 (micromoles per litre)")
    p4 = d[(d.treatment == "placebo") & (d.week == 4)]
    b.q("What was the mean bilirubin of the placebo patients at week 4?", "mean", p4.sbvalue.mean(), 1,
        why=f"mean of sbvalue over the placebo rows of week 4, its {int(p4.sbvalue.isna().sum())} empty cells "
            f"left out ({int(p4.sbvalue.notna().sum())} readings)")
    w4 = d[d.week == 4]
    b.q("How many patients have no bilirubin reading for week 4?", "count", int(w4.sbvalue.isna().sum()), 0,
        why="rows of week 4 whose sbvalue is empty")
    a, z = s[(60, 0)], s[(60, 4)]
    assert pd.notna(a) and pd.notna(z)
    b.q("How much did patient 60's bilirubin level change between week 0 and week 4?", "change", z - a, 1,
        why=f"sbvalue subject 60 week 4 ({z}) minus week 0 ({a})")
    k, v = unique_arg(d.groupby("subject")["baseline"].first())
    assert (d.groupby("subject")["baseline"].nunique() == 1).all()
    b.q("Which patient started the trial with the highest bilirubin level?", "ranking", v, 1, entity=k,
        why="the largest baseline among the patients (one value per subject)")
    assert pd.isna(s[(10, 3)])
    b.refuse("What was patient 10's bilirubin reading in week 3?", "refusal-missing-value",
             why="sbvalue is empty in the row subject 10, week 3 (empty from week 1 on)")

    # statistics-exam-grades: 233 students, exam1 .. exam3 (one exam1 empty), course_grade
    b.on(SPLIT, "statistics-exam-grades")
    d = read("statistics-exam-grades")
    b.q("What was the average mark on the second exam?", "mean", d.exam2.mean(), 2,
        why="mean of exam2 over the 233 rows")
    wo = d[d.sex == "Woman"]
    b.q("What course grade did the women in the class average?", "mean", wo.course_grade.mean(), 2,
        why=f"mean of course_grade over the {len(wo)} rows whose sex is Woman")
    b.q("How many students scored under 50 on exam 3?", "count", int((d.exam3 < 50).sum()), 0,
        why="rows whose exam3 is below 50")
    k, v = unique_arg(d.groupby("semester")["exam1"].mean())
    b.q("In which semester did students do best on the first exam, on average?", "ranking", v, 2, entity=k,
        why="mean of exam1 for each semester (the one empty exam1 left out); the largest")
    men, women = d[d.sex == "Man"].exam1.mean(), wo.exam1.mean()
    cmp(b, "On the first exam, did the men or the women score higher on average, and by how many points?",
        "men", men, "women", women, 2,
        why="mean of exam1 over the Man rows (the one empty exam1, a man's, left out) and over the Woman rows")
    assert "exam4" not in d.columns
    b.refuse("What was the class average on the fourth exam?", "refusal-unknown-measure",
             why="the course had three exams, exam1 .. exam3: no fourth")

    # nitrofen-brood-toxicity: 50 animals (rows), conc 0 .. 310, brood1 .. brood3, total
    b.on(SPLIT, "nitrofen-brood-toxicity")
    d = read("nitrofen-brood-toxicity")
    c160 = d[d.conc == 160]
    assert len(c160) == 10
    b.q("At a nitrofen concentration of 160, how many live young did an animal produce in its third brood, on "
        "average?", "mean", c160.brood3.mean(), 1, why="mean of brood3 over the 10 rows of conc 160")
    c0 = d[d.conc == 0]
    b.q("How many live offspring did the ten animals kept without nitrofen produce altogether?", "sum",
        c0.total.sum(), 0, why="sum of total over the 10 rows of conc 0")
    a, z = c0.total.mean(), d[d.conc == 235].total.mean()
    b.q("By what percentage was an animal's mean total of young lower at 235 than with no nitrofen at all?",
        "percent-change", pct(z, a), 1, why=f"(mean total at conc 235, {z}, - mean total at conc 0, {a}) / {a} x 100")
    hi = d[d.conc == d.conc.max()]
    b.q("At the highest concentration tested, how many animals had no young in their second brood?", "count",
        int((hi.brood2 == 0).sum()), 0, why=f"rows of conc {d.conc.max()} whose brood2 is 0")
    k, v = unique_arg(d[["brood1", "brood2", "brood3"]].sum())
    b.q("Which of the three broods produced the most offspring across all 50 animals?", "ranking", v, 0, entity=k,
        why="brood1, brood2 and brood3 each summed over the 50 rows; the largest")

    # london-measles-deaths: time 1629 .. 1939, value empty in 62 years
    b.on(SPLIT, "london-measles-deaths")
    d = read("london-measles-deaths")
    s = d.set_index("time")["value"]
    b.q("How many people died of measles in London in 1750?", "value", s[1750], 0, position=1750,
        why="value of the row 1750")
    y, v = unique_arg(s)
    b.q("Which year had London's highest measles death toll?", "max", v, 0, position=y,
        why="the largest value of the table (empty years left out), and its year")
    t20 = d[d.time.between(1920, 1929)]
    assert len(t20) == 10 and t20.value.notna().all()
    b.q("How many measles deaths were there in London during the 1920s?", "sum", t20.value.sum(), 0,
        why="sum of value over 1920 .. 1929")
    t19 = d[d.time.between(1800, 1830)]
    assert len(t19) == 31 and t19.value.notna().all()
    b.q("Between 1800 and 1830, how many Londoners died of measles in an average year?", "mean", t19.value.mean(), 1,
        why="mean of value over the 31 years 1800 .. 1830")
    early = d[d.time < 1700]
    b.q("Before 1700, in how many years did measles kill fewer than 100 Londoners?", "count",
        int((early.value < 100).sum()), 0,
        why=f"rows before 1700 whose value is below 100 (its {int(early.value.isna().sum())} empty years not counted)")
    assert pd.isna(s[1890])
    b.refuse("How many measles deaths did London record in 1890?", "refusal-missing-value",
             why="value is empty from 1882 to 1910")

    # souvenir-shop-sales: Month '1987 Jan' .. '1993 Dec'
    b.on(SPLIT, "souvenir-shop-sales")
    d = read("souvenir-shop-sales")
    dt = pd.to_datetime(d.Month, format="%Y %b")
    d["year"], d["month"] = dt.dt.year, dt.dt.month
    s = d.set_index(["year", "month"])["Sales"]
    b.q("What were the souvenir shop's sales in March 1990?", "value", s[(1990, 3)], 2, position="1990-03",
        why="Sales of the row '1990 Mar'")
    y92 = d[d.year == 1992]
    assert len(y92) == 12
    b.q("What did the shop take in over the whole of 1992?", "sum", y92.Sales.sum(), 2,
        why="sum of Sales over the 12 months of 1992")
    a, z = s[(1987, 12)], s[(1993, 12)]
    b.q("How much did December sales grow between 1987 and 1993, in percent?", "percent-change", pct(z, a), 1,
        why=f"(Sales 1993 Dec {z} - 1987 Dec {a}) / {a} x 100")
    y91 = d[d.year == 1991]
    assert len(y91) == 12
    b.q("What share of the shop's 1991 sales came in December?", "share", s[(1991, 12)] / y91.Sales.sum() * 100, 1,
        why=f"Sales 1991 Dec ({s[(1991, 12)]}) / the sum of Sales over the 12 months of 1991 ({y91.Sales.sum()}) x 100")
    assert d.Month.iloc[0] == "1987 Jan"
    b.refuse("What were the souvenir shop's sales in December 1986?", "refusal-before-start",
             why="the table starts in January 1987")

    # london-cycling-deaths: date a fortnight's first day, 2005-01-01 .. 2012-12-08
    b.on(SPLIT, "london-cycling-deaths")
    d = read("london-cycling-deaths")
    d["year"] = d.date.str[:4].astype(int)
    per_year = d.groupby("year")["deaths"].sum()
    b.q("How many cyclists were killed on London's roads in 2011?", "sum", per_year[2011], 0,
        why="sum of deaths over the fortnights whose date falls in 2011")
    b.q("In how many fortnights did three cyclists die?", "count", int((d.deaths == 3).sum()), 0,
        why="rows whose deaths is 3")
    y, v = unique_arg(per_year)
    b.q("Which year was the deadliest for London's cyclists, and how many were killed?", "max", v, 0, position=y,
        why="deaths summed by the year of date; the largest, and its year")
    y08 = d[d.year == 2008]
    b.q("On average, how many cyclists died per fortnight in 2008?", "mean", y08.deaths.mean(), 2,
        why=f"mean of deaths over the {len(y08)} fortnights whose date falls in 2008")
    cmp(b, "Did London lose more cyclists in 2008 or in 2010, and how many more?", "2008", per_year[2008],
        "2010", per_year[2010], 0, why="deaths summed over the fortnights of 2008 and of 2010")
    assert list(d.columns) == ["rownames", "date", "deaths", "year"]
    b.refuse("How many pedestrians were killed in London in 2010?", "refusal-unknown-measure",
             why="the table counts cyclists killed only")

    # vietnam-war-student-opinion: sex x year of study 1 .. 5 x response A .. D, Freq
    b.on(SPLIT, "vietnam-war-student-opinion")
    d = read("vietnam-war-student-opinion")
    s = d.set_index(["sex", "year", "response"])["Freq"]
    b.q("How many male graduate students voted for immediate withdrawal?", "value", s[("Male", 5, "D")], 0,
        why="Freq of the row Male, year 5 (graduate students), response D")
    f1 = d[(d.sex == "Female") & (d.year == 1)]
    b.q("What share of female freshmen backed de-escalation and negotiations?", "share",
        s[("Female", 1, "C")] / f1.Freq.sum() * 100, 1,
        why=f"Freq Female, 1, C ({s[('Female', 1, 'C')]}) / the sum of Freq over the 4 rows Female, 1 "
            f"({f1.Freq.sum()}) x 100")
    b.q("Altogether, how many students chose to defeat North Vietnam by bombing and invasion?", "sum",
        d[d.response == "A"].Freq.sum(), 0, why="sum of Freq over the 10 rows whose response is A")
    cmp(b, "Among seniors, did more men or more women support keeping the present policy, and how many more?",
        "men", s[("Male", 4, "B")], "women", s[("Female", 4, "B")], 0,
        why="Freq of the rows Male, 4, B and Female, 4, B (year 4: seniors)")
    b.refuse("How did the students vote in the same ballot a year later, in 1968?", "refusal-constraint",
             why="the table is the ballot of May 1967 only: no other year can be applied")

    # yule-pauperism-1871-1881: 32 unions (names ending in a no-break space), 1881 as a percent of 1871
    b.on(SPLIT, "yule-pauperism-1871-1881")
    d = read("yule-pauperism-1871-1881")
    d["place"] = d.location.str.strip()
    s = d.set_index("place")
    b.q("What pauperism figure does Yule give for Fulham?", "value", s.loc["Fulham", "paup"], 0,
        why="paup of the row Fulham (1881 as a percent of 1871)")
    k, v = unique_arg(s["pop"])
    b.q("Which union's population grew the most between 1871 and 1881?", "ranking", v, 0, entity=k,
        why="the largest pop of the table")
    b.q("In how many unions did the proportion of old people go up?", "count", int((d.old > 100).sum()), 0,
        why="rows whose old is above 100 (1881 above 1871)")
    b.q("What was the average pauperism figure across the 32 unions?", "mean", d.paup.mean(), 2,
        why="mean of paup over the 32 rows")
    cmp(b, "Which had the higher out-relief figure, Whitechapel or Stepney, and by how much?",
        "Stepney", s.loc["Stepney", "outrelief"], "Whitechapel", s.loc["Whitechapel", "outrelief"], 0,
        why="outrelief of the rows Stepney and Whitechapel")
    assert not any("number" in c.lower() or "count" in c.lower() for c in d.columns)
    b.refuse("How many paupers were there in Kensington in 1881?", "refusal-unknown-measure",
             why="the table gives ratios of 1881 to 1871 only, no numbers of paupers")


if __name__ == "__main__":
    sys.exit(write_splits(build=one_split(SPLIT, holdout21)))
