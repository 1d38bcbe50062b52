"""The pattern gates (noesis.query.gates) change what is compiled, never what is found.

Reference: the same parsers with every gate forced open (each pattern compiled and run on
every text, as before the gates). Texts: the demo and real-data battery questions and a
seeded corpus of phrases built from the address, calendar and cue words themselves, with
digits, dates and odd whitespace, so the gated patterns do match in it."""

from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

from noesis.eval.battery import load_battery
from noesis.lang import ENGLISH, language_for
from noesis.manifest import AxisSpec
from noesis.query import parse_addresses, unapplied

# the modules (noesis.query re-exports a function named like one of them)
addresses, calendar, gates, unapplied_module = (
    importlib.import_module(f"noesis.query.{name}") for name in ("addresses", "calendar", "gates", "unapplied")
)

ROOT = Path(__file__).resolve().parents[2]
AXES = [
    AxisSpec("second", "clock"),
    AxisSpec("date", "date"),
    AxisSpec("timestamp", "datetime"),
    AxisSpec("year", "number"),
    AxisSpec("minute", "number", unit="min"),
    AxisSpec("scene", "ordinal"),
]
LANGUAGES = [ENGLISH, language_for(["it"]), language_for(["en", "it"])]
VOCABULARY = {"at": ["presso"], "second": ["sec"]}


def _battery_questions() -> list[str]:
    out: list[str] = []
    for path in ("examples/battery.yaml", "examples/battery_paraphrase.yaml", "examples/realdata/battery.yaml"):
        out += [item.question for item in load_battery(ROOT / path).items]
    return out


def _generated(n: int, seed: int) -> list[str]:
    """Phrases of address, calendar and cue words, numbers, dates and times."""
    rng = random.Random(seed)
    words: list[str] = []
    for lang in LANGUAGES:
        a = lang.address
        for group in (a.at, a.around, a.between, a.and_, a.from_, a.to, a.articles, a.second,
                      a.minute, a.hour, a.scene, a.section, a.year, lang.months):
            words += group
        words += calendar.interval_cue_words(lang)
    words += ["first half", "second half", "the", "share", "market", "sec", "presso", "min"]
    atoms = ["3", "12", "1987", "2013", "2019", "29:00", "10:00:30", "2013-07-04", "2013-07",
             "07/04/2013", "2013-07-04T14:00", "4th", "3,5", "37.5%", "12.0"]
    spaces = [" ", " ", " ", "  ", "\n", "\t"]
    out = []
    for _ in range(n):
        parts = [rng.choice(words) if rng.random() < 0.6 else rng.choice(atoms)
                 for _ in range(rng.randint(1, 9))]
        text = ""
        for p in parts:
            text += p + rng.choice(spaces)
        out.append(text.strip())
    return out


TEXTS = _battery_questions() + _generated(400, seed=7)


def _everything(texts: list[str]) -> list[tuple]:
    rows = []
    for lang in LANGUAGES:
        for axis in AXES:
            for q in texts:
                windows = parse_addresses(q, axis, VOCABULARY, language=lang)
                rows.append((q, axis.kind, tuple(windows), unapplied(q, windows, axis, lang)))
    return rows


def test_the_corpus_exercises_the_gated_patterns():
    """Not a vacuous comparison: many texts hold windows and unapplied phrases of each kind."""
    rows = _everything(TEXTS)
    kinds = {w.kind for *_, windows, _ in rows for w in windows}
    assert kinds == {"point", "around", "range"}
    reasons = {n.why for *_, left in rows for n in left}
    assert {"no year given", unapplied_module.NOT_UNDERSTOOD} <= reasons


def test_gated_results_equal_the_ungated(monkeypatch: pytest.MonkeyPatch):
    gated = _everything(TEXTS)
    always = lambda *args: True  # noqa: E731 - every gate open
    for module in (addresses, calendar, unapplied_module):
        if hasattr(module, "has_digit"):
            monkeypatch.setattr(module, "has_digit", always)
    monkeypatch.setattr(unapplied_module, "may_hold", always)
    monkeypatch.setattr(gates, "may_hold", always)
    assert _everything(TEXTS) == gated


def test_a_question_with_no_digit_month_or_cue_compiles_nothing():
    gates.compiled.cache_clear()
    unapplied_module._month_alone.cache_clear()
    unapplied_module._cue.cache_clear()
    q = "What was the peak share of Harbour Lights Tonight?"
    for axis in AXES:
        windows = parse_addresses(q, axis, VOCABULARY)
        assert windows == [] and unapplied(q, windows, axis) == ()
    assert gates.compiled.cache_info().currsize == 0
    assert unapplied_module._month_alone.cache_info().currsize == 0
    assert unapplied_module._cue.cache_info().currsize == 0


def test_a_point_question_compiles_the_point_patterns_only():
    gates.compiled.cache_clear()
    parse_addresses("the share at second 1740", AxisSpec("second", "clock"))
    # the address point and the calendar point; no around, between, from or in-from range
    assert gates.compiled.cache_info().currsize == 2


@pytest.mark.parametrize(("text", "words", "held"), [
    ("between minute 3 and 5", ["between"], True),
    ("from\nminute 3", ["from"], True),
    ("first   half", ["first half"], True),  # the first token is enough: spaces are \s+
    ("the share", ["between", "from"], False),
    ("", ["x"], False),
    ("anything", [], False),
])
def test_may_hold(text: str, words: list[str], held: bool):
    assert gates.may_hold(text, words) is held


def test_has_digit_reads_unicode_digits_as_the_patterns_do():
    assert gates.has_digit("minute ٣")  # ARABIC-INDIC DIGIT THREE is \d
    assert not gates.has_digit("minute three")


def _caches() -> dict[str, int]:
    from noesis import vocabulary
    from noesis.lang import predicates

    return {"patterns": gates.compiled.cache_info().currsize,
            "grammars": addresses._grammar.cache_info().currsize,
            "month": unapplied_module._month_alone.cache_info().currsize,
            "cue": unapplied_module._cue.cache_info().currsize,
            "gazetteers": vocabulary._gazetteer.cache_info().currsize,
            "verbatim": predicates._verbatim_re.cache_info().currsize}


def test_after_warm_a_question_compiles_and_builds_nothing(demo_mesh):
    """Mesh.warm() (what noesis serve does at start) leaves a first question nothing to build."""
    from noesis.answer import Engine

    demo_mesh.warm()
    before = _caches()
    engine = Engine(demo_mesh)
    for q in ("What was the share of Italia Sera around minute 3 in March 2013?",
              "What was said between second 10 and 20 after minute 1 in the first half?",
              "What was the peak share of Italia Sera?"):
        engine.context(q)
    assert _caches() == before


def test_warm_up_is_what_serve_does_and_keeps_the_mesh(demo_kbs):
    """warm_up: Mesh.warm() plus one answer to a question naming nothing; the same mesh back."""
    from noesis.answer import Engine
    from noesis.answer.engine import warm_up
    from noesis.mesh import Mesh

    with Mesh.open(demo_kbs) as mesh:
        assert warm_up(mesh) is mesh
        before = _caches()
        a = Engine(mesh).ask("What was the peak share of Italia Sera?", deterministic=True)
        assert a.result is not None and a.result.operation != "refusal"
        assert _caches() == before
