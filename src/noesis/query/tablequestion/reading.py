"""What the stages of a table question have read: claims on the one token stream, and the
typed pieces each stage found (:class:`Reading`, frozen; each stage returns a new one)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...lang import Language
from ...lang.language import TableWords
from ...relation import Counted
from ..tokens import Token, phrase
from .lexicon import TableLexicon
from .timewords import TimePart, TimeRange


@dataclass(frozen=True)
class Claim:
    """Tokens ``first``–``last`` (inclusive) read by ``stage`` as ``what``."""

    first: int
    last: int
    stage: str  # table | name | measure | time | operation | grouping | function | follow_up
    what: str


@dataclass(frozen=True)
class Member:
    """A dimension value the question names."""

    column: str
    value: str
    text: str  # the question's words


@dataclass(frozen=True)
class Unmatched:
    """A name the question gives that is no value of the table (``nearest``), or fits several
    (``candidates``)."""

    text: str
    column: str
    candidates: tuple[str, ...] = ()
    nearest: tuple[str, ...] = ()

    @property
    def ambiguous(self) -> bool:
        return len(self.candidates) > 1


#: the reading's grouping slots: one of them, once (a second one is a clash, never an override)
SINGLE_GROUPING = ("group", "by_time")


def _second_grouping(r: Reading, changes: dict) -> tuple[str, str] | None:
    """(the grouping held, the one ``changes`` would set) where they differ, else None."""
    held = r.group or r.by_time
    new = changes.get("group") or changes.get("by_time")
    if held is None or new is None or new == held:
        return None
    return held, new


@dataclass(frozen=True)
class Reading:
    question: str
    tokens: tuple[Token, ...]
    table: TableLexicon
    language: Language
    claims: tuple[Claim, ...] = ()
    members: tuple[Member, ...] = ()
    #: values the question takes out of the rows ("excluding the World", "other than China")
    excluded: tuple[Member, ...] = ()
    unmatched: tuple[Unmatched, ...] = ()
    #: names of both dimensions of a symmetric matrix (:attr:`~noesis.relation.TableSchema.mirrored`):
    #: ``(first token, last token, value, dimension, other dimension)``, bound once all are read
    mirrors: tuple[tuple[int, int, str, str, str], ...] = ()
    measures: tuple[str, ...] = ()
    #: ``(measure, the question's words)`` of each measure one claim added ("south-eastern": ``seRain``)
    measures_said: tuple[tuple[str, str], ...] = ()
    #: several measures fit one word ("temperature": temp_max, temp_min)
    measure_choices: tuple[tuple[str, tuple[str, ...]], ...] = ()
    statistic: str = ""  # sum | mean | count | first | last (an aggregate word)
    statistic_words: str = ""
    extreme: str = ""  # max | min (a superlative: highest, hottest, peaked …)
    extreme_words: str = ""
    concept: tuple[str, ...] = ()  # a superlative's concept words ("hottest": temperature)
    #: a comparative said of one kind of measure ("faster": a time) and that kind's words
    compare_words: str = ""
    compare_concept: tuple[str, ...] = ()
    compare_said: tuple[str, str] | tuple[()] = ()  # (the word, the end it names: max | min)
    #: conditions on the measure: ``(op, value, the question's words, the unit said after the
    #: number — "%" for a percent, "feet" of "above 580 feet", "" for none)`` (the last: the measure
    #: it is on, when another than the one asked: "days with temp_max below 0")
    conditions: tuple[tuple[str, float, str, str, str], ...] = ()
    #: the conditions' words said as having the measure ("had a banking crisis": above 0)
    existence: tuple[str, ...] = ()
    change: bool = False
    #: "over the year before": each period's change from the one before is what is ranked (the unit)
    step: str = ""
    percent: bool = False
    compare: bool = False
    share: bool = False
    rank: bool = False
    top: int = 0
    #: "the second highest": the place in the ranking the question asks (the top ``nth``, its last)
    nth: int = 0
    ascending: bool = False
    group: str | None = None  # a dimension column to rank over
    #: a dimension whose value the question asks ("the household income of individual 5")
    attribute: str | None = None
    by_time: str | None = None  # "time" (each position) or a calendar unit ("year")
    #: the grouping said "per year" or "annual": each bucket's own aggregate, then the statistic
    #: over them ("how much rain fell on average per year": the mean of the yearly totals)
    per: bool = False
    #: "how many rows / records", "how many sunny days" over one row a day: the rows are counted
    rows_counted: bool = False
    #: "what share of days were rainy": the dimension whose value the rows counted hold, every
    #: value of it the whole
    counted_state: str = ""
    #: "the most common weather": the dimension whose values are ranked by how many rows hold them
    mode: str | None = None
    #: "which year had the most days with …": what each group's count counts
    counted: Counted | None = None
    asks_when: bool = False
    parts: tuple[TimePart, ...] = ()
    ranges: tuple[TimeRange, ...] = ()
    inherited: tuple[str, ...] = field(default=())  # what a follow-up took from the previous question
    #: folded words other stages of the plan read (a curated predicate, a document's entity)
    external: frozenset[str] = frozenset()
    #: names the plan's resolver matched (aliases included): ``(question text, entity)``
    named: tuple[tuple[str, str], ...] = ()
    #: names the resolver found no entity for (the answer states it has no data about them)
    unknown: tuple[str, ...] = ()
    #: a follow-up whose previous question named this table (by its name or a member)
    follows: bool = False
    #: a rate's "per N" no measure's name holds but a declared unit states ("per 100,000
    #: people"): ``(N, the question's words)``, checked against the measures named once they are
    rate_unit: tuple[float, str] | tuple[()] = ()
    #: forms a stage read that no table query computes, each with why ("the most countries":
    #: a count of members); the compilation refuses with the first
    unsupported: tuple[str, ...] = ()

    #: the token indexes the claims cover (kept beside them: every stage asks it often)
    claimed: frozenset[int] = frozenset()
    #: each token's folded word without its plural ending (computed once per question)
    singulars: tuple[str, ...] = ()

    @property
    def table_words(self) -> TableWords:
        """The language's table words with the degrees of this table's measure nouns."""
        return self.table.words(self.language.table)

    # ---- claims --------------------------------------------------------------------
    def free(self, i: int) -> bool:
        return i not in self.claimed

    def free_run(self, first: int, last: int) -> bool:
        return self.claimed.isdisjoint(range(first, last + 1))

    def claim(self, first: int, last: int, stage: str, what: str, **changes) -> Reading:
        """The reading with tokens ``first``–``last`` read as ``what``. A grouping the reading
        already holds is never replaced by another ("which year had the most days …": the year,
        then the days): the second is recorded as a form no query computes, so the question is
        refused with both named instead of answered over one of them."""
        clash = _second_grouping(self, changes)
        if clash:
            changes = {k: v for k, v in changes.items() if k not in SINGLE_GROUPING}
            changes["unsupported"] = (*self.unsupported, f"'{self.words(first, last)}' groups by {clash[1]}, but "
                                      f"the question already groups by {clash[0]}: one grouping at a time")
        added = [m for m in changes.get("measures", ()) if m not in self.measures]
        if len(added) == 1:
            changes.setdefault("measures_said", (*self.measures_said, (added[0], self.words(first, last))))
        return replace(self, claims=(*self.claims, Claim(first, last, stage, what)),
                       claimed=self.claimed | frozenset(range(first, last + 1)), **changes)

    def with_claims(self, claims: tuple[Claim, ...], **changes) -> Reading:
        """The reading with ``claims`` instead of its own."""
        return replace(self, claims=claims, claimed=frozenset(i for c in claims for i in range(c.first, c.last + 1)),
                       **changes)

    def words(self, first: int, last: int) -> str:
        return phrase(self.question, self.tokens[first:last + 1])
