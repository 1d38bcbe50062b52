"""Write the question battery over the unseen seventeenth split: questions/holdout16.json.

Same format and conventions as make_questions.py (its docstring states them): each question is
phrased as a data analyst, a journalist or a curious reader would ask it, over one table folder of
``bench/tables/holdout16/<name>/``, and its truth is computed here, from the data file, with pandas,
never by the engine (the session that wrote it did not run the engine, read its code or read any
answer). ``why`` says how. Nothing is random. ``--check`` compares the committed file with a fresh
build (exit 1 when it differs). It needs only pandas (make_questions.py imports nothing else)::

    .venv/bin/python bench/tables/make_questions_holdout16.py [--check]

Conventions particular to this split (also stated per question in ``why``):

- a storm is its name and its year (names come back: "Katrina in 2005"); "different storms" counts
  the pairs of name and year; a moment of a storm's track is its year, month, day and hour (UTC);
- a state, a territory, a city, a country is named as people name it (``New Zealand`` for
  ``NewZealand``, ``British Columbia`` for ``BC``); a Donner party member as people write a name
  (``Patrick Breen`` is R's row name ``Breen, Patrick``); a subject by the number the file writes
  (``subject 4``), a pine by its seed source (``the tree from seed source 305``); a family of the
  Donner party is a value of ``family`` other than ``Other`` (the travellers of no listed family);
- a quarter is written ``2010Q3`` in a position; a month of the labour-force table is its fractional
  year's month (96.91667 is December 1996, position ``1996-12``); a snow season is named by its two
  years and its position is the year it starts (the season 1951-52 is ``1951``); a month of the
  snowfall table belongs to the season that holds it (December 2000 is in 2000-01, January 2001 too);
- a utility bill belongs to the month and year it is dated (the bill of May 2010 is written with a day
  36, which no question reads); a year's bills are those dated in that year;
- a day of the Broad Street outbreak is a dated row: the undated row of 45 attacks is no day;
- a rate's sum over causes of death is the rate of the causes together (age-adjusted rates add);
- a count of rows is ``count``; a share is in percent of what the question names; a comparison's value
  is the difference of the two unrounded members; a percent change divides the change by the earlier
  value;
- a mean, a sum or a count leaves out missing (empty) cells (``why`` says where that happens);
- a refusal is asked where the answer is not in the table: a measure it lacks, a position after its
  end or before its start, a member it does not have (its absence asserted here), a cell that is
  empty, a constraint the table cannot apply.

holdout16 is the unseen split kept for the final measurement: don't read these questions while
developing the engine, and run ``ask_battery.py --split holdout16`` without ``--details``.
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

SPLIT = "holdout16"


def read(name: str, **kw) -> pd.DataFrame:
    return pd.read_csv(path(SPLIT, name), **kw)


def holdout16(b: Battery) -> None:
    b.split = SPLIT

    # atlantic-storms: NOAA best tracks 1975-2022, one row a report
    b.on(SPLIT, "atlantic-storms")
    d = read("atlantic-storms")
    k, v = unique_arg(d.set_index(d.name + " " + d.year.astype(str)).pressure, largest=False)
    assert k == "Wilma 2005"
    b.q("Which storm recorded the lowest central pressure, and how low did it go?", "ranking", v, 0,
        entity="Wilma", why="the smallest pressure over all 19,537 rows (unique: Wilma, 2005) and its storm's name")
    andrew = d[(d.name == "Andrew") & (d.year == 1992) & (d.month == 8) & (d.day == 23) & (d.hour == 18)]
    b.q("What were Hurricane Andrew's maximum sustained winds at 18:00 UTC on 23 August 1992, in knots?", "value",
        one(andrew, "wind"), 0, why="wind of the row Andrew, 1992, month 8, day 23, hour 18")
    kat = d[(d.name == "Katrina") & (d.year == 2005)]
    kat = kat.set_index(kat.year.astype(str) + "-" + kat.month.map("{:02d}".format) + "-" + kat.day.map("{:02d}".format)
                        + " " + kat.hour.map("{:02d}h".format))
    k, v = unique_arg(kat.wind)
    b.q("On which day did Hurricane Katrina of 2005 reach its strongest winds, and how strong were they?", "max", v, 0,
        position=k[:10], why=f"the largest wind over the {len(kat)} rows Katrina, 2005 (unique: {k}) and its day")
    cat5 = d[d.category == 5].drop_duplicates(["name", "year"])
    b.q("How many different storms reached category 5 between 1975 and 2022?", "count", len(cat5), 0,
        why="count of the distinct (name, year) pairs among the rows with category 5")
    hurr = d[d.status == "hurricane"].drop_duplicates(["name", "year"]).groupby("year").size()
    k, v = unique_arg(hurr)
    b.q("Which year had the most hurricanes, and how many were there?", "max", v, 0, position=str(k),
        why="per year, count of the distinct names with at least one row of status hurricane; the largest (unique)")
    assert not [c for c in d.columns if "surge" in c.lower() or "rain" in c.lower()]
    b.refuse("How high was Hurricane Katrina's storm surge in 2005?", "refusal-unknown-measure",
             "the table has no storm surge (position, status, category, wind, pressure and wind-field diameters only)")

    # australian-accommodation: state x quarter 1998 Q1 .. 2016 Q2
    b.on(SPLIT, "australian-accommodation")
    d = read("australian-accommodation")
    d["pos"] = d.Date.str.replace(" ", "")
    d["y"] = d.Date.str[:4].astype(int)
    s = d.set_index(["State", "pos"])
    b.q("How much did hotels and motels in Victoria take in the third quarter of 2010, in millions of dollars?",
        "value", s.loc[("Victoria", "2010Q3"), "Takings"], 2, position="2010Q3",
        why="Takings of the row Victoria, 2010 Q3 (millions of AUD)")
    nsw = d[(d.State == "New South Wales") & (d.y == 2015)]
    b.q("What were New South Wales' accommodation takings over the whole of 2015?", "sum", nsw.Takings.sum(), 2,
        why="sum of Takings over the four rows New South Wales, 2015 Q1 .. Q4 (a flow)")
    q = d[d.pos == "2016Q2"].set_index("State").Occupancy
    k, v = unique_arg(q)
    b.q("Which state or territory had the fullest hotels in the second quarter of 2016?", "ranking", v, 1, entity=k,
        why="the largest Occupancy over the 8 rows of 2016 Q2 (unique) and its state")
    tas = d[(d.State == "Tasmania") & (d.y == 2008)]
    b.q("What was Tasmania's average room occupancy rate during 2008?", "mean", tas.Occupancy.mean(), 2,
        why="mean of Occupancy over the four rows Tasmania, 2008")
    a, c = s.loc[("Queensland", "1998Q1"), "Takings"], s.loc[("Queensland", "2016Q1"), "Takings"]
    b.q("By what percentage did Queensland's accommodation takings grow from the first quarter of 1998 to the first "
        "quarter of 2016?", "percent-change", 100 * (c - a) / a, 2,
        why=f"Takings of Queensland in 2016 Q1 ({c}) minus 1998 Q1 ({a}), over 1998 Q1, in percent")
    assert d.pos.max() == "2016Q2"
    b.refuse("What were Western Australia's accommodation takings in the first quarter of 2017?", "refusal-after-end",
             "the quarters run 1998 Q1 .. 2016 Q2")

    # trans-tasman-alcohol: Australia and NewZealand x 1998-2006
    b.on(SPLIT, "trans-tasman-alcohol")
    d = read("trans-tasman-alcohol").set_index(["Country", "Year"])
    b.q("How many litres of pure alcohol did Australians drink per head in the form of beer in 2003?", "value",
        d.loc[("Australia", 2003), "Beer"], 2, why="Beer of the row Australia, 2003")
    cmp(b, "In 2006, did Australians or New Zealanders drink more beer per head, and by how much?",
        "Australia", d.loc[("Australia", 2006), "Beer"], "New Zealand", d.loc[("NewZealand", 2006), "Beer"], 2,
        "Beer of the rows Australia, 2006 and NewZealand, 2006 (litres of pure alcohol per person)")
    a, c = d.loc[("Australia", 1998), "Beer"], d.loc[("Australia", 2006), "Beer"]
    b.q("How much did beer consumption per person in Australia change between 1998 and 2006?", "change", c - a, 2,
        why=f"Beer of Australia, 2006 ({c}) minus 1998 ({a})")
    nz = d.loc["NewZealand"].Spirit
    k, v = unique_arg(nz)
    b.q("In which year did New Zealanders drink the most spirits per head, and how much?", "max", v, 2,
        position=str(k), why="the largest Spirit over the 9 rows NewZealand (unique) and its year")
    assert not [c for c in d.columns if "cider" in c.lower()]
    b.refuse("How much cider did Australians drink per head in 2004?", "refusal-unknown-measure",
             "the table splits alcohol into Beer, Wine and Spirit only: no cider")

    # household-utility-bills: one bill a month (some missing), Dec 1999 .. May 2010
    b.on(SPLIT, "household-utility-bills")
    d = read("household-utility-bills")
    d["pos"] = d.year.astype(str) + "-" + d.month.map("{:02d}".format)
    s = d.set_index("pos")
    b.q("How much was the gas bill for January 2005?", "value", s.loc["2005-01", "gasbill"], 2, position="2005-01",
        why="gasbill of the row year 2005, month 1 (dollars)")
    y07 = d[d.year == 2007]
    assert len(y07) == 12
    b.q("How much did the household pay in utility bills in 2007 altogether?", "sum", y07.totalbill.sum(), 2,
        why="sum of totalbill over the 12 bills dated 2007")
    k, v = unique_arg(s.kwh)
    b.q("Which month's bill recorded the most electricity used, and how many kilowatt-hours?", "max", v, 0, position=k,
        why="the largest kwh over the 117 bills (unique) and its month")
    y09 = d[d.year == 2009]
    b.q("What was the average electricity bill in 2009?", "mean", y09.elecbill.mean(), 2,
        why=f"mean of elecbill over the {len(y09)} bills dated 2009")
    a, c = s.loc["2002-01", "totalbill"], s.loc["2010-01", "totalbill"]
    cmp(b, "Was the household's total bill higher in January 2002 or in January 2010, and by how much?",
        "January 2010", c, "January 2002", a, 2, "totalbill of the rows 2010, month 1 and 2002, month 1")
    assert not [c for c in d.columns if "water" in c.lower()]
    b.refuse("How much was the water bill in March 2004?", "refusal-unknown-measure",
             "the bills are for gas and electricity only: no water")

    # peace-bridge-traffic: monthly 2003-01 .. 2015-12, thousands of vehicles
    b.on(SPLIT, "peace-bridge-traffic")
    d = read("peace-bridge-traffic")
    d["pos"] = d.Year.astype(str) + "-" + d.Month.map("{:02d}".format)
    s = d.set_index("pos").Traffic
    b.q("How many vehicles crossed the Peace Bridge in July 2010, in thousands?", "value", s["2010-07"], 1,
        position="2010-07", why="Traffic of the row Year 2010, Month 7 (thousands of vehicles)")
    b.q("How much traffic crossed the Peace Bridge in 2008 in total?", "sum", d[d.Year == 2008].Traffic.sum(), 1,
        why="sum of Traffic over the 12 months of 2008 (a flow, thousands of vehicles)")
    k, v = unique_arg(s)
    b.q("Which month saw the heaviest traffic over the Peace Bridge, and how heavy was it?", "max", v, 1, position=k,
        why="the largest Traffic over the 156 months (unique) and its month")
    a, c = s["2003-08"], s["2015-08"]
    b.q("By what percentage did August traffic on the Peace Bridge change between 2003 and 2015?", "percent-change",
        100 * (c - a) / a, 2, why=f"Traffic of 2015-08 ({c}) minus 2003-08 ({a}), over 2003-08, in percent")
    assert [c for c in d.columns if c not in ("rownames", "Year", "Month", "t", "pos")] == ["Traffic"]
    b.refuse("How many trucks crossed the Peace Bridge in May 2011?", "refusal-constraint",
             "Traffic counts all vehicles: the table does not split it by kind of vehicle")

    # canadian-labour-force: regions as columns, Date = YY + (month - 1) / 12
    b.on(SPLIT, "canadian-labour-force")
    d = read("canadian-labour-force")
    k12 = (d.Date * 12).round().astype(int)
    d["pos"] = (1900 + k12 // 12).astype(str) + "-" + (k12 % 12 + 1).map("{:02d}".format)
    d["y"] = 1900 + k12 // 12
    s = d.set_index("pos")
    b.q("How large was Ontario's labour force in June 1995?", "value", s.loc["1995-06", "Ontario"], 0,
        position="1995-06", why="Ontario of the row Date 95.41667 (June 1995; thousands)")
    k, v = unique_arg(s.BC)
    b.q("In which month was British Columbia's labour force at its largest, and how large was it?", "max", v, 0,
        position=k, why="the largest BC over the 24 months (unique) and its month (Date as a fractional year)")
    a, c = s.loc["1995-01", "Alberta"], s.loc["1996-12", "Alberta"]
    b.q("By how much did Alberta's labour force grow from January 1995 to December 1996?", "change", c - a, 0,
        why=f"Alberta of 96.91667 ({c}) minus 95.0 ({a})")
    regions = ["BC", "Alberta", "Prairies", "Ontario", "Quebec", "Atlantic"]
    b.q("What share of the six regions' labour force was in Ontario in December 1996?", "share",
        100 * s.loc["1996-12", "Ontario"] / s.loc["1996-12", regions].sum(), 2,
        why="Ontario over the sum of the six region columns of the row 96.91667, in percent")
    assert "Manitoba" not in d.columns and "Prairies" in d.columns
    b.refuse("What was Manitoba's labour force in March 1996?", "refusal-constraint",
             "Manitoba is counted with Saskatchewan in the Prairies column: the table cannot give it alone")

    # theophylline-kinetics: 12 subjects x 11 samples
    b.on(SPLIT, "theophylline-kinetics")
    d = read("theophylline-kinetics")
    peak = d.groupby("Subject").conc.max()
    k, v = unique_arg(peak)
    b.q("Which subject reached the highest theophylline concentration, and what was it?", "ranking", v, 2,
        entity=str(k), why="the largest conc over the 132 rows (unique) and its Subject")
    b.q("How many of the blood samples had a concentration above 10 mg/L?", "count", int((d.conc > 10).sum()), 0,
        why="count of rows with conc > 10")
    dose = d.groupby("Subject").Dose.first()
    cmp(b, "Who was given the larger dose per kilogram, subject 4 or subject 9, and by how much?",
        "4", dose[4], "9", dose[9], 2, "Dose (mg/kg) of the rows Subject 4 and Subject 9")
    b.q("What was the average weight of the twelve subjects?", "mean", d.groupby("Subject").Wt.first().mean(), 2,
        why="mean of Wt over the 12 subjects (one value each; the same as over the 132 rows, 11 a subject)")
    assert 13 not in set(d.Subject) and d.Subject.max() == 12
    b.refuse("What was the peak concentration of subject 13?", "refusal-unknown-member",
             "the subjects are numbered 1 .. 12")

    # loblolly-pines: 14 seed sources x ages 3 .. 25
    b.on(SPLIT, "loblolly-pines")
    d = read("loblolly-pines").set_index(["Seed", "age"])
    b.q("How tall was the tree from seed source 305 at 15 years old?", "value", d.loc[(305, 15), "height"], 2,
        why="height of the row Seed 305, age 15 (feet)")
    h25 = d.xs(25, level="age").height
    k, v = unique_arg(h25)
    b.q("Which seed source produced the tallest tree at age 25?", "ranking", v, 2, entity=str(k),
        why="the largest height over the 14 rows of age 25 (unique) and its Seed")
    b.q("What was the average height of the trees at age 10?", "mean", d.xs(10, level="age").height.mean(), 2,
        why="mean of height over the 14 rows of age 10")
    a, c = d.loc[(321, 5), "height"], d.loc[(321, 20), "height"]
    b.q("How many feet did the tree from seed source 321 grow between the ages of 5 and 20?", "change", c - a, 2,
        why=f"height of Seed 321 at age 20 ({c}) minus age 5 ({a})")
    assert 313 not in set(d.index.get_level_values("Seed"))
    b.refuse("How tall was the tree from seed source 313 at age 20?", "refusal-unknown-member",
             "seed source 313 is not among the 14 (301 .. 331 without 313 and 317)")

    # grand-rapids-snowfall: one row a season (July-June), months as columns
    b.on(SPLIT, "grand-rapids-snowfall")
    d = read("grand-rapids-snowfall").set_index("SeasonStart")
    b.q("How much snow fell in Grand Rapids in December 2000?", "value", d.loc[2000, "Dec"], 1,
        why="Dec of the season 2000-01 (SeasonStart 2000), inches")
    k, v = unique_arg(d.Total)
    b.q("Which winter was the snowiest in Grand Rapids, and how much snow fell that season?", "max", v, 1,
        position=str(k), why="the largest Total over the 118 seasons with one (unique); the season is named by "
        "SeasonStart")
    jan = d.loc[1989:1998, "Jan"]
    b.q("On average, how much snow fell in January in the years 1990 to 1999?", "mean", jan.mean(), 2,
        why="mean of Jan over the seasons 1989-90 .. 1998-99 (SeasonStart 1989 .. 1998: their Januaries fall in "
        "1990 .. 1999)")
    b.q("In how many seasons did more than 100 inches of snow fall?", "count", int((d.Total > 100).sum()), 0,
        why="count of rows with Total > 100 (the empty Total of 2011-12 left out)")
    cmp(b, "Was February 1978 or February 1979 snowier in Grand Rapids, and by how many inches?",
        "February 1978", d.loc[1977, "Feb"], "February 1979", d.loc[1978, "Feb"], 1,
        "Feb of the seasons 1977-78 and 1978-79")
    assert pd.isna(d.loc[2011, "Mar"])
    b.refuse("How much snow fell in Grand Rapids in March 2012?", "refusal-missing-value",
             "the Mar cell of the season 2011-12 is empty (the table stops after January 2012)")

    # canadian-city-populations: 25 cities, POP1992 .. POP1996 (thousands)
    b.on(SPLIT, "canadian-city-populations")
    d = read("canadian-city-populations").set_index("CITY")
    b.q("What was Calgary's population in 1994?", "value", d.loc["Calgary", "POP1994"], 1,
        why="POP1994 of the row Calgary (thousands)")
    growth = 100 * (d.POP1996 - d.POP1992) / d.POP1992
    k, v = unique_arg(growth)
    b.q("Which city grew the fastest in percentage terms between 1992 and 1996?", "ranking", v, 2, entity=k,
        why="(POP1996 - POP1992) / POP1992 in percent per city (25); the largest (unique)")
    qc = d[d.REGION == "QC"]
    b.q("What was the combined population of the Quebec cities in the table in 1996?", "sum", qc.POP1996.sum(), 1,
        why=f"sum of POP1996 over the {len(qc)} rows with REGION QC ({', '.join(qc.index)})")
    a, c = d.loc["Toronto", "POP1992"], d.loc["Toronto", "POP1996"]
    b.q("By what percentage did Toronto's population grow from 1992 to 1996?", "percent-change",
        100 * (c - a) / a, 2, why=f"POP1996 of Toronto ({c}) minus POP1992 ({a}), over POP1992, in percent")
    b.q("How many of the cities had fewer people in 1996 than in 1992?", "count", int((d.POP1996 < d.POP1992).sum()),
        0, why="count of rows with POP1996 < POP1992")

    # broad-street-cholera-1854: 43 dated days + one undated row
    b.on(SPLIT, "broad-street-cholera-1854")
    d = read("broad-street-cholera-1854")
    dated = d.dropna(subset=["date"]).set_index("date")
    assert len(dated) == 43
    b.q("How many people died of cholera around Broad Street on 3 September 1854?", "value",
        dated.loc["1854-09-03", "deaths"], 0, position="1854-09-03", why="deaths of the row 1854-09-03")
    k, v = unique_arg(dated.attacks)
    b.q("On which day did the most fatal attacks begin, and how many were there?", "max", v, 0, position=k,
        why="the largest attacks over the 43 dated rows (unique) and its date")
    wk = dated.loc["1854-09-01":"1854-09-07"]
    b.q("How many people died in the first week of September 1854, from the 1st to the 7th?", "sum", wk.deaths.sum(),
        0, why=f"sum of deaths over the {len(wk)} rows 1854-09-01 .. 1854-09-07")
    aug = dated[dated.index.str.startswith("1854-08")]
    b.q("How many fatal attacks began in August 1854?", "sum", aug.attacks.sum(), 0,
        why=f"sum of attacks over the {len(aug)} rows of August (19 .. 31; the undated row left out)")
    b.q("On how many days of the outbreak did no one die?", "count", int((dated.deaths == 0).sum()), 0,
        why="count of the dated rows with deaths 0 (the undated row, deaths 0, is no day)")
    assert dated.index.min() == "1854-08-19"
    b.refuse("How many people died of cholera around Broad Street on 10 August 1854?", "refusal-before-start",
             "the table starts on 19 August 1854")

    # puerto-rico-deaths: daily 2015-01-01 .. 2018-04-15
    b.on(SPLIT, "puerto-rico-deaths")
    d = read("puerto-rico-deaths")
    s = d.set_index("date").deaths
    b.q("How many deaths were registered in Puerto Rico on 20 September 2017, the day Hurricane Maria hit?", "value",
        s["2017-09-20"], 0, position="2017-09-20", why="deaths of the row 2017-09-20")
    k, v = unique_arg(s)
    b.q("On which day were the most deaths registered in Puerto Rico, and how many?", "max", v, 0, position=k,
        why="the largest deaths over the 1,201 days (unique) and its date")
    sep = d[d.date.str.startswith("2017-09")]
    b.q("How many people died in Puerto Rico in September 2017?", "sum", sep.deaths.sum(), 0,
        why="sum of deaths over the 30 days of September 2017 (a flow)")
    oct17 = d[d.date.str.startswith("2017-10")].deaths.sum()
    oct16 = d[d.date.str.startswith("2016-10")].deaths.sum()
    cmp(b, "How many more people died in Puerto Rico in October 2017 than in October 2016?",
        "October 2017", int(oct17), "October 2016", int(oct16), 0,
        "sum of deaths over the 31 days of October 2017 and of October 2016")
    y16 = d[d.date.str.startswith("2016")]
    b.q("What was the average number of deaths a day in Puerto Rico in 2016?", "mean", y16.deaths.mean(), 2,
        why=f"mean of deaths over the {len(y16)} days of 2016")
    assert d.date.max() == "2018-04-15"
    b.refuse("How many deaths were registered in Puerto Rico on 1 June 2018?", "refusal-after-end",
             "the table ends on 15 April 2018")

    # global-temperature-carbon: 1751-2018, rows out of order
    b.on(SPLIT, "global-temperature-carbon")
    d = read("global-temperature-carbon").set_index("year").sort_index()
    b.q("What was the global temperature anomaly in 1998?", "value", d.loc[1998, "temp_anomaly"], 2,
        why="temp_anomaly of the row 1998 (degrees Celsius)")
    k, v = unique_arg(d.temp_anomaly)
    b.q("Which year was the warmest on record, and by how much did it exceed the 20th-century average?", "max", v, 2,
        position=str(k), why="the largest temp_anomaly over 1880 .. 2018 (unique) and its year")
    b.q("What was the average ocean temperature anomaly from 1991 to 2000?", "mean",
        d.loc[1991:2000, "ocean_anomaly"].mean(), 3, why="mean of ocean_anomaly over the 10 rows 1991 .. 2000")
    a, c = d.loc[1950, "carbon_emissions"], d.loc[2000, "carbon_emissions"]
    b.q("By how much did the world's annual carbon emissions rise between 1950 and 2000?", "change", c - a, 0,
        why=f"carbon_emissions of 2000 ({c}) minus 1950 ({a}), millions of metric tons of carbon")
    b.q("In how many years was the temperature anomaly over land above 1 degree?", "count",
        int((d.land_anomaly > 1).sum()), 0, why="count of rows with land_anomaly > 1 (the empty years before 1880 "
        "left out)")
    assert pd.isna(d.loc[2017, "carbon_emissions"])
    b.refuse("How much carbon did the world emit in 2017?", "refusal-missing-value",
             "the carbon_emissions cell of 2017 is empty (emissions stop in 2014)")

    # us-states-1977: 50 states named in rownames
    b.on(SPLIT, "us-states-1977")
    d = read("us-states-1977").set_index("rownames")
    b.q("What was the life expectancy in Hawaii?", "value", d.loc["Hawaii", "Life Exp"], 2,
        why="Life Exp of the row Hawaii (years, 1969-71)")
    k, v = unique_arg(d.Murder)
    b.q("Which state had the highest murder rate?", "ranking", v, 1, entity=k,
        why="the largest Murder over the 50 rows (unique) and its state")
    b.q("How many states had an illiteracy rate of 2 percent or more?", "count", int((d.Illiteracy >= 2).sum()), 0,
        why="count of rows with Illiteracy >= 2")
    cmp(b, "Which is larger, Texas or California, and by how many square miles?", "Texas", int(d.loc["Texas", "Area"]),
        "California", int(d.loc["California", "Area"]), 0, "Area of the rows Texas and California")
    b.q("What share of the 50 states' population lived in California?", "share",
        100 * d.loc["California", "Population"] / d.Population.sum(), 2,
        why="Population of California over the sum of Population over the 50 rows, in percent")
    assert "District of Columbia" not in d.index
    b.refuse("What was the murder rate in the District of Columbia?", "refusal-unknown-member",
             "the table holds the 50 states only, not the District of Columbia")

    # us-mortality-rural-urban: Status x Sex x Cause, rate per 100,000
    b.on(SPLIT, "us-mortality-rural-urban")
    d = read("us-mortality-rural-urban").set_index(["Status", "Sex", "Cause"])
    b.q("What was the suicide rate among men in rural America?", "value", d.loc[("Rural", "Male", "Suicide"), "Rate"],
        1, why="Rate of the row Rural, Male, Suicide (per 100,000, age-adjusted)")
    um = d.xs(("Urban", "Male"), level=("Status", "Sex")).Rate
    k, v = unique_arg(um, largest=False)
    b.q("Of the ten causes, which killed men in cities at the lowest rate?", "ranking", v, 1, entity=k,
        why="the smallest Rate over the 10 rows Urban, Male (unique) and its Cause")
    cmp(b, "Did rural or urban men die more often from unintentional injuries, and by how much per 100,000?",
        "rural", d.loc[("Rural", "Male", "Unintentional injuries"), "Rate"], "urban",
        d.loc[("Urban", "Male", "Unintentional injuries"), "Rate"], 1, "Rate of the rows Rural and Urban, Male, "
        "Unintentional injuries")
    rf = d.xs(("Rural", "Female"), level=("Status", "Sex")).Rate
    b.q("What was the combined death rate from the ten causes among rural women?", "sum", rf.sum(), 1,
        why="sum of Rate over the 10 rows Rural, Female (age-adjusted rates of causes add)")
    assert not [c for c in d.index.get_level_values("Cause").unique() if "HIV" in c]
    b.refuse("What was the death rate from HIV among rural women?", "refusal-unknown-member",
             "HIV is not one of the ten causes")

    # donner-party: 90 members named in rownames
    b.on(SPLIT, "donner-party")
    d = read("donner-party").set_index("rownames")
    b.q("How many members of the Donner party survived?", "count", int(d.survived.sum()), 0,
        why="count of rows with survived 1")
    fem = d[d.sex == "Female"]
    b.q("What share of the women and girls in the party survived?", "share", 100 * fem.survived.mean(), 2,
        why=f"rows with sex Female and survived 1 over the {len(fem)} rows with sex Female, in percent")
    b.q("What was the average age of those who died?", "mean", d[d.survived == 0].age.mean(), 2,
        why=f"mean of age over the {int((d.survived == 0).sum())} rows with survived 0")
    lost = d[d.survived == 0].groupby("family").size().drop("Other")
    k, v = unique_arg(lost)
    b.q("Not counting the travellers grouped as 'Other', which family lost the most members?", "ranking", v, 0,
        entity=k,
        why="count of rows with survived 0 per family, the grouping 'Other' (no one family) left out; the largest "
        "(unique)")
    b.q("How old was Patrick Breen?", "value", d.loc["Breen, Patrick", "age"], 0,
        why="age of the row 'Breen, Patrick'")
    dec = d.death.fillna("").str.startswith("1846-12")
    b.q("How many members of the party died in December 1846?", "count", int(dec.sum()), 0,
        why="count of rows whose death is dated 1846-12-..")
    assert not [c for c in d.columns if "weight" in c.lower() or "height" in c.lower()]
    b.refuse("How much did George Donner weigh?", "refusal-unknown-measure",
             "the table has no weight (family, age, sex, survived, death only)")


def build() -> list[dict]:
    b = Battery()
    holdout16(b)
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
