"""Write the question battery over the unseen eighth split: questions/holdout7.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout7/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine on these questions). ``why``
says how. Nothing is random. ``--check`` compares the committed file with a fresh build (exit 1
when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout7.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a Bundesliga season is named by both its years ("the 1985/86 season") and is the file's Year of
  its first year; a match's goals are HomeGoals + AwayGoals;
- a firm, a study, a chick, a brood and a survey respondent are named by their number as the file
  writes it;
- the yen-dollar rate is the spot rate ``s`` unless the question names the forward rate;
- a cross table's total is the sum of its cells; a share is in percent;
- a mean, a sum or a count over a window leaves out missing (NA) cells (``why`` says where that
  happens).

holdout7 is for the final measurement: don't read these questions while developing the engine,
and run ``ask_battery.py --split holdout7`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout7"
NUMBER_WORDS = ["A couple", "A few ", "Dozens", "A lot", "Some", "Several", "Many", "Fractions of", "Scores of",
                "Hundreds of"]


def holdout7(b: Battery) -> None:
    b.split = SPLIT

    # bundesliga: every match 1963/64 .. 2008/09; Year = the season's first year
    b.on(SPLIT, "bundesliga")
    d = pd.read_csv(path(SPLIT, "bundesliga"), index_col=0)
    assert len(d) == 14018 and not d.duplicated(["HomeTeam", "AwayTeam", "Year"]).any()
    d["goals"] = d.HomeGoals + d.AwayGoals
    b.q("How many goals did Bayern Muenchen score at home against Borussia Dortmund in the 2000/01 season?", "value",
        one(d[(d.HomeTeam == "Bayern Muenchen") & (d.AwayTeam == "Borussia Dortmund") & (d.Year == 2000)], "HomeGoals"),
        0, position="2000", why="HomeGoals of the row Bayern Muenchen (home) v Borussia Dortmund, Year 2000")
    s85 = d[d.Year == 1985]
    assert len(s85) == 306
    b.q("How many goals were scored in the Bundesliga in the 1985/86 season altogether?", "sum", s85.goals.sum(), 0,
        why="sum of HomeGoals + AwayGoals over the 306 matches of Year 1985")
    s70 = d[d.Year.between(1970, 1979)]
    b.q("What was the average number of home goals per game in the seasons from 1970/71 to 1979/80?", "mean",
        s70.HomeGoals.mean(), 3, why=f"mean of HomeGoals over the {len(s70)} matches of Year 1970..1979")
    s05 = d[d.Year == 2005]
    b.q("How many games finished level in 2005/06?", "count", int((s05.HomeGoals == s05.AwayGoals).sum()), 0,
        why="count of the matches of Year 2005 with HomeGoals == AwayGoals")
    t, v = unique_arg(d[d.Year == 1980].groupby("HomeTeam").HomeGoals.sum())
    b.q("Which club scored the most goals in its home games in the 1980/81 season?", "ranking", v, 0, entity=t,
        why="largest sum of HomeGoals per HomeTeam over the matches of Year 1980 (unique)")
    yr, v = unique_arg(d.groupby("Year").goals.mean())
    b.q("Which season had the highest scoring rate, in goals per match, and what was it?", "max", v, 3,
        position=str(yr), why="largest mean of HomeGoals + AwayGoals per match by Year (unique) and its Year")
    hsv = d[d.HomeTeam == "Hamburger SV"].HomeGoals.sum()
    wb = d[d.HomeTeam == "Werder Bremen"].HomeGoals.sum()
    b.q("Over all these seasons, who scored more goals at home, Hamburger SV or Werder Bremen, and how many more?",
        "comparison", abs(hsv - wb), 0, entity="Hamburger SV" if hsv > wb else "Werder Bremen",
        members={"Hamburger SV": hsv, "Werder Bremen": wb},
        why=f"sum of HomeGoals over all matches: Hamburger SV {hsv}, Werder Bremen {wb}; the value is the difference")
    assert not d.HomeTeam.str.contains("Union").any() and not d.AwayTeam.str.contains("Union").any()
    b.refuse("How many home games did Union Berlin win in the 2005/06 season?", "refusal-unknown-member",
             "Union Berlin never played in these seasons: no such team in the table")

    # uk-firms: 140 firms x 1976..1984, unbalanced
    b.on(SPLIT, "uk-firms")
    d = pd.read_csv(path(SPLIT, "uk-firms"), index_col=0)
    assert len(d) == 1031 and not d.duplicated(["firm", "year"]).any()
    b.q("How many people did firm 23 employ in 1980, in thousands?", "value",
        one(d[(d.firm == 23) & (d.year == 1980)], "emp"), 3, position="1980", why="emp of the row firm 23, 1980")
    y83 = d[d.year == 1983]
    b.q("What was the average wage across the firms in 1983?", "mean", y83.wage.mean(), 3,
        why=f"mean of wage over the {len(y83)} firms observed in 1983")
    s7 = d[(d.sector == 7) & (d.year == 1979)]
    b.q("What was the combined employment of the sector 7 firms in 1979?", "sum", s7.emp.sum(), 3,
        why=f"sum of emp over the {len(s7)} rows with sector 7, year 1979 (thousands)")
    f, v = unique_arg(d[d.year == 1978].set_index("firm").capital)
    b.q("Which firm had the biggest capital stock in 1978?", "ranking", v, 4, entity=str(f),
        why="largest capital among the firms observed in 1978 (unique)")
    a, z = one(d[(d.firm == 1) & (d.year == 1977)], "emp"), one(d[(d.firm == 1) & (d.year == 1983)], "emp")
    b.q("How did firm 1's workforce change between 1977 and 1983?", "change", z - a, 3,
        why=f"emp firm 1 1983 ({z}) minus emp firm 1 1977 ({a}), thousands")
    assert d.year.min() == 1976
    b.refuse("What was firm 5's employment in 1970?", "refusal-before-start", "the panel begins in 1976")

    # grouse-ticks: 403 chicks, 118 broods, 1995..1997 (YEAR 95..97)
    b.on(SPLIT, "grouse-ticks")
    d = pd.read_csv(path(SPLIT, "grouse-ticks"), index_col=0)
    assert len(d) == 403 and d.INDEX.is_unique
    b.q("How many ticks were found on chick number 120?", "value", one(d[d.INDEX == 120], "TICKS"), 0,
        why="TICKS of the row INDEX 120")
    y96 = d[d.YEAR == 96]
    b.q("What was the mean number of ticks per chick in 1996?", "mean", y96.TICKS.mean(), 3,
        why=f"mean of TICKS over the {len(y96)} chicks with YEAR 96")
    br, v = unique_arg(d.groupby("BROOD").TICKS.mean())
    b.q("Which brood had the heaviest tick burden on average?", "ranking", v, 3, entity=str(br),
        why="largest mean of TICKS per BROOD (unique)")
    b.q("How many chicks had no ticks at all?", "count", int((d.TICKS == 0).sum()), 0,
        why="count of the 403 rows with TICKS 0")
    m95, m97 = d[d.YEAR == 95].TICKS.mean(), d[d.YEAR == 97].TICKS.mean()
    b.q("Were the chicks more infested in 1995 or in 1997, going by the average count, and by how much?",
        "comparison", abs(m95 - m97), 3, entity="95" if m95 > m97 else "97", members={"95": m95, "97": m97},
        why=f"mean TICKS: YEAR 95 {m95}, YEAR 97 {m97}; the value is the difference")
    assert d.YEAR.max() == 97
    b.refuse("How many ticks did the chicks carry on average in 1999?", "refusal-after-end",
             "the chicks were sampled in 1995, 1996 and 1997 only")

    # bcg-trials: 13 studies
    b.on(SPLIT, "bcg-trials")
    d = pd.read_csv(path(SPLIT, "bcg-trials"), index_col=0).set_index("Study")
    assert len(d) == 13
    b.q("In study 4, how many of the vaccinated subjects developed tuberculosis?", "value", d.loc[4, "BCGTB"], 0,
        why="BCGTB of the row Study 4")
    b.q("How many people were vaccinated across all thirteen trials?", "sum", d.BCGVacc.sum(), 0,
        why="sum of BCGVacc over the 13 studies")
    b.q("What percentage of the unvaccinated group in study 6 came down with TB?", "share",
        100 * d.loc[6, "NoVaccTB"] / d.loc[6, "NoVacc"], 2,
        why=f"NoVaccTB / NoVacc of Study 6 ({d.loc[6, 'NoVaccTB']} / {d.loc[6, 'NoVacc']}), in percent")
    st, v = unique_arg(d.NoVacc)
    b.q("Which trial had the largest unvaccinated control group?", "ranking", v, 0, entity=str(st),
        why="largest NoVacc among the 13 studies (unique)")
    assert 15 not in d.index
    b.refuse("How many vaccinated subjects got TB in study 15?", "refusal-unknown-member",
             "the studies are numbered 1..13: no study 15")

    # vocabulary-survey: GSS respondents, 16 survey years 1974..2004
    b.on(SPLIT, "vocabulary-survey")
    d = pd.read_csv(path(SPLIT, "vocabulary-survey"), index_col=0)
    assert len(d) == 21638 and d.index.is_unique
    y90 = d[d.year == 1990]
    b.q("What was the average vocabulary score in the 1990 survey?", "mean", y90.vocabulary.mean(), 3,
        why=f"mean of vocabulary over the {len(y90)} respondents of 1990")
    y04 = d[d.year == 2004]
    m, f = y04[y04.sex == "Male"].vocabulary.mean(), y04[y04.sex == "Female"].vocabulary.mean()
    b.q("In 2004, did men or women do better on the vocabulary test on average, and by how much?", "comparison",
        abs(m - f), 3, entity="Male" if m > f else "Female", members={"Male": m, "Female": f},
        why=f"mean vocabulary in 2004: Male {m}, Female {f}; the value is the difference")
    b.q("How many respondents got all ten words right?", "count", int((d.vocabulary == 10).sum()), 0,
        why="count of the 21638 rows with vocabulary 10")
    yr, v = unique_arg(d.groupby("year").vocabulary.mean())
    b.q("In which survey year was the average vocabulary score highest, and what was it?", "max", v, 3,
        position=str(yr), why="largest mean of vocabulary per year (unique) and its year")
    assert d.year.max() == 2004
    b.refuse("What was the average vocabulary score in 2010?", "refusal-after-end", "the last survey year is 2004")
    b.refuse("What was the average household income of the 1990 respondents?", "refusal-unknown-measure",
             "the table has sex, education and the vocabulary score: no income")

    # number-words: 46 respondents x 10 phrases
    b.on(SPLIT, "number-words")
    d = pd.read_csv(path(SPLIT, "number-words"))
    assert d.shape == (46, 10) and list(d.columns) == NUMBER_WORDS
    b.q("On average, what number do people have in mind when they say 'a couple'?", "mean", d["A couple"].mean(), 3,
        why="mean of the 'A couple' column over the 46 respondents")
    b.q("How many respondents took 'several' to mean more than 5?", "count", int((d["Several"] > 5).sum()), 0,
        why="count of the 46 rows with Several > 5")
    ml, al = d["Many"].mean(), d["A lot"].mean()
    b.q("Is 'many' taken to be more than 'a lot', on average, and what is the difference?", "comparison",
        abs(ml - al), 3, entity="Many" if ml > al else "A lot", members={"Many": ml, "A lot": al},
        why=f"mean: Many {ml}, A lot {al}; the value is the difference")
    ph, v = unique_arg(d.drop(columns=["Hundreds of"]).mean())
    b.q("Apart from 'hundreds of', which phrase suggests the largest number on average?", "ranking", v, 3,
        entity=ph.strip(), why="largest column mean among the 9 phrases other than 'Hundreds of' (unique)")
    b.refuse("What number do people think 'a handful' means?", "refusal-unknown-member",
             "the phrases are a couple, a few, dozens, a lot, some, several, many, fractions of, scores of and "
             "hundreds of: no 'a handful'")

    # tree-rings: yearly -6000 .. 1979
    b.on(SPLIT, "tree-rings")
    d = pd.read_csv(path(SPLIT, "tree-rings"), index_col=0).set_index("time")
    assert len(d) == 7980 and d.index.min() == -6000 and d.index.max() == 1979
    b.q("What was the tree-ring width index for the year 1500?", "value", d.loc[1500, "treering"], 3,
        position="1500", why="treering of the row time 1500")
    w = d.loc[1900:1979, "treering"]
    assert len(w) == 80
    b.q("What was the mean ring width from 1900 to 1979?", "mean", w.mean(), 4,
        why="mean of treering over the 80 years 1900..1979")
    yr, v = unique_arg(d.loc[1000:, "treering"])
    b.q("Since the year 1000, in which year did the pines lay down their widest ring, and how wide was it?", "max",
        v, 3, position=str(yr), why="largest treering over the 980 years 1000..1979 (unique) and its year")
    yr, v = unique_arg(d.loc[1800:1899, "treering"], largest=False)
    b.q("What was the narrowest ring of the 19th century, and in which year?", "min", v, 3, position=str(yr),
        why="smallest treering over 1800..1899 (unique) and its year")
    b.refuse("What was the ring width in 1995?", "refusal-after-end", "the series ends in 1979")

    # new-haven-temps: yearly 1912..1971, F
    b.on(SPLIT, "new-haven-temps")
    d = pd.read_csv(path(SPLIT, "new-haven-temps"), index_col=0).set_index("time")
    assert len(d) == 60 and d.index.min() == 1912 and d.index.max() == 1971
    b.q("What was New Haven's average temperature in 1950?", "value", d.loc[1950, "nhtemp"], 1, position="1950",
        why="nhtemp of the row 1950 (degrees F)")
    w = d.loc[1930:1939, "nhtemp"]
    assert len(w) == 10
    b.q("How warm was New Haven on average during the 1930s?", "mean", w.mean(), 2,
        why="mean of nhtemp over the 10 years 1930..1939")
    yr, v = unique_arg(d.nhtemp)
    b.q("Which was the warmest year in New Haven, and what was its mean temperature?", "max", v, 1,
        position=str(yr), why="largest nhtemp over the 60 years (unique) and its year")
    a, z = d.loc[1912, "nhtemp"], d.loc[1971, "nhtemp"]
    b.q("How much warmer or colder was 1971 than 1912 in New Haven?", "change", z - a, 1,
        why=f"nhtemp 1971 ({z}) minus nhtemp 1912 ({a})")
    b.refuse("What was the average temperature in New Haven in 1900?", "refusal-before-start",
             "the series begins in 1912")

    # airline-miles: yearly 1937..1960, millions of revenue passenger miles
    b.on(SPLIT, "airline-miles")
    d = pd.read_csv(path(SPLIT, "airline-miles"), index_col=0).set_index("time")
    assert len(d) == 24 and d.index.min() == 1937 and d.index.max() == 1960
    b.q("How many revenue passenger miles did US airlines fly in 1945?", "value", d.loc[1945, "airmiles"], 0,
        position="1945", why="airmiles of the row 1945 (millions)")
    w = d.loc[1950:1955, "airmiles"]
    assert len(w) == 6
    b.q("What was the total of passenger miles flown from 1950 to 1955?", "sum", w.sum(), 0,
        why="sum of airmiles over the 6 years 1950..1955 (a flow, millions)")
    a, z = d.loc[1940, "airmiles"], d.loc[1950, "airmiles"]
    b.q("By what percentage did air travel grow between 1940 and 1950?", "percent-change", 100 * (z - a) / a, 1,
        why=f"(airmiles 1950 {z} - airmiles 1940 {a}) / {a}, in percent")
    b.refuse("How much revenue did US airlines earn in 1950?", "refusal-unknown-measure",
             "the table has revenue passenger miles only: no money")

    # great-discoveries: yearly counts 1860..1959
    b.on(SPLIT, "great-discoveries")
    d = pd.read_csv(path(SPLIT, "great-discoveries"), index_col=0).set_index("time")
    assert len(d) == 100 and d.index.min() == 1860 and d.index.max() == 1959
    b.q("How many great inventions or discoveries were made in 1885?", "value", d.loc[1885, "discoveries"], 0,
        position="1885", why="discoveries of the row 1885")
    w = d.loc[1900:1909, "discoveries"]
    b.q("How many great discoveries were there in the decade 1900-1909?", "sum", w.sum(), 0,
        why="sum of discoveries over the 10 years 1900..1909")
    b.q("In how many years were there no great discoveries at all?", "count", int((d.discoveries == 0).sum()), 0,
        why="count of the 100 years with discoveries 0")
    yr, v = unique_arg(d.discoveries)
    b.q("Which year had the most discoveries, and how many?", "max", v, 0, position=str(yr),
        why="largest discoveries over the 100 years (unique) and its year")
    b.refuse("How many great discoveries were made in 1975?", "refusal-after-end", "the series ends in 1959")

    # yen-dollar: Fridays 1975-01-03 .. 1989-11-24; s = spot
    b.on(SPLIT, "yen-dollar")
    d = pd.read_csv(path(SPLIT, "yen-dollar"), index_col=0)
    assert len(d) == 778 and d.date.is_unique
    d["ds"] = d.date.astype(str)
    d["pos"] = d.ds.str[:4] + "-" + d.ds.str[4:6] + "-" + d.ds.str[6:]
    e = d.set_index("pos")
    b.q("What was the spot yen-dollar rate on Friday 4 January 1985?", "value", e.loc["1985-01-04", "s"], 2,
        position="1985-01-04", why="s of the row 19850104 (yen per dollar)")
    y = d[d.ds.str[:4] == "1986"]
    b.q("What was the average spot rate over 1986?", "mean", y.s.mean(), 3,
        why=f"mean of s over the {len(y)} weeks of 1986")
    pos, v = unique_arg(e.s)
    b.q("When was the dollar at its strongest against the yen in these data, and at what rate?", "max", v, 2,
        position=pos, why="largest s over the 778 weeks (unique) and its date")
    pos, v = unique_arg(e.f, largest=False)
    b.q("What was the lowest 30-day forward rate, and in which week?", "min", v, 2, position=pos,
        why="smallest f over the 778 weeks (unique) and its date")
    a, z = e.loc["1985-01-04", "s"], e.loc["1988-01-08", "s"]
    b.q("By what percentage did the spot rate change from 4 January 1985 to 8 January 1988?", "percent-change",
        100 * (z - a) / a, 2, why=f"(s 1988-01-08 {z} - s 1985-01-04 {a}) / {a}, in percent")
    b.refuse("What was the yen-dollar rate in March 1995?", "refusal-after-end", "the data end on 24 November 1989")

    # us-corporate-profits: yearly 1929..2012 (2012 all NA), billions
    b.on(SPLIT, "us-corporate-profits")
    d = pd.read_csv(path(SPLIT, "us-corporate-profits")).set_index("year")
    assert len(d) == 84 and d.index.min() == 1929 and d.index.max() == 2012
    b.q("How much profit did the US financial industry make in 2007?", "value", d.loc[2007, "Financial"], 1,
        position="2007", why="Financial of the row 2007 (billions)")
    b.q("What share of domestic profits went to financial companies in 2001?", "share",
        100 * d.loc[2001, "Financial"] / d.loc[2001, "Domestic"], 2,
        why=f"Financial / Domestic of 2001 ({d.loc[2001, 'Financial']} / {d.loc[2001, 'Domestic']}), in percent")
    yr, v = unique_arg(d.Financial)
    b.q("In which year did financial-sector profits peak, and at how much?", "max", v, 1, position=str(yr),
        why="largest Financial over the years (2012 NA left out; unique) and its year")
    a, z = d.loc[2008, "CorporateProfitsAdj"], d.loc[2011, "CorporateProfitsAdj"]
    b.q("By how many percent did total corporate profits rise from 2008 to 2011?", "percent-change",
        100 * (z - a) / a, 2, why=f"(CorporateProfitsAdj 2011 {z} - 2008 {a}) / {a}, in percent")
    yr, v = unique_arg(d.Nonfinancial, largest=False)
    b.q("What was the worst year for the profits of non-financial companies, and what were they?", "min", v, 1,
        position=str(yr), why="smallest Nonfinancial over the years (2012 NA left out; unique) and its year")
    b.refuse("What were US corporate profits in 2016?", "refusal-after-end",
             "the table ends in 2012 (and 2012 itself is empty)")

    # seattle-hourly-temps: hourly 2010, F
    b.on(SPLIT, "seattle-hourly-temps")
    d = pd.read_csv(path(SPLIT, "seattle-hourly-temps"))
    assert len(d) == 8759 and d.date.is_unique
    d["pos"] = d.date.str.replace("/", "-")
    d["m"] = d.date.str[5:7].astype(int)
    e = d.set_index("pos")
    b.q("What was the temperature in Seattle at 3 pm on 4 July 2010?", "value", e.loc["2010-07-04 15:00", "temp"], 1,
        position="2010-07-04 15:00", why="temp of the row 2010/07/04 15:00 (degrees F)")
    aug = d[d.m == 8]
    b.q("What was the average temperature in Seattle in August 2010?", "mean", aug.temp.mean(), 2,
        why=f"mean of temp over the {len(aug)} hours of August 2010")
    pos, v = unique_arg(e.temp)
    b.q("When was the hottest hour of 2010 in Seattle, and how hot was it?", "max", v, 1, position=pos,
        why="largest temp over the 8759 hours (unique) and its hour")
    jan = d[d.m == 1].set_index("pos")
    pos, v = unique_arg(jan.temp, largest=False)
    b.q("What was the coldest reading in January 2010, and when?", "min", v, 1, position=pos,
        why="smallest temp over the hours of January 2010 (unique) and its hour")
    dec = d[d.m == 12]
    b.q("For how many hours in December 2010 did the temperature drop below 40 F?", "count", int((dec.temp < 40).sum()),
        0, why=f"count of the {len(dec)} hours of December 2010 with temp < 40")
    b.refuse("How much rain fell in Seattle on 10 March 2010?", "refusal-unknown-measure",
             "the table has the temperature only: no precipitation")

    # hair-eye-colour: 32 cells, Hair x Eye x Sex
    b.on(SPLIT, "hair-eye-colour")
    d = pd.read_csv(path(SPLIT, "hair-eye-colour"), index_col=0)
    assert len(d) == 32 and not d.duplicated(["Hair", "Eye", "Sex"]).any()
    b.q("How many of the women had blond hair and blue eyes?", "value",
        one(d[(d.Hair == "Blond") & (d.Eye == "Blue") & (d.Sex == "Female")], "Freq"), 0,
        why="Freq of the cell Blond, Blue, Female")
    b.q("How many students have brown eyes?", "sum", d[d.Eye == "Brown"].Freq.sum(), 0,
        why="sum of Freq over the 8 cells with Eye Brown")
    b.q("What percentage of the students are redheads?", "share", 100 * d[d.Hair == "Red"].Freq.sum() / d.Freq.sum(),
        2, why="sum of Freq over Hair Red divided by the sum of all 32 cells, in percent")
    ey, v = unique_arg(d[d.Sex == "Male"].groupby("Eye").Freq.sum())
    b.q("What is the most common eye colour among the men?", "ranking", v, 0, entity=ey,
        why="largest sum of Freq per Eye over the Male cells (unique)")
    gm, gf = d[(d.Eye == "Green") & (d.Sex == "Male")].Freq.sum(), d[(d.Eye == "Green") & (d.Sex == "Female")].Freq.sum()
    b.q("Are there more green-eyed men or green-eyed women, and how many more?", "comparison", abs(gm - gf), 0,
        entity="Male" if gm > gf else "Female", members={"Male": gm, "Female": gf},
        why=f"sum of Freq over Eye Green: Male {gm}, Female {gf}; the value is the difference")
    b.refuse("How many students had grey eyes?", "refusal-unknown-member",
             "the eye colours are brown, blue, hazel and green: no grey")

    # joint-sports: 40 cells, opinion x year x grade x gender
    b.on(SPLIT, "joint-sports")
    d = pd.read_csv(path(SPLIT, "joint-sports"), index_col=0)
    assert len(d) == 40 and not d.duplicated(["opinion", "year", "grade", "gender"]).any()
    b.q("How many third-grade girls in 1985 thought joint sports were very good?", "value",
        one(d[(d.opinion == "very good") & (d.year == 1985) & (d.grade == "3rd") & (d.gender == "Girl")], "Freq"), 0,
        why="Freq of the cell very good, 1985, 3rd, Girl")
    b.q("How many students answered the survey in 1983?", "sum", d[d.year == 1983].Freq.sum(), 0,
        why="sum of Freq over the 20 cells of year 1983")
    boys = d[d.gender == "Boy"]
    b.q("What share of the boys had a negative view (bad or very bad) of sports with girls?", "share",
        100 * boys[boys.opinion.isin(["bad", "very bad"])].Freq.sum() / boys.Freq.sum(), 2,
        why="sum of Freq over Boy cells with opinion bad or very bad, divided by the sum over all Boy cells, in percent")
    g1, g3 = d[(d.opinion == "very good") & (d.grade == "1st")].Freq.sum(), \
        d[(d.opinion == "very good") & (d.grade == "3rd")].Freq.sum()
    b.q("Which grade gave more 'very good' answers, the 1st or the 3rd, and by how many?", "comparison",
        abs(g1 - g3), 0, entity="1st" if g1 > g3 else "3rd", members={"1st": g1, "3rd": g3},
        why=f"sum of Freq over opinion very good: 1st {g1}, 3rd {g3}; the value is the difference")
    b.refuse("How many 2nd-grade students said joint sports were good?", "refusal-unknown-member",
             "the grades are 1st and 3rd: no 2nd")

    # guerry-france: 86 departments, c. 1830
    b.on(SPLIT, "guerry-france")
    d = pd.read_csv(path(SPLIT, "guerry-france"), index_col=0)
    assert len(d) == 86 and d.Department.is_unique
    e = d.set_index("Department")
    b.q("What was the literacy rate in the Seine department?", "value", e.loc["Seine", "Literacy"], 0,
        why="Literacy of the row Seine (percent of conscripts who read and write)")
    dp, v = unique_arg(e.Pop1831)
    b.q("Which department had the largest population in 1831?", "ranking", v, 2, entity=dp,
        why="largest Pop1831 among the 86 departments (unique)")
    n = d[d.Region == "N"]
    b.q("What was the average literacy of the northern departments?", "mean", n.Literacy.mean(), 2,
        why=f"mean of Literacy over the {len(n)} rows with Region N")
    b.q("How many departments had a literacy rate above 50 percent?", "count", int((d.Literacy > 50).sum()), 0,
        why="count of the 86 rows with Literacy > 50")
    rh, no = e.loc["Rhone", "Pop1831"], e.loc["Nord", "Pop1831"]
    b.q("Was Rhone or Nord more populous in 1831, and by how many thousand people?", "comparison", abs(rh - no), 2,
        entity="Rhone" if rh > no else "Nord", members={"Rhone": rh, "Nord": no},
        why=f"Pop1831 (thousands): Rhone {rh}, Nord {no}; the value is the difference")
    assert "Savoie" not in e.index
    b.refuse("What was the literacy rate in Savoie?", "refusal-unknown-member",
             "Savoie was not part of France in the 1830s: not among the 86 departments")


def build() -> list[dict]:
    b = Battery()
    holdout7(b)
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
