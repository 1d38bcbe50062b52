"""Write the question battery over the unseen twenty-fourth split: questions/holdout23.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout23/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor any other split's questions but make_questions.py's and holdout21's and holdout22's
scripts, read for the format). ``why`` says how. Nothing is random. ``--check`` compares the committed
file with a fresh build (exit 1 when it differs). It needs only pandas (make_questions.py imports
nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout23.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a position is written as the file writes its time, made plain: a year ``1983``; a date
  ``2011-07-04`` (Durham's ``7/4/11``, an avocado week's Sunday); a month ``1988-03`` (a child's
  ``birthyear`` 88 and ``birthmonth`` 3); a week of the Dow Jones as its year and number, ``1987W42``
  (the fractional year ``1987.788461538`` is 1987 + 41 / 52, the 42nd week of 1987); a week of the
  cormorants' season and a day after planting of the soybeans by their numbers; a game of the finals
  by its number;
- "the 1960s" is 1960-1969 and "the 1990s" 1990-1999; summer is June, July and August; a quarter is
  calendar, the third quarter July to September; an avocado week belongs to the month and year of the
  Sunday it is dated by;
- an instrument, a species, a store, a group as people name them (``the continuous monitor`` is
  ``poc`` 3, ``the filter sampler`` ``poc`` 1; ``the Forrest variety`` is ``F``; ``the UCLA
  Bookstore`` is ``ucla_new``, ``Amazon`` ``amaz_new``; ``USC Care Medical Group`` is ``USC CARE
  MEDICAL GROUP INC``; ``Elk Grove`` is ``ELK_GROVE``; ``plutonium-239`` is ``Pu239``; ``batch 5`` is
  the fifth row, R's row name 5; ``employed in 1969`` is ``e1969`` = ``69Yes``), a ranking's entity as
  the file writes it (a city's ``GRANITE_BAY``, a plot's ``1988P5``, an auction's id);
- PM2.5 in micrograms per cubic metre, leaf weights in grams, feet in centimetres, the Dow Jones in
  index points, prices in US dollars, temperatures in degrees Celsius, housing investment in millions
  of dollars, a nest's days and eggs as written; cormorants, shots, auctions, books, batches, women,
  species and homes counted as rows (or summed counts, for the cormorants and the women), unless the
  question asks for a share, which is in percent;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value; a change is the later value minus the earlier;
- ``sacramento-home-sales`` writes two sales twice, in identical rows: its counts and means are over
  the 930 distinct sales (the rows deduplicated), as the questions say;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end, a member it does not have (its absence asserted here), a cell that is empty, a name that fits
  several members, a constraint the table cannot apply.

holdout23 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout23`` without ``--details``.
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

SPLIT = "holdout23"
PM = "daily_mean_pm2_5_concentration"


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout23(b: Battery) -> None:
    b.split = SPLIT

    # durham-fine-particles: date M/D/YY x poc (1 a filter every third day with the AQI, 3 a continuous monitor)
    b.on(SPLIT, "durham-fine-particles")
    d = read("durham-fine-particles")
    d["day"] = pd.to_datetime(d.date, format="%m/%d/%y")
    c3 = d[d.poc == 3].set_index("day")
    f1 = d[d.poc == 1]
    b.q("What was the daily mean PM2.5 concentration from Durham's continuous monitor on 4 July 2011?", "value",
        c3.loc["2011-07-04", PM], 2, position="2011-07-04",
        why="daily_mean_pm2_5_concentration of the row poc 3, date 7/4/11 (micrograms per cubic metre)")
    summer = c3[c3.index.month.isin([6, 7, 8])]
    b.q("What was the average daily PM2.5 level measured by the continuous monitor in summer 2011?", "mean",
        summer[PM].mean(), 2,
        why=f"mean of daily_mean_pm2_5_concentration over the {len(summer)} poc 3 rows dated June .. August 2011 "
            f"({92 - len(summer)} of the 92 days have no row)")
    dt, v = unique_arg(c3[PM])
    b.q("On which day did the continuous monitor record its highest daily PM2.5 concentration, and what was it?",
        "max", v, 2, position=dt.strftime("%Y-%m-%d"),
        why="the largest daily_mean_pm2_5_concentration among the poc 3 rows, and its date")
    b.q("On how many days did the filter sampler's readings give an air quality index above 50?", "count",
        int((f1.daily_aqi_value > 50).sum()), 0, why=f"poc 1 rows whose daily_aqi_value is above 50 (of {len(f1)})")
    both = d[d.day.dt.month.isin([1, 2, 3])]
    m = both.groupby("poc")[PM].mean()
    cmp(b, "In the first quarter of 2011, did the filter sampler or the continuous monitor average the higher PM2.5 "
        "concentration, and by how much?", "filter sampler", m[1], "continuous monitor", m[3], 2,
        why="mean of daily_mean_pm2_5_concentration over the poc 1 rows and over the poc 3 rows dated January .. "
            "March 2011")
    assert d.day[d.poc == 1].max() == pd.Timestamp("2011-09-30") and d[d.poc == 3].daily_aqi_value.isna().all()
    b.refuse("What was Durham's air quality index on 15 November 2011?", "refusal-missing-value",
             why="the AQI is given only with the filter sampler's readings (poc 1), which end on 30 September; the "
                 "continuous monitor's rows have no AQI")

    # cormorant-display-counts: week 1 .. 13 x station x nest x height x density x tree_health, count of birds
    b.on(SPLIT, "cormorant-display-counts")
    d = read("cormorant-display-counts")
    b.q("How many cormorants were seen displaying at station C2 over the whole season?", "sum",
        d[d.station == "C2"]["count"].sum(), 0, why="sum of count over the rows of station C2")
    k, v = unique_arg(d[d.week == 4].groupby("station")["count"].sum())
    b.q("Which station had the most displaying cormorants in week 4?", "ranking", v, 0, entity=k,
        why="sum of count over the week 4 rows for each station; the largest")
    b.q("What share of the displaying cormorants were on dead trees?", "share",
        d[d.tree_health == "dead"]["count"].sum() / d["count"].sum() * 100, 1,
        why=f"sum of count over the rows whose tree_health is dead / the sum over all rows ({d['count'].sum()}) x 100")
    wk, v = unique_arg(d.groupby("week")["count"].sum())
    b.q("In which week of the season were the most cormorants seen displaying, and how many?", "max", v, 0,
        position=wk, why="sum of count for each week; the largest, and its week")
    inc = d[d.category == "Incubation"].groupby("nest")["count"].sum()
    cmp(b, "During incubation, were more birds displaying at full nests or with no nest at all, and how many more?",
        "full nests", inc["full"], "no nest", inc["no"], 0,
        why="sum of count over the rows whose category is Incubation (weeks 4 .. 9) and whose nest is full, and over "
            "those whose nest is no")
    assert d.week.max() == 13
    b.refuse("How many cormorants were displaying in week 16 of the season?", "refusal-after-end",
             why="the season's counts end with week 13")

    # soybean-leaf-growth: Plot x Time (days after planting); Variety F / P; Year 1988 .. 1990; weight in grams
    b.on(SPLIT, "soybean-leaf-growth")
    d = read("soybean-leaf-growth")
    s = d.set_index(["Plot", "Time"])["weight"]
    b.q("What was the average leaf weight per plant in plot 1988F1, 49 days after planting?", "value",
        s[("1988F1", 49)], 3, position=49, why="weight of the row Plot 1988F1, Time 49 (grams)")
    f90 = d[(d.Variety == "F") & (d.Year == 1990) & (d.Time == 79)]
    b.q("Across the Forrest plots planted in 1990, what was the mean leaf weight 79 days after planting?", "mean",
        f90.weight.mean(), 3, why=f"mean of weight over the {len(f90)} rows of Variety F, Year 1990, Time 79")
    v89 = d[(d.Year == 1989) & (d.Time == 84)].groupby("Variety")["weight"].mean()
    cmp(b, "In 1989, 84 days after planting, did the Forrest variety or the experimental variety P have heavier "
        "leaves on average, and by how much?", "Forrest", v89["F"], "P", v89["P"], 3,
        why="mean of weight over the rows of Year 1989, Time 84, for Variety F and for Variety P")
    k, v = unique_arg(d[(d.Year == 1988) & (d.Time == 77)].set_index("Plot")["weight"])
    b.q("Which plot had the heaviest leaves at the last sampling of 1988, 77 days after planting?", "ranking", v, 3,
        entity=k, why="the largest weight among the rows of Year 1988, Time 77")
    a, z = s[("1990P8", 30)], s[("1990P8", 64)]
    b.q("How much did the leaf weight in plot 1990P8 grow between day 30 and day 64 after planting?", "change",
        z - a, 3, why=f"weight of 1990P8 at Time 64 ({z}) minus at Time 30 ({a})")
    assert d[d.Plot == "1988F1"].Time.max() == 77
    b.refuse("What was the leaf weight in plot 1988F1 100 days after planting?", "refusal-after-end",
             why="plot 1988F1 was last sampled 77 days after planting (no plot of 1988 later)")

    # fourth-grade-foot-sizes: one row a child; birthyear (87, 88) + birthmonth; length and width in cm
    b.on(SPLIT, "fourth-grade-foot-sizes")
    d = read("fourth-grade-foot-sizes")
    b.q("How long is Teshanna's foot?", "value", one(d[d.name == "Teshanna"].length), 1,
        why="length of the row Teshanna (cm; the longer foot)")
    g = d[d.sex == "G"]
    b.q("What is the average foot width of the girls in the class?", "mean", g.width.mean(), 2,
        why=f"mean of width over the {len(g)} rows whose sex is G")
    h1 = d[(d.birthyear == 88) & (d.birthmonth <= 6)]
    b.q("How many of the children were born in the first half of 1988?", "count", len(h1), 0,
        why="rows whose birthyear is 88 and birthmonth 1 .. 6")
    ln = d.groupby("sex")["length"].mean()
    cmp(b, "Do the boys or the girls have longer feet on average, and by how much?", "boys", ln["B"], "girls",
        ln["G"], 2, why="mean of length over the rows whose sex is B and over those whose sex is G")
    k, v = unique_arg(d[d.birthyear == 87].set_index("name")["length"])
    b.q("Which of the children born in 1987 has the longest foot?", "ranking", v, 1, entity=k,
        why="the largest length among the rows whose birthyear is 87")
    dv = d[d.name == "David"]
    assert len(dv) == 2 and dv.width.nunique() == 2
    b.refuse("How wide is David's foot?", "refusal-ambiguous",
             why=f"two children are named David (widths {sorted(dv.width.tolist())})")

    # kobe-bryant-finals-shots: game x quarter x clock; shot H (hit) / M (miss)
    b.on(SPLIT, "kobe-bryant-finals-shots")
    d = read("kobe-bryant-finals-shots", dtype={"quarter": str})
    b.q("How many shots did Kobe Bryant make in game 1 of the 2009 finals?", "count",
        int(((d.game == 1) & (d.shot == "H")).sum()), 0, why="rows whose game is 1 and shot H")
    b.q("What share of his shots did Kobe Bryant hit across the five games?", "share", (d.shot == "H").mean() * 100,
        1, why=f"rows whose shot is H / all {len(d)} rows x 100")
    b.q("How many shots did Kobe Bryant take in the fourth quarters of the five games?", "count",
        int((d.quarter == "4").sum()), 0, why="rows whose quarter is 4 (overtime, 1OT, not counted)")
    gm, v = unique_arg(d[d.shot == "H"].groupby("game").size())
    b.q("In which game did Kobe hit the most shots, and how many?", "max", v, 0, position=gm,
        why="rows whose shot is H counted for each game; the largest, and its game")
    assert not any("point" in c.lower() or "pts" in c.lower() for c in d.columns)
    b.refuse("How many points did Kobe Bryant score in game 4?", "refusal-unknown-measure",
             why="the table lists his shots, hit or missed, with no points (no free throws; a shot's value only "
                 "in some descriptions)")

    # dow-jones-weekly: time = year + (week - 1) / 52, 1980 week 1 .. 1994 week 42; value the index
    b.on(SPLIT, "dow-jones-weekly")
    d = read("dow-jones-weekly")
    k = (d.time * 52).round().astype(int)
    d["year"], d["week"] = k // 52, k % 52 + 1
    d["pos"] = d.year.astype(str) + "W" + d.week.map("{:02d}".format)
    s = d.set_index(["year", "week"])["value"]
    b.q("What was the Dow Jones index in the tenth week of 1987?", "value", s[(1987, 10)], 2, position="1987W10",
        why="value of the row time 1987 + 9/52 (1987.173)")
    y90 = d[d.year == 1990]
    assert len(y90) == 52
    b.q("What was the average weekly level of the Dow Jones in 1990?", "mean", y90.value.mean(), 2,
        why="mean of value over the 52 weeks of 1990")
    pos, v = unique_arg(d[d.year == 1987].set_index("pos")["value"])
    b.q("What was the Dow's highest weekly level in 1987, and in which week?", "max", v, 2, position=pos,
        why="the largest value among the 52 weeks of 1987, and its week")
    a, z = s[(1987, 41)], s[(1987, 43)]
    b.q("By what percentage did the Dow Jones change from the 41st to the 43rd week of 1987?", "percent-change",
        pct(z, a), 1, why=f"(value of 1987 week 43 {z} - week 41 {a}) / {a} x 100")
    a, z = s[(1985, 1)], s[(1990, 1)]
    b.q("By how many points did the Dow Jones rise from the first week of 1985 to the first week of 1990?", "change",
        z - a, 2, why=f"value of 1990 week 1 ({z}) minus 1985 week 1 ({a})")
    assert (d.year.iloc[-1], d.week.iloc[-1]) == (1994, 42)
    b.refuse("What was the Dow Jones index in the last week of 1995?", "refusal-after-end",
             why="the series ends with the 42nd week of 1994")

    # medical-group-patient-experience: org_pac_id x measure_cd (CAHPS_GRP_1 .. 12), prf_rate in percent
    b.on(SPLIT, "medical-group-patient-experience")
    d = read("medical-group-patient-experience")
    s = d.set_index(["org_nm", "measure_cd"])["prf_rate"]
    b.q("What was USC Care Medical Group's score for how well providers communicate?", "value",
        s[("USC CARE MEDICAL GROUP INC", "CAHPS_GRP_2")], 0,
        why="prf_rate of the row USC CARE MEDICAL GROUP INC, CAHPS_GRP_2 (How Well Providers Communicate)")
    pid = 5890606008
    b.q(f"What was the patients' rating of provider for the group with Medicare id {pid}?", "value",
        one(d[(d.org_pac_id == pid) & (d.measure_cd == "CAHPS_GRP_3")].prf_rate), 0,
        why=f"prf_rate of the row org_pac_id {pid}, CAHPS_GRP_3 (Patient's Rating of Provider)")
    g12 = d[d.measure_cd == "CAHPS_GRP_12"]
    b.q("What is the average stewardship of patient resources rate across the medical groups?", "mean",
        g12.prf_rate.mean(), 1,
        why=f"mean of prf_rate over the CAHPS_GRP_12 rows that have one ({int(g12.prf_rate.notna().sum())} of "
            f"{len(g12)})")
    k, v = unique_arg(d[d.measure_cd == "CAHPS_GRP_8"].set_index("org_nm")["prf_rate"])
    b.q("Which medical group scored highest for courteous and helpful office staff?", "ranking", v, 0, entity=k,
        why="the largest prf_rate among the CAHPS_GRP_8 rows (empty rates left out)")
    g3 = d[d.measure_cd == "CAHPS_GRP_3"]
    b.q("How many medical groups scored 85 or more on the patients' rating of their provider?", "count",
        int((g3.prf_rate >= 85).sum()), 0, why="CAHPS_GRP_3 rows whose prf_rate is 85 or more")
    assert not d.org_nm.str.contains("MAYO").any()
    b.refuse("What was the Mayo Clinic's score for timely care, appointments and information?",
             "refusal-unknown-member", why="no group of the 95 is the Mayo Clinic")

    # mario-kart-auctions: one row an eBay auction, id the item number; prices in US dollars
    b.on(SPLIT, "mario-kart-auctions")
    d = read("mario-kart-auctions")
    u = d[d.cond == "used"]
    b.q("What was the average total price, shipping included, of the used copies of Mario Kart?", "mean",
        u.total_pr.mean(), 2, why=f"mean of total_pr over the {len(u)} rows whose cond is used")
    b.q("How many of the auctions included two or more Wii wheels?", "count", int((d.wheels >= 2).sum()), 0,
        why="rows whose wheels is 2 or more")
    b.q("How many bids did auction 150377422259 get?", "value", one(d[d.id == 150377422259].n_bids), 0,
        why="n_bids of the row id 150377422259")
    tp = d.groupby("cond")["total_pr"].mean()
    cmp(b, "Did new or used copies sell for more on average, counting shipping, and by how much?", "new", tp["new"],
        "used", tp["used"], 2, why="mean of total_pr over the rows whose cond is new and over those whose cond is used")
    k, v = unique_arg(d.set_index("id")["start_pr"])
    b.q("Which auction had the highest starting price?", "ranking", v, 2, entity=k,
        why="the largest start_pr of the table, and its id")
    assert 150377422260 not in set(d.id)
    b.refuse("How many bids did auction 150377422260 get?", "refusal-unknown-member",
             why="no auction has the id 150377422260")

    # ucla-textbook-prices: one row a book; ucla_new (UCLA Bookstore) and amaz_new (Amazon), new prices in dollars
    b.on(SPLIT, "ucla-textbook-prices")
    d = read("ucla-textbook-prices")
    d["course_"] = d.course.str.strip()
    b.q("What did the textbook for Anthro 9 cost new at the UCLA Bookstore?", "value",
        one(d[(d.dept_abbr == "Anthro") & (d.course_ == "9")].ucla_new), 2,
        why="ucla_new of the row dept_abbr Anthro, course 9")
    b.q("What was the average new price of the textbooks on Amazon?", "mean", d.amaz_new.mean(), 2,
        why=f"mean of amaz_new over the {len(d)} rows")
    b.q("For how many of the books was Amazon cheaper than the UCLA Bookstore?", "count",
        int((d.amaz_new < d.ucla_new).sum()), 0, why="rows whose amaz_new is below ucla_new")
    st = d[d.dept_abbr == "Stat"]
    cmp(b, "For the statistics courses' books, was the UCLA Bookstore or Amazon more expensive on average, and by "
        "how much?", "UCLA Bookstore", st.ucla_new.mean(), "Amazon", st.amaz_new.mean(), 2,
        why=f"mean of ucla_new and of amaz_new over the {len(st)} rows whose dept_abbr is Stat")
    k, v = unique_arg((d.dept_abbr + " " + d.course_).to_frame("c").assign(v=d["diff"]).set_index("c")["v"])
    b.q("For which course's textbook was the UCLA Bookstore's price furthest above Amazon's?", "ranking", v, 2,
        entity=k, why="the largest diff (ucla_new - amaz_new), and its dept_abbr and course")
    assert not any("used" in c for c in d.columns)
    b.refuse("What did a used copy of the Anthro 9 textbook cost at the UCLA Bookstore?", "refusal-unknown-measure",
             why="the table has only new prices (ucla_new, amaz_new)")

    # plutonium-isotope-batches: one row a batch (R's row name), Pu238 .. Pu241 in percent
    b.on(SPLIT, "plutonium-isotope-batches")
    d = read("plutonium-isotope-batches").set_index("rownames")
    b.q("What percentage of batch 5 was plutonium-239?", "value", d.loc[5, "Pu239"], 3,
        why="Pu239 of the fifth row (rownames 5)")
    b.q("What is the average plutonium-240 content across the 45 batches?", "mean", d.Pu240.mean(), 3,
        why="mean of Pu240 over the 45 rows")
    k, v = unique_arg(d.Pu241)
    b.q("Which batch has the highest share of plutonium-241?", "ranking", v, 3, entity=k,
        why="the largest Pu241, and its row (rownames)")
    k, v = ranked(d.Pu238, 3)
    b.q("Which batch ranks third for its plutonium-238 content?", "ranking", v, 3, entity=k,
        why="the rows sorted by Pu238 from the largest: the third, and its row (rownames)")
    b.q("How many of the batches contain less than 70 percent plutonium-239?", "count", int((d.Pu239 < 70).sum()), 0,
        why="rows whose Pu239 is below 70")
    assert 50 not in d.index
    b.refuse("What was the plutonium-239 content of batch 50?", "refusal-unknown-member",
             why="there are 45 batches, rows 1 .. 45")

    # california-avocado-sales: one row a week dated by its Sunday (newest first within a year)
    b.on(SPLIT, "california-avocado-sales")
    d = read("california-avocado-sales")
    d["dt"] = pd.to_datetime(d.Date)
    s = d.set_index("Date")
    b.q("What was the average price of an avocado in California in the week of 3 July 2016?", "value",
        s.loc["2016-07-03", "AveragePrice"], 2, position="2016-07-03", why="AveragePrice of the row Date 2016-07-03")
    y16 = d[d.dt.dt.year == 2016]
    assert len(y16) == 52
    b.q("How many avocados were sold in California in 2016?", "sum", y16.TotalVolume.sum(), 0,
        why="sum of TotalVolume over the 52 weeks dated in 2016")
    q3 = d[(d.dt.dt.year == 2017) & d.dt.dt.month.isin([7, 8, 9])]
    b.q("What was the average weekly avocado price in the third quarter of 2017?", "mean", q3.AveragePrice.mean(), 3,
        why=f"mean of AveragePrice over the {len(q3)} weeks dated July .. September 2017")
    dt, v = unique_arg(s["AveragePrice"])
    b.q("In which week was the average avocado price highest, and what was it?", "max", v, 2, position=dt,
        why="the largest AveragePrice of the table, and its Date")
    a, z = s.loc["2015-01-04", "TotalVolume"], s.loc["2017-01-01", "TotalVolume"]
    b.q("By what percentage did weekly avocado sales change from the first week of 2015 to the first week of 2017?",
        "percent-change", pct(z, a), 1, why=f"(TotalVolume of 2017-01-01 {z} - 2015-01-04 {a}) / {a} x 100")
    assert not any("organic" in c.lower() or "type" in c.lower() for c in d.columns)
    b.refuse("What was the price of organic avocados in the week of 3 July 2016?", "refusal-unknown-member",
             why="the table covers conventional avocados only: no organic ones")

    # moorabbin-max-temperature: time the year 1971 .. 2016, value the year's maximum in degrees Celsius
    b.on(SPLIT, "moorabbin-max-temperature")
    d = read("moorabbin-max-temperature")
    s = d.set_index("time")["value"]
    b.q("What was the highest temperature recorded at Moorabbin Airport in 1983?", "value", s[1983], 1,
        position=1983, why="value of the row 1983 (degrees Celsius)")
    y, v = unique_arg(s)
    b.q("In which year did Moorabbin Airport record its hottest annual maximum, and how hot was it?", "max", v, 1,
        position=y, why="the largest value of the table, and its year")
    e90 = d[d.time.between(1990, 1999)]
    assert len(e90) == 10
    b.q("What was the average annual maximum temperature at Moorabbin in the 1990s?", "mean", e90.value.mean(), 2,
        why="mean of value over the 10 years 1990 .. 1999")
    b.q("In how many years did the temperature at Moorabbin reach 40 degrees or more?", "count",
        int((d.value >= 40).sum()), 0, why="rows whose value is 40 or more")
    b.q("How much higher was the 2016 maximum than the 1971 one?", "change", s[2016] - s[1971], 1,
        why=f"value 2016 ({s[2016]}) minus value 1971 ({s[1971]})")
    b.refuse("What was the highest temperature at Moorabbin Airport in January 2009?", "refusal-constraint",
             why="the table gives one maximum a year: no month can be applied")

    # us-housing-investment: year 1947 .. 1988; inv in millions of dollars, pop in thousands, price 1982 = 1
    b.on(SPLIT, "us-housing-investment")
    d = read("us-housing-investment")
    s = d.set_index("year")
    b.q("How much was invested in US housing in 1960, in millions of dollars?", "value", s.loc[1960, "inv"], 0,
        position=1960, why="inv of the row 1960")
    e50 = d[d.year.between(1950, 1959)]
    b.q("What was the total real housing investment from 1950 to 1959?", "sum", e50.inv.sum(), 0,
        why="sum of inv over the 10 years 1950 .. 1959 (both ends)")
    a, z = s.loc[1970, "price"], s.loc[1980, "price"]
    b.q("By what percentage did the housing price index rise between 1970 and 1980?", "percent-change", pct(z, a), 1,
        why=f"(price 1980 {z} - price 1970 {a}) / {a} x 100")
    y, v = unique_arg(d[d.year.between(1980, 1988)].set_index("year")["inv"], largest=False)
    b.q("In which year of the 1980s was housing investment lowest, and what was it?", "min", v, 0, position=y,
        why="the smallest inv among the years 1980 .. 1988, and its year")
    e60 = d[d.year.between(1960, 1969)]
    b.q("What was the average housing investment per person in the 1960s?", "mean", e60.invpc.mean(), 4,
        why="mean of invpc (inv / pop) over the 10 years 1960 .. 1969")

    # married-women-labour-force: e1971 .. e1967 ('71Yes' .. '67Yes' or 'No'), Freq the women
    b.on(SPLIT, "married-women-labour-force")
    d = read("married-women-labour-force")
    yes = {y: d[f"e{y}"] == f"{y % 100}Yes" for y in range(1967, 1972)}
    b.q("How many of the women were employed in 1969?", "sum", d[yes[1969]].Freq.sum(), 0,
        why="sum of Freq over the rows whose e1969 is 69Yes")
    allyrs = yes[1967] & yes[1968] & yes[1969] & yes[1970] & yes[1971]
    b.q("How many women were employed in every one of the five years?", "value", one(d[allyrs].Freq), 0,
        why="Freq of the row whose five columns are all Yes")
    never = ~(yes[1967] | yes[1968] | yes[1969] | yes[1970] | yes[1971])
    b.q("What share of the women were not employed in any of the five years?", "share",
        one(d[never].Freq) / d.Freq.sum() * 100, 1,
        why=f"Freq of the row whose five columns are all No / the sum of Freq ({d.Freq.sum()}) x 100")
    b.q("How many women were employed in 1967 but no longer in 1971?", "sum", d[yes[1967] & ~yes[1971]].Freq.sum(), 0,
        why="sum of Freq over the rows whose e1967 is 67Yes and e1971 is No")
    cmp(b, "Were more of the women employed in 1967 or in 1971, and by how many?", "1967", d[yes[1967]].Freq.sum(),
        "1971", d[yes[1971]].Freq.sum(), 0,
        why="sum of Freq over the rows whose e1967 is 67Yes, and over those whose e1971 is 71Yes")
    assert "e1972" not in d.columns
    b.refuse("How many of the women were employed in 1972?", "refusal-after-end",
             why="the survey covers 1967 .. 1971")

    # songbird-nest-traits: one row a species, Common its common name
    b.on(SPLIT, "songbird-nest-traits")
    d = read("songbird-nest-traits")
    b.q("How many eggs does the House Finch lay?", "value", one(d[d.Common == "House Finch"]["No.eggs"]), 1,
        why="No.eggs of the row House Finch")
    cav = d[d.Nesttype == "cavity"]
    b.q("What is the average incubation period of the species that nest in cavities?", "mean", cav.Incubate.mean(),
        2, why=f"mean of Incubate over the {len(cav)} rows whose Nesttype is cavity")
    b.q("How many of the species build their nests on the ground?", "count", int((d.Location == "ground").sum()), 0,
        why="rows whose Location is ground")
    k, v = unique_arg(d.set_index("Common")["Totcare"])
    b.q("Which species spends the longest caring for its eggs and young in the nest?", "ranking", v, 1, entity=k,
        why="the largest Totcare (one empty left out), and its Common name")
    ns = d.groupby("Closed.")["Nestling"].mean()
    cmp(b, "Do the young of closed-nest or open-nest species stay longer in the nest on average, and by how many days?",
        "closed nests", ns[1], "open nests", ns[0], 2,
        why="mean of Nestling over the rows whose Closed. is 1 and over those whose Closed. is 0")
    fly = d[d.Common.str.contains("Flycatcher")]
    assert len(fly) > 1
    b.refuse("How many eggs does the flycatcher lay?", "refusal-ambiguous",
             why=f"{len(fly)} species are flycatchers: " + ", ".join(fly.Common))

    # sacramento-home-sales: one row a sale; two sales written twice (the rows deduplicated)
    b.on(SPLIT, "sacramento-home-sales")
    d = read("sacramento-home-sales")
    u = d.drop(columns="rownames").drop_duplicates()
    assert len(u) == 930
    co = u[u.type == "Condo"]
    b.q("What was the average sale price of a condo in the Sacramento area?", "mean", co.price.mean(), 0,
        why=f"mean of price over the {len(co)} distinct sales whose type is Condo")
    b.q("How many homes were sold in Elk Grove?", "count", int((u.city == "ELK_GROVE").sum()), 0,
        why="distinct sales whose city is ELK_GROVE")
    k, v = unique_arg(u.groupby("city")["price"].mean())
    b.q("Which city had the highest average sale price?", "ranking", v, 0, entity=k,
        why="mean of price over the distinct sales of each city; the largest")
    b.q("What share of the homes sold had four bedrooms or more?", "share", (u.beds >= 4).mean() * 100, 1,
        why=f"distinct sales whose beds is 4 or more / all {len(u)} distinct sales x 100")
    cp = u.groupby("city")["price"].mean()
    cmp(b, "Were homes in Folsom or in Roseville more expensive on average, and by how much?", "Folsom",
        cp["FOLSOM"], "Roseville", cp["ROSEVILLE"], 0,
        why="mean of price over the distinct sales of FOLSOM and of ROSEVILLE")
    assert "FRESNO" not in set(d.city)
    b.refuse("How many homes were sold in Fresno?", "refusal-unknown-member",
             why="the table's 37 cities are around Sacramento: no Fresno")


if __name__ == "__main__":
    sys.exit(write_splits(build=one_split(SPLIT, holdout23)))
