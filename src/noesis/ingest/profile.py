"""A table's schema, profiled from all its rows: time axis, dimensions, grain, measures, layout.

:func:`profile_table` measures the columns (``columns.py``), finds the time axis with the
ordered :data:`~noesis.ingest.timeaxis.TIME_RULES`, then classifies every other column with
:data:`COLUMN_RULES` (the first rule that claims a column decides its role), searches the
grain (the smallest set of key columns unique per row), names the entity dimension, and
recognises a wide layout (one numeric column per member over a shared time column). What
the manifest declares is taken as given; every inferred choice is a
:class:`~noesis.relation.SchemaChoice` with the manifest line that overrides it, and a
choice the rules cannot make with confidence is marked uncertain (a proposal for
``noesis init``), never silently applied as sure.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import pyarrow as pa

from ..relation import Dimension, Measure, SchemaChoice, TableSchema, TimeAxis, WideLayout
from . import axisformats as af
from .columns import ColumnProfile, name_words, normal_name, profile_columns
from .timeaxis import (
    DAY_NAMES,
    MONTH_NAMES,
    QUARTER_NAMES,
    WEEK_NAMES,
    YEAR_NAMES,
    TimeContext,
    TimeFound,
    find_time,
)

#: names that say a numeric column is an identifier
ID_NAMES = frozenset({"id", "code", "subject", "subj", "key", "no", "num", "idx", "patient",
                      "participant", "unit", "firm", "station", "site", "sensor", "plot", "case"})
#: words that say a column is an entity's name (tried first for the entity dimension)
ENTITY_HINTS = ("symbol", "ticker", "species", "country", "nation", "station", "city", "region",
                "state", "name", "entity", "site", "location", "team", "player", "sensor", "company",
                "firm", "subject", "id", "code")
_FLOW_WORDS = frozenset(
    ["sales", "sold", "revenue", "revenues", "volume", "volumes", "count", "counts", "number", "total", "totals", "generation", "precipitation", "precip", "rain", "rainfall", "snow", "snowfall", "births", "deaths", "cases", "passengers", "quantity", "qty", "units", "amount", "consumption", "production", "output", "exports", "imports", "investment", "invest", "spending", "expenditure", "flow", "medals", "gold", "silver", "bronze", "visitors", "arrivals", "trips", "sunspots", "earnings", "income", "profit", "profits", "cost", "costs", "sum", "net", "gdp", "emissions", "orders", "shipments", "downloads", "clicks", "views", "goals", "points", "wins", "losses", "casualties", "injuries", "fatalities", "killed"])
_LEVEL_WORDS = frozenset(
    ["price", "prices", "rate", "rates", "ratio", "pct", "percent", "share", "index", "temp", "temperature", "tmax", "tmin", "average", "avg", "mean", "median", "level", "stock", "capital", "weight", "height", "length", "age", "wind", "speed", "pressure", "humidity", "concentration", "co2", "ppm", "close", "open", "high", "low", "adj", "adjusted", "score", "density", "yield", "balance", "inventory", "population", "pop", "lifeexp", "life", "expectancy", "unemployment", "cpi", "inflation", "interest", "ozone", "solar", "radiation", "depth", "size", "width", "area", "distance", "duration", "percentage", "proportion", "probability", "odds", "min", "max", "std", "var", "latitude", "longitude", "lat", "lon", "lng", "elevation", "altitude"])
_UNIT_RE = re.compile(r"^(?P<name>.*?)\s*[(\[](?P<unit>[^)\]]{1,20})[)\]]\s*$")
_TICKER_RE = re.compile(r"^[A-Z][A-Z0-9.\-]{0,6}$")
_MONTH_HEADER = frozenset({"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                           "nov", "dec", "january", "february", "march", "april", "june", "july",
                           "august", "september", "october", "november", "december", "sept"})
#: the time part a wide table's month-name header holds
HEADER = "<header>"
_CATEGORY_MAX = 12  # an unnamed integer column with at most this many values may be a category
_FREE_TEXT = 40  # mean characters above which a text column unique per row is free text


@dataclass(frozen=True)
class Declared:
    """What the manifest says about one table (empty: infer everything)."""

    time: tuple[str, ...] = ()
    dimensions: tuple[str, ...] | None = None
    entity_column: str | None = None
    single_entity: bool = False  # ``entity = "…"`` with no entity column
    measures: tuple[tuple[str, str], ...] | None = None  # (metric name, column)
    units: tuple[tuple[str, str], ...] = ()  # (column, unit)
    additivity: tuple[tuple[str, str], ...] = ()  # (column, flow | level)
    wide: WideLayout | None = None


@dataclass(frozen=True, eq=False)
class Profile:
    """The schema plus what building the relation needs: the time positions of every row."""

    schema: TableSchema
    time: TimeFound | None
    columns: tuple[ColumnProfile, ...] = field(default=())


# --------------------------------------------------------------------------- column roles
@dataclass(frozen=True)
class Role:
    role: str  # "dimension" | "measure" | "ignored"
    kind: str = ""  # a dimension's kind
    why: str = ""
    certain: bool = True


ColumnRule = Callable[[ColumnProfile, "RoleContext"], "Role | None"]


@dataclass(frozen=True, eq=False)
class RoleContext:
    rows: int
    stem: str
    declared: Declared
    time_values: np.ndarray | None


def declared_role(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    d = ctx.declared
    name = col.name.strip().lower()
    dims = {c.strip().lower() for c in (d.dimensions or ())}
    if d.entity_column:
        dims.add(d.entity_column.strip().lower())
    if name in dims:
        return Role("dimension", "text" if col.text else "id", "declared")
    if d.measures is not None and name in {c.strip().lower() for _, c in d.measures}:
        return Role("measure", why="declared")
    if d.dimensions is not None:
        if col.numeric and (d.measures is None or d.wide is not None):
            return Role("measure", why="numbers, not a declared dimension")
        return Role("ignored", why="not a declared dimension" + ("" if d.measures is None else " nor measure"))
    return None


def text_dimension(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if not col.text:
        return None
    if col.distinct >= 0.9 * max(col.present, 1) and col.mean_length > _FREE_TEXT:
        return Role("ignored", why=f"free text ({col.mean_length:.0f} characters a cell on average)")
    return Role("dimension", "text", f"text with {col.distinct} distinct values")


def boolean_dimension(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if pa.types.is_boolean(col.arr.type):
        return Role("dimension", "category", "true/false values")
    return None


def _id_named(col: ColumnProfile, stem: str) -> bool:
    words = name_words(col.name)
    norm = normal_name(col.name)
    if norm in ID_NAMES or (words and words[-1] in ID_NAMES):
        return True
    stem_norm = normal_name(stem)
    singular = norm[:-1] if norm.endswith("s") else norm
    return len(singular) >= 3 and stem_norm.startswith(singular)


def id_named_column(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if col.numeric and col.whole and _id_named(col, ctx.stem) and col.distinct < col.present:
        return Role("dimension", "id", f"whole numbers in a column named like an id ({col.distinct} values)")
    return None


def measure_named(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if col.numeric and additivity_of(col.name, None)[0] != "unknown":
        return Role("measure", why="numbers in a column named like a measure")
    return None


def numeric_measure(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if col.numeric:
        return Role("measure", why="numbers")
    return None


def other_ignored(col: ColumnProfile, ctx: RoleContext) -> Role:
    return Role("ignored", why="neither text nor numbers")


#: the first rule that returns a role decides the column's
COLUMN_RULES: tuple[ColumnRule, ...] = (
    declared_role, boolean_dimension, text_dimension, measure_named, id_named_column,
    numeric_measure, other_ignored,
)


def column_role(col: ColumnProfile, ctx: RoleContext) -> Role:
    for rule in COLUMN_RULES:
        found = rule(col, ctx)
        if found is not None:
            if found.role == "measure" and found.why != "declared" and ctx.declared.measures is not None:
                return Role("ignored", why="numbers, but not a declared metric")
            return found
    return other_ignored(col, ctx)


def attribute_categories(cols: Sequence[ColumnProfile], roles: dict[str, Role],
                         declared: Declared) -> dict[str, Role]:
    """A whole-number "measure" with few values that is constant for each value of a dimension
    (a treatment group per subject, a region code per city) is that dimension's category."""
    if declared.measures is not None:
        return roles
    dims = [c for c in cols if roles.get(c.name, Role("")).role == "dimension"]
    out = dict(roles)
    for c in cols:
        r = roles.get(c.name)
        if r is None or r.role != "measure" or r.why != "numbers" or not c.whole:
            continue
        if not 1 < c.distinct <= _CATEGORY_MAX or c.present <= 4 * c.distinct:
            continue
        owner = next((d for d in dims if d.distinct > c.distinct
                      and _functional(_codes(d).astype(float), _codes(c))), None)
        if owner is not None:
            out[c.name] = Role("dimension", "category", f"{c.distinct} whole-number values, constant "
                               f"for each {owner.name!r}: a category of it", certain=False)
    return out


# --------------------------------------------------------------------------- measures
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
    m = _UNIT_RE.match(column)
    if m and m.group("name"):
        return m.group("unit").strip()
    words = name_words(column)
    if words and words[-1] in ("pct", "percent", "%"):
        return "%"
    return None


def _measure(col: ColumnProfile, declared: Declared) -> tuple[Measure, list[SchemaChoice]]:
    name = next((m for m, c in declared.measures or () if c.strip().lower() == col.name.strip().lower()),
                col.name)
    units: dict[str, str] = {}
    for c, u in declared.units:
        units.setdefault(c.lower(), u)
    adds: dict[str, str] = {}
    for c, a in declared.additivity:
        adds.setdefault(c.lower(), a)
    unit = units.get(col.name.lower()) or units.get(name.lower()) or unit_of(col.name)
    declared_add = adds.get(col.name.lower()) or adds.get(name.lower())
    if declared_add:
        return Measure(name, col.name, unit, declared_add, "declared"), []
    add, why = additivity_of(col.name, unit)
    choice = SchemaChoice(f"measures.{col.name}.additivity", add, why,
                          f'additivity = {{"{col.name}" = "flow" | "level"}} in its [[source]]',
                          certain=add != "unknown")
    return Measure(name, col.name, unit, add, why), [choice]


# --------------------------------------------------------------------------- grain
def _codes(col: ColumnProfile) -> np.ndarray:
    if col.values is not None:
        v = np.where(np.isfinite(col.values), col.values, -np.inf)
        return np.unique(v, return_inverse=True)[1]
    arr = col.texts if col.texts is not None else col.arr
    import pyarrow.compute as pc

    enc = pc.dictionary_encode(arr)
    if isinstance(enc, pa.ChunkedArray):
        enc = enc.combine_chunks()
    return np.asarray(pc.fill_null(enc.indices, -1).to_numpy(zero_copy_only=False), dtype=np.int64)


def is_unique(keys: Sequence[np.ndarray], rows: int) -> bool:
    if not keys:
        return rows <= 1
    stacked = np.stack(keys)
    return np.unique(stacked, axis=1).shape[1] == rows


def find_grain(time_key: np.ndarray | None, time_cols: tuple[str, ...],
               candidates: Sequence[tuple[str, np.ndarray]], rows: int) -> tuple[tuple[str, ...], bool]:
    """The smallest set of key columns unique per row (the time axis counts as one, tried
    first), and whether one was found (else every key column, with duplicates)."""
    units: list[tuple[tuple[str, ...], np.ndarray]] = []
    if time_key is not None:
        units.append((time_cols, time_key))
    units += [((n,), k) for n, k in candidates]
    for size in range(1, min(len(units), 5) + 1):
        for combo in itertools.combinations(range(len(units)), size):
            if is_unique([units[i][1] for i in combo], rows):
                return tuple(c for i in combo for c in units[i][0]), True
    return tuple(c for names, _ in units for c in names), False


# --------------------------------------------------------------------------- wide
def _member_like(headers: Sequence[str]) -> tuple[bool, str]:
    """Do these headers name members (tickers, regions, products) rather than measures?"""
    if all(h.strip().lower() in _MONTH_HEADER for h in headers):
        return True, "month"
    if all(_TICKER_RE.match(h.strip()) for h in headers):
        return True, "symbol"
    if any(additivity_of(h, unit_of(h))[0] != "unknown" or unit_of(h) for h in headers):
        return False, ""
    titled = all(h.strip()[:1].isupper() and "_" not in h for h in headers)
    return titled, "series"


def find_wide(measures: Sequence[ColumnProfile], has_time: bool, dims: int) -> tuple[WideLayout | None, SchemaChoice | None]:
    if not has_time or dims or len(measures) < 3:
        return None, None
    headers = [c.name for c in measures]
    member, dimension = _member_like(headers)
    if not member:
        return None, None
    medians = [float(np.nanmedian(np.abs(c.values))) for c in measures if c.values is not None]
    similar = bool(medians) and min(medians) > 0 and max(medians) / min(medians) <= 50
    certain = dimension in ("month", "symbol") and similar
    layout = WideLayout(dimension, "value", tuple(headers),
                        f"{len(headers)} numeric columns named like members ({', '.join(headers[:4])}"
                        f"{' …' if len(headers) > 4 else ''}) share the time column")
    manifest = (f'[source.wide] dimension = "{dimension}" measure = "value" '
                '(or wide = false to read each column as its own measure)')
    choice = SchemaChoice("wide", f"{dimension} × value over {len(headers)} columns", layout.why,
                          manifest, certain=certain)
    return (layout if certain else None), choice


# --------------------------------------------------------------------------- entry point
def _alternates(cols: Sequence[ColumnProfile], time: TimeFound, taken: set[str]) -> list[str]:
    """Time-part or decimal-year columns that re-express the chosen time (a function of it)."""
    names = YEAR_NAMES | MONTH_NAMES | DAY_NAMES | QUARTER_NAMES | WEEK_NAMES
    out = []
    t = np.where(np.isfinite(time.positions), time.positions, -np.inf)
    for c in cols:
        if c.name in taken:
            continue
        fractional = (c.numeric and not c.whole
                      and any(w in normal_name(c.name) for w in ("year", "date", "decimal", "frac")))
        if normal_name(c.name) not in names and not fractional:
            continue
        if _functional(t, _codes(c)):
            out.append(c.name)
    return out


def _functional(t: np.ndarray, codes: np.ndarray) -> bool:
    pairs = np.unique(np.stack([t, codes.astype(float)]), axis=1).shape[1]
    return pairs == len(np.unique(t))


def profile_table(table: pa.Table, file: str, ctx: TimeContext, declared: Declared) -> Profile:
    """The table's schema (see the module docstring)."""
    cols = profile_columns(table, ctx.date_order)
    time = find_time(cols, ctx)
    choices: list[SchemaChoice] = []
    taken: set[str] = set(time.axis.columns) if time else set()
    if time is not None:
        choices.append(SchemaChoice("time", " + ".join(time.axis.columns) + f" ({time.axis.granularity})",
                                    time.why, f'time = {list(time.axis.columns)!r} (or position = "<column>")'.replace("'", '"'),
                                    certain=time.certain))
    alternates = _alternates(cols, time, taken) if time is not None else []
    stem = file.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    rctx = RoleContext(table.num_rows, stem, declared, time.positions if time else None)
    roles = {c.name: column_role(c, rctx) for c in cols if c.name not in taken and c.name not in alternates}
    roles = attribute_categories(cols, roles, declared)
    dims = [c for c in cols if c.name in roles and roles[c.name].role == "dimension"]
    measures_cols = [c for c in cols if c.name in roles and roles[c.name].role == "measure"]
    for c in cols:
        r = roles.get(c.name)
        if r is not None and not r.certain:
            choices.append(SchemaChoice(f"dimensions.{c.name}", r.kind, r.why,
                                        f'dimensions = [...] with "{c.name}" to keep it a dimension, without it to read it as a measure',
                                        certain=False))
    if declared.wide is not None:
        members = declared.wide.columns or tuple(c.name for c in measures_cols)
        wide, wide_choice = replace(declared.wide, columns=members), None
    else:
        wide, wide_choice = find_wide(measures_cols, time is not None, len(dims))
    if wide_choice is not None:
        choices.append(wide_choice)
    return _assemble(file, table, cols, time, dims, measures_cols, roles, alternates, wide, declared, choices)


def _assemble(file, table, cols, time, dims, measures_cols, roles, alternates, wide, declared,
              choices) -> Profile:
    rows = table.num_rows
    time_key = None
    if time is not None:
        time_key = np.unique(np.where(np.isfinite(time.positions), time.positions, -np.inf),
                             return_inverse=True)[1]
    keyed = [(c.name, _codes(c)) for c in dims]
    if wide is not None:
        grain, unique = (*(time.axis.columns if time else ()), wide.dimension), True
    else:
        grain, unique = find_grain(time_key, time.axis.columns if time else (), keyed, rows)
    if not unique:
        choices.append(SchemaChoice("grain", ", ".join(grain), "no set of key columns is unique per "
                                    "row: rows repeating the whole key are reported", "dimensions = [...]",
                                    certain=False))
    dimensions = tuple(Dimension(c.name, roles[c.name].kind, c.distinct, roles[c.name].why) for c in dims)
    axis = time.axis if time else None
    if wide is not None and wide.dimension == "month" and axis is not None:  # time in the header
        axis = TimeAxis((*axis.columns, HEADER), ("year", "month"), "month", "date")
        grain = (*time.axis.columns, HEADER)
    elif wide is not None:
        dimensions += (Dimension(wide.dimension, "text", len(wide.columns), wide.why),)
    measures: list[Measure] = []
    if wide is not None:
        add, why = additivity_of(wide.measure, None)
        measures.append(Measure(wide.measure, wide.measure, None, add, why))
    else:
        for c in measures_cols:
            m, made = _measure(c, declared)
            measures.append(m)
            choices += made
    entity = _entity(dimensions, grain, declared, choices)
    ignored = tuple(alternates) + tuple(n for n, r in roles.items() if r.role == "ignored")
    schema = TableSchema(file, tuple(table.column_names), tuple(grain), axis,
                         dimensions, tuple(measures), entity, wide, ignored, tuple(choices))
    return Profile(schema, time, tuple(cols))


def _entity(dimensions: Sequence[Dimension], grain: Sequence[str], declared: Declared,
            choices: list[SchemaChoice]) -> tuple[str, ...]:
    """The dimension that names the entity in answers (a hinted name first, then text, then ids)."""
    if declared.entity_column:
        return (declared.entity_column,)
    if declared.single_entity:
        return ()
    keyed = [d for d in dimensions if d.column in grain]
    if not keyed:
        return ()

    def rank(d: Dimension) -> tuple[int, int, int]:
        words = set(name_words(d.column))
        hinted = next((i for i, h in enumerate(ENTITY_HINTS) if h in words), len(ENTITY_HINTS))
        return (hinted, 0 if d.kind == "text" else 1, -d.distinct)

    best = min(keyed, key=rank)
    choices.append(SchemaChoice("entity", best.column, f"{best.column!r} tells the series apart "
                                f"({best.distinct} values)", 'entity_column = "<column>"',
                                certain=len(keyed) == 1 or rank(best)[0] < len(ENTITY_HINTS)))
    return (best.column,)


__all__ = ["Declared", "Profile", "profile_table", "additivity_of", "unit_of", "find_grain",
           "COLUMN_RULES", "af"]
