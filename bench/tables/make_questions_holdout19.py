"""Write the question battery over the unseen twentieth split: questions/holdout19.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout19/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer, nor any other split's questions but make_questions.py's and holdout18's, read for the
format). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout19.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a position is written as the file writes its time, made plain: a year ``1985``; a month ``1985-06``
  (the claims' ``JUNE`` of 1985; the debit cards' fractional year, ``2008.91666666667`` is December
  2008); a day ``2016-06-23`` (a Brexit poll by the last day of its fieldwork; a Key West reading by
  its day, ``7/4/2017 15:00`` is 4 July 2017 at 15:00); the Olympic Games by their year; an infant's
  sample by its hours since the first dose, ``112.5``; a cotton worker's age by its number of years;
- "the 1990s" is 1990-1999 and "the 1930s" 1930-1939; "the summer" is June, July and August of the
  year named; "the first half" January-June;
- a state of the gas table by its name (``Texas`` is ``TX``); a country, a county, a pollster, a peak
  as people name them (``the United States`` is the gun table's ``USA``; ``Mt. Marcy`` is the file's
  ``Mt. Marcy  `` with its trailing spaces; ``Skåne`` is written with its ring), a ranking's entity as
  the file writes it, trailing spaces left off;
- the migrant table's "migrants from X living in the US" are its Inbound rows of area X and its
  "Americans living in X" its Outbound rows of area X; its "countries" leave out the aggregates written
  among them (continents, regions, income and development groups, ``Other North``, ``Other South``,
  ``Total``, ``WORLD``), listed below;
- a poll's share is the fraction the file writes (``0.52``), a rate per 100,000 or per 1,000 as written,
  a price as written (inflation-adjusted), unless the question asks for a share, which is in percent;
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value; a change is the later value minus the earlier;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty (or written ``?``), a name that fits two members, a constraint the table cannot apply.

holdout19 was the unseen split kept for the final measurement until holdout20 was built; it is
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

SPLIT = "holdout19"
#: the migrant table's areas that are not countries (aggregates written among the countries)
MIGRANT_AGGREGATES = {
    "Total", "WORLD", "Other North", "Other South", "AFRICA", "ASIA", "EUROPE", "LATIN AMERICA AND THE CARIBBEAN",
    "NORTHERN AMERICA", "OCEANIA", "Eastern Africa", "Middle Africa", "Northern Africa", "Southern Africa",
    "Western Africa", "Sub-Saharan Africa", "Caribbean", "Central America", "South America", "Central Asia",
    "Eastern Asia", "South-Eastern Asia", "Southern Asia", "Western Asia", "Eastern Europe", "Northern Europe",
    "Southern Europe", "Western Europe", "Australia/New Zealand", "Melanesia", "Micronesia", "Polynesia",
    "High-income countries", "Middle-income countries", "Upper-middle-income countries",
    "Lower-middle-income countries", "Low-income countries", "Least developed countries", "Less developed regions",
    "Less developed regions, excluding least developed countries", "More developed regions"}
MONTH_NAMES = {"JAN": 1, "FEB": 2, "MAR": 3, "APR": 4, "MAY": 5, "JUNE": 6, "JULY": 7, "AUG": 8, "SEPT": 9,
               "OCT": 10, "NOV": 11, "DEC": 12}


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout19(b: Battery) -> None:
    b.split = SPLIT

    # us-natural-gas-demand: state (NY, FL, MI, TX, UT, CA) x year 1967 .. 1989
    b.on(SPLIT, "us-natural-gas-demand")
    d = read("us-natural-gas-demand")
    s = d.set_index(["state", "year"])
    b.q("How much natural gas did Texas's residential sector consume in 1980?", "value",
        s.loc[("TX", 1980), "consumption"], 0, position=1980, why="consumption of the row TX, 1980")
    y, v = unique_arg(d[d.state == "NY"].set_index("year")["consumption"])
    b.q("In which year did New York's households use the most natural gas over 1967-1989?", "max", v, 0,
        position=y, why="the largest consumption among the NY rows, and its year")
    cmp(b, "Was natural gas dearer in California or in Florida in 1985, and by how much?",
        "California", s.loc[("CA", 1985), "price"], "Florida", s.loc[("FL", 1985), "price"], 2,
        why="price of the rows CA, 1985 and FL, 1985")
    a, c = s.loc[("MI", 1970), "price"], s.loc[("MI", 1985), "price"]
    b.q("By what percentage did the price of natural gas in Michigan rise between 1970 and 1985?",
        "percent-change", pct(c, a), 1, why=f"(price MI 1985 {c} - MI 1970 {a}) / {a} x 100")
    y89 = d[d.year == 1989]
    assert len(y89) == 6
    b.q("What was the six states' combined residential gas consumption in 1989?", "sum", y89.consumption.sum(), 0,
        why="sum of consumption over the six rows of 1989")
    assert "OH" not in set(d.state)
    b.refuse("How much natural gas did Ohio's homes consume in 1980?", "refusal-unknown-member",
             why="the six states are NY, FL, MI, TX, UT and CA: no Ohio (absence asserted)")

    # gun-homicide-rates: country x year, unbalanced (Canada 1974 .. 2017)
    b.on(SPLIT, "gun-homicide-rates")
    d = read("gun-homicide-rates")
    s = d.set_index(["country", "year"])["value"]
    b.q("What was the gun homicide rate per 100,000 people in the United States in 2010?", "value",
        s[("USA", 2010)], 2, position=2010, why="value of the row USA, 2010")
    k, v = ranked(d[d.year == 2014].set_index("country")["value"], 2)
    b.q("Which country had the second-highest rate of gun homicide in 2014?", "ranking", v, 2, entity=k,
        why="the rows of 2014 sorted by value from the largest: the second")
    ca = d[(d.country == "Canada") & d.year.between(1990, 1999)]
    assert len(ca) == 10
    b.q("What was Canada's average gun homicide rate during the 1990s?", "mean", ca.value.mean(), 3,
        why="mean of value over the Canada rows 1990 .. 1999")
    nz = d[d.country == "New Zealand"]
    b.q("In how many of the years on record was New Zealand's gun homicide rate below 0.2 per 100,000?", "count",
        int((nz.value < 0.2).sum()), 0, why=f"New Zealand rows ({len(nz)}) whose value is below 0.2")
    cmp(b, "In 2015, which had the higher rate of gun homicide, Belgium or Sweden, and by how much?",
        "Belgium", s[("Belgium", 2015)], "Sweden", s[("Sweden", 2015)], 2, why="value of the two rows of 2015")
    assert d[d.country == "Iceland"].year.min() == 1996
    b.refuse("What was Iceland's gun homicide rate in 1990?", "refusal-before-start",
             why="Iceland's rows start in 1996 (1996-2016): there is no 1990 figure for it")

    # us-migrant-stocks: year (1990 .. 2017) x category (Inbound, Outbound) x area
    b.on(SPLIT, "us-migrant-stocks")
    d = read("us-migrant-stocks")
    inb = d[d.category == "Inbound"].set_index(["area", "year"])["count"]
    out = d[d.category == "Outbound"].set_index(["area", "year"])["count"]
    b.q("How many people born in Mexico were living in the United States in 2017?", "value",
        inb[("Mexico", 2017)], 0, position=2017, why="count of the row Inbound, Mexico, 2017")
    a, c = inb[("India", 2000)], inb[("India", 2017)]
    b.q("By what percentage did the number of Indian-born migrants in the US grow from 2000 to 2017?",
        "percent-change", pct(c, a), 1, why=f"(Inbound India 2017 {c} - 2000 {a}) / {a} x 100")
    ch, tot = inb[("China", 2015)], inb[("Total", 2015)]
    b.q("What share of all the immigrants living in the US in 2015 were born in China?", "share", ch / tot * 100,
        2, why=f"Inbound China 2015 ({ch}) / Inbound Total 2015 ({tot}) x 100")
    i90 = d[(d.category == "Inbound") & (d.year == 1990) & ~d.area.isin(MIGRANT_AGGREGATES)].set_index("area")
    k, v = ranked(i90["count"], 2)
    b.q("Which country or territory of birth was the second-largest source of the immigrants living in the US in "
        "1990?", "ranking", v, 0, entity=k,
        why="the Inbound rows of 1990 whose area is a country or territory (aggregates left out), sorted by count "
            "from the largest: the second")
    cmp(b, "In 2017, did more Americans live in the United Kingdom or in Germany, and how many more?",
        "United Kingdom", out[("United Kingdom", 2017)], "Germany", out[("Germany", 2017)], 0,
        why="count of the Outbound rows of 2017")
    assert d.year.max() == 2017
    b.refuse("How many Mexican-born migrants lived in the US in 2020?", "refusal-after-end",
             why="the table's last year is 2017")

    # brexit-referendum-polls: 127 polls, 2016-01-08 .. 2016-06-23, newest first
    b.on(SPLIT, "brexit-referendum-polls")
    d = read("brexit-referendum-polls")
    yg = d[(d.pollster == "YouGov") & (d.enddate == "2016-06-23")]
    b.q("What proportion of respondents backed Remain in the YouGov poll that finished on 23 June 2016?", "value",
        one(yg.remain), 2, position="2016-06-23", why="remain of the row YouGov, enddate 2016-06-23 (a fraction)")
    b.q("How many of the referendum polls were carried out by telephone?", "count",
        int((d.poll_type == "Telephone").sum()), 0, why="rows whose poll_type is Telephone")
    onl = d[d.poll_type == "Online"]
    b.q("Across the online polls, what was the average share saying Leave?", "mean", onl.leave.mean(), 4,
        why=f"mean of leave over the {len(onl)} Online rows (fractions)")
    b.q("In how many polls was Leave ahead of Remain?", "count", int((d.leave > d.remain).sum()), 0,
        why="rows whose leave is greater than remain")
    k, v = unique_arg(d.set_index("enddate")["samplesize"])
    b.q("When did the poll with the largest sample finish its fieldwork, and how many people did it ask?", "max",
        v, 0, position=k, why="the largest samplesize of the table, and its enddate")
    assert not any("age" in c for c in d.columns)
    b.refuse("What share of voters aged 18 to 24 backed Remain in the YouGov polls?", "refusal-constraint",
             why="the polls give the whole sample's shares only: no age groups")

    # anderson-unemployment-claims: year 1980 .. 1988 x month (JAN .. DEC, JUNE, JULY, SEPT)
    b.on(SPLIT, "anderson-unemployment-claims")
    d = read("anderson-unemployment-claims")
    d["m"] = d.month.map(MONTH_NAMES)
    assert d.m.notna().all()
    s = d.set_index(["year", "m"])["uclms"]
    b.q("How many unemployment claims were filed in the Anderson enterprise zone in June 1985?", "value",
        s[(1985, 6)], 0, position="1985-06", why="uclms of the row year 1985, month JUNE")
    y82 = d[d.year == 1982]
    assert len(y82) == 12 and y82.uclms.notna().all()
    b.q("What was the total number of unemployment claims in Anderson in 1982?", "sum", y82.uclms.sum(), 0,
        why="sum of uclms over the 12 months of 1982")
    (y, m), v = unique_arg(s)
    b.q("In which month did unemployment claims in Anderson reach their peak?", "max", v, 0,
        position=f"{y}-{m:02d}", why="the largest uclms of the table (December 1988 empty), and its month")
    a, c = s[(1983, 1)], s[(1984, 1)]
    b.q("By what percentage did claims change from January 1983 to January 1984, the zone's first month?",
        "percent-change", pct(c, a), 1, why=f"(uclms January 1984 {c} - January 1983 {a}) / {a} x 100")
    su = d[(d.year == 1987) & d.m.isin([6, 7, 8])]
    assert len(su) == 3
    b.q("What was the average number of claims a month over the summer of 1987?", "mean", su.uclms.mean(), 1,
        why="mean of uclms over JUNE, JULY and AUG 1987")
    assert pd.isna(s[(1988, 12)])
    b.refuse("How many unemployment claims were filed in Anderson in December 1988?", "refusal-missing-value",
             why="uclms is empty in the row DEC 1988")

    # jury-reporting-rates: Year (1998, 2000) x Period 1 .. 26, PctReport percent
    b.on(SPLIT, "jury-reporting-rates")
    d = read("jury-reporting-rates")
    s = d.set_index(["Year", "Period"])["PctReport"]
    b.q("What percentage of the people summoned reported for the tenth jury pool of 2000?", "value",
        s[(2000, 10)], 1, why="PctReport of the row Year 2000, Period 10")
    y98 = d[d.Year == 1998]
    assert len(y98) == 26
    b.q("Over the 26 jury pools of 1998, what was the average reporting rate?", "mean", y98.PctReport.mean(), 2,
        why="mean of PctReport over the 26 rows of 1998")
    y00 = d[d.Year == 2000]
    cmp(b, "Did jurors report at a higher average rate in 1998 or in 2000, and by how many points?",
        "1998", y98.PctReport.mean(), "2000", y00.PctReport.mean(), 2,
        why="mean of PctReport over the 26 rows of each year")
    b.q("In how many of the 2000 jury pools did at least 90% of those summoned turn up?", "count",
        int((y00.PctReport >= 90).sum()), 0, why="rows of 2000 whose PctReport is 90 or more")
    assert 1999 not in set(d.Year)
    b.refuse("What was the reporting rate for the first jury pool of 1999?", "refusal-unknown-member",
             why="the table holds 1998 and 2000 only: no 1999 (absence asserted)")

    # iceland-debit-cards: time a fractional year, 2000.0 (January 2000) .. 2013.58333333333 (August 2013)
    b.on(SPLIT, "iceland-debit-cards")
    d = read("iceland-debit-cards")
    k = (d.time * 12).round().astype(int)
    d["year"], d["month"] = k // 12, k % 12 + 1
    s = d.set_index(["year", "month"])["value"]
    b.q("How much did Icelanders spend with debit cards in December 2008, in millions of kronur?", "value",
        s[(2008, 12)], 3, position="2008-12", why="value of the row time 2008.91666666667 (millions of ISK)")
    y10 = d[d.year == 2010]
    assert len(y10) == 12
    b.q("What was Iceland's total retail debit card turnover in 2010?", "sum", y10.value.sum(), 3,
        why="sum of value over the 12 months of 2010")
    (y, m), v = unique_arg(s)
    b.q("In which month did Icelandic debit card spending hit its highest level?", "max", v, 3,
        position=f"{y}-{m:02d}", why="the largest value of the table, and its month")
    a, c = s[(2007, 12)], s[(2009, 12)]
    b.q("By what percentage did debit card usage change between December 2007 and December 2009?",
        "percent-change", pct(c, a), 1, why=f"(December 2009 {c} - December 2007 {a}) / {a} x 100")
    h1 = d[(d.year == 2005) & (d.month <= 6)]
    assert len(h1) == 6
    b.q("What was the average monthly debit card turnover in the first half of 2005?", "mean", h1.value.mean(), 3,
        why="mean of value over January .. June 2005")
    assert (d.year.max(), d.month.iloc[-1]) == (2013, 8)
    b.refuse("What was debit card usage in Iceland in October 2013?", "refusal-after-end",
             why="the table ends in August 2013 (time 2013.58333333333)")

    # phenobarbital-neonates: Subject 1 .. 59 x time (hours), dose or conc
    b.on(SPLIT, "phenobarbital-neonates")
    d = read("phenobarbital-neonates")
    s = d.set_index(["Subject", "time"])
    b.q("What phenobarbital concentration was measured in infant 1's blood at 112.5 hours?", "value",
        s.loc[(1, 112.5), "conc"], 1, why="conc of the row Subject 1, time 112.5 (micrograms per litre)")
    per = d.groupby("Subject").agg(Wt=("Wt", "first"), ind=("ApgarInd", "first"))
    assert (d.groupby("Subject").Wt.nunique() == 1).all() and (d.groupby("Subject").ApgarInd.nunique() == 1).all()
    b.q("How many of the newborns had a five-minute Apgar score under 5?", "count", int((per.ind == "< 5").sum()),
        0, why="infants (Subject) whose ApgarInd is '< 5', each counted once")
    t, v = unique_arg(d[d.Subject == 10].set_index("time")["conc"])
    b.q("What was the highest serum concentration found in infant 10, and how many hours after the first dose?",
        "max", v, 1, position=t, why="the largest conc among Subject 10's rows (doses' empty cells left out), "
                                     "and its time")
    s5 = d[d.Subject == 5]
    b.q("What total dose of phenobarbital was infant 5 given, in micrograms per kilogram?", "sum",
        s5.dose.sum(), 1, why=f"sum of dose over Subject 5's rows ({int(s5.dose.notna().sum())} doses; the "
                              "blood samples' empty cells left out)")
    assert pd.isna(s.loc[(1, 24.5), "conc"]) and pd.notna(s.loc[(1, 24.5), "dose"])
    b.refuse("What was the phenobarbital level in infant 1's blood at 24.5 hours?", "refusal-missing-value",
             why="the row Subject 1, time 24.5 is a dose: its conc is empty")

    # lancashire-cotton-wages-1833: age 10 .. 60, one row an age
    b.on(SPLIT, "lancashire-cotton-wages-1833")
    d = read("lancashire-cotton-wages-1833")
    s = d.set_index("age")
    b.q("What was the average wage of the 20-year-old men in the Lancashire cotton mills in 1833?", "value",
        s.loc[20, "mwage"], 1, why="mwage of the row age 20")
    young = d[d.age.between(10, 20)]
    assert len(young) == 11
    b.q("How many women aged 10 to 20 worked in the mills?", "sum", young.fnum.sum(), 0,
        why="sum of fnum over the rows of ages 10 .. 20")
    cmp(b, "At 16, did male or female workers earn more on average, and by how much?", "male",
        s.loc[16, "mwage"], "female", s.loc[16, "fwage"], 1, why="mwage and fwage of the row age 16")
    a, v = unique_arg(s["fwage"])
    b.q("At what age were women's average wages at their highest?", "max", v, 0, position=a,
        why="the largest fwage of the table, and its age")
    f, m = s.loc[18, "fnum"], s.loc[18, "mnum"]
    b.q("What share of the 18-year-old workers were women?", "share", f / (f + m) * 100, 1,
        why=f"fnum 18 ({f}) / (fnum {f} + mnum {m}) x 100")
    assert d.age.min() == 10
    b.refuse("What was the average wage of 8-year-old workers in the mills?", "refusal-unknown-member",
             why="the ages run from 10 to 60: no age 8 (absence asserted)")

    # child-mortality-2018: one row a country, under5_mortality_1990 / 2000 / 2018 + other rates
    b.on(SPLIT, "child-mortality-2018")
    d = read("child-mortality-2018")
    s = d.set_index("countries_and_areas")
    b.q("What was India's under-five mortality rate in 2000, per 1,000 live births?", "value",
        s.loc["India", "under5_mortality_2000"], 0, position=2000, why="under5_mortality_2000 of the row India")
    a, c = s.loc["Nigeria", "under5_mortality_1990"], s.loc["Nigeria", "under5_mortality_2018"]
    b.q("By what percentage did Nigeria's under-five mortality rate fall between 1990 and 2018?", "percent-change",
        pct(c, a), 1, why=f"(under5_mortality_2018 {c} - under5_mortality_1990 {a}) / {a} x 100, row Nigeria")
    k, v = unique_arg(s["under5_mortality_2018"])
    b.q("Which country had the highest under-five mortality rate in 2018?", "ranking", v, 0, entity=k,
        why="the largest under5_mortality_2018 of the table")
    b.q("In how many countries did more than 100 of every 1,000 children die before age five in 1990?", "count",
        int((d.under5_mortality_1990 > 100).sum()), 0, why="rows whose under5_mortality_1990 is above 100")
    cmp(b, "In Pakistan in 2018, was under-five mortality higher among boys or girls, and by how much?", "boys",
        s.loc["Pakistan", "under5_mortality_2018_male"], "girls", s.loc["Pakistan", "under5_mortality_2018_female"],
        0, why="under5_mortality_2018_male and _female of the row Pakistan")
    assert s.loc["San Marino", "neonatal_deaths_percent_under5"] == "?"
    b.refuse("What share of San Marino's under-five deaths were neonatal deaths in 2018?", "refusal-missing-value",
             why="neonatal_deaths_percent_under5 is written '?' in the row San Marino: no figure")

    # long-run-real-prices: year 1800 .. 1997, one column a good (eggs, chicken, copper, nails, oil, wheat)
    b.on(SPLIT, "long-run-real-prices")
    d = read("long-run-real-prices")
    s = d.set_index("year")
    b.q("What was the inflation-adjusted price of wheat in 1850?", "value", s.loc[1850, "wheat"], 2, position=1850,
        why="wheat of the row 1850 (British pounds, inflation-adjusted)")
    y, v = unique_arg(s["oil"])
    b.q("In which year was the real price of oil at its highest?", "max", v, 2, position=y,
        why="the largest oil of the table (empty before 1870 left out), and its year")
    cu = d[d.year.between(1930, 1939)]
    assert len(cu) == 10 and cu.copper.notna().all()
    b.q("What was the average real price of copper during the 1930s?", "mean", cu.copper.mean(), 3,
        why="mean of copper over 1930 .. 1939")
    a, c = s.loc[1800, "nails"], s.loc[1900, "nails"]
    b.q("By what percentage did the real price of nails fall between 1800 and 1900?", "percent-change", pct(c, a),
        1, why=f"(nails 1900 {c} - nails 1800 {a}) / {a} x 100")
    b.q("In how many years did the real price of eggs exceed 300?", "count", int((d.eggs > 300).sum()), 0,
        why="rows whose eggs is above 300 (empty cells left out)")
    assert "coffee" not in d.columns
    b.refuse("What was the real price of coffee in 1900?", "refusal-unknown-measure",
             why="the six goods are eggs, chicken, copper, nails, oil and wheat: no coffee")

    # aviation-safety-record: year 1942 .. 2019
    b.on(SPLIT, "aviation-safety-record")
    d = read("aviation-safety-record")
    s = d.set_index("year")
    b.q("How many people were killed in airliner accidents in 1985?", "value", s.loc[1985, "airfatal"], 0,
        position=1985, why="airfatal of the row 1985")
    y, v = unique_arg(s["hijack"])
    b.q("Which year saw the most aircraft hijackings, and how many were there?", "max", v, 0, position=y,
        why="the largest hijack of the table, and its year")
    s70 = d[d.year.between(1970, 1979)]
    assert len(s70) == 10
    b.q("How many airliner accidents happened in total during the 1970s?", "sum", s70.airacc.sum(), 0,
        why="sum of airacc over 1970 .. 1979")
    a, c = s.loc[1972, "airfatal"], s.loc[2019, "airfatal"]
    b.q("By what percentage did airliner deaths fall from 1972 to 2019?", "percent-change", pct(c, a), 1,
        why=f"(airfatal 2019 {c} - airfatal 1972 {a}) / {a} x 100")
    b.q("In how many years were there no corporate jet accidents at all?", "count", int((d.corpjetacc == 0).sum()),
        0, why="rows whose corpjetacc is 0")

    # key-west-water-temperature: DateTime 'M/D/YYYY H:MM', 10/3/2016 0:00 .. 10/3/2017 0:00, gaps
    b.on(SPLIT, "key-west-water-temperature")
    d = read("key-west-water-temperature")
    d["dt"] = pd.to_datetime(d.DateTime, format="%m/%d/%Y %H:%M")
    b.q("What was the water temperature off Key West at 3 pm on 4 July 2017?", "value",
        one(d[d.DateTime == "7/4/2017 15:00"].WaterTemp), 1, position="2017-07-04 15:00",
        why="WaterTemp of the row 7/4/2017 15:00 (degrees Fahrenheit)")
    de = d[(d.dt.dt.year == 2016) & (d.dt.dt.month == 12)]
    assert len(de) == 744
    b.q("What was the average water temperature at Key West in December 2016?", "mean", de.WaterTemp.mean(), 2,
        why="mean of WaterTemp over the 744 hourly rows of December 2016")
    ja = d[(d.dt.dt.year == 2017) & (d.dt.dt.month == 1)].set_index("dt")["WaterTemp"]
    t, v = unique_arg(ja, largest=False)
    b.q("On which day in January 2017 was the coldest water temperature recorded, and what was it?", "min", v, 1,
        position=t.strftime("%Y-%m-%d"), why="the smallest WaterTemp among the rows of January 2017, and its day")
    au = d[(d.dt.dt.year == 2017) & (d.dt.dt.month == 8)]
    b.q("In how many hourly readings of August 2017 was the water at 90 degrees or warmer?", "count",
        int((au.WaterTemp >= 90).sum()), 0, why=f"rows of August 2017 ({len(au)}) whose WaterTemp is 90 or more")
    assert not ((d.dt.dt.year == 2017) & d.dt.dt.month.isin([4, 5])).any()
    b.refuse("What was the water temperature at Key West at noon on 1 May 2017?", "refusal-missing-value",
             why="the table has no reading in April or May 2017 (from 3/31/2017 20:00 to 6/9/2017 17:00)")

    # olympic-400m-winners: time 1896 .. 2016 every fourth year, value seconds (empty 1916, 1940, 1944)
    b.on(SPLIT, "olympic-400m-winners")
    d = read("olympic-400m-winners")
    s = d.set_index("time")["value"]
    b.q("What was the winning time in the men's 400 metres at the 1968 Olympics?", "value", s[1968], 2,
        position=1968, why="value of the row 1968 (seconds)")
    y, v = unique_arg(s, largest=False)
    b.q("At which Games was the men's 400 m won in the fastest time?", "min", v, 2, position=y,
        why="the smallest value of the table (empty years left out), and its year")
    b.q("By how many seconds did the winning time change between 1896 and 2016?", "change", s[2016] - s[1896], 2,
        why=f"value 2016 ({s[2016]}) minus value 1896 ({s[1896]}) (negative: faster)")
    mid = d[d.time.between(1948, 1972)]
    assert len(mid) == 7 and mid.value.notna().all()
    b.q("What was the average winning time over the Games of 1948 to 1972?", "mean", mid.value.mean(), 3,
        why="mean of value over the 7 Games 1948 .. 1972")
    b.refuse("Who won the men's 400 m Olympic final in 1996?", "refusal-unknown-measure",
             why="the table holds the winning times only, not the winners' names")

    # adirondack-high-peaks: 46 peaks, names with trailing spaces
    b.on(SPLIT, "adirondack-high-peaks")
    d = read("adirondack-high-peaks")
    d["name"] = d.Peak.str.strip()
    s = d.set_index("name")
    b.q("How high is Mt. Marcy, in feet?", "value", s.loc["Mt. Marcy", "Elevation"], 0,
        why="Elevation of the row 'Mt. Marcy  '")
    k, v = unique_arg(s["Time"])
    b.q("Which of the High Peaks takes the longest to hike?", "ranking", v, 1, entity=k,
        why="the largest Time of the table (hours)")
    b.q("How many of the peaks have the hardest difficulty rating, 7?", "count", int((d.Difficulty == 7).sum()), 0,
        why="rows whose Difficulty is 7")
    b.q("What is the average summit elevation of the 46 High Peaks?", "mean", d.Elevation.mean(), 1,
        why="mean of Elevation over the 46 rows")
    k, v = ranked(s["Ascent"], 2)
    b.q("Which peak's hike has the second-biggest vertical ascent?", "ranking", v, 0, entity=k,
        why="the rows sorted by Ascent from the largest: the second")
    assert sorted(n for n in d.name if "Wolfjaw" in n) == ["Lower Wolfjaw", "Upper Wolfjaw"]
    b.refuse("How many miles is the hike up Wolfjaw?", "refusal-ambiguous",
             why="two peaks fit, Upper Wolfjaw and Lower Wolfjaw, with different lengths")

    # swedish-counties: 21 counties, area km2, pop2019
    b.on(SPLIT, "swedish-counties")
    d = read("swedish-counties")
    s = d.set_index("county")
    b.q("What was the population of Skåne county in 2019?", "value", s.loc["Skåne", "pop2019"], 0,
        why="pop2019 of the row Skåne")
    k, v = unique_arg(s["area"])
    b.q("Which Swedish county covers the largest area?", "ranking", v, 1, entity=k,
        why="the largest area of the table (square kilometres)")
    st, tot = s.loc["Stockholm", "pop2019"], d.pop2019.sum()
    b.q("What share of Sweden's population lived in Stockholm county in 2019?", "share", st / tot * 100, 1,
        why=f"pop2019 Stockholm ({st}) / the sum of the 21 counties' pop2019 ({tot}) x 100")
    b.q("How many of the counties had more than 500,000 inhabitants in 2019?", "count",
        int((d.pop2019 > 500000).sum()), 0, why="rows whose pop2019 is above 500000")
    assert [c for c in d.columns if c.startswith("pop")] == ["pop2019"]
    b.refuse("What was the population of Uppsala county in 2010?", "refusal-constraint",
             why="the table gives the population of 2019 only: no other year can be applied")


if __name__ == "__main__":
    sys.exit(write_splits(build=one_split(SPLIT, holdout19)))
