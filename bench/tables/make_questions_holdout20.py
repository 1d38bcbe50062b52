"""Write the question battery over the unseen twenty-first split: questions/holdout20.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout20/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor any other split's questions but make_questions.py's and holdout19's, read for the
format). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout20.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a position is written as the file writes its time, made plain: a year ``1985``; a quarter
  ``1989-Q2`` (the AIDS table's ``year`` and ``quarter``); a month ``1990-06`` (the wine sales'
  fractional year, ``1990.41666666667`` is June 1990); the full-moon table's month by its abbreviation,
  ``Jul`` (it has no year); a patient's or a dog's test by its number of days; a Breslau age by its
  number of years; a weather station by its code;
- "the 1980s" is 1980-1989 and "the 1950s" 1950-1959; "the first quarter" is January-March;
- a car, an event, a sex, a country, a state as people name them (``the Tercel`` is ``Toyota Tercel``;
  ``the 10,000 m`` is ``10000m``; ``women`` is ``F``; ``West Germany`` is ``WGermany``; ``Texas`` is
  ``TX``), a ranking's entity as the file writes it;
- a running record is in minutes, as written (``0.1615`` is 9.69 s), a swimming record in seconds, a GDP
  in US dollars, the post office's money in millions of current dollars, the sea ice in square
  kilometres as written, unless the question asks for a share, which is in percent;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value; a change is the later value minus the earlier;
- ``hot-days-1948-2018`` writes 15 stations twice, in identical rows: its counts and means are over the
  182 distinct stations (the rows deduplicated), as the questions say;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty, a name or a position that fits two rows, a constraint the table cannot apply.

holdout20 was the unseen split kept for the final measurement until holdout21 was built; it is
now a measured split.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_questions import (  # noqa: E402
    Battery,
    one_split,
    path,
    pct,
    ranked,
    unique_arg,
)
from make_questions import compared as cmp  # noqa: E402
from make_questions import main as write_splits  # noqa: E402
from make_questions import only as one  # noqa: E402

SPLIT = "holdout20"
BRESLAU_YEARS = [f"year{y}" for y in range(1687, 1692)]


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout20(b: Battery) -> None:
    b.split = SPLIT

    # us-china-gdp-forecasts: country (United States, China) x year 1960 .. 2050; gdp observed 1960 .. 2019
    b.on(SPLIT, "us-china-gdp-forecasts")
    d = read("us-china-gdp-forecasts")
    s = d.set_index(["country", "year"])
    b.q("What was the United States' GDP in 2000?", "value", s.loc[("United States", 2000), "gdp"], 0,
        position=2000, why="gdp of the row United States, 2000 (US dollars)")
    cmp(b, "In 2019, how much larger was the US economy than China's, measured by observed GDP?",
        "United States", s.loc[("United States", 2019), "gdp"], "China", s.loc[("China", 2019), "gdp"], 0,
        why="gdp of the rows United States, 2019 and China, 2019")
    a, c = s.loc[("China", 2000), "gdp"], s.loc[("China", 2019), "gdp"]
    b.q("By what percentage did China's GDP grow between 2000 and 2019?", "percent-change", pct(c, a), 1,
        why=f"(gdp China 2019 {c} - China 2000 {a}) / {a} x 100")
    ch, us = s.loc[("China", 2019), "gdp"], s.loc[("United States", 2019), "gdp"]
    b.q("China's 2019 GDP was what percentage of the United States' GDP that year?", "share", ch / us * 100, 1,
        why=f"gdp China 2019 ({ch}) / gdp United States 2019 ({us}) x 100")
    assert pd.isna(s.loc[("China", 2025), "gdp"]) and pd.notna(s.loc[("China", 2025), "f_gdp"])
    b.refuse("What was China's actual, observed GDP in 2025?", "refusal-missing-value",
             why="gdp (observed) is empty from 2020 on: the row China, 2025 holds forecasts only")

    # running-record-progression: race x year (not unique), Time in minutes
    b.on(SPLIT, "running-record-progression")
    d = read("running-record-progression")
    r = d[(d.race == "800m") & (d.year == 1979)]
    b.q("What 800 m world record was set in 1979, in minutes?", "value", one(r.Time), 4, position=1979,
        why="Time of the only row race 800m, year 1979 (minutes)")
    mile = d[d.race == "Mile"].set_index("year")["Time"]
    y, v = unique_arg(mile, largest=False)
    b.q("What is the fastest mile in the table, in minutes, and in which year was it run?", "min", v, 4,
        position=y, why="the smallest Time among the Mile rows, and its year")
    b.q("How many world records in the 10,000 m does the table list?", "count", int((d.race == "10000m").sum()), 0,
        why="rows whose race is 10000m")
    counts = d.groupby("race").size()
    k, v = unique_arg(counts)
    b.q("Which event saw its world record broken the most times?", "ranking", v, 0, entity=k,
        why="rows counted by race; the race with the most rows")
    a = one(d[(d.race == "Marathon") & (d.year == 1925)].Time)
    c = one(d[(d.race == "Marathon") & (d.year == 2007)].Time)
    b.q("By how many minutes did the marathon world record change from its 1925 mark to its 2007 mark?", "change",
        c - a, 2, why=f"Time Marathon 2007 ({c}) minus Time Marathon 1925 ({a}) (negative: faster)")
    assert len(d[(d.race == "100m") & (d.year == 1991)]) == 2
    b.refuse("What was the 100 m world record set in 1991?", "refusal-ambiguous",
             why="two 100m rows of 1991 (0.165 and 0.164333): the record was broken twice that year")

    # swimming-world-records: sex (M, F) x year (not unique), time in seconds
    b.on(SPLIT, "swimming-world-records")
    d = read("swimming-world-records")
    w = d[d.sex == "F"]
    m = d[d.sex == "M"]
    b.q("What was the women's 100 m freestyle world record set in 1976, in seconds?", "value",
        one(w[w.year == 1976].time), 2, position=1976, why="time of the row F, 1976")
    y, v = unique_arg(m.set_index("year")["time"], largest=False)
    b.q("What is the fastest men's 100 m freestyle record in the table, and when was it set?", "min", v, 2,
        position=y, why="the smallest time among the M rows, and its year")
    a, c = one(m[m.year == 1905].time), one(m[m.year == 1976].time)
    b.q("By how many seconds did the men's record improve between 1905 and 1976?", "change", c - a, 2,
        why=f"time M 1976 ({c}) minus time M 1905 ({a}) (negative: faster)")
    wf, mf = one(w[w.year == 1972].time), one(m[m.year == 1972].time)
    cmp(b, "Of the records set in 1972, how much slower was the women's than the men's?", "women", wf, "men", mf, 2,
        why="time of the rows F, 1972 and M, 1972 (seconds)")
    assert m.year.max() == 2000
    b.refuse("What men's 100 m freestyle world record was set in 2008?", "refusal-after-end",
             why="the men's rows end in 2000 (the table's last row is a women's record of 2004)")

    # yugo-sales: car x year 1985 .. 1992
    b.on(SPLIT, "yugo-sales")
    d = read("yugo-sales")
    s = d.set_index(["car", "year"])["sales"]
    b.q("How many Yugos were sold in the United States in 1987?", "value", s[("Yugo", 1987)], 0, position=1987,
        why="sales of the row Yugo, 1987")
    yu = d[d.car == "Yugo"]
    assert len(yu) == 8 and yu.sales.notna().all()
    b.q("How many Yugos were sold in the US altogether from 1985 to 1992?", "sum", yu.sales.sum(), 0,
        why="sum of sales over the 8 Yugo rows")
    cmp(b, "In 1988, which sold more in the US, the Hyundai Excel or the Toyota Tercel, and by how many cars?",
        "Hyundai Excel", s[("Hyundai Excel", 1988)], "Toyota Tercel", s[("Toyota Tercel", 1988)], 0,
        why="sales of the rows of 1988")
    y, v = unique_arg(yu.set_index("year")["sales"])
    b.q("In which year did the Yugo have its best US sales?", "max", v, 0, position=y,
        why="the largest sales among the Yugo rows, and its year")
    y86 = d[d.year == 1986]
    assert len(y86) == 3 and y86.sales.notna().all()
    b.q("What share of the three models' combined 1986 US sales went to the Yugo?", "share",
        s[("Yugo", 1986)] / y86.sales.sum() * 100, 1,
        why=f"sales Yugo 1986 ({s[('Yugo', 1986)]}) / the sum of the three rows of 1986 ({y86.sales.sum()}) x 100")
    assert pd.isna(s[("Hyundai Excel", 1985)])
    b.refuse("How many Hyundai Excels were sold in the US in 1985?", "refusal-missing-value",
             why="sales is empty in the row Hyundai Excel, 1985")

    # aids-reporting-delays: year x quarter (1983 Q3 .. 1992 Q4) x delay
    b.on(SPLIT, "aids-reporting-delays")
    d = read("aids-reporting-delays")
    s = d.set_index(["year", "quarter", "delay"])["y"]
    b.q("How many AIDS cases diagnosed in the second quarter of 1988 were reported within a month?", "value",
        s[(1988, 2, 0)], 0, position="1988-Q2", why="y of the row year 1988, quarter 2, delay 0")
    y90 = d[d.year == 1990]
    assert len(y90) == 60
    b.q("How many AIDS cases diagnosed in 1990 were reported in all?", "sum", y90.y.sum(), 0,
        why="sum of y over the 60 rows of 1990 (4 quarters x 15 delays; some late-delay counts are flagged "
            "incomplete, dud 1, and counted as written)")
    q = d.groupby(["year", "quarter"])["y"].sum()
    (yy, qq), v = unique_arg(q)
    b.q("In which quarter were the most AIDS cases diagnosed, counting every reporting delay?", "max", v, 0,
        position=f"{yy}-Q{qq}", why="y summed over the delays for each year and quarter; the largest sum, and its "
                                    "quarter (counts as written, incomplete ones included)")
    y89 = d[d.year == 1989]
    b.q("What share of the AIDS cases diagnosed in 1989 were reported within a month of diagnosis?", "share",
        y89[y89.delay == 0].y.sum() / y89.y.sum() * 100, 1,
        why="sum of y over the 1989 rows of delay 0 / the sum of y over all the 1989 rows x 100")
    assert (d.year.min(), d[d.year == 1983].quarter.min()) == (1983, 3)
    b.refuse("How many AIDS cases were diagnosed in England and Wales in the first quarter of 1983?",
             "refusal-before-start", why="the table starts with the third quarter of 1983 (July 1983)")

    # full-moon-admissions: Month (Aug .. Jul, no year) x Moon (Before, During, After)
    b.on(SPLIT, "full-moon-admissions")
    d = read("full-moon-admissions")
    s = d.set_index(["Month", "Moon"])["Admission"]
    b.q("How many patients were admitted to the emergency room on the day of the full moon in April?", "value",
        s[("Apr", "During")], 1, position="Apr", why="Admission of the row Apr, During")
    du = d[d.Moon == "During"]
    assert len(du) == 12
    b.q("Averaged over the twelve months, how many admissions were there on full-moon days?", "mean",
        du.Admission.mean(), 2, why="mean of Admission over the 12 During rows")
    cmp(b, "In January, were admissions higher before or after the full moon, and by how much?", "Before",
        s[("Jan", "Before")], "After", s[("Jan", "After")], 1, why="Admission of the rows Jan, Before and Jan, After")
    mo, v = unique_arg(d[d.Moon == "Before"].set_index("Month")["Admission"])
    b.q("In which month were admissions in the days before the full moon highest?", "max", v, 1, position=mo,
        why="the largest Admission among the Before rows, and its month")
    be = d[d.Moon == "Before"].set_index("Month")["Admission"]
    b.q("In how many months were there more admissions on the full-moon day than in the days before it?", "count",
        int((du.set_index("Month")["Admission"] > be).sum()), 0,
        why="months whose During Admission is greater than their Before Admission")
    assert set(d.Moon) == {"Before", "During", "After"}
    b.refuse("How many patients were admitted around the new moon in March?", "refusal-unknown-member",
             why="Moon holds Before, During and After the full moon only: no new moon")

    # australian-wine-sales: time a fractional year, 1980.0 (January 1980) .. 1994.58333333333 (August 1994)
    b.on(SPLIT, "australian-wine-sales")
    d = read("australian-wine-sales")
    k = (d.time * 12).round().astype(int)
    d["year"], d["month"] = k // 12, k % 12 + 1
    s = d.set_index(["year", "month"])["value"]
    b.q("What were Australia's wine sales in June 1990?", "value", s[(1990, 6)], 0, position="1990-06",
        why="value of the row time 1990.41666666667")
    y91 = d[d.year == 1991]
    assert len(y91) == 12
    b.q("What were Australia's total wine sales in 1991?", "sum", y91.value.sum(), 0,
        why="sum of value over the 12 months of 1991")
    (yy, mm), v = unique_arg(s)
    b.q("In which month were Australian wine sales at their highest?", "max", v, 0, position=f"{yy}-{mm:02d}",
        why="the largest value of the table, and its month")
    q1 = d[(d.year == 1988) & (d.month <= 3)]
    assert len(q1) == 3
    b.q("What were the average monthly wine sales in the first quarter of 1988?", "mean", q1.value.mean(), 1,
        why="mean of value over January .. March 1988")
    a, c = s[(1980, 12)], s[(1993, 12)]
    b.q("By what percentage did December wine sales change between 1980 and 1993?", "percent-change",
        pct(c, a), 1, why=f"(value December 1993 {c} - December 1980 {a}) / {a} x 100")
    assert (d.year.iloc[-1], d.month.iloc[-1]) == (1994, 8)
    b.refuse("What were Australia's wine sales in December 1994?", "refusal-after-end",
             why="the table ends in August 1994 (time 1994.58333333333)")

    # coma-iq-recovery: id x days, piq / viq; 200 patients
    b.on(SPLIT, "coma-iq-recovery")
    d = read("coma-iq-recovery")
    b.q("What was patient 3358's verbal IQ when tested 175 days after the coma?", "value",
        one(d[(d.id == 3358) & (d.days == 175)].viq), 0, position=175, why="viq of the row id 3358, days 175")
    per = d.groupby("id").size()
    assert len(per) == 200
    b.q("How many of the patients had their IQ tested more than once?", "count", int((per > 1).sum()), 0,
        why="patients (id) with more than one row")
    fem = d[d.sex == "Female"]
    b.q("Across all the tests of female patients, what was the average performance IQ?", "mean", fem.piq.mean(), 2,
        why=f"mean of piq over the {len(fem)} rows whose sex is Female")
    dur = d.groupby("id").duration.first()
    assert (d.groupby("id").duration.nunique() == 1).all()
    k, v = unique_arg(dur)
    b.q("Which patient had been in a coma the longest, and for how many days?", "ranking", v, 0, entity=k,
        why="the largest duration among the patients (one value per id)")
    p = d[d.id == 1939].sort_values("days")
    assert len(p) == 5
    b.q("How much did patient 1939's performance IQ change from the first test to the last?", "change",
        p.piq.iloc[-1] - p.piq.iloc[0], 0,
        why=f"piq at days {p.days.iloc[-1]} ({p.piq.iloc[-1]}) minus piq at days {p.days.iloc[0]} ({p.piq.iloc[0]})")
    assert 1234 not in set(d.id)
    b.refuse("What was patient 1234's verbal IQ a year after the coma?", "refusal-unknown-member",
             why="no patient numbered 1234 (absence asserted)")

    # dog-ct-pixel-intensity: Dog 1 .. 10 x Side (L, R) x day
    b.on(SPLIT, "dog-ct-pixel-intensity")
    d = read("dog-ct-pixel-intensity")
    s = d.set_index(["Dog", "Side", "day"])["pixel"]
    b.q("What was the pixel intensity of dog 1's left side on day 10?", "value", s[(1, "L", 10)], 1, position=10,
        why="pixel of the row Dog 1, Side L, day 10")
    day, v = unique_arg(d[(d.Dog == 2) & (d.Side == "R")].set_index("day")["pixel"])
    b.q("On which day did the scans of dog 2's right side show the highest intensity, and what was it?", "max", v,
        1, position=day, why="the largest pixel among the rows Dog 2, Side R, and its day")
    cmp(b, "On day 6, was dog 4's left or right side brighter on the scan, and by how much?", "left",
        s[(4, "L", 6)], "right", s[(4, "R", 6)], 1, why="pixel of the rows Dog 4, day 6, Side L and R")
    d0 = d[d.day == 0]
    b.q("What was the average pixel intensity over all the scans taken on day 0?", "mean", d0.pixel.mean(), 2,
        why=f"mean of pixel over the {len(d0)} rows of day 0 (both sides)")
    b.q("How many of the dogs were scanned on day 10?", "count", int(d[d.day == 10].Dog.nunique()), 0,
        why="distinct Dog among the rows of day 10")
    assert (9, "L", 14) not in s.index and set(d[d.Dog == 9].day) == {4, 8}
    b.refuse("What was the pixel intensity of dog 9's left side on day 14?", "refusal-missing-value",
             why="dog 9 was scanned on days 4 and 8 only: no day-14 reading")

    # breslau-deaths-1687-1691: age 1 .. 100, year1687 .. year1691, total, average
    b.on(SPLIT, "breslau-deaths-1687-1691")
    d = read("breslau-deaths-1687-1691")
    s = d.set_index("age")
    b.q("How many people aged 20 died in Breslau in 1690?", "value", s.loc[20, "year1690"], 0, position=1690,
        why="year1690 of the row age 20")
    b.q("How many children aged 1 to 5 died in Breslau in 1687?", "sum", s.loc[1:5, "year1687"].sum(), 0,
        why="sum of year1687 over the rows of ages 1 .. 5")
    one_year = s.loc[1, BRESLAU_YEARS]
    k, v = unique_arg(one_year)
    b.q("In which year did the most one-year-olds die?", "max", v, 0, position=k.removeprefix("year"),
        why="the largest of year1687 .. year1691 in the row age 1, and its year")
    adults = s.loc[11:, "total"]
    k, v = unique_arg(adults)
    b.q("Above the age of 10, at what age did the most people die over the five years?", "ranking", v, 0, entity=k,
        why="the largest total among the rows of ages 11 .. 100, and its age")
    a, c = d.year1687.sum(), d.year1690.sum()
    b.q("By what percentage did the number of deaths rise from 1687 to 1690?", "percent-change", pct(c, a), 1,
        why=f"(the sum of year1690, {c}, - the sum of year1687, {a}) / {a} x 100, all ages")
    assert "year1695" not in d.columns
    b.refuse("How many people aged 30 died in Breslau in 1695?", "refusal-after-end",
             why="the years are 1687 .. 1691 only")

    # hot-days-1948-2018: station codes, dx70 / dx90 in 1948 and 2018; 15 stations written twice
    b.on(SPLIT, "hot-days-1948-2018")
    d = read("hot-days-1948-2018")
    u = d.drop(columns="rownames").drop_duplicates()
    assert len(u) == u.station.nunique() == 182
    s = u.set_index("station")
    b.q("How many days above 70 degrees did station USC00203823 record in 2018?", "value",
        s.loc["USC00203823", "dx70_2018"], 0, position=2018, why="dx70_2018 of the row USC00203823")
    k, v = unique_arg(s["dx90_2018"])
    b.q("Which station had the most days above 90 degrees in 2018?", "ranking", v, 0, entity=k,
        why="the largest dx90_2018 of the table (its repeated rows identical)")
    b.q("At how many different stations were there more days above 90 degrees in 2018 than in 1948?", "count",
        int((u.dx90_2018 > u.dx90_1948).sum()), 0,
        why="distinct stations (the 15 repeated rows counted once) whose dx90_2018 is above dx90_1948")
    b.q("Across the distinct stations, what was the average number of days above 70 degrees in 1948?", "mean",
        u.dx70_1948.mean(), 2, why="mean of dx70_1948 over the 182 distinct stations (repeated rows once)")
    cmp(b, "At station USW00026411, were there more days above 70 degrees in 1948 or in 2018, and how many more?",
        "1948", s.loc["USW00026411", "dx70_1948"], "2018", s.loc["USW00026411", "dx70_2018"], 0,
        why="dx70_1948 and dx70_2018 of the row USW00026411")
    assert not any("100" in c for c in d.columns)
    b.refuse("How many days above 100 degrees did station USC00203823 have in 2018?", "refusal-unknown-measure",
             why="the table counts days above 70 and above 90 degrees only")

    # us-incarcerations: year 1925 .. 2019
    b.on(SPLIT, "us-incarcerations")
    d = read("us-incarcerations")
    s = d.set_index("year")
    b.q("How many prisoners were held in US state and federal prisons in 2000?", "value",
        s.loc[2000, "stateFedIncarcerees"], 0, position=2000, why="stateFedIncarcerees of the row 2000")
    y, v = unique_arg(s["stateFedIncarcerees"])
    b.q("In which year did the US prison population peak, and at what level?", "max", v, 0, position=y,
        why="the largest stateFedIncarcerees of the table, and its year")
    a, c = s.loc[1980, "stateFedIncarcerees"], s.loc[2008, "stateFedIncarcerees"]
    b.q("By what percentage did the number of prisoners grow between 1980 and 2008?", "percent-change",
        pct(c, a), 1, why=f"(stateFedIncarcerees 2008 {c} - 1980 {a}) / {a} x 100")
    f, t = s.loc[2019, "stateFedFemales"], s.loc[2019, "stateFedIncarcerees"]
    b.q("What share of US prisoners were women in 2019?", "share", f / t * 100, 2,
        why=f"stateFedFemales 2019 ({f}) / stateFedIncarcerees 2019 ({t}) x 100")
    fif = d[d.year.between(1950, 1959)]
    assert len(fif) == 10
    b.q("What was the average incarceration rate per 100,000 people during the 1950s?", "mean",
        fif.stateFedIncarcerationRate.mean(), 1, why="mean of stateFedIncarcerationRate over 1950 .. 1959")
    assert not any("jail" in c.lower() for c in d.columns)
    b.refuse("How many people were held in US local jails in 2010?", "refusal-unknown-measure",
             why="the table counts state and federal prisoners only; jail inmates are not included")

    # us-postal-service: Year 1789 .. 2021
    b.on(SPLIT, "us-postal-service")
    d = read("us-postal-service")
    s = d.set_index("Year")
    b.q("How many post offices were there in the United States in 1900?", "value", s.loc[1900, "postOffices"], 0,
        position=1900, why="postOffices of the row 1900")
    y, v = unique_arg(s["postOffices"])
    b.q("In which year did the number of post offices reach its peak?", "max", v, 0, position=y,
        why="the largest postOffices of the table, and its year")
    cmp(b, "In 2020, were the Postal Service's expenses or its income larger, and by how many millions?",
        "Expenses", s.loc[2020, "Expenses"], "Income", s.loc[2020, "Income"], 1,
        why="Expenses and Income of the row 2020 (millions of current dollars)")
    a, c = s.loc[2000, "piecesOfMail"], s.loc[2020, "piecesOfMail"]
    b.q("By what percentage did the volume of mail handled change from 2000 to 2020?", "percent-change",
        pct(c, a), 1, why=f"(piecesOfMail 2020 {c} - 2000 {a}) / {a} x 100")
    assert pd.isna(s.loc[2015, "periodicals"])
    b.refuse("How many periodicals were mailed in 2015?", "refusal-missing-value",
             why="periodicals is empty after 2009: the row 2015 has no figure")

    # arctic-sea-ice-extent: year 1901 .. 2015, square kilometres
    b.on(SPLIT, "arctic-sea-ice-extent")
    d = read("arctic-sea-ice-extent")
    s = d.set_index("year")
    b.q("What was the Arctic sea ice extent in 1950?", "value", s.loc[1950, "value"], 0, position=1950,
        why="value of the row 1950 (square kilometres, as written)")
    y, v = unique_arg(s["value"], largest=False)
    b.q("In which year was the Arctic sea ice extent smallest?", "min", v, 0, position=y,
        why="the smallest value of the table, and its year")
    e80 = d[d.year.between(1980, 1989)]
    assert len(e80) == 10
    b.q("What was the average Arctic sea ice extent in the 1980s?", "mean", e80.value.mean(), 0,
        why="mean of value over 1980 .. 1989")
    a, c = s.loc[1979, "value"], s.loc[2015, "value"]
    b.q("By how much did the sea ice extent change between 1979 and 2015?", "change", c - a, 0,
        why=f"value 2015 ({c}) minus value 1979 ({a}) (negative: a loss)")
    b.q("In how many years was the extent below 11 million square kilometres?", "count",
        int((d.value < 11_000_000).sum()), 0, why="rows whose value is below 11000000")
    assert d.year.min() == 1901
    b.refuse("What was the Arctic sea ice extent in 1890?", "refusal-before-start", why="the table starts in 1901")

    # european-energy-1980: 20 countries in the rownames column, gdp and energy
    b.on(SPLIT, "european-energy-1980")
    d = read("european-energy-1980")
    s = d.set_index("rownames")
    b.q("How much energy did France consume in 1980, in millions of kilograms of coal equivalent?", "value",
        s.loc["France", "energy"], 0, why="energy of the row France")
    k, v = ranked(s["gdp"], 2)
    b.q("Which country had the second-largest GDP of the twenty?", "ranking", v, 0, entity=k,
        why="the rows sorted by gdp from the largest: the second")
    uk, tot = s.loc["UK", "energy"], d.energy.sum()
    b.q("What share of the twenty countries' combined energy consumption was the United Kingdom's?", "share",
        uk / tot * 100, 1, why=f"energy UK ({uk}) / the sum of energy over the 20 rows ({tot}) x 100")
    b.q("How many of the countries consumed more than 50,000 million kilograms of coal equivalent?", "count",
        int((d.energy > 50000).sum()), 0, why="rows whose energy is above 50000")
    cmp(b, "Which had the larger GDP in 1980, Sweden or Norway, and by how much?", "Sweden",
        s.loc["Sweden", "gdp"], "Norway", s.loc["Norway", "gdp"], 0, why="gdp of the rows Sweden and Norway")
    b.refuse("What was West Germany's energy consumption in 1990?", "refusal-constraint",
             why="the table holds 1980 only: no other year can be applied")

    # teen-pregnancy-by-state: 50 states by code, CivilWar, Church, Teen
    b.on(SPLIT, "teen-pregnancy-by-state")
    d = read("teen-pregnancy-by-state")
    s = d.set_index("State")
    b.q("What was the teen pregnancy rate in Texas?", "value", s.loc["TX", "Teen"], 0,
        why="Teen of the row TX (pregnancies per 1,000 teenage girls)")
    k, v = unique_arg(s["Teen"])
    b.q("Which state had the highest teen pregnancy rate?", "ranking", v, 0, entity=k,
        why="the largest Teen of the table")
    con = d[d.CivilWar == "C"]
    b.q("What was the average teen pregnancy rate of the former Confederate states?", "mean", con.Teen.mean(), 2,
        why=f"mean of Teen over the {len(con)} rows whose CivilWar is C")
    b.q("In how many states did at least 40% of people attend church in the previous week?", "count",
        int((d.Church >= 40).sum()), 0, why="rows whose Church is 40 or more")
    cmp(b, "Was the teen pregnancy rate higher in California or in New York, and by how much?", "California",
        s.loc["CA", "Teen"], "New York", s.loc["NY", "Teen"], 0, why="Teen of the rows CA and NY")
    assert {"NC", "SC"} <= set(d.State)
    b.refuse("What was the teen pregnancy rate in Carolina?", "refusal-ambiguous",
             why="two states fit, North Carolina (NC) and South Carolina (SC), with different rates")


if __name__ == "__main__":
    sys.exit(write_splits(build=one_split(SPLIT, holdout20)))
