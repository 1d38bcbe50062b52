"""Write the question battery over the unseen seventh split: questions/holdout6.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst or a journalist would ask it, over one table folder of
``bench/tables/holdout6/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine on these questions). ``why``
says how. Nothing is random. ``--check`` compares the committed file with a fresh build (exit 1
when it differs). It needs only pandas (make_questions.py imports nothing else)::

    /tmp/h6venv/bin/python bench/tables/make_questions_holdout6.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a value the table holds in logs (oecd-gasoline) is asked "in logs" and answered in logs;
- a coded value is asked as coded: michelson-light's Speed is km/s minus 299,000, and an
  experiment or a run is named by its number as the file writes it;
- french-fries' oils are "oil 1" .. "oil 3" (treatment 1..3), its weeks "week N" (time N), its
  subjects by their id; a tasting is a row;
- an antibiotic is "more effective" where its minimum inhibitory concentration is lower;
- a share is in percent;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` gives the count);
- a cross table's total is the sum of its cells.

holdout6 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout6`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout6"
PARTIES = ["ALP", "LP", "NP", "DLP", "Dem", "Green", "Hanson", "Com", "AP"]
SMOKING = ["smoking_yes_cancer_yes", "smoking_yes_cancer_no", "smoking_no_cancer_yes", "smoking_no_cancer_no"]


def holdout6(b: Battery) -> None:
    b.split = SPLIT

    # oecd-gasoline: 18 countries x 1960..1978, logs; names in capitals
    b.on(SPLIT, "oecd-gasoline")
    d = pd.read_csv(path(SPLIT, "oecd-gasoline"), index_col=0)
    assert len(d) == 342 and not d.duplicated(["country", "year"]).any()
    og = lambda c, y, col: one(d[(d.country == c) & (d.year == y)], col)  # noqa: E731
    b.q("In logs, how much gasoline did the average car in Japan burn in 1970?", "value", og("JAPAN", 1970, "lgaspcar"),
        4, position="1970", entity="JAPAN", why="lgaspcar of the row JAPAN, 1970")
    fr = d[(d.country == "FRANCE") & d.year.between(1970, 1975)]
    assert len(fr) == 6
    b.q("What was France's mean real petrol price (log) from 1970 through 1975?", "mean", fr.lrpmg.mean(), 4,
        entity="FRANCE", why="mean of lrpmg over FRANCE's 6 rows 1970..1975 (both ends included)")
    c, v = unique_arg(d[d.year == 1978].set_index("country").lgaspcar)
    b.q("Where was gasoline consumption per car the highest in 1978?", "ranking", v, 4, entity=c,
        why="largest lgaspcar among the 18 countries in 1978 (unique; the log keeps the order)")
    a, z = og("ITALY", 1960, "lcarpcap"), og("ITALY", 1978, "lcarpcap")
    b.q("By how much did the log of cars per head rise in Italy between 1960 and 1978?", "change", z - a, 4,
        entity="ITALY", why=f"lcarpcap ITALY 1978 ({z}) minus lcarpcap ITALY 1960 ({a})")
    se, no = og("SWEDEN", 1965, "lcarpcap"), og("NORWAY", 1965, "lcarpcap")
    b.q("In 1965, did Sweden or Norway have more cars per person (in logs), and what was the gap?",
        "comparison", abs(se - no), 4, entity="SWEDEN" if se > no else "NORWAY",
        members={"SWEDEN": se, "NORWAY": no},
        why=f"lcarpcap 1965: SWEDEN {se}, NORWAY {no}; the value is the difference (in logs; incomes are in "
            "national currencies, so lincomep is not compared across countries)")
    assert not d.country.str.contains("AUSTRAL").any()
    b.refuse("What was gasoline consumption per car in Australia in 1972?", "refusal-unknown-member",
             "Australia is not among the 18 countries")

    # penn-world: 125 countries x 1960..1985 (Summers-Heston)
    b.on(SPLIT, "penn-world")
    d = pd.read_csv(path(SPLIT, "penn-world"), index_col=0)
    assert len(d) == 3250 and not d.duplicated(["country", "year"]).any()
    pw = lambda c, y, col: one(d[(d.country == c) & (d.year == y)], col)  # noqa: E731
    b.q("How many people lived in India in 1975, according to the Penn World Table (in thousands)?", "value",
        pw("INDIA", 1975, "pop"), 0, position="1975", entity="INDIA", why="pop of the row INDIA, 1975 (thousands)")
    jp = d[(d.country == "JAPAN") & d.year.between(1970, 1979)]
    assert len(jp) == 10
    b.q("What was Japan's average savings rate over the 1970s?", "mean", jp.sr.mean(), 2, entity="JAPAN",
        why="mean of sr over JAPAN's 10 rows 1970..1979")
    c, v = unique_arg(d[d.year == 1985].set_index("country").gdp)
    b.q("Which country was the richest per head in 1985?", "ranking", v, 0, entity=c,
        why="largest gdp (real GDP per person) among the 125 countries in 1985 (unique)")
    a, z = pw("KOREA", 1960, "gdp"), pw("KOREA", 1985, "gdp")
    b.q("By what percentage did real income per person in South Korea grow from 1960 to 1985?", "percent-change",
        100 * (z - a) / a, 1, entity="KOREA", why=f"(gdp KOREA 1985 {z} - gdp KOREA 1960 {a}) / {a}, in percent")
    op = d[(d.opec == "yes") & (d.year == 1985)]
    assert len(op) == 4
    b.q("What was the combined population of the OPEC members in 1985 (thousands)?", "sum", op["pop"].sum(), 0,
        why=f"sum of pop over the {len(op)} rows of 1985 with opec yes ({', '.join(op.country)})")
    cm = d[(d.com == "yes") & (d.year == 1980)]
    assert len(cm) == 5
    b.q("What was the average saving rate of the communist-ruled countries in 1980?", "mean", cm.sr.mean(), 2,
        why=f"mean of sr over the {len(cm)} rows of 1980 with com yes ({', '.join(cm.country)})")
    assert d.year.max() == 1985
    b.refuse("What was Brazil's saving rate in 1992?", "refusal-after-end", "the data end in 1985")
    b.refuse("What was the inflation rate in Mexico in 1980?", "refusal-unknown-measure",
             "the table has population, real GDP per person and the saving rate: no inflation")

    # michelson-light: 5 experiments x 20 runs; Speed = km/s - 299000
    b.on(SPLIT, "michelson-light")
    d = pd.read_csv(path(SPLIT, "michelson-light"), index_col=0)
    assert len(d) == 100 and not d.duplicated(["Expt", "Run"]).any()
    b.q("What did Michelson record on run 7 of his third experiment (km/s above 299,000)?", "value",
        one(d[(d.Expt == 3) & (d.Run == 7)], "Speed"), 0, entity="3", why="Speed of the row Expt 3, Run 7")
    e1 = d[d.Expt == 1]
    b.q("What was the mean speed reading in experiment 1?", "mean", e1.Speed.mean(), 1,
        why="mean of Speed over the 20 runs of Expt 1")
    ex, v = unique_arg(d.groupby("Expt").Speed.mean(), largest=False)
    b.q("Which of the five experiments gave the lowest average reading?", "ranking", v, 1, entity=str(ex),
        why="smallest mean of Speed per Expt (unique)")
    m1, m5 = e1.Speed.mean(), d[d.Expt == 5].Speed.mean()
    b.q("Did the first or the fifth experiment read higher on average, and by how much?", "comparison",
        abs(m1 - m5), 1, entity="1" if m1 > m5 else "5", members={"1": m1, "5": m5},
        why=f"mean Speed: Expt 1 {m1}, Expt 5 {m5}; the value is the difference")
    assert d.Expt.max() == 5
    b.refuse("What was the reading of run 4 in experiment 6?", "refusal-unknown-member",
             "there are 5 experiments (1..5): no experiment 6")

    # french-fries: 3 oils x 12 subjects x weeks 1..10 x 2 replicates (not complete)
    b.on(SPLIT, "french-fries")
    d = pd.read_csv(path(SPLIT, "french-fries"), index_col=0)
    assert len(d) == 696 and not d.duplicated(["time", "treatment", "subject", "rep"]).any()
    w = d[(d.treatment == 2) & (d.time == 10)]
    b.q("How rancid did the fries cooked in oil 2 taste on average in week 10?", "mean", w.rancid.mean(), 2,
        why=f"mean of rancid over the {w.rancid.notna().sum()} rows with treatment 2, time 10 (NA left out)")
    o1, o3 = d[d.treatment == 1].potato.mean(), d[d.treatment == 3].potato.mean()
    b.q("Over the whole study, did oil 1 or oil 3 give a stronger potato flavour, and by how much?", "comparison",
        abs(o1 - o3), 3, entity="1" if o1 > o3 else "3", members={"1": o1, "3": o3},
        why=f"mean potato over all rows: treatment 1 {o1}, treatment 3 {o3} (NA left out); the value is the difference")
    b.q("What painty score did subject 10 give the oil 1 fries in week 3, first replicate?", "value",
        one(d[(d.subject == 10) & (d.treatment == 1) & (d.time == 3) & (d.rep == 1)], "painty"), 1,
        position="week 3", entity="10", why="painty of the row time 3, treatment 1, subject 10, rep 1")
    s51 = d[d.subject == 51].buttery
    b.q("On average, how buttery did taster 51 find the fries?", "mean", s51.mean(), 3, entity="51",
        why=f"mean of buttery over subject 51's {s51.notna().sum()} non-NA rows")
    sj, v = unique_arg(d.groupby("subject").grassy.mean())
    b.q("Which taster gave the highest grassy scores on average?", "ranking", v, 3, entity=str(sj),
        why="largest mean of grassy per subject over all its rows (NA left out; unique)")
    assert d.time.max() == 10
    b.refuse("What was the average rancid score in week 14?", "refusal-after-end", "the study ran 10 weeks")

    # australian-elections: 24 elections 1949-12-10 .. 2007-11-24, party vote shares wide
    b.on(SPLIT, "australian-elections")
    d = pd.read_csv(path(SPLIT, "australian-elections"), index_col=0)
    assert len(d) == 24 and d.date.is_unique
    e = d.set_index("date")
    b.q("What share of the first-preference vote did Labor win at the March 1983 election?", "value",
        e.loc["1983-03-05", "ALP"], 2, position="1983-03-05", entity="ALP", why="ALP of the row 1983-03-05")
    pos, v = unique_arg(e.LP)
    b.q("When did the Liberal Party poll its best first-preference vote, and what was it?", "max", v, 2,
        position=pos, entity="LP", why="largest LP over the 24 elections (unique) and its date")
    pos, v = unique_arg(e.Informal, largest=False)
    b.q("At which election was the informal vote lowest, and how low was it?", "min", v, 2, position=pos,
        why="smallest Informal over the 24 elections (unique) and its date")
    s60 = d[d.date.str[:4].astype(int).between(1960, 1969)]
    assert len(s60) == 4
    b.q("What was the average turnout at the elections held in the 1960s?", "mean", s60.Turnout.mean(), 2,
        why=f"mean of Turnout over the {len(s60)} elections dated 1960..1969 ({', '.join(s60.date)})")
    b.q("How many seats were added to the House between the 1983 and the 1984 elections?", "change",
        e.loc["1984-12-01", "Seats"] - e.loc["1983-03-05", "Seats"], 0,
        why=f"Seats 1984-12-01 ({e.loc['1984-12-01', 'Seats']}) minus Seats 1983-03-05 ({e.loc['1983-03-05', 'Seats']})")
    b.q("In how many elections did Labor take more than half of the two-party-preferred vote?", "count",
        int((d.ALP2PP > 50).sum()), 0, why="count of the 24 elections with ALP2PP > 50")
    minor = [p for p in PARTIES if p not in ("ALP", "LP", "NP")]
    pty, v = unique_arg(e.loc["1998-10-03", minor].astype(float))
    b.q("Leaving aside Labor, the Liberals and the Nationals, which party won the most first-preference votes in 1998?",
        "ranking", v, 2, entity=pty, why=f"largest of {minor} in the row 1998-10-03 (unique)")
    assert d.date.max() == "2007-11-24"
    b.refuse("What was Labor's first-preference vote at the 2010 election?", "refusal-after-end",
             "the last election in the table is 24 November 2007")
    b.refuse("What share of the vote did the Palmer United Party get in 2004?", "refusal-unknown-member",
             "the parties are ALP, LP, NP, DLP, Dem, Green, Hanson, Com and AP: no Palmer United")

    # china-smoking: 8 cities x 4 cells (smoking x lung cancer)
    b.on(SPLIT, "china-smoking")
    d = pd.read_csv(path(SPLIT, "china-smoking"), index_col="Location")
    assert d.shape == (8, 4) and list(d.columns) == SMOKING
    b.q("How many smokers with lung cancer were counted in Harbin?", "value", d.loc["Harbin", "smoking_yes_cancer_yes"],
        0, why="cell Harbin, smoking_yes_cancer_yes")
    b.q("How many people were included in the Shanghai study altogether?", "sum", d.loc["Shanghai"].sum(), 0,
        why="sum of the 4 cells of the Shanghai row")
    b.q("Across all eight cities, how many non-smokers had lung cancer?", "sum", d.smoking_no_cancer_yes.sum(), 0,
        why="sum of the smoking_no_cancer_yes column over the 8 cities")
    bj = d.loc["Beijing"]
    b.q("What percentage of Beijing's lung cancer patients were smokers?", "share",
        100 * bj.smoking_yes_cancer_yes / (bj.smoking_yes_cancer_yes + bj.smoking_no_cancer_yes), 2,
        why="Beijing smoking_yes_cancer_yes divided by (smoking_yes_cancer_yes + smoking_no_cancer_yes), in percent")
    c, v = unique_arg(d.smoking_yes_cancer_yes)
    b.q("Which city had the largest number of lung cancer patients who smoked?", "ranking", v, 0, entity=c,
        why="largest smoking_yes_cancer_yes among the 8 cities (unique)")
    sy, sh = d.loc["Shenyang", "smoking_yes_cancer_no"], d.loc["Shanghai", "smoking_yes_cancer_no"]
    b.q("Were there more cancer-free smokers in Shenyang or in Shanghai, and how many more?", "comparison",
        abs(sy - sh), 0, entity="Shenyang" if sy > sh else "Shanghai", members={"Shenyang": sy, "Shanghai": sh},
        why=f"smoking_yes_cancer_no: Shenyang {sy}, Shanghai {sh}; the value is the difference")

    # antibiotics: 16 bacteria x 3 antibiotics (MIC; lower = more effective)
    b.on(SPLIT, "antibiotics")
    d = pd.read_csv(path(SPLIT, "antibiotics"), index_col="Bacteria")
    assert d.shape == (16, 5) and d.index.is_unique
    b.q("What concentration of penicillin does it take to stop Escherichia coli?", "value",
        d.loc["Escherichia coli", "Penicillin"], 3, why="Penicillin of the row Escherichia coli")
    bac, v = unique_arg(d.Neomycin)
    b.q("Against which bacterium is neomycin weakest, needing the highest dose?", "ranking", v, 3, entity=bac,
        why="largest Neomycin among the 16 bacteria (unique)")
    b.q("For how many of the bacteria does penicillin work at 0.1 or less?", "count", int((d.Penicillin <= 0.1).sum()),
        0, why="count of the 16 bacteria with Penicillin <= 0.1")
    gp = d[d.Gram_Staining == "positive"]
    b.q("On average, how much streptomycin do the Gram-positive bacteria need?", "mean", gp.Streptomycin.mean(), 3,
        why=f"mean of Streptomycin over the {len(gp)} rows with Gram_Staining positive")
    st, ne = d.loc["Brucella abortus", "Streptomycin"], d.loc["Brucella abortus", "Neomycin"]
    b.q("Which works better against Brucella abortus, streptomycin or neomycin, and what is the gap in concentration?",
        "comparison", abs(st - ne), 3, entity="Neomycin" if ne < st else "Streptomycin",
        members={"Streptomycin": st, "Neomycin": ne},
        why=f"Brucella abortus: Streptomycin {st}, Neomycin {ne}; the lower concentration works better; "
            "the value is the difference")
    b.refuse("What dose of tetracycline stops Staphylococcus aureus?", "refusal-unknown-member",
             "the antibiotics are penicillin, streptomycin and neomycin: no tetracycline")

    # housing-starts: monthly 1959-01 .. 2018-06, thousands of units (a flow)
    b.on(SPLIT, "housing-starts")
    d = pd.read_csv(path(SPLIT, "housing-starts"))
    assert len(d) == 714 and d.DATE.is_unique
    d["y"], d["m"] = d.DATE.str[:4].astype(int), d.DATE.str[5:7].astype(int)
    d["pos"] = d.DATE.str[:7]
    e = d.set_index("pos")
    b.q("How many new homes were started in the US in June 2005 (thousands)?", "value", e.loc["2005-06", "HOUSTNSA"], 1,
        position="2005-06", why="HOUSTNSA of the row 2005-06-01")
    y09 = d[d.y == 2009]
    assert len(y09) == 12
    b.q("How many housing units were started over the whole of 2009?", "sum", y09.HOUSTNSA.sum(), 1,
        why="sum of HOUSTNSA over the 12 months of 2009 (a flow, thousands)")
    pos, v = unique_arg(e.HOUSTNSA)
    b.q("Which month saw the most housing starts on record, and how many were there?", "max", v, 1, position=pos,
        why="largest HOUSTNSA over the 714 months (unique) and its month")
    pos, v = unique_arg(d[d.y == 2010].set_index("pos").HOUSTNSA, largest=False)
    b.q("What was the slowest month for housing starts in 2010, and how many were started?", "min", v, 1,
        position=pos, why="smallest HOUSTNSA over the 12 months of 2010 (unique) and its month")
    q2 = d[(d.y == 1972) & d.m.isin([4, 5, 6])]
    assert len(q2) == 3
    b.q("What was the average monthly number of starts in the second quarter of 1972?", "mean", q2.HOUSTNSA.mean(), 2,
        why="mean of HOUSTNSA over April, May and June 1972")
    a, z = e.loc["2006-01", "HOUSTNSA"], e.loc["2009-01", "HOUSTNSA"]
    b.q("By what percentage did housing starts drop from January 2006 to January 2009?", "percent-change",
        100 * (z - a) / a, 1, why=f"(HOUSTNSA 2009-01 {z} - HOUSTNSA 2006-01 {a}) / {a}, in percent")
    assert d.DATE.max() == "2018-06-01"
    b.refuse("How many homes were started in March 2020?", "refusal-after-end", "the data end in June 2018")
    b.refuse("How many housing starts were there in Texas in 2010?", "refusal-constraint",
             "the series is the national total: no states")

    # gb-solar: half-hourly 2021-05-01 00:00 .. 2021-05-07 00:00 (+00:00), fraction of capacity
    b.on(SPLIT, "gb-solar")
    d = pd.read_csv(path(SPLIT, "gb-solar"))
    assert len(d) == 289 and d.datetime_gmt.is_unique
    d["day"] = d.datetime_gmt.str[:10]
    d["pos"] = d.datetime_gmt.str[:16]
    e = d.set_index("pos")
    b.q("What was Britain's solar output, as a share of capacity, at noon on 3 May 2021?", "value",
        e.loc["2021-05-03 12:00", "solar_gen"], 4, position="2021-05-03 12:00",
        why="solar_gen of the row 2021-05-03 12:00:00+00:00 (a fraction of installed capacity)")
    pos, v = unique_arg(e.solar_gen)
    b.q("When did solar generation peak that week, and at what level?", "max", v, 4, position=pos,
        why="largest solar_gen over the 289 half-hours (unique) and its time")
    d4 = d[d.day == "2021-05-04"]
    assert len(d4) == 48
    b.q("What was the average solar generation over 4 May 2021?", "mean", d4.solar_gen.mean(), 4,
        why="mean of solar_gen over the 48 half-hours of 4 May 2021 (night zeros included)")
    d1 = d[d.day == "2021-05-01"]
    b.q("For how many half-hours on 1 May was output above 0.3 of capacity?", "count", int((d1.solar_gen > 0.3).sum()),
        0, why="count of the 48 half-hours of 1 May 2021 with solar_gen > 0.3")
    m2, m3 = d[d.day == "2021-05-02"].solar_gen.mean(), d[d.day == "2021-05-03"].solar_gen.mean()
    b.q("How much did average solar output change from 2 May to 3 May?", "change", m3 - m2, 4,
        why=f"mean solar_gen over the 48 half-hours of 3 May ({m3}) minus that of 2 May ({m2})")
    b.refuse("How much wind power was generated on 2 May 2021?", "refusal-unknown-measure",
             "the table has solar generation only: no wind")

    # port-pirie: annual maximum sea level 1923..1987
    b.on(SPLIT, "port-pirie")
    d = pd.read_csv(path(SPLIT, "port-pirie"), index_col=0).set_index("Year")
    assert len(d) == 65 and d.index.min() == 1923 and d.index.max() == 1987
    b.q("What was the highest sea level at Port Pirie in 1950?", "value", d.loc[1950, "SeaLevel"], 2, position="1950",
        why="SeaLevel of the row 1950 (the year's maximum, metres)")
    yr, v = unique_arg(d.SeaLevel)
    b.q("In which year did the sea reach its record height at Port Pirie, and how high did it get?", "max", v, 2,
        position=str(yr), why="largest SeaLevel over the 65 years (unique) and its year")
    w = d.loc[1960:1969, "SeaLevel"]
    assert len(w) == 10
    b.q("What was the typical (mean) annual peak sea level during the 1960s?", "mean", w.mean(), 3,
        why="mean of SeaLevel over the 10 years 1960..1969")
    a, z = d.loc[1923, "SeaLevel"], d.loc[1987, "SeaLevel"]
    b.q("How different was the 1987 annual maximum from the 1923 one?", "change", z - a, 2,
        why=f"SeaLevel 1987 ({z}) minus SeaLevel 1923 ({a}), metres")
    b.refuse("How high did the sea get at Port Pirie in 1910?", "refusal-before-start", "the data begin in 1923")

    # us-arrests: 50 states (R's row names), 1973
    b.on(SPLIT, "us-arrests")
    d = pd.read_csv(path(SPLIT, "us-arrests"), index_col=0)
    assert len(d) == 50 and d.index.is_unique
    b.q("What was Georgia's murder arrest rate?", "value", d.loc["Georgia", "Murder"], 1, entity="Georgia",
        why="Murder of the row Georgia (arrests per 100,000)")
    st, v = unique_arg(d.Assault)
    b.q("Which state made the most assault arrests per 100,000 people?", "ranking", v, 0, entity=st,
        why="largest Assault among the 50 states (unique)")
    b.q("How many states had a murder arrest rate above 10 per 100,000?", "count", int((d.Murder > 10).sum()), 0,
        why="count of the 50 states with Murder > 10")
    nv, ak = d.loc["Nevada", "Rape"], d.loc["Alaska", "Rape"]
    b.q("Was the rape arrest rate higher in Nevada or in Alaska, and by how much?", "comparison", abs(nv - ak), 1,
        entity="Nevada" if nv > ak else "Alaska", members={"Nevada": nv, "Alaska": ak},
        why=f"Rape: Nevada {nv}, Alaska {ak}; the value is the difference")
    assert "Puerto Rico" not in d.index
    b.refuse("What was the murder arrest rate in Puerto Rico?", "refusal-unknown-member",
             "the table has the 50 states: no Puerto Rico")

    # polio-trials: 2 designs x their groups, 8 rows
    b.on(SPLIT, "polio-trials")
    d = pd.read_csv(path(SPLIT, "polio-trials"), index_col=0)
    assert len(d) == 8 and not d.duplicated(["Experiment", "Group"]).any()
    b.q("How many paralytic polio cases occurred in the placebo group?", "value",
        one(d[d.Group == "Placebo"], "Paralytic"), 0, why="Paralytic of the only Placebo row (RandomizedControl)")
    rc = d[d.Experiment == "RandomizedControl"]
    b.q("How many children took part in the placebo-controlled trial altogether?", "sum", rc.Population.sum(), 0,
        why=f"sum of Population over the {len(rc)} RandomizedControl rows")
    vac = one(rc[rc.Group == "Vaccinated"], "Paralytic"), one(rc[rc.Group == "Vaccinated"], "Population")
    b.q("What percentage of the vaccinated children in the randomized trial went on to get paralytic polio?", "share",
        100 * vac[0] / vac[1], 4, why=f"Paralytic / Population of RandomizedControl, Vaccinated ({vac[0]} / {vac[1]}), in percent")
    oc = d[d.Experiment == "ObservedControl"]
    cv, cc = one(oc[oc.Group == "Vaccinated"], "Paralytic"), one(oc[oc.Group == "Controls"], "Paralytic")
    b.q("In the observed-control study, how many more paralytic cases were there among the controls than among the "
        "vaccinated?", "comparison", abs(cc - cv), 0, entity="Controls" if cc > cv else "Vaccinated",
        members={"Controls": cc, "Vaccinated": cv},
        why=f"Paralytic in ObservedControl: Controls {cc}, Vaccinated {cv}; the value is the difference")
    b.refuse("How many children in the placebo group died of polio?", "refusal-unknown-measure",
             "the table counts children and paralytic, non-paralytic and false-report cases: no deaths")

    # water-hardness: 61 towns of England and Wales
    b.on(SPLIT, "water-hardness")
    d = pd.read_csv(path(SPLIT, "water-hardness"), index_col=0)
    assert len(d) == 61 and d.town.is_unique
    e = d.set_index("town")
    b.q("What was the male death rate in Sheffield?", "value", e.loc["Sheffield", "mortality"], 0, entity="Sheffield",
        why="mortality of the row Sheffield (per 100,000 men a year)")
    t, v = unique_arg(e.hardness)
    b.q("Which town had the hardest drinking water?", "ranking", v, 0, entity=t,
        why="largest hardness among the 61 towns (unique)")
    n = d[d.location == "North"]
    b.q("What was the average mortality across the northern towns?", "mean", n.mortality.mean(), 2,
        why=f"mean of mortality over the {len(n)} rows with location North")
    ba, br = e.loc["Bath", "hardness"], e.loc["Bristol", "hardness"]
    b.q("Is the water harder in Bath or in Bristol, and by how many ppm?", "comparison", abs(ba - br), 0,
        entity="Bath" if ba > br else "Bristol", members={"Bath": ba, "Bristol": br},
        why=f"hardness: Bath {ba}, Bristol {br}; the value is the difference")
    s = d[d.location == "South"]
    b.q("How many southern towns had water harder than 100 parts per million?", "count", int((s.hardness > 100).sum()),
        0, why=f"count of the {len(s)} South rows with hardness > 100")
    t, v = unique_arg(e.mortality, largest=False)
    b.q("Where were men least likely to die, going by the mortality figures?", "ranking", v, 0, entity=t,
        why="smallest mortality among the 61 towns (unique)")
    assert "Glasgow" not in e.index
    b.refuse("What was the mortality rate in Glasgow?", "refusal-unknown-member",
             "the towns are in England and Wales: no Glasgow")

    # truck-accidents: 24 cells of a count by period, collision, parked, light
    b.on(SPLIT, "truck-accidents")
    d = pd.read_csv(path(SPLIT, "truck-accidents"), index_col=0)
    assert len(d) == 24 and not d.duplicated(["period", "collision", "parked", "light"]).any()
    b.q("Before the new safety rule, how many parked trucks were hit from behind in daylight?", "value",
        one(d[(d.period == "before") & (d.collision == "back") & (d.parked == "yes") & (d.light == "daylight")], "Freq"),
        0, why="Freq of the row before, back, parked yes, daylight")
    af = d[d.period == "after"]
    b.q("How many truck accidents were there in total after the safety measure came in?", "sum", af.Freq.sum(), 0,
        why="sum of Freq over the 12 rows with period after")
    dk = d[d.light == "night, dark"]
    a, z = dk[dk.period == "before"].Freq.sum(), dk[dk.period == "after"].Freq.sum()
    b.q("By what percentage did accidents at night on unlit roads change from the first period to the second?",
        "percent-change", 100 * (z - a) / a, 1,
        why=f"sum of Freq over light 'night, dark': before {a}, after {z}; (after - before) / before, in percent")
    b.q("What share of all the accidents happened in daylight?", "share",
        100 * d[d.light == "daylight"].Freq.sum() / d.Freq.sum(), 2,
        why="sum of Freq over light daylight divided by the sum of all 24 cells, in percent")
    bk = d[d.collision == "back"]
    bb, ba = bk[bk.period == "before"].Freq.sum(), bk[bk.period == "after"].Freq.sum()
    b.q("Were trucks hit from behind more often before or after the measure, and by how many accidents?",
        "comparison", abs(bb - ba), 0, entity="before" if bb > ba else "after", members={"before": bb, "after": ba},
        why=f"sum of Freq over collision back: before {bb}, after {ba}; the value is the difference")
    b.refuse("How many of these truck accidents were fatal?", "refusal-unknown-measure",
             "the table counts accidents by period, point of collision, parking and light: no severity")


def build() -> list[dict]:
    b = Battery()
    holdout6(b)
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
