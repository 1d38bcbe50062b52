import numpy as np

from noesis.facts.alignment import covering


def _arrays(intervals):
    starts = np.array([s for s, _ in intervals], dtype=float)
    ends = np.array([e for _, e in intervals], dtype=float)
    return starts, ends, np.arange(1, len(intervals) + 1)


def test_half_open_intervals():
    starts, ends, ids = _arrays([(0, 5), (5, 9), (9, 12)])
    assert covering([5.0], starts, ends, ids) == [(0, 2)]
    assert covering([0.0, 11.9], starts, ends, ids) == [(0, 1), (1, 3)]


def test_gap_and_outside_have_no_cover():
    starts, ends, ids = _arrays([(0, 4), (6, 9)])
    assert covering([5.0, 20.0, -1.0], starts, ends, ids) == []


def test_overlapping_cues_both_cover():
    starts, ends, ids = _arrays([(0, 10), (3, 6), (4, 8)])
    assert covering([5.0], starts, ends, ids) == [(0, 1), (0, 2), (0, 3)]


def test_tied_positions_each_aligned():
    starts, ends, ids = _arrays([(0, 10), (10, 20)])
    assert covering([2.0, 15.0], starts, ends, ids) == [(0, 1), (1, 2)]


def test_no_spans():
    assert covering([1.0], np.zeros(0), np.zeros(0), np.zeros(0, dtype=int)) == []
