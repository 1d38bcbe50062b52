"""A table's schema, profiled from all its rows: time axis, dimensions, grain, measures, layout.

:func:`profile_table` measures the columns (``columns.py``), finds the time axis with the
ordered :data:`~noesis.ingest.timeaxis.TIME_RULES`, then classifies every other column with
:data:`~noesis.ingest.roles.COLUMN_RULES` (``roles.py``: the first rule that claims a column
decides its role), searches the grain (``grain.py``: the smallest set of key columns unique per
row), names the entity dimension, and
recognises a wide layout (one numeric column per member over a shared time column). What
the manifest declares is taken as given; every inferred choice is a
:class:`~noesis.relation.SchemaChoice` with the manifest line that overrides it, and a
choice the rules cannot make with confidence is marked uncertain (a proposal for
``noesis init``), never silently applied as sure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from ..errors import SourceError
from ..relation import (
    Dimension,
    Measure,
    SchemaChoice,
    TableSchema,
    TimeAxis,
    WideLayout,
    unnamed_column,
)
from .cells import Table
from .columns import ColumnProfile, name_words, normal_name, profile_columns
from .grain import codes as _codes
from .grain import find_grain, functional
from .measurewords import additivity_of, unit_of
from .roles import (
    COLUMN_RULES,
    Declared,
    Role,
    RoleContext,
    attribute_categories,
    column_role,
    grain_ids,
)
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
from .widelayout import (
    HEADER,
    CrossTable,
    _wide_choice,
    cross_table,
    find_wide,
    header_time_part,
    season_years,
    year_headers,
)

#: words that say a column is an entity's name (tried first for the entity dimension)
ENTITY_HINTS = ("symbol", "ticker", "species", "country", "nation", "station", "city", "region",
                "state", "name", "entity", "site", "location", "team", "player", "sensor", "company",
                "firm", "subject", "id", "code")

@dataclass(frozen=True, eq=False)
class Profile:
    """The schema plus what building the relation needs: the time positions of every row."""

    schema: TableSchema
    time: TimeFound | None
    columns: tuple[ColumnProfile, ...] = field(default=())


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
    if add == "unknown":
        add, why = _additivity_declared_words(col.name, name, declared) or (add, why)
    choice = SchemaChoice(f"measures.{col.name}.additivity", add, why,
                          f'additivity = {{"{col.name}" = "flow" | "level"}} in its [[source]]',
                          certain=add != "unknown")
    return Measure(name, col.name, unit, add, why), [choice]


def _additivity_declared_words(column: str, name: str, declared: Declared) -> tuple[str, str] | None:
    """What the words the manifest declares for a measure say of its additivity when its header
    says nothing: a level ("maths score" of ``mathscr``), when none of them says a flow. Never a
    flow by them ("number of children" is a family's, repeated on each child's row)."""
    said = [w for k, words in declared.words if k.strip().lower() in (column.lower(), name.lower()) for w in words]
    found = [(w, additivity_of(w, None)) for w in said]
    kinds = {a for _w, (a, _why) in found if a != "unknown"}
    if kinds != {"level"}:
        return None
    word, (add, why) = next((w, f) for w, f in found if f[0] in kinds)
    return add, f"its declared word {word!r}: {why}"


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
        if functional(t, _codes(c)):
            out.append(c.name)
    return out


@dataclass(frozen=True, eq=False)
class _Roles:
    """Every column's role, once the time axis and any header layout are known."""

    time: TimeFound | None
    roles: dict[str, Role]
    alternates: tuple[str, ...]
    header: WideLayout | None  # years in the header, or a cross table (found before the time axis)
    time_key: np.ndarray | None  # one code per row for its time position (None: no time)


def _time_choice(time: TimeFound) -> SchemaChoice:
    listed = ", ".join(f'"{c}"' for c in time.axis.columns)
    return SchemaChoice("time", " + ".join(time.axis.columns) + f" ({time.axis.granularity})",
                        time.why, f'time = [{listed}] (or position = "<column>")', certain=time.certain)


def _cross(cols, ctx: TimeContext, declared: Declared) -> CrossTable | None:
    """A cross table (``widelayout.cross_table``), only where the manifest declares nothing of
    the layout, the dimensions, the measures or the time."""
    if (declared.wide is not None or declared.dimensions is not None or declared.measures is not None
            or ctx.declared or ctx.none):
        return None
    return cross_table(cols)


def _declared_cross_labels(cols, declared: Declared) -> CrossTable | None:
    """A cross table the manifest declares as ``[source.wide]`` (its member columns) without
    naming what tells its rows apart: the first column with no header holds the row labels, as
    in a cross table found by itself, unless the manifest lists it among the members or names
    the dimensions."""
    if declared.wide is None or declared.dimensions is not None:
        return None
    found = cross_table(cols)
    if found is None or found.label in (declared.wide.columns or ()):
        return None
    return found


def _roles(cols, table: Table, file: str, ctx: TimeContext, declared: Declared) -> _Roles:
    header = None if declared.wide is not None else year_headers(cols)
    cross = None if header is not None else _cross(cols, ctx, declared)
    labels = _declared_cross_labels(cols, declared)
    if cross is not None:
        header = cross.layout
    members = set(header.columns) if header else set()
    if declared.wide is not None:
        listed = declared.wide.columns or (found.columns if (found := year_headers(cols)) else ())
        members = set(listed)
    rest = [c for c in cols if c.name not in members]
    time = None if header else find_time(rest, ctx)
    taken = set(time.axis.columns) if time else set()
    # a column the manifest declares a dimension or a measure is that, never an alternate of the time
    # ("Month" beside a day of the year 1 .. 366: the draft lottery's birth month)
    said = {*(declared.dimensions or ()), *(c for _n, c in (declared.measures or ())), declared.entity_column or ""}
    alternates = tuple(_alternates(rest, time, taken | said)) if time is not None else ()
    stem = file.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    rctx = RoleContext(table.num_rows, stem, declared, time.positions if time else None, tuple(table.column_names))
    roles = {c.name: column_role(c, rctx) for c in rest if c.name not in taken and c.name not in alternates}
    for found_cross in (cross, labels):  # its row labels, whatever their cells (numbered goals 0 … 4)
        if found_cross is not None:
            label = next(c for c in rest if c.name == found_cross.label)
            roles[label.name] = Role("dimension", "text" if label.text else "category",
                                     "the row labels of a cross table")
    time_key = _time_key(time)
    roles = grain_ids(rest, roles, time_key, table.num_rows, declared)
    roles = attribute_categories(rest, roles, declared)
    return _Roles(time, roles, alternates, header, time_key)


def _time_key(time: TimeFound | None) -> np.ndarray | None:
    if time is None:
        return None
    return np.unique(np.where(np.isfinite(time.positions), time.positions, -np.inf), return_inverse=True)[1]


def profile_table(table: Table, file: str, ctx: TimeContext, declared: Declared) -> Profile:
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
        wide, wide_choice = found.header, _wide_choice(found.header, found.header.time_part is not None)
    elif declared.wide is not None:
        headed = year_headers(cols)
        members = declared.wide.columns or (headed.columns if headed else tuple(c.name for c in measures_cols))
        # headed by a stub and a year beside other measures: the years stay a dimension, the others kept
        beside = any(c.name not in members for c in measures_cols)
        wide, wide_choice = replace(declared.wide, columns=members, time_part=header_time_part(members, not beside)), None
        if wide.time_part is None and time is None and not dims and any(unnamed_column(m) for m in members):
            raise SourceError(file, 1, "[source.wide] needs what tells the rows apart: a time column or a "
                              "dimension column beside the member columns, or member columns headed by "
                              "years or month names (an unnamed column, R's row labels, is listed as a member)")
    else:
        wide, wide_choice = find_wide(measures_cols, time is not None, len(dims))
    if wide_choice is not None:
        choices.append(wide_choice)
    if wide is not None and time is not None:
        wide, season = season_years(wide, time.axis.columns)
        choices.extend([season] if season is not None else [])
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
        axis, grain, unique = _header_time(wide, time, found.time_key, keyed, table.num_rows)
    elif wide is not None and time is None:  # a cross table: its row labels × the member columns
        grain, unique = find_grain(None, (), keyed, table.num_rows)
        grain = (*grain, wide.dimension)
    elif wide is not None:
        grain, unique = (*(time.axis.columns if time else ()), wide.dimension), True
    else:
        grain, unique = find_grain(found.time_key, time.axis.columns if time else (), keyed, table.num_rows)
    if not unique:
        choices.append(SchemaChoice("grain", ", ".join(grain), "no set of key columns is unique per "
                                    "row: rows repeating the whole key are reported", "dimensions = [...]",
                                    certain=False))
    dimensions = [Dimension(c.name, roles[c.name].kind, c.distinct, roles[c.name].why) for c in dims]
    if wide is not None and wide.time_part is None:
        dimensions.append(Dimension(wide.dimension, "text", len(wide.columns), wide.why))
    if wide is not None and wide.time_part is None:  # a Total beside the members: the row's own
        wide = replace(wide, beside=tuple(c.name for c in measures_cols if c.name not in wide.columns))
    measures = _measures(wide, measures_cols, declared, choices)
    cross = (wide.dimension,) if wide is not None and wide.time_part is None and time is None else ()
    entity = _entity(dimensions, grain, declared, choices, cross)
    sure = tuple(e for e in entity if not any(c.key == "entity" and not c.certain for c in choices))
    dimensions = [_category_kind(d, sure, table.num_rows) for d in dimensions]
    ignored = found.alternates + tuple(n for n, r in roles.items() if r.role == "ignored")
    schema = TableSchema(file, tuple(table.column_names), tuple(grain), axis, tuple(dimensions),
                         tuple(measures), entity, wide, ignored, tuple(choices))
    return Profile(schema, time, tuple(cols))


def _header_time(wide: WideLayout, time: TimeFound | None, time_key: np.ndarray | None, keyed, rows: int):
    """The time axis, grain and uniqueness of a table whose headers hold years or months."""
    if wide.time_part == "month" and time is not None:
        axis = TimeAxis((*time.axis.columns, HEADER), ("year", "month"), "month", "date")
        base = find_grain(time_key, time.axis.columns, keyed, rows)
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
    beside = []
    for c in (c for c in measures_cols if c.name in wide.beside):
        m, made = _measure(c, declared)
        beside.append(m)
        choices += made
    return [Measure(wide.measure, wide.measure, dict(declared.units).get(wide.measure), add), *beside]


#: a text dimension with at most this many values, each repeated, is a category
_CATEGORY_TEXT = 30


def _category_kind(d: Dimension, entity: tuple[str, ...], rows: int) -> Dimension:
    """A text dimension that is not the entity and holds a small closed set is a category."""
    if d.kind == "text" and d.column not in entity and d.distinct <= _CATEGORY_TEXT and rows >= 2 * d.distinct:
        return replace(d, kind="category")
    return d


def _entity(dimensions: Sequence[Dimension], grain: Sequence[str], declared: Declared,
            choices: list[SchemaChoice], columns_of: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The dimension that names the entity in answers (a hinted name first, then text, then ids);
    ``columns_of``: a cross table's column dimension, which the row labels come before."""
    if declared.entity_column:
        return (declared.entity_column,)
    if declared.single_entity:
        return ()
    keyed = [d for d in dimensions if d.column in grain and d.column != HEADER]
    if len(rows := [d for d in keyed if d.column not in columns_of]) >= 1:
        keyed = rows
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
