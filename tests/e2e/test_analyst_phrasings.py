"""Phrasings analysts use that the table reading takes as written: an id after the word for the
table's things ("firm 1's"), a census's years ten apart, "by how many points" of a percentage,
verbs that say a row has its measure ("made the most profit"). Ingested for real; truth from
the CSV text with the csv module."""

from __future__ import annotations

import csv
import io
from decimal import Decimal

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh

FIRMS = "firm,year,output\n" + "\n".join(f"{f},{y},{(f * 37 + y * 11) % 97 + 0.5}" for f in (1, 2, 10, 100)
                                         for y in range(1983, 1991)) + "\n"
CENSUS = "time,pop\n" + "\n".join(f"{y},{3.9 * 1.3 ** i:.2f}" for i, y in enumerate(range(1790, 1971, 10))) + "\n"
UNIONS = ",union,left\nSweden,82.4,111.8\nDenmark,69.8,79.2\nFinland,73.3,57.0\nNorway,58.9,85.3\n"
STORES = "region,segment,profit\nWest,Consumer,10.5\nEast,Consumer,7.25\nWest,Corporate,-3.0\nEast,Corporate,9.0\n"


def _kb(tmp_path, name, files):
    folder = tmp_path / name
    folder.mkdir()
    for file, text in files.items():
        (folder / file).write_text(text, encoding="utf-8")
    ingest(folder, tmp_path / "kbs" / name / f"{name}.sqlite", workers=1)
    return tmp_path / "kbs" / name


def _rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def test_an_id_after_the_word_for_the_things_is_that_row(tmp_path):
    kb = _kb(tmp_path, "spanish-firms", {"firms.csv": FIRMS})
    want = next(float(r["output"]) for r in _rows(FIRMS) if r["firm"] == "100" and r["year"] == "1986")
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was firm 100's output in 1986?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == want


def test_census_years_ten_apart_are_years(tmp_path):
    kb = _kb(tmp_path, "census", {"census.csv": CENSUS})
    want = next(float(r["pop"]) for r in _rows(CENSUS) if r["time"] == "1880")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the pop in 1880?", deterministic=True)
        b = e.ask("What was the pop in 1885?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == want
    assert b.result.value is None  # no census in 1885: no reading, never 1880's or 1890's


def test_by_how_many_points_of_a_percentage_is_the_difference_in_percentage_points(tmp_path):
    kb = _kb(tmp_path, "unions", {"unions.csv": UNIONS,
                                  "noesis.toml": '[[source]]\nfile = "unions.csv"\ntime = []\nunits = {union = "percent"}\n'})
    rows = {r[""]: float(r["union"]) for r in _rows(UNIONS)}
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Was union higher in Denmark or Finland, and by how many points?", deterministic=True)
        b = e.ask("Was left higher in Denmark or Finland, and by how many points?", deterministic=True)
    diff = round(rows["Finland"] - rows["Denmark"], 6)
    assert a.result.value is not None and f"higher by {diff:g} percentage points" in a.text
    assert b.result.value is not None  # no unit declared for left: points are its own unit


def test_a_verb_that_says_a_row_has_its_measure_reads_as_having_it(tmp_path):
    kb = _kb(tmp_path, "store", {"store.csv": STORES})
    totals: dict[str, float] = {}
    for r in _rows(STORES):
        totals[r["region"]] = totals.get(r["region"], 0.0) + float(r["profit"])
    best = max(totals, key=totals.__getitem__)
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which region made the most profit?", deterministic=True)
        b = e.ask("Which region lost the most profit?", deterministic=True)
    assert a.result.value is not None and best in a.text
    assert b.result.value is None  # "lost" is a fall (a change over time), never read as "had"


MELANOMA = "year,incidence\n" + "\n".join(f"{1936 + i},{v}" for i, v in enumerate(
    [0.9, 0.8, 0.8, 1.3, 1.4, 1.2, 1.7, 1.8, 1.6, 1.5, 1.5, 2.0, 2.5, 2.7, 2.9, 2.5, 3.1, 2.4, 2.2, 2.9])) + "\n"


def _steps_truth(text):
    rows = [(int(r["year"]), float(r["incidence"])) for r in _rows(text)]
    steps = [(y2, round(v2 - v1, 6)) for (y1, v1), (y2, v2) in zip(rows, rows[1:], strict=False) if y2 - y1 == 1]
    return max(steps, key=lambda s: s[1]), min(steps, key=lambda s: s[1]), len(steps)


def test_the_year_with_the_biggest_jump_over_the_year_before(tmp_path):
    kb = _kb(tmp_path, "melanoma", {"melanoma.csv": MELANOMA})
    (rise_year, rise), (fall_year, fall), n = _steps_truth(MELANOMA)
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which year saw the biggest jump in incidence over the year before, and how big was it?",
                  deterministic=True)
        b = e.ask("In which year did the incidence drop the most?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == rise and f"{rise_year}," in a.text
    assert f"of {n} changes" in a.text
    assert b.result.value is not None and float(b.result.value) == fall and f"{fall_year}," in b.text


DAILY = "date,tmax\n" + "\n".join(
    f"2016-{m:02d}-{d:02d},{30 + (m * 7 + d * 3) % 41}" for m in (1, 2, 3) for d in range(1, 29)) + "\n"


def test_two_parts_of_time_compared_with_the_statistic_of_each(tmp_path):
    import datetime as dt
    kb = _kb(tmp_path, "weather", {"weather.csv": DAILY})
    rows = [(dt.date.fromisoformat(r["date"]), float(r["tmax"])) for r in _rows(DAILY)]
    end = [v for d, v in rows if d.weekday() >= 5]
    work = [v for d, v in rows if d.weekday() < 5]
    jan = [v for d, v in rows if d.month == 1]
    feb = [v for d, v in rows if d.month == 2]
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Was the average tmax higher on weekdays or at weekends?", deterministic=True)
        b = e.ask("Was the highest tmax higher in January or in February 2016?", deterministic=True)
    gap = abs(sum(work) / len(work) - sum(end) / len(end))
    assert a.result.value is not None and abs(float(a.result.value) - gap) < 1e-3
    assert b.result.value is not None and float(b.result.value) == abs(max(jan) - max(feb))


def test_the_day_of_the_week_with_the_highest_average(tmp_path):
    import datetime as dt
    kb = _kb(tmp_path, "weather", {"weather.csv": DAILY})
    by: dict[int, list[float]] = {}
    for r in _rows(DAILY):
        by.setdefault(dt.date.fromisoformat(r["date"]).weekday(), []).append(float(r["tmax"]))
    means = {d: sum(v) / len(v) for d, v in by.items()}
    best = max(means, key=means.__getitem__)
    assert sorted(means.values())[-1] != sorted(means.values())[-2]
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which day of the week had the highest average tmax?", deterministic=True)
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    assert a.result.value is not None and names[best] in a.text and abs(float(a.result.value) - means[best]) < 1e-3


def test_the_month_whose_total_rose_the_most_over_the_month_before(tmp_path):
    import datetime as dt
    kb = _kb(tmp_path, "weather", {"weather.csv": DAILY})
    totals: dict[int, float] = {}
    for r in _rows(DAILY):
        m = dt.date.fromisoformat(r["date"]).month
        totals[m] = totals.get(m, 0.0) + float(r["tmax"])
    rises = {m: totals[m] - totals[m - 1] for m in totals if m - 1 in totals}
    best = max(rises, key=rises.__getitem__)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which month saw the biggest increase in average tmax over the month before?",
                             deterministic=True)
    want = round(rises[best] / 28, 6)  # 28 readings a month: the averages' change
    assert a.result.value is not None and abs(float(a.result.value) - want) < 1e-4 and f"2016-{best:02d}" in a.text


def test_the_range_is_the_highest_less_the_lowest_with_both_cited(tmp_path):
    import datetime as dt
    kb = _kb(tmp_path, "weather", {"weather.csv": DAILY})
    feb = [(dt.date.fromisoformat(r["date"]), float(r["tmax"])) for r in _rows(DAILY) if r["date"][5:7] == "02"]
    hi, lo = max(v for _, v in feb), min(v for _, v in feb)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the range of tmax in February 2016?", deterministic=True)
    first_low = min(d for d, v in feb if v == lo)
    assert a.result.value is not None and float(a.result.value) == hi - lo and first_low.isoformat() in a.text


def test_readings_ten_years_apart_step_from_one_census_to_the_next_unless_the_year_before_is_said(tmp_path):
    kb = _kb(tmp_path, "census", {"census.csv": CENSUS})
    rows = [(int(r["time"]), Decimal(r["pop"])) for r in _rows(CENSUS)]
    year, rise = max(((y2, v2 - v1) for (_, v1), (y2, v2) in zip(rows, rows[1:], strict=False)), key=lambda x: x[1])
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which year saw the biggest increase in pop?", deterministic=True)
        b = e.ask("Which year saw the biggest increase in pop over the year before?", deterministic=True)
    assert a.result.value is not None and Decimal(a.result.value) == rise and f"{year}," in a.text
    assert "10 years apart" in a.text
    assert b.result.value is None and "10 years apart" in b.text


def test_a_row_with_no_time_is_in_no_calendar_group(tmp_path):
    import datetime as dt
    text = DAILY + ",99\n"  # a reading with no date: kept, in no day of the week
    kb = _kb(tmp_path, "weather", {"weather.csv": text})
    by: dict[int, float] = {}
    for r in _rows(DAILY):
        d = dt.date.fromisoformat(r["date"]).weekday()
        by[d] = by.get(d, 0.0) + float(r["tmax"])
    best = max(by, key=by.__getitem__)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which day of the week had the highest total tmax?", deterministic=True)
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    assert a.result.value is not None and float(a.result.value) == by[best] and names[best] in a.text


def test_a_part_of_a_period_is_left_out_of_the_steps_of_totals_and_said(tmp_path):
    import datetime as dt
    rain = DAILY.replace("date,tmax", "date,rain")  # a flow: its totals add up
    text = rain + "".join(f"2016-04-{d:02d},99\n" for d in range(1, 6))  # five days of April: a part of it
    kb = _kb(tmp_path, "weather", {"weather.csv": text})
    totals: dict[int, float] = {}
    for r in _rows(rain):
        m = dt.date.fromisoformat(r["date"]).month
        totals[m] = totals.get(m, 0.0) + float(r["rain"])
    rises = {m: totals[m] - totals[m - 1] for m in totals if m - 1 in totals}
    best = max(rises, key=rises.__getitem__)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Which month saw the biggest increase in total rain?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == rises[best]
    assert "2016-04 (5 readings)" in a.text and "of 2 changes" in a.text


WEATHER = "date,weather,wind\n" + "\n".join(
    f"2014-{m:02d}-{d:02d},{('sun', 'rain', 'fog', 'sun', 'rain')[(m * 3 + d) % 5]},{(m + d) % 7}"
    for m in (1, 2) for d in range(1, 29)) + "\n"


def test_days_holding_a_value_counted_and_as_a_share_of_all_days(tmp_path):
    kb = _kb(tmp_path, "weather", {"weather.csv": WEATHER})
    rows = _rows(WEATHER)
    feb = [r for r in rows if r["date"][5:7] == "02"]
    rainy = sum(1 for r in feb if r["weather"] == "rain")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("How many days in February 2014 were rainy?", deterministic=True)
        b = e.ask("What share of days in February 2014 were rainy?", deterministic=True)
    assert a.result.value is not None and int(float(a.result.value)) == rainy
    want = Decimal(rainy * 100) / Decimal(len(feb))
    assert b.result.value is not None and Decimal(b.result.value) == want.quantize(Decimal("0.01"))
    assert f"{rainy} of the {len(feb)} rows" in b.text


COUNTIES = "county,state,poptotal\n" + "\n".join(
    f"{c},{s},{p}" for c, s, p in (("ADAMS", "IL", 66090), ("COOK", "IL", 5105067), ("ALLEN", "IN", 300836),
                                   ("ALCONA", "MI", 10145), ("ADAMS", "OH", 25371), ("ASHLAND", "WI", 16307),
                                   ("BROWN", "WI", 194594))) + "\n"


def test_a_state_named_in_full_binds_the_column_of_its_codes(tmp_path):
    kb = _kb(tmp_path, "midwest", {"midwest.csv": COUNTIES})
    illinois = sum(int(r["poptotal"]) for r in _rows(COUNTIES) if r["state"] == "IL")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the total poptotal in Illinois?", deterministic=True)
        b = e.ask("What was the total poptotal in Texas?", deterministic=True)
    assert a.result.value is not None and int(float(a.result.value)) == illinois and "IL" in a.text
    assert b.result.value is None  # Texas is a state, but none of the table's


def test_the_correlation_of_two_measures_over_the_rows_holding_both(tmp_path):
    import math
    text = "date,tmax,wind\n" + "\n".join(f"2016-01-{d:02d},{20 + d % 7},{3 + (d * 5) % 4}" for d in range(1, 29)) + "\n"
    text += "2016-01-29,25,\n"  # no wind: not a pair
    kb = _kb(tmp_path, "weather", {"weather.csv": text})
    pairs = [(float(r["tmax"]), float(r["wind"])) for r in _rows(text) if r["wind"]]
    n = len(pairs)
    mx, my = sum(x for x, _ in pairs) / n, sum(y for _, y in pairs) / n
    r = sum((x - mx) * (y - my) for x, y in pairs) / math.sqrt(sum((x - mx) ** 2 for x, _ in pairs)
                                                               * sum((y - my) ** 2 for _, y in pairs))
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the correlation between tmax and wind?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - r) < 5e-5 and f"of {n} rows" in a.text


RUNS = "STACKLOSS,AIRFLOW,WATERTEMP\n" + "\n".join(
    f"{s},{a},{w}" for s, a, w in [(42, 80, 27), (37, 80, 27), (37, 75, 25), (28, 62, 24), (18, 62, 22), (18, 62, 23),
                                   (19, 62, 24), (20, 62, 24), (15, 58, 23), (14, 58, 18), (14, 58, 18), (13, 58, 17)]) + "\n"
PATIENTS = "survival,age\n" + "\n".join(f"{(i * 137) % 900 + 5},{30 + (i * 7) % 35}" for i in range(30)) + "\n"
FISH = "size,weight\nsmall,1.5\nlarge,3.0\nsmall,2.0\nmedium,2.5\nlarge,4.0\n"
INCOMES = "income,foodexp\n" + "\n".join(f"{400 + i * 97},{200 + (i * 53) % 400}" for i in range(25)) + "\n"


def test_a_column_named_like_its_file_in_a_table_with_no_time_is_its_measure(tmp_path):
    kb = _kb(tmp_path, "stackloss", {"stackloss.csv": RUNS})
    rows = _rows(RUNS)
    want = sum(float(r["STACKLOSS"]) for r in rows if float(r["WATERTEMP"]) > 20)
    n = sum(1 for r in rows if float(r["WATERTEMP"]) > 20)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the average stack loss when the water temperature was above 20?",
                             deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - want / n) < 1e-3


def test_a_comparative_of_a_kind_of_measure_before_than_and_a_number_is_a_condition_on_it(tmp_path):
    kb = _kb(tmp_path, "heart", {"heart.csv": PATIENTS})
    rows = [r for r in _rows(PATIENTS) if float(r["age"]) > 50]
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the average survival of those older than 50?", deterministic=True)
        b = e.ask("How many were older than 50?", deterministic=True)
    assert abs(float(a.result.value) - sum(float(r["survival"]) for r in rows) / len(rows)) < 1e-3
    assert f"{len(rows)} of the {len(_rows(PATIENTS))}" in b.text


def test_a_number_like_a_year_on_a_table_with_no_time_is_a_threshold(tmp_path):
    kb = _kb(tmp_path, "engel", {"engel.csv": INCOMES})
    rows = [r for r in _rows(INCOMES) if float(r["income"]) > 1000]
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the average foodexp when the income was above 1000?", deterministic=True)
    assert abs(float(a.result.value) - sum(float(r["foodexp"]) for r in rows) / len(rows)) < 1e-3


def test_a_superlative_of_each_group_lists_each_groups_own_extreme_and_a_title_word_column_groups(tmp_path):
    kb = _kb(tmp_path, "fish", {"fish_sizes.csv": FISH})
    lowest: dict[str, float] = {}
    for r in _rows(FISH):
        lowest[r["size"]] = min(lowest.get(r["size"], float("inf")), float(r["weight"]))
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the lowest weight for each size?", deterministic=True)
        b = e.ask("What was the average size?", deterministic=True)
    for size, w in lowest.items():
        assert f"{size} {w:g}" in a.text
    assert b.result is None or b.result.value is None  # a column of categories: never the weight's average


def test_a_rows_numbered_name_in_a_table_answer_verifies_and_another_number_does_not(tmp_path):
    from noesis.answer.verify import verify

    kb = _kb(tmp_path, "firms-verify", {"firms.csv": FIRMS})
    rows = [r for r in _rows(FIRMS) if r["year"] == "1986"]
    best = max(rows, key=lambda r: float(r["output"]))
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        q = "Which firm had the highest output in 1986?"
        a = e.ask(q, deterministic=True)
        assert f"firm {best['firm']}" in a.text and a.verification.ok
        other = next(r["firm"] for r in rows if r["firm"] != best["firm"] and r["firm"] not in a.text)
        tampered = a.text.replace(f"firm {best['firm']}", f"firm {other}")
        assert not verify(tampered, e.context(q), mesh).ok  # a firm the evidence does not name is a claim


SAMPLES = "Time,demand\n1,8.3\n2,10.3\n3,19\n4,16\n5,15.6\n7,19.8\n"
SAMPLES_TOML = ('[[source]]\nfile = "bod.csv"\nentity = "water sample"\ntime = ["Time"]\nunits = {demand = "mg/l"}\n\n'
                '[axis]\nname = "day"\nkind = "number"\nunit = "days"\n\n[vocabulary]\ndemand = ["oxygen demand"]\n')


def test_a_position_inside_the_data_with_no_reading_is_refused_never_answered_by_a_neighbour(tmp_path):
    kb = _kb(tmp_path, "oxygen-demand", {"bod.csv": SAMPLES, "noesis.toml": SAMPLES_TOML})
    rows = {int(r["Time"]): r["demand"] for r in _rows(SAMPLES)}
    assert 6 not in rows
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        gap = e.ask("What was the oxygen demand on day 6?", deterministic=True)
        plain = e.ask("What was the demand on day 6?", deterministic=True)
        held = e.ask("What was the oxygen demand on day 5?", deterministic=True)
    assert plain.result.operation == "refusal" and plain.result.reason_kind == "no_reading_at"
    assert gap.result.operation == "refusal" and gap.result.reason_kind == "no_reading_at"
    assert not gap.result.operands and gap.text.startswith("I do not have enough information")
    assert "day 6" in gap.text  # what has no reading is said
    assert rows[5] in gap.text and rows[7] in gap.text  # the neighbours: stated, never the answer
    assert float(held.result.operands[0].value) == float(rows[5])


DISTRICTS = ("county,district,score\nAlameda,Sunol Glen,690.8\nLos Angeles,Mountain View,640.1\n"
             "Santa Clara,Mountain View,671.5\nButte,Palermo,622.0\nFresno,Orange Center,618.3\nKern,Arvin,632.9\n"
             "Kern,Maricopa,641.2\nFresno,Sanger,644.0\nButte,Chico,655.5\nAlameda,Dublin,688.4\n")


def test_a_name_rows_share_that_differ_in_another_column_is_asked_about_never_averaged(tmp_path):
    kb = _kb(tmp_path, "schools", {"schools.csv": DISTRICTS})
    rows = _rows(DISTRICTS)
    shared = [r for r in rows if r["district"] == "Mountain View"]
    assert len(shared) == 2 and len({r["county"] for r in shared}) == 2
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the average score of Mountain View?", deterministic=True)
        one = e.ask("What was the average score of Palermo?", deterministic=True)
    assert a.result.operation == "refusal" and all(r["county"] in a.text for r in shared)
    assert float(one.result.value or one.result.operands[0].value) == next(float(r["score"]) for r in rows
                                                                          if r["district"] == "Palermo")


RAIN = "date,precipitation,temp_min\n" + "\n".join(
    f"{y}-{m:02d}-{d:02d},{(y * 7 + m * 3 + d) % 11 * 0.5},{(m * 5 + d + y) % 13 - 3}"
    for y in (2013, 2014) for m in (1, 2) for d in range(1, 29)) + "\n"


def test_which_of_two_times_was_wetter_or_colder_is_said_with_the_difference(tmp_path):
    kb = _kb(tmp_path, "weather", {"weather.csv": RAIN})
    rows = _rows(RAIN)
    rain = {y: sum(Decimal(r["precipitation"]) for r in rows if r["date"].startswith(f"{y}-01")) for y in ("2013", "2014")}
    wetter = max(rain, key=rain.get)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("Was January 2013 or January 2014 wetter, and by how much?", deterministic=True)
    assert rain["2013"] != rain["2014"] and f"Wetter in January {wetter}" in a.text
    assert Decimal(a.result.value) == abs(rain["2013"] - rain["2014"])


REPORT = ("# Credit risk\n\nThe maximum exposure to credit risk at 31 March 2019 is shown below.\n\n"
          "|  | 2019 £m | 2018 £m |\n|---|---|---|\n| Trade receivables | 59.1 | 48.7 |\n| Cash | 12.4 | 10.2 |\n")


def test_a_date_the_reports_text_states_its_years_at_is_that_years_column(tmp_path):
    kb = _kb(tmp_path, "credit", {"report.md": REPORT})
    cells = [line.split("|") for line in REPORT.splitlines() if line.startswith("| Trade receivables")]
    want = Decimal(cells[0][2].strip())
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What were the trade receivables at 31 March 2019?", deterministic=True)
        b = e.ask("What were the trade receivables at 30 June 2019?", deterministic=True)
    assert a.result.operands and Decimal(a.result.operands[0].value) == want
    assert b.result.value is None and not b.result.operands  # another day of 2019: never the column


PLANTS = "cap,ct,pr\n" + "\n".join(f"{500 + (i * 37) % 600},{i % 2},{(i // 3) % 2}" for i in range(20)) + "\n"
PLANTS_TOML = ('[[source]]\nfile = "plants.csv"\ntime = []\ndimensions = ["ct", "pr"]\n\n[vocabulary]\n'
               'cap = ["net capacity"]\nct = ["cooling tower"]\npr = ["earlier reactor on the site"]\n')


def test_a_flag_declared_as_a_phrase_filters_only_when_said_whole(tmp_path):
    kb = _kb(tmp_path, "plants", {"plants.csv": PLANTS, "noesis.toml": PLANTS_TOML})
    caps = [float(r["cap"]) for r in _rows(PLANTS) if r["ct"] == "1"]
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the average net capacity of the plants with a cooling tower?",
                             deterministic=True)
    assert a.result is not None and a.result.value is not None
    assert abs(float(a.result.value) - sum(caps) / len(caps)) < 1e-3  # ct = 1 only, never also pr = 1


TRIALS = ",qt,tt,qc,tc\nHall96,24,98,28,103\nBlondal89,37,92,24,90\n"
TRIALS_TOML = ('[[source]]\nfile = "smoking.csv"\ntime = []\n\n[vocabulary]\nqt = ["quit with the gum"]\n'
               'qc = ["quit without the gum", "quit without it"]\n')


def test_the_other_side_of_a_comparison_is_read_by_its_declared_name_or_asked_back(tmp_path):
    kb = _kb(tmp_path, "trials", {"smoking.csv": TRIALS, "noesis.toml": TRIALS_TOML})
    hall = next(r for r in _rows(TRIALS) if r[""] == "Hall96")
    with Mesh.open(kb) as mesh:
        engine = Engine(mesh)
        # "quit" said once for both sides: "without it" after "or" makes "quit without it", qc's declared name
        a = engine.ask("In the Hall96 trial, did more quit with the gum or without it, and how many more?",
                       deterministic=True)
        assert a.result is not None and a.result.operation == "compare"
        assert float(a.result.value) == abs(float(hall["qc"]) - float(hall["qt"]))
        # a side no declared name reads: never qt's 24 alone, the side named in the refusal
        b = engine.ask("In the Hall96 trial, did more quit with the gum or without patches, and how many more?",
                       deterministic=True)
    assert b.result is not None and b.result.operation == "refusal"
    assert hall["qt"] not in b.text and "without" in b.text


METHODS = "Freq,sex,method,age\n" + "\n".join(
    f"{(i * 53 + j * 17) % 400},{s},{m},{a}" for i, (s, a) in enumerate((s, a) for s in ("male", "female")
                                                                        for a in (10, 40, 70))
    for j, m in enumerate(("poison", "gas", "hang", "jump"))) + "\n"


def test_the_most_common_value_among_a_frequency_tables_rows_is_by_their_counts(tmp_path):
    kb = _kb(tmp_path, "methods", {"methods.csv": METHODS})
    totals: dict[str, int] = {}
    for r in _rows(METHODS):
        if r["sex"] == "male":
            totals[r["method"]] = totals.get(r["method"], 0) + int(r["Freq"])
    best = max(totals, key=totals.get)
    assert sorted(totals.values())[-1] != sorted(totals.values())[-2]  # the fixture has one winner
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the most common method among men?", deterministic=True)
    assert a.result is not None and a.result.operands and a.result.operands[0].entity.endswith(best), a.text
    assert str(totals[best]) in a.text


DOSES = "len,supp,dose\n" + "\n".join(f"{4 + (i * 7.3) % 30:.1f},{('VC', 'OJ')[i % 2]},{(0.5, 1, 2)[i % 3]}"
                                      for i in range(30)) + "\n"


def test_a_measure_of_a_number_after_an_article_selects_the_rows_at_that_value(tmp_path):
    kb = _kb(tmp_path, "doses", {"doses.csv": DOSES})
    rows = _rows(DOSES)
    at_two = [float(r["len"]) for r in rows if float(r["dose"]) == 2]
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What is the average len of the rows with a dose of 2?", deterministic=True)
        b = e.ask("How many rows have a dose of 1?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - sum(at_two) / len(at_two)) < 1e-3
    assert b.result.value == str(sum(1 for r in rows if float(r["dose"]) == 1))


DAYS = "date,temp_max,temp_min\n" + "\n".join(
    f"2015-03-{d:02d},{10 + (d * 7) % 13}.5,{(d * 5) % 9}.0" for d in range(1, 29)) + "\n"


def test_a_measure_on_the_day_another_measure_picks_is_never_that_measures_extreme(tmp_path):
    kb = _kb(tmp_path, "days", {"days.csv": DAYS})
    rows = _rows(DAYS)
    hottest = max(rows, key=lambda r: float(r["temp_max"]))
    top_min = max(float(r["temp_min"]) for r in rows)
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the temp_min on the hottest day?", deterministic=True)
        b = e.ask("What was the temp_max on the hottest day?", deterministic=True)
    assert a.result is not None and a.result.operation == "refusal"
    assert f"{top_min:g}" not in a.text and "temp_max" in a.text
    assert b.result.value is not None and float(b.result.value) == float(hottest["temp_max"])


QUAKES = "event,mag,station,dist,accel\n" + "\n".join(
    f"{e},{6 + e / 10:.1f},{100 + e * 7 + k},{10 + k * 13},{(e * 31 + k * 17) % 97 / 200:.3f}"
    for e in range(1, 6) for k in range(e + 1)) + "\n"


def test_an_event_number_after_its_word_is_that_events_rows(tmp_path):
    kb = _kb(tmp_path, "quakes", {"attenu.csv": QUAKES})
    accel = [float(r["accel"]) for r in _rows(QUAKES) if r["event"] == "4"]
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was the average accel for event 4?", deterministic=True)
    assert a.result is not None and a.result.value is not None
    assert abs(float(a.result.value) - sum(accel) / len(accel)) < 1e-3


GEMS = "carat,cut,color,price\n" + "\n".join(
    f"{0.2 + (i % 17) / 10:.2f},{('Ideal', 'Premium', 'Good')[i % 3]},{'DEFG'[(i * 7) % 4]},{300 + (i * 97) % 5000}"
    for i in range(60)) + "\n"


def test_a_share_of_the_tables_own_things_holding_a_value_is_their_percent(tmp_path):
    kb = _kb(tmp_path, "gems", {"diamonds.csv": GEMS})
    rows = _rows(GEMS)
    want = 100 * sum(1 for r in rows if r["cut"] == "Premium") / len(rows)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What share of the diamonds are Premium cut?", deterministic=True)
    assert a.result is not None and a.result.operation != "refusal", a.text
    assert f"{want:.2f} %" in a.text


WATER = "town,location,hardness,mortality\n" + "\n".join(
    f"{t},{('North', 'South')[i % 2]},{(i * 41) % 140 + 5},{1200 + (i * 53) % 700}"
    for i, t in enumerate(("Bath", "Bristol", "Leeds", "York", "Derby", "Hull", "Ipswich", "Exeter"))) + "\n"


def test_the_degrees_of_a_measures_own_noun_read_that_measure(tmp_path):
    kb = _kb(tmp_path, "towns", {"water.csv": WATER,
                                 "noesis.toml": '[[source]]\nfile = "water.csv"\ntime = []\nunits = {hardness = "ppm"}\n'})
    rows = {r["town"]: r for r in _rows(WATER)}
    hardest = max(rows, key=lambda t: float(rows[t]["hardness"]))
    above = sum(1 for r in rows.values() if r["location"] == "South" and float(r["hardness"]) > 100)
    diff = float(rows["Bath"]["hardness"]) - float(rows["Bristol"]["hardness"])
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which town has the hardest water?", deterministic=True)
        b = e.ask("How many southern towns had water harder than 100 parts per million?", deterministic=True)
        c = e.ask("Is the water harder in Bath or in Bristol, and by how many ppm?", deterministic=True)
        d = e.ask("How many towns had hard water?", deterministic=True)
    assert a.result.value is not None and hardest in a.text
    assert b.result.value is not None and float(b.result.value) == above
    assert c.result.value is not None and f"by {abs(diff):g} ppm" in c.text
    assert d.result is not None and d.result.operation == "refusal" and "no threshold" in d.text


ROADS = "state,year,miles\n" + "\n".join(f"{s},{y},{(i * 37 + y * 11) % 900 + 100}" for i, s in enumerate(
    ("IN", "OR", "OH", "FL", "NY")) for y in range(1995, 1999)) + "\n"


def test_states_written_as_function_words_are_never_read_from_in_and_or(tmp_path):
    kb = _kb(tmp_path, "roads", {"roads.csv": ROADS,
                                 "noesis.toml": '[[source]]\nfile = "roads.csv"\ntime = ["year"]\n'
                                                'dimensions = ["state"]\nentity_column = "state"\n'})
    rows = [r for r in _rows(ROADS) if r["year"] == "1997"]
    mean = sum(float(r["miles"]) for r in rows) / len(rows)
    by = {r["state"]: float(r["miles"]) for r in rows}
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the average miles across the states in 1997?", deterministic=True)
        b = e.ask("Were there more miles in Florida or in New York in 1997, and by how much?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - mean) < 1e-6, a.text
    hi, lo = ("FL", "NY") if by["FL"] > by["NY"] else ("NY", "FL")
    assert b.result.value is not None and abs(float(b.result.value) - abs(by["FL"] - by["NY"])) < 1e-6, b.text
    assert "IN" not in b.text.split() and "OR" not in b.text.split()
    assert "Florida" in b.text and hi in b.text  # the codes, and the names the question used


CPUS = "name,cach,perf\n" + "\n".join(f"M{i},{(0, 8, 0, 32, 64)[i % 5]},{100 + i * 7}" for i in range(40)) + "\n"


def test_having_no_measure_counts_the_rows_where_it_is_zero(tmp_path):
    kb = _kb(tmp_path, "cpus", {"cpus.csv": CPUS,
                                "noesis.toml": '[[source]]\nfile = "cpus.csv"\ntime = []\ndimensions = ["name"]\n'
                                               'entity_column = "name"\n\n[vocabulary]\nname = ["processor"]\n'
                                               'cach = ["cache"]\n'})
    want = sum(1 for r in _rows(CPUS) if float(r["cach"]) == 0)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("How many processors have no cache?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == want, a.text


FACULTY = "rank,sex,yrs.service,salary\n" + "\n".join(
    f"{('Prof', 'AsstProf', 'AssocProf')[i % 3]},{('Male', 'Female')[i % 2]},{(i * 37) % 59 + (i % 7) / 2},"
    f"{60000 + (i * 7919) % 90000}" for i in range(150)) + "\n"


def test_a_dimension_named_rank_and_a_unit_its_header_writes(tmp_path):
    kb = _kb(tmp_path, "faculty", {"salaries.csv": FACULTY})
    rows = _rows(FACULTY)
    means: dict[str, list[float]] = {}
    for r in rows:
        means.setdefault(r["rank"], []).append(float(r["salary"]))
    best = max(means, key=lambda k: sum(means[k]) / len(means[k]))
    long = [float(r["salary"]) for r in rows if r["rank"] == "Prof" and float(r["yrs.service"]) > 30]
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("Which rank has the highest average salary?", deterministic=True)
        b = e.ask("What was the average salary of Prof with more than 30 years of service?", deterministic=True)
        c = e.ask("What was the average salary of Prof with more than 30 minutes of service?", deterministic=True)
    assert a.result.value is not None and best in a.text, a.text
    assert b.result.value is not None and abs(float(b.result.value) - sum(long) / len(long)) < 1e-3, b.text
    assert c.result.value is None  # "yrs" is years: minutes are another unit, refused


#: a list of events, one row each, a date and nothing to compute with (coal-mining disasters)
EVENTS = "date\n" + "\n".join(f"{1850 + (i * 7919) % 40 + ((i * 31) % 365) / 366:.6f}" for i in range(120)) + "\n"


def test_the_tables_own_noun_over_a_list_of_events_counts_its_rows(tmp_path):
    kb = _kb(tmp_path, "mine-disasters", {"disasters.csv": EVENTS})
    years = [int(float(r["date"])) for r in _rows(EVENTS)]
    per_year = {y: years.count(y) for y in set(years)}
    top = max(per_year.values())
    in_60s, in_70s = sum(1 for y in years if 1860 <= y < 1870), sum(1 for y in years if 1870 <= y < 1880)
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("How many disasters were there from 1860 to 1869?", deterministic=True)
        b = e.ask("Which year had the most disasters?", deterministic=True)
        c = e.ask("Were there more disasters in the 1860s or in the 1870s?", deterministic=True)
        d = e.ask("Which year had the fewest disasters?", deterministic=True)
        m = e.ask("How many disasters per year were there on average in the 1860s?", deterministic=True)
        w = e.ask("How many disasters were there in each year of the 1860s?", deterministic=True)
        y = e.ask("On average, how many disasters a year were there in the 1860s?", deterministic=True)
    assert m.result.value is not None and abs(float(m.result.value) - in_60s / 10) < 1e-4, m.text  # a year with none: 0
    assert w.result.value is None  # each year's count listed is not computed: refused, never the total
    assert y.result.value is not None and abs(float(y.result.value) - in_60s / 10) < 1e-4, y.text  # "a year": per year
    assert a.result.value is not None and float(a.result.value) == in_60s, a.text
    assert b.result.value is not None and float(b.result.value) == top, b.text
    assert all(str(y) in b.text for y, n in per_year.items() if n == top), b.text
    assert c.result.value is not None and float(c.result.value) == abs(in_60s - in_70s), c.text
    assert d.result.value is None and "fewest" in d.text  # a year with none has no row: never ranked


DISCOVERIES = "time,discoveries\n" + "\n".join(f"{y},{(y * 13) % 7 - (y % 5 == 0) * ((y * 13) % 7)}"
                                               for y in range(1860, 1920)) + "\n"


def test_a_plural_column_named_as_its_file_is_its_count_and_there_were_no_selects_zero(tmp_path):
    kb = _kb(tmp_path, "great-discoveries", {"discoveries.csv": DISCOVERIES})
    rows = _rows(DISCOVERIES)
    zero = sum(1 for r in rows if int(r["discoveries"]) == 0)
    total = sum(int(r["discoveries"]) for r in rows if 1900 <= int(r["time"]) <= 1909)
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("In how many years were there no great discoveries at all?", deterministic=True)
        b = e.ask("What was the total number of discoveries from 1900 to 1909?", deterministic=True)
        c = e.ask("How many discoveries were there a year on average from 1900 to 1909?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == zero, a.text
    assert b.result.value is not None and float(b.result.value) == total, b.text
    assert c.result.value is not None and abs(float(c.result.value) - total / 10) < 1e-4, c.text  # one reading a year
