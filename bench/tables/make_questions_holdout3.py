"""Write the question battery over the unseen fourth split: questions/holdout3.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst would ask it, over one table folder of ``bench/tables/holdout3/<name>/``,
and its truth is computed here, from the data file, with pandas, never by the engine. ``why``
says how. Nothing is random. ``--check`` compares the committed file with a fresh build (exit 1
when it differs). It needs only pandas (make_questions.py imports nothing else)::

    /tmp/h3venv/bin/python bench/tables/make_questions_holdout3.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a year written with two digits (cigarette-sales' 63..92, acme-returns' '3/87') is 19YY, and a
  "when" position is written with the four-digit year;
- a weekday is the calendar weekday of the row's date (seattle-weather's dates);
- swedish-traffic's ``day`` is a day number of the trial period (1..92), not a date: its position
  is that number;
- a "count" of rows meeting a condition leaves out rows whose value is missing (NA).

holdout3 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout3`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, frac_month, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout3"


def holdout3(b: Battery) -> None:
    b.split = SPLIT

    # olympic-sprint: every medallist of the men's 100 m, 1896..2012 (padded header and cells)
    b.on(SPLIT, "olympic-sprint")
    d = pd.read_csv(path(SPLIT, "olympic-sprint"), skipinitialspace=True)
    d.columns = [c.strip() for c in d.columns]
    assert len(d) == 85 and not d.duplicated(["Name", "Year"]).any()
    b.q("What was Usain Bolt's winning time in the 100 metres in 2008?", "value",
        one(d[(d.Name == "Usain Bolt") & (d.Year == 2008)], "Time"), 2, position="2008", entity="Usain Bolt",
        why="Time of the row Usain Bolt, 2008")
    who, v = unique_arg(d.set_index(d.Name + " " + d.Year.astype(str)).Time, largest=False)
    name = who.rsplit(" ", 1)[0]
    b.q("What is the fastest time in the table, and who ran it?", "ranking", v, 2, entity=name,
        why=f"smallest Time over the 85 rows (unique): {who}")
    b.q("How many gold medals did the USA win in the 100 metres?", "count",
        int(((d.Country == "USA") & (d.Medal == "GOLD")).sum()), 0,
        why="count of rows with Country USA and Medal GOLD")
    g = d[(d.Medal == "GOLD") & d.Year.between(1960, 2012)]
    assert len(g) == 14
    b.q("What was the average gold-medal time between 1960 and 2012?", "mean", g.Time.mean(), 2,
        why=f"mean of Time over the {len(g)} GOLD rows of the Games 1960..2012 (both ends included)")
    cl = one(d[(d.Name == "Carl Lewis") & (d.Year == 1988)], "Time")
    lc = one(d[(d.Name == "Linford Christie") & (d.Year == 1988)], "Time")
    b.q("Who was faster in 1988, Carl Lewis or Linford Christie, and by how much?", "comparison", abs(cl - lc), 2,
        entity="Carl Lewis" if cl < lc else "Linford Christie", members={"Carl Lewis": cl, "Linford Christie": lc},
        why=f"1988: Carl Lewis {cl}, Linford Christie {lc} (faster = the smaller time); the value is the difference")
    b.refuse("What was Usain Bolt's reaction time at the start in 2012?", "refusal-unknown-measure",
             "the table has race times only: no reaction times")

    # monthly-stocks: month-start prices of 5 symbols, 2000-01 .. 2010-03, dates 'Jan 1 2000'
    b.on(SPLIT, "monthly-stocks")
    d = pd.read_csv(path(SPLIT, "monthly-stocks"))
    d["dt"] = pd.to_datetime(d.date, format="%b %d %Y")
    d["pos"] = d.dt.dt.strftime("%Y-%m")
    px = lambda s, pos: one(d[(d.symbol == s) & (d.pos == pos)], "price")  # noqa: E731
    b.q("What was IBM's share price in March 2005?", "value", px("IBM", "2005-03"), 2, position="2005-03",
        entity="IBM", why="price of the row IBM, Mar 1 2005")
    pos, v = unique_arg(d[d.symbol == "AAPL"].set_index("pos").price)
    b.q("When did Apple's share price peak, and at what price?", "max", v, 2, position=pos, entity="AAPL",
        why="largest price over AAPL's 123 months (unique) and its month")
    ms = d[(d.symbol == "MSFT") & (d.dt.dt.year == 2008)]
    assert len(ms) == 12
    b.q("What was Microsoft's average share price in 2008?", "mean", ms.price.mean(), 2, entity="MSFT",
        why="mean of MSFT's price over the 12 months of 2008")
    am, go = px("AMZN", "2007-01"), px("GOOG", "2007-01")
    b.q("Was Amazon or Google priced higher in January 2007, and by how much?", "comparison", abs(am - go), 2,
        entity="AMZN" if am > go else "GOOG", members={"AMZN": am, "GOOG": go},
        why=f"Jan 1 2007: AMZN {am}, GOOG {go}; the value is the difference")
    a, c = px("AMZN", "2000-01"), px("AMZN", "2010-01")
    b.q("By what percent did Amazon's share price change from January 2000 to January 2010?", "percent-change",
        100 * (c - a) / a, 2, entity="AMZN", why=f"(AMZN Jan 2010 {c} - AMZN Jan 2000 {a}) / {a}, in percent")
    assert "NFLX" not in set(d.symbol)
    b.refuse("What was Netflix's share price in June 2005?", "refusal-unknown-member",
             "the table holds MSFT, AMZN, IBM, GOOG and AAPL only: no Netflix")

    # swedish-traffic: accidents a day on trial days 1..92 of 1961 and 1962, limit yes/no
    b.on(SPLIT, "swedish-traffic")
    d = pd.read_csv(path(SPLIT, "swedish-traffic"), index_col=0)
    assert len(d) == 184
    b.q("How many road accidents were there on day 30 of the 1962 trial?", "value",
        one(d[(d.year == 1962) & (d.day == 30)], "y"), 0, position="1962, day 30",
        why="y of the row year 1962, day 30")
    b.q("How many accidents were there in total in 1961?", "sum", d[d.year == 1961].y.sum(), 0,
        why="sum of y over the 92 days of 1961 (accidents are a flow)")
    lim = d[(d.year == 1962) & (d.limit == "yes")]
    b.q("In 1962, what was the average number of accidents a day on days with a speed limit?", "mean",
        lim.y.mean(), 2, why=f"mean of y over the {len(lim)} days of 1962 with limit yes")
    day, v = unique_arg(d[d.year == 1961].set_index("day").y)
    b.q("On which day of the 1961 trial were there the most accidents, and how many?", "max", v, 0,
        position=str(day), why="largest y over the 92 days of 1961 (unique) and its day number")
    b.q("On how many days of 1961 was a speed limit in force?", "count",
        int(((d.year == 1961) & (d.limit == "yes")).sum()), 0, why="count of rows with year 1961 and limit yes")
    b.refuse("How many accidents happened on Sundays in 1961?", "refusal-constraint",
             "the days are numbered 1..92 within the trial, with no dates: no weekday can be told")

    # presidents-approval: quarterly 1945Q1 .. 1974Q4, fractional years, 6 NA quarters
    b.on(SPLIT, "presidents-approval")
    d = pd.read_csv(path(SPLIT, "presidents-approval"), index_col=0)
    d["y"] = d.time.map(lambda t: int(math.floor(t + 1e-9)))
    d["q"] = d.time.map(lambda t: round((t - math.floor(t + 1e-9)) * 4) + 1)
    d["pos"] = d.y.astype(str) + "Q" + d.q.astype(str)
    assert d.pos.is_unique and len(d) == 120 and int(d.presidents.isna().sum()) == 6
    pr = lambda y, q: one(d[(d.y == y) & (d.q == q)], "presidents")  # noqa: E731
    b.q("What was the president's approval rating in the third quarter of 1962?", "value", pr(1962, 3), 0,
        position="1962Q3", why="presidents of the row time 1962.5 (Q3 1962)")
    pos, v = unique_arg(d.set_index("pos").presidents, largest=False)
    b.q("When was presidential approval at its lowest, and what was it?", "min", v, 0, position=pos,
        why="smallest presidents over the 114 quarters with a value (NA left out; unique) and its quarter")
    y60 = d[d.y == 1960]
    assert y60.presidents.notna().all() and len(y60) == 4
    b.q("What was the average approval rating in 1960?", "mean", y60.presidents.mean(), 2,
        why="mean of presidents over the 4 quarters of 1960")
    a, c = pr(1965, 1), pr(1968, 1)
    b.q("How much did the approval rating change between the first quarter of 1965 and the first quarter of "
        "1968?", "change", c - a, 0, why=f"presidents in 1968Q1 ({c}) minus presidents in 1965Q1 ({a})")
    b.q("In how many quarters was the approval rating above 70 percent?", "count",
        int((d.presidents > 70).sum()), 0, why="count of quarters with presidents > 70 (NA quarters left out)")
    b.refuse("What was the president's approval rating in the first quarter of 1980?", "refusal-after-end",
             "the data end in the fourth quarter of 1974")

    # uk-driver-deaths: monthly 1969-01 .. 1984-12, fractional years, a flow
    b.on(SPLIT, "uk-driver-deaths")
    d = pd.read_csv(path(SPLIT, "uk-driver-deaths"), index_col=0)
    ym = d.time.map(frac_month)
    d["y"], d["m"] = [t[0] for t in ym], [t[1] for t in ym]
    d["pos"] = [f"{y}-{m:02d}" for y, m in ym]
    assert d.pos.is_unique and len(d) == 192
    ud = lambda y, m: one(d[(d.y == y) & (d.m == m)], "UKDriverDeaths")  # noqa: E731
    b.q("How many drivers were killed or seriously injured in December 1975?", "value", ud(1975, 12), 0,
        position="1975-12", why="UKDriverDeaths of the row time 1975.9167 (December 1975)")
    b.q("What was the total number of drivers killed or seriously injured in 1980?", "sum",
        d[d.y == 1980].UKDriverDeaths.sum(), 0, why="sum of UKDriverDeaths over the 12 months of 1980 (a flow)")
    pos, v = unique_arg(d.set_index("pos").UKDriverDeaths)
    b.q("Which month had the most drivers killed or seriously injured, and how many were there?", "max", v, 0,
        position=pos, why="largest UKDriverDeaths over the 192 months (unique) and its month")
    su = d[(d.y == 1978) & d.m.isin([6, 7, 8])]
    b.q("What was the average monthly number of driver casualties in summer 1978?", "mean",
        su.UKDriverDeaths.mean(), 2, why="mean of UKDriverDeaths over June, July, August 1978 (meteorological summer)")
    a, c = ud(1982, 1), ud(1984, 1)
    b.q("By what percent did driver deaths and serious injuries change from January 1982 to January 1984?",
        "percent-change", 100 * (c - a) / a, 2, why=f"(January 1984 {c} - January 1982 {a}) / {a}, in percent")
    b.refuse("How many drivers were killed on weekends in 1979?", "refusal-constraint",
             "the table is monthly: it has no days, so no weekends")

    # cigarette-sales: 46 states (numeric codes) x 1963..1992 (years written 63..92)
    b.on(SPLIT, "cigarette-sales")
    d = pd.read_csv(path(SPLIT, "cigarette-sales"), index_col=0)
    cg = lambda st, yy, c: one(d[(d.state == st) & (d.year == yy)], c)  # noqa: E731
    b.q("What was the average price of a pack of cigarettes in state 5 in 1980?", "value", cg(5, 80, "price"), 1,
        position="1980", entity="5", why="price of the row state 5, year 80 (= 1980)")
    s1 = d[d.state == 1].set_index("year").sales
    yy, v = unique_arg(s1)
    b.q("When did cigarette sales per capita peak in state 1, and how high were they?", "max", v, 1,
        position=str(1900 + yy), entity="1", why=f"largest sales over state 1's 30 years (unique): year {yy} = 19{yy}")
    st, v = unique_arg(d[d.year == 92].set_index("state").price)
    b.q("Which state had the highest cigarette price in 1992?", "ranking", v, 1, entity=str(st),
        why="largest price among the 46 states in year 92 (= 1992; unique)")
    w = d[(d.state == 10) & d.year.between(85, 90)]
    assert len(w) == 6
    b.q("What were the average cigarette sales per capita in state 10 between 1985 and 1990?", "mean",
        w.sales.mean(), 2, entity="10", why="mean of state 10's sales over years 85..90 (= 1985..1990, both ends)")
    b.q("How many states does the table cover?", "count", d.state.nunique(), 0,
        why="number of distinct state codes")
    assert 2 not in set(d.state)
    b.refuse("What was the price of cigarettes in state 2 in 1980?", "refusal-unknown-member",
             "there is no state 2: the codes run 1..51 with gaps (2, 6, 12, 34, 38 are missing)")

    # va-deaths: wide, death rates per 1000 in Virginia 1940, age groups x 4 population groups
    b.on(SPLIT, "va-deaths")
    d = pd.read_csv(path(SPLIT, "va-deaths"), index_col=0)
    assert list(d.index) == ["50-54", "55-59", "60-64", "65-69", "70-74"]
    b.q("What was the death rate for urban women aged 60-64?", "value", d.loc["60-64", "Urban Female"], 1,
        entity="Urban Female", why="cell 60-64, Urban Female")
    grp, v = unique_arg(d.loc["70-74"])
    b.q("Which population group had the highest death rate in the 70-74 age group?", "ranking", v, 1,
        entity=grp, why="largest of the 4 group cells of row 70-74")
    rm, um = d.loc["55-59", "Rural Male"], d.loc["55-59", "Urban Male"]
    b.q("Was the death rate higher for rural or urban men aged 55-59, and by how much?", "comparison",
        abs(rm - um), 1, entity="Rural Male" if rm > um else "Urban Male",
        members={"Rural Male": rm, "Urban Male": um},
        why=f"55-59: Rural Male {rm}, Urban Male {um}; the value is the difference")
    b.q("What was the average death rate of rural women across the five age groups?", "mean",
        d["Rural Female"].mean(), 2, why="mean of the Rural Female column over its 5 age groups")
    b.refuse("What was the death rate for urban men aged 80-84?", "refusal-unknown-member",
             "the age groups run from 50-54 to 70-74: there is no 80-84")

    # banking-crises: wide, 0/1 crisis indicator, 70 countries x 1800..2010 (one NA cell)
    b.on(SPLIT, "banking-crises")
    d = pd.read_csv(path(SPLIT, "banking-crises"), index_col=0).set_index("year")
    assert d.index.min() == 1800 and d.index.max() == 2010 and len(d.columns) == 70
    ar = d.loc[1900:2000, "Argentina"]
    assert len(ar) == 101 and ar.notna().all()
    b.q("In how many years between 1900 and 2000 did Argentina have a banking crisis?", "sum", ar.sum(), 0,
        entity="Argentina", why="sum of Argentina's 0/1 cells over 1900..2000 (101 years, both ends included)")
    b.q("How many countries were in a banking crisis in 2008?", "count", int(d.loc[2008].sum()), 0,
        why="number of the 70 country cells of 2008 equal to 1")
    c, v = unique_arg(d.sum())
    b.q("Which country spent the most years in a banking crisis over the whole period?", "ranking", v, 0,
        entity=c, why="largest column sum over 1800..2010 (NA left out; unique)")
    yr, v = unique_arg(d.sum(axis=1))
    b.q("In which year were the most countries in a banking crisis, and how many were there?", "max", v, 0,
        position=str(yr), why="largest row sum (countries in crisis) over the 211 years (unique) and its year")
    uk, us = d.UK.sum(), d.US.sum()
    b.q("Did the UK or the US have more banking-crisis years from 1800 to 2010, and by how many?", "comparison",
        abs(uk - us), 0, entity="UK" if uk > us else "US", members={"UK": uk, "US": us},
        why=f"crisis years 1800..2010: UK {uk}, US {us}; the value is the difference")
    b.refuse("Was Greece in a banking crisis in 2012?", "refusal-after-end", "the data end in 2010")

    # seattle-weather: daily 2012-01-01 .. 2015-12-31, dates '2012/01/01'
    b.on(SPLIT, "seattle-weather")
    d = pd.read_csv(path(SPLIT, "seattle-weather"))
    d["dt"] = pd.to_datetime(d.date, format="%Y/%m/%d")
    d["pos"] = d.dt.dt.strftime("%Y-%m-%d")
    assert d.pos.is_unique and len(d) == 1461
    b.q("What was the maximum temperature in Seattle on 4 July 2014?", "value",
        one(d[d.pos == "2014-07-04"], "temp_max"), 1, position="2014-07-04", why="temp_max of the row 2014/07/04")
    b.q("How much precipitation fell in Seattle in total in 2013?", "sum",
        d[d.dt.dt.year == 2013].precipitation.sum(), 1, why="sum of precipitation over the 365 days of 2013 (a flow)")
    au = d[(d.dt.dt.year == 2015) & (d.dt.dt.month == 8)]
    b.q("What was the average daily high temperature in August 2015?", "mean", au.temp_max.mean(), 2,
        why="mean of temp_max over the 31 days of August 2015")
    pos, v = unique_arg(d[d.dt.dt.year == 2015].set_index("pos").temp_max)
    b.q("What was the hottest day of 2015, and how hot did it get?", "max", v, 1, position=pos,
        why="largest temp_max over the 365 days of 2015 (unique) and its date")
    su = d[(d.dt.dt.year == 2012) & (d.dt.dt.day_of_week == 6)]
    b.q("What was the average wind speed on Sundays in 2012?", "mean", su.wind.mean(), 2,
        why=f"mean of wind over the {len(su)} Sundays of 2012")
    b.refuse("What was the humidity in Seattle on 1 May 2013?", "refusal-unknown-measure",
             "the table has precipitation, temperatures, wind and a weather label: no humidity")

    # london-christenings: yearly 1629..1710 (Arbuthnot), Total = (Males + Females) / 1000
    b.on(SPLIT, "london-christenings")
    d = pd.read_csv(path(SPLIT, "london-christenings"), index_col=0).set_index("Year")
    assert d.index.min() == 1629 and d.index.max() == 1710 and len(d) == 82
    b.q("How many girls were christened in London in 1665?", "value", d.loc[1665, "Females"], 0, position="1665",
        why="Females of the row 1665")
    b.q("How many boys were christened in London from 1700 to 1710?", "sum", d.loc[1700:1710, "Males"].sum(), 0,
        why="sum of Males over the 11 years 1700..1710 (both ends included; a flow)")
    yr, v = unique_arg(d.Plague)
    b.q("In which year were plague deaths highest, and how many were there?", "max", v, 0, position=str(yr),
        why="largest Plague over the 82 years (unique) and its year")
    r = d.loc[1690:1699, "Ratio"]
    assert len(r) == 10
    b.q("What was the average ratio of boys to girls christened in the 1690s?", "mean", r.mean(), 4,
        why="mean of Ratio over the 10 years 1690..1699")
    a, c = d.loc[1650, "Total"], d.loc[1700, "Total"]
    b.q("By how much did total christenings (in thousands) change between 1650 and 1700?", "change", c - a, 3,
        why=f"Total in 1700 ({c}) minus Total in 1650 ({a}), in thousands")
    b.refuse("How many marriages were recorded in London in 1680?", "refusal-unknown-measure",
             "the table counts christenings and deaths: no marriages")

    # acme-returns: monthly 1/86 .. 12/90 (month/two-digit year), excess returns
    b.on(SPLIT, "acme-returns")
    d = pd.read_csv(path(SPLIT, "acme-returns"), index_col=0)
    mm = d.month.str.split("/", expand=True).astype(int)
    d["y"], d["m"] = 1900 + mm[1], mm[0]
    d["pos"] = [f"{y}-{m:02d}" for y, m in zip(d.y, d.m, strict=True)]
    assert d.pos.is_unique and len(d) == 60
    e = d.set_index("pos")
    b.q("What was Acme's excess return in March 1987?", "value", e.loc["1987-03", "acme"], 4, position="1987-03",
        why="acme of the row month 3/87")
    pos, v = unique_arg(e.market, largest=False)
    b.q("In which month did the market have its worst excess return, and what was it?", "min", v, 4,
        position=pos, why="smallest market over the 60 months (unique) and its month")
    y89 = d[d.y == 1989]
    assert len(y89) == 12
    b.q("What was Acme's average monthly excess return in 1989?", "mean", y89.acme.mean(), 4,
        why="mean of acme over the 12 months of 1989")
    ac, mk = e.loc["1988-06", "acme"], e.loc["1988-06", "market"]
    b.q("In June 1988, did Acme or the market have the higher excess return, and by how much?", "comparison",
        abs(ac - mk), 4, entity="acme" if ac > mk else "market", members={"acme": ac, "market": mk},
        why=f"6/88: acme {ac}, market {mk}; the value is the difference")
    b.q("In how many months of 1990 was the market's excess return negative?", "count",
        int((d[d.y == 1990].market < 0).sum()), 0, why="count of the 12 months of 1990 with market < 0")
    b.refuse("What was Acme's excess return in January 1995?", "refusal-after-end",
             "the data end in December 1990")

    # us-marriages: yearly 1867..2011; counts and rates empty for 1982, 1983, 1995, 1996
    b.on(SPLIT, "us-marriages")
    d = pd.read_csv(path(SPLIT, "us-marriages")).set_index("Year")
    assert d.index.min() == 1867 and d.index.max() == 2011 and len(d) == 145
    assert sorted(d[d.Marriages.isna()].index) == [1982, 1983, 1995, 1996]
    b.q("How many marriages were there in the US in 1950?", "value", d.loc[1950, "Marriages"], 0, position="1950",
        why="Marriages of the row 1950")
    yr, v = unique_arg(d.Divorces)
    b.q("When did the number of divorces peak, and how many were there?", "max", v, 0, position=str(yr),
        why="largest Divorces over the years with a value (NA left out; unique) and its year")
    w = d.loc[2000:2005, "Divorces"]
    assert len(w) == 6 and w.notna().all()
    b.q("How many divorces were there in total from 2000 to 2005?", "sum", w.sum(), 0,
        why="sum of Divorces over the 6 years 2000..2005 (both ends included; a flow)")
    a, c = d.loc[1900, "Marriages"], d.loc[2000, "Marriages"]
    b.q("By what percent did the number of marriages change between 1900 and 2000?", "percent-change",
        100 * (c - a) / a, 2, why=f"(Marriages 2000 {c} - Marriages 1900 {a}) / {a}, in percent")
    r = d.loc[1920:1929, "Marriages_per_1000"]
    assert len(r) == 10 and r.notna().all()
    b.q("What was the average marriage rate per 1000 people in the 1920s?", "mean", r.mean(), 2,
        why="mean of Marriages_per_1000 over the 10 years 1920..1929")
    b.refuse("How many marriages took place in June 1950?", "refusal-constraint",
             "the table is yearly: it has no months")

    # esophageal-cancer: cases and controls by age x alcohol x tobacco group, no time
    b.on(SPLIT, "esophageal-cancer")
    d = pd.read_csv(path(SPLIT, "esophageal-cancer"), index_col=0)
    assert len(d) == 88
    b.q("How many cancer cases are there in the study in total?", "sum", d.ncases.sum(), 0,
        why="sum of ncases over the 88 rows")
    b.q("How many controls were aged 25-34?", "sum", d[d.agegp == "25-34"].ncontrols.sum(), 0,
        why="sum of ncontrols over the rows with agegp 25-34")
    grp, v = unique_arg(d.groupby("agegp").ncases.sum())
    b.q("Which age group had the most cancer cases?", "ranking", v, 0, entity=grp,
        why="largest sum of ncases per agegp (unique)")
    hi, lo = d[d.alcgp == "120+"].ncases.sum(), d[d.alcgp == "0-39g/day"].ncases.sum()
    b.q("Were there more cases among the heaviest drinkers (120+ g/day) or the lightest (0-39 g/day), and by "
        "how many?", "comparison", abs(hi - lo), 0, entity="120+" if hi > lo else "0-39g/day",
        members={"120+": hi, "0-39g/day": lo},
        why=f"sum of ncases: alcgp 120+ {hi}, alcgp 0-39g/day {lo}; the value is the difference")
    b.q("How many age, alcohol and tobacco groups had no cases at all?", "count", int((d.ncases == 0).sum()), 0,
        why="count of the 88 rows with ncases 0")
    b.refuse("What was the survival rate of the cases aged 55-64?", "refusal-unknown-measure",
             "the table counts cases and controls: no survival")

    # mammal-sleep: 83 mammals, sleep and weights, many NA
    b.on(SPLIT, "mammal-sleep")
    d = pd.read_csv(path(SPLIT, "mammal-sleep"), index_col=0)
    assert d.name.is_unique and len(d) == 83
    s = d.set_index("name")
    b.q("How many hours a day does the cheetah sleep?", "value", s.loc["Cheetah", "sleep_total"], 1,
        entity="Cheetah", why="sleep_total of the row Cheetah")
    nm, v = unique_arg(s.sleep_total)
    b.q("Which mammal sleeps the most?", "ranking", v, 1, entity=nm, why="largest sleep_total over the 83 rows (unique)")
    ca = d[d.vore == "carni"]
    b.q("What is the average total sleep of the carnivores?", "mean", ca.sleep_total.mean(), 2,
        why=f"mean of sleep_total over the {len(ca)} rows with vore carni")
    b.q("How many mammals sleep more than 15 hours a day?", "count", int((d.sleep_total > 15).sum()), 0,
        why="count of rows with sleep_total > 15")
    cat, dog = s.loc["Domestic cat", "sleep_total"], s.loc["Dog", "sleep_total"]
    b.q("Does the domestic cat or the dog sleep more, and by how many hours?", "comparison", abs(cat - dog), 1,
        entity="Domestic cat" if cat > dog else "Dog", members={"Domestic cat": cat, "Dog": dog},
        why=f"sleep_total: Domestic cat {cat}, Dog {dog}; the value is the difference")
    assert not any("panda" in x.lower() for x in d.name)
    b.refuse("How many hours a day does the giant panda sleep?", "refusal-unknown-member",
             "no panda among the 83 mammals")


def build() -> list[dict]:
    b = Battery()
    holdout3(b)
    ids = [q["id"] for q in b.items]
    assert len(ids) == len(set(ids))
    for q in b.items:
        assert q.pop("split") == SPLIT
    return b.items


def main(argv: list[str] | None = None) -> int:
    return write_splits(argv, build=lambda: {SPLIT: build()})


if __name__ == "__main__":
    sys.exit(main())
