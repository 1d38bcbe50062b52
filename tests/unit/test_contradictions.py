"""The rules that decide when a curated fact or a passage contradicts a computed one."""

from __future__ import annotations

from decimal import Decimal

from noesis.ingest.contradictions import contradictions
from noesis.manifest import Manifest, MetricSpec
from noesis.model import Fact
from noesis.numbers import matches


def _fact(subject, predicate, obj, *, origin, metric=None, statistic=None, source="t.csv", unit="%"):
    return Fact(1, subject, predicate, obj, source, None, unit, None, (), 1, 1, origin, metric, statistic, source)


COMPUTED = _fact("Show", "share max", "37.5", origin="computed", metric="share", statistic="max")
SHARE = (MetricSpec("share", "%", ("audience share",)),)


def _problems(curated, tmp_path, vocabulary=()):
    man = Manifest(root=tmp_path, name="t", metrics=SHARE, vocabulary=vocabulary)
    return contradictions(curated, [COMPUTED], SHARE, man)


def test_a_curated_peak_with_another_value_is_a_problem(tmp_path):
    found = _problems([_fact("Show", "peak share", "99.9%", origin="curated", source="f.jsonl")], tmp_path)
    assert len(found) == 1 and found[0].file == "f.jsonl" and "37.5%" in found[0].reason


def test_the_same_value_rounded_as_people_write_it_agrees(tmp_path):
    assert _problems([_fact("Show", "highest audience share", "37.50%", origin="curated")], tmp_path) == []


def test_another_entity_statistic_or_metric_is_not_compared(tmp_path):
    others = [_fact("Other Show", "peak share", "99.9%", origin="curated"),
              _fact("Show", "lowest share", "10%", origin="curated"),
              _fact("Show", "peak audience", "99", origin="curated"),
              _fact("Show", "presenter", "Anna", origin="curated")]
    assert _problems(others, tmp_path) == []


def test_kb_vocabulary_words_name_the_statistic(tmp_path):
    found = _problems([_fact("Show", "picco share", "40%", origin="curated")], tmp_path,
                      vocabulary=(("max", ("picco",)),))
    assert len(found) == 1


def test_matches_rounds_half_up_only_to_fewer_written_decimals():
    assert matches(Decimal("580.31"), Decimal("580.3052092"))
    assert matches(Decimal("37.50"), Decimal("37.5"))
    assert not matches(Decimal("38"), Decimal("37.5"))
    assert not matches(Decimal("24.3"), Decimal("24.2588"))
