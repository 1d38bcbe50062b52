"""A wide table as users declare it: member columns, a ``Total`` beside them, a header with
padding, dates written as numbers in a strptime pattern, a table with nothing but its members.
Each folder is ingested for real (manifest, reader, store) and asked through the engine; truth
is computed here from the CSV text with the csv module."""

from __future__ import annotations

import csv
import io
from datetime import date
from decimal import Decimal

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

VOTES = '''"","GORE","BUSH","Total"
"ALACHUA",47300,34062,81362
"BAKER",2392,5610,8002
"BAY",18850,38637,57487
'''

RATES = '''"","date","dm","bp","ddm"
"1",800102,0.5861,2.249,NA
"2",800103,0.5837,2.2365,-0.0041
"3",850315,0.3049,1.083,-0.00101
"4",50104,0.61,1.5,0.002
'''


def _kb(tmp_path, name, text, toml):
    folder = tmp_path / name
    folder.mkdir()
    (folder / f"{name}.csv").write_text(text, encoding="utf-8")
    (folder / "noesis.toml").write_text(toml, encoding="utf-8")
    report = ingest(folder, tmp_path / "kbs" / name / f"{name}.sqlite", workers=1)
    return report, tmp_path / "kbs" / name


def _rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def test_a_total_beside_the_members_is_read_as_the_rows_own_measure(tmp_path):
    toml = '''[[source]]
file = "votes.csv"
time = []
units = {votes = "votes", Total = "votes"}
[source.wide]
dimension = "candidate"
measure = "votes"
columns = ["GORE", "BUSH"]
'''
    report, kb = _kb(tmp_path, "votes", VOTES, toml)
    assert report.sources[0].status == "new" and report.sources[0].rows == 3
    rows = _rows(VOTES)
    mean = sum(Decimal(r["Total"]) for r in rows) / len(rows)
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the average Total?", deterministic=True)
        assert Decimal(a.result.value) == round(mean, 4)  # over the 3 rows, never once per candidate
        top = max(rows, key=lambda r: int(r["Total"]))
        b = e.ask("What was the highest Total?", deterministic=True)
        assert Decimal(b.result.value) == Decimal(top["Total"]) and top[""] in b.text
        assert "GORE" not in b.text and "BUSH" not in b.text  # the row is named without a member
        c = e.ask("What was BUSH's Total?", deterministic=True)
        assert c.result.operation == "refusal" and "beside the candidate columns" in c.text
        d = e.ask("How many votes did BUSH get in BAKER?", deterministic=True)
        assert Decimal(d.result.value) == Decimal(next(r["BUSH"] for r in rows if r[""] == "BAKER"))


def test_dates_written_as_numbers_in_a_declared_pattern_are_those_dates(tmp_path):
    toml = '''[[source]]
file = "rates.csv"
time = ["date"]
position_format = "%y%m%d"
units = {rate = "USD", ddm = "USD"}
[source.wide]
dimension = "currency"
measure = "rate"
columns = ["dm", "bp"]
'''
    report, kb = _kb(tmp_path, "rates", RATES, toml)
    assert report.sources[0].status == "new"
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the rate of bp on 15 March 1985?", deterministic=True)
        assert Decimal(a.result.value) == Decimal("1.083")
        b = e.ask("What was the rate of dm on 4 January 2005?", deterministic=True)  # 50104: "050104"
        assert Decimal(b.result.value) == Decimal("0.61") and date(2005, 1, 4).isoformat() in b.text
        c = e.ask("What was ddm on 15 March 1985?", deterministic=True)
        assert Decimal(c.result.value) == Decimal("-0.00101")


def test_members_match_their_header_padding_aside_and_a_missing_member_is_named(tmp_path):
    text = "A couple,A few ,Dozens\n2,3,30\n2,3,24\n3,5,12\n"
    toml = '''[[source]]
file = "numberly.csv"
time = []
[source.wide]
dimension = "phrase"
measure = "number"
columns = ["A couple", "A few ", "Dozens"]
'''
    report, kb = _kb(tmp_path, "numberly", text, toml)
    assert report.sources[0].status == "new" and report.sources[0].rows == 3
    dozens = [Decimal(r["Dozens"]) for r in csv.DictReader(io.StringIO(text))]
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the average number for Dozens?", deterministic=True)
        assert Decimal(a.result.value) == round(sum(dozens) / len(dozens), 4)
    bad = toml.replace('"Dozens"]', '"Scores"]')
    (tmp_path / "bad").mkdir()
    report, _ = _kb(tmp_path / "bad", "numberly", text, bad)
    problem = report.sources[0].problems[0].reason
    assert report.sources[0].status == "failed" and "'Scores' not found" in problem


def test_strptime_digits_need_a_pattern_of_digits_alone():
    import numpy as np

    from noesis.ingest import axisformats as af
    seconds = af.number_seconds(np.array([800102.0, 50104.0, 1.5, np.nan]), af.declared_format("%y%m%d"))
    assert (seconds[:2] / 86400).tolist() == [(date(1980, 1, 2) - date(1970, 1, 1)).days,
                                             (date(2005, 1, 4) - date(1970, 1, 1)).days]
    assert np.isnan(seconds[2:]).all()
    assert np.isnan(af.number_seconds(np.array([3.0]), af.declared_format("%d/%m/%Y"))).all()


BEAVER = '''"","day","time","temp","activ"
"1",346,840,36.33,0
"2",346,850,36.34,0
"3",346,2150,37.53,1
"4",347,10,37.1,1
"5",347,20,36.9,0
'''


def test_time_columns_that_make_no_one_axis_are_the_axis_and_a_key_never_a_refused_file(tmp_path):
    # a day number and a clock time: no calendar holds them as one axis; the day is the axis, the
    # clock (renamed "clock time": the store's "time" is the axis) tells the day's readings apart
    toml = '''[[source]]
file = "beaver.csv"
time = ["day", "time"]
dimensions = ["activ"]
'''
    report, kb = _kb(tmp_path, "beaver", BEAVER, toml)
    src = report.sources[0]
    assert src.status == "new" and src.rows == 5
    assert any("make no one time axis" in p.reason and "'day' is the time axis" in p.reason for p in src.problems)
    rows = _rows(BEAVER)
    top = max(rows, key=lambda r: Decimal(r["temp"]))
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the highest temp, and when?", deterministic=True)
        assert Decimal(a.result.value) == Decimal(top["temp"])
        clock = f"{int(top['time']) // 100:02d}:{int(top['time']) % 100:02d}"  # HHMM read as the time it is
        assert clock in a.text and f"day {top['day']}" in a.text, a.text  # its row, by day and clock


def test_a_year_and_a_day_of_a_trial_are_the_years_axis_and_the_days_key(tmp_path):
    text = '"","year","day","limit","y"\n"1",1961,1,"no",9\n"2",1961,2,"no",11\n"3",1962,1,"yes",7\n"4",1962,2,"no",20\n'
    toml = '''[[source]]
file = "traffic.csv"
time = ["year", "day"]
dimensions = ["limit"]
units = {y = "accidents"}
additivity = {y = "flow"}
'''
    report, kb = _kb(tmp_path, "traffic", text, toml)
    assert report.sources[0].status == "new" and report.sources[0].rows == 4
    total = sum(int(r["y"]) for r in _rows(text) if r["year"] == "1961")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the total y in 1961?", deterministic=True)
        assert int(Decimal(a.result.value)) == total  # never a day of 1961 read as a date
        b = e.ask("What was y on day 2 in 1962?", deterministic=True)
        assert int(Decimal(b.result.value)) == next(int(r["y"]) for r in _rows(text) if (r["year"], r["day"]) == ("1962", "2"))


def test_a_members_declared_words_name_it(tmp_path):
    toml = '''[[source]]
file = "rates.csv"
time = ["date"]
position_format = "%y%m%d"
[source.wide]
dimension = "currency"
measure = "rate"
columns = ["dm", "bp"]

[vocabulary]
rate = ["exchange rate"]
bp = ["British pound", "sterling"]
DM = ["Deutsche Mark"]
'''
    report, kb = _kb(tmp_path, "rates", RATES, toml)
    assert report.sources[0].status == "new"
    rows = {r["date"]: r for r in _rows(RATES)}
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the exchange rate of the British pound on 15 March 1985?", deterministic=True)
        assert Decimal(a.result.value) == Decimal(rows["850315"]["bp"]) and "bp" in a.text
        b = e.ask("What was the exchange rate of the Deutsche Mark on 2 January 1980?", deterministic=True)
        assert Decimal(b.result.value) == Decimal(rows["800102"]["dm"])
        c = e.ask("What was the exchange rate of the Swiss franc on 2 January 1980?", deterministic=True)
        assert c.result.value is None and "Swiss" in c.text
