"""Words of a table's own names read for what they say (found as wrong answers on an unseen split,
each class fixed by rule): a word R writes before several headers ("Ketchup.choice") names the
table, not a column; a word of the table's title inside a header ("Type_of_Breach" of
``breaches.csv``) only qualifies it ("per breach" is per row); a declared phrase's word that names
the time axis ("headache days") is the axis's; a name the resolver read by a part ("Africa") inside
a longer value the question writes whole ("Sub-Saharan Africa") is that value; "on how many days
did patient 5 …" counts the patient's rows, one a day, and asks back where a day holds two.

Ingested for real and asked through the engine. Truth: the csv module over the test's own rows."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from noesis.answer import Engine
from noesis.ingest.pipeline import ingest
from noesis.mesh import Mesh


def _csv(header: tuple[str, ...], rows: list[tuple]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return out.getvalue()


def _engine(tmp: Path, name: str, text: str, manifest: str) -> Mesh:
    (tmp / "src").mkdir(parents=True)
    (tmp / "src" / name).write_text(text, encoding="utf-8")
    (tmp / "src" / "noesis.toml").write_text(manifest, encoding="utf-8")
    ingest(tmp / "src", tmp / "kb" / "t.sqlite", workers=1)
    return Mesh.open(tmp / "kb")


def _rows(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


BREACHES = _csv(("id", "State", "Type_of_Breach", "Individuals_Affected", "breach_start"), [
    (1, "CA", "Theft", 1000, "2013-02-01"), (2, "CA", "Theft", 250, "2013-05-04"), (3, "CA", "Loss", 700, "2013-07-09"),
    (4, "TX", "Hacking", 5000, "2013-03-03"), (5, "CA", "Hacking", 90, "2012-11-11"), (6, "TX", "Loss", 40, "2013-12-01"),
    (7, "TX", "Theft", 15, "2014-01-05")])
BREACH_MANIFEST = """[[source]]
file = "breaches.csv"
time = ["breach_start"]
dimensions = ["id", "State", "Type_of_Breach"]
units = {Individuals_Affected = "people"}
additivity = {Individuals_Affected = "flow"}

[vocabulary]
Individuals_Affected = ["people affected"]
Type_of_Breach = ["type of breach", "breach type"]
"""


def test_a_word_of_the_title_inside_a_header_only_qualifies_it(tmp_path):
    rows = [r for r in _rows(BREACHES) if r["breach_start"].startswith("2013")]
    with _engine(tmp_path, "breaches.csv", BREACHES, BREACH_MANIFEST) as mesh:
        engine = Engine(mesh)
        a = engine.ask("In total, how many people were affected by breaches in CA in 2013?", deterministic=True)
        assert float(a.result.value) == sum(float(r["Individuals_Affected"]) for r in rows if r["State"] == "CA")
        b = engine.ask("On average, how many people were affected per breach in 2013?", deterministic=True)
        assert abs(float(b.result.value) - sum(float(r["Individuals_Affected"]) for r in rows) / len(rows)) < 1e-3
        c = engine.ask("Which breach type affected the most people in 2013?", deterministic=True)
        totals: dict[str, float] = {}
        for r in rows:
            totals[r["Type_of_Breach"]] = totals.get(r["Type_of_Breach"], 0.0) + float(r["Individuals_Affected"])
        assert c.result.operands[0].entity == max(totals, key=totals.get)


KETCHUP = _csv(("Ketchup.hid", "Ketchup.id", "Ketchup.choice", "price.heinz", "price.hunts"), [
    (1, 1, "heinz", 1.19, 1.39), (1, 2, "hunts", 0.99, 1.29), (2, 1, "heinz", 1.29, 1.09), (2, 2, "heinz", 1.09, 1.49)])
KETCHUP_MANIFEST = """[[source]]
file = "Ketchup.csv"
time = []
dimensions = ["Ketchup.hid", "Ketchup.id", "Ketchup.choice"]

[source.wide]
dimension = "brand"
measure = "price"
columns = ["price.heinz", "price.hunts"]

[vocabulary]
"price.heinz" = ["Heinz"]
"""


def test_a_prefix_several_headers_share_names_no_column(tmp_path):
    with _engine(tmp_path, "Ketchup.csv", KETCHUP, KETCHUP_MANIFEST) as mesh:
        a = Engine(mesh).ask("What was the average price of Heinz ketchup?", deterministic=True)
    # "heinz" is a brand bought and a brand priced: asked back, never the prices of the Heinz purchases
    assert a.result.operation == "refusal" and "several" in a.text


DIARY_ROWS = [(5, d, "yes" if d % 4 else "no") for d in range(1, 13)] + [(7, 1, "yes"), (7, 1, "no"), (7, 2, "yes")]
DIARY = _csv(("id", "time", "headache", "airq"), [(p, d, h, 10 + d) for p, d, h in DIARY_ROWS])
DIARY_MANIFEST = """[[source]]
file = "diary.csv"
time = ["time"]
dimensions = ["id", "headache"]
entity_column = "id"
additivity = {airq = "level"}

[axis]
name = "day"
kind = "number"

[vocabulary]
id = ["patient"]
headache = ["headache", "headache days"]
"""


def test_days_of_one_patient_are_counted_once_each(tmp_path):
    rows = _rows(DIARY)
    with _engine(tmp_path, "diary.csv", DIARY, DIARY_MANIFEST) as mesh:
        engine = Engine(mesh)
        a = engine.ask("On how many days did patient 5 record a headache?", deterministic=True)
        want = len({r["time"] for r in rows if r["id"] == "5" and r["headache"] == "yes"})
        assert a.result.value is not None and float(a.result.value) == want
        b = engine.ask("On how many days did patient 7 have no headache?", deterministic=True)
        assert len([r for r in rows if r["id"] == "7" and r["headache"] == "no"]) == 1
        assert float(b.result.value) == 1
        days = [r["time"] for r in rows if r["id"] == "7"]
        assert len(days) != len(set(days))  # day 1 holds two of patient 7's rows
        c = engine.ask("On how many days did patient 7 record anything?", deterministic=True)
        assert c.result.value is None


AID = _csv(("country", "region", "year", "aid"), [
    ("South Africa", "Sub-Saharan Africa", 2011, 480.0), ("Kenya", "Sub-Saharan Africa", 2011, 700.0),
    ("Egypt", "Middle East and North Africa", 2011, 300.0), ("South Africa", "Sub-Saharan Africa", 2010, 10.0)])
AID_MANIFEST = """[[source]]
file = "aid.csv"
time = ["year"]
dimensions = ["country", "region"]
entity_column = "country"
additivity = {aid = "flow"}
"""


def test_a_part_of_a_name_inside_a_longer_value_is_that_value(tmp_path):
    rows = _rows(AID)
    with _engine(tmp_path, "aid.csv", AID, AID_MANIFEST) as mesh:
        engine = Engine(mesh)
        a = engine.ask("What was the total aid to Sub-Saharan Africa in 2011?", deterministic=True)
        assert float(a.result.value) == sum(float(r["aid"]) for r in rows
                                            if r["region"] == "Sub-Saharan Africa" and r["year"] == "2011")
        b = engine.ask("What was the aid to South Africa in 2011?", deterministic=True)
        assert float(b.result.operands[0].value) == next(float(r["aid"]) for r in rows
                                                          if r["country"] == "South Africa" and r["year"] == "2011")


PULSE = _csv(("Pulse", "Time", "Day"), [(70 + d + k, t, f"Day{d}") for d in range(1, 5)
                                        for k, t in enumerate(("morning", "noon", "evening"))])
PULSE_MANIFEST = """[[source]]
file = "pulse.csv"
time = ["Day"]
dimensions = ["Time"]
additivity = {Pulse = "level"}

[axis]
name = "day"
kind = "number"
"""


def test_days_written_after_their_word_and_the_whole_of_them_restated(tmp_path):
    rows = _rows(PULSE)
    with _engine(tmp_path, "pulse.csv", PULSE, PULSE_MANIFEST) as mesh:
        engine = Engine(mesh)
        a = engine.ask("What was the Pulse at noon on day 3?", deterministic=True)
        assert float(a.result.operands[0].value) == next(float(r["Pulse"]) for r in rows
                                                          if r["Time"] == "noon" and r["Day"] == "Day3")
        mornings = [float(r["Pulse"]) for r in rows if r["Time"] == "morning"]
        days = len({r["Day"] for r in rows})
        b = engine.ask(f"Over the {days} days, what was the average Pulse in the morning?", deterministic=True)
        assert abs(float(b.result.value) - sum(mornings) / len(mornings)) < 1e-3
        c = engine.ask(f"Over the {days - 1} days, what was the average Pulse in the morning?", deterministic=True)
        assert c.result.value is None and f"{days - 1} days" in c.text
