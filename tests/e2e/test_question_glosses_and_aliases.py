"""Names the question or the manifest gives for a table's values: a name the question glosses
itself with a value in parentheses ("the Lucerne site (lu)"), an ``entity_aliases`` entry for a
value of a two-dimension table with the years as headers ("Japan" for ``JPN``), "how many of the
airports" (the distinct ids the word names), and "which occupation had the least education on
average" over one row an occupation. Ingested for real; truth from the CSV text with the csv
module."""

from __future__ import annotations

from noesis.answer import Engine
from noesis.mesh import Mesh

from .test_analyst_phrasings import _kb, _rows  # a KB folder written and ingested; the CSV's rows

SITES = ("lu", "re", "zg")
NOX = "date," + ",".join(SITES) + "\n" + "\n".join(
    f"2004-03-{d:02d}," + ",".join(f"{(d * 13 + k * 7) % 41 + 0.5}" for k in range(len(SITES))) for d in range(1, 31)) + "\n"


def test_a_name_glossed_by_a_value_in_parentheses_reads_as_that_value(tmp_path):
    kb = _kb(tmp_path, "nox", {"nox.csv": NOX})
    want = next(float(r["lu"]) for r in _rows(NOX) if r["date"] == "2004-03-15")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the value at the Lucerne site (lu) on 15 March 2004?", deterministic=True)
        bare = e.ask("What was the value at Lucerne on 15 March 2004?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == want, a.text
    assert bare.result.value is None and "Lucerne" in bare.text  # no parenthesis: no data about it


YEARS = range(2000, 2006)
POP = "country,indicator," + ",".join(map(str, YEARS)) + "\n" + "\n".join(
    f"{c},{ind}," + ",".join(str(1000 * (i + 1) + 10 * j + (7 if ind == 'URB' else 0)) for j, _ in enumerate(YEARS))
    for i, c in enumerate(("JPN", "IND", "WLD")) for ind in ("POP", "URB")) + "\n"
POP_MANIFEST = '''[[source]]
file = "pop.csv"
dimensions = ["country", "indicator"]
entity_column = "country"

[source.entity_aliases]
JPN = ["Japan"]
IND = ["India"]

[vocabulary]
POP = ["total population"]
URB = ["urban population"]
'''


def test_an_entity_alias_names_its_value_in_a_table_of_two_dimensions(tmp_path):
    kb = _kb(tmp_path, "pop", {"pop.csv": POP, "noesis.toml": POP_MANIFEST})
    want = next(float(r["2003"]) for r in _rows(POP) if r["country"] == "JPN" and r["indicator"] == "URB")
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What was Japan's urban population in 2003?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == want, a.text


AIRPORTS = "AirportID,Name,Country,Altitude\n" + "\n".join(
    f"{100 + i},Field {i},{('Puerto Rico', 'United States', 'United States')[i % 3]},{(i * 37) % 900}"
    for i in range(30)) + "\n"
PRESTIGE = ",education,income\n" + "\n".join(
    f"{o},{(i * 5) % 11 + 6.5},{(i * 977) % 9000 + 2000}" for i, o in
    enumerate(("masons", "physicians", "nurses", "bakers", "farmers", "pilots"))) + "\n"


def test_how_many_of_the_things_counts_their_ids_and_which_thing_ranks_the_rows(tmp_path):
    airports = _kb(tmp_path, "airports", {"airports.csv": AIRPORTS})
    want = len({r["AirportID"] for r in _rows(AIRPORTS) if r["Country"] == "Puerto Rico"})
    with Mesh.open(airports) as mesh:
        a = Engine(mesh).ask("How many of the airports are in Puerto Rico?", deterministic=True)
    assert a.result.value is not None and int(a.result.value) == want, a.text
    occupations = _kb(tmp_path, "occupations", {"occupations.csv": PRESTIGE})
    rows = _rows(PRESTIGE)
    least = min(rows, key=lambda r: float(r["education"]))
    with Mesh.open(occupations) as mesh:
        a = Engine(mesh).ask("Which occupation had the least education on average?", deterministic=True)
    assert a.result.value is not None and float(a.result.value) == float(least["education"]), a.text
    assert least[""] in a.text


def test_rows_that_differ_in_an_indicator_are_never_added_together(tmp_path):
    kb = _kb(tmp_path, "wb", {"wb.csv": POP})  # no manifest: the one measure is the years' "value"
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        a = e.ask("What was the total value of JPN in 2003?", deterministic=True)
        ranked = e.ask("Which country had the highest total value in 2003?", deterministic=True)
        named = e.ask("What was the value of JPN for URB in 2003?", deterministic=True)
    # a population and a rate are no sum: the rows differ in indicator, and the question names none
    assert a.result.value is None and "indicator" in a.text, a.text
    assert ranked.result.value is None and "indicator" in ranked.text, ranked.text
    want = next(float(r["2003"]) for r in _rows(POP) if r["country"] == "JPN" and r["indicator"] == "URB")
    assert named.result.value is not None and float(named.result.value) == want, named.text


TERMS = "name,start,party\n" + "\n".join(f"{n},{y}-01-20,{p}" for n, y, p in (
    ("Eisenhower", 1953, "Republican"), ("Kennedy", 1961, "Democratic"), ("Nixon", 1969, "Republican"),
    ("Carter", 1977, "Democratic"), ("Bush", 1989, "Republican"), ("Clinton", 1993, "Democratic"),
    ("Bush", 2001, "Republican"))) + "\n"
TERMS_MANIFEST = '''[[source]]
file = "terms.csv"
time = ["start"]
dimensions = ["name", "party"]

[vocabulary]
name = ["president"]
'''


def test_a_count_of_names_that_label_rows_but_repeat_is_asked_back(tmp_path):
    kb = _kb(tmp_path, "terms", {"terms.csv": TERMS, "noesis.toml": TERMS_MANIFEST})
    rows = [r for r in _rows(TERMS) if r["party"] == "Republican"]
    assert len({r["name"] for r in rows}) < len(rows)  # two presidents named Bush
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("How many of the presidents were Republican?", deterministic=True)
    assert a.result.value is None and "Bush" in a.text, a.text  # 3 names over 4 rows: neither is said as the count


SALES = "month,store,sales\n" + "\n".join(f"2013-{m:02d}-01,{s},{(m * 17 + k * 29) % 50 + 10}"
                                          for m in range(1, 13) for k, s in enumerate(("North", "South", "East"))) + "\n"
SALES_MANIFEST = '''[[source]]
file = "sales.csv"
time = ["month"]
additivity = {sales = "flow"}
'''


def test_an_average_per_member_averages_each_members_total(tmp_path):
    kb = _kb(tmp_path, "shops", {"sales.csv": SALES, "noesis.toml": SALES_MANIFEST})
    totals: dict[str, float] = {}
    for r in _rows(SALES):
        totals[r["store"]] = totals.get(r["store"], 0.0) + float(r["sales"])
    want = sum(totals.values()) / len(totals)
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("What were the average sales per store in 2013?", deterministic=True)
    assert a.result.value is not None and abs(float(a.result.value) - want) < 1e-3, a.text


PANEL = "intnum,persnum,married,earnings\n" + "\n".join(
    f"{i},{p},{('married', 'never married', 'divorced')[(i + p) % 3]},{(i * 37 + p * 11) % 900 + 100}"
    for i in range(1, 21) for p in range(1 + i % 3, 15, 2)) + "\n"
PANEL_MANIFEST = '''[[source]]
file = "panel.csv"
time = []
dimensions = ["intnum", "persnum", "married"]

[vocabulary]
persnum = ["person"]
'''


def test_people_numbered_within_their_household_are_counted_by_the_whole_key(tmp_path):
    kb = _kb(tmp_path, "panel", {"panel.csv": PANEL, "noesis.toml": PANEL_MANIFEST})
    rows = [r for r in _rows(PANEL) if r["married"] == "never married"]
    want = len({(r["intnum"], r["persnum"]) for r in rows})
    assert want != len({r["persnum"] for r in rows})  # the person number alone would miscount
    with Mesh.open(kb) as mesh:
        a = Engine(mesh).ask("How many of the people had never married?", deterministic=True)
    assert a.result.value is not None and int(a.result.value) == want, a.text


CAUSES = "date,cause,deaths\n" + "\n".join(f"1849-09-{d:02d},{c},{(d * 17 + k * 5) % 40 + 3}" for d in range(1, 11)
                                           for k, c in enumerate(("Cholera", "Diarrhoea"))) + "\n"


def test_a_place_the_table_has_no_dimension_for_is_refused_beside_a_member_it_holds(tmp_path):
    kb = _kb(tmp_path, "causes", {"causes.csv": CAUSES})
    want = next(float(r["deaths"]) for r in _rows(CAUSES) if r["date"] == "1849-09-04" and r["cause"] == "Cholera")
    with Mesh.open(kb) as mesh:
        e = Engine(mesh)
        plain = e.ask("How many deaths of cholera were there on 4 September 1849?", deterministic=True)
        placed = e.ask("How many deaths of cholera were there in Scotland on 4 September 1849?", deterministic=True)
        two = e.ask("How many deaths of cholera were there in Upper Lanark on 4 September 1849?", deterministic=True)
    assert plain.result.value is not None and float(plain.result.value) == want, plain.text
    assert placed.result is None or placed.result.value is None, placed.text  # never the table's number as Scotland's
    assert "Scotland" in placed.text
    assert two.result is None or two.result.value is None
    assert "'Upper Lanark'" in two.text  # one name, as the question writes it
