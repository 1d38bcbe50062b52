"""The role of each column that is not the time axis: dimension, measure or ignored.

:data:`COLUMN_RULES` are tried in order, the first that claims a column decides; two passes
follow over the whole table: :func:`grain_ids` (whole-number columns that complete the key are
ids) and :func:`attribute_categories` (a whole-number column constant per value of a dimension
is a code, category or grouping of it). Both mark their choices uncertain.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..relation import WideLayout, unnamed_column
from . import axisformats as af
from .cells import BOOL
from .columns import ColumnProfile, name_words, normal_name
from .grain import codes as _codes
from .grain import combined_key, find_grain, functional, is_unique
from .measurewords import additivity_of

#: names that say a numeric column is an identifier
ID_NAMES = frozenset({"id", "code", "subject", "subj", "key", "no", "num", "idx", "patient",
                      "participant", "unit", "firm", "station", "site", "sensor", "plot", "case",
                      # what an experiment numbers: "event 23" of an earthquake table, "trial 3", "batch 7"
                      "event", "trial", "batch", "wave", "run"})
_CATEGORY_MAX = 12  # an unnamed integer column with at most this many values may be a category
_FREE_TEXT = 40  # mean characters above which a text column unique per row is free text
#: the fewest members a grouping (a litter of pigs) holds on average: a whole-number column of
#: more than a dozen values, constant for each subject, with fewer subjects a value is a reading
GROUP_SIZE = 2

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
    #: the manifest's [vocabulary]: (a column or measure, the words declared for it)
    words: tuple[tuple[str, tuple[str, ...]], ...] = ()



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
    #: every column's header (a "…_no" beside a "…_yes" is a yes/no, never a number)
    columns: tuple[str, ...] = ()


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
    if (col.numeric or col.present == 0) and name in {k.strip().lower() for k, _ in (*d.units, *d.additivity)}:
        return Role("measure", why="its unit or additivity is declared")  # a measure, however it looks (or empty)
    if d.dimensions is not None:
        if d.wide is None and row_names(col, ctx):
            return Role("dimension", "text", "the rows' names (a column with no header, a text of its own in every "
                        "row), kept beside the declared dimensions")
        if col.numeric and (d.measures is None or d.wide is not None):
            return Role("measure", why="numbers, not a declared dimension")
        return Role("ignored", why="not a declared dimension" + ("" if d.measures is None else " nor measure"))
    return None


#: headers of no name, or a name that says "the row's number" ("Obs" of statsmodels' longley)
_UNNAMED_RE = re.compile(r"^(?:column\d+|unnamed: ?\d+|rownames|x|\.\.\.1|index|obs\.?|observation|row|rownum|#)$",
                         re.IGNORECASE)


#: the share of steps of +1 between rows that make an unnamed column of distinct whole numbers
#: a row number (R keeps a row's number when rows are dropped or reordered: 1, 2, 3, 5, 6 …)
ROW_STEP_SHARE = 0.9


def empty_column(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    """A column with no value in any row ("2 to 4 units" of a table that never fills it): it names
    no row and measures nothing."""
    return Role("ignored", why="no value in any row") if col.present == 0 else None


def row_number_column(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    """An unnamed column numbering the rows: 1, 2, 3 … as R and pandas write an index, or R's
    row names of a subset (a number per row, distinct, at least 90 % of the steps +1). Numbers
    that are all years (1000–2999) are left to the time rules."""
    if not (col.numeric and col.whole and col.values is not None and _UNNAMED_RE.match(col.name.strip())):
        return None
    if row_numbers(col.values):
        return Role("ignored", why="an unnamed column counting the rows (a row number)")
    return None


def row_names(col: ColumnProfile, ctx: RoleContext) -> bool:
    """A column with no header holding a text of its own in every row (R's row names:
    "general.managers", "Sweden"): what names the rows, never dropped for not being declared."""
    return bool(col.text and unnamed_column(col.name) and col.distinct == ctx.rows and col.present == ctx.rows)


def row_numbers(v: np.ndarray) -> bool:
    """Are these cells a row number: every row one, distinct, counting by one from 0 or 1, or
    (R's row names of a subset) mostly by one and not all years?"""
    if not len(v) or not np.all(np.isfinite(v)) or v.min() < 0:
        return False
    steps = np.diff(v)
    if v[0] in (0, 1) and np.all(steps == 1):
        return True
    years = v.min() >= 1000 and v.max() <= 2999
    return (len(v) >= 3 and not years and len(np.unique(v)) == len(v)
            and float(np.mean(steps == 1)) >= ROW_STEP_SHARE)


def text_dimension(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if not col.text:
        return None
    if col.distinct >= 0.9 * max(col.present, 1) and col.mean_length > _FREE_TEXT:
        return Role("ignored", why=f"free text ({col.mean_length:.0f} characters a cell on average)")
    return Role("dimension", "text", f"text with {col.distinct} distinct values")


def boolean_dimension(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    if col.arr.kind == BOOL:
        return Role("dimension", "category", "true/false values")
    return None


def _id_named(col: ColumnProfile, stem: str, columns: Sequence[str] = ()) -> bool:
    """Named like an id, or like the file (``pig`` in ``pigs.csv``). A column named like the
    file that has missing cells is the file's series (R's ``presidents`` in ``presidents.csv``):
    an id is never missing; nor is a plural header the file names in the singular a subject
    (``homeruns`` in ``homerun.csv`` counts home runs, see :func:`counts_named`); nor is a
    header's last "no" a number when another header says the same with "yes" there
    (``smoking_yes_cancer_no`` beside ``smoking_yes_cancer_yes``: :func:`yes_no_pair`)."""
    words = name_words(col.name)
    norm = normal_name(col.name)
    if norm in ID_NAMES or (words and words[-1] in ID_NAMES and not yes_no_pair(words, columns)):
        return True
    stem_norm = normal_name(stem)
    singular = norm[:-1] if norm.endswith("s") else norm
    return (len(singular) >= 3 and stem_norm.startswith(singular) and col.present == len(col.arr)
            and not counts_named(norm, stem_norm))


def yes_no_pair(words: Sequence[str], columns: Sequence[str]) -> bool:
    """A header ending in "no" whose words with "yes" last are another header's."""
    return bool(words) and words[-1] == "no" and any(
        tuple(name_words(c)) == (*words[:-1], "yes") for c in columns)


def counts_named(column: str, stem: str) -> bool:
    """A plural header over a file named in the singular (``homeruns`` in ``homerun.csv``) or
    in the same plural (``discoveries`` in ``discoveries.csv``): the column counts the file's
    things, it does not number them (``pig`` in ``pigs.csv`` does, named in the singular)."""
    plural = column.endswith("s") and not column.endswith("ss")
    return plural and (not stem.endswith("s") or column == stem)


def id_named_column(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    # named like the file only over time ("pig" in pigs.csv, weekly): with no time axis a column
    # named like the file is what the file measures (``STACKLOSS`` in stackloss.csv)
    if col.numeric and col.whole and _id_named(col, ctx.stem if ctx.time_values is not None else "", ctx.columns) \
            and (col.distinct < col.present or _headed_id(col)):
        # one a row: the rows' own key, said as a proposal (an id column may as well count something)
        return Role("dimension", "id", f"whole numbers in a column named like an id ({col.distinct} values)",
                    certain=col.distinct < col.present)
    return None


def _headed_id(col: ColumnProfile) -> bool:
    """A header whose last word is "id" (``id``, ``patient_id``, ``record_id``): the rows' own
    numbers even when each row has one of its own (an auction's id) — where "unit", "run" or
    "case" with a value a row may as well count things."""
    words = name_words(col.name)
    return bool(words) and words[-1] == "id" and col.present == len(col.arr)


def eight_digit_dates(col: ColumnProfile, ctx: RoleContext) -> Role | None:
    """Whole numbers every one a valid date written ``yyyymmdd`` (``DTEND`` beside the axis's
    ``DTSTART``): a date, never a measure to sum or average; not read, said so."""
    if not (col.numeric and col.whole and col.values is not None):
        return None
    fmt = af.number_date_format(col.values)
    if not af.dates_under_any_header(fmt, col.distinct):
        return None
    return Role("ignored", why=f"{fmt.why}: a date beside the time axis, not a measure")


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
    declared_role, empty_column, row_number_column, boolean_dimension, text_dimension, eight_digit_dates, measure_named,
    id_named_column,
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
    or fewer) or a grouping id (at least :data:`GROUP_SIZE` owners a value on average; fewer
    is a reading of each owner, a baseline count). Both are flagged uncertain."""
    if declared.measures is not None or declared.dimensions is not None:
        return roles
    dims = [c for c in cols if roles.get(c.name, Role("")).role == "dimension"]
    out = dict(roles)
    for c in cols:
        r = roles.get(c.name)
        if r is None or r.role != "measure" or not c.whole or c.distinct < 2 or c.range()[0] < 0:
            continue  # a code or a category number is never negative (-21 degrees is a reading)
        if c.distinct >= c.present:
            out[c.name] = _row_code(c, dims, r, [x.name for x in cols])
            continue
        owner = next((d for d in dims if d.distinct >= c.distinct and not _one_a_row(d)
                      and functional(_codes(d).astype(float), _codes(c))), None)
        if owner is None or (owner.distinct != c.distinct and not _counts_only(c, r)):
            continue
        if owner.distinct == c.distinct:
            kind, why = "id", f"a code one-to-one with {owner.name!r}"
        elif c.distinct <= _CATEGORY_MAX:
            kind, why = "category", f"{c.distinct} values, constant for each {owner.name!r}: a category of it"
        elif owner.distinct < GROUP_SIZE * c.distinct:  # a baseline count read once for each
            continue
        else:
            kind, why = "id", f"{c.distinct} values, constant for each {owner.name!r}: a grouping of it"
        out[c.name] = Role("dimension", kind, why, certain=False)
    return out


def _one_a_row(d: ColumnProfile) -> bool:
    """A dimension each of whose values names one row (a province's name; a date written as
    text, one of them missing): every column is constant for each of its values, so that says
    nothing about the column. An empty column (no value at all: "2 to 4 units" of a table that
    never fills it) names no row."""
    return d.present >= 2 and d.distinct == d.present


def _row_code(c: ColumnProfile, dims: Sequence[ColumnProfile], r: Role, columns: Sequence[str] = ()) -> Role:
    """A whole-number column with a value of its own in every row, beside a dimension that has
    one too, is a code of it (``district_id`` beside ``district``) only when it is named like an
    id; else it stays a measure (a count of votes that happens to differ from row to row)."""
    owner = next((d for d in dims if _one_a_row(d)), None)
    if owner is None or not _id_named(c, "", columns):
        return r
    return Role("dimension", "id", f"a code one-to-one with {owner.name!r}", certain=False)


#: the share of rows with a key of their own above which the rows that repeat a key are exceptions
#: (a glucose monitor logging one minute twice), not a panel whose ids complete the key (pigs × weeks)
PANEL_SHARE = 0.5


#: a header numbered at its end ("pretest.1", "post_test_3", "score2"): its stem and its number
_NUMBERED = re.compile(r"^(.*?[A-Za-z])[._ -]?(\d{1,2})$")


def numbered_family(names: Sequence[str]) -> frozenset[str]:
    """The headers that number one stem, two or more of them ("post.test.1" .. "post.test.3"): the
    same thing measured again (a test retaken, a trial repeated), each a measure as the others
    are — never an id that completes the key because its readings happen to differ."""
    stems: dict[str, list[str]] = {}
    for n in names:
        if (m := _NUMBERED.match(n)) is not None:
            stems.setdefault(m.group(1).casefold(), []).append(n)
    return frozenset(n for group in stems.values() if len(group) >= 2 for n in group)


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
    if keys and len(np.unique(combined_key(keys))) >= PANEL_SHARE * rows:
        return roles  # a key repeated now and then (a reading logged twice) is no panel of ids: kept, reported
    family = numbered_family([c.name for c in cols])
    spare = [c for c in cols if _counts_only(c, roles.get(c.name)) and c.distinct < c.present and c.name not in family]
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


