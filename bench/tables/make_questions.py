"""Write the question battery over the table battery: questions/dev.json and questions/holdout.json.

Each question is phrased as a data analyst would ask it, over one table folder of
``bench/tables/{dev,holdout}/<name>/``. Its truth is computed here, from the data file, with
pandas: never by the engine. Nothing is random. ``--check`` compares the committed files with a
fresh build (exit 1 when they differ).

A question::

    {"id", "table", "question", "kind",
     "truth": {"value": number | null, "decimals": int, "position": text?, "entity": text?,
               "members": {member: value}? (a comparison: the two values whose difference is "value")},
     "refusal": bool, "why": how the truth was computed}

Conventions (also stated per question in ``why``):

- an interval named by its ends ("between 1950 and 1955", "from 2010 to 2015") includes both ends;
- seasons are meteorological, northern hemisphere: summer = June, July, August;
- a quarter is calendar: Q1 = January-March; a half: H1 = January-June;
- a fractional year t (R's ``ts``) is the start of its period: 1959.0833 = February 1959;
- missing values (NA) are left out of a statistic; the questions avoid windows where that matters
  unless ``why`` says so;
- a change is the value at the later position minus the value at the earlier one; a percent
  change divides it by the earlier value; both are read at exact positions, not averaged;
- a maximum or minimum is asked only where it is unique (checked), so its position is defined;
- ``decimals``: the truth is rounded to that many decimals; an answer's number matches when it
  rounds to the truth at that precision.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path

import pandas as pd

HERE = Path(__file__).resolve().parent
OUT = HERE / "questions"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
ASKS_WHEN = ("max", "min")
ASKS_WHICH = ("ranking", "comparison")


class Battery:
    def __init__(self) -> None:
        self.items: list[dict] = []
        self.split = "dev"
        self.table = ""
        self.n = 0

    def on(self, split: str, table: str) -> None:
        self.split, self.table, self.n = split, table, 0

    def q(self, question: str, kind: str, value, decimals: int = 2, *, position=None, entity=None,
          members: dict | None = None, why: str) -> None:
        truth: dict = {"value": None, "decimals": decimals}
        if value is not None:
            v = float(value)
            assert math.isfinite(v), (self.table, question, value)
            v = round(v, decimals)
            truth["value"] = int(v) if decimals == 0 else v
        # the position is part of the truth only where the question asks when (a max or a min);
        # the entity only where it asks which (a ranking, a comparison)
        if position is not None and kind in ASKS_WHEN:
            truth["position"] = str(position)
        elif position is not None:
            why += f" (at {position})"
        if entity is not None and kind in ASKS_WHICH:
            truth["entity"] = str(entity)
        if members is not None:  # a comparison: each member's own value (the value is their difference)
            truth["members"] = {str(k): (int(round(float(v))) if decimals == 0 else round(float(v), decimals))
                                for k, v in members.items()}
        self.n += 1
        self.items.append({"id": f"{self.table}-{self.n:02d}", "split": self.split, "table": self.table,
                           "question": question, "kind": kind, "truth": truth,
                           "refusal": False, "why": why})

    def refuse(self, question: str, kind: str, why: str) -> None:
        self.n += 1
        self.items.append({"id": f"{self.table}-{self.n:02d}", "split": self.split, "table": self.table,
                           "question": question, "kind": kind,
                           "truth": {"value": None}, "refusal": True, "why": why})


def path(split: str, name: str) -> Path:
    folder = HERE / split / name
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    return folder / truth["file"]


def unique_arg(s: pd.Series, largest: bool = True):
    """The index of the unique max (or min) of ``s`` (NA left out); fails on a tie."""
    s = s.dropna()
    best = s.max() if largest else s.min()
    hits = s[s == best]
    assert len(hits) == 1, f"tie for {'max' if largest else 'min'}: {list(hits.index)}"
    return hits.index[0], best


def one(df: pd.DataFrame, col: str):
    assert len(df) == 1, (col, len(df))
    v = df[col].iloc[0]
    assert pd.notna(v), col
    return v


def compared(b: Battery, question: str, a_name: str, a, c_name: str, c, decimals: int, why: str) -> None:
    """A comparison: the value is the difference of the two unrounded members (the unseen splits'
    question scripts, holdout15 .. holdout23)."""
    assert a != c
    b.q(question, "comparison", abs(a - c), decimals, entity=a_name if a > c else c_name,
        members={a_name: a, c_name: c}, why=f"{why}: {a_name} {a}, {c_name} {c}; the value is the difference")


def only(s: pd.Series):
    """The single value of a one-row selection, not missing."""
    assert len(s) == 1, len(s)
    v = s.iloc[0]
    assert pd.notna(v)
    return v


def ranked(s: pd.Series, k: int, largest: bool = True):
    """The k-th largest (or smallest) member of ``s`` (NA left out), its neighbours distinct from it."""
    s = s.dropna().sort_values(ascending=not largest)
    assert s.iloc[k - 1] != s.iloc[k] and (k == 1 or s.iloc[k - 2] != s.iloc[k - 1]), s.head(k + 1)
    return s.index[k - 1], s.iloc[k - 1]


def pct(later, earlier) -> float:
    return (later - earlier) / earlier * 100


def frac_month(t: float) -> tuple[int, int]:
    """A fractional year of a monthly ``ts`` (start of the period) as (year, month)."""
    k = round(t * 12)
    return k // 12, k % 12 + 1


# ---------------------------------------------------------------------------------------- dev
def dev(b: Battery) -> None:
    b.split = "dev"

    # airline: monthly passengers 1949-01 .. 1960-12, a flow
    b.on("dev", "airline")
    d = pd.read_csv(path("dev", "airline"))
    d["y"] = d.Date.str[:4].astype(int)
    d["m"] = d.Date.str[5:7].astype(int)
    s = d.set_index("Date").Passengers
    b.q("How many passengers flew in March 1955?", "value", s["1955-03"], 0, position="1955-03",
        why="the Passengers value of the row Date 1955-03")
    b.q("What was the total number of airline passengers in 1958?", "sum", d[d.y == 1958].Passengers.sum(), 0,
        why="sum of Passengers over the 12 months 1958-01..1958-12 (a flow)")
    pos, v = unique_arg(s)
    b.q("What was the peak of the airline passengers, and when was it?", "max", v, 0, position=pos,
        why="the largest Passengers over the whole series (unique) and its month")
    b.q("What was the average monthly passenger count in the first half of 1960?", "mean",
        d[(d.y == 1960) & (d.m <= 6)].Passengers.mean(), 2,
        why="mean of Passengers over 1960-01..1960-06 (6 months)")
    b.refuse("How many passengers flew in March 1963?", "refusal-after-end",
             "the data end in December 1960")
    b.refuse("How many passengers flew on weekends in 1955?", "refusal-constraint",
             "the table is monthly: it has no weekdays")

    # airquality: New York, May-September 1973, no year in the file
    b.on("dev", "airquality")
    d = pd.read_csv(path("dev", "airquality"), index_col=0)
    b.q("What was the temperature on July 4?", "value", one(d[(d.Month == 7) & (d.Day == 4)], "Temp"), 0,
        position="07-04", why="Temp of the row Month 7, Day 4")
    j = d[d.Month == 6].set_index("Day").Temp
    day, v = unique_arg(j)
    b.q("What was the highest temperature in June, and on which day?", "max", v, 0, position=f"06-{day:02d}",
        why="largest Temp over the 30 rows of Month 6 (unique) and its day")
    b.q("What was the average wind speed in August?", "mean", d[d.Month == 8].Wind.mean(), 2,
        why="mean of Wind over the 31 rows of Month 8 (no missing values)")

    # barley: yield by variety, site, year (1931, 1932)
    b.on("dev", "barley")
    d = pd.read_csv(path("dev", "barley"))
    tot = d[d.year == 1932].groupby("variety")["yield"].sum()
    var, v = unique_arg(tot)
    b.q("Which variety had the highest total yield in 1932?", "ranking", v, 2, entity=var,
        why="sum of yield over the 6 sites per variety in 1932; the variety with the largest sum")
    a = one(d[(d.variety == "Manchuria") & (d.site == "Waseca") & (d.year == 1931)], "yield")
    c = one(d[(d.variety == "Trebi") & (d.site == "Waseca") & (d.year == 1931)], "yield")
    b.q("Did Manchuria or Trebi have a higher yield at Waseca in 1931, and by how much?", "comparison",
        abs(a - c), 2, entity="Manchuria" if a > c else "Trebi", members={"Manchuria": a, "Trebi": c},
        why=f"yield at Waseca 1931: Manchuria {a}, Trebi {c}; the value is the difference")
    b.q("What was the yield of Peatland at Morris in 1932?", "value",
        one(d[(d.variety == "Peatland") & (d.site == "Morris") & (d.year == 1932)], "yield"), 2,
        position="1932", why="yield of the row variety Peatland, site Morris, year 1932")
    y32 = d[d.year == 1932]
    b.q("What share of the total 1932 yield came from Manchuria?", "share",
        100 * y32[y32.variety == "Manchuria"]["yield"].sum() / y32["yield"].sum(), 2, entity="Manchuria",
        why="sum of Manchuria's 1932 yield over its 6 sites divided by the sum of all 1932 yields, in percent")

    # co2-monthly: Mauna Loa 1959-1997, fractional years
    b.on("dev", "co2-monthly")
    d = pd.read_csv(path("dev", "co2-monthly"), index_col=0)
    ym = d.time.map(frac_month)
    d["y"], d["m"] = [t[0] for t in ym], [t[1] for t in ym]
    at = lambda y, m: one(d[(d.y == y) & (d.m == m)], "co2")  # noqa: E731
    b.q("What was the CO2 concentration in March 1975?", "value", at(1975, 3), 2, position="1975-03",
        why="co2 of the row whose time is 1975 + 2/12 (March 1975)")
    b.q("What was the average CO2 level in 1990?", "mean", d[d.y == 1990].co2.mean(), 2,
        why="mean of co2 over the 12 months of 1990")
    b.q("How much did the CO2 level change between January 1960 and January 1990?", "change",
        at(1990, 1) - at(1960, 1), 2,
        why=f"co2 in January 1990 ({at(1990, 1)}) minus co2 in January 1960 ({at(1960, 1)})")
    b.refuse("What was the CO2 concentration in June 2005?", "refusal-after-end",
             "the monthly series ends in December 1997")

    # co2-weekly: weekly 1958-03-29 .. 2001-12-29, some NA
    b.on("dev", "co2-weekly")
    d = pd.read_csv(path("dev", "co2-weekly"))
    d["dt"] = pd.to_datetime(d.date.astype(str), format="%Y%m%d")
    w = d[d.dt.dt.year == 1999].set_index("dt").co2
    pos, v = unique_arg(w)
    b.q("What was the highest weekly CO2 reading in 1999, and in which week?", "max", v, 1,
        position=pos.strftime("%Y-%m-%d"), why="largest co2 over the weekly rows dated in 1999 (NA left out; unique)")
    q3 = d[(d.dt.dt.year == 2000) & d.dt.dt.month.isin([7, 8, 9])].co2
    b.q("What was the mean CO2 in Q3 2000?", "mean", q3.mean(), 2,
        why=f"mean of co2 over the {q3.notna().sum()} weekly readings dated July-September 2000 (NA left out: {q3.isna().sum()})")
    b.q("What was the CO2 reading for the week of 1995-06-03?", "value",
        one(d[d.date == 19950603], "co2"), 1, position="1995-06-03", why="co2 of the row date 19950603")

    # danish-money: quarterly 1974Q1 .. 1987Q3
    b.on("dev", "danish-money")
    d = pd.read_csv(path("dev", "danish-money"), encoding="utf-8-sig").set_index("period")
    b.q("What was lrm in 1980 Q2?", "value", d.lrm["1980Q2"], 4, position="1980Q2",
        why="lrm of the row period 1980Q2")
    pos, v = unique_arg(d.ibo)
    b.q("What was the highest bond rate ibo, and in which quarter?", "max", v, 4, position=pos,
        why="largest ibo over the whole series (unique) and its quarter")
    b.q("What was the average ide in 1985?", "mean", d.ide[d.index.str.startswith("1985")].mean(), 4,
        why="mean of ide over 1985Q1..1985Q4")

    # dietox: pig weights by week 1..12
    b.on("dev", "dietox")
    d = pd.read_csv(path("dev", "dietox"))  # the header is one cell short: pandas makes the row number the index
    b.q("What was the weight of pig 4601 at week 12?", "value", one(d[(d.Pig == 4601) & (d.Time == 12)], "Weight"), 2,
        position="12", entity="4601", why="Weight of the row Pig 4601, Time 12")
    w12 = d[d.Time == 12].set_index("Pig").Weight
    pig, v = unique_arg(w12)
    b.q("Which pig was the heaviest at week 12?", "ranking", v, 2, entity=pig,
        why="largest Weight among the rows with Time 12 (unique)")
    b.q("What was the average weight of the pigs at week 1?", "mean", d[d.Time == 1].Weight.mean(), 2,
        why=f"mean of Weight over the {int((d.Time == 1).sum())} rows with Time 1")
    b.refuse("What was the weight of pig 9999 at week 5?", "refusal-unknown-member",
             "no pig 9999: the ids run from 4601 to 8442")

    # elec-equip: monthly index, 1995-01 .. 2016-05
    b.on("dev", "elec-equip")
    d = pd.read_csv(path("dev", "elec-equip"))
    col = "STS.M.I7.W.TOVT.NS0016.4.000"
    d["dt"] = pd.to_datetime(d.DATE, format="%b-%d-%Y")
    b.q("What was the electrical equipment index in June 2005?", "value",
        one(d[(d.dt.dt.year == 2005) & (d.dt.dt.month == 6)], col), 2, position="2005-06",
        why="the measure of the row DATE Jun-1-2005")
    pos, v = unique_arg(d.set_index("dt")[col], largest=False)
    b.q("When did the electrical equipment index reach its lowest point, and what was it?", "min", v, 2,
        position=pos.strftime("%Y-%m"), why="smallest value over the whole series (unique) and its month")
    b.q("What was the average value of the index in 2009?", "mean", d[d.dt.dt.year == 2009][col].mean(), 2,
        why="mean over the 12 months of 2009")

    # elnino: wide, one row a year, one column a month (sea surface temperature)
    b.on("dev", "elnino")
    d = pd.read_csv(path("dev", "elnino")).set_index("YEAR")
    b.q("What was the sea surface temperature in March 1983?", "value", d.loc[1983, "MAR"], 2, position="1983-03",
        why="cell YEAR 1983, column MAR")
    row = d.loc[1997]
    mon, v = unique_arg(row)
    b.q("What was the highest sea surface temperature in 1997, and in which month?", "max", v, 2,
        position=f"1997-{list(d.columns).index(mon) + 1:02d}", why="largest of the 12 month cells of 1997 (unique)")
    b.q("What was the average sea surface temperature in 1998?", "mean", d.loc[1998].mean(), 2,
        why="mean of the 12 month cells of 1998")
    b.refuse("What was the sea surface temperature in March 2015?", "refusal-after-end",
             "the data end in 2010")

    # fertility: wide, countries x years
    b.on("dev", "fertility")
    d = pd.read_csv(path("dev", "fertility")).set_index("Country Name")
    b.q("What was the fertility rate of Japan in 1990?", "value", d.loc["Japan", "1990"], 2, position="1990",
        why="cell Japan, column 1990")
    fr, de = d.loc["France", "2000"], d.loc["Germany", "2000"]
    b.q("Did France or Germany have a higher fertility rate in 2000, and by how much?", "comparison",
        abs(fr - de), 2, entity="France" if fr > de else "Germany", members={"France": fr, "Germany": de},
        why=f"France {fr}, Germany {de} in 2000; the value is the difference")
    c, v = unique_arg(d["2005"])
    b.q("Which country had the highest fertility rate in 2005?", "ranking", v, 2, entity=c,
        why="largest non-empty cell of column 2005 over all rows (the rows include regional aggregates; "
            "the top is a country)")
    b.q("How much did India's fertility rate change between 1960 and 2000?", "change",
        d.loc["India", "2000"] - d.loc["India", "1960"], 2,
        why=f"India 2000 ({d.loc['India', '2000']}) minus India 1960 ({d.loc['India', '1960']})")
    b.refuse("What was the fertility rate of Atlantis in 1990?", "refusal-unknown-member",
             "no country Atlantis in the table")

    # iowa-electricity: net generation by source, yearly 2001..2017, a flow
    b.on("dev", "iowa-electricity")
    d = pd.read_csv(path("dev", "iowa-electricity"))
    d["y"] = d.year.str[:4].astype(int)
    g = lambda src, y: one(d[(d.source == src) & (d.y == y)], "net_generation")  # noqa: E731
    b.q("What was the net generation from renewables in 2010?", "value", g("Renewables", 2010), 0,
        position="2010", why="net_generation of the row source Renewables, year 2010-01-01")
    f5, n5 = g("Fossil Fuels", 2005), g("Nuclear Energy", 2005)
    b.q("Did fossil fuels or nuclear energy generate more electricity in 2005, and by how much?", "comparison",
        abs(f5 - n5), 0, entity="Fossil Fuels" if f5 > n5 else "Nuclear Energy", members={"Fossil Fuels": f5, "Nuclear Energy": n5},
        why=f"2005: Fossil Fuels {f5}, Nuclear Energy {n5}; the value is the difference")
    b.q("What was the total net generation from renewables from 2010 to 2015?", "sum",
        d[(d.source == "Renewables") & d.y.between(2010, 2015)].net_generation.sum(), 0,
        why="sum of Renewables' net_generation over the 6 years 2010..2015 (both ends included; a flow)")
    src, v = unique_arg(d[d.y == 2017].set_index("source").net_generation)
    b.q("Which source generated the most electricity in 2017?", "ranking", v, 0, entity=src,
        why="largest net_generation among the 3 sources in 2017")
    a, c = g("Renewables", 2001), g("Renewables", 2017)
    b.q("By what percent did renewable generation change from 2001 to 2017?", "percent-change",
        100 * (c - a) / a, 2, why=f"(Renewables 2017 {c} - Renewables 2001 {a}) / {a}, in percent")

    # lincoln-weather: daily 2016
    b.on("dev", "lincoln-weather")
    d = pd.read_csv(path("dev", "lincoln-weather"))
    d["dt"] = pd.to_datetime(d.DATE)
    mx = d.set_index("DATE").TMIN
    pos, v = unique_arg(mx[mx.index.str[5:7].isin(["01", "02", "03"])], largest=False)
    b.q("What was the lowest minimum temperature in Q1 2016, and on which day?", "min", v, 0, position=pos,
        why="smallest TMIN over the days 2016-01-01..2016-03-31 (unique) and its date")
    jul = d[(d.dt.dt.month == 7) & (d.dt.dt.day_of_week >= 5)]
    b.q("What was the average high temperature on weekends in July 2016?", "mean", jul.TMAX.mean(), 2,
        why=f"mean of TMAX over the {len(jul)} Saturdays and Sundays of July 2016")
    summer = d[d.dt.dt.month.isin([6, 7, 8])]
    b.q("What was the mean daily maximum temperature in summer 2016?", "mean", summer.TMAX.mean(), 2,
        why=f"mean of TMAX over June-August 2016 (meteorological summer): {summer.TMAX.notna().sum()} days "
            f"with a reading; the NA of {', '.join(summer[summer.TMAX.isna()].DATE)} is left out")
    b.q("What was the high temperature in Lincoln on 2016-10-15?", "value",
        one(d[d.DATE == "2016-10-15"], "TMAX"), 0, position="2016-10-15", why="TMAX of the row DATE 2016-10-15")
    b.refuse("What was the high temperature on 2017-05-01?", "refusal-after-end", "the data end on 2016-12-31")

    # macrodata: quarterly 1959Q1 .. 2009Q3
    b.on("dev", "macrodata")
    d = pd.read_csv(path("dev", "macrodata"))
    mq = lambda y, q, c: one(d[(d.year == y) & (d.quarter == q)], c)  # noqa: E731
    b.q("What was real GDP in the third quarter of 1970?", "value", mq(1970, 3, "realgdp"), 3, position="1970Q3",
        why="realgdp of the row year 1970, quarter 3")
    b.q("What was the average unemployment rate in 1982?", "mean", d[d.year == 1982].unemp.mean(), 2,
        why="mean of unemp over the 4 quarters of 1982")
    w = d[d.year.between(1970, 1979)].copy()
    w["pos"] = w.year.astype(str) + "Q" + w.quarter.astype(str)
    pos, v = unique_arg(w.set_index("pos").unemp)
    b.q("What was the highest unemployment rate in the 1970s, and when?", "max", v, 1, position=pos,
        why="largest unemp over 1970Q1..1979Q4 (unique) and its quarter")
    a, c = mq(1960, 1, "cpi"), mq(2000, 1, "cpi")
    b.q("How much did the CPI change between 1960 Q1 and 2000 Q1?", "change", c - a, 3,
        why=f"cpi in 2000Q1 ({c}) minus cpi in 1960Q1 ({a})")
    b.refuse("What was the exchange rate in 1990 Q1?", "refusal-unknown-measure",
             "the table has no exchange rate")

    # modechoice: individual x mode, no time
    b.on("dev", "modechoice")
    d = pd.read_csv(path("dev", "modechoice"), sep=";")
    h = d[d.individual == 5].hinc
    assert h.nunique() == 1
    b.q("What was the household income of individual 5?", "value", h.iloc[0], 0, entity="5",
        why="hinc of the rows of individual 5 (the same in its 4 mode rows)")
    b.q("What was the average in-vehicle time for mode 1?", "mean", d[d["mode"] == 1].invt.mean(), 2,
        why="mean of invt over the 210 rows with mode 1")
    b.refuse("What was the household income of individual 500?", "refusal-unknown-member",
             "the individuals run from 1 to 210")

    # nile: yearly flow 1871..1970
    b.on("dev", "nile")
    d = pd.read_csv(path("dev", "nile")).set_index("year").volume
    b.q("What was the Nile's flow in 1920?", "value", d[1920], 0, position="1920", why="volume of the row year 1920")
    b.q("What was the average annual flow of the Nile between 1900 and 1950?", "mean", d.loc[1900:1950].mean(), 2,
        why="mean of volume over the 51 years 1900..1950 (both ends included)")
    pos, v = unique_arg(d, largest=False)
    b.q("In which year was the Nile's flow lowest?", "min", v, 0, position=pos,
        why="smallest volume over the series (unique) and its year")
    b.q("What was the total flow over the last 5 years of the data?", "sum", d.loc[1966:1970].sum(), 0,
        why="sum of volume over 1966..1970, the last 5 years of the data")

    # plotly-stocks: wide, weekly 2018-2019, price relative to 2018-01-01
    b.on("dev", "plotly-stocks")
    d = pd.read_csv(path("dev", "plotly-stocks")).set_index("date")
    b.q("What was AAPL on 2018-06-04?", "value", d.loc["2018-06-04", "AAPL"], 4, position="2018-06-04",
        why="cell date 2018-06-04, column AAPL")
    g_, a_ = d.loc["2019-01-07", "GOOG"], d.loc["2019-01-07", "AMZN"]
    b.q("Was GOOG or AMZN higher on 2019-01-07, and by how much?", "comparison", abs(g_ - a_), 4,
        entity="GOOG" if g_ > a_ else "AMZN", members={"GOOG": g_, "AMZN": a_}, why=f"2019-01-07: GOOG {g_}, AMZN {a_}; the value is the difference")
    pos, v = unique_arg(d.NFLX)
    b.q("When did NFLX peak, and at what value?", "max", v, 4, position=pos,
        why="largest NFLX cell over the series (unique) and its date")
    b.refuse("What was TSLA on 2018-06-04?", "refusal-unknown-member", "no TSLA column")

    # statecrime: one row per state (and DC), no time
    b.on("dev", "statecrime")
    d = pd.read_csv(path("dev", "statecrime"))
    d["state"] = d.state.str.strip()
    d = d.set_index("state")
    st, v = unique_arg(d.murder)
    b.q("Which state had the highest murder rate?", "ranking", v, 1, entity=st,
        why="largest murder over the 51 rows (the 50 states and the District of Columbia)")
    b.q("What was the poverty rate in Texas?", "value", d.loc["Texas", "poverty"], 1, entity="Texas",
        why="poverty of the row Texas")
    fl, ca = d.loc["Florida", "violent"], d.loc["California", "violent"]
    b.q("Did Florida or California have a higher violent crime rate, and by how much?", "comparison",
        abs(fl - ca), 1, entity="Florida" if fl > ca else "California", members={"Florida": fl, "California": ca},
        why=f"violent: Florida {fl}, California {ca}; the value is the difference")
    b.q("What was the average high school graduation rate across the states?", "mean", d.hs_grad.mean(), 2,
        why="unweighted mean of hs_grad over the 51 rows (50 states and DC)")
    b.refuse("What was the murder rate in Ontario?", "refusal-unknown-member", "Ontario is not a row of the table")

    # stocks-ohlc: daily OHLC for 5 tickers, 2000-03-01 .. 2013-03-01
    b.on("dev", "stocks-ohlc")
    d = pd.read_parquet(path("dev", "stocks-ohlc"))
    d["Date"] = d.Date.astype(str)
    sv = lambda t, dt, c: one(d[(d.Ticker == t) & (d.Date == dt)], c)  # noqa: E731
    b.q("What was the close of AAPL on 2010-03-01?", "value", sv("AAPL", "2010-03-01", "Close"), 2,
        position="2010-03-01", entity="AAPL", why="Close of the row Ticker AAPL, Date 2010-03-01")
    a12 = d[(d.Ticker == "AAPL") & d.Date.str.startswith("2012")].set_index("Date").Close
    pos, v = unique_arg(a12)
    b.q("What was AAPL's highest close in 2012, and on which day?", "max", v, 2, position=pos, entity="AAPL",
        why="largest Close of AAPL over its 2012 trading days (unique) and its date")
    m = d[(d.Ticker == "MSFT") & (d.Date >= "2011-01-01") & (d.Date <= "2011-03-31")]
    b.q("What was the average daily volume of MSFT in Q1 2011?", "mean", m.Volume.mean(), 0, entity="MSFT",
        why=f"mean of Volume over MSFT's {len(m)} trading days 2011-01-01..2011-03-31")
    i_, m_ = sv("IBM", "2008-06-02", "Close"), sv("MSFT", "2008-06-02", "Close")
    b.q("Did IBM or MSFT close higher on 2008-06-02, and by how much?", "comparison", abs(i_ - m_), 2,
        entity="IBM" if i_ > m_ else "MSFT", members={"IBM": i_, "MSFT": m_}, why=f"Close on 2008-06-02: IBM {i_}, MSFT {m_}; the value is the difference")
    a, c = sv("GOOG", "2005-01-03", "Close"), sv("GOOG", "2010-01-04", "Close")
    b.q("By what percent did GOOG's close change between 2005-01-03 and 2010-01-04?", "percent-change",
        100 * (c - a) / a, 2, entity="GOOG", why=f"(Close 2010-01-04 {c} - Close 2005-01-03 {a}) / {a}, in percent")
    b.refuse("What was the close of AAPL on 2014-01-02?", "refusal-after-end", "the data end on 2013-03-01")
    b.refuse("What was IBM's dividend yield in 2010?", "refusal-unknown-measure", "the table has no dividend")

    # tips: one row per party, no time; day is a weekday category
    b.on("dev", "tips")
    d = pd.read_csv(path("dev", "tips"))
    sd = d[(d.smoker == "Yes") & (d.time == "Dinner")]
    b.q("What was the average tip for smokers at dinner?", "mean", sd.tip.mean(), 2,
        why=f"mean of tip over the {len(sd)} rows with smoker Yes and time Dinner")
    we = d[d.day.isin(["Sat", "Sun"])]
    b.q("What was the average tip on weekends?", "mean", we.tip.mean(), 2,
        why=f"mean of tip over the {len(we)} rows with day Sat or Sun")
    day, v = unique_arg(d.groupby("day").tip.sum())
    b.q("On which day were the total tips highest?", "ranking", v, 2, entity=day,
        why="sum of tip per day; the day with the largest sum")
    b.q("How many parties ate lunch?", "count", int((d.time == "Lunch").sum()), 0,
        why="count of rows with time Lunch")
    mm, ff = d[d.sex == "Male"].tip.mean(), d[d.sex == "Female"].tip.mean()
    b.q("Did male or female customers tip more on average, and by how much?", "comparison", abs(mm - ff), 2,
        entity="Male" if mm > ff else "Female", members={"Male": mm, "Female": ff},
        why=f"mean tip: Male {mm:.4f}, Female {ff:.4f}; the value is the difference of the means")

    # un-population: persons by location, year, sex, age group (1950..2100, projections included)
    b.on("dev", "un-population")
    d = pd.read_csv(path("dev", "un-population"))
    b.q("How many women aged 20-24 lived in Japan in 2000?", "value",
        one(d[(d.Location == "Japan") & (d.Year == 2000) & (d.Sex == "Female") & (d.AgeGrp == "20-24")], "Value"),
        0, position="2000", entity="Japan", why="Value of the row Japan, 2000, Female, 20-24")
    n20 = d[(d.Location == "Nigeria") & (d.Year == 2020)]
    assert len(n20) == 42
    b.q("What was the total population of Nigeria in 2020?", "sum", n20.Value.sum(), 0, entity="Nigeria",
        why="sum of Value over the 2 sexes x 21 age groups of Nigeria in 2020")
    key = (d.Year == 1990) & (d.Sex == "Male") & (d.AgeGrp == "0-4")
    i_, br = one(d[key & (d.Location == "India")], "Value"), one(d[key & (d.Location == "Brazil")], "Value")
    b.q("Did India or Brazil have more boys aged 0-4 in 1990, and by how much?", "comparison", abs(i_ - br), 0,
        entity="India" if i_ > br else "Brazil", members={"India": i_, "Brazil": br}, why=f"Male 0-4 in 1990: India {i_}, Brazil {br}; the difference")
    b.refuse("What was the population of France in 2000?", "refusal-unknown-member",
             "France is not one of the 6 locations kept")

    # us-accidental-deaths: monthly 1973..1978, a flow
    b.on("dev", "us-accidental-deaths")
    d = pd.read_csv(path("dev", "us-accidental-deaths"), index_col=0)
    ym = d.time.map(frac_month)
    d["y"], d["m"] = [t[0] for t in ym], [t[1] for t in ym]
    d["pos"] = [f"{y}-{m:02d}" for y, m in ym]
    b.q("How many accidental deaths were there in July 1976?", "value",
        one(d[(d.y == 1976) & (d.m == 7)], "USAccDeaths"), 0, position="1976-07",
        why="USAccDeaths of the row time 1976.5 (July 1976)")
    b.q("What was the total number of accidental deaths in 1975?", "sum", d[d.y == 1975].USAccDeaths.sum(), 0,
        why="sum over the 12 months of 1975 (a flow)")
    pos, v = unique_arg(d.set_index("pos").USAccDeaths)
    b.q("Which month had the most accidental deaths, and how many were there?", "max", v, 0, position=pos,
        why="largest monthly value over 1973..1978 (unique) and its month")
    b.q("How many accidental deaths were there in the second half of 1977?", "sum",
        d[(d.y == 1977) & (d.m >= 7)].USAccDeaths.sum(), 0, why="sum over July..December 1977")

    # us-employment: wide, industries x months 2006-01 .. 2015-12 (thousands of jobs)
    b.on("dev", "us-employment")
    d = pd.read_csv(path("dev", "us-employment"))
    d["pos"] = d.month.str[:7]
    d = d.set_index("pos")
    b.q("How many construction jobs were there in June 2009?", "value", d.loc["2009-06", "construction"], 0,
        position="2009-06", why="cell month 2009-06-01, column construction")
    pos, v = unique_arg(d.construction, largest=False)
    b.q("When was construction employment at its lowest, and what was it?", "min", v, 0, position=pos,
        why="smallest construction cell over the series (unique) and its month")
    b.q("What was the average nonfarm employment in 2010?", "mean", d[d.index.str.startswith("2010")].nonfarm.mean(),
        2, why="mean of the nonfarm column over the 12 months of 2010")
    r_, m_ = d.loc["2012-01", "retail_trade"], d.loc["2012-01", "manufacturing"]
    b.q("Were there more jobs in retail trade or in manufacturing in January 2012, and by how much?", "comparison",
        abs(r_ - m_), 1, entity="retail_trade" if r_ > m_ else "manufacturing", members={"retail_trade": r_, "manufacturing": m_},
        why=f"2012-01: retail_trade {r_}, manufacturing {m_}; the difference")
    b.refuse("How many jobs were there in agriculture in June 2009?", "refusal-unknown-member",
             "no agriculture column (the table is nonfarm employment)")


# ------------------------------------------------------------------------------------ holdout
def holdout(b: Battery) -> None:
    # austres: quarterly, fractional year = start of the quarter (1971.25 = Q2 1971)
    b.on("holdout", "austres")
    d = pd.read_csv(path("holdout", "austres"), index_col=0)
    d["y"] = d.time.map(lambda t: int(math.floor(t + 1e-9)))
    d["q"] = d.time.map(lambda t: round((t - math.floor(t + 1e-9)) * 4) + 1)
    aq = lambda y, q: one(d[(d.y == y) & (d.q == q)], "austres")  # noqa: E731
    b.q("What was Australia's resident population in the third quarter of 1980?", "value", aq(1980, 3), 1,
        position="1980Q3", why="austres of the row time 1980.5 (Q3 1980)")
    b.q("What was the average resident population in 1985?", "mean", d[d.y == 1985].austres.mean(), 2,
        why="mean of austres over the 4 quarters of 1985")
    b.q("How much did the resident population grow between Q1 1975 and Q1 1990?", "change",
        aq(1990, 1) - aq(1975, 1), 1, why=f"austres Q1 1990 ({aq(1990, 1)}) minus Q1 1975 ({aq(1975, 1)})")
    b.refuse("What was the resident population in 2005?", "refusal-after-end", "the data end in Q2 1993")

    # bachelors-women: wide, fields x years 1970..2011 (percent of degrees awarded to women)
    b.on("holdout", "bachelors-women")
    d = pd.read_csv(path("holdout", "bachelors-women")).set_index("Year")
    b.q("What percent of Computer Science bachelor's degrees went to women in 1985?", "value",
        d.loc[1985, "Computer Science"], 2, position="1985", why="cell Year 1985, column Computer Science")
    pos, v = unique_arg(d.Engineering)
    b.q("In which year did the share of women in Engineering peak, and at what level?", "max", v, 2, position=pos,
        why="largest Engineering cell (unique) and its year")
    f, v = unique_arg(d.loc[2000])
    b.q("Which field had the highest percentage of women in 2000?", "ranking", v, 2, entity=f,
        why="largest of the 17 field cells of 2000")
    bi, bu = d.loc[1990, "Biology"], d.loc[1990, "Business"]
    b.q("Was Biology or Business higher in 1990, and by how much?", "comparison", abs(bi - bu), 2,
        entity="Biology" if bi > bu else "Business", members={"Biology": bi, "Business": bu}, why=f"1990: Biology {bi}, Business {bu}; the difference")

    # emissions: country x year 1950..2012, a flow
    b.on("holdout", "emissions")
    d = pd.read_csv(path("holdout", "emissions"))
    d["year"] = d.year.astype(int)
    e = lambda c, y: one(d[(d.country == c) & (d.year == y)], "emissions")  # noqa: E731
    b.q("What were China's emissions in 2000?", "value", e("China", 2000), 3, position="2000", entity="China",
        why="emissions of the row China, 2000")
    c, v = unique_arg(d[d.year == 2010].set_index("country").emissions)
    b.q("Which country had the highest emissions in 2010?", "ranking", v, 3, entity=c,
        why="largest emissions among the countries in 2010")
    b.q("What were France's total emissions between 2000 and 2009?", "sum",
        d[(d.country == "France") & d.year.between(2000, 2009)].emissions.sum(), 3, entity="France",
        why="sum of France's emissions over the 10 years 2000..2009 (both ends; a flow)")
    a, c = e("India", 1990), e("India", 2010)
    b.q("By what percent did India's emissions change between 1990 and 2010?", "percent-change",
        100 * (c - a) / a, 2, entity="India", why=f"(India 2010 {c} - India 1990 {a}) / {a}, in percent")
    b.refuse("What were Atlantis's emissions in 2000?", "refusal-unknown-member", "no country Atlantis")

    # epilepsy: seizure counts, subject 1..59 x period 1..4
    b.on("holdout", "epilepsy")
    d = pd.read_csv(path("holdout", "epilepsy"), index_col=0)
    b.q("How many seizures did subject 25 have in period 3?", "value", one(d[(d.subject == 25) & (d.period == 3)], "y"),
        0, position="3", why="y of the row subject 25, period 3")
    b.q("What was the total number of seizures of subject 25 across all periods?", "sum",
        d[d.subject == 25].y.sum(), 0, entity="25", why="sum of y over subject 25's 4 periods")
    p4 = d[(d.period == 4) & (d.trt == "progabide")]
    b.q("What was the average seizure count in period 4 for patients on progabide?", "mean", p4.y.mean(), 2,
        why=f"mean of y over the {len(p4)} rows with period 4 and trt progabide")
    b.refuse("How many seizures did subject 75 have in period 2?", "refusal-unknown-member",
             "the subjects run from 1 to 59")

    # grunfeld: firm x year 1935..1954
    b.on("holdout", "grunfeld")
    d = pd.read_csv(path("holdout", "grunfeld"))
    gv = lambda f, y, c: one(d[(d.firm == f) & (d.year == y)], c)  # noqa: E731
    b.q("What was General Motors' investment in 1950?", "value", gv("General Motors", 1950, "invest"), 1,
        position="1950", entity="General Motors", why="invest of the row General Motors, 1950")
    us, ge = gv("US Steel", 1945, "invest"), gv("General Electric", 1945, "invest")
    b.q("Did US Steel or General Electric invest more in 1945, and by how much?", "comparison", abs(us - ge), 1,
        entity="US Steel" if us > ge else "General Electric", members={"US Steel": us, "General Electric": ge}, why=f"invest 1945: US Steel {us}, General Electric {ge}")
    f, v = unique_arg(d[d.year == 1954].set_index("firm").value)
    b.q("Which firm had the highest market value in 1954?", "ranking", v, 1, entity=f,
        why="largest value among the 11 firms in 1954")
    b.q("What was IBM's total investment from 1935 to 1944?", "sum",
        d[(d.firm == "IBM") & d.year.between(1935, 1944)].invest.sum(), 2, entity="IBM",
        why="sum of IBM's invest over the 10 years 1935..1944 (a flow)")
    b.refuse("What was Ford's investment in 1950?", "refusal-unknown-member", "Ford is not one of the 11 firms")

    # interest-inflation: quarterly 1972Q2 .. 1998Q4
    b.on("holdout", "interest-inflation")
    d = pd.read_csv(path("holdout", "interest-inflation"))
    d["pos"] = d.year.astype(str) + "Q" + d.quarter.astype(str)
    d = d.set_index("pos")
    b.q("What was the interest rate R in 1985 Q1?", "value", d.loc["1985Q1", "R"], 3, position="1985Q1",
        why="R of the row year 1985, quarter 1")
    pos, v = unique_arg(d.Dp)
    b.q("What was the highest inflation Dp, and in which quarter?", "max", v, 4, position=pos,
        why="largest Dp over the series (unique) and its quarter")
    b.q("What was the average R in 1990?", "mean", d[d.year == 1990].R.mean(), 4,
        why="mean of R over the 4 quarters of 1990")

    # lynx: yearly 1821..1934, a flow; the header is ",0"
    b.on("holdout", "lynx")
    d = pd.read_csv(path("holdout", "lynx"), index_col=0)["0"]
    b.q("How many lynx were trapped in 1910?", "value", d[1910], 0, position="1910", why="the row 1910")
    pos, v = unique_arg(d)
    b.q("In which year were the most lynx trapped?", "max", v, 0, position=pos,
        why="largest count over the series (unique) and its year")
    b.q("How many lynx were trapped in total between 1900 and 1910?", "sum", d.loc[1900:1910].sum(), 0,
        why="sum over the 11 years 1900..1910 (both ends included)")
    b.refuse("How many lynx were trapped in 1950?", "refusal-after-end", "the data end in 1934")

    # medals-wide: nation x medal, no time
    b.on("holdout", "medals-wide")
    d = pd.read_csv(path("holdout", "medals-wide")).set_index("nation")
    b.q("How many silver medals did China win?", "value", d.loc["China", "silver"], 0, entity="China",
        why="cell China, column silver")
    n, v = unique_arg(d.bronze)
    b.q("Which nation won the most bronze medals?", "ranking", v, 0, entity=n, why="largest bronze cell")
    ko, ch = d.loc["South Korea", "bronze"], d.loc["China", "bronze"]
    b.q("Did South Korea or China win more bronze medals, and by how many?", "comparison", abs(ko - ch), 0,
        entity="South Korea" if ko > ch else "China", members={"South Korea": ko, "China": ch}, why=f"bronze: South Korea {ko}, China {ch}; the difference")
    b.refuse("How many gold medals did Japan win?", "refusal-unknown-member", "Japan is not a row")

    # paris-registers: monthly 1812..1854
    b.on("holdout", "paris-registers")
    d = pd.read_csv(path("holdout", "paris-registers"), index_col=0)
    d["pos"] = d.date.str[:7]
    b.q("How many women were on the register in March 1830?", "value",
        one(d[(d.Year == 1830) & (d.mon == 3)], "count"), 0, position="1830-03", why="count of the row 1830, Mar")
    b.q("What was the average register count in 1840?", "mean", d[d.Year == 1840]["count"].mean(), 2,
        why="mean of count over the 12 months of 1840")
    pos, v = unique_arg(d.set_index("pos")["count"])
    b.q("When was the register count highest, and what was it?", "max", v, 0, position=pos,
        why="largest count over the series (unique) and its month")

    # pbs: monthly scripts 1991-07 .. 2008-06, a flow
    b.on("holdout", "pbs")
    d = pd.read_csv(path("holdout", "pbs"))
    d["y"] = d.Month.str[:4].astype(int)
    d["m"] = d.Month.str[5:].map(lambda s: MON3.index(s) + 1)
    b.q("How many scripts were dispensed in March 2000?", "value", one(d[(d.y == 2000) & (d.m == 3)], "Scripts"),
        0, position="2000-03", why="Scripts of the row 2000 Mar")
    b.q("What was the total number of scripts in 2000?", "sum", d[d.y == 2000].Scripts.sum(), 0,
        why="sum of Scripts over the 12 months of 2000 (a flow)")
    d["pos"] = [f"{y}-{m:02d}" for y, m in zip(d.y, d.m, strict=True)]
    pos, v = unique_arg(d.set_index("pos").Scripts)
    b.q("In which month were the most scripts dispensed, and how many?", "max", v, 0, position=pos,
        why="largest Scripts over the series (unique) and its month")
    b.refuse("How many scripts were dispensed on weekends in 2000?", "refusal-constraint",
             "the table is monthly: it has no weekdays")

    # shampoo: monthly sales 1991-01 .. 1993-12, a flow
    b.on("holdout", "shampoo")
    d = pd.read_csv(path("holdout", "shampoo")).set_index("Time").Sales
    b.q("What were shampoo sales in June 1992?", "value", d["1992-06"], 1, position="1992-06", why="the row 1992-06")
    b.q("What were total shampoo sales in Q4 1993?", "sum", d[["1993-10", "1993-11", "1993-12"]].sum(), 1,
        why="sum of Sales over October..December 1993 (a flow)")
    pos, v = unique_arg(d)
    b.q("What was the best month for shampoo sales?", "max", v, 1, position=pos,
        why="largest Sales over the 36 months (unique) and its month")

    # sunspots: yearly 1700..2008
    b.on("holdout", "sunspots")
    d = pd.read_csv(path("holdout", "sunspots")).set_index("YEAR").SUNACTIVITY
    b.q("What was the sunspot activity in 1900?", "value", d[1900], 1, position="1900", why="the row 1900")
    b.q("What was the average sunspot activity between 1950 and 1959?", "mean", d.loc[1950:1959].mean(), 2,
        why="mean over the 10 years 1950..1959")
    pos, v = unique_arg(d)
    b.q("When did sunspot activity peak?", "max", v, 1, position=pos, why="largest value (unique) and its year")
    b.refuse("What was the sunspot activity in 1650?", "refusal-before-start", "the data start in 1700")

    # unemployment1948: wide, one row a year, one column a month, plus Annual
    b.on("holdout", "unemployment1948")
    d = pd.read_csv(path("holdout", "unemployment1948")).set_index("Year")
    b.q("What was the unemployment rate in March 1975?", "value", d.loc[1975, "Mar"], 1, position="1975-03",
        why="cell Year 1975, column Mar")
    row = d.loc[1982, MON3]
    mon, v = unique_arg(row)
    b.q("What was the highest monthly unemployment rate in 1982, and in which month?", "max", v, 1,
        position=f"1982-{MON3.index(mon) + 1:02d}", why="largest of the 12 month cells of 1982 (unique)")
    b.q("What was the annual unemployment rate in 2009?", "value", d.loc[2009, "Annual"], 1, position="2009",
        why="the Annual cell of 2009")
    b.refuse("What was the unemployment rate on weekends in 1975?", "refusal-constraint",
             "the table is monthly: it has no weekdays")

    # wind: direction x strength, no time
    b.on("holdout", "wind")
    d = pd.read_csv(path("holdout", "wind"))
    b.q("What was the frequency for wind from the north at strength 0-1?", "value",
        one(d[(d.direction == "N") & (d.strength == "0-1")], "frequency"), 1, why="frequency of the row N, 0-1")
    dr, v = unique_arg(d.groupby("direction").frequency.sum())
    b.q("Which direction had the highest total frequency?", "ranking", v, 1, entity=dr,
        why="sum of frequency over the 8 strengths per direction; the largest")
    b.q("What was the total frequency for strength 6+?", "sum", d[d.strength == "6+"].frequency.sum(), 1,
        why="sum of frequency over the 16 directions with strength 6+")


def build() -> dict[str, list[dict]]:
    b = Battery()
    dev(b)
    holdout(b)
    ids = [q["id"] for q in b.items]
    assert len(ids) == len(set(ids))
    out: dict[str, list[dict]] = {"dev": [], "holdout": []}
    for q in b.items:
        out[q.pop("split")].append(q)
    return out


def one_split(split: str, fill: Callable[[Battery], None]) -> Callable[[], dict[str, list[dict]]]:
    """The ``build`` of a script that writes one split: the questions ``fill`` adds to a battery,
    their ids unique (holdout18 .. holdout23)."""
    def build() -> dict[str, list[dict]]:
        b = Battery()
        fill(b)
        ids = [q["id"] for q in b.items]
        assert len(ids) == len(set(ids))
        for q in b.items:
            q.pop("split")
        return {split: b.items}
    return build


def dumps(items: list[dict]) -> str:
    return json.dumps(items, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None, build=build) -> int:
    """Write (or with ``--check`` compare) the splits ``build()`` returns, split name → questions."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare the committed files with a fresh build")
    args = ap.parse_args(argv)
    built = build()
    if args.check:
        bad = [s for s, items in built.items()
               if not (OUT / f"{s}.json").exists() or (OUT / f"{s}.json").read_text(encoding="utf-8") != dumps(items)]
        print("differ: " + ", ".join(bad) if bad else "questions up to date")
        return 1 if bad else 0
    OUT.mkdir(exist_ok=True)
    for s, items in built.items():
        (OUT / f"{s}.json").write_text(dumps(items), encoding="utf-8")
        kinds: dict[str, int] = {}
        for q in items:
            kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        print(f"{s}: {len(items)} questions over {len({q['table'] for q in items})} tables "
              f"({sum(q['refusal'] for q in items)} refusals); " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
