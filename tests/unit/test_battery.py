"""Battery files: schema validation errors and needle matching (numeric and textual)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from noesis.context.evidence import Item, Tier
from noesis.errors import QueryError
from noesis.eval.battery import (
    DEFAULT_ARMS,
    BatteryError,
    check_context,
    context_level,
    find_needles,
    load_battery,
    needle_in,
    parse_battery,
)

from ..conftest import write

GOOD_ITEM = {"id": "a", "class": "quantitative", "question": "What was the peak share of X?",
             "needles": ["37.5"]}


def doc(**item):
    return {"items": [{**GOOD_ITEM, **item}]}


# --------------------------------------------------------------------------- loading


def test_minimal_battery_defaults(tmp_path):
    path = write(tmp_path, "b.yaml", "mesh: kbs\nitems:\n  - id: a\n    class: trap\n"
                 "    question: Who?\n    forbidden: [37.5, 'Late Review']\n")
    b = load_battery(path)
    assert b.arms == DEFAULT_ARMS and b.runs == 1
    assert b.mesh == (tmp_path / "kbs",)
    (item,) = b.items
    assert item.forbidden == ("37.5", "Late Review") and item.needles == ()
    assert item.expect_refusal is False and item.expect_kbs is None and item.arms is None


def test_full_item_and_arm_narrowing():
    b = parse_battery({"arms": ["full", "flat"], "runs": 3, "items": [
        {**GOOD_ITEM, "arms": ["full", "skeleton"], "expect_kbs": ["kb-a", "kb-b"],
         "expect_refusal": True, "tier0": ["1"], "tier0_forbidden": ["2"],
         "history": [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a [x.csv]"}]},
    ]})
    item = b.items[0]
    assert b.runs == 3 and item.expect_kbs == frozenset({"kb-a", "kb-b"})
    assert item.history[1] == {"role": "assistant", "content": "a [x.csv]"}
    assert b.arms_for(item) == ("full",)
    assert b.arms_for(item, ["skeleton", "hydrate", "full"]) == ("skeleton", "full")


@pytest.mark.parametrize(
    ("data", "item", "key", "words"),
    [
        ([1, 2], None, None, "top level must be a mapping"),
        ({"items": []}, None, "items", "non-empty list of items"),
        ({"itemz": [GOOD_ITEM], "items": [GOOD_ITEM]}, None, "itemz", "unknown top-level key"),
        ({"runs": 0, "items": [GOOD_ITEM]}, None, "runs", "positive integer"),
        ({"arms": ["full", "fancy"], "items": [GOOD_ITEM]}, None, "arms", "unknown arm(s) fancy"),
        ({"mesh": [3.5, {}], "items": [GOOD_ITEM]}, None, "mesh", "must be a string"),
        ({"items": ["just a string"]}, None, "items", "must be a mapping"),
        ({"items": [{"class": "open", "question": "q"}]}, None, "id", "needs an id"),
        (doc(**{"class": "quantitive"}), "a", "class", "expected one of quantitative"),
        (doc(question="  "), "a", "question", "non-empty question"),
        (doc(needles="37.5"), "a", "needles", "expected a list of strings"),
        (doc(forbidden=["ok", ""]), "a", "forbidden", "entry 1 is empty"),
        (doc(forbidden=[["nested"]]), "a", "forbidden", "entry 0 must be a string"),
        (doc(expect_refusal="yes"), "a", "expect_refusal", "true or false"),
        (doc(expect_kbs=[]), "a", "expect_kbs", "non-empty list of KB names"),
        (doc(arms=[]), "a", "arms", "non-empty list of arms"),
        (doc(history=[{"role": "bot", "content": "x"}]), "a", "history", "role 'bot'"),
        (doc(history=[{"role": "user"}]), "a", "history", "exactly the keys role and content"),
        (doc(history="hello"), "a", "history", "list of {role, content}"),
        (doc(needle=["x"]), "a", "needle", "unknown key(s) needle"),
        ({"items": [GOOD_ITEM, GOOD_ITEM]}, "a", "id", "duplicate id"),
    ],
)
def test_validation_errors_name_file_item_key(data, item, key, words):
    with pytest.raises(BatteryError) as info:
        parse_battery(data, file="bat.yaml")
    err = info.value
    assert isinstance(err, QueryError)
    assert (err.file, err.item, err.key) == ("bat.yaml", item, key)
    assert words in str(err) and str(err).startswith("bat.yaml")
    if item is not None:
        assert f"item {item!r}" in str(err)
    if key is not None:
        assert f"[{key}]" in str(err)


def test_yaml_syntax_and_missing_file(tmp_path):
    path = write(tmp_path, "b.yaml", "items:\n  - id: a\n   class: [\n")
    with pytest.raises(BatteryError, match=r"b\.yaml: not valid YAML at line \d+"):
        load_battery(path)
    with pytest.raises(BatteryError, match="cannot read the battery file"):
        load_battery(tmp_path / "absent.yaml")


def test_demo_battery_validates():
    from ..conftest import EXAMPLES

    b = load_battery(EXAMPLES / "battery.yaml")
    assert len({i.id for i in b.items}) == len(b.items)


# --------------------------------------------------------------------------- matching


@pytest.mark.parametrize(
    ("needle", "text", "hit"),
    [
        ("37.5", "the peak was 37.5% at second 146", True),
        ("37.5", "the peak was 37.50 at second 146", True),
        ("37.5%", "the peak was 37.5 at second 146", True),
        ("37.5", "a share of 37,5 %", True),
        ("1,0", "higher by 1.0 percentage point", True),
        ("37.5", "the peak was 137.5", False),
        ("37.5", "the peak was 37.55", False),
        ("37.5", "the peak was 37", False),
        ("37.5", "versions 2.37.5 differ", False),
        ("1.0", "Tier 1 — Priority 1 facts", False),
        ("146", "at second 146.", True),
        ("146", "at second 1460", False),
        ("146", "at second 146.0", True),
        ("12.0", "average mpg: 12.0 MPG", True),
        ("12.0", "average mpg: 12 MPG", False),
        ("7976497", "an audience of 7,976,497 viewers", True),
        ("7976497", "un ascolto di 7.976.497 spettatori", True),
        ("7976497", "an audience of 7976497 viewers", True),
        ("31", "the record stands at 31–19", True),
        ("19", "the record stands at 31–19", True),
        ("31", "the share was 31.4", False),
    ],
)
def test_numeric_needles(needle, text, hit):
    assert needle_in(needle, text) is hit


@pytest.mark.parametrize(
    ("needle", "text", "hit"),
    [
        ("Italia Sera", "ITALIA SERA: the peak", True),
        ("piu alto", "il valore più alto", True),
        ("più alto", "il valore PIU ALTO", True),
        ("four-day week", "a four-day\n  week on full pay", True),
        ("Italia Sera", "italia_sera.csv @ second 146", False),
        ("Late Review", "Evening Panorama", False),
        ("31–19", "record 31–19", True),
    ],
)
def test_text_needles(needle, text, hit):
    assert needle_in(needle, text) is hit


def test_find_needles_splits_found_and_missing():
    found, missing = find_needles(["37.5", "146", "Notte Italiana"], "37.5% at second 146")
    assert found == ["37.5", "146"] and missing == ["Notte Italiana"]


PROMPT = (
    "You answer questions using only the evidence below, assembled from: kb-a.\n\n"
    "Rules:\n1. Priority 1 facts are authoritative.\n7. Cite e.g. [x.csv @ second 146].\n\n"
    "## Tier 0 — computed and curated facts (Priority 1)\n- X: peak 12.0 MPG [facts.jsonl].\n\n"
    "## Tier 0 — background statistics (Priority 2)\n- X: 35.5 MPG [bg.csv].\n\n"
    "## Question\nWas it 99.9 or Late Review?\n\n## Answer\n"
)


def _context(prompt=PROMPT, kbs=("kb-a",)):
    tiers = (
        Tier(0, "Tier 0 — computed and curated facts (Priority 1)",
             (Item("X: peak 12.0 MPG [facts.jsonl].", "facts.jsonl", "kb-a", "fact"),)),
        Tier(0, "Tier 0 — background statistics (Priority 2)",
             (Item("X: 35.5 MPG [bg.csv].", "bg.csv", "kb-a", "background"),)),
    )
    evidence = "\n".join(tier.label + "\n" + "\n".join(i.text for i in tier.items) for tier in tiers)
    return SimpleNamespace(prompt=prompt, evidence="kb-a\n" + evidence, tiers=tiers, unresolved=(),
                           plan=SimpleNamespace(route=SimpleNamespace(kbs=tuple(kbs))),
                           tokens={"total": 42, "tier0": 10})


def test_check_context_needles_tiers_and_route():
    b = parse_battery({"items": [
        {"id": "ok", "class": "quantitative", "question": "q", "needles": ["12.0"],
         "forbidden": ["99.9", "Late Review"], "tier0": ["12.0"], "tier0_forbidden": ["35.5"],
         "expect_kbs": ["kb-a"]},
        {"id": "bad", "class": "quantitative", "question": "q", "needles": ["13"],
         "forbidden": ["35.5"], "tier0": ["35.5"], "tier0_forbidden": ["12.0"],
         "expect_kbs": ["kb-b"]},
    ]})
    ok = check_context(b.items[0], _context(), "full")
    assert ok.passed and ok.tokens == 42 and ok.found == ("12.0",)
    bad = check_context(b.items[1], _context(), "full")
    assert not bad.passed
    assert bad.missing == ("13",) and bad.forbidden_hits == ("35.5",)
    assert bad.tier0_missing == ("35.5",) and bad.tier0_forbidden_hits == ("12.0",)
    assert not bad.route_ok and len(bad.problems()) == 5
    assert bad.as_dict()["expect_kbs"] == ["kb-b"]


def test_context_level_runs_each_item_in_its_arms():
    calls = []

    class FakeMesh:
        def context(self, question, *, arm, history, budget=None):
            calls.append((question, arm, tuple(h["role"] for h in history)))
            return _context()

    b = parse_battery({"arms": ["full", "hydrate", "flat"], "items": [
        {"id": "a", "class": "open", "question": "qa", "needles": ["12.0"]},
        {"id": "b", "class": "follow-up", "question": "qb", "arms": ["flat", "skeleton"],
         "history": [{"role": "user", "content": "x"}]},
    ]})
    results = context_level(FakeMesh(), b)
    assert [(r.id, r.arm) for r in results] == [("a", "full"), ("a", "hydrate"), ("a", "flat"),
                                               ("b", "flat")]
    assert calls[-1] == ("qb", "flat", ("user",))
    narrowed = context_level(FakeMesh(), b, ["skeleton"])
    assert [(r.id, r.arm) for r in narrowed] == [("a", "skeleton"), ("b", "skeleton")]
    with pytest.raises(QueryError, match="unknown arm"):
        context_level(FakeMesh(), b, ["turbo"])
