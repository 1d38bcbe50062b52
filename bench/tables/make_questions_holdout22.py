"""Write the question battery over the unseen twenty-third split: questions/holdout22.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout22/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor any other split's questions but make_questions.py's and holdout21's script, read for the
format). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout22.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a position is written as the file writes its time, made plain: a year ``1991``; a date
  ``2011-09-13`` (a breach's first day, ``breach_start``; a hawk's capture from ``Year``, ``Month`` and
  ``Day``; a day on the rail trail, written ``2005-07-04T00:00:00Z``); a month ``2012-06`` (a scat's ``Year``
  and ``Month``, the month a name in the file); a quarter ``1975Q2`` (the consumption's fractional
  year, ``1975.25`` is the second quarter of 1975); a season of the drag race as written, ``S06``; a
  day of the migraine diaries by its number from the onset of treatment;
- "the 1970s" is 1970-1979 and "the 2000s" 2000-2009; a year of the breaches is the year of
  ``breach_start`` (the file's ``year`` column); a month of the rail trail is the days counted in it;
- a species, a brand, a state, a country, a queen as people name them (``red-tailed hawk`` is ``RT``,
  ``sharp-shinned`` is ``SS``, ``Cooper's hawk`` is ``CH``; ``Hunt's`` is ``hunts``, ``the store brand``
  is ``stb``; ``Lake George`` is ``George``; ``Madison`` is ``Madison, WI``; ``invertebrates`` is
  ``invert``), a ranking's entity as the file writes it (a state's code, ``CA``; a brand's
  ``heinz``);
- a main-challenge win of the drag race is an outcome ``WIN`` or ``WIN+RTRN`` (won and returned);
  the bottom two is ``BTM``; a queen's place is her ``rank``;
- aid in US dollars as written (``nomoblig``, unless the question says constant dollars); sulfur
  dioxide in parts per billion; sheep in millions of head; prices in dollars; alligators, fish,
  pupils, patients, purchases, scats and hawks counted as rows (or summed counts, for the
  alligators), unless the question asks for a share, which is in percent;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value; a change is the later value minus the earlier;
- ``metro-health-services`` writes seven areas twice, in identical rows: its counts and means are
  over the 76 distinct areas (the rows deduplicated), as the questions say; ``migraine-headache-diaries``
  writes one day twice: its counts of days are over distinct patient-days, as the questions say;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start or between its readings, a member it does not have (its absence asserted
  here), a name that fits two members, a constraint the table cannot apply.

holdout22 was the unseen split kept for the final measurement until holdout23 was built; it is
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

SPLIT = "holdout22"
WINS = ("WIN", "WIN+RTRN")


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout22(b: Battery) -> None:
    b.split = SPLIT

    # drag-race-episode-results: season S01 .. S14 x episode x queen (every queen in every episode)
    b.on(SPLIT, "drag-race-episode-results")
    d = read("drag-race-episode-results")
    won = d[d.outcome.isin(WINS)]
    b6 = won[(won.season == "S06") & (won.contestant == "Bianca Del Rio")]
    b.q("How many main challenges did Bianca Del Rio win in season 6?", "count", len(b6), 0,
        why="rows of S06, Bianca Del Rio, whose outcome is WIN or WIN+RTRN")
    k, v = unique_arg(won.groupby("contestant").size())
    b.q("Which queen won the most main challenges across the fourteen seasons?", "ranking", v, 0, entity=k,
        why="rows whose outcome is WIN or WIN+RTRN, counted for each contestant over all seasons; the largest")
    b.q("Where did Trixie Mattel place in season 7?", "value",
        one(d[(d.season == "S07") & (d.contestant == "Trixie Mattel") & (d.episode == 1)]["rank"]), 0,
        position="S07", why="rank of Trixie Mattel in S07 (the same on each of her rows)")
    s4 = won[won.season == "S04"].groupby("contestant").size()
    cmp(b, "In season 4, who won more main challenges, Sharon Needles or Chad Michaels, and by how many?",
        "Sharon Needles", s4["Sharon Needles"], "Chad Michaels", s4["Chad Michaels"], 0,
        why="rows of S04 whose outcome is WIN or WIN+RTRN, counted for each of the two")
    sh = d[d.contestant == "Shangela"].groupby("season")["rank"].first()
    assert len(sh) == 2 and sh.nunique() == 2
    b.refuse("What place did Shangela finish in?", "refusal-ambiguous",
             why=f"Shangela competed in two seasons, S02 (rank {sh['S02']:.0f}) and S03 (rank {sh['S03']:.0f})")

    # us-foreign-aid: country x year (11 years, 1951 .. 2011), nomoblig in US dollars
    b.on(SPLIT, "us-foreign-aid")
    d = read("us-foreign-aid")
    s = d.set_index(["country", "year"])
    b.q("How much economic aid did the United States obligate to Egypt in 1983?", "value",
        s.loc[("Egypt", 1983), "nomoblig"], 0, position=1983, why="nomoblig of the row Egypt, 1983 (US dollars)")
    k, v = unique_arg(d[d.year == 1991].set_index("country")["nomoblig"])
    b.q("Which country received the most US economic aid in 1991?", "ranking", v, 0, entity=k,
        why="the largest nomoblig among the rows of 1991")
    af = d[(d.year == 2011) & (d.region == "Sub-Saharan Africa")]
    assert (af.nomoblig < 0).sum() == 2
    b.q("What was the total US economic aid obligated to Sub-Saharan Africa in 2011?", "sum", af.nomoblig.sum(), 0,
        why=f"sum of nomoblig over the {len(af)} rows of 2011 whose region is Sub-Saharan Africa (two of them "
            "negative, de-obligations, counted as written)")
    y, v = unique_arg(d[d.country == "Israel"].set_index("year")["constoblig"])
    b.q("In which year did Israel receive the most US economic aid in constant 2019 dollars, and how much was "
        "it?", "max", v, 0, position=y, why="the largest constoblig among the Israel rows, and its year")
    z95 = d[d.year == 1995]
    assert (z95.nomoblig >= 0).all()
    b.q("In 1995, how many countries got no US economic aid at all?", "count", int((z95.nomoblig == 0).sum()), 0,
        why=f"rows of 1995 whose nomoblig is 0 (of {len(z95)} countries; none negative that year)")
    a, z = s.loc[("Pakistan", 2003), "nomoblig"], s.loc[("Pakistan", 2011), "nomoblig"]
    b.q("By what percentage did US economic aid to Pakistan change from 2003 to 2011?", "percent-change",
        pct(z, a), 1, why=f"(nomoblig Pakistan 2011 {z} - 2003 {a}) / {a} x 100")
    assert 1975 not in set(d.year) and {1971, 1979} <= set(d.year)
    b.refuse("How much economic aid did the United States give Mexico in 1975?", "refusal-missing-value",
             why="the table holds eleven years; 1971 and 1979 are there, 1975 is not")

    # health-data-breaches: one row a breach; year = breach_start's year; Individuals_Affected
    b.on(SPLIT, "health-data-breaches")
    d = read("health-data-breaches")
    assert (d.breach_start.str[:4].astype(int) == d.year).all()
    b.q("How many health-record breaches happened in 2012?", "count", int((d.year == 2012).sum()), 0,
        why="rows whose breach_start (and year) falls in 2012")
    top = d.sort_values("Individuals_Affected")
    assert top.Individuals_Affected.iloc[-1] != top.Individuals_Affected.iloc[-2]
    r = top.iloc[-1]
    b.q("Which breach exposed the most people's records, how many people did it affect, and when did it happen?",
        "max", r.Individuals_Affected, 0, position=r.breach_start,
        why=f"the largest Individuals_Affected ({r.Name_of_Covered_Entity}), and its breach_start "
            f"(Date_of_Breach '{r.Date_of_Breach}')")
    ca = d[(d.State == "CA") & (d.year == 2013)]
    b.q("In total, how many people were affected by breaches in California in 2013?", "sum",
        ca.Individuals_Affected.sum(), 0, why=f"sum of Individuals_Affected over the {len(ca)} rows of State CA "
                                              "whose year is 2013")
    k, v = unique_arg(d.groupby("State").size())
    b.q("Which state reported the most breaches?", "ranking", v, 0, entity=k,
        why="rows counted for each State; the largest")
    y10 = d[d.year == 2010]
    b.q("On average, how many people were affected per breach in 2010?", "mean", y10.Individuals_Affected.mean(), 0,
        why=f"mean of Individuals_Affected over the {len(y10)} rows whose year is 2010")
    assert not any("cost" in c.lower() or "fine" in c.lower() or "penalt" in c.lower() for c in d.columns)
    b.refuse("What did the 2012 breaches cost the organisations involved?", "refusal-unknown-measure",
             why="the table counts the people affected; it has no cost, fine or penalty")

    # hawk-captures: Year, Month, Day; Species RT / SS / CH; Weight in grams
    b.on(SPLIT, "hawk-captures")
    d = read("hawk-captures")
    d["date"] = (d.Year.astype(str) + "-" + d.Month.map("{:02d}".format) + "-" + d.Day.map("{:02d}".format))
    b.q("How many red-tailed hawks were caught in 2000?", "count", int(((d.Species == "RT") & (d.Year == 2000)).sum()),
        0, why="rows whose Species is RT and Year is 2000")
    ss = d[d.Species == "SS"]
    b.q("What was the average weight of the sharp-shinned hawks, in grams?", "mean", ss.Weight.mean(), 1,
        why=f"mean of Weight over the {len(ss)} SS rows ({int(ss.Weight.isna().sum())} empty weights left out)")
    ch = d[d.Species == "CH"].set_index("date")["Weight"]
    dt, v = unique_arg(ch)
    b.q("What was the heaviest Cooper's hawk caught, and on what date?", "max", v, 0, position=dt,
        why="the largest Weight among the CH rows (empty weights left out), and its Year, Month, Day")
    fm = ss.groupby("Sex")["Weight"].mean()
    cmp(b, "Among sharp-shinned hawks, were the females or the males heavier on average, and by how many grams?",
        "females", fm["F"], "males", fm["M"], 1,
        why="mean of Weight over the SS rows whose Sex is F and over those whose Sex is M (rows with no sex or "
            "no weight left out)")
    assert d.Year.max() == 2003
    b.refuse("How many hawks were caught at Lake MacBride in 2005?", "refusal-after-end",
             why="the captures end in 2003")

    # carnivore-scat-samples: Year + Month (a name); Species bobcat / coyote / gray_fox
    b.on(SPLIT, "carnivore-scat-samples")
    d = read("carnivore-scat-samples")
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]
    d["ym"] = d.Year.astype(str) + "-" + d.Month.map(lambda m: f"{months.index(m) + 1:02d}")
    b.q("How many bobcat scats were collected in 2012?", "count",
        int(((d.Species == "bobcat") & (d.Year == 2012)).sum()), 0, why="rows whose Species is bobcat and Year 2012")
    co = d[d.Species == "coyote"]
    b.q("What was the average mass of a coyote scat?", "mean", co.Mass.mean(), 2,
        why=f"mean of Mass over the {len(co)} coyote rows ({int(co.Mass.isna().sum())} empty left out)")
    b.q("How many scats were collected in October 2012?", "count", int((d.ym == "2012-10").sum()), 0,
        why="rows whose Year is 2012 and Month October")
    ln = d.groupby("Species")["Length"].mean()
    cmp(b, "Were gray fox or bobcat scats longer on average, and by how much?", "gray fox", ln["gray_fox"],
        "bobcat", ln["bobcat"], 2, why="mean of Length over the gray_fox rows and over the bobcat rows")
    ym, v = unique_arg(d.set_index("ym")["Mass"])
    b.q("What was the heaviest scat found, and in which month was it collected?", "max", v, 2, position=ym,
        why="the largest Mass of the table (one empty left out), and its Year and Month")
    assert "raccoon" not in set(d.Species)
    b.refuse("What was the average mass of the raccoon scats?", "refusal-unknown-member",
             why="the species are bobcat, coyote and gray_fox: no raccoon")

    # uk-nondurables-consumption: time 1955.0 (1955 Q1) .. 1988.75 (1988 Q4)
    b.on(SPLIT, "uk-nondurables-consumption")
    d = read("uk-nondurables-consumption")
    k = (d.time * 4).round().astype(int)
    d["year"], d["quarter"] = k // 4, k % 4 + 1
    s = d.set_index(["year", "quarter"])["value"]
    b.q("What was the UK's consumption of non-durables in the third quarter of 1970?", "value", s[(1970, 3)], 0,
        position="1970Q3", why="value of the row time 1970.5")
    y80 = d[d.year == 1980]
    assert len(y80) == 4
    b.q("What was the UK's total consumption of non-durables in 1980?", "sum", y80.value.sum(), 0,
        why="sum of value over the 4 quarters of 1980")
    q, v = unique_arg(d[d.year == 1975].set_index("quarter")["value"], largest=False)
    b.q("Which quarter of 1975 had the lowest consumption of non-durables, and what was it?", "min", v, 0,
        position=f"1975Q{q}", why="the smallest value among the 4 quarters of 1975, and its quarter")
    a, z = s[(1960, 4)], s[(1980, 4)]
    b.q("By what percentage did consumption of non-durables grow from the fourth quarter of 1960 to the fourth "
        "quarter of 1980?", "percent-change", pct(z, a), 1, why=f"(value 1980 Q4 {z} - 1960 Q4 {a}) / {a} x 100")
    e70 = d[d.year.between(1970, 1979)]
    assert len(e70) == 40
    b.q("What was the average quarterly consumption of non-durables in the 1970s?", "mean", e70.value.mean(), 1,
        why="mean of value over the 40 quarters of 1970 .. 1979")
    assert (d.year.iloc[-1], d.quarter.iloc[-1]) == (1988, 4)
    b.refuse("What was UK consumption of non-durables in the first quarter of 1990?", "refusal-after-end",
             why="the series ends with the fourth quarter of 1988 (time 1988.75)")

    # fish-tag-detections: fish 4842 .. 4865 (19 of them) x the stations that heard it; seen always 1
    b.on(SPLIT, "fish-tag-detections")
    d = read("fish-tag-detections")
    n = d.groupby("fish").size()
    b.q("How many stations detected fish 4850?", "count", int(n[4850]), 0, why="rows of fish 4850")
    b.q("How many of the tagged fish were detected at Lisbon?", "count", int((d.station == "Lisbon").sum()), 0,
        why="rows whose station is Lisbon")
    fish = d.fish.nunique()
    b.q("What share of the tagged fish made it as far as station MAW?", "share",
        (d.station == "MAW").sum() / fish * 100, 1,
        why=f"rows whose station is MAW ({int((d.station == 'MAW').sum())}) / the {fish} fish of the table x 100")
    stations = d.station.nunique()
    b.q("How many fish were detected at every one of the stations?", "count", int((n == stations).sum()), 0,
        why=f"fish with a row at each of the {stations} stations")
    assert 4846 not in set(d.fish)
    b.refuse("Which stations picked up fish 4846?", "refusal-unknown-member",
             why="fish 4846 has no row: the table's fish are 19 of the numbers 4842 .. 4865, not 4846")

    # migraine-headache-diaries: id 1 .. 133 x time (days from the onset of treatment); one day written twice
    b.on(SPLIT, "migraine-headache-diaries")
    d = read("migraine-headache-diaries")
    u = d.drop(columns="rownames").drop_duplicates()
    assert len(u) == len(d) - 1 and not u.duplicated(["id", "time"]).any()
    p5 = u[u.id == 5]
    b.q("On how many days did patient 5 record a headache?", "count", int((p5.headache == "yes").sum()), 0,
        why=f"rows of patient 5 whose headache is yes (of {len(p5)} days)")
    k, v = unique_arg(u[u.headache == "yes"].groupby("id").size())
    b.q("Which patient logged the most headache days?", "ranking", v, 0, entity=k,
        why="rows whose headache is yes, counted for each id (patient 90's doubled day counted once); the largest")
    pre = u[u.time < 0]
    b.q("On what share of the diary days before treatment began did patients have a headache?", "share",
        (pre.headache == "yes").mean() * 100, 1,
        why=f"rows whose time is negative and headache yes / all {len(pre)} rows whose time is negative x 100")
    b.q("What was the air quality reading for patient 30 on day 10 after treatment began?", "value",
        one(u[(u.id == 30) & (u.time == 10)].airq), 0, position=10, why="airq of the row id 30, time 10")
    b.q("How many patients had migraine with aura?", "count", int(u[u.hatype == "Aura"].id.nunique()), 0,
        why="distinct ids whose hatype is Aura (not Mixed)")
    assert not any("sever" in c.lower() or "pain" in c.lower() or "intens" in c.lower() for c in d.columns)
    b.refuse("How severe were patient 7's headaches in the first week of treatment?", "refusal-unknown-measure",
             why="the diaries say only whether there was a headache (yes / no): no severity")

    # ketchup-brand-prices: household x purchase; price.heinz .. price.stb
    b.on(SPLIT, "ketchup-brand-prices")
    d = read("ketchup-brand-prices")
    b.q("What was the average shelf price of Heinz ketchup across all the purchases?", "mean", d["price.heinz"].mean(),
        3, why=f"mean of price.heinz over the {len(d)} rows")
    b.q("What share of the purchases were of the store brand?", "share", (d["Ketchup.choice"] == "stb").mean() * 100, 1,
        why=f"rows whose Ketchup.choice is stb / all {len(d)} rows x 100")
    b.q("In how many purchases was Hunt's cheaper than Heinz?", "count",
        int((d["price.hunts"] < d["price.heinz"]).sum()), 0, why="rows whose price.hunts is below price.heinz")
    b.q("What did Del Monte cost when household 11 made its third purchase?", "value",
        one(d[(d["Ketchup.hid"] == 11) & (d["Ketchup.id"] == 3)]["price.delmonte"]), 2,
        why="price.delmonte of the row Ketchup.hid 11, Ketchup.id 3 (dollars)")
    cmp(b, "Was Hunt's or Del Monte dearer on average, and by how much?", "hunts", d["price.hunts"].mean(),
        "delmonte", d["price.delmonte"].mean(), 3, why="mean of price.hunts and of price.delmonte over all rows")
    assert not any("french" in c.lower() for c in d.columns) and "french" not in set(d["Ketchup.choice"])
    b.refuse("What was the average price of French's ketchup?", "refusal-unknown-member",
             why="the brands are heinz, hunts, delmonte and stb (store brand): no French's")

    # reading-comprehension-tests: 66 pupils, group Basal / DRTA / Strat, pretest.1 .. post.test.3
    b.on(SPLIT, "reading-comprehension-tests")
    d = read("reading-comprehension-tests")
    g = d.groupby("group")
    b.q("What was the DRTA group's average score on the third post-test?", "mean", g["post.test.3"].mean()["DRTA"],
        2, why="mean of post.test.3 over the 22 DRTA rows")
    cmp(b, "On the first post-test, did the Strat group or the Basal group score higher on average, and by how "
        "much?", "Strat", g["post.test.1"].mean()["Strat"], "Basal", g["post.test.1"].mean()["Basal"], 2,
        why="mean of post.test.1 over the 22 Strat rows and over the 22 Basal rows")
    b.q("How many pupils scored 50 or more on the third post-test?", "count", int((d["post.test.3"] >= 50).sum()), 0,
        why="rows whose post.test.3 is 50 or more")
    k, v = unique_arg(g["post.test.2"].mean())
    b.q("Which teaching method had the best average on the second post-test?", "ranking", v, 2, entity=k,
        why="mean of post.test.2 for each group; the largest")
    assert "post.test.4" not in d.columns
    b.refuse("What did the DRTA pupils score on the fourth post-test?", "refusal-unknown-measure",
             why="there are three post-tests, post.test.1 .. post.test.3: no fourth")

    # us-sulfur-dioxide: year 1980 .. 2020, value (mean), lb and ub the 10th and 90th percentiles, ppb
    b.on(SPLIT, "us-sulfur-dioxide")
    d = read("us-sulfur-dioxide")
    s = d.set_index("year")
    b.q("What was the average sulfur dioxide concentration in US air in 1995?", "value", s.loc[1995, "value"], 2,
        position=1995, why="value of the row 1995 (parts per billion)")
    a, z = s.loc[1990, "value"], s.loc[2010, "value"]
    b.q("By what percentage did the sulfur dioxide concentration change between 1990 and 2010?", "percent-change",
        pct(z, a), 1, why=f"(value 2010 {z} - 1990 {a}) / {a} x 100")
    b.q("In how many years was the national average above the 75 ppb standard?", "count", int((d.value > 75).sum()), 0,
        why="rows whose value is above 75")
    e00 = d[d.year.between(2000, 2009)]
    assert len(e00) == 10
    b.q("What was the mean sulfur dioxide concentration over the 2000s?", "mean", e00.value.mean(), 2,
        why="mean of value over the 10 years 2000 .. 2009")
    b.q("What was the 90th percentile of sulfur dioxide across the monitoring sites in 2005?", "value",
        s.loc[2005, "ub"], 1, position=2005,
        why="ub of the row 2005 (the 90th percentile; the documentation calls ub the lower bound, but lb holds "
            "the smaller, the 10th percentile)")
    assert d.year.min() == 1980
    b.refuse("What was the sulfur dioxide concentration in 1975?", "refusal-before-start",
             why="the series starts in 1980")

    # rail-trail-riders: 90 days of 2005, date 'YYYY-MM-DDT00:00:00Z'; riders the crossings counted
    b.on(SPLIT, "rail-trail-riders")
    d = read("rail-trail-riders")
    d["day_"] = d.date.str[:10]
    s = d.set_index("day_")
    b.q("How many people used the rail trail on 4 July 2005?", "value", s.loc["2005-07-04", "riders"], 0,
        position="2005-07-04", why="riders of the row dated 2005-07-04T00:00:00Z")
    may = d[d.day_.str.startswith("2005-05")]
    b.q("How many trail crossings were counted in May 2005?", "sum", may.riders.sum(), 0,
        why=f"sum of riders over the {len(may)} days of May 2005 in the table")
    dt, v = unique_arg(s["riders"])
    b.q("On which day did the most people use the trail, and how many were there?", "max", v, 0, position=dt,
        why="the largest riders of the table, and its date")
    wd = d.groupby("day")["riders"].mean()
    cmp(b, "Did the trail see more users on an average Saturday or an average Sunday, and how many more?",
        "Saturday", wd["Saturday"], "Sunday", wd["Sunday"], 1,
        why="mean of riders over the Saturday rows and over the Sunday rows")
    assert not d.day_.str.startswith("2005-10").any()
    b.refuse("How many people used the trail on 1 October 2005?", "refusal-missing-value",
             why="no day of September or October 2005 was counted: the table jumps from August to November")

    # asian-sheep-livestock: time 1961 .. 2007, value in millions of head
    b.on(SPLIT, "asian-sheep-livestock")
    d = read("asian-sheep-livestock")
    s = d.set_index("time")["value"]
    b.q("How many sheep were there in Asia in 1980, in millions?", "value", s[1980], 1, position=1980,
        why="value of the row 1980 (millions of head)")
    b.q("By how much did Asia's sheep numbers change between 1990 and 2000?", "change", s[2000] - s[1990], 1,
        why=f"value 2000 ({s[2000]}) minus value 1990 ({s[1990]})")
    y, v = unique_arg(s, largest=False)
    b.q("In which year did Asia have the fewest sheep, and how many were there?", "min", v, 1, position=y,
        why="the smallest value of the table, and its year")
    e70 = d[d.time.between(1970, 1979)]
    assert len(e70) == 10
    b.q("What was the average number of sheep in Asia during the 1970s?", "mean", e70.value.mean(), 1,
        why="mean of value over the 10 years 1970 .. 1979")
    b.q("By what percentage did Asia's sheep population grow from 1961 to 2007?", "percent-change",
        pct(s[2007], s[1961]), 1, why=f"(value 2007 {s[2007]} - 1961 {s[1961]}) / {s[1961]} x 100")
    assert list(d.columns) == ["rownames", "time", "value"]
    b.refuse("How many goats were there in Asia in 1990?", "refusal-unknown-measure",
             why="the table counts sheep only")

    # alligator-food-choice: lake x sex x size x food, count
    b.on(SPLIT, "alligator-food-choice")
    d = read("alligator-food-choice")
    s = d.set_index(["lake", "sex", "size", "food"])["count"]
    b.q("How many large male alligators from Lake George had fish as their main food?", "value",
        s[("George", "male", "large", "fish")], 0, why="count of the row George, male, large, fish")
    b.q("How many alligators were captured in Lake Hancock?", "sum", d[d.lake == "Hancock"]["count"].sum(), 0,
        why="sum of count over the 20 rows of Hancock")
    b.q("What share of all the alligators mainly ate invertebrates?", "share",
        d[d.food == "invert"]["count"].sum() / d["count"].sum() * 100, 1,
        why=f"sum of count over the rows whose food is invert / the sum over all rows ({d['count'].sum()}) x 100")
    k, v = unique_arg(d[d.food == "bird"].groupby("lake")["count"].sum())
    b.q("In which lake did the most alligators have birds as their primary food?", "ranking", v, 0, entity=k,
        why="sum of count over the bird rows for each lake; the largest")
    rp = d[d.food == "reptile"].groupby("size")["count"].sum()
    cmp(b, "Were more small or more large alligators found with reptiles as their primary food, and how many more?",
        "small", rp["small"], "large", rp["large"], 0, why="sum of count over the reptile rows of each size")
    assert "Okeechobee" not in set(d.lake)
    b.refuse("How many alligators were captured in Lake Okeechobee?", "refusal-unknown-member",
             why="the lakes are Hancock, Oklawaha, Trafford and George: no Okeechobee")

    # metro-health-services: 83 rows, 76 distinct areas (seven written twice)
    b.on(SPLIT, "metro-health-services")
    d = read("metro-health-services")
    u = d.drop(columns="rownames").drop_duplicates()
    assert len(u) == 76 and u.City.is_unique
    s = u.set_index("City")
    b.q("How many physicians does the Madison, Wisconsin metro area have?", "value", s.loc["Madison, WI", "NumMDs"],
        0, why="NumMDs of the row 'Madison, WI'")
    k, v = unique_arg(s["RateBeds"])
    b.q("Which metropolitan area has the most hospital beds per 100,000 people?", "ranking", v, 0, entity=k,
        why="the largest RateBeds of the table")
    b.q("Counting each metro area once, what is the average number of physicians per 100,000 people?", "mean",
        u.RateMDs.mean(), 1, why="mean of RateMDs over the 76 distinct areas (identical rows counted once)")
    b.q("How many of the metro areas have more than 10 community hospitals?", "count",
        int((u.NumHospitals > 10).sum()), 0, why="distinct areas whose NumHospitals is above 10")
    cmp(b, "Does Honolulu or Madison have more physicians per 100,000 people, and by how many?", "Honolulu",
        s.loc["Honolulu, HI", "RateMDs"], "Madison", s.loc["Madison, WI", "RateMDs"], 0,
        why="RateMDs of the rows 'Honolulu, HI' and 'Madison, WI'")
    assert {"Springfield, IL", "Springfield, OH"} <= set(u.City)
    b.refuse("How many physicians does Springfield have?", "refusal-ambiguous",
             why="two areas fit: 'Springfield, IL' and 'Springfield, OH'")

    # environmental-sustainability-2005: 146 countries, esi and its components (no time)
    b.on(SPLIT, "environmental-sustainability-2005")
    d = read("environmental-sustainability-2005")
    s = d.set_index("country")
    b.q("What was Canada's Environmental Sustainability Index score?", "value", s.loc["Canada", "esi"], 1,
        why="esi of the row Canada")
    k, v = unique_arg(s["esi"], largest=False)
    b.q("Which country had the lowest Environmental Sustainability Index?", "ranking", v, 1, entity=k,
        why="the smallest esi of the table")
    cmp(b, "Did Norway or Sweden score higher on the index, and by how much?", "Norway", s.loc["Norway", "esi"],
        "Sweden", s.loc["Sweden", "esi"], 1, why="esi of the rows Norway and Sweden")
    k, v = ranked(s["esi"], 3)
    b.q("Which country ranked third on the Environmental Sustainability Index?", "ranking", v, 1, entity=k,
        why="the rows sorted by esi from the largest: the third")
    assert "year" not in d.columns
    b.refuse("What was Germany's Environmental Sustainability Index in 2010?", "refusal-constraint",
             why="the table is the 2005 index only: no other year can be applied")


if __name__ == "__main__":
    sys.exit(write_splits(build=one_split(SPLIT, holdout22)))
