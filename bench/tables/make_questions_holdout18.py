"""Write the question battery over the unseen nineteenth split: questions/holdout18.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout18/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor any other split's questions). ``why`` says how. Nothing is random. ``--check`` compares
the committed file with a fresh build (exit 1 when it differs). It needs only pandas
(make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout18.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a position is written as the file writes its time, made plain: a year ``2017``; a quarter ``1997Q3``
  (the arrivals' ``1997 Q3``; the organ donations' ``Q32011`` is ``2011Q3``); a month ``2016-12`` (the
  heating oil's ``Year`` and ``Month``; the eating-out table's fractional year, ``2016.91666666667`` is
  December 2016; a Thatcher poll by its month, one poll a month at most); a day ``2016-06-24``; a poll
  day of 2008 by the file's count of days to the election, ``-5`` (five days before 4 November 2008);
  an age by its number of years;
- a year's quarters, months or days are those dated in it; "the summer" is June, July and August
  of the year named; "Fridays" are the dates whose weekday is Friday;
- an origin, a category, a state, a municipality, a gas, a region and a car as people name them
  (``New Zealand`` is the file's ``NZ``, ``CFC-11`` is ``cfc11``, ``the mid-latitudes`` is
  ``Mid-Lat``, ``the Ferrari 488 GTB`` is mfr ``Ferrari``, model ``488 GTB``), but a ranking's entity
  is what the file writes; a boy by his number (``boy 10``); a star by its name with spaces, as people
  write it (``Alpha Centauri B`` fits both ``AlphaCentauriB`` and ``*AlphaCentauriB``);
- "countries" of the motor-vehicle table leave out its ``World`` row, which is the world's total;
- a rate, a margin or a probability is the fraction the file writes (``0.2798``, not 27.98 %), unless
  the question asks for a share, which is in percent; the solar table's angle is in degrees, a
  reading at a true solar time such as ``9:30`` the row whose ``tst`` is ``930``;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty, a name that fits two members, a constraint the table cannot apply.

holdout18 was the unseen split kept for the final measurement until holdout19 was built; it is
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

SPLIT = "holdout18"


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout18(b: Battery) -> None:
    b.split = SPLIT

    # motor-vehicle-production: country x year (1950, 1960 .. 2005, 2010 .. 2019), a World row
    b.on(SPLIT, "motor-vehicle-production")
    d = read("motor-vehicle-production")
    s = d.set_index(["country", "year"])["value"]
    b.q("How many motor vehicles did Japan build in 1980?", "value", s[("Japan", 1980)], 0,
        position=1980, why="value of the row Japan, 1980")
    china = d[d.country == "China"].set_index("year")["value"]
    y, v = unique_arg(china)
    b.q("In which year did China's motor vehicle production peak, and how many vehicles did it make then?", "max",
        v, 0, position=y, why="the largest value among China's rows (1950 empty left out), and its year")
    c19 = d[(d.year == 2019) & (d.country != "World")].set_index("country")["value"]
    k, v = ranked(c19, 3)
    b.q("Leaving the world total aside, which country was the third-largest vehicle producer in 2019?", "ranking",
        v, 0, entity=k, why="the rows of 2019 without World, sorted by value from the largest: the third")
    us, world = s[("United States", 1950)], s[("World", 1950)]
    b.q("What share of the world's motor vehicles did the United States produce in 1950?", "share",
        us / world * 100, 1, why=f"United States 1950 ({us}) / World 1950 ({world}) x 100")
    a, c = s[("India", 2000)], s[("India", 2019)]
    b.q("By what percentage did India's vehicle production grow between 2000 and 2019?", "percent-change",
        pct(c, a), 1, why=f"(India 2019 {c} - India 2000 {a}) / India 2000 x 100")
    assert 1985 not in set(d.year) and ("Germany", 1990) in s.index
    b.refuse("How many cars and trucks did Germany produce in 1985?", "refusal-unknown-member",
             why="the table has no 1985: its years jump from 1980 to 1990 (absence asserted)")

    # australia-arrivals: Quarter ('1981 Q1') x Origin (Japan, NZ, UK, US), 1981 Q1 .. 2012 Q3
    b.on(SPLIT, "australia-arrivals")
    d = read("australia-arrivals")
    d["year"] = d.Quarter.str[:4].astype(int)
    s = d.set_index(["Quarter", "Origin"])["Arrivals"]
    b.q("How many visitors arrived in Australia from New Zealand in the third quarter of 2000?", "value",
        s[("2000 Q3", "NZ")], 0, position="2000Q3", why="Arrivals of the row 2000 Q3, NZ")
    jp95 = d[(d.Origin == "Japan") & (d.year == 1995)]
    assert len(jp95) == 4
    b.q("How many arrivals from Japan did Australia count in 1995 altogether?", "sum", jp95.Arrivals.sum(), 0,
        why="sum of Arrivals over the four quarters 1995 Q1 .. Q4 of Japan")
    y10 = d[d.year == 2010].groupby("Origin")["Arrivals"].sum()
    assert (d[d.year == 2010].groupby("Origin").size() == 4).all()
    cmp(b, "In 2010, did more people arrive in Australia from the UK or from the US, and by how many?",
        "UK", y10["UK"], "US", y10["US"], 0, why="sums of Arrivals over the four quarters of 2010")
    b.q("What share of the 2010 arrivals from these four countries came from New Zealand?", "share",
        y10["NZ"] / y10.sum() * 100, 1, why="NZ's sum of Arrivals over 2010 / the four origins' sum over 2010 x 100")
    q, v = unique_arg(d[d.Origin == "Japan"].set_index("Quarter")["Arrivals"])
    b.q("In which quarter did arrivals from Japan reach their highest level?", "max", v, 0,
        position=q.replace(" ", ""), why="the largest Arrivals among Japan's rows, and its quarter")
    us5 = d[(d.Origin == "US") & d.year.between(2005, 2009)]
    assert len(us5) == 20
    b.q("On average, how many American visitors arrived a quarter over 2005-2009?", "mean", us5.Arrivals.mean(), 1,
        why="mean of Arrivals over US's 20 quarters 2005 Q1 .. 2009 Q4")
    b.refuse("How many Japanese tourists came to Australia on holiday, rather than on business, in 2005?",
             "refusal-constraint", why="the table counts all arrivals by origin; it has no purpose of visit")

    # us-tech-price-trends: date (YYYY-MM-01) x category, Dec 1997 = 100, to 2015-08
    b.on(SPLIT, "us-tech-price-trends")
    d = read("us-tech-price-trends")
    p = d.pivot(index="date", columns="category", values="value")
    tv = "Televisions"
    pc = "Personal computers and peripheral equipment"
    cable = "Cable and satellite television and radio service"
    b.q("What was the consumer price index for televisions in January 2010, with December 1997 at 100?", "value",
        p.loc["2010-01-01", tv], 1, position="2010-01", why="value of the row Televisions, 2010-01-01")
    a, c = p.loc["1997-12-01", pc], p.loc["2015-08-01", pc]
    b.q("By how much, in percent, did prices of personal computers and peripherals fall from December 1997 to "
        "August 2015?", "percent-change", pct(c, a), 1,
        why=f"({pc} 2015-08 {c} - 1997-12 {a}) / {a} x 100 (negative: a fall)")
    ai = p.loc[p.index.str.startswith("2008"), "All items"]
    assert len(ai) == 12
    b.q("What was the average all-items consumer price index over 2008?", "mean", ai.mean(), 2,
        why="mean of the All items value over the 12 months of 2008")
    k, v = unique_arg(p.loc["2015-08-01"])
    b.q("Which of the categories had the highest index in August 2015?", "ranking", v, 1, entity=k,
        why="the largest value among the eight rows of 2015-08-01")
    m, v = unique_arg(p[cable])
    b.q("When did the price index for cable and satellite TV and radio service reach its peak?", "max", v, 1,
        position=m[:7], why=f"the largest value among the rows of {cable}, and its month")
    assert not d.category.str.contains("phone", case=False).any()
    b.refuse("What was the price index for smartphones in June 2012?", "refusal-unknown-member",
             why="no category of the table is smartphones (absence asserted): the eight are all items, TVs, cable, "
                 "computers, software, internet services, audio and photographic equipment")

    # organ-donation-rates: State x Quarter ('Q42010' .. 'Q12012')
    b.on(SPLIT, "organ-donation-rates")
    d = read("organ-donation-rates")
    s = d.set_index(["State", "Quarter"])["Rate"]
    b.q("What was California's organ donor registration rate in the third quarter of 2011?", "value",
        s[("California", "Q32011")], 4, position="2011Q3", why="Rate of the row California, Q32011 (a fraction)")
    q1 = d[d.Quarter == "Q12012"]
    assert len(q1) == 27
    b.q("What was the average registration rate across the 27 states in the first quarter of 2012?", "mean",
        q1.Rate.mean(), 4, why="mean of Rate over the 27 rows of Q12012 (fractions)")
    k, v = unique_arg(d[d.Quarter == "Q42010"].set_index("State")["Rate"])
    b.q("Which state had the highest organ donor registration rate in the last quarter of 2010?", "ranking", v, 4,
        entity=k, why="the largest Rate among the 27 rows of Q42010")
    b.q("How many states had a registration rate above 50% in the first quarter of 2012?", "count",
        int((q1.Rate > 0.5).sum()), 0, why="rows of Q12012 whose Rate is above 0.5")
    assert d.Quarter.str[2:].astype(int).min() == 2010 and "Q22010" not in set(d.Quarter)
    b.refuse("What was New York's registration rate in the second quarter of 2010?", "refusal-before-start",
             why="the table starts in the fourth quarter of 2010 (Q42010)")

    # us-heating-oil: Year x Month, 1983-01 .. 2016-12, FuelOil thousands of barrels a day
    b.on(SPLIT, "us-heating-oil")
    d = read("us-heating-oil")
    s = d.set_index(["Year", "Month"])["FuelOil"]
    b.q("How much heating oil did US households burn a day in January 2000?", "value", s[(2000, 1)], 3,
        position="2000-01", why="FuelOil of the row Year 2000, Month 1 (thousands of barrels a day)")
    (y, m), v = unique_arg(s)
    b.q("In which month was residential heating-oil consumption at its highest between 1983 and 2016?", "max",
        v, 3, position=f"{y}-{m:02d}", why="the largest FuelOil of the table, and its Year and Month")
    su = d[(d.Year == 2005) & d.Month.isin([6, 7, 8])]
    assert len(su) == 3
    b.q("What was the average daily residential consumption of heating oil over the summer of 2005?", "mean",
        su.FuelOil.mean(), 3, why="mean of FuelOil over June, July and August 2005")
    cmp(b, "Was residential heating-oil use higher in January 1990 or in January 2010, and by how much?",
        "January 1990", s[(1990, 1)], "January 2010", s[(2010, 1)], 3, why="FuelOil of the two January rows")
    a, c = s[(1983, 1)], s[(2016, 1)]
    b.q("By what percentage did January consumption fall from 1983 to 2016?", "percent-change", pct(c, a), 1,
        why=f"(January 2016 {c} - January 1983 {a}) / {a} x 100")
    assert d.Year.max() == 2016
    b.refuse("How much heating oil did American homes use in January 2017?", "refusal-after-end",
             why="the table ends in December 2016")

    # solar-zenith-angles: latitude (20, 30, 40, 50) x month (jan .. dec) x tst (400 .. 1200)
    b.on(SPLIT, "solar-zenith-angles")
    d = read("solar-zenith-angles")
    s = d.set_index(["latitude", "month", "tst"])["sza"]
    b.q("At 40 degrees north, what is the sun's zenith angle at 9:30 true solar time on the first of June?",
        "value", s[(40, "jun", 930)], 1, why="sza of the row latitude 40, jun, tst 930 (degrees)")
    cmp(b, "On the first of December, how much bigger is the noon zenith angle at 50 degrees north than at 20 "
        "degrees north?", "50", s[(50, "dec", 1200)], "20", s[(20, "dec", 1200)], 1,
        why="sza of the rows dec, tst 1200 at latitudes 50 and 20")
    noon = d[(d.latitude == 30) & (d.tst == 1200)]
    assert len(noon) == 12 and noon.sza.notna().all()
    b.q("Averaged over the twelve months, what is the noon zenith angle at 30 degrees north?", "mean",
        noon.sza.mean(), 2, why="mean of sza over the 12 rows of latitude 30, tst 1200")
    jan = d[(d.latitude == 50) & (d.month == "jan")]
    assert len(jan) == 17
    b.q("At 50 degrees north on the first of January, at how many of the half-hourly readings between 4:00 and "
        "noon is the sun above the horizon?", "count", int(jan.sza.notna().sum()), 0,
        why="rows of latitude 50, jan (tst 400 .. 1200) whose sza is not empty (empty: the sun not yet risen)")
    assert 60 not in set(d.latitude)
    b.refuse("What is the sun's zenith angle at noon on the first of March at 60 degrees north?",
             "refusal-unknown-member", why="the latitudes are 20, 30, 40 and 50 degrees north: no 60 (asserted)")

    # australian-eating-out: time a fractional year (1982.25 = April 1982) .. 2017.66666666667
    b.on(SPLIT, "australian-eating-out")
    d = read("australian-eating-out")
    k = (d.time * 12).round().astype(int)
    d["year"], d["month"] = k // 12, k % 12 + 1
    s = d.set_index(["year", "month"])["value"]
    b.q("How much did Australians spend at cafes, restaurants and takeaways in July 2012?", "value",
        s[(2012, 7)], 4, position="2012-07", why="value of the row time 2012.5 (billions of AUD)")
    y10 = d[d.year == 2010]
    assert len(y10) == 12
    b.q("What was the total spent on eating out in Australia in 2010?", "sum", y10.value.sum(), 3,
        why="sum of value over the 12 months of 2010 (time 2010.0 .. 2010.91666666667)")
    (y, m), v = unique_arg(s)
    b.q("In which month was spending on eating out at its highest?", "max", v, 4, position=f"{y}-{m:02d}",
        why="the largest value of the table, and its month")
    a, c = s[(2000, 12)], s[(2015, 12)]
    b.q("By what percentage did monthly spending on eating out grow from December 2000 to December 2015?",
        "percent-change", pct(c, a), 1, why=f"(December 2015 {c} - December 2000 {a}) / {a} x 100")
    q1 = d[(d.year == 2017) & d.month.isin([1, 2, 3])]
    assert len(q1) == 3
    b.q("What was the average monthly spending on eating out in the first quarter of 2017?", "mean",
        q1.value.mean(), 4, why="mean of value over January, February and March 2017")
    assert (d.year.min(), d.month.iloc[0]) == (1982, 4)
    b.refuse("How much did Australians spend on eating out in January 1982?", "refusal-before-start",
             why="the table starts in April 1982 (time 1982.25)")

    # oxford-boys-heights: Subject 1 .. 26 x Occasion 1 .. 9, height in cm
    b.on(SPLIT, "oxford-boys-heights")
    d = read("oxford-boys-heights")
    s = d.set_index(["Subject", "Occasion"])["height"]
    b.q("How tall was boy 10 at his fifth measurement?", "value", s[(10, 5)], 1, position="occasion 5",
        why="height of the row Subject 10, Occasion 5 (cm)")
    k, v = unique_arg(d[d.Occasion == 1].set_index("Subject")["height"])
    b.q("Which boy was the tallest at the first occasion?", "ranking", v, 1, entity=k,
        why="the largest height among the 26 rows of Occasion 1")
    o9 = d[d.Occasion == 9]
    assert len(o9) == 26
    b.q("What was the boys' average height at the ninth and last occasion?", "mean", o9.height.mean(), 2,
        why="mean of height over the 26 rows of Occasion 9")
    b.q("How many centimetres did boy 3 grow between the first and the ninth occasion?", "change",
        s[(3, 9)] - s[(3, 1)], 1, why=f"height of Subject 3 at Occasion 9 ({s[(3, 9)]}) minus at Occasion 1 "
                                      f"({s[(3, 1)]})")
    assert 27 not in set(d.Subject)
    b.refuse("How tall was boy 27 at the first occasion?", "refusal-unknown-member",
             why="the boys are numbered 1 .. 26 (27 absent, asserted)")

    # us-life-table-2015: age 0 .. 119 x sex, prob a fraction
    b.on(SPLIT, "us-life-table-2015")
    d = read("us-life-table-2015")
    s = d.set_index(["age", "sex"])["prob"]
    b.q("What is the probability that a 65-year-old American woman dies within a year?", "value",
        s[(65, "Female")], 6, why="prob of the row age 65, Female")
    cmp(b, "At age 50, are American men or women more likely to die within the year, and by how much?",
        "Male", s[(50, "Male")], "Female", s[(50, "Female")], 6, why="prob of the two rows of age 50")
    men = d[d.sex == "Male"]
    b.q("At how many ages is a man's one-year probability of dying above 10%?", "count",
        int((men.prob > 0.1).sum()), 0, why="Male rows whose prob is above 0.1")
    a, v = unique_arg(men.set_index("age")["prob"], largest=False)
    b.q("At what age is a boy's chance of dying within the year at its lowest?", "min", v, 6, position=a,
        why="the smallest prob among the Male rows, and its age")
    b.refuse("What is the life expectancy of a 30-year-old American man?", "refusal-unknown-measure",
             why="the table holds only the probability of dying within a year, not life expectancy")

    # ontario-municipalities: one row a municipality, population_1996 .. population_2021
    b.on(SPLIT, "ontario-municipalities")
    d = read("ontario-municipalities")
    by = d.set_index("name")
    b.q("What was Toronto's population in the 2021 census?", "value", by.loc["Toronto", "population_2021"], 0,
        position=2021, why="population_2021 of the row Toronto")
    a, c = by.loc["Ottawa", "population_1996"], by.loc["Ottawa", "population_2021"]
    b.q("By what percentage did Ottawa's population grow from 1996 to 2021?", "percent-change", pct(c, a), 1,
        why=f"(population_2021 {c} - population_1996 {a}) / {a} x 100, row Ottawa")
    k, v = ranked(d.set_index(["name", "csd_type"])["population_2021"], 3)
    b.q("Which Ontario municipality had the third-largest population in 2021?", "ranking", v, 0, entity=k[0],
        why="the rows sorted by population_2021 from the largest: the third")
    assert d.population_2016.notna().all()
    b.q("What was the combined population of Ontario's 414 municipalities in 2016?", "sum",
        d.population_2016.sum(), 0, why="sum of population_2016 over the 414 rows")
    b.q("How many municipalities had more than 100,000 people in 2016?", "count",
        int((d.population_2016 > 100000).sum()), 0, why="rows whose population_2016 is above 100000")
    assert (d.name == "Hamilton").sum() == 2
    b.refuse("What was Hamilton's population in 2021?", "refusal-ambiguous",
             why="two municipalities are named Hamilton, the city (569,353) and a township in Northumberland "
                 "(11,059): the name fits both")

    # ozone-depleting-gases: year 1992 .. 2022 x cat (Antarctic, Mid-Lat), one column a gas
    b.on(SPLIT, "ozone-depleting-gases")
    d = read("ozone-depleting-gases")
    s = d.set_index(["year", "cat"])
    b.q("What was the concentration of CFC-11 over the Antarctic in 2000, in parts per trillion?", "value",
        s.loc[(2000, "Antarctic"), "cfc11"], 0, position=2000, why="cfc11 of the row 2000, Antarctic")
    y, v = unique_arg(d[d.cat == "Mid-Lat"].set_index("year")["eesc"])
    b.q("In which year did equivalent effective stratospheric chlorine peak over the mid-latitudes?", "max", v, 0,
        position=y, why="the largest eesc among the Mid-Lat rows, and its year")
    a, c = s.loc[(1992, "Mid-Lat"), "odgi_new"], s.loc[(2022, "Mid-Lat"), "odgi_new"]
    b.q("By what percentage did the mid-latitude ozone depleting gas index (on the 2012 scale) fall between 1992 "
        "and 2022?", "percent-change", pct(c, a), 1, why=f"(odgi_new Mid-Lat 2022 {c} - 1992 {a}) / {a} x 100")
    cmp(b, "In 2010, was the CFC-12 concentration higher over the Antarctic or over the mid-latitudes, and by how "
        "much?", "Antarctic", s.loc[(2010, "Antarctic"), "cfc12"], "Mid-Lat", s.loc[(2010, "Mid-Lat"), "cfc12"], 0,
        why="cfc12 of the two rows of 2010")
    an = d[(d.cat == "Antarctic") & d.year.between(2010, 2019)]
    assert len(an) == 10
    b.q("What was the average Antarctic ozone depleting gas index, new scale, over 2010-2019?", "mean",
        an.odgi_new.mean(), 2, why="mean of odgi_new over the Antarctic rows 2010 .. 2019")
    assert pd.isna(s.loc[(2015, "Antarctic"), "odgi_old"])
    b.refuse("What was the Antarctic ozone depleting gas index on the old scale in 2015?", "refusal-missing-value",
             why="odgi_old is empty from 2011 on (the old scale was dropped in 2012)")

    # sterling-exchange-index: date (working days, 1990-01-02 .. 2022-12-30), Jan 2005 = 100
    b.on(SPLIT, "sterling-exchange-index")
    d = read("sterling-exchange-index")
    d["d"] = pd.to_datetime(d.date)
    s = d.set_index("date")["value"]
    b.q("What was sterling's effective exchange rate index on Black Wednesday, 16 September 1992?", "value",
        s["1992-09-16"], 4, position="1992-09-16", why="value of the row 1992-09-16")
    k, v = unique_arg(s, largest=False)
    b.q("On what day did the sterling exchange rate index hit its lowest level?", "min", v, 4, position=k,
        why="the smallest value of the table, and its date")
    y8 = d[d.d.dt.year == 2008]
    b.q("What was the average sterling index over 2008?", "mean", y8.value.mean(), 2,
        why=f"mean of value over the {len(y8)} working days of 2008")
    a, c = s["2016-06-23"], s["2016-06-24"]
    b.q("By what percentage did the sterling index move from 23 June 2016, the day of the Brexit referendum, to "
        "the next day?", "percent-change", pct(c, a), 2, why=f"(2016-06-24 {c} - 2016-06-23 {a}) / {a} x 100")
    fr = d[(d.d.dt.year == 2019) & (d.d.dt.day_name() == "Friday")]
    b.q("What was the index on average on Fridays in 2019?", "mean", fr.value.mean(), 2,
        why=f"mean of value over the {len(fr)} Fridays of 2019 in the table")
    assert d.date.max() == "2022-12-30"
    b.refuse("What was sterling's effective exchange rate index on 3 January 2023?", "refusal-after-end",
             why="the table ends on 30 December 2022")

    # thatcher-satisfaction: one poll a month at most, Jan 1980 .. Nov 1990, percentages
    b.on(SPLIT, "thatcher-satisfaction")
    d = read("thatcher-satisfaction")
    d["ym"] = d.date.str[:7]
    assert not d.ym.duplicated().any()
    s = d.set_index("ym")
    b.q("What percentage of people said they were satisfied with Margaret Thatcher in the June 1983 poll?",
        "value", s.loc["1983-06", "thatcher_sat"], 0, position="1983-06",
        why="thatcher_sat of the poll dated 1983-06-16 (poll_date 'June 16-20')")
    k, v = unique_arg(d.set_index("ym")["thatcher_sat"])
    b.q("When was satisfaction with Mrs Thatcher at its highest in these polls?", "max", v, 0, position=k,
        why="the largest thatcher_sat of the table, and its poll's month")
    y87 = d[d.date.str.startswith("1987")]
    b.q("What was Thatcher's average satisfaction rating over the polls of 1987?", "mean", y87.thatcher_sat.mean(),
        2, why=f"mean of thatcher_sat over the {len(y87)} polls dated 1987 (no poll in May)")
    cmp(b, "In the January 1990 poll, were more people dissatisfied with the government or with Mrs Thatcher, and "
        "by how many points?", "government", s.loc["1990-01", "govt_dis"], "Thatcher",
        s.loc["1990-01", "thatcher_dis"], 0, why="govt_dis and thatcher_dis of the poll dated 1990-01-18")
    b.q("In how many polls were at least 60% dissatisfied with Thatcher?", "count",
        int((d.thatcher_dis >= 60).sum()), 0, why="rows whose thatcher_dis is 60 or more")
    assert pd.isna(s.loc["1980-10", "opp_sat"])
    b.refuse("How many people were satisfied with the Leader of the Opposition in the October 1980 poll?",
             "refusal-missing-value", why="opp_sat is empty in the poll dated 1980-10-01")

    # obama-mccain-polls-2008: day -155 .. -1 (days to 4 November 2008), margin a fraction
    b.on(SPLIT, "obama-mccain-polls-2008")
    d = read("obama-mccain-polls-2008")
    s = d.set_index("day")["margin"]
    b.q("What was Obama's average lead over McCain in the polls 30 days before the 2008 election?", "value",
        s[-30], 4, position=-30, why="margin of the row day -30 (a fraction)")
    k, v = unique_arg(s)
    b.q("On which day before the election was Obama's average lead over McCain largest?", "max", v, 4,
        position=k, why="the largest margin of the table, and its day")
    b.q("On how many days did McCain lead in the poll average?", "count", int((d.margin < 0).sum()), 0,
        why="rows whose margin is below 0")
    wk = d[d.day.between(-7, -1)]
    assert len(wk) == 7
    b.q("What was Obama's average margin over the final week before the election?", "mean", wk.margin.mean(), 4,
        why="mean of margin over the 7 rows of days -7 .. -1")
    k, v = unique_arg(s, largest=False)
    b.q("On which day was the race at its closest for Obama, his margin at its lowest?", "min", v, 4, position=k,
        why="the smallest margin of the table (negative: McCain ahead), and its day")
    assert d.day.max() == -1
    b.refuse("What was the poll margin between Obama and McCain on election day itself?", "refusal-after-end",
             why="the table ends the day before the election (day -1); day 0 is not in it")

    # star-properties: 96 stars, names without spaces, Altair twice
    b.on(SPLIT, "star-properties")
    d = read("star-properties")
    b.q("What is the surface temperature of Betelgeuse?", "value", one(d[d.star == "Betelgeuse"].temp), 0,
        why="temp of the row Betelgeuse (kelvin)")
    k, v = unique_arg(d.set_index("star")["temp"])
    b.q("Which star in the list is the hottest?", "ranking", v, 0, entity=k, why="the largest temp of the table")
    b.q("How many of the stars are of spectral class M?", "count", int((d.type == "M").sum()), 0,
        why="rows whose type is M")
    bs = d[d.type == "B"]
    b.q("What is the average surface temperature of the class B stars?", "mean", bs.temp.mean(), 1,
        why=f"mean of temp over the {len(bs)} rows of type B")
    ac = d[d.star.str.lstrip("*") == "AlphaCentauriB"]
    assert len(ac) == 2 and ac.temp.nunique() == 2
    b.refuse("What is the surface temperature of Alpha Centauri B?", "refusal-ambiguous",
             why="two rows fit, AlphaCentauriB (4730 K) and *AlphaCentauriB (4900 K)")

    # grand-tourer-cars: 47 cars, one row a model
    b.on(SPLIT, "grand-tourer-cars")
    d = read("grand-tourer-cars")
    car = d.set_index(["mfr", "model"])
    b.q("How much horsepower does the Ferrari 488 GTB have?", "value", car.loc[("Ferrari", "488 GTB"), "hp"], 0,
        why="hp of the row Ferrari, 488 GTB")
    k, v = ranked(d.set_index("model")["msrp"], 3)
    b.q("What is the third most expensive car in the list?", "ranking", v, 0, entity=k,
        why="the rows sorted by msrp from the largest: the third")
    de = d[d.ctry_origin == "Germany"]
    b.q("What is the average list price of the German cars?", "mean", de.msrp.mean(), 0,
        why=f"mean of msrp over the {len(de)} rows whose ctry_origin is Germany")
    b.q("How many of the cars have all-wheel drive?", "count", int((d.drivetrain == "awd").sum()), 0,
        why="rows whose drivetrain is awd")
    assert pd.isna(car.loc[("Tesla", "Model S"), "mpg_c"])
    b.refuse("What is the Tesla Model S's city fuel economy in miles per gallon?", "refusal-missing-value",
             why="mpg_c is empty in the row Tesla, Model S (an electric car)")


if __name__ == "__main__":
    sys.exit(write_splits(build=one_split(SPLIT, holdout18)))
