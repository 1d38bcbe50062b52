"""Write the question battery over the unseen fourteenth split: questions/holdout13.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout13/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout13.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a patient, a family, a school district are named by their number, code or name as the file
  writes it (``patient 12``, ``family 136A``, ``Sunol Glen Unified``); an area of the census, a site
  of the wader counts by R's row names (``New York City`` for ``New.York.City``, site ``A``); a
  senator by the surname the file writes in capitals;
- a code the question spells out is the file's code, given in the question where it is not a word:
  the thiotepa arm is ``rx`` 2, a cubit class is headed by its midpoint (``18.25`` is 18 to 18.5
  inches), a wader species by its ``S`` number (the Sanderling is ``S14``), a nitrogen dressing by
  ``0.4cwt``;
- a coal-mine disaster's year is the whole part of its date (1866.25 is in 1866); a decade named
  "the 1860s" is 1860-1869;
- a count of rows is ``count``; a share is in percent of the rows (or of the summed counts of a
  frequency or cross table) that the question names; a comparison's value is the difference of
  the two unrounded members;
- a mean, a sum or a count leaves out missing (NA) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end, a member it does not have (its absence asserted here), a cell or a row that is missing, a
  name two rows share, a calendar the table does not have.

holdout13 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout13`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout13"
CUBITS = ["16.5", "16.75", "17.25", "17.75", "18.25", "18.75", "19.25", "19.75"]


def cmp(b: Battery, question: str, a_name: str, a, c_name: str, c, decimals: int, why: str) -> None:
    """A comparison: the value is the difference of the two unrounded members."""
    assert a != c
    b.q(question, "comparison", abs(a - c), decimals, entity=a_name if a > c else c_name,
        members={a_name: a, c_name: c}, why=f"{why}: {a_name} {a}, {c_name} {c}; the value is the difference")


def holdout13(b: Battery) -> None:
    b.split = SPLIT

    # bladder-recurrences: 85 patients x enum 1..4; rx 1 placebo, 2 thiotepa
    b.on(SPLIT, "bladder-recurrences")
    d = pd.read_csv(path(SPLIT, "bladder-recurrences"), index_col=0)
    assert (d.groupby("id").size() == 4).all() and (d.groupby("id")[["rx", "number", "size"]].nunique() == 1).all().all()
    first = d[d.enum == 1]
    b.q("How many patients were given thiotepa?", "count", int((first.rx == 2).sum()), 0,
        why="count of ids with rx 2 (one row each with enum 1; rx is the same in a patient's four rows)")
    b.q("How many recurrences were recorded in the placebo group?", "count", int(d[d.rx == 1].event.sum()), 0,
        why="sum of event (1 = a recurrence) over the rows with rx 1")
    b.q("How large was patient 12's largest initial tumour?", "value", one(first[first.id == 12], "size"), 0,
        why="size (cm) of the row id 12, enum 1 (the same in the patient's four rows)")
    b.q("What was the average initial number of tumours of the thiotepa patients?", "mean",
        first[first.rx == 2].number.mean(), 3,
        why=f"mean of number over the {int((first.rx == 2).sum())} patients with rx 2 (their enum 1 rows; 8 means "
        "8 or more, taken as 8)")
    cmp(b, "Did more patients on placebo or on thiotepa have a first recurrence, and how many more?",
        "placebo", int(first[first.rx == 1].event.sum()), "thiotepa", int(first[first.rx == 2].event.sum()), 0,
        "sum of event over the enum 1 rows with rx 1 and with rx 2")
    assert set(d.rx) == {1, 2}
    b.refuse("How many recurrences did the patients on pyridoxine have?", "refusal-unknown-member",
             "the table holds the placebo (rx 1) and thiotepa (rx 2) arms only: the pyridoxine arm is not in it")

    # thought-disorder: 44 subjects x months 0, 2, 6, 8, 10; disorder NA in 16 rows
    b.on(SPLIT, "thought-disorder")
    d = pd.read_csv(path(SPLIT, "thought-disorder"), index_col=0)
    present = d.disorder == "present"
    b.q("How many patients had thought disorder on admission to hospital (month 0)?", "count",
        int((present & (d.month == 0)).sum()), 0, why="count of rows with month 0 and disorder present")
    early = d.onset == "< 20 yrs"
    b.q("Ten months after hospitalisation, how many of the patients whose illness began before age 20 still had "
        "thought disorder?", "count", int((present & early & (d.month == 10)).sum()), 0,
        why="count of rows with month 10, onset '< 20 yrs' and disorder present")
    m2 = d[d.month == 2]
    assert m2.disorder.isna().sum() == 1
    b.q("What share of the patients assessed at month 2 had thought disorder?", "share",
        100 * (m2.disorder == "present").sum() / m2.disorder.notna().sum(), 2,
        why=f"rows with month 2 and disorder present over the {int(m2.disorder.notna().sum())} rows of month 2 "
        "with a disorder value (one is NA), in percent")
    cmp(b, "Were more patients affected by thought disorder at month 6 or at month 8, and how many more?",
        "month 6", int((present & (d.month == 6)).sum()), "month 8", int((present & (d.month == 8)).sum()), 0,
        "count of rows with disorder present at month 6 and at month 8")
    assert d.month.max() == 10
    b.refuse("How many patients had thought disorder a year after hospitalisation?", "refusal-after-end",
             "the last assessment is at month 10")

    # mayo-pbc: 418 patients; trt NA for the 106 not randomised
    b.on(SPLIT, "mayo-pbc")
    d = pd.read_csv(path(SPLIT, "mayo-pbc"), index_col=0)
    b.q("What was patient 5's serum bilirubin?", "value", one(d[d.id == 5], "bili"), 1, why="bili of the row id 5")
    t1 = d[d.trt == 1]
    b.q("What was the average age of the patients given D-penicillamine?", "mean", t1.age.mean(), 2,
        why=f"mean of age over the {len(t1)} rows with trt 1")
    b.q("How many of the patients had died by the end of the study?", "count", int((d.status == 2).sum()), 0,
        why="count of rows with status 2 (dead)")
    f = d[d.sex == "f"]
    b.q("What was the average cholesterol of the women?", "mean", f.chol.mean(), 2,
        why=f"mean of chol over the {int(f.chol.notna().sum())} rows with sex f and a chol value "
        f"({int(f.chol.isna().sum())} NA left out)")
    cmp(b, "In the trial, did the D-penicillamine group or the placebo group have the higher average bilirubin, "
        "and by how much?", "D-penicillamine", t1.bili.mean(), "placebo", d[d.trt == 2].bili.mean(), 3,
        "mean of bili over the rows with trt 1 and with trt 2")
    p313 = d[d.id == 313]
    assert len(p313) == 1 and p313.trt.isna().all() and p313.chol.isna().all()
    b.refuse("What was patient 313's cholesterol?", "refusal-missing-value",
             "patient 313 was not in the randomised trial: the chol cell of id 313 is NA")
    assert not [c for c in d.columns if "press" in c.lower() or c.lower() in ("bp", "sbp", "dbp")]
    b.refuse("What was patient 5's blood pressure?", "refusal-unknown-measure", "the table has no blood pressure")

    # galton-cubits: stature 71..63 (row names) x cubit classes (headers)
    b.on(SPLIT, "galton-cubits")
    d = pd.read_csv(path(SPLIT, "galton-cubits"), index_col=0)
    d.columns = [str(c) for c in d.columns]
    assert list(d.columns) == CUBITS and list(d.index) == list(range(71, 62, -1))
    b.q("How many of the men 69 inches tall had a forearm of 18 to 18.5 inches (class 18.25)?", "value",
        d.loc[69, "18.25"], 0, why="the cell of row 69, column 18.25")
    b.q("How many men of 71 inches does Galton's table count?", "sum", d.loc[71].sum(), 0,
        why="sum of the eight cells of row 71")
    b.q("How many men had a forearm of 19.5 inches or more?", "sum", d["19.75"].sum(), 0,
        why="sum of column 19.75 (19.5 and over) over the nine statures")
    k, v = unique_arg(d.loc[67])
    b.q("Among the men 67 inches tall, which forearm class was the most common?", "ranking", v, 0, entity=k,
        why="the largest cell of row 67 (unique) and its column")
    b.q("What share of all the men had a forearm under 16.5 inches?", "share", 100 * d["16.5"].sum() / d.values.sum(), 2,
        why=f"sum of column 16.5 over the sum of all the cells ({int(d.values.sum())}), in percent")
    assert 74 not in d.index
    b.refuse("How many men 74 inches tall had a forearm of 19 to 19.5 inches?", "refusal-unknown-member",
             "the statures run from 63 to 71 inches: there is no row 74")

    # south-african-waders: sites A..O x species S1..S19
    b.on(SPLIT, "south-african-waders")
    d = pd.read_csv(path(SPLIT, "south-african-waders"), index_col=0)
    b.q("How many Sanderlings (S14) were counted at site A, the Namibia North coast?", "value", d.loc["A", "S14"], 0,
        why="the cell of row A, column S14")
    b.q("How many waders of all species were counted at the Natal wetland (site O)?", "sum", d.loc["O"].sum(), 0,
        why="sum of the 19 species columns of row O")
    k, v = unique_arg(d.S16)
    b.q("Which site had the most Curlew Sandpipers (S16)?", "ranking", v, 0, entity=k,
        why="the largest S16 over the 15 sites (unique) and its row")
    cmp(b, "Were there more Turnstones (S12) at site A or at site B, and how many more?",
        "A", int(d.loc["A", "S12"]), "B", int(d.loc["B", "S12"]), 0, "the S12 cells of rows A and B")
    b.q("At how many of the sites was no Avocet (S18) counted?", "count", int((d.S18 == 0).sum()), 0,
        why="count of rows with S18 0")

    # us-social-security: 1948..1983
    b.on(SPLIT, "us-social-security")
    d = pd.read_csv(path(SPLIT, "us-social-security"), index_col=0).set_index("year")
    b.q("What social security share of the budget does the table record for 1970?", "value", d.loc[1970, "L2SocSec"], 2,
        position="1970", why="L2SocSec of the row 1970")
    yr, v = unique_arg(d.L2SocSec)
    b.q("When was social security spending at its highest share of the budget, and what was it?", "max", v, 2,
        position=str(yr), why="the largest L2SocSec over the 36 years (unique) and its year")
    s60 = d.loc[1960:1969, "L2SocSec"]
    b.q("What was the average social security share in the 1960s?", "mean", s60.mean(), 3,
        why=f"mean of L2SocSec over the {len(s60)} years 1960-1969")
    a, c = d.loc[1950, "L2SocSec"], d.loc[1980, "L2SocSec"]
    b.q("How much did the social security share change between 1950 and 1980?", "change", c - a, 2,
        why=f"L2SocSec 1980 ({c}) minus 1950 ({a})")
    a, c = d.loc[1955, "L2SocSec"], d.loc[1975, "L2SocSec"]
    b.q("By what percent did the social security share of the budget grow from 1955 to 1975?", "percent-change",
        100 * (c - a) / a, 2, why=f"(L2SocSec 1975 {c} - L2SocSec 1955 {a}) / {a}, in percent")
    assert d.index.max() == 1983
    b.refuse("What was the social security share of the budget in 1990?", "refusal-after-end",
             "the data end in 1983")

    # florida-cloud-seeding: 24 days, time = days after the first day
    b.on(SPLIT, "florida-cloud-seeding")
    d = pd.read_csv(path(SPLIT, "florida-cloud-seeding"), index_col=0)
    b.q("How much rain fell on day 38 of the experiment?", "value", one(d[d.time == 38], "rainfall"), 2,
        position="38", why="rainfall of the row time 38")
    day, v = unique_arg(d.set_index("time").rainfall, largest=False)
    b.q("On which day of the experiment was the least rain recorded, and how much?", "min", v, 2, position=str(day),
        why="the smallest rainfall over the 24 days (unique) and its time")
    cmp(b, "Did the seeded days or the unseeded days get more rain on average, and by how much?",
        "seeded", d[d.seeding == "yes"].rainfall.mean(), "unseeded", d[d.seeding == "no"].rainfall.mean(), 3,
        "mean of rainfall over the 12 rows with seeding yes and the 12 with seeding no")
    w = d[d.time <= 30]
    b.q("What was the average rainfall from day 0 to day 30 of the experiment?", "mean", w.rainfall.mean(), 3,
        why=f"mean of rainfall over the {len(w)} rows with time 0 .. 30 (both ends included)")
    b.q("On how many of the days was the radar echo stationary?", "count", int((d.echomotion == "stationary").sum()), 0,
        why="count of rows with echomotion stationary")
    b.refuse("How much rain fell on the seeded days in July?", "refusal-constraint",
             "the days are counted from the experiment's first day, whose date the table does not give: no month "
             "can be applied")

    # oxygen-demand: days 1, 2, 3, 4, 5, 7
    b.on(SPLIT, "oxygen-demand")
    d = pd.read_csv(path(SPLIT, "oxygen-demand"), index_col=0).set_index("Time")
    b.q("What was the oxygen demand on day 3?", "value", d.loc[3, "demand"], 1, position="3",
        why="demand of the row Time 3")
    day, v = unique_arg(d.demand)
    b.q("On which day was the oxygen demand highest, and what was it?", "max", v, 1, position=str(day),
        why="the largest demand over the 6 days (unique) and its day")
    a, c = d.loc[1, "demand"], d.loc[5, "demand"]
    b.q("By what percent did the oxygen demand rise from day 1 to day 5?", "percent-change", 100 * (c - a) / a, 2,
        why=f"(demand of day 5 {c} - demand of day 1 {a}) / {a}, in percent")
    assert 6 not in d.index
    b.refuse("What was the oxygen demand on day 6?", "refusal-missing-value",
             "there is no measurement on day 6 (the days are 1, 2, 3, 4, 5 and 7)")

    # coal-mine-disasters: 191 dates 1851..1962
    b.on(SPLIT, "coal-mine-disasters")
    d = pd.read_csv(path(SPLIT, "coal-mine-disasters"), index_col=0)
    y = d.date.astype(int)
    b.q("How many coal-mining disasters were there in 1866?", "count", int((y == 1866).sum()), 0,
        why="count of rows whose date lies in 1866 (whole part 1866)")
    b.q("How many disasters were there from 1900 to 1909?", "count", int(((y >= 1900) & (y <= 1909)).sum()), 0,
        why="count of rows whose date's year is 1900 .. 1909")
    b.q("On average, how many disasters a year were there in the 1860s?", "mean",
        ((y >= 1860) & (y <= 1869)).sum() / 10, 2,
        why="count of rows with year 1860 .. 1869 divided by the 10 years (years with none count as 0)")
    yr, v = unique_arg(y[(y >= 1880) & (y <= 1889)].value_counts())
    b.q("Which year of the 1880s had the most coal-mining disasters, and how many?", "max", v, 0, position=str(yr),
        why="count of rows per year over 1880 .. 1889; the largest (unique) and its year")
    cmp(b, "Were there more disasters in the 1850s or in the 1930s, and how many more?",
        "1850s", int(((y >= 1850) & (y <= 1859)).sum()), "1930s", int(((y >= 1930) & (y <= 1939)).sum()), 0,
        "count of rows with year 1850 .. 1859 and with year 1930 .. 1939")
    assert y.max() == 1962
    b.refuse("How many coal-mining disasters were there in 1970?", "refusal-after-end",
             "the last disaster listed is in March 1962, where the data end")

    # galton-families: 934 children of 205 families
    b.on(SPLIT, "galton-families")
    d = pd.read_csv(path(SPLIT, "galton-families"), index_col=0, dtype={"family": str})
    fam = d.drop_duplicates("family").set_index("family")
    assert (d.groupby("family")[["father", "mother", "children"]].nunique() == 1).all().all()
    b.q("How tall was the father of family 001?", "value", fam.loc["001", "father"], 1,
        why="father of the rows of family '001' (the same in each)")
    b.q("How many children were in family 136?", "value", fam.loc["136", "children"], 0,
        why="children of the rows of family '136' (family '136A' is another, with 8)")
    b.q("What was the average height of the sons?", "mean", d[d.gender == "male"].childHeight.mean(), 3,
        why=f"mean of childHeight over the {int((d.gender == 'male').sum())} rows with gender male")
    k, v = unique_arg(fam.father)
    b.q("Which family had the tallest father?", "ranking", v, 1, entity=k,
        why="the largest father over the 205 families (unique) and its family code")
    assert "205" not in fam.index
    b.refuse("How tall was the father of family 205?", "refusal-unknown-member",
             "the families are numbered 001 .. 204 (with 136A): there is no family 205")

    # coal-miners-breathing: B/NoB x W/NoW x 9 age groups
    b.on(SPLIT, "coal-miners-breathing")
    d = pd.read_csv(path(SPLIT, "coal-miners-breathing"), index_col=0)
    b.q("How many miners aged 40-44 had both breathlessness and wheeze?", "value",
        one(d[(d.Age == "40-44") & (d.Breathlessness == "B") & (d.Wheeze == "W")], "Freq"), 0,
        why="Freq of the row B, W, 40-44")
    b.q("How many of the miners were aged 60-64?", "sum", d[d.Age == "60-64"].Freq.sum(), 0,
        why="sum of Freq over the four rows of age 60-64")
    a = d[d.Age == "55-59"]
    b.q("What share of the miners aged 55-59 suffered from breathlessness?", "share",
        100 * a[a.Breathlessness == "B"].Freq.sum() / a.Freq.sum(), 2,
        why="sum of Freq of the rows 55-59 with Breathlessness B over the sum of Freq of the rows 55-59, in percent")
    k, v = unique_arg(d[(d.Breathlessness == "NoB") & (d.Wheeze == "W")].set_index("Age").Freq)
    b.q("Which age group had the most miners with wheeze but no breathlessness?", "ranking", v, 0, entity=k,
        why="Freq of the rows NoB, W per age group; the largest (unique)")
    cmp(b, "Overall, were more miners breathless or wheezy, and by how many?",
        "breathless", int(d[d.Breathlessness == "B"].Freq.sum()), "wheezy", int(d[d.Wheeze == "W"].Freq.sum()), 0,
        "sum of Freq over the rows with Breathlessness B and over the rows with Wheeze W")

    # census-undercount-1980: 66 areas (row names)
    b.on(SPLIT, "census-undercount-1980")
    d = pd.read_csv(path(SPLIT, "census-undercount-1980"), index_col=0)
    b.q("What was the estimated census undercount in New York City?", "value", d.loc["New.York.City", "undercount"], 2,
        why="undercount of the row New.York.City")
    b.q("What was the poverty rate in the rest of New York state, outside New York City?", "value",
        d.loc["New.York.R", "poverty"], 1, why="poverty of the row New.York.R (the state's remainder)")
    k, v = unique_arg(d.crime)
    b.q("Which area had the highest crime rate?", "ranking", v, 0, entity=k, why="the largest crime (unique) and its row")
    b.q("What was the average undercount of the 16 large cities?", "mean", d[d.city == "city"].undercount.mean(), 3,
        why="mean of undercount over the 16 rows with city 'city'")
    b.q("In how many areas was the population overcounted rather than undercounted?", "count",
        int((d.undercount < 0).sum()), 0, why="count of rows with undercount < 0")
    assert not [n for n in d.index if "seattle" in n.lower()]
    b.refuse("What was the estimated undercount in Seattle?", "refusal-unknown-member",
             "Seattle is not one of the 16 cities (Washington is there only as a state)")

    # oats-field-trial: 6 blocks x 3 varieties x 4 nitrogen levels
    b.on(SPLIT, "oats-field-trial")
    d = pd.read_csv(path(SPLIT, "oats-field-trial"), index_col=0)
    b.q("What was the yield of Victory in block III with 0.4 cwt of nitrogen?", "value",
        one(d[(d.B == "III") & (d.V == "Victory") & (d.N == "0.4cwt")], "Y"), 0, why="Y of the row III, Victory, 0.4cwt")
    b.q("What was the average yield of the Marvellous plots?", "mean", d[d.V == "Marvellous"].Y.mean(), 3,
        why="mean of Y over the 24 rows with V Marvellous")
    k, v = unique_arg(d.groupby("N").Y.mean())
    b.q("Which nitrogen dressing gave the highest average yield?", "ranking", v, 3, entity=k,
        why="mean of Y per N (18 plots each); the largest (unique)")
    cmp(b, "Did Golden Rain or Victory yield more on average, and by how much?",
        "Golden.rain", d[d.V == "Golden.rain"].Y.mean(), "Victory", d[d.V == "Victory"].Y.mean(), 3,
        "mean of Y over the 24 rows of each variety")
    b.q("What was the total yield of block I?", "sum", d[d.B == "I"].Y.sum(), 0, why="sum of Y over the 12 rows of block I")

    # iraq-war-vote: 100 senators
    b.on(SPLIT, "iraq-war-vote")
    d = pd.read_csv(path(SPLIT, "iraq-war-vote"), index_col=0)
    dem = d.name.str.contains(r"\(D ", regex=True)
    b.q("How many Democratic senators voted against the resolution?", "count", int((dem & (d.y == 0)).sum()), 0,
        why="count of rows whose name says (D ..) and y 0 (Jeffords, an independent, is not counted)")
    ohio = d[d["state.name"] == "Ohio"].gorevote
    assert ohio.nunique() == 1
    b.q("What percent of the 2000 presidential vote in Ohio went to Al Gore?", "value", ohio.iloc[0], 2,
        why="gorevote of the two Ohio rows (the same)")
    rep = d[d.rep]
    b.q("What share of the Republican senators voted for the resolution?", "share", 100 * rep.y.mean(), 2,
        why=f"rows with rep TRUE and y 1 over the {len(rep)} rows with rep TRUE, in percent")
    b.q("What was the average Gore vote share in the states of the senators who voted no?", "mean",
        d[d.y == 0].gorevote.mean(), 3, why="mean of gorevote over the 23 rows with y 0 (a state counts once per senator)")
    fl = d[d["state.name"] == "Florida"]
    assert len(fl) == 2 and fl.y.nunique() == 2
    b.refuse("How did the senator from Florida vote?", "refusal-ambiguous",
             "Florida has two senators, who voted differently (GRAHAM nay, NELSON aye): the question does not say which")

    # california-schools: 420 districts
    b.on(SPLIT, "california-schools")
    d = pd.read_csv(path(SPLIT, "california-schools"), index_col=0)
    b.q("What was the average test score of Sunol Glen Unified?", "value",
        one(d[d.district == "Sunol Glen Unified"], "testscr"), 2, why="testscr of the row district Sunol Glen Unified")
    la = d[d.county == "Los Angeles"]
    b.q("What was the average student-teacher ratio of the school districts in Los Angeles County?", "mean",
        la.str.mean(), 3, why=f"mean of str over the {len(la)} rows with county Los Angeles")
    k, v = unique_arg(d.set_index("district").mathscr)
    b.q("Which district had the highest maths score?", "ranking", v, 1, entity=k,
        why="the largest mathscr (unique) and its district")
    b.q("How many districts spent more than $6,000 per student?", "count", int((d.expnstu > 6000).sum()), 0,
        why="count of rows with expnstu > 6000")
    b.q("How many students were enrolled in the districts of Kern County?", "sum", d[d.county == "Kern"].enrltot.sum(),
        0, why=f"sum of enrltot over the {int((d.county == 'Kern').sum())} rows with county Kern")
    assert not [c for c in d.columns if "drop" in c.lower() or "grad" in c.lower()]
    b.refuse("What was the dropout rate of Sunol Glen Unified?", "refusal-unknown-measure",
             "the table has no dropout rate (the districts are elementary districts, K-6 and K-8)")
    assert (d.district == "Mountain View Elementary").sum() == 3
    b.refuse("What was the average test score of Mountain View Elementary?", "refusal-ambiguous",
             "three districts are named Mountain View Elementary (Los Angeles, San Bernardino and Santa Clara "
             "counties): the question does not say which")

    # sochi-2014-medals: 87 nations
    b.on(SPLIT, "sochi-2014-medals")
    d = pd.read_csv(path(SPLIT, "sochi-2014-medals"))
    b.q("How many gold medals had Norway won?", "value", one(d[d.name == "Norway"], "gold"), 0,
        why="gold of the row Norway")
    k, v = unique_arg(d.set_index("name").total)
    b.q("Which nation had won the most medals in all?", "ranking", v, 0, entity=k,
        why="the largest total (unique) and its name")
    b.q("How many nations had won at least one medal?", "count", int((d.total > 0).sum()), 0,
        why="count of rows with total > 0")
    cmp(b, "Had Canada or the United States won more gold medals, and how many more?",
        "Canada", int(one(d[d.name == "Canada"], "gold")), "United States", int(one(d[d.name == "United States"], "gold")),
        0, "gold of the two rows")
    b.q("What share of all the gold medals had gone to Germany?", "share",
        100 * one(d[d.name == "Germany"], "gold") / d.gold.sum(), 2,
        why=f"gold of Germany over the sum of gold ({int(d.gold.sum())}), in percent")
    assert "India" not in set(d.name) and "IND" not in set(d.abbr)
    b.refuse("How many medals had India won?", "refusal-unknown-member", "India is not among the 87 nations")


def build() -> list[dict]:
    b = Battery()
    holdout13(b)
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
