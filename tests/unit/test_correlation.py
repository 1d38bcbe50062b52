"""Pearson's r (noesis.facts.correlation): literal pairs whose r is worked out by hand."""

from __future__ import annotations

from decimal import Decimal

from noesis.facts.correlation import pearson


def test_a_perfect_line_is_one_and_its_mirror_minus_one():
    assert pearson([(1, 2), (2, 4), (3, 6), (4, 8)]) == Decimal("1.0000")
    assert pearson([(1, 8), (2, 6), (3, 4), (4, 2)]) == Decimal("-1.0000")


def test_r_by_hand_and_the_undefined_cases():
    # x 1,2,3; y 1,3,2: mean 2, 2; sxy = (-1)(-1)+0+1*0 = 1; sxx = 2; syy = 2: r = 0.5
    assert pearson([(1, 1), (2, 3), (3, 2)]) == Decimal("0.5000")
    assert pearson([(1, 1), (2, 3)]) is None  # too few pairs
    assert pearson([(1, 5), (2, 5), (3, 5)]) is None  # y does not vary
