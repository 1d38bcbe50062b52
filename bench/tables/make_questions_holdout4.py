"""Write the question battery over the unseen fifth split: questions/holdout4.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst or a journalist would ask it, over one table folder of
``bench/tables/holdout4/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it neither ran the engine nor read its code). ``why``
says how. Nothing is random. ``--check`` compares the committed file with a fresh build (exit 1
when it differs). It needs only pandas (make_questions.py imports nothing else)::

    /tmp/h4venv/bin/python bench/tables/make_questions_holdout4.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a number the table writes as its own time position is asked as written: airline-costs' "year
  10" is the row year 10 (the panel's tenth year), cattle-pleuropneumonia's "period 2" the row
  period 2, beaver-temperature's "21:00 on day 346" the row day 346, time 2100;
- a swiss-nox site is named by its town, with the file's two-letter code in parentheses;
- a Florida county is the file's row (Palm Beach = PALM.BEACH, Miami-Dade = DADE);
- a share is in percent;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` gives the count).

holdout4 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout4`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, frac_month, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout4"
NOX_SITES = ["ad", "ba", "ef", "la", "lu", "re", "ri", "se", "si", "st", "su", "sz", "zg"]
FLORIDA_CANDIDATES = ["GORE", "BUSH", "BUCHANAN", "NADER", "BROWNE", "HAGELIN", "HARRIS", "MCREYNOLDS",
                      "MOOREHEAD", "PHILLIPS"]


def frac_quarter(t: float) -> tuple[int, int]:
    """A fractional year of a quarterly ``ts`` (start of the period) as (year, quarter)."""
    k = round(t * 4)
    return k // 4, k % 4 + 1


def holdout4(b: Battery) -> None:
    b.split = SPLIT

    # gapminder: 142 countries x 1952..2007 in 5-year steps
    b.on(SPLIT, "gapminder")
    d = pd.read_csv(path(SPLIT, "gapminder"))
    assert len(d) == 1704 and not d.duplicated(["country", "year"]).any()
    gm = lambda c, y, col: one(d[(d.country == c) & (d.year == y)], col)  # noqa: E731
    b.q("What was life expectancy in Japan in 1982?", "value", gm("Japan", 1982, "lifeExp"), 1,
        position="1982", entity="Japan", why="lifeExp of the row Japan, 1982")
    yr, v = unique_arg(d[d.country == "Rwanda"].set_index("year").lifeExp, largest=False)
    b.q("In which year did Rwanda's life expectancy hit its lowest point, and what was it?", "min", v, 1,
        position=str(yr), entity="Rwanda", why="smallest lifeExp over Rwanda's 12 years (unique) and its year")
    c, v = unique_arg(d[d.year == 2007].set_index("country").gdpPercap)
    b.q("Which country was the richest per person in 2007?", "ranking", v, 0, entity=c,
        why="largest gdpPercap among the 142 countries in 2007 (unique)")
    ind, pak = gm("India", 1977, "lifeExp"), gm("Pakistan", 1977, "lifeExp")
    b.q("Did people live longer in India or in Pakistan in 1977, and by how many years?", "comparison",
        abs(ind - pak), 3, entity="India" if ind > pak else "Pakistan", members={"India": ind, "Pakistan": pak},
        why=f"lifeExp 1977: India {ind}, Pakistan {pak}; the value is the difference")
    a, z = gm("Brazil", 1952, "gdpPercap"), gm("Brazil", 2007, "gdpPercap")
    b.q("By what percentage did Brazil's GDP per capita grow between 1952 and 2007?", "percent-change",
        100 * (z - a) / a, 1, entity="Brazil", why=f"(gdpPercap 2007 {z} - gdpPercap 1952 {a}) / {a}, in percent")
    assert not d.country.str.contains("Russia|Soviet").any()
    b.refuse("What was Russia's population in 1992?", "refusal-unknown-member",
             "Russia (and the USSR) is not among the 142 countries")

    # horse-kicks: deaths by horse kicks, 14 Prussian corps x 1875..1894
    b.on(SPLIT, "horse-kicks")
    d = pd.read_csv(path(SPLIT, "horse-kicks"), index_col=0)
    assert len(d) == 280 and d.corps.nunique() == 14
    b.q("How many soldiers of the XIV corps were killed by horse kicks in 1886?", "value",
        one(d[(d.corps == "XIV") & (d.year == 1886)], "deaths"), 0, position="1886", entity="XIV",
        why="deaths of the row corps XIV, 1886")
    b.q("How many Prussian soldiers died from horse kicks in 1882, all corps together?", "sum",
        d[d.year == 1882].deaths.sum(), 0, why="sum of deaths over the 14 corps of 1882 (a flow)")
    c, v = unique_arg(d.groupby("corps").deaths.sum())
    b.q("Which corps lost the most men to horse kicks over the twenty years?", "ranking", v, 0, entity=c,
        why="largest sum of deaths per corps over 1875..1894 (unique)")
    yr, v = unique_arg(d.groupby("year").deaths.sum())
    b.q("What was the deadliest year for horse kicks in the Prussian army, and how many men died?", "max", v, 0,
        position=str(yr), why="largest sum of deaths over the 14 corps per year (unique) and its year")
    b.q("In how many corps-years was nobody killed by a horse kick?", "count", int((d.deaths == 0).sum()), 0,
        why="count of the 280 rows with deaths 0")
    b.refuse("How many men of the Guard corps were kicked to death in the summer of 1884?", "refusal-constraint",
             "the counts are yearly: the table has no months, so no summer")

    # beaver-temperature: every 10 minutes, day 346 08:40 .. day 347 03:40 (time HHMM)
    b.on(SPLIT, "beaver-temperature")
    d = pd.read_csv(path(SPLIT, "beaver-temperature"), index_col=0)
    assert len(d) == 114 and not d.duplicated(["day", "time"]).any()
    bt = lambda day, hhmm: one(d[(d.day == day) & (d.time == hhmm)], "temp")  # noqa: E731
    b.q("What was the beaver's body temperature at 21:00 on day 346?", "value", bt(346, 2100), 2,
        position="day 346, 21:00", why="temp of the row day 346, time 2100")
    b.q("What was the highest body temperature recorded for the beaver?", "max", d.temp.max(), 2,
        why="largest temp over the 114 readings")
    act = d[d.activ == 1]
    b.q("What was the beaver's average body temperature while it was active outside its retreat?", "mean",
        act.temp.mean(), 2, why=f"mean of temp over the {len(act)} readings with activ 1")
    night = d[(d.day == 347) & (d.time <= 300)]
    assert len(night) == 19
    b.q("What was its average temperature between midnight and 3 am on day 347?", "mean", night.temp.mean(), 2,
        why="mean of temp over the 19 readings of day 347, time 0..300 (both ends included)")
    a, z = bt(346, 840), bt(346, 2150)
    b.q("By how much did the beaver's temperature change between 08:40 and 21:50 on day 346?", "change", z - a, 2,
        why=f"temp at day 346 time 2150 ({z}) minus temp at day 346 time 840 ({a})")
    b.refuse("What was the beaver's heart rate at noon on day 346?", "refusal-unknown-measure",
             "the table has body temperature and an activity flag: no heart rate")

    # johnson-earnings: quarterly EPS 1960Q1 .. 1980Q4, fractional years
    b.on(SPLIT, "johnson-earnings")
    d = pd.read_csv(path(SPLIT, "johnson-earnings"), index_col=0)
    yq = d.time.map(frac_quarter)
    d["y"], d["q"] = [t[0] for t in yq], [t[1] for t in yq]
    d["pos"] = [f"{y}Q{q}" for y, q in yq]
    assert d.pos.is_unique and len(d) == 84
    jj = lambda y, q: one(d[(d.y == y) & (d.q == q)], "JohnsonJohnson")  # noqa: E731
    b.q("What were Johnson & Johnson's earnings per share in the third quarter of 1975?", "value", jj(1975, 3), 2,
        position="1975Q3", why="JohnsonJohnson of the row time 1975.5 (Q3 1975)")
    y78 = d[d.y == 1978]
    assert len(y78) == 4
    b.q("How much did J&J earn per share over the whole of 1978?", "sum", y78.JohnsonJohnson.sum(), 2,
        why="sum of JohnsonJohnson over the 4 quarters of 1978 (quarterly earnings add up to the year's)")
    pos, v = unique_arg(d.set_index("pos").JohnsonJohnson)
    b.q("Which quarter brought the highest earnings per share, and how much was it?", "max", v, 2, position=pos,
        why="largest JohnsonJohnson over the 84 quarters (unique) and its quarter")
    s60 = d[d.y.between(1960, 1969)]
    assert len(s60) == 40
    b.q("What were the average quarterly earnings per share during the 1960s?", "mean",
        s60.JohnsonJohnson.mean(), 3, why="mean of JohnsonJohnson over the 40 quarters 1960Q1..1969Q4")
    a, z = jj(1970, 1), jj(1980, 1)
    b.q("By what percentage did quarterly earnings per share grow from Q1 1970 to Q1 1980?", "percent-change",
        100 * (z - a) / a, 1, why=f"(1980Q1 {z} - 1970Q1 {a}) / {a}, in percent")
    b.refuse("What were J&J's earnings per share in the second quarter of 1955?", "refusal-before-start",
             "the data start in the first quarter of 1960")

    # uk-lung-deaths: monthly 1974-01 .. 1979-12, fractional years, a flow
    b.on(SPLIT, "uk-lung-deaths")
    d = pd.read_csv(path(SPLIT, "uk-lung-deaths"), index_col=0)
    ym = d.time.map(frac_month)
    d["y"], d["m"] = [t[0] for t in ym], [t[1] for t in ym]
    d["pos"] = [f"{y}-{m:02d}" for y, m in ym]
    assert d.pos.is_unique and len(d) == 72
    ld = lambda y, m: one(d[(d.y == y) & (d.m == m)], "deaths")  # noqa: E731
    b.q("How many people died of lung diseases in the UK in October 1976?", "value", ld(1976, 10), 0,
        position="1976-10", why="deaths of the row time 1976.75 (October 1976)")
    y77 = d[d.y == 1977]
    assert len(y77) == 12
    b.q("How many deaths from bronchitis, emphysema and asthma were there in 1977 altogether?", "sum",
        y77.deaths.sum(), 0, why="sum of deaths over the 12 months of 1977 (a flow)")
    pos, v = unique_arg(d.set_index("pos").deaths)
    b.q("Which month had the most lung-disease deaths, and how many were there?", "max", v, 0, position=pos,
        why="largest deaths over the 72 months (unique) and its month")
    w = d[d.pos.isin(["1978-12", "1979-01", "1979-02"])]
    assert len(w) == 3
    b.q("What was the average monthly death toll in the winter of 1978-79?", "mean", w.deaths.mean(), 2,
        why="mean of deaths over December 1978, January 1979 and February 1979 (meteorological winter)")
    y79 = d[d.y == 1979]
    b.q("What share of 1979's lung-disease deaths came in the first quarter of the year?", "share",
        100 * y79[y79.m <= 3].deaths.sum() / y79.deaths.sum(), 2,
        why="sum of deaths over January..March 1979 divided by the sum over the 12 months of 1979, in percent")
    b.refuse("How many women died of lung diseases in 1977?", "refusal-constraint",
             "the series counts both sexes together: no breakdown by sex")

    # airline-costs: 6 airlines (1..6) x panel years 1..15
    b.on(SPLIT, "airline-costs")
    d = pd.read_csv(path(SPLIT, "airline-costs"), index_col=0)
    assert len(d) == 90 and not d.duplicated(["airline", "year"]).any()
    al = lambda a, y, col: one(d[(d.airline == a) & (d.year == y)], col)  # noqa: E731
    b.q("What was airline 3's total cost in year 10?", "value", al(3, 10, "cost"), 0, position="year 10",
        entity="3", why="cost of the row airline 3, year 10 (thousands of USD)")
    b.q("How much did airline 1 spend in total over the 15 years?", "sum", d[d.airline == 1].cost.sum(), 0,
        why="sum of airline 1's cost over years 1..15 (a flow, thousands of USD)")
    a, v = unique_arg(d[d.year == 15].set_index("airline").lf)
    b.q("Which airline filled its planes best in year 15?", "ranking", v, 4, entity=str(a),
        why="largest lf (load factor) among the 6 airlines in year 15 (unique)")
    w = d[(d.airline == 4) & d.year.between(1, 5)]
    assert len(w) == 5
    b.q("What was airline 4's average load factor over the first five years?", "mean", w.lf.mean(), 4,
        why="mean of airline 4's lf over years 1..5")
    o2, o5 = al(2, 12, "output"), al(5, 12, "output")
    b.q("In year 12, did airline 2 or airline 5 produce more output, and by how much?", "comparison",
        abs(o2 - o5), 4, entity="2" if o2 > o5 else "5", members={"2": o2, "5": o5},
        why=f"output in year 12: airline 2 {o2}, airline 5 {o5}; the value is the difference")
    assert d.year.max() == 15
    b.refuse("What was airline 2's load factor in year 18?", "refusal-after-end",
             "the panel ends in year 15")

    # cattle-pleuropneumonia: 15 herds x periods 1..4 (56 rows), new cases and herd size
    b.on(SPLIT, "cattle-pleuropneumonia")
    d = pd.read_csv(path(SPLIT, "cattle-pleuropneumonia"), index_col=0)
    assert len(d) == 56 and not d.duplicated(["herd", "period"]).any()
    b.q("How many new cases of CBPP were found in herd 1 in period 3?", "value",
        one(d[(d.herd == 1) & (d.period == 3)], "incidence"), 0, position="period 3", entity="1",
        why="incidence of the row herd 1, period 3")
    h7 = d[d.herd == 7]
    b.q("How many new cases did herd 7 have over the whole follow-up?", "sum", h7.incidence.sum(), 0,
        why=f"sum of herd 7's incidence over its {len(h7)} periods (new cases are a flow)")
    h, v = unique_arg(d[d.period == 1].set_index("herd").incidence)
    b.q("Which herd had the most new cases in the first period?", "ranking", v, 0, entity=str(h),
        why="largest incidence among the 15 herds in period 1 (unique)")
    p2 = d[d.period == 2]
    b.q("How many new cases were recorded across all herds in period 2?", "sum", p2.incidence.sum(), 0,
        why=f"sum of incidence over the {len(p2)} herds with a period-2 row")
    b.q("What was the average herd size at the start of period 2?", "mean", p2["size"].mean(), 2,
        why=f"mean of size over the {len(p2)} herds with a period-2 row")
    assert 16 not in set(d.herd)
    b.refuse("How many new cases did herd 16 have in period 2?", "refusal-unknown-member",
             "the survey followed herds 1..15 only")

    # republican-votes: wide, 50 states x elections 1856..1976 (headers X1856 ..), NA cells
    b.on(SPLIT, "republican-votes")
    d = pd.read_csv(path(SPLIT, "republican-votes"), index_col=0)
    assert d.shape == (50, 31)
    st, v = unique_arg(d.X1964)
    b.q("Which state gave the Republican candidate his highest share of the vote in 1964?", "ranking", v, 2,
        entity=st, why="largest X1964 cell among the states with a value (unique)")
    yr, v = unique_arg(d.loc["Vermont"])
    b.q("In which election did Vermont vote most heavily Republican, and with what share?", "max", v, 2,
        position=yr[1:], why="largest cell of the row Vermont over the 31 elections (unique) and its year")
    y32 = d.X1932.dropna()
    assert len(y32) == 48 and sorted(set(d.index) - set(y32.index)) == ["Alaska", "Hawaii"]
    b.q("Across the states that voted, what was the average Republican share of the vote in 1932?", "mean",
        y32.mean(), 2, why="mean of the X1932 column over the 48 states with a value (Alaska, Hawaii NA)")
    a, z = d.loc["Texas", "X1936"], d.loc["Texas", "X1972"]
    b.q("By how many points did the Republican share in Texas change between 1936 and 1972?", "change", z - a, 2,
        why=f"Texas X1972 ({z}) minus Texas X1936 ({a}), in percentage points")
    ca, ny = d.loc["California", "X1956"], d.loc["New York", "X1956"]
    b.q("In 1956, was California or New York more Republican, and by how much?", "comparison", abs(ca - ny), 2,
        entity="California" if ca > ny else "New York", members={"California": ca, "New York": ny},
        why=f"X1956: California {ca}, New York {ny}; the value is the difference in points")
    b.refuse("What share of the vote did the Republicans win in Florida in 1980?", "refusal-after-end",
             "the last election in the table is 1976")

    # swiss-nox: wide, daily NOx (ppb) 2004 at 13 sites (two-letter codes)
    b.on(SPLIT, "swiss-nox")
    d = pd.read_csv(path(SPLIT, "swiss-nox"), index_col=0)
    d["dt"] = pd.to_datetime(d.date, format="%Y-%m-%d")
    assert len(d) == 366 and d.date.is_unique
    e = d.set_index("date")
    b.q("What was the daily mean NOx level at the Lucerne site (lu) on 15 March 2004?", "value",
        e.loc["2004-03-15", "lu"], 2, position="2004-03-15", entity="lu", why="cell 2004-03-15, lu")
    pos, v = unique_arg(e.zg)
    b.q("On which day did NOx peak at the Zug site (zg), and what was the level?", "max", v, 2, position=pos,
        entity="zg", why="largest zg over the days with a value (NA left out; unique) and its date")
    site, v = unique_arg(d[NOX_SITES].mean())
    b.q("Which of the monitoring sites had the highest average NOx over 2004?", "ranking", v, 2, entity=site,
        why="largest mean over each site's days with a value (NA left out; unique)")
    sep = d[d.dt.dt.month == 9].re
    assert len(sep) == 30 and sep.notna().all()
    b.q("What was the average NOx concentration at Reiden (re) in September 2004?", "mean", sep.mean(), 2,
        entity="re", why="mean of re over the 30 days of September 2004 (none NA)")
    ad, st = e.loc["2004-12-01", "ad"], e.loc["2004-12-01", "st"]
    b.q("On 1 December 2004, was the air more polluted with NOx at Altdorf (ad) or at Stans (st), and by how much?",
        "comparison", abs(ad - st), 2, entity="ad" if ad > st else "st", members={"ad": ad, "st": st},
        why=f"2004-12-01: ad {ad}, st {st}; the value is the difference (ppb)")
    b.refuse("What was the NOx level in Geneva on 10 May 2004?", "refusal-unknown-member",
             "the 13 sites are in central Switzerland and Aarau: no Geneva")

    # florida-2000: wide, votes by county (PALM.BEACH, DADE, ...) x 10 candidates, plus Total
    b.on(SPLIT, "florida-2000")
    d = pd.read_csv(path(SPLIT, "florida-2000"), index_col=0)
    assert len(d) == 67 and (d[FLORIDA_CANDIDATES].sum(axis=1) == d.Total).all()
    b.q("How many votes did Buchanan get in Palm Beach County?", "value", d.loc["PALM.BEACH", "BUCHANAN"], 0,
        entity="PALM.BEACH", why="cell PALM.BEACH, BUCHANAN")
    bu, go = d.BUSH.sum(), d.GORE.sum()
    b.q("Statewide, who got more votes, Bush or Gore, and by what margin?", "comparison", abs(bu - go), 0,
        entity="BUSH" if bu > go else "GORE", members={"BUSH": bu, "GORE": go},
        why=f"sum over the 67 counties: BUSH {bu}, GORE {go}; the value is the difference")
    c, v = unique_arg(d.Total)
    b.q("Which county cast the most votes for president?", "ranking", v, 0, entity=c,
        why="largest Total over the 67 counties (unique)")
    b.q("What share of the vote in Miami-Dade went to Gore?", "share", 100 * d.loc["DADE", "GORE"] / d.loc["DADE", "Total"],
        2, why="GORE of the row DADE divided by Total of the row DADE, in percent")
    b.q("In how many counties did Gore outpoll Bush?", "count", int((d.GORE > d.BUSH).sum()), 0,
        why="count of the 67 counties with GORE > BUSH")
    b.refuse("How many votes did Ross Perot receive in Orange County?", "refusal-unknown-member",
             "Perot is not one of the 10 candidates of 2000 in the table")

    # playfair-wheat: every 5 years 1565..1820, then 1821; Wages NA for 1815, 1820, 1821
    b.on(SPLIT, "playfair-wheat")
    d = pd.read_csv(path(SPLIT, "playfair-wheat"), index_col=0).set_index("Year")
    assert len(d) == 53 and d.index.is_unique
    b.q("What did a quarter of wheat cost in 1700?", "value", d.loc[1700, "Wheat"], 1, position="1700",
        why="Wheat of the row 1700 (shillings)")
    yr, v = unique_arg(d.Wheat)
    b.q("When was wheat at its dearest, and what did it cost?", "max", v, 1, position=str(yr),
        why="largest Wheat over the 53 years (unique) and its year")
    w = d.loc[1700:1750, "Wages"]
    assert len(w) == 11 and w.notna().all()
    b.q("What was a good mechanic's average weekly wage from 1700 to 1750?", "mean", w.mean(), 2,
        why="mean of Wages over the 11 rows 1700, 1705, ..., 1750 (both ends included)")
    a, z = d.loc[1565, "Wages"], d.loc[1810, "Wages"]
    b.q("By what percentage did weekly wages rise between 1565 and 1810?", "percent-change", 100 * (z - a) / a, 1,
        why=f"(Wages 1810 {z} - Wages 1565 {a}) / {a}, in percent")
    a, z = d.loc[1790, "Wheat"], d.loc[1800, "Wheat"]
    b.q("How much did the price of wheat rise between 1790 and 1800?", "change", z - a, 1,
        why=f"Wheat in 1800 ({z}) minus Wheat in 1790 ({a}), shillings")
    b.refuse("What did a loaf of bread cost in 1750?", "refusal-unknown-measure",
             "the table has the price of wheat and weekly wages: no bread prices")

    # us-change: quarterly percent changes 1970 Q1 .. 2016 Q3 ('1970 Q1')
    b.on(SPLIT, "us-change")
    d = pd.read_csv(path(SPLIT, "us-change"), index_col=0)
    d["pos"] = d.Quarter.str.replace(" ", "")
    d["y"] = d.Quarter.str[:4].astype(int)
    assert len(d) == 187 and d.pos.is_unique
    e = d.set_index("pos")
    b.q("By what percentage did US consumption change in the fourth quarter of 2008?", "value",
        e.loc["2008Q4", "Consumption"], 2, position="2008Q4", why="Consumption of the row 2008 Q4")
    pos, v = unique_arg(e.Production, largest=False)
    b.q("Which quarter saw the steepest drop in industrial production, and how steep was it?", "min", v, 2,
        position=pos, why="smallest Production over the 187 quarters (unique) and its quarter")
    y10 = d[d.y == 2010]
    assert len(y10) == 4
    b.q("What was the average quarterly change in disposable income during 2010?", "mean", y10.Income.mean(), 3,
        why="mean of Income over the 4 quarters of 2010")
    b.q("In how many quarters did consumption shrink?", "count", int((d.Consumption < 0).sum()), 0,
        why="count of the 187 quarters with Consumption < 0")
    pos, v = unique_arg(e.Savings)
    b.q("When did personal savings jump the most in a single quarter, and by how much?", "max", v, 2,
        position=pos, why="largest Savings over the 187 quarters (unique) and its quarter")
    b.refuse("How much did consumption change in the first quarter of 1965?", "refusal-before-start",
             "the data start in the first quarter of 1970")

    # forbes-2000: 2000 companies (2004), billions of USD
    b.on(SPLIT, "forbes-2000")
    d = pd.read_csv(path(SPLIT, "forbes-2000"), index_col=0)
    assert len(d) == 2000 and d.name.is_unique
    s = d.set_index("name")
    b.q("What were Toyota Motor's sales?", "value", s.loc["Toyota Motor", "sales"], 2, entity="Toyota Motor",
        why="sales of the row Toyota Motor (billions of USD)")
    nm, v = unique_arg(s.marketvalue)
    b.q("Which company on the list was worth the most on the stock market?", "ranking", v, 2, entity=nm,
        why="largest marketvalue over the 2000 companies (unique)")
    jp = d[d.country == "Japan"]
    b.q("What were the combined profits of the Japanese companies on the list?", "sum", jp.profits.sum(), 2,
        why=f"sum of profits over the {jp.profits.notna().sum()} Japanese companies with a value "
            f"(of {len(jp)}; NA left out)")
    bk = d[d.category == "Banking"]
    b.q("What is the average market value of the banks in the ranking?", "mean", bk.marketvalue.mean(), 2,
        why=f"mean of marketvalue over the {len(bk)} companies with category Banking")
    ms, ibm = s.loc["Microsoft", "profits"], s.loc["IBM", "profits"]
    b.q("Did Microsoft or IBM make more profit, and by how much?", "comparison", abs(ms - ibm), 2,
        entity="Microsoft" if ms > ibm else "IBM", members={"Microsoft": ms, "IBM": ibm},
        why=f"profits: Microsoft {ms}, IBM {ibm}; the value is the difference (billions of USD)")
    assert not d.name.str.contains("Google").any()
    b.refuse("What were Google's sales?", "refusal-unknown-member", "Google is not among the 2000 companies")
    b.refuse("How many people does Wal-Mart employ?", "refusal-unknown-measure",
             "the table has sales, profits, assets and market value: no employee counts")

    # berkeley-admissions: 2 outcomes x 2 genders x 6 departments, counts
    b.on(SPLIT, "berkeley-admissions")
    d = pd.read_csv(path(SPLIT, "berkeley-admissions"), index_col=0)
    assert len(d) == 24 and d.Freq.sum() == 4526
    ub = lambda a, g, dept: one(d[(d.Admit == a) & (d.Gender == g) & (d.Dept == dept)], "Freq")  # noqa: E731
    b.q("How many women were admitted to department A?", "value", ub("Admitted", "Female", "A"), 0,
        why="Freq of the row Admitted, Female, A")
    b.q("How many men applied to the six departments in total?", "sum", d[d.Gender == "Male"].Freq.sum(), 0,
        why="sum of Freq over the 12 Male rows (admitted and rejected, departments A..F)")
    fe = d[d.Gender == "Female"]
    b.q("What percentage of female applicants were admitted, across all departments?", "share",
        100 * fe[fe.Admit == "Admitted"].Freq.sum() / fe.Freq.sum(), 2,
        why="sum of Freq over Female Admitted rows divided by the sum over all Female rows, in percent")
    dept, v = unique_arg(d[d.Admit == "Rejected"].groupby("Dept").Freq.sum())
    b.q("Which department turned away the most applicants?", "ranking", v, 0, entity=dept,
        why="largest sum of Freq over the Rejected rows per Dept (unique)")
    m, f = ub("Admitted", "Male", "C"), ub("Admitted", "Female", "C")
    b.q("In department C, were more male or more female applicants admitted, and by how many?", "comparison", abs(m - f), 0,
        entity="Male" if m > f else "Female", members={"Male": m, "Female": f},
        why=f"department C admitted: Male {m}, Female {f}; the value is the difference")
    assert "G" not in set(d.Dept)
    b.refuse("How many applicants did department G have?", "refusal-unknown-member",
             "the table covers departments A..F only")


def build() -> list[dict]:
    b = Battery()
    holdout4(b)
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
