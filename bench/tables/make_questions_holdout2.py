"""Write the question battery over the unseen third split: questions/holdout2.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst would ask it, over one table folder of ``bench/tables/holdout2/<name>/``,
and its truth is computed here, from the data file, with pandas, never by the engine. ``why``
says how. Nothing is random. ``--check`` compares the committed file with a fresh build (exit 1
when it differs).

holdout2 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout2`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, frac_month, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout2"


def holdout2(b: Battery) -> None:
    b.split = SPLIT

    # state-production: 48 states (capitals, underscores) x 1970..1986
    b.on(SPLIT, "state-production")
    d = pd.read_csv(path(SPLIT, "state-production"), index_col=0)
    sp = lambda st, y, c: one(d[(d.state == st) & (d.year == y)], c)  # noqa: E731
    b.q("What was the gross state product of California in 1980?", "value", sp("CALIFORNIA", 1980, "gsp"), 0,
        position="1980", entity="CALIFORNIA", why="gsp of the row CALIFORNIA, 1980")
    tx = d[(d.state == "TEXAS") & d.year.between(1980, 1985)]
    assert len(tx) == 6
    b.q("What was Texas's total gross state product from 1980 to 1985?", "sum", tx.gsp.sum(), 0, entity="TEXAS",
        why="sum of TEXAS's gsp over the 6 years 1980..1985 (both ends included; gsp is a yearly flow)")
    st, v = unique_arg(d[d.year == 1982].set_index("state").unemp)
    b.q("Which state had the highest unemployment rate in 1982?", "ranking", v, 1, entity=st,
        why="largest unemp among the 48 states in 1982 (unique)")
    ny, pa = sp("NEW_YORK", 1975, "hwy"), sp("PENNSYLVANIA", 1975, "hwy")
    b.q("Did New York or Pennsylvania have more highway capital in 1975, and by how much?", "comparison",
        abs(ny - pa), 2, entity="NEW_YORK" if ny > pa else "PENNSYLVANIA", members={"NEW_YORK": ny, "PENNSYLVANIA": pa},
        why=f"hwy in 1975: NEW_YORK {ny}, PENNSYLVANIA {pa}; the value is the difference")
    assert "ALASKA" not in set(d.state)
    b.refuse("What was the gross state product of Alaska in 1980?", "refusal-unknown-member",
             "Alaska is not one of the 48 states of the table (nor is Hawaii)")

    # presidential-elections: Democratic share of the vote by state, 1932..2012 every 4 years
    b.on(SPLIT, "presidential-elections")
    d = pd.read_csv(path(SPLIT, "presidential-elections"), index_col=0)
    b.q("What share of the vote did the Democratic candidate get in Ohio in 1960?", "value",
        one(d[(d.state == "Ohio") & (d.year == 1960)], "demVote"), 2, position="1960", entity="Ohio",
        why="demVote of the row Ohio, 1960")
    yr, v = unique_arg(d[d.state == "Texas"].set_index("year").demVote)
    b.q("What was the highest Democratic vote share in Texas, and in which election?", "max", v, 2, position=yr,
        entity="Texas", why="largest demVote over Texas's 21 elections 1932..2012 (unique) and its year")
    ca = d[(d.state == "California") & d.year.between(1992, 2012)]
    assert len(ca) == 6
    b.q("What was the average Democratic vote share in California between 1992 and 2012?", "mean",
        ca.demVote.mean(), 2, entity="California",
        why="mean of demVote over California's 6 elections 1992, 1996, ..., 2012 (both ends included)")
    b.refuse("What was the Democratic vote share in Florida in 2016?", "refusal-after-end",
             "the data end with the 2012 election")

    # bush-approval: monthly 2001-02 .. 2006-06, year and month number in two columns
    b.on(SPLIT, "bush-approval")
    d = pd.read_csv(path(SPLIT, "bush-approval"), index_col=0)
    ap = lambda y, m, c: one(d[(d.year == y) & (d.month == m)], c)  # noqa: E731
    b.q("What was Bush's approval rating in October 2001?", "value", ap(2001, 10, "approve"), 2,
        position="2001-10", why="approve of the row year 2001, month 10")
    b.q("What was the average approval rating in 2004?", "mean", d[d.year == 2004].approve.mean(), 2,
        why="mean of approve over the 12 months of 2004")
    d["pos"] = [f"{y}-{m:02d}" for y, m in zip(d.year, d.month, strict=True)]
    pos, v = unique_arg(d.set_index("pos").disapprove)
    b.q("When was the disapproval rating at its highest, and what was it?", "max", v, 2, position=pos,
        why="largest disapprove over the 65 months (unique) and its month")
    a, c = ap(2003, 1, "approve"), ap(2006, 1, "approve")
    b.q("How much did the approval rating change between January 2003 and January 2006?", "change", c - a, 2,
        why=f"approve in January 2006 ({c}) minus approve in January 2003 ({a})")
    h2 = d[(d.year == 2005) & (d.month >= 7)]
    assert len(h2) == 6
    b.q("What was the average gas price in the second half of 2005?", "mean", h2["avg.price"].mean(), 3,
        why="mean of avg.price over July..December 2005 (6 months)")

    # crimean-war: monthly deaths 1854-04 .. 1856-03 (Date, Month name, Year)
    b.on(SPLIT, "crimean-war")
    d = pd.read_csv(path(SPLIT, "crimean-war"), index_col=0)
    cw = lambda y, mon, c: one(d[(d.Year == y) & (d.Month == mon)], c)  # noqa: E731
    b.q("How many soldiers died of disease in January 1855?", "value", cw(1855, "Jan", "Disease"), 0,
        position="1855-01", why="Disease of the row Jan 1855")
    w55 = d[d.Year == 1855]
    assert len(w55) == 12
    b.q("How many soldiers died of wounds in 1855 in total?", "sum", w55.Wounds.sum(), 0,
        why="sum of Wounds over the 12 months of 1855 (deaths are a flow)")
    di, wo = cw(1855, "Sep", "Disease"), cw(1855, "Sep", "Wounds")
    b.q("Were there more deaths from disease or from wounds in September 1855, and by how many?", "comparison",
        abs(di - wo), 0, entity="Disease" if di > wo else "Wounds", members={"Disease": di, "Wounds": wo},
        why=f"Sep 1855: Disease {di}, Wounds {wo}; the value is the difference")
    b.refuse("How many soldiers deserted in June 1855?", "refusal-unknown-measure",
             "the table counts deaths (disease, wounds, other) and the army's size: no desertions")

    # nottingham-temps: monthly 1920..1939, fractional years (start of the month)
    b.on(SPLIT, "nottingham-temps")
    d = pd.read_csv(path(SPLIT, "nottingham-temps"), index_col=0)
    ym = d.time.map(frac_month)
    d["y"], d["m"] = [t[0] for t in ym], [t[1] for t in ym]
    d["pos"] = [f"{y}-{m:02d}" for y, m in ym]
    assert d.pos.is_unique and len(d) == 240
    b.q("What was the temperature at Nottingham Castle in July 1930?", "value",
        one(d[(d.y == 1930) & (d.m == 7)], "nottem"), 1, position="1930-07",
        why="nottem of the row time 1930.5 (July 1930)")
    su = d[(d.y == 1935) & d.m.isin([6, 7, 8])]
    b.q("What was the average temperature in summer 1935?", "mean", su.nottem.mean(), 2,
        why="mean of nottem over June, July, August 1935 (meteorological summer)")
    pos, v = unique_arg(d.set_index("pos").nottem, largest=False)
    b.q("What was the coldest month in the record, and how cold was it?", "min", v, 1, position=pos,
        why="smallest nottem over the 240 months 1920..1939 (unique) and its month")
    b.refuse("What was the temperature at Nottingham in May 1950?", "refusal-after-end",
             "the data end in December 1939")

    # uk-gas: quarterly 1960Q1 .. 1986Q4, fractional years (1960.25 = Q2 1960), a flow
    b.on(SPLIT, "uk-gas")
    d = pd.read_csv(path(SPLIT, "uk-gas"), index_col=0)
    d["y"] = d.time.map(lambda t: int(math.floor(t + 1e-9)))
    d["q"] = d.time.map(lambda t: round((t - math.floor(t + 1e-9)) * 4) + 1)
    d["pos"] = d.y.astype(str) + "Q" + d.q.astype(str)
    assert d.pos.is_unique and len(d) == 108
    b.q("What was UK gas consumption in the first quarter of 1975?", "value",
        one(d[(d.y == 1975) & (d.q == 1)], "UKgas"), 1, position="1975Q1", why="UKgas of the row time 1975 (Q1 1975)")
    b.q("What was the total UK gas consumption in 1980?", "sum", d[d.y == 1980].UKgas.sum(), 1,
        why="sum of UKgas over the 4 quarters of 1980 (a flow)")
    pos, v = unique_arg(d.set_index("pos").UKgas)
    b.q("In which quarter was gas consumption highest, and how much was it?", "max", v, 1, position=pos,
        why="largest UKgas over the 108 quarters (unique) and its quarter")
    b.refuse("What was UK gas consumption in December 1975?", "refusal-constraint",
             "the table is quarterly: it has no months")

    # sleepstudy: reaction time of 18 subjects (ids 308..372) on days 0..9
    b.on(SPLIT, "sleepstudy")
    d = pd.read_csv(path(SPLIT, "sleepstudy"), index_col=0)
    b.q("What was subject 308's reaction time on day 9?", "value",
        one(d[(d.Subject == 308) & (d.Days == 9)], "Reaction"), 2, position="9", entity="308",
        why="Reaction of the row Subject 308, Days 9")
    d0 = d[d.Days == 0]
    b.q("What was the average reaction time on day 0?", "mean", d0.Reaction.mean(), 2,
        why=f"mean of Reaction over the {len(d0)} rows with Days 0 (one a subject)")
    sub, v = unique_arg(d[d.Days == 9].set_index("Subject").Reaction)
    b.q("Which subject had the slowest reaction time on day 9?", "ranking", v, 2, entity=sub,
        why="largest Reaction among the 18 rows with Days 9 (slowest = the longest time; unique)")
    b.q("How many subjects took part in the study?", "count", d.Subject.nunique(), 0,
        why="number of distinct Subject values")
    assert 400 not in set(d.Subject)
    b.refuse("What was subject 400's reaction time on day 3?", "refusal-unknown-member",
             "no subject 400: the ids run from 308 to 372")

    # world-phones: wide, telephones (thousands) by region, 1951 and 1956..1961
    b.on(SPLIT, "world-phones")
    d = pd.read_csv(path(SPLIT, "world-phones"), index_col=0)
    b.q("How many telephones were there in Europe in 1958?", "value", d.loc[1958, "Europe"], 0, position="1958",
        why="cell year 1958, column Europe")
    reg, v = unique_arg(d.loc[1961])
    b.q("Which region had the most telephones in 1961?", "ranking", v, 0, entity=reg,
        why="largest of the 7 region cells of 1961")
    a, c = d.loc[1951, "Asia"], d.loc[1961, "Asia"]
    b.q("By what percent did the number of telephones in Asia change between 1951 and 1961?", "percent-change",
        100 * (c - a) / a, 2, why=f"(Asia 1961 {c} - Asia 1951 {a}) / {a}, in percent")
    af, oc = d.loc[1960, "Africa"], d.loc[1960, "Oceania"]
    b.q("Did Africa or Oceania have more telephones in 1960, and by how many?", "comparison", abs(af - oc), 0,
        entity="Africa" if af > oc else "Oceania", members={"Africa": af, "Oceania": oc},
        why=f"1960: Africa {af}, Oceania {oc}; the value is the difference")

    # us-personal-expenditure: wide, categories x 1940, 1945, ..., 1960 (billions of USD)
    b.on(SPLIT, "us-personal-expenditure")
    d = pd.read_csv(path(SPLIT, "us-personal-expenditure"), index_col=0)
    b.q("How much was spent on food and tobacco in 1950?", "value", d.loc["Food and Tobacco", "1950"], 1,
        position="1950", entity="Food and Tobacco", why="cell Food and Tobacco, column 1950")
    cat, v = unique_arg(d["1960"])
    b.q("Which category of personal expenditure was the largest in 1960?", "ranking", v, 1, entity=cat,
        why="largest of the 5 category cells of 1960")
    a, c = d.loc["Private Education", "1940"], d.loc["Private Education", "1960"]
    b.q("By what percent did spending on private education change from 1940 to 1960?", "percent-change",
        100 * (c - a) / a, 2, entity="Private Education",
        why=f"(Private Education 1960 {c} - 1940 {a}) / {a}, in percent")

    # us-economics: monthly 1967-06 .. 2007-03, dated on the month's last day
    b.on(SPLIT, "us-economics")
    d = pd.read_csv(path(SPLIT, "us-economics"), index_col=0)
    d["pos"] = d.date.str[:7]
    assert d.pos.is_unique
    e = d.set_index("pos")
    b.q("What was the personal savings rate in March 1980?", "value", e.loc["1980-03", "psavert"], 1,
        position="1980-03", why="psavert of the row date 1980-03-31")
    b.q("What was the average number of unemployed in 1982?", "mean",
        e[e.index.str.startswith("1982")].unemploy.mean(), 2, why="mean of unemploy over the 12 months of 1982")
    pos, v = unique_arg(e.unemploy)
    b.q("When was the number of unemployed at its highest, and what was it?", "max", v, 0, position=pos,
        why="largest unemploy over the series (unique) and its month")
    a, c = e.loc["1990-01", "uempmed"], e.loc["2000-01", "uempmed"]
    b.q("How much did the median duration of unemployment change between January 1990 and January 2000?",
        "change", c - a, 1, why=f"uempmed in January 2000 ({c}) minus uempmed in January 1990 ({a})")
    b.refuse("What was the inflation rate in 1990?", "refusal-unknown-measure",
             "the table has no prices or inflation (pce, pop, psavert, uempmed, unemploy)")

    # pound-dollar: weekly (Fridays) 1975-01-03 .. 1989-11-24, dates written as integers
    b.on(SPLIT, "pound-dollar")
    d = pd.read_csv(path(SPLIT, "pound-dollar"), index_col=0)
    d["dt"] = pd.to_datetime(d.date.astype(str), format="%Y%m%d")
    b.q("What was the pound-dollar spot rate on 1985-01-04?", "value", one(d[d.date == 19850104], "s"), 4,
        position="1985-01-04", why="s of the row date 19850104")
    y80 = d[d.dt.dt.year == 1980]
    b.q("What was the average spot rate in 1980?", "mean", y80.s.mean(), 3,
        why=f"mean of s over the {len(y80)} weekly rows dated in 1980 (3 decimals: the mean is 0.43025, "
            "a tie at 4)")
    f85 = d[d.dt.dt.year == 1985].set_index("dt").f
    pos, v = unique_arg(f85)
    b.q("What was the highest forward rate in 1985, and in which week?", "max", v, 4,
        position=pos.strftime("%Y-%m-%d"), why="largest f over the weekly rows dated in 1985 (unique) and its date")
    b.refuse("What was the spot rate in 1995?", "refusal-after-end", "the data end on 1989-11-24")

    # vix-ohlc: daily (trading days) 2009-06-01 .. 2009-07-31
    b.on(SPLIT, "vix-ohlc")
    d = pd.read_csv(path(SPLIT, "vix-ohlc"))
    d["dt"] = pd.to_datetime(d.date)
    b.q("What was the VIX close on 2009-06-15?", "value", one(d[d.date == "2009-06-15"], "close"), 2,
        position="2009-06-15", why="close of the row date 2009-06-15")
    pos, v = unique_arg(d[d.dt.dt.month == 7].set_index("date").high)
    b.q("What was the VIX's highest high in July 2009, and on which day?", "max", v, 2, position=pos,
        why="largest high over the trading days of July 2009 (unique) and its date")
    mo = d[(d.dt.dt.month == 6) & (d.dt.dt.day_of_week == 0)]
    b.q("What was the average VIX close on Mondays in June 2009?", "mean", mo.close.mean(), 2,
        why=f"mean of close over the {len(mo)} Mondays of June 2009 ({', '.join(mo.date)})")
    a, c = one(d[d.date == "2009-06-01"], "close"), one(d[d.date == "2009-07-31"], "close")
    b.q("How much did the VIX close change between 2009-06-01 and 2009-07-31?", "change", c - a, 2,
        why=f"close on 2009-07-31 ({c}) minus close on 2009-06-01 ({a})")

    # montreal-election: one row per district, a vote column per candidate, no time
    b.on(SPLIT, "montreal-election")
    d = pd.read_csv(path(SPLIT, "montreal-election")).set_index("district")
    co, jo = d.loc["111-Mile-End", "Coderre"], d.loc["111-Mile-End", "Joly"]
    b.q("Did Coderre or Joly get more votes in 111-Mile-End, and by how many?", "comparison", abs(co - jo), 0,
        entity="Coderre" if co > jo else "Joly", members={"Coderre": co, "Joly": jo},
        why=f"111-Mile-End: Coderre {co}, Joly {jo}; the value is the difference")
    dist, v = unique_arg(d.total)
    b.q("Which district had the most votes cast in total?", "ranking", v, 0, entity=dist,
        why="largest total over the 58 districts (unique)")
    b.q("How many districts did Coderre win?", "count", int((d.winner == "Coderre").sum()), 0,
        why="count of rows with winner Coderre")
    assert not any("Westmount" in x for x in d.index)
    b.refuse("How many votes did Coderre get in Westmount?", "refusal-unknown-member",
             "Westmount is not one of the 58 districts (it is a city of its own)")

    # browser-share: market share of 118 browser versions in November 2013, no time axis
    b.on(SPLIT, "browser-share")
    d = pd.read_csv(path(SPLIT, "browser-share")).set_index("Browser Version")["Market Share Perc. (Nov 2013)"]
    b.q("What was the market share of Firefox 25.0?", "value", d["Firefox 25.0"], 2, entity="Firefox 25.0",
        why="the row Firefox 25.0")
    ver, v = unique_arg(d)
    b.q("Which browser version had the largest market share?", "ranking", v, 2, entity=ver,
        why="largest share over the 118 rows (unique)")
    i10, i8 = d["IE 10.0"], d["IE 8.0"]
    b.q("Did IE 10.0 or IE 8.0 have a larger market share, and by how much?", "comparison", abs(i10 - i8), 2,
        entity="IE 10.0" if i10 > i8 else "IE 8.0", members={"IE 10.0": i10, "IE 8.0": i8},
        why=f"IE 10.0 {i10}, IE 8.0 {i8}; the value is the difference")
    b.refuse("What was the market share of Chrome 30.0 in March 2014?", "refusal-constraint",
             "the table has no time axis: it holds November 2013 only")


def build() -> list[dict]:
    b = Battery()
    holdout2(b)
    ids = [q["id"] for q in b.items]
    assert len(ids) == len(set(ids))
    for q in b.items:
        assert q.pop("split") == SPLIT
    return b.items


def main(argv: list[str] | None = None) -> int:
    return write_splits(argv, build=lambda: {SPLIT: build()})


if __name__ == "__main__":
    sys.exit(main())
