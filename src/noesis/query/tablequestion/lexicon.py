"""What a question over one table source can name: its measures, its dimension values, its
time axis — each as the folded words the question's tokens are compared with.

A :class:`TableLexicon` is read once per KB from the store (``relation_schemas``,
``dimension_values``, ``time_span``) and cached on the KB's inventory; it is pure data.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from types import MappingProxyType

from ...axis import SEASON
from ...lang.degrees import degree_words
from ...lang.language import TableWords
from ...places import code_system, place_names
from ...relation import Dimension, Measure, TableSchema, TimeAxis
from ..tokens import singular, words_of

#: a dimension kind whose values a number in the question may bind only with its word
ID = "id"


def name_words(name: str) -> tuple[str, ...]:
    """The folded words of a header or name, camel case split ("TempMax" → temp, max)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)
    return words_of(spaced)


def words_of_value(value: str) -> tuple[str, ...]:
    """A dimension value's words, a year written onto its last word set apart ("year1690" of a
    wide table's ``year1687`` … ``year1691`` → year, 1690): the year the question says is the
    value's own, as ``population_2021``'s."""
    return name_words(re.sub(r"(?<=[A-Za-z])(?=[12]\d{3}$)", " ", value))


def name_runs(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A name's whole words and, for a name of three or more, its runs of two or more
    ("accidental deaths" names "US Acc Deaths")."""
    out = [words]
    if len(words) >= 3:
        out += [words[i:j] for i in range(len(words)) for j in range(i + 2, len(words) + 1) if (i, j) != (0, len(words))]
    return out


def comparable(words: Sequence[str]) -> tuple[str, ...]:
    """Words compared number-insensitively ("Passengers" = "passenger")."""
    return tuple(singular(w) for w in words)


#: a level numbered before its label ("2. Information", "1. < HS Grad"): the number and the dot
_ENUMERATED = re.compile(r"^\d+\.\s+")


@dataclass(frozen=True)
class MeasureWords:
    measure: Measure
    #: every way the question may name it: its name, its column, its declared aliases
    names: tuple[tuple[str, ...], ...]
    #: the initials of a name of three words or more, one word the question may write whole
    #: ("mpg"): matched exactly, never a run of question words' initials or beginnings
    initials: str = ""

    @property
    def label(self) -> str:
        return self.measure.name


#: a value written as letters and a number ("S06", "W12", "EP3")
LETTERED = re.compile(r"^([A-Za-z]+)0*(\d+)$")


@dataclass(frozen=True)
class DimensionValues:
    dimension: Dimension
    #: the dimension's own word(s): "state", "pig" (what may stand before an id)
    words: tuple[str, ...]
    values: tuple[str, ...]
    #: comparable words of each value, in ``values`` order
    value_words: tuple[tuple[str, ...], ...]
    #: the words the KB's [vocabulary] declares for a value: ``(comparable words, value)``
    #: ("British pound" for a wide table's member ``bp``)
    declared: tuple[tuple[tuple[str, ...], str], ...] = ()
    #: what the KB's [vocabulary] declares for the dimension itself, each phrase whole
    #: ("cooling tower" for ``ct``): its words are also in ``words``, one by one
    said_as: tuple[tuple[str, ...], ...] = ()
    #: the dimension's words from its header alone, as the table reads them (:func:`_dimension_words`:
    #: a shared prefix and a word of the table's title that only qualifies it left out); None: the header's all
    header: tuple[str, ...] | None = None

    @cached_property
    def lettered(self) -> tuple[str, dict[int, str]] | None:
        """``(letters, number → value)`` when every value is written as the same letters and a
        number (a ``season`` column's ``S01`` .. ``S14``: ``("s", {1: "S01", …})``); else None."""
        parts = [LETTERED.match(str(v)) for v in self.values]
        if not parts or any(m is None for m in parts) or len({m.group(1).lower() for m in parts}) != 1:
            return None
        numbers: dict[int, list[str]] = {}
        for v, m in zip(self.values, parts, strict=True):
            numbers.setdefault(int(m.group(2)), []).append(str(v))
        return parts[0].group(1).lower(), {n: vs[0] for n, vs in numbers.items() if len(vs) == 1}

    @cached_property
    def written(self) -> dict[tuple[str, ...], list[str]]:
        """The values by their comparable words as written, no declared word ("Republicans")."""
        out: dict[tuple[str, ...], list[str]] = {}
        for v in self.values:
            out.setdefault(comparable(words_of(v)), []).append(v)
        return out

    @cached_property
    def by_text(self) -> dict[str, list[str]]:
        """The values by their text in lower case ("800m")."""
        out: dict[str, list[str]] = {}
        for v in self.values:
            out.setdefault(str(v).lower(), []).append(v)
        return out

    @cached_property
    def header_words(self) -> tuple[str, ...]:
        """The dimension's words from its header alone (no declared phrase)."""
        return self.header if self.header is not None else _dimension_words(self.column)

    @property
    def column(self) -> str:
        return self.dimension.column

    @property
    def is_id(self) -> bool:
        return self.dimension.kind == ID

    @cached_property
    def index(self) -> dict[tuple[str, ...], list[str]]:
        """Comparable words → the values that have them: the value's words with its camel case
        split ("NorthAmerica"), and as a question writes it whole ("McGwire", "DeKalb")."""
        out: dict[tuple[str, ...], list[str]] = {}
        for v, words in zip(self.values, self.value_words, strict=True):
            label = _ENUMERATED.sub("", v)  # "2. Information": an R factor's level, named by its label
            keys = (words, comparable(words_of(v)), *((comparable(name_words(label)),) if label != v and label else ()))
            for key in dict.fromkeys(keys):
                if v not in out.setdefault(key, []):
                    out[key].append(v)
        for words, v in self.declared:
            if v not in out.setdefault(words, []):
                out[words].append(v)
        return out

    @cached_property
    def years_apart(self) -> bool:
        """Every value is one stub and a year, the stub the same in all ("population_1996" …
        "population_2021", or the years alone): a year tells them apart, and nothing else does
        (never a report's "Balance at December 31, 2019" beside "Granted")."""
        words = self.value_words
        return len(words) >= 2 and all(w and len(w[-1]) == 4 and w[-1].isdigit() and w[-1][0] in "12" for w in words) \
            and len({w[:-1] for w in words}) == 1

    @cached_property
    def declared_words(self) -> frozenset[tuple[str, ...]]:
        """The declared words that are not also a value's own (said "as" them in an answer)."""
        own = set(self.value_words) | {comparable(words_of(v)) for v in self.values}
        return frozenset(words for words, _v in self.declared if words not in own)


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
    #: the words the KB's [vocabulary] declares for an axis column ("gameno = ['game']")
    aliases: tuple[str, ...] = ()
    #: the day a report's years end on, "MM-DD" (its header's "October 31," over "2019 | 2018"):
    #: "as of October 31, 2019" is the year 2019 there
    period_end: str = ""
    #: the KB's declared unit of its axis (the manifest's ``[axis] unit``: "ms", "days")
    unit: str = ""

    @property
    def amounts(self) -> tuple[tuple[str, ...], ...]:
        """The words after a number that make it a position of a number axis the KB gives a unit
        ("20.2 milliseconds", "20.2 ms" on an axis named ``millisecond`` in ``ms``):
        the name or the unit (compared singular), and each declared word of the axis that opens with
        one of them ("milliseconds after the impact"), the longest first. None on a calendar axis
        or one of years (a year is a time word of its own)."""
        if self.calendar or self.years or self.month_day or not self.unit:
            return ()  # with a name alone, "the 30 periods" counts periods: never period 30
        heads = [w for w in (comparable(name_words(self.axis_name)), comparable(name_words(self.unit))) if w]
        singles = {singular(h[0]) for h in heads if len(h) == 1}
        phrases = [*heads, *(w for a in self.aliases if (w := comparable(name_words(a))) and len(w) > 1
                    and singular(w[0]) in singles)]
        return tuple(sorted(dict.fromkeys(phrases), key=lambda w: (-len(w), w)))

    @property
    def own_words(self) -> tuple[str, ...]:
        """The axis column's words, a numbered column's noun ("game" of ``gameno``) and the KB's
        axis name: no declared phrase's."""
        columns = [c for c in self.time.columns if not c.startswith("<")]
        words = [w for c in (*columns, *([self.axis_name] if self.axis_name else [])) for w in comparable(name_words(c))]
        words += [n for c in columns for w in comparable(name_words(c)) if (n := numbered_noun(w))]
        if self.granularity == SEASON:  # a column of seasons: its positions are seasons, whatever its header
            words.append(SEASON)
        return tuple(dict.fromkeys(words))

    @property
    def alias_words(self) -> tuple[str, ...]:
        """Each word of the phrases the KB declares for the axis ("milliseconds after the impact")."""
        return tuple(dict.fromkeys(w for a in self.aliases for w in comparable(name_words(a))))

    @property
    def words(self) -> tuple[str, ...]:
        """The axis's own words and its declared phrases' words: "day 4", "game 124" on a numeric axis."""
        return tuple(dict.fromkeys((*self.own_words, *self.alias_words)))


#: how a header says "the number of" after its noun ("gameno", "weeknum", "lap_nr")
NUMBER_SUFFIXES = ("no", "num", "nr", "number")


def numbered_noun(word: str) -> str | None:
    """The noun of a numbered header written as one word ("game" of ``gameno``, "week" of
    ``weeknum``): a suffix of :data:`NUMBER_SUFFIXES` after four letters or more, or None."""
    for suffix in NUMBER_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[:-len(suffix)]
    return None


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

    @cached_property
    def vocabulary(self) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
        """``(every word it names, their 3-letter beginnings, their 2-letter beginnings)``:
        what a question must touch for the table to be read at all (:func:`touches`)."""
        words: set[str] = set()
        for m in self.measures:
            for n in m.names:
                words.update(n)
            words.update([m.initials] if m.initials else [])
        for t in self.title:
            words.update(t)
        for d in self.dimensions:
            words.update(d.words)
            for vw in (*d.value_words, *(w for w, _v in d.declared)):
                words.update(vw)
        if self.axis is not None:
            words.update(self.axis.words)
        return frozenset(words), frozenset(w[:3] for w in words), frozenset(w[:2] for w in words)

    @cached_property
    def signature(self) -> int:
        """What a reading depends on besides the table's name: its measures' words, its
        dimensions and their values, its axis (tables alike in these read a question alike)."""
        return hash((tuple((m.measure, m.names, m.initials) for m in self.measures),
                     tuple((d.dimension, d.words, d.values, d.declared) for d in self.dimensions), self.axis, self.schema.grain))

    @cached_property
    def title_singulars(self) -> frozenset[str]:
        """Every word of the table's title, singular ("survey" of ``vocabulary-surveys``)."""
        return frozenset(singular(w) for t in self.title for w in t)

    def title_touched(self, singulars: Sequence[str]) -> bool:
        """Whether a question word could say this table's name (as :meth:`touches` reads it)."""
        words = {w for t in self.title for w in t}
        three = {w[:3] for w in words}
        return any(q in words or q[:3] in three for q in singulars)

    def touches(self, singulars: Sequence[str], names: frozenset[str]) -> bool:
        """Whether a question's words could name anything of this table: a word it names, a
        header word that abbreviates or shares a stem with a question word, the initials of
        two question words beginning a header word, or a name the resolver matched."""
        words, three, two = self.vocabulary
        for i, q in enumerate(singulars):
            if q in words or q[:3] in three or q in names:
                return True
            if i + 1 < len(singulars) and singulars[i + 1] and (q[:1] + singulars[i + 1][:1]) in two:
                return True
        return False

    @cached_property
    def shared_measure_words(self) -> frozenset[str]:
        """The words two measures' names or more hold and that are no measure's whole name ("wage"
        of "men's wage" and "women's wage"): which measure such a word says is open."""
        holders: dict[str, set[str]] = {}
        for m in self.measures:
            for n in m.names:
                for w in n:
                    holders.setdefault(w, set()).add(m.measure.name)
        whole = {n[0] for m in self.measures for n in m.names if len(n) == 1}
        return frozenset(w for w, ms in holders.items() if len(ms) >= 2 and w not in whole)

    @cached_property
    def written_words(self) -> frozenset[str]:
        """Every word of a measure's name and of a dimension's value ("2018" of ``under5_mortality_2018``)."""
        return frozenset(w for m in self.measures for n in m.names for w in n) \
            | frozenset(w for d in self.dimensions for words in d.value_words for w in words)

    @cached_property
    def measure_runs(self) -> tuple[dict[tuple[str, ...], str], dict[str, list[tuple[tuple[str, ...], str]]]]:
        """``(exact words → measure, first letter → [(run of a name's words, measure)])``."""
        exact: dict[tuple[str, ...], str] = {}
        by_letter: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for m in sorted(self.measures, key=lambda m: -max((len(n) for n in m.names), default=0)):
            for words in m.names:
                exact.setdefault(words, m.measure.name)
                for run in name_runs(words):
                    by_letter.setdefault(run[0][:1], []).append((run, m.measure.name))
        for m in self.measures:
            if m.initials:
                exact.setdefault((m.initials,), m.measure.name)
        return exact, by_letter

    def title_runs(self, glue: frozenset[str]) -> tuple[frozenset[tuple[str, ...]], dict[str, list[tuple[str, ...]]]]:
        """``(the title's exact word runs, first letter → runs)`` (runs of glue words only left out)."""
        key = id(glue)
        cached = self._title_cache.get(key)
        if cached is None:
            runs = [run for t in self.title for run in name_runs(t) if not all(w in glue for w in run)]
            # a word of four letters or more of a title of several ("temp" of ``nottingham-temps``),
            # and its first word of three or more ("vix" of ``vix-ohlc``: a folder named after its subject)
            runs += [(w,) for t in self.title if len(t) > 1 for i, w in enumerate(t)
                     if (len(w) >= 4 or i == 0 and len(w) >= 3) and w not in glue]
            by_letter: dict[str, list[tuple[str, ...]]] = {}
            for run in runs:
                by_letter.setdefault(run[0][:1], []).append(run)
            cached = self._title_cache[key] = (frozenset(runs), by_letter)
        return cached

    @cached_property
    def _title_cache(self) -> dict:
        return {}

    @cached_property
    def _degree_cache(self) -> dict:
        return {}

    def words(self, language: TableWords) -> TableWords:
        """The language's table words with the degrees its measures' nouns add ("hardest",
        "harder than" of ``hardness``: :func:`noesis.lang.degrees.degree_words`)."""
        cached = self._degree_cache.get(id(language))
        if cached is None or cached[0] is not language:
            nouns = {w for m in self.measures for n in m.names for w in n}
            d = degree_words(nouns, language)
            out = language if not (d.superlatives or d.comparatives or d.thresholds) else replace(
                language, superlatives=language.superlatives + d.superlatives,
                concept_comparatives=language.concept_comparatives + d.comparatives,
                concept_thresholds=language.concept_thresholds + d.thresholds, degree_positives=d.positives)
            cached = self._degree_cache[id(language)] = (language, out)
        return cached[1]

    def measures_of_kind(self, concept: Sequence[str]) -> list[str]:
        """The measures whose name or alias holds a word of ``concept`` (:func:`of_kind`)."""
        return [m.measure.name for m in self.measures if of_kind([w for ws in m.names for w in ws], concept)]

    def measure(self, name: str) -> MeasureWords:
        return next(m for m in self.measures if m.measure.name == name)

    def dimension(self, column: str) -> DimensionValues:
        return next(d for d in self.dimensions if d.column == column)


def of_kind(words: Iterable[str], concept: Sequence[str]) -> bool:
    """Whether a word of ``words`` is of the kind ``concept`` names ("temp" of "temperature",
    "age" of "age"): the two share their first four letters."""
    return any(c[:4] == w[:4] for w in words for c in concept)


#: header words that say what kind of value a column holds, not what it is of ("Country Name")
GENERIC_HEADER_WORDS = frozenset({"name", "code", "id", "label", "no", "nr", "num"})


def _dimension_words(column: str, declared: Sequence[str] = (), prefixes: frozenset[str] = frozenset(),
                     axis: frozenset[str] = frozenset(), title: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """A dimension's own words: its header's (generic header words left out, and a first word
    the table writes before several headers, :func:`shared_prefixes`) and the words of what
    the KB's [vocabulary] declares for it ("agegp = ['age group']") — but a declared phrase's
    word that names the time axis (``axis``: "days" of "headache days" on an axis of days),
    which the axis reads, and a word of the table's own title (``title``: what its rows are)
    that only qualifies the dimension ("breach" of ``Type_of_Breach`` in ``breaches.csv``, of
    the declared "breach type": "per breach" is per row, not per type) — such a word is the
    dimension's only as its header's first word ("country" of ``country_name``) or a declared
    name of one word."""
    words = comparable(name_words(column))
    named = tuple(w for k, w in enumerate(words) if w not in GENERIC_HEADER_WORDS and not (k == 0 and w in prefixes)
                  and not (k > 0 and w in title))
    extra = tuple(w for d in declared for w in comparable(name_words(d))
                  if w not in GENERIC_HEADER_WORDS and (len(name_words(d)) == 1 or w not in axis and w not in title))
    return tuple(dict.fromkeys((*(named or words[-1:]), *extra)))


def shared_prefixes(columns: Sequence[str]) -> frozenset[str]:
    """The first words three or more headers of a table open with, each followed by more words
    ("Ketchup" of ``Ketchup.hid``, ``Ketchup.id``, ``Ketchup.choice``: R's name of the frame the
    columns came from). Such a word names the table, not one of its columns: "Heinz ketchup"
    is no value written with the word of ``Ketchup.choice``."""
    firsts = Counter(words[0] for c in columns if len(words := comparable(name_words(c))) > 1)
    return frozenset(w for w, n in firsts.items() if n >= 3)


def fold_key(text: str) -> str:
    """A declared key as it is matched with a value: case, padding and inner spacing aside."""
    return " ".join(text.split()).casefold()


def _declared_values(values: Sequence[str], by_key: Mapping[str, Sequence[str]]) -> tuple[tuple[tuple[str, ...], str], ...]:
    """``(comparable words, value)`` of every word declared for one of ``values``."""
    return tuple((words, v) for v in values for w in by_key.get(fold_key(str(v)), ())
                 if (words := comparable(name_words(w))))


def _place_names(column: str, by_column: Mapping[str, Sequence[str]]) -> tuple[tuple[tuple[str, ...], str], ...]:
    """``(comparable words, value)`` of the names of the places a column of codes stands for
    ("Illinois" for ``IL``: :mod:`noesis.places`), but a name a column writing out the same
    places holds as a value (a country's name beside its code) is that column's alone. A column
    of other things that shares one name (the county ``OHIO`` beside the state ``OH``) leaves
    the name to both, a choice the question must settle."""
    values = by_column.get(column, ())
    system = code_system(values)
    if system is None:
        return ()
    named = [(words, v) for v in values for n in place_names(system, v) if (words := comparable(name_words(n)))]
    elsewhere = {w for c, vs in by_column.items() if c != column
                 for w in _same_places(named, {comparable(name_words(v)) for v in vs})}
    return tuple((words, v) for words, v in named if words not in elsewhere)


#: a party's one-letter code as US tables write it → the words a question says it by
PARTY_CODES = MappingProxyType({"D": ("democrat", "democrats", "democratic"),
                                "R": ("republican", "republicans"),
                                "I": ("independent", "independents")})


def party_names(column: str, values: Sequence[str]) -> tuple[tuple[tuple[str, ...], str], ...]:
    """``(words, value)`` of the parties a column of one-letter codes stands for ("Republican" for
    ``R``): only a column headed with the word "party" (``party``, ``IncParty``) whose values hold both
    ``D`` and ``R`` and no other one-letter code the table could mean something else by."""
    codes = {str(v).strip() for v in values}
    if "party" not in {singular(w) for w in name_words(column)} or not {"D", "R"} <= codes:
        return ()
    if any(len(c) == 1 and c not in PARTY_CODES for c in codes):
        return ()
    return tuple(((w,), v) for v in values for w in PARTY_CODES.get(str(v).strip(), ()))


def _same_places(named: Sequence[tuple[tuple[str, ...], str]], other: set[tuple[str, ...]]) -> set[tuple[str, ...]]:
    """The place names of ``named`` a column of values ``other`` holds, when it holds a name of
    half of the codes or more: that column writes out the same places; else none."""
    held = {words for words, _v in named if words in other}
    codes = {v for _w, v in named}
    return held if 2 * len({v for words, v in named if words in held}) >= len(codes) else set()


def _acronyms(measures: Sequence[Measure]) -> dict[str, str]:
    """Measure name → the initials of its words when it has three or more ("mpg" of
    ``Miles_per_Gallon``): one measure's alone, never a word another measure's name holds."""
    found: dict[str, list[str]] = {}
    for m in measures:
        words = name_words(m.name)
        if len(words) >= 3 and all(w.isalpha() for w in words):
            found.setdefault("".join(w[0] for w in words), []).append(m.name)
    taken = {w for m in measures for w in comparable(name_words(m.name))}
    return {names[0]: initials for initials, names in found.items() if len(names) == 1 and initials not in taken}


def with_equivalents(names: tuple[tuple[str, ...], ...], equivalents: Mapping[str, Sequence[str]],
                     alone: bool = False) -> tuple[tuple[str, ...], ...]:
    """``names`` and, after them, each with one noun said as the language's equivalent noun
    ("us employment" → "us job"); ``alone``: the equivalent also as a name of its own (a title's
    word names the table by itself: "jobs" of ``us-employment``)."""
    more = [(*n[:i], e, *n[i + 1:]) for n in names for i, w in enumerate(n) for e in equivalents.get(w, ())]
    if alone:
        more += [(e,) for n in names for w in n for e in equivalents.get(w, ())]
    return tuple(dict.fromkeys((*names, *more)))


def table_lexicon(kb: str, source: str, schema: TableSchema, rows: int,
                  values: Sequence[tuple[str, tuple[str, ...]]], span: tuple[float, float, int] | None,
                  aliases: Mapping[str, Sequence[str]], entity: str | None, axis_name: str = "",
                  column_words: Mapping[str, Sequence[str]] = MappingProxyType({}),
                  value_words: Mapping[str, Sequence[str]] = MappingProxyType({}),
                  period_end: str | None = None, axis_unit: str = "",
                  equivalents: Mapping[str, Sequence[str]] = MappingProxyType({})) -> TableLexicon:
    """The lexicon of one stored table (``aliases``: measure name → declared aliases;
    ``column_words``: a dimension's or an axis column's declared words, by column;
    ``value_words``: the words declared for a dimension value, by the value as the KB's
    [vocabulary] writes it — matched case and padding aside, of whichever dimension has it;
    ``equivalents``: the language's nouns for the same things as a header's or title's noun,
    :func:`with_equivalents`)."""
    by_key = {fold_key(k): tuple(ws) for k, ws in value_words.items()}
    acronyms = _acronyms(schema.measures)
    # a name in camel case also as a question writes it whole ("petalLength": petallength)
    measures = tuple(
        MeasureWords(m, tuple(dict.fromkeys(
            w for n in (m.name, m.column, *aliases.get(m.name, ())) if name_words(n)
            for w in (comparable(name_words(n)), comparable(words_of(n))))),
            acronyms.get(m.name, ""))
        for m in schema.measures)
    measures = tuple(replace(m, names=with_equivalents(m.names, equivalents)) for m in measures)
    by_column = dict(values)
    prefixes = shared_prefixes(schema.columns)
    stem = source.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    title = tuple(dict.fromkeys(w for w in (comparable(name_words(stem)), comparable(name_words(kb)),
                                            comparable(name_words(entity or ""))) if w))
    title = with_equivalents(title, equivalents, alone=True)
    titled = frozenset(w for t in title for w in t)
    axis_words = frozenset(w for c in (*(schema.time.columns if schema.time else ()), axis_name)
                           for w in comparable(name_words(c)))
    dims = tuple(
        DimensionValues(d, _dimension_words(d.column, column_words.get(d.column, ()), prefixes, axis_words, titled),
                        by_column.get(d.column, ()),
                        tuple(comparable(words_of_value(v)) for v in by_column.get(d.column, ())),
                        _declared_values(by_column.get(d.column, ()), by_key)
                        + _place_names(d.column, by_column) + party_names(d.column, by_column.get(d.column, ())),
                        tuple(w for a in column_words.get(d.column, ()) if (w := comparable(name_words(a)))),
                        _dimension_words(d.column, (), prefixes, axis_words, titled))
        for d in schema.dimensions)
    axis = AxisView(schema.time, span[0], span[1], span[2], axis_name,
                    tuple(a for c in (*schema.time.columns, *((axis_name,) if axis_name else ()))
                          for a in column_words.get(c, ())), period_end or "", axis_unit) \
        if schema.time is not None and span else None
    return TableLexicon(kb, source, schema, rows, measures, dims, axis, title)
