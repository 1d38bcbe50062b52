"""Write the question battery over the unseen fifteenth split: questions/holdout14.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout14/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout14.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a patient, a person, a case, a plant, a period are named by their number as the file writes it
  (``patient 7``, ``person 6 of interview 4``, ``case 23``, ``period 17``); a landmass, a metropolitan
  area, a trial by R's row names (``Charleston, South Carolina`` for ``Charleston.SC``, ``Ceylon`` for
  ``Celon``, the ``Blondal89`` trial); a processor, a trade, a holiday by the name the file writes;
- a federal holiday is a holiday whose name ends ``(US-OPM)``, counted on the day it is observed
  (its ``DTSTART``); a holiday's weekday is its ``DTSTART``'s;
- a nuclear plant's permit year is 1900 plus the whole part of its ``date`` (68.42 is in 1968);
- a count of rows is ``count``; a share is in percent of the rows (or of the summed counts) that
  the question names; a comparison's value is the difference of the two unrounded members;
- a mean, a sum or a count leaves out missing (NA) cells (``why`` says where that happens);
  ``None`` in the arthritis trial's ``Improved`` is a level (no improvement), not a missing cell;
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end, a member it does not have (its absence asserted here), a cell that is missing, a name
  several rows share, a calendar or a bracket the table does not have.

holdout14 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout14`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout14"
JUSTICES = ["Rehnquist", "Stevens", "OConnor", "Scalia", "Kennedy", "Souter", "Thomas", "Ginsburg", "Breyer"]


def cmp(b: Battery, question: str, a_name: str, a, c_name: str, c, decimals: int, why: str) -> None:
    """A comparison: the value is the difference of the two unrounded members."""
    assert a != c
    b.q(question, "comparison", abs(a - c), decimals, entity=a_name if a > c else c_name,
        members={a_name: a, c_name: c}, why=f"{why}: {a_name} {a}, {c_name} {c}; the value is the difference")


def holdout14(b: Battery) -> None:
    b.split = SPLIT

    # us-holidays: 723 holidays 1999-12-31 .. 2030-12-26, DTSTART YYYYMMDD
    b.on(SPLIT, "us-holidays")
    d = pd.read_csv(path(SPLIT, "us-holidays"))
    d["day"] = pd.to_datetime(d.DTSTART.astype(str), format="%Y%m%d")
    fed = d[d.SUMMARY.str.endswith("(US-OPM)")]
    f15 = fed[fed.day.dt.year == 2015]
    b.q("How many federal holidays were observed in 2015?", "count", len(f15), 0,
        why="count of rows whose SUMMARY ends '(US-OPM)' and whose DTSTART lies in 2015 (Independence Day "
        "observed on Friday 3 July)")
    easter = d[d.SUMMARY == "Easter Sunday"]
    assert len(easter) == 31 and set(easter.day.dt.year) == set(range(2000, 2031))
    b.q("In how many years from 2000 to 2030 does Easter Sunday fall in March?", "count",
        int((easter.day.dt.month == 3).sum()), 0,
        why="count of the 31 Easter Sunday rows (one a year, 2000 .. 2030) whose DTSTART is in March")
    f24 = fed[fed.day.dt.year == 2024]
    b.q("How many of the federal holidays observed in 2024 fell on a Monday?", "count",
        int((f24.day.dt.day_of_week == 0).sum()), 0,
        why=f"count of the {len(f24)} '(US-OPM)' rows dated in 2024 whose DTSTART is a Monday")
    dec = d[(d.day.dt.year == 2021) & (d.day.dt.month == 12)]
    b.q("How many holidays does the calendar list in December 2021?", "count", len(dec), 0,
        why="count of rows with DTSTART in December 2021: Christmas Day observed on Friday 24 December, "
        "Kwanzaa on the 26th and New Year's Day 2022 observed on Friday 31 December")
    assert d.day.max() == pd.Timestamp("2030-12-26")
    b.refuse("On what date will Thanksgiving fall in 2035?", "refusal-after-end",
             "the calendar ends with Kwanzaa on 26 December 2030: there is no 2035")

    # stanford-heart-transplants: 103 patients, one row before and one after a transplant
    b.on(SPLIT, "stanford-heart-transplants")
    d = pd.read_csv(path(SPLIT, "stanford-heart-transplants"), index_col=0)
    assert d.id.nunique() == 103 and (d.groupby("id").event.sum() <= 1).all()
    tx = d[d.transplant == 1]
    b.q("How many patients received a heart transplant?", "count", tx.id.nunique(), 0,
        why="count of the ids with a row with transplant 1 (one such row each)")
    b.q("How many of the patients died during follow-up?", "count", int(d.event.sum()), 0,
        why="sum of event (1 = died at stop) over all rows; a patient dies at most once, on his last row")
    p7 = d[(d.id == 7) & (d.transplant == 0)]
    b.q("How many days after being accepted into the programme did patient 7 receive a transplant?", "value",
        one(p7, "stop"), 0, why="stop of the row id 7, transplant 0 (the first interval ends on the transplant day; "
        "the row id 7, transplant 1 starts then)")
    never = d[~d.id.isin(tx.id)]
    assert never.id.is_unique
    b.q("How long, on average, were the patients who never received a transplant followed, in days?", "mean",
        never.stop.mean(), 2,
        why=f"mean of stop over the {len(never)} patients with no transplant row (one row each, start 0)")
    cmp(b, "Did more patients die while waiting for a transplant or after receiving one, and how many more?",
        "while waiting", int(d[d.transplant == 0].event.sum()), "after a transplant", int(tx.event.sum()), 0,
        "sum of event over the rows with transplant 0 and over the rows with transplant 1")
    assert not [c for c in d.columns if "blood" in c.lower() or "type" in c.lower()]
    b.refuse("What was patient 12's blood type?", "refusal-unknown-measure", "the table has no blood type")

    # arthritis-treatment: 84 patients; Improved None / Some / Marked ("None" is a level)
    b.on(SPLIT, "arthritis-treatment")
    d = pd.read_csv(path(SPLIT, "arthritis-treatment"), index_col=0, keep_default_na=False)
    assert set(d.Improved) == {"None", "Some", "Marked"} and d.ID.is_unique
    b.q("How many patients on the active treatment improved markedly?", "count",
        int(((d.Treatment == "Treated") & (d.Improved == "Marked")).sum()), 0,
        why="count of rows with Treatment Treated and Improved Marked")
    b.q("How old was patient 57?", "value", one(d[d.ID == 57], "Age"), 0, why="Age of the row ID 57")
    pl = d[d.Treatment == "Placebo"]
    b.q("What was the average age of the patients given the placebo?", "mean", pl.Age.mean(), 2,
        why=f"mean of Age over the {len(pl)} rows with Treatment Placebo")
    f = d[d.Sex == "Female"]
    b.q("What share of the women saw no improvement at all?", "share", 100 * (f.Improved == "None").sum() / len(f), 2,
        why=f"rows with Sex Female and Improved None over the {len(f)} rows with Sex Female, in percent ('None' "
        "is the outcome, not a missing cell)")
    cmp(b, "Did more patients on placebo or on the treatment show no improvement, and how many more?",
        "placebo", int((pl.Improved == "None").sum()), "treated",
        int(((d.Treatment == "Treated") & (d.Improved == "None")).sum()), 0,
        "count of rows with Improved None and Treatment Placebo, and with Treatment Treated")

    # psid-1993: 4856 people keyed by intnum + persnum
    b.on(SPLIT, "psid-1993")
    d = pd.read_csv(path(SPLIT, "psid-1993"), index_col=0, keep_default_na=False)
    assert not d.duplicated(["intnum", "persnum"]).any()
    b.q("How much did person 6 of interview 4 earn?", "value", one(d[(d.intnum == 4) & (d.persnum == 6)], "earnings"),
        0, why="earnings of the row intnum 4, persnum 6")
    b.q("How many of the people had never married?", "count", int((d.married == "never married").sum()), 0,
        why="count of rows with married 'never married'")
    div = d[d.married == "divorced"]
    b.q("What were the average labour earnings of the divorced people?", "mean", div.earnings.mean(), 2,
        why=f"mean of earnings over the {len(div)} rows with married divorced (zero earnings included)")
    b.q("What share of the people had no labour earnings at all?", "share", 100 * (d.earnings == 0).sum() / len(d), 2,
        why=f"rows with earnings 0 over all {len(d)} rows, in percent")
    assert not [c for c in d.columns if c.lower() in ("sex", "gender", "female", "male")]
    b.refuse("What were the average earnings of the women?", "refusal-unknown-measure",
             "the table has no sex or gender column: the women cannot be told apart")

    # supreme-court-2000: 43 cases x 9 justices, 1 liberal / 0 conservative, NA in case 23
    b.on(SPLIT, "supreme-court-2000")
    d = pd.read_csv(path(SPLIT, "supreme-court-2000"), index_col=0)
    assert list(d.columns) == JUSTICES and list(d.index) == list(range(1, 44))
    b.q("In how many of the 43 cases did Justice Scalia cast a liberal vote?", "count", int(d.Scalia.sum()), 0,
        why="count of rows with Scalia 1 (1 = liberal)")
    k, v = unique_arg(d.sum())
    b.q("Which justice voted on the liberal side most often?", "ranking", v, 0, entity=k,
        why="sum of each justice's column (1 = liberal; NA left out); the largest (unique) and its justice")
    o = d.OConnor.dropna()
    b.q("In what share of the cases she voted in did Justice O'Connor take the liberal side?", "share",
        100 * o.sum() / len(o), 2,
        why=f"rows with OConnor 1 over the {len(o)} rows with an OConnor vote (case 23 is NA), in percent")
    cmp(b, "Did Justice O'Connor or Justice Kennedy vote liberally more often, and in how many more cases?",
        "OConnor", int(d.OConnor.sum()), "Kennedy", int(d.Kennedy.sum()), 0,
        "count of rows with OConnor 1 and with Kennedy 1 (NA left out)")
    same = d[["Stevens", "Ginsburg"]].dropna()
    b.q("In how many cases did Justices Stevens and Ginsburg vote the same way?", "count",
        int((same.Stevens == same.Ginsburg).sum()), 0,
        why=f"count of rows with Stevens equal to Ginsburg over the {len(same)} rows where both voted (case 23: "
        "Stevens NA)")
    assert pd.isna(d.loc[23, "Stevens"])
    b.refuse("How did Justice Stevens vote in case 23?", "refusal-missing-value",
             "the Stevens cell of case 23 is NA")

    # water-vole-skulls: 14 x 14 dissimilarity matrix
    b.on(SPLIT, "water-vole-skulls")
    d = pd.read_csv(path(SPLIT, "water-vole-skulls"), index_col=0)
    assert list(d.index) == list(d.columns) and (d.values == d.values.T).all()
    b.q("How dissimilar are the water voles of Surrey and those of Norway?", "value", d.loc["Surrey", "Norway"], 3,
        why="the cell of row Surrey, column Norway (the matrix is symmetric)")
    k, v = unique_arg(d.Surrey.drop("Surrey"))
    b.q("Which area's voles are least like those of Surrey?", "ranking", v, 3, entity=k,
        why="the largest cell of column Surrey over the 13 other areas (unique) and its row")
    k, v = unique_arg(d.Germany.drop("Germany"), largest=False)
    b.q("Which area's voles are most like those of Germany?", "ranking", v, 3, entity=k,
        why="the smallest cell of column Germany over the 13 other areas (unique; the diagonal 0 left out) and "
        "its row")
    b.q("On average, how dissimilar are the Alps voles from those of the other 13 areas?", "mean",
        d.Alps.drop("Alps").mean(), 4, why="mean of column Alps over the 13 rows other than Alps")
    assert not [n for n in d.index if "ireland" in n.lower()]
    b.refuse("How dissimilar are the voles of Surrey and those of Ireland?", "refusal-unknown-member",
             "Ireland is not one of the 14 areas")

    # political-knowledge: 4 countries
    b.on(SPLIT, "political-knowledge")
    d = pd.read_csv(path(SPLIT, "political-knowledge"), index_col=0).set_index("country")
    b.q("How did Finns with some college education score on international news?", "value",
        d.loc["Finland", "InternationalKnowledge.sc"], 2, why="InternationalKnowledge.sc of the row Finland")
    cmp(b, "Did college graduates in the UK or in the US know more about international news, and by how much?",
        "UK", d.loc["UK", "InternationalKnowledge.c"], "US", d.loc["US", "InternationalKnowledge.c"], 2,
        "InternationalKnowledge.c of the rows UK and US")
    b.q("How much did the UK spend on public media per person in 2007?", "value", d.loc["UK", "PublicMediaPerCapita"],
        2, why="PublicMediaPerCapita (dollars) of the row UK")
    k, v = unique_arg(d["DomesticKnowledge.hs"])
    b.q("In which country did people with only a high-school education know most about domestic news?", "ranking",
        v, 2, entity=k, why="the largest DomesticKnowledge.hs over the four countries (unique) and its country")
    assert "Sweden" not in d.index
    b.refuse("How did Swedish college graduates score on international news?", "refusal-unknown-member",
             "Sweden is not one of the four countries (Denmark, Finland, UK, US)")

    # nuclear-plant-costs: 32 plants, date = years since 1900 to the nearest month
    b.on(SPLIT, "nuclear-plant-costs")
    d = pd.read_csv(path(SPLIT, "nuclear-plant-costs"), index_col=0)
    d["year"] = 1900 + d.date.astype(int)
    b.q("How many of the plants were granted their construction permit in 1968?", "count", int((d.year == 1968).sum()),
        0, why="count of rows whose date's whole part is 68 (1968)")
    y67 = d[d.year == 1967]
    b.q("What was the average capital cost of the plants permitted in 1967?", "mean", y67.cost.mean(), 2,
        why=f"mean of cost (millions of 1976 dollars) over the {len(y67)} rows whose date's whole part is 67")
    ct = d[d.ct == 1]
    b.q("What was the average net capacity of the plants with a cooling tower?", "mean", ct.cap.mean(), 2,
        why=f"mean of cap (MWe) over the {len(ct)} rows with ct 1")
    cmp(b, "Were the plants in the north-east dearer on average than the others, and by how much?",
        "north-east", d[d["ne"] == 1].cost.mean(), "elsewhere", d[d["ne"] == 0].cost.mean(), 2,
        "mean of cost over the rows with ne 1 and with ne 0")
    assert d.year.max() == 1971
    b.refuse("How many construction permits were issued in 1975?", "refusal-after-end",
             "the last permit in the table is dated 71.08 (early 1971)")

    # ice-cream-consumption: 30 four-week periods numbered in R's row names
    b.on(SPLIT, "ice-cream-consumption")
    d = pd.read_csv(path(SPLIT, "ice-cream-consumption"), index_col=0)
    assert list(d.index) == list(range(1, 31))
    b.q("What was ice-cream consumption per head in period 17?", "value", d.loc[17, "cons"], 3, position="17",
        why="cons (pints per head) of the row 17")
    k, v = unique_arg(d.cons)
    b.q("In which four-week period was ice-cream consumption highest, and what was it?", "max", v, 3, position=str(k),
        why="the largest cons over the 30 periods (unique) and its period number")
    k, v = unique_arg(d.temp, largest=False)
    b.q("Which period was the coldest, and what was its average temperature?", "min", v, 0, position=str(k),
        why="the smallest temp over the 30 periods (unique) and its period number")
    b.q("What was the average price of a pint over the 30 periods?", "mean", d.price.mean(), 4,
        why="mean of price over the 30 rows")
    a, c = d.loc[1, "income"], d.loc[30, "income"]
    b.q("How much did average family income change from the first period to the last?", "change", c - a, 0,
        why=f"income of period 30 ({c}) minus income of period 1 ({a})")
    b.refuse("How much ice cream was eaten per head in July 1952?", "refusal-constraint",
             "the periods are numbered 1 .. 30 with no date in the table: no month can be applied")

    # motorcycle-impact: 94 readings, times in ms after the impact
    b.on(SPLIT, "motorcycle-impact")
    d = pd.read_csv(path(SPLIT, "motorcycle-impact"), index_col=0).set_index("times")
    b.q("What was the head acceleration 20.2 milliseconds after the impact?", "value", d.loc[20.2, "accel"], 1,
        position="20.2", why="accel of the row times 20.2")
    k, v = unique_arg(d.accel, largest=False)
    b.q("When was the head's deceleration strongest, and what was the acceleration then?", "min", v, 1,
        position=str(k), why="the smallest (most negative) accel (unique) and its times")
    w = d[d.index <= 10]
    b.q("What was the average acceleration over the first 10 milliseconds?", "mean", w.accel.mean(), 3,
        why=f"mean of accel over the {len(w)} rows with times up to 10 (both ends included)")
    a, c = d.loc[30.2, "accel"], d.loc[31.0, "accel"]
    b.q("How much did the acceleration change between 30.2 and 31 milliseconds after the impact?", "change", c - a, 1,
        why=f"accel at 31.0 ({c}) minus accel at 30.2 ({a})")
    b.q("How many readings were taken more than 40 milliseconds after the impact?", "count", int((d.index > 40).sum()),
        0, why="count of rows with times > 40")
    assert d.index.max() == 57.6
    b.refuse("What was the head acceleration 60 milliseconds after the impact?", "refusal-after-end",
             "the last reading is at 57.6 ms")

    # world-landmasses: 48 landmasses in R's row names, x in thousands of square miles
    b.on(SPLIT, "world-landmasses")
    d = pd.read_csv(path(SPLIT, "world-landmasses"), index_col=0).x
    b.q("What is the area of Greenland, in thousands of square miles?", "value", d["Greenland"], 0,
        why="x of the row Greenland")
    b.q("How large is Ceylon, in thousands of square miles?", "value", d["Celon"], 0,
        why="x of the row 'Celon' (the file's spelling of Ceylon)")
    cmp(b, "Which is larger, Borneo or Sumatra, and by how much?", "Borneo", int(d["Borneo"]), "Sumatra",
        int(d["Sumatra"]), 0, "x of the rows Borneo and Sumatra (thousands of square miles)")
    b.q("What is the combined area of New Zealand's two main islands?", "sum",
        d["New Zealand (N)"] + d["New Zealand (S)"], 0, why="x of the rows 'New Zealand (N)' and 'New Zealand (S)' summed")
    b.q("What share of the total area of the 48 landmasses is Asia?", "share", 100 * d["Asia"] / d.sum(), 2,
        why=f"x of Asia over the sum of x ({int(d.sum())}), in percent")
    assert "Sicily" not in d.index
    b.refuse("How large is Sicily?", "refusal-unknown-member",
             "Sicily is not among the 48 landmasses (the list keeps those over 10,000 square miles)")

    # nicotine-gum-trials: 26 trials in R's row names
    b.on(SPLIT, "nicotine-gum-trials")
    d = pd.read_csv(path(SPLIT, "nicotine-gum-trials"), index_col=0)
    b.q("How many smokers given nicotine gum quit in the Blondal89 trial?", "value", d.loc["Blondal89", "qt"], 0,
        why="qt of the row Blondal89")
    b.q("How many smokers were given nicotine gum across all the trials?", "sum", d.tt.sum(), 0,
        why="sum of tt over the 26 rows")
    b.q("In the Killen90 trial, what share of the smokers given the gum quit?", "share",
        100 * d.loc["Killen90", "qt"] / d.loc["Killen90", "tt"], 2, why="qt over tt of the row Killen90, in percent")
    k, v = unique_arg(d.tc)
    b.q("Which trial had the largest control group?", "ranking", v, 0, entity=k,
        why="the largest tc over the 26 trials (unique) and its row")
    cmp(b, "In the Hall96 trial, did more people quit with the gum or without it, and how many more?",
        "with the gum", int(d.loc["Hall96", "qt"]), "without it", int(d.loc["Hall96", "qc"]), 0,
        "qt and qc of the row Hall96")
    assert sorted(n for n in d.index if n.startswith("Hall")) == ["Hall85", "Hall87", "Hall96"]
    b.refuse("How many smokers were given the gum in the Hall trial?", "refusal-ambiguous",
             "three trials are Hall's (Hall85, Hall87, Hall96): the question does not say which")

    # metro-crowding-crime: 110 areas, population and density NA for 10
    b.on(SPLIT, "metro-crowding-crime")
    d = pd.read_csv(path(SPLIT, "metro-crowding-crime"), index_col=0)
    b.q("What was the crime rate of Seattle in 1969?", "value", d.loc["Seattle", "crime"], 0,
        why="crime (per 100,000) of the row Seattle")
    k, v = unique_arg(d.crime)
    b.q("Which metropolitan area had the highest crime rate?", "ranking", v, 0, entity=k,
        why="the largest crime over the 110 rows (unique) and its row")
    b.q("What was the average population density of the metropolitan areas?", "mean", d.density.mean(), 2,
        why=f"mean of density over the {int(d.density.notna().sum())} rows with a value ({int(d.density.isna().sum())} "
        "NA left out)")
    b.q("How many areas had more than 4,000 crimes per 100,000 people?", "count", int((d.crime > 4000).sum()), 0,
        why="count of rows with crime > 4000")
    cmp(b, "Was crime higher in Charleston, South Carolina or in Charleston, West Virginia, and by how much?",
        "Charleston.SC", int(d.loc["Charleston.SC", "crime"]), "Charleston.W.VA", int(d.loc["Charleston.W.VA", "crime"]),
        0, "crime of the rows Charleston.SC and Charleston.W.VA")
    assert pd.isna(d.loc["Albuquerque", "population"])
    b.refuse("What was the population of Albuquerque in 1968?", "refusal-missing-value",
             "the population cell of Albuquerque is NA")

    # cpu-performance: 209 processors by name
    b.on(SPLIT, "cpu-performance")
    d = pd.read_csv(path(SPLIT, "cpu-performance"), index_col=0).set_index("name")
    b.q("What is the published performance of the AMDAHL 470V/7?", "value", d.loc["AMDAHL 470V/7", "perf"], 0,
        why="perf of the row AMDAHL 470V/7")
    k, v = unique_arg(d.perf)
    b.q("Which processor has the highest published performance?", "ranking", v, 0, entity=k,
        why="the largest perf over the 209 rows (unique) and its name")
    ibm = d[d.index.str.startswith("IBM ")]
    b.q("What is the average cycle time of the IBM processors?", "mean", ibm.syct.mean(), 2,
        why=f"mean of syct (nanoseconds) over the {len(ibm)} rows whose name starts 'IBM '")
    b.q("How many of the processors have no cache memory?", "count", int((d.cach == 0).sum()), 0,
        why="count of rows with cach 0")
    cmp(b, "Which has the larger maximum main memory, the IBM 3033 U or the IBM 3081, and by how much?",
        "IBM 3033 U", int(d.loc["IBM 3033 U", "mmax"]), "IBM 3081", int(d.loc["IBM 3081", "mmax"]), 0,
        "mmax (kilobytes) of the two rows")
    assert not [c for c in d.columns if "price" in c.lower() or "cost" in c.lower()]
    b.refuse("What did the IBM 3081 cost?", "refusal-unknown-measure", "the table has no price")

    # drinking-and-wages: 70 trades
    b.on(SPLIT, "drinking-and-wages")
    d = pd.read_csv(path(SPLIT, "drinking-and-wages"), index_col=0).set_index("trade")
    b.q("What was the average weekly wage of the printers?", "value", d.loc["printer", "wage"], 2,
        why="wage (shillings) of the row printer")
    b.q("How many of the carters drank?", "value", d.loc["carter", "drinks"], 0, why="drinks of the row carter")
    b.q("How many of the fathers in wage class C were sober?", "sum", d[d["class"] == "C"].sober.sum(), 0,
        why=f"sum of sober over the {int((d['class'] == 'C').sum())} rows with class C")
    b.q("What share of all the fathers drank?", "share", 100 * d.drinks.sum() / d.n.sum(), 2,
        why=f"sum of drinks over the sum of n ({int(d.n.sum())}), in percent")
    k, v = unique_arg(d.n)
    b.q("Which trade had the most fathers in the sample?", "ranking", v, 0, entity=k,
        why="the largest n over the 70 rows (unique) and its trade")
    assert not [t for t in d.index if "coal" in t or {"miner", "miners"} & set(t.split())]
    b.refuse("How many of the coal miners drank?", "refusal-unknown-member",
             "no trade is coal miners, nor miners (only 'wagon examiner' has the letters)")

    # us-income-brackets-2008: 44 brackets by lower bound; count in thousands of households
    b.on(SPLIT, "us-income-brackets-2008")
    d = pd.read_csv(path(SPLIT, "us-income-brackets-2008"), index_col=0).set_index("value")
    b.q("How many thousand households had an income of $50,000 to $52,499 in 2008?", "value", d.loc[50000, "count"], 0,
        why="count of the row value 50000 (the bracket from 50,000 to 52,499; thousands of households)")
    top = d[d.index >= 100000]
    b.q("How many thousand households earned $100,000 or more?", "sum", top["count"].sum(), 0,
        why="sum of count over the four rows with value 100000, 150000, 200000 and 250000")
    b.q("What share of households had an income under $25,000?", "share",
        100 * d[d.index < 25000]["count"].sum() / d["count"].sum(), 2,
        why=f"sum of count over the 10 rows with value under 25000 over the sum of count ({int(d['count'].sum())}), "
        "in percent")
    b.q("What was the mean income of the households with $250,000 or more?", "value", d.loc[250000, "mean"], 0,
        why="mean of the row value 250000 (the top bracket)")
    k, v = unique_arg(d[d.index < 100000]["count"])
    b.q("Below $100,000, which $2,500 bracket held the most households?", "ranking", v, 0, entity=k,
        why="the largest count over the 40 rows with value under 100000 (unique) and its value (the bracket's lower "
        "bound)")
    assert 150000 in d.index and 200000 in d.index and 160000 not in d.index
    b.refuse("How many households earned between $150,000 and $160,000?", "refusal-constraint",
             "above $100,000 the brackets are $50,000 wide (150,000 to 199,999): the table cannot split one")


def build() -> list[dict]:
    b = Battery()
    holdout14(b)
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
