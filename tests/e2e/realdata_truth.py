"""Ground truth of examples/realdata/battery.yaml, computed from the committed CSVs.

This module never imports the engine: it reads the CSV files with :mod:`csv` and computes
every needle and forbidden needle with :class:`~decimal.Decimal` arithmetic, so the battery
cannot be "right" merely because the engine agrees with itself.

Conventions (the same ones the engine's facts are written in, stated here so that a test can
fail on them):

- a reading is shown with at most 6 decimals and a mean with 4 (as the engine writes them), trailing zeros dropped;
- a mean is the arithmetic mean of the non-empty readings of the window, then shown so;
- a change is ``later − earlier`` on the values as written in the CSV, then shown so;
- a percent change is ``(later − earlier) / earlier × 100`` rounded to 2 decimals;
- a window is a prefix of the ISO position: ``2015`` (year), ``2013-07`` (month),
  ``2013-03-05`` (day); positions are shown as the engine's axis shows them:
  ``1992``, ``2015-07-04``, ``2013-03-05 14:00``.

``SPECS`` lists every battery item: id, class, question, expected KBs and the computation
(``Truth``) that yields its needles and forbidden needles. ``render_battery()`` writes the
YAML (``python -m tests.e2e.realdata_truth > examples/realdata/battery.yaml``); the test
recomputes every item and compares it with the committed file.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from functools import cache
from pathlib import Path

REALDATA = Path(__file__).resolve().parents[2] / "examples" / "realdata"


# --------------------------------------------------------------------------- the data
@dataclass(frozen=True)
class Reading:
    position: str  # ISO text as in the CSV: "1992", "2015-07-04", "2013-03-05T14:00"
    value: Decimal


@dataclass(frozen=True)
class Table:
    """One KB's readings: ``series[(entity, metric)]`` in file order (positions ascending)."""

    kb: str
    series: dict[tuple[str, str], tuple[Reading, ...]]

    def entities(self) -> list[str]:
        return sorted({e for e, _m in self.series})

    def readings(self, entity: str, metric: str, window: str = "") -> tuple[Reading, ...]:
        return tuple(r for r in self.series[(entity, metric)] if r.position.startswith(window))


def _collect(kb: str, rows: list[tuple[str, str, dict[str, str]]]) -> Table:
    series: dict[tuple[str, str], list[Reading]] = {}
    for entity, position, cells in rows:
        for metric, cell in cells.items():
            if cell.strip():
                series.setdefault((entity, metric), []).append(Reading(position, Decimal(cell)))
    return Table(kb, {k: tuple(v) for k, v in series.items()})


def _dict_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


@cache
def gapminder() -> Table:
    rows = _dict_rows(REALDATA / "gapminder" / "gapminder.csv")
    return _collect("gapminder", [
        (r["country"], r["year"], {m: r[m] for m in ("lifeExp", "pop", "gdpPercap")}) for r in rows
    ])


@cache
def nyc_weather() -> Table:
    rows = []
    for airport in ("EWR", "JFK", "LGA"):
        for r in _dict_rows(REALDATA / "nyc-weather" / f"{airport}.csv"):
            rows.append((airport, r["datetime"], {m: v for m, v in r.items() if m != "datetime"}))
    return _collect("nyc-weather", rows)


@cache
def seattle() -> Table:
    rows = _dict_rows(REALDATA / "seattle" / "seattle-weather.csv")
    metrics = ("precipitation", "temp_max", "temp_min", "wind")
    return _collect("seattle", [("Seattle", r["date"], {m: r[m] for m in metrics}) for r in rows])


# --------------------------------------------------------------------------- showing
def shown(value: Decimal, places: int = 6) -> str:
    """At most ``places`` decimals (6: a stored value as the engine writes it; 4: a mean),
    trailing zeros dropped: ``Decimal('28.8010')`` → ``28.801``."""
    q = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN).normalize()
    text = format(q, "f")
    return "0" if text in ("-0", "") else text


def percent(value: Decimal) -> str:
    """Rounded half-up to 2 decimals (the engine's stated rule), trailing zeros dropped."""
    q = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP).normalize()
    return format(q, "f")


def shown_position(position: str) -> str:
    return position.replace("T", " ")


# --------------------------------------------------------------------------- computations
def extreme(table: Table, entity: str, metric: str, which: str, window: str = "") -> tuple[Decimal, list[str]]:
    """The max/min of a window and every position where it occurs."""
    readings = table.readings(entity, metric, window)
    best = (max if which == "max" else min)(r.value for r in readings)
    return best, [r.position for r in readings if r.value == best]


def mean(table: Table, entity: str, metric: str, window: str = "") -> Decimal:
    readings = table.readings(entity, metric, window)
    return sum((r.value for r in readings), Decimal(0)) / len(readings)


def value_at(table: Table, entity: str, metric: str, position: str) -> Decimal | None:
    return next((r.value for r in table.series[(entity, metric)] if r.position == position), None)


def neighbours(table: Table, entity: str, metric: str, position: str) -> tuple[Reading, Reading]:
    """The readings just before and just after a position that has none."""
    readings = table.series[(entity, metric)]
    before = [r for r in readings if r.position < position]
    after = [r for r in readings if r.position > position]
    return before[-1], after[0]


def across(table: Table, metric: str, position: str) -> list[tuple[str, Decimal]]:
    """``(entity, value)`` of every entity with a reading at ``position``, highest first."""
    out = [(e, v) for e in table.entities() if (v := value_at(table, e, metric, position)) is not None]
    return sorted(out, key=lambda ev: (-ev[1], ev[0]))


# --------------------------------------------------------------------------- the items
@dataclass(frozen=True)
class Truth:
    needles: tuple[str, ...]
    forbidden: tuple[str, ...] = ()


@dataclass(frozen=True)
class Spec:
    id: str
    cls: str
    question: str
    truth: Callable[[], Truth]
    expect_kbs: tuple[str, ...] = ()
    note: str = ""
    extra: dict[str, str] = field(default_factory=dict)


def _global(table: Table, metric: str, which: str) -> Decimal:
    values = [r.value for (e, m), rs in table.series.items() if m == metric for r in rs]
    return max(values) if which == "max" else min(values)


def t_extreme(table: Callable[[], Table], entity: str, metric: str, which: str, window: str = "",
              decoys: tuple[str, ...] = ()) -> Callable[[], Truth]:
    """Needles: the extreme and where; forbidden: the same extreme of each decoy entity and
    the extreme over the whole KB (when they differ from the needle)."""
    def truth() -> Truth:
        t = table()
        value, where = extreme(t, entity, metric, which, window)
        others = [extreme(t, d, metric, which, window)[0] for d in decoys]
        others.append(_global(t, metric, which))
        return Truth((shown(value), *map(shown_position, where)), _distinct(others, value))
    return truth


def t_mean(table: Callable[[], Table], entity: str, metric: str, window: str,
           decoys: tuple[str, ...] = ()) -> Callable[[], Truth]:
    def truth() -> Truth:
        t = table()
        value = mean(t, entity, metric, window)
        others = [mean(t, d, metric, window) for d in decoys] + [mean(t, entity, metric)]
        taken = shown(value, 4)
        return Truth((taken,), tuple(dict.fromkeys(s for v in others if (s := shown(v, 4)) != taken)))
    return truth


def t_value(table: Callable[[], Table], entity: str, metric: str, position: str,
            decoys: tuple[str, ...] = ()) -> Callable[[], Truth]:
    def truth() -> Truth:
        t = table()
        value = value_at(t, entity, metric, position)
        assert value is not None, (entity, metric, position)
        others = [v for d in decoys if (v := value_at(t, d, metric, position)) is not None]
        return Truth((shown(value),), _distinct(others, value))
    return truth


def t_no_reading(table: Callable[[], Table], entity: str, metric: str, position: str) -> Callable[[], Truth]:
    """No reading at ``position``: the readings either side are needles, their mean (an
    invented interpolation) is forbidden."""
    def truth() -> Truth:
        t = table()
        assert value_at(t, entity, metric, position) is None
        before, after = neighbours(t, entity, metric, position)
        middle = (before.value + after.value) / 2
        return Truth((shown(before.value), shown(after.value)), _distinct([middle], before.value))
    return truth


def t_change(table: Callable[[], Table], entity: str, metric: str, start: str, end: str,
             *, as_percent: bool = False) -> Callable[[], Truth]:
    def truth() -> Truth:
        t = table()
        a, b = value_at(t, entity, metric, start), value_at(t, entity, metric, end)
        assert a is not None and b is not None
        change = percent((b - a) / a * 100) if as_percent else shown(b - a)
        return Truth((change, shown(a), shown(b)))
    return truth


def t_rank(table: Callable[[], Table], metric: str, position: str, n: int = 1,
           lowest: bool = False) -> Callable[[], Truth]:
    """Needles: the top (or bottom) ``n`` entities and values; forbidden: the opposite end
    (a ranking may show the runners-up beside the winner; it may not invert the order)."""
    def truth() -> Truth:
        ranked = across(table(), metric, position)
        if lowest:
            ranked = ranked[::-1]
        top = ranked[:n]
        needles = tuple(x for e, v in top for x in (e, shown(v)))
        return Truth(needles, _distinct([ranked[-1][1]], *[v for _e, v in top]))
    return truth


def t_window_rank(table: Callable[[], Table], entities: tuple[str, ...], metric: str, window: str) -> Callable[[], Truth]:
    """Which entity had the highest ``metric`` within a window: winner, value; forbidden: each
    entity's maximum outside the window (the whole series'), where it differs from the window's."""
    def truth() -> Truth:
        t = table()
        best = sorted(((extreme(t, e, metric, "max", window)[0], e) for e in entities), reverse=True)
        (value, winner) = best[0]
        inside = [v for v, _e in best]
        outside = [extreme(t, e, metric, "max")[0] for e in entities]
        return Truth((winner, shown(value)), _distinct([v for v in outside if v not in inside], value))
    return truth


def t_candidates(table: Callable[[], Table], candidates: tuple[str, ...], metric: str, which: str,
                 position: str | None = None) -> Callable[[], Truth]:
    """An ambiguous name: no candidate's value may be shown as *the* answer."""
    def truth() -> Truth:
        t = table()
        values = [value_at(t, c, metric, position) if position else extreme(t, c, metric, which)[0]
                  for c in candidates]
        return Truth((), tuple(dict.fromkeys(shown(v) for v in values if v is not None)))
    return truth


def t_partial(table: Callable[[], Table], entity: str, metric: str, position: str) -> Callable[[], Truth]:
    """One name resolves, one does not: the known value is a needle, the KB-wide maximum
    and minimum at that position (other entities' values) are forbidden."""
    def truth() -> Truth:
        t = table()
        value = value_at(t, entity, metric, position)
        assert value is not None
        ranked = across(t, metric, position)
        return Truth((shown(value),), _distinct([ranked[0][1], ranked[-1][1]], value))
    return truth


def t_nothing(*forbid: Callable[[], list[Decimal]]) -> Callable[[], Truth]:
    """An unresolved or absent name: no needle; every listed value is forbidden."""
    def truth() -> Truth:
        values = [v for f in forbid for v in f()]
        return Truth((), tuple(dict.fromkeys(shown(v) for v in values)))
    return truth


def globals_of(table: Callable[[], Table], metric: str) -> Callable[[], list[Decimal]]:
    return lambda: [_global(table(), metric, "max"), _global(table(), metric, "min")]


def maxima_of(table: Callable[[], Table], entities: tuple[str, ...], metric: str) -> Callable[[], list[Decimal]]:
    return lambda: [extreme(table(), e, metric, "max")[0] for e in entities]


def _distinct(values: list[Decimal], *needles: Decimal) -> tuple[str, ...]:
    taken = {shown(n) for n in needles}
    return tuple(dict.fromkeys(s for v in values if (s := shown(v)) not in taken))


AIRPORTS = ("EWR", "JFK", "LGA")
SHORT_COUNTRIES = ("Mali", "Chad", "Cuba", "Iran", "Iraq", "Oman", "Peru", "Togo")
G, N, S = ("gapminder",), ("nyc-weather",), ("seattle",)


def _short_names() -> list[Spec]:
    out = [Spec(f"short-{c.lower()}", "quantitative", f"What was the highest life expectancy of {c}?",
                t_extreme(gapminder, c, "lifeExp", "max", decoys=("Afghanistan",)), G)
           for c in SHORT_COUNTRIES]
    for a in AIRPORTS:
        others = tuple(o for o in AIRPORTS if o != a)
        out.append(Spec(f"short-{a.lower()}", "quantitative", f"What was the highest temperature at {a}?",
                        t_extreme(nyc_weather, a, "temp", "max", decoys=others), N))
    return out


def _aliases() -> list[Spec]:
    return [
        Spec("alias-kennedy", "routing", "What was the highest wind speed at Kennedy Airport?",
             t_extreme(nyc_weather, "JFK", "wind_speed", "max", decoys=("EWR", "LGA")), N),
        Spec("alias-newark", "routing", "What was the lowest temperature at Newark?",
             t_extreme(nyc_weather, "EWR", "temp", "min", decoys=("JFK", "LGA")), N),
        Spec("alias-laguardia", "routing", "What was the highest dew point at LaGuardia?",
             t_extreme(nyc_weather, "LGA", "dewp", "max", decoys=("EWR", "JFK")), N),
        Spec("alias-south-korea", "routing", "What was the life expectancy of South Korea in 2007?",
             t_value(gapminder, "Korea, Rep.", "lifeExp", "2007", decoys=("Korea, Dem. Rep.",)), G),
        Spec("alias-dr-congo", "routing", "What was the population of DR Congo in 2007?",
             t_value(gapminder, "Congo, Dem. Rep.", "pop", "2007", decoys=("Congo, Rep.",)), G),
    ]


def _ambiguous() -> list[Spec]:
    congo = ("Congo, Dem. Rep.", "Congo, Rep.")
    korea = ("Korea, Dem. Rep.", "Korea, Rep.")
    return [
        Spec("ambiguous-congo", "collision", "What was the highest life expectancy of Congo?",
             t_candidates(gapminder, congo, "lifeExp", "max")),
        Spec("ambiguous-korea", "collision", "What was the highest GDP per capita of Korea?",
             t_candidates(gapminder, korea, "gdpPercap", "max")),
        Spec("ambiguous-congo-2007", "collision", "What was the population of Congo in 2007?",
             t_candidates(gapminder, congo, "pop", "max", position="2007")),
    ]


def _unresolved() -> list[Spec]:
    return [
        Spec("partial-chad-atlantis", "trap", "Compare the life expectancy of Chad and Atlantis in 2007.",
             t_partial(gapminder, "Chad", "lifeExp", "2007"), G),
        Spec("partial-jfk-gondor", "trap", "Compare the highest temperature at JFK and at Gondor.",
             t_extreme(nyc_weather, "JFK", "temp", "max", decoys=("EWR", "LGA")), N),
        Spec("unresolved-tsla", "trap", "What was the highest GDP per capita of TSLA?",
             t_nothing(globals_of(gapminder, "gdpPercap"))),
        Spec("unresolved-wakanda", "trap", "What was the highest life expectancy of Wakanda?",
             t_nothing(globals_of(gapminder, "lifeExp"), maxima_of(gapminder, ("Afghanistan",), "lifeExp"))),
        Spec("unresolved-gondor", "trap", "What was the highest temperature at Gondor?",
             t_nothing(maxima_of(nyc_weather, AIRPORTS, "temp"))),
        Spec("unresolved-narnia", "trap", "What was the population of Narnia in 2007?",
             t_nothing(lambda: [v for _e, v in across(gapminder(), "pop", "2007")[:3]])),
    ]


def _intervals() -> list[Spec]:
    return [
        Spec("window-year-seattle-max", "temporal", "What was the highest temp_max in Seattle in 2015?",
             t_extreme(seattle, "Seattle", "temp_max", "max", "2015"), S),
        Spec("window-year-seattle-min", "temporal", "What was the lowest temp_min in Seattle in 2013?",
             t_extreme(seattle, "Seattle", "temp_min", "min", "2013"), S),
        Spec("window-month-seattle-rain", "temporal", "What was the highest precipitation in Seattle in November 2015?",
             t_extreme(seattle, "Seattle", "precipitation", "max", "2015-11"), S),
        Spec("window-month-jfk-mean", "temporal", "What was the average temperature at JFK in July 2013?",
             t_mean(nyc_weather, "JFK", "temp", "2013-07", decoys=("EWR", "LGA")), N),
        Spec("window-month-ewr-max", "temporal", "What was the highest temperature at EWR in July 2013?",
             t_extreme(nyc_weather, "EWR", "temp", "max", "2013-07", decoys=("JFK", "LGA")), N),
        Spec("window-day-lga-wind", "temporal", "What was the highest wind speed at LGA on 2013-03-05?",
             t_extreme(nyc_weather, "LGA", "wind_speed", "max", "2013-03-05", decoys=("EWR", "JFK")), N),
        Spec("window-day-jfk-min", "temporal", "What was the lowest temperature at JFK on 2013-01-23?",
             t_extreme(nyc_weather, "JFK", "temp", "min", "2013-01-23", decoys=("EWR", "LGA")), N),
        Spec("window-year-lifeexp-1952", "temporal", "What was the highest life expectancy in 1952?",
             t_rank(gapminder, "lifeExp", "1952"), G),
        Spec("window-year-lifeexp-2007-min", "temporal", "What was the lowest life expectancy in 2007?",
             t_rank(gapminder, "lifeExp", "2007", lowest=True), G),
    ]


def _positions() -> list[Spec]:
    return [
        Spec("at-rwanda-1992", "quantitative", "What was the life expectancy of Rwanda in 1992?",
             t_value(gapminder, "Rwanda", "lifeExp", "1992", decoys=("Afghanistan", "Burundi")), G),
        Spec("at-japan-pop-1977", "quantitative", "What was the population of Japan in 1977?",
             t_value(gapminder, "Japan", "pop", "1977", decoys=("China", "India")), G),
        Spec("at-ewr-wind", "quantitative", "What was the wind speed at EWR at 2013-03-05 14:00?",
             t_value(nyc_weather, "EWR", "wind_speed", "2013-03-05T14:00", decoys=("JFK", "LGA")), N),
        Spec("at-jfk-temp", "quantitative", "What was the temperature at JFK at 2013-07-15 15:00?",
             t_value(nyc_weather, "JFK", "temp", "2013-07-15T15:00", decoys=("EWR", "LGA")), N),
        Spec("at-seattle-july4", "quantitative", "What was the temp_max in Seattle on 2014-07-04?",
             t_value(seattle, "Seattle", "temp_max", "2014-07-04"), S),
        Spec("no-reading-rwanda-1990", "temporal", "What was the life expectancy of Rwanda in 1990?",
             t_no_reading(gapminder, "Rwanda", "lifeExp", "1990"), G),
        Spec("no-reading-jfk-1530", "temporal", "What was the temperature at JFK at 2013-07-15 15:30?",
             t_no_reading(nyc_weather, "JFK", "temp", "2013-07-15T15:30"), N),
    ]


def _changes() -> list[Spec]:
    return [
        Spec("change-japan-gdp", "comparative", "What was the change in GDP per capita of Japan from 1952 to 2007?",
             t_change(gapminder, "Japan", "gdpPercap", "1952", "2007"), G),
        Spec("change-china-lifeexp", "comparative", "By how much did the life expectancy of China change from 1952 to 2007?",
             t_change(gapminder, "China", "lifeExp", "1952", "2007"), G),
        Spec("pct-nigeria-pop", "comparative", "What was the percent change in population of Nigeria from 1952 to 2007?",
             t_change(gapminder, "Nigeria", "pop", "1952", "2007", as_percent=True), G),
        Spec("pct-rwanda-lifeexp", "comparative", "What was the percent change in life expectancy of Rwanda from 1987 to 1992?",
             t_change(gapminder, "Rwanda", "lifeExp", "1987", "1992", as_percent=True), G),
    ]


def _rankings() -> list[Spec]:
    return [
        Spec("rank-lifeexp-2007", "comparative", "Which country had the highest life expectancy in 2007?",
             t_rank(gapminder, "lifeExp", "2007"), G),
        Spec("rank-gdp-top3-2007", "comparative", "What were the top 3 countries by GDP per capita in 2007?",
             t_rank(gapminder, "gdpPercap", "2007", n=3), G),
        Spec("rank-gdp-lowest-1952", "comparative", "Which country had the lowest GDP per capita in 1952?",
             t_rank(gapminder, "gdpPercap", "1952", lowest=True), G),
        Spec("rank-airport-july", "comparative", "Which airport had the highest temperature in July 2013?",
             t_window_rank(nyc_weather, AIRPORTS, "temp", "2013-07"), N),
    ]


def _absent() -> list[Spec]:
    return [
        Spec("absent-seattle-lifeexp", "trap", "What was the life expectancy of Seattle?",
             t_nothing(globals_of(gapminder, "lifeExp"))),
        Spec("absent-jfk-pop", "trap", "What was the population of JFK?",
             t_nothing(globals_of(gapminder, "pop"))),
        Spec("absent-paris-temp", "trap", "What was the highest temperature in Paris?",
             t_nothing(maxima_of(nyc_weather, AIRPORTS, "temp"), maxima_of(seattle, ("Seattle",), "temp_max"))),
    ]


SPECS: tuple[Spec, ...] = tuple(
    _short_names() + _aliases() + _ambiguous() + _unresolved() + _intervals() + _positions()
    + _changes() + _rankings() + _absent()
)


def truth_of(spec: Spec) -> Truth:
    """The item's needles (each once) and forbidden needles."""
    t = spec.truth()
    return Truth(tuple(dict.fromkeys(t.needles)), t.forbidden)


# --------------------------------------------------------------------------- the YAML
def _yaml_list(values: tuple[str, ...]) -> str:
    return "[" + ", ".join('"' + v.replace('"', '\\"') + '"' for v in values) + "]"


def render_battery() -> str:
    lines = [
        "# Context-level battery over the real-data KBs (examples/realdata; format: docs/battery.md).",
        "# GENERATED by `python -m tests.e2e.realdata_truth > examples/realdata/battery.yaml`:",
        "# every needle is computed from the committed CSVs by tests/e2e/realdata_truth.py (never",
        "# by the engine); tests/e2e/test_realdata_battery.py recomputes and compares.",
        "arms: [full, hydrate, skeleton, flat]",
        "runs: 1",
        "items:",
    ]
    for spec in SPECS:
        truth = truth_of(spec)
        assert not set(truth.needles) & set(truth.forbidden), spec.id
        lines += [f"  - id: {spec.id}", f"    class: {spec.cls}", f"    question: {spec.question!s}"]
        lines.append(f"    needles: {_yaml_list(truth.needles)}")
        lines.append(f"    forbidden: {_yaml_list(truth.forbidden)}")
        if spec.cls == "trap" and not truth.needles:
            lines.append("    expect_refusal: true")
        if spec.expect_kbs:
            lines.append(f"    expect_kbs: [{', '.join(spec.expect_kbs)}]")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render_battery())
