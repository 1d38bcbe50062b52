"""Questions over real tables compiled to typed queries (issue 26), on the real-data KBs of
examples/realdata: Seattle's daily weather, gapminder, the New York airports' hourly weather.
Truth is computed here from the CSV files with the csv module and Decimal, never by the engine.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from collections import defaultdict
from datetime import date
from decimal import Decimal

import pytest

from noesis.answer import Engine

from .conftest import REALDATA

SEATTLE = REALDATA / "seattle" / "seattle-weather.csv"
GAPMINDER = REALDATA / "gapminder" / "gapminder.csv"


def _rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _seattle():
    return [(date.fromisoformat(r["date"]), r) for r in _rows(SEATTLE)]


@pytest.fixture(scope="module")
def engine(realdata_mesh):
    return Engine(realdata_mesh)


def test_the_summer_2013_peak_is_summer_2013s(engine):
    summer = [(d, Decimal(r["temp_max"])) for d, r in _seattle() if d.year == 2013 and d.month in (6, 7, 8)]
    peak = max(v for _d, v in summer)
    days = [d.isoformat() for d, v in summer if v == peak]
    a = engine.ask("What was the highest temp_max in summer 2013?", deterministic=True)
    assert a.result.operation != "refusal"
    assert Decimal(a.result.value) == peak and a.result.operands[0].positions_text == tuple(days)
    assert f"{peak}" in a.text and days[0] in a.text and "meteorological" in a.text
    # verified in a mesh whose other KBs count seconds: "on 2013-06-30" and the stated season's
    # months ("from June to August 2013") are read on Seattle's axis, where the evidence states them
    assert a.verification.ok, a.verification
    overall = max(Decimal(r["temp_max"]) for _d, r in _seattle())
    assert overall != peak and str(overall) not in a.text  # never the all-time peak


def test_weekends_and_quarters_are_applied(engine):
    weekend = [Decimal(r["temp_max"]) for d, r in _seattle() if d.weekday() >= 5]
    a = engine.ask("What was the average temp_max on weekends?", deterministic=True)
    assert Decimal(a.result.value) == round(sum(weekend) / len(weekend), 4)
    q3 = [Decimal(r["precipitation"]) for d, r in _seattle() if d.year == 2014 and d.month in (7, 8, 9)]
    a = engine.ask("What was the total precipitation in Q3 2014?", deterministic=True)
    assert Decimal(a.result.value) == sum(q3)
    assert "from July to September 2014" in a.text and a.verification.ok


def test_a_comparison_says_which_is_higher_and_by_how_much(engine):
    life = {(r["country"], r["year"]): Decimal(r["lifeExp"]) for r in _rows(GAPMINDER)}
    a = engine.ask("Did Italy or France have a higher life expectancy in 2007, and by how much?", deterministic=True)
    it, fr = life[("Italy", "2007")], life[("France", "2007")]
    hi = "France" if fr > it else "Italy"
    assert a.result.operation == "compare" and a.result.operands[0].entity == hi
    assert Decimal(a.result.value) == abs(fr - it)


def test_a_ranking_over_a_calendar_bucket(engine):
    by_month = defaultdict(Decimal)
    for d, r in _seattle():
        if d.year == 2014:
            by_month[d.month] += Decimal(r["precipitation"])
    best = max(by_month, key=by_month.get)
    a = engine.ask("Which month of 2014 had the most precipitation?", deterministic=True)
    assert a.result.operands[0].entity == f"2014-{best:02d}"
    assert Decimal(a.result.operands[0].value) == by_month[best]


def test_the_worst_quarter_is_ranked_over_calendar_quarters(engine):
    by_quarter = defaultdict(Decimal)
    for d, r in _seattle():
        by_quarter[(d.year, (d.month - 1) // 3 + 1)] += Decimal(r["precipitation"])
    worst = min(by_quarter, key=by_quarter.get)
    a = engine.ask("What was the worst quarter for precipitation in Seattle?", deterministic=True)
    assert a.result.operands[0].entity == f"{worst[0]} Q{worst[1]}"
    assert Decimal(a.result.operands[0].value) == by_quarter[worst]
    assert f"of {len(by_quarter)} quarters" in a.text and a.verification.ok


def test_two_measures_are_compared_over_the_same_days(engine):
    day = {d: r for d, r in _seattle()}[date(2013, 7, 4)]
    hi, lo = Decimal(day["temp_max"]), Decimal(day["temp_min"])
    a = engine.ask("Was temp_max or temp_min higher on 2013-07-04, and by how much?", deterministic=True)
    assert a.result.operation == "compare" and a.result.operands[0].entity == "temp_max"
    assert Decimal(a.result.value) == hi - lo and a.verification.ok


def test_a_question_several_tables_fit_says_so(engine):
    # precipitation is Seattle's, precip the three New York airports': no one table answers;
    # the KBs hold only tables, so the reason is the answer, not "needs a language model"
    a = engine.ask("What was the worst quarter for precipitation?", deterministic=True)
    assert "needs a language model" not in a.text and "fits several tables" in a.text
    for source in ("EWR.csv", "JFK.csv", "LGA.csv", "seattle-weather.csv"):
        assert source in a.text


@pytest.mark.parametrize("question, kind, said", [
    ("What was the highest temp_max during the flurbish?", "not_applied", "during the flurbish"),
    ("What was the highest temp_max in summer 2031?", "outside_data", "2012-01-01 to 2015-12-31"),
    ("What was the peak snowfall in Seattle?", "unknown_measure", "precipitation"),
])
def test_refusals_name_their_reason(engine, question, kind, said):
    a = engine.ask(question, deterministic=True)
    assert a.result.operation == "refusal" and a.result.reason_kind == kind
    assert said in a.text and "needs a language model" not in a.text


def test_a_follow_up_keeps_the_previous_entity(engine):
    life = [(int(r["year"]), Decimal(r["lifeExp"])) for r in _rows(GAPMINDER) if r["country"] == "Japan"]
    first = "What was the highest life expectancy of Japan?"
    a = engine.ask("And what was its lowest?", deterministic=True,
                   history=[{"role": "user", "content": first}, {"role": "assistant", "content": "…"}])
    low = min(v for _y, v in life)
    assert Decimal(a.result.value) == low
    assert a.result.operands[0].entity == "Japan"
    assert f"in {next(y for y, v in life if v == low)}" in a.text  # a year axis says "in 1952"


def test_the_cli_json_carries_what_was_not_applied(realdata_mesh_dir):
    out = subprocess.run([sys.executable, "-m", "noesis", "ask", "What was the highest temp_max for group 3?",
                          "--mesh", str(realdata_mesh_dir), "--deterministic", "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)["result"]
    assert result["operation"] == "refusal" and result["not_applied"] == ["for group 3"]


def test_a_reason_reaches_a_configured_model_in_its_context(realdata_mesh):
    from noesis.answer import Settings
    from noesis.llm.scripted import ScriptedChat

    llm = ScriptedChat()
    q = "What was the highest temp_max during the flurbish?"
    a = Engine(realdata_mesh, llm, Settings(policy="engine")).ask(q)
    assert len(llm.calls) == 1 and 'Not applied: "during the flurbish"' in llm.calls[0]
    assert a.model == "scripted"
    # an unknown name is still refused by construction: the model is not asked
    llm2 = ScriptedChat()
    Engine(realdata_mesh, llm2, Settings(policy="engine")).ask("What was the highest temp_max of Wakanda?")
    assert llm2.calls == []


def test_members_compared_on_average_are_the_mean_of_all_their_rows(engine):
    # each continent's rows differ in country: "on average" asks the mean over them, not which country
    rows = [r for r in _rows(GAPMINDER) if r["year"] == "2007"]
    mean = {c: sum(Decimal(r["lifeExp"]) for r in rows if r["continent"] == c)
            / sum(1 for r in rows if r["continent"] == c) for c in ("Asia", "Europe")}
    a = engine.ask("Did Asia or Europe have a higher life expectancy on average in 2007, and by how much?",
                   deterministic=True)
    hi = max(mean, key=mean.get)
    assert a.result.operation == "compare" and a.result.operands[0].entity == hi
    assert abs(Decimal(a.result.value) - abs(round(mean["Asia"], 4) - round(mean["Europe"], 4))) < Decimal("0.0001")
    b = engine.ask("Did Asia or Europe have a higher life expectancy in 2007?", deterministic=True)
    assert b.result.operation == "refusal" and "differ in country" in b.text  # no statistic said: asked back


def test_a_statistic_in_each_bucket_is_listed_never_one_bucket_as_the_answer(engine):
    by_month = defaultdict(list)
    for d, r in _seattle():
        if d.year == 2013:
            by_month[d.month].append(Decimal(r["temp_max"]))
    means = {m: round(sum(v) / len(v), 4) for m, v in by_month.items()}
    a = engine.ask("What was the average temp_max in each month of 2013?", deterministic=True)
    assert a.result.operation == "list" and len(a.result.operands) == 12
    assert [(o.entity, Decimal(o.value)) for o in a.result.operands] == [(f"2013-{m:02d}", means[m]) for m in
                                                                          sorted(means)]
    assert a.verification.ok, a.verification
    which = engine.ask("Which month of 2013 had an average temp_max?", deterministic=True)
    assert which.result.operation == "refusal" and "names no ranking" in which.text


def test_members_ranked_by_their_change_between_two_years(engine):
    rows = _rows(GAPMINDER)
    life = {(r["country"], r["year"]): Decimal(r["lifeExp"]) for r in rows}
    countries = {r["country"] for r in rows}
    change = {c: life[(c, "2007")] - life[(c, "1952")] for c in countries}
    best = max(change, key=change.get)
    a = engine.ask("Which country grew the most in life expectancy between 1952 and 2007?", deterministic=True)
    assert a.result.operation == "rank" and a.result.operands[0].entity == best
    assert Decimal(a.result.value) == change[best] and a.verification.ok, a.verification
    worst = min(change, key=change.get)
    fell = engine.ask("Which country fell the most in life expectancy between 1952 and 2007?", deterministic=True)
    assert (worst in fell.text) == (change[worst] < 0)


def test_the_most_days_meeting_a_condition_are_counted_in_each_group_zeros_included(engine):
    wet = defaultdict(int)
    years = set()
    for d, r in _seattle():
        years.add(d.year)
        wet[d.year] += Decimal(r["precipitation"]) > 10
    best = max(wet.values())
    a = engine.ask("Which year had the most days with precipitation above 10 in Seattle?", deterministic=True)
    assert a.result.operation == "rank" and Decimal(a.result.value) == best
    assert [o.entity for o in a.result.operands] == [str(y) for y in sorted(years) if wet[y] == best]
    assert a.verification.ok, a.verification
    # a month where no day meets the condition counts 0: the fewest are those months, never the
    # fewest among the months that have one
    warm = {m: 0 for m in range(1, 13)}
    for d, r in _seattle():
        if d.year == 2013:
            warm[d.month] += Decimal(r["temp_max"]) > 25
    least = min(warm.values())
    b = engine.ask("Which month of 2013 had the fewest days with temp_max above 25?", deterministic=True)
    assert Decimal(b.result.value) == least and b.verification.ok, b.verification
    assert [o.entity for o in b.result.operands] == [f"2013-{m:02d}" for m in sorted(warm) if warm[m] == least]
    c = engine.ask("Which year had the most rainy days in Seattle?", deterministic=True)
    assert c.result.operation == "refusal" and "already groups by year" in c.text  # never the rainiest day


def test_a_change_between_two_months_states_both_ends_and_verifies(engine):
    jan = {y: [Decimal(r["temp_max"]) for d, r in _seattle() if d.year == y and d.month == 1] for y in (2013, 2014)}
    mean = {y: round(sum(v) / len(v), 4) for y, v in jan.items()}
    a = engine.ask("How much did the average temp_max change from January 2013 to January 2014?", deterministic=True)
    assert a.result.operation == "change" and Decimal(a.result.value) == mean[2014] - mean[2013]
    assert a.verification.ok, a.verification  # each end's month is the evidence's own interval


def test_the_year_a_threshold_was_first_crossed_is_the_earliest_reading_past_it(engine):
    china = sorted((int(r["year"]), int(r["pop"])) for r in _rows(GAPMINDER) if r["country"] == "China")
    first = next((y, p) for y, p in china if p > 1_000_000_000)
    a = engine.ask("In which year did China's population first exceed 1 billion?", deterministic=True)
    assert int(Decimal(a.result.value)) == first[1] and "first" in a.text
    assert str(first[0]) in a.text and a.verification.ok, a.verification


def test_a_ranked_change_of_groups_of_several_rows_says_which_statistic_it_ranks(engine):
    rows = _rows(GAPMINDER)

    def mean(continent, year):
        v = [Decimal(r["pop"]) for r in rows if r["continent"] == continent and r["year"] == year]
        return round(sum(v) / len(v), 4)

    change = {c: mean(c, "2007") - mean(c, "1952") for c in {r["continent"] for r in rows}}
    best = max(change, key=change.get)
    a = engine.ask("Which continent grew the most in population between 1952 and 2007?", deterministic=True)
    assert a.result.operands[0].entity == best and Decimal(a.result.value) == change[best]
    assert "average pop" in a.text  # a continent's value is its countries' mean, and the answer says so


def test_the_biggest_difference_between_two_measures_is_each_days_never_their_peaks_compared(engine):
    diff = {d: abs(Decimal(r["temp_max"]) - Decimal(r["temp_min"])) for d, r in _seattle()}
    top = max(diff.values())
    a = engine.ask("Which day had the biggest difference between temp_max and temp_min?", deterministic=True)
    assert Decimal(a.result.value) == top and a.verification.ok, a.verification
    assert all(d.isoformat() in a.text for d, v in diff.items() if v == top)
    b = engine.ask("Which month had the biggest difference between temp_max and temp_min?", deterministic=True)
    assert b.result.operation == "refusal" and "each reading's difference" in b.text, b.text


def test_a_value_is_attributed_to_the_name_written_never_to_a_longer_name_holding_it(engine, realdata_mesh):
    from noesis.answer.verify import verify
    q = "Which year had the highest average life expectancy in Africa?"
    a = engine.ask(q, deterministic=True)
    assert a.verification.ok, a.verification  # "of Africa" is the continent, whatever "South Africa" shares
    ctx = engine.context(q, arm="full")
    value = a.result.value
    wrong = verify(f"South Africa's highest average life expectancy was {value} years.", ctx, realdata_mesh)
    assert [c.status for c in wrong.claims if c.kind == "number" and c.text == value] == ["misattributed"]


def test_a_year_the_readings_stop_inside_is_stated_whole_and_verifies(engine):
    # the hourly readings end on 30 December 2013: the scope is cut there, and "in 2013" still
    # names the year the evidence was computed over
    rows = [r for r in _rows(REALDATA / "nyc-weather" / "LGA.csv") if r["datetime"].startswith("2013")]
    low = sum(1 for r in rows if r["visib"] and Decimal(r["visib"]) < 1)
    a = engine.ask("How many hours of 2013 had a visib below 1 at LGA?", deterministic=True)
    assert f"{low} of the {len(rows)} readings" in a.text and "in 2013" in a.text
    assert a.verification.ok, a.verification


def test_the_percentage_of_days_meeting_a_condition_is_of_all_the_days(engine):
    year = [Decimal(r["precipitation"]) for d, r in _seattle() if d.year == 2014]
    wet = sum(1 for v in year if v > 0)
    a = engine.ask("What percentage of days in 2014 had precipitation above 0 in Seattle?", deterministic=True)
    assert Decimal(a.result.value) == wet and Decimal(a.result.percent) == round(Decimal(wet) / len(year) * 100, 2)
    assert a.verification.ok, a.verification


def test_the_nth_highest_is_that_place_and_a_tie_above_it_is_asked_back(engine):
    rows = [r for r in _rows(GAPMINDER) if r["year"] == "2007"]
    by_pop = sorted(rows, key=lambda r: -int(r["pop"]))
    a = engine.ask("Which country had the third largest population in 2007?", deterministic=True)
    assert a.result.operands[0].entity == by_pop[2]["country"] and int(Decimal(a.result.value)) == int(by_pop[2]["pop"])
    assert a.verification.ok, a.verification
    tops = sorted((Decimal(r["temp_max"]) for d, r in _seattle() if d.year == 2013), reverse=True)
    b = engine.ask("What was the second highest temp_max in 2013?", deterministic=True)
    if tops[0] == tops[1]:  # the first place is shared: no day is second by every convention
        assert b.result.operation == "refusal" and "shared" in b.text
    else:
        assert Decimal(b.result.value) == tops[1]


def test_the_last_day_a_condition_held_is_the_latest_reading_past_it(engine):
    hot = [(d, Decimal(r["temp_max"])) for d, r in _seattle() if Decimal(r["temp_max"]) > 30]
    last = max(hot)
    a = engine.ask("When was the last day with temp_max above 30?", deterministic=True)
    assert Decimal(a.result.value) == last[1] and last[0].isoformat() in a.text and a.verification.ok


def test_a_refusal_that_names_its_table_is_not_flagged_as_an_unsupported_name(tmp_path):
    from noesis.ingest.pipeline import ingest
    from noesis.mesh import Mesh

    ingest(SEATTLE.parent, tmp_path / "kb" / "seattle.sqlite", workers=1)
    with Mesh.open(tmp_path / "kb") as mesh:  # one KB: the file is named by nothing but the refusal
        a = Engine(mesh).ask("What was the total snowfall in 2013?", deterministic=True)
    assert a.result.operation == "refusal" and "seattle-weather.csv" in a.text
    assert a.verification.ok and a.verification.verification is not None, a.verification  # checked, and clean


def test_which_countries_fell_lists_every_country_whose_change_is_negative(engine):
    life = {(r["country"], r["year"]): Decimal(r["lifeExp"]) for r in _rows(GAPMINDER)}
    fell = {c for (c, y) in life if y == "1987" and life[(c, "1992")] < life[(c, "1987")]}
    a = engine.ask("Which countries' life expectancy fell between 1987 and 1992?", deterministic=True)
    assert {o.entity for o in a.result.operands} == fell and f"The {len(fell)} countries" in a.text
    assert a.verification.ok, a.verification


def test_a_whole_number_before_a_measure_selects_the_rows_where_it_equals_that(engine):
    dry = [Decimal(r["temp_max"]) for d, r in _seattle() if d.year == 2014 and Decimal(r["precipitation"]) == 0]
    a = engine.ask("How many days of 2014 had 0 precipitation?", deterministic=True)
    assert a.result.value is not None and int(Decimal(a.result.value)) == len(dry), a.text
    b = engine.ask("What was the average temp_max on days with 0 precipitation in 2014?", deterministic=True)
    assert Decimal(b.result.value) == round(sum(dry) / len(dry), 4), b.text


def test_a_level_summed_over_time_is_refused_and_a_total_across_entities_answered(engine):
    a = engine.ask("What was the total temp_max in 2014?", deterministic=True)
    assert a.result.value is None and "level" in a.text
    rain = sum(Decimal(r["precipitation"]) for d, r in _seattle() if d.year == 2014)
    b = engine.ask("What was the total precipitation in 2014?", deterministic=True)
    assert Decimal(b.result.value) == rain
    asia = sum(int(r["pop"]) for r in _rows(GAPMINDER) if r["continent"] == "Asia" and r["year"] == "2007")
    c = engine.ask("What was the total pop of Asia in 2007?", deterministic=True)
    assert int(Decimal(c.result.value)) == asia
    d = engine.ask("What was the total lifeExp of Japan?", deterministic=True)
    assert d.result.value is None and "level" in d.text


def test_a_refusal_restating_the_data_range_or_what_it_asks_back_verifies(engine):
    first = min(d for d, _r in _seattle()).isoformat()
    a = engine.ask("What was the temp_max on 2016-01-01?", deterministic=True)
    assert a.result.value is None and first in a.text and a.verification.ok, a.verification
    b = engine.ask("In the 2000s, what was the average temp_max?", deterministic=True)
    assert b.result.value is None and "2000–2009" in b.text and b.verification.ok, b.verification


def test_a_refusal_asking_which_member_verifies_the_members_it_lists(engine):
    a = engine.ask("What was the range of lifeExp?", deterministic=True)  # 142 series of 12 readings each
    assert a.result.value is None and "name the country you mean" in a.text and "Afghanistan" in a.text
    assert a.verification.ok, a.verification


def test_a_range_across_series_of_one_reading_each_names_both_ends(engine):
    rows = [r for r in csv.DictReader(GAPMINDER.open(encoding="utf-8")) if r["year"] == "2007"]
    hi = max(rows, key=lambda r: float(r["lifeExp"]))
    lo = min(rows, key=lambda r: float(r["lifeExp"]))
    a = engine.ask("What was the range of lifeExp in 2007?", deterministic=True)
    want = Decimal(hi["lifeExp"]) - Decimal(lo["lifeExp"])
    assert a.result.value is not None and Decimal(a.result.value) == want
    assert hi["country"] in a.text and lo["country"] in a.text and a.verification.ok, a.verification
