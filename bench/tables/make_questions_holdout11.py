"""Write the question battery over the unseen twelfth split: questions/holdout11.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout11/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout11.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a man of the labour panel, a Hannover region, a patient, a flight are named by their number or
  code as the file writes it; an occupation, a country, a state, a car as R's row names or the
  ``Make`` column write them;
- a term's length is its end day minus its start day; a decade named by its ends includes both;
- a cross table's total is the sum of its cells; a share is in percent; a rate per holder divides
  the summed claims by the summed holders;
- a mean, a sum or a count leaves out missing (NA) cells (``why`` says where that happens).

holdout11 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout11`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout11"


def cmp(b: Battery, question: str, a_name: str, a, c_name: str, c, decimals: int, why: str) -> None:
    assert a != c
    b.q(question, "comparison", abs(a - c), decimals, entity=a_name if a > c else c_name,
        members={a_name: a, c_name: c}, why=f"{why}: {a_name} {a}, {c_name} {c}; the value is the difference")


def holdout11(b: Battery) -> None:
    b.split = SPLIT

    # presidential-terms: 10 terms, 1953-2009
    b.on(SPLIT, "presidential-terms")
    d = pd.read_csv(path(SPLIT, "presidential-terms"), index_col=0)
    d["days"] = (pd.to_datetime(d.end) - pd.to_datetime(d.start)).dt.days
    b.q("How many of these presidents were Republicans?", "count", int((d.party == "Republican").sum()), 0,
        why="count of rows with party Republican (both Bushes counted)")
    i, v = unique_arg(d.days, largest=False)
    b.q("Which president had the shortest time in office, and how many days was it?", "ranking", v, 0,
        entity=d.name[i], why="end minus start in days per row; the smallest (unique) and its name")
    b.q("On average, how many days did a term in this table last?", "mean", d.days.mean(), 1,
        why="mean of end minus start in days over the 10 rows")
    rep = d[d.party == "Republican"].days.sum()
    dem = d[d.party == "Democratic"].days.sum()
    cmp(b, "Over 1953-2009, did Republicans or Democrats hold the presidency for more days, and by how many?",
        "Republican", int(rep), "Democratic", int(dem), 0, "sum of end minus start in days per party")
    b.refuse("When did Obama take office?", "refusal-after-end",
             "the table ends with George W. Bush's term (to 2009-01-20): no Obama row")
    b.refuse("How many days was Bush in office?", "refusal-ambiguous",
             "two rows are named Bush (1989-1993 and 2001-2009): the question does not say which")

    # labor-supply: 532 men x 1979-1988
    b.on(SPLIT, "labor-supply")
    d = pd.read_csv(path(SPLIT, "labor-supply"), index_col=0)
    b.q("What was the log of annual hours worked for man 1 in 1985?", "value",
        one(d[(d.id == 1) & (d.year == 1985)], "lnhr"), 2, position="1985", why="lnhr of the row id 1, year 1985")
    b.q("What was the average log hourly wage in the panel in 1988?", "mean", d[d.year == 1988].lnwg.mean(), 4,
        why="mean of lnwg over the 532 rows of year 1988")
    b.q("How many of the men reported bad health in 1979?", "count", int(d[(d.year == 1979)].disab.sum()), 0,
        why="count of rows of year 1979 with disab 1")
    a, c = d[d.year == 1979].kids.mean(), d[d.year == 1988].kids.mean()
    b.q("By how much did the average number of children per man change from 1979 to 1988?", "change", c - a, 4,
        why=f"mean of kids over the 532 men in 1988 ({c:.4f}) minus in 1979 ({a:.4f})")
    yr, v = unique_arg(d.groupby("year").lnhr.mean())
    b.q("In which year were average log hours worked highest?", "max", v, 4, position=str(yr),
        why="mean of lnhr over the 532 men per year; the largest (unique) and its year")
    b.refuse("What was man 1's log wage in 1995?", "refusal-after-end", "the panel ends in 1988")

    # hannover-employment: 21 regions x 3 periods
    b.on(SPLIT, "hannover-employment")
    d = pd.read_csv(path(SPLIT, "hannover-employment"), index_col=0)
    b.q("What percent of people worked in production activities in region 5 in period 1?", "value",
        one(d[(d.Region == 5) & (d.Period == 1)], "PA"), 2, why="PA of the row Region 5, Period 1")
    r, v = unique_arg(d[d.Period == 3].set_index("Region").PA)
    b.q("Which region had the highest share of production workers in period 3 (1989-1992)?", "ranking", v, 2,
        entity=r, why="the largest PA over the 21 rows of Period 3 (unique) and its Region")
    b.q("What was the average production share across the regions in 1983-1988?", "mean",
        d[d.Period == 2].PA.mean(), 3, why="mean of PA over the 21 rows of Period 2 (1983-1988)")
    b.q("In how many regions did the production share grow (GPA above zero) in period 2?", "count",
        int((d[d.Period == 2].GPA > 0).sum()), 0, why="count of rows of Period 2 with GPA > 0")
    b.refuse("What was the unemployment rate in region 5 in period 2?", "refusal-unknown-measure",
             "the table has no unemployment column")

    # sleep-drugs: 11 patients x 4 drugs
    b.on(SPLIT, "sleep-drugs")
    d = pd.read_csv(path(SPLIT, "sleep-drugs"), index_col=0)
    b.q("How many hours did patient 3 sleep on L_hyoscine?", "value", d.loc[3, "L_hyoscine"], 1,
        why="the cell of row 3, column L_hyoscine")
    k, v = unique_arg(d.mean())
    b.q("Which drug gave the most sleep on average?", "ranking", v, 3, entity=k,
        why="mean of each column over its patients (Control over 10, NA left out); the largest (unique)")
    b.q("What was the average sleep of the patients with no drug (the control)?", "mean", d.Control.mean(), 3,
        why="mean of Control over the 10 patients with a value (patient 11 is NA)")
    b.q("How many patients slept more than 6 hours on DL_hyoscine?", "count", int((d.DL_hyoscine > 6).sum()), 0,
        why="count of rows with DL_hyoscine > 6")
    cmp(b, "For patient 7, how much more sleep came with L_hyoscine than with L_hyoscyamine?",
        "L_hyoscine", d.loc[7, "L_hyoscine"], "L_hyoscyamine", d.loc[7, "L_hyoscyamine"], 1, "the cells of row 7")
    b.refuse("How many hours did patient 12 sleep on the control?", "refusal-unknown-member",
             "there are 11 patients (1 .. 11)")

    # beat-the-blues: 100 patients, BDI at 5 visits
    b.on(SPLIT, "beat-the-blues")
    d = pd.read_csv(path(SPLIT, "beat-the-blues"), index_col=0)
    b.q("What was patient 2's depression score after four months?", "value", d.loc[2, "bdi.4m"], 0,
        why="bdi.4m of row 2")
    b.q("What was the average depression score before treatment?", "mean", d["bdi.pre"].mean(), 2,
        why="mean of bdi.pre over the 100 patients")
    bt = d[d.treatment == "BtheB"]["bdi.8m"].mean()
    tau = d[d.treatment == "TAU"]["bdi.8m"].mean()
    cmp(b, "After eight months, did the Beat the Blues group or the treatment-as-usual group have the higher "
        "average depression score, and by how much?", "BtheB", bt, "TAU", tau, 2,
        "mean of bdi.8m per treatment (NA left out)")
    b.q("How many patients were still measured at the 6-month visit?", "count", int(d["bdi.6m"].notna().sum()), 0,
        why="count of rows with a bdi.6m value (not NA)")
    b.q("What share of the patients were taking antidepressants?", "share", 100 * (d.drug == "Yes").mean(), 1,
        why="rows with drug Yes over the 100 rows, in percent")
    b.refuse("What was the average score after twelve months?", "refusal-after-end",
             "the last visit is at eight months (bdi.8m)")

    # us-driving: 1956-2010
    b.on(SPLIT, "us-driving")
    d = pd.read_csv(path(SPLIT, "us-driving")).set_index("year")
    b.q("How many miles did the average American drive in 1980?", "value", d.loc[1980, "miles"], 0,
        position="1980", why="miles of the row year 1980")
    y, v = unique_arg(d.gas)
    b.q("When were gas prices at their highest, and how high?", "max", v, 2, position=str(y),
        why="the largest gas over 1956-2010 (unique) and its year")
    y, v = unique_arg(d.miles)
    b.q("In which year did Americans drive the most miles per person?", "max", v, 0, position=str(y),
        why="the largest miles (unique) and its year")
    b.q("What was the average gas price in the 1970s (1970 to 1979)?", "mean", d.loc[1970:1979, "gas"].mean(), 3,
        why="mean of gas over the 10 rows 1970..1979")
    a, c = d.loc[1956, "miles"], d.loc[2010, "miles"]
    b.q("By what percent did miles driven per person grow from 1956 to 2010?", "percent-change",
        100 * (c - a) / a, 2, why=f"miles 2010 ({c}) minus 1956 ({a}), divided by 1956's, in percent")
    b.q("In how many years did gas cost more than $3 a gallon?", "count", int((d.gas > 3).sum()), 0,
        why="count of rows with gas > 3")
    b.refuse("How many miles did Americans drive per person in 2015?", "refusal-after-end",
             "the data end in 2010")

    # canadian-women-work: 1946-1975
    b.on(SPLIT, "canadian-women-work")
    d = pd.read_csv(path(SPLIT, "canadian-women-work"), index_col=0)
    b.q("What percent of Canadian women were in the workforce in 1960?", "value", d.loc[1960, "partic"], 1,
        position="1960", why="partic of the row 1960")
    a, c = d.loc[1946, "partic"], d.loc[1975, "partic"]
    b.q("How many points did women's labour-force participation rise between 1946 and 1975?", "change", c - a, 1,
        why=f"partic 1975 ({c}) minus 1946 ({a})")
    b.q("What was the average weekly wage of women in the 1950s (1950 to 1959)?", "mean",
        d.loc[1950:1959, "womwage"].mean(), 3, why="mean of womwage over the 10 rows 1950..1959")
    y, v = unique_arg(d.partic, largest=False)
    b.q("In which year was women's participation at its lowest?", "min", v, 1, position=str(y),
        why="the smallest partic (unique) and its year")
    cmp(b, "In 1975, how much more did men earn per week than women?", "men", d.loc[1975, "menwage"], "women",
        d.loc[1975, "womwage"], 2, "menwage and womwage of the row 1975")
    b.refuse("What was women's participation in 1940?", "refusal-before-start", "the series starts in 1946")

    # kootenay-river: 1931-1943
    b.on(SPLIT, "kootenay-river")
    d = pd.read_csv(path(SPLIT, "kootenay-river"), index_col=0)
    b.q("What was the January flow of the Kootenay at Libby in 1938?", "value", d.loc[1938, "Libby"], 1,
        position="1938", why="Libby of the row 1938")
    y, v = unique_arg(d.Newgate)
    b.q("In which year was the flow at Newgate highest, and what was it?", "max", v, 1, position=str(y),
        why="the largest Newgate (unique) and its year")
    b.q("What was the average flow at Libby over 1931-1943?", "mean", d.Libby.mean(), 2,
        why="mean of Libby over the 13 rows")
    b.q("In how many years was the flow at Libby above 30?", "count", int((d.Libby > 30).sum()), 0,
        why="count of rows with Libby > 30")

    # occupational-prestige: 102 occupations
    b.on(SPLIT, "occupational-prestige")
    d = pd.read_csv(path(SPLIT, "occupational-prestige"), index_col=0)
    b.q("What was the prestige score of physicians?", "value", d.loc["physicians", "prestige"], 1,
        why="prestige of the row physicians")
    k, v = unique_arg(d.income)
    b.q("Which occupation had the highest average income?", "ranking", v, 0, entity=k,
        why="the largest income over the 102 rows (unique)")
    b.q("What was the average income of blue-collar occupations?", "mean", d[d.type == "bc"].income.mean(), 2,
        why="mean of income over the 44 rows with type bc")
    b.q("How many occupations were more than half women?", "count", int((d.women > 50).sum()), 0,
        why="count of rows with women > 50")
    k, v = unique_arg(d.education, largest=False)
    b.q("Which occupation had the least education on average?", "ranking", v, 2, entity=k,
        why="the smallest education (unique) and its row name")
    b.refuse("What was the average income of astronauts?", "refusal-unknown-member",
             "no astronauts row among the 102 occupations")

    # cars-1993: 93 models
    b.on(SPLIT, "cars-1993")
    d = pd.read_csv(path(SPLIT, "cars-1993"), index_col=0).set_index("Make")
    b.q("What was the price of the Honda Accord?", "value", d.loc["Honda Accord", "Price"], 1,
        why="Price of the row Make Honda Accord (thousands of dollars)")
    k, v = unique_arg(d["MPG.highway"])
    b.q("Which car had the best highway mileage?", "ranking", v, 0, entity=k,
        why="the largest MPG.highway (unique) and its Make")
    b.q("What was the average price of the American-made cars?", "mean", d[d.Origin == "USA"].Price.mean(), 3,
        why="mean of Price over the rows with Origin USA")
    b.q("How many of the cars had more than 200 horsepower?", "count", int((d.Horsepower > 200).sum()), 0,
        why="count of rows with Horsepower > 200")
    k, v = unique_arg(d.groupby("Type").Price.mean())
    b.q("Which type of car was the most expensive on average?", "ranking", v, 3, entity=k,
        why="mean of Price per Type; the largest (unique)")
    b.refuse("What was the safety rating of the Honda Accord?", "refusal-unknown-measure",
             "the table has no safety rating")

    # life-cycle-savings: 50 countries
    b.on(SPLIT, "life-cycle-savings")
    d = pd.read_csv(path(SPLIT, "life-cycle-savings"), index_col=0)
    b.q("What was Japan's savings ratio?", "value", d.loc["Japan", "sr"], 2, why="sr of the row Japan")
    k, v = unique_arg(d.dpi)
    b.q("Which country had the highest disposable income per head?", "ranking", v, 2, entity=k,
        why="the largest dpi (unique)")
    b.q("How many countries saved more than 15 percent of their income?", "count", int((d.sr > 15).sum()), 0,
        why="count of rows with sr > 15")
    cmp(b, "Did Sweden or Denmark have a larger share of people over 75, and by how much?",
        "Sweden", d.loc["Sweden", "pop75"], "Denmark", d.loc["Denmark", "pop75"], 2, "pop75 per country")
    # the split's first build asked about China here, which the file holds (R's "China" is Taiwan):
    # a truth the first measurement showed wrong; the absence is now asserted
    assert "Russia" not in d.index
    b.refuse("What was Russia's savings ratio?", "refusal-unknown-member", "Russia is not among the 50 countries")

    # state-sat-scores: 51 states
    b.on(SPLIT, "state-sat-scores")
    d = pd.read_csv(path(SPLIT, "state-sat-scores"), index_col=0)
    b.q("What was the average math SAT score in Iowa?", "value", d.loc["IA", "SATM"], 0, why="SATM of the row IA")
    k, v = unique_arg(d.dollars)
    b.q("Which state spent the most on public education per student?", "ranking", v, 3, entity=k,
        why="the largest dollars (thousands of dollars per student, unique)")
    b.q("How many states had more than half of their graduates take the SAT?", "count",
        int((d.percent > 50).sum()), 0, why="count of rows with percent > 50")
    b.q("What was the average verbal SAT score across the New England states?", "mean",
        d[d.region == "NE"].SATV.mean(), 2, why="mean of SATV over the rows with region NE (unweighted)")
    b.q("What was the combined population of the Pacific states?", "sum", d[d.region == "PAC"]["pop"].sum(), 0,
        why="sum of pop over the rows with region PAC (thousands)")
    b.refuse("What was Puerto Rico's average math SAT score?", "refusal-unknown-member",
             "the table has the 50 states and DC only")

    # shuttle-o-rings: 24 flights
    b.on(SPLIT, "shuttle-o-rings")
    d = pd.read_csv(path(SPLIT, "shuttle-o-rings"), index_col=0, dtype={"FlightNumber": str}).set_index("FlightNumber")
    b.q("What was the launch temperature of flight 51C?", "value", d.loc["51C", "Temperature"], 0,
        why="Temperature of the row FlightNumber 51C")
    b.q("How many flights had at least one O-ring failure?", "count", int((d.Fail == "yes").sum()), 0,
        why="count of rows with Fail yes (flight 4 is NA, not counted)")
    k, v = unique_arg(d.Temperature, largest=False)
    b.q("Which flight launched in the coldest weather?", "ranking", v, 0, entity=k,
        why="the smallest Temperature (unique) and its FlightNumber")
    fy = d[d.Fail == "yes"].Temperature.mean()
    fn = d[d.Fail == "no"].Temperature.mean()
    cmp(b, "Which flights were launched in warmer weather on average, those with an O-ring failure or those "
        "without, and by how many degrees?", "no failure", fn, "failure", fy, 2,
        "mean of Temperature over the rows with Fail no and with Fail yes (flight 4, NA, left out)")
    b.q("How many O-rings failed in total across these flights?", "sum", d.nFailures.sum(), 0,
        why="sum of nFailures over the 23 rows with a value")
    b.refuse("What was the launch temperature of the Challenger's last flight, 51L?", "refusal-unknown-member",
             "the table ends at flight 61I: no 51L row")

    # car-insurance-claims: 4 districts x 4 groups x 4 ages
    b.on(SPLIT, "car-insurance-claims")
    d = pd.read_csv(path(SPLIT, "car-insurance-claims"), index_col=0)
    b.q("How many claims came from district 1 drivers under 25 with cars under 1 litre?", "value",
        one(d[(d.District == 1) & (d.Group == "<1l") & (d.Age == "<25")], "Claims"), 0,
        why="Claims of the row District 1, Group <1l, Age <25")
    b.q("How many policyholders were there in total?", "sum", d.Holders.sum(), 0, why="sum of Holders over 64 rows")
    g = d.groupby("Age")[["Claims", "Holders"]].sum()
    rate = g.Claims / g.Holders
    k, v = unique_arg(100 * rate)
    b.q("Which age group made the most claims per policyholder, in percent?", "ranking", v, 2, entity=k,
        why="sum of Claims divided by sum of Holders per Age, in percent; the largest (unique)")
    b.q("What share of all claims came from district 4, the major cities?", "share",
        100 * d[d.District == 4].Claims.sum() / d.Claims.sum(), 2,
        why="sum of Claims of District 4 divided by the sum of all Claims, in percent")
    cmp(b, "Did drivers of cars over 2 litres or under 1 litre make more claims in total, and how many more?",
        ">2l", int(d[d.Group == ">2l"].Claims.sum()), "<1l", int(d[d.Group == "<1l"].Claims.sum()), 0,
        "sum of Claims per Group")
    b.refuse("How much money was paid out on the claims in district 1?", "refusal-unknown-measure",
             "the table counts claims, it holds no amounts")

    # canada-migration: 90 streams
    b.on(SPLIT, "canada-migration")
    d = pd.read_csv(path(SPLIT, "canada-migration"), index_col=0)
    b.q("How many people moved from Quebec to Ontario between 1966 and 1971?", "value",
        one(d[(d.source == "QUE") & (d.destination == "ONT")], "migrants"), 0,
        why="migrants of the row source QUE, destination ONT")
    into = d.groupby("destination").migrants.sum()
    k, v = unique_arg(into)
    b.q("Which province drew the most migrants from the other provinces?", "ranking", v, 0, entity=k,
        why="sum of migrants per destination; the largest (unique)")
    b.q("How many people left British Columbia for other provinces?", "sum", d[d.source == "BC"].migrants.sum(), 0,
        why="sum of migrants over the 9 rows with source BC")
    cmp(b, "Did more people move from Ontario to Alberta or from Alberta to Ontario, and by how many?",
        "ONT to ALTA", one(d[(d.source == "ONT") & (d.destination == "ALTA")], "migrants"),
        "ALTA to ONT", one(d[(d.source == "ALTA") & (d.destination == "ONT")], "migrants"), 0,
        "migrants of the two streams")
    b.refuse("How many people moved from Yukon to British Columbia?", "refusal-unknown-member",
             "only the ten provinces are in the table: no Yukon")

    # danish-welfare: 180 cells, 5144 people
    b.on(SPLIT, "danish-welfare")
    d = pd.read_csv(path(SPLIT, "danish-welfare"), index_col=0)
    b.q("How many married people in Copenhagen with incomes of 50-100 thousand kroner drank more than 2 units "
        "a day?", "value", one(d[(d.Status == "Married") & (d.Urban == "Copenhagen") & (d.Income == "50-100")
                                 & (d.Alcohol == ">2")], "Freq"), 0,
        why="Freq of the row Alcohol >2, Income 50-100, Status Married, Urban Copenhagen")
    b.q("How many people does the survey cover?", "sum", d.Freq.sum(), 0, why="sum of Freq over the 180 cells")
    b.q("What share of the people drank less than one unit a day?", "share",
        100 * d[d.Alcohol == "<1"].Freq.sum() / d.Freq.sum(), 2,
        why="sum of Freq with Alcohol <1 divided by the sum of all Freq, in percent")
    k, v = unique_arg(d.groupby("Urban").Freq.sum())
    b.q("Which kind of place had the most respondents?", "ranking", v, 0, entity=k,
        why="sum of Freq per Urban; the largest (unique)")


def build() -> list[dict]:
    b = Battery()
    holdout11(b)
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
