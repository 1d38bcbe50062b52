"""How an evaluation's figures are written in a table cell, shared by the report
(:mod:`.report`) and the docs' results table (``bench/eval_table.py``).

Three cases a reader must tell apart: a figure over items (``k/n (p%)``, the count always
beside the percentage), a group with **no items** of that kind (``n = 0``: nothing to
count, e.g. trap refusals of a class without traps) and a group that was **not run** (the
arm was not asked that class, a phase never ran, verification was off). None of them is
written as 0.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from typing import Any

NOT_RUN = "not run"
NO_ITEMS = "no items"


def frac(k: int, n: int, *, space: str = "") -> str:
    """``k/n (p%)``; ``no items`` when ``n`` is 0. ``space`` goes before ``%`` (``" "`` in the docs)."""
    return f"{k}/{n} ({round(100 * k / n)}{space}%)" if n else NO_ITEMS


def spread(per_run: Sequence[Mapping[str, Any]], key: str = "correct", *, space: str = "") -> str:
    """The spread of strict accuracy over runs: ``min–max% (sd x pp), N runs``.

    ``per_run`` is :func:`~.metrics.group_metrics`' ``per_run``; ``key`` is ``correct`` (as
    answered) or ``own_correct`` (the model's text). The same rate in every run →
    ``p% in each of N runs``; one run → ``1 run`` (no spread);
    none → ``not run``. ``sd`` is the sample standard deviation, in percentage points.
    """
    rates = [100 * r[key] / r["scored"] for r in per_run if r["scored"]]
    if not rates:
        return NOT_RUN
    if len(rates) == 1:
        return "1 run"
    sd = statistics.stdev(rates)
    if round(min(rates)) == round(max(rates)):
        return f"{round(min(rates))}{space}% in each of {len(rates)} runs (sd {sd:.1f} pp)"
    return (f"{round(min(rates))}–{round(max(rates))}{space}% (sd {sd:.1f} pp), "
            f"{len(rates)} runs")
