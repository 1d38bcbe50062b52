"""Write the question battery over the unseen sixth split: questions/holdout5.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst or a journalist would ask it, over one table folder of
``bench/tables/holdout5/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it neither ran the engine nor read its code). ``why``
says how. Nothing is random. ``--check`` compares the committed file with a fresh build (exit 1
when it differs). It needs only pandas (make_questions.py imports nothing else)::

    /tmp/h5venv/bin/python bench/tables/make_questions_holdout5.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a number the table writes as its own time position is asked as written: sitka-spruce's "day
  201" is the row Time 201 (days since 1 January 1988), home-run-race's "game 100" the row
  gameno 100;
- a traffic-fatalities state is named by its FIPS code as the file writes it, with the state's
  name in parentheses ("state 6 (California)");
- an exchange-rates-1980s currency is named in words (the file's code in ``why``); a rate is the
  dollar price of one unit of the currency, so "the pound at its strongest" is the largest bp;
- a share is in percent;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` gives the count);
- a cross table's total ("how many people had dark hair") is the sum of its cells.

holdout5 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout5`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, frac_month, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout5"
CURRENCIES = ["dm", "bp", "cd", "dy", "sf"]
HAIR = ["fair", "red", "medium", "dark", "black"]


def frac_quarter(t: float) -> tuple[int, int]:
    """A fractional year of a quarterly ``ts`` (start of the period) as (year, quarter)."""
    k = round(t * 4)
    return k // 4, k % 4 + 1


def holdout5(b: Battery) -> None:
    b.split = SPLIT

    # oecd-macro: 14 countries x 1966..1990
    b.on(SPLIT, "oecd-macro")
    d = pd.read_csv(path(SPLIT, "oecd-macro"), index_col=0)
    assert len(d) == 350 and not d.duplicated(["country", "year"]).any()
    om = lambda c, y, col: one(d[(d.country == c) & (d.year == y)], col)  # noqa: E731
    b.q("What was the unemployment rate in Sweden in 1983?", "value", om("Sweden", 1983, "unem"), 2,
        position="1983", entity="Sweden", why="unem of the row Sweden, 1983")
    jp = d[(d.country == "Japan") & d.year.between(1970, 1979)]
    assert len(jp) == 10
    b.q("What was Japan's average GDP growth from 1970 to 1979?", "mean", jp.gdp.mean(), 2, entity="Japan",
        why="mean of gdp over Japan's 10 rows 1970..1979 (both ends included)")
    c, v = unique_arg(d[d.year == 1985].set_index("country").unem)
    b.q("Which country had the highest unemployment in 1985?", "ranking", v, 2, entity=c,
        why="largest unem among the 14 countries in 1985 (unique)")
    be, nl = om("Belgium", 1975, "trade"), om("Netherlands", 1975, "trade")
    b.q("Was trade a bigger share of GDP in Belgium or in the Netherlands in 1975, and by how much?", "comparison",
        abs(be - nl), 2, entity="Belgium" if be > nl else "Netherlands", members={"Belgium": be, "Netherlands": nl},
        why=f"trade 1975: Belgium {be}, Netherlands {nl}; the value is the difference (points of GDP)")
    uk = d[d.country == "United Kingdom"]
    b.q("In how many years did the United Kingdom's economy shrink?", "count", int((uk.gdp < 0).sum()), 0,
        entity="United Kingdom", why="count of the United Kingdom's 25 rows with gdp < 0")
    assert "Spain" not in set(d.country)
    b.refuse("What was Spain's unemployment rate in 1980?", "refusal-unknown-member",
             "Spain is not among the 14 countries")

    # home-run-race: McGwire and Sosa, 1998, one row a game played
    b.on(SPLIT, "home-run-race")
    d = pd.read_csv(path(SPLIT, "home-run-race"), index_col=0)
    assert len(d) == 314 and not d.duplicated(["player", "gameno"]).any()
    mc, so = d[d.player == "McGwire"], d[d.player == "Sosa"]
    b.q("How many home runs did McGwire hit over the 1998 season?", "sum", mc.homeruns.sum(), 0, entity="McGwire",
        why=f"sum of homeruns over McGwire's {len(mc)} games (a flow)")
    m5, s5 = mc[mc.month == "May"].homeruns.sum(), so[so.month == "May"].homeruns.sum()
    b.q("Who hit more home runs in May, McGwire or Sosa, and by how many?", "comparison", abs(m5 - s5), 0,
        entity="McGwire" if m5 > s5 else "Sosa", members={"McGwire": m5, "Sosa": s5},
        why=f"sum of homeruns over the May games: McGwire {m5}, Sosa {s5}; the value is the difference")
    b.q("How many home runs did McGwire hit in game 124?", "value", one(mc[mc.gameno == 124], "homeruns"), 0,
        position="game 124", entity="McGwire", why="homeruns of the row McGwire, gameno 124")
    b.q("In how many games did Sosa hit more than one home run?", "count", int((so.homeruns > 1).sum()), 0,
        entity="Sosa", why=f"count of Sosa's {len(so)} games with homeruns > 1")
    mon, v = unique_arg(mc.groupby("month").homeruns.sum())
    b.q("What was McGwire's best month for home runs, and how many did he hit in it?", "ranking", v, 0, entity=mon,
        why="largest sum of McGwire's homeruns per month (unique)")
    b.refuse("How many bases did Sosa steal in July?", "refusal-unknown-measure",
             "the table has home runs per game only: no stolen bases")

    # manaus-river: monthly 1903-01 .. 1992-12, fractional years
    b.on(SPLIT, "manaus-river")
    d = pd.read_csv(path(SPLIT, "manaus-river"), index_col=0)
    ym = d.time.map(frac_month)
    d["y"], d["m"] = [t[0] for t in ym], [t[1] for t in ym]
    d["pos"] = [f"{y}-{m:02d}" for y, m in ym]
    assert d.pos.is_unique and len(d) == 1080
    mn = lambda y, m: one(d[(d.y == y) & (d.m == m)], "manaus")  # noqa: E731
    b.q("What was the level of the Rio Negro at Manaus in June 1953?", "value", mn(1953, 6), 3, position="1953-06",
        why="manaus of the row time 1953.41666666667 (June 1953)")
    pos, v = unique_arg(d.set_index("pos").manaus)
    b.q("When was the river at its highest, and what was the level?", "max", v, 3, position=pos,
        why="largest manaus over the 1080 months (unique) and its month")
    pos, v = unique_arg(d.set_index("pos").manaus, largest=False)
    b.q("What was the lowest monthly level on record, and in which month?", "min", v, 3, position=pos,
        why="smallest manaus over the 1080 months (unique) and its month")
    s70 = d[d.y.between(1970, 1979)]
    assert len(s70) == 120
    b.q("In how many months of the 1970s was the level more than 2 metres above average?", "count",
        int((s70.manaus > 2).sum()), 0,
        why="count of the 120 months 1970-01..1979-12 with manaus > 2 (the series is relative to the average)")
    a, z = mn(1975, 1), mn(1975, 6)
    b.q("How much did the level change between January and June 1975?", "change", z - a, 3,
        why=f"manaus of June 1975 ({z}) minus manaus of January 1975 ({a})")
    b.refuse("What was the level of the river at Manaus in March 1995?", "refusal-after-end",
             "the data end in December 1992")

    # freeny-revenue: quarterly 1962 Q2 .. 1971 Q4, the quarter in R's row names (empty header)
    b.on(SPLIT, "freeny-revenue")
    d = pd.read_csv(path(SPLIT, "freeny-revenue"), index_col=0)
    yq = [frac_quarter(t) for t in d.index]
    d["y_"], d["q_"] = [t[0] for t in yq], [t[1] for t in yq]
    d["pos"] = [f"{y}Q{q}" for y, q in yq]
    assert d.pos.is_unique and len(d) == 39 and d.pos.iloc[0] == "1962Q2" and d.pos.iloc[-1] == "1971Q4"
    e = d.set_index("pos")
    b.q("What was the (log) quarterly revenue in the third quarter of 1965?", "value", e.loc["1965Q3", "y"], 4,
        position="1965Q3", why="y of the row 1965.5 (Q3 1965)")
    pos, v = unique_arg(e.y)
    b.q("Which quarter had the highest revenue, and what was it (in logs)?", "max", v, 4, position=pos,
        why="largest y over the 39 quarters (unique) and its quarter")
    y68 = d[d.y_ == 1968]
    assert len(y68) == 4
    b.q("What was the average price index (log) in 1968?", "mean", y68["price.index"].mean(), 4,
        why="mean of price.index over the 4 quarters of 1968")
    a, z = e.loc["1962Q2", "income.level"], e.loc["1971Q4", "income.level"]
    b.q("By how much did the income level (log) rise from the second quarter of 1962 to the fourth quarter of 1971?",
        "change", z - a, 4, why=f"income.level 1971Q4 ({z}) minus income.level 1962Q2 ({a})")
    b.q("In how many quarters was the market potential (log) above 13.0?", "count",
        int((d["market.potential"] > 13.0).sum()), 0, why="count of the 39 quarters with market.potential > 13.0")
    b.refuse("What was the quarterly revenue in the first quarter of 1973?", "refusal-after-end",
             "the data end in the fourth quarter of 1971")

    # sitka-spruce: 79 trees x 5 measurements (Time = days since 1 January 1988)
    b.on(SPLIT, "sitka-spruce")
    d = pd.read_csv(path(SPLIT, "sitka-spruce"), index_col=0)
    assert len(d) == 395 and not d.duplicated(["tree", "Time"]).any()
    sz = lambda tree, t: one(d[(d.tree == tree) & (d.Time == t)], "size")  # noqa: E731
    b.q("What was the size of tree 15 at the day-201 measurement?", "value", sz(15, 201), 2, position="day 201",
        entity="15", why="size of the row tree 15, Time 201")
    last = d[d.Time == 258]
    oz, co = last[last.treat == "ozone"]["size"].mean(), last[last.treat == "control"]["size"].mean()
    b.q("What was the average size of the ozone-treated trees at the last measurement?", "mean", oz, 3,
        why=f"mean of size over the {int((last.treat == 'ozone').sum())} ozone rows with Time 258")
    b.q("At the last measurement, were the control trees or the ozone trees bigger on average, and by how much?",
        "comparison", abs(oz - co), 3, entity="ozone" if oz > co else "control", members={"ozone": oz, "control": co},
        why=f"mean size at Time 258: ozone {oz}, control {co}; the value is the difference")
    tr, v = unique_arg(d[d.Time == 152].set_index("tree")["size"])
    b.q("Which tree was the largest at the first measurement?", "ranking", v, 2, entity=str(tr),
        why="largest size among the 79 trees at Time 152 (unique)")
    per_tree = d.groupby("tree").treat.agg(["first", "nunique"])
    assert (per_tree["nunique"] == 1).all()
    b.q("How many trees were grown in ozone-enriched air?", "count", int((per_tree["first"] == "ozone").sum()), 0,
        why="count of the distinct trees whose treat is ozone")
    assert d.tree.max() == 79
    b.refuse("What was the size of tree 90 at the day-201 measurement?", "refusal-unknown-member",
             "the trees are numbered 1..79")

    # traffic-fatalities: 48 states (FIPS codes) x 1982..1988
    b.on(SPLIT, "traffic-fatalities")
    d = pd.read_csv(path(SPLIT, "traffic-fatalities"), index_col=0)
    assert len(d) == 336 and not d.duplicated(["state", "year"]).any()
    tf = lambda s, y, col: one(d[(d.state == s) & (d.year == y)], col)  # noqa: E731
    b.q("What was the traffic fatality rate in state 6 (California) in 1985?", "value", tf(6, 1985, "mrall"), 4,
        position="1985", entity="6", why="mrall of the row state 6, 1985 (deaths per 10,000 people)")
    st, v = unique_arg(d[d.year == 1988].set_index("state").mrall)
    b.q("Which state had the highest traffic fatality rate in 1988?", "ranking", v, 4, entity=str(st),
        why="largest mrall among the 48 states in 1988 (unique)")
    y86 = d[d.year == 1986]
    b.q("In how many states was the minimum legal drinking age below 21 in 1986?", "count", int((y86.mlda < 21).sum()),
        0, why="count of the 48 states with mlda < 21 in 1986")
    a, z = tf(48, 1982, "mrall"), tf(48, 1988, "mrall")
    b.q("By what percentage did the traffic fatality rate in state 48 (Texas) change between 1982 and 1988?",
        "percent-change", 100 * (z - a) / a, 1, entity="48", why=f"(mrall 1988 {z} - mrall 1982 {a}) / {a}, in percent")
    mi, oh = tf(26, 1987, "unrate"), tf(39, 1987, "unrate")
    b.q("In 1987, was unemployment higher in state 26 (Michigan) or in state 39 (Ohio), and by how much?",
        "comparison", abs(mi - oh), 2, entity="26" if mi > oh else "39", members={"26": mi, "39": oh},
        why=f"unrate 1987: state 26 {mi}, state 39 {oh}; the value is the difference in points")
    assert 2 not in set(d.state)
    b.refuse("What was the traffic fatality rate in state 2 (Alaska) in 1984?", "refusal-unknown-member",
             "the table covers the 48 contiguous states: no state 2 (Alaska)")

    # exchange-rates-1980s: wide, trading days 800102 .. 870521 (date YYMMDD), USD per unit
    b.on(SPLIT, "exchange-rates-1980s")
    d = pd.read_csv(path(SPLIT, "exchange-rates-1980s"), index_col=0)
    assert len(d) == 1867 and d.date.is_unique
    d["dt"] = pd.to_datetime(d.date.astype(str), format="%y%m%d")
    d["pos"] = d.dt.dt.strftime("%Y-%m-%d")
    e = d.set_index("pos")
    b.q("How many dollars was a British pound worth on 15 March 1985?", "value", e.loc["1985-03-15", "bp"], 4,
        position="1985-03-15", entity="bp", why="bp of the row date 850315")
    pos, v = unique_arg(e.bp)
    b.q("When was the British pound at its strongest against the dollar, and what was the rate?", "max", v, 4,
        position=pos, entity="bp", why="largest bp over the 1867 trading days (unique) and its date")
    pos, v = unique_arg(e.bp, largest=False)
    b.q("On which day did the pound hit its lowest against the dollar, and at what rate?", "min", v, 4,
        position=pos, entity="bp", why="smallest bp over the 1867 trading days (unique) and its date")
    a, z = e.loc["1985-01-02", "dy"], e.loc["1987-01-02", "dy"]
    b.q("By what percentage did the yen gain against the dollar between 2 January 1985 and 2 January 1987?",
        "percent-change", 100 * (z - a) / a, 1, entity="dy",
        why=f"(dy 870102 {z} - dy 850102 {a}) / {a}, in percent (dy is the dollar price of a yen)")
    y86 = d[d.dt.dt.year == 1986]
    b.q("On how many trading days in 1986 was the Swiss franc worth more than 55 US cents?", "count",
        int((y86.sf > 0.55).sum()), 0, entity="sf", why=f"count of the {len(y86)} trading days of 1986 with sf > 0.55")
    mon = d[(d.dt.dt.year == 1984) & (d.day == "monday")]
    assert (mon.dt.dt.dayofweek == 0).all()
    b.q("What was the average dollar price of the Canadian dollar on Mondays in 1984?", "mean", mon.cd.mean(), 4,
        entity="cd", why=f"mean of cd over the {len(mon)} rows of 1984 with day monday")
    b.refuse("What was the French franc worth in dollars on 1 June 1984?", "refusal-unknown-member",
             "the table has the Deutsche Mark, the pound, the Canadian dollar, the yen and the Swiss franc: no French franc")
    assert d.dt.max() == pd.Timestamp("1987-05-21")
    b.refuse("What was the Deutsche Mark worth in dollars on 10 August 1988?", "refusal-after-end",
             "the data end on 21 May 1987")

    # caithness-colours: cross table, eye colour (rows) x hair colour (columns)
    b.on(SPLIT, "caithness-colours")
    d = pd.read_csv(path(SPLIT, "caithness-colours"), index_col=0)
    assert d.shape == (4, 5) and list(d.columns) == HAIR
    b.q("How many people in Caithness had blue eyes and red hair?", "value", d.loc["blue", "red"], 0,
        why="cell blue (eyes), red (hair)")
    b.q("How many people had dark hair?", "sum", d["dark"].sum(), 0, why="sum of the dark column over the 4 eye colours")
    b.q("How many people had light eyes?", "sum", d.loc["light"].sum(), 0, why="sum of the light row over the 5 hair colours")
    h, v = unique_arg(d.loc["medium"])
    b.q("Which hair colour was the most common among people with medium eyes?", "ranking", v, 0, entity=h,
        why="largest cell of the medium (eyes) row (unique)")
    b.q("What share of the fair-haired people had blue eyes?", "share", 100 * d.loc["blue", "fair"] / d["fair"].sum(), 2,
        why="cell blue, fair divided by the sum of the fair column, in percent")
    assert "green" not in d.index
    b.refuse("How many people had green eyes and red hair?", "refusal-unknown-member",
             "the eye colours are blue, light, medium and dark: no green")

    # premier-league-scores: cross table, home goals (rows 0..4) x away goals (columns 0..4)
    b.on(SPLIT, "premier-league-scores")
    d = pd.read_csv(path(SPLIT, "premier-league-scores"), index_col=0)
    d.columns = [int(c) for c in d.columns]
    assert d.shape == (5, 5) and d.values.sum() == 380
    b.q("How many matches finished with the home team scoring 2 and the away team 1?", "value", d.loc[2, 1], 0,
        why="cell home 2 (row), away 1 (column)")
    b.q("In how many matches did the away team fail to score?", "sum", d[0].sum(), 0,
        why="sum of the away-0 column over the 5 home scores")
    b.q("How many matches ended in a draw?", "sum", sum(d.loc[k, k] for k in range(5)), 0,
        why="sum of the diagonal cells (0-0, 1-1, 2-2, 3-3, 4-4)")
    b.q("How many matches did the home team win?", "sum", sum(d.loc[h, a] for h in range(5) for a in range(5) if h > a),
        0, why="sum of the cells with home goals > away goals")
    b.q("What percentage of matches saw the home team score exactly once?", "share", 100 * d.loc[1].sum() / 380, 2,
        why="sum of the home-1 row divided by the 380 matches, in percent")
    b.refuse("How many home matches did Manchester United win?", "refusal-constraint",
             "the table counts scores only: no teams")

    # lake-huron: yearly 1875..1972, feet
    b.on(SPLIT, "lake-huron")
    d = pd.read_csv(path(SPLIT, "lake-huron"), index_col=0).set_index("time")
    assert len(d) == 98 and d.index.is_unique
    b.q("What was the level of Lake Huron in 1900?", "value", d.loc[1900, "LakeHuron"], 2, position="1900",
        why="LakeHuron of the row 1900 (feet)")
    yr, v = unique_arg(d.LakeHuron, largest=False)
    b.q("When was the lake at its lowest, and what was the level?", "min", v, 2, position=str(yr),
        why="smallest LakeHuron over the 98 years (unique) and its year")
    w = d.loc[1950:1959, "LakeHuron"]
    assert len(w) == 10
    b.q("What was the average level of Lake Huron in the 1950s?", "mean", w.mean(), 3,
        why="mean of LakeHuron over the 10 years 1950..1959")
    a, z = d.loc[1875, "LakeHuron"], d.loc[1972, "LakeHuron"]
    b.q("How much did the lake's level change between 1875 and 1972?", "change", z - a, 2,
        why=f"LakeHuron 1972 ({z}) minus LakeHuron 1875 ({a}), feet")
    b.q("In how many years was the lake above 580 feet?", "count", int((d.LakeHuron > 580).sum()), 0,
        why="count of the 98 years with LakeHuron > 580")
    b.refuse("What was the average level of Lake Huron in the summer of 1950?", "refusal-constraint",
             "the readings are yearly: the table has no months, so no summer")

    # sf-temps: hourly 2010 (one hour missing at the DST change), 'YYYY/MM/DD HH:MM:SS'
    b.on(SPLIT, "sf-temps")
    d = pd.read_csv(path(SPLIT, "sf-temps"))
    d["dt"] = pd.to_datetime(d.date, format="%Y/%m/%d %H:%M:%S")
    assert len(d) == 8759 and d.date.is_unique
    e = d.set_index("date")
    b.q("What was the temperature in San Francisco at 3 pm on 4 July 2010?", "value",
        e.loc["2010/07/04 15:00:00", "temp"], 1, position="2010-07-04 15:00", why="temp of the row 2010/07/04 15:00:00")
    apr = d[d.dt.dt.month == 4].set_index("date").temp
    pos, v = unique_arg(apr)
    b.q("What was the warmest it got in San Francisco in April 2010, and when?", "max", v, 1,
        position=pd.to_datetime(pos, format="%Y/%m/%d %H:%M:%S").strftime("%Y-%m-%d %H:%M"),
        why="largest temp over the 720 hours of April 2010 (unique) and its hour")
    aug = d[d.dt.dt.month == 8]
    assert len(aug) == 31 * 24
    b.q("What was the average temperature in August 2010?", "mean", aug.temp.mean(), 2,
        why="mean of temp over the 744 hours of August 2010")
    b.q("In how many hours of 2010 did the temperature drop below 48 °F?", "count", int((d.temp < 48).sum()), 0,
        why="count of the 8759 hourly rows with temp < 48")
    jan = d[d.dt.dt.month == 1].set_index("date").temp
    pos, v = unique_arg(jan, largest=False)
    b.q("What was the coldest temperature recorded in January 2010, and when?", "min", v, 1,
        position=pd.to_datetime(pos, format="%Y/%m/%d %H:%M:%S").strftime("%Y-%m-%d %H:%M"),
        why="smallest temp over the 744 hours of January 2010 (unique) and its hour")
    b.refuse("How much rain fell in San Francisco on 4 July 2010?", "refusal-unknown-measure",
             "the table has hourly temperature only: no rainfall")

    # canadian-women-crime: yearly 1931..1968
    b.on(SPLIT, "canadian-women-crime")
    d = pd.read_csv(path(SPLIT, "canadian-women-crime"), index_col=0).set_index("year")
    assert len(d) == 38 and d.index.min() == 1931 and d.index.max() == 1968
    b.q("What was the conviction rate of women for indictable offences in 1950?", "value", d.loc[1950, "fconvict"], 1,
        position="1950", why="fconvict of the row 1950 (per 100,000 women)")
    yr, v = unique_arg(d.tfr)
    b.q("In which year was Canada's total fertility rate highest, and what was it?", "max", v, 0, position=str(yr),
        why="largest tfr over the 38 years (unique) and its year")
    w = d.loc[1960:1968, "partic"]
    assert len(w) == 9
    b.q("What was women's average labour-force participation rate from 1960 to 1968?", "mean", w.mean(), 2,
        why="mean of partic over the 9 years 1960..1968 (both ends included)")
    a, z = d.loc[1959, "tfr"], d.loc[1968, "tfr"]
    b.q("By what percentage did the total fertility rate change between 1959 and 1968?", "percent-change",
        100 * (z - a) / a, 1, why=f"(tfr 1968 {z} - tfr 1959 {a}) / {a}, in percent")
    b.q("In how many years was the total fertility rate above 3,500?", "count", int((d.tfr > 3500).sum()), 0,
        why="count of the 38 years with tfr > 3500")
    b.refuse("What was the female conviction rate in 1975?", "refusal-after-end", "the data end in 1968")

    # titanic-survival: 4 x 2 x 2 x 2 cells of a count
    b.on(SPLIT, "titanic-survival")
    d = pd.read_csv(path(SPLIT, "titanic-survival"), index_col=0)
    assert len(d) == 32 and d.Freq.sum() == 2201
    b.q("How many third-class children survived?", "sum",
        d[(d.Class == "3rd") & (d.Age == "Child") & (d.Survived == "Yes")].Freq.sum(), 0,
        why="sum of Freq over the rows 3rd, Child, Survived Yes (Male and Female)")
    c1 = d[d.Class == "1st"]
    b.q("What share of first-class passengers survived?", "share", 100 * c1[c1.Survived == "Yes"].Freq.sum() / c1.Freq.sum(),
        2, why="sum of Freq over 1st, Survived Yes divided by the sum over all 1st rows, in percent")
    fe = d[d.Sex == "Female"]
    b.q("What percentage of the women aboard survived?", "share", 100 * fe[fe.Survived == "Yes"].Freq.sum() / fe.Freq.sum(),
        2, why="sum of Freq over Female, Survived Yes divided by the sum over all Female rows (passengers and crew), in percent")
    cl, v = unique_arg(d[d.Survived == "No"].groupby("Class").Freq.sum())
    b.q("Which class lost the most people?", "ranking", v, 0, entity=cl,
        why="largest sum of Freq over the Survived No rows per Class (1st, 2nd, 3rd, Crew; unique)")
    sv = d[d.Survived == "Yes"]
    m, f = sv[sv.Sex == "Male"].Freq.sum(), sv[sv.Sex == "Female"].Freq.sum()
    b.q("Did more men or more women survive, and by how many?", "comparison", abs(m - f), 0,
        entity="Male" if m > f else "Female", members={"Male": m, "Female": f},
        why=f"survivors: Male {m}, Female {f}; the value is the difference")
    b.refuse("How many of the survivors had boarded at Southampton?", "refusal-constraint",
             "the table has class, sex, age and survival: no port of embarkation")

    # swiss-fertility: 47 provinces (R's row names), about 1888
    b.on(SPLIT, "swiss-fertility")
    d = pd.read_csv(path(SPLIT, "swiss-fertility"), index_col=0)
    assert len(d) == 47 and d.index.is_unique
    b.q("What was the fertility measure in Lausanne?", "value", d.loc["Lausanne", "Fertility"], 1, entity="Lausanne",
        why="Fertility of the row Lausanne")
    p, v = unique_arg(d.Catholic)
    b.q("Which province had the highest share of Catholics?", "ranking", v, 2, entity=p,
        why="largest Catholic over the 47 provinces (unique)")
    b.q("What was the average infant mortality across the provinces?", "mean", d["Infant.Mortality"].mean(), 2,
        why="mean of Infant.Mortality over the 47 provinces")
    b.q("In how many provinces did more than half of the men work in agriculture?", "count",
        int((d.Agriculture > 50).sum()), 0, why="count of the 47 provinces with Agriculture > 50")
    ne, ge = d.loc["Neuchatel", "Fertility"], d.loc["V. De Geneve", "Fertility"]
    b.q("Was fertility higher in Neuchatel or in the city of Geneva, and by how much?", "comparison", abs(ne - ge), 1,
        entity="Neuchatel" if ne > ge else "V. De Geneve", members={"Neuchatel": ne, "V. De Geneve": ge},
        why=f"Fertility: Neuchatel {ne}, V. De Geneve (the city of Geneva) {ge}; the value is the difference")
    assert not d.index.str.contains("Zurich|Zuerich").any()
    b.refuse("What was the fertility measure in Zurich?", "refusal-unknown-member",
             "the 47 provinces are French-speaking: no Zurich")


def build() -> list[dict]:
    b = Battery()
    holdout5(b)
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
