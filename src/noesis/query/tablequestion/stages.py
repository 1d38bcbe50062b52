"""The stages that read a question over one table, in order (:data:`STAGES`).

Each stage is a pure function ``Reading -> Reading`` that claims spans of the one token
stream: the table's own name, dimension values, measures, time words, operation words,
grouping words, and last the function words of the language pack. What no stage claims is
reported by :func:`unclaimed` — never ignored.
"""

from __future__ import annotations

import difflib
import os
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import product

from ...axis import SEASON, SEASON_TEXT, season_label, season_start
from ...lang.degrees import comparative_positives, positive_forms
from ...lang.language import TableWords
from ...relation import Counted, unnamed_column
from ...text import plural_of, same_stem
from ...units import in_currency, is_percent, unit_match, unit_of
from ..tokens import Token, singular, tokenize, words_of
from .glosses import glossed_names, parenthesised
from .lexicon import DimensionValues, comparable, name_words, of_kind
from .reading import Claim, Member, Reading, Unmatched
from .timewords import TimePart, TimeRange, time_parts

Stage = Callable[[Reading], Reading]

#: marks a claim made by an abbreviation or a stem, not the name itself (a reading with
#: fewer of them is the closer one)
FUZZY = "(by a shortened or related word)"

#: the longest name, measure or title the stages look for, in words
MAX_WORDS = 6


def _folds(r: Reading, first: int, last: int) -> tuple[str, ...]:
    if r.singulars:
        return r.singulars[first:last + 1]
    return tuple(singular(t.fold) for t in r.tokens[first:last + 1])


def _spans(r: Reading):
    """``(first, last)`` of every free token run, longest first, then left to right."""
    n = len(r.tokens)
    for size in range(min(MAX_WORDS, n), 0, -1):
        for first in range(0, n - size + 1):
            if r.free_run(first, first + size - 1):
                yield first, first + size - 1


# --------------------------------------------------------------------------- the table
def fits_name(qwords: tuple[str, ...], name: tuple[str, ...], fixed: frozenset[str] = frozenset()) -> bool:
    """Question words that say a name: word for word, each equal or an abbreviation of the
    other ("electrical equipment" for "elec equip") or of one stem ("generated",
    "generation"); or several words that one header word spells by their beginnings ("real
    GDP": ``realgdp``, "household income": ``hinc``, "high school graduation": ``hs grad``).
    A word of ``fixed`` (an operation word: "highest") only equals."""
    if len(qwords) == len(name):
        return all(q == n or q not in fixed and (_abbreviates(q, n) or same_stem(q, n) or counted_as(q, n))
                   for q, n in zip(qwords, name, strict=True))
    if len(name) == 1 and _initials(qwords, name[0], fixed):
        return True
    if len(qwords) < len(name) or any(q in fixed for q in qwords):
        return False
    return _spelled(qwords, name)


def _initials(qwords: tuple[str, ...], head: str, fixed: frozenset[str]) -> bool:
    """A header of three letters or more that is the initials of all the question's words, an
    operation word among them but not last ("total fertility rate": ``tfr``; "gross domestic
    product": ``gdp``): the words are the header's name, the operation word part of it."""
    return (3 <= len(head) == len(qwords) and head.isalpha() and qwords[-1] not in fixed
            and "".join(w[:1] for w in qwords) == head)


def header_variants(words: tuple[str, ...], forms: Mapping[str, tuple[str, ...]],
                    fixed: frozenset[str] = frozenset()) -> list[tuple[str, ...]]:
    """The question's words as a header may write them, beyond the words themselves: a word
    in its header form ("maximum" → max, "high" → max, "average" → avg), and two words in
    either order ("maximum temperature" is ``TMAX``, "temperature high" ``max_temp``). An
    operation word (``fixed``) only in its header form."""
    options = [((w,) if w not in fixed else ()) + forms.get(w, ()) for w in words]
    if not all(options):
        return []
    out = list(product(*options))
    if len(words) == 2:
        out += [(b, a) for a, b in out]
    # the words themselves only when they hold an operation word in its header form ("max")
    return [v for v in dict.fromkeys(out) if v != words or any(w in fixed for w in words)]


def fits_header(qwords: tuple[str, ...], run: tuple[str, ...], forms: Mapping[str, tuple[str, ...]],
                fixed: frozenset[str]) -> bool:
    """:func:`fits_name`, or a :func:`header_variants` of the question's words fits."""
    if len(qwords) == 2 and any(w in fixed for w in qwords) and (qwords[1], qwords[0]) == run:
        return True  # "total sleep" is ``sleep_total`` itself, its words reversed
    if len(run) == 1 and len(qwords) > 1 and qwords[0] == run[0]:
        return False  # "Low on windy" says the header ``Low`` itself, then words more: no spelling of it
    return fits_name(qwords, run, fixed) or any(fits_name(v, run) and not _acronym(v, run)
                                                for v in header_variants(qwords, forms, fixed))


def _acronym(words: tuple[str, ...], run: tuple[str, ...]) -> bool:
    """Several words against one header word of two or three letters: read only as its
    initials, which an operation word's header form or the words turned round never give
    ("mean electronegativity" is no ``EA`` as e·lectronegativity a·verage)."""
    return len(words) > 1 and len(run) == 1 and len(run[0]) < 4


def _spelled(qwords: tuple[str, ...], name: tuple[str, ...]) -> bool:
    """Each header word, in order, said by one question word (as :func:`fits_name` reads a
    pair) or spelled by the beginnings of two or more ("hinc" = h·ousehold inc·ome; a header
    word of two or three letters only by initials)."""
    if not name:
        return not qwords
    if not qwords:
        return False
    head, rest = name[0], name[1:]
    q = qwords[0]
    if (q == head or _abbreviates(q, head) or same_stem(q, head)) and _spelled(qwords[1:], rest):
        return True
    if len(head) < 4:  # a short header word only as an acronym: "hs" = h·igh s·chool
        k = len(head)
        return k >= 2 and len(qwords) >= k and "".join(w[0] for w in qwords[:k]) == head and _spelled(qwords[k:], rest)
    for k in range(2, len(qwords) - len(rest) + 1):
        if _prefixes_spell(qwords[:k], head) and _spelled(qwords[k:], rest):
            return True
    return False


def _prefixes_spell(words: tuple[str, ...], target: str) -> bool:
    """``target`` is the concatenation of a beginning of each of ``words``: all the word and
    the target share from its start ("h" of household in ``hinc``, "inc" of income; never
    "volu" of volume with "me" of mean for ``volume``), the whole word or one that leaves
    out two letters or more (never "nonfar" of nonfarm)."""
    return _spelled_from(words, target, 0)


def _spelled_from(words: tuple[str, ...], target: str, spelled: int) -> bool:
    """:func:`_prefixes_spell`, ``spelled`` letters of the header already read; the last word
    may also be its short skeleton after three letters or more ("gp" of group in ``agegp``,
    "wt" of weight in ``bodywt``)."""
    if not words:
        return not target
    w = words[0]
    if len(words) == 1 and spelled >= 3 and _short_skeleton(w, target):
        return True
    n = len(os.path.commonprefix([w, target]))
    if n == 0 or len(target) - n < len(words) - 1 or not (n == len(w) or n <= len(w) - 2):
        return False
    return _spelled_from(words[1:], target[n:], spelled + n)


def _short_skeleton(q: str, m: str) -> bool:
    """``m`` (two letters or more) is ``q``'s first letter and then consonants of ``q`` in
    order, ending with ``q``'s last consonant ("gp" of group, "wt" of weight)."""
    return len(m) >= 2 and len(q) >= 4 and _consonants_of(q, m) and m[-1] == _last_consonant(q)


#: the beginnings a header gives a count of something ("ncases", "num_visits", "nb_children")
COUNT_PREFIXES = ("n", "num", "nb", "nr", "no", "number")


def counted_as(q: str, header: str) -> bool:
    """A header word that is a count prefix and the question's word ("ncases" for "cases",
    "numvisits" for "visits"): the number of them (a word of four letters or more)."""
    return len(q) >= 4 and any(header == p + q for p in COUNT_PREFIXES)


def operation_vocabulary(r: Reading) -> frozenset[str]:
    """Words that name an operation: never read as an abbreviation of a name."""
    return r.language.operation_words


def _edges_named(r: Reading, first: int, last: int) -> bool:
    """A name's words start and end with a content word (never "the …", "… of"), or start a
    hyphenated compound ("in-vehicle")."""
    qw = r.language.glue
    head = r.tokens[first]
    hyphened = r.question[head.end:head.end + 1] == "-" and first < last  # "in-vehicle": one compound
    return (head.fold not in qw or hyphened) and r.tokens[last].fold not in r.language.function_words


def _candidates(runs_by_letter: dict[str, list], words: tuple[str, ...]) -> list:
    return runs_by_letter.get(words[0][:1], [])


def table_title(r: Reading) -> Reading:
    """The table's file stem, its KB's name or its entity ("the airline passengers")."""
    exact, by_letter = r.table.title_runs(r.language.glue)
    fixed = operation_vocabulary(r)
    years = _holds_years(r)
    for first, last in list(_spans(r)):
        if not r.free_run(first, last) or not _edges_named(r, first, last):
            continue
        words = _folds(r, first, last)
        if years and any(r.tokens[k].kind == "number" for k in range(first, last + 1)):
            continue  # "1849" of ``cholera-deaths-1849`` on a dated axis is a time ("in August 1849")
        if all(r.tokens[k].kind == "number" for k in range(first, last + 1)) and _title_spans_years(r):
            continue  # "in 1881" of ``yule-pauperism-1871-1881``: one end of the title's span, not the table's year
        if any(r.tokens[k].kind == "number" and _number_in_table(r, r.tokens[k].fold) for k in range(first, last + 1)):
            continue  # "2018" of ``child-mortality-2018`` beside ``under5_mortality_1990`` … ``_2018``: never the title's
        if any(words in d.index for d in r.table.dimensions if not d.is_id) or _inside_value(r, first, last):
            continue  # "sulindac" of ``sulindac-polyps-trial`` is also a treatment: the value's, a filter
        if words in exact and not _dimension_word(r, words) and not _measures_word(r, words):
            r = r.claim(first, last, "table", r.table.source)  # never "size" of ``fish_sizes``: its column ``size``
        elif _own_word(r, words):
            continue  # "survived" is the dimension ``Survived``, not a word like the title's "survival"
        elif any(fits_name(words, run, fixed) for run in _candidates(by_letter, words)) or _in_compound(r, words):
            r = r.claim(first, last, "table", f"{r.table.source} {FUZZY}")
        elif _title_initials(r, first, last):
            r = r.claim(first, last, "table", f"{r.table.source} (its initials, as '{r.words(first, last)}')")
    return r


def _title_spans_years(r: Reading) -> bool:
    """A name of the table holds two numbers or more ("1871", "1881" of ``yule-pauperism-1871-1881``):
    it spans years, so a year alone is one end of it, never the table ("european-energy-1980" is of
    one year, which "in 1980" says)."""
    return any(sum(1 for w in t if w.isdigit()) >= 2 for t in r.table.title)


def _number_in_table(r: Reading, number: str) -> bool:
    """A number written in a measure's name or a dimension's value (``under5_mortality_2018``):
    the question's number may select that one, so the table's title does not take it."""
    return number in r.table.written_words


def _inside_value(r: Reading, first: int, last: int) -> bool:
    """Tokens ``first``–``last`` inside a longer free run that names a dimension's value ("population"
    of "urban population", a declared word for ``URB``, in ``pop.csv``): the value's words, not the title."""
    n = len(r.tokens)
    return any((a, b) != (first, last) and r.free_run(a, b)
               and any(_folds(r, a, b) in d.index for d in r.table.dimensions if not d.is_id)
               for a in range(max(0, first - 3), first + 1) for b in range(last, min(n, last + 4)))


def _title_initials(r: Reading, first: int, last: int) -> bool:
    """Two capitalised words or more whose initials are a short word of the table's title: the
    place a file is named after ("San Francisco" of ``sf-temps``, "Los Angeles" of ``la-riots``,
    "New York City" of ``nyc_taxi``); or that short word written in capitals ("the US" of
    ``us_marriages``, never the pronoun "us")."""
    tokens = r.tokens[first:last + 1]
    if len(tokens) == 1 and tokens[0].kind == "word" and 2 <= len(tokens[0].text) <= 4 and tokens[0].text.isupper():
        initials = tokens[0].fold
    elif len(tokens) >= 2 and all(t.kind == "word" and t.text[:1].isupper() and t.text[1:2].islower() for t in tokens):
        initials = "".join(t.fold[0] for t in tokens)
    else:
        return False
    return any(initials == w for title in r.table.title for w in title if len(w) <= 4)


def _measures_word(r: Reading, words: tuple[str, ...]) -> bool:
    """One word of the names of two measures or more and no whole name ("wages" of ``wages1833``
    beside "men's wage" and "women's wage"): which one it says is open, never the title's."""
    return len(words) == 1 and words[0] in r.table.shared_measure_words


def _dimension_word(r: Reading, words: tuple[str, ...]) -> bool:
    """One word that is a dimension's own word ("survived" of ``Survived``): the dimension it
    names exactly, never a measure by a shortened or related word ("survivors")."""
    return len(words) == 1 and any(words[0] in d.words for d in r.table.dimensions)


def _own_word(r: Reading, words: tuple[str, ...]) -> bool:
    """One word that is a dimension's own word or a word of a measure's name: the table's
    part it names exactly, before any shortened or related reading of the table's title."""
    return _dimension_word(r, words) or len(words) == 1 and any(words[0] in n for m in r.table.measures
                                                                 for n in m.names)


def _in_compound(r: Reading, words: tuple[str, ...]) -> bool:
    """One word of four letters or more that begins or ends a title word written as one
    ("crime" of ``statecrime``, "state" of it), leaving three letters or more; or a word whose
    head is a title word of five letters or more ("telephones" of ``world-phones``)."""
    if len(words) != 1 or len(words[0]) < 4 or words[0] in r.language.glue:
        return False
    w = words[0]
    if _own_word(r, words):
        return False  # "mode" of ``modechoice`` is its dimension's word
    return any(len(t) - len(w) >= 3 and (t.startswith(w) or t.endswith(w))
               or len(t) >= 5 and len(w) - len(t) >= 3 and w.endswith(t) for title in r.table.title for t in title)


# --------------------------------------------------------------------------- names
def _id_member(r: Reading, d: DimensionValues) -> Reading:
    """"subject 12", "Pig 4601": an id value needs the dimension's word before it."""
    values = {str(v).lower(): v for v in d.values}
    for i, t in enumerate(r.tokens[:-1]):
        n = r.tokens[i + 1]
        if not (r.free(i) and r.free(i + 1)) or singular(t.fold) not in d.words or n.kind not in ("number", "word"):
            continue
        if n.kind == "word" and n.fold not in values and not any(ch.isdigit() for ch in n.fold):
            continue  # "which pig was …": the dimension's word, not an id
        text = r.words(i, i + 1)
        v = values.get(n.fold)
        if v is None and n.number is not None and float(n.number).is_integer():
            v = values.get(str(int(n.number)))
        if v is None:
            nearest = tuple(difflib.get_close_matches(n.fold, list(values), n=3))
            r = r.claim(i, i + 1, "name", f"no {d.column} {n.text}",
                        unmatched=(*r.unmatched, Unmatched(text, d.column, nearest=nearest)))
        else:
            r = r.claim(i, i + 1, "name", f"{d.column} = {v}", members=(*r.members, Member(d.column, v, text)))
    return r


def _numbered_id(r: Reading, i: int) -> tuple[DimensionValues, str] | None:
    """The id dimension and value token ``i + 1`` names after token ``i``, a word naming the
    table's things: the id dimension's own word ("firm 1" of ``firm``), or a word of the
    table's title in the singular ("municipality 114" of ``swedish-municipalities``, whose ids
    are ``id``) when one id dimension alone holds the number and the number is no year the
    table's axis could hold."""
    t, n = r.tokens[i], r.tokens[i + 1]
    if (ordinal := _ordinal_id(r, t, n)) is not None:
        return ordinal
    if n.kind != "number" or n.number is None or not float(n.number).is_integer():
        return None
    if (lettered := _lettered_id(r, t, int(n.number))) is not None:
        return lettered
    text = str(int(n.number))
    own = [d for d in r.table.dimensions if d.is_id and singular(t.fold) in d.words]
    if own:
        return (own[0], text) if text in {str(v) for v in own[0].values} else None
    title = {w for run in r.table.title for w in run}
    if t.fold not in title or singular(t.fold) != t.fold or t.fold in r.language.glue or _own_word(r, (t.fold,)):
        return None
    axis = r.table.axis
    if axis is not None and axis.time.has_year and 1000 <= int(n.number) <= 2999:
        return None  # "sales 2015": a year, not a store numbered 2015
    holders = [d for d in r.table.dimensions if text in {str(v) for v in d.values}]
    return (holders[0], text) if len(holders) == 1 and holders[0].is_id else None


def _lettered_id(r: Reading, t: Token, number: int) -> tuple[DimensionValues, str] | None:
    """"Season 6" of a ``season`` column writing ``S01`` .. ``S14``: after a dimension's own word,
    a number names the value written with that word's first letters and the number, where every
    value of the dimension is written so with the same letters (:attr:`DimensionValues.lettered`;
    never a value another reading of the number could name: one dimension alone, one value alone)."""
    word = singular(t.fold)
    found = []
    for d in r.table.dimensions:
        lettered = d.lettered if word in d.words and word.isalpha() else None
        if lettered is not None and word.startswith(lettered[0]) and number in lettered[1]:
            found.append((d, lettered[1][number]))
    return found[0] if len(found) == 1 else None


#: the endings of an ordinal written in digits ("104th", "1st", "22nd", "3rd")
ORDINAL_ENDINGS = ("st", "nd", "rd", "th")


def _ordinal_id(r: Reading, t: Token, n: Token) -> tuple[DimensionValues, str] | None:
    """"The 104th Congress": an ordinal in digits before an id dimension's own word names the
    thing numbered so — the value it holds (never an ordinal no value has)."""
    digits, ending = t.fold[:-2], t.fold[-2:]
    if t.kind != "number" or not digits.isdigit() or ending not in ORDINAL_ENDINGS:
        return None
    own = [d for d in r.table.dimensions if d.is_id and singular(n.fold) in d.words]
    text = str(int(digits))
    return (own[0], text) if own and text in {str(v) for v in own[0].values} else None


def season_positions(r: Reading) -> Reading:
    """On an axis of seasons (a column writing "1920-21", "2003-2004": its positions the first
    year, :func:`noesis.ingest.timeaxis.season_spans`), a season the question writes by its two
    consecutive years, however ("the 1925-26 season", "in 2009-2010", "1999/00"), is that one
    position — never the two years' range — and the word "season" beside it is its."""
    axis = r.table.axis
    if axis is None or axis.granularity != SEASON:
        return r
    for i in range(len(r.tokens)):
        got = _season_at(r, i)
        if got is None or not r.free_run(i, got[0]):
            continue
        last, start = got
        first = i
        if last + 1 < len(r.tokens) and r.free(last + 1) and singular(r.tokens[last + 1].fold) == SEASON:
            last += 1
        elif i > 0 and r.free(i - 1) and singular(r.tokens[i - 1].fold) == SEASON:
            first = i - 1
        part = TimePart("position", first, last, r.question[r.tokens[first].start:r.tokens[last].end], SEASON,
                        number=float(start))
        r = r.claim(first, last, "time", f"the season {season_label(start, axis.time.format or '-4')}",
                    parts=(*r.parts, part))
    return _season_ranges(r)


def _season_ranges(r: Reading) -> Reading:
    """"Between the 2009-2010 and 2012-2013 seasons", "from 1920-21 to 1925-26": two seasons joined
    by a range's opener and joiner are its ends (a change reads them); the joining words are the
    range's. A plural "seasons" after the second is both's word."""
    seasons = [p for p in r.parts if p.unit == SEASON]
    tw = r.language.table
    for a, b in zip(seasons, seasons[1:], strict=False):
        opener = a.first - 1 - (1 if a.first >= 2 and r.tokens[a.first - 1].fold == "the" else 0)
        joiner = range(a.last + 1, b.first)
        words = [r.tokens[k].fold for k in joiner if r.tokens[k].fold != "the"]
        if opener < 0 or not r.free(opener) or r.tokens[opener].fold not in tw.range_openers \
                or len(words) != 1 or words[0] not in tw.range_joiners or not all(r.free(k) for k in joiner):
            continue
        r = r.claim(opener, opener, "function", "the range's opening word")
        for k in joiner:
            r = r.claim(k, k, "function", "the range's joining word")
        after = b.last + 1
        if after < len(r.tokens) and r.free(after) and r.tokens[after].fold == "seasons":
            r = r.claim(after, after, "time", "the two seasons' word")
        r = replace(r, ranges=(*r.ranges, TimeRange(a, b)))
    return r


def _season_at(r: Reading, i: int) -> tuple[int, int] | None:
    """The last token and the first year of a season written from token ``i``, or None."""
    t = r.tokens[i]
    if (one := SEASON_TEXT.match(t.text)) is not None:  # one token: "1920-21"
        start = season_start(one.group(1), one.group(3))
        return None if start is None else (i, start)
    if t.kind != "number" or i + 1 >= len(r.tokens) or r.tokens[i + 1].kind != "number":
        return None
    nxt = r.tokens[i + 1]  # two: "2009-2010", "1999/00"
    written = r.question[t.start:nxt.end]
    start = season_start(t.text, nxt.text) if SEASON_TEXT.match(written) else None
    return None if start is None else (i + 1, start)


def units_written_whole(r: Reading) -> Reading:
    """A measure's declared unit of two or more words written whole, its scale aside ("60-kg bags"
    of "thousand 60-kg bags", "2019 USD"): the unit, read before its number is taken for an id or a
    year. Only a unit one measure of the table declares; the measure is still named elsewhere."""
    scale = set(dict(r.language.table.scale_words))
    for m in r.table.measures:
        words = [t.fold for t in tokenize(m.measure.unit or "")]
        while words and words[0] in scale:
            words = words[1:]
        if len(words) < 2 or any(x.measure.unit == m.measure.unit for x in r.table.measures if x is not m):
            continue
        n = len(words)
        for i in range(len(r.tokens) - n + 1):
            if r.free_run(i, i + n - 1) and all(singular(r.tokens[i + k].fold) == singular(w) for k, w in enumerate(words)):
                r = r.claim(i, i + n - 1, "measure", f"{r.words(i, i + n - 1)}: the unit of {m.measure.name}")
    return r


def numbered_things(r: Reading) -> Reading:
    """"Firm 1's output", "municipality 114's expenditure": an id written after the word for
    the table's things, read before that word is taken for the table's title
    (:func:`_numbered_id`); the value as the dimension holds it."""
    for i in range(len(r.tokens) - 1):
        if not (r.free(i) and r.free(i + 1)):
            continue
        found = _numbered_id(r, i)
        if found is None:
            continue
        d, text = found
        v = next(v for v in d.values if str(v) == text)
        r = r.claim(i, i + 1, "name", f"{d.column} = {v}", members=(*r.members, Member(d.column, v, r.words(i, i + 1))))
    return r


def _written_member(r: Reading, d: DimensionValues) -> Reading:
    """"strength 0-1", "age group 20-24", "band 6+": after the dimension's word, a value written
    with digits and signs is matched as the question writes it (its tokens split "0-1")."""
    coded = sorted((v for v in d.values if any(ch.isdigit() for ch in str(v))), key=lambda v: -len(str(v)))
    if not coded:
        return r
    for i, t in enumerate(r.tokens[:-1]):
        if not (r.free(i) and r.free(i + 1)) or singular(t.fold) not in d.words:
            continue
        r = _coded_value_at(r, d, coded, i, i + 1)
    return r


def _coded_value_at(r: Reading, d: DimensionValues, coded: list[str], i: int, at: int) -> Reading:
    """The coded value of ``d`` the question writes from token ``at`` on, claimed from ``i``."""
    start = r.tokens[at].start
    rest = r.question[start:].lower()
    v = next((v for v in coded if rest.startswith(str(v).lower())
              and not rest[len(str(v)):len(str(v)) + 1].isalnum()), None)
    if v is None:
        return r
    end = start + len(str(v))
    last = max(j for j in range(at, len(r.tokens)) if r.tokens[j].start < end)
    if r.free_run(i, last):
        r = r.claim(i, last, "name", f"{d.column} = {v}", members=(*r.members, Member(d.column, v, r.words(i, last))))
    return r


def written_codes(r: Reading) -> Reading:
    """A value written with digits and a sign ("60-64", "120+", "0-39g/day") that the question
    writes whole, with no dimension word before it: the member of the one dimension that has
    it (a range like "1960-1970" no dimension holds is left to time)."""
    sign = set("-+/<>")
    holders: dict[str, list[DimensionValues]] = {}
    for d in r.table.dimensions:
        for v in d.values:
            if any(ch.isdigit() for ch in str(v)) and sign & set(str(v)):
                holders.setdefault(str(v).lower(), []).append(d)
    if not holders:
        return r
    for i, t in enumerate(r.tokens):
        if not r.free(i) or t.kind != "number" or (i and r.tokens[i - 1].end == t.start):
            continue
        rest = r.question[t.start:].lower()
        for v in sorted(holders, key=len, reverse=True):
            if rest.startswith(v) and not rest[len(v):len(v) + 1].isalnum() and len(holders[v]) == 1:
                d = holders[v][0]
                r = _coded_value_at(r, d, [x for x in d.values if str(x).lower() == v], i, i)
                break
    return r


def spaced_values(r: Reading) -> Reading:
    """A value written as a number and a word with nothing between ("800m", "10000m" of a race
    column) that the question writes apart or with thousands separators ("the 800 m", "the 10,000
    m"): the member of the one dimension that holds it."""
    for i in range(len(r.tokens) - 1):
        t, u = r.tokens[i], r.tokens[i + 1]
        if t.kind != "number" or u.kind != "word" or not r.free_run(i, i + 1) \
                or r.question[t.end:u.start].strip():
            continue
        key = t.fold.replace(",", "") + u.fold
        holders = [(d.column, v) for d in r.table.dimensions for v in d.by_text.get(key, ())]
        if len(holders) == 1:
            column, value = holders[0]
            r = r.claim(i, i + 1, "name", f"{column} = {value} (as '{r.words(i, i + 1)}')",
                        members=(*r.members, Member(column, value, r.words(i, i + 1))))
    return r


def _prefix_candidates(words: tuple[str, ...], d: DimensionValues) -> list[str]:
    """Values whose words start with ``words`` (the first word of "Fort Worth", of "Ivory-Coast")."""
    return [v for v, vw in zip(d.values, d.value_words, strict=True) if len(vw) > len(words) and vw[:len(words)] == words]


def _one_row_set(r: Reading, hits) -> bool:
    """Whether every dimension ``hits`` read the words in holds one value, the same, that selects the
    same rows in each (:attr:`~noesis.relation.TableSchema.same_rows`): a name of one thing."""
    if any(len(h[1]) != 1 for h in hits) or len({h[1][0] for h in hits}) != 1:
        return False
    value, first = hits[0][1][0], hits[0][0].column
    alike = {frozenset((a, b)) for v, a, b in r.table.schema.same_rows if v == value}
    return all(frozenset((first, h[0].column)) in alike for h in hits[1:])


def dimension_members(r: Reading) -> Reading:
    """Dimension values, whole ("New York"), case- and number-insensitively; a capitalised
    word that starts several values is ambiguous, one value: that value; ids need their word."""
    for d in r.table.dimensions:
        r = _id_member(r, d) if d.is_id else _written_member(r, d)
    indexes = [(d, d.index) for d in r.table.dimensions if not d.is_id]
    declared_ids = [(d, _declared_index(d)) for d in r.table.dimensions if d.is_id and d.declared]
    qw = r.language.table.question_words | r.language.function_words
    for first, last in list(_spans(r)):
        if not r.free_run(first, last):
            continue
        words = _folds(r, first, last)
        if all(r.tokens[i].kind != "word" for i in range(first, last + 1)):
            r = _number_row(r, first, last)
            continue
        if all(w in qw for w in words):
            # "plate a", "state IN": a function word is a value only after its dimension's word and
            # written as the value is ("the states in 1997" holds no Indiana)
            hits = [(d, index[words], "") for d, index in indexes if first == last and words in index
                    and first > 0 and r.tokens[first - 1].kind == "word"
                    and _said_before(r, first - 1, d) and r.tokens[first].text in index[words]]
        else:
            hits = [(d, *found) for d, index in indexes for found in [_value_in(r, d, index, first, last)] if found[0]]
            # a word the KB declares for an id's value ("thiotepa" for rx = 2) names it as its own value
            # does — of one id only: declared for a value several ids hold, it asks which (no word beside
            # it decides: "thiotepa patients" is no patient)
            coded = [(d, values, f" (as '{r.words(first, last)}')") for d, declared in declared_ids
                     if (values := declared.get(words))]
            if len(coded) > 1:
                r = r.claim(first, last, "name", "a value of several dimensions", unmatched=(*r.unmatched, Unmatched(
                    r.words(first, last), " or ".join(h[0].column for h in coded),
                    tuple(f"{h[0].column} = {h[1][0]}" for h in coded))))
                continue
            hits += coded
        pair = _mirror_pair(r, hits)
        if pair is not None:  # "BOS" a row and a column of a distance table: which one, once all names are read
            r = r.claim(first, last, "name", f"{hits[0][1][0]} (a row and a column of one matrix)",
                        mirrors=(*r.mirrors, (first, last, hits[0][1][0], *pair)))
            continue
        if len(hits) > 1 and first > 0 and r.tokens[first - 1].fold in ("which", "what"):
            # "which Ohio county": the word after is the dimension asked, so the value is another's
            hits = [h for h in hits if not _dimension_beside(r, first, last, h[0])] or hits
        elif len(hits) > 1:  # "dark" of eye and of hair colour: the dimension's word beside it decides
            hits = [h for h in hits if _dimension_beside(r, first, last, h[0])] or _directed(r, first, hits) or hits
        if len(hits) > 1 and _one_row_set(r, hits):
            hits = hits[:1]  # "Toronto" a municipality and its census division: the same row either way
        if len(hits) > 1:
            text = r.words(first, last)
            r = r.claim(first, last, "name", "a value of several dimensions",
                        unmatched=(*r.unmatched, Unmatched(text, " or ".join(h[0].column for h in hits),
                                                           tuple(f"{h[0].column} = {h[1][0]}" for h in hits))))
        elif hits and len(hits[0][1]) > 1 and _every_one(r, last, hits[0][0]):
            r = _all_of(r, first, last, hits[0][0], hits[0][1])  # "the IBM processors": every one of them
        elif hits and len(hits[0][1]) > 1:  # words two values share ("pound" declared for two)
            d, hit, _how = hits[0]
            r = r.claim(first, last, "name", f"several {d.column} values",
                        unmatched=(*r.unmatched, Unmatched(r.words(first, last), d.column, tuple(hit[:12]))))
        elif hits and (said := [o for o in r.table.dimensions if o is not hits[0][0] and words in o.said_as]):
            # "how many municipalities" where ``municipality`` is a csd_type and the declared word of the
            # municipalities' names: that type's rows or every row, which the question does not say
            d, hit, _how = hits[0]
            r = r.claim(first, last, "name", "a value and another dimension's word", unmatched=(*r.unmatched, Unmatched(
                r.words(first, last), f"{d.column} or {said[0].column}",
                (f"{d.column} = {hit[0]}", f"every {said[0].column} (its declared word)"))))
        elif hits:
            d, hit, how = hits[0]
            r = r.claim(first, last, "name", f"{d.column} = {hit[0]}{how}",
                        members=(*r.members, Member(d.column, hit[0], r.words(first, last))))
    for first, last in list(_spans(r)):
        if not r.free_run(first, last) or not r.tokens[first].text[:1].isupper() or r.tokens[first].kind != "word":
            continue
        words = _folds(r, first, last)
        if words[0] in qw:
            continue
        for d, _index in indexes:
            cands = _prefix_candidates(words, d)
            if len(cands) == 1:
                r = r.claim(first, last, "name", f"{d.column} = {cands[0]} (by its first words)",
                            members=(*r.members, Member(d.column, cands[0], r.words(first, last))))
                break
            if len(cands) > 1 and _every_one(r, last, d):
                r = _all_of(r, first, last, d, cands)
                break
            if len(cands) > 1:
                r = r.claim(first, last, "name", f"several {d.column} values",
                            unmatched=(*r.unmatched, Unmatched(r.words(first, last), d.column, tuple(cands[:12]))))
                break
    return _mirrored_members(r)


def measure_words_as_values(r: Reading) -> Reading:
    """"The Republicans" declared for ``np2`` (the second party's seats) and written as a value of
    ``p2``: the declared word names both, so it reads that measure on the rows where the value is
    ("in how many Congresses did the Republicans hold more seats than the Democrats": ``np2 > np1``
    where ``p2`` is Republicans and ``p1`` Democrats), never the measure of every row (another
    party's seats where the second party was another). A value of several dimensions is asked back."""
    for c in [c for c in r.claims if c.stage == "measure" and c.what in r.measures]:
        if _a_header(r, c):
            continue
        text = r.words(c.first, c.last)
        said = comparable(words_of(text))
        holders = [(d.column, v) for d in r.table.dimensions if not d.is_id for v in d.written.get(said, ())]
        if len(holders) == 1:
            r = replace(r, members=(*r.members, Member(holders[0][0], holders[0][1], text)))
        elif holders:
            r = replace(r, unmatched=(*r.unmatched, Unmatched(text, " or ".join(dict.fromkeys(h[0] for h in holders)),
                                                              tuple(f"{col} = {v}" for col, v in holders))))
    return r


def _mirror_pair(r: Reading, hits: list) -> tuple[str, str] | None:
    """The two dimensions of a symmetric matrix ``hits`` read one value in, in schema order, or None."""
    if len(hits) != 2 or any(len(h[1]) != 1 for h in hits) or hits[0][1][0] != hits[1][1][0]:
        return None
    cols = {hits[0][0].column, hits[1][0].column}
    return next(((a, b) for a, b in r.table.schema.mirrored if {a, b} == cols), None)


def _mirrored_members(r: Reading) -> Reading:
    """Names of a symmetric matrix's rows and columns (a distance table), bound once all are read:
    two name its one cell, whichever is read in which dimension ("from BOS to LAX"); three, two of
    them joined by "or" or "and", compare those two in one dimension beside the third in the other
    ("is MIA or MSY farther from SEA"); one is read in the first dimension and left out of the
    other ("which airport is closest to SFO": never SFO's distance to itself). Any other count
    stays a question back."""
    if not r.mirrors:
        return r
    spans = r.mirrors
    if len(spans) == 3:
        joined = next((k for k in (0, 1) if _coordinated(r, spans[k][1], spans[k + 1][0])), None)
        if joined is None:
            return _mirrors_unread(r)
        one = spans[2] if joined == 0 else spans[0]
        two = spans[joined:joined + 2]
        order = [(one, 3), (two[0], 4), (two[1], 4)]
    elif len(spans) in (1, 2):
        order = [(s, 3 + k) for k, s in enumerate(spans)]
    else:
        return _mirrors_unread(r)
    members = tuple(Member(s[i], s[2], r.words(s[0], s[1])) for s, i in order)
    excluded = (Member(spans[0][4], spans[0][2], r.words(spans[0][0], spans[0][1])),) if len(spans) == 1 else ()
    r = replace(r, members=(*r.members, *members), excluded=(*r.excluded, *excluded), mirrors=())
    lead = spans[0][0] - 1
    if len(spans) == 2 and lead >= 0 and r.free(lead) and r.tokens[lead].fold in r.language.table.pair_leads \
            and _coordinated(r, spans[0][1], spans[1][0]):  # "the distance between BOS and SEA"
        r = r.claim(lead, lead, "function", f"'{r.tokens[lead].text}': the two ends of one cell")
    return r


def _coordinated(r: Reading, last: int, first: int) -> bool:
    """Tokens between ``last`` and ``first`` are a coordinator, articles beside it ("MIA or MSY")."""
    between = [t.fold for t in r.tokens[last + 1:first]]
    return any(w in r.language.table.coordinators for w in between) and all(
        w in r.language.table.coordinators or w in r.language.function_words for w in between)


def _mirrors_unread(r: Reading) -> Reading:
    """Names of a matrix's two dimensions no rule above binds: each a question back."""
    out = tuple(Unmatched(r.words(f, la), f"{a} or {b}", (f"{a} = {v}", f"{b} = {v}")) for f, la, v, a, b in r.mirrors)
    return replace(r, unmatched=(*r.unmatched, *out), mirrors=())


def _a_code(text: str) -> bool:
    """A value written as a code, not a name: three characters or fewer, or digits in it ("A",
    "S14", "51"); the word before such a code says what it codes ("site A"), where a word before
    a name may be anything ("outside New York City")."""
    return len(text) <= 3 or any(ch.isdigit() for ch in text)


def _directed(r: Reading, first: int, hits: list) -> list:
    """"From Quebec to Ontario" where both are values of ``source`` and of ``destination``: the
    word before the value says which end it is, and the dimension whose words say that end holds
    it — or, "from BOS" beside a ``destination`` and a column with no header (a distance table's
    row labels), the one that is not the other end's. [] when nothing decides."""
    if first == 0 or len(hits) != 2:
        return []
    ends = dict(r.language.table.direction_words)
    said = ends.get(r.tokens[first - 1].fold)
    if said is None:
        return []
    other = {w for k, ws in ends.items() if ws != said for w in ws}
    named = [h for h in hits if set(h[0].words) & set(said)]
    if len(named) == 1:
        return named
    rest = [h for h in hits if not set(h[0].words) & other]
    return rest if len(rest) == 1 and unnamed_column(rest[0][0].column) else []


def _said_before(r: Reading, k: int, d: DimensionValues) -> bool:
    """Token ``k`` says dimension ``d`` before its value: the dimension's word ("plate a"), or,
    of the table's one column with no header, a noun no other dimension has ("site A")."""
    return _dimension_said(r.tokens[k].fold, d.words) or _names_unnamed(r, k, d.column)


def _names_unnamed(r: Reading, k: int, column: str) -> bool:
    """Free token ``k`` is a noun for ``column``, the table's one column with no header: no function,
    question or operation word, and no word of another dimension ("site" of the waders' ``column1``)."""
    word = r.tokens[k].fold
    return unnamed_column(column) and r.free(k) and word not in (r.language.glue | operation_vocabulary(r)) \
        and _the_unnamed(r, word) == column


def _every_one(r: Reading, last: int, d: DimensionValues) -> bool:
    """Words several values share followed by the dimension's word in the plural ("the IBM
    processors"): the question takes every one of those values, not one of them."""
    k = last + 1
    if k >= len(r.tokens) or r.tokens[k].kind != "word":
        return False
    fold = r.tokens[k].fold
    return singular(fold) != fold and singular(fold) in d.words


def _all_of(r: Reading, first: int, last: int, d: DimensionValues, values: Sequence[str]) -> Reading:
    text = r.words(first, last)
    return r.claim(first, last, "name", f"{d.column}: the {len(values)} values '{text}' begins or names, every one",
                   members=(*r.members, *(Member(d.column, v, text) for v in values)))


def _number_row(r: Reading, first: int, last: int) -> Reading:
    """A document table's row labelled by a number alone — a year of a maturity table, "2021 | $138
    | $6" — named by that number as written ("the operating leases for 2021"): the row, not a time
    (such a table has no time axis); only in a table ``TableSchema.filled`` marks as a report's."""
    if first != last or not r.table.schema.filled or r.tokens[first].kind != "number":
        return r
    text = r.tokens[first].text
    hits = [(d, v) for d in r.table.dimensions if d.column in r.table.schema.entity for v in d.values if v == text]
    if len(hits) != 1:
        return r
    d, value = hits[0]
    return r.claim(first, last, "name", f"{d.column} = {value} (a row labelled by the number)",
                   members=(*r.members, Member(d.column, value, text)))


def _declared_index(d: DimensionValues) -> dict[tuple[str, ...], list[str]]:
    """The words the KB declares for values ``d`` holds → those values."""
    out: dict[tuple[str, ...], list[str]] = {}
    held = set(d.values)
    for words, v in d.declared:
        if v in held and v not in out.setdefault(words, []):
            out[words].append(v)
    return {k: v for k, v in out.items() if v}


def _value_in(r: Reading, d: DimensionValues, index, first: int, last: int) -> tuple[tuple[str, ...] | None, str]:
    """The value of ``d`` the words name, and how when not as written ("women" for Female,
    "sunny" for sun, "rainy" for rain: the adjective a ``-y`` makes of a one-word value)."""
    words = _folds(r, first, last)
    hit = index.get(words)
    if hit:
        return hit, f" (as '{r.words(first, last)}')" if words in d.declared_words else ""
    w = words[0]
    if len(words) == 1 and len(w) > 4 and w.endswith("y"):
        stem = w[:-2] if w[-2] == w[-3] else w[:-1]  # "sunny" → sun, "foggy" → fog, "rainy" → rain
        if (stem,) in index:
            return index[(stem,)], f" (as '{r.words(first, last)}')"
    said = next((v for v in header_variants(words, r.language.table.value_form) if v in index), None)
    said = said or _compass_code(r, d, words)
    return (index[said], f" (as '{r.words(first, last)}')") if said else (None, "")


def _dimension_beside(r: Reading, first: int, last: int, d: DimensionValues) -> bool:
    """The dimension's own word right before or after the value ("dark hair", "hair: dark"), or
    before it and "of" ("the state of Ohio")."""
    of = first >= 2 and r.tokens[first - 1].fold == "of"
    return any(0 <= j < len(r.tokens) and r.tokens[j].kind == "word" and _dimension_said(r.tokens[j].fold, d.words)
               for j in (first - 1, last + 1, *((first - 2,) if of else ())))


def _compass_code(r: Reading, d: DimensionValues, words: tuple[str, ...]) -> tuple[str, ...] | None:
    """"from the north" over a dimension of compass codes (N, NNE, NE …: four or more, every
    value one): the code the words say, as the dimension's index keys it."""
    points = dict(r.language.table.compass_points)
    code = points.get(" ".join(words))
    codes = set(points.values())
    if code is None or len(d.values) < 4 or not all(v.strip().lower() in codes for v in d.values):
        return None
    return (code,) if (code,) in d.index else None


def _ordinal_of(r: Reading, i: int) -> int | None:
    """The whole number an ordinal token says ("third", "3rd"), or None."""
    t = r.tokens[i]
    found = dict(r.language.table.ordinals).get(t.fold)
    if found is None and t.kind == "number" and t.fold[-2:] in ("st", "nd", "rd", "th") and t.number is not None:
        found = int(t.number)
    return found


def ordinal_members(r: Reading) -> Reading:
    """"third-class", "3rd class", "class 3rd": an ordinal beside a dimension's own word names
    that dimension's value written as the ordinal ("3rd"); never an ordinal alone (the "first"
    reading, the "second" half are not values)."""
    for d in r.table.dimensions:
        ordinal_values = {int(v[:-2]): v for v in map(str, d.values) if v[:-2].isdigit()
                          and v[-2:].lower() in ("st", "nd", "rd", "th")}
        if not ordinal_values:
            continue
        for i in range(len(r.tokens) - 1):
            for at, word in ((i, i + 1), (i + 1, i)):
                n = _ordinal_of(r, at) if r.free_run(i, i + 1) else None
                if n is None or singular(r.tokens[word].fold) not in d.words:
                    continue
                v = ordinal_values.get(n)
                if v is None:
                    r = r.claim(i, i + 1, "name", f"no {d.column} {r.tokens[at].text}",
                                unmatched=(*r.unmatched, Unmatched(r.words(i, i + 1), d.column,
                                                                   nearest=tuple(ordinal_values.values())[:3])))
                else:
                    r = r.claim(i, i + 1, "name", f"{d.column} = {v}",
                                members=(*r.members, Member(d.column, v, r.words(i, i + 1))))
                break
    return r


def _head_shared(r: Reading, words: tuple[str, ...]) -> tuple[str, str] | None:
    """``("measure", name)`` or ``(column, value)`` that ``words`` name exactly (in a header's
    forms too: "rural women" is ``Rural Female``), or None."""
    exact, _by_letter = r.table.measure_runs
    tw = r.language.table
    for v in (words, *header_variants(words, tw.header_form)):
        if v in exact:
            return "measure", exact[v]
        if v == words or v in header_variants(words, tw.value_form):  # a value is never abbreviated
            hit = next((d for d in r.table.dimensions if not d.is_id and v in d.index), None)
            if hit is not None:
                return hit.column, hit.index[v][0]
    return None


def coordinated_heads(r: Reading) -> Reading:
    """"rural or urban men": the last word is shared by both ("rural men or urban men") when
    the first word with it names a measure or a value of the same kind as the second phrase —
    the comparison of two, not one word that fits several."""
    joiners = r.language.table.coordinators
    for c in [c for c in r.claims if c.stage in ("measure", "name") and c.last > c.first]:
        a, j = c.first - 2, c.first - 1
        if a < 0 or not (r.free(a) and r.free(j)) or r.tokens[j].fold not in joiners or r.tokens[a].kind != "word":
            continue
        second = _head_shared(r, _folds(r, c.first, c.last))
        first = _head_shared(r, (singular(r.tokens[a].fold), *_folds(r, c.first + 1, c.last)))
        if second is None or first is None or first[0] != second[0] or first == second:
            continue
        kind, name = first
        text = f"{r.words(a, a)} {r.words(c.first + 1, c.last)}"
        if kind == "measure":
            r = r.claim(a, a, "measure", f"{name} (the last words shared: '{text}')",
                        measures=tuple(dict.fromkeys((*r.measures, name))))
        else:
            r = r.claim(a, a, "name", f"{kind} = {name} (the last words shared: '{text}')",
                        members=(*r.members, Member(kind, name, text)))
    return r


def verbs_after_subjects(r: Reading) -> Reading:
    """"How many home runs did ruthba01 hit": a word read as a second measure (``h``, hits) that is,
    wherever the question says it, the verb after an auxiliary and its subject — names, a title, a
    pronoun — is that verb, said of the measure the question already names; never when it is the
    only measure."""
    if len(r.measures) < 2:
        return r
    by_measure: dict[str, list[Claim]] = {}
    for c in r.claims:
        if c.stage == "measure":
            by_measure.setdefault(c.what.split(" ", 1)[0], []).append(c)
    for measure, claims in by_measure.items():
        if measure in r.measures and len(r.measures) >= 2 and all(_verb_slot(r, c) for c in claims):
            r = r.with_claims(tuple(x for x in r.claims if x not in claims),
                              measures=tuple(m for m in r.measures if m != measure))
            for c in claims:
                r = r.claim(c.first, c.last, "function", f"'{r.tokens[c.first].fold}': the verb after the subject")
    return r


def _verb_slot(r: Reading, c: Claim) -> bool:
    """Claim ``c`` is one word right after an auxiliary and its subject ("did Ruth hit", "did he hit"),
    or after the subject a question asks for ("which team hit": "which" and a dimension's word)."""
    return c.first == c.last and _verb_at(r, c.first)


def _verb_at(r: Reading, i: int) -> bool:
    """Token ``i`` is the verb after an auxiliary and its subject, or after the subject asked."""
    asked = i - 1
    if asked >= 1 and r.tokens[asked - 1].fold in ("which", "what") and r.free(asked) \
            and any(_dimension_said(singular(r.tokens[asked].fold), d.words) for d in r.table.dimensions):
        return True
    k, subject = i - 1, 0
    while k >= 0 and (r.tokens[k].fold in r.language.table.subject_pronouns
                      or any(x.stage in ("name", "table") and x.first <= k <= x.last for x in r.claims)):
        k, subject = k - 1, subject + 1
    while k >= 0 and r.tokens[k].fold == "the":
        k -= 1
    return subject > 0 and k >= 0 and r.tokens[k].fold in r.language.table.auxiliaries


def member_dimension_words(r: Reading) -> Reading:
    """The dimension's own word written beside a value the question names ("the GOLD medal",
    "the carnivore diet", "the ozone-treated trees"), or a word after it that says its rows are a
    group of the study ("the placebo group"): read with the value, as "subject 12" reads its word
    before the id."""
    words_of_column = {d.column: d.words for d in r.table.dimensions}
    for c in [c for c in r.claims if c.stage == "name"]:
        column = next((col for col in words_of_column if c.what.startswith(f"{col} = ")), None)
        if column is None:
            continue
        of = c.first >= 2 and r.tokens[c.first - 1].fold == "of"  # "the state of Ohio"
        for j in (c.last + 1, c.first - 1, *((c.first - 2,) if of else ())):
            if 0 <= j < len(r.tokens) and r.free(j) and r.tokens[j].kind == "word" \
                    and _dimension_said(r.tokens[j].fold, words_of_column[column]) \
                    and not (j == c.last + 1 and _several_of_one(r, j, column)):
                r = r.claim(j, j, "name", f"the word of {column}")
        j = c.first - 1  # "site A" of a column with no header: the noun is the word of its code
        if j >= 0 and r.tokens[j].kind == "word" and _a_code(r.words(c.first, c.last)) and _names_unnamed(r, j, column):
            r = r.claim(j, j, "name", f"the word of {column} (the column with no header)")
        j = c.last + 1  # "the placebo group": the value's rows, a group of the study
        if j < len(r.tokens) and r.free(j) and r.tokens[j].fold in r.language.table.member_nouns:
            r = r.claim(j, j, "name", f"the group of {column}'s value")
        j = c.first - 1  # "aged 60-64", "given the placebo"
        if j >= 1 and r.free(j) and r.tokens[j].fold in ("the", *r.language.table.value_articles):
            j -= 1
        if j >= 0 and r.free(j) and r.tokens[j].fold in r.language.table.member_leads:
            r = r.claim(j, j, "name", f"the word before a value of {column}")
    return r


def excluded_members(r: Reading) -> Reading:
    """"Excluding the World", "other than China", "leaving the world total aside": a value named
    right after a phrase that takes it out (``excluding_members``; "leaving" only with "aside" or
    "out" after the value) is left out of the rows, never read as the value asked."""
    words_of = r.language.table.excluding_members
    for c in [c for c in r.claims if c.stage == "name"]:
        taken = [m for m in r.members if m.text == r.words(c.first, c.last)]
        j = c.first - 1
        j -= 1 if j >= 0 and r.tokens[j].fold == "the" else 0
        lead = next((p for p in words_of if j - len(p.split()) + 1 >= 0
                     and [t.fold for t in r.tokens[j - len(p.split()) + 1:j + 1]] == p.split()), None)
        if not taken or lead is None or not r.free_run(j - len(lead.split()) + 1, j):
            continue
        after = c.last + 1
        if after < len(r.tokens) and r.tokens[after].fold in r.language.table.total_members:
            after += 1  # "leaving the world total aside"
        closed = after < len(r.tokens) and r.tokens[after].fold in r.language.table.excluding_closers and r.free(after)
        if lead == "leaving" and not closed:
            continue  # "leaving" alone says no exclusion ("the people leaving Ontario")
        r = r.claim(j - len(lead.split()) + 1, j, "operation", f"'{lead}': the value after it left out")
        if closed and lead == "leaving":
            r = r.claim(after, after, "operation", f"'{r.tokens[after].text}': closes '{lead}'")
        r = replace(r, members=tuple(m for m in r.members if m not in taken), excluded=(*r.excluded, *taken))
    return r


def _several_of_one(r: Reading, j: int, column: str) -> bool:
    """"The Quebec cities": the plural of the word of a dimension of single things (names, not
    categories) after one of its values says several of them, never that one — left unread
    (never "the gold medals", a category's value with its things)."""
    t = r.tokens[j]
    d = next(d for d in r.table.dimensions if d.column == column)
    return _plural_word(t.fold, column) and d.dimension.kind == "text"


def _plural_word(word: str, column: str) -> bool:
    """A plural word, never one the header writes so ("corps" of ``corps``)."""
    return word != singular(word) and word not in {t.fold for t in tokenize(column)}


def _dimension_said(word: str, words: tuple[str, ...]) -> bool:
    """A word that says a dimension beside its value: the dimension's word, or one of its stem
    ("ozone-treated" for ``treat = ozone``: "treated" of ``treat``)."""
    return singular(word) in words or any(same_stem(word, w) for w in words)


def _find(r: Reading, words: tuple[str, ...]) -> tuple[int, int] | None:
    n = len(words)
    for i in range(len(r.tokens) - n + 1):
        if r.free_run(i, i + n - 1) and tuple(t.fold for t in r.tokens[i:i + n]) == words:
            return i, i + n - 1
    return None


def resolved_names(r: Reading) -> Reading:
    """Names the plan's resolver matched ("the ridge", a declared alias of "Alpha Ridge"):
    a value of one of the table's dimensions is that member; a name that is not is another
    stage's (:func:`other_stages`)."""
    values = {}
    for d in r.table.dimensions:
        for v in d.values:
            values.setdefault(v.casefold(), (d.column, v))
    for text, entity in r.named:
        hit = values.get(entity.casefold())
        if text.casefold() != entity.casefold() and _exact_value(r, text):
            continue  # "Africa" is the continent Africa, not South Africa by its last word
        span = _find(r, tuple(t.fold for t in tokenize(text))) if hit is not None else None
        if span is not None and not _inside_declared(r, span):
            column, value = hit
            r = r.claim(span[0], span[1], "name", f"{column} = {value} (as '{text}')",
                        members=(*r.members, Member(column, value, text)))
    return r


def _inside_declared(r: Reading, span: tuple[int, int]) -> bool:
    """The tokens ``span`` lie inside a longer phrase the KB declares for a value ("Quebec cities"
    of the region ``QC``, around the city Quebec), or inside a longer value of the table written
    whole ("Sub-Saharan Africa", a region, around "Africa" the resolver read as South Africa):
    the longer phrase names the member."""
    first, last = span
    for d in r.table.dimensions:
        for words, _v in d.declared:
            n = len(words)
            if n > last - first + 1 and any(_folds(r, a, a + n - 1) == words
                                            for a in range(max(0, last - n + 1), first + 1) if a + n <= len(r.tokens)):
                return True
    return _inside_value(r, first, last)


def _exact_value(r: Reading, text: str) -> bool:
    """``text`` is, word for word, a value of one of the table's dimensions."""
    words = tuple(t.fold for t in tokenize(text))
    return any(words in d.index for d in r.table.dimensions if not d.is_id)


# --------------------------------------------------------------------------- measures
VOWELS = frozenset("aeiou")


def _abbreviates(q: str, m: str) -> bool:
    """A header word that abbreviates the question's word: a prefix of three letters or
    more ("temp" of "temperature", "elec" of "electrical", "acc" of "accidental"), or its
    consonant skeleton ("prcp" of "precipitation", "qty" of "quantity", "wt" of "weight")."""
    return len(m) >= 3 and len(q) > len(m) and q.startswith(m) and (len(m) >= 4 or len(q) >= 7) or _skeleton(q, m)


def _skeleton(q: str, m: str) -> bool:
    """``m`` is ``q``'s first letter and then consonants of ``q`` in order, with ``q``'s last
    consonant among them: "prcp" of "precipitation", "qty" of "quantity" (three letters or
    more: never "at" of "Atlantis"; ``q`` of five letters or more)."""
    return len(m) >= 3 and len(q) >= 5 and _consonants_of(q, m) and (m[-1] == _last_consonant(q) or len(m) >= 4)


def _consonants_of(q: str, m: str) -> bool:
    """``m`` is ``q``'s first letter, then consonants of ``q`` in order (``m`` not empty)."""
    if m[0] != q[0] or not m.isalpha() or any(c in VOWELS for c in m[1:]):
        return False
    it = iter(q[1:])
    return all(c in it for c in m[1:])


def _last_consonant(q: str) -> str:
    return next((c for c in reversed(q) if c not in VOWELS), "")


def _per_phrase(r: Reading, i: int) -> int | None:
    """The last token of a rate's "per" phrase at ``i`` ("per 1000 people", "per 1,000"), or None."""
    tw = r.language.table
    if r.tokens[i].fold != "per" or i + 1 >= len(r.tokens) or r.tokens[i + 1].number is None:
        return None
    last = i + 1
    if last + 1 < len(r.tokens) and singular(r.tokens[last + 1].fold) in tw.population_nouns:
        last += 1
    return last


def per_rates(r: Reading) -> Reading:
    """"the marriage rate per 1000 people": the measure whose name holds "per 1000"
    (``Marriages_per_1000``) and the question's other words before it; never the number read
    as a year. A "per N" no measure's name or unit holds is refused saying so."""
    for i in range(len(r.tokens)):
        last = _per_phrase(r, i) if r.free(i) else None
        if last is None:
            continue
        n = format(r.tokens[i + 1].number, "g")
        said = {singular(t.fold) for t in r.tokens[:i] if t.kind == "word"}
        fits = []
        for m in r.table.measures:
            for words in m.names:
                k = next((j for j in range(len(words) - 1) if words[j] == "per" and words[j + 1] == n), None)
                rest = [w for j, w in enumerate(words) if k is None or j not in (k, k + 1)]
                if k is not None and rest and all(w in said for w in rest):
                    fits.append((m.measure.name, tuple(rest)))
        names = sorted({f for f, _w in fits})
        units = _rate_units(r, r.tokens[i + 1].number) if not names else ()
        if units:
            last = _unit_words_after(r, last, units)
            r = r.claim(i, last, "unit", f"per {n}: a declared unit", rate_unit=(r.tokens[i + 1].number, r.words(i, last)))
            continue
        if len(names) != 1:
            which = f"more than one measure of {r.table.source} states ({', '.join(names)})" if names \
                else f"no measure of {r.table.source} states"
            r = r.claim(i, last, "unit", f"per {n}",
                        unsupported=(*r.unsupported, f"'{r.words(i, last)}' is a rate {which}"))
            continue
        rest = next(w for f, w in fits if f == names[0])
        r = r.claim(i, last, "measure", f"{names[0]} (per {n})", measures=tuple(dict.fromkeys((*r.measures, names[0]))))
        for j in range(i):
            if r.free(j) and singular(r.tokens[j].fold) in rest:
                r = r.claim(j, j, "measure", f"{names[0]} (its words before 'per {n}')")
    return r


def _unit_per(unit: str | None) -> float | None:
    """The N of a rate unit "per N …" ("per 100,000 people" → 100000), or None."""
    t = tokenize(unit or "")
    return next((t[k + 1].number for k in range(len(t) - 1) if t[k].fold == "per" and t[k + 1].number is not None),
                None)


def _rate_units(r: Reading, n: float | None) -> tuple[str, ...]:
    """The declared units of the table's measures that are rates "per ``n``"."""
    return tuple(dict.fromkeys(u for m in r.table.measures if (u := _unit(r, m.measure.name)) and _unit_per(u) == n))


def _unit_words_after(r: Reading, last: int, units: Sequence[str]) -> int:
    """The rate's phrase extended over the words a declared unit writes after its number and
    the question says next, in order ("per 1,000 *live births*")."""
    for unit in units:
        t = tokenize(unit)
        k = next(k for k in range(len(t) - 1) if t[k].fold == "per")
        rest = [singular(x.fold) for x in t[k + 2:] if x.kind == "word"]
        j = last + 1
        while rest and j < len(r.tokens) and r.free(j) and singular(r.tokens[j].fold) == rest[0]:
            rest, j = rest[1:], j + 1
        if j - 1 > last:
            return j - 1
    return last


def rate_units(r: Reading) -> Reading:
    """"the gun homicide rate per 100,000 people": a rate's "per N" that no measure's name
    holds is the declared unit of the measures the question names (``value``, in "per 100,000
    people"); the one measure whose unit states it when the question names none. A measure
    named that does not state it is refused saying so: the rate is never computed or assumed."""
    if not r.rate_unit:
        return r
    n, said = r.rate_unit
    stated = tuple(m.measure.name for m in r.table.measures if _unit_per(_unit(r, m.measure.name)) == n)
    if not r.measures and len(stated) == 1:
        return replace(r, measures=stated, measures_said=(*r.measures_said, (stated[0], said)))
    if r.measures and all(m in stated for m in r.measures):
        return r
    which = f"{', '.join(stated)} state it, the question names {', '.join(r.measures)}" if r.measures \
        else f"several measures state it ({', '.join(stated)}): name the one you mean"
    return replace(r, unsupported=(*r.unsupported, f"'{said}' is a rate of a declared unit: {which}"))


def ordinal_measures(r: Reading) -> Reading:
    """"The third post-test" of ``post.test.1`` .. ``post.test.3``: an ordinal before the words of
    a measure's name that, with its number at the end, are that name whole, names the measure so
    numbered (never a rank: read before the measures' names are)."""
    exact, _by_letter = r.table.measure_runs
    places = {**dict(r.language.table.ordinals), **dict(r.language.table.rank_ordinals)}
    for i, t in enumerate(r.tokens):
        k = places.get(t.fold)
        if not k or not r.free(i):
            continue
        for last in range(min(len(r.tokens) - 1, i + 4), i, -1):
            hit = exact.get((*_folds(r, i + 1, last), str(k))) if r.free_run(i + 1, last) else None
            if hit is not None:
                r = r.claim(i, last, "measure", f"{hit} (the {t.fold} of its numbered kind)",
                            measures=tuple(dict.fromkeys((*r.measures, hit))))
                break
    return r


def measure_names(r: Reading) -> Reading:
    """Measures by their name, column or declared alias (longest first), or a run of words
    that says one (:func:`fits_name`)."""
    r = _names_around_statistics(r)
    exact, by_letter = r.table.measure_runs
    fixed = operation_vocabulary(r)
    forms = r.language.table.header_form
    for first, last in list(_spans(r)):
        if not r.free_run(first, last) or _cuts_identifier(r, first, last) or _when_asked(r, first, last) \
                or _counts_events(r, first, last):
            continue
        words = _folds(r, first, last)
        hit = exact.get(words)
        if hit is None and first == last:  # "cases": the header ``ncases`` counts them
            hit = next((exact[(p + words[0],)] for p in COUNT_PREFIXES if len(words[0]) >= 4
                        and (p + words[0],) in exact), None)
        what = hit
        if hit is None and (first < last or len(words[0]) >= 4) and _edges_named(r, first, last) \
                and not _calendar_run(r, first, last) and not _dimension_word(r, words):
            turned = ((words[1], words[0]),) if len(words) == 2 else ()
            fits = sorted({n for v in (words, *turned, *header_variants(words, forms, fixed))
                           for run, n in _candidates(by_letter, v) if fits_header(words, run, forms, fixed)})
            hit = fits[0] if len(fits) == 1 and not _turned_from_another(r, exact, words, fits[0], by_letter) else None
            what = f"{hit} {FUZZY}"
        if hit is not None and what != hit and (restated := _restates(r, words)):
            r = r.claim(first, last, "measure", f"{restated} (a word of its own name)")
        elif hit is not None:
            r = r.claim(first, last, "measure", what, measures=tuple(dict.fromkeys((*r.measures, hit))))
    return _names_said_apart(_aliases_joined(r))


def _names_said_apart(r: Reading) -> Reading:
    """"How many absentee votes did the Democrat get" of a measure declared "absentee votes for the
    Democrat": every content word of a declared name of two or more, in the question in the name's
    order, a few glue words apart ("did the") — of one measure only — is that measure, read before
    any of its words is read alone ("absentee" fits three measures). Names said whole are read
    before (by the runs of :func:`measure_names`); a name said with nothing between its words is theirs."""
    glue = r.language.glue
    found: dict[str, list[tuple[int, int]]] = {}
    for m in r.table.measures:
        for name in m.names:
            content = tuple(dict.fromkeys(singular(w) for w in name if w not in glue))
            span = _apart(r, content, glue) if len(content) >= 2 else None
            if span is not None and span[1] - span[0] + 1 > len(content):  # words between: said apart
                found.setdefault(m.measure.name, []).append(span)
    if len(found) != 1:
        return r
    ((name, spans),) = found.items()
    first, last = min(spans, key=lambda s: s[1] - s[0])  # the closest saying
    return r.claim(first, last, "measure", f"{name} (its declared name said apart)",
                   measures=tuple(dict.fromkeys((*r.measures, name))))


def _apart(r: Reading, content: tuple[str, ...], glue: frozenset[str]) -> tuple[int, int] | None:
    """The tokens ``first``–``last`` holding ``content`` in its order, every other token between
    them a glue word and free, at most three between two of them; None when there are none."""
    words = r.singulars or _folds(r, 0, len(r.tokens) - 1)
    for start in (i for i, w in enumerate(words) if w == content[0] and r.free(i)):
        picked, k = [start], start
        for c in content[1:]:
            k = next((j for j in range(k + 1, min(k + 5, len(words))) if words[j] == c), -1)
            if k < 0:
                break
            picked.append(k)
        if len(picked) == len(content) and all(r.free(j) for j in range(start, picked[-1] + 1)) and all(
                words[j] in glue or j in picked for j in range(start, picked[-1] + 1)):
            return start, picked[-1]
    return None


def _names_around_statistics(r: Reading) -> Reading:
    """"Women's average wages" of a measure declared "women's wage": a name of the measure of two
    words or more written with one statistic word inside it — the measure named, the statistic
    asked (never "women", another measure's name, and "wages" left to the title)."""
    exact = r.table.measure_runs[0]
    single = {words[0]: st for pairs in r.language.table_statistic_phrases.values() for words, st in pairs
              if len(words) == 1}
    names = [(n, m) for n, m in exact.items() if len(n) >= 2]
    for i, t in enumerate(r.tokens):
        st = single.get(t.fold)
        if st is None or not r.free(i):
            continue
        for n, m in names:
            for k in range(1, len(n)):
                first, last = i - k, i + len(n) - k
                if first >= 0 and last < len(r.tokens) and r.free_run(first, last) \
                        and _folds(r, first, i - 1) + _folds(r, i + 1, last) == n:
                    return r.claim(first, last, "measure", m, measures=tuple(dict.fromkeys((*r.measures, m))),
                                   statistic=st, statistic_words=t.text)
    return r


def _aliases_joined(r: Reading) -> Reading:
    """"Median income per head" of a measure declared as "median income" and "income per head":
    a name of the measure read, and before it words that make another of its names with its first
    words — the measure is read over both (the first words are never a statistic of their own)."""
    exact = r.table.measure_runs[0]
    for c in [c for c in r.claims if c.stage == "measure"]:
        name = exact.get(_folds(r, c.first, c.last))
        starts = [f for f in range(max(0, c.first - 3), c.first) if r.free_run(f, c.first - 1)
                  and any(exact.get(_folds(r, f, last)) == name for last in range(c.first, c.last))]
        if name is not None and starts:
            kept = r.with_claims(tuple(x for x in r.claims if x is not c))
            r = kept.claim(starts[0], c.last, "measure", c.what)
    return r


def coordinated_tails(r: Reading) -> Reading:
    """"Were there more days above 70 degrees in 1948 or in 2018": a measure named whole by a
    declared name (``dx70_1948``, "days above 70 degrees in 1948"), then "or" or "and" and words
    that, put in place of that name's last words, are another measure's declared name ("days above
    70 degrees in 2018": ``dx70_2018``) — that measure too, the head said once for both."""
    names = [(tuple(singular(w) for w in words), m.measure.name) for m in r.table.measures for words in m.names
             if len(words) >= 2]
    for c in [c for c in r.claims if c.stage == "measure" and c.what in r.measures and c.last > c.first]:
        k = c.last + 1
        if k >= len(r.tokens) or r.tokens[k].fold not in r.language.table.coordinators:
            continue
        found = _tail_named(r, c, names)
        if found is not None:
            last, other = found
            r = r.claim(k + 1, last, "measure", f"{other} (its name's head said once, before '{r.tokens[k].text}')",
                        measures=(*r.measures, other))
    return r


def _tail_named(r: Reading, c: Claim, names: Sequence[tuple[tuple[str, ...], str]]) -> tuple[int, str] | None:
    """The last token and the measure of the words after the coordinator that follows claim ``c``
    which, put in place of ``c``'s last words, say another measure's declared name; or None."""
    said, k = _folds(r, c.first, c.last), c.last + 1
    for cut in range(1, len(said)):
        head = said[:len(said) - cut]
        for last in range(min(len(r.tokens) - 1, k + cut + 1), k, -1):
            whole = head + _folds(r, k + 1, last)
            other = next((n for words, n in names if n not in r.measures and n != c.what and words == whole), None)
            if other is not None and r.free_run(k + 1, last):
                return last, other
    return None


def choices_by_whole_name(r: Reading) -> Reading:
    """"How many days above 70 degrees did station X record in 2018": "days" fits four measures
    (``dx70_1948`` … ``dx90_2018``), and every word of one's declared name, "days above 70
    degrees in 2018", is in the question in its order — a threshold and a year read elsewhere
    among them — where no other's is: that measure, its words its own (the threshold and the
    year are its name, never a condition or a time). Names of three words or more only, and only
    where the choice is the question's one measure (no other named beside it)."""
    if r.measures or len(r.measure_choices) != 1:
        return r
    ((_said, cands),) = r.measure_choices
    fits = [(m, at) for m in cands if (at := _whole_name_at(r, m)) is not None]
    if len(fits) != 1:
        return r
    measure, at = fits[0]
    taken = set(at)
    claims = tuple(c for c in r.claims if not (taken & set(range(c.first, c.last + 1))))
    r = r.with_claims(claims, measures=(measure,), measure_choices=(),
                      conditions=tuple(x for x in r.conditions if not _condition_in(r, x[2], taken)),
                      parts=tuple(p for p in r.parts if not taken & set(range(p.first, p.last + 1))))
    for k in at:
        r = r.claim(k, k, "measure", f"{measure} (a word of its declared name)")
    return r


def _whole_name_at(r: Reading, measure: str) -> tuple[int, ...] | None:
    """The token indexes, in order, of the first declared name of ``measure`` (three words or more)
    whose every word the question says in that order, or None."""
    toks = [singular(t.fold) for t in r.tokens]
    for words in r.table.measure(measure).names:
        if len(words) < 3:
            continue
        at, k = [], 0
        for w in (singular(x) for x in words):
            k = next((j for j in range(k, len(toks)) if toks[j] == w), -1)
            if k < 0:
                break
            at.append(k)
            k += 1
        if len(at) == len(words):
            return tuple(at)
    return None


def _condition_in(r: Reading, text: str, taken: set[int]) -> bool:
    """The condition said by ``text`` is one whose words a name took."""
    return any(c.stage == "condition" and r.words(c.first, c.last) == text and set(range(c.first, c.last + 1)) & taken
               for c in r.claims)


def measure_as_unit(r: Reading) -> Reading:
    """"How many seats did the Republicans hold", "did the Democrats or the Republicans hold more
    seats": a word that names a measure (``seats``, the House's) and is the declared unit of the
    measures the question names by other words (``np2`` "Republicans", in seats) is their unit, not
    a measure of its own. Never in a share or a ratio ("what share of the seats"), where it is
    the whole."""
    if len(r.measures) < 2 or r.share or r.percent:
        return r
    for c in [c for c in r.claims if c.stage == "measure" and c.what in r.measures]:
        said = tuple(singular(t.fold) for t in r.tokens[c.first:c.last + 1])
        others = [m for m in r.measures if m != c.what]
        if others and all(_said_as_unit(r, said, _unit_words(r, m)) for m in others):
            kept = r.with_claims(tuple(x for x in r.claims if x is not c),
                                 measures=tuple(others), measures_said=tuple(p for p in r.measures_said
                                                                             if p[0] != c.what))
            return kept.claim(c.first, c.last, "unit", f"{r.words(c.first, c.last)}: the unit of "
                              + " and ".join(others))
    return r


def _said_as_unit(r: Reading, said: tuple[str, ...], unit: tuple[str, ...]) -> bool:
    """``said`` is the unit's words, or them after words of the table's own name ("House seats"
    of the House of Representatives' table, in seats)."""
    k = len(said) - len(unit)
    title = r.table.title_singulars
    return bool(unit) and k >= 0 and said[k:] == unit and all(w in title for w in said[:k])


def _unit_words(r: Reading, measure: str) -> tuple[str, ...]:
    """A measure's declared unit as the question's folded, singular words (empty: none)."""
    found = r.table.schema.measure(measure)
    return tuple(singular(w) for w in words_of(found.unit)) if found is not None and found.unit else ()


def _when_asked(r: Reading, first: int, last: int) -> bool:
    """"On which day was it coldest" over a calendar axis: a calendar unit after "which" or
    "what" asks when, never a measure named like it (``days`` of march)."""
    axis = r.table.axis
    return first == last and first > 0 and r.tokens[first - 1].fold in ("which", "what") \
        and axis is not None and (axis.kind in ("date", "datetime") or axis.month_day) \
        and r.language.table.unit_of(r.tokens[first].fold) is not None


def _counts_events(r: Reading, first: int, last: int) -> bool:
    """"The most times", "how many times", "more times": occasions counted, never a measure named
    ``Time`` (a world record's time)."""
    before = r.tokens[first - 1].fold if first > 0 else ""
    return first == last and r.tokens[first].fold in r.language.table.event_counts \
        and before in r.language.table.event_count_leads


def _cuts_identifier(r: Reading, first: int, last: int) -> bool:
    """The run begins or ends inside a name written joined by underscores ("smoking_no_cancer"
    of ``smoking_no_cancer_no``): such a name is read whole or not at all."""
    q = r.question
    start, end = r.tokens[first].start, r.tokens[last].end
    return (start > 0 and q[start - 1] == "_") or (end < len(q) and q[end] == "_")


def _turned_from_another(r: Reading, exact: Mapping[tuple[str, ...], str], words: tuple[str, ...], fit: str,
                         by_letter: dict[str, list]) -> bool:
    """The words fit a header only turned round or in a header form, and one of them is another
    measure's whole name, no word of the fitted one's: "total popdensity" never spells
    ``poptotal`` as pop·total by the beginning of ``popdensity`` ("computers per student" in
    its own order still spells ``compstu`` beside a measure ``computer``)."""
    if any(n == fit and fits_name(words, run, operation_vocabulary(r)) for run, n in _candidates(by_letter, words)):
        return False
    own = {w for n in r.table.measure(fit).names for w in n}
    return any(exact.get((w,), fit) != fit and w not in own for w in words)


def totals_in_names(r: Reading) -> Reading:
    """"the total population" read as ``poptotal`` (or as its declared alias), no other statistic
    asked: over several rows the words still ask their total — a measure whose readings add up
    summed, as "the total X" of a header ``X`` is. Never one word alone (a header ``Total``), nor
    beside another operation (a change, a comparison, a ranking, an extreme: their own reading)."""
    other = (r.change, r.compare, r.share, r.rank, r.extreme, r.top, r.percent, r.step, r.group, r.by_time,
             r.mode, r.counted)
    if r.statistic or len(r.measures) != 1 or any(other):
        return r
    sums = dict(r.language.statistics).get("sum", ())
    flow = r.table.measure(r.measures[0]).measure.additivity == "flow"
    for c in r.claims:
        said = next((r.tokens[i].text for i in range(c.first, c.last + 1) if r.tokens[i].fold in sums), None)
        if c.stage == "measure" and c.first < c.last and said and flow and c.what.startswith(r.measures[0]):
            return replace(r, statistic="sum", statistic_words=said)
    return r


def _restates(r: Reading, words: tuple[str, ...]) -> str | None:
    """The measure already bound whose several-word name holds this one word ("christened" of
    "girls christened" once "girls" bound it): the word restates it, and is never a second
    measure by a shortened or related word ("christenings" of another)."""
    if len(words) != 1:
        return None
    bound = [m.measure.name for m in r.table.measures if m.measure.name in r.measures
             and any(len(n) > 1 and words[0] in n for n in m.names)]
    return bound[0] if len(bound) == 1 else None


def _grouped_unit(r: Reading, i: int) -> bool:
    """Token ``i`` is a calendar unit after a grouping word ("which year", "each month"): the
    grouping's, never a word of a measure's alias ("banking-crisis years")."""
    return (i > 0 and r.tokens[i - 1].fold in GROUPING_HEADS
            and r.language.table.unit_of(r.tokens[i].fold) is not None)


#: the words before a dimension's word or a calendar unit that group by it
GROUPING_HEADS = ("which", "what", "by", "each", "per", "every")


def _calendar_run(r: Reading, first: int, last: int) -> bool:
    """Words that are all a date's ("October 2001"): time, not a measure a header spells
    with them (``sept.oct.2001``, an event's indicator) unless it is that header exactly."""
    lang = r.language
    return all(t.kind != "word" or t.fold in lang.months or t.fold in lang.weekdays
               or t.number is not None for t in r.tokens[first:last + 1])


def measure_abbreviations(r: Reading) -> Reading:
    """A word left after the operations that abbreviates one measure's word ("temp" of
    "temperature") binds it; one that fits several is a choice to ask about."""
    names = [(words, m.measure.name) for m in r.table.measures for words in m.names]
    qw = r.language.table.question_words | r.language.function_words
    for i, t in enumerate(r.tokens):
        if not r.free(i) or t.kind != "word" or t.fold in qw or _counts_events(r, i, i):
            continue
        w = singular(t.fold)
        if w in operation_vocabulary(r) or any(w in d.words for d in r.table.dimensions):
            continue  # "states" is the state dimension's word, not a word of "price in neighbouring states"
        restated = sorted({n for words, n in names if n in r.measures and len(words) > 1 and w in words
                           and _said_fewer(r, i, n, words)})
        fits = sorted({n for words, n in names if any(_abbreviates(w, mw) or same_stem(w, mw) or counted_as(w, mw)
                                                      or _alias_word(r, w, mw, words) for mw in words)})
        if len(restated) == 1 and not _grouped_unit(r, i):  # "the (log) quarterly revenue" beside the alias "log revenue"
            r = r.claim(i, i, "measure", f"{restated[0]} (a word of its own alias)")
        elif len(fits) == 1:
            r = r.claim(i, i, "measure", f"{fits[0]} {FUZZY}", measures=tuple(dict.fromkeys((*r.measures, fits[0]))))
        elif len(fits) > 1:
            r = r.claim(i, i, "measure", f"one of {', '.join(fits)}", measure_choices=(*r.measure_choices, (t.text, tuple(fits))))
    return r


def _said_fewer(r: Reading, i: int, measure: str, name: tuple[str, ...]) -> bool:
    """Token ``i``'s word is held by the bound measure's name more times than the measure's claims
    already read it ("no" of ``smoking_no_cancer_yes`` read once never restates it a second time)."""
    w = singular(r.tokens[i].fold)
    read = sum(1 for c in r.claims if c.stage == "measure" and c.what.startswith(measure)
               for k in range(c.first, c.last + 1) if singular(r.tokens[k].fold) == w)
    return read < sum(1 for x in name if x == w)


def _alias_word(r: Reading, word: str, alias_word: str, alias: tuple[str, ...]) -> bool:
    """One word of a measure's several-word alias ("log" of "log revenue") stands for that
    measure only while the question names no measure: beside a named one ("the income level
    (log)") it qualifies that one, and is left for the closed world to report."""
    return word == alias_word and len(alias) > 1 and not r.measures


def value_abbreviations(r: Reading) -> Reading:
    """A word left after the measures that a dimension's coded value abbreviates ("carnivores"
    for ``carni``, "herbivores" for ``herbi``): that value when one value of one dimension
    does, else nothing is read. Only beside a measure the question names: with none, the word
    is more likely the measure it does not find ("the peak snowfall" is no filter on ``snow``)."""
    if not r.measures:
        return r
    qw = r.language.table.question_words | r.language.function_words | operation_vocabulary(r)
    coded = [(d.column, v, vw[0]) for d in r.table.dimensions if not d.is_id
             for v, vw in zip(d.values, d.value_words, strict=True) if len(vw) == 1 and vw[0].isalpha()]
    for i, t in enumerate(r.tokens):
        if not r.free(i) or t.kind != "word" or t.fold in qw or len(t.fold) < 5:
            continue
        w = singular(t.fold)
        fits = sorted({(c, v) for c, v, vw in coded if vw != w and _abbreviates(w, vw)})
        if len(fits) == 1:
            column, value = fits[0]
            r = r.claim(i, i, "name", f"{column} = {value} {FUZZY}",
                        members=(*r.members, Member(column, value, t.text)))
    return r


def unit_words(r: Reading) -> Reading:
    """The unit of a measure the question already names ("did Coderre or Joly get more
    *votes*"): the word says what is counted, not which measure (it is not read as another
    measure whose alias holds it, "total votes")."""
    # the unit whole, and its counted words ("jobs" of "thousand jobs", "passengers" of
    # "thousands of passengers"), not its scale or function words
    skip = set(dict(r.language.table.scale_words)) | r.language.function_words
    # the measures named, or the table's one measure ("how much gasoline was supplied per day" of
    # ``Barrels`` in "million barrels per day": "per day" is its unit, never a grouping by day)
    named = _named_or_only(r)
    units = {singular(u.lower()) for m in named if (u := _unit(r, m))}
    units |= {singular(w) for m in named if (u := _unit(r, m)) for w in u.lower().split()
              if w.isalpha() and w not in skip and singular(w) not in skip and w not in ("per", "a", "an")}
    for i, t in enumerate(r.tokens):
        asked = i > 0 and r.tokens[i - 1].fold in ("which", "what")  # "in which years": a grouping, not a unit
        rate = i > 0 and r.free(i - 1) and r.tokens[i - 1].fold in ("per", "a", "an")  # "per day", "a day"
        calendar = r.language.table.unit_of(t.fold) is not None  # "how many days": counted, no unit
        if r.free(i) and t.kind == "word" and singular(t.fold) in units and not asked and (r.measures or rate) \
                and (rate or not calendar):
            first = i - 1 if rate else i  # the table's one measure: its unit only as a rate ("how many days" counts)
            r = r.claim(first, i, "measure", f"{r.words(first, i)}: the unit of {', '.join(named)}")
    return _persons_counted(_units_as_written(_declared_scale(_measure_by_unit(r))))


def _measure_by_unit(r: Reading) -> Reading:
    """"How many centimetres did boy 3 grow": no measure named, and after "how many" or "how much"
    a unit that one measure's declared unit is, however spelled (``cm``) — that measure."""
    if r.measures or r.measure_choices:
        return r
    for i in range(2, len(r.tokens)):
        t = r.tokens[i]
        if not (r.free(i) and t.kind == "word" and r.tokens[i - 2].fold == "how"
                and r.tokens[i - 1].fold in ("many", "much")) or r.language.table.unit_of(t.fold) is not None:
            continue
        fits = [m.measure.name for m in r.table.measures if m.measure.unit and unit_match(t.fold, m.measure.unit)]
        if len(fits) == 1:
            return r.claim(i, i, "measure", f"{fits[0]} (named by its unit, '{t.text}')", measures=(fits[0],))
    return r


def _persons_counted(r: Reading) -> Reading:
    """"How many people died", "by how many people did the urban population grow": a word for
    persons that names no group of them (:data:`GENERIC_PERSONS`) says what a measure the
    question names counts, when each thing it counts is one person — a name of it ends in a word
    of such a kind (:data:`PERSON_KINDS`: deaths, births, population, passengers)."""
    tw = r.language.table
    heads = [ws[-1] for m in r.measures for ws in r.table.measure(m).names if ws]
    if not any(singular(h).startswith(k) for h in heads for k in tw.person_kinds):
        return r
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in tw.generic_persons:
            r = r.claim(i, i, "measure", f"{t.fold}: the persons {', '.join(r.measures)} counts")
    return r


def _declared_scale(r: Reading) -> Reading:
    """"In thousands", "how many thousand words", "by how many thousand people": a scale word
    the measures' declared unit also holds ("thousand people") says the scale the readings are
    already in, with the "in" before it; a scale no declared unit has is left unread (the
    readings would need converting, which is never assumed)."""
    scales = dict(r.language.table.scale_words)
    declared = {scales[w] for m in _named_or_only(r) if (u := _unit(r, m)) for w in u.lower().split() if w in scales}
    if len(declared) != 1:
        return r
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in scales and scales[t.fold] in declared:
            first = i - 1 if i and r.free(i - 1) and r.tokens[i - 1].fold == "in" else i
            r = r.claim(first, i, "measure", f"{r.words(first, i)}: the scale of the readings' declared unit")
    return r


def _units_as_written(r: Reading) -> Reading:
    """A unit the question writes another way than the measure declares it ("in feet" of a
    level declared in ``ft``, "dollars" of ``USD``: :func:`noesis.units.unit_match`), for the
    measures it names or the table's only one; a unit of another kind is left unread."""
    declared = [u for m in _named_or_only(r) if (u := _unit(r, m))]
    if not declared:
        return r
    skip = r.language.function_words | r.language.table.question_words
    for i, t in enumerate(r.tokens):
        for last in (i + 1, i):
            if last >= len(r.tokens) or not r.free_run(i, last) \
                    or any(r.tokens[j].kind != "word" or r.tokens[j].fold in skip for j in range(i, last + 1)):
                continue
            said = r.question[t.start:r.tokens[last].end]
            after = i > 0 and r.tokens[i - 1].kind == "number"
            if any(unit_match(said, u, after_number=after) for u in declared):
                r = r.claim(i, last, "measure", f"{said}: the unit of {', '.join(r.measures) or 'the measure'} "
                            f"({' / '.join(declared)})")
                break
    return r


def unit_leads(r: Reading) -> Reading:
    """"against the dollar": a word of the language's unit leads before a word (an article
    between) that says the declared unit of a measure the question names, read with it — the
    unit a rate is quoted in, whichever stage read the unit's word."""
    declared = [u for m in r.measures if (u := _unit(r, m))]
    for k, t in enumerate(r.tokens):
        if not r.free(k) or t.fold not in r.language.table.unit_leads:
            continue
        i = k + 2 if k + 1 < len(r.tokens) and r.tokens[k + 1].fold == "the" else k + 1
        if i < len(r.tokens) and not r.free(i) and r.tokens[i].kind == "word" \
                and any(unit_match(r.tokens[i].text, u) for u in declared):
            r = r.claim(k, k, "measure", f"{t.text}: the lead of the unit '{r.tokens[i].text}'")
    return r


def _named_or_only(r: Reading) -> tuple[str, ...]:
    """The measures the question names, or else the table's one measure (none of a table of several)."""
    if r.measures:
        return r.measures
    return (r.table.measures[0].measure.name,) if len(r.table.measures) == 1 else ()


def _unit(r: Reading, measure: str) -> str | None:
    found = r.table.schema.measure(measure)
    return found.unit if found is not None else None


#: what :func:`measure_nouns` claims a measure noun as
NOUN_OF = "noun of "


def measure_nouns(r: Reading) -> Reading:
    """"rate", "index" beside a measure or the table's name ("the fertility rate"), or
    anywhere when the table has one measure; a noun of a kind of quantity ("price", "speed")
    only beside a measure the question names; a frequency adjective that is the axis's own
    step ("the monthly count" on a monthly axis)."""
    tw = r.language.table
    stages = {i: c.stage for c in r.claims for i in range(c.first, c.last + 1)}
    single = len(r.table.measures) == 1
    step = r.table.axis.granularity if r.table.axis is not None else ""
    for i, t in enumerate(r.tokens):
        if not r.free(i):
            continue
        # "the price of wheat", "the mark for expression", "the score on the third post-test": the
        # noun, "of", "for" or "on" (and an article), then the measure
        of = i + 2 < len(r.tokens) and r.tokens[i + 1].fold in ("of", "for", "on")
        after = i + 3 if of and r.tokens[i + 2].fold == "the" and i + 3 < len(r.tokens) else i + 2
        beside = stages.get(i - 1) in ("measure", "table") or stages.get(i + 1) in ("measure", "table") \
            or of and stages.get(after) in ("measure", "table")
        if t.fold in tw.kind_nouns:  # "the close price"; never "the electricity price" of a demand table
            beside = (stages.get(i - 1) == "measure" or stages.get(i + 1) == "measure"
                      or of and stages.get(after) == "measure") and bool(r.measures)
            if t.fold in tw.price_nouns and any(_not_money(r, m) for m in r.measures):
                continue  # "the price of residual fuel oil": oil sold in gallons has no price here
        occasion = i > 0 and t.fold in tw.occasions and r.tokens[i - 1].fold in dict(tw.occasion_ends)
        if t.fold in tw.measure_nouns and (beside or single and t.fold not in tw.kind_nouns) and not occasion \
                and not _in_dimension_phrase(r, i):
            name = r.measures[0] if r.measures else r.table.measures[0].measure.name if single else ""
            r = r.claim(i, i, "measure", f"{NOUN_OF}{name or r.table.source}",
                        measures=r.measures or ((name,) if name else ()))
            stages[i] = "measure"
        elif dict(tw.frequencies).get(t.fold) == step and step:
            r = r.claim(i, i, "time", f"{t.fold}: the axis's own step")
            stages[i] = "time"
        elif step and _step_after_measure(r, i, step, stages):
            r = r.claim(i, i + 1, "time", f"{r.words(i, i + 1)}: the axis's own step")
            stages[i] = stages[i + 1] = "time"
    return r


def _not_money(r: Reading, measure: str) -> bool:
    """A measure whose declared unit is no currency (a price is stated in one)."""
    unit = _unit(r, measure)
    return bool(unit) and not in_currency(unit)


def _in_dimension_phrase(r: Reading, i: int) -> bool:
    """Whether token ``i`` lies in a phrase of several words the KB declares for a dimension,
    said whole ("the level" of "father's occupational level" is the dimension's, not a measure noun)."""
    words = r.singulars or tuple(singular(t.fold) for t in r.tokens)
    for d in r.table.dimensions:
        for phrase in d.said_as:
            n = len(phrase)
            if n > 1 and any(tuple(words[k:k + n]) == phrase for k in range(max(0, i - n + 1), i + 1)):
                return True
    return False


#: the words before a calendar unit that make it a rate's ("accidents a day", "per month")
STEP_LEADS = frozenset({"a", "per", "each"})


def _step_after_measure(r: Reading, i: int, step: str, stages: Mapping[int, str]) -> bool:
    """"a day", "per day" right after a measure on a daily axis ("the number of accidents a day")
    of a table with one reading a position: each reading is one day's, so the words restate the
    axis's step (over many rows a position, "the average mpg per year" groups by year)."""
    one_series = r.table.axis is not None and r.table.axis.positions == r.table.rows
    return (one_series and r.tokens[i].fold in STEP_LEADS and i + 1 < len(r.tokens) and r.free(i + 1)
            and stages.get(i - 1) in ("measure", "table") and r.language.table.unit_of(r.tokens[i + 1].fold) == step)


def yes_no_members(r: Reading) -> Reading:
    """A yes/no dimension's word ("smokers", "survive" of ``Survived``) means yes; after a negation
    ("non-smokers"), no. Read before the measures: "survive" is the dimension's, not a measure
    alias's shortened word ("survivors"). A phrase the KB declares for it is said whole ("a
    cooling tower" of ``ct``): one of its words alone ("the" of "earlier reactor on the site")
    says nothing of the flag (:func:`_flag_runs`)."""
    tw = r.language.table
    for d in r.table.dimensions:
        flags = flag_values(d.values, tw)
        if flags is None:
            continue
        for i, last in _flag_runs(r, d):
            if not r.free_run(i, last):
                continue
            neg = i > 0 and r.free(i - 1) and r.tokens[i - 1].fold in tw.negations
            first = i - 1 if neg else i
            value = flags[1] if neg else flags[0]
            r = r.claim(first, last, "name", f"{d.column} = {value}",
                        members=(*r.members, Member(d.column, value, r.words(first, last))))
    return r


def flag_values(values: Sequence[str], tw: TableWords) -> tuple[str, str] | None:
    """``(yes, no)``: the two values of a yes/no dimension as the table writes them ("Y", "N"),
    or None when the values are not one yes and one no."""
    folded = {v.lower(): v for v in values}
    yes = [v for k, v in folded.items() if k in tw.yes_values]
    no = [v for k, v in folded.items() if k in tw.no_values]
    return (yes[0], no[0]) if len(yes) == 1 and len(no) == 1 and len(folded) == 2 else None


def after_function_words(r: Reading, k: int) -> Claim | None:
    """The claim of the first token from ``k`` that no function word claims, or None when that
    token is free or past the end ("how many of the airports": the claim of 'airports')."""
    at = {i: c for c in r.claims for i in range(c.first, c.last + 1)}
    while k in at and at[k].stage == "function":
        k += 1
    return at.get(k)


def _flag_runs(r: Reading, d: DimensionValues) -> list[tuple[int, int]]:
    """The token runs that say a yes/no dimension: a word of its header, or a phrase declared for
    it, whole (a one-word phrase is a word), in question order."""
    words = (*d.header_words, *(p[0] for p in d.said_as if len(p) == 1))
    runs = [(i, i) for i, t in enumerate(r.tokens) if t.kind == "word" and _dimension_said(t.fold, words)]
    said = tuple(singular(t.fold) for t in r.tokens)
    for phrase in (p for p in d.said_as if len(p) > 1):
        n = len(phrase)
        runs += [(i, i + n - 1) for i in range(len(said) - n + 1) if said[i:i + n] == phrase]
    return sorted(runs)


def _weekday_dimension(r: Reading) -> tuple[str, dict[int, str]] | None:
    """A dimension whose values are weekday names or abbreviations: weekday index → value."""
    tw = r.language.table
    for d in r.table.dimensions:
        index: dict[int, str] = {}
        for v in d.values:
            f = v.lower().rstrip(".")
            n = next((k for k, ws in enumerate(tw.weekday_abbreviations) if f in ws), None)
            if n is None and f in r.language.weekdays:
                n = r.language.weekdays.index(f) % 7
            if n is None:
                break
            index[n] = v
        else:
            if index:
                return d.column, index
    return None


def weekday_members(r: Reading) -> Reading:
    """Weekday words over a table whose dimension holds weekdays ("Sat", "Sun"): a filter on
    that dimension, not on the time axis."""
    found = _weekday_dimension(r)
    if found is None:
        return r
    column, index = found
    keep, members = [], list(r.members)
    for p in r.parts:
        if p.kind != "weekdays":
            keep.append(p)
            continue
        values = [index[n] for n in p.weekdays if n in index]
        members += [Member(column, v, r.words(p.first, p.last)) for v in values]
        if not values:
            members.append(Member(column, "", r.words(p.first, p.last)))
    return replace(r, parts=tuple(keep), members=tuple(members))


# --------------------------------------------------------------------------- time
@lru_cache(maxsize=256)
def _time_parts(tokens, language, axis_words, claimed, dashed, amounts):
    """:func:`time_parts`, once per question, axis words and claimed tokens (many tables of a
    mesh read one question's time words alike)."""
    parts, ranges = time_parts(tokens, language, axis_words, claimed, dashed, amounts)
    return tuple(parts), tuple(ranges)


#: what joins two numbers into a range when written between them alone ("1983-1991", "1983–1991")
DASHES = frozenset({"-", "\u2013", "\u2014"})


def _dashed(r: Reading) -> frozenset[int]:
    """The tokens written right after a dash that follows the token before."""
    return frozenset(t.index for prev, t in zip(r.tokens, r.tokens[1:], strict=False)
                     if r.question[prev.end:t.start].strip() in DASHES)


def _threshold_at(r: Reading, i: int) -> tuple[str, int] | None:
    """``(op, the index of the last threshold word)`` when a threshold starts at token ``i``."""
    tw = r.language.table
    words = dict(tw.threshold_words)
    if r.tokens[i].fold in words and r.free(i):
        return words[r.tokens[i].fold], i
    for phrase, op in tw.threshold_phrases:
        last = _phrase_at(r, i, phrase)
        if last is not None:
            return op, last
    return None


def _measure_of(claim: Claim, measures: Sequence[str]) -> str | None:
    """The measure a measure claim names: its own name, or one read another way ("conc (by a
    shortened or related word)"); None for a claim that names none of ``measures``."""
    return next((m for m in measures if claim.what == m or claim.what.startswith(f"{m} (")), None)


def _said_value_at(r: Reading, i: int) -> tuple[str, int] | None:
    """``("=", i)`` when token ``i`` is the "of" of "a dose of 1": an indefinite article, a measure
    named whole, "of", then a number — the measure's value, not a time or a count."""
    if not (0 < i < len(r.tokens) - 1 and r.free(i) and r.tokens[i].fold == "of" and r.tokens[i + 1].kind == "number"):
        return None
    claim = next((c for c in r.claims if c.stage == "measure" and c.last == i - 1
                  and _measure_of(c, r.measures) is not None), None)  # "conc (by a shortened … word)" too
    if claim is None or claim.first == 0 or r.tokens[claim.first - 1].fold not in r.language.table.value_articles:
        return None
    return "=", i


def measure_conditions(r: Reading) -> Reading:
    """"above 70", "more than 15", "at least 3", "negative", "a dose of 1": a condition on the
    question's measure that selects the rows it holds on ("in how many quarters was X above 70"). A
    number written as a percent ("70 percent", "70%") is marked so: it holds only for a
    measure in percent."""
    tw = r.language.table
    signs = dict(tw.sign_words)
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in signs:
            r = r.claim(i, i, "condition", f"{signs[t.fold]} 0",
                        conditions=(*r.conditions, (signs[t.fold], 0.0, t.text, "", "")))
            r = _condition_subject(r, i)
            continue
        found = (_threshold_at(r, i) or _said_value_at(r, i)) if r.free(i) else None
        if found is None:
            continue
        op, last = found
        n = last + 1
        value = _threshold_number(r, n)
        if value is None:
            continue
        end = n
        scale = dict(tw.scale_words).get(r.tokens[n + 1].fold) if n + 1 < len(r.tokens) and r.free(n + 1) else None
        if scale is not None:  # "exceed 1 billion": the number scaled (the compilation checks the unit has none)
            value, end = value * scale, n + 1
        percent = end + 1 < len(r.tokens) and r.free(end + 1) and (
            r.tokens[end + 1].kind == "percent" or r.tokens[end + 1].fold in tw.percent_units)
        unit, end = ("%", end + 1) if percent else _unit_after(r, end)
        if i > 0 and r.free(i - 1) and r.tokens[i - 1].fold in tw.threshold_verbs \
                and not any(t.fold in tw.event_counts for t in r.tokens):
            i -= 1  # "drop below 48": the readings below 48, no change ("how many times": crossings?)
        text = r.words(i, end)
        r = r.claim(i, end, "condition", f"{op} {value:g}" + (f" {unit}" if unit and unit != "%" else ""),
                    conditions=(*r.conditions, (op, value, text, unit, "")))
        r = _condition_subject(r, i)
    return r


def _unit_after(r: Reading, n: int) -> tuple[str, int]:
    """The unit the question writes right after a threshold's number at token ``n`` ("580
    *feet*", "48 *°F*", "25 *km/h*", "5 *US dollars*"), as written, and the token it ends at;
    ``("", n)`` when the next words are no unit (a function word never is one: "above 30 in 2014")."""
    if n < len(r.tokens) and r.tokens[n].fold in dict(r.language.table.fraction_percents):
        return "%", n  # "more than half": 50 percent
    skip = r.language.function_words | r.language.table.question_words
    for last in (n + 3, n + 2, n + 1):
        if last >= len(r.tokens):
            continue
        # "m/s" and "parts per million" are one unit: a function word inside one, never at its ends
        joined = last > n + 1 and r.question[r.tokens[n + 1].end:r.tokens[last].start] == "/"
        if not r.free_run(n + 1, last) or any(
                r.tokens[j].kind != "word" or r.tokens[j].fold in skip and not (joined and j > n + 1 or n + 1 < j < last)
                for j in range(n + 1, last + 1)):
            continue
        start = r.tokens[n + 1].start
        start -= 1 if r.question[start - 1:start] == "°" else 0  # "48 °F": the sign is no word of its own
        said = r.question[start:r.tokens[last].end]
        if unit_match(said, None, after_number=True) is not None:
            return said, last
    return "", n


def numbered_measures(r: Reading) -> Reading:
    """A number right before a measure's name says that measure's value, not another's: "cars
    with 6 cylinders", "4-cylinder cars" are the rows where ``Cylinders`` equals it (a whole
    number, not a year: :func:`_says_a_value`), and a threshold right before it, its unit and
    "of" between or not, is on it: "cars with more than 200 horsepower", "days with more than 10
    mm of precipitation". The measure so used is a filter: the question asks the others ("the
    average mpg of cars with 6 cylinders" asks ``Miles_per_Gallon``, :func:`filter_measures`)."""
    for c in [c for c in r.claims if c.stage == "measure"]:
        name = next((m for m in r.measures if c.what == m or c.what.startswith(f"{m} (")), None)
        i = c.first - 1
        if name is None or i < 0:
            continue
        k = i - 1 if i > 0 and r.tokens[i].fold == "of" else i
        before = next((x for x in r.claims if x.stage == "condition" and x.last == k), None)
        said = next((j for j, x in enumerate(r.conditions)
                     if before is not None and x[2] == r.words(before.first, before.last)), None)
        if said is not None and not r.conditions[said][4]:  # "more than 200 horsepower": its subject
            r = _on_measure(r, said, r.words(before.first, c.last), name)
            r = _rows_selected(r, before.first - 1)  # "on days with more than 10 mm of precipitation"
        elif r.tokens[i].kind == "number" and not r.tokens[i].is_year and r.free(i) \
                and float(r.tokens[i].number or 0).is_integer() and _says_a_value(r, i):
            r = r.claim(i, i, "condition", f"{name} = {r.tokens[i].number:g}",
                        conditions=(*r.conditions, ("=", float(r.tokens[i].number), r.words(i, c.last), "", name)))
            r = _rows_selected(r, i - 1)  # "on days with 0 precipitation"
    return _units_as_subjects(r)


def _units_as_subjects(r: Reading) -> Reading:
    """"countries with more than 100 million people": the word after a threshold that is the
    declared unit of one measure alone (``pop`` in people) says the threshold is on it."""
    by_unit: dict[str, list[str]] = {}
    for m in r.table.schema.measures:
        if m.unit:
            by_unit.setdefault(singular(m.unit.lower()), []).append(m.name)
    for c in [c for c in r.claims if c.stage == "condition"]:
        j = c.last + 1
        said = next((k for k, x in enumerate(r.conditions) if x[2] == r.words(c.first, c.last) and not x[4]), None)
        owners = by_unit.get(singular(r.tokens[j].fold), []) if j < len(r.tokens) and r.free(j) else []
        if said is None or len(owners) != 1:
            continue
        r = _on_measure(r, said, f"{r.conditions[said][2]} {r.tokens[j].text}", owners[0])
        r = r.claim(j, j, "measure", f"{r.tokens[j].fold}: the unit of {owners[0]}",
                    measures=tuple(dict.fromkeys((*r.measures, owners[0]))))
        r = _rows_selected(r, c.first - 1)
    return r


def _on_measure(r: Reading, k: int, text: str, measure: str) -> Reading:
    """The reading with its ``k``-th condition said as ``text`` and put on ``measure``."""
    op, v, _text, unit, _on = r.conditions[k]
    return replace(r, conditions=tuple((op, v, text, unit, measure) if j == k else x
                                       for j, x in enumerate(r.conditions)))


#: the words before "<number> <measure>" that make the number the measure's value ("cars with 6
#: cylinders", "have 8 cylinders"), never a count of readings ("the top 3 wind readings")
VALUE_LEADS = frozenset({"with", "without", "have", "has", "had", "having"})


def _says_a_value(r: Reading, i: int) -> bool:
    """Whether the number at token ``i`` says the value of the measure after it: after a word
    of having ("with 6 cylinders"), or joined to it by a hyphen ("4-cylinder")."""
    t = r.tokens[i]
    hyphen = r.question[t.end:t.end + 1] == "-"
    return hyphen or i > 0 and r.tokens[i - 1].fold in VALUE_LEADS


def filter_measures(r: Reading) -> frozenset[str]:
    """The measures the question names only as a condition's subject ("6 cylinders" of "the
    average mpg of cars with 6 cylinders"): not the one it asks, when it names another."""
    return frozenset(x[4] for x in r.conditions if x[4])


def existence_conditions(r: Reading) -> Reading:
    """"In how many years did Argentina have a banking crisis", "in how many years was Chile in a
    crisis": a verb of having (or "in" after a copula), an article, then the measure named: the
    rows where the measure is above 0 (a count of them is asked; the executor refuses it for a
    measure with negative readings)."""
    if r.conditions:
        return r
    tw = r.language.table
    measure_at = {c.first for c in r.claims if c.stage == "measure"}
    titled = {c.first for c in r.claims if c.stage == "table" and c.first == c.last}
    for i, t in enumerate(r.tokens):
        article = r.tokens[i + 1].fold if i + 1 < len(r.tokens) else ""
        k = i + 1 if article in ("a", "an", "no") else None
        at = k + 1 if k is not None else len(r.tokens)
        while at in titled:  # "no great discoveries" of ``great-discoveries``: the title's words qualify it
            at += 1
        if k is None or at not in measure_at or not r.free_run(i, k):
            continue
        copula = t.fold == "in" and any(x.fold in tw.copulas for x in r.tokens[:i])  # "was Chile in a crisis"
        if t.fold not in tw.existence_verbs and not copula and not _there_is(r, i) or article == "no" and copula:
            continue
        first = i
        claim = next(c for c in r.claims if c.stage == "measure" and c.first == at)
        text = r.words(first, claim.last)
        if article == "no":  # "had no labour earnings (at all)": the rows where the measure is 0
            r = r.claim(first, k, "condition", "not having it: 0", existence=(text,),
                        conditions=(("=", 0.0, text, "", ""),))
            at_all = claim.last + 2 < len(r.tokens) and [x.fold for x in r.tokens[claim.last + 1:claim.last + 3]] \
                == ["at", "all"] and r.free_run(claim.last + 1, claim.last + 2)
            return r.claim(claim.last + 1, claim.last + 2, "condition", "'at all': none") if at_all else r
        return r.claim(first, k, "condition", "having it: above 0", existence=(text,),
                       conditions=((">", 0.0, text, "", ""),))
    return _declared_state(r)


def _there_is(r: Reading, i: int) -> bool:
    """Token ``i`` and the one before it say "there is" ("were there no discoveries", "there
    was a crisis"): the measure after it exists, or not, as a verb of having says it."""
    if i == 0:
        return False
    pair = {r.tokens[i - 1].fold, r.tokens[i].fold}
    return "there" in pair and bool(pair & r.language.table.copulas)


def _declared_state(r: Reading) -> Reading:
    """"How many countries were in a banking crisis": the manifest declared "in a banking crisis"
    as the measure's alias, so the measure's own words say the state after a copula."""
    tw = r.language.table
    for c in (c for c in r.claims if c.stage == "measure" and c.last > c.first + 1):
        if r.tokens[c.first].fold == "in" and r.tokens[c.first + 1].fold in ("a", "an") \
                and any(x.fold in tw.copulas for x in r.tokens[:c.first]):
            first = c.first - 1 if r.tokens[c.first - 1].fold in tw.copulas else c.first  # "were in a crisis"
            text = r.words(first, c.last)
            return replace(r, existence=(text,), conditions=((">", 0.0, text, "", ""),))
    return r


def _threshold_number(r: Reading, n: int) -> float | None:
    """The number a threshold compares with, at token ``n``: written in digits (not a year, on a
    table whose time can be one: :func:`_holds_years`), or
    a number word of the language pack right after the threshold ("more than one home run")."""
    if n >= len(r.tokens) or not r.free(n):
        return None
    t = r.tokens[n]
    if n + 1 < len(r.tokens) and r.tokens[n + 1].fold in r.language.months:
        return None  # "over 4 May 2021": the day of a date, never a threshold
    if t.number is not None and (not t.is_year or not _holds_years(r)):
        return float(t.number)
    word = dict(r.language.table.number_words).get(t.fold, dict(r.language.table.fraction_percents).get(t.fold))
    return float(word) if word is not None else None


def concept_conditions(r: Reading) -> Reading:
    """"older than 50", "heavier than 100 kg": a comparative of one kind of measure before
    "than" and a number is a condition on the one measure whose name holds that kind ("age"),
    bound to it whatever else the question asks ("the average survival of patients older than
    50"); with no such measure, or several, nothing is read (the words are reported)."""
    tw = r.table_words
    kinds = dict(tw.concept_thresholds)
    for i, t in enumerate(r.tokens):
        if not (r.free(i) and t.fold in kinds and i + 2 < len(r.tokens) and r.tokens[i + 1].fold == "than"
                and r.free(i + 1)):
            continue
        value = _threshold_number(r, i + 2)
        op, concept = kinds[t.fold]
        fits = r.table.measures_of_kind(concept)
        if value is None or len(fits) != 1:
            continue
        unit, end = _unit_after(r, i + 2)
        measure = fits[0]
        on = "" if not r.measures or r.measures == (measure,) else measure
        r = r.claim(i, end, "condition", f"{measure} {op} {value:g}",
                    conditions=(*r.conditions, (op, value, r.words(i, end), unit, on)),
                    measures=r.measures or (measure,))
    return r


def _holds_years(r: Reading) -> bool:
    """Whether the table's time can be a year: a "1000" after "above" is a year only then
    (an income above 1000 in a table of no time is a number)."""
    axis = r.table.axis
    return axis is not None and (axis.calendar or axis.granularity in ("year", "quarter", "month") or axis.time.has_year
                                 and axis.kind != "number")


def _condition_subject(r: Reading, i: int) -> Reading:
    """"the average precipitation on days with temp_max below 0": a measure named just before
    the condition (a copula between: "was", "is") is what the condition is on, not the measure
    asked; "days with", "months when" before it say the rows it selects."""
    j = i - 1
    while j >= 0 and any(c.stage == "function" and c.first <= j <= c.last for c in r.claims) \
            or j >= 0 and r.free(j) and r.tokens[j].fold in r.language.table.copulas:
        j -= 1
    claim = next((c for c in r.claims if c.stage == "measure" and c.first <= j <= c.last), None) if j >= 0 else None
    if claim is None:
        return r
    name = _measure_of(claim, r.measures)
    if name is None or len(r.measures) < 2:
        return r  # the one measure named: the condition is on it, as the question asks
    *rest, (op, v, text, unit, _m) = r.conditions
    others = [c for c in r.claims if c.stage == "measure" and c is not claim and c.what.split(" (")[0] == name]
    measures = r.measures if others else tuple(m for m in r.measures if m != name)
    text = f"{r.words(claim.first, claim.last)} {text}"
    r = replace(r, conditions=(*rest, (op, v, text, unit, name)), measures=measures)
    return _rows_selected(r, claim.first - 1)


def _rows_selected(r: Reading, k: int) -> Reading:
    """"days with", "months when" right before a condition (ending at token ``k``): the rows it selects."""
    if k >= 1 and r.free(k) and r.tokens[k].fold in r.language.table.row_selectors \
            and r.free(k - 1) and r.language.table.unit_of(r.tokens[k - 1].fold) is not None:
        r = r.claim(k - 1, k, "condition", f"the {r.tokens[k - 1].fold} where it holds")
    return r


def step_phrases(r: Reading) -> Reading:
    """"Over the year before", "from the previous month", "year over year": each period's change
    from the one before, the unit said (read before the time words take "the previous year" for
    the data's last year)."""
    for i in range(len(r.tokens)):
        for phrase, unit in r.language.table.step_phrases:
            last = _phrase_at(r, i, phrase)
            if last is not None:
                r = r.claim(i, last, "operation", f"the change of each {unit} from the {unit} before", step=unit)
                break
    return r


def year_members(r: Reading) -> Reading:
    """"More than 100,000 people in 2016" over a table with no time axis whose ``year`` dimension
    holds ``population_1996`` … ``population_2021`` (a declared wide table beside other measures):
    a year that one value of a dimension writes, and no other value of it, is that value."""
    if r.table.axis is not None or r.table.schema.filled:
        return r
    yearly = [d for d in r.table.dimensions if d.years_apart]
    for i, t in enumerate(r.tokens):
        if not (t.is_year and r.free(i)):
            continue
        holders = [(d, v) for d in yearly for v, words in zip(d.values, d.value_words, strict=True) if t.fold in words]
        if len(holders) == 1:
            d, v = holders[0]
            r = r.claim(i, i, "name", f"{d.column} = {v} (the value that writes {t.text})",
                        members=(*r.members, Member(d.column, v, t.text)))
    return r


def time_words(r: Reading) -> Reading:
    """Calendar and axis expressions (:mod:`.timewords`)."""
    # a declared phrase's function words ("milliseconds after the impact") are no axis word: never "the 30"
    unread = r.language.glue | r.language.table.leading
    axis = r.table.axis
    axis_words = (*axis.own_words, *(w for w in axis.alias_words if w not in unread)) if axis is not None else ()
    amounts = r.table.axis.amounts if r.table.axis is not None else ()
    parts, ranges = _time_parts(r.tokens, r.language, axis_words, r.claimed, _dashed(r), amounts)
    for p in parts:
        r = _axis_phrase_over_title(r, p)
        if r.free_run(p.first, p.last) and _latest_meeting(r, p):
            r = r.claim(p.first, p.last, "operation", "the latest reading that meets the condition",
                        statistic="last", statistic_words=r.words(p.first, p.last))
        elif r.free_run(p.first, p.last):
            r = r.claim(p.first, p.last, "time", p.label, parts=(*r.parts, p))
    kept = tuple(x for x in ranges if x.start in r.parts and x.end in r.parts)
    for x in kept:  # "from 1970 through 1975": the word joining a range's ends is the range's
        between = range(x.start.last + 1, x.end.first)
        if len(between) == 1 and r.free(between[0]) and r.tokens[between[0]].fold in r.language.table.range_joiners:
            r = r.claim(between[0], between[0], "function", "the range's joining word")
    return _glossed_periods(replace(r, ranges=(*r.ranges, *kept)))  # a season range read before stays


def _axis_phrase_over_title(r: Reading, p: TimePart) -> Reading:
    """A position of the axis said with the axis's declared words ("20.2 milliseconds after the
    impact") holds a title word inside them (``motorcycle-impact``'s "impact"): the declared
    phrase wins, the title's claim inside it is dropped."""
    if p.kind != "position":
        return r
    inside = [c for c in r.claims if c.stage == "table" and p.first <= c.first and c.last <= p.last]
    if not inside:
        return r
    kept = tuple(c for c in r.claims if c not in inside)
    out = r.with_claims(kept)
    return out if out.free_run(p.first, p.last) else r


#: time parts that name two intervals, asked back unless the question says which
AMBIGUOUS_PERIODS = ("century", "hundreds")


def _glossed_periods(r: Reading) -> Reading:
    """"The 19th century (1800 to 1900)": a period that names two intervals, followed by a range in
    parentheses, is that range — the question says which it means; the period's words are read
    as the range's gloss, and only the range is applied."""
    inside = {group[0] - 1: group for group in parenthesised(r)}
    for p in [p for p in r.parts if p.kind in AMBIGUOUS_PERIODS]:
        group = inside.get(p.last + 1) if p.last + 1 < len(r.tokens) else None
        group = group or inside.get(p.last)
        said = next((x for x in r.ranges if group and x.start.first >= group[0] and x.end.last <= group[-1]), None)
        if said is None:
            continue
        claims = tuple(c for c in r.claims if not (c.stage == "time" and (c.first, c.last) == (p.first, p.last)))
        r = r.with_claims(claims, parts=tuple(q for q in r.parts if q is not p))
        r = r.claim(p.first, p.last, "time", f"{p.label}: the range the question gives in parentheses")
    return r


#: the words after "the last day" that say which day: one where the condition holds
RELATIVE_WORDS = ("with", "when", "that", "where", "on")


def _latest_meeting(r: Reading, p) -> bool:
    """"When was the last day with temp_max above 30": "the last <step of the axis>" followed by a
    condition is the latest reading that meets it, not the data's last day."""
    axis = r.table.axis
    return (p.kind == "recent" and p.last == p.first + 1 and bool(r.conditions) and axis is not None
            and p.unit == axis.granularity and p.last + 1 < len(r.tokens)
            and r.tokens[p.last + 1].fold in RELATIVE_WORDS)


# --------------------------------------------------------------------------- operations
def _phrase_at(r: Reading, i: int, phrase: str) -> int | None:
    words = phrase.split()
    last = i + len(words) - 1
    if last >= len(r.tokens) or not r.free_run(i, last):
        return None
    return last if tuple(t.fold for t in r.tokens[i:last + 1]) == tuple(words) else None


def _whole_record(r: Reading) -> Reading:
    """"the coldest month in the record": the whole of the data (no scope), not "a record high"."""
    for phrase in r.language.table.whole_record:
        for i in range(len(r.tokens)):
            last = _phrase_at(r, i, phrase)
            if last is not None:
                r = r.claim(i, last, "function", "the whole record")
    return r


def _extreme_amount(r: Reading) -> Reading:
    """"When did divorces peak, and how many were there?": after a superlative, "how many" (or
    "how much") with nothing after it but "were there", "was it" asks the extreme's amount, not
    a count."""
    sup = dict(r.table_words.superlatives)
    tw = r.language.table
    for i in range(1, len(r.tokens)):
        for ask in tw.amount_asks:
            last = _phrase_at(r, i, ask)
            if last is None or not any(t.fold in sup or _extreme_word(r, t.fold) for t in r.tokens[:i]):
                continue
            tail = range(last + 1, len(r.tokens))
            said = tw.amount_ask_tail | tw.question_words | r.language.function_words
            if all(r.free(k) and r.tokens[k].fold in said for k in tail):  # "… did he hit in it"
                r = r.claim(i, last, "operation", "the amount of the extreme")
                for k in tail:
                    r = r.claim(k, k, "function", r.tokens[k].fold)
    return r


def _axis_name(r: Reading) -> str:
    axis = r.table.axis
    return axis.words[0] if axis is not None and axis.words else "a position"


def _extreme_word(r: Reading, word: str) -> bool:
    """A word that says the highest or lowest by itself ("best", "peak", "lowest")."""
    return any(st in ("max", "min") and len(words) == 1 for words, st in r.language.statistic_phrases.get(word, ()))


def _statistic_words(r: Reading) -> Reading:
    r = _extreme_amount(_whole_record(r))
    phrases = r.language.table_statistic_phrases
    sup = dict(r.table_words.superlatives)
    for i in range(len(r.tokens)):
        for words, st in phrases.get(r.tokens[i].fold, ()):
            w = " ".join(words)
            last = _phrase_at(r, i, w)
            if last is None:
                continue
            if st in ("first", "last") and last + 1 < len(r.tokens) and r.tokens[last + 1].kind == "number":
                continue  # "the last 5 years" is time, "first 3" a rank
            unit = _counted_period(r, last + 1) if st == "count" else None
            axis = r.table.axis
            if unit is not None and r.conditions and axis is not None and unit == axis.granularity:
                # "in how many quarters was X above 70" on a quarterly axis: its readings that meet it
                r = r.claim(i, last + 1, "operation", f"a count of the {unit}s where the condition holds",
                            statistic="count", statistic_words=r.words(i, last + 1))
                break
            if st == "count" and _names_amount(r, last + 1):
                r = r.claim(i, last, "function", "an amount of the measure")
                break
            if st == "count" and any(c.what == "an amount of the measure" for c in r.claims):
                # "how many arrivals did Australia count": the verb of the amount already asked
                r = r.claim(i, last, "function", f"'{w}': the verb of the amount asked")
                break
            if unit is not None and _state_counted(r, unit):
                # "how many days in 2014 were rainy": the rows (one a day) holding the value named; of rows
                # the members make one a position, each position counted once (checked on the rows)
                once = None if axis is not None and axis.positions == r.table.rows else \
                    Counted(r.words(last + 1, last + 1), unit=unit)
                r = r.claim(i, last + 1, "operation", f"the {unit}s counted", statistic="count",
                            statistic_words=r.words(i, last + 1), rows_counted=True, counted=once or r.counted)
                break
            if unit is not None:  # "in how many years did X have a crisis": the years where it holds
                r = r.claim(i, last + 1, "operation", f"a count of {unit}s",
                            unsupported=(*r.unsupported, f"'{r.words(i, last + 1)}' counts the {unit}s where "
                                         "something holds; the readings are not counted by their value here"))
                break
            if w in sup or w in r.language.table.intensifiers:
                continue  # read with its concept, or its direction, below
            if st in ("max", "min"):
                r = r.claim(i, last, "operation", st, extreme=r.extreme or st, extreme_words=w)
            elif r.statistic and r.statistic != st and {"first", "last"} & {st, r.statistic}:
                # "the average size … at the last measurement": a statistic and a position's reading at once
                r = r.claim(i, last, "operation", st, unsupported=(
                    *r.unsupported, f"'{r.statistic_words}' and '{w}' ask two things at once ({r.statistic} and "
                    f"{st}); ask one, or name the position ('at {_axis_name(r)} …')"))
            else:
                r = r.claim(i, last, "operation", st, statistic=r.statistic or st, statistic_words=w)
            break
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in sup:
            st, concept = sup[t.fold]
            r = r.claim(i, i, "operation", st, extreme=r.extreme or st, extreme_words=t.fold,
                        concept=concept or r.concept)
    return _how_positive(_intensifiers(_declared_superlatives(r)))


def _declared_superlatives(r: Reading) -> Reading:
    """A superlative the KB declares as a measure's word ("coldest" for ``Temperature``), or
    inside a phrase it declares ("poorest harvest" for ``yield``, "biggest climb"): read as that
    measure, it still says the extreme ("which flight launched in the coldest weather", "which
    season had the poorest harvest"). Never a header's own word ("max temp" of ``max_temp``), nor
    a superlative that names a kind of reading ("maximum temperature", "minimum legal drinking age")."""
    sup = dict(r.table_words.superlatives)
    for c in r.claims:
        if c.stage != "measure" or r.extreme or c.first != c.last and _a_header(r, c):
            continue
        naming = r.language.table.naming_superlatives if c.first != c.last else frozenset()
        at = next((i for i in range(c.first, c.last + 1) if r.tokens[i].fold in sup
                   and r.tokens[i].fold not in naming), None)
        if at is not None:
            st, _concept = sup[r.tokens[at].fold]
            r = r.with_claims(r.claims, extreme=st, extreme_words=r.tokens[at].fold)
    return r


def _a_header(r: Reading, c: Claim) -> bool:
    """The claim's words are a measure's own name or header, not a phrase the KB declares."""
    said = _folds(r, c.first, c.last)
    return any(said in {tuple(singular(w) for w in words_of(h)) for h in (m.measure.name, m.measure.column)}
               for m in r.table.measures)


def _intensifiers(r: Reading) -> Reading:
    """"record": the extreme another word of the question gives ("the record coldest month"),
    the lowest before a word a header writes "min" ("a record low"), else the highest."""
    for i, t in enumerate(r.tokens):
        if not r.free(i) or t.fold not in r.language.table.intensifiers:
            continue
        if _verb_at(r, i):  # "how many days did station X record": the verb, never "a record high"
            r = r.claim(i, i, "function", f"'{t.fold}': the verb after the subject")
            continue
        forms = r.language.table.header_form.get(r.tokens[i + 1].fold, ()) if i + 1 < len(r.tokens) else ()
        said = next((f for f in forms if f in ("max", "min")), "")  # "a record low"
        st = r.extreme or said or "max"
        last = i + 1 if said and r.free(i + 1) else i
        r = r.claim(i, last, "operation", st, extreme=st, extreme_words=r.extreme_words or r.words(i, last))
    return r


def degree_positives(r: Reading) -> Reading:
    """The adjective a measure's noun is made of ("hard" of ``hardness``,
    :mod:`noesis.lang.degrees`), after "how" or "most" / "least": "how hard is the water in
    Bath" asks the measure's value there, "the most humid day" its highest (the least of a
    low-end adjective, "the least narrow", likewise) — only where one measure has that noun;
    alone it says a quality with no threshold ("hard water"), which is reported, never read as
    the table's name. A word a dimension's value holds is that value's."""
    tw = r.table_words
    positives = dict(tw.degree_positives)
    if not positives:
        return r
    sup = dict(tw.superlatives)
    held = {w for d in r.table.dimensions for ws in (*d.value_words, *(w for w, _v in d.declared)) for w in ws}
    for i in range(len(r.tokens)):
        said = positives.get(r.tokens[i].fold)
        prev = r.tokens[i - 1].fold if i else ""
        if said is None or not r.free(i) or r.tokens[i].fold in held:
            continue
        end, nouns = said
        fits = r.table.measures_of_kind(nouns)
        if len(fits) != 1:
            continue
        if not i or not r.free(i - 1) or prev not in tw.degree | tw.quantity_superlatives:
            r = r.claim(i, i, "condition", f"'{r.tokens[i].fold}': a quality of {fits[0]}",
                        measures=tuple(dict.fromkeys((*r.measures, fits[0]))), unsupported=(
                *r.unsupported, f"'{r.tokens[i].fold}' says a quality of {fits[0]} with no threshold; "
                f"say it as a value ('{fits[0]} above …')"))
        elif prev in tw.degree:
            r = r.claim(i - 1, i, "measure", f"{fits[0]} ('{r.words(i - 1, i)}': its value)",
                        measures=tuple(dict.fromkeys((*r.measures, fits[0]))))
        elif prev in tw.quantity_superlatives and sup.get(prev, ("",))[0] in ("max", "min"):
            st = sup[prev][0] if end == "max" else {"max": "min", "min": "max"}[sup[prev][0]]
            r = r.claim(i - 1, i, "operation", st, extreme=r.extreme or st, extreme_words=r.words(i - 1, i),
                        concept=nouns)
    return r


def how_adjective(r: Reading) -> Reading:
    """"How tall was the father of family 001", "how old was patient 57":
    "how" and the positive of a superlative or comparative of a kind ("tall" of tallest: a height,
    "old" of older: an age) ask the value
    of the measure of that kind — the one the question names when it is of that kind, else the
    one measure of it (two or none: left unread, and reported). A question with a superlative
    leaves it to that superlative ("the coldest month, and how cold was it")."""
    tw = r.table_words
    sup = dict(tw.superlatives)
    if any(t.fold in sup or t.fold in dict(tw.concept_comparatives) for t in r.tokens):
        return r
    kinds = {p: concept for w, (_st, concept) in tw.superlatives if concept and w not in tw.concept_bound
             for p in positive_forms(w)}
    # and the positives of a kind's comparatives: "older" → old (an age), "heavier" → heavy
    kinds |= {p: concept for w, (_end, concept) in (*tw.concept_comparatives, *tw.concept_thresholds)
              if concept for p in comparative_positives(w) if p not in kinds}
    for i in range(1, len(r.tokens)):
        concept = kinds.get(r.tokens[i].fold)
        if concept is None or r.tokens[i - 1].fold not in tw.degree or not r.free_run(i - 1, i):
            continue
        named = [m for m in r.measures if of_kind([w for ws in r.table.measure(m).names for w in ws], concept)]
        fits = r.table.measures_of_kind(concept)
        if named:
            r = r.claim(i - 1, i, "function", f"'{r.words(i - 1, i)}': the value of {named[0]}")
        elif not r.measures and len(fits) == 1:
            r = r.claim(i - 1, i, "measure", f"{fits[0]} ('{r.words(i - 1, i)}': its value)", measures=(fits[0],))
    return r


def _how_positive(r: Reading) -> Reading:
    """"the coldest month …, and how cold was it?": "how" and the positive of the superlative
    the question read ask that extreme's value, not another measure."""
    if not r.extreme or not r.extreme_words:
        return r
    forms = positive_forms(r.extreme_words)
    for i in range(1, len(r.tokens)):
        if r.free(i) and r.tokens[i - 1].fold in r.language.table.degree and r.tokens[i].fold in forms:
            r = r.claim(i, i, "operation", f"the value of the {r.extreme_words}")
    return r


def _counted_period(r: Reading, i: int) -> str | None:
    """The calendar unit at token ``i`` when it is a period of the table's axis (its step or
    coarser: "how many years" on a yearly or monthly axis), or the plural of a numeric axis's own
    noun ("how many games" on ``gameno``, "how many days" on a numeric axis the KB names "day"), which
    a count counts; a finer unit or a table with no
    time axis makes it the measure's unit ("how many hours does it sleep")."""
    axis = r.table.axis
    unit = r.language.table.unit_of(r.tokens[i].fold) if i < len(r.tokens) else None
    if axis is not None and axis.granularity not in GRAINS and i < len(r.tokens) \
            and r.tokens[i].fold != singular(r.tokens[i].fold) and singular(r.tokens[i].fold) in axis.words \
            and not any(singular(r.tokens[i].fold) in {singular(w) for w in (m.measure.unit or "").lower().split()}
                        for m in r.table.measures):
        # "in how many games" on a ``gameno`` axis, "days" on one named "day": its positions — never where a
        # measure is stated in that unit ("for how many days", a coma's duration in days: its amount)
        return axis.granularity
    if unit is None or axis is None or unit not in GRAINS or axis.granularity not in GRAINS:
        return None
    return unit if GRAINS.index(unit) >= GRAINS.index(axis.granularity) else None


def _names_amount(r: Reading, i: int) -> bool:
    """"how many passengers": a measure (or the table's name) follows within two words, so
    the amount is asked, not a count of rows."""
    stages = {k: c.stage for c in r.claims for k in range(c.first, c.last + 1)}
    if i < len(r.tokens) and r.tokens[i].fold in r.language.table.row_words:
        return False  # "how many rows have wind above 5": the rows are counted
    if r.measures and set(r.measures) <= filter_measures(r):
        return False  # "how many cars have 8 cylinders": the rows it holds on are counted, not an amount of it
    if r.conditions and len(r.table.measures) > 1 and i < len(r.tokens) and stages.get(i) == "table" \
            and r.tokens[i].fold != singular(r.tokens[i].fold):
        return False  # "how many cakes broke at an angle above 50": the cakes (rows) meeting it are counted
    if i < len(r.tokens) and stages.get(i) in (None, "grouping") \
            and any(singular(r.tokens[i].fold) in d.words for d in r.table.dimensions):
        return False  # "how many countries were in a crisis": the countries are counted
    # the table's name stands for its one measure ("how many deaths" of ``USAccDeaths``) or for what its
    # counts count ("how many PhDs" of a table of counts); of a table of several measures none of which
    # adds up and whose rows no column names, for its things, which are counted ("how many Chinstrap
    # penguins" of ``penguins.csv``; "how many telephones" of a wide table over years is its amount)
    things = not r.table.measures or len(r.table.measures) > 1 and _anonymous_rows(r) \
        and not any(m.measure.additivity == "flow" for m in r.table.measures)
    named = ("measure",) if things else ("measure", "table")
    near = [c for c in r.claims if c.stage == "measure" and i <= c.first < i + 3]
    if near and all(_measured(r, c.what) for c in near):
        return False  # "how many world records in the 10,000 m": records timed in minutes are counted
    return any(stages.get(k) in named for k in range(i, min(i + 3, len(r.tokens))))


def _measured(r: Reading, name: str) -> bool:
    """A measure whose readings are measurements, not counts: a level in a unit of the registry
    (minutes, metres, dollars, a percent). "How many" of it counts its readings — there is no
    amount of minutes in "how many records"."""
    found = r.table.schema.measure(name)
    return found is not None and found.additivity == "level" and bool(found.unit) \
        and (unit_of(found.unit) is not None or is_percent(found.unit))


def _by_how_much(r: Reading) -> Reading:
    """"by how much", "by how many": the difference of a comparison (before the statistic
    words, so "how many" in it is not a count)."""
    for p in r.language.table.by_how_much:
        for i in range(len(r.tokens)):
            last = _phrase_at(r, i, p)
            if last is not None:
                r = r.claim(i, last, "operation", "difference", compare=True)
                r = _points(r, last + 1)
    return r


def _points(r: Reading, i: int) -> Reading:
    """"By how many points": the difference's unit, read when every measure the question
    names is a percentage, in points or of no declared unit (never "points" of a measure in
    kronor)."""
    tw = r.language.table
    units = {(_unit(r, m) or "").lower() for m in r.measures}
    if not r.measures or not units <= tw.point_measure_units | {""}:
        return r
    for p in tw.difference_units:
        last = _phrase_at(r, i, p)
        if last is not None:
            return r.claim(i, last, "unit", "points: the difference of the readings, in their own unit")
    return r


def share_verbs(r: Reading) -> Reading:
    """"What percent of the degrees went to women", "what share of the girls went on to
    college": in a question asking a share or a percent, "went" before "to" (or "on to") says
    the part, as "were" does; elsewhere ("went up", "went below 40") it is not read here."""
    tw = r.language.table
    if not (r.share or r.percent or any(t.fold in tw.share | tw.percent for t in r.tokens)):
        return r  # (a percent word of the table's own name, "percent-bachelors-degrees", says it too)
    for i in range(len(r.tokens) - 1):
        nxt = [t.fold for t in r.tokens[i + 1:i + 3]]
        if r.free(i) and r.tokens[i].fold in tw.share_verbs and (nxt[:1] == ["to"] or nxt == ["on", "to"]):
            r = r.claim(i, i, "function", f"'{r.tokens[i].fold}': the part of the share")
    return r


def _difference_unit(r: Reading) -> Reading:
    """"By how many ppm", "by how many miles": after "by how much / many", the unit the
    compared measures declare (however written: :func:`noesis.units.unit_match`) is the
    difference's unit; another unit is left unread (and reported)."""
    asked = [c.last + 1 for c in r.claims if c.stage == "operation" and c.what == "difference"]
    measures = r.measures or tuple(r.table.measures_of_kind(r.compare_concept) if r.compare_concept else ())
    for i in asked:
        said, last = _unit_after(r, i - 1) if i < len(r.tokens) and r.free(i) else ("", i)
        if said and measures and all(unit_match(said, _unit(r, m), after_number=True) for m in measures):
            r = r.claim(i, last, "unit", f"{said}: the difference of the readings, in their own unit")
    return r


def times_said_again(r: Reading) -> Reading:
    """"China's 2019 GDP was what percentage of the United States' GDP that year": "that year" (or
    "the same year") is the one year the question names — said again, no scope of its own. With
    no such time, or several of that unit, it stays unread."""
    for i in range(len(r.tokens) - 1):
        t, unit = r.tokens[i], r.tokens[i + 1]
        if not (r.free(i) and r.free(i + 1)) or t.fold not in r.language.table.again_words:
            continue
        u = r.language.table.unit_of(unit.fold)
        named = {p.label for p in r.parts if u and p.unit == u and p.first < i and not p.excluded}
        if len(named) == 1:
            r = r.claim(i, i + 1, "time", f"the {u} named before ({next(iter(named))}), said again")
    return r


def an_average_step(r: Reading) -> Reading:
    """"How many Londoners died of measles in an average year" on a yearly axis: "an average" (or
    "a typical") and the axis's own step are the mean of its readings, one a step — the unit
    said with the statistic. A coarser unit ("an average year" of monthly readings) stays unread:
    its readings would first be summed or averaged a year each."""
    axis = r.table.axis
    if axis is None:
        return r
    for i in range(2, len(r.tokens)):
        mean = any(c.stage == "operation" and c.what == "mean" and c.first == c.last == i - 1 for c in r.claims)
        if mean and r.free(i) and r.tokens[i - 2].fold in r.language.table.value_articles \
                and r.language.table.unit_of(r.tokens[i].fold) == axis.granularity:
            r = r.claim(i, i, "time", f"{r.tokens[i].fold}: the axis's own step, each one reading")
    return r


def whole_span_counted(r: Reading) -> Reading:
    """"Over the 26 days", "over the whole 20 weeks": a word that counts (the language pack's
    ``counted_before``), a number and the plural of the time axis's step or noun, where the number
    is every position the table holds — the whole of its time, which the question restates (no
    scope). Any other number of them is no part of the data the question names, and stays unread."""
    axis = r.table.axis
    if axis is None:
        return r
    for i in range(1, len(r.tokens) - 1):
        t, unit = r.tokens[i], r.tokens[i + 1]
        if not (r.free(i) and r.free(i + 1) and t.number == axis.positions
                and r.tokens[i - 1].fold in r.language.table.counted_before and unit.fold != singular(unit.fold)):
            continue
        if r.language.table.unit_of(unit.fold) == axis.granularity or singular(unit.fold) in axis.words:
            r = r.claim(i, i + 1, "time", f"the whole of the table's time ({axis.positions} positions)")
    return r


def _state_counted(r: Reading, unit: str) -> bool:
    """Whether the periods counted ("how many days", "what share of days") are rows holding the
    dimension values the question names ("rainy": weather = rain): the axis's own step, one row
    a position (or rows the members naming the grain's other columns make one a position: "on how
    many days did patient 5 record a headache"), the values of one other dimension, no condition
    on a measure."""
    axis = r.table.axis
    if r.conditions or not r.members or axis is None or unit != axis.granularity:
        return False
    if axis.positions == r.table.rows:
        return len({m.column for m in r.members}) == 1
    keys = _row_keys(r)
    return _one_row_a_position(r) and len({m.column for m in r.members if m.column not in keys}) == 1


def _row_keys(r: Reading) -> tuple[str, ...]:
    """The columns whose values, with the time, name a row: the table's entity, else its grain's
    columns other than its time."""
    schema = r.table.schema
    if schema.entity:
        return schema.entity
    return tuple(g for g in schema.grain if schema.time is None or g not in schema.time.columns)


def _share_of_periods(r: Reading, i: int) -> int | None:
    """"What percentage of days in 2014 had precipitation above 0": a percent or share word, "of",
    ("the"), then the plural of the axis's own step, with a condition on the readings — the
    readings that meet it as a percent of all (the axis's positions counted) — the last token's
    index, or None."""
    tw, axis = r.language.table, r.table.axis
    if not (r.conditions or axis is not None and _state_counted(r, axis.granularity)) or axis is None \
            or r.tokens[i].fold not in tw.percent | tw.share:
        return None
    k = i + 1
    if k >= len(r.tokens) or r.tokens[k].fold != "of":
        return None
    k += 1 if k + 1 < len(r.tokens) and r.tokens[k + 1].fold == "the" else 0
    if k + 1 >= len(r.tokens) or not r.free_run(i, k + 1) or r.tokens[k + 1].fold == singular(r.tokens[k + 1].fold):
        return None
    return k + 1 if _counted_period(r, k + 1) == axis.granularity else None


#: the words a difference's measure is said with before its members: "the difference in the fair value
#: amount between A and B"
_BEFORE_BETWEEN = frozenset({"in", "the", "of"})


def measure_between(r: Reading, i: int) -> int | None:
    """The free "between" after a comparative and the measure or row it is said of — "the
    difference in the fair value amount between A and B", "in the gross carrying amount between
    the current and the total" — when only those words (and "in", "the", "of") stand between;
    else None."""
    measure = {k for c in r.claims if c.stage in ("measure", "name") for k in range(c.first, c.last + 1)}
    seen = False
    for j in range(i, min(len(r.tokens), i + 12)):
        fold = r.tokens[j].fold
        if r.free(j) and fold == "between":
            return j if seen else None
        if j in measure:
            seen = True
        elif not (r.free(j) and fold in _BEFORE_BETWEEN):
            return None
    return None


def _comparison_words(r: Reading) -> Reading:
    tw = r.table_words
    for i, t in enumerate(r.tokens):
        if not r.free(i):
            continue
        last = _share_of_periods(r, i)
        if last is not None:
            unit = r.table.axis.granularity
            state = not r.conditions  # "what share of days in 2014 were rainy": the rows holding the value
            r = r.claim(i, last, "operation", f"the {unit}s where {'the value' if state else 'the condition'} holds, "
                        "as a percent of all", statistic="count", statistic_words=r.words(i, last), percent=True,
                        rows_counted=state, counted_state=r.members[0].column if state else "")
            continue
        if t.fold in tw.comparatives:
            # "the difference between A and B" (a time range's "between" was read before)
            last = i + 1 if i + 1 < len(r.tokens) and r.free(i + 1) and r.tokens[i + 1].fold == "between" else i
            r = r.claim(i, last, "operation", "comparison", compare=True)
            if (after := measure_between(r, last + 1)) is not None:
                r = r.claim(after, after, "operation", "comparison (the 'between' of its members)")
        elif t.fold in dict(tw.concept_comparatives):
            end, concept = dict(tw.concept_comparatives)[t.fold]
            r = r.claim(i, i, "operation", f"comparison ({t.fold}: the {'lower' if end == 'min' else 'higher'})",
                        compare=True, compare_words=t.fold, compare_concept=concept,
                        compare_said=(t.fold, end))
        elif t.fold in r.language.change_words | tw.falling_words | tw.rising_words:
            # "lost" too: a fall ("in which year did X lose the most"), never "had" ("how many medals did China
            # lose" is then a change with no two times, refused saying so)
            r = r.claim(i, i, "operation", "change", change=True)
        elif t.fold in tw.percent or t.kind == "percent":
            r = r.claim(i, i, "operation", "percent", percent=True)
        elif t.fold in tw.share and _share_compound(r, i):
            r = r.claim(i, i, "measure", f"'{r.words(i, i + 1)}': a compound noun of the measure, not a share")
        elif t.fold in tw.share and i > 0 and r.tokens[i - 1].fold == "per":
            # "earnings per share": the unit a measure is stated per, never a member's share of a total —
            # read as the unit where a measure's declared unit says it, else left unread (reported)
            named = _named_or_only(r)
            if r.free(i - 1) and any(t.fold in (_unit(r, m) or "").lower().split() for m in named):
                r = r.claim(i - 1, i, "measure", f"'{r.words(i - 1, i)}': the unit of {', '.join(named)}")
        elif t.fold in tw.share:
            r = r.claim(i, i, "operation", "share", share=True)
    return r


def _share_compound(r: Reading, i: int) -> bool:
    """"IBM's share price", "the share count": a share word right before the measure it
    modifies (a measure noun, or a word read as a measure) is part of that noun, not a
    member's share of a total (that is "the share *of* …", "what share …"); so is "the share of"
    a measure when the question names no member whose share it could be ("which province had
    the highest share of Catholics": the measure ``Catholic``)."""
    if i + 1 >= len(r.tokens) or r.tokens[i + 1].kind != "word":
        return False
    nxt = r.tokens[i + 1].fold
    read_as_measure = any(c.stage == "measure" and c.first == i + 1 for c in r.claims)
    sup = dict(r.table_words.superlatives)
    ranked = any(t.fold in sup or _extreme_word(r, t.fold) for t in r.tokens)
    # "what share of sales came in December": a part of time asked of the measure's whole, never its noun
    of_measure = nxt == "of" and not r.members and (ranked or not r.parts) \
        and any(c.stage == "measure" and c.first == i + 2 for c in r.claims)
    return read_as_measure or of_measure or nxt in r.language.table.measure_nouns and nxt not in r.language.function_words


def _count_at(r: Reading, i: int) -> int:
    """The whole number 2..100 token ``i`` writes in digits or as a number word ("3", "three"),
    never a year; 0 otherwise."""
    t = r.tokens[i]
    if t.kind not in ("number", "word"):
        return 0
    n = _said_count(r, i) or 0
    return n if t.kind == "word" or 2 <= n <= 100 else 0


def _counted_groups(r: Reading) -> Reading:
    """"the 5 highest readings", "the three windiest days", "which 3 months had the most rain":
    a count before a superlative, or before the plural of a calendar unit or of a dimension's
    word in a question that ranks, is how many are ranked (a top k)."""
    sup = dict(r.table_words.superlatives)
    read_else = {k for c in r.claims if c.stage in ("function", "name", "measure") for k in range(c.first, c.last + 1)}
    extreme = any((t.fold in sup or _extreme_word(r, t.fold)) and k not in read_else and not _verb_at(r, k)
                  for k, t in enumerate(r.tokens))  # "did Fort Worth record": a verb, no extreme
    tw = r.language.table
    dims = {w: d.column for d in r.table.dimensions for w in d.words}
    for i in range(len(r.tokens) - 1):
        k = _count_at(r, i) if r.free_run(i, i + 1) else 0
        if not k:
            continue
        nxt = r.tokens[i + 1].fold
        if nxt in sup or _extreme_word(r, nxt):
            return r.claim(i, i, "operation", f"top {k}", rank=True, top=k)
        if not extreme or nxt == singular(nxt):
            continue
        if tw.unit_of(nxt) is not None and singular(nxt) not in dims:
            unit = tw.unit_of(nxt)
            return r.claim(i, i + 1, "grouping", f"the top {k} {unit}s", rank=True, top=k, by_time=unit,
                           asks_when=True)
        if singular(nxt) in dims:
            return r.claim(i, i + 1, "grouping", f"the top {k} by {dims[singular(nxt)]}", rank=True, top=k,
                           group=dims[singular(nxt)])
    return r


def _top_words(r: Reading) -> Reading:
    tw = r.language.table
    headers = {w for d in r.table.dimensions for w in d.header_words}
    for i, t in enumerate(r.tokens):
        if not r.free(i) or t.fold not in tw.rank | r.language.top_words | r.language.bottom_words:
            continue
        if t.fold in headers and i and r.tokens[i - 1].fold in GROUPING_HEADS:
            continue  # "which rank has the highest salary": the dimension ``rank``, asked
        n = r.tokens[i + 1] if i + 1 < len(r.tokens) else None
        place = _ranked_place(r, t.fold, n) if n is not None and r.free(i + 1) else 0
        if place:  # "ranked third", "ranked 3rd": one place of the ranking, highest first
            r = r.claim(i, i + 1, "operation", f"place {place} of a ranking, highest first", rank=True,
                        top=place, nth=place)
            continue
        k = int(n.number) if n is not None and r.free(i + 1) and n.number is not None and n.number.is_integer() \
            and 0 < n.number <= 100 else 0
        bottom = t.fold in r.language.bottom_words and t.fold != "top"
        if k:
            r = r.claim(i, i + 1, "operation", f"{'bottom' if bottom else 'top'} {k}", rank=True, top=k,
                        ascending=bottom)
        elif t.fold in tw.rank:
            r = r.claim(i, i, "operation", "rank", rank=True, ascending=bottom)
    return r


def _ranked_place(r: Reading, word: str, nxt: Token) -> int:
    """The place an ordinal after a ranking verb says ("ranked third", "ranks 1st"; "first"
    too), 0 for any other word: a place, never the count of a top k."""
    if word not in r.language.table.rank or word in r.language.top_words | r.language.bottom_words:
        return 0
    if dict(r.language.table.ordinals).get(nxt.fold) == 1:
        return 1
    return dict(r.language.table.rank_ordinals).get(nxt.fold, 0)


#: measure names that say nothing of what is measured (a melted wide table's "value")
UNNAMED_MEASURES = frozenset({"value", "values", "val", "x", "y"})


def concept_predicates(r: Reading) -> Reading:
    """"How much precipitation fell in 2013": a verb that says a measure of one kind happened
    ("fell" of rain or snow) is that measure's predicate, not a change — only when the measure
    named is of that kind (its name or the words the question writes for it or for the table:
    "silver medals" of ``medals``, or the table's title when its measures have no name of their
    own: "Value" of ``un-population``)."""
    preds = dict(r.language.table.concept_predicates)
    said = [r.tokens[k].fold for c in r.claims if c.stage in ("measure", "table") for k in range(c.first, c.last + 1)]
    words = said + [w for m in r.measures for mw in r.table.measures if mw.measure.name == m for ws in mw.names for w in ws]
    if all(singular(m.measure.name.casefold()) in UNNAMED_MEASURES for m in r.table.measures):
        words += [w for t in r.table.title for w in t]  # "Value" names nothing: the title says what is counted
    for i, t in enumerate(r.tokens):
        concept = preds.get(t.fold)
        if concept and r.free(i) and (of_kind(words, concept) or _scored_degree(r, i)):
            r = r.claim(i, i, "function", f"'{t.fold}': said of {r.measures[0] if r.measures else 'the measure'}")
    return r


def _scored_degree(r: Reading, i: int) -> bool:
    """"Did the Strat group or the Basal group score higher on the first post-test": a verb of
    scoring before a comparative or a superlative says the one measure the question names is
    compared — a score of whatever it measures."""
    nxt = r.tokens[i + 1].fold if i + 1 < len(r.tokens) else ""
    degree = r.language.table.comparatives | frozenset(dict(r.table_words.superlatives)) \
        | r.language.top_words | r.language.bottom_words
    return r.tokens[i].fold in r.language.table.scoring_verbs and nxt in degree and len(r.measures) == 1


def predicate_measures(r: Reading) -> Reading:
    """"How many people died in September 2017", no measure named: a verb said of one kind of
    measure (:data:`CONCEPT_PREDICATES`, "died" of deaths) names the table's one measure whose
    name is a word of that kind alone (``deaths``) — never one qualified ("child deaths"), never
    when two fit, never beside a superlative or comparative of another kind ("live longer")."""
    if r.measures or r.measure_choices or r.concept or r.compare_concept:
        return r
    preds = dict(r.language.table.concept_predicates)
    for i, t in enumerate(r.tokens):
        concept = preds.get(t.fold)
        if not concept or not r.free(i):
            continue
        fits = {m.measure.name for m in r.table.measures for ws in m.names
                if len(ws) == 1 and any(singular(ws[0]).startswith(c) for c in concept)}
        if len(fits) == 1:
            name = next(iter(fits))
            return r.claim(i, i, "measure", f"{name} ('{t.fold}' is said of it)", measures=(name,))
    return r


def operation_words(r: Reading) -> Reading:
    """Statistic words, superlatives (hottest, peaked …), comparisons, change, percent,
    share, ranking."""
    return _difference_unit(_comparison_words(_statistic_words(_by_how_much(_counted_groups(_top_words(
        _ordinal_ranks(concept_predicates(r))))))))


def _ordinal_ranks(r: Reading) -> Reading:
    """"The second highest temp_max", "the 3rd largest population", "the second most": a place
    in a ranking before a superlative — the top k ranked, the k-th the answer."""
    ordinals = dict(r.language.table.rank_ordinals)
    sup = dict(r.table_words.superlatives)
    most = r.language.table.quantity_superlatives
    for i in range(len(r.tokens) - 1):
        k = ordinals.get(r.tokens[i].fold, 0)
        nxt = r.tokens[i + 1].fold
        if k and r.free(i) and (nxt in sup or nxt in most or _extreme_word(r, nxt)):
            return r.claim(i, i, "operation", f"place {k} of a ranking", rank=True, top=k, nth=k)
    return r


# --------------------------------------------------------------------------- grouping
def _coded(d: DimensionValues) -> bool:
    """A dimension that holds codes or ids of something another column names."""
    words = set(name_words(d.column))
    return d.is_id or bool(words & {"code", "id", "iso", "abbr", "abbreviation"})


def _extreme_at(r: Reading, i: int) -> bool:
    """Is token ``i`` a superlative ("hottest"), a word read as the maximum or minimum ("best"),
    or the count of a top k ("the top 3")?"""
    if r.tokens[i].fold in dict(r.table_words.superlatives):
        return True
    return any(c.stage == "operation" and (c.what in ("max", "min") or c.what.startswith(("top ", "bottom ")))
               and c.first <= i <= c.last for c in r.claims)


#: the calendar units, finest first
GRAINS = ("second", "minute", "hour", "day", "week", "month", "quarter", "year", "decade")


def frequency_words(r: Reading) -> Reading:
    """A frequency adjective coarser than the axis's step: "the annual rate in 2009" on a monthly
    axis is what "in 2009" computes (the year's readings aggregated); "the highest annual total"
    ranks the years. Elsewhere it is left unread (the axis's own step: :func:`measure_nouns`)."""
    axis = r.table.axis
    if axis is None or axis.granularity not in GRAINS:
        return r
    freq = dict(r.language.table.frequencies)
    for i, t in enumerate(r.tokens):
        unit = freq.get(t.fold)
        if not r.free(i) or unit not in GRAINS or GRAINS.index(unit) <= GRAINS.index(axis.granularity):
            continue
        if any(p.unit == unit for p in r.parts):
            r = r.claim(i, i, "time", f"{t.fold}: the {unit}'s readings, as the time scope reads them")
        elif i and _extreme_at(r, i - 1) and r.by_time is None and r.group is None:
            r = r.claim(i, i, "grouping", f"by {unit}", by_time=unit, asks_when=True)
        elif r.statistic == "mean" and r.by_time is None and r.group is None and not r.extreme:
            # "the average monthly precipitation in 2014": the mean of the monthly aggregates
            r = r.claim(i, i, "grouping", f"each {unit}'s own, averaged", by_time=unit, per=True)
    return r


def _a_unit_rate(r: Reading, i: int) -> str | None:
    """The calendar unit of "a year" at token ``i`` said as a rate — "how many disasters a year",
    "how much rain fell a year on average": an amount or count asked, the article and the unit
    free, nothing after the unit but the end, a time phrase or "on average" — else None."""
    if r.tokens[i].fold not in ("a", "an") or i + 1 >= len(r.tokens) or not r.free_run(i, i + 1) or r.by_time:
        return None
    unit = r.language.table.unit_of(r.tokens[i + 1].fold)
    if unit is None or r.tokens[i + 1].fold != unit or r.group is not None:
        return None
    asked = any((c.stage, c.what) == ("operation", "count") or c.what == "an amount of the measure" for c in r.claims)
    k = i + 2
    after = r.tokens[k].fold if k < len(r.tokens) else ""
    timed = any(p.first == k or p.first == k + 1 for p in r.parts)
    return unit if asked and (not after or after in ("on", "were", "was", "did") or timed) else None


def grouping_words(r: Reading) -> Reading:
    """"which state", "by country", "each variety", "which year", "when": what the answer
    is a member of."""
    tw = r.language.table
    dims: dict[str, str] = {}
    ordered = sorted(r.table.dimensions, key=_coded)  # "Country Name" before "Country Code"
    for words in ((lambda d: d.header_words), (lambda d: d.words)):  # a header's own word first:
        for d in ordered:  # "airport" of ``AirportID``, not of ``Type`` declared as "type of airport"
            for w in words(d):
                dims.setdefault(w, d.column)
    for i, t in enumerate(r.tokens):
        if not r.free(i):
            continue
        prev = r.tokens[i - 1] if i else None
        extreme_before = prev is not None and _extreme_at(r, i - 1)
        counted = _counted_units(r, i, dims) if extreme_before else None
        if counted is not None:
            r = r.claim(i, i, "grouping", f"a count of the {counted.column or counted.unit + 's'} where the "
                        "conditions hold, in each group", counted=counted)
            continue
        if (extreme_before or _extreme_over_measure(r, i)) and tw.unit_of(t.fold) is not None \
                and singular(t.fold) not in dims:
            # "the busiest month", "the best quarter" (a ``month`` column is that dimension)
            r = r.claim(i, i, "grouping", f"by {tw.unit_of(t.fold)}", by_time=tw.unit_of(t.fold), asks_when=True)
            continue
        if extreme_before and singular(t.fold) in dims and t.fold != singular(t.fold) \
                and prev.fold in tw.quantity_superlatives:  # "the most countries": how many of them
            column = dims[singular(t.fold)]
            r = r.claim(i, i, "grouping", f"a count of {column} values",
                        unsupported=(*r.unsupported, f"'{prev.text} {t.text}' counts the {column} values "
                                     "where something holds, which is not computed over this table"))
            continue
        if extreme_before and singular(t.fold) in dims:
            r = r.claim(i, i, "grouping", f"by {dims[singular(t.fold)]}", group=dims[singular(t.fold)], rank=True)
            continue
        if t.fold not in dims and (one := plural_of(t.fold)) is not None and one in dims:
            # "stores"; "people" of a declared "person" (never "children" of a header ``children``)
            column = dims[one]
            named = next((c for c in r.claims if c.stage == "name" and c.last == i - 1
                          and c.what.startswith(f"{column} = ")), None) if _plural_word(t.fold, column) else None
            if named is not None:  # "the Quebec cities": several things said of one value, never that one
                r = r.claim(i, i, "grouping", f"every {column}", unsupported=(
                    *r.unsupported, f"'{r.words(named.first, i)}' says several {t.text}, and "
                    f"'{r.words(named.first, named.last)}' is one {column}: name the {column} values meant"))
            elif (r.rank or r.top) and r.group is None:  # "the top 3 countries": ranked over them
                r = r.claim(i, i, "grouping", f"by {column}", group=column)
            else:
                r = r.claim(i, i, "grouping", f"every {column}")  # "the pigs", "across the states"
            continue
        if t.fold != singular(t.fold) and _after_row_lead(r, i) and (column := _unnamed_dimension(r, i, ranked=False)):
            r = r.claim(i, i, "grouping", f"every {column} (the column with no header, as '{t.text}')")
            continue
        if t.fold == "when" and r.group is None:
            r = r.claim(i, i, "grouping", "when", asks_when=True)
            continue
        if (unit := _a_unit_rate(r, i)) is not None:  # "how many disasters a year": per year
            r = r.claim(i, i + 1, "grouping", f"per {unit}", by_time=unit, per=True)
            continue
        if t.fold not in GROUPING_HEADS or i + 1 >= len(r.tokens):
            continue
        j = _after_names(r, i + 1, dims)
        nxt = r.tokens[j]
        w = singular(nxt.fold)
        titled = next((c for c in r.claims if c.stage in ("table", "name") and c.first == j == c.last), None)
        if j > i + 1 and w in dims and titled is not None:  # "which Ohio county": the dimension asked
            r = r.with_claims(tuple(c for c in r.claims if c is not titled))
        declared = _declared_phrase_at(r, j)
        if declared is not None and dims.get(w, declared[0]) == declared[0]:
            # "which breach type", "which time of day": a dimension's declared name of several words, whole
            column, last = declared
            r = r.with_claims(tuple(c for c in r.claims if not (c.stage == "table" and j <= c.first <= last)))
            r = r.claim(i, last, "grouping", f"by {column} (its declared name, '{r.words(j, last)}')", group=column,
                        rank=r.rank or t.fold in ("which", "what"), per=r.per or t.fold == "per")
            continue
        spelled = None if w in dims else _dimension_spelled(r, j)
        recurring = _recurring_asked(r, j) if w not in dims else None
        axis_part = w in dims and r.table.schema.time is not None and dims[w] in r.table.schema.time.columns \
            and tw.unit_of(nxt.fold) is not None  # "which day" of a time split over year, month, day columns
        said_axis = _axis_said(r, j) if t.fold in ("which", "what") and w not in dims else None
        if recurring is not None:  # "which day of the week", "which season": every week's Mondays …
            last, bucket = recurring
            r = r.claim(i, last, "grouping", f"by {r.words(j, last)} (every year's or week's)", by_time=bucket,
                        per=t.fold == "per")
        elif said_axis is not None:  # "in which four-week period" of an axis declared "four-week period"
            r = _untitled(r, j, said_axis).claim(i, said_axis, "grouping", f"when (the axis, as '{r.words(j, said_axis)}')",
                                                 asks_when=True)
        elif w in dims and r.free(j) and not axis_part:
            last = j  # "which baking temperature", "which nitrogen dressing": a phrase of the dimension's words
            while last + 1 < len(r.tokens) and r.free(last + 1) and dims.get(singular(r.tokens[last + 1].fold)) == dims[w]:
                last += 1
            r = r.claim(i, last, "grouping", f"by {dims[w]}", group=dims[w], rank=r.rank or t.fold in ("which", "what"),
                        per=r.per or t.fold == "per")
        elif spelled is not None:
            column, last = spelled
            r = r.claim(i, last, "grouping", f"by {column} (its header spelled)", group=column,
                        rank=r.rank or t.fold in ("which", "what"))
        elif tw.unit_of(nxt.fold) is not None and r.free(j) and (w not in dims or axis_part):
            unit = tw.unit_of(nxt.fold)
            r = r.claim(i, j, "grouping", f"by {unit}", by_time=unit, asks_when=True, per=t.fold == "per")
        elif t.fold in ("which", "what") and (unit := _titled_unit(r, j)) is not None:
            # "in which survey year": the title's noun qualifies the unit of time asked
            r = r.with_claims(tuple(c for c in r.claims if not (c.stage == "table" and c.first == j)))
            r = r.claim(i, j + 1, "grouping", f"by {unit} (the table's own '{nxt.text}' {r.tokens[j + 1].text})",
                        by_time=unit, asks_when=True)
        elif t.fold in ("which", "what") and (column := _titled_members(r, j)):
            last = next((c.last for c in r.claims if c.stage == "table" and c.first == j), j)  # "which Canadian city"
            r = r.claim(i, last, "grouping", f"by {column} (the table's own noun, '{r.words(j, last)}': its one dimension)",
                        group=column, rank=True)
        elif t.fold in ("which", "what") and r.free(j) and (column := _unnamed_dimension(r, j)):
            r = r.claim(i, j, "grouping", f"by {column} (the column with no header, as '{nxt.text}')",
                        group=column, rank=True)
    return r


def _axis_said(r: Reading, j: int) -> int | None:
    """The last token of a run from ``j`` that is a phrase the KB declares for the table's time
    axis ("four-week period", "day of the experiment"), or None: two words or more, or the axis's
    one-word name on an axis that is no calendar ("day" of a number axis declared ``name =
    "day"``: its positions, never calendar days). Free, or read only as the table's title
    ("experiment" of the Florida cloud seeding experiment): the declared phrase is the closer
    reading."""
    axis = r.table.axis
    if axis is None:
        return None
    if axis.granularity == SEASON and j < len(r.tokens) and r.free(j) and singular(r.tokens[j].fold) == SEASON:
        return j  # "which season" of an axis of seasons: one of its positions
    folds = tuple(t.fold for t in r.tokens)
    calendar = axis.kind in ("date", "datetime") or axis.years or axis.month_day  # "which year" groups by year
    titled = {k for c in r.claims if c.stage == "table" for k in range(c.first, c.last + 1)}
    for phrase in (tuple(comparable(name_words(a))) for a in (*axis.aliases, axis.axis_name) if a):
        last = j + len(phrase) - 1
        if (len(phrase) >= 2 or not calendar) and folds[j:last + 1] == phrase \
                and all(r.free(k) or k in titled for k in range(j, last + 1)):
            return last
    return None


def _untitled(r: Reading, first: int, last: int) -> Reading:
    """The reading without the title claims that overlap tokens ``first``–``last``."""
    return r.with_claims(tuple(c for c in r.claims if c.stage != "table" or c.last < first or c.first > last))


#: the words after a grouping head that ask for a recurring part of the calendar, and its bucket
RECURRING_ASKED = ((("day", "of", "the", "week"), "weekday"), (("day", "of", "week"), "weekday"),
                   (("weekday",), "weekday"), (("season",), "season"),
                   (("month", "of", "the", "year"), "monthofyear"), (("calendar", "month"), "monthofyear"))


def _recurring_asked(r: Reading, j: int) -> tuple[int, str] | None:
    """The last token and the bucket of "day of the week", "season", "month of the year" … from
    ``j``, all free, or None. On an axis of seasons (:func:`season_positions`) "which season" asks
    for one of its positions, no meteorological season."""
    if r.table.axis is not None and r.table.axis.granularity == SEASON and singular(r.tokens[j].fold) == SEASON:
        return None
    for words, bucket in RECURRING_ASKED:
        last = j + len(words) - 1
        if last < len(r.tokens) and r.free_run(j, last) and tuple(t.fold for t in r.tokens[j:last + 1]) == words:
            return last, bucket
    return None


def _after_names(r: Reading, j: int, dims: Mapping[str, str]) -> int:
    """The first token from ``j`` past the names after a grouping head that is no name or is a
    dimension's word ("which *Ohio* county": the word after the names)."""
    while j < len(r.tokens) - 1 and singular(r.tokens[j].fold) not in dims \
            and any(c.stage == "name" and c.first <= j <= c.last for c in r.claims):
        j += 1
    return j


def _counted_units(r: Reading, i: int, dims: Mapping[str, str]) -> Counted | None:
    """"Which year had the most days with …", "in which year were the most countries in a
    banking crisis": the plural after a quantity superlative ("most", "fewest"), in a question
    that already groups, is what each group counts — a dimension's values or the time axis's
    positions — not a second grouping."""
    t, prev = r.tokens[i], r.tokens[i - 1]
    if prev.fold not in r.language.table.quantity_superlatives or t.fold == singular(t.fold):
        return None
    if r.group is None and r.by_time is None and not r.asks_when:
        return None
    if singular(t.fold) in dims:
        return Counted(t.text, column=dims[singular(t.fold)])
    unit = r.language.table.unit_of(t.fold)
    return Counted(t.text, unit=unit) if unit is not None else None


def ranked_title_noun(r: Reading) -> Reading:
    """"Rank the stocks by their average price" over ``stocks.csv`` whose one dimension is
    ``symbol``: the table's own noun in the plural, ranked with nothing else to rank, is that
    dimension's members (as "which stock" asks for one of them)."""
    if not r.rank or r.group is not None or r.by_time is not None:
        return r
    for c in [c for c in r.claims if c.stage == "table" and c.first == c.last]:
        t = r.tokens[c.first]
        if t.fold != singular(t.fold) and (column := _titled_members(r, c.first)) is not None:
            kept = r.with_claims(tuple(x for x in r.claims if x is not c))
            return kept.claim(c.first, c.first, "grouping", f"by {column} (the table's own noun, '{t.text}': its "
                              "one dimension)", group=column)
    return r


def _titled_unit(r: Reading, j: int) -> str | None:
    """The unit of time a word of the table's title qualifies from token ``j`` ("survey year" of a
    ``vocabulary-survey`` table), the unit's word free and no dimension's; else None."""
    if j + 1 >= len(r.tokens) or r.table.axis is None or not r.free(j + 1):
        return None
    title = r.table.title_singulars
    said = r.free(j) or any(c.stage == "table" and c.first == j == c.last for c in r.claims)
    nxt = r.tokens[j + 1]
    dims = {w for d in r.table.dimensions for w in d.words}
    if not said or singular(r.tokens[j].fold) not in title or singular(nxt.fold) in dims:
        return None
    return r.language.table.unit_of(nxt.fold)


def _titled_members(r: Reading, j: int) -> str | None:
    """"Which stock …" over ``stocks.csv`` whose one dimension is ``symbol``: the table's own noun
    after "which" asks for a member of its only dimension (with two or more, it says none: the
    title's noun need not be the entity's, "which election" of ``presidential-elections`` by state)."""
    if j >= len(r.tokens) or r.tokens[j].kind != "word" or len(r.table.dimensions) != 1:
        return None
    title = r.table.title_singulars
    if singular(r.tokens[j].fold) not in title:
        return None
    if j + 1 < len(r.tokens) and r.language.table.unit_of(r.tokens[j + 1].fold):
        return None  # "which survey year": the title's noun qualifies a unit of time, which is asked
    if not (r.free(j) or any(c.stage == "table" and c.first == j for c in r.claims)):
        return None
    return r.table.dimensions[0].column


def _extreme_over_measure(r: Reading, i: int) -> bool:
    """"the three lowest sales days": a superlative, the measure, then token ``i``."""
    measure = next((c for c in r.claims if c.stage == "measure" and c.last == i - 1), None)
    return measure is not None and measure.first > 0 and _extreme_at(r, measure.first - 1)


def _declared_phrase_at(r: Reading, j: int) -> tuple[str, int] | None:
    """The one dimension a name of two or more words the KB declares for it ("breach type") is
    written from token ``j`` for (free words, or the table's own noun), with the index of its last
    word; None when no dimension's, or several, are."""
    found = set()
    for d in r.table.dimensions:
        for words in d.said_as:
            last = j + len(words) - 1
            if len(words) >= 2 and last < len(r.tokens) and all(
                    singular(r.tokens[k].fold) == singular(words[k - j]) and (r.free(k) or _titled_at(r, k))
                    for k in range(j, last + 1)):
                found.add((d.column, last))
    return found.pop() if len(found) == 1 else None


def _titled_at(r: Reading, k: int) -> bool:
    return any(c.stage == "table" and c.first <= k <= c.last for c in r.claims)


def _dimension_spelled(r: Reading, j: int) -> tuple[str, int] | None:
    """Two or three free words from ``j`` that one dimension's header abbreviates ("age group":
    ``agegp``, :func:`fits_name`): that column and the last word's index; none when no
    dimension, or several, fit."""
    for last in (j + 2, j + 1):
        if last >= len(r.tokens) or not r.free_run(j, last):
            continue
        words = tuple(singular(t.fold) for t in r.tokens[j:last + 1])
        if any(t.kind != "word" for t in r.tokens[j:last + 1]) or words[0] in r.language.function_words:
            continue
        fits = [d.column for d in r.table.dimensions if fits_name(words, comparable(name_words(d.column)))]
        if len(fits) == 1:
            return fits[0], last
    return None


def _after_row_lead(r: Reading, i: int) -> bool:
    """Token ``i`` follows a word that says every row ("across", "all", "each"), an article
    and how many there are between them or not ("across the provinces", "all states", "across
    the 20 countries")."""
    k = i - 1
    if k >= 0 and _said_count(r, k) is not None:
        k -= 1
    if k >= 0 and r.tokens[k].fold in ("the", "these", "those"):
        k -= 1
    return k >= 0 and r.tokens[k].fold in r.language.table.row_lead_words


def _said_count(r: Reading, i: int) -> int | None:
    """The whole number token ``i`` says, in digits or as a word ("20", "five"), or None."""
    t = r.tokens[i]
    n = t.number if t.kind == "number" else dict(r.language.table.number_words).get(t.fold)
    return int(n) if n is not None and float(n).is_integer() else None


def stated_counts(r: Reading) -> Reading:
    """"across the 20 countries", "the five age groups": how many values of a dimension every
    one of which the question takes, stated before its word — read when the table holds that
    many, reported when it holds another number (never applied as a filter or a top)."""
    for c in [c for c in r.claims if c.stage == "grouping" and c.what.startswith("every ")]:
        i = c.first - 1
        n = _said_count(r, i) if i >= 0 and r.free(i) else None
        column = c.what.removeprefix("every ").split(" ", 1)[0]
        d = next((d for d in r.table.dimensions if d.column == column), None)
        if n is None or d is None:
            continue
        held = len(d.values)
        if n == held:
            r = r.claim(i, i, "grouping", f"all {held} {column} values, as the table holds")
        else:
            r = r.claim(i, i, "grouping", f"{n} {column} values",
                        unsupported=(*r.unsupported, f"'{r.words(i, c.last)}': the table holds {held} "
                                     f"{column} values, not {n}"))
    return r


def _unnamed_dimension(r: Reading, j: int, ranked: bool = True) -> str | None:
    """"which category … was the largest" over a table whose one dimension has no header
    (``column1``: R's row names, the first column of a wide export): the noun names it, the
    only thing of the table it can name. Only when the question ranks (an extreme or top-k)
    — or, ``ranked`` False, the noun is a plural after "across the", "all", "each" ("the
    average infant mortality across the provinces") — and the noun is no function word."""
    t = r.tokens[j]
    if t.kind != "word" or t.fold in r.language.function_words or ranked and not (r.extreme or r.rank or r.top):
        return None
    return _the_unnamed(r, t.fold)


def _the_unnamed(r: Reading, word: str) -> str | None:
    """The table's one dimension with no header, when ``word`` is no word of another dimension
    (the melted members of a wide table, "species", keep their own)."""
    unnamed = [d.column for d in r.table.dimensions if unnamed_column(d.column)]
    others = {w for d in r.table.dimensions if not unnamed_column(d.column) for w in d.words}
    return unnamed[0] if len(unnamed) == 1 and singular(word) not in others and word not in others else None


def dimension_asked(r: Reading) -> Reading:
    """With no measure named: words that name a dimension (as a header names a
    measure, :func:`fits_header`) ask for its value on the member's rows ("the household
    income of individual 5": ``hinc``)."""
    if r.measures or r.measure_choices or r.attribute:
        return r
    forms = r.language.table.header_form
    fixed = operation_vocabulary(r)
    named = {m.column for m in r.members}
    heads = [(comparable(name_words(d.column)), d.column) for d in r.table.dimensions if d.column not in named]
    for first, last in list(_spans(r)):
        if not r.free_run(first, last) or not _edges_named(r, first, last):
            continue
        words = _folds(r, first, last)
        if first == last and len(words[0]) < 4:
            continue
        fits = sorted({c for run, c in heads if fits_header(words, run, forms, fixed)})
        if len(fits) == 1:
            return r.claim(first, last, "attribute", f"the {fits[0]} of the named rows", attribute=fits[0])
    return r


# --------------------------------------------------------------------------- the rest
def _condition_before_number(r: Reading, i: int) -> bool:
    """"over 50": a condition's word before a number, never a function word; but "over
    1983-1991", "over 4 May 2021" leads a span or a date the time stage read, and "the average
    rate over 1986" a year; never where rows are counted ("how many days had sales over 2000":
    a year or a threshold, so reported)."""
    n = r.tokens[i + 1] if i + 1 < len(r.tokens) else None
    counted = r.statistic == "count" or r.share or r.percent or any(
        c.stage == "operation" and c.what == "count" for c in r.claims)
    timed = any(x.start.first == i + 1 for x in r.ranges) or any(
        p.first == i + 1 and (p.last > p.first or not counted) for p in r.parts)
    return r.tokens[i].fold in r.language.weak_condition_cues and n is not None and n.kind == "number" and not timed


def count_or_amount(r: Reading) -> Reading:
    """"how many" read as a count of readings before a later stage found the measure right
    after it ("how many cases", ``ncases`` found by its count prefix): the amount of the
    measure, not the number of its rows."""
    count = next((c for c in r.claims if c.stage == "operation" and c.what == "count"
                  and r.words(c.first, c.last).lower() == r.statistic_words), None)
    if count is None or not _names_amount(r, count.last + 1):
        return r
    others = [c for c in r.claims if c.stage == "operation" and c.what in ("sum", "mean", "first", "last")]
    statistic, words = (others[0].what, r.words(others[0].first, others[0].last)) if others else ("", "")
    claims = tuple(Claim(c.first, c.last, "function", "an amount of the measure") if c is count else c
                   for c in r.claims)
    return r.with_claims(claims, statistic=statistic, statistic_words=words)


def row_counts(r: Reading) -> Reading:
    """"How many rows are in the table", "how many records are there for 2013", and over a
    table with one row a position, "how many sunny days were there": right after "how many",
    a word for the rows (or the axis's own unit, plural) counts them."""
    count = next((c for c in r.claims if c.stage == "operation" and c.what == "count"), None)
    if count is None:
        return _events_ranked(r)
    if r.measure_choices or count.last + 1 >= len(r.tokens):
        return r
    i = count.last + 1
    if not r.table.measures and i + 2 < len(r.tokens) and r.tokens[i].fold == "of" \
            and r.tokens[i + 1].fold in ("the", "these", "those") and r.free_run(i, i + 1):
        i += 2  # "how many of these presidents" over a table that holds no measure: its rows
    if r.measures:  # "how many rows have a tip above 5": the readings that meet it are the rows
        if r.conditions and r.free(i) and r.tokens[i].fold in r.language.table.row_words:
            return r.claim(i, i, "function", "the rows the condition counts")
        return r
    while i < len(r.tokens) - 1 and any(c.stage == "name" and c.first <= i <= c.last for c in r.claims):
        i += 1  # "how many sunny days": the rows named before their word
    t = r.tokens[i]
    axis = r.table.axis
    own_unit = axis is not None and axis.positions == r.table.rows and t.fold != singular(t.fold) \
        and r.language.table.unit_of(t.fold) == axis.granularity
    if r.free(i) and (t.fold in r.language.table.row_words or own_unit):
        return r.claim(i, i, "operation", "the rows counted", rows_counted=True)
    titled = _own_rows_noun(r, i)
    if titled is not None:
        # "how many Chinstrap penguins are female" over ``penguins.csv``, whose rows no column names one
        # by one: the file's own things, its rows (never "how many crimes" of ``statecrime``'s states)
        kept = r.with_claims(tuple(c for c in r.claims if c is not titled))
        return kept.claim(i, titled.last, "operation", f"the rows counted (the table's own noun, "
                          f"'{r.words(i, titled.last)}')", rows_counted=True)
    return r


def _one_row_a_position(r: Reading) -> bool:
    """The members the question names fix the columns that with the time name a row (:func:`_row_keys`,
    "patient 5" of a diary of patients by day): the rows they select are one a position (checked when
    the rows are counted), so counting the axis's units ("on how many days") counts those rows."""
    if r.table.schema.time is None:
        return False
    keys = _row_keys(r)
    bound = Counter(m.column for m in r.members)
    return bool(keys) and all(bound[k] == 1 for k in keys)


def _events_ranked(r: Reading) -> Reading:
    """"Which year had the most disasters", "were there more disasters in the 1850s or the
    1930s" over a table that holds no measure (a list of events): the table's own noun right
    after "most", "fewest", "more" or "fewer" (an article between) names its rows, counted."""
    if r.table.measures or r.measures or r.measure_choices:
        return r
    ops = {k for c in r.claims if c.stage == "operation" and c.what in ("max", "min", "comparison")
           for k in range(c.first, c.last + 1)}
    for i in range(1, len(r.tokens)):
        k = i - 1
        while k > 0 and r.tokens[k].fold in ("the", "a", "an"):
            k -= 1
        titled = _own_rows_noun(r, i) if k in ops else None
        if titled is not None:
            kept = r.with_claims(tuple(c for c in r.claims if c is not titled))
            return kept.claim(i, titled.last, "function", f"the rows counted (the table's own noun, "
                              f"'{r.words(i, titled.last)}')", rows_counted=True)
    return r


def _own_rows_noun(r: Reading, i: int) -> Claim | None:
    """The claim reading token ``i`` as the table's own name when it is the plural of a title word
    and no column names the rows one by one (:func:`_anonymous_rows`), or the table holds no
    measure (a list of events, "date" alone): the word names the rows, the only things to count."""
    titled = next((c for c in r.claims if c.stage == "table" and c.first == i), None)
    t = r.tokens[titled.last] if titled is not None else r.tokens[i]
    if titled is None or t.fold == singular(t.fold):  # "coal-mining disasters": the phrase ends in its noun
        return None
    if not r.table.measures:  # "presidents" of ``presidential.csv``, a related word the title stage read
        return titled
    if singular(t.fold) not in {w for x in r.table.title for w in x}:
        return None
    return titled if _anonymous_rows(r) else None


def rows_shared(r: Reading) -> Reading:
    """"What share of the diamonds are Premium cut?", "what percentage of rows have cut Premium":
    a share or percent word, "of (the)", then a word for the rows (a row word, or the table's own
    noun where no column names its rows: :func:`_anonymous_rows`) and one dimension's value named
    — the rows holding it as a percent of all rows (every value of that dimension the whole)."""
    said = next((c for c in r.claims if c.stage == "operation" and c.what in ("share", "percent")), None)
    columns = {m.column for m in r.members}
    if said is None or r.measures or r.measure_choices or len(columns) != 1 or r.conditions:
        return r
    k = said.last + 1
    if k >= len(r.tokens) or r.tokens[k].fold != "of":
        return r
    k += 2 if k + 2 < len(r.tokens) and r.tokens[k + 1].fold == "the" else 1
    if k >= len(r.tokens):
        return r
    t = r.tokens[k]
    titled = _own_rows_noun(r, k)
    if titled is None and not (r.free(k) and t.fold in r.language.table.row_words):
        return r
    last = titled.last if titled is not None else k
    if titled is not None:
        r = r.with_claims(tuple(c for c in r.claims if c is not titled))
    return r.claim(k, last, "operation", f"the rows ('{r.words(k, last)}') holding the value, as a percent of all",
                   statistic="count", statistic_words=r.words(said.first, k), percent=True, share=False,
                   rows_counted=True, counted_state=columns.pop())


#: the words after a row word that select rows by a condition ("the rows with educ equal to 3")
ROW_SELECTING = frozenset({"with", "where", "whose", "that", "having", "which"})


def selected_rows(r: Reading) -> Reading:
    """"the average age of the rows with educ equal to 3": a word for the rows right before the
    words that select them by a condition the question states — the rows the condition keeps."""
    if not r.conditions:
        return r
    for i, t in enumerate(r.tokens[:-1]):
        if r.free(i) and t.fold in r.language.table.row_words and r.tokens[i + 1].fold in ROW_SELECTING:
            r = r.claim(i, i, "function", "the rows the condition selects")
    return r


def concept_name_words(r: Reading) -> Reading:
    """"Which species has the longest sepals": a superlative or comparative of a kind of measure
    that fits several (``sepalLength``, ``petalLength``), no measure named, and a word of the
    question that is a word of one of them only: that one, the word read as its name."""
    concept = r.concept or r.compare_concept
    if not concept or r.measures:
        return r
    fits = r.table.measures_of_kind(concept)
    if len(fits) < 2:
        return r
    for i, t in enumerate(r.tokens):
        if not r.free(i) or t.kind != "word":
            continue
        w = singular(t.fold)
        named = [m for m in fits if any(w in words for words in r.table.measure(m).names)]
        if len(named) == 1:
            return r.claim(i, i, "measure", f"{named[0]} (a word of its name, of the kind '{concept[0]}')",
                           measures=(named[0],))
    return r


def _anonymous_rows(r: Reading) -> bool:
    """No column names the table's rows one by one: no time axis, and fewer combinations of its
    dimensions' values than rows (344 penguins in 3 species × 3 islands × 2 sexes); or rows that
    repeat the whole key, time included (scats collected several a month at one site)."""
    combinations = 1
    for d in r.table.schema.dimensions:
        combinations *= max(d.distinct, 1)
    return r.table.schema.time is None and combinations < r.table.rows or r.table.schema.lost_rows > 0


def mode_words(r: Reading) -> Reading:
    """"The most common weather in 2013", "which weather was the most frequent": a dimension's
    word beside a mode phrase — its values ranked by how many rows hold them."""
    dims = {w: d.column for d in r.table.dimensions for w in d.words}
    for i in range(len(r.tokens)):
        for phrase in r.language.table.mode_words:
            last = _phrase_at(r, i, phrase)
            if last is None:
                continue
            titled = {c.first: c for c in r.claims if c.stage == "table" and c.first == c.last}
            near = [j for j in (last + 1, i - 1, i - 2, i - 3) if 0 <= j < len(r.tokens)
                    and (r.free(j) or j in titled) and singular(r.tokens[j].fold) in dims]
            if near:
                j = near[0]
                if j in titled:  # "the most common weather" of seattle-weather: the dimension, not the title
                    r = r.with_claims(tuple(c for c in r.claims if c is not titled[j]))
                r = r.claim(i, last, "operation", "the most rows", mode=dims[singular(r.tokens[j].fold)])
                return r.claim(j, j, "grouping", f"by {dims[singular(r.tokens[j].fold)]}")
    return r


def observation_verbs(r: Reading) -> Reading:
    """"How many bobcat scats were collected in 2012", "which state reported the most breaches": a
    verb that says a thing was recorded (collected, caught, reported, detected) said of the things
    the table's rows are, named by its title — what makes each of them a row, no condition on
    them. Only said of the title's noun: its subject ("lynx were trapped", "the heaviest scat found")
    or a plural after it ("reported the most breaches"); a verb of anything else ("released", "children
    were collected late" beside a title ``daycare-late-pickups``) stays unread."""
    titles = [c for c in r.claims if c.stage == "table"]
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in r.language.table.observation_verbs and any(_observed(r, c, i) for c in titles):
            r = r.claim(i, i, "function", f"'{t.fold}': what makes each of {r.table.source}'s rows one")
    return r


def _observed(r: Reading, title: Claim, i: int) -> bool:
    """Whether the title's words ``title`` are what the verb at ``i`` is said of."""
    if title.last == i - 1 or title.last == i - 2 and r.tokens[i - 1].fold in r.language.table.copulas:
        return True
    if title.last < i - 1 and r.tokens[i - 1].fold in r.language.table.subject_pronouns:
        return True  # "the heaviest scat found, and in which month was it collected": the scat again
    head = r.tokens[title.last]
    return i < title.first <= i + 3 and head.fold != singular(head.fold)


def function_words(r: Reading) -> Reading:
    """The language pack's function and question words ("what", "was", "the", "value")."""
    words = r.language.table.question_words | r.language.function_words
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in words and not _condition_before_number(r, i):
            r = r.claim(i, i, "function", t.fold)
    return r


def other_stages(r: Reading) -> Reading:
    """Words the plan reads outside the table (a curated fact's predicate, a name from the
    KB's documents): not the table's to apply, and not unread; the table's answer is then
    not the whole answer. A word of this table's own measure names and aliases is the table's
    to read: left unread here, it is reported, not handed to another stage."""
    own = {w for text, e in r.named if comparable(name_words(e)) in r.table.title for w in (t.fold for t in tokenize(text))}
    for i, t in enumerate(r.tokens):  # "in the US": a name of the table's own entity ("United States")
        if r.free(i) and t.fold in own:
            r = r.claim(i, i, "table", f"{r.table.source} (its entity, as '{t.text}')")
    names = {w for text, _e in r.named for w in (t.fold for t in tokenize(text))}
    unknown = {w for text in r.unknown for w in (t.fold for t in tokenize(text))}
    # the table's own words (its measures' names and aliases, its dimensions' words and values, its
    # title and axis words, what its KB declares for them) are never another stage's: unread, reported
    own = r.table.vocabulary[0]
    for i, t in enumerate(r.tokens):
        if r.free(i) and t.fold in unknown:
            r = r.claim(i, i, "unknown_name", t.fold)  # stated by the plan: "no data about …"
        elif r.free(i) and t.fold in names:
            r = r.claim(i, i, "external_name", t.fold)
        elif r.free(i) and t.fold in r.external and t.fold not in own and singular(t.fold) not in own:
            r = r.claim(i, i, "external", t.fold)
    return r


#: the stages, in order: a token is read by the first stage that claims it
STAGES: tuple[Stage, ...] = (resolved_names, per_rates, yes_no_members, ordinal_measures, measure_names, coordinated_tails, season_positions,
                             units_written_whole,
                             numbered_things,
                             degree_positives,
                             how_adjective, table_title, ordinal_members,
                             dimension_members, measure_words_as_values, written_codes, spaced_values,
                             member_dimension_words, excluded_members, coordinated_heads, verbs_after_subjects, measure_nouns,
                             measure_conditions, concept_conditions, numbered_measures, existence_conditions, step_phrases, year_members, time_words, times_said_again, whole_span_counted, weekday_members, mode_words, operation_words, predicate_measures, share_verbs, concept_name_words, unit_words, measure_abbreviations, value_abbreviations, numbered_measures, measure_nouns, unit_leads,
                             measure_as_unit, rate_units, choices_by_whole_name, frequency_words, an_average_step, grouping_words, ranked_title_noun, stated_counts, dimension_asked, count_or_amount, row_counts,
                             rows_shared,
                             totals_in_names, selected_rows, observation_verbs, function_words,
                             glossed_names, other_stages)


def read_question(r: Reading, stages: Sequence[Stage] = STAGES) -> Reading:
    for stage in stages:
        r = stage(r)
    return r


def unclaimed(r: Reading) -> tuple[str, ...]:
    """The question's phrases no stage read: runs of unclaimed tokens (with the function
    words between them), in order."""
    claimed_by = {i: c.stage for c in r.claims for i in range(c.first, c.last + 1)}
    out: list[str] = []
    run: list[int] = []
    for i in range(len(r.tokens) + 1):
        stage = claimed_by.get(i) if i < len(r.tokens) else "end"
        if stage is None:
            run.append(i)
            continue
        if stage == "function" and run and i + 1 < len(r.tokens) and claimed_by.get(i + 1) is None:
            run.append(i)
            continue
        if run:
            while run and claimed_by.get(run[-1]) == "function":
                run.pop()
            first = run[0]
            for j in (run[0] - 1, run[0] - 2):  # "on weekends", "during the recession"
                if j < 0 or claimed_by.get(j) != "function":
                    break
                if r.tokens[j].fold in r.language.table.leading:
                    first = j
            out.append(r.words(first, run[-1]))
            run = []
    return tuple(dict.fromkeys(out))  # a phrase said twice is reported once


def nearest_measures(r: Reading, words: Sequence[str], n: int = 3) -> tuple[str, ...]:
    names = {" ".join(w): m.measure.name for m in r.table.measures for w in m.names}
    hits = difflib.get_close_matches(" ".join(comparable(words)), list(names), n=n, cutoff=0.5)
    return tuple(dict.fromkeys(names[h] for h in hits))
