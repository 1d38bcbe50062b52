"""Write the question battery over the unseen sixteenth split: questions/holdout15.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout15/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout15.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a state, a country, a squadron, a commodity, a disease is named as people name it (``New York``,
  ``Japan`` for the code ``JPN``, ``Castile`` for ``Castilla``, ``Brent crude`` for ``oil_brent``);
  a patient or a participant by the number the file writes (``patient 62``, ``participant 10``);
- a quarter of the beer series is the fractional year's quarter (1975.5 is 1975 Q3), its position
  written ``1975Q3``; a birthday of the draft lottery is a month and a day (position ``09-14``), its
  day number counted in a leap year (24 April is day 115);
- the minimum wage "on" a day is the rate of the last change on or before that day (the table lists
  changes, each in force until the next);
- a rate per 100,000 people is the count over the population times 100,000;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty, a constraint the table cannot apply.

holdout15 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout15`` without ``--details``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import Battery, one, path, unique_arg  # noqa: E402
from make_questions import compared as cmp  # noqa: E402
from make_questions import main as write_splits  # noqa: E402

SPLIT = "holdout15"


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout15(b: Battery) -> None:
    b.split = SPLIT

    # us-contagious-diseases: disease x state x year, count of cases
    b.on(SPLIT, "us-contagious-diseases")
    d = read("us-contagious-diseases")
    b.q("How many measles cases did California report in 1960?", "value",
        one(d[(d.disease == "Measles") & (d.state == "California") & (d.year == 1960)], "count"), 0,
        why="count of the row Measles, California, 1960")
    polio = d[(d.disease == "Polio") & (d.year == 1952)]
    b.q("How many polio cases were reported across the United States in 1952?", "sum", polio["count"].sum(), 0,
        why=f"sum of count over the {len(polio)} rows Polio, 1952 (every state and DC)")
    tx = d[(d.disease == "Pertussis") & (d.state == "Texas")].set_index("year")["count"]
    k, v = unique_arg(tx)
    b.q("In which year did Texas report the most whooping cough cases, and how many were there?", "max", v, 0,
        position=str(k), why="the largest count over the rows Pertussis (whooping cough), Texas (unique) and its year")
    m90 = d[(d.disease == "Measles") & (d.year == 1990)].set_index("state")["count"]
    k, v = unique_arg(m90)
    b.q("Which state reported the most measles cases in 1990?", "ranking", v, 0, entity=k,
        why="the largest count over the rows Measles, 1990 (unique) and its state")
    ny = d[(d.disease == "Measles") & (d.state == "New York")].set_index("year")["count"]
    a, c = ny[1963], ny[1970]
    b.q("By what percentage did measles cases in New York fall between 1963 and 1970?", "percent-change",
        100 * (c - a) / a, 2, why=f"count of Measles, New York: 1970 ({c}) minus 1963 ({a}), over 1963, in percent")
    assert "Diphtheria" not in set(d.disease)
    b.refuse("How many diphtheria cases did Ohio report in 1950?", "refusal-unknown-member",
             "diphtheria is not one of the seven diseases (Hepatitis A, Measles, Mumps, Pertussis, Polio, Rubella, "
             "Smallpox)")

    # cholera-deaths-1849: daily deaths by cause, 1849
    b.on(SPLIT, "cholera-deaths-1849")
    d = read("cholera-deaths-1849")
    d["day"] = pd.to_datetime(d.date)
    ch = d[d.cause_of_death == "Cholera"].set_index("date")
    di = d[d.cause_of_death == "Diarrhaea"].set_index("date")
    b.q("How many people died of cholera in England on 4 September 1849?", "value", ch.loc["1849-09-04", "deaths"], 0,
        position="1849-09-04", why="deaths of the row Cholera, 1849-09-04")
    k, v = unique_arg(ch.deaths)
    b.q("On which day of 1849 did cholera kill the most people, and how many died?", "max", v, 0, position=k,
        why="the largest deaths over the 365 Cholera rows (unique) and its date")
    aug = ch[ch.day.dt.month == 8]
    b.q("How many cholera deaths were registered in August 1849?", "sum", aug.deaths.sum(), 0,
        why="sum of deaths over the 31 Cholera rows of August (a flow)")
    jul_c = ch[ch.day.dt.month == 7].deaths.sum()
    jul_d = di[di.day.dt.month == 7].deaths.sum()
    cmp(b, "In July 1849, did more people die of cholera or of diarrhoea, and how many more?",
        "cholera", int(jul_c), "diarrhoea", int(jul_d), 0,
        "sum of deaths over the 31 July rows of Cholera and of Diarrhaea")
    b.q("On how many days of 1849 did cholera deaths exceed 500?", "count", int((ch.deaths > 500).sum()), 0,
        why="count of Cholera rows with deaths > 500")
    assert d.day.max() == pd.Timestamp("1849-12-31")
    b.refuse("How many people died of cholera in January 1850?", "refusal-after-end",
             "the table covers 1849 only (it ends on 31 December 1849)")

    # us-seat-belt-laws: state x year 1983-1997
    b.on(SPLIT, "us-seat-belt-laws")
    d = read("us-seat-belt-laws")
    b.q("What was the traffic fatality rate per million miles driven in Texas in 1990?", "value",
        one(d[(d.state == "TX") & (d.year == 1990)], "fatalities"), 4, why="fatalities of the row TX, 1990")
    y97 = d[d.year == 1997]
    b.q("How many states had a primary seat-belt enforcement law in 1997?", "count",
        int((y97.enforce == "primary").sum()), 0,
        why="count of rows of 1997 with enforce primary (the 50 states and DC)")
    b.q("What was the average traffic fatality rate across the states in 1997?", "mean", y97.fatalities.mean(), 4,
        why=f"mean of fatalities (per million miles) over the {len(y97)} rows of 1997, unweighted")
    cmp(b, "Were more miles driven in Florida or in New York in 1997, and by how many million?",
        "Florida", int(one(y97[y97.state == "FL"], "miles")), "New York", int(one(y97[y97.state == "NY"], "miles")), 0,
        "miles (millions) of the rows FL and NY of 1997")
    oh = d[d.state == "OH"].set_index("year").income
    b.q("How much did median income per head in Ohio rise from 1983 to 1997?", "change", oh[1997] - oh[1983], 0,
        why=f"income of OH in 1997 ({oh[1997]}) minus 1983 ({oh[1983]})")
    assert d[(d.state == "AK") & (d.year == 1983)].seatbelt.isna().all()
    b.refuse("What share of Alaskans wore seat belts in 1983?", "refusal-missing-value",
             "the seatbelt cell of AK, 1983 is empty")

    # us-housing-completions-2018: Jan-Sep 2018, thousands at an annual rate
    b.on(SPLIT, "us-housing-completions-2018")
    d = read("us-housing-completions-2018").set_index("Month")
    b.q("At what annual rate were new homes being completed in the South in March 2018?", "value",
        d.loc["March", "South"], 0, position="2018-03", why="South of the row 2018, March (thousands, annual rate)")
    k, v = unique_arg(d["1 unit"])
    b.q("In which month of 2018 were single-family homes completed at the fastest rate, and what was it?", "max",
        v, 0, position=f"2018-{list(d.index).index(k) + 1:02d}",
        why="the largest '1 unit' over the 9 months (unique) and its month")
    b.q("What was the average completion rate in the West from January to September 2018?", "mean", d.West.mean(), 2,
        why="mean of West over the 9 rows")
    regions = ["Northeast", "Midwest", "South", "West"]
    b.q("What share of the homes completed in June 2018 were in the South?", "share",
        100 * d.loc["June", "South"] / d.loc["June", regions].sum(), 2,
        why="South over the sum of the four regions of the row June, in percent")
    assert d["2 to 4 units"].isna().all()
    b.refuse("At what rate were buildings with 2 to 4 units completed in May 2018?", "refusal-missing-value",
             "the '2 to 4 units' column is empty in every row")

    # australian-beer: quarterly, time = year + (quarter - 1) / 4
    b.on(SPLIT, "australian-beer")
    d = read("australian-beer")
    d["y"] = d.time.astype(int)
    d["q"] = ((d.time - d.y) * 4).round().astype(int) + 1
    d["pos"] = d.y.astype(str) + "Q" + d.q.astype(str)
    s = d.set_index("pos").value
    b.q("How much beer did Australia produce in the third quarter of 1975?", "value", s["1975Q3"], 0,
        position="1975Q3", why="value of the row time 1975.5 (megalitres)")
    b.q("How much beer was produced in Australia in 1990 in total?", "sum", d[d.y == 1990].value.sum(), 0,
        why="sum of value over the four quarters of 1990 (1990.0 .. 1990.75)")
    k, v = unique_arg(s)
    b.q("Which quarter had the highest beer production, and how much was it?", "max", v, 0, position=k,
        why="the largest value over the 218 quarters (unique) and its quarter")
    b.q("What was the average quarterly beer production from 2000 to 2009?", "mean",
        d[(d.y >= 2000) & (d.y <= 2009)].value.mean(), 2, why="mean of value over the 40 quarters 2000.0 .. 2009.75")
    a, c = s["1960Q1"], s["2010Q1"]
    b.q("By what percentage did beer production change from the first quarter of 1960 to the first quarter of 2010?",
        "percent-change", 100 * (c - a) / a, 2, why=f"value of 2010.0 ({c}) minus 1960.0 ({a}), over 1960.0, in percent")
    assert d.time.max() == 2010.25
    b.refuse("How much beer did Australia produce in the last quarter of 2012?", "refusal-after-end",
             "the series ends in 2010 Q2 (time 2010.25)")

    # streptomycin-trial: 107 patients
    b.on(SPLIT, "streptomycin-trial")
    d = read("streptomycin-trial")
    died = d.radiologic_6m == "1_Death"
    cmp(b, "Did more patients die in the control group or in the streptomycin group, and how many more?",
        "control", int((died & (d.arm == "Control")).sum()), "streptomycin", int((died & (d.arm == "Streptomycin")).sum()),
        0, "count of rows with radiologic_6m 1_Death and arm Control, and arm Streptomycin")
    ctl = d[d.arm == "Control"]
    b.q("What share of the control patients showed considerable improvement after six months?", "share",
        100 * (ctl.radiologic_6m == "6_Considerable_improvement").sum() / len(ctl), 2,
        why=f"rows of arm Control with radiologic_6m 6_Considerable_improvement over the {len(ctl)} Control rows, in "
        "percent")
    b.q("How many patients were in poor condition when they entered the trial?", "count",
        int((d.baseline_condition == "3_Poor").sum()), 0, why="count of rows with baseline_condition 3_Poor")
    res = d[d.strep_resistance == "3_resist_100+"]
    b.q("Of the patients whose bacilli became highly resistant to streptomycin, what share improved?", "share",
        100 * res.improved.sum() / len(res), 2,
        why=f"rows with strep_resistance 3_resist_100+ and improved True over the {len(res)} such rows, in percent")
    assert not [c for c in d.columns if "weight" in c.lower()]
    b.refuse("What was the average weight of the patients given streptomycin?", "refusal-unknown-measure",
             "the table has no weight")

    # sulindac-polyps-trial: 22 participants
    b.on(SPLIT, "sulindac-polyps-trial")
    d = read("sulindac-polyps-trial").set_index("participant_id")
    b.q("How many polyps did participant 10 have at the start of the trial?", "value", d.loc[10, "baseline"], 0,
        why="baseline of the row participant_id 10")
    su = d[d.treatment == "sulindac"]
    b.q("On average, how many polyps did the participants on sulindac have after three months?", "mean",
        su.number3m.mean(), 2, why=f"mean of number3m over the {len(su)} rows with treatment sulindac")
    a, c = d.loc[11, "baseline"], d.loc[11, "number12m"]
    b.q("By how much did participant 11's polyp count change between the start and twelve months?", "change", c - a, 0,
        why=f"number12m ({c}) minus baseline ({a}) of participant 11")
    both = d.dropna(subset=["number12m"])
    b.q("How many participants had fewer polyps after twelve months than at the start?", "count",
        int((both.number12m < both.baseline).sum()), 0,
        why=f"count of rows with number12m < baseline over the {len(both)} rows with a 12-month count (2 empty)")
    assert pd.isna(d.loc[1, "number12m"])
    b.refuse("How many polyps did participant 1 have after twelve months?", "refusal-missing-value",
             "the number12m cell of participant 1 is empty")

    # world-bank-population: country code x indicator, years 2000-2017 as headers
    b.on(SPLIT, "world-bank-population")
    d = read("world-bank-population").set_index(["country", "indicator"])
    b.q("What was Japan's total population in 2010?", "value", d.loc[("JPN", "SP.POP.TOTL"), "2010"], 0,
        why="2010 of the row JPN, SP.POP.TOTL")
    a, c = d.loc[("IND", "SP.URB.TOTL"), "2000"], d.loc[("IND", "SP.URB.TOTL"), "2017"]
    b.q("By how many people did India's urban population grow from 2000 to 2017?", "change", c - a, 0,
        why=f"2017 ({c}) minus 2000 ({a}) of the row IND, SP.URB.TOTL")
    latam = {"BRA": "Brazil", "MEX": "Mexico", "ARG": "Argentina", "COL": "Colombia"}
    urb = pd.Series({n: d.loc[(code, "SP.URB.TOTL"), "2015"] for code, n in latam.items()})
    k, v = unique_arg(urb)
    b.q("Of Brazil, Mexico, Argentina and Colombia, which had the largest urban population in 2015?", "ranking", v, 0,
        entity=k, why="2015 of the rows SP.URB.TOTL of BRA, MEX, ARG and COL; the largest (unique)")
    b.q("What share of the world's population lived in towns and cities in 2017?", "share",
        100 * d.loc[("WLD", "SP.URB.TOTL"), "2017"] / d.loc[("WLD", "SP.POP.TOTL"), "2017"], 2,
        why="2017 of WLD, SP.URB.TOTL over 2017 of WLD, SP.POP.TOTL, in percent (WLD is the world)")
    a, c = d.loc[("DEU", "SP.POP.TOTL"), "2000"], d.loc[("DEU", "SP.POP.TOTL"), "2017"]
    b.q("By what percentage did Germany's population change between 2000 and 2017?", "percent-change",
        100 * (c - a) / a, 2, why=f"2017 ({c}) minus 2000 ({a}) of DEU, SP.POP.TOTL, over 2000, in percent")
    assert "2020" not in d.columns and d.columns[-1] == "2017" and ("FRA", "SP.POP.TOTL") in d.index
    b.refuse("What was the population of France in 2020?", "refusal-after-end",
             "the years run 2000 .. 2017")

    # commodity-prices: monthly 1960-01 .. 2022-12, ten commodities
    b.on(SPLIT, "commodity-prices")
    d = read("commodity-prices")
    d["ym"] = d.date.str[:7]
    s = d.set_index("ym")
    b.q("What was the price of a barrel of Brent crude in June 2008?", "value", s.loc["2008-06", "oil_brent"], 2,
        position="2008-06", why="oil_brent of the row 2008-06-01 (dollars a barrel)")
    k, v = unique_arg(s.oil_brent)
    b.q("When did Brent crude reach its highest monthly price, and what was it?", "max", v, 2, position=k,
        why="the largest oil_brent over the 756 months (unique) and its month")
    y22 = d[d.date.str.startswith("2022")]
    b.q("What was the average price of Arabica coffee in 2022, in dollars a kilogram?", "mean",
        y22.coffee_arabica.mean(), 3, why="mean of coffee_arabica over the 12 months of 2022")
    cmp(b, "In December 2022, how much more expensive was Arabica coffee than Robusta, per kilogram?",
        "Arabica", s.loc["2022-12", "coffee_arabica"], "Robusta", s.loc["2022-12", "coffee_robustas"], 3,
        "coffee_arabica and coffee_robustas of the row 2022-12-01")
    a, c = s.loc["2000-01", "sugar_world"], s.loc["2010-01", "sugar_world"]
    b.q("By what percentage did the world sugar price change from January 2000 to January 2010?", "percent-change",
        100 * (c - a) / a, 2, why=f"sugar_world of 2010-01 ({c}) minus 2000-01 ({a}), over 2000-01, in percent")
    assert not [c for c in d.columns if "cocoa" in c]
    b.refuse("What was the price of cocoa in March 2015?", "refusal-unknown-member",
             "cocoa is not one of the ten commodities (oil, coffee, tea, sugar)")

    # us-births-1978: daily births
    b.on(SPLIT, "us-births-1978")
    d = read("us-births-1978")
    d["day"] = pd.to_datetime(d.date)
    s = d.set_index("date").births
    b.q("How many babies were born in the United States on 4 July 1978?", "value", s["1978-07-04"], 0,
        position="1978-07-04", why="births of the row 1978-07-04")
    k, v = unique_arg(s)
    b.q("On which day of 1978 were the most babies born, and how many?", "max", v, 0, position=k,
        why="the largest births over the 365 days (unique) and its date")
    b.q("How many babies were born in February 1978?", "sum", d[d.day.dt.month == 2].births.sum(), 0,
        why="sum of births over the 28 days of February 1978 (a flow)")
    sun = d[d.day.dt.day_of_week == 6]
    b.q("On average, how many babies were born on a Sunday in 1978?", "mean", sun.births.mean(), 2,
        why=f"mean of births over the {len(sun)} Sundays of 1978 (weekday from the date)")
    b.q("On how many days of 1978 were more than 10,000 babies born?", "count", int((d.births > 10000).sum()), 0,
        why="count of rows with births > 10000")
    assert d.day.min() == pd.Timestamp("1978-01-01")
    b.refuse("How many babies were born on 31 December 1977?", "refusal-before-start",
             "the table starts on 1 January 1978")

    # boston-marathon: winning time in minutes, 1897-2016
    b.on(SPLIT, "boston-marathon")
    d = read("boston-marathon").set_index("time").value
    b.q("What was the winning time of the 1950 Boston Marathon, in minutes?", "value", d[1950], 2, position="1950",
        why="value of the row time 1950 (minutes)")
    k, v = unique_arg(d, largest=False)
    b.q("In which year was the Boston Marathon won in the fastest time, and what was it in minutes?", "min", v, 2,
        position=str(k), why="the smallest value over the 120 years (unique) and its year")
    b.q("What was the average winning time in the 1980s?", "mean", d[(d.index >= 1980) & (d.index <= 1989)].mean(), 2,
        why="mean of value over the 10 rows 1980 .. 1989")
    b.q("By how many minutes did the winning time change between 1897 and 2016?", "change", d[2016] - d[1897], 2,
        why=f"value of 2016 ({d[2016]}) minus 1897 ({d[1897]})")
    b.q("In how many years was the race won in under 130 minutes?", "count", int((d < 130).sum()), 0,
        why="count of rows with value < 130")
    b.refuse("What was the women's winning time at the Boston Marathon in 2000?", "refusal-unknown-measure",
             "the table holds the men's open division's winning times only")

    # us-minimum-wage: 23 changes 1938-2009
    b.on(SPLIT, "us-minimum-wage")
    d = read("us-minimum-wage")
    d["day"] = pd.to_datetime(d.date)
    b.q("To what level was the federal minimum wage raised in January 1978?", "value",
        one(d[d.date == "1978-01-01"], "wage"), 2, position="1978-01-01", why="wage of the row 1978-01-01")
    before = d[d.day <= pd.Timestamp("1985-06-01")]
    b.q("What was the federal minimum wage on 1 June 1985?", "value", before.wage.iloc[-1], 2,
        why=f"wage of the last change on or before 1985-06-01 (the row {before.date.iloc[-1]}), in force until "
        f"the next ({d.date.iloc[len(before)]})")
    b.q("How many times was the federal minimum wage raised during the 1970s?", "count",
        int(((d.day.dt.year >= 1970) & (d.day.dt.year <= 1979)).sum()), 0,
        why="count of rows dated 1970 .. 1979 (every change is a rise)")
    assert d.wage.is_monotonic_increasing
    a, c = d.wage.iloc[0], d.wage.iloc[-1]
    b.q("By what percentage did the federal minimum wage rise from its first level in 1938 to 2009?",
        "percent-change", 100 * (c - a) / a, 2, why=f"wage of 2009-07-24 ({c}) minus 1938-10-24 ({a}), over 1938, "
        "in percent")
    b.refuse("What was the federal minimum wage for tipped employees in 1990?", "refusal-unknown-measure",
             "the table holds the general hourly rate only, no tipped-employee rate")

    # draft-lottery-1970: Day = day of a leap year, Rank = order drawn
    b.on(SPLIT, "draft-lottery-1970")
    d = read("draft-lottery-1970").set_index("Day")
    apr24 = pd.Timestamp("2000-04-24").day_of_year  # a leap year, as the lottery's 366 days
    assert d.loc[apr24, "Month"] == "Apr"
    b.q("What draft number did men born on 24 April receive?", "value", d.loc[apr24, "Rank"], 0,
        why=f"Rank of the row Day {apr24} (24 April in a leap year)")
    mean_by_month = d.groupby("Month").Rank.mean()
    k, v = unique_arg(mean_by_month, largest=False)
    b.q("Which birth month got the lowest draft numbers on average?", "ranking", v, 2, entity=k,
        why="mean of Rank per Month (12 groups); the smallest (unique) and its month as the file writes it")
    dec = d[d.Month == "Dec"]
    b.q("How many December birthdays drew a number of 195 or lower, the numbers that were called up?", "count",
        int((dec.Rank <= 195).sum()), 0, why="count of rows with Month Dec and Rank <= 195")
    k, v = unique_arg(d.Rank)
    md = pd.Timestamp("2000-01-01") + pd.Timedelta(days=int(k) - 1)
    b.q("Which birthday was drawn last, and what number did it get?", "max", v, 0, position=md.strftime("%m-%d"),
        why=f"the largest Rank (unique) and its Day ({k}, as a month and day of a leap year)")
    b.refuse("How many of the men born on 14 September were actually drafted?", "refusal-unknown-measure",
             "the table gives each birthday's draft number, not who was drafted")

    # french-road-accidents-1958: frequency table
    b.on(SPLIT, "french-road-accidents-1958")
    d = read("french-road-accidents-1958")
    b.q("How many pedestrians were killed on French roads in 1958?", "sum",
        d[(d["mode"] == "Pedestrian") & (d.result == "Died")].Freq.sum(), 0,
        why="sum of Freq over the rows mode Pedestrian, result Died (5 ages x 2 genders)")
    mc = d[d["mode"] == "Motorcycle"]
    b.q("What share of motorcycle accident victims died?", "share", 100 * mc[mc.result == "Died"].Freq.sum() / mc.Freq.sum(),
        2, why="sum of Freq over the Motorcycle rows with result Died over the sum of Freq over all Motorcycle rows, in "
        "percent")
    deaths = d[d.result == "Died"].groupby("age").Freq.sum()
    k, v = unique_arg(deaths)
    b.q("Which age group had the most road deaths?", "ranking", v, 0, entity=k,
        why="sum of Freq over the rows result Died per age; the largest (unique)")
    bk = d[(d["mode"] == "Bicycle") & (d.result == "Died")].groupby("gender").Freq.sum()
    cmp(b, "Were more men or more women killed riding bicycles, and how many more?", "Male", int(bk["Male"]),
        "Female", int(bk["Female"]), 0, "sum of Freq over the rows Bicycle, Died per gender")
    b.q("How many women aged 50 or over were injured as pedestrians?", "value",
        one(d[(d.age == "50+") & (d.result == "Injured") & (d["mode"] == "Pedestrian") & (d.gender == "Female")], "Freq"),
        0, why="Freq of the row 50+, Injured, Pedestrian, Female")
    b.refuse("How many of the victims were killed in Paris?", "refusal-constraint",
             "the table has no place: victims are classified by age, result, mode and gender only")

    # us-gun-murders-2010: 51 rows
    b.on(SPLIT, "us-gun-murders-2010")
    d = read("us-gun-murders-2010").set_index("state")
    b.q("How many gun murders were there in Texas in 2010?", "value", d.loc["Texas", "total"], 0,
        why="total of the row Texas")
    rate = 1e5 * d.total / d.population
    b.q("What was the gun murder rate per 100,000 people in Louisiana?", "value", rate["Louisiana"], 2,
        why="total over population of the row Louisiana, times 100,000")
    k, v = unique_arg(rate)
    b.q("Which state had the highest gun murder rate per 100,000 people?", "ranking", v, 2, entity=k,
        why="total over population times 100,000 per row (51, DC included); the largest (unique)")
    west = d[d.region == "West"]
    b.q("How many gun murders were committed in the Western states in total?", "sum", west.total.sum(), 0,
        why=f"sum of total over the {len(west)} rows with region West")
    b.q("How many states recorded more than 500 gun murders?", "count", int((d.total > 500).sum()), 0,
        why="count of rows with total > 500")
    assert "Puerto Rico" not in d.index
    b.refuse("How many gun murders were there in Puerto Rico in 2010?", "refusal-unknown-member",
             "Puerto Rico is not among the 50 states and DC")

    # spanish-armada-1588: 10 squadrons
    b.on(SPLIT, "spanish-armada-1588")
    d = read("spanish-armada-1588").set_index("Armada")
    b.q("How many soldiers sailed with the squadron of Castile?", "value", d.loc["Castilla", "soldiers"], 0,
        why="soldiers of the row Castilla")
    b.q("How many ships did the Armada have in all?", "sum", d.ships.sum(), 0, why="sum of ships over the 10 squadrons")
    k, v = unique_arg(d.balls)
    b.q("Which squadron carried the most cannonballs?", "ranking", v, 0, entity=k,
        why="the largest balls over the 10 rows (unique) and its squadron")
    b.q("What share of the Armada's men were sailors rather than soldiers?", "share", 100 * d.sailors.sum() / d.men.sum(),
        2, why=f"sum of sailors over the sum of men ({int(d.men.sum())}, soldiers plus sailors), in percent")
    cmp(b, "Which squadron had the greater tonnage, Portugal's or Andalusia's, and by how many tons?",
        "Portugal", int(d.loc["Portugal", "tons"]), "Andalucia", int(d.loc["Andalucia", "tons"]), 0,
        "tons of the rows Portugal and Andalucia")


def build() -> list[dict]:
    b = Battery()
    holdout15(b)
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
