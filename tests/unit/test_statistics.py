import json
from pathlib import Path

import numpy as np
import pytest

from noesis.facts.statistics import compute_facts, series_statistics
from noesis.model import Series

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "statistics"


def _series(values, positions=None, metric="share", unit="%"):
    values = np.array(values, dtype=float)
    positions = np.arange(len(values), dtype=float) if positions is None else np.array(positions, dtype=float)
    return Series(metric, "Prog", unit, positions, values)


def test_max_min_with_positions():
    stats = dict((s, (v, p)) for s, v, p in series_statistics(_series([3, 9, 1, 4]), ("max", "min")))
    assert stats["max"] == (9.0, (1.0,))
    assert stats["min"] == (1.0, (2.0,))


def test_ties_earliest_first_with_count():
    facts = compute_facts(_series([5, 7, 2, 7, 7], positions=[10, 20, 30, 40, 50]), ("max",), "p.csv")
    (f,) = facts
    assert f.positions == (20.0, 40.0, 50.0)
    assert f.position == 20.0 and f.tie_count == 3


def test_missing_values_ignored():
    stats = dict((s, (v, p)) for s, v, p in series_statistics(_series([np.nan, 2, np.nan, 8, np.nan]), ("max", "min", "count", "first", "last", "mean", "sum")))
    assert stats["count"][0] == 2
    assert stats["first"] == (2.0, (1.0,))
    assert stats["last"] == (8.0, (3.0,))
    assert stats["mean"][0] == pytest.approx(5.0)
    assert stats["sum"][0] == 10.0


def test_all_missing_series_yields_only_count():
    facts = compute_facts(_series([np.nan, np.nan]), ("max", "min", "count"), "p.csv")
    assert [(f.statistic, f.value) for f in facts] == [("count", 0.0)]


def test_fact_shape():
    (f,) = compute_facts(_series([36.5, 37.5, 30.0]), ("max",), "italia_sera.csv")
    assert (f.subject, f.predicate, f.object, f.context) == ("Prog", "max share", "37.5", "italia_sera.csv")
    assert f.priority == 1 and f.origin == "computed" and f.unit == "%"


@pytest.mark.parametrize("case", sorted(p.name.removesuffix(".input.json") for p in GOLDEN.glob("*.input.json")))
def test_golden(case):
    data = json.loads((GOLDEN / f"{case}.input.json").read_text())
    expected = json.loads((GOLDEN / f"{case}.expected.json").read_text())
    series = _series([np.nan if v is None else v for v in data["values"]], data["positions"], data.get("metric", "share"), data.get("unit"))
    got = [
        {"statistic": f.statistic, "object": f.object, "positions": list(f.positions), "tie_count": f.tie_count}
        for f in compute_facts(series, tuple(data["stats"]), "golden.csv")
    ]
    assert got == expected


def test_long_plateau_tie_renders_bounded():
    from noesis.context.sentences import fact_sentence
    from noesis.manifest import AxisSpec
    from noesis.model import Fact

    positions = tuple(float(p) for p in range(1000))
    f = Fact(1, "Prog", "max share", "40", "p.csv", 40.0, "%", 0.0, positions, 1000, 1, "computed", "share", "max", "p.csv")
    text = fact_sentence(f, AxisSpec("second", "clock"))
    from noesis.context.sentences import MAX_TIED_SHOWN

    assert f"tied at 1000 positions (the first {MAX_TIED_SHOWN} shown): at " in text
    assert text.count(" at second ") == MAX_TIED_SHOWN == 10
