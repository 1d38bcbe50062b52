"""The question battery over the table battery (bench/tables/questions/), engine alone, no manifest.

``test_no_dev_answer_is_wrong``: each dev table is ingested once (without its truth.json) and
each of its questions is asked with ``deterministic=True``; bench/tables/ask_battery.py grades
the answers right / refused / wrong with its own code against a truth computed by
bench/tables/make_questions.py from the data files with pandas. Wrong must be 0: refusing is
always allowed, a wrong (or missing) number never is. ``test_truth_is_reproducible``: a fresh
build of the questions equals the committed files. The holdout split is not asked here: it is
for measurement (``ask_battery.py --split holdout``), not for tuning.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

TABLES = Path(__file__).resolve().parents[2] / "bench" / "tables"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"question_battery_{name}", TABLES / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


ask = _load("ask_battery")
make = _load("make_questions")


def test_truth_is_reproducible():
    built = make.build()
    for split in ("dev", "holdout"):
        committed = json.loads((TABLES / "questions" / f"{split}.json").read_text(encoding="utf-8"))
        assert committed == built[split], f"regenerate: .venv/bin/python bench/tables/make_questions.py ({split})"
    dev = built["dev"]
    assert len(dev) + len(built["holdout"]) >= 100
    for q in dev + built["holdout"]:
        assert q["refusal"] == (q["truth"]["value"] is None), q["id"]


def test_every_dev_table_with_a_measure_is_asked():
    asked = {q["table"] for q in json.loads((TABLES / "questions" / "dev.json").read_text(encoding="utf-8"))}
    for truth in sorted((TABLES / "dev").glob("*/truth.json")):
        t = json.loads(truth.read_text(encoding="utf-8"))
        if t["measures"] or t["wide"]:
            assert truth.parent.name in asked, truth.parent.name


def _q(value, decimals=2, kind="value", refusal=False, **extra):
    return {"id": "x", "kind": kind, "refusal": refusal, "truth": {"value": value, "decimals": decimals, **extra}}


def _result(operation="value_at", values=(), positions=(), entity="", value=None):
    ops = tuple(SimpleNamespace(value=v, positions_text=tuple(positions), entity=entity) for v in values)
    return SimpleNamespace(operation=operation, operands=ops, value=value, percent=None)


def test_grade_rules():
    from noesis.answer.deterministic import NEEDS_MODEL
    from noesis.context.prompt import REFUSAL

    assert ask.grade(_q(4572, 0), "The total was 4,572 passengers.", None)[0] == "right"
    assert ask.grade(_q(449.17), "The mean was 449.1667 [Airline.csv @ 1960].", None)[0] == "right"
    assert ask.grade(_q(449.17), "The mean was 449.2.", None)[0] == "wrong"
    assert ask.grade(_q(449.17), "The mean was 449.2.", _result(values=("449.1667",)))[0] == "right"
    assert ask.grade(_q(12), "It was 5 [x.csv @ 12] (12 readings).", None)[0] == "wrong"
    assert ask.grade(_q(-2.73, kind="change"), "It fell by 2.73.", None)[0] == "right"
    assert ask.grade(_q(-2.73), "It was 2.73.", None)[0] == "wrong"
    assert ask.grade(_q(622, 0, kind="max", position="1960-07"), "Peak 622 at date 1960-07-01.", None)[0] == "right"
    assert ask.grade(_q(622, 0, kind="max", position="1960-07"), "Peak 622 in July 1960.", None)[0] == "right"
    assert ask.grade(_q(622, 0, kind="max", position="1960-07"), "Peak 622 at 1959-07-01.", None)[0] == "wrong"
    assert ask.grade(_q(0.21, kind="max", position="1982Q2"), "0.21 at period 1982-04-01", None)[0] == "right"
    assert ask.grade(_q(93, 0, kind="max", position="06-11"), "93 on June 11", None)[0] == "right"
    assert ask.grade(_q(93, 0, kind="max", position="06-11"), "93 on June 1", None)[0] == "wrong"
    assert ask.grade(_q(7.62, kind="ranking", entity="Niger"), "Nigeria: 7.62", None)[0] == "wrong"
    assert ask.grade(_q(7.62, kind="ranking", entity="Niger"), "Niger: 7.62", None)[0] == "right"
    assert ask.grade(_q(2975.1, 1, kind="ranking", entity="retail_trade"), "retail trade 2,975.1", None)[0] == "right"
    assert ask.grade(_q(267, 0), NEEDS_MODEL, None)[0] == "refused"
    assert ask.grade(_q(267, 0), f"{REFUSAL}: no data about X.", None)[0] == "refused"
    refusal = {"id": "r", "kind": "refusal-after-end", "refusal": True, "truth": {"value": None}}
    assert ask.grade(refusal, f"{REFUSAL}: the data end in 1960.", None)[0] == "right"
    assert ask.grade(refusal, f"{REFUSAL}.", _result("refusal"))[0] == "right"
    assert ask.grade(refusal, NEEDS_MODEL, None)[0] == "refused"
    assert ask.grade(refusal, "It was 300.", _result(values=("300",)))[0] == "wrong"
    # a computed answer is graded by its typed result, not by another number of its sentence
    counted = _result("members", values=("2",), value="2")
    assert ask.grade(_q(3, 0, kind="count"), "It holds 2 distinct values (over 3 rows).", counted)[0] == "wrong"
    assert ask.grade(_q(2, 0, kind="count"), "It holds 2 distinct values (over 3 rows).", counted)[0] == "right"
    # an operand stands in for the value asked only where the truth names its member and the answer does
    compared = _result("compare", values=("8.9",), value="11.1", entity="New.York.R")
    assert ask.grade(_q(8.9, 1), "NYC 20; the rest 8.9: NYC higher by 11.1.", compared)[0] == "wrong"
    assert ask.grade(_q(8.9, 1, kind="ranking", entity="New.York.R"), "…", compared)[0] == "right"
    spelled = _result("compare", values=("175989923",), value="138405343", entity="BRA")
    assert ask.grade(_q(175989923, 0, kind="ranking", entity="Brazil"), "BRA (Brazil) 175989923 …", spelled)[0] \
        == "right"
    assert ask.grade(_q(8.9, 1, kind="ranking", entity="Brazil"), "…", compared)[0] == "wrong"


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    return ask.run("dev", "none", work=tmp_path_factory.mktemp("question-battery"))


@pytest.mark.slow
def test_no_dev_answer_is_wrong(graded):
    counts = Counter(r["grade"] for r in graded)
    print(f"\nquestion battery, dev, no manifest: right {counts['right']}, refused {counts['refused']}, "
          f"wrong {counts['wrong']} of {len(graded)}")
    for r in graded:
        if r["grade"] != "right":
            print(f"  {r['grade']:8} {r['id']}: {r['answer'][:160]}")
    wrong = [(r["id"], r["question"], r["truth"], r["grade_why"], r["answer"]) for r in graded if r["grade"] == "wrong"]
    assert not wrong, wrong


@pytest.mark.slow
def test_the_dev_battery_keeps_what_it_answers(graded):
    """A floor, not a target: the right answers measured when the header forms, the
    attribute lookup and the compound table names landed (79 of 95), raised to 80 by the
    seventh pass (sex words for Female/Male values; docs/benchmarks.md), lowered to 78 when a
    word the table's own reading leaves unread began to block every rule's number from that
    table: nile-01/02 ask "the Nile's flow" of a table whose one column is ``volume`` and are
    now refused naming 'flow' (closed world; the manifest's alias answers them). A change that
    loses one must say why here."""
    assert Counter(r["grade"] for r in graded)["right"] >= 78
