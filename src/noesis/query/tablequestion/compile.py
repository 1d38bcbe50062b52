"""A question over a KB's tables → a :class:`~noesis.relation.TableQuery`, or the exact
reason there is none (:class:`TableCompilation`).

Every table of the routed KBs is read by the stages (:mod:`.stages`); the reading that binds
a measure (or the table's only one) and leaves the fewest words unread is the question's
table — two such readings of different tables are a question back. Then, in order:

* words no stage read → not applied (the answer says which, and blocks the number);
* a name that is no value of the table, or fits several → refused by name / asked back;
* several measures fit, or none is named among several → asked back, with the measures;
* a time scope the axis cannot express, or outside the data → the reason, with its range;
* else the query: the operation, its filters, its scope and how several readings aggregate
  (a flow measure sums, a level averages, an unknown one asks).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from ...lang import Language
from ...relation import (
    GRANULARITIES,
    MEASURES,
    RECURRING_BUCKETS,
    TIMES,
    Condition,
    Filter,
    Measure,
    TableQuery,
    TimeScope,
)
from ...text import plural_of
from ...units import is_percent, unit_match, unit_of
from ..tokens import Token, singular, tokenize, words_of
from .lexicon import TableLexicon, fold_key, name_words, of_kind
from .reading import Claim, Member, Reading
from .stages import (
    FUZZY,
    GRAINS,
    NOUN_OF,
    UNNAMED_MEASURES,
    after_function_words,
    counted_as,
    filter_measures,
    flag_values,
    nearest_measures,
    read_question,
    unclaimed,
)
from .timescope import (
    NotExpressible,
    cut_by_the_data,
    data_range,
    scope_on,
    whole_units,
    years_of_data,
)

#: why a word is not applied when no stage of the table reading claimed it
UNREAD = "no measure, name, time or operation of the table reads it"


@dataclass(frozen=True)
class TableCompilation:
    """What the table reading of a question concluded."""

    source: str
    kb: str
    query: TableQuery | None
    #: why there is no query: unknown_measure | ambiguous_measure | unknown_name | ambiguous_name
    #: | not_applied | outside_data | not_expressible | ambiguous_table | no_measure
    reason_kind: str = ""
    reason: str = ""
    not_applied: tuple[str, ...] = ()
    #: why those words are not applied (one reason for all: a scope the axis cannot say, or
    #: that no stage reads them)
    not_applied_why: str = UNREAD
    #: what a not-applied phrase's own reason adds, by phrase (how to declare a row noun)
    hints: tuple[tuple[str, str], ...] = ()
    claims: tuple[Claim, ...] = ()
    members: tuple[Member, ...] = ()
    notes: tuple[str, ...] = ()  # what the answer states ("the table's only series", a season convention)
    #: the folded words the reading claimed as a name, measure, time or operation
    claimed_words: frozenset[str] = frozenset()
    #: the reading bound a measure or a dimension value of the table: a table question
    bound: bool = False
    #: words other stages of the plan read: the table's answer is part of the answer only
    external: tuple[str, ...] = ()
    #: a name the plan resolved is none of the table's members: its query would ignore it
    ignores_names: bool = False

    def why_of(self, phrase: str) -> str:
        """Why ``phrase`` (one of :attr:`not_applied`) is not applied."""
        return self.not_applied_why + dict(self.hints).get(phrase, "")

    @property
    def whole(self) -> bool:
        """The table reading is the whole question: its answer (or refusal) is the answer."""
        return self.bound and not self.external

    @property
    def answerable(self) -> bool:
        return self.query is not None

    def as_trace(self) -> dict:
        return {"source": self.source, "kb": self.kb, "query": None if self.query is None else repr(self.query),
                "reason_kind": self.reason_kind, "reason": self.reason, "not_applied": list(self.not_applied),
                "claims": [{"words": [c.first, c.last], "stage": c.stage, "what": c.what} for c in self.claims]}


def _content_left(r: Reading) -> int:
    """Tokens no stage read (the function words aside)."""
    return len(r.tokens) - len(r.claimed)


def _own(r: Reading) -> int:
    """Tokens the table's own stages read (not function words, not other stages' words)."""
    return sum(c.last - c.first + 1 for c in r.claims
               if c.stage not in ("function", "external", "external_name", "unknown_name"))


def _score(r: Reading) -> tuple:
    """Better readings bind a measure or a name, read more of the question themselves, and
    leave fewer words unread; last, a word that is a measure's own header binds it before it
    is read as an operation or a time ("the annual rate": the ``Annual`` column, not a year's
    mean of the months)."""
    bound = bool(r.measures) + bool(r.members) + bool(r.measure_choices)
    pieces = sum(1 for c in r.claims if c.stage not in ("function", "external", "external_name", "unknown_name"))
    fuzzy = sum(1 for c in r.claims if c.what.endswith(FUZZY))
    headers = sum(1 for c in r.claims if c.stage == "measure" and c.what in r.measures)
    # fewer pieces: longer names ("temp max"); fewer shortened words: the closer names
    return (-bound, _outside(r), -_own(r) - 2 * r.follows, _content_left(r), pieces, fuzzy, -headers)


def _outside(r: Reading) -> int:
    """1 when the question's time words select nothing of this table's data (or cannot be
    said on its axis, or name a part of time finer than its readings: a month of a table read
    once a year): another table that holds them is the question's."""
    if not r.parts:
        return 0
    grain = _calendar_grain(r)
    if any(_finer(p.unit, grain) for p in r.parts):
        return 1
    found = scope_on(_interval_parts(r), r.table.axis, "")  # a range read from its start to its end
    return int(isinstance(found, NotExpressible) or not found.intervals)


#: the calendar units, coarsest first
_CALENDAR = GRANULARITIES[:GRANULARITIES.index("second") + 1]


def _calendar_grain(r: Reading) -> str:
    """The calendar grain of a table whose positions are dates made from coarser parts ("year"
    for a ``Year`` column's readings put on the year's first day); "" for an axis of numbers (a
    report's years read by their period's end) or one whose dates are written as days (a weekly
    reading dated 2018-06-04 is that day's)."""
    time = r.table.schema.time
    if time is None or time.kind not in ("date", "datetime"):
        return ""
    coarse = set(time.parts) <= {"year", "quarter", "month", "week", "year-month", "year-quarter", "fractional-year"}
    return time.granularity if coarse or time.format == "year" else ""


def _finer(unit: str, granularity: str) -> bool:
    """Whether the calendar ``unit`` a question names is finer than a table's ``granularity``."""
    return unit in _CALENDAR and granularity in _CALENDAR and _CALENDAR.index(unit) > _CALENDAR.index(granularity)


def _claimed_words(r: Reading) -> frozenset[str]:
    return frozenset(r.tokens[i].fold for c in r.claims if c.stage not in ("function", "external", "external_name",
                                                                          "unknown_name")
                     for i in range(c.first, c.last + 1))


def _bound(r: Reading) -> bool:
    return bool(r.measures or r.members or r.measure_choices or r.unmatched or r.attribute)


def _external(r: Reading) -> tuple[str, ...]:
    return tuple(r.words(c.first, c.last) for c in r.claims if c.stage in ("external", "external_name"))


def _ignores_names(r: Reading) -> bool:
    return any(c.stage == "external_name" for c in r.claims)


def _notes(r: Reading) -> tuple[str, ...]:
    """The conventions the question's time parts state ("meteorological seasons …"), once each."""
    return tuple(dict.fromkeys(p.note for p in r.parts if p.note))


def _compiled(r: Reading, q: TableQuery, notes: tuple[str, ...] = (), read: Sequence[str] = ()) -> TableCompilation:
    """The compilation of ``q``, bound to the table, with the reading's claims; ``read``: phrases
    the query takes as its own beyond the stages' claims (a holding verb of a row count)."""
    quantities = _quantity_dimensions(r)
    if quantities:
        q = replace(q, quantities=quantities)
    if r.excluded:  # "excluding the World": those rows left out, and said
        q = replace(q, excluded=(*q.excluded, *(Filter(m.column, (m.value,)) for m in r.excluded)))
        notes = (*notes, *(f"{m.value} left out, as asked" for m in r.excluded))
    return TableCompilation(r.table.source, r.table.kb, q, claims=r.claims, members=r.members, notes=notes,
                            claimed_words=_claimed_words(r) | frozenset(w for p in read for w in p.lower().split()),
                            bound=True, external=_external(r), ignores_names=_ignores_names(r))


def _quantity_dimensions(r: Reading) -> tuple[str, ...]:
    """The table's dimensions headed by a word that says their values are quantities ("indicator",
    "variable"), that the question names no value of."""
    named = {m.column for m in r.members}
    heads = r.language.table.quantity_headers
    return tuple(d.column for d in r.table.dimensions
                 if d.column not in named and any(singular(w) in heads for w in words_of(d.column)))


def _refusal(r: Reading, kind: str, reason: str, **kw) -> TableCompilation:
    return TableCompilation(r.table.source, r.table.kb, None, kind, reason, claims=r.claims, members=r.members,
                            claimed_words=_claimed_words(r), bound=_bound(r), external=_external(r),
                            ignores_names=_ignores_names(r), **kw)


def _measure(r: Reading) -> str | TableCompilation:
    """The one measure the question asks about, or the refusal that says why not (a word said of
    one kind of measure, "faster", checked against it however it was found)."""
    found = _measure_found(r)
    return _concept_fits(r, found) if isinstance(found, str) else found


def _measure_found(r: Reading) -> str | TableCompilation:
    measures = r.table.measures
    # a word fitting several measures is open unless it restates a bound one — in a comparison it
    # may be the other side ("quit with the gum or without it": "without" is qc's or qt's)
    open_choices = [(w, fits) for w, fits in r.measure_choices
                    if not set(fits) & set(r.measures) or r.compare and set(fits) - set(r.measures)]
    if r.measures and open_choices:  # "rural or urban men": "rural" is not one measure
        word, fits = open_choices[0]
        return _refusal(r, "ambiguous_measure", f"'{word}' fits several measures of {r.table.source}: "
                        f"{', '.join(fits)}; name the one you mean")
    if r.statistic == "correlation" and len(r.measures) == 2:
        return r.measures[0]  # "the correlation between temp_max and wind": both read (_correlation_query)
    asked = [m for m in r.measures if m not in filter_measures(r)]
    if len(r.measures) > 1 and len(asked) == 1:  # "the average mpg of cars with 6 cylinders"
        return _concept_fits(r, asked[0])
    if len(r.measures) == 1:
        return _concept_fits(r, r.measures[0])
    if len(r.measures) > 1:
        if _compares_measures(r):
            return r.measures[0]  # the comparison reads each (see _measures_compared)
        return _refusal(r, "ambiguous_measure", f"the question names several measures ({', '.join(r.measures)}); "
                        "ask about one at a time, or compare them ('was A or B higher')")
    choices = r.measure_choices
    if not measures:  # a table of names and dates ("name, start, end, party"): nothing to compute with
        return _refusal(r, "no_measure", f"{r.table.source} holds no measure (no column of numbers to compute "
                        "with): its columns are names, categories or times")
    concept, word = (r.concept, r.extreme_words) if r.concept else (r.compare_concept, r.compare_words)
    if concept:  # "the hottest day", "was 2013 or 2014 wetter": the one measure of that kind
        end = r.extreme if r.concept else (r.compare_said[1] if r.compare_said else "")
        fits = r.table.measures_of_kind(concept)
        directed = [m for m in fits if _direction(m) == end]
        if len(fits) == 1:
            return fits[0]
        if len(directed) == 1:
            return directed[0]
        choices = ((word, tuple(fits or (m.measure.name for m in measures))),)
        if not fits and len(measures) > 1:
            return _refusal(r, "ambiguous_measure", f"'{word}' names no measure of {r.table.source} by "
                            f"its name or a declared alias; its measures: {', '.join(m.measure.name for m in measures)}"
                            "; name the one you mean (or declare an alias in the manifest)")
        if not fits:
            return measures[0].measure.name
    if choices:
        word, fits = choices[0]
        return _refusal(r, "ambiguous_measure", f"'{word}' fits several measures of {r.table.source}: "
                        f"{', '.join(fits)}; name the one you mean")
    if len(measures) == 1:
        return measures[0].measure.name
    names = ", ".join(m.measure.name for m in measures)
    left = unclaimed(r)
    if left:
        near = nearest_measures(r, left[0].split())
        hint = f" (nearest: {', '.join(near)})" if near else ""
        return _refusal(r, "unknown_measure", f"{r.table.source} has no measure '{left[0]}'; its measures: {names}{hint}")
    if (only := only_filled_column(r)) is not None:
        return only
    if (estimate := _beside_its_errors(r)) is not None:
        return estimate
    return _refusal(r, "no_measure", f"the question names no measure of {r.table.source}; its measures: {names}")


def _beside_its_errors(r: Reading) -> str | None:
    """The one measure of a table whose others are its uncertainty (``estimate`` beside ``moe``,
    its margin of error): what a question that names no measure asks ("the median rent in Oregon");
    None when another measure remains."""
    said = r.language.table.uncertainty_names
    kept = [m.measure.name for m in r.table.measures if not any(" ".join(n) in said for n in m.names)]
    return kept[0] if len(kept) == 1 and len(r.table.measures) > 1 else None


def only_filled_column(r: Reading) -> str | TableCompilation | None:
    """A document table's rows named with no column (``TableSchema.filled``): the one column
    every named row has its number in — "the total definite-lived intangible assets" of a row
    whose only number is its Fair Value Amount —; rows filled in several columns are asked back,
    naming them (never one guessed); None when the table records no filled columns."""
    schema = r.table.schema
    if not schema.filled or not r.members or any(m.column not in schema.entity for m in r.members):
        return None
    found = [schema.filled_measures(m.value) for m in r.members]
    if any(f is None for f in found):
        return None
    columns = tuple(dict.fromkeys(c for f in found for c in f or ()))
    if len(columns) == 1 and all(f == columns for f in found):
        return columns[0]
    rows = ", ".join(m.value for m in r.members)
    return _refusal(r, "ambiguous_measure", f"the question names no column of {r.table.source}, and {rows} "
                    f"{'has numbers' if len(r.members) == 1 else 'have numbers'} in "
                    f"{', '.join(columns) if columns else 'none'}; name the column you mean")


def _concept_fits(r: Reading, measure: str) -> str | TableCompilation:
    """The named measure, unless a superlative whose direction holds for one kind of measure
    only is said of another ("the fastest speed": "fastest" is the least of a time, so of a
    speed it would read the wrong end) — then why it is not read. The kind is the measure's
    name or the words the question writes with it ("the slowest reaction time")."""
    picked = _row_picked_by_another(r, measure)
    if picked is not None:
        return picked
    bound = [(r.extreme_words, r.concept)] if r.concept and r.extreme_words in r.language.table.concept_bound else []
    bound += [(r.compare_words, r.compare_concept)] if r.compare_concept else []
    if not bound:
        return measure
    names = next((m.names for m in r.table.measures if m.measure.name == measure), ())
    said = [r.tokens[k].fold for c in r.claims if c.stage == "measure"
            for k in range(max(c.first - 1, 0), min(c.last + 2, len(r.tokens)))]
    words = [w for ws in names for w in ws] + said
    for word, concept in bound:
        if not of_kind(words, concept):
            how = "ask for its highest or lowest" if word == r.extreme_words else "ask which is higher"
            return _refusal(r, "not_expressible", f"'{word}' is said of {' or '.join(concept)}, not of "
                            f"{measure}: {how}")
    return measure


def _row_picked_by_another(r: Reading, measure: str) -> TableCompilation | None:
    """"the TMIN on the hottest day": a superlative of a kind ("hottest", "windiest") said of the
    rows — the word after it is a calendar unit — not of the measure named picks the row by the
    measure of its kind (one, or the one its direction names: "hottest" is the higher TMAX beside
    TMIN). When that is not the measure asked, the reading would be another row's: refused, saying
    which measure picks the row. None when the superlative is said of the measure itself ("the
    hottest TMAX") or picks the row by it ("the TMAX on the hottest day")."""
    if not r.concept or not r.extreme_words or measure not in r.measures:
        return None  # a measure the superlative itself picked ("the hottest day of 2015") is its own
    at = next((c.first for c in r.claims if c.stage == "operation" and r.tokens[c.first].fold == r.extreme_words), None)
    if at is None or at + 1 >= len(r.tokens):
        return None
    unit = r.language.table.unit_of(singular(r.tokens[at + 1].fold))
    if unit is None or not _asked_at(r, measure, at):
        return None  # "the busiest year for sales": the unit picked by the measure asked
    fits = r.table.measures_of_kind(r.concept)
    directed = [m for m in fits if _direction(m) == r.extreme]
    chosen = fits[0] if len(fits) == 1 else directed[0] if len(directed) == 1 else None
    if chosen == measure:
        return None
    by = chosen or (" or ".join(fits) if fits else f"its {r.concept[0]}")
    return _refusal(r, "not_expressible", f"'{r.extreme_words} {unit}' picks the {unit} by {by}, and the question "
                    f"asks {measure} on it: {measure} on the {unit} another measure picks is not read here; ask for "
                    f"the {'highest' if r.extreme == 'max' else 'lowest'} {measure}, or name the {unit}")


#: the words that put a measure on a position the rest of the phrase picks ("TMIN on the hottest day")
AT_WORDS = frozenset({"on", "in", "at", "during", "for", "of", "the"})


def _asked_at(r: Reading, measure: str, at: int) -> bool:
    """Whether ``measure`` is named before the superlative at token ``at`` with only "on the",
    "in the", "during the" … between them: the measure is read on the row the superlative picks."""
    claim = next((c for c in r.claims if c.stage == "measure" and c.what == measure and c.last < at), None)
    between = [t.fold for t in r.tokens[claim.last + 1:at]] if claim is not None else []
    return bool(between) and all(w in AT_WORDS for w in between) and bool(set(between) - {"the", "of", "for"})


def _compares_measures(r: Reading) -> bool:
    """"Was Biology or Business higher in 1990": comparison words, several measures named, no
    dimension members named apart (those would be what is compared) and no change asked (its
    two ends are what "by how much" compares)."""
    said: dict[str, set[str]] = {}
    for m in r.members:
        said.setdefault(m.column, set()).add(m.text)
    return r.compare and not r.change and len(r.measures) > 1 and all(len(t) < 2 for t in said.values())


def _rows_where_higher(r: Reading, scope: TimeScope | None) -> TableCompilation | None:
    """"In how many polls was Leave ahead of Remain", "in how many Congresses did the Republicans
    hold more seats than the Democrats": the rows where one measure is above (or below) the other,
    counted — the measures on either side of one comparative with a direction, in one unit. None
    when the question says it otherwise (the counts compared are refused, as before)."""
    cue = next((c for c in r.claims if c.stage == "operation" and c.what == "comparison"), None)
    direction = dict(r.language.table.comparative_directions).get(r.tokens[cue.first].fold) if cue else None
    if direction is None or len(r.measures) != 2 or r.percent or r.share:
        return None
    sides = {c.what: c for c in r.claims if c.stage == "measure" and c.what in r.measures}
    before = [m for m in r.measures if m in sides and sides[m].last < cue.first]
    after = [m for m in r.measures if m in sides and sides[m].first > cue.last]
    units = {(m.unit or "") for m in (r.table.schema.measure(x) for x in r.measures) if m is not None}
    if len(before) != 1 or len(after) != 1 or len(units) > 1:
        return None
    first, other = before[0], after[0]
    text = r.words(sides[first].first, sides[other].last)
    condition = Condition(first, ">" if direction == "max" else "<", 0.0, text, other=other)
    q = TableQuery(r.table.kb, r.table.source, first, "count", _filters(r, None), scope, statistic="count",
                   statistic_why="asked", conditions=(condition,))
    return _compiled(r, q, _notes(r))


def _measures_compared(r: Reading, statistic: str, why: str) -> tuple[str, str] | TableCompilation:
    """The one statistic every compared measure is read with, or why they cannot be compared:
    different units, or readings that add up for one and average for another."""
    measures = [r.table.schema.measure(m) for m in r.measures]
    units = {m.unit for m in measures if m is not None and m.unit}
    if len(units) > 1:
        return _refusal(r, "not_expressible", f"{' and '.join(r.measures)} are in different units "
                        f"({', '.join(sorted(units))}): their values are not compared")
    if statistic == "count":  # "in how many Congresses did the Republicans hold more seats than the Democrats"
        return _refusal(r, "not_expressible", f"counting the readings of {' and '.join(r.measures)} compares "
                        "nothing (they are the rows of one table); the rows where one is higher than the other "
                        "are not counted: compare their totals or averages, or ask about one position")
    if r.statistic or r.extreme:
        return statistic, why
    found = [_statistic(r, m) for m in r.measures]
    if len({st for st, _w in found}) > 1:
        return _refusal(r, "not_expressible", f"the readings of {' and '.join(r.measures)} do not aggregate alike "
                        "(one adds up, another averages): ask for the total or the average of each")
    return found[0]  # the first measure's why, whatever the process's string hashing (never a set's order)


def _reading_attained(r: Reading) -> str:
    """The verb that says the question asks a reading attained ("which subject reached the
    highest concentration"), or ''."""
    return next((t.fold for t in r.tokens if t.fold in r.language.table.reading_verbs), "")


def _direction(measure: str) -> str:
    words = measure.lower().replace("_", " ").split()
    if any(w in ("max", "high", "maximum", "hi") for w in words):
        return "max"
    if any(w in ("min", "low", "minimum", "lo") for w in words):
        return "min"
    return ""


def _scope(r: Reading, parts, text: str) -> TimeScope | TableCompilation:
    found = scope_on(parts, r.table.axis, text)
    if isinstance(found, NotExpressible):
        return _refusal(r, "not_expressible", f"'{found.part.label}' cannot be applied: {found.why}",
                        not_applied=(r.words(found.part.first, found.part.last),), not_applied_why=found.why)
    grain = _calendar_grain(r)
    fine = next((p for p in parts if _finer(p.unit, grain)), None)
    if fine is not None:  # a year's reading is no January's (nor its first quarter's)
        why = (f"{r.table.source} holds one reading a {grain}, and '{fine.label}' is a part of a "
               f"{grain}: its reading is the whole {grain}'s, not the {fine.unit}'s")
        return _refusal(r, "not_expressible", why, not_applied=(r.words(fine.first, fine.last),),
                        not_applied_why=why)
    if parts and not found.intervals:
        apart = _disjoint(r, parts)
        if apart:
            return _refusal(r, "not_expressible", apart)
        return _refusal(r, "outside_data", f"{found.label.removeprefix('in ').removeprefix('on ')} is outside "
                        f"the data of {r.table.source}"
                        f" ({data_range(r.table.axis)})")
    return found


def _disjoint(r: Reading, parts) -> str:
    """Why several time parts select nothing when each alone selects readings ("on 2013-07-01
    … 2013-07-05": two days, no time in common), or ''."""
    if len(parts) < 2:
        return ""
    for p in parts:
        alone = scope_on([p], r.table.axis, p.label)
        if isinstance(alone, NotExpressible) or not alone.intervals:
            return ""
    said = " and ".join(f"'{p.label}'" for p in parts)
    return f"{said} have no time in common; for the span between them say 'from … to …'"


def _statistic(r: Reading, measure: str) -> tuple[str, str]:
    """The aggregate over several readings: the one asked, else by the measure's additivity."""
    if r.statistic:
        return r.statistic, "asked"
    m = r.table.schema.measure(measure)
    additivity = m.additivity if m is not None else "unknown"
    if additivity == "flow":
        return "sum", f"{measure} is a flow (its readings add up)"
    if additivity == "level":
        return "mean", f"{measure} is a level (its readings average)"
    noun = _level_noun(r)
    if noun:
        return "mean", f"the question calls {measure} a {noun}: a level (its readings average)"
    if _cells_add_up(r, measure):  # "which kind of place had the most respondents": each group's cells
        return "sum", f"{measure} counts things in the cells of a table with no time axis: a group's cells add up"
    return "", f"whether {measure}'s readings add up or average is not known"


def _counts_asked(r: Reading, measure: str) -> bool:
    """"How many controls were aged 25-34" over a table with no time axis: the amount of a
    count (a header that counts the question's word, ``ncontrols``; a unit of persons; a flow)
    over the rows selected is their sum."""
    if r.table.axis is not None or not _amount_claimed(r):
        return False
    m = r.table.schema.measure(measure)
    if m is None:
        return False
    words = [r.tokens[k].fold for c in r.claims if c.stage == "measure" for k in range(c.first, c.last + 1)]
    counted = any(counted_as(singular(w), m.column.lower()) or counted_as(w, m.column.lower()) for w in words)
    return counted or _counts_things(r, measure) or _plural_counted(r)


def _plural_counted(r: Reading) -> bool:
    """"How many students were enrolled": the word right after "how many" is a plural read as the
    measure (a word of its declared alias), so the measure counts those things — never a word
    that only resembles its name ("paupers" of ``paup``, a ratio of two years' pauperism)."""
    asked = next((c for c in r.claims if c.what == "an amount of the measure"), None)
    k = asked.last + 1 if asked is not None else -1
    t = r.tokens[k] if 0 <= k < len(r.tokens) else None
    return t is not None and t.kind == "word" and singular(t.fold) != t.fold and any(
        c.stage == "measure" and c.first <= k <= c.last and not c.what.endswith(FUZZY) for c in r.claims)


def _amount_claimed(r: Reading) -> bool:
    """"How many" read as the measure's amount: its own claim, or the first words of a measure
    alias the manifest declares ("how many people")."""
    if any(c.what == "an amount of the measure" for c in r.claims):
        return True
    asks = tuple(tuple(a.split()) for a in r.language.table.amount_asks)
    return any(c.stage == "measure" and tuple(r.tokens[k].fold for k in range(c.first, c.last + 1))[:2] in asks
               for c in r.claims)


def _rows_counted(r: Reading) -> bool:
    """"how many <what>" counts rows only when <what> is what the rows are: a calendar unit
    ("how many days"), a row word ("rows", "entries"), a dimension's values ("how many
    countries", "which … the most pigs"), the measure itself by a count header, or nothing
    the question names (no member right after it)."""
    count = next((c for c in r.claims if c.stage == "operation" and c.what == "count"), None)
    if count is None:
        return True
    after = after_function_words(r, count.last + 1)
    return after is None or after.stage != "name"


def _amount_of_member(r: Reading, measure: str) -> tuple[str, str, str] | TableCompilation:
    """"How many women aged 20-24 lived in Japan in 2000": a member right after "how many"
    asks the amount the measure holds for it, never how many rows hold it (that is 1 for one
    cell). The amount is the reading (one, or the sum of a flow's); a measure with no count
    unit, count header or flow additivity is refused, its unit asked for."""
    m = r.table.schema.measure(measure)
    if m is None or not _counts_things(r, measure):
        return _refusal(r, "not_expressible",
                        f"'how many' before a name asks the amount {measure} holds for it, not how many of its "
                        f"rows name it; {measure} is not known to count things (no count unit, no flow "
                        f"additivity): declare its unit in the manifest (units = {{{measure} = \"persons\"}}) "
                        "if it counts")
    if m.additivity == "flow":
        return "sum", "sum", f"'how many' of a name: the amount of {measure}, a flow, summed over its readings"
    if _cells_add_up(r, measure):  # "how many people had fair hair": the cells of every eye colour
        return "sum", "sum", (f"'how many' of a name: the amount of {measure}, a count over a table with no "
                              "time axis, summed over the rows the name selects")
    return "value", "", f"'how many' of a name: the amount of {measure}, one reading"


def _counts_things(r: Reading, measure: str) -> bool:
    """A measure that counts things: a flow, a count unit ("persons"), a frequency header, or
    a measure with no name of its own ("Value") in a table whose title names a population."""
    m = r.table.schema.measure(measure)
    if m is None:
        return False
    tw = r.language.table
    titled = singular(m.column.casefold()) in UNNAMED_MEASURES and any(
        singular(w) in tw.population_nouns for t in r.table.title for w in t)
    return (m.additivity == "flow" or (m.unit or "").lower() in tw.count_units
            or m.column.lower() in tw.frequency_measures or titled or _unit_names_its_things(r, measure)
            or _names_a_population(r, measure))


def _names_a_population(r: Reading, measure: str) -> bool:
    """A measure one of whose names is a word for a population ("population", "residents"),
    stated in no unit or in a scale of a count ("thousands"): it counts persons, so one
    position's members add up ("what share of the states' population lived in California").
    Never a measure in a unit of measurement ("population density" is no population)."""
    m = r.table.schema.measure(measure)
    unit = (m.unit or "").strip().lower() if m is not None else ""
    tw = r.language.table
    if unit and unit not in dict(tw.scale_words) and unit not in tw.count_units:
        return False
    return any(len(words) == 1 and singular(words[0]) in tw.population_nouns for words in r.table.measure(measure).names)


def _unit_names_its_things(r: Reading, measure: str) -> bool:
    """A measure whose declared unit is a plural noun that is one of its own names ("sons" of a
    measure ``sons`` declared in "sons"): it counts those things — never a unit of measurement
    (``kg``, "dollars") nor a calendar unit ("years" of schooling)."""
    m = r.table.schema.measure(measure)
    unit = (m.unit or "").strip().lower() if m is not None else ""
    one = plural_of(unit) if unit.isalpha() else None
    if one is None or unit_of(unit) is not None or r.language.table.unit_of(unit) is not None:
        return False
    return any(unit in words or one in words for words in r.table.measure(measure).names)


def _cells_add_up(r: Reading, measure: str) -> bool:
    """A count over a table with no time axis, no dimension holding a whole of itself ("Total",
    "Both"): the rows a name selects are disjoint cells, so its amount is their sum."""
    if r.table.axis is not None or not _counts_things(r, measure):
        return False
    totals = r.language.table.total_members
    return not any(w in totals for d in r.table.dimensions for vw in d.value_words for w in vw)


def _frequency_table(r: Reading, measure: str) -> bool:
    """A frequency table's count (``Freq``, ``count``, ``n`` per cell, no time axis)."""
    m = r.table.schema.measure(measure)
    return r.table.axis is None and m is not None and m.column.lower() in r.language.table.frequency_measures


def _frequency_counted(r: Reading, measure: str) -> bool:
    """"How many survived?" over a frequency table (``Freq``, ``count``, ``n`` per cell, no time
    axis): "how many" asks the things the rows count, not how many rows there are — unless the
    question says rows ("how many rows / entries / observations")."""
    return _frequency_table(r, measure) and not any(t.fold in r.language.table.count_words for t in r.tokens)


def _level_noun(r: Reading) -> str:
    """The measure noun of the question that says its measure is a level ("the unemployment
    rate"), or ''."""
    nouns = r.language.table.level_nouns
    return next((r.tokens[c.first].fold for c in r.claims if c.stage == "measure" and c.what.startswith(NOUN_OF)
                 and r.tokens[c.first].fold in nouns), "")


def _filters(r: Reading, over: str | None) -> tuple[Filter, ...]:
    by_col: dict[str, list[str]] = {}
    for m in r.members:
        by_col.setdefault(m.column, []).append(m.value)  # "" (a weekday no row has) selects nothing
    return tuple(Filter(c, tuple(dict.fromkeys(v))) for c, v in by_col.items() if c != over)


#: :func:`_share_part`'s prefix for why there is no part
NOT_A_PART = "\0"


def _share_part(r: Reading, columns: tuple[str, ...]) -> str:
    """The dimension whose members are the share's part. The words right after "share of" name
    the whole: a member there ("what share of first-class passengers survived": ``Class =
    1st``) is kept as a filter of both sides, and the part is the one other dimension named; a
    word read as the table's own name there ("what share of the survivors …" over
    ``titanic-survival``) is no whole the rows can select, so the share is refused (prefixed
    :data:`NOT_A_PART`, with why), as are members of several dimensions with no whole named."""
    whole = ""
    for c in _after_share_of(r):  # "share of …"
        if c.stage == "table":
            return (f"{NOT_A_PART}the whole of the share, '{r.words(c.first, c.last)}', reads as the table's "
                    "name, which selects no rows: name the members it is of ('what share of <a value> …')")
        whole = next((col for col in columns if c.stage == "name" and c.what.startswith(f"{col} = ")), "")
        if whole:
            break
    rest = [col for col in columns if col != whole]
    if len(columns) == 1:
        return columns[0]
    if whole and len(rest) == 1:
        return rest[0]
    return (f"{NOT_A_PART}a share over members of several dimensions ({', '.join(columns)}) needs which is the "
            "whole and which the part: 'what share of <the whole> were <the part>'")


def _after_share_of(r: Reading, word: str = "share") -> Iterator[Claim]:
    """The claims right after "share of" (or the operation ``word``'s own, "percentage of"), in order,
    while they are function words, names or the table's title: where the question names the whole
    of its share."""
    share = next((c for c in r.claims if c.stage == "operation" and c.what == word), None)
    if share is None:
        return
    at = {k: c for c in r.claims for k in range(c.first, c.last + 1)}
    k = share.last + 1
    k = k + 1 if k < len(r.tokens) and r.tokens[k].fold == "of" else len(r.tokens)
    while k < len(r.tokens) and k in at and at[k].stage in ("function", "name", "table"):
        yield at[k]
        k = at[k].last + 1


def _whole_member(r: Reading, column: str, word: str = "share") -> str:
    """The member of ``column`` the words right after "share of" (or ``word``'s) name ("the world's"
    of ``country = World``): the whole the share is of, when the part is another member of the same
    column — never the sum of the column's rows, which would count the whole with its parts. '' if
    none."""
    for c in _after_share_of(r, word):
        if c.stage == "table":
            return ""
        if c.stage == "name":
            return next((m.value for m in r.members if m.column == column and c.what.startswith(f"{column} = ")
                         and r.words(c.first, c.last) == m.text), "")
    return ""


def _total_member(r: Reading, column: str) -> str:
    """The one value of ``column`` that is the whole of the others ("Total", "All"): a share of the
    column's total is that value's, never a sum counting it with its parts. '' if none or several."""
    totals = [v for v, words in zip(r.table.dimension(column).values, r.table.dimension(column).value_words, strict=True)
              if words and all(w in r.language.table.total_members for w in words)]
    return totals[0] if len(totals) == 1 else ""


def _clashing_extremes(r: Reading) -> str:
    """Words asking the highest and the lowest at once ("the coldest month in the record"):
    why no one extreme is the question's, or ''."""
    said = {c.what: r.words(c.first, c.last) for c in r.claims if c.stage == "operation" and c.what in ("max", "min")}
    if len(said) < 2:
        return ""
    return f"'{said['max']}' asks the highest and '{said['min']}' the lowest; ask for one of them"


def _operation(r: Reading) -> tuple[str, str | None, tuple[str, ...]] | str:
    """``(op, the dimension compared or ranked, its members)``, or why the words do not
    make one operation."""
    by_col: dict[str, list[str]] = {}
    said: dict[str, set[str]] = {}
    for m in r.members:
        by_col.setdefault(m.column, []).append(m.value)
        said.setdefault(m.column, set()).add(m.text)
    # members named apart ("A or B") are compared; one phrase's several values ("weekends") filter,
    # as does one value said twice (no member is compared with itself)
    several = [(c, tuple(dict.fromkeys(v))) for c, v in by_col.items() if len(said[c]) >= 2 and len(set(v)) >= 2]
    clash = r.unsupported[0] if r.unsupported else _clashing_extremes(r)
    if clash:
        return clash
    if r.percent and not r.share and not by_col and _percent_of_measure(r) and time_share_sides(r) is not None:
        return "percent_of", TIMES, ()  # "what percentage of 1991 sales came in the fourth quarter"
    if r.percent and not r.share and (named := _percent_of_member(r, by_col)) is not None:
        return named  # "China's GDP was what percentage of the United States' GDP": China / United States
    if r.share:
        if not by_col and time_share_sides(r) is not None:
            return "percent_of", TIMES, ()  # "what share of the shop's 1991 sales came in December"
        if not by_col and r.parts:
            return ("a share of time needs the whole it is a part of: name it ('of the 1991 sales', 'of the "
                    "1990s' rain')")
        if not by_col:
            return "a share needs the member it is of ('the share of Manchuria')"
        col = _share_part(r, tuple(by_col))
        if col.startswith(NOT_A_PART):
            return col[len(NOT_A_PART):]
        if any(singular(w) in r.language.table.quantity_headers for w in words_of(col)):
            return (f"the values of {col} are quantities, not parts of a whole: a share over them would add "
                    "different quantities together; ask for each one")
        adds = bool(r.measures) and all((m := r.table.schema.measure(n)) is not None and m.additivity == "flow"
                                        for n in r.measures)  # a share of a level ("vote share") is none
        whole = (_whole_member(r, col) or _total_member(r, col)) if adds else ""
        parts = tuple(v for v in dict.fromkeys(by_col[col]) if v != whole)
        if whole and len(parts) == 1:  # "what share of the world's vehicles did the US produce": US / World
            return "percent_of", col, (parts[0], whole)
        if whole:
            return (f"a share of {whole!r}, a value of {col} that is the whole of the others, is asked of one "
                    "member at a time")
        return "share", col, tuple(dict.fromkeys(by_col[col]))
    if several and not (r.statistic == "sum" and not r.compare and not r.extreme and not r.change
                        and not r.table.schema.filled):
        return "compare", several[0][0], several[0][1]
    # "the total production of Japan and Germany": one sum over the values named, never a comparison
    if time_sides(r) is not None:
        return "compare", TIMES, ()  # "were there more passengers in 1955 or in 1956"
    if _steps_asked(r):
        return "steps", None, ()  # "which year saw the biggest jump": each period's change from the one before
    if r.change and r.group is not None and (_directed(r) or _signed(r)):
        return "change", r.group, ()  # "which source grew the most": ranked by change; "which grew": those
    if r.change or r.compare and len(r.ranges) == 1 and not _compares_measures(r):
        return "change", None, ()  # "the difference in X between 2001 and 2017": two times compared
    axis = r.table.axis
    if (r.by_time is not None or r.group is not None) and not _directed(r):
        return _listing(r)
    if _extreme_of_each(r):
        return "list", r.group, ()  # "the lowest weight for each size": each size's lowest, listed
    if r.counted is not None and r.extreme:  # "which year had the most days with …": counts ranked
        return "rank", r.group, ()
    if r.by_time is not None and r.group is None:
        if r.extreme and not r.statistic and r.top <= 1 and axis is not None and _finer_or_same(r.by_time, axis):
            return r.extreme, None, ()
        return "rank", None, ()
    if r.top > 1 and r.group is None and axis is not None:  # "the 5 highest readings": its positions
        return "rank", None, ()
    if r.group is not None or r.rank or r.top:
        if r.group is None:
            return "a ranking needs what it ranks: 'which <dimension>' or 'by <dimension>'"
        return "rank", r.group, ()
    # "higher" with one thing named: nothing to compare (a second the KBs hold no data about is
    # stated by the plan beside the first's reading)
    if r.compare and not _compares_measures(r) and not r.unknown:
        return ("a comparison needs two or more things to compare ('was A or B higher'); the question "
                "names one")
    if r.extreme and r.statistic and (entity := _entity_asked(r)) is not None:
        return "rank", entity, ()  # "which occupation had the least education on average": its series ranked
    if r.extreme and r.statistic:
        return (f"'{r.extreme_words}' and '{r.statistic_words}' together need a grouping "
                "('which year', 'which <dimension>')")
    if r.extreme:
        return r.extreme, None, ()
    return (r.statistic or "value"), None, ()


def _entity_asked(r: Reading) -> str | None:
    """"Which occupation had the least education on average" over ``Prestige.csv``: "which"
    before a word read as the table's own title asks one of the table's things — the one
    dimension that tells its rows apart (its grain), else the one that names its series — or None."""
    schema = r.table.schema
    entity = schema.grain if len(schema.grain) == 1 else schema.entity
    if len(entity) != 1 or schema.dimension(entity[0]) is None:
        return None
    at = {c.first: c for c in r.claims}
    asks = [c for c in r.claims if c.stage == "function" and r.tokens[c.first].fold in ("which", "what")]
    return entity[0] if any((t := at.get(c.last + 1)) is not None and t.stage == "table" for c in asks) else None


#: the words that open a grouping of every group ("for each size", "per store", "by month"),
#: where "which …" asks one of them
EACH_WORDS = frozenset({"each", "every", "per", "by"})


def _extreme_of_each(r: Reading) -> bool:
    """"The lowest weight for each size", "the highest temperature of every month": a
    superlative and no other statistic, said of a grouping of every group, with nothing that
    ranks the groups ("which", "top 3", "rank") — each group's own extreme, listed, never the
    group whose average is the extreme."""
    opened = [r.tokens[c.first].fold for c in r.claims if c.stage == "grouping"]
    return (bool(r.extreme) and not r.statistic and r.top <= 1 and not r.rank and not r.change
            and bool(opened) and all(w in EACH_WORDS for w in opened)
            and not any(c.stage == "operation" and c.what == "rank" for c in r.claims))


def _steps_asked(r: Reading) -> bool:
    """"Which year saw the biggest increase in X", "the largest drop over the month before": a
    change word and a superlative with a period asked ("which year") or a step phrase, and no
    dimension ranked — each period's change from the one before, ranked."""
    return (r.change and bool(r.extreme) and r.group is None and len(r.ranges) <= 1 and not r.compare
            and not r.share and (bool(r.step) or r.by_time not in (None, "time")))


def _step_unit(r: Reading) -> str | TableCompilation:
    """The period whose changes from the one before are ranked: the unit the step phrase and the
    grouping say (one of them, or the same), which the axis must step by; else why not."""
    units = {u for u in (r.step, r.by_time) if u}
    axis = r.table.axis
    if len(units) > 1:
        return _refusal(r, "not_expressible", f"'which {r.by_time}' and a change over the {r.step} before name two "
                        "periods; ask with one")
    unit = units.pop()
    coarser = (axis is not None and axis.kind in ("date", "datetime") and unit in BUCKETED_STEPS
               and axis.granularity in GRAINS and GRAINS.index(axis.granularity) < GRAINS.index(unit))
    if axis is None or axis.granularity != unit and not coarser:
        step = axis.granularity if axis is not None else "none"
        return _refusal(r, "not_expressible", f"a change from one {unit} to the next needs one reading a {unit}; the "
                        f"table's time steps by {step}: ask for each {unit}'s total or average and compare two")
    if r.extreme == "min" and any(t.fold in r.language.table.rising_words for t in r.tokens):
        return _refusal(r, "not_expressible", "'the smallest' rise: the least rise or the largest fall? Ask for the "
                        "largest rise or the largest fall")
    return unit


#: the calendar buckets whose aggregates a change from one period to the next may step over
BUCKETED_STEPS = ("year", "quarter", "month", "day")


def _step_direction(r: Reading) -> str:
    """">" a rise asked ("jump", "increase"), "<" a fall ("drop"), "" any change (the largest
    in size)."""
    tw = r.language.table
    said = [c for c in r.claims if c.stage == "operation" and c.what == "change"]
    words = {r.tokens[c.first].fold for c in said}
    if words & tw.falling_words or r.extreme == "min" and not words & tw.rising_words:
        return "<"
    return ">" if words & tw.rising_words else ""


def _signed(r: Reading) -> str:
    """"Which countries' life expectancy fell between 1987 and 1992": a "which" grouping and a
    change word that says its direction, with nothing that ranks — the groups whose change has
    that sign ("<" fell, ">" rose), or ""."""
    tw = r.language.table
    which = any(c.stage == "grouping" and r.tokens[c.first].fold in ("which", "what") for c in r.claims)
    said = [r.tokens[c.first].fold for c in r.claims if c.stage == "operation" and c.what == "change"]
    if not which or _directed(r) or len(said) != 1:
        return ""
    return "<" if said[0] in tw.falling_words else ">" if said[0] in tw.rising_words else ""


def _directed(r: Reading) -> bool:
    """A grouping ranked: a superlative ("the highest"), "top 3", "rank", "order"."""
    return bool(r.extreme or r.top) or any(c.stage == "operation" and c.what == "rank" for c in r.claims)


def _per_bucket(r: Reading, measure: str) -> tuple[str, str, str] | TableCompilation:
    """"How much rain fell on average per year": a flow's yearly totals, averaged (op mean over
    the buckets, statistic sum within each); a level's "average per month" lists each month's
    mean; a measure whose readings may add up or not is asked about."""
    m = r.table.schema.measure(measure)
    unit = r.by_time
    if unit in RECURRING_BUCKETS:  # "on average per day of the week": every week's Mondays are one group
        return _refusal(r, "not_expressible", f"'per {unit}' of a recurring part of the calendar: each holds every "
                        "year's or week's readings; ask for the total or the average of each")
    if m is not None and m.additivity == "flow":
        return "mean", "sum", f"{measure} is a flow: each {unit}'s total, averaged over the {unit}s"
    if m is not None and m.additivity == "level":
        return "list", "mean", "asked"
    axis = r.table.axis
    if axis is not None and axis.granularity == unit and axis.positions == r.table.rows:
        # "how many discoveries a year on average" of one reading a year: the total and the mean of each year agree
        return "mean", "mean", f"{measure} has one reading a {unit}: their mean"
    return _refusal(r, "not_expressible", f"'per {unit}' with an average: whether {measure}'s readings add up (the "
                    f"mean of the {unit}ly totals) or not (each {unit}'s mean) is not known; declare its additivity "
                    "in the manifest, or ask 'the average … in each " + f"{unit}'")


def _per_member(r: Reading, measure: str, column: str) -> tuple[str, str, str] | TableCompilation:
    """"The average number of doctor visits per person in 1988": each member's own amount, then
    their mean — a flow's total per member; of another measure, the one reading each member has
    in the rows selected (checked where it runs); never the mean of the readings as such."""
    m = r.table.schema.measure(measure)
    if m is not None and m.additivity == "flow":
        return "mean", "sum", f"{measure} is a flow: each {column}'s total, averaged over the {column} values"
    return "mean", "value", f"each {column}'s one reading, averaged over the {column} values"


def _ranks_all(r: Reading) -> bool:
    """"Rank the sources by …", "order the years by …": a rank word with no count and no
    superlative orders every group (top 0)."""
    return not r.extreme and any(c.stage == "operation" and c.what == "rank" for c in r.claims)


def _listing(r: Reading) -> tuple[str, str | None, tuple[str, ...]] | str:
    """"The average temp_max in each month of 2013", "total sales by store": every group's value,
    never one of them as the answer. "Which month …" with nothing that ranks asks which group
    meets something the question does not say, unless a condition says it ("which countries
    had … below 45": the groups whose readings meet it); a condition on the readings is not one
    on each group's statistic (but the count of the readings that meet it is each group's)."""
    group = f"'{r.group}'" if r.group is not None else f"the {r.by_time}"
    if r.per and r.statistic == "mean" and not r.conditions and (r.group is None or r.by_time is None):
        return "mean", r.group, ()  # "on average per year", "per person": each one's own aggregate, averaged
    which = any(c.stage == "grouping" and r.tokens[c.first].fold in ("which", "what", "when") for c in r.claims)
    if which and r.conditions and r.statistic in ("first", "last") and r.group is None:
        return r.statistic, None, ()  # "in which year did the population first exceed 1 billion": the earliest
    if which and r.conditions:  # "which countries had a life expectancy below 45": those that meet it
        return "list", r.group, ()
    if which:
        return (f"the question asks which of {group} values, but names no ranking ('the highest …') or "
                "value to find: say which")
    if r.conditions and r.statistic != "count":
        return (f"a condition on the readings ('{r.conditions[0][2]}') with a listing by {group}: ask for the "
                "count or the statistic of the readings that meet it in one interval")
    return "list", r.group, ()


def measure_share(r: Reading) -> TableCompilation | None:
    """"What share of US prisoners were women in 2019": two measures of the same rows, the whole
    named right after "share of" (``stateFedIncarcerees``) and the part after it
    (``stateFedFemales``) — the part's reading over the whole's, × 100 (``op = "percent_of"``,
    both readings stated, each one reading where the question selects it or asked back). None
    where the question is no such form; measures in different declared units are refused."""
    if not r.share or len(r.measures) != 2 or r.change or r.extreme or r.statistic or r.conditions or r.unmatched \
            or unclaimed(r) or r.group is not None or r.by_time is not None:
        return None
    share = next((c for c in r.claims if c.stage == "operation" and c.what == "share"), None)
    said = sorted((c for c in r.claims if c.stage == "measure" and c.what in r.measures), key=lambda c: c.first)
    if share is None or not said or said[0].first <= share.last:
        return None
    titled = {k for c in r.claims if c.stage == "table" for k in range(c.first, c.last + 1)}
    between = range(share.last + 1, said[0].first)
    if not between or r.tokens[between[0]].fold != "of" or any(
            r.tokens[k].fold not in r.language.function_words and k not in titled for k in between):
        return None  # the whole right after "share of" (function words or the table's own name between)
    whole = said[0].what
    part = next(m for m in r.measures if m != whole)
    units = {(m.unit or "") for m in r.table.schema.measures if m.name in (part, whole)}
    if len(units) != 1:
        return _refusal(r, "not_expressible", f"{part} and {whole} are stated in different units: a share of one in "
                        "the other would divide different quantities")
    scope = _scope(r, _interval_parts(r), _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    q = TableQuery(r.table.kb, r.table.source, part, "percent_of", _filters(r, None), scope, over=MEASURES,
                   members=(part, whole), percent=True,
                   statistic_why=f"the share of {whole} that {part} is: {part} / {whole} × 100, read over the same rows")
    return _compiled(r, q, _notes(r))


def build_query(r: Reading) -> TableCompilation:
    """The compilation of one table's reading (see the module doc for the order), held to
    what a document table's cells answer (:func:`document_cells`)."""
    return totals_left_out(r, document_cells(r, percent_of(r) or measure_share(r) or _build_query(r)))


#: the operations a document table's cells answer: one row's value in a column, two compared,
#: one as a percentage of the other
DOCUMENT_TABLE_OPS = ("value", "compare", "percent_of")

#: the words right before the whole of "A as a percentage of B", "A out of B", "of A in B" ("the" aside)
WHOLE_MARKERS = (("as", "a", "percentage", "of"), ("as", "a", "percent", "of"), ("as", "a", "proportion", "of"),
                 ("out", "of"), ("in",))


def _named_things(r: Reading) -> list[tuple[str, str, int]]:
    """``(kind, name, first token)`` of each row ("row") and column ("measure") the question names."""
    entity = r.table.schema.entity
    rows = {m.text: m.value for m in r.members if m.column in entity}
    out = []
    for c in r.claims:
        if c.stage == "measure" and c.what in r.measures:
            out.append(("measure", c.what, c.first))
        elif c.stage == "name" and r.words(c.first, c.last) in rows:
            out.append(("row", rows[r.words(c.first, c.last)], c.first))
    return sorted(out, key=lambda t: t[2])


def _whole_marked(r: Reading, first: int) -> bool:
    """Whether the words before token ``first`` ("the" aside) are one of :data:`WHOLE_MARKERS`."""
    k = first - 1
    while k >= 0 and r.tokens[k].fold == "the":
        k -= 1
    before = tuple(t.fold for t in r.tokens[max(0, k - 3):k + 1])
    return any(before[-len(m):] == m for m in WHOLE_MARKERS)


def percent_of(r: Reading) -> TableCompilation | None:
    """A document table's "A as a percentage of B", "the percentage of A in B", "A out of B": two
    rows in one column, or two columns of one row, A named before the whole B, which the words
    of :data:`WHOLE_MARKERS` name — A / B × 100 (``op = "percent_of"``). None where the question
    is no such form, or which is the whole is not said so (the other rules read it, or refuse)."""
    if (not r.table.schema.filled or not r.percent or r.change or r.statistic or r.extreme or r.unmatched
            or unclaimed(r) or r.conditions):
        return None
    things = _named_things(r)
    rows = list(dict.fromkeys(n for k, n, _i in things if k == "row"))
    measures = list(dict.fromkeys(n for k, n, _i in things if k == "measure"))
    if len(measures) == 2 and len(rows) == 1:
        pair = "measure"
    elif len(rows) == 2 and len(measures) <= 1:
        pair = "row"
    else:
        return None
    wholes = [(n, i) for k, n, i in things if k == pair and _whole_marked(r, i)]
    if len({n for n, _i in wholes}) != 1:
        return None
    whole, at = wholes[0]
    part = next((n for k, n, i in things if k == pair and n != whole and i < at), None)
    if part is None:
        return None
    entity = r.table.schema.entity[0]
    if pair == "measure":
        units = {m.unit for m in r.table.schema.measures if m.name in (part, whole)}
        if len(units) != 1:
            return None
        q = TableQuery(r.table.kb, r.table.source, part, "percent_of", (Filter(entity, (rows[0],)),), None,
                       over=MEASURES, members=(part, whole), percent=True)
        return _compiled(r, q)
    measure = r.measures[0] if len(r.measures) == 1 else only_filled_column(r) if not r.measures else None
    if not isinstance(measure, str):
        return None
    q = TableQuery(r.table.kb, r.table.source, measure, "percent_of", (), None, over=entity, members=(part, whole),
                   percent=True)
    return _compiled(r, q)


def totals_left_out(r: Reading, c: TableCompilation) -> TableCompilation:
    """A total row among the values a query spans (``TableSchema.totals``: ``World`` among the
    countries, found at ingestion): left out of every rank, comparison and aggregate over that
    dimension that names none of its values — the sum would count it with its parts, the ranking
    put it first — and the answer says so."""
    q = c.query
    if q is None or not r.table.schema.totals:
        return c
    left, notes = [], []
    for column, value in r.table.schema.totals:
        if any(f.column == column for f in (*q.filters, *q.excluded)) or q.over == column and q.members \
                and (value in q.members or q.op != "share"):
            continue  # values of it named (the total among them or not): only those are read
        left.append(Filter(column, (value,)))
        notes.append(f"{value} is left out of the {column} values: its readings are the sum of the others'")
    if not left:
        return c
    return replace(c, query=replace(q, excluded=(*q.excluded, *left)), notes=(*c.notes, *notes))


def document_cells(r: Reading, c: TableCompilation) -> TableCompilation:
    """A report table kept as a relation (``TableSchema.filled``: its rows are line items, some
    the totals of others) answers a row's value in one column, the sum or mean of the rows the
    question names, and two rows (or two columns of a row) compared — never an aggregate over rows
    it does not name (a Total row would be counted with its parts), a ranking or a count, nor a
    percentage or ratio the comparison does not compute."""
    q = c.query
    if q is None or not r.table.schema.filled or q.op == "percent_of":
        return c
    named = len(q.filters) == 1 and q.filters[0].column in r.table.schema.entity and not q.percent \
        and not q.conditions
    one_row = named and len(q.filters[0].values) == 1
    if named and q.op in ("sum", "mean") and q.statistic == q.op and q.over is None:
        return c  # "the total X of A", "the sum / average of A and B": the rows named, no other
    if (q.op in DOCUMENT_TABLE_OPS and not q.statistic and not q.percent and not q.conditions
            and (one_row or q.op == "compare" and not r.change)):
        return c  # a change between two rows has a direction the comparison does not say
    return _refusal(r, "not_expressible", f"{r.table.source}'s table is a report's: its rows are line items, "
                    "totals among them; only a row's value in a column, or two rows or columns compared, is read "
                    "from it")


def _build_query(r: Reading) -> TableCompilation:
    left = unclaimed(r)
    measure = _measure(r)
    bad = [u for u in r.unmatched if not u.ambiguous]
    if bad:
        u = bad[0]
        near = f" (nearest: {', '.join(u.nearest)})" if u.nearest else ""
        return _refusal(r, "unknown_name", f"{r.table.source} has no {u.text}{near}", not_applied=left)
    unknown = _unknown_phrases(r)
    # "housing starts in Texas" over one national series; "cholera deaths in Scotland" beside a cause of
    # death the table holds: a place it has no dimension for, so its readings are not said to be Scotland's
    if unknown and not _names_subject(r):
        return _refusal(r, "unknown_name", f"{r.table.source} holds no {', '.join(repr(u) for u in unknown)}: "
                        "its readings are not of what the question names", not_applied=left)
    if r.asks_when and r.tokens[0].fold == "when" and r.table.axis is None and r.attribute is None and r.group is None:
        # "when did the Democrats have the most seats" over a table with no time axis: its rows have no time to name
        return _refusal(r, "not_expressible", f"'when' asks a time, and {r.table.source} has no time axis: no "
                        "reading of it has a time to name (declare its time column in the manifest)", not_applied=left)
    grouped = [m for m in r.members if r.group is not None and m.column == r.group]
    if len(grouped) == 1:  # "which Ohio county" where OHIO is a county: the answer would rank one county
        # (two or more restrict the ranking to them: "which of Brahe and Clavius")
        m = grouped[0]
        return _refusal(r, "ambiguous_name", f"'{m.text}' is a {m.column} ({m.value}), and the question asks which "
                        f"{m.column}: name what '{m.text}' qualifies (its column's value as the table writes it)",
                        not_applied=left)
    amb = [u for u in r.unmatched if u.ambiguous]
    if amb:
        u = amb[0]
        return _refusal(r, "ambiguous_name", f"'{u.text}' matches several {u.column} values: "
                        f"{'; '.join(u.candidates)}. Name the one you mean", not_applied=left)
    if r.attribute is not None and not r.measures and not r.measure_choices:
        return _attribute_query(r, left)
    counted = _counted_dimension(r, left)
    if counted is not None and r.members and _whole_numbers(r, counted):
        return _attribute_query(replace(r, attribute=counted), left)  # "how many children were in family 136"
    if counted is not None:
        return _members_query(r, counted)
    if (r.rows_counted or r.mode is not None) and not r.measures and not r.measure_choices:
        return _rows_query(r, left)
    if isinstance(measure, TableCompilation) and left and measure.reason_kind == "no_measure" \
            and r.statistic == "count" and not r.extreme:
        return _not_applied(r, left)  # "how many federal holidays": a count needs no measure; the word unread is why
    if isinstance(measure, TableCompilation):
        return measure if measure.reason_kind == "unknown_measure" else replace(measure, not_applied=left)
    if left:
        return _not_applied(r, left)
    return _query(r, measure)


def _unknown_phrases(r: Reading) -> list[str]:
    """The names the KBs do not know, each as the question writes it ("Law Dome", not "Law" and
    "Dome"): adjacent unknown words are one name."""
    spans: list[list[int]] = []
    for c in sorted((c for c in r.claims if c.stage == "unknown_name"), key=lambda c: c.first):
        if spans and c.first == spans[-1][1] + 1 \
                and not r.question[r.tokens[spans[-1][1]].end:r.tokens[c.first].start].strip():  # no comma between
            spans[-1][1] = c.last
        else:
            spans.append([c.first, c.last])
    return [r.words(a, b) for a, b in spans]


def _names_subject(r: Reading) -> bool:
    """The question names the table's own subject by its title or entity, exactly and as a name ("Nottingham"
    of ``nottingham-temps``, "the US" for United States, "Manaus" for the measure ``manaus`` of
    ``manaus.csv``): a name beside it that the KB does not
    know qualifies that subject ("Nottingham Castle") and is reported, not a second subject."""
    title = {w for t in r.table.title for w in t if len(w) >= 4}  # "Manaus": the measure named like its file
    return any(_a_name(r.tokens[k]) and (c.stage == "table" and not c.what.endswith(FUZZY)
                                         or c.stage == "measure" and singular(r.tokens[k].fold) in title)
               for c in r.claims for k in range(c.first, c.last + 1))


def _a_name(t: Token) -> bool:
    """A word written as a name: capitalised, not the question's first word ("Nottingham",
    "US"; never "housing starts", which say what is counted, not whose)."""
    return t.index > 0 and t.kind == "word" and t.text[:1].isupper()


def _not_applied(r: Reading, left: tuple[str, ...]) -> TableCompilation:
    hint = _row_noun_hint(r, left)
    return _refusal(r, "not_applied", "Not applied: " + "; ".join(f"'{p}'" for p in left)
                    + f" — no measure, name, time or operation of {r.table.source} reads it"
                    + (_measure_hint(r, left) or (hint[1] if hint else "")), not_applied=left,
                    hints=(hint,) if hint else ())


def _row_noun_hint(r: Reading, left: tuple[str, ...]) -> tuple[str, str] | None:
    """``(phrase, hint)``: an unread plural noun over a table whose rows are things (a dimension
    tells them apart, or no time axis orders them) may say what its rows are ("how many cars have
    6 cylinders" of ``mpg.csv``): whether each row is one of them the table does not say — how to
    declare it (the source's ``entity``, which names its rows). Never over one series a period
    ("jobs" of a table of monthly industry counts)."""
    if r.table.axis is not None and not r.table.dimensions or r.table.schema.filled:
        return None  # a report's table: its rows are line items, named by their labels
    tw = r.language.table
    named = {k for c in r.claims if c.stage == "name" for k in range(c.first, c.last + 1)}
    for phrase in left:
        words = [t for t in tokenize(phrase) if t.kind == "word"]
        last = words[-1].fold if words else ""
        if len(last) <= 3 or singular(last) == last or tw.unit_of(singular(last)) or last in tw.count_words \
                or last in tw.row_words or last in r.language.common_words:
            continue
        # said as a noun: after a quantifier, an article or "of", or after a member ("Audi cars"), never a
        # verb's "-s" ("which feed gives …")
        if any(t.fold == last and r.free(i) and i and (r.tokens[i - 1].fold in ROW_NOUN_LEADS or i - 1 in named)
               for i, t in enumerate(r.tokens)):
            return phrase, (f"; if each row of {r.table.source} is one of the {last}, declare it: "
                            f"entity = \"{last}\" in the table's [[source]] of the manifest")
    return None


#: words after which a plural says things counted or selected ("how many cars", "of the cars")
ROW_NOUN_LEADS = frozenset({"many", "the", "of", "all", "these", "those", "among", "amongst", "which", "what"})


def _measure_hint(r: Reading, left: tuple[str, ...]) -> str:
    """With no measure named, an unread word may be the measure under another name: the
    table's measures, and how to declare the word ("flow" of a table whose one column is
    ``volume``)."""
    if r.measures or r.measure_choices or not r.table.measures:
        return ""
    names = [m.measure.name for m in r.table.measures]
    listed = f"its one measure is {names[0]}" if len(names) == 1 else f"its measures: {', '.join(names[:8])}"
    return f" ({listed}; if '{left[0]}' names a measure, declare it as an alias in the manifest's [vocabulary])"


def _finer_or_same(unit: str, axis) -> bool:
    """"which day" on a daily axis: the extreme's own position answers."""
    return unit in GRAINS and axis.granularity in GRAINS and GRAINS.index(unit) <= GRAINS.index(axis.granularity)


def _scope_text(r: Reading, parts) -> str:
    own = {id(p) for p in r.parts} if not r.inherited else set()
    return " ".join(r.words(p.first, p.last) if id(p) in own else p.label for p in parts)


#: time parts that recur every year (a month, a quarter of every year, a weekday), not a position
RECURRING_PARTS = ("months", "weekdays")


def _recurring_end(r: Reading, rng) -> str:
    """Why a change's ends are not two positions: on an axis with years, an end that recurs
    every year ("January" beside "June 1975" on a monthly axis of many years) is a set of
    readings, not a position; "" when both ends are positions."""
    axis = r.table.axis
    if axis is None or not (axis.calendar or axis.years):
        return ""
    for end in (rng.start, rng.end):
        if end.kind in RECURRING_PARTS:
            return (f"'{end.label}' is not one position of the table's time axis but every year's; a change "
                    "needs two positions: name the year ('between January 1975 and June 1975')")
    return ""


def _statistic_of_points(r: Reading, ends) -> str:
    """Why a statistic asked beside a change applies to nothing: each end is one position at
    the axis's own grain ("1970" on a yearly axis), so "average … growth from 1970 to 1979"
    asks either the average over the years or the change between the two; "" otherwise (a
    year's average of monthly readings at each end is the statistic applied)."""
    axis = r.table.axis
    if not r.statistic or axis is None or not all(e.unit == axis.granularity for e in ends):
        return ""
    word = r.statistic_words or r.statistic
    return (f"'{word}' asks a statistic over readings, but each end of the change is one {axis.granularity}'s "
            f"reading: ask for the {r.statistic} over the interval, or for the change between its ends")


def _query(r: Reading, measure: str) -> TableCompilation:
    if r.statistic == "correlation":
        return _correlation_query(r)
    found = _operation(r)
    if isinstance(found, str):
        return _refusal(r, "not_expressible", found)
    op, over, members = found
    ends = None
    ranged = {id(p) for x in r.ranges for p in (x.start, x.end)}
    if op == "steps":
        return _steps_query(r, measure)
    if over == TIMES and op == "percent_of":
        return _time_share_query(r, measure)
    if over == TIMES:
        return _times_query(r, measure)
    if op == "change":
        found_ends = _change_ends(r)
        if isinstance(found_ends, TableCompilation):
            return found_ends
        ends = found_ends
        parts = [p for p in r.parts if id(p) not in ranged]
    else:
        parts = _interval_parts(r)
    scope = _scope(r, parts, _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    statistic, why = (r.statistic, "asked") if r.statistic else _statistic(r, measure)
    descending = not r.ascending and r.extreme != "min"
    said_as = r.compare_said if op == "compare" else ()
    signed = _signed(r) if op == "change" and over is not None else ""
    if op == "change" and over is not None:  # the groups ranked by their change between the ends
        falling = any(t.fold in r.language.table.falling_words for t in r.tokens)
        if falling and r.extreme == "min":
            return _refusal(r, "not_expressible", "'the least' of a fall: the smallest fall, or the rise? Ask "
                                                  "which grew the most, or fell the most")
        op, descending = "rank", descending != falling
        said_as = ("fall", "min") if falling else ()
    if op in ("compare", "share", "change") and r.extreme and not r.statistic or op == "list" and _extreme_of_each(r):
        statistic, why = r.extreme, "asked"  # "the highest X of A than of B": the peaks compared
    elif op == "rank" and r.extreme and not r.statistic and statistic == "mean" and (verb := _reading_attained(r)):
        statistic, why = r.extreme, f"'{verb}' says a reading: each group's own extreme ranked"
    if statistic == "range" and op != "range":
        return _refusal(r, "not_expressible", "a range (the highest reading less the lowest) is computed over one "
                        "interval's readings, not for each group or beside another operation; ask it of one")
    if op in ("max", "min", "mean", "sum", "count", "first", "last", "median", "stdev", "range"):
        statistic, why = op, "asked"
    if op == "mean" and r.per and over is not None:
        found = _per_member(r, measure, over)
        if isinstance(found, TableCompilation):
            return found
        op, statistic, why = found
    elif op == "mean" and r.per and r.by_time is not None:
        found = _per_bucket(r, measure)
        if isinstance(found, TableCompilation):
            return found
        op, statistic, why = found
    derived: tuple[str, str] | tuple[()] = ()
    if _compares_measures(r):
        unread = _measures_compared_unread(r)
        rowwise = _rows_where_higher(r, scope) if statistic == "count" and not unread else None
        if rowwise is not None:
            return rowwise
        found = _difference(r, unread) if unread else _measures_compared(r, statistic, why)
        if isinstance(found, TableCompilation):
            return found
        if unread:  # "which day had the biggest difference between temp_max and temp_min"
            derived, measure = found, f"difference between {found[0]} and {found[1]}"
            op, over, members, statistic, why = r.extreme, None, (), r.extreme, "asked"
        else:
            (statistic, why), op, over, members = found, "compare", MEASURES, r.measures
    conditions = _conditions(r, measure)
    if isinstance(conditions, TableCompilation):
        return conditions
    if r.counted is not None:  # "which year had the most days with …": each group's count of them
        counted = _counted_rank(r, op, conditions)
        if counted is not None:
            return counted
        statistic, why = "count", f"the {r.counted.words} where {' and '.join(c.words for c in conditions)}, counted"
    over_rows = op == "compare" and not r.statistic and _cells_add_up(r, measure)
    if over_rows:  # "did more men or more women survive": each member's cells summed
        statistic, why = "sum", f"{measure} counts, and a table with no time axis has cells that add up"
    flag = _flag_counted(r, measure) if op == "count" and not conditions else None
    if flag is not None:  # "how many World Series did the Yankees win": the rows where the flag holds
        q = TableQuery(r.table.kb, r.table.source, "", "count", _filters(r, None), scope, statistic="count",
                       statistic_why=f"'how many' of {flag.text}: the rows where {flag.column} is {flag.value}, counted")
        return _compiled(r, q, _notes(r))
    counts = _counted_amounts(r, measure, (op, statistic, why), conditions)
    if isinstance(counts, TableCompilation):
        return counts
    op, statistic, why = counts
    if op == "share" and statistic != "sum" and _counts_things(r, measure):
        # "what share of Victoria's prisoners were on remand in the September quarter of 2014": a count of
        # things at one position of the axis adds up across members, whatever it does over time (the
        # store refuses a level's share over several positions)
        statistic, why = "sum", f"{measure} counts things: one position's members add up"
    every = _every_said(r) if op == "value" and _adds_up(r, measure) else None
    if every is not None:  # "how many polio cases across the states in 1952": all their readings summed
        op, statistic, why = "sum", "sum", f"'{every}': the readings of {measure} of every one, summed (they add up)"
    cut = _total_cut(r, measure, op, statistic, [r.ranges[0].start, r.ranges[0].end] if ends else parts)
    if cut is not None:
        return cut
    by_time = None
    if op in ("rank", "list") and r.group is None or op == "mean" and r.per:
        by_time = r.by_time or "time"
    unread = _percent_unread(r, measure, op, signed)
    if unread:
        return _refusal(r, "not_expressible", unread)
    q = TableQuery(r.table.kb, r.table.source, measure, op, _filters(r, over), scope,
                   statistic=statistic, statistic_why=why, over=over, members=members, ends=ends,
                   percent=r.percent, top=0 if signed else r.top or (0 if _ranks_all(r) else 1), nth=r.nth,
                   signed=signed,
                   descending=descending, by_time=by_time,
                   said_as=said_as, conditions=conditions, over_rows=over_rows, counted=r.counted,
                   derived=derived, spelled=_spelled(r, members) if op == "compare" else (),
                   holds=op == "count" and not conditions and not _readings_said(r))
    return _compiled(r, q, _notes(r))


def _percent_of_member(r: Reading, by_col: Mapping[str, list[str]]) -> tuple[str, str, tuple[str, str]] | str | None:
    """"A was what percentage of B", "what percentage of B was A", "A as a percentage of B": two
    members of one column, the one named right after the percent word's "of" the whole
    (:func:`_whole_member`) — ``("percent_of", column, (part, whole))``; a reason where more than one
    member could be the part; None where no member follows "percentage of", or it is the only one."""
    if r.change:
        return None
    found = [(col, whole) for col in by_col if (whole := _whole_member(r, col, "percent"))]
    if not found:
        return None
    column, whole = found[0]
    parts = tuple(v for v in dict.fromkeys(by_col[column]) if v != whole)
    if not parts:
        return None  # the whole alone named: a share within it, read elsewhere
    if len(parts) != 1 or len(by_col) != 1:
        return f"'{whole}' is asked as the whole of one member's percentage: name the two members"
    return "percent_of", column, (parts[0], whole)


#: the operations whose answer is a reading or a statistic of readings, in the measure's own unit
READING_OPS = ("value", "mean", "sum", "max", "min", "first", "last", "median")


def _percent_unread(r: Reading, measure: str, op: str, signed: str) -> str:
    """Why a percent the question asks is not what the query computes, or "": "the average
    winning percentage" read as ``wins`` averages wins, never a percentage. A percent word right
    after the measure's words says the quantity is a percent; a reading or a statistic of
    readings is one only when the measure is stated in percent (its unit or a percent word of its
    name). A change, a comparison, a count or a share computes its own."""
    said = next((c for c in r.claims if c.stage == "operation" and c.what == "percent"), None)
    if not r.percent or said is None or op not in READING_OPS or signed or r.change or r.share:
        return ""
    before = not any(c.stage == "measure" and c.last == said.first - 1 for c in r.claims)
    if before and not _percent_of_measure(r):
        return ""  # "by what percentage": a percent the operation computes
    m = r.table.schema.measure(measure)
    percent_words = r.language.table.percent | r.language.table.share
    if m is None or is_percent(m.unit) or any(w in percent_words for w in name_words(m.column)) \
            or any(w in percent_words for words in r.table.measure(measure).names for w in words):
        return ""
    if before:  # "what percentage of sales came in December": a share of a whole the question does not name
        return (f"'{r.words(said.first, said.last)}' asks a share of {measure}, and the question names no whole it "
                f"is a share of, while {measure} is not stated in percent: name the whole ('of the 1991 sales'), or "
                "declare its unit in the manifest")
    return (f"'{r.words(said.first, said.last)}' asks a percent, and {measure} is not stated in percent (no percent unit or word in its "
            "name): say what it is a percent of, or declare its unit in the manifest")


def _flag_counted(r: Reading, measure: str) -> Member | None:
    """"How many World Series did the Yankees win": "how many" right before a yes/no dimension's
    word (``world_series_winner = Y``) counts the rows where it holds — the things the flag
    marks — not an amount of a measure in them; over a table whose cells count things (a
    frequency table's ``Freq``) the cells are summed instead (:func:`_counted_amounts`)."""
    count = next((c for c in r.claims if c.stage == "operation" and c.what == "count"), None)
    if count is None or _frequency_table(r, measure) or _cells_add_up(r, measure):
        return None
    after = after_function_words(r, count.last + 1)
    if after is None or after.stage != "name":
        return None
    said = r.words(after.first, after.last)
    member = next((m for m in r.members if m.text == said), None)
    if member is None or r.table.schema.dimension(member.column) is None:
        return None
    flags = flag_values(r.table.dimension(member.column).values, r.language.table)
    return member if flags is not None and member.value == flags[0] else None


def _every_said(r: Reading) -> str | None:
    """The words that take every value of a dimension ("across the states", "the districts of Kern
    County": a grouping of every one) or the whole table ("across the United States" of
    ``us_contagious_diseases``: its title after "across" or "all"), or None."""
    leads = r.language.table.row_lead_words
    for c in r.claims:
        if c.stage == "grouping" and c.what.startswith("every ") and r.tokens[c.first].fold not in ("which", "what"):
            return r.words(c.first, c.last)
        k = c.first - 1
        while k >= 0 and r.tokens[k].fold in ("the", "of"):
            k -= 1
        if c.stage == "table" and k >= 0 and r.tokens[k].fold in leads:
            return r.words(k, c.last)
    return None


def _adds_up(r: Reading, measure: str) -> bool:
    """A measure whose readings add up: a flow, or one that counts things."""
    m = r.table.schema.measure(measure)
    return m is not None and (m.additivity == "flow" or _counts_things(r, measure))


def _readings_said(r: Reading) -> bool:
    """"How many readings of survived": the question names the readings it counts."""
    return any(t.fold in r.language.table.row_words or t.fold in ("values", "value") for t in r.tokens)


def _spelled(r: Reading, members: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The compared members the question says in other words than the table writes them
    ("Florida" for ``FL``; "south-eastern" for the measure ``seRain``): each with the
    question's words, once."""
    said = [(m.value, m.text) for m in r.members] + list(r.measures_said)
    return tuple(dict.fromkeys((value, text) for value, text in said if value in members
                               and fold_key(text) != fold_key(value)))


def _change_ends(r: Reading) -> tuple[TimeScope, TimeScope] | TableCompilation:
    """The two ends of a change, each a scope of its own ("between 2001 and 2005"), or why not."""
    if len(r.ranges) != 1:
        return _refusal(r, "not_expressible", "a change needs two positions: say 'between X and Y' or 'from X to Y'")
    rng = r.ranges[0]
    recurring = _recurring_end(r, rng)
    if recurring:
        return _refusal(r, "not_expressible", recurring)
    # "August traffic between 2003 and 2015": the question's other parts of time hold at each end
    others = [p for p in r.parts if p is not rng.start and p is not rng.end]
    first = _scope(r, [rng.start, *others], _scope_text(r, [rng.start, *others]))
    second = _scope(r, [rng.end, *others], _scope_text(r, [rng.end, *others]))
    for s in (first, second):
        if isinstance(s, TableCompilation):
            return s
    unapplied = _statistic_of_points(r, (first, second))
    return _refusal(r, "not_expressible", unapplied) if unapplied else (first, second)


def _counted_amounts(r: Reading, measure: str, reading: tuple[str, str, str],
                     conditions: tuple[Condition, ...]) -> tuple[str, str, str] | TableCompilation:
    """``(op, statistic, why)`` once "how many" and shares of a count are read as the count's amount
    (its rows summed) where they ask it, else as they were."""
    op, statistic, why = reading
    if op == "value" and _counts_asked(r, measure):
        return "sum", "sum", f"'how many' of {measure}, a count: its rows summed"
    if op == "share" and _frequency_table(r, measure) and statistic != "sum":
        return op, "sum", f"a share of {measure}, a frequency table's count: its cells add up"
    if op == "count" and not conditions and _frequency_counted(r, measure):
        return "sum", "sum", (f"'how many' over {measure}, a frequency table's count: "
                              "each row counts one cell, so the rows selected are summed")
    if op == "count" and not conditions and not _rows_counted(r):
        return _amount_of_member(r, measure)
    return op, statistic, why


#: time parts that name no year: the same months, weekdays or days of every year
RECURRING_KINDS = ("months", "weekdays", "monthday")


def time_sides(r: Reading) -> tuple[list, list] | None:
    """The two parts of time a comparison sets against each other: the question's time parts
    before and after a word joining them ("in 1955 or in 1956", "on weekdays than at
    weekends"); None when the question compares no two times (a change's "between 2001 and
    2017" is a change; two members or two measures are compared as such)."""
    if not r.compare or r.change or r.ranges or len(r.parts) < 2 or _compares_measures(r):
        return None
    for k, t in enumerate(r.tokens):
        if t.fold not in r.language.table.time_comparers:
            continue
        before = [p for p in r.parts if p.last < k]
        after = [p for p in r.parts if p.first > k]
        if before and after:
            return _shared_year(before, after)
    return None


def _shared_year(before: list, after: list) -> tuple[list, list]:
    """A year said once, at the end or the start, of two sides that name none otherwise: both
    sides' ("on weekdays or at weekends in 2013", "in 2013, on weekdays or at weekends")."""
    def recurring(side: list) -> bool:
        return all(p.kind in RECURRING_KINDS for p in side)

    if len(after) > 1 and recurring(before) and recurring(after[:-1]) and not recurring(after[-1:]):
        return [*before, after[-1]], after
    if len(before) > 1 and recurring(after) and recurring(before[1:]) and not recurring(before[:1]):
        return before, [before[0], *after]
    return before, after


def _sides_unequal(r: Reading, sides: tuple[list, list]) -> str:
    """Why two parts of time are not compared as written: one names a year and the other does
    not ("in January or in February 2016") over data of several years — which year the first
    means is not said; "" when both or neither name one, or the data holds one year."""
    dated = [any(p.kind not in RECURRING_KINDS for p in side) for side in sides]
    if dated[0] == dated[1] or years_of_data(r.table.axis) == 1:
        return ""
    words = [" ".join(r.words(p.first, p.last) for p in side) for side in sides]
    return (f"'{words[0]}' and '{words[1]}' are compared, but only one of them names a year and the data holds "
            f"several: say the year of each ('{words[1 if dated[1] else 0]}' and the other with its year)")


def _percent_of_measure(r: Reading) -> bool:
    """A percent word, "of", then the measure within a few words ("what percentage of 1991 sales"): a
    share of it asked — never "by what percentage did consumption change"."""
    said = next((c for c in r.claims if c.stage == "operation" and c.what == "percent"), None)
    if said is None or said.last + 1 >= len(r.tokens) or r.tokens[said.last + 1].fold != "of":
        return False
    return any(c.stage == "measure" and said.last + 1 < c.first <= said.last + 5 for c in r.claims)


def time_share_sides(r: Reading) -> tuple[list, list] | None:
    """"What share of the shop's 1991 sales came in December", "what percentage of the 1990s'
    rain fell in 1995": two parts of time, one (the whole) one interval holding the other's
    readings there — ``(the part's parts, the whole's parts)`` (the part read inside the whole:
    December of 1991), or None."""
    parts = [p for p in r.parts if not p.excluded]
    if len(parts) != 2 or r.ranges or r.table.axis is None:
        return None
    found = {}
    for key, side in (("a", [parts[0]]), ("b", [parts[1]]), ("ab", parts)):
        got = scope_on(side, r.table.axis, "")
        if isinstance(got, NotExpressible) or not got.intervals:
            return None
        found[key] = got.intervals
    for whole, other in (("a", [parts[0]]), ("b", [parts[1]])):
        outer = found[whole]
        if len(outer) == 1 and found["ab"] != outer and all(outer[0][0] <= lo and hi <= outer[0][1]
                                                            for lo, hi in found["ab"]):
            return parts, other
    return None


def _time_share_query(r: Reading, measure: str) -> TableCompilation:
    """The part's total over the whole's, as a percentage (:func:`time_share_sides`): a flow's
    readings add up over each; a level's (a temperature) make no share and are refused."""
    part, whole = time_share_sides(r) or ([], [])
    m = r.table.schema.measure(measure)
    if m is None or m.additivity != "flow":
        return _refusal(r, "not_expressible", f"a share of time adds {measure}'s readings over each part, and "
                        f"{measure} is not known to add up (a flow): declare its additivity in the manifest if it does")
    ends = []
    inner = [p for p in part if p not in whole]
    for side, label in ((part, f"{_scope_text(r, inner)} of {_scope_text(r, whole)}"), (whole, _scope_text(r, whole))):
        sc = _scope(r, side, _scope_text(r, side))
        if isinstance(sc, TableCompilation):
            return sc
        ends.append(replace(sc, label=label))  # "December of 1991", "1991": as the question says them
    q = TableQuery(r.table.kb, r.table.source, measure, "percent_of", _filters(r, None), None, statistic="sum",
                   statistic_why=f"{measure} is a flow: its readings add up over each part of time", over=TIMES,
                   members=tuple(e.label for e in ends), ends=(ends[0], ends[1]), percent=True)
    return _compiled(r, q, _notes(r))


def _times_query(r: Reading, measure: str) -> TableCompilation:
    """"Were there more passengers in 1955 or in 1956", "was the average TMAX higher on weekdays
    or at weekends": the measure's statistic over each part of time, compared."""
    sides = time_sides(r)
    unequal = _sides_unequal(r, sides)
    if unequal:
        return _refusal(r, "not_expressible", unequal)
    statistic, why = _statistic(r, measure)
    if r.extreme and not r.statistic:
        statistic, why = r.extreme, "asked"
    ends = []
    for side in sides:
        s = _scope(r, side, _scope_text(r, side))
        if isinstance(s, TableCompilation):
            return s
        cut = _total_cut(r, measure, "compare", statistic, side)
        if cut is not None:
            return cut
        ends.append(s)
    conditions = _conditions(r, measure)
    if isinstance(conditions, TableCompilation):
        return conditions
    q = TableQuery(r.table.kb, r.table.source, measure, "compare", _filters(r, None), None, statistic=statistic,
                   statistic_why=why, over=TIMES, members=tuple(e.label for e in ends), ends=(ends[0], ends[1]),
                   percent=r.percent, conditions=conditions, said_as=r.compare_said)
    return _compiled(r, q, _notes(r))


def _steps_query(r: Reading, measure: str) -> TableCompilation:
    """Each period's change from the one before, over the question's interval, ranked."""
    unit = _step_unit(r)
    if isinstance(unit, TableCompilation):
        return unit
    parts = _interval_parts(r)
    scope = _scope(r, parts, _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    conditions = _conditions(r, measure)
    if isinstance(conditions, TableCompilation):
        return conditions
    bucketed = r.table.axis.granularity != unit
    if conditions or r.statistic and not bucketed:
        return _refusal(r, "not_expressible", "a change from one period to the next ranks the readings themselves: a "
                        "condition or a statistic on them is not applied; ask without it")
    statistic, why = _statistic(r, measure) if bucketed else ("value", f"each {unit}'s reading")
    if not statistic:
        return _refusal(r, "not_expressible", f"each {unit} holds several readings of {measure}, and {why}: ask for "
                        f"the change in the {unit}'s total or in its average")
    q = TableQuery(r.table.kb, r.table.source, measure, "steps", _filters(r, None), scope, statistic=statistic,
                   statistic_why=f"{why}; each {unit} against the {unit} before", percent=r.percent,
                   signed=_step_direction(r), by_time=unit, step_said=bool(r.step))
    return _compiled(r, q, _notes(r))


def _correlation_query(r: Reading) -> TableCompilation:
    """"The correlation between temp_max and wind in 2013": Pearson's r of two measures over the
    rows that hold both, in the interval and rows the question selects."""
    if len(r.measures) != 2:
        return _refusal(r, "not_expressible", "a correlation is of two measures: name both ('the correlation between "
                        "A and B')")
    if r.group is not None or r.by_time is not None or r.extreme or r.change or r.conditions:
        return _refusal(r, "not_expressible", "a correlation is computed over one interval's rows, not for each group "
                        "nor beside another operation; ask it of one")
    scope = _scope(r, _interval_parts(r), _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    q = TableQuery(r.table.kb, r.table.source, r.measures[0], "correlation", _filters(r, None), scope,
                   statistic="correlation", statistic_why="asked", over=MEASURES, members=r.measures)
    return _compiled(r, q)


def _total_cut(r: Reading, measure: str, op: str, statistic: str, parts) -> TableCompilation | None:
    """A total over a period the data starts or ends inside ("the total sales of Austin in 2015"
    where the readings stop in July) is not that period's total: refused, saying where the data
    ends (:func:`.timescope.cut_by_the_data`). A mean, a ranking or a count of what is there is
    answered; a sum is the statistic asked, or the one a flow's readings take over the period."""
    m = r.table.schema.measure(measure)
    summed = statistic == "sum" or not statistic and m is not None and m.additivity == "flow"
    if not summed or op in ("rank", "list", "count", "share"):
        return None
    cut = cut_by_the_data(parts, r.table.axis)
    if not cut:
        return None
    return _refusal(r, "outside_data", f"{cut}: a total of {measure} over it would leave out the readings the data "
                    "does not hold; ask for the months (or days) the data covers")


def _difference(r: Reading, unread: str) -> tuple[str, str] | TableCompilation:
    """The two measures whose per-reading difference "the biggest difference between A and B"
    (over the readings, or "which day" on a daily axis) ranks; else the refusal ``unread``
    says: a group of several readings (which of their differences?), a condition, units that
    differ, no superlative."""
    axis = r.table.axis
    coarser = r.by_time is not None and (axis is None or not _finer_or_same(r.by_time, axis))
    if len(r.measures) != 2 or not r.extreme or r.group is not None or coarser or r.conditions or r.statistic:
        return _refusal(r, "not_expressible", unread)
    units = {m.unit for n in r.measures if (m := r.table.schema.measure(n)) is not None}
    if len(units) > 1:
        return _refusal(r, "not_expressible", f"{' and '.join(r.measures)} are in different units "
                        f"({', '.join(sorted(str(u) for u in units))}): their difference is no quantity")
    return r.measures[0], r.measures[1]


def _measures_compared_unread(r: Reading) -> str:
    """Why a comparison of two measures cannot answer this question ("" when it can): in each
    group ("which day had the biggest difference between temp_max and temp_min") or with a
    superlative said of the difference itself ("the biggest difference"), it asks each reading's
    difference ranked — a derived measure, not the two measures' own statistics compared."""
    if r.group is not None or r.by_time is not None:
        group = r.group or r.by_time
        return (f"a comparison of {' and '.join(r.measures)} in each {group} (each reading's difference, "
                "ranked) is not computed: compare them over one interval, or ask each one's highest")
    compared = [c for c in r.claims if c.stage == "operation" and c.what == "comparison"]
    said = [c for c in r.claims if c.stage == "operation" and c.what in ("max", "min")
            and any(c.last + 1 == k.first for k in compared)]
    if said:
        return (f"'{r.words(said[0].first, compared[0].last)}' ranks each reading's difference between "
                f"{' and '.join(r.measures)}, which is not computed: compare them over one interval, or "
                "ask each one's highest")
    return ""


def _counted_rank(r: Reading, op: str, conditions: tuple[Condition, ...]) -> TableCompilation | None:
    """Why "the most <things>" cannot be counted here, or None: it ranks groups ("which year"),
    and counts the things where a condition on the readings holds ("with precipitation above
    10"); with no condition it would count every reading (the days of each year)."""
    words = r.counted.words
    if op != "rank":
        return _refusal(r, "not_expressible", f"'{words}' is counted in each group, and the question ranks no "
                        "groups: ask 'which year had the most …'")
    if not conditions:
        return _refusal(r, "not_expressible", f"'the most {words}' counts the {words} where something holds, and the "
                        "question states no condition on the readings ('with precipitation above 10', 'in a crisis')")
    return None


def _conditions(r: Reading, measure: str) -> tuple[Condition, ...] | TableCompilation:
    """The question's conditions on its measure ("above 70"), or why one cannot hold: a
    number written as a percent for a measure not known to be one, or several measures."""
    if not r.conditions:
        return ()
    if _compares_measures(r):
        return _refusal(r, "not_expressible", "a condition on a value ('above 70') with several measures "
                        "compared: ask about one measure")
    out = []
    for op, v, text, said, on in r.conditions:
        subject = on or measure
        m = r.table.schema.measure(subject)
        unit = m.unit if m is not None else None
        percent = said == "%"
        scales = dict(r.language.table.scale_words)
        scaled = [w for w in text.lower().split() if w in scales]
        unit_scales = {scales[w] for w in (unit or "").lower().split() if w in scales}
        if scaled and unit_scales == {scales[scaled[0]]} and len(scaled) == 1:
            # "above 9.5 million barrels a day" of a measure in million barrels per day: the number as the
            # table states it (the condition holds the number scaled, 9.5 million: the unit's scale undone)
            v = _unscaled(v, scales[scaled[0]])
        elif scaled and (not unit or unit_scales):
            stated = f"is stated in {unit}" if unit else "has no declared unit (it may be stated in thousands)"
            return _refusal(r, "not_expressible", f"'{text}' is scaled by '{scaled[0]}', and {subject} {stated}: say "
                            "the number as the table states it, or declare its unit in the manifest")
        if percent and not is_percent(unit):
            return _refusal(r, "not_expressible", f"'{text}' is a percent, and the unit of {subject} is "
                            f"{'not known' if not unit else repr(unit)}: declare it in the manifest "
                            f"(units = {{{subject} = \"%\"}}) if its readings are percents")
        if said and not percent and not unit_match(said, unit or _header_unit(m), after_number=True):
            return _refusal(r, "not_expressible", f"'{text}' is in {said}, and {subject} "
                            f"{f'is in {unit}' if unit else 'has no declared unit'}: say the number in the table's "
                            f"unit, or declare it in the manifest (units = {{{subject} = \"...\"}})")
        out.append(Condition(subject, op, v, text, existence=text in r.existence))
    return tuple(out)


def _unscaled(value: float, scale: float) -> float:
    """``value`` divided by ``scale`` as decimals do it (9,500,000 / 1e6 is 9.5 exactly)."""
    return float(Decimal(repr(value)) / Decimal(repr(scale)))


def _header_unit(m: Measure | None) -> str | None:
    """The unit a measure's header writes among its words ("yrs" of ``yrs.service``), for a
    measure with none declared: a word of two letters or more the units registry names."""
    if m is None:
        return None
    return next((w for w in name_words(m.column) if len(w) >= 2 and unit_of(w, after_number=True) is not None), None)


def _counted_dimension(r: Reading, left: tuple[str, ...]) -> str | None:
    """"How many states does the table cover?", "how many countries are there": the dimension
    whose values are counted — "how many" then the dimension's plural, no measure named, nothing
    left but words that say "the table holds" — or None."""
    if r.statistic != "count" or r.measure_choices or r.measures and not r.conditions:
        return None  # "how many states had sales": which reading of sales counts is not said
    if r.extreme or r.compare or r.change or r.share or r.top or r.unsupported or r.group is not None:
        return None
    holds = r.language.table.reporting_verbs | r.language.table.holding_verbs
    if not all(w in holds for p in left for w in p.lower().split()):
        return None
    count = next((c for c in r.claims if c.stage == "operation" and c.what == "count"), None)
    after = next((c for c in r.claims if count is not None and c.stage == "grouping" and c.first > count.last
                  and c.what.startswith("every ") and _only_function_words(r, count.last + 1, c.first - 1)), None)
    column = after.what.removeprefix("every ") if after is not None else None
    return column if column is not None and r.table.schema.dimension(column) is not None else None


def _only_function_words(r: Reading, first: int, last: int) -> bool:
    """Tokens ``first``–``last`` (none when ``last`` < ``first``) all read as function words
    ("how many of the airports": 'of the')."""
    stages = {k: c.stage for c in r.claims for k in range(c.first, c.last + 1)}
    return all(stages.get(k) == "function" for k in range(first, last + 1))


def _interval_parts(r: Reading) -> list:
    """The time parts of a question that asks over one interval, its ranges ("between 2001 and
    2005") read from the first's start to the second's end."""
    ranged = {id(p) for x in r.ranges for p in (x.start, x.end)}
    parts = [p for p in r.parts if id(p) not in ranged]
    for x in r.ranges:  # "… and <end>"
        parts += [replace(x.start, open="since", label=f"between {x.start.label}"), replace(x.end, open="until")]
    return parts


def _members_query(r: Reading, column: str) -> TableCompilation:
    scope = _scope(r, _interval_parts(r), _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    measure = r.measures[0] if len(r.measures) == 1 else ""
    if not r.measures and r.conditions:  # "in how many states was the median income below $25,000": the estimate
        measure = _beside_its_errors(r) or ""
    conditions = _conditions(r, measure) if r.conditions else ()
    if isinstance(conditions, TableCompilation):
        return conditions
    if r.conditions and not all(c.measure for c in conditions):
        said = next((c.text for c in conditions if not c.measure and c.text), "")
        quoted = f" ('{said}')" if said else ""
        return _refusal(r, "not_expressible", f"the condition{quoted} needs the measure it is on: name the measure "
                        f"(its measures: {', '.join(m.measure.name for m in r.table.measures)})")
    q = TableQuery(r.table.kb, r.table.source, measure, "members", _filters(r, column), scope, over=column,
                   conditions=conditions)
    return _compiled(r, q, read=unclaimed(r))


def _rows_query(r: Reading, left: tuple[str, ...]) -> TableCompilation:
    """"How many rows are there for 2013" (the rows the names and the time select, counted), or
    "the most common weather in 2013" (the dimension's values ranked by their rows)."""
    holds = r.language.table.reporting_verbs | r.language.table.holding_verbs
    if any(w not in holds for p in left for w in p.lower().split()):
        return _not_applied(r, left)
    ranked = _counts_ranked(r)
    if ranked is not None:
        return ranked
    if r.extreme or r.compare or r.change or r.share and not r.counted_state or r.conditions or r.unsupported:
        return _refusal(r, "not_expressible", "a count of rows with another operation is not computed: ask for "
                                              "the rows alone, or name the measure")
    scope = _scope(r, _interval_parts(r), _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    if r.mode is None and (r.statistic not in ("", "count") or r.per or r.by_time is not None or r.group is not None):
        return _rows_per_unit(r, scope)
    counts = [m.measure.name for m in r.table.measures if _frequency_table(r, m.measure.name)] if r.mode else []
    if r.mode is not None and len(counts) == 1:  # each row one cell of counts: the most common weighs them
        q = TableQuery(r.table.kb, r.table.source, counts[0], "rank", _filters(r, r.mode), scope, statistic="sum",
                       statistic_why=f"the most common {r.mode} of a frequency table: its {counts[0]} summed",
                       over=r.mode, top=1)
    elif r.mode is not None:
        q = TableQuery(r.table.kb, r.table.source, "", "rank", _filters(r, r.mode), scope, statistic="count",
                       statistic_why="asked", over=r.mode, top=1)
    else:
        q = TableQuery(r.table.kb, r.table.source, "", "count", _filters(r, None), scope, statistic="count",
                       statistic_why="asked", percent=bool(r.counted_state) and r.percent, whole_over=r.counted_state,
                       counted=r.counted if r.counted is not None and r.counted.unit else None)
    return _compiled(r, q, read=left)


def _rows_per_unit(r: Reading, scope: TimeScope) -> TableCompilation:
    """"How many disasters per year on average in the 1860s": the rows over the whole years (or
    months) of the interval, every one inside the data, a year with none counting 0; anything
    else over a count of rows ("each state") is refused, never answered with the total."""
    said = f"per {r.by_time}" if r.by_time else f"each {r.group}" if r.group else r.statistic_words
    if r.group is None and r.by_time in ("year", "month") and (r.per or r.statistic == "mean") \
            and r.table.axis is not None:
        units = whole_units(scope, r.table.axis, r.by_time)
        if isinstance(units, int) and units > 0:
            q = TableQuery(r.table.kb, r.table.source, "", "count", _filters(r, None), scope, statistic="count",
                           statistic_why="rows counted", by_time=r.by_time, units=units)
            return _compiled(r, q, _notes(r))
        if isinstance(units, str):
            return _refusal(r, "not_expressible", f"'{said}' over a count of rows: {units}")
    return _refusal(r, "not_expressible", f"'{said}' over a count of rows is not computed (a period with no row "
                                          "would count 0): ask for the count over the interval")


def _counts_ranked(r: Reading) -> TableCompilation | None:
    """"Which year had the most disasters", "were there more disasters in the 1850s or in the
    1930s": the rows counted in each calendar bucket and ranked (the most only: a bucket with no
    row is no group, so the fewest is refused), or in each of two parts of time and compared;
    None when the question asks neither."""
    if r.conditions or r.unsupported or r.change or r.share or r.mode is not None or r.group is not None:
        return None
    sides = time_sides(r) if r.compare and not r.extreme else None
    if sides is not None:
        unequal = _sides_unequal(r, sides)
        if unequal:
            return _refusal(r, "not_expressible", unequal)
        ends = []
        for side in sides:
            s = _scope(r, side, _scope_text(r, side))
            if isinstance(s, TableCompilation):
                return s
            ends.append(s)
        q = TableQuery(r.table.kb, r.table.source, "", "compare", _filters(r, None), None, statistic="count",
                       statistic_why="rows counted", over=TIMES, members=tuple(e.label for e in ends),
                       ends=(ends[0], ends[1]), said_as=r.compare_said)
        return _compiled(r, q, _notes(r))
    if not r.extreme or r.by_time in (None, "time") or r.compare or r.statistic:
        return None
    if r.extreme != "max" or r.ascending:
        return _refusal(r, "not_expressible", f"the fewest rows in a {r.by_time}: a {r.by_time} with none has no "
                        "row to count, so it is not ranked; ask for the most, or for one period's count")
    scope = _scope(r, _interval_parts(r), _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    q = TableQuery(r.table.kb, r.table.source, "", "rank", _filters(r, None), scope, statistic="count",
                   statistic_why="rows counted", top=r.top or 1, by_time=r.by_time)
    return _compiled(r, q, _notes(r))


def _whole_numbers(r: Reading, column: str) -> bool:
    """A dimension every value of which is a whole number (a family's ``children``): "how many
    children" of the rows named is its value there, a number the table states — never an id's
    (``AirportID``: a label, whose values are counted)."""
    if r.table.schema.dimension(column) is None:
        return False
    d = r.table.dimension(column)
    return not d.is_id and bool(d.values) and all(str(v).strip().isdigit() for v in d.values)


def _attribute_query(r: Reading, left: tuple[str, ...]) -> TableCompilation:
    """The value of a dimension on the rows of the named members ("the household income of
    individual 5"): one value answers, several are listed back (:func:`~noesis.facts.tablequery`)."""
    if left:
        return _not_applied(r, left)
    counted = r.statistic == "count" and _whole_numbers(r, r.attribute or "")  # "how many children": its value
    if r.extreme or r.statistic and not counted or r.change or r.share or r.rank or r.top or r.group is not None:
        return _refusal(r, "not_expressible", f"{r.attribute} is a dimension of {r.table.source}, not a measure: "
                        "its value can be read for the rows named, not computed over")
    scope = _scope(r, _interval_parts(r), _scope_text(r, r.parts))
    if isinstance(scope, TableCompilation):
        return scope
    q = TableQuery(r.table.kb, r.table.source, "", "attribute", _filters(r, None), scope, over=r.attribute)
    return _compiled(r, q)


def read_tables(question: str, tables: Sequence[TableLexicon], language: Language,
                tokens: Sequence[Token] | None = None, external: frozenset[str] = frozenset(),
                named: tuple[tuple[str, str], ...] = (), unknown: tuple[str, ...] = (),
                keep: tuple[str, str] | None = None) -> list[Reading]:
    """Every table's reading of the question (the tables no word of it touches left out,
    but ``keep`` — the previous question's table, as ``(kb, source)``)."""
    toks = tuple(tokens) if tokens is not None else tokenize(question)
    singulars = tuple(singular(t.fold) for t in toks)
    content = tuple(w for w, t in zip(singulars, toks, strict=True) if t.fold not in language.glue)
    named_words = frozenset(singular(w) for text, _e in named for w in text.casefold().split())
    # a table no content word of the question could name is not read (its reading binds nothing)
    touched = [t for t in tables if t.touches(content, named_words) or (t.kb, t.source) == keep] or list(tables[:1])
    alike: dict[int, Reading] = {}  # tables alike but for a name the question does not say read alike
    out = []
    for t in touched:
        if t.title_touched(content):
            out.append(read_question(Reading(question, toks, t, language, external=external, named=named,
                                             unknown=unknown, singulars=singulars)))
            continue
        if t.signature not in alike:
            alike[t.signature] = read_question(Reading(question, toks, t, language, external=external, named=named,
                                                       unknown=unknown, singulars=singulars))
        out.append(replace(alike[t.signature], table=t))
    return out


def compile_question(question: str, tables: Sequence[TableLexicon], language: Language,
                     previous: str | None = None, external: frozenset[str] = frozenset(),
                     named: tuple[tuple[str, str], ...] = (), unknown: tuple[str, ...] = ()) -> TableCompilation | None:
    """The compilation of ``question`` over ``tables``; None when no table fits it (no
    measure, name or operation of any table is read — not a table question)."""
    if not tables:
        return None
    before = compile_question(previous, tables, language, external=external) if previous else None
    keep = (before.kb, before.source) if before is not None else None
    readings = read_tables(question, tables, language, external=external, named=named, unknown=unknown, keep=keep)
    if before is not None:  # the previous question's table: a follow-up inherits there only
        readings = [inherit(r, previous) if (r.table.kb, r.table.source) == keep else r for r in readings]
    scores = {id(r): _score(r) for r in readings}  # each reading's score once (it reads its time scope)
    readings.sort(key=lambda r: scores[id(r)])
    best = readings[0]
    if not (_bound(best) or best.concept or best.statistic or best.extreme or best.parts or best.change
            or best.mode is not None):
        return None
    ties = [r for r in readings[1:] if scores[id(r)] == scores[id(best)] and (r.measures or r.members)]
    if ties and (best.measures or best.members):
        names = ", ".join(sorted({best.table.source, *(r.table.source for r in ties)}))
        # not the whole question: rules over several tables' series (a ranking across files) may answer it
        return replace(_refusal(best, "ambiguous_table", f"the question fits several tables: {names}; name the table"),
                       bound=False)
    return build_query(best)


def inherit(r: Reading, previous: str) -> Reading:
    """A follow-up ("and its lowest?") takes the previous question's names, and its time
    scope when it names none, on the same table; its referring words are claimed."""
    prev = read_question(Reading(previous, tokenize(previous), r.table, r.language, external=r.external))
    referents = r.language.table.follow_up_referents
    refers = any(t.fold in referents for t in r.tokens) or (r.tokens and r.tokens[0].fold == "and")
    if not refers or r.members:
        return r
    r = r.with_claims(tuple(c for c in r.claims if not (c.stage == "function" and r.tokens[c.first].fold in referents)))
    got: list[str] = []
    changes: dict = {}
    if prev.members:
        changes["members"] = prev.members
        got += [m.text for m in prev.members]
    if not r.parts and prev.parts:
        changes["parts"], changes["ranges"] = prev.parts, ()
        got += [p.label for p in prev.parts]
    if not r.measures and prev.measures and not r.measure_choices:
        changes["measures"] = prev.measures
        got += list(prev.measures)
    changes["follows"] = True
    got.append(r.table.source)
    if not got:
        return r
    claims = [Claim(t.index, t.index, "follow_up", "the previous question's subject")
              for t in r.tokens if t.fold in referents and r.free(t.index)]
    return r.with_claims((*r.claims, *claims), inherited=tuple(got), **changes)


def previous_question(history: Sequence[Mapping[str, str]]) -> str | None:
    return next((t.get("content", "") for t in reversed(history) if t.get("role") == "user"), None)

