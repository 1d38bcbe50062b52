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

from ..errors import SourceError
from ..relation import Dimension, Measure, SchemaChoice, TableSchema, TimeAxis, WideLayout
from .columns import ColumnProfile, name_words, normal_name, profile_columns
from .measurewords import additivity_of, unit_of
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
from .widelayout import HEADER, _wide_choice, find_wide, header_time_part, year_headers

#: names that say a numeric column is an identifier
ID_NAMES = frozenset({"id", "code", "subject", "subj", "key", "no", "num", "idx", "patient",
                      "participant", "unit", "firm", "station", "site", "sensor", "plot", "case"})
#: words that say a column is an entity's name (tried first for the entity dimension)
ENTITY_HINTS = ("symbol", "ticker", "species", "country", "nation", "station", "city", "region",
                "state", "name", "entity", "site", "location", "team", "player", "sensor", "company",
                "firm", "subject", "id", "code")
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
    if d.measures is None or name not in {c.strip().lower() for _, c in d.measures}:
        counted = row_number_column(col, ctx)
        if counted is not None:
            return counted
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


_UNNAMED_RE = re.compile(r"^(?:column\d+|unnamed: ?\d+|rownames|x|\.\.\.1|index)$", re.IGNORECASE)


def row_number_column(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    """An unnamed column counting the rows (1, 2, 3 … as R and pandas write an index)."""
    if not (col.numeric and col.whole and col.values is not None and _UNNAMED_RE.match(col.name.strip())):
        return None
    v = col.values
    if len(v) and np.all(np.isfinite(v)) and v[0] in (0, 1) and np.all(np.diff(v) == 1):
        return Role("ignored", why="an unnamed column counting the rows (a row number)")
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
    declared_role, row_number_column, boolean_dimension, text_dimension, measure_named, id_named_column,
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


def _counts_only(c: ColumnProfile, r: Role | None) -> bool:
    """A whole-number column read as a measure only because it holds numbers."""
    return r is not None and r.role == "measure" and r.why == "numbers" and c.whole


def attribute_categories(cols: Sequence[ColumnProfile], roles: dict[str, Role],
                         declared: Declared) -> dict[str, Role]:
    """A whole-number "measure" that is constant for each value of a dimension is a property
    of it, not a measurement: a code one-to-one with it (``LocID`` for ``Location``) is an id;
    fewer values (a treatment group per subject, a litter per pig) a category (a dozen values
    or fewer) or a grouping id. Both are flagged uncertain."""
    if declared.measures is not None or declared.dimensions is not None:
        return roles
    dims = [c for c in cols if roles.get(c.name, Role("")).role == "dimension"]
    out = dict(roles)
    for c in cols:
        r = roles.get(c.name)
        if r is None or r.role != "measure" or not c.whole or c.distinct < 2 or c.distinct >= c.present:
            continue
        owner = next((d for d in dims if d.distinct >= c.distinct
                      and _functional(_codes(d).astype(float), _codes(c))), None)
        if owner is None or (owner.distinct != c.distinct and not _counts_only(c, r)):
            continue
        if owner.distinct == c.distinct:
            kind, why = "id", f"a code one-to-one with {owner.name!r}"
        elif c.distinct <= _CATEGORY_MAX:
            kind, why = "category", f"{c.distinct} values, constant for each {owner.name!r}: a category of it"
        else:
            kind, why = "id", f"{c.distinct} values, constant for each {owner.name!r}: a grouping of it"
        out[c.name] = Role("dimension", kind, why, certain=False)
    return out


def grain_ids(cols: Sequence[ColumnProfile], roles: dict[str, Role], time_key: np.ndarray | None,
              rows: int, declared: Declared) -> dict[str, Role]:
    """When the time axis and the dimensions do not tell the rows apart, whole-number columns
    that complete the key are ids (a subject number beside its day, a person beside the mode)."""
    if declared.measures is not None or declared.dimensions is not None:
        return roles
    dims = [c for c in cols if roles.get(c.name, Role("")).role == "dimension"]
    keys = [_codes(c) for c in dims] + ([time_key] if time_key is not None else [])
    if is_unique(keys, rows) or not keys and rows <= 1:
        return roles
    spare = [c for c in cols if _counts_only(c, roles.get(c.name)) and c.distinct < c.present]
    if not spare:
        return roles
    base = [(c.name, k) for c, k in zip(dims, keys, strict=False)]
    grain, unique = find_grain(time_key, ("<time>",), base + [(c.name, _codes(c)) for c in spare], rows)
    if not unique:
        return roles
    out = dict(roles)
    for c in spare:
        if c.name in grain:
            out[c.name] = Role("dimension", "id", f"whole numbers that, with the other key columns, "
                               f"tell the rows apart ({c.distinct} values)", certain=False)
    return out


# --------------------------------------------------------------------------- measures
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


def combined_key(keys: Sequence[np.ndarray]) -> np.ndarray:
    """One int64 code per row for the combination of several code columns (codes ≥ -1):
    mixed arithmetically while the product of cardinalities fits, re-densified when not."""
    out = np.zeros(len(keys[0]) if keys else 0, dtype=np.int64)
    span = 1
    for k in keys:
        card = int(k.max()) + 2 if len(k) else 1
        if span * card >= 1 << 62:
            out = np.unique(out, return_inverse=True)[1].astype(np.int64)
            span = int(out.max()) + 1 if len(out) else 1
        out = out * card + (k.astype(np.int64) + 1)
        span *= card
    return out


def is_unique(keys: Sequence[np.ndarray], rows: int) -> bool:
    if not keys:
        return rows <= 1
    k = np.sort(combined_key(keys))
    return bool((k[1:] != k[:-1]).all())


#: with more key candidates than this the grain is searched greedily (then minimised)
_EXHAUSTIVE = 8


def find_grain(time_key: np.ndarray | None, time_cols: tuple[str, ...],
               candidates: Sequence[tuple[str, np.ndarray]], rows: int) -> tuple[tuple[str, ...], bool]:
    """The smallest set of key columns unique per row (the time axis counts as one, tried
    first), and whether one was found (else every key column, with duplicates)."""
    units: list[tuple[tuple[str, ...], np.ndarray]] = []
    if time_key is not None:
        units.append((time_cols, time_key))
    units += [((n,), k) for n, k in candidates]
    everything = tuple(c for names, _ in units for c in names)
    if len(units) <= _EXHAUSTIVE:
        for size in range(1, len(units) + 1):
            for combo in itertools.combinations(range(len(units)), size):
                if is_unique([units[i][1] for i in combo], rows):
                    return tuple(c for i in combo for c in units[i][0]), True
        return everything, False
    chosen = _greedy_key(units, rows)
    if chosen is None:
        return everything, False
    return tuple(c for i in chosen for c in units[i][0]), True


def _distinct(key: np.ndarray) -> int:
    k = np.sort(key)
    return int((k[1:] != k[:-1]).sum()) + 1 if len(k) else 0


def _greedy_key(units, rows: int) -> list[int] | None:
    """Add the unit that tells the most rows apart until the key is unique; then drop any unit
    the key does not need."""
    chosen: list[int] = []
    key = np.zeros(rows, dtype=np.int64)
    while not is_unique([key], rows):
        rest = [i for i in range(len(units)) if i not in chosen]
        if not rest:
            return None
        best = max(rest, key=lambda i: (_distinct(combined_key([key, units[i][1]])), -i))
        chosen.append(best)
        key = combined_key([key, units[best][1]])
    for i in list(chosen):
        trial = [j for j in chosen if j != i]
        if trial and is_unique([units[j][1] for j in trial], rows):
            chosen = trial
    return sorted(chosen)


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
    """Is ``codes`` a function of ``t`` (one value per distinct t)?"""
    tk = np.unique(t, return_inverse=True)[1]
    return _distinct(combined_key([tk, codes])) == _distinct(tk)


@dataclass(frozen=True, eq=False)
class _Roles:
    """Every column's role, once the time axis and any header layout are known."""

    time: TimeFound | None
    roles: dict[str, Role]
    alternates: tuple[str, ...]
    header: WideLayout | None  # years in the header (found before the time axis)


def _time_choice(time: TimeFound) -> SchemaChoice:
    listed = ", ".join(f'"{c}"' for c in time.axis.columns)
    return SchemaChoice("time", " + ".join(time.axis.columns) + f" ({time.axis.granularity})",
                        time.why, f'time = [{listed}] (or position = "<column>")', certain=time.certain)


def _roles(cols, table: pa.Table, file: str, ctx: TimeContext, declared: Declared) -> _Roles:
    header = None if declared.wide is not None else year_headers(cols)
    members = set(header.columns) if header else set()
    if declared.wide is not None:
        listed = declared.wide.columns or (found.columns if (found := year_headers(cols)) else ())
        members = set(listed)
    rest = [c for c in cols if c.name not in members]
    time = None if header else find_time(rest, ctx)
    taken = set(time.axis.columns) if time else set()
    alternates = tuple(_alternates(rest, time, taken)) if time is not None else ()
    stem = file.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    rctx = RoleContext(table.num_rows, stem, declared, time.positions if time else None)
    roles = {c.name: column_role(c, rctx) for c in rest if c.name not in taken and c.name not in alternates}
    roles = grain_ids(rest, roles, _time_key(time), table.num_rows, declared)
    roles = attribute_categories(rest, roles, declared)
    return _Roles(time, roles, alternates, header)


def _time_key(time: TimeFound | None) -> np.ndarray | None:
    if time is None:
        return None
    return np.unique(np.where(np.isfinite(time.positions), time.positions, -np.inf), return_inverse=True)[1]


def profile_table(table: pa.Table, file: str, ctx: TimeContext, declared: Declared) -> Profile:
    """The table's schema (see the module docstring)."""
    cols = profile_columns(table, ctx.date_order)
    found = _roles(cols, table, file, ctx, declared)
    roles, time = found.roles, found.time
    choices: list[SchemaChoice] = [_time_choice(time)] if time is not None else []
    for c in cols:
        r = roles.get(c.name)
        if r is not None and not r.certain:
            choices.append(SchemaChoice(f"dimensions.{c.name}", r.kind, r.why,
                                        f'dimensions = [...] with "{c.name}" to keep it a dimension, '
                                        "without it to read it as a measure", certain=False))
    dims = [c for c in cols if c.name in roles and roles[c.name].role == "dimension"]
    measures_cols = [c for c in cols if c.name in roles and roles[c.name].role == "measure"]
    if found.header is not None:
        wide, wide_choice = found.header, _wide_choice(found.header, True)
    elif declared.wide is not None:
        headed = year_headers(cols)
        members = declared.wide.columns or (headed.columns if headed else tuple(c.name for c in measures_cols))
        wide, wide_choice = replace(declared.wide, columns=members, time_part=header_time_part(members)), None
        if wide.time_part is None and time is None:
            raise SourceError(file, 1, "[source.wide] needs a time axis: a time column beside the "
                              "member columns, or member columns headed by years or month names")
    else:
        wide, wide_choice = find_wide(measures_cols, time is not None, len(dims))
    if wide_choice is not None:
        choices.append(wide_choice)
    return _assemble(file, table, cols, time, dims, measures_cols, found, wide, declared, choices)


def _key_order(dims: Sequence[ColumnProfile], roles: dict[str, Role]) -> list[ColumnProfile]:
    """Grain candidates: names before codes (text, then categories, then ids), so a tie between
    ``Location`` and its ``LocID`` keeps the name."""
    rank = {"text": 0, "category": 1, "id": 2}
    return sorted(dims, key=lambda c: rank.get(roles[c.name].kind, 3))


def _assemble(file, table, cols, time, dims, measures_cols, found: _Roles, wide, declared,
              choices) -> Profile:
    roles = found.roles
    keyed = [(c.name, _codes(c)) for c in _key_order(dims, roles)]
    axis = time.axis if time else None
    if wide is not None and wide.time_part is not None:  # time in the header
        axis, grain, unique = _header_time(wide, time, keyed, table.num_rows)
    elif wide is not None:
        grain, unique = (*(time.axis.columns if time else ()), wide.dimension), True
    else:
        grain, unique = find_grain(_time_key(time), time.axis.columns if time else (), keyed, table.num_rows)
    if not unique:
        choices.append(SchemaChoice("grain", ", ".join(grain), "no set of key columns is unique per "
                                    "row: rows repeating the whole key are reported", "dimensions = [...]",
                                    certain=False))
    dimensions = [Dimension(c.name, roles[c.name].kind, c.distinct, roles[c.name].why) for c in dims]
    if wide is not None and wide.time_part is None:
        dimensions.append(Dimension(wide.dimension, "text", len(wide.columns), wide.why))
    measures = _measures(wide, measures_cols, declared, choices)
    entity = _entity(dimensions, grain, declared, choices)
    sure = tuple(e for e in entity if not any(c.key == "entity" and not c.certain for c in choices))
    dimensions = [_category_kind(d, sure, table.num_rows) for d in dimensions]
    ignored = found.alternates + tuple(n for n, r in roles.items() if r.role == "ignored")
    schema = TableSchema(file, tuple(table.column_names), tuple(grain), axis, tuple(dimensions),
                         tuple(measures), entity, wide, ignored, tuple(choices))
    return Profile(schema, time, tuple(cols))


def _header_time(wide: WideLayout, time: TimeFound | None, keyed, rows: int):
    """The time axis, grain and uniqueness of a table whose headers hold years or months."""
    if wide.time_part == "month" and time is not None:
        axis = TimeAxis((*time.axis.columns, HEADER), ("year", "month"), "month", "date")
        base = find_grain(_time_key(time), time.axis.columns, keyed, rows)
    else:
        axis = TimeAxis((HEADER,), ("year",), "year", "number")
        base = find_grain(None, (), keyed, rows)
    names = tuple(n for n in base[0] if n not in (time.axis.columns if time else ()))
    lead = time.axis.columns if (time is not None and wide.time_part == "month") else ()
    return axis, (*lead, *names, HEADER), base[1]


def _measures(wide: WideLayout | None, measures_cols, declared: Declared, choices: list) -> list[Measure]:
    if wide is None:
        out = []
        for c in measures_cols:
            m, made = _measure(c, declared)
            out.append(m)
            choices += made
        return out
    adds = dict(declared.additivity)
    add = adds.get(wide.measure)
    if add is None:
        add, why = additivity_of(wide.measure, None)
        choices.append(SchemaChoice(f"measures.{wide.measure}.additivity", add, why,
                                    f'additivity = {{"{wide.measure}" = "flow" | "level"}} in its [[source]]',
                                    certain=add != "unknown"))
    return [Measure(wide.measure, wide.measure, dict(declared.units).get(wide.measure), add)]


#: a text dimension with at most this many values, each repeated, is a category
_CATEGORY_TEXT = 30


def _category_kind(d: Dimension, entity: tuple[str, ...], rows: int) -> Dimension:
    """A text dimension that is not the entity and holds a small closed set is a category."""
    if d.kind == "text" and d.column not in entity and d.distinct <= _CATEGORY_TEXT and rows >= 2 * d.distinct:
        return replace(d, kind="category")
    return d


def _entity(dimensions: Sequence[Dimension], grain: Sequence[str], declared: Declared,
            choices: list[SchemaChoice]) -> tuple[str, ...]:
    """The dimension that names the entity in answers (a hinted name first, then text, then ids)."""
    if declared.entity_column:
        return (declared.entity_column,)
    if declared.single_entity:
        return ()
    keyed = [d for d in dimensions if d.column in grain and d.column != HEADER]
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


__all__ = ["COLUMN_RULES", "Declared", "Profile", "additivity_of", "find_grain", "profile_table",
           "unit_of"]
