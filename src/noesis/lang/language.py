"""The words of the languages a mesh's KBs declare, as one frozen :class:`Language`.

Each supported language has a data-only module (:mod:`noesis.lang.en`,
:mod:`noesis.lang.it`); :mod:`noesis.lang.shared` adds the words every language needs
(particles inside foreign names, foreign articles). :func:`language_for` unions English,
the shared words and every declared language: English always, because questions and
demo KBs mix English into every language, and the engine's own sentences are English.

Roles (what each field is for):

* ``function_words`` — never start or end an unresolved name run;
* ``common_words`` — function words plus stop words, month and weekday names: a single
  such token never anchors a name, and the lexical (BM25) query leaves it out. Domain
  nouns (share, audience, programme …) are *not* common words: a KB declares the words
  that are metrics in its manifest, and the query plane skips those (``skip_words``);
* ``name_connectors`` — allowed inside a capitalised name run ("Festival di Sanremo");
* ``follow_up_cues`` / ``self_contained_cues`` — a referring expression makes a
  question a follow-up, a "which …" makes it self-contained;
* ``verbatim_patterns`` — a question asking for the words themselves;
* ``ratio_words`` — a comparison asking for a ratio rather than a difference;
* ``change_words`` — a question about one series between two positions asking for its change;
* ``reason_cues`` — a question asking why (no computed value answers it);
* ``condition_cues`` / ``weak_condition_cues`` — a condition on the values ("more than 5
  million"; the weak ones only before a number: "over 5"), which the plane does not apply;
* ``amount_words`` — after a count phrase, an amount is asked, not a count ("how many million");
* ``top_words`` / ``bottom_words`` — words before a count asking for the top or bottom k;
* ``glue_words`` — words of a curated predicate a question need not repeat;
* ``statistic_words`` — canonical statistic → words (the manifest vocabulary extends it);
* ``address`` — positional-address words under the manifest vocabulary's keys.

Unknown codes: a KB may declare a language with no module here (``language = "fr"``);
it is served in English and the code is recorded in ``Language.unsupported`` (see
:attr:`Language.note`) rather than refused, so a KB that worked before keeps working.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from types import MappingProxyType, ModuleType

from . import en, it, shared

__all__ = [
    "DEFAULT_LANGUAGE", "ENGLISH", "SUPPORTED", "AddressWords", "Language", "ReplyWords", "TableWords", "language_for",
    "normalise_code",
]

_MODULES: Mapping[str, ModuleType] = MappingProxyType({"en": en, "it": it})
#: language codes with word lists, English first
SUPPORTED: tuple[str, ...] = tuple(_MODULES)

#: manifest vocabulary key → AddressWords field (``and``/``from`` are Python keywords)
_ADDRESS_FIELDS: Mapping[str, str] = MappingProxyType({
    "second": "second", "minute": "minute", "hour": "hour", "scene": "scene",
    "section": "section", "year": "year", "around": "around", "between": "between",
    "and": "and_", "from": "from_", "to": "to", "at": "at", "the": "articles",
})


@dataclass(frozen=True)
class AddressWords:
    """Words of positional addresses; the manifest vocabulary key is in brackets."""

    second: tuple[str, ...] = ()  # [second]
    minute: tuple[str, ...] = ()  # [minute]
    hour: tuple[str, ...] = ()  # [hour]
    scene: tuple[str, ...] = ()  # [scene]
    section: tuple[str, ...] = ()  # [section]
    year: tuple[str, ...] = ()  # [year]  year and season words
    around: tuple[str, ...] = ()  # [around]
    between: tuple[str, ...] = ()  # [between]
    and_: tuple[str, ...] = ()  # [and]   "between … and …"
    from_: tuple[str, ...] = ()  # [from]  "from … to …"
    to: tuple[str, ...] = ()  # [to]
    at: tuple[str, ...] = ()  # [at]
    articles: tuple[str, ...] = ()  # [the]  between a preposition and the address


@dataclass(frozen=True)
class ReplyWords:
    """The words a model's reply states its answer with (:mod:`noesis.answer.shortanswer`);
    every phrase list longest first."""

    #: a clause before the answer that names where it was read ("According to the report,")
    lead_ins: tuple[str, ...] = ()
    #: words that open a reply stating its answer after them ("The answer is 5")
    openers: tuple[str, ...] = ()
    #: the verb between a restated question and its answer ("X was …", "X consists of …")
    links: tuple[str, ...] = ()
    #: words around an amount that do not change it ("approximately", "respectively")
    hedges: tuple[str, ...] = ()
    #: the opening of a worked reply ("To determine …") and the word of its conclusion ("Therefore")
    working_openers: tuple[str, ...] = ()
    conclusions: tuple[str, ...] = ()
    #: the word joining a list's last item ("A, B and C")
    list_joiners: tuple[str, ...] = ()
    #: what opens a remark after an amount and its comma ("$5.1 million, an increase of 3 %")
    asides: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableWords:
    """The words a question over a table is read with (:mod:`noesis.query.tablequestion`)."""

    seasons: tuple[tuple[str, tuple[int, ...]], ...] = ()  # season → months
    seasons_needing_year: frozenset[str] = frozenset()
    weekday_plurals: tuple[str, ...] = ()
    weekend: frozenset[str] = frozenset()
    workday: frozenset[str] = frozenset()
    quarter: frozenset[str] = frozenset()
    half: frozenset[str] = frozenset()
    ordinals: tuple[tuple[str, int], ...] = ()
    rank_ordinals: tuple[tuple[str, int], ...] = ()  # "second" (highest) → 2
    after: frozenset[str] = frozenset()
    before: frozenset[str] = frozenset()
    range_openers: frozenset[str] = frozenset()
    #: phrases that take the time after them out of the scope ("excluding July")
    excluding: tuple[str, ...] = ()
    #: phrases that take a named value out of the rows ("excluding the World"), and the word that
    #: closes "leaving … aside"
    excluding_members: tuple[str, ...] = ()
    excluding_closers: frozenset[str] = frozenset()
    range_joiners: frozenset[str] = frozenset()
    recent: frozenset[str] = frozenset()
    existence_verbs: frozenset[str] = frozenset()
    #: verbs that say a reading was attained ("which subject reached the highest concentration"):
    #: a ranking of groups by the extreme reading of each, not by their average
    reading_verbs: frozenset[str] = frozenset()
    #: compass words → the code a table writes ("north": n, "north northeast": nne)
    compass_points: tuple[tuple[str, str], ...] = ()
    #: "the last measurement": an end word → "first" | "last", and the occasion nouns it goes with
    occasion_ends: tuple[tuple[str, str], ...] = ()
    occasions: frozenset[str] = frozenset()
    units: tuple[tuple[str, tuple[str, ...]], ...] = ()  # calendar unit → its words
    superlatives: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    #: superlatives whose direction holds only for their concept ("fastest": of a time, the least)
    concept_bound: frozenset[str] = frozenset()
    naming_superlatives: frozenset[str] = frozenset()
    comparatives: frozenset[str] = frozenset()
    #: comparatives said of one kind of measure only ("faster": of a time) → that kind's words
    concept_comparatives: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    #: nouns an adjective makes irregularly → (its high-end adjectives, its low-end ones), and the
    #: noun endings made of an adjective → the adjective's ending (noesis.lang.degrees)
    degree_nouns: tuple[tuple[str, tuple[tuple[str, ...], tuple[str, ...]]], ...] = ()
    degree_suffixes: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: a table's own: its measure nouns' adjectives → (the end each names, the nouns) — "how hard",
    #: "the most humid" (empty in a language: :meth:`TableLexicon.words` adds them per table)
    degree_positives: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    #: comparatives that set a threshold on one kind of measure before "than" and a number
    #: ("older than 50" → age above 50) → (the comparison, that kind's words)
    concept_thresholds: tuple[tuple[str, tuple[str, tuple[str, ...]]], ...] = ()
    #: a comparative's direction, where it has one ("larger" → max, "fewer" → min)
    comparative_directions: tuple[tuple[str, str], ...] = ()
    #: words that set a threshold before a number ("exceed" → ">", "below" → "<")
    threshold_words: tuple[tuple[str, str], ...] = ()
    #: thresholds of several words ("more than" → ">") and sign words ("negative" → "<")
    threshold_phrases: tuple[tuple[str, str], ...] = ()
    #: "a dose of 1": the articles before a measure that make "of" and a number its value
    value_articles: frozenset[str] = frozenset()
    sign_words: tuple[tuple[str, str], ...] = ()
    percent_units: frozenset[str] = frozenset()
    copulas: frozenset[str] = frozenset()
    coordinators: frozenset[str] = frozenset()
    pair_leads: frozenset[str] = frozenset()
    event_count_leads: frozenset[str] = frozenset()
    concept_predicates: tuple[tuple[str, tuple[str, ...]], ...] = ()
    population_nouns: frozenset[str] = frozenset()
    person_kinds: frozenset[str] = frozenset()
    member_nouns: frozenset[str] = frozenset()
    auxiliaries: frozenset[str] = frozenset()
    subject_pronouns: frozenset[str] = frozenset()
    direction_words: tuple[tuple[str, tuple[str, ...]], ...] = ()
    generic_persons: frozenset[str] = frozenset()
    holding_verbs: frozenset[str] = frozenset()
    count_units: frozenset[str] = frozenset()
    #: a measure's names that say it is another's uncertainty ("moe", "margin of error", "standard error"):
    #: never the quantity a question that names no measure asks
    uncertainty_names: frozenset[str] = frozenset()
    frequency_measures: frozenset[str] = frozenset()
    quantity_headers: frozenset[str] = frozenset()
    total_members: frozenset[str] = frozenset()
    threshold_verbs: frozenset[str] = frozenset()
    event_counts: frozenset[str] = frozenset()
    falling_words: frozenset[str] = frozenset()
    rising_words: frozenset[str] = frozenset()
    row_words: frozenset[str] = frozenset()
    mode_words: tuple[str, ...] = ()
    #: canonical statistic → words, of the statistics only table rows compute ("median")
    statistics: tuple[tuple[str, tuple[str, ...]], ...] = ()
    row_lead_words: frozenset[str] = frozenset()
    #: words before a unit that say the unit a rate is quoted in ("against the dollar")
    unit_leads: frozenset[str] = frozenset()
    number_words: tuple[tuple[str, int], ...] = ()
    fraction_percents: tuple[tuple[str, int], ...] = ()
    row_selectors: frozenset[str] = frozenset()
    #: scale words after a number ("thousands" → 1e3)
    scale_words: tuple[tuple[str, float], ...] = ()
    #: what a question listing a row's positions says of it ("calculated", "reported")
    reporting_verbs: frozenset[str] = frozenset()
    #: the cue phrases of arithmetic across two rows, by operation (query/rowarithmetic)
    row_operations: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: "the percentage of A in B": the words before B that make A the part
    share_joiners: frozenset[str] = frozenset()
    #: "the percentage of sales represented by gross profit": before the second name, the part's
    #: verb phrase — the second over the first
    share_by_phrases: tuple[str, ...] = ()
    #: words before "<number> <units>" that make it a count of units, never a position
    counted_before: frozenset[str] = frozenset()
    #: "… went to women": the verbs that say a share's part ("went", before "to" or "on to")
    share_verbs: frozenset[str] = frozenset()
    #: what a question listing several values says of them ("respective", "both")
    list_words: frozenset[str] = frozenset()
    #: the list words that say each value is asked on its own ("respectively")
    respective_words: frozenset[str] = frozenset()
    #: the words a report's periods are named with besides their dates ("fiscal", "ended")
    period_words: frozenset[str] = frozenset()
    #: "the components of X", "the items under X": the nouns a question asks a section's rows
    #: with, and the words besides them that ask it ("consist of", "making up", "financial items")
    component_nouns: frozenset[str] = frozenset()
    component_verbs: frozenset[str] = frozenset()
    component_words: frozenset[str] = frozenset()
    by_how_much: tuple[str, ...] = ()
    difference_units: tuple[str, ...] = ()
    time_comparers: frozenset[str] = frozenset()
    #: "over the year before": the phrases (longest first) and the unit each names
    step_phrases: tuple[tuple[str, str], ...] = ()
    point_measure_units: frozenset[str] = frozenset()
    share: frozenset[str] = frozenset()
    percent: frozenset[str] = frozenset()
    rank: frozenset[str] = frozenset()
    question_words: frozenset[str] = frozenset()
    count_words: frozenset[str] = frozenset()
    follow_up_referents: frozenset[str] = frozenset()
    measure_nouns: frozenset[str] = frozenset()
    #: a header's or title's noun → the nouns that name the same things ("employment": jobs),
    #: singular: what a question may say for it (one way: the header's word is never read as these)
    noun_equivalents: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: verbs of scoring ("score higher"): said of the measure compared, whatever it scores
    scoring_verbs: frozenset[str] = frozenset()
    #: verbs that say a thing was recorded ("collected", "reported"): said of a table's rows
    observation_verbs: frozenset[str] = frozenset()
    #: words before a unit of time that say a time already named again ("that year")
    again_words: frozenset[str] = frozenset()
    #: measure nouns that say the measure is a level ("rate", "price")
    level_nouns: frozenset[str] = frozenset()
    kind_nouns: frozenset[str] = frozenset()
    price_nouns: frozenset[str] = frozenset()
    frequencies: tuple[tuple[str, str], ...] = ()  # "monthly" → "month"
    yes_values: frozenset[str] = frozenset()
    no_values: frozenset[str] = frozenset()
    negations: frozenset[str] = frozenset()
    weekday_abbreviations: tuple[tuple[str, ...], ...] = ()
    header_forms: tuple[tuple[str, tuple[str, ...]], ...] = ()  # "maximum" → ("max",)
    value_forms: tuple[tuple[str, tuple[str, ...]], ...] = ()  # "women" → ("female",)
    leading: frozenset[str] = frozenset()  # prepositions that lead a quoted phrase
    #: the word before an adjective that asks its degree ("how cold was it")
    degree: frozenset[str] = frozenset()
    #: words that introduce a value written in digits ("aged 60-64")
    member_leads: frozenset[str] = frozenset()
    #: "and how many were there?" after a superlative: the amount of that extreme
    amount_asks: tuple[str, ...] = ()
    amount_ask_tail: frozenset[str] = frozenset()
    #: words saying an extreme whose direction another word gives ("a record low")
    intensifiers: frozenset[str] = frozenset()
    #: superlatives of a quantity ("the most countries" counts them)
    quantity_superlatives: frozenset[str] = frozenset()
    #: phrases meaning the whole of the data ("in the record")
    whole_record: tuple[str, ...] = ()

    @cached_property
    def header_form(self) -> Mapping[str, tuple[str, ...]]:
        """A question word → the forms a header abbreviates it to."""
        return MappingProxyType(dict(self.header_forms))

    @cached_property
    def value_form(self) -> Mapping[str, tuple[str, ...]]:
        """A question word → the forms a dimension's value writes it in (no abbreviations)."""
        return MappingProxyType(dict(self.value_forms))

    def unit_of(self, word: str) -> str | None:
        """The calendar unit a word names ("months" → "month")."""
        return next((u for u, ws in self.units if word in ws), None)


def _phrases_by_first_word(named: Iterable[tuple[str, Sequence[str]]]) -> Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """``(name, its phrases)`` pairs → first word → ``(the phrase's words, name)``, longest first."""
    out: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for name, phrases in named:
        for p in phrases:
            words = tuple(p.split())
            out.setdefault(words[0], []).append((words, name))
    return MappingProxyType({k: tuple(sorted(v, key=lambda x: -len(x[0]))) for k, v in out.items()})


def _reply_words(mods: Sequence[ModuleType]) -> ReplyWords:
    def longest_first(key: str) -> tuple[str, ...]:
        phrases = {p for m in mods for p in dict(getattr(m, "REPLY_WORDS", {})).get(key, ())}
        return tuple(sorted(phrases, key=lambda p: (-len(p.split()), p)))

    return ReplyWords(**{f: longest_first(f) for f in ReplyWords.__dataclass_fields__})


def _table_words(mods: Sequence[ModuleType]) -> TableWords:
    def union(name: str) -> frozenset[str]:
        return frozenset().union(*(getattr(m, name, ()) for m in mods))

    def longest_first(name: str) -> tuple[str, ...]:
        """A phrase list, longer phrases first ("except for" before "except"), then in order."""
        return tuple(sorted(union(name), key=lambda p: (-len(p.split()), p)))

    def merged(name: str) -> tuple:
        out: dict = {}
        for m in mods:
            for k, v in dict(getattr(m, name, {})).items():
                out.setdefault(k, v)
        return tuple(out.items())

    return TableWords(
        seasons=merged("SEASONS"), seasons_needing_year=union("SEASONS_NEEDING_YEAR"),
        weekday_plurals=tuple(getattr(mods[0], "WEEKDAY_PLURALS", ())),
        weekend=union("WEEKEND_WORDS"), workday=union("WORKDAY_WORDS"), quarter=union("QUARTER_WORDS"),
        half=union("HALF_WORDS"), ordinals=merged("ORDINALS"), rank_ordinals=merged("RANK_ORDINALS"),
        after=union("AFTER_WORDS"),
        before=union("BEFORE_WORDS"), range_openers=union("RANGE_OPENERS"), excluding=longest_first("EXCLUDING"), excluding_members=longest_first("EXCLUDING_MEMBERS"), excluding_closers=union("EXCLUDING_CLOSERS"), range_joiners=union("RANGE_JOINERS"),
        recent=union("RECENT_WORDS"), existence_verbs=union("EXISTENCE_VERBS"), reading_verbs=union("READING_VERBS"), compass_points=merged("COMPASS_POINTS"), occasion_ends=merged("OCCASION_ENDS"), occasions=union("OCCASION_WORDS"),
        units=merged("UNIT_WORDS"), superlatives=merged("SUPERLATIVES"),
        concept_bound=union("CONCEPT_BOUND_SUPERLATIVES"), naming_superlatives=union("NAMING_SUPERLATIVES"),
        comparatives=union("COMPARATIVES"), concept_comparatives=merged("CONCEPT_COMPARATIVES"),
        concept_thresholds=merged("CONCEPT_THRESHOLDS"),
        degree_nouns=merged("DEGREE_NOUNS"), degree_suffixes=merged("DEGREE_SUFFIXES"),
        comparative_directions=merged("COMPARATIVE_DIRECTIONS"),
        threshold_words=merged("THRESHOLD_WORDS"), threshold_phrases=merged("THRESHOLD_PHRASES"),
        value_articles=union("VALUE_ARTICLES"),
        sign_words=merged("SIGN_WORDS"), percent_units=union("PERCENT_UNITS"),
        copulas=union("COPULAS"), coordinators=union("COORDINATORS"), pair_leads=union("PAIR_LEADS"), concept_predicates=merged("CONCEPT_PREDICATES"), population_nouns=union("POPULATION_NOUNS"), person_kinds=union("PERSON_KINDS"), member_nouns=union("MEMBER_NOUNS"), auxiliaries=union("AUXILIARIES"), subject_pronouns=union("SUBJECT_PRONOUNS"), direction_words=merged("DIRECTION_WORDS"), generic_persons=union("GENERIC_PERSONS"), holding_verbs=union("HOLDING_VERBS"), count_units=union("COUNT_UNITS"), uncertainty_names=union("UNCERTAINTY_NAMES"), frequency_measures=union("FREQUENCY_MEASURES"), quantity_headers=union("QUANTITY_HEADERS"), total_members=union("TOTAL_MEMBERS"), threshold_verbs=union("THRESHOLD_VERBS"), event_counts=union("EVENT_COUNTS"), event_count_leads=union("EVENT_COUNT_LEADS"), falling_words=union("FALLING_WORDS"), rising_words=union("RISING_WORDS"), row_words=union("ROW_WORDS"), mode_words=longest_first("MODE_WORDS"), statistics=merged("TABLE_STATISTIC_WORDS"), row_lead_words=union("ROW_LEAD_WORDS"), unit_leads=union("UNIT_LEADS"), number_words=merged("NUMBER_WORDS"), fraction_percents=merged("FRACTION_PERCENTS"), row_selectors=union("ROW_SELECTORS"), scale_words=merged("SCALE_WORDS"),
        reporting_verbs=union("REPORTING_VERBS"), row_operations=merged("ROW_OPERATIONS"),
        share_joiners=union("SHARE_JOINERS"), share_by_phrases=longest_first("SHARE_BY_PHRASES"), counted_before=union("COUNTED_BEFORE"), share_verbs=union("SHARE_VERBS"), list_words=union("LIST_WORDS"),
        respective_words=union("RESPECTIVE_WORDS"),
        period_words=union("PERIOD_WORDS"),
        component_nouns=union("COMPONENT_NOUNS"), component_verbs=union("COMPONENT_VERBS"),
        component_words=union("COMPONENT_WORDS"),
        by_how_much=_union(getattr(m, "BY_HOW_MUCH", ()) for m in mods),
        difference_units=_union(getattr(m, "DIFFERENCE_UNITS", ()) for m in mods),
        time_comparers=union("TIME_COMPARERS"),
        step_phrases=tuple(sorted({(p.format(unit=u), u) for m in mods for p in getattr(m, "STEP_PHRASES", ())
                                   for u in getattr(m, "STEP_UNITS", ())}, key=lambda x: (-len(x[0].split()), x))),
        point_measure_units=union("POINT_MEASURE_UNITS"),
        share=union("SHARE_WORDS"), percent=union("PERCENT_WORDS"), rank=union("RANK_WORDS"),
        question_words=union("QUESTION_WORDS"), count_words=union("COUNT_WORDS"),
        follow_up_referents=union("FOLLOW_UP_REFERENTS"), measure_nouns=union("MEASURE_NOUNS"), noun_equivalents=merged("NOUN_EQUIVALENTS"), scoring_verbs=union("SCORING_VERBS"), observation_verbs=union("OBSERVATION_VERBS"), again_words=union("AGAIN_WORDS"),
        level_nouns=union("LEVEL_NOUNS"), kind_nouns=union("KIND_NOUNS"), price_nouns=union("PRICE_NOUNS"),
        frequencies=merged("FREQUENCY_WORDS"), yes_values=union("YES_VALUES"), no_values=union("NO_VALUES"),
        negations=union("NEGATIONS"), weekday_abbreviations=tuple(getattr(mods[0], "WEEKDAY_ABBREVIATIONS", ())),
        header_forms=merged("HEADER_FORMS"), value_forms=merged("VALUE_FORMS"), leading=union("LEADING_WORDS"),
        degree=union("DEGREE_WORDS"), member_leads=union("MEMBER_LEADS"), amount_ask_tail=union("AMOUNT_ASK_TAIL"),
        amount_asks=_union(getattr(m, "AMOUNT_ASKS", ()) for m in mods), intensifiers=union("EXTREME_INTENSIFIERS"),
        quantity_superlatives=union("QUANTITY_SUPERLATIVES"),
        whole_record=_union(getattr(m, "WHOLE_RECORD_PHRASES", ()) for m in mods),
    )


@dataclass(frozen=True)
class Language:
    """The union of the word lists of ``codes`` (see the module doc for each role)."""

    codes: tuple[str, ...]
    unsupported: tuple[str, ...]
    function_words: frozenset[str]
    common_words: frozenset[str]
    name_connectors: frozenset[str]
    follow_up_cues: tuple[str, ...]
    self_contained_cues: tuple[str, ...]
    position_nouns: tuple[tuple[str, tuple[str, ...]], ...]  # "any" | "clock" | "calendar" → nouns
    verbatim_patterns: tuple[str, ...]
    ratio_words: frozenset[str]
    change_words: frozenset[str]
    #: "the difference in X between 2018 and 2019": a change whose size is asked
    difference_words: frozenset[str]
    reason_cues: tuple[str, ...]
    condition_cues: tuple[str, ...]
    weak_condition_cues: tuple[str, ...]
    amount_words: frozenset[str]
    top_words: frozenset[str]
    bottom_words: frozenset[str]
    glue_words: frozenset[str]
    statistic_words: tuple[tuple[str, tuple[str, ...]], ...]
    address: AddressWords
    months: tuple[str, ...]
    weekdays: tuple[str, ...]
    table: TableWords = TableWords()
    reply: ReplyWords = ReplyWords()

    @cached_property
    def glue(self) -> frozenset[str]:
        """Words that add nothing to a table question's query: function and question words."""
        return self.table.question_words | self.function_words

    @cached_property
    def operation_words(self) -> frozenset[str]:
        """Words that name an operation (statistic, superlative, comparison, change, rank,
        share, percent words): never read as an abbreviation of a name. A function word of a
        statistic's phrase ("in" of "in all", "at the end") is none: "in-vehicle time" is still
        ``invt``."""
        tw = self.table
        stats = {w for ws in (*self.statistics.values(), *dict(tw.statistics).values()) for p in ws for w in p.split()
                 if w not in self.function_words}
        return frozenset(stats | set(dict(tw.superlatives)) | tw.comparatives | set(dict(tw.concept_comparatives)) | self.change_words | tw.rank
                         | tw.share | tw.percent)

    @cached_property
    def statistic_phrases(self) -> Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]:
        """First word → ``(the phrase's words, statistic)``, longest first."""
        return _phrases_by_first_word(self.statistic_words)

    @cached_property
    def table_statistic_phrases(self) -> Mapping[str, tuple[tuple[tuple[str, ...], str], ...]]:
        """:attr:`statistic_phrases` and the table-only statistics' ("median"), first word → phrases."""
        return _phrases_by_first_word((*self.statistic_words, *self.table.statistics))

    @property
    def statistics(self) -> Mapping[str, tuple[str, ...]]:
        """Canonical statistic → its words, in the order the statistics were declared."""
        return MappingProxyType(dict(self.statistic_words))

    @property
    def note(self) -> str | None:
        """What the trace should say when a declared language has no word lists."""
        if not self.unsupported:
            return None
        codes = ", ".join(repr(c) for c in self.unsupported)
        return (f"no word lists for language {codes}; questions are read with "
                f"{', '.join(self.codes)} words (supported: {', '.join(SUPPORTED)})")


def normalise_code(code: str) -> str:
    """``"it-IT"``, ``"IT"``, ``"it_it"`` → ``"it"`` (the primary subtag, lower case)."""
    return str(code).strip().lower().replace("_", "-").split("-", 1)[0]


def language_for(codes: Iterable[str]) -> Language:
    """English, the shared words and every declared language in ``codes`` (cached).

    Unknown codes are recorded in ``unsupported`` (see the module doc), never raised."""
    wanted = {normalise_code(c) for c in codes} - {""}
    known = tuple(c for c in SUPPORTED if c == "en" or c in wanted)
    return _build(known, tuple(sorted(wanted - set(SUPPORTED))))


def _union(parts: Iterable[Iterable[str]]) -> tuple[str, ...]:
    """Ordered, de-duplicated concatenation."""
    return tuple(dict.fromkeys(w for part in parts for w in part))


def _merged(maps: Sequence[Mapping[str, Sequence[str]]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    keys = _union(maps)
    return tuple((k, _union(m.get(k, ()) for m in maps)) for k in keys)


@lru_cache(maxsize=16)
def _build(codes: tuple[str, ...], unsupported: tuple[str, ...]) -> Language:
    mods = [_MODULES[c] for c in codes]
    function_words = frozenset().union(*(m.FUNCTION_WORDS for m in mods))
    months = _union(m.MONTHS for m in mods)
    weekdays = _union(m.WEEKDAYS for m in mods)
    address = _merged([*(m.ADDRESS_WORDS for m in mods), shared.ADDRESS_WORDS])
    return Language(
        codes=codes,
        unsupported=unsupported,
        function_words=function_words,
        common_words=function_words.union(*(m.STOP_WORDS for m in mods), months, weekdays),
        name_connectors=frozenset().union(*(m.NAME_CONNECTORS for m in mods), shared.NAME_CONNECTORS),
        follow_up_cues=_union(m.FOLLOW_UP_CUES for m in mods),
        self_contained_cues=_union(m.SELF_CONTAINED_CUES for m in mods),
        position_nouns=_merged([m.POSITION_NOUNS for m in mods]),
        verbatim_patterns=_union(m.VERBATIM_PATTERNS for m in mods),
        ratio_words=frozenset().union(*(m.RATIO_WORDS for m in mods)),
        change_words=frozenset().union(*(m.CHANGE_WORDS for m in mods)),
        difference_words=frozenset().union(*(getattr(m, "DIFFERENCE_WORDS", frozenset()) for m in mods)),
        reason_cues=_union(m.REASON_CUES for m in mods),
        condition_cues=_union(m.CONDITION_CUES for m in mods),
        weak_condition_cues=_union(m.WEAK_CONDITION_CUES for m in mods),
        amount_words=frozenset().union(*(m.AMOUNT_WORDS for m in mods)),
        top_words=frozenset().union(*(m.TOP_WORDS for m in mods)),
        bottom_words=frozenset().union(*(m.BOTTOM_WORDS for m in mods)),
        glue_words=frozenset().union(*(m.GLUE_WORDS for m in mods)),
        statistic_words=_merged([m.STATISTIC_WORDS for m in mods]),
        address=AddressWords(**{_ADDRESS_FIELDS[k]: words for k, words in address}),
        months=months,
        weekdays=weekdays,
        table=_table_words(mods),
        reply=_reply_words(mods),
    )


#: what names, follow-ups and cue predicates read when a caller passes no language: English
#: and Italian, the union those modules held before languages were selected per KB
DEFAULT_LANGUAGE = language_for(("en", "it"))
#: what addresses and vocabulary read when a caller passes no language: they held English
#: words only (every other language's came from the manifest vocabulary)
ENGLISH = language_for(("en",))
