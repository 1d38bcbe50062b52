"""What a measure's name says: its unit and whether it sums over time (flow) or not (level)."""

from __future__ import annotations

import re

from .. import units
from .columns import name_words

_FLOW_WORDS = frozenset(
    ["sales", "sold", "revenue", "revenues", "volume", "volumes", "count", "counts", "number", "total", "totals", "generation", "precipitation", "precip", "rain", "rainfall", "snow", "snowfall", "births", "deaths", "cases", "passengers", "quantity", "qty", "units", "amount", "consumption", "production", "output", "exports", "imports", "investment", "invest", "spending", "expenditure", "flow", "medals", "gold", "silver", "bronze", "visitors", "arrivals", "trips", "sunspots", "earnings", "income", "profit", "profits", "cost", "costs", "sum", "net", "gdp", "emissions", "orders", "shipments", "downloads", "clicks", "views", "goals", "points", "wins", "losses", "casualties", "injuries", "fatalities", "killed", "runs", "hits", "accidents", "crimes"])
_LEVEL_WORDS = frozenset(
    ["price", "prices", "rate", "rates", "ratio", "pct", "percent", "share", "index", "temp", "temperature", "tmax", "tmin", "average", "avg", "mean", "median", "level", "stock", "capital", "weight", "height", "length", "age", "wind", "speed", "pressure", "humidity", "concentration", "co2", "ppm", "close", "open", "high", "low", "adj", "adjusted", "score", "density", "yield", "balance", "inventory", "population", "pop", "lifeexp", "life", "expectancy", "unemployment", "cpi", "inflation", "interest", "ozone", "solar", "radiation", "depth", "size", "width", "area", "distance", "duration", "percentage", "proportion", "probability", "odds", "min", "max", "std", "var", "latitude", "longitude", "lat", "lon", "lng", "elevation", "altitude"])
_UNIT_RE = re.compile(r"^(?P<name>.*?)\s*[(\[](?P<unit>[^)\]]{1,20})[)\]]\s*$")


def additivity_of(column: str, unit: str | None) -> tuple[str, str]:
    """``flow`` / ``level`` / ``unknown`` from the column's words and unit, and why."""
    ordered = name_words(column)
    words = set(ordered)
    if unit and unit.strip() in ("%", "percent", "pct", "°C", "°F", "C", "F", "ppm"):
        return "level", f"its unit {unit!r} is a level"
    if "%" in column:
        return "level", "a percentage is a level"
    level = sorted(words & _LEVEL_WORDS)
    flow = sorted(words & _FLOW_WORDS)
    if not level and not flow and words:  # "realgdp", "tbilrate": a known word ending the name
        last = ordered[-1]
        level = sorted(w for w in _LEVEL_WORDS if len(w) >= 3 and last.endswith(w) and last != w)
        flow = sorted(w for w in _FLOW_WORDS if len(w) >= 3 and last.endswith(w) and last != w)
    if level and not flow:
        return "level", f"{level[0]!r} names a level (not summed over time)"
    if flow and not level:
        return "flow", f"{flow[0]!r} names a flow (summed over time)"
    return "unknown", "its name does not say whether it sums over time"


def unit_of(column: str) -> str | None:
    """The unit a header states: in brackets ("price (USD)"), as a percent suffix ("growth_pct"),
    or as a unit the registry knows ending a name of several words — after "in"
    ("Weight_in_lbs") or alone ("dist_km", "price_usd"; never a unit that is also an
    everyday word or a letter: "time_min", "temp_c" say nothing certain)."""
    m = _UNIT_RE.match(column)
    if m and m.group("name"):
        return m.group("unit").strip()
    words = name_words(column)
    if words and words[-1] in ("pct", "percent", "%"):
        return "%"
    if len(words) >= 3 and words[-2] == "per":  # "Miles_per_Gallon": the rate whole, or nothing
        return " ".join(words[-3:]) if units.unit_of(" ".join(words[-3:])) is not None else None
    if len(words) >= 2 and len(words[-1]) >= 2 and units.unit_of(words[-1]) is not None:
        return words[-1]
    return None


