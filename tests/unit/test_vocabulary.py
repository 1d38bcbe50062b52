"""Vocabulary: golden question → metric/statistic pairs, longest match, KB-language words."""

import json
from pathlib import Path

import pytest

from noesis.manifest import MetricSpec
from noesis.query.vocabulary import STATISTIC_WORDS, VocabularyMatch, resolve_vocabulary

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "vocabulary"
METRICS = [
    MetricSpec("audience", aliases=("audience", "viewers")),
    MetricSpec("share", aliases=("audience share", "share %", "quota di ascolto")),
]


def _cases():
    for path in sorted(GOLDEN.glob("*.json")):
        for i, case in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            yield pytest.param(case, id=f"{path.stem}-{i}-{case['question'][:40]}")


@pytest.mark.parametrize("case", list(_cases()))
def test_golden(case):
    metrics = [MetricSpec(m["name"], aliases=tuple(m.get("aliases", ()))) for m in case["metrics"]]
    got = resolve_vocabulary(case["question"], metrics, case["vocabulary"])
    exp = case["expected"]
    assert got == VocabularyMatch(
        tuple(exp["metrics"]), tuple(exp["statistics"]), tuple(tuple(t) for t in exp["matched"])
    )


def test_golden_files_present():
    assert len(list(_cases())) >= 15


def test_statistic_words_table():
    assert set(STATISTIC_WORDS) == {"max", "min", "mean", "first", "last", "sum", "count"}
    assert "peak" in STATISTIC_WORDS["max"] and "trough" in STATISTIC_WORDS["min"]
    assert "how many" in STATISTIC_WORDS["count"]
    with pytest.raises(TypeError):
        STATISTIC_WORDS["max"] = ()  # type: ignore[index]


def test_highest_share():
    got = resolve_vocabulary("highest share", METRICS)
    assert got.statistics == ("max",) and got.metrics == ("share",)


def test_longest_metric_alias_wins():
    got = resolve_vocabulary("the audience share at 9pm", METRICS)
    assert got.metrics == ("share",)
    assert resolve_vocabulary("the audience at 9pm", METRICS).metrics == ("audience",)


def test_kb_language_statistic_words():
    vocab = {"max": ["picco", "più alto"]}
    got = resolve_vocabulary("Il valore PIU ALTO e il picco", [], vocab)
    assert got.statistics == ("max",)
    assert [m[0] for m in got.matched] == ["piu alto", "picco"]
    assert resolve_vocabulary("il picco", []).statistics == ()


def test_word_boundaries():
    got = resolve_vocabulary("topmost maximal averages", METRICS)
    assert got == VocabularyMatch((), (), ())


def test_metric_name_with_underscore_and_no_aliases():
    got = resolve_vocabulary("Average Fuel-Economy please", [MetricSpec("fuel_economy")])
    assert got.metrics == ("fuel_economy",) and got.statistics == ("mean",)


def test_word_both_metric_and_statistic_reports_both():
    got = resolve_vocabulary("the record", [MetricSpec("record")])
    assert got.metrics == ("record",) and got.statistics == ("max",)


def test_vocabulary_keyed_by_metric_name_adds_aliases():
    got = resolve_vocabulary("gli ascolti", METRICS, {"audience": ["ascolti"]})
    assert got.metrics == ("audience",)
    assert resolve_vocabulary("gli ascolti", METRICS).metrics == ()


def test_a_count_right_after_another_statistic_is_the_noun_of_its_amount():
    got = resolve_vocabulary("What is the average number of rights outstanding in 2019?", METRICS)
    assert got.statistics == ("mean",)
    got = resolve_vocabulary("What was the total number of viewers?", METRICS)
    assert got.statistics == ("sum",) and got.metrics == ("audience",)
    # apart, both are asked: the mean, and how many readings
    got = resolve_vocabulary("What was the average audience, and the number of readings?", METRICS)
    assert got.statistics == ("mean", "count")
