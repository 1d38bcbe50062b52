"""Issue 28, failure 8: a number checked against the wrong measure. Asked for the hottest day
in Seattle, a model answered with 18.3 and verification marked it supported: 18.3 is the
peak of ``temp_min``, not of the measure the sentence is about (the day's high, ``temp_max``).

A real KB ingested from examples/realdata/seattle; the truth (each measure's peak and the
dates it occurs on) is read from the CSV by this test; the model is a scripted stand-in
whose reply is the answer under test, and verification is the engine's own."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from noesis.answer import Engine
from noesis.answer.settings import Settings
from noesis.ingest.pipeline import ingest
from noesis.llm.scripted import ScriptedChat
from noesis.mesh import Mesh

CSV = Path(__file__).resolve().parents[2] / "examples" / "realdata" / "seattle" / "seattle-weather.csv"
QUESTION = "what was the hottest day in Seattle?"


def _peak(column: str) -> tuple[str, list[str]]:
    """The peak of ``column`` as the CSV writes it, and every date it occurs on."""
    rows = list(csv.DictReader(CSV.open(encoding="utf-8")))
    top = max(float(r[column]) for r in rows)
    return f"{top:g}", [r["date"] for r in rows if float(r[column]) == top]


@pytest.fixture(scope="module")
def mesh(tmp_path_factory):
    kb = tmp_path_factory.mktemp("seattle") / "seattle.sqlite"
    ingest(CSV.parent, kb, workers=1)
    with Mesh.open(kb) as m:
        yield m


def _verify(mesh, reply: str, question: str = QUESTION) -> tuple[bool, dict[str, dict]]:
    answer = Engine(mesh, ScriptedChat(default=reply), Settings(policy="model", arm="full")).ask(question)
    assert answer.text == reply  # the reply under test is what was verified
    v = answer.verification.as_dict()
    return v["ok"], {c["text"]: c for c in v["claims"] if c["kind"] == "number"}


def test_the_peak_of_another_measure_does_not_support_the_hottest_day(mesh):
    tmin, _ = _peak("temp_min")
    tmax, _ = _peak("temp_max")
    assert tmin != tmax  # the case only means something while the two peaks differ
    ok, numbers = _verify(mesh, f"The hottest day reached {tmin} °C.")
    assert numbers[tmin]["status"] == "misattributed" and "temp_min" in numbers[tmin]["note"]
    assert not ok


def test_the_true_peak_and_a_sentence_that_names_its_measure_still_verify(mesh):
    tmax, tmax_dates = _peak("temp_max")
    tmin, tmin_dates = _peak("temp_min")
    ok, numbers = _verify(mesh, f"The hottest day was {tmax_dates[0]} at {tmax} °C.")
    assert ok and numbers[tmax]["status"] == "supported"
    ok, numbers = _verify(mesh, f"The highest temp_min was {tmin} °C on {tmin_dates[-1]}.")
    assert ok and numbers[tmin]["status"] == "supported"
    # two clauses, two measures: each number is checked against its own clause's measure
    ok, numbers = _verify(mesh, f"The hottest day was {tmax_dates[0]} at {tmax} °C; "
                                f"the highest temp_min was {tmin} °C.")
    assert ok, numbers


def test_a_value_stated_at_another_position_is_not_supported(mesh):
    tmin, tmin_dates = _peak("temp_min")
    _, tmax_dates = _peak("temp_max")
    assert tmax_dates[0] not in tmin_dates
    ok, numbers = _verify(mesh, f"The highest temp_min was {tmin} °C on {tmax_dates[0]}.")
    assert numbers[tmin]["status"] == "misattributed" and "other positions" in numbers[tmin]["note"]
    assert not ok
