import numpy as np

from noesis.manifest import AxisSpec
from noesis.model import Fact, Series
from noesis.query.addresses import Window
from noesis.query.computations import difference, value_at

AXIS = AxisSpec("second", "clock", "s")


def _fact(subject, obj, source, fid):
    return Fact(fid, subject, "max share", obj, source, float(obj), "%", 1.0, (1.0,), 1, 1, "computed",
                "share", "max", source)


def test_difference_shows_exact_decimal_arithmetic():
    c = difference(_fact("Notte Italiana", "36.5", "n.csv", 2), _fact("Italia Sera", "37.5", "i.csv", 1), "kb")
    assert "Italia Sera's maximum (peak) share (37.5%) is higher than Notte Italiana's (36.5%)" in c.text
    assert "by 1.0 percentage point (37.5 − 36.5 = 1.0)" in c.text
    assert "ratio" not in c.text  # only when the question asks for one
    assert c.inputs == (1, 2)
    r = difference(_fact("Notte Italiana", "36.5", "n.csv", 2), _fact("Italia Sera", "37.5", "i.csv", 1), "kb",
                   ratio=True)
    assert "ratio 37.5 / 36.5 = 1.0274" in r.text


def test_asks_ratio():
    from noesis.query.computations import asks_ratio

    assert asks_ratio("How many times higher was the peak of A than B?")
    assert asks_ratio("What is the ratio of the two peaks?")
    assert not asks_ratio("How much higher was the peak share of A than the peak share of B?")


def test_difference_equal_values():
    c = difference(_fact("A", "20.0", "a.csv", 1), _fact("B", "20", "b.csv", 2), "kb")
    assert "have the same" in c.text


def test_value_at_point_and_window():
    s = Series("share", "Prog", "%", np.arange(0, 100, dtype=float), np.linspace(10, 20, 100))
    s.values[50] = 99.0
    c = value_at(s, "p.csv", Window(50, 50, "point", "at second 50", 50), AXIS, "kb")
    assert "the share at second 50 (00:50) was 99%" in c.text
    w = value_at(s, "p.csv", Window(40, 60, "range", "between", None), AXIS, "kb")
    assert "to 99% at second 50 (00:50)" in w.text and "(21 readings)" in w.text
    assert value_at(s, "p.csv", Window(500, 500, "point", "x", 500), AXIS, "kb") is None
