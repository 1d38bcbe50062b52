"""The table reading of a question, rule by rule: tokens, time words, time scopes on each kind
of axis, the stages that claim words, and what the compilation concludes. Every fixture is a
literal question over a small literal schema; truth is computed here with the datetime
module, never by the engine."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from noesis.lang import ENGLISH
from noesis.query.tablequestion.compile import compile_question
from noesis.query.tablequestion.lexicon import table_lexicon
from noesis.query.tablequestion.reading import Reading
from noesis.query.tablequestion.stages import STAGES, read_question, unclaimed
from noesis.query.tablequestion.timescope import NotExpressible, scope_on
from noesis.query.tablequestion.timewords import ATOM_RULES, time_parts
from noesis.query.tokens import singular, tokenize
from noesis.relation import MEASURES, Dimension, Filter, Measure, TableSchema, TimeAxis

EPOCH = date(1970, 1, 1)


def days(d: date) -> float:
    return float((d - EPOCH).days)


def schema(time: TimeAxis | None, dims=(), measures=("sales",), additivity="flow") -> TableSchema:
    return TableSchema("t.csv", (), tuple(d.column for d in dims), time, tuple(dims),
                       tuple(Measure(m, m, None, additivity) for m in measures))


DAILY = TimeAxis(("date",), ("date",), "day", "date")
MONTHLY = TimeAxis(("month",), ("date",), "month", "date")
YEARS = TimeAxis(("year",), ("year",), "year", "number")
MONTH_DAY = TimeAxis(("Month", "Day"), ("month", "day"), "day", "number", has_year=False)
WEEKS = TimeAxis(("week",), ("number",), "number", "number")

STORES = Dimension("store", "text", 3)
PIG = Dimension("Pig", "id", 3)
SMOKER = Dimension("smoker", "category", 2)


def lexicon(time=DAILY, span=(date(2012, 1, 1), date(2015, 12, 31)), dims=(STORES,), values=None,
            measures=("sales",), additivity="flow", aliases=None):
    values = values or {"store": ("Fort Worth", "Fort Collins", "New York"), "Pig": ("4601", "4643", "5137"),
                        "smoker": ("No", "Yes"), "day": ("Fri", "Sat", "Sun", "Thur")}
    if time is None:
        sp = None
    elif time.kind == "date":
        sp = (days(span[0]), days(span[1]), 100)
    else:
        sp = span
    return table_lexicon("kb", "t.csv", schema(time, dims, measures, additivity), 100,
                         tuple((d.column, values[d.column]) for d in dims), sp, aliases or {}, None)


def read(question: str, lex) -> Reading:
    return read_question(Reading(question, tokenize(question), lex, ENGLISH))


# --------------------------------------------------------------------------- tokens
def test_tokens_keep_offsets_and_kinds():
    q = "AAPL's close on 2010-03-01, Q3 vs 1,234.5 and 50%"
    toks = tokenize(q)
    assert [(t.fold, t.kind) for t in toks] == [
        ("aapl", "word"), ("close", "word"), ("on", "word"), ("2010-03-01", "date"), ("q3", "word"),
        ("vs", "word"), ("1,234.5", "number"), ("and", "word"), ("50", "number"), ("%", "percent")]
    assert all(q[t.start:t.end] == t.text for t in toks)
    assert toks[6].number == 1234.5
    assert tokenize("temp_max")[0].fold == "temp" and len(tokenize("temp_max")) == 2


@pytest.mark.parametrize("word, one", [("passengers", "passenger"), ("varieties", "variety"), ("boxes", "box"),
                                       ("glass", "glass"), ("bus", "bus")])
def test_singular(word, one):
    assert singular(word) == one


@pytest.mark.parametrize("word, one", [("people", "person"), ("children", "child"), ("stores", "store"),
                                       ("store", None), ("glass", None)])
def test_plural_of_knows_the_irregular_plurals(word, one):
    from noesis.text import plural_of

    assert plural_of(word) == one


# --------------------------------------------------------------------------- time words, rule by rule
ATOMS = {
    "iso_date": ("on 2013-06-30", "span", date(2013, 6, 30), date(2013, 6, 30)),
    "iso_month": ("in 2010-05", "span", date(2010, 5, 1), date(2010, 5, 31)),
    "week_of": ("the week of 1995-06-03", "span", date(1995, 6, 3), date(1995, 6, 9)),
    "day_month_year": ("on June 30, 2013", "span", date(2013, 6, 30), date(2013, 6, 30)),
    "month_year": ("in February 2012", "span", date(2012, 2, 1), date(2012, 2, 29)),
    "quarter_half": ("in the third quarter of 2013", "span", date(2013, 7, 1), date(2013, 9, 30)),
    "season": ("in summer 2013", "span", date(2013, 6, 1), date(2013, 8, 31)),
    "weekday_words": ("on weekends", "weekdays", None, None),
    "year_quarter": ("in 1960 Q1", "span", date(1960, 1, 1), date(1960, 3, 31)),
    "year_or_decade": ("in the 1950s", "span", date(1950, 1, 1), date(1959, 12, 31)),
    "century": ("in the 19th century", "century", date(1801, 1, 1), date(1900, 12, 31)),
    "clock_on_day": ("at 3 pm on 4 July 2010", "instant", date(2010, 7, 4), date(2010, 7, 4)),
    "day_at_clock": ("on 2010-07-04 at 15:30", "instant", date(2010, 7, 4), date(2010, 7, 4)),
}


@pytest.mark.parametrize("text, seconds", [
    ("at 3 pm on 4 July 2010", 15 * 3600), ("at 3pm on 4 July 2010", 15 * 3600),
    ("at 3:30 p.m. on July 4, 2010", 15 * 3600 + 30 * 60), ("on 4 July 2010 at 15:00", 15 * 3600),
    ("on 4 July 2010 at noon", 12 * 3600), ("at 12 am on 4 July 2010", 0), ("at 9 am on 4 July 2010", 9 * 3600),
])
def test_a_time_of_day_on_a_day_is_one_instant(text, seconds):
    (part,), _ = time_parts(tokenize(text), ENGLISH)
    midnight = (date(2010, 7, 4) - EPOCH).days * 86400
    assert part.kind == "instant" and part.number == midnight + seconds


@pytest.mark.parametrize("text", ["What was the share at 02:26?", "at 3 pm", "at noon on"])
def test_a_time_of_day_with_no_day_after_it_is_no_instant(text):
    parts, _ = time_parts(tokenize(text), ENGLISH)
    assert not any(p.kind == "instant" for p in parts)


@pytest.mark.parametrize("text", ["on 4 July 2010 at 13 pm", "at 25:00 on 4 July 2010", "on 4 July 2010 at 3"])
def test_no_time_of_day_leaves_the_day(text):
    parts, _ = time_parts(tokenize(text), ENGLISH)
    assert parts[0].kind == "span" and parts[0].unit == "day"


def test_every_atom_rule_has_a_fixture():
    assert {r.__name__ for r in ATOM_RULES} == set(ATOMS)


@pytest.mark.parametrize("rule", sorted(ATOMS))
def test_atom_rules(rule):
    text, kind, lo, hi = ATOMS[rule]
    parts, _ranges = time_parts(tokenize(text), ENGLISH)
    assert len(parts) == 1 and parts[0].kind == kind
    if lo is not None:
        assert (parts[0].lo, parts[0].hi) == (lo, hi)


def test_time_relations():
    parts, ranges = time_parts(tokenize("between 2001 and 2005"), ENGLISH)
    assert len(ranges) == 1 and (ranges[0].start.lo, ranges[0].end.hi) == (date(2001, 1, 1), date(2005, 12, 31))
    (before,), _ = time_parts(tokenize("before 2005"), ENGLISH)
    assert before.open == "before"
    (recent,), _ = time_parts(tokenize("the last 5 years"), ENGLISH)
    assert (recent.kind, recent.count, recent.unit) == ("recent", 5, "year")
    (q3,), _ = time_parts(tokenize("in Q3"), ENGLISH)
    assert (q3.kind, q3.months) == ("months", (7, 8, 9))
    assert time_parts(tokenize("may I ask"), ENGLISH)[0] == []  # "may" the verb


# --------------------------------------------------------------------------- scopes per axis
def _scope(text: str, lex):
    parts, _ = time_parts(tokenize(text), ENGLISH, lex.axis.words)
    return scope_on(parts, lex.axis, text)


def test_weekends_on_a_daily_axis_are_runs_of_saturday_and_sunday():
    lex = lexicon()
    scope = _scope("on weekends", lex)
    d, want = date(2012, 1, 1), []
    while d <= date(2015, 12, 31):
        if d.weekday() == 5:
            want.append((days(d), min(days(d + timedelta(days=1)), days(date(2015, 12, 31)))))
        elif d.weekday() == 6 and d == date(2012, 1, 1):
            want.append((days(d), days(d)))
        d += timedelta(days=1)
    assert scope.intervals == tuple(want)


def test_summer_of_every_year_and_a_season_with_a_year():
    lex = lexicon()
    assert len(_scope("in summer", lex).intervals) == 4
    assert _scope("in summer 2013", lex).intervals == ((days(date(2013, 6, 1)), days(date(2013, 8, 31))),)
    assert "meteorological" in _scope("in summer 2013", lex).note


def test_scopes_an_axis_cannot_express_say_why():
    assert isinstance(_scope("on weekends", lexicon(time=MONTHLY)), NotExpressible)
    assert isinstance(_scope("in March", lexicon(time=YEARS, span=(1900.0, 2000.0, 101))), NotExpressible)
    assert isinstance(_scope("in 1973", lexicon(time=MONTH_DAY, span=(501.0, 930.0, 153))), NotExpressible)
    winter = _scope("in winter 2013", lexicon())
    assert isinstance(winter, NotExpressible) and "two years" in winter.why


def test_year_month_day_and_numeric_axes():
    assert _scope("in 1950", lexicon(time=YEARS, span=(1900.0, 2000.0, 101))).intervals == ((1950.0, 1950.0),)
    assert _scope("in June", lexicon(time=MONTH_DAY, span=(501.0, 930.0, 153))).intervals == ((601.0, 631.0),)
    assert _scope("at week 12", lexicon(time=WEEKS, span=(1.0, 12.0, 12))).intervals == ((12.0, 12.0),)


# --------------------------------------------------------------------------- stages
def test_every_word_is_claimed_or_reported():
    lex = lexicon()
    r = read("What were the total sales of New York during the flurbish?", lex)
    assert unclaimed(r) == ("during the flurbish",)
    assert [m.value for m in r.members] == ["New York"]
    assert read("What were the total sales of New York in summer 2013?", lex).claimed == frozenset(
        range(len(tokenize("What were the total sales of New York in summer 2013?"))))


def test_a_shared_first_word_is_ambiguous_and_a_unique_one_binds():
    lex = lexicon()
    r = read("total sales of Fort in 2013", lex)
    assert r.unmatched and set(r.unmatched[0].candidates) == {"Fort Worth", "Fort Collins"}
    assert [m.value for m in read("total sales of New in 2013", lex).members] == ["New York"]
    # the shared words before the dimension's word in the plural take every value they begin
    q = compile_question("What were the total sales of the Fort stores in 2013?", [lex], ENGLISH).query
    assert q is not None and [sorted(f.values) for f in q.filters] == [["Fort Collins", "Fort Worth"]]


def test_a_name_the_question_glosses_with_a_value_in_parentheses_is_that_value():
    lex = lexicon()

    def read_unknown(question: str, *unknown: str) -> Reading:
        return read_question(Reading(question, tokenize(question), lex, ENGLISH, unknown=unknown))

    for q in ("total sales at the Gotham store (New York) in 2013", "total sales at New York (Gotham) in 2013"):
        r = read_unknown(q, "Gotham")
        glossed = [c for c in r.claims if "gloss" in c.what]
        assert [m.value for m in r.members] == ["New York"] and len(glossed) == 1
        assert r.words(glossed[0].first, glossed[0].last) == "Gotham"
        assert not [c for c in r.claims if c.stage == "unknown_name"]
    # no parenthesis, or one holding no value: the name stays unknown, nothing is bound for it
    for q in ("total sales at Gotham in 2013", "total sales at Gotham (in 2013)", "total sales at Gotham (the big one)"):
        r = read_unknown(q, "Gotham")
        assert [r.words(c.first, c.last) for c in r.claims if c.stage == "unknown_name"] == ["Gotham"]
        assert not r.members
    # a word for a measure, glossed by the measure's own name in parentheses
    r = read_unknown("What was the total takings (sales) of New York in 2013?")
    assert [c.what for c in r.claims if c.stage == "measure" and "gloss" in c.what] == [
        "sales (the question's own gloss: 'takings' is 'sales')"]
    assert unclaimed(read_unknown("What was the total takings of New York in 2013?")) == ("takings",)


def test_a_number_binds_an_id_only_with_its_word():
    lex = lexicon(time=WEEKS, span=(1.0, 12.0, 12), dims=(PIG,), measures=("Weight",), additivity="level")
    assert [m.value for m in read("Weight of pig 4601 at week 3", lex).members] == ["4601"]
    assert read("Weight of pig 60 at week 3", lex).unmatched[0].text == "pig 60"
    assert not read("Weight of 4601 at week 3", lex).members


def test_a_number_after_a_dimensions_word_names_the_value_written_with_its_letters():
    season = Dimension("season", "category", 14)
    values = {"season": tuple(f"S{k:02d}" for k in range(1, 15)), "store": ("S1", "T2", "S3")}
    lex = lexicon(time=None, dims=(season,), measures=("rank",), values=values)
    assert [m.value for m in read("rank of season 6", lex).members] == ["S06"]
    assert not read("rank of season 15", lex).members  # no S15: never another season
    assert not read("rank of 6", lex).members  # the number alone names nothing
    mixed = lexicon(time=None, dims=(STORES,), measures=("rank",), values=values)
    assert not read("rank of store 1", mixed).members  # not every value written with one word's letters


def test_a_place_after_a_ranking_verb_is_one_place_of_the_ranking():
    lex = lexicon(time=None, measures=("score",))
    for q, k in (("Which store ranked third on score?", 3), ("Which store ranked 3rd on score?", 3),
                 ("Which store ranked first on score?", 1)):
        ops = [c for c in read(q, lex).claims if c.stage == "operation"]
        assert [c.what for c in ops] == [f"place {k} of a ranking, highest first"], q
    tops = [c.what for c in read("Which stores ranked top 3 on score?", lex).claims if c.stage == "operation"]
    assert tops[-1] == "top 3" and not any(t.startswith("place") for t in tops)


def test_a_verb_of_recording_is_said_of_the_titles_things_only():
    lynx = table_lexicon("lynx", "lynx.csv", schema(YEARS, measures=("value",)), 100, (), (1821.0, 1934.0, 114),
                         {}, None)
    for q in ("How many lynx were trapped in 1910?", "In which year were the most lynx trapped?"):
        assert unclaimed(read(q, lynx)) == (), q
    pickups = table_lexicon("daycare-late-pickups", "daycare_fines.csv",
                            schema(WEEKS, measures=("children", "late_pickups")), 100, (), (1.0, 20.0, 20), {}, None)
    # "late" names the table, "children" a measure: "collected late" is the late pickups, never read away
    assert "collected" in " ".join(unclaimed(read("How many children were collected late in week 11?", pickups)))


def test_a_time_said_again_and_an_average_step_are_read_with_what_they_refer_to():
    lex = lexicon(time=YEARS, span=(2000.0, 2019.0, 20), dims=(STORES,), measures=("sales",))
    assert unclaimed(read("What were Fort Worth's sales in 2015 and New York's sales that year?", lex)) == ()
    assert "year" in " ".join(unclaimed(read("What were New York's sales that year?", lex)))  # none named
    assert unclaimed(read("Between 2001 and 2010, what were New York's sales in an average year?", lex)) == ()
    monthly = lexicon(time=MONTHLY, measures=("sales",))
    assert "year" in " ".join(unclaimed(read("What were New York's sales in an average year?", monthly)))


def test_the_title_word_before_a_unit_of_time_qualifies_the_unit_asked():
    survey = table_lexicon("vocabulary-survey", "Vocab.csv", schema(YEARS, (SMOKER,), ("vocabulary",)), 100,
                           (("smoker", ("No", "Yes")),), (1974.0, 2016.0, 16), {}, None)
    r = read("In which survey year was the average vocabulary highest?", survey)
    assert unclaimed(r) == () and r.by_time == "year" and r.group is None


def test_one_member_as_a_percentage_of_another_is_their_ratio():
    lex = lexicon(time=YEARS, span=(2000.0, 2019.0, 20), measures=("sales",))
    for q in ("What percentage of New York's sales were Fort Worth's sales in 2015?",
              "Fort Worth's 2015 sales were what percentage of New York's sales that year?"):
        query = compile_question(q, [lex], ENGLISH).query
        assert query.op == "percent_of" and query.members == ("Fort Worth", "New York"), q


def test_a_yes_no_dimension_word_means_yes_and_after_a_negation_no():
    lex = lexicon(time=None, dims=(SMOKER,), measures=("tip",))
    assert [m.value for m in read("average tip of smokers", lex).members] == ["Yes"]
    assert [m.value for m in read("average tip of non smokers", lex).members] == ["No"]


def test_a_phrase_declared_for_a_yes_no_dimension_is_said_whole():
    flags = (Dimension("ct", "category", 2), Dimension("pr", "category", 2))
    lex = table_lexicon("kb", "t.csv", schema(None, flags, ("cap",), "level"), 32,
                        (("ct", ("0", "1")), ("pr", ("0", "1"))), None, {}, None,
                        column_words={"ct": ("cooling tower",), "pr": ("earlier reactor on the site",)})
    r = read("What was the average cap of the plants with a cooling tower?", lex)
    assert [(m.column, m.value) for m in r.members] == [("ct", "1")]  # "the" says nothing of pr
    assert [(m.column, m.value) for m in read("average cap with an earlier reactor on the site", lex).members] == [
        ("pr", "1")]
    assert not read("average cap on the site", lex).members  # a word of the phrase alone: no flag


def test_one_member_said_twice_is_a_filter_not_a_comparison():
    lex = lexicon(time=None, dims=(SMOKER,), measures=("tip",))
    q = compile_question("What was the average tip of the smokers who smoke?", [lex], ENGLISH)
    assert q.query is None or q.query.op != "compare"


def test_weekday_words_filter_a_weekday_dimension():
    lex = lexicon(time=None, dims=(Dimension("day", "category", 4),), measures=("tip",))
    r = read("average tip on weekends", lex)
    assert sorted(m.value for m in r.members) == ["Sat", "Sun"] and not r.parts


def test_a_header_abbreviation_binds_and_an_operation_word_never_does():
    lex = lexicon(measures=("temp_max", "temp_min", "High"), additivity="level")
    assert read("the highest temperature", lex).measure_choices  # temp fits two measures: ask
    assert read("the highest High", lex).measures == ("High",)
    assert read("the highest value", lex).measures == ()


@pytest.mark.parametrize("question, measure", [
    ("the maximum temperature", "TMAX"), ("the high temperature", "TMAX"), ("the minimum temperature", "TMIN"),
    ("the low temperature", "TMIN"), ("the temperature max", "TMAX"), ("the precipitation", "PRCP"),
])
def test_a_header_abbreviating_a_qualifier_binds_in_either_order(question, measure):
    lex = lexicon(measures=("TMAX", "TMIN", "PRCP"), additivity="level")
    assert read(question, lex).measures == (measure,)


def test_header_forms_and_skeletons_never_bind_a_question_word_or_guess():
    from noesis.query.tablequestion.stages import _skeleton, header_variants
    assert _skeleton("precipitation", "prcp") and _skeleton("quantity", "qty") and _skeleton("amount", "amt")
    assert not _skeleton("atlanti", "at") and not _skeleton("weight", "wgh") and not _skeleton("weight", "wt")
    forms = ENGLISH.table.header_form
    assert ("temperature", "max") in header_variants(("maximum", "temperature"), forms, ENGLISH.operation_words)
    assert header_variants(("highest", "temperature"), forms, ENGLISH.operation_words) == []  # an operation word
    both = lexicon(measures=("max_temp", "temp_max"), additivity="level")
    assert read("the maximum temperature", both).measures == ()  # fits two: nothing bound


def test_a_header_form_or_turned_words_never_spell_a_short_header_by_initials():
    from noesis.query.tablequestion.stages import fits_header
    forms, fixed = ENGLISH.table.header_form, ENGLISH.operation_words
    assert not fits_header(("mean", "electronegativity"), ("ea",), forms, fixed)  # e·lectronegativity a·verage
    assert fits_header(("maximum", "temperature"), ("tmax",), forms, fixed)  # t·emperature max: no acronym
    assert fits_header(("high", "school"), ("hs",), forms, fixed)  # the words as said spell it
    lex = lexicon(time=None, dims=(), measures=("electronegativity", "EA"), additivity="level")
    assert read("the mean electronegativity", lex).measures == ("electronegativity",)


def test_a_word_of_a_compound_table_name_is_the_table_but_not_a_dimension_word():
    lex = table_lexicon("kb", "statecrime.csv", schema(None, (Dimension("mode", "id", 4),), ("violent",), "unknown"),
                        10, (("mode", ("1", "2")),), None, {}, None)
    r = read("the violent crime rate", lex)
    assert unclaimed(r) == () and any(c.stage == "table" for c in r.claims)
    modes = table_lexicon("kb", "modechoice.csv", schema(None, (Dimension("mode", "id", 4),), ("gc",), "unknown"),
                          10, (("mode", ("1", "2")),), None, {}, None)
    assert read("gc for mode 2", modes).members[0].value == "2"


def test_a_dimension_named_with_no_measure_asks_its_value_on_the_named_rows():
    dims = (Dimension("individual", "id", 3), Dimension("hinc", "id", 3))
    lex = table_lexicon("kb", "m.csv", schema(None, dims, ("gc", "ttme"), "unknown"), 10,
                        (("individual", ("1", "2", "5")), ("hinc", ("35", "45"))), None, {}, None)
    q = compile_question("What was the household income of individual 5?", [lex], ENGLISH).query
    assert (q.op, q.over, q.filters[0].column, q.filters[0].values) == ("attribute", "hinc", "individual", ("5",))
    c = compile_question("What was the highest household income?", [lex], ENGLISH)
    assert c.reason_kind == "not_expressible" and "dimension" in c.reason
    assert compile_question("What was the gc of individual 5?", [lex], ENGLISH).query.op == "value"


def test_stages_are_ordered_as_documented():
    # a rate's "per N" is read before measure names, so that its number is never a year
    # a yes/no dimension's word ("survive" of Survived) before measure names: not a measure alias's shortened word
    # an id after the word for the table's things ("firm 1") before the title takes that word
    # an adjective of a measure's noun ("hard" of hardness) before the title takes it as a shortened word
    # "how tall" after the measures named (the father's height is the father's), before the title
    # a declared name's head said once for two measures ("in 1948 or in 2018") before a year is read as time
    # a season written by its two years ("1920-21") before any stage reads either as a year or a number;
    # a measure's declared unit written whole ("60-kg bags") before its number is read as an id;
    # an ordinal before a numbered measure's words ("the third post-test") before the measures' names
    assert [s.__name__ for s in STAGES][:12] == ["resolved_names", "per_rates", "yes_no_members", "ordinal_measures",
                                                 "measure_names",
                                                 "coordinated_tails", "season_positions", "units_written_whole",
                                                 "numbered_things", "degree_positives", "how_adjective", "table_title"]
    names = [s.__name__ for s in STAGES]
    assert names.index("step_phrases") < names.index("time_words")  # "over the previous year" is no time
    # "the 20 weeks" of a 20-week table is its whole time before "the top 20 weeks" can rank them
    assert names.index("whole_span_counted") < names.index("grouping_words")
    assert STAGES[-1].__name__ == "other_stages"


# --------------------------------------------------------------------------- compilation
def test_compiled_queries_and_reasons():
    lex = lexicon()
    q = compile_question("What were the total sales of New York in summer 2013?", [lex], ENGLISH).query
    assert (q.op, q.measure, q.filters[0].values, q.scope.intervals) == (
        "sum", "sales", ("New York",), ((days(date(2013, 6, 1)), days(date(2013, 8, 31))),))
    c = compile_question("total sales of New York in 2020", [lex], ENGLISH)
    assert c.reason_kind == "outside_data" and "2012-01-01 to 2015-12-31" in c.reason
    c = compile_question("total sales of New York for group 3", [lex], ENGLISH)
    assert c.reason_kind == "not_applied" and c.not_applied == ("for group 3",)
    q = compile_question("Did Fort Worth or New York have more sales in 2013, and by how much?", [lex], ENGLISH).query
    assert (q.op, q.over, q.members, q.statistic) == ("compare", "store", ("Fort Worth", "New York"), "sum")
    q = compile_question("Which store had the highest sales in 2014?", [lex], ENGLISH).query
    assert (q.op, q.over, q.descending) == ("rank", "store", True)
    q = compile_question("How did sales of New York change from 2012 to 2014?", [lex], ENGLISH).query
    assert q.op == "change" and [e.label for e in q.ends] == ["in 2012", "in 2014"]
    assert compile_question("Who hosted the gala?", [lex], ENGLISH) is None


def test_a_level_over_several_readings_averages_and_an_unknown_one_asks():
    level = lexicon(measures=("price",), additivity="level")
    q = compile_question("What was the price of New York in 2013?", [level], ENGLISH).query
    assert (q.op, q.statistic) == ("value", "mean")
    unknown = lexicon(measures=("price",), additivity="unknown")
    assert compile_question("What was the price of New York in 2013?", [unknown], ENGLISH).query.statistic == ""


def test_a_follow_up_inherits_the_previous_names():
    lex = lexicon()
    c = compile_question("And what were its lowest sales?", [lex], ENGLISH,
                         previous="What were the highest sales of New York in 2013?")
    assert c.query is not None and c.query.filters[0].values == ("New York",) and c.query.op == "min"
    assert c.query.scope.intervals == ((days(date(2013, 1, 1)), days(date(2013, 12, 31))),)


def test_a_unit_the_axis_does_not_count_is_a_reason_and_a_unit_word_joins_its_atom():
    weeks = lexicon(time=TimeAxis(("Time",), ("number",), "number", "number"), span=(1.0, 12.0, 12),
                    dims=(PIG,), measures=("Weight",), additivity="level")
    c = compile_question("What was the Weight of pig 4601 at week 12?", [weeks], ENGLISH)
    assert c.query is None and c.not_applied == ("week 12",) and "no declared unit" in c.not_applied_why
    assert compile_question("What was the Weight of pig 4601 at Time 12?", [weeks], ENGLISH).query.scope.intervals \
        == ((12.0, 12.0),)
    c = compile_question("What were the total sales of New York in the year 2013?", [lexicon()], ENGLISH)
    assert c.query.scope.intervals == ((days(date(2013, 1, 1)), days(date(2013, 12, 31))),)
    c = compile_question("What were the total sales of New York in week 12?", [lexicon()], ENGLISH)
    assert c.query is None and "name the dates" in c.reason


def test_a_calendar_axis_past_year_9999_is_a_reason_not_a_crash():
    from noesis.query.tablequestion.lexicon import AxisView
    far = AxisView(DAILY, days(date(2020, 1, 1)), 3_000_000.0, 10)  # a KB stored before such dates were refused
    parts, _ = time_parts(tokenize("the last week"), ENGLISH)
    found = scope_on(parts, far, "the last week")
    assert isinstance(found, NotExpressible) and "re-ingest" in found.why


def test_a_comparison_of_peaks_compares_the_peaks():
    level = lexicon(measures=("price",), additivity="level")
    q = compile_question("How much higher was the highest price of Fort Worth than the highest price of New York?",
                         [level], ENGLISH).query
    assert (q.op, q.statistic, q.members) == ("compare", "max", ("Fort Worth", "New York"))


@pytest.mark.parametrize(("question", "by_time", "descending"), [
    ("What was the worst quarter for sales?", "quarter", False),  # "worst" is read as the minimum
    ("Which quarter had the highest total sales?", "quarter", True),
    ("What was the busiest year for sales?", "year", True),       # a superlative, as before
])
def test_a_calendar_unit_after_an_extreme_word_is_what_the_answer_is_a_member_of(question, by_time, descending):
    c = compile_question(question, [lexicon(time=MONTHLY, dims=())], ENGLISH)
    assert c.query is not None, c.reason
    assert (c.query.op, c.query.by_time, c.query.descending) == ("rank", by_time, descending)


def test_the_best_month_on_a_monthly_axis_is_its_highest_reading():
    c = compile_question("What was the best month for sales?", [lexicon(time=MONTHLY, dims=())], ENGLISH)
    assert c.query is not None and c.query.op == "max"


def test_a_calendar_unit_not_after_an_extreme_word_is_still_not_applied():
    c = compile_question("What were the sales of the month?", [lexicon(time=MONTHLY, dims=())], ENGLISH)
    assert c.query is None


def test_a_value_written_with_digits_and_signs_binds_after_its_dimension_word():
    band = Dimension("strength", "category", 3)
    lex = lexicon(time=None, dims=(band,), values={"strength": ("0-1", "1-2", "6+")}, measures=("frequency",))
    q = compile_question("What was the total frequency for strength 6+?", [lex], ENGLISH).query
    assert q is not None and q.filters[0].values == ("6+",)
    q = compile_question("What was the frequency at strength 0-1?", [lex], ENGLISH).query
    assert q is not None and q.filters[0].values == ("0-1",)
    c = compile_question("What was the frequency at strength 3-4?", [lex], ENGLISH)  # no such band
    assert c.query is None


def test_two_measures_named_with_a_comparison_are_compared_over_the_same_rows():
    from noesis.relation import MEASURES
    lex = lexicon(time=YEARS, span=(1970.0, 2011.0, 42), dims=(), measures=("Biology", "Business"),
                  additivity="level")
    q = compile_question("Was Biology or Business higher in 1990, and by how much?", [lex], ENGLISH).query
    assert (q.op, q.over, q.members) == ("compare", MEASURES, ("Biology", "Business"))
    c = compile_question("What were Biology and Business in 1990?", [lex], ENGLISH)
    assert c.query is None and c.reason_kind == "ambiguous_measure"
    mixed = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), (), YEARS, (), (
        Measure("sales", "sales", None, "flow"), Measure("price", "price", None, "level"))), 100, (),
        (1970.0, 2011.0, 42), {}, None)
    c = compile_question("Were sales or price higher in the 1990s?", [mixed], ENGLISH)
    assert c.query is None and "do not aggregate alike" in c.reason


def test_the_unit_of_the_compared_measures_names_no_other_measure():
    from noesis.relation import MEASURES
    votes = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("district",), None, (STORES,), tuple(
        Measure(m, m, "votes", "level") for m in ("Coderre", "Joly", "total"))), 100,
        (("store", ("Fort Worth", "New York")),), None, {"total": ("total votes",)}, None)
    q = compile_question("Did Coderre or Joly get more votes in New York?", [votes], ENGLISH).query
    assert q is not None and (q.op, q.over, q.members) == ("compare", MEASURES, ("Coderre", "Joly"))
    r = read("Did Coderre or Joly get more votes in New York?", votes)
    assert [c.what for c in r.claims if r.tokens[c.first].fold == "votes"] == ["votes: the unit of Coderre, Joly"]
    q = compile_question("What were the total votes in New York?", [votes], ENGLISH).query
    assert q is not None and q.measure == "total"  # the alias still names its measure


def test_a_frequency_word_coarser_than_the_axis_is_its_scope_or_a_grouping():
    lex = lexicon(time=MONTHLY, dims=(), measures=("rate",), additivity="level")
    q = compile_question("What was the annual rate in 2013?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.statistic) == ("value", "mean")
    assert q.scope.intervals == ((days(date(2013, 1, 1)), days(date(2013, 12, 31))),)
    q = compile_question("What was the highest annual average rate?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.by_time, q.statistic) == ("rank", "year", "mean")
    c = compile_question("What was the annual rate?", [lex], ENGLISH)  # no year named, nothing ranked
    assert c.query is None and c.not_applied == ("annual",)
    q = compile_question("What was the highest monthly rate in 2013?", [lex], ENGLISH).query
    assert q is not None and q.op == "max"  # the axis's own step


# --------------------------------------------------------------------------- "how cold was it"
@pytest.mark.parametrize("superlative, positive", [("coldest", "cold"), ("hottest", "hot"), ("heaviest", "heavy"),
                                                   ("largest", "large"), ("longest", "long")])
def test_positive_forms_hold_the_adjective(superlative, positive):
    from noesis.query.tablequestion.stages import positive_forms

    assert positive in positive_forms(superlative)


def test_how_and_the_superlatives_positive_ask_the_extremes_value():
    lex = lexicon(time=MONTHLY, dims=(), measures=("temperature",), additivity="level")
    r = read("What was the coldest month, and how cold was it?", lex)
    assert r.extreme == "min" and unclaimed(r) == ()
    # an adjective the superlative is not of stays unread
    r = read("What was the coldest month, and how wet was it?", lex)
    assert "wet" in " ".join(unclaimed(r))


def test_words_asking_the_highest_and_the_lowest_at_once_are_refused_with_both_named():
    lex = lexicon(time=MONTHLY, dims=(), measures=("temperature",), additivity="level")
    c = compile_question("What was the coldest and the highest month?", [lex], ENGLISH)
    assert c is not None and c.query is None
    assert "'highest'" in c.reason and "'coldest'" in c.reason
    for q, op in (("What was the coldest month?", "min"), ("What was the coldest month in the record?", "min"),
                  ("What was the record coldest month?", "min"), ("What was the record temperature?", "max"),
                  ("What was the record low temperature?", "min")):
        c = compile_question(q, [lex], ENGLISH)
        assert c is not None and c.query is not None and c.query.op == op, q


def test_a_date_in_the_question_is_time_not_a_header_spelled_with_it():
    lex = lexicon(time=MONTHLY, span=(date(2001, 1, 1), date(2004, 12, 1)), dims=(),
                  measures=("approve", "sept.oct.2001"), additivity="level")
    c = compile_question("What was the approval rating in October 2001?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "approve"
    assert c.query.scope.text == "October 2001" and c.query.scope.intervals[0][0] == days(date(2001, 10, 1))
    c = compile_question("What was the sept.oct.2001 value in 2002?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "sept.oct.2001"


def test_counting_periods_or_members_where_something_holds_is_refused_saying_so():
    lex = lexicon(time=YEARS, span=(1800, 2010, 211), dims=(Dimension("country", "text", 3),),
                  values={"country": ("Argentina", "Brazil", "Chile")}, measures=("crisis",))
    c = compile_question("In how many years between 1900 and 2000 did Argentina see crisis?", [lex], ENGLISH)
    assert c is not None and c.query is None and "'how many years' counts the years" in c.reason
    had = compile_question("In how many years between 1900 and 2000 did Argentina have a crisis?", [lex], ENGLISH)
    assert had.query is not None and had.query.conditions[0].existence  # having it: above 0
    c = compile_question("Which were the most countries in crisis?", [lex], ENGLISH)  # no grouping
    assert c is not None and c.query is None and "'most countries' counts the country values" in c.reason
    # in a grouped question the countries are counted in each group where the condition holds
    c = compile_question("In which year were the most countries in crisis?", [lex], ENGLISH)
    assert c.query is None and "states no condition" in c.reason
    q = compile_question("In which year were the most countries in a crisis?", [lex], ENGLISH).query
    assert (q.op, q.statistic, q.counted.column, q.conditions[0].existence) == ("rank", "count", "country", True)
    # an amount ("how many crises") and a ranking over the members stay answerable
    c = compile_question("Which country had the highest crisis in 1990?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "rank"


def test_by_how_many_is_the_comparisons_difference_not_a_count():
    lex = lexicon(time=YEARS, span=(1800, 2010, 211), dims=(Dimension("country", "text", 3),),
                  values={"country": ("Argentina", "Brazil", "Chile")}, measures=("crisis",))
    c = compile_question("Did Argentina or Brazil have more crisis from 1800 to 2010, and by how many?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "compare" and c.query.statistic == "sum"


def test_how_many_hours_on_a_table_with_no_time_is_the_measures_unit_not_a_count_of_periods():
    lex = lexicon(time=None, dims=(STORES,), measures=("sleep_total",))
    r = read("How many hours a day does New York sleep?", lex)
    assert not r.unsupported


def test_a_measure_the_question_calls_a_rate_averages_when_its_additivity_is_unknown():
    lex = lexicon(time=MONTHLY, span=(date(2008, 1, 1), date(2010, 12, 1)), dims=(), measures=("unemployment",),
                  additivity="unknown")
    c = compile_question("What was the annual unemployment rate in 2009?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.statistic == "mean"
    assert "rate" in c.query.statistic_why
    c = compile_question("What was the unemployment in 2009?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.statistic == ""  # unknown: the answer asks


def test_slowest_and_fastest_bind_a_time_measure_only():
    lex = lexicon(time=WEEKS, span=(0, 9, 10), dims=(PIG,), measures=("reaction time",), additivity="level")
    assert read("Which pig had the slowest reaction time?", lex).extreme == "max"
    assert read("Which pig had the fastest reaction time?", lex).extreme == "min"
    speed = lexicon(time=WEEKS, span=(0, 9, 10), dims=(PIG,), measures=("speed",), additivity="level")
    c = compile_question("Which pig had the fastest speed?", [speed], ENGLISH)
    assert c is None or c.query is None  # "fastest" of a speed is its maximum: not read as the minimum


def test_which_noun_names_the_one_dimension_with_no_header_when_the_question_ranks():
    lex = lexicon(time=None, dims=(Dimension("column1", "text", 3),), values={"column1": ("Food", "Rent", "Travel")},
                  measures=("expenditure",))
    c = compile_question("Which category had the largest expenditure?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "rank" and c.query.over == "column1"
    named = lexicon(time=None, dims=(STORES,), measures=("expenditure",))
    c = compile_question("Which category had the largest expenditure?", [named], ENGLISH)
    assert c is None or c.query is None  # a named dimension is not called by another noun


def test_faster_and_slower_compare_times_and_say_which_end():
    runners = Dimension("Name", "text", 2)
    lex = lexicon(time=YEARS, span=(1980, 2000, 21), dims=(runners,), values={"Name": ("Carl Lewis", "Ben Johnson")},
                  measures=("time",), additivity="level")
    c = compile_question("Who was faster in 1988, Carl Lewis or Ben Johnson?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "compare"
    assert c.query.said_as == ("faster", "min")
    c = compile_question("Who was slower in 1988, Carl Lewis or Ben Johnson?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.said_as == ("slower", "max")
    speed = lexicon(time=YEARS, span=(1980, 2000, 21), dims=(runners,), values={"Name": ("Carl Lewis", "Ben Johnson")},
                    measures=("speed",), additivity="level")
    c = compile_question("Who was faster in 1988, Carl Lewis or Ben Johnson?", [speed], ENGLISH)
    assert c is not None and c.query is None and "faster" in c.reason  # of a speed, "faster" is the higher


def test_a_comparison_word_with_one_thing_named_is_refused_not_dropped():
    c = compile_question("Was sales higher at Fort Worth in 2013?", [lexicon()], ENGLISH)
    assert c is not None and c.query is None and "comparison" in c.reason


def test_a_word_that_fits_several_measures_is_asked_back_beside_a_bound_one():
    lex = lexicon(time=None, dims=(Dimension("column1", "text", 2),), values={"column1": ("50-54", "55-59")},
                  measures=("Rural Male", "Rural Female", "Urban Male", "Urban Female"), additivity="level")
    c = compile_question("Was rural higher than urban men aged 55-59?", [lex], ENGLISH)
    assert c is not None and c.query is None and "rural" in c.reason and "Rural Female" in c.reason


def test_sex_words_name_female_and_male_headers_and_values():
    wide = lexicon(time=None, dims=(Dimension("column1", "text", 2),), values={"column1": ("50-54", "60-64")},
                   measures=("Urban Male", "Urban Female"), additivity="level")
    c = compile_question("What was it for urban women aged 60-64?", [wide], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "Urban Female"
    assert [(f.column, f.values) for f in c.query.filters] == [("column1", ("60-64",))]
    sex = Dimension("Sex", "category", 2)
    long = lexicon(time=YEARS, span=(2000, 2010, 11), dims=(sex,), values={"Sex": ("Female", "Male")},
                   measures=("population",), additivity="level")
    c = compile_question("What was the population of boys in 2005?", [long], ENGLISH)
    assert c is not None and c.query is not None and [(f.column, f.values) for f in c.query.filters] == [("Sex", ("Male",))]


def test_a_coded_value_is_read_without_its_word_only_when_one_dimension_holds_it():
    age, band = Dimension("agegp", "category", 2), Dimension("tobgp", "category", 2)
    lex = lexicon(time=None, dims=(age, band), values={"agegp": ("25-34", "35-44"), "tobgp": ("0-9g/day", "35-44")},
                  measures=("ncases",))
    c = compile_question("How many ncases were aged 25-34?", [lex], ENGLISH)
    assert c is not None and c.query is not None and ("agegp", ("25-34",)) in [(f.column, f.values) for f in c.query.filters]
    c = compile_question("How many ncases were in 35-44?", [lex], ENGLISH)
    assert c is None or c.query is None  # two dimensions hold "35-44": not guessed


def test_the_dimension_word_beside_a_named_value_is_read_with_it():
    medal = Dimension("Medal", "category", 3)
    lex = lexicon(time=YEARS, span=(1960, 2012, 53), dims=(medal,), values={"Medal": ("GOLD", "SILVER", "BRONZE")},
                  measures=("time",), additivity="level")
    r = read("What was the average time of the GOLD medal in 2008?", lex)
    assert not unclaimed(r) and [m.value for m in r.members] == ["GOLD"]


def test_how_many_after_a_superlative_asks_its_amount():
    lex = lexicon(time=YEARS, span=(1900, 2000, 101), dims=(), measures=("divorces",))
    c = compile_question("When did divorces peak, and how many were there?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "max"
    c = compile_question("How many divorces were there in 1950?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op != "max"


def test_a_shared_last_word_makes_two_members_of_rural_or_urban_men():
    wide = lexicon(time=None, dims=(Dimension("column1", "text", 2),), values={"column1": ("50-54", "55-59")},
                   measures=("Rural Male", "Rural Female", "Urban Male", "Urban Female"), additivity="level")
    c = compile_question("Was it higher for rural or urban men aged 55-59, and by how much?", [wide], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "compare"
    assert set(c.query.members) == {"Rural Male", "Urban Male"}
    group = Dimension("group", "text", 4)
    long = lexicon(time=None, dims=(group, Dimension("column1", "text", 2)),
                   values={"group": ("Rural Male", "Rural Female", "Urban Male", "Urban Female"),
                           "column1": ("50-54", "55-59")}, measures=("rate",), additivity="level")
    c = compile_question("Was the rate higher for rural or urban women aged 50-54?", [long], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "compare"
    assert c.query.over == "group" and set(c.query.members) == {"Rural Female", "Urban Female"}


QUARTERLY = TimeAxis(("time",), ("fractional-year",), "quarter", "date")


@pytest.mark.parametrize(("phrase", "op", "value"), [
    ("above 70", ">", 70.0), ("more than 70", ">", 70.0), ("at least 70", ">=", 70.0),
    ("below 30", "<", 30.0), ("fewer than 30", "<", 30.0), ("negative", "<", 0.0),
])
def test_a_condition_on_the_measure_counts_the_readings_that_meet_it(phrase, op, value):
    lex = lexicon(time=QUARTERLY, span=(date(1945, 1, 1), date(1974, 10, 1)), dims=(), measures=("approval",),
                  additivity="level")
    c = compile_question(f"In how many quarters was the approval {phrase}?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "count"
    assert [(k.measure, k.op, k.value) for k in c.query.conditions] == [("approval", op, value)]


def test_a_condition_written_as_a_percent_holds_only_for_a_measure_in_percent():
    lex = lexicon(time=QUARTERLY, span=(date(1945, 1, 1), date(1974, 10, 1)), dims=(), measures=("approval",),
                  additivity="level")
    c = compile_question("In how many quarters was the approval above 70 percent?", [lex], ENGLISH)
    assert c is not None and c.query is None and "percent" in c.reason


def test_a_condition_on_another_measure_selects_the_rows_of_the_one_asked():
    lex = lexicon(measures=("precipitation", "temp_max"), dims=())
    c = compile_question("What was the average precipitation on days with temp_max below 0?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "precipitation" and c.query.op == "mean"
    assert [(k.measure, k.op, k.value) for k in c.query.conditions] == [("temp_max", "<", 0.0)]


def test_a_header_with_a_count_prefix_names_what_it_counts_and_how_many_sums_it():
    age = Dimension("agegp", "category", 2)
    lex = lexicon(time=None, dims=(age,), values={"agegp": ("25-34", "35-44")}, measures=("ncases", "ncontrols"),
                  additivity="unknown")
    c = compile_question("How many controls were aged 25-34?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "ncontrols"
    assert c.query.op == "sum" and "count" in c.query.statistic_why
    c = compile_question("How many cases are there in total?", [lex], ENGLISH)
    assert c is not None and c.query is not None and (c.query.measure, c.query.op) == ("ncases", "sum")


def test_how_many_of_a_dimension_counts_its_values():
    state = Dimension("state", "id", 3)
    lex = lexicon(time=YEARS, span=(1963, 1992, 30), dims=(state,), values={"state": ("1", "3", "5")},
                  measures=("price", "sales"), additivity="level")
    for q in ("How many states does the table cover?", "How many states are there?",
              "How many states took part in the study?", "How many of the states are there?"):
        c = compile_question(q, [lex], ENGLISH)
        assert c is not None and c.query is not None and (c.query.op, c.query.over) == ("members", "state")
    c = compile_question("How many states had a price above 100 in 1990?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "members"
    assert [(k.measure, k.op, k.value) for k in c.query.conditions] == [("price", ">", 100.0)]
    had = compile_question("How many states had a price in 1990?", [lex], ENGLISH).query  # having it: above 0
    assert had.op == "members" and had.conditions[0].existence
    c = compile_question("How many states had sales in 1990?", [lex], ENGLISH)
    assert c is None or c.query is None or c.query.op != "members"  # which reading of sales counts is not said
    # "how many of the X": function words between the count and the dimension's word, nothing else
    c = compile_question("How many of the states had a price above 100 in 1990?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "members"
    c = compile_question("How many of the richest states had a price above 100 in 1990?", [lex], ENGLISH)
    assert c is None or c.query is None or c.query.op != "members"  # "richest" between: not only function words


def test_which_of_the_tables_own_things_ranks_its_rows_by_their_statistic():
    name = Dimension("name", "text", 3)
    schema_ = TableSchema("occupations.csv", (), ("name",), None, (name,),
                          (Measure("education", "education", None, "level"),))
    lex = table_lexicon("kb", "occupations.csv", schema_, 3, (("name", ("masons", "physicians", "nurses")),),
                        None, {}, None)
    c = compile_question("Which occupation had the least education on average?", [lex], ENGLISH)
    assert c is not None and c.query is not None
    assert (c.query.op, c.query.over, c.query.statistic, c.query.descending) == ("rank", "name", "mean", False)
    # a word that is not the table's ("which lawyer") asks nothing the table holds: no ranking
    c = compile_question("Which lawyer had the least education on average?", [lex], ENGLISH)
    assert c is None or c.query is None


def test_a_price_is_never_said_of_a_measure_whose_unit_is_no_currency():
    def lex_with(unit):
        sch = TableSchema("oil.csv", (), (), YEARS, (), (Measure("Oil", "Oil", unit, "level"),))
        return table_lexicon("kb", "oil.csv", sch, 30, (), (1983.0, 2016.0, 34), {"Oil": ("residual fuel oil",)}, None)

    gallons = read("What was the price of residual fuel oil in 1995?", lex_with("million gallons per day"))
    assert unclaimed(gallons) == ("price",)  # oil sold in gallons: its price is not in the table
    for unit in ("dollars per barrel", None):  # a currency, or no unit declared: the noun restates the measure
        r = read("What was the price of residual fuel oil in 1995?", lex_with(unit))
        assert not unclaimed(r) and r.measures == ("Oil",)


def test_a_superlative_declared_as_a_measures_word_still_says_the_extreme():
    lex = lexicon(measures=("temp",), additivity="level", aliases={"temp": ("temperature", "coldest")})
    c = compile_question("Which store was the coldest in 2013?", [lex], ENGLISH)
    assert c is not None and c.query is not None
    assert (c.query.op, c.query.measure, c.query.over, c.query.descending) == ("rank", "temp", "store", False)


def test_a_superlative_inside_a_declared_phrase_says_the_extreme_and_a_headers_word_does_not():
    lex = lexicon(measures=("yield", "max_temp"), additivity="level",
                  aliases={"yield": ("harvest", "poorest harvest")})
    c = compile_question("Which store had the poorest harvest?", [lex], ENGLISH)
    assert c.query is not None and (c.query.op, c.query.measure, c.query.descending) == ("rank", "yield", False)
    r = read("What was the max temp of New York on 2013-06-30?", lex)
    assert r.measures == ("max_temp",) and not r.extreme  # the header's "max" is its name, not a maximum
    named = lexicon(measures=("mlda",), additivity="level", aliases={"mlda": ("minimum legal drinking age",)})
    r = read("What was the mean minimum legal drinking age of New York in 2013?", named)
    assert r.measures == ("mlda",) and not r.extreme  # "minimum" names the kind of age, no extreme


def test_more_than_half_is_above_fifty_percent_of_a_measure_in_percent_only():
    def lex_with(unit):
        name = Dimension("name", "text", 3)
        sch = TableSchema("jobs.csv", (), ("name",), None, (name,), (Measure("women", "women", unit, "level"),))
        return table_lexicon("kb", "jobs.csv", sch, 3, (("name", ("masons", "nurses", "cooks")),), None, {}, None)

    c = compile_question("How many jobs were more than half women?", [lex_with("%")], ENGLISH)
    assert c is not None and c.query is not None
    assert [(k.measure, k.op, k.value) for k in c.query.conditions] == [("women", ">", 50.0)]
    c = compile_question("How many jobs were more than half women?", [lex_with(None)], ENGLISH)
    assert c is not None and c.query is None and "percent" in c.reason  # the unit is not known: asked


def test_a_frequency_tables_groups_are_ranked_by_their_cells_summed():
    freq = lexicon(time=None, dims=(STORES,), measures=("Freq",), additivity="unknown")
    q = compile_question("Which store had the highest Freq?", [freq], ENGLISH).query
    assert (q.op, q.over, q.statistic) == ("rank", "store", "sum")
    timed = lexicon(dims=(STORES,), measures=("Freq",), additivity="unknown")  # over time: not cells of a whole
    c = compile_question("Which store had the highest Freq?", [timed], ENGLISH)
    assert c.query is None or c.query.statistic != "sum"


def test_an_average_per_member_is_the_mean_of_each_members_own_amount():
    q = compile_question("What were the average sales per store in 2013?", [lexicon()], ENGLISH).query
    assert (q.op, q.over, q.statistic) == ("mean", "store", "sum")  # a flow: each store's total, averaged
    level = lexicon(measures=("price",), additivity="level")
    q = compile_question("What was the average price per store in 2013?", [level], ENGLISH).query
    assert (q.op, q.over, q.statistic) == ("mean", "store", "value")  # each store's one reading (checked when run)


def test_how_many_before_a_flags_word_counts_the_rows_where_it_holds():
    champion = Dimension("champion", "category", 2)
    lex = lexicon(time=YEARS, span=(1990, 2020, 31), dims=(STORES, champion), measures=("wins",),
                  values={"store": ("Fort Worth", "New York"), "champion": ("N", "Y")})
    q = compile_question("How many championships did New York win between 1990 and 2020?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.measure) == ("count", "")  # the rows where champion is Y
    assert sorted((f.column, f.values) for f in q.filters) == [("champion", ("Y",)), ("store", ("New York",))]
    q = compile_question("How many wins did New York have in 1995?", [lex], ENGLISH).query
    assert q is not None and q.measure == "wins"  # no flag after "how many": the amount of wins


def test_a_century_glossed_by_a_range_in_parentheses_is_that_range():
    lex = lexicon(time=YEARS, span=(1790, 1990, 21), dims=(), measures=("pop",), additivity="level")
    q = compile_question("What was the average pop in the 19th century (1800 to 1900)?", [lex], ENGLISH).query
    assert q is not None and q.scope.intervals == ((1800.0, 1900.0),)
    c = compile_question("What was the average pop in the 19th century?", [lex], ENGLISH)
    assert c.query is None and "1801" in c.reason  # asked back, naming both counts


def test_how_many_of_a_dimension_of_whole_numbers_reads_its_value_on_the_rows_named():
    family, children, gender = Dimension("family", "id", 3), Dimension("children", "category", 3), \
        Dimension("gender", "category", 2)
    lex = lexicon(time=None, dims=(family, children, gender), measures=("height",), additivity="level",
                  values={"family": ("001", "002", "136"), "children": ("1", "4", "10"), "gender": ("female", "male")})
    q = compile_question("How many children were in family 136?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.over) == ("attribute", "children")
    q = compile_question("How many genders were in family 136?", [lex], ENGLISH).query
    assert q is None or q.op != "attribute"  # words, not numbers: the values are counted, not read
    airports = lexicon(time=None, dims=(Dimension("AirportID", "id", 3), STORES), measures=("alt",),
                       values={"AirportID": ("101", "102", "103"), "store": ("Fort Worth", "Fort Collins", "New York")})
    q = compile_question("How many airports are in New York?", [airports], ENGLISH).query
    assert q is not None and q.op == "members"  # an id's digits are labels: counted, never read as a number


def test_how_many_people_counts_the_ids_declared_as_persons():
    person = Dimension("id", "id", 3)
    lex = table_lexicon("kb", "panel.csv", schema(YEARS, (person,), ("visits",), "flow"), 30,
                        (("id", ("1", "2", "3")),), (1984.0, 1988.0, 5), {}, None, column_words={"id": ("person",)})
    q = compile_question("How many people were surveyed in 1987?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.over) == ("members", "id")


def test_how_many_before_a_plural_of_the_measures_alias_sums_the_cells():
    lex = lexicon(time=None, dims=(STORES,), measures=("enrl",), additivity="unknown",
                  aliases={"enrl": ("students enrolled", "enrolled")})
    q = compile_question("How many students were enrolled in the stores?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.statistic) == ("sum", "sum")  # students are counted: the cells add up
    c = compile_question("What was the enrl in the stores?", [lex], ENGLISH)
    assert c.query is None or c.query.statistic != "sum"  # nothing says it counts: not summed


def test_a_verb_that_leads_a_value_is_read_with_it():
    treat = Dimension("treat", "category", 2)
    lex = lexicon(time=None, dims=(treat,), measures=("age",), additivity="level",
                  values={"treat": ("Placebo", "Drug")})
    r = read("What was the average age of the patients given the placebo?", lex)
    assert [m.value for m in r.members] == ["Placebo"] and "given" not in " ".join(unclaimed(r))
    assert "given" in " ".join(unclaimed(read("What was the average age given to the clerk?", lex)))


def test_a_unit_that_names_the_measures_things_makes_it_a_count():
    def lex_with(measure, unit):
        sch = TableSchema("t.csv", (), ("store",), None, (STORES,), (Measure(measure, measure, unit, "unknown"),))
        return table_lexicon("kb", "t.csv", sch, 9, (("store", ("Fort Worth", "Fort Collins", "New York")),),
                             None, {}, None)

    q = compile_question("Which store had the most sons?", [lex_with("sons", "sons")], ENGLISH).query
    assert q is not None and (q.op, q.statistic) == ("rank", "sum")  # sons counted: each store's cells summed
    q = compile_question("Which store had the most men?", [lex_with("men", "men")], ENGLISH).query
    assert q is not None and (q.op, q.statistic) == ("rank", "sum")  # an irregular plural too
    c = compile_question("Which store had the most schooling?", [lex_with("schooling", "years")], ENGLISH)
    assert c.query is None or c.query.statistic != "sum"  # years are a unit of time, not things counted


def test_a_superlative_of_a_kind_is_said_of_that_kind_only():
    rate = lexicon(measures=("rate",), additivity="level")
    c = compile_question("When was New York at its strongest in 2013?", [rate], ENGLISH)
    assert c.query is None and "strongest" in c.reason  # a rate's strongest end depends on its quote: asked
    wind = lexicon(measures=("wind",), additivity="level")
    q = compile_question("When was the wind of New York strongest in 2013?", [wind], ENGLISH).query
    assert q is not None and q.measure == "wind" and q.statistic == "max"


def test_every_member_said_sums_a_measure_that_adds_up():
    q = compile_question("What were the sales across the stores in 2013?", [lexicon()], ENGLISH).query
    assert q is not None and (q.op, q.statistic) == ("sum", "sum")  # every store's sales, a flow: summed
    q = compile_question("What were the sales in 2013?", [lexicon()], ENGLISH).query
    assert q is not None and q.op == "value"  # no store named nor every one said: the rows are asked about
    level = lexicon(measures=("price",), additivity="level")
    q = compile_question("What was the price across the stores in 2013?", [level], ENGLISH).query
    assert q is None or q.op != "sum"  # a level never sums


def test_a_phrase_declared_for_the_axis_after_which_asks_when():
    periods = TimeAxis(("",), ("number",), "number", "number")
    lex = table_lexicon("kb", "t.csv", schema(periods, (), ("sales",), "level"), 30, (), (1.0, 30.0, 30), {}, None,
                        axis_name="period", column_words={"period": ("four-week period",)})
    r = read("In which four-week period were sales highest?", lex)
    assert not unclaimed(r) and r.asks_when
    assert unclaimed(read("In which two-week period were sales highest?", lex))  # not the phrase declared


def test_which_and_the_one_word_name_of_a_number_axis_asks_when_never_a_calendar_day():
    days = TimeAxis(("Time",), ("number",), "number", "number")
    lex = table_lexicon("kb", "BOD.csv", schema(days, (), ("demand",), "level"), 6, (), (1.0, 7.0, 6), {}, None,
                        axis_name="day")
    c = compile_question("On which day was the demand highest?", [lex], ENGLISH)
    assert c.query is not None and c.query.by_time is None and c.query.statistic == "max" and not c.not_applied
    undeclared = table_lexicon("kb", "BOD.csv", schema(days, (), ("demand",), "level"), 6, (), (1.0, 7.0, 6), {}, None)
    c = compile_question("On which day was the demand highest?", [undeclared], ENGLISH)
    assert c.query is not None and c.query.by_time == "day"  # calendar days, which the store refuses here
    years = table_lexicon("kb", "t.csv", schema(YEARS, (), ("persons",), "level"), 66, (), (1947.0, 2012.0, 66), {},
                          None, axis_name="year")
    c = compile_question("In which year were the persons highest on average?", [years], ENGLISH)
    assert c.query is not None and c.query.by_time == "year"  # a year axis: "which year" groups by year


def test_a_phrase_declared_for_the_axis_wins_over_the_tables_title_word():
    days = TimeAxis(("time",), ("number",), "number", "number")
    lex = table_lexicon("kb", "clouds.csv", schema(days, (), ("rainfall",), "flow"), 24, (), (0.0, 83.0, 24), {},
                        "cloud seeding experiment", axis_name="day",
                        column_words={"day": ("day of the experiment",)})
    r = read("On which day of the experiment was the rainfall lowest?", lex)
    assert not unclaimed(r) and r.asks_when and r.by_time is None


def test_a_rate_per_n_binds_the_measure_whose_name_holds_it_and_is_never_a_year():
    lex = lexicon(time=YEARS, span=(1867, 2014, 148), dims=(),
                  measures=("Marriages", "Divorces", "Marriages_per_1000", "Divorces_per_1000"))
    c = compile_question("What was the average marriage rate per 1000 people in the 1920s?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "Marriages_per_1000"
    c = compile_question("What was the marriage rate per 100 people in 1950?", [lex], ENGLISH)
    assert c is not None and c.query is None and "per 100 people" in c.reason


def test_fell_is_said_of_precipitation_and_a_change_of_anything_else():
    lex = lexicon(measures=("precipitation", "temp_max"), dims=(), additivity="flow")
    c = compile_question("How much precipitation fell in total in 2013?", [lex], ENGLISH)
    assert c is not None and c.query is not None and (c.query.measure, c.query.op) == ("precipitation", "sum")
    c = compile_question("How much did temp_max fall from 2013 to 2014?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.op == "change"


def test_a_coded_value_that_abbreviates_a_word_names_it_when_one_value_does():
    vore = Dimension("vore", "category", 3)
    lex = lexicon(time=None, dims=(vore,), values={"vore": ("carni", "herbi", "omni")},
                  measures=("sleep_total", "sleep_rem"), additivity="level")
    c = compile_question("What is the average total sleep of the carnivores?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "sleep_total"
    assert [(f.column, f.values) for f in c.query.filters] == [("vore", ("carni",))]
    c = compile_question("What is the average total sleep of the insectivores?", [lex], ENGLISH)
    assert c is None or c.query is None  # no value abbreviates it: not read


def test_the_counted_word_of_a_measures_unit_is_read_as_that_unit():
    lex = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), (), MONTHLY, (), (
        Measure("construction", "construction", "thousand jobs", "level"),
        Measure("retail_trade", "retail_trade", "thousand jobs", "level"))),
        100, (), (days(date(2006, 1, 1)), days(date(2015, 12, 1)), 120), {}, None)
    c = compile_question("How many construction jobs were there in June 2009?", [lex], ENGLISH)
    assert c is not None and c.query is not None and c.query.measure == "construction"
    c = compile_question("How many construction workers were there in June 2009?", [lex], ENGLISH)
    assert c is None or c.query is None  # "workers" is not its unit: not applied


# --------------------------------------------------------------------------- ranges, ends and alias words
def test_a_range_end_without_a_year_takes_the_other_ends_year():
    _parts, ranges = time_parts(tokenize("between January and June 1975"), ENGLISH)
    assert [(p.label, p.lo, p.hi) for p in (ranges[0].start, ranges[0].end)] == [
        ("January 1975", date(1975, 1, 1), date(1975, 1, 31)), ("June 1975", date(1975, 6, 1), date(1975, 6, 30))]
    _parts, ranges = time_parts(tokenize("from the second quarter of 1962 to the fourth quarter of 1971"), ENGLISH)
    assert [(p.lo, p.hi) for p in (ranges[0].start, ranges[0].end)] == [
        (date(1962, 4, 1), date(1962, 6, 30)), (date(1971, 10, 1), date(1971, 12, 31))]
    _parts, ranges = time_parts(tokenize("between January and June"), ENGLISH)
    assert ranges[0].start.kind == ranges[0].end.kind == "months"  # no year at either end: every year's


def test_a_change_between_two_ends_that_recur_every_year_is_refused():
    lex = lexicon(time=MONTHLY, span=(date(2012, 1, 1), date(2015, 12, 31)))
    c = compile_question("How did sales of New York change from January to June?", [lex], ENGLISH)
    assert c.query is None and c.reason_kind == "not_expressible" and "every year's" in c.reason
    q = compile_question("How did sales of New York change from January 2013 to June 2013?", [lex], ENGLISH).query
    assert q is not None and q.op == "change"


def test_a_statistic_beside_a_change_of_single_readings_is_refused():
    lex = lexicon(time=YEARS, span=(1970.0, 2011.0, 42), dims=(), additivity="level")
    c = compile_question("What was the average change in sales from 1980 to 1990?", [lex], ENGLISH)
    assert c.query is None and "asks a statistic over readings" in c.reason
    q = compile_question("How did sales change from 1980 to 1990?", [lex], ENGLISH).query
    assert q is not None and q.op == "change"


def test_a_word_of_a_measures_alias_restates_it_and_never_names_a_second_beside_another():
    lex = lexicon(time=YEARS, span=(1970.0, 2011.0, 42), dims=(), measures=("y", "income"), additivity="level",
                  aliases={"y": ("revenue", "log revenue"), "income": ("income level",)})
    q = compile_question("What was the (log) revenue in 1990?", [lex], ENGLISH).query
    assert q is not None and q.measure == "y"
    c = compile_question("By how much did the income level (log) rise from 1980 to 1990?", [lex], ENGLISH)
    assert c.query is None and c.reason_kind == "not_applied" and c.not_applied == ("log",)
    q = compile_question("What was the log in 1990?", [lex], ENGLISH).query  # alone, the word names its measure
    assert q is not None and q.measure == "y"


def test_an_unread_word_with_no_measure_named_lists_the_measures():
    lex = lexicon(time=YEARS, span=(1970.0, 2011.0, 42), dims=(), additivity="level")
    c = compile_question("What was the flow in 1990?", [lex], ENGLISH)
    assert c.reason_kind == "not_applied" and "its one measure is sales" in c.reason and "[vocabulary]" in c.reason


def test_an_unread_plural_noun_over_rows_of_things_says_how_to_declare_them():
    lex = lexicon(time=None, dims=(SMOKER,), measures=("tip",))
    c = compile_question("What was the average tip of the customers?", [lex], ENGLISH)
    assert c.not_applied == ("of the customers",)
    assert 'entity = "customers"' in c.why_of("of the customers") and 'entity = "customers"' in c.reason
    c = compile_question("Which day gives the highest average tip?", [lex], ENGLISH)
    assert "entity" not in c.reason  # a verb's "-s" is no row noun
    monthly = lexicon(time=YEARS, span=(1970.0, 2011.0, 42), dims=(), measures=("construction",))
    c = compile_question("How many construction jobs were there in 1990?", [monthly], ENGLISH)
    assert c.not_applied == ("jobs",) and "entity" not in c.why_of("jobs")  # one series a period: no rows of things


def test_a_measure_of_a_number_after_an_article_is_its_value():
    lex = lexicon(time=None, dims=(SMOKER,), measures=("tip", "size"), additivity="level")
    c = compile_question("What was the average tip of the rows with a size of 3?", [lex], ENGLISH)
    assert c.query is not None and c.query.measure == "tip"
    assert [(k.op, k.value, k.measure) for k in c.query.conditions] == [("=", 3.0, "size")]
    lex = lexicon(time=None, dims=(SMOKER,), measures=("rate", "conc"), additivity="level")
    c = compile_question("What is the average rate at a concentration of 0.02?", [lex], ENGLISH)  # "conc" shortened
    assert c.query is not None and [(k.op, k.value, k.measure) for k in c.query.conditions] == [("=", 0.02, "conc")]
    years = lexicon(time=YEARS, span=(1970.0, 2011.0, 42), dims=(), measures=("pop",), additivity="level")
    c = compile_question("What was the pop of 1990?", [years], ENGLISH)  # "the": a time, never pop = 1990
    assert not (c.query and c.query.conditions)


def test_a_superlative_said_of_the_day_picks_it_by_its_own_measure():
    lex = lexicon(measures=("temp_max", "temp_min"), additivity="level")
    c = compile_question("What was the temp_min on the hottest day?", [lex], ENGLISH)
    assert c.query is None and "temp_max" in c.reason  # the hottest day is temp_max's: never the highest temp_min
    q = compile_question("What was the temp_max on the hottest day?", [lex], ENGLISH).query
    assert q is not None and q.measure == "temp_max"
    q = compile_question("What was the hottest day?", [lex], ENGLISH).query
    assert q is not None and q.measure == "temp_max"
    q = compile_question("What was the lowest temp_min?", [lex], ENGLISH).query
    assert q is not None and q.measure == "temp_min"


def test_a_share_of_the_rows_holding_a_value_counts_them_against_all():
    lex = lexicon(time=None, dims=(SMOKER,), measures=("tip", "size"), additivity="level")
    q = compile_question("What percentage of rows have smoker Yes?", [lex], ENGLISH).query
    assert q is not None and q.op == "count" and q.percent and q.whole_over == "smoker"
    assert [(f.column, f.values) for f in q.filters] == [("smoker", ("Yes",))]
    c = compile_question("What share of the tip is from smokers?", [lex], ENGLISH)  # a measure's share: not rows
    assert c.query is None or c.query.op != "count"


def test_among_names_the_rows_as_of_does():
    lex = lexicon(time=None, dims=(SMOKER,), measures=("tip",))
    q = compile_question("What was the highest tip among smokers?", [lex], ENGLISH).query
    assert q is not None and q.filters and q.filters[0].values == ("Yes",)


# --------------------------------------------------------------------------- the eighth pass
CLASS = Dimension("Class", "category", 4)
AGE = Dimension("Age", "category", 2)
SURVIVED = Dimension("Survived", "category", 2)
FREQ_VALUES = {"Class": ("1st", "2nd", "3rd", "Crew"), "Age": ("Adult", "Child"), "Survived": ("No", "Yes")}


def _frequency_table(measure="Freq"):
    return lexicon(time=None, dims=(CLASS, AGE, SURVIVED), values=FREQ_VALUES, measures=(measure,),
                   additivity="unknown")


@pytest.mark.parametrize("q", ["How many third-class children survived?", "How many 3rd class children survived?",
                               "How many children of class 3rd survived?"])
def test_an_ordinal_beside_its_dimension_word_names_the_ordinal_value(q):
    r = read(q, _frequency_table())
    assert sorted((m.column, m.value) for m in r.members) == [("Age", "Child"), ("Class", "3rd"), ("Survived", "Yes")]
    assert not unclaimed(r)


def test_an_ordinal_alone_is_no_value_and_an_ordinal_no_row_has_is_refused_by_name():
    assert not [m for m in read("the first reading of Freq", _frequency_table()).members if m.column == "Class"]
    r = read("How many fifth-class children survived?", _frequency_table())
    assert not r.unmatched or r.unmatched[0].column == "Class"  # "fifth" is no ordinal of the pack: left unread
    r = read("How many 5th class children survived?", _frequency_table())
    assert r.unmatched and r.unmatched[0].column == "Class" and "3rd" in r.unmatched[0].nearest


def test_the_most_common_value_of_a_frequency_table_weighs_its_counts():
    c = compile_question("What was the most common class among children?", [_frequency_table()], ENGLISH)
    assert c.query is not None and c.query.op == "rank" and c.query.over == "Class"
    assert c.query.measure == "Freq" and c.query.statistic == "sum"  # never the rows per class (one each)


def test_how_many_over_a_frequency_table_sums_its_count_and_rows_asked_are_counted():
    c = compile_question("How many third-class children survived?", [_frequency_table()], ENGLISH)
    assert c.query is not None and c.query.op == "sum" and c.query.statistic == "sum"
    c = compile_question("How many survived?", [_frequency_table("n")], ENGLISH)
    assert c.query is not None and c.query.op == "sum"
    c = compile_question("How many rows have survived?", [_frequency_table()], ENGLISH)
    assert c.query is None or c.query.op != "sum"  # rows asked: never summed
    other = lexicon(time=None, dims=(CLASS, AGE, SURVIVED), values=FREQ_VALUES, measures=("fare",),
                    additivity="unknown")
    c = compile_question("How many children survived?", [other], ENGLISH)
    assert c.query is None or c.query.op != "sum"  # not a frequency: no sum of fares


SIZE = Dimension("size", "text", 3)


def test_a_title_word_that_is_a_dimensions_own_word_is_that_dimension():
    # "size" of ``fish_sizes.csv`` is its column ``size``: grouped by, never the title beside
    # the only measure (which read "the average size" as the average weight)
    lex = table_lexicon("fish", "fish_sizes.csv", schema(None, (SIZE,), ("weight",), "level"), 4,
                        (("size", ("small", "medium", "large")),), None, {}, None)
    assert compile_question("What was the average weight by size?", [lex], ENGLISH).query.over == "size"
    c = compile_question("What was the average size?", [lex], ENGLISH)
    assert c.query is None and "size" in c.reason


@pytest.mark.parametrize("q, listed", [("What was the lowest weight for each size?", "min"),
                                       ("What was the highest weight per size?", "max"),
                                       ("What was the highest weight by size?", "max")])
def test_a_superlative_of_each_group_lists_each_groups_extreme(q, listed):
    lex = table_lexicon("fish", "fish_sizes.csv", schema(None, (SIZE,), ("weight",), "level"), 4,
                        (("size", ("small", "medium", "large")),), None, {}, None)
    got = compile_question(q, [lex], ENGLISH).query
    assert (got.op, got.over, got.statistic) == ("list", "size", listed)


def test_which_group_with_a_superlative_still_ranks_the_groups():
    lex = table_lexicon("fish", "fish_sizes.csv", schema(None, (SIZE,), ("weight",), "level"), 4,
                        (("size", ("small", "medium", "large")),), None, {}, None)
    got = compile_question("Which size had the highest weight?", [lex], ENGLISH).query
    assert (got.op, got.over) == ("rank", "size")


def test_a_number_like_a_year_is_a_threshold_on_a_table_whose_time_holds_no_years():
    none = lexicon(time=None, dims=(), measures=("income", "foodexp"), additivity="level")
    r = read("the average foodexp when the income was above 1000", none)
    assert [c[:2] for c in r.conditions] == [(">", 1000.0)]
    yearly = lexicon(time=YEARS, span=(1931.0, 1968.0, 38), dims=(), measures=("income",), additivity="level")
    assert read("the income above 1950", yearly).conditions == ()  # a year on a year axis


def test_a_concept_comparative_before_than_and_a_number_is_a_condition_on_that_kinds_measure():
    lex = lexicon(time=None, dims=(), measures=("survival", "age"), additivity="level")
    r = read("the average survival of those older than 50", lex)
    assert r.measures == ("survival",) and [c[:2] + c[4:] for c in r.conditions] == [(">", 50.0, "age")]
    assert not unclaimed(r)
    alone = read("how many were younger than 40", lex)
    assert alone.measures == ("age",) and [c[:2] for c in alone.conditions] == [("<", 40.0)]
    two = lexicon(time=None, dims=(), measures=("age", "age_at_onset"), additivity="level")
    assert read("how many were older than 50", two).conditions == ()  # two measures of the kind: not read
    none = lexicon(time=None, dims=(), measures=("survival",), additivity="level")
    assert read("how many were older than 50", none).conditions == ()


def test_a_dimension_word_is_that_dimension_before_a_fuzzy_title_or_alias():
    lex = table_lexicon("titanic-survival", "Titanic.csv", schema(None, (CLASS, AGE, SURVIVED), ("Freq",), "unknown"),
                        32, tuple((d, FREQ_VALUES[d]) for d in ("Class", "Age", "Survived")), None,
                        {"Freq": ("survivors",)}, None)
    r = read("How many children survived?", lex)
    assert ("Survived", "Yes") in [(m.column, m.value) for m in r.members]


@pytest.mark.parametrize("q, bound", [("the total fertility rate in 1959", "tfr"),
                                      ("the gross domestic product in 1959", "gdp")])
def test_a_header_spelled_by_the_initials_of_all_the_words_binds_an_operation_word_among_them(q, bound):
    lex = lexicon(time=YEARS, span=(1931.0, 1968.0, 38), dims=(), measures=("tfr", "gdp", "partic"),
                  additivity="level")
    r = read(q, lex)
    assert r.measures == (bound,) and not r.statistic and not unclaimed(r)


def test_an_operation_word_last_is_no_initial_and_two_letters_need_no_operation_word():
    lex = lexicon(time=YEARS, span=(1931.0, 1968.0, 38), dims=(), measures=("frt", "partic"), additivity="level")
    assert read("the fertility rate total in 1959", lex).measures != ("frt",)


@pytest.mark.parametrize("q, statistic", [("IBM share price in March 2005", ""),
                                          ("the average share price in 2008", "mean")])
def test_a_share_word_before_the_measure_noun_is_part_of_it(q, statistic):
    lex = lexicon(time=MONTHLY, dims=(Dimension("symbol", "text", 2),), values={"symbol": ("IBM", "MSFT")},
                  measures=("price",), additivity="level")
    r = read(q, lex)
    assert not r.share and r.measures == ("price",) and r.statistic == statistic and not unclaimed(r)
    assert read("the share of IBM in the price", lex).share  # "share of": still a share


def _games(column_words=None):
    games = TimeAxis(("gameno",), ("number",), "number", "number")
    dims = (Dimension("player", "text", 2), Dimension("month", "category", 2))
    return table_lexicon("kb", "homerun.csv", schema(games, dims, ("homeruns",)), 20,
                         (("player", ("McGwire", "Sosa")), ("month", ("April", "May"))), (1.0, 10.0, 10), {},
                         None, "", column_words or {})


def test_a_numbered_headers_noun_and_an_axis_columns_declared_word_address_positions():
    r = read("homeruns of McGwire in game 7", _games())
    assert [p.number for p in r.parts] == [7.0] and not unclaimed(r)
    r = read("homeruns of McGwire in match 7", _games({"gameno": ("match",)}))
    assert [p.number for p in r.parts] == [7.0] and not unclaimed(r)
    assert unclaimed(read("homeruns of McGwire in inning 7", _games())) == ("in inning 7",)


def test_a_dimensions_declared_word_names_it():
    lex = lexicon(time=None, dims=(Dimension("agegp", "category", 2),), values={"agegp": ("25-34", "35-44")},
                  measures=("ncases",))
    plain = read("which agegp had the most ncases", lex)
    assert plain.group == "agegp"
    lex = table_lexicon("kb", "t.csv", schema(None, (Dimension("agegp", "category", 2),), ("ncases",)), 4,
                        (("agegp", ("25-34", "35-44")),), None, {}, None, "", {"agegp": ("age band",)})
    assert read("which band had the most ncases", lex).group == "agegp"


@pytest.mark.parametrize("word", ["numbered_noun"])
def test_numbered_noun(word):
    from noesis.query.tablequestion.lexicon import numbered_noun
    assert numbered_noun("gameno") == "game" and numbered_noun("weeknum") == "week"
    assert numbered_noun("piano") is None and numbered_noun("no") is None


def test_a_month_column_is_the_dimension_a_best_month_groups_by_and_how_many_after_it_asks_its_amount():
    c = compile_question("What was McGwire's best month for homeruns, and how many did he hit in it?", [_games()],
                         ENGLISH)
    assert c.query is not None and c.query.over == "month" and c.query.statistic != "count"
    assert not c.not_applied


def test_a_pronoun_is_a_function_word():
    r = read("How many homeruns did he hit in game 7 of McGwire?", _games())
    assert not unclaimed(r)


def test_a_word_of_a_bound_measures_own_name_restates_it_not_a_second_measure():
    lex = table_lexicon("kb", "a.csv", schema(YEARS, (), ("Males", "Females", "Total")), 10, (), (1629.0, 1710.0, 82),
                        {"Females": ("girls christened", "girls"), "Total": ("christenings",)}, None)
    r = read("How many girls were christened in 1665?", lex)
    assert r.measures == ("Females",) and not r.measure_choices and not unclaimed(r)
    assert read("How many christenings were there in 1665?", lex).measures == ("Total",)


def test_a_name_the_plan_resolved_to_the_tables_own_entity_is_the_table_not_an_outside_name():
    lex = table_lexicon("kb", "m.csv", schema(YEARS, (), ("Marriages",)), 10, (), (1867.0, 2014.0, 148), {},
                        "United States")
    r = read_question(Reading("How many Marriages in the US in 1950?", tokenize("How many Marriages in the US in 1950?"),
                              lex, ENGLISH, named=(("US", "United States"),)))
    assert not unclaimed(r) and not [c for c in r.claims if c.stage == "external_name"]
    other = read_question(Reading("How many Marriages in Canada in 1950?",
                                  tokenize("How many Marriages in Canada in 1950?"), lex, ENGLISH,
                                  named=(("Canada", "Canada"),)))
    assert [c for c in other.claims if c.stage == "external_name"]  # another entity's name stays outside


def _provinces():
    return lexicon(time=None, dims=(Dimension("column1", "text", 3),),
                   values={"column1": ("Courtelary", "Delemont", "Herens")},
                   measures=("Fertility", "Catholic"), additivity="level")


def test_a_plural_after_across_names_a_tables_one_unnamed_dimension():
    r = read("What was the average Fertility across the provinces?", _provinces())
    assert not unclaimed(r) and r.statistic == "mean"
    assert unclaimed(read("What was the average Fertility of the provinces?", _provinces())) == ("of the provinces",)
    named = lexicon(time=None, dims=(STORES, SMOKER), measures=("sales",))
    assert unclaimed(read("What were the average sales across the provinces?", named)) == ("provinces",)


def test_the_share_of_a_measure_with_no_member_named_is_that_measure():
    r = read("Which province had the highest share of Catholic?", _provinces())
    assert not r.share and r.measures == ("Catholic",)
    lex = lexicon(time=None, dims=(STORES,), measures=("sales",))
    assert read("What share of sales did New York have?", lex).share  # a member's share of the total


def test_a_name_the_plan_could_not_resolve_beside_no_member_is_refused_never_the_tables_series():
    lex = table_lexicon("kb", "h.csv", schema(MONTHLY, (), ("HOUSTNSA",)), 12, (), (days(date(2010, 1, 1)),
                        days(date(2010, 12, 1)), 12), {}, "United States")
    q = "How many HOUSTNSA were there in Texas in 2010?"
    c = compile_question(q, [lex], ENGLISH, unknown=("Texas",))
    assert c.query is None and c.reason_kind == "unknown_name" and "Texas" in c.reason
    assert compile_question("How many HOUSTNSA were there in 2010?", [lex], ENGLISH).query is not None


def test_an_unknown_name_beside_the_tables_own_name_qualifies_it():
    lex = table_lexicon("nottingham-temps", "nottem.csv", schema(MONTHLY, (), ("nottem",)), 12, (),
                        (days(date(1930, 1, 1)), days(date(1930, 12, 1)), 12), {}, None)
    c = compile_question("What was the nottem at Nottingham Castle in July 1930?", [lex], ENGLISH, unknown=("Castle",))
    assert c.query is not None


def test_the_tables_title_said_as_common_words_is_no_subject_beside_an_unknown_name():
    lex = table_lexicon("housing-starts", "housing-data.csv", schema(MONTHLY, (), ("HOUSTNSA",)), 12, (),
                        (days(date(2010, 1, 1)), days(date(2010, 12, 1)), 12), {"HOUSTNSA": ("housing starts",)},
                        "United States")
    c = compile_question("How many housing starts were there in Texas in 2010?", [lex], ENGLISH, unknown=("Texas",))
    assert c.query is None and c.reason_kind == "unknown_name"


def test_a_number_word_after_a_threshold_and_the_plural_of_a_numeric_axis_noun_count_its_positions():
    c = compile_question("In how many games did Sosa hit more than one homeruns?", [_games()], ENGLISH)
    assert c.query is not None and c.query.conditions and c.query.conditions[0].value == 1.0
    assert c.query.op == "count"
    r = read("In how many innings did Sosa hit more than one homeruns?", _games())
    assert "innings" in " ".join(unclaimed(r))  # not the axis's noun: not read


def test_a_statistic_and_a_positions_reading_at_once_are_refused_never_one_dropped():
    lex = lexicon(time=WEEKS, span=(1.0, 12.0, 12), dims=(PIG,), measures=("Weight",), additivity="level")
    c = compile_question("What was the average Weight over the pigs and the last Weight?", [lex], ENGLISH)
    assert c.query is None and "two things at once" in c.reason
    at_end = compile_question("What was the average Weight at the last measurement?", [lex], ENGLISH).query
    assert at_end.statistic == "mean" and at_end.scope.intervals == ((12.0, 12.0),)  # the end is a position
    assert compile_question("What was the last Weight of pig 4601?", [lex], ENGLISH).query.statistic == "last"


# --------------------------------------------------------------------------- an end of the axis
def test_the_last_or_first_measurement_is_the_axis_end_and_not_a_statistic():
    (last,), _ = time_parts(tokenize("at the last measurement"), ENGLISH)
    assert (last.kind, last.unit) == ("end", "last")
    (first,), _ = time_parts(tokenize("the first reading"), ENGLISH, ("week",))
    assert (first.kind, first.unit) == ("end", "first")
    (own,), _ = time_parts(tokenize("in the final round"), ENGLISH, ("round",))  # the axis's own word
    assert own.kind == "end"
    (calendar,), _ = time_parts(tokenize("the last year"), ENGLISH)  # a calendar unit: the data's last year
    assert calendar.kind == "recent"
    lex = lexicon(time=WEEKS, span=(152.0, 258.0, 5), dims=(PIG,))
    assert _scope("at the last measurement", lex).intervals == ((258.0, 258.0),)
    assert _scope("at the first measurement", lex).intervals == ((152.0, 152.0),)
    clash = _scope("at the last measurement in week 200", lex)
    assert isinstance(clash, NotExpressible) and "together with another time" in clash.why
    r = read("What was the average sales of the pigs at the last measurement?", lex)
    assert r.statistic == "mean" and [p.kind for p in r.parts] == ["end"] and not r.unsupported


# --------------------------------------------------------------------------- headers spelled by short skeletons
@pytest.mark.parametrize("words, header, fits", [
    (("age", "group"), "agegp", True), (("alcohol", "group"), "alcgp", True), (("body", "weight"), "bodywt", True),
    (("age", "gap"), "agegp", False),  # a word of three letters has no skeleton of its own
    (("a", "group"), "agp", False),  # fewer than three letters before the skeleton
])
def test_the_last_word_of_a_spelled_header_may_be_its_short_skeleton(words, header, fits):
    from noesis.query.tablequestion.stages import fits_name
    assert fits_name(words, (header,)) is fits


def test_which_and_two_words_a_dimensions_header_spells_group_by_it():
    age = Dimension("agegp", "category", 3)
    lex = table_lexicon("kb", "esoph.csv", schema(None, (age,), ("ncases",)), 9, (("agegp", ("25-34", "35-44", "45-54")),),
                        None, {}, None)
    c = compile_question("Which age group had the most ncases?", [lex], ENGLISH)
    assert c.query is not None and (c.query.op, c.query.over) == ("rank", "agegp")
    assert "age" not in " ".join(unclaimed(read("Which age group had the most ncases?", lex)))


# --------------------------------------------------------------------------- "how many" before a name
def _population(additivity="unknown", unit=None, file="population.csv"):
    sex, where = Dimension("Sex", "category", 2), Dimension("Location", "text", 2)
    sch = TableSchema(file, (), ("year", "Sex", "Location"), YEARS, (sex, where),
                      (Measure("Value", "Value", unit, additivity),))
    return table_lexicon("kb", file, sch, 8, (("Sex", ("Female", "Male")), ("Location", ("Japan", "India"))),
                         (2000.0, 2003.0, 4), {}, None)


def test_how_many_before_a_name_asks_its_amount_never_how_many_rows_name_it():
    q = "How many Female were there in Japan in 2000?"
    unknown = compile_question(q, [_population(file="measurements.csv")], ENGLISH)
    assert unknown.query is None and "not known to count" in unknown.reason  # never "1 reading"
    titled = compile_question(q, [_population()], ENGLISH).query  # "Value" of a population: people counted
    assert (titled.op, titled.statistic) == ("value", "")
    persons = compile_question(q, [_population("level", "persons")], ENGLISH).query
    assert (persons.op, persons.statistic) == ("value", "")
    flow = compile_question(q, [_population("flow")], ENGLISH).query
    assert (flow.op, flow.statistic) == ("sum", "sum")
    rows = compile_question("How many years had a Value above 5 in Japan?", [_population()], ENGLISH).query
    assert rows.op == "count"  # the years where it holds: rows counted


def test_lived_is_said_of_a_population_named_by_the_title_when_the_measure_has_no_name():
    assert unclaimed(read("How many Female lived in Japan in 2000?", _population())) == ()  # title: population
    sales = lexicon(time=YEARS, span=(2000.0, 2003.0, 4), dims=(STORES,))
    assert "lived" in unclaimed(read("How many sales lived in New York in 2001?", sales))  # not a population


# --------------------------------------------------------------------------- having the measure
def test_had_a_measure_is_the_rows_where_it_is_above_zero_and_a_count_of_periods_counts_them():
    country = Dimension("country", "text", 2)
    sch = TableSchema("crises.csv", (), ("year", "country"), YEARS, (country,),
                      (Measure("crisis", "crisis", None, "flow"),))
    lex = table_lexicon("kb", "crises.csv", sch, 8, (("country", ("Argentina", "Chile")),), (1900.0, 2000.0, 101),
                        {"crisis": ("banking crisis",)}, None)
    c = compile_question("In how many years between 1900 and 2000 did Argentina have a banking crisis?", [lex],
                         ENGLISH)
    q = c.query
    assert q is not None and q.op == "count" and len(q.conditions) == 1
    cond = q.conditions[0]
    assert (cond.op, cond.value, cond.existence) == (">", 0.0, True) and "have a banking crisis" in cond.text
    was = compile_question("In how many years was Chile in a banking crisis?", [lex], ENGLISH).query
    assert was.conditions[0].existence and was.op == "count"
    plain = read("What was the banking crisis of Chile in 1950?", lex)  # no verb of having: no condition
    assert plain.conditions == ()


def test_won_is_said_of_medals_named_as_the_table_or_the_measure_and_of_nothing_else():
    nation = Dimension("nation", "text", 2)
    sch = TableSchema("medals.csv", (), ("nation",), None, (nation,),
                      tuple(Measure(m, m, None, "unknown") for m in ("gold", "silver")))
    medals = table_lexicon("medals", "medals.csv", sch, 2, (("nation", ("China", "Canada")),), None, {}, None)
    assert unclaimed(read("How many silver medals did China win?", medals)) == ()
    lost = compile_question("How many silver medals did China lose?", [medals], ENGLISH)
    assert lost.query is None and "change" in lost.reason  # a fall, never read as "won"
    sales = lexicon(time=YEARS, span=(2000.0, 2003.0, 4), dims=(STORES,))
    assert "won" in unclaimed(read("How many sales were won in New York in 2001?", sales))


# --------------------------------------------------------------------------- a share's whole and part
def test_the_members_right_after_share_of_are_the_whole_and_the_other_dimension_the_part():
    lex = _frequency_table()
    q = compile_question("What share of the crew survived?", [lex], ENGLISH).query
    assert (q.op, q.over, q.members, q.statistic) == ("share", "Survived", ("Yes",), "sum")  # counts add up
    assert [(f.column, f.values) for f in q.filters] == [("Class", ("Crew",))]  # the whole: kept on both sides
    one = compile_question("What share of the total were children?", [lex], ENGLISH).query
    assert (one.over, one.members) == ("Age", ("Child",))
    both = compile_question("What share survived of the crew?", [lex], ENGLISH)
    assert both.query is None and "which is the whole and which the part" in both.reason


def test_a_share_whose_whole_reads_as_the_tables_name_is_refused():
    lex = table_lexicon("titanic-survival", "Titanic.csv", schema(None, (CLASS, AGE, SURVIVED), ("Freq",), "unknown"),
                        32, tuple((d, FREQ_VALUES[d]) for d in ("Class", "Age", "Survived")), None, {}, None)
    c = compile_question("What share of the titanic were 1st class?", [lex], ENGLISH)
    assert c.query is None and "reads as the table's name" in c.reason
    # "the survivors" is no table name but the yes of Survived (its word's stem): the whole it selects
    q = compile_question("What share of the survivors were 1st class?", [lex], ENGLISH).query
    assert (q.op, q.over, q.members, [(f.column, f.values) for f in q.filters]) == (
        "share", "Class", ("1st",), [("Survived", ("Yes",))])


# --------------------------------------------------------------------------- compass points
def _winds(values=("N", "NNE", "NE", "E", "S", "SW")):
    d = Dimension("direction", "category", len(values))
    sch = TableSchema("wind.csv", (), ("direction",), None, (d,), (Measure("frequency", "frequency", None, "unknown"),))
    return table_lexicon("kb", "wind.csv", sch, len(values), (("direction", values),), None, {}, None)


@pytest.mark.parametrize("said, code", [("the north", "N"), ("the north-northeast", "NNE"), ("the southwest", "SW")])
def test_compass_words_name_a_dimension_of_compass_codes(said, code):
    c = compile_question(f"What was the frequency from {said}?", [_winds()], ENGLISH)
    assert c.query is not None and [(f.column, f.values) for f in c.query.filters] == [("direction", (code,))]


def test_compass_words_name_nothing_in_a_dimension_that_is_not_of_compass_codes():
    yes_no = _winds(("N", "Y", "NA", "E"))  # "N" for no: not a compass
    assert "north" in " ".join(unclaimed(read("What was the frequency in the north?", yes_no)))


# --------------------------------------------------------------------------- counts over a table with no time axis
CELL_SEX = Dimension("Sex", "category", 2)
CELL_CLASS = Dimension("Class", "category", 3)
CELL_SURVIVED = Dimension("Survived", "category", 2)
CELL_VALUES = {"Sex": ("Female", "Male"), "Class": ("1st", "2nd", "3rd"), "Survived": ("No", "Yes")}


def test_members_of_a_count_compared_sum_their_cells():
    lex = lexicon(time=None, dims=(CELL_CLASS, CELL_SEX, CELL_SURVIVED), values=CELL_VALUES, measures=("Freq",),
                  additivity="unknown")
    q = compile_question("Did more men or more women survive, and by how many?", [lex], ENGLISH).query
    assert (q.op, q.over, q.members, q.statistic, q.over_rows) == ("compare", "Sex", ("Male", "Female"), "sum", True)
    assert [(f.column, f.values) for f in q.filters] == [("Survived", ("Yes",))]


def test_a_whole_among_the_members_keeps_cells_from_adding_up():
    values = {**CELL_VALUES, "Class": ("1st", "2nd", "Total")}
    lex = lexicon(time=None, dims=(CELL_CLASS, CELL_SEX, CELL_SURVIVED), values=values, measures=("Freq",), additivity="unknown")
    q = compile_question("Did more men or more women survive, and by how many?", [lex], ENGLISH).query
    assert q.over_rows is False and q.statistic == ""


def test_a_value_of_two_dimensions_is_read_by_the_word_beside_it_or_asked():
    eye, hair = Dimension("eye", "category", 2), Dimension("hair", "category", 2)
    values = {"eye": ("blue", "dark"), "hair": ("fair", "dark")}
    lex = lexicon(time=None, dims=(eye, hair), values=values, measures=("people",), additivity="unknown")
    r = read("people with dark hair", lex)
    assert [(m.column, m.value) for m in r.members] == [("hair", "dark")] and unclaimed(r) == ()
    c = compile_question("How many people were dark?", [lex], ENGLISH)
    assert c.reason_kind == "ambiguous_name" and "eye = dark" in c.reason and "hair = dark" in c.reason


def test_a_verb_before_a_threshold_is_part_of_the_condition():
    lex = lexicon(measures=("temp",), additivity="level")
    r = read("In how many days of 2013 did temp drop below 48?", lex)
    assert [c[:3] for c in r.conditions] == [("<", 48.0, "drop below 48")] and unclaimed(r) == ()
    times = read("How many times did temp rise above 80 in 2013?", lex)
    assert "rise" not in {c.what for c in times.claims if c.stage == "condition"}
    assert not any(c.stage == "condition" and times.tokens[c.first].fold == "rise" for c in times.claims)


def test_the_study_is_the_table():
    lex = lexicon(time=None, dims=(CELL_SEX,), values=CELL_VALUES, measures=("ncases",), additivity="flow")
    assert unclaimed(read("How many ncases are there in the study in total?", lex)) == ()


def test_how_many_before_a_dimension_word_counts_its_values_and_a_declared_state_is_a_condition():
    country = Dimension("country", "category", 3)
    lex = lexicon(time=YEARS, span=(1990, 2010, 21), dims=(country,), values={"country": ("Chile", "Peru", "Spain")},
                  measures=("crisis",), aliases={"crisis": ("in a banking crisis",)})
    q = compile_question("How many countries were in a banking crisis in 2008?", [lex], ENGLISH).query
    assert (q.op, q.over) == ("members", "country")
    assert [(c.op, c.value, c.existence) for c in q.conditions] == [(">", 0.0, True)]


def test_how_many_said_in_a_declared_alias_asks_the_amount():
    cells = Dimension("hair", "category", 2)
    lex = lexicon(time=None, dims=(cells,), values={"hair": ("fair", "dark")}, measures=("freq",),
                  additivity="unknown", aliases={"freq": ("how many people",)})
    q = compile_question("How many people had dark hair?", [lex], ENGLISH).query
    assert (q.op, q.statistic, q.filters[0].values) == ("sum", "sum", ("dark",))


@pytest.mark.parametrize("question, op, by_time, group", [
    ("What were the total sales in each month of 2013?", "list", "month", None),
    ("What were the total sales per year?", "list", "year", None),
    ("What were the total sales by store in 2013?", "list", None, "store"),
    ("Which month of 2013 had the highest total sales?", "rank", "month", None),
    ("Which store had the lowest total sales in 2013?", "rank", None, "store"),
])
def test_a_grouping_with_nothing_that_ranks_lists_every_group(question, op, by_time, group):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.by_time, q.over) == (op, by_time, group)


def test_which_group_with_nothing_that_ranks_is_asked_back_and_a_count_meeting_a_condition_is_listed():
    lex = lexicon()
    c = compile_question("Which month of 2013 had total sales?", [lex], ENGLISH)
    assert c.query is None and "names no ranking" in c.reason
    c = compile_question("What were the total sales above 100 in each month of 2013?", [lex], ENGLISH)
    assert c.query is None and "condition on the readings" in c.reason
    q = compile_question("How many days had sales above 100 in each month of 2013?", [lex], ENGLISH).query
    assert (q.op, q.statistic, q.by_time) == ("list", "count", "month")


@pytest.mark.parametrize("question, op", [
    ("What was the median sales of New York in 2013?", "median"),
    ("What was the standard deviation of sales of New York in 2013?", "stdev"),
    ("What was the std of sales of New York in 2013?", "stdev"),
])
def test_a_median_and_a_standard_deviation_are_table_statistics(question, op):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.statistic, q.filters[0].values) == (op, op, ("New York",))
    assert op not in ENGLISH.statistics  # the series facts of ingestion never compute them


@pytest.mark.parametrize("question, top, by_time, group", [
    ("Which 3 months had the highest total sales in 2014?", 3, "month", None),
    ("What were the top 3 months for total sales in 2014?", 3, "month", None),
    ("What were the 5 highest sales readings in 2013?", 5, "time", None),
    ("What were the three lowest sales days of 2015?", 3, "day", None),
    ("Which 2 stores had the highest total sales in 2013?", 2, None, "store"),
])
def test_a_count_before_a_superlative_or_a_ranked_plural_is_a_top_k(question, top, by_time, group):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.top, q.by_time, q.over) == ("rank", top, by_time, group)


def test_a_count_with_nothing_ranked_is_no_top_k():
    r = read("What were the total sales of the 3 stores in 2013?", lexicon())
    assert r.top == 0


def test_a_header_said_in_full_is_no_acronym_of_the_words_after_it():
    lex = lexicon(measures=("Low", "High"), additivity="level")
    r = read("What was the highest Low on windy days?", lex)
    assert "windy" in " ".join(unclaimed(r))
    assert read("the gross domestic product", lexicon(measures=("gdp",))).measures == ("gdp",)


@pytest.mark.parametrize("question, descending, said_as, percent", [
    ("Which store grew the most between 2012 and 2014?", True, (), False),
    ("Which store fell the most between 2012 and 2014?", False, ("fall", "min"), False),
    ("Which store grew the most in percent between 2012 and 2014?", True, (), True),
])
def test_members_ranked_by_a_change_between_two_ends(question, descending, said_as, percent):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.over, q.descending, q.said_as, q.percent) == ("rank", "store", descending, said_as, percent)
    assert [e.label for e in q.ends] == ["in 2012", "in 2014"]
    c = compile_question("Which store fell the least between 2012 and 2014?", [lexicon()], ENGLISH)
    assert c.query is None and "the least" in c.reason


def test_the_difference_between_two_members_or_two_times():
    q = compile_question("What was the difference between Fort Worth and New York sales in 2013?", [lexicon()],
                         ENGLISH).query
    assert (q.op, q.members) == ("compare", ("Fort Worth", "New York"))
    q = compile_question("What was the difference in sales of New York between 2012 and 2014?", [lexicon()],
                         ENGLISH).query
    assert q.op == "change" and [e.label for e in q.ends] == ["in 2012", "in 2014"]


def test_a_rank_word_with_no_count_orders_every_group():
    q = compile_question("Rank the stores by total sales in 2013.", [lexicon()], ENGLISH).query
    assert (q.op, q.over, q.top) == ("rank", "store", 0)


def test_a_scale_word_after_a_threshold_scales_it_only_for_a_measure_with_a_plain_unit():
    plain = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("store",), DAILY, (STORES,),
                          (Measure("sales", "sales", "people", "flow"),)), 100,
                          (("store", ("Fort Worth", "New York")),), (days(date(2012, 1, 1)), days(date(2015, 12, 31)), 100),
                          {}, None)
    q = compile_question("On how many days of 2013 were sales of New York above 2 million?", [plain], ENGLISH).query
    assert [(c.op, c.value) for c in q.conditions] == [(">", 2e6)]
    for unit in ("thousand people", None):
        lex = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("store",), DAILY, (STORES,),
                            (Measure("sales", "sales", unit, "flow"),)), 100,
                            (("store", ("Fort Worth", "New York")),),
                            (days(date(2012, 1, 1)), days(date(2015, 12, 31)), 100), {}, None)
        c = compile_question("On how many days of 2013 were sales of New York above 2 million?", [lex], ENGLISH)
        assert c.query is None and "scaled by 'million'" in c.reason
    same = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("store",), DAILY, (STORES,),
                         (Measure("sales", "sales", "million people", "flow"),)), 100,
                         (("store", ("Fort Worth", "New York")),),
                         (days(date(2012, 1, 1)), days(date(2015, 12, 31)), 100), {}, None)
    q = compile_question("On how many days of 2013 were sales of New York above 2.3 million?", [same], ENGLISH).query
    assert [(c.op, c.value) for c in q.conditions] == [(">", 2.3)]  # in the unit's own scale: as the table states it


def test_a_value_said_exactly_is_not_another_by_the_resolvers_partial_match():
    country, continent = Dimension("country", "text", 3), Dimension("continent", "category", 2)
    lex = lexicon(time=YEARS, span=(1952, 2007, 12), dims=(country, continent),
                  values={"country": ("South Africa", "Chad", "Oman"), "continent": ("Africa", "Asia")},
                  measures=("lifeExp",), additivity="level")
    q = "What was the average lifeExp in Africa in 2007?"
    r = read_question(Reading(q, tokenize(q), lex, ENGLISH, named=(("Africa", "South Africa"),)))
    assert [(m.column, m.value) for m in r.members] == [("continent", "Africa")]


def test_which_unit_word_is_a_grouping_and_which_members_meet_a_condition_are_listed():
    lex = lexicon(time=YEARS, span=(1990, 2010, 21), measures=("sales",))
    unit = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("store",), YEARS, (STORES,),
                         (Measure("sales", "sales", "years", "level"),)), 100,
                         (("store", ("Fort Worth", "New York")),), (1990, 2010, 21), {}, None)
    q = compile_question("In which years were sales of New York above 80?", [unit], ENGLISH).query
    assert (q.op, q.by_time, [c.value for c in q.conditions]) == ("list", "year", [80.0])
    q = compile_question("Which stores had sales above 80 in 2000?", [lex], ENGLISH).query
    assert (q.op, q.over) == ("list", "store")


def test_two_dates_joined_by_to_are_a_range_and_two_apart_are_said_to_share_no_time():
    parts, ranges = time_parts(tokenize("on 2013-07-01 to 2013-07-05"), ENGLISH)
    assert len(ranges) == 1 and (ranges[0].start.lo, ranges[0].end.hi) == (date(2013, 7, 1), date(2013, 7, 5))
    assert time_parts(tokenize("in 2001 and 2005"), ENGLISH)[1] == []  # a list, not a range
    c = compile_question("What were the total sales of New York on 2013-07-01 and 2013-07-05?", [lexicon()], ENGLISH)
    assert c.query is None and "have no time in common" in c.reason


@pytest.mark.parametrize("measure, question", [
    ("Passengers", "How many passengers flew in March 2013?"),
    ("Scripts", "How many scripts were dispensed in March 2013?"),
    ("deaths", "How many deaths were killed in March 2013?"),
])
def test_what_the_counted_things_do_is_said_of_them(measure, question):
    lex = lexicon(dims=(), measures=(measure,))
    assert unclaimed(read(question, lex)) == ()
    other = lexicon(dims=(), measures=("sales",))
    assert unclaimed(read(question.replace(measure.lower(), "sales"), other)) != ()  # not said of sales


@pytest.mark.parametrize("text, excluded_days", [
    ("in 2013 excluding July", [(date(2013, 7, 1), date(2013, 7, 31))]),
    ("in 2013 other than in summer", [(date(2013, 6, 1), date(2013, 8, 31))]),
    ("in 2013 apart from the weekends", None),
])
def test_a_time_excluded_is_taken_out_of_the_scope(text, excluded_days):
    lex = lexicon()
    scope = _scope(text, lex)
    year = {days(date(2013, 1, 1)) + k for k in range(365)}
    covered = {int(d) for d in year if any(a <= d <= b for a, b in scope.intervals)}
    if excluded_days is None:  # the weekdays of 2013
        want = {int(d) for d in year if (EPOCH + timedelta(days=int(d))).weekday() < 5}
    else:
        out = {int(days(a)) + k for a, b in excluded_days for k in range((b - a).days + 1)}
        want = {int(d) for d in year} - out
    assert covered == want and "excluding" in scope.label


def test_an_excluding_word_before_no_time_is_not_applied():
    c = compile_question("What were the total sales of New York in 2013 except for rainy days?", [lexicon()], ENGLISH)
    assert c.query is None and "except" in " ".join(c.not_applied)


@pytest.mark.parametrize("question", ["How many sales did New York have on average per month in 2013?",
                                      "What were the average monthly sales of New York in 2013?"])
def test_an_average_per_bucket_of_a_flow_is_the_mean_of_the_buckets_totals(question):
    q = compile_question(question, [lexicon(additivity="flow")], ENGLISH).query
    assert (q.op, q.statistic, q.by_time) == ("mean", "sum", "month")


def test_an_average_per_bucket_of_a_level_lists_each_buckets_mean_and_an_unknown_one_asks():
    q = compile_question("What was the average price of New York per month in 2013?",
                         [lexicon(measures=("price",), additivity="level")], ENGLISH).query
    assert (q.op, q.statistic, q.by_time) == ("list", "mean", "month")
    c = compile_question("What was the average price of New York per month in 2013?",
                         [lexicon(measures=("price",), additivity="unknown")], ENGLISH)
    assert c.query is None and "is not known" in c.reason


@pytest.mark.parametrize("question, statistic", [
    ("What were the latest sales of New York?", "last"), ("What were the sales of New York at the end of 2013?", "last"),
    ("What were the earliest sales of New York in 2014?", "first"),
    ("What were the sales of New York at the beginning of March 2014?", "first"),
])
def test_latest_and_the_end_of_a_span_are_its_last_reading(question, statistic):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.statistic) == (statistic, statistic)


WEATHER = Dimension("weather", "category", 3)


def _weather(rows=100):
    sch = TableSchema("w.csv", (), ("date",), DAILY, (WEATHER,), (Measure("wind", "wind", None, "level"),))
    return table_lexicon("kb", "w.csv", sch, rows, (("weather", ("sun", "rain", "fog")),),
                         (days(date(2012, 1, 1)), days(date(2012, 4, 9)), 100), {}, None)


@pytest.mark.parametrize("question, filters", [
    ("How many rows are in the table?", []), ("How many records are there for 2012?", []),
    ("How many sunny days were there in 2012?", [("weather", ("sun",))]),
    ("How many foggy days were there?", [("weather", ("fog",))]),
])
def test_rows_counted_by_their_word_or_the_axis_unit_over_one_row_a_day(question, filters):
    q = compile_question(question, [_weather()], ENGLISH).query
    assert (q.op, q.measure, [(f.column, f.values) for f in q.filters]) == ("count", "", filters)


def test_the_axis_unit_counts_rows_only_over_one_row_a_position():
    c = compile_question("How many sunny days were there in 2012?", [_weather(rows=300)], ENGLISH)
    assert c.query is None or c.query.op != "count" or c.query.measure != ""


@pytest.mark.parametrize("question", ["What was the most common weather in 2012?",
                                      "Which weather was the most frequent?"])
def test_the_most_common_value_ranks_a_dimension_by_its_rows(question):
    q = compile_question(question, [_weather()], ENGLISH).query
    assert (q.op, q.over, q.measure, q.statistic, q.top) == ("rank", "weather", "", "count", 1)


def test_rows_that_meet_a_condition_are_counted_by_their_word():
    q = compile_question("How many rows have wind above 5?", [_weather()], ENGLISH).query
    assert (q.op, q.measure, [(c.op, c.value) for c in q.conditions]) == ("count", "wind", [(">", 5.0)])


def test_which_table_noun_asks_for_a_member_of_its_one_dimension():
    symbol = Dimension("symbol", "text", 2)
    sch = TableSchema("stocks.csv", (), ("symbol", "date"), DAILY, (symbol,), (Measure("value", "value", None, "level"),))
    lex = table_lexicon("kb", "stocks.csv", sch, 100, (("symbol", ("AAPL", "MSFT")),),
                        (days(date(2018, 1, 1)), days(date(2019, 12, 31)), 100), {}, None)
    q = compile_question("Which stock had the highest average value in 2018?", [lex], ENGLISH).query
    assert (q.op, q.over, q.statistic) == ("rank", "symbol", "mean")
    two = lexicon(dims=(STORES, SMOKER))  # t.csv, two dimensions: its title says no member
    assert read("Which t had the highest sales?", two).group is None


def test_which_and_the_tables_title_of_several_words_asks_for_a_member_of_its_one_dimension():
    name, state = Dimension("name", "text", 3), Dimension("state", "text", 3)
    sch = TableSchema("towny.csv", (), ("name",), None, (name,), (Measure("population", "population", None,
                                                                          "level"),), entity=("name",))
    values = (("name", ("Toronto", "Ottawa", "Guelph")),)
    lex = table_lexicon("ontario-municipalities", "towny.csv", sch, 3, values, None, {}, None)
    q = compile_question("Which Ontario municipality had the second-largest population?", [lex], ENGLISH).query
    assert (q.op, q.over, q.nth) == ("rank", "name", 2)
    # with two dimensions, the title's noun need not be the entity's ("which election" of a table by state)
    two = table_lexicon("ontario-municipalities", "towny.csv", replace(sch, dimensions=(name, state)), 3,
                        (*values, ("state", ("Ontario", "Quebec", "Manitoba"))), None, {}, None)
    assert read("Which municipality had the largest population?", two).group is None


# --------------------------------------------------------------------------- one grouping; counted things
def test_a_second_grouping_never_replaces_the_first():
    r = read("Which year had the most windy days?", lexicon(measures=("wind",)))
    assert r.by_time == "year"  # the first grouping stays, the second is a clash the answer names
    c = compile_question("Which year had the most windy days?", [lexicon(measures=("wind",))], ENGLISH)
    assert c.query is None and "already groups by year" in c.reason


@pytest.mark.parametrize("question, counted, by_time, group, descending", [
    ("Which year had the most days with sales above 10?", ("days", None, "day"), "year", None, True),
    ("In which month were there the fewest days with sales below 3?", ("days", None, "day"), "month", None, False),
    ("Which store had the most days with sales above 10?", ("days", None, "day"), None, "store", True),
    ("When did the most stores have sales above 10?", ("stores", "store", None), "time", None, True),
])
def test_the_most_things_in_a_grouped_question_are_counted_in_each_group(question, counted, by_time, group,
                                                                        descending):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.counted.words, q.counted.column, q.counted.unit) == counted
    assert (q.op, q.statistic, q.by_time, q.over, q.descending) == ("rank", "count", by_time, group, descending)
    assert q.conditions


def test_the_most_things_with_no_condition_are_refused_not_every_reading_counted():
    c = compile_question("Which year had the most days?", [lexicon()], ENGLISH)
    assert c.query is None and "states no condition" in c.reason


@pytest.mark.parametrize("question, op", [("In which year did sales first exceed 10?", "first"),
                                          ("When did sales last drop below 3?", "last"),
                                          ("In which years did sales exceed 10?", "list")])
def test_which_time_a_condition_first_or_last_held_is_that_end_not_a_listing(question, op):
    q = compile_question(question, [lexicon(time=YEARS, span=(1990, 2010, 21))], ENGLISH).query
    assert (q.op, [(c.op, c.value) for c in q.conditions]) == (op, [(">", 10.0)] if "10" in question else [("<", 3.0)])


def test_an_abbreviation_reads_headers_never_a_dimensions_value():
    # "number" abbreviates to "no" in a header ("no. of employees"), never the "no" of a yes/no column
    lex = lexicon(time=YEARS, span=(1981, 1987, 7), dims=(Dimension("smsa", "category", 2),),
                  values={"smsa": ("no", "yes")}, measures=("polpc",), additivity="level")
    q = compile_question("What was the average number of polpc in 1987?", [lex], ENGLISH).query
    assert q is not None and q.filters == ()
    women = lexicon(dims=(Dimension("sex", "category", 2),), values={"sex": ("Female", "Male")})
    q = compile_question("What were the total sales of women in 2013?", [women], ENGLISH).query
    assert [(f.column, f.values) for f in q.filters] == [("sex", ("Female",))]  # a value's own word form


@pytest.mark.parametrize("question, op", [
    ("Which day had the biggest difference between high and low?", "max"),
    ("What was the smallest difference between high and low in 2013?", "min"),
])
def test_the_biggest_difference_of_two_measures_ranks_each_readings_difference(question, op):
    lex = lexicon(dims=(), measures=("high", "low"), additivity="level")
    q = compile_question(question, [lex], ENGLISH).query
    assert (q.op, q.derived, q.measure) == (op, ("high", "low"), "difference between high and low")


@pytest.mark.parametrize("question, why", [
    ("Which month had the biggest difference between high and low?", "in each month"),
    ("Which store had the biggest difference between high and low?", "in each store"),
])
def test_a_difference_of_two_measures_over_groups_of_readings_is_refused(question, why):
    lex = lexicon(measures=("high", "low"), additivity="level")
    c = compile_question(question, [lex], ENGLISH)
    assert c.query is None and why in c.reason
    q = compile_question("Was the average high or low larger in 2013?", [lex], ENGLISH).query
    assert q.op == "compare" and q.statistic == "mean"  # one interval: the two statistics compared


def test_a_yes_or_no_or_a_number_is_named_with_its_column_never_bare():
    from noesis.facts.tablequery import _label
    s = schema(None, (SMOKER, Dimension("sex", "category", 2), Dimension("size", "category", 6)))
    assert _label(s, ("smoker", "sex"), ("Yes", "Female")) == "smoker Yes · Female"
    assert _label(s, ("size",), (4.0,)) == "size 4" and _label(s, ("sex",), ("Male",)) == "Male"


def test_a_period_the_data_ends_inside_is_cut_to_the_data_and_stated_whole():
    lex = lexicon(span=(date(2013, 1, 1), date(2013, 12, 30)))
    found = _scope("in 2013", lex)
    assert found.intervals == ((days(date(2013, 1, 1)), days(date(2013, 12, 30))),)
    assert found.stated == ((days(date(2013, 1, 1)), days(date(2013, 12, 31))),)


@pytest.mark.parametrize("question", ["What percentage of days in 2014 had sales above 10?",
                                      "What share of the days in 2014 had sales above 10?"])
def test_a_percentage_of_the_axis_periods_counts_those_that_meet_the_condition(question):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.percent, [(c.op, c.value) for c in q.conditions]) == ("count", True, [(">", 10.0)])
    c = compile_question("What percentage of months in 2014 had sales above 10?", [lexicon()], ENGLISH)
    assert c.query is None or not (c.query.op == "count" and c.query.percent)  # months of a daily axis: no


@pytest.mark.parametrize("question, nth, group, descending", [
    ("What was the second highest sales in 2013?", 2, None, True),
    ("Which store had the 3rd lowest sales in 2013?", 3, "store", False),
    ("Which store had the second most sales in 2013?", 2, "store", True),
])
def test_a_place_before_a_superlative_ranks_the_top_and_answers_that_place(question, nth, group, descending):
    q = compile_question(question, [lexicon()], ENGLISH).query
    assert (q.op, q.nth, q.top, q.over, q.descending) == ("rank", nth, nth, group, descending)
    assert compile_question("What was the second quarter's sales in 2013?", [lexicon()], ENGLISH).query.nth == 0


def test_the_last_day_with_a_condition_is_the_latest_reading_that_meets_it():
    q = compile_question("When was the last day with sales above 10?", [lexicon()], ENGLISH).query
    assert (q.op, q.scope.intervals, [(c.op, c.value) for c in q.conditions]) == ("last", (), [(">", 10.0)])
    q = compile_question("What were the total sales in the last day?", [lexicon()], ENGLISH).query
    assert q.op != "last" and q.scope.intervals  # no condition: the data's last day


@pytest.mark.parametrize("question, signed", [("Which stores' sales fell between 2012 and 2014?", "<"),
                                              ("Which stores grew in sales between 2012 and 2014?", ">")])
def test_which_groups_rose_or_fell_lists_those_whose_change_has_that_sign(question, signed):
    q = compile_question(question, [lexicon(time=YEARS, span=(2010, 2015, 6))], ENGLISH).query
    assert (q.op, q.over, q.signed, q.top) == ("rank", "store", signed, 0) and q.ends is not None
    ranked = compile_question("Which store grew the most in sales between 2012 and 2014?",
                              [lexicon(time=YEARS, span=(2010, 2015, 6))], ENGLISH).query
    assert ranked.signed == "" and ranked.top == 1  # a superlative ranks; it lists nothing


def _currencies(value_words=None):
    dims = (Dimension("currency", "category", 3),)
    return table_lexicon("kb", "garch.csv", schema(DAILY, dims, ("rate",), "level"), 30,
                         (("currency", ("bp", "dy", "Pound")),), (days(date(1980, 1, 2)), days(date(1987, 5, 29)), 10),
                         {}, None, "", {}, value_words or {})


def test_a_values_declared_words_name_it_and_say_how():
    assert unclaimed(read("the rate of the British pound on 1985-03-15", _currencies()))
    r = read("the rate of the British pound on 1985-03-15", _currencies({"BP ": ("British pound",)}))
    assert [(m.column, m.value) for m in r.members] == [("currency", "bp")] and not unclaimed(r)
    assert any("as 'British pound'" in c.what for c in r.claims)
    # a value's own name is said plainly; a key that is no value is ignored
    r = read("the rate of dy on 1985-03-15", _currencies({"dy": ("yen",), "franc": ("Swiss franc",)}))
    assert [m.value for m in r.members] == ["dy"] and not any("as '" in c.what for c in r.claims)


def test_words_declared_for_two_values_are_asked_back():
    r = read("the rate of the pound on 1985-03-15", _currencies({"bp": ("pound",)}))
    assert not r.members and [sorted(u.candidates) for u in r.unmatched] == [["Pound", "bp"]]


def _lake(unit):
    s = TableSchema("lake.csv", (), (), YEARS, (), (Measure("level", "level", unit, "level"),))
    return table_lexicon("kb", "lake.csv", s, 98, (), (1875.0, 1972.0, 98), {}, "Lake Huron")


def test_a_threshold_in_the_measures_unit_however_written_is_applied():
    c = compile_question("In how many years was the level above 580 feet?", [_lake("ft")], ENGLISH)
    assert c.query is not None and [(x.op, x.value) for x in c.query.conditions] == [(">", 580.0)]
    assert "feet" in c.query.conditions[0].words and not c.not_applied


@pytest.mark.parametrize("unit, said", [(None, "no declared unit"), ("m", "is in m")])
def test_a_threshold_in_another_unit_or_none_declared_is_refused_saying_so(unit, said):
    c = compile_question("In how many years was the level above 580 feet?", [_lake(unit)], ENGLISH)
    assert c.query is None and c.reason_kind == "not_expressible" and said in c.reason and "'above 580 feet'" in c.reason


def test_a_function_word_after_the_threshold_is_no_unit():
    r = read("In how many years was the level above 580 in the 1950s?", _lake("ft"))
    assert [(op, v, unit) for op, v, _t, unit, _on in r.conditions] == [(">", 580.0, "")]


def test_the_measures_unit_written_another_way_is_read_as_its_unit():
    assert not unclaimed(read("What was the level in feet in 1900?", _lake("ft")))
    assert unclaimed(read("What was the level in metres in 1900?", _lake("ft"))) == ("in metres",)


def test_a_measures_initials_name_it_when_no_other_measure_shares_them():
    lex = lexicon(time=YEARS, span=(1970.0, 1982.0, 13), dims=(), measures=("Miles_per_Gallon", "Horsepower"))
    r = read("What was the average mpg in 1980?", lex)
    assert r.measures == ("Miles_per_Gallon",) and not unclaimed(r)
    two = lexicon(time=YEARS, span=(1970.0, 1982.0, 13), dims=(), measures=("Miles_per_Gallon", "Miles_per_Game"))
    assert unclaimed(read("What was the average mpg in 1980?", two)) == ("mpg",)  # two measures' initials: neither


def test_a_measures_initials_are_one_word_never_a_run_of_question_words():
    lex = lexicon(time=YEARS, span=(1962.0, 1971.0, 10), dims=(), measures=("y", "lag.quarterly.revenue"),
                  aliases={"y": ("quarterly revenue",)})
    assert read("What was the lqr in 1965?", lex).measures == ("lag.quarterly.revenue",)
    # "log quarterly revenue": its words' initials are lqr, but initials name a measure as one word only
    assert read("What was the log quarterly revenue in 1965?", lex).measures == ("y",)


def _cars():
    return table_lexicon("kb", "cars.csv", schema(YEARS, (), ("Miles_per_Gallon", "Cylinders", "Horsepower")), 406,
                         (), (1970.0, 1982.0, 13), {}, None)


@pytest.mark.parametrize("question", ["What is the average mpg of cars with 6 cylinders?",
                                      "What was the average mpg of 6-cylinder cars?"])
def test_a_whole_number_before_a_measure_is_the_rows_where_it_equals_that(question):
    q = compile_question(question, [_cars()], ENGLISH).query
    assert q is not None and q.measure == "Miles_per_Gallon" and q.statistic == "mean"
    assert [(c.measure, c.op, c.value) for c in q.conditions] == [("Cylinders", "=", 6.0)]


def test_how_many_things_have_a_measures_value_counts_the_rows():
    q = compile_question("How many cars have 8 cylinders?", [_cars()], ENGLISH).query
    assert q is not None and (q.op == "count" or q.statistic == "count")
    assert [(c.measure, c.op, c.value) for c in q.conditions] == [("Cylinders", "=", 8.0)]
    q = compile_question("How many cars have more than 200 horsepower?", [_cars()], ENGLISH).query
    assert q is not None and (q.op == "count" or q.statistic == "count")
    assert [(c.measure, c.op, c.value) for c in q.conditions] == [("Horsepower", ">", 200.0)]


def test_a_year_before_a_measure_is_no_value_of_it():
    r = read("What was the average Horsepower in 1975 Cylinders?", _cars())
    assert not any(op == "=" for op, *_ in r.conditions)


def test_the_hundreds_are_a_decade_or_a_century_and_asked_back():
    lex = lexicon(time=YEARS, span=(1565.0, 1820.0, 52), dims=(), measures=("wheat",))
    (part,) = read("the average wheat in the 1600s", lex).parts
    assert (part.kind, part.lo, part.hi) == ("hundreds", date(1600, 1, 1), date(1699, 12, 31))
    c = compile_question("What was the average wheat in the 1600s?", [lex], ENGLISH)
    assert c.query is None and "1600–1609" in c.reason + " ".join(c.not_applied) + c.not_applied_why
    q = compile_question("What was the average wheat in the 1650s?", [lex], ENGLISH).query
    assert q is not None and q.scope.intervals == ((1650.0, 1659.0),)


def _austin(last=date(2015, 7, 1)):
    dims = (Dimension("city", "text", 2),)
    return table_lexicon("kb", "txhousing.csv", schema(MONTHLY, dims, ("sales", "median")), 374,
                         (("city", ("Austin", "Dallas")),), (days(date(2000, 1, 1)), days(last), 187), {}, None)


def test_a_total_over_a_period_the_data_ends_inside_is_refused_saying_where():
    c = compile_question("What were the total sales of Austin in 2015?", [_austin()], ENGLISH)
    assert c.query is None and c.reason_kind == "outside_data" and "ends on 2015-07-01, inside 2015" in c.reason
    c = compile_question("How much did the sales of Austin change between 2005 and 2015?", [_austin()], ENGLISH)
    assert c.query is None and "inside 2015" in c.reason
    # a period it covers: a monthly axis's last reading opens December, and December is the year's last step
    assert compile_question("What were the total sales of Austin in 2014?", [_austin(date(2014, 12, 1))],
                            ENGLISH).query is not None
    assert compile_question("What were the total sales of Austin in the first half of 2015?", [_austin()],
                            ENGLISH).query is not None
    # what is there, not a total: a mean, a ranking
    assert compile_question("What was the average median of Austin in 2015?", [_austin()], ENGLISH).query is not None
    assert compile_question("Which city had the highest total sales in 2015?", [_austin()], ENGLISH).query is not None


def test_a_decade_the_yearly_data_ends_inside_has_no_total():
    lex = lexicon(time=YEARS, span=(1960.0, 1995.0, 36), dims=(), measures=("births",))
    c = compile_question("What were the total births in the 1990s?", [lex], ENGLISH)
    assert c.query is None and "ends on 1995, inside the 1990s" in c.reason
    assert compile_question("What were the total births in the 1980s?", [lex], ENGLISH).query is not None


def test_a_kind_of_quantity_binds_only_beside_a_measure_the_question_names():
    demand = table_lexicon("kb", "elec.csv", schema(DAILY, (), ("y",)), 100, (),
                           (days(date(2012, 1, 1)), days(date(2012, 5, 29)), 150), {}, None)
    assert "price" in " ".join(unclaimed(read("What was the electricity price on 2012-03-15?", demand)))
    assert not unclaimed(read("What was the elec value on 2012-03-15?", demand))  # a generic noun still binds
    close = lexicon(measures=("close",), dims=())
    assert not unclaimed(read("What was the close price on 2013-03-15?", close))


def _plates():
    dims = (Dimension("plate", "category", 24), Dimension("sample", "category", 6))
    return table_lexicon("kb", "penicillin.csv", schema(None, dims, ("diameter",)), 144,
                         (("plate", ("a", "b", "c")), ("sample", ("A", "B"))), None, {}, None)


def test_a_function_word_is_a_value_right_after_its_dimensions_word():
    r = read("What was the average diameter on plate a?", _plates())
    assert [(m.column, m.value) for m in r.members] == [("plate", "a")]
    assert not read("What was the average diameter of a plate?", _plates()).members


def test_a_value_of_the_dimension_asked_which_of_is_refused():
    dims = (Dimension("county", "text", 3), Dimension("state", "category", 2))
    lex = table_lexicon("kb", "midwest.csv", schema(None, dims, ("poverty",)), 3,
                        (("county", ("ADAMS", "OHIO", "ATHENS")), ("state", ("IN", "OH"))), None, {}, None)
    c = compile_question("Which Ohio county had the highest poverty?", [lex], ENGLISH)
    assert c.query is None and "OHIO" in c.reason and "which county" in c.reason
    named = table_lexicon("kb", "midwest.csv", schema(None, dims, ("poverty",)), 3,
                          (("county", ("ADAMS", "OHIO", "ATHENS")), ("state", ("IN", "OH"))), None, {}, None, "",
                          {}, {"OH": ("Ohio",)})
    q = compile_question("Which Ohio county had the highest poverty?", [named], ENGLISH).query
    assert q is not None and q.over == "county" and [(f.column, f.values) for f in q.filters] == [("state", ("OH",))]
    # two values of the dimension asked restrict it, never refused
    assert compile_question("Which county, ADAMS or ATHENS, had the highest poverty?", [lex], ENGLISH).query is not None


@pytest.mark.parametrize("question", ["What were the highest 3 Horsepower readings?",
                                      "What were the top 3 Horsepower readings in 1975?",
                                      "Which 5 Cylinders values were the most common?"])
def test_a_count_before_a_measure_is_no_value_of_it(question):
    assert not any(op == "=" for op, *_ in read(question, _cars()).conditions)


def test_a_threshold_ending_the_question_and_a_unit_written_with_a_slash():
    r = read("In how many years was the level above 580", _lake("ft"))
    assert [(op, v, unit) for op, v, _t, unit, _on in r.conditions] == [(">", 580.0, "")]
    wind = table_lexicon("kb", "w.csv", TableSchema("w.csv", (), (), DAILY, (), (Measure("wind", "wind", "m/s", "level"),)),
                         100, (), (days(date(2012, 1, 1)), days(date(2012, 12, 31)), 366), {}, None)
    c = compile_question("How many days had wind above 5 m/s in 2012?", [wind], ENGLISH)
    assert c.query is not None and [(x.op, x.value) for x in c.query.conditions] == [(">", 5.0)]


def test_a_threshold_with_its_unit_and_of_before_a_measure_is_on_that_measure():
    s = TableSchema("s.csv", (), (), DAILY, (), (Measure("temp_max", "temp_max", "°C", "level"),
                                                 Measure("precipitation", "precipitation", "mm", "flow")))
    lex = table_lexicon("kb", "s.csv", s, 100, (), (days(date(2012, 1, 1)), days(date(2015, 12, 31)), 1461), {}, None)
    q = compile_question("What was the average temp_max on days with more than 10 mm of precipitation?", [lex],
                         ENGLISH).query
    assert q is not None and q.measure == "temp_max"
    assert [(x.measure, x.op, x.value) for x in q.conditions] == [("precipitation", ">", 10.0)]


def test_a_measures_unit_after_a_threshold_says_the_threshold_is_on_it():
    s = TableSchema("g.csv", (), ("country",), YEARS, (Dimension("country", "text", 3),),
                    (Measure("pop", "pop", "people", "level"), Measure("gdpPercap", "gdpPercap", "USD", "level")))
    lex = table_lexicon("kb", "g.csv", s, 30, (("country", ("India", "Japan", "Chile")),), (1952.0, 2007.0, 12), {},
                        None)
    q = compile_question("What was the average gdpPercap of countries with more than 100 million people in 2007?",
                         [lex], ENGLISH).query
    assert q is not None and q.measure == "gdpPercap"
    assert [(x.measure, x.op, x.value) for x in q.conditions] == [("pop", ">", 1e8)]


def _titled(kb: str, dims, values) -> object:
    s = schema(YEARS, dims, ("expend",), "flow")
    return table_lexicon(kb, "MunExp.csv", s, 100, tuple((d.column, values[d.column]) for d in dims),
                         (1979.0, 1987.0, 9), {}, None)


def test_an_id_after_the_word_for_the_things_binds_before_the_title_takes_the_word():
    firms = _titled("spanish-firms", (Dimension("firm", "id", 3),), {"firm": ("1", "10", "100")})
    r = read("What was firm 1's expend in 1986?", firms)
    assert [(m.column, m.value, m.text) for m in r.members] == [("firm", "1", "firm 1")]
    munis = _titled("swedish-municipalities", (Dimension("id", "id", 3),), {"id": ("114", "115", "2584")})
    assert [(m.column, m.value) for m in read("the expend of municipality 114 in 1983", munis).members] == [("id", "114")]
    assert not read("the expend of municipality 999 in 1983", munis).members  # no such id: not bound by the title


def test_a_title_word_before_a_year_or_a_number_two_id_columns_hold_binds_nothing():
    munis = _titled("swedish-municipalities", (Dimension("id", "id", 3),), {"id": ("1983", "115", "2584")})
    r = read("the expend of municipality 1983", munis)
    assert not r.members  # the axis holds years: 1983 is the year, not the municipality numbered 1983
    two = _titled("swedish-municipalities", (Dimension("id", "id", 2), Dimension("region", "id", 2)),
                  {"id": ("114", "115"), "region": ("114", "7")})
    assert not read("the expend of municipality 114", two).members


def test_points_after_by_how_many_are_read_only_of_a_percentage_or_a_unitless_measure():
    def lex(unit):
        s = TableSchema("t.csv", (), ("country",), None, (Dimension("country", "text", 2),),
                        (Measure("union", "union", unit, "level"),))
        return table_lexicon("kb", "t.csv", s, 2, (("country", ("Denmark", "Finland")),), None, {}, None)
    q = "Was union higher in Denmark or Finland, and by how many points?"
    for unit, read_it in (("percent", True), (None, True), ("%", True), ("kronor", False)):
        r = read(q, lex(unit))
        assert ("points" not in unclaimed(r)) == read_it, unit


def test_a_table_with_no_measure_refuses_a_superlative_saying_so():
    lex = lexicon(time=None, dims=(STORES,), measures=())
    c = compile_question("Which store had the shortest time in office?", [lex], ENGLISH)
    assert c.query is None and "holds no measure" in c.reason
    # a count needs no measure: the word no stage reads is the reason said
    c = compile_question("How many flurbish stores were there?", [lex], ENGLISH)
    assert c.query is None and c.reason_kind == "not_applied" and "flurbish" in c.reason


@pytest.mark.parametrize("question, signed", [
    ("Which year saw the biggest jump in sales over the year before?", ">"),
    ("In which year did sales fall the most?", "<"),
    ("Which year saw the biggest change in sales?", ""),
    ("What was the largest year-over-year increase in sales?", ">"),
])
def test_a_superlative_change_by_period_ranks_each_periods_step_from_the_one_before(question, signed):
    lex = lexicon(time=YEARS, span=(1990.0, 2010.0, 21), dims=(), measures=("sales",))
    c = compile_question(question, [lex], ENGLISH)
    assert c.query is not None and c.query.op == "steps" and c.query.by_time == "year" and c.query.signed == signed


def test_steps_of_another_period_than_the_axis_or_the_smallest_rise_are_refused():
    lex = lexicon(time=YEARS, span=(1990.0, 2010.0, 21), dims=(), measures=("sales",))
    month = compile_question("Which month saw the biggest increase in sales?", [lex], ENGLISH)
    assert month.query is None and "steps by year" in month.reason
    least = compile_question("Which year saw the smallest increase in sales?", [lex], ENGLISH)
    assert least.query is None and "the smallest" in least.reason


def test_two_parts_of_time_joined_by_or_or_than_are_compared():
    from noesis.relation import TIMES
    lex = lexicon(time=YEARS, span=(1949.0, 1960.0, 12), dims=(), measures=("passengers",))
    for q in ("Were there more passengers in 1955 or in 1956?", "How many more passengers flew in 1956 than in 1955?"):
        c = compile_question(q, [lex], ENGLISH)
        assert c.query is not None and c.query.op == "compare" and c.query.over == TIMES, q
        assert sorted(e.intervals for e in c.query.ends) == [((1955.0, 1955.0),), ((1956.0, 1956.0),)]
    change = compile_question("What was the difference in passengers between 1955 and 1956?", [lex], ENGLISH)
    assert change.query.op == "change"  # a range is a change, not two parts compared


def test_one_side_naming_a_year_and_the_other_not_is_asked_back_over_several_years():
    several = lexicon()  # daily, 2012–2015
    c = compile_question("Were sales higher in January or in February 2013?", [several], ENGLISH)
    assert c.query is None and "only one of them names a year" in c.reason
    one = lexicon(span=(date(2016, 1, 1), date(2016, 12, 31)))
    c1 = compile_question("Were sales higher in January or in February 2016?", [one], ENGLISH)
    assert c1.query is not None and c1.query.op == "compare"
    both = compile_question("Were sales higher on weekdays or at weekends?", [several], ENGLISH)
    assert both.query is not None and both.query.op == "compare"


@pytest.mark.parametrize("question, bucket", [("Which day of the week had the highest average sales?", "weekday"),
                                              ("What were the average sales by day of the week?", "weekday"),
                                              ("Which season had the highest total sales?", "season"),
                                              ("Which month of the year had the lowest average sales?", "monthofyear")])
def test_a_recurring_part_of_the_calendar_is_a_grouping_of_every_years_or_weeks(question, bucket):
    c = compile_question(question, [lexicon()], ENGLISH)
    assert c.query is not None and c.query.by_time == bucket and c.query.op in ("rank", "list")


@pytest.mark.parametrize("question", ["What was the range of sales in 2013?",
                                      "What was the difference between the highest and lowest sales in 2013?"])
def test_a_range_is_the_highest_reading_less_the_lowest_over_one_interval(question):
    c = compile_question(question, [lexicon()], ENGLISH)
    assert c.query is not None and c.query.op == "range" and c.query.statistic == "range"
    grouped = compile_question("Which year had the largest range of sales?", [lexicon()], ENGLISH)
    assert grouped.query is None and "range" in grouped.reason


def test_days_counted_by_a_dimension_value_named_after_them_are_the_rows_holding_it():
    weather = Dimension("weather", "category", 2)
    lex = lexicon(span=(date(2014, 1, 1), date(2014, 1, 31)), dims=(weather,),
                  values={"weather": ("rain", "sun")})
    assert lex.rows == lex.axis.positions  # one row a day
    a = compile_question("How many days in 2014 were rainy?", [lex], ENGLISH).query
    assert (a.op, a.measure, [(x.column, x.values) for x in a.filters]) == ("count", "", [("weather", ("rain",))])
    b = compile_question("What share of days in 2014 were rainy?", [lex], ENGLISH).query
    assert (b.op, b.percent, b.whole_over) == ("count", True, "weather")


def test_a_correlation_is_of_two_measures_over_one_interval():
    lex = lexicon(measures=("sales", "price"), additivity="level")
    c = compile_question("What was the correlation between sales and price in 2013?", [lex], ENGLISH)
    assert c.query is not None and (c.query.op, c.query.members) == ("correlation", ("sales", "price"))
    one = compile_question("What was the correlation of sales in 2013?", [lex], ENGLISH)
    assert one.query is None


STATE = Dimension("state", "text", 3)
COUNTY = Dimension("county", "text", 4)
COUNTRY = Dimension("country", "text", 3)
ISO = Dimension("iso", "text", 3)


def _places(dims, values, measures=("popdensity",)):
    return table_lexicon("midwest", "midwest.csv", schema(None, dims, measures, "level"), 8,
                         tuple((d.column, values[d.column]) for d in dims), None, {}, None)


def test_a_place_name_another_column_holds_as_one_of_its_things_is_a_choice_to_ask_about():
    # the county OHIO (in Indiana) beside the state OH: "Ohio" is either, never the county silently
    lex = _places((COUNTY, STATE), {"county": ("OHIO", "COOK", "ADAMS", "DANE"), "state": ("IL", "IN", "OH", "WI")})
    c = compile_question("What was the average popdensity in Ohio?", [lex], ENGLISH)
    assert c.query is None and "county = OHIO" in c.reason and "state = OH" in c.reason
    ohio = compile_question("What was the average popdensity in the state of Ohio?", [lex], ENGLISH).query
    assert [(f.column, f.values) for f in ohio.filters] == [("state", ("OH",))]
    county = compile_question("Which Ohio county had the highest popdensity?", [lex], ENGLISH).query
    assert ([(f.column, f.values) for f in county.filters], county.over) == ([("state", ("OH",))], "county")


def test_a_column_writing_out_the_same_places_as_the_codes_keeps_their_names():
    lex = _places((COUNTRY, ISO), {"country": ("France", "Germany", "Italy"), "iso": ("FRA", "DEU", "ITA")})
    got = compile_question("What was the popdensity of France?", [lex], ENGLISH).query
    assert [(f.column, f.values) for f in got.filters] == [("country", ("France",))]


@pytest.mark.parametrize("q, ok", [("What was the highest temp in San Francisco in 2010?", True),
                                   ("What was the highest temp in the UK in 2010?", False),
                                   ("What was the highest temp in Santa Monica in 2010?", False),
                                   ("What was the highest temp in san francisco in 2010?", False)])
def test_capitalised_words_whose_initials_are_a_short_title_word_name_the_table(q, ok):
    lex = table_lexicon("weather", "sf-temps.csv", schema(DAILY, (), ("temp",), "level"), 100, (),
                        (days(date(2010, 1, 1)), days(date(2010, 12, 31)), 365), {}, None)
    r = read(q, lex)
    assert any("its initials" in c.what for c in r.claims) is ok
    us = table_lexicon("census", "us_marriages.csv", schema(YEARS, (), ("marriages",)), 100, (), (1900.0, 2000.0, 101), {}, None)
    assert any("its initials" in c.what for c in read("How many marriages were there in the US in 1950?", us).claims)
    assert not any("its initials" in c.what for c in read("How many marriages did they tell us about in 1950?", us).claims)


def test_a_day_after_the_measure_on_a_daily_axis_restates_the_step():
    r = read("What was the average sales a day in March 2013?", lexicon())
    assert not unclaimed(r) and r.statistic == "mean"
    monthly = lexicon(time=MONTHLY)
    assert unclaimed(read("What was the average sales a day in March 2013?", monthly))  # not the axis's step
    many = table_lexicon("kb", "t.csv", schema(DAILY, (STORES,), ("sales",)), 300, (("store", ("A", "B", "C")),),
                         (days(date(2012, 1, 1)), days(date(2012, 4, 9)), 100), {}, None)
    assert not any(c.what.endswith("the axis's own step") for c in read("the average sales per day", many).claims)


def test_a_total_written_before_a_header_that_ends_with_it_is_that_header():
    lex = _places((COUNTY,), {"county": ("OHIO", "COOK", "ADAMS", "DANE")}, measures=("poptotal", "popdensity"))
    got = compile_question("What was the total population of COOK?", [lex], ENGLISH).query
    assert (got.measure, got.op) == ("poptotal", "value")


@pytest.mark.parametrize("question", ["What was the total sales over 2012-2014?", "What was the total sales in 2012\u20132014?",
                                      "What was the total sales over the years 2012 to 2014?"])
def test_two_years_joined_by_a_dash_are_a_range_and_over_leads_it(question):
    yearly = lexicon(time=YEARS, span=(2010.0, 2015.0, 6))
    c = compile_question(question, [yearly], ENGLISH)
    assert c.query is not None and c.query.scope.intervals == ((2012.0, 2014.0),) and c.query.statistic == "sum"


def test_over_before_one_year_is_no_time_lead_and_a_dash_joins_only_one_unit():
    yearly = lexicon(time=YEARS, span=(2010.0, 2015.0, 6))
    assert unclaimed(read("How many stores had sales over 2012?", yearly))  # a year or a threshold: not read
    parts, ranges = time_parts(tokenize("2013-07-01-2014"), ENGLISH, dashed=frozenset({1}))
    assert ranges == []  # a day and a year: no range


def test_the_axis_word_and_a_year_on_a_years_axis_is_that_year():
    yearly = lexicon(time=YEARS, span=(2010.0, 2015.0, 6))
    c = compile_question("What was the total sales in the year 2013?", [yearly], ENGLISH)
    assert c.query is not None and c.query.scope.intervals == ((2013.0, 2013.0),)


@pytest.mark.parametrize("question", ["What were the average sales across the 3 stores in 2013?",
                                      "What were the average sales across the three stores in 2013?"])
def test_how_many_values_the_question_says_it_takes_is_read_when_the_table_holds_that_many(question):
    c = compile_question(question, [lexicon()], ENGLISH)  # three stores
    assert c.query is not None and c.query.statistic == "mean"
    wrong = compile_question(question.replace("3 ", "4 ").replace("three", "four"), [lexicon()], ENGLISH)
    assert wrong.query is None and "holds 3 store values, not 4" in wrong.reason


def test_a_word_that_is_a_measures_whole_name_is_never_spelled_into_another_by_its_beginning():
    lex = _places((STATE,), {"state": ("IL", "IN", "OH", "WI")}, measures=("poptotal", "popdensity"))
    assert read("the total popdensity of Illinois", lex).measures == ("popdensity",)
    assert read("the total population of Illinois", lex).measures == ("poptotal",)
    two = _places((STATE,), {"state": ("IL", "IN", "OH", "WI")}, measures=("income", "income_share"))
    assert read("the income share of Illinois", two).measures == ("income_share",)


def test_total_in_a_measures_name_sums_its_readings_over_several_rows_only_when_they_add_up():
    flow = table_lexicon("midwest", "midwest.csv", schema(None, (STATE,), ("poptotal", "popdensity"), "flow"), 8,
                         (("state", ("IL", "IN", "OH", "WI")),), None, {}, None)
    r = read("the total population of Illinois", flow)
    assert (r.measures, r.statistic) == (("poptotal",), "sum")
    level = table_lexicon("midwest", "midwest.csv", schema(None, (STATE,), ("poptotal", "popdensity"), "level"), 8,
                          (("state", ("IL", "IN", "OH", "WI")),), None, {}, None)
    assert read("the total population of Illinois", level).statistic != "sum"
    assert read("the average total population of Illinois", flow).statistic == "mean"  # the asked statistic
    assert read("the change in total population of Illinois between 2001 and 2005", flow).statistic != "sum"


def test_against_before_the_declared_unit_of_a_named_measure_is_read_with_it():
    rates = TableSchema("fx.csv", (), (), DAILY, (), (Measure("rate", "rate", "USD", "level"),))
    lex = table_lexicon("fx", "fx.csv", rates, 100, (), (days(date(1985, 1, 1)), days(date(1987, 12, 31)), 700), {}, None)
    assert unclaimed(read("What was the lowest rate against the dollar in 1986?", lex)) == ()
    assert unclaimed(read("What was the lowest rate against the euro in 1986?", lex))


def test_a_date_on_the_day_a_reports_years_end_is_that_year_on_a_years_axis():
    ended = table_lexicon("report", "report.md", schema(YEARS, (), ("sales",)), 10, (), (2017.0, 2019.0, 3), {}, None,
                          period_end="03-31")
    c = compile_question("What were the sales at 31 March 2019?", [ended], ENGLISH)
    assert c.query is not None and c.query.scope.intervals == ((2019.0, 2019.0),)
    other = compile_question("What were the sales at 30 June 2019?", [ended], ENGLISH)
    assert other.query is None and "March 31" in other.reason


@pytest.mark.parametrize("question, measure, said", [
    ("Was 2013 or 2014 wetter, and by how much?", "precipitation", ("wetter", "max")),
    ("Was January 2013 or January 2014 colder?", "temp_min", ("colder", "min")),
    ("Was July 2013 or July 2014 hotter?", "temp_max", ("hotter", "max")),
])
def test_a_comparative_of_a_kind_of_measure_binds_the_one_measure_of_that_kind(question, measure, said):
    weather = lexicon(dims=(), measures=("precipitation", "temp_max", "temp_min", "wind"), additivity="level")
    q = compile_question(question, [weather], ENGLISH).query
    assert (q.measure, q.said_as) == (measure, said)
    assert compile_question("Was 2013 or 2014 wetter?", [lexicon(dims=(), measures=("wind",))], ENGLISH).query is None


def test_content_beside_a_named_measure_is_its_noun_never_a_coded_value_it_begins_with():
    glass = Dimension("type", "text", 3)
    lex = table_lexicon("glass", "glass.csv", schema(None, (glass,), ("Na", "Mg"), "level"), 214,
                        (("type", ("WinF", "Con", "Veh")),), None, {}, None)
    r = read("What is the average Na content of WinF?", lex)
    assert [(m.column, m.value) for m in r.members] == [("type", "WinF")] and not unclaimed(r)


def test_a_name_written_joined_by_underscores_is_read_whole_or_not_at_all():
    loc, nono = Dimension("Location", "text", 8), Dimension("smoking_no_cancer_no", "id", 8)
    lex = table_lexicon("china", "china.csv", schema(None, (loc, nono), ("smoking_yes_cancer_yes", "smoking_no_cancer_yes"),
                                                     "unknown"), 8,
                        (("Location", ("Beijing", "Shanghai")), ("smoking_no_cancer_no", ("61", "807"))), None, {}, None)
    assert compile_question("What was smoking_no_cancer_no in Shanghai?", [lex], ENGLISH).query is None
    assert compile_question("What was smoking_no_cancer_yes in Shanghai?", [lex], ENGLISH).query.measure == \
        "smoking_no_cancer_yes"
    r = read("What was the smoking no cancer no of Shanghai?", lex)
    assert r.measures != ("smoking_no_cancer_yes",) or unclaimed(r)  # the second "no" never restates the name


def test_equal_to_a_number_is_a_condition_and_the_rows_it_selects_are_said_so():
    lex = lexicon(time=None, dims=(), measures=("age", "educ", "vote"), additivity="level")
    r = read("What is the average age of the rows with educ equal to 3?", lex)
    assert [c[:2] for c in r.conditions] == [("=", 3.0)] and not unclaimed(r)
    assert [c[:2] for c in read("How many rows have vote equals 0?", lex).conditions] == [("=", 0.0)]
    assert unclaimed(read("What is the average age of the rows?", lex))  # no condition: "rows" selects nothing


def test_a_camel_case_header_written_whole_and_a_word_of_one_measure_of_the_superlatives_kind():
    species = Dimension("species", "text", 3)
    lex = table_lexicon("iris", "iris.csv", schema(None, (species,), ("sepalLength", "sepalWidth", "petalLength",
                                                                       "petalWidth"), "level"), 150,
                        (("species", ("setosa", "versicolor", "virginica")),), None, {}, None)
    assert compile_question("What is the highest petalLength?", [lex], ENGLISH).query.measure == "petalLength"
    q = compile_question("Which species has the longest sepals on average?", [lex], ENGLISH).query
    assert (q.measure, q.over, q.statistic) == ("sepalLength", "species", "mean")
    c = compile_question("Which species has the longest leaves on average?", [lex], ENGLISH)
    assert c.query is None  # no word of one of the two lengths: asked which


def test_a_measure_noun_before_of_and_the_measure_is_its_noun():
    lex = lexicon(time=YEARS, span=(1565.0, 1821.0, 52), dims=(), measures=("wheat", "wages"), additivity="level")
    r = read("What was the price of wheat in 1700?", lex)
    assert r.measures == ("wheat",) and not unclaimed(r)
    assert unclaimed(read("What was the price of bread in 1700?", lex))  # no measure after "of": the noun unread


def test_the_tables_own_plural_noun_ranked_is_its_one_dimensions_members():
    symbol = Dimension("symbol", "text", 3)
    lex = table_lexicon("market", "stocks.csv", schema(DAILY, (symbol,), ("price",), "level"), 300,
                        (("symbol", ("AAPL", "IBM", "MSFT")),), (days(date(2012, 1, 1)), days(date(2014, 12, 31)), 100),
                        {}, None)
    q = compile_question("Rank the stocks by their average price in 2013.", [lex], ENGLISH).query
    assert (q.op, q.over, q.statistic) == ("rank", "symbol", "mean")
    two = table_lexicon("market", "stocks.csv", schema(DAILY, (symbol, STORES), ("price",), "level"), 300,
                        (("symbol", ("AAPL", "IBM", "MSFT")), ("store", ("A", "B"))),
                        (days(date(2012, 1, 1)), days(date(2014, 12, 31)), 100), {}, None)
    assert compile_question("Rank the stocks by their average price in 2013.", [two], ENGLISH).query is None


def test_how_many_of_the_files_own_things_counts_its_rows_only_when_no_column_names_them():
    species, sex = Dimension("species", "text", 3), Dimension("sex", "category", 2)
    birds = table_lexicon("zoo", "penguins.csv", schema(None, (species, sex), ("body_mass", "flipper"), "level"), 344,
                          (("species", ("Adelie", "Gentoo", "Chinstrap")), ("sex", ("FEMALE", "MALE"))), None, {}, None)
    q = compile_question("How many Chinstrap penguins are female?", [birds], ENGLISH).query
    assert (q.op, q.measure, [(f.column, f.values) for f in q.filters]) == (
        "count", "", [("species", ("Chinstrap",)), ("sex", ("FEMALE",))])
    state = Dimension("state", "text", 4)
    crime = table_lexicon("crime", "statecrime.csv", schema(None, (state,), ("violent", "murder"), "level"), 4,
                          (("state", ("Texas", "Ohio", "Iowa", "Utah")),), None, {}, None)
    assert compile_question("How many crimes were there in Texas?", [crime], ENGLISH).query is None
    phds = table_lexicon("ams", "phds.csv", schema(None, (species, sex), ("count", "count11"), "flow"), 344,
                         (("species", ("Adelie", "Gentoo", "Chinstrap")), ("sex", ("FEMALE", "MALE"))), None, {}, None)
    got = compile_question("How many phds were female?", [phds], ENGLISH).query
    assert got is None or got.measure != ""  # of a table of counts the title names what they count, never its rows
    phones = table_lexicon("phones", "world-phones.csv", schema(YEARS, (), ("Europe", "Asia"), "unknown"), 7, (),
                           (1951.0, 1961.0, 7), {}, None)
    q = compile_question("How many telephones were there in Europe in 1958?", [phones], ENGLISH).query
    assert q is not None and q.op != "count"  # rows over years are readings: the title names their amount


def _towns(unit="ppm"):
    s = TableSchema("water.csv", (), ("town",), None, (Dimension("town", "text", 3),),
                    (Measure("hardness", "hardness", unit, "level"), Measure("mortality", "mortality", None, "level")))
    return table_lexicon("kb", "water.csv", s, 3, (("town", ("Bath", "Bristol", "Leeds")),), None, {}, None)


@pytest.mark.parametrize(("question", "highest"), [
    ("Which town has the hardest water?", True),
    ("Which town has the softest water?", False),
    ("Which town has the most hard water?", True),
    ("Which town has the least hard water?", False),
])
def test_the_degrees_of_a_measures_noun_are_its_extremes(question, highest):
    c = compile_question(question, [_towns()], ENGLISH)
    assert c.query is not None, c.reason
    assert (c.query.measure, c.query.op, c.query.over, c.query.descending) == ("hardness", "rank", "town", highest)


def test_a_measures_adjective_reads_its_value_threshold_and_comparison():
    lex = _towns()
    assert compile_question("How hard is the water in Bath?", [lex], ENGLISH).query.measure == "hardness"
    c = compile_question("How many towns had hardness harder than 100?", [lex], ENGLISH)
    assert c.query is not None and "harder" not in unclaimed(read("How many towns had hardness harder than 100?", lex))
    r = read("Is the water harder in Bath or in Bristol, and by how many ppm?", lex)
    assert r.compare and r.compare_concept == ("hardness",) and not unclaimed(r)
    assert "miles" in unclaimed(read("Is the water harder in Bath or in Bristol, and by how many miles?", lex))


def test_a_measures_adjective_alone_is_a_quality_reported_not_the_table():
    c = compile_question("How many towns had hard water?", [_towns()], ENGLISH)
    assert c.query is None and "quality of hardness" in c.reason


def test_a_degree_no_measure_is_made_of_stays_unread():
    lex = lexicon(time=None, dims=(STORES,), measures=("sales",))
    assert "hardest" in unclaimed(read("Which store has the hardest sales?", lex))


def _families():
    s = TableSchema("f.csv", (), ("family",), None, (Dimension("family", "id", 3),),
                    tuple(Measure(m, m, None, "level") for m in ("father", "mother", "children")))
    return table_lexicon("kb", "f.csv", s, 3, (("family", ("1", "2", "3")),), None,
                         {"father": ["father's height"], "mother": ["mother's height"]}, None)


def test_how_and_the_positive_of_a_kinds_superlative_ask_that_kinds_value():
    lex = _families()
    r = read("How tall was the father of family 1?", lex)
    assert r.measures == ("father",) and not unclaimed(r)
    # no measure named and two of the kind (father's and mother's heights): not read, reported
    assert "tall" in unclaimed(read("How tall was family 1?", lex))
    # a measure named that is not of the kind: "tall" is not its value
    assert "tall" in unclaimed(read("How tall were the children of family 1?", lex))


def test_went_to_in_a_share_says_its_part_and_elsewhere_is_not_read():
    lex = lexicon(time=None, dims=(STORES,))
    assert "went" not in unclaimed(read("What share of the sales went to New York?", lex))
    assert "went up" in unclaimed(read("How much sales went up in New York?", lex))


@pytest.mark.parametrize("question", ["What were the combined sales of New York in 2013?",
                                      "How much did New York sell altogether in 2013?",
                                      "What were New York's sales in 2013, all told?",
                                      "How many sales did New York make in 2013 in all?"])
def test_combined_and_altogether_ask_a_sum(question):
    r = read(question, lexicon())
    assert r.statistic == "sum"


def test_a_scale_the_declared_unit_holds_is_read_and_another_is_reported():
    s = TableSchema("t.csv", (), ("country",), None, (Dimension("country", "text", 2),),
                    (Measure("pop", "pop", "thousand people", "level"),))
    lex = table_lexicon("kb", "t.csv", s, 2, (("country", ("India", "Chile")),), None, {}, None)
    assert not unclaimed(read("What was the pop of India, in thousands?", lex))
    assert not unclaimed(read("How many thousand people were the pop of India?", lex))
    assert "million" in unclaimed(read("How many million people were the pop of India?", lex))
    bare = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("country",), None, (Dimension("country", "text", 2),),
                                                    (Measure("pop", "pop", None, "level"),)),
                         2, (("country", ("India", "Chile")),), None, {}, None)
    assert "in thousands" in unclaimed(read("What was the pop of India, in thousands?", bare))


def test_a_measure_noun_before_for_and_a_measure_is_that_measures():
    lex = lexicon(time=None, dims=(STORES,), measures=("expression", "colour"))
    assert not unclaimed(read("Did Fort Worth or New York get the higher mark for expression?", lex))
    assert not unclaimed(read("What was the average colour mark of New York?", lex))
    # "for" before a name is no measure: the noun stays unread
    assert "mark" in unclaimed(read("What was the mark for New York?", lex))


def _cakes():
    s = TableSchema("cake.csv", (), ("recipe", "temperature", "level"), None,
                    (Dimension("recipe", "text", 3), Dimension("temperature", "category", 3), Dimension("rx", "id", 2)),
                    (Measure("angle", "angle", None, "level"),))
    values = (("recipe", ("A", "B", "C")), ("temperature", ("175", "205", "225")), ("rx", ("1", "2")))
    return table_lexicon("kb", "cake.csv", s, 9, values, None, {"angle": ["breaking angle"]}, None,
                         column_words={"temperature": ["baking temperature"], "recipe": ["occupational level"]},
                         value_words={"2": ["thiotepa"]})


def test_a_declared_dimension_phrase_is_read_whole_and_never_another_stages():
    q = "Which baking temperature gave the highest average breaking angle?"
    r = read_question(Reading(q, tokenize(q), _cakes(), ENGLISH, external=frozenset({"temperature", "baking"})))
    assert r.group == "temperature" and not any(c.stage == "external" for c in r.claims) and not unclaimed(r)
    # "level" of a declared phrase ("occupational level") is the dimension's, not a noun saying a level
    r = read("Which occupational level had the highest breaking angle?", _cakes())
    assert not any(c.what.startswith("noun of") for c in r.claims) and r.group == "recipe"


def test_a_word_declared_for_an_ids_value_names_it():
    r = read("What was the average breaking angle of thiotepa?", _cakes())
    assert [(m.column, m.value) for m in r.members] == [("rx", "2")]
    s = TableSchema("b.csv", (), ("rx", "enum"), None, (Dimension("rx", "id", 2), Dimension("enum", "id", 3)),
                    (Measure("size", "size", None, "level"),))
    lex = table_lexicon("kb", "b.csv", s, 6, (("rx", ("1", "2")), ("enum", ("1", "2", "3"))), None, {}, None,
                        value_words={"2": ["thiotepa"]})
    c = compile_question("What was the average size of thiotepa patients?", [lex], ENGLISH)
    assert c.query is None and "rx" in c.reason and "enum" in c.reason  # declared for two ids' values: asked back


def test_a_title_word_that_is_a_value_or_a_year_is_that_value_or_time():
    s = schema(DAILY, (Dimension("treatment", "text", 2),), ("deaths",))
    lex = table_lexicon("sulindac-deaths-1849", "t.csv", s, 100, (("treatment", ("sulindac", "placebo")),),
                        (days(date(1849, 1, 1)), days(date(1849, 12, 31)), 100), {}, None)
    r = read("What were the total deaths on sulindac in August 1849?", lex)
    assert [(m.column, m.value) for m in r.members] == [("treatment", "sulindac")]
    assert any(c.stage == "time" and "1849" in r.words(c.first, c.last) for c in r.claims)
    assert not any(c.stage == "table" for c in r.claims)


def test_a_compared_member_said_in_other_words_is_named_both_ways():
    lex = lexicon(time=None, dims=(STORES,), values={"store": ("FW", "NYC", "Fort Collins")})
    lex = table_lexicon("kb", "t.csv", lex.schema, 100, (("store", ("FW", "NYC", "Fort Collins")),), None, {}, None,
                        value_words={"FW": ["Fort Worth"], "NYC": ["New York"]})
    c = compile_question("Did Fort Worth or New York have more sales?", [lex], ENGLISH)
    assert c.query is not None and dict(c.query.spelled) == {"FW": "Fort Worth", "NYC": "New York"}


def test_having_no_measure_is_the_rows_where_it_is_zero():
    lex = lexicon(time=None, dims=(STORES,))
    for q in ("How many stores had no sales?", "How many stores had no sales at all?"):
        r = read(q, lex)
        assert r.conditions and r.conditions[0][:2] == ("=", 0.0) and not unclaimed(r), q
    r = read("How many stores had a sales?", lex)
    assert r.conditions and r.conditions[0][:2] == (">", 0.0)


def test_which_before_a_dimension_named_like_an_operation_word_asks_the_dimension():
    s = TableSchema("t.csv", (), ("rank",), None, (Dimension("rank", "text", 3),), (Measure("salary", "salary", None, "level"),))
    lex = table_lexicon("kb", "t.csv", s, 9, (("rank", ("Prof", "AsstProf", "AssocProf")),), None, {}, None)
    r = read("Which rank has the highest average salary?", lex)
    assert r.group == "rank" and not unclaimed(r)


def test_a_unit_the_header_writes_is_the_measures_when_none_is_declared():
    s = TableSchema("t.csv", (), ("store",), None, (STORES,),
                    (Measure("salary", "salary", None, "level"), Measure("yrs.service", "yrs.service", None, "level")))
    lex = table_lexicon("kb", "t.csv", s, 9, (("store", ("Fort Worth", "New York")),), None, {}, None)
    c = compile_question("What was the average salary of New York with more than 30 years of service?", [lex], ENGLISH)
    assert c.query is not None and [(x.measure, x.op, x.value) for x in c.query.conditions] == [("yrs.service", ">", 30.0)]
    c = compile_question("What was the average salary of New York with more than 30 minutes of service?", [lex], ENGLISH)
    assert c.query is None and "minutes" in c.reason


def test_a_level_numbered_before_its_label_is_named_by_the_label():
    s = TableSchema("t.csv", (), ("jobclass",), None, (Dimension("jobclass", "text", 2),), (Measure("wage", "wage", None, "level"),))
    lex = table_lexicon("kb", "t.csv", s, 9, (("jobclass", ("1. Industrial", "2. Information")),), None, {}, None)
    r = read("What was the average wage of the Information jobclass?", lex)
    assert [(m.column, m.value) for m in r.members] == [("jobclass", "2. Information")] and not unclaimed(r)


def test_how_and_the_positive_of_a_kinds_comparative_ask_that_kinds_value():
    lex = lexicon(time=None, dims=(STORES,), measures=("age", "sales"))
    r = read("How old was New York?", lex)
    assert r.measures == ("age",) and not unclaimed(r)


# --------------------------------------------------------------------------- session 54 rules
def test_a_day_without_year_is_the_day_of_the_data_s_one_year():
    one_year = lexicon(span=(date(2021, 5, 1), date(2021, 5, 7)))
    scope = _scope("on 1 May", one_year)
    assert scope.intervals == ((days(date(2021, 5, 1)), days(date(2021, 5, 1))),)
    assert "2021" in scope.note
    assert isinstance(_scope("on 1 May", lexicon()), NotExpressible)  # four years: which 1 May is not said


def test_through_joining_a_range_is_claimed_and_over_before_a_date_is_no_threshold():
    r = read("What were the total sales from 2013 through 2014?", lexicon())
    assert not unclaimed(r) and len(r.ranges) == 1
    r = read("What were the total sales over 4 May 2013?", lexicon())
    assert not unclaimed(r) and not r.conditions
    r = read("How many days had sales over 4?", lexicon())
    assert r.conditions and r.conditions[0][1] == 4.0  # a number alone after "over" stays a threshold


def test_were_there_no_reads_as_had_no():
    r = read("In how many days were there no sales at all?", lexicon())
    assert not unclaimed(r) and r.conditions and r.conditions[0][:2] == ("=", 0.0)


def test_the_most_of_the_tables_own_noun_counts_rows_only_in_a_table_with_no_measure():
    events = table_lexicon("kb", "disasters.csv", schema(YEARS, (), ()), 120, (), (1851.0, 1962.0, 112), {}, None)
    r = read("Which year had the most disasters?", events)
    assert r.rows_counted and not unclaimed(r)
    measured = table_lexicon("kb", "disasters.csv", schema(YEARS, (), ("deaths",)), 120, (), (1851.0, 1962.0, 112),
                             {}, None)
    assert not read("Which year had the most disasters?", measured).rows_counted


def test_a_century_is_asked_back_naming_both_spans():
    years = lexicon(time=YEARS, span=(1700.0, 1990.0, 291))
    found = _scope("in the nineteenth century", years)
    assert isinstance(found, NotExpressible) and "1800 to 1899" in found.why and "1801 to 1900" in found.why
    assert _scope("in the 1850s", years).intervals == ((1850.0, 1859.0),)


def test_whole_units_inside_the_data():
    from noesis.query.tablequestion.timescope import whole_units
    lex = lexicon(span=(date(2012, 3, 15), date(2015, 12, 31)))
    assert whole_units(_scope("in 2013", lex), lex.axis, "year") == 1
    assert whole_units(_scope("in 2014", lex), lex.axis, "month") == 12
    assert isinstance(whole_units(None, lex.axis, "year"), str)  # 2012 starts in March: no whole year
    assert isinstance(whole_units(_scope("on weekends", lex), lex.axis, "year"), str)


def test_a_unit_after_an_article_is_a_rate_only_where_an_amount_is_asked():
    r = read("How many sales a day were there in 2013?", lexicon(time=MONTHLY))
    assert r.by_time == "day" and r.per and not unclaimed(r)
    r = read("What was the highest sales in a day with rain?", lexicon(time=MONTHLY))
    assert not r.per  # no amount asked, and a condition after the unit: no rate


# --------------------------------------------------------------------------- persons and their verbs
def test_a_verb_said_of_a_kind_names_the_one_measure_of_that_kind_alone():
    lex = lexicon(measures=("deaths", "attacks"), dims=(), additivity="flow")
    c = compile_question("How many people died in 2013?", [lex], ENGLISH)
    assert c.query is not None and (c.query.measure, c.query.statistic) == ("deaths", "sum") and not c.not_applied


@pytest.mark.parametrize("measures", [("child_deaths", "births"), ("deaths", "fatalities")])
def test_a_verb_names_no_measure_qualified_or_one_of_two_of_its_kind(measures):
    lex = lexicon(measures=measures, dims=(), additivity="flow")
    c = compile_question("How many people died in 2013?", [lex], ENGLISH)
    assert c.query is None


def test_a_verb_names_no_measure_beside_a_comparative_of_another_kind():
    lex = lexicon(measures=("population", "lifeexp"), dims=(), additivity="level")
    r = read("Did people live longer in 2013 or in 2014?", lex)
    assert "population" not in r.measures


@pytest.mark.parametrize("question, measures, aliases, read_as", [
    ("How many people died in 2013?", ("deaths",), None, "deaths"),
    ("By how many people did the urban population grow from 2013 to 2014?", ("SP.URB.TOTL",),
     {"SP.URB.TOTL": ("urban population",)}, "SP.URB.TOTL"),
])
def test_people_says_what_a_count_of_persons_counts(question, measures, aliases, read_as):
    c = compile_question(question, [lexicon(measures=measures, dims=(), aliases=aliases)], ENGLISH)
    assert c.query is not None and c.query.measure == read_as and not c.not_applied


@pytest.mark.parametrize("question, measures, unread", [
    ("How many children died in 2013?", ("deaths",), "children"),  # a group of persons: never dropped
    ("How many people married in 2013?", ("marriages",), "people"),  # a marriage is two people's
])
def test_a_group_of_persons_or_a_count_of_other_things_leaves_the_word_unread(question, measures, unread):
    c = compile_question(question, [lexicon(measures=measures, dims=())], ENGLISH)
    assert c.query is None and unread in " ".join(c.not_applied)


def test_group_after_a_value_says_its_rows_are_a_group_of_the_study():
    arm = Dimension("treatment", "category", 2)
    lex = lexicon(dims=(arm,), values={"treatment": ("placebo", "thiotepa")}, additivity="level")
    c = compile_question("What were the average sales of the placebo group in 2013?", [lex], ENGLISH)
    assert c.query is not None and [(f.column, f.values) for f in c.query.filters] == [("treatment", ("placebo",))]
    assert not c.not_applied
    alone = compile_question("What were the average sales of the group in 2013?", [lex], ENGLISH)
    assert alone.query is None and "group" in " ".join(alone.not_applied)  # no value: nothing says which


def _sites():
    site, species = Dimension("column1", "text", 3), Dimension("species", "text", 2)
    return lexicon(time=None, dims=(site, species), values={"column1": ("A", "B", "O"), "species": ("S12", "S14")},
                   measures=("birds",))


@pytest.mark.parametrize("question, site", [("How many birds of species S14 were there at site A?", "A"),
                                            ("How many birds of species S12 were at site O?", "O")])
def test_a_noun_before_a_value_of_the_column_with_no_header_names_that_column(question, site):
    c = compile_question(question, [_sites()], ENGLISH)
    assert c.query is not None and not c.not_applied
    assert ("column1", (site,)) in [(f.column, f.values) for f in c.query.filters]


def test_which_noun_ranks_the_column_with_no_header_beside_a_named_dimension():
    c = compile_question("Which site had the most birds of species S14?", [_sites()], ENGLISH)
    assert c.query is not None and c.query.over == "column1" and not c.not_applied
    other = compile_question("Which species had the most birds at site A?", [_sites()], ENGLISH)
    assert other.query is not None and other.query.over == "species"  # a named dimension keeps its word


def _producers(values=("United States", "Japan", "World"), additivity="flow"):
    country = Dimension("country", "text", len(values))
    return lexicon(time=YEARS, span=(1950.0, 2000.0, 51), dims=(country,), values={"country": values},
                   measures=("vehicles",), additivity=additivity)


def test_a_share_of_a_member_of_the_parts_own_column_is_the_part_over_that_member():
    c = compile_question("What share of the world's vehicles did the United States have in 1950?", [_producers()],
                         ENGLISH)
    assert c.query is not None and (c.query.op, c.query.over, c.query.members) == (
        "percent_of", "country", ("United States", "World"))


def test_a_share_over_a_column_holding_its_total_is_of_that_total():
    lex = _producers(("United States", "Japan", "Total"))
    c = compile_question("What share of the vehicles did Japan have in 1950?", [lex], ENGLISH)
    assert c.query is not None and (c.query.op, c.query.members) == ("percent_of", ("Japan", "Total"))
    both = compile_question("What share of the vehicles did Japan and the United States have in 1950?", [lex],
                            ENGLISH)
    assert both.query is None  # never a sum that counts the Total with its parts
    level = compile_question("What share of the vehicles did Japan have in 1950?",
                             [_producers(("United States", "Japan", "Total"), "level")], ENGLISH)
    assert level.query is None or level.query.op == "share"  # a level's share ("vote share") is no part of a whole
    plain = compile_question("What share of the vehicles did Japan have in 1950?",
                             [_producers(("United States", "Japan", "Germany"))], ENGLISH)
    assert plain.query is not None and plain.query.op == "share"


@pytest.mark.parametrize("text", ["from the first period to the last", "from the first period to the last period",
                                  "between the first reading and the last reading"])
def test_a_range_between_the_axis_ends_is_a_range(text):
    parts, ranges = time_parts(tokenize(f"How much did income change {text}?"), ENGLISH, ("period",))
    assert len(ranges) == 1 and (ranges[0].start.unit, ranges[0].end.unit) == ("first", "last")
    assert [p.kind for p in parts] == ["end", "end"]


def test_two_ends_of_one_side_are_no_range():
    _parts, ranges = time_parts(tokenize("How much did income change from the first period to the first reading?"),
                                ENGLISH, ("period",))
    assert ranges == []


def test_from_and_to_say_which_end_of_a_movement_a_value_is():
    src, dst = Dimension("source", "category", 3), Dimension("destination", "category", 3)
    provinces = ("QUE", "ONT", "ALTA")
    lex = lexicon(time=None, dims=(src, dst), values={"source": provinces, "destination": provinces},
                  measures=("migrants",))
    c = compile_question("How many migrants were there from QUE to ONT?", [lex], ENGLISH)
    assert c.query is not None and sorted((f.column, f.values) for f in c.query.filters) == [
        ("destination", ("ONT",)), ("source", ("QUE",))]
    bare = compile_question("How many migrants did QUE have?", [lex], ENGLISH)
    assert bare.query is None  # no word says which end: asked which


def test_from_a_row_label_of_a_distance_table_is_the_column_with_no_header():
    rows, dst = Dimension("column1", "text", 3), Dimension("destination", "text", 3)
    codes = ("BOS", "LAX", "SEA")
    lex = lexicon(time=None, dims=(rows, dst), values={"column1": codes, "destination": codes},
                  measures=("distance",), additivity="level")
    c = compile_question("What is the distance from BOS to LAX?", [lex], ENGLISH)
    assert c.query is not None and sorted((f.column, f.values) for f in c.query.filters) == [
        ("column1", ("BOS",)), ("destination", ("LAX",))]


def _batting():
    player = Dimension("id", "text", 2)
    return lexicon(time=YEARS, span=(1920.0, 1930.0, 11), dims=(player,), values={"id": ("ruthba01", "gehrilo01")},
                   measures=("hr", "h"), aliases={"hr": ("home runs",), "h": ("hits",)})


@pytest.mark.parametrize("question", ["How many home runs did ruthba01 hit in 1927?",
                                      "In 1927, how many home runs did he hit, ruthba01?"])
def test_a_verb_after_its_subject_is_no_second_measure(question):
    c = compile_question(question, [_batting()], ENGLISH)
    assert c.query is not None and c.query.measure == "hr", c.reason


def test_the_verb_after_the_subject_asked_is_no_second_measure():
    player = Dimension("player", "text", 2)
    lex = lexicon(time=YEARS, span=(1920.0, 1930.0, 11), dims=(player,), values={"player": ("ruthba01", "gehrilo01")},
                  measures=("hr", "h"), aliases={"hr": ("home runs",), "h": ("hits",)})
    q = compile_question("Which player hit the most home runs in 1927?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.measure, q.over) == ("rank", "hr", "player")


def test_the_verb_alone_still_names_its_measure():
    c = compile_question("How many hits did ruthba01 have in 1927?", [_batting()], ENGLISH)
    assert c.query is not None and c.query.measure == "h"
    both = compile_question("Did ruthba01 have more home runs or hits in 1927?", [_batting()], ENGLISH)
    assert both.query is None or both.query.op == "compare"  # two measures said as such stay two


def _earnings(unit):
    s = TableSchema("jnj.csv", (), (), YEARS, (), (Measure("earnings", "earnings", unit, "flow"),))
    return table_lexicon("kb", "jnj.csv", s, 21, (), (1960.0, 1980.0, 21), {}, "Johnson & Johnson")


def test_per_share_is_a_unit_never_a_share_of_a_total():
    c = compile_question("What were the earnings per share in 1975?", [_earnings("USD per share")], ENGLISH)
    assert c.query is not None and c.query.op != "share" and not c.not_applied
    unsaid = compile_question("What were the earnings per share in 1975?", [_earnings(None)], ENGLISH)
    assert unsaid.query is None and "per share" in unsaid.not_applied  # no unit says it: reported, never a share


@pytest.mark.parametrize("text, months", [("the March quarter of 2010", (1, 3)), ("the December quarter of 2016", (10, 12)),
                                          ("the September quarter", (7, 9))])
def test_a_quarter_named_by_its_last_month(text, months):
    (part,), _ = time_parts(tokenize(f"What was it in {text}?"), ENGLISH)
    assert part.unit == "quarter"
    got = (part.lo.month, part.hi.month) if part.lo is not None else (min(part.months), max(part.months))
    assert got == months


def test_a_month_that_ends_no_quarter_names_none():
    parts, _ = time_parts(tokenize("What was it in the April quarter of 2010?"), ENGLISH)
    assert all(p.unit != "quarter" for p in parts)


def test_a_share_over_a_dimension_of_quantities_is_refused():
    country, indicator = Dimension("country", "category", 2), Dimension("indicator", "category", 2)
    lex = lexicon(time=YEARS, span=(2000.0, 2017.0, 18), dims=(country, indicator),
                  values={"country": ("WLD", "JPN"), "indicator": ("SP.POP.TOTL", "SP.URB.TOTL")},
                  measures=("value",), additivity="flow")
    c = compile_question("What share of WLD's value was SP.URB.TOTL in 2017?", [lex], ENGLISH)
    assert c.query is None and "quantities" in c.reason


def test_per_day_of_a_measure_stated_per_day_is_its_unit_never_a_grouping():
    weekly = TimeAxis(("Week",), ("date",), "week", "date")
    s = TableSchema("gas.csv", (), ("Week",), weekly, (), (Measure("Barrels", "Barrels", "million barrels per day", "level"),))
    lex = table_lexicon("kb", "gas.csv", s, 1355, (), (days(date(1991, 2, 7)), days(date(2017, 1, 12)), 1355), {},
                        "US gasoline supply")
    c = compile_question("What was the average Barrels per day in 2005?", [lex], ENGLISH)
    assert c.query is not None and c.query.by_time is None and c.query.statistic == "mean" and not c.not_applied
    count = compile_question("In how many days of 2005 were the Barrels above 9?", [lex], ENGLISH)
    assert count.query is None or count.query.statistic == "count"  # "how many days" is no unit: never a mean


def _impact(axis_name="millisecond", unit="ms", aliases=("milliseconds after the impact",)):
    times = TimeAxis(("times",), ("number",), "number", "number")
    s = TableSchema("motor.csv", (), ("times",), times, (), (Measure("accel", "accel", "g", "level"),))
    words = {axis_name: aliases} if aliases else {}
    return table_lexicon("kb", "motor.csv", s, 133, (), (2.4, 57.6, 94), {}, "crash-test head", axis_name,
                         words, axis_unit=unit)


@pytest.mark.parametrize("question, at", [("What was the accel 20.2 milliseconds after the impact?", 20.2),
                                          ("What was the accel at 20.2 ms?", 20.2),
                                          ("What was the accel 31 milliseconds?", 31.0)])
def test_a_number_then_the_axis_s_name_or_unit_is_that_position(question, at):
    c = compile_question(question, [_impact()], ENGLISH)
    assert c.query is not None and not c.not_applied and c.query.scope.intervals == ((at, at),)


def test_a_bare_number_ends_a_range_whose_other_end_says_the_unit():
    c = compile_question("How much did the accel change between 30.2 and 31 ms?", [_impact()], ENGLISH)
    assert c.query is not None and c.query.op == "change" and not c.not_applied


@pytest.mark.parametrize("question", ["How many readings had an accel more than 40 ms?",
                                      "What was the accel 20.2 seconds after the impact?"])
def test_a_number_after_a_threshold_or_in_another_unit_is_no_position(question):
    r = read(question, _impact())
    assert not any(p.kind == "position" for p in r.parts)


def test_an_axis_with_no_declared_name_or_unit_reads_no_amount():
    assert _impact(axis_name="", unit="", aliases=()).axis.amounts == ()
    assert ("millisecond", "after", "the", "impact") in _impact().axis.amounts


def test_a_title_phrase_ending_in_its_plural_noun_counts_the_rows_of_an_event_list():
    events = table_lexicon("kb", "coal.csv", schema(YEARS, (), ()), 191, (), (1851.0, 1962.0, 112), {},
                           "coal-mining disasters")
    for q in ("How many coal-mining disasters were there in 1866?",
              "Which year of the 1880s had the most coal-mining disasters?"):
        r = read(q, events)
        assert r.rows_counted and not unclaimed(r)


def test_two_declared_names_of_one_measure_overlapping_are_read_as_one():
    lex = lexicon(time=YEARS, span=(1983.0, 1997.0, 15), dims=(), measures=("income",), additivity="level",
                  aliases={"income": ("median income", "income per head")})
    c = compile_question("How much did median income per head rise from 1983 to 1997?", [lex], ENGLISH)
    assert c.query is not None and c.query.measure == "income" and c.query.op == "change"
    assert c.query.statistic != "median" and not c.not_applied


def test_an_ordinal_before_an_id_dimensions_word_names_that_value():
    congress = Dimension("congress", "id", 116)
    lex = lexicon(time=YEARS, span=(1789.0, 2019.0, 116), dims=(congress,),
                  values={"congress": tuple(str(n) for n in range(1, 117))}, measures=("seats",), additivity="level")
    c = compile_question("How many seats were there in the 104th Congress?", [lex], ENGLISH)
    assert c.query is not None and [(f.column, f.values) for f in c.query.filters] == [("congress", ("104",))]
    beyond = compile_question("How many seats were there in the 117th Congress?", [lex], ENGLISH)
    assert beyond.query is None  # no value 117: never another Congress


def test_a_verb_whose_object_is_the_measures_thing_is_read_with_it():
    lex = lexicon(time=YEARS, span=(1983.0, 1991.0, 9), dims=(), measures=("patents",))
    c = compile_question("How many patents were filed in 1985?", [lex], ENGLISH)
    assert c.query is not None and not c.not_applied
    other = lexicon(time=YEARS, span=(1983.0, 1991.0, 9), dims=(), measures=("sales",))
    assert "filed" in " ".join(compile_question("How many sales were filed in 1985?", [other], ENGLISH).not_applied)


def test_counting_the_readings_of_two_compared_measures_is_refused():
    congress = Dimension("congress", "id", 116)
    lex = lexicon(time=YEARS, span=(1789.0, 2019.0, 116), dims=(congress,),
                  values={"congress": tuple(str(n) for n in range(1, 117))}, measures=("seats", "np1", "np2"),
                  additivity="level", aliases={"np1": ("Democrats",), "np2": ("Republicans",)})
    c = compile_question("In how many Congresses did the Republicans hold more seats than the Democrats?", [lex], ENGLISH)
    assert c.query is None and "compares nothing" in c.reason  # never the readings counted and compared


@pytest.mark.parametrize("question", ["What was the average accel over the 30 milliseconds?",
                                      "What was the average accel over the first 10 ms?"])
def test_a_number_after_a_word_that_counts_is_no_position(question):
    assert not any(p.kind == "position" for p in read(question, _impact()).parts)


def test_an_axis_with_a_name_and_no_unit_reads_no_amount():
    assert _impact(axis_name="period", unit="", aliases=()).axis.amounts == ()


def _wages():
    age = Dimension("age", "id", 51)
    s = TableSchema("wages1833.csv", (), ("age",), None, (age,),
                    tuple(Measure(m, m, None, "level") for m in ("mnum", "mwage", "fnum", "fwage")))
    aliases = {"mnum": ("male workers", "men"), "fnum": ("female workers", "women"),
               "mwage": ("men's wage", "male wage"), "fwage": ("women's wage", "female wage")}
    return table_lexicon("lancashire-cotton-wages-1833", "wages1833.csv", s, 51,
                         (("age", tuple(str(a) for a in range(10, 61))),), None,
                         aliases, None)


def test_a_name_of_a_measure_with_a_statistic_word_inside_is_that_measure():
    c = compile_question("At what age were women's average wages at their highest?", [_wages()], ENGLISH)
    assert c.query is not None and c.query.measure == "fwage" and c.query.over == "age"


def test_a_title_word_that_two_measures_names_share_is_never_the_titles():
    lex = _wages()
    plain = replace(lex, measures=tuple(replace(m, names=tuple(n for n in m.names if n != ("women", "wage")))
                                        for m in lex.measures))  # no "women's wage": only "women", fnum's
    c = compile_question("At what age were women's wages at their highest?", [plain], ENGLISH)
    assert c.query is None or c.query.measure != "fnum"  # "wages": men's or women's, never the file's


def test_a_number_the_tables_names_hold_is_never_the_titles():
    country = Dimension("country", "text", 2)
    s = TableSchema("sowc.csv", (), ("country",), None, (country,),
                    tuple(Measure(m, m, None, "level") for m in ("under5_mortality_1990", "under5_mortality_2018")))
    lex = table_lexicon("child-mortality-2018", "sowc.csv", s, 2, (("country", ("Niger", "Somalia")),), None, {}, None)
    r = read("Which country had the highest under5 mortality in 2018?", lex)
    assert not any(c.stage == "table" and r.words(c.first, c.last) == "2018" for c in r.claims)


def test_several_things_said_of_one_value_are_refused():
    city = Dimension("CITY", "text", 3)
    lex = lexicon(time=YEARS, span=(1992.0, 1996.0, 5), dims=(city,),
                  values={"CITY": ("Quebec", "Montreal", "Calgary")}, measures=("POP",), additivity="level")
    c = compile_question("What was the combined POP of the Quebec cities in 1996?", [lex], ENGLISH)
    assert c.query is None and "one CITY" in c.reason
    one = compile_question("What was the POP of Quebec city in 1996?", [lex], ENGLISH)
    assert one.query is not None and [(f.column, f.values) for f in one.query.filters] == [("CITY", ("Quebec",))]


def test_a_longer_declared_phrase_wins_over_a_name_inside_it():
    city, region = Dimension("CITY", "text", 2), Dimension("REGION", "category", 2)
    s = schema(YEARS, (city, region), ("POP",), "level")
    lex = table_lexicon("kb", "t.csv", s, 4, (("CITY", ("Quebec", "Calgary")), ("REGION", ("QC", "WEST"))),
                        (1992.0, 1996.0, 5), {}, None, value_words={"QC": ("Quebec cities",)})
    r = read_question(Reading("What was the POP of the Quebec cities in 1996?",
                              tokenize("What was the POP of the Quebec cities in 1996?"), lex, ENGLISH,
                              named=(("Quebec", "Quebec"),)))
    assert [(m.column, m.value) for m in r.members] == [("REGION", "QC")]


def test_a_word_the_header_writes_is_never_read_as_a_plural():
    corps = Dimension("corps", "text", 3)
    lex = lexicon(time=YEARS, span=(1875.0, 1894.0, 20), dims=(corps,), values={"corps": ("XIV", "G", "I")},
                  measures=("deaths",))
    c = compile_question("How many deaths did the XIV corps have in 1886?", [lex], ENGLISH)
    assert c.query is not None and [(f.column, f.values) for f in c.query.filters] == [("corps", ("XIV",))]


@pytest.mark.parametrize("text, lo, hi", [("the last quarter of 2010", date(2010, 10, 1), date(2010, 12, 31)),
                                          ("the first quarter of 2012", date(2012, 1, 1), date(2012, 3, 31)),
                                          ("the last month of 2005", date(2005, 12, 1), date(2005, 12, 31)),
                                          ("the final quarter of 1999", date(1999, 10, 1), date(1999, 12, 31))])
def test_the_first_or_last_unit_of_a_year_is_that_part_of_the_year(text, lo, hi):
    (part,), _ = time_parts(tokenize(f"What was it in {text}?"), ENGLISH)
    assert (part.kind, part.lo, part.hi) == ("span", lo, hi)


def test_the_last_quarter_with_no_year_is_the_datas_last():
    (part,), _ = time_parts(tokenize("What was it in the last quarter?"), ENGLISH)
    assert part.kind == "recent"


def test_when_over_a_table_with_no_time_axis_is_refused():
    party = Dimension("p1", "category", 2)
    lex = lexicon(time=None, dims=(party,), values={"p1": ("Democrats", "Republicans")}, measures=("seats",),
                  additivity="level")
    c = compile_question("When did the Democrats have the most seats?", [lex], ENGLISH)
    assert c.query is None and "no time axis" in c.reason


def _municipal_towns():
    name, kind = Dimension("name", "text", 3), Dimension("csd_type", "category", 2)
    year = Dimension("year", "text", 2)
    s = schema(None, (name, kind, year), ("population",), "level")
    values = (("name", ("Ajax", "Brock", "Clarington")), ("csd_type", ("town", "municipality")),
              ("year", ("population_2016", "population_2021")))
    return table_lexicon("kb", "towny.csv", s, 6, values, None, {}, None,
                         column_words={"name": ("municipality",)})


def test_a_year_one_value_writes_is_that_value_on_a_table_with_no_time():
    c = compile_question("What was the population of Ajax in 2016?", [_municipal_towns()], ENGLISH)
    assert c.query is not None and ("year", ("population_2016",)) in [(f.column, f.values) for f in c.query.filters]
    none = compile_question("What was the population of Ajax in 2011?", [_municipal_towns()], ENGLISH)
    assert none.query is None  # no value writes 2011


def test_a_value_that_is_another_dimensions_declared_word_is_asked_back():
    c = compile_question("How many municipalities had a population above 5000 in 2016?", [_municipal_towns()], ENGLISH)
    assert c.query is None and "every name" in c.reason


def _producers_2019():
    country = Dimension("country", "text", 4)
    return lexicon(time=YEARS, span=(2018.0, 2019.0, 2), dims=(country,),
                   values={"country": ("China", "Japan", "Germany", "World")}, measures=("vehicles",))


@pytest.mark.parametrize("question", ["Which country other than China had the most vehicles in 2019?",
                                      "Excluding China, which country had the most vehicles in 2019?",
                                      "Leaving China aside, which country had the most vehicles in 2019?"])
def test_a_value_after_an_excluding_phrase_is_left_out(question):
    c = compile_question(question, [_producers_2019()], ENGLISH)
    assert c.query is not None and c.query.op == "rank" and not c.not_applied
    assert [(f.column, f.values) for f in c.query.excluded] == [("country", ("China",))] and not c.query.filters


def test_leaving_alone_takes_nothing_out():
    c = compile_question("How many vehicles were leaving China in 2019?", [_producers_2019()], ENGLISH)
    assert c.query is None or not c.query.excluded


def test_the_total_of_two_values_is_their_sum_never_a_comparison():
    c = compile_question("What was the total vehicles of Japan and Germany in 2019?", [_producers_2019()], ENGLISH)
    assert c.query is not None and c.query.op != "compare" and c.query.statistic == "sum"
    assert [(f.column, set(f.values)) for f in c.query.filters] == [("country", {"Japan", "Germany"})]
    both = compile_question("Were the vehicles higher in Japan or Germany in 2019?", [_producers_2019()], ENGLISH)
    assert both.query is not None and both.query.op == "compare"


def test_a_year_in_labels_that_differ_otherwise_names_no_value():
    item = Dimension("line item", "text", 3)
    lex = lexicon(time=None, dims=(item,), values={"line item": ("Non-vested at December 31, 2019", "Granted", "Vested")},
                  measures=("shares",))
    r = read("What is the number of shares granted in 2019?", lex)
    assert not any(m.value.startswith("Non-vested") for m in r.members)


@pytest.mark.parametrize("unit, read", [("percent", True), ("per cent", True), ("%", True), ("USD", False), (None, False)])
def test_a_percent_threshold_holds_of_a_measure_in_percent_however_spelled(unit, read):
    s = TableSchema("polls.csv", (), ("year",), YEARS, (), (Measure("approval", "approval", unit, "level"),))
    lex = table_lexicon("kb", "polls.csv", s, 20, (), (1980.0, 1999.0, 20), {}, None)
    c = compile_question("In how many years was the approval above 60%?", [lex], ENGLISH)
    assert (c.query is not None) == read, c.reason


def _boys():
    occasions = TimeAxis(("Occasion",), ("number",), "number", "number")
    subject = Dimension("Subject", "id", 26)
    s = TableSchema("Oxboys.csv", (), ("Subject", "Occasion"), occasions, (subject,),
                    (Measure("age", "age", None, "level"), Measure("height", "height", "cm", "level")))
    return table_lexicon("kb", "Oxboys.csv", s, 234, (("Subject", tuple(str(n) for n in range(1, 27))),),
                         (1.0, 9.0, 9), {"height": ("height", "tall")}, None, "occasion",
                         column_words={"Subject": ("boy",)})


@pytest.mark.parametrize("text, at", [("at the fifth occasion", 5.0), ("at his fifth measurement", 5.0),
                                      ("at the last occasion", 9.0)])
def test_the_nth_occasion_is_that_place_of_an_axis_numbered_one_by_one(text, at):
    c = compile_question(f"How tall was boy 10 {text}?", [_boys()], ENGLISH)
    assert c.query is not None and c.query.scope.intervals == ((at, at),), c.reason


def test_the_nth_occasion_past_the_axis_is_refused():
    c = compile_question("What was the height of boy 10 at the tenth occasion?", [_boys()], ENGLISH)
    assert c.query is None


def test_a_unit_after_how_many_names_the_one_measure_in_it():
    c = compile_question("How many centimetres did boy 3 grow between the first and the ninth occasion?", [_boys()],
                         ENGLISH)
    assert c.query is not None and c.query.measure == "height" and c.query.op == "change", c.reason


def test_an_ordinal_before_a_calendar_unit_is_never_a_place_of_the_axis():
    (part,), _ = time_parts(tokenize("What was it in the third quarter of 1970?"), ENGLISH, ("quarter",))
    assert part.unit == "quarter" and part.kind == "span"


# --------------------------------------------------------------------------- a year's readings on dates
YEARLY_DATES = TimeAxis(("year",), ("year",), "year", "date")


@pytest.mark.parametrize("question", ["What were the sales in January 2013?", "What were the sales in Q1 2013?",
                                      "What were the sales from March to May 2013?"])
def test_a_part_of_a_year_is_refused_on_a_table_read_once_a_year(question):
    """A year's reading stands on the year's first day: it is never January's, nor the first
    quarter's (the reading would be answered as theirs)."""
    lex = lexicon(time=YEARLY_DATES, dims=())
    c = compile_question(question, [lex], ENGLISH)
    assert c.query is None and c.reason_kind == "not_expressible" and "one reading a year" in c.reason
    whole = compile_question("What were the sales in 2013?", [lex], ENGLISH)
    assert whole.query is not None and whole.query.scope.unit == "year"


def test_a_month_goes_to_the_table_read_by_the_month():
    """Two tables of one file (the months, and the year's own columns): a month of the question
    is the monthly table's, a year of the same words either's, the header said the year's."""
    monthly = table_lexicon("kb", "t.csv", schema(MONTHLY, (), ("value",), "level"), 100, (),
                            (days(date(2001, 1, 1)), days(date(2003, 12, 1)), 36), {}, None)
    yearly = table_lexicon("kb", "t.csv#year", schema(YEARLY_DATES, (), ("Annual",), "level"), 3, (),
                           (days(date(2001, 1, 1)), days(date(2003, 1, 1)), 3), {}, None)
    month = compile_question("What was the value in March 2002?", [monthly, yearly], ENGLISH)
    assert month.query is not None and month.source == "t.csv"
    annual = compile_question("What was the annual value in 2002?", [yearly, monthly], ENGLISH)
    assert annual.query is not None and annual.source == "t.csv#year" and annual.query.measure == "Annual"


@pytest.mark.parametrize("unit, counted", [("minutes", True), ("%", True), ("USD", True), ("thousands", False),
                                           (None, False)])
def test_how_many_of_a_measurement_counts_its_readings(unit, counted):
    """"How many world records in the 10,000 m": records timed in minutes are counted, never
    their minutes averaged; a level in no unit of the registry ("thousands") stays an amount."""
    race = Dimension("race", "text", 2)
    schema_ = TableSchema("t.csv", (), ("race", "year"), YEARS, (race,), (Measure("Time", "Time", unit, "level"),))
    lex = table_lexicon("kb", "t.csv", schema_, 60, (("race", ("100m", "10000m")),), (1912.0, 2008.0, 60),
                        {"Time": ("world record", "record")}, None)
    q = compile_question("How many world records in the 10000m does the table list?", [lex], ENGLISH).query
    assert q is not None and (q.statistic == "count") == counted and q.filters[0].values == ("10000m",)


def test_a_reading_dated_a_day_is_that_days_on_a_weekly_table():
    """A weekly table whose dates are written as days: "on 2014-06-02" is a reading's own date,
    never a part of a week refused (only a reading made from a coarser part stands for it)."""
    weekly = lexicon(time=TimeAxis(("date",), ("date",), "week", "date"), dims=())
    c = compile_question("What were the sales on 2014-06-02?", [weekly], ENGLISH)
    assert c.query is not None and c.query.scope.intervals
    years = lexicon(time=TimeAxis(("year",), ("date",), "year", "date", format="year"), dims=())
    refused = compile_question("What were the sales on 2014-06-02?", [years], ENGLISH)
    assert refused.query is None and "one reading a year" in refused.reason


def _house():
    measures = (Measure("seats", "seats", "seats", "level"), Measure("np1", "np1", "seats", "level"),
                Measure("np2", "np2", "seats", "level"))
    schema_ = TableSchema("house.csv", (), ("year",), YEARS, (), measures)
    return table_lexicon("kb", "house.csv", schema_, 116, (), (1789.0, 2019.0, 116), {
        "seats": ("seats", "total seats"), "np1": ("Democrats",), "np2": ("Republicans",)}, None)


@pytest.mark.parametrize("question, measures, op", [
    ("How many seats did the Republicans hold in 1995?", ("np2",), "value"),
    ("Did the Democrats or the Republicans hold more seats in 2007?", ("np1", "np2"), "compare"),
])
def test_a_measure_named_by_another_measures_unit_is_that_unit(question, measures, op):
    """"How many seats did the Republicans hold": ``seats`` is the unit of ``np2`` (the Republicans'
    seats), not the House's seats beside it."""
    q = compile_question(question, [_house()], ENGLISH).query
    assert q is not None and q.op == op and (q.members if op == "compare" else (q.measure,)) == measures


def test_the_unit_after_the_tables_own_name_is_still_the_unit():
    lex = _house()
    lex = table_lexicon("kb", "house.csv", lex.schema, 116, (), (1789.0, 2019.0, 116), {
        "seats": ("seats", "House seats", "Senate seats"), "np1": ("Democrats",), "np2": ("Republicans",)}, None)
    q = compile_question("How many House seats did the Republicans hold in 1995?", [lex], ENGLISH).query
    assert q is not None and q.measure == "np2"  # "House" is the table's own name (house.csv)
    c = compile_question("How many Senate seats did the Republicans hold in 1995?", [lex], ENGLISH)
    assert c.query is None or c.query.measure != "np2"  # "Senate" is no word of the table's name


def test_the_whole_of_a_share_stays_a_measure():
    c = compile_question("What share of the seats did the Republicans hold in 1995?", [_house()], ENGLISH)
    assert c.query is None or c.query.measure != "np2" or c.query.over is not None


def _ballots():
    measures = tuple(Measure(m, m, "votes", "flow") for m in ("absdem", "absrep", "dabs"))
    schema_ = TableSchema("absentee.csv", (), ("year",), YEARS, (), measures)
    return table_lexicon("kb", "absentee.csv", schema_, 22, (), (1978.0, 1993.0, 16), {
        "absdem": ("Democratic absentee votes", "absentee votes for the Democrat"),
        "absrep": ("Republican absentee votes", "absentee votes for the Republican"),
        "dabs": ("absentee margin",)}, None)


@pytest.mark.parametrize("question, measure", [
    ("How many absentee votes did the Democrat get in 1993?", "absdem"),
    ("How many absentee votes for the Republican were cast in 1993?", "absrep"),
])
def test_a_declared_name_said_apart_is_its_measure(question, measure):
    """Every content word of one declared name, a few glue words apart: that measure, never the
    three "absentee" fits alone."""
    q = compile_question(question, [_ballots()], ENGLISH).query
    assert q is not None and q.measure == measure


def test_a_word_of_several_names_alone_is_still_asked_back():
    c = compile_question("How many absentee votes were there in 1993?", [_ballots()], ENGLISH)
    assert c.query is None and c.reason_kind in ("ambiguous_measure", "ambiguous")


@pytest.mark.parametrize("second, alias, asked", [("moe", (), "estimate"), ("err", ("margin of error",), "estimate"),
                                                   ("households", (), None)])
def test_a_measure_beside_its_margin_of_error_is_the_one_asked(second, alias, asked):
    """A survey's ``estimate`` beside its ``moe``: "the median rent in Oregon" names no measure and
    asks the estimate, never its margin; beside another quantity the question is asked back."""
    dims = (Dimension("NAME", "text", 3), Dimension("variable", "text", 2))
    schema_ = TableSchema("acs.csv", (), ("NAME", "variable"), None, dims,
                          (Measure("estimate", "estimate", "USD", "level"), Measure(second, second, "USD", "level")))
    lex = table_lexicon("kb", "acs.csv", schema_, 6, (("NAME", ("Alabama", "Oregon", "Texas")),
                                                      ("variable", ("income", "rent"))), None,
                        {second: alias} if alias else {}, None)
    c = compile_question("What was the rent in Oregon?", [lex], ENGLISH)
    assert (c.query.measure if c.query is not None else None) == asked


@pytest.mark.parametrize("bounds, asked", [(("ub", "lb"), "value"), (("upper", "ratio"), None)])
def test_a_measure_between_its_bounds_is_the_one_asked(bounds, asked):
    """Sea ice ``value`` beside ``ub`` and ``lb``, its interval's bounds: the question that names
    none asks the value; beside measures that are no bounds it is asked back."""
    measures = tuple(Measure(m, m, None, "level") for m in ("value", *bounds))
    lex = table_lexicon("kb", "ice.csv", TableSchema("ice.csv", (), ("year",), YEARS, (), measures), 115, (),
                        (1901.0, 2015.0, 115), {}, None)
    c = compile_question("What was it in 1950?", [lex], ENGLISH)
    assert (c.query.measure if c.query is not None else None) == asked


def test_a_name_said_in_another_order_is_not_said_apart():
    """"The size of tree 15": ``size`` declared "tree size" keeps "tree" for the tree, never
    "size of tree" read as the name in another order."""
    tree = Dimension("tree", "id", 3)
    schema_ = TableSchema("sitka.csv", (), ("tree", "Time"), WEEKS, (tree,), (Measure("size", "size", None, "level"),))
    lex = table_lexicon("kb", "sitka.csv", schema_, 30, (("tree", ("1", "15", "79")),), (152.0, 258.0, 5),
                        {"size": ("size", "tree size")}, None)
    q = compile_question("What was the average size of tree 15?", [lex], ENGLISH).query
    assert q is not None and q.measure == "size" and q.filters == (Filter("tree", ("15",)),)


def _polls():
    measures = (Measure("leave", "leave", "%", "level"), Measure("remain", "remain", "%", "level"),
                Measure("samplesize", "samplesize", None, "level"))
    schema_ = TableSchema("polls.csv", (), ("day",), DAILY, (), measures)
    return table_lexicon("kb", "polls.csv", schema_, 127, (), (days(date(2016, 1, 1)), days(date(2016, 6, 23)), 120),
                         {}, None)


@pytest.mark.parametrize("question, op", [("In how many polls was leave ahead of remain?", ">"),
                                          ("In how many polls was leave lower than remain?", "<")])
def test_the_rows_where_one_measure_is_above_another_are_counted(question, op):
    q = compile_question(question, [_polls()], ENGLISH).query
    assert q is not None and (q.op, q.statistic) == ("count", "count")
    (c,) = q.conditions
    assert (c.measure, c.op, c.other) == ("leave", op, "remain")


def test_measures_in_different_units_are_not_compared_row_by_row():
    c = compile_question("In how many polls was leave ahead of samplesize?", [_polls()], ENGLISH)
    assert c.query is None


def _rates() -> object:
    """Arrest rates by state: three measures stated per 100,000, one in percent."""
    state = Dimension("state", "text", 3)
    measures = (Measure("Murder", "Murder", "per 100,000", "level"), Measure("Assault", "Assault", "per 100,000", "level"),
                Measure("UrbanPop", "UrbanPop", "percent", "level"))
    return table_lexicon("kb", "USArrests.csv", TableSchema("USArrests.csv", (), ("state",), None, (state,), measures),
                         50, (("state", ("Alabama", "Alaska", "Arizona")),), None,
                         {"Assault": ("assault arrests",), "UrbanPop": ("urban population",)}, None)


def test_a_rate_a_declared_unit_states_is_the_unit_of_the_measure_named():
    c = compile_question("Which state made the most assault arrests per 100,000 people?", [_rates()], ENGLISH)
    assert c.query is not None and c.query.measure == "Assault" and not c.not_applied
    c = compile_question("What was Alaska's urban population per 100,000 people?", [_rates()], ENGLISH)
    assert c.query is None and "per 100,000 people" in c.reason and "UrbanPop" in c.reason  # not its unit
    c = compile_question("Which state had the highest rate per 100,000?", [_rates()], ENGLISH)
    assert c.query is None and "Murder, Assault" in c.reason  # two measures state it: which is asked
    c = compile_question("Which state had the highest Assault per 1,000?", [_rates()], ENGLISH)
    assert c.query is None and "per 1,000" in c.reason  # no unit states it


def test_the_words_a_rate_unit_writes_after_its_number_are_its_own():
    births = Measure("u5", "u5", "per 1,000 live births", "level")
    lex = table_lexicon("kb", "m.csv", TableSchema("m.csv", (), (), YEARS, (), (births,)), 30, (), (1990, 2019, 30),
                        {}, None)
    r = read("What was u5 per 1,000 live births in 2000?", lex)
    assert not unclaimed(r) and r.measures == ("u5",)
    r = read("What was the rate per 1,000 live births in 2000?", lex)
    assert r.measures == ("u5",)  # the one measure stated so


@pytest.mark.parametrize("unit, counts", [("thousands", True), (None, True), ("persons", True),
                                          ("per square mile", False), ("USD", False)])
def test_a_population_measure_counts_persons_so_its_members_add_up(unit, counts):
    state = Dimension("state", "text", 3)
    measures = (Measure("Population", "Population", unit, "level"), Measure("Income", "Income", "USD", "level"))
    lex = table_lexicon("kb", "states.csv", TableSchema("states.csv", (), ("state",), None, (state,), measures),
                        50, (("state", ("California", "Texas", "Iowa")),), None, {}, None)
    c = compile_question("What share of the states' population lived in California?", [lex], ENGLISH)
    summed = c.query is not None and c.query.statistic == "sum"
    assert summed == counts  # persons add up across states; a density or a currency per head does not
    c = compile_question("What share of the states' income was in California?", [lex], ENGLISH)
    assert c.query is None or c.query.statistic != "sum"  # an income per head never adds up


def test_a_percent_asked_of_a_measure_not_in_percent_is_refused_never_dropped():
    teams = lexicon(time=None, dims=(STORES,), measures=("wins", "losses"), additivity="level")
    c = compile_question("What was the average winning percentage of New York?", [teams], ENGLISH)
    assert c.query is None and "percent" in c.reason  # never the average of wins
    spelled = lexicon(time=None, dims=(STORES,), measures=("wins", "winperc"), additivity="level")
    q = compile_question("What was the average winning percentage of New York?", [spelled], ENGLISH).query
    assert q is not None and q.measure == "winperc"  # "percentage" as a header writes it ("perc")


def test_a_declared_measure_word_written_as_a_value_reads_the_measure_where_the_value_is():
    p1, p2 = Dimension("p1", "category", 2), Dimension("p2", "category", 2)
    measures = (Measure("seats", "seats", "seats", "level"), Measure("np1", "np1", "seats", "level"),
                Measure("np2", "np2", "seats", "level"))
    congress = Dimension("congress", "id", 116)
    sch = TableSchema("house.csv", (), ("year",), YEARS, (congress, p1, p2), measures)
    lex = table_lexicon("kb", "house.csv", sch, 116, (("congress", tuple(str(n) for n in range(1, 117))),
                                                       ("p1", ("Democrats", "Federalists")),
                                                       ("p2", ("Republicans", "Whigs"))),
                        (1789.0, 2019.0, 116), {"np1": ("Democrats",), "np2": ("Republicans",)}, None)
    c = compile_question("In how many Congresses did the Republicans hold more seats than the Democrats?", [lex],
                         ENGLISH)
    assert c.query is not None and {(f.column, f.values) for f in c.query.filters} == {
        ("p1", ("Democrats",)), ("p2", ("Republicans",))}  # never np2 > np1 where the parties were others
    both = table_lexicon("kb", "house.csv", sch, 116, (("congress", tuple(str(n) for n in range(1, 117))),
                                                        ("p1", ("Democrats", "Whigs")), ("p2", ("Republicans", "Whigs"))),
                         (1789.0, 2019.0, 116), {"np1": ("Whigs",)}, None)
    c = compile_question("When did the Whigs hold the most seats?", [both], ENGLISH)
    assert c.query is None and "p1 or p2" in c.reason  # a value of two dimensions: asked back


def test_a_year_alone_is_the_tables_title_only_when_the_title_is_of_that_one_year():
    def titled(kb):
        sch = TableSchema("t.csv", (), ("place",), None, (STORES,), (Measure("gdp", "gdp", None, "level"),))
        return table_lexicon(kb, "t.csv", sch, 3, (("store", ("Fort Worth", "New York")),), None, {}, None)
    c = compile_question("What was the gdp of New York in 1980?", [titled("european-energy-1980")], ENGLISH)
    assert c.query is not None  # the table is of 1980
    c = compile_question("What was the gdp of New York in 1881?", [titled("yule-pauperism-1871-1881")], ENGLISH)
    assert c.query is None and "1881" in c.reason  # one end of the title's span: a time the table cannot apply


def test_a_year_written_onto_a_values_word_is_that_values_year():
    year = Dimension("year", "text", 3)
    sch = TableSchema("Breslau.csv", (), ("age", "year"), None, (Dimension("age", "id", 3), year),
                      (Measure("deaths", "deaths", None, "flow"),))
    lex = table_lexicon("kb", "Breslau.csv", sch, 9, (("age", ("1", "2", "20")), ("year", ("year1687", "year1688",
                                                                                            "year1690"))),
                        None, {}, None)
    q = compile_question("How many deaths were there at age 20 in 1690?", [lex], ENGLISH).query
    assert q is not None and ("year", ("year1690",)) in {(f.column, f.values) for f in q.filters}
    c = compile_question("How many deaths were there at age 20 in 1689?", [lex], ENGLISH)
    assert c.query is None  # no value writes 1689


def test_a_share_of_one_measure_in_another_is_the_part_over_the_whole_named_after_share_of():
    lex = lexicon(time=YEARS, span=(1925.0, 2019.0, 95), dims=(), measures=("prisoners", "females"),
                  additivity="level")
    q = compile_question("What share of the prisoners were females in 2019?", [lex], ENGLISH).query
    assert q is not None and (q.op, q.over, q.members) == ("percent_of", MEASURES, ("females", "prisoners"))
    c = compile_question("What share were females of prisoners in 2019?", [lex], ENGLISH)
    assert c.query is None or c.query.op != "percent_of"  # the whole not said right after "share of"
    apart = table_lexicon("kb", "t.csv", TableSchema("t.csv", (), ("year",), YEARS, (), (
        Measure("prisoners", "prisoners", "persons", "level"), Measure("females", "females", "%", "level"))), 95, (),
        (1925.0, 2019.0, 95), {}, None)
    c = compile_question("What share of the prisoners were females in 2019?", [apart], ENGLISH)
    assert c.query is None and "different units" in c.reason


@pytest.mark.parametrize("question", ["Which store saw its record broken the most times?",
                                      "Which store set the record more times?"])
def test_the_most_times_counts_occasions_never_a_measure_named_time(question):
    lex = lexicon(measures=("Time",), additivity="level", aliases={"Time": ("record", "record time")})
    c = compile_question(question, [lex], ENGLISH)
    assert c.query is None and "times" in c.reason  # occasions no rule counts: reported, never the highest Time


@pytest.mark.parametrize("said, value", [("800 m", "800m"), ("10,000 m", "10000m"), ("100 M", "100m")])
def test_a_value_of_a_number_and_a_word_written_apart_is_that_value(said, value):
    race = Dimension("race", "text", 3)
    lex = lexicon(time=YEARS, span=(1900.0, 2008.0, 109), dims=(race,), measures=("Time",), additivity="level",
                  values={"race": ("100m", "800m", "10000m")})
    q = compile_question(f"What was the Time of the {said} in 1979?", [lex], ENGLISH).query
    assert q is not None and [(f.column, f.values) for f in q.filters] == [("race", (value,))]


def test_record_after_its_subject_is_the_verb_never_a_record_high():
    lex = lexicon(measures=("rain",), additivity="flow")
    r = read("How much rain did New York record in 2013?", lex)
    assert not r.extreme and not unclaimed(r)
    assert read("What was the record rain in New York?", lex).extreme == "max"


def test_a_choice_of_measures_is_the_one_whose_whole_declared_name_the_question_says():
    station = Dimension("station", "text", 2)
    names = {f"dx{t}_{y}": (f"days above {t} degrees in {y}",) for t in (70, 90) for y in (1948, 2018)}
    lex = lexicon(time=None, dims=(station,), values={"station": ("USC1", "USW2")}, measures=tuple(names),
                  additivity="level", aliases=names)
    q = compile_question("How many days above 70 degrees did station USC1 record in 2018?", [lex], ENGLISH).query
    assert q is not None and q.measure == "dx70_2018" and not q.conditions
    c = compile_question("How many days above 80 degrees did station USC1 record in 2018?", [lex], ENGLISH)
    assert c.query is None  # no declared name holds 80: still a choice, asked back


def test_a_declared_names_head_said_once_for_two_measures():
    station = Dimension("station", "text", 2)
    names = {f"dx70_{y}": (f"days above 70 degrees in {y}",) for y in (1948, 2018)}
    lex = lexicon(time=None, dims=(station,), values={"station": ("USC1", "USW2")}, measures=tuple(names),
                  additivity="level", aliases=names)
    q = compile_question("At station USC1, were there more days above 70 degrees in 1948 or in 2018?", [lex],
                         ENGLISH).query
    assert q is not None and q.op == "compare" and set(q.members) == {"dx70_1948", "dx70_2018"}
    c = compile_question("At station USC1, were there more days above 70 degrees in 1948 or in 1990?", [lex], ENGLISH)
    assert c.query is None  # no measure is declared for 1990


def test_measures_compared_say_the_first_ones_statistic_whatever_the_string_hashing():
    lex = lexicon(time=None, measures=("alpha_count", "beta_count"), additivity="unknown")
    c = compile_question("Was alpha_count or beta_count higher in New York?", [lex], ENGLISH)
    why = c.query.statistic_why if c.query is not None else c.reason
    assert "alpha_count" in why and "beta_count" not in why  # the first measure's, never a set's order


def test_the_number_of_every_position_counted_is_the_whole_time():
    weeks = TimeAxis(("week",), ("number",), "number", "number")
    lex = lexicon(time=weeks, span=(1.0, 20.0, 20), dims=(STORES,), measures=("sales",), additivity="flow")
    assert not unclaimed(read("How many sales did Fort Worth record over the 20 weeks?", lex))
    q = compile_question("How many sales did Fort Worth record over the 20 weeks?", [lex], ENGLISH).query
    assert q is not None and not q.scope.intervals
    c = compile_question("How many sales did Fort Worth record over the 12 weeks?", [lex], ENGLISH)
    assert c.query is None and "over the 12 weeks" in c.reason  # not the table's 20 (nor its top 12): unread


def test_a_declared_unit_written_whole_is_read_with_its_number():
    country = Dimension("country", "text", 2)
    s = TableSchema("coffee.csv", (), ("country",), YEARS, (country,),
                    (Measure("value", "value", "thousand 60-kg bags", "flow"),))
    lex = table_lexicon("kb", "coffee.csv", s, 60, (("country", ("Japan", "Peru")),), (1990.0, 2019.0, 30), {}, None)
    r = read("How much did Japan import in 2005, in thousands of 60-kg bags?", lex)
    assert any(c.what == "60-kg bags: the unit of value" for c in r.claims)
    assert "60" not in " ".join(unclaimed(r))


@pytest.mark.parametrize("question, extreme", [("When was gas at its dearest?", "max"), ("When was gas cheapest?", "min"),
                                               ("In which year was gas priciest?", "max")])
def test_price_superlatives_bind_a_price_measure(question, extreme):
    lex = lexicon(time=YEARS, span=(1956.0, 2010.0, 55), dims=(), measures=("gas", "miles"), additivity="level",
                  aliases={"gas": ("gas price",)})
    q = compile_question(question, [lex], ENGLISH).query
    assert q is not None and q.measure == "gas" and q.op == extreme


def test_what_a_thing_costs_is_its_price_and_the_deadliest_year_its_most_deaths():
    lex = lexicon(time=YEARS, span=(1956.0, 2010.0, 55), dims=(), measures=("gas", "miles"), additivity="level",
                  aliases={"gas": ("gas price",)})
    q = compile_question("What did gas cost in 1980?", [lex], ENGLISH).query
    assert q is not None and q.measure == "gas" and not q.derived
    deaths = lexicon(time=YEARS, span=(2005.0, 2012.0, 8), dims=(), measures=("deaths",), additivity="flow")
    d = compile_question("Which year was the deadliest?", [deaths], ENGLISH).query
    assert d is not None and d.measure == "deaths" and d.descending


def test_party_codes_are_named_by_their_parties_only_in_a_party_column():
    from noesis.query.tablequestion.lexicon import party_names
    assert {v for _w, v in party_names("IncParty", ("D", "R"))} == {"D", "R"}
    assert (("republican",), "R") in party_names("party", ("D", "R", "Other"))
    assert party_names("direction", ("D", "R")) == ()  # no party word in the header
    assert party_names("party", ("D", "R", "X")) == ()  # another one-letter code: not this system
