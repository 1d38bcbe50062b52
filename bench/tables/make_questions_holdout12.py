"""Write the question battery over the unseen thirteenth split: questions/holdout12.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout12/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout12.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a child, a person, a patient, a cake replicate are named by their number or code as the file
  writes it (``X01``, ``id 1``, ``patient 5``, ``replicate 3``); a country, a car, a painter as R's
  row names write them; a journal, an airport by the file's ``title`` / ``Name``;
- a code the question spells out is the file's code: ``age`` 0 of the Ohio children is age 9 (-2 is
  7, 1 is 10), a cake's temperature ``205`` is degrees F, a Minnesota graduate's ``phs`` C is
  college, a painter's ``School`` D is Venetian; the question gives the code where it is not a word;
- a count of rows is ``count``; a share is in percent of the rows (or of the summed counts of a
  frequency table) that the question names; a comparison's value is the difference of the two
  unrounded members;
- a mean, a sum or a count leaves out missing (NA) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end, a member it does not have (its absence asserted here), a cell that is missing, a name two
  rows share.

holdout12 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout12`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import MON3, Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout12"
HOURS = ["t0", "t0.5", "t1", "t1.5", "t2", "t3", "t4", "t5"]


def cmp(b: Battery, question: str, a_name: str, a, c_name: str, c, decimals: int, why: str) -> None:
    """A comparison: the value is the difference of the two unrounded members."""
    assert a != c
    b.q(question, "comparison", abs(a - c), decimals, entity=a_name if a > c else c_name,
        members={a_name: a, c_name: c}, why=f"{why}: {a_name} {a}, {c_name} {c}; the value is the difference")


def holdout12(b: Battery) -> None:
    b.split = SPLIT

    # otitis-bacteria: 50 children x weeks 0, 2, 4, 6, 11 (30 tests missing); no numeric measure
    b.on(SPLIT, "otitis-bacteria")
    d = pd.read_csv(path(SPLIT, "otitis-bacteria"), index_col=0)
    b.q("How many children tested positive for H. influenzae at week 11?", "count",
        int(((d.week == 11) & (d.y == "y")).sum()), 0, why="count of rows with week 11 and y 'y'")
    b.q("How many children were tested at week 6?", "count", int((d.week == 6).sum()), 0,
        why="count of rows with week 6 (the missed tests are absent rows)")
    pl = d[d.trt == "placebo"]
    b.q("What share of the tests of children on the placebo found the bacteria?", "share",
        100 * (pl.y == "y").mean(), 2, why=f"rows with trt placebo and y 'y' over the {len(pl)} rows with trt placebo, "
        "in percent")
    wk, v = unique_arg(d[d.y == "y"].groupby("week").size(), largest=False)
    b.q("In which week did the fewest children test positive?", "min", v, 0, position=str(wk),
        why="count of rows with y 'y' per week; the smallest (unique) and its week")
    assert 8 not in set(d.week)
    b.refuse("How many children tested positive at week 8?", "refusal-unknown-member",
             "the tests were at weeks 0, 2, 4, 6 and 11: there is no week 8")

    # german-health-panel: ids x 1984..1988, unbalanced
    b.on(SPLIT, "german-health-panel")
    d = pd.read_csv(path(SPLIT, "german-health-panel"), index_col=0)
    b.q("How many times did person 3 visit the doctor in 1987?", "value",
        one(d[(d.id == 3) & (d.year == 1987)], "docvis"), 0, position="1987", why="docvis of the row id 3, year 1987")
    b.q("What was the average number of doctor visits per person in 1988?", "mean",
        d[d.year == 1988].docvis.mean(), 3, why=f"mean of docvis over the {int((d.year == 1988).sum())} rows of 1988")
    b.q("How many people were surveyed in 1987?", "count", int((d.year == 1987).sum()), 0,
        why="count of rows with year 1987 (one row a person and year)")
    y85 = d[d.year == 1985]
    cmp(b, "In 1985, did women or men go to the doctor more often on average, and by how many visits?",
        "women", y85[y85.female == 1].docvis.mean(), "men", y85[y85.female == 0].docvis.mean(), 3,
        "mean of docvis over the 1985 rows with female 1 and with female 0")
    yr, v = unique_arg(d.groupby("year").hospvis.mean())
    b.q("In which year did people spend the most days in hospital on average?", "max", v, 4, position=str(yr),
        why="mean of hospvis per year; the largest (unique) and its year")
    assert d[(d.id == 3) & (d.year == 1985)].empty and not d[d.id == 3].empty
    b.refuse("How many times did person 3 visit the doctor in 1985?", "refusal-missing-value",
             "person 3 has no row for 1985 (the panel is unbalanced: rows for 1984, 1986, 1987, 1988)")

    # ohio-wheeze: children 0..536 x age -2..1 (0 = age 9)
    b.on(SPLIT, "ohio-wheeze")
    d = pd.read_csv(path(SPLIT, "ohio-wheeze"), index_col=0)
    assert (d.groupby("id").smoke.nunique() == 1).all()
    b.q("How many children wheezed at age 9 (age coded 0)?", "count", int(d[d.age == 0].resp.sum()), 0,
        why="sum of resp (1 = wheeze) over the rows with age 0")
    b.q("How many of the children had a mother who smoked?", "count", int(d.groupby("id").smoke.first().sum()), 0,
        why="count of ids whose smoke is 1 (smoke is the same in each of a child's rows)")
    sm7 = d[(d.age == -2) & (d.smoke == 1)]
    b.q("What share of the children of smoking mothers wheezed at age 7 (age coded -2)?", "share",
        100 * sm7.resp.mean(), 2, why=f"mean of resp over the {len(sm7)} rows with age -2 and smoke 1, in percent")
    cmp(b, "Did more children wheeze at age 7 (coded -2) or at age 10 (coded 1), and how many more?",
        "age 7", int(d[d.age == -2].resp.sum()), "age 10", int(d[d.age == 1].resp.sum()), 0,
        "sum of resp over the rows with age -2 and with age 1")
    assert d.age.max() == 1
    b.refuse("How many children wheezed at age 12?", "refusal-after-end",
             "the children were examined at ages 7 to 10 only (age -2 .. 1)")

    # cake-breakage: 3 recipes x 15 replicates x 6 temperatures
    b.on(SPLIT, "cake-breakage")
    d = pd.read_csv(path(SPLIT, "cake-breakage"), index_col=0)
    b.q("At what angle did the recipe B cake of replicate 3 baked at 205 degrees break?", "value",
        one(d[(d.recipe == "B") & (d.replicate == 3) & (d.temperature == 205)], "angle"), 0,
        why="angle of the row recipe B, replicate 3, temperature 205")
    b.q("What was the average breaking angle of the recipe A cakes?", "mean", d[d.recipe == "A"].angle.mean(), 3,
        why="mean of angle over the 90 rows with recipe A")
    t, v = unique_arg(d.groupby("temperature").angle.mean())
    b.q("Which baking temperature gave the highest average breaking angle?", "ranking", v, 3, entity=t,
        why="mean of angle per temperature (45 cakes each); the largest (unique)")
    a225 = d[(d.recipe == "A") & (d.temperature == 225)].angle.mean()
    c225 = d[(d.recipe == "C") & (d.temperature == 225)].angle.mean()
    cmp(b, "At 225 degrees, did recipe A or recipe C cakes break at a higher angle on average, and by how much?",
        "A", a225, "C", c225, 3, "mean of angle over the 15 rows of each recipe at temperature 225")
    b.q("How many cakes broke at an angle above 50 degrees?", "count", int((d.angle > 50).sum()), 0,
        why="count of rows with angle > 50")
    assert "D" not in set(d.recipe)
    b.refuse("At what angle did the recipe D cakes baked at 195 degrees break on average?",
             "refusal-unknown-member", "the recipes are A, B and C only")

    # phosphate-levels: 33 patients x 8 times (hours in the headers)
    b.on(SPLIT, "phosphate-levels")
    d = pd.read_csv(path(SPLIT, "phosphate-levels"), index_col=0)
    b.q("What was patient 5's phosphate level two hours after the glucose dose?", "value", d.loc[5, "t2"], 1,
        why="the cell of row 5, column t2")
    ob = d[d.group == "obese"]
    b.q("What was the average baseline phosphate level of the obese patients?", "mean", ob.t0.mean(), 3,
        why=f"mean of t0 over the {len(ob)} rows with group obese")
    k, v = unique_arg(d[d.group == "control"][HOURS].mean(), largest=False)
    b.q("At which time was the control group's average phosphate level lowest?", "ranking", v, 3, entity=k,
        why="mean of each time column over the 20 control rows; the smallest (unique) and its column")
    b.q("How many patients had a phosphate level above 4 five hours after the dose?", "count",
        int((d.t5 > 4).sum()), 0, why="count of rows with t5 > 4")
    a, c = ob.t0.mean(), ob.t1.mean()
    b.q("How much did the obese group's average phosphate level change from baseline to one hour after the dose?",
        "change", c - a, 3, why=f"mean of t1 ({c:.4f}) minus mean of t0 ({a:.4f}) over the {len(ob)} obese rows")
    assert list(d.columns[-1:]) == ["t5"]
    b.refuse("What was patient 5's phosphate level six hours after the dose?", "refusal-after-end",
             "the last measurement is five hours after the dose (t5)")

    # dm-dollar-rate: Fridays 1975-01-03 .. 1989-11-24
    b.on(SPLIT, "dm-dollar-rate")
    d = pd.read_csv(path(SPLIT, "dm-dollar-rate"), index_col=0)
    d["dt"] = pd.to_datetime(d.date.astype(str), format="%Y%m%d")
    b.q("What was the spot price of a dollar in Deutsche Mark on 5 January 1979?", "value",
        one(d[d.date == 19790105], "s"), 4, position="1979-01-05", why="s of the row date 19790105")
    pos, v = unique_arg(d.set_index("dt").s)
    b.q("When was the dollar at its strongest against the Mark on the spot market, and at what rate?", "max", v, 4,
        position=pos.strftime("%Y-%m-%d"), why="the largest s over the 778 weeks (unique) and its date")
    y80 = d[d.dt.dt.year == 1980]
    b.q("What was the average spot rate in 1980?", "mean", y80.s.mean(), 4,
        why=f"mean of s over the {len(y80)} Fridays of 1980")
    q1 = d[(d.dt.dt.year == 1985) & (d.dt.dt.month <= 3)]
    b.q("What was the average 30-day forward rate in the first quarter of 1985?", "mean", q1.f.mean(), 4,
        why=f"mean of f over the {len(q1)} Fridays of January-March 1985")
    su = d[(d.dt.dt.year == 1986) & d.dt.dt.month.isin([6, 7, 8])]
    b.q("What was the average spot rate in the summer of 1986?", "mean", su.s.mean(), 4,
        why=f"mean of s over the {len(su)} Fridays of June, July and August 1986 (meteorological summer)")
    a, c = one(d[d.date == 19850104], "s"), one(d[d.date == 19880108], "s")
    b.q("By what percent did the spot rate change between 4 January 1985 and 8 January 1988?", "percent-change",
        100 * (c - a) / a, 2, why=f"(s of 19880108 {c} - s of 19850104 {a}) / {a}, in percent")
    assert d.dt.max() < pd.Timestamp("1991-03-01")
    b.refuse("What was the spot rate in March 1991?", "refusal-after-end", "the data end on 24 November 1989")

    # us-tax-words: 1955..2005 every ten years
    b.on(SPLIT, "us-tax-words")
    d = pd.read_csv(path(SPLIT, "us-tax-words"), index_col=0).set_index("year")
    b.q("How many thousand words did the income tax code have in 1985?", "value", d.loc[1985, "IncomeTaxCode"], 0,
        position="1985", why="IncomeTaxCode of the row 1985")
    a, c = d.loc[1955, "EntireTaxCodeAndRegs"], d.loc[2005, "EntireTaxCodeAndRegs"]
    b.q("By what percent did the whole tax law, code and regulations together, grow from 1955 to 2005?",
        "percent-change", 100 * (c - a) / a, 2, why=f"EntireTaxCodeAndRegs 2005 ({c}) minus 1955 ({a}), over 1955's, "
        "in percent")
    cmp(b, "In 1975, how many more thousand words were in the income tax regulations than in the income tax code?",
        "regulations", d.loc[1975, "IncomeTaxRegulations"], "code", d.loc[1975, "IncomeTaxCode"], 0,
        "IncomeTaxRegulations and IncomeTaxCode of the row 1975")
    a, c = d.loc[1995, "otherTaxRegulations"], d.loc[2005, "otherTaxRegulations"]
    b.q("How much did the regulations for taxes other than the income tax change between 1995 and 2005?", "change",
        c - a, 0, why=f"otherTaxRegulations 2005 ({c}) minus 1995 ({a})")

    # napoleon-retreat-temps: 9 readings Oct18 .. Dec07 (one date NA)
    b.on(SPLIT, "napoleon-retreat-temps")
    d = pd.read_csv(path(SPLIT, "napoleon-retreat-temps"), index_col=0)
    b.q("What was the temperature on November 14?", "value", one(d[d.date == "Nov14"], "temp"), 0,
        position="11-14", why="temp of the row date Nov14")
    i, v = unique_arg(d.temp, largest=False)
    assert isinstance(d.date[i], str)
    b.q("What was the coldest temperature of the retreat, and on which day?", "min", v, 0,
        position=f"{MON3.index(d.date[i][:3]) + 1:02d}-{d.date[i][3:]}",
        why=f"the smallest temp (unique), on {d.date[i]}")
    b.q("What was the average of the temperatures recorded on the retreat?", "mean", d.temp.mean(), 2,
        why="mean of temp over the 9 rows (the row with no date included)")
    a, c = one(d[d.date == "Oct18"], "temp"), one(d[d.date == "Dec07"], "temp")
    b.q("How much did the temperature change between October 18 and December 7?", "change", c - a, 0,
        why=f"temp of Dec07 ({c}) minus temp of Oct18 ({a})")
    assert d.date.iloc[-1] == "Dec07" and not d.date.dropna().str.startswith("Dec2").any()
    b.refuse("What was the temperature on December 20?", "refusal-after-end", "the last reading is on December 7")

    # ams-new-phds: type x sex x citizen, 2008-09 (count) and 2011-12 (count11)
    b.on(SPLIT, "ams-new-phds")
    d = pd.read_csv(path(SPLIT, "ams-new-phds"), index_col=0)
    b.q("How many US women earned PhDs in group I public departments in 2008-09?", "value",
        one(d[(d.type == "I(Pu)") & (d.sex == "Female") & (d.citizen == "US")], "count"), 0,
        why="count of the row type I(Pu), sex Female, citizen US (count is 2008-09)")
    b.q("How many new PhDs were there in total in 2011-12?", "sum", d.count11.sum(), 0,
        why="sum of count11 over the 24 rows")
    a, c = d["count"].sum(), d.count11.sum()
    b.q("By what percent did the number of new PhDs grow from 2008-09 to 2011-12?", "percent-change",
        100 * (c - a) / a, 2, why=f"sum of count11 ({c}) minus sum of count ({a}), over the latter, in percent")
    k, v = unique_arg(d.groupby("type")["count"].sum())
    b.q("Which type of department produced the most new PhDs in 2008-09?", "ranking", v, 0, entity=k,
        why="sum of count per type; the largest (unique)")
    iv = d[d.type == "IV"]
    cmp(b, "In 2011-12, did more men or women earn PhDs in statistics and biostatistics (type IV), and how many more?",
        "Male", int(iv[iv.sex == "Male"].count11.sum()), "Female", int(iv[iv.sex == "Female"].count11.sum()), 0,
        "sum of count11 over the type IV rows per sex (US and Non-US)")
    assert list(d.columns) == ["type", "sex", "citizen", "count", "count11"]
    b.refuse("How many new PhDs were there in 2015-16?", "refusal-after-end",
             "the table holds 2008-09 and 2011-12 only")

    # minnesota-graduates: hs x phs x fol x sex, counts f
    b.on(SPLIT, "minnesota-graduates")
    d = pd.read_csv(path(SPLIT, "minnesota-graduates"), index_col=0)
    b.q("How many Minnesota high-school graduates of 1938 does the table count?", "sum", d.f.sum(), 0,
        why="sum of f over the 168 cells")
    b.q("How many boys from the upper third of their class went to college (phs C)?", "sum",
        d[(d.hs == "U") & (d.phs == "C") & (d.sex == "M")].f.sum(), 0,
        why="sum of f over the cells hs U, phs C, sex M (the 7 father's levels)")
    g = d[d.sex == "F"]
    b.q("What share of the girls went on to college?", "share", 100 * g[g.phs == "C"].f.sum() / g.f.sum(), 2,
        why="sum of f of the cells sex F, phs C over the sum of f of the cells sex F, in percent")
    k, v = unique_arg(d.groupby("fol").f.sum())
    b.q("Which father's occupational level had the most graduates?", "ranking", v, 0, entity=k,
        why="sum of f per fol; the largest (unique)")
    cmp(b, "Did more boys or girls go straight into full-time employment (phs E), and how many more?",
        "boys", int(d[(d.phs == "E") & (d.sex == "M")].f.sum()), "girls",
        int(d[(d.phs == "E") & (d.sex == "F")].f.sum()), 0, "sum of f over the cells phs E per sex")
    assert list(d.columns) == ["hs", "phs", "fol", "sex", "f"]
    b.refuse("How many of the graduates came from Minneapolis?", "refusal-unknown-member",
             "the table has no place: only rank, what came next, father's level and sex")

    # womens-role-survey: education 0..20 x sex, agree / disagree
    b.on(SPLIT, "womens-role-survey")
    d = pd.read_csv(path(SPLIT, "womens-role-survey"), index_col=0)
    b.q("How many women with 12 years of education agreed with the statement?", "value",
        one(d[(d.education == 12) & (d.sex == "Female")], "agree"), 0, why="agree of the row education 12, Female")
    b.q("How many men disagreed in all?", "sum", d[d.sex == "Male"].disagree.sum(), 0,
        why="sum of disagree over the 21 Male rows")
    tot = d.agree.sum() + d.disagree.sum()
    b.q("What share of all the respondents agreed that women should leave running the country to men?", "share",
        100 * d.agree.sum() / tot, 2, why=f"sum of agree over the sum of agree and disagree ({tot}), in percent")
    cmp(b, "Did more men or more women agree with the statement, and how many more?",
        "men", int(d[d.sex == "Male"].agree.sum()), "women", int(d[d.sex == "Female"].agree.sum()), 0,
        "sum of agree per sex")
    assert 25 not in set(d.education)
    b.refuse("How many people with 25 years of education agreed?", "refusal-unknown-member",
             "education runs from 0 to 20 years")

    # infant-mortality-1970: 105 countries
    b.on(SPLIT, "infant-mortality-1970")
    d = pd.read_csv(path(SPLIT, "infant-mortality-1970"), index_col=0)
    b.q("What was Sweden's infant mortality rate?", "value", d.loc["Sweden", "infant"], 1,
        why="infant of the row Sweden")
    k, v = unique_arg(d.infant)
    b.q("Which country had the highest infant mortality?", "ranking", v, 1, entity=k,
        why="the largest infant over the 101 rows with a value (unique)")
    b.q("What was the average per-capita income of the European countries?", "mean",
        d[d.region == "Europe"].income.mean(), 2, why="mean of income over the rows with region Europe")
    b.q("How many of the countries were oil exporters?", "count", int((d.oil == "yes").sum()), 0,
        why="count of rows with oil yes")
    cmp(b, "Was infant mortality higher in Brazil or in Mexico, and by how much?",
        "Brazil", d.loc["Brazil", "infant"], "Mexico", d.loc["Mexico", "infant"], 1, "infant of the two rows")
    assert pd.isna(d.loc["Nepal", "infant"])
    b.refuse("What was Nepal's infant mortality rate?", "refusal-missing-value",
             "Nepal's infant cell is NA: the table does not give it")

    # motor-trend-cars: 32 cars
    b.on(SPLIT, "motor-trend-cars")
    d = pd.read_csv(path(SPLIT, "motor-trend-cars"), index_col=0)
    b.q("What is the horsepower of the Ferrari Dino?", "value", d.loc["Ferrari Dino", "hp"], 0,
        why="hp of the row Ferrari Dino")
    k, v = unique_arg(d.mpg)
    b.q("Which car has the best fuel economy?", "ranking", v, 1, entity=k, why="the largest mpg (unique)")
    b.q("What is the average mpg of the cars with a manual transmission?", "mean", d[d.am == 1].mpg.mean(), 3,
        why="mean of mpg over the rows with am 1 (manual)")
    k, v = unique_arg(d.wt)
    b.q("Which car is the heaviest?", "ranking", v, 3, entity=k, why="the largest wt (1000 lbs, unique)")
    assert not [c for c in d.columns if "price" in c.lower()]
    b.refuse("What did the Mazda RX4 cost?", "refusal-unknown-measure", "the table has no price")

    # de-piles-painters: 54 painters, four marks of 20
    b.on(SPLIT, "de-piles-painters")
    d = pd.read_csv(path(SPLIT, "de-piles-painters"), index_col=0)
    b.q("What mark did de Piles give Rubens for colour?", "value", d.loc["Rubens", "Colour"], 0,
        why="Colour of the row Rubens")
    k, v = unique_arg(d.Drawing)
    b.q("Which painter scored highest for drawing?", "ranking", v, 0, entity=k, why="the largest Drawing (unique)")
    b.q("What was the average composition mark of the Venetian painters (school D)?", "mean",
        d[d.School == "D"].Composition.mean(), 3, why="mean of Composition over the rows with School D")
    b.q("How many painters got a zero for expression?", "count", int((d.Expression == 0).sum()), 0,
        why="count of rows with Expression 0")
    cmp(b, "Did Raphael or Michelangelo get the higher mark for expression, and by how much?",
        "Raphael", d.loc["Raphael", "Expression"], "Michelangelo", d.loc["Michelangelo", "Expression"], 0,
        "Expression of the two rows")
    assert "Vermeer" not in d.index
    b.refuse("What mark did de Piles give Vermeer for colour?", "refusal-unknown-member",
             "Vermeer is not among the 54 painters")

    # economics-journals: 180 journals in 2000
    b.on(SPLIT, "economics-journals")
    d = pd.read_csv(path(SPLIT, "economics-journals"), index_col=0)
    b.q("What was the library subscription price of the Journal of Econometrics?", "value",
        one(d[d.title == "Journal of Econometrics"], "libprice"), 0,
        why="libprice of the row titled Journal of Econometrics")
    k, v = unique_arg(d.set_index("title").citestot)
    b.q("Which journal was cited the most?", "ranking", v, 0, entity=k,
        why="the largest citestot (unique) and its title")
    b.q("What was the average library price of the Elsevier journals?", "mean", d[d.pub == "Elsevier"].libprice.mean(),
        2, why=f"mean of libprice over the {int((d.pub == 'Elsevier').sum())} rows with pub Elsevier")
    b.q("How many of the journals were founded before 1950?", "count", int((d.date1 < 1950).sum()), 0,
        why="count of rows with date1 < 1950")
    k, v = unique_arg(d.set_index("title").date1, largest=False)
    b.q("Which is the oldest journal in the list?", "ranking", v, 0, entity=k,
        why="the smallest date1, the year founded (unique), and its title")
    assert (d.title == "World Development").sum() == 2
    b.refuse("What is the library price of World Development?", "refusal-ambiguous",
             "two rows are titled World Development (Blackwell 805, Elsevier 1450): the question does not say which")

    # us-airports: 514 airports
    b.on(SPLIT, "us-airports")
    d = pd.read_csv(path(SPLIT, "us-airports"))
    b.q("At what altitude is Denver International Airport?", "value",
        one(d[d.Name == "Denver International Airport"], "Altitude"), 0,
        why="Altitude of the row Denver International Airport")
    k, v = unique_arg(d.set_index("Name").Altitude)
    b.q("Which airport lies highest?", "ranking", v, 0, entity=k, why="the largest Altitude (unique) and its Name")
    b.q("How many large airports are there?", "count", int((d.Type == "large_airport").sum()), 0,
        why="count of rows with Type large_airport")
    b.q("What is the average altitude of the large airports?", "mean", d[d.Type == "large_airport"].Altitude.mean(), 2,
        why="mean of Altitude over the rows with Type large_airport")
    b.q("How many of the airports are in Puerto Rico?", "count", int((d.Country == "Puerto Rico").sum()), 0,
        why="count of rows with Country Puerto Rico")
    assert d.Timezone.isna().all()
    b.refuse("What time zone is Denver International Airport in?", "refusal-missing-value",
             "the Timezone column is empty in every row")


def build() -> list[dict]:
    b = Battery()
    holdout12(b)
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
