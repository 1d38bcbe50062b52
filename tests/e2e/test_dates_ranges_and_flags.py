"""Phrasings of time and of counting that the table reading takes as written: "from 1970 through
1975", "over 4 May 2021" (a date, never a threshold of 4), "on 1 May" over data of one year, a
month that holds at both ends of a change ("August traffic between 2003 and 2015"), "which subject
reached the highest" (each group's own highest reading), "how many members survived" of a 0/1
column. Ingested for real; truth from the CSV text with the csv module."""

from __future__ import annotations

from datetime import datetime, timedelta

from noesis.answer import Engine
from noesis.mesh import Mesh

from .test_analyst_phrasings import _kb, _rows  # a KB folder written and ingested; the CSV's rows

PRICES = "country,year,price\n" + "\n".join(f"{c},{y},{(i * 7 + y * 3) % 23 + 1.25}" for i, c in
                                            enumerate(("France", "Italy", "Spain")) for y in range(1960, 1980)) + "\n"


def test_through_joins_a_range_as_to_does(tmp_path):
    kb = _kb(tmp_path, "petrol", {"prices.csv": PRICES})
    got = [float(r["price"]) for r in _rows(PRICES) if r["country"] == "France" and 1970 <= int(r["year"]) <= 1975]
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was France's mean price from 1970 through 1975?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - sum(got) / len(got)) < 1e-3, a.text


START = datetime(2021, 5, 1)
SOLAR = "datetime_gmt,solar_gen\n" + "\n".join(
    f"{(START + timedelta(minutes=30 * k)).isoformat(sep=' ')}+00:00,{((k * 37) % 48) / 100}" for k in range(48 * 6)) + "\n"


def test_a_date_after_over_is_the_date_and_a_day_without_year_is_the_data_s_one_year(tmp_path):
    kb = _kb(tmp_path, "gb-solar", {"solar.csv": SOLAR})
    rows = _rows(SOLAR)
    day4 = [float(r["solar_gen"]) for r in rows if r["datetime_gmt"].startswith("2021-05-04")]
    day1 = [float(r["solar_gen"]) for r in rows if r["datetime_gmt"].startswith("2021-05-01")]
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the average solar_gen over 4 May 2021?", deterministic=True)
        b = e.ask("What was the average solar_gen on 1 May?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - sum(day4) / len(day4)) < 1e-3, a.text
    assert b.result.value is not None and abs(float(b.result.value) - sum(day1) / len(day1)) < 1e-3, b.text
    assert "2021-05-01" in b.text  # the year it was read in, said


TRAFFIC = "Year,Month,Traffic\n" + "\n".join(f"{y},{m},{500 + (y * 13 + m * 29) % 300}.5" for y in range(2003, 2016)
                                              for m in range(1, 13)) + "\n"


def test_a_month_named_beside_a_change_holds_at_both_ends(tmp_path):
    kb = _kb(tmp_path, "bridge-traffic", {"traffic.csv": TRAFFIC,
                                          "noesis.toml": '[[source]]\nfile = "traffic.csv"\n'
                                                         'additivity = {Traffic = "flow"}\n'})
    aug = {int(r["Year"]): float(r["Traffic"]) for r in _rows(TRAFFIC) if r["Month"] == "8"}
    want = (aug[2015] - aug[2003]) / aug[2003] * 100
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("By what percentage did August traffic change between 2003 and 2015?", deterministic=True)
    assert a.result.percent is not None and abs(float(a.result.percent) - want) < 0.01, a.text


THEOPH = "Subject,Time,conc\n" + "\n".join(f"{s},{t},{((s * 7 + t * 5) % 19) / 1.7:.2f}" for s in range(1, 9)
                                            for t in range(0, 10)) + "\n"


def test_reached_the_highest_ranks_each_groups_own_highest_reading(tmp_path):
    kb = _kb(tmp_path, "theophylline", {"theoph.csv": THEOPH,
                                        "noesis.toml": '[[source]]\nfile = "theoph.csv"\nentity_column = "Subject"\n'
                                                       'additivity = {conc = "level"}\n'})
    rows = _rows(THEOPH)
    top = max(float(r["conc"]) for r in rows)
    who = {r["Subject"] for r in rows if float(r["conc"]) == top}
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which Subject reached the highest conc?", deterministic=True)
        b = e.ask("Which Subject had the highest average conc?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == top, a.text
    assert all(f"Subject {w}" in a.text for w in who), a.text
    means = {}
    for r in rows:
        means.setdefault(r["Subject"], []).append(float(r["conc"]))
    best = max(sum(v) / len(v) for v in means.values())
    assert b.result.value is not None and abs(float(b.result.value) - best) < 1e-3, b.text  # "average" still means


PARTY = "name,family,sex,survived\n" + "\n".join(
    f"P{i},{('Breen', 'Donner', 'Graves', 'Reed')[i % 4]},{('Male', 'Female')[i % 3 == 0]},{int((i * 7) % 5 < 3)}"
    for i in range(60)) + "\n"


def test_how_many_of_a_zero_one_column_counts_the_rows_where_it_holds(tmp_path):
    kb = _kb(tmp_path, "party", {"party.csv": PARTY,
                                 "noesis.toml": '[[source]]\nfile = "party.csv"\ntime = []\n'
                                                'dimensions = ["name", "family", "sex"]\nentity_column = "name"\n\n'
                                                '[vocabulary]\nname = ["member", "person"]\n'})
    rows = _rows(PARTY)
    lived = sum(1 for r in rows if r["survived"] == "1")
    reed = sum(1 for r in rows if r["survived"] == "1" and r["family"] == "Reed")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("How many members survived?", deterministic=True)
        b = e.ask("How many members of the Reed family survived?", deterministic=True)
        c = e.ask("How many readings of survived are there?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == lived, a.text
    assert b.result.value is not None and float(b.result.value) == reed, b.text
    assert c.result.value is not None and float(c.result.value) == len(rows), c.text  # the readings, as asked


FAMILIES = "family,father,childNum,childHeight\n" + "\n".join(
    f"{f:03d},{64 + (f * 37) % 13 + 0.5},{c},{60 + (f * c * 7) % 15}" for f in range(1, 41) for c in range(1, 1 + f % 4 + 1)) \
    + "\n"


def test_a_value_repeated_on_each_row_of_a_group_is_the_groups_value(tmp_path):
    kb = _kb(tmp_path, "galton", {"families.csv": FAMILIES})
    rows = _rows(FAMILIES)
    top = max(float(r["father"]) for r in rows)
    who = {r["family"] for r in rows if float(r["father"]) == top}
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which family had the tallest father?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == top, a.text
    assert all(w in a.text for w in who), a.text  # the codes as the file writes them ("007")


PRICES_1800 = "year,copper,wheat\n" + "\n".join(f"{y},{5 + (y * 37) % 11 / 2},{400 + (y * 13) % 97}" for y in range(1800, 1996)) \
    + "\n"


def test_which_decade_groups_years_and_the_last_decade_is_the_last_ten_years(tmp_path):
    kb = _kb(tmp_path, "prices", {"prices.csv": PRICES_1800})
    rows = _rows(PRICES_1800)
    by: dict[int, list[float]] = {}
    for r in rows:
        by.setdefault(int(r["year"]) // 10 * 10, []).append(float(r["copper"]))
    best = max(by, key=lambda k: sum(by[k]) / len(by[k]))
    last = [float(r["wheat"]) for r in rows if int(r["year"]) > 1995 - 10]
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which decade had the highest average copper?", deterministic=True)
        b = e.ask("What was the average wheat in the last decade?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - sum(by[best]) / len(by[best])) < 1e-3, a.text
    assert f"the {best}s" in a.text, a.text
    assert b.result.value is not None and abs(float(b.result.value) - sum(last) / len(last)) < 1e-3, b.text


HOLIDAYS = "DTSTART,DTEND,SUMMARY\n" + "\n".join(
    f"{y}{m:02d}{d:02d},{y}{m:02d}{d + 1:02d},Holiday {k}" for y in range(2000, 2012)
    for k, (m, d) in enumerate(((1, 1), (1, 17), (2, 21), (5, 30), (7, 4), (9, 5), (11, 24), (12, 25))[: 5 + y % 4])) + "\n"


def test_eight_digit_dates_under_any_header_are_dates_and_events_are_counted(tmp_path):
    kb = _kb(tmp_path, "us-holidays", {"USHolidays.csv": HOLIDAYS})
    years = [int(r["DTSTART"][:4]) for r in _rows(HOLIDAYS)]
    top = max(years.count(y) for y in set(years))
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("How many holidays are there in 2005?", deterministic=True)
        b = e.ask("Which year had the most holidays?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == years.count(2005), a.text
    assert b.result.value is not None and float(b.result.value) == top, b.text
    assert all(str(y) in b.text for y in set(years) if years.count(y) == top), b.text


JOURNALS = """title,publisher,citations
Review A,Blackwell,8999
Journal B,Elsevier,7943
World Letters,Blackwell,214
World Letters,Elsevier,1408
Small Notes,Springer,21
"""
JOURNALS_TIED = JOURNALS.replace("Review A,Blackwell,8999", "Review A,Blackwell,1000").replace("Journal B,Elsevier,7943",
                                                                                       "Journal B,Elsevier,900")


def test_a_top_group_that_is_the_same_whether_readings_add_up_or_average_is_answered(tmp_path):
    kb = _kb(tmp_path, "journals", {"journals.csv": JOURNALS, "noesis.toml": '[[source]]\nfile = "journals.csv"\n'
                                    'time = []\ndimensions = ["title", "publisher"]\nentity_column = "title"\n'})
    rows = _rows(JOURNALS)
    totals: dict[str, list[float]] = {}
    for r in rows:
        totals.setdefault(r["title"], []).append(float(r["citations"]))
    top = max(totals, key=lambda t: sum(totals[t]))
    assert len(totals[top]) == 1 and top == max(totals, key=lambda t: sum(totals[t]) / len(totals[t]))
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which title had the most citations?", deterministic=True)
    assert a.result is not None and a.result.value is not None and float(a.result.value) == totals[top][0], a.text
    assert top in a.text


def test_a_top_group_that_depends_on_adding_up_or_averaging_is_asked_back(tmp_path):
    kb = _kb(tmp_path, "journals", {"journals.csv": JOURNALS_TIED, "noesis.toml": '[[source]]\nfile = "journals.csv"\n'
                                    'time = []\ndimensions = ["title", "publisher"]\nentity_column = "title"\n'})
    rows = _rows(JOURNALS_TIED)
    sums: dict[str, float] = {}
    for r in rows:
        sums[r["title"]] = sums.get(r["title"], 0.0) + float(r["citations"])
    assert max(sums, key=sums.get) == "World Letters"  # summed it leads; averaged (811) it does not
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which title had the most citations?", deterministic=True)
    assert a.result is None or a.result.value is None, a.text


MONTHS3 = ("Jan", "Feb", "Mar")
DRAFT = "Day,Rank,Month\n" + "\n".join(f"{d},{(d * 37) % 91 + 1},{MONTHS3[(d - 1) // 30]}" for d in range(1, 91)) + "\n"


def test_a_declared_dimension_that_re_expresses_the_time_is_kept_a_dimension(tmp_path):
    kb = _kb(tmp_path, "draft", {"draft.csv": DRAFT, "noesis.toml": '[[source]]\nfile = "draft.csv"\ntime = ["Day"]\n'
                                 'dimensions = ["Month"]\n\n[axis]\nname = "day"\nkind = "number"\n'})
    means = {m: [] for m in MONTHS3}
    for r in _rows(DRAFT):
        means[r["Month"]].append(float(r["Rank"]))
    low = min(means, key=lambda m: sum(means[m]) / len(means[m]))
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which Month had the lowest Rank on average?", deterministic=True)
    assert a.result is not None and a.result.value is not None and low in a.text, a.text
    assert abs(float(a.result.value) - sum(means[low]) / len(means[low])) < 1e-3


PRISONERS = "state,legal,t,count\n" + "\n".join(
    f"{s},{lg},{y}-{m:02d}-01,{100 + (k * 31 + y * 7 + m * 13) % 90}" for k, (s, lg) in enumerate(
        (s, lg) for s in ("VIC", "NSW") for lg in ("Remanded", "Sentenced")) for y in (2013, 2014)
    for m in (3, 6, 9, 12)) + "\n"
PRISON_TOML = ('[[source]]\nfile = "prisoners.csv"\ntime = ["t"]\ndimensions = ["state", "legal"]\n'
               'additivity = {count = "level"}\n')


def test_a_share_of_a_count_at_one_position_is_of_its_members_there(tmp_path):
    kb = _kb(tmp_path, "prisoners", {"prisoners.csv": PRISONERS, "noesis.toml": PRISON_TOML})
    rows = [r for r in _rows(PRISONERS) if r["state"] == "VIC" and r["t"] == "2014-09-01"]
    want = sum(float(r["count"]) for r in rows if r["legal"] == "Remanded") / sum(float(r["count"]) for r in rows) * 100
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What share of VIC's count was Remanded in the September quarter of 2014?", deterministic=True)
        year = e.ask("What share of VIC's count was Remanded in 2014?", deterministic=True)
    assert a.result is not None and a.result.value is not None and abs(float(a.result.value) - want) < 0.01, a.text
    assert year.result is None or year.result.value is None, year.text  # four quarters of a level: never summed
