"""Write the question battery over the unseen eleventh split: questions/holdout10.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout10/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor holdout8's or holdout9's questions). ``why`` says how. Nothing is random. ``--check``
compares the committed file with a fresh build (exit 1 when it differs). It needs only pandas
(make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout10.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a municipality, a firm, a senate district, a congressional district, a county id are named by
  their number as the file writes it; a judge and a country as R's row names write them;
- a two-digit year (``82``) is 19xx; an hour of the Victoria demand is the row whose ``ds`` is that
  hour's start; a day's or a month's demand is the sum of its hours, a weekday is the calendar's;
- a cross table's total is the sum of its cells; a share is in percent;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` says where that
  happens).

holdout10 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout10`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout10"


def cmp(b: Battery, question: str, a_name: str, a, c_name: str, c, decimals: int, why: str) -> None:
    assert a != c
    b.q(question, "comparison", abs(a - c), decimals, entity=a_name if a > c else c_name,
        members={a_name: a, c_name: c}, why=f"{why}: {a_name} {a}, {c_name} {c}; the value is the difference")


def holdout10(b: Battery) -> None:
    b.split = SPLIT

    # la-riot-deaths: 63 deaths, 1992 riots
    b.on(SPLIT, "la-riot-deaths")
    d = pd.read_csv(path(SPLIT, "la-riot-deaths"))
    assert len(d) == 63
    b.q("How many people died in the riots on April 30, 1992?", "count", int((d.death_date == "1992-04-30").sum()), 0,
        why="count of the rows with death_date 1992-04-30")
    b.q("What was the average age of the people who died?", "mean", d.age.mean(), 2,
        why=f"mean of age over the {d.age.notna().sum()} rows with an age (one age is NA)")
    k, v = unique_arg(d.groupby("race").size())
    b.q("Which racial group had the most deaths?", "ranking", v, 0, entity=k,
        why="count of rows per race; the largest (unique)")
    lat = d[d.race == "Latino"].age.mean()
    blk = d[d.race == "Black"].age.mean()
    cmp(b, "Were the Latino victims older or younger on average than the Black victims, and by how many years?",
        "Latino", lat, "Black", blk, 2, "mean age per race (NA left out; the difference of the unrounded means)")
    i, v = unique_arg(d.age)
    b.q("Who was the oldest person to die, and how old was he or she?", "ranking", v, 0,
        entity=f"{d.first_name[i]} {d.last_name[i]}", why="the largest age (unique) and that row's first and last name")
    b.refuse("How many people died in the riots in San Diego?", "refusal-unknown-member",
             "the table lists deaths in Los Angeles neighborhoods only: no San Diego")

    # absentee-ballots: Pennsylvania senate, 22 elections
    b.on(SPLIT, "absentee-ballots")
    d = pd.read_csv(path(SPLIT, "absentee-ballots"), index_col=0)
    b.q("How many absentee votes did the Democrat get in district 2 in 1993?", "value",
        one(d[(d.year == 93) & (d.district == 2)], "absdem"), 0, position="1993",
        why="absdem of the row year 93 (1993), district 2")
    b.q("What was the total machine vote for Republicans across all districts in 1984?", "sum",
        d[d.year == 84].machrep.sum(), 0, why="sum of machrep over the 4 rows of year 84 (districts 1, 3, 5, 7)")
    b.q("How many of these elections did the Republican win on the machine vote?", "count",
        int((d.dmach < 0).sum()), 0, why="count of rows with dmach < 0 (machrep > machdem)")
    s = d[d.district == 5].set_index("year").dmach
    y, v = unique_arg(s, largest=False)
    b.q("In which year did district 5 give the Republicans their biggest machine-vote margin, and how big was it?",
        "min", v, 0, position=str(1900 + y), why="the smallest dmach (most negative) over the rows of district 5 and its year")
    b.refuse("How many absentee votes did the Democrat get in district 6 in 1990?", "refusal-unknown-member",
             "no district 6 in the table (districts 1, 2, 3, 4, 5, 7, 8)")

    # swedish-municipalities: 265 x 1979-1987
    b.on(SPLIT, "swedish-municipalities")
    d = pd.read_csv(path(SPLIT, "swedish-municipalities"), index_col=0)
    b.q("What was municipality 114's expenditure per capita in 1983?", "value",
        one(d[(d.id == 114) & (d.year == 1983)], "expend"), 5, position="1983",
        why="expend of the row id 114, year 1983")
    b.q("What was the average per-capita expenditure across all municipalities in 1987?", "mean",
        d[d.year == 1987].expend.mean(), 5, why="mean of expend over the 265 rows of year 1987")
    m, v = unique_arg(d[d.year == 1985].set_index("id").grants)
    b.q("Which municipality received the most grants per capita in 1985?", "ranking", v, 5, entity=m,
        why="the largest grants over the 265 rows of year 1985 (unique) and its id")
    a, c = one(d[(d.id == 114) & (d.year == 1979)], "revenue"), one(d[(d.id == 114) & (d.year == 1987)], "revenue")
    b.q("By what percentage did municipality 114's revenue change from 1979 to 1987?", "percent-change",
        100 * (c - a) / a, 2, why=f"revenue of id 114: 1987 ({c}) minus 1979 ({a}), divided by the 1979 value, in percent")
    yr, v = unique_arg(d.groupby("year").expend.mean())
    b.q("In which year was the average expenditure per capita highest, and what was it?", "max", v, 5,
        position=str(yr), why="mean of expend over the 265 municipalities per year; the largest (unique) and its year")
    b.refuse("What was municipality 114's expenditure in 1995?", "refusal-after-end", "the panel ends in 1987")

    # patents-rd: 181 firms x 1983-1991
    b.on(SPLIT, "patents-rd")
    d = pd.read_csv(path(SPLIT, "patents-rd"), index_col=0)
    b.q("How many patent applications did firm 1 file in 1983?", "value",
        one(d[(d.fi == 1) & (d.year == 1983)], "patent"), 0, position="1983", why="patent of the row fi 1, year 1983")
    b.q("How many patent applications did all the firms file together in 1991?", "sum",
        d[d.year == 1991].patent.sum(), 0, why="sum of patent over the 181 rows of year 1991")
    f, v = unique_arg(d.groupby("fi").patent.sum())
    b.q("Which firm filed the most patent applications over 1983-1991 in total?", "ranking", v, 0, entity=f,
        why="sum of patent per fi over its 9 years; the largest (unique)")
    s = d[d.fi == 10].set_index("year").patent
    y, v = unique_arg(s)
    b.q("In which year did firm 10 file the most patents, and how many?", "max", v, 0, position=str(y),
        why="the largest patent over the 9 rows of fi 10 (unique) and its year")
    b.refuse("What was firm 1's R&D budget in dollars in 1985?", "refusal-unknown-measure",
             "the table has only the log of R&D expenditure (rdexp), not a dollar amount")

    # spanish-firms: 738 x 1983-1990
    b.on(SPLIT, "spanish-firms")
    d = pd.read_csv(path(SPLIT, "spanish-firms"), index_col=0)
    b.q("What was firm 1's log employment in 1986?", "value", one(d[(d.firm == 1) & (d.year == 1986)], "n"), 4,
        position="1986", why="n of the row firm 1, year 1986")
    b.q("What was the average log wage across the firms in 1990?", "mean", d[d.year == 1990].w.mean(), 4,
        why="mean of w over the 738 rows of year 1990")
    f, v = unique_arg(d[d.year == 1988].set_index("firm").y)
    b.q("Which firm had the largest (log) output in 1988?", "ranking", v, 4, entity=f,
        why="the largest y over the 738 rows of year 1988 (unique) and its firm")
    a, c = one(d[(d.firm == 100) & (d.year == 1983)], "k"), one(d[(d.firm == 100) & (d.year == 1990)], "k")
    b.q("How much did firm 100's log capital stock change between 1983 and 1990?", "change", c - a, 4,
        why=f"k of firm 100 in 1990 ({c}) minus k in 1983 ({a})")

    # occupational-mobility: 8 x 8 cross table
    b.on(SPLIT, "occupational-mobility")
    d = pd.read_csv(path(SPLIT, "occupational-mobility"), index_col=0)
    d.columns = [int(c) for c in d.columns]
    b.q("How many sons of status-1 fathers ended up in status 1 themselves?", "value", d.loc[1, 1], 0,
        why="the cell of row 1 (origin), column 1 (destination)")
    b.q("How many father-son pairs are there in the table?", "sum", d.values.sum(), 0, why="sum of all 64 cells")
    diag = sum(d.loc[i, i] for i in range(1, 9))
    b.q("What share of sons stayed in the same status as their father?", "share", 100 * diag / d.values.sum(), 2,
        why="sum of the 8 diagonal cells (origin = destination) divided by the sum of all cells, in percent")
    k, v = unique_arg(d.sum(axis=0))
    b.q("Which destination status had the most sons?", "ranking", v, 0, entity=k,
        why="column sums (sons per destination status); the largest (unique)")
    b.refuse("How many sons of status-9 fathers reached status 1?", "refusal-unknown-member",
             "the statuses are 1 .. 8: no status 9")

    # california-house-2006: 53 districts
    b.on(SPLIT, "california-house-2006")
    d = pd.read_csv(path(SPLIT, "california-house-2006"), index_col=0).set_index("district")
    b.q("How many votes did the Republican candidate get in district 2 in 2006?", "value", d.loc[2, "R"], 0,
        why="R of the row district 2")
    b.q("How many votes did Democratic House candidates get in California in 2006 in total?", "sum", d.D.sum(), 0,
        why="sum of D over the 53 districts")
    k, v = unique_arg(d.D)
    b.q("Which district gave the Democratic candidate the most votes?", "ranking", v, 0, entity=k,
        why="the largest D over the 53 districts (unique) and its district")
    b.q("How many districts were won by the Republican in 2006?", "count", int((d.R > d.D).sum()), 0,
        why="count of districts with R > D (Other never exceeds both)")
    assert not ((d.Other > d.R) & (d.Other > d.D)).any()
    cmp(b, "Statewide, did Bush or Kerry get more votes in 2004 across the districts, and by how many?",
        "Kerry", int(d.Kerry2004.sum()), "Bush", int(d.Bush2004.sum()), 0,
        "sum over the 53 districts of Kerry2004 and Bush2004")
    b.q("What share of district 12's 2006 House vote went to the Democrat?", "share",
        100 * d.loc[12, "D"] / (d.loc[12, ["D", "R", "Other"]].sum()), 2,
        why="D / (D + R + Other) of district 12, in percent")
    b.refuse("How many votes did the Democrat get in district 60?", "refusal-unknown-member",
             "California has districts 1 .. 53 in the table")

    # victoria-electricity: hourly 2012-01-01 .. 2012-05-29
    b.on(SPLIT, "victoria-electricity")
    d = pd.read_csv(path(SPLIT, "victoria-electricity"))
    d["t"] = pd.to_datetime(d.ds)
    s = d.set_index("t").y
    b.q("What was Victoria's electricity demand at 6 pm on 15 March 2012?", "value", s["2012-03-15 18:00:00"], 2,
        position="2012-03-15 18:00", why="y of the row ds 2012-03-15 18:00:00")
    daily = s.resample("D").sum()
    day, v = unique_arg(daily)
    b.q("Which day had the highest total electricity demand, and what was it?", "max", v, 2,
        position=day.strftime("%Y-%m-%d"), why="sum of y over the 24 hours of each day; the largest (unique) and its day")
    hr, v = unique_arg(s)
    b.q("When was the hourly demand at its peak, and how high was it?", "max", v, 2,
        position=hr.strftime("%Y-%m-%d %H:%M"), why="the largest y over the 3600 hours (unique) and its hour")
    b.q("What was the average hourly demand in February 2012?", "mean", s["2012-02"].mean(), 2,
        why="mean of y over the 696 hours of February 2012")
    b.q("What was the total electricity demand in April 2012?", "sum", s["2012-04"].sum(), 2,
        why="sum of y over the 720 hours of April 2012")
    wk = d[d.t.dt.day_of_week < 5].y.mean()
    we = d[d.t.dt.day_of_week >= 5].y.mean()
    cmp(b, "Was the average hourly demand higher on weekdays or at weekends, and by how much?",
        "weekdays", wk, "weekends", we, 2,
        "mean of y over the hours of Monday-Friday and over those of Saturday-Sunday, whole table (the difference "
        "of the unrounded means)")
    a = s["2012-01"].sum()
    c = s["2012-05"].sum()
    b.q("By what percent did the total demand change from January to May 2012?", "percent-change",
        100 * (c - a) / a, 2, why=f"sum of y over May 2012's 744 hours ({c:.2f}) minus January's ({a:.2f}), "
        "divided by January's, in percent")
    b.refuse("What was the electricity demand on 1 July 2012?", "refusal-after-end", "the data end on 29 May 2012")
    b.refuse("What was the electricity price at noon on 15 March 2012?", "refusal-unknown-measure",
             "the table holds demand only, no price")

    # klein-economy: 1920-1941
    b.on(SPLIT, "klein-economy")
    d = pd.read_csv(path(SPLIT, "klein-economy"), index_col=0).set_index("Year")
    b.q("What was consumption in 1929?", "value", d.loc[1929, "C"], 1, position="1929", why="C of the row Year 1929")
    y, v = unique_arg(d.I, largest=False)
    b.q("In which year was net investment at its lowest, and what was it?", "min", v, 1, position=str(y),
        why="the smallest I over 1920-1941 (unique) and its year")
    b.q("What were corporate profits on average during the 1930s (1930 to 1939)?", "mean",
        d.loc[1930:1939, "P"].mean(), 2, why="mean of P over the 10 rows 1930..1939")
    a, c = d.loc[1929, "X"], d.loc[1932, "X"]
    b.q("By what percentage did total demand (GNP) fall from 1929 to 1932?", "percent-change", 100 * (c - a) / a, 2,
        why=f"X in 1932 ({c}) minus X in 1929 ({a}), divided by the 1929 value, in percent")
    b.q("How many years had negative net investment?", "count", int((d.I < 0).sum()), 0,
        why="count of rows with I < 0")
    b.refuse("What was consumption in 1945?", "refusal-after-end", "the data end in 1941")

    # us-census-population: 1790-1970 every 10 years
    b.on(SPLIT, "us-census-population")
    d = pd.read_csv(path(SPLIT, "us-census-population"), index_col=0).set_index("time").uspop
    b.q("What was the US population in the 1880 census?", "value", d[1880], 2, position="1880",
        why="uspop of the row time 1880 (millions)")
    gr = d.diff()
    y, v = unique_arg(gr)
    b.q("Which census decade saw the largest increase in population, and by how much?", "max", v, 2,
        position=str(y), why="uspop minus the previous census's per row; the largest (unique), named by its later census year")
    b.q("By what percentage did the population grow between 1900 and 1950?", "percent-change",
        100 * (d[1950] - d[1900]) / d[1900], 2, why=f"uspop 1950 ({d[1950]}) minus 1900 ({d[1900]}), divided by 1900's, in percent")
    b.q("What was the average census population in the 19th century (1800 to 1900)?", "mean",
        d.loc[1800:1900].mean(), 2, why="mean of uspop over the 11 censuses 1800..1900")
    b.refuse("What was the US population in 1985?", "refusal-after-end", "the censuses end in 1970 (and 1985 was no census year)")

    # connecticut-melanoma: 1936-1972
    b.on(SPLIT, "connecticut-melanoma")
    d = pd.read_csv(path(SPLIT, "connecticut-melanoma"), index_col=0).set_index("year").incidence
    b.q("What was the melanoma incidence in Connecticut in 1950?", "value", d[1950], 1, position="1950",
        why="incidence of the row year 1950")
    b.q("What was the average incidence in the 1960s (1960 to 1969)?", "mean", d.loc[1960:1969].mean(), 2,
        why="mean of incidence over the 10 rows 1960..1969")
    b.q("How much did the incidence rise from 1936 to 1972?", "change", d[1972] - d[1936], 1,
        why=f"incidence 1972 ({d[1972]}) minus 1936 ({d[1936]})")
    ch = d.diff()
    y, v = unique_arg(ch)
    b.q("Which year saw the biggest jump in incidence over the year before, and how big was it?", "max", v, 1,
        position=str(y), why="incidence minus the previous year's per row; the largest (unique) and its year")
    b.refuse("What was the melanoma incidence in Connecticut in 1930?", "refusal-before-start",
             "the series starts in 1936")

    # superstore-sales: 9994 lines, no date
    b.on(SPLIT, "superstore-sales")
    d = pd.read_csv(path(SPLIT, "superstore-sales"))
    b.q("What were the total sales of the store?", "sum", d.Sales.sum(), 2, why="sum of Sales over the 9994 rows")
    k, v = unique_arg(d.groupby("Region").Profit.sum())
    b.q("Which region made the most profit?", "ranking", v, 2, entity=k,
        why="sum of Profit per Region; the largest (unique)")
    k, v = unique_arg(d.groupby("Sub-Category").Profit.sum(), largest=False)
    b.q("Which sub-category lost the most money?", "ranking", v, 2, entity=k,
        why="sum of Profit per Sub-Category; the smallest (most negative, unique)")
    b.q("What share of sales came from the Technology category?", "share",
        100 * d[d.Category == "Technology"].Sales.sum() / d.Sales.sum(), 2,
        why="sum of Sales of Category Technology divided by the sum of all Sales, in percent")
    cmp(b, "Did the Consumer or the Corporate segment bring in more sales, and by how much?",
        "Consumer", d[d.Segment == "Consumer"].Sales.sum(),
        "Corporate", d[d.Segment == "Corporate"].Sales.sum(), 2,
        "sum of Sales per Segment (the difference of the unrounded sums: rounding each first made it .97, not .98)")
    b.q("What was the average discount on orders shipped in California?", "mean",
        d[d.State == "California"].Discount.mean(), 4, why=f"mean of Discount over the {int((d.State == 'California').sum())} rows of State California")
    b.refuse("What were the store's total sales in 2016?", "refusal-constraint",
             "the table has no date: its order lines cannot be placed in a year")
    b.refuse("What were the total sales in Canada?", "refusal-unknown-member",
             "every row's Country is United States")

    # us-judge-ratings: 43 judges
    b.on(SPLIT, "us-judge-ratings")
    d = pd.read_csv(path(SPLIT, "us-judge-ratings"), index_col=0)
    b.q("What integrity rating did judge AARONSON,L.H. get?", "value", d.loc["AARONSON,L.H.", "INTG"], 1,
        why="INTG of the row AARONSON,L.H.")
    k, v = unique_arg(d.RTEN)
    b.q("Which judge was rated most worthy of retention?", "ranking", v, 1, entity=k,
        why="the largest RTEN over the 43 judges (unique)")
    k, v = unique_arg(d.CONT)
    b.q("Which judge had the most lawyer contacts?", "ranking", v, 1, entity=k, why="the largest CONT (unique)")
    b.q("What is the average diligence rating across the judges?", "mean", d.DILG.mean(), 2,
        why="mean of DILG over the 43 rows")
    b.refuse("What integrity rating did judge SMITH,J.A. get?", "refusal-unknown-member",
             "no judge SMITH,J.A. among the 43")

    # midwest-counties: 437 counties, 1990
    b.on(SPLIT, "midwest-counties")
    d = pd.read_csv(path(SPLIT, "midwest-counties"), index_col=0)
    b.q("What was the total population of COOK county in Illinois?", "value",
        one(d[(d.county == "COOK") & (d.state == "IL")], "poptotal"), 0, why="poptotal of the row county COOK, state IL")
    b.q("What was the total population of Wisconsin's counties?", "sum", d[d.state == "WI"].poptotal.sum(), 0,
        why="sum of poptotal over the 72 rows of state WI")
    k, v = unique_arg(d[d.state == "OH"].set_index("county").percbelowpoverty)
    b.q("Which Ohio county had the highest poverty rate?", "ranking", v, 2, entity=k,
        why="the largest percbelowpoverty over the 88 rows of state OH (unique) and its county")
    b.q("What was the average share of college graduates in Michigan counties?", "mean",
        d[d.state == "MI"].percollege.mean(), 2, why="mean of percollege over the 83 rows of state MI (unweighted)")
    il = d[d.state == "IL"].poptotal.sum()
    ind = d[d.state == "IN"].poptotal.sum()
    cmp(b, "Which had more people, Illinois or Indiana, and by how many?", "IL", int(il), "IN", int(ind), 0,
        "sum of poptotal per state")
    b.refuse("What was the median household income in COOK county?", "refusal-unknown-measure",
             "the table has no income column")

    # union-density: 20 countries
    b.on(SPLIT, "union-density")
    d = pd.read_csv(path(SPLIT, "union-density"), index_col=0)
    b.q("What was the union density in Norway?", "value", d.loc["Norway", "union"], 1, why="union of the row Norway")
    k, v = unique_arg(d.union, largest=False)
    b.q("Which country had the lowest union density?", "ranking", v, 1, entity=k, why="the smallest union (unique)")
    b.q("What was the average union density across the 20 countries?", "mean", d.union.mean(), 2,
        why="mean of union over the 20 rows")
    cmp(b, "Was union membership higher in Denmark or Finland, and by how many points?",
        "Finland", d.loc["Finland", "union"], "Denmark", d.loc["Denmark", "union"], 1, "union per country")

    # penicillin-plates: 6 samples x 24 plates
    b.on(SPLIT, "penicillin-plates")
    d = pd.read_csv(path(SPLIT, "penicillin-plates"), index_col=0)
    b.q("What was the inhibition zone diameter of sample C on plate k?", "value",
        one(d[(d["sample"] == "C") & (d.plate == "k")], "diameter"), 0, why="diameter of the row plate k, sample C")
    k, v = unique_arg(d.groupby("sample").diameter.mean())
    b.q("Which sample was the most potent, with the widest average zone?", "ranking", v, 3, entity=k,
        why="mean of diameter per sample over its 24 plates; the largest (unique)")
    b.q("What was the average diameter on plate a?", "mean", d[d.plate == "a"].diameter.mean(), 3,
        why="mean of diameter over the 6 rows of plate a")
    cmp(b, "Did sample A or sample F give wider zones on average, and by how much?", "A",
        d[d["sample"] == "A"].diameter.mean(), "F", d[d["sample"] == "F"].diameter.mean(), 3,
        "mean of diameter per sample over 24 plates (the difference of the unrounded means)")


def build() -> list[dict]:
    b = Battery()
    holdout10(b)
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
