"""What a question over one table source can name: its measures, its dimension values, its
time axis — each as the folded words the question's tokens are compared with.

A :class:`TableLexicon` is read once per KB from the store (``relation_schemas``,
``dimension_values``, ``time_span``) and cached on the KB's inventory; it is pure data.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...relation import Dimension, Measure, TableSchema, TimeAxis
from ..tokens import singular, words_of

#: a dimension kind whose values a number in the question may bind only with its word
ID = "id"


def name_words(name: str) -> tuple[str, ...]:
    """The folded words of a header or name, camel case split ("TempMax" → temp, max)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)
    return words_of(spaced)


def comparable(words: Sequence[str]) -> tuple[str, ...]:
    """Words compared number-insensitively ("Passengers" = "passenger")."""
    return tuple(singular(w) for w in words)


@dataclass(frozen=True)
class MeasureWords:
    measure: Measure
    #: every way the question may name it: its name, its column, its declared aliases
    names: tuple[tuple[str, ...], ...]

    @property
    def label(self) -> str:
        return self.measure.name


@dataclass(frozen=True)
class DimensionValues:
    dimension: Dimension
    #: the dimension's own word(s): "state", "pig" (what may stand before an id)
    words: tuple[str, ...]
    values: tuple[str, ...]
    #: comparable words of each value, in ``values`` order
    value_words: tuple[tuple[str, ...], ...]

    @property
    def column(self) -> str:
        return self.dimension.column

    @property
    def is_id(self) -> bool:
        return self.dimension.kind == ID


@dataclass(frozen=True)
class AxisView:
    """A table's time axis as questions address it."""

    time: TimeAxis
    first: float
    last: float
    positions: int  # distinct positions

    @property
    def kind(self) -> str:
        return self.time.kind

    @property
    def granularity(self) -> str:
        return self.time.granularity

    @property
    def calendar(self) -> bool:
        """Positions are calendar dates or date-times."""
        return self.time.kind in ("date", "datetime")

    @property
    def years(self) -> bool:
        """Positions are year numbers."""
        return self.time.kind == "number" and self.time.granularity == "year"

    @property
    def month_day(self) -> bool:
        """Positions are month × 100 + day of no year."""
        return not self.time.has_year and tuple(self.time.parts) == ("month", "day")

    #: the KB's axis name (the manifest's ``[axis] name``), a word positions are called by
    axis_name: str = ""

    @property
    def words(self) -> tuple[str, ...]:
        """The axis column words ("day", "time", "week") and the KB's axis name: "day 4" on a
        numeric axis."""
        names = [c for c in self.time.columns if not c.startswith("<")] + ([self.axis_name] if self.axis_name else [])
        return tuple(dict.fromkeys(w for c in names for w in comparable(name_words(c))))


@dataclass(frozen=True)
class TableLexicon:
    kb: str
    source: str
    schema: TableSchema
    rows: int
    measures: tuple[MeasureWords, ...]
    dimensions: tuple[DimensionValues, ...]
    axis: AxisView | None
    #: words naming the table itself: its file stem, the KB's name, its entity
    title: tuple[tuple[str, ...], ...]

    def measure(self, name: str) -> MeasureWords:
        return next(m for m in self.measures if m.measure.name == name)

    def dimension(self, column: str) -> DimensionValues:
        return next(d for d in self.dimensions if d.column == column)


#: header words that say what kind of value a column holds, not what it is of ("Country Name")
GENERIC_HEADER_WORDS = frozenset({"name", "code", "id", "label", "no", "nr", "num"})


def _dimension_words(column: str) -> tuple[str, ...]:
    words = comparable(name_words(column))
    named = tuple(w for w in words if w not in GENERIC_HEADER_WORDS)
    return named or words[-1:]


def table_lexicon(kb: str, source: str, schema: TableSchema, rows: int,
                  values: Sequence[tuple[str, tuple[str, ...]]], span: tuple[float, float, int] | None,
                  aliases: Mapping[str, Sequence[str]], entity: str | None, axis_name: str = "") -> TableLexicon:
    """The lexicon of one stored table (``aliases``: measure name → declared aliases)."""
    measures = tuple(
        MeasureWords(m, tuple(dict.fromkeys(
            comparable(name_words(n)) for n in (m.name, m.column, *aliases.get(m.name, ())) if name_words(n))))
        for m in schema.measures)
    by_column = dict(values)
    dims = tuple(
        DimensionValues(d, _dimension_words(d.column), by_column.get(d.column, ()),
                        tuple(comparable(name_words(v)) for v in by_column.get(d.column, ())))
        for d in schema.dimensions)
    axis = AxisView(schema.time, span[0], span[1], span[2], axis_name) if schema.time is not None and span else None
    stem = source.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    title = tuple(dict.fromkeys(w for w in (comparable(name_words(stem)), comparable(name_words(kb)),
                                            comparable(name_words(entity or ""))) if w))
    return TableLexicon(kb, source, schema, rows, measures, dims, axis, title)
